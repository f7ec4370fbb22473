/* frames.c: a test agent for the stack frame and local variable functions (node-tests/jvmti-frames.test.mjs).
   It registers the natives of native-tests/jvmti/java/JvmtiFrames.java when that class is prepared;
   the program calls them at chosen points and they print the stack (the program's own frames, and the
   JDK frames both VMs agree on), every live local of the program's frames with its LocalVariableTable
   name and type, change the caller's locals (which the program then prints), read a second thread's
   stack and locals while it waits, and print the errors of bad depths, slots and types. Only what is
   deterministic on every VM is printed: no addresses, hash codes, lambda numbers or frames of JDK code
   that is not the program's concern. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti, *nocaps; /* nocaps: an environment without can_access_local_variables */

static const char *err_name(jvmtiError e) { return agent_error_name(jvmti, e); }

static void check(const char *what, jvmtiError e) {
    printf("  %s: %s\n", what, err_name(e));
    fflush(stdout);
}

static void dealloc(void *p) {
    if (p) (*jvmti)->Deallocate(jvmti, (unsigned char *)p);
}

/* A class signature as printed: lambda proxies (hidden classes whose names carry a VM-specific number
   and address) become <lambda proxy>. */
static void class_sig(jclass c, char *buf, size_t n) {
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, c, &sig, NULL) != JVMTI_ERROR_NONE || !sig) {
        snprintf(buf, n, "?");
        return;
    }
    if (strstr(sig, "$$Lambda$")) snprintf(buf, n, "<lambda proxy>");
    else snprintf(buf, n, "%s", sig);
    dealloc(sig);
}

/* The frames printed: the program's own classes, and JDK frames both VMs run the same way (a
   reflective call's first invocations go through the JDK's native accessor on both; other JDK frames,
   whose number depends on the JDK code a VM runs, are shown as "..."). */
static int is_program_class(const char *sig) { return !strncmp(sig, "LJvmtiFrames", 12) || !strcmp(sig, "<lambda proxy>"); }
static int is_agreed_jdk_frame(const char *sig, const char *name) {
    return (!strcmp(sig, "Ljava/lang/Object;") && !strcmp(name, "wait")) ||
           (!strcmp(sig, "Ljava/lang/Thread;") && !strcmp(name, "run")) ||
           !strcmp(sig, "Ljava/lang/reflect/Method;") || !strcmp(sig, "Ljdk/internal/reflect/NativeMethodAccessorImpl;") ||
           !strcmp(sig, "Ljdk/internal/reflect/DelegatingMethodAccessorImpl;");
}

static int line_of(jmethodID m, jlocation loc) {
    jint n = 0;
    jvmtiLineNumberEntry *t = NULL;
    if (loc < 0 || (*jvmti)->GetLineNumberTable(jvmti, m, &n, &t) != JVMTI_ERROR_NONE) return -1;
    int line = -1;
    jlocation best = -1;
    for (jint i = 0; i < n; i++)
        if (t[i].start_location <= loc && t[i].start_location >= best) best = t[i].start_location, line = t[i].line_number;
    dealloc(t);
    return line;
}

/* Describes frame (m, loc): "Class.name(desc) @bci line N" into buf; returns whether it is printed. */
static int describe(jmethodID m, jlocation loc, char *buf, size_t n, int *program) {
    jclass c;
    char sig[256], *name = NULL, *desc = NULL;
    if ((*jvmti)->GetMethodDeclaringClass(jvmti, m, &c) != JVMTI_ERROR_NONE) return 0;
    class_sig(c, sig, sizeof sig);
    (*jvmti)->GetMethodName(jvmti, m, &name, &desc, NULL);
    *program = is_program_class(sig);
    int shown = *program || is_agreed_jdk_frame(sig, name);
    if (loc < 0) snprintf(buf, n, "%s.%s%s native", sig, name, desc);
    else snprintf(buf, n, "%s.%s%s @%d line %d", sig, name, desc, (int)loc, line_of(m, loc));
    dealloc(name);
    dealloc(desc);
    return shown;
}

