// junit.mjs: Java tests (JUnit 5 Jupiter, JUnit 4 through Vintage) as node:test tests. The JUnit
// Platform's own Console Launcher runs inside the WebAssembly VM (or any `java` command) with
// wasm-bridge/junit's listener, which writes the run's events as JSON lines to a file; those events
// become a tree that is then declared as node:test suites (containers) and tests, replaying each
// Java result, so that every node:test reporter shows them and the process fails when a test failed.
// bin/vitrine-test.mjs is the command line built on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { startVitrine } from './node-vm.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's JUnit Platform Console Launcher (package junit5); its manifest names the engines. */
export const DEFAULT_JUNIT_JAR = '/usr/share/java/junit-platform-console-standalone.jar';

// Console Launcher options that select tests; without one the whole class path is scanned.
const SELECTOR_OPTIONS = /^(--select(-[a-z]+)?|--scan-class-?path|--scan-modules|-[cmpdfuori])(=|$)/;

/** The Console Launcher's arguments for `args`: --scan-classpath added when nothing is selected. */
export function consoleLauncherArgs(args) {
  const out = ['--disable-banner', '--disable-ansi-colors', ...args];
  if (!args.some((a) => SELECTOR_OPTIONS.test(a))) out.push('--scan-classpath');
  return out;
}

/**
 * Runs the Java tests and returns { status, events, stderr? }: the launcher's exit status (0 all
 * passed, 1 a test failed, 2 no tests found with --fail-if-no-tests, -1 bad options; 134 the
 * WebAssembly VM crashed) and the listener's events in order.
 * Options:
 *   args          Console Launcher options (-cp, --select-class, --include-tag, ...)
 *   jvmArgs       options for the VM itself (-Xmx..., -D...)
 *   junitJar      the Console Launcher jar (default DEFAULT_JUNIT_JAR, or $VITRINE_JUNIT_JAR)
 *   listener      directory of the compiled listener (default <wasmDir>/junit/classes)
 *   command       run this program instead of the WebAssembly VM (e.g. ['java'] or
 *                 ['build/native/vitrine']): a child process, its output passed through
 *   wasmDir, javaHome   as for startVitrine (node-vm.mjs)
 */
