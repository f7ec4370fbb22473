/* zip.c: the zip/jar reader. See zip.h for the API.

   An archive is read the way the JDK's ZipFile reads it: the central directory is found through the
   end-of-central-directory record (EOCD, or its ZIP64 variant), read into memory and indexed by a
   hash table of names; an entry's data are read on demand through its local header. Data before the
   archive proper (a launcher script prepended to a jar) are allowed: offsets are corrected by the
   difference between where the central directory is and where the EOCD says it is.

   Files are read with pread() (natively and under Emscripten alike; no mmap, so a jar rewritten
   while the VM runs gives read errors, not SIGBUS); only the central directory is kept in memory.
   Archives opened with zip_open_memory are read in place.

   Supported: stored (0) and deflated (8) entries, data descriptors (the central directory's sizes
   and CRC are used), ZIP64 sizes and offsets. Not supported: encryption, other methods, multi-disk
   archives. Every entry's CRC-32 is checked on read.

   Names are compared as bytes, exactly. When several entries have the same name, the last one in
   the central directory wins (as in java.util.zip.ZipFile); all are listed by zip_name.

   Apart from zip_open, zip_open_memory and zip_close, the functions only read the archive and may
   be called from several threads at once. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#ifndef _FILE_OFFSET_BITS
#define _FILE_OFFSET_BITS 64
#endif

#include "zip.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
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

#define SIG_LOC 0x04034b50u
#define SIG_CEN 0x02014b50u
#define SIG_END 0x06054b50u
#define SIG_END64 0x06064b50u
#define SIG_LOC64 0x07064b50u

#define LOC_SIZE 30u
#define CEN_SIZE 46u
#define END_SIZE 22u
#define END64_SIZE 56u
#define LOC64_SIZE 20u
#define MAX_COMMENT 0xFFFFu

/* Most bytes handed to zlib at once (its counts are unsigned int). */
#define ZCHUNK ((size_t)1 << 30)

/* An entry of the central directory. */
typedef struct {
    uint64_t loc;        /* absolute offset of the local header */
    uint64_t csize;
    uint64_t usize;
    uint32_t crc;
    uint32_t name;       /* offset of the NUL-terminated name in the names pool */
    uint16_t name_len;
    uint16_t method;
    uint16_t flags;
} Entry;

struct ZipArchive {
    const uint8_t *mem;  /* archive in memory (zip_open_memory), else NULL */
    int fd;              /* file archive, else -1 */
    uint64_t size;       /* of the whole file or memory block */
    uint64_t cen_pos;    /* where the central directory starts (entries' data end before it) */
    Entry *entries;
    size_t count;
    char *names;
    uint32_t *table;     /* hash table: entry index + 1, 0 for an empty slot */
    size_t table_mask;
};

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (err == NULL || errlen == 0) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static uint16_t le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint64_t le64(const uint8_t *p)
{
    return (uint64_t)le32(p) | ((uint64_t)le32(p + 4) << 32);
}

