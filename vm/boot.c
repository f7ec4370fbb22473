/* boot.c: creating the VM: its options (JNI_CreateJavaVM's, and JAVA_TOOL_OPTIONS), start-up (core
   classes, the main thread and its thread group, System.initPhase1/2/3), and DestroyJavaVM
   (uncaught-exception report, waiting for non-daemon threads, shutdown hooks). The `java` launcher
   on top is launcher/java.c. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "heap.h"
#include "jni/check.h"
#include "jvmti_hooks.h"
#include "vitrine.h"
#include "xlog.h"
#include "xx_flags.h"

Vm vm;
WellKnown wk;
int64_t vm_start_nanos; /* for uptime in log lines */
Object *vm_main_thread_group; /* where threads attached through JNI go by default */

void thread_attach_java(Thread *t, Object *jthread);

/* An option the VM cannot take: its message on stderr (the launcher adds "Error: Could not create the
   Java Virtual Machine." when JNI_CreateJavaVM fails). Returns OPT_BAD for vm_option's caller. */
enum { OPT_UNKNOWN = 0, OPT_OK = 1, OPT_BAD = -1 };
static int verify_option(const char *a);

static int bad_option(const char *fmt, const char *arg) {
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    return OPT_BAD;
}

void vm_exit(int status) {
    jvmti_hook_vm_death(vm.main_thread ? vm_current_thread() : NULL);
    fflush(stdout);
    fflush(stderr);
    exit(status);
}

/* ---------------------------------------------------------------- command line */


static const char **props;
static int n_props, cap_props;
static const char **asserts;
static int n_asserts, cap_asserts;
static const char **module_props;
static int n_module_props, cap_module_props;

static void add_to(const char ***arr, int *n, int *cap, const char *s) {
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 16;
        const char **a = vm_malloc(sizeof(char *) * (size_t)*cap);
        if (*n) memcpy(a, *arr, sizeof(char *) * (size_t)*n);
        free(*arr);
        *arr = a;
    }
    (*arr)[(*n)++] = s;
}

/* The option strings the VM keeps (the -D properties, the assertion options, the class path) are
   copies: the embedder may free or reuse what it gave JNI_CreateJavaVM. DestroyJavaVM frees them. */
static void add_prop(const char *kv) { add_to(&props, &n_props, &cap_props, vm_strdup(kv)); }

static void free_option_strings(const char ***arr, int *n, int *cap) {
    for (int i = 0; i < *n; i++) free((char *)(*arr)[i]);
    free(*arr);
    *arr = NULL;
    *n = *cap = 0;
}

/* After the shutdown sequence nothing reads the options any more. */
static void free_options(void) {
    free_option_strings(&props, &n_props, &cap_props);
    free_option_strings(&asserts, &n_asserts, &cap_asserts);
    free_option_strings(&module_props, &n_module_props, &cap_module_props);
    free((char *)vm.opts.class_path);
    vm.opts.class_path = NULL;
    vm.opts.props = NULL;
    vm.opts.n_props = 0;
    vm.opts.assert_opts = NULL;
    vm.opts.n_assert = 0;
    vm.opts.module_props = NULL;
    vm.opts.n_module_props = 0;
}


/* The module options ("--add-opens=..." as java passes them to the VM) become the module system's
   jdk.module.* properties, as in HotSpot: numbered where the option may be repeated, else the last one
   counts. -D cannot set these names (vm/natives/system_props.c). */
