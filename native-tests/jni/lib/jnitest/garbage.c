/* garbage.c: natives of JniGarbage: Java code called back through JNI that makes much more garbage
   than the heap holds, while the native keeps objects through local and global references. */
#include "jnitest.h"

/* Calls the static method `churn` (I)V of c `rounds` times, each with the round's number, holding a
   string made before the first call through a local reference and an array through a global one;
   returns the string with the array's length appended, made after the last call. */
JNIEXPORT jstring JNICALL Java_JniGarbage_churnThrough(JNIEnv *env, jclass c, jint rounds) {
    jstring kept = (*env)->NewStringUTF(env, "kept by a local reference");
    jobject arr = (*env)->NewGlobalRef(env, (*env)->NewIntArray(env, 1234));
    jmethodID churn = (*env)->GetStaticMethodID(env, c, "churn", "(I)V");
    for (jint i = 0; i < rounds && !(*env)->ExceptionCheck(env); i++) (*env)->CallStaticVoidMethod(env, c, churn, i);
    if ((*env)->ExceptionCheck(env)) return NULL;
    char buf[128];
    const char *s = (*env)->GetStringUTFChars(env, kept, NULL);
    snprintf(buf, sizeof buf, "%s, array of %d", s, (int)(*env)->GetArrayLength(env, (jarray)arr));
    (*env)->ReleaseStringUTFChars(env, kept, s);
    (*env)->DeleteGlobalRef(env, arr);
    return (*env)->NewStringUTF(env, buf);
}

/* Returns what the static method `make` ()Ljava/lang/Object; of c returns (an object made before
   the method makes its garbage). */
JNIEXPORT jobject JNICALL Java_JniGarbage_callMake(JNIEnv *env, jclass c) {
    jmethodID make = (*env)->GetStaticMethodID(env, c, "make", "()Ljava/lang/Object;");
    return (*env)->CallStaticObjectMethod(env, c, make);
}
