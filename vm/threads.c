/* threads.c: Java threads, monitors and the scheduler. This is the green-thread back end: every Java
   thread has its own frame stack and the interpreter switches between them at safepoints and when a
   thread blocks (monitor contention, wait, sleep, park, join). It serves both builds for now; the
   native back end (an OS thread per Java thread holding an execution token) replaces the switching
   natively without changing these interfaces. Blocking natives return NR_BLOCK with a continuation on
   their own frame, which the scheduler calls when the thread may continue. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"
#include "heap.h"
#include "jvmti.h"
#include "jvmti_hooks.h"

struct Monitor {
    Thread *owner;
    int count;
    Thread *wait_head, *wait_tail; /* wait set, FIFO */
};

typedef struct GreenThread {
    Thread *wait_next;
    int saved_count;     /* recursion count to restore after wait */
    bool notified;
    bool wait_over;      /* Object.wait: woken (MonitorWaited sent), reacquiring the monitor */
    bool timed_out;      /* ... because its time ran out */
    bool in_destroy_wait;
} GreenThread;

Thread *all_threads;
static Thread *current;
static int64_t next_thread_id = 1;
static uint32_t off_thread_eetop, off_thread_status, off_thread_interrupted, off_thread_daemon,
    off_thread_priority, off_thread_stillborn, off_thread_tid, off_thread_name, off_thread_stack_size;

enum {
    TS_NEW = 0, TS_RUNNABLE = 0x0005, TS_SLEEPING = 0x00e1, /* alive, waiting with timeout, sleeping */ TS_WAITING = 0x0191, TS_TIMED_WAITING = 0x01a1,
    TS_PARKED = 0x0291, TS_TIMED_PARKED = 0x02a1, TS_BLOCKED = 0x0401, TS_TERMINATED = 0x0002
};

Thread *vm_current_thread(void) { return os_threads ? token_self() : current; }

Thread *threads_make_current(Thread *t) {
    Thread *was = current;
    current = t;
    return was;
}

void sched_restart_quantum(void) {
    if (!gc_requested) sched_ticks = SCHED_QUANTUM;
}


static GreenThread *gt(Thread *t) { return t->sched; }

/* Object.wait and park count as waiting for java.lang.management (sleep does not, as in HotSpot). */
static bool status_waits(ThreadStatus s) {
    return s == THREAD_WAITING || s == THREAD_TIMED_WAITING || s == THREAD_PARKED || s == THREAD_TIMED_PARKED;
}

static void count_wait(Thread *t, ThreadStatus from, ThreadStatus to) {
    bool was = status_waits(from), is = status_waits(to);
    if (was == is) return;
    ThreadContention *c = &t->contention;
    if (is) {
        c->waited_count++;
        c->waited_since = vm.thread_stats.contention_timing ? vm_nanotime() : 0;
    } else if (c->waited_since) {
        c->waited_ns += vm_nanotime() - c->waited_since;
        c->waited_since = 0;
    }
}

static void set_status(Thread *t, ThreadStatus s) {
    count_wait(t, t->status, s);
    t->status = s;
    if (s == THREAD_RUNNABLE) token_wake(t); /* its OS thread may be asleep waiting for this */
    if (!t->jthread || !off_thread_status) return;
    jint js;
    switch (s) {
    case THREAD_NEW: js = TS_NEW; break;
    case THREAD_RUNNABLE: case THREAD_AT_ENTRY: case THREAD_IN_INPUT: js = TS_RUNNABLE; break;
    case THREAD_BLOCKED: js = TS_BLOCKED; break;
    case THREAD_WAITING: js = TS_WAITING; break;
    case THREAD_TIMED_WAITING: js = TS_TIMED_WAITING; break;
    case THREAD_PARKED: js = TS_PARKED; break;
    case THREAD_TIMED_PARKED: js = TS_TIMED_PARKED; break;
    case THREAD_SLEEPING: js = TS_SLEEPING; break;
    default: js = TS_TERMINATED; break;
    }
    FIELD_AT(t->jthread, off_thread_status, jint) = js;
}

/* Every thread's start time set to `now` (a VM restored from a start-up snapshot: vm/snapshot.c). */
void threads_reset_start_times(int64_t now) {
    for (Thread *u = all_threads; u; u = u->next) u->start_nanos = now;
}

/* A thread with a frame stack for `requested` bytes of Java stack (0: -Xss's, as the stackSize of a
   java.lang.Thread), or NULL when that much memory cannot be had. Frames here take about twice the
   room of HotSpot's, so the stack gets twice the bytes asked for: a program recurses as deep. */
Thread *thread_new_sized(uint64_t requested) {
    uint64_t asked = requested ? requested : vm.opts.stack_size;
    uint64_t size = asked ? asked : (1u << 20);
    /* the frame stack, the StackOverflowError reserve and slack must fit a size_t; over 512 GB of
       frames is refused without asking the C allocator (AddressSanitizer's would end the process) */
    if (size > (SIZE_MAX - (1u << 20)) / 2 || size > ((uint64_t)1 << 38)) return NULL;
    size *= 2;
    if (size < (256u << 10)) size = 256u << 10;
    uint8_t *stack = calloc(1, (size_t)size + (64u << 10) + 4096); /* + the StackOverflowError reserve */
    if (!stack) return NULL;
    Thread *t = vm_calloc(1, sizeof(Thread));
    t->sched = vm_calloc(1, sizeof(GreenThread));
    t->id = __atomic_fetch_add(&next_thread_id, 1, __ATOMIC_RELAXED); /* attaching threads make theirs too */
    t->start_nanos = vm_nanotime();
    t->stack_base = stack;
    t->stack_limit = t->stack_base + size;
    t->status = THREAD_NEW;
    /* append: the scheduler runs threads round-robin in creation order. The holder walks the list
       without a lock; a thread attaching from outside appends while another runs (token_list_lock) */
    token_list_lock();
    Thread **p = &all_threads;
    while (*p) p = &(*p)->next;
    __atomic_store_n(p, t, __ATOMIC_RELEASE);
    token_list_unlock();
    return t;
}

Thread *thread_new(void) {
    Thread *t = thread_new_sized(0);
    if (!t) vm_fatal("out of memory (a thread's stack)");
    return t;
}

void threads_init_main(Thread *t) {
    current = t;
    token_init_main(t);
    t->status = THREAD_RUNNABLE;
}

