// agent.mjs: the JDWP server's core for the WebAssembly VM: one JVMTI environment of the bridge,
// the connection's packets answered through the command sets (commands-*.mjs), event requests turned
// into the JVMTI events, breakpoints and watches they need, and JDWP's counted suspension over JVMTI's
// (a thread is suspended once however many times the debugger suspended it). The events themselves
// are events.mjs's, stepping stepping.mjs's (methods of the same class). It knows
// no transport: a connection is any { send(Uint8Array), close() } (tcp.mjs under Node). Commands are
// answered between slices, when no Java code runs; events are sent from the JVMTI callbacks, on the
// event's thread, which a suspend policy suspends when the callback returns.
import { ClassStatus, Err, EventKind, JdwpError, Reader, SuspendPolicy, Writer, commandPacket, replyPacket } from './wire.mjs';
import { Ids } from './ids.mjs';
import { Values } from './values.mjs';
import { checkModifiers, readModifiers, stepOf } from './requests.mjs';
import { eventMethods } from './events.mjs';
import { steppingMethods } from './stepping.mjs';
import { vmCommands } from './commands-vm.mjs';
import { typeCommands } from './commands-types.mjs';
import { objectCommands } from './commands-objects.mjs';
import { threadCommands } from './commands-threads.mjs';

// The capabilities the server asks JVMTI for when the VM offers them; what it then tells the debugger
// (VirtualMachine.CapabilitiesNew) follows from what it got.
const WANTED = ['can_tag_objects', 'can_generate_breakpoint_events', 'can_generate_single_step_events',
    'can_generate_frame_pop_events', 'can_access_local_variables', 'can_get_line_numbers', 'can_get_source_file_name',
    'can_get_source_debug_extension', 'can_generate_exception_events', 'can_suspend', 'can_pop_frame',
    'can_force_early_return', 'can_get_bytecodes', 'can_get_synthetic_attribute', 'can_get_owned_monitor_info',
    'can_get_owned_monitor_stack_depth_info', 'can_get_current_contended_monitor', 'can_get_monitor_info',
    'can_generate_field_access_events', 'can_generate_field_modification_events', 'can_get_constant_pool',
    'can_generate_method_entry_events', 'can_generate_method_exit_events', 'can_signal_thread',
    'can_maintain_original_method_order', 'can_generate_monitor_events', 'can_redefine_classes'];

// JDWP's monitor events and the JVMTI events they come from.
const MONITOR_EVENTS = {
    [EventKind.MONITOR_CONTENDED_ENTER]: 'MonitorContendedEnter', [EventKind.MONITOR_CONTENDED_ENTERED]: 'MonitorContendedEntered',
    [EventKind.MONITOR_WAIT]: 'MonitorWait', [EventKind.MONITOR_WAITED]: 'MonitorWaited',
};

// The JVMTI errors answered with the same code (the two specifications share their numbering).
const JVMTI_ERRORS_AS_JDWP = new Set([10, 11, 13, 14, 15, 20, 21, 22, 23, 24, 25, 31, 32, 34, 35, 40, 41, 50, 51, 52,
    60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 99, 100, 101, 103, 110, 111, 112, 113, 115]);
const JVMTI_THREAD_STATE = { ALIVE: 0x1, TERMINATED: 0x2, SLEEPING: 0x40, WAITING: 0x80, BLOCKED: 0x400 };

