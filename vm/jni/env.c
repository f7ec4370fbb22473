/* env.c: the JNI function table (JNI 10): every function a JNIEnv offers, in the specification's
   order of sections. Calls into Java go through vm_call_from_jni (a C re-entry into the interpreter
   in which the collector may run: the native's C code holds JNI references only); an exception thrown there stays pending for the native code to see, as the specification says.
   Error behaviour (which exception, which message) follows HotSpot's jni.cpp so that programs see
   the same results on both VMs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni_impl.h"
#include "jvmti_hooks.h"
#include "../natives/reflect_util.h"

#define THREAD(env) jni_thread(env)
#define E(env) ((JniEnvImpl *)(env))

static char *external_name(Class *c) { return vm_class_java_name(c); }

/* ---------------------------------------------------------------- version, classes */

static jint JNICALL GetVersion(JNIEnv *env) {
    (void)env;
    return JNI_VERSION_10;
}

static Method *get_from_class_method;

Object *jni_context_loader(Thread *t) {
    Frame *f = t->frame;
    while (f && !f->method) f = f->prev;
    if (f) {
        Class *k = f->method->klass;
        if (!k->loader && !strcmp(k->name, "jdk/internal/loader/NativeLibraries")) {
            /* in JNI_OnLoad / JNI_OnUnload: the class that loads the library */
            if (!get_from_class_method)
                get_from_class_method = vm_find_declared_method(k, "getFromClass", "()Ljava/lang/Class;");
            Slot r;
            if (get_from_class_method && vm_call(t, get_from_class_method, NULL, &r) && r.l)
                return vm_class_of_mirror(r.l)->loader;
            if (t->exception) return NULL;
        } else {
            return k->loader;
        }
    }
    if (vm.system_loader) return vm.system_loader;
    Slot r;
    if (vm_call_static(t, wk.ClassLoader, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r)) return r.l;
    return NULL;
}

static jclass JNICALL DefineClass(JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len) {
    Thread *t = THREAD(env);
    if (!buf || len < 0) {
        vm_throw(t, "java/lang/ClassFormatError", "Truncated class file");
        return NULL;
    }
    Class *c = define_class(t, jni_deref(loader), (const uint8_t *)buf, (size_t)len, name, NULL, false, NULL);
    return c ? jni_local(env, c->mirror) : NULL;
}

static jclass JNICALL FindClass(JNIEnv *env, const char *name) {
    Thread *t = THREAD(env);
    if (!name) {
        vm_throw(t, "java/lang/NoClassDefFoundError", "No class name given");
        return NULL;
    }
    if (strlen(name) > 65535) {
        vm_throw(t, "java/lang/NoClassDefFoundError", "Class name exceeds maximum length of %d: %s", 65535, name);
        return NULL;
    }
    /* as HotSpot, a descriptor-style name ("Ljava/lang/String;") names the class inside it */
    size_t len = strlen(name);
    char *inner = NULL;
    if (len > 2 && name[0] == 'L' && name[len - 1] == ';') {
        inner = vm_strdup(name + 1);
        inner[len - 2] = '\0';
        name = inner;
    }
    Object *loader = jni_context_loader(t);
    if (t->exception) {
        free(inner);
        return NULL;
    }
    Class *c = vm_load_class(t, loader, name, false);
    free(inner);
    if (!c) return NULL;
    if (!vm_ensure_initialized(t, c)) return NULL;
    return jni_local(env, vm_mirror(c));
}

static jmethodID JNICALL FromReflectedMethod(JNIEnv *env, jobject method) {
    return (jmethodID)reflect_method_of(THREAD(env), jni_deref(method));
}

static jfieldID JNICALL FromReflectedField(JNIEnv *env, jobject field) {
    return (jfieldID)reflect_field_of(THREAD(env), jni_deref(field));
}

static jobject JNICALL ToReflectedMethod(JNIEnv *env, jclass cls, jmethodID mid, jboolean isStatic) {
    (void)cls;
    (void)isStatic;
    Method *m = (Method *)mid;
    if (!m) return NULL;
    Object *o = m->name == sym_init ? reflect_new_constructor(THREAD(env), m) : reflect_new_method(THREAD(env), m);
    return jni_local(env, o);
}

static jclass JNICALL GetSuperclass(JNIEnv *env, jclass sub) {
    Class *c = jni_class(sub);
    if (!c || c->is_interface || c->prim_type || !c->super) return NULL;
    return jni_local(env, vm_mirror(c->super));
}

static jboolean JNICALL IsAssignableFrom(JNIEnv *env, jclass sub, jclass sup) {
    (void)env;
    Class *a = jni_class(sub), *b = jni_class(sup);
    if (!a || !b) return JNI_FALSE;
    if (a->prim_type || b->prim_type) return a == b;
    return vm_is_subclass_of(a, b) ? JNI_TRUE : JNI_FALSE;
}

static jobject JNICALL ToReflectedField(JNIEnv *env, jclass cls, jfieldID fid, jboolean isStatic) {
    (void)cls;
    (void)isStatic;
    if (!fid) return NULL;
    return jni_local(env, reflect_new_field(THREAD(env), (Field *)fid));
}

/* ---------------------------------------------------------------- exceptions */

static jint JNICALL Throw(JNIEnv *env, jthrowable obj) {
    Object *o = jni_deref(obj);
    if (!o) return JNI_ERR;
    THREAD(env)->exception = o;
    return JNI_OK;
}

/* Creates and throws an exception of class c through its (String) or () constructor. */
static jint throw_new(Thread *t, Class *c, const char *msg) {
    if (!vm_ensure_initialized(t, c)) return JNI_ERR;
    Method *ctor = vm_find_declared_method(c, "<init>", msg ? "(Ljava/lang/String;)V" : "()V");
    if (!ctor) {
        char *cn = external_name(c);
        vm_throw(t, "java/lang/NoSuchMethodError", "%s: method 'void <init>(%s)' not found", cn,
                 msg ? "java.lang.String" : "");
        free(cn);
        return JNI_ERR;
    }
    Object *ex = vm_new_object(t, c), *s = NULL;
    if (!ex) return JNI_ERR;
    vm_push_root(t, &ex);
    vm_push_root(t, &s);
    if (msg) s = vm_string_utf8(t, msg);
    Slot a[2];
    a[0].l = ex;
    a[1].l = s;
    bool ok = !t->exception && vm_call(t, ctor, a, NULL);
    vm_pop_roots(t, 2);
    if (!ok) return JNI_ERR;
    t->exception = ex;
    return JNI_OK;
}