static void print_object(JNIEnv *jni, jobject o, char *buf, size_t n) {
    if (!o) {
        snprintf(buf, n, "null");
        return;
    }
    jclass sc = (*jni)->FindClass(jni, "java/lang/String");
    if ((*jni)->IsInstanceOf(jni, o, sc)) {
        const char *s = (*jni)->GetStringUTFChars(jni, (jstring)o, NULL);
        snprintf(buf, n, "\"%s\"", s);
        (*jni)->ReleaseStringUTFChars(jni, (jstring)o, s);
    } else {
        char sig[256];
        jclass c = (*jni)->GetObjectClass(jni, o);
        class_sig(c, sig, sizeof sig);
        snprintf(buf, n, "a %s", sig);
    }
}

/* One local read with the GetLocal<Type> its descriptor calls for. */
static void print_local(JNIEnv *jni, jthread thread, int depth, int slot, const char *desc, char *buf, size_t n) {
    jvmtiError e;
    switch (desc[0]) {
    case 'J': { jlong v; e = (*jvmti)->GetLocalLong(jvmti, thread, depth, slot, &v); if (!e) snprintf(buf, n, "%lld", (long long)v); break; }
    case 'F': { jfloat v; e = (*jvmti)->GetLocalFloat(jvmti, thread, depth, slot, &v); if (!e) snprintf(buf, n, "%g", (double)v); break; }
    case 'D': { jdouble v; e = (*jvmti)->GetLocalDouble(jvmti, thread, depth, slot, &v); if (!e) snprintf(buf, n, "%g", v); break; }
    case 'L': case '[': { jobject v; e = (*jvmti)->GetLocalObject(jvmti, thread, depth, slot, &v); if (!e) print_object(jni, v, buf, n); break; }
    default: { jint v; e = (*jvmti)->GetLocalInt(jvmti, thread, depth, slot, &v); if (!e) snprintf(buf, n, "%d", (int)v); break; }
    }
    if (e) snprintf(buf, n, "%s", err_name(e));
}

/* Every local of frame `depth` live at loc (LocalVariableTable), or each slot tried as int and object. */
static void print_locals(JNIEnv *jni, jthread thread, int depth, jmethodID m, jlocation loc) {
    jint n = 0;
    jvmtiLocalVariableEntry *t = NULL;
    char buf[512];
    jvmtiError e = (*jvmti)->GetLocalVariableTable(jvmti, m, &n, &t);
    if (e == JVMTI_ERROR_ABSENT_INFORMATION) {
        jint max = 0;
        (*jvmti)->GetMaxLocals(jvmti, m, &max);
        /* each slot as an object and as a long, and as an int unless it is half of a long (which
           half holds a long's value is the VM's choice: HotSpot's interpreter uses the second) */
        int long_half = 0;
        for (jint s = 0; s < max; s++) {
            char as_obj[256], as_long[256], as_int[256] = "(half of a long)";
            print_local(jni, thread, depth, s, "Ljava/lang/Object;", as_obj, sizeof as_obj);
            print_local(jni, thread, depth, s, "J", as_long, sizeof as_long);
            int is_long = as_long[0] != 'J'; /* not an error name */
            if (!long_half && !is_long) print_local(jni, thread, depth, s, "I", as_int, sizeof as_int);
            printf("      slot %d: object %s, long %s, int %s\n", (int)s, as_obj, as_long, as_int);
            long_half = is_long;
        }
        return;
    }
    for (jint i = 0; i < n; i++) {
        if (t[i].start_location <= loc && loc < t[i].start_location + t[i].length) {
            print_local(jni, thread, depth, t[i].slot, t[i].signature, buf, sizeof buf);
            printf("      %s %s (slot %d) = %s\n", t[i].signature, t[i].name, (int)t[i].slot, buf);
        }
        dealloc(t[i].name);
        dealloc(t[i].signature);
        dealloc(t[i].generic_signature);
    }
    dealloc(t);
}

