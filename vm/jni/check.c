/* check.c: -Xcheck:jni. A second JNI function table whose entries check the call, report misuse the
   way HotSpot 17 does, then call the same entry of the real table (env.c).

   Reports (all on stdout, HotSpot's tty, through the vfprintf hook when there is one):
   - "WARNING in native method: <what>" and the thread's Java stack; the call then goes ahead;
   - "FATAL ERROR in native method: <what>" and the thread's Java stack, then abort (exit 134);
   - the critical-region warning, a bare line without a stack (as HotSpot prints it).
   What is checked, and the exact texts, were taken from running HotSpot 17 with misbehaving test
   libraries (native-tests/jni/lib/jnicheck); docs/JNI.md lists the checks.

   State: per env, the name of the last Call*Method whose exception the native has not checked yet
   (ExceptionCheck/ExceptionOccurred/ExceptionClear clear it, so does returning from the native
   method) and the number of open critical regions; globally, the jmethodIDs and jfieldIDs handed
   out (so a forged or stale ID is reported instead of followed) and the element buffers handed out
   by Get<Type>ArrayElements and GetPrimitiveArrayCritical (so releasing anything else is caught). */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jni_impl.h"

bool jni_check_enabled;

static const struct JNINativeInterface_ *const real = &jni_function_table;

#define BAD_REF "Bad global or local ref passed to JNI"
#define WRONG_METHOD "Wrong object class or methodID passed to JNI call"

/* ---------------------------------------------------------------- reports */

static void print_stack(Thread *t) {
    for (Frame *f = t ? t->frame : NULL; f; f = f->prev) {
        Method *m = f->method;
        if (!m) continue;
        char *cn = vm_class_java_name(m->klass);
        if (m->access & ACC_NATIVE) {
            jni_vm_printf(stdout, "\tat %s.%s(Native Method)\n", cn, m->name);
        } else {
            const char *src = m->klass->cf ? m->klass->cf->source_file : NULL;
            int line = method_line_number(m, frame_bci(f));
            if (src && line >= 0) jni_vm_printf(stdout, "\tat %s.%s(%s:%d)\n", cn, m->name, src, line);
            else if (src) jni_vm_printf(stdout, "\tat %s.%s(%s)\n", cn, m->name, src);
            else jni_vm_printf(stdout, "\tat %s.%s(Unknown Source)\n", cn, m->name);
        }
        free(cn);
    }
}

