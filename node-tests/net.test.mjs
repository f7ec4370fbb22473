// Networking where there is none: the WebAssembly builds have no sockets (docs/ARCHITECTURE.md,
// "Networking"). tests/net/NetUnavailable.java must see addresses that need no network work and every
// socket, selector and interface call fail with an exception naming the reason, never a crash or a
// trap, and go on running. The native build's sockets are tested against HotSpot by the corpus
// programs NetAddresses, NetSockets and NetChannels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA_HOME, ROOT, launcher, runCommand } from './lib/java-corpus.mjs';

const classes = mkdtempSync(join(tmpdir(), 'vitrine-net-'));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'net', 'NetUnavailable.java')],
  { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

const NO_SOCKETS = 'java.net.SocketException: Sockets are not available in WebAssembly';
const EXPECTED = [
  'loopback: localhost/127.0.0.1',
  'literal: /10.1.2.3',
  'localhost: localhost/127.0.0.1',
  'unknown host: java.net.UnknownHostException: nonexistent.invalid: Name resolution is not available in WebAssembly',
  `server socket: ${NO_SOCKETS}`,
  `socket: ${NO_SOCKETS}`,
  `socket channel: ${NO_SOCKETS}`,
  `selector: ${NO_SOCKETS}`,
  `datagram socket: ${NO_SOCKETS}`,
  `datagram channel: ${NO_SOCKETS}`,
  'unix domain socket: java.lang.UnsupportedOperationException: Protocol family not supported',
  'interfaces: java.net.SocketException: Network interfaces are not available in WebAssembly',
  'still running: yes',
  '',
].join('\n');

for (const name of ['wasm', 'wasi']) {
  const l = launcher(name);
  test(`net: the ${name} build fails socket calls with a SocketException naming the reason`, { skip: l.skip || false }, async () => {
    const got = await runCommand(l.command, ['-cp', classes, 'NetUnavailable'], { timeoutMs: l.timeoutMs });
    assert.equal(got.stderr.toString(), '');
    assert.equal(got.stdout.toString(), EXPECTED);
    assert.equal(got.exit, 0);
  });
}
