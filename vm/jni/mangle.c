/* mangle.c: JNI names of native methods (JNI specification, "Resolving Native Method Names"):
   Java_<mangled class>_<mangled method> (short) and <short>__<mangled argument descriptor> (long).
   Mangling works on UTF-16 code units: ASCII letters and digits stay, '/' becomes '_', and '_', ';'
   and '[' become _1, _2 and _3; every other character becomes _0xxxx (four lowercase hex digits). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni_impl.h"

typedef struct Buf {
    char *s;
    size_t n, cap;
} Buf;

static void put(Buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        size_t ncap = (b->cap ? b->cap * 2 : 128) + n;
        char *p = vm_malloc(ncap);
        if (b->n) memcpy(p, b->s, b->n);
        free(b->s);
        b->s = p;
        b->cap = ncap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }

static void mangle_unit(Buf *b, unsigned c) {
    char tmp[8];
    if (c < 0x80 && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
        tmp[0] = (char)c;
        put(b, tmp, 1);
    } else if (c == '/') {
        puts_(b, "_");
    } else if (c == '_') {
        puts_(b, "_1");
    } else if (c == ';') {
        puts_(b, "_2");
    } else if (c == '[') {
        puts_(b, "_3");
    } else {
        snprintf(tmp, sizeof tmp, "_0%04x", c & 0xffff);
        puts_(b, tmp);
    }
}

/* Mangles n bytes of modified UTF-8. */
static void mangle(Buf *b, const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        unsigned c = *p++;
        if (c >= 0x80) {
            if ((c & 0xe0) == 0xc0 && p < end) {
                c = ((c & 0x1f) << 6) | (*p++ & 0x3f);
            } else if ((c & 0xf0) == 0xe0 && p + 1 < end) {
                c = ((c & 0x0f) << 12) | ((unsigned)(p[0] & 0x3f) << 6) | (p[1] & 0x3f);
                p += 2;
            } else if ((c & 0xf8) == 0xf0 && p + 2 < end) {
                /* standard UTF-8 4-byte form (not produced by class files): as a surrogate pair */
                unsigned cp = ((c & 0x07) << 18) | ((unsigned)(p[0] & 0x3f) << 12) | ((unsigned)(p[1] & 0x3f) << 6) |
                              (p[2] & 0x3f);
                p += 3;
                cp -= 0x10000;
                mangle_unit(b, 0xd800 + (cp >> 10));
                c = 0xdc00 + (cp & 0x3ff);
            }
        }
        mangle_unit(b, c);
    }
}

char *jni_short_name(Method *m) {
    Buf b = {0};
    puts_(&b, "Java_");
    mangle(&b, m->klass->name, strlen(m->klass->name));
    puts_(&b, "_");
    mangle(&b, m->name, strlen(m->name));
    return b.s;
}

char *jni_long_name(Method *m) {
    Buf b = {0};
    char *s = jni_short_name(m);
    puts_(&b, s);
    free(s);
    puts_(&b, "__");
    const char *d = m->desc + 1, *close = strchr(d, ')');
    mangle(&b, d, close ? (size_t)(close - d) : strlen(d));
    return b.s;
}
