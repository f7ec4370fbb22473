/* query_module.c: JVMTI's module functions: listing modules, the named module of a package, and the
   updates of a module's reads, exports, opens, uses and provides, which go through the class
   library's own jdk.internal.module.Modules as java.lang.instrument's do. */
#include <stdlib.h>
#include <string.h>

#include "functions.h"
#include "query_support.h"

static uint32_t off_module_name, off_loader_unnamed;

static void module_offsets(Thread *t) {
    if (off_module_name) return;
    off_module_name = vm_field_offset(t, "java/lang/Module", "name", "Ljava/lang/String;");
    off_loader_unnamed = vm_field_offset(t, "java/lang/ClassLoader", "unnamedModule", "Ljava/lang/Module;");
}

static bool is_module(Object *o) { return o && vm_instance_of(o, wk.Module); }

static bool is_named(Thread *t, Object *module) {
    module_offsets(t);
    return FIELD_AT(module, off_module_name, Object *) != NULL;
}

/* ---------------------------------------------------------------- listing */

typedef struct ModuleList {
    Object **items;
    size_t n, cap;
} ModuleList;

static void list_add(ModuleList *l, Object *m) {
    if (!m) return;
    for (size_t i = 0; i < l->n; i++)
        if (l->items[i] == m) return;
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 128;
        Object **n = vm_malloc(l->cap * sizeof(Object *));
        if (l->n) memcpy(n, l->items, l->n * sizeof(Object *));
        free(l->items);
        l->items = n;
    }
    l->items[l->n++] = m;
}

static void add_module(Object *m, void *ctx) { list_add(ctx, m); }

static void add_loader_unnamed(Class *c, void *ctx) {
    if (c->loader) list_add(ctx, FIELD_AT(c->loader, off_loader_unnamed, Object *));
}

/* The named modules in the order they were defined, then the boot loader's unnamed module, then the
   unnamed module of every other loader that has defined a class, in the order of its first class. */
jvmtiError jvmti_GetAllModules(jvmtiEnv *env, jint *module_count_ptr, jobject **modules_ptr) {
    module_offsets(vm_current_thread());
    ModuleList l = {0};
    modules_foreach(add_module, &l);
    list_add(&l, boot_unnamed_module);
    classes_foreach(add_loader_unnamed, &l);
    void *p;
    jvmtiError err = jq_allocate(env, l.n * sizeof(jobject), &p);
    if (err == JVMTI_ERROR_NONE) {
        jobject *refs = p;
        for (size_t i = 0; i < l.n; i++) refs[i] = jq_local(l.items[i]);
        *module_count_ptr = (jint)l.n;
        *modules_ptr = refs;
    }
    free(l.items);
    return err;
}

