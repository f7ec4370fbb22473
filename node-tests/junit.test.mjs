// JUnit 5 (Jupiter, and JUnit 4 through Vintage) on HotSpot, the native launcher and the Node
// launcher: the sample project tests/junit run by the JUnit Platform's own Console Launcher (Debian's
// junit5 package) must give HotSpot's tree, failures and summary; and wasm-bridge/bin/vitrine-test.mjs
// (the Java tests as node:test tests) must report what it reports for HotSpot's run of the same
// listener, with every reporter, and fail when a Java test fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JAVA, JAVA_HOME, ROOT, launcher, runCommand } from './lib/java-corpus.mjs';
import { DEFAULT_JUNIT_JAR, runJavaTests, eventTree } from '../wasm-bridge/junit.mjs';

const JARS = '/usr/share/java';
const VITRINE_TEST = join(ROOT, 'wasm-bridge', 'bin', 'vitrine-test.mjs');
const WASM_DIR = process.env.VITRINE_WASM_DIR || join(ROOT, 'build', 'wasm');
const LISTENER = join(WASM_DIR, 'junit', 'classes');

let missing = null;
if (!existsSync(DEFAULT_JUNIT_JAR)) missing = `${DEFAULT_JUNIT_JAR} is missing (Debian package junit5: scripts/setup.sh)`;
else if (!existsSync(LISTENER)) missing = `${LISTENER} is missing (make wasm builds it)`;
if (missing) process.stderr.write(`junit.test.mjs: SKIPPED: ${missing}\n`);

// The sample project, compiled against the JUnit jars.
let classes = null;
if (!missing) {
  classes = join(mkdtempSync(join(tmpdir(), 'vitrine-junit-')), 'classes');
  const cp = ['junit-jupiter-api', 'junit-jupiter-params', 'junit4', 'opentest4j', 'apiguardian-api', 'hamcrest-core']
    .map((j) => join(JARS, `${j}.jar`)).join(':');
  const src = join(ROOT, 'tests', 'junit', 'src', 'sample');
  const sources = ['CalculatorTest', 'DynamicCasesTest', 'FailuresTest', 'LegacyTest', 'NestedStackTest',
    'ParameterizedCasesTest', 'ResourcesTest'].map((n) => join(src, `${n}.java`));
  const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-encoding', 'UTF-8', '-cp', cp, '-d', classes, ...sources], { encoding: 'utf8' });
  assert.equal(javac.status, 0, javac.stderr);
  process.on('exit', () => rmSync(join(classes, '..'), { recursive: true, force: true }));
}

