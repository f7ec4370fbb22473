/* fuzz_classfile.c: libFuzzer target for the class file parser (vm/classfile.c): any bytes either
   parse into a ClassFile whose every stored index is valid, or give a CfError with a message; never a
   crash, a leak or undefined behaviour. A parsed class has its constant pool serialised again
   (vm/cp_bytes.c) and its names read, as JVMTI and the linker read them. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "classfile.h"
#include "fuzz_target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    CfError err;
    memset(&err, 0, sizeof err);
    ClassFile *cf = cf_parse(data, size, NULL, &err);
    if (!cf) {
        fuzz_check(err.exception != NULL && err.message[0] != 0, "a refused class file names its error");
        return 0;
    }
    uint32_t n = cf_constant_pool_bytes(cf, NULL);
    uint8_t *pool = vm_malloc(n ? n : 1);
    fuzz_check(cf_constant_pool_bytes(cf, pool) == n, "the constant pool is written in the size it said");
    free(pool);
    fuzz_check(cf->this_name != NULL && cf->this_name[0] != 0, "a parsed class has a name");
    for (uint16_t i = 0; i < cf->n_interfaces; i++) fuzz_check(cf->interfaces[i] != NULL, "every interface has a name");
    cf_free(cf);
    return 0;
}
