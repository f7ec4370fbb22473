/* heaptrack.c: a heap-tracking agent of the project's own (node-tests/jvmti-heaptrack.test.mjs), run
   on corpus programs on HotSpot and Vitrine. When the program's main method is about to return (a
   breakpoint on each of its return instructions) it tags the program's own classes (those not of the
   JDK: not java.*, javax.*, jdk.*, sun.*, com.sun.*), walks every object reachable from the heap roots
   (FollowReferences) and prints, like jmap -histo restricted to them, each class with its number of
   reachable instances and their size in HotSpot's layout, sorted by class name. Reachable objects
   are the same on every VM whatever the collector did before, so the lines are compared with
   HotSpot's. With the option `sites`, it also samples every allocation (SampledObjectAlloc at
   interval 0) and prints, for the program's classes, the allocation sites (class, method, line) with
   their counts: exact on Vitrine (HotSpot samples only when a thread-local buffer is refilled). */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

enum { MAX_CLASSES = 512, MAX_SITES = 512 };

static jvmtiEnv *jvmti;
static int sites_wanted, done;
static char *class_names[MAX_CLASSES];
static jlong counts[MAX_CLASSES], sizes[MAX_CLASSES];
static int n_classes;
static struct Site { char text[300]; long count; } sites[MAX_SITES];
static int n_sites;
static jrawMonitorID sites_lock;

static int own_class(const char *sig) {
    static const char *const jdk[] = {"Ljava/", "Ljavax/", "Ljdk/", "Lsun/", "Lcom/sun/"};
    if (sig[0] != 'L') return 0;
    for (size_t i = 0; i < sizeof jdk / sizeof jdk[0]; i++)
        if (!strncmp(sig, jdk[i], strlen(jdk[i]))) return 0;
    return 1;
}

static jint JNICALL count_reference(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, jlong class_tag,
                                    jlong referrer_class_tag, jlong size, jlong *tag_ptr, jlong *referrer_tag_ptr,
                                    jint length, void *user_data) {
    (void)kind, (void)info, (void)referrer_class_tag, (void)referrer_tag_ptr, (void)length, (void)user_data;
    /* an object is reported once per reference to it: count it once, marking it with a tag */
    if (class_tag > 0 && class_tag <= n_classes && *tag_ptr == 0) {
        *tag_ptr = -1;
        counts[class_tag - 1]++;
        sizes[class_tag - 1] += size;
    }
    return JVMTI_VISIT_OBJECTS;
}

static int by_name(const void *a, const void *b) {
    return strcmp(class_names[*(const int *)a], class_names[*(const int *)b]);
}

static int by_text(const void *a, const void *b) { return strcmp(((const struct Site *)a)->text, ((const struct Site *)b)->text); }

static void histogram(void) {
    jint count = 0;
    jclass *classes = NULL;
    if ((*jvmti)->GetLoadedClasses(jvmti, &count, &classes) != JVMTI_ERROR_NONE) return;
    for (jint i = 0; i < count && n_classes < MAX_CLASSES; i++) {
        char *sig = NULL;
        if ((*jvmti)->GetClassSignature(jvmti, classes[i], &sig, NULL) != JVMTI_ERROR_NONE) continue;
        if (own_class(sig) && !strstr(sig, "$$Lambda") && !strchr(sig, '.')) {
            class_names[n_classes] = strdup(sig);
            (*jvmti)->SetTag(jvmti, classes[i], ++n_classes);
        }
        (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
    }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)classes);
    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.heap_reference_callback = count_reference;
    jvmtiError err = (*jvmti)->FollowReferences(jvmti, 0, NULL, NULL, &cb, NULL);
    if (err != JVMTI_ERROR_NONE) printf("heaptrack: FollowReferences: error %d\n", err);
    int order[MAX_CLASSES];
    for (int i = 0; i < n_classes; i++) order[i] = i;
    qsort(order, (size_t)n_classes, sizeof order[0], by_name);
    printf("heaptrack: reachable instances of the program's classes when main returns\n");
    for (int k = 0; k < n_classes; k++) {
        int i = order[k];
        if (counts[i]) printf("heaptrack: %-40s %8lld %10lld bytes\n", class_names[i], (long long)counts[i], (long long)sizes[i]);
    }
    fflush(stdout);
}

static void JNICALL breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation location) {
    (void)env, (void)jni, (void)thread, (void)method, (void)location;
    if (done++) return;
    histogram();
}