static void warn(Thread *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void warn(Thread *t, const char *fmt, ...) {
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    jni_vm_printf(stdout, "WARNING in native method: %s\n", msg);
    print_stack(t);
    fflush(stdout); /* Java's own output does not go through stdio */
}

static void fatal(Thread *t, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
static void fatal(Thread *t, const char *fmt, ...) {
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fflush(stderr);
    jni_vm_printf(stdout, "FATAL ERROR in native method: %s\n", msg);
    print_stack(t);
    jni_vm_abort();
}

/* ---------------------------------------------------------------- entering a function */

enum {
    EXC_OK = 1,  /* may be called with an exception pending (the JNI specification's list) */
    CRIT_OK = 2, /* may be called inside a critical region */
};

void jni_check_calling_thread(JNIEnv *env) {
    Thread *t = vm_current_thread();
    if (!t) fatal(NULL, "Using JNIEnv in non-Java thread");
    if (!env || ((JniEnvImpl *)env)->thread != t) fatal(t, "Using JNIEnv in the wrong thread");
}

static Thread *enter(JNIEnv *env, unsigned mode) {
    JniEnvImpl *e = (JniEnvImpl *)env;
    Thread *t = vm_current_thread();
    if (!e || e->thread != t) fatal(t, "Using JNIEnv in the wrong thread");
    if (!(mode & CRIT_OK) && e->check_critical > 0) {
        jni_vm_printf(stdout, "Warning: Calling other JNI functions in the scope of "
                              "Get/ReleasePrimitiveArrayCritical or Get/ReleaseStringCritical\n");
        fflush(stdout);
    }
    if (!(mode & EXC_OK)) {
        if (t->exception) warn(t, "JNI call made with exception pending");
        if (e->check_unchecked_call) {
            warn(t, "JNI call made without checking exceptions when required to from %s", e->check_unchecked_call);
            e->check_unchecked_call = NULL; /* once */
        }
    }
    return t;
}

void jni_check_native_return(JniEnvImpl *e) { e->check_unchecked_call = NULL; }

/* ---------------------------------------------------------------- references */

/* The object behind a reference that may be NULL. Any other value must be a reference of this
   thread's local frames (a deleted one stays a slot holding null, as in HotSpot) or a live global or
   weak global reference, and must not stand for null unless it is a cleared weak reference. */
static Object *check_object(Thread *t, JNIEnv *env, jobject h) {
    if (!h) return NULL;
    JniEnvImpl *e = (JniEnvImpl *)env;
    bool weak = false;
    if (!jni_is_local_slot(e, h)) {
        jobjectRefType rt = jni_ref_type(e, h);
        if (rt != JNIGlobalRefType && rt != JNIWeakGlobalRefType) fatal(t, BAD_REF);
        weak = rt == JNIWeakGlobalRefType;
    }
    Object *o = jni_deref(h);
    if (!o && !weak) fatal(t, BAD_REF);
    return o;
}

static Class *check_class(Thread *t, JNIEnv *env, jclass h) {
    if (!h) fatal(t, BAD_REF);
    JniEnvImpl *e = (JniEnvImpl *)env;
    if (!jni_is_local_slot(e, h)) {
        jobjectRefType rt = jni_ref_type(e, h);
        if (rt != JNIGlobalRefType && rt != JNIWeakGlobalRefType) fatal(t, BAD_REF);
    }
    Object *o = jni_deref(h);
    if (!o) fatal(t, "JNI received a null class");
    if (o->klass != wk.Class) fatal(t, "JNI received a class argument that is not a class");
    return vm_class_of_mirror(o);
}

static void check_string(Thread *t, JNIEnv *env, jstring h) {
    Object *o = check_object(t, env, h);
    if (!o || o->klass != wk.String) fatal(t, "JNI string operation received a non-string");
}

static Object *check_array(Thread *t, JNIEnv *env, jarray h) {
    Object *o = check_object(t, env, h);
    if (!o || !o->klass->is_array) fatal(t, "Non-array passed to JNI array operations");
    return o;
}

static Object *check_prim_array(Thread *t, JNIEnv *env, jarray h, char type) {
    Object *o = check_object(t, env, h);
    if (!o || !o->klass->is_array || o->klass->elem_type == 'L')
        fatal(t, "Primitive type array expected but not received for JNI array operation");
    if (type && o->klass->elem_type != type) fatal(t, "Array element type mismatch in JNI");
    return o;
}

static void check_obj_array(Thread *t, JNIEnv *env, jarray h) {
    Object *o = check_object(t, env, h);
    if (!o || !o->klass->is_array || o->klass->elem_type != 'L')
        fatal(t, "Object array expected but not received for JNI array operation");
}

static void check_throwable_class(Thread *t, Class *c) {
    if (!vm_is_subclass_of(c, wk.Throwable))
        fatal(t, "JNI Throw or ThrowNew received a class argument that is not a Throwable or Throwable subclass");
}

/* ---------------------------------------------------------------- method and field IDs */

/* The IDs handed out, as an open-addressing set of pointers. */
typedef struct IdSet {
    const void **slots;
    size_t cap, n;
} IdSet;

static IdSet method_ids, field_ids;


static bool id_known(IdSet *s, const void *p) {
    if (!p || !s->cap) return false;
    for (size_t i = vm_hash_ptr(p) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        if (!s->slots[i]) return false;
        if (s->slots[i] == p) return true;
    }
}

static void id_add(IdSet *s, const void *p) {
    if (!p || id_known(s, p)) return;
    if ((s->n + 1) * 2 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 256;
        const void **n = vm_calloc(ncap, sizeof *n);
        for (size_t i = 0; i < s->cap; i++)
            if (s->slots[i]) {
                size_t j = vm_hash_ptr(s->slots[i]) & (ncap - 1);
                while (n[j]) j = (j + 1) & (ncap - 1);
                n[j] = s->slots[i];
            }
        free(s->slots);
        s->slots = n;
        s->cap = ncap;
    }
    size_t j = vm_hash_ptr(p) & (s->cap - 1);
    while (s->slots[j]) j = (j + 1) & (s->cap - 1);
    s->slots[j] = p;
    s->n++;
}

static Method *check_method_id(Thread *t, jmethodID mid) {
    if (!id_known(&method_ids, mid)) fatal(t, WRONG_METHOD);
    return (Method *)mid;
}

typedef enum { CALL_VIRTUAL, CALL_NONVIRTUAL, CALL_STATIC } CallKind;

/* Call*Method and NewObject*: the receiver (or class) must be of the method's class. */
static void check_call(JNIEnv *env, CallKind kind, jobject obj, jclass clazz, jmethodID mid) {
    Thread *t = enter(env, 0);
    Class *c = kind != CALL_VIRTUAL ? check_class(t, env, clazz) : NULL;
    Method *m = check_method_id(t, mid);
    if (kind == CALL_STATIC) {
        if (!vm_is_subclass_of(c, m->klass)) fatal(t, WRONG_METHOD);
        return;
    }
    Object *o = check_object(t, env, obj);
    if (o && !vm_instance_of(o, m->klass)) fatal(t, WRONG_METHOD);
}

/* The accessor's type against the field's: 'L' for objects and arrays. */
static Field *check_field(Thread *t, JNIEnv *env, jobject obj, jclass clazz, jfieldID fid, char type, bool is_static) {
    if (is_static) {
        Class *c = check_class(t, env, clazz);
        if (!id_known(&field_ids, fid)) fatal(t, "Wrong static field ID passed to JNI");
        Field *f = (Field *)fid;
        if (!(f->access & ACC_STATIC)) fatal(t, "Non-static field ID passed to JNI");
        if (!vm_is_subclass_of(c, f->klass)) fatal(t, "Wrong static field ID passed to JNI");
        if (f->type != type) fatal(t, "Field type (static) mismatch in JNI get/set field operations");
        return f;
    }
    if (!obj) fatal(t, "Null object passed to JNI");
    Object *o = check_object(t, env, obj);
    if (!id_known(&field_ids, fid)) fatal(t, "Wrong field ID passed to JNI");
    Field *f = (Field *)fid;
    if (f->access & ACC_STATIC) fatal(t, "Static field ID passed to JNI");
    if (!vm_instance_of(o, f->klass)) fatal(t, "Wrong field ID passed to JNI");
    if (f->type != type) fatal(t, "Field type (instance) mismatch in JNI get/set field operations");
    return f;
}

/* ---------------------------------------------------------------- element buffers */

typedef enum { BUF_ELEMENTS, BUF_CRITICAL, BUF_STRING_CRITICAL } BufKind;

typedef struct Buffer {
    const void *p;
    size_t bytes;       /* of the array when it was handed out */
    BufKind kind;
    bool counted;       /* opened a critical region */
} Buffer;

static Buffer *buffers;
static size_t n_buffers, cap_buffers;

static void buffer_add(const void *p, size_t bytes, BufKind kind, bool counted) {
    if (n_buffers == cap_buffers) {
        size_t ncap = cap_buffers ? cap_buffers * 2 : 32;
        Buffer *n = vm_malloc(sizeof(Buffer) * ncap);
        if (n_buffers) memcpy(n, buffers, sizeof(Buffer) * n_buffers);
        free(buffers);
        buffers = n;
        cap_buffers = ncap;
    }
    buffers[n_buffers++] = (Buffer){p, bytes, kind, counted};
}

/* The newest buffer p of that kind (copies of empty arrays may share one address), or NULL. */
static Buffer *buffer_find(const void *p, BufKind kind) {
    for (size_t i = n_buffers; i-- > 0;)
        if (buffers[i].p == p && buffers[i].kind == kind) return &buffers[i];
    return NULL;
}

static void buffer_remove(Buffer *b) { *b = buffers[--n_buffers]; }

static size_t array_bytes(Object *a) { return (size_t)ARRAY_LENGTH(a) * a->klass->elem_size; }

static void release_failed(Thread *t, const char *fn, const char *prefix, Object *a, const void *p)
    __attribute__((noreturn));
static void release_failed(Thread *t, const char *fn, const char *prefix, Object *a, const void *p) {
    jni_vm_printf(stdout, "%s%s: release array failed bounds check, incorrect pointer returned ? array: 0x%016" PRIxPTR
                  " carray: 0x%016" PRIxPTR "\n", prefix, fn, (uintptr_t)a, (uintptr_t)p);
    fatal(t, "%s%s: failed bounds check", prefix, fn);
}

/* ---------------------------------------------------------------- the checked functions */

/* Most functions: enter, check the arguments (statements using t and env), call the real one. */
#define WRAP(R, Name, mode, params, args, ...)    \
    static R JNICALL c_##Name params {            \
        Thread *t = enter(env, mode);             \
        (void)t;                                  \
        __VA_ARGS__;                              \
        return real->Name args;                   \
    }
#define WRAP_V(Name, mode, params, args, ...)     \
    static void JNICALL c_##Name params {         \
        Thread *t = enter(env, mode);             \
        (void)t;                                  \
        __VA_ARGS__;                              \
        real->Name args;                          \
    }
