/* debug_dispatch.c: the interpreter's debugging dispatch. A thread runs it while JVMTI watches it more
   closely than breakpoints do (single step, method entry or exit, frame pop requests, field watches):
   every instruction then passes jvmti_debug_instruction, which posts what applies there in the
   specification's order of co-located events (MethodEntry, SingleStep, Breakpoint, FieldAccess or
   FieldModification, MethodExit and FramePop) and tells the loop how to go on. Also what the other
   debugging sources share: which threads need the dispatch, frames by depth, and the rule that an
   instruction executed again (after frames it pushed, or after its thread was suspended at one of its
   events) does not post the same events twice. */
#include <stdlib.h>
#include <string.h>

#include "debug_state.h"
#include "internal.h"
#include "quick.h"

JvmtiDebugState *jvmti_debug_state(void) {
    JvmtiState *s = jvmti_state();
    if (!s->debug) s->debug = vm_calloc(1, sizeof *s->debug);
    return s->debug;
}

JvmtiThreadDebug *jvmti_thread_debug(Thread *t) {
    if (!t->jvmti_dbg) t->jvmti_dbg = vm_calloc(1, sizeof *t->jvmti_dbg);
    return t->jvmti_dbg;
}

void jvmti_debug_thread_end(Thread *t) {
    JvmtiThreadDebug *d = t->jvmti_dbg;
    t->jvmti_debug = false;
    if (!d) return;
    free(d->pops);
    free(d);
    t->jvmti_dbg = NULL;
}

bool jvmti_any_wants(jvmtiEvent ev, Thread *t) {
    int idx = (int)ev - JVMTI_MIN_EVENT_TYPE_VAL;
    if (!(vm.jvmti_events & (1ull << idx))) return false;
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next)
        if (jvmti_env_wants(e, idx, t)) return true;
    return false;
}

/* f runs for the VM in the middle of an instruction: class loading, initialisation, linkage, where
   HotSpot hides single stepping (its other events are posted) */
static bool above_vm_upcall(Frame *f) {
    for (Frame *g = f; g; g = g->prev)
        if (!g->method && g->vm_upcall) return true;
    return false;
}

static bool needs_debug_dispatch(Thread *t) {
    if (t->jvmti_dbg && t->jvmti_dbg->n_pops) return true; /* a requested frame must be seen popping */
    if (jvmti_any_wants(JVMTI_EVENT_SINGLE_STEP, t) || jvmti_any_wants(JVMTI_EVENT_METHOD_ENTRY, t) ||
        jvmti_any_wants(JVMTI_EVENT_METHOD_EXIT, t))
        return true;
    JvmtiDebugState *s = vm.jvmti->debug;
    return s && s->n_watches &&
           (jvmti_any_wants(JVMTI_EVENT_FIELD_ACCESS, t) || jvmti_any_wants(JVMTI_EVENT_FIELD_MODIFICATION, t));
}

void jvmti_debug_reevaluate(void) {
    if (!vm.jvmti) return;
    for (Thread *t = all_threads; t; t = t->next) {
        bool need = needs_debug_dispatch(t);
        if (need == t->jvmti_debug) continue;
        t->jvmti_debug = need;
        if (need) {
            /* the frame running now was entered before: only frames that start from here on are */
            JvmtiThreadDebug *d = jvmti_thread_debug(t);
            Frame *f = t->frame;
            d->last_frame = f && f->method && f->method->code && f->pc != f->method->code ? f : NULL;
            d->last_pc = NULL;
            d->steps_hidden = f && above_vm_upcall(f);
        }
        sched_ticks = 1; /* the running thread takes its new dispatch at its next safepoint */
    }
}

Class *jvmti_loaded_class(Object *loader, const char *name) {
    Class *c = vm_find_loaded_class(loader, sym(name));
    return c || !loader ? c : vm_find_loaded_class(NULL, sym(name));
}

Frame *jvmti_debug_frame_at(Thread *t, int depth) {
    for (Frame *f = t->frame; f; f = f->prev) {
        if (!f->method) continue; /* the VM's own frames are not Java frames */
        if (depth-- == 0) return f;
    }
    return NULL;
}

int jvmti_stage_done(Thread *t, Frame *f, const uint8_t *pc) {
    if (!t->jvmti_again_pc) return JVMTI_STAGE_NONE;
    bool same = t->jvmti_again_frame == f && t->jvmti_again_pc == pc;
    JvmtiThreadDebug *d = t->jvmti_dbg;
    int stage = d && d->again_stage ? d->again_stage : JVMTI_STAGE_ALL;
    t->jvmti_again_frame = NULL;
    t->jvmti_again_pc = NULL;
    if (d) d->again_stage = JVMTI_STAGE_NONE;
    return same ? stage : JVMTI_STAGE_NONE;
}

