// threads-view.mjs: the Threads section: every thread with its state in words, the thread shown in
// the call stack marked, and a deadlock drawn as the cycle it is (from the views' deadlocks()).
// Selecting a thread shows its stack. The list refreshes when the debugger stops, when threads start
// or end, and when every thread waits (the VM goes idle), which is when a deadlock shows.
import { el, notice, replaceChildren } from './dom.mjs';
import { describeThread } from './thread-words.mjs';

const JDK_THREADS = new Set(['Reference Handler', 'Finalizer', 'Signal Dispatcher', 'Common-Cleaner', 'Notification Thread']);

export class ThreadsView {
    constructor(panel, program) {
        this.panel = panel;
        this.program = program;
        this.threads = [];
        this.deadlocks = [];
        replaceChildren(panel, notice('Threads show while the program runs under the debugger (Debug).'));
        program.on('stopped', (i) => this.refresh(i.threads));
        program.on('threads', (t) => this.refresh(t));
        program.on('state', (s) => {
            if (s.phase === 'idle-waiting' || s.phase === 'waiting-input') this.program.refreshThreads();
            if (s.phase === 'ended' || s.phase === 'crashed') this.render([], []);
            this.poll(s);
        });
    }

    // While a debugged program runs, its threads change state without telling (a sleeping thread wakes
    // and blocks): the list is read again every second, between the VM's slices.
    poll(s) {
        const live = this.program.debugging && ['running', 'idle-waiting', 'waiting-input'].includes(s.phase);
        if (live && !this.timer) {
            this.timer = setInterval(() => { if (!this.busy) { this.busy = true; this.program.refreshThreads().finally(() => { this.busy = false; }); } }, 1000);
        } else if (!live && this.timer) {
            clearInterval(this.timer);
            this.timer = null;
        }
    }

    async refresh(threads) {
        const dbg = this.program.session?.debugger;
        if (!dbg) return this.render(threads || [], []);
        let details = null;
        let deadlocks = [];
        try { details = await dbg.threadDetails(); } catch (err) { this.detailsError = err.message; }
        try { deadlocks = await dbg.deadlocks(); } catch (err) { this.deadlockError = err.message; }
        // threadDetails (the views') says more than threads(): the monitor waited for, its owner, in words
        const merged = (threads || []).map((t) => {
            const d = (details || []).find((x) => x.id === t.id);
            return d ? { ...t, ...d, state: t.state === 'stopped' ? 'stopped' : normaliseState(d.state) } : t;
        });
        const cycles = normaliseCycles(deadlocks, merged);
        this.render(merged, cycles);
        this.program.deadlocked(cycles.map((c) => c.map((t) => t.name)));
    }

    render(threads, cycles) {
        this.threads = threads;
        if (!threads.length) {
            replaceChildren(this.panel, notice(this.program.session?.debugger ? 'No threads.' : 'Threads show while the program runs under the debugger (Debug).'));
            return;
        }
        const inCycle = new Set(cycles.flat().map((t) => t.id));
        const current = this.program.inspection?.threadId;
        const rows = threads.map((t) => el('li', { class: `thread${t.id === current ? ' current' : ''}${inCycle.has(t.id) ? ' deadlocked' : ''}`, dataset: { thread: t.id, state: String(t.state).toLowerCase() } },
            el('button', { class: 'thread-name', onclick: () => this.program.selectThread(t.id), disabled: !this.program.inspection },
                t.id === current ? '▸ ' : '', t.name),
            el('span', { class: 'thread-state' }, describeThread(t))));
        // the JDK's own threads (reference handling, finalization, cleaners) fold away: they are not the program's
        const jdk = threads.map((t, i) => JDK_THREADS.has(t.name) && !inCycle.has(t.id) && t.id !== current ? i : -1).filter((i) => i >= 0);
        const mine = rows.filter((_, i) => !jdk.includes(i));
        const parts = [el('ul', { class: 'threads' }, mine)];
        if (jdk.length) parts.push(el('details', { class: 'jdk-threads' }, el('summary', {}, `${jdk.length} threads of the JDK`), el('ul', { class: 'threads' }, jdk.map((i) => rows[i]))));
        for (const cycle of cycles) {
            parts.push(el('div', { class: 'deadlock', role: 'alert' },
                el('strong', {}, 'Deadlock: '),
                cycle.map((t, i) => [el('span', { class: 'deadlock-thread' }, t.name), ` waits for ${t.lock || 'a lock'} held by `, i === cycle.length - 1 ? el('span', { class: 'deadlock-thread' }, cycle[0].name) : '']),
                el('span', { class: 'deadlock-note' }, ' — each waits for the next, forever.')));
        }
        replaceChildren(this.panel, parts);
    }
}

// 'runnable' is what a student calls running.
function normaliseState(s) {
    return s === 'runnable' ? 'running' : s;
}

// A monitor as the threads view names it: the lock on Fork@4.
function lockName(lock) {
    if (lock.display || lock.text) return lock.display || lock.text;
    const cls = String(lock.className || 'Object').split('.').pop();
    return lock.objectId !== undefined ? `${cls}@${lock.objectId}` : cls;
}

// The views' deadlocks() result as cycles of { id, name, lock }: accepts [[threadId...]] or
// [{ threads: [{ id|threadId, name, monitor|lock }] }].
function normaliseCycles(result, threads) {
    if (!Array.isArray(result)) return [];
    return result.map((c) => {
        const list = Array.isArray(c) ? c : c.threads || c.cycle || [];
        return list.map((x) => {
            const id = typeof x === 'number' ? x : x.id ?? x.threadId;
            const t = threads.find((y) => y.id === id) || {};
            const lock = typeof x === 'object' ? x.waitsFor || x.lock || x.monitor : null;
            return { id, name: x.name || t.name || `thread ${id}`, lock: lock && (typeof lock === 'string' ? lock : lockName(lock)) };
        });
    }).filter((c) => c.length);
}
