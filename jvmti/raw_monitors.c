/* raw_monitors.c: JVMTI raw monitors, the agents' own locks: Create/Destroy, Enter/Exit (reentrant),
   Wait/Notify/NotifyAll, callable from any thread, in any phase for all but Create and Destroy.

   Natively a raw monitor is a pthread mutex and two condition variables, owned by an OS thread: the
   callers are native code (agents), which runs without the execution token, so a thread blocked here
   does not keep Java threads from running. In WebAssembly there is one OS thread, and agent code runs
   to its end without a switch of green threads: a raw monitor held by another green thread cannot be
   waited for, and a wait without a time limit could never be notified. Both fail loudly there with
   JVMTI_ERROR_NOT_AVAILABLE; a timed wait waits out its time. A destroyed monitor's structure is kept
   (cleared) so that using it again answers JVMTI_ERROR_INVALID_MONITOR. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef __EMSCRIPTEN__
#include <pthread.h>
#endif

#include "jvmti_impl.h"

#define RAW_MONITOR_MAGIC 0x52417721u

struct _jrawMonitorID {
    uint32_t magic;
    char *name;
    uintptr_t owner;        /* the owning thread's identity (owner_self()), 0 when free */
    int count;              /* entries by the owner */
#ifndef __EMSCRIPTEN__
    pthread_mutex_t lock;
    pthread_cond_t entry;   /* the monitor became free */
    pthread_cond_t notify;  /* Notify / NotifyAll */
    int pending;            /* notifications not yet taken by a waiter */
    int waiters;
#endif
};

/* Who calls: the OS thread natively; in WebAssembly the running green thread (1 before the VM runs). */
static uintptr_t owner_self(void) {
#ifdef __EMSCRIPTEN__
    Thread *t = jvmti_calling_thread();
    return t ? (uintptr_t)t : 1;
#else
    return (uintptr_t)pthread_self() | 1; /* never 0 */
#endif
}

jvmtiError jvmti_check_raw_monitor(jrawMonitorID monitor) {
    return monitor && monitor->magic == RAW_MONITOR_MAGIC ? JVMTI_ERROR_NONE : JVMTI_ERROR_INVALID_MONITOR;
}

jvmtiError jvmti_CreateRawMonitor(jvmtiEnv *env, const char *name, jrawMonitorID *monitor_ptr) {
    (void)env;
    jrawMonitorID m = calloc(1, sizeof *m);
    if (!m) return JVMTI_ERROR_OUT_OF_MEMORY;
    m->name = strdup(name);
#ifndef __EMSCRIPTEN__
    pthread_mutex_init(&m->lock, NULL);
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    pthread_cond_init(&m->entry, &a);
    pthread_cond_init(&m->notify, &a);
    pthread_condattr_destroy(&a);
#endif
    m->magic = RAW_MONITOR_MAGIC;
    *monitor_ptr = m;
    return JVMTI_ERROR_NONE;
}

#ifndef __EMSCRIPTEN__
static void lock(jrawMonitorID m) { pthread_mutex_lock(&m->lock); }
static void unlock(jrawMonitorID m) { pthread_mutex_unlock(&m->lock); }
#else
static void lock(jrawMonitorID m) { (void)m; }
static void unlock(jrawMonitorID m) { (void)m; }
#endif

jvmtiError jvmti_DestroyRawMonitor(jvmtiEnv *env, jrawMonitorID monitor) {
    (void)env;
    uintptr_t self = owner_self();
    lock(monitor);
    if (monitor->owner && monitor->owner != self) {
        unlock(monitor);
        return JVMTI_ERROR_NOT_MONITOR_OWNER;
    }
    monitor->magic = 0;
    monitor->owner = 0;
    monitor->count = 0;
    unlock(monitor);
    free(monitor->name);
    monitor->name = NULL;
    return JVMTI_ERROR_NONE;
}

/* Takes a monitor that is free (m->lock held natively); false in WebAssembly if another owns it. */
static bool acquire(jrawMonitorID m, uintptr_t self) {
#ifndef __EMSCRIPTEN__
    while (m->owner) pthread_cond_wait(&m->entry, &m->lock);
#else
    if (m->owner) return false;
#endif
    m->owner = self;
    return true;
}

