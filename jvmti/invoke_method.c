/* invoke_method.c: running a method on a suspended thread for a debugger (JDWP's InvokeMethod and
   NewInstance): vitrine_invoke_method of include/vitrine.h.

   With green threads, between runs of the interpreter (in WebAssembly: between slices, when the host
   answers a debugger), every thread's state is saved in its frames, so a tool can run a method on any
   of them: the thread becomes the current one, the method runs through the JNI Call*Method functions
   in a run of its own above the thread's frames, and then the thread is current no more and suspended
   again, its frames as they were. That run nests in the paused sliced run (vm_interp_nest), so the
   other threads that are not suspended run in it too, as JDWP asks of a call without
   INVOKE_SINGLE_THREADED (the debugger resumes the threads it wants to run first); with
   VITRINE_INVOKE_SINGLE_THREADED they are held as suspended for the call. A thread that comes back to
   the sliced run's entry frame meanwhile waits there for it, and the sliced run afterwards chooses the
   thread to continue anew (slice_threads_ran).

   A call that waits for a thread that cannot run (one held suspended, or threads waiting for each
   other) would leave no thread to run: instead of the VM's deadlock error the call is abandoned
   (jvmti_invoke_stuck): an Error is thrown in its thread where it waits, its frames unwind as Java
   code expects (finally blocks run, monitors are exited), and the call answers that exception; where
   nothing can be thrown (re-entering a monitor after Object.wait) its frames are discarded instead.
   HotSpot never answers such a call; a debugger would hang, and the program could not go on.

   vitrine_invoke_method_start/_result make the call as HotSpot's JDWP agent makes it instead (the
   bridge's JDWP server): the method's frame, above a VM-internal frame whose continuation keeps the
   outcome, is put on the thread, which is resumed and runs it in the sliced run as any other code, its
   events and suspensions included; the continuation suspends it at the outcome, and once resumed the
   thread goes on where it had stopped. A call that waits for a thread that cannot run then waits, as
   on HotSpot, until the debugger resumes that thread.

   Natively, with every Java thread on its own OS thread, another thread's stack cannot be borrowed:
   the JDK's JDWP agent has the thread run the call itself, so the function answers
   JVMTI_ERROR_NOT_AVAILABLE there, and inside a run of the interpreter (from an event callback). */
#include <stdlib.h>
#include <string.h>

#include "vitrine.h"
#include "jvmti_impl.h"
#include "debug_state.h"

/* What the debugging dispatch knows of where the thread stopped, which the call's own instructions
   would overwrite: the instruction that runs again without its events once the thread is resumed
   (it stopped after them), and the one the dispatch saw last (line steps). */
typedef struct StoppedAt {
    Frame *again_frame;
    const uint8_t *again_pc;
    Object *stopped_exception;
    bool has_debug;
    JvmtiThreadDebug debug;
} StoppedAt;

static void stopped_at_save(Thread *t, StoppedAt *s) {
    s->again_frame = t->jvmti_again_frame;
    s->again_pc = t->jvmti_again_pc;
    s->stopped_exception = t->jvmti_stopped_exception;
    t->jvmti_again_frame = NULL;
    t->jvmti_again_pc = NULL;
    t->jvmti_stopped_exception = NULL;
    s->has_debug = t->jvmti_dbg != NULL;
    if (s->has_debug) s->debug = *t->jvmti_dbg;
}

static void stopped_at_restore(Thread *t, const StoppedAt *s) {
    t->jvmti_again_frame = s->again_frame;
    t->jvmti_again_pc = s->again_pc;
    t->jvmti_stopped_exception = s->stopped_exception;
    JvmtiThreadDebug *d = s->has_debug ? t->jvmti_dbg : NULL;
    if (!d) return;
    /* the frame pop requests are the thread's own (the call's frames are gone and asked for none) */
    d->last_frame = s->debug.last_frame;
    d->last_pc = s->debug.last_pc;
    d->last_op = s->debug.last_op;
    d->steps_hidden = s->debug.steps_hidden;
    d->again_stage = s->debug.again_stage;
    d->instruction_frame = s->debug.instruction_frame;
}

/* Calls m through t's JNI environment, the result of type ret into *out (a local reference of t's
   for objects). */
