/* extensions.c: a test agent for the extension mechanism (node-tests/jvmti-general.test.mjs), run with
   -XX:-ClassUnloading so that HotSpot, like Vitrine, does not unload classes: it lists every
   extension function and event with their parameters and errors (GetExtensionFunctions,
   GetExtensionEvents, deallocating all they return), calls IsClassUnloadingEnabled through its
   pointer (well and with NULL), sets the ClassUnload extension event's callback and refuses bad
   indexes (SetExtensionEventCallback), in the OnLoad, start and live phases; at VMDeath it says how
   many ClassUnload events came. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static jint class_unload_index = -1;
static volatile int class_unloads;

static const char *err(jvmtiError e) { return agent_error_name(jvmti, e); }

static void dealloc(void *p) { (*jvmti)->Deallocate(jvmti, (unsigned char *)p); }

static void print_params(jint n, jvmtiParamInfo *ps) {
    for (jint i = 0; i < n; i++) {
        printf("    param %d: %s kind %d type %d null_ok %d\n", (int)i, ps[i].name, (int)ps[i].kind, (int)ps[i].base_type,
               (int)ps[i].null_ok);
        dealloc(ps[i].name);
    }
    dealloc(ps);
}

typedef jvmtiError(JNICALL *IsClassUnloadingEnabled)(jvmtiEnv *env, jboolean *enabled);

static void list(const char *phase, int verbose) {
    jint n = -1;
    jvmtiExtensionFunctionInfo *fns = NULL;
    jvmtiError e = (*jvmti)->GetExtensionFunctions(jvmti, &n, &fns);
    printf("%s: GetExtensionFunctions %s, %d\n", phase, err(e), e ? 0 : (int)n);
    for (jint i = 0; e == JVMTI_ERROR_NONE && i < n; i++) {
        if (verbose) {
            printf("  function %s: %s (%d params, %d errors)\n", fns[i].id, fns[i].short_description, (int)fns[i].param_count,
                   (int)fns[i].error_count);
            for (jint k = 0; k < fns[i].error_count; k++) printf("    error %s\n", err(fns[i].errors[k]));
        }
        if (!strcmp(fns[i].id, "com.sun.hotspot.functions.IsClassUnloadingEnabled")) {
            IsClassUnloadingEnabled f = (IsClassUnloadingEnabled)fns[i].func;
            jboolean on = 2;
            jvmtiError r = f(jvmti, &on);
            printf("  IsClassUnloadingEnabled: %s, %d\n", err(r), (int)on);
            printf("  IsClassUnloadingEnabled(NULL): %s\n", err(f(jvmti, NULL)));
        }
        if (verbose) print_params(fns[i].param_count, fns[i].params);
        else {
            for (jint k = 0; k < fns[i].param_count; k++) dealloc(fns[i].params[k].name);
            dealloc(fns[i].params);
        }
        dealloc(fns[i].id);
        dealloc(fns[i].short_description);
        dealloc(fns[i].errors);
    }
    if (e == JVMTI_ERROR_NONE) dealloc(fns);

    jvmtiExtensionEventInfo *evs = NULL;
    e = (*jvmti)->GetExtensionEvents(jvmti, &n, &evs);
    printf("%s: GetExtensionEvents %s, %d\n", phase, err(e), e ? 0 : (int)n);
    for (jint i = 0; e == JVMTI_ERROR_NONE && i < n; i++) {
        if (verbose) {
            printf("  event %d %s: %s (%d params)\n", (int)evs[i].extension_event_index, evs[i].id, evs[i].short_description,
                   (int)evs[i].param_count);
            print_params(evs[i].param_count, evs[i].params);
        } else {
            for (jint k = 0; k < evs[i].param_count; k++) dealloc(evs[i].params[k].name);
            dealloc(evs[i].params);
        }
        if (!strcmp(evs[i].id, "com.sun.hotspot.events.ClassUnload")) class_unload_index = evs[i].extension_event_index;
        dealloc(evs[i].id);
        dealloc(evs[i].short_description);
    }
    if (e == JVMTI_ERROR_NONE) dealloc(evs);
}

static void JNICALL class_unload(jvmtiEnv *env, ...) {
    (void)env;
    class_unloads++;
}

static void set_callbacks(const char *phase) {
    printf("%s: SetExtensionEventCallback(ClassUnload): %s\n", phase,
           err((*jvmti)->SetExtensionEventCallback(jvmti, class_unload_index, class_unload)));
    printf("%s: SetExtensionEventCallback(ClassUnload, NULL): %s\n", phase,
           err((*jvmti)->SetExtensionEventCallback(jvmti, class_unload_index, NULL)));
    printf("%s: SetExtensionEventCallback(ClassUnload) again: %s\n", phase,
           err((*jvmti)->SetExtensionEventCallback(jvmti, class_unload_index, class_unload)));
    jint bad[] = {-1, 0, 1, 30, JVMTI_EVENT_VM_INIT, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, 1000};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        printf("%s: SetExtensionEventCallback(%d): %s\n", phase, (int)bad[i],
               err((*jvmti)->SetExtensionEventCallback(jvmti, bad[i], class_unload)));
}

static void JNICALL vm_start(jvmtiEnv *env, JNIEnv *jni) {
    (void)env, (void)jni;
    list("start", 0);
    printf("start: SetExtensionEventCallback: %s\n",
           err((*jvmti)->SetExtensionEventCallback(jvmti, class_unload_index, class_unload)));
    fflush(stdout);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)jni, (void)thread;
    list("live", 0);
    set_callbacks("live");
    fflush(stdout);
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni) {
    (void)env, (void)jni;
    printf("VMDeath: %d ClassUnload events\n", class_unloads);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    list("onload", 1);
    set_callbacks("onload");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMStart = vm_start;
    cb.VMInit = vm_init;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    jvmtiEvent evs[] = {JVMTI_EVENT_VM_START, JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH};
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL);
    fflush(stdout);
    return JNI_OK;
}
