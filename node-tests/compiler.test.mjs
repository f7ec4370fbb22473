// Compiling in the VM: the compile server (wasm-bridge/compiler/CompileServer.java) driven by
// JavaCompiler (wasm-bridge/compiler/compiler.mjs) on the WebAssembly build under Node and on the
// native VM. Its class files are compared with the javac command's, the programs they make are run on
// the same VM and compared with HotSpot's output, its diagnostics with what the javac command
// prints, and its whole answers with the same server's on HotSpot (parity).
//
// Environment: VITRINE_WASM_DIR (vitrine.wasm, and web/compiler: the server's classes),
// VITRINE_NATIVE (the native launcher; its build has web/compiler too), JAVA_HOME. A VM whose build
// is missing is skipped.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { CompilerError, startBrowserCompiler } from '../wasm-bridge/compiler/compiler.mjs';
import { startNodeCompiler } from '../wasm-bridge/compiler/node-compiler.mjs';
import { serveStatic } from '../scripts/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(ROOT, 'node-tests', 'compiler');
const WASM_DIR = process.env.VITRINE_WASM_DIR || path.join(ROOT, 'build', 'wasm');
const NATIVE = process.env.VITRINE_NATIVE || path.join(ROOT, 'build', 'native', 'vitrine');
const JAVA_HOME = process.env.JAVA_HOME || '/usr/lib/jvm/java-17-openjdk-amd64';
const JAVA = path.join(JAVA_HOME, 'bin', 'java');
const JAVAC = path.join(JAVA_HOME, 'bin', 'javac');
const NODE_LAUNCHER = path.join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs');
// The server's classes: the wasm build's (what a page fetches), else the native build's (the same
// sources, compiled by either build).
const SERVER_DIR = [path.join(WASM_DIR, 'web', 'compiler'), path.join(path.dirname(NATIVE), 'web', 'compiler')]
  .find((d) => fs.existsSync(path.join(d, 'CompileServer.class'))) || path.join(WASM_DIR, 'web', 'compiler');

const missing = {
  wasm: fs.existsSync(path.join(WASM_DIR, 'vitrine.wasm')) ? null : `no WebAssembly build in ${WASM_DIR} (make wasm)`,
  native: fs.existsSync(NATIVE) ? null : `no native build at ${NATIVE} (make native)`,
};

// ---- fixtures and the host's javac ----

/** The .java files under a fixture directory, as { 'app/Main.java': text }. */
function sourcesOf(dir) {
  const base = path.join(FIXTURES, dir);
  const files = {};
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.java')) files[path.relative(base, p).split(path.sep).join('/')] = fs.readFileSync(p, 'utf8');
    }
  };
  walk(base);
  return files;
}

// Every scratch directory of the tests is under one, removed at the end.
const SCRATCH = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-compiler-'));
after(() => fs.rmSync(SCRATCH, { recursive: true, force: true }));

function tempDir(name) {
  return fs.mkdtempSync(path.join(SCRATCH, `${name}-`));
}

/** The class files the javac command writes for a fixture (with -g, as the server compiles). */
function hostClasses(dir, options = []) {
  const out = tempDir('javac');
  const base = path.join(FIXTURES, dir);
  const r = spawnSync(JAVAC, ['-g', ...options, '-d', out, ...Object.keys(sourcesOf(dir))], { cwd: base, encoding: 'utf8' });
  assert.equal(r.status, 0, `javac failed: ${r.stderr}`);
  const classes = {};
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else classes[path.relative(out, p).split(path.sep).join('/')] = new Uint8Array(fs.readFileSync(p));
    }
  };
  walk(out);
  return { dir: out, classes };
}

/**
 * The diagnostics the javac command prints for a fixture, read back from its text:
 * (one file at a time: a syntax error stops the others' analysis)
 * "File.java:LINE: error: MESSAGE", the source line, the caret line (its tabs kept, so the caret's
 * column counted as javac counts, a tab reaching the next multiple of 8), then the message's other
 * lines. Warnings' "[lint] " category prefix is not part of the message.
 */
