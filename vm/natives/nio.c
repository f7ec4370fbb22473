/* nio.c: the natives of NIO files on Linux: sun.nio.fs (UnixNativeDispatcher, LinuxNativeDispatcher,
   LinuxWatchService, UnixCopyFile) and the file side of sun.nio.ch (FileDispatcherImpl,
   FileChannelImpl, FileKey, IOUtil, NativeThread) plus java.nio.MappedMemoryUtils, with the
   behaviour of HotSpot 17's libnio. Sockets and selectors (Net, SocketDispatcher, EPoll) are in net_nio.c.

   sun.nio.fs reports errors as sun.nio.fs.UnixException(errno) with Linux errno numbers (see
   native_io_util.h); paths arrive as the address of a NUL-terminated NativeBuffer. sun.nio.ch
   reports IOException with strerror texts, and IOStatus codes for EOF, EAGAIN and EINTR.

   Under Emscripten (NODERAWFS: the real file system through Node) some calls do not exist: the
   capabilities reported to the Java side say so (no openat family, no futimes/futimens/lutimes, no
   xattr), so it takes its portable paths; the remaining missing calls fail with ENOSYS. */
#define _FILE_OFFSET_BITS 64
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <mntent.h>
#include <poll.h>
#include <pwd.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <unistd.h>

#include "platform.h"
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif
#ifndef VITRINE_WASM
#include <sys/inotify.h>
#include <sys/sendfile.h>
#include <sys/xattr.h>
#endif
#ifdef __linux__
#include <linux/fs.h> /* BLKGETSIZE64 */
#endif

#include "native_io_util.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* sun.nio.fs.UnixNativeDispatcher capability bits */
enum {
    SUPPORTS_OPENAT = 1 << 1,
    SUPPORTS_FUTIMES = 1 << 2,
    SUPPORTS_FUTIMENS = 1 << 3,
    SUPPORTS_LUTIMES = 1 << 4,
    SUPPORTS_XATTR = 1 << 5,
    SUPPORTS_BIRTHTIME = 1 << 16
};

/* sun.nio.ch.FileDispatcher lock results */
enum { FD_NO_LOCK = -1, FD_LOCKED = 0, FD_INTERRUPTED = 2 };

/* sun.nio.ch.FileChannelImpl map modes */
enum { MAP_RO = 0, MAP_RW = 1, MAP_PV = 2 };

#define ENT_BUF_SIZE 1024
#define JAVA_INT_MAX 0x7fffffff
#define JAVA_LONG_MAX INT64_MAX

/* ------------------------------------------------------------------ UnixException */

/* Throws sun.nio.fs.UnixException(errno) for an errno of this libc. The object is built as its
   constructor UnixException(int) would: Throwable's field initialisers (cause = this, stackTrace =
   UNASSIGNED_STACK, suppressedExceptions = SUPPRESSED_SENTINEL), errno set, msg null; its
   fillInStackTrace() is overridden to do nothing, so it carries no backtrace. */
static NativeResult throw_unix(Thread *t, int err)
{
    static Class *cls;
    static uint32_t off_errno, off_cause, off_stack, off_suppressed, off_unassigned, off_sentinel;
    if (!cls) {
        Class *c = vm_load_class(t, NULL, "sun/nio/fs/UnixException", false);
        if (!c || !vm_ensure_initialized(t, c))
            return NR_EXCEPTION;
        off_errno = vm_field_offset(t, "sun/nio/fs/UnixException", "errno", "I");
        off_cause = vm_field_offset(t, "java/lang/Throwable", "cause", "Ljava/lang/Throwable;");
        off_stack = vm_field_offset(t, "java/lang/Throwable", "stackTrace", "[Ljava/lang/StackTraceElement;");
        off_suppressed = vm_field_offset(t, "java/lang/Throwable", "suppressedExceptions", "Ljava/util/List;");
        off_unassigned = vm_field_offset(t, "java/lang/Throwable", "UNASSIGNED_STACK", "[Ljava/lang/StackTraceElement;");
        off_sentinel = vm_field_offset(t, "java/lang/Throwable", "SUPPRESSED_SENTINEL", "Ljava/util/List;");
        cls = c;
    }
    Object *ex = vm_new_object(t, cls);
    if (!ex)
        return NR_EXCEPTION;
    Object *statics = vm_mirror(wk.Throwable);
    FIELD_AT(ex, off_errno, jint) = io_errno_to_linux(err);
    FIELD_AT(ex, off_cause, Object *) = ex;
    FIELD_AT(ex, off_stack, Object *) = FIELD_AT(statics, off_unassigned, Object *);
    FIELD_AT(ex, off_suppressed, Object *) = FIELD_AT(statics, off_sentinel, Object *);
    return vm_throw_object(t, ex);
}

#define PATH_ARG(slot) ((const char *)IO_PTR(args[slot].j))

/* Most dispatcher calls: -1 means throw UnixException(errno), else return nothing. */
static NativeResult unix_void(Thread *t, int r)
{
    return r == -1 ? throw_unix(t, errno) : NR_OK;
}

/* Returns a byte[] copy of a C string in *ret. */
static NativeResult ret_bytes(Thread *t, Slot *ret, const char *s)
{
    ret->l = io_new_byte_array(t, s, strlen(s));
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* ------------------------------------------------------------------ sun.nio.fs.UnixNativeDispatcher */

static int capabilities(void)
{
#ifdef VITRINE_WASM
    return 0;
#else
    return SUPPORTS_OPENAT | SUPPORTS_FUTIMES | SUPPORTS_FUTIMENS | SUPPORTS_LUTIMES | SUPPORTS_XATTR;
#endif
}

/* static int init() */
IO_INT_CONSTANT_NATIVE(und_init, capabilities())

/* static byte[] getcwd() */
static NativeResult und_getcwd(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    char buf[PATH_MAX + 1];
    if (!getcwd(buf, sizeof buf))
        return throw_unix(t, errno);
    return ret_bytes(t, ret, buf);
}

/* static int dup(int) */
static NativeResult und_dup(Thread *t, Slot *args, Slot *ret)
{
    int r;
    IO_RESTARTABLE(dup(args[0].i), r);
    if (r == -1)
        return throw_unix(t, errno);
    ret->i = r;
    return NR_OK;
}

/* static int open0(long path, int flags, int mode) */
static NativeResult und_open0(Thread *t, Slot *args, Slot *ret)
{
    int fd;
    IO_RESTARTABLE(open(PATH_ARG(0), io_open_flags_from_linux(args[2].i), (mode_t)args[3].i), fd); /* blocking (FIFOs) */
    if (fd == -1)
        return throw_unix(t, errno);
    ret->i = fd;
    return NR_OK;
}

/* static int openat0(int dfd, long path, int flags, int mode) */
static NativeResult und_openat0(Thread *t, Slot *args, Slot *ret)
{
    int fd;
    IO_RESTARTABLE(openat(args[0].i, PATH_ARG(1), io_open_flags_from_linux(args[3].i), (mode_t)args[4].i), fd); /* blocking (FIFOs) */
    if (fd == -1)
        return throw_unix(t, errno);
    ret->i = fd;
    return NR_OK;
}

/* static void close0(int): EINTR is not an error */
static NativeResult und_close0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (close(args[0].i) == -1 && errno != EINTR)
        return throw_unix(t, errno);
    return NR_OK;
}

/* static void rewind(long FILE*) */
static NativeResult und_rewind(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    FILE *fp = IO_PTR(args[0].j);
    errno = 0;
    rewind(fp);
    int err = errno;
    if (ferror(fp))
        return throw_unix(t, err);
    return NR_OK;
}

/* static int getlinelen(long FILE*): length of the next line, -1 at end of file */
static NativeResult und_getlinelen(Thread *t, Slot *args, Slot *ret)
{
    FILE *fp = IO_PTR(args[0].j);
    char *line = NULL;
    size_t n = 0;
    ssize_t r = getline(&line, &n, fp);
    int err = errno;
    free(line);
    if (feof(fp)) {
        ret->i = -1;
        return NR_OK;
    }
    if (r == -1)
        return throw_unix(t, err);
    if (r > JAVA_INT_MAX)
        return throw_unix(t, EOVERFLOW);
    ret->i = (jint)r;
    return NR_OK;
}

