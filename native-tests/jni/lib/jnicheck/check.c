/* libjnicheck: natives of JniCheck, each case misusing JNI in one way for -Xcheck:jni. Written
   against the standard JNI interface only (built with Vitrine's jni.h and with the JDK's). */
#include <jni.h>
#ifndef __EMSCRIPTEN__
#include <pthread.h>
#endif
#include <stdio.h>
#include <string.h>

#define P(...)                    \
    do {                          \
        printf(__VA_ARGS__);      \
        fflush(stdout);           \
    } while (0)

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm;
    (void)reserved;
    return JNI_VERSION_1_8;
}

static JNIEnv *saved_env;

JNIEXPORT void JNICALL Java_JniCheck_saveEnv(JNIEnv *env, jclass c) {
    (void)c;
    saved_env = env;
}

/* another thread's JNIEnv */
JNIEXPORT void JNICALL Java_JniCheck_useSavedEnv(JNIEnv *env, jclass c) {
    (void)env;
    (void)c;
    (*saved_env)->FindClass(saved_env, "java/lang/String");
    P("not reached\n");
}

/* a JNIEnv used from an OS thread that is not attached to the VM (natively only: WebAssembly has one
   OS thread) */
#ifndef __EMSCRIPTEN__
static void *use_saved_env(void *p) {
    (void)p;
    (*saved_env)->FindClass(saved_env, "java/lang/String");
    return NULL;
}
#endif

JNIEXPORT void JNICALL Java_JniCheck_fromNonJavaThread(JNIEnv *env, jclass c) {
    (void)c;
    saved_env = env;
#ifndef __EMSCRIPTEN__
    pthread_t th;
    if (pthread_create(&th, NULL, use_saved_env, NULL) == 0) pthread_join(th, NULL);
    P("not reached\n");
#else
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/UnsupportedOperationException"), "one OS thread");
#endif
}

/* returns without checking for an exception after a call: the next native starts clean */
JNIEXPORT void JNICALL Java_JniCheck_callJava(JNIEnv *env, jclass c) {
    (*env)->CallStaticVoidMethod(env, c, (*env)->GetStaticMethodID(env, c, "hello", "()V"));
}

JNIEXPORT void JNICALL Java_JniCheck_firstCall(JNIEnv *env, jclass c) {
    (void)c;
    P("version %x\n", (unsigned)(*env)->GetVersion(env));
}

static void pending_exception(JNIEnv *env, jclass c, jintArray ints) {
    jclass rc = (*env)->FindClass(env, "java/lang/RuntimeException");
    jobject g = (*env)->NewGlobalRef(env, ints);
    jweak w = (*env)->NewWeakGlobalRef(env, ints);
    jobject l = (*env)->NewLocalRef(env, ints);
    (*env)->MonitorEnter(env, ints);
    jint *elems = (*env)->GetIntArrayElements(env, ints, NULL);
    (*env)->ThrowNew(env, rc, "pending");
    /* the functions the specification allows with an exception pending: no report */
    P("allowed\n");
    (*env)->ExceptionCheck(env);
    (*env)->DeleteLocalRef(env, (*env)->ExceptionOccurred(env));
    (*env)->PushLocalFrame(env, 4);
    (*env)->PopLocalFrame(env, NULL);
    (*env)->DeleteLocalRef(env, l);
    (*env)->DeleteGlobalRef(env, g);
    (*env)->DeleteWeakGlobalRef(env, w);
    (*env)->MonitorExit(env, ints);
    (*env)->ReleaseIntArrayElements(env, ints, elems, 0);
    P("others\n");
    (*env)->GetVersion(env);
    (*env)->FindClass(env, "java/lang/String");
    P("thrown out of the native\n");
    (void)c;
}

static void unchecked_exception(JNIEnv *env, jclass c) {
    jmethodID hello = (*env)->GetStaticMethodID(env, c, "hello", "()V");
    (*env)->CallStaticVoidMethod(env, c, hello);
    P("1 GetVersion\n");
    (*env)->GetVersion(env); /* warns once */
    (*env)->GetVersion(env);
    (*env)->CallStaticVoidMethod(env, c, hello);
    (*env)->ExceptionCheck(env);
    P("2 checked\n");
    (*env)->GetVersion(env);
    (*env)->CallStaticVoidMethod(env, c, hello);
    (*env)->DeleteLocalRef(env, (*env)->ExceptionOccurred(env));
    P("3 occurred\n");
    (*env)->GetVersion(env);
    (*env)->CallStaticVoidMethod(env, c, hello);
    (*env)->ExceptionClear(env);
    P("4 cleared\n");
    (*env)->GetVersion(env);
    jobject o = (*env)->AllocObject(env, c);
    jmethodID im = (*env)->GetMethodID(env, c, "instanceMethod", "()I");
    (*env)->CallIntMethodA(env, o, im, NULL);
    P("5 DeleteLocalRef, PushLocalFrame, PopLocalFrame, ExceptionDescribe\n");
    (*env)->DeleteLocalRef(env, (*env)->NewLocalRef(env, o));
    (*env)->PushLocalFrame(env, 4);
    (*env)->PopLocalFrame(env, NULL);
    (*env)->ExceptionDescribe(env);
    P("6 EnsureLocalCapacity\n");
    (*env)->EnsureLocalCapacity(env, 4);
    (*env)->CallNonvirtualIntMethod(env, o, c, im);
    P("7 NewObject\n");
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    (*env)->NewObject(env, oc, (*env)->GetMethodID(env, oc, "<init>", "()V"));
    (*env)->GetVersion(env);
    P("8 done\n");
}

