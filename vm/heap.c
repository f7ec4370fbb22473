/* heap.c: the Java heap. Objects are carved from large zeroed chunks with a bump pointer; objects
   never move. The heap limit (-Xmx) is enforced here: exceeding it throws OutOfMemoryError.
   Collection (mark-sweep over exact roots, size-classed free lists) comes with the memory issue;
   until then memory is only reclaimed at exit. */
#include <stdlib.h>
#include <string.h>

#include "vm.h"
#include "heap.h"

#define CHUNK_SIZE (4u << 20)
#define LARGE_OBJECT (256u << 10)

static uint8_t *chunk_pos, *chunk_end;
static uint64_t used_bytes, committed_bytes;
static uint64_t max_bytes = 1ull << 30;
static uint32_t hash_state = 0x2545F491u;

void heap_init(uint64_t max_heap, uint64_t initial_heap) {
    if (max_heap) max_bytes = max_heap;
    (void)initial_heap;
}

uint64_t vm_heap_used(void) { return used_bytes; }
uint64_t vm_heap_capacity(void) { return committed_bytes < max_bytes ? committed_bytes : max_bytes; }
uint64_t vm_heap_max(void) { return max_bytes; }

/* Raw zeroed memory of size bytes (8-aligned), or NULL when the limit would be exceeded. */
static void *heap_alloc_raw(uint64_t size) {
    size = (size + 7) & ~(uint64_t)7;
    if (used_bytes + size > max_bytes) return NULL;
    if (size >= LARGE_OBJECT) {
        if (size > SIZE_MAX) return NULL;
        void *p = calloc(1, (size_t)size);
        if (!p) return NULL;
        used_bytes += size;
        committed_bytes += size;
        return p;
    }
    if ((uint64_t)(chunk_end - chunk_pos) < size) {
        uint8_t *c = calloc(1, CHUNK_SIZE);
        if (!c) return NULL;
        chunk_pos = c;
        chunk_end = c + CHUNK_SIZE;
        committed_bytes += CHUNK_SIZE;
    }
    void *p = chunk_pos;
    chunk_pos += size;
    used_bytes += size;
    return p;
}

Object *heap_alloc(Thread *t, Class *c, uint64_t size) {
    Object *o = heap_alloc_raw(size);
    if (!o) {
        vm_throw_oom(t, "Java heap space");
        return NULL;
    }
    o->klass = c;
    return o;
}

Object *vm_new_object(Thread *t, Class *c) {
    return heap_alloc(t, c, c->instance_size);
}

Object *vm_new_array(Thread *t, Class *ac, jint length) {
    if (length < 0) {
        vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)length);
        return NULL;
    }
    uint64_t size = ARRAY_DATA_OFFSET + (uint64_t)length * ac->elem_size;
    /* HotSpot's limit for any array: close to Integer.MAX_VALUE elements. */
    if ((uint64_t)length > 0x7fffffffu - 8 - 2) {
        vm_throw_oom(t, "Requested array size exceeds VM limit");
        return NULL;
    }
    Object *a = heap_alloc(t, ac, size);
    if (a) ARRAY_LENGTH(a) = length;
    return a;
}

Object *vm_new_prim_array(Thread *t, char type, jint length) {
    Class *ac;
    switch (type) {
    case 'Z': ac = wk.array_Z; break;
    case 'B': ac = wk.array_B; break;
    case 'C': ac = wk.array_C; break;
    case 'S': ac = wk.array_S; break;
    case 'I': ac = wk.array_I; break;
    case 'J': ac = wk.array_J; break;
    case 'F': ac = wk.array_F; break;
    case 'D': ac = wk.array_D; break;
    default: vm_fatal("bad primitive array type %c", type);
    }
    return vm_new_array(t, ac, length);
}

Object *vm_new_object_array(Thread *t, Class *elem, jint length) {
    Class *ac = vm_array_class(t, elem);
    if (!ac) return NULL;
    return vm_new_array(t, ac, length);
}

Object *vm_clone(Thread *t, Object *o) {
    Class *c = o->klass;
    uint64_t size = c->is_array ? ARRAY_DATA_OFFSET + (uint64_t)ARRAY_LENGTH(o) * c->elem_size : c->instance_size;
    Object *n = heap_alloc(t, c, size);
    if (!n) return NULL;
    memcpy((char *)n + sizeof(Object), (char *)o + sizeof(Object), (size_t)size - sizeof(Object));
    return n;
}

jint vm_identity_hash(Object *o) {
    if (!o->hash) {
        /* xorshift: the same sequence natively and in wasm, so programs see the same hashes. */
        uint32_t h;
        do {
            uint32_t x = hash_state;
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            hash_state = x;
            h = x & 0x7fffffff;
        } while (h == 0);
        o->hash = h;
    }
    return (jint)o->hash;
}
