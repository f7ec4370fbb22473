/* net_datagram.c: the datagram natives of sun.nio.ch on Linux, with the behaviour of HotSpot 17's
   libnio: DatagramChannelImpl (receive, send, disconnect; java.net.DatagramSocket runs on it too),
   DatagramDispatcher (reads and writes of a connected channel) and NativeSocketAddress, the layout of
   the socket addresses the Java side reads and writes in native memory. An ICMP "port unreachable"
   for a connected channel is java.net.PortUnreachableException. Blocking receives run natively and
   end when another thread closes the channel (net_wait, net_util.h).

   The WebAssembly builds have no sockets: NativeSocketAddress answers Linux's layout (so that the
   class initializes) and the rest fails as every socket call there does. */
#include <stddef.h>
#include <unistd.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#endif

#define FDESC "Ljava/io/FileDescriptor;"

/* ------------------------------------------------------------------ sun.nio.ch.NativeSocketAddress */

/* Linux's values and struct layouts; the WebAssembly builds have no sockaddr_in6 of their own to ask
   and answer the same (x86-64 and wasm32 lay these structs out alike). */
#ifdef VITRINE_WASM
enum {
    NSA_AF_INET = 2,
    NSA_AF_INET6 = 10,
    NSA_SIZEOF_IN4 = 16,
    NSA_SIZEOF_IN6 = 28,
    NSA_SIZEOF_FAMILY = 2,
    NSA_OFFSET_FAMILY = 0,
    NSA_OFFSET_IN4_PORT = 2,
    NSA_OFFSET_IN4_ADDR = 4,
    NSA_OFFSET_IN6_PORT = 2,
    NSA_OFFSET_IN6_FLOWINFO = 4,
    NSA_OFFSET_IN6_ADDR = 8,
    NSA_OFFSET_IN6_SCOPE = 24
};
#else
enum {
    NSA_AF_INET = AF_INET,
    NSA_AF_INET6 = AF_INET6,
    NSA_SIZEOF_IN4 = sizeof(struct sockaddr_in),
    NSA_SIZEOF_IN6 = sizeof(struct sockaddr_in6),
    NSA_SIZEOF_FAMILY = sizeof(sa_family_t),
    NSA_OFFSET_FAMILY = offsetof(struct sockaddr_in, sin_family),
    NSA_OFFSET_IN4_PORT = offsetof(struct sockaddr_in, sin_port),
    NSA_OFFSET_IN4_ADDR = offsetof(struct sockaddr_in, sin_addr),
    NSA_OFFSET_IN6_PORT = offsetof(struct sockaddr_in6, sin6_port),
    NSA_OFFSET_IN6_FLOWINFO = offsetof(struct sockaddr_in6, sin6_flowinfo),
    NSA_OFFSET_IN6_ADDR = offsetof(struct sockaddr_in6, sin6_addr),
    NSA_OFFSET_IN6_SCOPE = offsetof(struct sockaddr_in6, sin6_scope_id)
};
#endif

#define NSA_CONSTANT(fn, value)                                 \
    static NativeResult fn(Thread *t, Slot *args, Slot *ret)    \
    {                                                           \
        (void)t, (void)args;                                    \
        ret->i = (value);                                       \
        return NR_OK;                                           \
    }

NSA_CONSTANT(nsa_AFINET, NSA_AF_INET)
NSA_CONSTANT(nsa_AFINET6, NSA_AF_INET6)
NSA_CONSTANT(nsa_sizeofSockAddr4, NSA_SIZEOF_IN4)
NSA_CONSTANT(nsa_sizeofSockAddr6, NSA_SIZEOF_IN6)
NSA_CONSTANT(nsa_sizeofFamily, NSA_SIZEOF_FAMILY)
NSA_CONSTANT(nsa_offsetFamily, NSA_OFFSET_FAMILY)
NSA_CONSTANT(nsa_offsetSin4Port, NSA_OFFSET_IN4_PORT)
NSA_CONSTANT(nsa_offsetSin4Addr, NSA_OFFSET_IN4_ADDR)
NSA_CONSTANT(nsa_offsetSin6Port, NSA_OFFSET_IN6_PORT)
NSA_CONSTANT(nsa_offsetSin6Addr, NSA_OFFSET_IN6_ADDR)
NSA_CONSTANT(nsa_offsetSin6ScopeId, NSA_OFFSET_IN6_SCOPE)
NSA_CONSTANT(nsa_offsetSin6FlowInfo, NSA_OFFSET_IN6_FLOWINFO)

#ifndef VITRINE_WASM

/* The largest datagram: longer buffers are cut to it. */
#define MAX_PACKET_LEN 65536

static NativeResult port_unreachable(Thread *t, Slot *ret)
{
    ret->j = 0;
    ret->i = IOS_THROWN;
    return vm_throw(t, "java/net/PortUnreachableException", NULL);
}

/* A failed receive or send (errno set): an IOStatus for a channel that would block or was interrupted,
   PortUnreachableException for an ICMP error, else the SocketException of errno. */
static NativeResult datagram_failed(Thread *t, Slot *ret)
{
    if ((ret->i = io_status_of_errno(errno)) != 0)
        return NR_OK;
    if (errno == ECONNREFUSED)
        return port_unreachable(t, ret);
    ret->i = IOS_THROWN;
    return net_throw_socket_error(t, errno);
}

/* ------------------------------------------------------------------ sun.nio.ch.DatagramChannelImpl */

/* static int receive0(FileDescriptor, long address, int len, long senderAddress, boolean connected):
   the datagram's length, its sender written at senderAddress */
