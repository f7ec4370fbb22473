/* gc.c: the garbage collector: non-moving mark-sweep, stop-the-world at a safepoint of the interpreter.

   When it runs. The rule: only at a point of the interpreter where the running bytecode has saved its
   frame (pc, sp) and no C code below the loop holds references in unregistered locals: the outermost
   run (natives have returned, blocked natives are data: their frame and continuation), or a run nested
   only under JNI up-calls (a JNI native method's C code holds JNI references, which are roots; its
   caller is the interpreter with its frame saved), on every thread (interp_gc_safe). Then every
   thread's state is in its frames. Allocation itself never collects
   (natives hold Object* in unregistered C locals across allocations). There are three such points:
   (1) the loop's `safepoint:` label, where a collection requested by allocation past a threshold,
   by System.gc() or by a failed allocation runs; (2) an allocating bytecode whose allocation failed
   for lack of room (gc_retry_allocation): it collects and runs the bytecode again, then once more
   after a collection that clears every soft reference, and only then throws OutOfMemoryError (the
   C allocation call has returned by then, so whatever it built half is garbage); (3) the slow path
   of a bytecode about to link through Java code (gc_before_linking), which collects first when the
   heap is nearly full because the linkage code's own C allocations cannot. Requests seen in other nested
   runs (vm_call from the VM's own C code) wait until they have ended; an allocation failing there
   throws at once. Before
   boot completes (vm.booted) nothing is collected (the launcher's C code holds references across
   its calls).

   Roots. (a) Frames, exactly (refmap.c): the locals and operand stack slots that hold references at
   each Java frame's bci, native frames' reference arguments; VM-internal frames and frames whose map
   is unknown word by word, a word counting iff it points exactly at the start of an allocated object
   (heap_is_object: per-chunk start bitmaps, sorted large objects). (b) Thread.jthread, .exception,
   the kept outcome of a linkage up-call (.upcall_*).
   (c) vm_visit_c_roots: registered globals, per-thread pushed roots, JNI references. (d) the intern
   table. (e) every loaded class: mirror, loader, module, init_error, resolved constant-pool entries
   (checked with heap_is_object, so the Class, Field and Method pointers there are skipped), array-class and
   primitive mirrors; boot_unnamed_module, the preallocated errors, the system loader. A mirror's
   statics are scanned with the mirror.

   Marking is iterative (explicit mark stack). An instance's references are given by its class's
   ref_map (built lazily here: one bit per pointer-sized word); arrays of references: every element,
   a slice of ARRAY_SLICE at a time for long ones (the stack stays small).
   Every value is checked with heap_is_object before it is marked.
   java.lang.ref.Reference referents are not marked through: see process_references. JNI weak globals
   are cleared when their object dies, and so are the monitors of dead objects (vm/monitor_table.c)
   before the sweep. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "heap.h"
#include "jvmti_hooks.h"
#include "refmap.h"
#include "xlog.h"

int gc_cause;
GcStats gc_stats;
static bool heap_exhausted; /* an OutOfMemoryError for lack of room was thrown since the last collection */

static Object **mstack;
static size_t msp, mcap;

static void mark(Object *o) {
    if (!heap_is_object(o) || obj_marked(o)) return;
    obj_set_marked(o);
    if (msp == mcap) {
        mcap = mcap ? mcap * 2 : 4096;
        Object **n = realloc(mstack, mcap * sizeof(Object *));
        if (!n) vm_fatal("out of memory for the collector's mark stack");
        mstack = n;
    }
    mstack[msp++] = o;
}

/* Object arrays longer than ARRAY_SLICE are scanned a slice at a time, each slice's elements drained
   before the next: marking all of a large array's elements at once would push them all, and the mark
   stack would grow with the array (a 4-million-entry HashMap's table made it 25 MB). What is left of
   such an array waits here. */
#define ARRAY_SLICE 512
typedef struct ArraySlice {
    Object *array;
    jint next;
} ArraySlice;
static ArraySlice *slices;
static size_t n_slices, cap_slices;

static void push_slice(Object *a) {
    if (n_slices == cap_slices) {
        cap_slices = cap_slices ? cap_slices * 2 : 64;
        ArraySlice *n = realloc(slices, cap_slices * sizeof *n);
        if (!n) vm_fatal("out of memory for the collector's mark stack");
        slices = n;
    }
    slices[n_slices++] = (ArraySlice){a, 0};
}

