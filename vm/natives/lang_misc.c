/* lang_misc.c: small natives of java.base: Float/Double bit conversions, Runtime, StringUTF16,
   jdk.internal.misc.VM, CDS ("sharing off"), Signal, ProcessEnvironment, TimeZone and Shutdown.
   (StrictMath's natives are in math_natives.c.) */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#elif !defined(VITRINE_WASM)
#include <sched.h>
#endif

/* Provided by the VM core: runs the VM's exit sequence (JVMTI VMDeath, agent unloading) and ends the
   process (natively) or the run (wasm) with this status. */

extern char **environ;

/* ================================================================ Float / Double */

/* Slot is a union: the raw bits of a float are its int view, those of a double its long view. */
static NativeResult float_floatToRawIntBits(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = args[0].i;
    return NR_OK;
}

static NativeResult float_intBitsToFloat(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = args[0].i;
    return NR_OK;
}

static NativeResult double_doubleToRawLongBits(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->j = args[0].j;
    return NR_OK;
}

static NativeResult double_longBitsToDouble(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->j = args[0].j;
    return NR_OK;
}

/* ================================================================ java.lang.Runtime */

#if !defined(VITRINE_WASM)
/* A CPU quota from the cgroup (v2 cpu.max, else v1 cfs quota/period), as a CPU count; 0 if none. */
static int cgroup_cpu_limit(void)
{
    long long quota = -1, period = 0;
    FILE *f = fopen("/sys/fs/cgroup/cpu.max", "r");
    if (f != NULL) {
        char q[32];
        if (fscanf(f, "%31s %lld", q, &period) == 2 && strcmp(q, "max") != 0)
            quota = atoll(q);
        fclose(f);
    } else {
        static const char *dirs[] = {"/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"};
        for (size_t i = 0; i < sizeof dirs / sizeof dirs[0] && quota < 0; i++) {
            char path[96];
            snprintf(path, sizeof path, "%s/cpu.cfs_quota_us", dirs[i]);
            if ((f = fopen(path, "r")) == NULL)
                continue;
            if (fscanf(f, "%lld", &quota) != 1)
                quota = -1;
            fclose(f);
            snprintf(path, sizeof path, "%s/cpu.cfs_period_us", dirs[i]);
            if ((f = fopen(path, "r")) == NULL) {
                quota = -1;
                continue;
            }
            if (fscanf(f, "%lld", &period) != 1)
                quota = -1;
            fclose(f);
        }
    }
    if (quota <= 0 || period <= 0)
        return 0;
    return (int)((quota + period - 1) / period);
}
#endif

#if defined(__EMSCRIPTEN__)
/* The host's processor count (Node: the CPUs the process may use; browsers: hardwareConcurrency), so
   that programs size their thread pools as they do natively on the same machine. */
EM_JS(int, vt_host_processors, (void), {
    try {
        if (typeof process === "object" && process.versions && process.versions.node) {
            var os = require("os");
            return os.availableParallelism ? os.availableParallelism() : os.cpus().length;
        }
        if (typeof navigator === "object" && navigator.hardwareConcurrency)
            return navigator.hardwareConcurrency;
    } catch (e) {
    }
    return 0;
});
#endif

/* As HotSpot on Linux: the CPUs this process may run on, limited by a container CPU quota. */
int vm_available_processors(void)
{
    if (vm.opts.active_processors > 0)
        return vm.opts.active_processors; /* -XX:ActiveProcessorCount */
    int n = 0;
#if defined(__EMSCRIPTEN__)
    n = vt_host_processors();
    if (n <= 0)
        n = (int)sysconf(_SC_NPROCESSORS_ONLN);
#elif defined(VITRINE_WASM)
    n = 1; /* WASI tells nothing of the host's processors, and the VM runs on one */
#else
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        n = CPU_COUNT(&set);
    if (n <= 0)
        n = (int)sysconf(_SC_NPROCESSORS_ONLN);
    int limit = cgroup_cpu_limit();
    if (limit > 0 && limit < n)
        n = limit;
#endif
    return n > 0 ? n : 1;
}

