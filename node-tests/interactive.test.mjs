// Interactive input: a thread reading System.in must not stop the other threads (natively the reader
// runs without the execution token; in WebAssembly it waits for the launcher to push input while the
// others run). The input is written only once the worker thread has finished, on HotSpot, native
// Vitrine and Vitrine under Node alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA, JAVA_HOME as javaHome, ROOT as root, launcher } from './lib/java-corpus.mjs';

const classes = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-interactive-'));
const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', classes, path.join(root, 'tests/interactive/LateInput.java')]);
assert.equal(javac.status, 0, String(javac.stderr));

const launchers = {
  hotspot: [JAVA, '-Xint'],
  native: launcher('native').skip ? null : launcher('native').command,
  wasm: launcher('wasm').skip ? null : launcher('wasm').command,
};

function runInteractive(command) {
  return new Promise((resolve, reject) => {
    const [cmd, ...pre] = command;
    const child = spawn(cmd, [...pre, '-cp', classes, 'LateInput'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let sent = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no progress within 60 s; output so far:\n${out}\n${err}`));
    }, 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (!sent && out.includes('worker done\n')) {
        sent = true;
        child.stdin.write('hello\n');
        setTimeout(() => child.stdin.end('world\n'), 50);
      }
    });
    child.stderr.on('data', (d) => { err += d; });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, out, err });
    });
  });
}

const expected = 'worker 1\nworker 2\nworker 3\nworker 4\nworker 5\nworker done\ngot: hello\nthen: world\n';
for (const [name, command] of Object.entries(launchers)) {
  test(`reading System.in lets the other threads run (${name})`, { skip: command ? false : `${name} not built` }, async () => {
    const r = await runInteractive(command);
    assert.equal(r.err, '');
    assert.equal(r.out, expected);
    assert.equal(r.status, 0);
  });
}
