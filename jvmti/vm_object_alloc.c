/* vm_object_alloc.c: the VMObjectAlloc event, for objects the VM allocates itself on behalf of Java
   code that did not allocate them with a bytecode. Vitrine posts it where HotSpot 17 does (checked with
   the vmalloc test agent): Object.clone of an object or an array, Array.newInstance and
   Constructor.newInstance. Not for bytecodes (new, newarray, anewarray, multianewarray), nor JNI's
   allocations (AllocObject, NewObject, New<Type>Array, NewString...), nor the exceptions the VM
   throws, as in HotSpot. The event is posted as soon as the object exists (HotSpot posts
   Constructor.newInstance's after the constructor ran). Those allocations also count for allocation
   sampling (jvmti/heap_sampling.c). */
#include "heap.h"
#include "jvmti_hooks.h"
#include "jvmti_impl.h"
#include "object_layout.h"
#include "posting.h"

void jvmti_post_object_alloc(Thread *t, Object *o, jvmtiEvent ev) {
    int idx = jvmti_event_index(ev);
    if (!t->jthread || !in_phase(idx)) return;
    gc_hold(); /* the token is given up for the callbacks, and the caller's C code holds o */
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jobject obj = jni_new_local(p.jni, o);
    jclass k = jni_new_local(p.jni, o->klass->mirror);
    jlong size = object_layout_size(o); /* GetObjectSize's, as HotSpot reports it */
    EACH_LISTENER(e, idx, t) {
        if (ev == JVMTI_EVENT_VM_OBJECT_ALLOC) CALLBACK(&p, e, VMObjectAlloc, jt, obj, k, size);
        else CALLBACK(&p, e, SampledObjectAlloc, jt, obj, k, size);
    }
    post_end(&p);
    gc_release();
}

void jvmti_post_VMObjectAlloc(Thread *t, Object *o) { jvmti_post_object_alloc(t, o, JVMTI_EVENT_VM_OBJECT_ALLOC); }

void jvmti_vm_allocated(Thread *t, Object *o) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_VM_OBJECT_ALLOC)) jvmti_post_VMObjectAlloc(t, o);
    if (jvmti_hook_sampling()) jvmti_sample_allocation(t, o);
}
