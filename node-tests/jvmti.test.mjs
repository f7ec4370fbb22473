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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const JAVA_HOME = process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'javac'))
    ? process.env.JAVA_HOME : '/usr/lib/jvm/java-17-openjdk-amd64';
const nativeBuild = process.env.VITRINE_NATIVE ? dirname(process.env.VITRINE_NATIVE) : join(ROOT, 'build', 'native');
const wasmBuild = process.env.VITRINE_WASM_DIR || join(ROOT, 'build', 'wasm');
const agentLib = join(nativeBuild, 'native-tests', 'jvmti', 'lib');
const agentLibJdk = join(nativeBuild, 'native-tests', 'jvmti', 'lib-jdk');

const RUNTIMES = {
    // HotSpot runs the agent the way the runtime it is compared with does (the name it reports
    // when Agent_OnLoad fails is the option's): by path, or by name through LD_LIBRARY_PATH
    hotspot: {
        command: [join(JAVA_HOME, 'bin', 'java')],
        needs: [join(agentLib, 'libtrace.so')],
        env: {},
    },
    native: {
        command: [join(nativeBuild, 'vitrine')],
        byName: false,
        needs: [join(nativeBuild, 'vitrine'), join(agentLib, 'libtrace.so')],
        env: {},
    },
    'native (agent linked statically)': {
        command: [join(nativeBuild, 'jvmtitest', 'vitrine')],
        byName: true,
        needs: [join(nativeBuild, 'jvmtitest', 'vitrine'), join(agentLib, 'libtrace.so')],
        env: {},
    },
    'native (agent built against the JDK\'s jvmti.h)': {
        command: [join(nativeBuild, 'vitrine')],
        byName: true,
        needs: [join(nativeBuild, 'vitrine'), join(agentLibJdk, 'libtrace.so')],
        env: { LD_LIBRARY_PATH: agentLibJdk },
    },
    wasm: {
        command: [process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')],
        byName: true, // linked statically
        needs: [join(wasmBuild, 'jvmtitest', 'vitrine.wasm'), join(wasmBuild, 'jdk', 'lib', 'modules')],
        env: { VITRINE_WASM_DIR: join(wasmBuild, 'jvmtitest'), VITRINE_WASM_JAVA_HOME: join(wasmBuild, 'jdk') },
    },
};

const agent = (byName, opts) => (byName ? '-agentlib:trace' : `-agentpath:${join(agentLib, 'libtrace.so')}`) + (opts === undefined ? '' : `=${opts}`);

function run(rt, args, cwd) {
    const [file, ...pre] = rt.command;
    return new Promise((resolvePromise, reject) => {
        const child = spawn(file, [...pre, ...args], { cwd, env: { ...process.env, ...rt.env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '', stderr = '';
        child.stdout.on('data', (d) => { stdout += d; });
        child.stderr.on('data', (d) => { stderr += d; });
        const timer = setTimeout(() => child.kill('SIGKILL'), 120000);
        child.on('error', reject);
        child.on('close', (status) => {
            clearTimeout(timer);
            resolvePromise({ stdout, stderr, status });
        });
    });
}

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
