/* test_jimage.c: tests of the jimage reader (vm/jimage.c).

   - the JDK's own lib/modules: resources compared with `jimage extract`, names with `jimage list`,
     package to module, missing resources, foreach, jimage_data, the pread path (no mmap);
   - images made at test time by jlink --compress=1 (compact-cp) and --compress=2 (zip), compared
     resource by resource with the uncompressed image (skipped when jlink is missing);
   - small synthetic images built here, in both byte orders, with stacked decompressors and
     hand-made compact-cp class files, and corrupt ones;
   - corrupt images: truncated copies and flipped bytes, which must never crash the reader.

   Build by hand: gcc -std=c11 -Wall -Wextra -Werror -Iinclude -Ivm native-tests/test_jimage.c
   vm/jimage.c -lcmocka -lz */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#ifndef _FILE_OFFSET_BITS
#define _FILE_OFFSET_BITS 64
#endif

#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cmocka.h>

#include "jimage.h"

#ifndef VITRINE_JAVA_HOME
#define VITRINE_JAVA_HOME "/usr/lib/jvm/java-17-openjdk-amd64"
#endif

#define JAVA_HOME VITRINE_JAVA_HOME
#define MODULES JAVA_HOME "/lib/modules"

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

/* The first len bytes of a file (or fewer if the file is shorter). */
static uint8_t *slurp_prefix(const char *path, size_t len, size_t *got)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    uint8_t *buf = malloc(len ? len : 1);
    assert_non_null(buf);
    *got = fread(buf, 1, len, f);
    fclose(f);
    return buf;
}

static void spit(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    if (len) assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static bool executable(const char *path)
{
    return access(path, X_OK) == 0;
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

static uint32_t file_u32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v; /* the images read here are in our own byte order */
}

/* The index size of an image file, from its header. */
static uint64_t index_size_of(const char *path)
{
    size_t got = 0;
    uint8_t *h = slurp_prefix(path, 28, &got);
    assert_non_null(h);
    assert_int_equal(got, 28);
    assert_int_equal(file_u32(h), 0xCAFEDADAu);
    uint64_t n = 28 + 8 * (uint64_t)file_u32(h + 16) + file_u32(h + 20) + file_u32(h + 24);
    free(h);
    return n;
}

/* Splits "/module/path" into module and path (in buf); false for names without a module. */
static bool split_name(const char *name, char *buf, size_t bufsize, const char **module,
                       const char **path)
{
    if (name[0] != '/' || strlen(name) >= bufsize) return false;
    strcpy(buf, name + 1);
    char *slash = strchr(buf, '/');
    if (slash == NULL) return false;
    *slash = '\0';
    *module = buf;
    *path = slash + 1;
    return true;
}

/* A growable list of strings. */
typedef struct {
    char **v;
    size_t n, cap;
} StrList;

static void list_add(StrList *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 256;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        assert_non_null(l->v);
    }
    l->v[l->n] = strdup(s);
    assert_non_null(l->v[l->n]);
    l->n++;
}

static void list_free(StrList *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->v[i]);
    free(l->v);
    memset(l, 0, sizeof *l);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int collect_cb(const char *name, void *ctx)
{
    list_add(ctx, name);
    return 0;
}

static int group_setup(void **state)
{
    (void)state;
    const char *t = getenv("TMPDIR");
    snprintf(tmp_dir, sizeof tmp_dir, "%s/vitrine-jimage-XXXXXX", t && *t ? t : "/tmp");
    if (mkdtemp(tmp_dir) == NULL) return -1;
    return 0;
}

static int group_teardown(void **state)
{
    (void)state;
    if (tmp_dir[0]) run("rm -rf '%s'", tmp_dir);
    return 0;
}

/* --------------------------------------------------------------------------- the real image */

static void test_open_errors(void **state)
{
    (void)state;
    char err[256];
    err[0] = '\0';
    assert_null(jimage_open(tmp_path("does-not-exist"), err, sizeof err));
    assert_true(strlen(err) > 0);

    err[0] = '\0';
    assert_null(jimage_open(tmp_dir, err, sizeof err)); /* a directory */
    assert_true(strlen(err) > 0);

    spit(tmp_path("empty"), "", 0);
    assert_null(jimage_open(tmp_path("empty"), err, sizeof err));

    static const char text[] = "this is not an image, but it is longer than a header is";
    spit(tmp_path("text"), text, sizeof text);
    err[0] = '\0';
    assert_null(jimage_open(tmp_path("text"), err, sizeof err));
    assert_non_null(strstr(err, "magic"));

    /* the right magic, the wrong version */
    uint32_t hdr[7] = { 0xCAFEDADAu, 0x00020000u, 0, 0, 0, 0, 0 };
    spit(tmp_path("v2"), hdr, sizeof hdr);
    assert_null(jimage_open(tmp_path("v2"), err, sizeof err));
    assert_non_null(strstr(err, "version"));

    /* an empty but valid image */
    hdr[1] = 0x00010000u;
    spit(tmp_path("v1"), hdr, sizeof hdr);
    JImage *img = jimage_open(tmp_path("v1"), err, sizeof err);
    assert_non_null(img);
    size_t len;
    assert_null(jimage_read(img, "java.base", "java/lang/Object.class", &len));
    assert_null(jimage_package_module(img, "java/lang"));
    assert_int_equal(jimage_foreach(img, collect_cb, NULL), 0);
    jimage_close(img);

    /* no error buffer, and a zero-length one */
    assert_null(jimage_open(tmp_path("text"), NULL, 0));
    assert_null(jimage_open(tmp_path("text"), err, 0));
    assert_null(jimage_open(NULL, err, sizeof err));
    jimage_close(NULL);
}

static JImage *open_real(void)
{
    char err[256];
    JImage *img = jimage_open(MODULES, err, sizeof err);
    if (img == NULL) print_error("cannot open %s: %s\n", MODULES, err);
    assert_non_null(img);
    return img;
}

static const char *const extract_names[] = {
    "/java.base/java/lang/Object.class",
    "/java.base/java/lang/String.class",
    "/java.base/java/util/HashMap$TreeNode.class",
    "/java.base/module-info.class",
    "/java.sql/java/sql/Connection.class",
    "/java.desktop/javax/swing/JFrame.class",
};

