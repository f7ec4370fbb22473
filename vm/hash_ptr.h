/* hash_ptr.h: the hash of an address for pointer-keyed tables, inline because the monitor table
   (monitor_table.h) hashes an object's address at every entry of an inflated monitor. */
#ifndef VITRINE_HASH_PTR_H
#define VITRINE_HASH_PTR_H

#include <stddef.h>
#include <stdint.h>

/* Well mixed in its low bits, which is what a power-of-two table takes. */
static inline size_t vm_hash_ptr(const void *p) {
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x;
}

#endif
