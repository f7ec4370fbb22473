// javap.mjs: the JDK's javap as the reference for the debugger's bytecode view (wasm-bridge/debugger/
// bytecode.mjs, constant-pool.mjs): its listing of a class's methods read back (offsets, mnemonics,
// operands, comments, switch tables, max stack and locals, line numbers), and the comparison of a
// disassembly with it, instruction by instruction.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { JAVA_HOME } from './jvmti-parity.mjs';

// javap -c -v -p's methods of a class: Map("name descriptor" -> { stack, locals, lines: [line],
// instructions: [{ offset, mnemonic, args, comment, cases, defaultTarget }] }). `classes`: the class
// path (null: the JDK's own classes).
export function javap(classes, className) {
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javap'), ['-c', '-v', '-p', ...(classes ? ['-cp', classes] : []), className], { encoding: 'utf8', maxBuffer: 64 << 20 });
    assert.equal(r.status, 0, r.stderr);
    return parseJavap(r.stdout);
}

/** javap of many class files at once: Map(internal class name -> methods, as javap() gives them). */
export function javapFiles(files) {
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javap'), ['-c', '-v', '-p', ...files], { encoding: 'utf8', maxBuffer: 512 << 20 });
    assert.equal(r.status, 0, r.stderr);
    const out = new Map();
    for (const chunk of r.stdout.split(/^(?=Classfile )/m).filter((c) => c.startsWith('Classfile '))) {
        const name = chunk.match(/^ {2}this_class: #\d+ +\/\/ (\S+)$/m)[1];
        out.set(name, parseJavap(chunk));
    }
    return out;
}

function parseJavap(text) {
    const methods = new Map();
    const binary = text.match(/^ {2}this_class: #\d+ +\/\/ (\S+)$/m)[1].replace(/\//g, '.');
    let m = null, header = null, inCode = false, inLines = false, sw = null;
    for (const line of text.split('\n')) {
        let x;
        if ((x = line.match(/^ {2}(\S.*);$/))) { header = x[1]; m = null; continue; }
        if (header && (x = line.match(/^ {4}descriptor: (\S+)$/))) {
            const before = header.slice(0, header.indexOf('(') < 0 ? header.length : header.indexOf('(')).trim().split(/\s+/).pop();
            const name = header === 'static {}' ? '<clinit>' : before === binary ? '<init>' : before;
            if (x[1].startsWith('(')) {
                m = { stack: null, locals: null, lines: [], instructions: [] };
                methods.set(`${name} ${x[1]}`, m);
            }
            header = null;
            continue;
        }
        if (!m) continue;
        if ((x = line.match(/^ {6}stack=(\d+), locals=(\d+)/))) { m.stack = Number(x[1]); m.locals = Number(x[2]); inCode = true; continue; }
        if (/^ {6}(Exception table|LineNumberTable|LocalVariableTable|StackMapTable|LocalVariableTypeTable|RuntimeVisible)/.test(line)) {
            inCode = false;
            inLines = /LineNumberTable/.test(line);
            continue;
        }
        if (inLines && (x = line.match(/^ +line (\d+): (\d+)$/))) { m.lines.push(Number(x[1])); continue; }
        if (!inCode) continue;
        if (sw) {
            if ((x = line.match(/^ +(-?\d+): (\d+)$/))) { sw.cases.push({ match: Number(x[1]), target: Number(x[2]) }); continue; }
            if ((x = line.match(/^ +default: (\d+)$/))) { sw.defaultTarget = Number(x[1]); continue; }
            if (/^ +}$/.test(line)) { sw = null; continue; }
        }
        if ((x = line.match(/^ +(\d+): (\w+)\s*([^/]*?)\s*(?:\/\/ ([^]*))?$/))) {
            // javap calls wide forms iinc_w, iload_w...; the view, as the JVMS, "wide iinc"
            const mnemonic = /^([ilfda](load|store)|iinc|ret)_w$/.test(x[2]) ? `wide ${x[2].slice(0, -2)}` : x[2];
            const ins = { offset: Number(x[1]), mnemonic, args: x[3].replace(/\{.*$/, '').trim(), comment: x[4] || null };
            m.instructions.push(ins);
            if (ins.mnemonic === 'tableswitch' || ins.mnemonic === 'lookupswitch') { sw = ins; ins.cases = []; }
        }
    }
    return methods;
}

// What the view resolves javap's comment to: "Method java/io/PrintStream.println:(...)V" ->
// "java/io/PrintStream.println(...)V"; javap leaves out the owner when it is the class itself.
function javapMember(comment, owner) {
    const m = comment.match(/^(Method|InterfaceMethod|Field) (.*)$/);
    let text = m[2].replace(/"/g, '');
    const colon = text.indexOf(':');
    if (!text.slice(0, colon).includes('.')) text = `${owner}.${text}`;
    return m[1] === 'Field' ? text : text.replace(/:\(/, '(');
}

export function compareMethod(className, mine, theirs) {
    const where = `${className}.${mine.methodName}${mine.signature}`;
    assert.ok(theirs, `javap has no ${where}`);
    assert.equal(mine.error, undefined, `${where}: ${mine.error}`);
    assert.equal(mine.maxLocals, theirs.locals, `${where}: max locals`);
    assert.equal(mine.maxStack, theirs.stack, `${where}: max stack`);
    assert.deepEqual(mine.instructions.map((i) => `${i.offset}: ${i.mnemonic}`), theirs.instructions.map((i) => `${i.offset}: ${i.mnemonic}`), where);
    theirs.instructions.forEach((j, k) => {
        const i = mine.instructions[k];
        const at = `${where} at ${i.offset} (${i.mnemonic} ${j.args} // ${j.comment})`;
        const cp = j.args.match(/^#(\d+)/);
        if (cp) assert.equal(i.cpIndex, Number(cp[1]), at);
        if (j.comment && /^(Method|InterfaceMethod|Field) /.test(j.comment)) assert.equal(i.operands, javapMember(j.comment, className), at);
        else if (j.comment && /^class /.test(j.comment)) {
            const name = j.comment.slice(6).replace(/"/g, '');
            assert.equal(i.operands.replace(/ dimensions \d+$/, '').replace(/^#\d+ = class /, ''), name, at);
        } else if (j.comment && /^InvokeDynamic /.test(j.comment)) assert.equal(i.operands, j.comment.slice(14).replace(/:\(/, '('), at);
        else if (j.comment && /^(int|long|float|double) /.test(j.comment)) {
            const [, type, v] = j.comment.match(/^(\w+) (.*?)[lfd]?$/);
            if (type === 'long') assert.equal(BigInt(i.value), BigInt(v), at);
            else if (/^-?[\d.E-]+$/.test(v)) assert.equal(Number(i.value), type === 'float' ? Math.fround(Number(v)) : Number(v), at);
        } else if (j.comment && /^String /.test(j.comment) && !j.comment.includes('\\')) {
            // (javap's lines lose their trailing spaces)
            assert.equal(JSON.parse(i.operands.replace(/^#\d+ = /, '')).trimEnd(), j.comment.slice(7), at);
        }
        if (/^(if|goto|jsr)/.test(j.mnemonic)) assert.equal(i.target, Number(j.args), at);
        if (j.cases) {
            assert.deepEqual(i.cases, j.cases, at);
            assert.equal(i.defaultTarget, j.defaultTarget, at);
        }
        if (j.mnemonic.replace(/^wide /, '') === 'iinc') assert.equal(`${i.local.slot}, ${i.increment}`, j.args, at);
        if (/^(wide )?([ilfda](load|store)|ret)$/.test(j.mnemonic)) assert.equal(i.local.slot, Number(j.args), at);
        if (/^[bs]ipush$/.test(j.mnemonic)) assert.equal(i.value, Number(j.args), at);
        if (j.mnemonic === 'newarray') assert.equal(i.operands, j.args, at);
        if (j.mnemonic === 'multianewarray') assert.equal(i.dimensions, Number(j.args.split(',')[1]), at);
    });
}
