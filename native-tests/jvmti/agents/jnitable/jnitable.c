/* jnitable.c: a test agent for GetJNIFunctionTable and SetJNIFunctionTable (node-tests/
   jvmti-general.test.mjs) over native-tests/jvmti/java/JvmtiJniTable.java: outside the start and live
   phases both are refused; at VMInit the agent takes a copy of the table, replaces NewGlobalRef with an
   interposer that counts the calls the program's native method makes (on the thread it runs on) and
   calls the original, and installs it; the program's natives then run on the main thread and on a new
   thread (whose JNI environment did not exist yet) and see it; restore installs the original table
   again, after which nothing is counted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti;
static jniNativeInterface *original;   /* the table before the interposer, as GetJNIFunctionTable gave it */
static JNIEnv *volatile counting_env;  /* the env whose NewGlobalRef calls count (NULL: none) */
static volatile int counted;

static const char *err(jvmtiError e) { return agent_error_name(jvmti, e); }

static jobject JNICALL counting_new_global_ref(JNIEnv *env, jobject o) {
    if (env == counting_env) counted++;
    return original->NewGlobalRef(env, o);
}

static jint JNICALL make_global_refs(JNIEnv *env, jclass cls, jobject o, jint n) {
    (void)cls;
    counted = 0;
    counting_env = env;
    for (jint i = 0; i < n; i++) {
        jobject g = (*env)->NewGlobalRef(env, o);
        if (!g || !(*env)->IsSameObject(env, g, o)) printf("NewGlobalRef did not give a reference to the object\n");
        (*env)->DeleteGlobalRef(env, g);
    }
    counting_env = NULL;
    return counted;
}

static void JNICALL restore(JNIEnv *env, jclass cls) {
    (void)env, (void)cls;
    printf("restore: SetJNIFunctionTable(original): %s\n", err((*jvmti)->SetJNIFunctionTable(jvmti, original)));
    jniNativeInterface *now = NULL;
    jvmtiError e = (*jvmti)->GetJNIFunctionTable(jvmti, &now);
    printf("restore: GetJNIFunctionTable: %s, NewGlobalRef is %s\n", err(e),
           e ? "-" : now->NewGlobalRef == original->NewGlobalRef ? "the original" : "another");
    if (!e) (*jvmti)->Deallocate(jvmti, (unsigned char *)now);
    fflush(stdout);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)thread;
    printf("live: GetJNIFunctionTable(NULL): %s\n", err((*jvmti)->GetJNIFunctionTable(jvmti, NULL)));
    printf("live: SetJNIFunctionTable(NULL): %s\n", err((*jvmti)->SetJNIFunctionTable(jvmti, NULL)));
    jvmtiError e = (*jvmti)->GetJNIFunctionTable(jvmti, &original);
    printf("live: GetJNIFunctionTable: %s\n", err(e));
    if (e) return;
    jniNativeInterface *mine = NULL;
    (*jvmti)->GetJNIFunctionTable(jvmti, &mine);
    mine->NewGlobalRef = counting_new_global_ref;
    printf("live: SetJNIFunctionTable: %s\n", err((*jvmti)->SetJNIFunctionTable(jvmti, mine)));
    /* the VM keeps its own copy: the agent's may go */
    (*jvmti)->Deallocate(jvmti, (unsigned char *)mine);
    jniNativeInterface *now = NULL;
    e = (*jvmti)->GetJNIFunctionTable(jvmti, &now);
    printf("live: GetJNIFunctionTable again: %s, NewGlobalRef is %s\n", err(e),
           e ? "-" : now->NewGlobalRef == counting_new_global_ref ? "the interposer" : "another");
    if (!e) (*jvmti)->Deallocate(jvmti, (unsigned char *)now);
    /* this very env changed too */
    printf("live: the callback's env calls the interposer: %s\n",
           (*jni)->NewGlobalRef == counting_new_global_ref ? "yes" : "no");
    jclass c = (*jni)->FindClass(jni, "JvmtiJniTable");
    if (!c) return;
    JNINativeMethod natives[] = {{(char *)"makeGlobalRefs", (char *)"(Ljava/lang/Object;I)I", agent_fn_ptr((void (*)(void))make_global_refs)},
                                 {(char *)"restore", (char *)"()V", agent_fn_ptr((void (*)(void))restore)}};
    (*jni)->RegisterNatives(jni, c, natives, 2);
    fflush(stdout);
}

static void JNICALL vm_start(jvmtiEnv *env, JNIEnv *jni) {
    (void)env, (void)jni;
    jniNativeInterface *t = NULL;
    jvmtiError e = (*jvmti)->GetJNIFunctionTable(jvmti, &t);
    printf("start: GetJNIFunctionTable: %s\n", err(e));
    if (!e) (*jvmti)->Deallocate(jvmti, (unsigned char *)t);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jniNativeInterface *t = NULL;
    printf("onload: GetJNIFunctionTable: %s\n", err((*jvmti)->GetJNIFunctionTable(jvmti, &t)));
    jniNativeInterface dummy;
    memset(&dummy, 0, sizeof dummy);
    printf("onload: SetJNIFunctionTable: %s\n", err((*jvmti)->SetJNIFunctionTable(jvmti, &dummy)));
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
