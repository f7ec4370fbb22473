// object-graph.mjs: the frames-and-objects picture of a stopped thread (the panel's diagram, as
// teachers draw it): its frames with their locals, the static fields of their classes, and the objects
// reachable from them, breadth first, each once. Primitives are inline ({ value, text }); references
// are object ids ({ ref }), the JVMTI tags the variables view shows (Node@3), so an object keeps its id
// from one stop to the next and the page's layout can stay put. Objects: class name and fields (superclasses' first), arrays as
// elements (a long one cut, with the count of those left out), strings as their text, boxed values as
// their value; each marked `new` or `changed` against the previous picture of the same thread.
import { typeName, frameRef } from './values.mjs';

// The boxed primitives' classes and the descriptor character of the value each holds (its text is
// written as that type's).
const BOX_TYPES = new Map([['java/lang/Integer', 'I'], ['java/lang/Long', 'J'], ['java/lang/Short', 'S'], ['java/lang/Byte', 'B'],
    ['java/lang/Character', 'C'], ['java/lang/Boolean', 'Z'], ['java/lang/Float', 'F'], ['java/lang/Double', 'D']]);

const ACC_STATIC = 0x0008;
const CLASS_INITIALIZED = 0x4; // JVMTI_CLASS_STATUS_INITIALIZED

// A primitive value as JSON carries it: { value, text } (value: number, boolean, a one-character
// string for char, a decimal string for long and for non-finite floats).
function primitive(v, sig, dbg) {
    const text = dbg.values.display(v, sig);
    if (typeof v === 'bigint') return { value: v.toString(), text };
    if (typeof v === 'number' && !Number.isFinite(v)) return { value: text, text };
    return { value: v, text };
}

/**
 * The picture of stopped thread `threadId`: { threadId, frames: [{ id, name, className, methodName, line,
 * locals: [{ name, type, value?, text?, ref? }] }], statics: [{ className, fields: [{ name, type, value?,
 * text?, ref? }] }] (the static fields of the frames' classes, the JDK's left out, when `statics`),
 * objects: [{ id, className, kind: 'object'|'array'|'string'|'box'|'class', fields?, elements?, length?,
 * more?, text?, value?, new?, changed? }], truncated }.
 * `maxObjects` bounds the objects described (`truncated`: how many more were referenced), `maxElements`
 * the elements shown of each array.
 */
export function objectGraph(dbg, threadId, { maxObjects = 200, maxElements = 20, statics: withStatics = true } = {}) {
    for (const [name, v] of [['maxObjects', maxObjects], ['maxElements', maxElements]]) {
        if (!Number.isInteger(v) || v < 0) throw new TypeError(`objectGraph: ${name} must be a whole number, not ${v}`);
    }
    const thread = dbg.thread(threadId);
    if (!dbg.stops.has(threadId)) throw new Error(`thread ${threadId} is not stopped`);
    if (!dbg.capabilities.can_tag_objects) throw new Error('the objects picture needs can_tag_objects, which this VM does not offer');
    const values = dbg.values;
    const held = [];
    const hold = (h) => { if (h && typeof h === 'object') held.push(h); return h; };
    const queue = [];           // handles to describe, in the order found
    const seen = new Set();     // object ids queued or described
    const left = new Set();     // object ids referenced but beyond maxObjects
    const fieldsOf = new Map(); // class name -> [{ name, signature, field }] (instance fields, superclasses' first)

    // A reference: { ref: id } (null for null), queueing the object when it is new.
    const reference = (h) => {
        if (!h) return { ref: null };
        const id = values.objectId(h);
        if (!seen.has(id)) {
            if (seen.size < maxObjects) {
                seen.add(id);
                queue.push({ id, h });
            } else left.add(id);
        }
        return { ref: id };
    };
    const slot = (v, sig) => (sig[0] === 'L' || sig[0] === '[' ? reference(v) : primitive(v, sig[0], dbg));

    try {
        const stack = dbg.stackTrace(threadId);
        const frames = stack.map((f, depth) => ({
            id: frameRef(threadId, depth), name: f.name, className: f.className, methodName: f.methodName, source: f.source, line: f.line,
            locals: values.locals(threadId, depth).map((l) => ({
                name: l.name, type: typeName(l.signature), ...slot(hold(valueOrNull(() => values.readLocal(thread, depth, l))), l.signature),
            })),
        }));
        const statics = withStatics ? staticFields(dbg, stack, slot, hold) : [];
        const objects = [];
        for (let k = 0; k < queue.length; k++) {
            const { id, h } = queue[k];
            objects.push(describeObject(dbg, id, h, { reference, slot, hold, fieldsOf, maxElements }));
        }
        markChanges(dbg, threadId, objects);
        return { threadId, frames, statics, objects, truncated: left.size };
    } finally {
        for (const h of held) h.release();
    }
}

