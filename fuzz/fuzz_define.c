/* fuzz_define.c: libFuzzer target for class definition end to end: each input is defined as a class
   in a loader of its own (fuzz_vm.h: parsing, loading its supertypes, linking), then initialised
   through Class.forName(name, true, loader) as a small main program would: verification, then its
   static initialiser runs. Whatever fails is a Java exception, caught and cleared; never a crash, a
   leak or undefined behaviour. A main method of the input is not run: it may read input, start
   threads or exit, which a fuzzer's process cannot survive; <clinit> is run like any code. */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_vm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    JNIEnv *env = fuzz_vm_env();
    fuzz_check((*env)->PushLocalFrame(env, 16) == 0, "a local frame is pushed");
    jclass k = fuzz_vm_define(env, data, size);
    if (k) {
        jclass cls = (*env)->FindClass(env, "java/lang/Class");
        jmethodID get_name = (*env)->GetMethodID(env, cls, "getName", "()Ljava/lang/String;");
        jmethodID get_loader = (*env)->GetMethodID(env, cls, "getClassLoader", "()Ljava/lang/ClassLoader;");
        jmethodID for_name = (*env)->GetStaticMethodID(env, cls, "forName",
                                                        "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;");
        fuzz_check(get_name && get_loader && for_name, "java.lang.Class has its methods");
        jobject name = (*env)->CallObjectMethod(env, k, get_name);
        jobject loader = (*env)->CallObjectMethod(env, k, get_loader);
        fuzz_check(name && loader && !(*env)->ExceptionCheck(env), "a defined class has a name and its loader");
        jobject same = (*env)->CallStaticObjectMethod(env, cls, for_name, name, JNI_TRUE, loader);
        fuzz_check((*env)->ExceptionCheck(env) || (*env)->IsSameObject(env, same, k),
                   "Class.forName finds the class defined, or fails with an exception");
    }
    fuzz_vm_clear_exception(env);
    (*env)->PopLocalFrame(env, NULL);
    return 0;
}
