// program.mjs: the program controller, the panel's state model. It compiles the project (the browser
// compiler), runs it (startVitrine, with the Debugger when debugging), and holds what the page shows
// about it: the phase (status line), the stopped thread and frame, and the threads. Views subscribe to
// its events and call its methods; none of them talks to the VM on its own. docs/DEVTOOLS.md ("State
// model") describes the phases and events.
import { Emitter } from './emitter.mjs';
import { ASSETS, WORKER_URL, startBrowserCompiler, startVitrine } from './vm-api.mjs';

/**
 * Phases: idle, compiling, compile-failed, starting, running, waiting-input, idle-waiting (every thread
 * waits: timers, or threads suspended), paused, ended, crashed.
 * Events: 'state' (the state), 'stdout'/'stderr'/'system' (text), 'diagnostics' ([...]), 'stopped'
 * (the inspection: threads, thread, frames, frame), 'continued', 'threads' ([...]), 'breakpoint'
 * (the debugger's binding of one), 'breakpoints-bound' ({ file, breakpoints }: the answer to
 * setBreakpoints), 'jvmti' (a raw event), 'session' (a new session or null), 'share' (a link).
 */
export class Program extends Emitter {
    constructor(project) {
        super();
        this.project = project;
        this.compiler = null;
        this.compilerStarting = null;
        this.session = null;
        this.debugging = false;
        this.state = { phase: 'idle', detail: 'ready' };
        this.inspection = null;   // while paused: { threads, threadId, frames, frameIndex, reason, text }
        this.watches = [];
        this.generation = 0;      // a run's number: events of a session that was replaced are dropped
    }

    setState(phase, detail = '', extra = {}) {
        this.state = { phase, detail, since: Date.now(), ...extra };
        this.emit('state', this.state);
    }

    // ------------------------------------------------------------------------------------- compiling

    async ensureCompiler() {
        if (this.compiler) return this.compiler;
        if (!this.compilerStarting) {
            // the compiler runs in a VM of its own, started through the same page API and kept warm
            this.compilerLog = '';
            this.compilerStarting = startBrowserCompiler(startVitrine, { assets: ASSETS, workerUrl: WORKER_URL, stderr: (t) => { this.compilerLog = (this.compilerLog + t).slice(-4000); } })
                .then((c) => { this.compiler = c; return c; })
                .finally(() => { this.compilerStarting = null; });
        }
        return this.compilerStarting;
    }

    /**
     * Starts the compiler in the background (the page calls it once idle), so that the first Compile
     * or Run finds javac loaded and warm. A failure here is not reported: the next compile tries
     * again and says why.
     */
    prepareCompiler() {
        if (this.compiler || this.compilerStarting) return;
        this.ensureCompiler().catch(() => {});
    }

    /**
     * Compiles every file of the project. Returns the class files ({ '/app/Main.class': bytes }) or null
     * when javac reported errors (shown as diagnostics) or could not run (the state says why).
     */
    async compile() {
        if (['compiling'].includes(this.state.phase)) return null;
        this.setState('compiling', this.compiler ? 'compiling' : 'starting the compiler (javac inside the VM)');
        const out = await this.compileProject();
        if (out) this.setState('idle', out.summary);
        return out ? out.classes : null;
    }

    /**
     * Compiles every file of the project; the diagnostics are shown. Returns { classes, summary }, or null
     * after setting the state that says why not (compile errors, a compiler that failed).
     */
    async compileProject() {
        const sources = {};
        for (const f of this.project.files) sources[f.name] = f.text;
        let result;
        try {
            const compiler = await this.ensureCompiler();
            this.setState('compiling', `compiling ${Object.keys(sources).length} file(s)`);
            const started = performance.now();
            result = await compiler.compile(sources);
            result.ms = Math.round(performance.now() - started);
        } catch (err) {
            this.emit('diagnostics', []);
            this.setState('crashed', `the compiler failed: ${err.message}`);
            this.emit('system', `The compiler failed: ${err.message}\n${this.compilerLog ? `Its error output:\n${this.compilerLog}\n` : ''}`);
            // a compiler that failed is started afresh next time
            try { this.compiler?.close(); } catch { /* gone */ }
            this.compiler = null;
            return null;
        }
        const diagnostics = (result.diagnostics || []).map((d) => ({ ...d, file: String(d.file || '').split('/').pop() }));
        this.emit('diagnostics', diagnostics);
        const errors = diagnostics.filter((d) => /error/i.test(d.severity || 'error')).length;
        if (!result.success || errors) {
            this.setState('compile-failed', `${errors || 'some'} compile error${errors === 1 ? '' : 's'}`);
            return null;
        }
        const classes = {};
        for (const [name, bytes] of Object.entries(result.classes || {})) classes[`/app/${name.replace(/^\/+/, '')}`] = bytes;
        return { classes, summary: `compiled in ${result.ms} ms${diagnostics.length ? `, ${diagnostics.length} warning(s)` : ''}` };
    }

