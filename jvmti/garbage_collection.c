/* garbage_collection.c: ForceGarbageCollection. The collector runs where no C code of the VM holds
   references in unregistered locals (vm/gc.c); a tool asks from outside the interpreter (its own
   thread, the WebAssembly host between slices) or from a JNI native method, where that holds, and the
   collection then runs at once on the calling thread: GarbageCollectionStart/Finish and ObjectFree
   are posted before the call returns. Called from inside the VM's own work (an event callback, a
   native method of a nested run), it answers JVMTI_ERROR_NOT_AVAILABLE rather than collect unsafely. */
#include "heap.h"
#include "jvmti_impl.h"

jvmtiError jvmti_ForceGarbageCollection(jvmtiEnv *env) {
    (void)env;
    return gc_collect_for_tool(vm_current_thread()) ? JVMTI_ERROR_NONE : JVMTI_ERROR_NOT_AVAILABLE;
}
