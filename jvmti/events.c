/* events.c: JVMTI events: SetEventCallbacks, SetEventNotificationMode (globally and per thread), and
   posting (GenerateEvents is jvmti/compiled_code_events.c). An event goes to every environment that enabled it (globally or for
   the thread it happens on) and has a callback, in the order the environments were created, on the
   thread that caused it, only in the phases the specification sends it in. Each callback runs as
   native code (without the execution token natively) inside a JNI local frame of its own; an
   exception pending in the thread is kept aside while it runs. */
#include <stdlib.h>
#include <string.h>

#include "jvmti_hooks.h"
#include "jvmti_impl.h"
#include "posting.h"
#include "debug_state.h"

jvmtiError jvmti_SetEventCallbacks(jvmtiEnv *env, const jvmtiEventCallbacks *callbacks, jint size_of_callbacks) {
    JvmtiEnvImpl *e = jvmti_env(env);
    memset(&e->callbacks, 0, sizeof e->callbacks);
    if (callbacks) {
        /* an agent built against an older, shorter struct passes its own size */
        size_t n = (size_t)size_of_callbacks < sizeof e->callbacks ? (size_t)size_of_callbacks : sizeof e->callbacks;
        memcpy(&e->callbacks, callbacks, n);
    }
    jvmti_update_event_mask();
    return JVMTI_ERROR_NONE;
}

static JvmtiThreadEnable *thread_entry(JvmtiEnvImpl *e, Thread *t, bool create) {
    for (int i = 0; i < e->n_thread_events; i++)
        if (e->thread_events[i].thread == t) return &e->thread_events[i];
    if (!create) return NULL;
    if (e->n_thread_events == e->cap_thread_events) {
        int cap = e->cap_thread_events ? e->cap_thread_events * 2 : 4;
        JvmtiThreadEnable *n = vm_calloc((size_t)cap, sizeof *n);
        if (e->n_thread_events) memcpy(n, e->thread_events, sizeof *n * (size_t)e->n_thread_events);
        free(e->thread_events);
        e->thread_events = n;
        e->cap_thread_events = cap;
    }
    JvmtiThreadEnable *te = &e->thread_events[e->n_thread_events++];
    te->thread = t;
    te->events = 0;
    return te;
}

/* Events that can only be enabled globally (the specification's list for a thread argument). */
static bool global_only(jvmtiEvent ev) {
    switch (ev) {
    case JVMTI_EVENT_VM_INIT: case JVMTI_EVENT_VM_START: case JVMTI_EVENT_VM_DEATH: case JVMTI_EVENT_THREAD_START:
    case JVMTI_EVENT_COMPILED_METHOD_LOAD: case JVMTI_EVENT_COMPILED_METHOD_UNLOAD:
    case JVMTI_EVENT_DYNAMIC_CODE_GENERATED: case JVMTI_EVENT_DATA_DUMP_REQUEST:
    case JVMTI_EVENT_GARBAGE_COLLECTION_START: case JVMTI_EVENT_GARBAGE_COLLECTION_FINISH:
    case JVMTI_EVENT_OBJECT_FREE:
        return true;
    default:
        return false;
    }
}

jvmtiError jvmti_SetEventNotificationMode(jvmtiEnv *env, jvmtiEventMode mode, jvmtiEvent event_type,
                                          jthread event_thread, ...) {
    JvmtiEnvImpl *e = jvmti_env(env);
    int idx = jvmti_event_index(event_type);
    if (event_thread && global_only(event_type)) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    if (!jvmti_event_capable(&e->caps, idx)) return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
    /* an event this VM never sends fails loudly rather than never coming (docs/JVMTI.md's table) */
    if (mode == JVMTI_ENABLE && !jvmti_events[idx].posted) return JVMTI_ERROR_NOT_AVAILABLE;
    uint64_t bit = 1ull << idx;
    if (!event_thread) {
        e->events = mode == JVMTI_ENABLE ? e->events | bit : e->events & ~bit;
    } else {
        Thread *t = jvmti_thread_of(event_thread);
        if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
        JvmtiThreadEnable *te = thread_entry(e, t, mode == JVMTI_ENABLE);
        if (te) te->events = mode == JVMTI_ENABLE ? te->events | bit : te->events & ~bit;
    }
    jvmti_update_event_mask();
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- posting */


void jvmti_post_VMStart(Thread *t) {
    int idx = idx_of(JVMTI_EVENT_VM_START);
    if (!in_phase(idx)) return;
    Posting p;
    post_begin(&p, t);
    EACH_LISTENER(e, idx, t) CALLBACK_ENVS(&p, e, VMStart);
    post_end(&p);
}

void jvmti_post_VMInit(Thread *t) {
    int idx = idx_of(JVMTI_EVENT_VM_INIT);
    if (!in_phase(idx)) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, VMInit, jt);
    post_end(&p);
}

