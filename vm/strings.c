/* strings.c: java.lang.String as the VM sees it (JDK 17 compact strings: a byte[] `value` in LATIN1
   or UTF16 `coder`), conversion to and from UTF-8 and modified UTF-8, and the intern table. */
#include <stdlib.h>
#include <string.h>

#include "vm.h"
#include "internal.h"

static uint32_t off_value, off_coder, off_hash;

void strings_init(Thread *t) {
    off_value = vm_field_offset(t, "java/lang/String", "value", "[B");
    off_coder = vm_field_offset(t, "java/lang/String", "coder", "B");
    off_hash = vm_field_offset(t, "java/lang/String", "hash", "I");
}

/* UTF-16 of native byte order inside UTF16-coded strings: StringUTF16 asks isBigEndian(). */
static inline jchar get_u16(const uint8_t *p) {
    jchar c;
    memcpy(&c, p, 2);
    return c;
}

Object *vm_string_utf16(Thread *t, const jchar *chars, jint len) {
    bool latin1 = true;
    for (jint i = 0; i < len; i++)
        if (chars[i] > 0xff) { latin1 = false; break; }
    Object *arr = vm_new_prim_array(t, 'B', latin1 ? len : len * 2);
    if (!arr) return NULL;
    uint8_t *d = ARRAY_DATA(arr, uint8_t);
    if (latin1)
        for (jint i = 0; i < len; i++) d[i] = (uint8_t)chars[i];
    else
        memcpy(d, chars, (size_t)len * 2);
    Object *s = vm_new_object(t, wk.String);
    if (!s) return NULL;
    FIELD_AT(s, off_value, Object *) = arr;
    FIELD_AT(s, off_coder, jbyte) = latin1 ? 0 : 1;
    return s;
}

/* Decodes UTF-8 or modified UTF-8 (both the 6-byte surrogate form and 4-byte sequences) into UTF-16.
   Malformed bytes become U+FFFD. Returns the number of UTF-16 units written (out may be NULL to count). */
static jint decode_utf8(const uint8_t *s, size_t n, jchar *out) {
    jint k = 0;
    size_t i = 0;
    while (i < n) {
        uint32_t c = s[i];
        if (c < 0x80) { i++; }
        else if ((c & 0xe0) == 0xc0 && i + 1 < n && (s[i + 1] & 0xc0) == 0x80) {
            c = ((c & 0x1f) << 6) | (s[i + 1] & 0x3f);
            i += 2;
        } else if ((c & 0xf0) == 0xe0 && i + 2 < n && (s[i + 1] & 0xc0) == 0x80 && (s[i + 2] & 0xc0) == 0x80) {
            c = ((c & 0x0f) << 12) | ((uint32_t)(s[i + 1] & 0x3f) << 6) | (s[i + 2] & 0x3f);
            i += 3;
        } else if ((c & 0xf8) == 0xf0 && i + 3 < n && (s[i + 1] & 0xc0) == 0x80 && (s[i + 2] & 0xc0) == 0x80 &&
                   (s[i + 3] & 0xc0) == 0x80) {
            c = ((c & 0x07) << 18) | ((uint32_t)(s[i + 1] & 0x3f) << 12) | ((uint32_t)(s[i + 2] & 0x3f) << 6) |
                (s[i + 3] & 0x3f);
            i += 4;
            c -= 0x10000;
            if (out) {
                out[k] = (jchar)(0xd800 + (c >> 10));
                out[k + 1] = (jchar)(0xdc00 + (c & 0x3ff));
            }
            k += 2;
            continue;
        } else {
            c = 0xfffd;
            i++;
        }
        if (out) out[k] = (jchar)c;
        k++;
    }
    return k;
}

Object *vm_string_utf8n(Thread *t, const char *utf8, size_t len) {
    jint n = decode_utf8((const uint8_t *)utf8, len, NULL);
    jchar stackbuf[256];
    jchar *buf = n <= 256 ? stackbuf : vm_malloc((size_t)n * sizeof(jchar));
    decode_utf8((const uint8_t *)utf8, len, buf);
    Object *s = vm_string_utf16(t, buf, n);
    if (buf != stackbuf) free(buf);
    return s;
}

Object *vm_string_utf8(Thread *t, const char *utf8) { return vm_string_utf8n(t, utf8, strlen(utf8)); }

Object *vm_string_array(Thread *t, const char *const *strs, jint n) {
    Object *arr = vm_new_object_array(t, wk.String, n);
    if (!arr) return NULL;
    vm_push_root(t, &arr); /* while the strings are allocated */
    for (jint i = 0; i < n && arr; i++) {
        Object *s = vm_string_utf8(t, strs[i] ? strs[i] : "");
        if (s) ARRAY_DATA(arr, Object *)[i] = s;
        else arr = NULL;
    }
    vm_pop_roots(t, 1);
    return arr;
}

jint vm_string_length(Object *s) {
    Object *v = FIELD_AT(s, off_value, Object *);
    return FIELD_AT(s, off_coder, jbyte) ? ARRAY_LENGTH(v) / 2 : ARRAY_LENGTH(v);
}

