/* monitor_events.c: posting MonitorContendedEnter/Entered and MonitorWait/Waited. vm/threads.c reaches
   these through the hooks of jvmti_hooks.h: a thread blocking on a monitor another thread owns, then
   getting it; Object.wait beginning and ending. */
#include "jvmti_hooks.h"
#include "jvmti_impl.h"
#include "posting.h"

/* The four events take the thread and the object; the waits one more argument. */
typedef enum { M_ENTER, M_ENTERED, M_WAIT, M_WAITED } MonitorEventKind;

static void post_monitor_event(Thread *t, Object *o, jvmtiEvent ev, MonitorEventKind kind, jlong timeout, bool timed_out) {
    int idx = jvmti_event_index(ev);
    if (!t->jthread || !in_phase(idx)) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jobject obj = jni_new_local(p.jni, o);
    EACH_LISTENER(e, idx, t) {
        switch (kind) {
        case M_ENTER: CALLBACK(&p, e, MonitorContendedEnter, jt, obj); break;
        case M_ENTERED: CALLBACK(&p, e, MonitorContendedEntered, jt, obj); break;
        case M_WAIT: CALLBACK(&p, e, MonitorWait, jt, obj, timeout); break;
        case M_WAITED: CALLBACK(&p, e, MonitorWaited, jt, obj, (jboolean)timed_out); break;
        }
    }
    post_end(&p);
}

void jvmti_post_MonitorContendedEnter(Thread *t, Object *o) {
    post_monitor_event(t, o, JVMTI_EVENT_MONITOR_CONTENDED_ENTER, M_ENTER, 0, false);
}

void jvmti_post_MonitorContendedEntered(Thread *t, Object *o) {
    post_monitor_event(t, o, JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, M_ENTERED, 0, false);
}

void jvmti_post_MonitorWait(Thread *t, Object *o, jlong timeout) {
    post_monitor_event(t, o, JVMTI_EVENT_MONITOR_WAIT, M_WAIT, timeout, false);
}

void jvmti_post_MonitorWaited(Thread *t, Object *o, bool timed_out) {
    post_monitor_event(t, o, JVMTI_EVENT_MONITOR_WAITED, M_WAITED, 0, timed_out);
}
