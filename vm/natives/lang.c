/* lang.c: natives of the java.lang core that reach into the VM's own structures: Object, System,
   String.intern, Module, ClassLoader and the boot loader, references, AccessController. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../internal.h"
#include "jvmti_hooks.h"
#include "reflect_util.h"

/* ---------------------------------------------------------------- Object */

static NativeResult Object_getClass(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    ret->l = args[0].l->klass->mirror;
    return NR_OK;
}

static NativeResult Object_hashCode(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    ret->i = vm_identity_hash(args[0].l);
    return NR_OK;
}

static bool push_finalizer_register(Thread *t, Object *o);

/* Object.clone's continuation after the clone (cont_data[0]) was registered for finalization. */
static NativeResult clone_registered(Thread *t, Frame *f, Slot *ret) {
    if (t->exception) return NR_EXCEPTION;
    ret->l = f->cont_data[0];
    return NR_OK;
}

static NativeResult Object_clone(Thread *t, Slot *args, Slot *ret) {
    Object *o = args[0].l;
    if (!o->klass->is_array && !vm_is_subclass_of(o->klass, wk.Cloneable)) {
        char *n = vm_class_java_name(o->klass);
        NativeResult r = vm_throw(t, "java/lang/CloneNotSupportedException", "%s", n);
        free(n);
        return r;
    }
    Object *c = vm_clone(t, o);
    if (!c) return NR_EXCEPTION;
    jvmti_hook_vm_allocated(t, c);
    if (c->klass->flags & CLASS_HAS_FINALIZER) {
        /* Finalizer.register runs as a frame above this one; the clone is returned after it */
        Frame *f = t->frame;
        f->cont_data[0] = c;
        f->cont = clone_registered;
        return push_finalizer_register(t, c) ? NR_CALL : NR_EXCEPTION;
    }
    ret->l = c;
    return NR_OK;
}

/* ---------------------------------------------------------------- System */

static NativeResult set_system_stream(Thread *t, const char *name, const char *desc, Object *v) {
    Field *f = vm_find_declared_field(wk.System, name, desc);
    (void)t;
    FIELD_AT(wk.System->mirror, f->offset, Object *) = v;
    return NR_OK;
}

static NativeResult System_setIn0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return set_system_stream(t, "in", "Ljava/io/InputStream;", args[0].l);
}
static NativeResult System_setOut0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return set_system_stream(t, "out", "Ljava/io/PrintStream;", args[0].l);
}
static NativeResult System_setErr0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return set_system_stream(t, "err", "Ljava/io/PrintStream;", args[0].l);
}

static NativeResult System_currentTimeMillis(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->j = vm_millis();
    return NR_OK;
}

static NativeResult System_nanoTime(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->j = vm_nanotime();
    return NR_OK;
}

static NativeResult System_identityHashCode(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    ret->i = args[0].l ? vm_identity_hash(args[0].l) : 0;
    return NR_OK;
}

