/* class_loader_search.c: AddToBootstrapClassLoaderSearch and AddToSystemClassLoaderSearch, as HotSpot
   does them. In the OnLoad phase a segment is only recorded, whatever it names: the boot loader's in
   the boot append list (and jdk.boot.class.path.append), the system loader's at the end of
   java.class.path, which the system class loader reads when it is made. In the live phase it must be
   an archive that opens (JVMTI_ERROR_ILLEGAL_ARGUMENT otherwise): the boot loader searches it for the
   classes it loads from then on (vm/boot_append.c), and the system class loader is asked to add it
   through its appendToClassPathForInstrumentation(String) method, as the specification requires of a
   system loader that supports this (JVMTI_ERROR_CLASS_LOADER_UNSUPPORTED if it has none). */
#include "jvmti_impl.h"
#include "zip.h"

jvmtiError jvmti_AddToBootstrapClassLoaderSearch(jvmtiEnv *env, const char *segment) {
    (void)env;
    bool onload = jvmti_state()->phase == JVMTI_PHASE_ONLOAD;
    return boot_append_archive(segment, onload) ? JVMTI_ERROR_NONE : JVMTI_ERROR_ILLEGAL_ARGUMENT;
}

/* segment is an archive that opens */
static bool is_archive(const char *segment) {
    char err[256];
    ZipArchive *z = zip_open(segment, err, sizeof err);
    if (!z) return false;
    zip_close(z);
    return true;
}

jvmtiError jvmti_AddToSystemClassLoaderSearch(jvmtiEnv *env, const char *segment) {
    (void)env;
    if (jvmti_state()->phase == JVMTI_PHASE_ONLOAD) {
        vm_class_path_append(segment);
        return JVMTI_ERROR_NONE;
    }
    if (!is_archive(segment)) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    Thread *t = jvmti_calling_thread();
    Slot r;
    if (!vm_call_static(t, wk.ClassLoader, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r) || !r.l) {
        t->exception = NULL;
        return JVMTI_ERROR_INTERNAL;
    }
    Object *loader = r.l;
    Method *m = vm_resolve_method_in(loader->klass, "appendToClassPathForInstrumentation", "(Ljava/lang/String;)V");
    if (!m || (m->access & ACC_STATIC)) return JVMTI_ERROR_CLASS_LOADER_UNSUPPORTED;
    vm_push_root(t, &loader);
    Object *path = vm_string_utf8(t, segment);
    vm_pop_roots(t, 1);
    if (!path) {
        t->exception = NULL;
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    Slot args[2] = {{.l = loader}, {.l = path}};
    if (!vm_call(t, m, args, NULL)) {
        t->exception = NULL;
        return JVMTI_ERROR_INTERNAL;
    }
    return JVMTI_ERROR_NONE;
}
