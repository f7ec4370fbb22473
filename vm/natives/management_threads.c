/* management_threads.c: the natives of sun.management.ThreadImpl and HotspotThread, behind
   java.lang.management's ThreadMXBean: the live threads, ThreadInfo snapshots (state, the lock a
   thread waits for and its owner, blocked and waited counts and times, stack, monitors and ownable
   synchronizers held), CPU times, allocated bytes, and deadlock detection.

   ThreadInfo objects are made by their private constructors, as the class library expects of the VM,
   in nested calls: no collection runs while a native's nested call is in progress (vm/gc.c collects
   only where no nested interpreter run is), so the objects found beforehand stay where they are. */
#include <stdlib.h>

#include "../heap.h"
#include "../internal.h"

#define THREAD_IMPL "sun/management/ThreadImpl"

/* ---------------------------------------------------------------- what a thread waits for */

static bool parked(const Thread *u) { return u->status == THREAD_PARKED || u->status == THREAD_TIMED_PARKED; }

/* The object u waits for: the monitor it enters or waits in, or what it parked for. */
static Object *lock_object(Thread *u) {
    if (u->monitor_contended || u->status == THREAD_BLOCKED || u->status == THREAD_WAITING ||
        u->status == THREAD_TIMED_WAITING)
        return u->monitor_object;
    return thread_park_blocker(u);
}

/* ---------------------------------------------------------------- ThreadInfo */

/* Ownable synchronizers (j.u.c. locks) and their owners, found in one walk of the heap. */
typedef struct Synchronizers {
    Object **sync, **owner;
    int n, cap;
    Class *aos;
    uint32_t owner_off;
} Synchronizers;

static bool note_synchronizer(Object *o, void *ctx) {
    Synchronizers *s = ctx;
    if (!vm_is_subclass_of(o->klass, s->aos)) return true;
    Object *owner = FIELD_AT(o, s->owner_off, Object *);
    if (!owner) return true;
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 16;
        s->sync = realloc(s->sync, sizeof *s->sync * (size_t)s->cap);
        s->owner = realloc(s->owner, sizeof *s->owner * (size_t)s->cap);
        if (!s->sync || !s->owner) vm_fatal("out of memory listing ownable synchronizers");
    }
    s->sync[s->n] = o;
    s->owner[s->n++] = owner;
    return true;
}

static void synchronizers_find(Thread *t, Synchronizers *s) {
    *s = (Synchronizers){.aos = vm_find_loaded_class(NULL, "java/util/concurrent/locks/AbstractOwnableSynchronizer")};
    if (!s->aos) return; /* no such lock exists yet */
    s->owner_off = vm_field_offset(t, "java/util/concurrent/locks/AbstractOwnableSynchronizer", "exclusiveOwnerThread",
                                   "Ljava/lang/Thread;");
    heap_foreach_object(note_synchronizer, s);
}

static void synchronizers_free(Synchronizers *s) {
    free(s->sync);
    free(s->owner);
}

typedef struct InfoRequest {
    int max_depth;       /* frames in the stack trace, < 0: all */
    bool monitors;       /* the monitors it holds (ThreadInfo.getLockedMonitors) */
    Synchronizers *syncs; /* the ownable synchronizers, NULL: not asked for */
} InfoRequest;

static jlong contention_ms(int64_t total_ns, int64_t since) {
    if (!vm.thread_stats.contention_timing) return -1;
    if (since) total_ns += vm_nanotime() - since;
    return total_ns / 1000000;
}

/* The depth in u's stack trace of frame f (Java frames counted from the innermost), -1 past max_depth
   or when f is not one of its Java frames (a monitor entered through JNI). */
static jint frame_depth(Thread *u, Frame *f, int max_depth) {
    jint d = 0;
    for (Frame *g = u->frame; g && (max_depth < 0 || d < max_depth); g = g->prev) {
        if (!g->method) continue;
        if (g == f) return d;
        d++;
    }
    return -1;
}

