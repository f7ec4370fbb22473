/* threads.c: the threads test agent (node-tests/jvmti-threads.test.mjs) for
   native-tests/jvmti/java/JvmtiThreads.java. When the program's class is prepared it registers the
   program's natives (RegisterNatives), through which the program asks, at points where its threads
   are synchronised, for thread states and information, the live threads, thread groups, thread-local
   storage, monitor information, and has threads suspended, resumed, interrupted and stopped. It also
   prints the monitor events (contended enter/entered, wait/waited) of the program's own threads
   ("T-...") on its own locks (JvmtiThreads$Lock). Lists are sorted and filtered to the program's own
   threads, so the trace is the same on every VM. Builds against Vitrine's headers and the JDK's. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jvmti.h>

static jvmtiEnv *jvmti;

/* (C99 has no strdup) */
static char *copy(const char *s) {
    char *c = malloc(strlen(s) + 1);
    strcpy(c, s);
    return c;
}

static void out(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fflush(stdout);
}

static const char *err_name(jvmtiError e) {
    char *name = NULL;
    static char buf[8][64];
    static int next;
    char *b = buf[next++ % 8];
    if ((*jvmti)->GetErrorName(jvmti, e, &name) != JVMTI_ERROR_NONE || !name) {
        snprintf(b, 64, "error %d", (int)e);
        return b;
    }
    snprintf(b, 64, "%s", strncmp(name, "JVMTI_ERROR_", 12) ? name : name + 12);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)name);
    return b;
}

/* a thread's name (malloc'd); "?" when it has none */
static char *thread_name(JNIEnv *jni, jthread t) {
    jvmtiThreadInfo info;
    memset(&info, 0, sizeof info);
    if ((*jvmti)->GetThreadInfo(jvmti, t, &info) != JVMTI_ERROR_NONE) return copy("?");
    char *n = copy(info.name ? info.name : "?");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)info.name);
    if (info.thread_group) (*jni)->DeleteLocalRef(jni, info.thread_group);
    if (info.context_class_loader) (*jni)->DeleteLocalRef(jni, info.context_class_loader);
    return n;
}

static int own_thread(const char *name) { return !strncmp(name, "T-", 2) || !strcmp(name, "main"); }

