/* query_support.c: allocation and references shared by the JVMTI query functions (query_support.h). */
#include <string.h>

#include "query_support.h"

jvmtiError jq_allocate(jvmtiEnv *env, size_t size, void **out) {
    unsigned char *p = NULL;
    jvmtiError err = (*env)->Allocate(env, (jlong)size, &p);
    *out = p;
    return err;
}

jvmtiError jq_strndup(jvmtiEnv *env, const char *s, size_t n, char **out) {
    void *p;
    jvmtiError err = jq_allocate(env, n + 1, &p);
    if (err != JVMTI_ERROR_NONE) return err;
    memcpy(p, s, n);
    ((char *)p)[n] = 0;
    *out = p;
    return JVMTI_ERROR_NONE;
}

jvmtiError jq_strdup(jvmtiEnv *env, const char *s, char **out) {
    if (!s) {
        *out = NULL;
        return JVMTI_ERROR_NONE;
    }
    return jq_strndup(env, s, strlen(s), out);
}

void jq_free(jvmtiEnv *env, void *p) {
    if (p) (*env)->Deallocate(env, p);
}

JNIEnv *jq_jni(void) { return (JNIEnv *)jni_env_of(vm_current_thread()); }

jvmtiError jq_class_array(jvmtiEnv *env, Class *const *cs, size_t n, jint *count_ptr, jclass **out) {
    void *p;
    jvmtiError err = jq_allocate(env, n * sizeof(jclass), &p);
    if (err != JVMTI_ERROR_NONE) return err;
    jclass *refs = p;
    for (size_t i = 0; i < n; i++) refs[i] = jq_class_ref(cs[i]);
    *count_ptr = (jint)n;
    *out = refs;
    return JVMTI_ERROR_NONE;
}

jvmtiError jq_member_names(jvmtiEnv *env, const char *name, const char *desc, const char *generic, char **name_ptr,
                           char **signature_ptr, char **generic_ptr) {
    char *n = NULL, *d = NULL;
    jvmtiError err = JVMTI_ERROR_NONE;
    if (name_ptr) err = jq_strdup(env, name, &n);
    if (err == JVMTI_ERROR_NONE && signature_ptr) err = jq_strdup(env, desc, &d);
    if (err == JVMTI_ERROR_NONE && generic_ptr) err = jq_strdup(env, generic, generic_ptr);
    if (err != JVMTI_ERROR_NONE) {
        jq_free(env, n);
        jq_free(env, d);
        return err;
    }
    if (name_ptr) *name_ptr = n;
    if (signature_ptr) *signature_ptr = d;
    return JVMTI_ERROR_NONE;
}
