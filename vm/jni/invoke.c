/* invoke.c: the Invocation API (JNI_GetDefaultJavaVMInitArgs, JNI_CreateJavaVM,
   JNI_GetCreatedJavaVMs) and the JavaVM functions (DestroyJavaVM, AttachCurrentThread[AsDaemon],
   DetachCurrentThread, GetEnv), exported from libvitrine.so and the vitrine program.

   Threads: the VM runs Java threads as green threads on one OS thread. That OS thread (the one that
   created the VM, or runs the launcher) is attached; AttachCurrentThread from any other OS thread
   fails with JNI_ERR until the native threads back end exists (docs/JNI.md).

   JNI_CreateJavaVM (interim, see docs/JNI.md): the VM's start-up is private to vm/boot.c and only
   reachable through vitrine_main, which runs a main class and exits. Until boot.c exports
   vm_create/vm_destroy, JNI_CreateJavaVM runs vitrine_main on an OS thread of its own with a tiny
   main class (vitrine_invocation.Boot, written to a temporary directory appended to the class path)
   whose native main parks that OS thread for good once the VM is up. The calling thread then uses
   the main Java thread, whose stack keeps Boot.main's two frames at its bottom. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef __EMSCRIPTEN__
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include "jni_impl.h"
#include "vitrine.h"

static const struct JNIInvokeInterface_ invoke_table;
JavaVM jni_java_vm = &invoke_table;

static bool created_by_invocation, destroyed;
static Frame *invocation_base; /* Boot.park's frame: below it are no frames of the embedder's */

bool jni_is_supported_version(jint v) {
    return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 ||
           v == JNI_VERSION_1_8 || v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

static bool supported_invocation_version(jint v) { return v != JNI_VERSION_1_1 && jni_is_supported_version(v); }

/* ---------------------------------------------------------------- the VM's OS thread */

#ifndef __EMSCRIPTEN__
static pthread_t vm_os_thread;
static bool vm_os_thread_set;
static bool on_vm_thread(void) { return !vm_os_thread_set || pthread_equal(pthread_self(), vm_os_thread); }
static void claim_vm_thread(void) {
    vm_os_thread = pthread_self();
    vm_os_thread_set = true;
}
#else
static bool on_vm_thread(void) { return true; }
#endif

static bool vm_exists(void) { return vm.main_thread != NULL && !destroyed; }

/* ---------------------------------------------------------------- JavaVM functions */

static jint JNICALL GetEnv(JavaVM *jvm, void **penv, jint version) {
    (void)jvm;
    if (!penv) return JNI_ERR;
    *penv = NULL;
    if (!vm_exists() || !on_vm_thread()) return JNI_EDETACHED;
    Thread *t = vm_current_thread();
    if (!t) return JNI_EDETACHED;
    JniEnvImpl *e = jni_env_of(t);
    if (created_by_invocation && t == vm.main_thread && !e->attached) return JNI_EDETACHED;
    if (!jni_is_supported_version(version)) return JNI_EVERSION; /* JVMTI (0x30...) comes with the JVMTI issue */
    *penv = e;
    return JNI_OK;
}

static jint attach(JavaVM *jvm, void **penv, void *args, bool daemon) {
    (void)jvm;
    (void)daemon;
    if (!penv) return JNI_ERR;
    if (!vm_exists()) return JNI_ERR;
    JavaVMAttachArgs *aa = args;
    if (aa && !supported_invocation_version(aa->version)) return JNI_EVERSION;
    if (!on_vm_thread()) return JNI_ERR; /* other OS threads: needs the native threads back end */
    Thread *t = vm_current_thread();
    JniEnvImpl *e = jni_env_of(t);
    e->attached = true;
    *penv = e;
    return JNI_OK;
}

static jint JNICALL AttachCurrentThread(JavaVM *jvm, void **penv, void *args) { return attach(jvm, penv, args, false); }

static jint JNICALL AttachCurrentThreadAsDaemon(JavaVM *jvm, void **penv, void *args) {
    return attach(jvm, penv, args, true);
}

static jint JNICALL DetachCurrentThread(JavaVM *jvm) {
    (void)jvm;
    if (!vm_exists() || !on_vm_thread()) return JNI_EDETACHED;
    Thread *t = vm_current_thread();
    JniEnvImpl *e = jni_env_of(t);
    /* a thread running Java code (inside a native method) cannot detach itself */
    if (!created_by_invocation || t->frame != invocation_base) return JNI_ERR;
    if (!e->attached) return JNI_EDETACHED;
    e->attached = false;
    return JNI_OK;
}

static jint JNICALL DestroyJavaVM(JavaVM *jvm) {
    (void)jvm;
    if (!vm_exists()) return JNI_ERR;
    if (!created_by_invocation || !on_vm_thread()) return JNI_ERR;
    Thread *t = vm.main_thread;
    if (t->frame != invocation_base) return JNI_ERR;
    JniEnvImpl *e = jni_env_of(t);
    e->attached = true;
    vm_destroy_java(t);
    t->exception = NULL;
    fflush(stdout);
    fflush(stderr);
    destroyed = true;
    return JNI_OK;
}

static const struct JNIInvokeInterface_ invoke_table = {
    NULL, NULL, NULL, DestroyJavaVM, AttachCurrentThread, DetachCurrentThread, GetEnv, AttachCurrentThreadAsDaemon,
};

/* ---------------------------------------------------------------- the exported functions */

JNIEXPORT jint JNICALL JNI_GetDefaultJavaVMInitArgs(void *args) {
    JavaVMInitArgs *a = args;
    if (!a) return JNI_ERR;
    jint ret = supported_invocation_version(a->version) ? JNI_OK : JNI_ERR;
    if (a->version == JNI_VERSION_1_1) a->version = JNI_VERSION_1_2;
    return ret;
}

JNIEXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vmBuf, jsize bufLen, jsize *nVMs) {
    jsize n = vm_exists() ? 1 : 0;
    if (nVMs) *nVMs = n;
    if (n && vmBuf && bufLen > 0) vmBuf[0] = &jni_java_vm;
    return JNI_OK;
}

