/* trace.c: a JVMTI test agent that exercises the environment, capability, event, general and raw
   monitor functions with good and bad arguments in each phase, and prints what it sees (results as
   error names, events of the program's own classes and threads) on stdout. node-tests/jvmti.test.mjs
   runs it on HotSpot, native Vitrine and Vitrine in WebAssembly and compares the traces: every line
   must be one HotSpot prints too. Built as a shared library (against Vitrine's jvmti.h and against
   the JDK's) and linked statically into the WebAssembly test program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef __wasm__ /* one OS thread in WebAssembly (Emscripten, WASI) */
#include <pthread.h>
#endif

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti, *second;
static int from_os_thread; /* option "os-thread": call JVMTI from a thread the VM does not know */

static void line(const char *fmt, const char *a) {
    printf(fmt, a);
    putchar('\n');
    fflush(stdout);
}

static const char *err_name(jvmtiError e) { return agent_error_name(jvmti, e); }

static void check(const char *what, jvmtiError e) {
    printf("%s: %s\n", what, err_name(e));
    fflush(stdout);
}

static const char *phase_name(jvmtiEnv *env) {
    jvmtiPhase p;
    if ((*env)->GetPhase(env, &p) != JVMTI_ERROR_NONE) return "?";
    switch (p) {
    case JVMTI_PHASE_ONLOAD: return "onload";
    case JVMTI_PHASE_PRIMORDIAL: return "primordial";
    case JVMTI_PHASE_START: return "start";
    case JVMTI_PHASE_LIVE: return "live";
    case JVMTI_PHASE_DEAD: return "dead";
    }
    return "?";
}

/* The name of a class or thread through JNI (getName()), into buf. */
static const char *java_name(JNIEnv *jni, jobject o, const char *cls, char *buf, size_t n) {
    jclass c = (*jni)->FindClass(jni, cls);
    jmethodID m = c ? (*jni)->GetMethodID(jni, c, "getName", "()Ljava/lang/String;") : NULL;
    jstring s = m ? (jstring)(*jni)->CallObjectMethod(jni, o, m) : NULL;
    if (!s) {
        (*jni)->ExceptionClear(jni);
        snprintf(buf, n, "?");
        return buf;
    }
    const char *u = (*jni)->GetStringUTFChars(jni, s, NULL);
    snprintf(buf, n, "%s", u);
    (*jni)->ReleaseStringUTFChars(jni, s, u);
    return buf;
}

static int starts_with(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* The program's threads: main and its workers (not the VM's own threads, which differ between VMs,
   nor the thread that destroys the VM, which WebAssembly does not have) */
static int program_thread(const char *name) { return !strcmp(name, "main") || starts_with(name, "worker"); }

#ifndef __wasm__
/* A thread the VM does not know (not attached through JNI) calling JVMTI in the live phase: only the
   functions that may be called from heap callbacks work (GetErrorName does not either, so check()
   prints error numbers). */
static void *unattached(void *arg) {
    (void)arg;
    jvmtiEnv *env = jvmti;
    jint v;
    jlong ns;
    jvmtiPhase p;
    char *s = NULL;
    jthread t;
    jrawMonitorID m = NULL;
    check("os thread: GetVersionNumber", (*env)->GetVersionNumber(env, &v));
    check("os thread: GetPhase", (*env)->GetPhase(env, &p));
    check("os thread: GetTime", (*env)->GetTime(env, &ns));
    check("os thread: GetSystemProperty", (*env)->GetSystemProperty(env, "java.vm.specification.version", &s));
    if (s) (*env)->Deallocate(env, (unsigned char *)s);
    check("os thread: GetCurrentThread", (*env)->GetCurrentThread(env, &t));
    check("os thread: CreateRawMonitor", (*env)->CreateRawMonitor(env, "os", &m));
    check("os thread: RawMonitorEnter", (*env)->RawMonitorEnter(env, m));
    check("os thread: RawMonitorExit", (*env)->RawMonitorExit(env, m));
    return NULL;
}

static void call_from_os_thread(void) {
    pthread_t th;
    if (pthread_create(&th, NULL, unattached, NULL) == 0) pthread_join(th, NULL);
}
#endif

/* ---------------------------------------------------------------- events */

