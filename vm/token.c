/* token.c: the native threads back end. Every Java thread is an OS thread (pthreads) that runs VM code
   only while it holds the execution token; the scheduler of threads.c decides who gets it, with the
   same decisions the green back end makes, so the interleaving of Java code is the same natively and
   in WebAssembly. A hand-over is explicit: the holder names the next thread, wakes its OS thread and
   sleeps until the token comes back.

   Native code (JNI methods, blocking I/O) runs in the "in native" state: the thread keeps the token
   lazily, so a short native call changes nothing in the interleaving, but a thread that wants the token
   and finds its holder in native code for longer than REVOKE_NS takes it away (revokes it). The native
   code notices only when it comes back (vm_leave_native) or calls a JNI function: it then waits for the
   token like any other runnable thread. So native code may block for as long as it likes, as the JNI
   and JVMTI specifications let it, without stopping Java threads.

   Coming back from native code is on the path of every JNI call, and revoking is rare, so the cost of
   their agreement lies on the revoker's side (an asymmetric barrier, as in user-space RCU): the
   returning thread writes "in the VM" and then reads its "revoke pending" flag with only a compiler
   barrier between; the revoker writes the flag, makes every running thread of the process execute a
   full barrier (membarrier(2)), and only then reads the state. Either the revoker sees the thread back
   in the VM, or the thread sees the flag and settles with the revoker under token_lock. Without
   membarrier (old kernels, some sandboxes and valgrind) the returning thread executes the full barrier
   itself.

   State protected by token_lock: the holder and every thread's OsThread. The scheduler's own state
   (statuses, monitors) belongs to the holder; the lock's hand-over orders memory between holders.
   WebAssembly has one thread: there this file only provides the trivial entry points. */
#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

#ifndef VITRINE_WASM
#include <linux/membarrier.h>
#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

bool os_threads;

enum { OS_IN_VM = 0, OS_IN_NATIVE = 1, OS_RELEASED = 2 };

/* How long a thread may sit in native code holding the token before a runnable thread revokes it,
   and how often runnable threads look. */
#define REVOKE_NS (20 * 1000000LL)
#define WATCH_NS (10 * 1000000LL)

typedef struct OsThread {
    pthread_cond_t cv;     /* signalled when the token is handed to this thread */
    bool sleeping;         /* waiting on cv (else running, or spinning for the token) */
    uint64_t native_seq;   /* counts entries into native code (no clock on that path) */
    int revoke_pending;    /* a revoker is deciding (or has decided) to take the token: see the top */
    clockid_t cpu_clock;   /* the OS thread's CPU-time clock (JVMTI GetThreadCpuTime) */
    bool has_cpu_clock;
    pid_t tid;             /* the kernel's id of the OS thread: its user time is in /proc (management) */
} OsThread;

static pthread_mutex_t token_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_condattr_t cv_attr;
static Thread *holder;                /* the thread that may run VM code, NULL when nobody holds it */
static _Thread_local Thread *self;    /* the Java thread of this OS thread, NULL if not attached */
static bool revoker_fences;           /* membarrier works: the returning thread needs no full barrier */

/* Written under token_lock; read under it, or (spinning for a hand-over) with acquire ordering. */
static void set_holder(Thread *t) { __atomic_store_n(&holder, t, __ATOMIC_RELEASE); }

/* A hand-over often comes back soon (threads passing work to each other): a thread that gave the token
   away looks for it a few times, then yields the processor a few times (the receiver may be waiting
   for this core), before it sleeps. */
#define SPIN_BEFORE_YIELD 100
#define YIELDS_BEFORE_SLEEP 8

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

Thread *token_self(void) { return self; }

static OsThread *os_of(Thread *t) { return t->os; }

static void os_init(Thread *t) {
    OsThread *o = vm_calloc(1, sizeof *o);
    pthread_cond_init(&o->cv, &cv_attr);
    t->os = o;
    __atomic_store_n(&t->os_state, OS_IN_VM, __ATOMIC_RELEASE);
}

/* On the OS thread that runs t. */
static void os_note_cpu_clock(Thread *t) {
    os_of(t)->has_cpu_clock = pthread_getcpuclockid(pthread_self(), &os_of(t)->cpu_clock) == 0;
    os_of(t)->tid = (pid_t)syscall(SYS_gettid);
}

bool token_thread_cpu_time(Thread *t, int64_t *nanos) {
    if (!os_threads || !t->os || !os_of(t)->has_cpu_clock) return false;
    struct timespec ts;
    if (clock_gettime(os_of(t)->cpu_clock, &ts)) return false;
    *nanos = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    return true;
}

