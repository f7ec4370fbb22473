/* libjnionloadthrows: JNI_OnLoad throws; the exception comes out of System.loadLibrary. */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)reserved;
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_6) != JNI_OK) return JNI_ERR;
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/IllegalStateException"), "thrown in JNI_OnLoad");
    return JNI_VERSION_1_6;
}
