// callbacks.mjs: JavaScript functions as the callbacks of the JVMTI functions that take them (the heap
// walks: IterateThroughHeap and FollowReferences with a jvmtiHeapCallbacks object, JVMTI 1.0's
// IterateOverHeap, IterateOverInstancesOfClass, IterateOverReachableObjects and
// IterateOverObjectsReachableFromObject with functions). The bridge's agent has a C trampoline per
// callback type (wasm-bridge/agent/callbacks.c, generated); the binding puts their addresses into the
// call and a token of its own into `user_data`, and each trampoline comes back here synchronously
// (JvmtiBridge.callback), where the token finds the client's function.
//
// A callback receives one object: its parameters in camelCase without `user_data` (`classTag`, `size`,
// `length`...; jlongs as BigInt), `tag` (and `referrerTag`, `objectTag`) for the tag pointers, which
// the function may assign to tag the object, `referenceInfo` decoded by the reference kind, a
// primitive `value` decoded by its type, array `elements` as a typed array, a string `value` as text,
// and `userData` (what the caller passed as user_data). Its result is the C function's (a number or a
// constant's name); `undefined` means 0 for the jint callbacks (continue; do not follow the references)
// and JVMTI_ITERATION_CONTINUE for JVMTI 1.0's. A callback that throws ends the walk (abort) and the
// JVMTI method throws its exception once the walk returns.
import { readJvalue } from './java-values.mjs';
import { camel as camelName } from './shapes.mjs';

const ELEMENT_ARRAYS = { Z: Uint8Array, B: Int8Array, C: Uint16Array, S: Int16Array, I: Int32Array, J: BigInt64Array, F: Float32Array, D: Float64Array };

/** The JavaScript callbacks of the calls in progress, by token (one bridge). */
export class CallbackCalls {
    constructor(bridge, iface) {
        this.bridge = bridge;
        this.iface = iface;
        this.calls = new Map();
        this.nextToken = 1;
        this.byName = new Map(iface.callbacks.map((c) => [c.name, c]));
        const k = iface.constants;
        // the member of jvmtiHeapReferenceInfo each reference kind uses
        this.infoMember = new Map([
            [k.JVMTI_HEAP_REFERENCE_FIELD, ['field', 'jvmtiHeapReferenceInfoField']],
            [k.JVMTI_HEAP_REFERENCE_STATIC_FIELD, ['field', 'jvmtiHeapReferenceInfoField']],
            [k.JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT, ['array', 'jvmtiHeapReferenceInfoArray']],
            [k.JVMTI_HEAP_REFERENCE_CONSTANT_POOL, ['constantPool', 'jvmtiHeapReferenceInfoConstantPool']],
            [k.JVMTI_HEAP_REFERENCE_STACK_LOCAL, ['stackLocal', 'jvmtiHeapReferenceInfoStackLocal']],
            [k.JVMTI_HEAP_REFERENCE_JNI_LOCAL, ['jniLocal', 'jvmtiHeapReferenceInfoJniLocal']],
        ]);
        this.heapCallbackMembers = iface.structs.jvmtiHeapCallbacks.fields.filter((f) => this.byName.has(f.type));
    }

    /** Whether a parameter of C type `type` takes JavaScript callbacks (a callback type or jvmtiHeapCallbacks*). */
    takes(type) {
        const t = type.replace(/\bconst\b/g, '').trim();
        return this.byName.has(t) || t === 'jvmtiHeapCallbacks*';
    }

    /** Opens a call: { token, functions: Map(callback type -> function), userData, error }. */
    open(userData) {
        const call = { token: this.nextToken++, functions: new Map(), userData, error: null };
        this.calls.set(call.token, call);
        return call;
    }

    close(call) { this.calls.delete(call.token); }

    // The address of the trampoline of callback type `name` (a table index in WebAssembly).
    address(name) { return this.bridge.module._vitrine_bridge_callback_function(this.byName.get(name).index) >>> 0; }

    /** The C value of argument `v` given for parameter `p` (a callback type or jvmtiHeapCallbacks*):
        a trampoline's address, or a jvmtiHeapCallbacks block allocated with `alloc`. */
    argument(call, fnName, p, v, alloc) {
        const t = p.type.replace(/\bconst\b/g, '').trim();
        if (t === 'jvmtiHeapCallbacks*') {
            if (!v || typeof v !== 'object') throw new TypeError(`${fnName}: ${p.name} must be an object of callback functions ({ heapIterationCallback(e) { ... } })`);
            const known = new Map(this.heapCallbackMembers.map((f) => [camelName(f.name), f]));
            for (const key of Object.keys(v)) {
                if (!known.has(key)) throw new TypeError(`${fnName}: ${p.name}: jvmtiHeapCallbacks has no callback ${key} (it has ${[...known.keys()].join(', ')})`);
                if (v[key] != null && typeof v[key] !== 'function') throw new TypeError(`${fnName}: ${p.name}.${key} must be a function`);
            }
            const s = this.iface.structs.jvmtiHeapCallbacks;
            const block = alloc(s.size);
            for (const [key, f] of known) {
                if (typeof v[key] !== 'function') continue;
                call.functions.set(f.type, v[key]);
                this.bridge.mem.setU32(block + f.offset, this.address(f.type));
            }
            return block;
        }
        if (v === null || v === undefined) return 0;
        if (typeof v !== 'function') throw new TypeError(`${fnName}: ${p.name} must be a function or null`);
        call.functions.set(t, v);
        return this.address(t);
    }

