// The TypeScript declarations of the WebAssembly bridge (wasm-bridge/index.d.mts and the generated
// wasm-bridge/jvmti/jvmti.d.mts; the page API's wasm-bridge/browser.d.mts): `tsc --strict` compiles
// node-tests/bridge/types-check.ts and browser-types-check.ts, clients of the API whose
// @ts-expect-error lines are misuses the declarations must reject. TypeScript is
// the package's pinned devDependency (wasm-bridge/package-lock.json), installed by scripts/setup.sh.
//
//   node --test node-tests/bridge-types.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from './lib/jvmti-parity.mjs';

const tsc = join(ROOT, 'wasm-bridge', 'node_modules', 'typescript', 'bin', 'tsc');

test('the bridge\'s declarations describe its API and reject misuse', { skip: existsSync(tsc) ? false : 'TypeScript is not installed (make setup)' }, () => {
    const r = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'node-tests', 'bridge', 'tsconfig.json')], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(r.status, 0, r.stdout + r.stderr);
});
