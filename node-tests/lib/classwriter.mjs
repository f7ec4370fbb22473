// classwriter.mjs: a small class file assembler for tests that need class files javac will not write
// (invalid bytecode, hand-made stack maps). Constant pool entries are made on demand and shared;
// code is given as bytes, with cp indices taken from the writer (u2() splits them).
//
//   const cw = new ClassWriter({ name: 'Bad', version: 61 });
//   cw.method(0x9, 'run', '()V', { maxStack: 1, maxLocals: 0, code: [0x03, 0xb1 /* iconst_0 return */] });
//   fs.writeFileSync('Bad.class', cw.bytes());
//
// Stack map frames are written as full_frame entries: { pc, locals: [...], stack: [...] } with types
// 'top', 'int', 'float', 'long', 'double', 'null', 'uninitThis', { uninit: pc } or a class name.

export const u2 = (v) => [(v >> 8) & 0xff, v & 0xff];
export const u4 = (v) => [(v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];

export class ClassWriter {
  constructor({ name, superName = 'java/lang/Object', version = 61, access = 0x21, interfaces = [] }) {
    this.pool = [];
    this.keys = new Map();
    this.version = version;
    this.access = access;
    this.thisIndex = this.cls(name);
    this.superIndex = superName ? this.cls(superName) : 0;
    this.interfaces = interfaces.map((i) => this.cls(i));
    this.fields = [];
    this.methods = [];
  }

  entry(key, bytes, slots = 1) {
    if (this.keys.has(key)) return this.keys.get(key);
    const index = this.pool.reduce((n, e) => n + e.slots, 1);
    this.pool.push({ bytes, slots });
    this.keys.set(key, index);
    return index;
  }

  utf8(s) {
    const b = Buffer.from(s, 'utf8');
    return this.entry(`u:${s}`, [1, ...u2(b.length), ...b]);
  }
  cls(name) { return this.entry(`c:${name}`, [7, ...u2(this.utf8(name))]); }
  string(s) { return this.entry(`s:${s}`, [8, ...u2(this.utf8(s))]); }
  int(v) { return this.entry(`i:${v}`, [3, ...u4(v)]); }
  long(v) {
    const b = Buffer.alloc(8);
    b.writeBigInt64BE(BigInt(v));
    return this.entry(`j:${v}`, [5, ...b], 2);
  }
  nat(name, desc) { return this.entry(`n:${name}:${desc}`, [12, ...u2(this.utf8(name)), ...u2(this.utf8(desc))]); }
  fieldRef(c, n, d) { return this.entry(`f:${c}.${n}:${d}`, [9, ...u2(this.cls(c)), ...u2(this.nat(n, d))]); }
  methodRef(c, n, d) { return this.entry(`m:${c}.${n}:${d}`, [10, ...u2(this.cls(c)), ...u2(this.nat(n, d))]); }
  imethodRef(c, n, d) { return this.entry(`im:${c}.${n}:${d}`, [11, ...u2(this.cls(c)), ...u2(this.nat(n, d))]); }

  field(access, name, desc) {
    this.fields.push([...u2(access), ...u2(this.utf8(name)), ...u2(this.utf8(desc)), ...u2(0)]);
  }

  /** A default constructor calling super(). */
  init(superName = 'java/lang/Object') {
    this.method(0x1, '<init>', '()V', {
      maxStack: 1, maxLocals: 1,
      code: [0x2a, 0xb7, ...u2(this.methodRef(superName, '<init>', '()V')), 0xb1],
    });
  }

  verificationType(t) {
    if (typeof t === 'object') return [8, ...u2(t.uninit)];
    const tags = { top: 0, int: 1, float: 2, double: 3, long: 4, null: 5, uninitThis: 6 };
    if (t in tags) return [tags[t]];
    return [7, ...u2(this.cls(t))];
  }

  stackMapTable(frames) {
    let prev = -1;
    const out = [];
    for (const f of frames) {
      const delta = prev < 0 ? f.pc : f.pc - prev - 1;
      prev = f.pc;
      out.push(255, ...u2(delta), ...u2(f.locals.length), ...f.locals.flatMap((t) => this.verificationType(t)),
        ...u2(f.stack.length), ...f.stack.flatMap((t) => this.verificationType(t)));
    }
    return [...u2(this.utf8('StackMapTable')), ...u4(out.length + 2), ...u2(frames.length), ...out];
  }

  method(access, name, desc, { maxStack = 0, maxLocals = 0, code = null, handlers = [], frames = null } = {}) {
    const nameIndex = this.utf8(name), descIndex = this.utf8(desc);
    const attrs = [];
    if (code) {
      const sub = [];
      if (frames) sub.push(this.stackMapTable(frames));
      const table = handlers.flatMap((h) => [...u2(h.start), ...u2(h.end), ...u2(h.handler),
        ...u2(h.type ? this.cls(h.type) : 0)]);
      const body = [...u2(maxStack), ...u2(maxLocals), ...u4(code.length), ...code, ...u2(handlers.length), ...table,
        ...u2(sub.length), ...sub.flat()];
      attrs.push([...u2(this.utf8('Code')), ...u4(body.length), ...body]);
    }
    this.methods.push([...u2(access), ...u2(nameIndex), ...u2(descIndex), ...u2(attrs.length), ...attrs.flat()]);
  }

  bytes() {
    const count = this.pool.reduce((n, e) => n + e.slots, 1);
    return Buffer.from([
      0xca, 0xfe, 0xba, 0xbe, ...u2(0), ...u2(this.version), ...u2(count), ...this.pool.flatMap((e) => e.bytes),
      ...u2(this.access), ...u2(this.thisIndex), ...u2(this.superIndex),
      ...u2(this.interfaces.length), ...this.interfaces.flatMap(u2),
      ...u2(this.fields.length), ...this.fields.flat(),
      ...u2(this.methods.length), ...this.methods.flat(),
      ...u2(0),
    ]);
  }
}