static void JNICALL on_vm_start(jvmtiEnv *env, JNIEnv *jni) {
    (void)jni;
    line("VMStart (phase %s)", phase_name(env));
    jthread t = NULL;
    check("start: GetCurrentThread", (*env)->GetCurrentThread(env, &t));
    check("start: SetSystemProperty", (*env)->SetSystemProperty(env, "jvmti.trace.late", "1"));
    jlong ns;
    check("start: GetCurrentThreadCpuTime", (*env)->GetCurrentThreadCpuTime(env, &ns));
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    char name[256];
    line("VMInit on thread %s", java_name(jni, thread, "java/lang/Thread", name, sizeof name));
    line("live: phase %s", phase_name(env));
    jthread cur = NULL;
    check("live: GetCurrentThread", (*env)->GetCurrentThread(env, &cur));
    line("live: current thread is the VMInit thread: %s", (*jni)->IsSameObject(jni, cur, thread) ? "yes" : "no");
    jlong a = -1, b = -1;
    check("live: GetCurrentThreadCpuTime", (*env)->GetCurrentThreadCpuTime(env, &a));
    check("live: GetThreadCpuTime(NULL)", (*env)->GetThreadCpuTime(env, NULL, &b));
    line("live: current thread cpu time is not negative: %s", a >= 0 ? "yes" : "no");
    jclass k = (*jni)->FindClass(jni, "java/lang/String");
    check("live: GetThreadCpuTime(a class)", (*env)->GetThreadCpuTime(env, k, &b));
    check("live: GetThreadCpuTime(NULL out)", (*env)->GetThreadCpuTime(env, thread, NULL));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_get_thread_cpu_time = 1;
    check("live: AddCapabilities(can_get_thread_cpu_time)", (*env)->AddCapabilities(env, &caps));
    check("live: GetThreadCpuTime(thread)", (*env)->GetThreadCpuTime(env, thread, &b));
    jvmtiTimerInfo ti;
    check("live: GetThreadCpuTimerInfo", (*env)->GetThreadCpuTimerInfo(env, &ti));
    printf("live: thread cpu timer kind %d max %lld skip %d %d\n", (int)ti.kind, (long long)ti.max_value,
           ti.may_skip_forward, ti.may_skip_backward);
    fflush(stdout);
    check("live: GenerateEvents(VM_INIT)", (*env)->GenerateEvents(env, JVMTI_EVENT_VM_INIT));
    check("live: GenerateEvents(DYNAMIC_CODE_GENERATED)", (*env)->GenerateEvents(env, JVMTI_EVENT_DYNAMIC_CODE_GENERATED));
    check("live: ThreadStart for one thread",
          (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, thread));
    check("live: SetSystemProperty", (*env)->SetSystemProperty(env, "jvmti.trace.late", "1"));
    jrawMonitorID m;
    check("live: CreateRawMonitor", (*env)->CreateRawMonitor(env, "live", &m));
    check("live: RawMonitorExit before entering", (*env)->RawMonitorExit(env, m));
    check("live: RawMonitorNotify before entering", (*env)->RawMonitorNotify(env, m));
    check("live: RawMonitorWait before entering", (*env)->RawMonitorWait(env, m, 1));
    check("live: RawMonitorEnter", (*env)->RawMonitorEnter(env, m));
    check("live: RawMonitorEnter again", (*env)->RawMonitorEnter(env, m));
    check("live: RawMonitorWait(1 ms)", (*env)->RawMonitorWait(env, m, 1));
    check("live: RawMonitorNotify", (*env)->RawMonitorNotify(env, m));
    check("live: RawMonitorNotifyAll", (*env)->RawMonitorNotifyAll(env, m));
    check("live: RawMonitorExit", (*env)->RawMonitorExit(env, m));
    check("live: RawMonitorExit", (*env)->RawMonitorExit(env, m));
    check("live: RawMonitorExit once too often", (*env)->RawMonitorExit(env, m));
    check("live: DestroyRawMonitor", (*env)->DestroyRawMonitor(env, m));
#ifndef __wasm__
    if (from_os_thread) call_from_os_thread();
#endif
}

static void JNICALL second_thread_end(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env;
    char name[256];
    line("second: ThreadEnd %s", java_name(jni, thread, "java/lang/Thread", name, sizeof name));
}

static void JNICALL second_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)jni;
    void *data = NULL;
    (*env)->GetEnvironmentLocalStorage(env, &data);
    line("VMInit in the second environment (its storage: %s)", data ? (const char *)data : "none");
    /* ThreadEnd for the main thread only */
    check("second: ThreadEnd for this thread",
          (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_THREAD_END, thread));
    jclass k = (*jni)->FindClass(jni, "java/lang/String");
    check("second: ThreadEnd for a class", (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_THREAD_END, k));
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni) {
    (void)jni;
    line("VMDeath (phase %s)", phase_name(env));
}

