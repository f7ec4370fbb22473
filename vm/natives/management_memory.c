/* management_memory.c: the natives behind java.lang.management's MemoryMXBean, MemoryPoolMXBeans,
   MemoryManagerMXBeans and GarbageCollectorMXBeans (sun.management.MemoryImpl, MemoryPoolImpl,
   MemoryManagerImpl, GarbageCollectorImpl; com.sun.management.internal.GarbageCollectorExtImpl and
   GcInfoBuilder).

   The VM's memory as it is: one heap pool ("Java heap") collected by the one collector, the
   stop-the-world mark-sweep ("Mark-Sweep", vm/gc.c), and one non-heap pool, "Metaspace" (class
   metadata counted against -XX:MaxMetaspaceSize, vm/metaspace.c), under a memory manager that
   collects nothing ("Metaspace Manager"). There is no compiled code and so no code cache pool. Usage
   and collection-usage thresholds are not supported (no low-memory detection): the pools say so and
   the class library throws UnsupportedOperationException. The bean objects are made once, by the
   class library's factories as on HotSpot, and kept for the VM's lifetime. */
#include "../heap.h"
#include "../internal.h"
#include "../xlog.h"

enum { POOL_HEAP, POOL_METASPACE, N_POOLS };
enum { MANAGER_GC, MANAGER_METASPACE, N_MANAGERS };

static const char *const pool_names[N_POOLS] = {"Java heap", "Metaspace"};
static const char *const manager_names[N_MANAGERS] = {"Mark-Sweep", "Metaspace Manager"};

/* The beans (roots for the VM's lifetime once made) and the heap's peak usage. */
typedef struct MemoryBeans {
    Object *pools[N_POOLS];
    Object *managers[N_MANAGERS];
    bool made;
    uint64_t heap_peak;       /* the most used seen, since the start or resetPeakUsage */
    uint64_t peak_gc_count;   /* collections whose before-usage heap_peak has taken in */
} MemoryBeans;

static MemoryBeans beans;

/* ---------------------------------------------------------------- usage */

typedef struct Usage {
    jlong init, used, committed, max;
} Usage;

static void heap_peak_update(uint64_t used) {
    if (gc_stats.count != beans.peak_gc_count) {
        beans.peak_gc_count = gc_stats.count;
        if (gc_stats.last_before > beans.heap_peak) beans.heap_peak = gc_stats.last_before;
    }
    if (used > beans.heap_peak) beans.heap_peak = used;
}

static Usage heap_usage(void) {
    uint64_t used = vm_heap_used(), cap = vm_heap_capacity(), max = vm_heap_max();
    heap_peak_update(used);
    jlong init = vm.opts.initial_heap ? (jlong)vm.opts.initial_heap : 0;
    return (Usage){init < (jlong)max ? init : (jlong)max, (jlong)used, (jlong)cap, (jlong)max};
}

/* Class metadata is counted as it is defined, and that is all the memory it takes: committed is used. */
static Usage metaspace_usage(void) {
    jlong used = (jlong)vm.metaspace_used;
    jlong max = vm.opts.max_metaspace_set ? (jlong)vm.opts.max_metaspace : -1;
    return (Usage){0, used, used, max};
}

static Usage pool_usage(int pool) { return pool == POOL_HEAP ? heap_usage() : metaspace_usage(); }

/* A java.lang.management.MemoryUsage, its fields set as its constructor would (the values keep its
   invariants: used <= committed <= max unless max is -1). */
static Object *new_usage(Thread *t, Usage u) {
    Class *c = vm_boot_class(t, "java/lang/management/MemoryUsage");
    static uint32_t off_init, off_used, off_committed, off_max;
    if (!off_init) {
        off_init = vm_field_offset(t, "java/lang/management/MemoryUsage", "init", "J");
        off_used = vm_field_offset(t, "java/lang/management/MemoryUsage", "used", "J");
        off_committed = vm_field_offset(t, "java/lang/management/MemoryUsage", "committed", "J");
        off_max = vm_field_offset(t, "java/lang/management/MemoryUsage", "max", "J");
    }
    Object *o = vm_new_object(t, c);
    if (!o) return NULL;
    FIELD_AT(o, off_init, jlong) = u.init;
    FIELD_AT(o, off_used, jlong) = u.used;
    FIELD_AT(o, off_committed, jlong) = u.committed;
    FIELD_AT(o, off_max, jlong) = u.max;
    return o;
}

