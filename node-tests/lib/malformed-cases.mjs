// malformed-cases.mjs: the inputs of node-tests/malformed.test.mjs, made deterministically from bytes
// (no javac): a valid class with a bit of everything (fields with attributes, methods with code,
// an exception handler and a stack map, class attributes), mutated structure by structure
// (truncations, bit flips), hand-made classes that break one rule of JVMS 4 each (constant pool,
// modified UTF-8, names and descriptors, duplicates, access flags, Code, attributes, the hierarchy),
// code that breaks one rule of the verifier each (malformed-code-cases.mjs), main classes for the launcher and jar files damaged in each part.
//
//   classCases()  { Name: { Name: bytes, Helper: bytes... } }  each loaded by the driver as Name
//   mainCases()   { label: { dir: { file: bytes }, args: [...] } }  each run by the launcher
import zlib from 'node:zlib';
import { ClassWriter, u2, u4 } from './classwriter.mjs';
import { codeCases } from './malformed-code-cases.mjs';

const OBJ = 'java/lang/Object';

// ClassWriter with raw fields, raw methods and class attributes.
class RichWriter extends ClassWriter {
  constructor(opts) {
    super(opts);
    this.classAttrs = [];
  }
  attr(name, body) { return [...u2(this.utf8(name)), ...u4(body.length), ...body]; }
  rawField(access, name, desc, attrs = []) {
    this.fields.push([...u2(access), ...u2(typeof name === 'number' ? name : this.utf8(name)),
      ...u2(typeof desc === 'number' ? desc : this.utf8(desc)), ...u2(attrs.length), ...attrs.flat()]);
  }
  rawMethod(access, name, desc, attrs = []) {
    this.methods.push([...u2(access), ...u2(typeof name === 'number' ? name : this.utf8(name)),
      ...u2(typeof desc === 'number' ? desc : this.utf8(desc)), ...u2(attrs.length), ...attrs.flat()]);
  }
  // A Code attribute; `length` overrides the attribute's length, `codeLength` the code's.
  code({ maxStack = 1, maxLocals = 1, code = [0xb1], handlers = [], sub = [], length, codeLength } = {}) {
    const table = handlers.flatMap((h) => [...u2(h.start), ...u2(h.end), ...u2(h.handler), ...u2(h.type ?? 0)]);
    const body = [...u2(maxStack), ...u2(maxLocals), ...u4(codeLength ?? code.length), ...code, ...u2(handlers.length),
      ...table, ...u2(sub.length), ...sub.flat()];
    return [...u2(this.utf8('Code')), ...u4(length ?? body.length), ...body];
  }
  bytes() {
    const b = super.bytes();
    return Buffer.concat([b.subarray(0, b.length - 2), Buffer.from([...u2(this.classAttrs.length), ...this.classAttrs.flat()])]);
  }
}

// The valid class every structural mutation starts from:
//   public class Name implements Runnable { static final int K = 42; private long count; String label;
//     public Name() {}  public void run() {}  static int twice(int x) { return 2 * x; }
//     static int guarded() { try { return 1; } catch (RuntimeException e) { return 0; } }
//     static {} }  with SourceFile.
function richClass(name, change = {}) {
  const cw = new RichWriter({ name, version: change.version ?? 61, access: change.access ?? 0x21,
    superName: change.superName === undefined ? OBJ : change.superName, interfaces: change.interfaces ?? ['java/lang/Runnable'] });
  if (change.pool) change.pool(cw);
  cw.rawField(0x18, 'K', 'I', [cw.attr('ConstantValue', u2(cw.int(42)))]);
  cw.rawField(0x2, 'count', 'J');
  cw.rawField(0x0, 'label', 'Ljava/lang/String;');
  if (change.fields) change.fields(cw);
  cw.rawMethod(0x1, '<init>', '()V', [cw.code({ maxStack: 1, maxLocals: 1, code: [0x2a, 0xb7, ...u2(cw.methodRef(change.superName ?? OBJ, '<init>', '()V')), 0xb1] })]);
  cw.rawMethod(0x1, 'run', '()V', [cw.code({ maxStack: 0, maxLocals: 1 })]);
  cw.rawMethod(0x8, 'twice', '(I)I', [cw.code({ maxStack: 2, maxLocals: 1, code: [0x1a, 0x05, 0x68, 0xac] })]);
  const re = cw.cls('java/lang/RuntimeException');
  cw.rawMethod(0x8, 'guarded', '()I', [cw.code({
    maxStack: 1, maxLocals: 1, code: [0x04, 0xac, 0x4b, 0x03, 0xac], handlers: [{ start: 0, end: 2, handler: 2, type: re }],
    sub: [cw.stackMapTable([{ pc: 2, locals: [], stack: ['java/lang/RuntimeException'] }])],
  })]);
  if (change.methods) change.methods(cw);
  cw.rawMethod(0x8, '<clinit>', '()V', [cw.code({ maxStack: 0, maxLocals: 0 })]);
  cw.classAttrs.push(cw.attr('SourceFile', u2(cw.utf8(`${name}.java`))));
  if (change.classAttrs) change.classAttrs(cw);
  return cw.bytes();
}

// The structures of a class file as labelled byte ranges, in file order.
export function regions(b) {
  const out = [];
  let p = 0;
  const take = (label, n) => { out.push({ label, offset: p, length: n }); p += n; };
  const word = () => b.readUInt16BE(p);
  take('magic', 4); take('minor', 2); take('major', 2);
  const count = word(); take('pool-count', 2);
  for (let i = 1; i < count; i++) {
    const tag = b[p];
    const size = { 1: 3 + b.readUInt16BE(p + 1), 3: 5, 4: 5, 5: 9, 6: 9, 7: 3, 8: 3, 9: 5, 10: 5, 11: 5, 12: 5, 15: 4, 16: 3, 17: 5, 18: 5, 19: 3, 20: 3 }[tag];
    take(`pool-${i}-tag${tag}`, size);
    if (tag === 5 || tag === 6) i++;
  }
  take('access', 2); take('this', 2); take('super', 2);
  const ni = word(); take('interfaces-count', 2); take('interfaces', 2 * ni);
  const attributes = (owner) => {
    const n = word(); take(`${owner}-attr-count`, 2);
    for (let a = 0; a < n; a++) {
      const len = b.readUInt32BE(p + 2);
      take(`${owner}-attr${a}-name`, 2); take(`${owner}-attr${a}-length`, 4); take(`${owner}-attr${a}-body`, len);
    }
  };
  for (const kind of ['field', 'method']) {
    const n = word(); take(`${kind}s-count`, 2);
    for (let m = 0; m < n; m++) {
      take(`${kind}${m}-access`, 2); take(`${kind}${m}-name`, 2); take(`${kind}${m}-desc`, 2);
      attributes(`${kind}${m}`);
    }
  }
  attributes('class');
  if (p !== b.length) throw new Error(`regions: ${b.length - p} bytes left over`);
  return out;
}

