/* process.c: the natives of java.lang.ProcessImpl and java.lang.ProcessHandleImpl (child processes
   and process handles) on Linux: starting a program with its standard streams piped, inherited or
   redirected, waiting for it, signalling it, and what /proc says about processes (parent, children,
   start time, command line, user). The WebAssembly build has no processes: starting one throws an
   IOException that says so, and the handle of the VM's own process answers for itself only. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "platform.h"
#ifndef VITRINE_WASM
#include <pwd.h>
#include <sys/wait.h>
#endif

#include "native_io_util.h"

extern char **environ;

/* ---------------------------------------------------------------- /proc */

#ifndef VITRINE_WASM
/* What /proc/<pid>/stat says: parent, state and start time (ms since the epoch), and CPU time (ns). */
typedef struct ProcStat {
    pid_t ppid;
    char state;
    jlong start_ms;
    jlong cpu_ns;
} ProcStat;

static jlong boot_time_ms(void) {
    static jlong cached = -1;
    if (cached >= 0) return cached;
    FILE *f = fopen("/proc/stat", "r");
    if (!f) return 0;
    char line[256];
    long long btime = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "btime %lld", &btime) == 1) break;
    fclose(f);
    cached = (jlong)btime * 1000;
    return cached;
}

static bool read_proc_stat(pid_t pid, ProcStat *out) {
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return false;
    buf[n] = 0;
    /* the command name is in parentheses and may itself contain ") ": parse after the last one */
    char *p = strrchr(buf, ')');
    if (!p) return false;
    char state;
    int ppid;
    unsigned long utime, stime;
    unsigned long long start;
    if (sscanf(p + 2, "%c %d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %*d %*d %*d %*d %*d %*d %llu",
               &state, &ppid, &utime, &stime, &start) != 5)
        return false;
    long tck = sysconf(_SC_CLK_TCK);
    if (tck <= 0) tck = 100;
    out->ppid = ppid;
    out->state = state;
    out->start_ms = boot_time_ms() + (jlong)(start * 1000 / (unsigned long long)tck);
    out->cpu_ns = (jlong)((utime + stime) * (1000000000ull / (unsigned long long)tck));
    return true;
}
#endif

/* ---------------------------------------------------------------- ProcessImpl */

#ifndef VITRINE_WASM
/* The NUL-separated strings of a byte[] block (argBlock, envBlock) as a vector, after `first`. */
static char **string_vector(Object *block, jint count, const char *first) {
    int k = first ? 1 : 0;
    char **v = calloc((size_t)count + (size_t)k + 1, sizeof *v);
    if (!v) return NULL;
    if (first) v[0] = (char *)first;
    const char *p = block ? ARRAY_DATA(block, char) : NULL;
    const char *end = block ? p + ARRAY_LENGTH(block) : NULL;
    for (jint i = 0; i < count && p && p < end; i++) {
        v[k++] = (char *)p;
        p += strnlen(p, (size_t)(end - p)) + 1;
    }
    v[k] = NULL;
    return v;
}

/* A copy of a NUL-terminated byte[] (the Java side's toCString), or NULL for null. */
static char *c_string(Object *bytes) {
    if (!bytes) return NULL;
    size_t n = (size_t)ARRAY_LENGTH(bytes);
    char *s = malloc(n + 1);
    if (!s) return NULL;
    memcpy(s, ARRAY_DATA(bytes, char), n);
    s[n] = 0;
    return s;
}

/* In the child, after fork: only async-signal-safe calls. Tells the parent errno through fail_fd. */
static void __attribute__((noreturn)) child_fail(int fail_fd) {
    int e = errno;
    ssize_t w = write(fail_fd, &e, sizeof e);
    (void)w;
    _exit(127);
}

/* execve, and for a file that is not an executable format, the shell on it, as execvp does. */
static void child_exec(const char *file, char **argv, char **envp) {
    execve(file, argv, envp);
    if (errno == ENOEXEC) {
        int n = 0;
        while (argv[n]) n++;
        char *sh_argv[n + 2];
        sh_argv[0] = "/bin/sh";
        sh_argv[1] = (char *)file;
        for (int i = 1; i <= n; i++) sh_argv[i + 1] = argv[i];
        execve("/bin/sh", sh_argv, envp);
        errno = ENOEXEC;
    }
}