void jvmti_post_VMDeath(Thread *t) {
    int idx = idx_of(JVMTI_EVENT_VM_DEATH);
    if (!in_phase(idx)) return;
    Posting p;
    post_begin(&p, t);
    EACH_LISTENER(e, idx, t) CALLBACK_ENVS(&p, e, VMDeath);
    post_end(&p);
}

static void post_thread_event(Thread *t, jvmtiEvent ev) {
    int idx = idx_of(ev);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    EACH_LISTENER(e, idx, t) {
        if (ev == JVMTI_EVENT_THREAD_START) CALLBACK(&p, e, ThreadStart, jt);
        else CALLBACK(&p, e, ThreadEnd, jt);
    }
    post_end(&p);
}

void jvmti_post_ThreadStart(Thread *t) { post_thread_event(t, JVMTI_EVENT_THREAD_START); }

void jvmti_thread_start(Thread *t) {
    jvmti_debug_reevaluate(); /* events enabled for every thread may need its debugging dispatch */
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_THREAD_START)) jvmti_post_ThreadStart(t);
}

void jvmti_post_ThreadEnd(Thread *t) { post_thread_event(t, JVMTI_EVENT_THREAD_END); }

void jvmti_thread_end(Thread *t) {
    if (t->jvmti_end_posted) return; /* once: the main thread ends, then may end the VM */
    t->jvmti_end_posted = true;
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_THREAD_END)) jvmti_post_ThreadEnd(t);
    /* what environments enabled for t alone goes with it (a later thread may reuse the structure) */
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next)
        for (int i = 0; i < e->n_thread_events; i++)
            if (e->thread_events[i].thread == t) e->thread_events[i] = e->thread_events[--e->n_thread_events];
    jvmti_thread_locals_forget(t);
    jvmti_update_event_mask();
    jvmti_debug_thread_end(t);
}

static void post_class_event(Thread *t, Class *c, jvmtiEvent ev) {
    int idx = idx_of(ev);
    if (!t || !t->jthread || !in_phase(idx) || !c->mirror) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jclass k = jni_new_local(p.jni, c->mirror);
    EACH_LISTENER(e, idx, t) {
        if (ev == JVMTI_EVENT_CLASS_LOAD) CALLBACK(&p, e, ClassLoad, jt, k);
        else CALLBACK(&p, e, ClassPrepare, jt, k);
    }
    post_end(&p);
}

void jvmti_post_ClassLoad(Thread *t, Class *c) { post_class_event(t, c, JVMTI_EVENT_CLASS_LOAD); }
void jvmti_post_ClassPrepare(Thread *t, Class *c) { post_class_event(t, c, JVMTI_EVENT_CLASS_PREPARE); }

/* GarbageCollectionStart/Finish: the callbacks get their environment only (no JNI while the heap is
   being collected) and run on the collecting thread, which keeps the VM (every other thread stays
   stopped), as the specification asks. */
static void post_gc_event(jvmtiEvent ev) {
    int idx = idx_of(ev);
    if (!in_phase(idx)) return;
    Thread *t = vm_current_thread();
    EACH_LISTENER(e, idx, t) {
        if (ev == JVMTI_EVENT_GARBAGE_COLLECTION_START) {
            jvmtiEventGarbageCollectionStart fn = e->callbacks.GarbageCollectionStart;
            if (fn) fn((jvmtiEnv *)e);
        } else {
            jvmtiEventGarbageCollectionFinish fn = e->callbacks.GarbageCollectionFinish;
            if (fn) fn((jvmtiEnv *)e);
        }
    }
}

void jvmti_post_GarbageCollectionStart(void) { post_gc_event(JVMTI_EVENT_GARBAGE_COLLECTION_START); }
void jvmti_post_GarbageCollectionFinish(void) { post_gc_event(JVMTI_EVENT_GARBAGE_COLLECTION_FINISH); }

/* ---------------------------------------------------------------- the life of the VM */

void jvmti_vm_start(Thread *t) {
    jvmti_set_phase(JVMTI_PHASE_START);
    jvmti_post_VMStart(t);
}

void jvmti_vm_init(Thread *t) {
    jvmti_set_phase(JVMTI_PHASE_LIVE);
    jvmti_post_VMInit(t);
    jvmti_hook_thread_start(t); /* as HotSpot: the main thread's ThreadStart follows VMInit */
}

void jvmti_vm_death(Thread *t) {
    if (vm.jvmti->phase == JVMTI_PHASE_DEAD) return;
    if (t && vm.jvmti->phase == JVMTI_PHASE_LIVE) {
        jvmti_thread_end(t); /* as HotSpot: the thread that ends the VM ends first */
        jvmti_post_VMDeath(t);
    }
    jvmti_set_phase(JVMTI_PHASE_DEAD);
    jvmti_unload_agents();
}