static jint JNICALL ThrowNew(JNIEnv *env, jclass clazz, const char *msg) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (!c) return JNI_ERR;
    if (!vm_class_is_instantiable(c)) {
        char *n = external_name(c);
        vm_throw(t, "java/lang/InstantiationException", "%s", n);
        free(n);
        return JNI_ERR;
    }
    return throw_new(t, c, msg);
}

static jthrowable JNICALL ExceptionOccurred(JNIEnv *env) { return jni_local(env, THREAD(env)->exception); }

static void thread_name(Thread *t, char *buf, size_t cap) {
    char *s = thread_name_utf8(t);
    snprintf(buf, cap, "%s", s);
    free(s);
}

static void JNICALL ExceptionDescribe(JNIEnv *env) {
    Thread *t = THREAD(env);
    Object *ex = t->exception;
    if (!ex) return;
    t->exception = NULL;
    Class *td = vm_find_loaded_class(NULL, "java/lang/ThreadDeath");
    if (td && vm_instance_of(ex, td)) return;
    fflush(stdout);
    jni_vm_printf(stderr, "Exception ");
    if (t->jthread) {
        char name[512];
        thread_name(t, name, sizeof name);
        jni_vm_printf(stderr, "in thread \"%s\" ", name);
    }
    fflush(stderr);
    vm_push_root(t, &ex);
    Slot a[1];
    a[0].l = ex;
    vm_call_virtual(t, ex, "printStackTrace", "()V", a, NULL);
    vm_pop_roots(t, 1);
    t->exception = NULL;
}

static void JNICALL ExceptionClear(JNIEnv *env) { THREAD(env)->exception = NULL; }

static void JNICALL FatalError(JNIEnv *env, const char *msg) {
    /* as HotSpot: the message and the thread's stack on the VM's output stream (stdout), then abort */
    Thread *t = THREAD(env);
    fflush(stderr);
    jni_vm_printf(stdout, "FATAL ERROR in native method: %s\n", msg ? msg : "");
    for (Frame *f = t->frame; f; f = f->prev) {
        Method *m = f->method;
        if (!m) continue;
        char *cn = external_name(m->klass);
        if (m->access & ACC_NATIVE) {
            jni_vm_printf(stdout, "\tat %s.%s(Native Method)\n", cn, m->name);
        } else {
            const char *src = m->klass->cf && m->klass->cf->source_file ? m->klass->cf->source_file : NULL;
            int line = method_line_number(m, frame_bci(f));
            if (src && line >= 0) jni_vm_printf(stdout, "\tat %s.%s(%s:%d)\n", cn, m->name, src, line);
            else if (src) jni_vm_printf(stdout, "\tat %s.%s(%s)\n", cn, m->name, src);
            else jni_vm_printf(stdout, "\tat %s.%s(Unknown Source)\n", cn, m->name);
        }
        free(cn);
    }
    jni_vm_abort();
}

static jboolean JNICALL ExceptionCheck(JNIEnv *env) { return THREAD(env)->exception ? JNI_TRUE : JNI_FALSE; }

/* ---------------------------------------------------------------- references */

#define MAX_JNI_LOCAL_CAPACITY 65536 /* HotSpot's MaxJNILocalCapacity */

static jint JNICALL PushLocalFrame(JNIEnv *env, jint capacity) {
    if (capacity < 0 || capacity > MAX_JNI_LOCAL_CAPACITY) return JNI_ERR;
    jni_push_frame(E(env), true);
    return JNI_OK;
}

static jobject JNICALL PopLocalFrame(JNIEnv *env, jobject result) {
    JniEnvImpl *e = E(env);
    int i = jni_top_pushed_frame(e);
    if (i < 0) return result;
    Object *r = jni_deref(result);
    jni_pop_frame(e, i);
    return jni_new_local(e, r);
}

static jobject JNICALL NewGlobalRef(JNIEnv *env, jobject lobj) {
    (void)env;
    return jni_new_global(jni_deref(lobj));
}

static void JNICALL DeleteGlobalRef(JNIEnv *env, jobject gref) {
    (void)env;
    jni_delete_global(gref);
}

static void JNICALL DeleteLocalRef(JNIEnv *env, jobject obj) { jni_delete_local(E(env), obj); }

static jboolean JNICALL IsSameObject(JNIEnv *env, jobject a, jobject b) {
    (void)env;
    return jni_deref(a) == jni_deref(b) ? JNI_TRUE : JNI_FALSE;
}

static jobject JNICALL NewLocalRef(JNIEnv *env, jobject ref) { return jni_local(env, jni_deref(ref)); }

static jint JNICALL EnsureLocalCapacity(JNIEnv *env, jint capacity) {
    (void)env;
    return capacity >= 0 && capacity <= MAX_JNI_LOCAL_CAPACITY ? JNI_OK : JNI_ERR;
}

static jweak JNICALL NewWeakGlobalRef(JNIEnv *env, jobject obj) {
    (void)env;
    return jni_new_weak(jni_deref(obj));
}

static void JNICALL DeleteWeakGlobalRef(JNIEnv *env, jweak ref) {
    (void)env;
    jni_delete_weak(ref);
}

static jobjectRefType JNICALL GetObjectRefType(JNIEnv *env, jobject obj) { return jni_ref_type(E(env), obj); }

/* ---------------------------------------------------------------- objects */

/* The class of a new instance made by AllocObject/NewObject: instantiable and initialised. */
static bool instantiable(Thread *t, Class *c) {
    if (!c) {
        vm_throw_npe(t, NULL);
        return false;
    }
    if (!vm_class_is_instantiable(c)) {
        char *n = external_name(c);
        vm_throw(t, "java/lang/InstantiationException", "%s", n);
        free(n);
        return false;
    }
    return vm_ensure_initialized(t, c);
}

static jobject JNICALL AllocObject(JNIEnv *env, jclass clazz) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (!instantiable(t, c)) return NULL;
    return jni_local(env, vm_new_object(t, c));
}

static jclass JNICALL GetObjectClass(JNIEnv *env, jobject obj) {
    Object *o = jni_deref(obj);
    return o ? jni_local(env, o->klass->mirror) : NULL;
}

static jboolean JNICALL IsInstanceOf(JNIEnv *env, jobject obj, jclass clazz) {
    (void)env;
    Object *o = jni_deref(obj);
    Class *c = jni_class(clazz);
    if (!o) return JNI_TRUE;
    return c && vm_instance_of(o, c) ? JNI_TRUE : JNI_FALSE;
}

/* ---------------------------------------------------------------- method and field IDs */

