/* agentthread.c: a test agent for RunAgentThread (node-tests/jvmti-jdwp.test.mjs). In VMInit it makes
   an unstarted java.lang.Thread, tries RunAgentThread with bad arguments, then runs its function on it
   and waits (on a raw monitor, without the execution token) until the thread has run and ended. The
   agent thread looks at itself through JNI and JVMTI (the current thread, daemon, priority, state,
   alive) and waits in turn until VMInit has seen its start, so both threads block in native code while
   the other runs. ThreadStart/ThreadEnd are printed for the agent thread only. Output: a line per
   fact, in an order the raw monitor fixes; at the end VMInit joins the agent thread. */
#include <stdio.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jrawMonitorID lock;
static jobject worker;      /* global reference to the agent thread's Thread */
static int stage;           /* 1: the agent thread ran its checks, 2: VMInit answered, 3: it ended */


static void say(const char *fmt, const char *a) {
    printf(fmt, a);
    putchar('\n');
    fflush(stdout);
}

static void set_stage(jvmtiEnv *jvmti, int s) {
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    stage = s;
    (*jvmti)->RawMonitorNotifyAll(jvmti, lock);
    (*jvmti)->RawMonitorExit(jvmti, lock);
}

static void await_stage(jvmtiEnv *jvmti, int s) {
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    while (stage < s) (*jvmti)->RawMonitorWait(jvmti, lock, 0);
    (*jvmti)->RawMonitorExit(jvmti, lock);
}

/* Thread.<name>() of t as text: a boolean, an int or (via toString) an object. */
static const char *thread_call(JNIEnv *jni, jobject t, const char *name, const char *sig) {
    static char buf[128];
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID m = (*jni)->GetMethodID(jni, tc, name, sig);
    if (!strcmp(sig, "()Z")) return (*jni)->CallBooleanMethod(jni, t, m) ? "true" : "false";
    if (!strcmp(sig, "()I")) {
        snprintf(buf, sizeof buf, "%d", (int)(*jni)->CallIntMethod(jni, t, m));
        return buf;
    }
    jobject o = (*jni)->CallObjectMethod(jni, t, m);
    jclass oc = (*jni)->FindClass(jni, "java/lang/Object");
    jstring s = (*jni)->CallObjectMethod(jni, o, (*jni)->GetMethodID(jni, oc, "toString", "()Ljava/lang/String;"));
    const char *c = (*jni)->GetStringUTFChars(jni, s, NULL);
    snprintf(buf, sizeof buf, "%s", c);
    (*jni)->ReleaseStringUTFChars(jni, s, c);
    return buf;
}

static int is_worker(JNIEnv *jni, jthread t) { return worker && (*jni)->IsSameObject(jni, t, worker); }

static void JNICALL agent_main(jvmtiEnv *jvmti, JNIEnv *jni, void *arg) {
    say("agent thread: runs with argument \"%s\"", (const char *)arg);
    jthread cur = NULL;
    jvmtiError err = (*jvmti)->GetCurrentThread(jvmti, &cur);
    say("agent thread: GetCurrentThread %s", err == JVMTI_ERROR_NONE && is_worker(jni, cur) ? "is the agent thread" : "differs");
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jobject jcur = (*jni)->CallStaticObjectMethod(jni, tc, (*jni)->GetStaticMethodID(jni, tc, "currentThread", "()Ljava/lang/Thread;"));
    say("agent thread: Thread.currentThread() %s", is_worker(jni, jcur) ? "is the agent thread" : "differs");
    say("agent thread: getName() %s", thread_call(jni, jcur, "getName", "()Ljava/lang/String;"));
    say("agent thread: isDaemon() %s", thread_call(jni, jcur, "isDaemon", "()Z"));
    say("agent thread: getPriority() %s", thread_call(jni, jcur, "getPriority", "()I"));
    say("agent thread: getState() %s", thread_call(jni, jcur, "getState", "()Ljava/lang/Thread$State;"));
    say("agent thread: isAlive() %s", thread_call(jni, jcur, "isAlive", "()Z"));
    say("agent thread: exception pending %s", (*jni)->ExceptionCheck(jni) ? "yes" : "no");
    set_stage(jvmti, 1);
    await_stage(jvmti, 2); /* blocks in native code until VMInit, on the other thread, has answered */
    say("agent thread: %s", "returns");
}

