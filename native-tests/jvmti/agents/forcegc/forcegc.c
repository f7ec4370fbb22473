/* forcegc.c: a test agent for ForceGarbageCollection (node-tests/jvmti-jdwp.test.mjs) over
   native-tests/jvmti/java/JvmtiForceGc.java: JvmtiForceGc.tagAll tags five objects 1..5; once the
   program dropped them, JvmtiForceGc.collect calls ForceGarbageCollection from the JNI native method
   and prints the tags ObjectFree reported (waiting a few seconds for them: a VM may post them after
   the collection) and whether GarbageCollectionStart and Finish came. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static jlong freed[16];
static int n_freed;
static volatile int gc_starts, gc_finishes;

static void JNICALL object_free(jvmtiEnv *env, jlong tag) {
    (*env)->RawMonitorEnter(env, lock);
    if (n_freed < 16) freed[n_freed++] = tag;
    (*env)->RawMonitorNotifyAll(env, lock);
    (*env)->RawMonitorExit(env, lock);
}

static void JNICALL gc_start(jvmtiEnv *env) { (void)env; gc_starts++; }
static void JNICALL gc_finish(jvmtiEnv *env) { (void)env; gc_finishes++; }

static void JNICALL tag_all(JNIEnv *jni, jclass cls, jobjectArray objects) {
    (void)cls;
    jsize n = (*jni)->GetArrayLength(jni, objects);
    for (jsize i = 0; i < n; i++) {
        jobject o = (*jni)->GetObjectArrayElement(jni, objects, i);
        (*jvmti)->SetTag(jvmti, o, i + 1);
        (*jni)->DeleteLocalRef(jni, o);
    }
    printf("tagged %d objects\n", (int)n);
    fflush(stdout);
}

static int compare_tags(const void *a, const void *b) {
    jlong x = *(const jlong *)a, y = *(const jlong *)b;
    return x < y ? -1 : x > y;
}

static void JNICALL collect(JNIEnv *jni, jclass cls) {
    (void)jni;
    (void)cls;
    printf("ForceGarbageCollection: %s\n", agent_error_name(jvmti, (*jvmti)->ForceGarbageCollection(jvmti)));
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    for (int waits = 0; n_freed < 5 && waits < 50; waits++) (*jvmti)->RawMonitorWait(jvmti, lock, 100);
    qsort(freed, (size_t)n_freed, sizeof freed[0], compare_tags);
    printf("freed:");
    for (int i = 0; i < n_freed; i++) printf(" %lld", (long long)freed[i]);
    printf("\n");
    (*jvmti)->RawMonitorExit(jvmti, lock);
    printf("GarbageCollectionStart and Finish: %s\n", gc_starts > 0 && gc_finishes > 0 ? "yes" : "no");
    fflush(stdout);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env;
    (void)thread;
    jclass c = (*jni)->FindClass(jni, "JvmtiForceGc");
    if (!c) return;
    JNINativeMethod natives[] = {{(char *)"tagAll", (char *)"([Ljava/lang/Object;)V", agent_fn_ptr((void (*)(void))tag_all)},
                                 {(char *)"collect", (char *)"()V", agent_fn_ptr((void (*)(void))collect)}};
    (*jni)->RegisterNatives(jni, c, natives, 2);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    printf("ForceGarbageCollection in OnLoad: %s\n", agent_error_name(jvmti, (*jvmti)->ForceGarbageCollection(jvmti)));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_tag_objects = 1;
    caps.can_generate_object_free_events = 1;
    caps.can_generate_garbage_collection_events = 1;
    printf("AddCapabilities: %s\n", agent_error_name(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps)));
    (*jvmti)->CreateRawMonitor(jvmti, "freed", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ObjectFree = object_free;
    cb.GarbageCollectionStart = gc_start;
    cb.GarbageCollectionFinish = gc_finish;
    cb.VMInit = vm_init;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    jvmtiEvent evs[] = {JVMTI_EVENT_OBJECT_FREE, JVMTI_EVENT_GARBAGE_COLLECTION_START, JVMTI_EVENT_GARBAGE_COLLECTION_FINISH, JVMTI_EVENT_VM_INIT};
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL);
    fflush(stdout);
    return JNI_OK;
}