export class JdwpAgent {
    /**
     * `bridge`: the JvmtiBridge in the OnLoad phase. Options: suspend (every thread is suspended at
     * VMInit until the debugger resumes it, default true), trace(text) (each command and its answer),
     * onVMDeath() (after the VM_DEATH event is sent), startOn (the option's onthrow/onuncaught:
     * { exception: a class name or null, uncaught: boolean, start() }: when such an exception is
     * thrown every thread is suspended and start() called, which opens the transport).
     */
    constructor(bridge, { suspend = true, trace = null, onVMDeath = null, startOn = null } = {}) {
        this.bridge = bridge;
        this.onDeath = onVMDeath;      // called once VM_DEATH is sent (a transport that does not end with the process closes there)
        this.trace = trace;            // trace(text): each command and its answer, for debugging the server
        this.suspendOnStart = suspend;
        const j = this.jvmti = bridge.createEnvironment();
        const potential = j.getPotentialCapabilities();
        const caps = {};
        for (const c of WANTED) if (potential[c]) caps[c] = true;
        j.addCapabilities(caps);
        this.caps = j.getCapabilities();
        for (const c of ['can_tag_objects', 'can_suspend']) if (!this.caps[c]) throw new Error(`JDWP: the VM does not offer ${c}`);
        this.connection = null;
        this.started = false;          // VMInit has been posted
        this.dead = false;
        this.mainThread = null;
        this.requests = new Map();     // request id -> { id, kind, suspendPolicy, mods, ... }
        this.nextRequest = 1;
        this.nextPacket = 1;
        this.suspendCounts = new Map(); // thread id -> how many times the debugger suspended it
        this.invoking = new Set();     // threads running a method invocation (invoke.mjs)
        this.vmSuspends = 0;           // VirtualMachine.Suspend and SUSPEND_ALL events not resumed yet
        this.held = null;              // packets held by VirtualMachine.HoldEvents
        this.breakpoints = new Map();  // "method:location" -> how many requests
        this.watches = new Map();      // "access|modify:field" -> how many requests
        this.methodEvents = 0;         // requests for method entry/exit
        this.monitorRequests = new Map(); // monitor event kind -> how many requests (its JVMTI event is on while any)
        this.colocated = new Map();    // thread id -> { method, location, skip: event name } (below)
        this.lineTables = new Map();
        this.early = [];               // commands received before VMInit
        this.deferred = [];            // ClassPrepare events held for suspended threads (onClassPrepare)
        this.commands = { ...vmCommands, ...typeCommands, ...objectCommands, ...threadCommands };
        this.ids = new Ids(j, bridge.values);
        this.tagged = new Values(this.ids, bridge.values);
        const a = this;
        j.setEventCallbacks({
            VMInit(e) { a.onVMInit(e); },
            VMDeath() { a.onVMDeath(); },
            ThreadStart(e) { a.onThreadStart(e); },
            ThreadEnd(e) { const ev = a.threadEvent(e); a.post(EventKind.THREAD_DEATH, ev, (w) => w.id(ev.threadId)); },
            ClassPrepare(e) { a.onClassPrepare(e); },
            Breakpoint(e) { a.onLocated('Breakpoint', e); },
            SingleStep(e) { a.onSingleStep(e); },
            FramePop(e) { a.onFramePop(e); },
            Exception(e) { a.onException(e); },
            FieldAccess(e) { a.onField(EventKind.FIELD_ACCESS, e); },
            FieldModification(e) { a.onField(EventKind.FIELD_MODIFICATION, e); },
            MethodEntry(e) { a.onMethod(EventKind.METHOD_ENTRY, e); },
            MethodExit(e) { a.onMethod(EventKind.METHOD_EXIT, e); },
            MonitorContendedEnter(e) { a.onMonitor(EventKind.MONITOR_CONTENDED_ENTER, e); },
            MonitorContendedEntered(e) { a.onMonitor(EventKind.MONITOR_CONTENDED_ENTERED, e); },
            MonitorWait(e) { a.onMonitor(EventKind.MONITOR_WAIT, e); },
            MonitorWaited(e) { a.onMonitor(EventKind.MONITOR_WAITED, e); },
        });
        for (const ev of ['VMInit', 'VMDeath', 'ThreadStart', 'ThreadEnd', 'ClassPrepare'])
            j.setEventNotificationMode('JVMTI_ENABLE', ev, null);
        this.startOn = startOn;
        if (startOn) {
            // Exception events are on from the start (counted as one request, which is never undone)
            this.exceptionRequests = 1;
            j.setEventNotificationMode('JVMTI_ENABLE', 'Exception', null);
        }
        for (const [ev, cap] of [['Breakpoint', 'can_generate_breakpoint_events'], ['FramePop', 'can_generate_frame_pop_events'],
            ['FieldAccess', 'can_generate_field_access_events'], ['FieldModification', 'can_generate_field_modification_events']])
            if (this.caps[cap]) j.setEventNotificationMode('JVMTI_ENABLE', ev, null);
    }

