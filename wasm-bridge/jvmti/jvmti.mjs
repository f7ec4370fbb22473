// jvmti.mjs: the whole JVM Tool Interface in JavaScript, for the WebAssembly VM. Built at load time
// from the interface's description (interface.mjs, generated from jvmti/interface.def), over the
// bridge's statically linked agent (wasm-bridge/agent): every function is a method, every event a
// handler. docs/BRIDGE.md describes it.
//
//   const bridge = new JvmtiBridge(module);           // module: the VM's Emscripten module
//   const jvmti = bridge.createEnvironment();          // a jvmtiEnv of its own
//   jvmti.addCapabilities({ can_generate_breakpoint_events: true });
//   jvmti.setEventCallbacks({ VMInit: (e) => console.log(jvmti.getThreadInfo(e.thread).name) });
//   jvmti.setEventNotificationMode(JVMTI_ENABLE, 'VMInit', null);
//
// Names: JVMTI's `GetThreadInfo` is `getThreadInfo`; parameters and struct fields are JVMTI's names in
// camelCase, without the `_ptr` of out-parameters. Arguments: numbers (int, float, double, enums, which
// may also be given by constant name), BigInt or number for jlong, number for jlocation, `Handle`s or
// null for objects (null thread = the current thread), numbers for jmethodID/jfieldID/jrawMonitorID,
// strings, arrays for input arrays, { can_...: true } objects for capabilities. Results: a function
// with one output returns it, with several an object of them, with none undefined; out-arrays are
// arrays, structs objects, strings strings, byte arrays Uint8Array, objects Handles (global references
// the bridge holds until released or garbage-collected). An error other than JVMTI_ERROR_NONE throws a
// JvmtiError. The memory JVMTI allocates for a result is freed before the method returns.
import { Memory, encodeModifiedUtf8 } from './memory.mjs';
import { makeShapes } from './shapes.mjs';
import { JavaValues, readJvalue } from './java-values.mjs';
import { CallbackCalls } from './callbacks.mjs';
import * as iface from './interface.mjs';

export { iface as jvmtiInterface };
export const { constants, errors, capabilities } = iface;

const errorNames = new Map(Object.entries(iface.errors).map(([n, v]) => [v, n]));
const eventsByNum = new Map(iface.events.map((e) => [e.num, e]));
const eventsByName = new Map(iface.events.map((e) => [e.name, e]));
const FIRST_EVENT = 50;
const SLOT_DEALLOCATE = iface.functions.find((f) => f.name === 'Deallocate').slot;

/** A JVMTI error: `error` is its name (INVALID_THREAD), `code` its number, `function` the JVMTI function. */
export class JvmtiError extends Error {
    constructor(fn, code) {
        const name = errorNames.get(code) || `error ${code}`;
        super(`${fn}: JVMTI_ERROR_${name} (${code})`);
        this.name = 'JvmtiError';
        this.error = name;
        this.code = code;
        this.function = fn;
    }
}

const { camel, lowerFirst, baseType, pointee, ARRAY_MEMBERS, SINGLE_BLOCK, scalarKind, sizeOf, plan } = makeShapes(iface);

/** A Java object held for JavaScript (a JNI global reference). Valid until released. */
export class Handle {
    constructor(bridge, ref) {
        this.bridge = bridge;
        this.ref = ref;
    }
    /** Whether this handle and `other` refer to the same Java object. */
    is(other) { return other instanceof Handle && this.bridge.sameObject(this, other); }
    /** Lets the Java object go (the handle must not be used afterwards). */
    release() { this.bridge.releaseHandle(this); }
}

/** The bridge to one VM: makes environments, delivers events, owns the handles. */
export class JvmtiBridge {
    /** `module`: the VM's Emscripten module (may be set later, before the VM starts). */
    constructor(module = null) {
        this.envs = new Map(); // jvmtiEnv pointer -> Jvmti
        this.onLoadHandlers = [];
        this.finalizer = typeof FinalizationRegistry === 'function'
            ? new FinalizationRegistry((ref) => { if (this.module) this.module._vitrine_bridge_release(ref); }) : null;
        if (module) this.attach(module);
    }

    attach(module) {
        this.module = module;
        this.mem = new Memory(module);
        /** JNI's view of Java values: classes, fields, arrays, strings (java-values.mjs). */
        this.values = new JavaValues(this);
        /** The JavaScript callbacks of the heap walks in progress (callbacks.mjs). */
        this.callbacks = new CallbackCalls(this, iface);
        module.vitrineBridge = this;
    }

