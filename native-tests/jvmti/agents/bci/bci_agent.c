/* bci_agent.c: a bytecode-instrumentation agent (the specification's "Bytecode Instrumentation"):
   in ClassFileLoadHook it rewrites class files (bci_rewrite.c) so that every method counts its
   entries and every allocating instruction (new, newarray, anewarray, multianewarray) counts its
   executions, in the arrays of the class vitrinebci.Counter
   (native-tests/jvmti/java/bci/vitrinebci/Counter.java), which it appends to the boot class path.
   When the VM dies it prints every method and allocation site whose count is not zero, sorted:

     bci: <class>.<method><descriptor> entered <n>
     bci: <class>.<method><descriptor> @<bytecode index> <instruction> <type> <n>

   Options (comma-separated): boot=<directory or jar holding vitrinebci/Counter.class> (required),
   jdk=<class>+<class>... (internal names of boot classes to instrument too). Besides those, every
   class a non-boot loader defines is instrumented except those of the JDK's packages (java/, javax/,
   jdk/, sun/, com/sun/) and hidden or generated classes ("$$"). Only classes loaded after VMInit are
   rewritten: before it (the primordial and start phases) the counter class cannot be relied on to
   resolve. Boot classes reach the hook through can_generate_all_class_hook_events. The counter class
   itself is never rewritten. node-tests/jvmti-bci.test.mjs runs it on HotSpot, native Vitrine and
   WebAssembly. */
#include <stdlib.h>
#include <string.h>

#include "../../agent_support.h"
#include "bci_rewrite.h"

#define COUNTER "vitrinebci/Counter"
#define MAX_IDS 32768

typedef struct {
    char *where; /* "<class>.<method><descriptor>" */
    int bci;
    char *what;  /* NULL for a method's entries */
} Id;

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static Id entries[MAX_IDS], allocations[MAX_IDS];
static int n_entries, n_allocations;
static int ready;            /* VMInit has come: classes are rewritten from now on */
static char *jdk_classes;    /* "+class+class+" */
static jclass counter;

/* strdup, which C99 does not have */
static char *copy_string(const char *s) {
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c) memcpy(c, s, n);
    return c;
}

static int new_id(void *ctx, int kind, const char *cls, const char *name, const char *desc, int bci, const char *what) {
    (void)ctx;
    int *n = kind == BCI_ENTRY ? &n_entries : &n_allocations;
    Id *ids = kind == BCI_ENTRY ? entries : allocations;
    if (*n >= MAX_IDS) return -1;
    size_t len = strlen(cls) + strlen(name) + strlen(desc) + 2;
    char *where = malloc(len);
    if (!where) return -1;
    snprintf(where, len, "%s.%s%s", cls, name, desc);
    ids[*n].where = where;
    ids[*n].bci = bci;
    ids[*n].what = what ? copy_string(what) : NULL;
    return (*n)++;
}

static int is_jdk_package(const char *name) {
    static const char *prefixes[] = {"java/", "javax/", "jdk/", "sun/", "com/sun/"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i]))) return 1;
    return 0;
}

static int listed(const char *name) {
    if (!jdk_classes) return 0;
    size_t n = strlen(name);
    for (const char *p = strstr(jdk_classes, name); p; p = strstr(p + 1, name))
        if (p[-1] == '+' && p[n] == '+') return 1;
    return 0;
}