/* The option hooks of JNI_CreateJavaVM: vfprintf carries the JNI code's own messages (FatalError,
   ExceptionDescribe's prefix), abort is called by FatalError before aborting, exit is called with the
   status when the process exits (natively through on_exit: the core's vm_exit calls exit()). */
jint(JNICALL *jni_vfprintf_hook)(FILE *fp, const char *format, va_list args);
void(JNICALL *jni_exit_hook)(jint code);
void(JNICALL *jni_abort_hook)(void);

void jni_vm_printf(FILE *fp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (jni_vfprintf_hook) jni_vfprintf_hook(fp, fmt, ap);
    else vfprintf(fp, fmt, ap);
    va_end(ap);
}

void jni_vm_abort(void) {
    fflush(stdout);
    fflush(stderr);
    if (jni_abort_hook) jni_abort_hook();
    abort();
}

#ifndef __EMSCRIPTEN__

/* vitrine_invocation/Boot.class (javac --release 11 -g:none) of:
       package vitrine_invocation;
       public final class Boot {
           public static void main(String[] args) { park(); }
           private static native void park();
       } */
static const unsigned char boot_class[] = {
    0xca, 0xfe, 0xba, 0xbe, 0x00, 0x00, 0x00, 0x37, 0x00, 0x0f, 0x0a, 0x00,
    0x02, 0x00, 0x03, 0x07, 0x00, 0x04, 0x0c, 0x00, 0x05, 0x00, 0x06, 0x01,
    0x00, 0x10, 0x6a, 0x61, 0x76, 0x61, 0x2f, 0x6c, 0x61, 0x6e, 0x67, 0x2f,
    0x4f, 0x62, 0x6a, 0x65, 0x63, 0x74, 0x01, 0x00, 0x06, 0x3c, 0x69, 0x6e,
    0x69, 0x74, 0x3e, 0x01, 0x00, 0x03, 0x28, 0x29, 0x56, 0x0a, 0x00, 0x08,
    0x00, 0x09, 0x07, 0x00, 0x0a, 0x0c, 0x00, 0x0b, 0x00, 0x06, 0x01, 0x00,
    0x17, 0x76, 0x69, 0x74, 0x72, 0x69, 0x6e, 0x65, 0x5f, 0x69, 0x6e, 0x76,
    0x6f, 0x63, 0x61, 0x74, 0x69, 0x6f, 0x6e, 0x2f, 0x42, 0x6f, 0x6f, 0x74,
    0x01, 0x00, 0x04, 0x70, 0x61, 0x72, 0x6b, 0x01, 0x00, 0x04, 0x43, 0x6f,
    0x64, 0x65, 0x01, 0x00, 0x04, 0x6d, 0x61, 0x69, 0x6e, 0x01, 0x00, 0x16,
    0x28, 0x5b, 0x4c, 0x6a, 0x61, 0x76, 0x61, 0x2f, 0x6c, 0x61, 0x6e, 0x67,
    0x2f, 0x53, 0x74, 0x72, 0x69, 0x6e, 0x67, 0x3b, 0x29, 0x56, 0x00, 0x31,
    0x00, 0x08, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x01,
    0x00, 0x05, 0x00, 0x06, 0x00, 0x01, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x11,
    0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x05, 0x2a, 0xb7, 0x00, 0x01,
    0xb1, 0x00, 0x00, 0x00, 0x00, 0x00, 0x09, 0x00, 0x0d, 0x00, 0x0e, 0x00,
    0x01, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x04, 0xb8, 0x00, 0x07, 0xb1, 0x00, 0x00, 0x00, 0x00, 0x01,
    0x0a, 0x00, 0x0b, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00
};