/* The stack of thread (NULL: current) as GetStackTrace gives it, and the locals of the program's frames. */
static void print_stack(JNIEnv *jni, jthread thread, int with_locals) {
    jvmtiFrameInfo frames[256];
    jint count = 0, fc = -1;
    jvmtiError e = (*jvmti)->GetStackTrace(jvmti, thread, 0, 256, frames, &count);
    if (e) {
        check("GetStackTrace", e);
        return;
    }
    (*jvmti)->GetFrameCount(jvmti, thread, &fc);
    printf("  frame count agrees with GetStackTrace: %s\n", fc == count ? "yes" : "no");
    int hidden_run = 0;
    for (jint d = 0; d < count; d++) {
        char buf[512];
        int program;
        jmethodID m;
        jlocation loc;
        /* GetFrameLocation must agree with GetStackTrace at every depth */
        if ((*jvmti)->GetFrameLocation(jvmti, thread, d, &m, &loc) || m != frames[d].method || loc != frames[d].location)
            printf("  GetFrameLocation(%d) disagrees with GetStackTrace\n", (int)d);
        if (!describe(frames[d].method, frames[d].location, buf, sizeof buf, &program)) {
            if (!hidden_run) printf("    ...\n");
            hidden_run = 1;
            continue;
        }
        hidden_run = 0;
        printf("    %s\n", buf);
        if (with_locals && program && frames[d].location >= 0) print_locals(jni, thread, d, frames[d].method, frames[d].location);
    }
    fflush(stdout);
}

static void JNICALL native_dump(JNIEnv *jni, jclass cls, jstring label) {
    (void)cls;
    const char *s = (*jni)->GetStringUTFChars(jni, label, NULL);
    printf("dump %s:\n", s);
    (*jni)->ReleaseStringUTFChars(jni, label, s);
    print_stack(jni, NULL, 1);
}

/* Changes every live local of the caller (depth 1) by its declared type; without a table, fixed slots
   of JvmtiFramesNoLvt.run(int) (n: 0, s: 1, l: 2-3), wrong kinds first. */
static void JNICALL native_change(JNIEnv *jni, jclass cls) {
    (void)cls;
    jmethodID m;
    jlocation loc;
    printf("change:\n");
    (*jvmti)->GetFrameLocation(jvmti, NULL, 1, &m, &loc);
    jint n = 0;
    jvmtiLocalVariableEntry *t = NULL;
    if ((*jvmti)->GetLocalVariableTable(jvmti, m, &n, &t) != JVMTI_ERROR_NONE) {
        check("SetLocalObject into an int slot", (*jvmti)->SetLocalObject(jvmti, NULL, 1, 0, (*jni)->NewStringUTF(jni, "x")));
        check("SetLocalInt into a reference slot", (*jvmti)->SetLocalInt(jvmti, NULL, 1, 1, 5));
        check("SetLocalLong over a reference slot", (*jvmti)->SetLocalLong(jvmti, NULL, 1, 0, 5));
        check("SetLocalInt n", (*jvmti)->SetLocalInt(jvmti, NULL, 1, 0, 100));
        check("SetLocalObject s", (*jvmti)->SetLocalObject(jvmti, NULL, 1, 1, (*jni)->NewStringUTF(jni, "changed without LVT")));
        check("SetLocalLong l", (*jvmti)->SetLocalLong(jvmti, NULL, 1, 2, 1000));
        return;
    }
    for (jint i = 0; i < n; i++) {
        if (t[i].start_location <= loc && loc < t[i].start_location + t[i].length) {
            char what[300];
            snprintf(what, sizeof what, "set %s", t[i].name);
            jint slot = t[i].slot;
            jvmtiError e;
            switch (t[i].signature[0]) {
            case 'J': { jlong v; (*jvmti)->GetLocalLong(jvmti, NULL, 1, slot, &v); e = (*jvmti)->SetLocalLong(jvmti, NULL, 1, slot, v * 3); break; }
            case 'F': { jfloat v; (*jvmti)->GetLocalFloat(jvmti, NULL, 1, slot, &v); e = (*jvmti)->SetLocalFloat(jvmti, NULL, 1, slot, v + 0.25f); break; }
            case 'D': { jdouble v; (*jvmti)->GetLocalDouble(jvmti, NULL, 1, slot, &v); e = (*jvmti)->SetLocalDouble(jvmti, NULL, 1, slot, v * 2); break; }
            case 'Z': e = (*jvmti)->SetLocalInt(jvmti, NULL, 1, slot, 1); break;
            case 'L': case '[': {
                char v[320];
                snprintf(v, sizeof v, "changed %s", t[i].name);
                e = (*jvmti)->SetLocalObject(jvmti, NULL, 1, slot, (*jni)->NewStringUTF(jni, v));
                break;
            }
            default: { jint v; (*jvmti)->GetLocalInt(jvmti, NULL, 1, slot, &v); e = (*jvmti)->SetLocalInt(jvmti, NULL, 1, slot, v + 100); break; }
            }
            check(what, e);
        }
        dealloc(t[i].name);
        dealloc(t[i].signature);
        dealloc(t[i].generic_signature);
    }
    dealloc(t);
}