// Hand-made classes breaking one rule each. Each entry: (name) => bytes or { name: bytes... }.
const utf8Raw = (cw, key, bytes) => cw.entry(`raw:${key}`, [1, ...u2(bytes.length), ...bytes]);
const withPool = (pool) => (n) => richClass(n, { pool });
const withField = (access, fname, desc, attrs) => (n) => richClass(n, { fields: (cw) => cw.rawField(access, fname, desc, attrs ? attrs(cw) : []) });
const withMethod = (access, mname, desc, attrs = (cw) => [cw.code()]) => (n) => richClass(n, { methods: (cw) => cw.rawMethod(access, mname, desc, attrs(cw)) });
const withCode = (spec) => withMethod(0x8, 'm', '()V', (cw) => [cw.code(typeof spec === 'function' ? spec(cw) : spec)]);
const withClassAttr = (attrs) => (n) => richClass(n, { classAttrs: (cw) => cw.classAttrs.push(...attrs(cw)) });
const patch = (offset, values) => (n) => {
  const b = Buffer.from(richClass(n));
  values.forEach((v, i) => { b[offset + i] = v; });
  return b;
};
// The bytes of the region labelled `label` replaced.
const patchRegion = (label, values) => (n) => {
  const b = Buffer.from(richClass(n));
  const r = regions(b).find((x) => x.label === label);
  values.forEach((v, i) => { b[r.offset + i] = v; });
  return b;
};
// A plain class or interface (nothing but a constructor for classes).
function plain(name, { superName = OBJ, interfaces = [], access = 0x21, version = 61 } = {}) {
  const cw = new ClassWriter({ name, superName, interfaces, access, version });
  if (!(access & 0x200) && superName) cw.init(superName);
  return cw.bytes();
}

