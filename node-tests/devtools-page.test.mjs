// The devtools panel's page in headless Chromium, without running Java: the layout, the examples,
// the editor's files and breakpoints (gutter clicks, Ctrl+B, the options form), the program and its
// breakpoints kept across a reload, the keyboard, a narrow window, and the frames-and-objects
// diagram drawn from a graph handed to its renderer. Screenshots under build/browser-tests/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromiumAvailable, launchChromium, withPage } from './lib/chromium.mjs';
import { clickGutter, openPanel, pickExample, repoRoot, servePanel, vmMissing } from './lib/devtools.mjs';

const skip = chromiumAvailable() ? false : 'Chromium or playwright-core is not installed (scripts/setup.sh installs them)';
let browser;
let server;

before(async () => {
    if (skip) return;
    server = await servePanel('page');
    browser = await launchChromium();
});

after(async () => {
    await browser?.close();
    await server?.close();
});

test('the page shows its panes, keyboard-usable tabs and every bundled example', { skip }, async () => {
    await withPage(browser, 'devtools-page-layout', async (page, { console: lines }) => {
        await openPanel(page, server.url);
        for (const sel of ['#toolbar', '#file-list', '#editor .cm-editor', '#threads', '#stack', '#variables', '#watch', '#breakpoints', '#bottom-tabs', '.console-input', '#status'])
            assert.ok(await page.$(sel), `${sel} is on the page`);
        const tabs = await page.$$eval('#bottom-tabs [role=tab]', (b) => b.map((x) => x.textContent));
        assert.deepEqual(tabs, ['Console', 'Problems', 'Frames & objects', 'Bytecode', 'Classes', 'Heap', 'Events']);
        const examples = await page.$$eval('#examples option', (o) => o.map((x) => x.value).filter(Boolean));
        assert.deepEqual(examples, ['recursion', 'objects', 'arrays', 'linked-list', 'deadlock', 'exception', 'input', 'game-loop']);
        assert.equal(await page.textContent('#status'), 'ready');
        // Java highlighting: keywords are marked by the Java grammar
        assert.ok(await page.$$eval('.cm-content span', (s) => s.some((x) => x.textContent === 'public' && getComputedStyle(x).color !== getComputedStyle(document.querySelector('.cm-content')).color)),
            'Java keywords are highlighted');
        // the bottom tabs by keyboard: arrow keys move the selection, the focus follows
        await page.focus('#tab-console');
        await page.keyboard.press('ArrowRight');
        assert.equal(await page.getAttribute('#tab-problems', 'aria-selected'), 'true');
        assert.ok(await page.isVisible('#panel-problems') && !(await page.isVisible('#panel-console')));
        await page.keyboard.press('End');
        assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-events');
        await page.keyboard.press('Home');
        assert.equal(await page.getAttribute('#tab-console', 'aria-selected'), 'true');
        await pickExample(page, 'linked-list');
        assert.deepEqual(await page.$$eval('#file-list .file', (b) => b.map((x) => x.textContent)), ['Main.java', 'Node.java']);
        await page.click('#file-tabs >> text=Node.java');
        assert.match(await page.textContent('.cm-content'), /Node next;/);
        // the README's picture comes from the debugging test; a build that cannot run Java takes it here
        if (process.env.VITRINE_PANEL_SCREENSHOT && vmMissing()) {
            await page.click('#file-tabs >> text=Main.java');
            await clickGutter(page, 8);
            await page.screenshot({ path: path.resolve(repoRoot, process.env.VITRINE_PANEL_SCREENSHOT) });
        }
        assert.ok(!lines.some((l) => l.startsWith('[pageerror]')), lines.join('\n'));
    });
});

