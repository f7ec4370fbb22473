// stopgap-image.mjs: the class library for the browser until the class pack (class-pack.mjs) is in:
// fetches every file of the jlinked image build/wasm/jdk that build/wasm/web/jdk-files.json lists
// (written at build time by scripts/list-image-files.mjs), whole, and writes them into MEMFS under
// the Java home before main. Same shape as the pack: open, then install(Module, javaHome) in preRun.

/**
 * Fetches the image beside `assets` (assets/jdk-files.json, files under assets/../jdk/).
 * Resolves to { install(Module, javaHome = '/jdk'), stats: { bytesFetched, chunksFetched, chunksFromCache } }.
 */
export async function openStopgapImage(assets) {
  const listUrl = new URL('jdk-files.json', assets);
  const res = await fetch(listUrl);
  if (!res.ok) throw new Error(`could not load the class library list ${listUrl}: HTTP ${res.status}`);
  const { files } = await res.json();
  const base = new URL('../jdk/', assets);
  const stats = { bytesFetched: 0, chunksFetched: 0, chunksFromCache: 0 };
  const contents = await Promise.all(files.map(async ({ path }) => {
    const url = new URL(path, base);
    const r = await fetch(url);
    if (!r.ok) throw new Error(`could not load the class library file ${url}: HTTP ${r.status}`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    stats.bytesFetched += bytes.length;
    stats.chunksFetched++;
    return [path, bytes];
  }));
  return {
    stats,
    install(Module, javaHome = '/jdk') {
      const FS = Module.FS;
      for (const [path, bytes] of contents) {
        const full = `${javaHome}/${path}`;
        FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
        FS.writeFile(full, bytes);
      }
    },
  };
}
