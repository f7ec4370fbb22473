// java-values.mjs: Java values for the bridge's JavaScript: jvalues read and written by their descriptor
// character, and the JNI access JVMTI leaves to JNI (wasm-bridge/agent/jni_access.c): an object's class,
// field values, array elements (read and written), string contents; and running a method on a suspended thread
// (wasm-bridge/agent/invoke.c). Values: boolean, number (int, short, byte, float, double), bigint
// (long), a one-character string (char), a Handle or null (references).
import { errors } from './interface.mjs';

// vitrine_invoke_method's kind | VITRINE_INVOKE_SINGLE_THREADED (include/vitrine.h)
const SINGLE_THREADED = 0x100;
const errorName = (code) => Object.keys(errors).find((n) => errors[n] === code) ?? `error ${code}`;

/** The jvalue at p of type `type` (a descriptor character). */
export function readJvalue(bridge, p, type) {
    const m = bridge.mem;
    switch (type) {
        case 'Z': return m.u8(p) !== 0;
        case 'B': return m.i8(p);
        case 'C': return String.fromCharCode(m.u16(p));
        case 'S': return m.i16(p);
        case 'I': return m.i32(p);
        case 'J': return m.i64(p);
        case 'F': return m.f32(p);
        case 'D': return m.f64(p);
        case 'L': case '[': return bridge.handle(m.ptr(p));
        default: return undefined;
    }
}

/** Writes v as a jvalue of type `type` at p (8 bytes). */
export function writeJvalue(bridge, p, type, v) {
    const m = bridge.mem;
    m.setU64(p, 0);
    switch (type) {
        case 'Z': m.dv().setUint8(p, v ? 1 : 0); break;
        case 'B': m.dv().setInt8(p, Number(v)); break;
        case 'C': m.dv().setUint16(p, typeof v === 'string' ? v.charCodeAt(0) : Number(v), true); break;
        case 'S': m.dv().setInt16(p, Number(v), true); break;
        case 'I': m.setI32(p, Number(v)); break;
        case 'J': m.setI64(p, v); break;
        case 'F': m.setF32(p, Number(v)); break;
        case 'D': m.setF64(p, Number(v)); break;
        case 'L': case '[': m.setU32(p, v ? v.ref : 0); break;
        default: throw new TypeError(`no Java type is described by ${type}`);
    }
}

/** A method descriptor's parameter types and return type, each a field descriptor ('I', 'Ljava/lang/String;', '[J'). */
export function parseMethodDescriptor(desc) {
    const params = [];
    let i = 1;
    while (desc[i] !== ')') {
        const start = i;
        while (desc[i] === '[') i++;
        i = desc[i] === 'L' ? desc.indexOf(';', i) + 1 : i + 1;
        if (i <= 0 || i >= desc.length) throw new SyntaxError(`not a method descriptor: ${desc}`);
        params.push(desc.slice(start, i));
    }
    return { params, ret: desc.slice(i + 1) };
}

/** JNI's view of Java values, through the bridge. Each call brackets itself with a local frame. */
export class JavaValues {
    constructor(bridge) {
        this.bridge = bridge;
    }

    // Runs f(module, scratch) inside vitrine_bridge_begin/end with 8 bytes of scratch memory.
    call(f) {
        const module = this.bridge.module;
        const scratch = module._vitrine_bridge_alloc(8) >>> 0;
        const began = module._vitrine_bridge_begin();
        try {
            return f(module, scratch);
        } finally {
            if (began) module._vitrine_bridge_end();
            module._vitrine_bridge_free(scratch);
        }
    }

    /** The class of object `o` (a Handle). */
    objectClass(o) { return this.call((m) => this.bridge.handle(m._vitrine_bridge_object_class(o.ref) >>> 0)); }

    /** The superclass of class `c`, or null. */
    superclass(c) { return this.call((m) => this.bridge.handle(m._vitrine_bridge_superclass(c.ref) >>> 0)); }

    /** Field `field` (a jfieldID) of type `type` of object `o`, or static in class `c` when o is null. */
    getField(o, c, field, type) {
        return this.call((m, p) => {
            if (!m._vitrine_bridge_get_field(o ? o.ref : 0, c ? c.ref : 0, field, type.charCodeAt(0), p)) throw new Error('the field cannot be read');
            return readJvalue(this.bridge, p, type[0]);
        });
    }

