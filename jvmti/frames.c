/* frames.c: JVMTI's stack frame functions (GetStackTrace, GetAllStackTraces, GetThreadListStackTraces,
   GetFrameCount, GetFrameLocation) and the frame numbering every depth-taking function shares.

   JVMTI's frames are the thread's frames that have a method: Java methods and native methods (which
   get a frame of their own, docs/ARCHITECTURE.md). VM-internal frames (method NULL: class
   initialisation, class loading and linkage continuations, entry frames of nested runs, trampolines)
   are not reported, so a <clinit> or a loader's loadClass run for an instruction appears directly
   above the frame of that instruction, as in HotSpot. Hidden frames (lambda forms, @Hidden) are
   reported: JVMTI shows every method frame. Depth 0 is the innermost reported frame.

   The caller holds the execution token (the generated table's jvmti_call_enter), so every other
   thread is stopped with its frames saved (pc, sp) and can be read here. */
#include <stdlib.h>

#include "jvmti_impl.h"
#include "query_support.h"

static bool frame_reported(const Frame *f) { return f->method != NULL; }

int jvmti_frame_count(Thread *t) {
    int n = 0;
    for (Frame *f = t->frame; f; f = f->prev)
        if (frame_reported(f)) n++;
    return n;
}

Frame *jvmti_frame_at(Thread *t, int depth) {
    for (Frame *f = t->frame; f; f = f->prev)
        if (frame_reported(f) && depth-- == 0) return f;
    return NULL;
}

/* The top frame stands before the instruction it will execute; a caller's pc stays on its invoke
   (or on the instruction whose class initialisation or loading is running above it). One exception,
   to report what HotSpot reports: a thread blocked entering a monitor in `monitorenter` is, in
   HotSpot's interpreter, already past the instruction while it waits, so its location is the next
   instruction; here the frame stays on the `monitorenter`, which runs again when the thread may
   continue. */
jlocation jvmti_frame_location(const Thread *t, const Frame *f) {
    if (f->method->access & ACC_NATIVE) return -1;
    int bci = frame_bci((Frame *)f);
    if (f == t->frame && t->status == THREAD_BLOCKED && bci >= 0 && f->method->code[bci] == 0xc2) bci++;
    return (jlocation)bci;
}

Thread *jvmti_live_thread(jthread thread) {
    Thread *t = jvmti_thread_of(thread);
    if (!t || !t->jthread || t->status == THREAD_NEW || t->status == THREAD_TERMINATED) return NULL;
    return t;
}

/* The thread's JVMTI state (GetThreadState's bits): java.lang.Thread.threadStatus holds the JVMTI
   bits of its Java state; suspension, the interrupt flag and running native code are added. */
static jint stack_info_state(Thread *caller, Object *jthread) {
    static uint32_t off_status, off_interrupted;
    if (!off_status) {
        off_status = vm_field_offset(caller, "java/lang/Thread", "threadStatus", "I");
        off_interrupted = vm_field_offset(caller, "java/lang/Thread", "interrupted", "Z");
    }
    jint state = FIELD_AT(jthread, off_status, jint);
    Thread *u = thread_of_java(jthread);
    if (!(state & JVMTI_THREAD_STATE_ALIVE) || !u) return state;
    if (u->jvmti_suspended) state |= JVMTI_THREAD_STATE_SUSPENDED;
    if (FIELD_AT(jthread, off_interrupted, uint8_t)) state |= JVMTI_THREAD_STATE_INTERRUPTED;
    if (u != caller && u->status == THREAD_RUNNABLE && u->frame && u->frame->method &&
        (u->frame->method->access & ACC_NATIVE))
        state |= JVMTI_THREAD_STATE_IN_NATIVE;
    return state;
}

/* Frames from depth `from` on, at most max, into buf; the number written. */
static jint fill_frames(Thread *t, int from, jint max, jvmtiFrameInfo *buf) {
    jint n = 0;
    for (Frame *f = jvmti_frame_at(t, from); f && n < max; f = f->prev) {
        if (!frame_reported(f)) continue;
        buf[n].method = (jmethodID)f->method;
        buf[n].location = jvmti_frame_location(t, f);
        n++;
    }
    return n;
}

