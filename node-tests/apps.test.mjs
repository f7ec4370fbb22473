// Real applications (tests/apps/*/app.json, see tests/apps/README.md): Debian's packaged programs and
// libraries on HotSpot, the native launcher and the Node launcher, compared byte for byte: stdout,
// stderr, exit status and the files each run writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher, runCommand, selectedLaunchers } from './lib/java-corpus.mjs';

const APPS = join(ROOT, 'tests', 'apps');
const apps = readdirSync(APPS).filter((d) => existsSync(join(APPS, d, 'app.json'))).sort();

// A fresh copy of the app's directory, with its Java sources compiled into classes/.
function prepare(name, app) {
  const dir = mkdtempSync(join(tmpdir(), `vitrine-app-${name}-`));
  cpSync(join(APPS, name), dir, { recursive: true });
  if (app.compile) {
    const cp = app.classpath.filter((p) => p.startsWith('/')).join(':');
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', join(dir, 'classes'), ...(cp ? ['-cp', cp] : []),
      ...app.compile.map((f) => join(dir, f))], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  }
  return dir;
}

// Every file under the outputs, as path -> contents.
function outputs(dir, app) {
  const files = {};
  const walk = (p) => {
    if (!existsSync(p)) { files[relative(dir, p)] = '(missing)'; return; }
    if (statSync(p).isDirectory()) for (const e of readdirSync(p).sort()) walk(join(p, e));
    else files[relative(dir, p)] = readFileSync(p).toString('base64');
  };
  for (const o of app.outputs ?? []) walk(join(dir, o));
  return files;
}

async function run(command, name, app) {
  const dir = prepare(name, app);
  const cp = app.classpath.map((p) => (p.startsWith('/') ? p : join(dir, p))).join(':');
  const args = [...(cp ? ['-cp', cp] : []), app.main, ...app.args];
  const r = await runCommand(command, args, { timeoutMs: 600_000, cwd: dir });
  let stdout = r.stdout.toString(), stderr = r.stderr.toString();
  for (const [re, by] of app.normalise ?? []) {
    stdout = stdout.replace(new RegExp(re, 'g'), by);
    stderr = stderr.replace(new RegExp(re, 'g'), by);
  }
  stdout = stdout.split(dir).join('<dir>');
  stderr = stderr.split(dir).join('<dir>');
  return { stdout, stderr, exit: r.exit, files: outputs(dir, app) };
}

const expected = {};
for (const l of selectedLaunchers().filter((x) => x.name !== 'hotspot')) {
  const name = l.name;
  for (const app of apps) {
    const spec = JSON.parse(readFileSync(join(APPS, app, 'app.json'), 'utf8'));
    test(`${app} (${name})`, { skip: l.skip || false, timeout: 900_000 }, async () => {
      expected[app] ??= await run([JAVA], app, spec);
      const want = expected[app];
      assert.equal(want.exit, spec.status ?? 0, `HotSpot itself did not end as expected: ${want.stderr}`);
      const got = await run(l.command, app, spec);
      assert.equal(got.stdout, want.stdout);
      assert.equal(got.stderr, want.stderr);
      assert.equal(got.exit, want.exit);
      assert.deepEqual(got.files, want.files);
    });
  }
}
