// bytecode.mjs: a method's code (JVMTI's GetBytecodes) as instructions a person reads: offset,
// mnemonic, operands resolved through the class's constant pool (constant-pool.mjs), branch targets,
// switch tables, local variable slots with their names; and the operand stack's depth before each
// instruction with the method's max stack, worked out from the code (JVMTI gives neither the operand
// stack nor max_stack). The opcodes are the Java 17 instruction set (JVMS chapter 6).

// Operand shapes: b (signed byte), s (signed short), cp1/cp2 (constant pool index), local (slot),
// iinc, br2/br4 (branch offset), table/lookup (switches), iface (invokeinterface), indy, atype, multi, wide.
// Stack effects in slots (long and double take two): a number, or a function of the instruction.
const OPS = [];
function op(code, name, shape = null, effect = 0, flow = 'next') { OPS[code] = { code, name, shape, effect, flow }; }

op(0, 'nop'); op(1, 'aconst_null', null, 1);
['iconst_m1', 'iconst_0', 'iconst_1', 'iconst_2', 'iconst_3', 'iconst_4', 'iconst_5'].forEach((n, i) => op(2 + i, n, null, 1));
op(9, 'lconst_0', null, 2); op(10, 'lconst_1', null, 2);
op(11, 'fconst_0', null, 1); op(12, 'fconst_1', null, 1); op(13, 'fconst_2', null, 1);
op(14, 'dconst_0', null, 2); op(15, 'dconst_1', null, 2);
op(16, 'bipush', 'b', 1); op(17, 'sipush', 's', 1);
op(18, 'ldc', 'cp1', 1); op(19, 'ldc_w', 'cp2', 1); op(20, 'ldc2_w', 'cp2', 2);
const TYPES = ['i', 'l', 'f', 'd', 'a'];
const SIZE = { i: 1, l: 2, f: 1, d: 2, a: 1 };
TYPES.forEach((t, i) => op(21 + i, `${t}load`, 'local', SIZE[t]));
TYPES.forEach((t, i) => { for (let n = 0; n < 4; n++) op(26 + i * 4 + n, `${t}load_${n}`, null, SIZE[t]); });
['iaload', 'laload', 'faload', 'daload', 'aaload', 'baload', 'caload', 'saload'].forEach((n, i) => op(46 + i, n, null, [-1, 0, -1, 0, -1, -1, -1, -1][i]));
TYPES.forEach((t, i) => op(54 + i, `${t}store`, 'local', -SIZE[t]));
TYPES.forEach((t, i) => { for (let n = 0; n < 4; n++) op(59 + i * 4 + n, `${t}store_${n}`, null, -SIZE[t]); });
['iastore', 'lastore', 'fastore', 'dastore', 'aastore', 'bastore', 'castore', 'sastore'].forEach((n, i) => op(79 + i, n, null, [-3, -4, -3, -4, -3, -3, -3, -3][i]));
op(87, 'pop', null, -1); op(88, 'pop2', null, -2); op(89, 'dup', null, 1); op(90, 'dup_x1', null, 1); op(91, 'dup_x2', null, 1);
op(92, 'dup2', null, 2); op(93, 'dup2_x1', null, 2); op(94, 'dup2_x2', null, 2); op(95, 'swap');
['add', 'sub', 'mul', 'div', 'rem'].forEach((n, i) => ['i', 'l', 'f', 'd'].forEach((t, j) => op(96 + i * 4 + j, `${t}${n}`, null, -SIZE[t])));
['i', 'l', 'f', 'd'].forEach((t, j) => op(116 + j, `${t}neg`));
['shl', 'shr', 'ushr'].forEach((n, i) => { op(120 + i * 2, `i${n}`, null, -1); op(121 + i * 2, `l${n}`, null, -1); });
['and', 'or', 'xor'].forEach((n, i) => { op(126 + i * 2, `i${n}`, null, -1); op(127 + i * 2, `l${n}`, null, -2); });
op(132, 'iinc', 'iinc');
[['i2l', 1], ['i2f', 0], ['i2d', 1], ['l2i', -1], ['l2f', -1], ['l2d', 0], ['f2i', 0], ['f2l', 1], ['f2d', 1], ['d2i', -1], ['d2l', 0],
    ['d2f', -1], ['i2b', 0], ['i2c', 0], ['i2s', 0]].forEach(([n, e], i) => op(133 + i, n, null, e));