static NativeResult runtime_availableProcessors(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->i = vm_available_processors();
    return NR_OK;
}

static NativeResult runtime_freeMemory(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    uint64_t cap = vm_heap_capacity(), used = vm_heap_used();
    ret->j = (jlong)(cap > used ? cap - used : 0);
    return NR_OK;
}

static NativeResult runtime_totalMemory(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = (jlong)vm_heap_capacity();
    return NR_OK;
}

static NativeResult runtime_maxMemory(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = (jlong)vm_heap_max();
    return NR_OK;
}

/* Runtime.gc(): requests a collection; it runs at the next safepoint of the outermost interpreter
   run (vm/gc.c), i.e. as soon as this native has returned and the caller reaches a call or a branch. */
static NativeResult runtime_gc(Thread *t, Slot *args, Slot *ret)
{
    /* vm/heap.h: GC_CAUSE_SYSTEM = 1. Weak: unit tests link this file without the heap. */
    extern void gc_request(int cause) __attribute__((weak));
    (void)t, (void)args, (void)ret;
    if (gc_request && !vm.opts.disable_explicit_gc) gc_request(1);
    return NR_OK;
}

/* ================================================================ java.lang.StringUTF16 */

static NativeResult stringutf16_isBigEndian(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    const uint16_t probe = 0x0102;
    uint8_t first;
    memcpy(&first, &probe, 1);
    ret->i = first == 0x01;
    return NR_OK;
}

/* ================================================================ jdk.internal.misc.VM */

/* The class loader of the innermost Java frame whose class has a user-defined loader: not the boot
   loader, not the platform loader, and not a reflection accessor (as HotSpot's
   JVM_LatestUserDefinedLoader). NULL when there is none. */
static NativeResult vm_latestUserDefinedLoader0(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    Class *platform = vm_find_loaded_class(NULL, "jdk/internal/loader/ClassLoaders$PlatformClassLoader");
    Class *mai = vm_find_loaded_class(NULL, "jdk/internal/reflect/MethodAccessorImpl");
    Class *cai = vm_find_loaded_class(NULL, "jdk/internal/reflect/ConstructorAccessorImpl");
    ret->l = NULL;
    for (Frame *f = t->frame; f != NULL; f = f->prev) {
        if (f->method == NULL || f->method->klass == NULL)
            continue;
        Class *k = f->method->klass;
        Object *loader = k->loader;
        if (loader == NULL || (platform != NULL && vm_instance_of(loader, platform)))
            continue;
        if ((mai != NULL && vm_is_subclass_of(k, mai)) || (cai != NULL && vm_is_subclass_of(k, cai)))
            continue;
        ret->l = loader;
        break;
    }
    return NR_OK;
}

static NativeResult vm_getuid(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = (jlong)getuid();
    return NR_OK;
}

static NativeResult vm_geteuid(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = (jlong)geteuid();
    return NR_OK;
}

static NativeResult vm_getgid(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = (jlong)getgid();
    return NR_OK;
}

static NativeResult vm_getegid(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = (jlong)getegid();
    return NR_OK;
}

/* getNanoTimeAdjustment(long offsetInSeconds): nanoseconds n such that offsetInSeconds seconds plus n
   nanoseconds is the current UTC time, or -1 when |now - offset| >= 2^32 s (the caller then retries
   with a closer offset). */
static NativeResult vm_getNanoTimeAdjustment(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    const int64_t max_diff = INT64_C(0x100000000);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    int64_t diff = (int64_t)ts.tv_sec - (int64_t)args[0].j;
    if (diff >= max_diff || diff <= -max_diff)
        ret->j = -1;
    else
        ret->j = (jlong)(diff * INT64_C(1000000000) + (int64_t)ts.tv_nsec);
    return NR_OK;
}

