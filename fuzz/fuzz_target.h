/* fuzz_target.h: what every fuzz target shares: libFuzzer's entry point and a check that ends the run
   (as a crash libFuzzer keeps the input of) when a property of the code under test does not hold. The
   same targets are linked without libFuzzer into fuzz_regress (fuzz/regress.c), which runs the saved
   inputs of native-tests/data/fuzz/ in `make check`. */
#ifndef VITRINE_FUZZ_TARGET_H
#define VITRINE_FUZZ_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "vm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static inline void fuzz_check(int holds, const char *property) {
    if (!holds) {
        fprintf(stderr, "fuzz: property broken: %s\n", property);
        abort();
    }
}

#endif