static void test_read_matches_jimage_extract(void **state)
{
    (void)state;
    char tool[600];
    snprintf(tool, sizeof tool, "%s/bin/jimage", JAVA_HOME);
    if (!executable(tool)) skip();
    char regex[2048] = "regex:";
    for (size_t i = 0; i < sizeof extract_names / sizeof *extract_names; i++) {
        if (i) strcat(regex, "|");
        for (const char *p = extract_names[i]; *p; p++) {
            size_t n = strlen(regex);
            if (*p == '.' || *p == '$') regex[n++] = '\\';
            regex[n++] = *p;
            regex[n] = '\0';
        }
    }
    const char *dir = tmp_path("extract");
    assert_int_equal(
        run("'%s' extract --dir '%s' --include '%s' '%s'", tool, dir, regex, MODULES), 0);

    JImage *img = open_real();
    for (size_t i = 0; i < sizeof extract_names / sizeof *extract_names; i++) {
        char path[900], buf[512];
        snprintf(path, sizeof path, "%s%s", dir, extract_names[i]);
        size_t want_len;
        uint8_t *want = slurp(path, &want_len);
        if (want == NULL) print_error("jimage extract did not produce %s\n", path);
        assert_non_null(want);
        const char *module = NULL, *rpath = NULL;
        assert_true(split_name(extract_names[i], buf, sizeof buf, &module, &rpath));
        size_t len = 0;
        uint8_t *got = jimage_read(img, module, rpath, &len);
        assert_non_null(got);
        assert_int_equal(len, want_len);
        assert_memory_equal(got, want, len);
        assert_memory_equal(got, "\xCA\xFE\xBA\xBE", 4);
        free(got);
        free(want);
    }
    jimage_close(img);
}

static void test_read_class(void **state)
{
    (void)state;
    JImage *img = open_real();
    size_t len = 0, len2 = 0;
    const char *module = NULL;
    uint8_t *a = jimage_read_class(img, "java/lang/Object", &len, &module);
    assert_non_null(a);
    assert_string_equal(module, "java.base");
    assert_true(len > 100);
    assert_memory_equal(a, "\xCA\xFE\xBA\xBE", 4);
    uint8_t *b = jimage_read(img, "java.base", "java/lang/Object.class", &len2);
    assert_non_null(b);
    assert_int_equal(len, len2);
    assert_memory_equal(a, b, len);
    free(a);
    free(b);

    a = jimage_read_class(img, "java/sql/Connection", &len, &module);
    assert_non_null(a);
    assert_string_equal(module, "java.sql");
    free(a);

    a = jimage_read_class(img, "java/util/Map$Entry", &len, NULL);
    assert_non_null(a);
    free(a);

    a = jimage_read_class(img, "jdk/internal/misc/Unsafe", &len, &module);
    assert_non_null(a);
    assert_string_equal(module, "java.base");
    free(a);

    /* absent classes: module_out is cleared */
    module = "garbage";
    assert_null(jimage_read_class(img, "java/lang/NoSuchClassAnywhere", &len, &module));
    assert_null(module);
    assert_null(jimage_read_class(img, "no/such/pkg/Foo", &len, &module));
    assert_null(jimage_read_class(img, "Object", &len, &module)); /* unnamed package */
    assert_null(jimage_read_class(img, "java/lang/", &len, &module));
    assert_null(jimage_read_class(img, "/Object", &len, &module));
    assert_null(jimage_read_class(img, "", &len, &module));
    assert_null(jimage_read_class(img, "java.lang.Object", &len, &module));
    assert_null(jimage_read_class(img, NULL, &len, &module));
    assert_null(jimage_read_class(NULL, "java/lang/Object", &len, &module));
    assert_null(module);
    jimage_close(img);
}

static void test_package_module(void **state)
{
    (void)state;
    JImage *img = open_real();
    static const char *const pairs[][2] = {
        { "java/lang", "java.base" },
        { "java/lang/invoke", "java.base" },
        { "java/util/concurrent/atomic", "java.base" },
        { "jdk/internal/misc", "java.base" },
        { "sun/nio/ch", "java.base" },
        { "java/sql", "java.sql" },
        { "javax/swing", "java.desktop" },
        { "java/util/logging", "java.logging" },
        { "javax/script", "java.scripting" },
        { "com/sun/tools/javac/main", "jdk.compiler" },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        const char *m = jimage_package_module(img, pairs[i][0]);
        if (m == NULL || strcmp(m, pairs[i][1]) != 0)
            print_error("package %s: got %s, want %s\n", pairs[i][0], m ? m : "NULL", pairs[i][1]);
        assert_non_null(m);
        assert_string_equal(m, pairs[i][1]);
    }
    /* the string lives with the image */
    assert_ptr_equal(jimage_package_module(img, "java/lang"),
                     jimage_package_module(img, "java/lang"));
    assert_null(jimage_package_module(img, "no/such/package"));
    assert_null(jimage_package_module(img, "java")); /* exists only as an empty package */
    assert_null(jimage_package_module(img, ""));
    assert_null(jimage_package_module(img, "java/lang/"));
    assert_null(jimage_package_module(img, "/java/lang"));
    assert_null(jimage_package_module(img, NULL));
    assert_null(jimage_package_module(NULL, "java/lang"));
    jimage_close(img);
}

static void test_missing_resources(void **state)
{
    (void)state;
    JImage *img = open_real();
    size_t len = 12345;
    assert_null(jimage_read(img, "java.base", "java/lang/Object", &len));
    assert_null(jimage_read(img, "java.base", "java/lang/Object.clas", &len));
    assert_null(jimage_read(img, "java.base", "java/lang/Object.classx", &len));
    assert_null(jimage_read(img, "java.base", "java/lang/object.class", &len));
    assert_null(jimage_read(img, "java.base", "/java/lang/Object.class", &len));
    assert_null(jimage_read(img, "java.base", "java//lang/Object.class", &len));
    assert_null(jimage_read(img, "java.sql", "java/lang/Object.class", &len));
    assert_null(jimage_read(img, "java.bas", "java/lang/Object.class", &len));
    assert_null(jimage_read(img, "", "java/lang/Object.class", &len));
    assert_null(jimage_read(img, "java.base", "", &len));
    assert_null(jimage_read(img, "", "", &len));
    assert_null(jimage_read(img, NULL, "java/lang/Object.class", &len));
    assert_null(jimage_read(img, "java.base", NULL, &len));
    assert_null(jimage_read(NULL, "java.base", "java/lang/Object.class", &len));
    /* a name far longer than any buffer on the stack */
    char *longname = malloc(5000);
    assert_non_null(longname);
    memset(longname, 'a', 4999);
    longname[4999] = '\0';
    assert_null(jimage_read(img, "java.base", longname, &len));
    assert_null(jimage_read(img, longname, "java/lang/Object.class", &len));
    assert_null(jimage_package_module(img, longname));
    assert_null(jimage_read_class(img, longname, &len, NULL));
    memcpy(longname, "java/lang/", 10);
    assert_null(jimage_read_class(img, longname, &len, NULL));
    free(longname);
    /* len may be NULL */
    uint8_t *d = jimage_read(img, "java.base", "java/lang/Object.class", NULL);
    assert_non_null(d);
    free(d);
    jimage_close(img);
}

