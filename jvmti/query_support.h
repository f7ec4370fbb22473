/* query_support.h: what the JVMTI query functions (query_*.c) share: results allocated with the
   environment's own Allocate (the agent frees them with Deallocate), JNI local references on the
   current thread, and the classes behind jclass handles. The functions run with the calling thread
   inside the VM (the generated function table enters it, as JNI's transition table does). */
#ifndef VITRINE_JVMTI_QUERY_SUPPORT_H
#define VITRINE_JVMTI_QUERY_SUPPORT_H

#include <stddef.h>

#include "jvmti.h"
#include "../vm/jni/jni_impl.h"

/* size bytes from the environment's Allocate into *out (NULL for size 0, as Allocate gives). */
jvmtiError jq_allocate(jvmtiEnv *env, size_t size, void **out);
/* A copy of the NUL-terminated s made with Allocate; *out = NULL when s is NULL. */
jvmtiError jq_strdup(jvmtiEnv *env, const char *s, char **out);
/* The same for n bytes that are not NUL-terminated (the copy is). */
jvmtiError jq_strndup(jvmtiEnv *env, const char *s, size_t n, char **out);
/* GetFieldName/GetMethodName: copies of a member's name, descriptor and generic signature (NULL when it
   has none) into the pointers that are not NULL; nothing is left allocated on an error. */
jvmtiError jq_member_names(jvmtiEnv *env, const char *name, const char *desc, const char *generic, char **name_ptr,
                           char **signature_ptr, char **generic_ptr);
/* Frees what jq_allocate gave (NULL is ignored). */
void jq_free(jvmtiEnv *env, void *p);

/* The JNIEnv of the calling thread, and a local reference in its current frame. */
JNIEnv *jq_jni(void);
static inline jobject jq_local(Object *o) { return o ? jni_local(jq_jni(), o) : NULL; }
/* The mirror of c as a local reference. */
static inline jclass jq_class_ref(Class *c) { return (jclass)jq_local(vm_mirror(c)); }
/* An Allocate'd array of local references to the mirrors of cs[0..n). */
jvmtiError jq_class_array(jvmtiEnv *env, Class *const *cs, size_t n, jint *count_ptr, jclass **out);

#endif
