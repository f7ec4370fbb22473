// build.mjs: builds the devtools panel into static files (build/web-devtools/ by default): esbuild
// bundles src/main.mjs (with CodeMirror and the bridge's page API and compiler) into app.js and the
// VM's worker (wasm-bridge/web/worker.mjs) into worker.js; index.html, app.css and the service worker
// are copied, and the browser build of the VM (build/wasm/web/: vitrine-web.js/.wasm, pack/, compiler/)
// into vm/. The result works from any static web server.
//
//   node web-devtools/build.mjs [--out DIR] [--vm DIR]     (--vm: the VM's browser build, default
//                                                           $VITRINE_WASM_DIR/web or build/wasm/web)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

function option(name, fallback) {
    const i = process.argv.indexOf(name);
    return i >= 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : fallback;
}

const out = option('--out', path.join(repo, 'build', 'web-devtools'));
const vmDir = option('--vm', path.join(process.env.VITRINE_WASM_DIR ? path.resolve(process.env.VITRINE_WASM_DIR) : path.join(repo, 'build', 'wasm'), 'web'));

// The bridge's browser modules this page is built on. A build without one still makes the page (so
// the editor and the rest work), with a module in its place that fails, naming what is missing, when
// the page first needs it: never a page that pretends to run Java.
const BRIDGE_MODULES = {
    'wasm-bridge/browser.mjs': ['startVitrine'],
    'wasm-bridge/compiler/compiler.mjs': ['startBrowserCompiler'],
};
const missing = Object.keys(BRIDGE_MODULES).filter((m) => !fs.existsSync(path.join(repo, m)));

const missingModules = {
    name: 'missing-bridge-modules',
    setup(build) {
        build.onResolve({ filter: /wasm-bridge\/(browser|compiler\/compiler)\.mjs$/ }, (args) => {
            const file = path.resolve(args.resolveDir, args.path);
            const rel = path.relative(repo, file).split(path.sep).join('/');
            if (fs.existsSync(file)) return null;
            return { path: rel, namespace: 'missing' };
        });
        build.onLoad({ filter: /.*/, namespace: 'missing' }, (args) => ({
            contents: BRIDGE_MODULES[args.path].map((name) => `export function ${name}() {
  return Promise.reject(new Error(${JSON.stringify(`this page was built without ${args.path}, so ${name} is not available`)}));
}`).join('\n'),
            loader: 'js',
        }));
    },
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

await esbuild.build({
    entryPoints: { app: path.join(here, 'src', 'main.mjs') },
    outdir: out,
    bundle: true,
    format: 'esm',
    target: ['chrome100', 'firefox100'],
    minify: true,
    sourcemap: true,
    loader: { '.java': 'text' },
    plugins: [missingModules],
    logLevel: 'warning',
    legalComments: 'linked',
});

const workerSource = path.join(repo, 'wasm-bridge', 'web', 'worker.mjs');
const hasWorker = fs.existsSync(workerSource);
if (hasWorker) {
    await esbuild.build({
        entryPoints: { worker: workerSource },
        outdir: out,
        bundle: true,
        format: 'esm',
        target: ['chrome100', 'firefox100'],
        minify: true,
        sourcemap: true,
        logLevel: 'warning',
        // the Emscripten glue is loaded by the worker at run time from vm/, never bundled
        external: ['*vitrine-web.js', 'node:*'],
    });
}

for (const f of ['index.html', 'app.css']) fs.copyFileSync(path.join(here, f), path.join(out, f));

let vmCopied = false;
if (fs.existsSync(path.join(vmDir, 'vitrine-web.js'))) {
    fs.cpSync(vmDir, path.join(out, 'vm'), { recursive: true, dereference: true });
    vmCopied = true;
}

// The service worker's cache is named after the app shell's contents: a new build replaces it.
const shell = ['./', 'index.html', 'app.css', 'app.js', ...(hasWorker ? ['worker.js'] : []), ...(vmCopied ? ['vm/vitrine-web.js', 'vm/vitrine-web.wasm'] : [])];
const hash = crypto.createHash('sha256');
for (const f of shell) if (f !== './') hash.update(fs.readFileSync(path.join(out, f)));
const sw = fs.readFileSync(path.join(here, 'sw.js'), 'utf8')
    .replace('__CACHE_NAME__', `vitrine-devtools-${hash.digest('hex').slice(0, 12)}`)
    .replace('__SHELL__', JSON.stringify(shell));
fs.writeFileSync(path.join(out, 'sw.js'), sw);

const notes = [];
for (const m of missing) notes.push(`${m} does not exist: the page is built without it (it says so when used)`);
if (!hasWorker) notes.push('wasm-bridge/web/worker.mjs does not exist: no worker.js');
if (!vmCopied) notes.push(`no browser build of the VM in ${path.relative(process.cwd(), vmDir) || vmDir} (make wasm makes it): no vm/`);
console.log(`web-devtools: built ${path.relative(process.cwd(), out) || out}`);
for (const n of notes) console.warn(`web-devtools: ${n}`);