/* The monitors u holds, innermost first: objects and the depths of the frames that entered them. */
static bool held_monitors(Thread *t, Thread *u, int max_depth, Object **objs, Object **depths) {
    int n = 0, count;
    for (int i = 0; i < u->n_lock_records; i++)
        if (monitor_owner(u->lock_records[i].obj, &count) == u) n++;
    *objs = vm_new_object_array(t, wk.Object, n);
    if (!*objs) return false;
    *depths = vm_new_prim_array(t, 'I', n);
    if (!*depths) return false;
    int k = 0;
    for (int i = u->n_lock_records - 1; i >= 0; i--) {
        LockRecord *r = &u->lock_records[i];
        if (monitor_owner(r->obj, &count) != u) continue; /* released while it waits in Object.wait */
        ARRAY_DATA(*objs, Object *)[k] = r->obj;
        ARRAY_DATA(*depths, jint)[k++] = frame_depth(u, r->frame, max_depth);
    }
    return true;
}

static Object *held_synchronizers(Thread *t, Thread *u, const Synchronizers *s) {
    int n = 0;
    for (int i = 0; i < s->n; i++) n += s->owner[i] == u->jthread;
    Object *arr = vm_new_object_array(t, wk.Object, n);
    if (!arr) return NULL;
    int k = 0;
    for (int i = 0; i < s->n; i++)
        if (s->owner[i] == u->jthread) ARRAY_DATA(arr, Object *)[k++] = s->sync[i];
    return arr;
}

/* A ThreadInfo of u, alive, made by ThreadInfo's private constructors; NULL with an exception pending. */
static Object *thread_info(Thread *t, Thread *u, const InfoRequest *rq) {
    Class *ti = vm_boot_class(t, "java/lang/management/ThreadInfo");
    if (!vm_ensure_initialized(t, ti)) return NULL;
    bool extended = rq->monitors || rq->syncs;
    Method *ctor = vm_find_declared_method(ti, "<init>",
        extended ? "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;"
                   "[Ljava/lang/Object;[I[Ljava/lang/Object;)V"
                 : "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;)V");
    if (!ctor) {
        vm_throw(t, "java/lang/InternalError", "java.lang.management.ThreadInfo has no constructor for the VM");
        return NULL;
    }
    Slot a[17] = {0};
    Object *info = NULL, *trace = NULL, *monitors = NULL, *depths = NULL, *syncs = NULL;
    Object **roots[] = {&info, &trace, &monitors, &depths, &syncs};
    for (int i = 0; i < 5; i++) vm_push_root(t, roots[i]);
    bool ok = (info = vm_new_object(t, ti)) && (trace = thread_stack_trace(t, u, rq->max_depth));
    if (ok && rq->monitors) ok = held_monitors(t, u, rq->max_depth, &monitors, &depths);
    if (ok && rq->syncs) ok = (syncs = held_synchronizers(t, u, rq->syncs)) != NULL;
    if (ok) {
        /* the owner of what it is blocked on: a monitor it enters, a lock it parks for */
        Thread *owner = NULL;
        Object *lock = lock_object(u);
        int count;
        if (lock && (u->monitor_contended || u->status == THREAD_BLOCKED)) owner = monitor_owner(lock, &count);
        else if (lock) owner = thread_blocker(u, true);
        const ThreadContention *c = &u->contention;
        a[0].l = info;
        a[1].l = u->jthread;
        a[2].i = thread_state_bits(u, t);
        a[3].l = lock;
        a[4].l = owner ? owner->jthread : NULL;
        a[5].j = c->blocked_count;
        a[7].j = contention_ms(c->blocked_ns, c->blocked_since);
        a[9].j = c->waited_count;
        a[11].j = contention_ms(c->waited_ns, c->waited_since);
        a[13].l = trace;
        a[14].l = monitors;
        a[15].l = depths;
        a[16].l = syncs;
        ok = vm_call(t, ctor, a, NULL);
    }
    vm_pop_roots(t, 5);
    return ok ? info : NULL;
}

