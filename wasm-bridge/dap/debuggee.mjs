// debuggee.mjs: the process in which the Debug Adapter Protocol adapter (adapter.mjs) runs the
// program: the WebAssembly VM with the bridge's Debugger (wasm-bridge/debugger/debugger.mjs), driven
// by the adapter over a channel of JSON messages. Two channels:
//
//   node wasm-bridge/dap/debuggee.mjs <java arguments...>      spawned by the adapter (launch) with an
//       'ipc' channel; the program's stdout and stderr, this process's, go to the adapter's pipes
//   node wasm-bridge/bin/vitrine-dap.mjs --debuggee [host:]port [--suspend n] <java arguments...>
//       started by the user (attach): listens on TCP (channel.mjs) for an adapter's attach request;
//       the program's input and output stay the terminal's (listenForAdapter below)
//
// Messages from the adapter: { start: [{ method, args }], stopOnEntry } once, the Debugger calls the
// client asked for before the program runs (breakpoints, exception filters: made in the OnLoad phase,
// so breakpoints bind as classes load), then the program starts (a second adapter's, the program
// running, are made at once); { id, method, args } calls a Debugger method, answered { id, result }
// or { id, error }; { detach: true } lets the program run on without the debugger; { terminate: true }
// ends the process (status 143, as SIGTERM would). To the adapter: { hello: { started,
// nextBreakpointId } } when it connects, the Debugger's events as { event, body }, and
// { exit: status } when the program ends.
import net from 'node:net';
import { fileURLToPath } from 'node:url';

import { lineChannel } from './channel.mjs';
import { Debugger } from '../debugger/debugger.mjs';
import { startVitrine } from '../node-vm.mjs';

const EVENTS = ['stopped', 'continued', 'thread', 'output', 'breakpoint', 'exited'];

// A value a JSON channel can carry: JVMTI handles dropped, jlongs as numbers.
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

/**
 * The program under a Debugger, for one adapter at a time. `send(msg)` reaches the current adapter
 * (dropped while none is connected); `receive(msg)` takes its messages. Options: suspend (wait for the
 * adapter's start message before the program runs, default true), stdin (startVitrine's).
 */
export class Debuggee {
    constructor(javaArgs, { suspend = true, stdin } = {}) {
        this.javaArgs = javaArgs;
        this.stdin = stdin;
        this.dbg = null;
        this.started = false;
        this.ended = false;
        this.send = () => {};
        this.onExit = () => {};
        if (!suspend) this.start([], false);
    }

    hello() {
        return { hello: { started: this.started, nextBreakpointId: this.dbg ? this.dbg.nextBreakpointId : 1 } };
    }

    apply(calls) {
        for (const { method, args } of calls) this.dbg[method](...args);
    }

    start(setup, stopOnEntry) {
        this.started = true;
        startVitrine(this.javaArgs, {
            stdin: this.stdin,
            onExit: (status) => { this.ended = true; process.exitCode = status; this.send({ exit: status }); this.onExit(status); },
            jvmti: (bridge) => {
                this.dbg = new Debugger(bridge);
                for (const ev of EVENTS) this.dbg.on(ev, (body) => this.send({ event: ev, body: plain(body) }));
                if (stopOnEntry) this.dbg.stopOnEntry();
                this.apply(setup);
            },
        }).catch((e) => { // the VM could not start (its build missing, a bad option)
            process.stderr.write(`vitrine-dap: ${e && e.message ? e.message : e}\n`);
            this.ended = true;
            process.exitCode = 1;
            this.send({ exit: 1 });
            this.onExit(1);
        });
    }

    receive(msg) {
        if (!msg || typeof msg !== 'object') return;
        if (msg.start) {
            // a second adapter (after a detach) finds the program running: its setup is made now
            if (!this.started) this.start(msg.start, !!msg.stopOnEntry);
            else if (this.dbg && !this.ended) {
                try { this.apply(msg.start); } catch (e) { process.stderr.write(`vitrine-dap: ${e && e.message ? e.message : e}\n`); }
            }
            return;
        }
        if (msg.detach) {
            if (this.dbg && !this.ended) this.dbg.detach();
            return;
        }
        if (msg.terminate) process.exit(143);
        if (typeof msg.id !== 'number') return;
        try {
            if (!this.dbg || typeof this.dbg[msg.method] !== 'function' || msg.method === 'on' || msg.method === 'emit') {
                throw new Error(`no debugger request ${msg.method}`);
            }
            this.send({ id: msg.id, result: plain(this.dbg[msg.method](...(msg.args || []))) });
        } catch (e) {
            this.send({ id: msg.id, error: e && e.message ? e.message : String(e) });
        }
    }
}

/** `[host:]port` -> { host, port } (host 127.0.0.1 by default; port 0 takes a free one). */
export function parseAddress(text) {
    const m = /^(?:(.*):)?(\d+)$/.exec(String(text));
    if (!m || Number(m[2]) > 65535) throw new Error(`'${text}' is not an address: [host:]port`);
    return { host: m[1] || '127.0.0.1', port: Number(m[2]) };
}

/**
 * Attach mode: the program waits (unless `suspend` is false) for an adapter to connect to `address`
 * and send its start message; one adapter at a time, another may attach after it detaches. Prints
 * "Listening for a debug adapter at HOST:PORT" on stdout once listening. The server closes when the
 * program ends.
 */
export function listenForAdapter(javaArgs, address, { suspend = true } = {}) {
    const { host, port } = parseAddress(address);
    const debuggee = new Debuggee(javaArgs, { suspend });
    let current = null;
    const server = net.createServer((socket) => {
        if (current) { socket.end(); return; } // one adapter at a time
        current = socket;
        debuggee.send = lineChannel(socket, (msg) => debuggee.receive(msg));
        const gone = () => {
            if (current !== socket) return;
            current = null;
            debuggee.send = () => {};
            if (debuggee.dbg && !debuggee.ended) debuggee.dbg.detach(); // an adapter that vanished without detaching
        };
        socket.on('close', gone);
        socket.on('error', gone);
        debuggee.send(debuggee.hello());
    });
    debuggee.onExit = () => {
        server.close();
        if (current) current.end();
    };
    server.listen(port, host, () => {
        const a = server.address();
        process.stdout.write(`Listening for a debug adapter at ${a.address}:${a.port}\n`);
    });
    return debuggee;
}

// Launch mode: spawned by the adapter, over Node's IPC channel.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
    const debuggee = new Debuggee(process.argv.slice(2), { stdin: null });
    debuggee.send = (msg) => { if (process.connected) process.send(msg); };
    debuggee.onExit = () => process.disconnect?.();
    process.on('message', (msg) => debuggee.receive(msg));
}
