/* io.c: the natives of java.io on Unix (FileDescriptor, FileCleanable, FileInputStream,
   FileOutputStream, RandomAccessFile, UnixFileSystem, Console, ObjectStreamClass), with the
   behaviour, exceptions and messages of HotSpot 17's libjava on Linux: "Stream Closed",
   "path (No such file or directory)", strerror texts for failed system calls.

   Reads and writes go straight between the file and the Java array: arrays never move and the
   array is an argument of the native (so reachable) for the whole call. Calls that can block
   indefinitely (terminal, pipe) are marked with a blocking comment: the threads work makes them
   release the execution token. */
#define _FILE_OFFSET_BITS 64
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <termios.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/fs.h> /* BLKGETSIZE64 */
#endif

#include "native_io_util.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif
#ifndef NAME_MAX
#define NAME_MAX 255
#endif

/* java.io.FileSystem constants */
enum {
    BA_EXISTS = 0x01, BA_REGULAR = 0x02, BA_DIRECTORY = 0x04,
    ACCESS_READ = 0x04, ACCESS_WRITE = 0x02, ACCESS_EXECUTE = 0x01,
    SPACE_TOTAL = 0, SPACE_FREE = 1, SPACE_USABLE = 2
};

/* java.io.RandomAccessFile mode bits */
enum { RAF_O_RDONLY = 1, RAF_O_RDWR = 2, RAF_O_SYNC = 4, RAF_O_DSYNC = 8 };

/* java.io.Console ttyStatus bits (17.0.21 and later) */
enum { TTY_STDIN_MASK = 1, TTY_STDOUT_MASK = 2, TTY_STDERR_MASK = 4 };

/* ------------------------------------------------------------------ field offsets */

static uint32_t fis_fd_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/io/FileInputStream", "fd", "Ljava/io/FileDescriptor;");
}

static uint32_t fos_fd_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/io/FileOutputStream", "fd", "Ljava/io/FileDescriptor;");
}

static uint32_t raf_fd_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/io/RandomAccessFile", "fd", "Ljava/io/FileDescriptor;");
}

static uint32_t file_path_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/io/File", "path", "Ljava/lang/String;");
}

/* The fd of a stream: this.fd.fd, -1 when the FileDescriptor field is null. */
static jint stream_fd(Thread *t, Object *stream, uint32_t fd_field)
{
    return io_fdval(t, FIELD_AT(stream, fd_field, Object *));
}

/* ------------------------------------------------------------------ common operations */

/* open(2) that refuses directories with EISDIR, as the JDK's handleOpen. */
static int handle_open(const char *path, int flags, int mode)
{
    int fd;
    IO_RESTARTABLE(open(path, flags, mode), fd);
    if (fd != -1) {
        struct stat st;
        int r;
        IO_RESTARTABLE(fstat(fd, &st), r);
        if (r == -1) {
            int err = errno;
            close(fd);
            errno = err;
            fd = -1;
        } else if (S_ISDIR(st.st_mode)) {
            close(fd);
            errno = EISDIR;
            fd = -1;
        }
    }
    return fd;
}

/* fileOpen: opens path into stream.fd; FileNotFoundException "path (reason)" on failure. */
static NativeResult file_open(Thread *t, Object *stream, uint32_t fd_field, Object *path, int flags)
{
    if (!path)
        return vm_throw_npe(t, NULL);
    char *ps = vm_string_to_utf8(path);
    if (!ps)
        return vm_throw_oom(t, NULL);
    /* Remove trailing slashes, since the kernel won't (put back for the message). */
    size_t len0 = strlen(ps), len = len0;
    while (len > 1 && ps[len - 1] == '/')
        ps[--len] = '\0';
    errno = 0;
    int fd = handle_open(ps, flags, 0666);
    int err = errno;
    if (fd != -1) {
        free(ps);
        Object *fdo = FIELD_AT(stream, fd_field, Object *);
        if (fdo) {
            io_set_fdval(t, fdo, fd);
            FIELD_AT(fdo, io_fdo_append_offset(t), jboolean) = (flags & O_APPEND) ? JNI_TRUE : JNI_FALSE;
        }
        return NR_OK;
    }
    for (size_t i = len; i < len0; i++)
        ps[i] = '/';
    NativeResult r = err ? vm_throw(t, "java/io/FileNotFoundException", "%s (%s)", ps, io_strerror(err))
                         : vm_throw(t, "java/io/FileNotFoundException", "%s", ps);
    free(ps);
    return r;
}

static NativeResult fis_read0(Thread *t, Slot *args, Slot *ret);
static NativeResult fis_readBytes(Thread *t, Slot *args, Slot *ret);
static NativeResult read0_retry(Thread *t, Frame *f, Slot *ret) { return fis_read0(t, f->locals, ret); }
static NativeResult read_bytes_retry(Thread *t, Frame *f, Slot *ret) { return fis_readBytes(t, f->locals, ret); }

/* Reads fd as native code (*n: bytes, 0 at the end, -1 with errno). In WebAssembly System.in comes from
   the host (vm_host_stdin): a reader finding nothing there waits, and then this returns false and the
   native returns *blocked (its frame resumes through `retry`). */
