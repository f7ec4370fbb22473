// bytecode-view.mjs: the data of the debugger's bytecode view: a stopped frame's method as instructions
// (bytecode.mjs over GetBytecodes and the class's GetConstantPool), the current instruction and line,
// the method's max locals and max stack, and the frame's locals with their values. Plain JSON-able data.
import { ConstantPool } from './constant-pool.mjs';
import { disassemble } from './bytecode.mjs';
import { parseFrameRef } from './values.mjs';

/** The disassembly of `method` (a jmethodID), cached per method: { className, methodName, signature,
    source, maxLocals, argumentsSize, maxStack, instructions }. */
export function methodBytecode(dbg, method) {
    if (!dbg.bytecodeCache) dbg.bytecodeCache = new Map();
    if (dbg.bytecodeCache.has(method)) return dbg.bytecodeCache.get(method);
    const j = dbg.jvmti;
    for (const c of ['can_get_bytecodes', 'can_get_constant_pool']) {
        if (!dbg.capabilities[c]) throw new Error(`the bytecode view needs ${c}, which this VM does not offer`);
    }
    const info = dbg.info(method);
    const modifiers = j.getMethodModifiers(method);
    if (modifiers & 0x0100) throw new Error(`${info.className}.${info.name} is a native method: it has no bytecode`);
    if (modifiers & 0x0400) throw new Error(`${info.className}.${info.name} is abstract: it has no bytecode`);
    const pool = constantPool(dbg, info.klass, info.className);
    let table = [];
    try { table = j.getLocalVariableTable(method); } catch { table = []; }
    const code = j.getBytecodes(method);
    const { instructions, maxStack } = disassemble(code, pool, { lineOf: (offset) => dbg.lineOf(method, offset), locals: table });
    const result = {
        className: info.className, methodName: info.name, signature: info.signature, source: info.source,
        maxLocals: j.getMaxLocals(method), argumentsSize: j.getArgumentsSize(method), maxStack, codeLength: code.length, instructions,
    };
    dbg.bytecodeCache.set(method, result);
    return result;
}

// The parsed constant pool of a class (cached by class name: a class's pool does not change).
function constantPool(dbg, klass, className) {
    if (!dbg.constantPools) dbg.constantPools = new Map();
    let pool = dbg.constantPools.get(className);
    if (!pool) {
        const { constantPoolCount, constantPoolBytes } = dbg.jvmti.getConstantPool(klass);
        pool = ConstantPool.parse(constantPoolCount, constantPoolBytes);
        dbg.constantPools.set(className, pool);
    }
    return pool;
}

/** The bytecode view of frame `frameId` of a stopped thread: the method's disassembly, the current
    offset and line, and the locals live there ({ slot, name, type, value, variablesReference }). */
export function frameBytecode(dbg, frameId) {
    if (!Number.isInteger(frameId) || frameId < 1) throw new TypeError(`no frame ${frameId}: a frame id is a number stackTrace gives`);
    const { threadId, depth } = parseFrameRef(frameId);
    const thread = dbg.thread(threadId);
    if (!dbg.stops.has(threadId)) throw new Error(`thread ${threadId} is not stopped`);
    const { method, location } = dbg.jvmti.getFrameLocation(thread, depth);
    const m = methodBytecode(dbg, method);
    const locals = dbg.values.locals(threadId, depth).map((l) => ({
        slot: l.slot, ...dbg.values.describe(l.name, dbg.values.readLocal(thread, depth, l), l.signature),
    }));
    return {
        frameId, ...m, currentOffset: location, currentLine: dbg.lineOf(method, location),
        currentIndex: m.instructions.findIndex((i) => i.offset === location),
        locals,
        operandStack: { available: false, reason: 'JVMTI has no function that reads a frame\'s operand stack; each instruction\'s stackBefore gives its depth' },
    };
}
