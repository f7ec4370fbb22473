// verify-cases.mjs: the class files of node-tests/verify.test.mjs, each a class whose static
// initialiser the test program loads with Class.forName: invalid bytecode that HotSpot's verifier
// rejects, and valid code that is unusual enough to trip a verifier (made with classwriter.mjs).
import { ClassWriter, u2 } from './classwriter.mjs';

const OBJ = 'java/lang/Object';

// A class `name` with a static method m (desc, code...) run by its <clinit>, plus what `extra` adds.
function caseClass(name, { version = 61, desc = '()V', access = 0x9, superName = OBJ, extra, ...method }) {
  const cw = new ClassWriter({ name, version, superName });
  const code = typeof method.code === 'function' ? method.code(cw) : method.code;
  const frames = typeof method.frames === 'function' ? method.frames(cw) : method.frames;
  const handlers = method.handlers || [];
  cw.method(access, 'm', desc, { maxStack: method.maxStack ?? 4, maxLocals: method.maxLocals ?? 4, code, frames, handlers });
  if (desc === '()V' && access & 0x8) {
    cw.method(0x8, '<clinit>', '()V', { maxStack: 0, maxLocals: 0, code: [0xb8, ...u2(cw.methodRef(name, 'm', '()V')), 0xb1] });
  }
  if (extra) extra(cw);
  return cw.bytes();
}

