/* net_inherited.c: the natives of sun.nio.ch.InheritedChannel, behind System.inheritedChannel(): the
   channel of a socket the process got as its standard input (inetd style). The class library copies
   descriptor 0 (dup), asks what kind of socket the copy is (type, family, peer) and wraps it in a
   SocketChannel, ServerSocketChannel or DatagramChannel; it answers null when standard input is not a
   socket. The WebAssembly builds have no sockets, so standard input never is one: there the copy is
   not made and the answer is null, as on Linux with a file or a pipe as standard input. */
#include <fcntl.h>
#include <stddef.h>
#include <unistd.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <sys/socket.h>
#include <sys/un.h>

/* InheritedChannel's constants (its Java fields): socket types, address families, open modes */
enum { INH_UNKNOWN = -1, INH_SOCK_STREAM = 1, INH_SOCK_DGRAM = 2 };
enum { INH_AF_INET = 1, INH_AF_INET6 = 2, INH_AF_UNIX = 3 };
enum { INH_O_RDONLY = 0, INH_O_WRONLY = 1, INH_O_RDWR = 2 };

/* static int dup(int fd) */
static NativeResult inh_dup(Thread *t, Slot *args, Slot *ret)
{
    int fd;
    IO_RESTARTABLE(dup(args[0].i), fd);
    if (fd < 0)
        return io_throw_ioe_errno(t, errno, "dup failed");
    ret->i = fd;
    return NR_OK;
}

/* static void dup2(int fd, int fd2) */
static NativeResult inh_dup2(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int r;
    IO_RESTARTABLE(dup2(args[0].i, args[1].i), r);
    return r < 0 ? io_throw_ioe_errno(t, errno, "dup2 failed") : NR_OK;
}

/* static int open0(String path, int oflag) */
static NativeResult inh_open0(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    int flags;
    switch (args[1].i) {
    case INH_O_RDONLY:
        flags = O_RDONLY;
        break;
    case INH_O_WRONLY:
        flags = O_WRONLY;
        break;
    case INH_O_RDWR:
        flags = O_RDWR;
        break;
    default:
        return vm_throw(t, "java/lang/InternalError", "Unrecognized open mode %d", (int)args[1].i);
    }
    char *path = vm_string_to_utf8(args[0].l);
    int fd;
    IO_RESTARTABLE(open(path, flags), fd);
    int err = errno;
    free(path);
    if (fd < 0)
        return io_throw_ioe_errno(t, err, "open failed");
    ret->i = fd;
    return NR_OK;
}

/* static void close0(int fd) */
static NativeResult inh_close0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return close(args[0].i) < 0 ? io_throw_ioe_errno(t, errno, "close failed") : NR_OK;
}

/* static int soType0(int fd): SOCK_STREAM, SOCK_DGRAM or UNKNOWN (not a socket, or another type) */
static NativeResult inh_soType0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    int type = 0;
    socklen_t len = sizeof type;
    ret->i = INH_UNKNOWN;
    if (getsockopt(args[0].i, SOL_SOCKET, SO_TYPE, &type, &len) == 0) {
        if (type == SOCK_STREAM)
            ret->i = INH_SOCK_STREAM;
        else if (type == SOCK_DGRAM)
            ret->i = INH_SOCK_DGRAM;
    }
    return NR_OK;
}

/* static int addressFamily(int fd): of the socket's own address */
static NativeResult inh_addressFamily(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    struct sockaddr_storage sa;
    socklen_t len = sizeof sa;
    ret->i = INH_UNKNOWN;
    if (getsockname(args[0].i, (struct sockaddr *)&sa, &len) == 0) {
        if (sa.ss_family == AF_INET)
            ret->i = INH_AF_INET;
        else if (sa.ss_family == AF_INET6)
            ret->i = INH_AF_INET6;
        else if (sa.ss_family == AF_UNIX)
            ret->i = INH_AF_UNIX;
    }
    return NR_OK;
}