/* getRuntimeArguments(): the JVM's input arguments (RuntimeMXBean.getInputArguments). Empty for now:
   the options parser is the lead's; when it keeps the raw option strings, return them here. */
static NativeResult vm_getRuntimeArguments(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    Object *a = vm_new_object_array(t, wk.String, 0);
    if (a == NULL)
        return NR_EXCEPTION;
    ret->l = a;
    return NR_OK;
}

/* ================================================================ jdk.internal.misc.CDS: sharing off */

static NativeResult return_false(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->i = 0;
    return NR_OK;
}

static NativeResult return_zero_long(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = 0;
    return NR_OK;
}

/* ================================================================ jdk.internal.misc.Signal */

static const struct {
    const char *name;
    int num;
} signal_names[] = {
    {"ABRT", SIGABRT}, {"ALRM", SIGALRM}, {"BUS", SIGBUS}, {"CHLD", SIGCHLD}, {"CONT", SIGCONT},
    {"FPE", SIGFPE},   {"HUP", SIGHUP},   {"ILL", SIGILL}, {"INT", SIGINT},   {"KILL", SIGKILL},
    {"PIPE", SIGPIPE}, {"PROF", SIGPROF}, {"QUIT", SIGQUIT}, {"SEGV", SIGSEGV}, {"STOP", SIGSTOP},
    {"SYS", SIGSYS},   {"TERM", SIGTERM}, {"TRAP", SIGTRAP}, {"TSTP", SIGTSTP}, {"TTIN", SIGTTIN},
    {"TTOU", SIGTTOU}, {"URG", SIGURG},   {"USR1", SIGUSR1}, {"USR2", SIGUSR2},
    {"VTALRM", SIGVTALRM}, {"XCPU", SIGXCPU}, {"XFSZ", SIGXFSZ},
#ifdef SIGIO
    {"IO", SIGIO},
#endif
#ifdef SIGIOT
    {"IOT", SIGIOT},
#endif
#ifdef SIGPOLL
    {"POLL", SIGPOLL},
#endif
#ifdef SIGPWR
    {"PWR", SIGPWR},
#endif
#ifdef SIGSTKFLT
    {"STKFLT", SIGSTKFLT},
#endif
#ifdef SIGWINCH
    {"WINCH", SIGWINCH},
#endif
#ifdef SIGCLD
    {"CLD", SIGCLD},
#endif
};

/* Handler values as jdk.internal.misc.Signal passes them: 0 = default, 1 = ignore, 2 = dispatch to
   Java (Signal.dispatch on a new thread); anything else is a native handler's address (handed back
   earlier by handle0). */
enum { SIGH_DFL = 0, SIGH_IGN = 1, SIGH_JAVA = 2 };
#define N_SIGNALS 65

#if defined(VITRINE_WASM)
/* No OS signals in wasm: remember what Java asked for, so raise0 can act on it. */
static jlong sig_handler_kind[N_SIGNALS];
#else
static bool is_shutdown_signal(int sig) { return sig == SIGHUP || sig == SIGINT || sig == SIGTERM; }

static void java_signal_handler(int sig)
{
    if (sig <= 0 || sig >= N_SIGNALS)
        return;
    if (!signals_post(sig) && is_shutdown_signal(sig)) {
        /* The previous one was never collected: nobody dispatches signals (green threads), so do what
           the default action would rather than leave the process unstoppable. */
        signal(sig, SIG_DFL);
        raise(sig);
    }
}

static bool signal_ignored(int sig)
{
    struct sigaction old;
    return sigaction(sig, NULL, &old) == 0 && (old.sa_flags & SA_SIGINFO) == 0 && old.sa_handler == SIG_IGN;
}
#endif