static int stop_after_10(const char *name, void *ctx)
{
    (void)name;
    size_t *n = ctx;
    return ++*n == 10;
}

static void test_foreach_matches_jimage_list(void **state)
{
    (void)state;
    JImage *img = open_real();
    StrList all = { 0 };
    size_t visited = jimage_foreach(img, collect_cb, &all);
    assert_int_equal(visited, all.n);
    /* every resource of the header's count, the directories (/packages, /modules) included */
    size_t got = 0;
    uint8_t *h = slurp_prefix(MODULES, 28, &got);
    assert_non_null(h);
    assert_int_equal(visited, file_u32(h + 12));
    free(h);
    assert_true(visited > 20000);

    size_t n = 0;
    assert_int_equal(jimage_foreach(img, stop_after_10, &n), 10);
    assert_int_equal(n, 10);
    assert_int_equal(jimage_foreach(img, NULL, NULL), 0);

    /* the module resources are exactly what `jimage list` prints, and all are readable */
    StrList res = { 0 };
    bool saw_packages = false, saw_modules = false;
    for (size_t i = 0; i < all.n; i++) {
        const char *s = all.v[i];
        if (strcmp(s, "/packages") == 0 || strncmp(s, "/packages/", 10) == 0) {
            saw_packages = true;
            continue;
        }
        if (strcmp(s, "/modules") == 0 || strncmp(s, "/modules/", 9) == 0) {
            saw_modules = true;
            continue;
        }
        list_add(&res, s);
    }
    assert_true(saw_packages);
    assert_true(saw_modules);
    size_t total = 0;
    for (size_t i = 0; i < res.n; i++) {
        char buf[1024];
        const char *module = NULL, *path = NULL;
        assert_true(split_name(res.v[i], buf, sizeof buf, &module, &path));
        size_t len = 0;
        uint8_t *d = jimage_read(img, module, path, &len);
        if (d == NULL) print_error("cannot read %s\n", res.v[i]);
        assert_non_null(d);
        total += len;
        free(d);
    }
    assert_true(total > 10 * 1000 * 1000);

    char tool[600];
    snprintf(tool, sizeof tool, "%s/bin/jimage", JAVA_HOME);
    if (executable(tool)) {
        const char *out = tmp_path("list.txt");
        assert_int_equal(run("'%s' list '%s' > '%s'", tool, MODULES, out), 0);
        FILE *f = fopen(out, "r");
        assert_non_null(f);
        StrList listed = { 0 };
        char line[2048], module[2048] = "";
        while (fgets(line, sizeof line, f)) {
            line[strcspn(line, "\r\n")] = '\0';
            if (strncmp(line, "Module: ", 8) == 0) {
                snprintf(module, sizeof module, "%s", line + 8);
            } else if (strncmp(line, "    ", 4) == 0) {
                char name[4200];
                snprintf(name, sizeof name, "/%s/%s", module, line + 4);
                list_add(&listed, name);
            }
        }
        fclose(f);
        qsort(listed.v, listed.n, sizeof *listed.v, cmp_str);
        qsort(res.v, res.n, sizeof *res.v, cmp_str);
        assert_int_equal(listed.n, res.n);
        for (size_t i = 0; i < res.n; i++) assert_string_equal(listed.v[i], res.v[i]);
        list_free(&listed);
    }
    list_free(&res);
    list_free(&all);
    jimage_close(img);
}

static void test_data_and_pread_path(void **state)
{
    (void)state;
    struct stat st;
    assert_int_equal(stat(MODULES, &st), 0);
    JImage *img = open_real();
    size_t size = 0;
    const uint8_t *data = jimage_data(img, &size);
    assert_non_null(data); /* natively the image is mapped */
    assert_int_equal(size, (size_t)st.st_size);
    assert_int_equal(file_u32(data), 0xCAFEDADAu);
    assert_non_null(jimage_data(img, NULL));
    size = 1;
    assert_null(jimage_data(NULL, &size));
    assert_int_equal(size, 0);

    /* without mmap (the way the wasm build reads): no raw data, the same resources */
    assert_int_equal(setenv("VITRINE_JIMAGE_NO_MMAP", "1", 1), 0);
    char err[256];
    JImage *img2 = jimage_open(MODULES, err, sizeof err);
    unsetenv("VITRINE_JIMAGE_NO_MMAP");
    assert_non_null(img2);
    size = 1;
    assert_null(jimage_data(img2, &size));
    assert_int_equal(size, 0);

    StrList all = { 0 };
    jimage_foreach(img, collect_cb, &all);
    StrList all2 = { 0 };
    jimage_foreach(img2, collect_cb, &all2);
    assert_int_equal(all.n, all2.n);
    for (size_t i = 0; i < all.n; i++) {
        assert_string_equal(all.v[i], all2.v[i]);
        if (i % 7 != 0) continue;
        char buf[1024];
        const char *module = NULL, *path = NULL;
        if (!split_name(all.v[i], buf, sizeof buf, &module, &path)) continue;
        size_t l1 = 0, l2 = 0;
        uint8_t *d1 = jimage_read(img, module, path, &l1);
        uint8_t *d2 = jimage_read(img2, module, path, &l2);
        assert_true((d1 == NULL) == (d2 == NULL));
        if (d1) {
            assert_int_equal(l1, l2);
            assert_memory_equal(d1, d2, l1);
        }
        free(d1);
        free(d2);
    }
    assert_string_equal(jimage_package_module(img2, "java/sql"), "java.sql");
    list_free(&all);
    list_free(&all2);
    jimage_close(img2);
    jimage_close(img);
}

/* ------------------------------------------------------------------- jlink-compressed images */

static char compressed_image[3][700]; /* by --compress level; "" until made */
static bool jlink_tried;

/* The lib/modules of a java.base-only image made by jlink --compress=level (1 or 2), or NULL when
   there is no jlink (the caller skips). Both images are made, in parallel, on the first call. */
static const char *jlink_image(int level)
{
    char tool[600];
    snprintf(tool, sizeof tool, "%s/bin/jlink", JAVA_HOME);
    if (!executable(tool)) return NULL;
    if (!jlink_tried) {
        jlink_tried = true;
        run("for l in 1 2; do '%s' --add-modules java.base --compress=$l --output '%s/jlink'$l "
            "> '%s/jlink'$l.log 2>&1 & done; wait",
            tool, tmp_dir, tmp_dir);
        for (int l = 1; l <= 2; l++) {
            char path[700];
            snprintf(path, sizeof path, "%s/jlink%d/lib/modules", tmp_dir, l);
            if (access(path, R_OK) == 0)
                snprintf(compressed_image[l], sizeof compressed_image[l], "%s", path);
        }
    }
    if (!compressed_image[level][0]) {
        print_error("jlink --compress=%d failed (see %s/jlink%d.log)\n", level, tmp_dir, level);
        fail();
    }
    return compressed_image[level];
}

