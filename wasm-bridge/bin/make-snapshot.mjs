#!/usr/bin/env node
// make-snapshot.mjs: writes the start-up snapshot of a WebAssembly build (docs/SNAPSHOT.md), run by
// the build after the link (cmake/WasmSnapshot.cmake):
//
//   node wasm-bridge/bin/make-snapshot.mjs <wasmDir> <javaHome> <class list>
//
// The VM runs up to the snapshot point with an environment of its own (only the image's path and the
// class list), so nothing of the build's environment gets into the snapshot.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

import { writeSnapshot } from '../snapshot.mjs';

const [wasmDir, javaHome, classList] = process.argv.slice(2).map((p) => path.resolve(p));
if (!classList) {
  process.stderr.write('usage: make-snapshot.mjs <wasmDir> <javaHome> <class list>\n');
  process.exit(2);
}
const wasmBytes = fs.readFileSync(path.join(wasmDir, 'vitrine.wasm'));
const env = { VITRINE_JAVA_HOME: javaHome, VITRINE_SNAPSHOT_CLASSES: classList };
for (const name of ['USER', 'LOGNAME', 'PATH', 'PWD', 'HOME', 'LANG', '_']) env[name] = undefined;
const vm = await createRequire(import.meta.url)(path.join(wasmDir, 'vitrine.js'))({
  wasmBinary: wasmBytes,
  thisProgram: 'vitrine',
  preRun: [(m) => { Object.assign(m.ENV, env); }],
  quit: (status, toThrow) => { throw toThrow; },
});
const { file, end, stored } = writeSnapshot(vm, { wasmDir, wasmBytes, javaHome });
process.stdout.write(`snapshot ${path.relative(process.cwd(), file)}: ${(end / 2 ** 20).toFixed(1)} MB of memory, ${(stored / 2 ** 20).toFixed(1)} MB stored\n`);