/* The user-mode part of it, which the kernel counts per thread in clock ticks. */
bool token_thread_user_time(Thread *t, int64_t *nanos) {
    if (!os_threads || !t->os || !os_of(t)->tid) return false;
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/stat", (int)os_of(t)->tid);
    uint64_t user, system;
    long hz = sysconf(_SC_CLK_TCK);
    if (hz <= 0 || !vm_proc_stat_ticks(path, &user, &system)) return false;
    *nanos = (int64_t)(user * (1000000000u / (uint64_t)hz));
    return true;
}

void token_init_main(Thread *t) {
    const char *green = getenv("VITRINE_GREEN_THREADS");
    os_threads = !green || !strcmp(green, "0");
    if (!os_threads) return;
    pthread_condattr_init(&cv_attr);
    pthread_condattr_setclock(&cv_attr, CLOCK_MONOTONIC);
    long cmds = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY, 0);
    revoker_fences = cmds > 0 && (cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED) &&
                     syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0) == 0;
    os_init(t);
    os_note_cpu_clock(t);
    self = t;
    set_holder(t);
}

bool token_eligible(Thread *t) {
    return !os_threads || __atomic_load_n(&t->os_state, __ATOMIC_ACQUIRE) != OS_RELEASED;
}

/* Sleeps on t's condition variable until `deadline` (monotonic ns; INT64_MAX: no deadline). */
static void cv_wait_until(Thread *t, int64_t deadline) {
    OsThread *o = os_of(t);
    o->sleeping = true;
    if (deadline == INT64_MAX) {
        pthread_cond_wait(&o->cv, &token_lock);
    } else {
        struct timespec ts = {(time_t)(deadline / 1000000000), (long)(deadline % 1000000000)};
        pthread_cond_timedwait(&o->cv, &token_lock, &ts);
    }
    o->sleeping = false;
}

/* With token_lock held: takes the token from a holder that has been in native code too long. The
   clock is read here, by the threads waiting, not on entry to native code: a wait that sees the same
   stay in native code (the holder's entry count unchanged) for REVOKE_NS revokes. */
static Thread *watched;
static uint64_t watched_seq;
static int64_t watched_since;

static bool revoke_stuck_holder(void) {
    Thread *h = holder;
    if (!h) return false;
    if (__atomic_load_n(&h->os_state, __ATOMIC_ACQUIRE) != OS_IN_NATIVE) return false;
    uint64_t seq = __atomic_load_n(&os_of(h)->native_seq, __ATOMIC_ACQUIRE);
    int64_t now = vm_nanotime();
    if (watched != h || watched_seq != seq) {
        watched = h;
        watched_seq = seq;
        watched_since = now;
        return false;
    }
    if (now - watched_since < REVOKE_NS) return false;
    OsThread *o = os_of(h);
    __atomic_store_n(&o->revoke_pending, 1, __ATOMIC_SEQ_CST);
    if (revoker_fences) syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0);
    /* from here h either is seen back in the VM (or in another stay in native code), or it sees the flag
       and waits for token_lock, which this thread holds, to learn the outcome */
    int expected = OS_IN_NATIVE;
    if (__atomic_load_n(&o->native_seq, __ATOMIC_ACQUIRE) != seq ||
        !__atomic_compare_exchange_n(&h->os_state, &expected, OS_RELEASED, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
        __atomic_store_n(&o->revoke_pending, 0, __ATOMIC_RELAXED);
        return false;
    }
    watched = NULL;
    set_holder(NULL);
    return true;
}

/* With token_lock held: waits until t holds the token. A runnable t takes a free token itself (it came
   back from native code, or was made runnable while nobody held it), and so does a t whose timed wait
   is over (its continuation then finds out that it may continue); both watch for a holder stuck in
   native code. */
static void wait_for_token(Thread *t) {
    while (holder != t) {
        /* a thread whose timed wait is over wants the token as much as a runnable one: its
           continuation will find that it may go on */
        bool wants = (t->vm_call_from_native || !__atomic_load_n(&t->jvmti_suspended, __ATOMIC_ACQUIRE)) &&
                     (t->status == THREAD_RUNNABLE || (thread_in_timed_wait(t) && vm_nanotime() >= t->wake_time_ns));
        if (!holder && wants) {
            set_holder(t);
            break;
        }
        int64_t deadline = INT64_MAX;
        if (wants) deadline = vm_nanotime() + WATCH_NS;
        else if (thread_in_timed_wait(t)) deadline = t->wake_time_ns;
        cv_wait_until(t, deadline);
        if (holder != t && wants && revoke_stuck_holder()) {
            set_holder(t);
            break;
        }
    }
}

