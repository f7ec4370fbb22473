// collections.mjs: the class library's collections and text builders as a debugger shows them:
// an ArrayList as its elements, a HashMap as its entries (key = value), a StringBuilder as its text.
// The contents are read from the objects' own fields (the layouts of the JDK 17 class library), never
// by running Java code: a stopped program stays exactly as it was. A class not known here, or whose
// fields are not what they should be, is shown as a plain object (its fields) by values.mjs.
//
//   const view = collectionView(tree, handle, className);
//   // null, or { size, kind: 'list' | 'set' | 'map' | 'text', items(): [{ key?, value }], text? }
//
// `tree` is the ValueTree (values.mjs): it reads fields (field, readField) and holds the handles it
// reads until the program runs again.
import { findClass } from './class-details.mjs';

// Objects that wrap another collection in one field: the view is the wrapped collection's.
const WRAPPERS = new Map([
    ['java/util/Collections$UnmodifiableCollection', 'c'], ['java/util/Collections$UnmodifiableList', 'c'],
    ['java/util/Collections$UnmodifiableRandomAccessList', 'c'], ['java/util/Collections$UnmodifiableSet', 'c'],
    ['java/util/Collections$UnmodifiableSortedSet', 'c'], ['java/util/Collections$UnmodifiableNavigableSet', 'c'],
    ['java/util/Collections$UnmodifiableMap', 'm'], ['java/util/Collections$UnmodifiableSortedMap', 'm'],
    ['java/util/Collections$UnmodifiableNavigableMap', 'm'],
    ['java/util/Collections$SynchronizedCollection', 'c'], ['java/util/Collections$SynchronizedList', 'c'],
    ['java/util/Collections$SynchronizedRandomAccessList', 'c'], ['java/util/Collections$SynchronizedSet', 'c'],
    ['java/util/Collections$SynchronizedMap', 'm'],
    ['java/util/HashSet', 'map'], ['java/util/LinkedHashSet', 'map'], ['java/util/TreeSet', 'm'],
    ['java/util/concurrent/CopyOnWriteArraySet', 'al'],
]);

const SETS = new Set(['java/util/HashSet', 'java/util/LinkedHashSet', 'java/util/TreeSet', 'java/util/concurrent/CopyOnWriteArraySet',
    'java/util/Collections$UnmodifiableSet', 'java/util/Collections$UnmodifiableSortedSet', 'java/util/Collections$UnmodifiableNavigableSet',
    'java/util/Collections$SynchronizedSet']);

// How many elements a view reads at most (the rest is counted, not read).
const MAX_ITEMS = 10000;

class Reader {
    constructor(tree) {
        this.tree = tree;
        this.fields = new Map(); // class name -> its instance fields by name (a view reads many objects of few classes)
    }

    get(h, name) {
        const cls = this.tree.className(h);
        let byName = this.fields.get(cls);
        if (!byName) {
            // as ValueTree.field: the first of a name (a superclass's, when a subclass hides it)
            byName = new Map();
            for (const f of this.tree.fields(h)) if (!byName.has(f.name)) byName.set(f.name, f);
            this.fields.set(cls, byName);
        }
        const f = byName.get(name);
        if (!f) throw new Error(`no field ${name}`);
        return this.tree.readField(h, f);
    }

    arrayItems(arr, from = 0, to = null) {
        const java = this.tree.java;
        const n = java.arrayLength(arr);
        const out = [];
        for (let i = from; i < (to === null ? n : Math.min(to, n)) && out.length < MAX_ITEMS; i++) {
            const v = java.arrayGet(arr, i, 'L');
            out.push(v ? this.tree.hold(v) : v);
        }
        return out;
    }

    // Follows `next` from `node` (a linked chain), calling f on each node.
    chain(node, next, f) {
        for (let n = node, steps = 0; n && steps < MAX_ITEMS; n = this.get(n, next), steps++) f(n);
    }

    // Whether v is the private static `staticName` of class `signature` (a sentinel such as
    // ImmutableCollections.EMPTY), by identity.
    isSentinel(v, signature, staticName) {
        if (!v || this.tree.className(v) !== 'java/lang/Object') return false;
        const jvmti = this.tree.jvmti;
        const owner = loadedClass(this.tree, signature);
        if (!owner) return false;
        for (const f of jvmti.getClassFields(owner)) {
            const n = jvmti.getFieldName(owner, f);
            if (n.name !== staticName) continue;
            const s = this.tree.java.getField(null, owner, f, n.signature);
            const same = s ? s.is(v) : false;
            if (s) s.release();
            return same;
        }
        return false;
    }
}