/* Object.toString() of an object (malloc'd) */
static char *to_string(JNIEnv *jni, jobject o) {
    if (!o) return copy("none");
    jclass oc = (*jni)->FindClass(jni, "java/lang/Object");
    jmethodID ts = (*jni)->GetMethodID(jni, oc, "toString", "()Ljava/lang/String;");
    jstring s = (*jni)->CallObjectMethod(jni, o, ts);
    if (!s) {
        (*jni)->ExceptionClear(jni);
        return copy("?");
    }
    const char *c = (*jni)->GetStringUTFChars(jni, s, NULL);
    char *r = copy(c);
    (*jni)->ReleaseStringUTFChars(jni, s, c);
    (*jni)->DeleteLocalRef(jni, s);
    (*jni)->DeleteLocalRef(jni, oc);
    return r;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* prints the sorted names of the program's threads in a list */
static void print_threads(JNIEnv *jni, const char *label, jint n, jthread *ts) {
    char **names = calloc((size_t)n + 1, sizeof *names);
    int k = 0;
    for (jint i = 0; i < n; i++) {
        char *name = thread_name(jni, ts[i]);
        if (own_thread(name)) names[k++] = name;
        else free(name);
    }
    qsort(names, (size_t)k, sizeof *names, cmp_str);
    out("%s [", label);
    for (int i = 0; i < k; i++) {
        out("%s%s", i ? ", " : "", names[i]);
        free(names[i]);
    }
    out("]");
    free(names);
}

static const struct { jint bit; const char *name; } STATE_BITS[] = {
    {JVMTI_THREAD_STATE_ALIVE, "ALIVE"}, {JVMTI_THREAD_STATE_TERMINATED, "TERMINATED"},
    {JVMTI_THREAD_STATE_RUNNABLE, "RUNNABLE"}, {JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER, "BLOCKED_ON_MONITOR_ENTER"},
    {JVMTI_THREAD_STATE_WAITING, "WAITING"}, {JVMTI_THREAD_STATE_WAITING_INDEFINITELY, "WAITING_INDEFINITELY"},
    {JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT, "WAITING_WITH_TIMEOUT"}, {JVMTI_THREAD_STATE_SLEEPING, "SLEEPING"},
    {JVMTI_THREAD_STATE_IN_OBJECT_WAIT, "IN_OBJECT_WAIT"}, {JVMTI_THREAD_STATE_PARKED, "PARKED"},
    {JVMTI_THREAD_STATE_SUSPENDED, "SUSPENDED"}, {JVMTI_THREAD_STATE_INTERRUPTED, "INTERRUPTED"},
    {JVMTI_THREAD_STATE_IN_NATIVE, "IN_NATIVE"},
};

/* java.lang.Thread.State as the specification's table derives it from the bits */
static const char *java_state(jint s) {
    switch (s & JVMTI_JAVA_LANG_THREAD_STATE_MASK) {
    case JVMTI_JAVA_LANG_THREAD_STATE_NEW: return "NEW";
    case JVMTI_JAVA_LANG_THREAD_STATE_TERMINATED: return "TERMINATED";
    case JVMTI_JAVA_LANG_THREAD_STATE_RUNNABLE: return "RUNNABLE";
    case JVMTI_JAVA_LANG_THREAD_STATE_BLOCKED: return "BLOCKED";
    case JVMTI_JAVA_LANG_THREAD_STATE_WAITING: return "WAITING";
    case JVMTI_JAVA_LANG_THREAD_STATE_TIMED_WAITING: return "TIMED_WAITING";
    default: return "(no Thread.State)";
    }
}

/* ---------------------------------------------------------------- the program's natives */

/* how many monitor events have been printed (the program waits for the one it expects: HotSpot
   posts some after the thread's state has changed) */
static volatile int events_printed;

static jint JNICALL n_monitorEvents(JNIEnv *jni, jclass c) {
    (void)jni, (void)c;
    return __atomic_load_n(&events_printed, __ATOMIC_ACQUIRE);
}


static void JNICALL n_state(JNIEnv *jni, jclass c, jstring label, jthread t) {
    (void)c;
    const char *l = (*jni)->GetStringUTFChars(jni, label, NULL);
    jint s = -1;
    jvmtiError e = (*jvmti)->GetThreadState(jvmti, t, &s);
    out("state %s: ", l);
    if (e != JVMTI_ERROR_NONE) {
        out("%s\n", err_name(e));
    } else {
        int any = 0;
        for (size_t i = 0; i < sizeof STATE_BITS / sizeof STATE_BITS[0]; i++)
            if (s & STATE_BITS[i].bit) out("%s%s", any++ ? "|" : "", STATE_BITS[i].name);
        out("%s (Thread.State %s)\n", any ? "" : "0", java_state(s));
    }
    (*jni)->ReleaseStringUTFChars(jni, label, l);
}

static jboolean JNICALL n_isSuspended(JNIEnv *jni, jclass c, jthread t) {
    (void)jni, (void)c;
    jint s = 0;
    return (*jvmti)->GetThreadState(jvmti, t, &s) == JVMTI_ERROR_NONE && (s & JVMTI_THREAD_STATE_SUSPENDED);
}

static jboolean JNICALL n_inNativeState(JNIEnv *jni, jclass c, jthread t) {
    (void)jni, (void)c;
    jint s = 0;
    return (*jvmti)->GetThreadState(jvmti, t, &s) == JVMTI_ERROR_NONE && (s & JVMTI_THREAD_STATE_IN_NATIVE);
}

static void JNICALL n_info(JNIEnv *jni, jclass c, jthread t) {
    (void)c;
    jvmtiThreadInfo info;
    jvmtiError e = (*jvmti)->GetThreadInfo(jvmti, t, &info);
    if (e != JVMTI_ERROR_NONE) {
        out("info: %s\n", err_name(e));
        return;
    }
    char *loader = NULL;
    if (info.context_class_loader) {
        jclass lc = (*jni)->GetObjectClass(jni, info.context_class_loader);
        char *sig = NULL;
        (*jvmti)->GetClassSignature(jvmti, lc, &sig, NULL);
        loader = copy(sig ? sig : "?");
        (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
    }
    char *group = NULL;
    if (info.thread_group) {
        jvmtiThreadGroupInfo gi;
        if ((*jvmti)->GetThreadGroupInfo(jvmti, info.thread_group, &gi) == JVMTI_ERROR_NONE) {
            group = copy(gi.name);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)gi.name);
        }
    }
    out("info %s: priority %d, daemon %d, group %s, context loader %s\n", info.name, (int)info.priority,
        (int)info.is_daemon, group ? group : "none", loader ? loader : "none");
    free(group);
    free(loader);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)info.name);
}