static NativeResult return_usage(Thread *t, Usage u, Slot *ret) {
    ret->l = new_usage(t, u);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* ---------------------------------------------------------------- the beans */

/* The collector's bean: jdk.management's extended one (GcInfo, notifications) when that module is
   there, java.management's otherwise, as HotSpot chooses. */
static Class *collector_factory(Thread *t) {
    Class *ext = vm_load_class(t, NULL, "com/sun/management/internal/GarbageCollectorExtImpl", false);
    if (ext) return ext;
    t->exception = NULL;
    return vm_boot_class(t, "sun/management/ManagementFactoryHelper");
}

static bool make_beans(Thread *t) {
    if (beans.made) return true;
    Class *helper = vm_boot_class(t, "sun/management/ManagementFactoryHelper");
    Slot a[6], r;
    for (int i = 0; i < N_POOLS; i++) {
        if (!(a[0].l = vm_string_utf8(t, pool_names[i]))) return false;
        a[1].i = i == POOL_HEAP;
        a[2].j = -1; /* no usage threshold */
        a[4].j = -1; /* no collection usage threshold */
        if (!vm_call_static(t, helper, "createMemoryPool", "(Ljava/lang/String;ZJJ)Ljava/lang/management/MemoryPoolMXBean;", a, &r))
            return false;
        beans.pools[i] = r.l;
        vm_add_global_root(&beans.pools[i]);
    }
    if (!(a[0].l = vm_string_utf8(t, manager_names[MANAGER_GC])) || !(a[1].l = vm_string_utf8(t, "mark-sweep")))
        return false;
    if (!vm_call_static(t, collector_factory(t), "createGarbageCollector",
                        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/management/GarbageCollectorMXBean;", a, &r))
        return false;
    beans.managers[MANAGER_GC] = r.l;
    vm_add_global_root(&beans.managers[MANAGER_GC]);
    if (!(a[0].l = vm_string_utf8(t, manager_names[MANAGER_METASPACE]))) return false;
    if (!vm_call_static(t, helper, "createMemoryManager", "(Ljava/lang/String;)Ljava/lang/management/MemoryManagerMXBean;", a, &r))
        return false;
    beans.managers[MANAGER_METASPACE] = r.l;
    vm_add_global_root(&beans.managers[MANAGER_METASPACE]);
    beans.made = true;
    return true;
}

static int pool_of(Object *o) {
    for (int i = 0; i < N_POOLS; i++)
        if (beans.pools[i] == o) return i;
    return -1;
}

static int manager_of(Object *o) {
    for (int i = 0; i < N_MANAGERS; i++)
        if (beans.managers[i] == o) return i;
    return -1;
}

/* The pools a manager manages: the collector the heap, the metaspace manager the metaspace. */
static bool manages(int manager, int pool) { return manager == MANAGER_GC ? pool == POOL_HEAP : pool == POOL_METASPACE; }

/* An array of the beans (of elem_class) picked by pick(index, arg). */
static NativeResult bean_array(Thread *t, const char *elem_class, Object *const *list, int n,
                               bool (*pick)(int i, int arg), int arg, Slot *ret) {
    int k = 0;
    for (int i = 0; i < n; i++) k += pick(i, arg);
    Object *arr = vm_new_object_array(t, vm_boot_class(t, elem_class), k);
    if (!arr) return NR_EXCEPTION;
    k = 0;
    for (int i = 0; i < n; i++)
        if (pick(i, arg)) ARRAY_DATA(arr, Object *)[k++] = list[i];
    ret->l = arr;
    return NR_OK;
}

static bool pick_all(int i, int arg) {
    (void)i, (void)arg;
    return true;
}
static bool pick_pools_of(int pool, int manager) { return manages(manager, pool); }
static bool pick_managers_of(int manager, int pool) { return manages(manager, pool); }

/* ---------------------------------------------------------------- MemoryImpl */

static NativeResult MemoryImpl_getMemoryPools0(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    if (!make_beans(t)) return NR_EXCEPTION;
    return bean_array(t, "java/lang/management/MemoryPoolMXBean", beans.pools, N_POOLS, pick_all, 0, ret);
}

static NativeResult MemoryImpl_getMemoryManagers0(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    if (!make_beans(t)) return NR_EXCEPTION;
    return bean_array(t, "java/lang/management/MemoryManagerMXBean", beans.managers, N_MANAGERS, pick_all, 0, ret);
}

/* getMemoryUsage0(boolean heap): the heap, or all non-heap memory (the metaspace) */
static NativeResult MemoryImpl_getMemoryUsage0(Thread *t, Slot *args, Slot *ret) {
    return return_usage(t, args[1].i ? heap_usage() : metaspace_usage(), ret);
}

static NativeResult MemoryImpl_setVerboseGC(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)ret;
    xlog_verbose(XLOG_GC, args[1].i != 0);
    return NR_OK;
}

/* ---------------------------------------------------------------- MemoryPoolImpl */

static int this_pool(Thread *t, Object *self) {
    int p = pool_of(self);
    if (p < 0) vm_throw(t, "java/lang/IllegalArgumentException", "not a memory pool of this VM");
    return p;
}

static NativeResult MemoryPoolImpl_getUsage0(Thread *t, Slot *args, Slot *ret) {
    int p = this_pool(t, args[0].l);
    return p < 0 ? NR_EXCEPTION : return_usage(t, pool_usage(p), ret);
}

static NativeResult MemoryPoolImpl_getPeakUsage0(Thread *t, Slot *args, Slot *ret) {
    int p = this_pool(t, args[0].l);
    if (p < 0) return NR_EXCEPTION;
    Usage u = pool_usage(p);
    if (p == POOL_HEAP) {
        u.used = (jlong)beans.heap_peak;
        if (u.committed < u.used) u.committed = u.used;
    }
    return return_usage(t, u, ret);
}

/* The usage after the last collection (none yet: nothing used); the metaspace is not collected. */
static NativeResult MemoryPoolImpl_getCollectionUsage0(Thread *t, Slot *args, Slot *ret) {
    int p = this_pool(t, args[0].l);
    if (p < 0) return NR_EXCEPTION;
    if (p != POOL_HEAP) {
        ret->l = NULL;
        return NR_OK;
    }
    Usage u = heap_usage();
    u.used = (jlong)gc_stats.last_after;
    if (u.committed < u.used) u.committed = u.used;
    return return_usage(t, u, ret);
}

static NativeResult MemoryPoolImpl_resetPeakUsage0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    int p = this_pool(t, args[0].l);
    if (p < 0) return NR_EXCEPTION;
    if (p == POOL_HEAP) {
        beans.heap_peak = 0;
        beans.peak_gc_count = gc_stats.count;
        heap_peak_update(vm_heap_used());
    }
    return NR_OK;
}

static NativeResult MemoryPoolImpl_getMemoryManagers0(Thread *t, Slot *args, Slot *ret) {
    int p = this_pool(t, args[0].l);
    if (p < 0) return NR_EXCEPTION;
    return bean_array(t, "java/lang/management/MemoryManagerMXBean", beans.managers, N_MANAGERS, pick_managers_of, p, ret);
}

/* The pools were made without thresholds, so the class library refuses to set one before asking. */
static NativeResult MemoryPoolImpl_setThreshold(Thread *t, Slot *args, Slot *ret) {
    (void)args, (void)ret;
    return vm_throw(t, "java/lang/UnsupportedOperationException", "memory usage thresholds are not supported by this VM");
}

/* ---------------------------------------------------------------- managers and the collector */

static NativeResult MemoryManagerImpl_getMemoryPools0(Thread *t, Slot *args, Slot *ret) {
    int m = manager_of(args[0].l);
    if (m < 0) return vm_throw(t, "java/lang/IllegalArgumentException", "not a memory manager of this VM");
    return bean_array(t, "java/lang/management/MemoryPoolMXBean", beans.pools, N_POOLS, pick_pools_of, m, ret);
}

static NativeResult GarbageCollectorImpl_getCollectionCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = (jlong)gc_stats.count;
    return NR_OK;
}

