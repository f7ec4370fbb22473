// commands-threads.mjs: the JDWP server's command sets about threads: ThreadReference (11),
// ThreadGroupReference (12) and StackFrame (16). Frames and locals need the thread suspended by the
// debugger (THREAD_NOT_SUSPENDED otherwise), as in HotSpot.
import { Err, JdwpError } from './wire.mjs';

function threadArg(a, r) {
    const id = r.id();
    return { id, t: a.ids.thread(id) };
}

// A local of type `type` (a descriptor character) in slot `slot` of frame `depth`.
function getLocal(a, t, depth, slot, type) {
    const j = a.jvmti;
    switch (type) {
        case 'Z': return j.getLocalInt(t, depth, slot) !== 0;
        case 'B': case 'C': case 'S': case 'I': return j.getLocalInt(t, depth, slot);
        case 'J': return j.getLocalLong(t, depth, slot);
        case 'F': return j.getLocalFloat(t, depth, slot);
        case 'D': return j.getLocalDouble(t, depth, slot);
        default: return j.getLocalObject(t, depth, slot);
    }
}

function setLocal(a, t, depth, slot, type, v) {
    const j = a.jvmti;
    switch (type) {
        case 'Z': return j.setLocalInt(t, depth, slot, v ? 1 : 0);
        case 'B': case 'C': case 'S': case 'I': return j.setLocalInt(t, depth, slot, Number(v));
        case 'J': return j.setLocalLong(t, depth, slot, v);
        case 'F': return j.setLocalFloat(t, depth, slot, v);
        case 'D': return j.setLocalDouble(t, depth, slot, v);
        default: return j.setLocalObject(t, depth, slot, v);
    }
}

// JVMTI's local variable errors in JDWP's words.
function localError(e) {
    if (e && e.name === 'JvmtiError') {
        if (e.error === 'INVALID_SLOT') return new JdwpError(Err.INVALID_SLOT, e.message);
        if (e.error === 'TYPE_MISMATCH') return new JdwpError(Err.TYPE_MISMATCH, e.message);
        if (e.error === 'OPAQUE_FRAME') return new JdwpError(Err.OPAQUE_FRAME, e.message);
    }
    return e;
}

function frameArgs(a, r) {
    const { id, t } = threadArg(a, r);
    a.checkSuspended(id);
    const depth = a.ids.frame(id, r.id());
    return { id, t, depth };
}

function forceEarlyReturn(a, t, type, v) {
    const j = a.jvmti;
    switch (type) {
        case 'V': return j.forceEarlyReturnVoid(t);
        case 'Z': return j.forceEarlyReturnInt(t, v ? 1 : 0);
        case 'B': case 'C': case 'S': case 'I': return j.forceEarlyReturnInt(t, Number(v));
        case 'J': return j.forceEarlyReturnLong(t, v);
        case 'F': return j.forceEarlyReturnFloat(t, v);
        case 'D': return j.forceEarlyReturnDouble(t, v);
        default: return j.forceEarlyReturnObject(t, v);
    }
}

