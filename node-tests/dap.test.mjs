// The Debug Adapter Protocol adapter (wasm-bridge/bin/vitrine-dap.mjs) driven as a DAP client drives
// it: initialize, launch, setBreakpoints, configurationDone, stopped, threads, stackTrace, scopes,
// variables, evaluate, next, stepIn, stepOut, setVariable, exception breakpoints, continue, output,
// exited, terminated, over node-tests/bridge/java/Walk.java; on stdio and on a TCP port. Then
// stopOnEntry (a launch stopping at main's first line), and attach: a debuggee started on its own
// (`vitrine-dap.mjs --debuggee`) that waits for the adapter (an attach to a program started with
// -agentlib:jdwp failing at once, saying so), a second adapter refused while one is attached, breakpoints set while the program runs, a detach after which the program runs to its end,
// an attached program's end reported to the client, and a running program (`--suspend n`, Echo.java
// waiting for input) attached to by one adapter, then by another after it detached, which ends it.
// And evaluate's method calls that wait for other threads (tests/jdb/InvokeWaits.java).
// Each response is checked against what the program's source says.
//
//   node --test node-tests/dap.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';
import { waitUntil } from './lib/jdb-session.mjs';
import { DapConnection } from '../wasm-bridge/dap/protocol.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;
const ADAPTER = join(ROOT, 'wasm-bridge', 'bin', 'vitrine-dap.mjs');
const SOURCE = join(ROOT, 'node-tests', 'bridge', 'java', 'Walk.java');

// A DAP client: requests answered by their responses, events kept until waited for.
class Client {
    constructor(input, output) {
        this.conn = new DapConnection(input, output);
        this.pending = new Map();
        this.events = [];
        this.waiters = [];
        this.output = '';
        this.conn.onMessage((m) => {
            if (m.type === 'response') {
                const p = this.pending.get(m.request_seq);
                this.pending.delete(m.request_seq);
                if (p) p(m);
            } else if (m.type === 'event') {
                if (m.event === 'output' && m.body.category === 'stdout') this.output += m.body.output;
                this.events.push(m);
                this.waiters = this.waiters.filter((w) => !w(m));
            }
        });
    }

    request(command, args) {
        const seq = this.conn.seq;
        return new Promise((resolve) => {
            this.pending.set(seq, resolve);
            this.conn.send({ type: 'request', command, arguments: args });
        });
    }

    async ok(command, args) {
        const r = await this.request(command, args);
        assert.equal(r.success, true, `${command}: ${r.message}`);
        return r.body;
    }

