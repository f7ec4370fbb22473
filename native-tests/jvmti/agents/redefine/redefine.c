/* redefine.c: a test agent for ClassFileLoadHook, RedefineClasses and RetransformClasses
   (node-tests/jvmti-redefine.test.mjs) over native-tests/jvmti/java/JvmtiRedefine.java. Two
   environments: `plain` cannot retransform and rewrites RedefLoad's "original" into "patchedA" whenever
   the class's bytes pass the hook (and replaces RedefBroken's with bytes that are no class file); `retrans` can retransform and redefine, and in its hook rewrites
   "patchedA" into "patchedB" when the class is retransformed or redefined. Each hook records what it
   saw of RedefLoad and of the program's classes being redefined; report() prints the records. The
   natives of JvmtiRedefine redefine, retransform, set a breakpoint and look at the frames of a
   redefined class and of a thread. With option `late` no environment can retransform while the
   classes load: JvmtiRetransformLate's native makes a third environment that can, and retransforms.
   With option `early` (or `noearly`) one environment with (without) the early and all class hook
   capabilities says in which phases ClassFileLoadHook came. With option `mid`, JvmtiRedefineMid is
   retransformed from ClassPrepare and SampledObjectAlloc callbacks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *plain, *retrans;
static char records[64][160];
static int n_records;
static int breakpoint_hits;

static void record(const char *fmt, const char *a, const char *b, const char *c) {
    if (n_records < 64) snprintf(records[n_records++], sizeof records[0], fmt, a, b, c);
}

/* RedefLoad, and the program's classes being redefined (when the others load differs between VMs:
   HotSpot's verifier loads some early) */
static int ours(const char *name, jclass being_redefined) {
    return name && (!strcmp(name, "RedefLoad") || (being_redefined && !strncmp(name, "Redef", 5)));
}

/* a copy of data with every `from` replaced by `to` (same length), in memory from env's Allocate */
static unsigned char *replaced(jvmtiEnv *env, const unsigned char *data, jint len, const char *from, const char *to,
                               int *count) {
    unsigned char *out = NULL;
    if ((*env)->Allocate(env, len, &out) != JVMTI_ERROR_NONE) return NULL;
    memcpy(out, data, (size_t)len);
    size_t n = strlen(from);
    *count = 0;
    for (jint i = 0; i + (jint)n <= len; i++)
        if (!memcmp(out + i, from, n)) {
            memcpy(out + i, to, n);
            (*count)++;
        }
    return out;
}

static const char *has_text(const unsigned char *data, jint len) {
    static const char *texts[] = {"original", "patchedA", "patchedB"};
    for (int k = 2; k >= 0; k--)
        for (jint i = 0; i + 8 <= len; i++)
            if (!memcmp(data + i, texts[k], 8)) return texts[k];
    return "-";
}

static void hook(jvmtiEnv *env, const char *who, const char *from, const char *to, int only_redefined, jclass being_redefined,
                 const char *name, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data) {
    if (!ours(name, being_redefined)) return;
    record("%s: %s%s", who, name, being_redefined ? " (being redefined)" : "");
    if (strcmp(name, "RedefLoad") || (only_redefined && !being_redefined)) return;
    record("  %s sees %s%s", who, has_text(data, len), "");
    int count = 0;
    unsigned char *out = replaced(env, data, len, from, to, &count);
    if (count) {
        *new_len = len;
        *new_data = out;
    } else {
        (*env)->Deallocate(env, out);
    }
}

static void JNICALL plain_hook(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined, jobject loader, const char *name,
                               jobject pd, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data) {
    (void)jni;
    (void)loader;
    (void)pd;
    hook(env, "plain", "original", "patchedA", 0, being_redefined, name, len, data, new_len, new_data);
    if (name && !strcmp(name, "RedefBroken") && (*env)->Allocate(env, 8, new_data) == JVMTI_ERROR_NONE) {
        memcpy(*new_data, "\x12\x34\x56\x78\0\0\0\x3d", 8); /* a bad magic number */
        *new_len = 8;
    }
}

static void JNICALL retrans_hook(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined, jobject loader, const char *name,
                                 jobject pd, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data) {
    (void)jni;
    (void)loader;
    (void)pd;
    hook(env, "retrans", "patchedA", "patchedB", 1, being_redefined, name, len, data, new_len, new_data);
}

static void JNICALL breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation location) {
    (void)env;
    (void)jni;
    (void)thread;
    (void)method;
    (void)location;
    breakpoint_hits++;
}