    /** Called by the agent in the OnLoad phase (its options); handlers registered with onLoad() run then. */
    onLoad(optionsPtr) {
        const options = this.mem ? this.mem.string(optionsPtr) : '';
        try {
            for (const h of this.onLoadHandlers) h(this, options);
            return 0;
        } catch (e) {
            this.loadError = e;
            this.handlerError(e, 'OnLoad');
            return 1;
        }
    }

    /** Tells the host (the slice pump) that a thread may run again (after a resume from JavaScript). */
    wakeHost() {
        if (this.host && this.host.wake) this.host.wake();
    }

    /** A new JVMTI environment (JVMTI_VERSION). */
    createEnvironment() {
        const env = this.module._vitrine_bridge_env() >>> 0;
        if (!env) throw new Error('no JVMTI environment: the bridge agent is not loaded (-agentlib:bridge) or the VM refused one');
        const jvmti = new Jvmti(this, env);
        this.envs.set(env, jvmti);
        return jvmti;
    }

    handle(ref) {
        if (!ref) return null;
        const g = this.module._vitrine_bridge_hold(ref) >>> 0;
        if (!g) return null;
        const h = new Handle(this, g);
        if (this.finalizer) this.finalizer.register(h, g, h);
        return h;
    }

    releaseHandle(h) {
        if (!h.ref) return;
        if (this.finalizer) this.finalizer.unregister(h);
        this.module._vitrine_bridge_release(h.ref);
        h.ref = 0;
    }

    sameObject(a, b) { return !!this.module._vitrine_bridge_same(a.ref, b.ref); }

    /** An event from the agent (bridge_post): decoded and given to its environment's handler. */
    post(envPtr, num, argsPtr) {
        const jvmti = this.envs.get(envPtr >>> 0);
        const ev = eventsByNum.get(num);
        if (!jvmti || !ev) return;
        const handler = jvmti.handlers[ev.name];
        if (!handler) return;
        const m = this.mem;
        const e = { event: ev.name };
        ev.params.forEach((p, i) => {
            const at = argsPtr + 8 * i;
            const k = scalarKind(p.type);
            if (p.type === 'JNIEnv*') return;
            let v;
            switch (k) {
                case 'ref': v = this.handle(m.ptr(at)); break;
                case 'id': case 'ptr': case 'fnptr': v = m.ptr(at); break;
                case 'i64': v = m.i64(at); break;
                case 'location': v = Number(m.i64(at)); break;
                case 'bool': v = m.u8(at) !== 0; break;
                case 'i8': v = p.type === 'char' ? String.fromCharCode(m.u8(at)) : m.i8(at); break;
                case 'jvalue': v = at; break; // decoded below, once the type is known
                default: v = m.i32(at);
            }
            e[camel(p.name)] = v;
        });
        if (ev.name === 'FieldModification') e.newValue = readJvalue(this, e.newValue, e.signatureType);
        if (ev.name === 'MethodExit') e.returnValue = e.wasPoppedByException ? undefined : readJvalue(this, e.returnValue, jvmti.returnType(e.method));
        // an exception must not unwind through the VM's C frames: it is reported instead
        try {
            handler.call(jvmti, e);
        } catch (err) {
            this.handlerError(err, ev.name);
        }
    }

    /** A heap walk's callback from the agent (callbacks.c): runs the client's function, gives its answer. */
    callback(index, argsPtr) { return this.callbacks.invoke(index, argsPtr); }

    /** Reports an exception thrown by an event handler (replace to handle them otherwise). */
    handlerError(err, eventName) {
        const text = `vitrine: the JVMTI ${eventName} handler threw: ${err && err.stack ? err.stack : err}\n`;
        if (typeof process === 'object' && process.stderr) process.stderr.write(text);
        else console.error(text);
    }
}

/** One JVMTI environment: a method per JVMTI function. */
export class Jvmti {
    constructor(bridge, env) {
        this.bridge = bridge;
        this.env = env;
        this.handlers = {};
        this.returnTypes = new Map();
    }

    get mem() { return this.bridge.mem; }
    get module() { return this.bridge.module; }

    /** Sets the event handlers ({ EventName: (event) => ... }); events without a handler are not sent. */
    setEventCallbacks(handlers) {
        for (const name of Object.keys(handlers || {}))
            if (!eventsByName.has(name)) throw new TypeError(`setEventCallbacks: no JVMTI event is called ${name}`);
        const has = new Uint8Array(iface.events[iface.events.length - 1].num - FIRST_EVENT + 1);
        for (const ev of iface.events) if (handlers && handlers[ev.name]) has[ev.num - FIRST_EVENT] = 1;
        const p = this.module._vitrine_bridge_alloc(has.length) >>> 0;
        try {
            this.mem.setBytes(p, has);
            const err = this.module._vitrine_bridge_set_callbacks(this.env, p, has.length);
            if (err) throw new JvmtiError('SetEventCallbacks', err);
        } finally {
            this.module._vitrine_bridge_free(p);
        }
        this.handlers = { ...(handlers || {}) };
    }