static NativeResult signal_findSignal0(Thread *t, Slot *args, Slot *ret)
{
    if (args[0].l == NULL)
        return vm_throw_npe(t, NULL);
    char *name = vm_string_to_utf8(args[0].l);
    const char *n = name;
    if (strncmp(n, "SIG", 3) == 0)
        n += 3;
    ret->i = -1;
    for (size_t i = 0; i < sizeof signal_names / sizeof signal_names[0]; i++) {
        if (strcmp(signal_names[i].name, n) == 0) {
            ret->i = signal_names[i].num;
            break;
        }
    }
    free(name);
    return NR_OK;
}

/* handle0(int sig, long handler): installs the handler, returns the previous one (same encoding), or
   -1 when the signal is reserved (as HotSpot: SEGV, ILL, FPE, QUIT; with -Xrs HUP, INT and TERM too)
   or cannot be caught. A shutdown signal (HUP, INT, TERM) that is ignored (nohup) stays ignored and 1 is returned. */
static NativeResult signal_handle0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    int sig = args[0].i;
    jlong handler = args[1].j;
    if (sig <= 0 || sig >= N_SIGNALS || sig == SIGSEGV || sig == SIGILL || sig == SIGFPE || sig == SIGQUIT ||
        sig == SIGKILL || sig == SIGSTOP || (signals_reduced && (sig == SIGHUP || sig == SIGINT || sig == SIGTERM))) {
        ret->j = -1;
        return NR_OK;
    }
#if defined(VITRINE_WASM)
    ret->j = sig_handler_kind[sig];
    sig_handler_kind[sig] = handler;
#else
    if (is_shutdown_signal(sig) && signal_ignored(sig)) {
        ret->j = SIGH_IGN;
        return NR_OK;
    }
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sigfillset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (handler == SIGH_JAVA)
        sa.sa_handler = java_signal_handler;
    else if (handler == SIGH_DFL)
        sa.sa_handler = SIG_DFL;
    else if (handler == SIGH_IGN)
        sa.sa_handler = SIG_IGN;
    else
        sa.sa_handler = (void (*)(int))(uintptr_t)handler;
    if (sigaction(sig, &sa, &old) != 0) {
        ret->j = -1;
        return NR_OK;
    }
    void (*prev)(int) = old.sa_handler;
    if ((old.sa_flags & SA_SIGINFO) != 0)
        ret->j = (jlong)(uintptr_t)old.sa_sigaction;
    else if (prev == java_signal_handler)
        ret->j = SIGH_JAVA;
    else if (prev == SIG_DFL)
        ret->j = SIGH_DFL;
    else if (prev == SIG_IGN)
        ret->j = SIGH_IGN;
    else
        ret->j = (jlong)(uintptr_t)prev;
#endif
    return NR_OK;
}

/* raise0(int sig) */
static NativeResult signal_raise0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    int sig = args[0].i;
    if (sig <= 0 || sig >= N_SIGNALS)
        return NR_OK;
#if defined(VITRINE_WASM)
    switch (sig_handler_kind[sig]) {
    case SIGH_JAVA:
        signals_post(sig);
        break;
    case SIGH_DFL:
        /* the default action of the signals that do not terminate a process is to do nothing */
        if (sig != SIGCHLD && sig != SIGCONT && sig != SIGURG
#ifdef SIGWINCH
            && sig != SIGWINCH
#endif
        ) {
            fflush(NULL);
            vm_exit(128 + sig);
        }
        break;
    default:
        break;
    }
#else
    if (is_shutdown_signal(sig) && signal_ignored(sig))
        return NR_OK;
    raise(sig);
#endif
    return NR_OK;
}

/* ================================================================ java.lang.ProcessEnvironment */

