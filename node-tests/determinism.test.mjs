// Deterministic scheduling: a racy multi-threaded program (tests/determinism/Interleave.java) must
// produce the same interleaving on every run, natively, under Node and in the WASI build (node:wasi),
// and the builds must agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, ROOT as root, launcher } from './lib/java-corpus.mjs';

const launchers = {
  native: launcher('native').skip ? null : launcher('native').command,
  wasm: launcher('wasm').skip ? null : launcher('wasm').command,
  wasi: launcher('wasi').skip ? null : launcher('wasi').command,
};

const classes = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-determinism-'));
const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-d', classes,
  path.join(root, 'tests/determinism/Interleave.java'), path.join(root, 'tests/determinism/IdentityHashes.java')]);
assert.equal(javac.status, 0, String(javac.stderr));

function run(name, main = 'Interleave') {
  const [cmd, ...pre] = launchers[name];
  const r = spawnSync(cmd, [...pre, '-XX:+DeterministicScheduling', '-cp', classes, main],
    { encoding: 'utf8', timeout: 120000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

const outputs = {};
for (const name of ['native', 'wasm', 'wasi']) {
  test(`the same interleaving on every run (${name})`, { skip: launchers[name] ? false : `${name} not built` }, () => {
    const first = run(name);
    assert.match(first, /^[ABC]{120}\nshared 120\n$/);
    // Threads run one after another would give three runs of one letter; each thread must have been
    // switched away from several times before it finished.
    const runs = first.slice(0, 120).match(/A+|B+|C+/g).length;
    assert.ok(runs >= 12, `the threads do interleave (${runs} runs of one thread)`);
    for (let i = 0; i < 2; i++) assert.equal(run(name), first);
    outputs[name] = first;
  });
}

test('native and wasm agree', { skip: launchers.native && launchers.wasm ? false : 'needs both builds' }, () => {
  assert.equal(outputs.wasm ?? run('wasm'), outputs.native ?? run('native'));
});

test('identity hashes: native and wasm agree', { skip: launchers.native && launchers.wasm ? false : 'needs both builds' }, () => {
  const native = run('native', 'IdentityHashes');
  assert.match(native, /^(-?\d+\n){3}\[(item\d+(, )?){12}\]\nin a thread -?\d+\ntrue\n$/);
  assert.equal(run('wasm', 'IdentityHashes'), native);
});

test('native and wasi agree', { skip: launchers.native && launchers.wasi ? false : 'needs both builds' }, () => {
  assert.equal(outputs.wasi ?? run('wasi'), outputs.native ?? run('native'));
});

test('identity hashes: native and wasi agree', { skip: launchers.native && launchers.wasi ? false : 'needs both builds' }, () => {
  assert.equal(run('wasi', 'IdentityHashes'), run('native', 'IdentityHashes'));
});