    // The descriptor character of a method's return type (cached).
    returnType(method) {
        if (!this.returnTypes.has(method)) {
            const sig = this.getMethodName(method).signature;
            const r = sig.slice(sig.indexOf(')') + 1)[0];
            this.returnTypes.set(method, r);
        }
        return this.returnTypes.get(method);
    }

    // Frees memory JVMTI allocated for a result (Deallocate, without the checks of the public method).
    freeResult(p) {
        if (!p) return;
        const a = this.module._vitrine_bridge_alloc(8) >>> 0;
        this.mem.setU32(a, p);
        this.module._vitrine_bridge_call(this.env, SLOT_DEALLOCATE, a);
        this.module._vitrine_bridge_free(a);
    }
}

// ------------------------------------------------------------------------------- the generic call

// The JVMTI value of a JavaScript argument for a scalar kind.
function enumValue(v, fnName, p) {
    if (typeof v === 'number') return v;
    if (typeof v === 'string') {
        if (p.type === 'jvmtiEvent' && eventsByName.has(v)) return eventsByName.get(v).num;
        if (v in iface.constants) return iface.constants[v];
    }
    throw new TypeError(`${fnName}: ${p.name} must be a number or a constant's name, not ${String(v)}`);
}

function writeScalar(jvmti, at, type, v, fnName, name, scratch) {
    const m = jvmti.mem;
    const k = scalarKind(type);
    switch (k) {
        case 'ref':
            if (v === null || v === undefined) m.setU32(at, 0);
            else if (v instanceof Handle) {
                if (!v.ref) throw new TypeError(`${fnName}: ${name} was released`);
                m.setU32(at, v.ref);
            } else throw new TypeError(`${fnName}: ${name} must be a Handle or null`);
            break;
        case 'i64': case 'location': m.setI64(at, v ?? 0); break;
        case 'f32': m.setF32(at, v); break;
        case 'f64': m.setF64(at, v); break;
        case 'bool': m.setU32(at, v ? 1 : 0); break;
        case 'i32': m.setI32(at, enumValue(v, fnName, { name, type })); break;
        case 'struct': throw new TypeError(`${fnName}: ${name}: structures are not passed by value`);
        default: // id, ptr, fnptr, small integers: numbers
            if (typeof v === 'string' && k === 'ptr') { m.setU32(at, cString(jvmti, v, scratch)); break; }
            m.setI32(at, Number(v ?? 0));
    }
}

// Writes struct `name` (an input: RedefineClasses' jvmtiClassDefinition) from object v, its fields by
// their camelCase names. A byte pointer with a `<x>_count` field beside it takes a Uint8Array, copied
// into the VM's memory for the call, and the count is its length unless given.
function writeStruct(jvmti, at, name, v, fnName, what, scratch) {
    if (!v || typeof v !== 'object') throw new TypeError(`${fnName}: ${what} must be an object (${name})`);
    const s = iface.structs[name];
    for (const f of s.fields) {
        const value = v[camel(f.name)];
        const bytesOf = s.fields.find((g) => g.kind === 'ptr' && /unsigned char\*$/.test(g.type) && f.name === g.name.replace(/_bytes$/, '_byte_count'));
        if (bytesOf && value === undefined) {
            const bytes = v[camel(bytesOf.name)];
            jvmti.mem.setI32(at + f.offset, bytes instanceof Uint8Array ? bytes.length : 0);
        } else if (f.kind === 'ptr' && /unsigned char\*$/.test(f.type)) {
            if (!(value instanceof Uint8Array)) throw new TypeError(`${fnName}: ${what}.${camel(f.name)} must be a Uint8Array`);
            const p = jvmti.module._vitrine_bridge_alloc(Math.max(1, value.length)) >>> 0;
            scratch.push(p);
            jvmti.mem.setBytes(p, value);
            jvmti.mem.setU32(at + f.offset, p);
        } else {
            writeScalar(jvmti, at + f.offset, f.type, value, fnName, `${what}.${camel(f.name)}`, scratch);
        }
    }
}

function cString(jvmti, s, scratch) {
    const b = encodeModifiedUtf8(String(s));
    const p = jvmti.module._vitrine_bridge_alloc(b.length + 1) >>> 0;
    scratch.push(p);
    jvmti.mem.setBytes(p, b);
    return p;
}