static void call(JNIEnv *te, jint kind, jclass c, jobject o, jmethodID m, char ret, const jvalue *a, jvalue *out) {
    const struct JNINativeInterface_ *f = *te;
    memset(out, 0, sizeof *out);
    if (kind == VITRINE_INVOKE_CONSTRUCTOR) {
        out->l = f->NewObjectA(te, c, m, a);
        return;
    }
#define CALL_BY_KIND(Type, field)                                                                      \
    if (kind == VITRINE_INVOKE_STATIC) out->field = f->CallStatic##Type##MethodA(te, c, m, a);          \
    else if (kind == VITRINE_INVOKE_NONVIRTUAL) out->field = f->CallNonvirtual##Type##MethodA(te, o, c, m, a); \
    else out->field = f->Call##Type##MethodA(te, o, m, a);                                              \
    break;
    switch (ret) {
    case 'Z': CALL_BY_KIND(Boolean, z)
    case 'B': CALL_BY_KIND(Byte, b)
    case 'C': CALL_BY_KIND(Char, c)
    case 'S': CALL_BY_KIND(Short, s)
    case 'I': CALL_BY_KIND(Int, i)
    case 'J': CALL_BY_KIND(Long, j)
    case 'F': CALL_BY_KIND(Float, f)
    case 'D': CALL_BY_KIND(Double, d)
    case 'V':
        if (kind == VITRINE_INVOKE_STATIC) f->CallStaticVoidMethodA(te, c, m, a);
        else if (kind == VITRINE_INVOKE_NONVIRTUAL) f->CallNonvirtualVoidMethodA(te, o, c, m, a);
        else f->CallVoidMethodA(te, o, m, a);
        break;
    default: CALL_BY_KIND(Object, l)
    }
#undef CALL_BY_KIND
}

/* Whether the method fits the kind of call: static for a static call, <init> for a constructor, an
   instance method otherwise. */
static bool kind_fits(const Method *m, jint kind) {
    bool is_static = (m->access & ACC_STATIC) != 0, is_init = m->name == sym_init;
    switch (kind) {
    case VITRINE_INVOKE_STATIC: return is_static;
    case VITRINE_INVOKE_CONSTRUCTOR: return is_init;
    case VITRINE_INVOKE_VIRTUAL: case VITRINE_INVOKE_NONVIRTUAL: return !is_static && !is_init;
    default: return false;
    }
}

static bool runs_freely(const Thread *u, const Thread *t) {
    return u != t && u->status != THREAD_TERMINATED && !u->jvmti_suspended;
}

/* The other live threads that run freely, suspended for the call; answers them (NULL-terminated). */
static Thread **hold_others(Thread *t) {
    size_t n = 0;
    for (Thread *u = all_threads; u; u = u->next) n += runs_freely(u, t);
    Thread **held = vm_malloc(sizeof *held * (n + 1)), **at = held;
    for (Thread *u = all_threads; u; u = u->next)
        if (runs_freely(u, t)) *at++ = u;
    *at = NULL;
    for (at = held; *at; at++) (*at)->jvmti_suspended = true;
    return held;
}

/* The message of the Error that abandons a call (docs/JDWP.md). */
#define ABANDONED "the method invoked by the debugger waits for a thread that cannot run: the invocation is abandoned"

/* (the invoking thread itself goes on if an event's callback suspends it in the called code: it is
   suspended again after the call anyway, and holding it would leave the call waiting for a resume
   that the host can only send once the call has ended) */
bool jvmti_invoke_holds(const Thread *u) { return vm.jvmti->invoking != NULL && u != vm.jvmti->invoking; }

/* Whether blocked or waiting thread u waits for a thread that the invocation's run holds suspended:
   the owner of the monitor it enters (or the owner's own wait of that kind, and so on), or the thread
   it joins (Thread.join waits on the Thread object). Other waits (a notify only a held thread would
   send) show only when no thread can run at all. */