static bool module_option(const char *a) {
    static const struct {
        const char *option, *property;
        bool numbered;
    } kinds[] = {
        {"--add-reads=", "jdk.module.addreads", true},       {"--add-exports=", "jdk.module.addexports", true},
        {"--add-opens=", "jdk.module.addopens", true},       {"--add-modules=", "jdk.module.addmods", true},
        {"--patch-module=", "jdk.module.patch", true},
        {"--enable-native-access=", "jdk.module.enable.native.access", true},
        {"--limit-modules=", "jdk.module.limitmods", false}, {"--module-path=", "jdk.module.path", false},
        {"--upgrade-module-path=", "jdk.module.upgrade.path", false},
    };
    static int counts[sizeof kinds / sizeof kinds[0]];
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        size_t n = strlen(kinds[i].option);
        if (strncmp(a, kinds[i].option, n)) continue;
        size_t cap = strlen(kinds[i].property) + strlen(a + n) + 16;
        char *kv = vm_malloc(cap);
        if (kinds[i].numbered) snprintf(kv, cap, "%s.%d=%s", kinds[i].property, counts[i]++, a + n);
        else snprintf(kv, cap, "%s=%s", kinds[i].property, a + n);
        add_to(&module_props, &n_module_props, &cap_module_props, kv);
        return true;
    }
    return false;
}

void vm_add_property_option(const char *key_value) {
    add_prop(key_value);
    vm.opts.props = props;
    vm.opts.n_props = n_props;
}

static int vm_option(const char *a);

/* -XX:VMOptionsFile=<file>: the file's options, separated by white space, in its place. */
static int options_file(const char *path) {
    char *text = vm_read_text_file(path);
    if (!text) return bad_option("Could not open options file '%s'", path);
    char **opts;
    int n = vm_split_options(text, &opts), r = OPT_OK;
    free(text);
    for (int i = 0; i < n; i++) {
        if (r == OPT_OK) r = vm_option(opts[i]);
        if (r == OPT_UNKNOWN) r = bad_option("Unrecognized option: %s", opts[i]);
        free(opts[i]);
    }
    free(opts);
    return r;
}

bool vm_set_stack_size(uint64_t bytes) {
    if (bytes && bytes < 136 * 1024) {
        /* on stdout, as HotSpot prints this one */
        printf("\nThe Java thread stack size specified is too small. Specify at least 136k\n");
        fflush(stdout);
        return false;
    }
    if (bytes) vm.opts.stack_size = bytes;
    return true;
}

/* A VM option (also valid in JAVA_TOOL_OPTIONS): OPT_OK, OPT_UNKNOWN when it is not one, OPT_BAD
   (message printed) when its value is wrong. */
