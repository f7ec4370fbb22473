// shapes.mjs: how the JVMTI bridge moves each C type and each function parameter between JavaScript and
// the VM: the kind of a type (int, jlong, reference, ID, string, struct, capabilities...), its size in
// wasm32, and each parameter's role (an input, an input array and its length, an output, an array the
// VM allocates and the output giving its length, an array the caller supplies). Shared by the binding
// (jvmti.mjs) and the generator of its TypeScript declarations (scripts/gen-jvmti-bridge.mjs).

export const camel = (s) => s.replace(/_ptr$/, '').replace(/_([a-z])/g, (_, c) => c.toUpperCase());
export const lowerFirst = (s) => s[0].toLowerCase() + s.slice(1);
export const baseType = (t) => t.replace(/\bconst\b/g, '').replace(/\s+/g, ' ').trim();
export const pointee = (t) => baseType(t).replace(/\s*\*$/, '');

// Struct members that point to an array, and the member holding its length.
export const ARRAY_MEMBERS = {
    frame_buffer: 'frame_count', waiters: 'waiter_count', notify_waiters: 'notify_waiter_count',
    params: 'param_count', errors: 'error_count', class_bytes: 'class_byte_count',
};
// Allocated results whose nested pointers are part of the same block (not freed on their own).
export const SINGLE_BLOCK = new Set(['jvmtiStackInfo']);
// Caller-supplied output arrays: the input giving their capacity and the output giving their length.
const CALLER_ARRAYS = {
    GetStackTrace: { frame_buffer: { capacity: 'max_frame_count', length: 'count_ptr' } },
    SuspendThreadList: { results: { capacity: 'request_count' } },
    ResumeThreadList: { results: { capacity: 'request_count' } },
};
// Allocated results whose length is not the nearest count output before them.
const ALLOC_LENGTH = {
    GetAllStackTraces: { stack_info_ptr: 'thread_count_ptr' },
    GetThreadListStackTraces: { stack_info_ptr: 'thread_count' },
};
const SIZES = { i8: 1, u8: 1, bool: 1, i16: 2, u16: 2, i32: 4, f32: 4, i64: 8, f64: 8, ref: 4, id: 4, ptr: 4, fnptr: 4, jvalue: 8 };

/** The type and parameter rules over an interface description (interface.mjs: its structs and enums). */
export function makeShapes(iface) {
    function scalarKind(type) {
        const t = baseType(type);
        if (iface.structs[t]) return 'struct';
        if (t === 'jvmtiCapabilities') return 'capabilities';
        if (t.endsWith('*')) return 'ptr';
        const k = {
            jint: 'i32', jboolean: 'bool', jchar: 'u16', jshort: 'i16', jbyte: 'i8', char: 'i8', 'unsigned char': 'u8',
            jlong: 'i64', jlocation: 'location', jfloat: 'f32', jdouble: 'f64', jvalue: 'jvalue', void: 'void',
            jobject: 'ref', jclass: 'ref', jthread: 'ref', jthreadGroup: 'ref', jstring: 'ref',
            jmethodID: 'id', jfieldID: 'id', jrawMonitorID: 'id',
        }[t];
        if (k) return k;
        if (iface.enums[t] || t === 'jvmtiEvent' || t === 'jvmtiError') return 'i32';
        return 'fnptr'; // the callback types
    }
    function sizeOf(type) {
        const k = scalarKind(type);
        if (k === 'struct') return iface.structs[baseType(type)].size;
        if (k === 'capabilities') return 16;
        if (k === 'location') return 8;
        return SIZES[k];
    }


    // How each parameter of a function is handled: { param, role: 'in'|'inArray'|'arrayLength'|'out'|'alloc'|'callerArray', ... }
    function plan(fn) {
        const roles = fn.params.map((p) => ({ p, flags: p.flags || [] }));
        roles.forEach((r, i) => {
            const { p, flags } = r;
            const t = baseType(p.type);
            const isOut = flags.includes('out') || flags.includes('alloc') || (flags.includes('null') && t.endsWith('**'));
            const caller = CALLER_ARRAYS[fn.name]?.[p.name];
            if (caller) { Object.assign(r, { role: 'callerArray' }, caller); return; }
            if (flags.includes('alloc') || (isOut && t.endsWith('**') && t !== 'char**' && !/^(void|jniNativeInterface)\*\*$/.test(t))) {
                let len = ALLOC_LENGTH[fn.name]?.[p.name];
                if (!len) for (let j = i - 1; j >= 0; j--) if (baseType(fn.params[j].type) === 'jint*') { len = fn.params[j].name; break; }
                Object.assign(r, { role: 'alloc', length: len });
                return;
            }
            if (isOut) { r.role = 'out'; return; }
            if (flags.includes('in') && t.endsWith('*') && i > 0 && (fn.params[i - 1].flags || []).includes('count') && scalarKind(pointee(t)) !== 'capabilities') {
                r.role = 'inArray';
                roles[i - 1].role = 'arrayLength';
                roles[i - 1].of = p.name;
                return;
            }
            if (!r.role) r.role = 'in';
        });
        // count outputs that give an allocated array's length are not results of their own
        for (const r of roles) if (r.role === 'alloc' && r.length) {
            const c = roles.find((x) => x.p.name === r.length);
            if (c && c.role === 'out') c.role = 'length';
        }
        for (const r of roles) if (r.role === 'callerArray' && r.length) roles.find((x) => x.p.name === r.length).role = 'length';
        return roles;
    }


    return { camel, lowerFirst, baseType, pointee, ARRAY_MEMBERS, SINGLE_BLOCK, scalarKind, sizeOf, plan };
}
