// JVMTI parity: the trace agent (native-tests/jvmti/agents/trace) watching its program
// (native-tests/jvmti/java/JvmtiTrace.java) on HotSpot, native Vitrine and Vitrine in WebAssembly.
// HotSpot's output is the expectation: the agent prints the results of the environment, capability,
// event, general and raw-monitor functions in each phase, and the events of the program's own classes
// and threads, so the traces must be equal byte for byte (stdout), with the same exit status.
//
//   node --test node-tests/jvmti.test.mjs
//
// HotSpot    $JAVA_HOME/bin/java -agentpath:build/native/native-tests/jvmti/lib/libtrace.so
// native     build/native/vitrine with the same library, and with lib-jdk/libtrace.so (the same
//            source compiled against the JDK's own jvmti.h and jni.h); build/native/jvmtitest/vitrine
//            with the agent linked statically (-agentlib:trace finds Agent_OnLoad_trace)
// wasm       build/wasm/jvmtitest (the agent linked statically: -agentlib:trace)
//
// Also: JVMTI called from an OS thread the VM does not know (natively), an agent that cannot be found or whose Agent_OnLoad fails stops start-up with HotSpot's
// message and status, and the generated files (include/jvmti.h, jvmti/functions.h, the ABI check,
// docs/JVMTI.md's status table) are what scripts/gen-jvmti.mjs makes of jvmti/interface.def.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT, JAVA_HOME, RUNTIMES as BASE, agentLib, agentFile, run as runVm } from './lib/jvmti-parity.mjs';

// the runtimes of lib/jvmti-parity.mjs, each needing the trace agent
const RUNTIMES = Object.fromEntries(Object.entries(BASE).map(([name, rt]) =>
    [name, { ...rt, needs: rt.wasm ? rt.needs : [...rt.needs, agentFile('trace', !!rt.jdkHeaders)] }]));

const agent = (byName, opts) => (byName ? '-agentlib:trace' : `-agentpath:${join(agentLib, 'libtrace.so')}`) + (opts === undefined ? '' : `=${opts}`);
const run = (rt, args, cwd) => runVm(rt, args, { cwd });

const missing = (rt) => rt.needs.find((p) => !existsSync(p));

let scratch;
before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'vitrine-jvmti-'));
    const r = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', scratch, join(ROOT, 'native-tests', 'jvmti', 'java', 'JvmtiTrace.java'),
        join(ROOT, 'native-tests', 'jvmti', 'java', 'JvmtiGc.java')], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
});
after(() => rmSync(scratch, { recursive: true, force: true }));

// What each case runs: VM options and the program (the agent's options go into its option).
const CASES = [
    { name: 'trace', args: (byName) => [agent(byName, 'opt1'), '-Djvmti.trace.prop=cmdline', '-cp', scratch, 'JvmtiTrace'] },
    { name: 'an agent without options', args: (byName) => [agent(byName), '-Djvmti.trace.prop=cmdline', '-cp', scratch, 'JvmtiTrace'] },
    { name: 'Agent_OnLoad fails', args: (byName) => [agent(byName, 'fail'), '-cp', scratch, 'JvmtiTrace'] },
    // a thread the VM does not know calls JVMTI (WebAssembly has no other OS thread)
    { name: 'calls from an unattached OS thread', osThreads: true,
      args: (byName) => [agent(byName, 'os-thread'), '-Djvmti.trace.prop=cmdline', '-cp', scratch, 'JvmtiTrace'] },
    // an agent writing with C stdio without flushing: its lines must land where HotSpot's do
    { name: 'an agent\'s unflushed stdio', noWasm: 'C stdout of the WebAssembly build reaches the host line by line',
      args: (byName) => [byName ? '-agentlib:stdio' : `-agentpath:${join(agentLib, 'libstdio.so')}`,
        '-Djvmti.trace.prop=cmdline', '-cp', scratch, 'JvmtiTrace'] },
    // GarbageCollectionStart/Finish around the collections of System.gc()
    { name: 'garbage collection events', args: (byName) => [byName ? '-agentlib:gcevents' : `-agentpath:${join(agentLib, 'libgcevents.so')}`,
        '-cp', scratch, 'JvmtiGc'] },
    { name: '-agentlib of a missing library', args: () => ['-agentlib:nosuchagent', '-cp', scratch, 'JvmtiTrace'] },
    { name: '-agentpath of a missing file', args: () => ['-agentpath:/nonexistent/libnosuch.so=x', '-cp', scratch, 'JvmtiTrace'] },
];

const hotspot = new Map(); // case name and how the agent is named -> HotSpot's result
async function expected(c, byName) {
    const key = `${c.name}/${byName}`;
    const rt = { ...RUNTIMES.hotspot, env: byName ? { LD_LIBRARY_PATH: agentLib } : {} };
    if (!hotspot.has(key)) hotspot.set(key, await run(rt, c.args(byName), scratch));
    return hotspot.get(key);
}

for (const [name, rt] of Object.entries(RUNTIMES)) {
    if (name === 'hotspot') continue;
    const why = missing(rt) || missing(RUNTIMES.hotspot);
    describe(`jvmti on ${name}`, { skip: why ? `${why} is not built` : false }, () => {
        for (const c of CASES) {
            test(c.name, { skip: c.osThreads && name === 'wasm' ? 'one OS thread' : (name === 'wasm' && c.noWasm) || false }, async () => {
                const want = await expected(c, rt.byName);
                const got = await run(rt, c.args(rt.byName), scratch);
                assert.equal(got.stdout, want.stdout, `stdout differs from HotSpot's (stderr: ${got.stderr})`);
                assert.equal(got.status, want.status, 'exit status');
            });
        }
    });
}

test('HotSpot runs the trace agent through every phase', async () => {
    const why = missing(RUNTIMES.hotspot);
    if (why) return;
    const r = await expected(CASES[0], false);
    for (const l of ['Agent_OnLoad options=opt1', 'VMStart (phase start)', 'VMInit on thread main',
        'ClassPrepare JvmtiTrace$Loaded (phase live)', 'ThreadEnd worker-1 (on that thread: yes)', 'VMDeath (phase live)', 'Agent_OnUnload'])
        assert.ok(r.stdout.includes(l + '\n'), `HotSpot's trace lacks "${l}"`);
});

test('the generated JVMTI files are what scripts/gen-jvmti.mjs makes of jvmti/interface.def', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'gen-jvmti.mjs'), '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
});