/* Resources jlink generates for the image it makes (they differ from the JDK's own). */
static bool generated_by_jlink(const char *path)
{
    return strncmp(path, "jdk/internal/module/SystemModules", 33) == 0 ||
           strcmp(path, "module-info.class") == 0;
}

static void compare_with_real(const char *image_path, bool mmap_ok)
{
    if (!mmap_ok) assert_int_equal(setenv("VITRINE_JIMAGE_NO_MMAP", "1", 1), 0);
    char err[256];
    JImage *img = jimage_open(image_path, err, sizeof err);
    unsetenv("VITRINE_JIMAGE_NO_MMAP");
    if (img == NULL) print_error("%s: %s\n", image_path, err);
    assert_non_null(img);
    assert_true((jimage_data(img, NULL) != NULL) == mmap_ok);
    JImage *real = open_real();

    StrList all = { 0 };
    jimage_foreach(img, collect_cb, &all);
    size_t same = 0, classes = 0;
    uint64_t raw_total = 0;
    for (size_t i = 0; i < all.n; i++) {
        char buf[1024];
        const char *module = NULL, *path = NULL;
        if (strncmp(all.v[i], "/packages", 9) == 0 || strncmp(all.v[i], "/modules", 8) == 0)
            continue;
        assert_true(split_name(all.v[i], buf, sizeof buf, &module, &path));
        assert_string_equal(module, "java.base");
        size_t l1 = 0, l2 = 0;
        uint8_t *d1 = jimage_read(img, module, path, &l1);
        if (d1 == NULL) print_error("%s: cannot read %s\n", image_path, all.v[i]);
        assert_non_null(d1);
        uint8_t *d2 = jimage_read(real, module, path, &l2);
        assert_non_null(d2);
        raw_total += l2;
        if (l1 == l2 && memcmp(d1, d2, l1) == 0) {
            same++;
            if (strstr(path, ".class")) classes++;
        } else if (!generated_by_jlink(path)) {
            print_error("%s: %s differs from the JDK's (%zu vs %zu bytes)\n", image_path, all.v[i],
                        l1, l2);
            fail();
        }
        free(d1);
        free(d2);
    }
    assert_true(classes > 5000);
    assert_true(same > 5000);

    /* the image really is compressed */
    struct stat st;
    assert_int_equal(stat(image_path, &st), 0);
    assert_true((uint64_t)st.st_size < raw_total * 3 / 4);

    size_t len;
    const char *module;
    uint8_t *d = jimage_read_class(img, "java/lang/String", &len, &module);
    assert_non_null(d);
    assert_string_equal(module, "java.base");
    free(d);
    assert_string_equal(jimage_package_module(img, "java/lang"), "java.base");
    assert_null(jimage_package_module(img, "java/sql")); /* not in this image */
    assert_null(jimage_read_class(img, "java/sql/Connection", &len, &module));
    list_free(&all);
    jimage_close(real);
    jimage_close(img);
}

static void test_compressed_compact_cp(void **state)
{
    (void)state;
    const char *path = jlink_image(1);
    if (path == NULL) skip();
    compare_with_real(path, true);
    compare_with_real(path, false);
}

static void test_compressed_zip(void **state)
{
    (void)state;
    const char *path = jlink_image(2);
    if (path == NULL) skip();
    compare_with_real(path, true);
    compare_with_real(path, false);
}

/* ------------------------------------------------------------------------ synthetic images */

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

static void tb_u8(TBuf *b, unsigned v)
{
    uint8_t c = (uint8_t)v;
    tb_put(b, &c, 1);
}

static void tb_be16(TBuf *b, unsigned v)
{
    tb_u8(b, v >> 8);
    tb_u8(b, v);
}

/* A u4/u8 in the byte order of the image being built. */
static bool build_big_endian;

static void tb_u32(TBuf *b, uint32_t v)
{
    for (int i = 0; i < 4; i++) tb_u8(b, build_big_endian ? v >> (24 - 8 * i) : v >> (8 * i));
}

static void tb_u64(TBuf *b, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        tb_u8(b, (unsigned)(build_big_endian ? v >> (56 - 8 * i) : v >> (8 * i)));
}

/* The strings table of the image being built: offset 0 holds "". */
static TBuf strs;

static uint32_t str_add(const char *s)
{
    if (strs.len == 0) tb_u8(&strs, 0);
    if (s == NULL || *s == '\0') return 0;
    size_t n = strlen(s);
    for (size_t off = 1; off + n < strs.len; off++) /* reuse an identical string */
        if (memcmp(strs.p + off, s, n + 1) == 0 && strs.p[off - 1] == 0) return (uint32_t)off;
    uint32_t off = (uint32_t)strs.len;
    tb_put(&strs, s, n + 1);
    return off;
}

/* jlink's compressed index encoding (CompressIndexes.compress); wide forces the 4-byte form. */
static void tb_index(TBuf *b, uint32_t v, bool wide)
{
    int width = 0;
    for (uint32_t t = v; t; t >>= 1) width++;
    int size = ((width + 2) >> 3) + 1;
    if (size > 4 || wide) size = 4;
    assert_true(size == 4 ? v < 0x80000000u : true);
    uint8_t bytes[4];
    for (int i = 0; i < size; i++) bytes[i] = (uint8_t)(v >> ((size - i - 1) * 8));
    if (size < 4) bytes[0] |= (uint8_t)(0x80 | (size << 5));
    tb_put(b, bytes, (size_t)size);
}

static uint32_t jhash(uint32_t seed, const char *s)
{
    uint32_t h = seed;
    for (; *s; s++) h = (h * 0x01000193u) ^ (uint8_t)*s;
    return h & 0x7FFFFFFFu;
}

typedef struct {
    const char *module, *parent, *base, *ext; /* NULL: absent */
    TBuf content;                             /* the bytes stored in the image */
    uint64_t usize;                           /* the uncompressed size attribute */
    bool compressed;                          /* compressed size attribute = content length */
    uint64_t bad_offset;                      /* non-zero: the offset attribute to write instead */
} SynRes;

static void full_name(const SynRes *r, char *out, size_t outsize)
{
    snprintf(out, outsize, "%s%s%s%s%s%s%s%s", r->module ? "/" : "", r->module ? r->module : "",
             r->module ? "/" : "", r->parent ? r->parent : "", r->parent ? "/" : "",
             r->base ? r->base : "", r->ext ? "." : "", r->ext ? r->ext : "");
}

