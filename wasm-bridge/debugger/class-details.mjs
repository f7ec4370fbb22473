// class-details.mjs: the data of the debugger's class browser for one loaded class: its source file,
// kind, modifiers, superclass and interfaces, its fields with their types and modifiers (the static
// ones with their values once the class is initialized), and its methods with their Java signatures,
// modifiers and source line ranges. Plain JSON-able data.
import { typeName } from './values.mjs';

const CLASS_INITIALIZED = 0x4; // JVMTI_CLASS_STATUS_INITIALIZED
const ACC = { PUBLIC: 0x1, PRIVATE: 0x2, PROTECTED: 0x4, STATIC: 0x8, FINAL: 0x10, SYNCHRONIZED: 0x20, VOLATILE: 0x40, BRIDGE: 0x40,
    TRANSIENT: 0x80, VARARGS: 0x80, NATIVE: 0x100, INTERFACE: 0x200, ABSTRACT: 0x400, STRICT: 0x800, ANNOTATION: 0x2000 };

// Modifier words in Java's order; `of` is 'class', 'field' or 'method' (0x40 and 0x80 mean different things).
function modifierWords(m, of) {
    const w = [];
    if (m & ACC.PUBLIC) w.push('public');
    if (m & ACC.PROTECTED) w.push('protected');
    if (m & ACC.PRIVATE) w.push('private');
    if (m & ACC.ABSTRACT && !(of === 'class' && m & ACC.INTERFACE)) w.push('abstract');
    if (m & ACC.STATIC) w.push('static');
    if (m & ACC.FINAL) w.push('final');
    if (of === 'field' && m & ACC.TRANSIENT) w.push('transient');
    if (of === 'field' && m & ACC.VOLATILE) w.push('volatile');
    if (of === 'method' && m & ACC.SYNCHRONIZED) w.push('synchronized');
    if (of === 'method' && m & ACC.NATIVE) w.push('native');
    if (m & ACC.STRICT && of === 'method') w.push('strictfp');
    return w;
}

// The parameter types and return type of a method descriptor, as Java writes them.
export function methodTypes(descriptor) {
    const params = [];
    let i = 1;
    while (descriptor[i] !== ')') {
        const start = i;
        while (descriptor[i] === '[') i++;
        i = descriptor[i] === 'L' ? descriptor.indexOf(';', i) + 1 : i + 1;
        params.push(typeName(descriptor.slice(start, i)));
    }
    return { params, returns: typeName(descriptor.slice(i + 1)) };
}

/** The loaded class called `className` (java.util.ArrayList, java/util/ArrayList, Outer$Inner or
    Outer.Inner; an array class as int[] or [I): a Handle the caller releases. Throws when none is loaded. */
export function findClass(dbg, className) {
    const wanted = candidates(String(className).trim());
    let found = null;
    for (const c of dbg.jvmti.getLoadedClasses()) {
        if (!found && wanted.has(dbg.jvmti.getClassSignature(c).signature)) found = c;
        else c.release();
    }
    if (!found) throw new Error(`no loaded class is called ${className}`);
    return found;
}

