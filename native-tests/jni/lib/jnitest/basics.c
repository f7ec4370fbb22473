/* basics.c: natives of JniBasics. */
#include "jnitest.h"

JNIEXPORT jint JNICALL Java_JniBasics_add(JNIEnv *env, jclass c, jint a, jint b) {
    UNUSED(env), UNUSED(c);
    return (jint)((unsigned)a + (unsigned)b);
}

JNIEXPORT jlong JNICALL Java_JniBasics_addLong(JNIEnv *env, jclass c, jlong a, jlong b) {
    UNUSED(env), UNUSED(c);
    return a + b;
}

JNIEXPORT jfloat JNICALL Java_JniBasics_mulFloat(JNIEnv *env, jclass c, jfloat a, jfloat b) {
    UNUSED(env), UNUSED(c);
    return a * b;
}

JNIEXPORT jdouble JNICALL Java_JniBasics_mulDouble(JNIEnv *env, jclass c, jdouble a, jdouble b) {
    UNUSED(env), UNUSED(c);
    return a * b;
}

JNIEXPORT jboolean JNICALL Java_JniBasics_not(JNIEnv *env, jclass c, jboolean b) {
    UNUSED(env), UNUSED(c);
    return !b;
}

JNIEXPORT jbyte JNICALL Java_JniBasics_negByte(JNIEnv *env, jclass c, jbyte b) {
    UNUSED(env), UNUSED(c);
    return (jbyte)-b;
}

JNIEXPORT jchar JNICALL Java_JniBasics_nextChar(JNIEnv *env, jclass c, jchar ch) {
    UNUSED(env), UNUSED(c);
    return (jchar)(ch + 1);
}

JNIEXPORT jshort JNICALL Java_JniBasics_negShort(JNIEnv *env, jclass c, jshort s) {
    UNUSED(env), UNUSED(c);
    return (jshort)-s;
}

JNIEXPORT void JNICALL Java_JniBasics_nothing(JNIEnv *env, jclass c) {
    UNUSED(env), UNUSED(c);
}

JNIEXPORT jint JNICALL Java_JniBasics_instanceAdd(JNIEnv *env, jobject self, jint x) {
    jclass c = (*env)->GetObjectClass(env, self);
    jfieldID f = (*env)->GetFieldID(env, c, "base", "I");
    return (*env)->GetIntField(env, self, f) + x;
}

JNIEXPORT jstring JNICALL Java_JniBasics_mixed(JNIEnv *env, jclass c, jint i, jlong j, jfloat f, jdouble d, jboolean z,
                                               jbyte b, jchar ch, jshort s, jobject o, jstring str, jintArray arr) {
    UNUSED(c);
    Out out_ = {.n = 0};
    out(&out_, "%d %lld %g %g %d %d %d %d", i, (long long)j, (double)f, d, z, b, ch, s);
    if (o) {
        jclass oc = (*env)->GetObjectClass(env, o);
        jmethodID gn = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Class"), "getName", "()Ljava/lang/String;");
        jstring n = (jstring)(*env)->CallObjectMethod(env, oc, gn);
        const char *cn = (*env)->GetStringUTFChars(env, n, NULL);
        out(&out_, " %s", cn);
        (*env)->ReleaseStringUTFChars(env, n, cn);
    } else {
        out(&out_, " null");
    }
    if (str) {
        const char *cs = (*env)->GetStringUTFChars(env, str, NULL);
        out(&out_, " \"%s\"", cs);
        (*env)->ReleaseStringUTFChars(env, str, cs);
    } else {
        out(&out_, " null");
    }
    if (arr) out(&out_, " len=%d", (*env)->GetArrayLength(env, arr));
    else out(&out_, " null");
    return out_string(env, &out_);
}

JNIEXPORT jdouble JNICALL Java_JniBasics_manyArgs(JNIEnv *env, jclass c, jint a1, jdouble d1, jlong l1, jfloat f1, jint a2,
                                                  jdouble d2, jlong l2, jfloat f2, jint a3, jdouble d3, jlong l3, jfloat f3,
                                                  jint a4, jdouble d4, jlong l4, jfloat f4, jint a5, jdouble d5) {
    UNUSED(env), UNUSED(c);
    /* weights make the order visible */
    return a1 * 1 + d1 * 2 + (double)l1 * 3 + f1 * 4 + a2 * 5 + d2 * 6 + (double)l2 * 7 + f2 * 8 + a3 * 9 + d3 * 10 +
           (double)l3 * 11 + f3 * 12 + a4 * 13 + d4 * 14 + (double)l4 * 15 + f4 * 16 + a5 * 17 + d5 * 18;
}

