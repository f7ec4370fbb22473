/* fuzz_vm.h: the VM that the class-level fuzz targets (fuzz_verify.c, fuzz_define.c) share. It is
   created once per process through the Invocation API, booting from the JDK's lib/modules as the
   launcher does (VITRINE_JAVA_HOME, JAVA_HOME or the installed JDK 17); each input then defines its
   class in a loader in which no class is defined yet (a URLClassLoader with no URLs whose parent is
   the boot loader), so any input may define a class of any name, and every input sees the same
   classes: the JDK's, loaded once and kept. Loaders are never unloaded, so a run grows by the classes
   its inputs define (docs/FUZZING.md). */
#ifndef VITRINE_FUZZ_VM_H
#define VITRINE_FUZZ_VM_H

#include <stdint.h>

#include "fuzz_target.h"
#include "jni.h"

static inline JNIEnv *fuzz_vm_env(void) {
    static JNIEnv *env;
    if (env) return env;
    JavaVMOption options[] = {{(char *)"-Xmx1g", NULL}, {(char *)"-Djava.class.path=", NULL}};
    JavaVMInitArgs args = {JNI_VERSION_1_8, (jint)(sizeof options / sizeof options[0]), options, JNI_FALSE};
    JavaVM *jvm;
    void *penv = NULL;
    fuzz_check(JNI_CreateJavaVM(&jvm, &penv, &args) == JNI_OK, "the VM boots from the JDK's runtime image");
    env = penv;
    return env;
}

/* A new loader that finds the boot loader's classes only (in the caller's local frame). */
static inline jobject fuzz_vm_new_loader(JNIEnv *env) {
    jclass url = (*env)->FindClass(env, "java/net/URL");
    jclass ucl = (*env)->FindClass(env, "java/net/URLClassLoader");
    fuzz_check(url && ucl, "the JDK's URLClassLoader is found");
    jmethodID init = (*env)->GetMethodID(env, ucl, "<init>", "([Ljava/net/URL;Ljava/lang/ClassLoader;)V");
    jobjectArray none = (*env)->NewObjectArray(env, 0, url, NULL);
    jobject loader = init && none ? (*env)->NewObject(env, ucl, init, none, NULL) : NULL;
    fuzz_check(loader != NULL, "a URLClassLoader is made");
    return loader;
}

/* Defines the input's class in a loader that has defined nothing; NULL with the error pending
   (ClassFormatError...). A loader in which the definition failed serves the next input: most fuzzed
   inputs fail, and loaders are kept for ever, so a new one each time would fill the memory. */
static inline jclass fuzz_vm_define(JNIEnv *env, const uint8_t *data, size_t size) {
    static jobject loader;
    if (size > INT32_MAX) return NULL;
    if (!loader) loader = (*env)->NewGlobalRef(env, fuzz_vm_new_loader(env));
    jclass c = (*env)->DefineClass(env, NULL, loader, (const jbyte *)data, (jsize)size);
    if (c) {
        (*env)->DeleteGlobalRef(env, loader);
        loader = NULL;
    }
    return c;
}

/* Whatever the input did, it ends as a Java exception, which is cleared for the next input (and
   described on stderr first when VITRINE_FUZZ_DESCRIBE is set, to see what an input meets). */
static inline void fuzz_vm_clear_exception(JNIEnv *env) {
    jthrowable e = (*env)->ExceptionOccurred(env);
    if (!e) return;
    if (getenv("VITRINE_FUZZ_DESCRIBE")) (*env)->ExceptionDescribe(env);
    (*env)->ExceptionClear(env);
    jclass throwable = (*env)->FindClass(env, "java/lang/Throwable");
    fuzz_check(throwable && (*env)->IsInstanceOf(env, e, throwable), "a pending exception is a Throwable");
}

#endif