static void JNICALL on_thread_start(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env;
    char name[256];
    if (program_thread(java_name(jni, thread, "java/lang/Thread", name, sizeof name))) line("ThreadStart %s", name);
}

static void JNICALL on_thread_end(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    char name[256];
    if (!program_thread(java_name(jni, thread, "java/lang/Thread", name, sizeof name))) return;
    jthread cur = NULL;
    (*env)->GetCurrentThread(env, &cur);
    printf("ThreadEnd %s (on that thread: %s)\n", name, (*jni)->IsSameObject(jni, cur, thread) ? "yes" : "no");
    fflush(stdout);
}

static void class_event(const char *what, jvmtiEnv *env, JNIEnv *jni, jclass klass) {
    char name[256];
    /* the program's own classes; not its lambda classes, whose names differ (an address) and for
       which HotSpot sends ClassPrepare before ClassLoad */
    if (starts_with(java_name(jni, klass, "java/lang/Class", name, sizeof name), "JvmtiTrace") && !strstr(name, "$$Lambda")) {
        printf("%s %s (phase %s)\n", what, name, phase_name(env));
        fflush(stdout);
    }
}

static void JNICALL on_class_load(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)thread;
    class_event("ClassLoad", env, jni, klass);
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)thread;
    class_event("ClassPrepare", env, jni, klass);
}

/* ---------------------------------------------------------------- OnLoad */

static void onload_general(void) {
    jint v = 0;
    check("GetVersionNumber", (*jvmti)->GetVersionNumber(jvmti, &v));
    printf("version 0x%x\n", (unsigned)v);
    check("GetVersionNumber(NULL)", (*jvmti)->GetVersionNumber(jvmti, NULL));
    line("phase %s", phase_name(jvmti));
    char *n = NULL;
    check("GetErrorName(INVALID_ENVIRONMENT)", (*jvmti)->GetErrorName(jvmti, JVMTI_ERROR_INVALID_ENVIRONMENT, &n));
    line("  %s", n ? n : "NULL");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)n);
    check("GetErrorName(9999)", (*jvmti)->GetErrorName(jvmti, (jvmtiError)9999, &n));
    check("GetErrorName(NULL)", (*jvmti)->GetErrorName(jvmti, JVMTI_ERROR_NONE, NULL));
    unsigned char *mem = (unsigned char *)1;
    check("Allocate(0)", (*jvmti)->Allocate(jvmti, 0, &mem));
    line("  Allocate(0) gives %s", mem ? "memory" : "NULL");
    check("Allocate(-1)", (*jvmti)->Allocate(jvmti, -1, &mem));
    check("Allocate(16, NULL)", (*jvmti)->Allocate(jvmti, 16, NULL));
    check("Allocate(16)", (*jvmti)->Allocate(jvmti, 16, &mem));
    check("Deallocate", (*jvmti)->Deallocate(jvmti, mem));
    check("Deallocate(NULL)", (*jvmti)->Deallocate(jvmti, NULL));
    jvmtiJlocationFormat f;
    check("GetJLocationFormat", (*jvmti)->GetJLocationFormat(jvmti, &f));
    printf("  format %d\n", (int)f);
    jint cpus = 0;
    check("GetAvailableProcessors", (*jvmti)->GetAvailableProcessors(jvmti, &cpus));
    line("  processors > 0: %s", cpus > 0 ? "yes" : "no");
    jvmtiTimerInfo ti;
    check("GetTimerInfo", (*jvmti)->GetTimerInfo(jvmti, &ti));
    printf("  timer kind %d max %lld skip %d %d\n", (int)ti.kind, (long long)ti.max_value, ti.may_skip_forward,
           ti.may_skip_backward);
    jlong t1 = 0, t2 = 0;
    (*jvmti)->GetTime(jvmti, &t1);
    check("GetTime", (*jvmti)->GetTime(jvmti, &t2));
    line("  time goes forward: %s", t2 >= t1 ? "yes" : "no");
    check("SetVerboseFlag(OTHER)", (*jvmti)->SetVerboseFlag(jvmti, JVMTI_VERBOSE_OTHER, JNI_FALSE));
    check("SetVerboseFlag(99)", (*jvmti)->SetVerboseFlag(jvmti, (jvmtiVerboseFlag)99, JNI_FALSE));
    jthread t = NULL;
    check("onload: GetCurrentThread", (*jvmti)->GetCurrentThread(jvmti, &t));
    jlong ns;
    check("onload: GetCurrentThreadCpuTime without the capability", (*jvmti)->GetCurrentThreadCpuTime(jvmti, &ns));
}

