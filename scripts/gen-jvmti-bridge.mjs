// gen-jvmti-bridge.mjs: the parts of the WebAssembly bridge (wasm-bridge/) that repeat the JVM Tool
// Interface, generated from jvmti/interface.def (scripts/jvmti-def.mjs). scripts/gen-jvmti.mjs writes
// and checks them with its other outputs:
//   wasm-bridge/jvmti/interface.mjs  the interface as JavaScript data: every function (slot, phases,
//                                    capability, parameters), event, constant, enum, error, capability
//                                    bit, and every struct with its WebAssembly (wasm32) layout
//   wasm-bridge/agent/dispatch.c     the C side: one call entry taking a function's arguments as 64-bit
//                                    slots, one callback per event packing its parameters the same way,
//                                    and compile-time checks that the layouts above are the compiler's
//   wasm-bridge/agent/callbacks.c    a C trampoline per callback type JavaScript may pass (the heap
//                                    walks'), which hands its parameters to JavaScript the same way
//   wasm-bridge/jvmti/jvmti.d.mts     TypeScript declarations of the JavaScript binding (wasm-bridge/jvmti/jvmti.mjs),
//                                    from the same parameter rules (wasm-bridge/jvmti/shapes.mjs)
import { consts, enums, structs, callbacks, caps, errors, version, realFns, realEvents } from './jvmti-def.mjs';
import { makeShapes } from '../wasm-bridge/jvmti/shapes.mjs';

// ------------------------------------------------------------------------------------------- types

const REF_TYPES = new Set(['jobject', 'jclass', 'jthread', 'jthreadGroup', 'jstring', 'jarray', 'jweak']);
const ID_TYPES = new Set(['jmethodID', 'jfieldID', 'jrawMonitorID']);
const enumNames = new Set([...enums.map((e) => e.name), 'jvmtiEvent', 'jvmtiError']);
const callbackNames = new Set([...callbacks.map((c) => c.name), 'jvmtiStartFunction', 'jvmtiExtensionEvent', 'jvmtiExtensionFunction']);
const structNames = new Map(structs.map((s) => [s.name, s]));
const SCALARS = {
    jint: ['i32', 4], jboolean: ['bool', 1], jchar: ['u16', 2], jshort: ['i16', 2], jbyte: ['i8', 1], char: ['i8', 1],
    'unsigned char': ['u8', 1], jlong: ['i64', 8], jlocation: ['i64', 8], jfloat: ['f32', 4], jdouble: ['f64', 8],
    jvalue: ['jvalue', 8],
};

// The callback types a JavaScript function can stand for (the heap walks'): each gets a C trampoline
// (wasm-bridge/agent/callbacks.c) calling JavaScript synchronously. Not these: jvmtiStartFunction
// (RunAgentThread's agent thread would run JavaScript for its whole life), the variadic extension
// callbacks, and the reserved slots.
const JS_CALLBACK_EXCLUDED = new Set(['jvmtiStartFunction', 'jvmtiExtensionFunction', 'jvmtiExtensionEvent', 'jvmtiReservedCallback']);
export const jsCallbacks = callbacks.filter((c) => !JS_CALLBACK_EXCLUDED.has(c.name)).map((c, index) => ({
    index, name: c.name, ret: c.ret.trim(),
    params: c.params.split(',').map((p) => {
        const m = p.trim().match(/^(.*?)\s*\b(\w+)$/);
        return { type: m[1].trim(), name: m[2] };
    }),
}));

const bare = (type) => type.replace(/\bconst\b/g, '').replace(/\s+/g, ' ').trim();

// The kind of a C type as the bridge moves it: i32, i64, f32, f64, bool, u8..., ref (a JNI reference),
// id (a method, field or raw monitor ID), fnptr, ptr (any other pointer), struct, jvalue.
export function kindOf(type) {
    const t = bare(type);
    if (t.endsWith('*')) return 'ptr';
    if (REF_TYPES.has(t)) return 'ref';
    if (ID_TYPES.has(t)) return 'id';
    if (enumNames.has(t)) return 'i32';
    if (callbackNames.has(t)) return 'fnptr';
    if (SCALARS[t]) return SCALARS[t][0];
    if (structNames.has(t)) return 'struct';
    throw new Error(`gen-jvmti-bridge: unknown type "${type}"`);
}