static bool waits_for_held(Thread *u) {
    for (int hops = 0; u && hops < 64; hops++) {
        Object *o = u->monitor_object;
        if (!o) return false;
        Thread *next;
        if (u->status == THREAD_BLOCKED) {
            int count;
            next = monitor_owner(o, &count);
        } else if (u->status == THREAD_WAITING && vm_is_subclass_of(o->klass, wk.Thread)) {
            next = thread_of_java(o);
        } else {
            return false;
        }
        if (!next || next == u || next->status == THREAD_TERMINATED) return false;
        if (thread_suspension_holds(next)) return true;
        u = next;
    }
    return false;
}

bool jvmti_invoke_blocked(Thread *t) { return vm.jvmti->invoking == t && waits_for_held(t) && jvmti_invoke_stuck(); }

static bool is_entry_frame(const Frame *f) { return !f->method && !f->cont && f->cont_data[2] == (void *)1; }

/* u is blocked in a native frame: re-entering its monitor after Object.wait (the frame's continuation
   takes the monitor back before anything can be thrown, and the frames above unwinding without it
   would find their monitorexit failing), or a synchronized native's entry. No Java code can throw
   there, so the call's frames are discarded instead, down to the entry frame of the call's run, which
   then ends with ex pending: their finally blocks do not run; the monitors they entered are exited
   (the one being re-entered, which another thread owns, is only forgotten) and frame pop requests
   dropped. Not when C code waits between (another run's entry frame above the call's), nor across a
   VM-internal frame (a class's initialisation, a class loader's call), whose continuation keeps the
   VM's own state right (a class left being initialised forever): false. */
static bool discard_call_frames(Thread *u, Object *ex) {
    Frame *below = vm.jvmti->invoke_below, *entry = NULL;
    for (Frame *f = u->frame; f && f != below; f = f->prev) {
        if (f->prev == below) {
            entry = f;
            break;
        }
        if (!f->method) return false;
    }
    if (!entry || !is_entry_frame(entry)) return false;
    /* lock records are innermost last: the call's frames' records are on top */
    for (;;) {
        if (!u->n_lock_records) break;
        LockRecord *r = &u->lock_records[u->n_lock_records - 1];
        bool in_call = false;
        for (Frame *f = u->frame; f != entry && !in_call; f = f->prev) in_call = r->frame == f;
        if (!in_call) break;
        if (monitor_owned_by(u, r->obj)) monitor_exit(u, r->obj); /* takes this record off */
        else u->n_lock_records--;
    }
    for (Frame *f = u->frame; f != entry; f = f->prev)
        if (f->method) jvmti_frame_pops_at(u, f, false, true);
    u->frame = entry;
    u->waiting_on = NULL;
    u->monitor_object = NULL;
    u->monitor_contended = false;
    u->status = THREAD_RUNNABLE;
    u->exception = ex;
    return true;
}

bool jvmti_invoke_stuck(void) {
    Thread *u = vm.jvmti->invoking;
    if (!u || u->jvmti_stopped_exception || u->async_exception) return false;
    bool java_top = u->frame && u->frame->method && !(u->frame->method->access & ACC_NATIVE);
    bool blocked_in_java = u->status == THREAD_BLOCKED && java_top;
    bool blocked_in_native = u->status == THREAD_BLOCKED && !java_top;
    bool waits = u->status == THREAD_WAITING || u->status == THREAD_PARKED || thread_in_timed_wait(u);
    if (!blocked_in_java && !blocked_in_native && !waits) return false;
    Object *saved = u->exception;
    vm_throw(u, "java/lang/Error", ABANDONED);
    Object *ex = u->exception;
    u->exception = saved;
    if (blocked_in_native) return discard_call_frames(u, ex);
    if (blocked_in_java) {
        /* entering a monitor (monitorenter, or a synchronized method's entry): it never gets it and
           throws there, as the Exception event's resumption does (vm/interp.c, resume_thread) */
        u->waiting_on = NULL;
        u->monitor_object = NULL;
        u->monitor_contended = false;
        u->jvmti_stopped_exception = ex;
        u->frame->cont = NULL; /* a synchronized method's entry does not retry */
        u->status = THREAD_RUNNABLE;
    } else {
        /* Object.wait (join too), sleep or park end with it */
        thread_send_async(u, ex);
    }
    return true;
}

