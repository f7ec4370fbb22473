/* link.c: linking native methods to code in native libraries (JNI short and long names,
   RegisterNatives), for methods that are not implemented inside the VM, and the entry that runs a
   linked JNI function as a native method of the interpreter.

   Lookup follows HotSpot (NativeLookup): the short name first, then the long name, each looked up in
   the libraries loaded by the method's class loader (libs.c keeps them per loader, as the class
   library's NativeLibraries does; HotSpot asks ClassLoader.findNative). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jni_impl.h"
#include "jvmti_hooks.h"

/* ---------------------------------------------------------------- binding */

bool jni_bind(Method *m, void *fn) {
    JniMethod *jm = m->jni;
    if (!jm) {
        int np = jni_param_kinds(m->desc, NULL, 0);
        jm = vm_calloc(1, sizeof *jm + (size_t)np + 1);
        jni_param_kinds(m->desc, jm->kinds, np);
    }
    void *bridge = jni_bridge_prepare(m, jm->kinds);
    if (!bridge) {
        if (!m->jni) free(jm);
        return false;
    }
    free(jm->bridge);
    jm->fn = fn;
    jm->bridge = bridge;
    m->jni = jm;
    m->native = jni_native_entry;
    return true;
}

void jni_unbind(Method *m) {
    /* the JniMethod stays (a running call may still use it); unbound, the method is linked again by name */
    if (m->jni) m->jni->fn = NULL;
    if (m->native == jni_native_entry) m->native = NULL;
}

/* ---------------------------------------------------------------- calling a JNI method */


NativeResult jni_native_entry(Thread *t, Slot *args, Slot *ret) {
    Frame *f = t->frame;
    Method *m = f->method;
    JniMethod *jm = m->jni;
    if (!jm || !jm->fn) {
        char sig[1024];
        format_method_signature(sig, sizeof sig, m->klass, m->name, m->desc);
        return vm_throw(t, "java/lang/UnsatisfiedLinkError", "'%s'", sig);
    }
    JniEnvImpl *e = jni_env_of(t);
    int frame = jni_push_frame(e, false);

    int np = m->arg_slots + 2; /* an upper bound of the C argument count */
    jvalue argv_buf[16];
    jvalue *argv = np <= 16 ? argv_buf : vm_malloc(sizeof(jvalue) * (size_t)np);
    int argc = 0, slot = 0;
    argv[argc++].l = (jobject)e;
    if (m->access & ACC_STATIC) {
        argv[argc++].l = jni_new_local(e, m->klass->mirror);
    } else {
        argv[argc++].l = jni_new_local(e, args[0].l);
        slot = 1;
    }
    for (const char *k = jm->kinds; *k; k++) {
        jvalue *v = &argv[argc++];
        v->j = 0;
        switch (*k) {
        case 'Z': v->i = args[slot++].i & 0xff; break;
        case 'B': v->i = (jbyte)args[slot++].i; break;
        case 'C': v->i = (jchar)args[slot++].i; break;
        case 'S': v->i = (jshort)args[slot++].i; break;
        case 'I': v->i = args[slot++].i; break;
        case 'F': v->f = args[slot++].f; break;
        case 'J': v->j = args[slot].j; slot += 2; break;
        case 'D': v->d = args[slot].d; slot += 2; break;
        default: v->l = jni_new_local(e, args[slot++].l); break;
            break;
        }
    }

    jvalue r;
    r.j = 0;
    vm_enter_native(t);
    jni_bridge_call(jm, argv, argc, &r);
    vm_leave_native(t);
    if (argv != argv_buf) free(argv);
    if (jni_check_enabled) jni_check_native_return(e);

    char rt = m->ret_type;
    ret->raw = 0;
    switch (rt) {
    case 'V': break;
    case 'Z': ret->i = (r.i & 0xff) != 0; break;
    case 'B': ret->i = (jbyte)r.i; break;
    case 'C': ret->i = (jchar)r.i; break;
    case 'S': ret->i = (jshort)r.i; break;
    case 'I': ret->i = r.i; break;
    case 'F': ret->f = r.f; break;
    case 'J': ret->j = r.j; break;
    case 'D': ret->d = r.d; break;
    default: ret->l = t->exception ? NULL : jni_deref(r.l); break;
    }
    /* the thread may have gained an env frame stack of its own meanwhile: pop to this call's frame */
    jni_pop_frame(e, frame);
    return jvmti_hook_native_return(t, ret, t->exception ? NR_EXCEPTION : NR_OK);
}

/* ---------------------------------------------------------------- linking by name */

/* The function named for m (JNI short name, then long name) in the libraries of m's class loader. */
static void *find_by_name(Method *m) {
    char *names[2] = {jni_short_name(m), jni_long_name(m)};
    void *fn = NULL;
    for (int i = 0; i < 2 && !fn; i++) fn = jni_find_library_symbol(m->klass->loader, names[i]);
    free(names[0]);
    free(names[1]);
    return fn;
}

NativeFn jni_link_native(Thread *t, Method *m) {
    if (m->jni && m->jni->fn) return jni_native_entry; /* registered (RegisterNatives) */
    if (t->exception) return NULL;
    /* No Java code may run here: the interpreter binds a native while its arguments sit above the
       caller's saved stack pointer (a nested call would overwrite them). */
    void *fn = find_by_name(m);
    if (!fn && jvmti_hook_native_prefixes()) {
        /* JVMTI native method prefixes: a wrapped native's function has the wrapper's name */
        Method *w = jvmti_native_unprefixed(m);
        if (w) fn = find_by_name(w);
    }
    if (!fn) return NULL;
    fn = jvmti_hook_native_bind(t, m, fn);
    if (!jni_bind(m, fn)) {
        char sig[1024];
        format_method_signature(sig, sizeof sig, m->klass, m->name, m->desc);
        vm_throw(t, "java/lang/UnsatisfiedLinkError", "'%s': no call bridge for this signature", sig);
        return NULL;
    }
    return jni_native_entry;
}
