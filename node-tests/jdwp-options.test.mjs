// The JDWP option of the WebAssembly VM's launcher (wasm-bridge/bin/vitrine.mjs -agentlib:jdwp=...,
// served by wasm-bridge/jdwp/) against HotSpot's agent: server=n (the VM connects to a debugger that
// listens: the handshake, VM_START with every thread suspended, the program run to its end by a
// resume, VM_DEATH), suspend=n with no debugger (the program runs at once, as with HotSpot), help,
// timeout (no debugger comes: the JDK's message and the process's end), launch (the command, split at
// white space, run with the transport and the port, a debugger that attaches and lets the program
// run), onthrow and onuncaught (the server alone), quiet, strict and stdalloc, a connection without
// the JDWP handshake, and an option the server does not know (an error naming it, exit status 1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, compileJava, wasmBuild } from './lib/jvmti-parity.mjs';
import { programOutput, start, waitUntil } from './lib/jdb-session.mjs';
import { Reader, Writer } from './lib/jdwp-client.mjs';
import { HANDSHAKE, PacketSplitter, commandPacket } from '../wasm-bridge/jdwp/wire.mjs';
import { letProgramRun } from './lib/jdwp-let-run.mjs';

const VMS = {
    hotspot: { command: [join(JAVA_HOME, 'bin', 'java')], env: {} },
    wasm: { command: [process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')], env: { VITRINE_WASM_DIR: wasmBuild } },
};
const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;
const run = (vm, args) => start(vm.command[0], [...vm.command.slice(1), ...args], vm.env);

// Listens for the VM, answers its connection as a debugger does: the handshake (the debugger's side
// speaks first), then VM_START is read, VirtualMachine.Resume sent, and the events up to VM_DEATH read.
async function debugConnectingVM(vm, classes) {
    const server = net.createServer();
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const seen = [];
    const connected = new Promise((resolve) => server.once('connection', resolve));
    const p = run(vm, [`-agentlib:jdwp=transport=dt_socket,server=n,address=127.0.0.1:${server.address().port}`, '-cp', classes, 'JdbTarget']);
    try {
        const s = await connected;
        server.close();
        s.write(HANDSHAKE);
        const splitter = new PacketSplitter();
        let handshake = Buffer.alloc(0);
        await new Promise((resolve) => {
            s.on('data', (chunk) => {
                if (handshake.length < HANDSHAKE.length) {
                    handshake = Buffer.concat([handshake, chunk]);
                    if (handshake.length < HANDSHAKE.length) return;
                    seen.push(`handshake: ${handshake.subarray(0, HANDSHAKE.length).toString('latin1')}`);
                    chunk = handshake.subarray(HANDSHAKE.length);
                }
                for (const pk of splitter.push(chunk)) {
                    if (pk.error !== undefined) { seen.push(`reply: error ${pk.error}`); continue; }
                    const r = new Reader(pk.data);
                    const policy = r.u8();
                    const n = r.i32();
                    const kinds = Array.from({ length: n }, () => { const k = r.u8(); r.i32(); if (k === 90) r.id(); return k; });
                    seen.push(`event: policy ${policy} kinds ${kinds.join(',')}`);
                    if (kinds.includes(90)) s.write(commandPacket(1, 1, 9, new Writer().bytes()));
                    if (kinds.includes(99)) resolve();
                }
            });
            s.on('close', resolve);
        });
        s.destroy();
        await p.done;
        return { seen, stdout: programOutput(p.stdout), status: p.status };
    } finally {
        server.close();
        p.child.kill('SIGKILL');
    }
}

test('server=n: the VM connects to the debugger', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const want = await debugConnectingVM(VMS.hotspot, classes);
    const got = await debugConnectingVM(VMS.wasm, classes);
    assert.deepEqual(got, want);
    assert.deepEqual(want.seen, ['handshake: JDWP-Handshake', 'event: policy 2 kinds 90', 'reply: error 0', 'event: policy 0 kinds 99']);
});

test('suspend=n: the program runs with no debugger attached', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const args = ['-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0', '-cp', classes, 'JdbTarget'];
    const [want, got] = [run(VMS.hotspot, args), run(VMS.wasm, args)];
    await Promise.all([want.done, got.done]);
    assert.match(got.stdout, /^Listening for transport dt_socket at address: \d+\n/);
    assert.equal(programOutput(got.stdout), programOutput(want.stdout));
    assert.equal(got.stderr, '');
    assert.equal(got.status, want.status);
});

