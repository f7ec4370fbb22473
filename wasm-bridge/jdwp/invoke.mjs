// invoke.mjs: the JDWP server's method invocations — ClassType.InvokeMethod and NewInstance,
// InterfaceType.InvokeMethod, ObjectReference.InvokeMethod — through the bridge's
// values.invokeStart and invokeResult (wasm-bridge/agent/invoke.c, the VM's
// vitrine_invoke_method_start): the method runs on the given thread, which the debugger has suspended,
// in the VM's sliced run, as any other code; the reply, sent once it has returned or thrown, carries
// the value and the exception the method threw (a null object when none). Without
// INVOKE_SINGLE_THREADED every thread is resumed once for the call, as ThreadReference.Resume would,
// and suspended again after it (JDWP's rule: a thread suspended twice stays suspended); with it only
// the invoking thread runs. Events in the called code are reported as at any time (docs/JDWP.md).
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

// Runs the call on suspended thread `threadId` and answers a promise of the reply, written into `w`
// once the method has returned or thrown: the value (tagged) and the exception (a tagged object id);
// false when the debugger that asked has gone meanwhile.
// The VM runs it in its sliced run (values.invokeStart), so the thread's events in the called code are
// reported as at any time and may suspend it there, as on HotSpot; meanwhile the thread's own JDWP
// suspension is set aside, and given back, with the thread suspended where it had stopped, at the end.
function run(a, w, threadId, kind, klass, object, methodId, desc, args, resultType, options) {
    const thread = a.ids.thread(threadId);
    const own = a.suspendCount(threadId);
    if (!own) throw new JdwpError(Err.INVALID_THREAD, `thread ${threadId} is not suspended`);
    // a thread stopped at an event inside a call makes no other call, as HotSpot's agent answers
    if (a.invoking.has(threadId)) throw new JdwpError(Err.ALREADY_INVOKING, `thread ${threadId} is already invoking a method`);
    const singleThreaded = (options & INVOKE_SINGLE_THREADED) !== 0;
    let callId;
    try {
        callId = a.values.invokeStart(thread, kind, klass, object, methodId, desc, args);
    } catch (e) {
        if (e.error && CALL_ERRORS[e.error]) throw new JdwpError(CALL_ERRORS[e.error], e.message);
        throw e;
    }
    // the VM resumed the thread for the call
    a.invoking.add(threadId);
    a.suspendCounts.delete(threadId);
    a.ids.forgetFrames(threadId);
    // the others resumed once for the call, and a VM-wide suspension undone (threads the call starts
    // do not start suspended), unless single-threaded
    const resumed = singleThreaded ? [] : [...a.suspendCounts.keys()];
    const vmSuspends = a.vmSuspends;
    if (!singleThreaded && vmSuspends > 0) a.vmSuspends--;
    for (const id of resumed) a.resumeThread(id);
    a.bridge.wakeHost();
    const conn = a.connection;
    return new Promise((resolve, reject) => {
        // looked for between slices, every millisecond at first, less often while the call runs long
        let wait = 1;
        const poll = () => {
            let out;
            try {
                if (a.dead) throw new JdwpError(Err.VM_DEAD, 'the VM ended during the call');
                out = a.values.invokeResult(thread, callId, kind, desc);
            } catch (e) {
                a.invoking.delete(threadId);
                reject(e);
                return;
            }
            if (!out) {
                setTimeout(poll, wait);
                wait = Math.min(wait * 2, 16);
                return;
            }
            a.invoking.delete(threadId);
            if (a.connection !== conn) {
                // the debugger left meanwhile: nobody holds the thread the VM suspended at the end,
                // and there is nobody to answer
                try { a.jvmti.resumeThread(thread); } catch (e) { if (e.name !== 'JvmtiError') throw e; }
                a.bridge.wakeHost();
                resolve(false);
                return;
            }
            // the VM suspended the thread again where it had stopped
            a.ids.forgetFrames(threadId);
            a.suspendCounts.set(threadId, own);
            for (const id of resumed) a.suspendThread(id);
            if (a.vmSuspends !== vmSuspends) {
                // and redone, with the threads the call started and left running
                a.vmSuspends = vmSuspends;
                for (const id of a.liveThreads()) if (id !== threadId && !resumed.includes(id) && !a.suspendCount(id)) a.suspendThread(id);
            }
            // with an exception the value is the type's zero (null), as HotSpot answers
            a.tagged.writeTagged(w, resultType, out.exception ? (isPrimitive(resultType) ? 0 : null) : out.value);
            a.tagged.writeTagged(w, 'L', out.exception);
            resolve();
        };
        poll();
    });
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
    return run(a, w, threadId, 'static', klass, null, methodId, m.signature, args, returnType(m.signature), options);
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
    return run(a, w, threadId, 'constructor', klass, null, methodId, m.signature, args, 'L', options);
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
    return run(a, w, threadId, kind, kind === 'nonvirtual' ? a.ids.klass(m.classId) : klass, object, methodId, m.signature, args, returnType(m.signature), options);
}
