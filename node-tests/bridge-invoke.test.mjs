// Running Java methods from JavaScript (the bridge's values.invoke over the VM's vitrine_invoke_method):
// node-tests/bridge/invoke-client.mjs stops tests/jdb/Invoke.java's main thread at a breakpoint and,
// between slices, calls static, virtual and nonvirtual methods and a constructor with results of
// several types, one that throws, and the calls that must be refused (inside the callback, a thread
// not suspended, a thread that waits, a method that does not fit the kind of call or the class, the wrong number
// of arguments); the thread is still suspended afterwards and the program then runs on unchanged.
// The same calls through JDWP, compared with HotSpot: tests/jdb/invoke.jdb (node-tests/jdwp-wasm.test.mjs).
//
//   node --test node-tests/bridge-invoke.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, wasmBuild, compileJava } from './lib/jvmti-parity.mjs';

const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;

test('methods run on a suspended thread between slices, and the thread goes on unchanged', { skip }, () => {
    const classes = compileJava(['tests/jdb/Invoke.java']);
    const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', 'invoke-client.mjs'),
        '-cp', classes, 'Invoke'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, [
        'in the callback: NOT_AVAILABLE',
        'add(2, 3): 45',
        'big(40): 1099511627776L',
        'obj.isBig(): true',
        'obj.initial(): "s"',
        'obj.area(): 9',
        'obj.greet("bridge"): "hello bridge from six"',
        'Object.toString() virtual: Invoke[six=6]',
        'Object.toString() nonvirtual: Invoke@#',
        'new Invoke(3, "three"): Invoke[three=3]',
        'boom(): threw Ljava/lang/IllegalArgumentException;',
        'add as an instance method: INVALID_METHODID',
        'Invoke\'s constructor making an Object: INVALID_METHODID',
        'add with one argument: RangeError',
        'on Finalizer, not suspended: THREAD_NOT_SUSPENDED',
        'on Reference Handler, suspended while it waits: INVALID_THREAD',
        'main still suspended: true',
        'resuming',
        'local: 43',
        'obj: Invoke[six=6] base: 2 area: 9.0',
        '',
    ].join('\n'));
});
