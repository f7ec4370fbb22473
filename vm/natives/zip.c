/* zip.c: the natives of java.util.zip (Inflater, Deflater, CRC32, Adler32) over zlib, with the
   protocol of HotSpot 17's libzip: init returns the address of a z_stream; the inflate/deflate
   calls return a packed long
       bits 0-30  input bytes consumed
       bits 31-61 output bytes produced
       bit 62     finished (Z_STREAM_END)
       bit 63     Inflater: needs a dictionary; Deflater: the parameter change is still pending
   and on a data error Inflater.inputConsumed / outputConsumed are set before DataFormatException
   (zlib's message) is thrown, so the Java side can account for the bytes used. CRC32C is pure Java
   in 17. */
#include <zlib.h>

#include "native_io_util.h"

#define ZSTREAM(j) ((z_stream *)IO_PTR(j))

/* The bytes of a byte[] from off (NULL for a null array: zlib is then given a length of 0). */
static jbyte *zarr(Object *a, jint off)
{
    return a ? ARRAY_DATA(a, jbyte) + off : NULL;
}

static jlong pack_result(jint in_used, jint out_used, int finished, int flag63)
{
    return (jlong)((uint64_t)(uint32_t)in_used | ((uint64_t)(uint32_t)out_used << 31) |
                   ((uint64_t)(finished != 0) << 62) | ((uint64_t)(flag63 != 0) << 63));
}

/* The message of an error of zlib, NULL when it gave none. */
static NativeResult throw_zmsg(Thread *t, const char *cls, const char *msg)
{
    return msg ? vm_throw(t, cls, "%s", msg) : vm_throw(t, cls, NULL);
}

/* ------------------------------------------------------------------ java.util.zip.Inflater */

/* static long init(boolean nowrap) */
static NativeResult inf_init(Thread *t, Slot *args, Slot *ret)
{
    ret->j = 0;
    z_stream *s = calloc(1, sizeof *s);
    if (!s)
        return vm_throw_oom(t, NULL);
    int r = inflateInit2(s, args[0].i ? -MAX_WBITS : MAX_WBITS);
    switch (r) {
    case Z_OK:
        ret->j = IO_JLONG(s);
        return NR_OK;
    case Z_MEM_ERROR:
        free(s);
        return vm_throw_oom(t, NULL);
    default: {
        const char *msg = s->msg ? s->msg
                          : r == Z_VERSION_ERROR
                              ? "zlib returned Z_VERSION_ERROR: compile time and runtime zlib implementations differ"
                          : r == Z_STREAM_ERROR ? "inflateInit2 returned Z_STREAM_ERROR"
                                                : "unknown error initializing zlib library";
        NativeResult nr = vm_throw(t, "java/lang/InternalError", "%s", msg);
        free(s);
        return nr;
    }
    }
}

static NativeResult inf_check_dict(Thread *t, z_stream *s, int r)
{
    switch (r) {
    case Z_OK:
        return NR_OK;
    case Z_STREAM_ERROR:
    case Z_DATA_ERROR:
        return throw_zmsg(t, "java/lang/IllegalArgumentException", s->msg);
    default:
        return throw_zmsg(t, "java/lang/InternalError", s->msg);
    }
}

/* static void setDictionary(long addr, byte[] b, int off, int len) */
static NativeResult inf_setDictionary(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    z_stream *s = ZSTREAM(args[0].j);
    Object *b = args[2].l;
    int r = inflateSetDictionary(s, (const Bytef *)(zarr(b, args[3].i)), (uInt)args[4].i);
    return inf_check_dict(t, s, r);
}

/* static void setDictionaryBuffer(long addr, long buf, int len) */
static NativeResult inf_setDictionaryBuffer(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    z_stream *s = ZSTREAM(args[0].j);
    int r = inflateSetDictionary(s, (const Bytef *)IO_PTR(args[2].j), (uInt)args[4].i);
    return inf_check_dict(t, s, r);
}

static uint32_t inf_input_consumed_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/util/zip/Inflater", "inputConsumed", "I");
}

static uint32_t inf_output_consumed_offset(Thread *t)
{
    static uint32_t off;
    return IO_OFFSET(off, "java/util/zip/Inflater", "outputConsumed", "I");
}

