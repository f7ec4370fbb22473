// bench/panel.mjs: the devtools panel measured in headless Chromium (node-tests/lib/chromium.mjs)
// served by scripts/serve.mjs: page load to ready (cold cache and warm), bytes transferred, compile and
// run of hello world the first and the second time, step latency (key press to the views updated),
// and the page's frame rate while Java runs a busy loop. Prints a table (Markdown) for
// docs/PERFORMANCE.md; reports, never asserts.
//
//   node bench/panel.mjs [--runs N]        (builds the panel first: web-devtools/build.mjs)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../node-tests/lib/chromium.mjs';
import { serveStatic } from '../scripts/serve.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const site = path.join(repo, 'build', 'web-devtools');

const HELLO = 'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, world!");\n    }\n}\n';
const BUSY = 'public class Main {\n    public static void main(String[] args) {\n        long sum = 0;\n        for (long i = 0; ; i++) {\n            sum += i % 7;\n            if (i % 100000000 == 0) System.out.println(sum);\n        }\n    }\n}\n';
const STEPS = 'public class Main {\n    public static void main(String[] args) {\n        int total = 0;\n        for (int i = 0; i < 100; i++) {\n            total += i;\n        }\n        System.out.println(total);\n    }\n}\n';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function setProgram(page, text) {
    await page.evaluate((t) => {
        const { view } = window.vitrineDevtools.editor;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
    }, text);
}

const phase = (page, list, timeout = 300000) => page.waitForFunction((l) => l.includes(document.querySelector('#status').dataset.phase), list, { timeout });

async function loadPage(context, url) {
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForSelector('body[data-ready=true]');
    return { page, ms: Date.now() - t0 };
}

async function measureOnce(browser, server) {
    const out = {};
    const context = await browser.newContext();
    server.resetCounters();
    const cold = await loadPage(context, server.url);
    out.loadCold = cold.ms;
    out.bytesLoad = server.bytesSent;
    const page = cold.page;
    await page.evaluate(() => localStorage.clear());
    // compile and run hello world twice (the first starts the compiler and fetches the class library)
    for (const round of ['first', 'second']) {
        await setProgram(page, HELLO);
        await page.click('.console-input-row button'); // Clear: the output looked for is this run's
        const t0 = Date.now();
        await page.click('#compile');
        await phase(page, ['idle', 'compile-failed', 'crashed']);
        const t1 = Date.now();
        await page.click('#run');
        await page.waitForFunction(() => document.querySelector('.console-output').textContent.includes('Hello, world!'), null, { timeout: 300000 });
        const t2 = Date.now();
        await phase(page, ['ended', 'crashed']);
        out[`compile_${round}`] = t1 - t0;
        out[`run_${round}`] = t2 - t1;
    }
    out.bytesAfterHello = server.bytesSent;
    // step latency: F10 to the status line and the variables showing the next stop
    await setProgram(page, STEPS);
    await page.evaluate(() => window.vitrineDevtools.project.setBreakpoints('Main.java', [{ line: 5 }]));
    await page.evaluate(() => window.vitrineDevtools.editor.reloadFiles());
    await page.click('#debug');
    await phase(page, ['paused', 'ended', 'crashed']);
    const steps = [];
    for (let k = 0; k < 5; k++) {
        await page.waitForSelector('#variables .vars');
        const before = await page.evaluate(() => window.vitrineDevtools.program.state.since);
        const t0 = Date.now();
        await page.keyboard.press('F10');
        await page.waitForFunction((b) => { const s = window.vitrineDevtools.program.state; return s.phase === 'paused' && s.since !== b; }, before);
        await page.waitForSelector('#variables .vars');
        steps.push(Date.now() - t0);
    }
    out.step = median(steps);
    await page.click('#stop');
    await phase(page, ['ended']);
    // frame rate while a busy loop runs
    await page.evaluate(() => window.vitrineDevtools.project.setBreakpoints('Main.java', []));
    await page.evaluate(() => window.vitrineDevtools.editor.reloadFiles());
    await setProgram(page, BUSY);
    await page.click('#run');
    await page.waitForFunction(() => /\n0\n/.test(document.querySelector('.console-output').textContent), null, { timeout: 300000 });
    out.fps = await page.evaluate(() => new Promise((resolve) => {
        let frames = 0;
        const t0 = performance.now();
        const tick = () => { frames++; if (performance.now() - t0 < 2000) requestAnimationFrame(tick); else resolve(Math.round(frames / ((performance.now() - t0) / 1000))); };
        requestAnimationFrame(tick);
    }));
    await page.click('#stop');
    await page.close();
    // warm: the same browser context (HTTP cache, Cache API) loads the page again
    server.resetCounters();
    const warm = await loadPage(context, server.url);
    out.loadWarm = warm.ms;
    out.bytesWarm = server.bytesSent;
    await context.close();
    return out;
}

execFileSync(process.execPath, [path.join(repo, 'web-devtools', 'build.mjs'), '--out', site], { stdio: 'inherit' });
const server = await serveStatic({ root: site });
const browser = await launchChromium();
const results = [];
try {
    for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, server));
} finally {
    await browser.close();
    await server.close();
}
const m = (k) => median(results.map((r) => r[k]));
const kb = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;
console.log(`| measure (median of ${runs}) | value |\n| --- | --- |`);
console.log(`| page load to ready, cold cache | ${m('loadCold')} ms (${kb(m('bytesLoad'))} transferred) |`);
console.log(`| page load to ready, warm cache | ${m('loadWarm')} ms (${kb(m('bytesWarm'))} transferred) |`);
console.log(`| compile hello world, first (starts the compiler) | ${m('compile_first')} ms |`);
console.log(`| compile hello world, second | ${m('compile_second')} ms |`);
console.log(`| run hello world to its output, first | ${m('run_first')} ms |`);
console.log(`| run hello world to its output, second | ${m('run_second')} ms |`);
console.log(`| transferred by the end of the second hello world | ${kb(m('bytesAfterHello'))} |`);
console.log(`| step over (F10 to the views updated) | ${m('step')} ms |`);
console.log(`| page frame rate while a busy loop runs | ${m('fps')} frames/s |`);
