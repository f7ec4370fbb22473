// load-vm.mjs: fetches the browser build's two halves, build/wasm/web/vitrine-web.js (Emscripten's
// CommonJS factory createVitrineWeb) and vitrine-web.wasm, in a Web Worker or a Node worker. The
// factory is CommonJS so that one file serves both: Node requires it; a module worker, which has no
// importScripts, evaluates its text as a function body. The .wasm is compiled while the rest loads.

const inNode = typeof process === 'object' && !!(process.versions && process.versions.node);

/** Starts loading both halves from `assets` (a URL ending in /); resolves to { createVitrineWeb, wasmModule }. */
export async function loadVm(assets) {
  const glueUrl = new URL('vitrine-web.js', assets);
  const wasmUrl = new URL('vitrine-web.wasm', assets);
  return inNode ? loadInNode(glueUrl, wasmUrl) : loadInBrowser(glueUrl, wasmUrl);
}

async function loadInBrowser(glueUrl, wasmUrl) {
  const wasmModule = fetch(wasmUrl).then((res) => {
    if (!res.ok) throw new Error(`could not load ${wasmUrl}: HTTP ${res.status}`);
    // compileStreaming needs the application/wasm type; compile the bytes when a server sends another.
    return (res.headers.get('Content-Type') || '').startsWith('application/wasm')
      ? WebAssembly.compileStreaming(res) : res.arrayBuffer().then((b) => WebAssembly.compile(b));
  });
  const glue = fetch(glueUrl).then((res) => {
    if (!res.ok) throw new Error(`could not load ${glueUrl}: HTTP ${res.status}`);
    return res.text();
  });
  // Either rejection is reported, not left unhandled, whichever fails first.
  const [text, module] = await Promise.all([glue, wasmModule]);
  // The glue declares `var createVitrineWeb`; as a function body it neither sees nor sets module globals.
  // eslint-disable-next-line no-new-func
  const createVitrineWeb = new Function(`${text}\n;return createVitrineWeb;`)();
  return { createVitrineWeb, wasmModule: module };
}

async function loadInNode(glueUrl, wasmUrl) {
  const [{ createRequire }, { fileURLToPath }, fs] = await Promise.all([
    import('node:module'), import('node:url'), import('node:fs')]);
  const gluePath = fileURLToPath(glueUrl);
  const wasmPath = fileURLToPath(wasmUrl);
  if (!fs.existsSync(gluePath) || !fs.existsSync(wasmPath)) {
    throw new Error(`${gluePath} or vitrine-web.wasm is missing: build them with 'make wasm'`);
  }
  const wasmModule = await WebAssembly.compile(await fs.promises.readFile(wasmPath));
  return { createVitrineWeb: createRequire(import.meta.url)(gluePath), wasmModule };
}
