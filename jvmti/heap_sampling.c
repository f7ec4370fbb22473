/* heap_sampling.c: allocation sampling (JVMTI 11): SetHeapSamplingInterval and the SampledObjectAlloc
   event. Each thread counts down the bytes it allocates from a sampling point drawn at random,
   exponentially distributed with the interval as mean (so sampled allocations form a Poisson process
   over allocated bytes, as the specification's heap-sampling design asks); when the count runs out,
   the allocation is sampled and a new point drawn. Interval 0 samples every allocation. The countdown
   runs only while an environment has the event enabled. The interpreter's allocating bytecodes count
   down inline (jvmti_hook_sample_due) and call jvmti_sample_allocation_counted only when it runs out
   (or an instance's size is not cached in its class yet), with the new object pushed and the frame
   saved, so the callbacks see the allocating instruction as the top frame's location. The inline
   path does not check that the countdown was drawn for the current interval: a new thread's
   countdown is 0 and an interval change zeroes every thread's, so the next allocation takes the call,
   which does.

   multianewarray's arrays are each counted, the outer one first. Of the allocations the VM makes
   itself, those VMObjectAlloc reports (jvmti/vm_object_alloc.c: Object.clone, Array.newInstance,
   Constructor.newInstance) are counted; the others (strings and arrays built by natives, class
   mirrors, exceptions the VM throws) are not. */
#include <math.h>

#include "heap.h"
#include "jvmti_hooks.h"
#include "jvmti_impl.h"
#include "object_layout.h"
#include "posting.h"

jvmtiError jvmti_SetHeapSamplingInterval(jvmtiEnv *env, jint sampling_interval) {
    (void)env;
    if (sampling_interval < 0) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JvmtiState *s = jvmti_state();
    s->sampling_interval = sampling_interval;
    s->sampling_gen++; /* every thread draws its next point with the new interval: */
    for (Thread *u = all_threads; u; u = u->next) u->jvmti_sample_left = 0; /* (the inline countdown's way there) */
    return JVMTI_ERROR_NONE;
}

/* A uniform number in (0, 1] from t's own xorshift sequence (the same on every run and build). */
static double next_uniform(Thread *t) {
    uint64_t x = t->jvmti_sample_rng;
    if (!x) x = 0x9e3779b97f4a7c15ull ^ (uint64_t)t->id;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    t->jvmti_sample_rng = x;
    return ((double)(x >> 11) + 1.0) / 9007199254740992.0; /* (0, 1] in 53 bits */
}

/* Bytes to the next sampled allocation: exponential with mean `interval` (0: the next one). */
static int64_t draw_point(Thread *t, jint interval) {
    if (interval == 0) return 0;
    double bytes = -log(next_uniform(t)) * (double)interval;
    return bytes > 4e15 ? (int64_t)4e15 : (int64_t)bytes;
}

void jvmti_post_SampledObjectAlloc(Thread *t, Object *o) {
    t->jvmti_in_sample = true; /* the callbacks' own allocations are not sampled */
    jvmti_post_object_alloc(t, o, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC);
    t->jvmti_in_sample = false;
}

void jvmti_sample_allocation(Thread *t, Object *o) {
    if (t->jvmti_in_sample) return;
    JvmtiState *s = vm.jvmti;
    if (t->jvmti_sample_gen != s->sampling_gen + 1) {
        /* a new thread, or a new interval: draw the first point (generation + 1, so 0 means never drawn) */
        t->jvmti_sample_gen = s->sampling_gen + 1;
        t->jvmti_sample_left = draw_point(t, s->sampling_interval);
    }
    t->jvmti_sample_left -= (int64_t)object_layout_size(o);
    if (t->jvmti_sample_left > 0) return;
    t->jvmti_sample_left = draw_point(t, s->sampling_interval);
    jvmti_post_SampledObjectAlloc(t, o);
}

void jvmti_sample_allocation_counted(Thread *t, Object *o, jlong counted) {
    t->jvmti_sample_left += counted; /* counted again, with the checks the inline countdown leaves out */
    jvmti_sample_allocation(t, o);
}

void jvmti_sample_array_tree(Thread *t, Object *a) {
    jvmti_sample_allocation(t, a);
    if (a->klass->elem_type != 'L' || !a->klass->component->is_array) return;
    /* the sub-arrays are reachable from a, which the operand stack holds */
    for (jint i = 0; i < ARRAY_LENGTH(a); i++) {
        Object *sub = ARRAY_DATA(a, Object *)[i];
        if (sub) jvmti_sample_array_tree(t, sub);
    }
}
