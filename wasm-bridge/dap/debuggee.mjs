// debuggee.mjs: the process in which the Debug Adapter Protocol adapter (adapter.mjs) runs the
// program: the WebAssembly VM with the bridge's Debugger (wasm-bridge/debugger/debugger.mjs), driven
// over Node's IPC channel. The program's stdout and stderr are this process's, which the adapter reads
// from pipes and reports as output events.
//
//   node wasm-bridge/dap/debuggee.mjs <java arguments...>       (spawned with an 'ipc' channel)
//
// $VITRINE_DAP_SETUP holds the Debugger calls the client asked for before the program started (JSON
// [{ method, args }]): they are made in the OnLoad phase, so breakpoints bind as classes load.
// Messages from the adapter: { id, method, args } calls a Debugger method; answers are { id, result }
// or { id, error }. The Debugger's events go to the adapter as { event, body }.
import { Debugger } from '../debugger/debugger.mjs';
import { startVitrine } from '../node-vm.mjs';

const EVENTS = ['stopped', 'continued', 'thread', 'output', 'breakpoint', 'exited'];

// A value the IPC channel can carry: JVMTI handles dropped, jlongs as numbers.
function plain(v) {
    if (typeof v === 'bigint') return Number(v);
    if (Array.isArray(v)) return v.map(plain);
    if (v && typeof v === 'object') {
        if (typeof v.release === 'function') return undefined;  // a Handle
        const out = {};
        for (const [k, x] of Object.entries(v)) {
            const p = plain(x);
            if (p !== undefined) out[k] = p;
        }
        return out;
    }
    return v;
}

let dbg = null;

process.on('message', (msg) => {
    if (!msg || typeof msg.id !== 'number') return;
    try {
        if (!dbg || typeof dbg[msg.method] !== 'function' || msg.method === 'on' || msg.method === 'emit') {
            throw new Error(`no debugger request ${msg.method}`);
        }
        process.send({ id: msg.id, result: plain(dbg[msg.method](...(msg.args || []))) });
    } catch (e) {
        process.send({ id: msg.id, error: e && e.message ? e.message : String(e) });
    }
});

// The requests the client made before the program started (breakpoints, exception filters), in
// their order, so that the Debugger numbers the breakpoints as the adapter told the client.
const setup = JSON.parse(process.env.VITRINE_DAP_SETUP || '[]');

await startVitrine(process.argv.slice(2), {
    stdin: null,
    onExit: (status) => { process.exitCode = status; process.disconnect?.(); },
    jvmti(bridge) {
        dbg = new Debugger(bridge);
        for (const ev of EVENTS) dbg.on(ev, (body) => process.send({ event: ev, body: plain(body) }));
        for (const { method, args } of setup) dbg[method](...args);
    },
});