// The static fields of the (initialized) classes of the frames' methods, the JDK's left out (those
// the debugger does not step into): the program's "globals", as teachers draw them beside the frames.
function staticFields(dbg, stack, slot, hold) {
    const j = dbg.jvmti;
    const out = [];
    const done = new Set();
    for (const f of stack) {
        if (done.has(f.className) || dbg.stepExcludes.test(f.className)) continue;
        done.add(f.className);
        const klass = dbg.info(f.method).klass;
        if (!(j.getClassStatus(klass) & CLASS_INITIALIZED)) continue;
        const fields = [];
        for (const field of j.getClassFields(klass)) {
            if (!(j.getFieldModifiers(klass, field) & ACC_STATIC)) continue;
            const { name, signature } = j.getFieldName(klass, field);
            const v = valueOrNull(() => dbg.bridge.values.getField(null, klass, field, signature));
            fields.push({ name, type: typeName(signature), ...slot(hold(v), signature) });
        }
        out.push({ className: typeName(`L${f.className};`), fields });
    }
    return out;
}

function valueOrNull(f) {
    try { return f(); } catch { return null; }
}

function describeObject(dbg, id, h, { reference, slot, hold, fieldsOf, maxElements }) {
    const values = dbg.values;
    const java = dbg.bridge.values;
    const cls = values.className(h);
    if (cls === 'java/lang/String') return { id, className: 'java.lang.String', kind: 'string', text: java.string(h) };
    if (BOX_TYPES.has(cls)) {
        const v = values.boxValue(h);
        return { id, className: typeName(`L${cls};`), kind: 'box', ...primitive(v, BOX_TYPES.get(cls), dbg) };
    }
    if (cls === 'java/lang/Class') return { id, className: 'java.lang.Class', kind: 'class', text: classObjectName(dbg, h) };
    if (cls.startsWith('[')) {
        const length = java.arrayLength(h);
        const elem = cls.slice(1);
        const elements = [];
        for (let i = 0; i < Math.min(length, maxElements); i++) {
            const v = java.arrayGet(h, i, elem[0]);
            elements.push(slot(v && typeof v === 'object' ? hold(v) : v, elem));
        }
        return { id, className: typeName(cls), kind: 'array', length, elements, more: Math.max(0, length - maxElements) };
    }
    let fields = fieldsOf.get(cls);
    if (!fields) {
        fields = values.fields(h); // instance fields, superclasses' first
        fieldsOf.set(cls, fields);
    }
    return {
        id, className: typeName(`L${cls};`), kind: 'object',
        fields: fields.map((f) => {
            const v = java.getField(h, null, f.field, f.signature);
            return { name: f.name, type: typeName(f.signature), ...slot(v && typeof v === 'object' ? hold(v) : v, f.signature) };
        }),
    };
}

// The name of the class a java.lang.Class object stands for.
function classObjectName(dbg, h) {
    try {
        const s = dbg.jvmti.getClassSignature(h).signature;
        return typeName(s);
    } catch {
        return '?';
    }
}

// Marks objects new (not in this thread's picture at its previous stop) or changed (different contents
// from then). Pictures made at the same stop (a cut one, another request) are all compared with that
// previous stop's, which the debugger's count of resumes tells apart.
function markChanges(dbg, threadId, objects) {
    if (!dbg.graphMemory) dbg.graphMemory = new Map();
    let memory = dbg.graphMemory.get(threadId);
    if (!memory || memory.resumes !== dbg.resumes) {
        memory = { resumes: dbg.resumes, baseline: memory ? memory.latest : null, latest: new Map() };
        dbg.graphMemory.set(threadId, memory);
    }
    for (const o of objects) {
        const text = JSON.stringify(o);
        if (!memory.latest.has(o.id)) memory.latest.set(o.id, text); // the stop's first picture of it
        if (memory.baseline) {
            if (!memory.baseline.has(o.id)) o.new = true;
            else if (memory.baseline.get(o.id) !== text) o.changed = true;
        }
    }
}