static void critical(JNIEnv *env, jintArray ints) {
    void *p = (*env)->GetPrimitiveArrayCritical(env, ints, NULL);
    P("in a critical region\n");
    (*env)->GetArrayLength(env, ints);
    (*env)->ExceptionCheck(env);
    void *q = (*env)->GetPrimitiveArrayCritical(env, ints, NULL);
    (*env)->ReleasePrimitiveArrayCritical(env, ints, q, 0);
    (*env)->ReleasePrimitiveArrayCritical(env, ints, p, 0);
    P("out of it\n");
    (*env)->GetArrayLength(env, ints);
    jstring latin1 = (*env)->NewStringUTF(env, "latin1");
    const jchar *s = (*env)->GetStringCritical(env, latin1, NULL);
    P("latin-1 string\n");
    (*env)->GetStringLength(env, latin1);
    (*env)->ReleaseStringCritical(env, latin1, s);
    jchar euro[2] = {0x20ac, 0x41};
    jstring utf16 = (*env)->NewString(env, euro, 2);
    s = (*env)->GetStringCritical(env, utf16, NULL);
    P("UTF-16 string\n");
    (*env)->GetStringLength(env, utf16);
    (*env)->ReleaseStringCritical(env, utf16, s);
    P("done\n");
}

JNIEXPORT void JNICALL Java_JniCheck_run(JNIEnv *env, jclass c, jstring what_s, jintArray ints, jbyteArray bytes,
                                         jobjectArray strings) {
    char what[64];
    const char *w = (*env)->GetStringUTFChars(env, what_s, NULL);
    snprintf(what, sizeof what, "%s", w);
    (*env)->ReleaseStringUTFChars(env, what_s, w);
#define IS(x) (!strcmp(what, x))
    static void *forged[4];
    if (IS("pendingException")) {
        pending_exception(env, c, ints);
    } else if (IS("uncheckedException")) {
        unchecked_exception(env, c);
    } else if (IS("critical")) {
        critical(env, ints);
    } else if (IS("findClassDescriptor")) {
        (*env)->FindClass(env, "Ljava/lang/String;");
        (*env)->ExceptionClear(env);
        (*env)->FindClass(env, "[Ljava/lang/String;");
        P("after\n");
    } else if (IS("newStringUTFInvalid")) {
        P("made %d\n", (*env)->NewStringUTF(env, "ab\xff\xfe") != NULL);
    } else if (IS("manyLocalRefs")) {
        for (int i = 0; i < 5000; i++) (*env)->NewLocalRef(env, ints);
        P("made 5000\n");
        (*env)->GetVersion(env);
    } else if (IS("releaseTwiceCommit")) {
        jint *p = (*env)->GetIntArrayElements(env, ints, NULL);
        p[0] = 7;
        (*env)->ReleaseIntArrayElements(env, ints, p, JNI_COMMIT);
        (*env)->ReleaseIntArrayElements(env, ints, p, 0);
        jint v;
        (*env)->GetIntArrayRegion(env, ints, 0, 1, &v);
        P("ints[0] = %d\n", (int)v);
    /* fatal errors */
    } else if (IS("deletedLocalAsClass")) {
        jclass k = (*env)->FindClass(env, "java/lang/String");
        (*env)->DeleteLocalRef(env, k);
        (*env)->GetSuperclass(env, k);
    } else if (IS("deletedLocal")) {
        jobject l = (*env)->NewLocalRef(env, ints);
        (*env)->DeleteLocalRef(env, l);
        (*env)->GetArrayLength(env, l);
    } else if (IS("deletedGlobal")) {
        jobject g = (*env)->NewGlobalRef(env, ints);
        (*env)->DeleteGlobalRef(env, g);
        (*env)->GetArrayLength(env, g);
    } else if (IS("forgedRef")) {
        (*env)->GetObjectClass(env, (jobject)&forged[1]);
    } else if (IS("nullClass")) {
        (*env)->GetStaticMethodID(env, NULL, "hello", "()V");
    } else if (IS("notAClass")) {
        (*env)->GetStaticMethodID(env, ints, "hello", "()V");
    } else if (IS("arrayElementType")) {
        (*env)->GetIntArrayElements(env, bytes, NULL);
    } else if (IS("regionElementType")) {
        jlong buf[1];
        (*env)->GetLongArrayRegion(env, ints, 0, 1, buf);
    } else if (IS("primitiveArrayExpected")) {
        (*env)->GetIntArrayElements(env, strings, NULL);
    } else if (IS("nonArray")) {
        (*env)->GetArrayLength(env, what_s);
    } else if (IS("objectArrayExpected")) {
        (*env)->GetObjectArrayElement(env, ints, 0);
    } else if (IS("staticFieldAsInstance")) {
        jfieldID f = (*env)->GetStaticFieldID(env, c, "staticInt", "I");
        (*env)->GetIntField(env, (*env)->AllocObject(env, c), f);
    } else if (IS("instanceFieldAsStatic")) {
        (*env)->GetStaticIntField(env, c, (*env)->GetFieldID(env, c, "instanceInt", "I"));
    } else if (IS("instanceFieldType")) {
        jfieldID f = (*env)->GetFieldID(env, c, "instanceLong", "J");
        (*env)->SetIntField(env, (*env)->AllocObject(env, c), f, 1);
    } else if (IS("staticFieldType")) {
        (*env)->GetStaticIntField(env, c, (*env)->GetStaticFieldID(env, c, "staticLong", "J"));
    } else if (IS("staticFieldWrongClass")) {
        jclass k = (*env)->FindClass(env, "java/lang/Integer");
        (*env)->GetStaticIntField(env, c, (*env)->GetStaticFieldID(env, k, "MAX_VALUE", "I"));
    } else if (IS("fieldOfNull")) {
        (*env)->GetIntField(env, NULL, (*env)->GetFieldID(env, c, "instanceInt", "I"));
    } else if (IS("methodWrongObject")) {
        (*env)->CallIntMethod(env, ints, (*env)->GetMethodID(env, c, "instanceMethod", "()I"));
    } else if (IS("staticMethodWrongClass")) {
        jclass k = (*env)->FindClass(env, "java/lang/Integer");
        jmethodID m = (*env)->GetStaticMethodID(env, k, "valueOf", "(I)Ljava/lang/Integer;");
        (*env)->CallStaticObjectMethod(env, c, m, 1);
    } else if (IS("forgedMethodId")) {
        (*env)->CallStaticVoidMethod(env, c, (jmethodID)&forged[0]);
    } else if (IS("classNameNotUtf8")) {
        (*env)->FindClass(env, "java/lang/\xff\xfeX");
    } else if (IS("releaseNotObtained")) {
        jint buf[3] = {0};
        (*env)->ReleaseIntArrayElements(env, ints, buf, 0);
    } else if (IS("releaseTwice")) {
        jint *p = (*env)->GetIntArrayElements(env, ints, NULL);
        (*env)->ReleaseIntArrayElements(env, ints, p, 0);
        P("released once\n");
        (*env)->ReleaseIntArrayElements(env, ints, p, 0);
    } else if (IS("releaseCriticalNotObtained")) {
        jint buf[3] = {0};
        (*env)->ReleasePrimitiveArrayCritical(env, ints, buf, 0);
    } else if (IS("throwNotThrowable")) {
        (*env)->Throw(env, ints);
    } else if (IS("throwNewNotThrowable")) {
        (*env)->ThrowNew(env, c, "message");
    } else if (IS("nonString")) {
        (*env)->GetStringUTFLength(env, ints);
    } else if (IS("deleteGlobalAsLocal")) {
        (*env)->DeleteLocalRef(env, (*env)->NewGlobalRef(env, ints));
    } else if (IS("deleteLocalAsGlobal")) {
        (*env)->DeleteGlobalRef(env, ints);
    } else if (IS("deleteLocalAsWeak")) {
        (*env)->DeleteWeakGlobalRef(env, ints);
    } else if (IS("pushNegative")) {
        (*env)->PushLocalFrame(env, -1);
    } else if (IS("ensureNegative")) {
        (*env)->EnsureLocalCapacity(env, -1);
    } else if (IS("capacityTooLarge")) {
        P("push %d ensure %d\n", (int)(*env)->PushLocalFrame(env, 70000), (int)(*env)->EnsureLocalCapacity(env, 70000));
    } else if (IS("deleteLocalTwice")) {
        jobject l = (*env)->NewLocalRef(env, ints);
        (*env)->DeleteLocalRef(env, l);
        (*env)->DeleteLocalRef(env, l);
    } else {
        P("unknown case %s\n", what);
        return;
    }
    P("returned\n");
}
