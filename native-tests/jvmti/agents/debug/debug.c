/* debug.c: a test agent running scripted debugging sessions over
   native-tests/jvmti/java/JvmtiDebugTarget.java (node-tests/jvmti-debug.test.mjs), chosen by its option:
     breakpoints  stop at breakpoints set when the class is prepared, with the API's errors
     step         step into everything from a breakpoint until back in main (class initialisation, a
                  lambda's first call, JDK code filtered out)
     stepover     step over calls (SingleStep with NotifyFramePop, as JDWP does), then out
     stepexc      step through an exception thrown three frames deep, with MethodExit
     stepglobal   single step enabled for every thread: a thread started afterwards steps too
     methods      MethodEntry/MethodExit with return values, by exception too (and none for Math.sqrt,
                  an intrinsic, while StrictMath.sqrt, a native, has both)
     framepop     NotifyFramePop and FramePop, with the API's errors
     exceptions   Exception and ExceptionCatch with catch locations, an uncaught exception in a thread
     fields       field access and modification watches with values
     earlyreturn  ForceEarlyReturn of each type (and type mismatches) changing what the program prints
     popframe     PopFrame re-executing a call
     twoenvs      two environments and one breakpoint location
   Only the program's own classes are printed (JDK code differs between VMs), with method, line and
   bytecode index, which both VMs read from the same class file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti, *jvmti2;
static jthread main_thread; /* a global reference, from VMInit */
static char script[64];
static int in_callee, hits, popped, popped_square;
static jmethodID step_method;

#define SAY(...) do { printf(__VA_ARGS__); fflush(stdout); } while (0)

static const char *err_name(jvmtiError e) {
    switch (e) {
    case JVMTI_ERROR_NONE: return "NONE";
    case JVMTI_ERROR_DUPLICATE: return "DUPLICATE";
    case JVMTI_ERROR_NOT_FOUND: return "NOT_FOUND";
    case JVMTI_ERROR_INVALID_LOCATION: return "INVALID_LOCATION";
    case JVMTI_ERROR_OPAQUE_FRAME: return "OPAQUE_FRAME";
    case JVMTI_ERROR_NO_MORE_FRAMES: return "NO_MORE_FRAMES";
    case JVMTI_ERROR_TYPE_MISMATCH: return "TYPE_MISMATCH";
    case JVMTI_ERROR_THREAD_NOT_SUSPENDED: return "THREAD_NOT_SUSPENDED";
    case JVMTI_ERROR_MUST_POSSESS_CAPABILITY: return "MUST_POSSESS_CAPABILITY";
    default: {
        static char buf[32];
        snprintf(buf, sizeof buf, "error %d", (int)e);
        return buf;
    }
    }
}

/* The class name of a signature "LJvmtiDebugTarget$Lazy;" into buf; 0 unless it is one of the
   program's own classes (a lambda's hidden class is not: its name differs between VMs). */
static int own_class_name(jvmtiEnv *env, jclass k, char *buf, size_t cap) {
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, k, &sig, NULL) != JVMTI_ERROR_NONE) return 0;
    int own = strncmp(sig, "LJvmtiDebugTarget", 17) == 0 && !strstr(sig, "$$Lambda");
    if (own) snprintf(buf, cap, "%.*s", (int)strlen(sig) - 2, sig + 1);
    (*env)->Deallocate(env, (unsigned char *)sig);
    return own;
}

static int line_of(jvmtiEnv *env, jmethodID m, jlocation loc) {
    jint n = 0;
    jvmtiLineNumberEntry *t = NULL;
    if ((*env)->GetLineNumberTable(env, m, &n, &t) != JVMTI_ERROR_NONE) return -1;
    int line = -1;
    jlocation best = -1;
    for (jint i = 0; i < n; i++)
        if (t[i].start_location <= loc && t[i].start_location >= best) {
            best = t[i].start_location;
            line = t[i].line_number;
        }
    (*env)->Deallocate(env, (unsigned char *)t);
    return line;
}

