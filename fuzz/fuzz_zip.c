/* fuzz_zip.c: libFuzzer target for the zip and jar reader (vm/zip.c) on archives in memory: opening,
   listing, reading every entry (inflating it) and the manifest's Main-Class; a damaged archive is an
   error message, never a crash. */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_target.h"
#include "zip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char err[256];
    ZipArchive *z = zip_open_memory(data, size, err, sizeof err);
    if (!z) {
        fuzz_check(err[0] != 0, "a refused archive says why");
        return 0;
    }
    size_t count = zip_count(z);
    for (size_t i = 0; i < count && i < 64; i++) {
        const char *name = zip_name(z, i);
        fuzz_check(name != NULL, "every listed entry has a name");
        fuzz_check(zip_contains(z, name), "a listed entry is found by its name");
        size_t len = 0;
        free(zip_read(z, name, &len));
    }
    free(zip_manifest_attribute(z, "Main-Class"));
    zip_close(z);
    return 0;
}