static void JNICALL class_file_load_hook(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined, jobject loader,
                                         const char *name, jobject protection_domain, jint len,
                                         const unsigned char *data, jint *new_len, unsigned char **new_data) {
    (void)jni, (void)protection_domain;
    if (!ready || being_redefined || !name || !strcmp(name, COUNTER) || strstr(name, "$$")) return;
    if (loader ? is_jdk_package(name) && !listed(name) : !listed(name)) return;
    unsigned char *out = NULL;
    size_t out_len = 0;
    (*env)->RawMonitorEnter(env, lock);
    int done = bci_rewrite_class(data, (size_t)len, COUNTER, new_id, NULL, &out, &out_len);
    (*env)->RawMonitorExit(env, lock);
    if (!done) return;
    unsigned char *copy;
    if ((*env)->Allocate(env, (jlong)out_len, &copy) == JVMTI_ERROR_NONE) {
        memcpy(copy, out, out_len);
        *new_data = copy;
        *new_len = (jint)out_len;
    }
    free(out);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)thread;
    jclass c = (*jni)->FindClass(jni, COUNTER);
    if (!c) {
        (*jni)->ExceptionClear(jni);
        printf("bci: %s is not on the boot class path\n", COUNTER);
        return;
    }
    counter = (*jni)->NewGlobalRef(jni, c);
    ready = 1;
}

static int compare_lines(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The lines of ids whose count is not zero, appended to lines from *n. */
static void count_lines(JNIEnv *jni, const char *field, const Id *ids, int n_ids, char **lines, int *n) {
    jfieldID f = (*jni)->GetStaticFieldID(jni, counter, field, "[J");
    jlongArray a = f ? (jlongArray)(*jni)->GetStaticObjectField(jni, counter, f) : NULL;
    if (!a) return;
    jlong *counts = calloc((size_t)n_ids + 1, sizeof *counts);
    if (!counts) return;
    (*jni)->GetLongArrayRegion(jni, a, 0, n_ids, counts);
    for (int i = 0; i < n_ids; i++) {
        if (!counts[i]) continue;
        char line[4096];
        if (ids[i].what) snprintf(line, sizeof line, "bci: %s @%d %s %lld", ids[i].where, ids[i].bci, ids[i].what, (long long)counts[i]);
        else snprintf(line, sizeof line, "bci: %s entered %lld", ids[i].where, (long long)counts[i]);
        lines[(*n)++] = copy_string(line);
    }
    free(counts);
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni) {
    if (!counter) return;
    (*env)->RawMonitorEnter(env, lock);
    ready = 0;
    char **lines = calloc((size_t)n_entries + (size_t)n_allocations + 1, sizeof *lines);
    int n = 0;
    if (lines) {
        count_lines(jni, "entries", entries, n_entries, lines, &n);
        count_lines(jni, "allocations", allocations, n_allocations, lines, &n);
        qsort(lines, (size_t)n, sizeof *lines, compare_lines);
        for (int i = 0; i < n; i++) {
            printf("%s\n", lines[i]);
            free(lines[i]);
        }
        free(lines);
    }
    (*env)->RawMonitorExit(env, lock);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) return JNI_ERR;
    const char *boot = NULL;
    char *opts = copy_string(options ? options : "");
    for (char *o = strtok(opts, ","); o; o = strtok(NULL, ",")) {
        if (!strncmp(o, "boot=", 5)) {
            boot = o + 5;
        } else if (!strncmp(o, "jdk=", 4)) {
            size_t n = strlen(o + 4) + 3;
            jdk_classes = malloc(n);
            snprintf(jdk_classes, n, "+%s+", o + 4);
        }
    }
    if (!boot) {
        printf("bci: the option boot=<path of the counter class> is required\n");
        return JNI_ERR;
    }
    jvmtiError e = (*jvmti)->AddToBootstrapClassLoaderSearch(jvmti, boot);
    if (e != JVMTI_ERROR_NONE) {
        printf("bci: AddToBootstrapClassLoaderSearch: %s\n", agent_error_name(jvmti, e));
        return JNI_ERR;
    }
    free(opts);
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_all_class_hook_events = 1;
    if ((e = (*jvmti)->AddCapabilities(jvmti, &caps)) != JVMTI_ERROR_NONE) {
        printf("bci: AddCapabilities: %s\n", agent_error_name(jvmti, e));
        return JNI_ERR;
    }
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = class_file_load_hook;
    cb.VMInit = vm_init;
    cb.VMDeath = vm_death;
    (*jvmti)->CreateRawMonitor(jvmti, "bci ids", &lock);
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    return JNI_OK;
}
