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
stopped (breakpoint 1) at Walk.main:17
  threads main:stopped
  locals args=String[0]@1 head=Walk$Node@2 i=2
  head Walk$Node: value=1 next=Walk$Node@3
  evaluate head.next.value + 1 = 1
stopped (breakpoint 2) at Walk.main:18
  locals args=String[0]@1 head=Walk$Node@4
stopped (step) at Walk.sum:7
stopped (step) at Walk.sum:8
stopped (step) at Walk.sum:9
  stack sum:9 < main:18
log: adding 2
log: adding 1
log: adding 0
stopped (breakpoint 4) at Walk.sum:12
  evaluate total = 3
stopped (step) at Walk.main:18
  locals args=String[0]@1 head=Walk$Node@4
stopped (step) at Walk.main:19
  set s = 100: 100
sum 100
stopped (exception) at Walk.fail:25
  exception java.lang.IllegalStateException (caught) stack fail:25 < main:22
  in main: word="hello" squares[3]=9 squares.length * 2 = 8
caught boom
hello 4 100
exited
`);
});