static void onload_properties(void) {
    char *v = NULL;
    check("GetSystemProperty(java.vm.specification.version)",
          (*jvmti)->GetSystemProperty(jvmti, "java.vm.specification.version", &v));
    line("  %s", v ? v : "NULL");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)v);
    check("GetSystemProperty(no.such.property)", (*jvmti)->GetSystemProperty(jvmti, "no.such.property", &v));
    check("GetSystemProperty(NULL)", (*jvmti)->GetSystemProperty(jvmti, NULL, &v));
    check("SetSystemProperty(jvmti.trace.prop)", (*jvmti)->SetSystemProperty(jvmti, "jvmti.trace.prop", "set in OnLoad"));
    check("SetSystemProperty(java.vm.specification.version)",
          (*jvmti)->SetSystemProperty(jvmti, "java.vm.specification.version", "1"));
    jint count = 0;
    char **keys = NULL;
    check("GetSystemProperties", (*jvmti)->GetSystemProperties(jvmti, &count, &keys));
    int has_home = 0, has_set = 0;
    for (jint i = 0; i < count; i++) {
        if (!strcmp(keys[i], "java.home")) has_home = 1;
        if (!strcmp(keys[i], "jvmti.trace.prop")) has_set = 1;
        (*jvmti)->Deallocate(jvmti, (unsigned char *)keys[i]);
    }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)keys);
    line("  java.home listed: %s", has_home ? "yes" : "no");
    line("  jvmti.trace.prop listed: %s", has_set ? "yes" : "no");
}

static void onload_capabilities(void) {
    jvmtiCapabilities caps, have;
    memset(&caps, 0, sizeof caps);
    check("GetPotentialCapabilities", (*jvmti)->GetPotentialCapabilities(jvmti, &caps));
    line("  can_get_current_thread_cpu_time: %s", caps.can_get_current_thread_cpu_time ? "yes" : "no");
    memset(&caps, 0, sizeof caps);
    caps.can_get_current_thread_cpu_time = 1;
    check("AddCapabilities(can_get_current_thread_cpu_time)", (*jvmti)->AddCapabilities(jvmti, &caps));
    check("GetCapabilities", (*jvmti)->GetCapabilities(jvmti, &have));
    line("  has can_get_current_thread_cpu_time: %s", have.can_get_current_thread_cpu_time ? "yes" : "no");
    check("AddCapabilities(NULL)", (*jvmti)->AddCapabilities(jvmti, NULL));
    jvmtiCapabilities other;
    check("second: GetCapabilities", (*second)->GetCapabilities(second, &other));
    line("  second has can_get_current_thread_cpu_time: %s", other.can_get_current_thread_cpu_time ? "yes" : "no");
    check("RelinquishCapabilities", (*jvmti)->RelinquishCapabilities(jvmti, &caps));
    (*jvmti)->GetCapabilities(jvmti, &have);
    line("  still has can_get_current_thread_cpu_time: %s", have.can_get_current_thread_cpu_time ? "yes" : "no");
    check("AddCapabilities again", (*jvmti)->AddCapabilities(jvmti, &caps));
    jlong ns = -1;
    check("onload: GetCurrentThreadCpuTime", (*jvmti)->GetCurrentThreadCpuTime(jvmti, &ns));
}

static void onload_raw_monitors(void) {
    jrawMonitorID m;
    check("CreateRawMonitor(NULL name)", (*jvmti)->CreateRawMonitor(jvmti, NULL, &m));
    check("CreateRawMonitor(NULL out)", (*jvmti)->CreateRawMonitor(jvmti, "m", NULL));
    check("CreateRawMonitor", (*jvmti)->CreateRawMonitor(jvmti, "onload", &m));
    check("RawMonitorEnter", (*jvmti)->RawMonitorEnter(jvmti, m));
    check("RawMonitorEnter again", (*jvmti)->RawMonitorEnter(jvmti, m));
    check("RawMonitorExit", (*jvmti)->RawMonitorExit(jvmti, m));
    check("RawMonitorExit", (*jvmti)->RawMonitorExit(jvmti, m));
    check("RawMonitorEnter(NULL)", (*jvmti)->RawMonitorEnter(jvmti, NULL));
    check("DestroyRawMonitor", (*jvmti)->DestroyRawMonitor(jvmti, m));
}