static pthread_mutex_t boot_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t boot_cond = PTHREAD_COND_INITIALIZER;
static bool boot_ready;

/* Boot.park(): the VM is up; hand it to the creating thread and park this OS thread for good. */
static NativeResult boot_park(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    (void)ret;
    invocation_base = t->frame;
    pthread_mutex_lock(&boot_lock);
    boot_ready = true;
    pthread_cond_broadcast(&boot_cond);
    for (;;) pthread_cond_wait(&boot_cond, &boot_lock);
    return NR_OK;
}

NativeFn jni_invocation_native(Method *m) {
    if (created_by_invocation && !strcmp(m->klass->name, "vitrine_invocation/Boot") && !strcmp(m->name, "park"))
        return boot_park;
    return NULL;
}

typedef struct BootArgs {
    int argc;
    char **argv;
} BootArgs;

static void *boot_thread(void *p) {
    BootArgs *b = p;
    vitrine_main(b->argc, b->argv); /* returns only if the VM could not start: it exits the process */
    return NULL;
}

static char *concat3(const char *a, const char *b, const char *c) {
    size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
    char *s = vm_malloc(n);
    snprintf(s, n, "%s%s%s", a, b, c);
    return s;
}

/* Writes Boot.class under a fresh temporary directory; returns the directory (class path entry). */
static char *write_boot_class(void) {
    const char *tmp = getenv("TMPDIR");
    char *dir = concat3(tmp && *tmp ? tmp : "/tmp", "/vitrine-jni-", "XXXXXX");
    if (!mkdtemp(dir)) return NULL;
    char *pkg = concat3(dir, "/", "vitrine_invocation");
    char *file = concat3(pkg, "/", "Boot.class");
    bool ok = mkdir(pkg, 0700) == 0;
    FILE *f = ok ? fopen(file, "wb") : NULL;
    ok = f && fwrite(boot_class, 1, sizeof boot_class, f) == sizeof boot_class;
    if (f && fclose(f) != 0) ok = false;
    free(pkg);
    free(file);
    if (!ok) {
        free(dir);
        return NULL;
    }
    return dir;
}

static void remove_boot_class(const char *dir) {
    char *pkg = concat3(dir, "/", "vitrine_invocation");
    char *file = concat3(pkg, "/", "Boot.class");
    unlink(file);
    rmdir(pkg);
    rmdir(dir);
    free(pkg);
    free(file);
}

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static void call_exit_hook(int status, void *arg) {
    (void)arg;
    if (jni_exit_hook) jni_exit_hook(status);
}

