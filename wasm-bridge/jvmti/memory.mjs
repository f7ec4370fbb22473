// memory.mjs: reading and writing the WebAssembly VM's memory for the JVMTI bridge: integers, 64-bit
// values as BigInt, floats, pointers (unsigned 32-bit), and strings in the JVM's modified UTF-8 (the
// encoding of every JVMTI string: NUL as two bytes, supplementary characters as surrogate pairs).

export class Memory {
    /** `module` is the Emscripten module of the VM (HEAPU8, the vitrine_bridge_* exports). */
    constructor(module) {
        this.module = module;
        this.buffer = null;
        this.view = null;
    }

    // The memory may grow (and its ArrayBuffer be replaced) whenever C code runs.
    dv() {
        const buf = this.module.HEAPU8.buffer;
        if (buf !== this.buffer) {
            this.buffer = buf;
            this.view = new DataView(buf);
        }
        return this.view;
    }

    u8(p) { return this.dv().getUint8(p); }
    i8(p) { return this.dv().getInt8(p); }
    u16(p) { return this.dv().getUint16(p, true); }
    i16(p) { return this.dv().getInt16(p, true); }
    i32(p) { return this.dv().getInt32(p, true); }
    u32(p) { return this.dv().getUint32(p, true); }
    i64(p) { return this.dv().getBigInt64(p, true); }
    f32(p) { return this.dv().getFloat32(p, true); }
    f64(p) { return this.dv().getFloat64(p, true); }
    ptr(p) { return this.dv().getUint32(p, true); }

    setI32(p, v) { this.dv().setInt32(p, v, true); }
    setU32(p, v) { this.dv().setUint32(p, v >>> 0, true); }
    setI64(p, v) { this.dv().setBigInt64(p, BigInt.asIntN(64, BigInt(v)), true); }
    setU64(p, v) { this.dv().setBigUint64(p, BigInt.asUintN(64, BigInt(v)), true); }
    setF32(p, v) { this.dv().setFloat32(p, v, true); }
    setF64(p, v) { this.dv().setFloat64(p, v, true); }

    bytes(p, n) { return new Uint8Array(this.module.HEAPU8.buffer, p, n).slice(); }
    setBytes(p, bytes) { this.module.HEAPU8.set(bytes, p); }

    /** The NUL-terminated modified UTF-8 string at p (null for a NULL pointer). */
    string(p) {
        if (!p) return null;
        const heap = this.module.HEAPU8;
        let end = p;
        while (heap[end] !== 0) end++;
        return decodeModifiedUtf8(heap.subarray(p, end));
    }
}

/** Decodes modified UTF-8 (also plain UTF-8 of the Basic Multilingual Plane) to a JavaScript string. */
export function decodeModifiedUtf8(b) {
    let s = '';
    for (let i = 0; i < b.length;) {
        const c = b[i];
        let code;
        if (c < 0x80) { code = c; i += 1; }
        else if ((c & 0xe0) === 0xc0 && i + 1 < b.length) { code = ((c & 0x1f) << 6) | (b[i + 1] & 0x3f); i += 2; }
        else if ((c & 0xf0) === 0xe0 && i + 2 < b.length) { code = ((c & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f); i += 3; }
        else if ((c & 0xf8) === 0xf0 && i + 3 < b.length) {
            // standard UTF-8 of a supplementary character (not modified UTF-8, but be lenient)
            const cp = ((c & 0x07) << 18) | ((b[i + 1] & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6) | (b[i + 3] & 0x3f);
            s += String.fromCodePoint(cp);
            i += 4;
            continue;
        } else { code = 0xfffd; i += 1; }
        s += String.fromCharCode(code);
    }
    return s;
}

/** Encodes a JavaScript string as modified UTF-8 (no terminating NUL). */
export function encodeModifiedUtf8(s) {
    const out = [];
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i); // UTF-16 code units: surrogates are encoded one by one, as the JVM does
        if (c !== 0 && c < 0x80) out.push(c);
        else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
        else out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    }
    return Uint8Array.from(out);
}
