// commands-objects.mjs: the JDWP server's command sets about objects: ObjectReference (9),
// StringReference (10), ArrayReference (13) and ClassLoaderReference (14). Field values and array
// elements are read and written through the bridge's JNI access, methods invoked by invoke.mjs.
import { Err, JdwpError, Tag } from './wire.mjs';
import { invokeInstance } from './invoke.mjs';
import { isPrimitive } from './values.mjs';

// The descriptor of the elements of array `o`.
function elementType(a, o) {
    const k = a.values.objectClass(o);
    const sig = a.ids.classInfo(a.ids.idOf(k)).signature;
    if (!sig.startsWith('[')) throw new JdwpError(Err.INVALID_ARRAY, 'not an array');
    return sig.slice(1);
}

export const objectCommands = {
    9: { // ObjectReference
        1: (a, r, w) => { // ReferenceType
            const c = a.ids.classRef(a.values.objectClass(a.ids.nonNull(r.id())));
            w.u8(c.tag).id(c.id);
        },
        2: (a, r, w) => { // GetValues
            const o = a.ids.nonNull(r.id());
            const n = r.i32();
            const fields = [];
            for (let i = 0; i < n; i++) fields.push(a.ids.field(r.id(), 0, o));
            w.i32(n);
            for (const f of fields) {
                const isStatic = (f.modifiers & 0x8) !== 0;
                const v = a.values.getField(isStatic ? null : o, isStatic ? a.ids.klass(f.classId) : null, f.fieldId, f.signature);
                a.tagged.writeTagged(w, f.signature, v);
            }
        },
        3: (a, r) => { // SetValues
            const o = a.ids.nonNull(r.id());
            const n = r.i32();
            for (let i = 0; i < n; i++) {
                const f = a.ids.field(r.id(), 0, o);
                const v = a.tagged.readUntagged(r, f.signature);
                const isStatic = (f.modifiers & 0x8) !== 0;
                a.values.setField(isStatic ? null : o, isStatic ? a.ids.klass(f.classId) : null, f.fieldId, f.signature, v);
            }
        },
        5: (a, r, w) => { // MonitorInfo
            const u = a.jvmti.getObjectMonitorUsage(a.ids.nonNull(r.id()));
            w.id(a.ids.idOf(u.owner)).i32(u.entryCount).i32(u.waiters.length);
            for (const t of u.waiters) w.id(a.ids.idOf(t));
        },
        6: invokeInstance, // InvokeMethod
        7: (a, r) => { a.ids.nonNull(r.id()); }, // DisableCollection: every object the debugger knows is held already
        8: (a, r) => { a.ids.nonNull(r.id()); }, // EnableCollection: held until the debugger detaches
        9: (a, r, w) => { a.ids.nonNull(r.id()); w.bool(false); }, // IsCollected
        10: (a, r, w) => { // ReferringObjects
            const o = a.ids.nonNull(r.id());
            const max = r.i32();
            if (max < 0) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a negative maximum');
            const found = a.referrers(o, max);
            w.i32(found.length);
            for (const x of found) a.tagged.writeTagged(w, 'L', x);
        },
    },
    10: { // StringReference.Value
        1: (a, r, w) => {
            const s = a.ids.nonNull(r.id());
            if (a.tagged.objectTag(s) !== Tag.STRING) throw new JdwpError(Err.INVALID_STRING, 'not a string');
            w.string(a.values.string(s));
        },
    },
    13: { // ArrayReference
        1: (a, r, w) => { const o = a.ids.nonNull(r.id()); elementType(a, o); w.i32(a.values.arrayLength(o)); }, // Length
        2: (a, r, w) => { // GetValues
            const o = a.ids.nonNull(r.id());
            const type = elementType(a, o);
            const first = r.i32();
            const length = r.i32();
            const n = a.values.arrayLength(o);
            if (first < 0 || first >= n) throw new JdwpError(Err.INVALID_INDEX, `index ${first} of ${n}`); // even for none, as HotSpot
            if (length < 0 || first + length > n) throw new JdwpError(Err.INVALID_LENGTH, `length ${length} from ${first} of ${n}`);
            w.u8(type.charCodeAt(0)).i32(length);
            for (let i = first; i < first + length; i++) {
                const v = a.values.arrayGet(o, i, type[0]);
                if (isPrimitive(type)) a.tagged.writeUntagged(w, type, v);
                else a.tagged.writeTagged(w, 'L', v);
            }
        },
        3: (a, r) => { // SetValues: every index is checked before any element changes
            const o = a.ids.nonNull(r.id());
            const type = elementType(a, o);
            const first = r.i32();
            const count = r.i32();
            const n = a.values.arrayLength(o);
            if (first < 0 || first >= n) throw new JdwpError(Err.INVALID_INDEX, `index ${first} of ${n}`); // even with no values, as HotSpot
            if (count < 0 || first + count > n) throw new JdwpError(Err.INVALID_LENGTH, `length ${count} from ${first} of ${n}`);
            const values = [];
            for (let i = 0; i < count; i++) values.push(a.tagged.readUntagged(r, isPrimitive(type) ? type : 'L'));
            values.forEach((v, i) => {
                try { a.values.arraySet(o, first + i, type[0], v); } catch (e) {
                    if (e instanceof TypeError) throw new JdwpError(Err.TYPE_MISMATCH, `element ${first + i}: ${e.message}`);
                    throw e;
                }
            });
        },
    },
    14: { // ClassLoaderReference.VisibleClasses
        1: (a, r, w) => {
            const loader = a.ids.object(r.id(), Err.INVALID_CLASS_LOADER);
            const classes = a.jvmti.getClassLoaderClasses(loader);
            w.i32(classes.length);
            for (const k of classes) { const c = a.ids.classRef(k); w.u8(c.tag).id(c.id); }
        },
    },
};