static int vm_option(const char *a) {
    uint64_t v;
    if (!strncmp(a, "-D", 2)) {
        add_prop(a + 2);
    } else if (module_option(a)) {
        /* recorded as a property */
    } else if (!strncmp(a, "-Xmx", 4)) {
        if (!vm_parse_size(a + 4, &v) || !v) return bad_option("Invalid maximum heap size: %s", a);
        vm.opts.max_heap = v;
    } else if (!strncmp(a, "-Xmn", 4)) {
        /* the young generation's size: the collector has no generations (checked, then unused) */
        if (!vm_parse_size(a + 4, &v) || !v) return bad_option("Invalid initial young generation size: %s", a);
    } else if (!strncmp(a, "-Xms", 4)) {
        if (!vm_parse_size(a + 4, &v)) return bad_option("Invalid initial heap size: %s", a);
        vm.opts.initial_heap = v;
    } else if (!strncmp(a, "-Xbootclasspath/a:", 18)) {
        boot_append_path_list(a + 18);
    } else if (!strncmp(a, "-Xbootclasspath/p:", 18) || !strncmp(a, "-Xbootclasspath:", 16)) {
        /* java prints this on standard output */
        printf("%.*s is no longer a supported option.\n", a[15] == '/' ? 17 : 15, a);
        fflush(stdout);
        return OPT_BAD;
    } else if (!strncmp(a, "-Xss", 4)) {
        if (!vm_parse_size(a + 4, &v)) return bad_option("Invalid thread stack size: %s", a);
        if (!vm_set_stack_size(v)) return OPT_BAD;
    } else if (!strcmp(a, "-ea") || !strcmp(a, "-da") || !strncmp(a, "-ea:", 4) || !strncmp(a, "-da:", 4) ||
               !strcmp(a, "-enableassertions") || !strcmp(a, "-disableassertions") ||
               !strncmp(a, "-enableassertions:", 18) || !strncmp(a, "-disableassertions:", 19)) {
        add_to(&asserts, &n_asserts, &cap_asserts, vm_strdup(a));
    } else if (!strcmp(a, "-esa") || !strcmp(a, "-dsa") || !strcmp(a, "-enablesystemassertions") ||
               !strcmp(a, "-disablesystemassertions")) {
        /* system assertions: the boot classes ask desiredAssertionStatus */
    } else if (!strcmp(a, "-verbose:class")) {
        xlog_verbose(XLOG_CLASS_LOAD, true);
        xlog_verbose(XLOG_CLASS_UNLOAD, true);
    } else if (!strncmp(a, "-Xverify", 8) || !strcmp(a, "-noverify")) {
        return verify_option(a);
    } else if (!strcmp(a, "-verbose:gc")) {
        xlog_verbose(XLOG_GC, true);
    } else if (!strncmp(a, "-Xloggc:", 8)) {
        /* the form before unified logging, as HotSpot 17 still takes it */
        xlog_print(XLOG_GC, XLOG_WARNING, "-Xloggc is deprecated. Will use -Xlog:gc:%s instead.", a + 8);
        size_t cap = strlen(a) + 16;
        char *opt = vm_malloc(cap);
        snprintf(opt, cap, "-Xlog:gc:%s", a + 8);
        bool ok = xlog_option(opt);
        free(opt);
        if (!ok) return OPT_BAD;
    } else if (!strncmp(a, "-Xlog", 5)) {
        if (!xlog_option(a)) return bad_option("Invalid -Xlog option '%s', see error log for details.", a);
    } else if (!strcmp(a, "-Xrs")) {
        signals_reduced = true;
    } else if (!strcmp(a, "-Xcheck:jni")) {
        jni_check_enabled = true;
    } else if (!strncmp(a, "-Xcheck", 7) && (!a[7] || a[7] == ':')) {
        return bad_option("Unrecognized check option: %s", a);
    } else if (!strncmp(a, "-verbose:", 9) || !strcmp(a, "-verbose") ||
               !strcmp(a, "-Xint") || !strcmp(a, "-Xmixed") || !strcmp(a, "-Xbatch") ||
               !strcmp(a, "-Xcomp") || !strcmp(a, "-Xnoclassgc") || !strcmp(a, "-Xdebug") || !strcmp(a, "-Xnoagent") ||
               !strncmp(a, "-Xmaxf", 6) || !strncmp(a, "-Xminf", 6) ||
               !strcmp(a, "-client") || !strcmp(a, "-server") ||
               !strcmp(a, "-Xshare:auto") || !strcmp(a, "-Xshare:on") || !strcmp(a, "-Xshare:off")) {
        /* accepted: this VM interprets only (no compiler to choose), never unloads classes, is always
           ready for a debugger, and its class data sharing is the WebAssembly build's start-up
           snapshot (chosen by the Node loader, docs/SNAPSHOT.md) */
    } else if (!strcmp(a, "-Xprof")) {
        fprintf(stderr, "OpenJDK 64-Bit Server VM warning: Ignoring option -Xprof; support was removed in 10.0\n");
    } else if (!strcmp(a, "-Xfuture")) {
        fprintf(stderr, "Warning: -Xfuture option is deprecated and may be removed in a future release.\n");
    } else if (!strncmp(a, "-agentlib:", 10) || !strncmp(a, "-agentpath:", 11) || !strncmp(a, "-javaagent:", 11)) {
        jvmti_agent_option(a);
    } else if (!strncmp(a, "-Xrun", 5) && a[5]) {
        /* -Xrun<library>[:<options>], the form before JVMTI (-Xrunjdwp:... in older debugging recipes):
           the library is loaded as an agent, as HotSpot does with one that has Agent_OnLoad */
        size_t cap = strlen(a) + 16;
        char *agent = vm_malloc(cap);
        const char *colon = strchr(a + 5, ':');
        if (colon) snprintf(agent, cap, "-agentlib:%.*s=%s", (int)(colon - (a + 5)), a + 5, colon + 1);
        else snprintf(agent, cap, "-agentlib:%s", a + 5);
        jvmti_agent_option(agent);
        free(agent);
    } else if (!strncmp(a, "-XX:VMOptionsFile=", 18)) {
        return options_file(a + 18);
    } else if (!strncmp(a, "-XX:", 4)) {
        if (!xx_option(a)) return OPT_BAD;
    } else {
        return OPT_UNKNOWN;
    }
    return OPT_OK;
}

