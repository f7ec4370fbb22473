/* heap.c: the Java heap. Objects never move. Small objects (< 256 KB) are carved from 4 MB zeroed
   chunks: by bump allocation inside a current region, the region being a fresh chunk or a free block
   left by the collector's sweep (exact-size bins for small blocks, a first-fit list for larger ones).
   Each chunk has an object-start bitmap (1 bit per 8 bytes) so that any value can be checked to be an
   object (conservative scanning of frames, gc.c). Large objects get their own calloc and are kept in
   an address-sorted table. Free memory is always zero (the sweep zeroes dead objects), except the
   link header of a free block ({next, size}), cleared when the block is taken. Objects carry no size:
   the sweep takes it from the class (heap.h heap_object_size).
   The -Xmx limit applies to the bytes in objects (live plus allocated since the last collection), so
   space the sweep freed never counts against it, whatever its shape; chunks left empty by a sweep and
   dead large objects are given back to the C allocator, where they coalesce with their neighbours.
   Allocation itself never collects (its callers may hold references in C locals): past a threshold it
   requests a collection (gc_requested), which runs at the next safepoint of the outermost interpreter
   run; when the limit would be exceeded it throws OutOfMemoryError and counts the failure
   (heap_alloc_failure), and the interpreter's allocating bytecodes then collect and retry
   (gc_retry_allocation in gc.c). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "heap.h"
#include "jvmti_hooks.h"
#include "xlog.h"

#define CHUNK_SIZE (4u << 20)
#define LARGE_OBJECT (256u << 10)
#define N_BINS 64 /* exact bins for block sizes below 512 (by 8) */
#define BIN_LIMIT (N_BINS * 8)
#define SPARE_CHUNKS 2 /* empty chunks a sweep keeps for the allocations to come; the rest are freed */

typedef struct Chunk {
    uint8_t *base;
    uint64_t *bits; /* object starts: bit i = base + 8*i */
} Chunk;

typedef struct FreeBlock {
    struct FreeBlock *next;
    size_t size;
} FreeBlock;

/* The smallest block: every object is at least that large, so that it can become a free block. */
#define MIN_BLOCK sizeof(FreeBlock)
_Static_assert(sizeof(FreeBlock) % 8 == 0 && ((OBJECT_HEADER_SIZE + 7) & ~7u) >= sizeof(FreeBlock),
               "the smallest object holds a free block's link header");

typedef struct Large {
    Object *p;
    uint64_t size;
} Large;

static Chunk *chunks;                 /* sorted by base */
static size_t n_chunks, cap_chunks;
static uintptr_t chunks_lo = UINTPTR_MAX, chunks_hi;
static Large *larges;                 /* sorted by address */
static size_t n_larges, cap_larges;

static uint8_t *region_pos, *region_end;
static Chunk region_chunk; /* a copy: the chunk table moves */
static FreeBlock *bins[N_BINS];       /* exact sizes < BIN_LIMIT */
static FreeBlock *big_blocks;         /* sizes >= BIN_LIMIT */

static uint64_t used_bytes, committed_bytes;
static uint64_t live_bytes; /* after the last collection */
static uint64_t max_bytes = 1ull << 30;
static uint64_t gc_trigger = 16u << 20, min_trigger = 16u << 20;
static bool stress; /* VITRINE_GC_TRIGGER given: collect after exactly that many bytes */
#define HASH_SEED 0x2545F491u
static uint32_t hash_state = HASH_SEED;

bool gc_requested;
int heap_alloc_failure;
uint32_t gc_resume_ticks;
bool gc_enabled = true;
int64_t heap_start_nanos;

void heap_init(uint64_t max_heap, uint64_t initial_heap) {
    if (max_heap) max_bytes = max_heap;
    (void)initial_heap;
    heap_start_nanos = vm_nanotime();
    const char *e = getenv("VITRINE_GC");
    if (e && *e == '0') gc_enabled = false;
    e = getenv("VITRINE_GC_TRIGGER"); /* bytes allocated between collections at least (stress tests) */
    if (e && *e) {
        min_trigger = strtoull(e, NULL, 10);
        stress = true;
    }
    if (min_trigger < 4096) min_trigger = 4096;
    e = getenv("VITRINE_VERBOSE_GC");
    if (e && *e == '1') xlog_verbose(XLOG_GC, true);
    if (xlog_on(XLOG_GC, XLOG_INFO)) xlog_print(XLOG_GC, XLOG_INFO, "Using Mark Sweep");
    heap_after_gc(0);
}

uint64_t vm_heap_used(void) { return used_bytes; }
/* Runtime.totalMemory: the memory the heap holds now (chunks and large blocks), within what the
   limit allows and at least what is in use; freeMemory is this less the used bytes. */