/* "JvmtiDebugTarget.square" into buf; 0 unless the method is the program's own */
static int own_method(jvmtiEnv *env, jmethodID m, char *buf, size_t cap) {
    jclass k;
    char cls[200], *name = NULL;
    if ((*env)->GetMethodDeclaringClass(env, m, &k) != JVMTI_ERROR_NONE) return 0;
    if (!own_class_name(env, k, cls, sizeof cls)) return 0;
    (*env)->GetMethodName(env, m, &name, NULL, NULL);
    snprintf(buf, cap, "%s.%s", cls, name);
    (*env)->Deallocate(env, (unsigned char *)name);
    return 1;
}

/* "java/lang/Math.sqrt" for Math.sqrt and StrictMath.sqrt, which the target calls while
   MethodEntry/MethodExit are on (the JDK's own calls of other Math methods differ between VMs): HotSpot
   runs Math.sqrt, an intrinsic, without a frame and posts neither event for it, StrictMath.sqrt, a
   native, gets both; 0 for other methods. */
static int sqrt_method(jvmtiEnv *env, jmethodID m, char *buf, size_t cap) {
    jclass k;
    char *sig = NULL, *name = NULL;
    if ((*env)->GetMethodName(env, m, &name, NULL, NULL) != JVMTI_ERROR_NONE) return 0;
    int is_sqrt = !strcmp(name, "sqrt");
    (*env)->Deallocate(env, (unsigned char *)name);
    if (!is_sqrt || (*env)->GetMethodDeclaringClass(env, m, &k) != JVMTI_ERROR_NONE ||
        (*env)->GetClassSignature(env, k, &sig, NULL) != JVMTI_ERROR_NONE)
        return 0;
    int math = !strcmp(sig, "Ljava/lang/Math;") || !strcmp(sig, "Ljava/lang/StrictMath;");
    if (math) snprintf(buf, cap, "%.*s.sqrt", (int)strlen(sig) - 2, sig + 1);
    (*env)->Deallocate(env, (unsigned char *)sig);
    return math;
}

/* "JvmtiDebugTarget.square:22@0" */
static int own_location(jvmtiEnv *env, jmethodID m, jlocation loc, char *buf, size_t cap) {
    char mb[256];
    if (!own_method(env, m, mb, sizeof mb)) return 0;
    snprintf(buf, cap, "%s:%d@%d", mb, line_of(env, m, loc), (int)loc);
    return 1;
}

static char return_type(jvmtiEnv *env, jmethodID m) {
    char *sig = NULL;
    (*env)->GetMethodName(env, m, NULL, &sig, NULL);
    char r = strchr(sig, ')')[1];
    (*env)->Deallocate(env, (unsigned char *)sig);
    return r;
}

static void format_value(JNIEnv *jni, char type, jvalue v, char *buf, size_t cap) {
    switch (type) {
    case 'Z': snprintf(buf, cap, "%s", v.z ? "true" : "false"); break;
    case 'B': snprintf(buf, cap, "%d", v.b); break;
    case 'C': snprintf(buf, cap, "'%c'", (char)v.c); break;
    case 'S': snprintf(buf, cap, "%d", v.s); break;
    case 'I': snprintf(buf, cap, "%d", (int)v.i); break;
    case 'J': snprintf(buf, cap, "%lld", (long long)v.j); break;
    case 'F': snprintf(buf, cap, "%g", (double)v.f); break;
    case 'D': snprintf(buf, cap, "%g", v.d); break;
    case 'V': snprintf(buf, cap, "void"); break;
    default:
        if (!v.l) {
            snprintf(buf, cap, "null");
        } else {
            jclass sc = (*jni)->FindClass(jni, "java/lang/String");
            if ((*jni)->IsInstanceOf(jni, v.l, sc)) {
                const char *s = (*jni)->GetStringUTFChars(jni, (jstring)v.l, NULL);
                snprintf(buf, cap, "\"%s\"", s);
                (*jni)->ReleaseStringUTFChars(jni, (jstring)v.l, s);
            } else {
                snprintf(buf, cap, "an object");
            }
        }
    }
}

