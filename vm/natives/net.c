/* net.c: the natives of java.net on Linux, with the behaviour of HotSpot 17's libnet: InetAddress and
   its subclasses (nothing to set up), the name service of Inet4AddressImpl and Inet6AddressImpl
   (gethostname, getaddrinfo, getnameinfo, reachability by TCP echo) and NetworkInterface (getifaddrs
   and interface ioctls), and what sun.net asks of the system (proxy settings: none; the ephemeral
   port range). The sockets themselves are sun.nio.ch's (net_nio.c).

   In the WebAssembly builds there is no network: the local host is "localhost", which alone resolves
   (to 127.0.0.1), other names fail with UnknownHostException saying so, reverse lookups fail as for
   an address without a name, and NetworkInterface's queries throw SocketException. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <poll.h>
#include <sys/ioctl.h>
#endif

/* InetAddress.preferIPv6Address: how lookups order the families */
enum { PREFER_IPV4 = 0, PREFER_IPV6 = 1, PREFER_SYSTEM = 2 };

/* ------------------------------------------------------------------ set-up natives */

/* InetAddress.init(), Inet4Address.init(), Inet6Address.init(), DatagramPacket.init(),
   NetworkInterface.init(): field offsets are looked up when first needed */
/* static boolean InetAddressImplFactory.isIPv6Supported() */
static NativeResult iaif_isIPv6Supported(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
#ifdef VITRINE_WASM
    ret->i = JNI_FALSE;
#else
    ret->i = net_ipv6_available();
#endif
    return NR_OK;
}

/* ------------------------------------------------------------------ Inet4AddressImpl, Inet6AddressImpl */

/* String getLocalHostName(): the host's name, "localhost" when it has none */
static NativeResult ia_getLocalHostName(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    char name[256] = "localhost";
#ifndef VITRINE_WASM
    if (gethostname(name, sizeof name - 1) != 0)
        strcpy(name, "localhost");
    name[sizeof name - 1] = 0;
#endif
    ret->l = vm_string_utf8(t, name);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* The InetAddress[] answer of a lookup: one address object per distinct address, with host as
   its name. */
typedef struct Found {
    int family;
    uint8_t bytes[16];
    int scope;
} Found;

static NativeResult addresses_array(Thread *t, Object *host, const Found *found, int n, Slot *ret)
{
    Class *ia_class = vm_load_class(t, NULL, "java/net/InetAddress", true);
    Object *arr = ia_class ? vm_new_object_array(t, ia_class, n) : NULL;
    if (!arr)
        return NR_EXCEPTION;
    for (int i = 0; i < n; i++) {
        Object *ia = found[i].family == NET_IPV4 ? net_new_inet4_address(t, host, found[i].bytes)
                                                 : net_new_inet6_address(t, host, found[i].bytes, found[i].scope);
        if (!ia)
            return NR_EXCEPTION;
        ARRAY_DATA(arr, Object *)[i] = ia;
    }
    ret->l = arr;
    return NR_OK;
}

#ifndef VITRINE_WASM

static int prefer_ipv6_value(Thread *t)
{
    static uint32_t off;
    return FIELD_AT(vm_mirror(vm_boot_class(t, "java/net/InetAddress")),
                    IO_OFFSET(off, "java/net/InetAddress", "preferIPv6Address", "I"), jint);
}

/* getaddrinfo of host for one family or both (AF_UNSPEC), distinct addresses in the order
   InetAddress.preferIPv6Address asks for. */
static NativeResult lookup(Thread *t, Object *host, int family, Slot *ret)
{
    ret->l = NULL;
    if (!host)
        return vm_throw_npe(t, "host argument is null");
    char *name = vm_string_to_utf8(host);
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_flags = AI_CANONNAME;
    hints.ai_family = family;
    int err;
    IO_NATIVE(err = getaddrinfo(name, NULL, &hints, &res));
    if (err) {
        NativeResult r = vm_throw(t, "java/net/UnknownHostException", "%s: %s", name, gai_strerror(err));
        free(name);
        return r;
    }
    free(name);
    int cap = 0;
    for (struct addrinfo *p = res; p; p = p->ai_next)
        cap++;
    Found *found = vm_calloc((size_t)cap + 1, sizeof *found);
    int n = 0;
    int prefer = prefer_ipv6_value(t);
    /* two passes when one family goes first: the preferred one, then the other */
    for (int pass = 0; pass < 2; pass++) {
        for (struct addrinfo *p = res; p; p = p->ai_next) {
            Found f = {0};
            if (p->ai_family == AF_INET) {
                f.family = NET_IPV4;
                memcpy(f.bytes, &((struct sockaddr_in *)(void *)p->ai_addr)->sin_addr, 4);
            } else if (p->ai_family == AF_INET6) {
                struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)(void *)p->ai_addr;
                f.family = NET_IPV6;
                memcpy(f.bytes, &s6->sin6_addr, 16);
                f.scope = (int)s6->sin6_scope_id;
            } else {
                continue;
            }
            bool first_family = prefer == PREFER_IPV6 ? f.family == NET_IPV6 : f.family == NET_IPV4;
            if (prefer != PREFER_SYSTEM && first_family != (pass == 0))
                continue;
            if (prefer == PREFER_SYSTEM && pass == 1)
                continue;
            bool dup = false;
            for (int i = 0; i < n && !dup; i++)
                dup = found[i].family == f.family && memcmp(found[i].bytes, f.bytes, 16) == 0;
            if (!dup)
                found[n++] = f;
        }
    }
    freeaddrinfo(res);
    NativeResult r = addresses_array(t, host, found, n, ret);
    free(found);
    return r;
}

