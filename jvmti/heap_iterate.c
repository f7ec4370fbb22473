/* heap_iterate.c: the walks over every object of the heap, reachable or not (until a collection frees
   it), in heap order: IterateThroughHeap, and JVMTI 1.0's IterateOverHeap and
   IterateOverInstancesOfClass. The agent's callbacks run on the calling thread holding the execution
   token, so no Java code runs and nothing is allocated or collected meanwhile. */
#include "heap.h"
#include "heap_support.h"

typedef struct ThroughHeap {
    JvmtiEnvImpl *e;
    jint heap_filter;
    Class *klass;
    const jvmtiHeapCallbacks *cb;
    const void *user_data;
} ThroughHeap;

static bool through_one(Object *o, void *ctx) {
    ThroughHeap *w = ctx;
    if (!o->klass || jh_filtered(w->e, o, w->heap_filter, w->klass)) return true;
    if (w->cb->heap_iteration_callback) {
        jlong tag = jvmti_tag_get(w->e, o), was = tag;
        jint r = w->cb->heap_iteration_callback(jh_class_tag(w->e, o), jh_size(o), &tag, jh_length(o), (void *)w->user_data);
        jh_retag(w->e, o, was, tag);
        if (r & JVMTI_VISIT_ABORT) return false;
    }
    return !(jh_report_primitives(w->e, o, w->cb, w->user_data) & JVMTI_VISIT_ABORT);
}

jvmtiError jvmti_IterateThroughHeap(jvmtiEnv *env, jint heap_filter, jclass klass, const jvmtiHeapCallbacks *callbacks,
                                    const void *user_data) {
    ThroughHeap w = {jvmti_env(env), heap_filter, klass ? jni_class(klass) : NULL, callbacks, user_data};
    heap_foreach_object(through_one, &w);
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- JVMTI 1.0 */

typedef struct OverHeap {
    JvmtiEnvImpl *e;
    jvmtiHeapObjectFilter filter;
    Class *instances_of;    /* NULL: every object */
    jvmtiHeapObjectCallback cb;
    const void *user_data;
} OverHeap;

static bool over_one(Object *o, void *ctx) {
    OverHeap *w = ctx;
    if (!o->klass || (w->instances_of && !vm_instance_of(o, w->instances_of))) return true;
    jlong tag = jvmti_tag_get(w->e, o), was = tag;
    if ((w->filter == JVMTI_HEAP_OBJECT_TAGGED && !tag) || (w->filter == JVMTI_HEAP_OBJECT_UNTAGGED && tag)) return true;
    jvmtiIterationControl r = w->cb(jh_class_tag(w->e, o), jh_size(o), &tag, (void *)w->user_data);
    jh_retag(w->e, o, was, tag);
    return r != JVMTI_ITERATION_ABORT;
}

jvmtiError jvmti_IterateOverHeap(jvmtiEnv *env, jvmtiHeapObjectFilter object_filter,
                                 jvmtiHeapObjectCallback heap_object_callback, const void *user_data) {
    OverHeap w = {jvmti_env(env), object_filter, NULL, heap_object_callback, user_data};
    heap_foreach_object(over_one, &w);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IterateOverInstancesOfClass(jvmtiEnv *env, jclass klass, jvmtiHeapObjectFilter object_filter,
                                             jvmtiHeapObjectCallback heap_object_callback, const void *user_data) {
    OverHeap w = {jvmti_env(env), object_filter, jni_class(klass), heap_object_callback, user_data};
    heap_foreach_object(over_one, &w);
    return JVMTI_ERROR_NONE;
}
