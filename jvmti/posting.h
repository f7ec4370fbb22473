/* posting.h: what every source that posts JVMTI events shares: a Posting brackets the callbacks of one
   event on one thread (a JNI local frame, the pending exception kept aside), EACH_LISTENER walks the
   environments that want the event in creation order, CALLBACK calls one as native code. */
#ifndef VITRINE_JVMTI_POSTING_H
#define VITRINE_JVMTI_POSTING_H

#include "debug_state.h"
#include "jvmti_impl.h"

typedef struct Posting {
    Thread *t;
    JniEnvImpl *jni;
    int frame;
    jobject pending;        /* the exception pending before the callbacks, kept aside */
    Frame *top;             /* t's innermost frame when the event was posted */
    bool at_start;          /* ... posted by the debugging dispatch at an instruction's start, where the loop
                               reloads a frame the callbacks changed (otherwise the loop may be in the middle
                               of top's instruction: jvmti/redefine.c must not change its code) */
    struct Posting *outer;  /* the posting these callbacks run in, if any */
} Posting;

static inline bool in_phase(int idx) { return (jvmti_events[idx].phases & jvmti_phase_bit()) != 0; }

static inline void post_begin(Posting *p, Thread *t) {
    p->t = t;
    t->jvmti_posting++;
    p->top = t->frame;
    p->at_start = t->frame && t->jvmti_dbg && t->jvmti_dbg->instruction_frame == t->frame;
    p->outer = t->jvmti_postings;
    t->jvmti_postings = p;
    p->jni = jni_env_of(t);
    p->frame = jni_push_frame(p->jni, false);
    p->pending = t->exception ? jni_new_local(p->jni, t->exception) : NULL;
    t->exception = NULL;
}

static inline void post_end(Posting *p) {
    p->t->jvmti_postings = p->outer;
    p->t->exception = jni_deref(p->pending); /* what a callback left pending is dropped */
    jni_pop_frame(p->jni, p->frame);
    p->t->jvmti_posting--;
    /* suspended meanwhile (by a callback, or by another thread while this one ran the callbacks): it
       stops before it runs Java code again, at the loop's stopping point after the event or its next
       safepoint (jvmti_hook_safepoint), never in the middle of the VM's work that posted the event */
    if (__builtin_expect(p->t->jvmti_suspended, 0)) sched_ticks = 1;
}

#define EACH_LISTENER(e, idx, thread)                                                                     \
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next)                                            \
        if (jvmti_env_wants(e, idx, thread))

/* Calls e's callback for an event as native code. The pointer is read while the thread is still in
   the VM (holding the token natively), so another thread changing the callbacks meanwhile cannot make
   it call NULL. */
#define CALLBACK(p, e, Event, ...)                                \
    do {                                                          \
        jvmtiEvent##Event fn_ = (e)->callbacks.Event;             \
        if (!fn_) break;                                          \
        vm_enter_native((p)->t);                                  \
        fn_((jvmtiEnv *)(e), (JNIEnv *)(p)->jni, __VA_ARGS__);   \
        vm_leave_native((p)->t);                                  \
    } while (0)

/* the same for the events whose callback takes only the environments */
#define CALLBACK_ENVS(p, e, Event)                                \
    do {                                                          \
        jvmtiEvent##Event fn_ = (e)->callbacks.Event;             \
        if (!fn_) break;                                          \
        vm_enter_native((p)->t);                                  \
        fn_((jvmtiEnv *)(e), (JNIEnv *)(p)->jni);                 \
        vm_leave_native((p)->t);                                  \
    } while (0)

static inline int idx_of(jvmtiEvent ev) { return (int)ev - JVMTI_MIN_EVENT_TYPE_VAL; }

#endif