/* Runs prog: a name without '/' is looked for in the parent's PATH (taken before the fork). */
static void child_exec_path(const char *prog, char **argv, char **envp, const char *path_env) {
    if (strchr(prog, '/')) {
        child_exec(prog, argv, envp);
        return;
    }
    const char *dirs = path_env ? path_env : "/bin:/usr/bin";
    size_t plen = strlen(prog);
    int saved = ENOENT;
    bool denied = false;
    for (const char *d = dirs;;) {
        const char *colon = strchr(d, ':');
        size_t dlen = colon ? (size_t)(colon - d) : strlen(d);
        char buf[dlen + plen + 2];
        if (dlen) {
            memcpy(buf, d, dlen);
            buf[dlen] = '/';
            memcpy(buf + dlen + 1, prog, plen + 1);
        } else {
            memcpy(buf, prog, plen + 1); /* an empty entry is the working directory */
        }
        child_exec(buf, argv, envp);
        if (errno == EACCES) denied = true;
        else if (errno != ENOENT && errno != ENOTDIR) saved = errno;
        if (!colon) break;
        d = colon + 1;
    }
    errno = denied ? EACCES : saved;
}

static void child_close_descriptors(int keep) {
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536) max = 65536;
    for (int fd = 3; fd < max; fd++)
        if (fd != keep) close(fd);
}

/* The child's side of forkAndExec: never returns. */
static void __attribute__((noreturn)) child_process(const int child_fds[3], bool redirect_err, int fail_fd,
                                                    const char *dir, const char *prog, char **argv, char **envp,
                                                    const char *path_env) {
    for (int i = 0; i < 3; i++)
        if (child_fds[i] != i && dup2(child_fds[i], i) < 0) child_fail(fail_fd);
    if (redirect_err && dup2(1, 2) < 0) child_fail(fail_fd);
    child_close_descriptors(fail_fd);
    if (dir && chdir(dir) < 0) child_fail(fail_fd);
    /* the VM's own signal dispositions and mask must not reach the program */
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    child_exec_path(prog, argv, envp, path_env);
    child_fail(fail_fd);
}
#endif

/* private native int forkAndExec(int mode, byte[] helperpath, byte[] prog, byte[] argBlock, int argc,
                                  byte[] envBlock, int envc, byte[] dir, int[] fds, boolean redirectErrorStream)
   The launch mechanism (mode) and jspawnhelper are the JDK's own way of doing it; every mode is a fork
   and exec here, with the same result. */