jvmtiError jvmti_GetStackTrace(jvmtiEnv *env, jthread thread, jint start_depth, jint max_frame_count,
                               jvmtiFrameInfo *frame_buffer, jint *count_ptr) {
    (void)env;
    Thread *t = jvmti_live_thread(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    int depth = jvmti_frame_count(t);
    /* a start beyond the stack is refused at either end; start 0 of an empty stack gives no frames */
    int from = start_depth;
    if (start_depth < 0) {
        from = depth + start_depth;
        if (from < 0) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    } else if (start_depth > 0 && start_depth >= depth) {
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    }
    *count_ptr = fill_frames(t, from, max_frame_count, frame_buffer);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetFrameCount(jvmtiEnv *env, jthread thread, jint *count_ptr) {
    (void)env;
    Thread *t = jvmti_live_thread(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    *count_ptr = jvmti_frame_count(t);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetFrameLocation(jvmtiEnv *env, jthread thread, jint depth, jmethodID *method_ptr,
                                  jlocation *location_ptr) {
    (void)env;
    Thread *t = jvmti_live_thread(thread);
    if (!t) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    Frame *f = jvmti_frame_at(t, depth);
    if (!f) return JVMTI_ERROR_NO_MORE_FRAMES;
    *method_ptr = (jmethodID)f->method;
    *location_ptr = jvmti_frame_location(t, f);
    return JVMTI_ERROR_NONE;
}

/* One allocation holds the jvmtiStackInfo records and, after them, every frame buffer, as the
   specification requires (the agent frees it all with one Deallocate). jthreads[i] is the thread of
   record i; a thread that is not alive gets its state and no frames. */
static jvmtiError stack_infos(jvmtiEnv *env, Object **jthreads, jint n, jint max_frame_count,
                              jvmtiStackInfo **stack_info_ptr) {
    Thread *caller = jvmti_calling_thread();
    size_t frames = 0;
    for (jint i = 0; i < n; i++) {
        Thread *u = thread_of_java(jthreads[i]);
        int d = u && u->status != THREAD_TERMINATED ? jvmti_frame_count(u) : 0;
        frames += (size_t)(d < max_frame_count ? d : max_frame_count);
    }
    void *p;
    jvmtiError err = jq_allocate(env, n * sizeof(jvmtiStackInfo) + frames * sizeof(jvmtiFrameInfo), &p);
    if (err != JVMTI_ERROR_NONE) return err;
    jvmtiStackInfo *infos = p;
    jvmtiFrameInfo *buf = (jvmtiFrameInfo *)(infos + n);
    for (jint i = 0; i < n; i++) {
        Thread *u = thread_of_java(jthreads[i]);
        infos[i].thread = (jthread)jq_local(jthreads[i]);
        infos[i].state = stack_info_state(caller, jthreads[i]);
        infos[i].frame_buffer = buf;
        infos[i].frame_count = u && u->status != THREAD_TERMINATED ? fill_frames(u, 0, max_frame_count, buf) : 0;
        buf += infos[i].frame_count;
    }
    *stack_info_ptr = infos;
    return JVMTI_ERROR_NONE;
}

/* Every live thread (started, not terminated), in the order the VM created them. */
jvmtiError jvmti_GetAllStackTraces(jvmtiEnv *env, jint max_frame_count, jvmtiStackInfo **stack_info_ptr,
                                   jint *thread_count_ptr) {
    jint n = 0;
    for (Thread *u = all_threads; u; u = u->next)
        if (u->jthread && u->status != THREAD_NEW && u->status != THREAD_TERMINATED) n++;
    Object **jthreads = vm_calloc(n ? (size_t)n : 1, sizeof *jthreads);
    jint k = 0;
    for (Thread *u = all_threads; u && k < n; u = u->next)
        if (u->jthread && u->status != THREAD_NEW && u->status != THREAD_TERMINATED) jthreads[k++] = u->jthread;
    jvmtiError err = stack_infos(env, jthreads, k, max_frame_count, stack_info_ptr);
    free(jthreads);
    if (err == JVMTI_ERROR_NONE) *thread_count_ptr = k;
    return err;
}

/* An element that is not a thread fails the whole call (INVALID_THREAD), as in HotSpot; a thread not
   started yet or terminated gets a record with its state and no frames. */
jvmtiError jvmti_GetThreadListStackTraces(jvmtiEnv *env, jint thread_count, const jthread *thread_list,
                                          jint max_frame_count, jvmtiStackInfo **stack_info_ptr) {
    Object **jthreads = vm_calloc(thread_count ? (size_t)thread_count : 1, sizeof *jthreads);
    for (jint i = 0; i < thread_count; i++) {
        Object *o = thread_list[i] ? jni_deref(thread_list[i]) : NULL;
        if (!o || !vm_instance_of(o, wk.Thread)) {
            free(jthreads);
            return JVMTI_ERROR_INVALID_THREAD;
        }
        jthreads[i] = o;
    }
    jvmtiError err = stack_infos(env, jthreads, thread_count, max_frame_count, stack_info_ptr);
    free(jthreads);
    return err;
}
