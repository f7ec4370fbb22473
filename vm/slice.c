/* slice.c: running the program in slices for a host event loop (WebAssembly). Instead of running
   main() to the end in one call, the launcher starts it here and returns to JavaScript, which calls
   vitrine_run_slice() again and again (between calls the page stays responsive, timers and input are
   delivered, and the program can be paused by not calling, or stopped with vitrine_request_exit()).

   The main thread's remaining work is a short state machine whose every step runs in slices: run main(),
   give an uncaught exception to Thread.dispatchUncaughtException, Thread.exit(), wait for the other
   non-daemon threads, the shutdown sequence (Shutdown.shutdown: the hooks), then exit. Only the
   outermost interpreter run is sliced; the nested runs that remain (docs/ARCHITECTURE.md: JNI natives
   calling Java) finish within the slice that started them.

   System.in: the host pushes what it reads (vitrine_stdin_push / vitrine_stdin_close); a thread that
   reads fd 0 with nothing buffered waits (THREAD_IN_INPUT) while the others run. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "jvmti_hooks.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define SLICE_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define SLICE_EXPORT
#endif

/* The main thread's phases, in order; each but NONE and DONE runs Java code in slices. */
enum { PHASE_NONE, PHASE_MAIN, PHASE_UNCAUGHT, PHASE_EXIT, PHASE_WAIT, PHASE_SHUTDOWN, PHASE_DONE };

static int phase;
static Thread *main_thread;
static Frame *base;              /* entry frame of the run in progress */
static bool resume_blocked;
static Thread *resume_from;

/* ---------------------------------------------------------------- System.in from the host */

static uint8_t *in_buf;
static size_t in_len, in_cap, in_pos;
static bool in_closed, in_used;

SLICE_EXPORT void vitrine_stdin_push(const uint8_t *data, int len) {
    if (len <= 0) return;
    if (in_pos == in_len) in_pos = in_len = 0;
    if (in_len + (size_t)len > in_cap) {
        if (in_pos) { /* compact first */
            memmove(in_buf, in_buf + in_pos, in_len - in_pos);
            in_len -= in_pos;
            in_pos = 0;
        }
        if (in_len + (size_t)len > in_cap) {
            size_t cap = in_cap ? in_cap : 4096;
            while (cap < in_len + (size_t)len) cap *= 2;
            uint8_t *nb = realloc(in_buf, cap);
            if (!nb) vm_fatal("out of memory buffering standard input");
            in_buf = nb;
            in_cap = cap;
        }
    }
    memcpy(in_buf + in_len, data, (size_t)len);
    in_len += (size_t)len;
    threads_input_arrived();
}

/* A buffer the host may write up to len bytes into before calling vitrine_stdin_push with it. */
SLICE_EXPORT uint8_t *vitrine_stdin_staging(int len) {
    static uint8_t *staging;
    static int staging_cap;
    if (len > staging_cap) {
        uint8_t *nb = realloc(staging, (size_t)len);
        if (!nb) vm_fatal("out of memory buffering standard input");
        staging = nb;
        staging_cap = len;
    }
    return staging;
}

SLICE_EXPORT void vitrine_stdin_close(void) {
    in_closed = true;
    threads_input_arrived();
}

/* Enables the host's stdin (the launcher calls this when it feeds System.in). */
SLICE_EXPORT void vitrine_stdin_enable(void) { in_used = true; }

static int slice_stdin_read(uint8_t *dst, int len) {
    if (in_pos < in_len) {
        size_t n = in_len - in_pos;
        if (n > (size_t)len) n = (size_t)len;
        memcpy(dst, in_buf + in_pos, n);
        in_pos += n;
        return (int)n;
    }
    return in_closed ? 0 : -1;
}

/* Whether a thread waits for System.in (the host tells its user the program waits for input). */
SLICE_EXPORT int vitrine_input_waiters(void) {
    bool waiting;
    (void)threads_earliest_wake(&waiting);
    return waiting ? 1 : 0;
}

int vm_host_stdin_available(void) { return in_used ? (int)(in_len - in_pos) : -1; }

int vm_host_stdin(Thread *t, uint8_t *dst, int len, NativeCont retry, NativeResult *nr) {
    if (!in_used) return -2;
    int n = slice_stdin_read(dst, len);
    if (n >= 0) return n;
    if (!slice_mode || vm_interp_depth() != 1) return -2; /* cannot wait in a nested run */
    vm_top_frame(t)->cont = retry;
    *nr = thread_wait_for_input(t);
    return -1;
}

/* ---------------------------------------------------------------- the driver */

/* Starts a phase that runs m(args) on the main thread: its frame above a new entry frame, whose first
   slot keeps `keep` reachable while it runs. False when there is nothing to run. */
