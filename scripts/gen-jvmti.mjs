#!/usr/bin/env node
// gen-jvmti.mjs: everything that repeats in the JVM Tool Interface, generated from its description
// jvmti/interface.def (written from the JVMTI 17 specification).
//
//   node scripts/gen-jvmti.mjs             rewrite the committed outputs:
//                                            include/jvmti.h                 the public header
//                                            jvmti/functions.h               declarations of every jvmti_<Name>
//                                            native-tests/jvmti/abi_check.c  the ABI test's compile-time checks
//                                            docs/JVMTI.md                   the status table (between its markers)
//   node scripts/gen-jvmti.mjs --check     exit 1 if a committed output is not what this would write
//   node scripts/gen-jvmti.mjs --table F   write the function table with its universal checks to F
//                                          (run by the build: it depends on which jvmti_<Name> exist)
//
// A function is implemented when a jvmti/*.c file has a line starting `jvmtiError jvmti_<Name>(`; an
// event is posted when one has a line starting `void jvmti_post_<Name>(`. The status table names the
// test agents (native-tests/jvmti/agents/) and C tests (native-tests/test_jvmti_*.c) that call a
// function or set an event's callback.
import { readFileSync, readdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEF = 'jvmti/interface.def';

// ------------------------------------------------------------------------------------------- parse

const consts = [];        // { name, value, group }
const enums = [];         // { name, members: [{name, value}] }
const structs = [];       // { kind: 'struct'|'union', name, fields: [{type, name}] }
const callbacks = [];     // { ret, name, params }
const caps = [];          // names in bit order
const onloadCaps = new Set(); // capabilities that can only be added in the OnLoad phase
const describedBy = new Map(); // a capability that gates nothing -> the function whose behaviour it promises
const errors = [];        // { name, value }
const events = [];        // { num, name, enumName, phases, cap, params } or { num, reserved: true }
const fns = [];           // { num, name, phases, cap, cb, params, variadic } or { num, reserved: true }
let version = null;

function parseParams(text) {
    const t = text.trim();
    if (!t) return [];
    return t.split(',').map((p) => {
        p = p.trim();
        if (p === '...') return { variadic: true };
        const m = p.match(/^(.*?)\s*\b(\w+)\s*(\[([\w ,]+)\])?$/);
        if (!m) throw new Error(`${DEF}: cannot read parameter "${p}"`);
        const flags = m[4] ? m[4].split(/[ ,]+/) : [];
        return { type: m[1].trim(), name: m[2], flags };
    });
}

{
    const lines = readFileSync(join(root, DEF), 'utf8').split('\n');
    let group = null, block = null;
    lines.forEach((raw, i) => {
        const line = raw.replace(/#.*/, '').trim();
        if (!line) return;
        const where = `${DEF}:${i + 1}`;
        if (block) {
            if (line === 'end') { block = null; return; }
            if (block.members) {
                const [name, value] = line.split(/\s+/);
                block.members.push({ name, value });
            } else {
                const m = line.match(/^(.*?)\s*\b(\w+)$/);
                if (!m) throw new Error(`${where}: cannot read member "${line}"`);
                block.fields.push({ type: m[1], name: m[2] });
            }
            return;
        }
        const [kw, ...rest] = line.split(/\s+/);
        const after = line.slice(kw.length).trim();
        switch (kw) {
            case 'version': version = { name: rest[0], value: rest[1] }; break;
            case 'group': group = rest[0]; break;
            case 'const': consts.push({ name: rest[0], value: rest[1], group }); break;
            case 'enum': block = { name: rest[0], members: [] }; enums.push(block); break;
            case 'struct': case 'union': block = { kind: kw, name: rest[0], fields: [] }; structs.push(block); break;
            case 'callback': {
                const m = after.match(/^(.*?)\s*\b(\w+)\((.*)\)$/);
                if (!m) throw new Error(`${where}: cannot read callback`);
                callbacks.push({ ret: m[1], name: m[2], params: m[3] });
                break;
            }
            case 'capability': {
                caps.push(rest[0]);
                if (rest.includes('onload')) onloadCaps.add(rest[0]);
                const d = rest.indexOf('describes');
                if (d > 0) describedBy.set(rest[0], rest[d + 1]);
                break;
            }
            case 'error': errors.push({ name: rest[0], value: rest[1] }); break;
            case 'event': case 'fn': {
                const [head, params = ''] = after.split(/\s*:\s*(.*)/s);
                const h = head.split(/\s+/);
                const num = Number(h[0]);
                const list = kw === 'event' ? events : fns;
                if (list.length && list[list.length - 1].num !== num - 1) throw new Error(`${where}: ${kw} ${num} out of order`);
                if (h[1] === '-') { list.push({ num, reserved: true }); break; }
                const ps = parseParams(params);
                const variadic = ps.length && ps[ps.length - 1].variadic;
                if (kw === 'event') list.push({ num, name: h[1], enumName: h[2], phases: h[3], cap: h[4], params: ps });
                else list.push({ num, name: h[1], phases: h[2], cap: h[3], cb: h[4] === 'cb', params: variadic ? ps.slice(0, -1) : ps, variadic });
                break;
            }
            default: throw new Error(`${where}: unknown keyword ${kw}`);
        }
    });
    if (fns.length !== 156) throw new Error(`${DEF}: ${fns.length} function slots, JVMTI 17 has 156`);
    for (const f of fns) if (!f.reserved && f.cap !== '-' && !caps.includes(f.cap)) throw new Error(`${f.name}: unknown capability ${f.cap}`);
    for (const e of events) if (!e.reserved && e.cap !== '-' && !caps.includes(e.cap)) throw new Error(`${e.name}: unknown capability ${e.cap}`);
    for (const [c, f] of describedBy) if (!fns.some((x) => x.name === f)) throw new Error(`${c}: describes unknown function ${f}`);
}

const realFns = fns.filter((f) => !f.reserved);
const realEvents = events.filter((e) => !e.reserved);
const enumNames = new Set([...enums.map((e) => e.name), 'jvmtiEvent', 'jvmtiError']);
const callbackNames = new Set(callbacks.map((c) => c.name));
const cParam = (p) => (p.variadic ? '...' : `${p.type} ${p.name}`);
const cParams = (ps, variadic) => ps.map(cParam).concat(variadic ? ['...'] : []).join(', ');
const fnSig = (f) => `jvmtiEnv *env${f.params.length ? ', ' : ''}${cParams(f.params, f.variadic)}`;
const eventSig = (e) => `jvmtiEnv *jvmti_env${e.params.length ? ', ' : ''}${cParams(e.params)}`;

// ------------------------------------------------------------------------------------ include/jvmti.h

function header() {
    let o = `/* jvmti.h: the JVM Tool Interface (JVMTI ${'17.0.0'}): constants, types, the event callbacks and the
   function table. GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def (written from the
   specification); do not edit. The layout is ABI: an agent compiled against any conforming jvmti.h
   runs unchanged on Vitrine (native-tests/test_jvmti_abi.c compares it with the JDK's). */
#ifndef VITRINE_JVMTI_H
#define VITRINE_JVMTI_H

#include "jni.h"

#ifdef __cplusplus
extern "C" {
#endif

`;
    const groups = [...new Set(consts.map((c) => c.group))];
    for (const g of groups) {
        o += `enum { /* ${g.replace(/_/g, ' ')} */\n`;
        o += consts.filter((c) => c.group === g).map((c) => `    ${c.name} = ${c.value}`).join(',\n');
        o += '\n};\n\n';
    }
    o += `JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved);
JNIEXPORT jint JNICALL Agent_OnAttach(JavaVM *vm, char *options, void *reserved);
JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm);

struct jvmtiInterface_1_;
#ifdef __cplusplus
struct _jvmtiEnv;
typedef _jvmtiEnv jvmtiEnv;
#else
typedef const struct jvmtiInterface_1_ *jvmtiEnv;
#endif

typedef jobject jthread;
typedef jobject jthreadGroup;
typedef jlong jlocation;
struct _jrawMonitorID;
typedef struct _jrawMonitorID *jrawMonitorID;
typedef struct JNINativeInterface_ jniNativeInterface;

`;
    for (const e of enums) {
        o += `typedef enum {\n${e.members.map((m) => `    ${m.name} = ${m.value}`).join(',\n')}\n} ${e.name};\n\n`;
    }
    const first = realEvents[0].num, last = realEvents[realEvents.length - 1].num;
    o += `typedef enum {\n    JVMTI_MIN_EVENT_TYPE_VAL = ${first},\n`;
    o += realEvents.map((e) => `    ${e.enumName} = ${e.num}`).join(',\n');
    o += `,\n    JVMTI_MAX_EVENT_TYPE_VAL = ${last}\n} jvmtiEvent;\n\n`;
    o += `typedef enum {\n${errors.map((e) => `    JVMTI_ERROR_${e.name} = ${e.value}`).join(',\n')}`;
    o += `,\n    JVMTI_ERROR_MAX = ${Math.max(...errors.map((e) => Number(e.value)))}\n} jvmtiError;\n\n`;
    for (const s of structs) o += `${s.kind} ${s.name};\ntypedef ${s.kind} ${s.name} ${s.name};\n`;
    o += `struct jvmtiCapabilities;\ntypedef struct jvmtiCapabilities jvmtiCapabilities;\n`;
    o += `struct jvmtiEventCallbacks;\ntypedef struct jvmtiEventCallbacks jvmtiEventCallbacks;\n\n`;
    for (const c of callbacks) o += `typedef ${c.ret} (JNICALL *${c.name})(${c.params || 'void'});\n`;
    o += '\n';
    for (const s of structs) {
        o += `${s.kind} ${s.name} {\n${s.fields.map((f) => `    ${f.type} ${f.name};`).join('\n')}\n};\n\n`;
    }
    o += `struct jvmtiCapabilities {\n${caps.map((c) => `    unsigned int ${c} : 1;`).join('\n')}\n`;
    let bits = caps.length;
    if (bits % 16) { o += `    unsigned int : ${16 - (bits % 16)};\n`; bits += 16 - (bits % 16); }
    for (; bits < 128; bits += 16) o += '    unsigned int : 16;\n';
    o += '};\n\n';
    o += 'typedef void (JNICALL *jvmtiEventReserved)(void);\n';
    for (const e of realEvents) o += `typedef void (JNICALL *jvmtiEvent${e.name})(${eventSig(e)});\n`;
    o += '\nstruct jvmtiEventCallbacks {\n';
    o += events.map((e) => (e.reserved ? `    jvmtiEventReserved reserved${e.num};` : `    jvmtiEvent${e.name} ${e.name}; /* ${e.num} */`)).join('\n');
    o += '\n};\n\n';
    o += 'typedef struct jvmtiInterface_1_ {\n';
    o += fns.map((f) => (f.reserved ? `    void *reserved${f.num};` : `    jvmtiError (JNICALL *${f.name})(${fnSig(f)}); /* ${f.num} */`)).join('\n');
    o += '\n} jvmtiInterface_1;\n\n';
    o += `#ifdef __cplusplus
/* C++: the environment's functions as members (env->GetVersionNumber(&v)) */
struct _jvmtiEnv {
    const struct jvmtiInterface_1_ *functions;
`;
    for (const f of realFns) {
        const ps = cParams(f.params, f.variadic);
        const args = ['this', ...f.params.map((p) => p.name)].join(', ');
        o += `    jvmtiError ${f.name}(${ps}) { return functions->${f.name}(${args}); }\n`;
    }
    o += `};
}
#endif

#endif
`;
    return o;
}

// ------------------------------------------------------------------------------------ jvmti/functions.h

function functionsHeader() {
    let o = `/* functions.h: GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def; do not edit.
   Every JVMTI function Name is implemented (or not yet) as jvmti_Name with the specification's C
   signature, in a .c file of jvmti/. The function table (generated at build time) makes the universal
   checks and then calls it; a function without a definition answers JVMTI_ERROR_NOT_AVAILABLE. */
#ifndef VITRINE_JVMTI_FUNCTIONS_H
#define VITRINE_JVMTI_FUNCTIONS_H

#include "jvmti.h"

`;
    for (const f of realFns) o += `jvmtiError jvmti_${f.name}(${fnSig(f)});\n`;
    o += '\n#endif\n';
    return o;
}

// ------------------------------------------------------------------------------------ the table

const PHASE_BITS = { onload: 'JVMTI_PB_ONLOAD', primordial: 'JVMTI_PB_PRIMORDIAL', start: 'JVMTI_PB_START', live: 'JVMTI_PB_LIVE', dead: 'JVMTI_PB_DEAD' };
function phaseMask(phases) {
    if (phases === 'any') return 'JVMTI_PB_ANY';
    return phases.split(',').map((p) => {
        if (!PHASE_BITS[p]) throw new Error(`unknown phase ${p}`);
        return PHASE_BITS[p];
    }).join(' | ');
}

function scanImplemented() {
    const dir = join(root, 'jvmti');
    const fnsDone = new Set(), evDone = new Set();
    for (const f of readdirSync(dir).sort()) {
        if (!f.endsWith('.c')) continue;
        const text = readFileSync(join(dir, f), 'utf8');
        for (const m of text.matchAll(/^jvmtiError jvmti_(\w+)\(/gm)) fnsDone.add(m[1]);
        for (const m of text.matchAll(/^void jvmti_post_(\w+)\(/gm)) evDone.add(m[1]);
    }
    return { fnsDone, evDone };
}

// The checks of one parameter, in the order of the parameters (as HotSpot checks them).
function paramChecks(p) {
    const out = [];
    const has = (f) => p.flags.includes(f);
    const t = p.type.replace(/\s+/g, ' ');
    if (t === 'jthread' && has('null')) {
        out.push(`r_ = ${p.name} ? jvmti_check_thread(${p.name}, false) : JVMTI_ERROR_NONE;`);
    } else if (t === 'jthread') {
        out.push(`r_ = jvmti_check_thread(${p.name}, ${has('current') ? 'true' : 'false'});`);
    } else if (t === 'jthreadGroup') {
        out.push(`r_ = jvmti_check_thread_group(${p.name});`);
    } else if (t === 'jclass') {
        out.push(has('null') ? `r_ = ${p.name} ? jvmti_check_class(${p.name}) : JVMTI_ERROR_NONE;` : `r_ = jvmti_check_class(${p.name});`);
    } else if (t === 'jobject') {
        out.push(has('null') ? `r_ = ${p.name} && !jni_deref(${p.name}) ? JVMTI_ERROR_INVALID_OBJECT : JVMTI_ERROR_NONE;` : `r_ = jvmti_check_object(${p.name});`);
    } else if (t === 'jmethodID') {
        out.push(`r_ = ${p.name} ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_METHODID;`);
    } else if (t === 'jfieldID') {
        out.push(`r_ = ${p.name} ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_FIELDID;`);
    } else if (t === 'jrawMonitorID') {
        out.push(`r_ = jvmti_check_raw_monitor(${p.name});`);
    } else if (enumNames.has(t) && t !== 'jvmtiError') {
        const e = t === 'jvmtiEvent' ? null : enums.find((x) => x.name === t);
        const vals = e ? e.members.map((m) => m.name) : null;
        if (t === 'jvmtiEvent') out.push(`r_ = jvmti_event_index(${p.name}) < 0 ? JVMTI_ERROR_INVALID_EVENT_TYPE : JVMTI_ERROR_NONE;`);
        else out.push(`r_ = ${vals.map((v) => `${p.name} == ${v}`).join(' || ')} ? JVMTI_ERROR_NONE : JVMTI_ERROR_ILLEGAL_ARGUMENT;`);
    } else if (has('count') || has('depth')) {
        out.push(`r_ = ${p.name} < 0 ? JVMTI_ERROR_ILLEGAL_ARGUMENT : JVMTI_ERROR_NONE;`);
    } else if ((t.includes('*') || callbackNames.has(t)) && !has('null')) {
        out.push(`r_ = ${p.name} ? JVMTI_ERROR_NONE : JVMTI_ERROR_NULL_POINTER;`);
    }
    return out;
}

function table() {
    const { fnsDone, evDone } = scanImplemented();
    let o = `/* GENERATED by scripts/gen-jvmti.mjs --table from jvmti/interface.def and the jvmti_<Name>
   definitions in the .c files of jvmti/; do not edit. The JVMTI function table: each entry checks what the
   specification checks for every function (the environment, the phase, the required capability, NULL
   pointers, references, enum values, counts), then calls jvmti_<Name> in the VM (jvmti_call_enter
   takes the execution token when the calling thread runs native code). */
#include "jvmti_impl.h"

`;
    for (const f of realFns) {
        const impl = fnsDone.has(f.name);
        o += `static jvmtiError JNICALL T_${f.name}(${fnSig(f)}) {\n`;
        for (const p of f.params) if (!impl || !paramChecks(p).length) o += `    (void)${p.name};\n`;
        o += `    if (!jvmti_env_valid(env)) return JVMTI_ERROR_INVALID_ENVIRONMENT;\n`;
        o += `    if (!(jvmti_phase_bit() & (${phaseMask(f.phases)}))) return JVMTI_ERROR_WRONG_PHASE;\n`;
        if (!impl) {
            if (f.cap !== '-') o += `    if (!jvmti_env(env)->caps.${f.cap}) return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;\n`;
            o += `    return JVMTI_ERROR_NOT_AVAILABLE; /* not implemented yet: docs/JVMTI.md */\n}\n\n`;
            continue;
        }
        o += `    JvmtiCall c_;\n`;
        if (f.cb) o += `    jvmti_call_enter(&c_, false);\n`;
        else o += `    if (!jvmti_call_enter(&c_, true)) return JVMTI_ERROR_UNATTACHED_THREAD;\n`;
        if (f.cap !== '-') o += `    if (!jvmti_env(env)->caps.${f.cap}) {\n        jvmti_call_leave(&c_);\n        return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;\n    }\n`;
        o += `    jvmtiError r_ = JVMTI_ERROR_NONE;\n`;
        const checks = f.params.flatMap(paramChecks);
        for (const c of checks) o += `    if (r_ == JVMTI_ERROR_NONE) ${c}\n`;
        const args = ['env', ...f.params.map((p) => p.name)].join(', ');
        o += `    if (r_ == JVMTI_ERROR_NONE) r_ = jvmti_${f.name}(${args});\n`;
        o += `    jvmti_call_leave(&c_);\n    return r_;\n}\n\n`;
    }
    o += 'const struct jvmtiInterface_1_ jvmti_function_table = {\n';
    o += fns.map((f) => (f.reserved ? '    NULL,' : `    T_${f.name},`)).join('\n');
    o += '\n};\n\n';
    // names of the errors (GetErrorName) and of the events, and the event table
    o += 'const char *jvmti_error_name(jvmtiError e) {\n    switch (e) {\n';
    for (const e of errors) o += `    case JVMTI_ERROR_${e.name}: return "JVMTI_ERROR_${e.name}";\n`;
    o += '    default: return NULL;\n    }\n}\n\n';
    o += 'const JvmtiEventInfo jvmti_events[JVMTI_EVENT_COUNT] = {\n';
    o += events.map((e) => (e.reserved ? `    {NULL, 0, false, false}, /* ${e.num} */` :
        `    {"${e.name}", ${phaseMask(e.phases)}, ${e.cap === '-' ? 'true' : 'false'}, ${evDone.has(e.name) ? 'true' : 'false'}}, /* ${e.num} */`)).join('\n');
    o += '\n};\n\n';
    // A capability is offered when everything it enables is implemented: its functions and events; one
    // that only describes how a function behaves, when that function is implemented (and so behaves).
    const offered = caps.filter((c) => {
        if (describedBy.has(c)) return fnsDone.has(describedBy.get(c));
        const gatedF = realFns.filter((f) => f.cap === c), gatedE = realEvents.filter((e) => e.cap === c);
        return gatedF.length + gatedE.length > 0 && gatedF.every((f) => fnsDone.has(f.name)) && gatedE.every((e) => evDone.has(e.name));
    });
    const capInit = (list) => (list.length ? `{\n${list.map((c) => `    .${c} = 1,`).join('\n')}\n}` : '{0}');
    o += `const jvmtiCapabilities jvmti_offered_capabilities = ${capInit(offered)};\n\n`;
    o += `const jvmtiCapabilities jvmti_onload_only_capabilities = ${capInit(caps.filter((c) => onloadCaps.has(c)))};\n\n`;
    o += 'bool jvmti_event_capable(const jvmtiCapabilities *c, int index) {\n    switch (index) {\n';
    for (const e of realEvents) if (e.cap !== '-') o += `    case ${e.num - realEvents[0].num}: return c->${e.cap};\n`;
    o += '    default: return true;\n    }\n}\n';
    return o;
}

// ------------------------------------------------------------------------------------ the ABI check

function abiCheck() {
    const constNames = [...consts.map((c) => c.name), ...enums.flatMap((e) => e.members.map((m) => m.name)),
        ...realEvents.map((e) => e.enumName), 'JVMTI_MIN_EVENT_TYPE_VAL', 'JVMTI_MAX_EVENT_TYPE_VAL',
        ...errors.map((e) => `JVMTI_ERROR_${e.name}`), 'JVMTI_ERROR_MAX'];
    const uniq = [...new Set(constNames)];
    const typeNames = ['jvmtiEnv', '_jvmtiEnv', 'jthread', 'jthreadGroup', 'jlocation', '_jrawMonitorID', 'jrawMonitorID',
        'jniNativeInterface', 'jvmtiInterface_1_', 'jvmtiInterface_1', 'jvmtiCapabilities', 'jvmtiEventCallbacks',
        'jvmtiEventReserved', 'jvmtiEvent', 'jvmtiError', ...enums.map((e) => e.name), ...structs.map((s) => s.name),
        ...callbacks.map((c) => c.name), ...realEvents.map((e) => `jvmtiEvent${e.name}`)];
    let o = `/* abi_check.c: GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def; do not edit.
   Proof that include/jvmti.h is the ABI of the JDK's jvmti.h. The JDK's header (VITRINE_JDK_JVMTI_H,
   with its own jni.h) is read at build time only. First every function-table slot's and event
   callback's signature, as the description gives it, must be the JDK's type; then Vitrine's header is
   included with every JVMTI identifier renamed (V_...), on the JDK's JNI types (include/jni.h is
   compared with the JDK's by native-tests/jni/abi_check.c), and every constant, struct size, member
   offset and table slot is compared. Capability bits are compared at run time
   (vitrine_jvmti_abi_capability_mismatch). Compiled natively (test_jvmti_abi) and with emcc (32-bit). */
#include <stddef.h>
#include <string.h>
#include VITRINE_JDK_JVMTI_H
#ifndef _JAVA_JVMTI_H_
#error "VITRINE_JDK_JVMTI_H is not the JDK's jvmti.h"
#endif

#define SAME_TYPE(a, b, what) _Static_assert(__builtin_types_compatible_p(a, b), what " differs from the JDK's")

/* the signatures of the description against the JDK's table and callback types */
`;
    for (const f of realFns) {
        o += `typedef jvmtiError (JNICALL *SIG_${f.name})(${fnSig(f)});\n`;
        o += `SAME_TYPE(SIG_${f.name}, __typeof__(((struct jvmtiInterface_1_ *)0)->${f.name}), "${f.name}");\n`;
    }
    for (const e of realEvents) {
        o += `typedef void (JNICALL *SIGE_${e.name})(${eventSig(e)});\n`;
        o += `SAME_TYPE(SIGE_${e.name}, jvmtiEvent${e.name}, "the ${e.name} callback");\n`;
    }
    for (const c of callbacks) {
        o += `typedef ${c.ret} (JNICALL *SIGC_${c.name})(${c.params || 'void'});\n`;
        o += `SAME_TYPE(SIGC_${c.name}, ${c.name}, "${c.name}");\n`;
    }
    o += '\nenum jdk_constants {\n';
    o += uniq.map((n) => `    JDK_${n} = ${n}`).join(',\n');
    o += '\n};\n\n/* Vitrine\'s header on the JDK\'s JNI types, every JVMTI identifier renamed */\n#define VITRINE_JNI_H\n';
    for (const n of [...uniq, ...typeNames]) o += `#define ${n} V_${n}\n`;
    o += '#define Agent_OnLoad V_Agent_OnLoad\n#define Agent_OnAttach V_Agent_OnAttach\n#define Agent_OnUnload V_Agent_OnUnload\n';
    o += '#include "../../include/jvmti.h"\n#ifndef VITRINE_JVMTI_H\n#error "Vitrine\'s jvmti.h was not included"\n#endif\n';
    for (const n of [...uniq, ...typeNames]) o += `#undef ${n}\n`;
    o += '#undef Agent_OnLoad\n#undef Agent_OnAttach\n#undef Agent_OnUnload\n\n';
    o += `#define SAME_CONST(C) _Static_assert((long long)JDK_##C == (long long)V_##C, #C " differs from the JDK's")
#define SAME_SIZE(T) _Static_assert(sizeof(T) == sizeof(V_##T) && _Alignof(T) == _Alignof(V_##T), "size or alignment of " #T)
#define SAME_OFFSET(T, m) _Static_assert(offsetof(T, m) == offsetof(V_##T, m), #T "." #m " is not at the JDK's offset")

`;
    for (const n of uniq) o += `SAME_CONST(${n});\n`;
    for (const t of ['jthread', 'jthreadGroup', 'jlocation', 'jrawMonitorID', 'jvmtiEnv', 'jvmtiCapabilities', 'jvmtiEventCallbacks', 'jvmtiInterface_1',
        'jvmtiEvent', 'jvmtiError', ...enums.map((e) => e.name), ...structs.map((s) => s.name)]) o += `SAME_SIZE(${t});\n`;
    for (const s of structs) for (const f of s.fields) o += `SAME_OFFSET(${s.name}, ${f.name});\n`;
    for (const e of events) o += `SAME_OFFSET(jvmtiEventCallbacks, ${e.reserved ? `reserved${e.num}` : e.name});\n`;
    for (const f of fns) o += `SAME_OFFSET(jvmtiInterface_1, ${f.reserved ? `reserved${f.num}` : f.name});\n`;
    o += `
/* The first capability (by name) whose bit is not where the JDK's header puts it, or NULL. */
const char *vitrine_jvmti_abi_capability_mismatch(void);
const char *vitrine_jvmti_abi_capability_mismatch(void) {
    jvmtiCapabilities jdk;
    V_jvmtiCapabilities ours;
`;
    for (const c of caps) {
        o += `    memset(&jdk, 0, sizeof jdk);\n    memset(&ours, 0, sizeof ours);\n    jdk.${c} = 1;\n    ours.${c} = 1;\n`;
        o += `    if (memcmp(&jdk, &ours, sizeof jdk)) return "${c}";\n`;
    }
    o += `    return NULL;
}

/* How many slots, events and capabilities were compared. */
int vitrine_jvmti_abi_counts(int *slots, int *events, int *capabilities);
int vitrine_jvmti_abi_counts(int *slots, int *events, int *capabilities) {
    *slots = ${fns.length};
    *events = ${realEvents.length};
    *capabilities = ${caps.length};
    return 0;
}
`;
    return o;
}

// ------------------------------------------------------------------------------------ docs/JVMTI.md

// The tests that call JVMTI functions: the test agents, the C tests of native-tests/test_jvmti_*.c and the
// natives of native-tests/jvmti/lib.
function testAgents() {
    const dir = join(root, 'native-tests', 'jvmti', 'agents');
    const out = [];
    const tests = join(root, 'native-tests');
    for (const f of readdirSync(tests).sort())
        if (/^test_jvmti_.*\.c$/.test(f)) out.push({ path: relative(root, join(tests, f)), text: readFileSync(join(tests, f), 'utf8') });
    const walk = (d) => {
        if (!existsSync(d)) return;
        for (const f of readdirSync(d).sort()) {
            const p = join(d, f);
            if (statSync(p).isDirectory()) walk(p);
            else if (f.endsWith('.c')) out.push({ path: relative(root, p), text: readFileSync(p, 'utf8') });
        }
    };
    walk(dir);
    walk(join(root, 'native-tests', 'jvmti', 'lib')); /* natives of test programs calling jvmti_Name directly */
    return out;
}

function statusTable() {
    const { fnsDone, evDone } = scanImplemented();
    const agents = testAgents();
    // through the table (env->Name) or, in the queries' tests, the implementation itself (jvmti_Name)
    const callers = (name) => agents.filter((a) => new RegExp(`(->|\\bjvmti_)${name}\\s*\\(`).test(a.text)).map((a) => `\`${a.path}\``);
    const listeners = (name) => agents.filter((a) => new RegExp(`\\.${name}\\s*=`).test(a.text)).map((a) => `\`${a.path}\``);
    let o = '<!-- status: GENERATED by scripts/gen-jvmti.mjs from jvmti/interface.def, jvmti/*.c and the test agents; do not edit by hand -->\n';
    const nf = realFns.filter((f) => fnsDone.has(f.name)).length;
    o += `\n${nf} of the ${realFns.length} functions are implemented; the others answer JVMTI_ERROR_NOT_AVAILABLE.\n\n`;
    o += '| slot | function | phases | capability | status | called by (test agents run by node-tests/jvmti.test.mjs; ctest tests) |\n| --- | --- | --- | --- | --- | --- |\n';
    for (const f of fns) {
        if (f.reserved) { o += `| ${f.num} | (reserved) | | | | |\n`; continue; }
        const done = fnsDone.has(f.name);
        o += `| ${f.num} | ${f.name} | ${f.phases} | ${f.cap === '-' ? '' : f.cap} | ${done ? 'implemented' : 'NOT_AVAILABLE'} | ${callers(f.name).join(', ')} |\n`;
    }
    const ne = realEvents.filter((e) => evDone.has(e.name)).length;
    o += `\n${ne} of the ${realEvents.length} events are posted.\n\n`;
    o += '| number | event | phases | capability | status | received by (test agents run by node-tests/jvmti.test.mjs) |\n| --- | --- | --- | --- | --- | --- |\n';
    for (const e of realEvents) {
        const done = evDone.has(e.name);
        o += `| ${e.num} | ${e.name} | ${e.phases} | ${e.cap === '-' ? '' : e.cap} | ${done ? 'posted' : 'not posted'} | ${listeners(e.name).join(', ')} |\n`;
    }
    o += '<!-- end of status -->\n';
    return o;
}

function docs() {
    const path = join(root, 'docs', 'JVMTI.md');
    const text = readFileSync(path, 'utf8');
    const start = text.indexOf('<!-- status:'), end = text.indexOf('<!-- end of status -->');
    if (start < 0 || end < 0) throw new Error('docs/JVMTI.md: the status markers are missing');
    return text.slice(0, start) + statusTable() + text.slice(end + '<!-- end of status -->\n'.length);
}

// ------------------------------------------------------------------------------------ main

const args = process.argv.slice(2);
const ti = args.indexOf('--table');
if (ti >= 0) {
    const out = args[ti + 1];
    const text = table();
    let current = null;
    try { current = readFileSync(out, 'utf8'); } catch { /* missing */ }
    if (current !== text) writeFileSync(out, text); // unchanged: keep the timestamp, nothing recompiles
    process.exit(0);
}
const outputs = [
    ['include/jvmti.h', header],
    ['jvmti/functions.h', functionsHeader],
    ['native-tests/jvmti/abi_check.c', abiCheck],
    ['docs/JVMTI.md', docs],
];
let stale = 0;
for (const [rel, make] of outputs) {
    const text = make();
    const p = join(root, rel);
    let current = null;
    try { current = readFileSync(p, 'utf8'); } catch { /* missing */ }
    if (args.includes('--check')) {
        if (current !== text) { console.error(`${rel} is out of date: run node scripts/gen-jvmti.mjs`); stale++; }
    } else if (current !== text) {
        writeFileSync(p, text);
    }
}
process.exit(stale ? 1 : 0);