/* Inet4AddressImpl: InetAddress[] lookupAllHostAddr(String) */
static NativeResult ia4_lookupAllHostAddr(Thread *t, Slot *args, Slot *ret)
{
    return lookup(t, args[1].l, AF_INET, ret);
}

/* Inet6AddressImpl: InetAddress[] lookupAllHostAddr(String) */
static NativeResult ia6_lookupAllHostAddr(Thread *t, Slot *args, Slot *ret)
{
    return lookup(t, args[1].l, AF_UNSPEC, ret);
}

/* String getHostByAddr(byte[] addr): the name of a 4- or 16-byte address; UnknownHostException
   without a message when it has none */
static NativeResult ia_getHostByAddr(Thread *t, Slot *args, Slot *ret)
{
    Object *addr = args[1].l;
    NetSockaddr sa;
    socklen_t len;
    memset(&sa, 0, sizeof sa);
    ret->l = NULL;
    if (!addr)
        return vm_throw_npe(t, NULL);
    if (ARRAY_LENGTH(addr) == 4) {
        sa.in4.sin_family = AF_INET;
        memcpy(&sa.in4.sin_addr, ARRAY_DATA(addr, jbyte), 4);
        len = sizeof sa.in4;
    } else if (ARRAY_LENGTH(addr) == 16) {
        sa.in6.sin6_family = AF_INET6;
        memcpy(&sa.in6.sin6_addr, ARRAY_DATA(addr, jbyte), 16);
        len = sizeof sa.in6;
    } else {
        return vm_throw(t, "java/net/UnknownHostException", NULL);
    }
    char host[NI_MAXHOST];
    int err;
    IO_NATIVE(err = getnameinfo(&sa.sa, len, host, sizeof host, NULL, 0, NI_NAMEREQD));
    if (err)
        return vm_throw(t, "java/net/UnknownHostException", NULL);
    ret->l = vm_string_utf8(t, host);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* Reachability by TCP to the echo port (7), without ICMP (which needs privileges): a connection
   made or refused means the host answered. */
static NativeResult tcp_ping(Thread *t, const NetSockaddr *sa, socklen_t len, jint timeout, jint ttl, Slot *ret)
{
    ret->i = JNI_FALSE;
    int fd = socket(sa->sa.sa_family, SOCK_STREAM | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return io_throw_last_error(t, "java/net/SocketException", errno, "Can't create socket");
    if (ttl > 0) {
        if (sa->sa.sa_family == AF_INET6)
            setsockopt(fd, IPPROTO_IPV6, IPV6_UNICAST_HOPS, &ttl, sizeof ttl);
        else
            setsockopt(fd, IPPROTO_IP, IP_TTL, &ttl, sizeof ttl);
    }
    int r = connect(fd, &sa->sa, len);
    int err = r == 0 ? 0 : errno;
    if (err == EINPROGRESS) {
        struct pollfd p = {.fd = fd, .events = POLLOUT};
        IO_NATIVE(r = poll(&p, 1, timeout));
        err = ETIMEDOUT;
        socklen_t n = sizeof err;
        if (r > 0 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &n) < 0)
            err = errno;
    }
    close(fd);
    ret->i = err == 0 || err == ECONNREFUSED;
    return NR_OK;
}

/* Inet4AddressImpl: boolean isReachable0(byte[] addr, int timeout, byte[] ifaddr, int ttl) */
static NativeResult ia4_isReachable0(Thread *t, Slot *args, Slot *ret)
{
    Object *addr = args[1].l;
    NetSockaddr sa;
    memset(&sa, 0, sizeof sa);
    sa.in4.sin_family = AF_INET;
    sa.in4.sin_port = htons(7);
    memcpy(&sa.in4.sin_addr, ARRAY_DATA(addr, jbyte), 4);
    return tcp_ping(t, &sa, sizeof sa.in4, args[2].i, args[4].i, ret);
}

/* Inet6AddressImpl: boolean isReachable0(byte[] addr, int scope, int timeout, byte[] ifaddr, int ttl,
   int if_scope) */
static NativeResult ia6_isReachable0(Thread *t, Slot *args, Slot *ret)
{
    Object *addr = args[1].l;
    NetSockaddr sa;
    socklen_t len;
    memset(&sa, 0, sizeof sa);
    if (ARRAY_LENGTH(addr) == 4) {
        sa.in4.sin_family = AF_INET;
        sa.in4.sin_port = htons(7);
        memcpy(&sa.in4.sin_addr, ARRAY_DATA(addr, jbyte), 4);
        len = sizeof sa.in4;
    } else {
        sa.in6.sin6_family = AF_INET6;
        sa.in6.sin6_port = htons(7);
        sa.in6.sin6_scope_id = (uint32_t)args[2].i;
        memcpy(&sa.in6.sin6_addr, ARRAY_DATA(addr, jbyte), 16);
        len = sizeof sa.in6;
    }
    return tcp_ping(t, &sa, len, args[3].i, args[5].i, ret);
}

#else /* VITRINE_WASM: no resolver; only the local host's own name */

static NativeResult ia_lookupAllHostAddr(Thread *t, Slot *args, Slot *ret)
{
    Object *host = args[1].l;
    ret->l = NULL;
    if (!host)
        return vm_throw_npe(t, "host argument is null");
    if (vm_string_equals_utf8(host, "localhost")) {
        Found f = {.family = NET_IPV4, .bytes = {127, 0, 0, 1}};
        return addresses_array(t, host, &f, 1, ret);
    }
    char *name = vm_string_to_utf8(host);
    NativeResult r = vm_throw(t, "java/net/UnknownHostException",
                              "%s: Name resolution is not available in WebAssembly", name);
    free(name);
    return r;
}

static NativeResult ia_getHostByAddr(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->l = NULL;
    return vm_throw(t, "java/net/UnknownHostException", NULL);
}

#define ia4_lookupAllHostAddr ia_lookupAllHostAddr
#define ia6_lookupAllHostAddr ia_lookupAllHostAddr
#define ia4_isReachable0 net_no_sockets
#define ia6_isReachable0 net_no_sockets

#endif

/* ------------------------------------------------------------------ NetworkInterface */

#ifndef VITRINE_WASM

typedef struct NifAddress {
    NetSockaddr addr;
    int prefix;              /* the netmask's length */
    bool has_broadcast;
    struct in_addr broadcast;
} NifAddress;

typedef struct Nif {
    char name[IFNAMSIZ];
    int index;
    int n_addrs;
    NifAddress *addrs;       /* newest first, as HotSpot lists them */
} Nif;

typedef struct NifList {
    int n;
    Nif *ifs;                /* newest first */
} NifList;

static int mask_length(const struct sockaddr *mask)
{
    const uint8_t *b;
    int n;
    if (!mask)
        return 0;
    if (mask->sa_family == AF_INET6) {
        b = ((const struct sockaddr_in6 *)(const void *)mask)->sin6_addr.s6_addr;
        n = 16;
    } else {
        b = (const uint8_t *)&((const struct sockaddr_in *)(const void *)mask)->sin_addr;
        n = 4;
    }
    int bits = 0;
    for (int i = 0; i < n; i++)
        for (int j = 7; j >= 0 && (b[i] >> j & 1); j--)
            bits++;
    return bits;
}

static void nif_add(NifList *l, const struct ifaddrs *ifa)
{
    int i = 0;
    while (i < l->n && strcmp(l->ifs[i].name, ifa->ifa_name) != 0)
        i++;
    if (i == l->n) {
        l->ifs = realloc(l->ifs, (size_t)(l->n + 1) * sizeof *l->ifs);
        if (!l->ifs)
            vm_fatal("out of memory listing network interfaces");
        memmove(l->ifs + 1, l->ifs, (size_t)l->n * sizeof *l->ifs);
        memset(&l->ifs[0], 0, sizeof l->ifs[0]);
        snprintf(l->ifs[0].name, sizeof l->ifs[0].name, "%s", ifa->ifa_name);
        l->ifs[0].index = (int)if_nametoindex(ifa->ifa_name);
        l->n++;
        i = 0;
    }
    Nif *nif = &l->ifs[i];
    nif->addrs = realloc(nif->addrs, (size_t)(nif->n_addrs + 1) * sizeof *nif->addrs);
    if (!nif->addrs)
        vm_fatal("out of memory listing network interfaces");
    memmove(nif->addrs + 1, nif->addrs, (size_t)nif->n_addrs * sizeof *nif->addrs);
    NifAddress *a = &nif->addrs[0];
    memset(a, 0, sizeof *a);
    nif->n_addrs++;
    if (ifa->ifa_addr->sa_family == AF_INET) {
        a->addr.in4 = *(const struct sockaddr_in *)(const void *)ifa->ifa_addr;
        if ((ifa->ifa_flags & IFF_BROADCAST) && ifa->ifa_broadaddr) {
            a->has_broadcast = true;
            a->broadcast = ((const struct sockaddr_in *)(const void *)ifa->ifa_broadaddr)->sin_addr;
        }
    } else {
        a->addr.in6 = *(const struct sockaddr_in6 *)(const void *)ifa->ifa_addr;
        /* every IPv6 address of an interface is scoped to it */
        a->addr.in6.sin6_scope_id = (uint32_t)nif->index;
    }
    a->prefix = mask_length(ifa->ifa_netmask);
}

/* The interfaces that have IPv4 or IPv6 addresses; false with SocketException pending. IPv4
   addresses are taken before IPv6 ones, each list built newest first, as HotSpot's. */
static bool nif_list(Thread *t, NifList *l)
{
    struct ifaddrs *all;
    memset(l, 0, sizeof *l);
    if (getifaddrs(&all) < 0) {
        io_throw_last_error(t, "java/net/SocketException", errno, "getifaddrs() failed");
        return false;
    }
    for (int family = AF_INET; family; family = family == AF_INET && net_ipv6_available() ? AF_INET6 : 0)
        for (struct ifaddrs *p = all; p; p = p->ifa_next)
            if (p->ifa_addr && p->ifa_addr->sa_family == family)
                nif_add(l, p);
    freeifaddrs(all);
    return true;
}

static void nif_list_free(NifList *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->ifs[i].addrs);
    free(l->ifs);
}

