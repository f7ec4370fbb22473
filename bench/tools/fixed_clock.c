/* fixed_clock.c: an LD_PRELOAD shim that makes CLOCK_MONOTONIC (System.nanoTime on native Vitrine)
   start at $FAKE_NS and advance 1 us per call, so that what the class library seeds from nanoTime
   (ImmutableCollections.SALT32L: the iteration order of Set.of / Map.of) is the same on every run.
   For reproducing seed-dependent failures, not for timing.

     gcc -O2 -shared -fPIC -o build/bench/fixed_clock.so bench/tools/fixed_clock.c -ldl
     for s in $(seq 1000 7777 400000); do
       FAKE_NS=$s LD_PRELOAD=$PWD/build/bench/fixed_clock.so build/native/vitrine -cp build/bench/classes Hello \
         >/dev/null 2>&1 || echo "seed $s fails"
     done
*/
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>

int clock_gettime(clockid_t id, struct timespec *ts) {
    static int (*real)(clockid_t, struct timespec *);
    static long long base = -1, calls;
    if (id == CLOCK_MONOTONIC) {
        if (base < 0) {
            const char *e = getenv("FAKE_NS");
            base = e ? atoll(e) : 0;
        }
        long long v = base + (calls++) * 1000;
        ts->tv_sec = v / 1000000000LL;
        ts->tv_nsec = v % 1000000000LL;
        return 0;
    }
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    return real(id, ts);
}
