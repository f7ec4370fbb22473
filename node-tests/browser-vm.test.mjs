// The VM in the browser (wasm-bridge/browser.mjs, the worker wasm-bridge/web/worker.mjs, the build
// build/wasm/web/), in real headless Chromium: the repository served by scripts/serve.mjs, the test
// page node-tests/browser/vm-page.html, Java programs compiled by the host's javac and passed as files.
// Hello world; a prompt without a newline, input typed by the page, non-ASCII output, and the page's
// animation frames going on while Java runs a busy loop; files both ways; bad arguments, an unknown
// option, a missing class, a wrong assets URL, stop() and terminate(); the scripted debugging session of
// node-tests/debugger.test.mjs through session.debugger, the views' methods and event log, pausing a
// busy loop, and JVMTI through session.jvmti; the page example of docs/BRIDGE.md; the JDK's javac
// compiling in the page (jdk.compiler's chunks fetched on demand). Each test leaves a
// screenshot and the console log under build/browser-tests/.
//
//   node --test node-tests/browser-vm.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { serveStatic } from '../scripts/serve.mjs';
import { chromiumAvailable, launchChromium, withPage } from './lib/chromium.mjs';
import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';
import { WALK_SESSION_STOPS } from './bridge/walk-session.mjs';

const skip = !chromiumAvailable() ? 'Chromium or playwright-core is missing (scripts/setup.sh installs them)'
  : !existsSync(join(wasmBuild, 'web', 'vitrine-web.wasm')) ? `${wasmBuild}/web/vitrine-web.wasm is not built (make wasm)` : false;

let server;
let browser;
let classes;   // { '/app/X.class': base64 }

// The page example of docs/BRIDGE.md ("In the browser") and what it shows.
const [, docPage, docShows] = readFileSync(join(ROOT, 'docs', 'BRIDGE.md'), 'utf8')
  .match(/<!-- browser-example: page -->\n```html\n([\s\S]*?)```\n[^\n]*\n```text\n([\s\S]*?)```/) || [];
const docDir = mkdtempSync(join(tmpdir(), 'vitrine-browser-doc-'));
after(() => rmSync(docDir, { recursive: true, force: true }));