    get values() { return this.bridge.values; }

    // --------------------------------------------------------------------------------- connection

    /** A debugger connected (after the handshake): `conn` is { send(Uint8Array), close() }. */
    connect(conn) {
        this.connection = conn;
        if (this.started) this.sendVMStart();
    }

    /** The connection ended: requests are cleared and every thread the debugger suspended resumes. */
    disconnect() {
        if (!this.connection) return;
        this.connection = null;
        if (this.dead) return; // the VM has ended: nothing to undo
        this.clearRequests();
        this.resumeEverything();
    }

    /** A packet from the debugger: a command is answered (replies are ignored: the server sends no commands that want one). */
    receive(pk) {
        if (pk.set === undefined) return;
        if (!this.started) { this.early.push(pk); return; } // answered once the VM is initialised
        const handler = this.commands[pk.set]?.[pk.cmd];
        let error = Err.NONE;
        const w = new Writer();
        const failed = (e) => {
            if (this.trace) this.trace(`command ${pk.set}.${pk.cmd}: error ${this.errorCode(e)}: ${e && e.stack ? e.stack : e}`);
            return this.errorCode(e);
        };
        const reply = (err) => {
            if (this.trace) this.trace(`command ${pk.set}.${pk.cmd} -> ${err}`);
            this.send(replyPacket(pk.id, err, err === Err.NONE ? w.bytes() : new Uint8Array(0)));
            if (this.afterReply) { const f = this.afterReply; this.afterReply = null; f(); }
        };
        if (!handler) error = Err.NOT_IMPLEMENTED;
        else if (this.dead && !(pk.set === 1 && (pk.cmd === 6 || pk.cmd === 7 || pk.cmd === 1))) error = Err.VM_DEAD;
        else {
            try {
                const later = handler(this, new Reader(pk.data), w);
                // a method invocation answers once the method has run (invoke.mjs); other commands
                // are answered meanwhile
                if (later instanceof Promise) {
                    later.then((answer) => { if (answer !== false) reply(Err.NONE); }, (e) => reply(failed(e)));
                    return;
                }
            } catch (e) {
                error = failed(e);
            }
        }
        reply(error);
    }

    // A JDWP error code for an exception of a command: JVMTI's codes are JDWP's for the errors both have.
    errorCode(e) {
        if (e instanceof JdwpError) return e.code;
        if (e && e.name === 'JvmtiError' && JVMTI_ERRORS_AS_JDWP.has(e.code)) return e.code;
        if (e && e.name === 'JvmtiError' && e.code === 98) return Err.NOT_IMPLEMENTED; // NOT_AVAILABLE
        if (e && e.name === 'JvmtiError' && e.code === 112) return Err.VM_DEAD;
        this.bridge.handlerError(e, 'JDWP command');
        return Err.INTERNAL;
    }

    send(buf) {
        if (this.connection) this.connection.send(buf);
    }

    sendEvent(data) {
        const pk = commandPacket(this.nextPacket++, 64, 100, data);
        if (this.held) this.held.push(pk);
        else this.send(pk);
    }

    // ---------------------------------------------------------------------------------- suspension

    threadIdOf(h) { return this.ids.idOf(h); }