static void set_step(jthread thread, int on) {
    (*jvmti)->SetEventNotificationMode(jvmti, on ? JVMTI_ENABLE : JVMTI_DISABLE, JVMTI_EVENT_SINGLE_STEP, thread);
}

static int named(jvmtiEnv *env, jmethodID m, const char *want) {
    char *name = NULL;
    (*env)->GetMethodName(env, m, &name, NULL, NULL);
    int r = strcmp(name, want) == 0;
    (*env)->Deallocate(env, (unsigned char *)name);
    return r;
}

/* ------------------------------------------------------------------ breakpoints where the class is prepared */

/* The location of the k-th line table entry (by location) of k's method name. */
static jmethodID find_method(jvmtiEnv *env, jclass k, const char *name) {
    jint n = 0;
    jmethodID *ms = NULL;
    jmethodID found = NULL;
    (*env)->GetClassMethods(env, k, &n, &ms);
    for (jint i = 0; i < n && !found; i++)
        if (named(env, ms[i], name)) found = ms[i];
    (*env)->Deallocate(env, (unsigned char *)ms);
    return found;
}

static jlocation line_location(jvmtiEnv *env, jmethodID m, int k) {
    jint n = 0;
    jvmtiLineNumberEntry *t = NULL;
    (*env)->GetLineNumberTable(env, m, &n, &t);
    /* entries sorted by location (a tiny insertion sort) */
    for (jint i = 1; i < n; i++)
        for (jint j = i; j > 0 && t[j].start_location < t[j - 1].start_location; j--) {
            jvmtiLineNumberEntry x = t[j];
            t[j] = t[j - 1];
            t[j - 1] = x;
        }
    jlocation loc = k < n ? t[k].start_location : -1;
    (*env)->Deallocate(env, (unsigned char *)t);
    return loc;
}

static void breakpoint_at(jvmtiEnv *env, jclass k, const char *name, int line_index, int quiet) {
    jmethodID m = find_method(env, k, name);
    jlocation loc = line_location(env, m, line_index);
    jvmtiError e = (*env)->SetBreakpoint(env, m, loc);
    if (!quiet || e != JVMTI_ERROR_NONE) {
        char where[512];
        own_location(env, m, loc, where, sizeof where);
        SAY("SetBreakpoint %s: %s\n", where, err_name(e));
    }
}

/* JvmtiDebugTarget.twice */
static jint JNICALL twice(JNIEnv *jni, jclass k, jint x) {
    (void)jni, (void)k;
    return 2 * x;
}