    /** Sets field `field` of type `type` of object `o` (static in `c` when o is null) to v. */
    setField(o, c, field, type, v) {
        this.call((m, p) => {
            writeJvalue(this.bridge, p, type[0], v);
            if (!m._vitrine_bridge_set_field(o ? o.ref : 0, c ? c.ref : 0, field, type.charCodeAt(0), p)) throw new Error('the field cannot be set');
        });
    }

    /** The length of array `a`. */
    arrayLength(a) { return this.call((m) => m._vitrine_bridge_array_length(a.ref)); }

    /** Element i of array `a`, whose element type is `type` (a descriptor character). */
    arrayGet(a, i, type) {
        return this.call((m, p) => {
            if (!m._vitrine_bridge_array_get(a.ref, i, type.charCodeAt(0), p)) throw new RangeError(`no element ${i}`);
            return readJvalue(this.bridge, p, type[0]);
        });
    }

    /** Sets element i of array `a`, whose element type is `type` (a descriptor character), to v.
        Throws a RangeError for an index out of bounds and a TypeError for an object the array cannot hold. */
    arraySet(a, i, type, v) {
        this.call((m, p) => {
            writeJvalue(this.bridge, p, type[0], v);
            if (m._vitrine_bridge_array_set(a.ref, i, type.charCodeAt(0), p)) return;
            if (i < 0 || i >= m._vitrine_bridge_array_length(a.ref)) throw new RangeError(`no element ${i}`);
            throw new TypeError(`the array cannot hold that value (element ${i})`);
        });
    }

    /** The contents of java.lang.String `s`. */
    string(s) {
        return this.call((m) => {
            const p = m._vitrine_bridge_string(s.ref) >>> 0;
            if (!p) return null;
            try { return this.bridge.mem.string(p); } finally { m._vitrine_bridge_free(p); }
        });
    }

    /**
     * A new array of class `arrayClass` (a Handle), whose signature is `signature` ('[I', '[Ljava/lang/String;'),
     * `length` elements long, each zero or null; null when it cannot be made (a negative length, no memory).
     */
    newArray(arrayClass, signature, length) {
        if (!signature.startsWith('[')) throw new TypeError(`${signature} is not an array class`);
        return this.call((m) => this.bridge.handle(m._vitrine_bridge_new_array(arrayClass.ref, signature.charCodeAt(1), length) >>> 0));
    }

    /** A new java.lang.String holding `text`. */
    newString(text) {
        return this.call((m) => {
            const bytes = new TextEncoder().encode(String(text));
            const p = m._vitrine_bridge_alloc(bytes.length + 1) >>> 0;
            try {
                this.bridge.mem.setBytes(p, bytes);
                return this.bridge.handle(m._vitrine_bridge_new_string(p) >>> 0);
            } finally { m._vitrine_bridge_free(p); }
        });
    }

    /**
     * Runs a method on `thread` (a Handle), which must be suspended where it stopped, between slices:
     * `kind` 'static' (a static method of class `c`), 'virtual' (object `o`'s implementation),
     * 'nonvirtual' (`method` itself, on `o`) or 'constructor' (a new `c`); `method` a jmethodID,
     * `desc` its descriptor (for the arguments' and the result's types), `args` the arguments as
     * values of those types. The other threads run meanwhile unless suspended (with `singleThreaded`
     * they are held for the call); the thread is suspended again after the call. A call that waits
     * for a thread that cannot run is abandoned by a java.lang.Error thrown in it (docs/JDWP.md).
     * Answers { value, exception } (exception: the Handle of what the method threw, or null; value
     * undefined for void methods, the new object for a constructor), or throws an Error whose `error`
     * is the JVMTI error's name when the call cannot be made.
     */
    invoke(thread, kind, c, o, method, desc, args = [], { singleThreaded = false } = {}) {
        const kinds = { static: 1, virtual: 2, nonvirtual: 3, constructor: 4 };
        if (!kinds[kind]) throw new TypeError(`no kind of call is named ${kind}`);
        const { params, ret } = parseMethodDescriptor(desc);
        if (params.length !== args.length) throw new RangeError(`${desc} takes ${params.length} arguments, not ${args.length}`);
        return this.call((m) => {
            const argv = m._vitrine_bridge_alloc(8 * Math.max(1, params.length)) >>> 0;
            const out = m._vitrine_bridge_alloc(16) >>> 0; // the jvalue, then the exception's reference
            try {
                params.forEach((t, i) => writeJvalue(this.bridge, argv + 8 * i, t[0], args[i]));
                const err = m._vitrine_bridge_invoke(thread.ref, kinds[kind] | (singleThreaded ? SINGLE_THREADED : 0), c ? c.ref : 0, o ? o.ref : 0, method, argv, out, out + 8);
                if (err !== 0) {
                    const name = errorName(err);
                    throw Object.assign(new Error(`the method cannot be run: JVMTI_ERROR_${name} (${err})`), { error: name, code: err });
                }
                const exception = this.bridge.handle(this.bridge.mem.ptr(out + 8));
                const type = kind === 'constructor' ? 'L' : ret[0];
                const value = exception || type === 'V' ? undefined : readJvalue(this.bridge, out, type);
                return { value, exception };
            } finally {
                m._vitrine_bridge_free(argv);
                m._vitrine_bridge_free(out);
            }
        });
    }

