/* heapwalk.c: a test agent for the heap walks (node-tests/jvmti-jdwp.test.mjs) over JvmtiHeapWalk's
   nodes. Only what is the program's own is printed, sorted where the order of a walk is the VM's:
   - IterateThroughHeap limited to the Node class: each node's primitive field (its index and value),
     tagging the node 10 + id from that callback; the heap filters; an aborted walk; the nodes' size
     (GetObjectSize's: HotSpot's layout);
   - GetObjectsWithTags of those tags; JVMTI 1.0's IterateOverInstancesOfClass and IterateOverHeap;
   - FollowReferences from node 1 and IterateOverObjectsReachableFromObject, visiting nodes, the int
     array and the String only: every reference from them (kind, index, what it refers to), the array's
     elements and the String's characters;
   - IterateOverReachableObjects: the frames (method, depth, slot) where a node is a local variable. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#define NODE_CLASS_TAG 1000
#define INTS_CLASS_TAG 2000
#define STRING_CLASS_TAG 3000

static jvmtiEnv *jvmti;
static jmethodID main_method;
static char lines[256][160];
static int n_lines;

static void line(const char *s) {
    if (n_lines < 256) snprintf(lines[n_lines++], sizeof lines[0], "%s", s);
}

static int by_text(const void *a, const void *b) { return strcmp(a, b); }

static void flush_lines(const char *title) {
    qsort(lines, (size_t)n_lines, sizeof lines[0], by_text);
    for (int i = 0; i < n_lines; i++) printf("%s: %s\n", title, lines[i]);
    n_lines = 0;
    fflush(stdout);
}

static const char *what(jlong tag, jlong class_tag) {
    static char buf[64];
    if (tag) snprintf(buf, sizeof buf, "tag %ld", (long)tag);
    else if (class_tag) snprintf(buf, sizeof buf, "an object of class tag %ld", (long)class_tag);
    else snprintf(buf, sizeof buf, "something untagged");
    return buf;
}

static const char *kind_name(jvmtiHeapReferenceKind k) {
    switch (k) {
    case JVMTI_HEAP_REFERENCE_CLASS: return "CLASS";
    case JVMTI_HEAP_REFERENCE_FIELD: return "FIELD";
    case JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT: return "ARRAY_ELEMENT";
    case JVMTI_HEAP_REFERENCE_STATIC_FIELD: return "STATIC_FIELD";
    case JVMTI_HEAP_REFERENCE_STACK_LOCAL: return "STACK_LOCAL";
    case JVMTI_HEAP_REFERENCE_JNI_LOCAL: return "JNI_LOCAL";
    default: return "other";
    }
}

/* ---- IterateThroughHeap */

static int count;

static jint JNICALL count_object(jlong class_tag, jlong size, jlong *tag_ptr, jint length, void *user_data) {
    (void)class_tag, (void)size, (void)tag_ptr, (void)length;
    count++;
    return user_data ? JVMTI_VISIT_ABORT : 0;
}

static jint JNICALL node_field(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, jlong class_tag,
                               jlong *tag_ptr, jvalue value, jvmtiPrimitiveType type, void *user_data) {
    (void)user_data;
    char buf[160];
    snprintf(buf, sizeof buf, "%s index %d type %c value %d, class tag %ld", kind_name(kind), (int)info->field.index,
             (char)type, (int)value.i, (long)class_tag);
    line(buf);
    if (kind == JVMTI_HEAP_REFERENCE_FIELD && type == JVMTI_PRIMITIVE_TYPE_INT) *tag_ptr = 10 + value.i;
    return 0;
}

static jint JNICALL size_of(jlong class_tag, jlong size, jlong *tag_ptr, jint length, void *user_data) {
    (void)tag_ptr, (void)user_data;
    char buf[96];
    snprintf(buf, sizeof buf, "class tag %ld: size %ld, length %d", (long)class_tag, (long)size, (int)length);
    line(buf);
    return 0;
}

/* ---- FollowReferences */

