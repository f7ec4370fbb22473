/* signals.c: the signals that Java code handles (jdk.internal.misc.Signal; the JDK's Terminator
   handles SIGINT, SIGTERM and SIGHUP by running the shutdown hooks and exiting with 128 plus the
   signal's number), between the OS-level handler (vm/natives/lang_misc.c), which may only record the
   signal and wake someone, and the dispatcher (vm/signal_dispatcher.c), which runs Java for it. With the
   green back end (WebAssembly, VITRINE_GREEN_THREADS=1) there is no dispatcher and a recorded signal
   waits. */
#include <errno.h>
#include <signal.h>

#include "internal.h"

#ifndef VITRINE_WASM
#include <semaphore.h>
#endif

#define N_SIGNALS 65

bool signals_reduced;

static volatile sig_atomic_t pending[N_SIGNALS];
static volatile sig_atomic_t dispatching;

#ifndef VITRINE_WASM
static sem_t wakeup;
#endif

bool signals_post(int sig) {
    if (sig <= 0 || sig >= N_SIGNALS) return true;
    if (pending[sig] && !dispatching) return false;
    pending[sig] = 1;
#ifndef VITRINE_WASM
    if (dispatching) sem_post(&wakeup);
#endif
    return true;
}

int signals_take(void) {
    for (int s = 1; s < N_SIGNALS; s++)
        if (pending[s]) {
            pending[s] = 0;
            return s;
        }
    return 0;
}

#ifndef VITRINE_WASM
bool signals_enable_dispatch(void) {
    if (dispatching) return true;
    if (sem_init(&wakeup, 0, 0) != 0) return false;
    dispatching = 1;
    /* signals that came before are waiting: wake the dispatcher for them */
    for (int s = 1; s < N_SIGNALS; s++)
        if (pending[s]) sem_post(&wakeup);
    return true;
}

void signals_wake_again(void) { sem_post(&wakeup); }

void signals_wait(void) {
    while (sem_wait(&wakeup) != 0 && errno == EINTR) {}
}
#endif
