// ids.mjs: JDWP's ids for the JDWP server. Objects (threads, classes and every other object) are
// numbered through JVMTI tags in the server's own environment, so that the same object always gets the
// same id; the server holds a global reference per id (an object the debugger has seen is not
// collected while it is attached). Method and field ids are JVMTI's jmethodID and jfieldID numbers;
// frame ids stand for a depth in a suspended thread until that thread resumes. Facts about classes,
// methods and fields are cached here (one JVMTI query each).
import { Err, JdwpError, TypeTag } from './wire.mjs';

export class Ids {
    constructor(jvmti, values) {
        this.jvmti = jvmti;
        this.values = values;          // the bridge's JavaValues
        this.objects = new Map();      // id -> Handle
        this.nextId = 1;
        this.frames = new Map();       // frame id -> { threadId, depth }
        this.framesOf = new Map();     // thread id -> [frame ids]
        this.nextFrame = 1;
        this.methods = new Map();      // jmethodID -> { classId, name, signature, generic, modifiers }
        this.fields = new Map();       // jfieldID -> { fieldId, classId, name, signature, generic, modifiers }
        this.classes = new Map();      // class id -> { signature, generic, tag }
        this.wellKnown = new Map();    // internal name -> class Handle
    }

    /** The id of object `h` (a Handle; 0 for null), numbering it the first time. */
    idOf(h) {
        if (!h) return 0;
        const tag = Number(this.jvmti.getTag(h));
        if (tag) {
            if (!this.objects.has(tag)) this.objects.set(tag, h);
            return tag;
        }
        const id = this.nextId++;
        this.jvmti.setTag(h, id);
        this.objects.set(id, h);
        return id;
    }

    /** A fresh id, for a heap walk to tag an object with (objectsWithTags then holds the object). */
    reserveId() { return this.nextId++; }

    /** The object of id `id` (null for 0); INVALID_OBJECT for an id never given. */
    object(id, error = Err.INVALID_OBJECT) {
        if (!id) return null;
        const h = this.objects.get(id);
        if (!h) throw new JdwpError(error, `no object has id ${id}`);
        return h;
    }

    /** The object of id `id`, which must not be null. */
    nonNull(id, error = Err.INVALID_OBJECT) {
        const h = this.object(id, error);
        if (!h) throw new JdwpError(error, 'a null object');
        return h;
    }

    thread(id) { return this.nonNull(id, Err.INVALID_THREAD); }

    /** The class of id `id`: INVALID_CLASS when the object is not a class. */
    klass(id) {
        const h = this.object(id); // an id of no object is INVALID_OBJECT, of an object not a class INVALID_CLASS (HotSpot's answers)
        if (!h) throw new JdwpError(Err.INVALID_CLASS, 'a null class');
        this.classInfo(id);
        return h;
    }

    /** { signature, generic, tag } of class `id` (INVALID_CLASS if it is not a class). */
    classInfo(id) {
        let c = this.classes.get(id);
        if (c) return c;
        const h = this.object(id, Err.INVALID_CLASS);
        let sig;
        try { sig = this.jvmti.getClassSignature(h); } catch { throw new JdwpError(Err.INVALID_CLASS, `object ${id} is not a class`); }
        const tag = sig.signature.startsWith('[') ? TypeTag.ARRAY : this.jvmti.isInterface(h) ? TypeTag.INTERFACE : TypeTag.CLASS;
        c = { signature: sig.signature, generic: sig.generic, tag };
        this.classes.set(id, c);
        return c;
    }

    /** The class id and type tag of class Handle `k`. */
    classRef(k) {
        const id = this.idOf(k);
        return { id, tag: this.classInfo(id).tag };
    }

    /** The loaded class whose internal name is `name` (java/lang/String), cached; null if not loaded. */
    wellKnownClass(name) {
        if (this.wellKnown.has(name)) return this.wellKnown.get(name);
        const sig = `L${name};`;
        const k = this.jvmti.getLoadedClasses().find((c) => this.jvmti.getClassSignature(c).signature === sig) || null;
        if (k) this.wellKnown.set(name, k);
        return k;
    }

    /** The field `name` of loaded class `className` (internal name): { klass, fieldId }, or null. */
    fieldNamed(className, name) {
        const klass = this.wellKnownClass(className);
        const fieldId = klass && this.jvmti.getClassFields(klass).find((f) => this.jvmti.getFieldName(klass, f).name === name);
        return fieldId ? { klass, fieldId } : null;
    }

    /** The text of static String field `name` of class `className`, or null. */
    staticString(className, name) {
        const f = this.fieldNamed(className, name);
        const s = f && this.values.getField(null, f.klass, f.fieldId, 'L');
        return s ? this.values.string(s) : null;
    }

    method(methodId) {
        let m = this.methods.get(methodId);
        if (m) return m;
        let n;
        try { n = this.jvmti.getMethodName(methodId); } catch { throw new JdwpError(Err.INVALID_METHODID, `no method ${methodId}`); }
        const k = this.jvmti.getMethodDeclaringClass(methodId);
        m = { classId: this.idOf(k), name: n.name, signature: n.signature, generic: n.generic, modifiers: this.jvmti.getMethodModifiers(methodId) };
        this.methods.set(methodId, m);
        return m;
    }

    /** The field `fieldId` of class `classId` (or of one of its superclasses when classId is 0 and `object` is given). */
    field(fieldId, classId, object = null) {
        let f = this.fields.get(fieldId);
        if (f) return f;
        let k = classId ? this.klass(classId) : object ? this.values.objectClass(object) : null;
        while (k) {
            try {
                const n = this.jvmti.getFieldName(k, fieldId);
                f = { fieldId, classId: this.idOf(this.jvmti.getFieldDeclaringClass(k, fieldId)), name: n.name, signature: n.signature, generic: n.generic,
                    modifiers: this.jvmti.getFieldModifiers(k, fieldId) };
                this.fields.set(fieldId, f);
                return f;
            } catch {
                k = this.values.superclass(k);
            }
        }
        throw new JdwpError(Err.INVALID_FIELDID, `no field ${fieldId}`);
    }

    /** A location as JDWP writes it, of a method and a bytecode index. A method a redefinition made
        obsolete (a frame still running the old code) is written as method 0, as HotSpot's agent writes
        it: debuggers have no id for it (JDI shows "<obsolete>"). */
    location(methodId, index) {
        const m = this.method(methodId);
        const obsolete = this.jvmti.isMethodObsolete(methodId);
        return { tag: this.classInfo(m.classId).tag, classId: m.classId, methodId: obsolete ? 0 : methodId, index };
    }

    /** A frame id for depth `depth` of suspended thread `threadId`. */
    frameId(threadId, depth) {
        const id = this.nextFrame++;
        this.frames.set(id, { threadId, depth });
        if (!this.framesOf.has(threadId)) this.framesOf.set(threadId, []);
        this.framesOf.get(threadId).push(id);
        return id;
    }

    /** The depth of frame `frameId` of thread `threadId`. */
    frame(threadId, frameId) {
        const f = this.frames.get(frameId);
        if (!f || f.threadId !== threadId) throw new JdwpError(Err.INVALID_FRAMEID, `no frame ${frameId} in thread ${threadId}`);
        return f.depth;
    }

    /** The thread runs again: its frame ids are no longer valid. */
    forgetFrames(threadId) {
        for (const id of this.framesOf.get(threadId) || []) this.frames.delete(id);
        this.framesOf.delete(threadId);
    }
}
