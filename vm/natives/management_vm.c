/* management_vm.c: the natives of sun.management.VMManagementImpl (what the VM tells java.lang.management
   about itself: the optional features it supports, the runtime, class loading and thread counts) and
   of sun.management.ClassLoadingImpl. The class library's management code (java.management) loads its
   library "management", which is built into the VM (vm/jni/libs.c); the threads', memory's and
   operating system's natives are in the other management_*.c files. */
#include <unistd.h>

#include "../internal.h"
#include "../xlog.h"

#define VMM "sun/management/VMManagementImpl"

/* The management interface's version, as java.lang.management's RuntimeMXBean reports it. */
#define MANAGEMENT_VERSION "4.0"

static NativeResult vmm_getVersion0(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    ret->l = vm_string_utf8(t, MANAGEMENT_VERSION);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* The optional features, as VMManagementImpl's static fields say them: what this VM can measure. */
static NativeResult vmm_initOptionalSupportFields(Thread *t, Slot *args, Slot *ret) {
    (void)args, (void)ret;
    Class *c = vm_top_frame(t)->method->klass;
    /* thread CPU time is the OS thread's CPU clock: there is one per Java thread with OS threads, none
       with green threads (WebAssembly, VITRINE_GREEN_THREADS=1) */
    static const struct { const char *field; bool with_os_threads, with_green_threads; } fields[] = {
        {"compTimeMonitoringSupport", false, false},       /* an interpreter: nothing is compiled */
        {"threadContentionMonitoringSupport", true, true}, /* blocked and waited times, vm/threads.c */
        {"currentThreadCpuTimeSupport", true, false},
        {"otherThreadCpuTimeSupport", true, false},
        {"objectMonitorUsageSupport", true, true},         /* a thread's lock records */
        {"synchronizerUsageSupport", true, true},          /* ownable synchronizers found in the heap */
        {"threadAllocatedMemorySupport", true, true},      /* Thread.allocated_bytes, vm/heap.c */
        {"remoteDiagnosticCommandsSupport", false, false}, /* no diagnostic commands */
    };
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
        Field *f = vm_find_declared_field(c, fields[i].field, "Z");
        if (!f) return vm_throw(t, "java/lang/InternalError", "%s.%s is missing", VMM, fields[i].field);
        FIELD_AT(c->mirror, f->offset, uint8_t) = os_threads ? fields[i].with_os_threads : fields[i].with_green_threads;
    }
    return NR_OK;
}

static NativeResult vmm_isThreadContentionMonitoringEnabled(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = vm.thread_stats.contention_timing;
    return NR_OK;
}

static NativeResult vmm_isThreadCpuTimeEnabled(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = os_threads && !vm.thread_stats.cpu_time_off;
    return NR_OK;
}

static NativeResult vmm_isThreadAllocatedMemoryEnabled(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = !vm.thread_stats.allocated_memory_off;
    return NR_OK;
}

static NativeResult vmm_zero_long(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = 0;
    return NR_OK;
}

/* ---------------------------------------------------------------- class loading */

typedef struct ClassCounts {
    jlong loaded, initialized;
} ClassCounts;

/* Classes as HotSpot counts them: those defined from class files (hidden ones too), not arrays or
   primitive types. No class is ever unloaded here, so every one defined is still loaded. */
static void count_class(Class *c, void *ctx) {
    ClassCounts *n = ctx;
    if (c->is_array || c->prim_type) return;
    n->loaded++;
    if (c->state == CLASS_INITIALIZED) n->initialized++;
}

static ClassCounts class_counts(void) {
    ClassCounts n = {0, 0};
    classes_foreach(count_class, &n);
    return n;
}

static NativeResult vmm_getTotalClassCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = class_counts().loaded;
    return NR_OK;
}

static NativeResult vmm_getInitializedClassCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = class_counts().initialized;
    return NR_OK;
}

static NativeResult vmm_getLoadedClassSize(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = (jlong)vm.metaspace_used;
    return NR_OK;
}

static NativeResult vmm_getVerboseClass(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = xlog_on(XLOG_CLASS_LOAD, XLOG_INFO);
    return NR_OK;
}

static NativeResult vmm_getVerboseGC(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = xlog_on(XLOG_GC, XLOG_INFO);
    return NR_OK;
}

/* ClassLoadingImpl.setVerboseClass(boolean): -verbose:class switched on or off */
static NativeResult classloading_setVerboseClass(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)ret;
    xlog_verbose(XLOG_CLASS_LOAD, args[0].i != 0);
    xlog_verbose(XLOG_CLASS_UNLOAD, args[0].i != 0);
    return NR_OK;
}

/* ---------------------------------------------------------------- runtime */

static NativeResult vmm_getProcessId(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = (jint)getpid();
    return NR_OK;
}

static NativeResult vmm_getVmArguments0(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    ret->l = vm_string_array(t, (const char *const *)vm.opts.input_args, vm.opts.n_input_args);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* The VM's start as wall-clock milliseconds: now less the time since the start (monotonic). */
static NativeResult vmm_getStartupTime(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = vm_millis() - (vm_nanotime() - vm_start_nanos) / 1000000;
    return NR_OK;
}

static NativeResult vmm_getUptime0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = (vm_nanotime() - vm_start_nanos) / 1000000;
    return NR_OK;
}