test('breakpoints by gutter click, Ctrl+B and the options form survive a reload with the program', { skip }, async () => {
    await withPage(browser, 'devtools-page-breakpoints', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'recursion');
        await clickGutter(page, 8);
        assert.equal(await page.$$eval('.cm-breakpoint-gutter .bp-marker', (m) => m.length), 1);
        // Ctrl+B on the cursor's line
        await page.evaluate(() => {
            const { view } = window.vitrineDevtools.editor;
            view.dispatch({ selection: { anchor: view.state.doc.line(18).from + 4 } });
            view.focus();
        });
        await page.keyboard.press('Control+b');
        // a condition through the options form (right-click in the gutter)
        await page.evaluate(() => {
            const { view } = window.vitrineDevtools.editor;
            view.dispatch({ changes: { from: view.state.doc.line(3).from, insert: '// edited\n' } });
        });
        const bps = await page.evaluate(() => window.vitrineDevtools.project.file('Main.java').breakpoints.map((b) => b.line));
        assert.deepEqual(bps, [9, 19], 'breakpoints follow the lines they were on when a line is inserted above');
        await clickGutter(page, 19);
        await clickGutter(page, 9, { button: 'right' });
        await page.fill('.bp-editor input[name=condition]', 'n == 2');
        await page.click('.bp-editor button[type=submit]');
        assert.equal(await page.$$eval('.bp-conditional', (m) => m.length), 1);
        assert.match(await page.textContent('#breakpoints'), /Main\.java:9 when n == 2/);
        await page.waitForTimeout(400); // the save is debounced
        await page.reload();
        await page.waitForSelector('body[data-ready=true]');
        assert.match(await page.textContent('.cm-content'), /\/\/ edited/);
        const kept = await page.evaluate(() => window.vitrineDevtools.project.file('Main.java').breakpoints);
        assert.deepEqual(kept, [{ line: 9, condition: 'n == 2' }]);
        assert.equal(await page.$$eval('.cm-breakpoint-gutter .bp-marker', (m) => m.length), 1);
    });
});

test('a build without the VM says so when asked to compile, and never pretends', { skip: skip || (fs.existsSync(path.join(repoRoot, 'wasm-bridge', 'compiler', 'compiler.mjs')) ? 'the compiler is built: the run tests cover compiling' : false) }, async () => {
    await withPage(browser, 'devtools-page-no-vm', async (page) => {
        await openPanel(page, server.url);
        await page.click('#compile');
        await page.waitForFunction(() => document.querySelector('#status').dataset.phase === 'crashed');
        assert.match(await page.textContent('#status'), /compiler\.mjs/);
    });
});

test('Share gives a link holding the program; opening it shows that program', { skip }, async () => {
    await withPage(browser, 'devtools-page-share', async (page) => {
        await openPanel(page, server.url);
        await pickExample(page, 'linked-list');
        await page.evaluate(() => {
            const { view } = window.vitrineDevtools.editor;
            view.dispatch({ changes: { from: 0, insert: '// shared ünïcode ✓\n' } });
        });
        await page.click('#share');
        const link = await page.inputValue('.share-link');
        assert.match(link, /#program=[\w-]+$/);
        // the stored program is another one: the link's wins
        await pickExample(page, 'arrays');
        await page.waitForTimeout(400);
        await page.goto('about:blank');
        await page.goto(link);
        await page.waitForSelector('body[data-ready=true]');
        await page.waitForFunction(() => window.vitrineDevtools.project.files.length === 2);
        const files = await page.evaluate(() => window.vitrineDevtools.project.files.map((f) => f.name));
        assert.deepEqual(files, ['Main.java', 'Node.java']);
        assert.match(await page.textContent('.cm-content'), /shared ünïcode ✓/);
        assert.equal(new URL(page.url()).hash, '', 'the fragment is dropped once read');
        assert.match(await page.textContent('#status'), /opened a shared program \(2 files\)/);
        // a damaged link says so and keeps the page's program
        await page.evaluate(() => { location.hash = 'program=not-a-program'; });
        await page.waitForFunction(() => /shared link/.test(document.querySelector('#status').textContent));
        assert.equal(await page.evaluate(() => window.vitrineDevtools.project.files.length), 2);
    });
});

test('after the first visit the page opens offline (its service worker keeps the app shell)', { skip }, async () => {
    await withPage(browser, 'devtools-page-offline', async (page) => {
        await openPanel(page, server.url);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.context().setOffline(true);
        await page.reload();
        await page.waitForSelector('body[data-ready=true]');
        assert.equal(await page.$$eval('#examples option', (o) => o.length), 9);
        assert.ok(await page.$('#editor .cm-editor'));
        await page.context().setOffline(false);
    });
});

test('a narrow window puts the debugger column under the editor', { skip }, async () => {
    await withPage(browser, 'devtools-page-narrow', async (page) => {
        await openPanel(page, server.url);
        const editor = await page.$eval('.editor-pane', (e) => e.getBoundingClientRect().toJSON());
        const right = await page.$eval('.right-pane', (e) => e.getBoundingClientRect().toJSON());
        assert.ok(right.top >= editor.bottom - 1, 'the right column is below the editor');
        assert.ok(editor.width > 350, 'the editor takes the width');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= 400, `nothing wider than the window (${scrollWidth})`);
    }, { viewport: { width: 390, height: 800 } });
});