/* getThreadInfo1(long[] ids, int maxDepth, ThreadInfo[] result): null for a thread not alive */
static NativeResult ThreadImpl_getThreadInfo1(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *ids = args[0].l, *result = args[2].l;
    if (!ids || !result) return vm_throw_npe(t, NULL);
    jint n = ARRAY_LENGTH(ids);
    if (ARRAY_LENGTH(result) < n)
        return vm_throw(t, "java/lang/IllegalArgumentException", "The length of the given ThreadInfo array does not match the length of the given array of thread IDs");
    InfoRequest rq = {args[1].i, false, NULL};
    for (jint i = 0; i < n; i++) {
        Thread *u = thread_of_java_id(ARRAY_DATA(ids, jlong)[i]);
        Object *info = NULL;
        if (u && !(info = thread_info(t, u, &rq))) return NR_EXCEPTION;
        ARRAY_DATA(result, Object *)[i] = info;
    }
    return NR_OK;
}

/* dumpThreads0(long[] ids (null: every live thread), boolean lockedMonitors, boolean lockedSynchronizers,
   int maxDepth) */
static NativeResult ThreadImpl_dumpThreads0(Thread *t, Slot *args, Slot *ret) {
    Object *ids = args[0].l, *threads = NULL, *result = NULL;
    Synchronizers syncs = {0};
    if (args[2].i) synchronizers_find(t, &syncs);
    InfoRequest rq = {args[3].i == 0x7fffffff ? -1 : args[3].i, args[1].i != 0, args[2].i ? &syncs : NULL};
    vm_push_root(t, &ids);
    vm_push_root(t, &threads);
    vm_push_root(t, &result);
    NativeResult r = NR_EXCEPTION;
    if (!ids && !(threads = threads_alive_array(t))) goto out;
    jint n = ids ? ARRAY_LENGTH(ids) : ARRAY_LENGTH(threads);
    if (!(result = vm_new_object_array(t, vm_boot_class(t, "java/lang/management/ThreadInfo"), n))) goto out;
    for (jint i = 0; i < n; i++) {
        Thread *u = ids ? thread_of_java_id(ARRAY_DATA(ids, jlong)[i]) : thread_of_java(ARRAY_DATA(threads, Object *)[i]);
        Object *info = NULL;
        if (u && u->status != THREAD_TERMINATED && !(info = thread_info(t, u, &rq))) goto out;
        ARRAY_DATA(result, Object *)[i] = info;
    }
    ret->l = result;
    r = NR_OK;
out:
    vm_pop_roots(t, 3);
    synchronizers_free(&syncs);
    return r;
}

static NativeResult ThreadImpl_getThreads(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    ret->l = threads_alive_array(t);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* ---------------------------------------------------------------- deadlocks */

/* The threads in a cycle of threads each blocked on what the next one holds (monitors, and unless
   monitors_only ownable synchronizers), as a Thread[]; null when there is none. */
static NativeResult find_deadlocks(Thread *t, bool monitors_only, Slot *ret) {
    int n = 0;
    for (Thread *u = all_threads; u; u = u->next)
        n += u->jthread && u->status != THREAD_TERMINATED && thread_in_deadlock(u, !monitors_only);
    ret->l = NULL;
    if (!n) return NR_OK;
    Object *arr = vm_new_object_array(t, wk.Thread, n);
    if (!arr) return NR_EXCEPTION;
    int k = 0;
    for (Thread *u = all_threads; u && k < n; u = u->next)
        if (u->jthread && u->status != THREAD_TERMINATED && thread_in_deadlock(u, !monitors_only))
            ARRAY_DATA(arr, Object *)[k++] = u->jthread;
    ret->l = arr;
    return NR_OK;
}

static NativeResult ThreadImpl_findDeadlockedThreads0(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    return find_deadlocks(t, false, ret);
}

static NativeResult ThreadImpl_findMonitorDeadlockedThreads0(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    return find_deadlocks(t, true, ret);
}

/* ---------------------------------------------------------------- CPU time */

/* The CPU time (user: its user-mode part) of the thread with that id (0: the calling thread), -1 when
   it is not alive or has no CPU clock (green threads). */
static jlong cpu_time(Thread *t, jlong id, bool user) {
    Thread *u = id == 0 ? t : thread_of_java_id(id);
    int64_t ns;
    if (!u || vm.thread_stats.cpu_time_off) return -1;
    if (!(user ? token_thread_user_time(u, &ns) : token_thread_cpu_time(u, &ns))) return -1;
    return ns;
}

static NativeResult ThreadImpl_getThreadTotalCpuTime0(Thread *t, Slot *args, Slot *ret) {
    ret->j = cpu_time(t, args[0].j, false);
    return NR_OK;
}

static NativeResult ThreadImpl_getThreadUserCpuTime0(Thread *t, Slot *args, Slot *ret) {
    ret->j = cpu_time(t, args[0].j, true);
    return NR_OK;
}

static NativeResult cpu_times(Thread *t, Object *ids, Object *times, bool user) {
    if (!ids || !times) return vm_throw_npe(t, NULL);
    jint n = ARRAY_LENGTH(ids);
    if (ARRAY_LENGTH(times) < n) return vm_throw(t, "java/lang/IllegalArgumentException", "times is shorter than ids");
    for (jint i = 0; i < n; i++) {
        jlong id = ARRAY_DATA(ids, jlong)[i];
        ARRAY_DATA(times, jlong)[i] = id > 0 ? cpu_time(t, id, user) : -1; /* 0 would mean the caller */
    }
    return NR_OK;
}

static NativeResult ThreadImpl_getThreadTotalCpuTime1(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return cpu_times(t, args[0].l, args[1].l, false);
}

static NativeResult ThreadImpl_getThreadUserCpuTime1(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return cpu_times(t, args[0].l, args[1].l, true);
}

static NativeResult ThreadImpl_setThreadCpuTimeEnabled0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)ret;
    vm.thread_stats.cpu_time_off = !args[0].i;
    return NR_OK;
}