static void JNICALL thread_start(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread) {
    if (!is_worker(jni, thread)) return;
    jthread cur = NULL;
    (*jvmti)->GetCurrentThread(jvmti, &cur);
    say("ThreadStart: agent thread, on %s", is_worker(jni, cur) ? "itself" : "another thread");
}

static void JNICALL thread_end(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread) {
    if (!is_worker(jni, thread)) return;
    say("ThreadEnd: agent thread, getState() %s", thread_call(jni, thread, "getState", "()Ljava/lang/Thread$State;"));
    set_stage(jvmti, 3);
}

static void JNICALL vm_init(jvmtiEnv *jvmti, JNIEnv *jni, jthread main_thread) {
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID init = (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V");
    jobject t = (*jni)->NewObject(jni, tc, init, (*jni)->NewStringUTF(jni, "agent worker"));
    jobject str = (*jni)->NewStringUTF(jni, "not a thread");
    say("VMInit: RunAgentThread(running thread) %s",
        agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, main_thread, agent_main, "x", JVMTI_THREAD_NORM_PRIORITY)));
    say("VMInit: RunAgentThread(a String) %s",
        agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, str, agent_main, "x", JVMTI_THREAD_NORM_PRIORITY)));
    say("VMInit: RunAgentThread(NULL thread) %s",
        agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, NULL, agent_main, "x", JVMTI_THREAD_NORM_PRIORITY)));
    say("VMInit: RunAgentThread(priority 0) %s", agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, t, agent_main, "x", 0)));
    say("VMInit: RunAgentThread(priority 11) %s", agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, t, agent_main, "x", 11)));
    say("VMInit: RunAgentThread(NULL function) %s",
        agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, t, NULL, "x", JVMTI_THREAD_NORM_PRIORITY)));
    say("VMInit: before, isDaemon() %s", thread_call(jni, t, "isDaemon", "()Z"));
    say("VMInit: before, getState() %s", thread_call(jni, t, "getState", "()Ljava/lang/Thread$State;"));
    worker = (*jni)->NewGlobalRef(jni, t);
    jvmtiError err = (*jvmti)->RunAgentThread(jvmti, t, agent_main, "hello", JVMTI_THREAD_MAX_PRIORITY);
    if (err != JVMTI_ERROR_NONE) {
        say("VMInit: RunAgentThread %s", agent_error_name(jvmti, err));
        return;
    }
    /* the new thread may print at once: VMInit says so once it has */
    await_stage(jvmti, 1);
    say("VMInit: RunAgentThread %s", agent_error_name(jvmti, err));
    say("VMInit: started thread again: %s",
        agent_error_name(jvmti, (*jvmti)->RunAgentThread(jvmti, t, agent_main, "x", JVMTI_THREAD_NORM_PRIORITY)));
    set_stage(jvmti, 2);
    await_stage(jvmti, 3);
    /* ThreadEnd comes before the thread has quite ended: join() waits for that */
    (*jni)->CallVoidMethod(jni, t, (*jni)->GetMethodID(jni, tc, "join", "()V"));
    say("VMInit: after join(), isAlive() %s", thread_call(jni, t, "isAlive", "()Z"));
    say("VMInit: after join(), getState() %s", thread_call(jni, t, "getState", "()Ljava/lang/Thread$State;"));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    (*jvmti)->CreateRawMonitor(jvmti, "agentthread", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = vm_init;
    cb.ThreadStart = thread_start;
    cb.ThreadEnd = thread_end;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_END, NULL);
    return JNI_OK;
}
