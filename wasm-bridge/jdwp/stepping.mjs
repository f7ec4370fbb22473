// stepping.mjs: the JDWP server's step requests (methods of JdwpAgent, agent.mjs): single steps while
// the stepping frame runs, a callee's frame left to run until it pops (NotifyFramePop) when stepping
// over it or into a method the request's class filters leave out, a step out waiting for its frame's
// pop; a line step ends at another line of the frame or in a caller.
import { StepDepth, StepSize } from './wire.mjs';
import { patternMatches } from './requests.mjs';

export const steppingMethods = {

    stepFor(threadId) {
        for (const req of this.requests.values()) if (req.step && !req.expired && req.step.threadId === threadId) return req;
        return null;
    },

    lineOf(method, location) {
        let t = this.lineTables.get(method);
        if (!t) {
            try { t = this.jvmti.getLineNumberTable(method).sort((a, b) => a.startLocation - b.startLocation); } catch { t = []; }
            this.lineTables.set(method, t);
        }
        let line = -1;
        for (const e of t) { if (e.startLocation <= location) line = e.lineNumber; else break; }
        return line;
    },

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
    },

    // A step request without a count goes on stepping from where it was reported.
    restartStep(st, ev) {
        const top = this.jvmti.getFrameLocation(ev.thread, 0);
        st.fromDepth = this.jvmti.getFrameCount(ev.thread);
        st.fromMethod = top.method;
        st.fromLine = this.lineOf(top.method, top.location);
    },

    waitForPop(st, depth) {
        try { this.jvmti.notifyFramePop(st.thread, depth); } catch (e) { if (e.error !== 'DUPLICATE') throw e; }
        st.waitingPop = true;
        this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'SingleStep', st.thread);
    },

    endStep(req) {
        if (!req.step || req.step.ended) return;
        req.step.ended = true;
        try { this.jvmti.setEventNotificationMode('JVMTI_DISABLE', 'SingleStep', req.step.thread); } catch { /* the thread ended */ }
    },

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
    },

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
    },

    onFramePop(e) {
        const req = this.stepFor(this.ids.idOf(e.thread));
        if (!req || !req.step.waitingPop) return;
        req.step.waitingPop = false;
        this.jvmti.setEventNotificationMode('JVMTI_ENABLE', 'SingleStep', e.thread);
    },
};