    // ------------------------------------------------------------------------------------- running

    /** Compiles and runs the program; with debug: under the Debugger with the project's breakpoints. */
    async run({ debug = false } = {}) {
        await this.stop();
        const classes = await this.compile();
        if (!classes) return;
        const main = this.project.mainClass();
        if (!main) {
            this.setState('compile-failed', 'no class has a main method (public static void main(String[] args))');
            return;
        }
        const generation = ++this.generation;
        const mine = (fn) => (...args) => { if (generation === this.generation) fn(...args); };
        this.runClasses = classes; // what the program runs: fix and continue gives it what changed since
        this.debugging = debug;
        this.inspection = null;
        this.emit('continued', null);
        this.emit('system', `\n▶ java -cp /app ${main}${debug ? '   (debugging)' : ''}\n`);
        this.setState('starting', 'starting the VM');
        const started = Date.now();
        let session;
        try {
            session = await startVitrine(['-cp', '/app', main], {
                assets: ASSETS,
                workerUrl: WORKER_URL,
                files: classes,
                debug,
                stdout: mine((t) => this.emit('stdout', t)),
                stderr: mine((t) => this.emit('stderr', t)),
                onState: mine((s) => this.vmState(s)),
                onExit: mine((status) => this.ended(status)),
                onCrash: mine((message) => this.crashed(message)),
            });
        } catch (err) {
            if (generation === this.generation) this.crashed(`the VM did not start: ${err.message}`);
            return;
        }
        if (generation !== this.generation) { session.terminate(); return; }
        this.session = session;
        this.startedAt = started;
        this.emit('session', session);
        if (debug && session.debugger) await this.attachDebugger(session.debugger, mine);
        if (this.state.phase === 'starting') this.setState('running', 'running', { startedAt: started });
    }

    async attachDebugger(dbg, mine) {
        // pauses are shown by pause() itself, which picks the thread worth showing
        dbg.on('stopped', mine((e) => { if (e.reason !== 'pause') this.onStopped(e); }));
        dbg.on('continued', mine(() => { if (this.state.phase === 'paused') this.onContinued(); }));
        dbg.on('output', mine((e) => this.emit('stdout', e.output)));
        dbg.on('breakpoint', mine((e) => this.emit('breakpoint', e.breakpoint)));
        dbg.on('thread', mine(() => this.refreshThreads()));
        dbg.on('jvmti', mine((e) => this.emit('jvmti', e)));
        await this.syncBreakpoints();
        // the program starts once the breakpoints are in, so none is missed
        await dbg.configurationDone();
    }

    /** Sends the project's breakpoints and exception options to the debugger (when debugging). */
    async syncBreakpoints() {
        const dbg = this.session?.debugger;
        if (!dbg) return;
        for (const f of this.project.files) {
            const result = await dbg.setBreakpoints(f.name, f.breakpoints.map(({ line, condition, hitCondition, logMessage }) => ({ line, condition, hitCondition, logMessage })));
            this.emit('breakpoints-bound', { file: f.name, breakpoints: result });
        }
        await dbg.setExceptionBreakpoints({ caught: this.project.options.caughtExceptions, uncaught: this.project.options.uncaughtExceptions });
    }

    vmState(s) {
        if (this.state.phase === 'paused' || this.state.phase === 'ended' || this.state.phase === 'crashed') return;
        if (s === 'running') this.setState('running', 'running', { startedAt: this.startedAt });
        else if (s === 'waiting-input') this.setState('waiting-input', 'waiting for input: type a line in the console');
        else if (s === 'idle') this.setState('idle-waiting', 'every thread is waiting (sleeping, blocked or suspended)', { startedAt: this.startedAt });
        else if (s === 'starting') this.setState('starting', 'starting the VM');
    }

    ended(status) {
        this.inspection = null;
        this.emit('continued', null);
        this.emit('system', `\n■ exit status ${status}\n`);
        this.setState('ended', `ended: exit status ${status}`, { status });
        this.session = null;
        this.emit('session', null);
    }

    crashed(message) {
        this.inspection = null;
        this.emit('system', `\n✖ the VM crashed: ${message}\n`);
        this.setState('crashed', `crashed: ${message}`);
        this.session = null;
        this.emit('session', null);
    }