static void onload_events(void) {
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMStart = on_vm_start;
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ThreadStart = on_thread_start;
    cb.ThreadEnd = on_thread_end;
    cb.ClassLoad = on_class_load;
    cb.ClassPrepare = on_class_prepare;
    check("SetEventCallbacks", (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb));
    check("SetEventCallbacks(size -1)", (*jvmti)->SetEventCallbacks(jvmti, &cb, -1));
    check("SetEventCallbacks", (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb));
    jvmtiEvent evs[] = {JVMTI_EVENT_VM_START, JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH, JVMTI_EVENT_THREAD_START,
                        JVMTI_EVENT_THREAD_END, JVMTI_EVENT_CLASS_LOAD, JVMTI_EVENT_CLASS_PREPARE};
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        check("SetEventNotificationMode(ENABLE)", (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL));
    check("SetEventNotificationMode(event 1)", (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, (jvmtiEvent)1, NULL));
    /* HotSpot 17 accepts a reserved event number (72) and takes any mode but JVMTI_ENABLE as
       JVMTI_DISABLE, where the specification says INVALID_EVENT_TYPE and ILLEGAL_ARGUMENT (as Vitrine
       answers): not part of the trace */
    check("SetEventNotificationMode(SINGLE_STEP) without the capability",
          (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, NULL));
    check("onload: GenerateEvents", (*jvmti)->GenerateEvents(jvmti, JVMTI_EVENT_DYNAMIC_CODE_GENERATED));

    /* the second environment: its own callbacks and storage */
    jvmtiEventCallbacks cb2;
    memset(&cb2, 0, sizeof cb2);
    cb2.VMInit = second_vm_init;
    cb2.ThreadEnd = second_thread_end;
    check("second: SetEventCallbacks", (*second)->SetEventCallbacks(second, &cb2, (jint)sizeof cb2));
    check("second: SetEventNotificationMode",
          (*second)->SetEventNotificationMode(second, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL));
    check("second: SetEnvironmentLocalStorage", (*second)->SetEnvironmentLocalStorage(second, "second's"));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    line("Agent_OnLoad options=%s", options ? options : "(null)");
    from_os_thread = options && !strcmp(options, "os-thread");
    static const jint versions[] = {JVMTI_VERSION_1_0, JVMTI_VERSION_1_1, JVMTI_VERSION_1_2, JVMTI_VERSION_9,
                                    JVMTI_VERSION_11, JVMTI_VERSION};
    void *envs[6];
    for (int i = 0; i < 6; i++) {
        envs[i] = NULL;
        jint r = (*vm)->GetEnv(vm, &envs[i], versions[i]);
        printf("GetEnv(0x%x): %s\n", (unsigned)versions[i], r == JNI_OK && envs[i] ? "an environment" : "failed");
    }
    int distinct = 1;
    for (int i = 0; i < 6; i++)
        for (int j = i + 1; j < 6; j++)
            if (envs[i] == envs[j]) distinct = 0;
    printf("each GetEnv gives a new environment: %s\n", distinct ? "yes" : "no");
    /* other versions: 9.1, 10, 12, 13, 17.1, 17.0.5, 18, 255, and JNI's 1.8 */
    static const jint others[] = {0x30090100, 0x300A0000, 0x300C0000, 0x300D0000, 0x30110100, 0x30110005,
                                  0x30120000, 0x30FF0000, 0x00010008};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
        void *e = NULL;
        jint r = (*vm)->GetEnv(vm, &e, others[i]);
        printf("GetEnv(0x%x): %s\n", (unsigned)others[i],
               r == JNI_EVERSION ? "JNI_EVERSION" : r == JNI_OK ? "JNI_OK" : r == JNI_EDETACHED ? "JNI_EDETACHED" : "other");
        if (r == JNI_OK && others[i] & 0x30000000) (*(jvmtiEnv *)e)->DisposeEnvironment(e);
    }
    fflush(stdout);
    jvmti = envs[5];
    second = envs[0];
    for (int i = 1; i < 5; i++) check("DisposeEnvironment", (*(jvmtiEnv *)envs[i])->DisposeEnvironment(envs[i]));
    void *data = (void *)1;
    check("GetEnvironmentLocalStorage", (*jvmti)->GetEnvironmentLocalStorage(jvmti, &data));
    line("  initially %s", data ? "set" : "NULL");
    check("SetEnvironmentLocalStorage", (*jvmti)->SetEnvironmentLocalStorage(jvmti, "first's"));
    (*jvmti)->GetEnvironmentLocalStorage(jvmti, &data);
    line("  now %s", (const char *)data);
    onload_general();
    onload_properties();
    onload_capabilities();
    onload_raw_monitors();
    onload_events();
    return options && !strcmp(options, "fail") ? 1 : JNI_OK;
}

JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm) {
    (void)vm;
    line("Agent_OnUnload%s", "");
}
