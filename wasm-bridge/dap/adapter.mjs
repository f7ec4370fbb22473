// adapter.mjs: a Debug Adapter Protocol adapter for Java programs on the WebAssembly VM. It speaks DAP
// with the client (VS Code, or any DAP client) over a DapConnection (protocol.mjs) and runs the program
// in a child process (debuggee.mjs) whose Debugger (wasm-bridge/debugger/debugger.mjs) does the work:
// every request maps onto a Debugger method. docs/BRIDGE.md ("Debug Adapter Protocol") shows a
// launch.json.
//
// Launch arguments: mainClass (or jar), classPaths (array) or classpath (string), args, vmArgs
// (arrays or strings), cwd, env, stopOnEntry, sourcePaths (directories where a stack frame's source
// is looked up by package and file name; default: cwd and the directories of the files that
// breakpoints were set in). Attach arguments: port, host (or hostName; default 127.0.0.1), cwd,
// sourcePaths, stopOnEntry: the program runs in a debuggee started on its own
// (`vitrine-dap.mjs --debuggee`), reached over TCP (channel.mjs) instead of the IPC channel.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lineChannel } from './channel.mjs';

const DEBUGGEE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'debuggee.mjs');
const words = (v) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v.trim() ? v.trim().split(/\s+/) : []);

export class DapAdapter {
    /** `conn`: a DapConnection. Options: wasmDir (the VM's build, default $VITRINE_WASM_DIR). */
    constructor(conn, { wasmDir } = {}) {
        this.conn = conn;
        this.wasmDir = wasmDir;
        this.child = null;              // launch: the debuggee's process
        this.socket = null;             // attach: the connection to the debuggee
        this.sendToDebuggee = null;     // either way, once connected
        this.running = false;           // the program has started: Debugger calls go to it
        this.exitStatus = null;         // attach: the program's status, once it told it
        this.calls = new Map();
        this.nextCall = 1;
        this.launchArgs = null;         // the launch request's, until configurationDone starts the program
        this.setup = [];                // Debugger calls made before the program starts, in order
        this.nextBreakpointId = 1;      // the Debugger's numbering, followed for those calls
        this.sourcePaths = [];
        this.knownPaths = new Map();    // source file name -> a path the client used
        this.scopeFrames = new Map();   // a scope's variables reference -> its frame
        this.ended = false;
        conn.onMessage((msg) => this.dispatch(msg));
        conn.onClose(() => this.kill());
    }

    event(event, body) { this.conn.send({ type: 'event', event, ...(body === undefined ? {} : { body }) }); }

    async dispatch(msg) {
        if (msg.type !== 'request') return;
        const handler = this[`request_${msg.command}`];
        const reply = (success, body, message) => this.conn.send({
            type: 'response', request_seq: msg.seq, command: msg.command, success,
            ...(message ? { message } : {}), ...(body === undefined ? {} : { body }),
        });
        if (!handler) {
            reply(false, undefined, `vitrine-dap does not support the request '${msg.command}'`);
            return;
        }
        try {
            reply(true, await handler.call(this, msg.arguments || {}));
        } catch (e) {
            reply(false, { error: { id: 1, format: e.message } }, e.message);
        }
    }

    // A Debugger method in the debuggee.
    call(method, ...args) {
        if (!this.running || this.ended) return Promise.reject(new Error(this.ended ? 'the program ended' : 'the program is not running'));
        const id = this.nextCall++;
        return new Promise((resolve, reject) => {
            this.calls.set(id, { resolve, reject });
            this.sendToDebuggee({ id, method, args });
        });
    }

    // The client is gone: a launched program is killed, an attached one runs on without the debugger
    // (resolves once the debuggee has been told).
    kill() {
        if (this.child && !this.ended) this.child.kill('SIGKILL');
        return this.socket && !this.ended ? this.release({ detach: true }) : Promise.resolve();
    }

    // Attach: the last message to the debuggee, then the connection closed (resolves when it is).
    release(msg) {
        const socket = this.socket;
        if (socket.destroyed) return Promise.resolve();
        this.sendToDebuggee(msg);
        return new Promise((resolve) => { socket.once('close', resolve); socket.end(); });
    }

