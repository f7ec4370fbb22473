// values.mjs: the debugger's view of Java values as trees (wasm-bridge/debugger/debugger.mjs): a
// frame's locals, an object's fields (its class's and its superclasses'), an array's elements in pages,
// strings as text, boxed values as their value, the class library's collections as their elements or
// entries and string builders as their text (collections.mjs). A variable is { name, value (its text), type (a Java
// type name), variablesReference (non-zero when it has children) }. References are valid while the
// threads stay stopped; the debugger forgets them (and releases their handles) when a thread runs.

import { collectionView } from './collections.mjs';

const BOXES = new Set(['java/lang/Integer', 'java/lang/Long', 'java/lang/Short', 'java/lang/Byte', 'java/lang/Character',
    'java/lang/Boolean', 'java/lang/Float', 'java/lang/Double']);
const PAGE = 100;
const ACC_STATIC = 0x0008;

// A descriptor as Java writes the type: I -> int, Ljava/lang/String; -> java.lang.String, [I -> int[].
export function typeName(sig) {
    if (!sig) return '';
    let dims = 0;
    while (sig[dims] === '[') dims++;
    const base = sig.slice(dims);
    const prim = { Z: 'boolean', B: 'byte', C: 'char', S: 'short', I: 'int', J: 'long', F: 'float', D: 'double', V: 'void' }[base[0]];
    return (prim || base.slice(1, -1).replace(/\//g, '.')) + '[]'.repeat(dims);
}

function javaNumber(v, sig) {
    if (typeof v === 'bigint') return v.toString();
    if (sig === 'F' || sig === 'D') {
        if (Number.isNaN(v)) return 'NaN';
        if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
        const s = sig === 'F' ? String(Math.fround(v) === v ? Number(v.toPrecision(9)) : v) : String(v);
        return Number.isInteger(v) && !s.includes('e') ? `${s}.0` : s;
    }
    return String(v);
}

const quote = (s) => JSON.stringify(s);

// A frame reference: a thread's debugger number and a frame depth in one number.
export const frameRef = (threadId, depth) => threadId * 100000 + depth + 1;
export const parseFrameRef = (ref) => ({ threadId: Math.floor((ref - 1) / 100000), depth: (ref - 1) % 100000 });

export class ValueTree {
    constructor(dbg) {
        this.dbg = dbg;
        this.refs = new Map();
        this.nextRef = 1;
        this.held = [];
        this.nextObjectId = 1;
    }

    get jvmti() { return this.dbg.jvmti; }
    get java() { return this.dbg.bridge.values; }

    /** Drops every reference (the program runs again). */
    forget() {
        for (const h of this.held) h.release();
        this.held = [];
        this.refs.clear();
    }

    ref(target) {
        const id = this.nextRef++;
        this.refs.set(id, target);
        return id;
    }

    localsRef(frameId) {
        return this.ref({ kind: 'locals', ...parseFrameRef(frameId) });
    }

    /** The locals visible in a frame: [{ name, signature, slot }] (from its LocalVariableTable). */
    locals(threadId, depth) {
        const thread = this.dbg.thread(threadId);
        const { method, location } = this.jvmti.getFrameLocation(thread, depth);
        let table;
        try { table = this.jvmti.getLocalVariableTable(method); } catch { return []; }
        return table.filter((v) => location >= v.startLocation && location < v.startLocation + v.length)
            .sort((a, b) => a.slot - b.slot)
            .map((v) => ({ name: v.name, signature: v.signature, slot: v.slot }));
    }

    local(threadId, depth, name) { return this.locals(threadId, depth).find((l) => l.name === name) || null; }

    readLocal(thread, depth, local) {
        const j = this.jvmti;
        switch (local.signature[0]) {
            case 'J': return j.getLocalLong(thread, depth, local.slot);
            case 'F': return j.getLocalFloat(thread, depth, local.slot);
            case 'D': return j.getLocalDouble(thread, depth, local.slot);
            case 'L': case '[': return this.hold(j.getLocalObject(thread, depth, local.slot));
            case 'Z': return j.getLocalInt(thread, depth, local.slot) !== 0;
            case 'C': return String.fromCharCode(j.getLocalInt(thread, depth, local.slot));
            default: return j.getLocalInt(thread, depth, local.slot);
        }
    }

    hold(h) {
        if (h) this.held.push(h);
        return h;
    }

    /** The class (internal name) of object handle h. */
    className(h) {
        const k = this.java.objectClass(h);
        const s = this.jvmti.getClassSignature(k).signature;
        k.release();
        return s[0] === 'L' ? s.slice(1, -1) : s;
    }

    // A stable number for an object while the program runs (its JVMTI tag), when tags are available.
    objectId(h) {
        if (!this.dbg.capabilities.can_tag_objects) return null;
        let tag = this.jvmti.getTag(h);
        if (tag === 0n) {
            tag = BigInt(this.nextObjectId++);
            this.jvmti.setTag(h, tag);
        }
        return Number(tag);
    }

    /** The text of a value (as a debugger shows it). */
    display(v, sig = null, view = undefined) {
        if (v === null || v === undefined) return 'null';
        if (typeof v === 'boolean') return String(v);
        if (typeof v === 'string') return `'${v}'`;
        if (typeof v === 'number' || typeof v === 'bigint') return javaNumber(v, sig || (typeof v === 'bigint' ? 'J' : Number.isInteger(v) ? 'I' : 'D'));
        const cls = this.className(v);
        if (cls === 'java/lang/String') return quote(this.java.string(v));
        if (BOXES.has(cls)) return this.display(this.boxValue(v), null);
        const id = this.objectId(v);
        if (view === undefined) view = this.view(v, cls);
        const simple = cls.startsWith('[') ? `${typeName(cls).replace(/\[\]$/, '').split('.').pop()}[${this.java.arrayLength(v)}]` : typeName(`L${cls};`).split('.').pop();
        const name = id === null ? simple : `${simple}@${id}`;
        if (view && view.kind === 'text') return `${name} ${quote(view.text)}`;
        return view ? `${name} size=${view.size}` : name;
    }

    // The readable view of a collection or string builder (collections.mjs), or null.
    view(h, cls) { return collectionView(this, h, cls); }

    // The value field of a boxed primitive (Integer, Character, ...).
    boxValue(h) {
        const k = this.java.objectClass(h);
        try {
            for (const f of this.jvmti.getClassFields(k)) {
                const n = this.jvmti.getFieldName(k, f);
                if (n.name === 'value') return this.java.getField(h, null, f, n.signature);
            }
            return undefined;
        } finally {
            k.release();
        }
    }

    /** A variable { name, value, type, variablesReference } for value v of descriptor sig (null: v's own). */
    describe(name, v, sig) {
        let type = typeName(sig);
        let variablesReference = 0;
        let view;
        if (v && typeof v === 'object') {
            const cls = this.className(v);
            type = typeName(cls.startsWith('[') ? cls : `L${cls};`);
            if (cls.startsWith('[')) variablesReference = this.ref({ kind: 'array', handle: v, elem: cls.slice(1) });
            else if (cls !== 'java/lang/String' && !BOXES.has(cls)) {
                view = this.view(v, cls);
                variablesReference = this.ref(view ? { kind: 'collection', handle: v, view } : { kind: 'object', handle: v });
            }
        }
        return { name, value: this.display(v, sig && sig[0], view), type, variablesReference };
    }

    /** The fields of object h, its class's first then its superclasses': [{ name, signature, field, klass }]. */
    fields(h) {
        const out = [];
        let k = this.java.objectClass(h);
        while (k) {
            const mine = [];
            for (const f of this.jvmti.getClassFields(k)) {
                if (this.jvmti.getFieldModifiers(k, f) & ACC_STATIC) continue;
                const n = this.jvmti.getFieldName(k, f);
                mine.push({ name: n.name, signature: n.signature, field: f });
            }
            out.unshift(...mine);
            const s = this.java.superclass(k);
            k.release();
            k = s;
        }
        return out;
    }

    field(h, name) { return this.fields(h).find((f) => f.name === name) || null; }

    readField(h, f) {
        const v = this.java.getField(h, null, f.field, f.signature);
        return v && typeof v === 'object' ? this.hold(v) : v;
    }

    children(ref, { start = 0, count } = {}) {
        const t = this.refs.get(ref);
        if (!t) throw new Error(`no variables reference ${ref} (the program ran since)`);
        if (t.kind === 'locals') {
            const thread = this.dbg.thread(t.threadId);
            return this.locals(t.threadId, t.depth).map((l) => this.describe(l.name, this.readLocal(thread, t.depth, l), l.signature));
        }
        if (t.kind === 'object') return this.fields(t.handle).map((f) => this.describe(f.name, this.readField(t.handle, f), f.signature));
        if (t.kind === 'collection') return this.collectionChildren(t, start, count);
        const n = this.java.arrayLength(t.handle);
        const from = start || t.start || 0;
        const end = Math.min(n, from + (count ?? PAGE));
        const out = [];
        for (let i = from; i < end; i++) {
            const v = this.java.arrayGet(t.handle, i, t.elem[0]);
            out.push(this.describe(`[${i}]`, v && typeof v === 'object' ? this.hold(v) : v, t.elem));
        }
        if (end < n && count === undefined) out.push({ name: '...', value: `${n - end} more`, type: '', variablesReference: this.ref({ ...t, start: end }) });
        return out;
    }

    // A collection's elements ([i]) or entries (key display = value), in pages, then its own fields.
    collectionChildren(t, start, count) {
        const items = t.items || (t.items = t.view.items());
        const from = start || t.start || 0;
        const end = Math.min(items.length, from + (count ?? PAGE));
        const out = [];
        for (let i = from; i < end; i++) {
            const it = items[i];
            out.push(t.view.kind === 'map' ? this.describe(this.display(it.key), it.value, null) : this.describe(`[${i}]`, it.value, null));
        }
        if (end < items.length && count === undefined) {
            out.push({ name: '...', value: `${items.length - end} more`, type: '', variablesReference: this.ref({ ...t, start: end }) });
        }
        if (from === 0) out.push({ name: '[fields]', value: '', type: '', variablesReference: this.ref({ kind: 'object', handle: t.handle }) });
        return out;
    }
}
