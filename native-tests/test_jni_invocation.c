/* test_jni_invocation.c: the Invocation API of libvitrine.so, loaded with dlopen as an embedding
   application would: JNI_GetDefaultJavaVMInitArgs, JNI_CreateJavaVM (class path, -D, -Xmx, option
   errors), calling Java, GetEnv/AttachCurrentThread/DetachCurrentThread (and their answers on
   another OS thread), JNI_GetCreatedJavaVMs and DestroyJavaVM. One VM per process: the steps run in
   order in one test. */
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "jni.h"

typedef jint(JNICALL *CreateFn)(JavaVM **, void **, void *);
typedef jint(JNICALL *DefaultArgsFn)(void *);
typedef jint(JNICALL *CreatedFn)(JavaVM **, jsize, jsize *);

static CreateFn create_vm;
static DefaultArgsFn default_args;
static CreatedFn created_vms;
static int hook_calls;

static jint JNICALL my_vfprintf(FILE *fp, const char *fmt, va_list args) {
    hook_calls++;
    return vfprintf(fp, fmt, args);
}

typedef struct OtherThread {
    JavaVM *vm;
    jint get_env, attach;
} OtherThread;

static void *other_thread(void *p) {
    OtherThread *o = p;
    void *env = (void *)1;
    o->get_env = (*o->vm)->GetEnv(o->vm, &env, JNI_VERSION_1_8);
    /* attaching another OS thread needs the native threads back end (docs/JNI.md) */
    o->attach = (*o->vm)->AttachCurrentThread(o->vm, &env, NULL);
    return NULL;
}

