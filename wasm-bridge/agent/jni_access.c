/* jni_access.c: the JNI the bridge's JavaScript needs to look at and change Java values, which JVMTI
   leaves to JNI (as JDWP agents do): an object's class and superclass, instance and static field values,
   array lengths and elements (read and written), new arrays, string contents, new strings. Values travel as 8-byte jvalues typed by a
   descriptor character ('Z' 'B' 'C' 'S' 'I' 'J' 'F' 'D', 'L' for references). Every function works on
   the calling thread's JNIEnv (a Java thread: in an event callback, or between slices the thread the
   scheduler last ran, inside vitrine_bridge_begin/end); references it returns are local ones, which
   JavaScript turns into handles before vitrine_bridge_end. A pending Java exception is cleared and
   reported as failure (0). */
#include <stdlib.h>
#include <string.h>

#include "bridge.h"

static int ok(JNIEnv *jni) {
    if (!(*jni)->ExceptionCheck(jni)) return 1;
    (*jni)->ExceptionClear(jni);
    return 0;
}

BRIDGE_EXPORT jclass vitrine_bridge_object_class(jobject o) {
    JNIEnv *jni = bridge_jni();
    return jni && o ? (*jni)->GetObjectClass(jni, o) : NULL;
}

BRIDGE_EXPORT jclass vitrine_bridge_superclass(jclass c) {
    JNIEnv *jni = bridge_jni();
    return jni && c ? (*jni)->GetSuperclass(jni, c) : NULL;
}

/* An instance field (o non-NULL) or a static field of c into *out; 1 on success. */
BRIDGE_EXPORT int vitrine_bridge_get_field(jobject o, jclass c, jfieldID f, int type, jvalue *out) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !f || (!o && !c)) return 0;
    memset(out, 0, sizeof *out);
    switch (type) {
    case 'Z': out->z = o ? (*jni)->GetBooleanField(jni, o, f) : (*jni)->GetStaticBooleanField(jni, c, f); break;
    case 'B': out->b = o ? (*jni)->GetByteField(jni, o, f) : (*jni)->GetStaticByteField(jni, c, f); break;
    case 'C': out->c = o ? (*jni)->GetCharField(jni, o, f) : (*jni)->GetStaticCharField(jni, c, f); break;
    case 'S': out->s = o ? (*jni)->GetShortField(jni, o, f) : (*jni)->GetStaticShortField(jni, c, f); break;
    case 'I': out->i = o ? (*jni)->GetIntField(jni, o, f) : (*jni)->GetStaticIntField(jni, c, f); break;
    case 'J': out->j = o ? (*jni)->GetLongField(jni, o, f) : (*jni)->GetStaticLongField(jni, c, f); break;
    case 'F': out->f = o ? (*jni)->GetFloatField(jni, o, f) : (*jni)->GetStaticFloatField(jni, c, f); break;
    case 'D': out->d = o ? (*jni)->GetDoubleField(jni, o, f) : (*jni)->GetStaticDoubleField(jni, c, f); break;
    case 'L': case '[': out->l = o ? (*jni)->GetObjectField(jni, o, f) : (*jni)->GetStaticObjectField(jni, c, f); break;
    default: return 0;
    }
    return ok(jni);
}

BRIDGE_EXPORT int vitrine_bridge_set_field(jobject o, jclass c, jfieldID f, int type, const jvalue *v) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !f || (!o && !c)) return 0;
    switch (type) {
    case 'Z': if (o) (*jni)->SetBooleanField(jni, o, f, v->z); else (*jni)->SetStaticBooleanField(jni, c, f, v->z); break;
    case 'B': if (o) (*jni)->SetByteField(jni, o, f, v->b); else (*jni)->SetStaticByteField(jni, c, f, v->b); break;
    case 'C': if (o) (*jni)->SetCharField(jni, o, f, v->c); else (*jni)->SetStaticCharField(jni, c, f, v->c); break;
    case 'S': if (o) (*jni)->SetShortField(jni, o, f, v->s); else (*jni)->SetStaticShortField(jni, c, f, v->s); break;
    case 'I': if (o) (*jni)->SetIntField(jni, o, f, v->i); else (*jni)->SetStaticIntField(jni, c, f, v->i); break;
    case 'J': if (o) (*jni)->SetLongField(jni, o, f, v->j); else (*jni)->SetStaticLongField(jni, c, f, v->j); break;
    case 'F': if (o) (*jni)->SetFloatField(jni, o, f, v->f); else (*jni)->SetStaticFloatField(jni, c, f, v->f); break;
    case 'D': if (o) (*jni)->SetDoubleField(jni, o, f, v->d); else (*jni)->SetStaticDoubleField(jni, c, f, v->d); break;
    case 'L': case '[': if (o) (*jni)->SetObjectField(jni, o, f, v->l); else (*jni)->SetStaticObjectField(jni, c, f, v->l); break;
    default: return 0;
    }
    return ok(jni);
}

BRIDGE_EXPORT jint vitrine_bridge_array_length(jarray a) {
    JNIEnv *jni = bridge_jni();
    return jni && a ? (*jni)->GetArrayLength(jni, a) : -1;
}