/* ---------------------------------------------------------------- JvmtiRedefine's natives */

static jstring error_string(JNIEnv *jni, jvmtiError e) { return (*jni)->NewStringUTF(jni, agent_error_name(retrans, e)); }

static jvmtiError redefine_bytes(JNIEnv *jni, jclass c, jbyteArray bytes) {
    jvmtiClassDefinition def;
    jsize n = (*jni)->GetArrayLength(jni, bytes);
    jbyte *b = (*jni)->GetByteArrayElements(jni, bytes, NULL);
    def.klass = c;
    def.class_byte_count = n;
    def.class_bytes = (const unsigned char *)b;
    jvmtiError e = (*retrans)->RedefineClasses(retrans, 1, &def);
    (*jni)->ReleaseByteArrayElements(jni, bytes, b, JNI_ABORT);
    return e;
}

static jstring JNICALL redefine(JNIEnv *jni, jclass cls, jclass c, jbyteArray bytes) {
    (void)cls;
    return error_string(jni, redefine_bytes(jni, c, bytes));
}

static jstring JNICALL redefine_two(JNIEnv *jni, jclass cls, jclass a, jbyteArray ab, jclass b, jbyteArray bb) {
    (void)cls;
    jvmtiClassDefinition defs[2];
    jbyte *x = (*jni)->GetByteArrayElements(jni, ab, NULL), *y = (*jni)->GetByteArrayElements(jni, bb, NULL);
    defs[0].klass = a;
    defs[0].class_byte_count = (*jni)->GetArrayLength(jni, ab);
    defs[0].class_bytes = (const unsigned char *)x;
    defs[1].klass = b;
    defs[1].class_byte_count = (*jni)->GetArrayLength(jni, bb);
    defs[1].class_bytes = (const unsigned char *)y;
    jvmtiError e = (*retrans)->RedefineClasses(retrans, 2, defs);
    (*jni)->ReleaseByteArrayElements(jni, ab, x, JNI_ABORT);
    (*jni)->ReleaseByteArrayElements(jni, bb, y, JNI_ABORT);
    return error_string(jni, e);
}

static jstring JNICALL retransform(JNIEnv *jni, jclass cls, jclass c) {
    (void)cls;
    return error_string(jni, (*retrans)->RetransformClasses(retrans, 1, &c));
}

static jboolean JNICALL modifiable(JNIEnv *jni, jclass cls, jclass c) {
    (void)jni;
    (void)cls;
    jboolean m = JNI_FALSE;
    (*retrans)->IsModifiableClass(retrans, c, &m);
    return m;
}

/* what frame depth's method is now, against the class's current method of that name */
static void describe_frame(JNIEnv *jni, jclass target, int depth, char *out, size_t cap) {
    jmethodID m = NULL;
    jlocation loc;
    (*retrans)->GetFrameLocation(retrans, NULL, depth, &m, &loc);
    char *name = NULL, *sig = NULL, *csig = NULL;
    jclass decl = NULL;
    jboolean obsolete = JNI_FALSE;
    (*retrans)->GetMethodName(retrans, m, &name, &sig, NULL);
    (*retrans)->GetMethodDeclaringClass(retrans, m, &decl);
    (*retrans)->GetClassSignature(retrans, decl, &csig, NULL);
    jvmtiError oe = (*retrans)->IsMethodObsolete(retrans, m, &obsolete);
    jmethodID now = (*jni)->GetStaticMethodID(jni, target, name, sig);
    jboolean now_obsolete = JNI_TRUE;
    (*retrans)->IsMethodObsolete(retrans, now, &now_obsolete);
    jint lines = 0;
    jvmtiLineNumberEntry *table = NULL;
    jvmtiError le = (*retrans)->GetLineNumberTable(retrans, m, &lines, &table);
    snprintf(out, cap, "%s%s of %s: obsolete %s (%s), the same jmethodID as now %s, the current one obsolete %s, line table %s first line %d",
             name, sig, csig, obsolete ? "yes" : "no", agent_error_name(retrans, oe), m == now ? "yes" : "no",
             now_obsolete ? "yes" : "no", agent_error_name(retrans, le), lines ? (int)table[0].line_number : -1);
    (*retrans)->Deallocate(retrans, (unsigned char *)name);
    (*retrans)->Deallocate(retrans, (unsigned char *)sig);
    (*retrans)->Deallocate(retrans, (unsigned char *)csig);
    (*retrans)->Deallocate(retrans, (unsigned char *)table);
}

