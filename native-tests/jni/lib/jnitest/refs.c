/* refs.c: natives of JniRefs. */
#include "jnitest.h"

JNIEXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vmBuf, jsize bufLen, jsize *nVMs);

JNIEXPORT jstring JNICALL Java_JniRefs_frames(JNIEnv *env, jclass c) {
    UNUSED(c);
    Out o = {.n = 0};
    out(&o, "push=%d", (*env)->PushLocalFrame(env, 10));
    jobject kept = NULL;
    for (int i = 0; i < 100; i++) {
        jstring s = (*env)->NewStringUTF(env, "in frame");
        if (i == 50) kept = s;
    }
    out(&o, " kept type=%d", (*env)->GetObjectRefType(env, kept));
    jobject r = (*env)->PopLocalFrame(env, kept);
    out(&o, " result type=%d", (*env)->GetObjectRefType(env, r));
    const char *s = (*env)->GetStringUTFChars(env, (jstring)r, NULL);
    out(&o, " \"%s\"", s);
    (*env)->ReleaseStringUTFChars(env, (jstring)r, s);
    out(&o, " popNull=%s", (*env)->PushLocalFrame(env, 0) == 0 && (*env)->PopLocalFrame(env, NULL) == NULL ? "ok" : "bad");
    out(&o, " nested=");
    (*env)->PushLocalFrame(env, 1);
    (*env)->PushLocalFrame(env, 1);
    jobject inner = (*env)->NewStringUTF(env, "inner");
    jobject mid = (*env)->PopLocalFrame(env, inner);
    jobject outer = (*env)->PopLocalFrame(env, mid);
    out(&o, "%d", (*env)->GetObjectRefType(env, outer));
    out(&o, " ensure=%d,%d,%d", (*env)->EnsureLocalCapacity(env, 100), (*env)->EnsureLocalCapacity(env, -1),
        (*env)->EnsureLocalCapacity(env, 0));
    out(&o, " pushNegative=%d", (*env)->PushLocalFrame(env, -1));
    return out_string(env, &o);
}

JNIEXPORT jint JNICALL Java_JniRefs_manyLocals(JNIEnv *env, jclass c, jint n) {
    UNUSED(c);
    jint total = 0;
    jclass ic = (*env)->FindClass(env, "java/lang/Integer");
    jmethodID valueOf = (*env)->GetStaticMethodID(env, ic, "valueOf", "(I)Ljava/lang/Integer;");
    jmethodID intValue = (*env)->GetMethodID(env, ic, "intValue", "()I");
    for (jint i = 0; i < n; i++) {
        jobject v = (*env)->CallStaticObjectMethod(env, ic, valueOf, i & 127);
        total += (*env)->CallIntMethod(env, v, intValue);
        (*env)->DeleteLocalRef(env, v);
    }
    for (jint i = 0; i < 1000; i++) (*env)->NewStringUTF(env, "not deleted: freed at return");
    return total;
}

static jobject global;

JNIEXPORT void JNICALL Java_JniRefs_keepGlobal(JNIEnv *env, jclass c, jobject o) {
    UNUSED(c);
    global = (*env)->NewGlobalRef(env, o);
}

JNIEXPORT jobject JNICALL Java_JniRefs_getGlobal(JNIEnv *env, jclass c) {
    UNUSED(env), UNUSED(c);
    return global; /* a global reference may be returned: the VM makes it local */
}

