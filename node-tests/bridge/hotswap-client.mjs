// hotswap-client.mjs: fix and continue through the debugger API (node-tests/debugger-hotswap.test.mjs):
// stops node-tests/bridge/java/HotSwap.java at its STOP line, and at the second stop gives the class the
// bytes of its fixed version (HOTSWAP_CLASS_FILE), after a class file the VM must refuse, then moves the
// breakpoint to the statement's line in the new source, as an editor would.
import { readFileSync } from 'node:fs';

import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, `${s}\n`);

export default function onLoad(bridge) {
    const dbg = new Debugger(bridge);
    let stops = 0;
    dbg.setBreakpoints('HotSwap.java', [{ line: Number(process.env.HOTSWAP_STOP_LINE) }]);
    dbg.on('stopped', ({ threadId }) => {
        const frame = dbg.stackTrace(threadId)[0];
        say(`stopped in ${frame.name} at line ${frame.line}`);
        if (++stops === 2) {
            const bytes = new Uint8Array(readFileSync(process.env.HOTSWAP_CLASS_FILE));
            try {
                dbg.hotSwap('HotSwap', bytes.slice(0, 100));
                say('FAILED a truncated class file was taken');
            } catch (e) {
                say(`a truncated class file: ${e.error}`);
            }
            dbg.hotSwap('HotSwap', bytes);
            const after = dbg.stackTrace(threadId)[0];
            say(`hot swapped; main now at line ${after.line}`);
            // the breakpoint bound again at its line of the new code (now the loop's first line); the
            // editor then moves it to where its statement went
            const bound = [...dbg.breakpoints.values()].flatMap((b) => b.locations.map((l) => `line ${l.line} location ${l.location}`));
            say(`breakpoint bound again: ${bound.join(', ')}`);
            const moved = dbg.setBreakpoints('HotSwap.java', [{ line: Number(process.env.HOTSWAP_STOP_LINE) + 1 }]);
            say(`breakpoint moved to line ${moved[0].line}`);
        }
        dbg.continue(threadId);
    });
}
