/* net_nio.c: the socket natives of sun.nio.ch on Linux, with the behaviour of HotSpot 17's libnio:
   Net (what java.net.Socket and ServerSocket run on through NioSocketImpl, and SocketChannel,
   ServerSocketChannel; multicast membership), SocketDispatcher (reads; writes go through
   FileDispatcherImpl), the Selector's EPoll and EventFD, and the connect check of the asynchronous
   socket channels. Errors are HotSpot's: handleSocketError's exception classes with the error text
   (net_util.c), IOStatus codes for EAGAIN, EINTR and end of stream.

   Blocking calls (accept, connect, read, poll, epoll_wait) run natively, so other Java threads go on.
   Closing a socket another thread is blocked in works as in HotSpot without signals (net_wait,
   net_util.h): the Java side sees an interrupted call on a closed socket ("Socket closed").

   The WebAssembly builds have no sockets: every native that makes or uses one throws
   SocketException "Sockets are not available in WebAssembly" (net_no_sockets); the constants and
   capability queries answer as for a host without IPv6. */
#include <limits.h>
#include <stddef.h>
#include <poll.h>
#include <unistd.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netinet/ip.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#endif

#define FDESC "Ljava/io/FileDescriptor;"
#define INETADDR "Ljava/net/InetAddress;"

/* ------------------------------------------------------------------ capabilities and constants */

static NativeResult net_isIPv6Available0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
#ifdef VITRINE_WASM
    ret->i = JNI_FALSE;
#else
    ret->i = net_ipv6_available();
#endif
    return NR_OK;
}

/* SO_REUSEPORT, both options on dual-stack sockets, IPv4 groups joined through IPv6 sockets:
   Linux has them */
IO_INT_CONSTANT_NATIVE(net_linux_true, JNI_TRUE)

/* IPv6 multicast options on a socket bound to an IPv4 address: Linux refuses them */
IO_INT_CONSTANT_NATIVE(net_linux_false, JNI_FALSE)

/* static int isExclusiveBindAvailable(): -1, a Windows notion */
IO_INT_CONSTANT_NATIVE(net_isExclusiveBindAvailable, -1)

/* The poll event bits: Linux's values in both builds (Emscripten's and wasi-libc's are the same) */
IO_INT_CONSTANT_NATIVE(net_pollinValue, POLLIN)
IO_INT_CONSTANT_NATIVE(net_polloutValue, POLLOUT)
IO_INT_CONSTANT_NATIVE(net_pollerrValue, POLLERR)
IO_INT_CONSTANT_NATIVE(net_pollhupValue, POLLHUP)
IO_INT_CONSTANT_NATIVE(net_pollnvalValue, POLLNVAL)

/* a connection completes when the socket becomes writable */
IO_INT_CONSTANT_NATIVE(net_pollconnValue, POLLOUT)

/* ------------------------------------------------------------------ sun.nio.ch.EPoll layout */

/* struct epoll_event's layout. The WebAssembly builds have none and answer Linux's x86-64 one (12
   bytes, packed), so that EPoll's initialization succeeds and Selector.open() fails in create() with
   the same SocketException as every socket call. */
#ifdef VITRINE_WASM
#define EPOLL_EVENT_SIZE 12
#define EPOLL_EVENTS_OFFSET 0
#define EPOLL_DATA_OFFSET 4
#else
#define EPOLL_EVENT_SIZE sizeof(struct epoll_event)
#define EPOLL_EVENTS_OFFSET offsetof(struct epoll_event, events)
#define EPOLL_DATA_OFFSET offsetof(struct epoll_event, data)
#endif

IO_INT_CONSTANT_NATIVE(ep_eventSize, EPOLL_EVENT_SIZE)
IO_INT_CONSTANT_NATIVE(ep_eventsOffset, EPOLL_EVENTS_OFFSET)
IO_INT_CONSTANT_NATIVE(ep_dataOffset, EPOLL_DATA_OFFSET)

#ifndef VITRINE_WASM

/* ------------------------------------------------------------------ sun.nio.ch.Net */

static NativeResult socket_option_failed(Thread *t, int fd, const char *what)
{
    int err = errno;
    close(fd);
    return io_throw_last_error(t, "java/net/SocketException", err, what);
}

