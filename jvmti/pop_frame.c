/* pop_frame.c: PopFrame. Frames are data on the thread's own stack and a callee's first locals are its
   arguments where the caller pushed them (push_frame_at): popping the top frame puts them (with their
   current values) back on the caller's operand stack, whose pc is still at the invoke, which therefore
   runs again when the thread continues. A synchronized method's monitor is released; monitors of
   synchronized blocks inside it are not (docs/JVMTI.md). No event is posted, FramePop included. */
#include "debug_state.h"
#include "internal.h"
#include "quick.h"

/* The caller's invoke can run again: a plain invoke whose operands are all on the operand stack (the
   linkage-made forms add operands of their own). */
static bool plain_invoke(Frame *c) {
    int op = *c->pc == JVMTI_OPCODE_BREAKPOINT ? jvmti_breakpoint_original(c->pc) : *c->pc;
    switch (op) {
    case 0xb6: case 0xb7: case 0xb8: case 0xb9:
    case Q_INVOKEVIRTUAL: case Q_INVOKEVIRTUAL_FINAL: case Q_INVOKEDIRECT: case Q_INVOKESTATIC:
    case Q_INVOKEINTERFACE:
        return true;
    default:
        return false;
    }
}

jvmtiError jvmti_PopFrame(jvmtiEnv *env, jthread thread) {
    (void)env;
    Thread *t = jvmti_thread_of(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    if (!jvmti_thread_stopped(t)) return JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    Frame *f = t->frame;
    if (!f || !f->method || !jvmti_debug_frame_at(t, 1)) return JVMTI_ERROR_NO_MORE_FRAMES;
    Frame *c = f->prev;
    if ((f->method->access & ACC_NATIVE) || !f->method->code || !c || !c->method || !c->method->code ||
        (c->method->access & ACC_NATIVE) || c->cont || !plain_invoke(c))
        return JVMTI_ERROR_OPAQUE_FRAME;
    if (f->lock) {
        Object *pending = t->exception;
        monitor_exit(t, f->lock);
        t->exception = pending;
    }
    jvmti_frame_pops_at(t, f, false, false);
    c->sp = f->locals + f->method->arg_slots;
    t->frame = c;
    t->jvmti_again_pc = NULL; /* the invoke runs again as a new execution */
    if (t->jvmti_dbg && t->jvmti_dbg->last_frame == f) t->jvmti_dbg->last_frame = NULL;
    return JVMTI_ERROR_NONE;
}