void token_wake(Thread *u) {
    if (!os_threads || u == self || !u->os) return;
    /* under the lock: u evaluates its status under it too, so the signal cannot fall between */
    pthread_mutex_lock(&token_lock);
    pthread_cond_signal(&os_of(u)->cv);
    pthread_mutex_unlock(&token_lock);
}

void token_switch(Thread *t, Thread *n) {
    pthread_mutex_lock(&token_lock);
    set_holder(n);
    /* n sleeps on its condition variable, or is about to look at holder under the lock, or spins */
    if (os_of(n)->sleeping) pthread_cond_signal(&os_of(n)->cv);
    pthread_mutex_unlock(&token_lock);
    for (int i = 0; i < SPIN_BEFORE_YIELD + YIELDS_BEFORE_SLEEP; i++) {
        if (__atomic_load_n(&holder, __ATOMIC_ACQUIRE) == t) return;
        if (i < SPIN_BEFORE_YIELD) cpu_relax();
        else sched_yield();
    }
    pthread_mutex_lock(&token_lock);
    wait_for_token(t);
    pthread_mutex_unlock(&token_lock);
}

void token_suspend_wait(Thread *t) {
    Thread *n = sched_pick_next(t, false); /* never t: it is suspended */
    pthread_mutex_lock(&token_lock);
    set_holder(n);
    if (n) pthread_cond_signal(&os_of(n)->cv);
    wait_for_token(t); /* it wants the token again once resumed */
    pthread_mutex_unlock(&token_lock);
}

bool token_in_native(Thread *t) {
    return os_threads && t->os && __atomic_load_n(&t->os_state, __ATOMIC_ACQUIRE) != OS_IN_VM;
}

void token_native_wait_resumed(Thread *t) {
    if (!token_in_native(t)) return;
    int state = token_enter_vm(t); /* the token back, as for a JNI call: it may still be the holder */
    if (__atomic_load_n(&t->jvmti_suspended, __ATOMIC_ACQUIRE)) token_suspend_wait(t);
    token_return_to(t, state);
}

/* Could some thread other than t still make progress without t's help: runnable ones, timed waits
   that will expire, threads in native code that will come back? */
static bool others_may_progress(Thread *t) {
    for (Thread *u = all_threads; u; u = u->next) {
        if (u == t || u->status == THREAD_TERMINATED || u->status == THREAD_NEW) continue;
        if (__atomic_load_n(&u->os_state, __ATOMIC_ACQUIRE) != OS_IN_VM) return true;
        if (u->status == THREAD_RUNNABLE || thread_in_timed_wait(u)) return true;
    }
    return false;
}

bool token_idle(Thread *t) {
    pthread_mutex_lock(&token_lock);
    if (!thread_in_timed_wait(t) && t->status != THREAD_RUNNABLE && !others_may_progress(t)) {
        pthread_mutex_unlock(&token_lock);
        return false;
    }
    set_holder(NULL);
    wait_for_token(t);
    pthread_mutex_unlock(&token_lock);
    return true;
}

static void hand_on_and_leave(Thread *t, Thread *n, bool check_deadlock) {
    pthread_mutex_lock(&token_lock);
    if (check_deadlock && !n && !others_may_progress(t)) {
        pthread_mutex_unlock(&token_lock);
        vm_fatal("deadlock: every thread is blocked");
    }
    set_holder(n);
    if (n) pthread_cond_signal(&os_of(n)->cv);
    self = NULL;
    pthread_mutex_unlock(&token_lock);
}

void token_thread_exit(Thread *t, Thread *n) { hand_on_and_leave(t, n, true); }

static void *thread_main(void *p) {
    Thread *t = p;
    self = t;
    os_note_cpu_clock(t);
    pthread_mutex_lock(&token_lock);
    wait_for_token(t);
    pthread_mutex_unlock(&token_lock);
    interp_run(t, NULL); /* returns when the thread has terminated and handed the token on */
    return NULL;
}

bool token_start_thread(Thread *n) {
    os_init(n);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    /* nested interpreter runs (class loading, JNI up-calls) recurse on the C stack */
    pthread_attr_setstacksize(&attr, 16u << 20);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t th;
    int rc = pthread_create(&th, &attr, thread_main, n);
    pthread_attr_destroy(&attr);
    return rc == 0;
}

/* ---------------------------------------------------------------- native code */

