/* fuzz_jimage.c: libFuzzer target for the runtime image reader (vm/jimage.c): the bytes as a
   lib/modules file (written to a temporary file, since images are opened by path), then every lookup
   the VM makes at start-up: a class by name, a package's module, a resource, and a walk over every
   name. Every offset in the image is checked: a corrupt image is an error, never a crash. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_target.h"
#include "jimage.h"

static int visit(const char *name, void *ctx) {
    (void)name;
    return ++*(int *)ctx >= 1000;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[] = "/tmp/vitrine-fuzz-jimage-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return 0;
    FILE *f = fdopen(fd, "wb");
    if (!f || fwrite(data, 1, size, f) != size) {
        if (f) fclose(f);
        unlink(path);
        return 0;
    }
    fclose(f);
    char err[256];
    JImage *img = jimage_open(path, err, sizeof err);
    unlink(path);
    if (!img) {
        fuzz_check(err[0] != 0, "a refused image says why");
        return 0;
    }
    size_t len;
    const char *module = NULL;
    free(jimage_read_class(img, "java/lang/Object", &len, &module));
    (void)jimage_package_module(img, "java/lang");
    free(jimage_read(img, "java.base", "java/lang/String.class", &len));
    int visited = 0;
    jimage_foreach(img, visit, &visited);
    jimage_close(img);
    return 0;
}