const targeted = {
  // magic and version
  BadMagic: patch(0, [0xca, 0xfe, 0xba, 0xbf]),
  ZeroMagic: patch(0, [0, 0, 0, 0]),
  Version62: patch(6, [0, 62]),
  Version255: patch(6, [0, 255]),
  Version44: patch(6, [0, 44]),
  Version45: (n) => richClass(n, { version: 45 }),
  Version49: (n) => richClass(n, { version: 49 }),
  Minor1Version61: patch(4, [0, 1]),
  PreviewVersion61: patch(4, [0xff, 0xff]),
  PreviewVersion60: (n) => { const b = Buffer.from(richClass(n, { version: 60 })); b.writeUInt16BE(0xffff, 4); return b; },
  Minor3Version45: (n) => { const b = Buffer.from(richClass(n, { version: 45 })); b.writeUInt16BE(3, 4); return b; },
  // the constant pool's count and tags
  PoolCountZero: patch(8, [0, 0]),
  PoolCountOne: patch(8, [0, 1]),
  PoolCountHuge: patch(8, [0xff, 0xff]),
  PoolTag0: patchRegion('pool-2-tag7', [0]),
  PoolTag2: patchRegion('pool-2-tag7', [2]),
  PoolTag13: patchRegion('pool-2-tag7', [13]),
  PoolTag14: patchRegion('pool-2-tag7', [14]),
  PoolTag21: patchRegion('pool-2-tag7', [21]),
  PoolTag99: patchRegion('pool-2-tag7', [99]),
  // constant pool indices and the types they must point to
  ClassIndexZero: withPool((cw) => cw.entry('bad', [7, ...u2(0)])),
  ClassIndexPastCount: withPool((cw) => cw.entry('bad', [7, ...u2(0xfff0)])),
  ClassOfInteger: withPool((cw) => cw.entry('bad', [7, ...u2(cw.int(5))])),
  StringOfClass: withPool((cw) => cw.entry('bad', [8, ...u2(cw.cls('java/lang/String'))])),
  StringIndexPastCount: withPool((cw) => cw.entry('bad', [8, ...u2(0xfff0)])),
  NameAndTypeNameInteger: withPool((cw) => cw.entry('bad', [12, ...u2(cw.int(5)), ...u2(cw.utf8('I'))])),
  NameAndTypeDescClass: withPool((cw) => cw.entry('bad', [12, ...u2(cw.utf8('x')), ...u2(cw.cls('I'))])),
  FieldrefClassUtf8: withPool((cw) => cw.entry('bad', [9, ...u2(cw.utf8('java/lang/System')), ...u2(cw.nat('out', 'Ljava/io/PrintStream;'))])),
  FieldrefNatClass: withPool((cw) => cw.entry('bad', [9, ...u2(cw.cls('java/lang/System')), ...u2(cw.cls('java/lang/String'))])),
  MethodrefNatIndexZero: withPool((cw) => cw.entry('bad', [10, ...u2(cw.cls(OBJ)), ...u2(0)])),
  InterfaceMethodrefClassString: withPool((cw) => cw.entry('bad', [11, ...u2(cw.string('x')), ...u2(cw.nat('run', '()V'))])),
  FieldrefMethodDescriptor: withPool((cw) => cw.fieldRef('java/lang/System', 'out', '()V')),
  MethodrefFieldDescriptor: withPool((cw) => cw.methodRef(OBJ, 'hashCode', 'I')),
  MethodrefBadName: withPool((cw) => cw.methodRef(OBJ, 'a;b', '()V')),
  MethodrefInitReturnsInt: withPool((cw) => cw.methodRef(OBJ, '<init>', '()I')),
  FieldrefBadName: withPool((cw) => cw.fieldRef(OBJ, 'a.b', 'I')),
  MethodHandleKind0: withPool((cw) => cw.entry('bad', [15, 0, ...u2(cw.methodRef(OBJ, 'hashCode', '()I'))])),
  MethodHandleKind10: withPool((cw) => cw.entry('bad', [15, 10, ...u2(cw.methodRef(OBJ, 'hashCode', '()I'))])),
  MethodHandleOfUtf8: withPool((cw) => cw.entry('bad', [15, 5, ...u2(cw.utf8('x'))])),
  MethodHandleGetterOfMethod: withPool((cw) => cw.entry('bad', [15, 1, ...u2(cw.methodRef(OBJ, 'hashCode', '()I'))])),
  MethodHandleInvokeInit: withPool((cw) => cw.entry('bad', [15, 5, ...u2(cw.methodRef(OBJ, '<init>', '()V'))])),
  MethodTypeOfClass: withPool((cw) => cw.entry('bad', [16, ...u2(cw.cls(OBJ))])),
  MethodTypeFieldDescriptor: withPool((cw) => cw.entry('bad', [16, ...u2(cw.utf8('I'))])),
  InvokeDynamicNoBootstraps: withPool((cw) => cw.entry('bad', [18, ...u2(0), ...u2(cw.nat('x', '()V'))])),
  DynamicNoBootstraps: withPool((cw) => cw.entry('bad', [17, ...u2(0), ...u2(cw.nat('x', 'I'))])),
  LongAsLastEntry: (n) => {
    const cw = new RichWriter({ name: n });
    cw.init();
    const b = cw.bytes();
    // one more pool entry counted than present: a long whose second slot is past the end
    const count = b.readUInt16BE(8);
    return Buffer.concat([b.subarray(0, 8), Buffer.from(u2(count + 1)), b.subarray(10, 10 + regions(b).find((r) => r.label === 'access').offset - 10),
      Buffer.from([5, 0, 0, 0, 0, 0, 0, 0, 1]), b.subarray(regions(b).find((r) => r.label === 'access').offset)]);
  },
  ModuleEntryInClass: withPool((cw) => cw.entry('bad', [19, ...u2(cw.utf8('m'))])),
  PackageEntryInClass: withPool((cw) => cw.entry('bad', [20, ...u2(cw.utf8('p'))])),
  // modified UTF-8 (unused entries are checked too)
  Utf8Nul: withPool((cw) => utf8Raw(cw, 'a', [0x61, 0x00, 0x62])),
  Utf8EncodedNul: withPool((cw) => utf8Raw(cw, 'a', [0x61, 0xc0, 0x80, 0x62])),
  Utf8FourByte: withPool((cw) => utf8Raw(cw, 'a', [0xf0, 0x9f, 0x98, 0x80])),
  Utf8LoneContinuation: withPool((cw) => utf8Raw(cw, 'a', [0x61, 0x80])),
  Utf8TruncatedTwoByte: withPool((cw) => utf8Raw(cw, 'a', [0x61, 0xc3])),
  Utf8TruncatedThreeByte: withPool((cw) => utf8Raw(cw, 'a', [0x61, 0xe2, 0x82])),
  Utf8Surrogates: withPool((cw) => utf8Raw(cw, 'a', [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])),
  Utf8ByteFF: withPool((cw) => utf8Raw(cw, 'a', [0xff])),
  Utf8ByteF8: withPool((cw) => utf8Raw(cw, 'a', [0x61, 0xf8, 0x62])),
  Utf8BadSecondByte: withPool((cw) => utf8Raw(cw, 'a', [0xc3, 0x41])),
  Utf8LengthPastEnd: (n) => { const b = Buffer.from(richClass(n)); const r = regions(b).find((x) => x.label.endsWith('tag1')); b.writeUInt16BE(0xfff0, r.offset + 1); return b; },
  FieldNameBadUtf8: withField(0x8, null, 'I', null),
  // names
  FieldNameEmpty: withField(0x8, '', 'I'),
  FieldNameDot: withField(0x8, 'a.b', 'I'),
  FieldNameSemicolon: withField(0x8, 'a;b', 'I'),
  FieldNameBracket: withField(0x8, 'a[b', 'I'),
  FieldNameSlash: withField(0x8, 'a/b', 'I'),
  FieldNameInit: withField(0x8, '<init>', 'I'),
  MethodNameAngle: withMethod(0x8, '<foo>', '()V'),
  MethodNameEmpty: withMethod(0x8, '', '()V'),
  MethodNameDot: withMethod(0x8, 'a.b', '()V'),
  ThisClassDotted: (n) => richClass(n, { pool: (cw) => { cw.thisIndex = cw.cls(`pkg.${n}`); } }),
  ThisClassTrailingSlash: (n) => richClass(n, { pool: (cw) => { cw.thisIndex = cw.cls(`pkg/${n}/`); } }),
  ThisClassArray: (n) => richClass(n, { pool: (cw) => { cw.thisIndex = cw.cls(`[L${n};`); } }),
  WrongThisClass: (n) => richClass(n, { pool: (cw) => { cw.thisIndex = cw.cls(`Other${n}`); } }),
  ThisClassIndexZero: (n) => richClass(n, { pool: (cw) => { cw.thisIndex = 0; } }),
  ThisClassUtf8: (n) => richClass(n, { pool: (cw) => { cw.thisIndex = cw.utf8(n); } }),
  SuperClassUtf8: (n) => richClass(n, { pool: (cw) => { cw.superIndex = cw.utf8(OBJ); } }),
  SuperIndexZero: (n) => richClass(n, { pool: (cw) => { cw.superIndex = 0; } }),
  SuperIndexPastCount: (n) => richClass(n, { pool: (cw) => { cw.superIndex = 0xfff0; } }),
  SuperArray: (n) => richClass(n, { pool: (cw) => { cw.superIndex = cw.cls('[Ljava/lang/Object;'); } }),
  InterfaceIndexString: (n) => richClass(n, { pool: (cw) => { cw.interfaces = [cw.string('x')]; } }),
  InterfaceListedTwice: (n) => richClass(n, { interfaces: ['java/lang/Runnable', 'java/lang/Runnable'] }),
  ProhibitedPackage: (n) => ({ [`java/lang/${n}`]: richClass(`java/lang/${n}`) }),
  // descriptors
  FieldDescX: withField(0x8, 'f', 'X'),
  FieldDescEmpty: withField(0x8, 'f', ''),
  FieldDescVoid: withField(0x8, 'f', 'V'),
  FieldDescEmptyClass: withField(0x8, 'f', 'L;'),
  FieldDescUnterminated: withField(0x8, 'f', 'Ljava/lang/String'),
  FieldDescBareArray: withField(0x8, 'f', '['),
  FieldDesc255Dims: withField(0x8, 'f', `${'['.repeat(255)}I`),
  FieldDesc256Dims: withField(0x8, 'f', `${'['.repeat(256)}I`),
  FieldDescTrailing: withField(0x8, 'f', 'II'),
  FieldDescMethod: withField(0x8, 'f', '()V'),
  FieldDescDotted: withField(0x8, 'f', 'Ljava.lang.String;'),
  MethodDescNoReturn: withMethod(0x8, 'm', '()'),
  MethodDescVoidArg: withMethod(0x8, 'm', '(V)V'),
  MethodDescUnclosed: withMethod(0x8, 'm', '(I'),
  MethodDescField: withMethod(0x8, 'm', 'I'),
  MethodDescTwoReturns: withMethod(0x8, 'm', '()VV'),
  MethodDescBadArg: withMethod(0x8, 'm', '(Q)V'),
  MethodDesc256Slots: withMethod(0x8, 'm', `(${'J'.repeat(128)})V`, (cw) => [cw.code({ maxLocals: 256 })]),
  MethodDesc255Slots: withMethod(0x8, 'm', `(${'I'.repeat(255)})V`, (cw) => [cw.code({ maxLocals: 255 })]),
  InitReturnsInt: withMethod(0x1, '<init>', '()I', (cw) => [cw.code({ code: [0x03, 0xac] })]),
  ClinitWithArgs: withMethod(0x8, '<clinit>', '(I)V', (cw) => [cw.code()]),
  // duplicate members
  DuplicateField: withField(0x2, 'count', 'J'),
  DuplicateFieldOtherType: withField(0x2, 'count', 'I'),
  DuplicateMethod: withMethod(0x8, 'twice', '(I)I', (cw) => [cw.code({ maxStack: 1, maxLocals: 1, code: [0x1a, 0xac] })]),
  DuplicateMethodOtherDesc: withMethod(0x8, 'twice', '(J)J', (cw) => [cw.code({ maxStack: 2, maxLocals: 2, code: [0x1e, 0xad] })]),
  DuplicateClinit: withMethod(0x8, '<clinit>', '()V'),
  // access flags
  ClassFinalAbstract: (n) => richClass(n, { access: 0x31 | 0x400 }),
  ClassInterfaceNotAbstract: (n) => plain(n, { access: 0x201 }),
  InterfaceFinal: (n) => plain(n, { access: 0x611 }),
  InterfaceSuper: (n) => plain(n, { access: 0x621 }),
  InterfaceEnum: (n) => plain(n, { access: 0x4601 }),
  AnnotationNotInterface: (n) => richClass(n, { access: 0x2021 }),
  ModuleFlag: (n) => richClass(n, { access: 0x8000 }),
  ClassAllFlags: (n) => richClass(n, { access: 0xffff }),
  FieldPublicPrivate: withField(0xb, 'f', 'I'),
  FieldProtectedPrivate: withField(0xe, 'f', 'I'),
  FieldFinalVolatile: withField(0x58, 'f', 'I'),
  InterfaceFieldNotStatic: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawField(0x11, 'f', 'I'); return cw.bytes(); },
  InterfaceFieldPrivate: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawField(0x1a, 'f', 'I'); return cw.bytes(); },
  InterfaceFieldVolatile: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawField(0x59, 'f', 'I'); return cw.bytes(); },
  MethodPublicPrivate: withMethod(0xb, 'm', '()V'),
  MethodAbstractFinal: withMethod(0x410, 'm', '()V', () => []),
  MethodAbstractStatic: withMethod(0x408, 'm', '()V', () => []),
  MethodAbstractPrivate: withMethod(0x402, 'm', '()V', () => []),
  MethodAbstractNative: withMethod(0x500, 'm', '()V', () => []),
  MethodAbstractSynchronized: withMethod(0x420, 'm', '()V', () => []),
  MethodAbstractWithCode: withMethod(0x401, 'm', '()V'),
  MethodWithoutCode: withMethod(0x8, 'm', '()V', () => []),
  NativeWithCode: withMethod(0x108, 'm', '()V'),
  InitStatic: withMethod(0x9, '<init>', '(I)V'),
  InitFinal: withMethod(0x11, '<init>', '(I)V', (cw) => [cw.code({ maxLocals: 2, code: [0x2a, 0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')), 0xb1] })]),
  InitAbstract: withMethod(0x401, '<init>', '(I)V', () => []),
  InterfaceMethodProtected: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawMethod(0x404, 'm', '()V'); return cw.bytes(); },
  InterfaceMethodFinal: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawMethod(0x11, 'm', '()V', [cw.code()]); return cw.bytes(); },
  InterfaceMethodNoAccess: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawMethod(0x400, 'm', '()V'); return cw.bytes(); },
  InterfaceInit: (n) => { const cw = new RichWriter({ name: n, access: 0x601 }); cw.rawMethod(0x1, '<init>', '()V', [cw.code()]); return cw.bytes(); },
  InterfaceAbstractVersion51: (n) => { const cw = new RichWriter({ name: n, access: 0x601, version: 51 }); cw.rawMethod(0x9, 'm', '()V', [cw.code()]); return cw.bytes(); },
  // Code
  CodeLengthZero: withCode({ code: [] }),
  CodeLength65535: withCode({ code: [...Array(65534).fill(0), 0xb1] }),
  CodeLength65536: withCode({ code: [...Array(65535).fill(0), 0xb1] }),
  CodeLengthPastAttribute: withCode({ codeLength: 100 }),
  CodeAttributeTooShort: withCode({ length: 8 }),
  CodeAttributeTooLong: withCode({ length: 40 }),
  CodeMaxLocalsBelowArgs: withMethod(0x8, 'm', '(JJ)V', (cw) => [cw.code({ maxLocals: 3 })]),
  CodeMaxLocalsBelowThis: withMethod(0x1, 'm', '()V', (cw) => [cw.code({ maxLocals: 0 })]),
  CodeMaxStack65535: withCode({ maxStack: 0xffff, maxLocals: 0xffff }),
  CodeMaxStackZeroPush: withCode({ maxStack: 0, code: [0x03, 0x57, 0xb1] }),
  TwoCodeAttributes: withMethod(0x8, 'm', '()V', (cw) => [cw.code(), cw.code()]),
  CodeOnField: withField(0x8, 'f', 'I', (cw) => [cw.code()]),
  HandlerStartAfterEnd: withCode({ code: [0x00, 0x00, 0xb1], handlers: [{ start: 2, end: 1, handler: 2 }] }),
  HandlerEndPastCode: withCode({ code: [0x00, 0xb1], handlers: [{ start: 0, end: 9, handler: 1 }] }),
  HandlerPcPastCode: withCode({ code: [0x00, 0xb1], handlers: [{ start: 0, end: 1, handler: 7 }] }),
  HandlerStartEqualsEnd: withCode({ code: [0x00, 0xb1], handlers: [{ start: 1, end: 1, handler: 1 }] }),
  HandlerTypeUtf8: withCode((cw) => ({ code: [0x00, 0xb1], handlers: [{ start: 0, end: 1, handler: 1, type: cw.utf8('java/lang/Throwable') }] })),
  HandlerTypeNotThrowable: withCode((cw) => ({ maxStack: 1, code: [0x00, 0xb1, 0x57, 0xb1], handlers: [{ start: 0, end: 1, handler: 2, type: cw.cls('java/lang/String') }],
    sub: [cw.stackMapTable([{ pc: 2, locals: [], stack: ['java/lang/String'] }])] })),
  CodeAfterReturnWithoutFrame: withCode({ code: [0xb1, 0, 0x40] }),
  StackMapTableGarbage: withCode((cw) => ({ sub: [cw.attr('StackMapTable', [0, 1, 250])] })),
  StackMapTableReservedType: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 128, 0, 0, 0, 0, 0])] })),
  StackMapTableReservedTypeTruncated: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 128])] })),
  StackMapTableCountOnly: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 2])] })),
  StackMapTableChopTooMany: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 248, 0, 0])] })),
  StackMapTableFullTooManyLocals: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 5, 1, 1, 1, 1, 1, 0, 0])] })),
  StackMapTableFullLocalsThenTruncated: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 5, 1, 1, 1, 1, 1])] })),
  StackMapTableAppendTooMany: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 254, 0, 0, 1, 1, 1])] })),
  StackMapTableUninitializedBadOffset: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 0, 0, 1, 8, 0, 0])] })),
  StackMapTableUninitializedTruncated: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 0, 0, 1, 8, 0])] })),
  StackMapTableObjectTruncated: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 0, 0, 1, 7, 0])] })),
  StackMapTableBadTag: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 0, 0, 1, 9])] })),
  StackMapTableObjectOfInteger: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 1, 255, 0, 0, 0, 0, 0, 1, 7, ...u2(cw.int(3))])] })),
  StackMapTableTrailingByte: withCode((cw) => ({ code: [0x00, 0xb1], sub: [cw.attr('StackMapTable', [0, 0, 0])] })),
  StackMapTableTwice: withCode((cw) => ({ sub: [cw.attr('StackMapTable', [0, 0]), cw.attr('StackMapTable', [0, 0])] })),
  LineNumberTablePastCode: withCode((cw) => ({ sub: [cw.attr('LineNumberTable', [0, 1, 0, 9, 0, 1])] })),
  LineNumberTableBadLength: withCode((cw) => ({ sub: [cw.attr('LineNumberTable', [0, 2, 0, 0, 0, 1])] })),
  LocalVariableTableBadName: withCode((cw) => ({ sub: [cw.attr('LocalVariableTable', [0, 1, 0, 0, 0, 1, ...u2(cw.utf8('a;b')), ...u2(cw.utf8('I')), 0, 0])] })),
  LocalVariableTableOutOfCode: withCode((cw) => ({ sub: [cw.attr('LocalVariableTable', [0, 1, 0, 0, 0, 9, ...u2(cw.utf8('x')), ...u2(cw.utf8('I')), 0, 0])] })),
  // attributes
  AttributeLengthHuge: withClassAttr((cw) => [[...u2(cw.utf8('Unknown')), ...u4(0x7ffffff0)]]),
  AttributeNameInteger: withClassAttr((cw) => [[...u2(cw.int(7)), ...u4(0)]]),
  AttributeNameIndexZero: withClassAttr(() => [[0, 0, ...u4(0)]]),
  UnknownAttribute: withClassAttr((cw) => [cw.attr('Unknown', [1, 2, 3])]),
  SourceFileLength3: withClassAttr((cw) => [cw.attr('SourceFile', [...u2(cw.utf8('x')), 0])]),
  SourceFileIndexInteger: (n) => richClass(n, { classAttrs: (cw) => { cw.classAttrs = [cw.attr('SourceFile', u2(cw.int(9)))]; } }),
  TwoSourceFiles: withClassAttr((cw) => [cw.attr('SourceFile', u2(cw.utf8('x')))]),
  ConstantValueWrongType: withField(0x18, 'f', 'I', (cw) => [cw.attr('ConstantValue', u2(cw.long(5)))]),
  ConstantValueString: withField(0x18, 'f', 'Ljava/lang/String;', (cw) => [cw.attr('ConstantValue', u2(cw.string('s')))]),
  ConstantValueStringForObject: withField(0x18, 'f', 'Ljava/lang/Object;', (cw) => [cw.attr('ConstantValue', u2(cw.string('s')))]),
  ConstantValueIndexZero: withField(0x18, 'f', 'I', (cw) => [cw.attr('ConstantValue', u2(0))]),
  ConstantValueLength4: withField(0x18, 'f', 'I', (cw) => [cw.attr('ConstantValue', [...u2(cw.int(1)), 0, 0])]),
  ConstantValueTwice: withField(0x18, 'f', 'I', (cw) => [cw.attr('ConstantValue', u2(cw.int(1))), cw.attr('ConstantValue', u2(cw.int(2)))]),
  ConstantValueOnInstanceField: withField(0x10, 'f', 'I', (cw) => [cw.attr('ConstantValue', u2(cw.string('s')))]),
  ExceptionsBadIndex: withMethod(0x8, 'm', '()V', (cw) => [cw.code(), cw.attr('Exceptions', [0, 1, ...u2(cw.utf8('x'))])]),
  ExceptionsBadLength: withMethod(0x8, 'm', '()V', (cw) => [cw.code(), cw.attr('Exceptions', [0, 2, ...u2(cw.cls('java/lang/Exception'))])]),
  InnerClassesBadLength: withClassAttr((cw) => [cw.attr('InnerClasses', [0, 1, 0, 0])]),
  InnerClassesSelfOuter: withClassAttr((cw) => [cw.attr('InnerClasses', [0, 1, ...u2(cw.thisIndex), ...u2(cw.thisIndex), ...u2(cw.utf8('X')), 0, 8])]),
  BootstrapMethodsBadIndex: withClassAttr((cw) => [cw.attr('BootstrapMethods', [0, 1, ...u2(cw.utf8('x')), 0, 0])]),
  BootstrapMethodsBadLength: withClassAttr((cw) => [cw.attr('BootstrapMethods', [0, 1, 0])]),
  SignatureBadIndex: withClassAttr((cw) => [cw.attr('Signature', u2(cw.int(3)))]),
  NestHostTwice: withClassAttr((cw) => [cw.attr('NestHost', u2(cw.cls(OBJ))), cw.attr('NestHost', u2(cw.cls(OBJ)))]),
  EnclosingMethodBadClass: withClassAttr((cw) => [cw.attr('EnclosingMethod', [...u2(cw.utf8('x')), 0, 0])]),
  RecordBadLength: withClassAttr((cw) => [cw.attr('Record', [0, 1, 0])]),
  PermittedSubclassesBadIndex: withClassAttr((cw) => [cw.attr('PermittedSubclasses', [0, 1, ...u2(cw.utf8('x'))])]),
  RuntimeVisibleAnnotationsTruncated: withClassAttr((cw) => [cw.attr('RuntimeVisibleAnnotations', [0, 1, ...u2(cw.utf8('LA;')), 0, 1])]),
  // counts past the end
  InterfacesCountHuge: patchRegion('interfaces-count', [0xff, 0xff]),
  FieldsCountHuge: patchRegion('fields-count', [0xff, 0xff]),
  MethodsCountHuge: patchRegion('methods-count', [0xff, 0xff]),
  ClassAttributesCountHuge: patchRegion('class-attr-count', [0xff, 0xff]),
  FieldAttributesCountHuge: patchRegion('field0-attr-count', [0xff, 0xff]),
  MethodAttributesCountHuge: patchRegion('method0-attr-count', [0xff, 0xff]),
  TrailingBytes: (n) => Buffer.concat([richClass(n), Buffer.from([0, 0, 0])]),
  EmptyFile: () => Buffer.alloc(0),
  // the hierarchy
  SuperIsSelf: (n) => plain(n, { superName: n }),
  CycleOfTwo: (n) => ({ [n]: plain(n, { superName: `${n}B` }), [`${n}B`]: plain(`${n}B`, { superName: n }) }),
  CycleOfThree: (n) => ({ [n]: plain(n, { superName: `${n}B` }), [`${n}B`]: plain(`${n}B`, { superName: `${n}C` }), [`${n}C`]: plain(`${n}C`, { superName: n }) }),
  InterfaceCycle: (n) => ({ [n]: plain(n, { access: 0x601, interfaces: [`${n}J`] }), [`${n}J`]: plain(`${n}J`, { access: 0x601, interfaces: [n] }) }),
  InterfaceImplementsSelf: (n) => plain(n, { access: 0x601, interfaces: [n] }),
  ClassImplementsSelf: (n) => plain(n, { interfaces: [n] }),
  SuperIsInterface: (n) => plain(n, { superName: 'java/lang/Runnable' }),
  SuperIsFinal: (n) => plain(n, { superName: 'java/lang/String' }),
  SuperIsFinalOwn: (n) => ({ [n]: plain(n, { superName: `${n}F` }), [`${n}F`]: plain(`${n}F`, { access: 0x31 }) }),
  ImplementsClass: (n) => plain(n, { interfaces: ['java/lang/Object'] }),
  InterfaceSuperNotObject: (n) => plain(n, { access: 0x601, superName: 'java/lang/Number' }),
  InterfaceSuperMissing: (n) => plain(n, { access: 0x601, superName: `${n}Missing` }),
  SuperMissing: (n) => plain(n, { superName: `${n}Missing` }),
  InterfaceMissing: (n) => plain(n, { interfaces: [`${n}Missing`] }),
  SuperBrokenClass: (n) => ({ [n]: plain(n, { superName: `${n}B` }), [`${n}B`]: patch(0, [0, 0, 0, 0])(`${n}B`) }),
  SuperNotPublicOtherPackage: (n) => plain(n, { superName: 'java/util/AbstractMap$SimpleEntry'.replace('AbstractMap$SimpleEntry', 'ImmutableCollections$AbstractImmutableList') }),
  ImplementsNotPublicInterface: (n) => plain(n, { interfaces: ['java/util/stream/Sink'] }),
  SuperNotPublicNotAbstract: (n) => plain(n, { superName: 'java/lang/StringCoding' }),
  ExtendsSealedClass: (n) => plain(n, { superName: 'java/lang/constant/DynamicConstantDesc'.replace('DynamicConstantDesc', 'ConstantDesc') }),
  SuperIsArrayOfSelf: (n) => richClass(n, { pool: (cw) => { cw.superIndex = cw.cls(`[L${n};`); } }),
};

