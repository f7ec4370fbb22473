// The heap-tracking agent (native-tests/jvmti/agents/heaptrack: a jmap -histo of the program's own
// classes, by FollowReferences when main returns) on corpus programs: HotSpot, native Vitrine (three
// ways) and WebAssembly print the same histograms, byte for byte with the programs' own output. With
// its `sites` option it also counts every allocation of those classes by site (SampledObjectAlloc at
// interval 0): exact on Vitrine, where native and WebAssembly must agree and every class has at least
// as many allocations as reachable instances (HotSpot samples at interval 0 only when a thread-local
// allocation buffer is refilled, so it is not the reference there).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { ensureCorpusBuilt, CLASSES_DIR } from './lib/java-corpus.mjs';
import { RUNTIMES, agentOption, jvmtiParity, missingFor, run } from './lib/jvmti-parity.mjs';

ensureCorpusBuilt();
const programs = ['LinkedStructures', 'Records', 'Inheritance', 'Enums'];
jvmtiParity('heap histograms of corpus programs', programs.map((p) => ({
    name: p,
    agent: 'heaptrack',
    args: () => ['-cp', CLASSES_DIR, p],
})), CLASSES_DIR);

describe('allocation sites, every allocation sampled', () => {
    const why = missingFor(RUNTIMES.native, 'heaptrack') || missingFor(RUNTIMES.wasm, 'heaptrack');
    test('LinkedStructures: the same sites and counts natively and in WebAssembly, each class allocated at least as often as it is reachable', { skip: why ? `${why} is not built` : false }, async () => {
        const out = {};
        for (const name of ['native', 'wasm']) {
            const rt = RUNTIMES[name];
            const r = await run(rt, [agentOption(rt, 'heaptrack', 'sites'), '-cp', CLASSES_DIR, 'LinkedStructures'], { cwd: CLASSES_DIR });
            assert.equal(r.status, 0, r.stderr);
            out[name] = r.stdout.split('\n').filter((l) => l.startsWith('heaptrack: '));
        }
        assert.deepEqual(out.wasm, out.native);
        const reachable = new Map(), allocated = new Map();
        let section = null;
        for (const l of out.native) {
            if (/reachable instances/.test(l)) section = 'reachable';
            else if (/allocation sites/.test(l)) section = 'sites';
            else if (section === 'reachable') {
                const [, cls, n] = l.match(/^heaptrack: (\S+)\s+(\d+)/);
                reachable.set(cls, Number(n));
            } else if (section === 'sites') {
                const [, n, cls] = l.match(/^heaptrack:\s+(\d+) (\S+) at /);
                allocated.set(cls, (allocated.get(cls) || 0) + Number(n));
            }
        }
        assert.ok(reachable.size > 0 && allocated.size > 0, out.native.join('\n'));
        for (const [cls, n] of reachable) assert.ok((allocated.get(cls) || 0) >= n, `${cls}: ${allocated.get(cls)} allocations, ${n} reachable`);
    });
});
