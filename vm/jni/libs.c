/* libs.c: native libraries. The natives of jdk.internal.loader.NativeLibraries (load, unload,
   findBuiltinLib, findEntry0), as the JDK's libjava implements them on HotSpot (the Java code of the
   class library keeps the list of libraries per class loader), and the VM's own copy of that list,
   which linking uses (jni_find_library_symbol).

   Three kinds of library handle (NativeLibraryImpl.handle):
   - JDK_BUILTIN (1): one of the JDK's own libraries (java, net, nio, ...), whose natives are
     implemented inside the VM; it has no symbols.
   - a JniStaticLibrary*: a library linked statically into the program (JNI 1.8 "built-in" library,
     JNI_OnLoad_<name>), registered by the generated table of the WebAssembly build;
   - natively, a dlopen handle: a library file, or the program itself (dlopen(NULL)) for a library
     linked statically into the native program or an embedding application (JNI_OnLoad_<name>
     exported from the process). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"
#ifndef VITRINE_WASM
#include <dlfcn.h>
#endif

#include "jni_impl.h"

#define JDK_BUILTIN ((jlong)1)

/* The JDK's own native libraries are implemented inside the VM: they count as built in. */
static const char *const jdk_builtin_libs[] = {"java", "net", "nio", "zip", "jimage", "verify", "prefs", "extnet",
                                               "management", "management_ext", NULL};

/* ---------------------------------------------------------------- the static table */

static const JniStaticLibrary **static_libs;
static int n_static_libs;
static const JniTrampolineEntry **tramps;
static int n_tramps;

void jni_register_static_libraries(const JniStaticLibrary *libs, int n, const JniTrampolineEntry *tr, int ntr) {
    static_libs = realloc(static_libs, sizeof(*static_libs) * (size_t)(n_static_libs + n));
    tramps = realloc(tramps, sizeof(*tramps) * (size_t)(n_tramps + ntr));
    if ((n && !static_libs) || (ntr && !tramps)) vm_fatal("out of memory registering static JNI libraries");
    for (int i = 0; i < n; i++) static_libs[n_static_libs++] = &libs[i];
    for (int i = 0; i < ntr; i++) tramps[n_tramps++] = &tr[i];
}

JniTrampoline jni_find_trampoline(const char *shape) {
    for (int i = 0; i < n_tramps; i++)
        if (!strcmp(tramps[i]->shape, shape)) return tramps[i]->call;
    return NULL;
}

static void *static_symbol(const JniStaticLibrary *lib, const char *name);

/* A registered library counts as linked in only if it defines JNI_OnLoad_<name> (JNI 1.8). */
static const JniStaticLibrary *static_lib_named(const char *name) {
    char sym[512];
    snprintf(sym, sizeof sym, "JNI_OnLoad_%s", name);
    for (int i = 0; i < n_static_libs; i++)
        if (!strcmp(static_libs[i]->name, name) && static_symbol(static_libs[i], sym)) return static_libs[i];
    return NULL;
}

static const JniStaticLibrary *static_lib_of_handle(jlong h) {
    for (int i = 0; i < n_static_libs; i++)
        if ((jlong)(uintptr_t)static_libs[i] == h) return static_libs[i];
    return NULL;
}

static void *static_symbol(const JniStaticLibrary *lib, const char *name) {
    for (int i = 0; i < lib->n_symbols; i++)
        if (lib->symbols[i].fn && !strcmp(lib->symbols[i].name, name)) return lib->symbols[i].fn;
    return NULL;
}

static bool is_jdk_builtin(const char *name) {
    for (int i = 0; jdk_builtin_libs[i]; i++)
        if (!strcmp(name, jdk_builtin_libs[i])) return true;
    return false;
}

#ifndef VITRINE_WASM
static void *process_handle(void) {
    static void *h;
    if (!h) h = dlopen(NULL, RTLD_LAZY);
    return h;
}
#endif

/* JNI_OnLoad_<lib> / JNI_OnUnload_<lib> of a built-in library, or JNI_OnLoad / JNI_OnUnload. */
static void *lib_function(jlong handle, const char *builtin_name, const char *base) {
    char sym[512];
    if (builtin_name) snprintf(sym, sizeof sym, "%s_%s", base, builtin_name);
    else snprintf(sym, sizeof sym, "%s", base);
    const JniStaticLibrary *sl = static_lib_of_handle(handle);
    if (sl) return static_symbol(sl, sym);
    if (handle == JDK_BUILTIN) return NULL;
#ifndef VITRINE_WASM
    return dlsym((void *)(uintptr_t)handle, sym);
#else
    return NULL;
#endif
}