JNIEXPORT jstring JNICALL Java_JniRefs_dropGlobal(JNIEnv *env, jclass c) {
    UNUSED(c);
    Out o = {.n = 0};
    out(&o, "type=%d", (*env)->GetObjectRefType(env, global));
    jobject local = (*env)->NewLocalRef(env, global);
    out(&o, " localType=%d", (*env)->GetObjectRefType(env, local));
    (*env)->DeleteGlobalRef(env, global);
    global = NULL;
    out(&o, " nullGlobal=%s", (*env)->NewGlobalRef(env, NULL) == NULL ? "NULL" : "?");
    out(&o, " localStillValid=%d", (*env)->IsInstanceOf(env, local, (*env)->FindClass(env, "java/lang/StringBuilder")));
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_weak(JNIEnv *env, jclass c, jobject o) {
    UNUSED(c);
    Out out_ = {.n = 0};
    jweak w = (*env)->NewWeakGlobalRef(env, o);
    out(&out_, "type=%d same=%d isNull=%d", (*env)->GetObjectRefType(env, w), (*env)->IsSameObject(env, w, o),
        (*env)->IsSameObject(env, w, NULL));
    jobject strong = (*env)->NewLocalRef(env, w);
    out(&out_, " strongType=%d same=%d", (*env)->GetObjectRefType(env, strong), (*env)->IsSameObject(env, strong, o));
    (*env)->DeleteWeakGlobalRef(env, w);
    out(&out_, " nullWeak=%s", (*env)->NewWeakGlobalRef(env, NULL) == NULL ? "NULL" : "?");
    return out_string(env, &out_);
}

JNIEXPORT jstring JNICALL Java_JniRefs_refTypes(JNIEnv *env, jclass c, jobject arg) {
    Out o = {.n = 0};
    jobject local = (*env)->NewStringUTF(env, "x");
    jobject g = (*env)->NewGlobalRef(env, local);
    jweak w = (*env)->NewWeakGlobalRef(env, local);
    out(&o, "arg=%d class=%d local=%d global=%d weak=%d null=%d", (*env)->GetObjectRefType(env, arg),
        (*env)->GetObjectRefType(env, c), (*env)->GetObjectRefType(env, local), (*env)->GetObjectRefType(env, g),
        (*env)->GetObjectRefType(env, w), (*env)->GetObjectRefType(env, NULL));
    (*env)->DeleteGlobalRef(env, g);
    (*env)->DeleteWeakGlobalRef(env, w);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_sameObject(JNIEnv *env, jclass c, jobject a, jobject b) {
    UNUSED(c);
    return (*env)->NewStringUTF(env, (*env)->IsSameObject(env, a, b) ? "T" : "F");
}

static jboolean holds(JNIEnv *env, jobject o) {
    jclass tc = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID hl = (*env)->GetStaticMethodID(env, tc, "holdsLock", "(Ljava/lang/Object;)Z");
    return (*env)->CallStaticBooleanMethod(env, tc, hl, o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_monitors(JNIEnv *env, jclass c, jobject obj) {
    UNUSED(c);
    Out o = {.n = 0};
    out(&o, "before=%d", holds(env, obj));
    out(&o, " enter=%d", (*env)->MonitorEnter(env, obj));
    out(&o, " enter2=%d", (*env)->MonitorEnter(env, obj));
    out(&o, " held=%d", holds(env, obj));
    out(&o, " exit=%d", (*env)->MonitorExit(env, obj));
    out(&o, " stillHeld=%d", holds(env, obj));
    out(&o, " exit2=%d", (*env)->MonitorExit(env, obj));
    out(&o, " after=%d", holds(env, obj));
    jint r = (*env)->MonitorEnter(env, NULL);
    out(&o, " enterNull=%d ", r);
    take_exception(env, &o);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_monitorContended(JNIEnv *env, jclass c, jobject lock) {
    Out o = {.n = 0};
    jint r = (*env)->MonitorEnter(env, lock); /* another thread holds it for a while */
    jfieldID released = (*env)->GetStaticFieldID(env, c, "released", "Z");
    out(&o, "enter=%d releasedFirst=%d held=%d", r, (*env)->GetStaticBooleanField(env, c, released), holds(env, lock));
    out(&o, " exit=%d", (*env)->MonitorExit(env, lock));
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_monitorExitUnowned(JNIEnv *env, jclass c, jobject obj) {
    UNUSED(c);
    Out o = {.n = 0};
    out(&o, "exit=%d ", (*env)->MonitorExit(env, obj) == JNI_OK ? 0 : -1);
    take_exception(env, &o);
    return out_string(env, &o);
}

static unsigned char *direct_mem;

JNIEXPORT jobject JNICALL Java_JniRefs_newDirect(JNIEnv *env, jclass c, jint capacity) {
    UNUSED(c);
    direct_mem = calloc(1, (size_t)capacity);
    return (*env)->NewDirectByteBuffer(env, direct_mem, capacity);
}

JNIEXPORT jstring JNICALL Java_JniRefs_directInfo(JNIEnv *env, jclass c, jobject b) {
    UNUSED(c);
    Out o = {.n = 0};
    void *addr = (*env)->GetDirectBufferAddress(env, b);
    jlong cap = (*env)->GetDirectBufferCapacity(env, b);
    out(&o, "address=%s capacity=%lld", !addr ? "NULL" : addr == direct_mem ? "mine" : (unsigned char *)addr == direct_mem + 4 ? "mine+4" : "other",
        (long long)cap);
    if (addr == direct_mem) out(&o, " bytes=%02x%02x%02x%02x..%02x", direct_mem[0], direct_mem[1], direct_mem[2], direct_mem[3], direct_mem[15]);
    return out_string(env, &o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_freeDirect(JNIEnv *env, jclass c, jobject b) {
    UNUSED(c), UNUSED(b);
    free(direct_mem);
    direct_mem = NULL;
    return (*env)->NewStringUTF(env, "freed");
}

JNIEXPORT jint JNICALL Java_JniRefs_viaReflectedMethod(JNIEnv *env, jclass c, jobject m, jobject recv, jint arg) {
    UNUSED(c);
    jmethodID id = (*env)->FromReflectedMethod(env, m);
    return (*env)->CallIntMethod(env, recv, id, arg);
}

JNIEXPORT jobject JNICALL Java_JniRefs_toReflectedMethod(JNIEnv *env, jclass c, jclass k, jstring name, jstring sig, jboolean st) {
    UNUSED(c);
    const char *n = (*env)->GetStringUTFChars(env, name, NULL), *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jmethodID m = st ? (*env)->GetStaticMethodID(env, k, n, s) : (*env)->GetMethodID(env, k, n, s);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    return (*env)->ToReflectedMethod(env, k, m, st);
}

JNIEXPORT jstring JNICALL Java_JniRefs_viaReflectedField(JNIEnv *env, jclass c, jobject f, jobject recv) {
    UNUSED(c);
    jfieldID id = (*env)->FromReflectedField(env, f);
    char buf[64];
    if (recv) {
        snprintf(buf, sizeof buf, "int %d", (*env)->GetIntField(env, recv, id));
        return (*env)->NewStringUTF(env, buf);
    }
    jclass k = (*env)->FindClass(env, "JniRefs");
    return (jstring)(*env)->GetStaticObjectField(env, k, id);
}

JNIEXPORT jobject JNICALL Java_JniRefs_toReflectedField(JNIEnv *env, jclass c, jclass k, jstring name, jstring sig, jboolean st) {
    UNUSED(c);
    const char *n = (*env)->GetStringUTFChars(env, name, NULL), *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jfieldID f = st ? (*env)->GetStaticFieldID(env, k, n, s) : (*env)->GetFieldID(env, k, n, s);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    return (*env)->ToReflectedField(env, k, f, st);
}

JNIEXPORT jobject JNICALL Java_JniRefs_newViaConstructor(JNIEnv *env, jclass c, jobject ctor, jint arg) {
    jmethodID id = (*env)->FromReflectedMethod(env, ctor);
    return (*env)->NewObject(env, c, id, arg);
}

JNIEXPORT jobject JNICALL Java_JniRefs_moduleOf(JNIEnv *env, jclass c, jclass k) {
    UNUSED(c);
    return (*env)->GetModule(env, k);
}

JNIEXPORT jstring JNICALL Java_JniRefs_vmInfo(JNIEnv *env, jclass c) {
    UNUSED(c);
    Out o = {.n = 0};
    out(&o, "version=0x%x", (*env)->GetVersion(env));
    JavaVM *vm = NULL;
    out(&o, " getJavaVM=%d", (*env)->GetJavaVM(env, &vm));
    void *e2 = NULL;
    jint r = (*vm)->GetEnv(vm, &e2, JNI_VERSION_1_6);
    out(&o, " getEnv=%d same=%d", r, e2 == (void *)env);
    r = (*vm)->GetEnv(vm, &e2, JNI_VERSION_10);
    out(&o, " getEnv10=%d", r);
    r = (*vm)->GetEnv(vm, &e2, 0x00070000);
    out(&o, " getEnvBad=%d null=%d", r, e2 == NULL);
    void *e3 = NULL;
    r = (*vm)->AttachCurrentThread(vm, &e3, NULL);
    out(&o, " attach=%d same=%d", r, e3 == (void *)env);
    r = (*vm)->DetachCurrentThread(vm);
    out(&o, " detach=%d", r);
    JavaVM *vms[2];
    jsize n = -1;
    r = JNI_GetCreatedJavaVMs(vms, 2, &n);
    out(&o, " created=%d n=%d same=%d", r, n, n == 1 && vms[0] == vm);
    return out_string(env, &o);
}