static bool read_fd(Thread *t, jint fd, void *dst, jint len, NativeCont retry, ssize_t *n, NativeResult *blocked)
{
#ifdef __EMSCRIPTEN__
    int h = fd == 0 ? vm_host_stdin(t, dst, len, retry, blocked) : -2;
    if (h == -1)
        return false;
    if (h >= 0) {
        *n = h;
        return true;
    }
#else
    (void)retry;
    (void)blocked;
#endif
    IO_BLOCKING(read(fd, dst, (size_t)len), *n);
    return true;
}

/* readSingle */
static NativeResult read_single(Thread *t, Object *stream, uint32_t fd_field, Slot *ret)
{
    jint fd = stream_fd(t, stream, fd_field);
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    unsigned char c;
    ssize_t n;
    NativeResult blocked = NR_OK;
    if (!read_fd(t, fd, &c, 1, read0_retry, &n, &blocked))
        return blocked;
    if (n == 0) {
        ret->i = -1;
        return NR_OK;
    }
    if (n == -1)
        return io_throw_ioe_errno(t, errno, "Read error");
    ret->i = c;
    return NR_OK;
}

/* readBytes */
static NativeResult read_bytes(Thread *t, Object *stream, uint32_t fd_field, Object *bytes, jint off,
                               jint len, Slot *ret)
{
    if (!bytes)
        return vm_throw_npe(t, NULL);
    if (io_out_of_bounds(bytes, off, len))
        return vm_throw(t, "java/lang/IndexOutOfBoundsException", NULL);
    if (len == 0) {
        ret->i = 0;
        return NR_OK;
    }
    jint fd = stream_fd(t, stream, fd_field);
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    ssize_t n;
    NativeResult blocked = NR_OK;
    if (!read_fd(t, fd, ARRAY_DATA(bytes, jbyte) + off, len, read_bytes_retry, &n, &blocked))
        return blocked;
    if (n == -1)
        return io_throw_ioe_errno(t, errno, "Read error");
    ret->i = n == 0 ? -1 : (jint)n;
    return NR_OK;
}

/* write(2) for the streams, whose writes block. Under Node the host may have made the process's
   stdout or stderr non-blocking (creating Node's stream for a pipe does so), and a write then fails
   with EAGAIN while the reader lags: PrintStream would drop the output silently, so the write is
   tried again, as the bridge's own writes are (wasm-bridge/node-vm.mjs, writeFd). */
static ssize_t write_blocking(Thread *t, int fd, const void *buf, size_t len)
{
    ssize_t n;
    for (;;) {
        IO_BLOCKING(write(fd, buf, len), n);
#ifdef VITRINE_WASM
        if (n == -1 && (errno == EAGAIN || errno == EWOULDBLOCK))
            continue;
#endif
        return n;
    }
}

/* writeSingle (append mode is in the fd's flags on Unix) */
static NativeResult write_single(Thread *t, Object *stream, uint32_t fd_field, jint byte)
{
    jint fd = stream_fd(t, stream, fd_field);
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    unsigned char c = (unsigned char)byte;
    ssize_t n;
    n = write_blocking(t, fd, &c, 1);
    if (n == -1)
        return io_throw_ioe_errno(t, errno, "Write error");
    return NR_OK;
}

/* writeBytes */
static NativeResult write_bytes(Thread *t, Object *stream, uint32_t fd_field, Object *bytes, jint off,
                                jint len)
{
    if (!bytes)
        return vm_throw_npe(t, NULL);
    if (io_out_of_bounds(bytes, off, len))
        return vm_throw(t, "java/lang/IndexOutOfBoundsException", NULL);
    while (len > 0) {
        jint fd = stream_fd(t, stream, fd_field);
        if (fd == -1)
            return io_throw_ioe(t, "Stream Closed");
        ssize_t n;
        n = write_blocking(t, fd, ARRAY_DATA(bytes, jbyte) + off, (size_t)len);
        if (n == -1)
            return io_throw_ioe_errno(t, errno, "Write error");
        off += (jint)n;
        len -= (jint)n;
    }
    return NR_OK;
}

/* handleGetLength: size of a file, or of a block device. -1 with errno on failure. */
static jlong get_length(int fd)
{
    struct stat st;
    int r;
    IO_RESTARTABLE(fstat(fd, &st), r);
    if (r == -1)
        return -1;
#ifdef BLKGETSIZE64
    if (S_ISBLK(st.st_mode)) {
        uint64_t size;
        if (ioctl(fd, BLKGETSIZE64, &size) < 0)
            return -1;
        return (jlong)size;
    }
#endif
    return (jlong)st.st_size;
}

static NativeResult stream_length(Thread *t, Object *stream, uint32_t fd_field, Slot *ret)
{
    jint fd = stream_fd(t, stream, fd_field);
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    errno = 0;
    jlong length = get_length(fd);
    if (length == -1)
        return io_throw_ioe_errno(t, errno, "GetLength failed");
    ret->j = length;
    return NR_OK;
}

