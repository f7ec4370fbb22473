/* attach.c: a test agent loaded into a running VM (node-tests/attach.test.mjs: jcmd <pid>
   JVMTI.agent_load, on HotSpot and native Vitrine). Agent_OnAttach runs in the live phase: it says so
   with its options, finds the program's main class among the loaded classes, and prints the classes
   prepared from then on whose names start with "Late". Loaded at start-up instead (Agent_OnLoad), it
   says that and does nothing else. */
#include <stdio.h>
#include <string.h>

#include <jvmti.h>

static void JNICALL class_prepare(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread, jclass klass) {
    (void)jni, (void)thread;
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    if (!strncmp(sig, "LLate", 5)) printf("attach: ClassPrepare %s\n", sig);
    fflush(stdout);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

static const char *phase_name(jvmtiPhase p) {
    switch (p) {
    case JVMTI_PHASE_ONLOAD: return "onload";
    case JVMTI_PHASE_PRIMORDIAL: return "primordial";
    case JVMTI_PHASE_START: return "start";
    case JVMTI_PHASE_LIVE: return "live";
    default: return "dead";
    }
}

JNIEXPORT jint JNICALL Agent_OnAttach(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiPhase phase;
    (*jvmti)->GetPhase(jvmti, &phase);
    printf("attach: Agent_OnAttach(%s) in the %s phase\n", options ? options : "no options", phase_name(phase));
    jint count = 0;
    jclass *classes = NULL;
    int found = 0;
    if ((*jvmti)->GetLoadedClasses(jvmti, &count, &classes) == JVMTI_ERROR_NONE) {
        for (jint i = 0; i < count; i++) {
            char *sig = NULL;
            if ((*jvmti)->GetClassSignature(jvmti, classes[i], &sig, NULL) == JVMTI_ERROR_NONE) {
                if (!strcmp(sig, "LAttachTarget;")) found = 1;
                (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
            }
        }
        (*jvmti)->Deallocate(jvmti, (unsigned char *)classes);
    }
    printf("attach: AttachTarget is loaded: %s\n", found ? "yes" : "no");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = class_prepare;
    if ((*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb) != JVMTI_ERROR_NONE ||
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL) != JVMTI_ERROR_NONE)
        return 2;
    fflush(stdout);
    return options && !strcmp(options, "fail") ? 7 : 0;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)vm, (void)options, (void)reserved;
    printf("attach: loaded at start-up\n");
    fflush(stdout);
    return 0;
}