typedef struct NifOffsets {
    uint32_t name, display_name, index, addrs, bindings, childs, ia_address, ia_broadcast, ia_mask,
        holder6, scope_ifname, scope_ifname_set;
} NifOffsets;

static const NifOffsets *nif_offsets(Thread *t)
{
    static NifOffsets o;
    if (!o.name) {
        const char *ni = "java/net/NetworkInterface", *ifa = "java/net/InterfaceAddress";
        o.display_name = vm_field_offset(t, ni, "displayName", "Ljava/lang/String;");
        o.index = vm_field_offset(t, ni, "index", "I");
        o.addrs = vm_field_offset(t, ni, "addrs", "[Ljava/net/InetAddress;");
        o.bindings = vm_field_offset(t, ni, "bindings", "[Ljava/net/InterfaceAddress;");
        o.childs = vm_field_offset(t, ni, "childs", "[Ljava/net/NetworkInterface;");
        o.ia_address = vm_field_offset(t, ifa, "address", "Ljava/net/InetAddress;");
        o.ia_broadcast = vm_field_offset(t, ifa, "broadcast", "Ljava/net/Inet4Address;");
        o.ia_mask = vm_field_offset(t, ifa, "maskLength", "S");
        o.holder6 = vm_field_offset(t, "java/net/Inet6Address", "holder6", "Ljava/net/Inet6Address$Inet6AddressHolder;");
        o.scope_ifname = vm_field_offset(t, "java/net/Inet6Address$Inet6AddressHolder", "scope_ifname",
                                         "Ljava/net/NetworkInterface;");
        o.scope_ifname_set = vm_field_offset(t, "java/net/Inet6Address$Inet6AddressHolder", "scope_ifname_set", "Z");
        o.name = vm_field_offset(t, ni, "name", "Ljava/lang/String;");
    }
    return &o;
}