function capabilityBits(jvmti, caps, at) {
    const m = jvmti.mem;
    for (let w = 0; w < 4; w++) m.setU32(at + 4 * w, 0);
    for (const [name, on] of Object.entries(caps || {})) {
        const bit = iface.capabilities.indexOf(name);
        if (bit < 0) throw new TypeError(`no JVMTI capability is called ${name}`);
        if (!on) continue;
        const p = at + 4 * (bit >> 5);
        m.setU32(p, m.u32(p) | (1 << (bit & 31)));
    }
}

function readCapabilities(jvmti, at) {
    const out = {};
    iface.capabilities.forEach((name, bit) => { out[name] = (jvmti.mem.u32(at + 4 * (bit >> 5)) & (1 << (bit & 31))) !== 0; });
    return out;
}

// Reads a value of `type` at p. `owned`: nested allocations are freed after reading.
function readValue(jvmti, p, type, owned, frees) {
    const m = jvmti.mem;
    const t = baseType(type);
    const k = scalarKind(t);
    switch (k) {
        case 'ref': return jvmti.bridge.handle(m.ptr(p));
        case 'i64': return m.i64(p);
        case 'location': return Number(m.i64(p));
        case 'f32': return m.f32(p);
        case 'f64': return m.f64(p);
        case 'bool': return m.u8(p) !== 0;
        case 'i8': return m.i8(p);
        case 'u8': return m.u8(p);
        case 'i16': return m.i16(p);
        case 'u16': return m.u16(p);
        case 'i32': return m.i32(p);
        case 'capabilities': return readCapabilities(jvmti, p);
        case 'struct': return readStruct(jvmti, p, t, owned, frees);
        case 'ptr':
            if (t === 'char*') {
                const sp = m.ptr(p);
                if (owned) frees.push(sp);
                return m.string(sp);
            }
            return m.ptr(p);
        default: return m.ptr(p); // id, fnptr, void*
    }
}

function readStruct(jvmti, p, name, owned, frees) {
    const s = iface.structs[name];
    const out = {};
    const nestedOwned = owned && !SINGLE_BLOCK.has(name);
    for (const f of s.fields) {
        if (/^reserved/.test(f.name)) continue;
        const at = p + f.offset;
        if (ARRAY_MEMBERS[f.name] && f.kind === 'ptr') continue; // below, with its length
        out[camel(f.name)] = readValue(jvmti, at, f.type, nestedOwned, frees);
    }
    for (const f of s.fields) {
        const lenName = ARRAY_MEMBERS[f.name];
        if (!lenName || f.kind !== 'ptr') continue;
        const len = jvmti.mem.i32(p + s.fields.find((g) => g.name === lenName).offset);
        const arr = jvmti.mem.ptr(p + f.offset);
        out[camel(f.name)] = readArray(jvmti, arr, len, pointee(f.type), nestedOwned, frees);
        if (nestedOwned) frees.push(arr);
    }
    return out;
}

function readArray(jvmti, p, n, elemType, owned, frees) {
    if (!p) return [];
    const t = baseType(elemType);
    if (t === 'unsigned char' || t === 'jbyte') return jvmti.mem.bytes(p, n);
    const size = sizeOf(t);
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = readValue(jvmti, p + i * size, t, owned, frees);
    return out;
}