/* ---------------------------------------------------------------- contention monitoring, peak */

static NativeResult ThreadImpl_setThreadContentionMonitoringEnabled0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)ret;
    bool on = args[0].i != 0;
    if (on && !vm.thread_stats.contention_timing)
        for (Thread *u = all_threads; u; u = u->next) {
            /* times count from now on: a block or wait under way counts from here */
            int64_t now = vm_nanotime();
            u->contention.blocked_since = u->monitor_contended ? now : 0;
            u->contention.waited_since = u->contention.waited_since || u->status == THREAD_WAITING ||
                                         u->status == THREAD_TIMED_WAITING || parked(u) ? now : 0;
        }
    vm.thread_stats.contention_timing = on;
    return NR_OK;
}

/* resetContentionTimes0(long id): 0 means every thread */
static NativeResult ThreadImpl_resetContentionTimes0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)ret;
    jlong id = args[0].j;
    for (Thread *u = all_threads; u; u = u->next)
        if (id == 0 || thread_java_id(u) == id) {
            int64_t now = vm_nanotime();
            u->contention.blocked_ns = u->contention.waited_ns = 0;
            if (u->contention.blocked_since) u->contention.blocked_since = now;
            if (u->contention.waited_since) u->contention.waited_since = now;
        }
    return NR_OK;
}

static NativeResult ThreadImpl_resetPeakThreadCount0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args, (void)ret;
    vm.thread_stats.peak = threads_alive_count(NULL);
    return NR_OK;
}

/* ---------------------------------------------------------------- allocated memory */

/* The heap bytes allocated for the thread with that id (0: the calling thread), -1 when it is not alive. */
static jlong allocated(Thread *t, jlong id) {
    Thread *u = id == 0 ? t : thread_of_java_id(id);
    return u && !vm.thread_stats.allocated_memory_off ? (jlong)u->allocated_bytes : -1;
}

static NativeResult ThreadImpl_getThreadAllocatedMemory0(Thread *t, Slot *args, Slot *ret) {
    ret->j = allocated(t, args[0].j);
    return NR_OK;
}

static NativeResult ThreadImpl_getThreadAllocatedMemory1(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *ids = args[0].l, *sizes = args[1].l;
    if (!ids || !sizes) return vm_throw_npe(t, NULL);
    jint n = ARRAY_LENGTH(ids);
    if (ARRAY_LENGTH(sizes) < n) return vm_throw(t, "java/lang/IllegalArgumentException", "sizes is shorter than ids");
    for (jint i = 0; i < n; i++) {
        jlong id = ARRAY_DATA(ids, jlong)[i];
        ARRAY_DATA(sizes, jlong)[i] = id > 0 ? allocated(t, id) : -1;
    }
    return NR_OK;
}

