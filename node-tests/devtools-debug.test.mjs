// Debugging in the devtools panel, in headless Chromium: a breakpoint set by clicking the gutter, the
// page paused on that line with the right locals, step over and into (F10, F11) and out, a variable
// changed in place and the program printing the new value, continue to the end; the frames-and-objects
// diagram of a small linked list; fix and continue; the deadlock example's two threads shown blocked. Needs the page
// API with its Debugger, the compiler and the VM's browser build; skips, saying which is missing,
// without them. VITRINE_PANEL_SCREENSHOT=docs/images/panel.png also saves the README's picture.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromiumAvailable, launchChromium, withPage } from './lib/chromium.mjs';
import { clickGutter, consoleText, openPanel, pickExample, repoRoot, servePanel, statusText, vmMissing, waitForConsole, waitForPhase } from './lib/devtools.mjs';

const skip = !chromiumAvailable() ? 'Chromium or playwright-core is not installed (scripts/setup.sh installs them)' : vmMissing() || false;
let browser;
let server;

before(async () => {
    if (skip) return;
    server = await servePanel('debug');
    browser = await launchChromium();
});

after(async () => {
    await browser?.close();
    await server?.close();
});

// The locals shown in Variables: { name: value }.
async function locals(page) {
    await page.waitForSelector('#variables .vars');
    return page.$$eval('#variables .vars > .var', (rows) => Object.fromEntries(rows.map((r) => [r.dataset.name, r.querySelector('.var-value').textContent])));
}

async function pausedAt(page, line) {
    const status = await waitForPhase(page, ['paused', 'ended', 'crashed']);
    assert.match(status, new RegExp(`^paused at Main\\.java:${line} `), status);
    await page.waitForFunction((n) => {
        const l = document.querySelector('.cm-exec-line');
        const { view } = window.vitrineDevtools.editor;
        return l && view.state.doc.lineAt(view.posAtDOM(l)).number === n;
    }, line);
    return status;
}

test('breakpoint, step over, into and out, set a variable, continue to the end', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-debug-session', async (page, { dir }) => {
        await openPanel(page, server.url);
        await pickExample(page, 'recursion');
        await clickGutter(page, 19); // System.out.println(i + "! = " + f);
        await page.click('#debug');
        await pausedAt(page, 19);
        assert.match(await statusText(page), /\(breakpoint\)/);
        const first = await locals(page);
        assert.deepEqual(Object.keys(first), ['args', 'i', 'f']);
        assert.match(first.args, /^String\[0\]/);
        assert.deepEqual([first.i, first.f], ['1', '1']);
        assert.match(await page.textContent('#stack .frame.current'), /Main\.main\s*Main\.java:19/);
        await page.screenshot({ path: `${dir}/paused.png` });

        // a breakpoint on a line without code stops at the next line that has some, and says so
        await clickGutter(page, 11);
        await page.waitForFunction(() => /Main\.java:11 → 13/.test(document.querySelector('#breakpoints').textContent));
        assert.match(await page.getAttribute('.bp-status-moved', 'title'), /stops at line 13/);
        await clickGutter(page, 11);

        await page.keyboard.press('F10');   // over the println: back to the loop's update
        await pausedAt(page, 17);
        await waitForConsole(page, '1! = 1');
        await page.keyboard.press('F10');
        await pausedAt(page, 18);
        assert.equal((await locals(page)).i, '2');
        await page.keyboard.press('F11');   // into factorial(2)
        await pausedAt(page, 5);
        assert.match(await page.textContent('#stack .frame.current'), /Main\.factorial/);
        assert.equal(await page.$$eval('#stack .frame', (f) => f.length), 2);
        assert.deepEqual(await locals(page), { n: '2' });
        await page.keyboard.press('Shift+F11'); // out, back in main
        await pausedAt(page, 18);

        await page.keyboard.press('F8');    // continue to the breakpoint, i = 2
        await pausedAt(page, 19);
        assert.equal((await locals(page)).f, '2');
        // change f in place: double-click its value, type, Enter
        await page.dblclick('#variables .var[data-name=f] .var-value');
        await page.fill('#variables .var-edit', '99');
        await page.press('#variables .var-edit', 'Enter');
        await page.waitForFunction(() => document.querySelector('#variables .var[data-name=f] .var-value').textContent === '99');
        await clickGutter(page, 19);         // the breakpoint off, then run to the end
        await page.waitForFunction(() => window.vitrineDevtools.project.file('Main.java').breakpoints.length === 0);
        await page.keyboard.press('F8');
        await waitForConsole(page, 'fibonacci(10) = 55');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'ended: exit status 0');
        assert.match(await consoleText(page), /1! = 1\n2! = 99\n3! = 6\n4! = 24\n5! = 120\n/);
    });
});

