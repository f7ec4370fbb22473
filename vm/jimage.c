/* jimage.c: the reader of the JDK runtime image (lib/modules). See jimage.h for the API.

   The format, as jlink writes it (integers in the byte order of the platform that made the image;
   the magic tells which):

     header     7 x u4: magic 0xCAFEDADA, version (major << 16 | minor, 1.0), flags, resource
                count, table length, locations size, strings size
     redirect   table length x s4: a perfect hash table (see find_location)
     offsets    table length x u4: where each location starts in the locations area
     locations  attributes per resource: a byte (kind << 3 | (length - 1)) then length bytes of
                big-endian value, ended by a byte <= 7. Kinds: module, parent, base, extension
                (string offsets), content offset (from the end of the index), compressed size (0 if
                stored), uncompressed size.
     strings    NUL-terminated modified UTF-8
     resources  from the end of the index on.

   A resource's full name is "/module/parent/base.extension", parts left out when their offset is 0.
   The image also lists directories: "/packages", "/packages/<pkg.with.dots>" (pairs of u4: isEmpty,
   module name offset), "/modules", "/modules/<module>/<pkg/path>"; jimage_foreach visits them too
   (so it visits the header's resource count), in the order of the offsets table. The name given to
   the callback is valid during the call only.

   Compressed resources (jlink --compress) start with a 29-byte header: u4 magic 0xCAFEFAFA, u8
   compressed size, u8 uncompressed size, u4 decompressor name (string offset), u4 unused, u1
   terminal flag; fields in image byte order. Decompressors: "zip" (a zlib stream) and "compact-cp"
   (class files whose constant pool strings are shared through the strings table). Headers may be
   stacked: the output of a decompressor is examined again for a header (at most 8 times).

   Package to module: the first module in "/packages/<pkg>" whose isEmpty is 0, as HotSpot does;
   NULL when the package is empty in every module (e.g. "java"). The name points into the image's
   strings. Empty resources are read as a non-NULL 1-byte block with *len = 0.

   Memory: natively the whole file is mapped read-only (PROT_READ, MAP_PRIVATE) and jimage_data()
   returns the mapping. Under Emscripten, or natively when mmap fails or the environment variable
   VITRINE_JIMAGE_NO_MMAP is set (non-empty, not "0"; the tests use it), only the index (header to
   the end of the strings, 1.5 MB for the full JDK) is read into memory and resources are read on
   demand with pread(); jimage_data() then returns NULL (with *size 0): the bytes are not in memory.

   Every offset and length taken from the file is checked against the area it points into: a
   corrupt image gives NULL, never a crash. Apart from jimage_open and jimage_close, the functions
   only read the JImage and may be called from several threads at once. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#ifndef _FILE_OFFSET_BITS
#define _FILE_OFFSET_BITS 64
#endif

#include "jimage.h"
#include "platform.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <zlib.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

#if !defined(VITRINE_WASM)
#include <sys/mman.h>
#define JIMAGE_CAN_MMAP 1
#else
#define JIMAGE_CAN_MMAP 0
#endif

#define JIMAGE_MAGIC 0xCAFEDADAu
#define JIMAGE_VERSION 0x00010000u /* major 1, minor 0 */
#define JIMAGE_HEADER_SIZE 28u

#define CRH_MAGIC 0xCAFEFAFAu
#define CRH_SIZE 29u

enum {
    ATTR_END = 0,
    ATTR_MODULE = 1,
    ATTR_PARENT = 2,
    ATTR_BASE = 3,
    ATTR_EXTENSION = 4,
    ATTR_OFFSET = 5,
    ATTR_COMPRESSED = 6,
    ATTR_UNCOMPRESSED = 7,
    ATTR_COUNT = 8
};

#define HASH_SEED 0x01000193u

/* Slots of the package -> module cache (a JDK has about 1000 packages; start-up uses about 100). */
#define PKG_CACHE_SLOTS 512u

/* Largest resource we agree to produce (the JDK's own reader refuses 2 GB and more). */
#define MAX_RESOURCE ((uint64_t)INT32_MAX)
/* Most bytes handed to zlib at once (its counts are unsigned int). */
#define ZCHUNK ((size_t)1 << 30)
/* Most decompressors stacked on one resource. */
#define MAX_DECOMPRESS_DEPTH 8