static void JNICALL n_allThreads(JNIEnv *jni, jclass c) {
    (void)c;
    jint n;
    jthread *ts;
    jvmtiError e = (*jvmti)->GetAllThreads(jvmti, &n, &ts);
    if (e != JVMTI_ERROR_NONE) {
        out("GetAllThreads: %s\n", err_name(e));
        return;
    }
    print_threads(jni, "GetAllThreads (the program's):", n, ts);
    out("\n");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)ts);
}

static void print_group(JNIEnv *jni, const char *label, jthreadGroup g) {
    jvmtiThreadGroupInfo gi;
    jvmtiError e = (*jvmti)->GetThreadGroupInfo(jvmti, g, &gi);
    if (e != JVMTI_ERROR_NONE) {
        out("%s: %s\n", label, err_name(e));
        return;
    }
    char *parent = NULL;
    if (gi.parent) {
        jvmtiThreadGroupInfo pi;
        if ((*jvmti)->GetThreadGroupInfo(jvmti, gi.parent, &pi) == JVMTI_ERROR_NONE) {
            parent = copy(pi.name);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)pi.name);
        }
    }
    out("%s: %s, parent %s, max priority %d, daemon %d\n", label, gi.name, parent ? parent : "none",
        (int)gi.max_priority, (int)gi.is_daemon);
    free(parent);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)gi.name);
    (void)jni;
}

/* the names of a group's child groups, sorted; only_own: just "main" and "TG..." */
static void print_child_groups(JNIEnv *jni, jint ng, jthreadGroup *gs, int only_own) {
    char **names = calloc((size_t)ng + 1, sizeof *names);
    int k = 0;
    for (jint i = 0; i < ng; i++) {
        jvmtiThreadGroupInfo gi;
        if ((*jvmti)->GetThreadGroupInfo(jvmti, gs[i], &gi) != JVMTI_ERROR_NONE) continue;
        if (!only_own || !strcmp(gi.name, "main") || !strncmp(gi.name, "TG", 2)) names[k++] = copy(gi.name);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)gi.name);
    }
    qsort(names, (size_t)k, sizeof *names, cmp_str);
    out(" groups [");
    for (int i = 0; i < k; i++) {
        out("%s%s", i ? ", " : "", names[i]);
        free(names[i]);
    }
    out("]\n");
    free(names);
    (void)jni;
}