static void put_attr(TBuf *b, unsigned kind, uint64_t v)
{
    if (v == 0) return;
    int n = 1;
    while (n < 8 && (v >> (8 * n)) != 0) n++;
    tb_u8(b, (kind << 3) | (unsigned)(n - 1));
    for (int i = n - 1; i >= 0; i--) tb_u8(b, (unsigned)(v >> (8 * i)));
}

/* Builds an image of the resources in the current byte order. Half of the entries are found
   through a direct index in the redirect table, the other half through a hash seed. */
static void build_image(SynRes *res, size_t n, TBuf *out)
{
    char names[64][512];
    uint32_t soff[64][4];
    assert_true(n <= 64);
    for (size_t i = 0; i < n; i++) {
        full_name(&res[i], names[i], sizeof names[i]);
        soff[i][0] = str_add(res[i].module);
        soff[i][1] = str_add(res[i].parent);
        soff[i][2] = str_add(res[i].base);
        soff[i][3] = str_add(res[i].ext);
    }
    uint32_t len;
    for (len = (uint32_t)n;; len++) { /* a table length where no two names share a slot */
        assert_true(len < 1000000);
        bool ok = true;
        for (size_t i = 0; i < n && ok; i++)
            for (size_t j = 0; j < i && ok; j++)
                ok = jhash(0x01000193u, names[i]) % len != jhash(0x01000193u, names[j]) % len;
        if (ok) break;
    }
    int32_t *redirect = calloc(len, 4);
    uint32_t *offsets = calloc(len, 4);
    bool *used = calloc(len, 1);
    assert_true(redirect && offsets && used);
    TBuf locs = { 0 }, data = { 0 };
    tb_u8(&locs, 0); /* no location at offset 0 */
    for (size_t i = 0; i < n; i++) {
        uint32_t slot = jhash(0x01000193u, names[i]) % len;
        uint32_t index = 0;
        if (i % 2 == 1) {
            int32_t seed;
            for (seed = 1; seed < 100000; seed++) {
                index = jhash((uint32_t)seed, names[i]) % len;
                if (!used[index]) break;
            }
            assert_true(seed < 100000);
            redirect[slot] = seed;
        } else {
            while (used[index]) index++;
            redirect[slot] = -(int32_t)index - 1;
        }
        used[index] = true;
        offsets[index] = (uint32_t)locs.len;
        put_attr(&locs, 1, soff[i][0]);
        put_attr(&locs, 2, soff[i][1]);
        put_attr(&locs, 3, soff[i][2]);
        put_attr(&locs, 4, soff[i][3]);
        put_attr(&locs, 5, res[i].bad_offset ? res[i].bad_offset : data.len);
        put_attr(&locs, 6, res[i].compressed ? res[i].content.len : 0);
        put_attr(&locs, 7, res[i].usize);
        tb_u8(&locs, 0);
        tb_put(&data, res[i].content.p, res[i].content.len);
    }
    out->len = 0;
    tb_u32(out, 0xCAFEDADAu);
    tb_u32(out, 0x00010000u);
    tb_u32(out, 0);
    tb_u32(out, (uint32_t)n);
    tb_u32(out, len);
    tb_u32(out, (uint32_t)locs.len);
    tb_u32(out, (uint32_t)strs.len);
    for (uint32_t i = 0; i < len; i++) tb_u32(out, (uint32_t)redirect[i]);
    for (uint32_t i = 0; i < len; i++) tb_u32(out, offsets[i]);
    tb_put(out, locs.p, locs.len);
    tb_put(out, strs.p, strs.len);
    tb_put(out, data.p, data.len);
    free(locs.p);
    free(data.p);
    free(redirect);
    free(offsets);
    free(used);
}

/* A compressed-resource header followed by the payload. */
static void wrap(TBuf *out, const char *plugin, const uint8_t *payload, size_t plen, uint64_t usize)
{
    tb_u32(out, 0xCAFEFAFAu);
    tb_u64(out, plen);
    tb_u64(out, usize);
    tb_u32(out, str_add(plugin));
    tb_u32(out, 0xFFFFFFFFu);
    tb_u8(out, 1);
    tb_put(out, payload, plen);
}

static void wrap_zip(TBuf *out, const uint8_t *data, size_t len)
{
    uLongf clen = compressBound((uLong)len);
    uint8_t *c = malloc(clen);
    assert_non_null(c);
    assert_int_equal(compress2(c, &clen, data, (uLong)len, 9), Z_OK);
    wrap(out, "zip", c, clen, len);
    free(c);
}

/* A small class file in compact-cp form and what it must expand to. */
static void make_compact_class(TBuf *packed, TBuf *plain)
{
    static const uint8_t head[] = { 0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61 };
    tb_put(packed, head, 8);
    tb_put(plain, head, 8);
    tb_be16(packed, 9);
    tb_be16(plain, 9);
    /* #1: a shared string */
    tb_u8(packed, 23);
    tb_index(packed, str_add("java/lang/Object"), false);
    tb_u8(plain, 1);
    tb_be16(plain, 16);
    tb_put(plain, "java/lang/Object", 16);
    /* #2: an ordinary Utf8 */
    tb_u8(packed, 1);
    tb_be16(packed, 5);
    tb_put(packed, "plain", 5);
    tb_u8(plain, 1);
    tb_be16(plain, 5);
    tb_put(plain, "plain", 5);
    /* #3: a shared descriptor: (Ljava/lang/String;ILFoo;)La/b/C; */
    tb_u8(packed, 25);
    tb_index(packed, str_add("(L;IL;)L;"), false);
    TBuf flow = { 0 };
    tb_index(&flow, str_add("java/lang"), false);
    tb_index(&flow, str_add("String"), true); /* the 4-byte form */
    tb_index(&flow, 0, false);                /* no package */
    tb_index(&flow, str_add("Foo"), false);
    tb_index(&flow, str_add("a/b"), false);
    tb_index(&flow, str_add("C"), false);
    tb_index(packed, (uint32_t)flow.len, false);
    tb_put(packed, flow.p, flow.len);
    free(flow.p);
    static const char desc[] = "(Ljava/lang/String;ILFoo;)La/b/C;";
    tb_u8(plain, 1);
    tb_be16(plain, sizeof desc - 1);
    tb_put(plain, desc, sizeof desc - 1);
    /* #4-#5: a long, #6: a class, #7: a method handle, #8: a dynamic constant */
    static const uint8_t rest[] = {
        5, 1, 2, 3, 4, 5, 6, 7, 8, 7, 0, 1, 15, 6, 0, 9, 17, 0, 0, 0, 3,
    };
    tb_put(packed, rest, sizeof rest);
    tb_put(plain, rest, sizeof rest);
    /* the rest of the class file goes through unchanged */
    static const char tail[] = "\x00\x21 the rest of the class file";
    tb_put(packed, tail, sizeof tail);
    tb_put(plain, tail, sizeof tail);
}

