/* heap.h: heap internals shared by the allocation paths and the collector (gc.c). */
#ifndef VITRINE_HEAP_H
#define VITRINE_HEAP_H
#include "vm.h"

void heap_init(uint64_t max_heap, uint64_t initial_heap);
/* size bytes, zeroed, header's klass set; OutOfMemoryError pending on failure. Never collects: when
   enough has been allocated since the last collection it only requests one (gc_requested). */
Object *heap_alloc(Thread *t, Class *c, uint64_t size);
/* As heap_alloc, not limited by -Xmx: for class mirrors. */
Object *heap_alloc_metadata(Thread *t, Class *c, uint64_t size);

/* ---- for the collector (gc.c) */
#define GC_MARK 1u
/* Object.gcbits: bit 0 = mark, bits 1..31 = size in 8-byte units (set at allocation). */
static inline uint64_t heap_object_size(const Object *o) { return (uint64_t)(o->gcbits >> 1) << 3; }
/* true iff p points exactly at the start of an allocated (not freed) object: safe on any value. */
bool heap_is_object(const void *p);
/* Frees every unmarked object (memory zeroed and reused), unmarks the survivors, rebuilds the free
   lists; returns the live bytes. */
uint64_t heap_sweep(void);
uint64_t heap_committed(void);
/* Called after a collection with the live bytes: the next trigger point. */
void heap_after_gc(uint64_t live);

/* A collection was asked for (allocation threshold, System.gc(), stress mode). */
extern bool gc_requested;
/* Schedule ticks the interpreter should resume with after a collection at an early safepoint (0 = the
   safepoint was the quantum's own). */
extern uint32_t gc_resume_ticks;
/* The interpreter's safepoint hook (interp.c, safepoint: label): collects when requested, enabled and
   no C code can hold unregistered references (outermost interpreter run). */
void gc_safepoint(Thread *t, int interp_depth);
/* Requests a collection at the next safepoint. cause: GC_CAUSE_* */
enum { GC_CAUSE_ALLOC = 0, GC_CAUSE_SYSTEM = 1 };
void gc_request(int cause);
extern bool gc_verbose;   /* -verbose:gc (or VITRINE_VERBOSE_GC=1): HotSpot-like pause lines on stdout */
extern bool gc_enabled;
extern int64_t heap_start_nanos; /* heap_init's time: uptime of log lines */   /* false: VITRINE_GC=0 */

#endif