    /** Ends the program at once (exit status 143, as a SIGTERM gives). */
    async stop() {
        const s = this.session;
        if (!s) return;
        this.generation++;
        this.session = null;
        this.inspection = null;
        try { s.stop(143); } catch { /* worker gone */ }
        try { s.terminate(); } catch { /* worker gone */ }
        this.emit('session', null);
        this.emit('continued', null);
        this.emit('system', '\n■ stopped (exit status 143)\n');
        this.setState('ended', 'stopped: exit status 143', { status: 143 });
    }

    /** Types a line into System.in. */
    sendInput(text) {
        if (!this.session) throw new Error('no program is running');
        this.session.stdin.write(text);
    }

    closeInput() { this.session?.stdin.close(); }

    get running() { return !!this.session; }

    // ------------------------------------------------------------------------------------- fix and continue

    /**
     * Fix and continue: compiles the project and gives the program running under the debugger the
     * classes that changed since it started (RedefineClasses, through the debugger's hotSwap): calls made
     * from then on run the new code; frames already in a changed method finish in the old one. A class
     * the program has not loaded yet is replaced in its files and loads in its new form. A change that
     * redefinition does not allow (a method or field added or removed, the class's supertypes or
     * modifiers changed) is reported plainly and needs a restart. Emits 'applied' ({ applied, failed }).
     */
    async applyChanges() {
        const session = this.session;
        if (!session?.debugger) throw new Error('changes apply to a program running under the debugger (use Debug)');
        const before = this.state;
        this.setState('compiling', 'compiling the changes');
        let out;
        try {
            out = await this.compileProject();
        } finally {
            if (this.state.phase === 'compiling') this.restoreState(before);
        }
        if (!out || session !== this.session) return null;
        const applied = [], loadedLater = [], failed = [];
        const loaded = new Set((await session.debugger.loadedClasses()).map((c) => c.name));
        for (const [path, bytes] of Object.entries(out.classes)) {
            const old = this.runClasses?.[path];
            if (old && sameBytes(old, bytes)) continue;
            const className = path.replace(/^\/app\//, '').replace(/\.class$/, '');
            try {
                if (old && loaded.has(className)) {
                    await session.debugger.hotSwap(className, bytes);
                    applied.push(className);
                } else {
                    await session.writeFile(path, bytes); // loaded later, in its new form
                    loadedLater.push(className);
                }
                this.runClasses[path] = bytes;
            } catch (err) {
                failed.push({ className, why: redefinitionProblem(err) });
            }
        }
        const external = (n) => n.replaceAll('/', '.');
        if (applied.length) this.emit('system', `\n⟳ applied to the running program: ${applied.map(external).join(', ')} (frames already in a changed method finish in its old code)\n`);
        if (loadedLater.length) this.emit('system', `⟳ ${loadedLater.map(external).join(', ')}: not loaded yet, will load as changed\n`);
        for (const f of failed) this.emit('system', `✖ could not apply the changes to ${external(f.className)}: ${f.why}; that needs a restart (Debug again)\n`);
        if (!applied.length && !loadedLater.length && !failed.length) this.emit('system', '\nNo class changed since the program started.\n');
        if (applied.length) {
            await this.syncBreakpoints(); // the project's breakpoints, at their lines of the new source
            if (this.inspection && this.state.phase === 'paused') await this.onStopped({ ...this.inspection });
        }
        const result = { applied, loadedLater, failed };
        this.emit('applied', result);
        return result;
    }

    restoreState(state) {
        this.state = state;
        this.emit('state', state);
    }

    // ------------------------------------------------------------------------------------- debugging

    get dbg() {
        const d = this.session?.debugger;
        if (!d) throw new Error('the program is not running under the debugger (use Debug)');
        return d;
    }

    async onStopped(e) {
        const threads = await this.dbg.threads();
        const frames = await this.dbg.stackTrace(e.threadId);
        // a pause or an exception can stop a thread inside the JDK: the program's own frame is shown
        const own = frames.findIndex((f) => f.source && this.project.file(f.source) && f.line > 0);
        const frameIndex = own > 0 && (e.reason === 'pause' || e.reason === 'exception') ? own : 0;
        this.inspection = { ...e, threads, threadId: e.threadId, frames, frameIndex };
        const top = frames[frameIndex];
        const where = top ? `${top.source || top.className}:${top.line}` : 'a native frame';
        let why = { breakpoint: 'breakpoint', step: 'step', exception: `${e.description || ''} ${e.text || 'exception'}`.trim(), pause: 'paused by you' }[e.reason] || e.reason;
        if (frameIndex > 0) why += `, in ${frames[0].name}`;
        this.setState('paused', `paused at ${where} (${why})`, { threadId: e.threadId });
        this.emit('stopped', this.inspection);
    }

    onContinued() {
        this.inspection = null;
        this.emit('continued', null);
        this.setState('running', 'running', { startedAt: this.startedAt });
    }

    async refreshThreads() {
        if (!this.session?.debugger) return;
        try {
            const threads = await this.session.debugger.threads();
            if (this.inspection) this.inspection.threads = threads;
            this.emit('threads', threads);
        } catch { /* the program ended meanwhile */ }
    }

    /**
     * The threads view found threads waiting for each other's locks (cycles of thread names): while
     * nothing else is going on, the status line says so, since the program will never go on by itself.
     */
    deadlocked(cycles) {
        if (!cycles.length || !['idle-waiting', 'running'].includes(this.state.phase)) return;
        const detail = `deadlock: ${cycles.map((c) => c.join(' and ')).join('; ')} wait for each other's locks`;
        // other threads may still run: the phase stays what it is, the sentence names the deadlock
        const text = this.state.phase === 'running' ? `running; ${detail}` : detail;
        if (this.state.detail !== text) this.setState(this.state.phase, text, { startedAt: this.startedAt });
    }

    /** Shows another thread's stack (it must be stopped to have one). */
    async selectThread(threadId) {
        if (!this.inspection) return;
        let frames = [];
        try { frames = await this.dbg.stackTrace(threadId); } catch { frames = []; }
        this.inspection = { ...this.inspection, threadId, frames, frameIndex: 0 };
        this.emit('stopped', this.inspection);
    }

    /** Shows frame `index` of the stopped thread's stack (its line, its variables). */
    selectFrame(index) {
        if (!this.inspection || !this.inspection.frames[index]) return;
        this.inspection = { ...this.inspection, frameIndex: index };
        this.emit('stopped', this.inspection);
    }

    get frame() { return this.inspection ? this.inspection.frames[this.inspection.frameIndex] : null; }

    async resumeWith(method) {
        const id = this.inspection?.threadId;
        if (id === undefined) return;
        this.onContinued();
        await this.dbg[method](id);
        // the threads a pause stopped run on with it, so the program goes on as a whole
        const others = [...(this.userPaused || [])].filter((t) => t !== id);
        this.userPaused = null;
        for (const t of others) {
            try { await this.dbg.continue(t); } catch { /* ended meanwhile */ }
        }
    }

    continue() { return this.resumeWith('continue'); }
    stepOver() { return this.resumeWith('next'); }
    stepIn() { return this.resumeWith('stepIn'); }
    stepOut() { return this.resumeWith('stepOut'); }

    /**
     * Pauses every thread. The one shown is the first running the program's own code (else main):
     * a student pausing a game loop wants to see the loop, not the JDK's Finalizer.
     */
    async pause() {
        const threads = await this.dbg.threads();
        const paused = [];
        for (const t of threads) {
            if (t.state === 'stopped' || t.state === 'terminated') continue;
            try {
                await this.dbg.pause(t.id);
                paused.push(t.id);
            } catch { /* ended meanwhile */ }
        }
        if (!paused.length) return;
        this.userPaused = new Set(paused);
        let shown = null;
        for (const id of paused) {
            let frames = [];
            try { frames = await this.dbg.stackTrace(id); } catch { frames = []; }
            if (frames.some((f) => f.source && this.project.file(f.source))) { shown = id; break; }
        }
        if (shown === null) shown = threads.find((t) => t.name === 'main' && paused.includes(t.id))?.id ?? paused[0];
        await this.onStopped({ reason: 'pause', threadId: shown });
    }

    /** Sets a local of the shown frame to a Java literal; the new variable comes back. */
    async setVariable(name, text) {
        return this.dbg.setVariable(this.frame.id, name, text);
    }

    async evaluate(expression) {
        return this.dbg.evaluate(this.frame.id, expression);
    }
}

function sameBytes(a, b) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
}

/** What a failed redefinition means for a student, from the JVMTI error the debugger passed on. */
function redefinitionProblem(err) {
    const code = String(err?.error || err?.message || err);
    const words = {
        UNSUPPORTED_REDEFINITION_METHOD_ADDED: 'a method was added',
        UNSUPPORTED_REDEFINITION_METHOD_DELETED: 'a method was removed',
        UNSUPPORTED_REDEFINITION_SCHEMA_CHANGE: 'a field was added, removed or changed',
        UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED: 'the superclass or the interfaces changed',
        UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED: "the class's modifiers changed",
        UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED: "a method's modifiers changed",
        UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED: 'its nest, record or sealed attributes changed',
        MUST_POSSESS_CAPABILITY: 'this VM cannot redefine classes',
        NOT_AVAILABLE: 'this VM cannot redefine classes',
    };
    for (const [k, v] of Object.entries(words)) if (code.includes(k)) return `${v} (${k})`;
    return code;
}
