// debugger.mjs: a debugger for Java programs on the WebAssembly VM, built only on the bridge's JVMTI
// binding (wasm-bridge/jvmti/jvmti.mjs) and its JNI value access. Its requests and events follow the
// Debug Adapter Protocol's: threads, stack frames, scopes and variables (objects as trees), line
// breakpoints (conditions, hit counts, logpoints; set before the class loads, moved to the next line
// with code), exception breakpoints (caught, uncaught), step in/over/out, pause, continue, set
// variable, evaluate; and the data of the panel's views for learning: the frames-and-objects picture,
// a frame's bytecode and a step of one instruction, the threads' states and deadlocks, the heap's class
// histogram, the class browser, the JVMTI event log (one module each beside this one). docs/BRIDGE.md
// ("The debugger", "The views for learning") describes it.
//
//   const dbg = new Debugger(bridge);          // in the OnLoad phase (startVitrine's jvmti option)
//   dbg.on('stopped', ({ reason, threadId }) => { ... dbg.stackTrace(threadId) ... dbg.continue(threadId); });
//   dbg.setBreakpoints('Main.java', [{ line: 12 }]);
//
// A thread stops by suspending itself inside the event's callback: it runs no Java code until
// continue/next/stepIn/stepOut; the other threads go on. 'stopped' is emitted once the VM's slice has
// returned, so its listeners inspect a thread that is really stopped.
import { evaluateExpression, parseLiteral } from './expressions.mjs';
import { ValueTree, frameRef, parseFrameRef } from './values.mjs';
import { objectGraph } from './object-graph.mjs';
import { frameBytecode } from './bytecode-view.mjs';
import { threadDetails, deadlocks } from './thread-states.mjs';
import { AllocationSites } from './allocation-sites.mjs';
import { heapHistogram, instancesOf } from './heap-histogram.mjs';
import { classDetails, findClass } from './class-details.mjs';
import { describeEvent, eventCapability, LOG_CAPABILITIES, now } from './event-log.mjs';

// Classes a step into does not stop in (as jdb's default exclusions): a step into one of their
// methods steps over it.
const STEP_EXCLUDED = /^(java|javax|jdk|sun|com\/sun)\//;

export class Debugger {
    /** `bridge`: the JvmtiBridge, in the OnLoad phase. Options: stepExcludes (RegExp on internal class names). */
    constructor(bridge, { stepExcludes = STEP_EXCLUDED } = {}) {
        this.bridge = bridge;
        this.jvmti = bridge.createEnvironment();
        this.stepExcludes = stepExcludes;
        this.listeners = new Map();
        this.breakpoints = new Map();   // id -> { id, source, line, condition, hitCondition, logMessage, hits, verified, locations: [{method, location, line}] }
        this.bySource = new Map();      // source file -> [breakpoint ids]
        this.nextBreakpointId = 1;
        this.exceptionFilters = { caught: false, uncaught: false };
        this.threadIds = new Map();     // thread id -> Handle
        this.nextThreadId = 1;
        this.stops = new Map();         // thread id -> { reason, ... } while stopped
        this.steps = new Map();         // thread id -> step request
        this.lineTables = new Map();    // method -> [{ location, line }]
        this.methodInfo = new Map();    // method -> { name, signature, klass, className, source }
        this.values = new ValueTree(this);
        this.resumes = 0;               // how many times a thread was let run (the objects picture compares stops)
        this.createdAt = now();         // the event log's times count from here
        const j = this.jvmti;
        const potential = j.getPotentialCapabilities();
        const wanted = ['can_generate_breakpoint_events', 'can_generate_single_step_events', 'can_generate_frame_pop_events',
            'can_access_local_variables', 'can_get_line_numbers', 'can_get_source_file_name', 'can_generate_exception_events',
            'can_suspend', 'can_tag_objects', 'can_pop_frame', 'can_force_early_return',
            // the views for learning: bytecode, threads and their monitors
            'can_get_bytecodes', 'can_get_constant_pool', 'can_get_owned_monitor_info', 'can_get_current_contended_monitor',
            'can_get_monitor_info', 'can_generate_sampled_object_alloc_events',
            // the events the event log may ask for beyond the debugger's own (method entry is only added at
            // OnLoad; holding a capability costs nothing measurable: docs/PERFORMANCE.md)
            ...LOG_CAPABILITIES];
        const caps = {};
        for (const c of wanted) if (potential[c]) caps[c] = true;
        j.addCapabilities(caps);
        this.capabilities = j.getCapabilities();
        const d = this;
        this.eventLog = null; // { seq, events: Set of the names enabled for the log only } while the log is on
        this.allocations = new AllocationSites(this);
        // the debugger's own handlers; installHandlers() sets them, with the event log's in front
        this.handlers = {
            VMInit(e) { d.threadId(e.thread); },
            ThreadStart(e) { d.emit('thread', { reason: 'started', threadId: d.threadId(e.thread) }); },
            ThreadEnd(e) { const id = d.threadId(e.thread); d.emit('thread', { reason: 'exited', threadId: id }); },
            ClassPrepare(e) { d.classPrepared(e.klass); },
            Breakpoint(e) { d.onBreakpoint(e); },
            SingleStep(e) { d.onStep(e); },
            FramePop(e) { d.onFramePop(e); },
            Exception(e) { d.onException(e); },
            SampledObjectAlloc(e) { d.allocations.sampled(e); },
            VMDeath() { d.emit('exited', {}); },
        };
        this.installHandlers();
        for (const ev of ['VMInit', 'ThreadStart', 'ThreadEnd', 'ClassPrepare', 'VMDeath'])
            j.setEventNotificationMode('JVMTI_ENABLE', ev, null);
        if (this.capabilities.can_generate_breakpoint_events) j.setEventNotificationMode('JVMTI_ENABLE', 'Breakpoint', null);
        if (this.capabilities.can_generate_frame_pop_events) j.setEventNotificationMode('JVMTI_ENABLE', 'FramePop', null);
    }

