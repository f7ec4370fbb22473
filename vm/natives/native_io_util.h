/* native_io_util.h: helpers shared by the natives of java.io (io.c), sun.nio.ch / sun.nio.fs (nio.c),
   java.util.zip (zip.c) and networking (net*.c), and only by them: cached field offsets, file
   descriptors held in java.io.FileDescriptor objects, errno numbering and messages, sun.nio.ch's
   IOStatus results, and the exceptions those natives throw with the messages HotSpot 17 gives on
   Linux.

   errno numbering. The Java side of the class library was generated for Linux: UnixConstants.ENOENT
   is 2, and so on. Emscripten's libc numbers errno differently (ENOENT is 44 there), so every errno
   that crosses into Java (sun.nio.fs.UnixException.errno) goes through io_errno_to_linux, and every
   one that comes from Java (UnixNativeDispatcher.strerror) through io_errno_from_linux. Messages are
   glibc's texts in both builds (the table below, taken from glibc), so that a wasm run prints
   "x (No such file or directory)" exactly like HotSpot on Linux. Open flags, mode bits and the
   AT_* flags have the same values in both libcs (checked), so they pass through unchanged. */
#ifndef VITRINE_NATIVE_IO_UTIL_H
#define VITRINE_NATIVE_IO_UTIL_H

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm.h"

/* A native address passed as a Java long (NativeBuffer, DirectBuffer, z_stream, DIR*, FILE*).
   Through intptr_t so that the wasm32 build (32-bit pointers) is clean. */
#define IO_PTR(j) ((void *)(intptr_t)(j))
#define IO_JLONG(p) ((jlong)(intptr_t)(p))

/* Retries a system call interrupted by a signal, as the JDK's RESTARTABLE does. */
#define IO_RESTARTABLE(expr, res) \
    do { (res) = (expr); } while ((res) == -1 && errno == EINTR)

/* Calls that may block (reads and writes of terminals, pipes, FIFOs, sockets; poll): they run as
   native code, so other Java threads go on natively if they take long (vm_enter_native). errno
   survives. Needs a `Thread *t` in scope. IO_BLOCKING also restarts on EINTR. */
#define IO_NATIVE(stmt)                       \
    do {                                      \
        vm_enter_native(t);                   \
        stmt;                                 \
        int saved_errno_ = errno;             \
        vm_leave_native(t);                   \
        errno = saved_errno_;                 \
    } while (0)
#define IO_BLOCKING(expr, res) IO_NATIVE(IO_RESTARTABLE(expr, res))

/* A native whose answer is a constant int: a value or struct layout of the C library that the Java
   side asks for (sun.nio.ch.Net's poll bits, EPoll's event layout...). */
#define IO_INT_CONSTANT_NATIVE(fn, value)                    \
    static NativeResult fn(Thread *t, Slot *args, Slot *ret) \
    {                                                        \
        (void)t, (void)args;                                 \
        ret->i = (jint)(value);                              \
        return NR_OK;                                        \
    }

/* The byte offset of a field, looked up once (needs a `Thread *t` in scope). Offsets are never 0:
   every object starts with its header. */
#define IO_OFFSET(cache, cls, name, desc) \
    ((cache) ? (cache) : ((cache) = vm_field_offset(t, (cls), (name), (desc))))

/* sun.nio.ch.IOStatus */
enum {
    IOS_EOF = -1,
    IOS_UNAVAILABLE = -2,
    IOS_INTERRUPTED = -3,
    IOS_UNSUPPORTED = -4,
    IOS_THROWN = -5,
    IOS_UNSUPPORTED_CASE = -6
};

/* ------------------------------------------------------------------ java.io.FileDescriptor */

static inline uint32_t io_fdo_fd_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/io/FileDescriptor", "fd", "I");
}

static inline uint32_t io_fdo_append_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/io/FileDescriptor", "append", "Z");
}

