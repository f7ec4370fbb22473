/* breakpoints.c: SetBreakpoint, ClearBreakpoint and the Breakpoint event. A breakpoint patches the JVMS
   breakpoint opcode (0xca) over the first byte of its instruction and keeps the opcode it covers here;
   the loop's breakpoint handler posts the event and then runs that opcode, so methods without
   breakpoints run unchanged. Quickening rewrites code in place: under a breakpoint it rewrites the
   kept opcode instead (jvmti_breakpoint_quicken), and whatever reads live code reads through a
   breakpoint (bc_opcode_at). As in HotSpot, the breakpoints are the VM's, not one environment's: a
   location has at most one, which any environment may clear, and every environment that enabled the
   event is told when it is reached. */
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "debug_state.h"
#include "internal.h"
#include "posting.h"

static JvmtiBreakpoint *find(JvmtiDebugState *s, const uint8_t *pc) {
    for (int i = 0; i < s->n_bps; i++)
        if (s->bps[i].pc == pc) return &s->bps[i];
    return NULL;
}

int jvmti_breakpoint_original(const uint8_t *pc) {
    JvmtiBreakpoint *bp = vm.jvmti && vm.jvmti->debug ? find(vm.jvmti->debug, pc) : NULL;
    /* 0xca in a class file is no instruction: an opcode the loop rejects as illegal */
    return bp ? bp->original : 0xfe;
}

void jvmti_breakpoint_quicken(Thread *t, Frame *f, uint8_t *pc, int quick, bool again) {
    JvmtiBreakpoint *bp = find(jvmti_debug_state(), pc);
    if (!bp) {
        *pc = (uint8_t)quick;
        return;
    }
    bp->original = (uint8_t)quick;
    if (again) {
        /* its events up to Breakpoint were posted; field events wait for the quick form's resolved field */
        t->jvmti_again_frame = f;
        t->jvmti_again_pc = pc;
        jvmti_thread_debug(t)->again_stage = JVMTI_STAGE_BREAKPOINT;
    }
}

/* location is the start of one of m's instructions */
static bool instruction_start(Method *m, jlocation location) {
    if (!m->code || location < 0 || location >= (jlocation)m->code_len) return false;
    uint32_t bci = 0;
    while (bci < (uint32_t)location) {
        uint32_t n = bc_insn_length(m->code, m->code_len, bci);
        if (!n) return false;
        bci += n;
    }
    return bci == (uint32_t)location;
}

jvmtiError jvmti_SetBreakpoint(jvmtiEnv *env, jmethodID method, jlocation location) {
    Method *m = (Method *)method;
    if (!instruction_start(m, location)) return JVMTI_ERROR_INVALID_LOCATION;
    JvmtiDebugState *s = jvmti_debug_state();
    uint8_t *pc = m->code + location;
    if (find(s, pc)) return JVMTI_ERROR_DUPLICATE;
    if (s->n_bps == s->cap_bps) {
        s->cap_bps = s->cap_bps ? 2 * s->cap_bps : 8;
        JvmtiBreakpoint *n = vm_calloc((size_t)s->cap_bps, sizeof *n);
        if (s->n_bps) memcpy(n, s->bps, sizeof *n * (size_t)s->n_bps);
        free(s->bps);
        s->bps = n;
    }
    s->bps[s->n_bps++] = (JvmtiBreakpoint){jvmti_env(env), m, pc, *pc};
    *pc = JVMTI_OPCODE_BREAKPOINT;
    /* the loop's mark of an instruction executed again belongs to an execution that has already passed
       (a thread stopped at one of this instruction's events keeps its own mark) */
    for (Thread *t = all_threads; t; t = t->next)
        if (t->jvmti_again_pc == pc && !(t->jvmti_dbg && t->jvmti_dbg->again_stage)) t->jvmti_again_pc = NULL;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_ClearBreakpoint(jvmtiEnv *env, jmethodID method, jlocation location) {
    (void)env;
    Method *m = (Method *)method;
    if (!instruction_start(m, location)) return JVMTI_ERROR_INVALID_LOCATION;
    JvmtiDebugState *s = jvmti_debug_state();
    JvmtiBreakpoint *bp = find(s, m->code + location);
    if (!bp) return JVMTI_ERROR_NOT_FOUND;
    *bp->pc = bp->original;
    *bp = s->bps[--s->n_bps];
    return JVMTI_ERROR_NONE;
}

int jvmti_breakpoint_hit(Thread *t, Frame *f, uint8_t *pc) {
    int op = jvmti_breakpoint_original(pc);
    if (jvmti_stage_done(t, f, pc) >= JVMTI_STAGE_BREAKPOINT) return op;
    JvmtiThreadDebug *d = jvmti_thread_debug(t);
    Frame *outer = d->instruction_frame;
    d->instruction_frame = f; /* at the instruction's start (jvmti/posting.h) */
    jvmti_post_Breakpoint(t, f->method, jvmti_location(f, pc));
    d->instruction_frame = outer;
    return jvmti_after_event(t, f, pc, JVMTI_STAGE_BREAKPOINT, op);
}

void jvmti_post_Breakpoint(Thread *t, Method *m, jlocation loc) {
    int idx = idx_of(JVMTI_EVENT_BREAKPOINT);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, Breakpoint, jt, (jmethodID)m, loc);
    post_end(&p);
}

void jvmti_breakpoints_clear_method(Method *m) {
    JvmtiDebugState *s = vm.jvmti->debug;
    if (!s) return;
    for (int i = 0; i < s->n_bps;) {
        JvmtiBreakpoint *bp = &s->bps[i];
        if (bp->method == m && bp->pc >= m->code && bp->pc < m->code + m->code_len) {
            *bp->pc = bp->original;
            *bp = s->bps[--s->n_bps];
        } else {
            i++;
        }
    }
}
