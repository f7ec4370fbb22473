// agent.mjs: the JDWP server's core for the WebAssembly VM: one JVMTI environment of the bridge,
// the connection's packets answered through the command sets (commands-*.mjs), event requests turned
// into JVMTI events and back into JDWP's composite events, JDWP's counted suspension over JVMTI's
// (a thread is suspended once however many times the debugger suspended it), and stepping. It knows
// no transport: a connection is any { send(Buffer), close() } (tcp.mjs under Node). Commands are
// answered between slices, when no Java code runs; events are sent from the JVMTI callbacks, on the
// event's thread, which a suspend policy suspends when the callback returns.
import { ClassStatus, Err, EventKind, JdwpError, Reader, SuspendPolicy, StepDepth, StepSize, Writer, commandPacket, replyPacket } from './wire.mjs';
import { Ids } from './ids.mjs';
import { Values } from './values.mjs';
import { checkModifiers, passes, patternMatches, readModifiers, stepOf } from './requests.mjs';
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
    'can_maintain_original_method_order'];

const JVMTI_ERRORS_AS_JDWP = new Set([10, 11, 13, 14, 15, 20, 21, 22, 23, 24, 25, 31, 32, 34, 35, 40, 41, 50, 51, 52, 99, 100, 101, 103, 110, 111, 112, 113, 115]);
const JVMTI_THREAD_STATE = { ALIVE: 0x1, TERMINATED: 0x2, SLEEPING: 0x40, WAITING: 0x80, IN_OBJECT_WAIT: 0x100, BLOCKED: 0x400, SUSPENDED: 0x100000 };

