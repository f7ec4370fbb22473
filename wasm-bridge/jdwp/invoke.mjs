// invoke.mjs: the JDWP server's method invocations — ClassType.InvokeMethod and NewInstance,
// InterfaceType.InvokeMethod, ObjectReference.InvokeMethod — through the bridge's
// values.invoke (wasm-bridge/agent/invoke.c, the VM's vitrine_invoke_method): the method runs on the
// given thread, which the debugger has suspended, between slices; the reply carries the value and the
// exception the method threw (a null object when none). Without INVOKE_SINGLE_THREADED every thread is
// resumed once for the call, as ThreadReference.Resume would, and suspended again after it (JDWP's
// rule: a thread suspended twice stays suspended); with it only the invoking thread runs. A call that
// waits for a thread that cannot run ends with the java.lang.Error the VM abandons it by (docs/JDWP.md).
// Events of the invoking thread in the called code (breakpoints, steps) are not reported: the server
// ignores them while it runs; the other threads' events are reported as at any time.
import { Err, JdwpError } from './wire.mjs';
import { isPrimitive } from './values.mjs';
import { parseMethodDescriptor } from '../jvmti/java-values.mjs';

const INVOKE_SINGLE_THREADED = 0x01;
const INVOKE_NONVIRTUAL = 0x02;

// JVMTI errors of the VM's call and what a debugger is answered (HotSpot's agent answers INVALID_THREAD
// for a thread that is not where it can run the call).
const CALL_ERRORS = {
    THREAD_NOT_SUSPENDED: Err.INVALID_THREAD, INVALID_THREAD: Err.INVALID_THREAD, THREAD_NOT_ALIVE: Err.INVALID_THREAD,
    INVALID_METHODID: Err.INVALID_METHODID, INVALID_OBJECT: Err.INVALID_OBJECT, INVALID_CLASS: Err.INVALID_CLASS,
    ILLEGAL_ARGUMENT: Err.ILLEGAL_ARGUMENT, NOT_AVAILABLE: Err.NOT_IMPLEMENTED,
};

// The arguments: `n` tagged values, each of its parameter's type (TYPE_MISMATCH for a primitive of
// another type or an object of a class the parameter does not take, ILLEGAL_ARGUMENT for a count
// that is not the method's).
function readArguments(a, r, types) {
    const n = r.i32();
    const args = [];
    for (let i = 0; i < n; i++) args.push(a.tagged.readTagged(r));
    if (n !== types.length) throw new JdwpError(Err.ILLEGAL_ARGUMENT, `the method takes ${types.length} arguments, not ${n}`);
    return args.map(({ type, value }, i) => {
        const want = types[i];
        if (isPrimitive(want) || isPrimitive(type)) {
            if (type !== want) throw new JdwpError(Err.TYPE_MISMATCH, `argument ${i} is ${type}, the parameter ${want}`);
            return value;
        }
        if (value && want !== 'Ljava/lang/Object;') {
            // an array is checked for being one (its element type is not), an object against its class
            const fits = want.startsWith('[')
                ? a.ids.classInfo(a.ids.idOf(a.values.objectClass(value))).signature.startsWith('[')
                : (() => { const k = a.ids.wellKnownClass(want.slice(1, -1)); return k && a.values.isInstance(value, k); })();
            if (!fits) throw new JdwpError(Err.TYPE_MISMATCH, `argument ${i} is not a ${want}`);
        }
        return value;
    });
}