/* Marks the next slice of the innermost array waiting. */
static void scan_slice(void) {
    ArraySlice *s = &slices[n_slices - 1];
    Object *a = s->array;
    jint n = ARRAY_LENGTH(a), end = n - s->next > ARRAY_SLICE ? s->next + ARRAY_SLICE : n;
    jint from = s->next;
    if (end == n) n_slices--;
    else s->next = end;
    Object **e = ARRAY_DATA(a, Object *);
    for (jint i = from; i < end; i++) mark(e[i]);
}

static void visit_ref(Object **ref, void *ctx) {
    (void)ctx;
    mark(*ref);
}

/* The reference map of instances of c (one bit per pointer-sized word). */
static uint8_t *ref_map_of(Class *c) {
    if (c->ref_map) return c->ref_map;
    size_t words = (c->instance_size + sizeof(void *) - 1) / sizeof(void *);
    uint8_t *map = vm_calloc(words / 8 + 1, 1);
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->n_fields; i++) {
            Field *f = &k->fields[i];
            if ((f->access & ACC_STATIC) || f->type != 'L') continue;
            if (k == wk.Reference && f->name == sym("referent")) continue; /* reference processing decides */
            size_t w = f->offset / sizeof(void *);
            if (w < words) map[w >> 3] |= (uint8_t)(1u << (w & 7));
        }
    c->ref_map = map;
    return map;
}

/* ---- java.lang.ref: references found while marking, processed once the strong closure is done */

enum { REF_SOFT, REF_WEAK, REF_FINAL, REF_PHANTOM, REF_KINDS };
static Object **discovered[REF_KINDS];
static size_t n_discovered[REF_KINDS], cap_discovered[REF_KINDS];
static uint32_t off_referent, off_next, off_discovered;
Object *gc_pending_references; /* the pending list (linked through Reference.discovered), a root */

static int reference_kind(Class *c) {
    for (Class *k = c; k; k = k->super) {
        const char *n = k->name;
        if (n == sym("java/lang/ref/SoftReference")) return REF_SOFT;
        if (n == sym("java/lang/ref/WeakReference")) return REF_WEAK;
        if (n == sym("java/lang/ref/FinalReference")) return REF_FINAL;
        if (n == sym("java/lang/ref/PhantomReference")) return REF_PHANTOM;
    }
    return REF_SOFT; /* a direct Reference subclass outside java.lang.ref cannot exist */
}

/* An active reference (referent set, not yet enqueued) is discovered; anything else is strong. */
static void discover(Object *r) {
    Object *referent = FIELD_AT(r, off_referent, Object *);
    if (!referent) return;
    if (FIELD_AT(r, off_next, Object *)) {
        mark(referent); /* already pending or enqueued: its referent stays as it is */
        return;
    }
    int k = reference_kind(r->klass);
    if (n_discovered[k] == cap_discovered[k]) {
        cap_discovered[k] = cap_discovered[k] ? cap_discovered[k] * 2 : 256;
        Object **n = realloc(discovered[k], cap_discovered[k] * sizeof(Object *));
        if (!n) vm_fatal("out of memory for the collector's reference lists");
        discovered[k] = n;
    }
    discovered[k][n_discovered[k]++] = r;
}

static void scan_object(Object *o) {
    Class *c = o->klass;
    if (!c) return;
    if (c->flags & CLASS_IS_REFERENCE) discover(o);
    if (c->is_array) {
        if (c->elem_type != 'L') return;
        if (ARRAY_LENGTH(o) > ARRAY_SLICE) {
            push_slice(o);
            return;
        }
        Object **e = ARRAY_DATA(o, Object *);
        for (jint i = 0, n = ARRAY_LENGTH(o); i < n; i++) mark(e[i]);
        return;
    }
    uint8_t *map = ref_map_of(c);
    size_t words = (c->instance_size + sizeof(void *) - 1) / sizeof(void *);
    for (size_t b = 0; b * 8 < words; b++) {
        uint8_t m = map[b];
        while (m) {
            int bit = __builtin_ctz(m);
            m &= (uint8_t)(m - 1);
            mark(((Object **)o)[b * 8 + (size_t)bit]);
        }
    }
    if (c == wk.Class) {
        /* a mirror holds the statics of the class it represents */
        Class *k = vm_class_of_mirror(o);
        if (k)
            for (uint16_t i = 0; i < k->n_fields; i++) {
                Field *f = &k->fields[i];
                if ((f->access & ACC_STATIC) && f->type == 'L') mark(FIELD_AT(o, f->offset, Object *));
            }
    }
}