/* Element i of array a, whose element type is `type`, into *out; 1 on success. */
BRIDGE_EXPORT int vitrine_bridge_array_get(jarray a, jint i, int type, jvalue *out) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !a) return 0;
    memset(out, 0, sizeof *out);
    switch (type) {
    case 'Z': (*jni)->GetBooleanArrayRegion(jni, a, i, 1, &out->z); break;
    case 'B': (*jni)->GetByteArrayRegion(jni, a, i, 1, &out->b); break;
    case 'C': (*jni)->GetCharArrayRegion(jni, a, i, 1, &out->c); break;
    case 'S': (*jni)->GetShortArrayRegion(jni, a, i, 1, &out->s); break;
    case 'I': (*jni)->GetIntArrayRegion(jni, a, i, 1, &out->i); break;
    case 'J': (*jni)->GetLongArrayRegion(jni, a, i, 1, &out->j); break;
    case 'F': (*jni)->GetFloatArrayRegion(jni, a, i, 1, &out->f); break;
    case 'D': (*jni)->GetDoubleArrayRegion(jni, a, i, 1, &out->d); break;
    case 'L': case '[': out->l = (*jni)->GetObjectArrayElement(jni, a, i); break;
    default: return 0;
    }
    return ok(jni);
}

/* Sets element i of array a, whose element type is `type`, to *v; 1 on success (0 also for an index
   out of bounds or, for reference arrays, a value the array cannot store: ArrayStoreException). */
BRIDGE_EXPORT int vitrine_bridge_array_set(jarray a, jint i, int type, const jvalue *v) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !a) return 0;
    switch (type) {
    case 'Z': (*jni)->SetBooleanArrayRegion(jni, a, i, 1, &v->z); break;
    case 'B': (*jni)->SetByteArrayRegion(jni, a, i, 1, &v->b); break;
    case 'C': (*jni)->SetCharArrayRegion(jni, a, i, 1, &v->c); break;
    case 'S': (*jni)->SetShortArrayRegion(jni, a, i, 1, &v->s); break;
    case 'I': (*jni)->SetIntArrayRegion(jni, a, i, 1, &v->i); break;
    case 'J': (*jni)->SetLongArrayRegion(jni, a, i, 1, &v->j); break;
    case 'F': (*jni)->SetFloatArrayRegion(jni, a, i, 1, &v->f); break;
    case 'D': (*jni)->SetDoubleArrayRegion(jni, a, i, 1, &v->d); break;
    case 'L': case '[': (*jni)->SetObjectArrayElement(jni, a, i, v->l); break;
    default: return 0;
    }
    return ok(jni);
}

/* A new array of class arrayClass (its signature's second character is `type`, the element type's
   descriptor character), of `length` elements each zero or null; NULL when it cannot be made (a
   negative length: NegativeArraySizeException; OutOfMemoryError). The element class of an array of
   references is the array class's component type (java.lang.Class's field, which JNI reads without
   running Java code). */
BRIDGE_EXPORT jarray vitrine_bridge_new_array(jclass arrayClass, int type, jint length) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !arrayClass || length < 0) return NULL;
    jarray a;
    switch (type) {
    case 'Z': a = (*jni)->NewBooleanArray(jni, length); break;
    case 'B': a = (*jni)->NewByteArray(jni, length); break;
    case 'C': a = (*jni)->NewCharArray(jni, length); break;
    case 'S': a = (*jni)->NewShortArray(jni, length); break;
    case 'I': a = (*jni)->NewIntArray(jni, length); break;
    case 'J': a = (*jni)->NewLongArray(jni, length); break;
    case 'F': a = (*jni)->NewFloatArray(jni, length); break;
    case 'D': a = (*jni)->NewDoubleArray(jni, length); break;
    case 'L': case '[': {
        jclass class_class = (*jni)->GetObjectClass(jni, arrayClass);
        jfieldID component = class_class ? (*jni)->GetFieldID(jni, class_class, "componentType", "Ljava/lang/Class;") : NULL;
        jclass element = component ? (jclass)(*jni)->GetObjectField(jni, arrayClass, component) : NULL;
        if (!element) {
            ok(jni);
            return NULL;
        }
        a = (*jni)->NewObjectArray(jni, length, element, NULL);
        break;
    }
    default: return NULL;
    }
    return ok(jni) ? a : NULL;
}

/* A string's contents as modified UTF-8, in memory JavaScript frees with vitrine_bridge_free. */
BRIDGE_EXPORT char *vitrine_bridge_string(jstring s) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !s) return NULL;
    jsize n = (*jni)->GetStringUTFLength(jni, s);
    char *out = malloc((size_t)n + 1);
    if (!out) return NULL;
    (*jni)->GetStringUTFRegion(jni, s, 0, (*jni)->GetStringLength(jni, s), out);
    out[n] = 0;
    if (!ok(jni)) {
        free(out);
        return NULL;
    }
    return out;
}

BRIDGE_EXPORT jstring vitrine_bridge_new_string(const char *utf) {
    JNIEnv *jni = bridge_jni();
    if (!jni || !utf) return NULL;
    jstring s = (*jni)->NewStringUTF(jni, utf);
    return ok(jni) ? s : NULL;
}

BRIDGE_EXPORT int vitrine_bridge_is_instance(jobject o, jclass c) {
    JNIEnv *jni = bridge_jni();
    return jni && o && c && (*jni)->IsInstanceOf(jni, o, c);
}