before(async () => {
  if (skip) return;
  const dir = compileJava(['bench/java/Hello.java', 'node-tests/browser/java/Greet.java',
    'node-tests/browser/java/FileIO.java', 'node-tests/browser/java/Spin.java', 'node-tests/bridge/java/Walk.java']);
  classes = {};
  for (const f of readdirSync(dir)) classes[`/app/${f}`] = readFileSync(join(dir, f)).toString('base64');
  if (docPage) {
    writeFileSync(join(docDir, 'index.html'), docPage);
    writeFileSync(join(docDir, 'Hello.class'), readFileSync(join(dir, 'Hello.class')));
  }
  // The page API finds the build at ../build/wasm/web/ from wasm-bridge/: serve the build there.
  server = await serveStatic({ root: ROOT, mounts: { '/build/wasm/': wasmBuild, '/docs-example/': docDir } });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

const pick = (...names) => Object.fromEntries(Object.entries(classes).filter(([p]) => names.some((n) => p === `/app/${n}.class` || p.startsWith(`/app/${n}$`))));

/** Runs fn(page) on the test page, loaded and ready. */
function onPage(name, fn) {
  return withPage(browser, `vm-${name}`, async (page, info) => {
    await page.goto(new URL('node-tests/browser/vm-page.html', server.url).href);
    await page.waitForFunction(() => window.pageReady === true);
    return fn(page, info);
  });
}

test('hello world prints in a Web Worker', { skip }, () => onPage('hello', async (page) => {
  const log = await page.evaluate(async (files) => {
    const { session, log } = await page.run(['-cp', '/app', 'Hello'], files);
    log.status = await session.exited;
    log.classLibrary = session.classLibrary;
    return log;
  }, pick('Hello'));
  assert.equal(log.stdout, 'Hello, world!\n');
  assert.equal(log.stderr, '');
  assert.equal(log.status, 0);
  assert.equal(log.exit, 0);
  assert.equal(log.states[0], 'starting');
  assert.ok(log.states.includes('running'));
  assert.equal(log.states.at(-1), 'ended');
  assert.ok(log.classLibrary.bytesFetched > 0, 'the class library was fetched');
}));

test('System.in typed by the page; the page stays responsive while Java is busy', { skip }, () => onPage('stdin', async (page) => {
  await page.evaluate(async (files) => { window.r = await page.run(['-cp', '/app', 'Greet'], files); }, pick('Greet'));
  // The prompt has no newline: it must reach the page while the program waits for input.
  await page.waitForFunction(() => r.log.stdout === 'Name? ' && r.log.states.at(-1) === 'waiting-input');
  await page.evaluate(() => r.session.stdin.write('Ada Lovelace\n'));
  await page.waitForFunction(() => r.log.stdout.endsWith('Busy? ') && r.log.states.at(-1) === 'waiting-input');
  assert.equal(await page.evaluate(() => r.log.stdout), 'Name? Hello, Ada Lovelace \u00e9\u20ac\uD83D\uDE00\nBusy? ');
  // The busy loop runs in the worker: the page's animation frames keep coming until it ends.
  const framesBefore = await page.evaluate(() => { r.session.stdin.write('go\n'); return page.frames(); });
  const sawRunning = await page.evaluate(async () => {
    await page.until(() => r.log.states.at(-1) === 'running' || r.log.stdout.includes('busy done'));
    return r.log.states.at(-1) === 'running';
  });
  assert.ok(sawRunning, 'the state was running during the busy loop');
  const framesDuring = await page.evaluate(async () => {
    const start = page.frames();
    await page.until(() => page.frames() >= start + 5 || r.log.stdout.includes('busy done'));
    return { advanced: page.frames() - start, done: r.log.stdout.includes('busy done') };
  });
  assert.equal(framesDuring.done, false, 'the busy loop was still running while frames were drawn');
  assert.ok(framesDuring.advanced >= 5);
  await page.waitForFunction(() => r.log.stdout.includes('busy done'));
  assert.ok(await page.evaluate(() => page.frames()) > framesBefore);
  // Two more lines (one as bytes), then the end of input.
  const log = await page.evaluate(async () => {
    r.session.stdin.write('one\n');
    r.session.stdin.write(new TextEncoder().encode('two\n'));
    r.session.stdin.close();
    await r.session.exited;
    return r.log;
  });
  assert.match(log.stdout, /busy done 179999\d+\n$/);
  assert.equal(log.stderr, 'read 2 more lines\n');
  assert.equal(log.exit, 0);
}));

test('files written by the page are read by the program and the other way round', { skip }, () => onPage('files', async (page) => {
  const log = await page.evaluate(async (files) => {
    const { session, log } = await page.run(['-cp', '/app', 'FileIO'], { ...files, '/data/before.txt': 'written before main\n', '/work/notes.txt': 'in the cwd\n' }, { cwd: '/work' });
    await page.until(() => log.stdout.includes('cwd file:'));
    await session.writeFile('/data/during.txt', new TextEncoder().encode('written while it ran\n'));
    session.stdin.write('\n');
    log.status = await session.exited;
    log.result = new TextDecoder().decode(await session.readFile('/out/result.txt'));
    try { await session.readFile('/out/missing.txt'); } catch (e) { log.missing = e.message; }
    return log;
  }, pick('FileIO'));
  assert.equal(log.stdout, 'before: written before main\ncwd file: in the cwd\nduring: written while it ran\n1.234.567,89\n');
  assert.equal(log.status, 0);
  assert.equal(log.result, 'WRITTEN BEFORE MAIN+20\n');
  assert.equal(log.missing, 'readFile /out/missing.txt: ENOENT (no such file or directory)');
}));

test('bad arguments, an unknown option, a missing class, a wrong assets URL, stop() and terminate() reach the page clearly', { skip }, () => onPage('errors', async (page) => {
  const r = await page.evaluate(async (files) => {
    const out = {};
    try { await vitrine.startVitrine('Hello'); } catch (e) { out.notArray = `${e.name}: ${e.message}`; }
    try { await vitrine.startVitrine(['-cp', '/app', 'Hello'], { files: { 'relative.txt': 'x' } }); } catch (e) { out.badFile = `${e.name}: ${e.message}`; }
    try { await vitrine.startVitrine(['Hello'], { assets: '/no/such/dir/' }); } catch (e) { out.badAssets = e.message; }
    const badOption = await page.run(['-Xfoo', '-cp', '/app', 'Hello'], files);
    out.badOptionStatus = await badOption.session.exited;
    out.badOptionStderr = badOption.log.stderr;
    const missing = await page.run(['-cp', '/app', 'NoSuchMain'], files);
    out.missingStatus = await missing.session.exited;
    out.missingStderr = missing.log.stderr;
    const spin = await page.run(['-cp', '/app', 'Spin'], files);
    await page.until(() => spin.log.stdout === 'spinning\n');
    spin.session.stop(7);
    out.stopStatus = await spin.session.exited;
    out.stopStates = spin.log.states;
    try { spin.session.stop('now'); } catch (e) { out.badStop = e.name; }
    const killed = await page.run(['-cp', '/app', 'Spin'], files);
    await page.until(() => killed.log.stdout === 'spinning\n');
    killed.session.terminate();
    out.terminated = await killed.session.exited;
    try { await killed.session.readFile('/app/Spin.class'); } catch (e) { out.afterTerminate = e.message; }
    out.terminatedState = killed.log.states.at(-1);
    return out;
  }, pick('Hello', 'Spin'));
  assert.match(r.notArray, /^TypeError: startVitrine\(argv\): argv must be an array of strings/);
  assert.equal(r.badFile, 'TypeError: files: relative.txt is not an absolute path');
  assert.match(r.badAssets, /(could not load|class pack: GET) .*\/no\/such\/dir\/(vitrine-web\.(js|wasm)|pack\/manifest\.json): HTTP 404/);
  assert.equal(r.badOptionStatus, 1);
  assert.equal(r.badOptionStderr, 'Unrecognized option: -Xfoo\nError: Could not create the Java Virtual Machine.\nError: A fatal exception has occurred. Program will exit.\n');
  assert.equal(r.missingStatus, 1);
  assert.match(r.missingStderr, /Could not find or load main class NoSuchMain/);
  assert.equal(r.stopStatus, 7);
  assert.equal(r.stopStates.at(-1), 'ended');
  assert.equal(r.badStop, 'TypeError');
  assert.equal(r.terminated, 137);
  assert.equal(r.terminatedState, 'ended');
  assert.equal(r.afterTerminate, 'fs.readFile: the worker was terminated');
}));

// The script of node-tests/bridge/session-client.mjs, through the async proxy: the same stops, the
// same values, the same transcript.
test('a scripted debugging session through session.debugger', { skip }, () => onPage('debugger', async (page) => {
  const r = await page.evaluate(async (files) => {
    const lines = [];
    const say = (s) => lines.push(s);
    const { session, log } = await page.run(['-cp', '/app', 'Walk'], files, { debug: true });
    const d = session.debugger;
    // Program output joins the transcript where it arrives.
    log.onStdout = (text) => { for (const l of text.split('\n').filter(Boolean)) say(l); };
    const bps = await d.setBreakpoints('Walk.java', [{ line: 17, condition: 'i == 2' }, { line: 18 }, { line: 9, logMessage: 'adding {n.value}' }, { line: 11 }]);
    const bound = bps.map((b) => `${b.requestedLine}->${b.line}:${b.verified ? 'bound' : 'pending'}`).join(' ');
    d.on('output', ({ output }) => say(`log: ${output}`.replace(/\n$/, '')));
    const where = async (tid) => { const f = (await d.stackTrace(tid))[0]; return `${f.name}:${f.line}`; };
    const locals = async (tid) => {
      const frame = (await d.stackTrace(tid))[0].id;
      const scope = (await d.scopes(frame))[0];
      return (await d.variables(scope.variablesReference)).map((v) => `${v.name}=${v.value}`).join(' ');
    };
    const script = [
      async (tid) => {
        say(`  threads ${(await d.threads()).filter((t) => t.name === 'main').map((t) => `${t.name}:${t.state}`).join(' ')}`);
        say(`  locals ${await locals(tid)}`);
        const frame = (await d.stackTrace(tid))[0].id;
        const head = (await d.variables((await d.scopes(frame))[0].variablesReference)).find((v) => v.name === 'head');
        say(`  head ${head.type}: ${(await d.variables(head.variablesReference)).map((v) => `${v.name}=${v.value}`).join(' ')}`);
        say(`  evaluate head.next.value + 1 = ${(await d.evaluate(frame, 'head.next.value + 1')).value}`);
        await d.continue(tid);
      },
      async (tid) => { say(`  locals ${await locals(tid)}`); await d.stepIn(tid); },
      async (tid) => { await d.next(tid); },
      async (tid) => { await d.next(tid); },
      async (tid) => { say(`  stack ${(await d.stackTrace(tid)).map((f) => `${f.methodName}:${f.line}`).join(' < ')}`); await d.stepOut(tid); },
      async (tid) => {
        say(`  evaluate total = ${(await d.evaluate((await d.stackTrace(tid))[0].id, 'total')).value}`);
        await d.stepOut(tid);
      },
      async (tid) => { say(`  locals ${await locals(tid)}`); await d.next(tid); },
      async (tid) => {
        say(`  set s = 100: ${(await d.setVariable((await d.stackTrace(tid))[0].id, 's', '100')).value}`);
        await d.setExceptionBreakpoints({ caught: true });
        await d.continue(tid);
      },
      async (tid, e) => {
        const stack = await d.stackTrace(tid);
        say(`  exception ${e.text} (${e.description}) stack ${stack.map((f) => `${f.methodName}:${f.line}`).join(' < ')}`);
        const caller = stack[1].id;
        say(`  in main: word=${(await d.evaluate(caller, 'word')).value} squares[3]=${(await d.evaluate(caller, 'squares[3]')).value} squares.length * 2 = ${(await d.evaluate(caller, 'squares.length * 2')).value}`);
        const calls = [];
        for (const x of ['word.substring(1, 3)', 'word.length() * 2', 'word.indexOf("l")', 'word.charAt(9)']) {
          try { calls.push(`${x} = ${(await d.evaluate(caller, x)).value}`); } catch (err) { calls.push(`${x}: ${err.message}`); }
        }
        say(`  calls: ${calls.join(' ')}`);
        await d.setExceptionBreakpoints({});
        await d.continue(tid);
      },
    ];
    d.on('stopped', async (e) => {
      say(`stopped (${e.reason}${e.hitBreakpointIds ? ` ${e.hitBreakpointIds.join(',')}` : ''}) at ${await where(e.threadId)}`);
      const next = script.shift();
      if (next) await next(e.threadId, e);
      else await d.continue(e.threadId);
    });
    d.on('exited', () => say('exited'));
    // The views' event log ('jvmti' events) reaches the page as the Debugger's other events do.
    const logged = new Set();
    d.on('jvmti', (row) => logged.add(row.name));
    await d.setEventLog(true);
    await d.configurationDone();
    const status = await session.exited;
    return { bound, transcript: lines.join('\n') + '\n', status, stderr: log.stderr, logged: [...logged].sort() };
  }, pick('Walk'));
  assert.equal(r.bound, '17->17:bound 18->18:bound 9->9:bound 11->12:bound');
  for (const name of ['Breakpoint', 'ClassPrepare', 'Exception', 'SingleStep']) assert.ok(r.logged.includes(name), `event log has ${name}: ${r.logged}`);
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  assert.equal(r.transcript, WALK_SESSION_STOPS);
}));

test('the debugger pauses a busy loop and continues it; JVMTI functions through session.jvmti', { skip }, () => onPage('pause', async (page) => {
  const r = await page.evaluate(async (files) => {
    const out = {};
    const { session, log } = await page.run(['-cp', '/app', 'Spin'], files, { debug: true, jvmti: true });
    const d = session.debugger;
    const stops = [];
    d.on('stopped', (e) => stops.push(e));
    await d.configurationDone();
    await page.until(() => log.stdout === 'spinning\n' && log.states.at(-1) === 'running');
    const main = (await d.threads()).find((t) => t.name === 'main');
    await d.pause(main.id);
    await page.until(() => stops.length === 1);
    out.stop = stops[0].reason;
    const top = (await d.stackTrace(main.id))[0];
    out.where = `${top.name}:${top.line}`;
    out.stateWhilePaused = (await d.threads()).find((t) => t.name === 'main').state;
    // The views' methods go through the same proxy.
    out.details = (await d.threadDetails()).find((t) => t.name === 'main');
    out.histogram = await d.heapHistogram({ limit: 3 });
    // JVMTI: classes as handles, their signatures, a release, and a released handle refused.
    const loaded = await session.jvmti.getLoadedClasses();
    const sigs = [];
    for (const c of loaded) sigs.push((await session.jvmti.getClassSignature(c)).signature);
    out.hasSpin = sigs.includes('LSpin;');
    out.handleShape = Object.keys(loaded[0]).join();
    const spin = loaded[sigs.indexOf('LSpin;')];
    out.fields = [];
    for (const f of await session.jvmti.getClassFields(spin)) out.fields.push((await session.jvmti.getFieldName(spin, f)).name);
    await session.jvmti.release(spin);
    try { await session.jvmti.getClassSignature(spin); } catch (e) { out.released = `${e.name}: ${e.message}`; }
    try { await session.jvmti.getThreadInfo({ handle: -5 }); } catch (e) { out.unknown = e.name; }
    try { await session.jvmti.noSuchFunction(); } catch (e) { out.noSuch = `${e.name}: ${e.message}`; }
    try { await session.jvmti.getLocalInt(null, 0, 0); } catch (e) { out.jvmtiError = `${e.name} ${e.error}`; }
    await d.continue(main.id);
    await page.until(() => log.states.at(-1) === 'running');
    out.stateAfter = (await d.threads()).find((t) => t.name === 'main').state;
    session.stop();
    out.status = await session.exited;
    return out;
  }, pick('Spin'));
  assert.equal(r.stop, 'pause');
  assert.match(r.where, /^Spin\.main:[67]$/);
  assert.equal(r.stateWhilePaused, 'stopped');
  assert.equal(r.details.state, 'stopped');
  assert.equal(r.details.location.className, 'Spin');
  assert.equal(r.histogram.classes.length, 3);
  assert.ok(r.histogram.total.instances > r.histogram.classes[0].instances);
  assert.equal(r.hasSpin, true);
  assert.equal(r.handleShape, 'handle');
  assert.deepEqual(r.fields, ['counter']);
  assert.match(r.released, /^TypeError: handle \d+ is unknown or was released$/);
  assert.equal(r.unknown, 'TypeError');
  assert.equal(r.noSuch, 'TypeError: jvmti.noSuchFunction is not a method');
  assert.match(r.jvmtiError, /^JvmtiError [A-Z_]+$/);
  assert.notEqual(r.stateAfter, 'stopped');
  assert.equal(r.status, 143);
}));

test('the page example of docs/BRIDGE.md shows what the document says', { skip }, () => withPage(browser, 'vm-docs-example', async (page) => {
  assert.ok(docPage, 'docs/BRIDGE.md has a page example');
  await page.goto(new URL('docs-example/', server.url).href);
  await page.waitForFunction(() => /exit \d+\n$/.test(document.getElementById('out').textContent));
  assert.equal(await page.evaluate(() => document.getElementById('out').textContent), docShows);
}));

test('a JVMTI tool runs in the worker with synchronous events and talks with the page', { skip }, () => onPage('tool', async (page) => {
  const r = await page.evaluate(async (files) => {
    const messages = [];
    const tool = { url: new URL('method-count-tool.mjs', location.href).href, options: { classPrefix: 'Walk' } };
    const { session, log } = await page.run(['-cp', '/app', 'Walk'], files, {
      tools: [tool],
      onToolMessage: (m, i) => messages.push({ ...m, tool: i }),
    });
    session.toolMessage('ping');
    const status = await session.exited;
    let bad = null;
    try { session.toolMessage('ping', 3); } catch (e) { bad = `${e.name}: ${e.message}`; }
    let missing = null;
    try {
      await page.run(['-cp', '/app', 'Walk'], files, { tools: [{ url: new URL('no-such-tool.mjs', location.href).href }] });
    } catch (e) { missing = e.message; }
    return { messages, status, stdout: log.stdout, bad, missing };
  }, pick('Walk'));
  assert.equal(r.status, 0);
  assert.equal(r.stdout, 'sum 3\ncaught boom\nhello 4 3\n');
  const by = (event) => r.messages.filter((m) => m.event === event);
  assert.deepEqual(by('ClassPrepare').map((m) => m.name).sort(), ['Walk', 'Walk$Node']);
  assert.deepEqual(by('pong').map((m) => [m.phase, m.tool]), [[4, 0]]);
  assert.deepEqual(by('VMDeath')[0].counts, { 'Walk.main': 1, 'Walk$Node.<init>': 3, 'Walk.sum': 1, 'Walk.fail': 1 });
  assert.equal(r.messages.at(-1).event, 'VMDeath');
  assert.match(r.bad, /^RangeError: toolMessage: no tool 3/);
  assert.match(r.missing, /tools\[0\]: cannot load .*no-such-tool\.mjs/);
}));

test('javac (jdk.compiler, fetched on demand) compiles a class in the page, which then runs', { skip }, () => onPage('javac', async (page) => {
  const r = await page.evaluate(async () => {
    const source = 'public class Hi {\n  public static void main(String[] a) { System.out.println("hi " + a.length); }\n}\n';
    const javac = await page.run(['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-d', '/out', '/src/Hi.java'], { '/src/Hi.java': source });
    const compiled = { status: await javac.session.exited, stderr: javac.log.stderr };
    const bytes = await javac.session.readFile('/out/Hi.class');
    const bad = await page.run(['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-d', '/out', '/src/Bad.java'], { '/src/Bad.java': 'class Bad { int x = "s"; }\n' });
    const rejected = { status: await bad.session.exited, stderr: bad.log.stderr };
    let out = '';
    const run = await vitrine.startVitrine(['-cp', '/app', 'Hi', 'one', 'two'], { files: { '/app/Hi.class': bytes }, stdout: (t) => { out += t; } });
    return { compiled, rejected, magic: Array.from(bytes.slice(0, 4)), status: await run.exited, out };
  });
  assert.deepEqual(r.compiled, { status: 0, stderr: '' });
  assert.deepEqual(r.magic, [0xca, 0xfe, 0xba, 0xbe]);
  assert.equal(r.rejected.status, 1);
  assert.match(r.rejected.stderr, /\/src\/Bad\.java:1: error: incompatible types: String cannot be converted to int/);
  assert.equal(r.status, 0);
  assert.equal(r.out, 'hi 2\n');
}));
