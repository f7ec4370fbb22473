// browser.mjs: the VM in a web page. startVitrine() runs a `java` command line in a Web Worker
// (wasm-bridge/web/worker.mjs) on the browser build (build/wasm/web/), so the page never blocks:
// output streams to callbacks, System.in comes from the page, files live in the worker's in-memory
// file system, and the debugger and JVMTI are async proxies. docs/BRIDGE.md ("In the browser").
//
//   import { startVitrine } from './wasm-bridge/browser.mjs';
//   const session = await startVitrine(['-cp', '/app', 'Main'], { files: { '/app/Main.class': bytes }, stdout: show });
//   console.log('exit', await session.exited);
import { startMessage, startSession } from './web/session.mjs';

/**
 * Starts the VM on `argv` (java's arguments) in a Web Worker; resolves to the session once the VM is
 * loaded (the program is then starting), rejects when it cannot be loaded.
 * Options: assets (URL of the directory with vitrine-web.js, vitrine-web.wasm and the class library;
 * default build/wasm/web/ beside this package), workerUrl (the worker module; a bundled page passes
 * its own), files ({ '/app/Main.class': Uint8Array | string }), cwd, env, stdout(text), stderr(text),
 * onExit(status), onCrash(message), onState(state), debug (session.debugger; the program runs after
 * `await session.debugger.configurationDone()`), jvmti (session.jvmti), sliceMs.
 * @param {string[]} argv
 * @param {object} [options]
 */
export async function startVitrine(argv, options = {}) {
  const assets = new URL(options.assets || new URL('../build/wasm/web/', import.meta.url), globalThis.location && globalThis.location.href);
  if (!assets.pathname.endsWith('/')) assets.pathname += '/';
  const start = startMessage(argv, options, assets);
  const workerUrl = options.workerUrl || new URL('./web/worker.mjs', import.meta.url);
  const worker = new Worker(workerUrl, { type: 'module', name: 'vitrine' });
  return startSession({
    post: (m) => worker.postMessage(m),
    listen: (fn) => worker.addEventListener('message', (e) => fn(e.data)),
    onError: (fn) => worker.addEventListener('error', (e) => { e.preventDefault(); fn(e.message || 'could not load the worker module'); }),
    terminate: () => worker.terminate(),
  }, start, options);
}
