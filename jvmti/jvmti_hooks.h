/* jvmti_hooks.h: where the VM core tells JVMTI what happens. Each hook is a static inline function
   that tests one word (vm.jvmti, or vm.jvmti_events: a bit per event some environment enabled) before
   calling out, so the VM pays nothing while no agent listens. The posting itself is jvmti/events.c. */
#ifndef VITRINE_JVMTI_HOOKS_H
#define VITRINE_JVMTI_HOOKS_H

#include "vm.h"

/* Event bits of vm.jvmti_events (index = event number - 50, JVMTI_MIN_EVENT_TYPE_VAL). */
#define JVMTI_HOOK_BIT(num) (1ull << ((num) - 50))

/* the life of the VM: phases, VMStart, VMInit, VMDeath (each also changes the phase) */
void jvmti_vm_start(Thread *t);
void jvmti_vm_init(Thread *t);
void jvmti_vm_death(Thread *t);
static inline void jvmti_hook_vm_start(Thread *t) { if (vm.jvmti) jvmti_vm_start(t); }
static inline void jvmti_hook_vm_init(Thread *t) { if (vm.jvmti) jvmti_vm_init(t); }
static inline void jvmti_hook_vm_death(Thread *t) { if (vm.jvmti) jvmti_vm_death(t); }

void jvmti_post_ThreadStart(Thread *t);
void jvmti_thread_end(Thread *t);
/* on the new thread, before its run(); on a thread attached through JNI once it has its Thread */
static inline void jvmti_hook_thread_start(Thread *t) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(52)) jvmti_post_ThreadStart(t);
}
/* on the thread that ends, after Thread.exit() (a started thread, a thread detaching through JNI, the
   main thread in WebAssembly); the thread that ends the VM gets it just before VMDeath */
static inline void jvmti_hook_thread_end(Thread *t) {
    if (vm.jvmti) jvmti_thread_end(t);
}

void jvmti_post_ClassLoad(Thread *t, Class *c);
void jvmti_post_ClassPrepare(Thread *t, Class *c);
/* a class defined from a class file and linked (not array or primitive classes) */
static inline void jvmti_hook_class_defined(Thread *t, Class *c) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(55)) jvmti_post_ClassLoad(t, c);
    if (vm.jvmti_events & JVMTI_HOOK_BIT(56)) jvmti_post_ClassPrepare(t, c);
}

#endif