// Truncations at the start and middle of every structure of the rich class, and one bit flipped
// (the high bit of the structure's middle byte) in each, for the first of each kind of structure.
function structural() {
  const base = richClass('Base');
  const out = {};
  const seen = new Set();
  for (const r of regions(base)) {
    const kind = r.label.replace(/(pool-|field|method|attr)\d+/g, '$1#');
    if (seen.has(kind)) continue;
    seen.add(kind);
    const id = r.label.replace(/[^A-Za-z0-9]+/g, '_');
    out[`Cut_${id}`] = (n) => richClass(n).subarray(0, regions(richClass(n)).find((x) => x.label === r.label).offset);
    if (r.length > 2) {
      out[`CutMid_${id}`] = (n) => { const x = regions(richClass(n)).find((y) => y.label === r.label); return richClass(n).subarray(0, x.offset + (x.length >> 1)); };
    }
    out[`Flip_${id}`] = (n) => {
      const b = Buffer.from(richClass(n));
      const x = regions(b).find((y) => y.label === r.label);
      b[x.offset + (x.length >> 1)] ^= 0x80;
      return b;
    };
    out[`FlipLow_${id}`] = (n) => {
      const b = Buffer.from(richClass(n));
      const x = regions(b).find((y) => y.label === r.label);
      b[x.offset + x.length - 1] ^= 0x01;
      return b;
    };
  }
  out.Cut_last_byte = (n) => richClass(n).subarray(0, richClass(n).length - 1);
  return out;
}