#ifdef __EMSCRIPTEN__
/* Emscripten 3.1.6 has no hard links (link fails with EMLINK, "Too many links"): the host's file system
   makes them. Returns 0 or the errno value. */
EM_JS(int, vt_host_link, (const char *existing, const char *target), {
    try {
        require('fs').linkSync(UTF8ToString(existing), UTF8ToString(target));
        return 0;
    } catch (e) {
        return (e.code && ERRNO_CODES[e.code]) || ERRNO_CODES['EIO'];
    }
});

#endif

/* link(2) in both builds */
static int make_link(const char *existing, const char *target)
{
#ifdef __EMSCRIPTEN__
    int e = vt_host_link(existing, target);
    if (!e) return 0;
    errno = e;
    return -1;
#else
    return link(existing, target);
#endif
}

/* static void link0(long existing, long new) */
static NativeResult und_link0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, make_link(PATH_ARG(0), PATH_ARG(2)));
}

/* static void unlink0(long) */
static NativeResult und_unlink0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, unlink(PATH_ARG(0)));
}

/* static void unlinkat0(int dfd, long path, int flag) */
static NativeResult und_unlinkat0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, unlinkat(args[0].i, PATH_ARG(1), io_at_flags_from_linux(args[3].i)));
}

/* static void mknod0(long path, int mode, long dev) */
static NativeResult und_mknod0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(mknod(PATH_ARG(0), (mode_t)args[2].i, (dev_t)args[3].j), r);
    return unix_void(t, r);
}

/* static void rename0(long from, long to) */
static NativeResult und_rename0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, rename(PATH_ARG(0), PATH_ARG(2)));
}

/* static void renameat0(int fromfd, long from, int tofd, long to) */
static NativeResult und_renameat0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, renameat(args[0].i, PATH_ARG(1), args[3].i, PATH_ARG(4)));
}

/* static void mkdir0(long path, int mode) */
static NativeResult und_mkdir0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, mkdir(PATH_ARG(0), (mode_t)args[2].i));
}

/* static void rmdir0(long) */
static NativeResult und_rmdir0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, rmdir(PATH_ARG(0)));
}

/* static byte[] readlink0(long) */
static NativeResult und_readlink0(Thread *t, Slot *args, Slot *ret)
{
    char target[PATH_MAX + 1];
    ssize_t n = readlink(PATH_ARG(0), target, sizeof target);
    if (n == -1)
        return throw_unix(t, errno);
    if (n == (ssize_t)sizeof target) /* no room for the NUL: too long */
        return throw_unix(t, ENAMETOOLONG);
    target[n] = '\0';
    return ret_bytes(t, ret, target);
}

/* static byte[] realpath0(long) */
static NativeResult und_realpath0(Thread *t, Slot *args, Slot *ret)
{
    char resolved[PATH_MAX + 1];
    if (!realpath(PATH_ARG(0), resolved))
        return throw_unix(t, errno);
    return ret_bytes(t, ret, resolved);
}

/* static void symlink0(long target, long link) */
static NativeResult und_symlink0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, symlink(PATH_ARG(0), PATH_ARG(2)));
}

/* Fills a sun.nio.fs.UnixFileAttributes from a struct stat. */
static void fill_attributes(Thread *t, Object *attrs, const struct stat *st)
{
    static uint32_t o_mode, o_ino, o_dev, o_rdev, o_nlink, o_uid, o_gid, o_size, o_atime, o_atime_ns,
        o_mtime, o_mtime_ns, o_ctime, o_ctime_ns;
    const char *c = "sun/nio/fs/UnixFileAttributes";
    FIELD_AT(attrs, IO_OFFSET(o_mode, c, "st_mode", "I"), jint) = (jint)st->st_mode;
    FIELD_AT(attrs, IO_OFFSET(o_ino, c, "st_ino", "J"), jlong) = (jlong)st->st_ino;
    FIELD_AT(attrs, IO_OFFSET(o_dev, c, "st_dev", "J"), jlong) = (jlong)st->st_dev;
    FIELD_AT(attrs, IO_OFFSET(o_rdev, c, "st_rdev", "J"), jlong) = (jlong)st->st_rdev;
    FIELD_AT(attrs, IO_OFFSET(o_nlink, c, "st_nlink", "I"), jint) = (jint)st->st_nlink;
    FIELD_AT(attrs, IO_OFFSET(o_uid, c, "st_uid", "I"), jint) = (jint)st->st_uid;
    FIELD_AT(attrs, IO_OFFSET(o_gid, c, "st_gid", "I"), jint) = (jint)st->st_gid;
    FIELD_AT(attrs, IO_OFFSET(o_size, c, "st_size", "J"), jlong) = (jlong)st->st_size;
    FIELD_AT(attrs, IO_OFFSET(o_atime, c, "st_atime_sec", "J"), jlong) = (jlong)st->st_atim.tv_sec;
    FIELD_AT(attrs, IO_OFFSET(o_atime_ns, c, "st_atime_nsec", "J"), jlong) = (jlong)st->st_atim.tv_nsec;
    FIELD_AT(attrs, IO_OFFSET(o_mtime, c, "st_mtime_sec", "J"), jlong) = (jlong)st->st_mtim.tv_sec;
    FIELD_AT(attrs, IO_OFFSET(o_mtime_ns, c, "st_mtime_nsec", "J"), jlong) = (jlong)st->st_mtim.tv_nsec;
    FIELD_AT(attrs, IO_OFFSET(o_ctime, c, "st_ctime_sec", "J"), jlong) = (jlong)st->st_ctim.tv_sec;
    FIELD_AT(attrs, IO_OFFSET(o_ctime_ns, c, "st_ctime_nsec", "J"), jlong) = (jlong)st->st_ctim.tv_nsec;
    /* st_birthtime_*: not supported on Linux in 17 (SUPPORTS_BIRTHTIME is not reported) */
}

static NativeResult stat_result(Thread *t, int r, Object *attrs, const struct stat *st)
{
    if (r == -1)
        return throw_unix(t, errno);
    if (!attrs)
        return vm_throw_npe(t, NULL);
    fill_attributes(t, attrs, st);
    return NR_OK;
}

/* static void stat0(long path, UnixFileAttributes) */
static NativeResult und_stat0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct stat st;
    int r;
    IO_RESTARTABLE(stat(PATH_ARG(0), &st), r);
    return stat_result(t, r, args[2].l, &st);
}

/* static int stat1(long path): st_mode, 0 on error */
static NativeResult und_stat1(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    struct stat st;
    int r;
    IO_RESTARTABLE(stat(PATH_ARG(0), &st), r);
    ret->i = r == -1 ? 0 : (jint)st.st_mode;
    return NR_OK;
}

/* static void lstat0(long path, UnixFileAttributes) */
static NativeResult und_lstat0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct stat st;
    int r;
    IO_RESTARTABLE(lstat(PATH_ARG(0), &st), r);
    return stat_result(t, r, args[2].l, &st);
}

/* static void fstat(int fd, UnixFileAttributes) */
static NativeResult und_fstat(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct stat st;
    int r;
    IO_RESTARTABLE(fstat(args[0].i, &st), r);
    return stat_result(t, r, args[1].l, &st);
}

/* static void fstatat0(int dfd, long path, int flag, UnixFileAttributes) */
static NativeResult und_fstatat0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct stat st;
    int r;
    IO_RESTARTABLE(fstatat(args[0].i, PATH_ARG(1), &st, io_at_flags_from_linux(args[3].i)), r);
    return stat_result(t, r, args[4].l, &st);
}

/* static void chown0(long path, int uid, int gid) */
static NativeResult und_chown0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(chown(PATH_ARG(0), (uid_t)args[2].i, (gid_t)args[3].i), r);
    return unix_void(t, r);
}

/* static void lchown0(long path, int uid, int gid) */
static NativeResult und_lchown0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(lchown(PATH_ARG(0), (uid_t)args[2].i, (gid_t)args[3].i), r);
    return unix_void(t, r);
}

/* static void fchown(int fd, int uid, int gid) */
static NativeResult und_fchown(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(fchown(args[0].i, (uid_t)args[1].i, (gid_t)args[2].i), r);
    return unix_void(t, r);
}

