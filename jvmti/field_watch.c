/* field_watch.c: field access and modification watches and their events. A watch is a bit on the field
   (the VM's, as in HotSpot: one per field and kind, whichever environment set it). While any field is
   watched, threads for which FieldAccess or FieldModification is enabled run the debugging dispatch,
   which calls jvmti_field_events before each (quickened) getfield, putfield, getstatic and putstatic.
   Reflection, JNI and Unsafe do not report, as in HotSpot's interpreter. */
#include <string.h>

#include "bytecode.h"
#include "debug_state.h"
#include "posting.h"
#include "quick.h"

static jvmtiError set_watch(jclass klass, jfieldID field, int bit, bool on) {
    Class *c = jni_class(klass);
    Field *fl = (Field *)field;
    if (c->prim_type || !vm_is_subclass_of(c, fl->klass)) return JVMTI_ERROR_INVALID_FIELDID;
    JvmtiDebugState *s = jvmti_debug_state();
    if (on) {
        if (fl->jvmti_watch & bit) return JVMTI_ERROR_DUPLICATE;
        if (!fl->jvmti_watch) s->n_watches++;
        fl->jvmti_watch |= (uint8_t)bit;
    } else {
        if (!(fl->jvmti_watch & bit)) return JVMTI_ERROR_NOT_FOUND;
        fl->jvmti_watch &= (uint8_t)~bit;
        if (!fl->jvmti_watch) s->n_watches--;
    }
    jvmti_debug_reevaluate();
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetFieldAccessWatch(jvmtiEnv *env, jclass klass, jfieldID field) {
    (void)env;
    return set_watch(klass, field, JVMTI_WATCH_ACCESS, true);
}

jvmtiError jvmti_ClearFieldAccessWatch(jvmtiEnv *env, jclass klass, jfieldID field) {
    (void)env;
    return set_watch(klass, field, JVMTI_WATCH_ACCESS, false);
}

jvmtiError jvmti_SetFieldModificationWatch(jvmtiEnv *env, jclass klass, jfieldID field) {
    (void)env;
    return set_watch(klass, field, JVMTI_WATCH_MODIFICATION, true);
}

jvmtiError jvmti_ClearFieldModificationWatch(jvmtiEnv *env, jclass klass, jfieldID field) {
    (void)env;
    return set_watch(klass, field, JVMTI_WATCH_MODIFICATION, false);
}

static void field_events(Thread *t, Frame *f, const uint8_t *pc, Field *fl, bool is_static, bool is_put) {
    if (!fl || !fl->jvmti_watch) return;
    int value_slots = fl->type == 'J' || fl->type == 'D' ? 2 : 1;
    Slot *sp = f->sp;
    Object *o = NULL;
    if (!is_static) {
        o = is_put ? sp[-1 - value_slots].l : sp[-1].l;
        if (!o) return; /* the instruction throws NullPointerException: no access happens */
    }
    jlocation loc = jvmti_location(f, pc);
    if (is_put && (fl->jvmti_watch & JVMTI_WATCH_MODIFICATION))
        jvmti_post_FieldModification(t, f->method, loc, fl, o, sp[-value_slots]);
    else if (!is_put && (fl->jvmti_watch & JVMTI_WATCH_ACCESS))
        jvmti_post_FieldAccess(t, f->method, loc, fl, o);
}

void jvmti_field_events(Thread *t, Frame *f, const uint8_t *pc, int live_op) {
    Field *fl = f->method->klass->resolved[bc_member_index(pc, 0)];
    bool is_static = live_op == Q_GETSTATIC || live_op == Q_PUTSTATIC;
    bool is_put = live_op == Q_PUTSTATIC || (live_op >= Q_PUTFIELD_I && live_op <= Q_PUTFIELD_C);
    field_events(t, f, pc, fl, is_static, is_put);
}

void jvmti_static_field_events(Thread *t, Frame *f, const uint8_t *pc, Field *fl, bool is_put) {
    field_events(t, f, pc, fl, true, is_put);
}

void jvmti_post_FieldAccess(Thread *t, Method *m, jlocation loc, Field *fl, Object *o) {
    int idx = idx_of(JVMTI_EVENT_FIELD_ACCESS);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jclass k = jni_new_local(p.jni, fl->klass->mirror);
    jobject obj = jni_new_local(p.jni, o);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, FieldAccess, jt, (jmethodID)m, loc, k, obj, (jfieldID)fl);
    post_end(&p);
}

void jvmti_post_FieldModification(Thread *t, Method *m, jlocation loc, Field *fl, Object *o, Slot value) {
    int idx = idx_of(JVMTI_EVENT_FIELD_MODIFICATION);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jclass k = jni_new_local(p.jni, fl->klass->mirror);
    jobject obj = jni_new_local(p.jni, o);
    char sig = fl->desc[0];
    jvalue v;
    memset(&v, 0, sizeof v);
    switch (sig) {
    case 'J': v.j = value.j; break;
    case 'D': v.d = value.d; break;
    case 'F': v.f = value.f; break;
    case 'Z': v.z = (jboolean)(value.i & 1); break;
    case 'B': v.b = (jbyte)value.i; break;
    case 'C': v.c = (jchar)value.i; break;
    case 'S': v.s = (jshort)value.i; break;
    case 'I': v.i = value.i; break;
    default: v.l = jni_new_local(p.jni, value.l); break;
    }
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, FieldModification, jt, (jmethodID)m, loc, k, obj, (jfieldID)fl, sig, v);
    post_end(&p);
}
