// Output into a pipe whose reader lags: the Node launcher must deliver every byte, as java does
// (fd 1 must stay blocking; a non-blocking pipe made the VM's writes fail with EAGAIN and
// PrintStream dropped the output silently, with exit status 0).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher } from './lib/java-corpus.mjs';

const out = mkdtempSync(join(tmpdir(), 'vitrine-stdout-'));
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', out, join(ROOT, 'tests', 'stdout', 'ManyLines.java')], { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

/** Runs command with stdout a pipe that is not read for the first `lagMs`; { bytes, exit, stderr }. */
function runWithLaggingReader(command, lagMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], [...command.slice(1), '-cp', out, 'ManyLines'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    let stderr = '';
    child.stdout.pause();
    setTimeout(() => {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stdout.resume();
    }, lagMs);
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (exit) => resolve({ bytes: Buffer.concat(chunks), exit, stderr }));
  });
}

for (const name of ['native', 'wasm']) {
  const l = launcher(name);
  test(`a lagging reader of stdout gets all of it (${name})`, { skip: l.skip || false }, async () => {
    const want = spawnSync(JAVA, ['-cp', out, 'ManyLines'], { maxBuffer: 1 << 24 });
    const got = await runWithLaggingReader(l.command, 2000);
    assert.equal(got.stderr, '');
    assert.equal(got.exit, 0);
    assert.equal(got.bytes.length, want.stdout.length);
    assert.ok(got.bytes.equals(want.stdout));
  });
}
