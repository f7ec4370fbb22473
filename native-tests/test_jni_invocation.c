/* test_jni_invocation.c: the Invocation API of libvitrine.so, loaded with dlopen as an embedding
   application would: JNI_GetDefaultJavaVMInitArgs, JNI_CreateJavaVM (class path, -D, -Xmx, option
   errors), calling Java, Java threads running while the embedding thread is busy in C,
   GetEnv/AttachCurrentThread/DetachCurrentThread (two foreign OS threads calling Java at once), JNI_GetCreatedJavaVMs and DestroyJavaVM, option strings the embedder overwrites
   once the VM exists. One VM per process: the steps run in order in one test. */
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "jni.h"
#include "jvmti.h"

typedef jint(JNICALL *CreateFn)(JavaVM **, void **, void *);
typedef jint(JNICALL *DefaultArgsFn)(void *);
typedef jint(JNICALL *CreatedFn)(JavaVM **, jsize, jsize *);
typedef jint(JNICALL *AttachFn)(const char *agent, const char *options);

/* vitrine_attach_agent called from a thread the VM does not know */
typedef struct AttachCall {
    AttachFn attach;
    jint result;
} AttachCall;

static void *attach_from_other_thread(void *arg) {
    AttachCall *c = arg;
#ifdef VITRINE_ATTACH_AGENT
    c->result = c->attach(VITRINE_ATTACH_AGENT, "from another thread");
#endif
    return NULL;
}

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
    const char *name;        /* AttachCurrentThread's name, or NULL */
    jint get_env, attach, get_env_after, detach, get_env_detached;
    JNIEnv *env;
    char describe[128];      /* InvocationTarget.describeCurrent() as seen by the attached thread */
    int sum;
} OtherThread;

