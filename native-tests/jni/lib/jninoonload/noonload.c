/* libjninoonload: no JNI_OnLoad (JNI 1.1 library); overloaded natives by their long names. */
#include <jni.h>

JNIEXPORT jint JNICALL Java_JniLoading_noOnLoadLong__IJ(JNIEnv *env, jclass c, jint a, jlong b) {
    (void)env, (void)c;
    return a + (jint)b;
}

JNIEXPORT jint JNICALL Java_JniLoading_noOnLoadLong__I(JNIEnv *env, jclass c, jint a) {
    (void)env, (void)c;
    return -a;
}