/* The int fd of a FileDescriptor object; -1 for a null object (as the JDK's fdval/getFD). */
static inline jint io_fdval(Thread *t, Object *fdo)
{
    return fdo ? FIELD_AT(fdo, io_fdo_fd_offset(t), jint) : -1;
}

static inline void io_set_fdval(Thread *t, Object *fdo, jint fd)
{
    if (fdo)
        FIELD_AT(fdo, io_fdo_fd_offset(t), jint) = fd;
}

/* ------------------------------------------------------------------ errno */

#ifdef VITRINE_WASI
#include "wasi_errno.h"
#endif

#ifdef VITRINE_WASM
typedef struct IoErrno {
    int host;           /* this libc's value */
    int linux_no;       /* Linux's value, what the Java side expects */
    const char *msg;    /* glibc's strerror text */
} IoErrno;

static const IoErrno io_errno_table[] = {
    {0, 0, "Success"},
    {EPERM, 1, "Operation not permitted"},
    {ENOENT, 2, "No such file or directory"},
    {ESRCH, 3, "No such process"},
    {EINTR, 4, "Interrupted system call"},
    {EIO, 5, "Input/output error"},
    {ENXIO, 6, "No such device or address"},
    {E2BIG, 7, "Argument list too long"},
    {ENOEXEC, 8, "Exec format error"},
    {EBADF, 9, "Bad file descriptor"},
    {ECHILD, 10, "No child processes"},
    {EAGAIN, 11, "Resource temporarily unavailable"},
    {ENOMEM, 12, "Cannot allocate memory"},
    {EACCES, 13, "Permission denied"},
    {EFAULT, 14, "Bad address"},
    {ENOTBLK, 15, "Block device required"},
    {EBUSY, 16, "Device or resource busy"},
    {EEXIST, 17, "File exists"},
    {EXDEV, 18, "Invalid cross-device link"},
    {ENODEV, 19, "No such device"},
    {ENOTDIR, 20, "Not a directory"},
    {EISDIR, 21, "Is a directory"},
    {EINVAL, 22, "Invalid argument"},
    {ENFILE, 23, "Too many open files in system"},
    {EMFILE, 24, "Too many open files"},
    {ENOTTY, 25, "Inappropriate ioctl for device"},
    {ETXTBSY, 26, "Text file busy"},
    {EFBIG, 27, "File too large"},
    {ENOSPC, 28, "No space left on device"},
    {ESPIPE, 29, "Illegal seek"},
    {EROFS, 30, "Read-only file system"},
    {EMLINK, 31, "Too many links"},
    {EPIPE, 32, "Broken pipe"},
    {EDOM, 33, "Numerical argument out of domain"},
    {ERANGE, 34, "Numerical result out of range"},
    {EDEADLOCK, 35, "Resource deadlock avoided"},
    {ENAMETOOLONG, 36, "File name too long"},
    {ENOLCK, 37, "No locks available"},
    {ENOSYS, 38, "Function not implemented"},
    {ENOTEMPTY, 39, "Directory not empty"},
    {ELOOP, 40, "Too many levels of symbolic links"},
    {ENOMSG, 42, "No message of desired type"},
    {EIDRM, 43, "Identifier removed"},
    {ECHRNG, 44, "Channel number out of range"},
    {EL2NSYNC, 45, "Level 2 not synchronized"},
    {EL3HLT, 46, "Level 3 halted"},
    {EL3RST, 47, "Level 3 reset"},
    {ELNRNG, 48, "Link number out of range"},
    {EUNATCH, 49, "Protocol driver not attached"},
    {ENOCSI, 50, "No CSI structure available"},
    {EL2HLT, 51, "Level 2 halted"},
    {EBADE, 52, "Invalid exchange"},
    {EBADR, 53, "Invalid request descriptor"},
    {EXFULL, 54, "Exchange full"},
    {ENOANO, 55, "No anode"},
    {EBADRQC, 56, "Invalid request code"},
    {EBADSLT, 57, "Invalid slot"},
    {EBFONT, 59, "Bad font file format"},
    {ENOSTR, 60, "Device not a stream"},
    {ENODATA, 61, "No data available"},
    {ETIME, 62, "Timer expired"},
    {ENOSR, 63, "Out of streams resources"},
    {ENONET, 64, "Machine is not on the network"},
    {ENOPKG, 65, "Package not installed"},
    {EREMOTE, 66, "Object is remote"},
    {ENOLINK, 67, "Link has been severed"},
    {EADV, 68, "Advertise error"},
    {ESRMNT, 69, "Srmount error"},
    {ECOMM, 70, "Communication error on send"},
    {EPROTO, 71, "Protocol error"},
    {EMULTIHOP, 72, "Multihop attempted"},
    {EDOTDOT, 73, "RFS specific error"},
    {EBADMSG, 74, "Bad message"},
    {EOVERFLOW, 75, "Value too large for defined data type"},
    {ENOTUNIQ, 76, "Name not unique on network"},
    {EBADFD, 77, "File descriptor in bad state"},
    {EREMCHG, 78, "Remote address changed"},
    {ELIBACC, 79, "Can not access a needed shared library"},
    {ELIBBAD, 80, "Accessing a corrupted shared library"},
    {ELIBSCN, 81, ".lib section in a.out corrupted"},
    {ELIBMAX, 82, "Attempting to link in too many shared libraries"},
    {ELIBEXEC, 83, "Cannot exec a shared library directly"},
    {EILSEQ, 84, "Invalid or incomplete multibyte or wide character"},
    {ERESTART, 85, "Interrupted system call should be restarted"},
    {ESTRPIPE, 86, "Streams pipe error"},
    {EUSERS, 87, "Too many users"},
    {ENOTSOCK, 88, "Socket operation on non-socket"},
    {EDESTADDRREQ, 89, "Destination address required"},
    {EMSGSIZE, 90, "Message too long"},
    {EPROTOTYPE, 91, "Protocol wrong type for socket"},
    {ENOPROTOOPT, 92, "Protocol not available"},
    {EPROTONOSUPPORT, 93, "Protocol not supported"},
    {ESOCKTNOSUPPORT, 94, "Socket type not supported"},
    {ENOTSUP, 95, "Operation not supported"},
    {EPFNOSUPPORT, 96, "Protocol family not supported"},
    {EAFNOSUPPORT, 97, "Address family not supported by protocol"},
    {EADDRINUSE, 98, "Address already in use"},
    {EADDRNOTAVAIL, 99, "Cannot assign requested address"},
    {ENETDOWN, 100, "Network is down"},
    {ENETUNREACH, 101, "Network is unreachable"},
    {ENETRESET, 102, "Network dropped connection on reset"},
    {ECONNABORTED, 103, "Software caused connection abort"},
    {ECONNRESET, 104, "Connection reset by peer"},
    {ENOBUFS, 105, "No buffer space available"},
    {EISCONN, 106, "Transport endpoint is already connected"},
    {ENOTCONN, 107, "Transport endpoint is not connected"},
    {ESHUTDOWN, 108, "Cannot send after transport endpoint shutdown"},
    {ETOOMANYREFS, 109, "Too many references: cannot splice"},
    {ETIMEDOUT, 110, "Connection timed out"},
    {ECONNREFUSED, 111, "Connection refused"},
    {EHOSTDOWN, 112, "Host is down"},
    {EHOSTUNREACH, 113, "No route to host"},
    {EALREADY, 114, "Operation already in progress"},
    {EINPROGRESS, 115, "Operation now in progress"},
    {ESTALE, 116, "Stale file handle"},
    {EUCLEAN, 117, "Structure needs cleaning"},
    {ENOTNAM, 118, "Not a XENIX named type file"},
    {ENAVAIL, 119, "No XENIX semaphores available"},
    {EISNAM, 120, "Is a named type file"},
    {EREMOTEIO, 121, "Remote I/O error"},
    {EDQUOT, 122, "Disk quota exceeded"},
    {ENOMEDIUM, 123, "No medium found"},
    {EMEDIUMTYPE, 124, "Wrong medium type"},
    {ECANCELED, 125, "Operation canceled"},
    {ENOKEY, 126, "Required key not available"},
    {EKEYEXPIRED, 127, "Key has expired"},
    {EKEYREVOKED, 128, "Key has been revoked"},
    {EKEYREJECTED, 129, "Key was rejected by service"},
    {EOWNERDEAD, 130, "Owner died"},
    {ENOTRECOVERABLE, 131, "State not recoverable"},
    {ERFKILL, 132, "Operation not possible due to RF-kill"},
#ifdef VITRINE_WASI
    /* a path outside every directory the host granted: to Java, a file it may not touch (after EACCES
       above, so that Linux's 13 still maps back to EACCES) */
    {ENOTCAPABLE, 13, "Permission denied"},
#endif
};