int jvmti_after_event(Thread *t, Frame *f, uint8_t *pc, int stage, int op) {
    if (t->frame != f || f->pc != pc) return JVMTI_DEBUG_RELOAD;
    if (jvmti_suspend_here(t)) {
        t->jvmti_again_frame = f;
        t->jvmti_again_pc = pc;
        jvmti_thread_debug(t)->again_stage = stage;
        return JVMTI_DEBUG_STOP;
    }
    /* natively a suspension blocks in place: the frames may have been changed meanwhile */
    if (t->frame != f || f->pc != pc) return JVMTI_DEBUG_RELOAD;
    return op;
}

static bool is_return(int op) { return op >= 0xac && op <= 0xb1; }

static bool is_quick_field(int op) {
    return (op >= Q_GETFIELD_I && op <= Q_PUTFIELD_C) || op == Q_GETSTATIC || op == Q_PUTSTATIC;
}

/* The value a return instruction returns, read from the operand stack (t's state saved). */
static Slot returned_value(Frame *f, int op) {
    Slot v;
    v.raw = 0;
    if (op == 0xad || op == 0xaf) v.j = f->sp[-2].j; /* lreturn, dreturn */
    else if (op != 0xb1) v = f->sp[-1];
    return v;
}

static int debug_instruction(Thread *t, Frame *f, uint8_t *pc);

int jvmti_debug_instruction(Thread *t, Frame *f, uint8_t *pc) {
    JvmtiThreadDebug *d = jvmti_thread_debug(t);
    Frame *outer = d->instruction_frame;
    d->instruction_frame = f;
    int r = debug_instruction(t, f, pc);
    d->instruction_frame = outer;
    return r;
}

static int debug_instruction(Thread *t, Frame *f, uint8_t *pc) {
    JvmtiThreadDebug *d = jvmti_thread_debug(t);
    Method *m = f->method;
    int live = *pc == JVMTI_OPCODE_BREAKPOINT ? jvmti_breakpoint_original(pc) : *pc;
    /* ForceEarlyReturn's return instruction lies outside the method: it is no location */
    bool located = pc >= m->code && pc < m->code + m->code_len;
    int done = jvmti_stage_done(t, f, pc);
    if (done < JVMTI_STAGE_BREAKPOINT && d->last_frame == f && d->last_pc == pc && live != d->last_op &&
        quick_original_opcode(live) == d->last_op)
        done = JVMTI_STAGE_BREAKPOINT; /* quickened: the same execution, now with its field resolved */
    bool entered = d->last_frame != f && pc == m->code;
    if (d->last_frame != f) d->steps_hidden = above_vm_upcall(f);
    d->last_frame = f;
    d->last_pc = pc;
    d->last_op = live;
    int r;
    if (done < JVMTI_STAGE_ENTRY && entered && jvmti_any_wants(JVMTI_EVENT_METHOD_ENTRY, t)) {
        jvmti_post_MethodEntry(t, m);
        if ((r = jvmti_after_event(t, f, pc, JVMTI_STAGE_ENTRY, live)) < 0) return r;
    }
    if (done < JVMTI_STAGE_STEP && located && !d->steps_hidden && jvmti_any_wants(JVMTI_EVENT_SINGLE_STEP, t)) {
        jvmti_post_SingleStep(t, m, jvmti_location(f, pc));
        if ((r = jvmti_after_event(t, f, pc, JVMTI_STAGE_STEP, live)) < 0) return r;
    }
    /* (a breakpoint set at this location by the step's callback is reported before the thread moves on) */
    if (done < JVMTI_STAGE_BREAKPOINT && *pc == JVMTI_OPCODE_BREAKPOINT) {
        jvmti_post_Breakpoint(t, m, jvmti_location(f, pc));
        if ((r = jvmti_after_event(t, f, pc, JVMTI_STAGE_BREAKPOINT, live)) < 0) return r;
    }
    if (done < JVMTI_STAGE_FIELD && is_quick_field(live)) {
        jvmti_field_events(t, f, pc, live);
        if ((r = jvmti_after_event(t, f, pc, JVMTI_STAGE_FIELD, live)) < 0) return r;
    }
    if (done < JVMTI_STAGE_EXIT && is_return(live)) {
        if (jvmti_any_wants(JVMTI_EVENT_METHOD_EXIT, t)) jvmti_post_MethodExit(t, m, false, returned_value(f, live));
        jvmti_frame_pops_at(t, f, true, false);
        d->last_frame = NULL; /* the next frame at this address is another */
        if ((r = jvmti_after_event(t, f, pc, JVMTI_STAGE_EXIT, live)) < 0) return r;
    }
    return live;
}

void jvmti_frame_unwound(Thread *t, Frame *f) {
    if (!f->method) return;
    if (jvmti_any_wants(JVMTI_EVENT_METHOD_EXIT, t)) {
        Slot none;
        none.raw = 0;
        jvmti_post_MethodExit(t, f->method, true, none);
    }
    jvmti_frame_pops_at(t, f, true, true);
    JvmtiThreadDebug *d = jvmti_thread_debug(t);
    if (d->last_frame == f) d->last_frame = NULL;
}