static Class *class_named(Thread *t, const char *name)
{
    Class *c = vm_load_class(t, NULL, name, true);
    return c && vm_ensure_initialized(t, c) ? c : NULL;
}

/* A NetworkInterface object for one interface: its addresses (IPv6 ones scoped to it) and their
   InterfaceAddress bindings; no sub-interfaces. */
static Object *nif_object(Thread *t, const Nif *nif)
{
    const NifOffsets *o = nif_offsets(t);
    Class *ni_class = class_named(t, "java/net/NetworkInterface");
    Class *ifa_class = ni_class ? class_named(t, "java/net/InterfaceAddress") : NULL;
    Class *ia_class = ifa_class ? class_named(t, "java/net/InetAddress") : NULL;
    if (!ia_class)
        return NULL;
    Object *ni = vm_new_object(t, ni_class);
    Object *name = ni ? vm_string_utf8(t, nif->name) : NULL;
    Object *addrs = name ? vm_new_object_array(t, ia_class, nif->n_addrs) : NULL;
    Object *bindings = addrs ? vm_new_object_array(t, ifa_class, nif->n_addrs) : NULL;
    Object *childs = bindings ? vm_new_object_array(t, ni_class, 0) : NULL;
    if (!childs)
        return NULL;
    FIELD_AT(ni, o->name, Object *) = name;
    FIELD_AT(ni, o->display_name, Object *) = name;
    FIELD_AT(ni, o->index, jint) = nif->index;
    FIELD_AT(ni, o->addrs, Object *) = addrs;
    FIELD_AT(ni, o->bindings, Object *) = bindings;
    FIELD_AT(ni, o->childs, Object *) = childs;
    for (int i = 0; i < nif->n_addrs; i++) {
        const NifAddress *a = &nif->addrs[i];
        Object *ia = net_inet_address_from_sockaddr(t, &a->addr.sa, NULL);
        Object *binding = ia ? vm_new_object(t, ifa_class) : NULL;
        if (!binding)
            return NULL;
        if (a->addr.sa.sa_family == AF_INET6) {
            Object *h6 = FIELD_AT(ia, o->holder6, Object *);
            FIELD_AT(h6, o->scope_ifname, Object *) = ni;
            FIELD_AT(h6, o->scope_ifname_set, jboolean) = JNI_TRUE;
        }
        FIELD_AT(binding, o->ia_address, Object *) = ia;
        FIELD_AT(binding, o->ia_mask, jshort) = (jshort)a->prefix;
        if (a->has_broadcast) {
            Object *b = net_new_inet4_address(t, NULL, (const uint8_t *)&a->broadcast);
            if (!b)
                return NULL;
            FIELD_AT(binding, o->ia_broadcast, Object *) = b;
        }
        ARRAY_DATA(addrs, Object *)[i] = ia;
        ARRAY_DATA(bindings, Object *)[i] = binding;
    }
    return ni;
}

