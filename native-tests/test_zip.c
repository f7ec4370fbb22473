/* test_zip.c: tests of the zip/jar reader (vm/zip.c).

   - fixtures in native-tests/data/zip (made by Info-ZIP zip and jar; see make-fixtures.sh there):
     stored and deflated entries, ZIP64, a data descriptor, a comment holding a fake end record,
     a launcher script prepended to a jar, a jar manifest with continuation lines;
   - archives made at test time by the JDK's jar and by zip, when those tools exist;
   - archives built here byte by byte: ZIP64 records and extra fields, duplicates, 70,000 entries,
     manifests with every kind of line end, and all sorts of corruption (CRC, sizes, offsets,
     signatures), plus truncation at every length and random byte flips: never a crash.

   Build by hand: gcc -std=c11 -Wall -Wextra -Werror -Iinclude -Ivm native-tests/test_zip.c
   vm/zip.c -lcmocka -lz */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include <cmocka.h>

#include "zip.h"

#ifndef VITRINE_JAVA_HOME
#define VITRINE_JAVA_HOME "/usr/lib/jvm/java-17-openjdk-amd64"
#endif
#ifndef VITRINE_SOURCE_DIR
#define VITRINE_SOURCE_DIR "."
#endif

#define FIXTURES VITRINE_SOURCE_DIR "/native-tests/data/zip/"

/* ------------------------------------------------------------------------------- test helpers */

static char tmp_dir[512];

static char *tmp_path(const char *name)
{
    static char paths[8][700];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, sizeof paths[0], "%s/%s", tmp_dir, name);
    return p;
}

static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = malloc(cap);
    assert_non_null(buf);
    for (;;) {
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        if (got == 0) break;
        n += got;
    }
    fclose(f);
    *len = n;
    return buf;
}

