// commands-types.mjs: the JDWP server's command sets about types and code: ReferenceType (2),
// ClassType (3), ArrayType (4), InterfaceType (5), Method (6), ClassObjectReference (17) and
// ModuleReference (18). Methods are invoked by invoke.mjs; arrays are made through JNI
// (wasm-bridge/agent/jni_access.c).
import { Err, JdwpError } from './wire.mjs';
import { invokeStatic, newInstance } from './invoke.mjs';

const SYNTHETIC = 0xf0000000 | 0;

// A class argument: its id, Handle and facts.
function classArg(a, r) {
    const id = r.id();
    const k = a.ids.klass(id);
    return { id, k, info: a.ids.classInfo(id) };
}

function writeFields(a, w, id, generic) {
    const k = a.ids.klass(id);
    const fields = a.jvmti.getClassFields(k);
    w.i32(fields.length);
    for (const f of fields) {
        const n = a.jvmti.getFieldName(k, f);
        let mods = a.jvmti.getFieldModifiers(k, f);
        if (a.caps.can_get_synthetic_attribute && a.jvmti.isFieldSynthetic(k, f)) mods |= SYNTHETIC;
        a.ids.fields.set(f, { fieldId: f, classId: id, name: n.name, signature: n.signature, generic: n.generic, modifiers: mods });
        w.id(f).string(n.name).string(n.signature);
        if (generic) w.string(n.generic || '');
        w.i32(mods);
    }
}

function writeMethods(a, w, id, generic) {
    const k = a.ids.klass(id);
    const methods = a.jvmti.getClassMethods(k);
    w.i32(methods.length);
    for (const m of methods) {
        const info = a.ids.method(m);
        let mods = info.modifiers;
        if (a.caps.can_get_synthetic_attribute && a.jvmti.isMethodSynthetic(m)) mods |= SYNTHETIC;
        w.id(m).string(info.name).string(info.signature);
        if (generic) w.string(info.generic || '');
        w.i32(mods);
    }
}

// Reads static field values of class `id` and writes them tagged.
function writeStaticValues(a, r, w, id) {
    const k = a.ids.klass(id);
    const n = r.i32();
    const fields = [];
    for (let i = 0; i < n; i++) fields.push(a.ids.field(r.id(), id));
    w.i32(n);
    for (const f of fields) {
        if (!(f.modifiers & 0x8)) throw new JdwpError(Err.INVALID_FIELDID, `${f.name} is not static`);
        a.tagged.writeTagged(w, f.signature, a.values.getField(null, k, f.fieldId, f.signature));
    }
}

function writeVariables(a, r, w, generic) {
    r.id(); // the class: the method id is enough
    const m = r.id();
    a.ids.method(m);
    let table; // a method without locals in a class compiled with -g has an empty one (JVMTI's answer)
    try { table = a.jvmti.getLocalVariableTable(m); } catch (e) {
        if (e.name !== 'JvmtiError') throw e;
        if (e.error === 'NATIVE_METHOD') throw new JdwpError(Err.NATIVE_METHOD);
        if (e.error === 'ABSENT_INFORMATION') throw new JdwpError(Err.ABSENT_INFORMATION);
        throw e;
    }
    w.i32(a.jvmti.getArgumentsSize(m)).i32(table.length);
    for (const v of table) {
        w.i64(v.startLocation).string(v.name).string(v.signature);
        if (generic) w.string(v.genericSignature || '');
        w.i32(v.length).i32(v.slot);
    }
}

// Instance field `name` of object `o` of class `className` (the module of a class object, a module's
// name and loader), read through JNI.
function objectField(a, o, className, name) {
    const f = a.ids.fieldNamed(className, name);
    if (!f) throw new JdwpError(Err.INTERNAL, `${className} has no field ${name}`);
    return a.values.getField(o, null, f.fieldId, 'L');
}