// wasm32 size and alignment of a C type.
function layoutOf(type) {
    const t = bare(type);
    const k = kindOf(t);
    if (k === 'struct') return structLayout(structNames.get(t));
    if (['ptr', 'ref', 'id', 'fnptr', 'i32'].includes(k)) return { size: 4, align: 4 };
    const size = SCALARS[t][1];
    return { size, align: size };
}

const layouts = new Map();
function structLayout(s) {
    if (layouts.has(s.name)) return layouts.get(s.name);
    let off = 0, align = 1;
    const fields = [];
    for (const f of s.fields) {
        const l = layoutOf(f.type);
        align = Math.max(align, l.align);
        if (s.kind === 'union') {
            fields.push({ name: f.name, type: f.type, offset: 0 });
            off = Math.max(off, l.size);
        } else {
            off = Math.ceil(off / l.align) * l.align;
            fields.push({ name: f.name, type: f.type, offset: off });
            off += l.size;
        }
    }
    const r = { kind: s.kind, size: Math.ceil(off / align) * align, align, fields };
    layouts.set(s.name, r);
    return r;
}

// ------------------------------------------------------------------------ wasm-bridge/jvmti/interface.mjs

const num = (v) => Number(v);
const json = (v) => JSON.stringify(v);

function interfaceModule() {
    let o = `// interface.mjs: the JVM Tool Interface (JVMTI ${'17.0.0'}) as data for the WebAssembly bridge.
// GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def (written from the specification); do not
// edit. wasm-bridge/jvmti/jvmti.mjs builds the JavaScript binding from it; struct layouts are wasm32's
// (checked at compile time by wasm-bridge/agent/dispatch.c).

export const VERSION = ${version.value};

// Every constant, by name (the anonymous enum groups and the named enums' members).
export const constants = {
`;
    for (const c of consts) o += `    ${c.name}: ${num(c.value)},\n`;
    for (const e of enums) for (const m of e.members) o += `    ${m.name}: ${num(m.value)},\n`;
    o += '};\n\n// The named enums: type -> { member: value }.\nexport const enums = {\n';
    for (const e of enums) o += `    ${e.name}: { ${e.members.map((m) => `${m.name}: ${num(m.value)}`).join(', ')} },\n`;
    o += '};\n\n// jvmtiError codes: name (without JVMTI_ERROR_) -> number.\nexport const errors = {\n';
    for (const e of errors) o += `    ${e.name}: ${num(e.value)},\n`;
    o += '};\n\n// The capabilities in bit order (bit i of jvmtiCapabilities, least significant bit of the first word first).\nexport const capabilities = [\n';
    for (let i = 0; i < caps.length; i += 4) o += `    ${caps.slice(i, i + 4).map(json).join(', ')},\n`;
    o += '];\n\n// The function table: slot (1-based, as the specification numbers them), name, phases, required\n// capability, whether it may be called from heap callbacks, and its parameters after jvmtiEnv*\n// ({ name, type, kind, flags }: see jvmti/interface.def for the flags).\nexport const functions = [\n';
    for (const f of realFns) {
        const ps = f.params.map((p) => `{ name: ${json(p.name)}, type: ${json(p.type)}, kind: ${json(kindOf(p.type))}${p.flags.length ? `, flags: ${json(p.flags)}` : ''} }`);
        o += `    { slot: ${f.num}, name: ${json(f.name)}, phases: ${json(f.phases.split(','))}, capability: ${f.cap === '-' ? 'null' : json(f.cap)}, callbackSafe: ${f.cb}${f.variadic ? ', variadic: true' : ''},\n      params: [${ps.join(', ')}] },\n`;
    }
    o += '];\n\n// The events: number, name, phases in which they are sent, enabling capability, callback parameters\n// after jvmtiEnv*.\nexport const events = [\n';
    for (const e of realEvents) {
        const ps = e.params.map((p) => `{ name: ${json(p.name)}, type: ${json(p.type)}, kind: ${json(kindOf(p.type))} }`);
        o += `    { num: ${e.num}, name: ${json(e.name)}, phases: ${json(e.phases.split(','))}, capability: ${e.cap === '-' ? 'null' : json(e.cap)},\n      params: [${ps.join(', ')}] },\n`;
    }
    o += '];\n\n// The callback types JavaScript functions may stand for (the heap walks\'): index of the C trampoline\n// (wasm-bridge/agent/callbacks.c), name, return type and parameters.\nexport const callbacks = [\n';
    for (const c of jsCallbacks) {
        const ps = c.params.map((p) => `{ name: ${json(p.name)}, type: ${json(p.type)}, kind: ${json(kindOf(p.type))} }`);
        o += `    { index: ${c.index}, name: ${json(c.name)}, ret: ${json(c.ret)},\n      params: [${ps.join(', ')}] },\n`;
    }
    o += '];\n\n// The structs and unions with their wasm32 layout: size, alignment, fields at byte offsets.\nexport const structs = {\n';
    for (const s of structs) {
        const l = structLayout(s);
        o += `    ${s.name}: { kind: ${json(l.kind)}, size: ${l.size}, align: ${l.align}, fields: [\n`;
        for (const f of l.fields) o += `        { name: ${json(f.name)}, type: ${json(f.type)}, kind: ${json(kindOf(f.type))}, offset: ${f.offset} },\n`;
        o += '    ] },\n';
    }
    o += '};\n';
    return o;
}