static jmethodID get_method_id(JNIEnv *env, jclass clazz, const char *name, const char *sig, bool is_static) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (!c || !name || !sig) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    Method *m = NULL;
    if (!c->prim_type) {
        if (!vm_ensure_initialized(t, c)) return NULL;
        if (!strcmp(name, "<init>") || !strcmp(name, "<clinit>")) {
            if (!c->is_array) m = vm_find_declared_method(c, name, sig); /* constructors are never inherited */
        } else {
            m = vm_resolve_method_in(c, name, sig);
        }
    }
    if (!m || ((m->access & ACC_STATIC) != 0) != is_static) {
        /* HotSpot names the class by its signature: LFoo; or [I */
        vm_throw(t, "java/lang/NoSuchMethodError", "%s%s%s%s.%s%s", is_static ? "static " : "", c->is_array || c->prim_type ? "" : "L",
                 c->prim_type ? (char[]){c->prim_type, 0} : c->name, c->is_array || c->prim_type ? "" : ";", name, sig);
        return NULL;
    }
    return (jmethodID)m;
}

static jmethodID JNICALL GetMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    return get_method_id(env, clazz, name, sig, false);
}

static jmethodID JNICALL GetStaticMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    return get_method_id(env, clazz, name, sig, true);
}

static jfieldID get_field_id(JNIEnv *env, jclass clazz, const char *name, const char *sig, bool is_static) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (!c || !name || !sig) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    if (!vm_ensure_initialized(t, c)) return NULL;
    Field *f = c->prim_type || c->is_array ? NULL : vm_resolve_field_in(c, name, sig);
    if (!f || ((f->access & ACC_STATIC) != 0) != is_static) {
        /* HotSpot's messages: "Class.name sig" for instance fields, the name alone for statics */
        if (is_static) {
            vm_throw(t, "java/lang/NoSuchFieldError", "%s", name);
        } else {
            char *cn = external_name(c);
            vm_throw(t, "java/lang/NoSuchFieldError", "%s.%s %s", cn, name, sig);
            free(cn);
        }
        return NULL;
    }
    return (jfieldID)f;
}

static jfieldID JNICALL GetFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    return get_field_id(env, clazz, name, sig, false);
}

static jfieldID JNICALL GetStaticFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    return get_field_id(env, clazz, name, sig, true);
}

/* ---------------------------------------------------------------- calling Java */

typedef enum { CALL_VIRTUAL, CALL_NONVIRTUAL, CALL_STATIC } CallKind;

/* The arguments of a call, as a va_list (promoted C varargs) or a jvalue array. */
typedef struct CallArgs {
    va_list *ap;
    const jvalue *a;
} CallArgs;

static void throw_ame(Thread *t, Class *receiver, Method *m) {
    char sig[1024];
    format_method_signature(sig, sizeof sig, m->klass, m->name, m->desc);
    char *r = external_name(receiver), *d = external_name(m->klass);
    vm_throw(t, "java/lang/AbstractMethodError",
             "Receiver class %s does not define or inherit an implementation of the resolved method 'abstract %s' of %s %s.",
             r, sig, m->klass->is_interface ? "interface" : "abstract class", d);
    free(r);
    free(d);
}

static jvalue call_java_now(JNIEnv *env, CallKind kind, jobject obj, jclass clazz, jmethodID mid, CallArgs src);

/* Runs the call; the result (a local reference for objects) in a jvalue, zero on exception. As in
   HotSpot, an exception pending before the call is set aside while the method runs and is pending
   again afterwards, unless the call threw one of its own. */
static jvalue call_java(JNIEnv *env, CallKind kind, jobject obj, jclass clazz, jmethodID mid, CallArgs src) {
    Thread *t = THREAD(env);
    Object *pending = t->exception;
    if (!pending) return call_java_now(env, kind, obj, clazz, mid, src);
    t->exception = NULL;
    vm_push_root(t, &pending);
    jvalue out = call_java_now(env, kind, obj, clazz, mid, src);
    vm_pop_roots(t, 1);
    if (!t->exception) t->exception = pending;
    return out;
}

static jvalue call_java_now(JNIEnv *env, CallKind kind, jobject obj, jclass clazz, jmethodID mid, CallArgs src) {
    (void)clazz;
    Thread *t = THREAD(env);
    jvalue out;
    out.j = 0;
    Method *m = (Method *)mid;
    if (!m) return out;
    Object *recv = NULL;
    if (kind != CALL_STATIC) {
        recv = jni_deref(obj);
        if (!recv) {
            vm_throw_npe(t, NULL);
            return out;
        }
    }
    Method *target = m;
    if (kind == CALL_VIRTUAL && !(m->access & (ACC_PRIVATE | ACC_STATIC)) && m->name != sym_init) {
        if (m->klass->is_interface) {
            Method *s = select_interface_method(recv->klass, m);
            if (s == &method_conflict_marker) {
                char sig[1024];
                format_method_signature(sig, sizeof sig, m->klass, m->name, m->desc);
                vm_throw(t, "java/lang/IncompatibleClassChangeError", "Conflicting default methods: %s", sig);
                return out;
            }
            target = s ? s : m;
        } else if (m->vtable_index >= 0 && m->vtable_index < recv->klass->vtable_len) {
            target = recv->klass->vtable[m->vtable_index];
        }
    }
    if (target->access & ACC_ABSTRACT) {
        throw_ame(t, recv ? recv->klass : m->klass, target);
        return out;
    }
    if (kind == CALL_STATIC && !vm_ensure_initialized(t, m->klass)) return out;

    Slot buf[32];
    Slot *args = m->arg_slots <= 32 ? buf : vm_malloc(sizeof(Slot) * m->arg_slots);
    int n = 0, i = 0;
    if (kind != CALL_STATIC) args[n++].l = recv;
    for (const char *p = m->desc + 1; *p != ')'; p++, i++) {
        Slot *s = &args[n];
        s->raw = 0;
        char k = *p;
        if (k == '[' || k == 'L') {
            while (*p == '[') p++;
            if (*p == 'L') p = strchr(p, ';');
            k = 'L';
        }
        if (src.ap) {
            switch (k) {
            case 'J': s->j = va_arg(*src.ap, jlong); break;
            case 'D': s->d = va_arg(*src.ap, jdouble); break;
            case 'F': s->f = (jfloat)va_arg(*src.ap, jdouble); break;
            case 'L': s->l = jni_deref(va_arg(*src.ap, jobject)); break;
            case 'Z': s->i = (jboolean)va_arg(*src.ap, jint); break;
            case 'B': s->i = (jbyte)va_arg(*src.ap, jint); break;
            case 'C': s->i = (jchar)va_arg(*src.ap, jint); break;
            case 'S': s->i = (jshort)va_arg(*src.ap, jint); break;
            default: s->i = va_arg(*src.ap, jint); break;
            }
        } else {
            const jvalue *v = &src.a[i];
            switch (k) {
            case 'J': s->j = v->j; break;
            case 'D': s->d = v->d; break;
            case 'F': s->f = v->f; break;
            case 'L': s->l = jni_deref(v->l); break;
            case 'Z': s->i = v->z; break;
            case 'B': s->i = v->b; break;
            case 'C': s->i = v->c; break;
            case 'S': s->i = v->s; break;
            default: s->i = v->i; break;
            }
        }
        n += (k == 'J' || k == 'D') ? 2 : 1;
    }
    Slot r;
    r.raw = 0;
    bool ok = vm_call_from_jni(t, target, args, &r);
    if (args != buf) free(args);
    if (!ok) return out;
    switch (m->ret_type) {
    case 'Z': out.z = (jboolean)(r.i != 0); break;
    case 'B': out.b = (jbyte)r.i; break;
    case 'C': out.c = (jchar)r.i; break;
    case 'S': out.s = (jshort)r.i; break;
    case 'I': out.i = r.i; break;
    case 'J': out.j = r.j; break;
    case 'F': out.f = r.f; break;
    case 'D': out.d = r.d; break;
    case 'V': break;
    default: out.l = jni_local(env, r.l); break;
    }
    return out;
}