/* The checks of both kinds of call; the thread in *tp. */
static jint check_call(jobject thread, jint kind, jclass clazz, jobject object, jmethodID method, Thread **tp) {
    if (os_threads || vm_interp_depth() != 0) return JVMTI_ERROR_NOT_AVAILABLE;
    Thread *t = jvmti_thread_of(thread);
    if (!t || t->status == THREAD_TERMINATED || t->status == THREAD_NEW) return JVMTI_ERROR_THREAD_NOT_ALIVE;
    if (!t->jvmti_suspended) return JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    /* a thread in a wait, blocked or parked goes on only when that ends: no call can run above it */
    if (t->status != THREAD_RUNNABLE) return JVMTI_ERROR_INVALID_THREAD;
    Method *m = (Method *)method;
    if (!kind_fits(m, kind)) return JVMTI_ERROR_INVALID_METHODID;
    Object *recv = jni_deref(object);
    if (kind == VITRINE_INVOKE_VIRTUAL || kind == VITRINE_INVOKE_NONVIRTUAL) {
        if (!recv) return JVMTI_ERROR_INVALID_OBJECT;
        if (!vm_is_subclass_of(recv->klass, m->klass)) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    } else {
        Class *c = jni_class(clazz);
        if (!c) return JVMTI_ERROR_INVALID_CLASS;
        /* a constructor makes an object of its own class; a static method is the class's or inherited */
        if (kind == VITRINE_INVOKE_CONSTRUCTOR ? m->klass != c : !vm_is_subclass_of(c, m->klass)) return JVMTI_ERROR_INVALID_METHODID;
    }
    *tp = t;
    return JVMTI_ERROR_NONE;
}

