/* frame_pop.c: NotifyFramePop and the FramePop event. A request names a Java frame of a thread (by its
   place on the thread's stack) and the environment that asked; while a thread has requests it runs
   the debugging dispatch, which sees its frames return (debug_dispatch.c), and the exception path tells
   it of the frames an exception pops. PopFrame drops a popped frame's requests without the event. */
#include <stdlib.h>
#include <string.h>

#include "debug_state.h"
#include "posting.h"

jvmtiError jvmti_NotifyFramePop(jvmtiEnv *env, jthread thread, jint depth) {
    Thread *t = jvmti_thread_of(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    if (!jvmti_thread_stopped(t)) return JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    Frame *f = jvmti_debug_frame_at(t, depth);
    if (!f) return JVMTI_ERROR_NO_MORE_FRAMES;
    if ((f->method->access & ACC_NATIVE) || !f->method->code) return JVMTI_ERROR_OPAQUE_FRAME;
    JvmtiEnvImpl *e = jvmti_env(env);
    JvmtiThreadDebug *d = jvmti_thread_debug(t);
    /* asked again for the same frame: as HotSpot, nothing to add (no DUPLICATE) */
    for (int i = 0; i < d->n_pops; i++)
        if (d->pops[i].env == e && d->pops[i].frame == f) return JVMTI_ERROR_NONE;
    if (d->n_pops == d->cap_pops) {
        int cap = d->cap_pops ? 2 * d->cap_pops : 4;
        JvmtiFramePop *n = vm_calloc((size_t)cap, sizeof *n);
        if (d->n_pops) memcpy(n, d->pops, sizeof *n * (size_t)d->n_pops);
        free(d->pops);
        d->pops = n;
        d->cap_pops = cap;
    }
    d->pops[d->n_pops++] = (JvmtiFramePop){e, f};
    jvmti_debug_reevaluate();
    return JVMTI_ERROR_NONE;
}

void jvmti_frame_pops_at(Thread *t, Frame *f, bool post, bool by_exception) {
    JvmtiThreadDebug *d = t->jvmti_dbg;
    if (!d || !d->n_pops) return;
    Method *m = f->method;
    bool found = false;
    for (;;) {
        /* one at a time, in request order: a callback may ask for more */
        int i = 0;
        while (i < d->n_pops && d->pops[i].frame != f) i++;
        if (i == d->n_pops) break;
        JvmtiEnvImpl *e = d->pops[i].env;
        memmove(&d->pops[i], &d->pops[i + 1], sizeof *d->pops * (size_t)(d->n_pops - i - 1));
        d->n_pops--;
        found = true;
        if (post) jvmti_post_FramePop(t, e, m, by_exception);
    }
    if (found) jvmti_debug_reevaluate();
}

void jvmti_post_FramePop(Thread *t, JvmtiEnvImpl *env, Method *m, bool by_exception) {
    int idx = idx_of(JVMTI_EVENT_FRAME_POP);
    if (!in_phase(idx) || !t->jthread || !jvmti_env_wants(env, idx, t)) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    CALLBACK(&p, env, FramePop, jt, (jmethodID)m, (jboolean)by_exception);
    post_end(&p);
}
