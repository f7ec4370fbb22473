// devtools.mjs: what the devtools panel's browser tests share: building the panel
// (web-devtools/build.mjs into build/web-devtools, with the VM's browser build from VITRINE_WASM_DIR),
// serving it (scripts/serve.mjs), and the page steps the tests repeat (open the page, pick an
// example, read the console and the status line).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../../scripts/serve.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Each test file builds its own copy (node --test runs the files at once: one shared directory would
// be rebuilt under another file's server).
const SITES = path.join(repoRoot, 'build', 'browser-tests', 'sites');

/** Builds the panel into build/browser-tests/sites/<name> (web-devtools/build.mjs); returns the directory. */
export function buildPanel(name) {
    const out = path.join(SITES, name);
    execFileSync(process.execPath, [path.join(repoRoot, 'web-devtools', 'build.mjs'), '--out', out], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
    return out;
}

/** Why the panel cannot run Java in this build (a part of the page API missing), or null when it can. */
export function vmMissing() {
    for (const m of ['wasm-bridge/browser.mjs', 'wasm-bridge/web/worker.mjs', 'wasm-bridge/compiler/compiler.mjs']) {
        if (!fs.existsSync(path.join(repoRoot, m))) return `${m} does not exist yet (the page API or the compiler is not built)`;
    }
    const wasm = process.env.VITRINE_WASM_DIR ? path.resolve(process.env.VITRINE_WASM_DIR) : path.join(repoRoot, 'build', 'wasm');
    if (!fs.existsSync(path.join(wasm, 'web', 'vitrine-web.js'))) return `${path.join(wasm, 'web')} has no browser build of the VM (make wasm)`;
    return null;
}

/** Builds the panel for test file `name` and serves it on a free port: { url, close() }. */
export function servePanel(name) {
    return serveStatic({ root: buildPanel(name) });
}

/** Opens the panel in `page` with fresh storage, waiting until it is ready. */
export async function openPanel(page, url) {
    await page.goto(url);
    await page.waitForSelector('body[data-ready=true]');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('body[data-ready=true]');
}

/** Picks an example from the Examples menu by its id. */
export async function pickExample(page, id) {
    await page.selectOption('#examples', id);
    await page.waitForFunction((x) => window.vitrineDevtools.project.example === x, id);
}

/** The status line's text. */
export function statusText(page) {
    return page.textContent('#status');
}

/** Waits until the status line's phase is one of `phases` (a string or an array); returns the status text. */
export async function waitForPhase(page, phases, timeout = 120000) {
    const list = [phases].flat();
    await page.waitForFunction((l) => l.includes(document.querySelector('#status').dataset.phase), list, { timeout });
    return statusText(page);
}

/** The console's text so far. */
export function consoleText(page) {
    return page.textContent('.console-output');
}

/** Waits until the console holds `text`. */
export async function waitForConsole(page, text, timeout = 120000) {
    await page.waitForFunction((t) => document.querySelector('.console-output').textContent.includes(t), text, { timeout });
}

/** The point of the breakpoint gutter beside line `line` of the open file (scrolled into view): [x, y]. */
export async function gutterPoint(page, line) {
    await page.evaluate((n) => {
        const { view } = window.vitrineDevtools.editor;
        view.dispatch({ effects: view.constructor.scrollIntoView(view.state.doc.line(n).from, { y: 'center' }) });
    }, line);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return page.evaluate((n) => {
        const { view } = window.vitrineDevtools.editor;
        const block = view.lineBlockAt(view.state.doc.line(n).from);
        const gutter = document.querySelector('.cm-breakpoint-gutter').getBoundingClientRect();
        return [gutter.left + gutter.width / 2, view.documentTop + block.top + block.height / 2];
    }, line);
}

/** Clicks the breakpoint gutter beside line `line` of the open file (options: { button: 'right' }). */
export async function clickGutter(page, line, options = {}) {
    const [x, y] = await gutterPoint(page, line);
    await page.mouse.click(x, y, options);
}