    /** Trampoline `index` called with its parameters in 64-bit slots at argsPtr: runs the client's function. */
    invoke(index, argsPtr) {
        const cb = this.iface.callbacks[index];
        const m = this.bridge.mem;
        const slot = (name) => argsPtr + 8 * cb.params.findIndex((p) => p.name === name);
        const call = this.calls.get(m.ptr(slot('user_data')));
        const abort = cb.ret === 'jint' ? this.iface.constants.JVMTI_VISIT_ABORT : this.iface.constants.JVMTI_ITERATION_ABORT;
        if (!call || call.error) return abort;
        const fn = call.functions.get(cb.name);
        if (!fn) return abort;
        const e = {};
        const tagPointers = [];
        for (const [i, p] of cb.params.entries()) {
            const at = argsPtr + 8 * i;
            const name = camelName(p.name);
            switch (p.type) {
                case 'void*': break; // user_data
                case 'jlong': e[name] = m.i64(at); break;
                case 'jlong*': {
                    const ptr = m.ptr(at);
                    e[name] = ptr ? m.i64(ptr) : null;
                    if (ptr) tagPointers.push([name, ptr, e[name]]);
                    break;
                }
                case 'const jvmtiHeapReferenceInfo*': e[name] = this.referenceInfo(m.ptr(at), m.i32(argsPtr)); break;
                case 'jvalue': e[name] = readJvalue(this.bridge, at, String.fromCharCode(m.i32(slot('value_type')))); break;
                case 'const void*': { // the elements of a primitive array
                    const type = String.fromCharCode(m.i32(slot('element_type')));
                    const Arr = ELEMENT_ARRAYS[type];
                    const n = m.i32(slot('element_count'));
                    e[name] = new Arr(m.bytes(m.ptr(at), n * Arr.BYTES_PER_ELEMENT).buffer);
                    break;
                }
                case 'const jchar*': {
                    const n = m.i32(slot('value_length'));
                    const chars = new Uint16Array(m.bytes(m.ptr(at), 2 * n).buffer);
                    let s = '';
                    for (let j = 0; j < n; j += 8192) s += String.fromCharCode(...chars.subarray(j, j + 8192));
                    e[name] = s;
                    break;
                }
                case 'jmethodID': e[name] = m.ptr(at); break;
                default: e[name] = m.i32(at); // jint and the enums
            }
        }
        e.userData = call.userData;
        let r;
        try {
            r = fn(e);
        } catch (err) {
            call.error = err;
            return abort;
        }
        for (const [name, ptr, before] of tagPointers) {
            if (e[name] === before) continue;
            try {
                m.setI64(ptr, e[name] ?? 0);
            } catch (err) {
                call.error = new TypeError(`${cb.name}: ${name} must be a BigInt or a number, not ${String(e[name])}`);
                return abort;
            }
        }
        if (r === undefined || r === null) return cb.ret === 'jint' ? 0 : this.iface.constants.JVMTI_ITERATION_CONTINUE;
        if (typeof r === 'string' && r in this.iface.constants) return this.iface.constants[r];
        if (typeof r === 'number') return r;
        call.error = new TypeError(`${cb.name}: a callback answers a number or a constant's name, not ${String(r)}`);
        return abort;
    }

    // jvmtiHeapReferenceInfo at p for reference kind `kind`: { field: { index } }, { array: { index } },
    // { constantPool: { index } }, { stackLocal: { threadTag, threadId, depth, method, location, slot } },
    // { jniLocal: { ... } }, or null for kinds without information.
    referenceInfo(p, kind) {
        const member = this.infoMember.get(kind);
        if (!p || !member) return null;
        const [key, struct] = member;
        const m = this.bridge.mem;
        const out = {};
        for (const f of this.iface.structs[struct].fields) {
            if (/^reserved/.test(f.name)) continue;
            const at = p + f.offset;
            out[camelName(f.name)] = f.kind === 'i64' ? (f.type === 'jlocation' ? Number(m.i64(at)) : m.i64(at)) : f.kind === 'id' ? m.ptr(at) : m.i32(at);
        }
        return { [key]: out };
    }
}
