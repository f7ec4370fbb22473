/* threads.c: the JVMTI thread functions: GetThreadState, GetAllThreads, GetThreadInfo, InterruptThread.
   A jthread's VM thread is found through java.lang.Thread.eetop (vm/threads.c); a Thread object whose
   VM thread is gone (or never existed) is terminated or new, as its threadStatus says. */
#include <stdlib.h>
#include <string.h>

#include "jvmti_impl.h"

/* java.lang.Thread's fields the functions read (offsets do not change once the class is loaded). */
typedef struct ThreadFields {
    uint32_t name, priority, daemon, group, context_loader, status;
} ThreadFields;

static const ThreadFields *thread_fields(Thread *t) {
    static ThreadFields f;
    if (!f.name) {
        f.priority = vm_field_offset(t, "java/lang/Thread", "priority", "I");
        f.daemon = vm_field_offset(t, "java/lang/Thread", "daemon", "Z");
        f.group = vm_field_offset(t, "java/lang/Thread", "group", "Ljava/lang/ThreadGroup;");
        f.context_loader = vm_field_offset(t, "java/lang/Thread", "contextClassLoader", "Ljava/lang/ClassLoader;");
        f.status = vm_field_offset(t, "java/lang/Thread", "threadStatus", "I");
        f.name = vm_field_offset(t, "java/lang/Thread", "name", "Ljava/lang/String;");
    }
    return &f;
}

/* The java.lang.Thread a jthread argument names (NULL: the calling thread's). */
static Object *thread_object(jthread thread) {
    if (thread) return jni_deref(thread);
    Thread *t = jvmti_calling_thread();
    return t ? t->jthread : NULL;
}

jvmtiError jvmti_GetThreadState(jvmtiEnv *env, jthread thread, jint *thread_state_ptr) {
    (void)env;
    Thread *caller = jvmti_calling_thread();
    Object *jt = thread_object(thread);
    Thread *u = thread_of_java(jt);
    if (u && u->status != THREAD_TERMINATED) {
        *thread_state_ptr = thread_state_bits(u, caller);
        return JVMTI_ERROR_NONE;
    }
    /* not started: 0; ended: TERMINATED (Thread.threadStatus says which) */
    jint js = FIELD_AT(jt, thread_fields(caller)->status, jint);
    *thread_state_ptr = js == 0 ? 0 : JVMTI_THREAD_STATE_TERMINATED;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetAllThreads(jvmtiEnv *env, jint *threads_count_ptr, jthread **threads_ptr) {
    jint n = 0;
    for (Thread *u = all_threads; u; u = u->next)
        if (thread_alive(u)) n++;
    jthread *list;
    jvmtiError err = (*env)->Allocate(env, (jlong)sizeof(jthread) * (n ? n : 1), (unsigned char **)&list);
    if (err != JVMTI_ERROR_NONE) return err;
    jint k = 0;
    for (Thread *u = all_threads; u && k < n; u = u->next)
        if (thread_alive(u)) list[k++] = jvmti_local(u->jthread);
    *threads_count_ptr = k;
    *threads_ptr = list;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetThreadInfo(jvmtiEnv *env, jthread thread, jvmtiThreadInfo *info_ptr) {
    Thread *caller = jvmti_calling_thread();
    const ThreadFields *tf = thread_fields(caller);
    Object *jt = thread_object(thread);
    Object *name = FIELD_AT(jt, tf->name, Object *);
    char *utf = name ? vm_string_to_utf8(name) : NULL;
    info_ptr->name = jvmti_strdup(env, utf ? utf : "");
    free(utf);
    if (!info_ptr->name) return JVMTI_ERROR_OUT_OF_MEMORY;
    info_ptr->priority = FIELD_AT(jt, tf->priority, jint);
    info_ptr->is_daemon = FIELD_AT(jt, tf->daemon, uint8_t) ? JNI_TRUE : JNI_FALSE;
    info_ptr->thread_group = jvmti_local(FIELD_AT(jt, tf->group, Object *));
    info_ptr->context_class_loader = jvmti_local(FIELD_AT(jt, tf->context_loader, Object *));
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_InterruptThread(jvmtiEnv *env, jthread thread) {
    (void)env;
    Thread *u = jvmti_thread_of(thread);
    if (!u || u->status == THREAD_TERMINATED) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    /* as HotSpot: the interrupt flag and the wake-up, not a Java call of Thread.interrupt() */
    thread_interrupt(u);
    return JVMTI_ERROR_NONE;
}