test('help: the options described, and the launcher ends as HotSpot\'s', { skip, timeout: 60_000 }, async () => {
    const [want, got] = [run(VMS.hotspot, ['-agentlib:jdwp=help']), run(VMS.wasm, ['-agentlib:jdwp=help'])];
    await Promise.all([want.done, got.done]);
    assert.equal(got.status, want.status);
    assert.equal(got.stderr, want.stderr);
    for (const option of ['transport', 'server', 'address', 'suspend', 'timeout', 'launch', 'help']) assert.match(got.stdout, new RegExp(`^  ${option}[= ]`, 'm'));
});

test('timeout: no debugger attaches in time, and the process ends with the JDK\'s message', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const args = ['-agentlib:jdwp=transport=dt_socket,server=y,address=127.0.0.1:0,timeout=300', '-cp', classes, 'JdbTarget'];
    const [want, got] = [run(VMS.hotspot, args), run(VMS.wasm, args)];
    await Promise.all([want.done, got.done]);
    const firstLine = (t) => t.split('\n')[0];
    assert.equal(firstLine(got.stderr), 'ERROR: transport error 203: timed out waiting for connection');
    assert.equal(firstLine(got.stderr), firstLine(want.stderr));
    assert.equal(got.stdout.replace(/\d+\n$/, ''), want.stdout.replace(/\d+\n$/, ''), 'the listening line and no output of the program');
    assert.equal(got.status, want.status);
});

// The command is split at white space only, as the JDK's agent splits it: tabs and runs of spaces
// separate words, quotes and backslashes are part of them.
test('launch: the command, split at white space, runs with the transport and the port, and debugs the program', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-jdwp-launch-'));
    const outcome = async (vm, name) => {
        const record = join(dir, name);
        const launch = `${process.execPath}\t${join(ROOT, 'node-tests', 'lib', 'jdwp-launched-debugger.mjs')}  ${record} "a b" 'c\\d'\t`;
        const p = run(vm, [`-agentlib:jdwp=transport=dt_socket,server=y,address=127.0.0.1:0,launch=${launch}`, '-cp', classes, 'JdbTarget']);
        await p.done;
        return { stdout: p.stdout, stderr: p.stderr, status: p.status, launched: readFileSync(record, 'utf8') };
    };
    const want = await outcome(VMS.hotspot, 'hotspot');
    const got = await outcome(VMS.wasm, 'wasm');
    assert.deepEqual(got, want);
    assert.equal(got.launched, `["a][b"]['c\\d'][dt_socket][<port>]\n`);
});

// onthrow and onuncaught on the server alone: the JDK's agent on HotSpot 17, given the same launched
// debugger, sends it no event and does not end after the program, so there is nothing to compare.
test('onthrow, onuncaught: the debugger is launched when such an exception is thrown, and only then', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/Uncaught.java']);
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-jdwp-onthrow-'));
    const debugged = async (name, option) => {
        const record = join(dir, name);
        const launch = `${process.execPath} ${join(ROOT, 'node-tests', 'lib', 'jdwp-launched-debugger.mjs')} ${record}`;
        const p = run(VMS.wasm, [`-agentlib:jdwp=transport=dt_socket,server=y,address=127.0.0.1:0,${option},launch=${launch}`, '-cp', classes, 'Uncaught']);
        await p.done;
        return { stdout: p.stdout, stderr: p.stderr.split('\n')[0], status: p.status, launched: existsSync(record) ? readFileSync(record, 'utf8') : null };
    };
    const plain = run(VMS.hotspot, ['-cp', classes, 'Uncaught']);
    await plain.done;
    const expected = { stdout: plain.stdout, stderr: plain.stderr.split('\n')[0], status: plain.status };
    for (const option of ['onthrow=java.lang.NumberFormatException', 'onthrow=java.lang.IllegalArgumentException', 'onuncaught=y']) {
        assert.deepEqual(await debugged(option, option), { ...expected, launched: '[dt_socket][<port>]\n' }, option);
    }
    assert.deepEqual(await debugged('other', 'onthrow=java.lang.NullPointerException'), { ...expected, launched: null });
    const p = run(VMS.wasm, ['-agentlib:jdwp=transport=dt_socket,server=y,onuncaught=y', '-cp', classes, 'Uncaught']);
    await p.done;
    assert.equal(p.status, 1);
    assert.match(p.stderr, /specify launch=<command line> when using onthrow or onuncaught/);
});

// As a debugger that lets the program run, on connected socket `s`, then closed.
async function letRun(s) {
    await letProgramRun(s);
    s.destroy();
}

const connect = (port) => new Promise((resolve, reject) => {
    const c = net.connect(port, '127.0.0.1');
    c.once('connect', () => resolve(c));
    c.once('error', reject);
});

