// allocation-client.mjs: the heap view's allocation sites (wasm-bridge/debugger/allocation-sites.mjs)
// over node-tests/bridge/java/Walk.java, for node-tests/debugger-views.test.mjs: sampling every
// allocation from main's first line to the call of sum(), then the sites of the program's classes.
import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';
import { writeFd } from '../../wasm-bridge/node-vm.mjs';

const print = (what, value) => writeFd(1, `${what} ${JSON.stringify(value)}\n`);

export default function onLoad(bridge) {
    const dbg = new Debugger(bridge);
    dbg.setBreakpoints('Walk.java', [{ line: 15 }, { line: 18 }]);
    const attempt = (f) => { try { return f(); } catch (e) { return { error: e.message }; } };
    const script = [
        (tid) => {
            print('bad-interval', attempt(() => dbg.setAllocationSampling(true, { interval: -5 })));
            print('on', dbg.setAllocationSampling(true, { interval: 0 }));
            dbg.continue(tid);
        },
        (tid) => {
            const s = dbg.heapHistogram().allocationSites;
            print('sites', { ...s, sites: s.sites.filter((x) => x.className.startsWith('Walk')) });
            print('off', { sampling: dbg.setAllocationSampling(false).sampling });
            // 'stopped' comes once the slice returned: a collection may run here
            const before = dbg.heapHistogram();
            print('collect', attempt(() => dbg.collectGarbage()) ?? { done: true });
            const after = dbg.heapHistogram();
            print('after-collect', {
                nodes: after.classes.find((c) => c.className === 'Walk$Node')?.instances,
                fewer: after.total.instances <= before.total.instances,
            });
            dbg.continue(tid);
        },
    ];
    dbg.on('stopped', ({ threadId }) => (script.shift() || ((t) => dbg.continue(t)))(threadId));
}
