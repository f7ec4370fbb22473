/* perf.c: jdk.internal.perf.Perf, the JDK's performance counters. The VM exports no counters to other
   processes: counters are plain byte buffers in this process, and the clock is the VM's. */
#include "../internal.h"

static NativeResult allocate_buffer(Thread *t, jint size, Slot *ret) {
    Slot a[1], r;
    a[0].i = size;
    if (!vm_call_static(t, vm_boot_class(t, "java/nio/ByteBuffer"), "allocate", "(I)Ljava/nio/ByteBuffer;", a, &r))
        return NR_EXCEPTION;
    ret->l = r.l;
    return NR_OK;
}

/* createLong(String name, int variability, int units, long value) */
static NativeResult Perf_createLong(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    return allocate_buffer(t, 8, ret);
}

/* createByteArray(String name, int variability, int units, byte[] value, int maxLength) */
static NativeResult Perf_createByteArray(Thread *t, Slot *args, Slot *ret) {
    jint max = args[5].i;
    return allocate_buffer(t, max > 0 ? max : 1, ret);
}

/* attach0(String user, int lvmid, int mode): another VM's counters cannot be reached */
static NativeResult Perf_attach0(Thread *t, Slot *args, Slot *ret) {
    (void)args; (void)ret;
    return vm_throw(t, "java/io/IOException", "Perf.attach is not supported by this VM");
}

static NativeResult Perf_highResCounter(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->j = vm_nanotime();
    return NR_OK;
}

static NativeResult Perf_highResFrequency(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->j = 1000000000;
    return NR_OK;
}

const NativeDef vm_natives_perf[] = {
    {"jdk/internal/perf/Perf", "registerNatives", "()V", vm_native_nothing},
    {"jdk/internal/perf/Perf", "attach0", "(Ljava/lang/String;II)Ljava/nio/ByteBuffer;", Perf_attach0},
    {"jdk/internal/perf/Perf", "detach", "(Ljava/nio/ByteBuffer;)V", vm_native_nothing},
    {"jdk/internal/perf/Perf", "createLong", "(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;", Perf_createLong},
    {"jdk/internal/perf/Perf", "createByteArray", "(Ljava/lang/String;II[BI)Ljava/nio/ByteBuffer;", Perf_createByteArray},
    {"jdk/internal/perf/Perf", "highResCounter", "()J", Perf_highResCounter},
    {"jdk/internal/perf/Perf", "highResFrequency", "()J", Perf_highResFrequency},
    {NULL, NULL, NULL, NULL},
};