#define CALL_VA(kind, obj, clazz)                                    \
    va_list ap;                                                      \
    va_start(ap, mid);                                               \
    CallArgs src = {&ap, NULL};                                      \
    jvalue r = call_java(env, kind, obj, clazz, mid, src);           \
    va_end(ap)
#define CALL_V(kind, obj, clazz)                                     \
    va_list cp;                                                      \
    va_copy(cp, args);                                               \
    CallArgs src = {&cp, NULL};                                      \
    jvalue r = call_java(env, kind, obj, clazz, mid, src);           \
    va_end(cp)
#define CALL_A(kind, obj, clazz)                                     \
    CallArgs src = {NULL, args};                                     \
    jvalue r = call_java(env, kind, obj, clazz, mid, src)

#define CALL_TYPE(Type, jtype, member)                                                                              \
    static jtype JNICALL Call##Type##Method(JNIEnv *env, jobject obj, jmethodID mid, ...) {                        \
        CALL_VA(CALL_VIRTUAL, obj, NULL);                                                                           \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL Call##Type##MethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list args) {              \
        CALL_V(CALL_VIRTUAL, obj, NULL);                                                                            \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL Call##Type##MethodA(JNIEnv *env, jobject obj, jmethodID mid, const jvalue *args) {        \
        CALL_A(CALL_VIRTUAL, obj, NULL);                                                                            \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL CallNonvirtual##Type##Method(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid, ...) { \
        CALL_VA(CALL_NONVIRTUAL, obj, clazz);                                                                       \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL CallNonvirtual##Type##MethodV(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid,      \
                                                       va_list args) {                                              \
        CALL_V(CALL_NONVIRTUAL, obj, clazz);                                                                        \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL CallNonvirtual##Type##MethodA(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid,      \
                                                       const jvalue *args) {                                        \
        CALL_A(CALL_NONVIRTUAL, obj, clazz);                                                                        \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL CallStatic##Type##Method(JNIEnv *env, jclass clazz, jmethodID mid, ...) {                 \
        CALL_VA(CALL_STATIC, NULL, clazz);                                                                          \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL CallStatic##Type##MethodV(JNIEnv *env, jclass clazz, jmethodID mid, va_list args) {       \
        CALL_V(CALL_STATIC, NULL, clazz);                                                                           \
        return r.member;                                                                                            \
    }                                                                                                               \
    static jtype JNICALL CallStatic##Type##MethodA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args) { \
        CALL_A(CALL_STATIC, NULL, clazz);                                                                           \
        return r.member;                                                                                            \
    }

CALL_TYPE(Object, jobject, l)
CALL_TYPE(Boolean, jboolean, z)
CALL_TYPE(Byte, jbyte, b)
CALL_TYPE(Char, jchar, c)
CALL_TYPE(Short, jshort, s)
CALL_TYPE(Int, jint, i)
CALL_TYPE(Long, jlong, j)
CALL_TYPE(Float, jfloat, f)
CALL_TYPE(Double, jdouble, d)

static void JNICALL CallVoidMethod(JNIEnv *env, jobject obj, jmethodID mid, ...) {
    CALL_VA(CALL_VIRTUAL, obj, NULL);
    (void)r;
}
static void JNICALL CallVoidMethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list args) {
    CALL_V(CALL_VIRTUAL, obj, NULL);
    (void)r;
}
static void JNICALL CallVoidMethodA(JNIEnv *env, jobject obj, jmethodID mid, const jvalue *args) {
    CALL_A(CALL_VIRTUAL, obj, NULL);
    (void)r;
}
static void JNICALL CallNonvirtualVoidMethod(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid, ...) {
    CALL_VA(CALL_NONVIRTUAL, obj, clazz);
    (void)r;
}
static void JNICALL CallNonvirtualVoidMethodV(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid, va_list args) {
    CALL_V(CALL_NONVIRTUAL, obj, clazz);
    (void)r;
}
static void JNICALL CallNonvirtualVoidMethodA(JNIEnv *env, jobject obj, jclass clazz, jmethodID mid, const jvalue *args) {
    CALL_A(CALL_NONVIRTUAL, obj, clazz);
    (void)r;
}
static void JNICALL CallStaticVoidMethod(JNIEnv *env, jclass clazz, jmethodID mid, ...) {
    CALL_VA(CALL_STATIC, NULL, clazz);
    (void)r;
}
static void JNICALL CallStaticVoidMethodV(JNIEnv *env, jclass clazz, jmethodID mid, va_list args) {
    CALL_V(CALL_STATIC, NULL, clazz);
    (void)r;
}
static void JNICALL CallStaticVoidMethodA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args) {
    CALL_A(CALL_STATIC, NULL, clazz);
    (void)r;
}

/* NewObject: allocate, then run the constructor on it (non-virtually). */
static jobject new_object(JNIEnv *env, jclass clazz, jmethodID mid, CallArgs src) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (t->exception || !instantiable(t, c)) return NULL;
    jobject o = jni_local(env, vm_new_object(t, c));
    if (!o) return NULL;
    call_java(env, CALL_NONVIRTUAL, o, clazz, mid, src);
    if (t->exception) {
        jni_delete_local(E(env), o);
        return NULL;
    }
    return o;
}

static jobject JNICALL NewObject(JNIEnv *env, jclass clazz, jmethodID mid, ...) {
    va_list ap;
    va_start(ap, mid);
    CallArgs src = {&ap, NULL};
    jobject o = new_object(env, clazz, mid, src);
    va_end(ap);
    return o;
}