typedef struct {
    TBuf image;
    TBuf plain_c, plain_d; /* what C.class and D.class must expand to */
} Synth;

static SynRes *syn_res;
static size_t syn_n;

static SynRes *add_res(const char *module, const char *parent, const char *base, const char *ext)
{
    syn_res = realloc(syn_res, (syn_n + 1) * sizeof *syn_res);
    assert_non_null(syn_res);
    SynRes *r = &syn_res[syn_n++];
    memset(r, 0, sizeof *r);
    r->module = module;
    r->parent = parent;
    r->base = base;
    r->ext = ext;
    return r;
}

static void set_plain(SynRes *r, const void *data, size_t len)
{
    tb_put(&r->content, data, len);
    r->usize = len;
}

static void syn_free(void)
{
    for (size_t i = 0; i < syn_n; i++) free(syn_res[i].content.p);
    free(syn_res);
    syn_res = NULL;
    syn_n = 0;
    free(strs.p);
    memset(&strs, 0, sizeof strs);
}

static void build_synthetic(Synth *s, bool big_endian)
{
    syn_free(); /* leftovers of a test that failed half-way */
    memset(s, 0, sizeof *s);
    build_big_endian = big_endian;
    str_add("");
    SynRes *r;
    r = add_res("m.one", "p/q", "A", "class");
    set_plain(r, "plain A", 7);

    r = add_res("m.one", "p/q", "B", "class"); /* zip */
    static char big[5000];
    for (size_t i = 0; i < sizeof big; i++) big[i] = (char)('a' + i % 7);
    wrap_zip(&r->content, (const uint8_t *)big, sizeof big);
    r->compressed = true;
    r->usize = sizeof big;

    TBuf packed = { 0 };
    make_compact_class(&packed, &s->plain_c);
    r = add_res("m.one", "p/q", "C", "class"); /* compact-cp */
    wrap(&r->content, "compact-cp", packed.p, packed.len, s->plain_c.len);
    r->compressed = true;
    r->usize = s->plain_c.len;

    r = add_res("m.one", "p/q", "D", "class"); /* zip over compact-cp */
    TBuf inner = { 0 };
    wrap(&inner, "compact-cp", packed.p, packed.len, s->plain_c.len);
    wrap_zip(&r->content, inner.p, inner.len);
    tb_put(&s->plain_d, s->plain_c.p, s->plain_c.len);
    r->compressed = true;
    r->usize = s->plain_c.len;
    free(inner.p);

    r = add_res("m.one", "p/q", "E", "class"); /* an unknown decompressor */
    wrap(&r->content, "lzma", (const uint8_t *)"xxxxxxxx", 8, 8);
    r->compressed = true;
    r->usize = 8;

    r = add_res("m.one", NULL, "data", "txt"); /* no parent */
    set_plain(r, "top-level data", 14);

    r = add_res("m.one", "p/q", "noext", NULL); /* no extension */
    set_plain(r, "N", 1);

    r = add_res("m.one", "p/q", "empty", "bin"); /* empty */
    r->usize = 0;

    r = add_res("m.two", "r", "Z", "class"); /* a resource whose offset is outside the file */
    set_plain(r, "zzzz", 4);
    r->bad_offset = 0x7FFFFFFF;

    r = add_res("m.one", "p/q", "Trunc", "class"); /* zip data cut short */
    TBuf t = { 0 };
    wrap_zip(&t, (const uint8_t *)big, sizeof big);
    wrap(&r->content, "zip", t.p + 29, (t.len - 29) / 2, sizeof big);
    r->compressed = true;
    r->usize = sizeof big;
    free(t.p);

    r = add_res("m.one", "p/q", "Stacked9", "class"); /* too many stacked decompressors */
    TBuf layer = { 0 };
    tb_put(&layer, "x", 1);
    for (int i = 0; i < 9; i++) {
        TBuf next = { 0 };
        wrap_zip(&next, layer.p, layer.len);
        free(layer.p);
        layer = next;
    }
    tb_put(&r->content, layer.p, layer.len);
    free(layer.p);
    r->compressed = true;
    r->usize = 1;

    r = add_res("m.one", "p/q", "Stacked3", "class"); /* but a few are fine */
    layer = (TBuf){ 0 };
    tb_put(&layer, "three", 5);
    for (int i = 0; i < 3; i++) {
        TBuf next = { 0 };
        wrap_zip(&next, layer.p, layer.len);
        free(layer.p);
        layer = next;
    }
    tb_put(&r->content, layer.p, layer.len);
    free(layer.p);
    r->compressed = true;
    r->usize = 5;

    r = add_res("m.one", "p/q", "BadString", "class"); /* names a string off the table */
    TBuf bad = { 0 };
    tb_put(&bad, "\xCA\xFE\xBA\xBE\0\0\0\x3D\0\x02\x17", 11);
    tb_index(&bad, 0x7FFFFF, false);
    wrap(&r->content, "compact-cp", bad.p, bad.len, 100);
    r->compressed = true;
    r->usize = 100;
    free(bad.p);

    r = add_res("m.one", "p/q", "ShortFlow", "class"); /* a descriptor with too few names */
    bad = (TBuf){ 0 };
    tb_put(&bad, "\xCA\xFE\xBA\xBE\0\0\0\x3D\0\x02\x19", 11);
    tb_index(&bad, str_add("(L;L;)V"), false);
    tb_index(&bad, 2, false);
    tb_index(&bad, str_add("a/b"), false);
    tb_index(&bad, str_add("C"), false);
    wrap(&r->content, "compact-cp", bad.p, bad.len, 100);
    r->compressed = true;
    r->usize = 100;
    free(bad.p);

    r = add_res("m.one", "p/q", "BadTag", "class"); /* an unknown constant pool tag */
    wrap(&r->content, "compact-cp", (const uint8_t *)"\xCA\xFE\xBA\xBE\0\0\0\x3D\0\x02\x02\0\0", 13,
         100);
    r->compressed = true;
    r->usize = 100;

    r = add_res("m.one", "p/q", "NotCompressed", "class"); /* compressed flag, no header */
    set_plain(r, "no header here, returned as it is", 33);
    r->compressed = true;

    /* packages: p.q is empty in m.two and present in m.one; p.empty is empty everywhere */
    r = add_res("packages", NULL, "p", "q");
    tb_u32(&r->content, 1);
    tb_u32(&r->content, str_add("m.two"));
    tb_u32(&r->content, 0);
    tb_u32(&r->content, str_add("m.one"));
    r->usize = r->content.len;
    r = add_res("packages", NULL, "p", "empty");
    tb_u32(&r->content, 1);
    tb_u32(&r->content, str_add("m.one"));
    r->usize = r->content.len;
    r = add_res("packages", NULL, "r", NULL);
    tb_u32(&r->content, 0);
    tb_u32(&r->content, str_add("m.two"));
    r->usize = r->content.len;
    r = add_res("packages", NULL, "badoff", NULL); /* a module name offset off the table */
    tb_u32(&r->content, 0);
    tb_u32(&r->content, 0x7FFFFFF0u);
    r->usize = r->content.len;

    build_image(syn_res, syn_n, &s->image);
    free(packed.p);
}