static void JNICALL n_groups(JNIEnv *jni, jclass c, jthreadGroup mine) {
    (void)c;
    jint n;
    jthreadGroup *top;
    jvmtiError e = (*jvmti)->GetTopThreadGroups(jvmti, &n, &top);
    if (e != JVMTI_ERROR_NONE) {
        out("GetTopThreadGroups: %s\n", err_name(e));
        return;
    }
    out("top thread groups: %d\n", (int)n);
    for (jint i = 0; i < n; i++) {
        print_group(jni, "top group", top[i]);
        jint nt, ng;
        jthread *ts;
        jthreadGroup *gs;
        if ((*jvmti)->GetThreadGroupChildren(jvmti, top[i], &nt, &ts, &ng, &gs) == JVMTI_ERROR_NONE) {
            print_threads(jni, "  children: threads", nt, ts);
            print_child_groups(jni, ng, gs, 1);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)ts);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)gs);
        }
    }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)top);
    print_group(jni, "group", mine);
    jint nt, ng;
    jthread *ts;
    jthreadGroup *gs;
    e = (*jvmti)->GetThreadGroupChildren(jvmti, mine, &nt, &ts, &ng, &gs);
    if (e != JVMTI_ERROR_NONE) {
        out("GetThreadGroupChildren: %s\n", err_name(e));
        return;
    }
    print_threads(jni, "  children: threads", nt, ts);
    print_child_groups(jni, ng, gs, 0);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)ts);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)gs);
}

static void JNICALL n_tls(JNIEnv *jni, jclass c, jthread other) {
    (void)jni, (void)c;
    static int mine_marker, other_marker;
    void *a = NULL, *b = NULL;
    jvmtiError e1 = (*jvmti)->SetThreadLocalStorage(jvmti, NULL, &mine_marker);
    jvmtiError e2 = (*jvmti)->SetThreadLocalStorage(jvmti, other, &other_marker);
    jvmtiError e3 = (*jvmti)->GetThreadLocalStorage(jvmti, NULL, &a);
    jvmtiError e4 = (*jvmti)->GetThreadLocalStorage(jvmti, other, &b);
    out("thread-local storage: set %s %s, get %s %s, own %s, other's %s\n", err_name(e1), err_name(e2), err_name(e3),
        err_name(e4), a == &mine_marker ? "kept" : "lost", b == &other_marker ? "kept" : "lost");
    (*jvmti)->SetThreadLocalStorage(jvmti, other, NULL);
    b = &a;
    (*jvmti)->GetThreadLocalStorage(jvmti, other, &b);
    out("thread-local storage cleared: %s\n", b ? "no" : "yes");
}

typedef struct { char *name; jint depth; } Owned;

static int cmp_owned(const void *a, const void *b) {
    const Owned *x = a, *y = b;
    if (x->depth != y->depth) return x->depth < y->depth ? -1 : 1;
    return strcmp(x->name, y->name);
}

static void JNICALL n_owned(JNIEnv *jni, jclass c, jstring label, jthread t) {
    (void)c;
    const char *l = (*jni)->GetStringUTFChars(jni, label, NULL);
    jint n = 0, m = 0;
    jobject *objs;
    jvmtiMonitorStackDepthInfo *infos;
    jvmtiError e1 = (*jvmti)->GetOwnedMonitorInfo(jvmti, t, &n, &objs);
    jvmtiError e2 = (*jvmti)->GetOwnedMonitorStackDepthInfo(jvmti, t, &m, &infos);
    out("owned monitors of %s: %s, %s", l, err_name(e1), err_name(e2));
    if (e1 == JVMTI_ERROR_NONE && e2 == JVMTI_ERROR_NONE) {
        Owned *list = calloc((size_t)m + 1, sizeof *list);
        for (jint i = 0; i < m; i++) {
            list[i].name = to_string(jni, infos[i].monitor);
            list[i].depth = infos[i].stack_depth;
        }
        qsort(list, (size_t)m, sizeof *list, cmp_owned);
        out(", %d objects, ", (int)n);
        for (jint i = 0; i < m; i++) {
            out("%s%s at depth %d", i ? ", " : "", list[i].name, (int)list[i].depth);
            free(list[i].name);
        }
        free(list);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)objs);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)infos);
    }
    out("\n");
    (*jni)->ReleaseStringUTFChars(jni, label, l);
}