static NativeResult GarbageCollectorImpl_getCollectionTime(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = gc_stats.total_ns / 1000000;
    return NR_OK;
}

/* Garbage collection notifications (javax.management listeners on the collector's bean) are not sent. */
static NativeResult GarbageCollectorExtImpl_setNotificationEnabled(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    if (!args[2].i) return NR_OK;
    return vm_throw(t, "java/lang/UnsupportedOperationException", "garbage collection notifications are not supported by this VM");
}

/* GcInfoBuilder: the last collection's GcInfo, no attributes beyond the standard ones. */
static NativeResult GcInfoBuilder_getNumGcExtAttributes(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = 0;
    return NR_OK;
}

/* getLastGcInfo0(GarbageCollectorMXBean gc, int numExtAtts, Object[] extAttValues, char[] types,
   MemoryUsage[] before, MemoryUsage[] after): null before the first collection. The usage arrays have
   one place per pool, in the order of MemoryImpl.getMemoryPools0. */
static NativeResult GcInfoBuilder_getLastGcInfo0(Thread *t, Slot *args, Slot *ret) {
    Object *before = args[5].l, *after = args[6].l;
    if (!before || !after) return vm_throw_npe(t, NULL);
    if (!gc_stats.count) {
        ret->l = NULL;
        return NR_OK;
    }
    if (ARRAY_LENGTH(before) < N_POOLS || ARRAY_LENGTH(after) < N_POOLS)
        return vm_throw(t, "java/lang/IllegalArgumentException", "usage arrays shorter than the memory pools");
    vm_push_root(t, &before);
    vm_push_root(t, &after);
    NativeResult r = NR_EXCEPTION;
    for (int i = 0; i < N_POOLS; i++) {
        Usage u = pool_usage(i), b = u, a = u;
        if (i == POOL_HEAP) {
            b.used = (jlong)gc_stats.last_before;
            a.used = (jlong)gc_stats.last_after;
            if (b.committed < b.used) b.committed = b.used;
            if (a.committed < a.used) a.committed = a.used;
        }
        Object *ob = new_usage(t, b);
        if (!ob) goto out;
        ARRAY_DATA(before, Object *)[i] = ob;
        Object *oa = new_usage(t, a);
        if (!oa) goto out;
        ARRAY_DATA(after, Object *)[i] = oa;
    }
    Class *gcinfo = vm_boot_class(t, "com/sun/management/GcInfo");
    Method *ctor = vm_find_declared_method(gcinfo, "<init>",
        "(Lcom/sun/management/internal/GcInfoBuilder;JJJ[Ljava/lang/management/MemoryUsage;[Ljava/lang/management/MemoryUsage;[Ljava/lang/Object;)V");
    if (!ctor) {
        vm_throw(t, "java/lang/InternalError", "com.sun.management.GcInfo has no constructor for the VM");
        goto out;
    }
    if (!vm_ensure_initialized(t, gcinfo)) goto out;
    Object *info = vm_new_object(t, gcinfo);
    if (!info) goto out;
    vm_push_root(t, &info);
    Slot a[11] = {0};
    a[0].l = info;
    a[1].l = args[0].l; /* the builder */
    a[2].j = (jlong)gc_stats.count;
    a[4].j = (gc_stats.last_start_ns - vm_start_nanos) / 1000000; /* ms since the VM started */
    a[6].j = (gc_stats.last_end_ns - vm_start_nanos) / 1000000;
    a[8].l = before;
    a[9].l = after;
    a[10].l = args[3].l;
    bool ok = vm_call(t, ctor, a, NULL);
    vm_pop_roots(t, 1);
    if (ok) {
        ret->l = info;
        r = NR_OK;
    }
out:
    vm_pop_roots(t, 2);
    return r;
}