    // The first event named `name` (and matching `pred`) not yet taken.
    event(name, pred = () => true) {
        const i = this.events.findIndex((e) => e.event === name && pred(e.body || {}));
        if (i >= 0) return Promise.resolve(this.events.splice(i, 1)[0].body);
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no '${name}' event within 60 s`)), 60_000);
            this.waiters.push((e) => {
                if (e.event !== name || !pred(e.body || {})) return false;
                clearTimeout(timer);
                this.events.splice(this.events.indexOf(e), 1);
                resolve(e.body);
                return true;
            });
        });
    }
}

async function session(client, classes) {
    const caps = await client.ok('initialize', { clientID: 'test', adapterID: 'vitrine', linesStartAt1: true, columnsStartAt1: true });
    assert.equal(caps.supportsConditionalBreakpoints, true);
    assert.deepEqual(caps.exceptionBreakpointFilters.map((f) => f.filter), ['caught', 'uncaught']);
    await client.event('initialized');
    const bad = await client.request('launch', {});
    assert.equal(bad.success, false);
    assert.match(bad.message, /mainClass/);
    await client.ok('launch', { mainClass: 'Walk', classPaths: [classes], sourcePaths: [join(ROOT, 'node-tests', 'bridge', 'java')] });
    const set = await client.ok('setBreakpoints', { source: { path: SOURCE }, breakpoints: [{ line: 17, condition: 'i == 2' }, { line: 18 }, { line: 11 }] });
    assert.deepEqual(set.breakpoints.map((b) => [b.id, b.line, b.verified]), [[1, 17, false], [2, 18, false], [3, 11, false]]);
    await client.ok('setExceptionBreakpoints', { filters: [] });
    await client.ok('configurationDone');

    let stop = await client.event('stopped');
    assert.equal(stop.reason, 'breakpoint');
    const tid = stop.threadId;
    const moved = await client.event('breakpoint', (b) => b.breakpoint.id === 3);
    assert.deepEqual([moved.breakpoint.line, moved.breakpoint.verified, moved.breakpoint.source.path], [12, true, SOURCE]);
    assert.deepEqual(stop.hitBreakpointIds, [1]);
    const { threads } = await client.ok('threads');
    assert.ok(threads.some((t) => t.id === tid && t.name === 'main'));
    let { stackFrames } = await client.ok('stackTrace', { threadId: tid });
    assert.deepEqual([stackFrames[0].name, stackFrames[0].line, stackFrames[0].source.path], ['Walk.main', 17, SOURCE]);
    const { scopes } = await client.ok('scopes', { frameId: stackFrames[0].id });
    let { variables } = await client.ok('variables', { variablesReference: scopes[0].variablesReference });
    assert.deepEqual(variables.map((v) => `${v.name}=${v.value.replace(/@\d+/, '')}`), ['args=String[0]', 'head=Walk$Node', 'i=2']);
    const head = variables.find((v) => v.name === 'head');
    const fields = (await client.ok('variables', { variablesReference: head.variablesReference })).variables;
    assert.deepEqual(fields.map((v) => `${v.name}=${v.value.replace(/@\d+/, '')}`), ['value=1', 'next=Walk$Node']);
    assert.equal((await client.ok('evaluate', { frameId: stackFrames[0].id, expression: 'head.value * 10' })).result, '10');
    // a method call runs Java code on the stopped thread (Object.toString of a Node)
    assert.equal((await client.ok('evaluate', { frameId: stackFrames[0].id, expression: 'head.next.toString().startsWith("Walk$Node@")' })).result, 'true');
    const noFrame = await client.request('evaluate', { expression: 'i' });
    assert.equal(noFrame.success, false);

    await client.ok('continue', { threadId: tid });
    stop = await client.event('stopped');
    ({ stackFrames } = await client.ok('stackTrace', { threadId: tid }));
    assert.equal(stackFrames[0].line, 18);
    await client.ok('stepIn', { threadId: tid });
    stop = await client.event('stopped');
    assert.equal(stop.reason, 'step');
    ({ stackFrames } = await client.ok('stackTrace', { threadId: tid }));
    assert.deepEqual(stackFrames.slice(0, 2).map((f) => `${f.name}:${f.line}`), ['Walk.sum:7', 'Walk.main:18']);
    await client.ok('next', { threadId: tid });
    await client.event('stopped');
    await client.ok('stepOut', { threadId: tid });
    stop = await client.event('stopped');   // the breakpoint at 12 (asked for 11) comes first
    assert.equal(stop.reason, 'breakpoint');
    await client.ok('stepOut', { threadId: tid });
    await client.event('stopped');
    await client.ok('next', { threadId: tid });
    await client.event('stopped');
    ({ stackFrames } = await client.ok('stackTrace', { threadId: tid }));
    assert.deepEqual([stackFrames[0].name, stackFrames[0].line], ['Walk.main', 19]);
    const locals = (await client.ok('scopes', { frameId: stackFrames[0].id })).scopes[0].variablesReference;
    const changed = await client.ok('setVariable', { variablesReference: locals, name: 's', value: '100' });
    assert.equal(changed.value, '100');
    await client.ok('setExceptionBreakpoints', { filters: ['caught'] });
    await client.ok('continue', { threadId: tid });
    stop = await client.event('stopped');
    assert.equal(stop.reason, 'exception');
    ({ stackFrames } = await client.ok('stackTrace', { threadId: tid }));
    assert.deepEqual(stackFrames.slice(0, 2).map((f) => `${f.name}:${f.line}`), ['Walk.fail:25', 'Walk.main:22']);
    await client.ok('setExceptionBreakpoints', { filters: [] });
    await client.ok('continue', { threadId: tid });
    const exited = await client.event('exited');
    assert.equal(exited.exitCode, 0);
    await client.event('terminated');
    assert.equal(client.output, 'sum 100\ncaught boom\nhello 4 100\n');
    const after = await client.request('threads');
    assert.equal(after.success, false);
    await client.ok('disconnect', {});
}

test('a debugging session over stdio', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const adapter = spawn(process.execPath, [ADAPTER], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    try {
        const client = new Client(adapter.stdout, adapter.stdin);
        const unknown = await client.request('goto', {});
        assert.equal(unknown.success, false);
        assert.match(unknown.message, /does not support the request 'goto'/);
        await session(client, classes);
    } finally {
        adapter.stdin.end();
        adapter.kill();
    }
});

test('a debugging session over TCP', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const adapter = spawn(process.execPath, [ADAPTER, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    try {
        const port = await new Promise((resolve, reject) => {
            adapter.stdout.setEncoding('utf8').on('data', (s) => {
                const m = /listening on 127\.0\.0\.1:(\d+)/.exec(s);
                if (m) resolve(Number(m[1]));
            });
            adapter.on('exit', (c) => reject(new Error(`the adapter exited with ${c}`)));
        });
        const socket = net.connect(port, '127.0.0.1');
        await new Promise((r) => socket.once('connect', r));
        await session(new Client(socket, socket), classes);
        socket.end();
    } finally {
        adapter.kill();
    }
});

// The adapter on stdio, as a client's child process.
function stdioAdapter() {
    const adapter = spawn(process.execPath, [ADAPTER], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    return { adapter, client: new Client(adapter.stdout, adapter.stdin) };
}

async function initialize(client) {
    const caps = await client.ok('initialize', { clientID: 'test', adapterID: 'vitrine', linesStartAt1: true, columnsStartAt1: true });
    await client.event('initialized');
    return caps;
}

// A debuggee started on its own, listening for an adapter: its port, and its output and status.
async function startDebuggee(classes, extra = [], program = 'Walk') {
    const child = spawn(process.execPath, [ADAPTER, '--debuggee', '127.0.0.1:0', ...extra, '-cp', classes, program],
        { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    const d = { child, stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (s) => { d.stdout += s; });
    child.stderr.setEncoding('utf8').on('data', (s) => { d.stderr += s; });
    d.status = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    d.port = await new Promise((resolve, reject) => {
        child.stdout.on('data', () => {
            const m = /^Listening for a debug adapter at 127\.0\.0\.1:(\d+)$/m.exec(d.stdout);
            if (m) resolve(Number(m[1]));
        });
        child.on('exit', (c) => reject(new Error(`the debuggee exited with ${c}: ${d.stderr}`)));
    });
    return d;
}

test('stopOnEntry: a launched program stops at the first line of main', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const { adapter, client } = stdioAdapter();
    try {
        await initialize(client);
        await client.ok('launch', { mainClass: 'Walk', classPaths: [classes], stopOnEntry: true, sourcePaths: [join(ROOT, 'node-tests', 'bridge', 'java')] });
        await client.ok('configurationDone');
        const stop = await client.event('stopped');
        assert.equal(stop.reason, 'entry');
        const { threads } = await client.ok('threads');
        assert.equal(threads.find((t) => t.id === stop.threadId).name, 'main');
        const { stackFrames } = await client.ok('stackTrace', { threadId: stop.threadId });
        assert.deepEqual(stackFrames.map((f) => `${f.name}:${f.line}`), ['Walk.main:15']);
        assert.equal(stackFrames[0].source.path, SOURCE);
        const { scopes } = await client.ok('scopes', { frameId: stackFrames[0].id });
        const { variables } = await client.ok('variables', { variablesReference: scopes[0].variablesReference });
        assert.deepEqual(variables.map((v) => `${v.name}=${v.value.replace(/@\d+/, '')}`), ['args=String[0]']);
        assert.equal(client.output, '', 'no code of the program ran before the stop');
        await client.ok('next', { threadId: stop.threadId });
        assert.equal((await client.event('stopped')).reason, 'step');
        assert.equal((await client.ok('stackTrace', { threadId: stop.threadId })).stackFrames[0].line, 16);
        await client.ok('continue', { threadId: stop.threadId });
        assert.equal((await client.event('exited')).exitCode, 0);
        await client.event('terminated');
        assert.equal(client.output, 'sum 3\ncaught boom\nhello 4 3\n');
        await client.ok('disconnect', {});
    } finally {
        adapter.stdin.end();
        adapter.kill();
    }
});

test('attach: to a debuggee waiting for the adapter, then detach', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const debuggee = await startDebuggee(classes);
    const first = stdioAdapter();
    const second = stdioAdapter();
    try {
        const caps = await initialize(first.client);
        assert.equal(caps.supportTerminateDebuggee, true);
        const noPort = await first.client.request('attach', {});
        assert.equal(noPort.success, false);
        assert.match(noPort.message, /attach needs "port"/);
        const closed = await new Promise((resolve) => { const srv = net.createServer().listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); }); });
        const nobody = await first.client.request('attach', { port: closed });
        assert.equal(nobody.success, false);
        assert.match(nobody.message, new RegExp(`cannot attach to 127\\.0\\.0\\.1:${closed}`));
        // a program started with -agentlib:jdwp speaks JDWP: the attach fails at once, saying so, and
        // the program's JDWP server refuses the connection as HotSpot's agent would
        const jdwp = spawn(process.execPath, [join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs'), '-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0', '-cp', classes, 'Walk'],
            { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
        try {
            const out = { stdout: '', stderr: '' };
            jdwp.stdout.setEncoding('utf8').on('data', (t) => { out.stdout += t; });
            jdwp.stderr.setEncoding('utf8').on('data', (t) => { out.stderr += t; });
            const listening = /^Listening for transport dt_socket at address: (\d+)$/m;
            await waitUntil(() => listening.test(out.stdout) || jdwp.exitCode !== null, 60_000, () => `the JDWP server to listen: ${out.stdout}${out.stderr}`);
            const wrong = await first.client.request('attach', { port: Number(listening.exec(out.stdout)[1]) });
            assert.equal(wrong.success, false);
            assert.match(wrong.message, /closed the connection: .*a program started with -agentlib:jdwp takes a JDWP debugger/);
            await waitUntil(() => /Debugger failed to attach/.test(out.stderr), 60_000, () => `the JDWP server's refusal: ${out.stderr}`);
            assert.match(out.stderr, /^Debugger failed to attach: handshake failed - received >\{"adapter":"vi< - expected >JDWP-Handshake<$/m);
        } finally {
            jdwp.kill('SIGKILL');
        }
        await first.client.ok('attach', { port: debuggee.port, sourcePaths: [join(ROOT, 'node-tests', 'bridge', 'java')], stopOnEntry: true });
        // the program waits for configurationDone: nothing runs, nothing can be asked of it yet
        const early = await first.client.request('threads');
        assert.equal(early.success, false);
        assert.match(early.message, /not running/);
        assert.equal(debuggee.stdout.replace(/^Listening.*\n/, ''), '');
        await first.client.ok('configurationDone');
        let stop = await first.client.event('stopped');
        assert.equal(stop.reason, 'entry');
        const tid = stop.threadId;

        // one adapter at a time
        await initialize(second.client);
        const refused = await second.client.request('attach', { port: debuggee.port });
        assert.equal(refused.success, false);
        assert.match(refused.message, /closed the connection: another adapter is attached/);

        // breakpoints set while the program runs bind at once
        const set = await first.client.ok('setBreakpoints', { source: { path: SOURCE }, breakpoints: [{ line: 18 }] });
        assert.deepEqual(set.breakpoints.map((b) => [b.id, b.line, b.verified]), [[1, 18, true]]);
        await first.client.ok('continue', { threadId: tid });
        stop = await first.client.event('stopped');
        assert.deepEqual([stop.reason, stop.hitBreakpointIds], ['breakpoint', [1]]);
        const { stackFrames } = await first.client.ok('stackTrace', { threadId: tid });
        assert.deepEqual([stackFrames[0].name, stackFrames[0].line, stackFrames[0].source.path], ['Walk.main', 18, SOURCE]);
        const locals = (await first.client.ok('scopes', { frameId: stackFrames[0].id })).scopes[0].variablesReference;
        const head = (await first.client.ok('variables', { variablesReference: locals })).variables.find((v) => v.name === 'head');
        assert.match(head.value, /^Walk\$Node@\d+$/);
        assert.equal((await first.client.ok('evaluate', { frameId: stackFrames[0].id, expression: 'head.value + head.next.value' })).result, '3');
        await first.client.ok('setExceptionBreakpoints', { filters: ['caught'] });

        // detaching lets the program run on: the exception filter and the breakpoint are gone
        await first.client.ok('disconnect', {});
        assert.equal(await debuggee.status, 0, debuggee.stderr);
        assert.equal(debuggee.stdout.replace(/^Listening.*\n/, ''), 'sum 3\ncaught boom\nhello 4 3\n');
        assert.equal(debuggee.stderr, '');
    } finally {
        for (const a of [first, second]) { a.adapter.stdin.end(); a.adapter.kill(); }
        debuggee.child.kill();
    }
});

