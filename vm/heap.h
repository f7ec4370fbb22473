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
/* An object's size in the heap, from its class (the header holds none): an instance's instance_size,
   an array's length times its element size, a mirror's statics. The sweep steps from object to
   object with it. */
static inline uint64_t heap_object_size(const Object *o) {
    const Class *c = o->klass;
    if (c->is_array) return (ARRAY_DATA_OFFSET + (uint64_t)((const ArrayObject *)o)->length * c->elem_size + 7) & ~(uint64_t)7;
    if (__builtin_expect(c == wk.Class, 0)) return mirror_heap_size(o);
    return c->instance_size;
}
/* true iff p points exactly at the start of an allocated (not freed) object: safe on any value. */
bool heap_is_object(const void *p);
/* Frees every unmarked object (memory zeroed and reused), unmarks the survivors, rebuilds the free
   lists; returns the live bytes. */
uint64_t heap_sweep(void);
uint64_t heap_committed(void);
/* Calls fn for every allocated object, reachable or not (until the next collection frees it), until fn
   returns false (then false). The heap must not change meanwhile: fn may not allocate. */
bool heap_foreach_object(bool (*fn)(Object *o, void *ctx), void *ctx);
/* Called after a collection with the live bytes: the next trigger point. */
void heap_after_gc(uint64_t live);
uint64_t heap_live_after_gc(void);
/* Why the last heap allocation failed: 0 (it did not), HEAP_NO_ROOM (-Xmx would be exceeded),
   HEAP_HOPELESS (it asked for more than -Xmx: no collection can make room). */
extern int heap_alloc_failure;
enum { HEAP_NO_ROOM = 1, HEAP_HOPELESS = 2 };

/* A collection was asked for (allocation threshold, System.gc(), stress mode). */
extern bool gc_requested;
/* Schedule ticks the interpreter should resume with after a collection at an early safepoint (0 = the
   safepoint was the quantum's own). */
extern uint32_t gc_resume_ticks;
/* The interpreter's safepoint hook (interp.c, safepoint: label): collects when requested, enabled and
   no C code can hold unregistered references (c_safe: interp_gc_safe(), no nested run but JNI
   up-calls' is in progress). */
void gc_safepoint(Thread *t, bool c_safe);
/* Requests a collection at the next safepoint. cause: GC_CAUSE_* */
enum { GC_CAUSE_ALLOC = 0, GC_CAUSE_SYSTEM = 1, GC_CAUSE_LAST_DITCH = 2, GC_CAUSE_LINKING = 3, GC_CAUSE_JVMTI = 4 };
/* JVMTI ForceGarbageCollection: a full collection now, on t (NULL: a thread the VM does not know),
   when one may start here: outside every interpreter run (an agent's own thread, a foreign thread;
   the host between slices in WebAssembly) or in a JNI native method (its C code holds JNI references
   only) called from Java code or a JNI up-call, with no nested run but JNI up-calls' in progress
   (interp_gc_safe) and no thread running the callbacks of an event the VM
   posted from its own work (that C code holds references in unregistered locals). false: not here. */
bool gc_collect_for_tool(Thread *t);
void gc_request(int cause);
/* The interpreter's allocating bytecodes (new, newarray, anewarray, multianewarray) call this when
   their allocation failed for lack of heap space, with their frame saved: where c_safe, it
   drops the pending OutOfMemoryError, collects (the second time clearing every soft reference) and
   returns true for the bytecode to run again; false: let the error be thrown. */
bool gc_retry_allocation(Thread *t, bool c_safe);
/* Before a bytecode runs Java code in a nested interpreter run (linking invokedynamic, a method
   handle call or a dynamic constant), with its frame saved: collects first when the heap is nearly
   full, since the nested run cannot collect. */
void gc_before_linking(Thread *t, bool c_safe);
/* -XX:SoftRefLRUPolicyMSPerMB: how long (ms) a soft reference not used since is kept per free MB */
extern int64_t gc_soft_ms_per_mb;
extern bool gc_enabled;         /* false: VITRINE_GC=0 */
/* While held, no collection starts (on any thread): an event posted in the middle of the VM's work
   (SampledObjectAlloc, from an allocating bytecode) releases the execution token for its callbacks, and
   the C code it interrupted may hold references in unregistered locals. Nested holds count. */
void gc_hold(void);
void gc_release(void);
extern int64_t heap_start_nanos; /* heap_init's time: the soft reference clock */
/* What the collector has done, for java.lang.management (vm/natives/management_memory.c): collections
   and their total time, the last one's start and end (vm_nanotime) and the heap's use before and after
   it, the most used before any collection. */
typedef struct GcStats {
    uint64_t count;
    int64_t total_ns;
    int64_t last_start_ns, last_end_ns;
    uint64_t last_before, last_after, peak_used;
} GcStats;
extern GcStats gc_stats;

#endif
