// The examples of docs/BRIDGE.md: each JavaScript block after a `<!-- example: name -->` marker runs
// (as a module, with `vitrine` resolved to wasm-bridge/index.mjs) and must print exactly the text block
// that follows it.
//
//   node --test node-tests/bridge-docs.test.mjs
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT, wasmBuild } from './lib/jvmti-parity.mjs';

const doc = readFileSync(join(ROOT, 'docs', 'BRIDGE.md'), 'utf8');
const examples = [...doc.matchAll(/<!-- example: ([\w-]+) -->\n```js\n([\s\S]*?)```\n[^\n]*\n```text\n([\s\S]*?)```/g)]
    .map(([, name, code, output]) => ({ name, code, output }));
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-bridge-docs-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;

test('docs/BRIDGE.md has examples', () => assert.ok(examples.length >= 2));

for (const ex of examples) {
    test(`docs/BRIDGE.md example "${ex.name}"`, { skip }, () => {
        const file = join(scratch, `${ex.name}.mjs`);
        const code = ex.code
            .replace(/from 'vitrine'/g, `from '${pathToFileURL(join(ROOT, 'wasm-bridge', 'index.mjs')).href}'`)
            .replace(/'build\/wasm\//g, `'${wasmBuild}/`);
        writeFileSync(file, code);
        const r = spawnSync(process.execPath, [file], { cwd: ROOT, encoding: 'utf8', timeout: 120_000,
            env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
        assert.equal(r.stderr, '');
        assert.equal(r.stdout, ex.output);
    });
}