/* a native method that runs until the program releases it, without calling the VM: the thread is in
   native code meanwhile (IN_NATIVE) */
static volatile int released;

static void JNICALL n_runInNative(JNIEnv *jni, jclass c) {
    (void)jni, (void)c;
    while (!released) {
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
}

static void JNICALL n_releaseNative(JNIEnv *jni, jclass c) {
    (void)jni, (void)c;
    released = 1;
}

/* owned() with o entered through JNI MonitorEnter (a JNI monitor: depth -1) */
static void JNICALL n_ownedJni(JNIEnv *jni, jclass c, jstring label, jobject o) {
    (*jni)->MonitorEnter(jni, o);
    n_owned(jni, c, label, NULL);
    (*jni)->MonitorExit(jni, o);
}

static void JNICALL n_contended(JNIEnv *jni, jclass c, jthread t) {
    (void)c;
    jobject o = NULL;
    jvmtiError e = (*jvmti)->GetCurrentContendedMonitor(jvmti, t, &o);
    char *tn = thread_name(jni, t), *on = to_string(jni, o);
    out("contended monitor of %s: %s %s\n", tn, err_name(e), on);
    free(tn);
    free(on);
}

static void JNICALL n_usage(JNIEnv *jni, jclass c, jobject o) {
    (void)c;
    jvmtiMonitorUsage u;
    jvmtiError e = (*jvmti)->GetObjectMonitorUsage(jvmti, o, &u);
    char *on = to_string(jni, o);
    out("monitor usage of %s: %s", on, err_name(e));
    free(on);
    if (e == JVMTI_ERROR_NONE) {
        char *owner = u.owner ? thread_name(jni, u.owner) : copy("none");
        out(", owner %s, entry count %d, ", owner, (int)u.entry_count);
        free(owner);
        print_threads(jni, "waiters", u.waiter_count, u.waiters);
        print_threads(jni, ", notify waiters", u.notify_waiter_count, u.notify_waiters);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)u.waiters);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)u.notify_waiters);
    }
    out("\n");
}

static jstring result(JNIEnv *jni, jvmtiError e) { return (*jni)->NewStringUTF(jni, err_name(e)); }

static jstring JNICALL n_suspend(JNIEnv *jni, jclass c, jthread t) {
    (void)c;
    return result(jni, (*jvmti)->SuspendThread(jvmti, t));
}

static jstring JNICALL n_resume(JNIEnv *jni, jclass c, jthread t) {
    (void)c;
    return result(jni, (*jvmti)->ResumeThread(jvmti, t));
}

static jstring list_call(JNIEnv *jni, jobjectArray arr, int suspend) {
    jint n = (*jni)->GetArrayLength(jni, arr);
    jthread *ts = calloc((size_t)n + 1, sizeof *ts);
    jvmtiError *rs = calloc((size_t)n + 1, sizeof *rs);
    for (jint i = 0; i < n; i++) ts[i] = (*jni)->GetObjectArrayElement(jni, arr, i);
    jvmtiError e = suspend ? (*jvmti)->SuspendThreadList(jvmti, n, ts, rs) : (*jvmti)->ResumeThreadList(jvmti, n, ts, rs);
    char buf[512];
    int len = snprintf(buf, sizeof buf, "%s [", err_name(e));
    for (jint i = 0; i < n && e == JVMTI_ERROR_NONE; i++)
        len += snprintf(buf + len, sizeof buf - (size_t)len, "%s%s", i ? ", " : "", err_name(rs[i]));
    snprintf(buf + len, sizeof buf - (size_t)len, "]");
    free(ts);
    free(rs);
    return (*jni)->NewStringUTF(jni, buf);
}

static jstring JNICALL n_suspendList(JNIEnv *jni, jclass c, jobjectArray arr) {
    (void)c;
    return list_call(jni, arr, 1);
}

