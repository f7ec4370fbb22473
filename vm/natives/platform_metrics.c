/* platform_metrics.c: the natives of jdk.internal.platform.CgroupMetrics, through which the class
   library reads the limits of the container the process runs in (cgroup files, read in Java) for
   Runtime, the launcher's -XshowSettings:system and the operating system management bean. In
   WebAssembly there is no container to see: the class library is told so and asks nothing else. */
#include "../internal.h"
#include "../platform.h"

#define CGROUP_METRICS "jdk/internal/platform/CgroupMetrics"

static NativeResult metrics_isUseContainerSupport(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
#if defined(VITRINE_WASM)
    ret->i = 0;
#else
    ret->i = !vm.opts.no_container_support; /* -XX:-UseContainerSupport */
#endif
    return NR_OK;
}

/* The host's memory, against which a container's limit is compared (a limit above it is none). */
static NativeResult metrics_getTotalMemorySize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = vm_physical_memory();
    return NR_OK;
}

static NativeResult metrics_getTotalSwapSize0(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->j = vm_swap_space();
    return NR_OK;
}

const NativeDef vm_natives_platform_metrics[] = {
    {CGROUP_METRICS, "isUseContainerSupport", "()Z", metrics_isUseContainerSupport},
    {CGROUP_METRICS, "getTotalMemorySize0", "()J", metrics_getTotalMemorySize0},
    {CGROUP_METRICS, "getTotalSwapSize0", "()J", metrics_getTotalSwapSize0},
    {NULL, NULL, NULL, NULL}
};