uint64_t vm_heap_capacity(void) {
    uint64_t cap = committed_bytes < max_bytes ? committed_bytes : max_bytes;
    return cap < used_bytes ? used_bytes : cap;
}
uint64_t heap_live_after_gc(void) { return live_bytes; }
uint64_t vm_heap_max(void) { return max_bytes; }
uint64_t heap_committed(void) { return committed_bytes; }

void heap_after_gc(uint64_t live) {
    live_bytes = live;
    /* allocate at least as much as survived (and min_trigger) before the next collection, but start
       one well before -Xmx when the live set allows it */
    uint64_t room = live > min_trigger && !stress ? live : min_trigger;
    uint64_t trig = live + room;
    uint64_t cap = max_bytes - max_bytes / 4;
    if (trig > cap) trig = live + (max_bytes - live) / 2 > live ? live + (max_bytes - live) / 2 : live;
    if (trig < live + 4096) trig = live + 4096;
    gc_trigger = trig;
}

void gc_request(int cause) {
    if (cause == GC_CAUSE_SYSTEM || !gc_requested) gc_cause = cause;
    if (gc_requested) return;
    gc_requested = true;
    /* reach a safepoint soon, then resume the quantum where it was */
    if (sched_ticks > 1) {
        gc_resume_ticks = sched_ticks - 1;
        sched_ticks = 1;
    }
}

/* ---------------------------------------------------------------- object starts */

static Chunk *chunk_of(uintptr_t a) {
    if (a < chunks_lo || a >= chunks_hi) return NULL;
    size_t lo = 0, hi = n_chunks;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        uintptr_t b = (uintptr_t)chunks[mid].base;
        if (a < b) hi = mid;
        else if (a >= b + CHUNK_SIZE) lo = mid + 1;
        else return &chunks[mid];
    }
    return NULL;
}

static size_t large_index(uintptr_t a, bool *found) {
    size_t lo = 0, hi = n_larges;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        uintptr_t b = (uintptr_t)larges[mid].p;
        if (a < b) hi = mid;
        else if (a > b) lo = mid + 1;
        else { *found = true; return mid; }
    }
    *found = false;
    return lo;
}

bool heap_is_object(const void *p) {
    uintptr_t a = (uintptr_t)p;
    if (!a || (a & 7)) return false;
    Chunk *c = chunk_of(a);
    if (c) {
        size_t i = (a - (uintptr_t)c->base) >> 3;
        return (c->bits[i >> 6] >> (i & 63)) & 1;
    }
    bool found;
    large_index(a, &found);
    return found;
}

static inline void set_start(Chunk *c, void *p) {
    size_t i = ((uintptr_t)p - (uintptr_t)c->base) >> 3;
    c->bits[i >> 6] |= 1ull << (i & 63);
}

/* ---------------------------------------------------------------- free blocks */

static void add_free(uint8_t *p, size_t size) {
    if (size < MIN_BLOCK) return; /* a sliver: recovered when its neighbours die */
    FreeBlock *b = (FreeBlock *)p;
    b->size = size;
    if (size < BIN_LIMIT) {
        b->next = bins[size >> 3];
        bins[size >> 3] = b;
    } else {
        b->next = big_blocks;
        big_blocks = b;
    }
}

static void take_block(FreeBlock *b) {
    size_t size = b->size;
    memset(b, 0, sizeof *b);
    region_pos = (uint8_t *)b;
    region_end = region_pos + size;
    region_chunk = *chunk_of((uintptr_t)b);
}

static void retire_region(void) {
    if (region_pos && region_end > region_pos) add_free(region_pos, (size_t)(region_end - region_pos));
    region_pos = region_end = NULL;
}

static bool new_chunk(void) {
    uint8_t *base = calloc(1, CHUNK_SIZE);
    if (!base) return false;
    uint64_t *bits = calloc(CHUNK_SIZE / 8 / 64, sizeof(uint64_t));
    if (!bits) { free(base); return false; }
    if (n_chunks == cap_chunks) {
        cap_chunks = cap_chunks ? cap_chunks * 2 : 16;
        Chunk *n = realloc(chunks, cap_chunks * sizeof(Chunk));
        if (!n) vm_fatal("out of memory for the heap's chunk table");
        chunks = n;
    }
    size_t i = n_chunks;
    while (i > 0 && (uintptr_t)chunks[i - 1].base > (uintptr_t)base) {
        chunks[i] = chunks[i - 1];
        i--;
    }
    chunks[i].base = base;
    chunks[i].bits = bits;
    n_chunks++;
    if ((uintptr_t)base < chunks_lo) chunks_lo = (uintptr_t)base;
    if ((uintptr_t)base + CHUNK_SIZE > chunks_hi) chunks_hi = (uintptr_t)base + CHUNK_SIZE;
    committed_bytes += CHUNK_SIZE;
    retire_region();
    region_pos = base;
    region_end = base + CHUNK_SIZE;
    region_chunk = chunks[i];
    return true;
}

