// The trace agent's cases through JavaScript: node-tests/bridge/trace-client.mjs is the C trace agent
// (native-tests/jvmti/agents/trace) written on the bridge, calling the environment, capability, event,
// general and raw monitor functions with the same good and bad arguments in each phase. Its output on
// the WebAssembly VM must be the C agent's output on HotSpot, line for line, without only the lines
// of calls JavaScript cannot make (listed below, each with why).
//
//   node --test node-tests/bridge-trace.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, JAVA_HOME, wasmBuild, agentFile, compileJava } from './lib/jvmti-parity.mjs';

const missing = [join(wasmBuild, 'vitrine.wasm'), agentFile('trace')].find((f) => !existsSync(f));
const skip = missing ? `${missing} is not built` : false;

// Lines of the C agent with no JavaScript counterpart.
const NOT_FROM_JAVASCRIPT = [
    /^Agent_OnLoad options=/,          // the bridge's clients get no agent options
    /^GetEnv\(/,                       // JNI GetEnv with each JVMTI version: the bridge makes JVMTI_VERSION environments
    /^Agent_OnUnload$/,                // no OnUnload for JavaScript clients
    /^(GetVersionNumber|GetErrorName)\(NULL\)/, /^Allocate\(16, NULL\)/, /^CreateRawMonitor\(NULL out\)/,
    /^live: GetThreadCpuTime\(NULL out\)/,      // NULL out-pointers: the binding returns results
    /^AddCapabilities\(NULL\)/,        // a capabilities object is always passed
    /^SetEventCallbacks\(size -1\)/,   // the binding passes the table's size itself
    /^ {2}Allocate\(0\) gives /, /^Deallocate: /, // Allocate's memory is copied out and freed by the binding
];

test('the trace agent\'s cases through JavaScript print what the C agent prints on HotSpot', { skip }, () => {
    const classes = compileJava(['native-tests/jvmti/java/JvmtiTrace.java']);
    const args = ['-Djvmti.trace.prop=cmdline', '-cp', classes, 'JvmtiTrace'];
    const hotspot = spawnSync(join(JAVA_HOME, 'bin', 'java'), [`-agentpath:${agentFile('trace')}=opt1`, ...args], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(hotspot.status, 0, hotspot.stderr);
    const expected = hotspot.stdout.split('\n').filter((l) => !NOT_FROM_JAVASCRIPT.some((re) => re.test(l))).join('\n');
    const r = spawnSync(process.execPath, [join(ROOT, 'node-tests', 'bridge', 'run.mjs'), join(ROOT, 'node-tests', 'bridge', 'trace-client.mjs'), ...args],
        { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VITRINE_WASM_DIR: wasmBuild } });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.ok(expected.split('\n').length > 100);
    assert.equal(r.stdout, expected);
});