/* FileDescriptor.close0 and the std streams: closing 0, 1 or 2 points them at /dev/null instead, so
   that the number is not reused by the next open. */
static NativeResult fd_close(Thread *t, Object *fdo)
{
    jint fd = io_fdval(t, fdo);
    if (fd == -1)
        return NR_OK;
    io_set_fdval(t, fdo, -1);
    if (fd >= STDIN_FILENO && fd <= STDERR_FILENO) {
        int devnull = open("/dev/null", O_WRONLY);
        if (devnull < 0) {
            int err = errno;
            io_set_fdval(t, fdo, fd);
            return io_throw_ioe_errno(t, err, "open /dev/null failed");
        }
        dup2(devnull, fd);
        close(devnull);
        return NR_OK;
    }
    if (close(fd) == -1 && errno != EINTR)
        return io_throw_ioe_errno(t, errno, "close failed");
    return NR_OK;
}

/* ------------------------------------------------------------------ java.io.FileDescriptor */

static NativeResult fd_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    io_fdo_fd_offset(t);
    io_fdo_append_offset(t);
    return NR_OK;
}

/* void sync() */
static NativeResult fd_sync(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (fsync(io_fdval(t, args[0].l)) == -1)
        return vm_throw(t, "java/io/SyncFailedException", "sync failed");
    return NR_OK;
}

/* static long getHandle(int): Windows only */
static NativeResult fd_getHandle(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->j = -1;
    return NR_OK;
}

/* static boolean getAppend(int) */
static NativeResult fd_getAppend(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    int flags = fcntl(args[0].i, F_GETFL);
    ret->i = (flags & O_APPEND) ? JNI_TRUE : JNI_FALSE; /* -1 counts as append, as in the JDK */
    return NR_OK;
}

/* void close0() */
static NativeResult fd_close0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return fd_close(t, args[0].l);
}

/* static void FileCleanable.cleanupClose0(int fd, long handle) */
static NativeResult fc_cleanupClose0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    jint fd = args[0].i;
    if (fd != -1 && close(fd) == -1)
        return io_throw_ioe_errno(t, errno, "close failed");
    return NR_OK;
}

/* ------------------------------------------------------------------ java.io.FileInputStream */

static NativeResult fis_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    fis_fd_offset(t);
    return NR_OK;
}

/* void open0(String) */
static NativeResult fis_open0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return file_open(t, args[0].l, fis_fd_offset(t), args[1].l, O_RDONLY);
}

/* int read0() */
static NativeResult fis_read0(Thread *t, Slot *args, Slot *ret)
{
    return read_single(t, args[0].l, fis_fd_offset(t), ret);
}

/* int readBytes(byte[], int, int) */
static NativeResult fis_readBytes(Thread *t, Slot *args, Slot *ret)
{
    return read_bytes(t, args[0].l, fis_fd_offset(t), args[1].l, args[2].i, args[3].i, ret);
}

/* long length0() */
static NativeResult fis_length0(Thread *t, Slot *args, Slot *ret)
{
    return stream_length(t, args[0].l, fis_fd_offset(t), ret);
}

/* long position0() */
static NativeResult fis_position0(Thread *t, Slot *args, Slot *ret)
{
    jint fd = stream_fd(t, args[0].l, fis_fd_offset(t));
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    off_t pos = lseek(fd, 0, SEEK_CUR);
    if (pos == -1)
        return io_throw_ioe_errno(t, errno, "Seek failed");
    ret->j = (jlong)pos;
    return NR_OK;
}

/* long skip0(long) */
static NativeResult fis_skip0(Thread *t, Slot *args, Slot *ret)
{
    jlong n = args[1].j;
    jint fd = stream_fd(t, args[0].l, fis_fd_offset(t));
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (cur == -1)
        return io_throw_ioe_errno(t, errno, "Seek error");
    off_t end = lseek(fd, (off_t)n, SEEK_CUR);
    if (end == -1)
        return io_throw_ioe_errno(t, errno, "Seek error");
    ret->j = (jlong)(end - cur);
    return NR_OK;
}

/* handleAvailable: bytes readable without blocking. false with errno on failure. */
static bool available(int fd, jlong *out)
{
    struct stat st;
    jlong size = -1;
    int r;
    IO_RESTARTABLE(fstat(fd, &st), r);
    if (r != -1) {
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) {
            int n;
            IO_RESTARTABLE(ioctl(fd, FIONREAD, &n), r);
            if (r >= 0) {
                *out = n;
                return true;
            }
        } else if (S_ISREG(st.st_mode)) {
            size = (jlong)st.st_size;
        }
    }
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (cur == -1)
        return false;
    if (size < (jlong)cur) {
        off_t end = lseek(fd, 0, SEEK_END);
        if (end == -1)
            return false;
        if (lseek(fd, cur, SEEK_SET) == -1)
            return false;
        size = (jlong)end;
    }
    *out = size - (jlong)cur;
    return true;
}

