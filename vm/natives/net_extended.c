/* net_extended.c: the natives of jdk.net.LinuxSocketOptions (HotSpot's libextnet), the Linux-only
   socket options of jdk.net.ExtendedSocketOptions: TCP keep-alive timing, TCP_QUICKACK, SO_PEERCRED
   and SO_INCOMING_NAPI_ID. sun.nio.ch.Net asks for them when it is initialized, so in the
   WebAssembly builds the capability queries answer false (no socket can exist to take the options)
   and the options themselves fail as every socket call there does. */
#include <unistd.h>

#include "net_util.h"

#ifndef VITRINE_WASM
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#ifndef SO_INCOMING_NAPI_ID
#define SO_INCOMING_NAPI_ID 56
#endif

/* A failed option call: UnsupportedOperationException when the kernel lacks the option, else
   SocketException "<what> failed: <error>". */
static NativeResult option_failed(Thread *t, const char *what)
{
    if (errno == ENOPROTOOPT)
        return vm_throw(t, "java/lang/UnsupportedOperationException", "unsupported socket option");
    return vm_throw(t, "java/net/SocketException", "%s failed: %s", what, io_strerror(errno));
}

static NativeResult set_int(Thread *t, int fd, int level, int opt, int value, const char *what)
{
    if (setsockopt(fd, level, opt, &value, sizeof value) < 0)
        return option_failed(t, what);
    return NR_OK;
}

static NativeResult get_int(Thread *t, int fd, int level, int opt, const char *what, Slot *ret)
{
    int value = 0;
    socklen_t len = sizeof value;
    ret->i = -1;
    if (getsockopt(fd, level, opt, &value, &len) < 0)
        return option_failed(t, what);
    ret->i = value;
    return NR_OK;
}

/* Whether a fresh socket of the type takes the option. */
static bool option_works(int type, int level, int opt)
{
    int fd = socket(AF_INET, type, 0);
    if (fd < 0)
        return false;
    int value = 0;
    socklen_t len = sizeof value;
    bool ok = getsockopt(fd, level, opt, &value, &len) == 0;
    close(fd);
    return ok;
}

IO_INT_CONSTANT_NATIVE(lso_keepAliveOptionsSupported0, option_works(SOCK_STREAM, IPPROTO_TCP, TCP_KEEPIDLE))
IO_INT_CONSTANT_NATIVE(lso_quickAckSupported0, option_works(SOCK_STREAM, IPPROTO_TCP, TCP_QUICKACK))
IO_INT_CONSTANT_NATIVE(lso_incomingNapiIdSupported0, option_works(SOCK_STREAM, SOL_SOCKET, SO_INCOMING_NAPI_ID))

/* static void setTcpKeepAliveProbes0(int fd, int value) and the like */
static NativeResult lso_setTcpKeepAliveProbes0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return set_int(t, args[0].i, IPPROTO_TCP, TCP_KEEPCNT, args[1].i, "set option TCP_KEEPCNT");
}

static NativeResult lso_setTcpKeepAliveTime0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return set_int(t, args[0].i, IPPROTO_TCP, TCP_KEEPIDLE, args[1].i, "set option TCP_KEEPIDLE");
}

static NativeResult lso_setTcpKeepAliveIntvl0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return set_int(t, args[0].i, IPPROTO_TCP, TCP_KEEPINTVL, args[1].i, "set option TCP_KEEPINTVL");
}

static NativeResult lso_getTcpKeepAliveProbes0(Thread *t, Slot *args, Slot *ret)
{
    return get_int(t, args[0].i, IPPROTO_TCP, TCP_KEEPCNT, "get option TCP_KEEPCNT", ret);
}

static NativeResult lso_getTcpKeepAliveTime0(Thread *t, Slot *args, Slot *ret)
{
    return get_int(t, args[0].i, IPPROTO_TCP, TCP_KEEPIDLE, "get option TCP_KEEPIDLE", ret);
}

