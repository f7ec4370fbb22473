/* sampling.c: a test agent for allocation sampling (SetHeapSamplingInterval, SampledObjectAlloc) over
   native-tests/jvmti/java/JvmtiSampling.java (node-tests/jvmti-sampling.test.mjs). Option "every":
   interval 0, every allocation of the program's Item, Item[] and Item[][] classes (the rows of the
   two-dimensional arrays too) is seen, with its size and
   the method that made it (the top frame, through GetStackTrace in the callback); option "default":
   the default interval (512 KiB), where the samples of the 64 MiB of byte[1024] must be about 128
   (within the bounds of a Poisson count, so HotSpot and Vitrine print the same line). Also the
   argument and capability errors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static int every;
static long items, item_arrays, grid_rows, grids, bytes_1024, other_sites;
static jlong item_size = -1;

static const char *err_name(jvmtiError err) { return agent_error_name(jvmti, err); }

static void JNICALL sampled(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jclass klass, jlong size) {
    (void)jni;
    (void)thread;
    (void)object;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    jvmtiFrameInfo frame;
    jint n = 0;
    char *method = NULL;
    if ((*env)->GetStackTrace(env, NULL, 0, 1, &frame, &n) == JVMTI_ERROR_NONE && n == 1)
        (*env)->GetMethodName(env, frame.method, &method, NULL, NULL);
    (*env)->RawMonitorEnter(env, lock);
    if (!strcmp(sig, "LJvmtiSampling$Item;")) {
        items++;
        item_size = size;
        if (!method || strcmp(method, "makeItem")) other_sites++;
    } else if (!strcmp(sig, "[LJvmtiSampling$Item;")) {
        /* makeGrid's rows are Item[] too: multianewarray's sub-arrays */
        if (method && !strcmp(method, "makeGrid")) grid_rows++;
        else if (item_arrays++, !method || strcmp(method, "makeArray")) other_sites++;
    } else if (!strcmp(sig, "[[LJvmtiSampling$Item;")) {
        grids++;
        if (!method || strcmp(method, "makeGrid")) other_sites++;
    } else if (!strcmp(sig, "[B") && size >= 1024 && size <= 1048 && method && !strcmp(method, "main")) {
        bytes_1024++;
    }
    (*env)->RawMonitorExit(env, lock);
    (*env)->Deallocate(env, (unsigned char *)sig);
    if (method) (*env)->Deallocate(env, (unsigned char *)method);
}

static void JNICALL begin(JNIEnv *jni, jclass cls) {
    (void)jni;
    (void)cls;
    printf("SetEventNotificationMode(ENABLE): %s\n", err_name((*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL)));
    fflush(stdout);
}

static void JNICALL end(JNIEnv *jni, jclass cls) {
    (void)jni;
    (void)cls;
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_DISABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
    if (every) {
        printf("Item samples: %ld (size %lld)\n", items, (long long)item_size);
        printf("Item[] samples: %ld\n", item_arrays);
        printf("Item[][] samples: %ld, their rows: %ld\n", grids, grid_rows);
        printf("byte[1024] samples: %ld\n", bytes_1024);
    } else {
        /* 64 MiB at a 512 KiB mean: 128 expected; a Poisson count stays within 128 +- 6 sigma */
        printf("byte[1024] samples about 128: %s\n", bytes_1024 >= 60 && bytes_1024 <= 200 ? "yes" : "no");
        printf("Item samples at most a few: %s\n", items <= 10 ? "yes" : "no");
    }
    printf("samples made elsewhere than their method: %ld\n", other_sites);
    fflush(stdout);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)thread;
    jclass c = (*jni)->FindClass(jni, "JvmtiSampling");
    if (!c) return;
    JNINativeMethod natives[] = {{(char *)"begin", (char *)"()V", agent_fn_ptr((void (*)(void))begin)},
                                 {(char *)"end", (char *)"()V", agent_fn_ptr((void (*)(void))end)}};
    (*jni)->RegisterNatives(jni, c, natives, 2);
    printf("live: SetHeapSamplingInterval(%s): %s\n", every ? "0" : "default",
           err_name(every ? (*env)->SetHeapSamplingInterval(env, 0) : JVMTI_ERROR_NONE));
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    every = options && !strcmp(options, "every");
    printf("SetHeapSamplingInterval without the capability: %s\n", err_name((*jvmti)->SetHeapSamplingInterval(jvmti, 1024)));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_sampled_object_alloc_events = 1;
    printf("AddCapabilities: %s\n", err_name((*jvmti)->AddCapabilities(jvmti, &caps)));
    printf("SetHeapSamplingInterval(-1): %s\n", err_name((*jvmti)->SetHeapSamplingInterval(jvmti, -1)));
    printf("SetHeapSamplingInterval(1024) in OnLoad: %s\n", err_name((*jvmti)->SetHeapSamplingInterval(jvmti, 1024)));
    printf("SetHeapSamplingInterval(512 KiB): %s\n", err_name((*jvmti)->SetHeapSamplingInterval(jvmti, 512 * 1024)));
    (*jvmti)->CreateRawMonitor(jvmti, "samples", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.SampledObjectAlloc = sampled;
    cb.VMInit = vm_init;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    fflush(stdout);
    return JNI_OK;
}