test('attach: the attached program\'s end, and a debuggee that does not wait', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const debuggee = await startDebuggee(classes);
    const { adapter, client } = stdioAdapter();
    try {
        await initialize(client);
        await client.ok('attach', { port: debuggee.port, sourcePaths: [join(ROOT, 'node-tests', 'bridge', 'java')] });
        const set = await client.ok('setBreakpoints', { source: { path: SOURCE }, breakpoints: [{ line: 23 }] });
        assert.deepEqual(set.breakpoints.map((b) => [b.id, b.verified]), [[1, false]]);
        await client.ok('setExceptionBreakpoints', { filters: ['caught'] });
        await client.ok('configurationDone');
        let stop = await client.event('stopped');
        assert.deepEqual([stop.reason, stop.text], ['exception', 'java.lang.IllegalStateException']);
        await client.ok('continue', { threadId: stop.threadId });
        stop = await client.event('stopped');
        assert.deepEqual([stop.reason, stop.hitBreakpointIds], ['breakpoint', [1]]);
        const { stackFrames } = await client.ok('stackTrace', { threadId: stop.threadId });
        const locals = (await client.ok('scopes', { frameId: stackFrames[0].id })).scopes[0].variablesReference;
        await client.ok('setVariable', { variablesReference: locals, name: 's', value: '7' });
        await client.ok('continue', { threadId: stop.threadId });
        assert.equal((await client.event('exited')).exitCode, 0);
        await client.event('terminated');
        assert.equal(await debuggee.status, 0, debuggee.stderr);
        assert.equal(debuggee.stdout.replace(/^Listening.*\n/, ''), 'sum 3\ncaught boom\nhello 4 7\n');
        await client.ok('disconnect', {});
    } finally {
        adapter.stdin.end();
        adapter.kill();
        debuggee.child.kill();
    }

    // --suspend n: the program runs at once, with no adapter
    const running = await startDebuggee(classes, ['--suspend', 'n']);
    assert.equal(await running.status, 0);
    assert.equal(running.stdout.replace(/^Listening.*\n/, ''), 'sum 3\ncaught boom\nhello 4 3\n');
});