static jstring JNICALL n_resumeList(JNIEnv *jni, jclass c, jobjectArray arr) {
    (void)c;
    return list_call(jni, arr, 0);
}

static jstring JNICALL n_suspendSelf(JNIEnv *jni, jclass c) {
    (void)c;
    return result(jni, (*jvmti)->SuspendThread(jvmti, NULL));
}

static jstring JNICALL n_interrupt(JNIEnv *jni, jclass c, jthread t) {
    (void)c;
    return result(jni, (*jvmti)->InterruptThread(jvmti, t));
}

static jstring JNICALL n_stop(JNIEnv *jni, jclass c, jthread t, jobject ex) {
    (void)c;
    return result(jni, (*jvmti)->StopThread(jvmti, t, ex));
}

static void JNICALL n_errors(JNIEnv *jni, jclass c, jobject not_a_thread) {
    (void)jni, (void)c;
    jint s;
    jvmtiThreadInfo info;
    out("errors: GetThreadState(not a thread) %s, GetThreadInfo(not a thread) %s, SuspendThread(not a thread) %s, "
        "GetThreadState(NULL pointer) %s\n",
        err_name((*jvmti)->GetThreadState(jvmti, not_a_thread, &s)), err_name((*jvmti)->GetThreadInfo(jvmti, not_a_thread, &info)),
        err_name((*jvmti)->SuspendThread(jvmti, not_a_thread)), err_name((*jvmti)->GetThreadState(jvmti, NULL, NULL)));
}

/* function pointers become the void * of JNINativeMethod through a union (ISO C has no cast) */
typedef void (*AnyFn)(void);
static void *fn_ptr(AnyFn f) {
    union { AnyFn f; void *p; } u;
    u.f = f;
    return u.p;
}

static const struct { const char *name, *sig; AnyFn fn; } NATIVES[] = {
    {"state", "(Ljava/lang/String;Ljava/lang/Thread;)V", (AnyFn)n_state},
    {"isSuspended", "(Ljava/lang/Thread;)Z", (AnyFn)n_isSuspended},
    {"info", "(Ljava/lang/Thread;)V", (AnyFn)n_info},
    {"allThreads", "()V", (AnyFn)n_allThreads},
    {"groups", "(Ljava/lang/ThreadGroup;)V", (AnyFn)n_groups},
    {"tls", "(Ljava/lang/Thread;)V", (AnyFn)n_tls},
    {"owned", "(Ljava/lang/String;Ljava/lang/Thread;)V", (AnyFn)n_owned},
    {"ownedSync", "(Ljava/lang/String;Ljava/lang/Thread;)V", (AnyFn)n_owned},
    {"ownedJni", "(Ljava/lang/String;Ljava/lang/Object;)V", (AnyFn)n_ownedJni},
    {"inNativeState", "(Ljava/lang/Thread;)Z", (AnyFn)n_inNativeState},
    {"monitorEvents", "()I", (AnyFn)n_monitorEvents},
    {"runInNative", "()V", (AnyFn)n_runInNative},
    {"releaseNative", "()V", (AnyFn)n_releaseNative},
    {"contended", "(Ljava/lang/Thread;)V", (AnyFn)n_contended},
    {"usage", "(Ljava/lang/Object;)V", (AnyFn)n_usage},
    {"suspend", "(Ljava/lang/Thread;)Ljava/lang/String;", (AnyFn)n_suspend},
    {"resume", "(Ljava/lang/Thread;)Ljava/lang/String;", (AnyFn)n_resume},
    {"suspendList", "([Ljava/lang/Thread;)Ljava/lang/String;", (AnyFn)n_suspendList},
    {"resumeList", "([Ljava/lang/Thread;)Ljava/lang/String;", (AnyFn)n_resumeList},
    {"suspendSelf", "()Ljava/lang/String;", (AnyFn)n_suspendSelf},
    {"interrupt", "(Ljava/lang/Thread;)Ljava/lang/String;", (AnyFn)n_interrupt},
    {"stop", "(Ljava/lang/Thread;Ljava/lang/Throwable;)Ljava/lang/String;", (AnyFn)n_stop},
    {"errors", "(Ljava/lang/Object;)V", (AnyFn)n_errors},
};
#define N_NATIVES ((jint)(sizeof NATIVES / sizeof NATIVES[0]))