static void mark_class(Class *c) {
    for (; c; c = c->array_class) {
        mark(c->mirror);
        mark(c->loader);
        mark(c->module);
        mark(c->init_error);
        for (Class *v = c; v; v = v->old_version) /* obsolete methods' frames still use old versions' */
            if (v->cf && v->resolved)
                for (uint16_t i = 1; i < v->cf->cp_count; i++) mark((Object *)v->resolved[i]);
    }
}

static void class_root(Class *c, void *ctx) {
    (void)ctx;
    mark_class(c);
}

static void mark_thread(Thread *t) {
    mark(t->jthread);
    mark(t->exception);
    mark(t->upcall_value);
    mark(t->upcall_exception);
    mark(t->upcall_extra);
    mark(t->async_exception);
    mark(t->jvmti_stopped_exception);
    mark(t->monitor_object);
    for (int i = 0; i < t->n_lock_records; i++) mark(t->lock_records[i].obj);
    refmap_visit_frames(t, visit_ref, NULL);
}

static void drain(void) {
    while (msp || n_slices) {
        if (msp) scan_object(mstack[--msp]);
        else scan_slice();
    }
}

static bool is_alive(Object *o, void *ctx) {
    (void)ctx;
    return o && obj_marked(o);
}

static void drain(void);

/* Puts r on the pending list for the Reference Handler thread (which enqueues it); `next` is set so
   the reference counts as inactive and is not discovered again while it waits. */
static void make_pending(Object *r) {
    FIELD_AT(r, off_discovered, Object *) = gc_pending_references;
    FIELD_AT(r, off_next, Object *) = r;
    gc_pending_references = r;
}

/* The soft-reference policy, HotSpot's LRU one: the class library stamps a SoftReference with the
   static SoftReference.clock when it is made and whenever get() is called, and the collector moves the
   clock on (milliseconds since start-up). A softly reachable referent is kept while its reference was
   used at most gc_soft_ms_per_mb ms per MB free after the previous collection ago; the last
   collection before an OutOfMemoryError clears them all, as the specification requires. */
int64_t gc_soft_ms_per_mb = 1000;
static Class *soft_class;
static uint32_t off_soft_timestamp, off_soft_clock;

static int64_t soft_clock_now(void) { return (vm_nanotime() - heap_start_nanos) / 1000000; }

/* The collection's reading of the clock and the idle time it allows; false: clear every soft ref. */
static bool soft_policy(bool clear_all, int64_t *clock, int64_t *max_idle) {
    if (!soft_class) {
        soft_class = vm_find_loaded_class(NULL, "java/lang/ref/SoftReference");
        if (!soft_class || !soft_class->mirror) return (soft_class = NULL), true; /* none exist yet */
        off_soft_clock = vm_find_declared_field(soft_class, "clock", "J")->offset;
        off_soft_timestamp = vm_find_declared_field(soft_class, "timestamp", "J")->offset;
    }
    if (clear_all) return false;
    *clock = FIELD_AT(soft_class->mirror, off_soft_clock, jlong);
    uint64_t max = vm_heap_max(), live = heap_live_after_gc();
    *max_idle = (int64_t)((live < max ? max - live : 0) >> 20) * gc_soft_ms_per_mb;
    return true;
}

static bool clear_if_unmarked(Object *r) {
    Object *referent = FIELD_AT(r, off_referent, Object *);
    if (!referent || obj_marked(referent)) return false;
    FIELD_AT(r, off_referent, Object *) = NULL;
    make_pending(r);
    return true;
}

/* As the java.lang.ref specification requires: soft references are kept or cleared by the policy
   above, weak references to unmarked objects are cleared and enqueued (with the soft ones, so that a
   softly reachable object's references are all cleared at once), finalizable objects are kept alive
   for their finalizer and their FinalReference enqueued, and phantom references to objects that are
   then still unmarked are cleared and enqueued. */