/* int available0() */
static NativeResult fis_available0(Thread *t, Slot *args, Slot *ret)
{
    jint fd = stream_fd(t, args[0].l, fis_fd_offset(t));
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    jlong n;
    errno = 0;
#ifdef __EMSCRIPTEN__
    if (fd == 0 && vm_host_stdin_available() >= 0) {
        ret->i = vm_host_stdin_available();
        return NR_OK;
    }
#endif
    if (!available(fd, &n))
        return io_throw_ioe_errno(t, errno, NULL);
    ret->i = n > INT_MAX ? INT_MAX : n < 0 ? 0 : (jint)n;
    return NR_OK;
}

/* ------------------------------------------------------------------ java.io.FileOutputStream */

static NativeResult fos_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    fos_fd_offset(t);
    return NR_OK;
}

/* void open0(String, boolean append) */
static NativeResult fos_open0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int flags = O_WRONLY | O_CREAT | (args[2].i ? O_APPEND : O_TRUNC);
    return file_open(t, args[0].l, fos_fd_offset(t), args[1].l, flags);
}

/* void write(int, boolean append) */
static NativeResult fos_write(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return write_single(t, args[0].l, fos_fd_offset(t), args[1].i);
}

/* void writeBytes(byte[], int, int, boolean append) */
static NativeResult fos_writeBytes(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return write_bytes(t, args[0].l, fos_fd_offset(t), args[1].l, args[2].i, args[3].i);
}

/* ------------------------------------------------------------------ java.io.RandomAccessFile */

static NativeResult raf_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    raf_fd_offset(t);
    return NR_OK;
}

/* void open0(String, int mode) */
static NativeResult raf_open0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    jint mode = args[2].i;
    int flags = 0;
    if (mode & RAF_O_RDONLY) {
        flags = O_RDONLY;
    } else if (mode & RAF_O_RDWR) {
        flags = O_RDWR | O_CREAT;
        if (mode & RAF_O_SYNC)
            flags |= O_SYNC;
        else if (mode & RAF_O_DSYNC)
            flags |= O_DSYNC;
    }
    return file_open(t, args[0].l, raf_fd_offset(t), args[1].l, flags);
}

/* int read0() */
static NativeResult raf_read0(Thread *t, Slot *args, Slot *ret)
{
    return read_single(t, args[0].l, raf_fd_offset(t), ret);
}

/* int readBytes(byte[], int, int) */
static NativeResult raf_readBytes(Thread *t, Slot *args, Slot *ret)
{
    return read_bytes(t, args[0].l, raf_fd_offset(t), args[1].l, args[2].i, args[3].i, ret);
}

/* void write0(int) */
static NativeResult raf_write0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return write_single(t, args[0].l, raf_fd_offset(t), args[1].i);
}

/* void writeBytes(byte[], int, int) */
static NativeResult raf_writeBytes(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return write_bytes(t, args[0].l, raf_fd_offset(t), args[1].l, args[2].i, args[3].i);
}

/* long getFilePointer() */
static NativeResult raf_getFilePointer(Thread *t, Slot *args, Slot *ret)
{
    jint fd = stream_fd(t, args[0].l, raf_fd_offset(t));
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    off_t pos = lseek(fd, 0, SEEK_CUR);
    if (pos == -1)
        return io_throw_ioe_errno(t, errno, "Seek failed");
    ret->j = (jlong)pos;
    return NR_OK;
}

/* void seek0(long) */
static NativeResult raf_seek0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    jlong pos = args[1].j;
    jint fd = stream_fd(t, args[0].l, raf_fd_offset(t));
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    if (pos < 0)
        return io_throw_ioe(t, "Negative seek offset");
    if (lseek(fd, (off_t)pos, SEEK_SET) == -1)
        return io_throw_ioe_errno(t, errno, "Seek failed");
    return NR_OK;
}

/* long length() */
static NativeResult raf_length(Thread *t, Slot *args, Slot *ret)
{
    return stream_length(t, args[0].l, raf_fd_offset(t), ret);
}

/* void setLength(long) */
static NativeResult raf_setLength(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    jlong newLength = args[1].j;
    jint fd = stream_fd(t, args[0].l, raf_fd_offset(t));
    if (fd == -1)
        return io_throw_ioe(t, "Stream Closed");
    errno = 0;
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (cur == -1)
        goto fail;
    int r;
    IO_RESTARTABLE(ftruncate(fd, (off_t)newLength), r);
    if (r == -1)
        goto fail;
    if ((jlong)cur > newLength) {
        if (lseek(fd, 0, SEEK_END) == -1)
            goto fail;
    } else {
        if (lseek(fd, cur, SEEK_SET) == -1)
            goto fail;
    }
    return NR_OK;
fail:
    return io_throw_ioe_errno(t, errno, "setLength failed");
}

/* ------------------------------------------------------------------ canonicalization */

/* Removes "." names, and ".." names together with the name before them when there is one, from a
   path (purely textual, after realpath has resolved what exists). As the JDK's collapse(): a ".."
   with no name before it stays. */
