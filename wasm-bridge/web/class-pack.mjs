// class-pack.mjs: the class library in the browser. The VM reads its Java home (lib/modules, the
// jimage, and the small files of conf/ and lib/) from in-memory files whose bytes arrive on demand
// from a class pack (scripts/make-class-pack.mjs): a manifest and zlib-compressed chunks named by
// their hash.
//
//   const pack = await openClassPack(new URL('pack/', assets));   // fetches the boot chunks
//   createVitrineWeb({ preRun: [(m) => pack.install(m, '/jdk')], ... }); // VITRINE_JAVA_HOME=/jdk
//   pack.stats  // { bytesFetched, chunksFetched, chunksFromCache }
//
// Before the VM starts, openClassPack fetches the chunks that hello world's start-up reads (marked
// "boot"), in parallel, and every chunk an earlier visit stored in the Cache API (in the background:
// those not there yet when needed are fetched again). A read of a chunk that is not in memory fetches
// it with a synchronous request (allowed in a worker, and the VM's read cannot wait), decodes it with
// inflate.mjs, and stores it in the cache for the next visit. Chunks are content-addressed, so a
// cached chunk never goes stale; only manifest.json is revalidated.
import { inflateZlib } from './inflate.mjs';

const CACHE_NAME = 'vitrine-class-pack-v1';

function cacheStorage(enabled) {
  return enabled && typeof caches === 'object' && caches ? caches : null;
}

/** A synchronous GET of a binary resource (a worker's XMLHttpRequest). */
function fetchSyncXhr(url) {
  if (typeof XMLHttpRequest !== 'function') {
    throw new Error(`class pack: ${url} is needed at once, and this environment has no synchronous requests (XMLHttpRequest in a worker)`);
  }
  const xhr = new XMLHttpRequest();
  xhr.open('GET', url, false);
  xhr.responseType = 'arraybuffer';
  xhr.send(null);
  if (xhr.status !== 200 && xhr.status !== 0) throw new Error(`class pack: GET ${url}: HTTP ${xhr.status}`);
  return new Uint8Array(xhr.response);
}

class ChunkStore {
  constructor(base, { cache, fetchImpl, fetchSync }) {
    this.base = base;
    this.fetchImpl = fetchImpl;
    this.fetchSync = fetchSync;
    this.packed = new Map();   // id -> compressed bytes (or a promise of them while loading)
    this.raw = new Map();      // id -> decoded bytes
    this.cache = null;
    this.cacheStorage = cacheStorage(cache);
    this.stats = { bytesFetched: 0, chunksFetched: 0, chunksFromCache: 0 };
  }

  url(id) { return new URL(`${id}.z`, this.base).href; }

  async openCache() {
    if (!this.cacheStorage) return;
    try {
      this.cache = await this.cacheStorage.open(CACHE_NAME);
    } catch {
      this.cache = null;          // e.g. an insecure origin, or storage denied: fetch every time
    }
  }

