/* link.c: linking native methods to code in native libraries, and the natives of
   jdk.internal.loader.NativeLibraries. Until JNI libraries can be loaded, only the JDK's own libraries
   (implemented inside the VM, so "built in") load; native methods without a VM implementation give
   UnsatisfiedLinkError. */
#include <stdlib.h>
#include <string.h>

#include "../internal.h"

NativeFn jni_link_native(Thread *t, Method *m) {
    (void)t;
    (void)m;
    return NULL;
}

static const char *const builtin_libs[] = {"java", "net", "nio", "zip", "jimage", "verify", "prefs", "extnet", NULL};

NativeResult jni_NativeLibraries_findBuiltinLib(Thread *t, Slot *args, Slot *ret) {
    ret->l = NULL;
    if (!args[0].l) return vm_throw_npe(t, NULL);
    char *n = vm_string_to_utf8(args[0].l);
    size_t len = strlen(n);
    if (len > 6 && !strncmp(n, "lib", 3) && !strcmp(n + len - 3, ".so")) {
        n[len - 3] = 0;
        for (int i = 0; builtin_libs[i]; i++)
            if (!strcmp(n + 3, builtin_libs[i])) {
                ret->l = vm_string_utf8(t, n + 3);
                break;
            }
    }
    free(n);
    return t->exception ? NR_EXCEPTION : NR_OK;
}

NativeResult jni_NativeLibraries_load(Thread *t, Slot *args, Slot *ret) {
    Object *impl = args[0].l;
    if (args[2].i) { /* built in */
        uint32_t off_handle = vm_field_offset(t, "jdk/internal/loader/NativeLibraries$NativeLibraryImpl", "handle", "J");
        uint32_t off_version = vm_field_offset(t, "jdk/internal/loader/NativeLibraries$NativeLibraryImpl", "jniVersion", "I");
        FIELD_AT(impl, off_handle, jlong) = 1;
        FIELD_AT(impl, off_version, jint) = JNI_VERSION_1_8;
        ret->i = 1;
        return NR_OK;
    }
    char *n = args[1].l ? vm_string_to_utf8(args[1].l) : vm_strdup("?");
    NativeResult r = vm_throw(t, "java/lang/UnsatisfiedLinkError", "%s: loading JNI libraries is not supported yet", n);
    free(n);
    return r;
}

NativeResult jni_NativeLibraries_unload(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args; (void)ret;
    return NR_OK;
}

NativeResult jni_NativeLibraries_findEntry0(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->j = 0;
    return NR_OK;
}