static void thread_offsets(Thread *t) {
    if (off_thread_eetop) return;
    off_thread_eetop = vm_field_offset(t, "java/lang/Thread", "eetop", "J");
    off_thread_status = vm_field_offset(t, "java/lang/Thread", "threadStatus", "I");
    off_thread_interrupted = vm_field_offset(t, "java/lang/Thread", "interrupted", "Z");
    off_thread_daemon = vm_field_offset(t, "java/lang/Thread", "daemon", "Z");
    off_thread_priority = vm_field_offset(t, "java/lang/Thread", "priority", "I");
    off_thread_stillborn = vm_field_offset(t, "java/lang/Thread", "stillborn", "Z");
    off_thread_tid = vm_field_offset(t, "java/lang/Thread", "tid", "J");
    off_thread_stack_size = vm_field_offset(t, "java/lang/Thread", "stackSize", "J");
    off_thread_name = vm_field_offset(t, "java/lang/Thread", "name", "Ljava/lang/String;");
}

jlong thread_java_id(const Thread *t) { return t->jthread && off_thread_tid ? FIELD_AT(t->jthread, off_thread_tid, jlong) : -1; }

char *thread_name_utf8(Thread *t) {
    if (!t->jthread) return vm_strdup("");
    thread_offsets(t);
    Object *name = FIELD_AT(t->jthread, off_thread_name, Object *);
    return name ? vm_string_to_utf8(name) : vm_strdup("");
}

jint thread_java_priority(Thread *t) {
    if (!t->jthread) return 5; /* Thread.NORM_PRIORITY */
    thread_offsets(t);
    return FIELD_AT(t->jthread, off_thread_priority, jint);
}

Thread *thread_of_java(Object *jthread) {
    if (!off_thread_eetop || !jthread) return NULL;
    return (Thread *)(intptr_t)FIELD_AT(jthread, off_thread_eetop, jlong);
}

/* A Java thread started or attached: java.lang.management's started and peak counts. */
static void thread_became_alive(void) {
    vm.thread_stats.started++;
    int alive = threads_alive_count(NULL);
    if (alive > vm.thread_stats.peak) vm.thread_stats.peak = alive;
}

/* Binds the main thread's java.lang.Thread object (created at boot). */
void thread_attach_java(Thread *t, Object *jthread) {
    thread_offsets(t);
    t->jthread = jthread;
    FIELD_AT(jthread, off_thread_eetop, jlong) = (jlong)(intptr_t)t;
    set_status(t, THREAD_RUNNABLE);
    thread_became_alive();
}

static Thread *thread_of(Object *jthread) {
    return jthread ? (Thread *)(intptr_t)FIELD_AT(jthread, off_thread_eetop, jlong) : NULL;
}

static bool is_interrupted(Thread *t) { return t->jthread && FIELD_AT(t->jthread, off_thread_interrupted, uint8_t); }
bool thread_interrupted(Thread *t) { return is_interrupted(t); }
static void clear_interrupt(Thread *t) {
    if (t->jthread) FIELD_AT(t->jthread, off_thread_interrupted, uint8_t) = 0;
}

/* A thread attached through JNI: its java.lang.Thread, made as HotSpot makes it (the constructor run
   by the thread itself, named or "Thread-N", in the given group or main's, then added to the group). */