static void process_references(bool clear_all_soft) {
    int64_t clock = 0, max_idle = 0;
    bool policy = soft_policy(clear_all_soft, &clock, &max_idle);
    /* soft references the policy keeps make their referents strong (marking them may discover more
       references: repeat) */
    size_t done = 0;
    while (policy && done < n_discovered[REF_SOFT]) {
        for (; done < n_discovered[REF_SOFT]; done++) {
            Object *r = discovered[REF_SOFT][done];
            if (!soft_class || clock - FIELD_AT(r, off_soft_timestamp, jlong) <= max_idle)
                mark(FIELD_AT(r, off_referent, Object *));
        }
        drain();
    }
    size_t nsoft = n_discovered[REF_SOFT];
    for (size_t i = 0; i < nsoft; i++) clear_if_unmarked(discovered[REF_SOFT][i]);
    for (size_t i = 0; i < n_discovered[REF_WEAK]; i++) clear_if_unmarked(discovered[REF_WEAK][i]);
    size_t nfinal = n_discovered[REF_FINAL];
    for (size_t i = 0; i < nfinal; i++) {
        Object *r = discovered[REF_FINAL][i];
        Object *referent = FIELD_AT(r, off_referent, Object *);
        if (referent && !obj_marked(referent)) {
            mark(referent); /* resurrected until its finalizer has run */
            make_pending(r);
        }
    }
    drain();
    /* references discovered while resurrecting are kept as they are until the next collection */
    for (int k = 0; k < REF_KINDS; k++)
        if (k != REF_PHANTOM)
            for (size_t i = (k == REF_FINAL ? nfinal : k == REF_SOFT ? nsoft : 0); i < n_discovered[k]; i++)
                mark(FIELD_AT(discovered[k][i], off_referent, Object *));
    drain();
    for (size_t i = 0; i < n_discovered[REF_PHANTOM]; i++) {
        Object *r = discovered[REF_PHANTOM][i];
        if (!clear_if_unmarked(r)) mark(FIELD_AT(r, off_referent, Object *));
    }
    drain();
    if (soft_class)
        FIELD_AT(soft_class->mirror, off_soft_clock, jlong) = soft_clock_now();
    if (gc_pending_references) {
        reference_handler_wake();
    }
}

static const char *cause_name(int cause) {
    switch (cause) {
    case GC_CAUSE_SYSTEM: return "System.gc()";
    case GC_CAUSE_LAST_DITCH: return "Last ditch collection";
    case GC_CAUSE_LINKING: return "Before Linking";
    case GC_CAUSE_JVMTI: return "JvmtiEnv ForceGarbageCollection";
    default: return "Allocation Failure";
    }
}

static void collect(int cause, bool clear_all_soft) {
    if (!off_referent) {
        Thread *t = vm_current_thread();
        off_referent = vm_field_offset(t, "java/lang/ref/Reference", "referent", "Ljava/lang/Object;");
        off_next = vm_field_offset(t, "java/lang/ref/Reference", "next", "Ljava/lang/ref/Reference;");
        off_discovered = vm_field_offset(t, "java/lang/ref/Reference", "discovered", "Ljava/lang/ref/Reference;");
    }
    for (int k = 0; k < REF_KINDS; k++) n_discovered[k] = 0;
    int64_t t0 = vm_nanotime();
    uint64_t before = vm_heap_used();
    gc_requested = false;
    heap_exhausted = false;
    if (gc_resume_ticks) {
        /* requested mid-quantum and run before that quantum's safepoint: the quantum goes on */
        sched_ticks = gc_resume_ticks;
        gc_resume_ticks = 0;
    }

    jvmti_hook_gc_start();
    for (Thread *t = all_threads; t; t = t->next) {
        mark_thread(t);
        drain();
    }
    vm_visit_c_roots(visit_ref, NULL);
    drain();
    strings_visit_roots(visit_ref, NULL);
    drain();
    classes_foreach(class_root, NULL);
    drain();
    for (const char *p = "ZBCSIJFDV"; *p; p++) mark_class(vm_primitive_class(*p));
    mark(boot_unnamed_module);
    mark(preallocated_oom);
    mark(preallocated_soe);
    mark(vm.system_loader);
    for (Thread *t = all_threads; t; t = t->next) mark(t->jthread);
    mark(gc_pending_references);
    drain();
    process_references(clear_all_soft);

    jni_process_weak_refs(is_alive, NULL);
    jvmti_hook_gc_weak(is_alive, NULL);
    monitor_table_sweep(&vm.monitors, is_alive, NULL); /* dead objects' monitors */
    uint64_t live = heap_sweep();
    heap_after_gc(live);
    int64_t end = vm_nanotime();
    gc_stats.count++;
    gc_stats.total_ns += end - t0;
    gc_stats.last_start_ns = t0;
    gc_stats.last_end_ns = end;
    gc_stats.last_before = before;
    gc_stats.last_after = live;
    if (before > gc_stats.peak_used) gc_stats.peak_used = before;
    jvmti_hook_gc_finish();
    if (xlog_on(XLOG_GC, XLOG_INFO)) {
        int64_t t1 = vm_nanotime();
        xlog_print(XLOG_GC, XLOG_INFO, "GC(%llu) Pause Full (%s) %lluM->%lluM(%lluM) %.3fms",
                   (unsigned long long)(gc_stats.count - 1),
                   cause_name(cause), (unsigned long long)(before >> 20), (unsigned long long)(live >> 20),
                   (unsigned long long)(vm_heap_capacity() >> 20), (double)(t1 - t0) / 1e6);
    }
}