test('the frames-and-objects diagram draws a linked list as boxes and arrows, in stable places', { skip }, async () => {
    await withPage(browser, 'devtools-page-objects-diagram', async (page) => {
        await openPanel(page, server.url);
        await page.click('#tab-objects');
        const graph = (values) => ({
            frames: [{ key: 'Main.main#1', title: 'Main.main', line: 7, vars: [{ name: 'args', target: 'String[0]@1', value: '' }, { name: 'head', target: 'Node@4', value: '' }, { name: 'i', value: String(values.i) }] }],
            objects: [
                ['String[0]@1', { id: 'String[0]@1', type: 'java.lang.String[]', kind: 'array', slots: [], more: 0 }],
                ['Node@4', { id: 'Node@4', type: 'Node', kind: 'object', slots: [{ name: 'value', value: '3' }, { name: 'next', target: 'Node@3', value: '' }], more: 0 }],
                ['Node@3', { id: 'Node@3', type: 'Node', kind: 'object', slots: [{ name: 'value', value: String(values.v) }, { name: 'next', target: 'Node@2', value: '' }], more: 0 }],
                ['Node@2', { id: 'Node@2', type: 'Node', kind: 'object', slots: [{ name: 'value', value: '1' }, { name: 'next', value: 'null' }], more: 0 }],
            ],
        });
        const draw = (values) => page.evaluate((g) => window.vitrineDevtools.views.objects.draw({ ...g, objects: new Map(g.objects) }), graph(values));
        await draw({ i: 3, v: 2 });
        const first = await page.$$eval('.obj-box', (b) => b.map((x) => ({ id: x.dataset.id, type: x.dataset.type, left: x.style.left, top: x.style.top })));
        assert.deepEqual(first.filter((b) => b.type === 'Node').map((b) => b.id), ['Node@4', 'Node@3', 'Node@2']);
        assert.equal(await page.$$eval('.frame-box', (b) => b.length), 1);
        const arrows = await page.$$eval('.obj-arrow', (a) => a.map((x) => x.dataset.to));
        assert.deepEqual(arrows.sort(), ['Node@2', 'Node@3', 'Node@4', 'String[0]@1'], 'one arrow per reference');
        // each Node box stands right of the one referring to it
        const lefts = first.filter((b) => b.type === 'Node').map((b) => parseFloat(b.left));
        assert.ok(lefts[0] < lefts[1] && lefts[1] < lefts[2], `columns by distance from the frame: ${lefts}`);
        await draw({ i: 4, v: 20 });
        const second = await page.$$eval('.obj-box', (b) => b.map((x) => ({ id: x.dataset.id, type: x.dataset.type, left: x.style.left, top: x.style.top })));
        assert.deepEqual(second, first, 'boxes keep their places between steps');
        const changed = await page.$$eval('.changed', (c) => c.map((x) => x.textContent).filter(Boolean));
        assert.ok(changed.some((t) => t.includes('20')) && changed.some((t) => t.includes('4')), `changed values marked: ${changed}`);
    });
});
