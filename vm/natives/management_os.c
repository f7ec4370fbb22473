/* management_os.c: the natives of com.sun.management.internal.OperatingSystemImpl (jdk.management's
   OperatingSystemMXBean: the host's memory and swap, the process's CPU time, file descriptors and
   virtual memory, CPU loads). The class library asks the container's limits first (cgroups, read in
   Java) and these natives only for the host's figures.

   Natively they read Linux's own accounts (sysinfo, /proc). In WebAssembly the machine the VM sees is
   its wasm instance: its memory is the instance's memory up to its maximum; the process's CPU time,
   loads, swap and descriptors cannot be known there and are -1 (not available), as the interface
   allows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../internal.h"
#if !defined(VITRINE_WASM)
#include <dirent.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#endif

#define OS_IMPL "com/sun/management/internal/OperatingSystemImpl"

#if !defined(VITRINE_WASM)
/* ---------------------------------------------------------------- CPU ticks (natively) */

typedef struct Ticks {
    unsigned long long used, total;
} Ticks;

/* The busy and total ticks of the line of /proc/stat for all CPUs ("cpu") or one ("cpuN"). */
static bool cpu_ticks(int cpu, Ticks *out) {
    FILE *f = fopen("/proc/stat", "r");
    if (!f) return false;
    char want[32], line[512];
    if (cpu < 0) snprintf(want, sizeof want, "cpu ");
    else snprintf(want, sizeof want, "cpu%d ", cpu);
    bool found = false;
    while (!found && fgets(line, sizeof line, f)) {
        if (strncmp(line, want, strlen(want))) continue;
        unsigned long long v[8] = {0};
        int n = sscanf(line + strlen(want), "%llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4],
                       &v[5], &v[6], &v[7]);
        if (n < 4) break;
        /* user nice system idle iowait irq softirq steal: idle and iowait are not busy */
        out->total = v[0] + v[1] + v[2] + v[3] + v[4] + v[5] + v[6] + v[7];
        out->used = out->total - v[3] - v[4];
        found = true;
    }
    fclose(f);
    return found;
}

static bool process_ticks(unsigned long long *ticks) {
    uint64_t user, system;
    if (!vm_proc_stat_ticks("/proc/self/stat", &user, &system)) return false;
    *ticks = user + system;
    return true;
}

/* Loads are measured between one call and the next (the first: since the system started), as
   getCpuLoad documents "recent" usage; the last readings are kept per measure. */
typedef struct LoadSample {
    Ticks last;
    unsigned long long last_process;
} LoadSample;

static LoadSample system_sample, process_sample;

static double load_since(LoadSample *s, int cpu, bool process) {
    Ticks now;
    unsigned long long proc = 0;
    if (!cpu_ticks(cpu, &now) || (process && !process_ticks(&proc))) return -1;
    unsigned long long total = now.total - s->last.total;
    double load;
    if (process) load = total ? (double)(proc - s->last_process) / (double)total : 0;
    else load = total ? (double)(now.used - s->last.used) / (double)total : 0;
    s->last = now;
    s->last_process = proc; /* ticks on every CPU, as the line of all CPUs sums them */
    return load < 0 ? 0 : load > 1 ? 1 : load;
}
#endif

/* ---------------------------------------------------------------- memory */

static NativeResult os_getTotalMemorySize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = vm_physical_memory();
    return NR_OK;
}

/* In WebAssembly: what the instance's memory can still grow by. */
static NativeResult os_getFreeMemorySize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->j = vm_physical_memory() - (jlong)__builtin_wasm_memory_size(0) * 65536;
#else
    struct sysinfo si;
    ret->j = sysinfo(&si) == 0 ? (jlong)si.freeram * si.mem_unit : -1;
#endif
    return NR_OK;
}

static NativeResult os_getTotalSwapSpaceSize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = vm_swap_space();
    return NR_OK;
}

static NativeResult os_getFreeSwapSpaceSize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = -1;
#if !defined(VITRINE_WASM)
    struct sysinfo si;
    if (sysinfo(&si) == 0) ret->j = (jlong)si.freeswap * si.mem_unit;
#endif
    return NR_OK;
}

/* The process's virtual memory: its size in /proc/self/statm (pages); in WebAssembly its memory. */
static NativeResult os_getCommittedVirtualMemorySize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->j = (jlong)__builtin_wasm_memory_size(0) * 65536;
#else
    ret->j = -1;
    FILE *f = fopen("/proc/self/statm", "r");
    unsigned long long pages;
    if (f) {
        if (fscanf(f, "%llu", &pages) == 1) ret->j = (jlong)pages * sysconf(_SC_PAGESIZE);
        fclose(f);
    }
