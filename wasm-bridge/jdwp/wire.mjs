// wire.mjs: JDWP's wire format (the JDK 17 JDWP specification): the handshake, packets (commands and
// replies, 11-byte headers, big-endian), the readers and writers of their data (ids are 8 bytes, as
// IDSizes says), and the protocol's constants (command sets, error codes, event kinds, tags). Bytes are
// Uint8Arrays, so the same code runs under Node and in a browser's worker.

export const HANDSHAKE = 'JDWP-Handshake';
export const REPLY_FLAG = 0x80;
export const ID_SIZE = 8;

export const Err = {
    NONE: 0, INVALID_THREAD: 10, INVALID_THREAD_GROUP: 11, THREAD_NOT_SUSPENDED: 13, THREAD_SUSPENDED: 14,
    THREAD_NOT_ALIVE: 15, INVALID_OBJECT: 20, INVALID_CLASS: 21, CLASS_NOT_PREPARED: 22, INVALID_METHODID: 23,
    INVALID_LOCATION: 24, INVALID_FIELDID: 25, INVALID_FRAMEID: 30, NO_MORE_FRAMES: 31, OPAQUE_FRAME: 32,
    NOT_CURRENT_FRAME: 33, TYPE_MISMATCH: 34, INVALID_SLOT: 35, DUPLICATE: 40, NOT_FOUND: 41,
    INVALID_MONITOR: 50, NOT_MONITOR_OWNER: 51, INTERRUPT: 52, NOT_IMPLEMENTED: 99, NULL_POINTER: 100,
    ABSENT_INFORMATION: 101, INVALID_EVENT_TYPE: 102, ILLEGAL_ARGUMENT: 103, OUT_OF_MEMORY: 110,
    ACCESS_DENIED: 111, VM_DEAD: 112, INTERNAL: 113, UNATTACHED_THREAD: 115, INVALID_TAG: 500,
    ALREADY_INVOKING: 502, INVALID_INDEX: 503, INVALID_LENGTH: 504, INVALID_STRING: 506,
    INVALID_CLASS_LOADER: 507, INVALID_ARRAY: 508, NATIVE_METHOD: 511, INVALID_COUNT: 512,
};

export const EventKind = {
    SINGLE_STEP: 1, BREAKPOINT: 2, FRAME_POP: 3, EXCEPTION: 4, USER_DEFINED: 5, THREAD_START: 6,
    THREAD_DEATH: 7, CLASS_PREPARE: 8, CLASS_UNLOAD: 9, CLASS_LOAD: 10, FIELD_ACCESS: 20,
    FIELD_MODIFICATION: 21, EXCEPTION_CATCH: 30, METHOD_ENTRY: 40, METHOD_EXIT: 41,
    METHOD_EXIT_WITH_RETURN_VALUE: 42, MONITOR_CONTENDED_ENTER: 43, MONITOR_CONTENDED_ENTERED: 44,
    MONITOR_WAIT: 45, MONITOR_WAITED: 46, VM_START: 90, VM_DEATH: 99, VM_DISCONNECTED: 100,
};

export const Modifier = {
    Count: 1, Conditional: 2, ThreadOnly: 3, ClassOnly: 4, ClassMatch: 5, ClassExclude: 6, LocationOnly: 7,
    ExceptionOnly: 8, FieldOnly: 9, Step: 10, InstanceOnly: 11, SourceNameMatch: 12,
};

export const SuspendPolicy = { NONE: 0, EVENT_THREAD: 1, ALL: 2 };
export const TypeTag = { CLASS: 1, INTERFACE: 2, ARRAY: 3 };
export const ClassStatus = { VERIFIED: 1, PREPARED: 2, INITIALIZED: 4, ERROR: 8 };
export const ThreadStatus = { ZOMBIE: 0, RUNNING: 1, SLEEPING: 2, MONITOR: 3, WAIT: 4 };
export const StepDepth = { INTO: 0, OVER: 1, OUT: 2 };
export const StepSize = { MIN: 0, LINE: 1 };

// Value tags: the descriptor characters for primitives and arrays, and letters for the kinds of objects.
export const Tag = {
    ARRAY: 91, BYTE: 66, CHAR: 67, OBJECT: 76, FLOAT: 70, DOUBLE: 68, INT: 73, LONG: 74, SHORT: 83,
    VOID: 86, BOOLEAN: 90, STRING: 115, THREAD: 116, THREAD_GROUP: 103, CLASS_LOADER: 108, CLASS_OBJECT: 99,
};

/** A JDWP failure answered as the reply's error code. */
export class JdwpError extends Error {
    constructor(code, message) {
        super(message || `JDWP error ${code}`);
        this.code = code;
    }
}

const decoder = new TextDecoder();

/** Reads a packet's data. Data cut short is answered INTERNAL, as HotSpot's agent answers it. */
export class Reader {
    constructor(buf, off = 0) {
        this.buf = buf;
        this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
        this.off = off;
    }
    need(n) { if (this.off + n > this.buf.length) throw new JdwpError(Err.INTERNAL, 'the command\'s data is too short'); }
    u8() { this.need(1); return this.view.getUint8(this.off++); }
    i8() { this.need(1); return this.view.getInt8(this.off++); }
    bool() { return this.u8() !== 0; }
    u16() { this.need(2); const v = this.view.getUint16(this.off); this.off += 2; return v; }
    i16() { this.need(2); const v = this.view.getInt16(this.off); this.off += 2; return v; }
    i32() { this.need(4); const v = this.view.getInt32(this.off); this.off += 4; return v; }
    i64() { this.need(8); const v = this.view.getBigInt64(this.off); this.off += 8; return v; }
    f32() { this.need(4); const v = this.view.getFloat32(this.off); this.off += 4; return v; }
    f64() { this.need(8); const v = this.view.getFloat64(this.off); this.off += 8; return v; }
    /** An object, class, method, field or frame id, as a number (ids stay below 2^53). */
    id() { return Number(this.i64()); }
    string() {
        const n = this.i32();
        if (n < 0) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a negative string length');
        this.need(n);
        const s = decoder.decode(this.buf.subarray(this.off, this.off + n));
        this.off += n;
        return s;
    }
    location() { return { tag: this.u8(), classId: this.id(), methodId: this.id(), index: Number(this.i64()) }; }
}

