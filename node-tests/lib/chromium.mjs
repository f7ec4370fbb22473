// chromium.mjs: Debian's Chromium, headless, driven by playwright-core (the root package.json), for
// the browser tests. withPage() opens a page, collects its console, and saves a screenshot and the
// console log under build/browser-tests/<name>/ (always, so a failure can be looked at).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM = process.env.VITRINE_CHROMIUM || '/usr/bin/chromium';
export const ARTIFACTS = path.join(repoRoot, 'build', 'browser-tests');

// The flags a closed network needs (no background connections, no component updates).
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** True when Chromium and playwright-core are installed (scripts/setup.sh installs both). */
export function chromiumAvailable() {
  return fs.existsSync(CHROMIUM) && fs.existsSync(path.join(repoRoot, 'node_modules', 'playwright-core'));
}

/** A headless Chromium (playwright Browser). Close it with browser.close(). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/**
 * Runs fn(page, { console }) in a new page of a new context of `browser`; the page's console lines
 * (and uncaught errors) are collected, and the screenshot and console log are written to
 * build/browser-tests/<name>/ after fn, whether it passed or not.
 */
export async function withPage(browser, name, fn, { viewport = { width: 1280, height: 800 }, context: contextOptions = {} } = {}) {
  const dir = path.join(ARTIFACTS, name.replace(/[^A-Za-z0-9._-]+/g, '-'));
  fs.mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({ viewport, ...contextOptions });
  const page = await context.newPage();
  const lines = [];
  page.on('console', (m) => lines.push(`[${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => lines.push(`[pageerror] ${e.stack || e.message}`));
  page.on('worker', (w) => w.on('console', (m) => lines.push(`[worker ${m.type()}] ${m.text()}`)));
  try {
    return await fn(page, { console: lines, dir });
  } finally {
    try { await page.screenshot({ path: path.join(dir, 'final.png'), fullPage: true }); } catch { /* page gone */ }
    fs.writeFileSync(path.join(dir, 'console.log'), lines.join('\n') + '\n');
    await context.close();
  }
}
