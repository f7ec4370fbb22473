// The WebAssembly VM runs from the host's event loop (vm/slice.c, wasm-bridge/node-vm.mjs): while a
// CPU-bound Java program runs, timers of the page still fire; the program can be paused, resumed and
// stopped from JavaScript. The same holds while Java code runs for the VM itself: a user class
// loader's loadClass asked for by resolution, a bootstrap method, the shutdown hooks (their frames run
// in the same loop as every other frame).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, ROOT as root, launcher } from './lib/java-corpus.mjs';

const wasm = launcher('wasm');
const native = launcher('native');

function compile(program) {
  const classes = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-slices-'));
  const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', classes, path.join(root, 'tests/interactive', `${program}.java`)]);
  assert.equal(javac.status, 0, String(javac.stderr));
  return classes;
}

// Runs the program under node-tests/tools/slice-control.mjs and checks what it observed.
function checkPauseResumeStop(program) {
  const r = spawnSync(process.execPath, [path.join(root, 'node-tests/tools/slice-control.mjs'), compile(program), program],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VITRINE_WASM_DIR: process.env.VITRINE_WASM_DIR || path.join(root, 'build', 'wasm') } });
  assert.equal(r.status, 0, r.stderr);
  const obs = JSON.parse(r.stderr.trim().split('\n').pop());
  assert.equal(obs.status, 7, 'stop(7) ends the VM with status 7');
  assert.ok(obs.timerFiresWhileRunning >= 20, `the event loop ran timers while Java ran (${obs.timerFiresWhileRunning} in 1.5 s)`);
  assert.ok(obs.slicesWhileRunning >= 10, `the program ran in slices (${obs.slicesWhileRunning})`);
  assert.equal(obs.slicesWhilePaused, 0, 'no slice runs while paused');
  assert.ok(obs.slicesAfterResume > 0, 'slices run again after resume()');
  return r.stdout;
}

test('a running program can be paused, resumed and stopped from JavaScript', { skip: wasm.skip ?? false }, () => {
  assert.match(checkPauseResumeStop('Spin'), /^tick 1\n/, 'the program ran');
});

// Java code the VM runs for itself: a class loader asked for a class by resolution, a bootstrap method
// linking an invokedynamic call site, a shutdown hook after main ended with an uncaught exception. Each prints "<word> N" while it runs, and another thread
// prints "other N".
const vmWork = [
  { program: 'SlowLoader', what: 'a class loader', word: 'loading' },
  { program: 'SlowBootstrap', what: 'a bootstrap method', word: 'bootstrap' },
  { program: 'SlowShutdown', what: 'a shutdown hook', word: 'hook' },
];

for (const { program, what, word } of vmWork) {
  test(`while ${what} runs, the program can be paused, resumed and stopped and other threads run`, { skip: wasm.skip ?? false }, () => {
    const out = checkPauseResumeStop(program);
    assert.match(out, new RegExp(`^${word} 1$`, 'm'), `${what} ran`);
    assert.match(out, /^other 3$/m, `another thread ran while ${what} did`);
    assert.doesNotMatch(out, /never printed/);
  });

  test(`natively, other threads run while ${what} runs`, { skip: native.skip ?? false }, () => {
    const r = spawnSync(native.command[0], ['-cp', compile(program), program],
      { encoding: 'utf8', timeout: 2_500, killSignal: 'SIGKILL' });
    assert.match(r.stdout, new RegExp(`^${word} 1$`, 'm'), `${what} ran`);
    assert.match(r.stdout, /^other 3$/m, `another thread ran while ${what} did`);
  });
}
