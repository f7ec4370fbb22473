/* resource_events.c: ResourceExhausted and DataDumpRequest.

   ResourceExhausted is posted, before the error is thrown, where the VM decides to throw an
   OutOfMemoryError, with HotSpot's flags and descriptions: for the Java heap once the collections an
   allocation gets have not made room (JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR | JAVA_HEAP, "Java heap
   space", vm/gc.c), for an array larger than any VM allows (OOM_ERROR, "Requested array size exceeds
   VM limit", vm/heap.c), and natively for a thread the OS would not create (OOM_ERROR | THREADS,
   "unable to create new native thread", vm/threads.c). HotSpot also writes an error line of its own log
   to stdout for each; Vitrine does not.

   DataDumpRequest is posted natively when the process receives SIGQUIT (unless -Xrs), on the signal
   dispatcher's thread (vm/signal_dispatcher.c), as in HotSpot, after the thread dump. With green
   threads (WebAssembly) there are no OS signals. In both builds an embedding program (or the WebAssembly host) asks for it with vitrine_data_dump_request
   (include/vitrine.h). */
#include "jvmti_hooks.h"
#include "jvmti_impl.h"
#include "posting.h"

void jvmti_post_ResourceExhausted(Thread *t, jint flags, const char *description) {
    int idx = jvmti_event_index(JVMTI_EVENT_RESOURCE_EXHAUSTED);
    if (!t || !t->jthread || !in_phase(idx)) return;
    Posting p;
    post_begin(&p, t);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, ResourceExhausted, flags, NULL, description);
    post_end(&p);
}

/* The callbacks get their environment only; t is the VM thread they run on (holding the token), or
   NULL for a caller outside the VM. Answers whether an environment was sent the event. */
static bool post_data_dump(Thread *t) {
    int idx = jvmti_event_index(JVMTI_EVENT_DATA_DUMP_REQUEST);
    if (!in_phase(idx)) return false;
    bool sent = false;
    EACH_LISTENER(e, idx, t) {
        jvmtiEventDataDumpRequest fn = e->callbacks.DataDumpRequest;
        if (!fn) continue;
        if (t) vm_enter_native(t);
        fn((jvmtiEnv *)e);
        if (t) vm_leave_native(t);
        sent = true;
    }
    return sent;
}

void jvmti_post_DataDumpRequest(Thread *t) { post_data_dump(t); }

void jvmti_data_dump_request(void) {
    JvmtiCall c;
    if (!jvmti_call_enter(&c, true) || !c.thread) return;
    jvmti_post_DataDumpRequest(c.thread);
    jvmti_call_leave(&c);
}

/* include/vitrine.h: the embedder's request (natively from any thread, outside the VM or in native
   code; in WebAssembly the host between slices, when no Java code runs); the callbacks run on the
   caller's thread. */
EMBEDDER_EXPORT JNIEXPORT int JNICALL vitrine_data_dump_request(void) {
    if (!vm.jvmti || !(vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_DATA_DUMP_REQUEST))) return 0;
    return post_data_dump(NULL) ? 1 : 0;
}
