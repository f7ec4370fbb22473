/* codeevents.c: a test agent for the events about generated code (node-tests/jvmti-general.test.mjs):
   CompiledMethodLoad, CompiledMethodUnload and DynamicCodeGenerated can be enabled, and GenerateEvents
   for them answers, as on HotSpot. With the option "count" it also prints at VMDeath how many of them
   came: HotSpot sends many (its stubs, the methods it compiles), Vitrine, which generates no code,
   none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static int count;
static volatile int loads, unloads, dynamic;

static const char *err(jvmtiError e) { return agent_error_name(jvmti, e); }

static void JNICALL compiled_method_load(jvmtiEnv *env, jmethodID method, jint code_size, const void *code_addr, jint map_length,
                                         const jvmtiAddrLocationMap *map, const void *compile_info) {
    (void)env, (void)method, (void)code_size, (void)code_addr, (void)map_length, (void)map, (void)compile_info;
    loads++;
}

static void JNICALL compiled_method_unload(jvmtiEnv *env, jmethodID method, const void *code_addr) {
    (void)env, (void)method, (void)code_addr;
    unloads++;
}

static void JNICALL dynamic_code_generated(jvmtiEnv *env, const char *name, const void *address, jint length) {
    (void)env, (void)name, (void)address, (void)length;
    dynamic++;
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)jni, (void)thread;
    printf("live: GenerateEvents(COMPILED_METHOD_LOAD): %s\n", err((*jvmti)->GenerateEvents(jvmti, JVMTI_EVENT_COMPILED_METHOD_LOAD)));
    printf("live: GenerateEvents(DYNAMIC_CODE_GENERATED): %s\n", err((*jvmti)->GenerateEvents(jvmti, JVMTI_EVENT_DYNAMIC_CODE_GENERATED)));
    printf("live: GenerateEvents(COMPILED_METHOD_UNLOAD): %s\n", err((*jvmti)->GenerateEvents(jvmti, JVMTI_EVENT_COMPILED_METHOD_UNLOAD)));
    fflush(stdout);
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni) {
    (void)env, (void)jni;
    if (count) printf("CompiledMethodLoad %d, CompiledMethodUnload %d, DynamicCodeGenerated %d\n", loads, unloads, dynamic);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    count = options && !strcmp(options, "count");
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    printf("onload: GenerateEvents(DYNAMIC_CODE_GENERATED): %s\n", err((*jvmti)->GenerateEvents(jvmti, JVMTI_EVENT_DYNAMIC_CODE_GENERATED)));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_compiled_method_load_events = 1;
    printf("AddCapabilities: %s\n", err((*jvmti)->AddCapabilities(jvmti, &caps)));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.CompiledMethodLoad = compiled_method_load;
    cb.CompiledMethodUnload = compiled_method_unload;
    cb.DynamicCodeGenerated = dynamic_code_generated;
    cb.VMInit = vm_init;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    jvmtiEvent evs[] = {JVMTI_EVENT_COMPILED_METHOD_LOAD, JVMTI_EVENT_COMPILED_METHOD_UNLOAD, JVMTI_EVENT_DYNAMIC_CODE_GENERATED};
    const char *names[] = {"CompiledMethodLoad", "CompiledMethodUnload", "DynamicCodeGenerated"};
    for (int i = 0; i < 3; i++)
        printf("enable %s: %s\n", names[i], err((*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL)));
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    fflush(stdout);
    return JNI_OK;
}