// Every byte of the rich class flipped, all bits (0xff) and the lowest (0x01), one case each: a sweep
// that reaches the checks the structured cases do not name.
function sweep() {
  const out = {};
  const length = richClass('Sweep_00000_ff').length;
  for (let i = 0; i < length; i++) {
    for (const x of [0xff, 0x01]) {
      out[`Sweep_${String(i).padStart(5, '0')}_${x === 0xff ? 'ff' : '01'}`] = (n) => {
        const b = Buffer.from(richClass(n));
        b[i] ^= x;
        return b;
      };
    }
  }
  return out;
}

// { CaseName: { ClassName: bytes... } }: the first class is the one loaded, named after the case so
// that class names stay unique in one directory; FieldNameBadUtf8 needs a raw name.
export function classCases() {
  const out = {};
  const all = { ...targeted, ...codeCases(), ...structural(), ...sweep() };
  for (const [name, make] of Object.entries(all)) {
    let made;
    if (name === 'FieldNameBadUtf8') {
      made = richClass(name, { fields: (cw) => cw.rawField(0x8, utf8Raw(cw, 'n', [0x61, 0xff]), cw.utf8('I')) });
    } else {
      made = make(name);
    }
    out[name] = Buffer.isBuffer(made) ? { [name]: made } : made;
  }
  return out;
}