static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass k) {
    (void)thread;
    char name[200];
    if (!own_class_name(env, k, name, sizeof name) || strcmp(name, "JvmtiDebugTarget") != 0) return;
    JNINativeMethod natives[] = {{(char *)"twice", (char *)"(I)I", agent_fn_ptr((void (*)(void))twice)}};
    if ((*jni)->RegisterNatives(jni, k, natives, 1) != 0) SAY("RegisterNatives failed\n");
    if (!strcmp(script, "breakpoints")) {
        breakpoint_at(env, k, "square", 0, 0);
        breakpoint_at(env, k, "sumTo", 2, 0);
        breakpoint_at(env, k, "catcher", 0, 0);
        breakpoint_at(env, k, "fields", 1, 0);
        breakpoint_at(env, k, "popMe", 0, 0); /* a getstatic, quickened under the breakpoint */
        jmethodID m = find_method(env, k, "square");
        jint len0 = 0;
        unsigned char *code = NULL;
        (*env)->GetBytecodes(env, m, &len0, &code);
        SAY("bytecodes of square under its breakpoint start with 0x%02x\n", code[0]);
        (*env)->Deallocate(env, code);
        SAY("SetBreakpoint again: %s\n", err_name((*env)->SetBreakpoint(env, m, 0)));
        SAY("SetBreakpoint at -1: %s\n", err_name((*env)->SetBreakpoint(env, m, -1)));
        SAY("SetBreakpoint past the end: %s\n", err_name((*env)->SetBreakpoint(env, m, 10000)));
        SAY("ClearBreakpoint where none is: %s\n", err_name((*env)->ClearBreakpoint(env, m, 1)));
    } else if (!strcmp(script, "step") || !strcmp(script, "stepover") || !strcmp(script, "methods")) {
        breakpoint_at(env, k, "stepHere", 0, 1);
        if (!strcmp(script, "methods")) breakpoint_at(env, k, "catcher", 0, 1);
    } else if (!strcmp(script, "stepexc")) {
        breakpoint_at(env, k, "catcher", 0, 1);
    } else if (!strcmp(script, "stepglobal")) {
        breakpoint_at(env, k, "voidValue", 0, 1);
    } else if (!strcmp(script, "framepop")) {
        breakpoint_at(env, k, "thrower", 0, 1);
        breakpoint_at(env, k, "square", 0, 1);
    } else if (!strcmp(script, "fields")) {
        const char *names[] = {"value", "big", "flag", "label"};
        jint n = 0;
        jfieldID *fs = NULL;
        (*env)->GetClassFields(env, k, &n, &fs);
        for (jint i = 0; i < n; i++) {
            char *fname = NULL;
            (*env)->GetFieldName(env, k, fs[i], &fname, NULL, NULL);
            for (int j = 0; j < 4; j++)
                if (!strcmp(fname, names[j])) {
                    jvmtiError a = (*env)->SetFieldAccessWatch(env, k, fs[i]);
                    jvmtiError b = (*env)->SetFieldModificationWatch(env, k, fs[i]);
                    SAY("watch %s: access %s, modification %s, again %s\n", fname, err_name(a), err_name(b),
                        err_name((*env)->SetFieldAccessWatch(env, k, fs[i])));
                    if (!strcmp(fname, "flag")) {
                        /* reads of flag go unreported from here on */
                        jvmtiError c = (*env)->ClearFieldAccessWatch(env, k, fs[i]);
                        SAY("clear the access watch of flag: %s, again: %s\n", err_name(c),
                            err_name((*env)->ClearFieldAccessWatch(env, k, fs[i])));
                    }
                }
            (*env)->Deallocate(env, (unsigned char *)fname);
        }
        (*env)->Deallocate(env, (unsigned char *)fs);
    } else if (!strcmp(script, "earlyreturn")) {
        const char *names[] = {"intValue", "longValue", "floatValue", "doubleValue", "stringValue", "boolValue",
                               "voidValue", "syncValue"};
        for (int i = 0; i < 8; i++) breakpoint_at(env, k, names[i], 0, 1);
    } else if (!strcmp(script, "popframe")) {
        breakpoint_at(env, k, "popMe", 1, 1);
        breakpoint_at(env, k, "square", 0, 1);
    } else if (!strcmp(script, "twoenvs")) {
        breakpoint_at(env, k, "square", 0, 0);
        breakpoint_at(jvmti2, k, "square", 0, 0);
        breakpoint_at(jvmti2, k, "sumTo", 0, 0);
    }
}

/* ------------------------------------------------------------------ events */