static void invocation(void **state) {
    (void)state;
    void *lib = dlopen(VITRINE_LIBVITRINE, RTLD_NOW | RTLD_LOCAL);
    if (!lib) fail_msg("dlopen %s: %s", VITRINE_LIBVITRINE, dlerror());
    create_vm = (CreateFn)dlsym(lib, "JNI_CreateJavaVM");
    default_args = (DefaultArgsFn)dlsym(lib, "JNI_GetDefaultJavaVMInitArgs");
    created_vms = (CreatedFn)dlsym(lib, "JNI_GetCreatedJavaVMs");
    assert_non_null(create_vm);
    assert_non_null(default_args);
    assert_non_null(created_vms);

    JavaVMInitArgs a;
    memset(&a, 0, sizeof a);
    a.version = JNI_VERSION_1_8;
    assert_int_equal(default_args(&a), JNI_OK);
    a.version = 0x00070000;
    assert_int_equal(default_args(&a), JNI_ERR);

    JavaVM *vms[2];
    jsize n = -1;
    assert_int_equal(created_vms(vms, 2, &n), JNI_OK);
    assert_int_equal(n, 0);

    JavaVM *vm = NULL;
    JNIEnv *env = NULL;
    char cp[4096];
    snprintf(cp, sizeof cp, "-Djava.class.path=%s", VITRINE_JNI_CLASSES);
    JavaVMOption opts[6];
    opts[0].optionString = cp;
    opts[1].optionString = (char *)"-Dvitrine.test=42";
    opts[2].optionString = (char *)"-Xmx64m";
    opts[3].optionString = (char *)"-Xunknown-option";
    opts[4].optionString = (char *)"vfprintf";
    opts[4].extraInfo = (void *)my_vfprintf;
    opts[5].optionString = (char *)"-Xcheck:jni";
    a.version = JNI_VERSION_1_1;
    a.options = opts;
    a.nOptions = 6;
    a.ignoreUnrecognized = JNI_FALSE;
    assert_int_equal(create_vm(&vm, (void **)&env, &a), JNI_EVERSION);
    a.version = JNI_VERSION_10;
    assert_int_equal(create_vm(&vm, (void **)&env, &a), JNI_ERR); /* -Xunknown-option */
    a.ignoreUnrecognized = JNI_TRUE;
    assert_int_equal(create_vm(&vm, (void **)&env, &a), JNI_OK);
    assert_non_null(vm);
    assert_non_null(env);
    assert_int_equal((*env)->GetVersion(env), JNI_VERSION_10);

    /* calling Java */
    jclass k = (*env)->FindClass(env, "InvocationTarget");
    assert_non_null(k);
    jmethodID add = (*env)->GetStaticMethodID(env, k, "add", "(II)I");
    assert_int_equal((*env)->CallStaticIntMethod(env, k, add, 40, 2), 42);
    jmethodID greet = (*env)->GetStaticMethodID(env, k, "greet", "(Ljava/lang/String;)Ljava/lang/String;");
    jstring s = (jstring)(*env)->CallStaticObjectMethod(env, k, greet, (*env)->NewStringUTF(env, "world"));
    const char *c = (*env)->GetStringUTFChars(env, s, NULL);
    assert_string_equal(c, "hello world 42 calls=1");
    (*env)->ReleaseStringUTFChars(env, s, c);
    jmethodID name = (*env)->GetStaticMethodID(env, k, "threadName", "()Ljava/lang/String;");
    s = (jstring)(*env)->CallStaticObjectMethod(env, k, name);
    c = (*env)->GetStringUTFChars(env, s, NULL);
    assert_string_equal(c, "main");
    (*env)->ReleaseStringUTFChars(env, s, c);
    jmethodID maxmem = (*env)->GetStaticMethodID(env, k, "maxMemory", "()J");
    assert_true((*env)->CallStaticLongMethod(env, k, maxmem) <= 64ll << 20);
    jmethodID fail = (*env)->GetStaticMethodID(env, k, "fail", "()V");
    (*env)->CallStaticVoidMethod(env, k, fail);
    assert_true((*env)->ExceptionCheck(env));
    jthrowable ex = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    assert_true((*env)->IsInstanceOf(env, ex, (*env)->FindClass(env, "java/lang/IllegalStateException")));
    /* ExceptionDescribe's "Exception in thread ..." goes through the vfprintf hook */
    int before = hook_calls;
    (*env)->Throw(env, ex);
    (*env)->ExceptionDescribe(env);
    assert_false((*env)->ExceptionCheck(env));
    assert_true(hook_calls > before);
    (*env)->FindClass(env, "NoSuchClass");
    assert_true((*env)->ExceptionCheck(env));
    (*env)->ExceptionClear(env);

    /* the JavaVM functions */
    void *e2 = NULL;
    assert_int_equal((*vm)->GetEnv(vm, &e2, JNI_VERSION_1_6), JNI_OK);
    assert_ptr_equal(e2, env);
    assert_int_equal((*vm)->GetEnv(vm, &e2, 0x00ab0000), JNI_EVERSION);
    assert_int_equal((*vm)->AttachCurrentThread(vm, &e2, NULL), JNI_OK);
    assert_ptr_equal(e2, env);
    assert_int_equal(created_vms(vms, 2, &n), JNI_OK);
    assert_int_equal(n, 1);
    assert_ptr_equal(vms[0], vm);

    OtherThread o = {vm, 99, 99};
    pthread_t th;
    assert_int_equal(pthread_create(&th, NULL, other_thread, &o), 0);
    pthread_join(th, NULL);
    assert_int_equal(o.get_env, JNI_EDETACHED);
    assert_int_equal(o.attach, JNI_ERR);

    assert_int_equal((*vm)->DetachCurrentThread(vm), JNI_OK);
    assert_int_equal((*vm)->GetEnv(vm, &e2, JNI_VERSION_1_6), JNI_EDETACHED);
    assert_int_equal((*vm)->DetachCurrentThread(vm), JNI_EDETACHED);
    JavaVMAttachArgs aa = {JNI_VERSION_1_8, (char *)"main", NULL};
    assert_int_equal((*vm)->AttachCurrentThreadAsDaemon(vm, &e2, &aa), JNI_OK);
    assert_ptr_equal(e2, env);

    /* one VM per process */
    JavaVM *vm2;
    JNIEnv *env2;
    assert_int_equal(create_vm(&vm2, (void **)&env2, &a), JNI_EEXIST);

    assert_int_equal((*vm)->DestroyJavaVM(vm), JNI_OK);
    assert_int_equal(created_vms(vms, 2, &n), JNI_OK);
    assert_int_equal(n, 0);
    assert_int_equal(create_vm(&vm2, (void **)&env2, &a), JNI_ERR);
    assert_int_equal((*vm)->GetEnv(vm, &e2, JNI_VERSION_1_6), JNI_EDETACHED);
}

int main(void) {
#ifndef VITRINE_LIBVITRINE
    puts("libvitrine.so is not built (VITRINE_BUILD_SHARED=OFF): skipped");
    return 0;
#else
    const struct CMUnitTest tests[] = {cmocka_unit_test(invocation)};
    return cmocka_run_group_tests(tests, NULL, NULL);
#endif
}