/* static NetworkInterface[] getAll() */
static NativeResult ni_getAll(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    NifList l;
    ret->l = NULL;
    if (!nif_list(t, &l))
        return NR_EXCEPTION;
    Class *ni_class = class_named(t, "java/net/NetworkInterface");
    Object *arr = ni_class ? vm_new_object_array(t, ni_class, l.n) : NULL;
    for (int i = 0; arr && i < l.n; i++) {
        Object *ni = nif_object(t, &l.ifs[i]);
        if (!ni)
            arr = NULL;
        else
            ARRAY_DATA(arr, Object *)[i] = ni;
    }
    nif_list_free(&l);
    ret->l = arr;
    return arr ? NR_OK : NR_EXCEPTION;
}

/* Whether an interface address is the InetAddress ia (IPv6 compared without scope). */
static bool nif_address_is(Thread *t, const NifAddress *a, Object *ia)
{
    int family = net_inet_address_family(t, ia);
    if (family == NET_IPV4 && a->addr.sa.sa_family == AF_INET) {
        uint8_t b[4];
        net_inet4_bytes(t, ia, b);
        return memcmp(b, &a->addr.in4.sin_addr, 4) == 0;
    }
    if (family == NET_IPV6 && a->addr.sa.sa_family == AF_INET6) {
        uint8_t b[16];
        int scope;
        net_inet6_bytes(t, ia, b, &scope);
        return memcmp(b, &a->addr.in6.sin6_addr, 16) == 0;
    }
    return false;
}