/* static int socket0(boolean preferIPv6, boolean stream, boolean reuse, boolean fastLoopback) */
static NativeResult net_socket0(Thread *t, Slot *args, Slot *ret)
{
    bool ipv6 = args[0].i && net_ipv6_available(), stream = args[1].i, reuse = args[2].i;
    int one = 1, zero = 0;
    ret->i = IOS_THROWN;
    int fd = socket(ipv6 ? AF_INET6 : AF_INET, stream ? SOCK_STREAM : SOCK_DGRAM, 0);
    if (fd < 0)
        return net_throw_socket_error(t, errno);
    /* one socket for both families: IPv4 peers appear as IPv4-mapped IPv6 addresses */
    if (ipv6 && setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero) < 0)
        return socket_option_failed(t, fd, "Unable to set IPV6_V6ONLY");
    if (reuse && setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0)
        return socket_option_failed(t, fd, "Unable to set SO_REUSEADDR");
    if (!stream) {
        /* a datagram socket receives only the multicast groups it joined itself */
        if (setsockopt(fd, IPPROTO_IP, IP_MULTICAST_ALL, &zero, sizeof zero) < 0 && errno != ENOPROTOOPT)
            return socket_option_failed(t, fd, "Unable to set IP_MULTICAST_ALL");
        if (ipv6 && setsockopt(fd, IPPROTO_IPV6, IPV6_MULTICAST_HOPS, &one, sizeof one) < 0)
            return socket_option_failed(t, fd, "Unable to set IPV6_MULTICAST_HOPS");
    }
    ret->i = fd;
    return NR_OK;
}

/* static void bind0(FileDescriptor, boolean preferIPv6, boolean useExclBind, InetAddress, int port) */
static NativeResult net_bind0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int fd = io_fdval(t, args[0].l);
    NetSockaddr sa;
    socklen_t len;
    if (!net_sockaddr_from_inet_address(t, args[3].l, args[4].i, args[1].i && net_ipv6_available(), &sa, &len))
        return NR_EXCEPTION;
    if (bind(fd, &sa.sa, len) < 0)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* static void listen(FileDescriptor, int backlog) */
static NativeResult net_listen(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (listen(io_fdval(t, args[0].l), args[1].i) < 0)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* static int connect0(boolean preferIPv6, FileDescriptor, InetAddress, int port): 1 when connected,
   IOS_UNAVAILABLE while a non-blocking connect is in progress */
static NativeResult net_connect0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[1].l);
    NetSockaddr sa;
    socklen_t len;
    ret->i = IOS_THROWN;
    if (!net_sockaddr_from_inet_address(t, args[2].l, args[3].i, args[0].i && net_ipv6_available(), &sa, &len))
        return NR_EXCEPTION;
    int r;
    IO_NATIVE(r = connect(fd, &sa.sa, len));
    if (r == 0) {
        ret->i = 1;
        return NR_OK;
    }
    if (errno == EINPROGRESS) {
        ret->i = IOS_UNAVAILABLE;
        return NR_OK;
    }
    if (errno == EINTR) {
        ret->i = IOS_INTERRUPTED;
        return NR_OK;
    }
    return net_throw_socket_error(t, errno);
}

/* A new InetSocketAddress(addr, port), built as its constructor does (hostname null). */
static Object *new_inet_socket_address(Thread *t, Object *addr, int port)
{
    static uint32_t o_holder, o_addr, o_port;
    Class *c = vm_load_class(t, NULL, "java/net/InetSocketAddress", true);
    Class *hc = c ? vm_load_class(t, NULL, "java/net/InetSocketAddress$InetSocketAddressHolder", true) : NULL;
    if (!hc || !vm_ensure_initialized(t, c) || !vm_ensure_initialized(t, hc))
        return NULL;
    Object *isa = vm_new_object(t, c);
    Object *h = isa ? vm_new_object(t, hc) : NULL;
    if (!h)
        return NULL;
    FIELD_AT(isa, IO_OFFSET(o_holder, "java/net/InetSocketAddress", "holder",
                            "Ljava/net/InetSocketAddress$InetSocketAddressHolder;"), Object *) = h;
    FIELD_AT(h, IO_OFFSET(o_addr, "java/net/InetSocketAddress$InetSocketAddressHolder", "addr", INETADDR),
             Object *) = addr;
    FIELD_AT(h, IO_OFFSET(o_port, "java/net/InetSocketAddress$InetSocketAddressHolder", "port", "I"), jint) = port;
    return isa;
}