bool thread_attach_foreign(Thread *t, const char *name, Object *group, bool daemon) {
    thread_offsets(t);
    Object *jt = vm_new_object(t, wk.Thread);
    if (!jt) return false;
    vm_push_root(t, &jt);
    vm_push_root(t, &group);
    FIELD_AT(jt, off_thread_priority, jint) = 5;
    thread_attach_java(t, jt);
    if (!group) group = vm_main_thread_group;
    Slot a[3];
    a[0].l = jt;
    a[1].l = group;
    Method *init;
    if (name) {
        a[2].l = vm_string_utf8(t, name);
        init = vm_find_declared_method(wk.Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
    } else {
        a[2].l = NULL;
        init = vm_find_declared_method(wk.Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;)V");
    }
    bool ok = (!name || a[2].l) && init && vm_call(t, init, a, NULL);
    if (ok && daemon) {
        FIELD_AT(jt, off_thread_daemon, uint8_t) = 1;
        t->daemon = true;
    }
    if (ok) {
        Slot g[2];
        g[0].l = group;
        g[1].l = jt;
        ok = vm_call_virtual(t, group, "add", "(Ljava/lang/Thread;)V", g, NULL);
    }
    vm_pop_roots(t, 2);
    if (ok) jvmti_hook_thread_start(t);
    return ok;
}

/* Thread.exit() and termination of a thread leaving through JNI DetachCurrentThread. */
void thread_detach_foreign(Thread *t) {
    if (t->jthread) vm_exit_current_thread(t); /* an uncaught exception first, then Thread.exit() */
    t->exception = NULL;
    jvmti_hook_thread_end(t);
    thread_terminated(t);
}

/* ---------------------------------------------------------------- monitors */

static Monitor *monitor_inflate(Object *o) {
    Monitor *m = vm_calloc(1, sizeof(Monitor));
    monitor_table_put(&vm.monitors, o, m);
    obj_set_inflated(o);
    return m;
}

/* o's monitor, inflated on first use: the object's inflated bit says whether the side table
   (monitor_table.h) has it, so an object never locked costs a bit test and an inflated one a lookup. */
static inline Monitor *monitor_get(Object *o) {
    if (__builtin_expect(obj_inflated(o), 1)) return monitor_table_get(&vm.monitors, o);
    return monitor_inflate(o);
}

Monitor *monitor_of(Object *o) { return monitor_get(o); }

/* o's monitor if it has one (queries that must not inflate it). */
static Monitor *monitor_if_inflated(Object *o) { return obj_inflated(o) ? monitor_table_get(&vm.monitors, o) : NULL; }

/* Lock records: every entry of a monitor pushes (object, the frame on top, the monitor), every exit
   pops the latest record of that object, so JVMTI can tell which frame entered each monitor a thread
   owns (GetOwnedMonitorStackDepthInfo) without the interpreter keeping anything of its own: the cost
   is three stores on entry and a compare on exit, and the exit finds the monitor there. */
static void lock_records_grow(Thread *t) {
    int cap = t->cap_lock_records ? t->cap_lock_records * 2 : 8;
    LockRecord *n = vm_calloc((size_t)cap, sizeof *n);
    if (t->n_lock_records) memcpy(n, t->lock_records, sizeof *n * (size_t)t->n_lock_records);
    free(t->lock_records);
    t->lock_records = n;
    t->cap_lock_records = cap;
}

static inline void lock_record_push(Thread *t, Object *o, Monitor *m) {
    if (__builtin_expect(t->n_lock_records == t->cap_lock_records, 0)) lock_records_grow(t);
    LockRecord *r = &t->lock_records[t->n_lock_records++];
    r->obj = o;
    r->frame = t->frame;
    r->monitor = m;
}

/* o's monitor if t's latest entry not exited is o's, else NULL: structured locking exits the latest
   entry, and a re-entry (a synchronized method calling another on the same object) follows it, so
   these need no lookup in the monitor table. */
static inline Monitor *latest_entry_monitor(Thread *t, Object *o) {
    int n = t->n_lock_records;
    return n > 0 && t->lock_records[n - 1].obj == o ? t->lock_records[n - 1].monitor : NULL;
}

/* an exit out of order (unstructured locking, JNI): the latest record of o goes */
static void lock_record_remove(Thread *t, Object *o) {
    for (int i = t->n_lock_records - 1; i >= 0; i--)
        if (t->lock_records[i].obj == o) {
            memmove(&t->lock_records[i], &t->lock_records[i + 1], sizeof(LockRecord) * (size_t)(t->n_lock_records - 1 - i));
            t->n_lock_records--;
            return;
        }
}

static inline void lock_record_pop(Thread *t, Object *o) {
    int n = t->n_lock_records;
    if (__builtin_expect(n > 0 && t->lock_records[n - 1].obj == o, 1)) t->n_lock_records = n - 1;
    else lock_record_remove(t, o);
}

/* t got the monitor it was blocked on */
static void contended_entry_over(Thread *t) {
    ThreadContention *c = &t->contention;
    if (c->blocked_since) {
        c->blocked_ns += vm_nanotime() - c->blocked_since;
        c->blocked_since = 0;
    }
    Object *o = t->monitor_object;
    t->monitor_object = NULL;
    t->monitor_contended = false;
    jvmti_hook_monitor_contended_entered(t, o);
}

bool monitor_try_enter(Thread *t, Object *o) {
    Monitor *m = latest_entry_monitor(t, o);
    if (!m) m = monitor_get(o);
    if (!m->owner) {
        m->owner = t;
        m->count = 1;
    } else if (m->owner == t) {
        m->count++;
    } else {
        return false;
    }
    lock_record_push(t, o, m);
    if (__builtin_expect(t->monitor_contended, 0)) contended_entry_over(t);
    return true;
}

NativeResult monitor_enter_blocking(Thread *t, Object *o) {
    if (monitor_try_enter(t, o)) {
        if (t->status == THREAD_BLOCKED) set_status(t, THREAD_RUNNABLE);
        t->waiting_on = NULL;
        return NR_OK;
    }
    t->waiting_on = monitor_of(o);
    if (!t->monitor_contended) {
        /* the first attempt: from now on t waits for another thread to exit the monitor */
        t->monitor_object = o;
        t->monitor_contended = true;
        t->contention.blocked_count++;
        t->contention.blocked_since = vm.thread_stats.contention_timing ? vm_nanotime() : 0;
        jvmti_hook_monitor_contended_enter(t, o);
    }
    set_status(t, THREAD_BLOCKED);
    return NR_BLOCK;
}

/* Threads blocked on entering m may try again. */
static void wake_entrants(Monitor *m) {
    for (Thread *u = all_threads; u; u = u->next)
        if (u->status == THREAD_BLOCKED && u->waiting_on == m) set_status(u, THREAD_RUNNABLE);
}

static NativeResult monitor_enter_cont(Thread *t, Frame *f, Slot *ret) {
    (void)ret;
    return monitor_enter_blocking(t, f->cont_data[0]);
}

/* For C code that must wait: an entry frame and above it a VM-internal frame whose continuation
   decides when the wait is over; returns the entry frame (NULL on stack overflow, nothing pushed). */
static Frame *push_wait_frames(Thread *t, NativeCont cont) {
    Frame *base = push_internal_frame(t, NULL);
    if (!base) return NULL;
    if (!push_internal_frame(t, cont)) {
        t->frame = base->prev;
        return NULL;
    }
    return base;
}

bool monitor_enter_from_c(Thread *t, Object *o) {
    if (monitor_try_enter(t, o)) return true;
    /* wait in a nested run of a VM-internal frame: other threads run (green: in that run; OS
       threads: on theirs) until the monitor is free */
    Frame *base = push_wait_frames(t, monitor_enter_cont);
    if (!base) return false;
    t->frame->cont_data[0] = o;
    interp_run(t, base);
    t->frame = base->prev;
    return t->exception == NULL;
}

/* The monitor of a synchronized native method: its class's mirror or its receiver. */
static Object *native_monitor_object(Frame *nf) {
    Method *m = nf->method;
    return (m->access & ACC_STATIC) ? m->klass->mirror : nf->locals[0].l;
}

/* A synchronized native whose monitor was contended: once the thread owns it, the native runs (the
   frame was pushed and its JVMTI entry posted before it waited). */
static NativeResult native_monitor_entered_cont(Thread *t, Frame *nf, Slot *ret) {
    Object *lk = native_monitor_object(nf);
    if (monitor_enter_blocking(t, lk) != NR_OK) return NR_BLOCK;
    nf->lock = lk;
    nf->cont = NULL;
    return nf->method->native(t, nf->locals, ret);
}

NativeResult native_monitor_enter(Thread *t, Frame *nf) {
    Object *lk = native_monitor_object(nf);
    if (monitor_try_enter(t, lk)) {
        nf->lock = lk;
        return NR_OK;
    }
    /* block as monitorenter does; the frame's continuation enters and then calls the native */
    nf->cont = native_monitor_entered_cont;
    monitor_enter_blocking(t, lk);
    return NR_BLOCK;
}

bool monitor_exit(Thread *t, Object *o) {
    Monitor *m = latest_entry_monitor(t, o);
    if (!m) m = monitor_if_inflated(o);
    if (!m || m->owner != t) {
        vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
        return false;
    }
    lock_record_pop(t, o);
    if (--m->count == 0) {
        m->owner = NULL;
        wake_entrants(m);
    }
    return true;
}

Thread *monitor_owner(Object *o, int *count) {
    Monitor *m = monitor_if_inflated(o);
    *count = m && m->owner ? m->count : 0;
    return m ? m->owner : NULL;
}

int monitor_wait_set(Object *o, Thread **out, int max) {
    int n = 0;
    Monitor *m = monitor_if_inflated(o);
    for (Thread *w = m ? m->wait_head : NULL; w; w = gt(w)->wait_next, n++)
        if (n < max) out[n] = w;
    return n;
}

bool monitor_is_entering(Thread *t, Object *o) {
    /* (a contended entrant woken by an exit is runnable until it tries again) */
    if (t->monitor_contended) return t->monitor_object == o;
    if (t->status != THREAD_BLOCKED || !t->waiting_on) return false;
    return t->waiting_on == monitor_if_inflated(o);
}

bool monitor_owned_by(Thread *t, Object *o) {
    Monitor *m = monitor_if_inflated(o);
    return m && m->owner == t;
}

static void wait_set_remove(Monitor *m, Thread *t) {
    Thread **p = &m->wait_head;
    Thread *prev = NULL;
    while (*p) {
        if (*p == t) {
            *p = gt(t)->wait_next;
            if (m->wait_tail == t) m->wait_tail = prev;
            gt(t)->wait_next = NULL;
            return;
        }
        prev = *p;
        p = &gt(*p)->wait_next;
    }
}

static void notify_one(Monitor *m) {
    Thread *w = m->wait_head;
    if (!w) return;
    wait_set_remove(m, w);
    gt(w)->notified = true;
    set_status(w, THREAD_RUNNABLE);
}

/* ---------------------------------------------------------------- scheduler */

bool thread_in_timed_wait(const Thread *t) {
    return t->status == THREAD_TIMED_WAITING || t->status == THREAD_SLEEPING || t->status == THREAD_TIMED_PARKED;
}

static void wake_expired(int64_t now) {
    for (Thread *u = all_threads; u; u = u->next)
        if (thread_in_timed_wait(u) && u->wake_time_ns <= now) {
            if (u->status == THREAD_TIMED_WAITING && u->waiting_on) {
                wait_set_remove(u->waiting_on, u);
                gt(u)->timed_out = true;
            }
            set_status(u, THREAD_RUNNABLE);
        }
}

/* The monotonic deadline of a timed wait, saturated so that Thread.sleep(Long.MAX_VALUE) and the like
   wait "forever" instead of overflowing into the past; INT64_MAX stays free to mean "no deadline". */
static int64_t deadline_in_ns(int64_t ns) {
    int64_t now = vm_nanotime();
    return ns >= INT64_MAX - 1 - now ? INT64_MAX - 1 : now + ns;
}

static int64_t deadline_in_ms(int64_t ms) { return ms >= INT64_MAX / 1000000 ? deadline_in_ns(INT64_MAX) : deadline_in_ns(ms * 1000000); }

Thread *sched_pick_next(Thread *t, bool t_runnable) {
    for (;;) {
        bool any_timed = false;
        int64_t earliest = INT64_MAX;
        for (Thread *u = all_threads; u; u = u->next)
            if (thread_in_timed_wait(u)) {
                any_timed = true;
                /* a suspended thread's wait ending lets nothing run: not worth sleeping for */
                if (u->wake_time_ns < earliest && !thread_suspension_holds(u)) earliest = u->wake_time_ns;
            }
        if (any_timed) wake_expired(vm_nanotime());
        /* round robin: the first runnable thread after t */
        Thread *start = t->next ? t->next : all_threads;
        Thread *u = start;
        do {
            if (u != t && u->status == THREAD_AT_ENTRY && u->entry_depth == vm_interp_depth()) u->status = THREAD_RUNNABLE;
            /* (with OS threads a thread without frames may wait for the token: JNI from native code) */
            if (u != t && u->status == THREAD_RUNNABLE && !thread_suspension_holds(u) && (u->frame || u->os) && token_eligible(u)) {
                current = u;
                return u;
            }
            u = u->next ? u->next : all_threads;
        } while (u != start);
        if ((t_runnable || t->status == THREAD_RUNNABLE) && !thread_suspension_holds(t)) {
            current = t;
            return t_runnable ? NULL : t;
        }
        /* green: deadlock; OS threads: the caller gives up the token and waits (token.c); sliced
           (WebAssembly, outermost run): the interpreter returns to the host until the earliest wake */
        if (earliest == INT64_MAX || os_threads || (slice_mode && vm_interp_depth() == 1)) return NULL;
        int64_t now = vm_nanotime();
        if (earliest > now) {
            int64_t d = earliest - now;
            struct timespec ts = {(time_t)(d / 1000000000), (long)(d % 1000000000)};
            nanosleep(&ts, NULL);
        }
    }
}

/* ---------------------------------------------------------------- thread life */

/* The thread in DestroyJavaVM (the main thread, or whichever thread called the JNI function). */
static Thread *destroying;

static uint32_t count_nondaemon_alive(void) {
    uint32_t n = 0;
    for (Thread *u = all_threads; u; u = u->next)
        if (u != destroying && !u->daemon && u->status != THREAD_TERMINATED && u->status != THREAD_NEW) n++;
    return n;
}

void thread_terminated(Thread *t) {
    set_status(t, THREAD_TERMINATED);
    vm.thread_stats.ended_allocated += t->allocated_bytes;
    t->n_lock_records = 0;
    t->async_exception = NULL;
    t->jvmti_suspended = false;
    if (t->jthread) {
        FIELD_AT(t->jthread, off_thread_eetop, jlong) = 0;
        /* join() waits on the Thread object: wake everyone waiting there */
        Monitor *m = monitor_if_inflated(t->jthread);
        if (m)
            while (m->wait_head) notify_one(m);
    }
    Thread *mt = destroying;
    if (mt && gt(mt)->in_destroy_wait && count_nondaemon_alive() == 0) set_status(mt, THREAD_RUNNABLE);
}

enum { ROOT_START = 0, ROOT_RUN = 1, ROOT_UNCAUGHT = 2, ROOT_EXIT = 3, ROOT_DONE = 4 };

/* A started thread's bottom frame: its continuation runs when the thread first runs (ThreadStart,
   then run()), and then after each call it pushed returns (the uncaught-exception handler,
   Thread.exit(), ThreadEnd). */
static NativeResult thread_root_cont(Thread *t, Frame *f, Slot *ret) {
    (void)ret;
    uintptr_t phase = (uintptr_t)f->cont_data[0];
    Object *jt = t->jthread;
    if (phase == ROOT_START) jvmti_hook_thread_start(t);
    if (phase == ROOT_START && off_thread_stillborn && FIELD_AT(jt, off_thread_stillborn, uint8_t)) {
        phase = ROOT_RUN; /* stopped before it started (Thread.stop): it ends without running run() */
    } else if (phase == ROOT_START) {
        f->cont_data[0] = (void *)(uintptr_t)ROOT_RUN;
        Method *run = vm_resolve_method_in(jt->klass, "run", "()V");
        if (run->vtable_index >= 0) run = jt->klass->vtable[run->vtable_index];
        Slot a[1];
        a[0].l = jt;
        if (vm_push_call(t, run, a)) return NR_CALL;
        phase = ROOT_RUN; /* no room for run(): its StackOverflowError is the thread's uncaught exception */
    }
    if (phase == ROOT_RUN && t->exception) {
        Object *ex = t->exception;
        t->exception = NULL;
        f->cont_data[0] = (void *)(uintptr_t)ROOT_UNCAUGHT;
        Method *m = vm_find_declared_method(jt->klass->name == wk.Thread->name ? jt->klass : wk.Thread,
                                            "dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
        if (!m) m = vm_find_declared_method(wk.Thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
        Slot a[2];
        a[0].l = jt;
        a[1].l = ex;
        if (vm_push_call(t, m, a)) return NR_CALL;
        t->exception = NULL;
        phase = ROOT_UNCAUGHT;
    }
    if (phase == ROOT_RUN || phase == ROOT_UNCAUGHT) {
        if (phase == ROOT_UNCAUGHT) vm_report_handler_failure(t);
        t->exception = NULL;
        f->cont_data[0] = (void *)(uintptr_t)ROOT_EXIT;
        Method *m = vm_find_declared_method(wk.Thread, "exit", "()V");
        Slot a[1];
        a[0].l = jt;
        if (m && vm_push_call(t, m, a)) return NR_CALL;
    }
    t->exception = NULL;
    f->cont_data[0] = (void *)(uintptr_t)ROOT_DONE;
    jvmti_hook_thread_end(t);
    thread_terminated(t);
    return NR_BLOCK; /* never resumed: the scheduler skips terminated threads */
}

Thread *thread_start(Thread *t, Object *jt, NativeCont bottom, void *const data[3]) {
    thread_offsets(t);
    jlong requested = FIELD_AT(jt, off_thread_stack_size, jlong);
    Thread *n = thread_new_sized(requested > 0 ? (uint64_t)requested : 0);
    if (!n) return NULL; /* the Thread stays new: start() may be tried again */
    n->jthread = jt;
    n->daemon = FIELD_AT(jt, off_thread_daemon, uint8_t) != 0;
    FIELD_AT(jt, off_thread_eetop, jlong) = (jlong)(intptr_t)n;
    Frame *root = push_internal_frame(n, bottom);
    if (!root) vm_fatal("cannot set up a new thread's stack");
    for (int i = 0; i < 3; i++) root->cont_data[i] = data[i];
    set_status(n, THREAD_RUNNABLE);
    if (os_threads && !token_start_thread(n)) {
        set_status(n, THREAD_TERMINATED);
        FIELD_AT(jt, off_thread_eetop, jlong) = 0;
        return NULL;
    }
    thread_became_alive();
    return n;
}

static NativeResult Thread_start0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    /* run() is pushed when the thread first runs */
    void *const data[3] = {(void *)(uintptr_t)ROOT_START, NULL, NULL};
    if (!thread_start(t, args[0].l, thread_root_cont, data)) {
        jvmti_hook_resource_exhausted(t, JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR | JVMTI_RESOURCE_EXHAUSTED_THREADS,
                                      "unable to create new native thread");
        return vm_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory or process/resource limits reached");
    }
    return NR_OK;
}

static NativeResult Thread_currentThread(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    ret->l = t->jthread;
    return NR_OK;
}

static NativeResult Thread_yield(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    (void)args;
    (void)ret;
    sched_ticks = 1; /* switch at the next safepoint */
    return NR_OK;
}

static NativeResult sleep_cont(Thread *t, Frame *f, Slot *ret) {
    (void)f;
    (void)ret;
    if (t->async_exception) {
        set_status(t, THREAD_RUNNABLE);
        return thread_throw_async(t);
    }
    if (is_interrupted(t)) {
        clear_interrupt(t);
        set_status(t, THREAD_RUNNABLE);
        return vm_throw(t, "java/lang/InterruptedException", "sleep interrupted");
    }
    if (vm_nanotime() < t->wake_time_ns) {
        set_status(t, THREAD_SLEEPING);
        return NR_BLOCK;
    }
    set_status(t, THREAD_RUNNABLE);
    return NR_OK;
}

static NativeResult Thread_sleep(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    jlong ms = args[0].j;
    if (ms < 0) return vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    if (is_interrupted(t)) {
        clear_interrupt(t);
        return vm_throw(t, "java/lang/InterruptedException", "sleep interrupted");
    }
    if (ms == 0) {
        sched_ticks = 1;
        return NR_OK;
    }
    t->wake_time_ns = deadline_in_ms(ms);
    set_status(t, THREAD_SLEEPING);
    vm_top_frame(t)->cont = sleep_cont;
    return NR_BLOCK;
}

static NativeResult Thread_holdsLock(Thread *t, Slot *args, Slot *ret) {
    if (!args[0].l) return vm_throw_npe(t, NULL);
    ret->i = monitor_owned_by(t, args[0].l);
    return NR_OK;
}

bool thread_alive(const Thread *u) {
    return u->jthread && u->status != THREAD_TERMINATED && u->status != THREAD_NEW;
}

int threads_alive_count(int *daemons) {
    int n = 0, d = 0;
    for (Thread *u = all_threads; u; u = u->next)
        if (thread_alive(u)) {
            n++;
            d += u->daemon;
        }
    if (daemons) *daemons = d;
    return n;
}

Object *threads_alive_array(Thread *t) {
    int n = threads_alive_count(NULL);
    Object *a = vm_new_object_array(t, wk.Thread, n);
    if (!a) return NULL;
    int k = 0;
    for (Thread *u = all_threads; u && k < n; u = u->next)
        if (thread_alive(u)) ARRAY_DATA(a, Object *)[k++] = u->jthread;
    return a;
}

/* JVMTI GetThreadState's bits of a live thread, by what it is doing (the specification's table): JVMTI and
   java.lang.management's ThreadInfo (its states are these bits) share them. */
jint thread_state_bits(Thread *u, Thread *caller) {
    jint s = JVMTI_THREAD_STATE_ALIVE;
    ThreadStatus st = u->monitor_contended ? THREAD_BLOCKED : u->status; /* woken entrants try again */
    switch (st) {
    case THREAD_BLOCKED: s |= JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER; break;
    case THREAD_WAITING:
        s |= JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_INDEFINITELY | JVMTI_THREAD_STATE_IN_OBJECT_WAIT;
        break;
    case THREAD_TIMED_WAITING:
        s |= JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT | JVMTI_THREAD_STATE_IN_OBJECT_WAIT;
        break;
    case THREAD_PARKED:
        s |= JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_INDEFINITELY | JVMTI_THREAD_STATE_PARKED;
        break;
    case THREAD_TIMED_PARKED:
        s |= JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT | JVMTI_THREAD_STATE_PARKED;
        break;
    case THREAD_SLEEPING:
        s |= JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT | JVMTI_THREAD_STATE_SLEEPING;
        break;
    default: {
        s |= JVMTI_THREAD_STATE_RUNNABLE;
        /* another thread in a native method or native code of the VM (the caller itself is in the VM
           for the length of this call, as in HotSpot; so is a thread that suspended itself there).
           Natively the execution token says it; a green thread is in native code when it was switched
           out with a native method on top (a read from the host's stdin) */
        Frame *f = u->frame;
        bool native_frame = !os_threads && !u->jvmti_suspended && f && f->method && (f->method->access & ACC_NATIVE);
        if (u != caller && (native_frame || token_in_native(u) || u->status == THREAD_IN_INPUT))
            s |= JVMTI_THREAD_STATE_IN_NATIVE;
        break;
    }
    }
    if (u->jvmti_suspended) s |= JVMTI_THREAD_STATE_SUSPENDED;
    if (thread_interrupted(u)) s |= JVMTI_THREAD_STATE_INTERRUPTED;
    return s;
}

/* ---------------------------------------------------------------- what blocks a thread, deadlocks */

/* What u waits for when parked (Thread.parkBlocker), or NULL. */
Object *thread_park_blocker(Thread *u) {
    if (!u->jthread || (u->status != THREAD_PARKED && u->status != THREAD_TIMED_PARKED)) return NULL;
    static uint32_t off_park_blocker;
    if (!off_park_blocker) off_park_blocker = vm_field_offset(u, "java/lang/Thread", "parkBlocker", "Ljava/lang/Object;");
    return FIELD_AT(u->jthread, off_park_blocker, Object *);
}

/* The owner of an ownable synchronizer (a java.util.concurrent lock held exclusively), else NULL. */
static Thread *synchronizer_owner(Thread *u, Object *o) {
    static Class *aos;
    static uint32_t off_owner;
    if (!aos) {
        aos = vm_find_loaded_class(NULL, "java/util/concurrent/locks/AbstractOwnableSynchronizer");
        if (!aos) return NULL; /* no such lock exists yet */
        off_owner = vm_field_offset(u, "java/util/concurrent/locks/AbstractOwnableSynchronizer", "exclusiveOwnerThread",
                                    "Ljava/lang/Thread;");
    }
    return vm_instance_of(o, aos) ? thread_of_java(FIELD_AT(o, off_owner, Object *)) : NULL;
}

Thread *thread_blocker(Thread *u, bool synchronizers) {
    int count;
    if (u->status == THREAD_BLOCKED && u->monitor_object) return monitor_owner(u->monitor_object, &count);
    if (!synchronizers) return NULL;
    Object *blocker = thread_park_blocker(u);
    return blocker ? synchronizer_owner(u, blocker) : NULL;
}

bool thread_in_deadlock(Thread *start, bool synchronizers) {
    int steps = 0;
    for (Thread *x = all_threads; x; x = x->next) steps++;
    Thread *u = start;
    for (int i = 0; i < steps; i++) {
        u = thread_blocker(u, synchronizers);
        if (!u || u == start) break;
    }
    return u == start;
}

Thread *thread_of_java_id(jlong id) {
    for (Thread *u = all_threads; u; u = u->next)
        if (thread_alive(u) && thread_java_id(u) == id) return u;
    return NULL;
}

static NativeResult Thread_getThreads(Thread *t, Slot *args, Slot *ret) {
    (void)args;
    ret->l = threads_alive_array(t);
    return ret->l ? NR_OK : NR_EXCEPTION;
}


/* Unlike a Throwable's backtrace, a dump of threads keeps the frames of hidden classes and @Hidden
   methods (lambda proxies, LambdaForms), as HotSpot's thread dumps do: Thread.getStackTrace of
   another thread shows them. The calling thread's own dump (Thread.getAllStackTraces) starts with
   dumpThreads and its caller, as in HotSpot. */
static NativeResult Thread_dumpThreads(Thread *t, Slot *args, Slot *ret) {
    Object *threads = args[0].l;
    if (!threads) return vm_throw_npe(t, NULL);
    jint n = ARRAY_LENGTH(threads);
    Class *ste_arr = vm_array_class(t, wk.StackTraceElement);
    Object *result = vm_new_object_array(t, ste_arr, n);
    if (!result) return NR_EXCEPTION;
    vm_push_root(t, &result);
    for (jint i = 0; i < n; i++) {
        Object *arr = thread_stack_trace(t, thread_of(ARRAY_DATA(threads, Object *)[i]), -1);
        if (!arr) {
            vm_pop_roots(t, 1);
            return NR_EXCEPTION;
        }
        ARRAY_DATA(result, Object *)[i] = arr;
    }
    vm_pop_roots(t, 1);
    ret->l = result;
    return NR_OK;
}

Object *thread_stack_trace(Thread *t, Thread *u, int max_depth) {
    int depth = 0;
    if (u)
        for (Frame *f = u->frame; f && (max_depth < 0 || depth < max_depth); f = f->prev)
            if (f->method) depth++;
    Object *arr = vm_new_object_array(t, wk.StackTraceElement, depth);
    if (!arr) return NULL;
    vm_push_root(t, &arr);
    int k = 0;
    for (Frame *f = u ? u->frame : NULL; f && k < depth; f = f->prev) {
        if (!f->method) continue;
        Object *e = vm_new_object(t, wk.StackTraceElement);
        if (!e || !fill_stack_trace_element(t, e, f->method, (f->method->access & ACC_NATIVE) ? -1 : frame_bci(f))) {
            arr = NULL;
            break;
        }
        ARRAY_DATA(arr, Object *)[k++] = e;
    }
    vm_pop_roots(t, 1);
    return arr;
}

static NativeResult Thread_setPriority0(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args; (void)ret;
    return NR_OK;
}

/* Ends u's wait, sleep or park early (an interrupt or an asynchronous exception): its continuation
   finds out why. A suspended thread stays stopped until resumed. */
static void wake_waiter(Thread *u) {
    if (u->status == THREAD_WAITING || u->status == THREAD_TIMED_WAITING) {
        if (u->waiting_on) wait_set_remove(u->waiting_on, u);
        set_status(u, THREAD_RUNNABLE);
    } else if (u->status == THREAD_SLEEPING || u->status == THREAD_PARKED || u->status == THREAD_TIMED_PARKED) {
        set_status(u, THREAD_RUNNABLE);
    }
}

void thread_interrupt(Thread *u) {
    if (u->jthread) FIELD_AT(u->jthread, off_thread_interrupted, uint8_t) = 1;
    wake_waiter(u);
}

/* ---------------------------------------------------------------- asynchronous exceptions, suspension */

void thread_send_async(Thread *u, Object *ex) {
    u->async_exception = ex;
    /* as HotSpot: a thread in Object.wait, sleep or park ends it with the exception; one blocked on
       entering a monitor gets it once it has the monitor and runs again */
    wake_waiter(u);
}

NativeResult thread_throw_async(Thread *t) {
    Object *ex = t->async_exception;
    t->async_exception = NULL;
    return vm_throw_object(t, ex);
}

void thread_suspend(Thread *u) {
    __atomic_store_n(&u->jvmti_suspended, true, __ATOMIC_RELEASE); /* its OS thread reads it waiting for the token */
    /* green threads: a thread that suspends itself stops at its next safepoint at the latest */
    if (!os_threads && u == vm_current_thread()) sched_ticks = 1;
}

void thread_resume(Thread *u) {
    __atomic_store_n(&u->jvmti_suspended, false, __ATOMIC_RELEASE); /* also from the embedder's thread */
    token_wake(u); /* its OS thread waits for the token and may take it now */
}

bool thread_suspension_holds(const Thread *u) {
    if (!u->jvmti_suspended) return false;
    if (os_threads) return true;
    /* a debugger's method invocation runs between runs, where threads are resumed: they stay held */
    if (jvmti_hook_invoke_holds(u)) return true;
#ifdef __EMSCRIPTEN__
    /* the outermost run returns to the host only when sliced (not the launcher's calls at start-up) */
    return slice_mode && vm_interp_depth() == 1;
#else
    /* green threads natively (a test mode): the outermost run, where another thread can resume it */
    return vm_interp_depth() == 1;
#endif
}

bool threads_any_suspended(void) {
    for (Thread *u = all_threads; u; u = u->next)
        if (u->jvmti_suspended && u->status != THREAD_TERMINATED) return true;
    return false;
}

static NativeResult Thread_stop0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *ex = args[1].l;
    if (!ex) return vm_throw_npe(t, NULL);
    Thread *u = thread_of(args[0].l);
    if (!u) {
        /* not started (or already ended): as HotSpot, a thread stopped before it starts ends at once */
        if (off_thread_stillborn) FIELD_AT(args[0].l, off_thread_stillborn, uint8_t) = 1;
        return NR_OK;
    }
    if (u == t) return vm_throw_object(t, ex);
    thread_send_async(u, ex);
    return NR_OK;
}

static NativeResult resumed_cont(Thread *t, Frame *f, Slot *ret) {
    (void)t; (void)f; (void)ret;
    return NR_OK;
}

/* Thread.suspend/resume (deprecated, still working in 17): the same suspension as JVMTI's */
static NativeResult Thread_suspend0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Thread *u = thread_of(args[0].l);
    if (!u || u->jvmti_suspended) return NR_OK;
    thread_suspend(u);
    if (u != t) return NR_OK;
    vm_top_frame(t)->cont = resumed_cont; /* the scheduler skips t until it is resumed */
    return NR_BLOCK;
}

