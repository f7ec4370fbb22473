/* method_events.c: the MethodEntry and MethodExit events. Those of Java methods are posted by the
   debugging dispatch at a frame's first instruction and at its return instruction, and by the
   exception path for a frame an exception pops (debug_dispatch.c); those of native methods by the
   loop's native call and the pop of their frame, for a thread in the debugging dispatch. */
#include <string.h>

#include "debug_state.h"
#include "posting.h"

void jvmti_post_MethodEntry(Thread *t, Method *m) {
    int idx = idx_of(JVMTI_EVENT_METHOD_ENTRY);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, MethodEntry, jt, (jmethodID)m);
    post_end(&p);
}

void jvmti_post_MethodExit(Thread *t, Method *m, bool by_exception, Slot value) {
    int idx = idx_of(JVMTI_EVENT_METHOD_EXIT);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jvalue v;
    memset(&v, 0, sizeof v);
    if (!by_exception) {
        switch (m->ret_type) {
        case 'V': break;
        case 'J': v.j = value.j; break;
        case 'D': v.d = value.d; break;
        case 'F': v.f = value.f; break;
        case 'Z': v.z = (jboolean)value.i; break;
        case 'B': v.b = (jbyte)value.i; break;
        case 'C': v.c = (jchar)value.i; break;
        case 'S': v.s = (jshort)value.i; break;
        case 'I': v.i = value.i; break;
        default: v.l = jni_new_local(p.jni, value.l); break;
        }
    }
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, MethodExit, jt, (jmethodID)m, (jboolean)by_exception, v);
    post_end(&p);
}

void jvmti_native_entered(Thread *t, Frame *f) {
    if (jvmti_any_wants(JVMTI_EVENT_METHOD_ENTRY, t)) jvmti_post_MethodEntry(t, f->method);
}

void jvmti_native_exited(Thread *t, Frame *f, bool by_exception, Slot result) {
    if (!(f->method->access & ACC_NATIVE)) return;
    if (jvmti_any_wants(JVMTI_EVENT_METHOD_EXIT, t)) jvmti_post_MethodExit(t, f->method, by_exception, result);
}