/* Every thread's, the terminated ones' included. */
static NativeResult ThreadImpl_getTotalThreadAllocatedMemory(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    if (vm.thread_stats.allocated_memory_off) {
        ret->j = -1;
        return NR_OK;
    }
    uint64_t total = vm.thread_stats.ended_allocated;
    for (Thread *u = all_threads; u; u = u->next)
        if (u->status != THREAD_TERMINATED) total += u->allocated_bytes;
    ret->j = (jlong)total;
    return NR_OK;
}

static NativeResult ThreadImpl_setThreadAllocatedMemoryEnabled0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)ret;
    vm.thread_stats.allocated_memory_off = !args[0].i;
    return NR_OK;
}

/* HotspotThread: the VM's own threads that are not Java threads. There are none. */
static NativeResult HotspotThread_getInternalThreadCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = 0;
    return NR_OK;
}

static NativeResult HotspotThread_getInternalThreadTimes0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = 0;
    return NR_OK;
}

const NativeDef vm_natives_management_threads[] = {
    {THREAD_IMPL, "getThreads", "()[Ljava/lang/Thread;", ThreadImpl_getThreads},
    {THREAD_IMPL, "getThreadInfo1", "([JI[Ljava/lang/management/ThreadInfo;)V", ThreadImpl_getThreadInfo1},
    {THREAD_IMPL, "getThreadTotalCpuTime0", "(J)J", ThreadImpl_getThreadTotalCpuTime0},
    {THREAD_IMPL, "getThreadTotalCpuTime1", "([J[J)V", ThreadImpl_getThreadTotalCpuTime1},
    {THREAD_IMPL, "getThreadUserCpuTime0", "(J)J", ThreadImpl_getThreadUserCpuTime0},
    {THREAD_IMPL, "getThreadUserCpuTime1", "([J[J)V", ThreadImpl_getThreadUserCpuTime1},
    {THREAD_IMPL, "getThreadAllocatedMemory0", "(J)J", ThreadImpl_getThreadAllocatedMemory0},
    {THREAD_IMPL, "getThreadAllocatedMemory1", "([J[J)V", ThreadImpl_getThreadAllocatedMemory1},
    {THREAD_IMPL, "getTotalThreadAllocatedMemory", "()J", ThreadImpl_getTotalThreadAllocatedMemory},
    {THREAD_IMPL, "setThreadCpuTimeEnabled0", "(Z)V", ThreadImpl_setThreadCpuTimeEnabled0},
    {THREAD_IMPL, "setThreadAllocatedMemoryEnabled0", "(Z)V", ThreadImpl_setThreadAllocatedMemoryEnabled0},
    {THREAD_IMPL, "setThreadContentionMonitoringEnabled0", "(Z)V", ThreadImpl_setThreadContentionMonitoringEnabled0},
    {THREAD_IMPL, "findMonitorDeadlockedThreads0", "()[Ljava/lang/Thread;", ThreadImpl_findMonitorDeadlockedThreads0},
    {THREAD_IMPL, "findDeadlockedThreads0", "()[Ljava/lang/Thread;", ThreadImpl_findDeadlockedThreads0},
    {THREAD_IMPL, "resetPeakThreadCount0", "()V", ThreadImpl_resetPeakThreadCount0},
    {THREAD_IMPL, "dumpThreads0", "([JZZI)[Ljava/lang/management/ThreadInfo;", ThreadImpl_dumpThreads0},
    {THREAD_IMPL, "resetContentionTimes0", "(J)V", ThreadImpl_resetContentionTimes0},
    {"sun/management/HotspotThread", "getInternalThreadCount", "()I", HotspotThread_getInternalThreadCount},
    {"sun/management/HotspotThread", "getInternalThreadTimes0", "([Ljava/lang/String;[J)I", HotspotThread_getInternalThreadTimes0},
    {NULL, NULL, NULL, NULL},
};