static void synth_free(Synth *s)
{
    free(s->image.p);
    free(s->plain_c.p);
    free(s->plain_d.p);
    syn_free();
}

static void check_synthetic(const char *path, const Synth *s)
{
    char err[256];
    JImage *img = jimage_open(path, err, sizeof err);
    if (img == NULL) print_error("%s: %s\n", path, err);
    assert_non_null(img);
    size_t len = 0;
    uint8_t *d;

    d = jimage_read(img, "m.one", "p/q/A.class", &len);
    assert_non_null(d);
    assert_int_equal(len, 7);
    assert_memory_equal(d, "plain A", 7);
    free(d);

    d = jimage_read(img, "m.one", "p/q/B.class", &len);
    assert_non_null(d);
    assert_int_equal(len, 5000);
    for (size_t i = 0; i < len; i++) assert_int_equal(d[i], 'a' + i % 7);
    free(d);

    d = jimage_read(img, "m.one", "p/q/C.class", &len);
    assert_non_null(d);
    assert_int_equal(len, s->plain_c.len);
    assert_memory_equal(d, s->plain_c.p, len);
    free(d);

    const char *module = NULL;
    d = jimage_read_class(img, "p/q/D", &len, &module);
    assert_non_null(d);
    assert_string_equal(module, "m.one");
    assert_int_equal(len, s->plain_d.len);
    assert_memory_equal(d, s->plain_d.p, len);
    free(d);

    d = jimage_read(img, "m.one", "data.txt", &len);
    assert_non_null(d);
    assert_memory_equal(d, "top-level data", 14);
    free(d);
    d = jimage_read(img, "m.one", "p/q/noext", &len);
    assert_non_null(d);
    assert_int_equal(len, 1);
    free(d);
    len = 99;
    d = jimage_read(img, "m.one", "p/q/empty.bin", &len);
    assert_non_null(d); /* present, though empty */
    assert_int_equal(len, 0);
    free(d);
    d = jimage_read(img, "m.one", "p/q/Stacked3.class", &len);
    assert_non_null(d);
    assert_int_equal(len, 5);
    assert_memory_equal(d, "three", 5);
    free(d);
    d = jimage_read(img, "m.one", "p/q/NotCompressed.class", &len);
    assert_non_null(d);
    assert_int_equal(len, 33);
    free(d);

    assert_null(jimage_read(img, "m.one", "p/q/E.class", &len));
    assert_null(jimage_read(img, "m.two", "r/Z.class", &len));
    assert_null(jimage_read_class(img, "r/Z", &len, &module));
    assert_null(jimage_read(img, "m.one", "p/q/Trunc.class", &len));
    assert_null(jimage_read(img, "m.one", "p/q/Stacked9.class", &len));
    assert_null(jimage_read(img, "m.one", "p/q/BadString.class", &len));
    assert_null(jimage_read(img, "m.one", "p/q/ShortFlow.class", &len));
    assert_null(jimage_read(img, "m.one", "p/q/BadTag.class", &len));
    /* near misses of existing names */
    assert_null(jimage_read(img, "m.one", "p/q/A.clas", &len));
    assert_null(jimage_read(img, "m.one", "p/q/A", &len));
    assert_null(jimage_read(img, "m.one", "p/A.class", &len));
    assert_null(jimage_read(img, "m.one", "data", &len));
    assert_null(jimage_read(img, "m.two", "p/q/A.class", &len));

    assert_string_equal(jimage_package_module(img, "p/q"), "m.one");
    assert_string_equal(jimage_package_module(img, "r"), "m.two");
    assert_null(jimage_package_module(img, "p/empty"));
    assert_null(jimage_package_module(img, "badoff"));
    assert_null(jimage_package_module(img, "p"));

    StrList all = { 0 };
    assert_int_equal(jimage_foreach(img, collect_cb, &all), syn_n);
    qsort(all.v, all.n, sizeof *all.v, cmp_str);
    for (size_t i = 0; i < syn_n; i++) {
        char name[512];
        full_name(&syn_res[i], name, sizeof name);
        assert_non_null(bsearch(&(const char *){ name }, all.v, all.n, sizeof *all.v, cmp_str));
    }
    list_free(&all);
    jimage_close(img);
}

static void test_synthetic_images(void **state)
{
    (void)state;
    for (int be = 0; be < 2; be++) {
        Synth s;
        build_synthetic(&s, be != 0);
        const char *path = tmp_path(be ? "synthetic-be" : "synthetic-le");
        spit(path, s.image.p, s.image.len);
        check_synthetic(path, &s);
        assert_int_equal(setenv("VITRINE_JIMAGE_NO_MMAP", "1", 1), 0);
        check_synthetic(path, &s);
        unsetenv("VITRINE_JIMAGE_NO_MMAP");
        synth_free(&s);
    }
}

/* -------------------------------------------------------------------------- corrupt images */

static int name_len_cb(const char *name, void *ctx)
{
    *(size_t *)ctx += strlen(name);
    return 0;
}

/* Uses every entry point on an image that may be corrupt: nothing may crash. */
static void exercise(const char *path, const StrList *names, const char *const *packages)
{
    JImage *img = jimage_open(path, NULL, 0);
    if (img == NULL) return;
    size_t total = 0;
    jimage_foreach(img, name_len_cb, &total);
    for (size_t i = 0; i < names->n; i++) {
        char buf[1024];
        const char *module = NULL, *rpath = NULL;
        if (!split_name(names->v[i], buf, sizeof buf, &module, &rpath)) continue;
        size_t len;
        free(jimage_read(img, module, rpath, &len));
        if (strncmp(module, "packages", 8) != 0) {
            char cls[1024];
            snprintf(cls, sizeof cls, "%s", rpath);
            char *dot = strrchr(cls, '.');
            if (dot) *dot = '\0';
            const char *m;
            free(jimage_read_class(img, cls, &len, &m));
        }
    }
    for (size_t i = 0; packages[i]; i++) {
        const char *m = jimage_package_module(img, packages[i]);
        if (m) total += strlen(m);
    }
    size_t size;
    jimage_data(img, &size);
    jimage_close(img);
}

static const char *const sample_packages[] = {
    "java/lang", "java/util", "java/io", "p/q", "r", "badoff", "jdk/internal/misc", "sun/nio/ch",
    NULL,
};

static uint32_t rng_state = 12345;

