// Child processes (tests/process/Processes.java): the native VM must print exactly what HotSpot prints
// (pipes, exit codes, errors, redirects, environment, destroy, process handles). The WebAssembly build
// cannot start processes: there ProcessBuilder.start must fail with an IOException that says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher, runCommand } from './lib/java-corpus.mjs';

const classes = mkdtempSync(join(tmpdir(), 'vitrine-process-'));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'process', 'Processes.java')],
  { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

let expected = null;
async function hotspot() {
  if (expected === null) expected = await runCommand([JAVA], ['-cp', classes, 'Processes'], { timeoutMs: 60_000 });
  return expected;
}

const native = launcher('native');
test('processes: native prints what HotSpot prints', { skip: native.skip || false }, async () => {
  const want = await hotspot();
  assert.equal(want.exit, 0, want.stderr.toString());
  const got = await runCommand(native.command, ['-cp', classes, 'Processes'], { timeoutMs: native.timeoutMs });
  assert.equal(got.stderr.toString(), want.stderr.toString());
  assert.equal(got.stdout.toString(), want.stdout.toString());
  assert.equal(got.exit, want.exit);
});

const wasm = launcher('wasm');
test('processes: the WebAssembly build says it cannot start one', { skip: wasm.skip || false }, async () => {
  const got = await runCommand(wasm.command, ['-cp', classes, 'Processes'], { timeoutMs: wasm.timeoutMs });
  const lines = got.stdout.toString().split('\n');
  assert.equal(lines[0], 'pipes: java.io.IOException: Cannot run program "sh": error=38, ' +
    'starting processes is not supported by the WebAssembly build');
  assert.match(got.stdout.toString(), /^current: true true false false false$/m);
  assert.equal(got.exit, 0);
});