EMBEDDER_EXPORT JNIEXPORT jint JNICALL vitrine_invoke_method(JNIEnv *env, jobject thread, jint kind, jclass clazz,
                                                             jobject object, jmethodID method, const jvalue *args,
                                                             jvalue *result, jobject *exception) {
    if (!env || !method || !result || !exception) return JVMTI_ERROR_NULL_POINTER;
    bool single = (kind & VITRINE_INVOKE_SINGLE_THREADED) != 0;
    kind &= ~VITRINE_INVOKE_SINGLE_THREADED;
    *exception = NULL;
    memset(result, 0, sizeof *result);
    Thread *t;
    jint err = check_call(thread, kind, clazz, object, method, &t);
    if (err != JVMTI_ERROR_NONE) return err;
    Method *m = (Method *)method;

    Thread **held = single ? hold_others(t) : NULL;
    JvmtiState *js = jvmti_state();
    js->invoking = t;
    js->invoke_below = t->frame;
    vm_interp_nest(1);
    Thread *was = threads_make_current(t);
    uint32_t ticks = sched_ticks;
    /* an exception being thrown where the thread stopped (an Exception event) waits for the call */
    Object *pending = t->exception;
    t->exception = NULL;
    StoppedAt at;
    stopped_at_save(t, &at);
    vm_push_root(t, &pending);
    vm_push_root(t, &at.stopped_exception);
    t->jvmti_suspended = false;

    JNIEnv *te = (JNIEnv *)jni_env_of(t);
    (*te)->PushLocalFrame(te, 16);
    jvalue r;
    call(te, kind, clazz, object, method, kind == VITRINE_INVOKE_CONSTRUCTOR ? 'L' : m->ret_type, args, &r);
    Object *thrown = t->exception;
    t->exception = NULL;
    bool is_ref = kind == VITRINE_INVOKE_CONSTRUCTOR || m->ret_type == 'L' || m->ret_type == '[';
    Object *value = is_ref ? jni_deref(r.l) : NULL;
    (*te)->PopLocalFrame(te, NULL);
    vm_interp_nest(-1);
    js->invoking = NULL;
    js->invoke_below = NULL;

    t->jvmti_suspended = true;
    t->exception = pending;
    vm_pop_roots(t, 2);
    stopped_at_restore(t, &at);
    sched_ticks = ticks;
    threads_make_current(was);
    if (held) {
        for (Thread **u = held; *u; u++) (*u)->jvmti_suspended = false;
        free(held);
    } else {
        slice_threads_ran();
    }

    /* no allocation since the frame was popped: the objects are where they were */
    *result = r;
    if (is_ref) result->l = jni_local(env, value);
    *exception = jni_local(env, thrown);
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- calls that run in the sliced run */

/* An asynchronous call (vitrine_invoke_method_start): kept by the VM-internal frame below the called
   method's, whose operand slots hold its objects for the collector: the exception the thread was
   throwing where it stopped, the one its stop had caught (StoppedAt's), the result object (for a
   constructor the new object from the start) and the exception the method threw. */
typedef struct AsyncCall {
    StoppedAt at;
    jint id;    /* the call's number, which _result names it by (calls made inside calls stack) */
    char ret;   /* the result's type: a primitive code, 'L', '[', or 'V' */
    bool done;
    Slot value; /* a primitive result */
} AsyncCall;

enum { SLOT_PENDING, SLOT_STOPPED_EXCEPTION, SLOT_RESULT, SLOT_THROWN, ASYNC_SLOTS };

static NativeResult async_call_cont(Thread *t, Frame *f, Slot *ret);

static AsyncCall *async_call_of(const Frame *f) {
    return f && !f->method && f->cont == async_call_cont ? f->cont_data[0] : NULL;
}

/* The call's outcome is there: the thread stays suspended where it is until resumed. */
static void async_call_done(Thread *t, Frame *f, Object *thrown) {
    AsyncCall *c = async_call_of(f);
    c->done = true;
    f->stack[SLOT_THROWN].l = thrown;
    thread_suspend(t);
}

/* The continuation of the call's frame: first when the method returns or throws (the outcome kept,
   the thread suspended right there, so that not one more of its instructions runs, until the host
   has read the outcome and resumes it), then when the thread is resumed: the frame goes, and the
   thread goes on where it had stopped, as it had stopped. */
static NativeResult async_call_cont(Thread *t, Frame *f, Slot *ret) {
    AsyncCall *c = async_call_of(f);
    if (!c->done) {
        Object *thrown = t->exception;
        t->exception = NULL;
        if (!thrown && (c->ret == 'L' || c->ret == '[')) f->stack[SLOT_RESULT].l = ret->l;
        else if (!thrown) c->value = *ret;
        async_call_done(t, f, thrown);
        return NR_BLOCK;
    }
    if (t->jvmti_suspended) return NR_BLOCK;
    t->exception = f->stack[SLOT_PENDING].l;
    c->at.stopped_exception = f->stack[SLOT_STOPPED_EXCEPTION].l;
    stopped_at_restore(t, &c->at);
    free(c);
    t->frame = f->prev;
    return NR_CALL;
}

/* The arguments of m (`this` first when recv) from JNI's jvalues into slots. */
static void args_to_slots(const Method *m, Object *recv, const jvalue *args, Slot *out) {
    int i = 0, a = 0;
    if (recv) out[i++].l = recv;
    for (const char *d = m->desc + 1; *d != ')'; a++) {
        char k = *d;
        if (k == 'J') {
            out[i].j = args[a].j;
            i += 2;
        } else if (k == 'D') {
            out[i].d = args[a].d;
            i += 2;
        } else if (k == 'L' || k == '[') {
            out[i++].l = jni_deref(args[a].l);
        } else if (k == 'F') {
            slot_set_float(&out[i++], args[a].f);
        } else {
            jint v = k == 'Z' ? args[a].z : k == 'B' ? args[a].b : k == 'C' ? args[a].c : k == 'S' ? args[a].s : args[a].i;
            slot_set_int(&out[i++], v);
        }
        while (*d == '[') d++;
        if (*d == 'L') d = strchr(d, ';');
        d++;
    }
}

/* The method a call of m runs: a virtual call's is the object's implementation. */
static Method *selected_method(Method *m, jint kind, Object *recv) {
    if (kind != VITRINE_INVOKE_VIRTUAL) return m;
    if (m->klass->is_interface) {
        Method *s = select_interface_method(recv->klass, m);
        return s && s != &method_conflict_marker ? s : m;
    }
    return m->vtable_index >= 0 ? recv->klass->vtable[m->vtable_index] : m;
}

EMBEDDER_EXPORT JNIEXPORT jint JNICALL vitrine_invoke_method_start(JNIEnv *env, jobject thread, jint kind, jclass clazz,
                                                                   jobject object, jmethodID method, const jvalue *args,
                                                                   jint *call_id) {
    if (!env || !method || !call_id) return JVMTI_ERROR_NULL_POINTER;
    Thread *t;
    jint err = check_call(thread, kind, clazz, object, method, &t);
    if (err != JVMTI_ERROR_NONE) return err;
    Object *recv = kind == VITRINE_INVOKE_VIRTUAL || kind == VITRINE_INVOKE_NONVIRTUAL ? jni_deref(object) : NULL;
    Method *m = selected_method((Method *)method, kind, recv);
    if (m->access & ACC_ABSTRACT) return JVMTI_ERROR_INVALID_METHODID;
    Class *c = kind == VITRINE_INVOKE_STATIC || kind == VITRINE_INVOKE_CONSTRUCTOR ? jni_class(clazz) : NULL;

    AsyncCall *call = vm_calloc(1, sizeof *call);
    JvmtiState *js = jvmti_state();
    call->id = *call_id = ++js->async_calls;
    call->ret = kind == VITRINE_INVOKE_CONSTRUCTOR ? 'V' : m->ret_type;
    Frame *f = push_internal_frame(t, async_call_cont);
    if (!f) {
        t->exception = NULL;
        free(call);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    f->cont_data[0] = call;
    f->stack[SLOT_PENDING].l = t->exception;
    t->exception = NULL;
    stopped_at_save(t, &call->at);
    f->stack[SLOT_STOPPED_EXCEPTION].l = call->at.stopped_exception;
    f->stack[SLOT_RESULT].l = NULL;
    f->stack[SLOT_THROWN].l = NULL;
    f->sp = f->stack + ASYNC_SLOTS;

    /* the class initialised first (a run of its own, on the thread, as the synchronous call's), and a
       constructor's object made: what fails there is the call's outcome at once */
    if (c) {
        vm_interp_nest(1);
        Thread *was = threads_make_current(t);
        bool ok = vm_ensure_initialized(t, c);
        if (ok && kind == VITRINE_INVOKE_CONSTRUCTOR) ok = (recv = f->stack[SLOT_RESULT].l = vm_new_object(t, c)) != NULL;
        threads_make_current(was);
        vm_interp_nest(-1);
        if (!ok) {
            Object *thrown = t->exception;
            t->exception = NULL;
            async_call_done(t, f, thrown);
            return JVMTI_ERROR_NONE;
        }
    }
    Slot a[256];
    args_to_slots(m, recv, args, a);
    if (!vm_push_call(t, m, a)) {
        Object *thrown = t->exception; /* no room on its stack */
        t->exception = NULL;
        async_call_done(t, f, thrown);
        return JVMTI_ERROR_NONE;
    }
    if ((m->access & ACC_SYNCHRONIZED) && !(m->access & ACC_NATIVE)) {
        Object *lk = (m->access & ACC_STATIC) ? m->klass->mirror : recv;
        if (monitor_try_enter(t, lk)) t->frame->lock = lk;
        else t->frame->cont = sync_entry_cont;
    }
    thread_resume(t);
    slice_threads_ran();
    return JVMTI_ERROR_NONE;
}

EMBEDDER_EXPORT JNIEXPORT jint JNICALL vitrine_invoke_method_result(JNIEnv *env, jobject thread, jint call_id,
                                                                    jvalue *result, jobject *exception) {
    if (!env || !result || !exception) return JVMTI_ERROR_NULL_POINTER;
    Thread *t = jvmti_thread_of(thread);
    if (!t) return JVMTI_ERROR_INVALID_THREAD;
    Frame *f = t->frame;
    while (f && !(async_call_of(f) && async_call_of(f)->id == call_id)) f = f->prev;
    if (!f) return JVMTI_ERROR_ILLEGAL_ARGUMENT; /* no such call on the thread (any more) */
    AsyncCall *c = async_call_of(f);
    if (!c->done) return JVMTI_ERROR_NOT_AVAILABLE;
    memset(result, 0, sizeof *result);
    if (f->stack[SLOT_RESULT].l) result->l = jni_local(env, f->stack[SLOT_RESULT].l);
    else memcpy(result, &c->value, sizeof *result);
    *exception = jni_local(env, f->stack[SLOT_THROWN].l);
    return JVMTI_ERROR_NONE;
}