static jobject JNICALL NewObjectV(JNIEnv *env, jclass clazz, jmethodID mid, va_list args) {
    va_list cp;
    va_copy(cp, args);
    CallArgs src = {&cp, NULL};
    jobject o = new_object(env, clazz, mid, src);
    va_end(cp);
    return o;
}

static jobject JNICALL NewObjectA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args) {
    CallArgs src = {NULL, args};
    return new_object(env, clazz, mid, src);
}

/* ---------------------------------------------------------------- fields */

#define FIELD_TYPE(Type, jtype)                                                                            \
    static jtype JNICALL Get##Type##Field(JNIEnv *env, jobject obj, jfieldID fid) {                        \
        (void)env;                                                                                         \
        Object *o = jni_deref(obj);                                                                        \
        return o && fid ? FIELD_AT(o, ((Field *)fid)->offset, jtype) : (jtype)0;                           \
    }                                                                                                      \
    static void JNICALL Set##Type##Field(JNIEnv *env, jobject obj, jfieldID fid, jtype val) {              \
        (void)env;                                                                                         \
        Object *o = jni_deref(obj);                                                                        \
        if (o && fid) FIELD_AT(o, ((Field *)fid)->offset, jtype) = val;                                    \
    }                                                                                                      \
    static jtype JNICALL GetStatic##Type##Field(JNIEnv *env, jclass clazz, jfieldID fid) {                 \
        (void)env;                                                                                         \
        (void)clazz;                                                                                       \
        Field *f = (Field *)fid;                                                                           \
        return f ? FIELD_AT(f->klass->mirror, f->offset, jtype) : (jtype)0;                                \
    }                                                                                                      \
    static void JNICALL SetStatic##Type##Field(JNIEnv *env, jclass clazz, jfieldID fid, jtype value) {     \
        (void)env;                                                                                         \
        (void)clazz;                                                                                       \
        Field *f = (Field *)fid;                                                                           \
        if (f) FIELD_AT(f->klass->mirror, f->offset, jtype) = value;                                       \
    }

FIELD_TYPE(Boolean, jboolean)
FIELD_TYPE(Byte, jbyte)
FIELD_TYPE(Char, jchar)
FIELD_TYPE(Short, jshort)
FIELD_TYPE(Int, jint)
FIELD_TYPE(Long, jlong)
FIELD_TYPE(Float, jfloat)
FIELD_TYPE(Double, jdouble)

static jobject JNICALL GetObjectField(JNIEnv *env, jobject obj, jfieldID fid) {
    Object *o = jni_deref(obj);
    return o && fid ? jni_local(env, FIELD_AT(o, ((Field *)fid)->offset, Object *)) : NULL;
}

static void JNICALL SetObjectField(JNIEnv *env, jobject obj, jfieldID fid, jobject val) {
    (void)env;
    Object *o = jni_deref(obj);
    if (o && fid) FIELD_AT(o, ((Field *)fid)->offset, Object *) = jni_deref(val);
}

static jobject JNICALL GetStaticObjectField(JNIEnv *env, jclass clazz, jfieldID fid) {
    (void)clazz;
    Field *f = (Field *)fid;
    return f ? jni_local(env, FIELD_AT(f->klass->mirror, f->offset, Object *)) : NULL;
}

static void JNICALL SetStaticObjectField(JNIEnv *env, jclass clazz, jfieldID fid, jobject value) {
    (void)env;
    (void)clazz;
    Field *f = (Field *)fid;
    if (f) FIELD_AT(f->klass->mirror, f->offset, Object *) = jni_deref(value);
}

/* ---------------------------------------------------------------- strings */

size_t jni_mutf8_encode(const jchar *chars, jint len, char *out) {
    size_t n = 0;
    for (jint i = 0; i < len; i++) {
        jchar c = chars[i];
        if (c >= 1 && c <= 0x7f) {
            if (out) out[n] = (char)c;
            n++;
        } else if (c <= 0x7ff) { /* NUL included: 0xc0 0x80 */
            if (out) {
                out[n] = (char)(0xc0 | (c >> 6));
                out[n + 1] = (char)(0x80 | (c & 0x3f));
            }
            n += 2;
        } else {
            if (out) {
                out[n] = (char)(0xe0 | (c >> 12));
                out[n + 1] = (char)(0x80 | ((c >> 6) & 0x3f));
                out[n + 2] = (char)(0x80 | (c & 0x3f));
            }
            n += 3;
        }
    }
    return n;
}

static jchar *string_chars(Object *s, jint *len_out) {
    jint len = vm_string_length(s);
    jchar *buf = vm_malloc(sizeof(jchar) * (size_t)(len + 1));
    vm_string_chars(s, 0, len, buf);
    buf[len] = 0;
    *len_out = len;
    return buf;
}

static jstring JNICALL NewString(JNIEnv *env, const jchar *unicode, jsize len) {
    Thread *t = THREAD(env);
    if (len < 0) {
        vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)len);
        return NULL;
    }
    return jni_local(env, vm_string_utf16(t, unicode, len));
}

static jsize JNICALL GetStringLength(JNIEnv *env, jstring str) {
    (void)env;
    Object *s = jni_deref(str);
    return s ? vm_string_length(s) : 0;
}

static const jchar *JNICALL GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy) {
    (void)env;
    Object *s = jni_deref(str);
    if (!s) return NULL;
    jint len;
    jchar *buf = string_chars(s, &len);
    if (isCopy) *isCopy = JNI_TRUE;
    return buf;
}

static void JNICALL ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars) {
    (void)env;
    (void)str;
    free((void *)chars);
}

static jstring JNICALL NewStringUTF(JNIEnv *env, const char *utf) {
    if (!utf) return NULL;
    return jni_local(env, vm_string_utf8(THREAD(env), utf));
}

static jsize JNICALL GetStringUTFLength(JNIEnv *env, jstring str) {
    (void)env;
    Object *s = jni_deref(str);
    if (!s) return 0;
    jint len;
    jchar *buf = string_chars(s, &len);
    size_t n = jni_mutf8_encode(buf, len, NULL);
    free(buf);
    return (jsize)n;
}

static const char *JNICALL GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy) {
    (void)env;
    Object *s = jni_deref(str);
    if (!s) return NULL;
    jint len;
    jchar *buf = string_chars(s, &len);
    size_t n = jni_mutf8_encode(buf, len, NULL);
    char *out = malloc(n + 1);
    if (!out) {
        free(buf);
        vm_throw_oom(THREAD(env), NULL);
        return NULL;
    }
    jni_mutf8_encode(buf, len, out);
    out[n] = 0;
    free(buf);
    if (isCopy) *isCopy = JNI_TRUE;
    return out;
}