/* The caller is JvmtiFrames.errorsHere(int i, long l, String s, double d) with `Object unused` in slot 6. */
static void JNICALL native_errors(JNIEnv *jni, jclass cls, jobject self) {
    (void)cls;
    jint vi;
    jlong vl;
    jfloat vf;
    jdouble vd;
    jobject vo;
    jmethodID m;
    jlocation loc;
    printf("errors:\n");
    check("GetLocalInt slot 99", (*jvmti)->GetLocalInt(jvmti, NULL, 1, 99, &vi));
    check("GetLocalInt slot -1", (*jvmti)->GetLocalInt(jvmti, NULL, 1, -1, &vi));
    check("GetLocalObject of int i", (*jvmti)->GetLocalObject(jvmti, NULL, 1, 0, &vo));
    check("GetLocalInt of String s", (*jvmti)->GetLocalInt(jvmti, NULL, 1, 3, &vi));
    check("GetLocalLong of int i", (*jvmti)->GetLocalLong(jvmti, NULL, 1, 0, &vl));
    check("GetLocalDouble of long l", (*jvmti)->GetLocalDouble(jvmti, NULL, 1, 1, &vd));
    check("GetLocalFloat of int i", (*jvmti)->GetLocalFloat(jvmti, NULL, 1, 0, &vf));
    check("GetLocalInt of double d", (*jvmti)->GetLocalInt(jvmti, NULL, 1, 4, &vi));
    check("GetLocalLong at the second half of l", (*jvmti)->GetLocalLong(jvmti, NULL, 1, 2, &vl));
    check("GetLocalLong in the last slot", (*jvmti)->GetLocalLong(jvmti, NULL, 1, 6, &vl));
    check("GetLocalObject of unused", (*jvmti)->GetLocalObject(jvmti, NULL, 1, 6, &vo));
    check("GetLocalInt in the native frame", (*jvmti)->GetLocalInt(jvmti, NULL, 0, 0, &vi));
    check("GetLocalObject in the native frame", (*jvmti)->GetLocalObject(jvmti, NULL, 0, 0, &vo));
    check("GetLocalInstance of the static native", (*jvmti)->GetLocalInstance(jvmti, NULL, 0, &vo));
    check("GetLocalInstance of a static method", (*jvmti)->GetLocalInstance(jvmti, NULL, 1, &vo));
    check("GetLocalInt depth 1000", (*jvmti)->GetLocalInt(jvmti, NULL, 1000, 0, &vi));
    check("GetLocalInt depth -1", (*jvmti)->GetLocalInt(jvmti, NULL, -1, 0, &vi));
    check("GetFrameLocation depth 1000", (*jvmti)->GetFrameLocation(jvmti, NULL, 1000, &m, &loc));
    check("GetFrameLocation depth -1", (*jvmti)->GetFrameLocation(jvmti, NULL, -1, &m, &loc));
    check("GetLocalInt without the capability", (*nocaps)->GetLocalInt(nocaps, NULL, 1, 0, &vi));
    check("SetLocalObject of a JvmtiFrames into String s", (*jvmti)->SetLocalObject(jvmti, NULL, 1, 3, self));
    check("SetLocalObject into int i", (*jvmti)->SetLocalObject(jvmti, NULL, 1, 0, (*jni)->NewStringUTF(jni, "x")));
    check("SetLocalInt into String s", (*jvmti)->SetLocalInt(jvmti, NULL, 1, 3, 5));
    check("SetLocalDouble into long l", (*jvmti)->SetLocalDouble(jvmti, NULL, 1, 1, 1.0));
    check("SetLocalInt slot 99", (*jvmti)->SetLocalInt(jvmti, NULL, 1, 99, 0));
    check("SetLocalInt in the native frame", (*jvmti)->SetLocalInt(jvmti, NULL, 0, 0, 0));
    check("SetLocalObject of a String into Object unused", (*jvmti)->SetLocalObject(jvmti, NULL, 1, 6, (*jni)->NewStringUTF(jni, "set by agent")));

    jint count = 0, got = -1;
    jvmtiFrameInfo buf[512];
    (*jvmti)->GetFrameCount(jvmti, NULL, &count);
    check("GetStackTrace start at the stack's depth", (*jvmti)->GetStackTrace(jvmti, NULL, count, 10, buf, &got));
    jvmtiError e = (*jvmti)->GetStackTrace(jvmti, NULL, count - 1, 10, buf, &got);
    printf("  GetStackTrace start at depth-1: %s, %d frame(s)\n", err_name(e), (int)got);
    e = (*jvmti)->GetStackTrace(jvmti, NULL, -count, 512, buf, &got);
    printf("  GetStackTrace start at -depth: %s, all frames: %s\n", err_name(e), got == count ? "yes" : "no");
    check("GetStackTrace start at -depth-1", (*jvmti)->GetStackTrace(jvmti, NULL, -count - 1, 10, buf, &got));
    e = (*jvmti)->GetStackTrace(jvmti, NULL, -1, 10, buf, &got);
    char d[512];
    int program;
    if (!e && got == 1) describe(buf[0].method, buf[0].location, d, sizeof d, &program);
    printf("  GetStackTrace start at -1: %s, %d frame(s): %s\n", err_name(e), (int)got, e || got != 1 ? "-" : d);
    e = (*jvmti)->GetStackTrace(jvmti, NULL, 1, 2, buf, &got);
    if (!e && got == 2) {
        char d2[512];
        describe(buf[0].method, buf[0].location, d, sizeof d, &program);
        describe(buf[1].method, buf[1].location, d2, sizeof d2, &program);
        printf("  GetStackTrace from 1, 2 frames: %s | %s\n", d, d2);
    } else {
        check("GetStackTrace from 1, 2 frames", e);
    }
    e = (*jvmti)->GetStackTrace(jvmti, NULL, 0, 0, buf, &got);
    printf("  GetStackTrace of 0 frames: %s, %d\n", err_name(e), (int)got);
    check("GetStackTrace with a negative count", (*jvmti)->GetStackTrace(jvmti, NULL, 0, -1, buf, &got));
    check("GetFrameCount of a String", (*jvmti)->GetFrameCount(jvmti, (jthread)(*jni)->NewStringUTF(jni, "x"), &got));
    fflush(stdout);
}

