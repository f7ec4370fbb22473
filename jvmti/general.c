/* general.c: JVMTI's general functions: system properties, timers and CPU time, processors, the
   verbose flags, the jlocation format and the current thread. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "heap.h"
#include "jvmti_impl.h"
#include "xlog.h"

/* ---------------------------------------------------------------- system properties */

jvmtiError jvmti_GetSystemProperties(jvmtiEnv *env, jint *count_ptr, char ***property_ptr) {
    VmProperty *props;
    int n = vm_properties(&props);
    char **keys;
    jvmtiError err = (*env)->Allocate(env, (jlong)sizeof(char *) * (n ? n : 1), (unsigned char **)&keys);
    for (int i = 0; err == JVMTI_ERROR_NONE && i < n; i++) {
        keys[i] = jvmti_strdup(env, props[i].key);
        if (!keys[i]) {
            while (i > 0) (*env)->Deallocate(env, (unsigned char *)keys[--i]);
            (*env)->Deallocate(env, (unsigned char *)keys);
            err = JVMTI_ERROR_OUT_OF_MEMORY;
        }
    }
    vm_properties_free(props, n);
    if (err != JVMTI_ERROR_NONE) return err;
    *count_ptr = n;
    *property_ptr = keys;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetSystemProperty(jvmtiEnv *env, const char *property, char **value_ptr) {
    VmProperty *props;
    int n = vm_properties(&props);
    jvmtiError err = JVMTI_ERROR_NOT_AVAILABLE;
    for (int i = 0; i < n; i++) {
        if (strcmp(props[i].key, property)) continue;
        *value_ptr = jvmti_strdup(env, props[i].value);
        err = *value_ptr ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
        break;
    }
    vm_properties_free(props, n);
    return err;
}

jvmtiError jvmti_SetSystemProperty(jvmtiEnv *env, const char *property, const char *value_ptr) {
    (void)env;
    VmProperty *props;
    int n = vm_properties(&props);
    /* as HotSpot: only a property the VM has, and one that is not read-only */
    jvmtiError err = JVMTI_ERROR_NOT_AVAILABLE;
    for (int i = 0; i < n; i++)
        if (!strcmp(props[i].key, property)) err = props[i].writable ? JVMTI_ERROR_NONE : JVMTI_ERROR_NOT_AVAILABLE;
    vm_properties_free(props, n);
    if (err != JVMTI_ERROR_NONE) return err;
    /* as if -D<property>=<value> came last on the command line (so java.lang.System sees it too) */
    const char *v = value_ptr ? value_ptr : "";
    size_t len = strlen(property) + 1 + strlen(v) + 1;
    char *kv = vm_malloc(len);
    snprintf(kv, len, "%s=%s", property, v);
    vm_add_property_option(kv); /* copies it */
    free(kv);
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- time */

static void timer_info(jvmtiTimerInfo *info, jvmtiTimerKind kind) {
    memset(info, 0, sizeof *info);
    info->max_value = -1; /* all 64 bits are used (an unsigned counter that wraps) */
    info->may_skip_forward = JNI_FALSE;
    info->may_skip_backward = JNI_FALSE;
    info->kind = kind;
}

jvmtiError jvmti_GetTime(jvmtiEnv *env, jlong *nanos_ptr) {
    (void)env;
    *nanos_ptr = vm_nanotime();
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetTimerInfo(jvmtiEnv *env, jvmtiTimerInfo *info_ptr) {
    (void)env;
    timer_info(info_ptr, JVMTI_TIMER_ELAPSED);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetAvailableProcessors(jvmtiEnv *env, jint *processor_count_ptr) {
    (void)env;
    *processor_count_ptr = vm_available_processors();
    return JVMTI_ERROR_NONE;
}

/* CPU time of t: its OS thread's clock with OS threads; with green threads (VITRINE_GREEN_THREADS)
   every Java thread runs on the one OS thread, whose CPU time it is; WebAssembly has no CPU clocks,
   and clock() there counts the time the program has run (the one thread is never descheduled by the
   VM, so it is the closest there is). */
static jvmtiError cpu_time(Thread *t, jlong *nanos) {
    int64_t ns;
    if (t && token_thread_cpu_time(t, &ns)) {
        *nanos = ns;
        return JVMTI_ERROR_NONE;
    }
    struct timespec ts;
    if (!clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)) {
        *nanos = (jlong)ts.tv_sec * 1000000000 + ts.tv_nsec;
        return JVMTI_ERROR_NONE;
    }
    clock_t c = clock();
    if (c == (clock_t)-1) return JVMTI_ERROR_INTERNAL;
    *nanos = (jlong)((double)c * (1e9 / CLOCKS_PER_SEC));
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetCurrentThreadCpuTimerInfo(jvmtiEnv *env, jvmtiTimerInfo *info_ptr) {
    (void)env;
    timer_info(info_ptr, JVMTI_TIMER_TOTAL_CPU);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetCurrentThreadCpuTime(jvmtiEnv *env, jlong *nanos_ptr) {
    (void)env;
    return cpu_time(jvmti_calling_thread(), nanos_ptr);
}

jvmtiError jvmti_GetThreadCpuTimerInfo(jvmtiEnv *env, jvmtiTimerInfo *info_ptr) {
    (void)env;
    timer_info(info_ptr, JVMTI_TIMER_TOTAL_CPU);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetThreadCpuTime(jvmtiEnv *env, jthread thread, jlong *nanos_ptr) {
    (void)env;
    Thread *t = jvmti_thread_of(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    return cpu_time(t, nanos_ptr);
}

/* ---------------------------------------------------------------- verbose output, locations, threads */

jvmtiError jvmti_SetVerboseFlag(jvmtiEnv *env, jvmtiVerboseFlag flag, jboolean value) {
    (void)env;
    switch (flag) {
    case JVMTI_VERBOSE_GC: xlog_verbose(XLOG_GC, value != 0); break;
    case JVMTI_VERBOSE_CLASS:
        xlog_verbose(XLOG_CLASS_LOAD, value != 0);
        xlog_verbose(XLOG_CLASS_UNLOAD, value != 0);
        break;
    default: /* JNI and other: the VM has no such output to turn on or off */
        break;
    }
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetJLocationFormat(jvmtiEnv *env, jvmtiJlocationFormat *format_ptr) {
    (void)env;
    *format_ptr = JVMTI_JLOCATION_JVMBCI; /* a jlocation is a bytecode index */
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetCurrentThread(jvmtiEnv *env, jthread *thread_ptr) {
    (void)env;
    Thread *t = jvmti_calling_thread();
    if (!t || !t->jthread) {
        *thread_ptr = NULL;
        return JVMTI_ERROR_UNATTACHED_THREAD;
    }
    *thread_ptr = jvmti_local(t->jthread);
    return JVMTI_ERROR_NONE;
}
