// The JDK's JDI, the library IDEs debug with, against the bridge's JDWP server on the WebAssembly VM:
// tests/jdi/JdiClient.java (running on HotSpot) attaches to the VM and debugs tests/jdb/JdbTarget.java
// (class prepare, breakpoints with the frames, locals and fields there, method exits with their return
// values, steps over and out, a caught exception, a modification watchpoint, the program's end), and
// prints what it sees; against the server it must print what it prints against HotSpot's agent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_HOME, ROOT, compileJava, wasmBuild } from './lib/jvmti-parity.mjs';
import { JDWP_OPTION, SESSION_MS, STEP_MS, programOutput, start, waitUntil } from './lib/jdb-session.mjs';

const JAVA = join(JAVA_HOME, 'bin', 'java');
const skip = existsSync(join(wasmBuild, 'vitrine.wasm')) ? false : `${wasmBuild}/vitrine.wasm is not built`;

// The VM with the agent, JdiClient attached: both outputs and statuses.
async function debug(vmCommand, vmEnv, classes, client) {
    const vm = start(vmCommand[0], [...vmCommand.slice(1), JDWP_OPTION, '-cp', classes, 'JdbTarget'], vmEnv);
    let jdi = null;
    const killer = setTimeout(() => { vm.child.kill('SIGKILL'); jdi?.child.kill('SIGKILL'); }, SESSION_MS);
    try {
        const listening = /Listening for transport dt_socket at address: (\d+)/;
        await waitUntil(() => listening.test(vm.stdout) || vm.exited, STEP_MS, () => `the agent to listen: ${vm.stdout}${vm.stderr}`);
        jdi = start(JAVA, ['-cp', client, 'JdiClient', listening.exec(vm.stdout)[1]], {});
        await Promise.all([jdi.done, vm.done]);
        return { client: jdi.stdout, clientErr: jdi.stderr, clientStatus: jdi.status, stdout: programOutput(vm.stdout), status: vm.status };
    } finally {
        clearTimeout(killer);
        vm.child.kill('SIGKILL');
        jdi?.child.kill('SIGKILL');
    }
}

test('a JDI debugger sees the same program on the WebAssembly VM as on HotSpot', { skip, timeout: 2 * SESSION_MS + 10000 }, async () => {
    const classes = compileJava(['tests/jdb/JdbTarget.java']);
    const client = compileJava(['tests/jdi/JdiClient.java']);
    const want = await debug([JAVA], {}, classes, client);
    assert.equal(want.clientStatus, 0, want.clientErr);
    const got = await debug([process.execPath, join(ROOT, 'wasm-bridge', 'bin', 'vitrine.mjs')], { VITRINE_WASM_DIR: wasmBuild }, classes, client);
    assert.equal(got.clientErr, '');
    assert.equal(got.client, want.client);
    assert.equal(got.stdout, want.stdout);
    assert.equal(got.status, want.status);
    assert.equal(got.clientStatus, 0);
});