static void JNICALL breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jlocation loc) {
    char where[512];
    own_location(env, m, loc, where, sizeof where);
    SAY("%sbreakpoint %s\n", env == jvmti2 ? "env2: " : "", where);
    hits++;
    if (!strcmp(script, "breakpoints")) {
        if (named(env, m, "sumTo") && hits == 3) {
            SAY("ClearBreakpoint %s: %s\n", where, err_name((*env)->ClearBreakpoint(env, m, loc)));
            SAY("ClearBreakpoint again: %s\n", err_name((*env)->ClearBreakpoint(env, m, loc)));
        }
    } else if (!strcmp(script, "step") || !strcmp(script, "stepexc")) {
        step_method = m;
        set_step(thread, 1);
        if (!strcmp(script, "stepexc"))
            (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, thread);
    } else if (!strcmp(script, "stepglobal")) {
        set_step(NULL, 1);
    } else if (!strcmp(script, "stepover")) {
        step_method = m;
        SAY("NotifyFramePop here: %s\n", err_name((*env)->NotifyFramePop(env, thread, 0)));
        set_step(thread, 1);
    } else if (!strcmp(script, "methods")) {
        (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, thread);
        (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, thread);
        step_method = m;
    } else if (!strcmp(script, "framepop")) {
        if (named(env, m, "thrower") && !popped) {
            popped = 1;
            SAY("NotifyFramePop 0: %s\n", err_name((*env)->NotifyFramePop(env, thread, 0)));
            SAY("NotifyFramePop 0 again: %s\n", err_name((*env)->NotifyFramePop(env, thread, 0)));
            SAY("NotifyFramePop 1: %s\n", err_name((*env)->NotifyFramePop(env, thread, 1)));
            SAY("NotifyFramePop 1000: %s\n", err_name((*env)->NotifyFramePop(env, thread, 1000)));
        } else if (named(env, m, "square")) {
            SAY("NotifyFramePop 0: %s\n", err_name((*env)->NotifyFramePop(env, thread, 0)));
            SAY("NotifyFramePop 1: %s\n", err_name((*env)->NotifyFramePop(env, thread, 1)));
        }
    } else if (!strcmp(script, "earlyreturn")) {
        jvmtiError e = JVMTI_ERROR_NONE, mismatch = JVMTI_ERROR_NONE;
        if (named(env, m, "intValue")) {
            mismatch = (*env)->ForceEarlyReturnLong(env, NULL, 5);
            e = (*env)->ForceEarlyReturnInt(env, NULL, 10);
        } else if (named(env, m, "longValue")) {
            mismatch = (*env)->ForceEarlyReturnInt(env, NULL, 5);
            e = (*env)->ForceEarlyReturnLong(env, NULL, 20000000000LL);
        } else if (named(env, m, "floatValue")) {
            mismatch = (*env)->ForceEarlyReturnDouble(env, NULL, 5);
            e = (*env)->ForceEarlyReturnFloat(env, NULL, 30.5f);
        } else if (named(env, m, "doubleValue")) {
            mismatch = (*env)->ForceEarlyReturnFloat(env, NULL, 5);
            e = (*env)->ForceEarlyReturnDouble(env, NULL, 40.75);
        } else if (named(env, m, "stringValue")) {
            jclass ic = (*jni)->FindClass(jni, "java/lang/Thread");
            mismatch = (*env)->ForceEarlyReturnObject(env, NULL, ic);
            e = (*env)->ForceEarlyReturnObject(env, NULL, (*jni)->NewStringUTF(jni, "forced"));
        } else if (named(env, m, "boolValue")) {
            mismatch = (*env)->ForceEarlyReturnVoid(env, NULL);
            e = (*env)->ForceEarlyReturnInt(env, NULL, 1);
        } else if (named(env, m, "voidValue")) {
            mismatch = (*env)->ForceEarlyReturnInt(env, NULL, 1);
            e = (*env)->ForceEarlyReturnVoid(env, NULL);
        } else if (named(env, m, "syncValue")) {
            mismatch = (*env)->ForceEarlyReturnObject(env, NULL, NULL);
            e = (*env)->ForceEarlyReturnInt(env, NULL, 60);
        }
        SAY("ForceEarlyReturn of the wrong type: %s, of the right type: %s\n", err_name(mismatch), err_name(e));
    } else if (!strcmp(script, "popframe")) {
        if (named(env, m, "popMe") && !popped) {
            popped = 1;
            SAY("PopFrame: %s\n", err_name((*env)->PopFrame(env, thread)));
        } else if (named(env, m, "square") && !popped_square) {
            popped_square = 1;
            SAY("PopFrame of main's callee: %s\n", err_name((*env)->PopFrame(env, thread)));
        }
    }
}

