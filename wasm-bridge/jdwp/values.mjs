// values.mjs: Java values on JDWP's wire for the JDWP server: a value is written by its type's tag
// (the descriptor character; for objects a tag saying what kind of object: string, thread, thread
// group, class loader, class object, array or plain object) and read back into what the bridge takes
// (numbers, BigInt for long, Handles for objects).
import { Err, JdwpError, Tag } from './wire.mjs';

const PRIMITIVE = new Set(['Z', 'B', 'C', 'S', 'I', 'J', 'F', 'D']);

export class Values {
    constructor(ids, bridgeValues) {
        this.ids = ids;
        this.values = bridgeValues;
    }

    /** The tag of object `h` (a Handle, or null: OBJECT). */
    objectTag(h) {
        if (!h) return Tag.OBJECT;
        const k = this.values.objectClass(h);
        const sig = this.ids.classInfo(this.ids.idOf(k)).signature;
        if (sig.startsWith('[')) return Tag.ARRAY;
        const is = (name) => {
            const c = this.ids.wellKnownClass(name);
            return c && this.values.isInstance(h, c);
        };
        if (sig === 'Ljava/lang/String;') return Tag.STRING;
        if (sig === 'Ljava/lang/Class;') return Tag.CLASS_OBJECT;
        if (is('java/lang/Thread')) return Tag.THREAD;
        if (is('java/lang/ThreadGroup')) return Tag.THREAD_GROUP;
        if (is('java/lang/ClassLoader')) return Tag.CLASS_LOADER;
        return Tag.OBJECT;
    }

    /** Writes v, of the type described by `type` (a descriptor), without its tag. */
    writeUntagged(w, type, v) {
        switch (type[0]) {
            case 'Z': return w.bool(v === true || (typeof v === 'number' && v !== 0));
            case 'B': return w.u8(Number(v));
            case 'C': return w.u16(typeof v === 'string' ? v.charCodeAt(0) : Number(v));
            case 'S': return w.i16(Number(v));
            case 'I': return w.i32(Number(v));
            case 'J': return w.i64(v);
            case 'F': return w.f32(Number(v));
            case 'D': return w.f64(Number(v));
            default: return w.id(this.ids.idOf(v));
        }
    }

    /** Writes v with its tag: a primitive's descriptor character, an object's kind. */
    writeTagged(w, type, v) {
        const tag = PRIMITIVE.has(type[0]) ? type.charCodeAt(0) : type[0] === 'V' ? Tag.VOID : this.objectTag(v);
        w.u8(tag);
        if (tag === Tag.VOID) return w;
        return this.writeUntagged(w, PRIMITIVE.has(type[0]) ? type : 'L', v);
    }

    /** Reads a value of type `type` (a descriptor) written without a tag. */
    readUntagged(r, type) {
        switch (type[0]) {
            case 'Z': return r.bool();
            case 'B': return r.i8();
            case 'C': return r.u16();
            case 'S': return r.i16();
            case 'I': return r.i32();
            case 'J': return r.i64();
            case 'F': return r.f32();
            case 'D': return r.f64();
            case 'L': case '[': return this.ids.object(r.id());
            default: throw new JdwpError(Err.INVALID_TAG, `no value has type ${type}`);
        }
    }

    /** Reads a tagged value: { type (a descriptor character), value }. */
    readTagged(r) {
        const t = String.fromCharCode(r.u8());
        if (PRIMITIVE.has(t)) return { type: t, value: this.readUntagged(r, t) };
        if (t === 'V') return { type: 'V', value: undefined };
        if ('[Lstgcl'.includes(t)) return { type: 'L', value: this.ids.object(r.id()) };
        throw new JdwpError(Err.INVALID_TAG, `no value has tag ${t}`);
    }
}

/** Whether descriptor `type` is of a primitive. */
export const isPrimitive = (type) => PRIMITIVE.has(type[0]);