static NativeResult Thread_resume0(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)ret;
    Thread *u = thread_of(args[0].l);
    if (u && u->jvmti_suspended) thread_resume(u);
    return NR_OK;
}

static NativeResult Thread_interrupt0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    (void)t;
    Thread *u = thread_of(args[0].l);
    if (u) wake_waiter(u); /* the Java field is already set */
    return NR_OK;
}

static NativeResult Thread_noop(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args; (void)ret;
    return NR_OK;
}

/* ---------------------------------------------------------------- Object monitor natives */

static NativeResult Object_notify(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *o = args[0].l;
    if (!monitor_owned_by(t, o))
        return vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    notify_one(monitor_of(o));
    return NR_OK;
}

static NativeResult Object_notifyAll(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *o = args[0].l;
    if (!monitor_owned_by(t, o))
        return vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    Monitor *m = monitor_of(o);
    while (m->wait_head) notify_one(m);
    return NR_OK;
}

/* After wait: MonitorWaited (before the monitor is taken again, as HotSpot), reacquire the monitor,
   then report an asynchronous exception or an interrupt if one came. */
static NativeResult wait_cont(Thread *t, Frame *f, Slot *ret) {
    (void)ret;
    Object *o = f->locals[0].l;
    Monitor *m = monitor_of(o);
    if (thread_in_timed_wait(t) || t->status == THREAD_WAITING) return NR_BLOCK; /* still waiting */
    if (!gt(t)->wait_over) {
        gt(t)->wait_over = true;
        jvmti_hook_monitor_waited(t, o, gt(t)->timed_out);
        if (jvmti_hook_suspend_here(t)) return NR_BLOCK; /* the callback suspended t: it stops here */
    }
    if (m->owner && m->owner != t) {
        t->waiting_on = m;
        set_status(t, THREAD_BLOCKED);
        return NR_BLOCK;
    }
    m->owner = t;
    m->count = gt(t)->saved_count;
    t->waiting_on = NULL;
    t->monitor_object = NULL;
    set_status(t, THREAD_RUNNABLE);
    if (t->async_exception) return thread_throw_async(t);
    if (is_interrupted(t)) {
        clear_interrupt(t);
        return vm_throw(t, "java/lang/InterruptedException", NULL);
    }
    return NR_OK;
}