static void JNICALL ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars) {
    (void)env;
    (void)str;
    free((void *)chars);
}

static bool string_region_ok(Thread *t, Object *s, jsize start, jsize len) {
    jint slen = vm_string_length(s);
    if (start < 0 || len < 0 || start > slen - len) {
        vm_throw(t, "java/lang/StringIndexOutOfBoundsException", NULL);
        return false;
    }
    return true;
}

static void JNICALL GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf) {
    Object *s = jni_deref(str);
    if (!s || !string_region_ok(THREAD(env), s, start, len)) return;
    if (len > 0) vm_string_chars(s, start, len, buf);
}

static void JNICALL GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf) {
    Object *s = jni_deref(str);
    if (!s || !string_region_ok(THREAD(env), s, start, len)) return;
    if (len > 0) {
        jchar *chars = vm_malloc(sizeof(jchar) * (size_t)len);
        vm_string_chars(s, start, len, chars);
        size_t n = jni_mutf8_encode(chars, len, buf);
        buf[n] = 0;
        free(chars);
    } else if (buf) {
        buf[0] = 0;
    }
}

/* Critical access: a UTF-16 string's own value array (no copy), a copy for a Latin-1 one. */
static uint32_t off_string_value, off_string_coder;

static const jchar *JNICALL GetStringCritical(JNIEnv *env, jstring string, jboolean *isCopy) {
    Thread *t = THREAD(env);
    Object *s = jni_deref(string);
    if (!s) return NULL;
    if (!off_string_value) {
        off_string_value = vm_field_offset(t, "java/lang/String", "value", "[B");
        off_string_coder = vm_field_offset(t, "java/lang/String", "coder", "B");
    }
    Object *value = FIELD_AT(s, off_string_value, Object *);
    if (value && FIELD_AT(s, off_string_coder, jbyte) == 1) {
        if (isCopy) *isCopy = JNI_FALSE;
        E(env)->critical++;
        return ARRAY_DATA(value, jchar);
    }
    jint len;
    jchar *buf = string_chars(s, &len);
    if (isCopy) *isCopy = JNI_TRUE;
    E(env)->critical++;
    return buf;
}

static void JNICALL ReleaseStringCritical(JNIEnv *env, jstring string, const jchar *cstring) {
    Object *s = jni_deref(string);
    if (E(env)->critical > 0) E(env)->critical--;
    if (!s || !cstring) return;
    Object *value = off_string_value ? FIELD_AT(s, off_string_value, Object *) : NULL;
    if (value && cstring == ARRAY_DATA(value, jchar)) return;
    free((void *)cstring);
}

/* ---------------------------------------------------------------- arrays */

static jsize JNICALL GetArrayLength(JNIEnv *env, jarray array) {
    (void)env;
    Object *a = jni_deref(array);
    return a ? ARRAY_LENGTH(a) : 0;
}

static jobjectArray JNICALL NewObjectArray(JNIEnv *env, jsize len, jclass clazz, jobject init) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (!c) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    if (c->prim_type) {
        vm_throw(t, "java/lang/IllegalArgumentException", NULL);
        return NULL;
    }
    Object *a = vm_new_object_array(t, c, len);
    if (!a) return NULL;
    Object *v = jni_deref(init);
    if (v)
        for (jsize i = 0; i < len; i++) ARRAY_DATA(a, Object *)[i] = v;
    return jni_local(env, a);
}

static bool index_ok(Thread *t, Object *a, jsize index) {
    if (index < 0 || index >= ARRAY_LENGTH(a)) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", (int)index,
                 (int)ARRAY_LENGTH(a));
        return false;
    }
    return true;
}

static jobject JNICALL GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index) {
    Object *a = jni_deref(array);
    if (!a || !index_ok(THREAD(env), a, index)) return NULL;
    return jni_local(env, ARRAY_DATA(a, Object *)[index]);
}

static void JNICALL SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject val) {
    Thread *t = THREAD(env);
    Object *a = jni_deref(array), *v = jni_deref(val);
    if (!a || !index_ok(t, a, index)) return;
    Class *elem = a->klass->component;
    if (v && !vm_instance_of(v, elem)) {
        Class *bottom = a->klass;
        while (bottom->is_array) bottom = bottom->component;
        char *vn = external_name(v->klass), *bn = external_name(bottom);
        char dims[512] = "";
        for (int d = a->klass->dims; d > 1 && strlen(dims) + 3 < sizeof dims; d--) strcat(dims, "[]");
        vm_throw(t, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]%s", vn, bn, (int)index,
                 dims);
        free(vn);
        free(bn);
        return;
    }
    ARRAY_DATA(a, Object *)[index] = v;
}

/* HotSpot's region check and messages */
static bool region_ok(Thread *t, Object *a, jsize start, jsize len) {
    jint alen = ARRAY_LENGTH(a);
    if (len < 0) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Length %d is negative", (int)len);
        return false;
    }
    if (start < 0 || start > alen - len) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Array region %d..%lld out of bounds for length %d",
                 (int)start, (long long)start + (long long)len, (int)alen);
        return false;
    }
    return true;
}

static uint64_t empty_elements[1]; /* the elements of every empty array */