/* called from RedefTarget.emcp() (depth 2), called from RedefTarget.running() (depth 3) */
static jstring JNICALL redefine_in_frames(JNIEnv *jni, jclass cls, jbyteArray bytes) {
    jclass target = (*jni)->FindClass(jni, "RedefTarget");
    jvmtiError e = redefine_bytes(jni, target, bytes);
    char a[512], b[512];
    describe_frame(jni, target, 2, a, sizeof a);
    describe_frame(jni, target, 3, b, sizeof b);
    printf("redefined while running: %s\n  %s\n  %s\n", agent_error_name(retrans, e), a, b);
    fflush(stdout);
    (void)cls;
    return (*jni)->NewStringUTF(jni, "emcp v1/v2");
}

static void JNICALL set_breakpoint(JNIEnv *jni, jclass cls) {
    (void)cls;
    jclass target = (*jni)->FindClass(jni, "RedefTarget");
    jmethodID virt = (*jni)->GetMethodID(jni, target, "virt", "()Ljava/lang/String;");
    printf("SetBreakpoint: %s\n", agent_error_name(retrans, (*retrans)->SetBreakpoint(retrans, virt, 0)));
    fflush(stdout);
}

static jint JNICALL breakpoints(JNIEnv *jni, jclass cls) {
    (void)jni;
    (void)cls;
    return breakpoint_hits;
}

/* the methods of t's frames, innermost first, obsolete ones marked */
static jstring JNICALL frames(JNIEnv *jni, jclass cls, jthread t) {
    (void)cls;
    jvmtiFrameInfo fs[16];
    jint n = 0;
    jvmtiError e = (*retrans)->GetStackTrace(retrans, t, 0, 16, fs, &n);
    char out[1024];
    size_t used = (size_t)snprintf(out, sizeof out, "%s", e == JVMTI_ERROR_NONE ? "" : agent_error_name(retrans, e));
    for (jint i = 0; i < n && used < sizeof out; i++) {
        char *name = NULL;
        jboolean obsolete = JNI_FALSE;
        (*retrans)->GetMethodName(retrans, fs[i].method, &name, NULL, NULL);
        (*retrans)->IsMethodObsolete(retrans, fs[i].method, &obsolete);
        used += (size_t)snprintf(out + used, sizeof out - used, "%s%s%s", i ? " < " : "", name, obsolete ? " (obsolete)" : "");
        (*retrans)->Deallocate(retrans, (unsigned char *)name);
    }
    return (*jni)->NewStringUTF(jni, out);
}

static void JNICALL report(JNIEnv *jni, jclass cls) {
    (void)jni;
    (void)cls;
    for (int i = 0; i < n_records; i++) printf("hook %s\n", records[i]);
    n_records = 0;
    fflush(stdout);
}

/* ---------------------------------------------------------------- option late: JvmtiRetransformLate */

static jvmtiEnv *late;

/* the new environment's hook: what it is given of RedefLoad (written by the VM from the class), which
   it rewrites, and whether the other classes retransformed come as class files */
static void JNICALL late_hook(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined, jobject loader, const char *name,
                              jobject pd, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data) {
    (void)jni;
    (void)loader;
    (void)pd;
    /* (HotSpot also gives it classes loaded during a retransformation, as if they were being redefined) */
    if (!being_redefined || !name || (strcmp(name, "RedefLoad") && strcmp(name, "java/lang/String") &&
                                      strcmp(name, "JvmtiRetransformLate")))
        return;
    if (strcmp(name, "RedefLoad")) {
        printf("late hook: %s (being redefined), a class file: %s\n", name,
               len > 10 && data[0] == 0xca && data[1] == 0xfe && data[2] == 0xba && data[3] == 0xbe ? "yes" : "no");
        return;
    }
    printf("late hook: RedefLoad (being redefined) sees %s\n", has_text(data, len));
    int count = 0;
    unsigned char *out = replaced(env, data, len, "patchedA", "patchedC", &count);
    *new_len = len;
    *new_data = out;
}