const encoder = new TextEncoder();

/** Builds a packet's data (a Uint8Array: the same code under Node and in a browser's worker). */
export class Writer {
    constructor() {
        this.buf = new Uint8Array(256);
        this.view = new DataView(this.buf.buffer);
        this.len = 0;
    }
    room(n) {
        if (this.len + n <= this.buf.length) return;
        const b = new Uint8Array(Math.max(this.buf.length * 2, this.len + n));
        b.set(this.buf.subarray(0, this.len));
        this.buf = b;
        this.view = new DataView(b.buffer);
    }
    u8(v) { this.room(1); this.view.setUint8(this.len, v & 0xff); this.len += 1; return this; }
    bool(v) { return this.u8(v ? 1 : 0); }
    i16(v) { this.room(2); this.view.setInt16(this.len, v); this.len += 2; return this; }
    u16(v) { this.room(2); this.view.setUint16(this.len, v & 0xffff); this.len += 2; return this; }
    i32(v) { this.room(4); this.view.setInt32(this.len, v | 0); this.len += 4; return this; }
    i64(v) { this.room(8); this.view.setBigInt64(this.len, BigInt.asIntN(64, BigInt(v))); this.len += 8; return this; }
    f32(v) { this.room(4); this.view.setFloat32(this.len, v); this.len += 4; return this; }
    f64(v) { this.room(8); this.view.setFloat64(this.len, v); this.len += 8; return this; }
    id(v) { return this.i64(v || 0); }
    string(s) {
        const b = encoder.encode(String(s));
        this.i32(b.length);
        this.room(b.length);
        this.buf.set(b, this.len);
        this.len += b.length;
        return this;
    }
    location(l) {
        if (!l) return this.u8(TypeTag.CLASS).id(0).id(0).i64(0);
        return this.u8(l.tag).id(l.classId).id(l.methodId).i64(l.index);
    }
    bytes() { return this.buf.subarray(0, this.len); }
}

// A packet: its 11-byte header, then the data.
function packet(id, flags, a, b, data) {
    const d = data || new Uint8Array(0);
    const out = new Uint8Array(11 + d.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, 11 + d.length);
    v.setUint32(4, id >>> 0);
    v.setUint8(8, flags);
    if (flags & REPLY_FLAG) v.setUint16(9, a);
    else { v.setUint8(9, a); v.setUint8(10, b); }
    out.set(d, 11);
    return out;
}

/** A command packet: id, command set, command and data. */
export const commandPacket = (id, set, cmd, data) => packet(id, 0, set, cmd, data);

/** A reply packet to command `id`: error code and data (none with an error). */
export const replyPacket = (id, error, data) => packet(id, REPLY_FLAG, error, 0, error ? null : data);

/**
 * Splits a byte stream into packets: push(chunk) returns the complete packets seen so far, each
 * { id, flags, set, cmd, error, data } (set/cmd for commands, error for replies).
 */
export class PacketSplitter {
    constructor() { this.pending = new Uint8Array(0); }
    push(chunk) {
        const c = chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk);
        if (this.pending.length) {
            const both = new Uint8Array(this.pending.length + c.length);
            both.set(this.pending);
            both.set(c, this.pending.length);
            this.pending = both;
        } else this.pending = c.slice();
        const out = [];
        while (this.pending.length >= 11) {
            const v = new DataView(this.pending.buffer, this.pending.byteOffset, this.pending.length);
            const len = v.getUint32(0);
            if (len < 11) throw new Error(`a JDWP packet of length ${len}`);
            if (this.pending.length < len) break;
            const flags = v.getUint8(8);
            const pk = { id: v.getUint32(4), flags, data: this.pending.slice(11, len) };
            if (flags & REPLY_FLAG) pk.error = v.getUint16(9);
            else { pk.set = v.getUint8(9); pk.cmd = v.getUint8(10); }
            out.push(pk);
            this.pending = this.pending.subarray(len);
        }
        return out;
    }
}

/**
 * The receiving side of a JDWP connection of the VM: the debugger's handshake first (answered with
 * `answer(bytes)`), then packets. push(chunk) returns the packets complete so far; a connection that
 * does not start with the handshake throws.
 */
export class JdwpStream {
    constructor(answer) {
        this.answer = answer;
        this.handshake = new Uint8Array(0);
        this.splitter = null;
    }
    get open() { return this.splitter !== null; }
    push(chunk) {
        let c = chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk);
        if (!this.splitter) {
            const both = new Uint8Array(this.handshake.length + c.length);
            both.set(this.handshake);
            both.set(c, this.handshake.length);
            this.handshake = both;
            if (both.length < HANDSHAKE.length) return [];
            const received = String.fromCharCode(...both.subarray(0, HANDSHAKE.length));
            if (received !== HANDSHAKE) {
                // HotSpot's agent's words (after "Debugger failed to attach: ")
                throw Object.assign(new Error(`handshake failed - received >${received}< - expected >${HANDSHAKE}<`), { handshake: true });
            }
            this.splitter = new PacketSplitter();
            this.answer(encoder.encode(HANDSHAKE));
            c = both.subarray(HANDSHAKE.length);
        }
        return this.splitter.push(c);
    }
}