static NativeResult Object_wait(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *o = args[0].l;
    jlong ms = args[1].j;
    /* as HotSpot: MonitorWait comes first, whatever the checks below find */
    jvmti_hook_monitor_wait(t, o, ms);
    if (ms < 0) return vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    if (!monitor_owned_by(t, o))
        return vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    if (is_interrupted(t)) {
        clear_interrupt(t);
        jvmti_hook_monitor_waited(t, o, false);
        return vm_throw(t, "java/lang/InterruptedException", NULL);
    }
    Monitor *m = monitor_of(o);
    gt(t)->saved_count = m->count;
    gt(t)->notified = false;
    gt(t)->wait_over = false;
    gt(t)->timed_out = false;
    t->monitor_object = o;
    m->owner = NULL;
    m->count = 0;
    wake_entrants(m);
    gt(t)->wait_next = NULL;
    if (m->wait_tail) gt(m->wait_tail)->wait_next = t;
    else m->wait_head = t;
    m->wait_tail = t;
    t->waiting_on = m;
    if (ms > 0) {
        t->wake_time_ns = deadline_in_ms(ms);
        set_status(t, THREAD_TIMED_WAITING);
    } else {
        set_status(t, THREAD_WAITING);
    }
    vm_top_frame(t)->cont = wait_cont;
    return NR_BLOCK;
}

