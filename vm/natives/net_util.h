/* net_util.h: what the natives of java.net (net.c) and of sun.nio.ch's sockets (net_nio.c) share:
   java.net.InetAddress objects built from and turned into socket addresses, the exceptions those
   natives throw with HotSpot 17's classes and messages on Linux, and the failure every socket call
   gives in the WebAssembly builds, which have no sockets. */
#ifndef VITRINE_NET_UTIL_H
#define VITRINE_NET_UTIL_H

#include "platform.h"
#include "native_io_util.h"

#ifndef VITRINE_WASM
#include <netinet/in.h>
#include <sys/socket.h>

/* A socket address of either family, as bind/connect/accept take it. */
typedef union NetSockaddr {
    struct sockaddr sa;
    struct sockaddr_in in4;
    struct sockaddr_in6 in6;
} NetSockaddr;

/* Whether this host has IPv6 (a socket of the family can be made and an interface has an IPv6 address):
   sockets are then IPv6 ones that also carry IPv4, as in HotSpot. */
bool net_ipv6_available(void);

/* A new Inet4Address or Inet6Address for a socket address (an IPv4-mapped IPv6 address gives an
   Inet4Address, as in HotSpot), its port in *port if port is not NULL; NULL with an exception pending. */
Object *net_inet_address_from_sockaddr(Thread *t, const struct sockaddr *sa, int *port);

/* The socket address for an InetAddress and a port: an IPv6 one (IPv4 addresses mapped) when
   ipv6 is true, else an IPv4 one. False with an exception pending (null address, an IPv6 address
   for an IPv4 socket: SocketException "Protocol family unavailable"). */
bool net_sockaddr_from_inet_address(Thread *t, Object *ia, int port, bool ipv6, NetSockaddr *out,
                                    socklen_t *len);

/* poll(2) of one descriptor for up to timeout_ms (negative: no limit), other threads running. Returns
   poll's result with the events in *revents; -1 with errno EINTR when the descriptor was closed
   meanwhile: HotSpot signals a thread blocked on a socket that another thread closes, the VM has no
   signal to send, so the wait polls in slices and ends when the descriptor's number no longer names
   the same file (the channel's preClose put another file under it). */
int net_wait(Thread *t, int fd, short events, int64_t timeout_ms, short *revents);

/* Before a call that would block on a descriptor in blocking mode: waits (as net_wait) until it is
   ready. False with errno EINTR when the descriptor was closed meanwhile (or poll's errno). */
bool net_wait_if_blocking(Thread *t, int fd, short events);

/* HotSpot's handleSocketError: ConnectException, NoRouteToHostException, BindException,
   ProtocolException or SocketException by errno, with the error text as message. */
NativeResult net_throw_socket_error(Thread *t, int err);
#endif

/* The class of an InetAddress (4 or 6, by its holder's family); 0 for null. */
int net_inet_address_family(Thread *t, Object *ia);
/* The 4 address bytes of an Inet4Address (network order in out[0..3]). */
void net_inet4_bytes(Thread *t, Object *ia, uint8_t out[4]);
/* The 16 bytes and the scope id of an Inet6Address. */
void net_inet6_bytes(Thread *t, Object *ia, uint8_t out[16], int *scope_id);
/* New address objects with the given host name (may be NULL). NULL with an exception pending. */
Object *net_new_inet4_address(Thread *t, Object *host_name, const uint8_t bytes[4]);
Object *net_new_inet6_address(Thread *t, Object *host_name, const uint8_t bytes[16], int scope_id);

/* Every socket native in the WebAssembly builds: java.net.SocketException naming the reason. */
NativeResult net_no_sockets(Thread *t, Slot *args, Slot *ret);

/* java.net.InetAddress family values (InetAddress.IPv4, IPv6) */
enum { NET_IPV4 = 1, NET_IPV6 = 2 };

#endif
