// The WebAssembly bridge's JVMTI binding (wasm-bridge/jvmti/jvmti.mjs) on the Node build: JavaScript
// clients (node-tests/bridge/*-client.mjs, run by node-tests/bridge/run.mjs) load the bridge's agent,
// make environments in the OnLoad phase, receive events and call the functions.
//
//   node --test node-tests/bridge-jvmti.test.mjs
//
// - the class, field and method queries: QueryLoad (native-tests/jvmti/java) runs QueryTarget's code and
//   loads the classes the expectations describe; at VMDeath query-client.mjs describes them through the
//   bridge and the text must equal the expectations written on HotSpot
//   (<native build>/native-tests/jvmti/expected.txt, cmake/JvmtiQueryTests.cmake);
// - errors as JvmtiError, phases, capabilities per environment, raw monitors, handles, events in two
//   environments in creation order (basics-client.mjs);
// - a client throwing in OnLoad stops start-up as a failing Agent_OnLoad does;
// - the heap walks with JavaScript callbacks print what the C heapwalk agent prints on HotSpot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, JAVA_HOME, nativeBuild, wasmBuild, agentFile, compileJava } from './lib/jvmti-parity.mjs';

const expectedFile = join(nativeBuild, 'native-tests', 'jvmti', 'expected.txt');
const classes = join(wasmBuild, 'native-tests', 'jvmti', 'classes');
const missing = [expectedFile, join(wasmBuild, 'vitrine.wasm'), join(classes, 'QueryLoad.class')].find((f) => !existsSync(f));
const skip = missing ? `${missing} is not built` : false;

function runClient(client, argv, env = {}) {
    return spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', client), ...argv], {
        encoding: 'utf8', timeout: 180_000, maxBuffer: 64 << 20,
        env: { ...process.env, VITRINE_WASM_DIR: wasmBuild, ...env },
    });
}

test('the class queries through JavaScript give what HotSpot gives', { skip }, (t) => {
    const blocks = readFileSync(expectedFile, 'utf8').split(/^(?=class )/m).filter((b) => b.startsWith('class '));
    let expected = blocks.map((b) => b.slice(0, b.indexOf('\nend\n') + 5));
    const names = expected.map((b) => b.slice(6, b.indexOf('\n')));
    assert.ok(names.length >= 10);
    const r = runClient('query-client.mjs', ['-cp', classes, 'QueryLoad', ...names]);
    assert.equal(r.status, 0, r.stderr);
    let got = r.stdout;
    if (got.startsWith('no locals\n')) {
        t.diagnostic('can_access_local_variables is not offered: local variable tables not compared');
        got = got.slice('no locals\n'.length);
        expected = expected.map((b) => b.replace(/ locals \d+[^\n]*/g, ' locals 0'));
    }
    assert.equal(got, expected.join(''));
});

test('errors, phases, capabilities, raw monitors, handles and events in two environments', { skip }, () => {
    const r = runClient('basics-client.mjs', ['-cp', classes, 'QueryLoad']);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.equal(r.stdout, [
        'phase 1 version 30110000',
        'GetCurrentThreadCpuTime in OnLoad: WRONG_PHASE (112) from GetCurrentThreadCpuTime',
        'GetLoadedClasses in OnLoad: WRONG_PHASE (112) from GetLoadedClasses',
        'SingleStep without the capability: MUST_POSSESS_CAPABILITY (99) from SetEventNotificationMode',
        'unknown capability: TypeError',
        'a has can_get_current_thread_cpu_time: true',
        'b has can_get_current_thread_cpu_time: false',
        'GetErrorName(112): JVMTI_ERROR_WRONG_PHASE',
        'GetTime: bigint',
        'java.vm.specification.version: 17',
        'GetSystemProperty(no.such.property): NOT_AVAILABLE (98) from GetSystemProperty',
        'java.home listed: true',
        'RawMonitorExit once too often: NOT_MONITOR_OWNER (51) from RawMonitorExit',
        'a VMInit phase 4',
        'b: GetCurrentThreadCpuTime: MUST_POSSESS_CAPABILITY (99) from GetCurrentThreadCpuTime',
        'timer info: maxValue maySkipForward maySkipBackward kind; max_value bigint',
        'a released handle: TypeError',
        'RedefineClasses: MUST_POSSESS_CAPABILITY (99) from RedefineClasses',
        'a bad definition: TypeError: RedefineClasses: class_definitions[0] must be an object (jvmtiClassDefinition)',
        'RedefineClasses of a truncated class file: INVALID_CLASS_FORMAT (60) from RedefineClasses',
        'b VMInit',
        'a ClassPrepare LQueryLoad; status 3 methods 2',
        'QueryLoad redefined: class file version 61, then 60',
        'a VMDeath',
        'b VMDeath',
        '',
    ].join('\n'));
});