#define OBJ(h) check_object(t, env, h)
#define CLS(h) check_class(t, env, h)
#define STR(h) check_string(t, env, h)

WRAP(jint, GetVersion, 0, (JNIEnv *env), (env))
WRAP(jclass, DefineClass, 0, (JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len),
     (env, name, loader, buf, len), OBJ(loader))

/* Modified UTF-8 as HotSpot accepts it: one- to three-byte forms (NUL as 0xc0 0x80). */
static bool legal_mutf8(const unsigned char *s) {
    while (*s) {
        unsigned c = *s;
        int n = c < 0x80 ? 0 : (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : -1;
        if (n < 0) return false;
        for (int i = 1; i <= n; i++)
            if ((s[i] & 0xc0) != 0x80) return false;
        s += n + 1;
    }
    return true;
}

static jclass JNICALL c_FindClass(JNIEnv *env, const char *name) {
    Thread *t = enter(env, 0);
    if (name) {
        if (!legal_mutf8((const unsigned char *)name)) fatal(t, "JNI class name is not a valid UTF8 string \"%s\"", name);
        size_t len = strlen(name);
        if (len >= 2 && name[0] == 'L' && name[len - 1] == ';')
            warn(t, "JNI FindClass received a bad class descriptor \"%s\".  A correct class descriptor has no leading "
                    "\"L\" or trailing \";\".  Incorrect descriptors will not be accepted in future releases.", name);
    }
    return real->FindClass(env, name);
}

static jmethodID JNICALL c_FromReflectedMethod(JNIEnv *env, jobject method) {
    Thread *t = enter(env, 0);
    OBJ(method);
    jmethodID m = real->FromReflectedMethod(env, method);
    id_add(&method_ids, m);
    return m;
}

static jfieldID JNICALL c_FromReflectedField(JNIEnv *env, jobject field) {
    Thread *t = enter(env, 0);
    OBJ(field);
    jfieldID f = real->FromReflectedField(env, field);
    id_add(&field_ids, f);
    return f;
}

WRAP(jobject, ToReflectedMethod, 0, (JNIEnv *env, jclass cls, jmethodID mid, jboolean isStatic),
     (env, cls, mid, isStatic), CLS(cls); check_method_id(t, mid))
WRAP(jclass, GetSuperclass, 0, (JNIEnv *env, jclass sub), (env, sub), CLS(sub))
WRAP(jboolean, IsAssignableFrom, 0, (JNIEnv *env, jclass sub, jclass sup), (env, sub, sup), CLS(sub); CLS(sup))
WRAP(jobject, ToReflectedField, 0, (JNIEnv *env, jclass cls, jfieldID fid, jboolean isStatic),
     (env, cls, fid, isStatic), CLS(cls);
     if (!id_known(&field_ids, fid)) fatal(t, "Wrong field ID passed to JNI"))

static jint JNICALL c_Throw(JNIEnv *env, jthrowable obj) {
    Thread *t = enter(env, 0);
    Object *o = OBJ(obj);
    if (o) check_throwable_class(t, o->klass);
    return real->Throw(env, obj);
}

WRAP(jint, ThrowNew, 0, (JNIEnv *env, jclass clazz, const char *msg), (env, clazz, msg),
     check_throwable_class(t, CLS(clazz)))

static jthrowable JNICALL c_ExceptionOccurred(JNIEnv *env) {
    enter(env, EXC_OK);
    ((JniEnvImpl *)env)->check_unchecked_call = NULL;
    return real->ExceptionOccurred(env);
}

WRAP_V(ExceptionDescribe, EXC_OK, (JNIEnv *env), (env))

static void JNICALL c_ExceptionClear(JNIEnv *env) {
    enter(env, EXC_OK);
    ((JniEnvImpl *)env)->check_unchecked_call = NULL;
    real->ExceptionClear(env);
}

WRAP_V(FatalError, EXC_OK, (JNIEnv *env, const char *msg), (env, msg))
WRAP(jint, PushLocalFrame, EXC_OK, (JNIEnv *env, jint capacity), (env, capacity),
     if (capacity < 0) fatal(t, "negative capacity"))
WRAP(jobject, PopLocalFrame, EXC_OK, (JNIEnv *env, jobject result), (env, result), OBJ(result))
WRAP(jobject, NewGlobalRef, 0, (JNIEnv *env, jobject lobj), (env, lobj), OBJ(lobj))

static void JNICALL c_DeleteGlobalRef(JNIEnv *env, jobject gref) {
    Thread *t = enter(env, EXC_OK);
    if (!gref) return;
    OBJ(gref);
    if (jni_ref_type((JniEnvImpl *)env, gref) != JNIGlobalRefType)
        fatal(t, "Invalid global JNI handle passed to DeleteGlobalRef");
    real->DeleteGlobalRef(env, gref);
}

static void JNICALL c_DeleteLocalRef(JNIEnv *env, jobject obj) {
    Thread *t = enter(env, EXC_OK);
    if (!obj) return;
    OBJ(obj);
    if (!jni_is_local_slot((JniEnvImpl *)env, obj)) fatal(t, "Invalid local JNI handle passed to DeleteLocalRef");
    /* the slot stays in its frame holding null (not handed back as the unchecked DeleteLocalRef does),
       so that a later use is told apart from a forged reference as HotSpot does */
    *(Object **)obj = NULL;
}

WRAP(jboolean, IsSameObject, 0, (JNIEnv *env, jobject a, jobject b), (env, a, b), OBJ(a); OBJ(b))
WRAP(jobject, NewLocalRef, 0, (JNIEnv *env, jobject ref), (env, ref), OBJ(ref))
WRAP(jint, EnsureLocalCapacity, 0, (JNIEnv *env, jint capacity), (env, capacity),
     if (capacity < 0) fatal(t, "negative capacity"))
WRAP(jobject, AllocObject, 0, (JNIEnv *env, jclass clazz), (env, clazz), CLS(clazz))

static jobject JNICALL c_NewObject(JNIEnv *env, jclass clazz, jmethodID mid, ...) {
    check_call(env, CALL_NONVIRTUAL, NULL, clazz, mid);
    va_list ap;
    va_start(ap, mid);
    jobject o = real->NewObjectV(env, clazz, mid, ap);
    va_end(ap);
    return o;
}

static jobject JNICALL c_NewObjectV(JNIEnv *env, jclass clazz, jmethodID mid, va_list args) {
    check_call(env, CALL_NONVIRTUAL, NULL, clazz, mid);
    return real->NewObjectV(env, clazz, mid, args);
}

static jobject JNICALL c_NewObjectA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args) {
    check_call(env, CALL_NONVIRTUAL, NULL, clazz, mid);
    return real->NewObjectA(env, clazz, mid, args);
}