    // ------------------------------------------------------------------------------------- events

    // Sets the JVMTI event callbacks: the debugger's handlers and the events the log asked for, each
    // recorded first when the event log is on.
    installHandlers() {
        const all = { ...this.handlers };
        for (const name of this.eventLog ? this.eventLog.events : []) if (!all[name]) all[name] = () => {};
        const wrapped = {};
        for (const [name, handler] of Object.entries(all)) {
            wrapped[name] = (e) => {
                if (this.eventLog) this.emitLater('jvmti', describeEvent(this, e, ++this.eventLog.seq));
                handler(e);
            };
        }
        this.jvmti.setEventCallbacks(wrapped);
    }

    /** Turns the event log on or off: while on, every JVMTI event the debugger receives is emitted as a
        'jvmti' event ({ seq, name, thread, threadId, method, location, line, className, ... }). `events`:
        more events to receive for the log only (MethodEntry, MonitorWait, ClassLoad...), their
        capabilities added now. Returns the names of the events logged. */
    setEventLog(on, { events = [] } = {}) {
        const j = this.jvmti;
        const previous = this.eventLog;
        if (previous) for (const name of previous.events) if (!this.handlers[name]) j.setEventNotificationMode('JVMTI_DISABLE', name, null);
        if (!on) {
            this.eventLog = null;
            this.installHandlers();
            return [];
        }
        const extra = new Set(events.filter((n) => !this.handlers[n]));
        const caps = {};
        for (const name of extra) {
            const c = eventCapability(name);
            if (c && !this.capabilities[c]) caps[c] = true;
        }
        if (Object.keys(caps).length) {
            j.addCapabilities(caps); // throws NOT_AVAILABLE naming AddCapabilities when the VM cannot
            this.capabilities = j.getCapabilities();
        }
        this.eventLog = { seq: previous ? previous.seq : 0, events: extra };
        this.installHandlers();
        for (const name of extra) j.setEventNotificationMode('JVMTI_ENABLE', name, null);
        return [...Object.keys(this.handlers), ...extra];
    }

    /** Listens to 'stopped' { reason, threadId, hitBreakpointIds?, text? }, 'continued' { threadId },
        'output' { category, output }, 'thread' { reason, threadId }, 'breakpoint' { breakpoint }, 'exited',
        'jvmti' (the event log's rows, while setEventLog(true)). */
    on(event, listener) {
        if (!this.listeners.has(event)) this.listeners.set(event, []);
        this.listeners.get(event).push(listener);
        return this;
    }