static void JNICALL native_instance_probe(JNIEnv *jni, jobject self, jint x) {
    (void)x;
    jobject o = NULL;
    jmethodID m;
    jlocation loc = 0;
    char buf[256];
    printf("instanceProbe:\n");
    jvmtiError e = (*jvmti)->GetLocalInstance(jvmti, NULL, 0, &o);
    print_object(jni, o, buf, sizeof buf);
    printf("  GetLocalInstance of the native frame: %s, %s, same object %s\n", err_name(e), buf,
           (*jni)->IsSameObject(jni, o, self) ? "yes" : "no");
    check("GetLocalObject slot 0 of the native frame", (*jvmti)->GetLocalObject(jvmti, NULL, 0, 0, &o));
    e = (*jvmti)->GetFrameLocation(jvmti, NULL, 0, &m, &loc);
    printf("  GetFrameLocation of the native frame: %s, location %d\n", err_name(e), (int)loc);
    check("GetLocalInstance of static main", (*jvmti)->GetLocalInstance(jvmti, NULL, 1, &o));
    fflush(stdout);
}

/* The name of a java.lang.Thread, through JNI. */
static void thread_name(JNIEnv *jni, jthread t, char *buf, size_t n) {
    jclass c = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID gn = (*jni)->GetMethodID(jni, c, "getName", "()Ljava/lang/String;");
    jstring s = (jstring)(*jni)->CallObjectMethod(jni, t, gn);
    const char *u = (*jni)->GetStringUTFChars(jni, s, NULL);
    snprintf(buf, n, "%s", u);
    (*jni)->ReleaseStringUTFChars(jni, s, u);
}