/* static void chmod0(long path, int mode) */
static NativeResult und_chmod0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(chmod(PATH_ARG(0), (mode_t)args[2].i), r);
    return unix_void(t, r);
}

/* static void fchmod(int fd, int mode) */
static NativeResult und_fchmod(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(fchmod(args[0].i, (mode_t)args[1].i), r);
    return unix_void(t, r);
}

/* Access and modification times in microseconds -> timeval (C division, as the JDK: a negative
   time gives a negative tv_usec, EINVAL, and the Java side retries with the epoch). */
static void micros_to_timeval(jlong access_us, jlong mod_us, struct timeval tv[2])
{
    tv[0].tv_sec = (time_t)(access_us / 1000000);
    tv[0].tv_usec = (suseconds_t)(access_us % 1000000);
    tv[1].tv_sec = (time_t)(mod_us / 1000000);
    tv[1].tv_usec = (suseconds_t)(mod_us % 1000000);
}

/* static void utimes0(long path, long access_us, long mod_us) */
static NativeResult und_utimes0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct timeval tv[2];
    micros_to_timeval(args[2].j, args[4].j, tv);
    int r;
    IO_RESTARTABLE(utimes(PATH_ARG(0), tv), r);
    return unix_void(t, r);
}

/* static void futimes(int fd, long access_us, long mod_us) */
static NativeResult und_futimes(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
#ifdef VITRINE_WASM
    (void)args;
    return throw_unix(t, ENOSYS);
#else
    struct timeval tv[2];
    micros_to_timeval(args[1].j, args[3].j, tv);
    int r;
    IO_RESTARTABLE(futimes(args[0].i, tv), r);
    return unix_void(t, r);
#endif
}

/* static void futimens(int fd, long access_ns, long mod_ns) */
static NativeResult und_futimens(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    jlong a = args[1].j, m = args[3].j;
    struct timespec ts[2];
    ts[0].tv_sec = (time_t)(a / 1000000000);
    ts[0].tv_nsec = (long)(a % 1000000000);
    ts[1].tv_sec = (time_t)(m / 1000000000);
    ts[1].tv_nsec = (long)(m % 1000000000);
    int r;
    IO_RESTARTABLE(futimens(args[0].i, ts), r);
    return unix_void(t, r);
}

/* static void lutimes0(long path, long access_us, long mod_us) */
static NativeResult und_lutimes0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
#ifdef VITRINE_WASM
    (void)args;
    return throw_unix(t, ENOSYS);
#else
    struct timeval tv[2];
    micros_to_timeval(args[2].j, args[4].j, tv);
    int r;
    IO_RESTARTABLE(lutimes(PATH_ARG(0), tv), r);
    return unix_void(t, r);
#endif
}

/* static long opendir0(long path) */
static NativeResult und_opendir0(Thread *t, Slot *args, Slot *ret)
{
    DIR *d = opendir(PATH_ARG(0));
    if (!d)
        return throw_unix(t, errno);
    ret->j = IO_JLONG(d);
    return NR_OK;
}

/* static long fdopendir(int dfd) */
static NativeResult und_fdopendir(Thread *t, Slot *args, Slot *ret)
{
    DIR *d = fdopendir(args[0].i);
    if (!d)
        return throw_unix(t, errno);
    ret->j = IO_JLONG(d);
    return NR_OK;
}

/* static void closedir(long dir) */
static NativeResult und_closedir(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (closedir(IO_PTR(args[0].j)) == -1 && errno != EINTR)
        return throw_unix(t, errno);
    return NR_OK;
}

/* static byte[] readdir(long dir): the next name ("." and ".." included), null at the end */
static NativeResult und_readdir(Thread *t, Slot *args, Slot *ret)
{
    errno = 0;
    struct dirent *e = readdir(IO_PTR(args[0].j));
    if (!e) {
        if (errno != 0)
            return throw_unix(t, errno);
        ret->l = NULL;
        return NR_OK;
    }
    return ret_bytes(t, ret, e->d_name);
}

/* static int read(int fd, long buf, int n) */
static NativeResult und_read(Thread *t, Slot *args, Slot *ret)
{
    ssize_t n;
    IO_BLOCKING(read(args[0].i, IO_PTR(args[1].j), (size_t)args[3].i), n);
    if (n == -1)
        return throw_unix(t, errno);
    ret->i = (jint)n;
    return NR_OK;
}

/* static int write(int fd, long buf, int n) */
static NativeResult und_write(Thread *t, Slot *args, Slot *ret)
{
    ssize_t n;
    IO_BLOCKING(write(args[0].i, IO_PTR(args[1].j), (size_t)args[3].i), n);
    if (n == -1)
        return throw_unix(t, errno);
    ret->i = (jint)n;
    return NR_OK;
}

/* static void access0(long path, int amode) */
static NativeResult und_access0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(access(PATH_ARG(0), args[2].i), r);
    return unix_void(t, r);
}

/* static boolean exists0(long path) */
static NativeResult und_exists0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    int r;
    IO_RESTARTABLE(access(PATH_ARG(0), F_OK), r);
    ret->i = r == 0;
    return NR_OK;
}

static size_t ent_buf_size(int name)
{
    long n = sysconf(name);
    return n <= 0 ? ENT_BUF_SIZE : (size_t)n;
}

/* The errno of a failed or empty get*_r lookup: errno as the JDK reads it, else the returned code,
   else ENOENT (not found). */
static int lookup_errno(int res)
{
    int err = errno;
    if (err == 0)
        err = res;
    return err == 0 ? ENOENT : err;
}

/* static byte[] getpwuid(int uid): the user name */
static NativeResult und_getpwuid(Thread *t, Slot *args, Slot *ret)
{
    size_t buflen = ent_buf_size(_SC_GETPW_R_SIZE_MAX);
    char *buf = malloc(buflen);
    if (!buf)
        return vm_throw_oom(t, "native heap");
    struct passwd pw, *p = NULL;
    int res;
    errno = 0;
    do
        res = getpwuid_r((uid_t)args[0].i, &pw, buf, buflen, &p);
    while (res == EINTR);
    NativeResult r;
    if (res != 0 || !p || !p->pw_name || !*p->pw_name)
        r = throw_unix(t, lookup_errno(res));
    else
        r = ret_bytes(t, ret, p->pw_name);
    free(buf);
    return r;
}

/* static byte[] getgrgid(int gid): the group name */
static NativeResult und_getgrgid(Thread *t, Slot *args, Slot *ret)
{
    size_t buflen = ent_buf_size(_SC_GETGR_R_SIZE_MAX);
    for (;;) {
        char *buf = malloc(buflen);
        if (!buf)
            return vm_throw_oom(t, "native heap");
        struct group gr, *g = NULL;
        int res;
        errno = 0;
        do
            res = getgrgid_r((gid_t)args[0].i, &gr, buf, buflen, &g);
        while (res == EINTR);
        if (res != 0 || !g || !g->gr_name || !*g->gr_name) {
            int err = lookup_errno(res);
            free(buf);
            if (err == ERANGE) { /* buffer too small */
                buflen += ENT_BUF_SIZE;
                continue;
            }
            return throw_unix(t, err);
        }
        NativeResult r = ret_bytes(t, ret, g->gr_name);
        free(buf);
        return r;
    }
}

/* Not found is not an error for the *nam lookups. */
static bool lookup_not_found(int err)
{
    return err == 0 || err == ENOENT || err == ESRCH || err == EBADF || err == EPERM;
}

/* static int getpwnam0(long name): uid, -1 when there is no such user */
static NativeResult und_getpwnam0(Thread *t, Slot *args, Slot *ret)
{
    size_t buflen = ent_buf_size(_SC_GETPW_R_SIZE_MAX);
    char *buf = malloc(buflen);
    if (!buf)
        return vm_throw_oom(t, "native heap");
    struct passwd pw, *p = NULL;
    int res;
    errno = 0;
    do
        res = getpwnam_r(PATH_ARG(0), &pw, buf, buflen, &p);
    while (res == EINTR);
    ret->i = -1;
    NativeResult r = NR_OK;
    if (res != 0 || !p || !p->pw_name || !*p->pw_name) {
        int err = errno ? errno : res;
        if (!lookup_not_found(err))
            r = throw_unix(t, err);
    } else {
        ret->i = (jint)p->pw_uid;
    }
    free(buf);
    return r;
}