/* static int accept(FileDescriptor, FileDescriptor newfd, InetSocketAddress[] isaa): 1 with the new
   connection's descriptor in newfd and its peer in isaa[0] */
static NativeResult net_accept(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    Object *newfdo = args[1].l, *isaa = args[2].l;
    NetSockaddr sa;
    int nfd;
    ret->i = IOS_THROWN;
    for (;;) {
        socklen_t len = sizeof sa;
        if (!net_wait_if_blocking(t, fd, POLLIN)) {
            nfd = -1;
            break;
        }
        IO_NATIVE(nfd = accept(fd, &sa.sa, &len));
        /* a connection reset before it was accepted: wait for the next one */
        if (nfd >= 0 || errno != ECONNABORTED)
            break;
    }
    if (nfd < 0) {
        if ((ret->i = io_status_of_errno(errno)) != 0)
            return NR_OK;
        return net_throw_socket_error(t, errno);
    }
    io_set_fdval(t, newfdo, nfd);
    int port = 0;
    Object *ia = net_inet_address_from_sockaddr(t, &sa.sa, &port);
    Object *isa = ia ? new_inet_socket_address(t, ia, port) : NULL;
    if (!isa)
        return NR_EXCEPTION;
    ARRAY_DATA(isaa, Object *)[0] = isa;
    ret->i = 1;
    return NR_OK;
}

/* static void shutdown(FileDescriptor, int how): Net.SHUT_RD 0, SHUT_WR 1, SHUT_RDWR 2 as in C */
static NativeResult net_shutdown(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int how = args[1].i == 0 ? SHUT_RD : args[1].i == 1 ? SHUT_WR : SHUT_RDWR;
    if (shutdown(io_fdval(t, args[0].l), how) < 0 && errno != ENOTCONN)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* The socket's own (local) or its peer's address. */
static bool socket_name(Thread *t, Object *fdo, bool peer, NetSockaddr *sa)
{
    socklen_t len = sizeof *sa;
    int fd = io_fdval(t, fdo);
    if ((peer ? getpeername(fd, &sa->sa, &len) : getsockname(fd, &sa->sa, &len)) < 0) {
        net_throw_socket_error(t, errno);
        return false;
    }
    return true;
}

static NativeResult port_of(Thread *t, Slot *args, Slot *ret, bool peer)
{
    NetSockaddr sa;
    ret->i = -1;
    if (!socket_name(t, args[0].l, peer, &sa))
        return NR_EXCEPTION;
    ret->i = ntohs(sa.sa.sa_family == AF_INET6 ? sa.in6.sin6_port : sa.in4.sin_port);
    return NR_OK;
}

static NativeResult address_of(Thread *t, Slot *args, Slot *ret, bool peer)
{
    NetSockaddr sa;
    ret->l = NULL;
    if (!socket_name(t, args[0].l, peer, &sa))
        return NR_EXCEPTION;
    ret->l = net_inet_address_from_sockaddr(t, &sa.sa, NULL);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* static int localPort(FileDescriptor) */
static NativeResult net_localPort(Thread *t, Slot *args, Slot *ret)
{
    return port_of(t, args, ret, false);
}

/* static InetAddress localInetAddress(FileDescriptor) */
static NativeResult net_localInetAddress(Thread *t, Slot *args, Slot *ret)
{
    return address_of(t, args, ret, false);
}

/* static int remotePort(FileDescriptor) */
static NativeResult net_remotePort(Thread *t, Slot *args, Slot *ret)
{
    return port_of(t, args, ret, true);
}

/* static InetAddress remoteInetAddress(FileDescriptor) */
static NativeResult net_remoteInetAddress(Thread *t, Slot *args, Slot *ret)
{
    return address_of(t, args, ret, true);
}

/* Options held in a byte rather than an int. */
static bool byte_option(int level, int opt)
{
    return level == IPPROTO_IP && (opt == IP_MULTICAST_TTL || opt == IP_MULTICAST_LOOP);
}

/* static int getIntOption0(FileDescriptor, boolean mayNeedConversion, int level, int opt):
   SO_LINGER as its time or -1 when off */
static NativeResult net_getIntOption0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l), level = args[2].i, opt = args[3].i;
    bool convert = args[1].i;
    int value = 0;
    unsigned char byte = 0;
    struct linger linger = {0, 0};
    void *arg = &value;
    socklen_t len = sizeof value;
    if (byte_option(level, opt)) {
        arg = &byte;
        len = sizeof byte;
    } else if (level == SOL_SOCKET && opt == SO_LINGER) {
        arg = &linger;
        len = sizeof linger;
    }
    ret->i = IOS_THROWN;
    if (getsockopt(fd, level, opt, arg, &len) < 0)
        return io_throw_last_error(t, "java/net/SocketException", errno, "sun.nio.ch.Net.getIntOption");
    if (arg == &byte)
        value = byte;
    else if (arg == &linger)
        value = linger.l_onoff ? linger.l_linger : -1;
    /* Linux doubles the buffer sizes it is given (room for its own bookkeeping): the Java side sees
       the size it set */
    if (convert && level == SOL_SOCKET && (opt == SO_SNDBUF || opt == SO_RCVBUF))
        value /= 2;
    ret->i = value;
    return NR_OK;
}