const NativeDef vm_natives_management_memory[] = {
    {"sun/management/MemoryImpl", "getMemoryPools0", "()[Ljava/lang/management/MemoryPoolMXBean;", MemoryImpl_getMemoryPools0},
    {"sun/management/MemoryImpl", "getMemoryManagers0", "()[Ljava/lang/management/MemoryManagerMXBean;", MemoryImpl_getMemoryManagers0},
    {"sun/management/MemoryImpl", "getMemoryUsage0", "(Z)Ljava/lang/management/MemoryUsage;", MemoryImpl_getMemoryUsage0},
    {"sun/management/MemoryImpl", "setVerboseGC", "(Z)V", MemoryImpl_setVerboseGC},
    {"sun/management/MemoryPoolImpl", "getUsage0", "()Ljava/lang/management/MemoryUsage;", MemoryPoolImpl_getUsage0},
    {"sun/management/MemoryPoolImpl", "getPeakUsage0", "()Ljava/lang/management/MemoryUsage;", MemoryPoolImpl_getPeakUsage0},
    {"sun/management/MemoryPoolImpl", "getCollectionUsage0", "()Ljava/lang/management/MemoryUsage;", MemoryPoolImpl_getCollectionUsage0},
    {"sun/management/MemoryPoolImpl", "setUsageThreshold0", "(JJ)V", MemoryPoolImpl_setThreshold},
    {"sun/management/MemoryPoolImpl", "setCollectionThreshold0", "(JJ)V", MemoryPoolImpl_setThreshold},
    {"sun/management/MemoryPoolImpl", "resetPeakUsage0", "()V", MemoryPoolImpl_resetPeakUsage0},
    {"sun/management/MemoryPoolImpl", "getMemoryManagers0", "()[Ljava/lang/management/MemoryManagerMXBean;", MemoryPoolImpl_getMemoryManagers0},
    {"sun/management/MemoryPoolImpl", "setPoolUsageSensor", "(Lsun/management/Sensor;)V", vm_native_nothing},
    {"sun/management/MemoryPoolImpl", "setPoolCollectionSensor", "(Lsun/management/Sensor;)V", vm_native_nothing},
    {"sun/management/MemoryManagerImpl", "getMemoryPools0", "()[Ljava/lang/management/MemoryPoolMXBean;", MemoryManagerImpl_getMemoryPools0},
    {"sun/management/GarbageCollectorImpl", "getCollectionCount", "()J", GarbageCollectorImpl_getCollectionCount},
    {"sun/management/GarbageCollectorImpl", "getCollectionTime", "()J", GarbageCollectorImpl_getCollectionTime},
    {"com/sun/management/internal/GarbageCollectorExtImpl", "setNotificationEnabled", "(Lcom/sun/management/GarbageCollectorMXBean;Z)V", GarbageCollectorExtImpl_setNotificationEnabled},
    {"com/sun/management/internal/GcInfoBuilder", "getNumGcExtAttributes", "(Ljava/lang/management/GarbageCollectorMXBean;)I", GcInfoBuilder_getNumGcExtAttributes},
    {"com/sun/management/internal/GcInfoBuilder", "fillGcAttributeInfo", "(Ljava/lang/management/GarbageCollectorMXBean;I[Ljava/lang/String;[C[Ljava/lang/String;)V", vm_native_nothing},
    {"com/sun/management/internal/GcInfoBuilder", "getLastGcInfo0", "(Ljava/lang/management/GarbageCollectorMXBean;I[Ljava/lang/Object;[C[Ljava/lang/management/MemoryUsage;[Ljava/lang/management/MemoryUsage;)Lcom/sun/management/GcInfo;", GcInfoBuilder_getLastGcInfo0},
    {NULL, NULL, NULL, NULL},
};
