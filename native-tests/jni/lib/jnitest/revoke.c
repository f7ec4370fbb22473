/* revoke.c: natives of JniRevoke: native code that runs for about the time after which the VM lets
   another thread take the execution token, and an empty call. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime under -std=c11 */
#include <time.h>

#include "jnitest.h"

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Busy for ms milliseconds without calling into the VM. */
JNIEXPORT void JNICALL Java_JniRevoke_spinMillis(JNIEnv *env, jclass c, jdouble ms) {
    UNUSED(env);
    UNUSED(c);
    double end = now_ms() + ms;
    while (now_ms() < end) {
    }
}

JNIEXPORT jint JNICALL Java_JniRevoke_nop(JNIEnv *env, jclass c, jint x) {
    UNUSED(env);
    UNUSED(c);
    return x;
}