/* -Xverify[:none|:remote|:all] and -noverify, as HotSpot 17 takes them (none warns: deprecated). */
static int verify_option(const char *a) {
    if (!strcmp(a, "-Xverify:none") || !strcmp(a, "-noverify")) {
        fprintf(stderr, "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated in JDK 13 and "
                        "will likely be removed in a future release.\n");
        vm.opts.no_verify_remote = true;
        vm.opts.verify_local = false;
    } else if (!strcmp(a, "-Xverify") || !strcmp(a, "-Xverify:remote")) {
        vm.opts.no_verify_remote = false;
        vm.opts.verify_local = false;
    } else if (!strcmp(a, "-Xverify:all")) {
        vm.opts.no_verify_remote = false;
        vm.opts.verify_local = true;
    } else {
        return bad_option("Unrecognized verification option: %s", a);
    }
    return OPT_OK;
}

/* Splits an options environment variable or file on white space. */
int vm_split_options(const char *s, char ***out) {
    int n = 0, cap = 8;
    char **v = vm_malloc(sizeof(char *) * (size_t)cap);
    const char *p = s;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n') p++;
        if (!*p) break;
        const char *b = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n') p++;
        if (n == cap) {
            cap *= 2;
            char **nv = vm_malloc(sizeof(char *) * (size_t)cap);
            memcpy(nv, v, sizeof(char *) * (size_t)n);
            free(v);
            v = nv;
        }
        size_t len = (size_t)(p - b);
        char *o = vm_malloc(len + 1);
        memcpy(o, b, len);
        o[len] = 0;
        v[n++] = o;
    }
    *out = v;
    return n;
}

/* ---------------------------------------------------------------- start-up */

