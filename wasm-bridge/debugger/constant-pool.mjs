// constant-pool.mjs: a class's constant pool as JVMTI's GetConstantPool gives it (the class file's
// constant_pool bytes, entries from index 1, in the Java 17 class file format: JVMS 4.4), read into
// entries, and the text a debugger shows for an entry: "java/io/PrintStream.println(Ljava/lang/String;)V"
// for a method reference, "java/lang/System.out:Ljava/io/PrintStream;" for a field, 42, "hello",
// class java/lang/String... The bytecode view (bytecode.mjs) resolves instructions' operands through it.
import { decodeModifiedUtf8 } from '../jvmti/memory.mjs';

// JVMS 4.4's tags.
export const TAGS = {
    1: 'Utf8', 3: 'Integer', 4: 'Float', 5: 'Long', 6: 'Double', 7: 'Class', 8: 'String', 9: 'Fieldref',
    10: 'Methodref', 11: 'InterfaceMethodref', 12: 'NameAndType', 15: 'MethodHandle', 16: 'MethodType',
    17: 'Dynamic', 18: 'InvokeDynamic', 19: 'Module', 20: 'Package',
};

// JVMS 4.4.8's reference kinds of a MethodHandle.
const REF_KINDS = ['', 'getField', 'getStatic', 'putField', 'putStatic', 'invokeVirtual', 'invokeStatic', 'invokeSpecial',
    'newInvokeSpecial', 'invokeInterface'];

/** The entries of a constant pool: `count` is constant_pool_count, `bytes` the entries' bytes (exactly
    them). Entry i is { tag, ... } (index 0 and the second slot of a Long or Double are null). Throws on
    malformed bytes. */
export function parseConstantPool(count, bytes) {
    const { entries, length } = scanConstantPool(count, bytes);
    if (length !== bytes.length) throw new Error(`the constant pool's ${count - 1} entries end at byte ${length} of ${bytes.length}`);
    return entries;
}

/** The `count` - 1 entries at the start of `bytes` (a class file's from its byte 10, say) and the
    number of bytes they take: { entries, length }. */
export function scanConstantPool(count, bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const entries = new Array(count).fill(null);
    let p = 0;
    const need = (n, i) => { if (p + n > bytes.length) throw new Error(`constant pool entry ${i} runs past the pool's ${bytes.length} bytes`); };
    for (let i = 1; i < count; i++) {
        need(1, i);
        const tag = bytes[p++];
        const u2 = () => { need(2, i); const v = dv.getUint16(p); p += 2; return v; };
        let e;
        switch (tag) {
            case 1: { const n = u2(); need(n, i); e = { value: decodeModifiedUtf8(bytes.subarray(p, p + n)) }; p += n; break; }
            case 3: need(4, i); e = { value: dv.getInt32(p) }; p += 4; break;
            case 4: need(4, i); e = { value: dv.getFloat32(p) }; p += 4; break;
            case 5: need(8, i); e = { value: dv.getBigInt64(p) }; p += 8; break;
            case 6: need(8, i); e = { value: dv.getFloat64(p) }; p += 8; break;
            case 7: case 8: case 16: case 19: case 20: e = { ref: u2() }; break;
            case 9: case 10: case 11: e = { classIndex: u2(), nameAndType: u2() }; break;
            case 12: e = { nameIndex: u2(), descriptorIndex: u2() }; break;
            case 15: need(1, i); e = { kind: bytes[p++], ref: u2() }; break;
            case 17: case 18: e = { bootstrap: u2(), nameAndType: u2() }; break;
            default: throw new Error(`constant pool entry ${i} has tag ${tag}, which no Java 17 class file has`);
        }
        entries[i] = { tag: TAGS[tag], ...e };
        if (tag === 5 || tag === 6) i++; // a Long or Double takes two entries
    }
    return { entries, length: p };
}