/* overloads: long names */
JNIEXPORT jstring JNICALL Java_JniBasics_over__I(JNIEnv *env, jclass c, jint x) {
    UNUSED(c);
    char buf[64];
    snprintf(buf, sizeof buf, "int %d", x);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniBasics_over__Ljava_lang_String_2(JNIEnv *env, jclass c, jstring s) {
    UNUSED(c);
    const char *cs = (*env)->GetStringUTFChars(env, s, NULL);
    char buf[64];
    snprintf(buf, sizeof buf, "String %s", cs);
    (*env)->ReleaseStringUTFChars(env, s, cs);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniBasics_over___3I_3_3Ljava_lang_String_2(JNIEnv *env, jclass c, jintArray a, jobjectArray b) {
    UNUSED(c);
    char buf[64];
    snprintf(buf, sizeof buf, "arrays %d %d", (*env)->GetArrayLength(env, a), (*env)->GetArrayLength(env, b));
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniBasics_over__(JNIEnv *env, jclass c) {
    UNUSED(c);
    return (*env)->NewStringUTF(env, "none");
}

JNIEXPORT jint JNICALL Java_JniBasics_with_1underscore(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x + 10;
}

JNIEXPORT jint JNICALL Java_JniBasics_unicod_000e9(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x + 20;
}

JNIEXPORT jint JNICALL Java_JniBasics_semi_00024colon(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x + 30;
}

JNIEXPORT jint JNICALL Java_JniBasics_00024Inner_twice(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return 2 * x;
}

JNIEXPORT jobject JNICALL Java_JniBasics_identity(JNIEnv *env, jclass c, jobject o) {
    UNUSED(env), UNUSED(c);
    return o;
}

JNIEXPORT jintArray JNICALL Java_JniBasics_squares(JNIEnv *env, jclass c, jint n) {
    UNUSED(c);
    jintArray a = (*env)->NewIntArray(env, n);
    for (jint i = 0; i < n; i++) {
        jint v = i * i;
        (*env)->SetIntArrayRegion(env, a, i, 1, &v);
    }
    return a;
}

JNIEXPORT jstring JNICALL Java_JniBasics_nullString(JNIEnv *env, jclass c) {
    UNUSED(env), UNUSED(c);
    return NULL;
}

JNIEXPORT jint JNICALL Java_JniBasics_recurse(JNIEnv *env, jclass c, jint n) {
    if (n <= 0) return 0;
    jmethodID m = (*env)->GetStaticMethodID(env, c, "recurseJava", "(I)I");
    return 1 + (*env)->CallStaticIntMethod(env, c, m, n - 1);
}

JNIEXPORT jboolean JNICALL Java_JniBasics_holdsOwnLock(JNIEnv *env, jobject self) {
    jclass tc = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID hl = (*env)->GetStaticMethodID(env, tc, "holdsLock", "(Ljava/lang/Object;)Z");
    return (*env)->CallStaticBooleanMethod(env, tc, hl, self);
}

JNIEXPORT jboolean JNICALL Java_JniBasics_returnsTwo(JNIEnv *env, jclass c) {
    UNUSED(env), UNUSED(c);
    return 2; /* any non-zero jboolean is true */
}

JNIEXPORT jbyte JNICALL Java_JniBasics_truncByte(JNIEnv *env, jclass c) {
    UNUSED(env), UNUSED(c);
    return (jbyte)0x1ff;
}

JNIEXPORT jint JNICALL Java_JniBasics_math_0d835_0dc00(JNIEnv *env, jclass c, jint x) {
    UNUSED(env), UNUSED(c);
    return x + 40;
}

JNIEXPORT jstring JNICALL Java_jni_1pkg_sub_Packaged_describe(JNIEnv *env, jclass c, jint x) {
    char buf[64];
    jclass cc = (*env)->GetObjectClass(env, c); /* java.lang.Class */
    jmethodID gn = (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;");
    jstring n = (jstring)(*env)->CallObjectMethod(env, c, gn);
    const char *s = (*env)->GetStringUTFChars(env, n, NULL);
    snprintf(buf, sizeof buf, "%s:%d", s, x);
    (*env)->ReleaseStringUTFChars(env, n, s);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_jni_1pkg_sub_Packaged_name(JNIEnv *env, jobject self) {
    UNUSED(self);
    return (*env)->NewStringUTF(env, "instance of Packaged");
}