test('attach: to a running program, twice, then terminate it', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['node-tests/bridge/java/Echo.java']);
    const echoSource = join(ROOT, 'node-tests', 'bridge', 'java', 'Echo.java');
    const debuggee = await startDebuggee(classes, ['--suspend', 'n'], 'Echo');
    const out = (text) => waitUntil(() => debuggee.stdout.includes(text), 60_000, () => `"${text}" on the debuggee's stdout (${debuggee.stdout})`);
    const sessions = [stdioAdapter(), stdioAdapter()];
    try {
        debuggee.child.stdin.write('one\n');
        await out('echo one\n');
        for (const [n, { client }] of sessions.entries()) {
            await initialize(client);
            await client.ok('attach', { port: debuggee.port, sourcePaths: [join(ROOT, 'node-tests', 'bridge', 'java')] });
            // the program runs: its threads are there at once, and a breakpoint binds when set
            const { threads } = await client.ok('threads');
            assert.ok(threads.some((t) => t.name === 'main'));
            const set = await client.ok('setBreakpoints', { source: { path: echoSource }, breakpoints: [{ line: 11 }] });
            assert.deepEqual(set.breakpoints.map((b) => [b.id, b.line, b.verified]), [[n + 1, 11, true]]);
            await client.ok('configurationDone');
            const word = n === 0 ? 'two' : 'three';
            debuggee.child.stdin.write(`${word}\n`);
            const stop = await client.event('stopped');
            assert.deepEqual([stop.reason, stop.hitBreakpointIds], ['breakpoint', [n + 1]]);
            const { stackFrames } = await client.ok('stackTrace', { threadId: stop.threadId });
            assert.deepEqual([stackFrames[0].name, stackFrames[0].line, stackFrames[0].source.path], ['Echo.main', 11, echoSource]);
            assert.equal((await client.ok('evaluate', { frameId: stackFrames[0].id, expression: 'line' })).result, `"${word}"`);
            await client.ok('continue', { threadId: stop.threadId });
            await out(`echo ${word}\n`);
            if (n === 0) await client.ok('disconnect', {}); // detached: the next adapter may attach
            else await client.ok('disconnect', { terminateDebuggee: true });
        }
        assert.equal(await debuggee.status, 143, 'ended by terminateDebuggee');
        assert.equal(debuggee.stdout.replace(/^Listening.*\n/, ''), 'echo one\necho two\necho three\n');
    } finally {
        for (const a of sessions) { a.adapter.stdin.end(); a.adapter.kill(); }
        debuggee.child.kill();
    }
});