WRAP(jclass, GetObjectClass, 0, (JNIEnv *env, jobject obj), (env, obj), OBJ(obj))
WRAP(jboolean, IsInstanceOf, 0, (JNIEnv *env, jobject obj, jclass clazz), (env, obj, clazz), OBJ(obj); CLS(clazz))

#define GET_ID(Kind, Name, set)                                                                   \
    static Kind JNICALL c_##Name(JNIEnv *env, jclass clazz, const char *name, const char *sig) { \
        Thread *t = enter(env, 0);                                                                \
        CLS(clazz);                                                                               \
        Kind id = real->Name(env, clazz, name, sig);                                              \
        id_add(&set, id);                                                                         \
        return id;                                                                                \
    }
GET_ID(jmethodID, GetMethodID, method_ids)
GET_ID(jmethodID, GetStaticMethodID, method_ids)
GET_ID(jfieldID, GetFieldID, field_ids)
GET_ID(jfieldID, GetStaticFieldID, field_ids)

/* Call<Type>Method[V|A], CallNonvirtual..., CallStatic...: checked, then the thread owes an
   exception check (HotSpot names the function in its warning). ASSIGN/RETURN keep the result, or not
   for Void. */
static void owe_check(JNIEnv *env, const char *name) { ((JniEnvImpl *)env)->check_unchecked_call = name; }

