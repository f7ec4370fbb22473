/* thread_groups.c: GetTopThreadGroups, GetThreadGroupInfo, GetThreadGroupChildren, read from the
   java.lang.ThreadGroup objects of the class library (the system group at the top, made at boot). */
#include <stdlib.h>

#include "jvmti_impl.h"

typedef struct GroupFields {
    uint32_t parent, name, max_priority, daemon, nthreads, threads, ngroups, groups;
} GroupFields;

static const GroupFields *group_fields(Thread *t) {
    static GroupFields f;
    if (!f.parent) {
        f.name = vm_field_offset(t, "java/lang/ThreadGroup", "name", "Ljava/lang/String;");
        f.max_priority = vm_field_offset(t, "java/lang/ThreadGroup", "maxPriority", "I");
        f.daemon = vm_field_offset(t, "java/lang/ThreadGroup", "daemon", "Z");
        f.nthreads = vm_field_offset(t, "java/lang/ThreadGroup", "nthreads", "I");
        f.threads = vm_field_offset(t, "java/lang/ThreadGroup", "threads", "[Ljava/lang/Thread;");
        f.ngroups = vm_field_offset(t, "java/lang/ThreadGroup", "ngroups", "I");
        f.groups = vm_field_offset(t, "java/lang/ThreadGroup", "groups", "[Ljava/lang/ThreadGroup;");
        f.parent = vm_field_offset(t, "java/lang/ThreadGroup", "parent", "Ljava/lang/ThreadGroup;");
    }
    return &f;
}

/* How many of a Java array's elements a count field says are used (NULL array: none). */
static jint used(Object *arr, jint n) {
    if (!arr || n < 0) return 0;
    return n > ARRAY_LENGTH(arr) ? ARRAY_LENGTH(arr) : n;
}

/* A JVMTI array of local references to the first n elements of a Java array. */
static jvmtiError local_array(jvmtiEnv *env, Object *arr, jint n, jobject **out) {
    jobject *list;
    jvmtiError err = (*env)->Allocate(env, (jlong)sizeof(jobject) * (n ? n : 1), (unsigned char **)&list);
    if (err != JVMTI_ERROR_NONE) return err;
    for (jint i = 0; i < n; i++) list[i] = jvmti_local(ARRAY_DATA(arr, Object *)[i]);
    *out = list;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetTopThreadGroups(jvmtiEnv *env, jint *group_count_ptr, jthreadGroup **groups_ptr) {
    const GroupFields *gf = group_fields(jvmti_calling_thread());
    Object *top = vm_main_thread_group;
    while (top && FIELD_AT(top, gf->parent, Object *)) top = FIELD_AT(top, gf->parent, Object *);
    jthreadGroup *list;
    jvmtiError err = (*env)->Allocate(env, (jlong)sizeof(jthreadGroup), (unsigned char **)&list);
    if (err != JVMTI_ERROR_NONE) return err;
    list[0] = jvmti_local(top);
    *group_count_ptr = top ? 1 : 0;
    *groups_ptr = list;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetThreadGroupInfo(jvmtiEnv *env, jthreadGroup group, jvmtiThreadGroupInfo *info_ptr) {
    const GroupFields *gf = group_fields(jvmti_calling_thread());
    Object *g = jni_deref(group);
    Object *name = FIELD_AT(g, gf->name, Object *);
    char *utf = name ? vm_string_to_utf8(name) : NULL;
    info_ptr->name = jvmti_strdup(env, utf ? utf : "");
    free(utf);
    if (!info_ptr->name) return JVMTI_ERROR_OUT_OF_MEMORY;
    info_ptr->parent = jvmti_local(FIELD_AT(g, gf->parent, Object *));
    info_ptr->max_priority = FIELD_AT(g, gf->max_priority, jint);
    info_ptr->is_daemon = FIELD_AT(g, gf->daemon, uint8_t) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

/* The group's own lists (a thread leaves its group when it ends, ThreadGroup.threadTerminated). */
jvmtiError jvmti_GetThreadGroupChildren(jvmtiEnv *env, jthreadGroup group, jint *thread_count_ptr, jthread **threads_ptr,
                                        jint *group_count_ptr, jthreadGroup **groups_ptr) {
    const GroupFields *gf = group_fields(jvmti_calling_thread());
    Object *g = jni_deref(group);
    Object *threads = FIELD_AT(g, gf->threads, Object *), *groups = FIELD_AT(g, gf->groups, Object *);
    jint nt = used(threads, FIELD_AT(g, gf->nthreads, jint)), ng = used(groups, FIELD_AT(g, gf->ngroups, jint));
    jvmtiError err = local_array(env, threads, nt, threads_ptr);
    if (err != JVMTI_ERROR_NONE) return err;
    err = local_array(env, groups, ng, groups_ptr);
    if (err != JVMTI_ERROR_NONE) {
        (*env)->Deallocate(env, (unsigned char *)*threads_ptr);
        return err;
    }
    *thread_count_ptr = nt;
    *group_count_ptr = ng;
    return JVMTI_ERROR_NONE;
}
