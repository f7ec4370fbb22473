// heap-histogram.mjs: the data of the debugger's heap view: a class histogram (instances and bytes per
// class, the bytes being GetObjectSize's, the size HotSpot's layout gives) made by one IterateThroughHeap
// with a JavaScript callback (wasm-bridge/jvmti/callbacks.mjs). Each loaded class is tagged once with a
// number of a range of its own, so the callback's class tag names the class without a call per object;
// objects keep the debugger's own object ids (the variables view's Node@3). And "show instances": the
// objects of one class as variables the variables view opens.
import { typeName } from './values.mjs';
import { findClass } from './class-details.mjs';

// Class tags start here, far above the object ids the debugger gives out (1, 2, 3...).
const CLASS_TAG_BASE = 1n << 40n;

/**
 * The heap's classes: { classes: [{ className, instances, bytes }] (most bytes first), total: { instances,
 * bytes }, allocationSites (allocation-sites.mjs: where sampled allocations were made, while
 * setAllocationSampling is or was on) }. Objects whose class carries another tag
 * (a class tagged before this ran, by the variables view) are counted under that class all the same.
 */
export function heapHistogram(dbg, { limit = Infinity } = {}) {
    const j = dbg.jvmti;
    if (!dbg.capabilities.can_tag_objects) throw new Error('the heap histogram needs can_tag_objects, which this VM does not offer');
    if (!dbg.classTags) dbg.classTags = { next: CLASS_TAG_BASE, names: new Map() };
    const tags = dbg.classTags;
    for (const c of j.getLoadedClasses()) {
        let tag = j.getTag(c);
        if (tag === 0n) {
            tag = tags.next++;
            j.setTag(c, tag);
        }
        if (!tags.names.has(tag)) tags.names.set(tag, typeName(j.getClassSignature(c).signature));
        c.release();
    }
    const counts = new Map(); // class tag -> { instances, bytes }
    j.iterateThroughHeap(0, null, {
        heapIterationCallback(e) {
            let r = counts.get(e.classTag);
            if (!r) counts.set(e.classTag, r = { instances: 0, bytes: 0 });
            r.instances++;
            r.bytes += Number(e.size);
        },
    }, null);
    const classes = [];
    const total = { instances: 0, bytes: 0 };
    for (const [tag, r] of counts) {
        classes.push({ className: tags.names.get(tag) || (tag === 0n ? '(a class not among the loaded classes)' : `(class tagged ${tag})`), ...r });
        total.instances += r.instances;
        total.bytes += r.bytes;
    }
    classes.sort((a, b) => b.bytes - a.bytes || b.instances - a.instances || (a.className < b.className ? -1 : 1));
    return {
        classes: classes.slice(0, limit), total,
        allocationSites: dbg.allocations.summary(),
    };
}

/**
 * The instances of a loaded class (subclasses' not included), for the variables view: { className,
 * count, variables: [{ name: '[i]', value, type, variablesReference }] } with the first `max` of them
 * (valid until a thread runs, as every variables reference).
 */
export function instancesOf(dbg, className, { max = 100 } = {}) {
    const j = dbg.jvmti;
    if (!dbg.capabilities.can_tag_objects) throw new Error('listing instances needs can_tag_objects, which this VM does not offer');
    const klass = findClass(dbg, className);
    try {
        const values = dbg.values;
        const tags = [];
        let count = 0;
        j.iterateThroughHeap(0, klass, {
            heapIterationCallback(e) {
                count++;
                if (tags.length >= max) return;
                // the variables view's id: a tag given here, as ValueTree.objectId would give it
                if (e.tag === 0n) e.tag = BigInt(values.nextObjectId++);
                tags.push(e.tag);
            },
        }, null);
        const { objectResult, tagResult } = tags.length ? j.getObjectsWithTags(tags) : { objectResult: [], tagResult: [] };
        const byTag = new Map(tagResult.map((t, i) => [t, objectResult[i]]));
        const variables = tags.map((t, i) => values.describe(`[${i}]`, values.hold(byTag.get(t)), null));
        return { className: typeName(j.getClassSignature(klass).signature), count, variables };
    } finally {
        klass.release();
    }
}
