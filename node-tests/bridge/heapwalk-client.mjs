// heapwalk-client.mjs: the heap walks through the bridge's JavaScript callbacks, run by
// node-tests/bridge/run.mjs over node-tests/bridge/java/HeapWalk.java. It does what the C agent
// native-tests/jvmti/agents/heapwalk does over JvmtiHeapWalk and prints the same lines, so that
// node-tests/bridge-jvmti.test.mjs compares them with that agent's output on HotSpot: IterateThroughHeap
// (primitive fields tagging the nodes from the callback, the heap filters, an aborted walk, sizes),
// GetObjectsWithTags, IterateOverInstancesOfClass, IterateOverHeap, FollowReferences and
// IterateOverObjectsReachableFromObject from node 1 (references, array elements, string characters),
// and IterateOverReachableObjects (the frames where a node is a local).
import { writeFd } from '../../wasm-bridge/node-vm.mjs';
import { constants as K } from '../../wasm-bridge/jvmti/jvmti.mjs';

const NODE_CLASS_TAG = 1000n, INTS_CLASS_TAG = 2000n, STRING_CLASS_TAG = 3000n;
const say = (s) => writeFd(1, `${s}\n`);

export default function onLoad(bridge) {
    const jvmti = bridge.createEnvironment();
    jvmti.addCapabilities({ can_tag_objects: true, can_generate_breakpoint_events: true, can_access_local_variables: true });
    let lines = [];
    const line = (s) => lines.push(s);
    const flush = (title) => {
        lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        for (const l of lines) say(`${title}: ${l}`);
        lines = [];
    };
    let mainMethod = 0;
    let walkMethod = 0;
    const KIND = Object.fromEntries(['CLASS', 'FIELD', 'ARRAY_ELEMENT', 'STATIC_FIELD', 'STACK_LOCAL', 'JNI_LOCAL']
        .map((n) => [K[`JVMTI_HEAP_REFERENCE_${n}`], n]));
    const kindName = (kind) => KIND[kind] || 'other';
    const what = (tag, classTag) => (tag ? `tag ${tag}` : classTag ? `an object of class tag ${classTag}` : 'something untagged');
    const ours = (tag, classTag) => (tag >= 11n && tag <= 13n) || classTag === INTS_CLASS_TAG || classTag === STRING_CLASS_TAG;
    const code = (f) => { try { f(); return 0; } catch (e) { if (e.code === undefined) throw e; return e.code; } };

    function walk(thread) {
        const classes = new Map();
        for (const c of jvmti.getLoadedClasses()) classes.set(jvmti.getClassSignature(c).signature, c);
        const node = classes.get('LHeapWalk$Node;');
        jvmti.setTag(node, NODE_CLASS_TAG);
        jvmti.setTag(classes.get('[I'), INTS_CLASS_TAG);
        jvmti.setTag(classes.get('Ljava/lang/String;'), STRING_CLASS_TAG);
        const root = jvmti.getLocalObject(thread, 1, 1); // main's a

        say(`IterateThroughHeap(Node, primitive fields) ${code(() => jvmti.iterateThroughHeap(0, node, {
            primitiveFieldCallback(e) {
                line(`${kindName(e.kind)} index ${e.info.field.index} type ${String.fromCharCode(e.valueType)} value ${Number(e.value)}, class tag ${e.objectClassTag}`);
                if (e.kind === K.JVMTI_HEAP_REFERENCE_FIELD && e.valueType === K.JVMTI_PRIMITIVE_TYPE_INT) e.objectTag = BigInt(10 + e.value);
            },
        }))}`);
        flush('primitive field');
        let count = 0;
        const counting = { heapIterationCallback(e) { count++; return e.userData ? 'JVMTI_VISIT_ABORT' : 0; } };
        jvmti.iterateThroughHeap(0, node, counting, null);
        say(`IterateThroughHeap(Node): ${count} objects`);
        count = 0;
        jvmti.iterateThroughHeap(K.JVMTI_HEAP_FILTER_TAGGED, node, counting, null);
        say(`IterateThroughHeap(Node, filter tagged): ${count} objects`);
        count = 0;
        jvmti.iterateThroughHeap(K.JVMTI_HEAP_FILTER_UNTAGGED | K.JVMTI_HEAP_FILTER_CLASS_UNTAGGED, node, counting, null);
        say(`IterateThroughHeap(Node, filter untagged and class untagged): ${count} objects`);
        count = 0;
        jvmti.iterateThroughHeap(K.JVMTI_HEAP_FILTER_CLASS_TAGGED, node, counting, null);
        say(`IterateThroughHeap(Node, filter class tagged): ${count} objects`);
        count = 0;
        jvmti.iterateThroughHeap(0, node, counting, { abort: true });
        say(`IterateThroughHeap(Node, aborting): ${count} objects`);
        jvmti.iterateThroughHeap(K.JVMTI_HEAP_FILTER_UNTAGGED, node, {
            heapIterationCallback(e) { line(`class tag ${e.classTag}: size ${e.size}, length ${e.length}`); },
        });
        flush('IterateThroughHeap sizes');

        const { objectResult, tagResult } = jvmti.getObjectsWithTags([11, 12, 13]);
        for (const t of tagResult) line(String(t));
        for (const o of objectResult) o.release();
        flush('GetObjectsWithTags');

        const sumTags = (e) => { line(`tagged ${e.tag}`); return 'JVMTI_ITERATION_CONTINUE'; };
        jvmti.iterateOverInstancesOfClass(node, 'JVMTI_HEAP_OBJECT_TAGGED', sumTags, null);
        flush('IterateOverInstancesOfClass');
        jvmti.iterateOverHeap('JVMTI_HEAP_OBJECT_TAGGED', sumTags, null);
        flush('IterateOverHeap');

        say(`FollowReferences(node 1) ${code(() => jvmti.followReferences(0, null, root, {
            heapReferenceCallback(e) {
                const info = e.referenceInfo;
                const index = info && info.array ? info.array.index : info && info.field ? info.field.index : -1;
                line(`from tag ${e.referrerTag === null ? -1 : e.referrerTag}: ${kindName(e.referenceKind)} index ${index} to ${what(e.tag, e.classTag)}, length ${e.length}`);
                return ours(e.tag, e.classTag) ? 'JVMTI_VISIT_OBJECTS' : 0;
            },
            arrayPrimitiveValueCallback(e) {
                let s = `array of ${String.fromCharCode(e.elementType)}, class tag ${e.classTag}:`;
                if (e.elementType === K.JVMTI_PRIMITIVE_TYPE_INT) for (const v of e.elements) { if (s.length >= 140) break; s += ` ${v}`; }
                line(s);
            },
            stringPrimitiveValueCallback(e) { line(`String, class tag ${e.classTag}: "${e.value.slice(0, 63)}"`); },
        }, null))}`);
        flush('FollowReferences');
        say(`IterateOverObjectsReachableFromObject(node 1) ${code(() => jvmti.iterateOverObjectsReachableFromObject(root, (e) => {
            line(`from tag ${e.referrerTag}: kind ${e.referenceKind} index ${e.referrerIndex} to ${what(e.tag, e.classTag)}`);
            return ours(e.tag, e.classTag) ? 'JVMTI_ITERATION_CONTINUE' : 'JVMTI_ITERATION_IGNORE';
        }, null))}`);
        flush('IterateOverObjectsReachableFromObject');
        say(`IterateOverReachableObjects ${code(() => jvmti.iterateOverReachableObjects(null, (e) => {
            if (e.tag < 11n || e.tag > 13n || e.rootKind !== K.JVMTI_HEAP_ROOT_STACK_LOCAL) return 'JVMTI_ITERATION_IGNORE';
            line(`node tag ${e.tag} is local ${e.slot} of ${e.method === mainMethod ? 'main' : 'another method'} at depth ${e.depth}`);
            return 'JVMTI_ITERATION_IGNORE';
        }, null, null))}`);
        flush('IterateOverReachableObjects');
        misuse(node, thread);
        root.release();
        for (const c of classes.values()) c.release();
    }

    // The binding's own rules (lines starting "bridge:", which the test takes out before comparing with
    // HotSpot): a reference's stack-local information decoded (the nodes are main's locals 1 to 3); a
    // callback that throws ends the walk and its exception comes out of the method; misuse is a TypeError
    // naming itself.
    function misuse(node) {
        // the roots: the nodes as main's locals (jvmtiHeapReferenceInfoStackLocal decoded)
        const roots = [];
        jvmti.followReferences(0, null, null, {
            heapReferenceCallback(e) {
                if (e.referenceKind === K.JVMTI_HEAP_REFERENCE_STACK_LOCAL && e.tag >= 11n && e.tag <= 13n) {
                    const l = e.referenceInfo.stackLocal;
                    roots.push(`node tag ${e.tag}: depth ${l.depth}, slot ${l.slot}, ${l.method === mainMethod ? 'main' : 'another method'}, location ${l.location >= 0 ? 'known' : 'unknown'}`);
                }
                return 0; // the roots only
            },
        });
        for (const r of roots.sort()) say(`bridge: stack local root: ${r}`);
        let calls = 0;
        try {
            jvmti.iterateThroughHeap(0, node, { heapIterationCallback() { calls++; throw new Error('enough'); } });
            say('bridge: a throwing callback: no exception');
        } catch (e) {
            say(`bridge: a throwing callback: ${e.message} after ${calls} call(s)`);
        }
        const typeError = (what, f) => {
            try { f(); say(`bridge: ${what}: accepted`); } catch (e) { say(`bridge: ${what}: ${e.name}: ${e.message}`); }
        };
        typeError('an unknown callback', () => jvmti.iterateThroughHeap(0, node, { heapIteration() {} }));
        typeError('a number for callbacks', () => jvmti.iterateOverHeap('JVMTI_HEAP_OBJECT_TAGGED', 5, null));
        typeError('a tag that is not a number', () => jvmti.iterateThroughHeap(0, node, { heapIterationCallback(e) { e.tag = 'x'; } }));
        typeError('a function for RunAgentThread', () => jvmti.runAgentThread(null, () => {}, 0, 5));
    }

    jvmti.setEventCallbacks({
        ClassPrepare(e) {
            if (jvmti.getClassSignature(e.klass).signature !== 'LHeapWalk;') return;
            for (const m of jvmti.getClassMethods(e.klass)) {
                const { name } = jvmti.getMethodName(m);
                if (name === 'main') mainMethod = m;
                if (name === 'walk') walkMethod = m;
            }
            jvmti.setBreakpoint(walkMethod, 0);
        },
        Breakpoint(e) {
            if (e.method === walkMethod) walk(e.thread);
        },
    });
    jvmti.setEventNotificationMode('JVMTI_ENABLE', 'ClassPrepare', null);
    jvmti.setEventNotificationMode('JVMTI_ENABLE', 'Breakpoint', null);
}