function makeMethod(fn) {
    const roles = plan(fn);
    const inputs = roles.filter((r) => r.role === 'in' || r.role === 'inArray');
    const results = roles.filter((r) => ['out', 'alloc', 'callerArray'].includes(r.role));
    // the heap walks take JavaScript callbacks (callbacks.mjs); their user_data carries the call's token
    const takesCallbacks = roles.some((r) => r.role === 'in' && iface.callbacks.some((c) => c.name === baseType(r.p.type))
        || baseType(r.p.type) === 'jvmtiHeapCallbacks*');
    return function (...args) {
        const jvmti = this;
        const { module, mem } = jvmti;
        if (!module) throw new Error(`${fn.name}: the VM is not loaded`);
        const scratch = [];
        const alloc = (n) => { const p = module._vitrine_bridge_alloc(n) >>> 0; scratch.push(p); return p; };
        const slots = alloc(8 * Math.max(1, fn.params.length));
        const given = new Map(inputs.map((r, i) => [r.p.name, args[i]]));
        const outAt = new Map();
        const call = takesCallbacks ? jvmti.bridge.callbacks.open(given.get('user_data')) : null;
        const began = module._vitrine_bridge_begin();
        const frees = [];
        try {
            roles.forEach((r, i) => {
                const at = slots + 8 * i;
                const { p } = r;
                const t = baseType(p.type);
                switch (r.role) {
                    case 'in': {
                        const v = given.get(p.name);
                        if (call && p.name === 'user_data') mem.setU32(at, call.token);
                        else if (call && jvmti.bridge.callbacks.takes(t)) mem.setU32(at, jvmti.bridge.callbacks.argument(call, fn.name, p, v, alloc));
                        else if (scalarKind(t) === 'fnptr' && typeof v === 'function') {
                            throw new TypeError(`${fn.name}: ${p.name}: JavaScript functions cannot stand for ${t} (only the heap walks' callbacks)`);
                        } else if (t.endsWith('*') && scalarKind(pointee(t)) === 'capabilities') {
                            const c = alloc(16);
                            capabilityBits(jvmti, v, c);
                            mem.setU32(at, c);
                        } else if (t.endsWith('*') && t !== 'char*' && v != null && typeof v !== 'number' && typeof v !== 'string') {
                            throw new TypeError(`${fn.name}: ${p.name} (${p.type}) is passed as a pointer number`);
                        } else writeScalar(jvmti, at, t, v, fn.name, p.name, scratch);
                        break;
                    }
                    case 'inArray': {
                        const list = given.get(p.name) || [];
                        const et = pointee(t);
                        const size = sizeOf(et);
                        const arr = alloc(size * Math.max(1, list.length));
                        list.forEach((v, j) => {
                            if (et === 'char*') mem.setU32(arr + j * size, cString(jvmti, v, scratch));
                            else if (scalarKind(et) === 'struct') writeStruct(jvmti, arr + j * size, et, v, fn.name, `${p.name}[${j}]`, scratch);
                            else writeScalar(jvmti, arr + j * size, et, v, fn.name, p.name, scratch);
                        });
                        mem.setU32(at, arr);
                        break;
                    }
                    case 'arrayLength': mem.setI32(at, (given.get(r.of) || []).length); break;
                    case 'callerArray': {
                        const cap = roles.find((x) => x.p.name === r.capacity);
                        const n = cap.role === 'arrayLength' ? (given.get(cap.of) || []).length : Number(given.get(r.capacity));
                        const buf = alloc(sizeOf(pointee(t)) * Math.max(1, n));
                        outAt.set(p.name, { buf, n });
                        mem.setU32(at, buf);
                        break;
                    }
                    default: { // out, alloc, length: room for the value
                        const size = r.role === 'out' ? Math.max(8, sizeOf(pointee(t))) : 8;
                        const buf = alloc(size);
                        outAt.set(p.name, { buf });
                        mem.setU32(at, buf);
                    }
                }
            });
            const err = module._vitrine_bridge_call(jvmti.env, fn.slot, slots);
            if (call && call.error) throw call.error;
            if (err) throw new JvmtiError(fn.name, err);
            const out = {};
            for (const r of results) {
                const { p } = r;
                const t = baseType(p.type);
                const { buf, n } = outAt.get(p.name);
                let v;
                if (r.role === 'out') v = readValue(jvmti, buf, pointee(t), true, frees);
                else if (r.role === 'callerArray') {
                    const len = r.length ? mem.i32(outAt.get(r.length).buf) : n;
                    v = readArray(jvmti, buf, len, pointee(t), true, frees);
                } else {
                    const block = mem.ptr(buf);
                    const lenInput = r.length && !outAt.has(r.length);
                    const len = !r.length ? 0 : lenInput ? (given.get(r.length) ?? (roles.find((x) => x.p.name === r.length).role === 'arrayLength'
                        ? (given.get(roles.find((x) => x.p.name === r.length).of) || []).length : 0)) : mem.i32(outAt.get(r.length).buf);
                    v = readArray(jvmti, block, len, pointee(pointee(t)), true, frees);
                    frees.push(block);
                }
                out[camel(p.name)] = v;
            }
            const keys = Object.keys(out);
            return keys.length === 0 ? undefined : keys.length === 1 ? out[keys[0]] : out;
        } finally {
            for (const p of frees) jvmti.freeResult(p);
            if (call) jvmti.bridge.callbacks.close(call);
            if (began) module._vitrine_bridge_end();
            for (const p of scratch) module._vitrine_bridge_free(p);
        }
    };
}

// Every JVMTI function becomes a method (SetEventCallbacks is the handler-taking one above).
for (const fn of iface.functions) {
    const name = lowerFirst(fn.name);
    if (name in Jvmti.prototype) continue;
    Object.defineProperty(Jvmti.prototype, name, { value: makeMethod(fn), writable: true, configurable: true });
}