/* Reads exactly len bytes at off. */
static bool read_at(const ZipArchive *z, uint64_t off, void *buf, size_t len)
{
    if (off > z->size || len > z->size - off) return false;
    if (z->mem != NULL) {
        if (len) memcpy(buf, z->mem + off, len);
        return true;
    }
    uint8_t *p = buf;
    while (len > 0) {
        size_t chunk = len > (1u << 30) ? (1u << 30) : len;
        ssize_t got = pread(z->fd, p, chunk, (off_t)off);
        if (got < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        if (got == 0) return false;
        p += got;
        off += (uint64_t)got;
        len -= (size_t)got;
    }
    return true;
}

static uint32_t hash_name(const char *s, size_t len)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < len; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

/* The index of the entry named name, or SIZE_MAX. */
static size_t find_entry(const ZipArchive *z, const char *name)
{
    if (z == NULL || name == NULL || z->table == NULL) return SIZE_MAX;
    size_t len = strlen(name);
    if (len > 0xFFFF) return SIZE_MAX;
    size_t i = hash_name(name, len) & z->table_mask;
    for (;;) {
        uint32_t v = z->table[i];
        if (v == 0) return SIZE_MAX;
        const Entry *e = &z->entries[v - 1];
        if (e->name_len == len && memcmp(z->names + e->name, name, len) == 0) return v - 1;
        i = (i + 1) & z->table_mask;
    }
}

/* Locates the central directory: sets *cen_pos (where it is in the file), *cen_size, and *bias, the
   length of data prepended to the archive, to add to the offsets the archive records. */
static bool find_central_directory(ZipArchive *z, uint64_t *cen_pos, uint64_t *cen_size,
                                   uint64_t *bias, char *err, size_t errlen)
{
    if (z->size < END_SIZE) {
        set_err(err, errlen, "not a zip archive (too short)");
        return false;
    }
    uint64_t tail_len = z->size < END_SIZE + MAX_COMMENT ? z->size : END_SIZE + MAX_COMMENT;
    uint64_t tail_pos = z->size - tail_len;
    uint8_t *tail = malloc((size_t)tail_len);
    if (tail == NULL) {
        set_err(err, errlen, "out of memory");
        return false;
    }
    if (!read_at(z, tail_pos, tail, (size_t)tail_len)) {
        free(tail);
        set_err(err, errlen, "read error");
        return false;
    }
    /* the last EOCD signature whose comment reaches exactly to the end; failing that (some tools
       pad archives), the last one whose directory and first local header are where it says */
    int64_t found = -1;
    for (int pass = 0; pass < 2 && found < 0; pass++) {
        for (int64_t i = (int64_t)tail_len - END_SIZE; i >= 0; i--) {
            const uint8_t *p = tail + i;
            if (le32(p) != SIG_END) continue;
            uint64_t end = (uint64_t)i + END_SIZE + le16(p + 20);
            if (pass == 0) {
                if (end != tail_len) continue;
            } else {
                uint64_t pos = tail_pos + (uint64_t)i, size = le32(p + 12), off = le32(p + 16);
                uint8_t sig[4];
                if (end > tail_len || size > pos || off > pos - size) continue;
                if (!read_at(z, pos - size, sig, 4) || le32(sig) != SIG_CEN) continue;
                if (!read_at(z, pos - size - off, sig, 4) || le32(sig) != SIG_LOC) continue;
            }
            found = i;
            break;
        }
    }
    if (found < 0) {
        free(tail);
        set_err(err, errlen, "not a zip archive (no end of central directory)");
        return false;
    }
    const uint8_t *end = tail + found;
    uint64_t end_pos = tail_pos + (uint64_t)found;
    uint64_t n = le16(end + 10);
    uint64_t size = le32(end + 12);
    uint64_t off = le32(end + 16);
    /* disk numbers: 0, or 0xFFFF when the ZIP64 record holds them */
    bool multi_disk = (le16(end + 4) != 0 && le16(end + 4) != 0xFFFF) ||
                      (le16(end + 6) != 0 && le16(end + 6) != 0xFFFF);
    free(tail);
    uint64_t dir_end = end_pos; /* where the central directory should end */

    /* ZIP64: a locator right before the EOCD points to the ZIP64 EOCD record */
    if (end_pos >= LOC64_SIZE) {
        uint8_t loc[LOC64_SIZE];
        if (read_at(z, end_pos - LOC64_SIZE, loc, sizeof loc) && le32(loc) == SIG_LOC64) {
            uint64_t rec_off = le64(loc + 8);
            uint8_t rec[END64_SIZE];
            uint64_t rec_pos = rec_off;
            bool ok = read_at(z, rec_pos, rec, sizeof rec) && le32(rec) == SIG_END64;
            if (!ok && end_pos >= LOC64_SIZE + END64_SIZE) {
                /* prepended data: the record usually sits right before the locator */
                rec_pos = end_pos - LOC64_SIZE - END64_SIZE;
                ok = read_at(z, rec_pos, rec, sizeof rec) && le32(rec) == SIG_END64;
            }
            if (ok) {
                n = le64(rec + 32);
                size = le64(rec + 40);
                off = le64(rec + 48);
                multi_disk = le32(rec + 16) != 0 || le32(rec + 20) != 0;
                dir_end = rec_pos;
            } else if (n == 0xFFFF || size == 0xFFFFFFFFu || off == 0xFFFFFFFFu) {
                set_err(err, errlen, "corrupt zip archive (bad ZIP64 end record)");
                return false;
            }
        }
    }
    if (multi_disk) {
        set_err(err, errlen, "multi-disk zip archives are not supported");
        return false;
    }
    if (size > dir_end || off > dir_end - size) {
        set_err(err, errlen, "corrupt zip archive (bad central directory size or offset)");
        return false;
    }
    *cen_pos = dir_end - size;
    *cen_size = size;
    *bias = *cen_pos - off;
    return true;
}

static bool parse_central_directory(ZipArchive *z, char *err, size_t errlen)
{
    /* The entry count of the EOCD is not used: the directory is parsed to its end (counts wrap in
       archives with more than 65535 entries written without ZIP64). */
    uint64_t cen_pos, cen_size, bias;
    if (!find_central_directory(z, &cen_pos, &cen_size, &bias, err, errlen)) return false;
    if (cen_size > UINT32_MAX - 1 || cen_size > SIZE_MAX - 1) {
        set_err(err, errlen, "central directory too large");
        return false;
    }
    uint8_t *cen = malloc(cen_size ? (size_t)cen_size : 1);
    if (cen == NULL) {
        set_err(err, errlen, "out of memory");
        return false;
    }
    if (!read_at(z, cen_pos, cen, (size_t)cen_size)) {
        free(cen);
        set_err(err, errlen, "read error");
        return false;
    }
    z->cen_pos = cen_pos;
    size_t max_entries = (size_t)(cen_size / CEN_SIZE);
    z->entries = calloc(max_entries ? max_entries : 1, sizeof(Entry));
    z->names = malloc((size_t)cen_size + 1); /* names + NULs never exceed the directory's size */
    if (z->entries == NULL || z->names == NULL) {
        free(cen);
        set_err(err, errlen, "out of memory");
        return false;
    }
    size_t names_len = 0;
    size_t pos = 0;
    size_t count = 0;
    const char *bad = NULL;
    while (pos < cen_size) {
        if (cen_size - pos < CEN_SIZE || le32(cen + pos) != SIG_CEN) {
            bad = "bad central directory entry";
            break;
        }
        const uint8_t *p = cen + pos;
        size_t nlen = le16(p + 28), xlen = le16(p + 30), clen = le16(p + 32);
        if (cen_size - pos - CEN_SIZE < nlen + xlen + clen) {
            bad = "central directory entry overruns the directory";
            break;
        }
        if (memchr(p + CEN_SIZE, 0, nlen) != NULL) {
            bad = "NUL in an entry name"; /* could never be looked up */
            break;
        }
        Entry *e = &z->entries[count];
        e->flags = le16(p + 8);
        e->method = le16(p + 10);
        e->crc = le32(p + 16);
        e->csize = le32(p + 20);
        e->usize = le32(p + 24);
        e->loc = le32(p + 42);
        /* ZIP64 extra field: the 64-bit values of the fields that hold 0xFFFFFFFF, in order */
        const uint8_t *x = p + CEN_SIZE + nlen, *xend = x + xlen;
        while (xend - x >= 4) {
            unsigned id = le16(x), sz = le16(x + 2);
            if ((size_t)(xend - x - 4) < sz) break;
            if (id == 0x0001) {
                const uint8_t *f = x + 4, *fend = f + sz;
                if (e->usize == 0xFFFFFFFFu) {
                    if (fend - f < 8) { bad = "bad ZIP64 extra field"; break; }
                    e->usize = le64(f);
                    f += 8;
                }
                if (e->csize == 0xFFFFFFFFu) {
                    if (fend - f < 8) { bad = "bad ZIP64 extra field"; break; }
                    e->csize = le64(f);
                    f += 8;
                }
                if (e->loc == 0xFFFFFFFFu) {
                    if (fend - f < 8) { bad = "bad ZIP64 extra field"; break; }
                    e->loc = le64(f);
                    f += 8;
                }
                break;
            }
            x += 4 + sz;
        }
        if (bad) break;
        if (e->loc > cen_pos - bias) {
            bad = "local header offset beyond the central directory";
            break;
        }
        e->loc += bias;
        e->name = (uint32_t)names_len;
        e->name_len = (uint16_t)nlen;
        memcpy(z->names + names_len, p + CEN_SIZE, nlen);
        names_len += nlen;
        z->names[names_len++] = '\0';
        count++;
        pos += CEN_SIZE + nlen + xlen + clen;
    }
    free(cen);
    if (bad) {
        set_err(err, errlen, "corrupt zip archive (%s)", bad);
        return false;
    }
    z->count = count;
    return true;
}

static bool build_table(ZipArchive *z, char *err, size_t errlen)
{
    size_t cap = 16;
    while (cap < z->count * 2) cap *= 2;
    z->table = calloc(cap, sizeof(uint32_t));
    if (z->table == NULL) {
        set_err(err, errlen, "out of memory");
        return false;
    }
    z->table_mask = cap - 1;
    for (size_t k = 0; k < z->count; k++) {
        const Entry *e = &z->entries[k];
        const char *name = z->names + e->name;
        size_t i = hash_name(name, e->name_len) & z->table_mask;
        for (;;) {
            uint32_t v = z->table[i];
            if (v == 0) {
                z->table[i] = (uint32_t)(k + 1);
                break;
            }
            const Entry *o = &z->entries[v - 1];
            if (o->name_len == e->name_len && memcmp(z->names + o->name, name, e->name_len) == 0) {
                z->table[i] = (uint32_t)(k + 1); /* a later duplicate replaces the earlier one */
                break;
            }
            i = (i + 1) & z->table_mask;
        }
    }
    return true;
}

static ZipArchive *open_common(ZipArchive *z, char *err, size_t errlen)
{
    if (!parse_central_directory(z, err, errlen) || !build_table(z, err, errlen)) {
        zip_close(z);
        return NULL;
    }
    return z;
}

ZipArchive *zip_open(const char *path, char *err, size_t errlen)
{
    if (path == NULL) {
        set_err(err, errlen, "no archive path");
        return NULL;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        set_err(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 0) {
        set_err(err, errlen, "%s is not a regular file", path);
        close(fd);
        return NULL;
    }
    ZipArchive *z = calloc(1, sizeof *z);
    if (z == NULL) {
        set_err(err, errlen, "out of memory");
        close(fd);
        return NULL;
    }
    z->fd = fd;
    z->size = (uint64_t)st.st_size;
    char msg[200];
    z = open_common(z, msg, sizeof msg);
    if (z == NULL) set_err(err, errlen, "%s: %s", path, msg);
    return z;
}

ZipArchive *zip_open_memory(const uint8_t *data, size_t len, char *err, size_t errlen)
{
    if (data == NULL && len != 0) {
        set_err(err, errlen, "no data");
        return NULL;
    }
    ZipArchive *z = calloc(1, sizeof *z);
    if (z == NULL) {
        set_err(err, errlen, "out of memory");
        return NULL;
    }
    static const uint8_t empty[1] = { 0 };
    z->mem = data ? data : empty;
    z->fd = -1;
    z->size = len;
    return open_common(z, err, errlen);
}

void zip_close(ZipArchive *z)
{
    if (z == NULL) return;
    if (z->fd >= 0) close(z->fd);
    free(z->entries);
    free(z->names);
    free(z->table);
    free(z);
}

size_t zip_count(const ZipArchive *z)
{
    return z ? z->count : 0;
}

const char *zip_name(const ZipArchive *z, size_t i)
{
    if (z == NULL || i >= z->count) return NULL;
    return z->names + z->entries[i].name;
}

bool zip_contains(const ZipArchive *z, const char *name)
{
    return find_entry(z, name) != SIZE_MAX;
}

/* Inflates raw deflate data from the archive at off (csize bytes) into out (exactly usize
   bytes). */
static bool inflate_entry(const ZipArchive *z, uint64_t off, uint64_t csize, uint8_t *out,
                          size_t usize)
{
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK) return false;
    uint8_t chunk[16384];
    uint64_t in_left = csize;
    size_t out_pos = 0;
    int rc = Z_OK;
    for (;;) {
        if (zs.avail_in == 0 && in_left > 0) {
            size_t n;
            if (z->mem != NULL) {
                n = in_left > ZCHUNK ? ZCHUNK : (size_t)in_left;
                zs.next_in = (Bytef *)(uintptr_t)(z->mem + off);
            } else {
                n = in_left > sizeof chunk ? sizeof chunk : (size_t)in_left;
                if (!read_at(z, off, chunk, n)) break;
                zs.next_in = chunk;
            }
            zs.avail_in = (uInt)n;
            off += n;
            in_left -= n;
        }
        size_t room = usize - out_pos;
        uint8_t dummy;
        zs.next_out = room ? out + out_pos : &dummy;
        zs.avail_out = room ? (uInt)(room > ZCHUNK ? ZCHUNK : room) : 1;
        uInt before = zs.avail_out;
        rc = inflate(&zs, Z_NO_FLUSH);
        size_t produced = before - zs.avail_out;
        if (room == 0 && produced > 0) {
            rc = Z_DATA_ERROR; /* more data than the directory says */
            break;
        }
        out_pos += produced;
        if (rc == Z_STREAM_END) break;
        if (rc != Z_OK && rc != Z_BUF_ERROR) break;
        if (rc == Z_BUF_ERROR && zs.avail_in == 0 && in_left == 0) break; /* truncated */
    }
    inflateEnd(&zs);
    return rc == Z_STREAM_END && out_pos == usize;
}

static uint8_t *read_entry(const ZipArchive *z, const Entry *e, size_t *len, bool check_crc)
{
    if (e->flags & 1u) return NULL; /* encrypted */
    if (e->method != 0 && e->method != 8) return NULL;
    if (e->usize > SIZE_MAX - 1 || e->usize > INT32_MAX) return NULL;
    if (e->method == 0 && e->csize != e->usize) return NULL;
    /* deflate expands at most about 1032:1: refuse absurd sizes before allocating */
    if (e->method == 8 && e->usize / 1032 > e->csize + 64) return NULL;
    uint8_t loc[LOC_SIZE];
    if (e->loc > z->cen_pos || !read_at(z, e->loc, loc, sizeof loc) || le32(loc) != SIG_LOC)
        return NULL;
    uint64_t data = e->loc + LOC_SIZE + le16(loc + 26) + le16(loc + 28);
    if (data > z->cen_pos || e->csize > z->cen_pos - data) return NULL;
    size_t usize = (size_t)e->usize;
    uint8_t *out = malloc(usize ? usize : 1);
    if (out == NULL) return NULL;
    bool ok;
    if (e->method == 0) {
        ok = read_at(z, data, out, usize);
    } else {
        ok = inflate_entry(z, data, e->csize, out, usize);
    }
    if (ok && check_crc) {
        uLong crc = crc32(0L, Z_NULL, 0);
        for (size_t done = 0; done < usize;) {
            size_t n = usize - done > ZCHUNK ? ZCHUNK : usize - done;
            crc = crc32(crc, out + done, (uInt)n);
            done += n;
        }
        ok = (uint32_t)crc == e->crc;
    }
    if (!ok) {
        free(out);
        return NULL;
    }
    if (len) *len = usize;
    return out;
}

uint8_t *zip_read(ZipArchive *z, const char *name, size_t *len)
{
    size_t i = find_entry(z, name);
    if (i == SIZE_MAX) return NULL;
    return read_entry(z, &z->entries[i], len, true);
}

uint8_t *zip_read_unchecked(ZipArchive *z, const char *name, size_t *len)
{
    size_t i = find_entry(z, name);
    if (i == SIZE_MAX) return NULL;
    return read_entry(z, &z->entries[i], len, false);
}

/* ---------------------------------------------------------------------------------- manifest */

static int ascii_lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static bool ascii_ieq(const char *a, size_t alen, const char *b, size_t blen)
{
    if (alen != blen) return false;
    for (size_t i = 0; i < alen; i++)
        if (ascii_lower((uint8_t)a[i]) != ascii_lower((uint8_t)b[i])) return false;
    return true;
}

/* META-INF/MANIFEST.MF, or failing that an entry whose name matches it ignoring case (as the JDK
   does). */
static size_t find_manifest(const ZipArchive *z)
{
    static const char name[] = "META-INF/MANIFEST.MF";
    size_t i = find_entry(z, name);
    if (i != SIZE_MAX) return i;
    for (size_t k = 0; k < z->count; k++)
        if (ascii_ieq(z->names + z->entries[k].name, z->entries[k].name_len, name, sizeof name - 1))
            return k;
    return SIZE_MAX;
}

char *zip_manifest_attribute(ZipArchive *z, const char *attribute)
{
    if (z == NULL || attribute == NULL) return NULL;
    size_t mi = find_manifest(z);
    if (mi == SIZE_MAX) return NULL;
    size_t len = 0;
    uint8_t *mf = read_entry(z, &z->entries[mi], &len, true);
    if (mf == NULL) return NULL;
    const char *text = (const char *)mf;
    size_t alen = strlen(attribute);
    char *value = NULL;
    size_t vlen = 0;
    bool found = false, current = false, failed = false;
    size_t pos = 0;
    while (pos < len && !failed) {
        size_t start = pos;
        while (pos < len && text[pos] != '\n' && text[pos] != '\r') pos++;
        size_t end = pos;
        if (pos < len && text[pos] == '\r') {
            pos++;
            if (pos < len && text[pos] == '\n') pos++;
        } else if (pos < len) {
            pos++; /* '\n' */
        }
        if (end == start) break; /* a blank line ends the main section */
        const char *line = text + start;
        size_t llen = end - start;
        if (line[0] == ' ') { /* continuation of the previous header */
            if (current) {
                char *nv = realloc(value, vlen + llen);
                if (nv == NULL) {
                    failed = true;
                    break;
                }
                value = nv;
                memcpy(value + vlen, line + 1, llen - 1);
                vlen += llen - 1;
            }
            continue;
        }
        const char *colon = memchr(line, ':', llen);
        if (colon == NULL) {
            current = false; /* malformed: ignored */
            continue;
        }
        current = ascii_ieq(line, (size_t)(colon - line), attribute, alen);
        if (!current) continue;
        const char *v = colon + 1;
        size_t n = llen - (size_t)(v - line);
        if (n > 0 && v[0] == ' ') {
            v++;
            n--;
        }
        char *nv = realloc(value, n + 1);
        if (nv == NULL) {
            failed = true;
            break;
        }
        value = nv;
        memcpy(value, v, n);
        vlen = n;
        found = true; /* a later occurrence replaces an earlier one */
    }
    free(mf);
    if (failed || !found) {
        free(value);
        return NULL;
    }
    char *nv = realloc(value, vlen + 1);
    if (nv == NULL) {
        free(value);
        return NULL;
    }
    nv[vlen] = '\0';
    return nv;
}