static void JNICALL sampled(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jclass klass, jlong size) {
    (void)jni, (void)object, (void)size;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    jvmtiFrameInfo frame;
    jint n = 0;
    if (own_class(sig) && (*env)->GetStackTrace(env, thread, 0, 1, &frame, &n) == JVMTI_ERROR_NONE && n == 1) {
        char *name = NULL, *holder = NULL;
        jclass declaring;
        (*env)->GetMethodName(env, frame.method, &name, NULL, NULL);
        (*env)->GetMethodDeclaringClass(env, frame.method, &declaring);
        (*env)->GetClassSignature(env, declaring, &holder, NULL);
        jint entries = 0, line = -1;
        jvmtiLineNumberEntry *table = NULL;
        if ((*env)->GetLineNumberTable(env, frame.method, &entries, &table) == JVMTI_ERROR_NONE) {
            for (jint i = 0; i < entries; i++)
                if (table[i].start_location <= frame.location) line = table[i].line_number;
            (*env)->Deallocate(env, (unsigned char *)table);
        }
        char text[300];
        snprintf(text, sizeof text, "%s at %s.%s:%d", sig, holder ? holder : "?", name ? name : "?", (int)line);
        (*env)->RawMonitorEnter(env, sites_lock);
        int i = 0;
        while (i < n_sites && strcmp(sites[i].text, text)) i++;
        if (i == n_sites && n_sites < MAX_SITES) snprintf(sites[n_sites++].text, sizeof sites[0].text, "%s", text);
        if (i < n_sites) sites[i].count++;
        (*env)->RawMonitorExit(env, sites_lock);
        (*env)->Deallocate(env, (unsigned char *)name);
        (*env)->Deallocate(env, (unsigned char *)holder);
    }
    (*env)->Deallocate(env, (unsigned char *)sig);
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni) {
    (void)env, (void)jni;
    if (!sites_wanted) return;
    qsort(sites, (size_t)n_sites, sizeof sites[0], by_text);
    printf("heaptrack: allocation sites of the program's classes\n");
    for (int i = 0; i < n_sites; i++) printf("heaptrack: %8ld %s\n", sites[i].count, sites[i].text);
    fflush(stdout);
}

/* The main class's main method gets a breakpoint on each of its return instructions. */
static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)jni, (void)thread;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    int own = own_class(sig);
    (*env)->Deallocate(env, (unsigned char *)sig);
    if (!own) return;
    jint count = 0;
    jmethodID *methods = NULL;
    if ((*env)->GetClassMethods(env, klass, &count, &methods) != JVMTI_ERROR_NONE) return;
    for (jint i = 0; i < count; i++) {
        char *name = NULL, *desc = NULL;
        (*env)->GetMethodName(env, methods[i], &name, &desc, NULL);
        if (name && desc && !strcmp(name, "main") && !strcmp(desc, "([Ljava/lang/String;)V")) {
            jint len = 0;
            unsigned char *code = NULL;
            jint modifiers = 0;
            (*env)->GetMethodModifiers(env, methods[i], &modifiers);
            if ((modifiers & 0x0008) && (*env)->GetBytecodes(env, methods[i], &len, &code) == JVMTI_ERROR_NONE) {
                /* the corpus's main methods end in their one return (0xb1) */
                if (len > 0 && code[len - 1] == 0xb1) (*env)->SetBreakpoint(env, methods[i], len - 1);
                (*env)->Deallocate(env, code);
            }
        }
        (*env)->Deallocate(env, (unsigned char *)name);
        (*env)->Deallocate(env, (unsigned char *)desc);
    }
    (*env)->Deallocate(env, (unsigned char *)methods);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    sites_wanted = options && !strcmp(options, "sites");
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_tag_objects = 1;
    caps.can_generate_breakpoint_events = 1;
    caps.can_get_bytecodes = 1;
    caps.can_get_line_numbers = 1;
    if (sites_wanted) caps.can_generate_sampled_object_alloc_events = 1;
    if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE) return 2;
    (*jvmti)->CreateRawMonitor(jvmti, "heaptrack sites", &sites_lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = class_prepare;
    cb.Breakpoint = breakpoint;
    cb.SampledObjectAlloc = sampled;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL);
    if (sites_wanted) {
        (*jvmti)->SetHeapSamplingInterval(jvmti, 0);
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    }
    return 0;
}