static inline const IoErrno *io_errno_by_host(int e)
{
    for (size_t i = 0; i < sizeof io_errno_table / sizeof io_errno_table[0]; i++)
        if (io_errno_table[i].host == e)
            return &io_errno_table[i];
    return NULL;
}

static inline const IoErrno *io_errno_by_linux(int e)
{
    for (size_t i = 0; i < sizeof io_errno_table / sizeof io_errno_table[0]; i++)
        if (io_errno_table[i].linux_no == e)
            return &io_errno_table[i];
    return NULL;
}
#endif

/* ------------------------------------------------------------------ open and *at flags */

/* Java's sun.nio.fs.UnixConstants hold Linux's values. glibc and Emscripten's libc use the same ones;
   wasi-libc has its own numbering, into which they are translated. */
static inline int io_open_flags_from_linux(int f)
{
#ifdef VITRINE_WASI
    int h;
    switch (f & 3) {
    case 1: h = O_WRONLY; break;
    case 2: h = O_RDWR; break;
    default: h = O_RDONLY; break;
    }
    if (f & 0100) h |= O_CREAT;
    if (f & 0200) h |= O_EXCL;
    if (f & 01000) h |= O_TRUNC;
    if (f & 02000) h |= O_APPEND;
    if (f & 04000) h |= O_NONBLOCK;
    if (f & 04010000) h |= (f & 04010000) == 04010000 ? O_SYNC : O_DSYNC;
    if (f & 0200000) h |= O_DIRECTORY;
    if (f & 0400000) h |= O_NOFOLLOW;
    /* O_NOCTTY, O_CLOEXEC, O_DIRECT: nothing in WASI they could change */
    return h;
#else
    return f;
#endif
}