op(148, 'lcmp', null, -3); op(149, 'fcmpl', null, -1); op(150, 'fcmpg', null, -1); op(151, 'dcmpl', null, -3); op(152, 'dcmpg', null, -3);
['ifeq', 'ifne', 'iflt', 'ifge', 'ifgt', 'ifle'].forEach((n, i) => op(153 + i, n, 'br2', -1, 'branch'));
['if_icmpeq', 'if_icmpne', 'if_icmplt', 'if_icmpge', 'if_icmpgt', 'if_icmple', 'if_acmpeq', 'if_acmpne'].forEach((n, i) => op(159 + i, n, 'br2', -2, 'branch'));
op(167, 'goto', 'br2', 0, 'jump'); op(168, 'jsr', 'br2', 1, 'branch'); op(169, 'ret', 'local', 0, 'end');
op(170, 'tableswitch', 'table', -1, 'switch'); op(171, 'lookupswitch', 'lookup', -1, 'switch');
['ireturn', 'lreturn', 'freturn', 'dreturn', 'areturn'].forEach((n, i) => op(172 + i, n, null, -SIZE[TYPES[i]], 'end'));
op(177, 'return', null, 0, 'end');
op(178, 'getstatic', 'cp2', (i) => slots(i.member.descriptor));
op(179, 'putstatic', 'cp2', (i) => -slots(i.member.descriptor));
op(180, 'getfield', 'cp2', (i) => slots(i.member.descriptor) - 1);
op(181, 'putfield', 'cp2', (i) => -slots(i.member.descriptor) - 1);
const invoke = (receiver) => (i) => { const { args, ret } = methodSlots(i.member.descriptor); return ret - args - (receiver ? 1 : 0); };
op(182, 'invokevirtual', 'cp2', invoke(true)); op(183, 'invokespecial', 'cp2', invoke(true)); op(184, 'invokestatic', 'cp2', invoke(false));
op(185, 'invokeinterface', 'iface', invoke(true)); op(186, 'invokedynamic', 'indy', invoke(false));
op(187, 'new', 'cp2', 1); op(188, 'newarray', 'atype'); op(189, 'anewarray', 'cp2'); op(190, 'arraylength');
op(191, 'athrow', null, -1, 'end'); op(192, 'checkcast', 'cp2'); op(193, 'instanceof', 'cp2');
op(194, 'monitorenter', null, -1); op(195, 'monitorexit', null, -1); op(196, 'wide', 'wide');
op(197, 'multianewarray', 'multi', (i) => 1 - i.dimensions);
op(198, 'ifnull', 'br2', -1, 'branch'); op(199, 'ifnonnull', 'br2', -1, 'branch');
op(200, 'goto_w', 'br4', 0, 'jump'); op(201, 'jsr_w', 'br4', 1, 'branch');

const ARRAY_TYPES = { 4: 'boolean', 5: 'char', 6: 'float', 7: 'double', 8: 'byte', 9: 'short', 10: 'int', 11: 'long' };

/** The mnemonic of an opcode (undefined for one the Java 17 instruction set does not have). */
export const mnemonic = (code) => OPS[code] && OPS[code].name;

// Slots of a field descriptor's value.
function slots(descriptor) { return descriptor === 'J' || descriptor === 'D' ? 2 : descriptor === 'V' ? 0 : 1; }

// Argument and return slots of a method descriptor.
function methodSlots(descriptor) {
    let args = 0;
    let i = 1;
    while (descriptor[i] !== ')') {
        const c = descriptor[i];
        if (c === 'J' || c === 'D') { args += 2; i++; continue; }
        args++;
        while (descriptor[i] === '[') i++;
        i = descriptor[i] === 'L' ? descriptor.indexOf(';', i) + 1 : i + 1;
    }
    return { args, ret: slots(descriptor.slice(i + 1)) };
}

