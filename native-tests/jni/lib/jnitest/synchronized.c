/* synchronized.c: natives of JniSynchronized: synchronized native methods, which run owning their
   monitor (the class's mirror or the receiver), entered by the VM before the call. */
#include "jnitest.h"

/* inNative(message), Thread.sleep(ms), inNative(message + " done") */
static void work(JNIEnv *env, jclass c, jstring message, jlong ms) {
    jmethodID in = (*env)->GetStaticMethodID(env, c, "inNative", "(Ljava/lang/String;)V");
    (*env)->CallStaticVoidMethod(env, c, in, message);
    if ((*env)->ExceptionCheck(env)) return;
    jclass thread = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID sleep = (*env)->GetStaticMethodID(env, thread, "sleep", "(J)V");
    (*env)->CallStaticVoidMethod(env, thread, sleep, ms);
    if ((*env)->ExceptionCheck(env)) return;
    const char *m = (*env)->GetStringUTFChars(env, message, NULL);
    char done[256];
    snprintf(done, sizeof done, "%s done", m);
    (*env)->ReleaseStringUTFChars(env, message, m);
    (*env)->CallStaticVoidMethod(env, c, in, (*env)->NewStringUTF(env, done));
}

JNIEXPORT void JNICALL Java_JniSynchronized_staticWork(JNIEnv *env, jclass c, jstring message, jlong ms) {
    work(env, c, message, ms);
}

JNIEXPORT void JNICALL Java_JniSynchronized_work(JNIEnv *env, jobject self, jstring message, jlong ms) {
    work(env, (*env)->GetObjectClass(env, self), message, ms);
}

JNIEXPORT void JNICALL Java_JniSynchronized_increment(JNIEnv *env, jclass c) {
    jfieldID f = (*env)->GetStaticFieldID(env, c, "counter", "I");
    jint v = (*env)->GetStaticIntField(env, c, f);
    jclass thread = (*env)->FindClass(env, "java/lang/Thread");
    (*env)->CallStaticVoidMethod(env, thread, (*env)->GetStaticMethodID(env, thread, "yield", "()V"));
    (*env)->SetStaticIntField(env, c, f, v + 1);
}

JNIEXPORT void JNICALL Java_JniSynchronized_callStaticWork(JNIEnv *env, jclass c, jstring message, jlong ms) {
    jmethodID m = (*env)->GetStaticMethodID(env, c, "staticWork", "(Ljava/lang/String;J)V");
    (*env)->CallStaticVoidMethod(env, c, m, message, ms);
}
