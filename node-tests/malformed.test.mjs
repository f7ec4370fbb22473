// Malformed class files as main classes: each launcher must report the fault exactly as HotSpot does
// (same stderr, same exit code) and never crash. The damaged class files are made here from one
// compiled with the JDK's javac: truncations, a bad magic, versions out of range, bad constant pool
// entries and a wrong class name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { JAVA_HOME as javaHome, launcher } from './lib/java-corpus.mjs';

// HotSpot as the java launcher runs it (the corpus runs HotSpot with -Xint; messages are the same)
const launchers = {
  hotspot: [path.join(javaHome, 'bin/java')],
  native: launcher('native').skip ? null : launcher('native').command,
  wasm: launcher('wasm').skip ? null : launcher('wasm').command,
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-malformed-'));
fs.writeFileSync(path.join(work, 'Good.java'),
  'public class Good { static int twice(int x) { return 2 * x; }\n' +
  '  public static void main(String[] a) { System.out.println("good " + twice(21)); } }\n');
const javac = spawnSync(path.join(javaHome, 'bin/javac'), ['-XDstringConcat=inline', '-d', work, path.join(work, 'Good.java')]);
assert.equal(javac.status, 0, String(javac.stderr));
const good = fs.readFileSync(path.join(work, 'Good.class'));

// Each case: a directory holding Good.class with damaged bytes.
function variant(name, bytes) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'Good.class'), bytes);
  return dir;
}
const patched = (offset, values) => {
  const b = Buffer.from(good);
  values.forEach((v, i) => { b[offset + i] = v; });
  return b;
};
const cases = {
  'intact': good,
  'empty': Buffer.alloc(0),
  'truncated-header': good.subarray(0, 6),
  'truncated-pool': good.subarray(0, 40),
  'truncated-middle': good.subarray(0, Math.floor(good.length / 2)),
  'truncated-last-byte': good.subarray(0, good.length - 1),
  'bad-magic': patched(0, [0xca, 0xfe, 0xba, 0xbf]),
  'version-62': patched(6, [0, 62]),
  'version-44': patched(6, [0, 44]),
  'bad-pool-count': patched(8, [0, 1]),
  'bad-first-tag': patched(10, [99]),
  'trailing-bytes': Buffer.concat([good, Buffer.from([0, 0, 0])]),
};
const dirs = Object.fromEntries(Object.entries(cases).map(([n, b]) => [n, variant(n, b)]));

function run(launcher, dir) {
  const [cmd, ...pre] = launchers[launcher];
  const r = spawnSync(cmd, [...pre, '-cp', dir, 'Good'], { cwd: dir, timeout: 120000, encoding: 'utf8' });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

const expected = Object.fromEntries(Object.entries(dirs).map(([n, d]) => [n, run('hotspot', d)]));

for (const launcher of ['native', 'wasm']) {
  test(`malformed class files on ${launcher}`, { skip: launchers[launcher] ? false : `${launcher} launcher not built` }, async (t) => {
    for (const [name, dir] of Object.entries(dirs)) {
      await t.test(name, () => {
        const got = run(launcher, dir);
        assert.equal(got.signal, null, `crashed with ${got.signal}`);
        assert.ok(got.status !== null && got.status < 128, `abnormal exit ${got.status}: ${got.stderr}`);
        assert.equal(got.stdout, expected[name].stdout);
        assert.equal(got.stderr, expected[name].stderr);
        assert.equal(got.status, expected[name].status);
      });
    }
  });
}