    emit(event, body) {
        for (const l of this.listeners.get(event) || []) l(body);
    }

    // Emitted once the current slice returns (the stopping thread has really stopped by then).
    emitLater(event, body) { queueMicrotask(() => this.emit(event, body)); }

    // ------------------------------------------------------------------------------------- threads

    /** The debugger's number for a thread Handle (stable for the thread's life). */
    threadId(thread) {
        for (const [id, h] of this.threadIds) if (h.is(thread)) return id;
        const id = this.nextThreadId++;
        this.threadIds.set(id, this.bridge.handle(thread.ref)); // a handle of its own
        return id;
    }

    thread(id) {
        const h = this.threadIds.get(id);
        if (!h) throw new Error(`no thread ${id}`);
        return h;
    }

    /** The live threads: [{ id, name, state }] (state: running, stopped, waiting, blocked, ...). */
    threads() {
        const out = [];
        for (const t of this.jvmti.getAllThreads()) {
            const info = this.jvmti.getThreadInfo(t);
            const id = this.threadId(t);
            out.push({ id, name: info.name, state: this.stops.has(id) ? 'stopped' : threadState(this.jvmti.getThreadState(t)) });
            t.release();
        }
        return out.sort((a, b) => a.id - b.id);
    }

    // ------------------------------------------------------------------------------------- classes and lines

    info(method) {
        let i = this.methodInfo.get(method);
        if (!i) {
            const j = this.jvmti;
            const { name, signature } = j.getMethodName(method);
            const klass = j.getMethodDeclaringClass(method);
            const sig = j.getClassSignature(klass).signature;
            let source = null;
            try { source = j.getSourceFileName(klass); } catch { source = null; }
            i = { name, signature, klass, className: sig.startsWith('L') ? sig.slice(1, -1) : sig, source };
            this.methodInfo.set(method, i);
        }
        return i;
    }

    lines(method) {
        let t = this.lineTables.get(method);
        if (!t) {
            try {
                t = this.jvmti.getLineNumberTable(method).map((e) => ({ location: e.startLocation, line: e.lineNumber }))
                    .sort((a, b) => a.location - b.location);
            } catch {
                t = [];
            }
            this.lineTables.set(method, t);
        }
        return t;
    }

    /** The source line of a location in a method (-1 when it has no line numbers). */
    lineOf(method, location) {
        let line = -1;
        for (const e of this.lines(method)) {
            if (e.location > location) break;
            line = e.line;
        }
        return line;
    }

    // A class's methods and their lines, for binding breakpoints of its source file.
    classPrepared(klass) {
        let source;
        try { source = this.jvmti.getSourceFileName(klass); } catch { return; }
        const ids = this.bySource.get(source);
        if (!ids) return;
        for (const id of ids) this.bind(this.breakpoints.get(id), [klass]);
    }

    // Binds breakpoint bp in the given classes: at the first location of its line, or of the next line
    // with code in the same method.
    bind(bp, classes) {
        const j = this.jvmti;
        const methods = [];
        for (const klass of classes) {
            try { methods.push(...j.getClassMethods(klass)); } catch { /* not prepared */ }
        }
        let best = null;
        for (const m of methods) {
            const table = this.lines(m);
            if (!table.length) continue;
            const lines = table.map((e) => e.line);
            if (Math.min(...lines) > bp.line + 50 || Math.max(...lines) < bp.line) continue;
            for (const e of table) {
                if (e.line < bp.line) continue;
                if (!best || e.line < best.line || (e.line === best.line && e.location < best.location && m === best.method)) best = { method: m, location: e.location, line: e.line };
                break;
            }
        }
        if (!best) return;
        // every method with code at that line (lambdas and inner classes share lines)
        for (const m of methods) {
            const e = this.lines(m).find((x) => x.line === best.line);
            if (!e || bp.locations.some((l) => l.method === m && l.location === e.location)) continue;
            try { j.setBreakpoint(m, e.location); } catch (err) { if (err.error !== 'DUPLICATE') throw err; }
            bp.locations.push({ method: m, location: e.location, line: e.line });
        }
        const moved = bp.line !== best.line;
        bp.verified = true;
        bp.actualLine = best.line;
        this.emitLater('breakpoint', { breakpoint: this.describeBreakpoint(bp), reason: moved ? 'moved' : 'changed' });
    }