static NativeResult System_mapLibraryName(Thread *t, Slot *args, Slot *ret) {
    if (!args[0].l) return vm_throw_npe(t, NULL);
    char *n = vm_string_to_utf8(args[0].l);
    char buf[1024];
    snprintf(buf, sizeof buf, "lib%s.so", n);
    free(n);
    ret->l = vm_string_utf8(t, buf);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* "int[]" / "object array[]" as HotSpot's arraycopy messages name array types */
static void array_type_name(Class *c, char *buf, size_t cap) {
    if (c->elem_type == 'L') snprintf(buf, cap, "object array[]");
    else snprintf(buf, cap, "%s[]", c->component->name);
}

static NativeResult System_arraycopy(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *src = args[0].l, *dst = args[2].l;
    jint sp = args[1].i, dp = args[3].i, len = args[4].i;
    if (!src || !dst) return vm_throw_npe(t, NULL);
    char a[256], b[256];
    if (!src->klass->is_array) {
        char *n = vm_class_java_name(src->klass);
        NativeResult r = vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: source type %s is not an array", n);
        free(n);
        return r;
    }
    if (!dst->klass->is_array) {
        char *n = vm_class_java_name(dst->klass);
        NativeResult r = vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: destination type %s is not an array", n);
        free(n);
        return r;
    }
    Class *sc = src->klass, *dc = dst->klass;
    if (sc->elem_type != dc->elem_type) {
        array_type_name(sc, a, sizeof a);
        array_type_name(dc, b, sizeof b);
        return vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s into %s", a, b);
    }
    jint sl = ARRAY_LENGTH(src), dl = ARRAY_LENGTH(dst);
    if (sp < 0) {
        array_type_name(sc, a, sizeof a);
        a[strlen(a) - 1] = 0;
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: source index %d out of bounds for %s%d]", (int)sp, a, (int)sl);
    }
    if (dp < 0) {
        array_type_name(dc, b, sizeof b);
        b[strlen(b) - 1] = 0;
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: destination index %d out of bounds for %s%d]", (int)dp, b, (int)dl);
    }
    if (len < 0) return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative", (int)len);
    if ((int64_t)sp + len > sl) {
        array_type_name(sc, a, sizeof a);
        a[strlen(a) - 1] = 0;
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last source index %lld out of bounds for %s%d]", (long long)sp + len, a, (int)sl);
    }
    if ((int64_t)dp + len > dl) {
        array_type_name(dc, b, sizeof b);
        b[strlen(b) - 1] = 0;
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last destination index %lld out of bounds for %s%d]", (long long)dp + len, b, (int)dl);
    }
    if (len == 0) return NR_OK;
    uint32_t es = sc->elem_size;
    if (sc->elem_type != 'L' || vm_is_subclass_of(sc->component, dc->component)) {
        memmove((char *)dst + ARRAY_DATA_OFFSET + (size_t)dp * es, (char *)src + ARRAY_DATA_OFFSET + (size_t)sp * es,
                (size_t)len * es);
        return NR_OK;
    }
    /* element-wise with store checks */
    Object **s = ARRAY_DATA(src, Object *), **d = ARRAY_DATA(dst, Object *);
    Class *target = dc->component;
    for (jint i = 0; i < len; i++) {
        Object *e = s[sp + i];
        if (e && !vm_is_subclass_of(e->klass, target)) {
            char *sn = vm_class_java_name(sc->component), *tn = vm_class_java_name(target);
            NativeResult r = vm_throw(t, "java/lang/ArrayStoreException",
                                      "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s",
                                      sn, tn);
            free(sn);
            free(tn);
            return r;
        }
        d[dp + i] = e;
    }
    return NR_OK;
}

/* ---------------------------------------------------------------- String */

static NativeResult String_intern(Thread *t, Slot *args, Slot *ret) {
    ret->l = vm_intern(t, args[0].l);
    return NR_OK;
}

/* ---------------------------------------------------------------- Module */

static uint32_t off_module_loader, off_module_name;

static void module_offsets(Thread *t) {
    if (off_module_loader) return;
    off_module_loader = vm_field_offset(t, "java/lang/Module", "loader", "Ljava/lang/ClassLoader;");
    off_module_name = vm_field_offset(t, "java/lang/Module", "name", "Ljava/lang/String;");
}

static NativeResult Module_defineModule0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    module_offsets(t);
    Object *module = args[0].l, *pns = args[4].l;
    if (!module) return vm_throw_npe(t, NULL);
    Object *loader = FIELD_AT(module, off_module_loader, Object *);
    modules_record(module);
    if (!pns) return NR_OK;
    const char **packages = vm_malloc(sizeof *packages * (size_t)ARRAY_LENGTH(pns) + 1);
    size_t n = 0;
    for (jint i = 0; i < ARRAY_LENGTH(pns); i++) {
        Object *pn = ARRAY_DATA(pns, Object *)[i];
        if (!pn) continue;
        char *p = vm_string_to_internal_name(pn);
        class_add_module_package(loader, p, module);
        if (args[1].i) class_export_package(loader, p, EXPORT_TO_ALL, NULL); /* an open module */
        packages[n++] = sym(p);
        free(p);
    }
    classes_set_module(loader, packages, n, module);
    free(packages);
    return NR_OK;
}

