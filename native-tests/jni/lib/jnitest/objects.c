/* objects.c: natives of JniObjects (classes, objects, calls, fields). */
#include "jnitest.h"

JNIEXPORT jclass JNICALL Java_JniObjects_findClass(JNIEnv *env, jclass c, jstring name) {
    UNUSED(c);
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    jclass r = (*env)->FindClass(env, n);
    (*env)->ReleaseStringUTFChars(env, name, n);
    return r;
}

JNIEXPORT jclass JNICALL Java_JniObjects_superclass(JNIEnv *env, jclass c, jclass k) {
    UNUSED(c);
    return (*env)->GetSuperclass(env, k);
}

JNIEXPORT jboolean JNICALL Java_JniObjects_assignable(JNIEnv *env, jclass c, jclass a, jclass b) {
    UNUSED(c);
    return (*env)->IsAssignableFrom(env, a, b);
}

JNIEXPORT jobject JNICALL Java_JniObjects_alloc(JNIEnv *env, jclass c, jclass k) {
    UNUSED(c);
    return (*env)->AllocObject(env, k);
}

static jobject new_v(JNIEnv *env, jclass k, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    jobject o = (*env)->NewObjectV(env, k, m, ap);
    va_end(ap);
    return o;
}

JNIEXPORT jobject JNICALL Java_JniObjects_newPoint(JNIEnv *env, jclass c, jint x, jint y, jint how) {
    UNUSED(c);
    jclass k = (*env)->FindClass(env, "JniObjects$Point");
    jmethodID m = (*env)->GetMethodID(env, k, "<init>", "(II)V");
    if (how == 0) return (*env)->NewObject(env, k, m, x, y);
    if (how == 1) return new_v(env, k, m, x, y);
    jvalue a[2];
    a[0].i = x;
    a[1].i = y;
    return (*env)->NewObjectA(env, k, m, a);
}

JNIEXPORT jobject JNICALL Java_JniObjects_newPointBad(JNIEnv *env, jclass c) {
    UNUSED(c);
    jclass k = (*env)->FindClass(env, "JniObjects$Point");
    jmethodID m = (*env)->GetMethodID(env, k, "<init>", "(Ljava/lang/String;)V");
    jobject o = (*env)->NewObject(env, k, m, (*env)->NewStringUTF(env, "p"));
    if (o != NULL) return (*env)->NewStringUTF(env, "unexpected object");
    return NULL; /* the exception is pending */
}

JNIEXPORT jclass JNICALL Java_JniObjects_classOf(JNIEnv *env, jclass c, jobject o) {
    UNUSED(c);
    return (*env)->GetObjectClass(env, o);
}

JNIEXPORT jboolean JNICALL Java_JniObjects_instanceOf(JNIEnv *env, jclass c, jobject o, jclass k) {
    UNUSED(c);
    return (*env)->IsInstanceOf(env, o, k);
}

JNIEXPORT jstring JNICALL Java_JniObjects_methodId(JNIEnv *env, jclass c, jclass k, jstring name, jstring sig, jboolean st) {
    UNUSED(c);
    Out o = {.n = 0};
    const char *n = (*env)->GetStringUTFChars(env, name, NULL), *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jmethodID m = st ? (*env)->GetStaticMethodID(env, k, n, s) : (*env)->GetMethodID(env, k, n, s);
    out(&o, "methodId %s%s%s: ", st ? "static " : "", n, s);
    if (!take_exception(env, &o)) out(&o, "%s", m ? "found" : "NULL without exception");
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    return out_string(env, &o);
}

/* Calls every getX(x) of Target with the varargs (how 0), va_list (1) or jvalue (2) form. */
static jboolean callZ(JNIEnv *env, int how, jobject t, jmethodID m, jboolean x) {
    if (how == 0) return (*env)->CallBooleanMethod(env, t, m, x);
    jvalue a[1];
    a[0].z = x;
    return (*env)->CallBooleanMethodA(env, t, m, a);
}