    describeBreakpoint(bp) {
        return { id: bp.id, verified: bp.verified, source: bp.source, line: bp.actualLine ?? bp.line, requestedLine: bp.line };
    }

    /** Replaces the breakpoints of a source file (`Main.java`): [{ line, condition?, hitCondition?,
        logMessage? }] -> [{ id, verified, line }]. Breakpoints in classes not loaded yet bind when they load. */
    setBreakpoints(source, specs) {
        for (const id of this.bySource.get(source) || []) {
            const bp = this.breakpoints.get(id);
            for (const l of bp.locations) {
                const shared = [...this.breakpoints.values()].some((o) => o !== bp && o.locations.some((x) => x.method === l.method && x.location === l.location));
                if (!shared) try { this.jvmti.clearBreakpoint(l.method, l.location); } catch { /* gone */ }
            }
            this.breakpoints.delete(id);
        }
        const ids = [];
        const live = this.jvmti.getPhase() === 4; // JVMTI_PHASE_LIVE: before it, classes bind as they load
        const loaded = !live ? [] : this.jvmti.getLoadedClasses().filter((c) => {
            try { return this.jvmti.getSourceFileName(c) === source && (this.jvmti.getClassStatus(c) & 2) !== 0; } catch { return false; }
        });
        for (const s of specs) {
            const bp = { id: this.nextBreakpointId++, source, line: s.line, condition: s.condition, hitCondition: s.hitCondition,
                logMessage: s.logMessage, hits: 0, verified: false, locations: [] };
            this.breakpoints.set(bp.id, bp);
            ids.push(bp.id);
            this.bind(bp, loaded);
        }
        this.bySource.set(source, ids);
        return ids.map((id) => this.describeBreakpoint(this.breakpoints.get(id)));
    }

    /** Stops where exceptions are thrown: { caught, uncaught } (booleans). */
    setExceptionBreakpoints(filters) {
        this.exceptionFilters = { caught: !!filters.caught, uncaught: !!filters.uncaught };
        const on = this.exceptionFilters.caught || this.exceptionFilters.uncaught;
        if (this.capabilities.can_generate_exception_events) this.jvmti.setEventNotificationMode(on ? 'JVMTI_ENABLE' : 'JVMTI_DISABLE', 'Exception', null);
    }

    // ------------------------------------------------------------------------------------- stopping

    // Stops the current thread (the event's) with `reason`: it suspends itself and stops when the
    // callback returns; 'stopped' follows.
    stop(threadId, reason, extra = {}) {
        this.stops.set(threadId, { reason, ...extra });
        this.stopSingleStep(threadId);
        this.emitLater('stopped', { reason, threadId, ...extra });
        this.jvmti.suspendThread(null);
    }

