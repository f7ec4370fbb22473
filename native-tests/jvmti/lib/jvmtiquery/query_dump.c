/* query_dump.c: the native side of QueryDump (statically linked into the WebAssembly test program,
   cmake/JvmtiWasmTests.cmake): calls the JVMTI query functions directly, through a test-only
   environment whose table has just Allocate and Deallocate, and writes what they return in the format
   of the expectations QueryExpectations writes on HotSpot (node-tests/jvmti-queries.test.mjs compares
   the two). Single-threaded WebAssembly runs natives inside the VM, so the functions are called as
   they are. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni.h"
#include "jvmti.h"
#include "functions.h"

static jvmtiError JNICALL test_allocate(jvmtiEnv *env, jlong size, unsigned char **mem_ptr) {
    (void)env;
    *mem_ptr = size > 0 ? malloc((size_t)size) : NULL;
    return size > 0 && !*mem_ptr ? JVMTI_ERROR_OUT_OF_MEMORY : JVMTI_ERROR_NONE;
}

static jvmtiError JNICALL test_deallocate(jvmtiEnv *env, unsigned char *mem) {
    (void)env;
    free(mem);
    return JVMTI_ERROR_NONE;
}

static const struct jvmtiInterface_1_ test_only_table = {.Allocate = test_allocate, .Deallocate = test_deallocate};
static jvmtiEnv test_only_env_storage = &test_only_table;
static jvmtiEnv *const jvmti = &test_only_env_storage;

/* ---------------------------------------------------------------- output */

typedef struct Out {
    char *s;
    size_t n, cap;
} Out;

static void put(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Out *o, const char *fmt, ...) {
    va_list a;
    va_start(a, fmt);
    int k = vsnprintf(NULL, 0, fmt, a);
    va_end(a);
    if (o->n + (size_t)k + 1 > o->cap) {
        while (o->n + (size_t)k + 1 > o->cap) o->cap = o->cap ? o->cap * 2 : 1 << 16;
        o->s = realloc(o->s, o->cap);
    }
    va_start(a, fmt);
    vsnprintf(o->s + o->n, (size_t)k + 1, fmt, a);
    va_end(a);
    o->n += (size_t)k;
}

static void put_hex(Out *o, const unsigned char *b, size_t n) {
    if (!n) put(o, "-");
    for (size_t i = 0; i < n; i++) put(o, "%02x", b[i]);
}

static void put_or(Out *o, const char *s) { put(o, " %s", s ? s : "-"); }

static void dealloc(void *p) { (*jvmti)->Deallocate(jvmti, p); }

