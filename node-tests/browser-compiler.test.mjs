// Compiling in the page (wasm-bridge/compiler/compiler.mjs's startBrowserCompiler over the page API,
// wasm-bridge/browser.mjs) in real headless Chromium: the repository served by scripts/serve.mjs, the
// page node-tests/browser/compiler-page.html. The compile server's class files and jdk.compiler's
// classes come from the build's assets; a program in packages compiles to the javac command's class
// files, which then run in a session of their own with HotSpot's output; errors come back as the same
// server gives them on HotSpot; the second compilation is served by the same VM. The screenshot and
// console log are left under build/browser-tests/.
//
//   node --test node-tests/browser-compiler.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { serveStatic } from '../scripts/serve.mjs';
import { chromiumAvailable, launchChromium, withPage } from './lib/chromium.mjs';
import { startNodeCompiler } from '../wasm-bridge/compiler/node-compiler.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WASM_DIR = process.env.VITRINE_WASM_DIR || path.join(ROOT, 'build', 'wasm');
const JAVA_HOME = process.env.JAVA_HOME || '/usr/lib/jvm/java-17-openjdk-amd64';
const FIXTURES = path.join(ROOT, 'node-tests', 'compiler', 'packages');

const skip = !chromiumAvailable() ? 'Chromium or playwright-core is missing (scripts/setup.sh installs them)'
  : !fs.existsSync(path.join(WASM_DIR, 'web', 'vitrine-web.wasm')) ? `${WASM_DIR}/web/vitrine-web.wasm is not built (make wasm)`
    : false;

let server;
let browser;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-browser-compiler-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

before(async () => {
  if (skip) return;
  // The page API finds the build at ../build/wasm/web/ from wasm-bridge/: serve the build there.
  server = await serveStatic({ root: ROOT, mounts: { '/build/wasm/': WASM_DIR } });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

const PACKAGES = Object.fromEntries(['app/Main.java', 'app/model/Shape.java', 'app/model/Registry.java']
  .map((f) => [f, fs.readFileSync(path.join(FIXTURES, f), 'utf8')]));
const ERRORS = {
  'Bad.java': 'import java.util.*;\n\nclass Bad {\n    List<String> names = new ArrayList<>();\n    int count = names;\n    void f() { names.add(3); undefined(); }\n}\n',
};

test('javac compiles in the page; its classes run in another session; errors as on HotSpot', { skip }, () =>
  withPage(browser, 'compiler-page', async (page) => {
    await page.goto(new URL('node-tests/browser/compiler-page.html', server.url).href);
    await page.waitForFunction(() => window.pageReady === true);

    // The javac command's class files for the same sources, and HotSpot's output of the program.
    const dir = fs.mkdtempSync(path.join(scratch, 'javac-'));
    const javac = spawnSync(path.join(JAVA_HOME, 'bin', 'javac'), ['-g', '-d', dir, ...Object.keys(PACKAGES)], { cwd: FIXTURES, encoding: 'utf8' });
    assert.equal(javac.status, 0, javac.stderr);
    const hotspotRun = spawnSync(path.join(JAVA_HOME, 'bin', 'java'), ['-cp', dir, 'app.Main'], { encoding: 'utf8' });
    assert.equal(hotspotRun.status, 0, hotspotRun.stderr);

    const compiled = await page.evaluate((files) => window.compile(files), PACKAGES);
    assert.equal(compiled.success, true, JSON.stringify(compiled.diagnostics));
    assert.equal(compiled.served, 1);
    for (const [name, data] of Object.entries(compiled.classes)) {
      assert.deepEqual(Buffer.from(data, 'base64'), fs.readFileSync(path.join(dir, name)), name);
    }
    assert.equal(Object.keys(compiled.classes).length, 7);

    const ran = await page.evaluate((classes) => window.run(classes, 'app.Main'), compiled.classes);
    assert.equal(ran.stdout, hotspotRun.stdout);
    assert.equal(ran.stderr, '');
    assert.equal(ran.status, 0);

    const failed = await page.evaluate((files) => window.compile(files), ERRORS);
    assert.equal(failed.success, false);
    assert.equal(failed.served, 2, 'the same VM answers the second compilation');
    const hotspot = await startNodeCompiler({ vm: 'hotspot' });
    try {
      const expected = await hotspot.compile(ERRORS);
      assert.ok(expected.diagnostics.length >= 3);
      assert.deepEqual(failed.diagnostics, expected.diagnostics);
    } finally {
      await hotspot.close();
    }
    assert.equal(await page.evaluate(() => window.closeCompiler()), 0);
  }));
