/* jimage_natives.c: natives of jdk.internal.jimage, the JDK's own reader of the runtime image (used
   by the platform and application loaders for modules outside the boot loader, and by jrt:/). The
   VM hands it the image it already has open. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../internal.h"

/* NativeImageBuffer.getNativeMap(String path): a direct ByteBuffer over the image when the VM holds
   all of it in memory; null otherwise (the Java reader then reads through a FileChannel). */
static NativeResult NativeImageBuffer_getNativeMap(Thread *t, Slot *args, Slot *ret) {
    ret->l = NULL;
    if (!args[0].l) return vm_throw_npe(t, NULL);
    size_t size = 0;
    const uint8_t *data = boot_image ? jimage_data(boot_image, &size) : NULL;
    if (!data || size > 0x7fffffff) return NR_OK;
    char *path = vm_string_to_utf8(args[0].l);
    char mine[4096];
    snprintf(mine, sizeof mine, "%s/lib/modules", vm.java_home);
    bool same = strcmp(path, mine) == 0;
    free(path);
    if (!same) return NR_OK;
    Class *dbb = vm_boot_class(t, "java/nio/DirectByteBuffer");
    if (!vm_ensure_initialized(t, dbb)) return NR_EXCEPTION;
    Object *buf = vm_new_object(t, dbb);
    if (!buf) return NR_EXCEPTION;
    vm_push_root(t, &buf);
    Method *ctor = vm_find_declared_method(dbb, "<init>", "(JI)V");
    Slot a[4];
    a[0].l = buf;
    a[1].j = (jlong)(intptr_t)data;
    a[3].i = (jint)size;
    a[2].i = (jint)size; /* (long, int): the int follows the long's two slots */
    bool ok = ctor && vm_call(t, ctor, a, NULL);
    vm_pop_roots(t, 1);
    if (!ctor) return vm_throw(t, "java/lang/InternalError", "DirectByteBuffer(long, int) not found");
    if (!ok) return NR_EXCEPTION;
    ret->l = buf;
    return NR_OK;
}

const NativeDef vm_natives_jimage[] = {
    {"jdk/internal/jimage/NativeImageBuffer", "getNativeMap", "(Ljava/lang/String;)Ljava/nio/ByteBuffer;",
     NativeImageBuffer_getNativeMap},
    {NULL, NULL, NULL, NULL},
};
