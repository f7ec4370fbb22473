// Malformed input against HotSpot: a table of damaged class files and jar files
// (node-tests/lib/malformed-cases.mjs: truncations and bit flips in every structure of a class file,
// bad constant pool indices and types, invalid modified UTF-8, bad names and descriptors, duplicate
// members, illegal access flags, bad Code attributes and exception tables, bad attributes, counts
// past the end, hierarchy cycles and bad superclasses, malformed stack maps, and every byte of a class
// flipped; jar files damaged in each part, manifests without or with a bad main class, module paths
// with damaged jars and module descriptors). Class files are loaded by tests/malformed/MalformedDriver.java
// in one VM run, each through a custom class loader's defineClass and through Class.forName; main
// classes and jar files are each run by the launcher. Every launcher must give HotSpot's exception
// class and message (stdout, stderr and exit status for launcher runs) and never crash. The
// expected results are HotSpot's, committed in tests/malformed/expected by
// scripts/gen-malformed-goldens.mjs (identity hash codes normalised to @HASH); a test says when the
// installed JDK no longer gives them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { JAVA_HOME as javaHome, launcher } from './lib/java-corpus.mjs';
import { EXPECTED, prepare, runClasses, runLaunches } from './lib/malformed-run.mjs';

const launchers = {
  hotspot: fs.existsSync(path.join(javaHome, 'bin/java')) ? [path.join(javaHome, 'bin/java')] : null,
  native: launcher('native').skip ? null : launcher('native').command,
  wasm: launcher('wasm').skip ? null : launcher('wasm').command,
};

const expectedClasses = {};
{
  let current = null;
  for (const line of fs.readFileSync(path.join(EXPECTED, 'classes.txt'), 'utf8').split('\n')) {
    const m = /^== (\S+)$/.exec(line);
    if (m) expectedClasses[current = m[1]] = [];
    else if (current) expectedClasses[current].push(line);
  }
  for (const k of Object.keys(expectedClasses)) expectedClasses[k] = expectedClasses[k].join('\n').replace(/\n+$/, '');
}
const expectedLaunches = JSON.parse(fs.readFileSync(path.join(EXPECTED, 'launches.json'), 'utf8'));
const prepared = prepare();

test('the goldens cover the whole table', () => {
  assert.deepEqual(Object.keys(expectedClasses).sort(), [...prepared.loaded].sort(), 'regenerate: node scripts/gen-malformed-goldens.mjs');
  assert.deepEqual(Object.keys(expectedLaunches).sort(), Object.keys(prepared.launches).sort(), 'regenerate: node scripts/gen-malformed-goldens.mjs');
  assert.ok(prepared.loaded.length + Object.keys(prepared.launches).length >= 200);
  // most cases are errors: the table tests something
  const errors = Object.values(expectedClasses).filter((t) => !/^define: ok\nforName: ok$/.test(t)).length;
  assert.ok(errors > 250, `only ${errors} class cases fail on HotSpot`);
});

test('the installed HotSpot gives the committed goldens', { skip: launchers.hotspot ? false : 'no JDK' }, async (t) => {
  const version = fs.readFileSync(path.join(EXPECTED, 'jdk-version.txt'), 'utf8');
  const hint = `the goldens come from\n${version}regenerate with node scripts/gen-malformed-goldens.mjs if the JDK changed`;
  const r = runClasses(launchers.hotspot, prepared);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.cases, expectedClasses, hint);
  const runs = await runLaunches(launchers.hotspot, prepared);
  for (const [label, { status, stdout, stderr }] of Object.entries(runs)) {
    assert.deepEqual({ status, stdout, stderr }, expectedLaunches[label], `${label}: ${hint}`);
  }
});

for (const name of ['native', 'wasm']) {
  test(`malformed class files on ${name} as on HotSpot`, { skip: launchers[name] ? false : `${name} launcher not built` }, async (t) => {
    const r = runClasses(launchers[name], prepared);
    assert.equal(r.signal, null, `crashed: ${r.stderr}`);
    assert.equal(r.status, 0, r.stderr);
    for (const c of prepared.loaded) {
      await t.test(c, () => assert.equal(r.cases[c], expectedClasses[c]));
    }
  });

  test(`malformed main classes and jar files on ${name} as on HotSpot`, { skip: launchers[name] ? false : `${name} launcher not built` }, async (t) => {
    const runs = await runLaunches(launchers[name], prepared);
    for (const label of Object.keys(prepared.launches)) {
      await t.test(label, () => {
        const got = runs[label];
        assert.equal(got.signal, null, `crashed with ${got.signal}: ${got.stderr}`);
        assert.ok(got.status !== null && got.status < 128, `abnormal exit ${got.status}: ${got.stderr}`);
        assert.deepEqual({ status: got.status, stdout: got.stdout, stderr: got.stderr }, expectedLaunches[label]);
      });
    }
  });
}

test.after(() => fs.rmSync(prepared.work, { recursive: true, force: true }));
