// RunAgentThread (jvmti/agent_thread.c), the JVMTI function the JDWP agent starts its threads with:
// the agentthread agent (native-tests/jvmti/agents/agentthread) beside AgentThreadMain, on HotSpot
// and native Vitrine (three ways), byte for byte. In WebAssembly (green threads) RunAgentThread
// answers JVMTI_ERROR_NOT_AVAILABLE after the argument checks: the trace is HotSpot's up to that
// call, then the program's own line.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RUNTIMES, agentLib, agentOption, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/AgentThreadMain.java']);
const cases = [{
    name: 'an agent thread runs, blocks in native code, ends',
    agent: 'agentthread',
    args: () => ['-cp', classes, 'AgentThreadMain'],
    skip: { wasm: 'green threads: RunAgentThread answers NOT_AVAILABLE (the test below)' },
}];
jvmtiParity('RunAgentThread', cases, classes);

describe('RunAgentThread in WebAssembly', () => {
    const rt = RUNTIMES.wasm;
    const why = missingFor(rt, 'agentthread') || missingFor(RUNTIMES.hotspot, 'agentthread');
    test('answers NOT_AVAILABLE after checking its arguments as HotSpot does', { skip: why ? `${why} is not built` : false }, async () => {
        const hs = { ...RUNTIMES.hotspot, byName: true, env: { LD_LIBRARY_PATH: agentLib } };
        const want = await run(hs, [agentOption(hs, 'agentthread'), '-cp', classes, 'AgentThreadMain'], { cwd: classes });
        const lines = want.stdout.split('\n');
        const at = lines.indexOf('VMInit: RunAgentThread JVMTI_ERROR_NONE');
        assert.ok(at > 0, `HotSpot's trace: ${want.stdout}`);
        const expected = [...lines.slice(0, at), 'VMInit: RunAgentThread JVMTI_ERROR_NOT_AVAILABLE', 'main: runs after VMInit', ''].join('\n');
        const got = await run(rt, [agentOption(rt, 'agentthread'), '-cp', classes, 'AgentThreadMain'], { cwd: classes });
        assert.equal(got.stdout, expected, `stderr: ${got.stderr}`);
        assert.equal(got.status, 0);
    });
});