// What differs from run to run on any VM: the run's duration, hidden classes' numbers and addresses.
const normalize = (text) => text
  .replace(/Test run finished after \d+ ms/g, 'Test run finished after N ms')
  .replace(/\$\$Lambda\$\d+\/0x[0-9a-f]+/g, '$$$$Lambda$$N/0x')
  .replace(/\/0x[0-9a-f]{8,16}/g, '/0x')
  .replace(/^(\s*duration_ms:).*$/gm, '$1 N')
  .replace(/(ℹ duration_ms|# duration_ms|<!-- duration_ms) [0-9.]+/g, '$1 N')
  .replace(/ \(\d+(\.\d+)?ms\)/g, ' (N ms)')
  .replace(/time="[0-9.]+"/g, 'time="N"')
  .replace(/hostname="[^"]*"/g, 'hostname="H"');

const CONSOLE_ARGS = ['-jar', DEFAULT_JUNIT_JAR, '-cp', classes || '', '--scan-classpath', '--disable-banner',
  '--disable-ansi-colors', '--details=tree'];

let hotspotConsole = null;
async function hotspotConsoleRun() {
  hotspotConsole ??= await runCommand([JAVA], CONSOLE_ARGS, { timeoutMs: 120_000 });
  return hotspotConsole;
}

for (const name of ['native', 'wasm']) {
  const l = launcher(name);
  test(`Console Launcher tree and failures as on HotSpot (${name})`, { skip: missing || l.skip || false }, async () => {
    const want = await hotspotConsoleRun();
    const got = await runCommand(l.command, CONSOLE_ARGS, { timeoutMs: 300_000 });
    assert.equal(normalize(got.stdout.toString()), normalize(want.stdout.toString()));
    assert.equal(got.stderr.toString(), want.stderr.toString());
    assert.equal(got.exit, want.exit);
    assert.equal(want.exit, 1, 'the sample project has failing tests');
  });
}

// The listener's events, less what varies (stack traces through lambda proxies keep their shape).
function comparableEvents(run) {
  return run.events.map((e) => JSON.parse(normalize(JSON.stringify(e))));
}

let hotspotEvents = null;
async function hotspotEventRun() {
  hotspotEvents ??= await runJavaTests({ command: [JAVA], args: ['-cp', classes] });
  return hotspotEvents;
}

test('listener events: the tree of the sample project on HotSpot', { skip: missing || false }, async () => {
  const run = await hotspotEventRun();
  assert.equal(run.status, 1);
  const { roots, output } = eventTree(run.events);
  assert.deepEqual(output, []);
  const jupiter = roots.find((r) => r.name === 'JUnit Jupiter');
  const failures = jupiter.children.find((c) => c.name === 'FailuresTest');
  const byName = Object.fromEntries(failures.children.map((c) => [c.name, c]));
  assert.equal(byName['fails()'].state, 'FAILED');
  assert.equal(byName['fails()'].message, 'strings differ ==> expected: <expected> but was: <actual>');
  assert.match(byName['fails()'].trace, /at sample\.FailuresTest\.fails\(FailuresTest\.java:\d+\)/);
  assert.equal(byName['disabled()'].state, 'SKIPPED');
  assert.equal(byName['disabled()'].reason, 'not ready yet');
  assert.equal(byName['aborted()'].state, 'ABORTED');
  const calc = jupiter.children.find((c) => c.name === 'A calculator');
  const printing = calc.children.find((c) => c.name === 'printsOutput()');
  assert.deepEqual(printing.output, [{ stream: 'stdout', text: 'output of printsOutput\n' },
    { stream: 'stderr', text: 'error output of printsOutput\n' }]);
  assert.match(calc.output[0].text, /^lifecycle: \[beforeAll, beforeEach, afterEach/);
  const vintage = roots.find((r) => r.name === 'JUnit Vintage');
  assert.deepEqual(vintage.children[0].children.map((c) => [c.name, c.state]),
    [['appends', 'SUCCESSFUL'], ['expectsException', 'SUCCESSFUL'], ['ignored', 'SKIPPED']]);
});

for (const name of ['native', 'wasm']) {
  const l = launcher(name);
  test(`listener events as on HotSpot (${name})`, { skip: missing || l.skip || false }, async () => {
    const want = await hotspotEventRun();
    const got = name === 'wasm'
      ? await runJavaTests({ args: ['-cp', classes] })
      : await runJavaTests({ command: l.command, args: ['-cp', classes] });
    assert.equal(got.status, want.status);
    assert.deepEqual(comparableEvents(got), comparableEvents(want));
  });
}

// vitrine-test.mjs itself, as a user runs it: node:test's output with each reporter must be what it
// is for HotSpot's run of the same tests (vitrine-test.mjs --java), and the exit status 1.
const wasm = launcher('wasm');
for (const reporter of ['tap', 'spec', 'junit']) {
  test(`vitrine-test.mjs --test-reporter=${reporter} as for HotSpot`, { skip: missing || wasm.skip || false }, async () => {
    const argv = [`--test-reporter=${reporter}`, VITRINE_TEST, '-cp', classes];
    const want = await runCommand([process.execPath], [...argv, '--java', JAVA], { timeoutMs: 120_000 });
    const got = await runCommand([process.execPath], argv, { timeoutMs: 300_000 });
    assert.equal(normalize(got.stdout.toString()), normalize(want.stdout.toString()));
    assert.equal(got.exit, 1);
    assert.equal(want.exit, 1);
    if (reporter === 'tap') {
      const out = got.stdout.toString();
      assert.match(out, /not ok \d+ - fails\(\)\n[^]*?error: 'strings differ ==> expected: <expected> but was: <actual>'[^]*?name: 'org\.opentest4j\.AssertionFailedError'[^]*?stack: \|-\n\s+org\.junit\.jupiter\.api\.AssertionFailureBuilder/);
      assert.match(out, /ok \d+ - disabled\(\) # SKIP not ready yet/);
      assert.match(out, /ok \d+ - aborted\(\) # SKIP aborted: Assumption failed: only on Sundays/);
      assert.match(out, /# Subtest: A stack\n\s+# Subtest: isEmpty\(\)/);
      assert.match(out, /# output of printsOutput\n/);
      assert.match(out, /ok \d+ - A stack \(output\)\n[^]*?# \(A stack\) stack tests done\n/);
      assert.match(out, /# tests 38\n# suites 21\n# pass 32\n# fail 3\n/);
    }
  });
}

test('vitrine-test.mjs selects a class and exits 0 when its tests pass', { skip: missing || wasm.skip || false }, async () => {
  const got = await runCommand([process.execPath], ['--test-reporter=tap', VITRINE_TEST, '-cp', classes,
    '--select-class', 'sample.NestedStackTest', '--select-method', 'sample.CalculatorTest#adds'], { timeoutMs: 300_000 });
  const out = got.stdout.toString();
  assert.equal(got.exit, 0, out + got.stderr.toString());
  assert.match(out, /ok \d+ - is empty again/);
  assert.match(out, /ok \d+ - adds two numbers/);
  assert.match(out, /# tests 5\n/);
});

test('vitrine-test.mjs selects a package with a class name filter', { skip: missing || wasm.skip || false }, async () => {
  const got = await runCommand([process.execPath], ['--test-reporter=tap', VITRINE_TEST, '-cp', classes,
    '--select-package', 'sample', '--include-classname', '.*(NestedStack|Legacy)Test'], { timeoutMs: 300_000 });
  const out = got.stdout.toString();
  assert.equal(got.exit, 0, out + got.stderr.toString());
  assert.match(out, /# Subtest: JUnit Vintage\n\s+# Subtest: LegacyTest\n/);
  assert.match(out, /ok \d+ - ignored # SKIP legacy skip/);
  assert.match(out, /# tests 7\n# suites 6\n# pass 6\n# fail 0\n# cancelled 0\n# skipped 1\n/);
});

test('vitrine-test.mjs: a test that calls System.exit fails the run', { skip: missing || wasm.skip || false }, async () => {
  const exiting = join(classes, '..', 'exiting');
  const cp = ['junit-jupiter-api', 'opentest4j', 'apiguardian-api'].map((j) => join(JARS, `${j}.jar`)).join(':');
  const javac = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-cp', cp, '-d', exiting,
    join(ROOT, 'tests', 'junit', 'exiting', 'sample', 'exiting', 'ExitingTest.java')], { encoding: 'utf8' });
  assert.equal(javac.status, 0, javac.stderr);
  const got = await runCommand([process.execPath], ['--test-reporter=tap', VITRINE_TEST, '-cp', exiting], { timeoutMs: 300_000 });
  const out = got.stdout.toString();
  assert.equal(got.exit, 1, out);
  assert.match(out, /ok 1 - passes\(\)\n[^]*# before the exit\n/);
  assert.match(out, /not ok 2 - exits\(\)\n[^]*error: 'the test started but never finished \(the VM ended during it\)'[^]*# exiting\n/);
  assert.match(out, /not ok \d+ - JUnit Platform run\n[^]*error: 'the JUnit Platform launcher ended with status 3 before the test plan finished \(vitrine.wasm\)'/);
});

test('vitrine-test.mjs without the Console Launcher jar says so and fails', { skip: wasm.skip || false }, async () => {
  const got = await runCommand([process.execPath], [VITRINE_TEST, '--junit-jar', '/nonexistent/console.jar'], { timeoutMs: 60_000 });
  assert.equal(got.exit, 2);
  assert.match(got.stderr.toString(), /^vitrine-test: \/nonexistent\/console\.jar is missing/);
});