/* Options vitrine_main understands as a VM option. */
static bool known_option(const char *o) {
    static const char *const prefixes[] = {"-D", "-Xmx", "-Xms", "-Xss", "-ea", "-da", "-enableassertions",
                                           "-disableassertions", "-esa", "-dsa", "-enablesystemassertions",
                                           "-disablesystemassertions", "-verbose", "-Xshare:", "-Xlog", NULL};
    static const char *const exact[] = {"-Xint", "-Xmixed", "-Xbatch", "-Xrs", "-Xcheck:jni",
                                        "-XX:+DeterministicScheduling", "-XX:-DeterministicScheduling",
                                        "-XX:+UseSerialGC", "-XX:+ShowCodeDetailsInExceptionMessages", NULL};
    for (int i = 0; exact[i]; i++)
        if (!strcmp(o, exact[i])) return true;
    for (int i = 0; prefixes[i]; i++)
        if (has_prefix(o, prefixes[i])) return true;
    return false;
}

JNIEXPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args) {
    JavaVMInitArgs *a = args;
    if (!pvm || !penv) return JNI_ERR;
    *pvm = NULL;
    *penv = NULL;
    if (!a || !supported_invocation_version(a->version)) return JNI_EVERSION;
    if (vm.main_thread) return destroyed ? JNI_ERR : JNI_EEXIST;

    const char *class_path = NULL;
    int n = 0;
    char **argv = vm_calloc((size_t)a->nOptions + 5, sizeof(char *));
    argv[n++] = "vitrine";
    for (jint i = 0; i < a->nOptions; i++) {
        const char *o = a->options[i].optionString;
        if (!o) continue;
        if (!strcmp(o, "vfprintf")) jni_vfprintf_hook = (jint(JNICALL *)(FILE *, const char *, va_list))a->options[i].extraInfo;
        else if (!strcmp(o, "exit")) jni_exit_hook = (void(JNICALL *)(jint))a->options[i].extraInfo;
        else if (!strcmp(o, "abort")) jni_abort_hook = (void(JNICALL *)(void))a->options[i].extraInfo;
        else if (has_prefix(o, "-Djava.class.path=")) class_path = o + strlen("-Djava.class.path=");
        else if (known_option(o)) argv[n++] = (char *)o;
        else if (has_prefix(o, "_")) continue; /* launcher-private options such as _java_launcher */
        else if (!a->ignoreUnrecognized || !(has_prefix(o, "-X") || has_prefix(o, "_"))) {
            free(argv);
            return JNI_ERR;
        }
    }
    if (jni_exit_hook) on_exit(call_exit_hook, NULL);
    char *boot_dir = write_boot_class();
    if (!boot_dir) {
        free(argv);
        return JNI_ERR;
    }
    argv[n++] = "-cp";
    argv[n++] = class_path && *class_path ? concat3(class_path, ":", boot_dir) : boot_dir;
    argv[n++] = "vitrine_invocation.Boot";
    argv[n] = NULL;

    created_by_invocation = true;
    static BootArgs boot;
    boot.argc = n;
    boot.argv = argv;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 64u << 20);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t th;
    int rc = pthread_create(&th, &attr, boot_thread, &boot);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        created_by_invocation = false;
        return JNI_ERR;
    }
    pthread_mutex_lock(&boot_lock);
    while (!boot_ready) pthread_cond_wait(&boot_cond, &boot_lock);
    pthread_mutex_unlock(&boot_lock);
    remove_boot_class(boot_dir); /* loaded: the files are no longer needed */

    claim_vm_thread();
    Thread *t = vm.main_thread;
    JniEnvImpl *e = jni_env_of(t);
    e->attached = true;
    *pvm = &jni_java_vm;
    *penv = e;
    return JNI_OK;
}

#else /* __EMSCRIPTEN__: the wasm program is the VM; there is nothing to create */

NativeFn jni_invocation_native(Method *m) {
    (void)m;
    return NULL;
}

JNIEXPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args) {
    (void)args;
    if (pvm) *pvm = NULL;
    if (penv) *penv = NULL;
    return vm.main_thread ? JNI_EEXIST : JNI_ERR;
}

#endif

void jni_note_vm_thread(void) {
#ifndef __EMSCRIPTEN__
    if (!vm_os_thread_set) claim_vm_thread();
#endif
}