enum { FIND_NAME, FIND_INDEX, FIND_ADDRESS };

/* The first interface that has the name, index or address; NULL (no exception) when none has. With
   want_object false, any non-NULL result means found (no object is made). */
static NativeResult nif_find(Thread *t, int by, Object *key, jint index, bool want_object, Slot *ret)
{
    NifList l;
    ret->l = NULL;
    if (!key && by != FIND_INDEX)
        return vm_throw_npe(t, NULL);
    char *name = by == FIND_NAME ? vm_string_to_utf8(key) : NULL;
    if (!nif_list(t, &l)) {
        free(name);
        return NR_EXCEPTION;
    }
    const Nif *hit = NULL;
    for (int i = 0; i < l.n && !hit; i++) {
        const Nif *nif = &l.ifs[i];
        if (by == FIND_NAME)
            hit = strcmp(nif->name, name) == 0 ? nif : NULL;
        else if (by == FIND_INDEX)
            hit = nif->index == index ? nif : NULL;
        else
            for (int j = 0; j < nif->n_addrs && !hit; j++)
                hit = nif_address_is(t, &nif->addrs[j], key) ? nif : NULL;
    }
    NativeResult r = NR_OK;
    if (hit && want_object) {
        ret->l = nif_object(t, hit);
        r = ret->l ? NR_OK : NR_EXCEPTION;
    } else {
        ret->i = hit != NULL;
    }
    nif_list_free(&l);
    free(name);
    return r;
}

/* static NetworkInterface getByName0(String) */
static NativeResult ni_getByName0(Thread *t, Slot *args, Slot *ret)
{
    return nif_find(t, FIND_NAME, args[0].l, 0, true, ret);
}

/* static NetworkInterface getByIndex0(int) */
static NativeResult ni_getByIndex0(Thread *t, Slot *args, Slot *ret)
{
    return nif_find(t, FIND_INDEX, NULL, args[0].i, true, ret);
}

/* static NetworkInterface getByInetAddress0(InetAddress) */
static NativeResult ni_getByInetAddress0(Thread *t, Slot *args, Slot *ret)
{
    return nif_find(t, FIND_ADDRESS, args[0].l, 0, true, ret);
}

/* static boolean boundInetAddress0(InetAddress) */
static NativeResult ni_boundInetAddress0(Thread *t, Slot *args, Slot *ret)
{
    return nif_find(t, FIND_ADDRESS, args[0].l, 0, false, ret);
}

/* An interface ioctl by name, on a datagram socket of either family. False with SocketException
   "<what> failed: <error>" pending. */
