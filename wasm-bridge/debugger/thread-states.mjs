// thread-states.mjs: the data of the debugger's threads view: every thread with its state in words a
// student understands ("blocked: waiting for the lock on Fork@4, held by philosopher-2"), the monitor
// it waits for (object id and class) and that monitor's owner, the monitors it holds, where it is; and
// the deadlocks among them: cycles of threads each waiting for a lock the next one holds (object
// monitors, from GetCurrentContendedMonitor and GetObjectMonitorUsage, and java.util.concurrent locks,
// from the thread's parkBlocker and the lock's exclusive owner; a ReentrantLock is shown as itself, not
// as the synchronizer the thread parks on).
import { typeName } from './values.mjs';
import { findClass } from './class-details.mjs';

// JVMTI_THREAD_STATE_* bits.
const S = {
    ALIVE: 0x1, TERMINATED: 0x2, RUNNABLE: 0x4, WAITING_INDEFINITELY: 0x10, WAITING_WITH_TIMEOUT: 0x20, SLEEPING: 0x40,
    WAITING: 0x80, IN_OBJECT_WAIT: 0x100, PARKED: 0x200, BLOCKED_ON_MONITOR_ENTER: 0x400, SUSPENDED: 0x100000,
    INTERRUPTED: 0x200000, IN_NATIVE: 0x400000,
};

const REASONS = { breakpoint: 'at a breakpoint', step: 'after a step', exception: 'where an exception is thrown', pause: 'paused' };

/** Every live thread: [{ id, name, daemon, priority, state, description, monitor, owner, owns, location }]. */
export function threadDetails(dbg) {
    return collect(dbg).map(({ handle, waitsFor, ...t }) => t);
}

/** The deadlocks: [{ threads: [{ id, name, waitsFor: { objectId, className, kind }, heldBy: { id, name } }] }],
    each a cycle of threads each waiting for a lock the next one holds. */
export function deadlocks(dbg) {
    const threads = collect(dbg);
    const byId = new Map(threads.map((t) => [t.id, t]));
    const waits = new Map(threads.filter((t) => t.waitsFor && t.owner).map((t) => [t.id, t.owner.id]));
    const cycles = [];
    const inCycle = new Set();
    for (const start of waits.keys()) {
        // follow the waits-for chain from start; a cycle is found when it comes back to a thread of this walk
        const path = [];
        const onPath = new Map();
        let t = start;
        while (t !== undefined && !onPath.has(t) && !inCycle.has(t)) {
            onPath.set(t, path.length);
            path.push(t);
            t = waits.get(t);
        }
        if (t === undefined || inCycle.has(t) || !onPath.has(t)) continue;
        const cycle = path.slice(onPath.get(t));
        cycle.forEach((id) => inCycle.add(id));
        cycles.push({
            threads: cycle.map((id) => {
                const th = byId.get(id);
                return { id, name: th.name, waitsFor: th.monitor, heldBy: th.owner };
            }),
        });
    }
    return cycles;
}

// The threads with what they wait for and hold (handles released before returning).
function collect(dbg) {
    const j = dbg.jvmti;
    const need = ['can_get_current_contended_monitor', 'can_get_monitor_info', 'can_get_owned_monitor_info'].filter((c) => !dbg.capabilities[c]);
    if (need.length) throw new Error(`the threads view needs ${need.join(', ')}, which this VM does not offer`);
    const held = [];
    const hold = (h) => { if (h) held.push(h); return h; };
    try {
        const all = j.getAllThreads().map(hold);
        const ids = all.map((t) => dbg.threadId(t));
        const nameOf = new Map(all.map((t, i) => [ids[i], threadInfo(j, t).name]));
        const ownerOf = (h) => {
            if (!h) return null;
            const i = all.findIndex((t) => t.is(h));
            return i < 0 ? { id: null, name: threadInfo(j, h).name } : { id: ids[i], name: nameOf.get(ids[i]) };
        };
        let locks = null; // [synchronizer, lock] of the heap's ReentrantLocks, found when a thread parks on one
        const describeObject = (o) => ({ objectId: dbg.values.objectId(o), className: typeName(`L${dbg.values.className(o)};`) });
        const out = all.map((t, i) => {
            const id = ids[i];
            const info = threadInfo(j, t);
            const s = j.getThreadState(t);
            const r = { id, name: info.name, daemon: info.isDaemon, priority: info.priority, handle: t, monitor: null, owner: null, owns: [], location: null };
            if (s & S.ALIVE) {
                r.owns = j.getOwnedMonitorInfo(t).map((o) => describeObject(hold(o)));
                const contended = hold(j.getCurrentContendedMonitor(t));
                if (contended) {
                    r.monitor = { ...describeObject(contended), kind: 'monitor' };
                    if (s & S.BLOCKED_ON_MONITOR_ENTER) {
                        const usage = j.getObjectMonitorUsage(contended);
                        r.owner = ownerOf(hold(usage.owner));
                        for (const w of [...usage.waiters, ...usage.notifyWaiters]) if (w) w.release();
                        r.waitsFor = true;
                    }
                } else if (s & S.PARKED) {
                    const blocker = parkBlocker(dbg, t, hold);
                    if (blocker) {
                        // the lock the program names rather than its synchronizer (a ReentrantLock's Sync)
                        if (!locks) locks = lockSynchronizers(dbg, hold);
                        const named = locks.find(([sync]) => sync.is(blocker.object));
                        r.monitor = { ...describeObject(named ? named[1] : blocker.object), kind: 'lock' };
                        if (blocker.owner) {
                            r.owner = ownerOf(blocker.owner);
                            r.waitsFor = true;
                        }
                    }
                }
                r.location = topFrame(dbg, t);
            }
            r.state = stateOf(dbg, id, s);
            r.description = words(dbg, id, s, r);
            return r;
        });
        return out;
    } finally {
        for (const h of held) h.release();
    }
}

