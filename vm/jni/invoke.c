/* invoke.c: the Invocation API (JNI_GetDefaultJavaVMInitArgs, JNI_CreateJavaVM,
   JNI_GetCreatedJavaVMs) and the JavaVM functions (DestroyJavaVM, AttachCurrentThread[AsDaemon],
   DetachCurrentThread, GetEnv), exported from libvitrine.so and the vitrine program.

   Threads: natively every Java thread is an OS thread (vm/token.c), so the calling OS thread's Java
   thread is the one GetEnv answers for; JNI_CreateJavaVM makes its caller the main thread, and
   AttachCurrentThread gives any other OS thread a java.lang.Thread of its own. The embedding code
   between JNI calls runs as native code (without the execution token). In WebAssembly there is one OS
   thread: the Java thread running the native code is the current one, and nothing can attach; the
   launcher (launcher/java.c) creates the VM through JNI_CreateJavaVM there too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni_impl.h"
#include "jvmti_hooks.h"
#include "vitrine.h"
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

static const struct JNIInvokeInterface_ invoke_table;
JavaVM jni_java_vm = &invoke_table;

static bool destroyed;

bool jni_is_supported_version(jint v) {
    return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 ||
           v == JNI_VERSION_1_8 || v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

static bool supported_invocation_version(jint v) { return v != JNI_VERSION_1_1 && jni_is_supported_version(v); }

static bool vm_exists(void) { return vm.main_thread != NULL && !destroyed; }

/* The Java thread of the calling OS thread, NULL if it is not attached. */
static Thread *calling_thread(void) { return vm_exists() ? vm_current_thread() : NULL; }

/* ---------------------------------------------------------------- JavaVM functions */

static jint JNICALL GetEnv(JavaVM *jvm, void **penv, jint version) {
    (void)jvm;
    if (!penv) return JNI_ERR;
    *penv = NULL;
    Thread *t = calling_thread();
    if ((version & JVMTI_VERSION_MASK_INTERFACE_TYPE) == JVMTI_VERSION_INTERFACE_JVMTI) {
        /* agents ask in Agent_OnLoad, before the VM (and any thread of it) exists */
        if (vm_exists() && !t) return JNI_EDETACHED;
        int s = t ? token_enter_vm(t) : 0; /* the environment list is the VM's */
        jint r = jvmti_get_env(penv, version);
        if (t) token_return_to(t, s);
        return r;
    }
    if (!t) return JNI_EDETACHED;
    if (!jni_is_supported_version(version)) return JNI_EVERSION;
    *penv = jni_env_of(t);
    return JNI_OK;
}

static jint attach(JavaVM *jvm, void **penv, void *args, bool daemon) {
    (void)jvm;
    if (!penv) return JNI_ERR;
    if (!vm_exists()) return JNI_ERR;
    JavaVMAttachArgs *aa = args;
    if (aa && !supported_invocation_version(aa->version)) return JNI_EVERSION;
    Thread *t = calling_thread();
    if (t) { /* already attached: nothing changes */
        *penv = jni_env_of(t);
        return JNI_OK;
    }
    if (!os_threads) return JNI_ERR; /* one OS thread (WebAssembly, VITRINE_GREEN_THREADS) */
    t = thread_new();
    if (!token_attach(t)) return JNI_ERR;
    Object *group = aa ? jni_deref(aa->group) : NULL;
    if (!thread_attach_foreign(t, aa ? aa->name : NULL, group, daemon)) {
        thread_terminated(t);
        token_detach(t);
        return JNI_ERR;
    }
    JniEnvImpl *e = jni_env_of(t);
    e->attached = true;
    vm_enter_native(t); /* back to the caller's own code */
    *penv = e;
    return JNI_OK;
}

static jint JNICALL AttachCurrentThread(JavaVM *jvm, void **penv, void *args) { return attach(jvm, penv, args, false); }

static jint JNICALL AttachCurrentThreadAsDaemon(JavaVM *jvm, void **penv, void *args) {
    return attach(jvm, penv, args, true);
}

