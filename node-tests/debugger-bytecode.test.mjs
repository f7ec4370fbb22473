// The bytecode view's readers on their own (wasm-bridge/debugger/constant-pool.mjs, bytecode.mjs), no VM
// needed: on class files javac wrote (the tests' programs, a module-info with Module and Package
// entries) and on the JDK's java.util classes (taken out of its image with jimage), every constant pool
// entry's tag and every method's disassembly, stack depth and max stack are what javap reads; then
// hand-made code for what javac rarely writes (wide, jsr/ret, goto_w, switch padding at each
// alignment, multianewarray, invokeinterface, newarray) and malformed pools and code.
//
//   node --test node-tests/debugger-bytecode.test.mjs
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT, JAVA_HOME } from './lib/jvmti-parity.mjs';
import { javapFiles, compareMethod } from './lib/javap.mjs';
import { ConstantPool, scanConstantPool, parseConstantPool } from '../wasm-bridge/debugger/constant-pool.mjs';
import { disassemble } from '../wasm-bridge/debugger/bytecode.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'vitrine-bytecode-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

// The parts of a class file the view uses: its constant pool and each method's code.
function readClassFile(bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    assert.equal(dv.getUint32(0), 0xcafebabe);
    const count = dv.getUint16(8);
    const { entries, length } = scanConstantPool(count, bytes.subarray(10));
    const pool = new ConstantPool(entries);
    let p = 10 + length + 6;
    p += 2 + 2 * dv.getUint16(p); // interfaces
    const skipMembers = () => {
        const n = dv.getUint16(p);
        p += 2;
        const members = [];
        for (let i = 0; i < n; i++) {
            const m = { name: pool.utf8(dv.getUint16(p + 2)), descriptor: pool.utf8(dv.getUint16(p + 4)), code: null };
            const attrs = dv.getUint16(p + 6);
            p += 8;
            for (let a = 0; a < attrs; a++) {
                const name = pool.utf8(dv.getUint16(p));
                const len = dv.getUint32(p + 2);
                if (name === 'Code') {
                    m.maxStack = dv.getUint16(p + 6);
                    m.maxLocals = dv.getUint16(p + 8);
                    m.code = bytes.subarray(p + 14, p + 14 + dv.getUint32(p + 10));
                }
                p += 6 + len;
            }
            members.push(m);
        }
        return members;
    };
    skipMembers(); // fields
    const thisClass = pool.className(dv.getUint16(10 + length + 2));
    return { count, entries, pool, thisClass, methods: skipMembers() };
}