static void JNICALL single_step(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jlocation loc) {
    char where[512];
    int own = own_location(env, m, loc, where, sizeof where);
    if (!strcmp(script, "stepover")) {
        if (m == step_method) {
            SAY("step %s\n", where);
        } else if (!in_callee) {
            /* stepped into a call: step over it (until its frame pops) */
            in_callee = 1;
            jvmtiError e = (*env)->NotifyFramePop(env, thread, 0);
            if (e != JVMTI_ERROR_NONE) SAY("NotifyFramePop in a callee: %s\n", err_name(e));
            set_step(thread, 0);
        }
        return;
    }
    if (!own) return;
    if (!strcmp(script, "stepglobal")) {
        /* the worker's steps only: main runs beside it (on HotSpot, at the same time) */
        if (!(*jni)->IsSameObject(jni, thread, main_thread)) SAY("worker step %s\n", where);
        return;
    }
    SAY("step %s\n", where);
    if (named(env, m, "main")) set_step(thread, 0); /* back in main: done */
}

static void JNICALL frame_pop(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jboolean by_exception) {
    (void)jni;
    char name[300];
    int own = own_method(env, m, name, sizeof name);
    if (!strcmp(script, "stepover")) {
        if (m == step_method) {
            SAY("framepop %s: stepped out\n", name);
            set_step(thread, 1); /* the next step is in the caller */
            step_method = NULL;
            return;
        }
        if (own) SAY("framepop %s: stepped over\n", name);
        in_callee = 0;
        set_step(thread, 1);
        return;
    }
    if (own) SAY("framepop %s%s\n", name, by_exception ? " by exception" : "");
}

static void JNICALL method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m) {
    (void)jni;
    char name[300];
    if (!own_method(env, m, name, sizeof name) && !sqrt_method(env, m, name, sizeof name)) return;
    SAY("entry %s\n", name);
    if (named(env, m, "twice")) {
        /* a native frame on top: none of these apply to it */
        SAY("in a native method: NotifyFramePop %s, PopFrame %s, ForceEarlyReturnInt %s\n",
            err_name((*env)->NotifyFramePop(env, thread, 0)), err_name((*env)->PopFrame(env, thread)),
            err_name((*env)->ForceEarlyReturnInt(env, thread, 0)));
    }
}

static void JNICALL method_exit(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jboolean by_exception,
                                jvalue value) {
    char name[300], v[300];
    if (!own_method(env, m, name, sizeof name) && !sqrt_method(env, m, name, sizeof name)) return;
    if (by_exception) {
        SAY("exit %s by exception\n", name);
    } else {
        format_value(jni, return_type(env, m), value, v, sizeof v);
        SAY("exit %s = %s\n", name, v);
    }
    if (m == step_method && !strcmp(script, "methods")) {
        (*env)->SetEventNotificationMode(env, JVMTI_DISABLE, JVMTI_EVENT_METHOD_ENTRY, thread);
        (*env)->SetEventNotificationMode(env, JVMTI_DISABLE, JVMTI_EVENT_METHOD_EXIT, thread);
    }
}

static void exception_name(jvmtiEnv *env, JNIEnv *jni, jobject ex, char *buf, size_t cap) {
    char *sig = NULL;
    jclass k = (*jni)->GetObjectClass(jni, ex);
    (*env)->GetClassSignature(env, k, &sig, NULL);
    snprintf(buf, cap, "%.*s", (int)strlen(sig) - 2, sig + 1);
    (*env)->Deallocate(env, (unsigned char *)sig);
}

static void JNICALL exception(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jlocation loc, jobject ex,
                              jmethodID catch_m, jlocation catch_loc) {
    (void)thread;
    char where[512], caught[300] = "none", name[200];
    if (!own_location(env, m, loc, where, sizeof where)) return;
    if (catch_m && !own_location(env, catch_m, catch_loc, caught, sizeof caught)) snprintf(caught, sizeof caught, "outside");
    exception_name(env, jni, ex, name, sizeof name);
    SAY("exception %s at %s, caught at %s\n", name, where, caught);
}