// evaluate runs its method calls while the threads that are not stopped go on: calls of
// tests/jdb/InvokeWaits.java that need a worker and a helper to run finish, and those that need a
// stopped thread (one blocked entering a monitor, one blocked taking its monitor back after a wait)
// are abandoned (an error naming java.lang.Error) while the program goes on, its output as without
// the debugger.
test('evaluate: method calls that wait for other threads, and one that waits for a stopped thread', { skip, timeout: 180_000 }, async () => {
    const classes = compileJava(['tests/jdb/InvokeWaits.java']);
    const source = join(ROOT, 'tests', 'jdb', 'InvokeWaits.java');
    const { adapter, client } = stdioAdapter();
    try {
        await initialize(client);
        await client.ok('launch', { mainClass: 'InvokeWaits', classPaths: [classes], sourcePaths: [join(ROOT, 'tests', 'jdb')] });
        await client.ok('setBreakpoints', { source: { path: source }, breakpoints: [{ line: 65 }] });
        await client.ok('configurationDone');
        const stop = await client.event('stopped');
        assert.equal(stop.reason, 'breakpoint');
        const { threads } = await client.ok('threads');
        const worker = threads.find((t) => t.name === 'worker').id;
        await client.ok('pause', { threadId: worker });
        assert.equal((await client.event('stopped', (b) => b.threadId === worker)).reason, 'pause');
        const frameId = (await client.ok('stackTrace', { threadId: stop.threadId })).stackFrames[0].id;
        const evaluate = (expression) => client.request('evaluate', { frameId, expression });
        const stuck = await evaluate('self.takeLockNow()');
        assert.equal(stuck.success, false);
        assert.match(stuck.message, /takeLockNow\(\) threw java\.lang\.Error/);
        // blocked taking the gate back after its wait, which a thread it started holds while it waits
        // for the paused worker's lock
        const gate = await evaluate('self.retakeGateNow()');
        assert.equal(gate.success, false);
        assert.match(gate.message, /retakeGateNow\(\) threw java\.lang\.Error/);
        await client.ok('continue', { threadId: worker });
        assert.equal((await client.ok('evaluate', { frameId, expression: 'self.takeLockNow()' })).result, '7');
        assert.equal((await client.ok('evaluate', { frameId, expression: 'self.askHelperNow()' })).result, '42');
        assert.equal((await client.ok('evaluate', { frameId, expression: 'self.joinThreadNow()' })).result, '"joined joinee"');
        await client.ok('continue', { threadId: stop.threadId });
        await client.event('terminated');
        assert.equal(client.output, 'worker holds the lock\ndone: joined joinee\n');
    } finally {
        adapter.stdin.end();
        adapter.kill();
    }
});


test('vitrine-dap.mjs: bad arguments are refused, naming what is wrong', () => {
    for (const [args, message] of [
        [['--debuggee'], /--debuggee needs an address/],
        [['--debuggee', 'abc', '-cp', '.', 'Walk'], /'abc' is not an address: \[host:\]port/],
        [['--debuggee', '4711'], /--debuggee needs the program/],
        [['--debuggee', '4711', '--suspend', 'maybe', 'Walk'], /--suspend takes y or n/],
        [['--port', '70000'], /--port takes 0\.\.65535/],
        [['--bogus'], /unknown argument --bogus/],
    ]) {
        const r = spawnSync(process.execPath, [ADAPTER, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        assert.equal(r.status, 2, args.join(' '));
        assert.match(r.stderr, message);
        assert.match(r.stderr, /usage: node wasm-bridge\/bin\/vitrine-dap\.mjs/);
    }
});