// Runs the call on suspended thread `threadId` and writes the reply: the value (tagged) and the
// exception (a tagged object id).
function run(a, w, threadId, kind, klass, object, methodId, desc, args, resultType, options) {
    const thread = a.ids.thread(threadId);
    if (!a.suspendCount(threadId)) throw new JdwpError(Err.INVALID_THREAD, `thread ${threadId} is not suspended`);
    const singleThreaded = (options & INVOKE_SINGLE_THREADED) !== 0;
    // the others resumed once for the call (the invoking thread stays suspended for the VM's call)
    const resumed = singleThreaded ? [] : [...a.suspendCounts.keys()].filter((id) => id !== threadId);
    // a VM-wide suspension is undone too: threads the call starts do not start suspended
    const vmSuspends = a.vmSuspends;
    let out;
    try {
        if (!singleThreaded && vmSuspends > 0) a.vmSuspends--;
        for (const id of resumed) a.resumeThread(id);
        a.invoking = threadId;
        out = a.values.invoke(thread, kind, klass, object, methodId, desc, args, { singleThreaded });
    } catch (e) {
        if (e.error && CALL_ERRORS[e.error]) throw new JdwpError(CALL_ERRORS[e.error], e.message);
        throw e;
    } finally {
        a.invoking = 0;
        for (const id of resumed) a.suspendThread(id);
        if (a.vmSuspends !== vmSuspends) {
            // and redone, with the threads the call started and left running
            a.vmSuspends = vmSuspends;
            for (const id of a.liveThreads()) if (id !== threadId && !resumed.includes(id) && !a.suspendCount(id)) a.suspendThread(id);
        }
    }
    // with an exception the value is the type's zero (null), as HotSpot answers
    a.tagged.writeTagged(w, resultType, out.exception ? (isPrimitive(resultType) ? 0 : null) : out.value);
    a.tagged.writeTagged(w, 'L', out.exception);
}

// The method `methodId` of the call: its facts, checked against the kind of call.
function methodOf(a, methodId, isStatic) {
    const m = a.ids.method(methodId);
    if (((m.modifiers & 0x8) !== 0) !== isStatic) throw new JdwpError(Err.INVALID_METHODID, `${m.name} is ${isStatic ? 'not ' : ''}static`);
    return m;
}

const returnType = (desc) => parseMethodDescriptor(desc).ret;

/** ClassType.InvokeMethod (3.3) and InterfaceType.InvokeMethod (5.1): a static method. */
export function invokeStatic(a, r, w) {
    const classId = r.id();
    const klass = a.ids.klass(classId);
    const threadId = r.id();
    const methodId = r.id();
    const m = methodOf(a, methodId, true);
    const args = readArguments(a, r, parseMethodDescriptor(m.signature).params);
    const options = r.i32();
    // the method must be the class's (the interface's) or a superclass's, as HotSpot checks
    const owners = [classId];
    if (!a.jvmti.isInterface(klass)) for (let k = a.values.superclass(klass); k; k = a.values.superclass(k)) owners.push(a.ids.idOf(k));
    if (!owners.includes(m.classId)) throw new JdwpError(Err.INVALID_METHODID, `${m.name} is not a method of class ${classId}`);
    run(a, w, threadId, 'static', klass, null, methodId, m.signature, args, returnType(m.signature), options);
}

/** ClassType.NewInstance (3.4): a constructor; the reply's value is the new object. */
export function newInstance(a, r, w) {
    const classId = r.id();
    const klass = a.ids.klass(classId);
    const threadId = r.id();
    const methodId = r.id();
    const m = methodOf(a, methodId, false);
    if (m.name !== '<init>' || m.classId !== classId) throw new JdwpError(Err.INVALID_METHODID, `${m.name} is not a constructor of class ${classId}`);
    const args = readArguments(a, r, parseMethodDescriptor(m.signature).params);
    const options = r.i32();
    run(a, w, threadId, 'constructor', klass, null, methodId, m.signature, args, 'L', options);
}

/** ObjectReference.InvokeMethod (9.6): an instance method, virtual unless INVOKE_NONVIRTUAL. */
export function invokeInstance(a, r, w) {
    const object = a.ids.nonNull(r.id());
    const threadId = r.id();
    const klass = a.ids.klass(r.id());
    const methodId = r.id();
    const m = methodOf(a, methodId, false);
    if (m.name === '<init>') throw new JdwpError(Err.INVALID_METHODID, 'a constructor is not invoked on an object');
    const args = readArguments(a, r, parseMethodDescriptor(m.signature).params);
    const options = r.i32();
    const kind = options & INVOKE_NONVIRTUAL ? 'nonvirtual' : 'virtual';
    run(a, w, threadId, kind, kind === 'nonvirtual' ? a.ids.klass(m.classId) : klass, object, methodId, m.signature, args, returnType(m.signature), options);
}
