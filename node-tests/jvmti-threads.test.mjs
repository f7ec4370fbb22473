// JVMTI threads (docs/JVMTI.md, Threads and suspension): the threads agent
// (native-tests/jvmti/agents/threads) over native-tests/jvmti/java/JvmtiThreads.java on HotSpot, native
// Vitrine (OS threads, the agent loaded three ways; and the green-thread scheduler natively) and
// Vitrine in WebAssembly. The program's threads sleep, wait, park, block on a monitor and run; through
// natives the agent registers, the program has their states, information, groups, thread-local storage
// and monitors printed, and has them suspended (alone, in lists, by themselves, while they wait),
// resumed, interrupted and stopped, checking that a suspended thread makes no progress and continues
// once resumed. The agent prints the monitor events of the program's threads. HotSpot's output is the
// expectation, byte for byte.
//
//   node --test node-tests/jvmti-threads.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';

import { RUNTIMES, agentFile, agentOption, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiThreads.java'], ['-Xlint:-removal']);
const args = (cp) => ['-cp', cp, 'JvmtiThreads'];

jvmtiParity('jvmti threads', [
    { name: 'thread functions, monitors, suspension, stop', agent: 'threads', args },
    // IN_NATIVE, suspended there, stopped when it comes back to Java
    { name: 'a thread in native code', agent: 'threads', args: (cp) => ['-cp', cp, 'JvmtiThreads', 'in-native'],
      skip: { wasm: 'a green thread cannot stay in native code while the others run' } },
], classes);

// natively on the green-thread back end (the scheduler WebAssembly uses, with OS threads off)
test('jvmti threads on native green threads', { skip: missingFor(RUNTIMES.native, 'threads') || !existsSync(agentFile('threads')) ? 'not built' : false }, async () => {
    const hs = await run(RUNTIMES.hotspot, [agentOption(RUNTIMES.native, 'threads'), ...args(classes)], { cwd: classes });
    const got = await run(RUNTIMES.native, [agentOption(RUNTIMES.native, 'threads'), ...args(classes)],
        { cwd: classes, env: { VITRINE_GREEN_THREADS: '1' } });
    assert.equal(got.stdout, hs.stdout, `stdout differs from HotSpot's (stderr: ${got.stderr})`);
    assert.equal(got.status, hs.status);
});

// WebAssembly: when an agent has suspended every thread, the slice returns to the host, which sees the
// VM idle but not finished (wasm-bridge/node-vm.mjs: onIdle), and the embedding call
// vitrine_resume_thread and vitrine_resume_all (include/vitrine.h; the controller's resumeThread and
// resumeThreads) let it continue: main alone first (it suspends itself again), then every thread. The driver
// runs in a child process so that the VM's output (file descriptor 1) can be read.
const driver = `
import { startVitrine, writeFd } from ${JSON.stringify(new URL('../wasm-bridge/node-vm.mjs', import.meta.url).href)};
let ctl, idle = 0, resuming = false;
ctl = await startVitrine(process.argv.slice(1), {
    wasmDir: process.env.VITRINE_WASM_DIR, stdin: null,
    onIdle: () => {
        if (resuming || ctl.suspendedThreads() === 0) return;
        idle++;
        resuming = true;
        setTimeout(() => {
            resuming = false;
            const n = ctl.suspendedThreads();
            // the first time main alone (its Thread.getId() is 1), then every thread
            const resumed = idle === 1 ? 'thread 1: ' + ctl.resumeThread(1) : 'all: ' + ctl.resumeThreads();
            writeFd(1, 'host: VM idle, ' + n + ' threads suspended, resumed ' + resumed + '\\n');
        }, 50);
    },
    onExit: (status) => { writeFd(1, 'host: exit ' + status + ', idle ' + (idle > 0 ? 'seen' : 'never seen') + '\\n'); process.exit(status); },
});
`;
test('jvmti threads on wasm: every thread suspended, the host resumes them', { skip: missingFor(RUNTIMES.wasm, 'threads') ? 'not built' : false }, async () => {
    const rt = { ...RUNTIMES.wasm, command: [process.execPath, '--input-type=module', '-e', driver, '--'] };
    const got = await run(rt, ['-agentlib:threads', '-cp', classes, 'JvmtiThreads', 'suspend-all'], { cwd: classes });
    assert.equal(got.stdout, [
        'threads: AddCapabilities NONE',
        'threads: natives registered: ok',
        'suspending every thread',
        'host: VM idle, 2 threads suspended, resumed thread 1: 1',
        'main resumed: SuspendThreadList = NONE [NONE, NONE], T-busy suspended: true',
        'host: VM idle, 2 threads suspended, resumed all: 2',
        'main resumed again: SuspendThread = NONE, T-busy suspended: false',
        'done',
        'host: exit 0, idle seen',
        ''].join('\n'), `stderr: ${got.stderr}`);
    assert.equal(got.status, 0);
});