const ret = 0xb1;
export const cases = {
  // control flow and the frame's bounds
  FallOff: { code: [0x00] },
  StackUnderflow: { code: [0x57, ret] },
  StackOverflow: { maxStack: 1, code: [0x03, 0x03, 0x57, 0x57, ret] },
  LocalPastMax: { maxLocals: 1, code: [0x1b /* iload_1 */, 0x57, ret] },
  StoreLongPastMax: { maxLocals: 1, code: [0x09, 0x3f /* lstore_0 */, ret] },
  BranchMidInstruction: { code: [0x03, 0x99, ...u2(1), ret] },
  BranchOutOfCode: { code: [0xa7, ...u2(100)] },
  JsrInVersion61: { code: [0xa8, ...u2(4), ret, 0x4b, 0xa9, 0] },
  MissingFrameAtTarget: { code: [0x03, 0x99, ...u2(4), 0x00, ret] },
  InconsistentFrame: { code: [0x03, 0x99, ...u2(4), 0x00, ret], frames: [{ pc: 5, locals: [], stack: ['int'] }] },
  FrameLocalsTooMany: { maxLocals: 1, code: [0x03, 0x99, ...u2(4), 0x00, ret], frames: [{ pc: 5, locals: ['int', 'int'], stack: [] }] },
  FrameNotAtInstruction: { code: [0x03, 0x99, ...u2(5), 0x00, ret, ret], frames: [{ pc: 2, locals: [], stack: [] }, { pc: 6, locals: [], stack: [] }] },
  // types by instruction group
  ArithFloatAsInt: { code: [0x0b, 0x03, 0x60, 0x57, ret] },
  ArithLongAsInt: { code: [0x09, 0x03, 0x60, 0x57, ret] },
  LongHalfPopped: { code: [0x09, 0x57, 0x57, ret] },
  AastoreInt: { code: (cw) => [0x04, 0xbd, ...u2(cw.cls(OBJ)), 0x03, 0x03, 0x53, ret] },
  IastoreRef: { code: [0x04, 0xbc, 10, 0x03, 0x01, 0x4f, ret] },
  IaloadNotArray: { code: [0x03, 0x03, 0x2e, 0x57, ret] },
  BaloadIntArray: { code: [0x04, 0xbc, 10, 0x03, 0x33, 0x57, ret] },
  ArraylengthOfString: { code: (cw) => [0x12, cw.string('s'), 0xbe, 0x57, ret] },
  AthrowString: { code: (cw) => [0x12, cw.string('s'), 0xbf] },
  AthrowInt: { code: [0x03, 0xbf] },
  GetfieldWrongReceiver: {
    code: (cw) => [0x12, cw.string('s'), 0xb4, ...u2(cw.fieldRef('GetfieldWrongReceiver', 'f', 'I')), 0x57, ret],
    extra: (cw) => cw.field(0, 'f', 'I'),
  },
  PutstaticWrongType: {
    code: (cw) => [0x03, 0xb3, ...u2(cw.fieldRef('PutstaticWrongType', 's', 'Ljava/lang/String;')), ret],
    extra: (cw) => cw.field(0x8, 's', 'Ljava/lang/String;'),
  },
  InvokeIntReceiver: { code: (cw) => [0x03, 0xb6, ...u2(cw.methodRef(OBJ, 'hashCode', '()I')), 0x57, ret] },
  InvokeWrongArgument: { code: (cw) => [0x03, 0xb8, ...u2(cw.methodRef('java/lang/String', 'valueOf', '(Ljava/lang/Object;)Ljava/lang/String;')), 0x57, ret] },
  InvokeWrongClassReceiver: { code: (cw) => [0x12, cw.string('s'), 0xb6, ...u2(cw.methodRef('java/lang/Integer', 'intValue', '()I')), 0x57, ret] },
  ReturnIntFromVoid: { code: [0x03, 0xac] },
  ReturnVoidFromInt: { desc: '()I', code: [ret] },
  ReturnStringAsInteger: { desc: '()Ljava/lang/Integer;', code: (cw) => [0x12, cw.string('s'), 0xb0] },
  CheckcastOfInt: { code: (cw) => [0x03, 0xc0, ...u2(cw.cls('java/lang/String')), 0x57, ret] },
  MonitorenterInt: { code: [0x03, 0xc2, ret] },
  I2lOfFloat: { code: [0x0b, 0x85, 0x58, ret] },
  LcmpOfInts: { code: [0x03, 0x03, 0x94, 0x57, ret] },
  SwapWithLong: { code: [0x09, 0x5f, 0x57, 0x57, ret] },
  InstanceofInt: { code: (cw) => [0x03, 0xc1, ...u2(cw.cls('java/lang/String')), 0x57, ret] },
  InvokeinterfaceIntReceiver: { code: (cw) => [0x03, 0xb9, ...u2(cw.imethodRef('java/lang/Runnable', 'run', '()V')), 1, 0, ret] },
  BastoreCharArray: { code: [0x04, 0xbc, 5, 0x03, 0x03, 0x54, ret] },
  NewarrayBadType: { code: [0x04, 0xbc, 3, 0x57, ret] },
  WideIstorePastMax: { maxLocals: 2, code: [0x03, 0xc4, 0x36, ...u2(300), ret] },
  InvokestaticInit: { code: (cw) => [0xb8, ...u2(cw.methodRef(OBJ, '<init>', '()V')), ret] },
  IfAcmpOfInts: { code: [0x03, 0x03, 0xa5, ...u2(3), ret], frames: [{ pc: 5, locals: [], stack: [] }] },
  ValidDup2X1Mixed: { code: [0x03, 0x09, 0x5d, 0x58, 0x58, 0x57, ret] },
  ValidWideIinc: { maxLocals: 300, code: [0x03, 0xc4, 0x36, ...u2(299), 0xc4, 0x84, ...u2(299), ...u2(7), ret] },
  // uninitialised objects and constructors
  UseBeforeInit: { code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0xb6, ...u2(cw.methodRef(OBJ, 'hashCode', '()I')), 0x57, ret] },
  SecondInit: {
    code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0x59, 0x59, 0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')),
      0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')), 0x57, ret],
  },
  InitWrongClass: {
    code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0x59, 0xb7, ...u2(cw.methodRef('java/lang/String', '<init>', '()V')), 0x57, ret],
  },
  StoreUninitializedInField: {
    code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0xb3, ...u2(cw.fieldRef('StoreUninitializedInField', 'o', 'Ljava/lang/Object;')), ret],
    extra: (cw) => cw.field(0x8, 'o', 'Ljava/lang/Object;'),
  },
  ConstructorWithoutSuper: {
    code: [ret],
    extra: (cw) => cw.method(0x1, '<init>', '()V', { maxStack: 0, maxLocals: 1, code: [ret] }),
  },
  ConstructorReturnsUninitialized: {
    code: [ret],
    extra: (cw) => cw.method(0x1, '<init>', '()V', { maxStack: 1, maxLocals: 1, code: [0x2a, 0x57, ret] }),
  },
  // exception handlers
  HandlerStackNotThrowable: {
    code: (cw) => [0x00, ret, 0x57, ret],
    handlers: [{ start: 0, end: 1, handler: 2, type: 'java/lang/Exception' }],
    frames: [{ pc: 2, locals: [], stack: ['int'] }],
  },
  HandlerWithoutFrame: {
    code: (cw) => [0x00, ret, 0x57, ret],
    handlers: [{ start: 0, end: 1, handler: 2, type: 'java/lang/Exception' }],
  },
  // invokespecial and protected access
  InvokespecialOtherClass: {
    access: 0x1, desc: '()V', maxLocals: 1,
    code: (cw) => [0x2a, 0xb7, ...u2(cw.methodRef('java/lang/String', 'length', '()I')), 0x57, ret],
  },
  InvokespecialIndirectInterface: {
    access: 0x1, desc: '()V', maxLocals: 1,
    code: (cw) => [0x2a, 0xb7, ...u2(cw.imethodRef('java/util/Collection', 'isEmpty', '()Z')), 0x57, ret],
  },
  InvokespecialReceiverOfSuperclass: {
    code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0x59, 0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')),
      0xb7, ...u2(cw.methodRef(OBJ, 'hashCode', '()I')), 0x57, ret],
  },
  ValidInvokespecialSuper: {
    access: 0x1, desc: '()V', maxLocals: 1,
    code: (cw) => [0x2a, 0xb7, ...u2(cw.methodRef(OBJ, 'hashCode', '()I')), 0x57, ret],
  },
  ProtectedCloneOfObject: {
    code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0x59, 0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')),
      0xb6, ...u2(cw.methodRef(OBJ, 'clone', '()Ljava/lang/Object;')), 0x57, ret],
  },
  ProtectedFieldOfOtherPackage: {
    superName: 'java/util/AbstractList', access: 0x9,
    code: (cw) => [0x01, 0xc0, ...u2(cw.cls('java/util/AbstractList')),
      0xb4, ...u2(cw.fieldRef('java/util/AbstractList', 'modCount', 'I')), 0x57, ret],
  },
  DeadCodeWithoutFrame: { code: [0xa7, ...u2(4), 0x00, ret], frames: [{ pc: 4, locals: [], stack: [] }] },
  FallThroughIntoOtherFrame: { code: [0x03, 0x00, 0x57, ret], frames: [{ pc: 1, locals: [], stack: ['float'] }] },
  LocalWrongType: { code: [0x03, 0x3b, 0x2a, 0x57, ret] },
  LocalNeverSet: { code: [0x2a, 0x57, ret] },
  InvokeinterfaceBadCount: {
    code: (cw) => [0x01, 0xb9, ...u2(cw.imethodRef('java/lang/Runnable', 'run', '()V')), 2, 0, ret],
  },
  UninitThisWrongClass: {
    code: [ret],
    extra: (cw) => cw.method(0x1, '<init>', '()V', { maxStack: 1, maxLocals: 1,
      code: [0x2a, 0xb7, ...u2(cw.methodRef('java/lang/String', '<init>', '()V')), ret] }),
  },
  NewOfArrayClass: { code: (cw) => [0xbb, ...u2(cw.cls('[I')), 0x57, ret] },
  CatchTypeNotThrowable: {
    code: [0x00, ret, 0x57, ret],
    handlers: [{ start: 0, end: 1, handler: 2, type: 'java/lang/String' }],
    frames: [{ pc: 2, locals: [], stack: ['java/lang/String'] }],
  },
  LdcOfLong: { code: (cw) => [0x12, cw.long(5), 0x57, ret] },
  MultianewarrayTooManyDims: { code: (cw) => [0x04, 0x04, 0xc5, ...u2(cw.cls('[I')), 2, 0x57, ret] },
  ValidFieldBeforeSuper: {
    code: [ret],
    extra: (cw) => {
      cw.field(0, 'x', 'I');
      cw.method(0x1, '<init>', '()V', { maxStack: 2, maxLocals: 1,
        code: [0x2a, 0x04, 0xb5, ...u2(cw.fieldRef('ValidFieldBeforeSuper', 'x', 'I')),
          0x2a, 0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')), ret] });
    },
  },
  ValidHandlerInLoop: {
    maxLocals: 1,
    code: (cw) => [0x01, 0x4b, 0x2a, 0xc6, ...u2(8), 0x2a, 0xb6, ...u2(cw.methodRef(OBJ, 'hashCode', '()I')), 0x57, ret,
      0x4b, 0xa7, ...u2(-11 & 0xffff)],
    handlers: [{ start: 2, end: 11, handler: 12, type: 'java/lang/RuntimeException' }],
    frames: [{ pc: 2, locals: [OBJ], stack: [] }, { pc: 11, locals: [OBJ], stack: [] },
      { pc: 12, locals: [OBJ], stack: ['java/lang/RuntimeException'] }],
  },
  // classes the verifier loads through the application loader to compare them
  ValidLoadsForAssignability: {
    code: (cw) => [0x01, 0xc0, ...u2(cw.cls('VSub')), 0xb3, ...u2(cw.fieldRef('ValidLoadsForAssignability', 'b', 'LVBase;')), ret],
    extra: (cw) => cw.field(0x8, 'b', 'LVBase;'),
  },
  LoadedNotAssignable: {
    code: (cw) => [0x01, 0xc0, ...u2(cw.cls('VOther')), 0xb3, ...u2(cw.fieldRef('LoadedNotAssignable', 'b', 'LVBase;')), ret],
    extra: (cw) => cw.field(0x8, 'b', 'LVBase;'),
  },
  MissingClassInCheck: {
    code: (cw) => [0x01, 0xc0, ...u2(cw.cls('VMissing')), 0xb3, ...u2(cw.fieldRef('MissingClassInCheck', 'b', 'LVBase;')), ret],
    extra: (cw) => cw.field(0x8, 'b', 'LVBase;'),
  },
  // a handler's frame passes for two instructions, then a store changes a local it names
  HandlerAfterStore: {
    desc: '(Ljava/lang/String;)V', maxLocals: 1,
    code: [0x03, 0x3b /* istore_0 */, 0x00, ret, 0x57, ret],
    handlers: [{ start: 0, end: 3, handler: 4, type: 'java/lang/Throwable' }],
    frames: [{ pc: 4, locals: ['java/lang/String'], stack: ['java/lang/Throwable'] }],
  },
  // ... then a stack map frame changes them
  HandlerAfterFrame: {
    desc: '(Ljava/lang/String;)V', maxLocals: 1,
    code: [0x03, 0x99, ...u2(3), 0x00, ret, 0x57, ret],
    handlers: [{ start: 0, end: 5, handler: 6, type: 'java/lang/Throwable' }],
    frames: [{ pc: 4, locals: [], stack: [] }, { pc: 6, locals: ['java/lang/String'], stack: ['java/lang/Throwable'] }],
  },
  // a method that stops for several classes to load (one of them a catch type) and goes on each time from
  // the instruction that needed it, with a value below it on the stack, then fails: the frames shown
  // are the ones the checks reached
  ResumeAfterLoads: {
    maxLocals: 2,
    code: (cw) => [0x04, 0x01, 0xc0, ...u2(cw.cls('VLoadA')), 0xb3, ...u2(cw.fieldRef('ResumeAfterLoads', 'b', 'LVLoadBase;')),
      0x01, 0xc0, ...u2(cw.cls('VLoadB')), 0xb3, ...u2(cw.fieldRef('ResumeAfterLoads', 'b', 'LVLoadBase;')), 0x3b /* istore_0 */,
      0x01, 0xc0, ...u2(cw.cls('VLoadC')), 0x4c /* astore_1 */, 0x2b, 0xb3, ...u2(cw.fieldRef('ResumeAfterLoads', 'b', 'LVLoadBase;')),
      ret, 0x57, ret],
    handlers: [{ start: 0, end: 15, handler: 26, type: 'VLoadFailure' }],
    frames: [{ pc: 26, locals: [], stack: ['VLoadFailure'] }],
    extra: (cw) => cw.field(0x8, 'b', 'LVLoadBase;'),
  },
  ValidResumeAfterLoads: {
    code: (cw) => [0x01, 0xc0, ...u2(cw.cls('VResumeA')), 0xb3, ...u2(cw.fieldRef('ValidResumeAfterLoads', 'b', 'LVResumeBase;')),
      0x01, 0xc0, ...u2(cw.cls('VResumeA')), 0xb3, ...u2(cw.fieldRef('ValidResumeAfterLoads', 'i', 'LVResumeFace;')), ret],
    extra: (cw) => { cw.field(0x8, 'b', 'LVResumeBase;'); cw.field(0x8, 'i', 'LVResumeFace;'); },
  },
  ValidInterfaceAsObject: {
    code: (cw) => [0x12, cw.string('s'), 0xb3, ...u2(cw.fieldRef('ValidInterfaceAsObject', 'r', 'Ljava/lang/Runnable;')), ret],
    extra: (cw) => cw.field(0x8, 'r', 'Ljava/lang/Runnable;'),
  },
  // valid code that must pass
  ValidUninitializedAcrossBranch: {
    code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0x59, 0x03, 0x99, ...u2(3),
      0xb7, ...u2(cw.methodRef(OBJ, '<init>', '()V')), 0x57, ret],
    frames: [{ pc: 8, locals: [], stack: [{ uninit: 0 }, { uninit: 0 }] }],
  },
  ValidLongsAndLoop: {
    maxLocals: 3,
    code: [0x09, 0x3f, 0x03, 0x3d /* istore_2 */, 0x1c, 0x10, 5, 0xa2, ...u2(13) /* if_icmpge +13 */,
      0x1e, 0x0a, 0x61, 0x3f /* lload_0 lconst_1 ladd lstore_0 */, 0x84, 2, 1, 0xa7, ...u2(-13 & 0xffff), ret],
    frames: [{ pc: 4, locals: ['long', 'int'], stack: [] }, { pc: 20, locals: ['long', 'int'], stack: [] }],
  },
  ValidCloneOfArray: {
    code: (cw) => [0x04, 0xbc, 10, 0xb6, ...u2(cw.methodRef('[I', 'clone', '()Ljava/lang/Object;')), 0x57, ret],
  },
  ValidEmptyLookupswitch: {
    code: [0x03, 0xab, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, ret],
    frames: [{ pc: 12, locals: [], stack: [] }],
  },
  ValidNullAsAnything: {
    code: (cw) => [0x01, 0xbe, 0x57, 0x01, 0x03, 0x01, 0x53, ret],
  },
  // old class files: type inference (version 49), and the fallback of version 50 when the stack maps fail
  Version49Valid: { version: 49, code: [0x03, 0x99, ...u2(4), 0x00, ret] },
  Version49Bad: { version: 49, code: (cw) => [0x12, cw.string('s'), 0xbf] },
  Version49StackUnderflow: { version: 49, code: [0x57, ret] },
  Version50WithoutFrames: { version: 50, code: [0x03, 0x99, ...u2(4), 0x00, ret] },
  Version50Bad: { version: 50, code: (cw) => [0x03, 0x99, ...u2(4), 0x00, 0x03, 0xbf] },
  Version49Jsr: { version: 49, code: [0xa8, ...u2(4), ret, 0x4b, 0xa9, 0] },
  Version49JsrTwoCallers: {
    version: 49, maxLocals: 2,
    code: [0x03, 0x3b, 0xa8, ...u2(9), 0x1a, 0x57, 0xa8, ...u2(4), ret, 0x4c, 0xa9, 1],
  },
  Version49RetOfInt: { version: 49, code: [0x03, 0x3b, 0xa9, 0] },
  Version49JsrOutOfCode: { version: 49, code: [0xa8, ...u2(50), ret] },
  Version50JsrTwoCallers: {
    version: 50, maxLocals: 2,
    code: [0x03, 0x3b, 0xa8, ...u2(9), 0x1a, 0x57, 0xa8, ...u2(4), ret, 0x4c, 0xa9, 1],
  },
  Version49AastoreInt: { version: 49, code: (cw) => [0x04, 0xbd, ...u2(cw.cls(OBJ)), 0x03, 0x03, 0x53, ret] },
  Version49FloatAsInt: { version: 49, code: [0x0b, 0x03, 0x60, 0x57, ret] },
  Version49StackOverflow: { version: 49, maxStack: 1, code: [0x03, 0x03, 0x57, 0x57, ret] },
  Version49LocalPastMax: { version: 49, maxLocals: 1, code: [0x1b, 0x57, ret] },
  Version49FallOff: { version: 49, code: [0x00] },
  Version49BranchOut: { version: 49, code: [0xa7, ...u2(100)] },
  Version49UseBeforeInit: { version: 49, code: (cw) => [0xbb, ...u2(cw.cls(OBJ)), 0xb6, ...u2(cw.methodRef(OBJ, 'hashCode', '()I')), 0x57, ret] },
  Version49StackHeights: { version: 49, code: [0x03, 0x99, ...u2(4), 0x03, ret] },
  Version49ReturnVoidFromInt: { version: 49, desc: '()I', code: [ret] },
  Version49WrongReceiver: { version: 49, code: (cw) => [0x12, cw.string('s'), 0xb6, ...u2(cw.methodRef('java/lang/Integer', 'intValue', '()I')), 0x57, ret] },
  Version49ConstructorWithoutSuper: {
    version: 49, code: [ret],
    extra: (cw) => cw.method(0x1, '<init>', '()V', { maxStack: 0, maxLocals: 1, code: [ret] }),
  },
  Version49LocalUnset: { version: 49, code: [0x2a, 0x57, ret] },
};

// Classes the cases refer to (VMissing is missing on purpose).
function helperClasses() {
  const base = new ClassWriter({ name: 'VBase' });
  base.init();
  const sub = new ClassWriter({ name: 'VSub', superName: 'VBase' });
  sub.init('VBase');
  const other = new ClassWriter({ name: 'VOther' });
  other.init();
  const classes = { VBase: base.bytes(), VSub: sub.bytes(), VOther: other.bytes() };
  // loaded first by ResumeAfterLoads and ValidResumeAfterLoads
  for (const [name, superName] of [['VLoadBase', 'java/lang/Object'], ['VLoadA', 'VLoadBase'], ['VLoadB', 'VLoadBase'],
    ['VLoadC', 'java/lang/Object'], ['VLoadFailure', 'java/lang/RuntimeException'], ['VResumeBase', 'java/lang/Object'],
    ['VResumeA', 'VResumeBase']]) {
    const cw = new ClassWriter({ name, superName });
    cw.init(superName);
    classes[name] = cw.bytes();
  }
  const face = new ClassWriter({ name: 'VResumeFace', access: 0x601 });
  classes.VResumeFace = face.bytes();
  return classes;
}

/** Writes each case's class file, and the classes they refer to, into dir. */
export function writeCases(fs, path, dir) {
  for (const [name, spec] of Object.entries(cases)) fs.writeFileSync(path.join(dir, `${name}.class`), caseClass(name, spec));
  for (const [name, bytes] of Object.entries(helperClasses())) fs.writeFileSync(path.join(dir, `${name}.class`), bytes);
}
