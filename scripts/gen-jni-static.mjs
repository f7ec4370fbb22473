#!/usr/bin/env node
// gen-jni-static.mjs: the table of statically linked JNI libraries (JNI 1.8 "built-in" libraries)
// for a program that links native libraries into itself, as the WebAssembly build must.
//
//   node scripts/gen-jni-static.mjs --out table.c --lib NAME [--lib NAME...] --classes DIR|FILE [...]
//
// It reads the class files (no javap needed) and, for every native method, declares the JNI short
// and long names (Java_...) with the method's exact C prototype as weak symbols, so that the table
// holds the functions the linked libraries define and NULL for the others. Each library NAME gets
// its JNI_OnLoad_NAME / JNI_OnUnload_NAME. For every C signature it emits a typed call trampoline
// (WebAssembly's call_indirect needs the exact signature), keyed by the signature's wasm shape:
// "i_iij" = returns i32, takes (i32, i32, i64). A constructor registers everything with the VM
// (jni_register_static_libraries, vm/jni/jni_static.h).
//
// As in a process with statically linked libraries, symbols are global: every library's table lists
// every symbol (HotSpot looks them up in the process image the same way).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function usage(msg) {
    process.stderr.write(`gen-jni-static: ${msg}\n` +
        'usage: gen-jni-static.mjs --out FILE --lib NAME [--lib NAME...] --classes DIR|FILE [...]\n');
    process.exit(2);
}

const args = process.argv.slice(2);
let out = null;
const libs = [], inputs = [];
for (let i = 0; i < args.length; i++) {
    const a = args[i], v = args[i + 1];
    if (a === '--out') { out = v; i++; }
    else if (a === '--lib') { libs.push(v); i++; }
    else if (a === '--classes') { inputs.push(v); i++; }
    else usage(`unknown argument ${a}`);
}
if (!out) usage('--out is required');
for (const l of libs) if (!/^[A-Za-z0-9_]+$/.test(l)) usage(`library name ${l} is not a C identifier`);

// ------------------------------------------------------------------------------------ class files

function classFiles(p) {
    const st = statSync(p);
    if (st.isFile()) return p.endsWith('.class') ? [p] : [];
    return readdirSync(p).sort().flatMap((e) => classFiles(join(p, e)));
}

// Modified UTF-8 -> UTF-16 code units.
function mutf8Units(bytes) {
    const u = [];
    for (let i = 0; i < bytes.length;) {
        const c = bytes[i++];
        if (c < 0x80) u.push(c);
        else if ((c & 0xe0) === 0xc0) u.push(((c & 0x1f) << 6) | (bytes[i++] & 0x3f));
        else { u.push(((c & 0x0f) << 12) | ((bytes[i] & 0x3f) << 6) | (bytes[i + 1] & 0x3f)); i += 2; }
    }
    return u;
}

function parseClass(buf) {
    let p = 0;
    const u1 = () => buf[p++];
    const u2 = () => { const v = buf.readUInt16BE(p); p += 2; return v; };
    const u4 = () => { const v = buf.readUInt32BE(p); p += 4; return v; };
    if (u4() !== 0xcafebabe) throw new Error('not a class file');
    u2(); u2();
    const n = u2();
    const cp = new Array(n);
    for (let i = 1; i < n; i++) {
        const tag = u1();
        switch (tag) {
            case 1: { const len = u2(); cp[i] = { tag, units: mutf8Units(buf.subarray(p, p + len)), text: buf.subarray(p, p + len).toString('latin1') }; p += len; break; }
            case 3: case 4: p += 4; break;
            case 5: case 6: p += 8; i++; break;
            case 7: case 8: case 16: case 19: case 20: cp[i] = { tag, ref: u2() }; break;
            case 9: case 10: case 11: case 12: case 17: case 18: p += 4; break;
            case 15: p += 3; break;
            default: throw new Error(`bad constant pool tag ${tag}`);
        }
    }
    u2(); // access
    const thisClass = cp[cp[u2()].ref];
    u2(); // super
    const nInterfaces = u2();
    p += 2 * nInterfaces;
    const skipMembers = (collect) => {
        const count = u2();
        for (let i = 0; i < count; i++) {
            const access = u2(), name = cp[u2()], desc = cp[u2()];
            const na = u2();
            for (let j = 0; j < na; j++) {
                u2();
                const len = u4();
                p += len;
            }
            if (collect) collect(access, name, desc);
        }
    };
    skipMembers(null);
    const natives = [];
    skipMembers((access, name, desc) => {
        if (access & 0x0100) natives.push({ isStatic: (access & 0x0008) !== 0, name: name.units, desc: desc.text });
    });
    return { name: thisClass.units, natives };
}

// ------------------------------------------------------------------------------------ JNI names

function mangle(units) {
    let s = '';
    for (const c of units) {
        if (c < 0x80 && /[A-Za-z0-9]/.test(String.fromCharCode(c))) s += String.fromCharCode(c);
        else if (c === 0x2f) s += '_';
        else if (c === 0x5f) s += '_1';
        else if (c === 0x3b) s += '_2';
        else if (c === 0x5b) s += '_3';
        else s += '_0' + c.toString(16).padStart(4, '0');
    }
    return s;
}
const asciiUnits = (s) => [...s].map((c) => c.charCodeAt(0));

