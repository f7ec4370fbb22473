// Running a module (tests/modules/app): -m/--module with -p/--module-path and --add-opens, on HotSpot,
// the native launcher and the Node launcher; output and exit status must be java's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher, runCommand } from './lib/java-corpus.mjs';

const out = mkdtempSync(join(tmpdir(), 'vitrine-modules-'));
const src = join(ROOT, 'tests', 'modules', 'app');
const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', join(out, 'app'),
  join(src, 'module-info.java'), join(src, 'app', 'Main.java')], { encoding: 'utf8' });
assert.equal(javac.status, 0, javac.stderr);

const cases = {
  'module and class': ['-p', out, '-m', 'app/app.Main', 'a', 'b'],
  '--module= form': [`--module-path=${out}`, '--module=app/app.Main', 'x'],
  'with --add-opens': ['-p', out, '--add-opens', 'java.base/java.lang=app', '-m', 'app/app.Main'],
  'no main class': ['-p', out, '-m', 'app'],
  'missing module': ['-p', out, '-m', 'nosuch/x.Y'],
};

for (const name of ['native', 'wasm']) {
  const l = launcher(name);
  for (const [label, argv] of Object.entries(cases)) {
    test(`${label} (${name})`, { skip: l.skip || false }, async () => {
      const want = await runCommand([JAVA], argv, { timeoutMs: 60_000 });
      const got = await runCommand(l.command, argv, { timeoutMs: l.timeoutMs });
      assert.equal(got.stdout.toString(), want.stdout.toString());
      assert.equal(got.stderr.toString(), want.stderr.toString());
      assert.equal(got.exit, want.exit);
    });
  }
}