static jstring JNICALL retransform_late(JNIEnv *jni, jclass cls, jclass c) {
    (void)cls;
    if (!late) {
        JavaVM *vm;
        (*jni)->GetJavaVM(jni, &vm);
        (*vm)->GetEnv(vm, (void **)&late, JVMTI_VERSION);
        jvmtiCapabilities caps;
        memset(&caps, 0, sizeof caps);
        caps.can_retransform_classes = 1;
        printf("late AddCapabilities: %s\n", agent_error_name(late, (*late)->AddCapabilities(late, &caps)));
        jvmtiEventCallbacks cb;
        memset(&cb, 0, sizeof cb);
        cb.ClassFileLoadHook = late_hook;
        (*late)->SetEventCallbacks(late, &cb, (jint)sizeof cb);
        (*late)->SetEventNotificationMode(late, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    }
    jvmtiError e = (*late)->RetransformClasses(late, 1, &c);
    fflush(stdout);
    return (*jni)->NewStringUTF(jni, agent_error_name(late, e));
}

static int is_late;

/* ---------------------------------------------------------------- options early, noearly: the phases */

static int hooks_in_phase[8];
static int object_in_primordial;

static void JNICALL phase_hook(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined, jobject loader, const char *name,
                               jobject pd, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data) {
    (void)jni;
    (void)being_redefined;
    (void)loader;
    (void)pd;
    (void)len;
    (void)data;
    (void)new_len;
    (void)new_data;
    jvmtiPhase phase = JVMTI_PHASE_DEAD;
    (*env)->GetPhase(env, &phase);
    hooks_in_phase[phase & 7]++;
    if (phase == JVMTI_PHASE_PRIMORDIAL && name && !strcmp(name, "java/lang/Object")) object_in_primordial = 1;
}

static void JNICALL phase_death(jvmtiEnv *env, JNIEnv *jni) {
    (void)env;
    (void)jni;
    printf("ClassFileLoadHook in the primordial phase: %s (java/lang/Object: %s), start phase: %s, live phase: %s\n",
           hooks_in_phase[JVMTI_PHASE_PRIMORDIAL & 7] ? "yes" : "no", object_in_primordial ? "yes" : "no",
           hooks_in_phase[JVMTI_PHASE_START & 7] ? "yes" : "no", hooks_in_phase[JVMTI_PHASE_LIVE & 7] ? "yes" : "no");
    fflush(stdout);
}

/* ---------------------------------------------------------------- option mid: JvmtiRedefineMid */

static jvmtiEnv *mid;
static jclass mid_class; /* JvmtiRedefineMid (a global reference: FindClass in a callback depends on the frames) */
static char mid_results[256];

static void mid_retransform(const char *when) {
    jvmtiError e = (*mid)->RetransformClasses(mid, 1, &mid_class);
    size_t n = strlen(mid_results);
    snprintf(mid_results + n, sizeof mid_results - n, "%s%s: %s", n ? ", " : "", when, agent_error_name(mid, e));
}

static int is_redef_load(jvmtiEnv *env, jclass k) {
    char *sig = NULL;
    (*env)->GetClassSignature(env, k, &sig, NULL);
    int yes = sig && !strcmp(sig, "LRedefLoad;");
    (*env)->Deallocate(env, (unsigned char *)sig);
    return yes;
}

static void JNICALL mid_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass k) {
    (void)thread;
    (void)jni;
    if (is_redef_load(env, k)) mid_retransform("at ClassPrepare");
}

static void JNICALL mid_sampled(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject o, jclass k, jlong size) {
    (void)thread;
    (void)o;
    (void)size;
    (void)jni;
    if (is_redef_load(env, k)) mid_retransform("at SampledObjectAlloc");
}

static jstring JNICALL mid_results_native(JNIEnv *jni, jclass cls) {
    (void)cls;
    return (*jni)->NewStringUTF(jni, mid_results);
}

static void JNICALL mid_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)thread;
    jclass c = (*jni)->FindClass(jni, "JvmtiRedefineMid");
    JNINativeMethod natives[] = {{(char *)"results", (char *)"()Ljava/lang/String;", agent_fn_ptr((void (*)(void))mid_results_native)}};
    if (!c) return;
    (*jni)->RegisterNatives(jni, c, natives, 1);
    mid_class = (*jni)->NewGlobalRef(jni, c);
    (*env)->SetHeapSamplingInterval(env, 0);
    (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
}