/* static InetAddress inetPeerAddress0(int fd): null when the socket has no peer (a listening one) */
static NativeResult inh_inetPeerAddress0(Thread *t, Slot *args, Slot *ret)
{
    NetSockaddr sa;
    socklen_t len = sizeof sa;
    ret->l = NULL;
    if (getpeername(args[0].i, &sa.sa, &len) != 0)
        return NR_OK;
    ret->l = net_inet_address_from_sockaddr(t, &sa.sa, NULL);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* static int peerPort0(int fd): -1 without a peer */
static NativeResult inh_peerPort0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    NetSockaddr sa;
    socklen_t len = sizeof sa;
    ret->i = -1;
    if (getpeername(args[0].i, &sa.sa, &len) != 0)
        return NR_OK;
    if (sa.sa.sa_family == AF_INET)
        ret->i = ntohs(sa.in4.sin_port);
    else if (sa.sa.sa_family == AF_INET6)
        ret->i = ntohs(sa.in6.sin6_port);
    return NR_OK;
}

/* static byte[] unixPeerAddress0(int fd): the peer's path (empty for an unnamed socket) */
static NativeResult inh_unixPeerAddress0(Thread *t, Slot *args, Slot *ret)
{
    struct sockaddr_un sa;
    socklen_t len = sizeof sa;
    memset(&sa, 0, sizeof sa);
    if (getpeername(args[0].i, (struct sockaddr *)&sa, &len) != 0)
        return io_throw_ioe_errno(t, errno, "getpeername failed");
    size_t n = 0;
    if (len > offsetof(struct sockaddr_un, sun_path))
        n = strnlen(sa.sun_path, len - offsetof(struct sockaddr_un, sun_path));
    ret->l = io_new_byte_array(t, sa.sun_path, n);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* static boolean isConnected(int fd) */
static NativeResult inh_isConnected(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    struct sockaddr_storage sa;
    socklen_t len = sizeof sa;
    ret->i = getpeername(args[0].i, (struct sockaddr *)&sa, &len) == 0;
    return NR_OK;
}

#define INHERITED_FN(f) f
#else
/* No descriptor is a socket: dup and open0 make no descriptor (-1), which soType0 reports as not a
   socket and close0 has nothing to close for, so getChannel() answers null. */
IO_INT_CONSTANT_NATIVE(inh_dup, -1)
IO_INT_CONSTANT_NATIVE(inh_open0, -1)
IO_INT_CONSTANT_NATIVE(inh_soType0, -1)
IO_INT_CONSTANT_NATIVE(inh_addressFamily, -1)
#define inh_close0 vm_native_nothing
#define INHERITED_FN(f) net_no_sockets
#endif

#define INHERITED "sun/nio/ch/InheritedChannel"

const NativeDef vm_natives_net_inherited[] = {
    {INHERITED, "initIDs", "()V", vm_native_nothing},
    {INHERITED, "dup", "(I)I", inh_dup},
    {INHERITED, "dup2", "(II)V", INHERITED_FN(inh_dup2)},
    {INHERITED, "open0", "(Ljava/lang/String;I)I", inh_open0},
    {INHERITED, "close0", "(I)V", inh_close0},
    {INHERITED, "soType0", "(I)I", inh_soType0},
    {INHERITED, "addressFamily", "(I)I", inh_addressFamily},
    {INHERITED, "inetPeerAddress0", "(I)Ljava/net/InetAddress;", INHERITED_FN(inh_inetPeerAddress0)},
    {INHERITED, "unixPeerAddress0", "(I)[B", INHERITED_FN(inh_unixPeerAddress0)},
    {INHERITED, "peerPort0", "(I)I", INHERITED_FN(inh_peerPort0)},
    {INHERITED, "isConnected", "(I)Z", INHERITED_FN(inh_isConnected)},
    {NULL, NULL, NULL, NULL}
};