struct JImage {
    int fd;                    /* -1 when the whole file is mapped and the descriptor closed */
    uint64_t file_size;
    const uint8_t *map;        /* the whole file when mapped, else NULL */
    size_t map_size;
    uint8_t *index_buf;        /* the index read into memory when not mapped */
    const uint8_t *index;      /* header .. end of strings (map or index_buf) */
    uint64_t index_size;
    bool swap;                 /* image byte order differs from ours */
    uint32_t resource_count;
    uint32_t table_length;
    uint32_t locations_size;
    uint32_t strings_size;
    const uint8_t *redirect;
    const uint8_t *offsets;
    const uint8_t *locations;
    const uint8_t *strings;
    /* Package -> module answers already found: every boot class load asks for its package, and
       without a mapping each question is a pread of "/packages/<pkg>" (under Node, a call out to
       JavaScript). Direct-mapped by the package's hash; guarded by pkg_lock (threads may share it). */
    pthread_mutex_t pkg_lock;
    struct PackageCacheEntry {
        char *package;      /* owned copy; NULL when the slot is empty */
        const char *module; /* into the image's strings, or NULL for "in no module" */
    } pkg_cache[PKG_CACHE_SLOTS];
};

/* ------------------------------------------------------------------------------------- helpers */

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (err == NULL || errlen == 0) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static uint32_t bswap32(uint32_t v)
{
    return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

static uint64_t bswap64(uint64_t v)
{
    return ((uint64_t)bswap32((uint32_t)v) << 32) | bswap32((uint32_t)(v >> 32));
}

/* A u4 in image byte order. */
static uint32_t get_u32(const JImage *img, const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return img->swap ? bswap32(v) : v;
}

static uint64_t get_u64(const JImage *img, const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return img->swap ? bswap64(v) : v;
}

/* The hash of jimage names (ImageStringsReader.unmaskedHashCode over modified UTF-8 bytes). */
static uint32_t hash_bytes(uint32_t seed, const char *s, size_t len)
{
    uint32_t h = seed;
    for (size_t i = 0; i < len; i++) h = (h * HASH_SEED) ^ (uint8_t)s[i];
    return h & 0x7FFFFFFFu;
}

/* The NUL-terminated string at offset off of the strings area; NULL if out of bounds or not
   terminated inside the area. *len (may be NULL) gets its length. */
static const char *get_string(const JImage *img, uint64_t off, size_t *len)
{
    if (off >= img->strings_size) return NULL;
    const uint8_t *s = img->strings + off;
    const uint8_t *nul = memchr(s, 0, (size_t)(img->strings_size - off));
    if (nul == NULL) return NULL;
    if (len) *len = (size_t)(nul - s);
    return (const char *)s;
}

/* Decodes the attributes of the location at offset off. false if malformed. */
static bool get_location(const JImage *img, uint32_t off, uint64_t attr[ATTR_COUNT])
{
    memset(attr, 0, sizeof(uint64_t) * ATTR_COUNT);
    uint32_t limit = img->locations_size;
    const uint8_t *loc = img->locations;
    if (off >= limit) return false;
    while (off < limit) {
        uint8_t b = loc[off++];
        if (b <= 0x7) return true; /* ATTR_END */
        unsigned kind = b >> 3;
        unsigned n = (b & 0x7u) + 1;
        if (kind >= ATTR_COUNT || n > limit - off) return false;
        uint64_t v = 0;
        for (unsigned i = 0; i < n; i++) v = (v << 8) | loc[off + i];
        attr[kind] = v;
        off += n;
    }
    return false; /* ran off the end without ATTR_END */
}

/* Whether name[*pos..] starts with the string at offset soff; advances *pos past it. */
static bool match_string(const JImage *img, uint64_t soff, const char *name, size_t name_len,
                         size_t *pos)
{
    size_t slen;
    const char *s = get_string(img, soff, &slen);
    if (s == NULL || slen > name_len - *pos || memcmp(name + *pos, s, slen) != 0) return false;
    *pos += slen;
    return true;
}

/* Whether the location's attributes spell exactly the full name given. */
static bool verify_name(const JImage *img, const uint64_t attr[ATTR_COUNT], const char *name,
                        size_t len)
{
    size_t pos = 0;
    if (attr[ATTR_MODULE] != 0) {
        if (len < 1 || name[0] != '/') return false;
        pos = 1;
        if (!match_string(img, attr[ATTR_MODULE], name, len, &pos)) return false;
        if (pos >= len || name[pos] != '/') return false;
        pos++;
    }
    if (attr[ATTR_PARENT] != 0) {
        if (!match_string(img, attr[ATTR_PARENT], name, len, &pos)) return false;
        if (pos >= len || name[pos] != '/') return false;
        pos++;
    }
    if (!match_string(img, attr[ATTR_BASE], name, len, &pos)) return false;
    if (attr[ATTR_EXTENSION] != 0) {
        if (pos >= len || name[pos] != '.') return false;
        pos++;
        if (!match_string(img, attr[ATTR_EXTENSION], name, len, &pos)) return false;
    }
    return pos == len;
}

/* Finds the full name "/module/path" and decodes its location. The redirect table is a perfect
   hash: the slot of hash(name) holds either -1 - (the index in the offsets table), or a seed with
   which hash(seed, name) gives that index, or 0 for no entry. */
static bool find_location(const JImage *img, const char *name, size_t len,
                          uint64_t attr[ATTR_COUNT])
{
    uint32_t n = img->table_length;
    if (n == 0) return false;
    uint32_t slot = hash_bytes(HASH_SEED, name, len) % n;
    int32_t r = (int32_t)get_u32(img, img->redirect + (size_t)slot * 4);
    uint32_t index;
    if (r < 0) {
        index = (uint32_t)(-(r + 1));
    } else if (r > 0) {
        index = hash_bytes((uint32_t)r, name, len) % n;
    } else {
        return false;
    }
    if (index >= n) return false;
    uint32_t loc_off = get_u32(img, img->offsets + (size_t)index * 4);
    if (!get_location(img, loc_off, attr)) return false;
    return verify_name(img, attr, name, len);
}

/* pread() of exactly len bytes at off. */
static bool read_at(const JImage *img, uint64_t off, uint8_t *buf, size_t len)
{
    if (off > img->file_size || len > img->file_size - off) return false;
    if (img->map != NULL) {
        memcpy(buf, img->map + off, len);
        return true;
    }
    while (len > 0) {
        size_t chunk = len > (1u << 30) ? (1u << 30) : len;
        ssize_t got = pread(img->fd, buf, chunk, (off_t)off);
        if (got < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        if (got == 0) return false;
        buf += got;
        off += (uint64_t)got;
        len -= (size_t)got;
    }
    return true;
}

/* ------------------------------------------------------------------------------ decompressors */

typedef struct {
    uint8_t *p;
    size_t len;
    size_t cap;
    bool failed;
} Buf;

static bool buf_reserve(Buf *b, size_t extra)
{
    if (b->failed) return false;
    if (extra > MAX_RESOURCE || b->len + extra > MAX_RESOURCE) {
        b->failed = true;
        return false;
    }
    size_t need = b->len + extra;
    if (need <= b->cap) return true;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < need) cap = cap > MAX_RESOURCE / 2 ? (size_t)MAX_RESOURCE : cap * 2;
    uint8_t *np = realloc(b->p, cap);
    if (np == NULL) {
        b->failed = true;
        return false;
    }
    b->p = np;
    b->cap = cap;
    return true;
}

static void buf_put(Buf *b, const void *data, size_t n)
{
    if (!buf_reserve(b, n)) return;
    if (n) memcpy(b->p + b->len, data, n);
    b->len += n;
}

static void buf_put_u1(Buf *b, unsigned v)
{
    uint8_t c = (uint8_t)v;
    buf_put(b, &c, 1);
}

static void buf_put_u2(Buf *b, unsigned v)
{
    uint8_t c[2] = { (uint8_t)(v >> 8), (uint8_t)v };
    buf_put(b, c, 2);
}

/* "zip": a zlib stream (with zlib header) that must inflate to exactly usize bytes. */
static uint8_t *decompress_zip(const uint8_t *in, size_t in_len, uint64_t usize, size_t *out_len)
{
    if (usize > MAX_RESOURCE) return NULL;
    /* deflate cannot expand more than about 1032:1; refuse absurd sizes before allocating */
    if (usize / 1032 > (uint64_t)in_len + 64) return NULL;
    uint8_t *out = malloc(usize ? (size_t)usize : 1);
    if (out == NULL) return NULL;
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (inflateInit(&zs) != Z_OK) {
        free(out);
        return NULL;
    }
    size_t in_pos = 0;
    size_t out_pos = 0;
    int rc = Z_OK;
    for (;;) {
        if (zs.avail_in == 0 && in_pos < in_len) {
            size_t chunk = in_len - in_pos > ZCHUNK ? ZCHUNK : in_len - in_pos;
            zs.next_in = (Bytef *)(uintptr_t)(in + in_pos);
            zs.avail_in = (uInt)chunk;
            in_pos += chunk;
        }
        size_t room = (size_t)usize - out_pos;
        uint8_t dummy;
        /* with no room left, offer one byte to find out whether the stream ends here */
        zs.next_out = room ? out + out_pos : &dummy;
        zs.avail_out = room ? (uInt)(room > ZCHUNK ? ZCHUNK : room) : 1;
        uInt before = zs.avail_out;
        rc = inflate(&zs, Z_NO_FLUSH);
        size_t produced = before - zs.avail_out;
        if (room == 0 && produced > 0) {
            rc = Z_DATA_ERROR; /* more output than announced */
            break;
        }
        out_pos += produced;
        if (rc == Z_STREAM_END) break;
        if (rc != Z_OK && rc != Z_BUF_ERROR) break;
        if (rc == Z_BUF_ERROR && zs.avail_in == 0 && in_pos >= in_len) break; /* truncated */
        if (rc == Z_BUF_ERROR && room == 0) break;
    }
    inflateEnd(&zs);
    if (rc != Z_STREAM_END || out_pos != usize) {
        free(out);
        return NULL;
    }
    *out_len = out_pos;
    return out;
}

/* A cursor over decompressor input. */
typedef struct {
    const uint8_t *p;
    size_t len;
    size_t pos;
    bool failed;
} Cursor;

static bool cur_need(Cursor *c, size_t n)
{
    if (c->failed || n > c->len - c->pos) {
        c->failed = true;
        return false;
    }
    return true;
}

static unsigned cur_u1(Cursor *c)
{
    if (!cur_need(c, 1)) return 0;
    return c->p[c->pos++];
}

static unsigned cur_u2(Cursor *c)
{
    if (!cur_need(c, 2)) return 0;
    unsigned v = ((unsigned)c->p[c->pos] << 8) | c->p[c->pos + 1];
    c->pos += 2;
    return v;
}

/* An index as written by jlink's CompressIndexes: a header byte with bit 7 set holds the total
   length (1..3 bytes) in bits 5-6 and the top 5 value bits; bit 7 clear means a plain big-endian
   4-byte value. */
static uint32_t cur_index(Cursor *c)
{
    unsigned h = cur_u1(c);
    if (c->failed) return 0;
    unsigned size;
    uint32_t v;
    if (h & 0x80u) {
        size = (h >> 5) & 3u;
        v = h & 0x1Fu;
        if (size == 0) {
            c->failed = true;
            return 0;
        }
    } else {
        size = 4;
        v = h;
    }
    for (unsigned i = 1; i < size; i++) v = (v << 8) | cur_u1(c);
    return v;
}

/* Appends the string at offset soff of the strings area. */
static bool put_image_string(const JImage *img, Buf *out, uint64_t soff, size_t *len_out)
{
    size_t len;
    const char *s = get_string(img, soff, &len);
    if (s == NULL) return false;
    buf_put(out, s, len);
    if (len_out) *len_out = len;
    return true;
}

/* A descriptor or signature with its class names shared: a u-index of the "formatted" string (each
   'L' stands for a class name), then the length and the bytes of a flow of indexes, two per 'L':
   the package ("" for none) and the simple name. */
static bool reconstruct_descriptor(const JImage *img, Cursor *c, Buf *out)
{
    uint32_t desc_off = cur_index(c);
    uint32_t flow_len = cur_index(c);
    if (c->failed || !cur_need(c, flow_len)) return false;
    Cursor flow = { c->p + c->pos, flow_len, 0, false };
    c->pos += flow_len;
    size_t desc_len;
    const char *desc = get_string(img, desc_off, &desc_len);
    if (desc == NULL) return false;
    for (size_t i = 0; i < desc_len; i++) {
        buf_put_u1(out, (uint8_t)desc[i]);
        if (desc[i] != 'L') continue;
        if (flow.pos >= flow.len) return false;
        uint32_t pkg = cur_index(&flow);
        if (flow.failed || flow.pos >= flow.len) return false;
        uint32_t cls = cur_index(&flow);
        if (flow.failed) return false;
        size_t pkg_len;
        if (!put_image_string(img, out, pkg, &pkg_len)) return false;
        if (pkg_len > 0) buf_put_u1(out, '/');
        if (!put_image_string(img, out, cls, NULL)) return false;
    }
    return !out->failed;
}

/* "compact-cp": a class file whose CONSTANT_Utf8 entries may be replaced by tag 23 (a string of the
   image's strings table) or tag 25 (a descriptor rebuilt from shared strings). */
static uint8_t *decompress_compact_cp(const JImage *img, const uint8_t *in, size_t in_len,
                                      size_t *out_len)
{
    static const uint8_t sizes[21] = {
        [3] = 4, [4] = 4, [5] = 8, [6] = 8, [7] = 2, [8] = 2, [9] = 4, [10] = 4, [11] = 4,
        [12] = 4, [15] = 3, [16] = 2, [17] = 4, [18] = 4, [19] = 2, [20] = 2,
    };
    Cursor c = { in, in_len, 0, false };
    Buf out = { NULL, 0, 0, false };
    if (!buf_reserve(&out, in_len + in_len / 2)) goto fail;
    if (!cur_need(&c, 8)) goto fail;
    buf_put(&out, in, 8); /* magic, minor, major */
    c.pos = 8;
    unsigned count = cur_u2(&c);
    if (c.failed) goto fail;
    buf_put_u2(&out, count);
    for (unsigned i = 1; i < count; i++) {
        unsigned tag = cur_u1(&c);
        if (c.failed) goto fail;
        if (tag == 1) {
            unsigned len = cur_u2(&c);
            if (!cur_need(&c, len)) goto fail;
            buf_put_u1(&out, 1);
            buf_put_u2(&out, len);
            buf_put(&out, c.p + c.pos, len);
            c.pos += len;
        } else if (tag == 23 || tag == 25) {
            buf_put_u1(&out, 1);
            size_t len_at = out.len;
            buf_put_u2(&out, 0); /* length, patched below */
            size_t start = out.len;
            if (tag == 23) {
                uint32_t soff = cur_index(&c);
                if (c.failed || !put_image_string(img, &out, soff, NULL)) goto fail;
            } else if (!reconstruct_descriptor(img, &c, &out)) {
                goto fail;
            }
            if (out.failed) goto fail;
            size_t len = out.len - start;
            if (len > 0xFFFF) goto fail;
            out.p[len_at] = (uint8_t)(len >> 8);
            out.p[len_at + 1] = (uint8_t)len;
        } else if (tag < sizeof sizes && sizes[tag] != 0) {
            if (tag == 5 || tag == 6) i++; /* long and double take two entries */
            if (!cur_need(&c, sizes[tag])) goto fail;
            buf_put_u1(&out, tag);
            buf_put(&out, c.p + c.pos, sizes[tag]);
            c.pos += sizes[tag];
        } else {
            goto fail;
        }
    }
    buf_put(&out, c.p + c.pos, c.len - c.pos); /* the rest of the class file, unchanged */
    if (out.failed || c.failed) goto fail;
    *out_len = out.len;
    return out.p;
fail:
    free(out.p);
    return NULL;
}

/* Undoes the compression of a resource: data (malloc'd, *len bytes) is consumed and the result
   returned (NULL on failure). Content without a compressed-resource header is returned as is. */
static uint8_t *decompress(const JImage *img, uint8_t *data, size_t *len)
{
    for (int depth = 0;; depth++) {
        if (*len < CRH_SIZE || get_u32(img, data) != CRH_MAGIC) return data;
        if (depth >= MAX_DECOMPRESS_DEPTH) break;
        uint64_t csize = get_u64(img, data + 4);
        uint64_t usize = get_u64(img, data + 12);
        uint32_t name_off = get_u32(img, data + 20);
        const char *plugin = get_string(img, name_off, NULL);
        if (plugin == NULL) break;
        const uint8_t *in = data + CRH_SIZE;
        size_t in_len = *len - CRH_SIZE;
        /* the header's compressed size counts the bytes after it; the JDK uses all that follows */
        if (csize < in_len) in_len = (size_t)csize;
        uint8_t *out;
        size_t out_len = 0;
        if (strcmp(plugin, "zip") == 0) {
            out = decompress_zip(in, in_len, usize, &out_len);
        } else if (strcmp(plugin, "compact-cp") == 0) {
            out = decompress_compact_cp(img, in, in_len, &out_len);
        } else {
            out = NULL; /* unknown decompressor */
        }
        if (out == NULL) break;
        free(data);
        data = out;
        *len = out_len;
    }
    free(data);
    return NULL;
}

/* The bytes of the resource at a decoded location; NULL if the location is out of bounds or
   decompression fails. */
static uint8_t *read_location(const JImage *img, const uint64_t attr[ATTR_COUNT], size_t *len)
{
    uint64_t csize = attr[ATTR_COMPRESSED];
    uint64_t usize = attr[ATTR_UNCOMPRESSED];
    uint64_t size = csize != 0 ? csize : usize;
    if (size > MAX_RESOURCE || usize > MAX_RESOURCE) return NULL;
    if (attr[ATTR_OFFSET] > img->file_size) return NULL;
    uint64_t pos = img->index_size + attr[ATTR_OFFSET];
    if (pos > img->file_size || size > img->file_size - pos) return NULL;
    uint8_t *data = malloc(size ? (size_t)size : 1);
    if (data == NULL) return NULL;
    if (!read_at(img, pos, data, (size_t)size)) {
        free(data);
        return NULL;
    }
    size_t n = (size_t)size;
    if (csize != 0) {
        data = decompress(img, data, &n);
        if (data == NULL) return NULL;
    }
    if (len) *len = n;
    return data;
}

/* ------------------------------------------------------------------------------------------ API */

#if JIMAGE_CAN_MMAP
static bool want_mmap(void)
{
    const char *e = getenv("VITRINE_JIMAGE_NO_MMAP");
    return e == NULL || e[0] == '\0' || strcmp(e, "0") == 0;
}
#endif

JImage *jimage_open(const char *path, char *err, size_t errlen)
{
    if (path == NULL) {
        set_err(err, errlen, "no image path");
        return NULL;
    }
    JImage *img = calloc(1, sizeof *img);
    if (img == NULL) {
        set_err(err, errlen, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&img->pkg_lock, NULL);
    img->fd = open(path, O_RDONLY | O_CLOEXEC);
    if (img->fd < 0) {
        set_err(err, errlen, "cannot open %s: %s", path, strerror(errno));
        pthread_mutex_destroy(&img->pkg_lock);
        free(img);
        return NULL;
    }
    struct stat st;
    if (fstat(img->fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 0) {
        set_err(err, errlen, "%s is not a regular file", path);
        goto fail;
    }
    img->file_size = (uint64_t)st.st_size;

    uint8_t hdr[JIMAGE_HEADER_SIZE];
    if (img->file_size < JIMAGE_HEADER_SIZE || !read_at(img, 0, hdr, sizeof hdr)) {
        set_err(err, errlen, "%s is not an image file (too short)", path);
        goto fail;
    }
    uint32_t magic;
    memcpy(&magic, hdr, 4);
    if (magic == JIMAGE_MAGIC) {
        img->swap = false;
    } else if (bswap32(magic) == JIMAGE_MAGIC) {
        img->swap = true;
    } else {
        set_err(err, errlen, "%s is not an image file (bad magic)", path);
        goto fail;
    }
    uint32_t version = get_u32(img, hdr + 4);
    if (version != JIMAGE_VERSION) {
        set_err(err, errlen, "%s: unsupported image version %u.%u", path, version >> 16,
                version & 0xFFFFu);
        goto fail;
    }
    img->resource_count = get_u32(img, hdr + 12);
    img->table_length = get_u32(img, hdr + 16);
    img->locations_size = get_u32(img, hdr + 20);
    img->strings_size = get_u32(img, hdr + 24);
    uint64_t redirect_off = JIMAGE_HEADER_SIZE;
    uint64_t offsets_off = redirect_off + (uint64_t)img->table_length * 4;
    uint64_t locations_off = offsets_off + (uint64_t)img->table_length * 4;
    uint64_t strings_off = locations_off + img->locations_size;
    img->index_size = strings_off + img->strings_size;
    if (img->index_size > img->file_size || img->index_size > SIZE_MAX) {
        set_err(err, errlen, "%s: image index (%llu bytes) larger than the file (%llu bytes)", path,
                (unsigned long long)img->index_size, (unsigned long long)img->file_size);
        goto fail;
    }

#if JIMAGE_CAN_MMAP
    if (want_mmap() && img->file_size <= SIZE_MAX) {
        void *m = mmap(NULL, (size_t)img->file_size, PROT_READ, MAP_PRIVATE, img->fd, 0);
        if (m != MAP_FAILED) {
            img->map = m;
            img->map_size = (size_t)img->file_size;
            img->index = img->map;
            close(img->fd);
            img->fd = -1;
        }
    }
#endif
    if (img->map == NULL) {
        img->index_buf = malloc(img->index_size ? (size_t)img->index_size : 1);
        if (img->index_buf == NULL) {
            set_err(err, errlen, "%s: out of memory for the image index", path);
            goto fail;
        }
        if (!read_at(img, 0, img->index_buf, (size_t)img->index_size)) {
            set_err(err, errlen, "%s: cannot read the image index", path);
            goto fail;
        }
        img->index = img->index_buf;
    }
    img->redirect = img->index + redirect_off;
    img->offsets = img->index + offsets_off;
    img->locations = img->index + locations_off;
    img->strings = img->index + strings_off;
    return img;

fail:
    jimage_close(img);
    return NULL;
}

int jimage_fd(const JImage *img)
{
    return img->fd;
}

bool jimage_reopen(JImage *img, const char *path)
{
    if (img->fd < 0) return false;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size != img->file_size) {
        close(fd);
        return false;
    }
    if (fd != img->fd) {
        /* the snapshot's memory holds the descriptor's number */
        if (dup2(fd, img->fd) < 0) {
            close(fd);
            return false;
        }
        close(fd);
    }
    return true;
}

void jimage_close(JImage *img)
{
    if (img == NULL) return;
#if JIMAGE_CAN_MMAP
    if (img->map != NULL) munmap((void *)(uintptr_t)img->map, img->map_size);
#endif
    if (img->fd >= 0) close(img->fd);
    free(img->index_buf);
    for (size_t i = 0; i < PKG_CACHE_SLOTS; i++) free(img->pkg_cache[i].package);
    pthread_mutex_destroy(&img->pkg_lock);
    free(img);
}

/* Builds "/<a>/<b><c>" into buf (or a malloc'd block when it does not fit); NULL on failure. */
static char *build_name(char *buf, size_t bufsize, const char *a, size_t alen, const char *b,
                        size_t blen, const char *c, size_t clen, size_t *len_out)
{
    if (alen > SIZE_MAX / 4 || blen > SIZE_MAX / 4 || clen > SIZE_MAX / 4) return NULL;
    size_t len = 1 + alen + 1 + blen + clen;
    char *name = len < bufsize ? buf : malloc(len + 1);
    if (name == NULL) return NULL;
    char *p = name;
    *p++ = '/';
    memcpy(p, a, alen);
    p += alen;
    *p++ = '/';
    memcpy(p, b, blen);
    p += blen;
    memcpy(p, c, clen);
    p += clen;
    *p = '\0';
    *len_out = len;
    return name;
}

static uint8_t *read_full_name(JImage *img, const char *name, size_t name_len, size_t *len)
{
    uint64_t attr[ATTR_COUNT];
    if (!find_location(img, name, name_len, attr)) return NULL;
    return read_location(img, attr, len);
}

uint8_t *jimage_read(JImage *img, const char *module, const char *path, size_t *len)
{
    if (img == NULL || module == NULL || path == NULL) return NULL;
    char stack[512];
    size_t name_len;
    char *name = build_name(stack, sizeof stack, module, strlen(module), path, strlen(path), "", 0,
                            &name_len);
    if (name == NULL) return NULL;
    uint8_t *data = read_full_name(img, name, name_len, len);
    if (name != stack) free(name);
    return data;
}

/* The module of a package from "/packages/<pkg.with.dots>", uncached. */
static const char *package_module_lookup(JImage *img, const char *package, size_t plen)
{
    char stack[512];
    size_t name_len;
    char *name = build_name(stack, sizeof stack, "packages", 8, package, plen, "", 0, &name_len);
    if (name == NULL) return NULL;
    for (size_t i = 10; i < name_len; i++)
        if (name[i] == '/') name[i] = '.';
    size_t len = 0;
    uint8_t *data = read_full_name(img, name, name_len, &len);
    if (name != stack) free(name);
    if (data == NULL) return NULL;
    /* pairs of (isEmpty, module name offset): the first module where the package is not empty */
    const char *module = NULL;
    for (size_t i = 0; i + 8 <= len; i += 8) {
        if (get_u32(img, data + i) != 0) continue;
        size_t mlen;
        module = get_string(img, get_u32(img, data + i + 4), &mlen);
        if (module != NULL && mlen == 0) module = NULL;
        break;
    }
    free(data);
    return module;
}

const char *jimage_package_module(JImage *img, const char *package)
{
    if (img == NULL || package == NULL) return NULL;
    size_t plen = strlen(package);
    if (plen == 0) return NULL; /* the unnamed package is in no module */
    struct PackageCacheEntry *slot =
        &img->pkg_cache[hash_bytes(HASH_SEED, package, plen) % PKG_CACHE_SLOTS];
    pthread_mutex_lock(&img->pkg_lock);
    if (slot->package != NULL && strcmp(slot->package, package) == 0) {
        const char *module = slot->module;
        pthread_mutex_unlock(&img->pkg_lock);
        return module;
    }
    pthread_mutex_unlock(&img->pkg_lock);
    const char *module = package_module_lookup(img, package, plen);
    char *copy = malloc(plen + 1);
    if (copy == NULL) return module; /* answered, just not remembered */
    memcpy(copy, package, plen + 1);
    pthread_mutex_lock(&img->pkg_lock);
    free(slot->package);
    slot->package = copy;
    slot->module = module;
    pthread_mutex_unlock(&img->pkg_lock);
    return module;
}

uint8_t *jimage_read_class(JImage *img, const char *class_name, size_t *len,
                           const char **module_out)
{
    if (module_out) *module_out = NULL;
    if (img == NULL || class_name == NULL) return NULL;
    const char *slash = strrchr(class_name, '/');
    if (slash == NULL || slash == class_name || slash[1] == '\0') return NULL;
    size_t plen = (size_t)(slash - class_name);
    char pstack[256];
    char *pkg = plen < sizeof pstack ? pstack : malloc(plen + 1);
    if (pkg == NULL) return NULL;
    memcpy(pkg, class_name, plen);
    pkg[plen] = '\0';
    const char *module = jimage_package_module(img, pkg);
    if (pkg != pstack) free(pkg);
    if (module == NULL) return NULL;
    char stack[512];
    size_t name_len;
    char *name = build_name(stack, sizeof stack, module, strlen(module), class_name,
                            strlen(class_name), ".class", 6, &name_len);
    if (name == NULL) return NULL;
    uint8_t *data = read_full_name(img, name, name_len, len);
    if (name != stack) free(name);
    if (data != NULL && module_out) *module_out = module;
    return data;
}

/* Appends the string at soff to b (as text, no NUL); false if the offset is bad. */
static bool append_string(const JImage *img, Buf *b, uint64_t soff)
{
    size_t len;
    const char *s = get_string(img, soff, &len);
    if (s == NULL) return false;
    buf_put(b, s, len);
    return !b->failed;
}

size_t jimage_foreach(JImage *img, int (*fn)(const char *name, void *ctx), void *ctx)
{
    if (img == NULL || fn == NULL) return 0;
    Buf b = { NULL, 0, 0, false };
    size_t visited = 0;
    for (uint32_t i = 0; i < img->table_length; i++) {
        uint32_t off = get_u32(img, img->offsets + (size_t)i * 4);
        if (off == 0) continue; /* an unused slot */
        uint64_t attr[ATTR_COUNT];
        if (!get_location(img, off, attr)) continue;
        b.len = 0;
        bool ok = true;
        if (attr[ATTR_MODULE] != 0) {
            buf_put_u1(&b, '/');
            ok = ok && append_string(img, &b, attr[ATTR_MODULE]);
            buf_put_u1(&b, '/');
        }
        if (attr[ATTR_PARENT] != 0) {
            ok = ok && append_string(img, &b, attr[ATTR_PARENT]);
            buf_put_u1(&b, '/');
        }
        ok = ok && append_string(img, &b, attr[ATTR_BASE]);
        if (attr[ATTR_EXTENSION] != 0) {
            buf_put_u1(&b, '.');
            ok = ok && append_string(img, &b, attr[ATTR_EXTENSION]);
        }
        buf_put_u1(&b, 0);
        if (b.failed) break;
        if (!ok) continue;
        visited++;
        if (fn((const char *)b.p, ctx) != 0) break;
    }
    free(b.p);
    return visited;
}

const uint8_t *jimage_data(JImage *img, size_t *size)
{
    if (img == NULL || img->map == NULL) {
        if (size) *size = 0;
        return NULL;
    }
    if (size) *size = img->map_size;
    return img->map;
}
