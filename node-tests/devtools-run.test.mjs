// The devtools panel running Java in headless Chromium: pick an example, compile, run and see its
// output and exit status; a compile error shown at its line in the editor and in Problems; input
// typed into the console for a program reading System.in. Needs the page API (wasm-bridge/browser.mjs
// and its worker), the compiler (wasm-bridge/compiler/compiler.mjs) and the VM's browser build;
// skips, saying which is missing, without them. Screenshots under build/browser-tests/.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromiumAvailable, launchChromium, withPage } from './lib/chromium.mjs';
import { consoleText, openPanel, pickExample, servePanel, statusText, vmMissing, waitForConsole, waitForPhase } from './lib/devtools.mjs';

const skip = !chromiumAvailable() ? 'Chromium or playwright-core is not installed (scripts/setup.sh installs them)' : vmMissing() || false;
let browser;
let server;

before(async () => {
    if (skip) return;
    server = await servePanel('run');
    browser = await launchChromium();
});

after(async () => {
    await browser?.close();
    await server?.close();
});

test('pick an example, compile, run, see the output and the exit status', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-run-recursion', async (page, { dir }) => {
        await openPanel(page, server.url);
        await pickExample(page, 'recursion');
        await page.click('#compile');
        assert.match(await waitForPhase(page, ['idle', 'compile-failed', 'crashed']), /^compiled in \d+ ms/);
        await page.click('#run');
        await waitForConsole(page, 'fibonacci(10) = 55');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'ended: exit status 0');
        const out = await consoleText(page);
        assert.match(out, /1! = 1\n2! = 2\n3! = 6\n4! = 24\n5! = 120\nfibonacci\(10\) = 55\n/);
        assert.match(out, /exit status 0/);
        await page.screenshot({ path: `${dir}/ended.png` });
    });
});

test('a compile error is shown at its line in the editor and listed in Problems', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-run-compile-error', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'recursion');
        // line 8 loses its semicolon's variable: `long rest = factorial(n - 1)` -> an undefined name
        await page.evaluate(() => {
            const { view } = window.vitrineDevtools.editor;
            const line = view.state.doc.line(8);
            view.dispatch({ changes: { from: line.from, to: line.to, insert: '        long rest = factorail(n - 1);' } });
        });
        await page.click('#run');
        assert.match(await waitForPhase(page, ['compile-failed', 'ended', 'crashed']), /1 compile error/);
        assert.equal(await page.getAttribute('#tab-problems', 'aria-selected'), 'true', 'Problems is shown');
        const problem = await page.textContent('#panel-problems .problem');
        assert.match(problem, /^Main\.java:8:21/);
        assert.match(problem, /cannot find symbol/);
        // the editor marks the name javac complains about, on line 8
        const marked = await page.$$eval('.cm-lintRange-error', (m) => m.map((x) => x.textContent));
        assert.deepEqual(marked, ['factorail']);
        assert.equal(await page.$$eval('.cm-gutter-lint .cm-lint-marker-error', (m) => m.length), 1);
        assert.ok(!(await consoleText(page)).includes('▶ java'), 'nothing ran');
    });
});

test('input typed into the console reaches a program reading System.in', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-run-input', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'input');
        await page.keyboard.press('Control+Enter');
        await waitForConsole(page, 'What is your name?');
        assert.match(await waitForPhase(page, 'waiting-input'), /waiting for input/);
        assert.ok(await page.evaluate(() => document.activeElement === document.querySelector('.console-input')), 'the input line has the focus');
        await page.keyboard.type('Ada');
        await page.keyboard.press('Enter');
        await waitForConsole(page, 'Hello, Ada!');
        for (const n of ['2', '3', '']) {
            await waitForPhase(page, 'waiting-input');
            await page.fill('.console-input', n);
            await page.press('.console-input', 'Enter');
        }
        await waitForConsole(page, 'total = 5');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'ended: exit status 0');
        assert.match(await consoleText(page), /total so far: 2\n.*total so far: 5\n/s);
        assert.match(await statusText(page), /exit status 0/);
    });
});

test('a program that runs forever can be stopped; the page stays responsive and marks lines edited meanwhile', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-run-stop', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'game-loop');
        await page.click('#run');
        await waitForConsole(page, 'y=');
        // the editor still takes keys while Java runs
        await page.click('.cm-content');
        await page.keyboard.type('// typed while running');
        assert.match(await page.textContent('.cm-content'), /typed while running/);
        // the edited line is marked, and the page says the running program does not have it
        assert.equal(await page.$$eval('.cm-edited-line', (l) => l.length), 1);
        assert.ok(await page.isVisible('#edited-note'));
        await page.click('#stop');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'stopped: exit status 143');
        assert.equal(await page.$$eval('.cm-edited-line', (l) => l.length), 0);
        assert.ok(!(await page.isVisible('#edited-note')));
        // a loop that never waits: the page still answers, and Stop still ends it
        await page.evaluate(() => {
            const { view } = window.vitrineDevtools.editor;
            view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert:
                'public class Main {\n    public static void main(String[] args) {\n        long n = 0;\n        while (true) {\n            if (++n % 50000000 == 0) System.out.println("still going " + n);\n        }\n    }\n}\n' } });
        });
        await page.click('#run');
        await waitForConsole(page, 'still going');
        await page.click('#tab-problems');
        assert.equal(await page.getAttribute('#tab-problems', 'aria-selected'), 'true');
        await page.click('#tab-console');
        assert.match(await statusText(page), /^running/);
        await page.click('#stop');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'stopped: exit status 143');
    });
});
