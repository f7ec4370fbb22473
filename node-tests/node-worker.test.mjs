// The VM in a worker_threads worker (wasm-bridge/node-worker.mjs): the browser's worker module and
// build (build/wasm/web/) with the page API's session under Node, the host's JDK image mounted at
// /jdk. A prompt without a newline before the program waits for input, UTF-8 output (a character
// split across two flushes), files both
// ways, a breakpoint through session.debugger, JVMTI through session.jvmti, bad arguments.
//
//   node --test node-tests/node-worker.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { startVitrineWorker } from '../wasm-bridge/node-worker.mjs';
import { wasmBuild, compileJava } from './lib/jvmti-parity.mjs';

const skip = existsSync(join(wasmBuild, 'web', 'vitrine-web.wasm')) ? false : `${wasmBuild}/web/vitrine-web.wasm is not built (make wasm)`;

let compiled;
function classes(...names) {
  if (!compiled) {
    const dir = compileJava(['node-tests/browser/java/Greet.java', 'node-tests/browser/java/Split.java', 'node-tests/browser/java/Spin.java', 'node-tests/browser/java/FileIO.java', 'node-tests/bridge/java/Walk.java']);
    compiled = Object.fromEntries(readdirSync(dir).map((f) => [`/app/${f}`, readFileSync(join(dir, f))]));
  }
  return Object.fromEntries(Object.entries(compiled).filter(([p]) => names.some((n) => p === `/app/${n}.class` || p.startsWith(`/app/${n}$`))));
}

/** Starts argv with files; the log gathers output in order and the states. */
async function start(argv, files, options = {}) {
  const log = { stdout: '', stderr: '', states: [], all: [] };
  const session = await startVitrineWorker(argv, {
    files,
    ...options,
    stdout: (t) => { log.stdout += t; log.all.push(t); if (log.onStdout) log.onStdout(t); },
    stderr: (t) => { log.stderr += t; },
    onState: (s) => { log.states.push(s); if (log.onState) log.onState(s); },
  });
  return { session, log };
}

const until = (log, predicate) => new Promise((resolve) => {
  if (predicate()) return resolve();
  log.onState = log.onStdout = () => { if (predicate()) { log.onState = log.onStdout = null; resolve(); } };
});

test('a prompt reaches the host before the program waits for input, and input is read', { skip }, async () => {
  const { session, log } = await start(['-cp', '/app', 'Greet'], classes('Greet'));
  await until(log, () => log.stdout === 'Name? ' && log.states.at(-1) === 'waiting-input');
  session.stdin.write('Grace\n');
  await until(log, () => log.stdout.endsWith('Busy? '));
  session.stdin.write('go\nx\n');
  session.stdin.close();
  assert.equal(await session.exited, 0);
  assert.match(log.stdout, /^Name\? Hello, Grace \u00e9\u20ac\uD83D\uDE00\nBusy\? busy done \d+\n$/);
  assert.equal(log.stderr, 'read 1 more lines\n');
  assert.deepEqual([log.states[0], log.states.at(-1)], ['starting', 'ended']);
});

test('a character split across two flushes of output arrives whole', { skip }, async () => {
  const { session, log } = await start(['-cp', '/app', 'Split'], classes('Split'));
  assert.equal(await session.exited, 0);
  assert.deepEqual(log.all, ['a', '\u20ac\n']);
});

test('files written by the host are read by the program and the other way round', { skip }, async () => {
  const { session, log } = await start(['-cp', '/app', 'FileIO'], { ...classes('FileIO'), '/data/before.txt': 'abc\n', '/w/notes.txt': 'n\n' }, { cwd: '/w' });
  await until(log, () => log.stdout.includes('cwd file:'));
  await session.writeFile('/data/during.txt', 'xyz\n');
  session.stdin.write('\n');
  assert.equal(await session.exited, 0);
  assert.equal(log.stdout, 'before: abc\ncwd file: n\nduring: xyz\n1.234.567,89\n');
  assert.equal(new TextDecoder().decode(await session.readFile('/out/result.txt')), 'ABC+3\n');
  await assert.rejects(session.readFile('/nope'), { message: 'readFile /nope: ENOENT (no such file or directory)' });
});

test('a breakpoint, locals and evaluate through session.debugger; JVMTI through session.jvmti', { skip }, async () => {
  const { session, log } = await start(['-cp', '/app', 'Walk'], classes('Walk'), { debug: true, jvmti: true });
  const d = session.debugger;
  const [bp] = await d.setBreakpoints('Walk.java', [{ line: 19 }]);
  assert.equal(bp.verified, true);
  const seen = [];
  const done = new Promise((resolve) => {
    d.on('stopped', async ({ reason, threadId }) => {
      const frame = (await d.stackTrace(threadId))[0];
      const locals = await d.variables((await d.scopes(frame.id))[0].variablesReference);
      seen.push(`${reason} ${frame.name}:${frame.line} ${locals.map((v) => `${v.name}=${v.value}`).join(' ')}`);
      seen.push(`s*2=${(await d.evaluate(frame.id, 's * 2')).value}`);
      const [thread] = await session.jvmti.getAllThreads().then((ts) => ts.filter(Boolean));
      seen.push(`thread handle ${typeof thread.handle}`);
      await d.continue(threadId);
      resolve();
    });
  });
  await d.configurationDone();
  await done;
  assert.equal(await session.exited, 0);
  assert.deepEqual(seen, ['breakpoint Walk.main:19 args=String[0]@1 head=Walk$Node@2 s=3', 's*2=6', 'thread handle number']);
  assert.equal(log.stdout, 'sum 3\ncaught boom\nhello 4 3\n');
  await assert.rejects(d.threads(), { message: 'debugger.threads: the program has ended' });
});

test('calls are answered between slices while the program runs a busy loop', { skip }, async () => {
  const { session, log } = await start(['-cp', '/app', 'Spin'], classes('Spin'), { jvmti: true });
  await until(log, () => log.stdout === 'spinning\n');
  const threads = await session.jvmti.getAllThreads();
  assert.ok(threads.length >= 1);
  const names = [];
  for (const t of threads) names.push((await session.jvmti.getThreadInfo(t)).name);
  assert.ok(names.includes('main'), names.join());
  assert.equal(log.states.at(-1), 'running');
  session.stop(5);
  assert.equal(await session.exited, 5);
});

test('bad arguments are refused with a TypeError; a missing class is Java\'s error and status 1', { skip }, async () => {
  await assert.rejects(startVitrineWorker('Hello'), TypeError);
  await assert.rejects(startVitrineWorker(['Hello'], { files: { '/a': 42 } }), { name: 'TypeError', message: 'files: /a must be a string or a Uint8Array' });
  // A file where the program's files need a directory: the start fails and says why.
  await assert.rejects(startVitrineWorker(['Hello'], { files: { '/app': 'x', '/app/Hello.class': 'y' } }),
    { message: 'files: cannot write /app/Hello.class: /app is a file, not a directory' });
  const { session, log } = await start(['-cp', '/app', 'Missing'], {});
  assert.equal(await session.exited, 1);
  assert.match(log.stderr, /Could not find or load main class Missing/);
  assert.equal(session.debugger, null);
  assert.equal(session.jvmti, null);
});