// ---- zip files, written by hand so that each part can be damaged ----
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
const le2 = (v) => [v & 0xff, (v >> 8) & 0xff];
const le4 = (v) => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff];

// entries: [{ name, data, store }]; returns { bytes, cen, entries: [{ local, dataOffset, compressed }] }
export function zip(entries) {
  const locals = [], cens = [], info = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const data = Buffer.from(e.data);
    const compressed = e.store ? data : zlib.deflateRawSync(data, { level: 9 });
    const method = e.store ? 0 : 8;
    const common = [...le2(20), ...le2(0x0800), ...le2(method), ...le2(0), ...le2(0x21), ...le4(crc32(data)), ...le4(compressed.length), ...le4(data.length), ...le2(name.length)];
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4, ...common, ...le2(0)]), name, compressed]);
    cens.push(Buffer.concat([Buffer.from([0x50, 0x4b, 1, 2, ...le2(20), ...common, ...le2(0), ...le2(0), ...le2(0), ...le2(0), ...le4(0), ...le4(offset)]), name]));
    info.push({ local: offset, dataOffset: offset + 30 + name.length, compressed: compressed.length });
    locals.push(local);
    offset += local.length;
  }
  const cen = Buffer.concat(cens);
  const end = Buffer.from([0x50, 0x4b, 5, 6, 0, 0, 0, 0, ...le2(entries.length), ...le2(entries.length), ...le4(cen.length), ...le4(offset), 0, 0]);
  return { bytes: Buffer.concat([...locals, cen, end]), cen: offset, end: offset + cen.length, entries: info };
}