static void spit(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    if (len) assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static int run(const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    return system(cmd);
}

static bool have_tool(const char *name)
{
    return run("command -v %s > /dev/null 2>&1", name) == 0;
}

static int group_setup(void **state)
{
    (void)state;
    const char *t = getenv("TMPDIR");
    snprintf(tmp_dir, sizeof tmp_dir, "%s/vitrine-zip-XXXXXX", t && *t ? t : "/tmp");
    if (mkdtemp(tmp_dir) == NULL) return -1;
    return 0;
}

static int group_teardown(void **state)
{
    (void)state;
    if (tmp_dir[0]) run("rm -rf '%s'", tmp_dir);
    return 0;
}

/* The known contents of the fixtures' files. */
static char lorem[6000];
static size_t lorem_len;
static uint8_t data_bin[4096];

static void make_expected(void)
{
    if (lorem_len) return;
    for (int i = 1; i <= 100; i++)
        lorem_len += (size_t)sprintf(lorem + lorem_len,
                                     "line %d: the quick brown fox jumps over the lazy dog\n", i);
    for (int i = 0; i < 4096; i++) data_bin[i] = (uint8_t)(i * 7);
}

static void expect_entry(ZipArchive *z, const char *name, const void *want, size_t want_len)
{
    size_t len = 12345;
    uint8_t *d = zip_read(z, name, &len);
    if (d == NULL) print_error("cannot read %s\n", name);
    assert_non_null(d);
    assert_int_equal(len, want_len);
    if (want_len) assert_memory_equal(d, want, want_len);
    free(d);
}

/* Opens a fixture both from its file and from memory; *mem receives the bytes (caller frees). */
static ZipArchive *open_fixture(const char *name, bool from_memory, uint8_t **mem)
{
    char path[1024], err[256];
    snprintf(path, sizeof path, "%s%s", FIXTURES, name);
    *mem = NULL;
    ZipArchive *z;
    if (from_memory) {
        size_t len;
        *mem = slurp(path, &len);
        if (*mem == NULL) print_error("missing fixture %s\n", path);
        assert_non_null(*mem);
        z = zip_open_memory(*mem, len, err, sizeof err);
    } else {
        z = zip_open(path, err, sizeof err);
    }
    if (z == NULL) print_error("%s: %s\n", path, err);
    assert_non_null(z);
    return z;
}

/* ---------------------------------------------------------------------------------- fixtures */

static void test_fixture_basic(void **state)
{
    (void)state;
    make_expected();
    for (int m = 0; m < 2; m++) {
        uint8_t *mem;
        ZipArchive *z = open_fixture("basic.zip", m == 1, &mem);
        assert_int_equal(zip_count(z), 5);
        static const char *const names[] = { "hello.txt", "lorem.txt", "dir/", "dir/empty.txt",
                                             "dir/nested/data.bin" };
        for (size_t i = 0; i < 5; i++) {
            assert_string_equal(zip_name(z, i), names[i]);
            assert_true(zip_contains(z, names[i]));
        }
        assert_null(zip_name(z, 5));
        assert_null(zip_name(z, SIZE_MAX));
        expect_entry(z, "hello.txt", "Hello, world!\n", 14); /* stored */
        expect_entry(z, "lorem.txt", lorem, lorem_len);       /* deflated */
        expect_entry(z, "dir/nested/data.bin", data_bin, sizeof data_bin);
        expect_entry(z, "dir/empty.txt", "", 0);
        expect_entry(z, "dir/", "", 0);
        /* names are exact */
        assert_false(zip_contains(z, "dir"));
        assert_false(zip_contains(z, "HELLO.TXT"));
        assert_false(zip_contains(z, "/hello.txt"));
        assert_false(zip_contains(z, "hello.txt "));
        assert_false(zip_contains(z, ""));
        assert_false(zip_contains(z, NULL));
        size_t len;
        assert_null(zip_read(z, "missing.txt", &len));
        assert_null(zip_read(z, NULL, &len));
        assert_null(zip_manifest_attribute(z, "Main-Class")); /* no manifest */
        uint8_t *d = zip_read(z, "hello.txt", NULL);       /* len may be NULL */
        assert_non_null(d);
        free(d);
        zip_close(z);
        free(mem);
    }
}

static void test_fixture_variants(void **state)
{
    (void)state;
    make_expected();
    for (int m = 0; m < 2; m++) {
        uint8_t *mem;
        ZipArchive *z = open_fixture("zip64.zip", m == 1, &mem);
        assert_int_equal(zip_count(z), 3);
        expect_entry(z, "hello.txt", "Hello, world!\n", 14);
        expect_entry(z, "lorem.txt", lorem, lorem_len);
        expect_entry(z, "dir/nested/data.bin", data_bin, sizeof data_bin);
        zip_close(z);
        free(mem);

        z = open_fixture("streamed.zip", m == 1, &mem); /* data descriptor */
        assert_int_equal(zip_count(z), 1);
        expect_entry(z, "-", lorem, lorem_len);
        zip_close(z);
        free(mem);

        z = open_fixture("comment.zip", m == 1, &mem); /* a fake end record in the comment */
        assert_int_equal(zip_count(z), 1);
        expect_entry(z, "hello.txt", "Hello, world!\n", 14);
        zip_close(z);
        free(mem);

        static const char *const prefixed[] = { "prefixed.jar", "prefixed-adjusted.zip" };
        for (int i = 0; i < 2; i++) { /* a launcher script before the archive */
            z = open_fixture(prefixed[i], m == 1, &mem);
            assert_int_equal(zip_count(z), 2);
            expect_entry(z, "hello.txt", "Hello, world!\n", 14);
            expect_entry(z, "lorem.txt", lorem, lorem_len);
            zip_close(z);
            free(mem);
        }
    }
}

static void test_fixture_manifest_jar(void **state)
{
    (void)state;
    for (int m = 0; m < 2; m++) {
        uint8_t *mem;
        ZipArchive *z = open_fixture("manifest.jar", m == 1, &mem);
        assert_true(zip_contains(z, "META-INF/MANIFEST.MF"));
        assert_true(zip_contains(z, "com/example/Main.class"));
        char *v = zip_manifest_attribute(z, "Main-Class");
        assert_non_null(v);
        assert_string_equal(v, "com.example.Main");
        free(v);
        v = zip_manifest_attribute(z, "main-class"); /* names ignore case */
        assert_non_null(v);
        assert_string_equal(v, "com.example.Main");
        free(v);
        v = zip_manifest_attribute(z, "CLASS-PATH"); /* jar wrapped it at 72 bytes */
        assert_non_null(v);
        assert_string_equal(v, "lib/first-library-1.0.jar lib/second-library-2.0.jar "
                               "lib/third-library-3.0.jar lib/fourth.jar");
        free(v);
        v = zip_manifest_attribute(z, "X-Custom-Attr");
        assert_non_null(v);
        assert_string_equal(v, "value with: colons");
        free(v);
        v = zip_manifest_attribute(z, "Manifest-Version");
        assert_non_null(v);
        assert_string_equal(v, "1.0");
        free(v);
        v = zip_manifest_attribute(z, "Created-By");
        assert_non_null(v);
        free(v);
        assert_null(zip_manifest_attribute(z, "X-Per-Entry")); /* not in the main section */
        assert_null(zip_manifest_attribute(z, "Name"));
        assert_null(zip_manifest_attribute(z, "Main"));
        assert_null(zip_manifest_attribute(z, "Main-Class-"));
        assert_null(zip_manifest_attribute(z, ""));
        assert_null(zip_manifest_attribute(z, NULL));
        assert_null(zip_manifest_attribute(NULL, "Main-Class"));
        zip_close(z);
        free(mem);
    }
}

static void test_open_errors(void **state)
{
    (void)state;
    char err[256];
    err[0] = '\0';
    assert_null(zip_open(tmp_path("does-not-exist.zip"), err, sizeof err));
    assert_true(strlen(err) > 0);
    err[0] = '\0';
    assert_null(zip_open(tmp_dir, err, sizeof err));
    assert_true(strlen(err) > 0);
    spit(tmp_path("empty.zip"), "", 0);
    assert_null(zip_open(tmp_path("empty.zip"), err, sizeof err));
    static const char text[] = "this is plainly not a zip archive, though it is long enough";
    spit(tmp_path("text.zip"), text, sizeof text);
    err[0] = '\0';
    assert_null(zip_open(tmp_path("text.zip"), err, sizeof err));
    assert_true(strlen(err) > 0);
    assert_null(zip_open(tmp_path("text.zip"), NULL, 0));
    assert_null(zip_open(NULL, err, sizeof err));
    assert_null(zip_open_memory((const uint8_t *)text, sizeof text, err, sizeof err));
    assert_null(zip_open_memory(NULL, 0, err, sizeof err));
    assert_null(zip_open_memory(NULL, 10, err, sizeof err));
    zip_close(NULL);
    assert_int_equal(zip_count(NULL), 0);
    assert_null(zip_name(NULL, 0));
    assert_false(zip_contains(NULL, "x"));
    assert_null(zip_read(NULL, "x", NULL));
}

/* ------------------------------------------------------------------- archives made by tools */

static void write_tree(void)
{
    make_expected();
    run("mkdir -p '%s/tree/com/example' '%s/tree/res'", tmp_dir, tmp_dir);
    spit(tmp_path("tree/com/example/Main.class"), "\xCA\xFE\xBA\xBE fake", 9);
    spit(tmp_path("tree/res/lorem.txt"), lorem, lorem_len);
    spit(tmp_path("tree/res/data.bin"), data_bin, sizeof data_bin);
}

static void test_jar_made_now(void **state)
{
    (void)state;
    char jar[600];
    snprintf(jar, sizeof jar, "%s/bin/jar", VITRINE_JAVA_HOME);
    if (access(jar, X_OK) != 0) skip();
    write_tree();
    const char *out = tmp_path("made.jar");
    assert_int_equal(run("'%s' --create --file '%s' --main-class com.example.Main -C '%s/tree' .",
                         jar, out, tmp_dir), 0);
    const char *out0 = tmp_path("made0.jar"); /* stored, no compression */
    assert_int_equal(run("'%s' --create --no-compress --file '%s' -C '%s/tree' .", jar, out0,
                         tmp_dir), 0);
    char err[256];
    ZipArchive *z = zip_open(out, err, sizeof err);
    assert_non_null(z);
    char *v = zip_manifest_attribute(z, "Main-Class");
    assert_non_null(v);
    assert_string_equal(v, "com.example.Main");
    free(v);
    v = zip_manifest_attribute(z, "Created-By");
    assert_non_null(v);
    free(v);
    expect_entry(z, "res/lorem.txt", lorem, lorem_len);
    expect_entry(z, "res/data.bin", data_bin, sizeof data_bin);
    expect_entry(z, "com/example/Main.class", "\xCA\xFE\xBA\xBE fake", 9);
    assert_true(zip_contains(z, "META-INF/"));
    zip_close(z);

    z = zip_open(out0, err, sizeof err);
    assert_non_null(z);
    expect_entry(z, "res/lorem.txt", lorem, lorem_len);
    assert_null(zip_manifest_attribute(z, "Main-Class"));
    v = zip_manifest_attribute(z, "Manifest-Version");
    assert_non_null(v);
    assert_string_equal(v, "1.0");
    free(v);
    zip_close(z);
}

static void test_zip_made_now(void **state)
{
    (void)state;
    if (!have_tool("zip")) skip();
    write_tree();
    static const char *const flags[] = { "-0", "-1", "-9", "-9 -fz", "-9 -D" };
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++) {
        const char *out = tmp_path("made.zip");
        unlink(out);
        assert_int_equal(run("cd '%s/tree' && zip -q -r %s '%s' .", tmp_dir, flags[i], out), 0);
        char err[256];
        ZipArchive *z = zip_open(out, err, sizeof err);
        if (z == NULL) print_error("zip %s: %s\n", flags[i], err);
        assert_non_null(z);
        expect_entry(z, "res/lorem.txt", lorem, lorem_len);
        expect_entry(z, "res/data.bin", data_bin, sizeof data_bin);
        zip_close(z);
    }
}

