/* loader_calls.c: loading a class through a Java class loader (its loadClass) on the thread's own frame
   stack. The request becomes a VM-internal frame with loadClass's frame above it; the interpreter runs
   them like any other frames (sliced, pausable, switching threads, collecting), and when loadClass
   returns the continuation records the class under the initiating loader. What asked for the class
   then runs again and finds it loaded: a Java frame executes its instruction again, a native's
   continuation is called, an exception handler search continues where it stopped. The C-stack form
   (java_loader_load_nested) remains for the callers listed in docs/ARCHITECTURE.md. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "classfile.h"

/* cont_data[2] of a load frame: bit 0 throw ClassNotFoundException (else NoClassDefFoundError); bit 1
   the load was for an exception handler's catch type, whose index is in the bits above. */
enum { LOAD_CNFE = 1, LOAD_CATCH = 2 };

static char *dotted(const char *name) {
    char *d = vm_strdup(name);
    for (char *p = d; *p; p++)
        if (*p == '/') *p = '.';
    return d;
}

/* What loadClass gave (ok false: it threw, the exception pending) checked and recorded under the
   initiating loader: the class, or NULL with the exception HotSpot reports pending. */
static Class *loaded_by_java(Thread *t, Object *loader, const char *name, bool throw_cnfe, bool ok, Object *mirror) {
    if (!ok) {
        Object *ex = t->exception;
        if (!throw_cnfe && ex && vm_is_subclass_of(ex->klass, vm_boot_class(t, "java/lang/ClassNotFoundException"))) {
            t->exception = NULL;
            vm_throw_cause(t, "java/lang/NoClassDefFoundError", ex, "%s", name);
        }
        return NULL;
    }
    if (!mirror) {
        char *dn = dotted(name);
        if (throw_cnfe) vm_throw(t, "java/lang/ClassNotFoundException", "%s", dn);
        else vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
        free(dn);
        return NULL;
    }
    Class *c = vm_class_of_mirror(mirror);
    if (c->name != name) {
        vm_throw(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, c->name);
        return NULL;
    }
    class_record_initiating(loader, c);
    return c;
}