/* static int getgrnam0(long name): gid, -1 when there is no such group */
static NativeResult und_getgrnam0(Thread *t, Slot *args, Slot *ret)
{
    size_t buflen = ent_buf_size(_SC_GETGR_R_SIZE_MAX);
    ret->i = -1;
    for (;;) {
        char *buf = malloc(buflen);
        if (!buf)
            return vm_throw_oom(t, "native heap");
        struct group gr, *g = NULL;
        int res;
        errno = 0;
        do
            res = getgrnam_r(PATH_ARG(0), &gr, buf, buflen, &g);
        while (res == EINTR);
        if (res != 0 || !g || !g->gr_name || !*g->gr_name) {
            int err = errno ? errno : res;
            free(buf);
            if (err == ERANGE) {
                buflen += ENT_BUF_SIZE;
                continue;
            }
            return lookup_not_found(err) ? NR_OK : throw_unix(t, err);
        }
        ret->i = (jint)g->gr_gid;
        free(buf);
        return NR_OK;
    }
}

/* static void statvfs0(long path, UnixFileStoreAttributes) */
static NativeResult und_statvfs0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    static uint32_t o_frsize, o_blocks, o_bfree, o_bavail;
    struct statvfs sv;
    int r;
    IO_RESTARTABLE(statvfs(PATH_ARG(0), &sv), r);
    if (r == -1)
        return throw_unix(t, errno);
    Object *attrs = args[2].l;
    if (!attrs)
        return vm_throw_npe(t, NULL);
    const char *c = "sun/nio/fs/UnixFileStoreAttributes";
    FIELD_AT(attrs, IO_OFFSET(o_frsize, c, "f_frsize", "J"), jlong) = (jlong)sv.f_frsize;
    FIELD_AT(attrs, IO_OFFSET(o_blocks, c, "f_blocks", "J"), jlong) = (jlong)sv.f_blocks;
    FIELD_AT(attrs, IO_OFFSET(o_bfree, c, "f_bfree", "J"), jlong) = (jlong)sv.f_bfree;
    FIELD_AT(attrs, IO_OFFSET(o_bavail, c, "f_bavail", "J"), jlong) = (jlong)sv.f_bavail;
    return NR_OK;
}

/* static byte[] strerror(int errno): errno in Linux numbering */
static NativeResult und_strerror(Thread *t, Slot *args, Slot *ret)
{
    char buf[32];
    return ret_bytes(t, ret, io_strerror_linux(args[0].i, buf, sizeof buf));
}

/* static int fgetxattr0(int fd, long name, long value, int len) */
static NativeResult und_fgetxattr0(Thread *t, Slot *args, Slot *ret)
{
#ifdef VITRINE_WASM
    (void)args, (void)ret;
    return throw_unix(t, ENOTSUP);
#else
    ssize_t r = fgetxattr(args[0].i, PATH_ARG(1), IO_PTR(args[3].j), (size_t)args[5].i);
    if (r == -1)
        return throw_unix(t, errno);
    ret->i = (jint)r;
    return NR_OK;
#endif
}

/* static void fsetxattr0(int fd, long name, long value, int len) */
static NativeResult und_fsetxattr0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
#ifdef VITRINE_WASM
    (void)args;
    return throw_unix(t, ENOTSUP);
#else
    return unix_void(t, fsetxattr(args[0].i, PATH_ARG(1), IO_PTR(args[3].j), (size_t)args[5].i, 0));
#endif
}

/* static void fremovexattr0(int fd, long name) */
static NativeResult und_fremovexattr0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
#ifdef VITRINE_WASM
    (void)args;
    return throw_unix(t, ENOTSUP);
#else
    return unix_void(t, fremovexattr(args[0].i, PATH_ARG(1)));
#endif
}

/* static int flistxattr(int fd, long list, int size) */
static NativeResult und_flistxattr(Thread *t, Slot *args, Slot *ret)
{
#ifdef VITRINE_WASM
    (void)args, (void)ret;
    return throw_unix(t, ENOTSUP);
#else
    ssize_t r = flistxattr(args[0].i, IO_PTR(args[1].j), (size_t)args[3].i);
    if (r == -1)
        return throw_unix(t, errno);
    ret->i = (jint)r;
    return NR_OK;
#endif
}

/* ------------------------------------------------------------------ sun.nio.fs.LinuxNativeDispatcher */

/* static long setmntent0(long path, long mode) */
static NativeResult lnd_setmntent0(Thread *t, Slot *args, Slot *ret)
{
    FILE *fp = setmntent(PATH_ARG(0), PATH_ARG(2));
    if (!fp)
        return throw_unix(t, errno);
    ret->j = IO_JLONG(fp);
    return NR_OK;
}

/* static int getmntent0(long FILE*, UnixMountEntry, long buffer, int buflen): 0, or -1 at the end */
static NativeResult lnd_getmntent0(Thread *t, Slot *args, Slot *ret)
{
    static uint32_t o_name, o_dir, o_fstype, o_opts;
    struct mntent ent;
    struct mntent *m = getmntent_r(IO_PTR(args[0].j), &ent, IO_PTR(args[3].j), args[5].i);
    if (!m) {
        ret->i = -1;
        return NR_OK;
    }
    Object *entry = args[2].l;
    if (!entry)
        return vm_throw_npe(t, NULL);
    const char *c = "sun/nio/fs/UnixMountEntry";
    const char *vals[4] = {m->mnt_fsname, m->mnt_dir, m->mnt_type, m->mnt_opts};
    uint32_t offs[4] = {IO_OFFSET(o_name, c, "name", "[B"), IO_OFFSET(o_dir, c, "dir", "[B"),
                        IO_OFFSET(o_fstype, c, "fstype", "[B"), IO_OFFSET(o_opts, c, "opts", "[B")};
    for (int i = 0; i < 4; i++) {
        /* each array is stored in the entry (an argument, so reachable) as soon as it exists */
        Object *b = io_new_byte_array(t, vals[i], strlen(vals[i]));
        if (!b)
            return NR_EXCEPTION;
        FIELD_AT(entry, offs[i], Object *) = b;
    }
    ret->i = 0;
    return NR_OK;
}

/* static void endmntent(long FILE*) */
static NativeResult lnd_endmntent(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    endmntent(IO_PTR(args[0].j));
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.fs.LinuxWatchService */

#ifdef VITRINE_WASM
/* no inotify: WatchService creation fails with an IOException from inotifyInit */
struct inotify_event {
    int wd;
    uint32_t mask;
    uint32_t cookie;
    uint32_t len;
    char name[];
};
#endif

/* static int eventSize() */
IO_INT_CONSTANT_NATIVE(lws_eventSize, sizeof(struct inotify_event))

/* static int[] eventOffsets(): offsets of wd, mask, cookie, len, name */
static NativeResult lws_eventOffsets(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    Object *a = vm_new_prim_array(t, 'I', 5);
    if (!a)
        return NR_EXCEPTION;
    jint *d = ARRAY_DATA(a, jint);
    d[0] = (jint)offsetof(struct inotify_event, wd);
    d[1] = (jint)offsetof(struct inotify_event, mask);
    d[2] = (jint)offsetof(struct inotify_event, cookie);
    d[3] = (jint)offsetof(struct inotify_event, len);
    d[4] = (jint)offsetof(struct inotify_event, name);
    ret->l = a;
    return NR_OK;
}

/* static int inotifyInit() */
static NativeResult lws_inotifyInit(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
#ifdef VITRINE_WASM
    (void)ret;
    return throw_unix(t, ENOSYS);
#else
    int fd = inotify_init();
    if (fd == -1)
        return throw_unix(t, errno);
    ret->i = fd;
    return NR_OK;
#endif
}

/* static int inotifyAddWatch(int fd, long path, int mask) */
static NativeResult lws_inotifyAddWatch(Thread *t, Slot *args, Slot *ret)
{
#ifdef VITRINE_WASM
    (void)args, (void)ret;
    return throw_unix(t, ENOSYS);
#else
    int wd = inotify_add_watch(args[0].i, PATH_ARG(1), (uint32_t)args[3].i);
    if (wd == -1)
        return throw_unix(t, errno);
    ret->i = wd;
    return NR_OK;
#endif
}

/* static void inotifyRmWatch(int fd, int wd) */
static NativeResult lws_inotifyRmWatch(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
#ifdef VITRINE_WASM
    (void)args;
    return throw_unix(t, ENOSYS);
#else
    return unix_void(t, inotify_rm_watch(args[0].i, args[1].i));
#endif
}

static int set_blocking(int fd, bool blocking)
{
    int flags = fcntl(fd, F_GETFL);
    if (flags == -1)
        return -1;
    int nflags = blocking ? (flags & ~O_NONBLOCK) : (flags | O_NONBLOCK);
    return nflags == flags ? 0 : fcntl(fd, F_SETFL, nflags);
}

/* static void configureBlocking(int fd, boolean blocking) */
static NativeResult lws_configureBlocking(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return unix_void(t, set_blocking(args[0].i, args[1].i));
}

/* static void socketpair(int[] sv) */
static NativeResult lws_socketpair(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int sp[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sp) == -1)
        return throw_unix(t, errno);
    Object *a = args[0].l;
    if (!a) {
        close(sp[0]);
        close(sp[1]);
        return vm_throw_npe(t, NULL);
    }
    if (ARRAY_LENGTH(a) < 2) {
        close(sp[0]);
        close(sp[1]);
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Array index out of range: %d",
                        ARRAY_LENGTH(a));
    }
    ARRAY_DATA(a, jint)[0] = sp[0];
    ARRAY_DATA(a, jint)[1] = sp[1];
    return NR_OK;
}

