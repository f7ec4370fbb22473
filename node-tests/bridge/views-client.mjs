// views-client.mjs: the debugger's views for learning (wasm-bridge/debugger/) over
// node-tests/bridge/java/Views.java, run by node-tests/bridge/run.mjs. It prints one JSON line per
// result ("<what> <json>"), which node-tests/debugger-views.test.mjs checks against the program's
// source and against javap: the objects picture at two stops (a change between them), one cut short,
// the frame's bytecode, the disassembly of every method of a few classes, the class browser, the heap
// histogram, steps of one instruction, and the event log between two stops.
import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';
import { methodBytecode } from '../../wasm-bridge/debugger/bytecode-view.mjs';
import { findClass } from '../../wasm-bridge/debugger/class-details.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const print = (what, value) => writeFd(1, `${what} ${JSON.stringify(value)}\n`);
const DISASSEMBLED = (process.env.VIEWS_DISASSEMBLE || 'Views,Views$Node,java/util/ArrayList,java/lang/String').split(',');

export default function onLoad(bridge) {
    const dbg = new Debugger(bridge);
    dbg.setBreakpoints('Views.java', [{ line: 71 }, { line: 73 }]);
    const log = [];
    dbg.on('jvmti', (row) => log.push(row));
    const frame0 = (tid) => dbg.stackTrace(tid)[0].id;
    const attempt = (f) => { try { return f(); } catch (e) { return { error: e.message }; } };
    const script = [
        (tid) => { // line 71, before the first marker()
            print('graph1', dbg.objectGraph(tid, { maxElements: 10 }));
            print('graph-cut', dbg.objectGraph(tid, { maxObjects: 3 }));
            print('frame-bytecode', dbg.bytecode(frame0(tid)));
            for (const name of DISASSEMBLED) {
                const klass = findClass(dbg, name);
                for (const m of dbg.jvmti.getClassMethods(klass)) {
                    const mods = dbg.jvmti.getMethodModifiers(m);
                    if (mods & 0x0500) continue; // native, abstract: no code
                    const { name: methodName, signature } = dbg.jvmti.getMethodName(m);
                    print('method', { className: name, methodName, signature, ...attempt(() => methodBytecode(dbg, m)) });
                }
                klass.release();
            }
            print('class', dbg.classDetails('Views'));
            print('class', dbg.classDetails('Views.Node'));
            print('class-missing', attempt(() => dbg.classDetails('NoSuchClass')));
            print('histogram', dbg.heapHistogram());
            print('instances', dbg.instancesOf('Views.Node', { max: 3 }));
            print('bad-input', [
                attempt(() => dbg.objectGraph(999)), attempt(() => dbg.objectGraph(tid, { maxObjects: -1 })), attempt(() => dbg.bytecode(0)),
                attempt(() => dbg.bytecode(frame0(tid) + 50)), attempt(() => dbg.instancesOf('Nope')),
            ]);
            print('native-bytecode', attempt(() => methodBytecode(dbg, dbg.jvmti.getClassMethods(findClass(dbg, 'java/lang/Object'))
                .find((m) => dbg.jvmti.getMethodName(m).name === 'hashCode'))));
            dbg.stepInstruction(tid);
        },
        (tid) => { // one instruction: marker's first
            const b = dbg.bytecode(frame0(tid));
            print('step1', { methodName: b.methodName, currentOffset: b.currentOffset, currentLine: b.currentLine });
            dbg.stepInstruction(tid);
        },
        (tid) => {
            const b = dbg.bytecode(frame0(tid));
            print('step2', { methodName: b.methodName, currentOffset: b.currentOffset, currentLine: b.currentLine });
            print('event-log-on', dbg.setEventLog(true, { events: ['MethodEntry', 'MethodExit'] }));
            dbg.continue(tid);
        },
        (tid) => { // line 73: head.next.value changed
            dbg.setEventLog(false);
            print('graph2', dbg.objectGraph(tid, { maxElements: 10 }));
            print('event-log', log);
            dbg.continue(tid);
        },
    ];
    dbg.on('stopped', (e) => {
        const next = script.shift();
        try {
            if (next) next(e.threadId, e);
            else dbg.continue(e.threadId);
        } catch (err) {
            print('client-error', { message: err.message, stack: err.stack });
            dbg.continue(e.threadId);
        }
    });
}