function hostDiagnostics(dir, file, options = []) {
  const base = path.join(FIXTURES, dir);
  const r = spawnSync(JAVAC, [...options, '-d', tempDir('javac-errors'), file],
    { cwd: base, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  const lines = r.stderr.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(.+?):(\d+): (error|warning): (.*)$/.exec(lines[i]);
    if (!m) continue;
    const caret = lines[i + 2];
    assert.match(caret, /^\s*\^$/, `no caret line after ${lines[i]}`);
    let column = 0;
    for (const c of caret.slice(0, caret.indexOf('^'))) column = c === '\t' ? (Math.floor(column / 8) + 1) * 8 : column + 1;
    const message = [m[4].replace(/^\[[a-z]+\] /, '')];
    let j = i + 3;
    for (; j < lines.length && !/^(.+?):(\d+): (error|warning): /.test(lines[j]) && !/^\d+ (error|warning)s?$/.test(lines[j]) && lines[j] !== ''; j++) {
      message.push(lines[j]);
    }
    out.push({ file: m[1], line: Number(m[2]), column: column + 1, severity: m[3], message: message.join('\n') });
    i = j - 1;
  }
  return out;
}

function runJava(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, VITRINE_WASM_DIR: WASM_DIR } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writeClasses(classes) {
  const dir = tempDir('classes');
  for (const [name, bytes] of Object.entries(classes)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  return dir;
}

const bytesOf = (classes) => Object.fromEntries(Object.entries(classes).map(([k, v]) => [k, Buffer.from(v).toString('hex')]));

// ---- the reference: the same server on HotSpot, and its answers ----

let hotspot;
const reference = {};
const REQUESTS = {
  program: () => [sourcesOf('program'), []],
  packages: () => [sourcesOf('packages'), []],
  broken: () => [{ 'Broken.java': sourcesOf('errors')['Broken.java'] }, ['-Xlint:all']],
  syntax: () => [{ 'Syntax.java': sourcesOf('errors')['Syntax.java'] }, []],
};

before(async () => {
  assert.ok(fs.existsSync(path.join(SERVER_DIR, 'CompileServer.class')),
    `the compile server is not built: ${SERVER_DIR}/CompileServer.class (make wasm or make native)`);
  hotspot = await startNodeCompiler({ vm: 'hotspot', classDir: SERVER_DIR });
  for (const [name, request] of Object.entries(REQUESTS)) reference[name] = await hotspot.compile(...request());
});

after(async () => {
  if (hotspot) {
    await hotspot.close();
    await hotspot.exited;
  }
});

test('the reference: the server on HotSpot gives the javac command\'s classes and diagnostics', () => {
  assert.deepEqual(bytesOf(reference.program.classes), bytesOf(hostClasses('program').classes));
  const mine = (r) => r.diagnostics.map(({ file, line, column, severity, message }) => ({ file, line, column, severity, message }));
  assert.deepEqual(mine(reference.broken), hostDiagnostics('errors', 'Broken.java', ['-Xlint:all']));
});

// Runs a program on the VM of the suite: what the server compiled there runs there.
const RUNNERS = {
  wasm: (args) => runJava(process.execPath, [NODE_LAUNCHER, ...args]),
  native: (args) => runJava(NATIVE, args),
};

for (const vm of ['wasm', 'native']) {
  describe(`the compile server on the ${vm} VM`, { skip: missing[vm] || false }, () => {
    let compiler;
    const stderr = [];

    before(async () => {
      compiler = await startNodeCompiler({ vm, classDir: SERVER_DIR, stderr: (t) => stderr.push(t) });
    });
    after(async () => {
      if (!compiler) return;
      await compiler.close();
      assert.equal(await compiler.exited, 0, `the server's exit status (stderr: ${stderr.join('')})`);
    });

    test(`a program compiles: its classes are the javac command's and run on the ${vm} VM as on HotSpot`, async () => {
      const result = await compiler.compile(...REQUESTS.program());
      assert.equal(result.success, true, JSON.stringify(result.diagnostics));
      assert.deepEqual(result.diagnostics, []);
      const host = hostClasses('program');
      assert.deepEqual(Object.keys(result.classes).sort(), ['Main$Point.class', 'Main.class']);
      assert.deepEqual(bytesOf(result.classes), bytesOf(host.classes));

      const expected = runJava(JAVA, ['-cp', host.dir, 'Main']);
      assert.equal(expected.status, 0, expected.stderr);
      assert.match(expected.stdout, /total distance 15/);
      const ran = RUNNERS[vm](['-cp', writeClasses(result.classes), 'Main']);
      assert.equal(ran.stderr, '');
      assert.equal(ran.stdout, expected.stdout);
      assert.equal(ran.status, 0);
    });

    test('several files in packages, with nested, inner, anonymous and lambda classes', async () => {
      const result = await compiler.compile(...REQUESTS.packages());
      assert.equal(result.success, true, JSON.stringify(result.diagnostics));
      assert.deepEqual(Object.keys(result.classes).sort(), [
        'app/Main.class', 'app/model/Registry$1.class', 'app/model/Registry$Line.class', 'app/model/Registry.class',
        'app/model/Shape$Circle.class', 'app/model/Shape$Square.class', 'app/model/Shape.class']);
      const host = hostClasses('packages');
      assert.deepEqual(bytesOf(result.classes), bytesOf(host.classes));
      const expected = runJava(JAVA, ['-cp', host.dir, 'app.Main']);
      assert.equal(expected.status, 0, expected.stderr);
      const ran = RUNNERS[vm](['-cp', writeClasses(result.classes), 'app.Main']);
      assert.equal(ran.stdout, expected.stdout);
      assert.equal(ran.status, 0, ran.stderr);
    });

    test('errors and warnings come with the line, column and message the javac command prints', async () => {
      for (const name of ['broken', 'syntax']) {
        const [files, options] = REQUESTS[name]();
        const result = await compiler.compile(files, options);
        assert.equal(result.success, false);
        assert.deepEqual(result.classes, {});
        const expected = hostDiagnostics('errors', Object.keys(files)[0], options);
        assert.ok(expected.length >= 1);
        assert.deepEqual(
          result.diagnostics.map(({ file, line, column, severity, message }) => ({ file, line, column, severity, message })),
          expected);
      }
      // The spans: start/end are offsets of the text, endLine/endColumn where the span ends.
      const broken = await compiler.compile(...REQUESTS.broken());
      const text = REQUESTS.broken()[0]['Broken.java'];
      const misspelt = broken.diagnostics.find((d) => d.message.startsWith('cannot find symbol\n  symbol:   method lenght()'));
      assert.equal(text.slice(misspelt.start, misspelt.end), 'names.get(0).lenght');
      assert.equal(text.slice(misspelt.position, misspelt.end), '.lenght');
      assert.equal(misspelt.code, 'compiler.err.cant.resolve.location.args');
      assert.equal(misspelt.endLine, misspelt.line);
      assert.equal(misspelt.endColumn - misspelt.column, '.lenght'.length);
      const syntax = (await compiler.compile(...REQUESTS.syntax())).diagnostics[0];
      assert.deepEqual([syntax.line, syntax.column, syntax.severity, syntax.kind], [4, 20, 'error', 'ERROR']);
    });

    test('its answers are the same server\'s answers on HotSpot (parity)', async () => {
      for (const name of Object.keys(REQUESTS)) {
        const result = await compiler.compile(...REQUESTS[name]());
        assert.deepEqual(result.diagnostics, reference[name].diagnostics, name);
        assert.deepEqual(bytesOf(result.classes), bytesOf(reference[name].classes), name);
        assert.equal(result.success, reference[name].success, name);
      }
    });

    test('one VM answers every request: the compiler stays warm', async () => {
      const pid = compiler.child.pid;
      const first = await compiler.compile(...REQUESTS.program());
      const second = await compiler.compile(...REQUESTS.program());
      assert.equal(second.served, first.served + 1);
      assert.ok(first.served > 1, 'earlier tests were answered by the same server');
      assert.equal(compiler.child.pid, pid);
      assert.equal(compiler.child.exitCode, null);
      assert.deepEqual(bytesOf(second.classes), bytesOf(first.classes));
    });

    test('programs see the JDK and their own sources, not the server\'s classes', async () => {
      const result = await compiler.compile({ 'Json.java': 'public class Json { MemoryFileManager files; }' });
      assert.equal(result.success, false);
      assert.deepEqual(result.diagnostics.map((d) => [d.line, d.column, d.message]),
        [[1, 21, 'cannot find symbol\n  symbol:   class MemoryFileManager\n  location: class Json']]);
      const own = await compiler.compile({ 'CompileServer.java': 'public class CompileServer { }' });
      assert.equal(own.success, true);
      assert.deepEqual(Object.keys(own.classes), ['CompileServer.class']);
    });

    test('a class compiled again gives the javac command\'s class files again', async () => {
      // (A context javac reuses for a class it compiled before gives an inner class's `this` a
      // LocalVariableTypeTable entry the javac command does not write.)
      const files = { 'Outer.java': 'class Outer { class Inner { int g() { return 1; } } Inner make() { return new Inner(); } }' };
      const dir = tempDir('outer');
      fs.writeFileSync(path.join(dir, 'Outer.java'), files['Outer.java']);
      const r = spawnSync(JAVAC, ['-g', '-d', dir, 'Outer.java'], { cwd: dir, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      const expected = { 'Outer$Inner.class': fs.readFileSync(path.join(dir, 'Outer$Inner.class')), 'Outer.class': fs.readFileSync(path.join(dir, 'Outer.class')) };
      for (let i = 0; i < 3; i++) {
        const result = await compiler.compile(files);
        assert.deepEqual(bytesOf(result.classes), bytesOf(expected), `compilation ${i + 1}`);
      }
    });

    test('each request starts afresh: what earlier requests defined is gone', async () => {
      const first = await compiler.compile({ 'shop/Item.java': 'package shop; public class Item { public int price() { return 3; } }' });
      assert.equal(first.success, true);
      const alone = await compiler.compile({ 'Use.java': 'class Use { shop.Item item; }' });
      assert.deepEqual(alone.diagnostics.map((d) => d.message), ['package shop does not exist']);
      const changed = await compiler.compile({
        'shop/Item.java': 'package shop; public class Item { public int cost() { return 4; } }',
        'Use.java': 'class Use { int f(shop.Item i) { return i.price(); } }',
      });
      assert.deepEqual(changed.diagnostics.map((d) => [d.file, d.line, d.message.split('\n')[0]]),
        [['Use.java', 1, 'cannot find symbol']]);
      const fixed = await compiler.compile({
        'shop/Item.java': 'package shop; public class Item { public int cost() { return 4; } }',
        'Use.java': 'class Use { int f(shop.Item i) { return i.cost(); } }',
      });
      assert.equal(fixed.success, true);
      assert.deepEqual(Object.keys(fixed.classes).sort(), ['Use.class', 'shop/Item.class']);
    });

    test('a malformed request gets an error answer and the server goes on', async () => {
      const notJson = await compiler.sendRaw('this is not JSON');
      assert.equal(notJson.id, null);
      assert.match(notJson.error, /^the request is not JSON: /);
      const noFiles = await compiler.sendRaw('{"id": 99}');
      assert.equal(noFiles.id, 99);
      assert.match(noFiles.error, /needs "files"/);
      const notJava = await compiler.sendRaw('{"id": 100, "files": {"notes.txt": "hello"}}');
      assert.match(notJava.error, /"notes\.txt" is not a \.java file/);
      const nested = await compiler.sendRaw('['.repeat(10000));
      assert.match(nested.error, /nested too deeply/);
      await assert.rejects(compiler.compile({ 'A.java': 'class A {}' }, ['-no-such-option']),
        (e) => e instanceof CompilerError && /refused the request: .*invalid flag: -no-such-option/.test(e.message));
      await assert.rejects(compiler.compile('class A {}'), TypeError);
      const after = await compiler.compile(...REQUESTS.program());
      assert.equal(after.success, true);
      assert.equal(compiler.child.exitCode, null);
    });
  });
}

// The class library image the browser's class pack is made from (java.compiler and jdk.compiler in it).
const WEB_JDK = path.join(WASM_DIR, 'web-jdk');
test('the server compiles on the class library image the browser gets', {
  skip: missing.wasm || (fs.existsSync(path.join(WEB_JDK, 'lib', 'modules')) ? false : `no browser image at ${WEB_JDK} (make wasm)`),
}, async () => {
  const compiler = await startNodeCompiler({ vm: 'wasm', classDir: SERVER_DIR, env: { ...process.env, VITRINE_WASM_JAVA_HOME: WEB_JDK } });
  try {
    // (Broken.java uses java.sql, which that image does not have.)
    for (const name of ['program', 'packages', 'syntax']) {
      const result = await compiler.compile(...REQUESTS[name]());
      assert.deepEqual(bytesOf(result.classes), bytesOf(reference[name].classes), name);
      assert.deepEqual(result.diagnostics, reference[name].diagnostics, name);
    }
  } finally {
    await compiler.close();
  }
  assert.equal(await compiler.exited, 0);
});

test('a server that dies rejects the request it was answering and the next ones', { skip: missing.native || false }, async () => {
  const compiler = await startNodeCompiler({ vm: 'native', classDir: SERVER_DIR, stderr: () => {} });
  const pending = compiler.compile(...REQUESTS.packages());
  const later = compiler.compile(...REQUESTS.program());
  compiler.child.kill('SIGKILL');
  await assert.rejects(pending, (e) => e instanceof CompilerError && /the compile server exited with status 137: killed by SIGKILL/.test(e.message));
  await assert.rejects(later, (e) => e instanceof CompilerError && /exited/.test(e.message));
  await assert.rejects(compiler.compile(...REQUESTS.program()), CompilerError);
});

test('a compile server that cannot start says why', async () => {
  await assert.rejects(startNodeCompiler({ vm: 'hotspot', classDir: tempDir('empty') }),
    (e) => e instanceof CompilerError && /the compile server is not built/.test(e.message));
  await assert.rejects(startNodeCompiler({ vm: 'jvm' }), TypeError);
});

/**
 * The page API's startVitrine (wasm-bridge/browser.mjs) as far as startBrowserCompiler uses it,
 * over the Node launcher: `files` are written under a scratch directory standing for the VM's '/'
 * (argv's absolute paths are taken there), stdout and stderr are passed as text, stdin is a pipe.
 */
function pageApiOverNodeLauncher(calls) {
  return async (argv, options) => {
    calls.push({ argv, options });
    const root = tempDir('vm-root');
    for (const [name, data] of Object.entries(options.files || {})) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), data);
    }
    const args = argv.map((a) => (a.startsWith('/') ? path.join(root, a) : a));
    const child = spawn(process.execPath, [NODE_LAUNCHER, ...args], { env: { ...process.env, VITRINE_WASM_DIR: WASM_DIR } });
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (t) => options.stdout(t));
    child.stderr.on('data', (t) => options.stderr(t));
    const exited = new Promise((resolve) => child.on('close', (code) => { options.onExit(code); resolve(code); }));
    return {
      exited,
      stdin: { write: (t) => child.stdin.write(t), close: () => child.stdin.end() },
      stop: () => child.kill(),
    };
  };
}

