/* stdio.c: a test agent that writes with C stdio and never flushes, as many agents do
   (node-tests/jvmti.test.mjs): where its lines land among the program's own output shows when the VM
   flushes C's stdout (HotSpot: once the VM is initialised, then at exit). */
#include <stdio.h>
#include <string.h>

#include <jvmti.h>

static void JNICALL vm_init(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread) {
    (void)jvmti, (void)jni, (void)thread;
    printf("stdio agent: VMInit\n");
}

static void JNICALL class_prepare(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread, jclass klass) {
    (void)jni, (void)thread;
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL) == JVMTI_ERROR_NONE && !strcmp(sig, "LJvmtiTrace;"))
        printf("stdio agent: ClassPrepare %s\n", sig);
    if (sig) (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

static void JNICALL vm_death(jvmtiEnv *jvmti, JNIEnv *jni) {
    (void)jvmti, (void)jni;
    printf("stdio agent: VMDeath\n");
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    printf("stdio agent: Agent_OnLoad\n");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = vm_init;
    cb.ClassPrepare = class_prepare;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return JNI_OK;
}
