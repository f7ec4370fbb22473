/* object_header.h: the header every Java object starts with, the array header, and the accessors of
   the header's word (the collector's mark, the inflated-monitor bit, the identity hash). Only these
   accessors read or write the word; docs/ARCHITECTURE.md (Objects) describes the layout. */
#ifndef VITRINE_OBJECT_HEADER_H
#define VITRINE_OBJECT_HEADER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "jni.h"

typedef struct Object Object;
typedef struct Class Class;

/* Objects never move (the collector is non-moving), so an Object* is stable for the object's life:
   the monitor side table (monitor_table.h) is keyed by it. The header is the class pointer and one
   32-bit word; instance fields start right after the word (OBJECT_HEADER_SIZE), in the padding that
   sizeof(Object) would include natively. */
struct Object {
    Class *klass;
    uint32_t word; /* bit 0: marked (the collector's, and a JVMTI heap walk's while it runs);
                      bit 1: inflated (the object has a Monitor in the side table);
                      bits 2..31: the identity hash, 0 until first asked for */
};

/* The offset of the first instance field: 12 natively, 8 in WebAssembly. */
#define OBJECT_HEADER_SIZE ((uint32_t)(offsetof(Object, word) + sizeof(uint32_t)))

/* Arrays: the object header, the length, then the elements at ARRAY_DATA_OFFSET, 8-aligned for long[]
   and double[] (natively the length fills the header's 8-byte slot; WebAssembly pads 4 bytes). */
typedef struct ArrayObject {
    Class *klass;
    uint32_t word;
    jint length;
} ArrayObject;

#define ARRAY_DATA_OFFSET 16u
#define ARRAY_LENGTH(a) (((ArrayObject *)(a))->length)
#define ARRAY_DATA(a, T) ((T *)((char *)(a) + ARRAY_DATA_OFFSET))

_Static_assert(offsetof(ArrayObject, klass) == offsetof(Object, klass) && offsetof(ArrayObject, word) == offsetof(Object, word),
               "an array starts with the object header");
_Static_assert(offsetof(ArrayObject, length) == OBJECT_HEADER_SIZE, "an array's length follows the header");
_Static_assert(offsetof(ArrayObject, length) + sizeof(jint) <= ARRAY_DATA_OFFSET && ARRAY_DATA_OFFSET % 8 == 0,
               "array elements are 8-aligned after the length");

enum {
    OBJ_MARKED = 1u,
    OBJ_INFLATED = 2u,
    OBJ_HASH_SHIFT = 2,
};
/* Identity hashes are 30 bits, never 0 (0 in the word means "not hashed yet"). */
#define OBJ_HASH_MASK 0x3fffffffu

static inline bool obj_marked(const Object *o) { return (o->word & OBJ_MARKED) != 0; }
static inline void obj_set_marked(Object *o) { o->word |= OBJ_MARKED; }
static inline void obj_clear_marked(Object *o) { o->word &= ~(uint32_t)OBJ_MARKED; }

static inline bool obj_inflated(const Object *o) { return (o->word & OBJ_INFLATED) != 0; }
static inline void obj_set_inflated(Object *o) { o->word |= OBJ_INFLATED; }

/* The identity hash, 0 when none was given yet. */
static inline uint32_t obj_hash(const Object *o) { return o->word >> OBJ_HASH_SHIFT; }
static inline void obj_set_hash(Object *o, uint32_t h) {
    o->word = (o->word & ((1u << OBJ_HASH_SHIFT) - 1)) | ((h & OBJ_HASH_MASK) << OBJ_HASH_SHIFT);
}

#endif
