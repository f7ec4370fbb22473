/* early_return.c: ForceEarlyReturnObject/Int/Long/Float/Double/Void. The thread's top frame is
   arranged to execute a return instruction of the method's kind next, with the value alone on its
   operand stack: when the thread continues, it returns as from a normal return (its synchronized
   method's monitor released, MethodExit and FramePop posted). The return instruction lies outside the
   method's code (a frame there is at no location; the collector scans it conservatively). */
#include <string.h>

#include "debug_state.h"
#include "internal.h"

/* ireturn, lreturn, freturn, dreturn, areturn, return: the frame's pc points at one of them */
static uint8_t return_code[] = {0xac, 0xad, 0xae, 0xaf, 0xb0, 0xb1};

/* value is assignable to m's return type (a class not loaded has no instances) */
static bool returns_object(Method *m, Object *value) {
    if (m->ret_type != 'L') return false;
    if (!value) return true;
    const char *r = strchr(m->desc, ')') + 1;
    char name[1024];
    size_t n = strlen(r);
    if (*r == 'L') {
        if (n - 2 >= sizeof name) return false;
        memcpy(name, r + 1, n - 2);
        name[n - 2] = 0;
    } else {
        if (n >= sizeof name) return false;
        memcpy(name, r, n + 1);
    }
    Class *c = jvmti_loaded_class(m->klass->loader, name);
    return c && vm_is_subclass_of(value->klass, c);
}

/* kind: the function's type ('I' for every int-like type, 'L', 'J', 'F', 'D', 'V') */
static jvmtiError force_return(jthread thread, char kind, Slot value) {
    Thread *t = jvmti_thread_of(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    if (!jvmti_thread_stopped(t)) return JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    Frame *f = t->frame;
    if (!f) return JVMTI_ERROR_NO_MORE_FRAMES;
    if (!f->method || (f->method->access & ACC_NATIVE) || !f->method->code) return JVMTI_ERROR_OPAQUE_FRAME;
    Method *m = f->method;
    char rt = m->ret_type;
    int k;
    switch (kind) {
    case 'I': if (!strchr("ZBCSI", rt)) return JVMTI_ERROR_TYPE_MISMATCH; k = 0; break;
    case 'J': if (rt != 'J') return JVMTI_ERROR_TYPE_MISMATCH; k = 1; break;
    case 'F': if (rt != 'F') return JVMTI_ERROR_TYPE_MISMATCH; k = 2; break;
    case 'D': if (rt != 'D') return JVMTI_ERROR_TYPE_MISMATCH; k = 3; break;
    case 'L': if (!returns_object(m, value.l)) return JVMTI_ERROR_TYPE_MISMATCH; k = 4; break;
    default: if (rt != 'V') return JVMTI_ERROR_TYPE_MISMATCH; k = 5; break;
    }
    Slot *sp = f->stack;
    if (k == 1 || k == 3) {
        sp[0].raw = value.raw;
        sp[1].raw = 0;
        sp += 2;
    } else if (k != 5) {
        *sp++ = value;
    }
    f->sp = sp;
    f->pc = &return_code[k];
    /* what was marked to run again in this frame will not */
    if (t->jvmti_again_frame == f) t->jvmti_again_pc = NULL;
    return JVMTI_ERROR_NONE;
}

static Slot int_slot(jint i) {
    Slot s;
    s.raw = 0;
    s.i = i;
    return s;
}

jvmtiError jvmti_ForceEarlyReturnObject(jvmtiEnv *env, jthread thread, jobject value) {
    (void)env;
    Slot s;
    s.raw = 0;
    s.l = jni_deref(value);
    return force_return(thread, 'L', s);
}

jvmtiError jvmti_ForceEarlyReturnInt(jvmtiEnv *env, jthread thread, jint value) {
    (void)env;
    return force_return(thread, 'I', int_slot(value));
}

jvmtiError jvmti_ForceEarlyReturnLong(jvmtiEnv *env, jthread thread, jlong value) {
    (void)env;
    Slot s;
    s.j = value;
    return force_return(thread, 'J', s);
}

jvmtiError jvmti_ForceEarlyReturnFloat(jvmtiEnv *env, jthread thread, jfloat value) {
    (void)env;
    Slot s;
    s.raw = 0;
    s.f = value;
    return force_return(thread, 'F', s);
}

jvmtiError jvmti_ForceEarlyReturnDouble(jvmtiEnv *env, jthread thread, jdouble value) {
    (void)env;
    Slot s;
    s.d = value;
    return force_return(thread, 'D', s);
}

jvmtiError jvmti_ForceEarlyReturnVoid(jvmtiEnv *env, jthread thread) {
    (void)env;
    Slot s;
    s.raw = 0;
    return force_return(thread, 'V', s);
}