void vm_enter_native(Thread *t) {
    if (!os_threads) return;
    /* t is the only writer: a plain increment published with release order, no locked instruction */
    OsThread *o = os_of(t);
    __atomic_store_n(&o->native_seq, __atomic_load_n(&o->native_seq, __ATOMIC_RELAXED) + 1, __ATOMIC_RELEASE);
    __atomic_store_n(&t->os_state, OS_IN_NATIVE, __ATOMIC_RELEASE);
}

void vm_leave_native(Thread *t) {
    if (!os_threads) return;
    OsThread *o = os_of(t);
    __atomic_store_n(&t->os_state, OS_IN_VM, __ATOMIC_RELEASE);
    if (revoker_fences) __atomic_signal_fence(__ATOMIC_SEQ_CST);
    else __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (!__atomic_load_n(&o->revoke_pending, __ATOMIC_ACQUIRE)) return; /* still the holder */
    /* a revoker was at work: under the lock its decision is made, and its RELEASED may have overwritten
       the state written above */
    pthread_mutex_lock(&token_lock);
    __atomic_store_n(&t->os_state, OS_IN_VM, __ATOMIC_RELEASE);
    __atomic_store_n(&o->revoke_pending, 0, __ATOMIC_RELAXED);
    wait_for_token(t);
    pthread_mutex_unlock(&token_lock);
}

int token_enter_vm(Thread *t) {
    if (!os_threads || __atomic_load_n(&t->os_state, __ATOMIC_ACQUIRE) == OS_IN_VM) return OS_IN_VM;
    /* a call of native code into the VM that returns to native code (JVMTI, the Invocation API): a
       suspended thread makes it, as in HotSpot; it stops when it returns to Java code */
    t->vm_call_from_native = true;
    vm_leave_native(t);
    t->vm_call_from_native = false;
    return OS_IN_NATIVE;
}

void token_return_to(Thread *t, int state) {
    /* back in the same stay in native code (the entry count is not bumped): a native method that
       keeps calling JNI functions while it waits for another thread still loses the token */
    if (state == OS_IN_NATIVE) __atomic_store_n(&t->os_state, OS_IN_NATIVE, __ATOMIC_RELEASE);
}

/* ---------------------------------------------------------------- threads from outside */

bool token_attach(Thread *t) {
    if (!os_threads) return false;
    os_init(t);
    os_note_cpu_clock(t);
    pthread_mutex_lock(&token_lock);
    self = t;
    t->status = THREAD_RUNNABLE;
    wait_for_token(t);
    pthread_mutex_unlock(&token_lock);
    return true;
}

void token_detach(Thread *t) {
    /* not a deadlock if nobody else can run: the detaching code may come back, attach and go on */
    hand_on_and_leave(t, sched_pick_next(t, false), false);
}

void token_list_lock(void) {
    if (os_threads) pthread_mutex_lock(&token_lock);
}

void token_list_unlock(void) {
    if (os_threads) pthread_mutex_unlock(&token_lock);
}

void token_keep_forever(Thread *t) {
    if (!os_threads) return;
    pthread_mutex_lock(&token_lock);
    set_holder(t);
    __atomic_store_n(&t->os_state, OS_IN_VM, __ATOMIC_RELEASE); /* never revoked */
    self = NULL;
    pthread_mutex_unlock(&token_lock);
}

#else /* VITRINE_WASM: green threads only */

bool os_threads;
Thread *token_self(void) { return NULL; }
void token_init_main(Thread *t) { (void)t; }
bool token_eligible(Thread *t) { (void)t; return true; }
void token_switch(Thread *t, Thread *n) { (void)t; (void)n; }
void token_wake(Thread *u) { (void)u; }
bool token_idle(Thread *t) { (void)t; return false; }
void token_thread_exit(Thread *t, Thread *n) { (void)t; (void)n; }
bool token_start_thread(Thread *n) { (void)n; return true; }
void vm_enter_native(Thread *t) { (void)t; }
void vm_leave_native(Thread *t) { (void)t; }
bool token_attach(Thread *t) { (void)t; return false; }
int token_enter_vm(Thread *t) { (void)t; return 0; }
void token_list_lock(void) {}
void token_list_unlock(void) {}
void token_keep_forever(Thread *t) { (void)t; }
void token_return_to(Thread *t, int state) { (void)t; (void)state; }
void token_native_wait_resumed(Thread *t) { (void)t; }
void token_detach(Thread *t) { (void)t; }
bool token_thread_cpu_time(Thread *t, int64_t *nanos) { (void)t; (void)nanos; return false; }
bool token_thread_user_time(Thread *t, int64_t *nanos) { (void)t; (void)nanos; return false; }
bool token_in_native(Thread *t) { (void)t; return false; }
void token_suspend_wait(Thread *t) { (void)t; }

#endif