    /** Suspends thread `id` once more for the debugger (JVMTI suspends it the first time). */
    suspendThread(id) {
        const n = this.suspendCounts.get(id) || 0;
        if (n === 0) {
            try {
                this.jvmti.suspendThread(this.ids.thread(id));
            } catch (e) {
                if (e.name !== 'JvmtiError' || e.error !== 'THREAD_SUSPENDED') {
                    if (e.name === 'JvmtiError' && (e.error === 'THREAD_NOT_ALIVE')) return; // JDWP ignores dead threads
                    throw e;
                }
            }
        }
        this.suspendCounts.set(id, n + 1);
    }

    /** Undoes one suspension of thread `id` by the debugger; the thread runs when none is left. */
    resumeThread(id) {
        const n = this.suspendCounts.get(id) || 0;
        if (n === 0) return;
        if (n === 1) {
            this.suspendCounts.delete(id);
            if (!this.replayDeferred(id)) return; // the thread stopped again at a ClassPrepare it had held
            this.ids.forgetFrames(id);
            try { this.jvmti.resumeThread(this.ids.thread(id)); } catch (e) { if (e.name !== 'JvmtiError') throw e; }
            this.bridge.wakeHost();
        } else this.suspendCounts.set(id, n - 1);
    }

    liveThreads() { return this.jvmti.getAllThreads().map((t) => this.ids.idOf(t)); }

    suspendAll() {
        this.vmSuspends++;
        for (const id of this.liveThreads()) this.suspendThread(id);
    }

    resumeAll() {
        if (this.vmSuspends > 0) this.vmSuspends--;
        for (const id of [...this.suspendCounts.keys()]) this.resumeThread(id);
    }

    resumeEverything() {
        this.vmSuspends = 0;
        for (const id of [...this.suspendCounts.keys()]) {
            this.suspendCounts.set(id, 1);
            this.resumeThread(id);
        }
    }

    suspendCount(id) { return this.suspendCounts.get(id) || 0; }

    /** Thread `id` must be suspended by the debugger (frames, locals): THREAD_NOT_SUSPENDED otherwise. */
    checkSuspended(id) {
        const h = this.ids.thread(id);
        if (!this.suspendCount(id)) throw new JdwpError(Err.THREAD_NOT_SUSPENDED, `thread ${id} is not suspended`);
        return h;
    }

    /** JDWP's thread status and suspend status of thread Handle `h`. */
    threadStatus(id, h) {
        const s = this.jvmti.getThreadState(h);
        let status;
        // -1 for a thread not started yet: HotSpot's answer, which JDI shows as "not started"
        if (!(s & JVMTI_THREAD_STATE.ALIVE)) status = s & JVMTI_THREAD_STATE.TERMINATED ? 0 : -1;
        else if (s & JVMTI_THREAD_STATE.SLEEPING) status = 2;
        else if (s & JVMTI_THREAD_STATE.BLOCKED) status = 3;
        else if (s & JVMTI_THREAD_STATE.WAITING) status = 4;
        else status = 1;
        return { status, suspended: this.suspendCount(id) > 0 ? 1 : 0 };
    }

    // ------------------------------------------------------------------------------------ the host

    /** Ends the connection (VirtualMachine.Dispose). */
    closeConnection() {
        const c = this.connection;
        this.disconnect();
        if (c) c.close();
    }

    /** VirtualMachine.Exit: the host ends the VM (startVitrine's controller.stop). */
    exitVM(code) {
        if (this.host && this.host.exit) this.host.exit(code);
    }

    /** Up to `max` (0: all) instances of exactly class `k`, found by a heap walk that tags them. */
    instances(k, max) {
        const tags = [];
        this.jvmti.iterateThroughHeap(0, k, {
            heapIterationCallback: (e) => {
                if (max && tags.length >= max) return 0;
                if (!e.tag) e.tag = BigInt(this.ids.reserveId());
                tags.push(e.tag);
                return 0;
            },
        });
        return this.objectsWithTags(tags);
    }