/* One inflate(Z_PARTIAL_FLUSH) call and its result, as the JDK reports it. */
static NativeResult do_inflate(Thread *t, Object *self, jlong addr, jbyte *in, jint in_len, jbyte *out,
                               jint out_len, Slot *ret)
{
    z_stream *s = ZSTREAM(addr);
    s->next_in = (Bytef *)in;
    s->next_out = (Bytef *)out;
    s->avail_in = (uInt)in_len;
    s->avail_out = (uInt)out_len;
    int r = inflate(s, Z_PARTIAL_FLUSH);
    jint in_used = 0, out_used = 0;
    int finished = 0, need_dict = 0;
    ret->j = 0;
    switch (r) {
    case Z_STREAM_END:
        finished = 1;
        /* fall through */
    case Z_OK:
        in_used = in_len - (jint)s->avail_in;
        out_used = out_len - (jint)s->avail_out;
        break;
    case Z_NEED_DICT:
        need_dict = 1;
        in_used = in_len - (jint)s->avail_in; /* some input may have been consumed */
        out_used = out_len - (jint)s->avail_out;
        break;
    case Z_BUF_ERROR:
        break;
    case Z_DATA_ERROR:
        FIELD_AT(self, inf_input_consumed_offset(t), jint) = in_len - (jint)s->avail_in;
        FIELD_AT(self, inf_output_consumed_offset(t), jint) = out_len - (jint)s->avail_out;
        return throw_zmsg(t, "java/util/zip/DataFormatException", s->msg);
    case Z_MEM_ERROR:
        return vm_throw_oom(t, NULL);
    default:
        return throw_zmsg(t, "java/lang/InternalError", s->msg);
    }
    ret->j = pack_result(in_used, out_used, finished, need_dict);
    return NR_OK;
}

/* Layout shared by the four inflate natives (instance methods):
   args[0] this, [1-2] addr, [3] input (byte[] or [3-4] address), ... see each. */

/* long inflateBytesBytes(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen) */
static NativeResult inf_inflateBytesBytes(Thread *t, Slot *args, Slot *ret)
{
    jbyte *in = zarr(args[3].l, args[4].i);
    jbyte *out = zarr(args[6].l, args[7].i);
    return do_inflate(t, args[0].l, args[1].j, in, args[5].i, out, args[8].i, ret);
}

/* long inflateBytesBuffer(long addr, byte[] in, int inOff, int inLen, long outAddr, int outLen) */
static NativeResult inf_inflateBytesBuffer(Thread *t, Slot *args, Slot *ret)
{
    jbyte *in = zarr(args[3].l, args[4].i);
    return do_inflate(t, args[0].l, args[1].j, in, args[5].i, IO_PTR(args[6].j), args[8].i, ret);
}

/* long inflateBufferBytes(long addr, long inAddr, int inLen, byte[] out, int outOff, int outLen) */
static NativeResult inf_inflateBufferBytes(Thread *t, Slot *args, Slot *ret)
{
    jbyte *out = zarr(args[6].l, args[7].i);
    return do_inflate(t, args[0].l, args[1].j, IO_PTR(args[3].j), args[5].i, out, args[8].i, ret);
}

/* long inflateBufferBuffer(long addr, long inAddr, int inLen, long outAddr, int outLen) */
static NativeResult inf_inflateBufferBuffer(Thread *t, Slot *args, Slot *ret)
{
    return do_inflate(t, args[0].l, args[1].j, IO_PTR(args[3].j), args[5].i, IO_PTR(args[6].j), args[8].i,
                      ret);
}

/* static int getAdler(long addr) */
static NativeResult inf_getAdler(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = (jint)ZSTREAM(args[0].j)->adler;
    return NR_OK;
}

/* static void reset(long addr) */
static NativeResult inf_reset(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (inflateReset(ZSTREAM(args[0].j)) != Z_OK)
        return vm_throw(t, "java/lang/InternalError", NULL);
    return NR_OK;
}

/* static void end(long addr) */
static NativeResult inf_end(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    z_stream *s = ZSTREAM(args[0].j);
    if (inflateEnd(s) == Z_STREAM_ERROR)
        return vm_throw(t, "java/lang/InternalError", NULL);
    free(s);
    return NR_OK;
}

/* ------------------------------------------------------------------ java.util.zip.Deflater */

#define DEF_MEM_LEVEL 8

/* static long init(int level, int strategy, boolean nowrap) */
static NativeResult def_init(Thread *t, Slot *args, Slot *ret)
{
    ret->j = 0;
    z_stream *s = calloc(1, sizeof *s);
    if (!s)
        return vm_throw_oom(t, NULL);
    int r = deflateInit2(s, args[0].i, Z_DEFLATED, args[2].i ? -MAX_WBITS : MAX_WBITS, DEF_MEM_LEVEL,
                         args[1].i);
    switch (r) {
    case Z_OK:
        ret->j = IO_JLONG(s);
        return NR_OK;
    case Z_MEM_ERROR:
        free(s);
        return vm_throw_oom(t, NULL);
    case Z_STREAM_ERROR:
        free(s);
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    default: {
        NativeResult nr = throw_zmsg(t, "java/lang/InternalError", s->msg);
        free(s);
        return nr;
    }
    }
}