export class JdwpAgent {
    /**
     * `bridge`: the JvmtiBridge in the OnLoad phase. Options: suspend (every thread is suspended at
     * VMInit until the debugger resumes it, default true), trace(text) (each command and its answer).
     */
    constructor(bridge, { suspend = true, trace = null } = {}) {
        this.bridge = bridge;
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
        this.vmSuspends = 0;           // VirtualMachine.Suspend and SUSPEND_ALL events not resumed yet
        this.held = null;              // packets held by VirtualMachine.HoldEvents
        this.breakpoints = new Map();  // "method:location" -> how many requests
        this.watches = new Map();      // "access|modify:field" -> how many requests
        this.methodEvents = 0;         // requests for method entry/exit
        this.colocated = new Map();    // thread id -> { method, location, skip: event name } (below)
        this.lineTables = new Map();
        this.early = [];               // commands received before VMInit
        this.deferred = [];            // ClassPrepare events held for suspended threads (onClassPrepare)
        this.commands = { ...vmCommands, ...typeCommands, ...objectCommands, ...threadCommands };
        this.ids = new Ids(j, null);
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
        });
        for (const ev of ['VMInit', 'VMDeath', 'ThreadStart', 'ThreadEnd', 'ClassPrepare'])
            j.setEventNotificationMode('JVMTI_ENABLE', ev, null);
        for (const [ev, cap] of [['Breakpoint', 'can_generate_breakpoint_events'], ['FramePop', 'can_generate_frame_pop_events'],
            ['FieldAccess', 'can_generate_field_access_events'], ['FieldModification', 'can_generate_field_modification_events']])
            if (this.caps[cap]) j.setEventNotificationMode('JVMTI_ENABLE', ev, null);
    }

    get values() { return this.bridge.values; }

    // --------------------------------------------------------------------------------- connection

    /** A debugger connected (after the handshake): `conn` is { send(Buffer), close() }. */
    connect(conn) {
        this.connection = conn;
        if (!this.ids.values) this.ids.values = this.bridge.values;
        if (!this.tagged) this.tagged = new Values(this.ids, this.bridge.values);
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
        if (!handler) error = Err.NOT_IMPLEMENTED;
        else if (this.dead && !(pk.set === 1 && (pk.cmd === 6 || pk.cmd === 7 || pk.cmd === 1))) error = Err.VM_DEAD;
        else {
            try {
                handler(this, new Reader(pk.data), w);
            } catch (e) {
                error = this.errorCode(e);
                if (this.trace) this.trace(`command ${pk.set}.${pk.cmd}: error ${error}: ${e && e.stack ? e.stack : e}`);
            }
        }
        if (this.trace) this.trace(`command ${pk.set}.${pk.cmd} -> ${error}`);
        this.send(replyPacket(pk.id, error, w.bytes()));
        if (this.afterReply) { const f = this.afterReply; this.afterReply = null; f(); }
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
        if (!(s & JVMTI_THREAD_STATE.ALIVE)) status = s & JVMTI_THREAD_STATE.TERMINATED ? 0 : 1;
        else if (s & JVMTI_THREAD_STATE.SLEEPING) status = 2;
        else if (s & JVMTI_THREAD_STATE.BLOCKED) status = 3;
        else if (s & JVMTI_THREAD_STATE.WAITING) status = 4;
        else status = 1;
        if (!(s & JVMTI_THREAD_STATE.ALIVE) && !(s & JVMTI_THREAD_STATE.TERMINATED)) status = 1; // not started yet: HotSpot says running
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
                if (e.tag === target && e.referrerTag !== undefined && (!max || tags.size < max)) {
                    if (!e.referrerTag) e.referrerTag = BigInt(this.ids.reserveId());
                    tags.add(e.referrerTag);
                }
                return 2; // JVMTI_VISIT_OBJECTS
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

    // --------------------------------------------------------------------------------------- events

    // Whether class `a` is class `b` or one of its subtypes (ids).
    isSubtype(a, b) {
        if (a === b) return true;
        const seen = new Set();
        const walk = (k) => {
            if (!k) return false;
            const id = this.ids.idOf(k);
            if (id === b) return true;
            if (seen.has(id)) return false;
            seen.add(id);
            for (const i of this.jvmti.getImplementedInterfaces(k)) if (walk(i)) return true;
            return this.ids.classInfo(id).tag !== 2 && walk(this.values.superclass(k));
        };
        return walk(this.ids.object(a));
    }

    // The event facts the modifiers test, for an event at (method, location) on thread `thread`.
    located(thread, method, location, extra = {}) {
        const m = this.ids.method(method);
        const info = this.ids.classInfo(m.classId);
        const a = this;
        return {
            thread, threadId: this.ids.idOf(thread), classId: m.classId, method, location,
            className: info.signature.slice(1, -1).replace(/\//g, '.'),
            loc: this.ids.location(method, location),
            objectId() {
                if (a.ids.method(method).modifiers & 0x8) return 0;
                try { return a.ids.idOf(a.jvmti.getLocalInstance(thread, 0)); } catch { return 0; }
            },
            sourceName() { return a.sourceName(m.classId); },
            ...extra,
        };
    }

    sourceName(classId) {
        try { return this.jvmti.getSourceFileName(this.ids.klass(classId)); } catch { return null; }
    }

    threadEvent(e) {
        const id = this.ids.idOf(e.thread);
        return { thread: e.thread, threadId: id };
    }

    /**
     * Sends event(s) of `kind` for the requests `ev` passes (or given `reqs`), writing each with
     * `write(w)`, and applies the strongest suspend policy among them. Returns whether any was sent.
     */
    post(kind, ev, write = () => {}, extra = []) {
        if (!this.connection || !this.tagged) return false;
        const matched = [];
        for (const req of this.newestFirst()) {
            if (req.kind !== kind || req.expired) continue;
            if (passes(req, ev, (a, b) => this.isSubtype(a, b))) matched.push(req);
        }
        const all = [...extra, ...matched.map((req) => ({ req, kind, write }))];
        if (!all.length) return false;
        this.sendComposite(all, ev.threadId);
        for (const req of matched) if (req.expired) this.expire(req);
        return true;
    }

    // The requests, the newest first: the order HotSpot reports a composite event's events in.
    newestFirst() { return [...this.requests.values()].reverse(); }

    // A request whose Count ran out sends no more events (JDI clears it); a step stops stepping.
    expire(req) {
        if (req.step) this.endStep(req);
    }

    // One composite event of items { req, kind, write }, with the strongest suspend policy among them.
    sendComposite(items, threadId) {
        const policy = Math.max(...items.map((i) => i.req ? i.req.suspendPolicy : i.policy));
        if (this.trace) this.trace(`event ${items.map((i) => `${i.kind}/${i.req ? i.req.id : 0}`).join(' ')} thread ${threadId} policy ${policy}`);
        const w = new Writer().u8(policy).i32(items.length);
        for (const it of items) {
            w.u8(it.kind).i32(it.req ? it.req.id : 0);
            it.write(w);
        }
        this.sendEvent(w.bytes());
        this.applyPolicy(policy, threadId);
    }

    applyPolicy(policy, threadId) {
        if (policy === SuspendPolicy.ALL) this.suspendAll();
        else if (policy === SuspendPolicy.EVENT_THREAD && threadId) this.suspendThread(threadId);
    }

    sendVMStart() {
        const id = this.mainThread ? this.ids.idOf(this.mainThread) : 0;
        const policy = this.suspendOnStart ? SuspendPolicy.ALL : SuspendPolicy.NONE;
        const w = new Writer().u8(policy).i32(1).u8(EventKind.VM_START).i32(0).id(id);
        this.sendEvent(w.bytes());
    }

    onVMInit(e) {
        this.started = true;
        this.mainThread = e.thread;
        if (!this.ids.values) this.ids.values = this.bridge.values;
        if (!this.tagged) this.tagged = new Values(this.ids, this.bridge.values);
        if (this.suspendOnStart) {
            this.suspendAll();
            // VMInit comes in the launcher's calls below the sliced run, where a suspended thread does not
            // stop (docs/JVMTI.md, "Threads and suspension"): it is stopped at the entry of the program's
            // main method, an event of the outermost run, before any of the program's code runs.
            if (this.caps.can_generate_method_entry_events) {
                this.startGate = true;
                this.jvmti.setEventNotificationMode('JVMTI_ENABLE', 'MethodEntry', e.thread);
            }
        }
        if (this.connection) this.sendVMStart();
        queueMicrotask(() => { for (const pk of this.early.splice(0)) this.receive(pk); });
    }

    onVMDeath() {
        if (this.connection) {
            const items = [{ req: null, policy: SuspendPolicy.NONE, kind: EventKind.VM_DEATH, write() {} }];
            const matched = [...this.requests.values()].filter((r) => r.kind === EventKind.VM_DEATH && !r.expired && passes(r, {}, () => false));
            for (const req of matched) items.push({ req, kind: EventKind.VM_DEATH, write() {} });
            // the event is sent but no thread is suspended: the VM ends
            const policy = Math.max(...items.map((i) => i.req ? i.req.suspendPolicy : i.policy));
            const w = new Writer().u8(policy).i32(items.length);
            for (const it of items) w.u8(it.kind).i32(it.req ? it.req.id : 0);
            if (this.held) { this.send(Buffer.concat(this.held)); this.held = null; }
            this.sendEvent(w.bytes());
        }
        this.dead = true;
    }

    onThreadStart(e) {
        const ev = this.threadEvent(e);
        // a thread started while the debugger holds the whole VM suspended is suspended too
        if (this.vmSuspends > 0 && !this.suspendCount(ev.threadId)) {
            for (let i = 0; i < this.vmSuspends; i++) this.suspendThread(ev.threadId);
        }
        this.post(EventKind.THREAD_START, ev, (w) => w.id(ev.threadId));
    }

    // A thread the debugger suspended may still run for a while in the WebAssembly VM: it stops only
    // in the outermost interpreter run (docs/JVMTI.md, "Threads and suspension"), and at start-up the
    // launcher loads the main class below it after VMInit. The classes it prepares meanwhile are held
    // back (not listed, their ClassPrepare not sent) until the debugger resumes it, so the debugger
    // sees what a thread that stopped at once would do: HotSpot's order.
    onClassPrepare(e) {
        if (!this.connection && !this.suspendOnStart) return;
        if (!this.tagged) return;
        const threadId = this.ids.idOf(e.thread);
        const status = this.classStatus(e.klass);
        if (this.suspendCount(threadId) > 0) {
            this.deferred.push({ threadId, thread: e.thread, klass: e.klass, classId: this.ids.idOf(e.klass), status });
            return;
        }
        this.postClassPrepare({ ...e, status });
    }

    /** Whether class `id` is held back (above): not yet prepared for the debugger. */
    isDeferred(id) { return this.deferred.some((d) => d.classId === id); }

    // Sends the ClassPrepare events thread `id` held back; false when one of them suspended it again
    // (the rest wait for its next resume).
    replayDeferred(id) {
        for (let i = 0; i < this.deferred.length;) {
            const d = this.deferred[i];
            if (d.threadId !== id) { i++; continue; }
            this.deferred.splice(i, 1);
            this.postClassPrepare(d);
            if (this.suspendCount(id) > 0) return false;
        }
        return true;
    }

    // The event of a class prepared by thread e.thread, with its status then (e.status).
    postClassPrepare(e) {
        if (!this.connection) return;
        const { id, tag } = this.ids.classRef(e.klass);
        const info = this.ids.classInfo(id);
        const ev = { ...this.threadEvent(e), classId: id, className: info.signature.slice(1, -1).replace(/\//g, '.'),
            sourceName: () => this.sourceName(id) };
        this.post(EventKind.CLASS_PREPARE, ev, (w) => w.id(ev.threadId).u8(tag).id(id).string(info.signature).i32(e.status));
    }

    /** JDWP's class status of class Handle `k`. */
    classStatus(k) {
        const s = this.jvmti.getClassStatus(k);
        if (s & 0x30) return ClassStatus.VERIFIED | ClassStatus.PREPARED | ClassStatus.INITIALIZED; // arrays, primitives
        return s & 0xf;
    }

    // Breakpoint and SingleStep at one place are one composite event, as the specification asks of
    // co-located events: the first of the two JVMTI events reports both, the second is skipped.
    onLocated(name, e) {
        const ev = this.located(e.thread, e.method, e.location);
        const memo = this.colocated.get(ev.threadId);
        this.colocated.delete(ev.threadId);
        if (memo && memo.method === e.method && memo.location === e.location && memo.skip === name) return true;
        const write = (w) => w.id(ev.threadId).location(ev.loc);
        const items = [];
        if (name === 'SingleStep') {
            const step = this.stepFor(ev.threadId);
            if (step) items.push(...this.matchItems(EventKind.SINGLE_STEP, ev, write, (r) => r === step));
            if (!items.length) return false;
            items.push(...this.matchItems(EventKind.BREAKPOINT, ev, write));
            if (this.breakpoints.has(`${e.method}:${e.location}`)) this.colocated.set(ev.threadId, { method: e.method, location: e.location, skip: 'Breakpoint' });
        } else {
            items.push(...this.matchItems(EventKind.BREAKPOINT, ev, write));
            const step = this.stepFor(ev.threadId);
            if (step && this.stepCompletes(step, ev)) {
                items.push(...this.matchItems(EventKind.SINGLE_STEP, ev, write, (r) => r === step));
                this.colocated.set(ev.threadId, { method: e.method, location: e.location, skip: 'SingleStep' });
            }
        }
        if (!items.length) return false;
        this.sendComposite(items, ev.threadId);
        for (const it of items) {
            if (it.req.expired) this.expire(it.req);
            else if (it.req.step && it.kind === EventKind.SINGLE_STEP) this.restartStep(it.req.step, ev);
        }
        return true;
    }

    // The items of the requests of `kind` that event `ev` passes.
    matchItems(kind, ev, write, only = null) {
        const out = [];
        for (const req of this.newestFirst()) {
            if (req.kind !== kind || req.expired || (only && !only(req))) continue;
            if (passes(req, ev, (a, b) => this.isSubtype(a, b))) out.push({ req, kind, write });
        }
        return out;
    }

    onException(e) {
        if (!this.tagged) return;
        const exClass = this.values.objectClass(e.exception);
        const caught = !!e.catchMethod;
        const ev = this.located(e.thread, e.method, e.location, { exceptionClassId: this.ids.idOf(exClass), caught });
        const catchLoc = caught ? this.ids.location(e.catchMethod, e.catchLocation) : null;
        this.post(EventKind.EXCEPTION, ev, (w) => {
            w.id(ev.threadId).location(ev.loc);
            this.tagged.writeTagged(w, 'L', e.exception);
            w.location(catchLoc);
        });
    }

    onField(kind, e) {
        if (!this.tagged) return;
        const fieldClassId = this.ids.idOf(e.fieldKlass);
        const f = this.ids.field(e.field, fieldClassId);
        const ev = this.located(e.thread, e.method, e.location, { fieldId: e.field, fieldClassId });
        ev.objectId = () => this.ids.idOf(e.object);
        const { tag } = this.ids.classRef(e.fieldKlass);
        this.post(kind, ev, (w) => {
            w.id(ev.threadId).location(ev.loc).u8(tag).id(fieldClassId).id(e.field);
            this.tagged.writeTagged(w, 'L', e.object);
            if (kind === EventKind.FIELD_MODIFICATION) this.tagged.writeTagged(w, f.signature, e.newValue);
        });
    }

    // The main thread enters a method while the debugger holds it suspended from VMInit: the program's
    // main method, at the bottom of the stack, is where it stops (the suspension is made again from the
    // event's callback, where a thread of the outermost run stops when the callback returns).
    passStartGate(e) {
        if (!this.startGate || !this.mainThread || !this.bridge.sameObject(e.thread, this.mainThread)) return;
        const m = this.ids.method(e.method);
        if (m.name !== 'main' || m.signature !== '([Ljava/lang/String;)V' || this.jvmti.getFrameCount(e.thread) !== 1) return;
        this.startGate = false;
        this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'MethodEntry', e.thread);
        if (this.suspendCount(this.ids.idOf(e.thread)) > 0) {
            this.jvmti.resumeThread(e.thread);
            this.jvmti.suspendThread(e.thread);
        }
    }

    onMethod(kind, e) {
        if (kind === EventKind.METHOD_ENTRY) this.passStartGate(e);
        if (!this.tagged || !this.methodEvents) return;
        let location;
        try { location = this.jvmti.getFrameLocation(e.thread, 0).location; } catch { location = -1; }
        const ev = this.located(e.thread, e.method, location);
        const write = (w) => w.id(ev.threadId).location(ev.loc);
        this.post(kind, ev, write);
        if (kind === EventKind.METHOD_EXIT) {
            const ret = this.ids.method(e.method).signature.split(')')[1];
            this.post(EventKind.METHOD_EXIT_WITH_RETURN_VALUE, ev, (w) => {
                write(w);
                this.tagged.writeTagged(w, ret, e.wasPoppedByException ? (ret === 'V' ? undefined : 0) : e.returnValue);
            });
        }
    }

    // ------------------------------------------------------------------------------------- stepping

    stepFor(threadId) {
        for (const req of this.requests.values()) if (req.step && !req.expired && req.step.threadId === threadId) return req;
        return null;
    }

    lineOf(method, location) {
        let t = this.lineTables.get(method);
        if (!t) {
            try { t = this.jvmti.getLineNumberTable(method).sort((a, b) => a.startLocation - b.startLocation); } catch { t = []; }
            this.lineTables.set(method, t);
        }
        let line = -1;
        for (const e of t) { if (e.startLocation <= location) line = e.lineNumber; else break; }
        return line;
    }

    // A step of the suspended thread `thread` from where it is: stepping by single steps, over calls
    // (and out of frames) by the frame's pop.
    startStep(thread, s) {
        const j = this.jvmti;
        const fromDepth = j.getFrameCount(thread);
        const top = fromDepth ? j.getFrameLocation(thread, 0) : null;
        const st = { threadId: s.threadId, thread, size: s.size, depth: s.depth, fromDepth, fromMethod: top && top.method,
            fromLine: top ? this.lineOf(top.method, top.location) : -1, waitingPop: false };
        if (s.depth === StepDepth.OUT && fromDepth > 0) this.waitForPop(st, 0);
        else j.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', thread);
        return st;
    }

    // A step request without a count goes on stepping from where it was reported.
    restartStep(st, ev) {
        const top = this.jvmti.getFrameLocation(ev.thread, 0);
        st.fromDepth = this.jvmti.getFrameCount(ev.thread);
        st.fromMethod = top.method;
        st.fromLine = this.lineOf(top.method, top.location);
    }

    waitForPop(st, depth) {
        try { this.jvmti.notifyFramePop(st.thread, depth); } catch (e) { if (e.error !== 'DUPLICATE') throw e; }
        st.waitingPop = true;
        this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'SingleStep', st.thread);
    }

    endStep(req) {
        if (!req.step || req.step.ended) return;
        req.step.ended = true;
        try { this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'SingleStep', req.step.thread); } catch { /* the thread ended */ }
    }

    // Whether the step `req` ends at event `ev` (a single step or breakpoint of its thread).
    stepCompletes(req, ev) {
        const st = req.step;
        if (st.waitingPop) return false;
        const depth = this.jvmti.getFrameCount(ev.thread);
        if (depth > st.fromDepth) {
            if (st.depth !== StepDepth.INTO) return false;
            // into a method the request's class filters leave out: stepped over, as jdb's exclusions ask
            const filtered = req.mods.some((m) => (m.kind === 6 && patternMatches(m.pattern, ev.className)) || (m.kind === 5 && !patternMatches(m.pattern, ev.className)));
            return !filtered;
        }
        if (depth < st.fromDepth) return true;
        if (st.depth === StepDepth.OUT) return false;
        if (st.size === StepSize.MIN) return true;
        if (ev.method !== st.fromMethod) return true;
        const line = this.lineOf(ev.method, ev.location);
        return line !== -1 && line !== st.fromLine;
    }

    onSingleStep(e) {
        const id = this.ids.idOf(e.thread);
        const req = this.stepFor(id);
        if (!req) {
            this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'SingleStep', e.thread);
            return;
        }
        const st = req.step;
        const depth = this.jvmti.getFrameCount(e.thread);
        const ev = this.located(e.thread, e.method, e.location);
        if (!this.stepCompletes(req, ev)) {
            // a call to step over, or into a filtered method: wait for that frame to return
            if (depth > st.fromDepth) this.waitForPop(st, 0);
            return;
        }
        // the step may end where its filters do not report it: it steps on from here
        if (!this.onLocated('SingleStep', e)) this.restartStep(st, ev);
    }

    onFramePop(e) {
        const req = this.stepFor(this.ids.idOf(e.thread));
        if (!req || !req.step.waitingPop) return;
        req.step.waitingPop = false;
        this.jvmti.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', e.thread);
    }
}