static uint32_t rng(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

/* A sample of the names of an image: every step-th. */
static void sample_names(const char *path, size_t step, StrList *out)
{
    JImage *img = jimage_open(path, NULL, 0);
    assert_non_null(img);
    StrList all = { 0 };
    jimage_foreach(img, collect_cb, &all);
    for (size_t i = 0; i < all.n; i += step) list_add(out, all.v[i]);
    list_add(out, "/java.base/java/lang/Object.class");
    list_add(out, "/java.base/java/lang/String.class");
    list_free(&all);
    jimage_close(img);
}

static void truncations(const char *src, const StrList *names, bool no_mmap)
{
    uint64_t index = index_size_of(src);
    struct stat st;
    assert_int_equal(stat(src, &st), 0);
    uint64_t size = (uint64_t)st.st_size;
    uint64_t cut_max = index + 4 * 1024 * 1024 < size ? index + 4 * 1024 * 1024 : size;
    size_t got = 0;
    uint8_t *data = slurp_prefix(src, (size_t)cut_max, &got);
    assert_non_null(data);
    assert_int_equal(got, cut_max);
    const uint64_t cuts[] = { 0, 1, 4, 27, 28, 29, 100, 28 + 4 * 10, index / 2, index - 1, index,
                              index + 1, index + 1000, index + 100000, cut_max - 1 };
    const char *path = tmp_path("truncated");
    if (no_mmap) assert_int_equal(setenv("VITRINE_JIMAGE_NO_MMAP", "1", 1), 0);
    for (size_t i = 0; i < sizeof cuts / sizeof *cuts; i++) {
        if (cuts[i] > cut_max) continue;
        spit(path, data, (size_t)cuts[i]);
        char err[256];
        JImage *img = jimage_open(path, err, sizeof err);
        if (cuts[i] < index) {
            assert_null(img); /* the index is incomplete */
        } else {
            assert_non_null(img);
            jimage_close(img);
        }
        exercise(path, names, sample_packages);
    }
    unsetenv("VITRINE_JIMAGE_NO_MMAP");
    free(data);
}

static void test_truncated_images(void **state)
{
    (void)state;
    StrList names = { 0 };
    sample_names(MODULES, 97, &names);
    truncations(MODULES, &names, false);
    truncations(MODULES, &names, true);
    list_free(&names);
    for (int level = 1; level <= 2; level++) {
        const char *path = jlink_image(level);
        if (path == NULL) continue;
        sample_names(path, 23, &names);
        truncations(path, &names, false);
        list_free(&names);
    }
}

/* Flips bytes of a copy of the image in place (restoring them after each round) and exercises the
   reader on the result. Positions are drawn in [from, to). */
static void flip_rounds(const char *copy, uint64_t from, uint64_t to, int rounds, int flips,
                        const StrList *names)
{
    int fd = open(copy, O_RDWR);
    assert_true(fd >= 0);
    uint64_t *pos = malloc(sizeof *pos * (size_t)flips);
    uint8_t *old = malloc((size_t)flips);
    assert_true(pos && old);
    for (int r = 0; r < rounds; r++) {
        for (int f = 0; f < flips; f++) {
            pos[f] = from + ((uint64_t)rng() * 65536u + rng() % 65536u) % (to - from);
            assert_int_equal(pread(fd, &old[f], 1, (off_t)pos[f]), 1);
            uint8_t v = (uint8_t)(rng() % 3 == 0 ? 0xFF : old[f] ^ (1u << (rng() % 8)));
            if (rng() % 5 == 0) v = 0;
            assert_int_equal(pwrite(fd, &v, 1, (off_t)pos[f]), 1);
        }
        exercise(copy, names, sample_packages);
        for (int f = flips - 1; f >= 0; f--)
            assert_int_equal(pwrite(fd, &old[f], 1, (off_t)pos[f]), 1);
    }
    free(pos);
    free(old);
    close(fd);
}

static void copy_file(const char *from, const char *to, size_t limit)
{
    size_t got = 0;
    uint8_t *d = slurp_prefix(from, limit, &got);
    assert_non_null(d);
    spit(to, d, got);
    free(d);
}

static void test_flipped_bytes(void **state)
{
    (void)state;
    /* the real image: its index and the first resources */
    uint64_t index = index_size_of(MODULES);
    StrList names = { 0 };
    sample_names(MODULES, 211, &names);
    const char *copy = tmp_path("flipped");
    copy_file(MODULES, copy, (size_t)index + 2 * 1024 * 1024);
    flip_rounds(copy, 0, 28, 20, 1, &names);                           /* the header */
    flip_rounds(copy, 28, index, 150, 1, &names);                      /* one byte in the index */
    flip_rounds(copy, 28, index, 40, 50, &names);                      /* many */
    list_free(&names);

    /* compressed images: the index, and the compressed resources (the decompressors' input) */
    for (int level = 1; level <= 2; level++) {
        const char *path = jlink_image(level);
        if (path == NULL) continue;
        index = index_size_of(path);
        struct stat st;
        assert_int_equal(stat(path, &st), 0);
        sample_names(path, 1, &names); /* all of them: the flips must be read */
        copy_file(path, copy, (size_t)st.st_size);
        StrList few = { 0 };
        for (size_t i = 0; i < names.n; i += 41) list_add(&few, names.v[i]);
        flip_rounds(copy, 28, index, 80, 1, &few);
        flip_rounds(copy, index, (uint64_t)st.st_size, 6, 400, &names);
        list_free(&few);
        list_free(&names);
    }

    /* synthetic images, both byte orders, every byte */
    for (int be = 0; be < 2; be++) {
        Synth s;
        build_synthetic(&s, be != 0);
        StrList syn_names = { 0 };
        for (size_t i = 0; i < syn_n; i++) {
            char name[512];
            full_name(&syn_res[i], name, sizeof name);
            list_add(&syn_names, name);
        }
        const char *path = tmp_path("synthetic-flipped");
        spit(path, s.image.p, s.image.len);
        flip_rounds(path, 0, s.image.len, 1500, 1, &syn_names);
        flip_rounds(path, 0, s.image.len, 300, 8, &syn_names);
        list_free(&syn_names);
        synth_free(&s);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_errors),
        cmocka_unit_test(test_read_matches_jimage_extract),
        cmocka_unit_test(test_read_class),
        cmocka_unit_test(test_package_module),
        cmocka_unit_test(test_missing_resources),
        cmocka_unit_test(test_foreach_matches_jimage_list),
        cmocka_unit_test(test_data_and_pread_path),
        cmocka_unit_test(test_compressed_compact_cp),
        cmocka_unit_test(test_compressed_zip),
        cmocka_unit_test(test_synthetic_images),
        cmocka_unit_test(test_truncated_images),
        cmocka_unit_test(test_flipped_bytes),
    };
    return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