static void print_stack_info(JNIEnv *jni, const jvmtiStackInfo *si) {
    char name[128];
    thread_name(jni, si->thread, name, sizeof name);
    printf("  thread %s: state 0x%x, %d frame(s)\n", name, (unsigned)si->state, (int)si->frame_count);
    for (jint d = 0; d < si->frame_count; d++) {
        char buf[512];
        int program;
        if (describe(si->frame_buffer[d].method, si->frame_buffer[d].location, buf, sizeof buf, &program))
            printf("    %s\n", buf);
    }
}

/* Another thread: waiting in the program's monitor, blocked entering it (its top frame a Java
   method), or after it ended. */
static void JNICALL native_other(JNIEnv *jni, jclass cls, jthread t) {
    (void)cls;
    jint count = -1;
    printf("other thread:\n");
    jvmtiError e = (*jvmti)->GetFrameCount(jvmti, t, &count);
    if (e) {
        check("GetFrameCount", e);
        jvmtiFrameInfo buf[4];
        jint got;
        jmethodID m;
        jlocation loc;
        jint vi;
        check("GetStackTrace", (*jvmti)->GetStackTrace(jvmti, t, 0, 4, buf, &got));
        check("GetFrameLocation", (*jvmti)->GetFrameLocation(jvmti, t, 0, &m, &loc));
        check("GetLocalInt", (*jvmti)->GetLocalInt(jvmti, t, 0, 0, &vi));
        /* HotSpot 17 answers THREAD_NOT_ALIVE when the list is that one thread alone (its
           single-thread path), where the specification asks for an empty record: not printed */
        jvmtiStackInfo *si = NULL;
        jthread list[2] = {t, NULL};
        (*jvmti)->GetCurrentThread(jvmti, &list[1]);
        e = (*jvmti)->GetThreadListStackTraces(jvmti, 2, list, 1, &si);
        printf("  GetThreadListStackTraces(ended thread, main; 1 frame): %s\n", err_name(e));
        if (!e) {
            print_stack_info(jni, &si[0]);
            print_stack_info(jni, &si[1]);
        }
        dealloc(si);
        fflush(stdout);
        return;
    }
    print_stack(jni, t, 1);
    /* change the worker's locals: its frame of JvmtiFrames.worker */
    jvmtiFrameInfo frames[64];
    jint got = 0;
    (*jvmti)->GetStackTrace(jvmti, t, 0, 64, frames, &got);
    for (jint d = 0; d < got; d++) {
        char *name = NULL;
        (*jvmti)->GetMethodName(jvmti, frames[d].method, &name, NULL, NULL);
        int is_worker = name && !strcmp(name, "worker"), is_blocked = name && !strcmp(name, "blocked");
        dealloc(name);
        if (is_blocked) check("SetLocalInt before of the blocked thread", (*jvmti)->SetLocalInt(jvmti, t, d, 0, 33));
        if (!is_worker) continue;
        check("SetLocalInt counter of the waiting thread", (*jvmti)->SetLocalInt(jvmti, t, d, 0, 55));
        check("SetLocalObject name of the waiting thread",
              (*jvmti)->SetLocalObject(jvmti, t, d, 1, (*jni)->NewStringUTF(jni, "changed by main")));
    }
    jthread list[2] = {t, NULL};
    (*jvmti)->GetCurrentThread(jvmti, &list[1]);
    jvmtiStackInfo *si = NULL;
    e = (*jvmti)->GetThreadListStackTraces(jvmti, 2, list, 5, &si);
    printf("  GetThreadListStackTraces(that thread, main; 5 frames): %s\n", err_name(e));
    if (!e) {
        print_stack_info(jni, &si[0]);
        print_stack_info(jni, &si[1]);
    }
    dealloc(si);
    jthread bad[2] = {t, (jthread)(*jni)->NewStringUTF(jni, "not a thread")};
    check("GetThreadListStackTraces with a String", (*jvmti)->GetThreadListStackTraces(jvmti, 2, bad, 5, &si));
    jint n = 0;
    e = (*jvmti)->GetAllStackTraces(jvmti, 4, &si, &n);
    printf("  GetAllStackTraces(4 frames): %s\n", err_name(e));
    for (int want = 0; !e && want < 2; want++)
        for (jint i = 0; i < n; i++) {
            char name[128];
            thread_name(jni, si[i].thread, name, sizeof name);
            if (!strcmp(name, want ? "frames-worker" : "main")) print_stack_info(jni, &si[i]);
        }
    dealloc(si);
    fflush(stdout);
}