static jint JNICALL follow_ref(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, jlong class_tag,
                               jlong referrer_class_tag, jlong size, jlong *tag_ptr, jlong *referrer_tag_ptr,
                               jint length, void *user_data) {
    (void)referrer_class_tag, (void)size, (void)user_data;
    char buf[160];
    jint index = kind == JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT ? info->array.index
                 : kind == JVMTI_HEAP_REFERENCE_FIELD || kind == JVMTI_HEAP_REFERENCE_STATIC_FIELD ? info->field.index
                                                                                                 : -1;
    snprintf(buf, sizeof buf, "from tag %ld: %s index %d to %s, length %d", referrer_tag_ptr ? (long)*referrer_tag_ptr : -1L,
             kind_name(kind), (int)index, what(*tag_ptr, class_tag), (int)length);
    line(buf);
    bool ours = (*tag_ptr >= 11 && *tag_ptr <= 13) || class_tag == INTS_CLASS_TAG || class_tag == STRING_CLASS_TAG;
    return ours ? JVMTI_VISIT_OBJECTS : 0;
}

static jint JNICALL array_values(jlong class_tag, jlong size, jlong *tag_ptr, jint n, jvmtiPrimitiveType type,
                                 const void *elements, void *user_data) {
    (void)size, (void)tag_ptr, (void)user_data;
    char buf[160];
    int k = snprintf(buf, sizeof buf, "array of %c, class tag %ld:", (char)type, (long)class_tag);
    for (jint i = 0; i < n && type == JVMTI_PRIMITIVE_TYPE_INT && k < 140; i++)
        k += snprintf(buf + k, sizeof buf - (size_t)k, " %d", ((const jint *)elements)[i]);
    line(buf);
    return 0;
}

static jint JNICALL string_value(jlong class_tag, jlong size, jlong *tag_ptr, const jchar *value, jint n, void *user_data) {
    (void)size, (void)tag_ptr, (void)user_data;
    char buf[160], text[64];
    jint i = 0;
    for (; i < n && i < 63; i++) text[i] = (char)value[i];
    text[i] = 0;
    snprintf(buf, sizeof buf, "String, class tag %ld: \"%s\"", (long)class_tag, text);
    line(buf);
    return 0;
}

/* ---- JVMTI 1.0 */

static jvmtiIterationControl JNICALL sum_tags(jlong class_tag, jlong size, jlong *tag_ptr, void *user_data) {
    (void)class_tag, (void)size;
    char buf[64];
    snprintf(buf, sizeof buf, "tagged %ld", (long)*tag_ptr);
    line(buf);
    (void)user_data;
    return JVMTI_ITERATION_CONTINUE;
}

static jvmtiIterationControl JNICALL old_ref(jvmtiObjectReferenceKind kind, jlong class_tag, jlong size, jlong *tag_ptr,
                                             jlong referrer_tag, jint referrer_index, void *user_data) {
    (void)size, (void)user_data;
    char buf[160];
    snprintf(buf, sizeof buf, "from tag %ld: kind %d index %d to %s", (long)referrer_tag, (int)kind, (int)referrer_index,
             what(*tag_ptr, class_tag));
    line(buf);
    bool ours = (*tag_ptr >= 11 && *tag_ptr <= 13) || class_tag == INTS_CLASS_TAG || class_tag == STRING_CLASS_TAG;
    return ours ? JVMTI_ITERATION_CONTINUE : JVMTI_ITERATION_IGNORE;
}

static jvmtiIterationControl JNICALL stack_ref(jvmtiHeapRootKind root_kind, jlong class_tag, jlong size, jlong *tag_ptr,
                                               jlong thread_tag, jint depth, jmethodID method, jint slot, void *user_data) {
    (void)class_tag, (void)size, (void)thread_tag, (void)user_data;
    if (*tag_ptr < 11 || *tag_ptr > 13 || root_kind != JVMTI_HEAP_ROOT_STACK_LOCAL) return JVMTI_ITERATION_IGNORE;
    /* (no JVMTI function but memory and raw monitors in a heap callback: the method is compared) */
    char buf[160];
    snprintf(buf, sizeof buf, "node tag %ld is local %d of %s at depth %d", (long)*tag_ptr, (int)slot,
             method == main_method ? "main" : "another method", (int)depth);
    line(buf);
    return JVMTI_ITERATION_IGNORE;
}

static void tag_class(JNIEnv *jni, const char *name, jlong tag) {
    jclass c = (*jni)->FindClass(jni, name);
    (*jvmti)->SetTag(jvmti, c, tag);
}