static NativeResult vmm_getAvailableProcessors(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = vm_available_processors();
    return NR_OK;
}

/* ---------------------------------------------------------------- threads */

static NativeResult vmm_getTotalThreadCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = vm.thread_stats.started;
    return NR_OK;
}

static NativeResult vmm_getLiveThreadCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = threads_alive_count(NULL);
    return NR_OK;
}

static NativeResult vmm_getPeakThreadCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    int alive = threads_alive_count(NULL);
    ret->i = vm.thread_stats.peak > alive ? vm.thread_stats.peak : alive;
    return NR_OK;
}

static NativeResult vmm_getDaemonThreadCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    int daemons;
    threads_alive_count(&daemons);
    ret->i = daemons;
    return NR_OK;
}

/* ---------------------------------------------------------------- what is not measured

   HotSpot's internal counters (safepoints, compilation, class loading and verification times, method
   data), read only by the sun.management.Hotspot* beans: this VM keeps none of them, so they say so
   rather than answer with a made-up number. */
#define UNMEASURED(name)                                                                              \
    static NativeResult vmm_##name(Thread *t, Slot *args, Slot *ret) {                                \
        (void)args, (void)ret;                                                                        \
        return vm_throw(t, "java/lang/UnsupportedOperationException",                                 \
                        "VMManagementImpl." #name ": not measured by this VM");                        \
    }
UNMEASURED(getTotalCompileTime)
UNMEASURED(getSafepointCount)
UNMEASURED(getTotalSafepointTime)
UNMEASURED(getSafepointSyncTime)
UNMEASURED(getTotalApplicationNonStoppedTime)
UNMEASURED(getClassLoadingTime)
UNMEASURED(getMethodDataSize)
UNMEASURED(getClassInitializationTime)
UNMEASURED(getClassVerificationTime)

const NativeDef vm_natives_management_vm[] = {
    {VMM, "getVersion0", "()Ljava/lang/String;", vmm_getVersion0},
    {VMM, "initOptionalSupportFields", "()V", vmm_initOptionalSupportFields},
    {VMM, "isThreadContentionMonitoringEnabled", "()Z", vmm_isThreadContentionMonitoringEnabled},
    {VMM, "isThreadCpuTimeEnabled", "()Z", vmm_isThreadCpuTimeEnabled},
    {VMM, "isThreadAllocatedMemoryEnabled", "()Z", vmm_isThreadAllocatedMemoryEnabled},
    {VMM, "getTotalClassCount", "()J", vmm_getTotalClassCount},
    {VMM, "getUnloadedClassCount", "()J", vmm_zero_long},
    {VMM, "getVerboseClass", "()Z", vmm_getVerboseClass},
    {VMM, "getVerboseGC", "()Z", vmm_getVerboseGC},
    {VMM, "getProcessId", "()I", vmm_getProcessId},
    {VMM, "getVmArguments0", "()[Ljava/lang/String;", vmm_getVmArguments0},
    {VMM, "getStartupTime", "()J", vmm_getStartupTime},
    {VMM, "getUptime0", "()J", vmm_getUptime0},
    {VMM, "getAvailableProcessors", "()I", vmm_getAvailableProcessors},
    {VMM, "getTotalCompileTime", "()J", vmm_getTotalCompileTime},
    {VMM, "getTotalThreadCount", "()J", vmm_getTotalThreadCount},
    {VMM, "getLiveThreadCount", "()I", vmm_getLiveThreadCount},
    {VMM, "getPeakThreadCount", "()I", vmm_getPeakThreadCount},
    {VMM, "getDaemonThreadCount", "()I", vmm_getDaemonThreadCount},
    {VMM, "getSafepointCount", "()J", vmm_getSafepointCount},
    {VMM, "getTotalSafepointTime", "()J", vmm_getTotalSafepointTime},
    {VMM, "getSafepointSyncTime", "()J", vmm_getSafepointSyncTime},
    {VMM, "getTotalApplicationNonStoppedTime", "()J", vmm_getTotalApplicationNonStoppedTime},
    {VMM, "getLoadedClassSize", "()J", vmm_getLoadedClassSize},
    {VMM, "getUnloadedClassSize", "()J", vmm_zero_long},
    {VMM, "getClassLoadingTime", "()J", vmm_getClassLoadingTime},
    {VMM, "getMethodDataSize", "()J", vmm_getMethodDataSize},
    {VMM, "getInitializedClassCount", "()J", vmm_getInitializedClassCount},
    {VMM, "getClassInitializationTime", "()J", vmm_getClassInitializationTime},
    {VMM, "getClassVerificationTime", "()J", vmm_getClassVerificationTime},
    {"sun/management/ClassLoadingImpl", "setVerboseClass", "(Z)V", classloading_setVerboseClass},
    {NULL, NULL, NULL, NULL},
};