    /**
     * The same call run by the VM's sliced run, as HotSpot's JDWP agent runs it (include/vitrine.h,
     * vitrine_invoke_method_start): the method's frame is put on `thread`, which is resumed and runs it
     * as any other code, its events reported; once the method has returned or thrown, the thread is
     * suspended where it had stopped and invokeResult answers. No `singleThreaded`: the threads to hold
     * are the caller's to keep suspended. Answers the call's number (for invokeResult); throws as
     * invoke does when the call cannot be made.
     */
    invokeStart(thread, kind, c, o, method, desc, args = []) {
        const kinds = { static: 1, virtual: 2, nonvirtual: 3, constructor: 4 };
        if (!kinds[kind]) throw new TypeError(`no kind of call is named ${kind}`);
        const { params } = parseMethodDescriptor(desc);
        if (params.length !== args.length) throw new RangeError(`${desc} takes ${params.length} arguments, not ${args.length}`);
        return this.call((m) => {
            const argv = m._vitrine_bridge_alloc(8 * Math.max(1, params.length)) >>> 0;
            const id = m._vitrine_bridge_alloc(8) >>> 0;
            try {
                params.forEach((t, i) => writeJvalue(this.bridge, argv + 8 * i, t[0], args[i]));
                const err = m._vitrine_bridge_invoke_start(thread.ref, kinds[kind], c ? c.ref : 0, o ? o.ref : 0, method, argv, id);
                if (err !== 0) {
                    const name = errorName(err);
                    throw Object.assign(new Error(`the method cannot be run: JVMTI_ERROR_${name} (${err})`), { error: name, code: err });
                }
                return this.bridge.mem.i32(id);
            } finally {
                m._vitrine_bridge_free(argv);
                m._vitrine_bridge_free(id);
            }
        });
    }

    /**
     * The outcome of call `callId` (invokeStart's answer) on `thread`, kind and desc as given to it:
     * null while the method runs, then { value, exception } as invoke answers.
     */
    invokeResult(thread, callId, kind, desc) {
        const { ret } = parseMethodDescriptor(desc);
        return this.call((m) => {
            const out = m._vitrine_bridge_alloc(16) >>> 0; // the jvalue, then the exception's reference
            try {
                const err = m._vitrine_bridge_invoke_result(thread.ref, callId, out, out + 8);
                if (err === 98) return null; // NOT_AVAILABLE: still running
                if (err !== 0) throw Object.assign(new Error(`no outcome of a call: JVMTI_ERROR_${errorName(err)} (${err})`), { error: errorName(err), code: err });
                const exception = this.bridge.handle(this.bridge.mem.ptr(out + 8));
                const type = kind === 'constructor' ? 'L' : ret[0];
                const value = exception || type === 'V' ? undefined : readJvalue(this.bridge, out, type);
                return { value, exception };
            } finally {
                m._vitrine_bridge_free(out);
            }
        });
    }

    /** Whether object `o` is an instance of class `c`. */
    isInstance(o, c) { return this.call((m) => !!m._vitrine_bridge_is_instance(o.ref, c.ref)); }
}