/* The point is one where collecting is safe (see the top of the file) and collecting is on. */
static int gc_holds; /* gc_hold() without gc_release() yet: changed only by the token's holder */

void gc_hold(void) { gc_holds++; }
void gc_release(void) { gc_holds--; }

static bool may_collect(bool c_safe) {
    return c_safe && vm.booted && gc_enabled && !gc_holds;
}

bool gc_collect_for_tool(Thread *t) {
    if (!vm.booted || !gc_enabled || gc_holds) return false;
    if (!interp_gc_safe()) return false;
    if (vm_interp_depth() > 0 && !(t && interp_in_jni_native(t))) return false;
    for (Thread *u = all_threads; u; u = u->next)
        if (u->jvmti_posting) return false;
    collect(GC_CAUSE_JVMTI, false);
    return true;
}

void gc_safepoint(Thread *t, bool c_safe) {
    (void)t;
    if (gc_requested && may_collect(c_safe)) collect(gc_cause, false);
}

/* The OutOfMemoryError pending in t is thrown for the Java heap: JVMTI's ResourceExhausted comes first. */
static void heap_exhausted_event(Thread *t) {
    jvmti_hook_resource_exhausted(t, JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR | JVMTI_RESOURCE_EXHAUSTED_JAVA_HEAP, "Java heap space");
}

/* The allocating bytecode being retried: the same thread, frame and pc with no other collection in
   between is the same execution of it (nothing else runs before it is retried). */
static struct { Thread *t; Frame *f; const uint8_t *pc; uint64_t gc_count; int stage; } retry;

bool gc_retry_allocation(Thread *t, bool c_safe) {
    bool oom = t->exception && t->exception->klass == vm_boot_class(t, "java/lang/OutOfMemoryError");
    /* an allocation by Java code run for the instruction (a class loader, a bootstrap method) was
       retried there already: running that code again would only repeat its collections */
    if (oom && heap_alloc_failure && t->alloc_failed_frame != t->frame) return false;
    if (heap_alloc_failure != HEAP_NO_ROOM || !may_collect(c_safe) || !oom) {
        if (heap_alloc_failure) {
            heap_exhausted = true;
            if (oom) heap_exhausted_event(t);
        }
        return false;
    }
    Frame *f = t->frame;
    if (retry.t != t || retry.f != f || retry.pc != f->pc || retry.gc_count != gc_stats.count) retry.stage = 0;
    if (retry.stage == 2) {
        retry.t = NULL; /* the error is thrown: the next failure starts afresh */
        heap_exhausted = true;
        heap_exhausted_event(t);
        return false;
    }
    t->exception = NULL; /* the allocation runs again; an error it throws then is a new one */
    /* first after an ordinary collection, then after one that clears every soft reference */
    retry.stage++;
    collect(retry.stage == 1 ? GC_CAUSE_ALLOC : GC_CAUSE_LAST_DITCH, retry.stage == 2);
    retry.t = t;
    retry.f = f;
    retry.pc = f->pc;
    retry.gc_count = gc_stats.count;
    return true;
}

void gc_before_linking(Thread *t, bool c_safe) {
    (void)t;
    uint64_t max = vm_heap_max(), used = vm_heap_used();
    uint64_t room = used < max ? max - used : 0;
    /* nearly full: less than a sixteenth of the heap left, and either as much allocated since the
       last collection as is left (so this collects no more often than failing allocations would) or
       an allocation failed since (what the program dropped after catching the OutOfMemoryError is
       garbage now) */
    bool nearly_full = room < max / 16 &&
                       (used >= heap_live_after_gc() + room || heap_alloc_failure || heap_exhausted);
    if ((gc_requested || nearly_full) && may_collect(c_safe)) collect(gc_requested ? gc_cause : GC_CAUSE_LINKING, false);
}
