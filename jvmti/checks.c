/* checks.c: the universal argument checks the generated function table makes before calling a
   jvmti_<Name> function: that a jthread, jthreadGroup, jclass or jobject is what it claims to be. */
#include "jvmti_impl.h"

Thread *jvmti_thread_of(jthread thread) {
    if (!thread) return jvmti_calling_thread();
    return thread_of_java(jni_deref(thread));
}

jvmtiError jvmti_check_thread(jthread thread, bool null_is_current) {
    if (!thread) {
        if (!null_is_current) return JVMTI_ERROR_INVALID_THREAD;
        Thread *t = jvmti_calling_thread();
        return t && t->jthread ? JVMTI_ERROR_NONE : JVMTI_ERROR_UNATTACHED_THREAD;
    }
    Object *o = jni_deref(thread);
    return o && vm_instance_of(o, wk.Thread) ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_THREAD;
}

jvmtiError jvmti_check_thread_group(jthreadGroup group) {
    Object *o = jni_deref(group);
    return o && vm_instance_of(o, wk.ThreadGroup) ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_THREAD_GROUP;
}

jvmtiError jvmti_check_class(jclass klass) {
    Object *o = jni_deref(klass);
    return o && o->klass == wk.Class && vm_class_of_mirror(o) ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_CLASS;
}

jvmtiError jvmti_check_object(jobject object) {
    return jni_deref(object) ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_OBJECT;
}