static NativeResult lso_getTcpKeepAliveIntvl0(Thread *t, Slot *args, Slot *ret)
{
    return get_int(t, args[0].i, IPPROTO_TCP, TCP_KEEPINTVL, "get option TCP_KEEPINTVL", ret);
}

static NativeResult lso_setQuickAck0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    return set_int(t, args[0].i, IPPROTO_TCP, TCP_QUICKACK, args[1].i != 0, "set option TCP_QUICKACK");
}

static NativeResult lso_getQuickAck0(Thread *t, Slot *args, Slot *ret)
{
    NativeResult r = get_int(t, args[0].i, IPPROTO_TCP, TCP_QUICKACK, "get option TCP_QUICKACK", ret);
    ret->i = r == NR_OK && ret->i != 0;
    return r;
}

static NativeResult lso_getIncomingNapiId0(Thread *t, Slot *args, Slot *ret)
{
    return get_int(t, args[0].i, SOL_SOCKET, SO_INCOMING_NAPI_ID, "get option SO_INCOMING_NAPI_ID", ret);
}

/* static long getSoPeerCred0(int fd): the peer's uid << 32 | gid (a UNIX domain socket's) */
static NativeResult lso_getSoPeerCred0(Thread *t, Slot *args, Slot *ret)
{
    struct ucred cred;
    socklen_t len = sizeof cred;
    ret->j = -1;
    if (getsockopt(args[0].i, SOL_SOCKET, SO_PEERCRED, &cred, &len) < 0)
        return option_failed(t, "get option SO_PEERCRED");
    ret->j = (jlong)((uint64_t)cred.uid << 32 | (uint32_t)cred.gid);
    return NR_OK;
}

#define OPTION_FN(f) f
#define SUPPORTED_FN(f) f
#else
/* no sockets: no option is supported */
IO_INT_CONSTANT_NATIVE(lso_unsupported, JNI_FALSE)
#define OPTION_FN(f) net_no_sockets
#define SUPPORTED_FN(f) lso_unsupported
#endif

#define LSO "jdk/net/LinuxSocketOptions"

const NativeDef vm_natives_net_extended[] = {
    {LSO, "keepAliveOptionsSupported0", "()Z", SUPPORTED_FN(lso_keepAliveOptionsSupported0)},
    {LSO, "quickAckSupported0", "()Z", SUPPORTED_FN(lso_quickAckSupported0)},
    {LSO, "incomingNapiIdSupported0", "()Z", SUPPORTED_FN(lso_incomingNapiIdSupported0)},
    {LSO, "setTcpKeepAliveProbes0", "(II)V", OPTION_FN(lso_setTcpKeepAliveProbes0)},
    {LSO, "setTcpKeepAliveTime0", "(II)V", OPTION_FN(lso_setTcpKeepAliveTime0)},
    {LSO, "setTcpKeepAliveIntvl0", "(II)V", OPTION_FN(lso_setTcpKeepAliveIntvl0)},
    {LSO, "getTcpKeepAliveProbes0", "(I)I", OPTION_FN(lso_getTcpKeepAliveProbes0)},
    {LSO, "getTcpKeepAliveTime0", "(I)I", OPTION_FN(lso_getTcpKeepAliveTime0)},
    {LSO, "getTcpKeepAliveIntvl0", "(I)I", OPTION_FN(lso_getTcpKeepAliveIntvl0)},
    {LSO, "setQuickAck0", "(IZ)V", OPTION_FN(lso_setQuickAck0)},
    {LSO, "getQuickAck0", "(I)Z", OPTION_FN(lso_getQuickAck0)},
    {LSO, "getIncomingNapiId0", "(I)I", OPTION_FN(lso_getIncomingNapiId0)},
    {LSO, "getSoPeerCred0", "(I)J", OPTION_FN(lso_getSoPeerCred0)},
    {NULL, NULL, NULL, NULL}
};