// ------------------------------------------------------------------------ wasm-bridge/agent/dispatch.c

// A C expression turning slot a[i] into a value of `type`.
function unpack(type, i) {
    const k = kindOf(type);
    const t = type.trim();
    if (k === 'f32') return `bridge_slot_f32(a[${i}])`;
    if (k === 'f64') return `bridge_slot_f64(a[${i}])`;
    if (['ptr', 'ref', 'id', 'fnptr'].includes(k)) return `(${t})(uintptr_t)a[${i}]`;
    return `(${t})a[${i}]`;
}

// A C statement storing parameter `name` of `type` into slot a[i].
function pack(type, name, i) {
    const k = kindOf(type);
    if (k === 'jvalue') return `memcpy(&a[${i}], &${name}, sizeof ${name});`;
    if (['ptr', 'ref', 'id', 'fnptr'].includes(k)) return `a[${i}] = (uint64_t)(uintptr_t)${name};`;
    if (k === 'i64') return `a[${i}] = (uint64_t)${name};`;
    return `a[${i}] = (uint64_t)(int64_t)${name};`;
}

function dispatchC() {
    let o = `/* dispatch.c: the WebAssembly bridge's generic entry to every JVMTI function and from every event.
   GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def; do not edit.

   JavaScript passes a function's arguments as 64-bit slots (integers and pointers in the low bits, a
   jfloat or jdouble as its bytes) and bridge_dispatch() calls the environment's function-table entry
   with them, so that JavaScript never calls through the table itself; each event's callback packs its
   parameters the same way for bridge_post() (bridge.c), which hands them to JavaScript. The layouts the
   JavaScript side uses (wasm-bridge/jvmti/interface.mjs) are checked against the compiler's here. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bridge.h"

static float bridge_slot_f32(uint64_t s) {
    float f;
    memcpy(&f, &s, sizeof f);
    return f;
}

static double bridge_slot_f64(uint64_t s) {
    double d;
    memcpy(&d, &s, sizeof d);
    return d;
}

jvmtiError bridge_dispatch(jvmtiEnv *env, int slot, const uint64_t *a) {
    switch (slot) {
`;
    for (const f of realFns) {
        const args = ['env', ...f.params.map((p, i) => unpack(p.type, i))];
        o += `    case ${f.num}: return (*env)->${f.name}(${args.join(', ')});\n`;
    }
    o += `    default: return JVMTI_ERROR_NOT_AVAILABLE;
    }
}
`;
    for (const e of realEvents) {
        const params = ['jvmtiEnv *jvmti_env', ...e.params.map((p) => `${p.type} ${p.name}`)];
        o += `\nstatic void JNICALL bridge_on_${e.name}(${params.join(', ')}) {\n`;
        o += `    uint64_t a[${Math.max(1, e.params.length)}] = {0};\n`;
        e.params.forEach((p, i) => { o += `    ${pack(p.type, p.name, i)}\n`; });
        o += `    bridge_post(jvmti_env, ${e.num}, a);\n}\n`;
    }
    o += '\nvoid bridge_fill_callbacks(jvmtiEventCallbacks *cb) {\n';
    for (const e of realEvents) o += `    cb->${e.name} = bridge_on_${e.name};\n`;
    o += '}\n\n/* the wasm32 layouts of wasm-bridge/jvmti/interface.mjs */\n#if defined(__wasm32__)\n';
    for (const s of structs) {
        const l = structLayout(s);
        o += `_Static_assert(sizeof(${s.name}) == ${l.size} && _Alignof(${s.name}) == ${l.align}, "${s.name}");\n`;
        for (const f of l.fields) o += `_Static_assert(offsetof(${s.name}, ${f.name}) == ${f.offset}, "${s.name}.${f.name}");\n`;
    }
    o += '#endif\n';
    return o;
}

