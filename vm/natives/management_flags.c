/* management_flags.c: the natives of com.sun.management.internal.Flag and HotSpotDiagnostic, behind
   jdk.management's HotSpotDiagnosticMXBean. The VM checks all of HotSpot's -XX flags on its command
   line (vm/xx_flags.c) but keeps the values of only those it acts on: those are the flags management
   sees (getVMOption; any other answers as HotSpot does for a flag that does not exist), each with its
   origin (the command line, the default, or management). Of HotSpot's manageable flags only
   ShowCodeDetailsInExceptionMessages is one the VM has, and it can be set while the VM runs (so it is
   getDiagnosticOptions' one entry); dumping the heap throws UnsupportedOperationException, naming
   itself. */
#include <stdio.h>

#include "../internal.h"

#define FLAG "com/sun/management/internal/Flag"

typedef enum FlagType { FLAG_BOOL, FLAG_LONG } FlagType;

/* A product flag whose value the VM has, the option letters that set it besides -XX (NULL: none),
   whether management may set it (HotSpot's manageable flags). */
typedef struct KnownFlag {
    const char *name;
    FlagType type;
    const char *short_option;
    bool writeable;
} KnownFlag;

static const KnownFlag known_flags[] = {
    {"ActiveProcessorCount", FLAG_LONG, NULL, false},
    {"DisableExplicitGC", FLAG_BOOL, NULL, false},
    {"ExitOnOutOfMemoryError", FLAG_BOOL, NULL, false},
    {"MaxHeapSize", FLAG_LONG, "-Xmx", false},
    {"MaxJavaStackTraceDepth", FLAG_LONG, NULL, false},
    {"ShowCodeDetailsInExceptionMessages", FLAG_BOOL, NULL, true},
    {"ThreadStackSize", FLAG_LONG, "-Xss", false},
    {"UseContainerSupport", FLAG_BOOL, NULL, false},
};
#define N_KNOWN_FLAGS ((int)(sizeof known_flags / sizeof *known_flags))

static jlong flag_value(int i) {
    const char *n = known_flags[i].name;
    if (!strcmp(n, "ActiveProcessorCount")) return vm.opts.active_processors ? vm.opts.active_processors : -1;
    if (!strcmp(n, "DisableExplicitGC")) return vm.opts.disable_explicit_gc;
    if (!strcmp(n, "ExitOnOutOfMemoryError")) return vm.opts.exit_on_oom;
    if (!strcmp(n, "MaxHeapSize")) return (jlong)vm_heap_max();
    if (!strcmp(n, "MaxJavaStackTraceDepth")) return vm.opts.max_stack_trace_depth_set ? vm.opts.max_stack_trace_depth : 1024;
    if (!strcmp(n, "ShowCodeDetailsInExceptionMessages")) return !vm.opts.no_code_details;
    if (!strcmp(n, "ThreadStackSize")) return (jlong)((vm.opts.stack_size ? vm.opts.stack_size : 1u << 20) >> 10); /* KB */
#if defined(VITRINE_WASM)
    return 0; /* UseContainerSupport: no container is seen in WebAssembly (natives/platform_metrics.c) */
#else
    return !vm.opts.no_container_support;
#endif
}

/* Given on the command line (or JAVA_TOOL_OPTIONS): -XX:+Name, -XX:-Name, -XX:Name=..., or its short
   option. */
static bool flag_given(int i) {
    const char *n = known_flags[i].name, *short_option = known_flags[i].short_option;
    size_t len = strlen(n);
    for (int k = 0; k < vm.opts.n_input_args; k++) {
        const char *a = vm.opts.input_args[k];
        if (short_option && !strncmp(a, short_option, strlen(short_option))) return true;
        if (strncmp(a, "-XX:", 4)) continue;
        a += 4;
        if (*a == '+' || *a == '-') a++;
        if (!strncmp(a, n, len) && (a[len] == 0 || a[len] == '=')) return true;
    }
    return false;
}

/* The flags management has set (their origin is then MANAGEMENT). */
static bool set_by_management[N_KNOWN_FLAGS];

static int known_flag_index(Object *name) {
    for (int i = 0; i < N_KNOWN_FLAGS; i++)
        if (vm_string_equals_utf8(name, known_flags[i].name)) return i;
    return -1;
}

