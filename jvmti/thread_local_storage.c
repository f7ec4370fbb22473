/* thread_local_storage.c: GetThreadLocalStorage and SetThreadLocalStorage: a value per environment and
   thread, kept in the environment (a list of threads that have one), forgotten when the thread ends. */
#include <stdlib.h>
#include <string.h>

#include "jvmti_impl.h"

static JvmtiThreadLocal *find_local(JvmtiEnvImpl *e, Thread *t) {
    for (int i = 0; i < e->n_thread_locals; i++)
        if (e->thread_locals[i].thread == t) return &e->thread_locals[i];
    return NULL;
}

static jvmtiError live_thread(jthread thread, Thread **out) {
    Thread *t = jvmti_thread_of(thread);
    if (!t || t->status == THREAD_TERMINATED) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    *out = t;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetThreadLocalStorage(jvmtiEnv *env, jthread thread, void **data_ptr) {
    Thread *t;
    jvmtiError err = live_thread(thread, &t);
    if (err != JVMTI_ERROR_NONE) return err;
    JvmtiThreadLocal *l = find_local(jvmti_env(env), t);
    *data_ptr = l ? (void *)l->data : NULL;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetThreadLocalStorage(jvmtiEnv *env, jthread thread, const void *data) {
    Thread *t;
    jvmtiError err = live_thread(thread, &t);
    if (err != JVMTI_ERROR_NONE) return err;
    JvmtiEnvImpl *e = jvmti_env(env);
    JvmtiThreadLocal *l = find_local(e, t);
    if (!l) {
        if (!data) return JVMTI_ERROR_NONE;
        if (e->n_thread_locals == e->cap_thread_locals) {
            int cap = e->cap_thread_locals ? e->cap_thread_locals * 2 : 4;
            JvmtiThreadLocal *n = vm_calloc((size_t)cap, sizeof *n);
            if (e->n_thread_locals) memcpy(n, e->thread_locals, sizeof *n * (size_t)e->n_thread_locals);
            free(e->thread_locals);
            e->thread_locals = n;
            e->cap_thread_locals = cap;
        }
        l = &e->thread_locals[e->n_thread_locals++];
        l->thread = t;
    }
    l->data = data;
    return JVMTI_ERROR_NONE;
}

void jvmti_thread_locals_forget(Thread *t) {
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next) {
        JvmtiThreadLocal *l = find_local(e, t);
        if (l) *l = e->thread_locals[--e->n_thread_locals];
    }
}