// Replaces the text of line n (1-based) of the open file, as typing would.
async function replaceLine(page, n, text) {
    await page.evaluate(([n, text]) => {
        const { view } = window.vitrineDevtools.editor;
        const line = view.state.doc.line(n);
        view.dispatch({ changes: { from: line.from, to: line.to, insert: text } });
    }, [n, text]);
}

test('fix and continue: a method body changed while paused runs from the next call on; a method added is refused in words', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-fix-and-continue', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'recursion');
        await clickGutter(page, 19);
        await page.click('#debug');
        await pausedAt(page, 19);
        await replaceLine(page, 9, '        return n * rest * 10;');
        await page.waitForFunction(() => !document.querySelector('#edited-note').hidden);
        await page.click('#apply');
        await waitForConsole(page, 'applied to the running program: Main');
        await page.waitForFunction(() => document.querySelector('#edited-note').hidden, null, { timeout: 60000 });
        assert.match(await statusText(page), /^paused at Main\.java:19 /, 'still paused where it was');

        // a new method cannot be added to a running class: said plainly, and the program goes on unchanged
        await replaceLine(page, 11, '    static int added() { return 1; }');
        await page.keyboard.press('Control+s');
        await waitForConsole(page, 'could not apply the changes to Main: a method was added');
        await replaceLine(page, 11, '');

        await clickGutter(page, 19);
        await page.waitForFunction(() => window.vitrineDevtools.project.file('Main.java').breakpoints.length === 0);
        await page.keyboard.press('F8');
        await waitForConsole(page, 'fibonacci(10) = 55');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'ended: exit status 0');
        // i = 1 was computed before the change; factorial(i) for i >= 2 runs the new body: n * rest * 10
        assert.match(await consoleText(page), /1! = 1\n2! = 20\n3! = 600\n4! = 24000\n5! = 1200000\n/);
    });
});

test('the objects diagram of a small linked list: a frame, three Node boxes and their arrows; its three instances in the heap view', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-debug-objects', async (page, { dir }) => {
        await openPanel(page, server.url);
        await pickExample(page, 'linked-list');
        await clickGutter(page, 8); // print(head);
        await page.click('#debug');
        await pausedAt(page, 8);
        await page.click('#tab-objects');
        await page.waitForSelector('.objects-canvas .obj-box');
        const boxes = await page.$$eval('.obj-box', (b) => b.map((x) => ({ id: x.dataset.id, type: x.dataset.type, text: x.textContent })));
        const nodes = boxes.filter((b) => b.type === 'Node');
        assert.equal(nodes.length, 3, JSON.stringify(boxes));
        assert.deepEqual(nodes.map((n) => n.text.match(/value(\d+)/)[1]).sort(), ['1', '2', '3']);
        const frame = await page.$eval('.frame-box', (f) => f.textContent);
        assert.match(frame, /Main\.main:8/);
        assert.match(frame, /head/);
        assert.match(frame, /i/);
        const arrows = await page.$$eval('.obj-arrow', (a) => a.map((x) => x.dataset.to));
        for (const n of nodes) assert.equal(arrows.filter((t) => t === n.id).length, 1, `one arrow into ${n.id}`);
        const last = nodes.find((n) => /value1/.test(n.text));
        assert.match(last.text, /nextnull/);
        await page.screenshot({ path: `${dir}/objects.png` });
        if (process.env.VITRINE_PANEL_SCREENSHOT) {
            const file = path.resolve(repoRoot, process.env.VITRINE_PANEL_SCREENSHOT);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            await page.screenshot({ path: file });
        }
        // the heap: three Node instances, listed by "instances"
        await page.click('#tab-heap');
        await page.waitForSelector('table.heap');
        const nodeRow = await page.$$eval('table.heap tbody tr', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)).find((c) => c[0] === 'Node'));
        assert.equal(nodeRow[1], '3', `Node row: ${nodeRow}`);
        assert.ok(await page.$eval('table.heap tbody tr.own', (r) => r.cells[0].textContent === 'Node'), 'the program\'s class is marked');
        await page.fill('.heap-tools input', 'Node');
        await page.click('table.heap tbody tr.own button');
        await page.waitForFunction(() => /Node: 3 instances/.test(document.querySelector('.heap-instances').textContent));
        assert.equal(await page.$$eval('.heap-instances .var', (v) => v.length), 3);
        await page.click('#stop');
        await waitForPhase(page, 'ended');
    });
});