/* A new region of at least size bytes. */
static bool refill(size_t size) {
    if (size < BIN_LIMIT && bins[size >> 3]) {
        retire_region();
        FreeBlock *b = bins[size >> 3];
        bins[size >> 3] = b->next;
        take_block(b);
        return true;
    }
    for (FreeBlock **pp = &big_blocks; *pp; pp = &(*pp)->next)
        if ((*pp)->size >= size) {
            FreeBlock *b = *pp;
            *pp = b->next;
            retire_region();
            take_block(b);
            return true;
        }
    for (size_t s = size + MIN_BLOCK; s < BIN_LIMIT; s += 8)
        if (bins[s >> 3]) {
            retire_region();
            FreeBlock *b = bins[s >> 3];
            bins[s >> 3] = b->next;
            take_block(b);
            return true;
        }
    return new_chunk();
}

/* Raw zeroed memory of size bytes (8-aligned), or NULL when the limit would be exceeded. */
static void *heap_alloc_raw(uint64_t size) {
    if (used_bytes + size > max_bytes) return NULL;
    if (size >= LARGE_OBJECT) {
        if (size > SIZE_MAX) return NULL;
        void *p = calloc(1, (size_t)size);
        if (!p) return NULL;
        if (n_larges == cap_larges) {
            size_t ncap = cap_larges ? cap_larges * 2 : 64;
            Large *n = realloc(larges, ncap * sizeof(Large));
            if (!n) { free(p); return NULL; }
            larges = n;
            cap_larges = ncap;
        }
        bool found;
        size_t i = large_index((uintptr_t)p, &found);
        memmove(&larges[i + 1], &larges[i], (n_larges - i) * sizeof(Large));
        larges[i].p = p;
        larges[i].size = size;
        n_larges++;
        used_bytes += size;
        committed_bytes += size;
        return p;
    }
    if ((uint64_t)(region_end - region_pos) < size && !refill((size_t)size)) return NULL;
    void *p = region_pos;
    region_pos += size;
    set_start(&region_chunk, p);
    used_bytes += size;
    return p;
}

Object *heap_alloc(Thread *t, Class *c, uint64_t size) {
    size = (size + 7) & ~(uint64_t)7;
    if (size < MIN_BLOCK) size = MIN_BLOCK;
    Object *o = heap_alloc_raw(size);
    if (!o) {
        /* creating the error allocates too: the reason recorded is this allocation's */
        vm_throw_oom(t, "Java heap space");
        heap_alloc_failure = size > max_bytes ? HEAP_HOPELESS : HEAP_NO_ROOM;
        t->alloc_failed_frame = t->frame;
        if (gc_enabled) gc_request(GC_CAUSE_ALLOC);
        return NULL;
    }
    heap_alloc_failure = 0;
    t->allocated_bytes += size;
    o->klass = c;
    if (used_bytes >= gc_trigger && gc_enabled && !gc_requested) gc_request(GC_CAUSE_ALLOC);
    return o;
}

/* Class mirrors are metadata as much as objects (HotSpot keeps class data outside the Java heap):
   defining a class when the heap is full must not fail, so they may exceed -Xmx. */
Object *heap_alloc_metadata(Thread *t, Class *c, uint64_t size) {
    uint64_t limit = max_bytes;
    max_bytes = UINT64_MAX;
    Object *o = heap_alloc(t, c, size);
    max_bytes = limit;
    return o;
}

/* ---------------------------------------------------------------- sweep */

/* Does a chunk hold a marked object? (Read before sweeping it: an empty one is released unswept.) */
static bool chunk_has_survivor(const Chunk *c) {
    for (size_t w = 0; w < CHUNK_SIZE / 8 / 64; w++)
        for (uint64_t word = c->bits[w]; word; word &= word - 1) {
            const Object *o = (const Object *)(c->base + ((w * 64 + (size_t)__builtin_ctzll(word)) << 3));
            if (obj_marked(o)) return true;
        }
    return false;
}

/* Gives a chunk without survivors back to the C allocator (the collector freed their monitors). */
static void release_chunk(Chunk *c) {
    free(c->base);
    free(c->bits);
    committed_bytes -= CHUNK_SIZE;
}

