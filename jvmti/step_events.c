/* step_events.c: the SingleStep event, posted by the debugging dispatch (debug_dispatch.c) before each
   instruction of a thread for which an environment enabled it. */
#include "debug_state.h"
#include "posting.h"

void jvmti_post_SingleStep(Thread *t, Method *m, jlocation loc) {
    int idx = idx_of(JVMTI_EVENT_SINGLE_STEP);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, SingleStep, jt, (jmethodID)m, loc);
    post_end(&p);
}