test('allocation sites: recorded from one stop to the next, by class and line; a collection keeps what is live', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-debug-allocation-sites', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'linked-list');
        await clickGutter(page, 4); // Node head = null;
        await clickGutter(page, 8); // print(head);
        await page.click('#debug');
        await pausedAt(page, 4);
        await page.click('#tab-heap');
        await page.waitForSelector('#alloc-record');
        await page.click('#alloc-record');
        await page.waitForFunction(() => /Stop recording/.test(document.querySelector('#alloc-record')?.textContent || ''));
        await page.keyboard.press('F8');
        await pausedAt(page, 8);
        await page.waitForSelector('table.sites');
        const rows = await page.$$eval('table.sites tbody tr', (r) => r.map((x) => [...x.cells].map((c) => c.textContent)));
        const node = rows.find((c) => c[0] === 'Node');
        assert.ok(node, JSON.stringify(rows));
        assert.deepEqual(node.slice(1, 3), ['Main.main:6', '3']);
        // a collection: what main still holds stays (its three Nodes)
        const objects = () => page.$eval('.heap-body p.muted', (p) => Number(p.textContent.match(/^([\d,]+) objects/)[1].replace(/,/g, '')));
        const before = await objects();
        await page.click('#heap-collect');
        await page.waitForFunction((n) => {
            const p = document.querySelector('.heap-body p.muted');
            return p && Number(p.textContent.match(/^([\d,]+) objects/)?.[1].replace(/,/g, '')) < n;
        }, before);
        const nodeRow = await page.$$eval('table.heap tbody tr', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)).find((c) => c[0] === 'Node'));
        assert.equal(nodeRow[1], '3');
        await page.click('#stop');
        await waitForPhase(page, 'ended');
    });
});

test('an uncaught exception stops where it is thrown; a logpoint with a hit count prints; pause stops a loop in its own code', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-debug-exception-logpoint-pause', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'exception');
        assert.ok(await page.isChecked('#exc-uncaught'), 'uncaught exceptions stop by default');
        await page.click('#debug');
        assert.match(await waitForPhase(page, ['paused', 'ended', 'crashed']), /^paused at Main\.java:20 \(uncaught java\.lang\.NullPointerException\)/);
        await page.fill('.watch-input', 'text == null');
        await page.press('.watch-input', 'Enter');
        await page.waitForFunction(() => /text == null = true/.test(document.querySelector('#watch').textContent));
        await page.keyboard.press('F8');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'ended: exit status 1');
        assert.match(await consoleText(page), /caught: \/ by zero\n.*NullPointerException/s);

        await pickExample(page, 'game-loop');
        await clickGutter(page, 32, { button: 'right' }); // ball.move();
        await page.fill('.bp-editor input[name=logMessage]', 'frame {frame} x={ball.x}');
        await page.fill('.bp-editor input[name=hitCondition]', '% 5');
        await page.click('.bp-editor button[type=submit]');
        assert.equal(await page.$$eval('.bp-log', (m) => m.length), 1);
        await page.click('#debug');
        await waitForConsole(page, 'frame 9 x=10');
        const lines = (await consoleText(page)).split('\n').filter((l) => l.startsWith('frame '));
        assert.deepEqual(lines.slice(0, 2), ['frame 4 x=5', 'frame 9 x=10'], 'every fifth pass logs, and nothing stops');
        await page.keyboard.press('F8'); // pause
        assert.match(await waitForPhase(page, ['paused', 'ended', 'crashed']), /^paused at Main\.java:3[3-5] \(paused by you/);
        assert.match(await page.textContent('#stack .frame.current'), /Main\.main/);
        await page.keyboard.press('F8'); // and on again
        await waitForPhase(page, ['running', 'idle-waiting']);
        await page.click('#stop');
        assert.equal(await waitForPhase(page, ['ended', 'crashed']), 'stopped: exit status 143');
    });
});

