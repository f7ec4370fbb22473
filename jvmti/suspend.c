/* suspend.c: JVMTI suspension: SuspendThread, SuspendThreadList, ResumeThread, ResumeThreadList, the
   interpreter's stopping points (after an event, at a safepoint, after a JNI native method) and the
   embedder's resume calls of include/vitrine.h.

   Suspension is scheduler state (Thread.jvmti_suspended, set and cleared by vm/threads.c's
   thread_suspend and thread_resume): the schedulers skip a suspended thread, so it runs no Java code
   until resumed, whatever it was doing. One that waits, sleeps, parks or is blocked stays so; when its
   wait ends it becomes runnable and is still skipped, and its continuation (MonitorWaited with
   timed_out, the wake-up) runs once it is resumed. A thread in native code goes on until it comes back
   to the VM. Natively each thread is an OS thread that waits for the execution token: a suspended one
   never wants it (vm/token.c), so a thread that suspends itself gives the token on and waits in place.
   With green threads (WebAssembly) a thread cannot wait in C code: one that suspends itself stops at
   the next stopping point, and when every thread is suspended or waits the slice returns to the host,
   which sees the VM idle, not finished (vm/slice.c), until something resumes a thread. */
#include "jvmti_impl.h"

/* The calling thread has just suspended itself. Natively it waits here, without the token, until
   another thread resumes it; with green threads it stops at its next stopping point. */
static void suspended_self(Thread *t) {
    if (os_threads) token_suspend_wait(t);
}

static jvmtiError suspend_one(jthread thread, Thread *caller, bool *self) {
    Thread *u = jvmti_thread_of(thread);
    if (!u || u->status == THREAD_TERMINATED || u->status == THREAD_NEW) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    if (u->jvmti_suspended) return JVMTI_ERROR_THREAD_SUSPENDED;
    thread_suspend(u);
    if (u == caller) *self = true;
    return JVMTI_ERROR_NONE;
}

static jvmtiError resume_one(jthread thread) {
    Thread *u = jvmti_thread_of(thread);
    if (!u || u->status == THREAD_TERMINATED || u->status == THREAD_NEW) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    if (!u->jvmti_suspended) return JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    thread_resume(u);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SuspendThread(jvmtiEnv *env, jthread thread) {
    (void)env;
    Thread *caller = jvmti_calling_thread();
    bool self = false;
    jvmtiError err = suspend_one(thread, caller, &self);
    if (self) suspended_self(caller);
    return err;
}

jvmtiError jvmti_SuspendThreadList(jvmtiEnv *env, jint request_count, const jthread *request_list, jvmtiError *results) {
    (void)env;
    Thread *caller = jvmti_calling_thread();
    bool self = false;
    /* the others first: the calling thread, if listed, stops only once they are all suspended */
    for (jint i = 0; i < request_count; i++) results[i] = suspend_one(request_list[i], caller, &self);
    if (self) suspended_self(caller);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_ResumeThread(jvmtiEnv *env, jthread thread) {
    (void)env;
    return resume_one(thread);
}

jvmtiError jvmti_ResumeThreadList(jvmtiEnv *env, jint request_count, const jthread *request_list, jvmtiError *results) {
    (void)env;
    for (jint i = 0; i < request_count; i++) results[i] = resume_one(request_list[i]);
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- the interpreter's stopping points */

bool jvmti_suspend_here(Thread *t) {
    if (!thread_suspension_holds(t)) return false;
    if (!os_threads) return true;
    token_suspend_wait(t);
    return false;
}

int jvmti_safepoint(Thread *t) {
    if (t->async_exception && !t->exception) {
        thread_throw_async(t);
        return JVMTI_SAFEPOINT_THROW;
    }
    return thread_suspension_holds(t) ? JVMTI_SAFEPOINT_STOP : JVMTI_SAFEPOINT_GO;
}

/* the suspended native method's caller continues with the result it returned */
static NativeResult native_resumed(Thread *t, Frame *f, Slot *ret) {
    (void)t;
    *ret = f->value;
    return NR_OK;
}

NativeResult jvmti_native_return(Thread *t, Slot *ret, NativeResult nr) {
    if (t->async_exception && nr == NR_OK) nr = thread_throw_async(t);
    if (!os_threads && nr == NR_OK && thread_suspension_holds(t)) {
        Frame *f = vm_top_frame(t);
        f->value = *ret;
        f->cont = native_resumed;
        return NR_BLOCK;
    }
    return nr;
}

/* ---------------------------------------------------------------- the embedder (include/vitrine.h) */

/* These may run on a thread outside the VM (natively any OS thread, in WebAssembly the host between
   slices). The list of threads only grows, each new thread published with a release store
   (vm/threads.c thread_new), so it is walked without a lock; thread_resume stores the flag atomically
   and wakes the thread's OS thread. */
static Thread *first_thread(void) { return __atomic_load_n(&all_threads, __ATOMIC_ACQUIRE); }
static Thread *next_thread(Thread *u) { return __atomic_load_n(&u->next, __ATOMIC_ACQUIRE); }

static bool suspended_alive(Thread *u) {
    return __atomic_load_n(&u->jvmti_suspended, __ATOMIC_ACQUIRE) && u->status != THREAD_TERMINATED;
}

EMBEDDER_EXPORT JNIEXPORT int JNICALL vitrine_suspended_threads(void) {
    int n = 0;
    for (Thread *u = first_thread(); u; u = next_thread(u))
        if (suspended_alive(u)) n++;
    return n;
}

EMBEDDER_EXPORT JNIEXPORT int JNICALL vitrine_resume_all(void) {
    int n = 0;
    for (Thread *u = first_thread(); u; u = next_thread(u))
        if (suspended_alive(u)) {
            thread_resume(u);
            n++;
        }
    return n;
}

EMBEDDER_EXPORT JNIEXPORT int JNICALL vitrine_resume_thread(jlong thread_id) {
    int n = 0;
    for (Thread *u = first_thread(); u; u = next_thread(u)) {
        if (suspended_alive(u) && thread_java_id(u) == thread_id) {
            thread_resume(u);
            n++;
        }
    }
    return n;
}
