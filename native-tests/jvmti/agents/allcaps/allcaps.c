/* allcaps.c: an agent that takes every capability the VM offers (GetPotentialCapabilities, then
   AddCapabilities) and, by its options, enables nothing or one kind of event, to measure what an agent
   costs (bench/jvmti.sh, docs/PERFORMANCE.md) and to check that a program's output does not change
   under it (node-tests/jvmti-corpus.test.mjs).

     -agentlib:allcaps                 every capability, nothing enabled
     -agentlib:allcaps=breakpoint=C.m  a breakpoint at the start of method m of class C (C in internal
                                       form, a/b/C; the first method of that name), counted
     -agentlib:allcaps=entryexit       MethodEntry and MethodExit on every thread, counted
     -agentlib:allcaps=step            SingleStep on every thread, counted
     -agentlib:allcaps=sample          SampledObjectAlloc on every thread at the default interval
                                       (512 KB), counted
     -agentlib:allcaps=followrefs      at VMDeath, FollowReferences over the whole heap (every object
                                       reached is visited), timed: "metric followrefs ns/op N" on
                                       stderr, N the nanoseconds per object reached
     ...,report                        print the counts on stderr at VMDeath

   It prints nothing else on success, so a program's stdout and stderr stay its own. When a capability
   a mode needs is not offered, or enabling its event fails (JVMTI_ERROR_NOT_AVAILABLE: the VM does
   not send that event yet), it says so on stderr, naming the event, and the VM does not start (its
   Agent_OnLoad fails): the agent never pretends to measure what is not there. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static int report, follow_refs;
static char bp_class[600], bp_method[600];
static volatile long long entries, exits, steps, breakpoints, samples, reached;

static const char *err_name(jvmtiError e) { return agent_error_name(jvmti, e); }

static void JNICALL method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method) {
    (void)env, (void)jni, (void)thread, (void)method;
    __atomic_fetch_add(&entries, 1, __ATOMIC_RELAXED);
}

static void JNICALL method_exit(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jboolean popped,
                                jvalue value) {
    (void)env, (void)jni, (void)thread, (void)method, (void)popped, (void)value;
    __atomic_fetch_add(&exits, 1, __ATOMIC_RELAXED);
}

static void JNICALL single_step(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation location) {
    (void)env, (void)jni, (void)thread, (void)method, (void)location;
    __atomic_fetch_add(&steps, 1, __ATOMIC_RELAXED);
}

static void JNICALL breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation location) {
    (void)env, (void)jni, (void)thread, (void)method, (void)location;
    __atomic_fetch_add(&breakpoints, 1, __ATOMIC_RELAXED);
}

static void JNICALL sampled_alloc(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jclass klass,
                                  jlong size) {
    (void)env, (void)jni, (void)thread, (void)object, (void)klass, (void)size;
    __atomic_fetch_add(&samples, 1, __ATOMIC_RELAXED);
}

static jint JNICALL count_reference(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, jlong class_tag,
                                    jlong referrer_class_tag, jlong size, jlong *tag_ptr, jlong *referrer_tag_ptr,
                                    jint length, void *user_data) {
    (void)kind, (void)info, (void)class_tag, (void)referrer_class_tag, (void)size, (void)tag_ptr,
        (void)referrer_tag_ptr, (void)length, (void)user_data;
    reached++;
    return JVMTI_VISIT_OBJECTS;
}

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* FollowReferences from the heap roots, every object visited once; the time per reference reported */
static void follow_all(jvmtiEnv *env) {
    jvmtiHeapCallbacks hc;
    memset(&hc, 0, sizeof hc);
    hc.heap_reference_callback = count_reference;
    double t0 = now_ns();
    jvmtiError err = (*env)->FollowReferences(env, 0, NULL, NULL, &hc, NULL);
    double t1 = now_ns();
    if (err != JVMTI_ERROR_NONE) {
        fprintf(stderr, "allcaps: FollowReferences: %s\n", err_name(err));
        return;
    }
    fprintf(stderr, "metric followrefs ns/op %.1f\n", reached ? (t1 - t0) / (double)reached : 0.0);
    if (report) fprintf(stderr, "allcaps: FollowReferences reported %lld references in %.1f ms\n", reached, (t1 - t0) / 1e6);
}

/* The breakpoint goes in when its class is prepared; a failure there ends the program (status 3). */
static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)jni, (void)thread;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    size_t n = strlen(sig);
    int match = n == strlen(bp_class) + 2 && !strncmp(sig + 1, bp_class, n - 2);
    (*env)->Deallocate(env, (unsigned char *)sig);
    if (!match) return;
    jint count = 0;
    jmethodID *methods = NULL;
    (*env)->GetClassMethods(env, klass, &count, &methods);
    jvmtiError err = JVMTI_ERROR_NOT_FOUND;
    for (jint i = 0; i < count && err == JVMTI_ERROR_NOT_FOUND; i++) {
        char *name = NULL;
        (*env)->GetMethodName(env, methods[i], &name, NULL, NULL);
        if (name && !strcmp(name, bp_method)) err = (*env)->SetBreakpoint(env, methods[i], 0);
        (*env)->Deallocate(env, (unsigned char *)name);
    }
    (*env)->Deallocate(env, (unsigned char *)methods);
    if (err != JVMTI_ERROR_NONE) {
        fprintf(stderr, "allcaps: SetBreakpoint(%s.%s): %s\n", bp_class, bp_method,
                err == JVMTI_ERROR_NOT_FOUND ? "no such method" : err_name(err));
        exit(3);
    }
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni) {
    (void)jni;
    if (follow_refs) follow_all(env);
    if (report)
        fprintf(stderr, "allcaps: method entries %lld, exits %lld, single steps %lld, breakpoints %lld, sampled allocations %lld\n",
                entries, exits, steps, breakpoints, samples);
}