// A main class printing one line.
function mainClass(name, text) {
  const cw = new ClassWriter({ name });
  cw.init();
  cw.method(0x9, 'main', '([Ljava/lang/String;)V', {
    maxStack: 2, maxLocals: 1,
    code: [0xb2, ...u2(cw.fieldRef('java/lang/System', 'out', 'Ljava/io/PrintStream;')), 0x12, cw.string(text),
      0xb6, ...u2(cw.methodRef('java/io/PrintStream', 'println', '(Ljava/lang/String;)V')), 0xb1],
  });
  return cw.bytes();
}

const manifest = (lines) => `Manifest-Version: 1.0\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`;
const goodEntries = () => [
  { name: 'META-INF/MANIFEST.MF', data: manifest(['Main-Class: JarMain']) },
  { name: 'JarMain.class', data: mainClass('JarMain', 'jar main ran') },
];

function damagedJar(edit, entries = goodEntries()) {
  const z = zip(entries);
  const b = Buffer.from(z.bytes);
  return edit ? edit(b, z) ?? b : b;
}

const jars = {
  JarIntact: damagedJar(),
  JarEmpty: Buffer.alloc(0),
  JarText: Buffer.from('this is not a zip file\n'),
  JarTruncatedHalf: damagedJar((b) => b.subarray(0, b.length >> 1)),
  JarTruncatedEnd: damagedJar((b) => b.subarray(0, b.length - 10)),
  JarTruncatedCen: damagedJar((b, z) => b.subarray(0, z.cen + 10)),
  JarBadCenSignature: damagedJar((b, z) => { b[z.cen] = 0x51; }),
  JarBadCenOffset: damagedJar((b, z) => { b.writeUInt32LE(b.length + 100, z.end + 16); }),
  JarBadCenSize: damagedJar((b, z) => { b.writeUInt32LE(0xfffff, z.end + 12); }),
  JarBadEntryCount: damagedJar((b, z) => { b.writeUInt16LE(50, z.end + 8); b.writeUInt16LE(50, z.end + 10); }),
  JarBadNameLength: damagedJar((b, z) => { b.writeUInt16LE(0xfff0, z.cen + 28); }),
  JarBadLocalSignature: damagedJar((b, z) => { b[z.entries[1].local] = 0x51; }),
  JarBadManifestLocalSignature: damagedJar((b) => { b[0] = 0x51; }),
  JarBadLocalNameLength: damagedJar((b, z) => { b.writeUInt16LE(0xfff0, z.entries[1].local + 26); }),
  JarBadDeflateData: damagedJar((b, z) => { b.fill(0xff, z.entries[1].dataOffset, z.entries[1].dataOffset + 8); }),
  JarBadManifestDeflate: damagedJar((b, z) => { b.fill(0xff, z.entries[0].dataOffset, z.entries[0].dataOffset + 8); }),
  JarBadCrc: damagedJar((b, z) => { b[z.entries[1].dataOffset + 20] ^= 0x10; }),
  JarBadCompressionMethod: damagedJar((b, z) => { b.writeUInt16LE(99, z.cen + 10 + 46 + 'META-INF/MANIFEST.MF'.length); }),
  JarNoManifest: damagedJar(null, [goodEntries()[1]]),
  JarManifestWithoutMain: damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: manifest(['Created-By: test']) }, goodEntries()[1]]),
  JarMainClassMissing: damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: manifest(['Main-Class: Nowhere']) }, goodEntries()[1]]),
  JarMainClassEmpty: damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: manifest(['Main-Class: ']) }, goodEntries()[1]]),
  JarManifestGarbage: damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: Buffer.from([0xff, 0xfe, 0, 1, 2, 0x0a]) }, goodEntries()[1]]),
  JarManifestNoColon: damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\r\nMain-Class JarMain\r\n\r\n' }, goodEntries()[1]]),
  JarMainClassMalformed: damagedJar(null, [goodEntries()[0], { name: 'JarMain.class', data: patch(0, [0, 0, 0, 0])('JarMain') }]),
  JarMainClassTruncated: damagedJar(null, [goodEntries()[0], { name: 'JarMain.class', data: mainClass('JarMain', 'x').subarray(0, 30) }]),
  JarStoredManifest: damagedJar(null, [{ ...goodEntries()[0], store: true }, { ...goodEntries()[1], store: true }]),
  JarManifestSecond: damagedJar(null, [goodEntries()[1], goodEntries()[0]]),
  JarManifestLowerCaseName: damagedJar(null, [{ ...goodEntries()[0], name: 'meta-inf/manifest.mf' }, goodEntries()[1]]),
  JarBadManifestCrc: damagedJar((b, z) => { b.writeUInt32LE(0x12345678, z.cen + 16); b.writeUInt32LE(0x12345678, 14); }),
  JarTwoManifests: damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: manifest(['Main-Class: Nowhere']) }, ...goodEntries()]),
};
// Manifests that java's own reading of the main section accepts or rejects before the class library
// reads them.
const manifests = {
  NoSpaceAfterColon: 'Manifest-Version: 1.0\r\nMain-Class:JarMain\r\n\r\n',
  ColonAtEndOfLine: 'Manifest-Version: 1.0\r\nX:\r\nMain-Class: JarMain\r\n\r\n',
  ContinuationFirst: ' x\r\nMain-Class: JarMain\r\n\r\n',
  ContinuationJoined: 'Manifest-Version: 1.0\r\nMain-Class: Jar\r\n Main\r\n\r\n',
  CarriageReturnsOnly: 'Manifest-Version: 1.0\rMain-Class: JarMain\r\r',
  LineFeedsOnly: 'Manifest-Version: 1.0\nMain-Class: JarMain\n\n',
  NoFinalNewline: 'Manifest-Version: 1.0\r\nMain-Class: JarMain',
  Empty: '',
  BlankFirstLine: '\r\nMain-Class: JarMain\r\n\r\n',
  EmptyName: 'Manifest-Version: 1.0\r\n: x\r\nMain-Class: JarMain\r\n\r\n',
  BadNameCharacter: 'Manifest-Version: 1.0\r\nMa?n: x\r\nMain-Class: JarMain\r\n\r\n',
  BadSecondSection: 'Manifest-Version: 1.0\r\nMain-Class: JarMain\r\n\r\nName: x\r\ngarbage\r\n\r\n',
  LineTooLong: `Manifest-Version: 1.0\r\nMain-Class: JarMain\r\nX: ${'a'.repeat(2000)}\r\n\r\n`,
  LowerCaseNames: 'manifest-version: 1.0\r\nmain-class: JarMain\r\n\r\n',
  NulInValue: 'Manifest-Version: 1.0\r\nMain-Class: JarMain\r\nX: a\0b\r\n\r\n',
};
for (const [name, text] of Object.entries(manifests)) {
  jars[`JarManifest${name}`] = damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: text }, goodEntries()[1]]);
}

