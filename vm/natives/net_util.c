/* net_util.c: java.net.InetAddress objects to and from socket addresses, the socket exceptions of
   HotSpot 17's libnet and libnio on Linux, and the one failure of every socket native in the
   WebAssembly builds (see net_util.h). */
#include <stdio.h>
#include <string.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <arpa/inet.h>
#include <poll.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#endif

/* ------------------------------------------------------------------ InetAddress fields */

typedef struct NetOffsets {
    uint32_t holder, host_name, address, family, holder6, ipaddress, scope_id, scope_id_set;
} NetOffsets;

static const NetOffsets *offsets(Thread *t)
{
    static NetOffsets o;
    if (!o.holder) {
        o.host_name = vm_field_offset(t, "java/net/InetAddress$InetAddressHolder", "hostName", "Ljava/lang/String;");
        o.address = vm_field_offset(t, "java/net/InetAddress$InetAddressHolder", "address", "I");
        o.family = vm_field_offset(t, "java/net/InetAddress$InetAddressHolder", "family", "I");
        o.holder6 = vm_field_offset(t, "java/net/Inet6Address", "holder6", "Ljava/net/Inet6Address$Inet6AddressHolder;");
        o.ipaddress = vm_field_offset(t, "java/net/Inet6Address$Inet6AddressHolder", "ipaddress", "[B");
        o.scope_id = vm_field_offset(t, "java/net/Inet6Address$Inet6AddressHolder", "scope_id", "I");
        o.scope_id_set = vm_field_offset(t, "java/net/Inet6Address$Inet6AddressHolder", "scope_id_set", "Z");
        o.holder = vm_field_offset(t, "java/net/InetAddress", "holder", "Ljava/net/InetAddress$InetAddressHolder;");
    }
    return &o;
}

int net_inet_address_family(Thread *t, Object *ia)
{
    if (!ia)
        return 0;
    const NetOffsets *o = offsets(t);
    Object *h = FIELD_AT(ia, o->holder, Object *);
    return h ? FIELD_AT(h, o->family, jint) : 0;
}

void net_inet4_bytes(Thread *t, Object *ia, uint8_t out[4])
{
    const NetOffsets *o = offsets(t);
    uint32_t a = (uint32_t)FIELD_AT(FIELD_AT(ia, o->holder, Object *), o->address, jint);
    out[0] = (uint8_t)(a >> 24);
    out[1] = (uint8_t)(a >> 16);
    out[2] = (uint8_t)(a >> 8);
    out[3] = (uint8_t)a;
}

void net_inet6_bytes(Thread *t, Object *ia, uint8_t out[16], int *scope_id)
{
    const NetOffsets *o = offsets(t);
    Object *h6 = FIELD_AT(ia, o->holder6, Object *);
    Object *bytes = FIELD_AT(h6, o->ipaddress, Object *);
    memset(out, 0, 16);
    if (bytes && ARRAY_LENGTH(bytes) == 16)
        memcpy(out, ARRAY_DATA(bytes, jbyte), 16);
    *scope_id = FIELD_AT(h6, o->scope_id, jint);
}

/* An initialized class and a new instance of it, as its no-argument constructor leaves the holder:
   InetAddress() makes an empty InetAddressHolder, Inet6Address() an Inet6AddressHolder as well. */
static Object *new_instance(Thread *t, const char *name)
{
    Class *c = vm_load_class(t, NULL, name, true);
    if (!c || !vm_ensure_initialized(t, c))
        return NULL;
    return vm_new_object(t, c);
}

static Object *new_address(Thread *t, const char *cls, Object *host_name, int family)
{
    Object *ia = new_instance(t, cls);
    Object *h = ia ? new_instance(t, "java/net/InetAddress$InetAddressHolder") : NULL;
    if (!h)
        return NULL;
    const NetOffsets *o = offsets(t);
    FIELD_AT(ia, o->holder, Object *) = h;
    FIELD_AT(h, o->host_name, Object *) = host_name;
    FIELD_AT(h, o->family, jint) = family;
    return ia;
}

Object *net_new_inet4_address(Thread *t, Object *host_name, const uint8_t bytes[4])
{
    Object *ia = new_address(t, "java/net/Inet4Address", host_name, NET_IPV4);
    if (!ia)
        return NULL;
    const NetOffsets *o = offsets(t);
    FIELD_AT(FIELD_AT(ia, o->holder, Object *), o->address, jint) =
        (jint)((uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3]);
    return ia;
}

Object *net_new_inet6_address(Thread *t, Object *host_name, const uint8_t bytes[16], int scope_id)
{
    Object *ia = new_address(t, "java/net/Inet6Address", host_name, NET_IPV6);
    Object *h6 = ia ? new_instance(t, "java/net/Inet6Address$Inet6AddressHolder") : NULL;
    Object *ip = h6 ? io_new_byte_array(t, bytes, 16) : NULL;
    if (!ip)
        return NULL;
    const NetOffsets *o = offsets(t);
    FIELD_AT(ia, o->holder6, Object *) = h6;
    FIELD_AT(h6, o->ipaddress, Object *) = ip;
    if (scope_id > 0) {
        FIELD_AT(h6, o->scope_id, jint) = scope_id;
        FIELD_AT(h6, o->scope_id_set, jboolean) = JNI_TRUE;
    }
    return ia;
}

/* ------------------------------------------------------------------ socket addresses */

#ifndef VITRINE_WASM