/* static int poll(int fd1, int fd2): waits for input on either */
static NativeResult lws_poll(Thread *t, Slot *args, Slot *ret)
{
    struct pollfd fds[2];
    fds[0].fd = args[0].i;
    fds[0].events = POLLIN;
    fds[0].revents = 0;
    fds[1].fd = args[1].i;
    fds[1].events = POLLIN;
    fds[1].revents = 0;
    int n;
    IO_NATIVE(n = poll(fds, 2, -1));
    if (n == -1) {
        if (errno != EINTR)
            return throw_unix(t, errno);
        n = 0;
    }
    ret->i = n;
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.fs.UnixCopyFile */

/* static void transfer(int dst, int src, long cancelAddress): copies until end of file; a non-zero
   int at cancelAddress cancels (ECANCELED). */
static NativeResult ucf_transfer(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int dst = args[0].i, src = args[1].i;
    volatile jint *cancel = IO_PTR(args[2].j);
    char buf[8192];
    for (;;) {
        ssize_t n;
        IO_BLOCKING(read(src, buf, sizeof buf), n);
        if (n <= 0)
            return n < 0 ? throw_unix(t, errno) : NR_OK;
        if (cancel && *cancel != 0)
            return throw_unix(t, ECANCELED);
        ssize_t pos = 0;
        while (pos < n) {
            ssize_t w;
            IO_BLOCKING(write(dst, buf + pos, (size_t)(n - pos)), w);
            if (w == -1)
                return throw_unix(t, errno);
            pos += w;
        }
    }
}

/* ------------------------------------------------------------------ sun.nio.ch helpers */

/* handle(): rv >= 0 passes; EINTR gives IOS_INTERRUPTED; else IOException(msg). */
static NativeResult handle(Thread *t, jlong rv, const char *msg, jlong *out)
{
    if (rv >= 0) {
        *out = rv;
        return NR_OK;
    }
    if (errno == EINTR) {
        *out = IOS_INTERRUPTED;
        return NR_OK;
    }
    *out = IOS_THROWN;
    return io_throw_ioe_errno(t, errno, msg);
}

/* ------------------------------------------------------------------ sun.nio.ch.FileDispatcherImpl */

/* A descriptor that preClose0 dup2s over a channel's fd, so that the fd number stays taken until the
   real close; reads from it see end of stream. */
static int pre_close_fd = -1;

/* static void init() */
static NativeResult fdi_init(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args, (void)ret;
    int sp[2];
    if (socketpair(PF_UNIX, SOCK_STREAM, 0, sp) < 0) {
#ifdef VITRINE_WASM
        pre_close_fd = open("/dev/null", O_RDWR); /* may fail too: then preClose is a no-op */
        return NR_OK;
#else
        return io_throw_ioe_errno(t, errno, "socketpair failed");
#endif
    }
    pre_close_fd = sp[0];
    close(sp[1]);
    return NR_OK;
}

/* static int read0(FileDescriptor, long address, int len) */
static NativeResult fdi_read0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n;
    IO_NATIVE(n = read(fd, IO_PTR(args[1].j), (size_t)args[3].i));
    return io_ret_int_status(t, ret, n, true);
}

/* static int pread0(FileDescriptor, long address, int len, long position) */
static NativeResult fdi_pread0(Thread *t, Slot *args, Slot *ret)
{
    ssize_t n = pread(io_fdval(t, args[0].l), IO_PTR(args[1].j), (size_t)args[3].i, (off_t)args[4].j);
    return io_ret_int_status(t, ret, n, true);
}

/* static long readv0(FileDescriptor, long iovec address, int count) */
static NativeResult fdi_readv0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n;
    IO_NATIVE(n = readv(fd, IO_PTR(args[1].j), args[3].i));
    return io_ret_long_status(t, ret, n, true);
}

/* static int write0(FileDescriptor, long address, int len) */
static NativeResult fdi_write0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n;
    IO_NATIVE(n = write(fd, IO_PTR(args[1].j), (size_t)args[3].i));
    return io_ret_int_status(t, ret, n, false);
}

/* static int pwrite0(FileDescriptor, long address, int len, long position) */
static NativeResult fdi_pwrite0(Thread *t, Slot *args, Slot *ret)
{
    ssize_t n = pwrite(io_fdval(t, args[0].l), IO_PTR(args[1].j), (size_t)args[3].i, (off_t)args[4].j);
    return io_ret_int_status(t, ret, n, false);
}

/* static long writev0(FileDescriptor, long iovec address, int count) */
static NativeResult fdi_writev0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n;
    IO_NATIVE(n = writev(fd, IO_PTR(args[1].j), args[3].i));
    return io_ret_long_status(t, ret, n, false);
}

/* static int force0(FileDescriptor, boolean metaData) */
static NativeResult fdi_force0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    int r = args[1].i ? fsync(fd) : fdatasync(fd);
    jlong v;
    NativeResult nr = handle(t, r, "Force failed", &v);
    ret->i = (jint)v;
    return nr;
}

/* static long seek0(FileDescriptor, long offset): offset < 0 asks for the position */
static NativeResult fdi_seek0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    jlong off = args[1].j;
    off_t r = off < 0 ? lseek(fd, 0, SEEK_CUR) : lseek(fd, (off_t)off, SEEK_SET);
    return handle(t, (jlong)r, "lseek64 failed", &ret->j);
}

/* static int truncate0(FileDescriptor, long size) */
static NativeResult fdi_truncate0(Thread *t, Slot *args, Slot *ret)
{
    int r = ftruncate(io_fdval(t, args[0].l), (off_t)args[1].j);
    jlong v;
    NativeResult nr = handle(t, r, "Truncation failed", &v);
    ret->i = (jint)v;
    return nr;
}

/* static long size0(FileDescriptor) */
static NativeResult fdi_size0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    struct stat st;
    if (fstat(fd, &st) < 0)
        return handle(t, -1, "Size failed", &ret->j);
#ifdef BLKGETSIZE64
    if (S_ISBLK(st.st_mode)) {
        uint64_t size;
        if (ioctl(fd, BLKGETSIZE64, &size) < 0)
            return handle(t, -1, "Size failed", &ret->j);
        ret->j = (jlong)size;
        return NR_OK;
    }
#endif
    ret->j = (jlong)st.st_size;
    return NR_OK;
}

static void fill_flock(struct flock *fl, short type, jlong pos, jlong size)
{
    memset(fl, 0, sizeof *fl);
    fl->l_whence = SEEK_SET;
    fl->l_len = size == JAVA_LONG_MAX ? 0 : (off_t)size;
    fl->l_start = (off_t)pos;
    fl->l_type = type;
}