/* ---------------------------------------------------------------- park / unpark */

static NativeResult park_cont(Thread *t, Frame *f, Slot *ret) {
    (void)f;
    (void)ret;
    if (t->async_exception) {
        set_status(t, THREAD_RUNNABLE);
        return thread_throw_async(t);
    }
    if (t->status == THREAD_PARKED || t->status == THREAD_TIMED_PARKED) {
        if (t->park_permit) t->park_permit = 0;
        else return NR_BLOCK;
    }
    set_status(t, THREAD_RUNNABLE);
    return NR_OK;
}

static NativeResult Unsafe_park(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    jboolean absolute = (jboolean)args[1].i;
    jlong time = args[2].j;
    if (t->park_permit) {
        t->park_permit = 0;
        return NR_OK;
    }
    if (is_interrupted(t)) return NR_OK;
    if (absolute) {
        if (time <= vm_millis()) return NR_OK;
        t->wake_time_ns = deadline_in_ms(time - vm_millis());
        set_status(t, THREAD_TIMED_PARKED);
    } else if (time > 0) {
        t->wake_time_ns = deadline_in_ns(time);
        set_status(t, THREAD_TIMED_PARKED);
    } else if (time == 0) {
        set_status(t, THREAD_PARKED);
    } else {
        return NR_OK;
    }
    vm_top_frame(t)->cont = park_cont;
    return NR_BLOCK;
}

