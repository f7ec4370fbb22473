// Running a module (tests/modules/app): -m/--module with -p/--module-path and --add-opens, on HotSpot,
// the native launcher and the Node launcher; output and exit status must be java's. tests/modules/exports:
// classes of packages java.base exports to nobody named from bytecode, as a module and from the class
// path, with and without --add-exports (IllegalAccessError's text, qualified and unnamed exports).
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
const exportsSrc = join(ROOT, 'tests', 'modules', 'exports');
const javacExports = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-nowarn', '-XDignore.symbol.file',
  '--add-exports', 'java.base/jdk.internal.misc=exports', '--add-exports', 'java.base/sun.nio.ch=exports',
  '-d', join(out, 'exports'), join(exportsSrc, 'module-info.java'), join(exportsSrc, 'exports', 'Main.java')],
{ encoding: 'utf8' });
assert.equal(javacExports.status, 0, javacExports.stderr);

const cases = {
  'module and class': ['-p', out, '-m', 'app/app.Main', 'a', 'b'],
  '--module= form': [`--module-path=${out}`, '--module=app/app.Main', 'x'],
  'with --add-opens': ['-p', out, '--add-opens', 'java.base/java.lang=app', '-m', 'app/app.Main'],
  'no main class': ['-p', out, '-m', 'app'],
  'missing module': ['-p', out, '-m', 'nosuch/x.Y'],
  'packages not exported, named module': ['-p', out, '-m', 'exports/exports.Main'],
  'packages exported to the module': ['-p', out, '--add-exports', 'java.base/jdk.internal.misc=exports',
    '--add-exports', 'java.base/sun.nio.ch=exports', '-m', 'exports/exports.Main'],
  'packages not exported, unnamed module': ['-cp', join(out, 'exports'), 'exports.Main'],
  'a package exported to the unnamed modules': ['--add-exports', 'java.base/sun.nio.ch=ALL-UNNAMED',
    '-cp', join(out, 'exports'), 'exports.Main'],
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
