/* heap.h: heap internals shared by the allocation paths. */
#ifndef VITRINE_HEAP_H
#define VITRINE_HEAP_H
#include "vm.h"

void heap_init(uint64_t max_heap, uint64_t initial_heap);
/* size bytes, zeroed, header's klass set; OutOfMemoryError pending on failure. */
Object *heap_alloc(Thread *t, Class *c, uint64_t size);

#endif