static NativeResult Unsafe_unpark(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    (void)ret;
    Thread *u = thread_of(args[1].l);
    if (!u) return NR_OK;
    if (u->status == THREAD_PARKED || u->status == THREAD_TIMED_PARKED) set_status(u, THREAD_RUNNABLE);
    else u->park_permit = 1;
    return NR_OK;
}

/* ---------------------------------------------------------------- input from the host */

NativeResult thread_wait_for_input(Thread *t) {
    set_status(t, THREAD_IN_INPUT);
    return NR_BLOCK;
}

void threads_input_arrived(void) {
    for (Thread *u = all_threads; u; u = u->next)
        if (u->status == THREAD_IN_INPUT) set_status(u, THREAD_RUNNABLE);
}

int64_t threads_earliest_wake(bool *input_waiters) {
    int64_t earliest = INT64_MAX;
    *input_waiters = false;
    for (Thread *u = all_threads; u; u = u->next) {
        if (thread_in_timed_wait(u) && u->wake_time_ns < earliest) earliest = u->wake_time_ns;
        if (u->status == THREAD_IN_INPUT) *input_waiters = true;
    }
    return earliest;
}

/* ---------------------------------------------------------------- DestroyJavaVM */

static NativeResult destroy_wait_cont(Thread *t, Frame *f, Slot *ret) {
    (void)f;
    (void)ret;
    if (count_nondaemon_alive() == 0) {
        gt(t)->in_destroy_wait = false;
        set_status(t, THREAD_RUNNABLE);
        return NR_OK;
    }
    gt(t)->in_destroy_wait = true;
    set_status(t, THREAD_WAITING);
    return NR_BLOCK;
}

