// Fix and continue through the debugger API (wasm-bridge/debugger/debugger.mjs hotSwap) on the Node
// build: node-tests/bridge/java/HotSwap.java stops at its STOP line; at the second stop
// (node-tests/bridge/hotswap-client.mjs) a truncated class file is refused with its error, then the
// class takes its fixed version (node-tests/bridge/java/hotswap/HotSwap.java, compiled here): the
// program prints what the new greet() says from then on, main (the same code, its lines one further
// down) continues where it stood; the breakpoint, cleared by the VM, binds again at its line of the new
// source, and moved to its statement's new line it stops there again.
//
//   node --test node-tests/debugger-hotswap.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;
const source = join(ROOT, 'node-tests', 'bridge', 'java', 'HotSwap.java');

test('a class fixed while its method is stopped at a breakpoint', { skip }, () => {
    const stop = readFileSync(source, 'utf8').split('\n').findIndex((l) => l.includes('// STOP')) + 1;
    const classes = compileJava(['node-tests/bridge/java/HotSwap.java']);
    const fixed = compileJava(['node-tests/bridge/java/hotswap/HotSwap.java']);
    const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', 'hotswap-client.mjs'),
        '-cp', classes, 'HotSwap'], { encoding: 'utf8', timeout: 120_000,
        env: { ...process.env, VITRINE_WASM_DIR: wasmBuild, HOTSWAP_STOP_LINE: String(stop), HOTSWAP_CLASS_FILE: join(fixed, 'HotSwap.class') } });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `stopped in HotSwap.main at line ${stop}
hello 0
stopped in HotSwap.main at line ${stop}
a truncated class file: INVALID_CLASS_FORMAT
hot swapped; main now at line ${stop + 1}
breakpoint bound again: line ${stop} location 0
breakpoint moved to line ${stop + 1}
patched 1
stopped in HotSwap.main at line ${stop + 1}
patched 2
stopped in HotSwap.main at line ${stop + 1}
patched 3
`);
});
