// thread-words.mjs: a thread's state in words a student understands ("blocked: waiting for the lock
// on Object@4, held by first"), from the debugger's threads() and, when the views' threadDetails()
// gives them, the monitor it waits for and its owner.

const STATES = {
    running: 'running',
    runnable: 'running',
    stopped: 'paused by the debugger',
    suspended: 'suspended',
    blocked: 'blocked: waiting for a lock',
    waiting: 'waiting',
    sleeping: 'sleeping',
    parked: 'parked',
    new: 'not started',
    terminated: 'ended',
};

/** A sentence for a thread ({ name, state, monitor?, owner?, waitingOn? }). */
export function describeThread(t) {
    if (t.description && t.state !== 'stopped') return t.description;
    const state = String(t.state || 'unknown').toLowerCase();
    const lock = t.contendedMonitor || t.monitor || t.waitingOn;
    const lockName = lock && (typeof lock === 'string' ? lock : lock.display || lock.name || lock.className);
    const owner = t.owner || t.ownerName || (lock && typeof lock === 'object' && (lock.ownerName || lock.owner));
    const ownerName = owner && (typeof owner === 'string' ? owner : owner.name);
    if (state === 'blocked' && lockName) return `blocked: waiting for the lock on ${lockName}${ownerName ? `, held by ${ownerName}` : ''}`;
    if (state === 'waiting' && lockName) return `waiting on ${lockName} (wait()): until notified`;
    return STATES[state] || state;
}
