/* vmalloc.c: a test agent for VMObjectAlloc (node-tests/jvmti-general.test.mjs) over
   native-tests/jvmti/java/JvmtiVmAlloc.java: between the program's begin(step) and end() it collects
   the class signatures (and sizes) VMObjectAlloc reports on the program's thread, and prints them at
   end(); natives jniNewObject and jniNewArray allocate through JNI. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static jthread watched;     /* a global reference to the thread between begin and end, else NULL */
static char seen[4096];

static void JNICALL vm_object_alloc(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jclass klass, jlong size) {
    if (!watched || !(*jni)->IsSameObject(jni, thread, watched)) return;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    jlong osize = -1;
    (*env)->GetObjectSize(env, object, &osize);
    size_t n = strlen(seen);
    snprintf(seen + n, sizeof seen - n, " %s%s", sig, osize == size ? "" : "(size differs from GetObjectSize)");
    (*env)->Deallocate(env, (unsigned char *)sig);
}

static void JNICALL begin(JNIEnv *jni, jclass cls, jstring step) {
    (void)cls;
    const char *s = (*jni)->GetStringUTFChars(jni, step, NULL);
    printf("%s:", s);
    (*jni)->ReleaseStringUTFChars(jni, step, s);
    seen[0] = 0;
    jthread t = NULL;
    (*jvmti)->GetCurrentThread(jvmti, &t);
    watched = (*jni)->NewGlobalRef(jni, t);
}

static void JNICALL end(JNIEnv *jni, jclass cls) {
    (void)cls;
    jthread t = watched;
    watched = NULL;
    (*jni)->DeleteGlobalRef(jni, t);
    printf("%s\n", seen[0] ? seen : " none");
    fflush(stdout);
}

static jobject JNICALL jni_new_object(JNIEnv *jni, jclass cls) {
    jmethodID init = (*jni)->GetMethodID(jni, cls, "<init>", "()V");
    return (*jni)->NewObject(jni, cls, init);
}

static jobject JNICALL jni_new_array(JNIEnv *jni, jclass cls) {
    (void)cls;
    return (*jni)->NewIntArray(jni, 5);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)thread;
    jclass c = (*jni)->FindClass(jni, "JvmtiVmAlloc");
    if (!c) return;
    JNINativeMethod natives[] = {
        {(char *)"begin", (char *)"(Ljava/lang/String;)V", agent_fn_ptr((void (*)(void))begin)},
        {(char *)"end", (char *)"()V", agent_fn_ptr((void (*)(void))end)},
        {(char *)"jniNewObject", (char *)"()Ljava/lang/Object;", agent_fn_ptr((void (*)(void))jni_new_object)},
        {(char *)"jniNewArray", (char *)"()Ljava/lang/Object;", agent_fn_ptr((void (*)(void))jni_new_array)}};
    (*jni)->RegisterNatives(jni, c, natives, 4);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMObjectAlloc = vm_object_alloc;
    cb.VMInit = vm_init;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    printf("enable VMObjectAlloc without the capability: %s\n",
           agent_error_name(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_OBJECT_ALLOC, NULL)));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_vm_object_alloc_events = 1;
    printf("AddCapabilities: %s\n", agent_error_name(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps)));
    printf("enable VMObjectAlloc: %s\n",
           agent_error_name(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_OBJECT_ALLOC, NULL)));
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    fflush(stdout);
    return JNI_OK;
}