/* loader.loadClass as the method to run (the loader's own override) and its arguments. */
static Method *load_class_method(Thread *t, Object *loader, const char *name, Slot args[2]) {
    char *d = dotted(name);
    Object *jname = vm_string_utf8(t, d);
    free(d);
    if (!jname) return NULL;
    args[0].l = loader;
    args[1].l = jname;
    Method *m = vm_resolve_method_in(loader->klass, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;");
    if (!m) vm_fatal("ClassLoader.loadClass not found");
    if (m->vtable_index >= 0) m = loader->klass->vtable[m->vtable_index];
    return m;
}

Class *java_loader_load_nested(Thread *t, Object *loader, const char *name, bool throw_cnfe) {
    Slot args[2], r;
    Method *m = load_class_method(t, loader, name, args);
    if (!m) return NULL;
    r.raw = 0;
    bool ok = vm_call(t, m, args, &r);
    return loaded_by_java(t, loader, name, throw_cnfe, ok, r.l);
}

static NativeResult load_cont(Thread *t, Frame *f, Slot *ret) {
    const char *name = f->cont_data[0];
    Object *loader = f->cont_data[1];
    uintptr_t mode = (uintptr_t)f->cont_data[2];
    Class *c = loaded_by_java(t, loader, name, mode & LOAD_CNFE, t->exception == NULL, ret->l);
    if (!(mode & LOAD_CATCH)) return c ? NR_OK : NR_EXCEPTION;
    /* the frame below searches its handlers again: from the one whose catch type this was (now
       loaded), or with the loading error from the next one */
    Object *ex = f->stack[0].l;
    t->catch_resume = f->prev;
    t->catch_resume_index = (int)(mode >> 2) + (c ? 0 : 1);
    if (c) t->exception = ex;
    return NR_EXCEPTION;
}

/* The class a Java loader would be asked for to load `name`: the element class of an array of
   references, NULL for arrays of primitives. */
static const char *class_to_ask_for(const char *name) {
    if (name[0] != '[') return name;
    const char *p = name;
    while (*p == '[') p++;
    size_t n = strlen(p);
    if (*p != 'L' || n < 3 || p[n - 1] != ';') return NULL;
    char *inner = vm_malloc(n);
    memcpy(inner, p + 1, n - 2);
    inner[n - 2] = 0;
    const char *s = sym(inner);
    free(inner);
    return s;
}

static int push_load(Thread *t, Object *loader, const char *name, uintptr_t mode, Object *rethrow) {
    if (!loader) return 0;
    name = class_to_ask_for(sym(name));
    if (!name || vm_find_loaded_class(loader, name)) return 0;
    /* the name string first: an allocation failing for the resolving instruction's own frame is
       retried after a collection (gc_retry_allocation) */
    Slot args[2];
    Method *m = load_class_method(t, loader, name, args);
    if (!m) return -1;
    Frame *f = push_internal_frame(t, load_cont);
    if (!f) return -1;
    f->vm_upcall = true;
    f->cont_data[0] = (void *)name;
    f->cont_data[1] = loader;
    f->cont_data[2] = (void *)mode;
    f->stack[0].l = rethrow;
    f->sp = f->stack + 1;
    if (!vm_push_call(t, m, args)) {
        t->frame = f->prev;
        return -1;
    }
    return 1;
}

int java_loader_push(Thread *t, Object *loader, const char *name, bool throw_cnfe) {
    return push_load(t, loader, name, throw_cnfe ? LOAD_CNFE : 0, NULL);
}

int catch_type_push(Thread *t, Class *c, uint16_t index, Object *ex, int handler) {
    if (c->resolved[index] || !c->loader) return 0;
    const char *name = cf_class_name(c->cf, index);
    if (!name || name == c->cf->this_name) return 0;
    return push_load(t, c->loader, name, LOAD_CATCH | ((uintptr_t)handler << 2), ex);
}

/* ---------------------------------------------------------------- defining a class */

/* Classes being defined by a native's continuation whose superclass or interfaces are being loaded:
   a class met again while its own supertypes load is circular (ClassCircularityError). */
typedef struct Defining {
    Object *loader;
    const char *name;
} Defining;
static Defining *defining;
static int n_defining, cap_defining;

static int defining_find(Object *loader, const char *name) {
    for (int i = n_defining - 1; i >= 0; i--)
        if (defining[i].loader == loader && defining[i].name == name) return i;
    return -1;
}

void define_supers_done(Object *loader, const char *name) {
    int i = defining_find(loader, name);
    if (i < 0) return;
    defining[i] = defining[--n_defining];
}

int define_supers_push(Thread *t, Object *loader, const uint8_t *bytes, size_t len, bool registered,
                       const char **name_out) {
    *name_out = NULL;
    if (!loader) return 0;
    CfError err;
    ClassFile *cf = cf_parse(bytes, len, NULL, &err);
    if (!cf) return 0; /* define_class reports the error */
    const char *name = cf->this_name;
    int r = 0;
    if (!registered && defining_find(loader, name) >= 0) {
        /* asked to define it again while its own supertypes load: a circular hierarchy */
        char *dn = dotted(name);
        vm_throw(t, "java/lang/ClassCircularityError", "%s", dn);
        free(dn);
        r = -1;
    }
    for (int i = -1; i < (int)cf->n_interfaces && r == 0; i++) {
        const char *s = i < 0 ? cf->super_name : cf->interfaces[i];
        if (!s || vm_find_loaded_class(loader, s)) continue;
        if (!registered) {
            if (n_defining == cap_defining) {
                cap_defining = cap_defining ? cap_defining * 2 : 64;
                Defining *nd = vm_malloc((size_t)cap_defining * sizeof *nd);
                if (n_defining) memcpy(nd, defining, (size_t)n_defining * sizeof *nd);
                free(defining);
                defining = nd;
            }
            defining[n_defining++] = (Defining){loader, name};
            registered = true;
        }
        r = java_loader_push(t, loader, s, false);
    }
    if (r == 1) *name_out = name;
    else if (registered) define_supers_done(loader, name);
    cf_free(cf);
    return r;
}