/**
 * Disassembles `code` (a Uint8Array). `pool`: a ConstantPool; `lineOf(offset)` the source line (-1 when
 * unknown); `locals`: the LocalVariableTable ([{ slot, name, startLocation, length }]) for local names.
 * Returns { instructions: [{ offset, opcode, mnemonic, operands (text), line, stackBefore, ...details }],
 * maxStack }. Details: cpIndex, target (branches), cases and defaultTarget (switches), local { slot,
 * name }, increment (iinc). Throws on an opcode Java 17 does not have or code cut short.
 */
export function disassemble(code, pool, { lineOf = () => -1, locals = [] } = {}) {
    const dv = new DataView(code.buffer, code.byteOffset, code.byteLength);
    const out = [];
    let p = 0;
    while (p < code.length) {
        const offset = p;
        const opcode = code[p++];
        let o = OPS[opcode];
        if (!o) throw new Error(`bytecode at ${offset}: opcode ${opcode} is not a Java 17 instruction`);
        const ins = { offset, opcode, mnemonic: o.name, operands: '', line: lineOf(offset) };
        const need = (n) => { if (p + n > code.length) throw new Error(`bytecode at ${offset}: ${o.name} is cut short`); };
        const u1 = () => { need(1); return code[p++]; };
        const u2 = () => { need(2); const v = dv.getUint16(p); p += 2; return v; };
        const s4 = () => { need(4); const v = dv.getInt32(p); p += 4; return v; };
        const localOperand = (slot) => {
            const name = localName(locals, slot, offset, p);
            ins.local = { slot, name };
            return name ? `${slot} (${name})` : String(slot);
        };
        const constant = (index) => {
            ins.cpIndex = index;
            const e = pool.entry(index);
            if (['Fieldref', 'Methodref', 'InterfaceMethodref'].includes(e.tag)) {
                ins.member = pool.member(index);
                return pool.text(index);
            }
            if (e.tag === 'Class') return pool.className(index);
            if (e.tag === 'Dynamic') ins.member = { descriptor: pool.nameAndType(e.nameAndType).descriptor };
            return `#${index} = ${pool.text(index)}`;
        };
        switch (o.shape) {
            case 'b': { need(1); const v = dv.getInt8(p++); ins.operands = String(v); ins.value = v; break; }
            case 's': { need(2); const v = dv.getInt16(p); p += 2; ins.operands = String(v); ins.value = v; break; }
            case 'cp1': ins.operands = constant(u1()); break;
            case 'cp2': ins.operands = constant(u2()); break;
            case 'local': ins.operands = localOperand(u1()); break;
            case 'iinc': { const slot = u1(); need(1); const by = dv.getInt8(p++); ins.increment = by; ins.operands = `${localOperand(slot)} by ${by}`; break; }
            case 'br2': { need(2); ins.target = offset + dv.getInt16(p); p += 2; ins.operands = `-> ${ins.target}`; break; }
            case 'br4': ins.target = offset + s4(); ins.operands = `-> ${ins.target}`; break;
            case 'table': case 'lookup': {
                p = (p + 3) & ~3; // padding to a multiple of four from the method's start
                ins.defaultTarget = offset + s4();
                ins.cases = [];
                if (o.shape === 'table') {
                    const low = s4(), high = s4();
                    if (high < low) throw new Error(`bytecode at ${offset}: tableswitch with high ${high} below low ${low}`);
                    for (let m = low; m <= high; m++) ins.cases.push({ match: m, target: offset + s4() });
                } else {
                    const n = s4();
                    if (n < 0) throw new Error(`bytecode at ${offset}: lookupswitch with ${n} pairs`);
                    for (let k = 0; k < n; k++) ins.cases.push({ match: s4(), target: offset + s4() });
                }
                ins.operands = `{ ${ins.cases.map((c) => `${c.match}: ${c.target}`).join(', ')}${ins.cases.length ? ', ' : ''}default: ${ins.defaultTarget} }`;
                break;
            }
            case 'iface': ins.operands = constant(u2()); ins.count = u1(); u1(); break;
            case 'indy': {
                const index = u2();
                u2();
                ins.cpIndex = index;
                const e = pool.entry(index, 'InvokeDynamic');
                const n = pool.nameAndType(e.nameAndType);
                ins.member = n;
                ins.operands = `#${e.bootstrap}:${n.name}${n.descriptor}`;
                break;
            }
            case 'atype': { const t = u1(); ins.operands = ARRAY_TYPES[t] || `type ${t}`; break; }
            case 'multi': { ins.operands = constant(u2()); ins.dimensions = u1(); ins.operands += ` dimensions ${ins.dimensions}`; break; }
            case 'wide': {
                const inner = u1();
                o = OPS[inner];
                if (!o || !(o.shape === 'local' || o.shape === 'iinc')) throw new Error(`bytecode at ${offset}: wide ${inner} is not an instruction wide modifies`);
                ins.mnemonic = `wide ${o.name}`;
                ins.wideOf = inner;
                const slot = u2();
                if (o.shape === 'iinc') {
                    need(2);
                    ins.increment = dv.getInt16(p);
                    p += 2;
                    ins.operands = `${localOperand(slot)} by ${ins.increment}`;
                } else ins.operands = localOperand(slot);
                break;
            }
            default: break;
        }
        if (ins.mnemonic === 'ldc' || ins.mnemonic === 'ldc_w' || ins.mnemonic === 'ldc2_w') ins.value = pool.entry(ins.cpIndex).value;
        ins.op = o; // for the stack depths (after `wide`, the operation it modifies); taken off below
        out.push(ins);
    }
    const maxStack = stackDepths(out);
    for (const ins of out) {
        delete ins.op;
        if (typeof ins.value === 'bigint') ins.value = ins.value.toString();
        if (typeof ins.value === 'number' && !Number.isFinite(ins.value)) ins.value = String(ins.value);
    }
    return { instructions: out, maxStack };
}

