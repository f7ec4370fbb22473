// The bridge's JDWP server in a web page: the VM runs in headless Chromium (the page API,
// wasm-bridge/browser.mjs, with the JDWP tool wasm-bridge/jdwp/web-tool.mjs in its worker), the tool
// connects to a relay (wasm-bridge/jdwp/relay.mjs) over a WebSocket, and the JDK's jdb attaches to the
// relay's TCP port and runs the tests/jdb sessions, compared with the same sessions against HotSpot
// (node-tests/lib/jdb-session.mjs): jdb's transcript and the program's output.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { serveStatic } from '../scripts/serve.mjs';
import { chromiumAvailable, launchChromium, withPage } from './lib/chromium.mjs';
import { JAVA_HOME, ROOT, compileJava, wasmBuild } from './lib/jvmti-parity.mjs';
import { JDB, JDB_DIR, SESSION_MS, driveJdb, normalizeJdb, parseScript, programOutput, session } from './lib/jdb-session.mjs';
import { startRelay } from '../wasm-bridge/jdwp/relay.mjs';

const skip = !chromiumAvailable() ? 'Chromium or playwright-core is missing (scripts/setup.sh installs them)'
    : !existsSync(join(wasmBuild, 'web', 'vitrine-web.wasm')) ? `${wasmBuild}/web/vitrine-web.wasm is not built (make wasm)`
        : !existsSync(JDB) ? `${JDB} is not in the JDK` : false;
const scripts = existsSync(JDB_DIR) ? readdirSync(JDB_DIR).filter((f) => f.endsWith('.jdb')).sort() : [];

let server;
let browser;
const classDir = skip ? null : compileJava([...new Set(scripts.map((f) => parseScript(f).program))].map((p) => `tests/jdb/${p}.java`));
const files = {};

before(async () => {
    if (skip) return;
    for (const f of readdirSync(classDir)) files[`/app/${f}`] = readFileSync(join(classDir, f)).toString('base64');
    server = await serveStatic({ root: ROOT, mounts: { '/build/wasm/': wasmBuild } });
    browser = await launchChromium();
});

after(async () => {
    if (browser) await browser.close();
    if (server) await server.close();
});

for (const f of scripts) {
    test(`${f} in a web page through the relay, as on HotSpot`, { skip, timeout: 2 * SESSION_MS + 20000 }, async () => {
        const script = parseScript(f);
        const want = await session([join(JAVA_HOME, 'bin', 'java')], {}, script, classDir);
        const relay = await startRelay();
        try {
            const got = await withPage(browser, `jdwp-${f}`, async (page) => {
                await page.goto(new URL('node-tests/browser/vm-page.html', server.url).href);
                await page.waitForFunction(() => window.pageReady === true);
                await page.evaluate(async ({ files, relay, program }) => {
                    const tool = { url: new URL('../../wasm-bridge/jdwp/web-tool.mjs', location.href).href, options: { relay } };
                    window.r = await page.run(['-cp', '/app', program], files, { tools: [tool] });
                }, { files, relay: relay.wsUrl, program: script.program });
                const jdb = await driveJdb(relay.jdwpPort, script);
                const status = await page.evaluate(() => r.session.exited);
                return { jdb, status, stdout: await page.evaluate(() => r.log.stdout), stderr: await page.evaluate(() => r.log.stderr) };
            });
            assert.equal(normalizeJdb(got.jdb.stdout), normalizeJdb(want.jdb.stdout), 'jdb\'s transcript differs from HotSpot\'s');
            assert.equal(got.stdout, programOutput(want.vm.stdout), 'the program\'s output');
            assert.equal(got.stderr, want.vm.stderr, 'the program\'s stderr');
            assert.equal(got.status, want.vm.status);
        } finally {
            relay.close();
        }
    });
}