/* At VMInit and at the start of the program's second thread no Java frame is reported yet: the VM's
   own frames (start-up, the bottom frame of a started thread) are internal. */
static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)jni;
    jint count = -1;
    jvmtiError e = (*env)->GetFrameCount(env, thread, &count);
    printf("VMInit: GetFrameCount %s, %d\n", err_name(e), (int)count);
    fflush(stdout);
}

static void JNICALL thread_start(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    char name[128];
    thread_name(jni, thread, name, sizeof name);
    if (strcmp(name, "frames-worker")) return;
    jint count = -1, got = -1;
    jvmtiFrameInfo buf[4];
    jvmtiError e = (*env)->GetFrameCount(env, thread, &count);
    printf("ThreadStart %s: GetFrameCount %s, %d\n", name, err_name(e), (int)count);
    e = (*env)->GetStackTrace(env, NULL, 0, 4, buf, &got);
    printf("ThreadStart %s: GetStackTrace of the current thread %s, %d frame(s)\n", name, err_name(e), (int)got);
    fflush(stdout);
}

static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)thread;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    if (!strcmp(sig, "LJvmtiFrames;")) {
        JNINativeMethod natives[] = {
            {"dump", "(Ljava/lang/String;)V", agent_fn_ptr((void (*)(void))native_dump)},
            {"change", "()V", agent_fn_ptr((void (*)(void))native_change)},
            {"errors", "(Ljava/lang/Object;)V", agent_fn_ptr((void (*)(void))native_errors)},
            {"other", "(Ljava/lang/Thread;)V", agent_fn_ptr((void (*)(void))native_other)},
            {"instanceProbe", "(I)V", agent_fn_ptr((void (*)(void))native_instance_probe)},
        };
        if ((*jni)->RegisterNatives(jni, klass, natives, 5) != 0) printf("frames: RegisterNatives failed\n");
    }
    dealloc(sig);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    if ((*vm)->GetEnv(vm, (void **)&nocaps, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_access_local_variables = 1;
    caps.can_get_line_numbers = 1;
    jvmtiError err = (*jvmti)->AddCapabilities(jvmti, &caps);
    printf("frames: AddCapabilities(can_access_local_variables, can_get_line_numbers) %s\n", err == JVMTI_ERROR_NONE ? "ok" : "failed");
    fflush(stdout);
    if (err != JVMTI_ERROR_NONE) return 1;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = class_prepare;
    cb.VMInit = vm_init;
    cb.ThreadStart = thread_start;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, NULL);
    return JNI_OK;
}