// ------------------------------------------------------------------------ wasm-bridge/agent/callbacks.c

function callbacksC() {
    let o = `/* callbacks.c: the WebAssembly bridge's C functions standing for JavaScript functions passed to the JVMTI
   functions that take callbacks (the heap walks: IterateThroughHeap, FollowReferences and JVMTI 1.0's).
   GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def; do not edit.

   Each trampoline packs its parameters into 64-bit slots, as the event callbacks do (dispatch.c), and
   calls JavaScript synchronously through bridge_callback() (bridge.c); JavaScript finds the client's
   function by the call's user_data (a token it passed) and answers with the function's result.
   vitrine_bridge_callback_function gives JavaScript a trampoline's address to put into the call's
   arguments or its jvmtiHeapCallbacks. */
#include <stdint.h>
#include <string.h>

#include "bridge.h"
`;
    for (const c of jsCallbacks) {
        const params = c.params.map((p) => `${p.type} ${p.name}`);
        o += `\nstatic ${c.ret} JNICALL bridge_cb_${c.name}(${params.join(', ')}) {\n`;
        o += `    uint64_t a[${c.params.length}] = {0};\n`;
        c.params.forEach((p, i) => { o += `    ${pack(p.type, p.name, i)}\n`; });
        o += `    return (${c.ret})bridge_callback(${c.index}, a);\n}\n`;
    }
    o += `
/* The address of trampoline \`index\` (interface.mjs's callbacks; in WebAssembly a function table index),
   0 for none. Function pointers are copied as bytes: C has no conversion to an integer for them. */
BRIDGE_EXPORT uintptr_t vitrine_bridge_callback_function(int index) {
    uintptr_t address = 0;
    switch (index) {
`;
    for (const c of jsCallbacks) {
        o += `    case ${c.index}: {\n        ${c.name} f = bridge_cb_${c.name};\n        memcpy(&address, &f, sizeof f < sizeof address ? sizeof f : sizeof address);\n        break;\n    }\n`;
    }
    o += `    default: break;
    }
    return address;
}
`;
    return o;
}

// ------------------------------------------------------------------------ wasm-bridge/jvmti/jvmti.d.mts

// The description as interface.mjs holds it (what makeShapes needs: structs and enums).
function shapeContext() {
    const st = {};
    for (const s of structs) st[s.name] = structLayout(s);
    const en = {};
    for (const e of enums) en[e.name] = Object.fromEntries(e.members.map((m) => [m.name, num(m.value)]));
    return { structs: st, enums: en };
}

