// session-client.mjs: a scripted debugging session through the bridge's debugger API
// (wasm-bridge/debugger/debugger.mjs) over node-tests/bridge/java/Walk.java, run by
// node-tests/bridge/run.mjs; it prints what a person would see at each stop (node-tests/debugger.test.mjs
// compares the transcript).
import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, `${s}\n`);

export default function onLoad(bridge) {
    const dbg = new Debugger(bridge);
    const bps = dbg.setBreakpoints('Walk.java', [{ line: 17, condition: 'i == 2' }, { line: 18 }, { line: 9, logMessage: 'adding {n.value}' }, { line: 11 }]);
    say(`breakpoints ${bps.map((b) => `${b.line}:${b.verified ? 'bound' : 'pending'}`).join(' ')}`);
    dbg.on('breakpoint', ({ breakpoint: b, reason }) => say(`breakpoint ${b.id} ${reason} line ${b.line}${b.line !== b.requestedLine ? ` (asked ${b.requestedLine})` : ''}`));
    dbg.on('output', ({ output }) => writeFd(1, `log: ${output}`));
    const where = (tid) => {
        const f = dbg.stackTrace(tid)[0];
        return `${f.name}:${f.line}`;
    };
    const locals = (tid) => dbg.variables(dbg.scopes(dbg.stackTrace(tid)[0].id)[0].variablesReference)
        .map((v) => `${v.name}=${v.value}`).join(' ');
    const script = [
        (tid) => { // the conditional breakpoint in main's loop, i == 2
            say(`  threads ${dbg.threads().filter((t) => t.name === 'main').map((t) => `${t.name}:${t.state}`).join(' ')}`);
            say(`  locals ${locals(tid)}`);
            const frame = dbg.stackTrace(tid)[0].id;
            const head = dbg.variables(dbg.scopes(frame)[0].variablesReference).find((v) => v.name === 'head');
            say(`  head ${head.type}: ${dbg.variables(head.variablesReference).map((v) => `${v.name}=${v.value}`).join(' ')}`);
            say(`  evaluate head.next.value + 1 = ${dbg.evaluate(frame, 'head.next.value + 1').value}`);
            dbg.continue(tid);
        },
        (tid) => { say(`  locals ${locals(tid)}`); dbg.stepIn(tid); },   // line 18: into sum
        (tid) => { dbg.next(tid); },                                     // sum: total = 0
        (tid) => { dbg.next(tid); },                                     // while
        (tid) => { say(`  stack ${dbg.stackTrace(tid).map((f) => `${f.methodName}:${f.line}`).join(' < ')}`); dbg.stepOut(tid); },
        (tid) => { // the breakpoint asked for line 11 (no code), moved to 12, interrupts the step out
            say(`  evaluate total = ${dbg.evaluate(dbg.stackTrace(tid)[0].id, 'total').value}`);
            dbg.stepOut(tid);
        },
        (tid) => { say(`  locals ${locals(tid)}`); dbg.next(tid); },     // back in main, after the call
        (tid) => { // line 19
            say(`  set s = 100: ${dbg.setVariable(dbg.stackTrace(tid)[0].id, 's', '100').value}`);
            dbg.setExceptionBreakpoints({ caught: true });
            dbg.continue(tid);
        },
        (tid, e) => { // the exception in fail()
            const stack = dbg.stackTrace(tid);
            say(`  exception ${e.text} (${e.description}) stack ${stack.map((f) => `${f.methodName}:${f.line}`).join(' < ')}`);
            const caller = stack[1].id;
            say(`  in main: word=${dbg.evaluate(caller, 'word').value} squares[3]=${dbg.evaluate(caller, 'squares[3]').value} squares.length * 2 = ${dbg.evaluate(caller, 'squares.length * 2').value}`);
            say(`  calls: ${['word.substring(1, 3)', 'word.length() * 2', 'word.indexOf("l")', 'word.charAt(9)'].map((x) => {
                try { return `${x} = ${dbg.evaluate(caller, x).value}`; } catch (err) { return `${x}: ${err.message}`; }
            }).join(' ')}`);
            dbg.setExceptionBreakpoints({});
            dbg.continue(tid);
        },
    ];
    dbg.on('stopped', (e) => {
        say(`stopped (${e.reason}${e.hitBreakpointIds ? ` ${e.hitBreakpointIds.join(',')}` : ''}) at ${where(e.threadId)}`);
        const next = script.shift();
        if (next) next(e.threadId, e);
        else dbg.continue(e.threadId);
    });
    dbg.on('exited', () => say('exited'));
}