static NativeResult ProcessImpl_forkAndExec(Thread *t, Slot *args, Slot *ret) {
#ifdef VITRINE_WASM
    (void)args; (void)ret;
    return io_throw_ioe(t, "error=38, starting processes is not supported by the WebAssembly build");
#else
    Object *prog_b = args[3].l, *arg_block = args[4].l, *env_block = args[6].l, *dir_b = args[8].l;
    Object *fds = args[9].l;
    jint argc = args[5].i, envc = args[7].i;
    bool redirect_err = args[10].i != 0;
    if (!prog_b || !fds || ARRAY_LENGTH(fds) < 3) return vm_throw(t, "java/lang/NullPointerException", NULL);
    jint *fdv = ARRAY_DATA(fds, jint);

    char *prog = c_string(prog_b), *dir = c_string(dir_b);
    char **argv = string_vector(arg_block, argc, prog);
    char **envp = env_block ? string_vector(env_block, envc, NULL) : environ;
    const char *path_env = getenv("PATH");
    int pipes[3][2] = {{-1, -1}, {-1, -1}, {-1, -1}};
    int fail[2] = {-1, -1};
    int child_fds[3];
    int err = 0;
    pid_t pid = -1;
    if (!prog || (dir_b && !dir) || !argv || !envp) {
        err = ENOMEM;
        goto done;
    }
    for (int i = 0; i < 3; i++) {
        if (fdv[i] == -1) {
            if (pipe2(pipes[i], O_CLOEXEC) < 0) {
                err = errno;
                goto done;
            }
            child_fds[i] = i == 0 ? pipes[i][0] : pipes[i][1];
        } else {
            child_fds[i] = fdv[i];
        }
    }
    if (pipe2(fail, O_CLOEXEC) < 0) {
        err = errno;
        goto done;
    }
    pid = fork();
    if (pid < 0) {
        err = errno;
        goto done;
    }
    if (pid == 0) child_process(child_fds, redirect_err, fail[1], dir, prog, argv, envp, path_env);

    close(fail[1]);
    fail[1] = -1;
    int child_errno = 0;
    ssize_t n;
    IO_BLOCKING(read(fail[0], &child_errno, sizeof child_errno), n);
    if (n == (ssize_t)sizeof child_errno) {
        /* exec failed: collect the child and report its errno as the JDK does */
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        err = child_errno;
        pid = -1;
    }

done:
    for (int i = 0; i < 3; i++) {
        if (pipes[i][0] < 0) {
            /* on return -1 marks a stream that is not a pipe to the parent (a file or inherited) */
            if (pid > 0) fdv[i] = -1;
            continue;
        }
        int parent_end = i == 0 ? pipes[i][1] : pipes[i][0];
        int child_end = i == 0 ? pipes[i][0] : pipes[i][1];
        close(child_end);
        if (pid > 0) {
            fcntl(parent_end, F_SETFD, 0); /* an ordinary descriptor of the VM from now on */
            fdv[i] = parent_end;
        } else {
            close(parent_end);
        }
    }
    if (fail[0] >= 0) close(fail[0]);
    if (fail[1] >= 0) close(fail[1]);
    if (envp != environ) free(envp);
    free(argv);
    free(prog);
    free(dir);
    if (pid < 0) {
        int linux_errno = io_errno_to_linux(err);
        char buf[128];
        return vm_throw(t, "java/io/IOException", "error=%d, %s", linux_errno,
                        io_strerror_linux(linux_errno, buf, sizeof buf));
    }
    ret->i = (jint)pid;
    return NR_OK;
#endif
}

/* ---------------------------------------------------------------- ProcessHandleImpl */

static NativeResult ProcessHandleImpl_getCurrentPid0(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->j = (jlong)getpid();
    return NR_OK;
}

/* static native int waitForProcessExit0(long pid, boolean reapvalue): the exit status, or 0x80 plus
   the signal that ended it. The caller is the JDK's process reaper thread: the wait runs as native
   code, so the other Java threads go on meanwhile (with the OS threads back end). */
static NativeResult ProcessHandleImpl_waitForProcessExit0(Thread *t, Slot *args, Slot *ret) {
#ifdef VITRINE_WASM
    (void)t; (void)args;
    ret->i = 0;
    return NR_OK;
#else
    pid_t pid = (pid_t)args[0].j;
    bool reap = args[2].i != 0;
    int r;
    if (reap) {
        int status;
        IO_BLOCKING(waitpid(pid, &status, 0), r);
        if (r < 0) ret->i = 0; /* not our child, or already collected */
        else if (WIFEXITED(status)) ret->i = WEXITSTATUS(status);
        else if (WIFSIGNALED(status)) ret->i = 0x80 + WTERMSIG(status);
        else ret->i = status;
    } else {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        IO_BLOCKING(waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT), r);
        if (r < 0) ret->i = 0;
        else if (info.si_code == CLD_EXITED) ret->i = info.si_status;
        else if (info.si_code == CLD_KILLED || info.si_code == CLD_DUMPED) ret->i = 0x80 + info.si_status;
        else ret->i = info.si_status;
    }
    return NR_OK;
#endif
}

/* static native long isAlive0(long pid): the start time of a live process (ms since the epoch; 0 if
   unknown), -1 if there is none (a zombie is not alive). */
static NativeResult ProcessHandleImpl_isAlive0(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    pid_t pid = (pid_t)args[0].j;
#ifdef VITRINE_WASM
    ret->j = pid == getpid() ? 0 : -1;
#else
    ProcStat st;
    ret->j = read_proc_stat(pid, &st) && st.state != 'Z' ? st.start_ms : -1;
#endif
    return NR_OK;
}