// GetThreadInfo without the handles it holds (thread group, context class loader).
function threadInfo(j, t) {
    const info = j.getThreadInfo(t);
    if (info.threadGroup) info.threadGroup.release();
    if (info.contextClassLoader) info.contextClassLoader.release();
    return info;
}

// The short state: stopped (by this debugger), suspended, blocked, waiting, sleeping, parked, runnable,
// new, terminated.
function stateOf(dbg, id, s) {
    if (!(s & S.ALIVE)) return s & S.TERMINATED ? 'terminated' : 'new';
    if (dbg.stops.has(id)) return 'stopped';
    if (s & S.SUSPENDED) return 'suspended';
    if (s & S.BLOCKED_ON_MONITOR_ENTER) return 'blocked';
    if (s & S.SLEEPING) return 'sleeping';
    if (s & S.PARKED) return 'parked';
    if (s & S.IN_OBJECT_WAIT || s & S.WAITING) return 'waiting';
    return 'runnable';
}

// The state in words.
function words(dbg, id, s, r) {
    const on = (m) => `${m.className}@${m.objectId}`;
    const by = r.owner ? `, held by ${r.owner.name}` : '';
    const timed = s & S.WAITING_WITH_TIMEOUT ? ' (with a time limit)' : '';
    switch (r.state) {
        case 'new': return 'not started yet';
        case 'terminated': return 'finished';
        case 'stopped': return `stopped by the debugger ${REASONS[dbg.stops.get(id).reason] || ''}`.trim();
        case 'suspended': return 'suspended';
        case 'blocked': return `blocked: waiting for the lock on ${r.monitor ? on(r.monitor) : 'an object'}${by}`;
        case 'sleeping': return `sleeping (Thread.sleep)${s & S.INTERRUPTED ? ', interrupted' : ''}`;
        case 'parked': return r.monitor ? `parked: waiting for ${on(r.monitor)}${by}${timed}` : `parked (LockSupport.park)${timed}`;
        case 'waiting': return r.monitor ? `waiting on ${on(r.monitor)} for notify()${timed}` : `waiting${timed}`;
        default: return s & S.IN_NATIVE ? 'running native code' : 'running or ready to run';
    }
}

// The ReentrantLocks and ReentrantReadWriteLocks of the heap with their synchronizers (the objects their
// threads park on): [[sync, lock]], found by a heap walk over those classes' instances.
function lockSynchronizers(dbg, hold) {
    const j = dbg.jvmti;
    const values = dbg.values;
    const out = [];
    for (const name of ['java/util/concurrent/locks/ReentrantLock', 'java/util/concurrent/locks/ReentrantReadWriteLock']) {
        let klass;
        try { klass = hold(findClass(dbg, name)); } catch { continue; } // not loaded: none in the heap
        const tags = [];
        j.iterateThroughHeap(0, klass, {
            heapIterationCallback(e) {
                if (e.tag === 0n) e.tag = BigInt(values.nextObjectId++); // the debugger's object id, as objectId gives
                tags.push(e.tag);
            },
        }, null);
        if (!tags.length) continue;
        for (const lock of j.getObjectsWithTags(tags).objectResult.map(hold)) {
            const f = values.field(lock, 'sync');
            const sync = f && hold(dbg.bridge.values.getField(lock, null, f.field, f.signature));
            if (sync) out.push([sync, lock]);
        }
    }
    return out;
}

// Where a thread is: { className, methodName, line } of its top frame (null without frames).
function topFrame(dbg, t) {
    try {
        const frames = dbg.jvmti.getStackTrace(t, 0, 1);
        if (!frames.length) return null;
        const info = dbg.info(frames[0].method);
        return { className: info.className, methodName: info.name, line: frames[0].location < 0 ? -1 : dbg.lineOf(frames[0].method, frames[0].location) };
    } catch {
        return null;
    }
}

// The object a parked thread waits for (Thread.parkBlocker) and, for a lock of java.util.concurrent
// (an AbstractOwnableSynchronizer, such as a ReentrantLock's), the thread holding it.
function parkBlocker(dbg, t, hold) {
    const v = dbg.values;
    try {
        const f = v.field(t, 'parkBlocker');
        if (!f) return null;
        const blocker = hold(dbg.bridge.values.getField(t, null, f.field, f.signature));
        if (!blocker) return null;
        let owner = null;
        // a lock's Sync is the synchronizer: ReentrantLock.sync, ReentrantReadWriteLock's write lock's sync
        for (const candidate of [blocker, ...['sync'].map((n) => { const s = v.field(blocker, n); return s ? hold(dbg.bridge.values.getField(blocker, null, s.field, s.signature)) : null; })]) {
            if (!candidate) continue;
            const o = v.field(candidate, 'exclusiveOwnerThread');
            if (o) { owner = hold(dbg.bridge.values.getField(candidate, null, o.field, o.signature)); break; }
        }
        return { object: blocker, owner };
    } catch {
        return null;
    }
}
