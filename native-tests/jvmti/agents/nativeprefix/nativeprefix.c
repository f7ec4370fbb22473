/* nativeprefix.c: a test agent for SetNativeMethodPrefix(es) and NativeMethodBind (node-tests/
   jvmti-general.test.mjs) over native-tests/jvmti/java/JvmtiNativePrefix.java. Two environments:
   the first sets the prefix $$A$$ (SetNativeMethodPrefixes) and watches NativeMethodBind, the second
   sets $$B$$ (SetNativeMethodPrefix); a third, without the capability, is refused. At VMInit the agent
   registers foo, bar, baz, plain and original by their unwrapped names (RegisterNatives retries with
   the prefixes), and NativeMethodBind redirects original to another function. With the program's
   argument "lookup", qux's wrapped native $$A$$qux is found by name: Java_JvmtiNativePrefix_qux. Each
   native answers its argument plus a constant of its own, so the program's output says which ran. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *env1, *env2;

static const char *err(jvmtiError e) { return agent_error_name(env1, e); }

static jint JNICALL foo(JNIEnv *jni, jclass c, jint x) { (void)jni, (void)c; return x + 100; }
static jint JNICALL bar(JNIEnv *jni, jclass c, jint x) { (void)jni, (void)c; return x + 200; }
static jint JNICALL baz(JNIEnv *jni, jclass c, jint x) { (void)jni, (void)c; return x + 300; }
static jint JNICALL plain(JNIEnv *jni, jclass c, jint x) { (void)jni, (void)c; return x + 400; }
static jint JNICALL original(JNIEnv *jni, jclass c, jint x) { (void)jni, (void)c; return x + 500; }
static jint JNICALL redirected(JNIEnv *jni, jclass c, jint x) { (void)jni, (void)c; return x + 5000; }

JNIEXPORT jint JNICALL Java_JvmtiNativePrefix_qux(JNIEnv *jni, jclass c, jint x) {
    (void)jni, (void)c;
    return x + 600;
}

static const char *function_name(void *address) {
    struct { void (*fn)(void); const char *name; } known[] = {
        {(void (*)(void))foo, "foo"}, {(void (*)(void))bar, "bar"}, {(void (*)(void))baz, "baz"},
        {(void (*)(void))plain, "plain"}, {(void (*)(void))original, "original"},
        {(void (*)(void))Java_JvmtiNativePrefix_qux, "Java_JvmtiNativePrefix_qux"}};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (address == agent_fn_ptr(known[i].fn)) return known[i].name;
    return "an unknown function";
}

static void JNICALL native_method_bind(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, void *address,
                                       void **new_address_ptr) {
    (void)jni, (void)thread;
    jclass k = NULL;
    char *cls = NULL, *name = NULL;
    if ((*env)->GetMethodDeclaringClass(env, method, &k) != JVMTI_ERROR_NONE) return;
    (*env)->GetClassSignature(env, k, &cls, NULL);
    if (cls && !strcmp(cls, "LJvmtiNativePrefix;") && (*env)->GetMethodName(env, method, &name, NULL, NULL) == JVMTI_ERROR_NONE) {
        printf("NativeMethodBind: %s to %s\n", name, function_name(address));
        if (!strcmp(name, "original")) *new_address_ptr = agent_fn_ptr((void (*)(void))redirected);
        (*env)->Deallocate(env, (unsigned char *)name);
    }
    if (cls) (*env)->Deallocate(env, (unsigned char *)cls);
    fflush(stdout);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread) {
    (void)env, (void)thread;
    jclass c = (*jni)->FindClass(jni, "JvmtiNativePrefix");
    if (!c) return;
    const char *names[] = {"foo", "bar", "baz", "plain", "original"};
    void *fns[] = {agent_fn_ptr((void (*)(void))foo), agent_fn_ptr((void (*)(void))bar), agent_fn_ptr((void (*)(void))baz),
                   agent_fn_ptr((void (*)(void))plain), agent_fn_ptr((void (*)(void))original)};
    for (int i = 0; i < 5; i++) {
        JNINativeMethod m = {(char *)names[i], (char *)"(I)I", fns[i]};
        jint r = (*jni)->RegisterNatives(jni, c, &m, 1);
        printf("RegisterNatives(%s): %d\n", names[i], (int)r);
    }
    /* a name that no prefix makes a native method's */
    JNINativeMethod none = {(char *)"main", (char *)"([Ljava/lang/String;)V", agent_fn_ptr((void (*)(void))plain)};
    jint r = (*jni)->RegisterNatives(jni, c, &none, 1);
    jthrowable ex = (*jni)->ExceptionOccurred(jni);
    (*jni)->ExceptionClear(jni);
    printf("RegisterNatives(main): %d, %s\n", (int)r, ex ? "exception" : "no exception");
    fflush(stdout);
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm, (void)reserved;
    return JNI_VERSION_1_8;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    jvmtiEnv *env3;
    if ((*vm)->GetEnv(vm, (void **)&env1, JVMTI_VERSION) != JNI_OK || (*vm)->GetEnv(vm, (void **)&env2, JVMTI_VERSION) != JNI_OK ||
        (*vm)->GetEnv(vm, (void **)&env3, JVMTI_VERSION) != JNI_OK)
        return 1;
    printf("SetNativeMethodPrefix without the capability: %s\n", err((*env3)->SetNativeMethodPrefix(env3, "$$C$$")));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_set_native_method_prefix = 1;
    caps.can_generate_native_method_bind_events = 1;
    printf("AddCapabilities: %s\n", err((*env1)->AddCapabilities(env1, &caps)));
    caps.can_generate_native_method_bind_events = 0;
    printf("AddCapabilities: %s\n", err((*env2)->AddCapabilities(env2, &caps)));
    char *bad[] = {(char *)"$$X$$", NULL};
    printf("SetNativeMethodPrefixes(-1): %s\n", err((*env1)->SetNativeMethodPrefixes(env1, -1, bad)));
    printf("SetNativeMethodPrefixes(NULL): %s\n", err((*env1)->SetNativeMethodPrefixes(env1, 1, NULL)));
    char *two[] = {(char *)"$$X$$", (char *)"$$Y$$"};
    printf("SetNativeMethodPrefixes(2): %s\n", err((*env1)->SetNativeMethodPrefixes(env1, 2, two)));
    char *a[] = {(char *)"$$A$$"};
    printf("SetNativeMethodPrefixes(1): %s\n", err((*env1)->SetNativeMethodPrefixes(env1, 1, a)));
    printf("SetNativeMethodPrefix: %s\n", err((*env2)->SetNativeMethodPrefix(env2, "$$B$$")));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.NativeMethodBind = native_method_bind;
    cb.VMInit = vm_init;
    (*env1)->SetEventCallbacks(env1, &cb, (jint)sizeof cb);
    printf("enable NativeMethodBind: %s\n",
           err((*env1)->SetEventNotificationMode(env1, JVMTI_ENABLE, JVMTI_EVENT_NATIVE_METHOD_BIND, NULL)));
    (*env1)->SetEventNotificationMode(env1, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    fflush(stdout);
    return JNI_OK;
}