/* environ(): byte[][] of alternating names and values (entries without '=' are skipped). */
static NativeResult processenv_environ(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    jint count = 0;
    for (char **e = environ; e != NULL && *e != NULL; e++)
        if (strchr(*e, '=') != NULL)
            count++;
    /* The result is a GC root while the byte arrays are allocated. */
    Object *result = NULL;
    vm_push_root(t, &result);
    result = vm_new_object_array(t, wk.array_B, 2 * count);
    NativeResult r = result != NULL ? NR_OK : NR_EXCEPTION;
    jint j = 0;
    for (char **e = environ; r == NR_OK && e != NULL && *e != NULL && j < count; e++) {
        const char *eq = strchr(*e, '=');
        if (eq == NULL)
            continue;
        for (int part = 0; part < 2 && r == NR_OK; part++) {
            const char *s = part == 0 ? *e : eq + 1;
            size_t len = part == 0 ? (size_t)(eq - *e) : strlen(eq + 1);
            Object *bytes = vm_new_prim_array(t, 'B', (jint)len);
            if (bytes == NULL) {
                r = NR_EXCEPTION;
                break;
            }
            memcpy(ARRAY_DATA(bytes, jbyte), s, len);
            ARRAY_DATA(result, Object *)[2 * j + part] = bytes;
        }
        j++;
    }
    ret->l = r == NR_OK ? result : NULL;
    vm_pop_roots(t, 1);
    return r;
}

/* ================================================================ java.util.TimeZone */

#define ZONEINFO_DIR "/usr/share/zoneinfo"
#define LOCALTIME_FILE "/etc/localtime"

/* The zone ID part of a path under a "zoneinfo/" directory, or NULL. */
static const char *zone_name_of(const char *path)
{
    const char *p = strstr(path, "zoneinfo/");
    return p != NULL ? p + strlen("zoneinfo/") : NULL;
}

static char *find_zoneinfo_file(const char *buf, size_t size, const char *dir);

/* path is a directory (searched) or a file with exactly the contents buf: returns its zone ID. */
static char *zoneinfo_match(const char *buf, size_t size, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return NULL;
    if (S_ISDIR(st.st_mode))
        return find_zoneinfo_file(buf, size, path);
    if (!S_ISREG(st.st_mode) || (size_t)st.st_size != size)
        return NULL;
    char *result = NULL;
    char *data = malloc(size > 0 ? size : 1);
    int fd = open(path, O_RDONLY);
    if (data != NULL && fd >= 0) {
        ssize_t n;
        do {
            n = read(fd, data, size);
        } while (n < 0 && errno == EINTR);
        if (n == (ssize_t)size && memcmp(buf, data, size) == 0) {
            const char *z = zone_name_of(path);
            if (z != NULL)
                result = strdup(z);
        }
    }
    if (fd >= 0)
        close(fd);
    free(data);
    return result;
}

/* A file under dir with the same contents as buf (a copy of /etc/localtime): "UTC" and "GMT" first,
   then a directory walk in readdir order, skipping dot files, "ROC", "posixrules" and "localtime", as
   the JDK does, so both pick the same name among identical files. */
static char *find_zoneinfo_file(const char *buf, size_t size, const char *dir)
{
    char path[PATH_MAX];
    char *tz = NULL;
    if (strcmp(dir, ZONEINFO_DIR) == 0) {
        static const char *popular[] = {"UTC", "GMT"};
        for (size_t i = 0; i < 2; i++) {
            snprintf(path, sizeof path, "%s/%s", dir, popular[i]);
            if ((tz = zoneinfo_match(buf, size, path)) != NULL)
                return tz;
        }
    }
    DIR *d = opendir(dir);
    if (d == NULL)
        return NULL;
    struct dirent *de;
    while (tz == NULL && (de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.' || strcmp(de->d_name, "ROC") == 0 ||
            strcmp(de->d_name, "posixrules") == 0 || strcmp(de->d_name, "localtime") == 0)
            continue;
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, de->d_name) >= sizeof path)
            continue;
        tz = zoneinfo_match(buf, size, path);
    }
    closedir(d);
    return tz;
}

