/* libjnibadversion: JNI_OnLoad asks for a JNI version the VM does not support. */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm, (void)reserved;
    return 0x00020000;
}
