/* tags.c: a test agent for object tags and ObjectFree (node-tests/jvmti-jdwp.test.mjs), the way the
   JDWP agent tracks classes: JvmtiTags.tagAll tags each object with its index + 1 (in two environments,
   the second with other tags) and reads the tags back, with the errors of bad arguments;
   JvmtiTags.report, after the program dropped the objects and asked for a collection, lists the
   objects still tagged (GetObjectsWithTags) and the tags ObjectFree reported (waiting a few seconds
   for them: a VM may post them after the collection), sorted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#include "../../agent_support.h"

static jvmtiEnv *jvmti, *other;
static jrawMonitorID lock;
static jlong freed[64];
static int n_freed;

static const char *err_name(jvmtiError err) { return agent_error_name(jvmti, err); }

static void JNICALL object_free(jvmtiEnv *env, jlong tag) {
    if (env != jvmti) return;
    (*env)->RawMonitorEnter(env, lock);
    if (n_freed < 64) freed[n_freed++] = tag;
    (*env)->RawMonitorNotifyAll(env, lock);
    (*env)->RawMonitorExit(env, lock);
}

static void JNICALL tag_all(JNIEnv *jni, jclass cls, jobjectArray objs) {
    (void)cls;
    jsize n = (*jni)->GetArrayLength(jni, objs);
    for (jsize i = 0; i < n; i++) {
        jobject o = (*jni)->GetObjectArrayElement(jni, objs, i);
        jlong before = -1, after = -1, in_other = -1;
        (*jvmti)->GetTag(jvmti, o, &before);
        (*jvmti)->SetTag(jvmti, o, i + 1);
        (*other)->SetTag(other, o, 100 + i);
        (*jvmti)->GetTag(jvmti, o, &after);
        (*other)->GetTag(other, o, &in_other);
        printf("tagAll: object %d: tag before %ld, after %ld, in the other environment %ld\n", (int)i, (long)before,
               (long)after, (long)in_other);
    }
    jobject first = (*jni)->GetObjectArrayElement(jni, objs, 0);
    (*jvmti)->SetTag(jvmti, first, 42); /* a new tag replaces the old */
    jlong t = 0;
    (*jvmti)->GetTag(jvmti, first, &t);
    printf("tagAll: retagged object 0: %ld\n", (long)t);
    (*jvmti)->SetTag(jvmti, first, 1);
    (*other)->SetTag(other, first, 0); /* zero removes */
    (*other)->GetTag(other, first, &t);
    printf("tagAll: untagged in the other environment: %ld\n", (long)t);
    printf("tagAll: GetTag(NULL object) %s\n", err_name((*jvmti)->GetTag(jvmti, NULL, &t)));
    printf("tagAll: GetTag(NULL pointer) %s\n", err_name((*jvmti)->GetTag(jvmti, first, NULL)));
    printf("tagAll: SetTag(NULL object) %s\n", err_name((*jvmti)->SetTag(jvmti, NULL, 5)));
    jlong zero = 0;
    jint count = 0;
    printf("tagAll: GetObjectsWithTags(tag 0) %s\n", err_name((*jvmti)->GetObjectsWithTags(jvmti, 1, &zero, &count, NULL, NULL)));
    printf("tagAll: GetObjectsWithTags(count -1) %s\n", err_name((*jvmti)->GetObjectsWithTags(jvmti, -1, &zero, &count, NULL, NULL)));
    fflush(stdout);
}

static int by_value(const void *a, const void *b) {
    jlong x = *(const jlong *)a, y = *(const jlong *)b;
    return x < y ? -1 : x > y;
}

static void print_tags(const char *what, jlong *tags, int n) {
    qsort(tags, (size_t)n, sizeof *tags, by_value);
    printf("report: %s:", what);
    for (int i = 0; i < n; i++) printf(" %ld", (long)tags[i]);
    printf("\n");
}

static void JNICALL report(JNIEnv *jni, jclass cls, jint expect_freed) {
    (void)cls;
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    for (int waits = 0; n_freed < expect_freed && waits < 50; waits++) (*jvmti)->RawMonitorWait(jvmti, lock, 100);
    jlong seen[64];
    int n = n_freed;
    memcpy(seen, freed, sizeof seen);
    (*jvmti)->RawMonitorExit(jvmti, lock);
    print_tags("ObjectFree tags", seen, n);
    jlong wanted[] = {1, 2, 3, 4, 5, 6};
    jint count = 0;
    jobject *objs = NULL;
    jlong *tags = NULL;
    jvmtiError err = (*jvmti)->GetObjectsWithTags(jvmti, 6, wanted, &count, &objs, &tags);
    printf("report: GetObjectsWithTags %s\n", err_name(err));
    if (err == JVMTI_ERROR_NONE) {
        jclass string = (*jni)->FindClass(jni, "java/lang/String");
        for (jint i = 0; i < count; i++)
            if ((*jni)->IsInstanceOf(jni, objs[i], string))
                printf("report: tag %ld is on a String\n", (long)tags[i]);
        print_tags("still tagged", tags, count);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)objs);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)tags);
    }
    fflush(stdout);
}

static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass) {
    (void)thread;
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE) return;
    if (!strcmp(sig, "LJvmtiTags;")) {
        /* the JNI table's fnPtr is a void *: the function pointers are copied in (pedantic C) */
        void (JNICALL *fns[2])(void) = {(void (JNICALL *)(void))tag_all, (void (JNICALL *)(void))report};
        JNINativeMethod m[] = {{"tagAll", "([Ljava/lang/Object;)V", NULL}, {"report", "(I)V", NULL}};
        memcpy(&m[0].fnPtr, &fns[0], sizeof fns[0]);
        memcpy(&m[1].fnPtr, &fns[1], sizeof fns[1]);
        (*jni)->RegisterNatives(jni, klass, m, 2);
    }
    (*env)->Deallocate(env, (unsigned char *)sig);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION) != JNI_OK) return 1;
    if ((*vm)->GetEnv(vm, (void **)&other, JVMTI_VERSION) != JNI_OK) return 1;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_tag_objects = 1;
    printf("OnLoad: AddCapabilities(can_tag_objects) in the other environment %s\n", err_name((*other)->AddCapabilities(other, &caps)));
    caps.can_generate_object_free_events = 1;
    jvmtiError err = (*jvmti)->AddCapabilities(jvmti, &caps);
    printf("OnLoad: AddCapabilities(can_tag_objects, can_generate_object_free_events) %s\n", err_name(err));
    fflush(stdout);
    if (err != JVMTI_ERROR_NONE) return 1;
    (*jvmti)->CreateRawMonitor(jvmti, "tags", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ObjectFree = object_free;
    cb.ClassPrepare = class_prepare;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_OBJECT_FREE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    return JNI_OK;
}