test('a client throwing in OnLoad stops start-up as a failing Agent_OnLoad does', { skip }, () => {
    const r = runClient('basics-client.mjs', ['-cp', classes, 'QueryLoad'], { BRIDGE_CLIENT_FAIL: '1' });
    assert.equal(r.status, 1);
    assert.match(r.stdout + r.stderr, /agent library failed to init: bridge/);
});

// The heap walks with JavaScript callbacks (heapwalk-client.mjs over node-tests/bridge/java/HeapWalk.java)
// print what the C agent native-tests/jvmti/agents/heapwalk prints over JvmtiHeapWalk on HotSpot: the
// same walks, filters, tags set from callbacks, references, array elements, string characters, stack
// locals. Then the binding's own rules: the roots' stack-local information decoded, a throwing callback,
// callback objects misused.
const heapwalkAgent = agentFile('heapwalk');
test('the heap walks through JavaScript callbacks give what the C agent gives on HotSpot', {
    skip: [join(wasmBuild, 'vitrine.wasm'), heapwalkAgent].filter((f) => !existsSync(f)).map((f) => `${f} is not built`)[0] || false,
}, () => {
    const cp = compileJava(['native-tests/jvmti/java/JvmtiHeapWalk.java', 'node-tests/bridge/java/HeapWalk.java']);
    const hotspot = spawnSync(join(JAVA_HOME, 'bin', 'java'), [`-agentpath:${heapwalkAgent}`, '-cp', cp, 'JvmtiHeapWalk'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(hotspot.status, 0, hotspot.stderr);
    assert.match(hotspot.stdout, /FollowReferences: from tag 11: FIELD index 1 to tag 12/);
    const r = runClient('heapwalk-client.mjs', ['-cp', cp, 'HeapWalk']);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    const lines = r.stdout.split('\n');
    assert.equal(lines.filter((l) => !l.startsWith('bridge: ')).join('\n'), hotspot.stdout);
    assert.deepEqual(lines.filter((l) => l.startsWith('bridge: ')), [
        'bridge: stack local root: node tag 11: depth 1, slot 1, main, location known',
        'bridge: stack local root: node tag 12: depth 1, slot 2, main, location known',
        'bridge: stack local root: node tag 13: depth 1, slot 3, main, location known',
        'bridge: a throwing callback: enough after 1 call(s)',
        'bridge: an unknown callback: TypeError: IterateThroughHeap: callbacks: jvmtiHeapCallbacks has no callback heapIteration (it has heapIterationCallback, heapReferenceCallback, primitiveFieldCallback, arrayPrimitiveValueCallback, stringPrimitiveValueCallback)',
        'bridge: a number for callbacks: TypeError: IterateOverHeap: heap_object_callback must be a function or null',
        'bridge: a tag that is not a number: TypeError: jvmtiHeapIterationCallback: tag must be a BigInt or a number, not x',
        'bridge: a function for RunAgentThread: TypeError: RunAgentThread: proc: JavaScript functions cannot stand for jvmtiStartFunction (only the heap walks\' callbacks)',
    ]);
});
