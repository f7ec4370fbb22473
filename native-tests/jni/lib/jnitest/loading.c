/* loading.c: JNI_OnLoad of libjnitest and the natives of JniLoading and JniFatal. */
#include "jnitest.h"

static int onload_calls;
static char onload_report[512];

static jint JNICALL registered_impl(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x * 100;
}

static jint JNICALL registered_over_name_impl(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x * 1000;
}

static jint JNICALL unregister_me_impl(JNIEnv *env, jclass c) {
    UNUSED(env), UNUSED(c);
    return 1;
}

/* found by name once RegisterNatives no longer applies */
JNIEXPORT jint JNICALL Java_JniLoading_registeredOverName(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x + 1;
}

static int register_all(JNIEnv *env, jclass k) {
    JNINativeMethod methods[] = {
        {(char *)"registered", (char *)"(I)I", (void *)registered_impl},
        {(char *)"registeredOverName", (char *)"(I)I", (void *)registered_over_name_impl},
        {(char *)"unregisterMe", (char *)"()I", (void *)unregister_me_impl},
    };
    return (*env)->RegisterNatives(env, k, methods, 3);
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    UNUSED(reserved);
    onload_calls++;
    JNIEnv *env = NULL;
    jint r = (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8);
    /* FindClass in JNI_OnLoad uses the loader of the class that loads the library */
    jclass k = (*env)->FindClass(env, "JniLoading");
    int reg = -2;
    if (k) reg = register_all(env, k);
    else (*env)->ExceptionClear(env);
    snprintf(onload_report, sizeof onload_report, "calls=%d getEnv=%d findClass=%s register=%d", onload_calls, r,
             k ? "ok" : "failed", reg);
    return JNI_VERSION_1_8;
}

JNIEXPORT jstring JNICALL Java_JniLoading_onLoadReport(JNIEnv *env, jclass c) {
    UNUSED(c);
    return (*env)->NewStringUTF(env, onload_report);
}

JNIEXPORT jstring JNICALL Java_JniLoading_doUnregister(JNIEnv *env, jclass c) {
    char buf[32];
    snprintf(buf, sizeof buf, "%d", (*env)->UnregisterNatives(env, c));
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jboolean JNICALL Java_JniLoading_doRegister(JNIEnv *env, jclass c, jint which) {
    JNINativeMethod m;
    m.fnPtr = (void *)registered_impl;
    switch (which) {
    case 0: m.name = (char *)"registered"; m.signature = (char *)"(I)I"; break;
    case 1: m.name = (char *)"registered"; m.signature = (char *)"(J)I"; break;
    case 2: m.name = (char *)"notNative"; m.signature = (char *)"()I"; break;
    default: m.name = (char *)"toString"; m.signature = (char *)"()I"; break;
    }
    return (*env)->RegisterNatives(env, c, &m, 1) == 0;
}

JNIEXPORT void JNICALL Java_JniFatal_fatal(JNIEnv *env, jclass c, jstring msg) {
    UNUSED(c);
    const char *m = (*env)->GetStringUTFChars(env, msg, NULL);
    (*env)->FatalError(env, m);
}