    /** Up to `max` (0: all) objects that refer to object `o`. */
    referrers(o, max) {
        const target = BigInt(this.ids.idOf(o));
        const tags = new Set();
        this.jvmti.followReferences(0, null, null, {
            heapReferenceCallback: (e) => {
                // a root (no referrer) is not an object that refers to o
                if (e.tag === target && e.referrerTag !== null && (!max || tags.size < max)) {
                    if (!e.referrerTag) e.referrerTag = BigInt(this.ids.reserveId());
                    tags.add(e.referrerTag);
                }
                return 'JVMTI_VISIT_OBJECTS';
            },
        });
        return this.objectsWithTags([...tags]);
    }

    objectsWithTags(tags) {
        if (!tags.length) return [];
        const { objectResult, tagResult } = this.jvmti.getObjectsWithTags(tags);
        return objectResult.map((h, i) => {
            const id = Number(tagResult[i]);
            if (!this.ids.objects.has(id)) this.ids.objects.set(id, h);
            return this.ids.objects.get(id);
        });
    }

    /** StackFrame.PopFrames: pops `count` frames of suspended thread `id`. */
    popFrames(id, t, count) {
        for (let i = 0; i < count; i++) this.jvmti.popFrame(t);
        this.ids.forgetFrames(id);
    }

    // ------------------------------------------------------------------------------------- requests

    /** EventRequest.Set: returns the request id. */
    setRequest(kind, suspendPolicy, r) {
        const mods = readModifiers(r);
        checkModifiers(kind, mods);
        if (suspendPolicy > SuspendPolicy.ALL) throw new JdwpError(Err.ILLEGAL_ARGUMENT, `no suspend policy ${suspendPolicy}`);
        const req = { id: this.nextRequest++, kind, suspendPolicy, mods, expired: false };
        const j = this.jvmti;
        const need = (cap) => { if (!this.caps[cap]) throw new JdwpError(Err.NOT_IMPLEMENTED, `the VM does not offer ${cap}`); };
        switch (kind) {
            case EventKind.BREAKPOINT: {
                need('can_generate_breakpoint_events');
                const loc = mods.find((m) => m.location)?.location;
                if (!loc) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a breakpoint needs a LocationOnly modifier');
                const key = `${loc.methodId}:${loc.index}`;
                if (!this.breakpoints.has(key)) j.setBreakpoint(loc.methodId, loc.index);
                this.breakpoints.set(key, (this.breakpoints.get(key) || 0) + 1);
                req.undo = () => this.unref(this.breakpoints, key, () => j.clearBreakpoint(loc.methodId, loc.index));
                break;
            }
            case EventKind.FIELD_ACCESS: case EventKind.FIELD_MODIFICATION: {
                need(kind === EventKind.FIELD_ACCESS ? 'can_generate_field_access_events' : 'can_generate_field_modification_events');
                const f = mods.find((m) => m.fieldId);
                if (!f) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a watchpoint needs a FieldOnly modifier');
                const k = this.ids.klass(f.classId);
                const access = kind === EventKind.FIELD_ACCESS;
                const key = `${access ? 'a' : 'm'}:${f.fieldId}`;
                if (!this.watches.has(key)) {
                    if (access) j.setFieldAccessWatch(k, f.fieldId); else j.setFieldModificationWatch(k, f.fieldId);
                }
                this.watches.set(key, (this.watches.get(key) || 0) + 1);
                req.undo = () => this.unref(this.watches, key, () => {
                    if (access) j.clearFieldAccessWatch(k, f.fieldId); else j.clearFieldModificationWatch(k, f.fieldId);
                });
                break;
            }
            case EventKind.SINGLE_STEP: {
                need('can_generate_single_step_events');
                const s = stepOf(req);
                if (!s) throw new JdwpError(Err.ILLEGAL_ARGUMENT, 'a step needs a Step modifier');
                const thread = this.checkSuspended(s.threadId);
                for (const other of this.requests.values())
                    if (other.kind === EventKind.SINGLE_STEP && stepOf(other).threadId === s.threadId)
                        throw new JdwpError(Err.DUPLICATE, `thread ${s.threadId} already has a step request`);
                req.step = this.startStep(thread, s);
                req.undo = () => this.endStep(req);
                break;
            }
            case EventKind.EXCEPTION:
                need('can_generate_exception_events');
                this.exceptionRequests = (this.exceptionRequests || 0) + 1;
                if (this.exceptionRequests === 1) j.setEventNotificationMode('JVMTI_ENABLE', 'Exception', null);
                req.undo = () => { if (--this.exceptionRequests === 0) j.setEventNotificationMode('JVMTI_DISABLE', 'Exception', null); };
                break;
            case EventKind.METHOD_ENTRY: case EventKind.METHOD_EXIT: case EventKind.METHOD_EXIT_WITH_RETURN_VALUE:
                need(kind === EventKind.METHOD_ENTRY ? 'can_generate_method_entry_events' : 'can_generate_method_exit_events');
                this.methodEvents++;
                this.updateMethodEvents();
                req.undo = () => { this.methodEvents--; this.updateMethodEvents(); };
                break;
            case EventKind.MONITOR_CONTENDED_ENTER: case EventKind.MONITOR_CONTENDED_ENTERED:
            case EventKind.MONITOR_WAIT: case EventKind.MONITOR_WAITED: {
                need('can_generate_monitor_events');
                const name = MONITOR_EVENTS[kind];
                this.monitorRequests.set(kind, (this.monitorRequests.get(kind) || 0) + 1);
                j.setEventNotificationMode('JVMTI_ENABLE', name, null);
                req.undo = () => this.unref(this.monitorRequests, kind, () => j.setEventNotificationMode('JVMTI_DISABLE', name, null));
                break;
            }
            case EventKind.CLASS_PREPARE: case EventKind.THREAD_START: case EventKind.THREAD_DEATH: case EventKind.VM_DEATH:
            case EventKind.CLASS_UNLOAD:
                break;
            default:
                throw new JdwpError(Err.INVALID_EVENT_TYPE, `event kind ${kind} is not supported`);
        }
        this.requests.set(req.id, req);
        return req.id;
    }

