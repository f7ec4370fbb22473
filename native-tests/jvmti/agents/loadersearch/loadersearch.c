/* loadersearch.c: a test agent for AddToBootstrapClassLoaderSearch and AddToSystemClassLoaderSearch
   (node-tests/jvmti-general.test.mjs) over native-tests/jvmti/java/JvmtiLoaderSearch.java. Its option
   is a directory holding bootonload.jar, sysonload.jar, bootlive.jar, syslive.jar (one class each,
   native-tests/jvmti/java/loadersearch/) and notajar.txt. In the OnLoad phase it appends the first two
   and archives that do not exist (accepted then: nothing is checked) and prints the properties that
   changed; in the start phase both functions are refused; at VMInit it appends missing archives and a
   file that is no archive (refused), then the last two. Paths are printed with the directory as <dir>. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static char dir[2048];

static const char *err(jvmtiError e) { return agent_error_name(jvmti, e); }

static const char *in_dir(const char *file) {
    static char path[2300];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    return path;
}

static void add(const char *phase, int boot, const char *file) {
    jvmtiError e = boot ? (*jvmti)->AddToBootstrapClassLoaderSearch(jvmti, in_dir(file))
                        : (*jvmti)->AddToSystemClassLoaderSearch(jvmti, in_dir(file));
    printf("%s: AddTo%sClassLoaderSearch(<dir>/%s): %s\n", phase, boot ? "Bootstrap" : "System", file, err(e));
}

static void print_property(const char *phase, const char *name) {
    char *v = NULL;
    jvmtiError e = (*jvmti)->GetSystemProperty(jvmti, name, &v);
    if (e) {
        printf("%s: %s: %s\n", phase, name, err(e));
        return;
    }
    printf("%s: %s=", phase, name);
    size_t n = strlen(dir);
    for (const char *p = v; *p;) {
        if (n && !strncmp(p, dir, n)) {
            printf("<dir>");
            p += n;
        } else {
            putchar(*p++);
        }
    }
    printf("\n");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)v);
}

static void JNICALL vm_start(jvmtiEnv *env, JNIEnv *jni) {
    (void)env, (void)jni;
    add("start", 1, "bootlive.jar");
    add("start", 0, "syslive.jar");
    fflush(stdout);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)jni, (void)thread;
    add("live", 1, "missing.jar");
    add("live", 1, "notajar.txt");
    add("live", 1, "bootlive.jar");
    add("live", 0, "missing.jar");
    add("live", 0, "notajar.txt");
    add("live", 0, "syslive.jar");
    printf("live: AddToBootstrapClassLoaderSearch(NULL): %s\n", err((*jvmti)->AddToBootstrapClassLoaderSearch(jvmti, NULL)));
    printf("live: AddToSystemClassLoaderSearch(NULL): %s\n", err((*jvmti)->AddToSystemClassLoaderSearch(jvmti, NULL)));
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    snprintf(dir, sizeof dir, "%s", options ? options : ".");
    add("onload", 1, "bootonload.jar");
    add("onload", 1, "missing-boot.jar");
    add("onload", 0, "sysonload.jar");
    add("onload", 0, "missing-sys.jar");
    print_property("onload", "jdk.boot.class.path.append");
    print_property("onload", "java.class.path");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMStart = vm_start;
    cb.VMInit = vm_init;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_START, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    fflush(stdout);
    return JNI_OK;
}