Frame *threads_destroy_wait_begin(Thread *t) {
    destroying = t;
    if (count_nondaemon_alive() == 0) return NULL;
    return push_wait_frames(t, destroy_wait_cont);
}

void threads_destroy_wait_end(Thread *t, Frame *base) {
    t->frame = base->prev;
    current = t;
    set_status(t, THREAD_RUNNABLE);
}

void threads_destroy_wait(Thread *t) {
    Frame *base = threads_destroy_wait_begin(t);
    if (!base) return;
    interp_run(t, base);
    threads_destroy_wait_end(t, base);
}

const NativeDef vm_natives_threads[] = {
    {"java/lang/Thread", "registerNatives", "()V", Thread_noop},
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", Thread_currentThread},
    {"java/lang/Thread", "yield", "()V", Thread_yield},
    {"java/lang/Thread", "sleep", "(J)V", Thread_sleep},
    {"java/lang/Thread", "start0", "()V", Thread_start0},
    {"java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", Thread_holdsLock},
    {"java/lang/Thread", "dumpThreads", "([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;", Thread_dumpThreads},
    {"java/lang/Thread", "getThreads", "()[Ljava/lang/Thread;", Thread_getThreads},
    {"java/lang/Thread", "setPriority0", "(I)V", Thread_setPriority0},
    {"java/lang/Thread", "stop0", "(Ljava/lang/Object;)V", Thread_stop0},
    {"java/lang/Thread", "suspend0", "()V", Thread_suspend0},
    {"java/lang/Thread", "resume0", "()V", Thread_resume0},
    {"java/lang/Thread", "interrupt0", "()V", Thread_interrupt0},
    {"java/lang/Thread", "clearInterruptEvent", "()V", Thread_noop},
    {"java/lang/Thread", "setNativeName", "(Ljava/lang/String;)V", Thread_noop},
    {"java/lang/Object", "notify", "()V", Object_notify},
    {"java/lang/Object", "notifyAll", "()V", Object_notifyAll},
    {"java/lang/Object", "wait", "(J)V", Object_wait},
    {"jdk/internal/misc/Unsafe", "park", "(ZJ)V", Unsafe_park},
    {"jdk/internal/misc/Unsafe", "unpark", "(Ljava/lang/Object;)V", Unsafe_unpark},
    {NULL, NULL, NULL, NULL},
};
