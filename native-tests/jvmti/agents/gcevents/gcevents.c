/* gcevents.c: a test agent for GarbageCollectionStart/Finish (node-tests/jvmti.test.mjs): it counts the
   events, checks that they alternate and that a callback may use what the specification allows there
   (raw monitors, Allocate), and prints a summary at VMDeath. The counts themselves are the VM's own
   (HotSpot may collect more often), so only facts that hold on every VM are printed. */
#include <stdio.h>
#include <string.h>

#include <jvmti.h>

static jrawMonitorID lock;
static int starts, finishes, in_gc, misordered, failed_calls;

static void JNICALL gc_start(jvmtiEnv *jvmti) {
    if (in_gc) misordered++;
    in_gc = 1;
    starts++;
    unsigned char *mem = NULL;
    if ((*jvmti)->Allocate(jvmti, 64, &mem) != JVMTI_ERROR_NONE || (*jvmti)->Deallocate(jvmti, mem) != JVMTI_ERROR_NONE)
        failed_calls++;
}

static void JNICALL gc_finish(jvmtiEnv *jvmti) {
    if (!in_gc) misordered++;
    in_gc = 0;
    finishes++;
    if ((*jvmti)->RawMonitorEnter(jvmti, lock) != JVMTI_ERROR_NONE) failed_calls++;
    if ((*jvmti)->RawMonitorNotifyAll(jvmti, lock) != JVMTI_ERROR_NONE) failed_calls++;
    if ((*jvmti)->RawMonitorExit(jvmti, lock) != JVMTI_ERROR_NONE) failed_calls++;
}

static void JNICALL vm_death(jvmtiEnv *jvmti, JNIEnv *jni) {
    (void)jvmti, (void)jni;
    printf("gcevents: collections seen %s, starts == finishes %s, alternating %s, calls in callbacks %s\n",
           starts > 0 ? "yes" : "no", starts == finishes ? "yes" : "no", misordered == 0 ? "yes" : "no",
           failed_calls == 0 ? "ok" : "failed");
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_garbage_collection_events = 1;
    jvmtiError err = (*jvmti)->AddCapabilities(jvmti, &caps);
    printf("gcevents: AddCapabilities(can_generate_garbage_collection_events) %s\n", err == JVMTI_ERROR_NONE ? "ok" : "failed");
    fflush(stdout);
    if (err != JVMTI_ERROR_NONE) return 1;
    (*jvmti)->CreateRawMonitor(jvmti, "gcevents", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.GarbageCollectionStart = gc_start;
    cb.GarbageCollectionFinish = gc_finish;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_GARBAGE_COLLECTION_START, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_GARBAGE_COLLECTION_FINISH, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return JNI_OK;
}
