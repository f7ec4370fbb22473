// vm-api.mjs: the panel's only ways to the VM: the page API (wasm-bridge/browser.mjs: the VM in a Web
// Worker, its Debugger proxy) and the compiler (wasm-bridge/compiler/compiler.mjs: javac inside the
// VM). The build bundles both; where the page finds the VM's files (the assets) and its worker is
// decided here, relative to the page, so the built directory works from any web server.
export { startVitrine } from '../../wasm-bridge/browser.mjs';
export { startBrowserCompiler } from '../../wasm-bridge/compiler/compiler.mjs';

/** The URL of the directory holding vitrine-web.js, vitrine-web.wasm, pack/ and compiler/. */
export const ASSETS = new URL('./vm/', document.baseURI);
/** The bundled worker (the build's own entry made from wasm-bridge/web/worker.mjs). */
export const WORKER_URL = new URL('./worker.js', document.baseURI);
