/* agent_thread.c: RunAgentThread, a Java thread that runs an agent's native function (the JDWP
   agent's transport listener and event helper are such threads).

   As in HotSpot the agent makes an unstarted java.lang.Thread; it becomes a daemon thread with the
   given priority, RUNNABLE while the function runs, sending ThreadStart and ThreadEnd, and it has no
   Java frames (its bottom frame is VM-internal). Natively it is an OS thread of its own, started as
   Thread.start() starts one (vm/threads.c); the function runs as native code does, without the
   execution token, so it may block (accept a connection, wait on a raw monitor) while Java threads
   run, and its JNI and JVMTI calls take the token as those of any native method do. When it returns,
   Thread.exit() runs and the thread ends.

   With green threads (WebAssembly, VITRINE_GREEN_THREADS=1) agent code runs to its end on the one C
   stack without a switch: a function that blocks or loops, which is what agent threads do, would stop
   every Java thread, so RunAgentThread answers JVMTI_ERROR_NOT_AVAILABLE there. */
#include <string.h>

#include "jvmti_impl.h"

/* The agent thread's bottom frame: the agent's function, then the end of the thread. cont_data holds
   the environment, the function and its argument. */
static NativeResult agent_thread_body(Thread *t, Frame *f, Slot *ret) {
    (void)ret;
    jvmtiEnv *env = f->cont_data[0];
    jvmtiStartFunction proc;
    memcpy(&proc, &f->cont_data[1], sizeof proc);
    const void *arg = f->cont_data[2];
    jvmti_hook_thread_start(t);
    JniEnvImpl *e = jni_env_of(t);
    int frame = jni_push_frame(e, false);
    vm_enter_native(t);
    proc(env, (JNIEnv *)e, (void *)arg);
    vm_leave_native(t);
    jni_pop_frame(e, frame);
    t->exception = NULL; /* an exception the function left pending is dropped, as in HotSpot */
    vm_exit_current_thread(t); /* Thread.exit() */
    t->exception = NULL;
    jvmti_hook_thread_end(t);
    thread_terminated(t);
    return NR_BLOCK; /* never resumed: the scheduler skips terminated threads */
}

jvmtiError jvmti_RunAgentThread(jvmtiEnv *env, jthread thread, jvmtiStartFunction proc, const void *arg,
                                jint priority) {
    Object *jt = jni_deref(thread);
    Thread *running = thread_of_java(jt);
    if (running && running->status != THREAD_TERMINATED) return JVMTI_ERROR_INVALID_THREAD;
    if (priority < JVMTI_THREAD_MIN_PRIORITY || priority > JVMTI_THREAD_MAX_PRIORITY)
        return JVMTI_ERROR_INVALID_PRIORITY;
    if (!os_threads) return JVMTI_ERROR_NOT_AVAILABLE;
    Thread *t = jvmti_calling_thread();
    FIELD_AT(jt, vm_field_offset(t, "java/lang/Thread", "daemon", "Z"), uint8_t) = 1;
    FIELD_AT(jt, vm_field_offset(t, "java/lang/Thread", "priority", "I"), jint) = priority;
    void *data[3] = {env, NULL, (void *)arg};
    memcpy(&data[1], &proc, sizeof proc);
    return thread_start(t, jt, agent_thread_body, data) ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}