/* The zone from /etc/localtime: the target of the symlink under zoneinfo/, else the zoneinfo file
   with identical contents. malloc'd, or NULL. */
static char *platform_zone_id(void)
{
    struct stat st;
    if (lstat(LOCALTIME_FILE, &st) != 0)
        return NULL;
    if (S_ISLNK(st.st_mode)) {
        char link[PATH_MAX + 1];
        ssize_t len = readlink(LOCALTIME_FILE, link, sizeof link - 1);
        if (len < 0)
            return NULL;
        link[len] = '\0';
        const char *z = zone_name_of(link);
        if (z != NULL)
            return strdup(z);
    }
    int fd = open(LOCALTIME_FILE, O_RDONLY);
    if (fd < 0)
        return NULL;
    char *tz = NULL;
    if (fstat(fd, &st) == 0 && st.st_size >= 0) {
        size_t size = (size_t)st.st_size;
        char *buf = malloc(size > 0 ? size : 1);
        ssize_t n = -1;
        if (buf != NULL) {
            do {
                n = read(fd, buf, size);
            } while (n < 0 && errno == EINTR);
        }
        if (buf != NULL && n == (ssize_t)size)
            tz = find_zoneinfo_file(buf, size, ZONEINFO_DIR);
        free(buf);
    }
    close(fd);
    return tz;
}

#if defined(__EMSCRIPTEN__)
/* The host's zone as the JDK would find it on the host: under Node, the process's $TZ, else the zone
   named by the /etc/localtime symlink; else (browsers, or neither) the engine's IANA zone. */
EM_JS(int, vt_host_time_zone, (char *buf, int size), {
    try {
        var tz = null;
        if (typeof process === "object" && process.env) {
            tz = process.env.TZ;
            if (!tz) {
                try {
                    var link = require("fs").readlinkSync("/etc/localtime");
                    var at = link.indexOf("zoneinfo/");
                    if (at >= 0) tz = link.substring(at + 9);
                } catch (e) {
                }
            }
        }
        if (!tz) tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
        if (!tz) return 0;
        stringToUTF8(tz, buf, size);
        return 1;
    } catch (e) {
        return 0;
    }
});
#endif

/* getSystemTimeZoneID(String javaHome): $TZ (without a leading ':' or "posix/"), else the zone of
   /etc/localtime; null when unknown (Java then falls back to getSystemGMTOffsetID). */
static NativeResult timezone_getSystemTimeZoneID(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    char *owned = NULL;
    const char *tz = getenv("TZ");
    if (tz == NULL || *tz == '\0') {
        owned = platform_zone_id();
#if defined(__EMSCRIPTEN__)
        if (owned == NULL) {
            char buf[128];
            if (vt_host_time_zone(buf, (int)sizeof buf) && buf[0] != '\0')
                owned = strdup(buf);
        }
#endif
        tz = owned;
    }
    ret->l = NULL;
    if (tz != NULL) {
        if (*tz == ':')
            tz++;
        if (strncmp(tz, "posix/", 6) == 0)
            tz += 6;
        ret->l = vm_string_utf8(t, tz);
    }
    bool failed = tz != NULL && ret->l == NULL;
    free(owned);
    return failed ? NR_EXCEPTION : NR_OK;
}

/* getSystemGMTOffsetID(): "GMT" when local time is UTC's, else "GMT+hh:mm" / "GMT-hh:mm". */
static NativeResult timezone_getSystemGMTOffsetID(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    char buf[32] = "GMT";
    time_t now = time(NULL);
    struct tm local, gmt;
    /* The offset from tm_gmtoff, which is what glibc's strftime("%z") (the JDK's way) prints;
       Emscripten's strftime gets half-hour offsets wrong. */
    if (localtime_r(&now, &local) != NULL && gmtime_r(&now, &gmt) != NULL &&
        !(local.tm_hour == gmt.tm_hour && local.tm_min == gmt.tm_min)) {
        long off = (long)local.tm_gmtoff / 60;
        char sign = off < 0 ? '-' : '+';
        if (off < 0)
            off = -off;
        snprintf(buf, sizeof buf, "GMT%c%02ld:%02ld", sign, (off / 60) % 100, off % 60);
    }
    ret->l = vm_string_utf8(t, buf);
    return ret->l != NULL ? NR_OK : NR_EXCEPTION;
}

