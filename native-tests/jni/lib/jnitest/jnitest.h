/* jnitest.h: helpers shared by the sources of libjnitest, the JNI test library. Written against the
   standard JNI interface only: it is compiled with Vitrine's jni.h and with the JDK's, and runs on
   HotSpot (to make the expected output) and on Vitrine. */
#ifndef JNITEST_H
#define JNITEST_H

#include <jni.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNUSED(x) ((void)(x))

/* A growing text buffer, returned to Java as a String. */
typedef struct Out {
    char buf[8192];
    size_t n;
} Out;

static inline void out(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void out(Out *o, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (o->n < sizeof o->buf) {
        int k = vsnprintf(o->buf + o->n, sizeof o->buf - o->n, fmt, ap);
        if (k > 0) o->n += (size_t)k;
        if (o->n > sizeof o->buf - 1) o->n = sizeof o->buf - 1;
    }
    va_end(ap);
}

static inline jstring out_string(JNIEnv *env, Out *o) {
    o->buf[o->n < sizeof o->buf ? o->n : sizeof o->buf - 1] = 0;
    return (*env)->NewStringUTF(env, o->buf);
}

/* Describes and clears a pending exception into o ("!ExceptionClass: message"); returns whether
   there was one. */
static inline int take_exception(JNIEnv *env, Out *o) {
    jthrowable ex = (*env)->ExceptionOccurred(env);
    if (!ex) return 0;
    (*env)->ExceptionClear(env);
    jclass tc = (*env)->FindClass(env, "java/lang/Throwable");
    jmethodID ts = (*env)->GetMethodID(env, tc, "toString", "()Ljava/lang/String;");
    jstring s = (jstring)(*env)->CallObjectMethod(env, ex, ts);
    const char *c = (*env)->GetStringUTFChars(env, s, NULL);
    out(o, "!%s", c);
    (*env)->ReleaseStringUTFChars(env, s, c);
    (*env)->DeleteLocalRef(env, s);
    (*env)->DeleteLocalRef(env, tc);
    (*env)->DeleteLocalRef(env, ex);
    return 1;
}

#endif
