/* arrays.c: natives of JniArrays. */
#include "jnitest.h"

JNIEXPORT jobject JNICALL Java_JniArrays_newArray(JNIEnv *env, jclass c, jchar type, jint len) {
    UNUSED(c);
    switch (type) {
    case 'Z': return (*env)->NewBooleanArray(env, len);
    case 'B': return (*env)->NewByteArray(env, len);
    case 'C': return (*env)->NewCharArray(env, len);
    case 'S': return (*env)->NewShortArray(env, len);
    case 'I': return (*env)->NewIntArray(env, len);
    case 'J': return (*env)->NewLongArray(env, len);
    case 'F': return (*env)->NewFloatArray(env, len);
    default: return (*env)->NewDoubleArray(env, len);
    }
}

/* mode 0: modify and release with 0; 1: JNI_COMMIT then JNI_ABORT; 2: JNI_ABORT */
JNIEXPORT jstring JNICALL Java_JniArrays_elements(JNIEnv *env, jclass c, jintArray a, jint mode) {
    UNUSED(c);
    Out o = {.n = 0};
    jboolean copy = 9;
    jint *e = (*env)->GetIntArrayElements(env, a, &copy);
    jsize n = (*env)->GetArrayLength(env, a);
    out(&o, "isCopy=%d nonNull=%d", copy, e != NULL);
    for (jsize i = 0; i < n; i++) e[i] *= 10;
    if (mode == 0) {
        (*env)->ReleaseIntArrayElements(env, a, e, 0);
    } else if (mode == 1) {
        (*env)->ReleaseIntArrayElements(env, a, e, JNI_COMMIT);
        for (jsize i = 0; i < n; i++) e[i] += 1; /* not copied back: released with JNI_ABORT */
        (*env)->ReleaseIntArrayElements(env, a, e, JNI_ABORT);
    } else {
        (*env)->ReleaseIntArrayElements(env, a, e, JNI_ABORT);
    }
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniArrays_allElements(JNIEnv *env, jclass c, jbooleanArray z, jbyteArray b, jcharArray ch,
                                                     jshortArray s, jlongArray j, jfloatArray f, jdoubleArray d) {
    UNUSED(c);
    Out o = {.n = 0};
    jboolean *ze = (*env)->GetBooleanArrayElements(env, z, NULL);
    jbyte *be = (*env)->GetByteArrayElements(env, b, NULL);
    jchar *ce = (*env)->GetCharArrayElements(env, ch, NULL);
    jshort *se = (*env)->GetShortArrayElements(env, s, NULL);
    jlong *je = (*env)->GetLongArrayElements(env, j, NULL);
    jfloat *fe = (*env)->GetFloatArrayElements(env, f, NULL);
    jdouble *de = (*env)->GetDoubleArrayElements(env, d, NULL);
    out(&o, "%d %d %d %d %d %d %lld %lld %g %g %g %g", ze[0], ze[1], be[0], be[1], ce[0], ce[1], (long long)je[0],
        (long long)je[1], (double)fe[0], (double)(fe[1] != fe[1] ? -1 : fe[1]), de[0], de[1]);
    out(&o, " %d %d", se[0], se[1]);
    ze[0] = !ze[0];
    be[0]++;
    ce[0]++;
    se[0]++;
    je[0]++;
    fe[0]++;
    de[0]++;
    (*env)->ReleaseBooleanArrayElements(env, z, ze, 0);
    (*env)->ReleaseByteArrayElements(env, b, be, 0);
    (*env)->ReleaseCharArrayElements(env, ch, ce, 0);
    (*env)->ReleaseShortArrayElements(env, s, se, 0);
    (*env)->ReleaseLongArrayElements(env, j, je, 0);
    (*env)->ReleaseFloatArrayElements(env, f, fe, 0);
    (*env)->ReleaseDoubleArrayElements(env, d, de, 0);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniArrays_region(JNIEnv *env, jclass c, jintArray a, jint start, jint len, jboolean set) {
    UNUSED(c);
    Out o = {.n = 0};
    jint buf[16] = {-1, -2, -3, -4, -5, -6, -7, -8};
    if (set) (*env)->SetIntArrayRegion(env, a, start, len, buf);
    else (*env)->GetIntArrayRegion(env, a, start, len, buf);
    if (take_exception(env, &o)) return out_string(env, &o);
    out(&o, "[");
    for (jint i = 0; i < len && i < 16; i++) out(&o, "%s%d", i ? " " : "", buf[i]);
    out(&o, "]");
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniArrays_regionsAll(JNIEnv *env, jclass c, jbooleanArray z, jbyteArray b, jcharArray ch,
                                                    jshortArray s, jlongArray j, jfloatArray f, jdoubleArray d) {
    UNUSED(c);
    Out o = {.n = 0};
    jboolean zv;
    jbyte bv;
    jchar cv;
    jshort sv;
    jlong jv;
    jfloat fv;
    jdouble dv;
    (*env)->GetBooleanArrayRegion(env, z, 1, 1, &zv);
    (*env)->GetByteArrayRegion(env, b, 1, 1, &bv);
    (*env)->GetCharArrayRegion(env, ch, 1, 1, &cv);
    (*env)->GetShortArrayRegion(env, s, 1, 1, &sv);
    (*env)->GetLongArrayRegion(env, j, 1, 1, &jv);
    (*env)->GetFloatArrayRegion(env, f, 0, 1, &fv);
    (*env)->GetDoubleArrayRegion(env, d, 1, 1, &dv);
    out(&o, "%d %d %d %d %lld %g %g", zv, bv, cv, sv, (long long)jv, (double)fv, dv);
    zv = JNI_TRUE;
    bv = 42;
    cv = 'Q';
    sv = 4242;
    jv = -42;
    fv = 0.5f;
    dv = -0.5;
    (*env)->SetBooleanArrayRegion(env, z, 1, 1, &zv);
    (*env)->SetByteArrayRegion(env, b, 1, 1, &bv);
    (*env)->SetCharArrayRegion(env, ch, 1, 1, &cv);
    (*env)->SetShortArrayRegion(env, s, 1, 1, &sv);
    (*env)->SetLongArrayRegion(env, j, 1, 1, &jv);
    (*env)->SetFloatArrayRegion(env, f, 1, 1, &fv);
    (*env)->SetDoubleArrayRegion(env, d, 1, 1, &dv);
    (*env)->GetByteArrayRegion(env, b, 1, 2, &bv);
    take_exception(env, &o);
    return out_string(env, &o);
}

JNIEXPORT jobjectArray JNICALL Java_JniArrays_objectArray(JNIEnv *env, jclass c, jint len, jclass k, jobject init) {
    UNUSED(c);
    return (*env)->NewObjectArray(env, len, k, init);
}

JNIEXPORT jstring JNICALL Java_JniArrays_objectElement(JNIEnv *env, jclass c, jobjectArray a, jint index, jobject v, jboolean set) {
    UNUSED(c);
    Out o = {.n = 0};
    if (set) {
        (*env)->SetObjectArrayElement(env, a, index, v);
        if (!take_exception(env, &o)) out(&o, "set");
    } else {
        jobject e = (*env)->GetObjectArrayElement(env, a, index);
        if (!take_exception(env, &o)) {
            if (!e) {
                out(&o, "null");
            } else {
                const char *s = (*env)->GetStringUTFChars(env, (jstring)e, NULL);
                out(&o, "\"%s\"", s);
                (*env)->ReleaseStringUTFChars(env, (jstring)e, s);
            }
        }
    }
    return out_string(env, &o);
}

JNIEXPORT jlong JNICALL Java_JniArrays_critical(JNIEnv *env, jclass c, jintArray a) {
    UNUSED(c);
    jsize n = (*env)->GetArrayLength(env, a);
    jboolean copy;
    jint *p = (jint *)(*env)->GetPrimitiveArrayCritical(env, a, &copy);
    jlong sum = 0;
    for (jsize i = 0; i < n; i++) {
        sum += p[i];
        p[i] = -p[i];
    }
    (*env)->ReleasePrimitiveArrayCritical(env, a, p, 0);
    return sum;
}

JNIEXPORT jstring JNICALL Java_JniArrays_lengthOf(JNIEnv *env, jclass c, jarray a) {
    UNUSED(c);
    char buf[32];
    snprintf(buf, sizeof buf, "%d", (*env)->GetArrayLength(env, a));
    return (*env)->NewStringUTF(env, buf);
}