  store(id, bytes) {
    if (!this.cache) return;
    this.cache.put(this.url(id), new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } })).catch(() => {});
  }

  /** The compressed chunk, from the cache or the network (asynchronously). */
  async load(id, expectedSize) {
    if (this.packed.has(id)) return this.packed.get(id);
    const promise = (async () => {
      if (this.cache) {
        const hit = await this.cache.match(this.url(id)).catch(() => null);
        if (hit) {
          const bytes = new Uint8Array(await hit.arrayBuffer());
          if (bytes.length === expectedSize) {
            this.stats.chunksFromCache++;
            return bytes;
          }
        }
      }
      const res = await this.fetchImpl(this.url(id));
      if (!res.ok) throw new Error(`class pack: GET ${this.url(id)}: HTTP ${res.status}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      this.stats.bytesFetched += bytes.length;
      this.stats.chunksFetched++;
      this.store(id, bytes);
      return bytes;
    })();
    this.packed.set(id, promise);
    const bytes = await promise;
    if (this.raw.has(id)) this.packed.delete(id);   // read meanwhile, synchronously: decoded already
    else this.packed.set(id, bytes);
    return bytes;
  }

  /** Loads, in the background, every chunk of the pack that the cache holds from an earlier visit. */
  async loadCached(chunks) {
    if (!this.cache) return;
    const keys = new Set((await this.cache.keys().catch(() => [])).map((r) => r.url));
    await Promise.all(chunks.filter((c) => keys.has(this.url(c.id)) && !this.packed.has(c.id))
      .map((c) => this.load(c.id, c.packed).catch(() => this.packed.delete(c.id))));
  }

  /** The decoded chunk, now: a synchronous request when it is not in memory yet. */
  get(chunk) {
    let raw = this.raw.get(chunk.id);
    if (raw) return raw;
    let packed = this.packed.get(chunk.id);
    if (!(packed instanceof Uint8Array)) {
      packed = this.fetchSync(this.url(chunk.id));
      if (packed.length !== chunk.packed) throw new Error(`class pack: ${this.url(chunk.id)} has ${packed.length} bytes, the manifest says ${chunk.packed}`);
      this.stats.bytesFetched += packed.length;
      this.stats.chunksFetched++;
      this.packed.set(chunk.id, packed);
      this.store(chunk.id, packed);
    }
    raw = inflateZlib(packed, chunk.raw);
    this.raw.set(chunk.id, raw);
    this.packed.delete(chunk.id);   // the decoded bytes are kept instead
    return raw;
  }
}

export class ClassPack {
  constructor(manifest, store) {
    this.manifest = manifest;
    this.store = store;
  }

  get stats() { return { ...this.store.stats }; }

  /** Copies bytes [position, position + length) of `file` into `dest` at `offset`; returns the count. */
  read(file, dest, offset, length, position) {
    if (position >= file.size) return 0;
    const end = Math.min(file.size, position + length);
    let done = 0;
    while (position + done < end) {
      const at = position + done;
      const index = Math.floor(at / file.chunkSize);
      const chunk = this.store.get(file.chunks[index]);
      const from = at - index * file.chunkSize;
      const n = Math.min(chunk.length - from, end - at);
      dest.set(chunk.subarray(from, from + n), offset + done);
      done += n;
    }
    return done;
  }

  /**
   * Creates the Java home's files under `javaHome` in the Emscripten module's file system (call it
   * from the module's preRun; the module must export FS). The files are read-only and read on demand.
   */
  install(module, javaHome = '/jdk') {
    const FS = module.FS;
    if (!FS || typeof FS.createFile !== 'function') {
      throw new Error('class pack: the WebAssembly module does not export FS (link it with -sEXPORTED_RUNTIME_METHODS=FS)');
    }
    const pack = this;
    for (const file of this.manifest.files) {
      const full = `${javaHome.replace(/\/+$/, '')}/${file.path}`;
      const dir = full.slice(0, full.lastIndexOf('/')) || '/';
      FS.mkdirTree(dir);
      const node = FS.createFile(dir, full.slice(dir.length + 1), {}, true, false);
      // MEMFS takes a file's size from usedBytes; contents only has to be there (FS.forceLoadFile).
      node.contents = file;
      Object.defineProperty(node, 'usedBytes', { get: () => file.size });
      const ops = node.stream_ops;
      // A chunk that cannot be had is the read's EIO, with the reason on stderr.
      const readOrEio = (buffer, offset, length, position) => {
        try {
          return pack.read(file, buffer, offset, length, position);
        } catch (e) {
          if (module.printErr) module.printErr(`vitrine: ${e.message}`);
          throw new FS.ErrnoError(29 /* EIO */);
        }
      };
      node.stream_ops = {
        llseek: ops.llseek,
        read: (stream, buffer, offset, length, position) => readOrEio(buffer, offset, length, position),
        write: () => { throw new FS.ErrnoError(63 /* EPERM */); },
        allocate: () => { throw new FS.ErrnoError(63 /* EPERM */); },
        // The VM reads the image with pread, but the JDK's own image reader (jdk.internal.jimage,
        // behind ServiceLoader and resources of system modules) maps its header and index: copy the
        // range into memory the program may free with munmap, as MEMFS does.
        mmap: (stream, address, length, position) => {
          if (address !== 0) throw new FS.ErrnoError(28 /* EINVAL: no address hints */);
          const align = 65536;
          const size = Math.ceil(length / align) * align;
          const ptr = module._emscripten_builtin_memalign ? module._emscripten_builtin_memalign(align, size) : 0;
          if (!ptr) throw new FS.ErrnoError(48 /* ENOMEM */);
          const heap = module.HEAPU8;   // after the allocation, which may have grown the memory
          heap.fill(0, ptr, ptr + size);
          readOrEio(heap, ptr, length, position);
          return { ptr, allocated: true };
        },
        msync: () => 0,
      };
    }
  }
}

/**
 * Opens the class pack at `baseUrl` (the directory holding manifest.json) and fetches its boot
 * chunks. Options: cache (use the Cache API between visits, default true), fetch (the asynchronous
 * fetch, default globalThis.fetch), fetchSync(url) → Uint8Array (the synchronous one, default a
 * worker's XMLHttpRequest).
 */
export async function openClassPack(baseUrl, { cache = true, fetch: fetchImpl = (url, init) => globalThis.fetch(url, init), fetchSync = fetchSyncXhr } = {}) {
  const base = new URL(baseUrl, typeof location === 'object' ? location.href : undefined);
  const href = base.href.endsWith('/') ? base.href : base.href + '/';
  const res = await fetchImpl(new URL('manifest.json', href).href, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`class pack: GET ${new URL('manifest.json', href).href}: HTTP ${res.status}`);
  const manifest = await res.json();
  if (manifest.format !== 'vitrine-class-pack' || manifest.version !== 1 || !Array.isArray(manifest.files)) {
    throw new Error(`class pack: ${href}manifest.json is not a version 1 class pack manifest`);
  }
  const store = new ChunkStore(href, { cache, fetchImpl, fetchSync });
  await store.openCache();
  const chunks = manifest.files.flatMap((f) => f.chunks);
  await Promise.all(chunks.filter((c) => c.boot).map((c) => store.load(c.id, c.packed)));
  store.loadCached(chunks);   // not awaited: start-up does not wait for what it may never read
  return new ClassPack(manifest, store);
}