static void collapse(char *path)
{
    size_t len = strlen(path);
    bool absolute = path[0] == '/';
    char **names = malloc((len / 2 + 2) * sizeof *names);
    char *copy = malloc(len + 1);
    if (!names || !copy) {
        free(names);
        free(copy);
        return;
    }
    memcpy(copy, path, len + 1);
    int nc = 0;
    for (char *p = copy; *p;) {
        while (*p == '/')
            *p++ = '\0';
        if (!*p)
            break;
        names[nc++] = p;
        while (*p && *p != '/')
            p++;
    }
    for (int i = 0; i < nc; i++) {
        char *n = names[i];
        if (strcmp(n, ".") == 0) {
            names[i] = NULL;
        } else if (strcmp(n, "..") == 0) {
            int j = i - 1;
            while (j >= 0 && !names[j])
                j--;
            if (j >= 0) {
                names[j] = NULL;
                names[i] = NULL;
            }
        }
    }
    char *out = path;
    bool first = true;
    if (absolute)
        *out++ = '/';
    for (int i = 0; i < nc; i++) {
        if (!names[i])
            continue;
        if (!first)
            *out++ = '/';
        size_t l = strlen(names[i]);
        memmove(out, names[i], l);
        out += l;
        first = false;
    }
    if (out == path) /* relative path that collapsed to nothing */
        *out++ = '.';
    *out = '\0';
    free(names);
    free(copy);
}

/* JDK_Canonicalize: realpath of the longest prefix that resolves, plus the unresolved rest, with
   "." and ".." collapsed. resolved: PATH_MAX + 1 bytes. -1 with errno on failure. */
static int canonicalize(const char *original, char *resolved)
{
    if (strlen(original) > PATH_MAX) {
        errno = ENAMETOOLONG;
        return -1;
    }
    if (realpath(original, resolved)) {
        collapse(resolved);
        return 0;
    }
    /* Something's bogus in the original path: remove names from the end until a prefix resolves
       or no names are left. */
    char path[PATH_MAX + 1];
    strcpy(path, original);
    char *end = path + strlen(path);
    char *p = end;
    char *r = NULL;
    while (p > path) {
        while (--p > path && *p != '/')
            ;
        if (p == path)
            break;
        *p = '\0';
        r = realpath(path, resolved);
        *p = (p == end) ? '\0' : '/';
        if (r)
            break;
        /* A name that does not exist, is not a directory or cannot be searched: drop it and go on;
           any other error is an error. */
        if (errno != ENOENT && errno != ENOTDIR && errno != EACCES)
            return -1;
    }
    if (r) {
        size_t rn = strlen(r);
        if (rn + strlen(p) >= PATH_MAX + 1) {
            errno = ENAMETOOLONG;
            return -1;
        }
        if (rn > 0 && r[rn - 1] == '/' && *p == '/')
            p++; /* no duplicate slash */
        strcpy(r + rn, p);
        collapse(r);
        return 0;
    }
    /* Nothing resolved: the original path, collapsed. */
    strcpy(resolved, path);
    collapse(resolved);
    return 0;
}

/* ------------------------------------------------------------------ java.io.UnixFileSystem */

static NativeResult ufs_initIDs(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    file_path_offset(t);
    return NR_OK;
}

/* The platform path of a java.io.File (malloc'd); NULL with an exception pending. */
static char *file_path(Thread *t, Object *file)
{
    if (!file) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    Object *s = FIELD_AT(file, file_path_offset(t), Object *);
    if (!s) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    char *p = vm_string_to_utf8(s);
    if (!p)
        vm_throw_oom(t, NULL);
    return p;
}

static char *string_path(Thread *t, Object *s)
{
    if (!s) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    char *p = vm_string_to_utf8(s);
    if (!p)
        vm_throw_oom(t, NULL);
    return p;
}