/* static void setIntOption0(FileDescriptor, boolean mayNeedConversion, int level, int opt, int arg,
   boolean isIPv6) */
static NativeResult net_setIntOption0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int fd = io_fdval(t, args[0].l), level = args[2].i, opt = args[3].i, value = args[4].i;
    bool convert = args[1].i, ipv6 = args[5].i;
    unsigned char byte = (unsigned char)value;
    struct linger linger;
    const void *arg = &value;
    socklen_t len = sizeof value;
    if (byte_option(level, opt)) {
        arg = &byte;
        len = sizeof byte;
    } else if (level == SOL_SOCKET && opt == SO_LINGER) {
        linger.l_onoff = value >= 0;
        linger.l_linger = value >= 0 ? value : 0;
        arg = &linger;
        len = sizeof linger;
    } else if (convert && level == IPPROTO_IP && opt == IP_TOS) {
        value &= IPTOS_TOS_MASK | IPTOS_PREC_MASK; /* the ECN bits are the kernel's */
    } else if (convert && level == SOL_SOCKET && opt == SO_RCVBUF && value < 1024) {
        value = 1024;
    }
    if (setsockopt(fd, level, opt, arg, len) < 0)
        return io_throw_last_error(t, "java/net/SocketException", errno, "sun.nio.ch.Net.setIntOption");
    /* a dual-stack socket also carries IPv4: its traffic class goes into IPv4's TOS too */
    if (level == IPPROTO_IPV6 && opt == IPV6_TCLASS && ipv6)
        setsockopt(fd, IPPROTO_IP, IP_TOS, arg, len);
    return NR_OK;
}

/* static int poll(FileDescriptor, int events, long timeout): the events that occurred, 0 on timeout
   or when interrupted */
static NativeResult net_poll(Thread *t, Slot *args, Slot *ret)
{
    jlong timeout = args[2].j;
    short revents;
    int r = net_wait(t, io_fdval(t, args[0].l), (short)args[1].i, timeout < 0 ? -1 : timeout, &revents);
    if (r >= 0 || errno == EINTR) {
        ret->i = r > 0 ? revents : 0;
        return NR_OK;
    }
    ret->i = IOS_THROWN;
    return net_throw_socket_error(t, errno);
}

/* static boolean pollConnect(FileDescriptor, long timeout): whether a non-blocking connect completed
   (its failure thrown) */
static NativeResult net_pollConnect(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    jlong timeout = args[1].j;
    short revents;
    ret->i = JNI_FALSE;
    int r = net_wait(t, fd, POLLOUT, timeout < 0 ? -1 : timeout, &revents);
    if (r > 0) {
        int error = 0;
        socklen_t n = sizeof error;
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &n) < 0)
            return net_throw_socket_error(t, errno);
        if (error)
            return net_throw_socket_error(t, error);
        if (revents & POLLHUP)
            return net_throw_socket_error(t, ENOTCONN);
        ret->i = JNI_TRUE;
        return NR_OK;
    }
    if (r == 0 || errno == EINTR)
        return NR_OK;
    return io_throw_ioe_errno(t, errno, "poll failed");
}

/* static int available(FileDescriptor) */
static NativeResult net_available(Thread *t, Slot *args, Slot *ret)
{
    int n = 0;
    if (ioctl(io_fdval(t, args[0].l), FIONREAD, &n) < 0) {
        ret->i = IOS_THROWN;
        return net_throw_socket_error(t, errno);
    }
    ret->i = n;
    return NR_OK;
}