jvmtiError jvmti_RawMonitorEnter(jvmtiEnv *env, jrawMonitorID monitor) {
    (void)env;
    uintptr_t self = owner_self();
    lock(monitor);
    if (monitor->owner == self) {
        monitor->count++;
    } else {
        if (!acquire(monitor, self)) {
            unlock(monitor);
            return JVMTI_ERROR_NOT_AVAILABLE; /* WebAssembly: held by another green thread */
        }
        monitor->count = 1;
    }
    unlock(monitor);
    return JVMTI_ERROR_NONE;
}

static void release(jrawMonitorID m) {
    m->owner = 0;
    m->count = 0;
#ifndef __EMSCRIPTEN__
    pthread_cond_signal(&m->entry);
#endif
}

jvmtiError jvmti_RawMonitorExit(jvmtiEnv *env, jrawMonitorID monitor) {
    (void)env;
    lock(monitor);
    if (monitor->owner != owner_self()) {
        unlock(monitor);
        return JVMTI_ERROR_NOT_MONITOR_OWNER;
    }
    if (--monitor->count == 0) release(monitor);
    unlock(monitor);
    return JVMTI_ERROR_NONE;
}

/* The calling Java thread's interrupt, taken (a wait ends with JVMTI_ERROR_INTERRUPT). */
static bool take_interrupt(void) {
    Thread *t = jvmti_calling_thread();
    if (!t || !t->interrupted) return false;
    t->interrupted = false;
    return true;
}

jvmtiError jvmti_RawMonitorWait(jvmtiEnv *env, jrawMonitorID monitor, jlong millis) {
    (void)env;
    uintptr_t self = owner_self();
    lock(monitor);
    if (monitor->owner != self) {
        unlock(monitor);
        return JVMTI_ERROR_NOT_MONITOR_OWNER;
    }
    if (take_interrupt()) {
        unlock(monitor);
        return JVMTI_ERROR_INTERRUPT;
    }
#ifndef __EMSCRIPTEN__
    int count = monitor->count;
    release(monitor);
    monitor->waiters++;
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    if (millis > 0) {
        deadline.tv_sec += (time_t)(millis / 1000);
        deadline.tv_nsec += (long)(millis % 1000) * 1000000;
        if (deadline.tv_nsec >= 1000000000) {
            deadline.tv_sec++;
            deadline.tv_nsec -= 1000000000;
        }
    }
    while (monitor->pending == 0) {
        if (millis > 0) {
            if (pthread_cond_timedwait(&monitor->notify, &monitor->lock, &deadline)) break;
        } else {
            pthread_cond_wait(&monitor->notify, &monitor->lock);
        }
    }
    if (monitor->pending > 0) monitor->pending--; /* this waiter takes one notification */
    monitor->waiters--;
    acquire(monitor, self);
    monitor->count = count;
    unlock(monitor);
    return JVMTI_ERROR_NONE;
#else
    if (millis <= 0) {
        unlock(monitor);
        return JVMTI_ERROR_NOT_AVAILABLE; /* nothing else can run to notify it */
    }
    int64_t end = vm_nanotime() + millis * 1000000;
    while (vm_nanotime() < end) /* nothing can notify it: the time runs out */
        ;
    unlock(monitor);
    return JVMTI_ERROR_NONE;
#endif
}

static jvmtiError notify(jrawMonitorID monitor, bool all) {
    lock(monitor);
    if (monitor->owner != owner_self()) {
        unlock(monitor);
        return JVMTI_ERROR_NOT_MONITOR_OWNER;
    }
#ifndef __EMSCRIPTEN__
    if (monitor->waiters > monitor->pending) {
        if (all) {
            monitor->pending = monitor->waiters;
            pthread_cond_broadcast(&monitor->notify);
        } else {
            monitor->pending++;
            pthread_cond_signal(&monitor->notify);
        }
    }
#else
    (void)all; /* no other thread can be waiting */
#endif
    unlock(monitor);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_RawMonitorNotify(jvmtiEnv *env, jrawMonitorID monitor) {
    (void)env;
    return notify(monitor, false);
}

jvmtiError jvmti_RawMonitorNotifyAll(jvmtiEnv *env, jrawMonitorID monitor) {
    (void)env;
    return notify(monitor, true);
}