/** Reading and showing the entries of one parsed pool. */
export class ConstantPool {
    /** `entries`: as parseConstantPool gives them. */
    constructor(entries) {
        this.entries = entries;
    }

    /** The pool of GetConstantPool's count and bytes. */
    static parse(count, bytes) { return new ConstantPool(parseConstantPool(count, bytes)); }

    entry(i, ...tags) {
        const e = this.entries[i];
        if (!e) throw new Error(`no constant pool entry ${i}`);
        if (tags.length && !tags.includes(e.tag)) throw new Error(`constant pool entry ${i} is a ${e.tag}, not a ${tags.join(' or ')}`);
        return e;
    }

    utf8(i) { return this.entry(i, 'Utf8').value; }

    /** The internal name of Class entry i (java/lang/String, or [I for an array class). */
    className(i) { return this.utf8(this.entry(i, 'Class').ref); }

    /** { name, descriptor } of NameAndType entry i. */
    nameAndType(i) {
        const e = this.entry(i, 'NameAndType');
        return { name: this.utf8(e.nameIndex), descriptor: this.utf8(e.descriptorIndex) };
    }

    /** { kind, owner, name, descriptor } of a Fieldref, Methodref or InterfaceMethodref. */
    member(i) {
        const e = this.entry(i, 'Fieldref', 'Methodref', 'InterfaceMethodref');
        return { kind: e.tag, owner: this.className(e.classIndex), ...this.nameAndType(e.nameAndType) };
    }

    /** The text of entry i as a debugger shows it. */
    text(i) {
        const e = this.entry(i);
        switch (e.tag) {
            case 'Utf8': return JSON.stringify(e.value);
            case 'Integer': return String(e.value);
            case 'Float': return `${javaFloat(e.value, true)}f`;
            case 'Long': return `${e.value}L`;
            case 'Double': return javaFloat(e.value, false);
            case 'String': return JSON.stringify(this.utf8(e.ref));
            case 'Class': return `class ${this.className(i)}`;
            case 'MethodType': return `MethodType ${this.utf8(e.ref)}`;
            case 'Module': return `module ${this.utf8(e.ref)}`;
            case 'Package': return `package ${this.utf8(e.ref)}`;
            case 'NameAndType': { const n = this.nameAndType(i); return `${n.name}:${n.descriptor}`; }
            case 'Fieldref': { const m = this.member(i); return `${m.owner}.${m.name}:${m.descriptor}`; }
            case 'Methodref': case 'InterfaceMethodref': { const m = this.member(i); return `${m.owner}.${m.name}${m.descriptor}`; }
            case 'MethodHandle': return `MethodHandle ${REF_KINDS[e.kind] || `kind ${e.kind}`} ${this.text(e.ref)}`;
            case 'Dynamic': case 'InvokeDynamic': {
                const n = this.nameAndType(e.nameAndType);
                return `${e.tag === 'Dynamic' ? 'dynamic ' : ''}bootstrap #${e.bootstrap} ${n.name}${e.tag === 'Dynamic' ? ':' : ''}${n.descriptor}`;
            }
            default: return e.tag;
        }
    }
}

// A float or double as Java prints it (Float.toString, Double.toString): plain between 10^-3 and 10^7,
// else computerized scientific notation (1.0E7).
function javaFloat(v, single) {
    if (Number.isNaN(v)) return 'NaN';
    if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
    if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
    const n = single ? shortestFloat(v) : v;
    const a = Math.abs(n);
    if (a >= 1e-3 && a < 1e7) {
        const s = String(n);
        return s.includes('.') ? s : `${s}.0`;
    }
    const [mantissa, exponent] = n.toExponential().split('e');
    return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

// The shortest decimal that reads back as the same 32-bit float.
function shortestFloat(v) {
    for (let digits = 1; digits <= 9; digits++) {
        const n = Number(v.toPrecision(digits));
        if (Math.fround(n) === v) return n;
    }
    return v;
}