/* static int sendOOB(FileDescriptor, byte) */
static NativeResult net_sendOOB(Thread *t, Slot *args, Slot *ret)
{
    char c = (char)args[1].i;
    ssize_t n = send(io_fdval(t, args[0].l), &c, 1, MSG_OOB);
    return io_ret_int_status(t, ret, n, false);
}

/* static boolean discardOOB(FileDescriptor): reads and drops urgent data; whether there was any */
static NativeResult net_discardOOB(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    char buf[8];
    bool discarded = false;
    ssize_t n;
    while ((n = recv(fd, buf, sizeof buf, MSG_OOB)) > 0)
        discarded = true;
    ret->i = discarded;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINVAL)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* ------------------------------------------------------------------ multicast */

/* A failed membership change: IOS_UNAVAILABLE when the kernel lacks the (source-specific) option and
   `may_lack` (joining, blocking), else handleSocketError's exception. */
static NativeResult membership_result(Thread *t, int r, bool may_lack, Slot *ret)
{
    ret->i = 0;
    if (r == 0)
        return NR_OK;
    if (may_lack && (errno == ENOPROTOOPT || errno == EOPNOTSUPP)) {
        ret->i = IOS_UNAVAILABLE;
        return NR_OK;
    }
    ret->i = IOS_THROWN;
    return net_throw_socket_error(t, errno);
}

/* static int joinOrDrop4(boolean join, FileDescriptor, int group, int interf, int source): addresses as
   host-order ints, source 0 for any */
static NativeResult net_joinOrDrop4(Thread *t, Slot *args, Slot *ret)
{
    bool join = args[0].i;
    int fd = io_fdval(t, args[1].l), r;
    if (args[4].i == 0) {
        struct ip_mreq m = {.imr_multiaddr.s_addr = htonl((uint32_t)args[2].i),
                            .imr_interface.s_addr = htonl((uint32_t)args[3].i)};
        r = setsockopt(fd, IPPROTO_IP, join ? IP_ADD_MEMBERSHIP : IP_DROP_MEMBERSHIP, &m, sizeof m);
    } else {
        struct ip_mreq_source m = {.imr_multiaddr.s_addr = htonl((uint32_t)args[2].i),
                                   .imr_interface.s_addr = htonl((uint32_t)args[3].i),
                                   .imr_sourceaddr.s_addr = htonl((uint32_t)args[4].i)};
        r = setsockopt(fd, IPPROTO_IP, join ? IP_ADD_SOURCE_MEMBERSHIP : IP_DROP_SOURCE_MEMBERSHIP, &m, sizeof m);
    }
    return membership_result(t, r, join, ret);
}

/* static int blockOrUnblock4(boolean block, FileDescriptor, int group, int interf, int source) */
static NativeResult net_blockOrUnblock4(Thread *t, Slot *args, Slot *ret)
{
    bool block = args[0].i;
    struct ip_mreq_source m = {.imr_multiaddr.s_addr = htonl((uint32_t)args[2].i),
                               .imr_interface.s_addr = htonl((uint32_t)args[3].i),
                               .imr_sourceaddr.s_addr = htonl((uint32_t)args[4].i)};
    int r = setsockopt(io_fdval(t, args[1].l), IPPROTO_IP, block ? IP_BLOCK_SOURCE : IP_UNBLOCK_SOURCE, &m, sizeof m);
    return membership_result(t, r, block, ret);
}

/* A group_source_req for an IPv6 group and source (16-byte arrays) on an interface index. */
static void group_source_req(Object *group, int index, Object *source, struct group_source_req *req)
{
    memset(req, 0, sizeof *req);
    req->gsr_interface = (uint32_t)index;
    struct sockaddr_in6 *g = (struct sockaddr_in6 *)(void *)&req->gsr_group;
    struct sockaddr_in6 *s = (struct sockaddr_in6 *)(void *)&req->gsr_source;
    g->sin6_family = s->sin6_family = AF_INET6;
    memcpy(&g->sin6_addr, ARRAY_DATA(group, jbyte), 16);
    memcpy(&s->sin6_addr, ARRAY_DATA(source, jbyte), 16);
}