void vm_string_chars(Object *s, jint start, jint len, jchar *out) {
    Object *v = FIELD_AT(s, off_value, Object *);
    const uint8_t *d = ARRAY_DATA(v, uint8_t);
    if (FIELD_AT(s, off_coder, jbyte))
        for (jint i = 0; i < len; i++) out[i] = get_u16(d + 2 * (size_t)(start + i));
    else
        for (jint i = 0; i < len; i++) out[i] = d[start + i];
}

static char *encode(Object *s, bool modified) {
    jint n = vm_string_length(s);
    jchar *cs = vm_malloc((size_t)n * sizeof(jchar) + 1);
    vm_string_chars(s, 0, n, cs);
    char *out = vm_malloc((size_t)n * 6 + 1);
    size_t k = 0;
    for (jint i = 0; i < n; i++) {
        uint32_t c = cs[i];
        if (!modified && c >= 0xd800 && c <= 0xdbff && i + 1 < n && cs[i + 1] >= 0xdc00 && cs[i + 1] <= 0xdfff) {
            uint32_t cp = 0x10000 + ((c - 0xd800) << 10) + (cs[i + 1] - 0xdc00);
            out[k++] = (char)(0xf0 | (cp >> 18));
            out[k++] = (char)(0x80 | ((cp >> 12) & 0x3f));
            out[k++] = (char)(0x80 | ((cp >> 6) & 0x3f));
            out[k++] = (char)(0x80 | (cp & 0x3f));
            i++;
        } else if (c != 0 && c < 0x80) {
            out[k++] = (char)c;
        } else if (c < 0x800) {
            out[k++] = (char)(0xc0 | (c >> 6));
            out[k++] = (char)(0x80 | (c & 0x3f));
        } else {
            out[k++] = (char)(0xe0 | (c >> 12));
            out[k++] = (char)(0x80 | ((c >> 6) & 0x3f));
            out[k++] = (char)(0x80 | (c & 0x3f));
        }
    }
    out[k] = 0;
    free(cs);
    return out;
}

char *vm_string_to_utf8(Object *s) { return encode(s, false); }
char *vm_string_to_mutf8(Object *s) { return encode(s, true); }

char *vm_string_to_internal_name(Object *s) {
    char *n = vm_string_to_mutf8(s);
    for (char *p = n; *p; p++)
        if (*p == '.') *p = '/';
    return n;
}

bool vm_string_equals_utf8(Object *s, const char *utf8) {
    char *m = vm_string_to_utf8(s);
    bool eq = strcmp(m, utf8) == 0;
    free(m);
    return eq;
}

/* ---- intern table: open addressing on the string's contents; entries are GC roots. */

static Object **itab;
static size_t icap, icount;

static uint32_t content_hash(Object *s) {
    Object *v = FIELD_AT(s, off_value, Object *);
    uint32_t h = 2166136261u ^ (uint32_t)FIELD_AT(s, off_coder, jbyte);
    const uint8_t *d = ARRAY_DATA(v, uint8_t);
    for (jint i = 0; i < ARRAY_LENGTH(v); i++) h = (h ^ d[i]) * 16777619u;
    return h;
}

static bool same_contents(Object *a, Object *b) {
    Object *va = FIELD_AT(a, off_value, Object *), *vb = FIELD_AT(b, off_value, Object *);
    return FIELD_AT(a, off_coder, jbyte) == FIELD_AT(b, off_coder, jbyte) && ARRAY_LENGTH(va) == ARRAY_LENGTH(vb) &&
           memcmp(ARRAY_DATA(va, uint8_t), ARRAY_DATA(vb, uint8_t), (size_t)ARRAY_LENGTH(va)) == 0;
}

Object *vm_intern(Thread *t, Object *s) {
    (void)t;
    if ((icount + 1) * 2 > icap) {
        size_t ncap = icap ? icap * 2 : 8192;
        Object **nt = vm_calloc(ncap, sizeof(Object *));
        for (size_t i = 0; i < icap; i++) {
            if (!itab[i]) continue;
            size_t j = content_hash(itab[i]) & (ncap - 1);
            while (nt[j]) j = (j + 1) & (ncap - 1);
            nt[j] = itab[i];
        }
        free(itab);
        itab = nt;
        icap = ncap;
    }
    size_t j = content_hash(s) & (icap - 1);
    while (itab[j]) {
        if (same_contents(itab[j], s)) return itab[j];
        j = (j + 1) & (icap - 1);
    }
    itab[j] = s;
    icount++;
    return s;
}

Object *vm_intern_utf8(Thread *t, const char *utf8) {
    Object *s = vm_string_utf8(t, utf8);
    return s ? vm_intern(t, s) : NULL;
}

void strings_visit_roots(void (*visit)(Object **ref, void *ctx), void *ctx) {
    for (size_t i = 0; i < icap; i++)
        if (itab[i]) visit(&itab[i], ctx);
}
