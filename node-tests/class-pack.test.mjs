// The browser's class library (build/wasm/web/pack, scripts/make-class-pack.mjs) read through
// wasm-bridge/web/class-pack.mjs, with fetches served from the build directory: every file of the
// Java home reads back byte for byte, the boot chunks are fetched before start and nothing else, a
// read outside them fetches its chunk synchronously once, and bad packs give clear errors.
// (The browser tests run the VM on the pack in Chromium.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { openClassPack } from '../wasm-bridge/web/class-pack.mjs';
import { inflateZlib } from '../wasm-bridge/web/inflate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WASM_DIR = path.resolve(process.env.VITRINE_WASM_DIR || path.join(ROOT, 'build', 'wasm'));
const PACK = path.join(WASM_DIR, 'web', 'pack');
const IMAGE = path.join(WASM_DIR, 'web-jdk');
const skip = !fs.existsSync(path.join(PACK, 'manifest.json')) && 'build/wasm/web/pack is missing (make wasm)';

// fetch and fetchSync over the pack directory, counting what they serve.
function server() {
  const log = { async: [], sync: [] };
  const file = (url) => fileURLToPath(url);
  return {
    log,
    fetch: async (url) => {
      log.async.push(path.basename(new URL(url).pathname));
      if (!fs.existsSync(file(url))) return new Response('not found', { status: 404 });
      return new Response(fs.readFileSync(file(url)));
    },
    fetchSync: (url) => {
      log.sync.push(path.basename(new URL(url).pathname));
      return new Uint8Array(fs.readFileSync(file(url)));
    },
  };
}

const base = pathToFileURL(PACK + '/').href;

test('every file of the Java home reads back byte for byte', { skip }, async () => {
  const srv = server();
  const pack = await openClassPack(base, { fetch: srv.fetch, fetchSync: srv.fetchSync });
  for (const file of pack.manifest.files) {
    const expected = fs.readFileSync(path.join(IMAGE, file.path));
    assert.equal(file.size, expected.length, file.path);
    const got = new Uint8Array(file.size);
    // Reads of odd sizes that cross chunk boundaries, as pread does.
    for (let pos = 0, step = 65537; pos < file.size; pos += step) pack.read(file, got, pos, step, pos);
    assert.ok(Buffer.from(got).equals(expected), `${file.path} differs`);
    assert.equal(pack.read(file, got, 0, 10, file.size), 0, 'a read at the end gives 0 bytes');
  }
});

test('the boot chunks come first and alone; a later read fetches its chunk once, synchronously', { skip }, async () => {
  const srv = server();
  const pack = await openClassPack(base, { fetch: srv.fetch, fetchSync: srv.fetchSync });
  const modules = pack.manifest.files.find((f) => f.path === 'lib/modules');
  const boot = modules.chunks.filter((c) => c.boot);
  assert.ok(boot.length > 0 && boot.length < modules.chunks.length / 4, `${boot.length} boot chunks of ${modules.chunks.length}`);
  assert.ok(modules.chunks[0].boot, 'the image index is in the boot chunks');
  assert.ok(modules.chunks[modules.chunks.length - 1].boot, "the image's directory resources are in the boot chunks");
  assert.deepEqual(srv.log.async.slice(1).sort(), [...new Set(boot.map((c) => `${c.id}.z`))].sort());
  assert.equal(srv.log.sync.length, 0);
  assert.equal(pack.stats.chunksFetched, new Set(boot.map((c) => c.id)).size);

  const index = modules.chunks.findIndex((c) => !c.boot);
  const dest = new Uint8Array(100);
  pack.read(modules, dest, 0, 100, index * modules.chunkSize + 5);
  pack.read(modules, dest, 0, 100, index * modules.chunkSize + 500);
  assert.deepEqual(srv.log.sync, [`${modules.chunks[index].id}.z`]);
  const image = fs.readFileSync(path.join(IMAGE, 'lib', 'modules'));
  assert.ok(Buffer.from(dest).equals(image.subarray(index * modules.chunkSize + 500, index * modules.chunkSize + 600)));
});

test('a missing chunk, a corrupt chunk and a bad manifest are clear errors', { skip }, async () => {
  const srv = server();
  const pack = await openClassPack(base, { fetch: srv.fetch, fetchSync: () => new Uint8Array([0x78, 0x9c, 1, 2, 3, 4]) });
  const modules = pack.manifest.files.find((f) => f.path === 'lib/modules');
  const index = modules.chunks.findIndex((c) => !c.boot);
  assert.throws(() => pack.read(modules, new Uint8Array(4), 0, 4, index * modules.chunkSize), /class pack: .* has 6 bytes, the manifest says/);

  await assert.rejects(openClassPack('file:///nonexistent/pack/', { fetch: srv.fetch }), /class pack: GET .*manifest\.json: HTTP 404/);
  const bad = { fetch: async () => new Response(JSON.stringify({ format: 'zip' })) };
  await assert.rejects(openClassPack(base, bad), /is not a version 1 class pack manifest/);
  await assert.rejects(openClassPack(base, { fetch: srv.fetch, fetchSync: undefined, cache: false }).then((p) => {
    const m = p.manifest.files.find((f) => f.path === 'lib/modules');
    p.read(m, new Uint8Array(4), 0, 4, m.chunks.findIndex((c) => !c.boot) * m.chunkSize);
  }), /has no synchronous requests/);
});

test('inflate.mjs decodes what zlib encodes, at every level, and rejects corrupt data', () => {
  const text = Buffer.from('the class library, chunk by chunk. '.repeat(2000));
  const noise = Buffer.from(Array.from({ length: 70000 }, (_, i) => (i * 2654435761) >>> 24));
  const data = Buffer.concat([noise, text, noise.subarray(0, 3000), Buffer.alloc(40000, 9)]);
  for (const level of [0, 1, 6, 9]) {
    const packed = zlib.deflateSync(data, { level });
    assert.ok(Buffer.from(inflateZlib(packed, data.length)).equals(data), `level ${level}`);
    assert.ok(Buffer.from(inflateZlib(packed)).equals(data), `level ${level}, length unknown`);
  }
  assert.deepEqual([...inflateZlib(zlib.deflateSync(Buffer.alloc(0)))], []);
  assert.throws(() => inflateZlib(new Uint8Array([1, 2, 3, 4, 5, 6])), /not a zlib stream/);
  assert.throws(() => inflateZlib(new Uint8Array([0x78, 0x9c, 0xff, 0xff, 0, 0])), /inflate: /);
  const truncated = zlib.deflateSync(data).subarray(0, 1000);
  assert.throws(() => inflateZlib(truncated), /unexpected end of data/);
  assert.throws(() => inflateZlib(zlib.deflateSync(data), data.length + 1), /bytes where .* were expected/);
});