static Object *new_thread_group(Thread *t, Object *parent, const char *name) {
    Object *g = vm_new_object(t, wk.ThreadGroup);
    if (!g) return NULL;
    if (!parent) {
        Method *m = vm_find_declared_method(wk.ThreadGroup, "<init>", "()V");
        Slot a[1] = {{.l = g}};
        if (!vm_call(t, m, a, NULL)) return NULL;
    } else {
        Method *m = vm_find_declared_method(wk.ThreadGroup, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
        Object *n = vm_string_utf8(t, name);
        Slot a[3];
        a[0].l = g;
        a[1].l = parent;
        a[2].l = n;
        if (!vm_call(t, m, a, NULL)) return NULL;
    }
    return g;
}

void vm_exit_during_init(const char *fmt, ...) {
    printf("Error occurred during initialization of VM\n");
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
    exit(1);
}

static void check(Thread *t, bool ok, const char *what) {
    if (ok && !t->exception) return;
    if (t->exception) {
        Object *ex = t->exception;
        char *n = vm_class_java_name(ex->klass);
        printf("Error occurred during initialization of VM\n%s failed: %s\n", what, n);
        fflush(stdout);
        free(n);
        t->exception = NULL;
        print_exception_raw(ex);
        exit(1);
    }
    vm_exit_during_init("%s failed", what);
}

/* -Xms and -Xmx against each other and HotSpot's smallest sizes, in its order, once all options are
   read (their order on the command line does not matter) */
static void check_heap_sizes(void) {
    uint64_t max = vm.opts.max_heap, initial = vm.opts.initial_heap;
    if (max && initial > max) vm_exit_during_init("Initial heap size set to a larger value than the maximum heap size");
    if (max && max < 2 * 1024 * 1024) vm_exit_during_init("Too small maximum heap");
    if (initial && initial < 1024 * 1024) vm_exit_during_init("Too small initial heap");
}

static void set_unsafe_constants(Thread *t) {
    Class *c = vm_boot_class(t, "jdk/internal/misc/UnsafeConstants");
    check(t, vm_ensure_initialized(t, c), "UnsafeConstants");
    Object *m = c->mirror;
    FIELD_AT(m, vm_find_declared_field(c, "ADDRESS_SIZE0", "I")->offset, jint) = (jint)sizeof(void *);
    long ps = sysconf(_SC_PAGESIZE);
    FIELD_AT(m, vm_find_declared_field(c, "PAGE_SIZE", "I")->offset, jint) = ps > 0 ? (jint)ps : 4096;
    uint16_t probe = 1;
    FIELD_AT(m, vm_find_declared_field(c, "BIG_ENDIAN", "Z")->offset, uint8_t) = *(uint8_t *)&probe == 0;
    FIELD_AT(m, vm_find_declared_field(c, "UNALIGNED_ACCESS", "Z")->offset, uint8_t) = 1;
}

/* Start-up up to the first step that depends on the run: the heap, the core classes, the main thread
   and its groups, and the classes initialised before System.initPhase1 reads the system properties.
   Nothing here reads the command line, the environment or a property (beyond the default VM
   options), so the WebAssembly build can take the VM in this state from a snapshot made at build
   time (vm/snapshot.c, docs/SNAPSHOT.md); create_vm then goes on from vm.prepared. */
Thread *vm_boot_prepare(void) {
    heap_init(vm.opts.max_heap, vm.opts.initial_heap);
    sym_init = sym("<init>");
    sym_clinit = sym("<clinit>");
    Thread *t = thread_new();
    vm.main_thread = t;
    threads_init_main(t);
    natives_check_tables();
    classes_init(t);
    strings_init(t);
    check(t, vm_ensure_initialized(t, wk.Object), "java.lang.Object");
    check(t, vm_ensure_initialized(t, wk.String), "java.lang.String");
    check(t, vm_ensure_initialized(t, wk.Throwable), "java.lang.Throwable");
    exceptions_init(t);
    /* errors the VM raises when it has no room to initialise classes */
    check(t, vm_ensure_initialized(t, vm_boot_class(t, "java/lang/StackOverflowError")), "StackOverflowError");
    check(t, vm_ensure_initialized(t, vm_boot_class(t, "java/lang/OutOfMemoryError")), "OutOfMemoryError");
    /* thrown when the heap is too full even to create an OutOfMemoryError (as HotSpot preallocates) */
    vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
    preallocated_oom = t->exception;
    t->exception = NULL;
    check(t, preallocated_oom != NULL, "OutOfMemoryError");
    vm_add_global_root(&preallocated_oom);
    /* thrown should a stack overflow happen while a StackOverflowError is being made */
    vm_throw(t, "java/lang/StackOverflowError", NULL);
    preallocated_soe = t->exception;
    t->exception = NULL;
    check(t, preallocated_soe != NULL, "StackOverflowError");
    vm_add_global_root(&preallocated_soe);
    check(t, vm_ensure_initialized(t, wk.System), "java.lang.System");
    check(t, vm_ensure_initialized(t, wk.Class), "java.lang.Class");
    check(t, vm_ensure_initialized(t, wk.ThreadGroup), "java.lang.ThreadGroup");
    check(t, vm_ensure_initialized(t, wk.Thread), "java.lang.Thread");

    /* the main thread's Thread object must exist before any Java code asks for currentThread() */
    Object *jt = vm_new_object(t, wk.Thread);
    check(t, jt != NULL, "main thread");
    FIELD_AT(jt, vm_find_declared_field(wk.Thread, "priority", "I")->offset, jint) = 5;
    thread_attach_java(t, jt);
    Object *sysg = new_thread_group(t, NULL, NULL);
    check(t, sysg != NULL, "system thread group");
    Object *maing = new_thread_group(t, sysg, "main");
    check(t, maing != NULL, "main thread group");
    vm_main_thread_group = maing;
    vm_add_global_root(&vm_main_thread_group);
    {
        Method *m = vm_find_declared_method(wk.Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
        Slot a[3];
        a[0].l = jt;
        a[1].l = maing;
        a[2].l = vm_string_utf8(t, "main");
        check(t, vm_call(t, m, a, NULL), "main thread");
    }
    check(t, vm_ensure_initialized(t, wk.Module), "java.lang.Module");
    set_unsafe_constants(t);
    /* as HotSpot: reflection's shared secrets (AccessibleObject's initialiser) and the finalizer
       thread exist before the library starts up */
    check(t, vm_ensure_initialized(t, vm_boot_class(t, "java/lang/reflect/Method")), "java.lang.reflect.Method");
    check(t, vm_ensure_initialized(t, vm_boot_class(t, "java/lang/ref/Finalizer")), "java.lang.ref.Finalizer");
    vm.prepared = true;
    return t;
}

static Thread *create_vm(void) {
    Thread *t = vm.prepared ? snapshot_resumed_main() : vm_boot_prepare();
    check(t, vm_call_static(t, wk.System, "initPhase1", "()V", NULL, NULL), "System.initPhase1");
    static const char *const preinit[] = {
        "java/lang/NullPointerException", "java/lang/ClassCastException", "java/lang/ArrayStoreException",
        "java/lang/ArithmeticException", "java/lang/IllegalMonitorStateException",
        "java/lang/IllegalArgumentException", NULL};
    for (int i = 0; preinit[i]; i++) check(t, vm_ensure_initialized(t, vm_boot_class(t, preinit[i])), preinit[i]);
    /* printToStderr, printStackTrace: as HotSpot passes them (no -XX:+DisplayVMOutputToStderr, no
       -Xlog:init), so a boot layer error is one line and its exception on stdout */
    Slot a2[2];
    a2[0].i = 0;
    a2[1].i = 0;
    Slot r;
    check(t, vm_call_static(t, wk.System, "initPhase2", "(ZZ)I", a2, &r), "System.initPhase2");
    if (r.i != 0) exit(1);
    jvmti_hook_vm_start(t); /* as HotSpot: the start phase begins once the module system is up */
    check(t, vm_call_static(t, wk.System, "initPhase3", "()V", NULL, NULL), "System.initPhase3");
    vm.booted = true;
    signals_start_dispatcher();
    /* Start-up hashes a different number of objects natively and in WebAssembly (the images differ):
       the program's identity hashes (and an agent's, from VMInit on) start from the same state. */
    vm_identity_hash_reseed();
    jvmti_hook_vm_init(t);
    /* as HotSpot: what agents wrote with C stdio until now comes out before the program's output */
    fflush(stdout);
    return t;
}

/* Runs the uncaught-exception handler for the main thread, as DetachCurrentThread does. */
void vm_report_uncaught(Thread *t) {
    Object *ex = t->exception;
    t->exception = NULL;
    Method *m = vm_find_declared_method(wk.Thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
    Slot a[2];
    a[0].l = t->jthread;
    a[1].l = ex;
    if (!vm_call(t, m, a, NULL)) vm_report_handler_failure(t);
    t->exception = NULL;
}

/* The uncaught-exception handler of t threw (t->exception): named in HotSpot's words, then dropped. */
void vm_report_handler_failure(Thread *t) {
    Object *second = t->exception;
    t->exception = NULL;
    if (!second) return;
    char *cls = vm_class_java_name(second->klass), *tname = thread_name_utf8(t);
    fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n", cls, tname);
    free(tname);
    free(cls);
}

/* DestroyJavaVM semantics: Thread.exit(), waiting for non-daemon threads, then the shutdown sequence
   (hooks). Also used by the Invocation API. */
void vm_destroy_java(Thread *t) {
    vm_exit_current_thread(t);
    threads_destroy_wait(t);
    vm_shutdown_java(t);
    free_options();
}

void vm_exit_current_thread(Thread *t) {
    if (t->exception) vm_report_uncaught(t); /* as HotSpot: the uncaught handler sees it */
    Method *ex = vm_find_declared_method(wk.Thread, "exit", "()V");
    Slot a[1];
    a[0].l = t->jthread;
    if (ex) vm_call(t, ex, a, NULL);
    t->exception = NULL;
}

void vm_shutdown_java(Thread *t) {
    Class *sd = vm_boot_class(t, "java/lang/Shutdown");
    vm_call_static(t, sd, "shutdown", "()V", NULL, NULL);
    t->exception = NULL;
    jvmti_hook_vm_death(t); /* after the shutdown hooks, as HotSpot */
}

/* The options a program sees in RuntimeMXBean.getInputArguments(): JAVA_TOOL_OPTIONS', then the
   creator's, without what the launcher passes for itself (the class path, the command, its private
   options), as HotSpot reports them. */
static void record_input_arguments(char **tool, int n_tool, char *const *options, int n) {
    const char **list = vm_calloc((size_t)(n_tool + n) + 1, sizeof *list);
    int k = 0;
    for (int i = 0; i < n_tool; i++) list[k++] = vm_strdup(tool[i]);
    for (int i = 0; i < n; i++) {
        const char *o = options[i];
        if (o[0] == '_' || !strncmp(o, "-Djava.class.path=", 18) || !strncmp(o, "-Dsun.java.command=", 19) ||
            !strncmp(o, "-Dsun.java.launcher=", 20))
            continue;
        list[k++] = vm_strdup(o);
    }
    vm.opts.input_args = list;
    vm.opts.n_input_args = k;
}

/* Creates the VM on the calling thread from JNI_CreateJavaVM's option strings (JAVA_TOOL_OPTIONS
   first): the calling thread becomes the main thread. NULL after a message on stderr when an option is
   not one (unless ignore_unrecognized and it starts with -X or _, as the JNI specification says). */
Thread *vm_create_embedded(int n, char *const *options, bool ignore_unrecognized) {
    vm_start_nanos = vm_nanotime();
#ifndef VITRINE_WASM
    signal(SIGPIPE, SIG_IGN); /* a closed pipe is an IOException, as in HotSpot */
#endif
    const char *tool_opts = getenv("JAVA_TOOL_OPTIONS");
    char **extra = NULL;
    int k = tool_opts && *tool_opts ? vm_split_options(tool_opts, &extra) : 0;
    for (int i = 0; i < k; i++) xx_prescan(extra[i]);
    for (int i = 0; i < n; i++) xx_prescan(options[i]);
    if (ignore_unrecognized) xx_ignore_unrecognized();
    if (!xx_settings_first()) return NULL;
    if (tool_opts && *tool_opts) {
        fprintf(stderr, "Picked up JAVA_TOOL_OPTIONS: %s\n", tool_opts);
        for (int i = 0; i < k; i++) {
            int r = vm_option(extra[i]);
            if (r == OPT_BAD) return NULL;
            if (r == OPT_UNKNOWN) {
                fprintf(stderr, "Unrecognized option: %s\n", extra[i]);
                return NULL;
            }
        }
    }
    for (int i = 0; i < n; i++) {
        const char *o = options[i];
        if (!strncmp(o, "-Djava.class.path=", 18)) {
            free((char *)vm.opts.class_path);
            vm.opts.class_path = vm_strdup(o + 18);
            continue;
        }
        if (o[0] == '_') continue; /* launcher-private options such as _java_launcher */
        int r = vm_option(o);
        if (r == OPT_BAD) return NULL;
        if (r == OPT_OK) continue;
        if (ignore_unrecognized && !strncmp(o, "-X", 2)) continue;
        fprintf(stderr, "Unrecognized option: %s\n", o);
        return NULL;
    }
    record_input_arguments(extra, k, options, n);
    xx_options_done();
    check_heap_sizes();
    vm.opts.props = props;
    vm.opts.n_props = n_props;
    vm.opts.module_props = module_props;
    vm.opts.n_module_props = n_module_props;
    vm.opts.assert_opts = asserts;
    vm.opts.n_assert = n_asserts;
    /* the OnLoad phase: agents run before anything of the VM exists; one that cannot be loaded stops
       start-up with status 1, as in HotSpot */
    if (!jvmti_load_agents()) vm_exit(1);
    return create_vm();
}

JNIEXPORT const char *vitrine_java_home(void) { return vm.java_home ? vm.java_home : ""; }