// javap's "Constant pool:" section: index -> tag.
function javapPoolTags(file) {
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javap'), ['-v', file], { encoding: 'utf8', maxBuffer: 64 << 20 });
    assert.equal(r.status, 0, r.stderr);
    return new Map([...r.stdout.matchAll(/^ +#(\d+) = (\w+) /gm)].map((m) => [Number(m[1]), m[2]]));
}

function classFiles(dir) {
    const out = [];
    for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) out.push(...classFiles(join(dir, e.name)));
        else if (e.name.endsWith('.class')) out.push(join(dir, e.name));
    }
    return out;
}

test('constant pools and disassemblies of javac\'s and the JDK\'s class files are what javap reads', (t) => {
    const classes = join(scratch, 'classes');
    mkdirSync(join(scratch, 'src', 'sample'), { recursive: true });
    writeFileSync(join(scratch, 'src', 'module-info.java'), 'module views.sample { exports sample; requires java.logging; }\n');
    writeFileSync(join(scratch, 'src', 'sample', 'Sample.java'), 'package sample; public class Sample { public static Runnable r = () -> {}; }\n');
    let r = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-g', '-d', classes, join(scratch, 'src', 'module-info.java'), join(scratch, 'src', 'sample', 'Sample.java'),
        ...['Views', 'Deadlock', 'HeapWalk', 'Walk'].map((n) => join(ROOT, 'node-tests', 'bridge', 'java', `${n}.java`))], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    r = spawnSync(join(JAVA_HOME, 'bin', 'jimage'), ['extract', '--dir', join(scratch, 'jdk'), '--include', 'regex:/java.base/java/util/[A-Za-z]+\\.class',
        join(JAVA_HOME, 'lib', 'modules')], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const files = [...classFiles(classes), ...classFiles(join(scratch, 'jdk'))];
    assert.ok(files.length > 100);

    // every entry's tag, module-info's Module and Package included
    const seenTags = new Set();
    for (const file of files.filter((f) => /module-info|Sample\.class|Views\.class|ArrayList\.class/.test(f))) {
        const { entries } = readClassFile(readFileSync(file));
        const theirs = javapPoolTags(file);
        entries.forEach((e, i) => { if (e) seenTags.add(e.tag); });
        assert.deepEqual(entries.map((e, i) => e && [i, e.tag]).filter(Boolean), [...theirs], file);
    }
    for (const tag of ['Utf8', 'Integer', 'Long', 'Class', 'String', 'Fieldref', 'Methodref', 'InterfaceMethodref', 'NameAndType',
        'MethodHandle', 'MethodType', 'InvokeDynamic', 'Module', 'Package']) assert.ok(seenTags.has(tag), tag);

    // every method with code, against javap
    const theirs = javapFiles(files);
    let methods = 0;
    for (const file of files) {
        const cf = readClassFile(readFileSync(file));
        const className = cf.thisClass;
        for (const m of cf.methods) {
            if (!m.code) continue;
            const d = disassemble(m.code, cf.pool);
            compareMethod(className, { methodName: m.name, signature: m.descriptor, maxLocals: m.maxLocals, ...d }, theirs.get(className).get(`${m.name} ${m.descriptor}`));
            methods++;
        }
    }
    t.diagnostic(`${files.length} class files, ${methods} methods compared with javap`);
    assert.ok(methods > 2000);
});

// A method's code from its instructions' bytes.
const code = (...bytes) => Uint8Array.from(bytes.flat());
// A pool with: 1 Utf8 "C", 2 Class #1, 3 Utf8 "m", 4 Utf8 "(I)V", 5 NameAndType #3:#4, 6 InterfaceMethodref #2.#5,
// 7 Utf8 "[[I", 8 Class #7, 9 Float 1.5, 10 Double 1e100 (two entries), 12 MethodType #4,
// 13 MethodHandle invokeStatic #6, 14 Dynamic bootstrap 0 #5, 15 Module #1, 16 Package #3.
function samplePool() {
    const b = [];
    const u2 = (v) => [v >> 8, v & 255];
    const utf8 = (s) => [1, ...u2(s.length), ...Buffer.from(s)];
    b.push(...utf8('C'), 7, ...u2(1), ...utf8('m'), ...utf8('(I)V'), 12, ...u2(3), ...u2(4), 11, ...u2(2), ...u2(5), ...utf8('[[I'), 7, ...u2(7));
    const f = Buffer.alloc(4); f.writeFloatBE(1.5); b.push(4, ...f);
    const d = Buffer.alloc(8); d.writeDoubleBE(1e100); b.push(6, ...d);
    b.push(16, ...u2(4), 15, 6, ...u2(6), 17, ...u2(0), ...u2(5), 19, ...u2(1), 20, ...u2(3));
    return ConstantPool.parse(17, Uint8Array.from(b));
}

test('hand-made constant pool: every kind of entry shown', () => {
    const pool = samplePool();
    assert.deepEqual([6, 8, 9, 10, 12, 13, 14, 15, 16].map((i) => pool.text(i)), [
        'C.m(I)V', 'class [[I', '1.5f', '1.0E100', 'MethodType (I)V', 'MethodHandle invokeStatic C.m(I)V', 'dynamic bootstrap #0 m:(I)V',
        'module C', 'package m',
    ]);
    assert.equal(pool.entries[11], null, 'a Double takes two entries');
    assert.throws(() => pool.entry(11), /no constant pool entry 11/);
    assert.throws(() => pool.className(6), /entry 6 is a InterfaceMethodref, not a Class/);
    assert.throws(() => parseConstantPool(2, Uint8Array.of(2, 0, 0)), /entry 1 has tag 2, which no Java 17 class file has/);
    assert.throws(() => parseConstantPool(2, Uint8Array.of(1, 0, 5, 65)), /entry 1 runs past the pool's 4 bytes/);
    assert.throws(() => parseConstantPool(2, Uint8Array.of(7, 0, 1, 0)), /entries end at byte 3 of 4/);
});

test('hand-made code: wide, jsr/ret, goto_w, switch padding, arrays, invokeinterface', () => {
    const pool = samplePool();
    // wide iload 300; wide iinc 300 by -2; wide istore 301; jsr +8; goto_w +8; astore_0 (the subroutine); ret 0; return
    const a = disassemble(code([196, 21, 1, 44], [196, 132, 1, 44, 255, 254], [196, 54, 1, 45], [168, 0, 8], [200, 0, 0, 0, 8], [75], [169, 0], [177]), pool);
    assert.deepEqual(a.instructions.map((i) => `${i.offset} ${i.mnemonic} ${i.operands}`), [
        '0 wide iload 300', '4 wide iinc 300 by -2', '10 wide istore 301', '14 jsr -> 22', '17 goto_w -> 25', '22 astore_0 ', '23 ret 0', '25 return ',
    ]);
    assert.deepEqual(a.instructions.map((i) => i.stackBefore), [0, 1, 1, 0, 0, 1, 0, 0]);
    assert.equal(a.maxStack, 1);
    // a lookupswitch at each of the four alignments: its padding is to a multiple of four from offset 0
    const s4 = (v) => [(v >> 24) & 255, (v >> 16) & 255, (v >> 8) & 255, v & 255];
    for (let pad = 0; pad < 4; pad++) {
        const at = 1 + pad; // after iconst_0 and the nops
        const zeros = (4 - ((at + 1) % 4)) % 4;
        const end = at + 1 + zeros + 16; // the return after the table
        const d = disassemble(code([3], new Array(pad).fill(0), [171], new Array(zeros).fill(0), s4(end - at), s4(1), s4(-1), s4(end - at), [177]), pool);
        const sw = d.instructions.find((i) => i.mnemonic === 'lookupswitch');
        assert.deepEqual([sw.offset, sw.defaultTarget, sw.cases, d.instructions.at(-1).offset], [at, end, [{ match: -1, target: end }], end], `padding ${pad}`);
    }
    // tableswitch from -1 to 0
    const ts = disassemble(code([3, 170, 0, 0], s4(23), s4(-1), s4(0), s4(23), s4(23), [177]), pool);
    assert.deepEqual([ts.instructions[1].cases, ts.instructions[1].defaultTarget, ts.instructions[2].offset], [[{ match: -1, target: 24 }, { match: 0, target: 24 }], 24, 24]);
    // iconst_2 iconst_3 multianewarray [[I 2; aload_0 iconst_1 invokeinterface C.m(I)V 2; bipush 5 newarray int; ldc2_w 1e100; ldc float
    const arr = disassemble(code([5, 6, 197, 0, 8, 2], [42, 4, 185, 0, 6, 2, 0], [16, 5, 188, 10], [20, 0, 10], [18, 9], [177]), pool);
    assert.deepEqual(arr.instructions.map((i) => `${i.mnemonic} ${i.operands}`), [
        'iconst_2 ', 'iconst_3 ', 'multianewarray [[I dimensions 2', 'aload_0 ', 'iconst_1 ', 'invokeinterface C.m(I)V', 'bipush 5', 'newarray int',
        'ldc2_w #10 = 1.0E100', 'ldc #9 = 1.5f', 'return ',
    ]);
    assert.deepEqual(arr.instructions.map((i) => i.stackBefore), [0, 1, 2, 1, 2, 3, 1, 2, 2, 4, 5]);
    assert.equal(arr.maxStack, 5);
});

test('malformed code is an error naming where it is', () => {
    const pool = samplePool();
    assert.throws(() => disassemble(code([203]), pool), /bytecode at 0: opcode 203 is not a Java 17 instruction/);
    assert.throws(() => disassemble(code([3, 17, 0]), pool), /bytecode at 1: sipush is cut short/);
    assert.throws(() => disassemble(code([196, 3, 0, 0]), pool), /bytecode at 0: wide 3 is not an instruction wide modifies/);
    assert.throws(() => disassemble(code([167, 0, 2, 177]), pool), /a branch goes to 2, which is not the start of an instruction/);
    assert.throws(() => disassemble(code([18, 11]), pool), /no constant pool entry 11/);
});
