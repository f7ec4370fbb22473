/* shapes.c: natives of JniCallShapes: every argument kind in every position, each result kind. The
   descriptions print floating-point values as their bits (f:<8 hex digits>, d:<16>), so that every
   bit shows and no C library's formatting differs. */
#include "jnitest.h"

static unsigned fb(jfloat f) {
    unsigned u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static unsigned long long db(jdouble d) {
    unsigned long long u;
    memcpy(&u, &d, sizeof u);
    return u;
}

/* A String argument as text ("null" for null). */
static void out_str(JNIEnv *env, Out *o, jstring s) {
    if (!s) {
        out(o, "null");
        return;
    }
    const char *c = (*env)->GetStringUTFChars(env, s, NULL);
    out(o, "\"%s\"", c ? c : "?");
    if (c) (*env)->ReleaseStringUTFChars(env, s, c);
}

static jint base_of(JNIEnv *env, jobject self) {
    jclass c = (*env)->GetObjectClass(env, self);
    return (*env)->GetIntField(env, self, (*env)->GetFieldID(env, c, "base", "I"));
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_ints4(JNIEnv *env, jclass c, jint a, jlong b, jstring s, jshort d) {
    UNUSED(c);
    Out o = {0};
    out(&o, "%d %lld ", (int)a, (long long)b);
    out_str(env, &o, s);
    out(&o, " %d", (int)d);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_inst4(JNIEnv *env, jobject self, jbyte a, jchar b, jboolean z, jlong d) {
    Out o = {0};
    out(&o, "base=%d %d %d %d %lld", (int)base_of(env, self), (int)a, (int)b, (int)z, (long long)d);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_ints5(JNIEnv *env, jclass c, jint a, jlong b, jint x, jlong d, jint e) {
    UNUSED(c);
    Out o = {0};
    out(&o, "%d %lld %d %lld %d", (int)a, (long long)b, (int)x, (long long)d, (int)e);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_inst5(JNIEnv *env, jobject self, jshort a, jint b, jstring s, jlong d,
                                                  jbyte e) {
    Out o = {0};
    out(&o, "base=%d %d %d ", (int)base_of(env, self), (int)a, (int)b);
    out_str(env, &o, s);
    out(&o, " %lld %d", (long long)d, (int)e);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_fps8(JNIEnv *env, jclass c, jfloat a, jdouble b, jfloat x, jdouble d,
                                                 jfloat e, jdouble f, jfloat g, jdouble h) {
    UNUSED(c);
    Out o = {0};
    out(&o, "f:%08x d:%016llx f:%08x d:%016llx f:%08x d:%016llx f:%08x d:%016llx", fb(a), db(b), fb(x), db(d), fb(e),
        db(f), fb(g), db(h));
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_fps9(JNIEnv *env, jclass c, jdouble a, jfloat b, jdouble x, jfloat d,
                                                 jdouble e, jfloat f, jdouble g, jfloat h, jdouble i) {
    UNUSED(c);
    Out o = {0};
    out(&o, "d:%016llx f:%08x d:%016llx f:%08x d:%016llx f:%08x d:%016llx f:%08x d:%016llx", db(a), fb(b), db(x), fb(d),
        db(e), fb(f), db(g), fb(h), db(i));
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_mixed(JNIEnv *env, jclass c, jdouble a, jint b, jfloat x, jstring s,
                                                  jlong e, jdouble f, jboolean g) {
    UNUSED(c);
    Out o = {0};
    out(&o, "d:%016llx %d f:%08x ", db(a), (int)b, fb(x));
    out_str(env, &o, s);
    out(&o, " %lld d:%016llx %d", (long long)e, db(f), (int)g);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_instMixed(JNIEnv *env, jobject self, jfloat a, jlong b, jdouble x,
                                                      jchar d) {
    Out o = {0};
    out(&o, "base=%d f:%08x %lld d:%016llx %d", (int)base_of(env, self), fb(a), (long long)b, db(x), (int)d);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniCallShapes_mixedBeyond(JNIEnv *env, jclass c, jint a, jfloat b, jlong x, jdouble d,
                                                        jbyte e, jfloat f, jshort g, jdouble h, jint i, jfloat j,
                                                        jdouble k, jchar l) {
    UNUSED(c);
    Out o = {0};
    out(&o, "%d f:%08x %lld d:%016llx %d f:%08x %d d:%016llx %d f:%08x d:%016llx %d", (int)a, fb(b), (long long)x, db(d),
        (int)e, fb(f), (int)g, db(h), (int)i, fb(j), db(k), (int)l);
    return out_string(env, &o);
}

JNIEXPORT jboolean JNICALL Java_JniCallShapes_zret(JNIEnv *env, jclass c, jint a, jboolean b) {
    UNUSED(env), UNUSED(c);
    return (jboolean)(a != 0 && b);
}

JNIEXPORT jbyte JNICALL Java_JniCallShapes_bret(JNIEnv *env, jclass c, jbyte a, jint b) {
    UNUSED(env), UNUSED(c);
    return (jbyte)(a + b);
}

JNIEXPORT jchar JNICALL Java_JniCallShapes_cret(JNIEnv *env, jclass c, jchar a, jchar b) {
    UNUSED(env), UNUSED(c);
    return (jchar)(a + b);
}

JNIEXPORT jshort JNICALL Java_JniCallShapes_sret(JNIEnv *env, jclass c, jshort a, jshort b) {
    UNUSED(env), UNUSED(c);
    return (jshort)(a + b);
}

JNIEXPORT jint JNICALL Java_JniCallShapes_iret(JNIEnv *env, jclass c, jint a, jint b, jint x, jint d) {
    UNUSED(env), UNUSED(c);
    return (jint)((unsigned)a * 1u + (unsigned)b * 10u + (unsigned)x * 100u + (unsigned)d * 1000u);
}

JNIEXPORT jlong JNICALL Java_JniCallShapes_jret(JNIEnv *env, jclass c, jlong a, jint b, jlong x, jint d) {
    UNUSED(env), UNUSED(c);
    return (jlong)((unsigned long long)a ^ ((unsigned long long)(long long)b << 3) ^ (unsigned long long)x ^
                   (unsigned long long)(long long)d * 31u);
}

JNIEXPORT jfloat JNICALL Java_JniCallShapes_fret(JNIEnv *env, jclass c, jint a, jfloat b, jdouble x, jlong d) {
    UNUSED(env), UNUSED(c);
    return (jfloat)((double)a + (double)b * 4 + x + (double)d * 0.5);
}

JNIEXPORT jdouble JNICALL Java_JniCallShapes_dret(JNIEnv *env, jclass c, jfloat a, jint b, jdouble x) {
    UNUSED(env), UNUSED(c);
    return (double)a * 3 + (double)b + x;
}

JNIEXPORT jobject JNICALL Java_JniCallShapes_lret(JNIEnv *env, jclass c, jobject a, jint which, jobject b) {
    UNUSED(env), UNUSED(c);
    return which ? b : a;
}

JNIEXPORT void JNICALL Java_JniCallShapes_vret(JNIEnv *env, jclass c, jlong a, jdouble b) {
    (*env)->SetStaticDoubleField(env, c, (*env)->GetStaticFieldID(env, c, "lastVoid", "D"), (double)a + b);
}

JNIEXPORT jdouble JNICALL Java_JniCallShapes_instFp(JNIEnv *env, jobject self, jfloat a, jdouble b, jint x) {
    return (double)base_of(env, self) + (double)a * 2 + b + (double)x / 8;
}

JNIEXPORT jfloat JNICALL Java_JniCallShapes_instFret(JNIEnv *env, jobject self, jlong a, jfloat b, jlong x, jfloat d,
                                                    jlong e) {
    return (jfloat)base_of(env, self) + (jfloat)a + b * 2 + (jfloat)x * 4 + d * 8 + (jfloat)e * 16;
}