/* static int lock0(FileDescriptor, boolean blocking, long pos, long size, boolean shared) */
static NativeResult fdi_lock0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    bool blocking = args[1].i, shared = args[6].i;
    struct flock fl;
    fill_flock(&fl, shared ? F_RDLCK : F_WRLCK, args[2].j, args[4].j);
    int cmd = blocking ? F_SETLKW : F_SETLK;
    ret->i = FD_LOCKED;
    if (fcntl(fd, cmd, &fl) < 0) { /* blocking when cmd is F_SETLKW */
        if (cmd == F_SETLK && (errno == EAGAIN || errno == EACCES)) {
            ret->i = FD_NO_LOCK;
            return NR_OK;
        }
        if (errno == EINTR) {
            ret->i = FD_INTERRUPTED;
            return NR_OK;
        }
        return io_throw_ioe_errno(t, errno, "Lock failed");
    }
    return NR_OK;
}

/* static void release0(FileDescriptor, long pos, long size) */
static NativeResult fdi_release0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct flock fl;
    fill_flock(&fl, F_UNLCK, args[1].j, args[3].j);
    if (fcntl(io_fdval(t, args[0].l), F_SETLK, &fl) < 0)
        return io_throw_ioe_errno(t, errno, "Release failed");
    return NR_OK;
}

static NativeResult close_int_fd(Thread *t, int fd)
{
    if (fd != -1 && close(fd) < 0)
        return io_throw_ioe_errno(t, errno, "Close failed");
    return NR_OK;
}

/* static void close0(FileDescriptor) */
static NativeResult fdi_close0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return close_int_fd(t, io_fdval(t, args[0].l));
}

/* static void closeIntFD(int) */
static NativeResult fdi_closeIntFD(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return close_int_fd(t, args[0].i);
}

/* static void preClose0(FileDescriptor) */
static NativeResult fdi_preClose0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (pre_close_fd >= 0 && dup2(pre_close_fd, io_fdval(t, args[0].l)) < 0)
        return io_throw_ioe_errno(t, errno, "dup2 failed");
    return NR_OK;
}

/* static void dup0(FileDescriptor from, FileDescriptor to) */
static NativeResult fdi_dup0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (dup2(io_fdval(t, args[0].l), io_fdval(t, args[1].l)) < 0)
        return io_throw_ioe_errno(t, errno, "dup2 failed");
    return NR_OK;
}

/* static boolean canTransferToFromOverlappedMap0() */
IO_INT_CONSTANT_NATIVE(fdi_canTransferToFromOverlappedMap0, JNI_TRUE)

/* static int setDirect0(FileDescriptor): turns on O_DIRECT, returns the block size */
static NativeResult fdi_setDirect0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ret->i = -1;
    int flags = fcntl(fd, F_GETFL);
    if (flags == -1)
        return io_throw_ioe_errno(t, errno, "DirectIO setup failed");
    if (fcntl(fd, F_SETFL, flags | O_DIRECT) == -1)
        return io_throw_ioe_errno(t, errno, "DirectIO setup failed");
    struct statvfs sv;
    if (fstatvfs(fd, &sv) == -1)
        return io_throw_ioe_errno(t, errno, "DirectIO setup failed");
    ret->i = (jint)sv.f_frsize;
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.FileChannelImpl */

static uint32_t fci_fd_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "sun/nio/ch/FileChannelImpl", "fd", "Ljava/io/FileDescriptor;");
}

/* static long initIDs(): the allocation granularity (page size) */
static NativeResult fci_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    fci_fd_offset(t);
    ret->j = (jlong)sysconf(_SC_PAGESIZE);
    return NR_OK;
}

#ifndef MAP_SYNC
#define MAP_SYNC 0x80000
#endif
#ifndef MAP_SHARED_VALIDATE
#define MAP_SHARED_VALIDATE 0x03
#endif

/* long map0(int prot, long position, long length, boolean isSync) */
static NativeResult fci_map0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, FIELD_AT(args[0].l, fci_fd_offset(t), Object *));
    jint prot = args[1].i;
    jlong off = args[2].j, len = args[4].j;
    bool map_sync = args[6].i;
    int protections = 0, flags = 0;
    if (prot == MAP_RO) {
        protections = PROT_READ;
        flags = MAP_SHARED;
    } else if (prot == MAP_RW) {
        protections = PROT_READ | PROT_WRITE;
        flags = MAP_SHARED;
    } else if (prot == MAP_PV) {
        protections = PROT_READ | PROT_WRITE;
        flags = MAP_PRIVATE;
    }
    if (map_sync) {
#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
        flags |= MAP_SYNC | MAP_SHARED_VALIDATE;
#else
        ret->j = IOS_THROWN;
        return vm_throw(t, "java/lang/InternalError",
                        "should never call map on platform where MAP_SYNC is unimplemented");
#endif
    }
    if ((uint64_t)len > SIZE_MAX) {
        ret->j = IOS_THROWN;
        return vm_throw(t, "java/lang/OutOfMemoryError", "Map failed");
    }
    void *a = mmap(NULL, (size_t)len, protections, flags, fd, (off_t)off);
    if (a == MAP_FAILED) {
        ret->j = IOS_THROWN;
        if (map_sync && errno == ENOTSUP)
            return io_throw_ioe_errno(t, errno, "map with mode MAP_SYNC unsupported");
        if (errno == ENOMEM)
            return vm_throw(t, "java/lang/OutOfMemoryError", "Map failed");
        return handle(t, -1, "Map failed", &ret->j);
    }
    ret->j = IO_JLONG(a);
    return NR_OK;
}

/* static int unmap0(long address, long length) */
static NativeResult fci_unmap0(Thread *t, Slot *args, Slot *ret)
{
    int r = munmap(IO_PTR(args[0].j), (size_t)args[2].j);
    jlong v;
    NativeResult nr = handle(t, r, "Unmap failed", &v);
    ret->i = (jint)v;
    return nr;
}

/* long transferTo0(FileDescriptor src, long position, long count, FileDescriptor dst) */
static NativeResult fci_transferTo0(Thread *t, Slot *args, Slot *ret)
{
#ifdef VITRINE_WASM
    (void)t, (void)args;
    ret->j = IOS_UNSUPPORTED; /* no sendfile: the Java side copies through buffers */
    return NR_OK;
#else
    int src = io_fdval(t, args[1].l), dst = io_fdval(t, args[6].l);
    off_t offset = (off_t)args[2].j;
    jlong count = args[4].j;
    ssize_t n;
    IO_NATIVE(n = sendfile(dst, src, &offset, (size_t)count));
    if (n < 0) {
        if (errno == EAGAIN)
            ret->j = IOS_UNAVAILABLE;
        else if ((errno == EINVAL || errno == ENOSYS) && (ssize_t)count >= 0)
            ret->j = IOS_UNSUPPORTED_CASE;
        else if (errno == EINTR)
            ret->j = IOS_INTERRUPTED;
        else {
            ret->j = IOS_THROWN;
            return io_throw_ioe_errno(t, errno, "Transfer failed");
        }
        return NR_OK;
    }
    ret->j = n;
    return NR_OK;
#endif
}

/* static int maxDirectTransferSize0(): what sendfile moves at most in one call on Linux */
IO_INT_CONSTANT_NATIVE(fci_maxDirectTransferSize0, 0x7ffff000)

/* ------------------------------------------------------------------ sun.nio.ch.FileKey */

/* void init(FileDescriptor) */
static NativeResult fk_init(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    static uint32_t o_dev, o_ino;
    struct stat st;
    int r;
    IO_RESTARTABLE(fstat(io_fdval(t, args[1].l), &st), r);
    if (r < 0)
        return io_throw_ioe_errno(t, errno, "fstat64 failed");
    Object *self = args[0].l;
    FIELD_AT(self, IO_OFFSET(o_dev, "sun/nio/ch/FileKey", "st_dev", "J"), jlong) = (jlong)st.st_dev;
    FIELD_AT(self, IO_OFFSET(o_ino, "sun/nio/ch/FileKey", "st_ino", "J"), jlong) = (jlong)st.st_ino;
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.IOUtil */

static NativeResult iou_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    io_fdo_fd_offset(t);
    return NR_OK;
}