/* A Flag object for known flag i: new Flag(name, value, writeable, external, origin). */
static Object *new_flag(Thread *t, int i) {
    Class *flag = vm_boot_class(t, FLAG), *origin_class = vm_boot_class(t, "com/sun/management/VMOption$Origin");
    if (!vm_ensure_initialized(t, origin_class)) return NULL;
    const char *origin = set_by_management[i] ? "MANAGEMENT" : flag_given(i) ? "VM_CREATION" : "DEFAULT";
    Field *of = vm_find_declared_field(origin_class, origin, "Lcom/sun/management/VMOption$Origin;");
    Method *ctor = vm_find_declared_method(flag, "<init>", "(Ljava/lang/String;Ljava/lang/Object;ZZLcom/sun/management/VMOption$Origin;)V");
    if (!of || !ctor) {
        vm_throw(t, "java/lang/InternalError", "com.sun.management.internal.Flag is not as the VM expects");
        return NULL;
    }
    Slot a[6] = {0}, r;
    Object *o = NULL, *name = NULL, *value = NULL;
    vm_push_root(t, &o);
    vm_push_root(t, &name);
    vm_push_root(t, &value);
    bool ok = (o = vm_new_object(t, flag)) && (name = vm_string_utf8(t, known_flags[i].name));
    if (ok) {
        Slot v[2] = {0};
        if (known_flags[i].type == FLAG_BOOL) {
            v[0].i = flag_value(i) != 0;
            ok = vm_call_static(t, vm_boot_class(t, "java/lang/Boolean"), "valueOf", "(Z)Ljava/lang/Boolean;", v, &r);
        } else {
            v[0].j = flag_value(i);
            ok = vm_call_static(t, vm_boot_class(t, "java/lang/Long"), "valueOf", "(J)Ljava/lang/Long;", v, &r);
        }
        value = ok ? r.l : NULL;
    }
    if (ok) {
        a[0].l = o;
        a[1].l = name;
        a[2].l = value;
        a[3].i = known_flags[i].writeable;
        a[4].i = 1; /* external: a product flag */
        a[5].l = FIELD_AT(origin_class->mirror, of->offset, Object *);
        ok = vm_call(t, ctor, a, NULL);
    }
    vm_pop_roots(t, 3);
    return ok ? o : NULL;
}

static NativeResult Flag_getInternalFlagCount(Thread *t, Slot *args, Slot *ret) {
    (void)t, (void)args;
    ret->i = N_KNOWN_FLAGS;
    return NR_OK;
}

static NativeResult Flag_getAllFlagNames(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    Object *arr = vm_new_object_array(t, wk.String, N_KNOWN_FLAGS);
    if (!arr) return NR_EXCEPTION;
    vm_push_root(t, &arr);
    for (int i = 0; i < N_KNOWN_FLAGS && arr; i++) {
        Object *s = vm_string_utf8(t, known_flags[i].name);
        if (s) ARRAY_DATA(arr, Object *)[i] = s;
        else arr = NULL;
    }
    vm_pop_roots(t, 1);
    ret->l = arr;
    return arr ? NR_OK : NR_EXCEPTION;
}

/* getFlags(String[] names (null: all), Flag[] flags, int count): fills flags[i] for the i-th name the
   VM knows (null for the others); answers how many it filled */
static NativeResult Flag_getFlags(Thread *t, Slot *args, Slot *ret) {
    Object *names = args[0].l, *flags = args[1].l;
    jint count = args[2].i;
    if (!flags) return vm_throw_npe(t, NULL);
    if (count < 0 || count > ARRAY_LENGTH(flags) || (names && count > ARRAY_LENGTH(names)))
        return vm_throw(t, "java/lang/IllegalArgumentException", "count %d does not fit the arrays", count);
    vm_push_root(t, &names);
    vm_push_root(t, &flags);
    jint filled = 0;
    NativeResult r = NR_OK;
    for (jint k = 0; k < count; k++) {
        Object *name = names ? ARRAY_DATA(names, Object *)[k] : NULL;
        int i = names ? (name ? known_flag_index(name) : -1) : (k < N_KNOWN_FLAGS ? k : -1);
        if (i < 0) continue;
        Object *f = new_flag(t, i);
        if (!f) {
            r = NR_EXCEPTION;
            break;
        }
        ARRAY_DATA(flags, Object *)[k] = f;
        filled++;
    }
    vm_pop_roots(t, 2);
    ret->i = filled;
    return r;
}

/* setBooleanValue(String name, boolean value): the class library has checked that the flag is
   writeable and a boolean */
static NativeResult Flag_setBooleanValue(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    if (!args[0].l) return vm_throw_npe(t, NULL);
    int i = known_flag_index(args[0].l);
    if (i < 0 || !known_flags[i].writeable || known_flags[i].type != FLAG_BOOL)
        return vm_throw(t, "java/lang/IllegalArgumentException", "not a writeable boolean flag of this VM");
    vm.opts.no_code_details = !args[1].i; /* ShowCodeDetailsInExceptionMessages, the one there is */
    set_by_management[i] = true;
    return NR_OK;
}

/* No flag of another type is writeable: the class library refuses before asking. */
static NativeResult Flag_set(Thread *t, Slot *args, Slot *ret) {
    (void)args, (void)ret;
    return vm_throw(t, "java/lang/IllegalArgumentException", "not a writeable flag of this VM");
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
    {FLAG, "setBooleanValue", "(Ljava/lang/String;Z)V", Flag_setBooleanValue},
    {FLAG, "setStringValue", "(Ljava/lang/String;Ljava/lang/String;)V", Flag_set},
    {"com/sun/management/internal/HotSpotDiagnostic", "dumpHeap0", "(Ljava/lang/String;Z)V", HotSpotDiagnostic_dumpHeap0},
    {NULL, NULL, NULL, NULL},
};