/* A foreign OS thread: attaches, calls Java (a synchronized method 1000 times), detaches. */
static void *other_thread(void *p) {
    OtherThread *o = p;
    void *env = (void *)1;
    o->get_env = (*o->vm)->GetEnv(o->vm, &env, JNI_VERSION_1_8);
    JavaVMAttachArgs aa = {JNI_VERSION_1_8, (char *)o->name, NULL};
    o->attach = (*o->vm)->AttachCurrentThread(o->vm, &env, o->name ? &aa : NULL);
    if (o->attach != JNI_OK) return NULL;
    JNIEnv *e = env;
    o->env = e;
    void *again = NULL;
    o->get_env_after = (*o->vm)->GetEnv(o->vm, &again, JNI_VERSION_1_8);
    jclass k = (*e)->FindClass(e, "InvocationTarget");
    jmethodID d = (*e)->GetStaticMethodID(e, k, "describeCurrent", "()Ljava/lang/String;");
    jstring s = (jstring)(*e)->CallStaticObjectMethod(e, k, d);
    const char *c = (*e)->GetStringUTFChars(e, s, NULL);
    snprintf(o->describe, sizeof o->describe, "%s", c);
    (*e)->ReleaseStringUTFChars(e, s, c);
    jmethodID bump = (*e)->GetStaticMethodID(e, k, "bump", "()V");
    jmethodID add = (*e)->GetStaticMethodID(e, k, "add", "(II)I");
    for (int i = 0; i < 1000; i++) (*e)->CallStaticVoidMethod(e, k, bump);
    o->sum = (*e)->CallStaticIntMethod(e, k, add, 1, 2);
    o->detach = (*o->vm)->DetachCurrentThread(o->vm);
    o->get_env_detached = (*o->vm)->GetEnv(o->vm, &again, JNI_VERSION_1_8);
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
    /* buffers the embedder reuses once the VM exists: the VM keeps copies */
    char prop[] = "-Dvitrine.test=42";
    char ea[] = "-ea:InvocationTarget";
    JavaVMOption opts[7];
    opts[0].optionString = cp;
    opts[1].optionString = prop;
    opts[2].optionString = (char *)"-Xmx64m";
    opts[3].optionString = (char *)"-Xunknown-option";
    opts[4].optionString = (char *)"vfprintf";
    opts[4].extraInfo = (void *)my_vfprintf;
    opts[5].optionString = (char *)"-Xcheck:jni";
    opts[6].optionString = ea;
    a.version = JNI_VERSION_1_1;
    a.options = opts;
    a.nOptions = 7;
    a.ignoreUnrecognized = JNI_FALSE;
    assert_int_equal(create_vm(&vm, (void **)&env, &a), JNI_EVERSION);
    a.version = JNI_VERSION_10;
    assert_int_equal(create_vm(&vm, (void **)&env, &a), JNI_ERR); /* -Xunknown-option */
    /* a wrong option value fails creation (with HotSpot's message), the process goes on */
    JavaVMOption bad[1] = {{(char *)"-Xmxfoo", NULL}};
    JavaVMInitArgs b = {JNI_VERSION_10, 1, bad, JNI_TRUE};
    assert_int_equal(create_vm(&vm, (void **)&env, &b), JNI_ERR);
    a.ignoreUnrecognized = JNI_TRUE;
    assert_int_equal(create_vm(&vm, (void **)&env, &a), JNI_OK);
    assert_non_null(vm);
    assert_non_null(env);
    assert_int_equal((*env)->GetVersion(env), JNI_VERSION_10);
    snprintf(prop, sizeof prop, "-Dvitrine.test=XY");
    snprintf(cp, sizeof cp, "-Djava.class.path=/overwritten");
    snprintf(ea, sizeof ea, "-da:InvocationTarget");

    /* what the VM reads from its options after start-up: the -D properties (JVMTI's
       GetSystemProperty), the assertion options (Class.desiredAssertionStatus) */
    jvmtiEnv *jvmti = NULL;
    assert_int_equal((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2), JNI_OK);
    char *value = NULL;
    assert_int_equal((*jvmti)->GetSystemProperty(jvmti, "vitrine.test", &value), JVMTI_ERROR_NONE);
    assert_string_equal(value, "42");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)value);
    assert_int_equal((*jvmti)->GetSystemProperty(jvmti, "java.class.path", &value), JVMTI_ERROR_NONE);
    assert_string_equal(value, VITRINE_JNI_CLASSES);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)value);
    jclass target = (*env)->FindClass(env, "InvocationTarget");
    jmethodID desired = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Class"), "desiredAssertionStatus", "()Z");
    assert_true((*env)->CallBooleanMethod(env, target, desired));

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

    /* Java threads run while this thread is busy in its own code (it holds no execution token) */
    jmethodID start_ticker = (*env)->GetStaticMethodID(env, k, "startTicker", "()V");
    jmethodID ticks = (*env)->GetStaticMethodID(env, k, "ticks", "()J");
    (*env)->CallStaticVoidMethod(env, k, start_ticker);
    struct timespec pause = {0, 300 * 1000000L};
    nanosleep(&pause, NULL);
    jlong t1 = (*env)->CallStaticLongMethod(env, k, ticks);
    nanosleep(&pause, NULL);
    assert_true(t1 > 0);
    assert_true((*env)->CallStaticLongMethod(env, k, ticks) > t1);
    (*env)->CallStaticVoidMethod(env, k, (*env)->GetStaticMethodID(env, k, "stopTicker", "()V"));

    /* C code that waits for a Java thread by polling through JNI (every call enters the VM) must not
       keep the execution token from it */
    (*env)->CallStaticVoidMethod(env, k, (*env)->GetStaticMethodID(env, k, "startFlagger", "()V"));
    jfieldID flag = (*env)->GetStaticFieldID(env, k, "flag", "Z");
    struct timespec ms = {0, 1000000L};
    int polls = 0;
    while (!(*env)->GetStaticBooleanField(env, k, flag) && polls < 5000) {
        nanosleep(&ms, NULL);
        polls++;
    }
    assert_true((*env)->GetStaticBooleanField(env, k, flag));

    /* two foreign OS threads attach at once, call Java, detach */
    OtherThread o[2] = {{.vm = vm, .name = "worker"}, {.vm = vm, .name = NULL}};
    pthread_t th[2];
    for (int i = 0; i < 2; i++) assert_int_equal(pthread_create(&th[i], NULL, other_thread, &o[i]), 0);
    for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(o[i].get_env, JNI_EDETACHED);
        assert_int_equal(o[i].attach, JNI_OK);
        assert_int_equal(o[i].get_env_after, JNI_OK);
        assert_ptr_not_equal(o[i].env, env);
        assert_int_equal(o[i].sum, 3);
        assert_int_equal(o[i].detach, JNI_OK);
        assert_int_equal(o[i].get_env_detached, JNI_EDETACHED);
    }
    assert_string_equal(o[0].describe, "worker,false,main");
    assert_true(!strncmp(o[1].describe, "Thread-", 7));
    assert_true(strstr(o[1].describe, ",false,main") != NULL);
    jmethodID shared = (*env)->GetStaticMethodID(env, k, "shared", "()I");
    assert_int_equal((*env)->CallStaticIntMethod(env, k, shared), 2000);

    /* live attach from the embedder: Agent_OnAttach's result (the test agent answers 7 to "fail"), and
       JNI_ERR for a library that does not exist; from this thread and from one not attached */
    AttachFn attach = (AttachFn)dlsym(lib, "vitrine_attach_agent");
    assert_non_null(attach);
    assert_int_equal(attach(VITRINE_ATTACH_AGENT, "embedded"), 0);
    assert_int_equal(attach(VITRINE_ATTACH_AGENT, "fail"), 7);
    assert_int_equal(attach("/nonexistent/libnothing.so", NULL), JNI_ERR);
    pthread_t at;
    AttachCall call = {attach, -1};
    assert_int_equal(pthread_create(&at, NULL, attach_from_other_thread, &call), 0);
    pthread_join(at, NULL);
    assert_int_equal(call.result, 0);

    assert_int_equal((*vm)->DetachCurrentThread(vm), JNI_OK);
    assert_int_equal((*vm)->GetEnv(vm, &e2, JNI_VERSION_1_6), JNI_EDETACHED);
    assert_int_equal((*vm)->DetachCurrentThread(vm), JNI_EDETACHED);
    /* attaching again makes a new Java thread */
    JavaVMAttachArgs aa = {JNI_VERSION_1_8, (char *)"again", NULL};
    assert_int_equal((*vm)->AttachCurrentThreadAsDaemon(vm, &e2, &aa), JNI_OK);
    JNIEnv *env3 = e2;
    assert_ptr_not_equal(env3, env);
    jclass k3 = (*env3)->FindClass(env3, "InvocationTarget");
    jstring d = (jstring)(*env3)->CallStaticObjectMethod(env3, k3, (*env3)->GetStaticMethodID(env3, k3, "describeCurrent", "()Ljava/lang/String;"));
    c = (*env3)->GetStringUTFChars(env3, d, NULL);
    assert_string_equal(c, "again,true,main");
    (*env3)->ReleaseStringUTFChars(env3, d, c);

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