// The class signatures a name may mean.
function candidates(name) {
    const out = new Set();
    let dims = 0;
    while (name.endsWith('[]')) { name = name.slice(0, -2); dims++; }
    if (name.startsWith('[') || (name.startsWith('L') && name.endsWith(';'))) { out.add(name); return out; }
    const prims = { boolean: 'Z', byte: 'B', char: 'C', short: 'S', int: 'I', long: 'J', float: 'F', double: 'D' };
    const arr = '['.repeat(dims);
    if (dims && prims[name]) { out.add(arr + prims[name]); return out; }
    const slashed = name.replace(/\./g, '/');
    out.add(`${arr}L${slashed};`);
    // Outer.Inner: the dots after the package may be nested classes' $
    const parts = slashed.split('/');
    for (let k = parts.length - 1; k > 0; k--) out.add(`${arr}L${parts.slice(0, k).join('/')}/${parts.slice(k).join('$')};`.replace(/^(\[*)L\//, '$1L'));
    out.add(`${arr}L${parts.join('$')};`);
    return out;
}

/** The class browser's view of a loaded class (see the file's comment). */
export function classDetails(dbg, className) {
    const j = dbg.jvmti;
    const klass = findClass(dbg, className);
    const held = [klass];
    try {
        const signature = j.getClassSignature(klass).signature;
        const internal = signature.startsWith('L') ? signature.slice(1, -1) : signature;
        const modifiers = j.getClassModifiers(klass);
        const status = j.getClassStatus(klass);
        const superclass = dbg.bridge.values.superclass(klass);
        if (superclass) held.push(superclass);
        const superName = superclass ? j.getClassSignature(superclass).signature.slice(1, -1) : null;
        const interfaces = j.getImplementedInterfaces(klass).map((i) => { held.push(i); return typeName(j.getClassSignature(i).signature); });
        let sourceFile = null;
        try { sourceFile = j.getSourceFileName(klass); } catch { sourceFile = null; }
        let version = null;
        try { const v = j.getClassVersionNumbers(klass); version = { major: v.majorVersion, minor: v.minorVersion }; } catch { version = null; }
        const kind = modifiers & ACC.ANNOTATION ? 'annotation' : modifiers & ACC.INTERFACE ? 'interface'
            : superName === 'java/lang/Enum' ? 'enum' : superName === 'java/lang/Record' ? 'record' : signature.startsWith('[') ? 'array' : 'class';
        const initialized = (status & CLASS_INITIALIZED) !== 0;
        const fields = signature.startsWith('[') ? [] : j.getClassFields(klass).map((f) => {
            const { name, signature: sig } = j.getFieldName(klass, f);
            const m = j.getFieldModifiers(klass, f);
            const out = { name, type: typeName(sig), descriptor: sig, modifiers: modifierWords(m, 'field'), static: (m & ACC.STATIC) !== 0 };
            if (out.static) out.value = initialized ? staticValue(dbg, klass, f, sig) : null;
            return out;
        });
        const methods = signature.startsWith('[') ? [] : j.getClassMethods(klass).map((method) => {
            const { name, signature: desc } = j.getMethodName(method);
            const m = j.getMethodModifiers(method);
            const { params, returns } = methodTypes(desc);
            const lines = dbg.lines(method).map((e) => e.line);
            const simple = name === '<init>' ? typeName(signature).split('.').pop() : name;
            return {
                name, descriptor: desc, modifiers: modifierWords(m, 'method'),
                signature: name === '<clinit>' ? 'static {}' : `${name === '<init>' ? '' : `${returns} `}${simple}(${params.join(', ')})`,
                lines: lines.length ? { first: Math.min(...lines), last: Math.max(...lines) } : null,
                native: (m & ACC.NATIVE) !== 0, abstract: (m & ACC.ABSTRACT) !== 0,
            };
        });
        return {
            name: typeName(signature), internalName: internal, sourceFile, kind, modifiers: modifierWords(modifiers, 'class'),
            superclass: superName ? typeName(`L${superName};`) : null, interfaces, version,
            status: { prepared: (status & 0x2) !== 0, initialized, error: (status & 0x8) !== 0 }, fields, methods,
        };
    } finally {
        for (const h of held) h.release();
    }
}

// A static field's value: { text } for a primitive (and value), { text, ref } for an object.
function staticValue(dbg, klass, f, sig) {
    try {
        const v = dbg.bridge.values.getField(null, klass, f, sig);
        if (v && typeof v === 'object') {
            const out = { text: dbg.values.display(v), ref: dbg.values.objectId(v) };
            v.release();
            return out;
        }
        return { text: dbg.values.display(v, sig[0]) };
    } catch (e) {
        return { text: `<${e.message}>` };
    }
}