static NativeResult dci_receive0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    void *buf = IO_PTR(args[1].j);
    size_t len = args[3].i > MAX_PACKET_LEN ? MAX_PACKET_LEN : (size_t)args[3].i;
    NetSockaddr *sender = IO_PTR(args[4].j);
    bool connected = args[6].i;
    for (;;) {
        socklen_t sa_len = sizeof *sender;
        ssize_t n = -1;
        if (net_wait_if_blocking(t, fd, POLLIN))
            IO_NATIVE(n = recvfrom(fd, buf, len, 0, &sender->sa, &sa_len));
        if (n >= 0) {
            ret->i = (jint)n;
            return NR_OK;
        }
        /* an earlier send's ICMP error: the concern of a connected channel only */
        if (errno != ECONNREFUSED || connected)
            return datagram_failed(t, ret);
    }
}

/* static int send0(FileDescriptor, long address, int len, long targetAddress, int targetAddressLen) */
static NativeResult dci_send0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    const NetSockaddr *target = IO_PTR(args[4].j);
    ssize_t n;
    IO_NATIVE(n = sendto(fd, IO_PTR(args[1].j), (size_t)args[3].i, 0, &target->sa, (socklen_t)args[6].i));
    if (n >= 0) {
        ret->i = (jint)n;
        return NR_OK;
    }
    return datagram_failed(t, ret);
}

/* static void disconnect0(FileDescriptor, boolean isIPv6): connect to AF_UNSPEC */
static NativeResult dci_disconnect0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    NetSockaddr sa;
    memset(&sa, 0, sizeof sa);
    sa.sa.sa_family = AF_UNSPEC;
    socklen_t len = args[1].i ? sizeof sa.in6 : sizeof sa.in4;
    if (connect(io_fdval(t, args[0].l), &sa.sa, len) < 0)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.DatagramDispatcher */

static NativeResult datagram_result(Thread *t, Slot *ret, ssize_t n, bool reading, bool is_long)
{
    if (n < 0 && errno == ECONNREFUSED)
        return port_unreachable(t, ret);
    return is_long ? io_ret_long_status(t, ret, n, reading) : io_ret_int_status(t, ret, n, reading);
}

/* static int read0(FileDescriptor, long address, int len) */
static NativeResult dd_read0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n = -1;
    if (net_wait_if_blocking(t, fd, POLLIN))
        IO_NATIVE(n = recv(fd, IO_PTR(args[1].j), (size_t)args[3].i, 0));
    return datagram_result(t, ret, n, true, false);
}

/* static long readv0(FileDescriptor, long iovec address, int count) */
static NativeResult dd_readv0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n = -1;
    if (net_wait_if_blocking(t, fd, POLLIN))
        IO_NATIVE(n = readv(fd, IO_PTR(args[1].j), args[3].i));
    return datagram_result(t, ret, n, true, true);
}

/* static int write0(FileDescriptor, long address, int len) */
static NativeResult dd_write0(Thread *t, Slot *args, Slot *ret)
{
    ssize_t n;
    IO_NATIVE(n = send(io_fdval(t, args[0].l), IO_PTR(args[1].j), (size_t)args[3].i, 0));
    return datagram_result(t, ret, n, false, false);
}

/* static long writev0(FileDescriptor, long iovec address, int count) */
static NativeResult dd_writev0(Thread *t, Slot *args, Slot *ret)
{
    ssize_t n;
    IO_NATIVE(n = writev(io_fdval(t, args[0].l), IO_PTR(args[1].j), args[3].i));
    return datagram_result(t, ret, n, false, true);
}

#define SOCKET_FN(f) f
#else
#define SOCKET_FN(f) net_no_sockets
#endif /* VITRINE_WASM */

#define NSA "sun/nio/ch/NativeSocketAddress"
#define DCI "sun/nio/ch/DatagramChannelImpl"
#define DD "sun/nio/ch/DatagramDispatcher"

const NativeDef vm_natives_net_datagram[] = {
    {NSA, "AFINET", "()I", nsa_AFINET},
    {NSA, "AFINET6", "()I", nsa_AFINET6},
    {NSA, "sizeofSockAddr4", "()I", nsa_sizeofSockAddr4},
    {NSA, "sizeofSockAddr6", "()I", nsa_sizeofSockAddr6},
    {NSA, "sizeofFamily", "()I", nsa_sizeofFamily},
    {NSA, "offsetFamily", "()I", nsa_offsetFamily},
    {NSA, "offsetSin4Port", "()I", nsa_offsetSin4Port},
    {NSA, "offsetSin4Addr", "()I", nsa_offsetSin4Addr},
    {NSA, "offsetSin6Port", "()I", nsa_offsetSin6Port},
    {NSA, "offsetSin6Addr", "()I", nsa_offsetSin6Addr},
    {NSA, "offsetSin6ScopeId", "()I", nsa_offsetSin6ScopeId},
    {NSA, "offsetSin6FlowInfo", "()I", nsa_offsetSin6FlowInfo},

    {DCI, "receive0", "(" FDESC "JIJZ)I", SOCKET_FN(dci_receive0)},
    {DCI, "send0", "(" FDESC "JIJI)I", SOCKET_FN(dci_send0)},
    {DCI, "disconnect0", "(" FDESC "Z)V", SOCKET_FN(dci_disconnect0)},

    {DD, "read0", "(" FDESC "JI)I", SOCKET_FN(dd_read0)},
    {DD, "readv0", "(" FDESC "JI)J", SOCKET_FN(dd_readv0)},
    {DD, "write0", "(" FDESC "JI)I", SOCKET_FN(dd_write0)},
    {DD, "writev0", "(" FDESC "JI)J", SOCKET_FN(dd_writev0)},

    {NULL, NULL, NULL, NULL}
};