test('startBrowserCompiler fetches the server from assets/compiler/ and drives it through the page API', { skip: missing.wasm || false }, async () => {
  const server = await serveStatic({ root: WASM_DIR, mounts: { '/web/compiler/': SERVER_DIR } });
  try {
    const calls = [];
    const stderr = [];
    const compiler = await startBrowserCompiler(pageApiOverNodeLauncher(calls), {
      assets: new URL('/web/', server.url), stderr: (t) => stderr.push(t), sliceMs: 50,
    });
    assert.equal(calls.length, 1);
    const { argv, options } = calls[0];
    assert.deepEqual(argv.slice(-3), ['-cp', '/compiler', 'CompileServer']);
    assert.equal(options.sliceMs, 50);
    const listed = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'classes.json'), 'utf8'));
    assert.ok(listed.includes('CompileServer.class'));
    assert.deepEqual(Object.keys(options.files).sort(), listed.map((n) => `/compiler/${n}`).sort());
    for (const name of listed) {
      assert.deepEqual(Buffer.from(options.files[`/compiler/${name}`]), fs.readFileSync(path.join(SERVER_DIR, name)));
    }
    const result = await compiler.compile(...REQUESTS.packages());
    assert.equal(result.served, 1);
    assert.deepEqual(bytesOf(result.classes), bytesOf(reference.packages.classes));
    const broken = await compiler.compile(...REQUESTS.broken());
    assert.deepEqual(broken.diagnostics, reference.broken.diagnostics);
    await compiler.close();
    assert.equal(await compiler.session.exited, 0, stderr.join(''));
    await assert.rejects(compiler.compile(...REQUESTS.program()), (e) => e instanceof CompilerError && /exited with status 0/.test(e.message));
  } finally {
    await server.close();
  }
});