/* ---------------------------------------------------------------- events */

static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)env, (void)thread;
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    if (!strcmp(sig, "LJvmtiThreads;")) {
        JNINativeMethod methods[N_NATIVES];
        for (jint i = 0; i < N_NATIVES; i++) {
            methods[i].name = (char *)NATIVES[i].name;
            methods[i].signature = (char *)NATIVES[i].sig;
            methods[i].fnPtr = fn_ptr(NATIVES[i].fn);
        }
        jint r = (*jni)->RegisterNatives(jni, klass, methods, N_NATIVES);
        out("threads: natives registered: %s\n", r == 0 ? "ok" : "failed");
    }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

/* the program's threads and locks only: a line "<event>: <thread> <lock><extra>" */
static void monitor_event(JNIEnv *jni, const char *event, jthread thread, jobject object, const char *extra) {
    jclass oc = (*jni)->GetObjectClass(jni, object);
    char *sig = NULL;
    (*jvmti)->GetClassSignature(jvmti, oc, &sig, NULL);
    int ours = sig && !strcmp(sig, "LJvmtiThreads$Lock;");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
    (*jni)->DeleteLocalRef(jni, oc);
    if (!ours) return;
    char *tn = thread_name(jni, thread);
    if (!strncmp(tn, "T-", 2)) {
        char *on = to_string(jni, object);
        out("%s: %s %s%s\n", event, tn, on, extra);
        free(on);
        __atomic_add_fetch(&events_printed, 1, __ATOMIC_RELEASE);
    }
    free(tn);
}

static void JNICALL contended_enter(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object) {
    (void)env;
    monitor_event(jni, "MonitorContendedEnter", thread, object, "");
}

static void JNICALL contended_entered(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object) {
    (void)env;
    monitor_event(jni, "MonitorContendedEntered", thread, object, "");
}

static void JNICALL monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jlong timeout) {
    (void)env;
    char extra[64];
    snprintf(extra, sizeof extra, ", timeout %lld", (long long)timeout);
    monitor_event(jni, "MonitorWait", thread, object, extra);
}

static void JNICALL monitor_waited(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jboolean timed_out) {
    (void)env;
    monitor_event(jni, "MonitorWaited", thread, object, timed_out ? ", timed out" : ", not timed out");
    /* T-cb is suspended in its own callback: it stops there until the program's main resumes it */
    char *tn = thread_name(jni, thread);
    if (!strcmp(tn, "T-cb")) (*jvmti)->SuspendThread(jvmti, NULL);
    free(tn);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_suspend = 1;
    caps.can_signal_thread = 1;
    caps.can_get_owned_monitor_info = 1;
    caps.can_get_owned_monitor_stack_depth_info = 1;
    caps.can_get_current_contended_monitor = 1;
    caps.can_get_monitor_info = 1;
    caps.can_generate_monitor_events = 1;
    jvmtiError err = (*jvmti)->AddCapabilities(jvmti, &caps);
    out("threads: AddCapabilities %s\n", err_name(err));
    if (err != JVMTI_ERROR_NONE) return 1;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = class_prepare;
    cb.MonitorContendedEnter = contended_enter;
    cb.MonitorContendedEntered = contended_entered;
    cb.MonitorWait = monitor_wait;
    cb.MonitorWaited = monitor_waited;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_CONTENDED_ENTER, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_WAIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_WAITED, NULL);
    return JNI_OK;
}
