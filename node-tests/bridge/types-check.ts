// types-check.ts: compiled (never run) by node-tests/bridge-types.test.mjs with `tsc --strict`: uses
// the bridge's API as a client would, so that the generated declarations (wasm-bridge/jvmti/jvmti.d.ts)
// and the package's (wasm-bridge/index.d.ts) must describe it; each @ts-expect-error line is a misuse
// the declarations must reject.
import { startVitrine, JvmtiError } from 'vitrine';
import type { Jvmti, Handle, jvmtiThreadInfo, jvmtiFrameInfo, Capabilities } from 'vitrine';
import { Debugger } from '../../wasm-bridge/debugger/debugger.mjs';

async function client(): Promise<void> {
    const vm = await startVitrine(['-cp', '.', 'Main'], {
        stdin: null,
        jvmti(bridge, options: string) {
            const jvmti: Jvmti = bridge.createEnvironment();
            const potential: Capabilities = jvmti.getPotentialCapabilities();
            jvmti.addCapabilities({ can_generate_breakpoint_events: potential.can_generate_breakpoint_events });
            // @ts-expect-error: no such capability
            jvmti.addCapabilities({ can_fly: true });
            jvmti.setEventNotificationMode('JVMTI_ENABLE', 'Breakpoint', null);
            // @ts-expect-error: no such event
            jvmti.setEventNotificationMode('JVMTI_ENABLE', 'Teleport', null);
            jvmti.setEventCallbacks({
                Breakpoint(e) {
                    const thread: Handle | null = e.thread;
                    const where: number = e.location;
                    const info: jvmtiThreadInfo = jvmti.getThreadInfo(thread);
                    const name: string | null = info.name;
                    const frames: jvmtiFrameInfo[] = jvmti.getStackTrace(null, 0, 10);
                    const n = jvmti.getMethodName(frames[0].method);
                    const sig: string | null = n.signature;
                    const value: bigint = jvmti.getLocalLong(null, 0, 1);
                    jvmti.setLocalLong(null, 0, 1, value + 1n);
                    jvmti.setLocalLong(null, 0, 1, 5);
                    const bytes: Uint8Array = jvmti.getBytecodes(frames[0].method);
                    void [where, name, sig, bytes, options];
                },
                // @ts-expect-error: no such event
                Teleport() {},
            });
            try {
                jvmti.getThreadInfo(null);
            } catch (e) {
                if (e instanceof JvmtiError) {
                    const code: number = e.code;
                    const error: string = e.error;
                    void [code, error];
                }
            }
            const classes: (Handle | null)[] = jvmti.getLoadedClasses();
            // @ts-expect-error: a class is a Handle, not a string
            jvmti.getClassSignature('java.lang.String');
            const first = classes[0];
            if (first) console.log(jvmti.getClassSignature(first).signature, first.is(classes[1] ?? null));
            const time: bigint = jvmti.getTime();
            void time;
            // heap walks with JavaScript callbacks: the tag is assignable, the answer a number or a constant
            let bytes = 0n;
            jvmti.iterateThroughHeap(0, null, {
                heapIterationCallback(e) { bytes += e.size; e.tag = 5n; },
                stringPrimitiveValueCallback(e) { const text: string = e.value; void text; return 'JVMTI_VISIT_ABORT'; },
            }, null);
            jvmti.followReferences(0, null, null, {
                heapReferenceCallback(e) { return e.referenceInfo?.field ? e.referenceInfo.field.index : 0; },
            }, { any: 'user data' });
            jvmti.iterateOverHeap('JVMTI_HEAP_OBJECT_EITHER', (e) => { void e.classTag; }, null);
            // @ts-expect-error: jvmtiHeapCallbacks has no such member
            jvmti.iterateThroughHeap(0, null, { heapIteration() {} }, null);
            // @ts-expect-error: a callback is a function, not a number
            jvmti.iterateOverHeap('JVMTI_HEAP_OBJECT_EITHER', 5, null);
        },
    });
    vm.pause();
    vm.resume();
    const attached: number = vm.attachAgent('profiler', 'interval=10');
    console.log(attached, vm.attachAgent('profiler'));
    // @ts-expect-error: an agent is named by a string
    vm.attachAgent(3);
}

// the debugger and its views (wasm-bridge/debugger/debugger.d.mts)
function views(dbg: Debugger): void {
    dbg.on('stopped', ({ threadId, reason }) => {
        const graph = dbg.objectGraph(threadId, { maxObjects: 50 });
        for (const o of graph.objects) if (o.kind === 'array' && o.more) console.log(o.className, o.length, o.changed === true);
        const local = graph.frames[0].locals[0];
        if ('ref' in local) console.log(local.ref);
        const code = dbg.bytecode(graph.frames[0].id);
        console.log(code.instructions[code.currentIndex].mnemonic, code.maxStack, reason);
        dbg.stepInstruction(threadId);
    });
    dbg.on('jvmti', (row) => console.log(row.seq, row.name, row.line));
    for (const t of dbg.threadDetails()) console.log(t.description, t.owner?.name);
    for (const d of dbg.deadlocks()) console.log(d.threads.map((t) => t.heldBy.name));
    const top: number = dbg.heapHistogram({ limit: 10 }).classes[0].bytes;
    const methods: string[] = dbg.classDetails('java.util.ArrayList').methods.map((m) => m.signature);
    dbg.setEventLog(true, { events: ['MethodEntry'] });
    void [top, methods];
    // @ts-expect-error: the debugger has no such event
    dbg.on('teleported', () => {});
    // @ts-expect-error: a thread id is a number
    dbg.objectGraph('main');
}
void views;
void client;