function dts() {
    const ctx = shapeContext();
    const { camel, lowerFirst, baseType, pointee, ARRAY_MEMBERS, scalarKind, plan } = makeShapes(ctx);
    const ID = { jmethodID: 'MethodId', jfieldID: 'FieldId', jrawMonitorID: 'RawMonitorId' };
    // The TypeScript type of a value of C type t: as an input (dir 'in') or a result ('out').
    function ts(t, dir) {
        t = baseType(t);
        const k = scalarKind(t);
        switch (k) {
            case 'ref': return dir === 'in' ? 'Handle' : 'Handle | null';
            case 'id': return ID[t];
            case 'i64': return dir === 'in' ? 'bigint | number' : 'bigint';
            case 'location': return dir === 'in' ? 'number | bigint' : 'number';
            case 'bool': return 'boolean';
            case 'struct': return t;
            case 'capabilities': return dir === 'in' ? 'Partial<Capabilities>' : 'Capabilities';
            case 'i32':
                if (t === 'jvmtiEvent') return dir === 'in' ? 'number | EventName' : 'number';
                return dir === 'in' && (ctx.enums[t] || t === 'jvmtiError') ? 'number | ConstantName' : 'number';
            case 'ptr':
                if (t === 'char*') return dir === 'in' ? 'string' : 'string | null';
                if (scalarKind(pointee(t)) === 'capabilities') return ts(pointee(t), dir);
                return 'number';
            default: return 'number';
        }
    }
    const arrayOf = (t) => {
        const b = baseType(t);
        if (b === 'unsigned char' || b === 'jbyte') return 'Uint8Array';
        const e = b === 'char*' ? 'string' : ts(b, 'out');
        return /[ |]/.test(e) ? `(${e})[]` : `${e}[]`;
    };
    let o = `// jvmti.d.mts: TypeScript declarations of the JVMTI binding of the WebAssembly bridge (jvmti.mjs).
// GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def; do not edit. docs/BRIDGE.md explains the
// conventions: JVMTI's GetThreadInfo is getThreadInfo, parameters and fields are camelCase, a function
// with one result returns it, with several an object of them; errors throw JvmtiError.

/** A Java object held for JavaScript (a JNI global reference), valid until released. */
export declare class Handle {
    /** Whether this handle and \`other\` refer to the same Java object. */
    is(other: Handle | null): boolean;
    /** Lets the Java object go; the handle must not be used afterwards. */
    release(): void;
}
/** jmethodID, jfieldID, jrawMonitorID: opaque numbers. */
export type MethodId = number;
export type FieldId = number;
export type RawMonitorId = number;

export declare class JvmtiError extends Error {
    /** The error's name without JVMTI_ERROR_ (INVALID_THREAD). */
    readonly error: string;
    /** Its number. */
    readonly code: number;
    /** The JVMTI function that answered it (GetThreadInfo). */
    readonly function: string;
}

export type ConstantName =
${consts.map((c) => `    | '${c.name}'`).concat(enums.flatMap((e) => e.members.map((m) => `    | '${m.name}'`))).join('\n')};
export type EventName = ${realEvents.map((e) => `'${e.name}'`).join(' | ')};
export type CapabilityName =
${caps.map((c) => `    | '${c}'`).join('\n')};
export type Capabilities = Record<CapabilityName, boolean>;

export declare const constants: Record<ConstantName, number>;
export declare const errors: Record<string, number>;
export declare const capabilities: CapabilityName[];
`;
    for (const s of structs) {
        o += `\nexport interface ${s.name} {\n`;
        for (const f of s.fields) {
            if (/^reserved/.test(f.name)) continue;
            if (Object.values(ARRAY_MEMBERS).includes(f.name) && s.fields.some((g) => ARRAY_MEMBERS[g.name] === f.name)) {
                o += `    ${camel(f.name)}: number;\n`;
                continue;
            }
            const t = ARRAY_MEMBERS[f.name] && baseType(f.type).endsWith('*') ? arrayOf(pointee(f.type)) : ts(f.type, 'out');
            o += `    ${camel(f.name)}: ${t};\n`;
        }
        o += '}\n';
    }
    // the heap walks' callbacks as JavaScript functions (wasm-bridge/jvmti/callbacks.mjs)
    const cbEventType = (p) => {
        switch (p.type) {
            case 'jlong*': return 'bigint | number | null';
            case 'const jvmtiHeapReferenceInfo*': return 'HeapReferenceInfo | null';
            case 'jvalue': return 'boolean | number | bigint | string';
            case 'const void*': return 'Uint8Array | Int8Array | Uint16Array | Int16Array | Int32Array | BigInt64Array | Float32Array | Float64Array';
            case 'const jchar*': return 'string';
            default: return ts(p.type, 'out');
        }
    };
    o += `
/** jvmtiHeapReferenceInfo as a heap callback receives it: the member its reference kind uses. */
export interface HeapReferenceInfo {
    field?: { index: number };
    array?: { index: number };
    constantPool?: { index: number };
    stackLocal?: { threadTag: bigint; threadId: bigint; depth: number; method: MethodId; location: number; slot: number };
    jniLocal?: { threadTag: bigint; threadId: bigint; depth: number; method: MethodId };
}
/** What a heap callback answers: a number or a constant's name (undefined: 0, or JVMTI_ITERATION_CONTINUE for JVMTI 1.0's). */
export type CallbackAnswer = number | ConstantName | void;
`;
    for (const c of jsCallbacks) {
        const fields = c.params.filter((p) => p.name !== 'user_data').map((p) => `${camel(p.name)}: ${cbEventType(p)}`);
        o += `/** ${c.name}: its parameters (tags assignable), and the call's user data. */\nexport type ${c.name} = (event: { ${fields.join('; ')}; userData: unknown }) => CallbackAnswer;\n`;
    }
    o += '/** jvmtiHeapCallbacks as JavaScript functions (any may be left out). */\nexport interface HeapCallbacks {\n';
    for (const f of structs.find((x) => x.name === 'jvmtiHeapCallbacks').fields) {
        if (jsCallbacks.some((c) => c.name === f.type)) o += `    ${camel(f.name)}?: ${f.type};\n`;
    }
    o += '}\n';
    o += '\n/** The event handlers of an environment; each receives the event\'s parameters (JNIEnv left out). */\nexport interface EventHandlers {\n';
    for (const e of realEvents) {
        const ps = e.params.filter((p) => p.type !== 'JNIEnv*').map((p) => {
            const k = scalarKind(p.type);
            const t = k === 'jvalue' ? 'boolean | number | bigint | string | Handle | null | undefined'
                : p.type === 'char' ? 'string' : ts(p.type, 'out');
            return `${camel(p.name)}: ${t}`;
        });
        o += `    ${e.name}?: (event: { event: '${e.name}'${ps.map((x) => `; ${x}`).join('')} }) => void;\n`;
    }
    o += `}

/** One JVMTI environment: a method per JVMTI function. */
export declare class Jvmti {
    /** Sets the event handlers; events without a handler are not sent (SetEventCallbacks). */
    setEventCallbacks(handlers: EventHandlers): void;
`;
    for (const f of realFns) {
        if (f.name === 'SetEventCallbacks') continue;
        const roles = plan({ ...f, params: f.params.map((p) => ({ ...p })) });
        const ins = roles.filter((r) => r.role === 'in' || r.role === 'inArray').map((r) => {
            const nullable = (r.flags.includes('null') || r.flags.includes('current')) ? ' | null' : '';
            let t = r.role === 'inArray' ? (() => { const e = ts(pointee(r.p.type), 'in'); return /[ |]/.test(e) ? `(${e})[]` : `${e}[]`; })() : ts(r.p.type, 'in');
            const takesJs = f.params.some((x) => jsCallbacks.some((c) => c.name === baseType(x.type)) || baseType(x.type) === 'jvmtiHeapCallbacks*');
            if (jsCallbacks.some((c) => c.name === baseType(r.p.type))) t = baseType(r.p.type);
            else if (baseType(r.p.type) === 'jvmtiHeapCallbacks*') t = 'HeapCallbacks';
            else if (takesJs && r.p.name === 'user_data') t = 'unknown';
            if (nullable && !t.includes('null')) t += nullable;
            return `${camel(r.p.name)}: ${t}`;
        });
        const outs = roles.filter((r) => ['out', 'alloc', 'callerArray'].includes(r.role)).map((r) => {
            const t = r.role === 'out' ? ts(pointee(r.p.type), 'out') : r.role === 'alloc' ? arrayOf(pointee(pointee(r.p.type))) : arrayOf(pointee(r.p.type));
            return [camel(r.p.name), t];
        });
        const ret = outs.length === 0 ? 'void' : outs.length === 1 ? outs[0][1] : `{ ${outs.map(([n, t]) => `${n}: ${t}`).join('; ')} }`;
        o += `    /** ${f.name} (slot ${f.num}; ${f.phases}${f.cap === '-' ? '' : `; needs ${f.cap}`}) */\n`;
        o += `    ${lowerFirst(f.name)}(${ins.join(', ')}): ${ret};\n`;
    }
    o += `}

/** The bridge to one VM: makes environments, delivers events, owns the handles. */
export declare class JvmtiBridge {
    constructor(module?: object | null);
    /** A new JVMTI environment. */
    createEnvironment(): Jvmti;
    /** Reports an exception an event handler threw (replace to handle them otherwise). */
    handlerError(err: unknown, eventName: EventName): void;
}
`;
    return o;
}

export function bridgeOutputs() {
    return [
        ['wasm-bridge/jvmti/interface.mjs', interfaceModule],
        ['wasm-bridge/agent/dispatch.c', dispatchC],
        ['wasm-bridge/agent/callbacks.c', callbacksC],
        ['wasm-bridge/jvmti/jvmti.d.mts', dts],
    ];
}