#define ARRAY_TYPE(Type, jtype, code)                                                                               \
    static jtype##Array JNICALL New##Type##Array(JNIEnv *env, jsize len) {                                          \
        return jni_local(env, vm_new_prim_array(THREAD(env), code, len));                                           \
    }                                                                                                               \
    static jtype *JNICALL Get##Type##ArrayElements(JNIEnv *env, jtype##Array array, jboolean *isCopy) {            \
        Object *a = jni_deref(array);                                                                               \
        if (!a) return NULL;                                                                                        \
        size_t n = sizeof(jtype) * (size_t)ARRAY_LENGTH(a);                                                         \
        if (!n) { /* as HotSpot: a non-NULL address that is not a copy */                                         \
            if (isCopy) *isCopy = JNI_FALSE;                                                                        \
            return (jtype *)(void *)empty_elements;                                                                 \
        }                                                                                                           \
        jtype *copy = malloc(n);                                                                                    \
        if (!copy) {                                                                                                \
            vm_throw_oom(THREAD(env), NULL);                                                                        \
            return NULL;                                                                                            \
        }                                                                                                           \
        if (n) memcpy(copy, ARRAY_DATA(a, jtype), n);                                                               \
        if (isCopy) *isCopy = JNI_TRUE;                                                                             \
        return copy;                                                                                                \
    }                                                                                                               \
    static void JNICALL Release##Type##ArrayElements(JNIEnv *env, jtype##Array array, jtype *elems, jint mode) {   \
        (void)env;                                                                                                  \
        Object *a = jni_deref(array);                                                                               \
        if (!elems || (void *)elems == (void *)empty_elements) return;                                              \
        if (a && elems == ARRAY_DATA(a, jtype)) return; /* not a copy */                                          \
        if (a && mode != JNI_ABORT && ARRAY_LENGTH(a))                                                              \
            memcpy(ARRAY_DATA(a, jtype), elems, sizeof(jtype) * (size_t)ARRAY_LENGTH(a));                          \
        if (mode != JNI_COMMIT) free(elems);                                                                        \
    }                                                                                                               \
    static void JNICALL Get##Type##ArrayRegion(JNIEnv *env, jtype##Array array, jsize start, jsize len,            \
                                               jtype *buf) {                                                        \
        Object *a = jni_deref(array);                                                                               \
        if (!a || !region_ok(THREAD(env), a, start, len)) return;                                                   \
        if (len) memcpy(buf, ARRAY_DATA(a, jtype) + start, sizeof(jtype) * (size_t)len);                            \
    }                                                                                                               \
    static void JNICALL Set##Type##ArrayRegion(JNIEnv *env, jtype##Array array, jsize start, jsize len,            \
                                               const jtype *buf) {                                                  \
        Object *a = jni_deref(array);                                                                               \
        if (!a || !region_ok(THREAD(env), a, start, len)) return;                                                   \
        if (len) memcpy(ARRAY_DATA(a, jtype) + start, buf, sizeof(jtype) * (size_t)len);                            \
    }

ARRAY_TYPE(Boolean, jboolean, 'Z')
ARRAY_TYPE(Byte, jbyte, 'B')
ARRAY_TYPE(Char, jchar, 'C')
ARRAY_TYPE(Short, jshort, 'S')
ARRAY_TYPE(Int, jint, 'I')
ARRAY_TYPE(Long, jlong, 'J')
ARRAY_TYPE(Float, jfloat, 'F')
ARRAY_TYPE(Double, jdouble, 'D')

static void *JNICALL GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy) {
    Object *a = jni_deref(array);
    if (!a) return NULL;
    if (isCopy) *isCopy = JNI_FALSE;
    E(env)->critical++;
    return ARRAY_DATA(a, char); /* objects never move */
}

static void JNICALL ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode) {
    (void)array;
    (void)carray;
    (void)mode;
    if (E(env)->critical > 0) E(env)->critical--;
}

/* ---------------------------------------------------------------- native method registration */

static jint JNICALL RegisterNatives(JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint nMethods) {
    Thread *t = THREAD(env);
    Class *c = jni_class(clazz);
    if (!c || (nMethods > 0 && !methods)) {
        vm_throw_npe(t, NULL);
        return JNI_ERR;
    }
    for (jint i = 0; i < nMethods; i++) {
        const char *name = methods[i].name, *sig = methods[i].signature;
        if (!name || !sig || !methods[i].fnPtr) {
            vm_throw_npe(t, NULL);
            return JNI_ERR;
        }
        Method *m = vm_resolve_method_in(c, name, sig);
        char ext[1024];
        if ((!m || !(m->access & ACC_NATIVE)) && jvmti_hook_native_prefixes()) {
            /* JVMTI native method prefixes: foo's function goes to the wrapped native $prefix$foo */
            Method *wrapped = jvmti_native_prefixed(c, name, sig);
            if (wrapped) m = wrapped;
        }
        if (!m || !(m->access & ACC_NATIVE)) {
            format_method_signature(ext, sizeof ext, c, name, sig);
            vm_throw(t, "java/lang/NoSuchMethodError", "Method '%s' %s", ext,
                     m ? "is not declared as native" : "name or signature does not match");
            return JNI_ERR;
        }
        if (!jni_bind(m, jvmti_hook_native_bind(t, m, methods[i].fnPtr))) {
            format_method_signature(ext, sizeof ext, c, name, sig);
            vm_throw(t, "java/lang/NoSuchMethodError", "Method '%s': no call bridge for this signature", ext);
            return JNI_ERR;
        }
    }
    return JNI_OK;
}

static jint JNICALL UnregisterNatives(JNIEnv *env, jclass clazz) {
    (void)env;
    Class *c = jni_class(clazz);
    if (!c) return JNI_ERR;
    for (int i = 0; i < c->n_methods; i++)
        if (c->methods[i].access & ACC_NATIVE) jni_unbind(&c->methods[i]);
    return JNI_OK;
}

/* ---------------------------------------------------------------- monitors */

static jint JNICALL MonitorEnter(JNIEnv *env, jobject obj) {
    Thread *t = THREAD(env);
    Object *o = jni_deref(obj);
    if (!o) {
        vm_throw_npe(t, NULL);
        return JNI_ERR;
    }
    return monitor_enter_from_c(t, o) ? JNI_OK : JNI_ERR;
}

static jint JNICALL MonitorExit(JNIEnv *env, jobject obj) {
    Thread *t = THREAD(env);
    Object *o = jni_deref(obj);
    if (!o) {
        vm_throw_npe(t, NULL);
        return JNI_ERR;
    }
    return monitor_exit(t, o) ? JNI_OK : JNI_ERR;
}

/* ---------------------------------------------------------------- the VM, NIO, modules */

static jint JNICALL GetJavaVM(JNIEnv *env, JavaVM **vmp) {
    (void)env;
    if (!vmp) return JNI_ERR;
    *vmp = &jni_java_vm;
    return JNI_OK;
}

static Class *direct_buffer_iface, *dbb_class;
static Method *dbb_ctor;
static uint32_t off_buffer_address, off_buffer_capacity;

static bool nio_init(Thread *t) {
    if (dbb_ctor) return true;
    dbb_class = vm_load_class(t, NULL, "java/nio/DirectByteBuffer", false);
    direct_buffer_iface = vm_load_class(t, NULL, "sun/nio/ch/DirectBuffer", false);
    if (!dbb_class || !direct_buffer_iface || !vm_ensure_initialized(t, dbb_class)) return false;
    off_buffer_address = vm_field_offset(t, "java/nio/Buffer", "address", "J");
    off_buffer_capacity = vm_field_offset(t, "java/nio/Buffer", "capacity", "I");
    dbb_ctor = vm_find_declared_method(dbb_class, "<init>", "(JI)V");
    return dbb_ctor != NULL;
}

