/* raw_monitors.c: JVMTI raw monitors, the agents' own locks: Create/Destroy, Enter/Exit (reentrant),
   Wait/Notify/NotifyAll, callable from any thread, in any phase for all but Create and Destroy.

   Natively a raw monitor is a pthread mutex and two condition variables, owned by an OS thread: the
   callers are native code (agents), which runs without the execution token, so a thread blocked here
   does not keep Java threads from running. In WebAssembly there is one OS thread, and agent code runs
   to its end without a switch of green threads: a raw monitor held by another green thread cannot be
   waited for, and a wait without a time limit could never be notified. Both fail loudly there with
   JVMTI_ERROR_NOT_AVAILABLE; a timed wait waits out its time. A destroyed monitor's structure is kept
   (cleared) for the next CreateRawMonitor, so that using it meanwhile answers
   JVMTI_ERROR_INVALID_MONITOR instead of touching freed memory.

   A thread suspended while it runs an agent's native code stops when it takes a raw monitor (Enter,
   and Wait taking it back), until it is resumed, as in HotSpot. Agents rely on it: the JDK's JDWP
   agent has its helper thread suspend an event's thread while that thread waits in its callback for
   the event to be sent; the thread must then stay there until the debugger resumes it, and a method
   invocation the debugger asked for meanwhile (JDWP InvokeMethod) is what it runs next. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform.h"
#ifndef VITRINE_WASM
#include <pthread.h>
#endif

#include "jvmti_impl.h"

#define RAW_MONITOR_MAGIC 0x52417721u

/* A thread in RawMonitorWait (on its stack), in the monitor's FIFO wait list until notified. */
typedef struct RawWaiter {
    bool notified;
    struct RawWaiter *next;
} RawWaiter;

struct _jrawMonitorID {
    uint32_t magic;
    uintptr_t owner;        /* the owning thread's identity (owner_self()), 0 when free */
    int count;              /* entries by the owner */
#ifndef VITRINE_WASM
    pthread_mutex_t lock;
    pthread_cond_t entry;   /* the monitor became free */
    pthread_cond_t notify;  /* Notify / NotifyAll */
    RawWaiter *waiters;     /* not yet notified, in the order they began to wait */
#endif
    jrawMonitorID next_free; /* destroyed: the next one in JvmtiState.free_monitors */
};

#ifndef VITRINE_WASM
static pthread_mutex_t free_lock = PTHREAD_MUTEX_INITIALIZER; /* JvmtiState.free_monitors */
#define FREE_LOCK() pthread_mutex_lock(&free_lock)
#define FREE_UNLOCK() pthread_mutex_unlock(&free_lock)
#else
#define FREE_LOCK()
#define FREE_UNLOCK()
#endif

/* Who calls: the OS thread natively; in WebAssembly the running green thread (1 before the VM runs). */
static uintptr_t owner_self(void) {
#ifdef VITRINE_WASM
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
    JvmtiState *s = jvmti_state();
    FREE_LOCK();
    jrawMonitorID m = s->free_monitors;
    if (m) s->free_monitors = m->next_free;
    FREE_UNLOCK();
    if (!m) {
        m = calloc(1, sizeof *m);
        if (!m) return JVMTI_ERROR_OUT_OF_MEMORY;
#ifndef VITRINE_WASM
        pthread_mutex_init(&m->lock, NULL);
        pthread_condattr_t a;
        pthread_condattr_init(&a);
        pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
        pthread_cond_init(&m->entry, &a);
        pthread_cond_init(&m->notify, &a);
        pthread_condattr_destroy(&a);
#endif
    }
    (void)name; /* only for the agent's own use: this VM prints no monitor names */
    m->magic = RAW_MONITOR_MAGIC;
    *monitor_ptr = m;
    return JVMTI_ERROR_NONE;
}

#ifndef VITRINE_WASM
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
    JvmtiState *s = jvmti_state();
    FREE_LOCK();
    monitor->next_free = s->free_monitors;
    s->free_monitors = monitor;
    FREE_UNLOCK();
    return JVMTI_ERROR_NONE;
}

/* Takes a monitor that is free (m->lock held natively); false in WebAssembly if another owns it. */
static bool acquire(jrawMonitorID m, uintptr_t self) {
#ifndef VITRINE_WASM
    while (m->owner) pthread_cond_wait(&m->entry, &m->lock);
#else
    if (m->owner) return false;
#endif
    m->owner = self;
    return true;
}

/* acquire(), then natively: while the calling thread is suspended, the monitor is given back and the
   thread waits to be resumed before it takes it again (m->lock held on entry and on return). */
static bool acquire_unsuspended(jrawMonitorID m, uintptr_t self) {
    if (!acquire(m, self)) return false;
#ifndef VITRINE_WASM
    Thread *t = jvmti_calling_thread();
    while (t && __atomic_load_n(&t->jvmti_suspended, __ATOMIC_ACQUIRE) && token_in_native(t)) {
        m->owner = 0;
        pthread_cond_signal(&m->entry);
        unlock(m);
        token_native_wait_resumed(t);
        lock(m);
        acquire(m, self);
    }
#endif
    return true;
}

jvmtiError jvmti_RawMonitorEnter(jvmtiEnv *env, jrawMonitorID monitor) {
    (void)env;
    uintptr_t self = owner_self();
    lock(monitor);
    if (monitor->owner == self) {
        monitor->count++;
    } else {
        if (!acquire_unsuspended(monitor, self)) {
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
#ifndef VITRINE_WASM
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
#ifndef VITRINE_WASM
    int count = monitor->count;
    release(monitor);
    RawWaiter me = {false, NULL};
    RawWaiter **tail = &monitor->waiters;
    while (*tail) tail = &(*tail)->next;
    *tail = &me;
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
    while (!me.notified) {
        if (millis > 0) {
            if (pthread_cond_timedwait(&monitor->notify, &monitor->lock, &deadline)) break;
        } else {
            pthread_cond_wait(&monitor->notify, &monitor->lock);
        }
    }
    if (!me.notified) /* timed out: leave the list, so a notification goes to a thread still waiting */
        for (RawWaiter **w = &monitor->waiters; *w; w = &(*w)->next)
            if (*w == &me) {
                *w = me.next;
                break;
            }
    acquire_unsuspended(monitor, self);
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
#ifndef VITRINE_WASM
    if (monitor->waiters) {
        do {
            RawWaiter *w = monitor->waiters;
            monitor->waiters = w->next;
            w->notified = true;
        } while (all && monitor->waiters);
        /* every waiter looks at its own flag */
        pthread_cond_broadcast(&monitor->notify);
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
