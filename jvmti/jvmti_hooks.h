/* jvmti_hooks.h: the VM core's whole interface to JVMTI. Agents are loaded from boot.c and JNI's GetEnv
   makes environments; what happens in the VM reaches JVMTI through hooks, static inline functions that
   test one word (vm.jvmti, or vm.jvmti_events: a bit per event some environment enabled) before calling
   out, so the VM pays nothing while no agent listens. The posting itself is jvmti/events.c. */
#ifndef VITRINE_JVMTI_HOOKS_H
#define VITRINE_JVMTI_HOOKS_H

#include "jvmti.h"
#include "vm.h"

/* Event bits of vm.jvmti_events. */
#define JVMTI_HOOK_BIT(event) (1ull << ((event) - JVMTI_MIN_EVENT_TYPE_VAL))

/* -agentlib:/-agentpath:/-javaagent: options, recorded while the VM options are parsed (agents.c). */
void jvmti_agent_option(const char *option);
/* The OnLoad phase: loads every agent and calls its Agent_OnLoad, then the primordial phase begins;
   false after HotSpot's message when one cannot be loaded or its Agent_OnLoad fails. */
bool jvmti_load_agents(void);
/* GetEnv with a JVMTI version: a new environment in *penv (JNI_OK) or JNI_EVERSION (env.c). */
jint jvmti_get_env(void **penv, jint version);

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
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_THREAD_START)) jvmti_post_ThreadStart(t);
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
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_CLASS_LOAD)) jvmti_post_ClassLoad(t, c);
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_CLASS_PREPARE)) jvmti_post_ClassPrepare(t, c);
}

void jvmti_post_GarbageCollectionStart(void);
void jvmti_post_GarbageCollectionFinish(void);
/* on the collecting thread, every other thread stopped, around a collection */
static inline void jvmti_hook_gc_start(void) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_GARBAGE_COLLECTION_START)) jvmti_post_GarbageCollectionStart();
}
static inline void jvmti_hook_gc_finish(void) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_GARBAGE_COLLECTION_FINISH)) jvmti_post_GarbageCollectionFinish();
}

/* ---- jdwp: object tags are weak (jvmti/heap_tags.c) */

/* During a collection, once every live object is marked and before the dead are freed: the tags of
   objects is_alive rejects go (ObjectFree is posted for each to the environments that enabled it). */
void jvmti_tags_collect(bool (*is_alive)(Object *o, void *ctx), void *ctx);
static inline void jvmti_hook_gc_weak(bool (*is_alive)(Object *o, void *ctx), void *ctx) {
    if (vm.jvmti) jvmti_tags_collect(is_alive, ctx);
}

#endif
