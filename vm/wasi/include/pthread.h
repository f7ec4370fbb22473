/* pthread.h (WASI stand-in): one thread, so a mutex has nothing to exclude. Only what the VM's code
   shared by every build uses (vm/symbol.c, vm/jimage.c); the OS-thread back end is not built for WASI. */
#ifndef VITRINE_WASI_PTHREAD_H
#define VITRINE_WASI_PTHREAD_H

#include <sys/types.h> /* pthread_mutex_t, pthread_mutexattr_t */

#define PTHREAD_MUTEX_INITIALIZER {{{0}}}

static inline int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a) { (void)m; (void)a; return 0; }
static inline int pthread_mutex_destroy(pthread_mutex_t *m) { (void)m; return 0; }
static inline int pthread_mutex_lock(pthread_mutex_t *m) { (void)m; return 0; }
static inline int pthread_mutex_unlock(pthread_mutex_t *m) { (void)m; return 0; }

#endif