/* package_name is in internal form ("java/lang"). */
jvmtiError jvmti_GetNamedModule(jvmtiEnv *env, jobject class_loader, const char *package_name, jobject *module_ptr) {
    (void)env;
    Object *loader = jni_deref(class_loader);
    if (loader && !(loader->klass->flags & CLASS_IS_CLASSLOADER)) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    Thread *t = vm_current_thread();
    Object *m = class_module_for(loader, sym(package_name));
    *module_ptr = m && is_named(t, m) ? jq_local(m) : NULL;
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- updates */

/* Calls jdk.internal.module.Modules.<name>(args): IllegalArgumentException (a package not in the
   module) becomes ILLEGAL_ARGUMENT, any other exception INTERNAL. The arguments are JNI references so
   that they stay valid while Java code runs. */
static jvmtiError call_modules(const char *name, const char *desc, jobject *args, int n) {
    Thread *t = vm_current_thread();
    /* an exception the agent's caller has pending stays pending, untouched by this call */
    jobject pending = jq_local(t->exception);
    t->exception = NULL;
    jvmtiError err = JVMTI_ERROR_NONE;
    Class *modules = vm_load_class(t, NULL, "jdk/internal/module/Modules", false);
    if (!modules || !vm_ensure_initialized(t, modules)) {
        err = JVMTI_ERROR_INTERNAL;
    } else {
        Slot slots[3];
        for (int i = 0; i < n; i++) slots[i].l = jni_deref(args[i]);
        Slot r;
        if (!vm_call_static(t, modules, name, desc, slots, &r)) {
            Class *iae = vm_find_loaded_class(NULL, "java/lang/IllegalArgumentException");
            err = iae && vm_instance_of(t->exception, iae) ? JVMTI_ERROR_ILLEGAL_ARGUMENT : JVMTI_ERROR_INTERNAL;
        }
    }
    t->exception = jni_deref(pending);
    if (pending) jni_delete_local(jni_env_of(t), pending);
    return err;
}

jvmtiError jvmti_AddModuleReads(jvmtiEnv *env, jobject module, jobject to_module) {
    (void)env;
    if (!is_module(jni_deref(module)) || !is_module(jni_deref(to_module))) return JVMTI_ERROR_INVALID_MODULE;
    if (!is_named(vm_current_thread(), jni_deref(module))) return JVMTI_ERROR_NONE;
    jobject args[2] = {module, to_module};
    return call_modules("addReads", "(Ljava/lang/Module;Ljava/lang/Module;)V", args, 2);
}

/* pkg_name is a package name as Java writes it ("java.lang"). An unnamed or open module exports and
   opens everything already: nothing to do (Module's own code knows). */
static jvmtiError add_exports_or_opens(const char *method, jobject module, const char *pkg_name, jobject to_module) {
    if (!is_module(jni_deref(module)) || !is_module(jni_deref(to_module))) return JVMTI_ERROR_INVALID_MODULE;
    Thread *t = vm_current_thread();
    Object *pn = vm_string_utf8(t, pkg_name);
    if (!pn) {
        t->exception = NULL;
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    jobject args[3] = {module, jq_local(pn), to_module};
    jvmtiError err = call_modules(method, "(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V", args, 3);
    jni_delete_local(jni_env_of(t), args[1]);
    return err;
}

jvmtiError jvmti_AddModuleExports(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module) {
    (void)env;
    return add_exports_or_opens("addExports", module, pkg_name, to_module);
}

jvmtiError jvmti_AddModuleOpens(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module) {
    (void)env;
    return add_exports_or_opens("addOpens", module, pkg_name, to_module);
}

jvmtiError jvmti_AddModuleUses(jvmtiEnv *env, jobject module, jclass service) {
    (void)env;
    if (!is_module(jni_deref(module))) return JVMTI_ERROR_INVALID_MODULE;
    if (!is_named(vm_current_thread(), jni_deref(module))) return JVMTI_ERROR_NONE;
    jobject args[2] = {module, service};
    return call_modules("addUses", "(Ljava/lang/Module;Ljava/lang/Class;)V", args, 2);
}

jvmtiError jvmti_AddModuleProvides(jvmtiEnv *env, jobject module, jclass service, jclass impl_class) {
    (void)env;
    if (!is_module(jni_deref(module))) return JVMTI_ERROR_INVALID_MODULE;
    if (!is_named(vm_current_thread(), jni_deref(module))) return JVMTI_ERROR_NONE;
    jobject args[3] = {module, service, impl_class};
    return call_modules("addProvides", "(Ljava/lang/Module;Ljava/lang/Class;Ljava/lang/Class;)V", args, 3);
}

/* Every module can be updated through the functions above. */
jvmtiError jvmti_IsModifiableModule(jvmtiEnv *env, jobject module, jboolean *is_modifiable_module_ptr) {
    (void)env;
    if (!is_module(jni_deref(module))) return JVMTI_ERROR_INVALID_MODULE;
    *is_modifiable_module_ptr = JNI_TRUE;
    return JVMTI_ERROR_NONE;
}
