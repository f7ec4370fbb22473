/* management_flags.c: the natives of com.sun.management.internal.Flag and HotSpotDiagnostic, behind
   jdk.management's HotSpotDiagnosticMXBean. The VM checks HotSpot's -XX flags on its command line
   (vm/xx_flags.c) but keeps the values of only those it acts on, so it exposes no flag to management:
   getVMOption answers as HotSpot does for a flag that does not exist, getDiagnosticOptions is empty,
   and setting one or dumping the heap throws UnsupportedOperationException, naming itself. */
#include "../internal.h"

#define FLAG "com/sun/management/internal/Flag"

static NativeResult Flag_getInternalFlagCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = 0;
    return NR_OK;
}

static NativeResult Flag_getAllFlagNames(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    ret->l = vm_new_object_array(t, wk.String, 0);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* getFlags(String[] names, Flag[] flags, int count): how many of the named flags were found */
static NativeResult Flag_getFlags(Thread *t, Slot *args, Slot *ret) {
    if (!args[1].l) return vm_throw_npe(t, NULL);
    ret->i = 0;
    return NR_OK;
}

static NativeResult Flag_set(Thread *t, Slot *args, Slot *ret) {
    (void)args, (void)ret;
    return vm_throw(t, "java/lang/UnsupportedOperationException", "setting VM flags is not supported by this VM");
}

static NativeResult HotSpotDiagnostic_dumpHeap0(Thread *t, Slot *args, Slot *ret) {
    (void)args, (void)ret;
    return vm_throw(t, "java/lang/UnsupportedOperationException", "HotSpotDiagnosticMXBean.dumpHeap: heap dumps are not supported by this VM");
}

const NativeDef vm_natives_management_flags[] = {
    {FLAG, "initialize", "()V", vm_native_nothing},
    {FLAG, "getInternalFlagCount", "()I", Flag_getInternalFlagCount},
    {FLAG, "getAllFlagNames", "()[Ljava/lang/String;", Flag_getAllFlagNames},
    {FLAG, "getFlags", "([Ljava/lang/String;[Lcom/sun/management/internal/Flag;I)I", Flag_getFlags},
    {FLAG, "setLongValue", "(Ljava/lang/String;J)V", Flag_set},
    {FLAG, "setDoubleValue", "(Ljava/lang/String;D)V", Flag_set},
    {FLAG, "setBooleanValue", "(Ljava/lang/String;Z)V", Flag_set},
    {FLAG, "setStringValue", "(Ljava/lang/String;Ljava/lang/String;)V", Flag_set},
    {"com/sun/management/internal/HotSpotDiagnostic", "dumpHeap0", "(Ljava/lang/String;Z)V", HotSpotDiagnostic_dumpHeap0},
    {NULL, NULL, NULL, NULL},
};