export const threadCommands = {
    11: { // ThreadReference
        1: (a, r, w) => w.string(a.jvmti.getThreadInfo(threadArg(a, r).t).name), // Name
        2: (a, r) => a.suspendThread(threadArg(a, r).id), // Suspend
        3: (a, r) => a.resumeThread(threadArg(a, r).id), // Resume
        4: (a, r, w) => { // Status
            const { id, t } = threadArg(a, r);
            const s = a.threadStatus(id, t);
            w.i32(s.status).i32(s.suspended);
        },
        5: (a, r, w) => w.id(a.ids.idOf(a.jvmti.getThreadInfo(threadArg(a, r).t).threadGroup)), // ThreadGroup
        6: (a, r, w) => { // Frames
            const { id, t } = threadArg(a, r);
            a.checkSuspended(id);
            const start = r.i32();
            let length = r.i32();
            const count = a.jvmti.getFrameCount(t);
            if (start < 0 || start > count) throw new JdwpError(Err.INVALID_INDEX, `frame ${start} of ${count}`);
            if (length === -1) length = count - start;
            if (length < 0 || start + length > count) throw new JdwpError(Err.INVALID_LENGTH, `${length} frames from ${start} of ${count}`);
            const frames = length ? a.jvmti.getStackTrace(t, start, length) : [];
            w.i32(frames.length);
            frames.forEach((f, i) => w.id(a.ids.frameId(id, start + i)).location(a.ids.location(f.method, f.location)));
        },
        7: (a, r, w) => { // FrameCount
            const { id, t } = threadArg(a, r);
            a.checkSuspended(id);
            w.i32(a.jvmti.getFrameCount(t));
        },
        8: (a, r, w) => { // OwnedMonitors
            const { id, t } = threadArg(a, r);
            a.checkSuspended(id);
            const ms = a.jvmti.getOwnedMonitorInfo(t);
            w.i32(ms.length);
            for (const m of ms) a.tagged.writeTagged(w, 'L', m);
        },
        9: (a, r, w) => { // CurrentContendedMonitor
            const { id, t } = threadArg(a, r);
            a.checkSuspended(id);
            a.tagged.writeTagged(w, 'L', a.jvmti.getCurrentContendedMonitor(t));
        },
        10: (a, r) => { const { t } = threadArg(a, r); a.jvmti.stopThread(t, a.ids.nonNull(r.id())); }, // Stop
        11: (a, r) => a.jvmti.interruptThread(threadArg(a, r).t), // Interrupt
        12: (a, r, w) => w.i32(a.suspendCount(threadArg(a, r).id)), // SuspendCount
        13: (a, r, w) => { // OwnedMonitorsStackDepthInfo
            const { id, t } = threadArg(a, r);
            a.checkSuspended(id);
            const ms = a.jvmti.getOwnedMonitorStackDepthInfo(t);
            w.i32(ms.length);
            for (const m of ms) { a.tagged.writeTagged(w, 'L', m.monitor); w.i32(m.stackDepth); }
        },
        14: (a, r) => { // ForceEarlyReturn
            const { id, t } = threadArg(a, r);
            a.checkSuspended(id);
            const v = a.tagged.readTagged(r);
            const top = a.jvmti.getFrameLocation(t, 0);
            const ret = a.ids.method(top.method).signature.split(')')[1];
            forceEarlyReturn(a, t, ret[0], v.value);
        },
    },
    12: { // ThreadGroupReference
        1: (a, r, w) => w.string(a.jvmti.getThreadGroupInfo(a.ids.nonNull(r.id(), Err.INVALID_THREAD_GROUP)).name), // Name
        2: (a, r, w) => w.id(a.ids.idOf(a.jvmti.getThreadGroupInfo(a.ids.nonNull(r.id(), Err.INVALID_THREAD_GROUP)).parent)), // Parent
        3: (a, r, w) => { // Children
            const c = a.jvmti.getThreadGroupChildren(a.ids.nonNull(r.id(), Err.INVALID_THREAD_GROUP));
            // threads that have not started or have ended are not the group's children (as HotSpot)
            const live = c.threads.filter((t) => a.jvmti.getThreadState(t) & 1);
            w.i32(live.length);
            for (const t of live) w.id(a.ids.idOf(t));
            w.i32(c.groups.length);
            for (const g of c.groups) w.id(a.ids.idOf(g));
        },
    },
    16: { // StackFrame
        1: (a, r, w) => { // GetValues
            const { t, depth } = frameArgs(a, r);
            const n = r.i32();
            const slots = [];
            for (let i = 0; i < n; i++) slots.push({ slot: r.i32(), type: String.fromCharCode(r.u8()) });
            w.i32(n);
            for (const s of slots) {
                let v;
                try { v = getLocal(a, t, depth, s.slot, s.type); } catch (e) { throw localError(e); }
                a.tagged.writeTagged(w, s.type === '[' || s.type === 'L' || !'ZBCSIJFD'.includes(s.type) ? 'L' : s.type, v);
            }
        },
        2: (a, r) => { // SetValues
            const { t, depth } = frameArgs(a, r);
            const n = r.i32();
            for (let i = 0; i < n; i++) {
                const slot = r.i32();
                const v = a.tagged.readTagged(r);
                try { setLocal(a, t, depth, slot, v.type, v.value); } catch (e) { throw localError(e); }
            }
        },
        3: (a, r, w) => { // ThisObject
            const { t, depth } = frameArgs(a, r);
            const f = a.jvmti.getStackTrace(t, depth, 1)[0];
            const m = a.ids.method(f.method);
            const self = (m.modifiers & 0x108) ? null : a.jvmti.getLocalInstance(t, depth); // static or native: none
            a.tagged.writeTagged(w, 'L', self);
        },
        4: (a, r) => { // PopFrames: the frame and those above it
            const { id, t, depth } = frameArgs(a, r);
            if (!a.caps.can_pop_frame) throw new JdwpError(Err.NOT_IMPLEMENTED, 'the VM cannot pop frames');
            a.popFrames(id, t, depth + 1);
        },
    },
};