// Loaded classes by signature, found once per debugger (class handles stay valid); null if not loaded.
const classCache = new WeakMap();
function loadedClass(tree, signature) {
    let cache = classCache.get(tree.dbg);
    if (!cache) classCache.set(tree.dbg, (cache = new Map()));
    if (!cache.has(signature)) {
        let found = null;
        try { found = findClass(tree.dbg, signature); } catch { found = null; }
        cache.set(signature, found);
    }
    return cache.get(signature);
}

function list(size, items) { return { kind: 'list', size, items: () => items().map((value) => ({ value })) }; }
function set(size, items) { return { kind: 'set', size, items: () => items().map((value) => ({ value })) }; }
function map(size, entries) { return { kind: 'map', size, items: entries }; }

function hashMapEntries(r, h) {
    const table = r.get(h, 'table');
    const out = [];
    if (!table) return out;
    for (const bin of r.arrayItems(table)) r.chain(bin, 'next', (n) => out.push({ key: r.get(n, 'key'), value: r.get(n, 'value') }));
    return out;
}

function linkedHashMapEntries(r, h) {
    const out = [];
    r.chain(r.get(h, 'head'), 'after', (n) => out.push({ key: r.get(n, 'key'), value: r.get(n, 'value') }));
    return out;
}

function treeMapEntries(r, h) {
    const out = [];
    // In order, without recursion: a stack of the left spine.
    const stack = [];
    let n = r.get(h, 'root');
    while ((n || stack.length) && out.length < MAX_ITEMS) {
        while (n) { stack.push(n); n = r.get(n, 'left'); }
        n = stack.pop();
        out.push({ key: r.get(n, 'key'), value: r.get(n, 'value') });
        n = r.get(n, 'right');
    }
    return out;
}

function concurrentHashMapEntries(r, h) {
    const table = r.get(h, 'table');
    const out = [];
    if (!table) return out;
    for (const bin of r.arrayItems(table)) {
        if (!bin) continue;
        const cls = r.tree.className(bin);
        if (cls === 'java/util/concurrent/ConcurrentHashMap$TreeBin') r.chain(r.get(bin, 'first'), 'next', (n) => out.push({ key: r.get(n, 'key'), value: r.get(n, 'val') }));
        else if (cls === 'java/util/concurrent/ConcurrentHashMap$Node' || cls === 'java/util/concurrent/ConcurrentHashMap$TreeNode') r.chain(bin, 'next', (n) => out.push({ key: r.get(n, 'key'), value: r.get(n, 'val') }));
    }
    return out;
}

// The text of an AbstractStringBuilder: its bytes are Latin-1 (coder 0) or UTF-16 (coder 1).
function builderText(r, h) {
    const count = r.get(h, 'count');
    const coder = r.get(h, 'coder');
    const value = r.get(h, 'value');
    const java = r.tree.java;
    let s = '';
    if (coder === 0) {
        for (let i = 0; i < count; i++) s += String.fromCharCode(java.arrayGet(value, i, 'B') & 0xff);
    } else {
        for (let i = 0; i < count; i++) {
            const lo = java.arrayGet(value, 2 * i, 'B') & 0xff;
            const hi = java.arrayGet(value, 2 * i + 1, 'B') & 0xff;
            // The VM stores UTF-16 in the platform's byte order: little-endian in both builds.
            s += String.fromCharCode(lo | (hi << 8));
        }
    }
    return s;
}

/** The readable view of object `h` of class `cls` (internal name), or null for other classes. */
export function collectionView(tree, h, cls) {
    const r = new Reader(tree);
    try {
        return view(r, h, cls);
    } catch {
        return null;   // not the layout this file knows: shown as a plain object
    }
}