static void JNICALL exception_catch(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jlocation loc,
                                    jobject ex) {
    (void)thread;
    char where[512], name[200];
    if (!own_location(env, m, loc, where, sizeof where)) return;
    exception_name(env, jni, ex, name, sizeof name);
    SAY("catch %s at %s\n", name, where);
}

static void field_name(jvmtiEnv *env, jclass k, jfieldID f, char *buf, size_t cap) {
    char *name = NULL;
    (*env)->GetFieldName(env, k, f, &name, NULL, NULL);
    snprintf(buf, cap, "%s", name);
    (*env)->Deallocate(env, (unsigned char *)name);
}

static void JNICALL field_access(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jlocation loc,
                                 jclass k, jobject o, jfieldID f) {
    (void)jni, (void)thread;
    char where[512], name[100];
    if (!own_location(env, m, loc, where, sizeof where)) return;
    field_name(env, k, f, name, sizeof name);
    SAY("access %s%s at %s\n", name, o ? " of an object" : "", where);
}

static void JNICALL field_modification(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jlocation loc,
                                       jclass k, jobject o, jfieldID f, char sig, jvalue v) {
    (void)thread;
    char where[512], name[100], value[300];
    if (!own_location(env, m, loc, where, sizeof where)) return;
    field_name(env, k, f, name, sizeof name);
    format_value(jni, sig, v, value, sizeof value);
    SAY("modify %s%s = %s (%c) at %s\n", name, o ? " of an object" : "", value, sig, where);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    main_thread = (*jni)->NewGlobalRef(jni, thread);
    if (!strcmp(script, "exceptions")) {
        (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_EXCEPTION, NULL);
        (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_EXCEPTION_CATCH, NULL);
    } else if (!strcmp(script, "fields")) {
        (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_FIELD_ACCESS, NULL);
        (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_FIELD_MODIFICATION, NULL);
    }
}

/* env2 (twoenvs) asks for breakpoints alone: some capabilities are one environment's at a time */
static int setup(jvmtiEnv *env) {
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_breakpoint_events = 1;
    caps.can_get_line_numbers = 1;
    if (env == jvmti2) goto add;
    caps.can_generate_single_step_events = 1;
    caps.can_generate_frame_pop_events = 1;
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_method_exit_events = 1;
    caps.can_generate_exception_events = 1;
    caps.can_generate_field_access_events = 1;
    caps.can_generate_field_modification_events = 1;
    caps.can_pop_frame = 1;
    caps.can_force_early_return = 1;
    caps.can_get_bytecodes = 1;
add:;
    jvmtiError e = (*env)->AddCapabilities(env, &caps);
    if (e != JVMTI_ERROR_NONE) {
        SAY("AddCapabilities: %s\n", err_name(e));
        return 0;
    }
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = vm_init;
    cb.ClassPrepare = class_prepare;
    cb.Breakpoint = breakpoint;
    cb.SingleStep = single_step;
    cb.FramePop = frame_pop;
    cb.MethodEntry = method_entry;
    cb.MethodExit = method_exit;
    cb.Exception = exception;
    cb.ExceptionCatch = exception_catch;
    cb.FieldAccess = field_access;
    cb.FieldModification = field_modification;
    (*env)->SetEventCallbacks(env, &cb, (jint)sizeof cb);
    (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL);
    (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_FRAME_POP, NULL);
    return 1;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    snprintf(script, sizeof script, "%s", options ? options : "breakpoints");
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    if (!setup(jvmti)) return 1;
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    if (!strcmp(script, "twoenvs")) {
        if ((*vm)->GetEnv(vm, (void **)&jvmti2, JVMTI_VERSION) != JNI_OK) return 1;
        setup(jvmti2);
    }
    return JNI_OK;
}