static bool nif_ioctl(Thread *t, Object *name_string, unsigned long request, const char *what, struct ifreq *ifr)
{
    memset(ifr, 0, sizeof *ifr);
    if (!name_string) {
        vm_throw_npe(t, NULL);
        return false;
    }
    char *name = vm_string_to_utf8(name_string);
    snprintf(ifr->ifr_name, sizeof ifr->ifr_name, "%s", name);
    free(name);
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    if (fd < 0 && errno == EAFNOSUPPORT)
        fd = socket(AF_INET6, SOCK_DGRAM, 0);
    if (fd < 0) {
        io_throw_last_error(t, "java/net/SocketException", errno, "Socket creation failed");
        return false;
    }
    int r = ioctl(fd, request, ifr);
    int err = errno;
    close(fd);
    if (r < 0) {
        vm_throw(t, "java/net/SocketException", "%s failed: %s", what, io_strerror(err));
        return false;
    }
    return true;
}

static NativeResult nif_flag(Thread *t, Slot *args, Slot *ret, int all_of)
{
    struct ifreq ifr;
    ret->i = JNI_FALSE;
    if (!nif_ioctl(t, args[0].l, SIOCGIFFLAGS, "ioctl(SIOCGIFFLAGS)", &ifr))
        return NR_EXCEPTION;
    ret->i = (ifr.ifr_flags & all_of) == all_of;
    return NR_OK;
}

/* static boolean isUp0(String name, int index): up and running */
static NativeResult ni_isUp0(Thread *t, Slot *args, Slot *ret)
{
    return nif_flag(t, args, ret, IFF_UP | IFF_RUNNING);
}

static NativeResult ni_isLoopback0(Thread *t, Slot *args, Slot *ret)
{
    return nif_flag(t, args, ret, IFF_LOOPBACK);
}

static NativeResult ni_supportsMulticast0(Thread *t, Slot *args, Slot *ret)
{
    return nif_flag(t, args, ret, IFF_MULTICAST);
}

static NativeResult ni_isP2P0(Thread *t, Slot *args, Slot *ret)
{
    return nif_flag(t, args, ret, IFF_POINTOPOINT);
}

/* static byte[] getMacAddr0(byte[] inAddr, String name, int index): null when the interface has no
   hardware address (all zero, as the loopback's) */
static NativeResult ni_getMacAddr0(Thread *t, Slot *args, Slot *ret)
{
    struct ifreq ifr;
    ret->l = NULL;
    if (!nif_ioctl(t, args[1].l, SIOCGIFHWADDR, "ioctl(SIOCGIFHWADDR)", &ifr))
        return NR_EXCEPTION;
    const char *mac = ifr.ifr_hwaddr.sa_data;
    for (int i = 0; i < 6; i++)
        if (mac[i]) {
            ret->l = io_new_byte_array(t, mac, 6);
            return ret->l ? NR_OK : NR_EXCEPTION;
        }
    return NR_OK;
}

/* static int getMTU0(String name, int index) */
static NativeResult ni_getMTU0(Thread *t, Slot *args, Slot *ret)
{
    struct ifreq ifr;
    ret->i = -1;
    if (!nif_ioctl(t, args[0].l, SIOCGIFMTU, "ioctl(SIOCGIFMTU)", &ifr))
        return NR_EXCEPTION;
    ret->i = ifr.ifr_mtu;
    return NR_OK;
}

#define NIF_FN(f) f
#else
/* every NetworkInterface query in the WebAssembly builds */
static NativeResult ni_unavailable(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    ret->j = 0;
    return vm_throw(t, "java/net/SocketException", "Network interfaces are not available in WebAssembly");
}
#define NIF_FN(f) ni_unavailable
#endif

/* ------------------------------------------------------------------ system proxies, port range */

/* sun.net.spi.DefaultProxySelector.init(), with -Djava.net.useSystemProxies=true: whether desktop
   proxy settings (GNOME's, through GIO) can be read. The VM does not read them: none, as on a host
   without those libraries, so the selector goes by the java.net properties alone. */
IO_INT_CONSTANT_NATIVE(dps_init, JNI_FALSE)

/* Proxy[] getSystemProxies(String protocol, String host): none (never asked after init's false) */
static NativeResult dps_getSystemProxies(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args;
    ret->l = NULL;
    return NR_OK;
}