#ifndef VITRINE_WASM
/* Whether pid is still the process that started at start_ms (0: any). */
static bool same_process(pid_t pid, jlong start_ms, ProcStat *st) {
    if (!read_proc_stat(pid, st)) return false;
    return start_ms == 0 || st->start_ms == start_ms;
}
#endif

/* static native long parent0(long pid, long startTime) */
static NativeResult ProcessHandleImpl_parent0(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    pid_t pid = (pid_t)args[0].j;
#ifdef VITRINE_WASM
    ret->j = -1;
    (void)pid;
#else
    jlong start = args[2].j;
    ProcStat st;
    if (pid == getpid()) ret->j = (jlong)getppid();
    else ret->j = same_process(pid, start, &st) ? (jlong)st.ppid : -1;
#endif
    return NR_OK;
}

/* static native int getProcessPids0(long pid, long[] pids, long[] ppids, long[] starttimes): the
   children of pid (every process for 0) into the arrays, as far as they reach; returns how many there
   are, so that the caller can retry with larger arrays. */
static NativeResult ProcessHandleImpl_getProcessPids0(Thread *t, Slot *args, Slot *ret) {
    pid_t parent = (pid_t)args[0].j;
    Object *pids = args[2].l, *ppids = args[3].l, *starts = args[4].l;
    if (!pids) return vm_throw(t, "java/lang/NullPointerException", NULL);
    jint cap = ARRAY_LENGTH(pids);
    if ((ppids && ARRAY_LENGTH(ppids) != cap) || (starts && ARRAY_LENGTH(starts) != cap))
        return vm_throw(t, "java/lang/IllegalArgumentException", "array sizes not equal");
    jint count = 0;
#ifndef VITRINE_WASM
    DIR *d = opendir("/proc");
    if (!d) return vm_throw(t, "java/lang/RuntimeException", "Unable to open /proc");
    struct dirent *e;
    while ((e = readdir(d))) {
        char *endp;
        long pid = strtol(e->d_name, &endp, 10);
        if (*endp || pid <= 0) continue;
        ProcStat st;
        if (!read_proc_stat((pid_t)pid, &st)) continue;
        if (parent != 0 && st.ppid != parent) continue;
        if (count < cap) {
            ARRAY_DATA(pids, jlong)[count] = pid;
            if (ppids) ARRAY_DATA(ppids, jlong)[count] = st.ppid;
            if (starts) ARRAY_DATA(starts, jlong)[count] = st.start_ms;
        }
        count++;
    }
    closedir(d);
#else
    (void)parent;
#endif
    ret->i = count;
    return NR_OK;
}

/* static native boolean destroy0(long pid, long startTime, boolean forcibly) */
static NativeResult ProcessHandleImpl_destroy0(Thread *t, Slot *args, Slot *ret) {
    (void)t;
#ifdef VITRINE_WASM
    (void)args;
    ret->i = 0;
#else
    pid_t pid = (pid_t)args[0].j;
    jlong start = args[2].j;
    bool force = args[4].i != 0;
    ProcStat st;
    ret->i = same_process(pid, start, &st) && kill(pid, force ? SIGKILL : SIGTERM) == 0;
#endif
    return NR_OK;
}

/* ---------------------------------------------------------------- ProcessHandleImpl.Info */

#define INFO "java/lang/ProcessHandleImpl$Info"

#ifndef VITRINE_WASM
/* Sets a String field of the Info object (which the caller keeps reachable); false on OOM. */
static bool set_string(Thread *t, Object *info, const char *field, const char *value) {
    Object *s = vm_string_utf8(t, value);
    if (!s) return false;
    FIELD_AT(info, vm_field_offset(t, INFO, field, "Ljava/lang/String;"), Object *) = s;
    return true;
}