static NativeResult def_check_dict(Thread *t, z_stream *s, int r)
{
    switch (r) {
    case Z_OK:
        return NR_OK;
    case Z_STREAM_ERROR:
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    default:
        return throw_zmsg(t, "java/lang/InternalError", s->msg);
    }
}

/* static void setDictionary(long addr, byte[] b, int off, int len) */
static NativeResult def_setDictionary(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    z_stream *s = ZSTREAM(args[0].j);
    Object *b = args[2].l;
    int r = deflateSetDictionary(s, (const Bytef *)(zarr(b, args[3].i)), (uInt)args[4].i);
    return def_check_dict(t, s, r);
}

/* static void setDictionaryBuffer(long addr, long buf, int len) */
static NativeResult def_setDictionaryBuffer(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    z_stream *s = ZSTREAM(args[0].j);
    int r = deflateSetDictionary(s, (const Bytef *)IO_PTR(args[2].j), (uInt)args[4].i);
    return def_check_dict(t, s, r);
}

/* One deflate(flush) call, or deflateParams when bit 0 of params is set (then bits 1-2 are the
   strategy and bits 3- the level, -1 included). */
static NativeResult do_deflate(Thread *t, jlong addr, jbyte *in, jint in_len, jbyte *out, jint out_len,
                               jint flush, jint params, Slot *ret)
{
    z_stream *s = ZSTREAM(addr);
    int set_params = params & 1;
    s->next_in = (Bytef *)in;
    s->next_out = (Bytef *)out;
    s->avail_in = (uInt)in_len;
    s->avail_out = (uInt)out_len;
    jint in_used = 0, out_used = 0;
    int finished = 0;
    ret->j = 0;
    if (set_params) {
        int strategy = (int)(((uint32_t)params >> 1) & 3);
        int level = params >= 0 ? params >> 3 : ~(~params >> 3); /* arithmetic shift: -1 stays -1 */
        int r = deflateParams(s, level, strategy);
        switch (r) {
        case Z_OK:
            set_params = 0;
            /* fall through */
        case Z_BUF_ERROR:
            in_used = in_len - (jint)s->avail_in;
            out_used = out_len - (jint)s->avail_out;
            break;
        default:
            return vm_throw(t, "java/lang/InternalError", "deflateParams failed");
        }
    } else {
        int r = deflate(s, flush);
        switch (r) {
        case Z_STREAM_END:
            finished = 1;
            /* fall through */
        case Z_OK:
        case Z_BUF_ERROR:
            in_used = in_len - (jint)s->avail_in;
            out_used = out_len - (jint)s->avail_out;
            break;
        default:
            return vm_throw(t, "java/lang/InternalError", "deflate failed");
        }
    }
    ret->j = pack_result(in_used, out_used, finished, set_params);
    return NR_OK;
}

/* The four deflate natives (instance methods) share one layout: args[0] this, [1-2] addr,
   [3] in (byte[]; or [3-4] address), [4] inOff, [5] inLen, [6] out (byte[]; or [6-7] address),
   [7] outOff, [8] outLen, [9] flush, [10] params. */

static NativeResult def_deflateBytesBytes(Thread *t, Slot *args, Slot *ret)
{
    jbyte *in = zarr(args[3].l, args[4].i);
    jbyte *out = zarr(args[6].l, args[7].i);
    return do_deflate(t, args[1].j, in, args[5].i, out, args[8].i, args[9].i, args[10].i, ret);
}

static NativeResult def_deflateBytesBuffer(Thread *t, Slot *args, Slot *ret)
{
    jbyte *in = zarr(args[3].l, args[4].i);
    return do_deflate(t, args[1].j, in, args[5].i, IO_PTR(args[6].j), args[8].i, args[9].i, args[10].i, ret);
}

static NativeResult def_deflateBufferBytes(Thread *t, Slot *args, Slot *ret)
{
    jbyte *out = zarr(args[6].l, args[7].i);
    return do_deflate(t, args[1].j, IO_PTR(args[3].j), args[5].i, out, args[8].i, args[9].i, args[10].i, ret);
}

static NativeResult def_deflateBufferBuffer(Thread *t, Slot *args, Slot *ret)
{
    return do_deflate(t, args[1].j, IO_PTR(args[3].j), args[5].i, IO_PTR(args[6].j), args[8].i, args[9].i,
                      args[10].i, ret);
}

/* static int getAdler(long addr) */
static NativeResult def_getAdler(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = (jint)ZSTREAM(args[0].j)->adler;
    return NR_OK;
}

/* static void reset(long addr) */
static NativeResult def_reset(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (deflateReset(ZSTREAM(args[0].j)) != Z_OK)
        return vm_throw(t, "java/lang/InternalError", NULL);
    return NR_OK;
}