/* The name a Call*V reports: a variadic Call* that reached it through the transition table
   (vm/jni/transitions.c) is reported by its own name, as the native called it. */
static const char *v_name(JNIEnv *env, const char *name) {
    JniEnvImpl *e = (JniEnvImpl *)env;
    const char *v = e->variadic_entry;
    e->variadic_entry = NULL;
    return v ? v : name;
}

#define CALL_WRAPPERS(T, R, ASSIGN, RETURN)                                                                       \
    static R JNICALL c_Call##T##Method(JNIEnv *env, jobject obj, jmethodID mid, ...) {                            \
        check_call(env, CALL_VIRTUAL, obj, NULL, mid);                                                            \
        va_list ap;                                                                                               \
        va_start(ap, mid);                                                                                        \
        ASSIGN real->Call##T##MethodV(env, obj, mid, ap);                                                         \
        va_end(ap);                                                                                               \
        owe_check(env, "Call" #T "Method");                                                                       \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_Call##T##MethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list args) {                  \
        const char *name_ = v_name(env, "Call" #T "MethodV");          \
        check_call(env, CALL_VIRTUAL, obj, NULL, mid);                                                            \
        ASSIGN real->Call##T##MethodV(env, obj, mid, args);                                                       \
        owe_check(env, name_);                                                                      \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_Call##T##MethodA(JNIEnv *env, jobject obj, jmethodID mid, const jvalue *args) {            \
        check_call(env, CALL_VIRTUAL, obj, NULL, mid);                                                            \
        ASSIGN real->Call##T##MethodA(env, obj, mid, args);                                                       \
        owe_check(env, "Call" #T "MethodA");                                                                      \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_CallNonvirtual##T##Method(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid, ...) {    \
        check_call(env, CALL_NONVIRTUAL, obj, clazz, mid);                                                        \
        va_list ap;                                                                                               \
        va_start(ap, mid);                                                                                        \
        ASSIGN real->CallNonvirtual##T##MethodV(env, obj, clazz, mid, ap);                                        \
        va_end(ap);                                                                                               \
        owe_check(env, "CallNonvirtual" #T "Method");                                                             \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_CallNonvirtual##T##MethodV(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid,          \
                                                  va_list args) {                                                 \
        const char *name_ = v_name(env, "CallNonvirtual" #T "MethodV");                                          \
        check_call(env, CALL_NONVIRTUAL, obj, clazz, mid);                                                        \
        ASSIGN real->CallNonvirtual##T##MethodV(env, obj, clazz, mid, args);                                      \
        owe_check(env, name_);                                                            \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_CallNonvirtual##T##MethodA(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid,          \
                                                  const jvalue *args) {                                           \
        check_call(env, CALL_NONVIRTUAL, obj, clazz, mid);                                                        \
        ASSIGN real->CallNonvirtual##T##MethodA(env, obj, clazz, mid, args);                                      \
        owe_check(env, "CallNonvirtual" #T "MethodA");                                                            \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_CallStatic##T##Method(JNIEnv *env, jclass clazz, jmethodID mid, ...) {                     \
        check_call(env, CALL_STATIC, NULL, clazz, mid);                                                           \
        va_list ap;                                                                                               \
        va_start(ap, mid);                                                                                        \
        ASSIGN real->CallStatic##T##MethodV(env, clazz, mid, ap);                                                 \
        va_end(ap);                                                                                               \
        owe_check(env, "CallStatic" #T "Method");                                                                 \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_CallStatic##T##MethodV(JNIEnv *env, jclass clazz, jmethodID mid, va_list args) {           \
        const char *name_ = v_name(env, "CallStatic" #T "MethodV");          \
        check_call(env, CALL_STATIC, NULL, clazz, mid);                                                           \
        ASSIGN real->CallStatic##T##MethodV(env, clazz, mid, args);                                               \
        owe_check(env, name_);                                                                \
        RETURN;                                                                                                   \
    }                                                                                                             \
    static R JNICALL c_CallStatic##T##MethodA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args) {     \
        check_call(env, CALL_STATIC, NULL, clazz, mid);                                                           \
        ASSIGN real->CallStatic##T##MethodA(env, clazz, mid, args);                                               \
        owe_check(env, "CallStatic" #T "MethodA");                                                                \
        RETURN;                                                                                                   \
    }

CALL_WRAPPERS(Object, jobject, jobject r =, return r)
CALL_WRAPPERS(Boolean, jboolean, jboolean r =, return r)
CALL_WRAPPERS(Byte, jbyte, jbyte r =, return r)
CALL_WRAPPERS(Char, jchar, jchar r =, return r)
CALL_WRAPPERS(Short, jshort, jshort r =, return r)
CALL_WRAPPERS(Int, jint, jint r =, return r)
CALL_WRAPPERS(Long, jlong, jlong r =, return r)
CALL_WRAPPERS(Float, jfloat, jfloat r =, return r)
CALL_WRAPPERS(Double, jdouble, jdouble r =, return r)
CALL_WRAPPERS(Void, void, , return)

/* Get/Set<Type>Field, GetStatic/SetStatic<Type>Field. */
#define FIELD_WRAPPERS(T, R, code, CHECK_VALUE)                                                       \
    static R JNICALL c_Get##T##Field(JNIEnv *env, jobject obj, jfieldID fid) {                        \
        Thread *t = enter(env, 0);                                                                    \
        check_field(t, env, obj, NULL, fid, code, false);                                             \
        return real->Get##T##Field(env, obj, fid);                                                    \
    }                                                                                                 \
    static void JNICALL c_Set##T##Field(JNIEnv *env, jobject obj, jfieldID fid, R val) {              \
        Thread *t = enter(env, 0);                                                                    \
        check_field(t, env, obj, NULL, fid, code, false);                                             \
        CHECK_VALUE(val);                                                                             \
        real->Set##T##Field(env, obj, fid, val);                                                      \
    }                                                                                                 \
    static R JNICALL c_GetStatic##T##Field(JNIEnv *env, jclass clazz, jfieldID fid) {                 \
        Thread *t = enter(env, 0);                                                                    \
        check_field(t, env, NULL, clazz, fid, code, true);                                            \
        return real->GetStatic##T##Field(env, clazz, fid);                                            \
    }                                                                                                 \
    static void JNICALL c_SetStatic##T##Field(JNIEnv *env, jclass clazz, jfieldID fid, R val) {       \
        Thread *t = enter(env, 0);                                                                    \
        check_field(t, env, NULL, clazz, fid, code, true);                                            \
        CHECK_VALUE(val);                                                                             \
        real->SetStatic##T##Field(env, clazz, fid, val);                                              \
    }
#define NO_VALUE_CHECK(v) (void)(v)

FIELD_WRAPPERS(Object, jobject, 'L', OBJ)
FIELD_WRAPPERS(Boolean, jboolean, 'Z', NO_VALUE_CHECK)
FIELD_WRAPPERS(Byte, jbyte, 'B', NO_VALUE_CHECK)
FIELD_WRAPPERS(Char, jchar, 'C', NO_VALUE_CHECK)
FIELD_WRAPPERS(Short, jshort, 'S', NO_VALUE_CHECK)
FIELD_WRAPPERS(Int, jint, 'I', NO_VALUE_CHECK)
FIELD_WRAPPERS(Long, jlong, 'J', NO_VALUE_CHECK)
FIELD_WRAPPERS(Float, jfloat, 'F', NO_VALUE_CHECK)
FIELD_WRAPPERS(Double, jdouble, 'D', NO_VALUE_CHECK)

/* strings */
WRAP(jstring, NewString, 0, (JNIEnv *env, const jchar *unicode, jsize len), (env, unicode, len))
WRAP(jsize, GetStringLength, 0, (JNIEnv *env, jstring str), (env, str), STR(str))
WRAP(const jchar *, GetStringChars, 0, (JNIEnv *env, jstring str, jboolean *isCopy), (env, str, isCopy), STR(str))
WRAP_V(ReleaseStringChars, EXC_OK, (JNIEnv *env, jstring str, const jchar *chars), (env, str, chars), STR(str))
/* HotSpot 17 does not check the bytes given to NewStringUTF */
WRAP(jstring, NewStringUTF, 0, (JNIEnv *env, const char *utf), (env, utf))
WRAP(jsize, GetStringUTFLength, 0, (JNIEnv *env, jstring str), (env, str), STR(str))
WRAP(const char *, GetStringUTFChars, 0, (JNIEnv *env, jstring str, jboolean *isCopy), (env, str, isCopy), STR(str))
WRAP_V(ReleaseStringUTFChars, EXC_OK, (JNIEnv *env, jstring str, const char *chars), (env, str, chars), STR(str))
WRAP_V(GetStringRegion, 0, (JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf), (env, str, start, len, buf),
       STR(str))
WRAP_V(GetStringUTFRegion, 0, (JNIEnv *env, jstring str, jsize start, jsize len, char *buf),
       (env, str, start, len, buf), STR(str))

/* A string's critical region is only one while the chars are the string's own (not a copy): only
   then does HotSpot hold off the collector, and only then does it warn about other calls. */
static const jchar *JNICALL c_GetStringCritical(JNIEnv *env, jstring string, jboolean *isCopy) {
    Thread *t = enter(env, CRIT_OK);
    STR(string);
    jboolean copy = JNI_TRUE;
    const jchar *p = real->GetStringCritical(env, string, &copy);
    if (isCopy) *isCopy = copy;
    if (p) {
        buffer_add(p, 0, BUF_STRING_CRITICAL, !copy);
        if (!copy) ((JniEnvImpl *)env)->check_critical++;
    }
    return p;
}

static void JNICALL c_ReleaseStringCritical(JNIEnv *env, jstring string, const jchar *cstring) {
    Thread *t = enter(env, EXC_OK | CRIT_OK);
    STR(string);
    Buffer *b = buffer_find(cstring, BUF_STRING_CRITICAL);
    if (b) {
        if (b->counted && ((JniEnvImpl *)env)->check_critical > 0) ((JniEnvImpl *)env)->check_critical--;
        buffer_remove(b);
    }
    real->ReleaseStringCritical(env, string, cstring);
}

/* arrays */
WRAP(jsize, GetArrayLength, 0, (JNIEnv *env, jarray array), (env, array), check_array(t, env, array))
WRAP(jobjectArray, NewObjectArray, 0, (JNIEnv *env, jsize len, jclass clazz, jobject init), (env, len, clazz, init),
     CLS(clazz); OBJ(init))
WRAP(jobject, GetObjectArrayElement, 0, (JNIEnv *env, jobjectArray array, jsize index), (env, array, index),
     check_obj_array(t, env, array))
WRAP_V(SetObjectArrayElement, 0, (JNIEnv *env, jobjectArray array, jsize index, jobject val), (env, array, index, val),
       check_obj_array(t, env, array); OBJ(val))

/* Release of a buffer obtained for another array (HotSpot copies the buffer's size back without
   complaint): copy what fits, then let the real function free the buffer. */
#define ARRAY_WRAPPERS(T, R, code)                                                                                \
    WRAP(R##Array, New##T##Array, 0, (JNIEnv *env, jsize len), (env, len))                                        \
    static R *JNICALL c_Get##T##ArrayElements(JNIEnv *env, R##Array array, jboolean *isCopy) {                    \
        Thread *t = enter(env, 0);                                                                                \
        Object *a = check_prim_array(t, env, array, code);                                                        \
        R *p = real->Get##T##ArrayElements(env, array, isCopy);                                                   \
        if (p) buffer_add(p, array_bytes(a), BUF_ELEMENTS, false);                                                \
        return p;                                                                                                 \
    }                                                                                                             \
    static void JNICALL c_Release##T##ArrayElements(JNIEnv *env, R##Array array, R *elems, jint mode) {           \
        Thread *t = enter(env, EXC_OK);                                                                           \
        Object *a = check_prim_array(t, env, array, code);                                                        \
        Buffer *b = buffer_find(elems, BUF_ELEMENTS);                                                             \
        if (!b) release_failed(t, "Release" #T "ArrayElements", "checked_jni_", a, elems);                        \
        size_t have = b->bytes, want = array_bytes(a);                                                            \
        if (mode != JNI_COMMIT) buffer_remove(b);                                                                 \
        if (have == want) {                                                                                       \
            real->Release##T##ArrayElements(env, array, elems, mode);                                             \
        } else {                                                                                                  \
            if (mode != JNI_ABORT && have && want)                                                                \
                memcpy(ARRAY_DATA(a, char), elems, have < want ? have : want);                                    \
            if (mode != JNI_COMMIT) real->Release##T##ArrayElements(env, array, elems, JNI_ABORT);                \
        }                                                                                                         \
    }                                                                                                             \
    WRAP_V(Get##T##ArrayRegion, 0, (JNIEnv *env, R##Array array, jsize start, jsize len, R *buf),                 \
           (env, array, start, len, buf), check_prim_array(t, env, array, code))                                  \
    WRAP_V(Set##T##ArrayRegion, 0, (JNIEnv *env, R##Array array, jsize start, jsize len, const R *buf),           \
           (env, array, start, len, buf), check_prim_array(t, env, array, code))

ARRAY_WRAPPERS(Boolean, jboolean, 'Z')
ARRAY_WRAPPERS(Byte, jbyte, 'B')
ARRAY_WRAPPERS(Char, jchar, 'C')
ARRAY_WRAPPERS(Short, jshort, 'S')
ARRAY_WRAPPERS(Int, jint, 'I')
ARRAY_WRAPPERS(Long, jlong, 'J')
ARRAY_WRAPPERS(Float, jfloat, 'F')
ARRAY_WRAPPERS(Double, jdouble, 'D')

static void *JNICALL c_GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy) {
    Thread *t = enter(env, CRIT_OK);
    check_prim_array(t, env, array, 0);
    void *p = real->GetPrimitiveArrayCritical(env, array, isCopy);
    if (p) {
        buffer_add(p, 0, BUF_CRITICAL, true);
        ((JniEnvImpl *)env)->check_critical++;
    }
    return p;
}

static void JNICALL c_ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode) {
    Thread *t = enter(env, EXC_OK | CRIT_OK);
    Object *a = check_prim_array(t, env, array, 0);
    Buffer *b = buffer_find(carray, BUF_CRITICAL);
    if (!b) release_failed(t, "ReleasePrimitiveArrayCritical", "", a, carray);
    if (mode != JNI_COMMIT) {
        buffer_remove(b);
        if (((JniEnvImpl *)env)->check_critical > 0) ((JniEnvImpl *)env)->check_critical--;
    }
    real->ReleasePrimitiveArrayCritical(env, array, carray, mode);
}

/* the rest */
WRAP(jint, RegisterNatives, 0, (JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint nMethods),
     (env, clazz, methods, nMethods), CLS(clazz))
WRAP(jint, UnregisterNatives, 0, (JNIEnv *env, jclass clazz), (env, clazz), CLS(clazz))
WRAP(jint, MonitorEnter, 0, (JNIEnv *env, jobject obj), (env, obj), OBJ(obj))
WRAP(jint, MonitorExit, EXC_OK, (JNIEnv *env, jobject obj), (env, obj), OBJ(obj))
WRAP(jint, GetJavaVM, 0, (JNIEnv *env, JavaVM **vm), (env, vm))
WRAP(jweak, NewWeakGlobalRef, 0, (JNIEnv *env, jobject obj), (env, obj), OBJ(obj))

static void JNICALL c_DeleteWeakGlobalRef(JNIEnv *env, jweak ref) {
    Thread *t = enter(env, EXC_OK);
    if (!ref) return;
    if (jni_ref_type((JniEnvImpl *)env, ref) != JNIWeakGlobalRefType) {
        OBJ(ref);
        fatal(t, "Invalid weak global JNI handle passed to DeleteWeakGlobalRef");
    }
    real->DeleteWeakGlobalRef(env, ref);
}

static jboolean JNICALL c_ExceptionCheck(JNIEnv *env) {
    enter(env, EXC_OK);
    ((JniEnvImpl *)env)->check_unchecked_call = NULL;
    return real->ExceptionCheck(env);
}

WRAP(jobject, NewDirectByteBuffer, 0, (JNIEnv *env, void *address, jlong capacity), (env, address, capacity))
WRAP(void *, GetDirectBufferAddress, 0, (JNIEnv *env, jobject buf), (env, buf), OBJ(buf))
WRAP(jlong, GetDirectBufferCapacity, 0, (JNIEnv *env, jobject buf), (env, buf), OBJ(buf))
WRAP(jobjectRefType, GetObjectRefType, 0, (JNIEnv *env, jobject obj), (env, obj))
WRAP(jobject, GetModule, 0, (JNIEnv *env, jclass clazz), (env, clazz), CLS(clazz))

/* ---------------------------------------------------------------- the table (env.c's order) */

#define CALLS(T) c_Call##T##Method, c_Call##T##MethodV, c_Call##T##MethodA
#define NV_CALLS(T) c_CallNonvirtual##T##Method, c_CallNonvirtual##T##MethodV, c_CallNonvirtual##T##MethodA
#define STATIC_CALLS(T) c_CallStatic##T##Method, c_CallStatic##T##MethodV, c_CallStatic##T##MethodA
#define EACH_TYPE(P, S)                                                                                         \
    P##Boolean##S, P##Byte##S, P##Char##S, P##Short##S, P##Int##S, P##Long##S, P##Float##S, P##Double##S

const struct JNINativeInterface_ jni_checked_function_table = {
    NULL, NULL, NULL, NULL,
    c_GetVersion,
    c_DefineClass, c_FindClass,
    c_FromReflectedMethod, c_FromReflectedField, c_ToReflectedMethod,
    c_GetSuperclass, c_IsAssignableFrom,
    c_ToReflectedField,
    c_Throw, c_ThrowNew, c_ExceptionOccurred, c_ExceptionDescribe, c_ExceptionClear, c_FatalError,
    c_PushLocalFrame, c_PopLocalFrame,
    c_NewGlobalRef, c_DeleteGlobalRef, c_DeleteLocalRef, c_IsSameObject, c_NewLocalRef, c_EnsureLocalCapacity,
    c_AllocObject, c_NewObject, c_NewObjectV, c_NewObjectA,
    c_GetObjectClass, c_IsInstanceOf,
    c_GetMethodID,
    CALLS(Object), CALLS(Boolean), CALLS(Byte), CALLS(Char), CALLS(Short), CALLS(Int), CALLS(Long), CALLS(Float),
    CALLS(Double), CALLS(Void),
    NV_CALLS(Object), NV_CALLS(Boolean), NV_CALLS(Byte), NV_CALLS(Char), NV_CALLS(Short), NV_CALLS(Int),
    NV_CALLS(Long), NV_CALLS(Float), NV_CALLS(Double), NV_CALLS(Void),
    c_GetFieldID,
    c_GetObjectField, EACH_TYPE(c_Get, Field),
    c_SetObjectField, EACH_TYPE(c_Set, Field),
    c_GetStaticMethodID,
    STATIC_CALLS(Object), STATIC_CALLS(Boolean), STATIC_CALLS(Byte), STATIC_CALLS(Char), STATIC_CALLS(Short),
    STATIC_CALLS(Int), STATIC_CALLS(Long), STATIC_CALLS(Float), STATIC_CALLS(Double), STATIC_CALLS(Void),
    c_GetStaticFieldID,
    c_GetStaticObjectField, EACH_TYPE(c_GetStatic, Field),
    c_SetStaticObjectField, EACH_TYPE(c_SetStatic, Field),
    c_NewString, c_GetStringLength, c_GetStringChars, c_ReleaseStringChars,
    c_NewStringUTF, c_GetStringUTFLength, c_GetStringUTFChars, c_ReleaseStringUTFChars,
    c_GetArrayLength, c_NewObjectArray, c_GetObjectArrayElement, c_SetObjectArrayElement,
    EACH_TYPE(c_New, Array),
    EACH_TYPE(c_Get, ArrayElements),
    EACH_TYPE(c_Release, ArrayElements),
    EACH_TYPE(c_Get, ArrayRegion),
    EACH_TYPE(c_Set, ArrayRegion),
    c_RegisterNatives, c_UnregisterNatives,
    c_MonitorEnter, c_MonitorExit,
    c_GetJavaVM,
    c_GetStringRegion, c_GetStringUTFRegion,
    c_GetPrimitiveArrayCritical, c_ReleasePrimitiveArrayCritical,
    c_GetStringCritical, c_ReleaseStringCritical,
    c_NewWeakGlobalRef, c_DeleteWeakGlobalRef,
    c_ExceptionCheck,
    c_NewDirectByteBuffer, c_GetDirectBufferAddress, c_GetDirectBufferCapacity,
    c_GetObjectRefType,
    c_GetModule,
};