bool net_ipv6_available(void)
{
    static int known = -1;
    if (known < 0) {
        int fd = socket(AF_INET6, SOCK_STREAM, 0);
        known = 0;
        if (fd >= 0) {
            close(fd);
            /* Linux lists the host's IPv6 addresses here; none (IPv6 disabled) means IPv4 only */
            FILE *f = fopen("/proc/net/if_inet6", "r");
            if (f) {
                known = fgetc(f) != EOF;
                fclose(f);
            }
        }
    }
    return known == 1;
}

Object *net_inet_address_from_sockaddr(Thread *t, const struct sockaddr *sa, int *port)
{
    if (sa->sa_family == AF_INET6) {
        const struct sockaddr_in6 *s6 = (const struct sockaddr_in6 *)(const void *)sa;
        const uint8_t *b = s6->sin6_addr.s6_addr;
        if (port)
            *port = ntohs(s6->sin6_port);
        if (IN6_IS_ADDR_V4MAPPED(&s6->sin6_addr))
            return net_new_inet4_address(t, NULL, b + 12);
        return net_new_inet6_address(t, NULL, b, (int)s6->sin6_scope_id);
    }
    if (sa->sa_family == AF_INET) {
        const struct sockaddr_in *s4 = (const struct sockaddr_in *)(const void *)sa;
        if (port)
            *port = ntohs(s4->sin_port);
        return net_new_inet4_address(t, NULL, (const uint8_t *)&s4->sin_addr.s_addr);
    }
    vm_throw(t, "java/lang/InternalError", "Unsupported address family %d", sa->sa_family);
    return NULL;
}

bool net_sockaddr_from_inet_address(Thread *t, Object *ia, int port, bool ipv6, NetSockaddr *out,
                                    socklen_t *len)
{
    int family = net_inet_address_family(t, ia);
    memset(out, 0, sizeof *out);
    if (!family) {
        vm_throw_npe(t, "InetAddress is null");
        return false;
    }
    if (ipv6) {
        out->in6.sin6_family = AF_INET6;
        out->in6.sin6_port = htons((uint16_t)port);
        if (family == NET_IPV4) {
            uint8_t *b = out->in6.sin6_addr.s6_addr;
            b[10] = b[11] = 0xff;
            net_inet4_bytes(t, ia, b + 12);
        } else {
            int scope;
            net_inet6_bytes(t, ia, out->in6.sin6_addr.s6_addr, &scope);
            out->in6.sin6_scope_id = (uint32_t)scope;
        }
        *len = sizeof out->in6;
        return true;
    }
    if (family != NET_IPV4) {
        vm_throw(t, "java/net/SocketException", "Protocol family unavailable");
        return false;
    }
    out->in4.sin_family = AF_INET;
    out->in4.sin_port = htons((uint16_t)port);
    net_inet4_bytes(t, ia, (uint8_t *)&out->in4.sin_addr.s_addr);
    *len = sizeof out->in4;
    return true;
}

/* ------------------------------------------------------------------ waiting (net_util.h) */

/* The slice of a blocking wait after which it looks whether its descriptor was closed. */
#define NET_WAIT_SLICE_MS 100

static int64_t monotonic_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static bool same_file(int fd, const struct stat *before)
{
    struct stat now;
    return fstat(fd, &now) == 0 && now.st_dev == before->st_dev && now.st_ino == before->st_ino;
}

/* poll(2) of one descriptor until it is ready, the deadline (negative: none) passes, or its number no
   longer names the file *st describes (-1 with errno EINTR). Runs as native code. */
static int poll_until(int fd, short events, int64_t deadline, const struct stat *st, short *revents)
{
    for (;;) {
        int slice = NET_WAIT_SLICE_MS;
        if (deadline >= 0) {
            int64_t left = deadline - monotonic_ms();
            if (left < slice)
                slice = left > 0 ? (int)left : 0;
        }
        struct pollfd p = {.fd = fd, .events = events};
        int r = poll(&p, 1, slice);
        if (r > 0) {
            *revents = p.revents;
            return r;
        }
        if (r < 0 && errno != EINTR)
            return r;
        if (!same_file(fd, st)) {
            errno = EINTR;
            return -1;
        }
        if (deadline >= 0 && monotonic_ms() >= deadline)
            return 0;
    }
}

int net_wait(Thread *t, int fd, short events, int64_t timeout_ms, short *revents)
{
    struct stat st;
    *revents = 0;
    if (fstat(fd, &st) < 0)
        return -1;
    int64_t deadline = timeout_ms >= 0 ? monotonic_ms() + timeout_ms : -1;
    int r;
    IO_NATIVE(r = poll_until(fd, events, deadline, &st, revents));
    return r;
}

bool net_wait_if_blocking(Thread *t, int fd, short events)
{
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || (flags & O_NONBLOCK))
        return true;
    short revents;
    return net_wait(t, fd, events, -1, &revents) > 0;
}

NativeResult net_throw_socket_error(Thread *t, int err)
{
    const char *cls;
    switch (err) {
    case EPROTO:
        cls = "java/net/ProtocolException";
        break;
    case ECONNREFUSED:
    case ETIMEDOUT:
    case ENOTCONN:
        cls = "java/net/ConnectException";
        break;
    case EHOSTUNREACH:
        cls = "java/net/NoRouteToHostException";
        break;
    case EADDRINUSE:
    case EADDRNOTAVAIL:
    case EACCES:
        cls = "java/net/BindException";
        break;
    default:
        cls = "java/net/SocketException";
        break;
    }
    return io_throw_last_error(t, cls, err, "NioSocketError");
}

#endif

NativeResult net_no_sockets(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->j = 0;
    return vm_throw(t, "java/net/SocketException", "Sockets are not available in WebAssembly");
}