// The name of local `slot` around the instruction at `offset` (next: the following instruction's offset;
// a store's variable starts there).
function localName(locals, slot, offset, next) {
    const v = locals.find((l) => l.slot === slot && offset >= l.startLocation && offset < l.startLocation + l.length)
        || locals.find((l) => l.slot === slot && l.startLocation === next);
    return v ? v.name : null;
}

// Sets each instruction's stackBefore (slots on the operand stack before it runs) by following the
// control flow from offset 0; code no path reaches from there is an exception handler (JVMTI does
// not give the exception table), entered with the exception on the stack. Returns the max stack.
function stackDepths(instructions) {
    const at = new Map(instructions.map((ins, i) => [ins.offset, i]));
    const depth = new Array(instructions.length).fill(undefined);
    let max = 0;
    const work = [];
    const reach = (offset, d) => {
        const i = at.get(offset);
        if (i === undefined) throw new Error(`a branch goes to ${offset}, which is not the start of an instruction`);
        if (depth[i] !== undefined) return;
        depth[i] = d;
        work.push(i);
    };
    const effect = (ins) => (typeof ins.op.effect === 'function' ? ins.op.effect(ins) : ins.op.effect);
    let seed = 0;
    let seedDepth = 0;
    while (seed !== -1) {
        reach(instructions[seed].offset, seedDepth);
        while (work.length) {
            const i = work.pop();
            const ins = instructions[i];
            const after = depth[i] + effect(ins);
            max = Math.max(max, depth[i], after);
            const flow = ins.op.flow;
            if (flow === 'branch' || flow === 'jump') reach(ins.target, after);
            if (flow === 'switch') {
                reach(ins.defaultTarget, after);
                for (const c of ins.cases) reach(c.target, after);
            }
            if ((flow === 'next' || flow === 'branch') && i + 1 < instructions.length) {
                // after a jsr the subroutine's ret comes back with the return address popped
                reach(instructions[i + 1].offset, ins.op.name.startsWith('jsr') ? depth[i] : after);
            }
        }
        seed = depth.findIndex((d) => d === undefined);
        seedDepth = 1;
    }
    instructions.forEach((ins, i) => { ins.stackBefore = depth[i]; });
    return max;
}
