// collections-client.mjs: stops node-tests/bridge/java/Shelves.java at its STOP line through the
// debugger API and prints every local as the variables view shows it, with its children (elements,
// entries, the first page of a long list), for node-tests/debugger-collections.test.mjs.
import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const say = (s) => writeFd(1, `${s}\n`);

export default function onLoad(bridge) {
    const dbg = new Debugger(bridge);
    dbg.setBreakpoints('Shelves.java', [{ line: Number(process.env.SHELVES_STOP_LINE) }]);
    dbg.on('stopped', ({ threadId }) => {
        const frame = dbg.stackTrace(threadId)[0];
        for (const v of dbg.variables(dbg.scopes(frame.id)[0].variablesReference)) {
            say(`${v.name}: ${v.value}`);
            if (!v.variablesReference || v.name === 'args') continue;
            const children = dbg.variables(v.variablesReference);
            const shown = children.filter((c) => c.name !== '[fields]');
            say(`  ${shown.slice(0, 6).map((c) => `${c.name}=${c.value}`).join(' ')}${shown.length > 6 ? ` ... (${shown.length} shown)` : ''}`);
            const more = shown.find((c) => c.name === '...');
            if (more) say(`  next page: ${dbg.variables(more.variablesReference).slice(0, 3).map((c) => `${c.name}=${c.value}`).join(' ')}`);
            if (children.some((c) => c.name === '[fields]') && v.name === 'list') {
                const raw = dbg.variables(children.find((c) => c.name === '[fields]').variablesReference);
                say(`  [fields] ${raw.map((c) => c.name).join(' ')}`);
            }
        }
        dbg.continue(threadId);
    });
}