/* ---------------------------------------------------------------- loaded libraries, per class loader

   The class library keeps its own list (NativeLibraries, per loader); this is the VM's copy, so that
   linking a native method looks symbols up without running Java code (HotSpot calls
   ClassLoader.findNative). An entry is added when load succeeds and removed by unload (the class
   library unloads a loader's libraries when the loader is collected). */

typedef struct LoadedLib {
    Object *loader;     /* the loader of NativeLibraryImpl.fromClass (identity only, not a root) */
    jlong handle;
    struct LoadedLib *next;
} LoadedLib;

static LoadedLib *loaded_libs, **loaded_tail = &loaded_libs;

static void *handle_symbol(jlong handle, const char *name) {
    if (!handle || handle == JDK_BUILTIN) return NULL;
    const JniStaticLibrary *sl = static_lib_of_handle(handle);
    if (sl) return static_symbol(sl, name);
#ifndef VITRINE_WASM
    return dlsym((void *)(uintptr_t)handle, name);
#else
    return NULL;
#endif
}

void *jni_find_library_symbol(Object *loader, const char *name) {
    for (LoadedLib *l = loaded_libs; l; l = l->next)
        if (l->loader == loader) {
            void *p = handle_symbol(l->handle, name);
            if (p) return p;
        }
    return NULL;
}

static void record_library(Thread *t, Object *impl, jlong handle) {
    static uint32_t off_from;
    if (!off_from) off_from = vm_field_offset(t, "jdk/internal/loader/NativeLibraries$NativeLibraryImpl", "fromClass", "Ljava/lang/Class;");
    Object *from = FIELD_AT(impl, off_from, Object *);
    LoadedLib *l = vm_calloc(1, sizeof *l);
    l->loader = from ? vm_class_of_mirror(from)->loader : NULL;
    l->handle = handle;
    *loaded_tail = l;
    loaded_tail = &l->next;
}

static void forget_library(jlong handle) {
    for (LoadedLib **p = &loaded_libs; *p; p = &(*p)->next)
        if ((*p)->handle == handle) {
            LoadedLib *l = *p;
            *p = l->next;
            if (loaded_tail == &l->next) loaded_tail = p;
            free(l);
            return;
        }
}

/* ---------------------------------------------------------------- the NativeLibraries natives */

static uint32_t off_handle, off_version;

static void lib_offsets(Thread *t) {
    if (off_handle) return;
    off_handle = vm_field_offset(t, "jdk/internal/loader/NativeLibraries$NativeLibraryImpl", "handle", "J");
    off_version = vm_field_offset(t, "jdk/internal/loader/NativeLibraries$NativeLibraryImpl", "jniVersion", "I");
}

/* String findBuiltinLib(String mappedName): "libfoo.so" -> "foo" when foo is linked in. */
NativeResult jni_NativeLibraries_findBuiltinLib(Thread *t, Slot *args, Slot *ret) {
    ret->l = NULL;
    if (!args[0].l) return vm_throw_npe(t, NULL);
    char *n = vm_string_to_utf8(args[0].l);
    size_t len = strlen(n);
    if (len > 6 && !strncmp(n, "lib", 3) && !strcmp(n + len - 3, ".so")) {
        n[len - 3] = 0;
        const char *lib = n + 3;
        bool found = is_jdk_builtin(lib) || static_lib_named(lib);
#ifndef VITRINE_WASM
        if (!found) {
            char sym[512];
            snprintf(sym, sizeof sym, "JNI_OnLoad_%s", lib);
            found = dlsym(process_handle(), sym) != NULL;
        }
#endif
        if (found) ret->l = vm_string_utf8(t, lib);
    }
    free(n);
    return t->exception ? NR_EXCEPTION : NR_OK;
}

/* Calls JNI_OnLoad or JNI_OnUnload in a local frame of its own. */
static jint call_lib_hook(Thread *t, void *fn, bool onload) {
    JniEnvImpl *e = jni_env_of(t);
    int frame = jni_push_frame(e, false);
    jint v = 0;
    vm_enter_native(t);
    if (onload) v = ((jint(JNICALL *)(JavaVM *, void *))fn)(&jni_java_vm, NULL);
    else ((void(JNICALL *)(JavaVM *, void *))fn)(&jni_java_vm, NULL);
    vm_leave_native(t);
    jni_pop_frame(e, frame);
    return v;
}