/* String canonicalize0(String) */
static NativeResult ufs_canonicalize0(Thread *t, Slot *args, Slot *ret)
{
    char *path = string_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    char *resolved = malloc(PATH_MAX + 1);
    if (!resolved) {
        free(path);
        return vm_throw_oom(t, NULL);
    }
    errno = 0;
    int r = canonicalize(path, resolved);
    int err = errno;
    free(path);
    if (r < 0) {
        free(resolved);
        return io_throw_ioe_errno(t, err, "Bad pathname");
    }
    ret->l = vm_string_utf8(t, resolved);
    free(resolved);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static bool stat_mode(const char *path, int *mode)
{
    struct stat st;
    int r;
    IO_RESTARTABLE(stat(path, &st), r);
    if (r == -1)
        return false;
    *mode = (int)st.st_mode;
    return true;
}

/* int getBooleanAttributes0(File) */
static NativeResult ufs_getBooleanAttributes0(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    int mode;
    jint rv = 0;
    if (stat_mode(path, &mode))
        rv = BA_EXISTS | (S_ISREG(mode) ? BA_REGULAR : 0) | (S_ISDIR(mode) ? BA_DIRECTORY : 0);
    free(path);
    ret->i = rv;
    return NR_OK;
}

/* boolean checkAccess(File, int) */
static NativeResult ufs_checkAccess(Thread *t, Slot *args, Slot *ret)
{
    int mode;
    switch (args[2].i) {
    case ACCESS_READ: mode = R_OK; break;
    case ACCESS_WRITE: mode = W_OK; break;
    case ACCESS_EXECUTE: mode = X_OK; break;
    default: mode = F_OK; break;
    }
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    ret->i = access(path, mode) == 0;
    free(path);
    return NR_OK;
}

/* long getLastModifiedTime(File): milliseconds, 0 when it can't be read */
static NativeResult ufs_getLastModifiedTime(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    struct stat st;
    jlong rv = 0;
    if (stat(path, &st) == 0)
        rv = (jlong)st.st_mtim.tv_sec * 1000 + (jlong)st.st_mtim.tv_nsec / 1000000;
    free(path);
    ret->j = rv;
    return NR_OK;
}

/* long getLength(File) */
static NativeResult ufs_getLength(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    struct stat st;
    jlong rv = 0;
    if (stat(path, &st) == 0)
        rv = (jlong)st.st_size;
    free(path);
    ret->j = rv;
    return NR_OK;
}

/* boolean setPermission(File, int access, boolean enable, boolean owneronly) */
static NativeResult ufs_setPermission(Thread *t, Slot *args, Slot *ret)
{
    jint acc = args[2].i;
    bool enable = args[3].i, owneronly = args[4].i;
    int amode = 0;
    switch (acc) {
    case ACCESS_READ: amode = owneronly ? S_IRUSR : S_IRUSR | S_IRGRP | S_IROTH; break;
    case ACCESS_WRITE: amode = owneronly ? S_IWUSR : S_IWUSR | S_IWGRP | S_IWOTH; break;
    case ACCESS_EXECUTE: amode = owneronly ? S_IXUSR : S_IXUSR | S_IXGRP | S_IXOTH; break;
    default: break;
    }
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    int mode;
    jboolean rv = JNI_FALSE;
    if (stat_mode(path, &mode)) {
        if (enable)
            mode |= amode;
        else
            mode &= ~amode;
        if (chmod(path, (mode_t)mode) >= 0)
            rv = JNI_TRUE;
    }
    free(path);
    ret->i = rv;
    return NR_OK;
}

/* boolean createFileExclusively(String) */
static NativeResult ufs_createFileExclusively(Thread *t, Slot *args, Slot *ret)
{
    char *path = string_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    ret->i = JNI_FALSE;
    if (strcmp(path, "/") != 0) { /* the root directory always exists */
        errno = 0;
        int fd = handle_open(path, O_RDWR | O_CREAT | O_EXCL, 0666);
        int err = errno;
        if (fd < 0) {
            if (err != EEXIST) {
                free(path);
                return io_throw_ioe_errno(t, err, "Could not open file");
            }
        } else {
            if (close(fd) == -1) {
                err = errno;
                free(path);
                return io_throw_ioe_errno(t, err, "Could not close file");
            }
            ret->i = JNI_TRUE;
        }
    }
    free(path);
    return NR_OK;
}

/* boolean delete0(File) */
static NativeResult ufs_delete0(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    ret->i = remove(path) == 0;
    free(path);
    return NR_OK;
}

/* String[] list(File): the names in the directory without "." and "..", in readdir order; null
   when the directory can't be opened. */
static NativeResult ufs_list(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    DIR *dir = opendir(path);
    free(path);
    if (!dir) {
        ret->l = NULL;
        return NR_OK;
    }
    size_t n = 0, cap = 16;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    bool oom = !names;
    while (!oom && (e = readdir(dir)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap) {
            char **bigger = realloc(names, 2 * cap * sizeof *names);
            if (!bigger) {
                oom = true;
                break;
            }
            names = bigger;
            cap *= 2;
        }
        if (!(names[n] = strdup(e->d_name))) {
            oom = true;
            break;
        }
        n++;
    }
    closedir(dir);
    NativeResult r = NR_OK;
    Object *array = NULL;
    if (oom) {
        r = vm_throw_oom(t, NULL);
    } else if (!(array = vm_new_object_array(t, wk.String, (jint)n))) {
        r = NR_EXCEPTION;
    } else {
        vm_push_root(t, &array); /* the strings allocated below may collect */
        for (size_t i = 0; i < n; i++) {
            Object *s = vm_string_utf8(t, names[i]);
            if (!s) {
                r = NR_EXCEPTION;
                array = NULL;
                break;
            }
            ARRAY_DATA(array, Object *)[i] = s;
        }
        vm_pop_roots(t, 1);
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    ret->l = array;
    return r;
}

/* boolean createDirectory(File) */
static NativeResult ufs_createDirectory(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    ret->i = mkdir(path, 0777) == 0;
    free(path);
    return NR_OK;
}

/* boolean rename0(File, File) */
static NativeResult ufs_rename0(Thread *t, Slot *args, Slot *ret)
{
    char *from = file_path(t, args[1].l);
    if (!from)
        return NR_EXCEPTION;
    char *to = file_path(t, args[2].l);
    if (!to) {
        free(from);
        return NR_EXCEPTION;
    }
    ret->i = rename(from, to) == 0;
    free(from);
    free(to);
    return NR_OK;
}

/* boolean setLastModifiedTime(File, long time): keeps the access time */
static NativeResult ufs_setLastModifiedTime(Thread *t, Slot *args, Slot *ret)
{
    jlong time = args[2].j;
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    struct stat st;
    ret->i = JNI_FALSE;
    if (stat(path, &st) == 0) {
        struct timeval tv[2];
        tv[0].tv_sec = st.st_atim.tv_sec;
        tv[0].tv_usec = (suseconds_t)(st.st_atim.tv_nsec / 1000);
        tv[1].tv_sec = (time_t)(time / 1000);
        tv[1].tv_usec = (suseconds_t)((time % 1000) * 1000);
        if (utimes(path, tv) == 0)
            ret->i = JNI_TRUE;
    }
    free(path);
    return NR_OK;
}

/* boolean setReadOnly(File) */
static NativeResult ufs_setReadOnly(Thread *t, Slot *args, Slot *ret)
{
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    int mode;
    ret->i = JNI_FALSE;
    if (stat_mode(path, &mode) && chmod(path, (mode_t)(mode & ~(S_IWUSR | S_IWGRP | S_IWOTH))) >= 0)
        ret->i = JNI_TRUE;
    free(path);
    return NR_OK;
}

/* long getSpace(File, int) */
static NativeResult ufs_getSpace(Thread *t, Slot *args, Slot *ret)
{
    jint which = args[2].i;
    char *path = file_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    struct statvfs sv;
    jlong rv = 0;
    memset(&sv, 0, sizeof sv);
    if (statvfs(path, &sv) == 0) {
        switch (which) {
        case SPACE_TOTAL: rv = (jlong)sv.f_frsize * (jlong)sv.f_blocks; break;
        case SPACE_FREE: rv = (jlong)sv.f_frsize * (jlong)sv.f_bfree; break;
        case SPACE_USABLE: rv = (jlong)sv.f_frsize * (jlong)sv.f_bavail; break;
        default: break;
        }
    }
    free(path);
    ret->j = rv;
    return NR_OK;
}

/* long getNameMax0(String) */
static NativeResult ufs_getNameMax0(Thread *t, Slot *args, Slot *ret)
{
    char *path = string_path(t, args[1].l);
    if (!path)
        return NR_EXCEPTION;
    long length = pathconf(path, _PC_NAME_MAX);
    free(path);
    ret->j = length != -1 ? (jlong)length : (jlong)NAME_MAX;
    return NR_OK;
}

/* ------------------------------------------------------------------ java.io.Console */

/* static String encoding(): none on Unix (the Java side then uses sun.stdout.encoding) */
static NativeResult console_encoding(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->l = NULL;
    return NR_OK;
}

/* static boolean echo(boolean on): returns the previous state */
static NativeResult console_echo(Thread *t, Slot *args, Slot *ret)
{
    bool on = args[0].i;
    struct termios tio;
    int tty = STDIN_FILENO;
    if (tcgetattr(tty, &tio) == -1) {
        ret->i = !on;
        return io_throw_ioe_errno(t, errno, "tcgetattr failed");
    }
    ret->i = (tio.c_lflag & ECHO) != 0;
    if (on)
        tio.c_lflag |= ECHO;
    else
        tio.c_lflag &= ~(tcflag_t)ECHO;
    if (tcsetattr(tty, TCSANOW, &tio) == -1)
        return io_throw_ioe_errno(t, errno, "tcsetattr failed");
    return NR_OK;
}

/* static boolean istty() (up to 17.0.x where ttyStatus replaced it) */
static NativeResult console_istty(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->i = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    return NR_OK;
}

/* static int ttyStatus() (later 17 updates) */
static NativeResult console_ttyStatus(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    jint s = 0;
    if (isatty(STDIN_FILENO))
        s |= TTY_STDIN_MASK;
    if (isatty(STDOUT_FILENO))
        s |= TTY_STDOUT_MASK;
    if (isatty(STDERR_FILENO))
        s |= TTY_STDERR_MASK;
    ret->i = s;
    return NR_OK;
}

/* ------------------------------------------------------------------ java.io.ObjectStreamClass */

/* static boolean hasStaticInitializer(Class): whether the class declares <clinit>. Like HotSpot
   (whose JNI GetStaticMethodID initialises the class), the class is initialised first. */
static NativeResult osc_hasStaticInitializer(Thread *t, Slot *args, Slot *ret)
{
    ret->i = JNI_FALSE;
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(args[0].l);
    if (!c || c->prim_type || c->is_array)
        return NR_OK;
    NativeResult init_r = vm_native_init(t, c);
    if (init_r != NR_OK)
        return init_r;
    ret->i = vm_find_declared_method(c, "<clinit>", "()V") != NULL;
    return NR_OK;
}

/* ------------------------------------------------------------------ table */

const NativeDef vm_natives_io[] = {
    {"java/io/FileDescriptor", "initIDs", "()V", fd_initIDs},
    {"java/io/FileDescriptor", "sync", "()V", fd_sync},
    {"java/io/FileDescriptor", "getHandle", "(I)J", fd_getHandle},
    {"java/io/FileDescriptor", "getAppend", "(I)Z", fd_getAppend},
    {"java/io/FileDescriptor", "close0", "()V", fd_close0},

    {"java/io/FileCleanable", "cleanupClose0", "(IJ)V", fc_cleanupClose0},

    {"java/io/FileInputStream", "initIDs", "()V", fis_initIDs},
    {"java/io/FileInputStream", "open0", "(Ljava/lang/String;)V", fis_open0},
    {"java/io/FileInputStream", "read0", "()I", fis_read0},
    {"java/io/FileInputStream", "readBytes", "([BII)I", fis_readBytes},
    {"java/io/FileInputStream", "length0", "()J", fis_length0},
    {"java/io/FileInputStream", "position0", "()J", fis_position0},
    {"java/io/FileInputStream", "skip0", "(J)J", fis_skip0},
    {"java/io/FileInputStream", "available0", "()I", fis_available0},

    {"java/io/FileOutputStream", "initIDs", "()V", fos_initIDs},
    {"java/io/FileOutputStream", "open0", "(Ljava/lang/String;Z)V", fos_open0},
    {"java/io/FileOutputStream", "write", "(IZ)V", fos_write},
    {"java/io/FileOutputStream", "writeBytes", "([BIIZ)V", fos_writeBytes},

    {"java/io/RandomAccessFile", "initIDs", "()V", raf_initIDs},
    {"java/io/RandomAccessFile", "open0", "(Ljava/lang/String;I)V", raf_open0},
    {"java/io/RandomAccessFile", "read0", "()I", raf_read0},
    {"java/io/RandomAccessFile", "readBytes", "([BII)I", raf_readBytes},
    {"java/io/RandomAccessFile", "write0", "(I)V", raf_write0},
    {"java/io/RandomAccessFile", "writeBytes", "([BII)V", raf_writeBytes},
    {"java/io/RandomAccessFile", "getFilePointer", "()J", raf_getFilePointer},
    {"java/io/RandomAccessFile", "seek0", "(J)V", raf_seek0},
    {"java/io/RandomAccessFile", "length", "()J", raf_length},
    {"java/io/RandomAccessFile", "setLength", "(J)V", raf_setLength},

    {"java/io/UnixFileSystem", "initIDs", "()V", ufs_initIDs},
    {"java/io/UnixFileSystem", "canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", ufs_canonicalize0},
    {"java/io/UnixFileSystem", "getBooleanAttributes0", "(Ljava/io/File;)I", ufs_getBooleanAttributes0},
    {"java/io/UnixFileSystem", "checkAccess", "(Ljava/io/File;I)Z", ufs_checkAccess},
    {"java/io/UnixFileSystem", "getLastModifiedTime", "(Ljava/io/File;)J", ufs_getLastModifiedTime},
    {"java/io/UnixFileSystem", "getLength", "(Ljava/io/File;)J", ufs_getLength},
    {"java/io/UnixFileSystem", "setPermission", "(Ljava/io/File;IZZ)Z", ufs_setPermission},
    {"java/io/UnixFileSystem", "createFileExclusively", "(Ljava/lang/String;)Z", ufs_createFileExclusively},
    {"java/io/UnixFileSystem", "delete0", "(Ljava/io/File;)Z", ufs_delete0},
    {"java/io/UnixFileSystem", "list", "(Ljava/io/File;)[Ljava/lang/String;", ufs_list},
    {"java/io/UnixFileSystem", "createDirectory", "(Ljava/io/File;)Z", ufs_createDirectory},
    {"java/io/UnixFileSystem", "rename0", "(Ljava/io/File;Ljava/io/File;)Z", ufs_rename0},
    {"java/io/UnixFileSystem", "setLastModifiedTime", "(Ljava/io/File;J)Z", ufs_setLastModifiedTime},
    {"java/io/UnixFileSystem", "setReadOnly", "(Ljava/io/File;)Z", ufs_setReadOnly},
    {"java/io/UnixFileSystem", "getSpace", "(Ljava/io/File;I)J", ufs_getSpace},
    {"java/io/UnixFileSystem", "getNameMax0", "(Ljava/lang/String;)J", ufs_getNameMax0},

    {"java/io/Console", "encoding", "()Ljava/lang/String;", console_encoding},
    {"java/io/Console", "echo", "(Z)Z", console_echo},
    {"java/io/Console", "istty", "()Z", console_istty},
    {"java/io/Console", "ttyStatus", "()I", console_ttyStatus},

    {"java/io/ObjectStreamClass", "initNative", "()V", vm_native_nothing},
    {"java/io/ObjectStreamClass", "hasStaticInitializer", "(Ljava/lang/Class;)Z", osc_hasStaticInitializer},

    {NULL, NULL, NULL, NULL}
};