/* AT_SYMLINK_NOFOLLOW (0x100) and AT_REMOVEDIR (0x200), Linux's values -> this libc's */
static inline int io_at_flags_from_linux(int f)
{
#ifdef VITRINE_WASI
    return (f & 0x100 ? AT_SYMLINK_NOFOLLOW : 0) | (f & 0x200 ? AT_REMOVEDIR : 0);
#else
    return f;
#endif
}

/* This libc's errno value -> the Linux value the Java side compares with. */
static inline int io_errno_to_linux(int e)
{
#ifdef VITRINE_WASM
    const IoErrno *x = io_errno_by_host(e);
    return x ? x->linux_no : e;
#else
    return e;
#endif
}

/* A Linux errno value (from Java) -> this libc's value. */
static inline int io_errno_from_linux(int e)
{
#ifdef VITRINE_WASM
    const IoErrno *x = io_errno_by_linux(e);
    return x ? x->host : e;
#else
    return e;
#endif
}

/* glibc's message for a Linux errno value ("Unknown error N" when unknown). buf: at least 32 bytes. */
static inline const char *io_strerror_linux(int linux_no, char *buf, size_t buflen)
{
#ifdef VITRINE_WASM
    const IoErrno *x = io_errno_by_linux(linux_no);
    if (x)
        return x->msg;
    snprintf(buf, buflen, "Unknown error %d", linux_no);
    return buf;
#else
    (void)buf;
    (void)buflen;
    return strerror(linux_no);
#endif
}

