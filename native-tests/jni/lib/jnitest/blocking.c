/* blocking.c: natives of JniBlocking: Java methods that block, called through JNI. */
#include "jnitest.h"

/* Enters lock's monitor and waits on it (Object.wait(long) through CallVoidMethod) until the static
   boolean `flag` of c is set. */
JNIEXPORT void JNICALL Java_JniBlocking_waitUntil(JNIEnv *env, jclass c, jobject lock, jstring flag) {
    const char *name = (*env)->GetStringUTFChars(env, flag, NULL);
    jfieldID f = (*env)->GetStaticFieldID(env, c, name, "Z");
    (*env)->ReleaseStringUTFChars(env, flag, name);
    jmethodID wait = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "wait", "(J)V");
    if ((*env)->MonitorEnter(env, lock) != JNI_OK) return;
    while (!(*env)->GetStaticBooleanField(env, c, f) && !(*env)->ExceptionCheck(env))
        (*env)->CallVoidMethod(env, lock, wait, (jlong)100);
    (*env)->MonitorExit(env, lock);
}

/* Thread.sleep(ms) through CallStaticVoidMethod until the static boolean `flag` of c is set. */
JNIEXPORT void JNICALL Java_JniBlocking_sleepUntil(JNIEnv *env, jclass c, jlong ms, jstring flag) {
    const char *name = (*env)->GetStringUTFChars(env, flag, NULL);
    jfieldID f = (*env)->GetStaticFieldID(env, c, name, "Z");
    (*env)->ReleaseStringUTFChars(env, flag, name);
    jclass thread = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID sleep = (*env)->GetStaticMethodID(env, thread, "sleep", "(J)V");
    while (!(*env)->GetStaticBooleanField(env, c, f) && !(*env)->ExceptionCheck(env))
        (*env)->CallStaticVoidMethod(env, thread, sleep, ms);
}

/* Calls the static method `name` ()V of c. */
JNIEXPORT void JNICALL Java_JniBlocking_callStatic(JNIEnv *env, jclass c, jstring name) {
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    jmethodID m = (*env)->GetStaticMethodID(env, c, n, "()V");
    (*env)->ReleaseStringUTFChars(env, name, n);
    if (m) (*env)->CallStaticVoidMethod(env, c, m);
}