static void test_real_jars(void **state)
{
    (void)state;
    char path[600];
    snprintf(path, sizeof path, "%s/lib/jrt-fs.jar", VITRINE_JAVA_HOME);
    char err[256];
    ZipArchive *z = zip_open(path, err, sizeof err);
    if (z == NULL) skip();
    assert_true(zip_count(z) > 10);
    for (size_t i = 0; i < zip_count(z); i++) {
        size_t len;
        uint8_t *d = zip_read(z, zip_name(z, i), &len);
        assert_non_null(d);
        free(d);
    }
    char *v = zip_manifest_attribute(z, "Manifest-Version");
    assert_non_null(v);
    free(v);
    zip_close(z);

    /* a jmod: a 4-byte "JM" header before the zip */
    snprintf(path, sizeof path, "%s/jmods/java.base.jmod", VITRINE_JAVA_HOME);
    z = zip_open(path, err, sizeof err);
    if (z == NULL) return;
    size_t len;
    uint8_t *d = zip_read(z, "classes/java/lang/Object.class", &len);
    assert_non_null(d);
    assert_memory_equal(d, "\xCA\xFE\xBA\xBE", 4);
    free(d);
    zip_close(z);
}

/* ---------------------------------------------------------------------- archives built here */

typedef struct {
    uint8_t *p;
    size_t len, cap;
} TBuf;

static void tb_put(TBuf *b, const void *data, size_t n)
{
    if (b->len + n > b->cap) {
        b->cap = (b->len + n) * 2 + 64;
        b->p = realloc(b->p, b->cap);
        assert_non_null(b->p);
    }
    if (n) memcpy(b->p + b->len, data, n);
    b->len += n;
}

static void le(TBuf *b, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; i++) {
        uint8_t c = (uint8_t)(v >> (8 * i));
        tb_put(b, &c, 1);
    }
}