static jint mid_on_load(JavaVM *vm) {
    if ((*vm)->GetEnv(vm, (void **)&mid, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_retransform_classes = 1;
    caps.can_generate_sampled_object_alloc_events = 1;
    printf("AddCapabilities: %s\n", agent_error_name(mid, (*mid)->AddCapabilities(mid, &caps)));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = mid_init;
    cb.ClassPrepare = mid_prepare;
    cb.SampledObjectAlloc = mid_sampled;
    (*mid)->SetEventCallbacks(mid, &cb, (jint)sizeof cb);
    (*mid)->SetEventNotificationMode(mid, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    fflush(stdout);
    return JNI_OK;
}

/* early: the capabilities for the primordial phase's classes; noearly: without them */
static jint phases_on_load(JavaVM *vm, int early) {
    jvmtiEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_early_class_hook_events = early;
    caps.can_generate_all_class_hook_events = early;
    printf("AddCapabilities: %s\n", agent_error_name(env, (*env)->AddCapabilities(env, &caps)));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = phase_hook;
    cb.VMDeath = phase_death;
    (*env)->SetEventCallbacks(env, &cb, (jint)sizeof cb);
    (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    fflush(stdout);
    return JNI_OK;
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env;
    (void)thread;
    if (is_late) {
        jclass lc = (*jni)->FindClass(jni, "JvmtiRetransformLate");
        JNINativeMethod natives[] = {{(char *)"retransformLate", (char *)"(Ljava/lang/Class;)Ljava/lang/String;",
                                      agent_fn_ptr((void (*)(void))retransform_late)}};
        if (lc) (*jni)->RegisterNatives(jni, lc, natives, 1);
        return;
    }
    jclass c = (*jni)->FindClass(jni, "JvmtiRedefine");
    if (!c) return;
    JNINativeMethod natives[] = {
        {(char *)"redefine", (char *)"(Ljava/lang/Class;[B)Ljava/lang/String;", agent_fn_ptr((void (*)(void))redefine)},
        {(char *)"redefineTwo", (char *)"(Ljava/lang/Class;[BLjava/lang/Class;[B)Ljava/lang/String;",
         agent_fn_ptr((void (*)(void))redefine_two)},
        {(char *)"retransform", (char *)"(Ljava/lang/Class;)Ljava/lang/String;", agent_fn_ptr((void (*)(void))retransform)},
        {(char *)"modifiable", (char *)"(Ljava/lang/Class;)Z", agent_fn_ptr((void (*)(void))modifiable)},
        {(char *)"redefineInFrames", (char *)"([B)Ljava/lang/String;", agent_fn_ptr((void (*)(void))redefine_in_frames)},
        {(char *)"setBreakpoint", (char *)"()V", agent_fn_ptr((void (*)(void))set_breakpoint)},
        {(char *)"breakpoints", (char *)"()I", agent_fn_ptr((void (*)(void))breakpoints)},
        {(char *)"report", (char *)"()V", agent_fn_ptr((void (*)(void))report)},
        {(char *)"frames", (char *)"(Ljava/lang/Thread;)Ljava/lang/String;", agent_fn_ptr((void (*)(void))frames)},
    };
    (*jni)->RegisterNatives(jni, c, natives, (jint)(sizeof natives / sizeof natives[0]));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if (options && (!strcmp(options, "early") || !strcmp(options, "noearly"))) return phases_on_load(vm, !strcmp(options, "early"));
    if (options && !strcmp(options, "mid")) return mid_on_load(vm);
    is_late = options && !strcmp(options, "late");
    if ((*vm)->GetEnv(vm, (void **)&plain, JVMTI_VERSION) != JNI_OK) return 1;
    if ((*vm)->GetEnv(vm, (void **)&retrans, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    printf("RedefineClasses without the capability: %s\n",
           agent_error_name(retrans, (*retrans)->RedefineClasses(retrans, 0, NULL)));
    caps.can_redefine_classes = 1;
    caps.can_retransform_classes = !is_late; /* late: no environment can retransform as classes load */
    caps.can_redefine_any_class = 1;
    caps.can_retransform_any_class = 1;
    caps.can_generate_breakpoint_events = 1;
    caps.can_get_line_numbers = 1;
    printf("AddCapabilities: %s\n", agent_error_name(retrans, (*retrans)->AddCapabilities(retrans, &caps)));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = plain_hook;
    cb.VMInit = vm_init;
    (*plain)->SetEventCallbacks(plain, &cb, (jint)sizeof cb);
    (*plain)->SetEventNotificationMode(plain, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    (*plain)->SetEventNotificationMode(plain, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = retrans_hook;
    cb.Breakpoint = breakpoint;
    (*retrans)->SetEventCallbacks(retrans, &cb, (jint)sizeof cb);
    (*retrans)->SetEventNotificationMode(retrans, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    (*retrans)->SetEventNotificationMode(retrans, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL);
    printf("RedefineClasses in OnLoad: %s\n", agent_error_name(retrans, (*retrans)->RedefineClasses(retrans, 0, NULL)));
    printf("RetransformClasses in OnLoad: %s\n", agent_error_name(retrans, (*retrans)->RetransformClasses(retrans, 0, NULL)));
    fflush(stdout);
    return JNI_OK;
}
