// threads-client.mjs: the debugger's threads view (wasm-bridge/debugger/thread-states.mjs) over
// node-tests/bridge/java/Deadlock.java, run by node-tests/bridge/run.mjs: where main calls settled(),
// every thread with its state, monitor and owner, the deadlocks, and the forks' object ids (the
// class's static fields) to check the monitors against; one JSON line each ("<what> <json>") for
// node-tests/debugger-views.test.mjs.
import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const print = (what, value) => writeFd(1, `${what} ${JSON.stringify(value)}\n`);

export default function onLoad(bridge) {
    const dbg = new Debugger(bridge);
    let watched = false;
    dbg.setBreakpoints('Deadlock.java', [{ line: 51 }]);
    dbg.on('stopped', ({ threadId }) => {
        try {
            if (!watched) {
                watched = true;
                print('threads', dbg.threadDetails());
                print('deadlocks', dbg.deadlocks());
                print('statics', dbg.classDetails('Deadlock').fields);
            }
        } catch (err) {
            print('client-error', { message: err.message, stack: err.stack });
        }
        dbg.continue(threadId);
    });
}