uint64_t heap_sweep(void) {
    /* free lists are rebuilt from the gaps between survivors: clear the old link headers first */
    for (size_t i = 0; i < N_BINS; i++) {
        for (FreeBlock *b = bins[i], *n; b; b = n) { n = b->next; memset(b, 0, sizeof *b); }
        bins[i] = NULL;
    }
    for (FreeBlock *b = big_blocks, *n; b; b = n) { n = b->next; memset(b, 0, sizeof *b); }
    big_blocks = NULL;
    region_pos = region_end = NULL;

    uint64_t live = 0;
    size_t kept = 0, empty_kept = 0;
    for (size_t ci = 0; ci < n_chunks; ci++) {
        Chunk *c = &chunks[ci];
        if (!chunk_has_survivor(c) && empty_kept++ >= SPARE_CHUNKS) {
            release_chunk(c);
            continue;
        }
        uint8_t *gap = c->base, *end = c->base;
        for (size_t w = 0; w < CHUNK_SIZE / 8 / 64; w++) {
            uint64_t word = c->bits[w];
            while (word) {
                int bit = __builtin_ctzll(word);
                word &= word - 1;
                Object *o = (Object *)(c->base + ((w * 64 + (size_t)bit) << 3));
                uint64_t size = heap_object_size(o);
                /* sizes come from classes: one that disagreed with the allocation would make the sweep
                   zero or free a neighbour; stop instead */
                if ((uint8_t *)o < end) vm_fatal("heap: the object at %p overlaps the one before it (%s)", (void *)o, o->klass->name);
                end = (uint8_t *)o + size;
                if (obj_marked(o)) {
                    obj_clear_marked(o);
                    add_free(gap, (size_t)((uint8_t *)o - gap));
                    gap = (uint8_t *)o + size;
                    live += size;
                } else {
                    c->bits[w] &= ~(1ull << bit);
                    memset(o, 0, (size_t)size);
                }
            }
        }
        add_free(gap, (size_t)(c->base + CHUNK_SIZE - gap));
        chunks[kept++] = *c;
    }
    n_chunks = kept;
    chunks_lo = n_chunks ? (uintptr_t)chunks[0].base : UINTPTR_MAX;
    chunks_hi = n_chunks ? (uintptr_t)chunks[n_chunks - 1].base + CHUNK_SIZE : 0;
    size_t k = 0;
    for (size_t i = 0; i < n_larges; i++) {
        Object *o = larges[i].p;
        if (obj_marked(o)) {
            obj_clear_marked(o);
            live += larges[i].size;
            larges[k++] = larges[i];
        } else {
            committed_bytes -= larges[i].size;
            free(o);
        }
    }
    n_larges = k;
    used_bytes = live;
    return live;
}

bool heap_foreach_object(bool (*fn)(Object *o, void *ctx), void *ctx) {
    for (size_t ci = 0; ci < n_chunks; ci++) {
        Chunk *c = &chunks[ci];
        for (size_t w = 0; w < CHUNK_SIZE / 8 / 64; w++)
            for (uint64_t word = c->bits[w]; word; word &= word - 1) {
                Object *o = (Object *)(c->base + ((w * 64 + (size_t)__builtin_ctzll(word)) << 3));
                if (!fn(o, ctx)) return false;
            }
    }
    for (size_t i = 0; i < n_larges; i++)
        if (!fn(larges[i].p, ctx)) return false;
    return true;
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
    /* HotSpot 17's limit for an array of any element type (64-bit): Integer.MAX_VALUE - 2 elements;
       anything shorter that does not fit is "Java heap space" */
    if ((uint64_t)length > 0x7fffffffu - 2) {
        jvmti_hook_resource_exhausted(t, JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR, "Requested array size exceeds VM limit");
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
    uint64_t size = heap_object_size(o);
    Object *n = heap_alloc(t, o->klass, size);
    if (!n) return NULL;
    /* everything after the header word: an array's length, an instance's first field at 12 natively */
    memcpy((char *)n + OBJECT_HEADER_SIZE, (char *)o + OBJECT_HEADER_SIZE, (size_t)size - OBJECT_HEADER_SIZE);
    return n;
}

void vm_identity_hash_reseed(void) { hash_state = HASH_SEED; }

jint vm_identity_hash(Object *o) {
    uint32_t h = obj_hash(o);
    if (!h) {
        /* xorshift: the same sequence natively and in wasm, so programs see the same hashes. */
        do {
            uint32_t x = hash_state;
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            hash_state = x;
            h = x & OBJ_HASH_MASK;
        } while (h == 0);
        obj_set_hash(o, h);
    }
    return (jint)h;
}