// module-info.class of module `name` (requires java.base only), with `edit` applied to its bytes.
function moduleInfo(name, { access = 0x8000, attrName = 'Module' } = {}) {
  const cw = new RichWriter({ name: 'module-info', superName: null, access, version: 61 });
  const mod = (n) => cw.entry(`mod:${n}`, [19, ...u2(cw.utf8(n))]);
  const body = [...u2(mod(name)), 0, 0, 0, 0, /* requires */ 0, 1, ...u2(mod('java.base')), 0x80, 0x00, 0, 0,
    /* exports, opens, uses, provides */ 0, 0, 0, 0, 0, 0, 0, 0];
  cw.classAttrs.push(cw.attr(attrName, body));
  return cw.bytes();
}

// Launcher runs: { label: { files: { name: bytes }, args } }, run in a directory holding the files.
export function launchCases() {
  const out = {};
  for (const [name, bytes] of Object.entries(jars)) out[name] = { files: { 'app.jar': bytes }, args: ['-jar', 'app.jar'] };
  out.JarMissing = { files: {}, args: ['-jar', 'missing.jar'] };
  out.JarDirectory = { files: { 'dir.jar/JarMain.class': mainClass('JarMain', 'x') }, args: ['-jar', 'dir.jar'] };
  for (const name of ['JarBadCenSignature', 'JarBadLocalSignature', 'JarBadDeflateData', 'JarText', 'JarMainClassMalformed']) {
    out[`${name}OnClassPath`] = { files: { 'app.jar': jars[name] }, args: ['-cp', 'app.jar', 'JarMain'] };
  }
  // module paths with damaged jars and module descriptors
  const mainIn = (dir) => ({ [`${dir}/app/JarMain.class`]: mainClass('app/JarMain', 'module main ran') });
  const modJar = (lines) => damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: manifest(lines) },
    { name: 'app/JarMain.class', data: mainClass('app/JarMain', 'module main ran') }]);
  const modules = {
    ModuleExplodedIntact: { files: { 'mods/app/module-info.class': moduleInfo('app'), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModulePathCorruptJar: { files: { 'mods/app.jar': jars.JarText }, args: ['-p', 'mods', '-m', 'app/JarMain'] },
    ModulePathTruncatedJar: { files: { 'mods/app.jar': jars.JarTruncatedCen }, args: ['-p', 'mods', '-m', 'app/JarMain'] },
    ModulePathBadManifest: { files: { 'mods/app.jar': jars.JarManifestNoColon }, args: ['-p', 'mods', '-m', 'app/JarMain'] },
    ModuleAutomaticIntact: { files: { 'mods/app.jar': modJar(['Main-Class: app.JarMain']) }, args: ['-p', 'mods', '-m', 'app'] },
    ModuleNotFound: { files: { 'mods/app.jar': modJar(['Main-Class: app.JarMain']) }, args: ['-p', 'mods', '-m', 'nosuch/app.JarMain'] },
    ModuleAutomaticWithoutMain: { files: { 'mods/app.jar': modJar([]) }, args: ['-p', 'mods', '-m', 'app'] },
    ModuleMainClassMissing: { files: { 'mods/app.jar': modJar([]) }, args: ['-p', 'mods', '-m', 'app/app.Nowhere'] },
    ModuleMainClassMalformed: { files: { 'mods/app.jar': damagedJar(null, [{ name: 'META-INF/MANIFEST.MF', data: manifest([]) },
      { name: 'app/JarMain.class', data: mainClass('app/JarMain', 'x').subarray(0, 50) }]) }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModuleAutomaticBadMainClassName: { files: { 'mods/app.jar': modJar(['Main-Class: app.Jar;Main']) }, args: ['-p', 'mods', '-m', 'app'] },
    ModuleAutomaticUnnamedPackage: { files: { 'mods/app.jar': jars.JarIntact }, args: ['-p', 'mods', '-m', 'app/JarMain'] },
    ModuleInfoBadMagic: { files: { 'mods/app/module-info.class': patch(0, [0, 0, 0, 0])('x').subarray(0, 40), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModuleInfoTruncated: { files: { 'mods/app/module-info.class': moduleInfo('app').subarray(0, 60), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModuleInfoNotModule: { files: { 'mods/app/module-info.class': moduleInfo('app', { access: 0x21 }), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModuleInfoNoModuleAttribute: { files: { 'mods/app/module-info.class': moduleInfo('app', { attrName: 'Xodule' }), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModuleInfoOtherName: { files: { 'mods/app/module-info.class': moduleInfo('other'), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModuleInfoBadName: { files: { 'mods/app/module-info.class': moduleInfo('a..b'), ...mainIn('mods/app') }, args: ['-p', 'mods', '-m', 'app/app.JarMain'] },
    ModulePathMissingDirectory: { files: {}, args: ['-p', 'nowhere', '-m', 'app/JarMain'] },
  };
  Object.assign(out, modules);
  // main classes on the class path, as the launcher reports their faults
  for (const name of ['EmptyFile', 'BadMagic', 'Version62', 'PoolCountOne', 'PoolTag99', 'WrongThisClass', 'TrailingBytes',
    'Cut_last_byte', 'SuperIsSelf', 'CycleOfTwo', 'SuperIsInterface', 'MethodWithoutCode', 'DuplicateMethod']) {
    const make = { ...targeted, ...structural() }[name];
    const made = make(name);
    const files = Object.fromEntries(Object.entries(Buffer.isBuffer(made) ? { [name]: made } : made).map(([n, b]) => [`${n}.class`, b]));
    out[`Main${name}`] = { files, args: ['-cp', '.', name] };
  }
  return out;
}