function view(r, h, cls) {
    if (WRAPPERS.has(cls)) {
        const inner = r.get(h, WRAPPERS.get(cls));
        if (!inner) return null;
        const v = view(r, inner, r.tree.className(inner));
        if (!v) return null;
        if (SETS.has(cls) && v.kind === 'map') return set(v.size, () => v.items().map((e) => e.key));
        return v;
    }
    switch (cls) {
        case 'java/util/ArrayList': {
            const size = r.get(h, 'size');
            return list(size, () => r.arrayItems(r.get(h, 'elementData'), 0, size));
        }
        case 'java/util/Vector': case 'java/util/Stack': {
            const size = r.get(h, 'elementCount');
            return list(size, () => r.arrayItems(r.get(h, 'elementData'), 0, size));
        }
        case 'java/util/concurrent/CopyOnWriteArrayList': {
            const arr = r.get(h, 'array');
            return list(r.tree.java.arrayLength(arr), () => r.arrayItems(arr));
        }
        case 'java/util/Arrays$ArrayList': {
            const arr = r.get(h, 'a');
            return list(r.tree.java.arrayLength(arr), () => r.arrayItems(arr));
        }
        case 'java/util/LinkedList': {
            return list(r.get(h, 'size'), () => {
                const out = [];
                r.chain(r.get(h, 'first'), 'next', (n) => out.push(r.get(n, 'item')));
                return out;
            });
        }
        case 'java/util/ArrayDeque': {
            const arr = r.get(h, 'elements');
            const head = r.get(h, 'head');
            const tail = r.get(h, 'tail');
            const cap = r.tree.java.arrayLength(arr);
            const size = (tail - head + cap) % cap;
            return { kind: 'list', size, items: () => [...r.arrayItems(arr, head, head + size), ...(head + size > cap ? r.arrayItems(arr, 0, head + size - cap) : [])].map((value) => ({ value })) };
        }
        case 'java/util/PriorityQueue': {
            const size = r.get(h, 'size');
            return list(size, () => r.arrayItems(r.get(h, 'queue'), 0, size));
        }
        case 'java/util/ImmutableCollections$ListN': {
            const arr = r.get(h, 'elements');
            return list(r.tree.java.arrayLength(arr), () => r.arrayItems(arr));
        }
        case 'java/util/ImmutableCollections$List12': case 'java/util/ImmutableCollections$Set12': {
            const e0 = r.get(h, 'e0');
            const e1 = r.get(h, 'e1');
            const items = r.isSentinel(e1, 'Ljava/util/ImmutableCollections;', 'EMPTY') ? [e0] : [e0, e1];
            return cls.endsWith('List12') ? list(items.length, () => items) : set(items.length, () => items);
        }
        case 'java/util/ImmutableCollections$SetN': {
            return set(r.get(h, 'size'), () => r.arrayItems(r.get(h, 'elements')).filter((v) => v !== null));
        }
        case 'java/util/ImmutableCollections$MapN': {
            return map(r.get(h, 'size'), () => {
                const t = r.arrayItems(r.get(h, 'table'));
                const out = [];
                for (let i = 0; i + 1 < t.length; i += 2) if (t[i] !== null) out.push({ key: t[i], value: t[i + 1] });
                return out;
            });
        }
        case 'java/util/ImmutableCollections$Map1':
            return map(1, () => [{ key: r.get(h, 'k0'), value: r.get(h, 'v0') }]);
        case 'java/util/HashMap': return map(r.get(h, 'size'), () => hashMapEntries(r, h));
        case 'java/util/LinkedHashMap': return map(r.get(h, 'size'), () => linkedHashMapEntries(r, h));
        case 'java/util/TreeMap': return map(r.get(h, 'size'), () => treeMapEntries(r, h));
        case 'java/util/concurrent/ConcurrentHashMap': {
            const entries = concurrentHashMapEntries(r, h);
            return map(entries.length, () => entries);
        }
        case 'java/util/Collections$EmptyList': return list(0, () => []);
        case 'java/util/Collections$EmptySet': return set(0, () => []);
        case 'java/util/Collections$EmptyMap': return map(0, () => []);
        case 'java/util/Collections$SingletonList': return list(1, () => [r.get(h, 'element')]);
        case 'java/util/Collections$SingletonSet': return set(1, () => [r.get(h, 'element')]);
        case 'java/util/Collections$SingletonMap': return map(1, () => [{ key: r.get(h, 'k'), value: r.get(h, 'v') }]);
        case 'java/lang/StringBuilder': case 'java/lang/StringBuffer': {
            const text = builderText(r, h);
            return { kind: 'text', size: text.length, text, items: () => [] };
        }
        default:
            return null;
    }
}