    unref(map, key, clear) {
        const n = map.get(key) - 1;
        if (n > 0) map.set(key, n);
        else { map.delete(key); clear(); }
    }

    // MethodEntry and MethodExit slow every call: enabled only while a request asks for them.
    updateMethodEvents() {
        const mode = this.methodEvents > 0 ? 'JVMTI_ENABLE' : 'JVMTI_DISABLE';
        if (this.caps.can_generate_method_entry_events) this.jvmti.setEventNotificationMode(mode, 'MethodEntry', null);
        if (this.caps.can_generate_method_exit_events) this.jvmti.setEventNotificationMode(mode, 'MethodExit', null);
    }

    /** EventRequest.Clear: an unknown id is no error (the request may have expired). */
    clearRequest(kind, id) {
        const req = this.requests.get(id);
        if (!req || req.kind !== kind) return;
        this.requests.delete(id);
        if (req.undo) req.undo();
    }

    clearRequests(kind = null) {
        for (const req of [...this.requests.values()]) if (kind === null || req.kind === kind) this.clearRequest(req.kind, req.id);
    }

    /** JDWP's class status of class Handle `k`. */
    classStatus(k) {
        const s = this.jvmti.getClassStatus(k);
        if (s & 0x30) return ClassStatus.VERIFIED | ClassStatus.PREPARED | ClassStatus.INITIALIZED; // arrays, primitives
        return s & 0xf;
    }
}

Object.assign(JdwpAgent.prototype, eventMethods, steppingMethods);
