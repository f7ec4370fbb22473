// The bridge's debugger API (wasm-bridge/debugger/debugger.mjs) on the Node build: a scripted session
// (node-tests/bridge/session-client.mjs) over node-tests/bridge/java/Walk.java: breakpoints set before
// the class loads (one with a condition, a logpoint, one asked on a line without code that moves),
// locals and an object as trees, evaluate, step in / over / out (a breakpoint interrupting a step out),
// set a variable and see the program print it, an exception breakpoint with the stack where it is
// thrown. The transcript is what the program's source says a debugger must show.
//
//   node --test node-tests/debugger.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';
import { WALK_SESSION_STOPS } from './bridge/walk-session.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;

test('a scripted debugging session through the debugger API', { skip }, () => {
    const classes = compileJava(['node-tests/bridge/java/Walk.java']);
    const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', 'session-client.mjs'),
        '-cp', classes, 'Walk'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `breakpoints 17:pending 18:pending 9:pending 11:pending
breakpoint 1 changed line 17
breakpoint 2 changed line 18
breakpoint 3 changed line 9
breakpoint 4 moved line 12 (asked 11)
` + WALK_SESSION_STOPS);
});
