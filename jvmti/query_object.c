/* query_object.c: JVMTI's object queries: size and identity hash code. */
#include "object_layout.h"
#include "functions.h"
#include "query_support.h"

/* HotSpot's size for the object (object_layout.c): the same on every build, comparable with HotSpot. */
jvmtiError jvmti_GetObjectSize(jvmtiEnv *env, jobject object, jlong *size_ptr) {
    (void)env;
    *size_ptr = object_layout_size(jni_deref(object));
    return JVMTI_ERROR_NONE;
}

/* The identity hash code (System.identityHashCode), fixed for the object's life. */
jvmtiError jvmti_GetObjectHashCode(jvmtiEnv *env, jobject object, jint *hash_code_ptr) {
    (void)env;
    *hash_code_ptr = vm_identity_hash(jni_deref(object));
    return JVMTI_ERROR_NONE;
}
