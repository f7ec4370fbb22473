/* exhausted.c: a test agent for ResourceExhausted and DataDumpRequest (node-tests/
   jvmti-general.test.mjs) over native-tests/jvmti/java/JvmtiExhausted.java: it prints every
   ResourceExhausted event (flags and description) and counts DataDumpRequest events, which the
   program reads through its native dataDumpRequests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static volatile int data_dumps;

static void JNICALL resource_exhausted(jvmtiEnv *env, JNIEnv *jni, jint flags, const void *reserved, const char *description) {
    (void)env, (void)jni, (void)reserved;
    printf("ResourceExhausted:%s%s%s (%s)\n", flags & JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR ? " OOM_ERROR" : "",
           flags & JVMTI_RESOURCE_EXHAUSTED_JAVA_HEAP ? " JAVA_HEAP" : "", flags & JVMTI_RESOURCE_EXHAUSTED_THREADS ? " THREADS" : "",
           description ? description : "no description");
    fflush(stdout);
}

static void JNICALL data_dump_request(jvmtiEnv *env) {
    (void)env;
    printf("dd: DataDumpRequest\n");
    fflush(stdout);
    data_dumps++;
}

static jint JNICALL data_dump_requests(JNIEnv *jni, jclass cls) {
    (void)jni, (void)cls;
    return data_dumps;
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)thread;
    jclass c = (*jni)->FindClass(jni, "JvmtiExhausted");
    if (!c) return;
    JNINativeMethod natives[] = {{(char *)"dataDumpRequests", (char *)"()I", agent_fn_ptr((void (*)(void))data_dump_requests)}};
    (*jni)->RegisterNatives(jni, c, natives, 1);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ResourceExhausted = resource_exhausted;
    cb.DataDumpRequest = data_dump_request;
    cb.VMInit = vm_init;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    printf("dd: enable ResourceExhausted: %s\n",
           agent_error_name(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_RESOURCE_EXHAUSTED, NULL)));
    printf("dd: enable DataDumpRequest: %s\n",
           agent_error_name(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_DATA_DUMP_REQUEST, NULL)));
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    fflush(stdout);
    return JNI_OK;
}
