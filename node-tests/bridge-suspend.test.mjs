// A JavaScript JVMTI client suspends the main thread in an event of the VM's start-up (VMInit, and
// ClassPrepare of the main class, posted while the launcher's JNI calls run below the sliced run) and
// resumes it later from a timer: the thread goes on to where the host gets control back, stops there
// (the VM idles; nothing is reported as a deadlock), and the program then runs whole
// (node-tests/bridge/suspend-start-client.mjs over node-tests/bridge/java/Walk.java).
//
//   node --test node-tests/bridge-suspend.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;

for (const [event, what] of [['VMInit', 'VMInit'], ['ClassPrepare', 'ClassPrepare of Walk']]) {
    test(`the main thread suspended at ${what} runs once resumed`, { skip }, () => {
        const classes = compileJava(['node-tests/bridge/java/Walk.java']);
        const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', 'suspend-start-client.mjs'),
            '-cp', classes, 'Walk'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VITRINE_WASM_DIR: wasmBuild, SUSPEND_AT: event } });
        assert.equal(r.stderr, '');
        assert.equal(r.status, 0);
        assert.equal(r.stdout, `suspended at ${what}: suspended\nresuming\nsum 3\ncaught boom\nhello 4 3\n`);
    });
}