/* static boolean randomBytes(byte[]): not available on Unix */
static NativeResult iou_randomBytes(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->i = JNI_FALSE;
    return vm_throw(t, "java/lang/UnsupportedOperationException", NULL);
}

/* static long makePipe(boolean blocking): read end << 32 | write end */
static NativeResult iou_makePipe(Thread *t, Slot *args, Slot *ret)
{
    int fd[2];
    ret->j = 0;
    if (pipe(fd) < 0)
        return io_throw_ioe_errno(t, errno, "Pipe failed");
    if (!args[0].i && (set_blocking(fd[0], false) < 0 || set_blocking(fd[1], false) < 0)) {
        int err = errno;
        close(fd[0]);
        close(fd[1]);
        return io_throw_ioe_errno(t, err, "Configure blocking failed");
    }
    ret->j = ((jlong)fd[0] << 32) | (jlong)(uint32_t)fd[1];
    return NR_OK;
}

/* static int write1(int fd, byte b) */
static NativeResult iou_write1(Thread *t, Slot *args, Slot *ret)
{
    char c = (char)args[1].i;
    ssize_t n = write(args[0].i, &c, 1);
    return io_ret_int_status(t, ret, n, false);
}

/* static boolean drain(int fd): reads everything available; whether anything was */
static NativeResult iou_drain(Thread *t, Slot *args, Slot *ret)
{
    char buf[16];
    jlong total = 0;
    for (;;) {
        ssize_t n = read(args[0].i, buf, sizeof buf);
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            ret->i = JNI_FALSE;
            return io_throw_ioe_errno(t, errno, "Drain");
        }
        if (n > 0)
            total += n;
        if (n == (ssize_t)sizeof buf)
            continue;
        ret->i = total > 0;
        return NR_OK;
    }
}

/* static int drain1(int fd): reads one byte if there is one */
static NativeResult iou_drain1(Thread *t, Slot *args, Slot *ret)
{
    char buf[1];
    ssize_t n = read(args[0].i, buf, 1);
    if (n < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            n = 0;
        } else if (errno == EINTR) {
            ret->i = IOS_INTERRUPTED;
            return NR_OK;
        } else {
            ret->i = IOS_THROWN;
            return io_throw_ioe_errno(t, errno, "read");
        }
    }
    ret->i = (jint)n;
    return NR_OK;
}

/* static void configureBlocking(FileDescriptor, boolean) */
static NativeResult iou_configureBlocking(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (set_blocking(io_fdval(t, args[0].l), args[1].i) < 0)
        return io_throw_ioe_errno(t, errno, "Configure blocking failed");
    return NR_OK;
}

/* static int fdVal(FileDescriptor) */
static NativeResult iou_fdVal(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    ret->i = io_fdval(t, args[0].l);
    return NR_OK;
}

/* static void setfdVal(FileDescriptor, int) */
static NativeResult iou_setfdVal(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    io_set_fdval(t, args[0].l, args[1].i);
    return NR_OK;
}

/* static int fdLimit() */
static NativeResult iou_fdLimit(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) < 0) {
        ret->i = -1;
        return io_throw_ioe_errno(t, errno, "getrlimit failed");
    }
    if (rl.rlim_max == RLIM_INFINITY || rl.rlim_max > (rlim_t)JAVA_INT_MAX)
        ret->i = JAVA_INT_MAX;
    else
        ret->i = (jint)rl.rlim_max;
    return NR_OK;
}

/* static int iovMax() */
static NativeResult iou_iovMax(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    long n = sysconf(_SC_IOV_MAX);
    ret->i = n == -1 ? 16 : (jint)n;
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.NativeThread */

/* The VM interrupts blocking I/O its own way (threads hand over at blocking calls), so it is a
   system "that does not require signalling": current() is -1 and signal() does nothing. */
static NativeResult nt_current(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = -1;
    return NR_OK;
}

/* static boolean supportPendingSignals0() (later 17 updates): true on Linux */
IO_INT_CONSTANT_NATIVE(nt_supportPendingSignals0, JNI_TRUE)

/* ------------------------------------------------------------------ java.nio.MappedMemoryUtils */

/* static boolean isLoaded0(long address, long length, long pageCount) */
static NativeResult mmu_isLoaded0(Thread *t, Slot *args, Slot *ret)
{
    ret->i = JNI_TRUE;
#ifdef VITRINE_WASM
    (void)t, (void)args; /* no paging: always resident */
    return NR_OK;
#else
    void *a = IO_PTR(args[0].j);
    jlong len = args[2].j;
    long ps = sysconf(_SC_PAGESIZE);
    if (ps == -1) {
        ret->i = JNI_FALSE;
        return NR_OK;
    }
    size_t pages = (size_t)((len + ps - 1) / ps);
    unsigned char *vec = malloc(pages + 1);
    if (!vec) {
        ret->i = JNI_FALSE;
        return vm_throw_oom(t, NULL);
    }
    if (mincore(a, (size_t)len, vec) == -1) {
        int err = errno;
        free(vec);
        ret->i = JNI_FALSE;
        return io_throw_ioe_errno(t, err, "mincore failed");
    }
    for (size_t i = 0; i < pages; i++) {
        if (vec[i] == 0) {
            ret->i = JNI_FALSE;
            break;
        }
    }
    free(vec);
    return NR_OK;
#endif
}

/* static void load0(long address, long length) */
static NativeResult mmu_load0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (madvise(IO_PTR(args[0].j), (size_t)args[2].j, MADV_WILLNEED) == -1)
        return io_throw_ioe_errno(t, errno, "madvise failed");
    return NR_OK;
}

/* static void unload0(long address, long length) */
static NativeResult mmu_unload0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (madvise(IO_PTR(args[0].j), (size_t)args[2].j, MADV_DONTNEED) == -1)
        return io_throw_ioe_errno(t, errno, "madvise failed");
    return NR_OK;
}

/* static void force0(FileDescriptor, long address, long length) */
static NativeResult mmu_force0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (msync(IO_PTR(args[1].j), (size_t)args[3].j, MS_SYNC) == -1)
        return io_throw_ioe_errno(t, errno, "msync failed");
    return NR_OK;
}

/* ------------------------------------------------------------------ table */

#define UND "sun/nio/fs/UnixNativeDispatcher"
#define ATTRS "Lsun/nio/fs/UnixFileAttributes;"
#define FDESC "Ljava/io/FileDescriptor;"