/* ================================================================ java.lang.Shutdown */

static NativeResult shutdown_halt0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    fflush(NULL);
    vm_exit(args[0].i);
    return NR_OK;
}

/* ================================================================ table */

#define JVM "jdk/internal/misc/VM"
#define CDS "jdk/internal/misc/CDS"
#define SIG "jdk/internal/misc/Signal"

const NativeDef vm_natives_lang_misc[] = {
    {"java/lang/Float", "floatToRawIntBits", "(F)I", float_floatToRawIntBits},
    {"java/lang/Float", "intBitsToFloat", "(I)F", float_intBitsToFloat},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J", double_doubleToRawLongBits},
    {"java/lang/Double", "longBitsToDouble", "(J)D", double_longBitsToDouble},


    {"java/lang/Runtime", "availableProcessors", "()I", runtime_availableProcessors},
    {"java/lang/Runtime", "freeMemory", "()J", runtime_freeMemory},
    {"java/lang/Runtime", "totalMemory", "()J", runtime_totalMemory},
    {"java/lang/Runtime", "maxMemory", "()J", runtime_maxMemory},
    {"java/lang/Runtime", "gc", "()V", runtime_gc},

    {"java/lang/StringUTF16", "isBigEndian", "()Z", stringutf16_isBigEndian},

    {JVM, "latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;", vm_latestUserDefinedLoader0},
    {JVM, "getuid", "()J", vm_getuid},
    {JVM, "geteuid", "()J", vm_geteuid},
    {JVM, "getgid", "()J", vm_getgid},
    {JVM, "getegid", "()J", vm_getegid},
    {JVM, "getNanoTimeAdjustment", "(J)J", vm_getNanoTimeAdjustment},
    {JVM, "getRuntimeArguments", "()[Ljava/lang/String;", vm_getRuntimeArguments},
    {JVM, "initialize", "()V", vm_native_nothing},

    {CDS, "isDumpingClassList0", "()Z", return_false},
    {CDS, "isDumpingArchive0", "()Z", return_false},
    {CDS, "isSharingEnabled0", "()Z", return_false},
    {CDS, "logLambdaFormInvoker", "(Ljava/lang/String;)V", vm_native_nothing},
    {CDS, "initializeFromArchive", "(Ljava/lang/Class;)V", vm_native_nothing},
    {CDS, "defineArchivedModules", "(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V", vm_native_nothing},
    {CDS, "getRandomSeedForDumping", "()J", return_zero_long},
    {CDS, "dumpClassList", "(Ljava/lang/String;)V", vm_native_nothing},
    {CDS, "dumpDynamicArchive", "(Ljava/lang/String;)V", vm_native_nothing},

    {SIG, "findSignal0", "(Ljava/lang/String;)I", signal_findSignal0},
    {SIG, "handle0", "(IJ)J", signal_handle0},
    {SIG, "raise0", "(I)V", signal_raise0},

    {"java/lang/ProcessEnvironment", "environ", "()[[B", processenv_environ},

    {"java/util/TimeZone", "getSystemTimeZoneID", "(Ljava/lang/String;)Ljava/lang/String;",
     timezone_getSystemTimeZoneID},
    {"java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;", timezone_getSystemGMTOffsetID},

    {"java/lang/Shutdown", "beforeHalt", "()V", vm_native_nothing},
    {"java/lang/Shutdown", "halt0", "(I)V", shutdown_halt0},

    {NULL, NULL, NULL, NULL},
};
