/* exceptions.c: natives of JniExceptions. */
#include "jnitest.h"

JNIEXPORT void JNICALL Java_JniExceptions_throwObject(JNIEnv *env, jclass c, jthrowable t) {
    UNUSED(c);
    if ((*env)->Throw(env, t) != JNI_OK) (*env)->FatalError(env, "Throw failed");
}

JNIEXPORT jint JNICALL Java_JniExceptions_throwNew(JNIEnv *env, jclass c, jclass k, jstring msg) {
    UNUSED(c);
    const char *m = msg ? (*env)->GetStringUTFChars(env, msg, NULL) : NULL;
    jint r = (*env)->ThrowNew(env, k, m);
    if (m) (*env)->ReleaseStringUTFChars(env, msg, m);
    return r;
}

/* ThrowNew needs a (String) constructor: NoMessageCtor has none */
JNIEXPORT jint JNICALL Java_JniExceptions_throwNewBadClass(JNIEnv *env, jclass c, jclass k) {
    UNUSED(c);
    jint r = (*env)->ThrowNew(env, k, "message");
    if (r == JNI_OK) return 1;
    return (*env)->ExceptionCheck(env) ? -1 : -2;
}

JNIEXPORT jstring JNICALL Java_JniExceptions_occurredAndClear(JNIEnv *env, jclass c) {
    UNUSED(c);
    Out o = {.n = 0};
    out(&o, "before=%d", (*env)->ExceptionCheck(env));
    out(&o, " occurred=%s", (*env)->ExceptionOccurred(env) ? "yes" : "null");
    jclass k = (*env)->FindClass(env, "java/lang/IllegalArgumentException");
    (*env)->ThrowNew(env, k, "pending");
    out(&o, " check=%d", (*env)->ExceptionCheck(env));
    jthrowable t = (*env)->ExceptionOccurred(env);
    out(&o, " isInstance=%d", (*env)->IsInstanceOf(env, t, k));
    (*env)->ExceptionClear(env);
    out(&o, " afterClear=%d", (*env)->ExceptionCheck(env));
    out(&o, " stillValid=%d", (*env)->IsInstanceOf(env, t, k));
    return out_string(env, &o);
}

JNIEXPORT void JNICALL Java_JniExceptions_describe(JNIEnv *env, jclass c, jstring msg) {
    UNUSED(c);
    (*env)->ExceptionDescribe(env); /* nothing pending: nothing printed */
    const char *m = (*env)->GetStringUTFChars(env, msg, NULL);
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/RuntimeException"), m);
    (*env)->ReleaseStringUTFChars(env, msg, m);
    (*env)->ExceptionDescribe(env); /* prints and clears */
    if ((*env)->ExceptionCheck(env)) (*env)->FatalError(env, "ExceptionDescribe did not clear");
}

JNIEXPORT jint JNICALL Java_JniExceptions_pendingReturn(JNIEnv *env, jclass c) {
    UNUSED(c);
    jclass ic = (*env)->FindClass(env, "java/lang/Integer");
    jmethodID parse = (*env)->GetStaticMethodID(env, ic, "parseInt", "(Ljava/lang/String;)I");
    (*env)->CallStaticIntMethod(env, ic, parse, (*env)->NewStringUTF(env, "x12"));
    return 42; /* ignored: NumberFormatException is pending */
}

JNIEXPORT jstring JNICALL Java_JniExceptions_checkAfterCall(JNIEnv *env, jclass c, jint what) {
    Out o = {.n = 0};
    jmethodID m = (*env)->GetStaticMethodID(env, c, "thrower", "(I)V");
    (*env)->CallStaticVoidMethod(env, c, m, what);
    if (!take_exception(env, &o)) out(&o, "no exception");
    return out_string(env, &o);
}

JNIEXPORT void JNICALL Java_JniExceptions_wrapAndRethrow(JNIEnv *env, jclass c) {
    jmethodID m = (*env)->GetStaticMethodID(env, c, "thrower", "(I)V");
    (*env)->CallStaticVoidMethod(env, c, m, 1);
    jthrowable cause = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jclass rc = (*env)->FindClass(env, "java/lang/RuntimeException");
    jmethodID ctor = (*env)->GetMethodID(env, rc, "<init>", "(Ljava/lang/String;Ljava/lang/Throwable;)V");
    jthrowable wrapped = (jthrowable)(*env)->NewObject(env, rc, ctor, (*env)->NewStringUTF(env, "wrapped"), cause);
    (*env)->Throw(env, wrapped);
}

JNIEXPORT jstring JNICALL Java_JniExceptions_nested(JNIEnv *env, jclass c, jint depth) {
    jmethodID m = (*env)->GetStaticMethodID(env, c, "nestedJava", "(I)Ljava/lang/String;");
    return (jstring)(*env)->CallStaticObjectMethod(env, c, m, depth);
}

JNIEXPORT jstring JNICALL Java_JniExceptions_callWithPending(JNIEnv *env, jclass c) {
    Out o = {.n = 0};
    jclass rte = (*env)->FindClass(env, "java/lang/RuntimeException");
    jmethodID five = (*env)->GetStaticMethodID(env, c, "five", "()I");
    jmethodID boom = (*env)->GetStaticMethodID(env, c, "boom", "()I");
    (*env)->ThrowNew(env, rte, "first");
    out(&o, "five=%d ", (*env)->CallStaticIntMethod(env, c, five));
    take_exception(env, &o);
    (*env)->ThrowNew(env, rte, "second");
    out(&o, " boom=%d ", (*env)->CallStaticIntMethod(env, c, boom));
    take_exception(env, &o);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniExceptions_findClassDescriptor(JNIEnv *env, jclass c) {
    UNUSED(c);
    Out o = {.n = 0};
    jclass k = (*env)->FindClass(env, "Ljava/lang/String;");
    jclass s = (*env)->FindClass(env, "java/lang/String");
    out(&o, "found=%d same=%d ", k != NULL, k && (*env)->IsSameObject(env, k, s));
    take_exception(env, &o);
    return out_string(env, &o);
}
