// The JVMTI functions the JDK's JDWP agent needs beside those of threads, frames and debugging, each
// with a test agent run on HotSpot, native Vitrine (three ways) and WebAssembly, byte for byte:
// - RunAgentThread (jvmti/agent_thread.c), which starts the agent's threads: agentthread beside
//   AgentThreadMain. In WebAssembly (green threads) it answers JVMTI_ERROR_NOT_AVAILABLE after the
//   argument checks: the trace is HotSpot's up to the new thread's first line, then that answer and
//   the program's own line;
// - object tags and ObjectFree (jvmti/heap_tags.c), how the agent tracks classes: tags over JvmtiTags;
// - the heap walks (jvmti/heap_iterate.c, heap_follow.c), which can_tag_objects also stands for:
//   heapwalk over JvmtiHeapWalk;
// - ForceGarbageCollection from a JNI native method (jvmti/garbage_collection.c): forcegc over
//   JvmtiForceGc, the dropped tagged objects reported by ObjectFree.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RUNTIMES, agentLib, agentOption, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/AgentThreadMain.java', 'native-tests/jvmti/java/JvmtiTags.java',
    'native-tests/jvmti/java/JvmtiHeapWalk.java', 'native-tests/jvmti/java/JvmtiForceGc.java']);
const cases = [{
    name: 'an agent thread runs, blocks in native code, ends',
    agent: 'agentthread',
    args: () => ['-cp', classes, 'AgentThreadMain'],
    skip: { wasm: 'green threads: RunAgentThread answers NOT_AVAILABLE (the test below)' },
}, {
    name: 'tags in two environments, GetObjectsWithTags, ObjectFree after a collection',
    agent: 'tags',
    args: () => ['-cp', classes, 'JvmtiTags'],
}, {
    name: 'heap walks: through the heap, along references, JVMTI 1.0\'s walks',
    agent: 'heapwalk',
    args: () => ['-cp', classes, 'JvmtiHeapWalk'],
}, {
    name: 'ForceGarbageCollection collects the dropped tagged objects at once',
    agent: 'forcegc',
    args: () => ['-cp', classes, 'JvmtiForceGc'],
}];
jvmtiParity('what the JDWP agent needs', cases, classes);

describe('RunAgentThread in WebAssembly', () => {
    const rt = RUNTIMES.wasm;
    const why = missingFor(rt, 'agentthread') || missingFor(RUNTIMES.hotspot, 'agentthread');
    test('answers NOT_AVAILABLE after checking its arguments as HotSpot does', { skip: why ? `${why} is not built` : false }, async () => {
        const hs = { ...RUNTIMES.hotspot, byName: true, env: { LD_LIBRARY_PATH: agentLib } };
        const want = await run(hs, [agentOption(hs, 'agentthread'), '-cp', classes, 'AgentThreadMain'], { cwd: classes });
        const lines = want.stdout.split('\n');
        const at = lines.indexOf('ThreadStart: agent thread, on itself');
        assert.ok(at > 0, `HotSpot's trace: ${want.stdout}`);
        const expected = [...lines.slice(0, at), 'VMInit: RunAgentThread JVMTI_ERROR_NOT_AVAILABLE', 'main: runs after VMInit', ''].join('\n');
        const got = await run(rt, [agentOption(rt, 'agentthread'), '-cp', classes, 'AgentThreadMain'], { cwd: classes });
        assert.equal(got.stdout, expected, `stderr: ${got.stderr}`);
        assert.equal(got.status, 0);
    });
});