/* static void end(long addr) */
static NativeResult def_end(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    z_stream *s = ZSTREAM(args[0].j);
    if (deflateEnd(s) == Z_STREAM_ERROR)
        return vm_throw(t, "java/lang/InternalError", "deflateEnd failed");
    free(s);
    return NR_OK;
}

/* ------------------------------------------------------------------ CRC32, Adler32 */

/* static int update(int crc, int b) */
static NativeResult crc_update(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Bytef b = (Bytef)args[1].i;
    ret->i = (jint)crc32((uLong)(uint32_t)args[0].i, &b, 1);
    return NR_OK;
}

/* static int updateBytes0(int crc, byte[] b, int off, int len) */
static NativeResult crc_updateBytes0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    const Bytef *p = (const Bytef *)(zarr(args[1].l, args[2].i));
    ret->i = (jint)crc32((uLong)(uint32_t)args[0].i, p, (uInt)args[3].i);
    return NR_OK;
}

/* static int updateByteBuffer0(int crc, long addr, int off, int len) */
static NativeResult crc_updateByteBuffer0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    const Bytef *p = (const Bytef *)IO_PTR(args[1].j) + args[3].i;
    ret->i = (jint)crc32((uLong)(uint32_t)args[0].i, p, (uInt)args[4].i);
    return NR_OK;
}

/* static int update(int adler, int b) */
static NativeResult adler_update(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Bytef b = (Bytef)args[1].i;
    ret->i = (jint)adler32((uLong)(uint32_t)args[0].i, &b, 1);
    return NR_OK;
}

/* static int updateBytes(int adler, byte[] b, int off, int len) */
static NativeResult adler_updateBytes(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    const Bytef *p = (const Bytef *)(zarr(args[1].l, args[2].i));
    ret->i = (jint)adler32((uLong)(uint32_t)args[0].i, p, (uInt)args[3].i);
    return NR_OK;
}

/* static int updateByteBuffer(int adler, long addr, int off, int len) */
static NativeResult adler_updateByteBuffer(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    const Bytef *p = (const Bytef *)IO_PTR(args[1].j) + args[3].i;
    ret->i = (jint)adler32((uLong)(uint32_t)args[0].i, p, (uInt)args[4].i);
    return NR_OK;
}

/* ------------------------------------------------------------------ table */

#define INF "java/util/zip/Inflater"
#define DEF "java/util/zip/Deflater"

const NativeDef vm_natives_zip[] = {
    {INF, "initIDs", "()V", vm_native_nothing},
    {INF, "init", "(Z)J", inf_init},
    {INF, "setDictionary", "(J[BII)V", inf_setDictionary},
    {INF, "setDictionaryBuffer", "(JJI)V", inf_setDictionaryBuffer},
    {INF, "inflateBytesBytes", "(J[BII[BII)J", inf_inflateBytesBytes},
    {INF, "inflateBytesBuffer", "(J[BIIJI)J", inf_inflateBytesBuffer},
    {INF, "inflateBufferBytes", "(JJI[BII)J", inf_inflateBufferBytes},
    {INF, "inflateBufferBuffer", "(JJIJI)J", inf_inflateBufferBuffer},
    {INF, "getAdler", "(J)I", inf_getAdler},
    {INF, "reset", "(J)V", inf_reset},
    {INF, "end", "(J)V", inf_end},

    {DEF, "init", "(IIZ)J", def_init},
    {DEF, "setDictionary", "(J[BII)V", def_setDictionary},
    {DEF, "setDictionaryBuffer", "(JJI)V", def_setDictionaryBuffer},
    {DEF, "deflateBytesBytes", "(J[BII[BIIII)J", def_deflateBytesBytes},
    {DEF, "deflateBytesBuffer", "(J[BIIJIII)J", def_deflateBytesBuffer},
    {DEF, "deflateBufferBytes", "(JJI[BIIII)J", def_deflateBufferBytes},
    {DEF, "deflateBufferBuffer", "(JJIJIII)J", def_deflateBufferBuffer},
    {DEF, "getAdler", "(J)I", def_getAdler},
    {DEF, "reset", "(J)V", def_reset},
    {DEF, "end", "(J)V", def_end},

    {"java/util/zip/CRC32", "update", "(II)I", crc_update},
    {"java/util/zip/CRC32", "updateBytes0", "(I[BII)I", crc_updateBytes0},
    {"java/util/zip/CRC32", "updateByteBuffer0", "(IJII)I", crc_updateByteBuffer0},

    {"java/util/zip/Adler32", "update", "(II)I", adler_update},
    {"java/util/zip/Adler32", "updateBytes", "(I[BII)I", adler_updateBytes},
    {"java/util/zip/Adler32", "updateByteBuffer", "(IJII)I", adler_updateByteBuffer},

    {NULL, NULL, NULL, NULL}
};