export async function runJavaTests(options = {}) {
  const wasmDir = path.resolve(options.wasmDir || process.env.VITRINE_WASM_DIR || path.join(repoRoot, 'build', 'wasm'));
  const junitJar = options.junitJar || process.env.VITRINE_JUNIT_JAR || DEFAULT_JUNIT_JAR;
  const listener = path.resolve(options.listener || path.join(wasmDir, 'junit', 'classes'));
  if (!fs.existsSync(junitJar)) {
    throw new Error(`${junitJar} is missing: install Debian's junit5 package or name the Console Launcher jar with --junit-jar`);
  }
  if (!fs.existsSync(path.join(listener, 'org', 'vitrine', 'junit', 'EventStreamListener.class'))) {
    throw new Error(`${listener} has no compiled test listener: build it with 'make wasm' (needs the junit5 package)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const eventsFile = path.join(dir, 'events.jsonl');
  const argv = [
    ...(options.jvmArgs || []),
    `-Dvitrine.junit.events=${eventsFile}`,
    '-cp', `${junitJar}${path.delimiter}${listener}`,
    'org.vitrine.junit.QuietConsoleLauncher',
    ...consoleLauncherArgs(options.args || []),
  ];
  try {
    const status = options.command
      ? await runCommand(options.command, argv)
      : await runWasm(argv, options);
    const text = fs.existsSync(eventsFile) ? fs.readFileSync(eventsFile, 'utf8') : '';
    const events = text.split('\n').filter((l) => l).map((l) => JSON.parse(l));
    return { status, events };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function runWasm(argv, options) {
  return new Promise((resolve) => {
    startVitrine(argv, {
      wasmDir: options.wasmDir,
      javaHome: options.javaHome,
      stdin: null,
      onExit: resolve,
      onCrash: (e) => {
        process.stderr.write('vitrine: fatal error in the WebAssembly VM: ' + ((e && e.stack) ? e.stack : String(e)) + '\n');
        resolve(134);
      },
    }).catch((e) => {
      process.stderr.write('vitrine: ' + (e && e.message ? e.message : String(e)) + '\n');
      resolve(134);
    });
  });
}

function runCommand(command, argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], [...command.slice(1), ...argv], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code === null ? 128 + (os.constants.signals[signal] || 0) : code));
  });
}

/**
 * The tree of a run's events: { roots, output }, the engines at the top, each node
 * { id, name, type, legacyName, children, state: 'SUCCESSFUL'|'FAILED'|'ABORTED'|'SKIPPED'|'NOT_RUN',
 *   reason, message, exception, trace, output: [{ stream, text }] }.
 * Nodes appear in the order they started (or were skipped), as the launcher ran them. `output` is
 * what was written while no test or container ran.
 */
export function eventTree(events) {
  const nodes = new Map();
  const roots = [];
  const output = [];
  const node = (e) => {
    let n = nodes.get(e.id);
    if (!n) {
      n = { id: e.id, name: e.name, type: e.type, legacyName: e.legacyName, children: [], state: 'NOT_RUN', output: [] };
      nodes.set(e.id, n);
      const parent = e.parent && nodes.get(e.parent);
      if (parent) parent.children.push(n);
      else roots.push(n);
    }
    return n;
  };
  for (const e of events) {
    switch (e.event) {
      case 'registered': node(e); break;
      case 'started': node(e); break;
      case 'skipped': Object.assign(node(e), { state: 'SKIPPED', reason: e.reason }); break;
      case 'finished': {
        const n = nodes.get(e.id);
        if (n) Object.assign(n, { state: e.status, message: e.message, exception: e.exception, trace: e.trace });
        break;
      }
      case 'output': {
        const n = e.id && nodes.get(e.id);
        if (n) n.output.push({ stream: e.stream, text: e.text });
        else output.push({ stream: e.stream, text: e.text });
        break;
      }
      default: break;
    }
  }
  return { roots, output };
}

/** The Java exception of a failed node as an Error whose message and stack are Java's. */
function javaError(n) {
  const e = new Error(n.message == null ? '' : n.message);
  e.name = n.exception || 'java.lang.Throwable';
  // Java indents frames with a tab; node:test's TAP reporter keeps only lines indented "    at ".
  e.stack = (n.trace || `${e.name}: ${e.message}`).replace(/\s+$/, '').replace(/^\tat /gm, '    at ');
  return e;
}

/** An Error without a JavaScript stack: where it was thrown in junit.mjs says nothing. */
export function plainError(message) {
  const e = new Error(message);
  e.stack = `Error: ${message}`;
  return e;
}

function outputLines(output, prefix = '') {
  const text = output.map((o) => o.text).join('');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => prefix + l);
}

/**
 * Declares a tree's roots as node:test suites and tests (call it while tests may be declared: at the top
 * level of a test file or inside a describe). Containers become suites (a skipped one a skipped suite;
 * a failed one, e.g. an exception in @BeforeAll, gets a failing test of its own), tests replay their
 * result: failures throw the Java exception, skipped and aborted tests are skips with JUnit's reason.
 * A test's output becomes its diagnostics; a container's own output (@BeforeAll, @AfterAll) those of
 * its last test, prefixed with the container's name (node:test suites have no diagnostics), or of a
 * test '<container> (output)' when the last child is a container or does not run.
 */
export function declareJavaTests(roots) {
  for (const n of roots) {
    // An engine that found nothing (e.g. the suite engine in a project without suites) is noise.
    if (n.type === 'CONTAINER' && !n.children.length && n.state === 'SUCCESSFUL' && !n.output.length) continue;
    declareNode(n);
  }
}

const isContainer = (n) => n.type === 'CONTAINER' || (n.type === 'CONTAINER_AND_TEST' && n.children.length > 0);
const runs = (n) => n.state !== 'SKIPPED' && n.state !== 'ABORTED';

function declareNode(n, inherited = []) {
  if (!isContainer(n)) {
    declareTest(n, inherited);
    return;
  }
  if (n.state === 'SKIPPED') {
    describe(n.name, { skip: n.reason || true }, () => {});
    return;
  }
  describe(n.name, () => {
    const own = outputLines(n.output, `(${n.name}) `);
    // The last child takes the container's output if it is a test that runs; else a test of its own.
    const last = n.children[n.children.length - 1];
    const lastTakes = last && !isContainer(last) && runs(last);
    n.children.forEach((c) => declareNode(c, lastTakes && c === last ? own : []));
    if (!lastTakes && own.length) it(`${n.name} (output)`, (t) => own.forEach((l) => t.diagnostic(l)));
    if (n.state === 'FAILED') it(`${n.name} (container)`, () => { throw javaError(n); });
    if (n.state === 'ABORTED') it(`${n.name} (container)`, { skip: `aborted: ${n.message ?? ''}` }, () => {});
  });
}

function declareTest(n, extraDiagnostics) {
  const diagnostics = [...outputLines(n.output), ...extraDiagnostics];
  if (n.state === 'SKIPPED') {
    it(n.name, { skip: n.reason || true }, () => {});
    return;
  }
  if (n.state === 'ABORTED') {
    it(n.name, { skip: `aborted: ${n.message ?? ''}` }, () => {});
    return;
  }
  it(n.name, (t) => {
    diagnostics.forEach((l) => t.diagnostic(l));
    if (n.state === 'FAILED') throw javaError(n);
    if (n.state === 'NOT_RUN') throw plainError('the test started but never finished (the VM ended during it)');
  });
}
