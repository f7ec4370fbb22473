// Allocation sampling (jvmti/heap_sampling.c), with the sampling test agent (native-tests/jvmti/agents/
// sampling) over JvmtiSampling:
// - the default interval: on HotSpot, native Vitrine (three ways) and WebAssembly, byte for byte: the
//   samples of 64 MiB of byte arrays are about 128, every sample's top frame is the method that
//   allocated, and the argument and capability errors;
// - interval 0, which the specification defines as a sample for every allocation: every Item, Item[],
//   Item[][] (its rows too) and byte[1024] the program makes is sampled, with GetObjectSize's size and
//   its method as the top frame. HotSpot samples only where an allocation leaves its thread-local buffer (it reports none of
//   the 1,000 small Items, and about 99% of the byte arrays), so this case is checked against the
//   specification's numbers, on every Vitrine runtime.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RUNTIMES, agentOption, compileJava, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

const classes = compileJava(['native-tests/jvmti/java/JvmtiSampling.java']);
jvmtiParity('allocation sampling', [{
    name: 'the default interval samples about one in 512 KiB, each where it was made',
    agent: 'sampling',
    options: 'default',
    args: () => ['-cp', classes, 'JvmtiSampling'],
}], classes);

const EVERY = `SetHeapSamplingInterval without the capability: JVMTI_ERROR_MUST_POSSESS_CAPABILITY
AddCapabilities: JVMTI_ERROR_NONE
SetHeapSamplingInterval(-1): JVMTI_ERROR_ILLEGAL_ARGUMENT
SetHeapSamplingInterval(1024) in OnLoad: JVMTI_ERROR_NONE
SetHeapSamplingInterval(512 KiB): JVMTI_ERROR_NONE
live: SetHeapSamplingInterval(0): JVMTI_ERROR_NONE
SetEventNotificationMode(ENABLE): JVMTI_ERROR_NONE
Item samples: 1000 (size 16)
Item[] samples: 50
Item[][] samples: 7, their rows: 28
byte[1024] samples: 65536
samples made elsewhere than their method: 0
allocated 67108864 true
`;

for (const [name, rt] of Object.entries(RUNTIMES)) {
    if (name === 'hotspot') continue;
    describe(`allocation sampling at interval 0 on ${name}`, () => {
        const why = missingFor(rt, 'sampling');
        test('every allocation is sampled, with its size and method', { skip: why ? `${why} is not built` : false }, async () => {
            const got = await run(rt, [agentOption(rt, 'sampling', 'every'), '-cp', classes, 'JvmtiSampling'], { cwd: classes });
            assert.equal(got.stdout, EVERY, got.stderr);
            assert.equal(got.status, 0);
        });
    });
}