/* Module.addExports0(from, pn, to) and its kin: what the VM checks when a class of another module
   extends or implements one of from's classes */
static NativeResult module_add_exports(Thread *t, Object *from, Object *pn, ExportTarget target, Object *to) {
    module_offsets(t);
    if (!from || !pn) return vm_throw_npe(t, NULL);
    char *p = vm_string_to_internal_name(pn);
    class_export_package(FIELD_AT(from, off_module_loader, Object *), p, target, to);
    free(p);
    return NR_OK;
}

static NativeResult Module_addExports0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return module_add_exports(t, args[0].l, args[1].l, EXPORT_TO_MODULE, args[2].l);
}

static NativeResult Module_addExportsToAll0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return module_add_exports(t, args[0].l, args[1].l, EXPORT_TO_ALL, NULL);
}

static NativeResult Module_addExportsToAllUnnamed0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    return module_add_exports(t, args[0].l, args[1].l, EXPORT_TO_ALL_UNNAMED, NULL);
}

/* ---------------------------------------------------------------- boot loader */

static void set_unnamed(Class *c, void *ctx) {
    Object *m = ctx;
    if (!c->loader && !c->module && !c->is_array && !c->prim_type) {
        c->module = m;
        static uint32_t off;
        if (!off) off = vm_field_offset(vm_current_thread(), "java/lang/Class", "module", "Ljava/lang/Module;");
        if (c->mirror) FIELD_AT(c->mirror, off, Object *) = m;
    }
}

static NativeResult BootLoader_setBootLoaderUnnamedModule0(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    (void)ret;
    boot_unnamed_module = args[0].l;
    classes_foreach(set_unnamed, boot_unnamed_module);
    return NR_OK;
}

