// node-worker.mjs: the VM in a worker_threads worker, for Node tools that must not share their event
// loop with Java: the same worker module as the browser's (wasm-bridge/web/worker.mjs), on the browser
// build (build/wasm/web/), and the same session API (wasm-bridge/browser.mjs). The class library is
// the host's image, mounted read-only at /jdk; the program's other files are the in-memory ones the
// session writes (options.files, session.writeFile), as in the page.
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { defaultJavaHome } from './node-vm.mjs';
import { startMessage, startSession } from './web/session.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the VM on `argv` in a worker_threads worker; resolves to the session (the browser's API).
 * Options: those of browser.mjs's startVitrine (assets: a directory path or file: URL, default
 * $VITRINE_WASM_DIR/web or build/wasm/web), plus javaHome (the class library image on the host,
 * default the build's jlinked image build/wasm/jdk, or $VITRINE_WASM_JAVA_HOME: Debian's JDK links
 * conf/ to /etc, which the worker's file system cannot follow).
 * @param {string[]} argv
 * @param {object} [options]
 */
export async function startVitrineWorker(argv, options = {}) {
  const wasmDir = process.env.VITRINE_WASM_DIR || path.join(repoRoot, 'build', 'wasm');
  let assets = options.assets || path.join(wasmDir, 'web');
  if (!(assets instanceof URL) && !/^file:/.test(String(assets))) assets = pathToFileURL(path.resolve(String(assets)) + '/');
  const start = startMessage(argv, { ...options, javaHome: path.resolve(options.javaHome || defaultJavaHome({ small: true, wasmDir })) }, assets);
  const worker = new Worker(options.workerUrl || new URL('./web/worker.mjs', import.meta.url), { name: 'vitrine' });
  return startSession({
    post: (m) => worker.postMessage(m),
    listen: (fn) => worker.on('message', fn),
    onError: (fn) => worker.on('error', (e) => fn(e && e.message ? e.message : String(e))),
    terminate: () => { worker.terminate(); },
    // An ended program's worker stays for readFile, but keeps the process alive only while a call waits.
    keepAlive: (needed) => (needed ? worker.ref() : worker.unref()),
  }, start, options);
}