/* command line: arguments (after argv[0]) as a String[], and the whole line joined with spaces */
static bool set_cmdline(Thread *t, Object **info, pid_t pid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/cmdline", (int)pid);
    FILE *f = fopen(path, "re");
    if (!f) return true;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t n;
    /* one byte is always left for a terminating NUL */
    while (buf && (n = fread(buf + len, 1, cap - 1 - len, f)) > 0) {
        len += n;
        if (len == cap - 1) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) free(buf);
            buf = nb;
        }
    }
    fclose(f);
    if (!buf || len == 0) {
        free(buf);
        return true;
    }
    if (buf[len - 1] != 0) buf[len++] = 0;
    jint nargs = 0;
    for (size_t i = 0; i < len; i++)
        if (buf[i] == 0) nargs++;
    bool ok = true;
    Object *arr = vm_new_object_array(t, wk.String, nargs > 0 ? nargs - 1 : 0);
    vm_push_root(t, &arr);
    if (!arr) ok = false;
    const char *p = buf + strlen(buf) + 1;
    for (jint i = 0; ok && i < nargs - 1; i++) {
        Object *s = vm_string_utf8(t, p);
        if (!s) ok = false;
        else ARRAY_DATA(arr, Object *)[i] = s;
        p += strlen(p) + 1;
    }
    if (ok) {
        FIELD_AT(*info, vm_field_offset(t, INFO, "arguments", "[Ljava/lang/String;"), Object *) = arr;
        for (size_t i = 0; i + 1 < len; i++)
            if (buf[i] == 0) buf[i] = ' ';
        ok = set_string(t, *info, "commandLine", buf);
    }
    vm_pop_roots(t, 1);
    free(buf);
    return ok;
}
#endif

/* private native void info0(long pid): fills the fields it can, leaves the others alone */
static NativeResult Info_info0(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
#ifdef VITRINE_WASM
    (void)t; (void)args;
    return NR_OK;
#else
    Object *info = args[0].l;
    pid_t pid = (pid_t)args[1].j;
    ProcStat st;
    if (!read_proc_stat(pid, &st)) return NR_OK;
    vm_push_root(t, &info);
    FIELD_AT(info, vm_field_offset(t, INFO, "startTime", "J"), jlong) = st.start_ms;
    FIELD_AT(info, vm_field_offset(t, INFO, "totalTime", "J"), jlong) = st.cpu_ns;
    bool ok = true;
    char path[64], exe[4096];
    snprintf(path, sizeof path, "/proc/%d/exe", (int)pid);
    ssize_t n = readlink(path, exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = 0;
        ok = set_string(t, info, "command", exe);
    }
    struct stat sb;
    snprintf(path, sizeof path, "/proc/%d", (int)pid);
    if (ok && stat(path, &sb) == 0) {
        struct passwd pw, *found = NULL;
        char pwbuf[1024];
        if (getpwuid_r(sb.st_uid, &pw, pwbuf, sizeof pwbuf, &found) == 0 && found) ok = set_string(t, info, "user", pw.pw_name);
        else {
            char num[32];
            snprintf(num, sizeof num, "%u", (unsigned)sb.st_uid);
            ok = set_string(t, info, "user", num);
        }
    }
    if (ok) ok = set_cmdline(t, &info, pid);
    vm_pop_roots(t, 1);
    return ok ? NR_OK : NR_EXCEPTION;
#endif
}

const NativeDef vm_natives_process[] = {
    {"java/lang/ProcessImpl", "init", "()V", vm_native_nothing},
    {"java/lang/ProcessImpl", "forkAndExec", "(I[B[B[BI[BI[B[IZ)I", ProcessImpl_forkAndExec},
    {"java/lang/ProcessHandleImpl", "initNative", "()V", vm_native_nothing},
    {"java/lang/ProcessHandleImpl", "getCurrentPid0", "()J", ProcessHandleImpl_getCurrentPid0},
    {"java/lang/ProcessHandleImpl", "waitForProcessExit0", "(JZ)I", ProcessHandleImpl_waitForProcessExit0},
    {"java/lang/ProcessHandleImpl", "isAlive0", "(J)J", ProcessHandleImpl_isAlive0},
    {"java/lang/ProcessHandleImpl", "parent0", "(JJ)J", ProcessHandleImpl_parent0},
    {"java/lang/ProcessHandleImpl", "getProcessPids0", "(J[J[J[J)I", ProcessHandleImpl_getProcessPids0},
    {"java/lang/ProcessHandleImpl", "destroy0", "(JJZ)Z", ProcessHandleImpl_destroy0},
    {INFO, "initIDs", "()V", vm_native_nothing},
    {INFO, "info0", "(J)V", Info_info0},
    {NULL, NULL, NULL, NULL},
};