static NativeResult BootLoader_getSystemPackageLocation(Thread *t, Slot *args, Slot *ret) {
    if (!args[0].l) return vm_throw_npe(t, NULL);
    char *p = vm_string_to_internal_name(args[0].l);
    const char *mod = jimage_package_module(boot_image, p);
    free(p);
    if (!mod) {
        ret->l = NULL;
        return NR_OK;
    }
    char buf[512];
    snprintf(buf, sizeof buf, "jrt:/%s", mod);
    ret->l = vm_string_utf8(t, buf);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

typedef struct PkgCollect {
    const char **pkgs;
    int n, cap;
} PkgCollect;

static void collect_pkg(Class *c, void *ctx) {
    PkgCollect *pc = ctx;
    /* only packages the boot loader loaded classes of from the image: one defined into it (a proxy of a
       java.base interface, a hidden class) has no location, as in HotSpot */
    if (c->loader || c->is_array || c->prim_type || !c->package || !*c->package) return;
    if (!c->source_module || strncmp(c->source_module, "jrt:/", 5) != 0) return;
    for (int i = 0; i < pc->n; i++)
        if (pc->pkgs[i] == c->package) return;
    if (pc->n == pc->cap) {
        pc->cap = pc->cap ? pc->cap * 2 : 64;
        const char **n = vm_malloc(sizeof(char *) * (size_t)pc->cap);
        if (pc->n) memcpy(n, pc->pkgs, sizeof(char *) * (size_t)pc->n);
        free(pc->pkgs);
        pc->pkgs = n;
    }
    pc->pkgs[pc->n++] = c->package;
}

static NativeResult BootLoader_getSystemPackageNames(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    PkgCollect pc = {0};
    classes_foreach(collect_pkg, &pc);
    ret->l = vm_string_array(t, pc.pkgs, pc.n);
    free(pc.pkgs);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* ---------------------------------------------------------------- ClassLoader */

static NativeResult define_from(Thread *t, Object *loader, Object *name, const uint8_t *bytes, jint len,
                                Object *pd, Object *source, Slot *ret) {
    char *n = name ? vm_string_to_internal_name(name) : NULL;
    char *src = source ? vm_string_to_utf8(source) : NULL;
    Class *c = define_class(t, loader, bytes, (size_t)len, n, pd, false, src ? sym(src) : NULL);
    free(n);
    free(src);
    if (!c) return NR_EXCEPTION;
    if (pd) reflect_set_protection_domain(c, pd);
    ret->l = c->mirror;
    return NR_OK;
}

/* defineClass1/2 as the native frame's continuation: the superclass and interfaces are loaded through
   the loader as frames above it first (cont_data[0]: the class's name once registered), so a deep
   hierarchy defined by a Java loader never recurses on the C stack; then the class is defined. */
static NativeResult define_continue(Thread *t, Frame *f, Slot *ret) {
    Slot *args = f->locals;
    Object *loader = args[0].l, *b = args[2].l;
    jint off = args[3].i, len = args[4].i;
    const uint8_t *bytes;
    if (f->method->name == sym("defineClass2")) {
        static uint32_t off_address;
        if (!off_address) off_address = vm_field_offset(t, "java/nio/Buffer", "address", "J");
        bytes = (const uint8_t *)(intptr_t)FIELD_AT(b, off_address, jlong) + off;
    } else {
        bytes = ARRAY_DATA(b, uint8_t) + off;
    }
    const char *registered = f->cont_data[0];
    if (t->exception) {
        define_supers_done(loader, registered);
        return NR_EXCEPTION;
    }
    const char *cname;
    int pushed = define_supers_push(t, loader, bytes, (size_t)len, registered != NULL, &cname);
    if (pushed < 0) return NR_EXCEPTION;
    if (pushed > 0) {
        f->cont_data[0] = (void *)cname;
        f->cont = define_continue;
        return NR_CALL;
    }
    return define_from(t, loader, args[1].l, bytes, len, args[5].l, args[6].l, ret);
}

static NativeResult ClassLoader_defineClass1(Thread *t, Slot *args, Slot *ret) {
    Object *b = args[2].l;
    jint off = args[3].i, len = args[4].i;
    if (!b) return vm_throw_npe(t, NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(b))
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
    return define_continue(t, t->frame, ret);
}

static NativeResult ClassLoader_defineClass2(Thread *t, Slot *args, Slot *ret) {
    if (!args[2].l) return vm_throw_npe(t, NULL);
    return define_continue(t, t->frame, ret);
}

/* defineClass0's continuation once the class it defined (cont_data[0]) is initialised. */
static NativeResult defined_class_initialized(Thread *t, Frame *f, Slot *ret) {
    if (t->exception) return NR_EXCEPTION;
    Class *c = f->cont_data[0];
    /* the frames may have loaded a class its verification needed: initialising goes on */
    InitResult ir = init_class_start(t, c);
    if (ir == INIT_FAILED) return NR_EXCEPTION;
    if (ir == INIT_PUSHED) return NR_CALL;
    ret->l = c->mirror;
    return NR_OK;
}

static NativeResult ClassLoader_defineClass0(Thread *t, Slot *args, Slot *ret) {
    /* (ClassLoader loader, Class lookup, String name, byte[] b, int off, int len, ProtectionDomain pd,
        boolean initialize, int flags, Object classData) */
    Object *loader = args[0].l, *lookup = args[1].l, *name = args[2].l, *b = args[3].l;
    jint off = args[4].i, len = args[5].i;
    bool initialize = args[7].i != 0;
    jint flags = args[8].i;
    Object *class_data = args[9].l;
    enum { NESTMATE_CLASS = 1, HIDDEN_CLASS = 2 };
    if (!b) return vm_throw_npe(t, NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(b))
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
    NativeResult r;
    if (flags & HIDDEN_CLASS) {
        Class *c = define_class(t, loader, ARRAY_DATA(b, uint8_t) + off, (size_t)len, NULL, args[6].l, true, NULL);
        if (!c) return NR_EXCEPTION;
        c->nest_host = c; /* a hidden class is its own nest host unless defined as a nestmate */
        if ((flags & NESTMATE_CLASS) && lookup) {
            Class *lc = vm_class_of_mirror(lookup);
            c->nest_host = class_nest_host(t, lc);
        }
        static uint32_t off_class_data;
        if (!off_class_data) off_class_data = vm_field_offset(t, "java/lang/Class", "classData", "Ljava/lang/Object;");
        FIELD_AT(c->mirror, off_class_data, Object *) = class_data;
        ret->l = c->mirror;
        r = NR_OK;
    } else {
        r = define_from(t, loader, name, ARRAY_DATA(b, uint8_t) + off, len, args[6].l, NULL, ret);
    }
    if (r == NR_OK && initialize) {
        Frame *f = t->frame;
        Class *c = vm_class_of_mirror(ret->l);
        InitResult ir = init_class_start(t, c);
        if (ir == INIT_FAILED) return NR_EXCEPTION;
        if (ir == INIT_PUSHED) {
            f->cont_data[0] = c;
            f->cont = defined_class_initialized;
            return NR_CALL;
        }
    }
    return r;
}

static NativeResult ClassLoader_findBootstrapClass(Thread *t, Slot *args, Slot *ret) {
    if (!args[0].l) {
        ret->l = NULL;
        return NR_OK;
    }
    char *n = vm_string_to_internal_name(args[0].l);
    Class *c = NULL;
    if (n[0] != '[') c = boot_load_class(t, n);
    free(n);
    if (!c && t->exception) {
        /* a class that exists but fails to load still reports the failure */
        return NR_EXCEPTION;
    }
    ret->l = c ? c->mirror : NULL;
    return NR_OK;
}

static NativeResult ClassLoader_findLoadedClass0(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    if (!args[1].l) {
        ret->l = NULL;
        return NR_OK;
    }
    char *n = vm_string_to_internal_name(args[1].l);
    Class *c = vm_find_loaded_class(args[0].l, n);
    free(n);
    ret->l = c ? c->mirror : NULL;
    return NR_OK;
}

static NativeResult ClassLoader_retrieveDirectives(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    Class *c = vm_boot_class(t, "java/lang/AssertionStatusDirectives");
    Object *d = vm_new_object(t, c);
    if (!d) return NR_EXCEPTION;
    int nc = 0, np = 0;
    bool deflt = false;
    for (int i = 0; i < vm.opts.n_assert; i++) {
        const char *o = vm.opts.assert_opts[i];
        const char *colon = strchr(o, ':');
        if (!colon) {
            if (!strcmp(o, "-ea") || !strcmp(o, "-enableassertions")) deflt = true;
            else if (!strcmp(o, "-da") || !strcmp(o, "-disableassertions")) deflt = false;
            continue;
        }
        size_t n = strlen(colon + 1);
        if (n >= 3 && !strcmp(colon + 1 + n - 3, "...")) np++;
        else nc++;
    }
    Object *classes = vm_new_object_array(t, wk.String, nc), *packages = vm_new_object_array(t, wk.String, np);
    Object *cen = vm_new_prim_array(t, 'Z', nc), *pen = vm_new_prim_array(t, 'Z', np);
    if (!classes || !packages || !cen || !pen) return NR_EXCEPTION;
    int ic = 0, ip = 0;
    for (int i = 0; i < vm.opts.n_assert; i++) {
        const char *o = vm.opts.assert_opts[i];
        const char *colon = strchr(o, ':');
        if (!colon) continue;
        bool en = !strncmp(o, "-ea", 3) || !strncmp(o, "-enableassertions", 17);
        const char *arg = colon + 1;
        size_t n = strlen(arg);
        if (n >= 3 && !strcmp(arg + n - 3, "...")) {
            Object *s = vm_string_utf8n(t, arg, n - 3);
            if (!s) return NR_EXCEPTION;
            ARRAY_DATA(packages, Object *)[ip] = s;
            ARRAY_DATA(pen, uint8_t)[ip++] = en;
        } else {
            Object *s = vm_string_utf8(t, arg);
            if (!s) return NR_EXCEPTION;
            ARRAY_DATA(classes, Object *)[ic] = s;
            ARRAY_DATA(cen, uint8_t)[ic++] = en;
        }
    }
    FIELD_AT(d, vm_find_declared_field(c, "classes", "[Ljava/lang/String;")->offset, Object *) = classes;
    FIELD_AT(d, vm_find_declared_field(c, "classEnabled", "[Z")->offset, Object *) = cen;
    FIELD_AT(d, vm_find_declared_field(c, "packages", "[Ljava/lang/String;")->offset, Object *) = packages;
    FIELD_AT(d, vm_find_declared_field(c, "packageEnabled", "[Z")->offset, Object *) = pen;
    FIELD_AT(d, vm_find_declared_field(c, "deflt", "Z")->offset, uint8_t) = deflt;
    ret->l = d;
    return NR_OK;
}

/* NativeLibraries: implemented with the JNI code (vm/jni/libs.c). The JDK's own libraries (java,
   net, nio, ...) count as built in (their natives are inside the VM); user libraries are loaded with
   dlopen natively and found in the statically linked table in WebAssembly. */
NativeResult jni_NativeLibraries_findBuiltinLib(Thread *t, Slot *args, Slot *ret);
NativeResult jni_NativeLibraries_load(Thread *t, Slot *args, Slot *ret);
NativeResult jni_NativeLibraries_unload(Thread *t, Slot *args, Slot *ret);
NativeResult jni_NativeLibraries_findEntry0(Thread *t, Slot *args, Slot *ret);

static NativeResult AtomicLong_VMSupportsCS8(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->i = 1;
    return NR_OK;
}

/* ---------------------------------------------------------------- references */

static uint32_t off_referent;

/* The pending list is filled by the collector (vm/gc.c) and drained by the Reference Handler thread. */
extern Object *gc_pending_references;
static Thread *reference_handler; /* blocked in waitForReferencePendingList, or NULL */

void reference_handler_wake(void) {
    if (reference_handler && reference_handler->status == THREAD_WAITING) reference_handler->status = THREAD_RUNNABLE;
}

static NativeResult Reference_getAndClearReferencePendingList(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->l = gc_pending_references;
    gc_pending_references = NULL;
    return NR_OK;
}

static NativeResult Reference_hasReferencePendingList(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->i = gc_pending_references != NULL;
    return NR_OK;
}

static NativeResult pending_wait_cont(Thread *t, Frame *f, Slot *ret) {
    (void)f; (void)ret;
    if (gc_pending_references) {
        reference_handler = NULL;
        t->status = THREAD_RUNNABLE;
        return NR_OK;
    }
    t->status = THREAD_WAITING;
    return NR_BLOCK;
}

static NativeResult Reference_waitForReferencePendingList(Thread *t, Slot *args, Slot *ret) {
    (void)args; (void)ret;
    if (gc_pending_references) return NR_OK;
    reference_handler = t;
    t->status = THREAD_WAITING;
    vm_top_frame(t)->cont = pending_wait_cont;
    return NR_BLOCK;
}

static NativeResult Reference_refersTo0(Thread *t, Slot *args, Slot *ret) {
    if (!off_referent) off_referent = vm_field_offset(t, "java/lang/ref/Reference", "referent", "Ljava/lang/Object;");
    ret->i = FIELD_AT(args[0].l, off_referent, Object *) == args[1].l;
    return NR_OK;
}

static NativeResult Reference_clear0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    if (!off_referent) off_referent = vm_field_offset(t, "java/lang/ref/Reference", "referent", "Ljava/lang/Object;");
    FIELD_AT(args[0].l, off_referent, Object *) = NULL;
    return NR_OK;
}

/* Finalizer.register(o): java.lang.ref.Finalizer is initialised at start-up. */
static bool push_finalizer_register(Thread *t, Object *o) {
    static Method *reg;
    if (!reg) reg = vm_find_declared_method(vm_boot_class(t, "java/lang/ref/Finalizer"), "register", "(Ljava/lang/Object;)V");
    Slot a[1];
    a[0].l = o;
    return vm_push_call(t, reg, a);
}

static NativeResult finalizer_registered(Thread *t, Frame *f, Slot *ret) {
    (void)f;
    (void)ret;
    return t->exception ? NR_EXCEPTION : NR_OK;
}

bool finalizer_register_push(Thread *t, Object *o) {
    Frame *f = push_internal_frame(t, finalizer_registered);
    if (!f) return false;
    if (!push_finalizer_register(t, o)) {
        t->frame = f->prev;
        return false;
    }
    return true;
}

void finalizer_register_nested(Thread *t, Object *o) {
    Frame *base = push_internal_frame(t, NULL);
    if (!base) return;
    if (finalizer_register_push(t, o)) interp_run(t, base);
    t->frame = base->prev;
}

/* ---------------------------------------------------------------- AccessController */

static NativeResult AccessController_getStackAccessControlContext(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->l = NULL;
    return NR_OK;
}

static NativeResult AccessController_getProtectionDomain(Thread *t, Slot *args, Slot *ret) {
    if (!args[0].l) return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(args[0].l);
    ret->l = c->prim_type ? NULL : reflect_get_protection_domain(c);
    return NR_OK;
}

static NativeResult AccessController_getInheritedAccessControlContext(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    static uint32_t off;
    if (!off) off = vm_field_offset(t, "java/lang/Thread", "inheritedAccessControlContext", "Ljava/security/AccessControlContext;");
    ret->l = t->jthread ? FIELD_AT(t->jthread, off, Object *) : NULL;
    return NR_OK;
}

const NativeDef vm_natives_lang[] = {
    {"java/lang/Object", "getClass", "()Ljava/lang/Class;", Object_getClass},
    {"java/lang/Object", "hashCode", "()I", Object_hashCode},
    {"java/lang/Object", "clone", "()Ljava/lang/Object;", Object_clone},
    {"java/lang/System", "registerNatives", "()V", vm_native_nothing},
    {"java/lang/System", "setIn0", "(Ljava/io/InputStream;)V", System_setIn0},
    {"java/lang/System", "setOut0", "(Ljava/io/PrintStream;)V", System_setOut0},
    {"java/lang/System", "setErr0", "(Ljava/io/PrintStream;)V", System_setErr0},
    {"java/lang/System", "currentTimeMillis", "()J", System_currentTimeMillis},
    {"java/lang/System", "nanoTime", "()J", System_nanoTime},
    {"java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", System_arraycopy},
    {"java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", System_identityHashCode},
    {"java/lang/System", "mapLibraryName", "(Ljava/lang/String;)Ljava/lang/String;", System_mapLibraryName},
    {"java/lang/String", "intern", "()Ljava/lang/String;", String_intern},
    {"java/lang/Module", "defineModule0", "(Ljava/lang/Module;ZLjava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V", Module_defineModule0},
    {"java/lang/Module", "addReads0", "(Ljava/lang/Module;Ljava/lang/Module;)V", vm_native_nothing},
    {"java/lang/Module", "addExports0", "(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V", Module_addExports0},
    {"java/lang/Module", "addExportsToAll0", "(Ljava/lang/Module;Ljava/lang/String;)V", Module_addExportsToAll0},
    {"java/lang/Module", "addExportsToAllUnnamed0", "(Ljava/lang/Module;Ljava/lang/String;)V", Module_addExportsToAllUnnamed0},
    {"jdk/internal/loader/BootLoader", "setBootLoaderUnnamedModule0", "(Ljava/lang/Module;)V", BootLoader_setBootLoaderUnnamedModule0},
    {"jdk/internal/loader/BootLoader", "getSystemPackageLocation", "(Ljava/lang/String;)Ljava/lang/String;", BootLoader_getSystemPackageLocation},
    {"jdk/internal/loader/BootLoader", "getSystemPackageNames", "()[Ljava/lang/String;", BootLoader_getSystemPackageNames},
    {"java/lang/ClassLoader", "registerNatives", "()V", vm_native_nothing},
    {"java/lang/ClassLoader", "defineClass1", "(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;", ClassLoader_defineClass1},
    {"java/lang/ClassLoader", "defineClass2", "(Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/nio/ByteBuffer;IILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;", ClassLoader_defineClass2},
    {"java/lang/ClassLoader", "defineClass0", "(Ljava/lang/ClassLoader;Ljava/lang/Class;Ljava/lang/String;[BIILjava/security/ProtectionDomain;ZILjava/lang/Object;)Ljava/lang/Class;", ClassLoader_defineClass0},
    {"java/lang/ClassLoader", "findBootstrapClass", "(Ljava/lang/String;)Ljava/lang/Class;", ClassLoader_findBootstrapClass},
    {"java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", ClassLoader_findLoadedClass0},
    {"java/lang/ClassLoader", "retrieveDirectives", "()Ljava/lang/AssertionStatusDirectives;", ClassLoader_retrieveDirectives},
    {"jdk/internal/loader/NativeLibraries", "findBuiltinLib", "(Ljava/lang/String;)Ljava/lang/String;", jni_NativeLibraries_findBuiltinLib},
    {"jdk/internal/loader/NativeLibraries", "load", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z", jni_NativeLibraries_load},
    {"jdk/internal/loader/NativeLibraries", "unload", "(Ljava/lang/String;ZZJ)V", jni_NativeLibraries_unload},
    {"jdk/internal/loader/NativeLibraries", "findEntry0", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;)J", jni_NativeLibraries_findEntry0},
    {"java/util/concurrent/atomic/AtomicLong", "VMSupportsCS8", "()Z", AtomicLong_VMSupportsCS8},
    {"java/lang/ref/Reference", "getAndClearReferencePendingList", "()Ljava/lang/ref/Reference;", Reference_getAndClearReferencePendingList},
    {"java/lang/ref/Reference", "hasReferencePendingList", "()Z", Reference_hasReferencePendingList},
    {"java/lang/ref/Reference", "waitForReferencePendingList", "()V", Reference_waitForReferencePendingList},
    {"java/lang/ref/Reference", "refersTo0", "(Ljava/lang/Object;)Z", Reference_refersTo0},
    {"java/lang/ref/Reference", "clear0", "()V", Reference_clear0},
    {"java/lang/ref/PhantomReference", "refersTo0", "(Ljava/lang/Object;)Z", Reference_refersTo0},
    {"java/security/AccessController", "getStackAccessControlContext", "()Ljava/security/AccessControlContext;", AccessController_getStackAccessControlContext},
    {"java/security/AccessController", "getInheritedAccessControlContext", "()Ljava/security/AccessControlContext;", AccessController_getInheritedAccessControlContext},
    {"java/security/AccessController", "ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", vm_native_nothing},
    {"java/security/AccessController", "getProtectionDomain", "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;", AccessController_getProtectionDomain},
    {"java/lang/invoke/MethodHandleNatives", "registerNatives", "()V", vm_native_nothing},
    {NULL, NULL, NULL, NULL},
};