/* static int joinOrDrop6(boolean join, FileDescriptor, byte[] group, int index, byte[] source) */
static NativeResult net_joinOrDrop6(Thread *t, Slot *args, Slot *ret)
{
    bool join = args[0].i;
    int fd = io_fdval(t, args[1].l), r;
    Object *group = args[2].l, *source = args[4].l;
    if (!group || ARRAY_LENGTH(group) != 16 || (source && ARRAY_LENGTH(source) != 16))
        return vm_throw(t, "java/lang/IllegalArgumentException", "IPv6 address of 16 bytes expected");
    if (!source) {
        struct ipv6_mreq m = {.ipv6mr_interface = (unsigned)args[3].i};
        memcpy(&m.ipv6mr_multiaddr, ARRAY_DATA(group, jbyte), 16);
        r = setsockopt(fd, IPPROTO_IPV6, join ? IPV6_ADD_MEMBERSHIP : IPV6_DROP_MEMBERSHIP, &m, sizeof m);
    } else {
        struct group_source_req req;
        group_source_req(group, args[3].i, source, &req);
        r = setsockopt(fd, IPPROTO_IPV6, join ? MCAST_JOIN_SOURCE_GROUP : MCAST_LEAVE_SOURCE_GROUP, &req, sizeof req);
    }
    return membership_result(t, r, join, ret);
}

/* static int blockOrUnblock6(boolean block, FileDescriptor, byte[] group, int index, byte[] source) */
static NativeResult net_blockOrUnblock6(Thread *t, Slot *args, Slot *ret)
{
    bool block = args[0].i;
    Object *group = args[2].l, *source = args[4].l;
    if (!group || !source || ARRAY_LENGTH(group) != 16 || ARRAY_LENGTH(source) != 16)
        return vm_throw(t, "java/lang/IllegalArgumentException", "IPv6 address of 16 bytes expected");
    struct group_source_req req;
    group_source_req(group, args[3].i, source, &req);
    int r = setsockopt(io_fdval(t, args[1].l), IPPROTO_IPV6, block ? MCAST_BLOCK_SOURCE : MCAST_UNBLOCK_SOURCE,
                       &req, sizeof req);
    return membership_result(t, r, block, ret);
}