typedef struct {
    const char *name;
    const void *data;
    size_t len;
    int method;            /* 0 stored, 8 deflated; others: data stored as is, method recorded */
    uint16_t flags;
    bool zip64;            /* sizes and offset as 0xFFFFFFFF, values in a ZIP64 extra field */
    bool descriptor;       /* sizes and CRC after the data (local header holds zeros) */
    uint32_t crc_xor;      /* corruptions of the central directory's fields */
    int64_t usize_delta;
    int64_t csize_delta;
    int64_t loc_delta;
} ZEntry;

typedef struct {
    const char *prefix;    /* bytes before the archive */
    bool adjust;           /* prefix counted in the offsets */
    const char *comment;
    bool zip64_end;        /* ZIP64 end record and locator, EOCD fields at their maximum */
    int64_t cen_off_delta; /* corruption of the EOCD's directory offset */
    int64_t cen_size_delta;
} ZOpts;

static uint8_t *deflate_raw(const void *data, size_t len, size_t *out_len)
{
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    assert_int_equal(deflateInit2(&zs, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    size_t cap = deflateBound(&zs, (uLong)len) + 16;
    uint8_t *out = malloc(cap);
    assert_non_null(out);
    zs.next_in = (Bytef *)(uintptr_t)data;
    zs.avail_in = (uInt)len;
    zs.next_out = out;
    zs.avail_out = (uInt)cap;
    assert_int_equal(deflate(&zs, Z_FINISH), Z_STREAM_END);
    *out_len = zs.total_out;
    deflateEnd(&zs);
    return out;
}

static void build_zip(const ZEntry *e, size_t n, const ZOpts *o, TBuf *out)
{
    static const ZOpts none;
    if (o == NULL) o = &none;
    out->len = 0;
    size_t base = 0;
    if (o->prefix) {
        tb_put(out, o->prefix, strlen(o->prefix));
        if (!o->adjust) base = out->len;
    }
    uint64_t *locs = calloc(n ? n : 1, sizeof *locs);
    uint64_t *csizes = calloc(n ? n : 1, sizeof *csizes);
    uint32_t *crcs = calloc(n ? n : 1, sizeof *crcs);
    assert_true(locs && csizes && crcs);
    for (size_t i = 0; i < n; i++) {
        const uint8_t *payload = e[i].data;
        size_t plen = e[i].len;
        uint8_t *packed = NULL;
        if (e[i].method == 8) {
            packed = deflate_raw(e[i].data, e[i].len, &plen);
            payload = packed;
        }
        crcs[i] = (uint32_t)crc32(0, e[i].data, (uInt)e[i].len);
        csizes[i] = plen;
        locs[i] = out->len - base;
        size_t nlen = strlen(e[i].name);
        le(out, 0x04034b50, 4);
        le(out, e[i].zip64 ? 45 : 20, 2);
        le(out, e[i].flags | (e[i].descriptor ? 8 : 0), 2);
        le(out, (uint64_t)e[i].method, 2);
        le(out, 0, 4); /* time, date */
        le(out, e[i].descriptor ? 0 : crcs[i], 4);
        le(out, e[i].descriptor ? 0 : e[i].zip64 ? 0xFFFFFFFFu : plen, 4);
        le(out, e[i].descriptor ? 0 : e[i].zip64 ? 0xFFFFFFFFu : e[i].len, 4);
        le(out, nlen, 2);
        le(out, e[i].zip64 ? 20 : 0, 2);
        tb_put(out, e[i].name, nlen);
        if (e[i].zip64) {
            le(out, 1, 2);
            le(out, 16, 2);
            le(out, e[i].len, 8);
            le(out, plen, 8);
        }
        tb_put(out, payload, plen);
        if (e[i].descriptor) {
            le(out, 0x08074b50, 4);
            le(out, crcs[i], 4);
            le(out, plen, 4);
            le(out, e[i].len, 4);
        }
        free(packed);
    }
    uint64_t cen_start = out->len - base;
    for (size_t i = 0; i < n; i++) {
        size_t nlen = strlen(e[i].name);
        uint64_t usize = (uint64_t)((int64_t)e[i].len + e[i].usize_delta);
        uint64_t csize = (uint64_t)((int64_t)csizes[i] + e[i].csize_delta);
        uint64_t loc = (uint64_t)((int64_t)locs[i] + e[i].loc_delta);
        le(out, 0x02014b50, 4);
        le(out, 0x031E, 2);
        le(out, e[i].zip64 ? 45 : 20, 2);
        le(out, e[i].flags | (e[i].descriptor ? 8 : 0), 2);
        le(out, (uint64_t)e[i].method, 2);
        le(out, 0, 4);
        le(out, crcs[i] ^ e[i].crc_xor, 4);
        le(out, e[i].zip64 ? 0xFFFFFFFFu : csize, 4);
        le(out, e[i].zip64 ? 0xFFFFFFFFu : usize, 4);
        le(out, nlen, 2);
        le(out, e[i].zip64 ? 4 + 24 + 4 : 4, 2); /* extra: ZIP64 if any, then an unknown field */
        le(out, 0, 2);                             /* comment */
        le(out, 0, 2);
        le(out, 0, 2);
        le(out, 0100644u << 16, 4);
        le(out, e[i].zip64 ? 0xFFFFFFFFu : loc, 4);
        tb_put(out, e[i].name, nlen);
        if (e[i].zip64) {
            le(out, 1, 2);
            le(out, 24, 2);
            le(out, usize, 8);
            le(out, csize, 8);
            le(out, loc, 8);
        }
        le(out, 0xCAFE, 2); /* an extra field nobody knows, as jar writes */
        le(out, 0, 2);
    }
    uint64_t cen_size = out->len - base - cen_start;
    uint64_t cen_off = (uint64_t)((int64_t)cen_start + o->cen_off_delta);
    cen_size = (uint64_t)((int64_t)cen_size + o->cen_size_delta);
    if (o->zip64_end) {
        uint64_t rec = out->len - base;
        le(out, 0x06064b50, 4);
        le(out, 44, 8);
        le(out, 45, 2);
        le(out, 45, 2);
        le(out, 0, 4);
        le(out, 0, 4);
        le(out, n, 8);
        le(out, n, 8);
        le(out, cen_size, 8);
        le(out, cen_off, 8);
        le(out, 0x07064b50, 4);
        le(out, 0, 4);
        le(out, rec, 8);
        le(out, 1, 4);
    }
    size_t clen = o->comment ? strlen(o->comment) : 0;
    le(out, 0x06054b50, 4);
    le(out, 0, 2);
    le(out, 0, 2);
    le(out, o->zip64_end ? 0xFFFF : n & 0xFFFF, 2);
    le(out, o->zip64_end ? 0xFFFF : n & 0xFFFF, 2);
    le(out, o->zip64_end ? 0xFFFFFFFFu : cen_size, 4);
    le(out, o->zip64_end ? 0xFFFFFFFFu : cen_off, 4);
    le(out, clen, 2);
    if (clen) tb_put(out, o->comment, clen);
    free(locs);
    free(csizes);
    free(crcs);
}

static ZipArchive *open_built(const TBuf *b)
{
    char err[256];
    ZipArchive *z = zip_open_memory(b->p, b->len, err, sizeof err);
    if (z == NULL) print_error("built archive: %s\n", err);
    assert_non_null(z);
    return z;
}

static void test_built_archives(void **state)
{
    (void)state;
    make_expected();
    TBuf b = { 0 };
    ZEntry e[] = {
        { .name = "a/stored.txt", .data = "stored data", .len = 11, .method = 0 },
        { .name = "a/deflated.txt", .data = lorem, .len = 0, .method = 8 },
        { .name = "a/empty-deflated", .data = "", .len = 0, .method = 8 },
        { .name = "a/desc.bin", .data = data_bin, .len = sizeof data_bin, .method = 8,
          .descriptor = true },
        { .name = "a/z64.bin", .data = data_bin, .len = sizeof data_bin, .method = 8,
          .zip64 = true },
        { .name = "a/z64-stored.txt", .data = "zip64 stored", .len = 12, .method = 0,
          .zip64 = true },
        { .name = "utf8/\xC3\xA9t\xC3\xA9.txt", .data = "\xC3\xA9", .len = 2, .method = 0,
          .flags = 0x800 },
    };
    e[1].len = lorem_len;
    const size_t n = sizeof e / sizeof *e;
    const ZOpts variants[] = {
        { 0 },
        { .zip64_end = true },
        { .prefix = "#!/bin/sh\nexit 0\n" },
        { .prefix = "#!/bin/sh\nexit 0\n", .adjust = true },
        { .prefix = "#!/bin/sh\nexit 0\n", .zip64_end = true },
        { .comment = "a comment" },
        { .comment = "PK\x05\x06 a fake end record in the comment PK\x05\x06" },
    };
    for (size_t v = 0; v < sizeof variants / sizeof *variants; v++) {
        build_zip(e, n, &variants[v], &b);
        for (int m = 0; m < 2; m++) {
            ZipArchive *z;
            if (m == 0) {
                z = open_built(&b);
            } else {
                spit(tmp_path("built.zip"), b.p, b.len);
                char err[256];
                z = zip_open(tmp_path("built.zip"), err, sizeof err);
                assert_non_null(z);
            }
            assert_int_equal(zip_count(z), n);
            for (size_t i = 0; i < n; i++) {
                assert_string_equal(zip_name(z, i), e[i].name);
                expect_entry(z, e[i].name, e[i].data, e[i].len);
            }
            zip_close(z);
        }
    }

    /* padding after the end record (the JDK accepts it when the directory is where it says) */
    build_zip(e, n, NULL, &b);
    static const uint8_t pad[300];
    tb_put(&b, pad, sizeof pad);
    ZipArchive *z = open_built(&b);
    assert_int_equal(zip_count(z), n);
    expect_entry(z, e[1].name, e[1].data, e[1].len);
    zip_close(z);
    b.len -= sizeof pad;
    b.p[b.len - 22 + 16] ^= 1; /* ... but not when it is not */
    tb_put(&b, pad, sizeof pad);
    assert_null(zip_open_memory(b.p, b.len, NULL, 0));

    /* an empty archive */
    build_zip(NULL, 0, NULL, &b);
    assert_int_equal(b.len, 22);
    z = open_built(&b);
    assert_int_equal(zip_count(z), 0);
    assert_null(zip_name(z, 0));
    assert_false(zip_contains(z, "x"));
    assert_null(zip_manifest_attribute(z, "Main-Class"));
    zip_close(z);

    /* duplicates: both listed, the last one read */
    ZEntry dup[] = {
        { .name = "same", .data = "first", .len = 5 },
        { .name = "other", .data = "x", .len = 1 },
        { .name = "same", .data = "second", .len = 6 },
    };
    build_zip(dup, 3, NULL, &b);
    z = open_built(&b);
    assert_int_equal(zip_count(z), 3);
    assert_string_equal(zip_name(z, 0), "same");
    assert_string_equal(zip_name(z, 2), "same");
    expect_entry(z, "same", "second", 6);
    zip_close(z);
    free(b.p);
}

static void test_many_entries(void **state)
{
    (void)state;
    /* more than 65535 entries without ZIP64: the end record's count wraps; the directory rules */
    const size_t n = 70000;
    ZEntry *e = calloc(n, sizeof *e);
    char (*names)[16] = calloc(n, sizeof *names);
    assert_true(e && names);
    for (size_t i = 0; i < n; i++) {
        snprintf(names[i], sizeof names[i], "f/%zu", i);
        e[i].name = names[i];
        e[i].data = names[i];
        e[i].len = strlen(names[i]);
    }
    for (int z64 = 0; z64 < 2; z64++) {
        TBuf b = { 0 };
        ZOpts o = { .zip64_end = z64 == 1 };
        build_zip(e, n, &o, &b);
        ZipArchive *z = open_built(&b);
        assert_int_equal(zip_count(z), n);
        for (size_t i = 0; i < n; i++) assert_true(zip_contains(z, names[i]));
        assert_false(zip_contains(z, "f/70000"));
        for (size_t i = 0; i < n; i += 6999) expect_entry(z, names[i], names[i], strlen(names[i]));
        zip_close(z);
        free(b.p);
    }
    free(e);
    free(names);
}

/* ---------------------------------------------------------------------------------- manifests */

static ZipArchive *manifest_zip(TBuf *b, const char *entry_name, const char *text)
{
    ZEntry e[] = {
        { .name = "META-INF/", .data = "", .len = 0 },
        { .name = entry_name, .data = text, .len = strlen(text), .method = 8 },
        { .name = "Main.class", .data = "x", .len = 1 },
    };
    build_zip(e, 3, NULL, b);
    return open_built(b);
}

static void expect_attr(ZipArchive *z, const char *name, const char *want)
{
    char *v = zip_manifest_attribute(z, name);
    if (want == NULL) {
        if (v != NULL) print_error("attribute %s: got \"%s\", want none\n", name, v);
        assert_null(v);
        return;
    }
    if (v == NULL) print_error("attribute %s: got none, want \"%s\"\n", name, want);
    assert_non_null(v);
    assert_string_equal(v, want);
    free(v);
}

static void test_manifest_line_ends(void **state)
{
    (void)state;
    static const char *const eols[] = { "\n", "\r\n", "\r" };
    for (int i = 0; i < 3; i++) {
        const char *nl = eols[i];
        char text[2048];
        snprintf(text, sizeof text,
                 "Manifest-Version: 1.0%s"
                 "Main-Class: org.example.very.long.package.name.that.goes.on.and.on.Mai%s"
                 " nClass%s"
                 "Class-Path: a.jar%s"
                 "  b.jar%s" /* a continuation keeps all but its first space */
                 "  c.jar%s"
                 "Empty:%s"
                 "NoSpace:value%s"
                 "X-Dup: first%s"
                 "x-dup: second%s"
                 "X-Multi: \xC3%s"
                 " \xA9t\xC3\xA9%s" /* UTF-8 split across a continuation */
                 "%s"
                 "Name: Main.class%s"
                 "Entry-Only: yes%s"
                 "Main-Class: not.This%s",
                 nl, nl, nl, nl, nl, nl, nl, nl, nl, nl, nl, nl, nl, nl, nl, nl);
        TBuf b = { 0 };
        ZipArchive *z = manifest_zip(&b, "META-INF/MANIFEST.MF", text);
        expect_attr(z, "Manifest-Version", "1.0");
        expect_attr(z, "Main-Class",
                    "org.example.very.long.package.name.that.goes.on.and.on.MainClass");
        expect_attr(z, "MAIN-CLASS",
                    "org.example.very.long.package.name.that.goes.on.and.on.MainClass");
        expect_attr(z, "class-path", "a.jar b.jar c.jar");
        expect_attr(z, "Empty", "");
        expect_attr(z, "NoSpace", "value");
        expect_attr(z, "X-Dup", "second"); /* the last one wins, as in java.util.jar */
        expect_attr(z, "X-Multi", "\xC3\xA9t\xC3\xA9");
        expect_attr(z, "Name", NULL);
        expect_attr(z, "Entry-Only", NULL);
        expect_attr(z, "Missing", NULL);
        zip_close(z);
        free(b.p);
    }
}

static void test_manifest_edge_cases(void **state)
{
    (void)state;
    TBuf b = { 0 };
    ZipArchive *z;

    /* no final line end */
    z = manifest_zip(&b, "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nMain-Class: a.B");
    expect_attr(z, "Main-Class", "a.B");
    zip_close(z);

    /* the manifest's name in another case */
    z = manifest_zip(&b, "meta-inf/manifest.mf", "Main-Class: lower.Case\n");
    expect_attr(z, "Main-Class", "lower.Case");
    zip_close(z);

    /* a file that only resembles the manifest's name */
    z = manifest_zip(&b, "META-INF/MANIFEST.MF.bak", "Main-Class: not.It\n");
    expect_attr(z, "Main-Class", NULL);
    zip_close(z);

    /* empty, blank first line, stray continuation, malformed lines */
    z = manifest_zip(&b, "META-INF/MANIFEST.MF", "");
    expect_attr(z, "Main-Class", NULL);
    zip_close(z);
    z = manifest_zip(&b, "META-INF/MANIFEST.MF", "\nMain-Class: after.Blank\n");
    expect_attr(z, "Main-Class", NULL);
    zip_close(z);
    z = manifest_zip(&b, "META-INF/MANIFEST.MF",
                     " stray continuation\nno colon here\nMain-Class: ok.Main\n"
                     "Other: x\n continued\n");
    expect_attr(z, "Main-Class", "ok.Main"); /* the continuation of Other is not ours */
    expect_attr(z, "Other", "xcontinued");
    zip_close(z);

    /* continuation lines that are only a space */
    z = manifest_zip(&b, "META-INF/MANIFEST.MF", "Main-Class: a\n \n b\r\n\r\n");
    expect_attr(z, "Main-Class", "ab");
    zip_close(z);

    /* a corrupt manifest entry: no value */
    ZEntry bad[] = {
        { .name = "META-INF/MANIFEST.MF", .data = "Main-Class: x\n", .len = 14, .crc_xor = 1 },
    };
    build_zip(bad, 1, NULL, &b);
    z = open_built(&b);
    expect_attr(z, "Main-Class", NULL);
    zip_close(z);

    /* a long value */
    static char longmf[100000];
    size_t p = (size_t)sprintf(longmf, "Class-Path: x");
    for (int i = 0; i < 10000; i++) p += (size_t)sprintf(longmf + p, "\r\n y");
    sprintf(longmf + p, "\r\n\r\n");
    z = manifest_zip(&b, "META-INF/MANIFEST.MF", longmf);
    char *v = zip_manifest_attribute(z, "Class-Path");
    assert_non_null(v);
    assert_int_equal(strlen(v), 10001);
    free(v);
    zip_close(z);
    free(b.p);
}

/* ------------------------------------------------------------------------- corrupt archives */

static void test_corrupt_entries(void **state)
{
    (void)state;
    make_expected();
    TBuf b = { 0 };
    size_t len;
    struct {
        ZEntry e;
        bool open_fails;
    } cases[] = {
        { { .name = "crc", .data = "data", .len = 4, .crc_xor = 0x10 }, false },
        { { .name = "crc-deflated", .data = lorem, .len = 500, .method = 8, .crc_xor = 1 }, false },
        { { .name = "usize+", .data = lorem, .len = 500, .method = 8, .usize_delta = 1 }, false },
        { { .name = "usize-", .data = lorem, .len = 500, .method = 8, .usize_delta = -1 }, false },
        { { .name = "usize-huge", .data = lorem, .len = 500, .method = 8,
            .usize_delta = 0x7FFF0000 }, false },
        { { .name = "csize-", .data = lorem, .len = 500, .method = 8, .csize_delta = -10 }, false },
        { { .name = "stored-csize", .data = "data", .len = 4, .csize_delta = 1 }, false },
        { { .name = "stored-usize", .data = "data", .len = 4, .usize_delta = 1 }, false },
        { { .name = "encrypted", .data = "data", .len = 4, .flags = 1 }, false },
        { { .name = "bzip2", .data = "data", .len = 4, .method = 12 }, false },
        { { .name = "loc+1", .data = "data", .len = 4, .loc_delta = 1 }, false },
        { { .name = "loc-far", .data = "data", .len = 4, .loc_delta = 1000000 }, true },
        { { .name = "loc-z64-far", .data = "data", .len = 4, .zip64 = true,
            .loc_delta = 0x100000000 }, true },
        { { .name = "csize-far", .data = "data", .len = 4, .csize_delta = 0x7FFFFFF0,
            .usize_delta = 0x7FFFFFF0 }, false },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ZEntry two[2] = { cases[i].e, { .name = "fine", .data = "fine", .len = 4 } };
        build_zip(two, 2, NULL, &b);
        char err[256];
        ZipArchive *z = zip_open_memory(b.p, b.len, err, sizeof err);
        if (cases[i].open_fails) {
            assert_null(z);
            continue;
        }
        if (z == NULL) print_error("%s: %s\n", cases[i].e.name, err);
        assert_non_null(z);
        assert_true(zip_contains(z, cases[i].e.name));
        uint8_t *d = zip_read(z, cases[i].e.name, &len);
        if (d != NULL) print_error("%s: read despite the corruption\n", cases[i].e.name);
        assert_null(d);
        /* without the CRC check only a bad CRC reads (the launcher's look at a -jar manifest) */
        d = zip_read_unchecked(z, cases[i].e.name, &len);
        if (cases[i].e.crc_xor) {
            assert_non_null(d);
            assert_int_equal(len, cases[i].e.len);
            assert_memory_equal(d, cases[i].e.data, len);
            free(d);
        } else {
            assert_null(d);
        }
        expect_entry(z, "fine", "fine", 4); /* the other entry is unaffected */
        zip_close(z);
    }

    /* data damaged after the fact: a stored byte, deflate garbage, a local header signature */
    ZEntry e[] = {
        { .name = "s", .data = "stored", .len = 6 },
        { .name = "d", .data = lorem, .len = 2000, .method = 8 },
    };
    build_zip(e, 2, NULL, &b);
    for (int what = 0; what < 3; what++) {
        TBuf c = { 0 };
        tb_put(&c, b.p, b.len);
        if (what == 0) c.p[30 + 1 + 2] ^= 1;                /* inside "stored" */
        if (what == 1) memset(c.p + 30 + 1 + 6 + 30 + 1 + 20, 0xFF, 8);
        if (what == 2) c.p[0] = 'X';                        /* local header of "s" */
        ZipArchive *z = open_built(&c);
        assert_null(zip_read(z, what == 1 ? "d" : "s", &len));
        zip_close(z);
        free(c.p);
    }

    /* directory damage that must fail the open */
    const ZOpts bad_dirs[] = {
        { .cen_off_delta = 1 },
        { .cen_off_delta = 1000000 },
        { .cen_size_delta = 1 },
        { .cen_size_delta = -1 },
        { .cen_size_delta = 100000 },
        { .zip64_end = true, .cen_size_delta = 3 },
        { .zip64_end = true, .cen_off_delta = (int64_t)1 << 40 },
    };
    for (size_t i = 0; i < sizeof bad_dirs / sizeof *bad_dirs; i++) {
        build_zip(e, 2, &bad_dirs[i], &b);
        char err[256];
        err[0] = '\0';
        assert_null(zip_open_memory(b.p, b.len, err, sizeof err));
        assert_true(strlen(err) > 0);
    }
    free(b.p);
}

/* Uses every entry point on an archive that may be corrupt: nothing may crash. */
static void exercise(const uint8_t *data, size_t len)
{
    ZipArchive *z = zip_open_memory(data, len, NULL, 0);
    if (z == NULL) return;
    size_t n = zip_count(z);
    for (size_t i = 0; i < n; i++) {
        const char *name = zip_name(z, i);
        assert_non_null(name);
        assert_true(zip_contains(z, name));
        size_t l;
        free(zip_read(z, name, &l));
    }
    free(zip_manifest_attribute(z, "Main-Class"));
    free(zip_manifest_attribute(z, "Class-Path"));
    zip_close(z);
}

static uint32_t rng_state = 4242;

static uint32_t rng(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

static void test_truncated_and_flipped(void **state)
{
    (void)state;
    make_expected();
    TBuf built[3] = { { 0 } };
#define FUZZ_MF "Main-Class: a.B\r\nClass-Path: x\r\n y\r\n"
    ZEntry e[] = {
        { .name = "META-INF/MANIFEST.MF", .data = FUZZ_MF, .len = sizeof FUZZ_MF - 1, .method = 8 },
        { .name = "s", .data = "stored", .len = 6 },
        { .name = "d", .data = lorem, .len = 3000, .method = 8, .descriptor = true },
        { .name = "z", .data = data_bin, .len = 1000, .method = 8, .zip64 = true },
    };
    build_zip(e, 4, NULL, &built[0]);
    ZOpts o = { .zip64_end = true, .prefix = "prefix", .comment = "comment" };
    build_zip(e, 4, &o, &built[1]);
    char path[1024];
    snprintf(path, sizeof path, "%smanifest.jar", FIXTURES);
    built[2].p = slurp(path, &built[2].len);
    assert_non_null(built[2].p);

    for (int a = 0; a < 3; a++) {
        const TBuf *b = &built[a];
        /* every truncation, from memory; a few through files */
        for (size_t cut = 0; cut <= b->len; cut++) {
            uint8_t *copy = malloc(cut ? cut : 1); /* exact size, so overreads are caught */
            assert_non_null(copy);
            memcpy(copy, b->p, cut);
            exercise(copy, cut);
            free(copy);
            if (cut % 97 == 0) {
                spit(tmp_path("cut.zip"), b->p, cut);
                ZipArchive *z = zip_open(tmp_path("cut.zip"), NULL, 0);
                if (z) {
                    for (size_t i = 0; i < zip_count(z); i++)
                        free(zip_read(z, zip_name(z, i), NULL));
                    free(zip_manifest_attribute(z, "Main-Class"));
                    zip_close(z);
                }
            }
        }
        uint8_t *copy = malloc(b->len);
        assert_non_null(copy);
        /* random flips */
        for (int round = 0; round < 4000; round++) {
            memcpy(copy, b->p, b->len);
            int flips = 1 + (int)(rng() % (round % 4 == 0 ? 16 : 2));
            for (int f = 0; f < flips; f++) {
                size_t pos = rng() % b->len;
                if (round % 2 == 0 && b->len > 200) pos = b->len - 1 - rng() % 200; /* the tail */
                switch (rng() % 4) {
                case 0: copy[pos] = 0xFF; break;
                case 1: copy[pos] = 0; break;
                default: copy[pos] ^= (uint8_t)(1u << (rng() % 8)); break;
                }
            }
            exercise(copy, b->len);
        }
        free(copy);
    }
    for (int a = 0; a < 3; a++) free(built[a].p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixture_basic),
        cmocka_unit_test(test_fixture_variants),
        cmocka_unit_test(test_fixture_manifest_jar),
        cmocka_unit_test(test_open_errors),
        cmocka_unit_test(test_jar_made_now),
        cmocka_unit_test(test_zip_made_now),
        cmocka_unit_test(test_real_jars),
        cmocka_unit_test(test_built_archives),
        cmocka_unit_test(test_many_entries),
        cmocka_unit_test(test_manifest_line_ends),
        cmocka_unit_test(test_manifest_edge_cases),
        cmocka_unit_test(test_corrupt_entries),
        cmocka_unit_test(test_truncated_and_flipped),
    };
    return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