    // ------------------------------------------------------------------------------------- requests

    request_initialize() {
        queueMicrotask(() => this.event('initialized'));
        return {
            supportsConfigurationDoneRequest: true,
            supportsConditionalBreakpoints: true,
            supportsHitConditionalBreakpoints: true,
            supportsLogPoints: true,
            supportsSetVariable: true,
            supportsEvaluateForHovers: true,
            supportsTerminateRequest: true,
            supportsLoadedSourcesRequest: true,
            supportTerminateDebuggee: true,
            exceptionBreakpointFilters: [
                { filter: 'caught', label: 'Caught Exceptions', default: false },
                { filter: 'uncaught', label: 'Uncaught Exceptions', default: false },
            ],
        };
    }

    // Connects to a debuggee started with `vitrine-dap.mjs --debuggee`; its program starts (if it
    // waits) at configurationDone, as a launched one.
    async request_attach(a) {
        if (this.launchArgs) throw new Error('the session has a program already');
        const port = Number(a.port);
        if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error('attach needs "port": the debuggee\'s (vitrine-dap.mjs --debuggee [host:]port)');
        const host = a.host || a.hostName || '127.0.0.1';
        const cwd = a.cwd ? path.resolve(a.cwd) : process.cwd();
        const socket = net.connect(port, host);
        await new Promise((resolve, reject) => {
            socket.once('connect', resolve);
            socket.once('error', (e) => reject(new Error(`cannot attach to ${host}:${port}: ${e.message}`)));
        });
        this.socket = socket;
        const hello = new Promise((resolve, reject) => {
            this.helloWaiter = resolve;
            socket.once('close', () => reject(new Error(`the debuggee at ${host}:${port} closed the connection: another adapter is attached, its program ended, or it is no debuggee of vitrine-dap.mjs --debuggee (a program started with -agentlib:jdwp takes a JDWP debugger: docs/JDWP.md)`)));
        });
        this.sendToDebuggee = lineChannel(socket, (m) => this.fromDebuggee(m));
        // a first line the debuggee ignores, at which a JDWP server (which waits for a debugger's
        // handshake, saying nothing) drops the connection instead of leaving the attach waiting
        this.sendToDebuggee({ adapter: 'vitrine-dap' });
        socket.on('error', () => {});
        const h = await hello;
        this.sourcePaths = [...(a.sourcePaths || []).map((p) => path.resolve(cwd, p)), cwd, ...this.sourcePaths];
        this.launchArgs = { ...a, cwd, attach: true };
        socket.on('close', () => this.detached());
        this.nextBreakpointId = h.nextBreakpointId;
        this.running = h.started;
        return undefined;
    }

    // The program starts at configurationDone, once the client has set its breakpoints.
    request_launch(a) {
        if (!a.mainClass && !a.jar) throw new Error('launch needs "mainClass" (or "jar")');
        if (this.launchArgs) throw new Error('the session has a program already');
        const cwd = a.cwd ? path.resolve(a.cwd) : process.cwd();
        if (!fs.existsSync(cwd)) throw new Error(`the working directory ${cwd} does not exist`);
        this.sourcePaths = [...(a.sourcePaths || []).map((p) => path.resolve(cwd, p)), cwd, ...this.sourcePaths];
        this.launchArgs = { ...a, cwd };
        return undefined;
    }

