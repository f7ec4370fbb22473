// System.inheritedChannel() (vm/natives/net_inherited.c): tests/net/InheritedChannelProbe.java with a
// file, a connected TCP socket, a listening TCP socket and a UNIX domain socket (what Node's 'pipe'
// standard input is) as its standard input, on HotSpot and on the native launcher, which must print
// the same (and the other side of a TCP socket must get the same answer); the WebAssembly build, where
// nothing is a socket, answers null for a file as HotSpot does.
//
//   node --test node-tests/inherited-channel.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA_HOME, ROOT, cleanEnv, launcher } from './lib/java-corpus.mjs';

const classes = mkdtempSync(join(tmpdir(), 'vitrine-inherited-'));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'net', 'InheritedChannelProbe.java')],
    { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

const hotspot = launcher('hotspot');
const native = launcher('native');
const wasm = launcher('wasm');

/* Runs the probe with `fd` (a descriptor of this process) as its standard input. */
function runWithStdin(l, fd, port) {
    const scratch = mkdtempSync(join(tmpdir(), 'vitrine-inherited-run-'));
    const [file, ...pre] = l.command;
    const child = spawn(file, [...pre, '-cp', classes, 'InheritedChannelProbe', String(port)],
        { cwd: scratch, env: { ...cleanEnv(scratch), ...l.env }, stdio: [fd, 'pipe', 'pipe'] });
    const out = [], err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    return once(child, 'close').then(([code]) => {
        clearTimeout(timer);
        rmSync(scratch, { recursive: true, force: true });
        return { stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString(), exit: code };
    });
}

/* Reads what the other side sends until it closes. */
function readAll(socket) {
    const chunks = [];
    socket.on('data', (d) => chunks.push(d));
    return once(socket, 'close').then(() => Buffer.concat(chunks).toString());
}

async function listening() {
    const server = net.createServer({ pauseOnConnect: true });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return server;
}

/* A connected socket as standard input: the probe reads "ping" and answers "pong". */
async function connectedSocket(l) {
    const server = await listening();
    const port = server.address().port;
    const accepted = once(server, 'connection');
    const client = net.connect(port, '127.0.0.1');
    client.pause();
    await once(client, 'connect');
    const [peer] = await accepted;
    const run = runWithStdin(l, client._handle.fd, port);
    client.destroy(); // the child has its own copy of the descriptor
    const reply = readAll(peer);
    peer.resume();
    peer.write('ping\n');
    const got = await run;
    const answer = await reply;
    server.close();
    return { ...got, answer };
}

/* A listening socket as standard input: the probe accepts one connection and answers it. */
async function listeningSocket(l) {
    const server = await listening();
    const port = server.address().port;
    const run = runWithStdin(l, server._handle.fd, port);
    await new Promise((done) => server.close(done)); // only the child listens now
    const client = net.connect(port, '127.0.0.1');
    await once(client, 'connect');
    const reply = readAll(client);
    client.write('ping\n');
    const got = await run;
    return { ...got, answer: await reply };
}

const SOCKET_OUT = [
    'the same channel again: true',
    'socket channel: connected true, blocking true, peer 127.0.0.1, peer port is the server\'s true',
    'received: ping',
    'closing',
    '',
].join('\n');
const SERVER_OUT = [
    'the same channel again: true',
    'server socket channel: local port is the one passed true',
    'received: ping',
    'closing',
    '',
].join('\n');
const NULL_OUT = 'inherited channel: null\nnull again: true\n';
const UNIX_OUT = [
    'the same channel again: true',
    'socket channel: connected true, blocking true, UNIX domain peer ""',
    'received: ping',
    'closing',
    '',
].join('\n');

/* A file as standard input: not a socket. */
async function file(l) {
    const fd = openSync(join(ROOT, 'tests', 'net', 'InheritedChannelProbe.java'), 'r');
    try {
        return await runWithStdin(l, fd, -1);
    } finally {
        closeSync(fd);
    }
}

/* Node's 'pipe' standard input is one end of a UNIX domain socket pair. */
async function unixSocket(l) {
    const scratch = mkdtempSync(join(tmpdir(), 'vitrine-inherited-run-'));
    const [cmd, ...pre] = l.command;
    const child = spawn(cmd, [...pre, '-cp', classes, 'InheritedChannelProbe'],
        { cwd: scratch, env: { ...cleanEnv(scratch), ...l.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [], err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.stdin.on('error', () => {});
    child.stdin.write('ping\n');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const [code] = await once(child, 'close');
    clearTimeout(timer);
    rmSync(scratch, { recursive: true, force: true });
    return { stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString(), exit: code };
}

const cases = [
    { name: 'a file', run: file, out: NULL_OUT },
    { name: 'a connected socket', run: connectedSocket, out: SOCKET_OUT, answer: 'pong\n' },
    { name: 'a listening socket', run: listeningSocket, out: SERVER_OUT, answer: 'pong\n' },
    { name: 'a UNIX domain socket', run: unixSocket, out: UNIX_OUT },
];

for (const c of cases) {
    test(`inherited channel: ${c.name} as standard input, native as on HotSpot`, { skip: native.skip || hotspot.skip || false }, async () => {
        const expected = await c.run(hotspot);
        assert.equal(expected.stdout.toString(), c.out, `HotSpot: ${expected.stderr}`);
        const got = await c.run(native);
        assert.equal(got.stderr.toString(), expected.stderr.toString());
        assert.equal(got.stdout.toString(), expected.stdout.toString());
        assert.equal(got.exit, expected.exit);
        assert.equal(got.answer, expected.answer);
        if (c.answer) assert.equal(got.answer, c.answer);
    });
}

test('inherited channel: the WebAssembly build answers null (nothing is a socket there)', { skip: wasm.skip || false }, async () => {
    const got = await cases[0].run(wasm);
    assert.equal(got.stderr.toString(), '');
    assert.equal(got.stdout.toString(), NULL_OUT);
    assert.equal(got.exit, 0);
});