test('startBrowserCompiler says which asset it cannot fetch', async () => {
  const server = await serveStatic({ root: tempDir('no-assets') });
  try {
    await assert.rejects(startBrowserCompiler(() => assert.fail('no VM may start'), { assets: server.url }),
      (e) => e instanceof CompilerError && /compiler\/classes\.json: HTTP 404/.test(e.message));
  } finally {
    await server.close();
  }
});

test('startBrowserCompiler rejects with the exit status of a server that cannot start', { skip: missing.wasm || false }, async () => {
  const assets = tempDir('assets');
  fs.mkdirSync(path.join(assets, 'compiler'));
  fs.copyFileSync(path.join(SERVER_DIR, 'Json.class'), path.join(assets, 'compiler', 'Json.class'));
  fs.writeFileSync(path.join(assets, 'compiler', 'classes.json'), '["Json.class"]');
  const server = await serveStatic({ root: assets });
  try {
    const stderr = [];
    await assert.rejects(startBrowserCompiler(pageApiOverNodeLauncher([]), { assets: server.url, stderr: (t) => stderr.push(t) }),
      (e) => e instanceof CompilerError && /the compile server exited with status 1/.test(e.message));
    assert.match(stderr.join(''), /CompileServer/);
  } finally {
    await server.close();
  }
});