#endif
    return NR_OK;
}

/* ---------------------------------------------------------------- file descriptors */

static NativeResult os_getMaxFileDescriptorCount0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = -1;
#if !defined(VITRINE_WASM)
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0) ret->j = rl.rlim_cur == RLIM_INFINITY ? INT64_MAX : (jlong)rl.rlim_cur;
#endif
    return NR_OK;
}

/* The entries of /proc/self/fd, less the one reading it. */
static NativeResult os_getOpenFileDescriptorCount0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = -1;
#if !defined(VITRINE_WASM)
    DIR *d = opendir("/proc/self/fd");
    if (!d) return NR_OK;
    jlong n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') n++;
    closedir(d);
    ret->j = n - 1;
#endif
    return NR_OK;
}

/* ---------------------------------------------------------------- CPU */

static NativeResult os_getProcessCpuTime0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = -1;
#if !defined(VITRINE_WASM)
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == 0) ret->j = (jlong)ts.tv_sec * 1000000000 + ts.tv_nsec;
#endif
    return NR_OK;
}

static NativeResult os_getCpuLoad0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->d = -1;
#else
    ret->d = load_since(&system_sample, -1, false);
#endif
    return NR_OK;
}

static NativeResult os_getProcessCpuLoad0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->d = -1;
#else
    ret->d = load_since(&process_sample, -1, true);
#endif
    return NR_OK;
}

/* getSingleCpuLoad0(int cpu): one CPU's load, for a container's CPU set, over the time since the
   system started (samples are kept for the whole machine and the process only) */
static NativeResult os_getSingleCpuLoad0(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    ret->d = -1;
#if !defined(VITRINE_WASM)
    Ticks now;
    if (args[1].i >= 0 && cpu_ticks(args[1].i, &now) && now.total) ret->d = (double)now.used / (double)now.total;
#else
    (void)args;
#endif
    return NR_OK;
}

static NativeResult os_getHostConfiguredCpuCount0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->i = vm_available_processors();
#else
    ret->i = (jint)sysconf(_SC_NPROCESSORS_CONF);
#endif
    return NR_OK;
}

static NativeResult os_getHostOnlineCpuCount0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->i = vm_available_processors();
#else
    ret->i = (jint)sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return NR_OK;
}

static NativeResult os_getHostTotalCpuTicks0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = -1;
#if !defined(VITRINE_WASM)
    Ticks now;
    if (cpu_ticks(-1, &now)) ret->j = (jlong)now.total;
#endif
    return NR_OK;
}

const NativeDef vm_natives_management_os[] = {
    {OS_IMPL, "initialize0", "()V", vm_native_nothing},
    {OS_IMPL, "getCommittedVirtualMemorySize0", "()J", os_getCommittedVirtualMemorySize0},
    {OS_IMPL, "getFreeMemorySize0", "()J", os_getFreeMemorySize0},
    {OS_IMPL, "getFreeSwapSpaceSize0", "()J", os_getFreeSwapSpaceSize0},
    {OS_IMPL, "getMaxFileDescriptorCount0", "()J", os_getMaxFileDescriptorCount0},
    {OS_IMPL, "getOpenFileDescriptorCount0", "()J", os_getOpenFileDescriptorCount0},
    {OS_IMPL, "getProcessCpuTime0", "()J", os_getProcessCpuTime0},
    {OS_IMPL, "getProcessCpuLoad0", "()D", os_getProcessCpuLoad0},
    {OS_IMPL, "getCpuLoad0", "()D", os_getCpuLoad0},
    {OS_IMPL, "getTotalMemorySize0", "()J", os_getTotalMemorySize0},
    {OS_IMPL, "getTotalSwapSpaceSize0", "()J", os_getTotalSwapSpaceSize0},
    {OS_IMPL, "getSingleCpuLoad0", "(I)D", os_getSingleCpuLoad0},
    {OS_IMPL, "getHostConfiguredCpuCount0", "()I", os_getHostConfiguredCpuCount0},
    {OS_IMPL, "getHostOnlineCpuCount0", "()I", os_getHostOnlineCpuCount0},
    {OS_IMPL, "getHostTotalCpuTicks0", "()J", os_getHostTotalCpuTicks0},
    {NULL, NULL, NULL, NULL},
};