    start() {
        const a = this.launchArgs;
        const cp = Array.isArray(a.classPaths) ? a.classPaths.join(path.delimiter) : a.classpath;
        const argv = [...words(a.vmArgs), ...(cp ? ['-cp', String(cp)] : []), ...(a.jar ? ['-jar', String(a.jar)] : [String(a.mainClass)]), ...words(a.args)];
        const env = { ...process.env, ...(a.env || {}) };
        if (this.wasmDir) env.VITRINE_WASM_DIR = this.wasmDir;
        this.child = spawn(process.execPath, [DEBUGGEE, ...argv], { cwd: a.cwd, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
        this.sendToDebuggee = (m) => { if (this.child.connected) this.child.send(m); };
        this.sendToDebuggee({ start: this.setup, stopOnEntry: !!a.stopOnEntry });
        this.running = true;
        this.child.stdout.setEncoding('utf8').on('data', (s) => this.event('output', { category: 'stdout', output: s }));
        this.child.stderr.setEncoding('utf8').on('data', (s) => this.event('output', { category: 'stderr', output: s }));
        this.child.on('message', (m) => this.fromDebuggee(m));
        this.child.on('exit', (code, signal) => this.exited(code, signal));
    }

    fromDebuggee(m) {
        if (m.hello) {
            this.helloWaiter?.(m.hello);
            this.helloWaiter = null;
            return;
        }
        if (m.exit !== undefined) {
            this.exitStatus = m.exit;
            return;
        }
        if (typeof m.id === 'number') {
            const call = this.calls.get(m.id);
            this.calls.delete(m.id);
            if (call) (m.error ? call.reject(new Error(m.error)) : call.resolve(m.result));
            return;
        }
        const b = m.body || {};
        switch (m.event) {
            case 'stopped':
                this.event('stopped', { reason: b.reason, threadId: b.threadId, allThreadsStopped: false,
                    ...(b.hitBreakpointIds ? { hitBreakpointIds: b.hitBreakpointIds } : {}),
                    ...(b.text ? { text: b.text, description: b.description } : {}) });
                break;
            case 'continued': this.event('continued', { threadId: b.threadId, allThreadsContinued: false }); break;
            case 'thread': this.event('thread', b); break;
            case 'output': this.event('output', { category: 'console', output: b.output }); break;
            case 'breakpoint': this.event('breakpoint', { reason: 'changed', breakpoint: this.breakpoint(b.breakpoint) }); break;
            default: break;    // 'exited' (VMDeath): the process's exit reports it
        }
    }

    exited(code, signal) {
        this.ended = true;
        for (const c of this.calls.values()) c.reject(new Error('the program ended'));
        this.calls.clear();
        // Output still in the pipes comes first.
        const finish = () => {
            this.event('exited', { exitCode: code ?? 128 });
            this.event('terminated');
        };
        let open = 2;
        const done = () => { if (--open === 0) finish(); };
        for (const s of [this.child.stdout, this.child.stderr]) {
            if (s.readableEnded) done();
            else s.once('end', done);
        }
    }

    // Attach: the connection is gone, because the program ended (it told its status first) or the
    // debuggee went away.
    detached() {
        if (this.ended) return;
        this.ended = true;
        for (const c of this.calls.values()) c.reject(new Error('the program ended'));
        this.calls.clear();
        if (this.exitStatus !== null) this.event('exited', { exitCode: this.exitStatus });
        this.event('terminated');
    }

    breakpoint(b) {
        const source = b.source ? { name: b.source, path: this.knownPaths.get(b.source) } : undefined;
        return { id: b.id, verified: b.verified, line: b.line, ...(source ? { source } : {}) };
    }

    async request_setBreakpoints(a) {
        const file = a.source && (a.source.path || a.source.name);
        if (!file) throw new Error('setBreakpoints needs a source');
        const name = path.basename(file);
        if (a.source.path) {
            this.knownPaths.set(name, a.source.path);
            const dir = path.dirname(a.source.path);
            if (!this.sourcePaths.includes(dir)) this.sourcePaths.push(dir);
        }
        const specs = (a.breakpoints || (a.lines || []).map((line) => ({ line }))).map((b) => ({
            line: b.line, condition: b.condition, hitCondition: b.hitCondition, logMessage: b.logMessage,
        }));
        if (!this.running) {
            this.setup.push({ method: 'setBreakpoints', args: [name, specs] });
            return { breakpoints: specs.map((s) => ({ id: this.nextBreakpointId++, verified: false, line: s.line })) };
        }
        const bps = await this.call('setBreakpoints', name, specs);
        return { breakpoints: bps.map((b) => this.breakpoint(b)) };
    }

    async request_setExceptionBreakpoints(a) {
        const filters = a.filters || [];
        const args = [{ caught: filters.includes('caught'), uncaught: filters.includes('uncaught') }];
        if (!this.running) this.setup.push({ method: 'setExceptionBreakpoints', args });
        else await this.call('setExceptionBreakpoints', ...args);
        return {};
    }

    request_configurationDone() {
        if (!this.launchArgs) throw new Error('configurationDone before launch or attach');
        if (this.launchArgs.attach) {
            if (!this.running) {
                this.sendToDebuggee({ start: this.setup, stopOnEntry: !!this.launchArgs.stopOnEntry });
                this.running = true;
            }
        } else if (!this.child) {
            this.start();
        }
        return {};
    }

    async request_threads() {
        const threads = await this.call('threads');
        return { threads: threads.map((t) => ({ id: t.id, name: t.name })) };
    }

    // The file of a frame's source: by package directory and name under the source paths.
    sourceOf(frame) {
        if (!frame.source) return undefined;
        const pkg = frame.className.includes('/') ? frame.className.slice(0, frame.className.lastIndexOf('/')) : '';
        for (const root of this.sourcePaths) {
            for (const candidate of [path.join(root, pkg, frame.source), path.join(root, frame.source)]) {
                if (fs.existsSync(candidate)) return { name: frame.source, path: candidate };
            }
        }
        const known = this.knownPaths.get(frame.source);
        return known ? { name: frame.source, path: known } : { name: frame.source, presentationHint: 'deemphasize' };
    }

    async request_stackTrace(a) {
        const levels = a.levels || 1000;
        const frames = await this.call('stackTrace', a.threadId, a.startFrame || 0, levels);
        return {
            stackFrames: frames.map((f) => ({ id: f.id, name: f.name, line: Math.max(f.line, 0), column: 1, source: this.sourceOf(f) })),
            totalFrames: (a.startFrame || 0) + frames.length + (frames.length === levels ? 1 : 0),
        };
    }

    async request_scopes(a) {
        const scopes = await this.call('scopes', a.frameId);
        for (const sc of scopes) this.scopeFrames.set(sc.variablesReference, a.frameId);
        return { scopes: scopes.map((s) => ({ name: s.name, variablesReference: s.variablesReference, expensive: false, presentationHint: 'locals' })) };
    }

    async request_variables(a) {
        const vars = await this.call('variables', a.variablesReference, { start: a.start || 0, count: a.count });
        return { variables: vars.map((v) => ({ name: v.name, value: v.value, type: v.type, variablesReference: v.variablesReference })) };
    }

    async request_setVariable(a) {
        // The Debugger sets a frame's locals by name: the scope's reference tells the frame.
        const frameId = this.scopeFrames.get(a.variablesReference);
        if (frameId === undefined) throw new Error('only a frame\'s locals can be set');
        const v = await this.call('setVariable', frameId, a.name, a.value);
        return { value: v.value, type: v.type, variablesReference: v.variablesReference };
    }

    async request_evaluate(a) {
        if (a.frameId === undefined) throw new Error('evaluate needs a stopped frame');
        const v = await this.call('evaluate', a.frameId, a.expression);
        return { result: v.value, type: v.type, variablesReference: v.variablesReference };
    }

    async request_continue(a) { await this.call('continue', a.threadId); return { allThreadsContinued: false }; }
    async request_next(a) { await this.call('next', a.threadId); return {}; }
    async request_stepIn(a) { await this.call('stepIn', a.threadId); return {}; }
    async request_stepOut(a) { await this.call('stepOut', a.threadId); return {}; }
    async request_pause(a) { await this.call('pause', a.threadId); return {}; }

    async request_loadedSources() {
        const classes = await this.call('loadedClasses');
        const seen = new Map();
        for (const c of classes) {
            if (!c.source || /^(java|javax|jdk|sun|com\/sun)\//.test(c.name)) continue;
            const s = this.sourceOf({ source: c.source, className: c.name });
            if (s && s.path) seen.set(s.path, s);
        }
        return { sources: [...seen.values()] };
    }

    async request_terminate() {
        if (this.socket) await this.release({ terminate: true });
        else this.kill();
        return {};
    }

    // An attached program runs on unless the client asks for its end (terminateDebuggee); a launched
    // one always ends with the session.
    async request_disconnect(a) {
        if (this.socket && !this.ended) await this.release(a.terminateDebuggee ? { terminate: true } : { detach: true });
        else this.kill();
        return {};
    }
}