static void close_handle(jlong h) {
#ifndef VITRINE_WASM
    if (h != JDK_BUILTIN && !static_lib_of_handle(h) && (void *)(uintptr_t)h != process_handle())
        dlclose((void *)(uintptr_t)h);
#else
    (void)h;
#endif
}

/* boolean load(NativeLibraryImpl impl, String name, boolean isBuiltin, boolean isJNI,
                boolean throwExceptionIfFail) */
NativeResult jni_NativeLibraries_load(Thread *t, Slot *args, Slot *ret) {
    Object *impl = args[0].l;
    bool builtin = args[2].i != 0, is_jni = args[3].i != 0, throw_if_fail = args[4].i != 0;
    ret->i = 0;
    if (!impl || !args[1].l) return vm_throw_npe(t, NULL);
    lib_offsets(t);
    char *name = vm_string_to_utf8(args[1].l);
    jlong handle = 0;
    if (builtin) {
        if (is_jdk_builtin(name)) {
            FIELD_AT(impl, off_handle, jlong) = JDK_BUILTIN;
            FIELD_AT(impl, off_version, jint) = JNI_VERSION_1_8;
            free(name);
            ret->i = 1;
            return NR_OK;
        }
        const JniStaticLibrary *sl = static_lib_named(name);
        if (sl) handle = (jlong)(uintptr_t)sl;
#ifndef VITRINE_WASM
        else handle = (jlong)(uintptr_t)process_handle();
#endif
    } else {
#ifndef VITRINE_WASM
        void *h = dlopen(name, RTLD_LAZY);
        if (!h) {
            if (throw_if_fail) {
                const char *err = dlerror();
                vm_throw(t, "java/lang/UnsatisfiedLinkError", "%s: %s", name, err ? err : "cannot load library");
            }
            free(name);
            return t->exception ? NR_EXCEPTION : NR_OK;
        }
        handle = (jlong)(uintptr_t)h;
#else
        if (throw_if_fail)
            vm_throw(t, "java/lang/UnsatisfiedLinkError",
                     "%s: native libraries cannot be loaded dynamically in WebAssembly (link them statically)", name);
        free(name);
        return t->exception ? NR_EXCEPTION : NR_OK;
#endif
    }
    if (is_jni) {
        void *onload = lib_function(handle, builtin ? name : NULL, "JNI_OnLoad");
        jint version = onload ? call_lib_hook(t, onload, true) : JNI_VERSION_1_1;
        if (t->exception) {
            if (!builtin) close_handle(handle);
            free(name);
            return NR_EXCEPTION;
        }
        if (!jni_is_supported_version(version) || (builtin && version < JNI_VERSION_1_8)) {
            vm_throw(t, "java/lang/UnsatisfiedLinkError", "unsupported JNI version 0x%08X required by %s", (unsigned)version,
                     name);
            if (!builtin) close_handle(handle);
            free(name);
            return NR_EXCEPTION;
        }
        FIELD_AT(impl, off_version, jint) = version;
    }
    FIELD_AT(impl, off_handle, jlong) = handle;
    if (is_jni) record_library(t, impl, handle);
    free(name);
    ret->i = 1;
    return NR_OK;
}

/* void unload(String name, boolean isBuiltin, boolean isJNI, long handle) */
NativeResult jni_NativeLibraries_unload(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    bool builtin = args[1].i != 0, is_jni = args[2].i != 0;
    jlong handle = args[3].j;
    if (handle == JDK_BUILTIN || !handle) return NR_OK;
    forget_library(handle);
    char *name = args[0].l ? vm_string_to_utf8(args[0].l) : vm_strdup("");
    if (is_jni) {
        void *onunload = lib_function(handle, builtin ? name : NULL, "JNI_OnUnload");
        if (onunload) call_lib_hook(t, onunload, false);
    }
    if (!builtin) close_handle(handle);
    free(name);
    return t->exception ? NR_EXCEPTION : NR_OK;
}

/* long findEntry0(NativeLibraryImpl impl, String name) */
NativeResult jni_NativeLibraries_findEntry0(Thread *t, Slot *args, Slot *ret) {
    ret->j = 0;
    if (!args[0].l || !args[1].l) return vm_throw_npe(t, NULL);
    lib_offsets(t);
    jlong handle = FIELD_AT(args[0].l, off_handle, jlong);
    char *name = vm_string_to_utf8(args[1].l);
    void *p = handle_symbol(handle, name);
    free(name);
    ret->j = (jlong)(uintptr_t)p;
    return NR_OK;
}