static void JNICALL walk(JNIEnv *jni, jclass cls, jobject root) {
    tag_class(jni, "JvmtiHeapWalk$Node", NODE_CLASS_TAG);
    tag_class(jni, "[I", INTS_CLASS_TAG);
    tag_class(jni, "java/lang/String", STRING_CLASS_TAG);
    jclass node = (*jni)->FindClass(jni, "JvmtiHeapWalk$Node");
    main_method = (*jni)->GetStaticMethodID(jni, cls, "main", "([Ljava/lang/String;)V");

    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.primitive_field_callback = node_field;
    printf("IterateThroughHeap(Node, primitive fields) %d\n", (int)(*jvmti)->IterateThroughHeap(jvmti, 0, node, &cb, NULL));
    flush_lines("primitive field");
    memset(&cb, 0, sizeof cb);
    cb.heap_iteration_callback = count_object;
    count = 0;
    (*jvmti)->IterateThroughHeap(jvmti, 0, node, &cb, NULL);
    printf("IterateThroughHeap(Node): %d objects\n", count);
    count = 0;
    (*jvmti)->IterateThroughHeap(jvmti, JVMTI_HEAP_FILTER_TAGGED, node, &cb, NULL);
    printf("IterateThroughHeap(Node, filter tagged): %d objects\n", count);
    count = 0;
    (*jvmti)->IterateThroughHeap(jvmti, JVMTI_HEAP_FILTER_UNTAGGED | JVMTI_HEAP_FILTER_CLASS_UNTAGGED, node, &cb, NULL);
    printf("IterateThroughHeap(Node, filter untagged and class untagged): %d objects\n", count);
    count = 0;
    (*jvmti)->IterateThroughHeap(jvmti, JVMTI_HEAP_FILTER_CLASS_TAGGED, node, &cb, NULL);
    printf("IterateThroughHeap(Node, filter class tagged): %d objects\n", count);
    count = 0;
    (*jvmti)->IterateThroughHeap(jvmti, 0, node, &cb, &count);
    printf("IterateThroughHeap(Node, aborting): %d objects\n", count);
    cb.heap_iteration_callback = size_of;
    (*jvmti)->IterateThroughHeap(jvmti, JVMTI_HEAP_FILTER_UNTAGGED, node, &cb, NULL);
    flush_lines("IterateThroughHeap sizes");

    jlong tags[] = {11, 12, 13};
    jint n = 0;
    jlong *found = NULL;
    (*jvmti)->GetObjectsWithTags(jvmti, 3, tags, &n, NULL, &found);
    for (jint i = 0; i < n; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%ld", (long)found[i]);
        line(buf);
    }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)found);
    flush_lines("GetObjectsWithTags");

    (*jvmti)->IterateOverInstancesOfClass(jvmti, node, JVMTI_HEAP_OBJECT_TAGGED, sum_tags, NULL);
    flush_lines("IterateOverInstancesOfClass");
    (*jvmti)->IterateOverHeap(jvmti, JVMTI_HEAP_OBJECT_TAGGED, sum_tags, NULL);
    flush_lines("IterateOverHeap");

    memset(&cb, 0, sizeof cb);
    cb.heap_reference_callback = follow_ref;
    cb.array_primitive_value_callback = array_values;
    cb.string_primitive_value_callback = string_value;
    printf("FollowReferences(node 1) %d\n", (int)(*jvmti)->FollowReferences(jvmti, 0, NULL, root, &cb, NULL));
    flush_lines("FollowReferences");
    printf("IterateOverObjectsReachableFromObject(node 1) %d\n",
           (int)(*jvmti)->IterateOverObjectsReachableFromObject(jvmti, root, old_ref, NULL));
    flush_lines("IterateOverObjectsReachableFromObject");
    printf("IterateOverReachableObjects %d\n", (int)(*jvmti)->IterateOverReachableObjects(jvmti, NULL, stack_ref, NULL, NULL));
    flush_lines("IterateOverReachableObjects");
}

static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)thread;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    if (!strcmp(sig, "LJvmtiHeapWalk;")) {
        /* the JNI table's fnPtr is a void *: the function pointer is copied in (pedantic C) */
        void (JNICALL *fn)(void) = (void (JNICALL *)(void))walk;
        JNINativeMethod m = {"walk", "(Ljava/lang/Object;)V", NULL};
        memcpy(&m.fnPtr, &fn, sizeof fn);
        (*jni)->RegisterNatives(jni, klass, &m, 1);
    }
    (*env)->Deallocate(env, (unsigned char *)sig);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_tag_objects = 1;
    if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE) {
        printf("OnLoad: can_tag_objects not available\n");
        fflush(stdout);
        return 1;
    }
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = class_prepare;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    return JNI_OK;
}