/* The ephemeral port range (sun.net.PortConfig.getLower0/getUpper0), -1 when unknown. */
static int port_range(bool upper)
{
    int lo = -1, hi = -1;
#ifndef VITRINE_WASM
    FILE *f = fopen("/proc/sys/net/ipv4/ip_local_port_range", "r");
    if (f) {
        if (fscanf(f, "%d %d", &lo, &hi) != 2)
            lo = hi = -1;
        fclose(f);
    }
#endif
    return upper ? hi : lo;
}

IO_INT_CONSTANT_NATIVE(pc_getLower0, port_range(false))
IO_INT_CONSTANT_NATIVE(pc_getUpper0, port_range(true))

#define IA4 "java/net/Inet4AddressImpl"
#define IA6 "java/net/Inet6AddressImpl"
#define NI "java/net/NetworkInterface"
#define NI_QUERY "(Ljava/lang/String;I)"

const NativeDef vm_natives_net[] = {
    {"java/net/InetAddress", "init", "()V", vm_native_nothing},
    {"java/net/Inet4Address", "init", "()V", vm_native_nothing},
    {"java/net/Inet6Address", "init", "()V", vm_native_nothing},
    {"java/net/DatagramPacket", "init", "()V", vm_native_nothing},
    {"java/net/InetAddressImplFactory", "isIPv6Supported", "()Z", iaif_isIPv6Supported},

    {IA4, "getLocalHostName", "()Ljava/lang/String;", ia_getLocalHostName},
    {IA4, "lookupAllHostAddr", "(Ljava/lang/String;)[Ljava/net/InetAddress;", ia4_lookupAllHostAddr},
    {IA4, "getHostByAddr", "([B)Ljava/lang/String;", ia_getHostByAddr},
    {IA4, "isReachable0", "([BI[BI)Z", ia4_isReachable0},
    {IA6, "getLocalHostName", "()Ljava/lang/String;", ia_getLocalHostName},
    {IA6, "lookupAllHostAddr", "(Ljava/lang/String;)[Ljava/net/InetAddress;", ia6_lookupAllHostAddr},
    {IA6, "getHostByAddr", "([B)Ljava/lang/String;", ia_getHostByAddr},
    {IA6, "isReachable0", "([BII[BII)Z", ia6_isReachable0},

    {NI, "init", "()V", vm_native_nothing},
    {NI, "getAll", "()[Ljava/net/NetworkInterface;", NIF_FN(ni_getAll)},
    {NI, "getByName0", "(Ljava/lang/String;)Ljava/net/NetworkInterface;", NIF_FN(ni_getByName0)},
    {NI, "getByIndex0", "(I)Ljava/net/NetworkInterface;", NIF_FN(ni_getByIndex0)},
    {NI, "getByInetAddress0", "(Ljava/net/InetAddress;)Ljava/net/NetworkInterface;", NIF_FN(ni_getByInetAddress0)},
    {NI, "boundInetAddress0", "(Ljava/net/InetAddress;)Z", NIF_FN(ni_boundInetAddress0)},
    {NI, "isUp0", NI_QUERY "Z", NIF_FN(ni_isUp0)},
    {NI, "isLoopback0", NI_QUERY "Z", NIF_FN(ni_isLoopback0)},
    {NI, "supportsMulticast0", NI_QUERY "Z", NIF_FN(ni_supportsMulticast0)},
    {NI, "isP2P0", NI_QUERY "Z", NIF_FN(ni_isP2P0)},
    {NI, "getMacAddr0", "([BLjava/lang/String;I)[B", NIF_FN(ni_getMacAddr0)},
    {NI, "getMTU0", NI_QUERY "I", NIF_FN(ni_getMTU0)},


    {"sun/net/spi/DefaultProxySelector", "init", "()Z", dps_init},
    {"sun/net/spi/DefaultProxySelector", "getSystemProxies", "(Ljava/lang/String;Ljava/lang/String;)[Ljava/net/Proxy;",
     dps_getSystemProxies},
    {"sun/net/PortConfig", "getLower0", "()I", pc_getLower0},
    {"sun/net/PortConfig", "getUpper0", "()I", pc_getUpper0},

    {NULL, NULL, NULL, NULL}
};