#define VA_CALLER(Type, jtype)                                                            \
    static jtype va_##Type(JNIEnv *env, jobject t, jmethodID m, ...) {                    \
        va_list ap;                                                                       \
        va_start(ap, m);                                                                  \
        jtype r = (*env)->Call##Type##MethodV(env, t, m, ap);                             \
        va_end(ap);                                                                       \
        return r;                                                                         \
    }                                                                                     \
    static jtype sva_##Type(JNIEnv *env, jclass k, jmethodID m, ...) {                    \
        va_list ap;                                                                       \
        va_start(ap, m);                                                                  \
        jtype r = (*env)->CallStatic##Type##MethodV(env, k, m, ap);                       \
        va_end(ap);                                                                       \
        return r;                                                                         \
    }
VA_CALLER(Boolean, jboolean)
VA_CALLER(Byte, jbyte)
VA_CALLER(Char, jchar)
VA_CALLER(Short, jshort)
VA_CALLER(Int, jint)
VA_CALLER(Long, jlong)
VA_CALLER(Float, jfloat)
VA_CALLER(Double, jdouble)
VA_CALLER(Object, jobject)

static void va_Void(JNIEnv *env, jobject t, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    (*env)->CallVoidMethodV(env, t, m, ap);
    va_end(ap);
}

static void sva_Void(JNIEnv *env, jclass k, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    (*env)->CallStaticVoidMethodV(env, k, m, ap);
    va_end(ap);
}

static void append_string(JNIEnv *env, Out *o, jobject s) {
    if (!s) {
        out(o, "null");
        return;
    }
    const char *c = (*env)->GetStringUTFChars(env, (jstring)s, NULL);
    out(o, "%s", c);
    (*env)->ReleaseStringUTFChars(env, (jstring)s, c);
}