    onBreakpoint(e) {
        const id = this.threadId(e.thread);
        const hit = [...this.breakpoints.values()].filter((bp) => bp.locations.some((l) => l.method === e.method && l.location === e.location));
        const stopping = [];
        for (const bp of hit) {
            if (bp.condition) {
                let v;
                try { v = evaluateExpression(this, id, 0, bp.condition, e.thread); } catch { v = true; } // an error stops, as IDEs do
                if (v !== true && !(typeof v === 'number' && v !== 0)) continue;
            }
            bp.hits++;
            if (bp.hitCondition && !hitConditionHolds(bp.hitCondition, bp.hits)) continue;
            if (bp.logMessage) {
                const text = bp.logMessage.replace(/\{([^}]+)\}/g, (_, expr) => {
                    try { return this.values.display(evaluateExpression(this, id, 0, expr, e.thread)); } catch (err) { return `<${err.message}>`; }
                });
                this.emitLater('output', { category: 'console', output: text + '\n' });
                continue;
            }
            stopping.push(bp.id);
        }
        if (stopping.length) this.stop(id, 'breakpoint', { hitBreakpointIds: stopping });
    }

    onException(e) {
        const caught = e.catchMethod !== 0 && e.catchMethod !== null;
        if (caught ? !this.exceptionFilters.caught : !this.exceptionFilters.uncaught) return;
        const id = this.threadId(e.thread);
        const klass = this.bridge.values.objectClass(e.exception);
        const name = this.jvmti.getClassSignature(klass).signature.slice(1, -1).replace(/\//g, '.');
        klass.release();
        this.stop(id, 'exception', { text: name, description: caught ? 'caught' : 'uncaught' });
    }

    /** Stops the main thread where it enters the program's main method, before any of the program's
        code runs ('stopped' with reason 'entry'). In the OnLoad phase; NOT_AVAILABLE (from
        AddCapabilities) when the VM cannot post MethodEntry. */
    stopOnEntry() {
        if (!this.capabilities.can_generate_method_entry_events) {
            this.jvmti.addCapabilities({ can_generate_method_entry_events: true });
            this.capabilities = this.jvmti.getCapabilities();
        }
        this.handlers.MethodEntry = (e) => this.onEntry(e);
        this.installHandlers();
        this.jvmti.setEventNotificationMode('JVMTI_ENABLE', 'MethodEntry', null);
    }

    // The launcher calls main at the bottom of the main thread's stack: the first such entry is the
    // program's; MethodEntry goes off then (every call posts it while it is on).
    onEntry(e) {
        if (this.jvmti.getFrameCount(e.thread) !== 1) return; // most calls: not worth a name
        const { name, signature } = this.jvmti.getMethodName(e.method);
        if (name !== 'main' || signature !== '([Ljava/lang/String;)V') return;
        this.endEntryWait();
        this.stop(this.threadId(e.thread), 'entry');
    }

    endEntryWait() {
        if (!this.handlers.MethodEntry) return;
        delete this.handlers.MethodEntry;
        this.installHandlers();
        if (!this.eventLog || !this.eventLog.events.has('MethodEntry')) this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'MethodEntry', null);
    }

    /** Lets the program run on without this debugger (a debug adapter detaching): breakpoints and
        exception filters cleared, steps and a pending stop on entry dropped, stopped threads continued. */
    detach() {
        for (const source of [...this.bySource.keys()]) this.setBreakpoints(source, []);
        this.bySource.clear();
        this.setExceptionBreakpoints({});
        this.endEntryWait();
        for (const id of [...this.steps.keys()]) this.stopSingleStep(id);
        for (const id of [...this.stops.keys()]) this.continue(id);
    }

    // ------------------------------------------------------------------------------------- stepping

    stopSingleStep(threadId) {
        if (!this.steps.has(threadId)) return;
        this.steps.delete(threadId);
        this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'SingleStep', this.thread(threadId));
    }

    // A step of `kind` ('in', 'over', 'out') from where thread `threadId` stopped.
    step(threadId, kind) {
        if (!this.stops.has(threadId)) throw new Error(`thread ${threadId} is not stopped`);
        const thread = this.thread(threadId);
        const j = this.jvmti;
        const depth = j.getFrameCount(thread);
        const top = depth ? j.getFrameLocation(thread, 0) : null;
        const req = { kind, depth, method: top && top.method, line: top ? this.lineOf(top.method, top.location) : -1 };
        if (kind === 'out') {
            // a frame pop may still be asked for (a step out that a breakpoint interrupted)
            if (depth > 0) try { j.notifyFramePop(thread, 0); } catch (err) { if (err.error !== 'DUPLICATE') throw err; }
            req.waitingPop = true;
        } else {
            j.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', thread);
        }
        this.steps.set(threadId, req);
        this.resume(threadId);
    }

    onStep(e) {
        const id = this.threadId(e.thread);
        const req = this.steps.get(id);
        if (!req || req.waitingPop) return;
        if (req.kind === 'landing' || req.kind === 'instruction') {
            this.stop(id, 'step');
            return;
        }
        const depth = this.jvmti.getFrameCount(e.thread);
        const info = this.info(e.method);
        const line = this.lineOf(e.method, e.location);
        if (line < 0) return;
        if (req.kind === 'over') {
            if (depth > req.depth) return;
            if (depth === req.depth && e.method === req.method && line === req.line) return;
        } else { // in
            if (depth > req.depth && this.stepExcludes.test(info.className)) return;
            if (depth === req.depth && e.method === req.method && line === req.line) return;
        }
        // the first instruction of a line only: stepping into the middle of one (a return landing after
        // the call) goes on to the next line, as debuggers do, unless the frame is shallower
        const table = this.lines(e.method);
        if (depth >= req.depth && !table.some((x) => x.location === e.location)) return;
        this.stop(id, 'step');
    }

    onFramePop(e) {
        const id = this.threadId(e.thread);
        const req = this.steps.get(id);
        if (!req || !req.waitingPop) return;
        // the frame returns: stop at the caller's next instruction (after the call), as a step out does
        req.waitingPop = false;
        req.kind = 'landing';
        this.jvmti.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', e.thread);
    }

    // ------------------------------------------------------------------------------------- running

    resume(threadId) {
        this.resumes++;
        this.stops.delete(threadId);
        this.values.forget();
        this.jvmti.resumeThread(this.thread(threadId));
        this.emit('continued', { threadId });
        this.bridge.wakeHost();
    }

    /** Lets a stopped thread run on. */
    continue(threadId) {
        this.stopSingleStep(threadId);
        this.resume(threadId);
    }

    /** A step of exactly one bytecode instruction (into a called method's first instruction, JDK's included). */
    stepInstruction(threadId) { this.step(threadId, 'instruction'); }

    next(threadId) { this.step(threadId, 'over'); }
    stepIn(threadId) { this.step(threadId, 'in'); }
    stepOut(threadId) { this.step(threadId, 'out'); }

    /** Stops a running thread where it is (between slices: at once; 'stopped' with reason 'pause'). */
    pause(threadId) {
        if (this.stops.has(threadId)) return;
        this.jvmti.suspendThread(this.thread(threadId));
        this.stops.set(threadId, { reason: 'pause' });
        this.emitLater('stopped', { reason: 'pause', threadId });
    }

    // ------------------------------------------------------------------------------------- inspecting

    /** The stack of a stopped thread: [{ id, name, source, line, className, methodName, method, location }]. */
    stackTrace(threadId, startFrame = 0, levels = 1000) {
        const thread = this.thread(threadId);
        return this.jvmti.getStackTrace(thread, startFrame, levels).map((f, i) => {
            const info = this.info(f.method);
            return {
                id: frameRef(threadId, startFrame + i), name: `${info.className.replace(/\//g, '.')}.${info.name}`,
                source: info.source, line: f.location < 0 ? -1 : this.lineOf(f.method, f.location),
                className: info.className, methodName: info.name, method: f.method, location: f.location,
            };
        });
    }

    /** The scopes of a frame: its locals (and `this`). */
    scopes(frameId) {
        return [{ name: 'Locals', variablesReference: this.values.localsRef(frameId) }];
    }

    /** The children of a variables reference (a frame's locals, an object's fields, a page of an array). */
    variables(ref, { start = 0, count } = {}) { return this.values.children(ref, { start, count }); }

    /** Sets a local of a frame (by name) to a literal (number, boolean, char, string, null). */
    setVariable(frameId, name, text) {
        const { threadId, depth } = parseFrameRef(frameId);
        const local = this.values.local(threadId, depth, name);
        if (!local) throw new Error(`no local ${name}`);
        const thread = this.thread(threadId);
        const v = parseLiteral(text, local.signature, this.bridge);
        const j = this.jvmti;
        switch (local.signature[0]) {
            case 'J': j.setLocalLong(thread, depth, local.slot, v); break;
            case 'F': j.setLocalFloat(thread, depth, local.slot, v); break;
            case 'D': j.setLocalDouble(thread, depth, local.slot, v); break;
            case 'L': case '[': j.setLocalObject(thread, depth, local.slot, v); break;
            default: j.setLocalInt(thread, depth, local.slot, typeof v === 'boolean' ? (v ? 1 : 0) : typeof v === 'string' ? v.charCodeAt(0) : v);
        }
        return this.values.describe(name, this.values.readLocal(thread, depth, local), local.signature);
    }

    /** Evaluates an expression in a frame: locals, fields, array elements, arithmetic and comparisons. */
    evaluate(frameId, expression) {
        const { threadId, depth } = parseFrameRef(frameId);
        const v = evaluateExpression(this, threadId, depth, expression, this.thread(threadId));
        return this.values.describe(expression, v, null);
    }

    // ------------------------------------------------------------------------------------- the views for learning

    /** The frames-and-objects picture of a stopped thread (object-graph.mjs). */
    objectGraph(threadId, options = {}) { return objectGraph(this, threadId, options); }

    /** The bytecode of a stopped frame's method, its current instruction and its locals (bytecode-view.mjs). */
    bytecode(frameId) { return frameBytecode(this, frameId); }

    /** Every thread with its state in words, the monitor it waits for and its owner (thread-states.mjs). */
    threadDetails() { return threadDetails(this); }

    /** The cycles of threads blocked on each other (thread-states.mjs). */
    deadlocks() { return deadlocks(this); }

    /** Starts or stops sampling allocations (about one per `interval` bytes) for the heap view's
        allocation sites; returns heapHistogram().allocationSites (allocation-sites.mjs). */
    setAllocationSampling(on, options = {}) { return this.allocations.set(on, options); }

    /** A full garbage collection now (JVMTI ForceGarbageCollection; from the host between slices). */
    collectGarbage() { this.jvmti.forceGarbageCollection(); }

    /** Instances and bytes per class (heap-histogram.mjs). */
    heapHistogram(options = {}) { return heapHistogram(this, options); }

    /** The instances of a class as variables (the heap view's "show instances"; heap-histogram.mjs). */
    instancesOf(className, options = {}) { return instancesOf(this, className, options); }

    /** A loaded class for the class browser: source, kind, modifiers, fields (statics' values), methods (class-details.mjs). */
    classDetails(className) { return classDetails(this, className); }

    /** Fix and continue: the loaded class `className` takes new class bytes (a Uint8Array: the same
        fields, methods and supertypes, new code; JVMTI RedefineClasses). Frames in a changed method
        finish in its old code, every later call runs the new. The VM clears the class's breakpoints:
        they bind again in the new code, whose lines may have moved. Throws the JvmtiError of the
        restriction the bytes break (UNSUPPORTED_REDEFINITION_METHOD_ADDED, INVALID_CLASS_FORMAT, ...). */
    hotSwap(className, classBytes) {
        const j = this.jvmti;
        if (!this.capabilities.can_redefine_classes) {
            j.addCapabilities({ can_redefine_classes: true }); // NOT_AVAILABLE when the VM cannot
            this.capabilities = j.getCapabilities();
        }
        const klass = findClass(this, className);
        try {
            j.redefineClasses([{ klass, classBytes }]);
            const methods = new Set(j.getClassMethods(klass));
            for (const m of methods) this.lineTables.delete(m);
            for (const bp of this.breakpoints.values()) bp.locations = bp.locations.filter((l) => !methods.has(l.method));
            this.classPrepared(klass);
        } finally {
            klass.release();
        }
    }

    /** The loaded classes: [{ name, source }] (internal names). */
    loadedClasses() {
        const out = [];
        for (const c of this.jvmti.getLoadedClasses()) {
            const s = this.jvmti.getClassSignature(c).signature;
            if (s.startsWith('L')) {
                let source = null;
                try { source = this.jvmti.getSourceFileName(c); } catch { source = null; }
                out.push({ name: s.slice(1, -1), source });
            }
            c.release();
        }
        return out;
    }
}

function hitConditionHolds(cond, hits) {
    const m = String(cond).trim().match(/^(>=|>|==|%)?\s*(\d+)$/);
    if (!m) return true;
    const n = Number(m[2]);
    switch (m[1]) {
        case '>': return hits > n;
        case '>=': return hits >= n;
        case '%': return hits % n === 0;
        default: return hits === n;
    }
}

function threadState(s) {
    if (!(s & 1)) return s & 2 ? 'terminated' : 'new';
    if (s & 0x100000) return 'suspended';
    if (s & 0x400) return 'blocked';
    if (s & 0x40) return 'sleeping';
    if (s & 0x80) return 'waiting';
    return 'running';
}