static jobject JNICALL NewDirectByteBuffer(JNIEnv *env, void *address, jlong capacity) {
    Thread *t = THREAD(env);
    if (t->exception || !nio_init(t)) return NULL;
    if (capacity < 0 || capacity > INT32_MAX) {
        vm_throw(t, "java/lang/IllegalArgumentException", "JNI NewDirectByteBuffer passed capacity < 0: (%lld)",
                 (long long)capacity);
        return NULL;
    }
    Object *b = vm_new_object(t, dbb_class);
    if (!b) return NULL;
    vm_push_root(t, &b);
    Slot a[4];
    a[0].l = b;
    a[1].j = (jlong)(uintptr_t)address;
    a[3].i = (jint)capacity;
    bool ok = vm_call(t, dbb_ctor, a, NULL);
    vm_pop_roots(t, 1);
    return ok ? jni_local(env, b) : NULL;
}

static void *JNICALL GetDirectBufferAddress(JNIEnv *env, jobject buf) {
    Thread *t = THREAD(env);
    Object *b = jni_deref(buf);
    if (!b || !nio_init(t)) return NULL;
    if (!vm_instance_of(b, direct_buffer_iface)) return NULL;
    return (void *)(uintptr_t)FIELD_AT(b, off_buffer_address, jlong);
}

static jlong JNICALL GetDirectBufferCapacity(JNIEnv *env, jobject buf) {
    Thread *t = THREAD(env);
    Object *b = jni_deref(buf);
    if (!b || !nio_init(t)) return -1;
    if (!vm_instance_of(b, direct_buffer_iface)) return -1;
    return FIELD_AT(b, off_buffer_capacity, jint);
}

static jobject JNICALL GetModule(JNIEnv *env, jclass clazz) {
    static uint32_t off_module;
    Object *m = jni_deref(clazz);
    if (!m) return NULL;
    if (!off_module) off_module = vm_field_offset(THREAD(env), "java/lang/Class", "module", "Ljava/lang/Module;");
    return jni_local(env, FIELD_AT(m, off_module, Object *));
}

/* ---------------------------------------------------------------- the table */

#define CALLS(T) Call##T##Method, Call##T##MethodV, Call##T##MethodA
#define NV_CALLS(T) CallNonvirtual##T##Method, CallNonvirtual##T##MethodV, CallNonvirtual##T##MethodA
#define STATIC_CALLS(T) CallStatic##T##Method, CallStatic##T##MethodV, CallStatic##T##MethodA

const struct JNINativeInterface_ jni_function_table = {
    NULL, NULL, NULL, NULL,
    GetVersion,
    DefineClass, FindClass,
    FromReflectedMethod, FromReflectedField, ToReflectedMethod,
    GetSuperclass, IsAssignableFrom,
    ToReflectedField,
    Throw, ThrowNew, ExceptionOccurred, ExceptionDescribe, ExceptionClear, FatalError,
    PushLocalFrame, PopLocalFrame,
    NewGlobalRef, DeleteGlobalRef, DeleteLocalRef, IsSameObject, NewLocalRef, EnsureLocalCapacity,
    AllocObject, NewObject, NewObjectV, NewObjectA,
    GetObjectClass, IsInstanceOf,
    GetMethodID,
    CALLS(Object), CALLS(Boolean), CALLS(Byte), CALLS(Char), CALLS(Short), CALLS(Int), CALLS(Long), CALLS(Float),
    CALLS(Double), CALLS(Void),
    NV_CALLS(Object), NV_CALLS(Boolean), NV_CALLS(Byte), NV_CALLS(Char), NV_CALLS(Short), NV_CALLS(Int),
    NV_CALLS(Long), NV_CALLS(Float), NV_CALLS(Double), NV_CALLS(Void),
    GetFieldID,
    GetObjectField, GetBooleanField, GetByteField, GetCharField, GetShortField, GetIntField, GetLongField,
    GetFloatField, GetDoubleField,
    SetObjectField, SetBooleanField, SetByteField, SetCharField, SetShortField, SetIntField, SetLongField,
    SetFloatField, SetDoubleField,
    GetStaticMethodID,
    STATIC_CALLS(Object), STATIC_CALLS(Boolean), STATIC_CALLS(Byte), STATIC_CALLS(Char), STATIC_CALLS(Short),
    STATIC_CALLS(Int), STATIC_CALLS(Long), STATIC_CALLS(Float), STATIC_CALLS(Double), STATIC_CALLS(Void),
    GetStaticFieldID,
    GetStaticObjectField, GetStaticBooleanField, GetStaticByteField, GetStaticCharField, GetStaticShortField,
    GetStaticIntField, GetStaticLongField, GetStaticFloatField, GetStaticDoubleField,
    SetStaticObjectField, SetStaticBooleanField, SetStaticByteField, SetStaticCharField, SetStaticShortField,
    SetStaticIntField, SetStaticLongField, SetStaticFloatField, SetStaticDoubleField,
    NewString, GetStringLength, GetStringChars, ReleaseStringChars,
    NewStringUTF, GetStringUTFLength, GetStringUTFChars, ReleaseStringUTFChars,
    GetArrayLength, NewObjectArray, GetObjectArrayElement, SetObjectArrayElement,
    NewBooleanArray, NewByteArray, NewCharArray, NewShortArray, NewIntArray, NewLongArray, NewFloatArray,
    NewDoubleArray,
    GetBooleanArrayElements, GetByteArrayElements, GetCharArrayElements, GetShortArrayElements,
    GetIntArrayElements, GetLongArrayElements, GetFloatArrayElements, GetDoubleArrayElements,
    ReleaseBooleanArrayElements, ReleaseByteArrayElements, ReleaseCharArrayElements, ReleaseShortArrayElements,
    ReleaseIntArrayElements, ReleaseLongArrayElements, ReleaseFloatArrayElements, ReleaseDoubleArrayElements,
    GetBooleanArrayRegion, GetByteArrayRegion, GetCharArrayRegion, GetShortArrayRegion, GetIntArrayRegion,
    GetLongArrayRegion, GetFloatArrayRegion, GetDoubleArrayRegion,
    SetBooleanArrayRegion, SetByteArrayRegion, SetCharArrayRegion, SetShortArrayRegion, SetIntArrayRegion,
    SetLongArrayRegion, SetFloatArrayRegion, SetDoubleArrayRegion,
    RegisterNatives, UnregisterNatives,
    MonitorEnter, MonitorExit,
    GetJavaVM,
    GetStringRegion, GetStringUTFRegion,
    GetPrimitiveArrayCritical, ReleasePrimitiveArrayCritical,
    GetStringCritical, ReleaseStringCritical,
    NewWeakGlobalRef, DeleteWeakGlobalRef,
    ExceptionCheck,
    NewDirectByteBuffer, GetDirectBufferAddress, GetDirectBufferCapacity,
    GetObjectRefType,
    GetModule,
};
