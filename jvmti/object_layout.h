/* object_layout.h: the size an object would take in HotSpot's 64-bit layout with compressed
   references and class pointers (what JVMTI GetObjectSize reports; docs/JVMTI.md, "Queries"). */
#ifndef VITRINE_JVMTI_OBJECT_LAYOUT_H
#define VITRINE_JVMTI_OBJECT_LAYOUT_H

#include "vm.h"

jlong object_layout_size(Object *o);

/* An array's size: a 16-byte header, then the elements (references 4 bytes), rounded up to 8. Inline:
   allocation sampling counts it at every array allocation. */
static inline jlong object_layout_array_size(char elem_type, jint length) {
    uint32_t elem = elem_type == 'J' || elem_type == 'D'   ? 8
                    : elem_type == 'C' || elem_type == 'S' ? 2
                    : elem_type == 'Z' || elem_type == 'B' ? 1
                                                           : 4;
    return (jlong)((16 + (uint64_t)(uint32_t)length * elem + 7) / 8 * 8);
}

#endif