// Descriptor -> { params: ['I','J','L',...], ret: 'V' }
function parseDesc(desc) {
    const params = [];
    let i = 1;
    while (desc[i] !== ')') {
        let k = desc[i];
        if (k === '[') { while (desc[i] === '[') i++; k = 'L'; if (desc[i] === 'L') i = desc.indexOf(';', i); }
        else if (k === 'L') i = desc.indexOf(';', i);
        i++;
        params.push(k);
    }
    let r = desc[i + 1];
    if (r === '[') r = 'L';
    return { params, ret: r };
}

const C_TYPE = { Z: 'jboolean', B: 'jbyte', C: 'jchar', S: 'jshort', I: 'jint', J: 'jlong', F: 'jfloat', D: 'jdouble', L: 'jobject', V: 'void' };
const WASM = { J: 'j', F: 'f', D: 'd', V: 'v' };
const wasmKind = (k) => WASM[k] || 'i';
const TRAMP_C = { i: 'int32_t', j: 'int64_t', f: 'float', d: 'double', v: 'void' };
const TRAMP_FIELD = { i: 'i', j: 'j', f: 'f', d: 'd' };

// ------------------------------------------------------------------------------------ collect

const symbols = new Map();   // name -> prototype params (C types) + ret
const shortCount = new Map();
const methods = [];
for (const input of inputs) {
    for (const f of classFiles(input)) {
        const cls = parseClass(readFileSync(f));
        for (const m of cls.natives) {
            const shortName = 'Java_' + mangle(cls.name) + '_' + mangle(m.name);
            const d = parseDesc(m.desc);
            const argDesc = m.desc.slice(1, m.desc.indexOf(')'));
            const longName = shortName + '__' + mangle(asciiUnits(argDesc));
            methods.push({ shortName, longName, d });
            shortCount.set(shortName, (shortCount.get(shortName) || 0) + 1);
        }
    }
}
const shapes = new Map();
for (const { shortName, longName, d } of methods) {
    const proto = { ret: C_TYPE[d.ret], params: ['JNIEnv *', 'jobject', ...d.params.map((k) => C_TYPE[k])] };
    // an overloaded method's short name is ambiguous: only its long name can be declared
    if (shortCount.get(shortName) === 1) symbols.set(shortName, proto);
    symbols.set(longName, proto);
    const shape = wasmKind(d.ret) + '_ii' + d.params.map(wasmKind).join('');
    shapes.set(shape, true);
}
// the signatures of JNI_OnLoad / JNI_OnUnload are fixed: (JavaVM *, void *)
for (const l of libs) {
    symbols.set(`JNI_OnLoad_${l}`, { ret: 'jint', params: ['JavaVM *', 'void *'] });
    symbols.set(`JNI_OnUnload_${l}`, { ret: 'void', params: ['JavaVM *', 'void *'] });
}

// ------------------------------------------------------------------------------------ emit

const names = [...symbols.keys()].sort();
const L = [];
L.push('/* Generated by scripts/gen-jni-static.mjs: do not edit. The statically linked JNI libraries');
L.push(`   (${libs.join(', ') || 'none'}), their symbols (weak: NULL when not linked) and call trampolines. */`);
L.push('#include <stdint.h>');
L.push('#include "jni.h"');
L.push('#include "jni/jni_static.h"');
L.push('');
for (const n of names) {
    const p = symbols.get(n);
    L.push(`extern ${p.ret} JNICALL ${n}(${p.params.join(', ')}) __attribute__((weak));`);
}
L.push('');
L.push('static const JniStaticSymbol symbols[] = {');
for (const n of names) L.push(`    {"${n}", (void *)${n}},`);
L.push('};');
L.push('');
L.push('static const JniStaticLibrary libraries[] = {');
for (const l of libs) L.push(`    {"${l}", symbols, (int)(sizeof symbols / sizeof symbols[0])},`);
if (!libs.length) L.push('    {"", symbols, 0},');
L.push('};');
L.push('');
const shapeList = [...shapes.keys()].sort();
for (const s of shapeList) {
    const r = s[0], ps = s.slice(2).split('');
    const cparams = ps.map((k) => TRAMP_C[k]).join(', ') || 'void';
    const cargs = ps.map((k, i) => `a[${i}].${TRAMP_FIELD[k]}`).join(', ');
    const call = `((${TRAMP_C[r]} (*)(${cparams}))fn)(${cargs})`;
    L.push(`static void tr_${s}(void *fn, const jvalue *a, jvalue *r) {`);
    if (r === 'v') L.push(`    (void)r;\n    ${call};`);
    else L.push(`    r->${TRAMP_FIELD[r]} = ${call};`);
    L.push('}');
}
L.push('');
L.push('static const JniTrampolineEntry trampolines[] = {');
for (const s of shapeList) L.push(`    {"${s}", tr_${s}},`);
if (!shapeList.length) L.push('    {"", 0},');
L.push('};');
L.push('');
L.push('__attribute__((constructor)) static void register_static_jni_libraries(void) {');
L.push(`    jni_register_static_libraries(libraries, ${libs.length}, trampolines, ${shapeList.length});`);
L.push('}');
writeFileSync(out, L.join('\n') + '\n');