test('the bytecode of the stopped method and a step by one instruction; the class browser; the event log', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-debug-bytecode', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'recursion');
        await clickGutter(page, 8); // long rest = factorial(n - 1);
        await page.click('#debug');
        await pausedAt(page, 8);
        await page.click('#tab-bytecode');
        await page.waitForSelector('table.bytecode tr.current');
        assert.match(await page.textContent('.bc-title'), /^Main\.factorial\(I\)J/);
        const row = async () => page.$eval('table.bytecode tr.current', (r) => [...r.cells].map((c) => c.textContent.trim()));
        const first = await row();
        assert.deepEqual([first[2], first.at(-1)], ['iload_0', 'line 8']);
        assert.match(await page.textContent('.bc-side'), /slot 0\s*n = 2/);
        await page.click('.step-instruction');
        await page.waitForFunction((pc) => document.querySelector('table.bytecode tr.current')?.dataset.pc !== pc, first[1]);
        const next = await row();
        assert.deepEqual([Number(next[1]), next[2]], [Number(first[1]) + 1, 'iconst_1']);
        assert.match(await statusText(page), /^paused at Main\.java:8 \(step\)/);
        // the class browser: the program's class first, its methods in Java's words
        await page.click('#tab-classes');
        await page.waitForSelector('.class-name.own');
        await page.click('.class-name.own >> text=Main');
        await page.waitForFunction(() => /Methods \(\d+\)/.test(document.querySelector('.class-details').textContent));
        const details = await page.textContent('.class-details');
        assert.match(details, /source: Main\.java/);
        assert.match(details, /static long factorial\(int\)/);
        assert.match(details, /public static void main\(java\.lang\.String\[\]\)/);
        // the event log: a step's events as they arrive
        await page.click('#tab-events');
        await page.check('.events-tools input[type=checkbox]');
        await page.keyboard.press('F10');
        await waitForPhase(page, 'paused');
        await page.waitForFunction(() => document.querySelectorAll('.event-log li[data-event=SingleStep]').length > 0);
        assert.match(await page.textContent('.event-log li[data-event=SingleStep]'), /SingleStep.*thread=main.*method=Main\.factorial/);
        await page.click('#stop');
        await waitForPhase(page, 'ended');
    });
});

test('the deadlock example shows both threads blocked', { skip, timeout: 300000 }, async () => {
    await withPage(browser, 'devtools-debug-deadlock', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'deadlock');
        await page.click('#debug');
        await waitForConsole(page, 'wants left');
        await waitForConsole(page, 'wants right');
        // once every thread waits, the threads list shows why
        await page.waitForFunction(() => ['first', 'second'].every((n) => [...document.querySelectorAll('#threads .thread')]
            .some((t) => t.querySelector('.thread-name').textContent.includes(n) && t.dataset.state === 'blocked')), null, { timeout: 120000 });
        const rows = await page.$$eval('#threads .thread', (t) => t.map((x) => x.textContent));
        assert.ok(rows.some((r) => /first.*blocked/.test(r)) && rows.some((r) => /second.*blocked/.test(r)), rows.join('\n'));
        assert.ok(!(await consoleText(page)).includes('has both'));
        // the views' deadlocks() draws the cycle
        assert.match(await page.textContent('#threads .deadlock'), /Deadlock: first waits for Object@\d+ held by second waits for Object@\d+ held by first/);
        assert.match(await statusText(page), /^deadlock: (first and second|second and first) wait for each other's locks/);
        await page.click('#stop');
        await waitForPhase(page, 'ended');
    });
});