JNIEXPORT jstring JNICALL Java_JniObjects_callAll(JNIEnv *env, jclass c, jobject t, jint how) {
    UNUSED(c);
    Out o = {.n = 0};
    jclass k = (*env)->GetObjectClass(env, t);
    jmethodID mz = (*env)->GetMethodID(env, k, "getZ", "(Z)Z"), mb = (*env)->GetMethodID(env, k, "getB", "(B)B"),
              mc = (*env)->GetMethodID(env, k, "getC", "(C)C"), ms = (*env)->GetMethodID(env, k, "getS", "(S)S"),
              mi = (*env)->GetMethodID(env, k, "getI", "(I)I"), mj = (*env)->GetMethodID(env, k, "getJ", "(J)J"),
              mf = (*env)->GetMethodID(env, k, "getF", "(F)F"), md = (*env)->GetMethodID(env, k, "getD", "(D)D"),
              ml = (*env)->GetMethodID(env, k, "getL", "(Ljava/lang/Object;)Ljava/lang/Object;"),
              mv = (*env)->GetMethodID(env, k, "getV", "(I)V"),
              msum = (*env)->GetMethodID(env, k, "sum", "(IJDFBSCZLjava/lang/String;)Ljava/lang/String;");
    jstring arg = (*env)->NewStringUTF(env, "arg");
    jobject r;
    if (how == 0) {
        out(&o, "%d %d %d %d %d %lld %g %g ", callZ(env, 0, t, mz, JNI_TRUE), (*env)->CallByteMethod(env, t, mb, (jbyte)-128),
            (*env)->CallCharMethod(env, t, mc, (jchar)0xffff), (*env)->CallShortMethod(env, t, ms, (jshort)32767),
            (*env)->CallIntMethod(env, t, mi, (jint)41), (long long)(*env)->CallLongMethod(env, t, mj, (jlong)1 << 40),
            (double)(*env)->CallFloatMethod(env, t, mf, (jfloat)0.5f), (*env)->CallDoubleMethod(env, t, md, 0.25));
        r = (*env)->CallObjectMethod(env, t, ml, arg);
        (*env)->CallVoidMethod(env, t, mv, 5);
        append_string(env, &o, r);
        out(&o, " ");
        append_string(env, &o, (*env)->CallObjectMethod(env, t, msum, 1, (jlong)2, 3.0, (jfloat)4.0f, (jbyte)5, (jshort)6,
                                                         (jchar)'7', JNI_TRUE, arg));
    } else if (how == 1) {
        out(&o, "%d %d %d %d %d %lld %g %g ", va_Boolean(env, t, mz, JNI_FALSE), va_Byte(env, t, mb, (jbyte)127),
            va_Char(env, t, mc, (jchar)'a'), va_Short(env, t, ms, (jshort)-1), va_Int(env, t, mi, (jint)-1),
            (long long)va_Long(env, t, mj, (jlong)-1), (double)va_Float(env, t, mf, (jfloat)-0.5f), va_Double(env, t, md, -0.25));
        r = va_Object(env, t, ml, NULL);
        va_Void(env, t, mv, 7);
        append_string(env, &o, r);
        out(&o, " ");
        append_string(env, &o, va_Object(env, t, msum, -1, (jlong)-2, -3.0, (jfloat)-4.0f, (jbyte)-5, (jshort)-6, (jchar)'x',
                                         JNI_FALSE, NULL));
    } else {
        jvalue a[9];
        a[0].z = JNI_TRUE;
        jboolean z = (*env)->CallBooleanMethodA(env, t, mz, a);
        a[0].b = 1;
        jbyte b = (*env)->CallByteMethodA(env, t, mb, a);
        a[0].c = 'Z';
        jchar ch = (*env)->CallCharMethodA(env, t, mc, a);
        a[0].s = 1000;
        jshort s = (*env)->CallShortMethodA(env, t, ms, a);
        a[0].i = 1 << 30;
        jint i = (*env)->CallIntMethodA(env, t, mi, a);
        a[0].j = -((jlong)1 << 62);
        jlong j = (*env)->CallLongMethodA(env, t, mj, a);
        a[0].f = 1e10f;
        jfloat f = (*env)->CallFloatMethodA(env, t, mf, a);
        a[0].d = 1e-5;
        jdouble d = (*env)->CallDoubleMethodA(env, t, md, a);
        out(&o, "%d %d %d %d %d %lld %g %g ", z, b, ch, s, i, (long long)j, (double)f, d);
        a[0].l = arg;
        append_string(env, &o, (*env)->CallObjectMethodA(env, t, ml, a));
        a[0].i = 9;
        (*env)->CallVoidMethodA(env, t, mv, a);
        out(&o, " ");
        a[0].i = 10;
        a[1].j = 20;
        a[2].d = 30.5;
        a[3].f = 40.5f;
        a[4].b = 50;
        a[5].s = 60;
        a[6].c = 'q';
        a[7].z = JNI_TRUE;
        a[8].l = arg;
        append_string(env, &o, (*env)->CallObjectMethodA(env, t, msum, a));
    }
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniObjects_callStaticAll(JNIEnv *env, jclass c, jint how) {
    UNUSED(c);
    Out o = {.n = 0};
    jclass k = (*env)->FindClass(env, "JniObjects$Target");
    jmethodID mz = (*env)->GetStaticMethodID(env, k, "sgetZ", "(Z)Z"), mb = (*env)->GetStaticMethodID(env, k, "sgetB", "(B)B"),
              mc = (*env)->GetStaticMethodID(env, k, "sgetC", "(C)C"), ms = (*env)->GetStaticMethodID(env, k, "sgetS", "(S)S"),
              mi = (*env)->GetStaticMethodID(env, k, "sgetI", "(I)I"), mj = (*env)->GetStaticMethodID(env, k, "sgetJ", "(J)J"),
              mf = (*env)->GetStaticMethodID(env, k, "sgetF", "(F)F"), md = (*env)->GetStaticMethodID(env, k, "sgetD", "(D)D"),
              ml = (*env)->GetStaticMethodID(env, k, "sgetL", "(Ljava/lang/Object;)Ljava/lang/Object;"),
              mv = (*env)->GetStaticMethodID(env, k, "sgetV", "(I)V");
    jstring arg = (*env)->NewStringUTF(env, "sarg");
    if (how == 0) {
        out(&o, "%d %d %d %d %d %lld %g %g ", (*env)->CallStaticBooleanMethod(env, k, mz, JNI_FALSE),
            (*env)->CallStaticByteMethod(env, k, mb, (jbyte)100), (*env)->CallStaticCharMethod(env, k, mc, (jchar)'q'),
            (*env)->CallStaticShortMethod(env, k, ms, (jshort)20000), (*env)->CallStaticIntMethod(env, k, mi, (jint)-21),
            (long long)(*env)->CallStaticLongMethod(env, k, mj, (jlong)1 << 62), (double)(*env)->CallStaticFloatMethod(env, k, mf, (jfloat)1.5f),
            (*env)->CallStaticDoubleMethod(env, k, md, 1e308));
        append_string(env, &o, (*env)->CallStaticObjectMethod(env, k, ml, arg));
        (*env)->CallStaticVoidMethod(env, k, mv, 1);
    } else if (how == 1) {
        out(&o, "%d %d %d %d %d %lld %g %g ", sva_Boolean(env, k, mz, JNI_TRUE), sva_Byte(env, k, mb, (jbyte)3),
            sva_Char(env, k, mc, (jchar)'z'), sva_Short(env, k, ms, (jshort)3), sva_Int(env, k, mi, (jint)3),
            (long long)sva_Long(env, k, mj, (jlong)3), (double)sva_Float(env, k, mf, (jfloat)3), sva_Double(env, k, md, 3.0));
        append_string(env, &o, sva_Object(env, k, ml, arg));
        sva_Void(env, k, mv, 2);
    } else {
        jvalue a[1];
        a[0].z = JNI_FALSE;
        jboolean z = (*env)->CallStaticBooleanMethodA(env, k, mz, a);
        a[0].b = -3;
        jbyte b = (*env)->CallStaticByteMethodA(env, k, mb, a);
        a[0].c = 'm';
        jchar ch = (*env)->CallStaticCharMethodA(env, k, mc, a);
        a[0].s = -3;
        jshort s = (*env)->CallStaticShortMethodA(env, k, ms, a);
        a[0].i = -3;
        jint i = (*env)->CallStaticIntMethodA(env, k, mi, a);
        a[0].j = -3;
        jlong j = (*env)->CallStaticLongMethodA(env, k, mj, a);
        a[0].f = -3;
        jfloat f = (*env)->CallStaticFloatMethodA(env, k, mf, a);
        a[0].d = -3;
        jdouble d = (*env)->CallStaticDoubleMethodA(env, k, md, a);
        out(&o, "%d %d %d %d %d %lld %g %g ", z, b, ch, s, i, (long long)j, (double)f, d);
        a[0].l = NULL;
        append_string(env, &o, (*env)->CallStaticObjectMethodA(env, k, ml, a));
        a[0].i = 3;
        (*env)->CallStaticVoidMethodA(env, k, mv, a);
    }
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniObjects_callVirtual(JNIEnv *env, jclass c, jobject obj, jclass k, jstring name) {
    UNUSED(c);
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    jmethodID m = strcmp(n, "getI") == 0 ? (*env)->GetMethodID(env, k, n, "(I)I")
                                         : (*env)->GetMethodID(env, k, n, "()Ljava/lang/String;");
    jstring r;
    if (strcmp(n, "getI") == 0) {
        char buf[32];
        snprintf(buf, sizeof buf, "%d", (*env)->CallIntMethod(env, obj, m, 10));
        r = (*env)->NewStringUTF(env, buf);
    } else {
        r = (jstring)(*env)->CallObjectMethod(env, obj, m);
    }
    (*env)->ReleaseStringUTFChars(env, name, n);
    return r;
}

JNIEXPORT jstring JNICALL Java_JniObjects_callNonvirtual(JNIEnv *env, jclass c, jobject obj, jclass k, jstring name) {
    UNUSED(c);
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    jmethodID m = (*env)->GetMethodID(env, k, n, "()Ljava/lang/String;");
    (*env)->ReleaseStringUTFChars(env, name, n);
    return (jstring)(*env)->CallNonvirtualObjectMethod(env, obj, k, m);
}

JNIEXPORT jint JNICALL Java_JniObjects_callFails(JNIEnv *env, jclass c, jobject t) {
    UNUSED(c);
    jclass k = (*env)->GetObjectClass(env, t);
    jmethodID m = (*env)->GetMethodID(env, k, "fails", "(I)I");
    jint r = (*env)->CallIntMethod(env, t, m, 3);
    /* the exception stays pending; the result is 0 */
    if (!(*env)->ExceptionCheck(env) || r != 0) return -1;
    return 77; /* ignored: the exception is thrown */
}

JNIEXPORT jobject JNICALL Java_JniObjects_callWithNullReceiver(JNIEnv *env, jclass c) {
    UNUSED(c);
    jclass k = (*env)->FindClass(env, "java/lang/Object");
    jmethodID m = (*env)->GetMethodID(env, k, "toString", "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, NULL, m);
}

JNIEXPORT jstring JNICALL Java_JniObjects_fieldsAll(JNIEnv *env, jclass c, jobject t) {
    UNUSED(c);
    Out o = {.n = 0};
    jclass k = (*env)->GetObjectClass(env, t);
    out(&o, "%d %d %d %d %d %lld %g %g ", (*env)->GetBooleanField(env, t, (*env)->GetFieldID(env, k, "z", "Z")),
        (*env)->GetByteField(env, t, (*env)->GetFieldID(env, k, "b", "B")),
        (*env)->GetCharField(env, t, (*env)->GetFieldID(env, k, "c", "C")),
        (*env)->GetShortField(env, t, (*env)->GetFieldID(env, k, "s", "S")),
        (*env)->GetIntField(env, t, (*env)->GetFieldID(env, k, "i", "I")),
        (long long)(*env)->GetLongField(env, t, (*env)->GetFieldID(env, k, "j", "J")),
        (double)(*env)->GetFloatField(env, t, (*env)->GetFieldID(env, k, "f", "F")),
        (*env)->GetDoubleField(env, t, (*env)->GetFieldID(env, k, "d", "D")));
    append_string(env, &o, (*env)->GetObjectField(env, t, (*env)->GetFieldID(env, k, "l", "Ljava/lang/Object;")));
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniObjects_setFieldsAll(JNIEnv *env, jclass c, jobject t) {
    UNUSED(c);
    jclass k = (*env)->GetObjectClass(env, t);
    (*env)->SetBooleanField(env, t, (*env)->GetFieldID(env, k, "z", "Z"), JNI_FALSE);
    (*env)->SetByteField(env, t, (*env)->GetFieldID(env, k, "b", "B"), 99);
    (*env)->SetCharField(env, t, (*env)->GetFieldID(env, k, "c", "C"), 0x20ac);
    (*env)->SetShortField(env, t, (*env)->GetFieldID(env, k, "s", "S"), -1);
    (*env)->SetIntField(env, t, (*env)->GetFieldID(env, k, "i", "I"), -123456);
    (*env)->SetLongField(env, t, (*env)->GetFieldID(env, k, "j", "J"), (jlong)0x7fffffffffffffffLL);
    (*env)->SetFloatField(env, t, (*env)->GetFieldID(env, k, "f", "F"), -0.0f);
    (*env)->SetDoubleField(env, t, (*env)->GetFieldID(env, k, "d", "D"), 6.02e23);
    (*env)->SetObjectField(env, t, (*env)->GetFieldID(env, k, "l", "Ljava/lang/Object;"), NULL);
    return (*env)->NewStringUTF(env, "done");
}

JNIEXPORT jstring JNICALL Java_JniObjects_staticFieldsAll(JNIEnv *env, jclass c) {
    UNUSED(c);
    Out o = {.n = 0};
    jclass k = (*env)->FindClass(env, "JniObjects$Target");
    out(&o, "%d %d %d %d %d %lld %g %g ", (*env)->GetStaticBooleanField(env, k, (*env)->GetStaticFieldID(env, k, "sz", "Z")),
        (*env)->GetStaticByteField(env, k, (*env)->GetStaticFieldID(env, k, "sb", "B")),
        (*env)->GetStaticCharField(env, k, (*env)->GetStaticFieldID(env, k, "sc", "C")),
        (*env)->GetStaticShortField(env, k, (*env)->GetStaticFieldID(env, k, "ss", "S")),
        (*env)->GetStaticIntField(env, k, (*env)->GetStaticFieldID(env, k, "si", "I")),
        (long long)(*env)->GetStaticLongField(env, k, (*env)->GetStaticFieldID(env, k, "sj", "J")),
        (double)(*env)->GetStaticFloatField(env, k, (*env)->GetStaticFieldID(env, k, "sf", "F")),
        (*env)->GetStaticDoubleField(env, k, (*env)->GetStaticFieldID(env, k, "sd", "D")));
    append_string(env, &o, (*env)->GetStaticObjectField(env, k, (*env)->GetStaticFieldID(env, k, "sl", "Ljava/lang/Object;")));
    (*env)->SetStaticBooleanField(env, k, (*env)->GetStaticFieldID(env, k, "sz", "Z"), JNI_TRUE);
    (*env)->SetStaticByteField(env, k, (*env)->GetStaticFieldID(env, k, "sb", "B"), -7);
    (*env)->SetStaticCharField(env, k, (*env)->GetStaticFieldID(env, k, "sc", "C"), 'x');
    (*env)->SetStaticShortField(env, k, (*env)->GetStaticFieldID(env, k, "ss", "S"), -32000);
    (*env)->SetStaticIntField(env, k, (*env)->GetStaticFieldID(env, k, "si", "I"), 7);
    (*env)->SetStaticLongField(env, k, (*env)->GetStaticFieldID(env, k, "sj", "J"), (jlong)1 << 33);
    (*env)->SetStaticFloatField(env, k, (*env)->GetStaticFieldID(env, k, "sf", "F"), 0.125f);
    (*env)->SetStaticDoubleField(env, k, (*env)->GetStaticFieldID(env, k, "sd", "D"), -1e-300);
    (*env)->SetStaticObjectField(env, k, (*env)->GetStaticFieldID(env, k, "sl", "Ljava/lang/Object;"),
                                 (*env)->NewStringUTF(env, "new static"));
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniObjects_fieldId(JNIEnv *env, jclass c, jclass k, jstring name, jstring sig, jboolean st) {
    UNUSED(c);
    Out o = {.n = 0};
    const char *n = (*env)->GetStringUTFChars(env, name, NULL), *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jfieldID f = st ? (*env)->GetStaticFieldID(env, k, n, s) : (*env)->GetFieldID(env, k, n, s);
    out(&o, "fieldId %s%s %s: ", st ? "static " : "", n, s);
    if (!take_exception(env, &o)) {
        out(&o, "%s", f ? "found" : "NULL without exception");
        if (f && st && strcmp(s, "I") == 0) out(&o, " value %d", (*env)->GetStaticIntField(env, k, f));
    }
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    return out_string(env, &o);
}

JNIEXPORT jint JNICALL Java_JniObjects_hiddenField(JNIEnv *env, jclass c, jobject t, jclass k) {
    UNUSED(c);
    return (*env)->GetIntField(env, t, (*env)->GetFieldID(env, k, "i", "I"));
}
