// Signals, as java handles them (tests/signals/Signals.java): SIGINT, SIGTERM and SIGHUP run the
// shutdown hooks and end the program with 128 + the signal's number whatever its threads are doing, a
// sun.misc.Signal handler runs on a thread of its own, and -Xrs leaves the signal to the OS. The native
// launcher must behave as HotSpot does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher } from './lib/java-corpus.mjs';

const classes = mkdtempSync(join(tmpdir(), 'vitrine-signals-'));
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', classes, join(ROOT, 'tests', 'signals', 'Signals.java')],
  { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

// Runs the program, sends `signal` once it printed "ready", and resolves what it printed and how it ended.
function runAndSignal(command, vmOptions, mode, signal) {
  return new Promise((resolve) => {
    const [file, ...pre] = command;
    const child = spawn(file, [...pre, ...vmOptions, '-cp', classes, 'Signals', mode], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let sent = false;
    child.stdout.on('data', (d) => {
      out += d;
      if (!sent && out.includes('ready')) {
        sent = true;
        setTimeout(() => child.kill(signal), 300);
      }
    });
    child.stderr.on('data', (d) => { out += d; });
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (code, sig) => {
      clearTimeout(guard);
      child.stdin.destroy();
      resolve({ out, code, signal: sig });
    });
  });
}

const cases = [
  [[], 'loop', 'SIGINT'], [[], 'read', 'SIGINT'], [[], 'wait', 'SIGTERM'], [[], 'sleep', 'SIGHUP'],
  [[], 'handler', 'SIGUSR2'], [['-Xrs'], 'loop', 'SIGINT'],
];

const native = launcher('native');
for (const [opts, mode, signal] of cases) {
  test(`${[...opts, mode, signal].join(' ')} (native)`, { skip: native.skip || false }, async () => {
    const want = await runAndSignal([JAVA], opts, mode, signal);
    const got = await runAndSignal(native.command, opts, mode, signal);
    assert.deepEqual(got, want);
  });
}