/* static void setInterface4(FileDescriptor, int interf): the outgoing interface by its address */
static NativeResult net_setInterface4(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    struct in_addr in = {.s_addr = htonl((uint32_t)args[1].i)};
    if (setsockopt(io_fdval(t, args[0].l), IPPROTO_IP, IP_MULTICAST_IF, &in, sizeof in) < 0)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* static int getInterface4(FileDescriptor) */
static NativeResult net_getInterface4(Thread *t, Slot *args, Slot *ret)
{
    struct in_addr in;
    socklen_t len = sizeof in;
    ret->i = IOS_THROWN;
    if (getsockopt(io_fdval(t, args[0].l), IPPROTO_IP, IP_MULTICAST_IF, &in, &len) < 0)
        return net_throw_socket_error(t, errno);
    ret->i = (jint)ntohl(in.s_addr);
    return NR_OK;
}

/* static void setInterface6(FileDescriptor, int index) */
static NativeResult net_setInterface6(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int index = args[1].i;
    if (setsockopt(io_fdval(t, args[0].l), IPPROTO_IPV6, IPV6_MULTICAST_IF, &index, sizeof index) < 0)
        return net_throw_socket_error(t, errno);
    return NR_OK;
}

/* static int getInterface6(FileDescriptor) */
static NativeResult net_getInterface6(Thread *t, Slot *args, Slot *ret)
{
    int index = 0;
    socklen_t len = sizeof index;
    ret->i = IOS_THROWN;
    if (getsockopt(io_fdval(t, args[0].l), IPPROTO_IPV6, IPV6_MULTICAST_IF, &index, &len) < 0)
        return net_throw_socket_error(t, errno);
    ret->i = index;
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.SocketDispatcher */

/* A reset connection is sun.net.ConnectionResetException("Connection reset"), which NioSocketImpl
   remembers so that later reads report it again. */
static NativeResult read_result(Thread *t, Slot *ret, ssize_t n, bool is_long)
{
    if (n < 0 && (errno == ECONNRESET || errno == EPIPE)) {
        if (is_long)
            ret->j = IOS_THROWN;
        else
            ret->i = IOS_THROWN;
        return vm_throw(t, "sun/net/ConnectionResetException", "Connection reset");
    }
    return is_long ? io_ret_long_status(t, ret, n, true) : io_ret_int_status(t, ret, n, true);
}

/* static int read0(FileDescriptor, long address, int len) */
static NativeResult sd_read0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n = -1;
    if (net_wait_if_blocking(t, fd, POLLIN))
        IO_NATIVE(n = read(fd, IO_PTR(args[1].j), (size_t)args[3].i));
    return read_result(t, ret, n, false);
}

/* static long readv0(FileDescriptor, long iovec address, int count) */
static NativeResult sd_readv0(Thread *t, Slot *args, Slot *ret)
{
    int fd = io_fdval(t, args[0].l);
    ssize_t n = -1;
    if (net_wait_if_blocking(t, fd, POLLIN))
        IO_NATIVE(n = readv(fd, IO_PTR(args[1].j), args[3].i));
    return read_result(t, ret, n, true);
}

/* ------------------------------------------------------------------ sun.nio.ch.UnixAsynchronousSocketChannelImpl */

/* static void checkConnect(int fd): throws the error of a finished non-blocking connect */
static NativeResult uascc_checkConnect(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    int error = 0;
    socklen_t len = sizeof error;
    if (getsockopt(args[0].i, SOL_SOCKET, SO_ERROR, &error, &len) < 0)
        return net_throw_socket_error(t, errno);
    return error ? net_throw_socket_error(t, error) : NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.EPoll */

/* static int create() */
static NativeResult ep_create(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->i = epoll_create1(EPOLL_CLOEXEC);
    return ret->i < 0 ? io_throw_ioe_errno(t, errno, "epoll_create1 failed") : NR_OK;
}

/* static int ctl(int epfd, int opcode, int fd, int events): 0 or the errno */
static NativeResult ep_ctl(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    struct epoll_event ev = {.events = (uint32_t)args[3].i, .data.fd = args[2].i};
    ret->i = epoll_ctl(args[0].i, args[1].i, args[2].i, &ev) == 0 ? 0 : errno;
    return NR_OK;
}

/* static int wait(int epfd, long pollAddress, int numfds, int timeout): the number of events, 0 when
   interrupted */
static NativeResult ep_wait(Thread *t, Slot *args, Slot *ret)
{
    int n;
    IO_NATIVE(n = epoll_wait(args[0].i, IO_PTR(args[1].j), args[3].i, args[4].i));
    if (n < 0) {
        if (errno == EINTR) {
            ret->i = IOS_INTERRUPTED;
            return NR_OK;
        }
        ret->i = IOS_THROWN;
        return io_throw_ioe_errno(t, errno, "epoll_wait failed");
    }
    ret->i = n;
    return NR_OK;
}

/* ------------------------------------------------------------------ sun.nio.ch.EventFD */

/* static int eventfd0() */
static NativeResult efd_eventfd0(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->i = eventfd(0, 0);
    return ret->i < 0 ? io_throw_ioe_errno(t, errno, "eventfd failed") : NR_OK;
}

/* static int set0(int efd): signals it */
static NativeResult efd_set0(Thread *t, Slot *args, Slot *ret)
{
    uint64_t one = 1;
    ssize_t n = write(args[0].i, &one, sizeof one);
    return io_ret_int_status(t, ret, n, false);
}

#define SOCKET_FN(f) f
#else
#define SOCKET_FN(f) net_no_sockets
#endif /* VITRINE_WASM */

#define NET "sun/nio/ch/Net"

const NativeDef vm_natives_net_nio[] = {
    {NET, "isIPv6Available0", "()Z", net_isIPv6Available0},
    {NET, "isReusePortAvailable0", "()Z", net_linux_true},
    {NET, "isExclusiveBindAvailable", "()I", net_isExclusiveBindAvailable},
    {NET, "shouldSetBothIPv4AndIPv6Options0", "()Z", net_linux_true},
    {NET, "canIPv6SocketJoinIPv4Group0", "()Z", net_linux_true},
    {NET, "canJoin6WithIPv4Group0", "()Z", net_linux_true},
    {NET, "canUseIPv6OptionsWithIPv4LocalAddress0", "()Z", net_linux_false},
    {NET, "initIDs", "()V", vm_native_nothing},
    {NET, "pollinValue", "()S", net_pollinValue},
    {NET, "polloutValue", "()S", net_polloutValue},
    {NET, "pollerrValue", "()S", net_pollerrValue},
    {NET, "pollhupValue", "()S", net_pollhupValue},
    {NET, "pollnvalValue", "()S", net_pollnvalValue},
    {NET, "pollconnValue", "()S", net_pollconnValue},
    {NET, "socket0", "(ZZZZ)I", SOCKET_FN(net_socket0)},
    {NET, "bind0", "(" FDESC "ZZ" INETADDR "I)V", SOCKET_FN(net_bind0)},
    {NET, "listen", "(" FDESC "I)V", SOCKET_FN(net_listen)},
    {NET, "connect0", "(Z" FDESC INETADDR "I)I", SOCKET_FN(net_connect0)},
    {NET, "accept", "(" FDESC FDESC "[Ljava/net/InetSocketAddress;)I", SOCKET_FN(net_accept)},
    {NET, "shutdown", "(" FDESC "I)V", SOCKET_FN(net_shutdown)},
    {NET, "localPort", "(" FDESC ")I", SOCKET_FN(net_localPort)},
    {NET, "localInetAddress", "(" FDESC ")" INETADDR, SOCKET_FN(net_localInetAddress)},
    {NET, "remotePort", "(" FDESC ")I", SOCKET_FN(net_remotePort)},
    {NET, "remoteInetAddress", "(" FDESC ")" INETADDR, SOCKET_FN(net_remoteInetAddress)},
    {NET, "getIntOption0", "(" FDESC "ZII)I", SOCKET_FN(net_getIntOption0)},
    {NET, "setIntOption0", "(" FDESC "ZIIIZ)V", SOCKET_FN(net_setIntOption0)},
    {NET, "poll", "(" FDESC "IJ)I", SOCKET_FN(net_poll)},
    {NET, "pollConnect", "(" FDESC "J)Z", SOCKET_FN(net_pollConnect)},
    {NET, "available", "(" FDESC ")I", SOCKET_FN(net_available)},
    {NET, "sendOOB", "(" FDESC "B)I", SOCKET_FN(net_sendOOB)},
    {NET, "discardOOB", "(" FDESC ")Z", SOCKET_FN(net_discardOOB)},

    {NET, "joinOrDrop4", "(Z" FDESC "III)I", SOCKET_FN(net_joinOrDrop4)},
    {NET, "blockOrUnblock4", "(Z" FDESC "III)I", SOCKET_FN(net_blockOrUnblock4)},
    {NET, "joinOrDrop6", "(Z" FDESC "[BI[B)I", SOCKET_FN(net_joinOrDrop6)},
    {NET, "blockOrUnblock6", "(Z" FDESC "[BI[B)I", SOCKET_FN(net_blockOrUnblock6)},
    {NET, "setInterface4", "(" FDESC "I)V", SOCKET_FN(net_setInterface4)},
    {NET, "getInterface4", "(" FDESC ")I", SOCKET_FN(net_getInterface4)},
    {NET, "setInterface6", "(" FDESC "I)V", SOCKET_FN(net_setInterface6)},
    {NET, "getInterface6", "(" FDESC ")I", SOCKET_FN(net_getInterface6)},

    {"sun/nio/ch/SocketDispatcher", "read0", "(" FDESC "JI)I", SOCKET_FN(sd_read0)},
    {"sun/nio/ch/SocketDispatcher", "readv0", "(" FDESC "JI)J", SOCKET_FN(sd_readv0)},

    {"sun/nio/ch/EPoll", "eventSize", "()I", ep_eventSize},
    {"sun/nio/ch/EPoll", "eventsOffset", "()I", ep_eventsOffset},
    {"sun/nio/ch/EPoll", "dataOffset", "()I", ep_dataOffset},
    {"sun/nio/ch/EPoll", "create", "()I", SOCKET_FN(ep_create)},
    {"sun/nio/ch/EPoll", "ctl", "(IIII)I", SOCKET_FN(ep_ctl)},
    {"sun/nio/ch/EPoll", "wait", "(IJII)I", SOCKET_FN(ep_wait)},

    {"sun/nio/ch/UnixAsynchronousSocketChannelImpl", "checkConnect", "(I)V", SOCKET_FN(uascc_checkConnect)},

    {"sun/nio/ch/EventFD", "eventfd0", "()I", SOCKET_FN(efd_eventfd0)},
    {"sun/nio/ch/EventFD", "set0", "(I)I", SOCKET_FN(efd_set0)},

    {NULL, NULL, NULL, NULL}
};