/* Any unexpected error ends the line with its number, which no expectation has. */
static bool ok(Out *o, jvmtiError err) {
    if (err != JVMTI_ERROR_NONE) put(o, " error=%d", err);
    return err == JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- one class */

static void dump_method(Out *o, jmethodID m) {
    jint mods;
    char *name, *sig, *gen;
    if (!ok(o, jvmti_GetMethodModifiers(jvmti, m, &mods)) ||
        !ok(o, jvmti_GetMethodName(jvmti, m, &name, &sig, &gen)))
        return;
    put(o, "method %d %s %s", mods, name, sig);
    put_or(o, gen);
    dealloc(name);
    dealloc(sig);
    dealloc(gen);
    jint count, max;
    unsigned char *code;
    jboolean native;
    if (!ok(o, jvmti_IsMethodNative(jvmti, m, &native))) return;
    if (native || jvmti_GetBytecodes(jvmti, m, &count, &code) != JVMTI_ERROR_NONE || count == 0) {
        put(o, " nocode\n");
        return;
    }
    if (!ok(o, jvmti_GetMaxLocals(jvmti, m, &max))) return;
    put(o, " %d ", max);
    put_hex(o, code, (size_t)count);
    dealloc(code);
    jvmtiLineNumberEntry *lt;
    if (jvmti_GetLineNumberTable(jvmti, m, &count, &lt) != JVMTI_ERROR_NONE) count = 0;
    put(o, " lines %d", count);
    for (jint i = 0; i < count; i++) put(o, " %d:%d", (int)lt[i].start_location, lt[i].line_number);
    if (count) dealloc(lt);
    jvmtiLocalVariableEntry *vt;
    if (jvmti_GetLocalVariableTable(jvmti, m, &count, &vt) != JVMTI_ERROR_NONE) count = 0;
    put(o, " locals %d", count);
    for (jint i = 0; i < count; i++) {
        put(o, " %d:%d:%d:%s:%s:%s", (int)vt[i].start_location, vt[i].length, vt[i].slot, vt[i].name,
            vt[i].signature, vt[i].generic_signature ? vt[i].generic_signature : "-");
        dealloc(vt[i].name);
        dealloc(vt[i].signature);
        dealloc(vt[i].generic_signature);
    }
    if (count) dealloc(vt);
    put(o, "\n");
}

static void dump_class(JNIEnv *env, Out *o, const char *name, jclass c) {
    put(o, "class %s\n", name);
    jint minor, major, mods, count, bytes;
    if (ok(o, jvmti_GetClassVersionNumbers(jvmti, c, &minor, &major))) put(o, "version %d %d\n", minor, major);
    if (ok(o, jvmti_GetClassModifiers(jvmti, c, &mods))) put(o, "modifiers %d\n", mods);
    char *gen, *src = NULL;
    if (ok(o, jvmti_GetClassSignature(jvmti, c, NULL, &gen))) {
        put(o, "signature");
        put_or(o, gen);
        put(o, "\n");
        dealloc(gen);
    }
    jvmtiError err = jvmti_GetSourceFileName(jvmti, c, &src);
    put(o, "source");
    put_or(o, err == JVMTI_ERROR_NONE ? src : NULL);
    put(o, "\n");
    dealloc(src);
    jclass *ifs;
    if (ok(o, jvmti_GetImplementedInterfaces(jvmti, c, &count, &ifs))) {
        put(o, "interfaces %d", count);
        for (jint i = 0; i < count; i++) {
            char *s;
            if (ok(o, jvmti_GetClassSignature(jvmti, ifs[i], &s, NULL))) {
                put(o, " %.*s", (int)strlen(s) - 2, s + 1); /* "Lname;" */
                dealloc(s);
            }
            (*env)->DeleteLocalRef(env, ifs[i]);
        }
        put(o, "\n");
        dealloc(ifs);
    }
    unsigned char *cp;
    if (ok(o, jvmti_GetConstantPool(jvmti, c, &count, &bytes, &cp))) {
        put(o, "constant-pool %d ", count);
        put_hex(o, cp, (size_t)bytes);
        put(o, "\n");
        dealloc(cp);
    }
    jfieldID *fields;
    if (ok(o, jvmti_GetClassFields(jvmti, c, &count, &fields))) {
        for (jint i = 0; i < count; i++) {
            char *fname, *sig;
            if (ok(o, jvmti_GetFieldModifiers(jvmti, c, fields[i], &mods)) &&
                ok(o, jvmti_GetFieldName(jvmti, c, fields[i], &fname, &sig, &gen))) {
                put(o, "field %d %s %s", mods, fname, sig);
                put_or(o, gen);
                put(o, "\n");
                dealloc(fname);
                dealloc(sig);
                dealloc(gen);
            }
        }
        dealloc(fields);
    }
    jmethodID *methods;
    if (ok(o, jvmti_GetClassMethods(jvmti, c, &count, &methods))) {
        for (jint i = 0; i < count; i++) dump_method(o, methods[i]);
        dealloc(methods);
    }
    put(o, "end\n");
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm;
    (void)reserved;
    return JNI_VERSION_1_8;
}

JNIEXPORT jstring JNICALL Java_QueryDump_dump(JNIEnv *env, jclass cls, jobjectArray names, jobjectArray classes,
                                              jobjectArray modifier_names, jobjectArray modifier_classes,
                                              jobjectArray sized) {
    (void)cls;
    Out o = {0};
    for (jsize i = 0; i < (*env)->GetArrayLength(env, names); i++) {
        jstring n = (*env)->GetObjectArrayElement(env, names, i);
        jclass c = (*env)->GetObjectArrayElement(env, classes, i);
        const char *s = (*env)->GetStringUTFChars(env, n, NULL);
        dump_class(env, &o, s, c);
        (*env)->ReleaseStringUTFChars(env, n, s);
        (*env)->DeleteLocalRef(env, n);
        (*env)->DeleteLocalRef(env, c);
    }
    for (jsize i = 0; i < (*env)->GetArrayLength(env, modifier_names); i++) {
        jstring n = (*env)->GetObjectArrayElement(env, modifier_names, i);
        jclass c = (*env)->GetObjectArrayElement(env, modifier_classes, i);
        const char *s = (*env)->GetStringUTFChars(env, n, NULL);
        jint mods;
        put(&o, "modifiers-of %s", s);
        if (ok(&o, jvmti_GetClassModifiers(jvmti, c, &mods))) put(&o, " %d", mods);
        put(&o, "\n");
        (*env)->ReleaseStringUTFChars(env, n, s);
    }
    for (jsize i = 0; i < (*env)->GetArrayLength(env, sized); i++) {
        jobject obj = (*env)->GetObjectArrayElement(env, sized, i);
        jlong size;
        put(&o, "size %d", (int)i);
        if (ok(&o, jvmti_GetObjectSize(jvmti, obj, &size))) put(&o, " %lld", (long long)size);
        put(&o, "\n");
    }
    jstring r = (*env)->NewStringUTF(env, o.s ? o.s : "");
    free(o.s);
    return r;
}