const NativeDef vm_natives_nio[] = {
    {UND, "init", "()I", und_init},
    {UND, "getcwd", "()[B", und_getcwd},
    {UND, "dup", "(I)I", und_dup},
    {UND, "open0", "(JII)I", und_open0},
    {UND, "openat0", "(IJII)I", und_openat0},
    {UND, "close0", "(I)V", und_close0},
    {UND, "rewind", "(J)V", und_rewind},
    {UND, "getlinelen", "(J)I", und_getlinelen},
    {UND, "link0", "(JJ)V", und_link0},
    {UND, "unlink0", "(J)V", und_unlink0},
    {UND, "unlinkat0", "(IJI)V", und_unlinkat0},
    {UND, "mknod0", "(JIJ)V", und_mknod0},
    {UND, "rename0", "(JJ)V", und_rename0},
    {UND, "renameat0", "(IJIJ)V", und_renameat0},
    {UND, "mkdir0", "(JI)V", und_mkdir0},
    {UND, "rmdir0", "(J)V", und_rmdir0},
    {UND, "readlink0", "(J)[B", und_readlink0},
    {UND, "realpath0", "(J)[B", und_realpath0},
    {UND, "symlink0", "(JJ)V", und_symlink0},
    {UND, "stat0", "(J" ATTRS ")V", und_stat0},
    {UND, "stat1", "(J)I", und_stat1},
    {UND, "lstat0", "(J" ATTRS ")V", und_lstat0},
    {UND, "fstat", "(I" ATTRS ")V", und_fstat},
    {UND, "fstatat0", "(IJI" ATTRS ")V", und_fstatat0},
    {UND, "chown0", "(JII)V", und_chown0},
    {UND, "lchown0", "(JII)V", und_lchown0},
    {UND, "fchown", "(III)V", und_fchown},
    {UND, "chmod0", "(JI)V", und_chmod0},
    {UND, "fchmod", "(II)V", und_fchmod},
    {UND, "utimes0", "(JJJ)V", und_utimes0},
    {UND, "futimes", "(IJJ)V", und_futimes},
    {UND, "futimens", "(IJJ)V", und_futimens},
    {UND, "lutimes0", "(JJJ)V", und_lutimes0},
    {UND, "opendir0", "(J)J", und_opendir0},
    {UND, "fdopendir", "(I)J", und_fdopendir},
    {UND, "closedir", "(J)V", und_closedir},
    {UND, "readdir", "(J)[B", und_readdir},
    {UND, "read", "(IJI)I", und_read},
    {UND, "write", "(IJI)I", und_write},
    {UND, "access0", "(JI)V", und_access0},
    {UND, "exists0", "(J)Z", und_exists0},
    {UND, "getpwuid", "(I)[B", und_getpwuid},
    {UND, "getgrgid", "(I)[B", und_getgrgid},
    {UND, "getpwnam0", "(J)I", und_getpwnam0},
    {UND, "getgrnam0", "(J)I", und_getgrnam0},
    {UND, "statvfs0", "(JLsun/nio/fs/UnixFileStoreAttributes;)V", und_statvfs0},
    {UND, "strerror", "(I)[B", und_strerror},
    {UND, "fgetxattr0", "(IJJI)I", und_fgetxattr0},
    {UND, "fsetxattr0", "(IJJI)V", und_fsetxattr0},
    {UND, "fremovexattr0", "(IJ)V", und_fremovexattr0},
    {UND, "flistxattr", "(IJI)I", und_flistxattr},

    {"sun/nio/fs/LinuxNativeDispatcher", "init", "()V", vm_native_nothing},
    {"sun/nio/fs/LinuxNativeDispatcher", "setmntent0", "(JJ)J", lnd_setmntent0},
    {"sun/nio/fs/LinuxNativeDispatcher", "getmntent0", "(JLsun/nio/fs/UnixMountEntry;JI)I", lnd_getmntent0},
    {"sun/nio/fs/LinuxNativeDispatcher", "endmntent", "(J)V", lnd_endmntent},

    {"sun/nio/fs/LinuxWatchService", "eventSize", "()I", lws_eventSize},
    {"sun/nio/fs/LinuxWatchService", "eventOffsets", "()[I", lws_eventOffsets},
    {"sun/nio/fs/LinuxWatchService", "inotifyInit", "()I", lws_inotifyInit},
    {"sun/nio/fs/LinuxWatchService", "inotifyAddWatch", "(IJI)I", lws_inotifyAddWatch},
    {"sun/nio/fs/LinuxWatchService", "inotifyRmWatch", "(II)V", lws_inotifyRmWatch},
    {"sun/nio/fs/LinuxWatchService", "configureBlocking", "(IZ)V", lws_configureBlocking},
    {"sun/nio/fs/LinuxWatchService", "socketpair", "([I)V", lws_socketpair},
    {"sun/nio/fs/LinuxWatchService", "poll", "(II)I", lws_poll},

    {"sun/nio/fs/UnixCopyFile", "transfer", "(IIJ)V", ucf_transfer},

    {"sun/nio/ch/FileDispatcherImpl", "init", "()V", fdi_init},
    {"sun/nio/ch/FileDispatcherImpl", "read0", "(" FDESC "JI)I", fdi_read0},
    {"sun/nio/ch/FileDispatcherImpl", "pread0", "(" FDESC "JIJ)I", fdi_pread0},
    {"sun/nio/ch/FileDispatcherImpl", "readv0", "(" FDESC "JI)J", fdi_readv0},
    {"sun/nio/ch/FileDispatcherImpl", "write0", "(" FDESC "JI)I", fdi_write0},
    {"sun/nio/ch/FileDispatcherImpl", "pwrite0", "(" FDESC "JIJ)I", fdi_pwrite0},
    {"sun/nio/ch/FileDispatcherImpl", "writev0", "(" FDESC "JI)J", fdi_writev0},
    {"sun/nio/ch/FileDispatcherImpl", "force0", "(" FDESC "Z)I", fdi_force0},
    {"sun/nio/ch/FileDispatcherImpl", "seek0", "(" FDESC "J)J", fdi_seek0},
    {"sun/nio/ch/FileDispatcherImpl", "truncate0", "(" FDESC "J)I", fdi_truncate0},
    {"sun/nio/ch/FileDispatcherImpl", "size0", "(" FDESC ")J", fdi_size0},
    {"sun/nio/ch/FileDispatcherImpl", "lock0", "(" FDESC "ZJJZ)I", fdi_lock0},
    {"sun/nio/ch/FileDispatcherImpl", "release0", "(" FDESC "JJ)V", fdi_release0},
    {"sun/nio/ch/FileDispatcherImpl", "close0", "(" FDESC ")V", fdi_close0},
    {"sun/nio/ch/FileDispatcherImpl", "preClose0", "(" FDESC ")V", fdi_preClose0},
    {"sun/nio/ch/FileDispatcherImpl", "dup0", "(" FDESC FDESC ")V", fdi_dup0},
    {"sun/nio/ch/FileDispatcherImpl", "closeIntFD", "(I)V", fdi_closeIntFD},
    {"sun/nio/ch/FileDispatcherImpl", "canTransferToFromOverlappedMap0", "()Z", fdi_canTransferToFromOverlappedMap0},
    {"sun/nio/ch/FileDispatcherImpl", "setDirect0", "(" FDESC ")I", fdi_setDirect0},

    {"sun/nio/ch/FileChannelImpl", "initIDs", "()J", fci_initIDs},
    {"sun/nio/ch/FileChannelImpl", "map0", "(IJJZ)J", fci_map0},
    {"sun/nio/ch/FileChannelImpl", "unmap0", "(JJ)I", fci_unmap0},
    {"sun/nio/ch/FileChannelImpl", "transferTo0", "(" FDESC "JJ" FDESC ")J", fci_transferTo0},
    {"sun/nio/ch/FileChannelImpl", "maxDirectTransferSize0", "()I", fci_maxDirectTransferSize0},

    {"sun/nio/ch/FileKey", "initIDs", "()V", vm_native_nothing},
    {"sun/nio/ch/FileKey", "init", "(" FDESC ")V", fk_init},

    {"sun/nio/ch/IOUtil", "initIDs", "()V", iou_initIDs},
    {"sun/nio/ch/IOUtil", "randomBytes", "([B)Z", iou_randomBytes},
    {"sun/nio/ch/IOUtil", "makePipe", "(Z)J", iou_makePipe},
    {"sun/nio/ch/IOUtil", "write1", "(IB)I", iou_write1},
    {"sun/nio/ch/IOUtil", "drain", "(I)Z", iou_drain},
    {"sun/nio/ch/IOUtil", "drain1", "(I)I", iou_drain1},
    {"sun/nio/ch/IOUtil", "configureBlocking", "(" FDESC "Z)V", iou_configureBlocking},
    {"sun/nio/ch/IOUtil", "fdVal", "(" FDESC ")I", iou_fdVal},
    {"sun/nio/ch/IOUtil", "setfdVal", "(" FDESC "I)V", iou_setfdVal},
    {"sun/nio/ch/IOUtil", "fdLimit", "()I", iou_fdLimit},
    {"sun/nio/ch/IOUtil", "iovMax", "()I", iou_iovMax},

    {"sun/nio/ch/NativeThread", "current", "()J", nt_current},
    {"sun/nio/ch/NativeThread", "signal", "(J)V", vm_native_nothing},
    {"sun/nio/ch/NativeThread", "init", "()V", vm_native_nothing},
    {"sun/nio/ch/NativeThread", "supportPendingSignals0", "()Z", nt_supportPendingSignals0},

    {"java/nio/MappedMemoryUtils", "isLoaded0", "(JJJ)Z", mmu_isLoaded0},
    {"java/nio/MappedMemoryUtils", "load0", "(JJ)V", mmu_load0},
    {"java/nio/MappedMemoryUtils", "unload0", "(JJ)V", mmu_unload0},
    {"java/nio/MappedMemoryUtils", "force0", "(" FDESC "JJ)V", mmu_force0},

    {NULL, NULL, NULL, NULL}
};