static bool phase_call(Thread *t, Method *m, const Slot *args, Object *keep) {
    base = push_internal_frame(t, NULL);
    if (!base) return false;
    base->cont_data[2] = (void *)1; /* an entry frame */
    base->stack[0].l = keep;
    base->sp = base->stack + 1;
    Slot *at = base->sp;
    if (m->arg_slots) memcpy(at, args, sizeof(Slot) * m->arg_slots);
    if (!push_frame_at(t, m, at)) {
        t->frame = base->prev;
        base = NULL;
        return false;
    }
    resume_from = t;
    resume_blocked = false;
    return true;
}

bool slice_start_main(Thread *t, Method *main_m, Object *args) {
    const char *off = getenv("VITRINE_SLICES");
    if (off && !strcmp(off, "0")) return false;
    Slot a[1];
    a[0].l = args;
    if (!phase_call(t, main_m, a, NULL)) return false;
    main_thread = t;
    phase = PHASE_MAIN;
    return true;
}

/* Runs the current phase's interpreter loop until it finishes (true) or the slice ends (false). */
static bool run_phase(int budget_ms) {
    slice_mode = true;
    slice_paused = false;
    slice_deadline = vm_nanotime() + (int64_t)budget_ms * 1000000;
    interp_resume(main_thread, base, resume_from, resume_blocked);
    slice_mode = false;
    slice_deadline = 0;
    if (!slice_paused) return true;
    resume_from = slice_paused_thread;
    resume_blocked = slice_paused_blocked;
    return false;
}

/* What the host should do next: 0 = call again at once; n > 0 = call again in n ms (everybody waits
   for a timer); -1 = call again when input has been pushed or a suspended thread resumed. */
static int next_step(void) {
    if (!resume_blocked) return 0;
    bool input;
    int64_t wake = threads_earliest_wake(&input);
    if (wake == INT64_MAX) {
        /* threads suspended (JVMTI): the host sees the VM idle, not finished, until it resumes one */
        if (input || threads_any_suspended()) return -1;
        vm_fatal("deadlock: every thread is blocked");
    }
    int64_t ms = (wake - vm_nanotime() + 999999) / 1000000;
    return ms < 1 ? 1 : ms > 1000000 ? 1000000 : (int)ms;
}

void slice_threads_ran(void) {
    if (base) resume_blocked = true;
}

/* main's uncaught exception, between the end of main and the start of the handler's phase */
static Object *uncaught;

/* The current phase's frames have run: take what they left. */
static void phase_finished(Thread *t) {
    if (phase == PHASE_WAIT) {
        threads_destroy_wait_end(t, base);
    } else {
        t->frame = base->prev;
        if (phase == PHASE_MAIN) {
            uncaught = t->exception;
            vm.exit_code = uncaught ? 1 : 0;
        } else if (phase == PHASE_UNCAUGHT) {
            vm_report_handler_failure(t);
        }
        t->exception = NULL;
    }
    base = NULL;
}

/* Starts the next phase (base stays NULL when it has nothing to run). */
static void phase_start_next(Thread *t) {
    phase++;
    Slot a[2];
    a[0].l = t->jthread;
    if (phase == PHASE_UNCAUGHT && uncaught) {
        /* Thread.dispatchUncaughtException, as DetachCurrentThread does */
        a[1].l = uncaught;
        uncaught = NULL;
        phase_call(t, vm_find_declared_method(wk.Thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V"), a, a[1].l);
    } else if (phase == PHASE_EXIT) {
        phase_call(t, vm_find_declared_method(wk.Thread, "exit", "()V"), a, NULL);
    } else if (phase == PHASE_WAIT) {
        jvmti_hook_thread_end(t); /* after Thread.exit, as main's detach sends it natively (vm/jni/invoke.c) */
        base = threads_destroy_wait_begin(t);
        resume_from = t;
        resume_blocked = false;
    } else if (phase == PHASE_SHUTDOWN) {
        Class *sd = vm_boot_class(t, "java/lang/Shutdown");
        if (vm_ensure_initialized(t, sd)) phase_call(t, vm_find_declared_method(sd, "shutdown", "()V"), NULL, NULL);
        t->exception = NULL;
    }
}

SLICE_EXPORT int vitrine_run_slice(int budget_ms) {
    Thread *t = main_thread;
    if (!t || phase == PHASE_NONE || phase == PHASE_DONE) return -2;
    for (;;) {
        if (base) {
            if (!run_phase(budget_ms)) return next_step();
            phase_finished(t);
        }
        if (phase == PHASE_SHUTDOWN) break;
        phase_start_next(t);
    }
    phase = PHASE_DONE;
    vm_exit(vm.exit_code);
    return -2;
}

SLICE_EXPORT void vitrine_request_exit(int status) { vm_exit(status); }
