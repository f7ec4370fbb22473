// events.mjs: the JDWP server's events (methods of JdwpAgent, agent.mjs): each JVMTI event turned
// into the facts the request modifiers test, matched against the requests of its kind (the newest
// first, HotSpot's order in a composite event), sent as one composite event with the strongest
// suspend policy of the requests it satisfied, and that policy applied. Also the start-up: the main
// thread stopped at the entry of the program's main method, and the ClassPrepare events of threads the
// debugger holds suspended kept until it resumes them.
import { EventKind, SuspendPolicy, Writer } from './wire.mjs';
import { passes } from './requests.mjs';

export const eventMethods = {

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
    },

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
    },

    sourceName(classId) {
        try { return this.jvmti.getSourceFileName(this.ids.klass(classId)); } catch { return null; }
    },

    threadEvent(e) {
        const id = this.ids.idOf(e.thread);
        return { thread: e.thread, threadId: id };
    },

    /**
     * Sends event(s) of `kind` for the requests `ev` passes (or given `reqs`), writing each with
     * `write(w)`, and applies the strongest suspend policy among them. Returns whether any was sent.
     */
    post(kind, ev, write = () => {}) {
        if (!this.connection || !this.started) return false;
        const matched = [];
        for (const req of this.newestFirst()) {
            if (req.kind !== kind || req.expired) continue;
            if (passes(req, ev, (a, b) => this.isSubtype(a, b))) matched.push(req);
        }
        const all = matched.map((req) => ({ req, kind, write }));
        if (!all.length) return false;
        this.sendComposite(all, ev.threadId);
        for (const req of matched) if (req.expired) this.expire(req);
        return true;
    },

    // The requests, the newest first: the order HotSpot reports a composite event's events in.
    newestFirst() { return [...this.requests.values()].reverse(); },

    // A request whose Count ran out sends no more events (JDI clears it); a step stops stepping.
    expire(req) {
        if (req.step) this.endStep(req);
    },

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
    },

    applyPolicy(policy, threadId) {
        if (policy === SuspendPolicy.ALL) this.suspendAll();
        else if (policy === SuspendPolicy.EVENT_THREAD && threadId) this.suspendThread(threadId);
    },

    sendVMStart() {
        const id = this.mainThread ? this.ids.idOf(this.mainThread) : 0;
        const policy = this.suspendOnStart ? SuspendPolicy.ALL : SuspendPolicy.NONE;
        const w = new Writer().u8(policy).i32(1).u8(EventKind.VM_START).i32(0).id(id);
        this.sendEvent(w.bytes());
    },

    onVMInit(e) {
        this.started = true;
        this.mainThread = e.thread;
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
    },

    onVMDeath() {
        if (this.connection) {
            const items = [{ req: null, policy: SuspendPolicy.NONE, kind: EventKind.VM_DEATH, write() {} }];
            const matched = [...this.requests.values()].filter((r) => r.kind === EventKind.VM_DEATH && !r.expired && passes(r, {}, () => false));
            for (const req of matched) items.push({ req, kind: EventKind.VM_DEATH, write() {} });
            // the event is sent but no thread is suspended: the VM ends
            const policy = Math.max(...items.map((i) => i.req ? i.req.suspendPolicy : i.policy));
            const w = new Writer().u8(policy).i32(items.length);
            for (const it of items) w.u8(it.kind).i32(it.req ? it.req.id : 0);
            if (this.held) { for (const pk of this.held) this.send(pk); this.held = null; }
            this.sendEvent(w.bytes());
        }
        this.dead = true;
        if (this.onDeath) this.onDeath();
    },

    onThreadStart(e) {
        const ev = this.threadEvent(e);
        // a thread started while the debugger holds the whole VM suspended is suspended too
        if (this.vmSuspends > 0 && !this.suspendCount(ev.threadId)) {
            for (let i = 0; i < this.vmSuspends; i++) this.suspendThread(ev.threadId);
        }
        this.post(EventKind.THREAD_START, ev, (w) => w.id(ev.threadId));
    },

    // A thread the debugger suspended may still run for a while in the WebAssembly VM: it stops only
    // in the outermost interpreter run (docs/JVMTI.md, "Threads and suspension"), and at start-up the
    // launcher loads the main class below it after VMInit. The classes it prepares meanwhile are held
    // back (not listed, their ClassPrepare not sent) until the debugger resumes it, so the debugger
    // sees what a thread that stopped at once would do: HotSpot's order.
    onClassPrepare(e) {
        if (!this.connection && !this.suspendOnStart) return;
        if (!this.started) return;
        const threadId = this.ids.idOf(e.thread);
        const status = this.classStatus(e.klass);
        if (this.suspendCount(threadId) > 0) {
            this.deferred.push({ threadId, thread: e.thread, klass: e.klass, classId: this.ids.idOf(e.klass), status });
            return;
        }
        this.postClassPrepare({ ...e, status });
    },

    /** Whether class `id` is held back (above): not yet prepared for the debugger. */
    isDeferred(id) { return this.deferred.some((d) => d.classId === id); },

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
        // then the entry into main, where the thread stopped (passStartGate), for method entry requests
        const entry = this.heldEntry;
        if (entry && entry.threadId === id) {
            this.heldEntry = null;
            this.onMethod(EventKind.METHOD_ENTRY, entry);
            if (this.suspendCount(id) > 0) return false;
        }
        return true;
    },

    // The event of a class prepared by thread e.thread, with its status then (e.status).
    postClassPrepare(e) {
        if (!this.connection) return;
        const { id, tag } = this.ids.classRef(e.klass);
        const info = this.ids.classInfo(id);
        const ev = { ...this.threadEvent(e), classId: id, className: info.signature.slice(1, -1).replace(/\//g, '.'),
            sourceName: () => this.sourceName(id) };
        this.post(EventKind.CLASS_PREPARE, ev, (w) => w.id(ev.threadId).u8(tag).id(id).string(info.signature).i32(e.status));
    },


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
    },

    // The items of the requests of `kind` that event `ev` passes.
    matchItems(kind, ev, write, only = null) {
        const out = [];
        for (const req of this.newestFirst()) {
            if (req.kind !== kind || req.expired || (only && !only(req))) continue;
            if (passes(req, ev, (a, b) => this.isSubtype(a, b))) out.push({ req, kind, write });
        }
        return out;
    },

    onException(e) {
        if (!this.started) return;
        const exClass = this.values.objectClass(e.exception);
        const caught = !!e.catchMethod;
        const on = this.startOn;
        if (on && !on.started && (on.uncaught ? !caught : this.ids.classInfo(this.ids.idOf(exClass)).signature === `L${on.exception.replace(/\./g, '/')};`)) {
            // onthrow/onuncaught: the debugger is wanted now; every thread waits for it (VM_START with
            // policy ALL once it attaches), the throwing one from the end of this callback
            on.started = true;
            this.suspendOnStart = true;
            this.suspendAll();
            on.start();
            return;
        }
        const ev = this.located(e.thread, e.method, e.location, { exceptionClassId: this.ids.idOf(exClass), caught });
        const catchLoc = caught ? this.ids.location(e.catchMethod, e.catchLocation) : null;
        this.post(EventKind.EXCEPTION, ev, (w) => {
            w.id(ev.threadId).location(ev.loc);
            this.tagged.writeTagged(w, 'L', e.exception);
            w.location(catchLoc);
        });
    },

    onField(kind, e) {
        if (!this.started) return;
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
    },

    // The main thread enters a method while the debugger holds it suspended from VMInit: the program's
    // main method, at the bottom of the stack, is where it stops (the suspension is made again from the
    // event's callback, where a thread of the outermost run stops when the callback returns).
    passStartGate(e) {
        if (!this.startGate || !this.mainThread || !this.bridge.sameObject(e.thread, this.mainThread)) return;
        const m = this.ids.method(e.method);
        if (m.name !== 'main' || m.signature !== '([Ljava/lang/String;)V' || this.jvmti.getFrameCount(e.thread) !== 1) return;
        this.startGate = false;
        this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'MethodEntry', e.thread);
        const threadId = this.ids.idOf(e.thread);
        if (this.suspendCount(threadId) > 0) {
            this.jvmti.resumeThread(e.thread);
            this.jvmti.suspendThread(e.thread);
            // the entry happened before the held ClassPrepare events are sent: it is reported after them
            this.heldEntry = { threadId, thread: e.thread, method: e.method };
        }
    },

    onMethod(kind, e) {
        if (kind === EventKind.METHOD_ENTRY && this.startGate) {
            this.passStartGate(e);
            if (this.heldEntry) return;
        }
        if (!this.started || !this.methodEvents) return;
        // a frame an exception pops has no method exit for JDWP (HotSpot's agent reports none)
        if (kind === EventKind.METHOD_EXIT && e.wasPoppedByException) return;
        let location;
        try { location = this.jvmti.getFrameLocation(e.thread, 0).location; } catch { location = -1; }
        const ev = this.located(e.thread, e.method, location);
        const write = (w) => w.id(ev.threadId).location(ev.loc);
        this.post(kind, ev, write);
        if (kind === EventKind.METHOD_EXIT) {
            const ret = this.ids.method(e.method).signature.split(')')[1];
            this.post(EventKind.METHOD_EXIT_WITH_RETURN_VALUE, ev, (w) => {
                write(w);
                this.tagged.writeTagged(w, ret, e.returnValue);
            });
        }
    },

    // A monitor event at the thread's top frame. InstanceOnly tests the monitor's object; class filters
    // test the location's class for a contended enter, the object's class for a wait (HotSpot's agent's
    // choice, which debuggers see).
    onMonitor(kind, e) {
        if (!this.started) return;
        let top;
        try { top = this.jvmti.getFrameLocation(e.thread, 0); } catch { return; }
        const classId = this.ids.idOf(this.values.objectClass(e.object));
        const waiting = kind === EventKind.MONITOR_WAIT || kind === EventKind.MONITOR_WAITED;
        const ev = this.located(e.thread, top.method, top.location, waiting
            ? { classId, className: this.ids.classInfo(classId).signature.slice(1, -1).replace(/\//g, '.') } : {});
        ev.objectId = () => this.ids.idOf(e.object);
        this.post(kind, ev, (w) => {
            w.id(ev.threadId);
            this.tagged.writeTagged(w, 'L', e.object);
            w.location(ev.loc);
            if (kind === EventKind.MONITOR_WAIT) w.i64(e.timeout);
            if (kind === EventKind.MONITOR_WAITED) w.bool(e.timedOut);
        });
    },
};