export const typeCommands = {
    2: { // ReferenceType
        1: (a, r, w) => w.string(classArg(a, r).info.signature),
        2: (a, r, w) => w.id(a.ids.idOf(a.jvmti.getClassLoader(a.ids.klass(r.id())))),
        3: (a, r, w) => w.i32(a.jvmti.getClassModifiers(classArg(a, r).k)), // Modifiers
        4: (a, r, w) => writeFields(a, w, r.id(), false),
        5: (a, r, w) => writeMethods(a, w, r.id(), false),
        6: (a, r, w) => writeStaticValues(a, r, w, r.id()),
        7: (a, r, w) => { // SourceFile
            const k = a.ids.klass(r.id());
            try { w.string(a.jvmti.getSourceFileName(k)); } catch (e) {
                if (e.name === 'JvmtiError' && e.error === 'ABSENT_INFORMATION') throw new JdwpError(Err.ABSENT_INFORMATION);
                throw e;
            }
        },
        8: (a, r, w) => { // NestedTypes: the loaded classes named <this>$<name> (one level down)
            const sig = classArg(a, r).info.signature;
            const prefix = sig.slice(0, -1) + '$';
            const nested = a.jvmti.getLoadedClasses().filter((k) => {
                const s = a.jvmti.getClassSignature(k).signature;
                return s.startsWith(prefix) && !s.slice(prefix.length, -1).includes('$');
            });
            w.i32(nested.length);
            for (const k of nested) { const c = a.ids.classRef(k); w.u8(c.tag).id(c.id); }
        },
        9: (a, r, w) => w.i32(a.classStatus(a.ids.klass(r.id()))),
        10: (a, r, w) => { // Interfaces
            const is = a.jvmti.getImplementedInterfaces(a.ids.klass(r.id()));
            w.i32(is.length);
            for (const i of is) w.id(a.ids.idOf(i));
        },
        11: (a, r, w) => { const id = r.id(); a.ids.klass(id); w.id(id); }, // ClassObject: a class's id is its object's
        12: (a, r, w) => { // SourceDebugExtension
            const k = a.ids.klass(r.id());
            let s;
            try { s = a.jvmti.getSourceDebugExtension(k); } catch (e) {
                if (e.name === 'JvmtiError' && e.error === 'ABSENT_INFORMATION') throw new JdwpError(Err.ABSENT_INFORMATION);
                throw e;
            }
            w.string(s);
        },
        13: (a, r, w) => { // SignatureWithGeneric
            const { info } = classArg(a, r);
            w.string(info.signature).string(info.generic || '');
        },
        14: (a, r, w) => writeFields(a, w, r.id(), true),
        15: (a, r, w) => writeMethods(a, w, r.id(), true),
        16: (a, r, w) => { // Instances
            const k = a.ids.klass(r.id());
            const max = r.i32();
            if (max < 0) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a negative maximum');
            const found = a.instances(k, max);
            w.i32(found.length);
            for (const o of found) a.tagged.writeTagged(w, 'L', o);
        },
        17: (a, r, w) => { // ClassFileVersion
            const v = a.jvmti.getClassVersionNumbers(a.ids.klass(r.id()));
            w.i32(v.majorVersion).i32(v.minorVersion);
        },
        18: (a, r, w) => { // ConstantPool
            const cp = a.jvmti.getConstantPool(a.ids.klass(r.id()));
            w.i32(cp.constantPoolCount).i32(cp.constantPoolBytes.length);
            for (const b of cp.constantPoolBytes) w.u8(b);
        },
        19: (a, r, w) => w.id(a.ids.idOf(objectField(a, a.ids.klass(r.id()), 'java/lang/Class', 'module'))), // Module
    },
    3: { // ClassType
        1: (a, r, w) => { // Superclass
            const id = r.id();
            const k = a.ids.klass(id);
            if (a.ids.classInfo(id).tag !== 1) throw new JdwpError(Err.INVALID_CLASS, 'not a class');
            w.id(a.ids.idOf(a.values.superclass(k)));
        },
        2: (a, r) => { // SetValues
            const { id, k } = classArg(a, r);
            const n = r.i32();
            for (let i = 0; i < n; i++) {
                const f = a.ids.field(r.id(), id);
                a.values.setField(null, k, f.fieldId, f.signature, a.tagged.readUntagged(r, f.signature));
            }
        },
        3: invokeStatic, // InvokeMethod
        4: newInstance,
    },
    4: { // ArrayType
        1: (a, r, w) => { // NewInstance: an array of zeros or nulls
            const { k, info } = classArg(a, r);
            const length = r.i32();
            // (HotSpot's agent makes an array of the type its second character names)
            if (!info.signature.startsWith('[')) throw new JdwpError(Err.INVALID_CLASS, `${info.signature} is not an array type`);
            const array = a.values.newArray(k, info.signature, length);
            // (a negative length too, as HotSpot's agent answers it)
            if (!array) throw new JdwpError(Err.OUT_OF_MEMORY, `no array of ${length} elements can be made`);
            a.tagged.writeTagged(w, '[', array);
        },
    },
    5: { 1: invokeStatic }, // InterfaceType.InvokeMethod
    6: { // Method
        1: (a, r, w) => { // LineTable
            r.id();
            const m = r.id();
            a.ids.method(m);
            if (a.jvmti.isMethodNative(m)) { w.i64(-1).i64(-1).i32(0); return; }
            const range = a.jvmti.getMethodLocation(m);
            let lines;
            try { lines = a.jvmti.getLineNumberTable(m); } catch (e) {
                if (e.name !== 'JvmtiError' || e.error !== 'ABSENT_INFORMATION') throw e;
                lines = []; // no line numbers: the code's range and no lines, as HotSpot answers
            }
            w.i64(range.startLocation).i64(range.endLocation).i32(lines.length);
            for (const l of lines) w.i64(l.startLocation).i32(l.lineNumber);
        },
        2: (a, r, w) => writeVariables(a, r, w, false),
        3: (a, r, w) => { // Bytecodes
            r.id();
            const b = a.jvmti.getBytecodes(r.id());
            w.i32(b.length);
            for (const x of b) w.u8(x);
        },
        4: (a, r, w) => { r.id(); w.bool(a.jvmti.isMethodObsolete(r.id())); }, // IsObsolete
        5: (a, r, w) => writeVariables(a, r, w, true),
    },
    17: { // ClassObjectReference.ReflectedType
        1: (a, r, w) => { const id = r.id(); const c = a.ids.classRef(a.ids.klass(id)); w.u8(c.tag).id(c.id); },
    },
    18: { // ModuleReference
        1: (a, r, w) => { // Name: "" for an unnamed module
            const name = objectField(a, a.ids.nonNull(r.id()), 'java/lang/Module', 'name');
            w.string(name ? a.values.string(name) : '');
        },
        2: (a, r, w) => w.id(a.ids.idOf(objectField(a, a.ids.nonNull(r.id()), 'java/lang/Module', 'loader'))),
    },
};
