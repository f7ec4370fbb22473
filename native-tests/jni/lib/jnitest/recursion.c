/* recursion.c: JNI up-calls that recurse until the thread's stack overflows (JniRecursion). */
#include "jnitest.h"

/* Java's up(n + 1): each level of the recursion is a Java frame and a native one. */
JNIEXPORT jint JNICALL Java_JniRecursion_down(JNIEnv *env, jclass c, jint n) {
    jmethodID up = (*env)->GetStaticMethodID(env, c, "up", "(I)I");
    if (!up) return 0;
    jint r = (*env)->CallStaticIntMethod(env, c, up, n + 1);
    /* a pending StackOverflowError goes on to the caller with this native's return */
    return (*env)->ExceptionCheck(env) ? 0 : r + 1;
}

/* Calls Java's overflow(), which recurses in Java alone, and describes what it threw. */
JNIEXPORT jstring JNICALL Java_JniRecursion_callOverflowing(JNIEnv *env, jclass c) {
    Out o = {.n = 0};
    jmethodID m = (*env)->GetStaticMethodID(env, c, "overflow", "(I)I");
    if (!m) return NULL;
    jint r = (*env)->CallStaticIntMethod(env, c, m, 0);
    if (!take_exception(env, &o)) out(&o, "returned %d", (int)r);
    return out_string(env, &o);
}
