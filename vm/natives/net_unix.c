/* net_unix.c: the natives of sun.nio.ch.UnixDomainSockets on Linux (SocketChannel and
   ServerSocketChannel of StandardProtocolFamily.UNIX), with the behaviour of HotSpot 17's libnio.
   Paths cross as byte arrays in the platform's encoding; the other calls on these channels (reads,
   writes, poll, shutdown) are the ones of TCP channels (net_nio.c). The WebAssembly builds report the
   family unsupported, which the Java side turns into UnsupportedOperationException. */
#include <stddef.h>
#include <unistd.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>

/* A socket address for a path; false with IOException pending when the path does not fit. */
static bool unix_sockaddr(Thread *t, Object *path, struct sockaddr_un *sa, socklen_t *len)
{
    memset(sa, 0, sizeof *sa);
    sa->sun_family = AF_UNIX;
    if (!path) {
        vm_throw_npe(t, NULL);
        return false;
    }
    jint n = ARRAY_LENGTH(path);
    if ((size_t)n >= sizeof sa->sun_path) {
        io_throw_ioe(t, "Unix domain path too long");
        return false;
    }
    memcpy(sa->sun_path, ARRAY_DATA(path, jbyte), (size_t)n);
    *len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + (size_t)n + 1);
    return true;
}

/* The path of a socket address as bytes: empty for an unnamed socket. */
static Object *unix_path_bytes(Thread *t, const struct sockaddr_un *sa, socklen_t len)
{
    size_t n = 0;
    if (len > offsetof(struct sockaddr_un, sun_path))
        n = strnlen(sa->sun_path, len - offsetof(struct sockaddr_un, sun_path));
    return io_new_byte_array(t, sa->sun_path, n);
}

/* static boolean init(): whether this host has UNIX domain sockets */
static NativeResult uds_init(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    ret->i = fd >= 0;
    if (fd >= 0)
        close(fd);
    return NR_OK;
}

/* static int socket0() */
static NativeResult uds_socket0(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->i = socket(AF_UNIX, SOCK_STREAM, 0);
    return ret->i < 0 ? net_throw_socket_error(t, errno) : NR_OK;
}

/* static void bind0(FileDescriptor, byte[] path) */
static NativeResult uds_bind0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct sockaddr_un sa;
    socklen_t len;
    if (!unix_sockaddr(t, args[1].l, &sa, &len))
        return NR_EXCEPTION;
    if (bind(io_fdval(t, args[0].l), (struct sockaddr *)&sa, len) < 0)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* static int connect0(FileDescriptor, byte[] path): 1 when connected, IOS_UNAVAILABLE in progress */
static NativeResult uds_connect0(Thread *t, Slot *args, Slot *ret)
{
    struct sockaddr_un sa;
    socklen_t len;
    ret->i = IOS_THROWN;
    if (!unix_sockaddr(t, args[1].l, &sa, &len))
        return NR_EXCEPTION;
    int r;
    IO_NATIVE(r = connect(io_fdval(t, args[0].l), (struct sockaddr *)&sa, len));
    if (r == 0) {
        ret->i = 1;
        return NR_OK;
    }
    if (errno == EINPROGRESS || errno == EINTR) {
        ret->i = errno == EINPROGRESS ? IOS_UNAVAILABLE : IOS_INTERRUPTED;
        return NR_OK;
    }
    return net_throw_socket_error(t, errno);
}

/* static int accept0(FileDescriptor, FileDescriptor newfd, Object[] path): 1 with the connection's
   descriptor in newfd and the peer's path bytes in path[0] */
static NativeResult uds_accept0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l), nfd;
    struct sockaddr_un sa;
    socklen_t len;
    ret->i = IOS_THROWN;
    for (;;) {
        len = sizeof sa;
        if (!net_wait_if_blocking(t, fd, POLLIN)) {
            nfd = -1;
            break;
        }
        IO_NATIVE(nfd = accept(fd, (struct sockaddr *)&sa, &len));
        if (nfd >= 0 || errno != ECONNABORTED)
            break;
    }
    if (nfd < 0) {
        if ((ret->i = io_status_of_errno(errno)) != 0)
            return NR_OK;
        return io_throw_ioe_errno(t, errno, "Accept failed");
    }
    io_set_fdval(t, args[1].l, nfd);
    Object *path = unix_path_bytes(t, &sa, len);
    if (!path)
        return NR_EXCEPTION;
    ARRAY_DATA(args[2].l, Object *)[0] = path;
    ret->i = 1;
    return NR_OK;
}

/* static byte[] localAddress0(FileDescriptor) */
static NativeResult uds_localAddress0(Thread *t, Slot *args, Slot *ret)
{
    struct sockaddr_un sa;
    socklen_t len = sizeof sa;
    ret->l = NULL;
    if (getsockname(io_fdval(t, args[0].l), (struct sockaddr *)&sa, &len) < 0)
        return net_throw_socket_error(t, errno);
    ret->l = unix_path_bytes(t, &sa, len);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

#define SOCKET_FN(f) f
#else
/* static boolean init(): no sockets of any family */
IO_INT_CONSTANT_NATIVE(uds_init, JNI_FALSE)
#define SOCKET_FN(f) net_no_sockets
#endif

#define UDS "sun/nio/ch/UnixDomainSockets"

const NativeDef vm_natives_net_unix[] = {
    {UDS, "init", "()Z", uds_init},
    {UDS, "socket0", "()I", SOCKET_FN(uds_socket0)},
    {UDS, "bind0", "(Ljava/io/FileDescriptor;[B)V", SOCKET_FN(uds_bind0)},
    {UDS, "connect0", "(Ljava/io/FileDescriptor;[B)I", SOCKET_FN(uds_connect0)},
    {UDS, "accept0", "(Ljava/io/FileDescriptor;Ljava/io/FileDescriptor;[Ljava/lang/Object;)I", SOCKET_FN(uds_accept0)},
    {UDS, "localAddress0", "(Ljava/io/FileDescriptor;)[B", SOCKET_FN(uds_localAddress0)},
    {NULL, NULL, NULL, NULL}
};