// A connection that sends no JDWP handshake (here a line of JSON, as a debug adapter's) is refused
// with HotSpot's words on stderr; the server listens on at the same port without a new "Listening"
// line, and a debugger then attaches there.
test('a connection without the JDWP handshake is refused, and a debugger attaches after it', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const outcome = async (vm) => {
        const p = run(vm, ['-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0', '-cp', classes, 'JdbTarget']);
        try {
            const listening = /^Listening for transport dt_socket at address: (\d+)\n/;
            await waitUntil(() => listening.test(p.stdout) || p.exited, 30_000, () => `the agent to listen (output: ${p.stdout}${p.stderr})`);
            const port = Number(listening.exec(p.stdout)[1]);
            const refused = await connect(port);
            refused.on('error', () => {});
            refused.write('{"adapter":"vitrine-dap"}\n');
            await new Promise((resolve) => refused.on('close', resolve));
            await letRun(await connect(port));
            await p.done;
            return { stdout: p.stdout.replace(/address: \d+/, 'address: <port>'), stderr: p.stderr, status: p.status };
        } finally {
            p.child.kill('SIGKILL');
        }
    };
    const want = await outcome(VMS.hotspot);
    assert.deepEqual(await outcome(VMS.wasm), want);
    assert.equal(want.stderr, 'Debugger failed to attach: handshake failed - received >{"adapter":"vi< - expected >JDWP-Handshake<\n');
});

// quiet=y: no "Listening" line, and a debugger attaches all the same (at a port chosen beforehand);
// strict and stdalloc, obsolete in the JDK's agent, change nothing; a value that is not y or n ends
// the launcher with status 1 on both.
test('quiet, strict, stdalloc: as the JDK\'s agent', { skip, timeout: 60_000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const freePort = async () => {
        const server = net.createServer();
        await new Promise((r) => server.listen(0, '127.0.0.1', r));
        const { port } = server.address();
        await new Promise((r) => server.close(r));
        return port;
    };
    const attached = async (vm) => {
        const port = await freePort();
        const p = run(vm, [`-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,quiet=y,address=127.0.0.1:${port}`, '-cp', classes, 'JdbTarget']);
        try {
            // the VM listens without saying so: try until it accepts
            let s = null;
            for (let i = 0; i < 600 && !s && !p.exited; i++) {
                s = await new Promise((resolve) => {
                    const c = net.connect(port, '127.0.0.1');
                    c.once('connect', () => resolve(c));
                    c.once('error', () => setTimeout(() => resolve(null), 50));
                });
            }
            assert.ok(s, `no debugger could attach (output: ${p.stdout}${p.stderr})`);
            await letRun(s);
            await p.done;
            return { stdout: p.stdout, stderr: p.stderr, status: p.status };
        } finally {
            p.child.kill('SIGKILL');
        }
    };
    const want = await attached(VMS.hotspot);
    assert.deepEqual(await attached(VMS.wasm), want);
    assert.doesNotMatch(want.stdout, /Listening/);
    for (const option of ['quiet=n,strict=y,stdalloc=n', 'strict=n,stdalloc=y,quiet=y']) {
        const args = [`-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0,${option}`, '-cp', classes, 'JdbTarget'];
        const [w, g] = [run(VMS.hotspot, args), run(VMS.wasm, args)];
        await Promise.all([w.done, g.done]);
        const mask = (t) => t.replace(/address: \d+/, 'address: <port>');
        assert.deepEqual({ stdout: mask(g.stdout), stderr: g.stderr, status: g.status }, { stdout: mask(w.stdout), stderr: w.stderr, status: w.status }, option);
        assert.equal(/^Listening/.test(g.stdout), option.startsWith('quiet=n'), option);
    }
    for (const option of ['quiet=x', 'strict=yes', 'stdalloc']) {
        const args = [`-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,${option}`, '-version'];
        const [w, g] = [run(VMS.hotspot, args), run(VMS.wasm, args)];
        await Promise.all([w.done, g.done]);
        assert.equal(g.status, w.status, option);
        assert.equal(g.status, 1, option);
        assert.match(g.stderr, new RegExp(`JDWP: ${option.split('=')[0]} must be y or n`), option);
    }
});

test('an option the JDWP server does not support fails naming it', { skip, timeout: 60_000 }, async () => {
    const p = run(VMS.wasm, ['-agentlib:jdwp=transport=dt_socket,server=y,mutf8=y', '-version']);
    await p.done;
    assert.equal(p.status, 1);
    assert.match(p.stderr, /JDWP: the WebAssembly VM's JDWP server does not support the option mutf8/);
    const q = run(VMS.wasm, ['-agentlib:jdwp=transport=dt_shmem,server=y', '-version']);
    await q.done;
    assert.equal(q.status, 1);
    assert.match(q.stderr, /JDWP: transport dt_shmem is not supported/);
});
