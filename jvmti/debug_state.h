/* debug_state.h: what the sources of JVMTI's debugging in the interpreter share (docs/JVMTI.md
   "Debugging in the interpreter"): the per-thread debugging state, the VM-wide breakpoint table and
   field watch count, and the event posting functions each source provides. */
#ifndef VITRINE_JVMTI_DEBUG_STATE_H
#define VITRINE_JVMTI_DEBUG_STATE_H

#include "jvmti_impl.h"

/* Field.jvmti_watch bits */
#define JVMTI_WATCH_ACCESS 1
#define JVMTI_WATCH_MODIFICATION 2

/* How far jvmti_debug_instruction got at one instruction, in the specification's order of co-located
   events; a thread that stopped after one stage continues with the next. */
enum {
    JVMTI_STAGE_NONE, JVMTI_STAGE_ENTRY, JVMTI_STAGE_STEP, JVMTI_STAGE_BREAKPOINT, JVMTI_STAGE_FIELD,
    JVMTI_STAGE_EXIT, JVMTI_STAGE_ALL
};

/* A NotifyFramePop request: env wants FramePop when frame (a Java frame of the thread) is popped. */
typedef struct JvmtiFramePop {
    JvmtiEnvImpl *env;
    Frame *frame;
} JvmtiFramePop;

typedef struct JvmtiThreadDebug {
    /* the instruction the debugging dispatch saw last: a frame it had not seen, at its first
       instruction, is being entered; the same place again with the quick form of the instruction is
       the same execution after quickening */
    Frame *last_frame;
    const uint8_t *last_pc;
    int last_op;
    bool steps_hidden;      /* last_frame runs above a VM up-call (Frame.vm_upcall): no SingleStep */
    int again_stage;        /* the stage posted for the execution at t->jvmti_again_pc, which runs again
                               (its thread stopped after it, or it quickened): JVMTI_STAGE_NONE for all */
    JvmtiFramePop *pops;
    int n_pops, cap_pops;
    Frame *instruction_frame; /* the frame whose instruction's start the dispatch is at (events posted
                                 from there: jvmti/posting.h), else NULL */
} JvmtiThreadDebug;

/* One SetBreakpoint: env's breakpoint at pc (method + location). Several may cover one instruction
   (one per environment); they share the covered opcode. */
typedef struct JvmtiBreakpoint {
    JvmtiEnvImpl *env;
    Method *method;
    uint8_t *pc;
    uint8_t original;       /* the live opcode under the breakpoint (quick forms included) */
} JvmtiBreakpoint;

typedef struct JvmtiDebugState {
    JvmtiBreakpoint *bps;
    int n_bps, cap_bps;
    int n_watches;          /* fields with a watch: while 0, field events need no debugging dispatch */
} JvmtiDebugState;

/* m's breakpoints go, their instructions restored (m is being redefined, jvmti/redefine_apply.c). */
void jvmti_breakpoints_clear_method(Method *m);
/* vm.jvmti's debugging state, created on first use. */
JvmtiDebugState *jvmti_debug_state(void);
/* t's debugging state, created on first use. */
JvmtiThreadDebug *jvmti_thread_debug(Thread *t);
/* Recomputes which threads run the debugging dispatch (after enabling, watches, frame pop requests). */
void jvmti_debug_reevaluate(void);
/* Some environment wants event ev on thread t. */
bool jvmti_any_wants(jvmtiEvent ev, Thread *t);
/* The frame at depth (0: the top) of t as JVMTI counts them (Java and native method frames), NULL
   when t has fewer. */
Frame *jvmti_debug_frame_at(Thread *t, int depth);
/* The stage of the co-located events already posted for the execution of the instruction at pc of f
   (JVMTI_STAGE_NONE: a new execution); forgets the mark the loop or a suspension left. */
int jvmti_stage_done(Thread *t, Frame *f, const uint8_t *pc);
/* After an event at pc of f, stage reached: op to run it, JVMTI_DEBUG_RELOAD when the callbacks changed
   the frames, JVMTI_DEBUG_STOP (the execution marked, to continue after stage) when one suspended t. */
int jvmti_after_event(Thread *t, Frame *f, uint8_t *pc, int stage, int op);
/* The class that name (internal form) denotes in code defined by loader, if it is loaded: loaded
   by that loader or, as the loader would delegate, by the boot loader (never loads). */
Class *jvmti_loaded_class(Object *loader, const char *name);
/* "suspended or current thread": the functions that change a thread's frames need one of these */
static inline bool jvmti_thread_stopped(Thread *t) { return t->jvmti_suspended || t == vm_current_thread(); }
/* The location of pc in f's method. */
static inline jlocation jvmti_location(Frame *f, const uint8_t *pc) { return (jlocation)(pc - f->method->code); }

/* posting (each in its own source) */
void jvmti_post_SingleStep(Thread *t, Method *m, jlocation loc);
void jvmti_post_Breakpoint(Thread *t, Method *m, jlocation loc);
void jvmti_post_MethodEntry(Thread *t, Method *m);
void jvmti_post_MethodExit(Thread *t, Method *m, bool by_exception, Slot value);
void jvmti_post_FramePop(Thread *t, JvmtiEnvImpl *env, Method *m, bool by_exception);
void jvmti_post_Exception(Thread *t, Method *m, jlocation loc, Object *ex, Method *catch_m, jlocation catch_loc);
void jvmti_post_ExceptionCatch(Thread *t, Method *m, jlocation loc, Object *ex);
void jvmti_post_FieldAccess(Thread *t, Method *m, jlocation loc, Field *fl, Object *o);
void jvmti_post_FieldModification(Thread *t, Method *m, jlocation loc, Field *fl, Object *o, Slot value);
/* Frame pops requested for f: each requesting environment that enabled FramePop gets it; the requests
   go (with post false, as for PopFrame, they go silently). */
void jvmti_frame_pops_at(Thread *t, Frame *f, bool post, bool by_exception);
/* FieldAccess/FieldModification before the field instruction at pc of f (quick form live_op) runs. */
void jvmti_field_events(Thread *t, Frame *f, const uint8_t *pc, int live_op);
/* the thread's debugging state goes with it */
void jvmti_debug_thread_end(Thread *t);

#endif