/* glibc's message for an errno value of this libc. */
static inline const char *io_strerror(int e)
{
    static char buf[32];
    return io_strerror_linux(io_errno_to_linux(e), buf, sizeof buf);
}

/* ------------------------------------------------------------------ exceptions */

/* JNU_ThrowByNameWithLastError: the message is the error text when err != 0, else default_msg
   (which may be NULL: no message). */
static inline NativeResult io_throw_last_error(Thread *t, const char *class_name, int err,
                                               const char *default_msg)
{
    if (err != 0)
        return vm_throw(t, class_name, "%s", io_strerror(err));
    if (default_msg)
        return vm_throw(t, class_name, "%s", default_msg);
    return vm_throw(t, class_name, NULL);
}

/* JNU_ThrowIOExceptionWithLastError */
static inline NativeResult io_throw_ioe_errno(Thread *t, int err, const char *default_msg)
{
    return io_throw_last_error(t, "java/io/IOException", err, default_msg);
}

static inline NativeResult io_throw_ioe(Thread *t, const char *msg)
{
    return vm_throw(t, "java/io/IOException", "%s", msg);
}

/* The JDK's bounds check of (off, len) against an array: off < 0 || len < 0 || length - off < len. */
static inline bool io_out_of_bounds(Object *array, jint off, jint len)
{
    return off < 0 || len < 0 || ARRAY_LENGTH(array) - off < len;
}

/* The IOStatus of a call that failed with err, when the failure is one: IOS_UNAVAILABLE when it would
   block, IOS_INTERRUPTED when a signal interrupted it; 0 for a real error. */
static inline jint io_status_of_errno(int err)
{
    if (err == EAGAIN || err == EWOULDBLOCK)
        return IOS_UNAVAILABLE;
    return err == EINTR ? IOS_INTERRUPTED : 0;
}

/* sun.nio.ch's convertReturnVal: bytes done, or an IOStatus code, or IOException ("Read failed" / "Write
   failed" when errno is 0). */
static inline NativeResult io_convert_return(Thread *t, jlong n, bool reading, jlong *out)
{
    if (n > 0) {
        *out = n;
    } else if (n == 0) {
        *out = reading ? IOS_EOF : 0;
    } else if ((*out = io_status_of_errno(errno)) == 0) {
        *out = IOS_THROWN;
        return io_throw_ioe_errno(t, errno, reading ? "Read failed" : "Write failed");
    }
    return NR_OK;
}

static inline NativeResult io_ret_int_status(Thread *t, Slot *ret, jlong n, bool reading)
{
    jlong v;
    NativeResult r = io_convert_return(t, n, reading, &v);
    ret->i = (jint)v;
    return r;
}

static inline NativeResult io_ret_long_status(Thread *t, Slot *ret, jlong n, bool reading)
{
    jlong v;
    NativeResult r = io_convert_return(t, n, reading, &v);
    ret->j = v;
    return r;
}

/* ------------------------------------------------------------------ arrays */

/* A new byte[] holding len bytes from data; NULL with OutOfMemoryError pending. */
static inline Object *io_new_byte_array(Thread *t, const void *data, size_t len)
{
    if (len > INT32_MAX) {
        vm_throw_oom(t, NULL);
        return NULL;
    }
    Object *a = vm_new_prim_array(t, 'B', (jint)len);
    if (a && len)
        memcpy(ARRAY_DATA(a, jbyte), data, len);
    return a;
}

#endif