/* Enables event ev (named for the message); false after saying why not. */
static int enable(jvmtiEvent ev, const char *name) {
    jvmtiError err = (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, ev, NULL);
    if (err == JVMTI_ERROR_NONE) return 1;
    fprintf(stderr, "allcaps: enabling %s: %s%s\n", name, err_name(err),
            err == JVMTI_ERROR_NOT_AVAILABLE ? " (the VM does not send this event)" : "");
    return 0;
}

static int missing(unsigned has, const char *capability, const char *event) {
    if (has) return 0;
    fprintf(stderr, "allcaps: the VM does not offer %s: no %s events\n", capability, event);
    return 1;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    char mode[600] = "";
    if (options) snprintf(mode, sizeof mode, "%s", options);
    char *rep = strstr(mode, ",report");
    if (rep || !strcmp(mode, "report")) {
        report = 1;
        *(rep ? rep : mode) = 0;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    jvmtiError err = (*jvmti)->GetPotentialCapabilities(jvmti, &caps);
    if (err == JVMTI_ERROR_NONE) err = (*jvmti)->AddCapabilities(jvmti, &caps);
    if (err != JVMTI_ERROR_NONE) {
        fprintf(stderr, "allcaps: adding the potential capabilities: %s\n", err_name(err));
        return 1;
    }
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.MethodEntry = method_entry;
    cb.MethodExit = method_exit;
    cb.SingleStep = single_step;
    cb.Breakpoint = breakpoint;
    cb.ClassPrepare = class_prepare;
    cb.VMDeath = vm_death;
    cb.SampledObjectAlloc = sampled_alloc;
    if ((*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb) != JVMTI_ERROR_NONE) return 1;
    if (report && !enable(JVMTI_EVENT_VM_DEATH, "VMDeath")) return 1;
    if (!strcmp(mode, "") || !strcmp(mode, "none")) return JNI_OK;
    if (!strcmp(mode, "entryexit")) {
        if (missing(caps.can_generate_method_entry_events, "can_generate_method_entry_events", "MethodEntry") ||
            missing(caps.can_generate_method_exit_events, "can_generate_method_exit_events", "MethodExit"))
            return 1;
        return enable(JVMTI_EVENT_METHOD_ENTRY, "MethodEntry") && enable(JVMTI_EVENT_METHOD_EXIT, "MethodExit") ? JNI_OK : 1;
    }
    if (!strcmp(mode, "step")) {
        if (missing(caps.can_generate_single_step_events, "can_generate_single_step_events", "SingleStep")) return 1;
        return enable(JVMTI_EVENT_SINGLE_STEP, "SingleStep") ? JNI_OK : 1;
    }
    if (!strcmp(mode, "sample")) {
        if (missing(caps.can_generate_sampled_object_alloc_events, "can_generate_sampled_object_alloc_events",
                    "SampledObjectAlloc"))
            return 1;
        return enable(JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, "SampledObjectAlloc") ? JNI_OK : 1;
    }
    if (!strcmp(mode, "followrefs")) {
        if (!caps.can_tag_objects) {
            fprintf(stderr, "allcaps: the VM does not offer can_tag_objects: no FollowReferences\n");
            return 1;
        }
        follow_refs = 1;
        return report || enable(JVMTI_EVENT_VM_DEATH, "VMDeath") ? JNI_OK : 1;
    }
    if (!strncmp(mode, "breakpoint=", 11)) {
        char *dot = strrchr(mode + 11, '.');
        if (!dot || dot == mode + 11 || !dot[1]) {
            fprintf(stderr, "allcaps: breakpoint=<Class>.<method> expected, not %s\n", mode);
            return 1;
        }
        *dot = 0;
        snprintf(bp_class, sizeof bp_class, "%s", mode + 11);
        snprintf(bp_method, sizeof bp_method, "%s", dot + 1);
        for (char *p = bp_class; *p; p++)
            if (*p == '.') *p = '/';
        if (missing(caps.can_generate_breakpoint_events, "can_generate_breakpoint_events", "Breakpoint")) return 1;
        return enable(JVMTI_EVENT_BREAKPOINT, "Breakpoint") && enable(JVMTI_EVENT_CLASS_PREPARE, "ClassPrepare") ? JNI_OK : 1;
    }
    fprintf(stderr, "allcaps: unknown option %s (none, breakpoint=<Class>.<method>, entryexit, step, sample, followrefs; ,report)\n", mode);
    return 1;
}
