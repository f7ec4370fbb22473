/* monitors.c: the monitor functions: GetOwnedMonitorInfo, GetOwnedMonitorStackDepthInfo,
   GetCurrentContendedMonitor, GetObjectMonitorUsage.

   Which frame entered a monitor comes from the thread's lock records (vm/threads.c: every monitor
   entry pushes the object and the frame on top, every exit pops it), so the interpreter keeps nothing
   for JVMTI and a query costs a walk of the records and the frames. A monitor entered by native code
   (JNI MonitorEnter) or by the VM has no Java frame: depth -1, as HotSpot reports JNI monitors. Each
   object is reported once, at the innermost frame that entered it. */
#include <stdlib.h>

#include "jvmti_impl.h"

typedef struct OwnedMonitor {
    Object *obj;
    jint depth;
} OwnedMonitor;

/* The depth of frame fr, which entered o, on u's stack counting method frames (native methods
   included, VM-internal frames not) from the top; -1 when fr is not on the stack any more, is
   VM-internal, or is a native method that entered o through JNI (not its synchronized lock). */
static jint frame_depth(Thread *u, Frame *fr, Object *o) {
    jint d = 0;
    for (Frame *f = u->frame; f; f = f->prev) {
        if (f == fr) return f->method && (!(f->method->access & ACC_NATIVE) || f->lock == o) ? d : -1;
        if (f->method) d++;
    }
    return -1;
}

/* u's owned monitors, innermost first, JNI ones last (malloc'd; *n their number). */
static OwnedMonitor *owned_monitors(Thread *u, jint *n) {
    OwnedMonitor *list = vm_calloc((size_t)u->n_lock_records + 1, sizeof *list);
    jint k = 0;
    for (int i = u->n_lock_records - 1; i >= 0; i--) {
        Object *o = u->lock_records[i].obj;
        int count;
        if (monitor_owner(o, &count) != u) continue; /* waiting in it: not owned meanwhile */
        bool seen = false;
        for (jint j = 0; j < k && !seen; j++) seen = list[j].obj == o;
        if (seen) continue;
        list[k].obj = o;
        list[k].depth = frame_depth(u, u->lock_records[i].frame, o);
        k++;
    }
    /* stable: frames from the top, then the monitors without a Java frame */
    jint w = 0;
    OwnedMonitor *sorted = vm_calloc((size_t)k + 1, sizeof *sorted);
    for (jint j = 0; j < k; j++)
        if (list[j].depth >= 0) sorted[w++] = list[j];
    for (jint j = 0; j < k; j++)
        if (list[j].depth < 0) sorted[w++] = list[j];
    free(list);
    *n = k;
    return sorted;
}

static jvmtiError live_thread(jthread thread, Thread **out) {
    Thread *u = jvmti_thread_of(thread);
    if (!u || u->status == THREAD_TERMINATED) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    *out = u;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetOwnedMonitorInfo(jvmtiEnv *env, jthread thread, jint *owned_monitor_count_ptr, jobject **owned_monitors_ptr) {
    Thread *u;
    jvmtiError err = live_thread(thread, &u);
    if (err != JVMTI_ERROR_NONE) return err;
    jint n;
    OwnedMonitor *owned = owned_monitors(u, &n);
    jobject *list;
    err = (*env)->Allocate(env, (jlong)sizeof(jobject) * (n ? n : 1), (unsigned char **)&list);
    if (err == JVMTI_ERROR_NONE) {
        for (jint i = 0; i < n; i++) list[i] = jvmti_local(owned[i].obj);
        *owned_monitor_count_ptr = n;
        *owned_monitors_ptr = list;
    }
    free(owned);
    return err;
}

jvmtiError jvmti_GetOwnedMonitorStackDepthInfo(jvmtiEnv *env, jthread thread, jint *monitor_info_count_ptr,
                                               jvmtiMonitorStackDepthInfo **monitor_info_ptr) {
    Thread *u;
    jvmtiError err = live_thread(thread, &u);
    if (err != JVMTI_ERROR_NONE) return err;
    jint n;
    OwnedMonitor *owned = owned_monitors(u, &n);
    jvmtiMonitorStackDepthInfo *list;
    err = (*env)->Allocate(env, (jlong)sizeof *list * (n ? n : 1), (unsigned char **)&list);
    if (err == JVMTI_ERROR_NONE) {
        for (jint i = 0; i < n; i++) {
            list[i].monitor = jvmti_local(owned[i].obj);
            list[i].stack_depth = owned[i].depth;
        }
        *monitor_info_count_ptr = n;
        *monitor_info_ptr = list;
    }
    free(owned);
    return err;
}

jvmtiError jvmti_GetCurrentContendedMonitor(jvmtiEnv *env, jthread thread, jobject *monitor_ptr) {
    (void)env;
    Thread *u;
    jvmtiError err = live_thread(thread, &u);
    if (err != JVMTI_ERROR_NONE) return err;
    /* entering a monitor another thread owns, or in Object.wait on it (as HotSpot) */
    *monitor_ptr = jvmti_local(u->monitor_object);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetObjectMonitorUsage(jvmtiEnv *env, jobject object, jvmtiMonitorUsage *info_ptr) {
    Object *o = jni_deref(object);
    int count;
    Thread *owner = monitor_owner(o, &count);
    /* waiters: the threads entering (blocked) and those in the wait set; notify waiters: the wait set */
    int nwait = monitor_wait_set(o, NULL, 0);
    Thread **wait_set = vm_calloc((size_t)nwait + 1, sizeof *wait_set);
    monitor_wait_set(o, wait_set, nwait);
    int nenter = 0;
    for (Thread *u = all_threads; u; u = u->next)
        if (u->jthread && monitor_is_entering(u, o)) nenter++;
    jthread *waiters = NULL, *notify = NULL;
    jvmtiError err = (*env)->Allocate(env, (jlong)sizeof(jthread) * (nenter + nwait + 1), (unsigned char **)&waiters);
    if (err == JVMTI_ERROR_NONE) err = (*env)->Allocate(env, (jlong)sizeof(jthread) * (nwait + 1), (unsigned char **)&notify);
    if (err != JVMTI_ERROR_NONE) {
        if (waiters) (*env)->Deallocate(env, (unsigned char *)waiters);
        free(wait_set);
        return err;
    }
    int k = 0;
    for (Thread *u = all_threads; u; u = u->next)
        if (u->jthread && monitor_is_entering(u, o)) waiters[k++] = jvmti_local(u->jthread);
    for (int i = 0; i < nwait; i++) {
        waiters[k++] = jvmti_local(wait_set[i]->jthread);
        notify[i] = jvmti_local(wait_set[i]->jthread);
    }
    free(wait_set);
    info_ptr->owner = owner ? jvmti_local(owner->jthread) : NULL;
    info_ptr->entry_count = owner ? count : 0;
    info_ptr->waiter_count = k;
    info_ptr->waiters = waiters;
    info_ptr->notify_waiter_count = nwait;
    info_ptr->notify_waiters = notify;
    return JVMTI_ERROR_NONE;
}
