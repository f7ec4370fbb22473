/* benchjni.c: the native side of bench/jni/JniCalls.java. bench/run.sh compiles it twice: against
   Vitrine's include/jni.h (for Vitrine) and against the JDK's jni.h (for HotSpot), so each VM runs
   code built for its own header. */
#include <jni.h>

static jmethodID up_method;

JNIEXPORT jint JNICALL Java_JniCalls_nop(JNIEnv *env, jclass cls, jint x) {
    (void)env;
    (void)cls;
    return x + 1;
}

JNIEXPORT jint JNICALL Java_JniCalls_roundTrip(JNIEnv *env, jclass cls, jint x) {
    /* looked up once: the measurement is the call, not the lookup */
    if (!up_method) {
        up_method = (*env)->GetStaticMethodID(env, cls, "up", "(I)I");
        if (!up_method) return 0; /* NoSuchMethodError pending */
    }
    return (*env)->CallStaticIntMethod(env, cls, up_method, x);
}

JNIEXPORT jlong JNICALL Java_JniCalls_regions(JNIEnv *env, jclass cls, jintArray array, jint count) {
    (void)cls;
    enum { REGION = 16 };
    jint buf[REGION];
    jsize len = (*env)->GetArrayLength(env, array);
    if (len < REGION) return 0;
    jlong sum = 0;
    for (jint i = 0; i < count; i++) {
        (*env)->GetIntArrayRegion(env, array, (jsize)((i * 7u) % (unsigned)(len - REGION + 1)), REGION, buf);
        sum += buf[i & (REGION - 1)];
    }
    return (*env)->ExceptionCheck(env) ? 0 : sum;
}
