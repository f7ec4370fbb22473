/* stop_thread.c: StopThread, an asynchronous exception: the target throws it at its next safepoint
   (vm/interp.c through jvmti_hooks.h), a thread in Object.wait, sleep or park ends it with the
   exception, one blocked on a monitor once it has the monitor, a thread stopping itself from a native
   method when the method returns (vm/threads.c: thread_send_async, the path of Thread.stop too). */
#include "jvmti_impl.h"

jvmtiError jvmti_StopThread(jvmtiEnv *env, jthread thread, jobject exception) {
    (void)env;
    Thread *u = jvmti_thread_of(thread);
    if (!u || u->status == THREAD_TERMINATED || u->status == THREAD_NEW) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    thread_send_async(u, jni_deref(exception));
    return JVMTI_ERROR_NONE;
}