static jint JNICALL DetachCurrentThread(JavaVM *jvm) {
    (void)jvm;
    Thread *t = calling_thread();
    if (!t) return JNI_EDETACHED;
    /* a thread running Java code (inside a native method) cannot detach itself */
    if (t->frame || !os_threads) return JNI_ERR;
    token_enter_vm(t);
    thread_detach_foreign(t);
    jni_env_of(t)->attached = false;
    token_detach(t);
    return JNI_OK;
}

static jint JNICALL DestroyJavaVM(JavaVM *jvm) {
    if (!vm_exists()) return JNI_ERR;
    Thread *t = calling_thread();
    if (!t) {
        /* as HotSpot: the calling thread attaches to wait for the others */
        void *env;
        JavaVMAttachArgs aa = {JNI_VERSION_1_8, (char *)"DestroyJavaVM", NULL};
        if (attach(jvm, &env, &aa, false) != JNI_OK) return JNI_ERR;
        t = calling_thread();
    }
    if (t->frame) return JNI_ERR;
    token_enter_vm(t);
    vm_destroy_java(t);
    t->exception = NULL;
    fflush(stdout);
    fflush(stderr);
    destroyed = true;
    token_keep_forever(t); /* daemon threads never run again, as in HotSpot */
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

#ifndef VITRINE_WASM
static void call_exit_hook(int status, void *arg) {
    (void)arg;
    if (jni_exit_hook) jni_exit_hook(status);
}
#endif

JNIEXPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args) {
    JavaVMInitArgs *a = args;
    if (!pvm || !penv) return JNI_ERR;
    *pvm = NULL;
    *penv = NULL;
    if (!a || !supported_invocation_version(a->version)) return JNI_EVERSION;
    if (vm.main_thread && !vm.from_snapshot) return destroyed ? JNI_ERR : JNI_EEXIST;

    int n = 0;
    char **options = vm_calloc((size_t)a->nOptions + 1, sizeof(char *));
    for (jint i = 0; i < a->nOptions; i++) {
        const char *o = a->options[i].optionString;
        if (!o) continue;
        if (!strcmp(o, "vfprintf")) jni_vfprintf_hook = (jint(JNICALL *)(FILE *, const char *, va_list))a->options[i].extraInfo;
        else if (!strcmp(o, "exit")) jni_exit_hook = (void(JNICALL *)(jint))a->options[i].extraInfo;
        else if (!strcmp(o, "abort")) jni_abort_hook = (void(JNICALL *)(void))a->options[i].extraInfo;
        else options[n++] = (char *)o;
    }
#ifndef VITRINE_WASM
    if (jni_exit_hook) on_exit(call_exit_hook, NULL);
#endif
    Thread *t = vm_create_embedded(n, options, a->ignoreUnrecognized); /* the caller becomes the main thread */
    free(options);
    if (!t) return JNI_ERR;
    JniEnvImpl *e = jni_env_of(t);
    e->attached = true;
    vm_enter_native(t); /* the embedder's code runs as native code */
    *pvm = &jni_java_vm;
    *penv = e;
    return JNI_OK;
}

/* The launcher's extension (include/vitrine.h): main runs with a fresh scheduling quantum, so that the
   program's interleaving does not depend on start-up; in WebAssembly in slices from the host's event
   loop (vm/slice.c), returning to it instead of to the caller. */
JNIEXPORT void JNICALL vitrine_run_main(JNIEnv *env, jclass cls, jmethodID main, jobjectArray args) {
    Thread *t = jni_thread(env);
    int state = token_enter_vm(t);
    sched_restart_quantum();
#ifdef __EMSCRIPTEN__
    if (main && slice_start_main(t, (Method *)main, jni_deref(args))) emscripten_exit_with_live_runtime();
#endif
    token_return_to(t, state);
    jvalue a[1];
    a[0].l = args;
    (*env)->CallStaticVoidMethodA(env, cls, main, a);
}
