/* classfile.c: the class file parser (JVMS chapter 4), see classfile.h.

   The parser follows HotSpot 17's ClassFileParser with full format checking (what HotSpot does for
   classes whose loader is verified): the same checks, in the same order, with the same exception
   classes and message texts, so that a malformed class fails the same way on Vitrine as on
   HotSpot. Class names in messages are in internal form ("p/Foo"), as HotSpot prints them; before
   this_class has been read the name is the one the loader asked for, or "<Unknown>".

   Safety: every read is bounds-checked against the input, every stored constant pool index has
   been checked for range and tag, and no input makes the parser loop for long (the InnerClasses
   circularity check, quadratic or worse in HotSpot, is linear here for all but adversarial
   inputs, and bounded for those).

   Representation choices (the header leaves these open):
   - access flags are stored masked to the flags HotSpot recognises; a Synthetic attribute ORs
     ACC_SYNTHETIC into the flags of its class, field or method, as HotSpot does.
   - <clinit>'s flags are normalised as HotSpot does (ACC_STATIC, plus ACC_STRICT before 61).
   - raw attributes (CfAttr) hold the attribute body, after attribute_length: for
     MethodParameters that starts with the u1 parameters_count, for Module with module_name_index.
     A present attribute of length 0 has data != NULL.
   - several LineNumberTable / LocalVariableTable / LocalVariableTypeTable attributes in one Code
     attribute are concatenated in order.
   - module-info (ACC_MODULE, version 53+) is parsed and returned. HotSpot refuses to define such a
     class with NoClassDefFoundError "<name> is not a class because access_flag ACC_MODULE is
     set": the class loader must check ACC_MODULE itself. Any fault found in a module-info after its
     access flags is reported with that NoClassDefFoundError, as HotSpot would report it.

   Allocation: everything a ClassFile points to (except symbols) lives in one arena, freed by
   cf_free. Temporary tables use malloc and are freed before cf_parse returns. */
#include "classfile.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "symbol.h"

#define EXC_CFE "java/lang/ClassFormatError"
#define EXC_UCVE "java/lang/UnsupportedClassVersionError"
#define EXC_NCDFE "java/lang/NoClassDefFoundError"
#define EXC_OOME "java/lang/OutOfMemoryError"

#define MAGIC 0xCAFEBABEu
#define MAX_MAJOR 61
#define PREVIEW_MINOR 65535

/* Flags HotSpot keeps (JVM_RECOGNIZED_*_MODIFIERS). */
#define RECOGNIZED_CLASS 0x7631u
#define RECOGNIZED_INNER (RECOGNIZED_CLASS | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC)
#define RECOGNIZED_FIELD 0x50DFu
#define RECOGNIZED_METHOD 0x1DFFu

#define MAX_ARGS_SIZE 255
#define MAX_CODE_SIZE 65535

/* ------------------------------------------------------------------------------------- arena */

typedef struct Chunk {
    struct Chunk *next;
    size_t size, used;
} Chunk;

typedef struct Arena {
    Chunk *head;
    size_t next_size;
} Arena;

#define ALIGN 16u
#define CHUNK_HDR ((sizeof(Chunk) + ALIGN - 1) & ~(size_t)(ALIGN - 1))

static Arena *arena_new(size_t first) {
    Arena *a = calloc(1, sizeof *a);
    if (a) a->next_size = first < 4096 ? 4096 : first;
    return a;
}

static void *arena_alloc(Arena *a, size_t n) {
    n = (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    if (n == 0) n = ALIGN;
    Chunk *c = a->head;
    if (!c || c->size - c->used < n) {
        size_t size = a->next_size;
        if (size < n) size = n;
        if (size > SIZE_MAX - CHUNK_HDR) return NULL;
        c = malloc(CHUNK_HDR + size);
        if (!c) return NULL;
        c->size = size;
        c->used = 0;
        c->next = a->head;
        a->head = c;
        if (a->next_size < (1u << 20)) a->next_size *= 2;
    }
    void *r = (char *)c + CHUNK_HDR + c->used;
    c->used += n;
    return r;
}

static void arena_free(Arena *a) {
    if (!a) return;
    for (Chunk *c = a->head, *n; c; c = n) {
        n = c->next;
        free(c);
    }
    free(a);
}

/* ------------------------------------------------------------------------------ parser state */

typedef struct Str {
    const char *s;
    uint32_t n;
} Str;

typedef struct LvtTmp {
    uint16_t start, length, name, desc, slot;
    bool has_type; /* an LVTT entry matched this LVT entry */
} LvtTmp;

typedef struct Vec {
    void *data;
    size_t n, cap;
} Vec;

typedef struct P {
    const uint8_t *b;
    size_t len, pos;
    Arena *ar;
    ClassFile *cf;
    CfError *err;
    CpInfo *cp;
    uint32_t cpn;      /* cp_count */
    const char *name;  /* class name for messages */
    uint16_t major, minor;
    bool failed;
    bool module_mode;  /* ACC_MODULE: every later fault is HotSpot's NoClassDefFoundError */
    const char *module_name;
    uint8_t bad_constant; /* first Module/Package tag seen (version >= 53) */
    int max_bsm;       /* largest bootstrap index in a Dynamic/InvokeDynamic entry, or -1 */
    Vec lines, lvt, lvtt; /* per-Code scratch */
} P;

static bool failv(P *p, const char *exc, const char *fmt, va_list ap) {
    if (p->failed) return false;
    p->failed = true;
    if (p->module_mode) {
        p->err->exception = EXC_NCDFE;
        snprintf(p->err->message, sizeof p->err->message,
                 "%s is not a class because access_flag ACC_MODULE is set", p->module_name);
        return false;
    }
    p->err->exception = exc;
    vsnprintf(p->err->message, sizeof p->err->message, fmt, ap);
    return false;
}

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

static bool fail(P *p, const char *exc, const char *fmt, ...) PRINTF_LIKE(3, 4);
static bool fail(P *p, const char *exc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    failv(p, exc, fmt, ap);
    va_end(ap);
    return false;
}

static bool cfe(P *p, const char *fmt, ...) PRINTF_LIKE(2, 3);
static bool cfe(P *p, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    failv(p, EXC_CFE, fmt, ap);
    va_end(ap);
    return false;
}

static bool truncated(P *p) { return cfe(p, "Truncated class file"); }
static bool oom(P *p) {
    if (p->failed) return false;
    p->module_mode = false;
    return fail(p, EXC_OOME, "Out of memory parsing class file %s", p->name);
}

static void *alloc(P *p, size_t n) {
    void *r = arena_alloc(p->ar, n);
    if (!r) oom(p);
    return r;
}

static void *alloc0(P *p, size_t n) {
    void *r = alloc(p, n);
    if (r) memset(r, 0, n);
    return r;
}

/* Grow a scratch vector to hold one more element of size sz; returns the new slot. */
static void *vec_push(P *p, Vec *v, size_t sz) {
    if (v->n == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 64;
        void *nd = realloc(v->data, nc * sz);
        if (!nd) {
            oom(p);
            return NULL;
        }
        v->data = nd;
        v->cap = nc;
    }
    return (char *)v->data + sz * v->n++;
}

/* ----------------------------------------------------------------------------------- reading */

static inline bool more(P *p, size_t n) {
    if (p->len - p->pos < n) return truncated(p);
    return true;
}
static inline uint8_t u1f(P *p) { return p->b[p->pos++]; }
static inline uint16_t u2f(P *p) {
    uint16_t v = (uint16_t)((p->b[p->pos] << 8) | p->b[p->pos + 1]);
    p->pos += 2;
    return v;
}
static inline uint32_t u4f(P *p) {
    const uint8_t *q = p->b + p->pos;
    p->pos += 4;
    return ((uint32_t)q[0] << 24) | ((uint32_t)q[1] << 16) | ((uint32_t)q[2] << 8) | q[3];
}
static inline bool get_u2(P *p, uint16_t *v) {
    if (!more(p, 2)) return false;
    *v = u2f(p);
    return true;
}
static inline bool skip(P *p, size_t n) {
    if (!more(p, n)) return false;
    p->pos += n;
    return true;
}

/* Copies n input bytes at pos into the arena (not advancing). */
static bool copy_attr(P *p, size_t pos, uint32_t n, CfAttr *out) {
    static const uint8_t empty[1];
    if (n == 0) {
        out->data = empty;
        out->len = 0;
        return true;
    }
    uint8_t *d = alloc(p, n);
    if (!d) return false;
    memcpy(d, p->b + pos, n);
    out->data = d;
    out->len = n;
    return true;
}

/* --------------------------------------------------------------------------- constant pool */

static inline bool valid_symbol(const P *p, uint32_t i) {
    return i > 0 && i < p->cpn && p->cp[i].tag == CONSTANT_Utf8;
}
static inline bool valid_class(const P *p, uint32_t i) {
    return i > 0 && i < p->cpn && p->cp[i].tag == CONSTANT_Class;
}
static inline bool in_range(const P *p, uint32_t i) { return i > 0 && i < p->cpn; }
static inline Str str_at(const P *p, uint32_t i) {
    Str s = {p->cp[i].v.utf8.s, p->cp[i].v.utf8.len};
    return s;
}
static inline Str class_name_at(const P *p, uint32_t i) { return str_at(p, p->cp[i].a); }
static inline bool str_eq(Str s, const char *lit) {
    size_t n = strlen(lit);
    return s.n == n && memcmp(s.s, lit, n) == 0;
}
static inline bool is_init(Str s) { return str_eq(s, "<init>"); }
static inline bool is_clinit(Str s) { return str_eq(s, "<clinit>"); }

/* HotSpot's UTF8::is_legal_utf8: modified UTF-8 without NUL bytes; before version 48 overlong
   forms are tolerated. */
/* Eight bytes all in 1..0x7F (no NUL, no high bit)? */
static inline bool ascii8(const uint8_t *b) {
    uint64_t x;
    memcpy(&x, b, 8);
    const uint64_t lo = 0x0101010101010101ull, hi = 0x8080808080808080ull;
    return ((x | ((x - lo) & ~x)) & hi) == 0;
}

static bool legal_utf8(const uint8_t *b, uint32_t n, bool leq_47) {
    uint32_t i = 0;
    while (i < n) {
        if (n - i >= 8 && ascii8(b + i)) {
            i += 8;
            continue;
        }
        uint8_t c = b[i];
        if (c == 0) return false;
        if (c < 0x80) {
            i++;
            continue;
        }
        /* a surrogate pair in six bytes */
        if (i + 5 < n && c == 0xED && (b[i + 1] & 0xF0) == 0xA0 && (b[i + 2] & 0xC0) == 0x80 &&
            b[i + 3] == 0xED && (b[i + 4] & 0xF0) == 0xB0 && (b[i + 5] & 0xC0) == 0x80) {
            i += 6;
            continue;
        }
        switch (c >> 4) {
        case 0xC:
        case 0xD: {
            unsigned v = (unsigned)(c & 0x1F) << 6;
            i++;
            if (i < n && (b[i] & 0xC0) == 0x80) {
                v += b[i] & 0x3F;
                if (leq_47 || v == 0 || v >= 0x80) {
                    i++;
                    break;
                }
            }
            return false;
        }
        case 0xE: {
            unsigned v = (unsigned)(c & 0xF) << 12;
            i += 2;
            if (i < n && (b[i - 1] & 0xC0) == 0x80 && (b[i] & 0xC0) == 0x80) {
                v += ((unsigned)(b[i - 1] & 0x3F) << 6) + (b[i] & 0x3F);
                if (leq_47 || v >= 0x800) {
                    i++;
                    break;
                }
            }
            return false;
        }
        default: /* 0x8, 0x9, 0xA, 0xB, 0xF */
            return false;
        }
    }
    return true;
}

/* --------------------------------------------------------------------- names and descriptors */

enum { LEGAL_CLASS, LEGAL_FIELD, LEGAL_METHOD };

/* Characters that need a closer look in unqualified names: . ; [ / < > */
static const uint8_t name_special[256] = {
    ['.'] = 1, [';'] = 1, ['['] = 1, ['/'] = 1, ['<'] = 1, ['>'] = 1,
};

/* JVMS 4.2.2 unqualified names; for classes '/' separates non-empty parts. */
static bool unqualified_name_ok(const char *s, uint32_t n, int type) {
    if (n == 0) return false;
    const char *end = s + n;
    for (const char *q = s;; q++) {
        while (q != end && !name_special[(uint8_t)*q]) q++;
        if (q == end) return true;
        switch (*q) {
        case '/':
            if (type != LEGAL_CLASS) return false;
            if (q == s || q + 1 >= end || q[1] == '/') return false;
            break;
        case '<':
        case '>':
            if (type == LEGAL_METHOD) return false;
            break;
        default: /* . ; [ */
            return false;
        }
    }
}

/* Length of the modified UTF-8 sequence starting at q (at least 1, never past end). */
static const char *next_char(const char *q, const char *end) {
    uint8_t c = (uint8_t)*q;
    size_t k = (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 1;
    if ((size_t)(end - q) < k) k = (size_t)(end - q);
    return q + k;
}

/* Pre-1.5 identifier rules (HotSpot's skip_over_field_name). Non-ASCII characters are taken as
   Java identifier characters (HotSpot asks java.lang.Character; this is the one approximation). */
static const char *skip_field_name(const char *name, bool slash_ok, uint32_t n) {
    const char *q = name, *end = name + n;
    bool last_slash = false, not_first = false;
    while (q != end) {
        const char *old = q;
        uint8_t ch = (uint8_t)*q;
        if (ch < 128) {
            q++;
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' || ch == '$' ||
                (not_first && ch >= '0' && ch <= '9')) {
                last_slash = false;
                not_first = true;
                continue;
            }
            if (slash_ok && ch == '/') {
                if (last_slash) return NULL;
                last_slash = true;
                not_first = true;
                continue;
            }
        } else {
            q = next_char(q, end);
            last_slash = false;
            not_first = true;
            continue;
        }
        return not_first ? old : NULL;
    }
    return not_first ? q : NULL;
}

/* One field type at s (n bytes): returns the position after it, or NULL. May fail the parse with
   the two errors HotSpot raises from inside descriptors (check p->failed). */
static const char *skip_field_sig(P *p, const char *s, bool void_ok, uint32_t n) {
    unsigned dim = 0;
    while (n > 0) {
        switch (s[0]) {
        case 'V':
            if (!void_ok) return NULL;
            /* fall through */
        case 'Z':
        case 'B':
        case 'C':
        case 'S':
        case 'I':
        case 'F':
        case 'J':
        case 'D':
            return s + 1;
        case 'L':
            if (p->major < 49) {
                const char *q = skip_field_name(s + 1, true, n - 1);
                if (q && q - s > 1 && q < s + n && q[0] == ';') return q + 1;
            } else {
                const char *c = memchr(s + 1, ';', n - 1);
                if (c) {
                    if (!unqualified_name_ok(s + 1, (uint32_t)(c - (s + 1)), LEGAL_CLASS)) {
                        cfe(p, "Class name is empty or contains illegal character in descriptor in class file %s",
                            p->name);
                        return NULL;
                    }
                    return c + 1;
                }
            }
            return NULL;
        case '[':
            if (++dim > 255) {
                cfe(p, "Array type descriptor has more than 255 dimensions in class file %s", p->name);
                return NULL;
            }
            s++;
            n--;
            void_ok = false;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

/* Names and descriptors repeat from class to class (java/lang/Object, (Ljava/lang/String;)V): once one
   is found legal (in a class file of version 49 or later, whose rules are the same for every class),
   its symbol is marked so that later classes skip the check (sym_marks). A method descriptor's mark
   keeps its argument slots too (the value bits, 8-15, plus one; 0: not kept). Only legality is kept:
   an illegal name is checked again each time, with its error. */
enum {
    MARK_CLASS_NAME = 1 << 0,
    MARK_FIELD_NAME = 1 << 1,
    MARK_METHOD_NAME = 1 << 2,
    MARK_FIELD_SIG = 1 << 3,
    MARK_METHOD_SIG = 1 << 4,
    MARK_ATTR_NAME = 1 << 5, /* the value bits hold the attribute's id plus one (attr_id) */
    MARK_VALUE_SHIFT = 8,
};

static inline bool marked(const P *p, Str s, unsigned mark) { return p->major >= 49 && (sym_marks(s.s) & mark); }
static inline void mark(const P *p, Str s, unsigned mark) {
    if (p->major >= 49) sym_add_marks(s.s, mark);
}

static bool check_class_name(P *p, Str s) {
    if (marked(p, s, MARK_CLASS_NAME)) return true;
    bool legal = false;
    if (s.n > 0) {
        if (s.s[0] == '[') {
            const char *q = skip_field_sig(p, s.s, false, s.n);
            if (p->failed) return false;
            legal = q && (uint32_t)(q - s.s) == s.n;
        } else if (p->major < 49) {
            if (s.s[0] != '<') {
                const char *q = skip_field_name(s.s, true, s.n);
                legal = q && (uint32_t)(q - s.s) == s.n;
            }
        } else {
            legal = unqualified_name_ok(s.s, s.n, LEGAL_CLASS);
        }
    }
    if (!legal) return cfe(p, "Illegal class name \"%.*s\" in class file %s", (int)s.n, s.s, p->name);
    mark(p, s, MARK_CLASS_NAME);
    return true;
}

static bool check_field_name(P *p, Str s) {
    if (marked(p, s, MARK_FIELD_NAME)) return true;
    bool legal = false;
    if (s.n > 0) {
        if (p->major < 49) {
            if (s.s[0] != '<') {
                const char *q = skip_field_name(s.s, false, s.n);
                legal = q && (uint32_t)(q - s.s) == s.n;
            }
        } else {
            legal = unqualified_name_ok(s.s, s.n, LEGAL_FIELD);
        }
    }
    if (!legal) return cfe(p, "Illegal field name \"%.*s\" in class %s", (int)s.n, s.s, p->name);
    mark(p, s, MARK_FIELD_NAME);
    return true;
}

static bool check_method_name(P *p, Str s) {
    if (marked(p, s, MARK_METHOD_NAME)) return true;
    bool legal = false;
    if (s.n > 0) {
        if (s.s[0] == '<') {
            legal = is_init(s) || is_clinit(s);
        } else if (p->major < 49) {
            const char *q = skip_field_name(s.s, false, s.n);
            legal = q && (uint32_t)(q - s.s) == s.n;
        } else {
            legal = unqualified_name_ok(s.s, s.n, LEGAL_METHOD);
        }
    }
    if (!legal) return cfe(p, "Illegal method name \"%.*s\" in class %s", (int)s.n, s.s, p->name);
    mark(p, s, MARK_METHOD_NAME);
    return true;
}

static bool illegal_signature(P *p, const char *what, Str name, Str sig) {
    return cfe(p, "%s \"%s\" in class %s has illegal signature \"%s\"", what, name.s, p->name, sig.s);
}

static bool check_field_sig(P *p, Str name, Str sig) {
    if (marked(p, sig, MARK_FIELD_SIG)) return true;
    const char *q = skip_field_sig(p, sig.s, false, sig.n);
    if (p->failed) return false;
    if (!q || (uint32_t)(q - sig.s) != sig.n) return illegal_signature(p, "Field", name, sig);
    mark(p, sig, MARK_FIELD_SIG);
    return true;
}

static inline bool is_method_sig(Str sig) { return sig.n > 0 && sig.s[0] == '('; }

/* Returns the number of argument slots, or -1 after failing the parse. */
static int check_method_sig(P *p, Str name, Str sig) {
    if (is_clinit(name) && !str_eq(sig, "()V") && p->major >= 51) {
        illegal_signature(p, "Method", name, sig);
        return -1;
    }
    bool special = name.n > 0 && name.s[0] == '<'; /* <init> and <clinit> return void */
    if (marked(p, sig, MARK_METHOD_SIG)) {
        /* legal with some return type; a legal descriptor ending in V returns void (no field type ends
           in V) */
        unsigned kept = sym_marks(sig.s) >> MARK_VALUE_SHIFT;
        if (kept && (!special || (sig.n >= 2 && sig.s[sig.n - 2] == ')' && sig.s[sig.n - 1] == 'V')))
            return (int)kept - 1;
    }
    int args = 0;
    const char *q = sig.s;
    uint32_t n = sig.n;
    if (n > 0 && *q++ == '(') {
        n--;
        const char *next = skip_field_sig(p, q, false, n);
        if (p->failed) return -1;
        while (n > 0 && next) {
            args++;
            if (q[0] == 'J' || q[0] == 'D') args++;
            n -= (uint32_t)(next - q);
            q = next;
            next = skip_field_sig(p, q, false, n);
            if (p->failed) return -1;
        }
        if (n > 0 && *q++ == ')') {
            n--;
            bool legal;
            if (special) {
                legal = n == 1 && q[0] == 'V';
            } else {
                next = skip_field_sig(p, q, true, n);
                if (p->failed) return -1;
                legal = next && (uint32_t)(next - q) == n;
            }
            if (legal) {
                mark(p, sig, MARK_METHOD_SIG | (args < 255 ? (unsigned)(args + 1) << MARK_VALUE_SHIFT : 0));
                return args;
            }
        }
    }
    illegal_signature(p, "Method", name, sig);
    return -1;
}

/* -------------------------------------------------------------------------------- hash sets */

/* An open-addressing set of element indices; the caller supplies hash and equality. Small sets
   use inline storage. */
typedef struct HSet {
    int32_t *slot;
    uint32_t mask;
    int32_t local[64];
} HSet;

static bool hset_init(P *p, HSet *h, uint32_t n) {
    uint32_t cap = 16;
    while (cap < 2 * n + 2) cap *= 2;
    if (cap <= 64) {
        h->slot = h->local;
    } else {
        h->slot = malloc(cap * sizeof(int32_t));
        if (!h->slot) return oom(p);
    }
    memset(h->slot, 0xff, cap * sizeof(int32_t));
    h->mask = cap - 1;
    return true;
}

static void hset_done(HSet *h) {
    if (h->slot && h->slot != h->local) free(h->slot);
    h->slot = NULL;
}

static inline uint32_t hash_ptr(const void *a) {
    uint32_t x = (uint32_t)(uintptr_t)a;
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

typedef bool (*EqFn)(const void *ctx, int32_t a, int32_t b);

/* Returns the index of an equal element already present, or -1 after inserting idx. */
static int32_t hset_put(HSet *h, uint32_t hash, int32_t idx, EqFn eq, const void *ctx) {
    uint32_t j = hash & h->mask;
    while (h->slot[j] >= 0) {
        if (eq(ctx, h->slot[j], idx)) return h->slot[j];
        j = (j + 1) & h->mask;
    }
    h->slot[j] = idx;
    return -1;
}

/* Lookup only: returns the first equal element, or -1. The probe element is passed as idx to eq. */
static int32_t hset_get(const HSet *h, uint32_t hash, int32_t idx, EqFn eq, const void *ctx) {
    uint32_t j = hash & h->mask;
    while (h->slot[j] >= 0) {
        if (eq(ctx, h->slot[j], idx)) return h->slot[j];
        j = (j + 1) & h->mask;
    }
    return -1;
}

/* ------------------------------------------------------------------------- constant pool parse */

static bool parse_cp_entries(P *p) {
    CpInfo *cp = p->cp;
    uint32_t n = p->cpn;
    bool leq_47 = p->major <= 47;
    for (uint32_t i = 1; i < n; i++) {
        /* every entry guaranteed one byte beyond itself: the next tag or the access flags */
        uint8_t tag = u1f(p);
        CpInfo *e = &cp[i];
        switch (tag) {
        case CONSTANT_Class:
        case CONSTANT_String:
        case CONSTANT_MethodType:
            if (tag == CONSTANT_MethodType && p->major < 51)
                return cfe(p, "Class file version does not support constant tag %u in class file %s",
                           (unsigned)tag, p->name);
            if (!more(p, 3)) return false;
            e->tag = tag;
            e->a = u2f(p);
            break;
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref:
        case CONSTANT_NameAndType:
            if (!more(p, 5)) return false;
            e->tag = tag;
            e->a = u2f(p);
            e->b = u2f(p);
            break;
        case CONSTANT_MethodHandle:
            if (p->major < 51)
                return cfe(p, "Class file version does not support constant tag %u in class file %s",
                           (unsigned)tag, p->name);
            if (!more(p, 4)) return false;
            e->tag = tag;
            e->a = u1f(p);
            e->b = u2f(p);
            break;
        case CONSTANT_Dynamic:
        case CONSTANT_InvokeDynamic:
            if (p->major < (tag == CONSTANT_Dynamic ? 55 : 51))
                return cfe(p, "Class file version does not support constant tag %u in class file %s",
                           (unsigned)tag, p->name);
            if (!more(p, 5)) return false;
            e->tag = tag;
            e->a = u2f(p);
            e->b = u2f(p);
            if ((int)e->a > p->max_bsm) p->max_bsm = e->a;
            break;
        case CONSTANT_Integer:
        case CONSTANT_Float: {
            if (!more(p, 5)) return false;
            uint32_t v = u4f(p);
            e->tag = tag;
            if (tag == CONSTANT_Integer) e->v.i = (int32_t)v;
            else memcpy(&e->v.f, &v, 4);
            break;
        }
        case CONSTANT_Long:
        case CONSTANT_Double: {
            if (i + 1 >= n)
                return cfe(p, "Invalid constant pool entry %u in class file %s", (unsigned)i, p->name);
            if (!more(p, 9)) return false;
            uint64_t hi = u4f(p), lo = u4f(p);
            uint64_t v = (hi << 32) | lo;
            e->tag = tag;
            if (tag == CONSTANT_Long) memcpy(&e->v.j, &v, 8);
            else memcpy(&e->v.d, &v, 8);
            i++; /* the second slot keeps tag 0 */
            break;
        }
        case CONSTANT_Utf8: {
            if (!more(p, 2)) return false;
            uint16_t ulen = u2f(p);
            if (!more(p, (size_t)ulen + 1)) return false;
            const uint8_t *s = p->b + p->pos;
            p->pos += ulen;
            if (!legal_utf8(s, ulen, leq_47))
                return cfe(p, "Illegal UTF8 string in constant pool in class file %s", p->name);
            e->tag = tag;
            e->v.utf8.s = sym_n((const char *)s, ulen);
            e->v.utf8.len = ulen;
            break;
        }
        case CONSTANT_Module:
        case CONSTANT_Package:
            if (p->major >= 53) {
                if (!more(p, 3)) return false;
                e->tag = tag;
                e->a = u2f(p);
                if (!p->bad_constant) p->bad_constant = tag;
                break;
            }
            /* fall through */
        default:
            return cfe(p, "Unknown constant tag %u in class file %s", (unsigned)tag, p->name);
        }
    }
    return true;
}

/* HotSpot's first verification pass: cross references. */
static bool verify_cp_refs(P *p) {
    CpInfo *cp = p->cp;
    uint32_t n = p->cpn;
    for (uint32_t i = 1; i < n; i++) {
        CpInfo *e = &cp[i];
        switch (e->tag) {
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref:
            if (!valid_class(p, e->a))
                return cfe(p, "Invalid constant pool index %u in class file %s", (unsigned)e->a, p->name);
            if (!in_range(p, e->b) || cp[e->b].tag != CONSTANT_NameAndType)
                return cfe(p, "Invalid constant pool index %u in class file %s", (unsigned)e->b, p->name);
            break;
        case CONSTANT_Long:
        case CONSTANT_Double:
            i++;
            break;
        case CONSTANT_NameAndType:
            if (!valid_symbol(p, e->a))
                return cfe(p, "Invalid constant pool index %u in class file %s", (unsigned)e->a, p->name);
            if (!valid_symbol(p, e->b))
                return cfe(p, "Invalid constant pool index %u in class file %s", (unsigned)e->b, p->name);
            break;
        case CONSTANT_Class:
        case CONSTANT_String:
        case CONSTANT_MethodType:
        case CONSTANT_Module:
        case CONSTANT_Package:
            if (!valid_symbol(p, e->a))
                return cfe(p, "Invalid constant pool index %u in class file %s", (unsigned)e->a, p->name);
            break;
        case CONSTANT_MethodHandle: {
            uint32_t ref = e->b;
            if (!in_range(p, ref))
                return cfe(p, "Invalid constant pool index %u in class file %s", ref, p->name);
            uint8_t t = cp[ref].tag;
            switch (e->a) {
            case REF_getField:
            case REF_getStatic:
            case REF_putField:
            case REF_putStatic:
                if (t != CONSTANT_Fieldref)
                    return cfe(p, "Invalid constant pool index %u in class file %s (not a field)", ref, p->name);
                break;
            case REF_invokeVirtual:
            case REF_newInvokeSpecial:
                if (t != CONSTANT_Methodref)
                    return cfe(p, "Invalid constant pool index %u in class file %s (not a method)", ref, p->name);
                break;
            case REF_invokeStatic:
            case REF_invokeSpecial:
                if (!(t == CONSTANT_Methodref || (p->major >= 52 && t == CONSTANT_InterfaceMethodref)))
                    return cfe(p, "Invalid constant pool index %u in class file %s (not a method)", ref, p->name);
                break;
            case REF_invokeInterface:
                if (t != CONSTANT_InterfaceMethodref)
                    return cfe(p, "Invalid constant pool index %u in class file %s (not an interface method)",
                               ref, p->name);
                break;
            default:
                return cfe(p, "Bad method handle kind at constant pool index %u in class file %s", i, p->name);
            }
            break;
        }
        case CONSTANT_Dynamic:
        case CONSTANT_InvokeDynamic:
            if (!in_range(p, e->b) || cp[e->b].tag != CONSTANT_NameAndType)
                return cfe(p, "Invalid constant pool index %u in class file %s", (unsigned)e->b, p->name);
            break;
        default:
            break;
        }
    }
    return true;
}

/* HotSpot's second verification pass: the format of names and descriptors. */
static bool verify_cp_formats(P *p) {
    CpInfo *cp = p->cp;
    uint32_t n = p->cpn;
    for (uint32_t i = 1; i < n; i++) {
        CpInfo *e = &cp[i];
        switch (e->tag) {
        case CONSTANT_Class:
            if (!check_class_name(p, class_name_at(p, i))) return false;
            break;
        case CONSTANT_NameAndType: {
            Str name = str_at(p, e->a), sig = str_at(p, e->b);
            if (sig.n == 0)
                return cfe(p, "Illegal zero length constant pool entry at %d in class %s", (int)e->b, p->name);
            if (name.n == 0)
                return cfe(p, "Illegal zero length constant pool entry at %d in class %s", (int)e->a, p->name);
            if (is_method_sig(sig)) {
                if (!check_method_name(p, name)) return false;
                if (check_method_sig(p, name, sig) < 0) return false;
            } else {
                if (!check_field_name(p, name)) return false;
                if (!check_field_sig(p, name, sig)) return false;
            }
            break;
        }
        case CONSTANT_Dynamic: {
            const CpInfo *nt = &cp[e->b];
            Str name = str_at(p, nt->a), sig = str_at(p, nt->b);
            if (is_method_sig(sig)) return illegal_signature(p, "CONSTANT_Dynamic", name, sig);
            break;
        }
        case CONSTANT_InvokeDynamic:
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref: {
            const CpInfo *nt = &cp[e->b];
            Str name = str_at(p, nt->a), sig = str_at(p, nt->b);
            if (e->tag == CONSTANT_Fieldref) {
                if (is_method_sig(sig)) return illegal_signature(p, "Field", name, sig);
            } else {
                if (!is_method_sig(sig)) return illegal_signature(p, "Method", name, sig);
                if (e->tag == CONSTANT_Methodref && name.n != 0 && name.s[0] == '<' && !is_init(name))
                    return cfe(p, "Bad method name at constant pool index %u in class file %s",
                               (unsigned)nt->a, p->name);
            }
            break;
        }
        case CONSTANT_MethodHandle:
            if (e->a >= REF_invokeVirtual && e->a <= REF_newInvokeSpecial) {
                const CpInfo *nt = &cp[cp[e->b].b];
                Str name = str_at(p, nt->a);
                if (e->a == REF_newInvokeSpecial) {
                    if (!is_init(name))
                        return cfe(p, "Bad constructor name at constant pool index %u in class file %s",
                                   (unsigned)nt->a, p->name);
                } else if (is_init(name)) {
                    return cfe(p, "Bad method name at constant pool index %u in class file %s",
                               (unsigned)nt->a, p->name);
                }
            }
            break;
        case CONSTANT_MethodType: {
            Str type = {"type", 4};
            if (check_method_sig(p, type, str_at(p, e->a)) < 0) return false;
            break;
        }
        case CONSTANT_Long:
        case CONSTANT_Double:
            i++;
            break;
        default:
            break;
        }
    }
    return true;
}

/* ------------------------------------------------------------------------------ attributes */

enum {
    A_UNKNOWN, A_Code, A_Exceptions, A_SourceFile, A_SourceDebugExtension, A_Signature, A_InnerClasses,
    A_EnclosingMethod, A_ConstantValue, A_BootstrapMethods, A_NestHost, A_NestMembers, A_Record,
    A_PermittedSubclasses, A_MethodParameters, A_RVA, A_RIA, A_RVPA, A_RIPA, A_RVTA, A_RITA,
    A_AnnotationDefault, A_Module, A_ModulePackages, A_ModuleMainClass, A_Synthetic, A_Deprecated,
    A_LineNumberTable, A_LocalVariableTable, A_LocalVariableTypeTable, A_StackMapTable
};

static const struct {
    const char *name;
    uint8_t len, id;
} attr_names[] = {
#define A(n) {#n, sizeof(#n) - 1, A_##n}
    A(Code), A(Exceptions), A(SourceFile), A(SourceDebugExtension), A(Signature), A(InnerClasses),
    A(EnclosingMethod), A(ConstantValue), A(BootstrapMethods), A(NestHost), A(NestMembers), A(Record),
    A(PermittedSubclasses), A(MethodParameters), A(AnnotationDefault), A(Module), A(ModulePackages),
    A(ModuleMainClass), A(Synthetic), A(Deprecated), A(LineNumberTable), A(LocalVariableTable),
    A(LocalVariableTypeTable), A(StackMapTable),
#undef A
    {"RuntimeVisibleAnnotations", 25, A_RVA},
    {"RuntimeInvisibleAnnotations", 27, A_RIA},
    {"RuntimeVisibleParameterAnnotations", 34, A_RVPA},
    {"RuntimeInvisibleParameterAnnotations", 36, A_RIPA},
    {"RuntimeVisibleTypeAnnotations", 29, A_RVTA},
    {"RuntimeInvisibleTypeAnnotations", 31, A_RITA},
};

/* An attribute name's id, kept in its symbol's marks after the first lookup (a method descriptor keeps
   its argument count in the same bits, but no attribute name starts with '(' as descriptors do). */
static int attr_id(const P *p, uint16_t idx) {
    Str s = str_at(p, idx);
    if (s.n == 0 || s.s[0] == '(') return A_UNKNOWN;
    unsigned m = sym_marks(s.s);
    if (m & MARK_ATTR_NAME) return (int)(m >> MARK_VALUE_SHIFT) - 1;
    int id = A_UNKNOWN;
    for (size_t k = 0; k < sizeof attr_names / sizeof attr_names[0]; k++)
        if (attr_names[k].len == s.n && attr_names[k].name[0] == s.s[0] && memcmp(attr_names[k].name, s.s, s.n) == 0) {
            id = attr_names[k].id;
            break;
        }
    if (id + 1 >= 0 && id + 1 < 256) sym_add_marks(s.s, MARK_ATTR_NAME | (unsigned)(id + 1) << MARK_VALUE_SHIFT);
    return id;
}

/* Reads a Signature attribute's index (attribute length already checked to be 2). */
static bool parse_generic_signature(P *p, const char **out) {
    if (!more(p, 2)) return false;
    uint16_t idx = u2f(p);
    if (!valid_symbol(p, idx))
        return cfe(p, "Invalid Signature attribute at constant pool index %u in class file %s", (unsigned)idx, p->name);
    *out = p->cp[idx].v.utf8.s;
    return true;
}

/* A raw annotation-like attribute: checks for duplicates (whose message names the location) and
   keeps the bytes. */
static bool take_raw(P *p, CfAttr *slot, uint32_t len, const char *dup_msg) {
    if (slot->data) return cfe(p, dup_msg, p->name);
    if (!more(p, len)) return false;
    if (!copy_attr(p, p->pos, len, slot)) return false;
    p->pos += len;
    return true;
}

/* ---------------------------------------------------------------------------------- fields */

static bool constant_value_ok(P *p, uint16_t cv, Str desc) {
    if (!(cv > 0 && cv < p->cpn))
        return cfe(p, "Bad initial value index %u in ConstantValue attribute in class file %s", (unsigned)cv, p->name);
    uint8_t t = p->cp[cv].tag;
    switch (desc.s[0]) {
    case 'J':
        if (t != CONSTANT_Long) return cfe(p, "Inconsistent constant value type in class file %s", p->name);
        break;
    case 'F':
        if (t != CONSTANT_Float) return cfe(p, "Inconsistent constant value type in class file %s", p->name);
        break;
    case 'D':
        if (t != CONSTANT_Double) return cfe(p, "Inconsistent constant value type in class file %s", p->name);
        break;
    case 'B':
    case 'C':
    case 'S':
    case 'Z':
    case 'I':
        if (t != CONSTANT_Integer) return cfe(p, "Inconsistent constant value type in class file %s", p->name);
        break;
    case 'L':
        if (!(str_eq(desc, "Ljava/lang/String;") && t == CONSTANT_String))
            return cfe(p, "Bad string initial value in class file %s", p->name);
        break;
    default:
        return cfe(p, "Unable to set initial value %u in class file %s", (unsigned)cv, p->name);
    }
    return true;
}

static bool parse_field_attributes(P *p, CfField *f, uint16_t count, Str desc) {
    bool is_static = (f->access & ACC_STATIC) != 0;
    bool seen_cv = false, seen_ria = false, seen_rita = false;
    while (count--) {
        if (!more(p, 6)) return false;
        uint16_t ni = u2f(p);
        uint32_t alen = u4f(p);
        if (!valid_symbol(p, ni))
            return cfe(p, "Invalid field attribute index %u in class file %s", (unsigned)ni, p->name);
        int id = attr_id(p, ni);
        if (is_static && id == A_ConstantValue) {
            if (seen_cv) return cfe(p, "Duplicate ConstantValue attribute in class file %s", p->name);
            if (alen != 2)
                return cfe(p, "Invalid ConstantValue field attribute length %u in class file %s", alen, p->name);
            uint16_t cv;
            if (!get_u2(p, &cv)) return false;
            if (!constant_value_ok(p, cv, desc)) return false;
            f->constant_value = cv;
            seen_cv = true;
        } else if (id == A_Synthetic) {
            if (alen != 0)
                return cfe(p, "Invalid Synthetic field attribute length %u in class file %s", alen, p->name);
            f->access |= ACC_SYNTHETIC;
        } else if (id == A_Deprecated) {
            if (alen != 0)
                return cfe(p, "Invalid Deprecated field attribute length %u in class file %s", alen, p->name);
        } else if (p->major >= 49 && id == A_Signature) {
            if (f->signature) return cfe(p, "Multiple Signature attributes for field in class file %s", p->name);
            if (alen != 2)
                return cfe(p, "Wrong size %u for field's Signature attribute in class file %s", alen, p->name);
            if (!parse_generic_signature(p, &f->signature)) return false;
        } else if (p->major >= 49 && id == A_RVA) {
            if (!take_raw(p, &f->annotations, alen,
                          "Multiple RuntimeVisibleAnnotations attributes for field in class file %s"))
                return false;
        } else if (p->major >= 49 && id == A_RIA) {
            if (seen_ria) return cfe(p, "Multiple RuntimeInvisibleAnnotations attributes for field in class file %s", p->name);
            seen_ria = true;
            if (!take_raw(p, &f->invisible_annotations, alen, "")) return false;
        } else if (p->major >= 49 && id == A_RVTA) {
            if (!take_raw(p, &f->type_annotations, alen,
                          "Multiple RuntimeVisibleTypeAnnotations attributes for field in class file %s"))
                return false;
        } else if (p->major >= 49 && id == A_RITA) {
            if (seen_rita)
                return cfe(p, "Multiple RuntimeInvisibleTypeAnnotations attributes for field in class file %s", p->name);
            seen_rita = true;
            if (!take_raw(p, &f->invisible_type_annotations, alen, "")) return false;
        } else {
            if (!skip(p, alen)) return false;
        }
    }
    return true;
}

static bool field_eq(const void *ctx, int32_t a, int32_t b) {
    const CfField *f = ctx;
    return f[a].name == f[b].name && f[a].desc == f[b].desc;
}

static bool parse_fields(P *p) {
    ClassFile *cf = p->cf;
    bool is_interface = (cf->access & ACC_INTERFACE) != 0;
    if (!get_u2(p, &cf->n_fields)) return false;
    uint16_t n = cf->n_fields;
    cf->fields = n ? alloc0(p, n * sizeof(CfField)) : NULL;
    if (n && !cf->fields) return false;
    for (uint32_t k = 0; k < n; k++) {
        CfField *f = &cf->fields[k];
        if (!more(p, 8)) return false;
        unsigned flags = u2f(p) & RECOGNIZED_FIELD;
        bool pub = flags & ACC_PUBLIC, prot = flags & ACC_PROTECTED, priv = flags & ACC_PRIVATE;
        bool illegal;
        if (is_interface)
            illegal = !pub || !(flags & ACC_STATIC) || !(flags & ACC_FINAL) || priv || prot ||
                      (flags & (ACC_VOLATILE | ACC_TRANSIENT)) || (p->major >= 49 && (flags & ACC_ENUM));
        else
            illegal = (pub && prot) || (pub && priv) || (prot && priv) ||
                      ((flags & ACC_FINAL) && (flags & ACC_VOLATILE));
        if (illegal) return cfe(p, "Illegal field modifiers in class %s: 0x%X", p->name, flags);
        f->access = (uint16_t)flags;
        uint16_t ni = u2f(p);
        if (!valid_symbol(p, ni))
            return cfe(p, "Invalid constant pool index %u for field name in class file %s", (unsigned)ni, p->name);
        Str name = str_at(p, ni);
        if (!check_field_name(p, name)) return false;
        uint16_t si = u2f(p);
        if (!valid_symbol(p, si))
            return cfe(p, "Invalid constant pool index %u for field signature in class file %s", (unsigned)si, p->name);
        Str desc = str_at(p, si);
        if (!check_field_sig(p, name, desc)) return false;
        f->name = name.s;
        f->desc = desc.s;
        uint16_t ac = u2f(p);
        if (ac && !parse_field_attributes(p, f, ac, desc)) return false;
    }
    if (n > 1) {
        HSet h;
        if (!hset_init(p, &h, n)) return false;
        for (int32_t k = 0; k < n; k++) {
            const CfField *f = &cf->fields[k];
            if (hset_put(&h, hash_ptr(f->name) ^ (hash_ptr(f->desc) * 31u), k, field_eq, cf->fields) >= 0) {
                hset_done(&h);
                char sig[512];
                snprintf(sig, sizeof sig, "%s", f->desc);
                for (char *c = sig; *c; c++)
                    if (*c == '/') *c = '.';
                return cfe(p, "Duplicate field name \"%s\" with signature \"%s\" in class file %s", f->name, sig,
                           p->name);
            }
        }
        hset_done(&h);
    }
    return true;
}

/* --------------------------------------------------------------------------------- methods */

static bool lvt_eq(const void *ctx, int32_t a, int32_t b) {
    const LvtTmp *t = ctx;
    return t[a].start == t[b].start && t[a].length == t[b].length && t[a].name == t[b].name &&
           t[a].slot == t[b].slot;
}

static uint32_t lvt_hash(const LvtTmp *e) {
    uint32_t h = e->start;
    h = e->length + h * 37u;
    h = e->name + h * 37u;
    h = e->slot + h * 37u;
    return hash_ptr((const void *)(uintptr_t)h);
}

static bool parse_lvt(P *p, uint32_t code_len, uint16_t max_locals, uint32_t alen, bool is_lvtt) {
    const char *tbl = is_lvtt ? "LocalVariableTypeTable" : "LocalVariableTable";
    uint16_t cnt;
    if (!get_u2(p, &cnt)) return false;
    if (alen != 2u + (uint32_t)cnt * 10u) return cfe(p, "%s has wrong length in class file %s", tbl, p->name);
    if (!more(p, (size_t)cnt * 10)) return false;
    Vec *v = is_lvtt ? &p->lvtt : &p->lvt;
    for (uint32_t k = 0; k < cnt; k++) {
        uint16_t start = u2f(p), length = u2f(p), ni = u2f(p), di = u2f(p), slot = u2f(p);
        uint32_t end = (uint32_t)start + length;
        if (start >= code_len) return cfe(p, "Invalid start_pc %u in %s in class file %s", (unsigned)start, tbl, p->name);
        if (end > code_len) return cfe(p, "Invalid length %u in %s in class file %s", (unsigned)length, tbl, p->name);
        if (!valid_symbol(p, ni))
            return cfe(p, "Name index %u in %s has bad constant type in class file %s", (unsigned)ni, tbl, p->name);
        if (!valid_symbol(p, di))
            return cfe(p, "Signature index %u in %s has bad constant type in class file %s", (unsigned)di, tbl, p->name);
        Str name = str_at(p, ni), sig = str_at(p, di);
        if (!check_field_name(p, name)) return false;
        uint32_t extra = 0;
        if (!is_lvtt) {
            if (!check_field_sig(p, name, sig)) return false;
            if (str_eq(sig, "D") || str_eq(sig, "J")) extra = 1;
        }
        if ((uint32_t)slot + extra >= max_locals)
            return cfe(p, "Invalid index %u in %s in class file %s", (unsigned)slot, tbl, p->name);
        LvtTmp *t = vec_push(p, v, sizeof(LvtTmp));
        if (!t) return false;
        t->start = start;
        t->length = length;
        t->name = ni;
        t->desc = di;
        t->slot = slot;
        t->has_type = false;
    }
    return true;
}

static bool parse_code(P *p, CfMethod *m, uint32_t alen, int args_size) {
    if (!more(p, 8)) return false;
    CfCode *c = alloc0(p, sizeof *c);
    if (!c) return false;
    c->max_stack = u2f(p);
    c->max_locals = u2f(p);
    uint32_t code_len = u4f(p);
    if (args_size > c->max_locals) return cfe(p, "Arguments can't fit into locals in class file %s", p->name);
    if (code_len == 0 || code_len > MAX_CODE_SIZE)
        return cfe(p, "Invalid method Code length %u in class file %s", code_len, p->name);
    if (!more(p, code_len)) return false;
    c->code = alloc(p, code_len);
    if (!c->code) return false;
    memcpy(c->code, p->b + p->pos, code_len);
    c->code_len = code_len;
    p->pos += code_len;

    uint16_t n_handlers;
    if (!get_u2(p, &n_handlers)) return false;
    if (n_handlers) {
        if (!more(p, (size_t)n_handlers * 8)) return false;
        c->handlers = alloc(p, n_handlers * sizeof(CfExceptionHandler));
        if (!c->handlers) return false;
        for (uint32_t k = 0; k < n_handlers; k++) {
            CfExceptionHandler *h = &c->handlers[k];
            h->start_pc = u2f(p);
            h->end_pc = u2f(p);
            h->handler_pc = u2f(p);
            h->catch_type = u2f(p);
            if (!(h->start_pc < h->end_pc && h->end_pc <= code_len))
                return cfe(p, "Illegal exception table range in class file %s", p->name);
            if (!(h->handler_pc < code_len)) return cfe(p, "Illegal exception table handler in class file %s", p->name);
            if (h->catch_type != 0 && !valid_class(p, h->catch_type))
                return cfe(p, "Catch type in exception table has bad constant type in class file %s", p->name);
        }
        c->n_handlers = n_handlers;
    }

    uint16_t n_attrs;
    if (!get_u2(p, &n_attrs)) return false;
    uint32_t calc = 2 + 2 + 4 + code_len + 2 + 2 + (uint32_t)n_handlers * 8;
    p->lines.n = p->lvt.n = p->lvtt.n = 0;
    bool seen_smt = false;
    while (n_attrs--) {
        if (!more(p, 6)) return false;
        uint16_t ni = u2f(p);
        uint32_t clen = u4f(p);
        calc += clen + 6;
        if (!valid_symbol(p, ni))
            return cfe(p, "Invalid code attribute name index %u in class file %s", (unsigned)ni, p->name);
        int id = attr_id(p, ni);
        if (id == A_LineNumberTable) {
            uint16_t cnt;
            if (!get_u2(p, &cnt)) return false;
            if (clen != 2u + (uint32_t)cnt * 4u)
                return cfe(p, "LineNumberTable attribute has wrong length in class file %s", p->name);
            if (!more(p, (size_t)cnt * 4)) return false;
            for (uint32_t k = 0; k < cnt; k++) {
                uint16_t bci = u2f(p), line = u2f(p);
                if (bci >= code_len) return cfe(p, "Invalid pc in LineNumberTable in class file %s", p->name);
                CfLineNumber *ln = vec_push(p, &p->lines, sizeof(CfLineNumber));
                if (!ln) return false;
                ln->start_pc = bci;
                ln->line = line;
            }
        } else if (id == A_LocalVariableTable) {
            if (!parse_lvt(p, code_len, c->max_locals, clen, false)) return false;
        } else if (id == A_LocalVariableTypeTable && p->major >= 49) {
            if (!parse_lvt(p, code_len, c->max_locals, clen, true)) return false;
        } else if (id == A_StackMapTable && p->major >= 50) {
            if (seen_smt) return cfe(p, "Multiple StackMapTable attributes in class file %s", p->name);
            seen_smt = true;
            if (!more(p, clen)) return false;
            if (clen && !copy_attr(p, p->pos, clen, &c->stack_map_table)) return false;
            p->pos += clen;
        } else {
            if (!skip(p, clen)) return false;
        }
    }
    if (alen != calc) return cfe(p, "Code segment has wrong length in class file %s", p->name);
    if (p->lines.n > 0xFFFF || p->lvt.n > 0xFFFF || p->lvtt.n > 0xFFFF)
        return cfe(p, "Too many LineNumberTable or LocalVariableTable entries in class file %s", p->name);
    m->code = c;
    return true;
}

/* The tables of a Code attribute, after the method's attributes (HotSpot checks LVT/LVTT
   consistency when it builds the method). */
static bool finish_code(P *p, CfCode *c) {
    if (p->lines.n) {
        c->lines = alloc(p, p->lines.n * sizeof(CfLineNumber));
        if (!c->lines) return false;
        memcpy(c->lines, p->lines.data, p->lines.n * sizeof(CfLineNumber));
        c->n_lines = (uint16_t)p->lines.n;
    }
    /* HotSpot looks at the LVTT entries only when there are LVT entries; else drops them */
    if (!p->lvt.n) return true;
    LvtTmp *lvt = p->lvt.data, *lvtt = p->lvtt.data;
    uint32_t nl = (uint32_t)p->lvt.n, nt = (uint32_t)p->lvtt.n;
    HSet h;
    if (!hset_init(p, &h, nl)) return false;
    for (uint32_t k = 0; k < nl; k++) {
        if (hset_put(&h, lvt_hash(&lvt[k]), (int32_t)k, lvt_eq, lvt) >= 0 && p->major >= 49) {
            hset_done(&h);
            return cfe(p, "Duplicated LocalVariableTable attribute entry for '%s' in class file %s",
                       p->cp[lvt[k].name].v.utf8.s, p->name);
        }
    }
    /* lookups compare through the LVT array: the probe goes in a spare slot at index nl */
    if (nt && !vec_push(p, &p->lvt, sizeof(LvtTmp))) {
        hset_done(&h);
        return false;
    }
    lvt = p->lvt.data;
    p->lvt.n = nl;
    for (uint32_t k = 0; k < nt; k++) {
        lvt[nl] = lvtt[k];
        int32_t hit = hset_get(&h, lvt_hash(&lvt[nl]), (int32_t)nl, lvt_eq, lvt);
        if (hit < 0) {
            hset_done(&h);
            return cfe(p, "LVTT entry for '%s' in class file %s does not match any LVT entry",
                       p->cp[lvtt[k].name].v.utf8.s, p->name);
        }
        if (lvt[hit].has_type) {
            hset_done(&h);
            return cfe(p, "Duplicated LocalVariableTypeTable attribute entry for '%s' in class file %s",
                       p->cp[lvtt[k].name].v.utf8.s, p->name);
        }
        lvt[hit].has_type = true;
    }
    hset_done(&h);
    if (nl) {
        c->locals = alloc(p, nl * sizeof(CfLocalVar));
        if (!c->locals) return false;
        for (uint32_t k = 0; k < nl; k++) {
            CfLocalVar *v = &c->locals[k];
            v->start_pc = lvt[k].start;
            v->length = lvt[k].length;
            v->index = lvt[k].slot;
            v->name = p->cp[lvt[k].name].v.utf8.s;
            v->desc = p->cp[lvt[k].desc].v.utf8.s;
        }
        c->n_locals = (uint16_t)nl;
    }
    if (nt) {
        c->local_types = alloc(p, nt * sizeof(CfLocalVar));
        if (!c->local_types) return false;
        for (uint32_t k = 0; k < nt; k++) {
            CfLocalVar *v = &c->local_types[k];
            v->start_pc = lvtt[k].start;
            v->length = lvtt[k].length;
            v->index = lvtt[k].slot;
            v->name = p->cp[lvtt[k].name].v.utf8.s;
            v->desc = p->cp[lvtt[k].desc].v.utf8.s;
        }
        c->n_local_types = (uint16_t)nt;
    }
    return true;
}

static bool method_flags_ok(P *p, unsigned flags, bool is_interface, Str name) {
    bool pub = flags & ACC_PUBLIC, priv = flags & ACC_PRIVATE, prot = flags & ACC_PROTECTED;
    bool stat = flags & ACC_STATIC, fin = flags & ACC_FINAL, nat = flags & ACC_NATIVE;
    bool abs = flags & ACC_ABSTRACT, bridge = flags & ACC_BRIDGE, strict = flags & ACC_STRICT;
    bool sync = flags & ACC_SYNCHRONIZED;
    bool gte_15 = p->major >= 49, gte_8 = p->major >= 52, gte_17 = p->major >= 61;
    bool illegal = false;
    if (is_interface) {
        if (gte_8) {
            illegal = (pub == priv) || nat || prot || fin || sync || (abs && (priv || stat || (!gte_17 && strict)));
        } else if (gte_15) {
            illegal = !pub || priv || prot || stat || fin || sync || nat || !abs || strict;
        } else {
            illegal = !pub || stat || fin || nat || !abs;
        }
    } else if ((pub && prot) || (pub && priv) || (prot && priv)) {
        illegal = true;
    } else if (is_init(name)) {
        illegal = stat || fin || sync || nat || abs || (gte_15 && bridge);
    } else if (abs) {
        illegal = fin || nat || priv || stat || (gte_15 && (sync || (!gte_17 && strict)));
    }
    if (illegal)
        return cfe(p, "Method %s in class %s has illegal modifiers: 0x%X", name.s, p->name, flags);
    return true;
}

static bool parse_method(P *p, CfMethod *m, bool is_interface) {
    if (!more(p, 8)) return false;
    unsigned flags = u2f(p);
    uint16_t ni = u2f(p);
    if (!valid_symbol(p, ni))
        return cfe(p, "Illegal constant pool index %u for method name in class file %s", (unsigned)ni, p->name);
    Str name = str_at(p, ni);
    if (!check_method_name(p, name)) return false;
    uint16_t si = u2f(p);
    if (!valid_symbol(p, si))
        return cfe(p, "Illegal constant pool index %u for method signature in class file %s", (unsigned)si, p->name);
    Str sig = str_at(p, si);
    if (is_clinit(name)) {
        if (p->major < 51) flags = ACC_STATIC;
        else if (flags & ACC_STATIC) flags &= ACC_STATIC | (p->major <= 60 ? ACC_STRICT : 0);
        else return cfe(p, "Method <clinit> is not static in class file %s", p->name);
    } else if (!method_flags_ok(p, flags, is_interface, name)) {
        return false;
    }
    if (is_init(name) && is_interface)
        return cfe(p, "Interface cannot have a method named <init>, class file %s", p->name);
    int sig_args = check_method_sig(p, name, sig);
    if (sig_args < 0) return false;
    int args_size = ((flags & ACC_STATIC) ? 0 : 1) + sig_args;
    if (args_size > MAX_ARGS_SIZE) return cfe(p, "Too many arguments in method signature in class file %s", p->name);
    m->access = (uint16_t)(flags & RECOGNIZED_METHOD);
    m->name = name.s;
    m->desc = sig.s;

    uint16_t count = u2f(p);
    bool seen_code = false, seen_exc = false, seen_mp = false, seen_ria = false, seen_ripa = false,
         seen_rita = false;
    while (count--) {
        if (!more(p, 6)) return false;
        uint16_t ai = u2f(p);
        uint32_t alen = u4f(p);
        if (!valid_symbol(p, ai))
            return cfe(p, "Invalid method attribute name index %u in class file %s", (unsigned)ai, p->name);
        int id = attr_id(p, ai);
        if (id == A_Code) {
            if (m->access & (ACC_NATIVE | ACC_ABSTRACT))
                return cfe(p, "Code attribute in native or abstract methods in class file %s", p->name);
            if (seen_code) return cfe(p, "Multiple Code attributes in class file %s", p->name);
            seen_code = true;
            if (!parse_code(p, m, alen, args_size)) return false;
        } else if (id == A_Exceptions) {
            if (seen_exc) return cfe(p, "Multiple Exceptions attributes in class file %s", p->name);
            seen_exc = true;
            uint16_t n;
            if (!get_u2(p, &n)) return false;
            if (!more(p, (size_t)n * 2)) return false;
            if (n) {
                m->exceptions = alloc(p, n * sizeof(uint16_t));
                if (!m->exceptions) return false;
            }
            for (uint32_t k = 0; k < n; k++) {
                uint16_t e = u2f(p);
                if (!valid_class(p, e))
                    return cfe(p, "Exception name has bad type at constant pool %u in class file %s", (unsigned)e, p->name);
                m->exceptions[k] = e;
            }
            m->n_exceptions = n;
            if (alen != 2u + 2u * n) return cfe(p, "Exceptions attribute has wrong length in class file %s", p->name);
        } else if (id == A_MethodParameters) {
            if (seen_mp) return cfe(p, "Multiple MethodParameters attributes in class file %s", p->name);
            seen_mp = true;
            if (!more(p, 1)) return false;
            size_t start = p->pos;
            unsigned n = u1f(p);
            uint16_t real = (uint16_t)(n * 4u + 1u);
            if (alen != real) return cfe(p, "Invalid MethodParameters method attribute length %u in class file", alen);
            if (!skip(p, (size_t)n * 4)) return false;
            if (!copy_attr(p, start, alen, &m->method_parameters)) return false;
        } else if (id == A_Synthetic) {
            if (alen != 0)
                return cfe(p, "Invalid Synthetic method attribute length %u in class file %s", alen, p->name);
            m->access |= ACC_SYNTHETIC;
        } else if (id == A_Deprecated) {
            if (alen != 0)
                return cfe(p, "Invalid Deprecated method attribute length %u in class file %s", alen, p->name);
        } else if (p->major >= 49 && id == A_Signature) {
            if (m->signature) return cfe(p, "Multiple Signature attributes for method in class file %s", p->name);
            if (alen != 2) return cfe(p, "Invalid Signature attribute length %u in class file %s", alen, p->name);
            if (!parse_generic_signature(p, &m->signature)) return false;
        } else if (p->major >= 49 && id == A_RVA) {
            if (!take_raw(p, &m->annotations, alen,
                          "Multiple RuntimeVisibleAnnotations attributes for method in class file %s"))
                return false;
        } else if (p->major >= 49 && id == A_RIA) {
            if (seen_ria)
                return cfe(p, "Multiple RuntimeInvisibleAnnotations attributes for method in class file %s", p->name);
            seen_ria = true;
            if (!take_raw(p, &m->invisible_annotations, alen, "")) return false;
        } else if (p->major >= 49 && id == A_RVPA) {
            if (!take_raw(p, &m->parameter_annotations, alen,
                          "Multiple RuntimeVisibleParameterAnnotations attributes for method in class file %s"))
                return false;
        } else if (p->major >= 49 && id == A_RIPA) {
            if (seen_ripa)
                return cfe(p, "Multiple RuntimeInvisibleParameterAnnotations attributes for method in class file %s",
                           p->name);
            seen_ripa = true;
            if (!take_raw(p, &m->invisible_parameter_annotations, alen, "")) return false;
        } else if (p->major >= 49 && id == A_AnnotationDefault) {
            if (!take_raw(p, &m->annotation_default, alen,
                          "Multiple AnnotationDefault attributes for method in class file %s"))
                return false;
        } else if (p->major >= 49 && id == A_RVTA) {
            if (!take_raw(p, &m->type_annotations, alen,
                          "Multiple RuntimeVisibleTypeAnnotations attributes for method in class file %s"))
                return false;
        } else if (p->major >= 49 && id == A_RITA) {
            if (seen_rita)
                return cfe(p, "Multiple RuntimeInvisibleTypeAnnotations attributes for method in class file %s", p->name);
            seen_rita = true;
            if (!take_raw(p, &m->invisible_type_annotations, alen, "")) return false;
        } else {
            if (!skip(p, alen)) return false;
        }
    }
    if (!(m->access & (ACC_NATIVE | ACC_ABSTRACT)) && !seen_code)
        return cfe(p, "Absent Code attribute in method that is not native or abstract in class file %s", p->name);
    if (m->code && !finish_code(p, m->code)) return false;
    return true;
}

static bool method_eq(const void *ctx, int32_t a, int32_t b) {
    const CfMethod *m = ctx;
    return m[a].name == m[b].name && m[a].desc == m[b].desc;
}

static bool parse_methods(P *p) {
    ClassFile *cf = p->cf;
    bool is_interface = (cf->access & ACC_INTERFACE) != 0;
    if (!get_u2(p, &cf->n_methods)) return false;
    uint16_t n = cf->n_methods;
    cf->methods = n ? alloc0(p, n * sizeof(CfMethod)) : NULL;
    if (n && !cf->methods) return false;
    for (uint32_t k = 0; k < n; k++)
        if (!parse_method(p, &cf->methods[k], is_interface)) return false;
    if (n > 1) {
        HSet h;
        if (!hset_init(p, &h, n)) return false;
        for (int32_t k = 0; k < n; k++) {
            const CfMethod *m = &cf->methods[k];
            if (hset_put(&h, hash_ptr(m->name) ^ (hash_ptr(m->desc) * 31u), k, method_eq, cf->methods) >= 0) {
                hset_done(&h);
                char sig[512];
                snprintf(sig, sizeof sig, "%s", m->desc);
                for (char *c = sig; *c; c++)
                    if (*c == '/') *c = '.';
                return cfe(p, "Duplicate method name \"%s\" with signature \"%s\" in class file %s", m->name, sig,
                           p->name);
            }
        }
        hset_done(&h);
    }
    return true;
}

/* ---------------------------------------------------------------------- class attributes */

static bool class_flags_ok(P *p, unsigned flags) {
    if (flags & ACC_MODULE)
        return fail(p, EXC_NCDFE, "%s is not a class because access_flag ACC_MODULE is set", p->name);
    bool itf = flags & ACC_INTERFACE, abs = flags & ACC_ABSTRACT, fin = flags & ACC_FINAL;
    bool sup = flags & ACC_SUPER, enm = flags & ACC_ENUM, ann = flags & ACC_ANNOTATION;
    bool gte_15 = p->major >= 49;
    if ((abs && fin) || (itf && !abs) || (itf && gte_15 && (sup || enm)) || (!itf && gte_15 && ann))
        return cfe(p, "Illegal class modifiers in class %s: 0x%X", p->name, flags);
    return true;
}

/* Name lookups over InnerClasses entries: the set holds, per inner class name, the first entry
   with that name. Element index n stands for the name being looked up. */
typedef struct InnerNames {
    const P *p;
    const CfInnerClass *ic;
    uint32_t n;
    const char *probe;
    HSet set;
} InnerNames;

static const char *ic_name(const P *p, int32_t class_index) { return class_name_at(p, (uint32_t)class_index).s; }

static const char *in_name(const InnerNames *t, int32_t k) {
    return (uint32_t)k >= t->n ? t->probe : ic_name(t->p, t->ic[k].inner_class);
}
static bool in_eq(const void *ctx, int32_t a, int32_t b) {
    const InnerNames *t = ctx;
    return in_name(t, a) == in_name(t, b);
}
/* The first entry whose inner class is called name, or -1. */
static int32_t in_find(InnerNames *t, const char *name) {
    t->probe = name;
    return hset_get(&t->set, hash_ptr(name), (int32_t)t->n, in_eq, t);
}
/* HotSpot's inner_classes_jump_to_outer, on cp indices (-1: none). */
static int32_t in_jump(InnerNames *t, int32_t c) {
    if (c <= 0) return -1;
    int32_t k = in_find(t, ic_name(t->p, c));
    return k < 0 ? -1 : (int32_t)t->ic[k].outer_class;
}

/* HotSpot's check_inner_classes_circularity: sets *circular when HotSpot would ignore the
   attribute, and fails the parse on a duplicate entry. HotSpot walks the outer chain of every
   entry with Floyd's algorithm and compares every pair of entries; here each chain's fate is
   computed once (the walk from an entry that is the first with its name only depends on that
   name), the pair test uses the next entry with the same inner_class_info_index, and the rare
   remaining walks (an entry whose inner class name already appeared with another cp index) are
   simulated with a bound. */
static bool inner_classes_circular(P *p, const CfInnerClass *ic, uint32_t n, bool *circular) {
    *circular = false;
    if (n == 0) return true;
    bool ok = false;
    InnerNames t = {p, ic, n, NULL, {0}};
    HSet byidx = {0};
    int32_t *first = malloc(n * sizeof *first), *next_same = malloc(n * sizeof *next_same);
    int32_t *stack = malloc(n * sizeof *stack);
    uint8_t *state = calloc(n, 1); /* per first entry: 0 unknown, 1 on the path, 2 ends, 3 cycles */
    if (!first || !next_same || !stack || !state) {
        oom(p);
        goto out;
    }
    if (!hset_init(p, &t.set, n) || !hset_init(p, &byidx, n)) goto out;
    for (uint32_t k = 0; k < n; k++) {
        int32_t hit = hset_put(&t.set, hash_ptr(in_name(&t, (int32_t)k)), (int32_t)k, in_eq, &t);
        first[k] = hit >= 0 ? hit : (int32_t)k;
    }
    /* backwards, so that the set maps each cp index to its latest (smallest) position so far */
    for (uint32_t k = n; k-- > 0;) {
        uint32_t j = hash_ptr((const void *)(uintptr_t)ic[k].inner_class) & byidx.mask;
        while (byidx.slot[j] >= 0 && ic[byidx.slot[j]].inner_class != ic[k].inner_class) j = (j + 1) & byidx.mask;
        next_same[k] = byidx.slot[j];
        byidx.slot[j] = (int32_t)k;
    }
    for (uint32_t s = 0; s < n; s++) {
        if (first[s] != (int32_t)s || state[s]) continue;
        uint32_t sp = 0;
        int32_t k = (int32_t)s;
        uint8_t result;
        for (;;) {
            if (state[k] == 1) {
                result = 3;
                break;
            }
            if (state[k] >= 2) {
                result = state[k];
                break;
            }
            state[k] = 1;
            stack[sp++] = k;
            if (ic[k].outer_class == 0 || (k = in_find(&t, ic_name(p, ic[k].outer_class))) < 0) {
                result = 2;
                break;
            }
        }
        while (sp) state[stack[--sp]] = result;
    }

    uint32_t budget = 1u << 22;
    for (uint32_t idx = 0; idx < n; idx++) {
        int32_t x0 = ic[idx].inner_class, x1 = ic[idx].outer_class;
        if (x1 != 0) {
            const char *n1 = ic_name(p, x1);
            int32_t o0 = ic[first[idx]].outer_class;
            if (ic_name(p, x0) == n1) {
                *circular = true;
            } else if (o0 != 0 && ic_name(p, o0) == n1) {
                /* the walk follows the chain from x1: it finds a match exactly when that cycles */
                int32_t k1 = in_find(&t, n1);
                *circular = k1 >= 0 && state[k1] == 3;
            } else {
                int32_t slow = x0, fast = x1;
                uint32_t steps = 0;
                while (fast > 0) {
                    if (slow > 0 && ic_name(p, slow) == ic_name(p, fast)) {
                        *circular = true;
                        break;
                    }
                    if (++steps > 2 * n + 8 || budget-- == 0) {
                        *circular = true;
                        break;
                    }
                    if ((fast = in_jump(&t, fast)) < 0 || (fast = in_jump(&t, fast)) < 0) break;
                    slow = in_jump(&t, slow);
                }
            }
            if (*circular) break;
        }
        int32_t y = next_same[idx];
        if (y >= 0) {
            if (p->major >= 49 && ic[idx].outer_class == ic[y].outer_class && ic[idx].inner_name == ic[y].inner_name &&
                ic[idx].access == ic[y].access) {
                cfe(p, "Duplicate entry in InnerClasses attribute in class file %s", p->name);
                goto out;
            }
            *circular = true;
            break;
        }
    }
    ok = true;
out:
    hset_done(&t.set);
    hset_done(&byidx);
    free(first);
    free(next_same);
    free(stack);
    free(state);
    return ok;
}

static bool parse_inner_classes(P *p, size_t start, bool present, uint32_t attr_len) {
    ClassFile *cf = p->cf;
    size_t save = p->pos;
    uint16_t n = 0;
    if (present) {
        p->pos = start;
        if (!get_u2(p, &n)) return false;
    }
    CfInnerClass *ic = NULL;
    if (!more(p, (size_t)n * 8)) return false;
    if (n) {
        ic = alloc(p, n * sizeof *ic);
        if (!ic) return false;
    }
    for (uint32_t k = 0; k < n; k++) {
        uint16_t inner = u2f(p);
        if (!valid_class(p, inner))
            return cfe(p, "inner_class_info_index %u has bad constant type in class file %s", (unsigned)inner, p->name);
        uint16_t outer = u2f(p);
        if (!(outer == 0 || valid_class(p, outer)))
            return cfe(p, "outer_class_info_index %u has bad constant type in class file %s", (unsigned)outer, p->name);
        if (outer != 0 && class_name_at(p, outer).s[0] == '[')
            return cfe(p, "Outer class is an array class in class file %s", p->name);
        uint16_t iname = u2f(p);
        if (!(iname == 0 || valid_symbol(p, iname)))
            return cfe(p, "inner_name_index %u has bad constant type in class file %s", (unsigned)iname, p->name);
        if (inner == outer) return cfe(p, "Class is both outer and inner class in class file %s", p->name);
        unsigned flags = u2f(p) & (RECOGNIZED_INNER | (p->major >= 53 ? ACC_MODULE : 0));
        if ((flags & ACC_INTERFACE) && p->major < 50) flags |= ACC_ABSTRACT;
        if (!class_flags_ok(p, flags)) return false;
        ic[k].inner_class = inner;
        ic[k].outer_class = outer;
        ic[k].inner_name = iname;
        ic[k].access = (uint16_t)flags;
    }
    bool circular = false;
    if (!inner_classes_circular(p, ic, n, &circular)) return false;
    if (present && p->major >= 49 && attr_len != 2u + 8u * n)
        return cfe(p, "Wrong InnerClasses attribute length in class file %s", p->name);
    if (!circular) {
        cf->inner_classes = ic;
        cf->n_inner_classes = n;
    }
    p->pos = save;
    return true;
}

/* NestMembers and PermittedSubclasses: a counted list of Class indices. */
static bool parse_class_list(P *p, size_t start, uint32_t attr_len, uint16_t *count, uint16_t **out,
                             const char *bad_msg, const char *len_msg) {
    size_t save = p->pos;
    p->pos = start;
    uint16_t n;
    if (!get_u2(p, &n)) return false;
    if (!more(p, (size_t)n * 2)) return false;
    uint16_t *v = NULL;
    if (n) {
        v = alloc(p, n * sizeof *v);
        if (!v) return false;
    }
    for (uint32_t k = 0; k < n; k++) {
        uint16_t ci = u2f(p);
        if (!valid_class(p, ci)) return cfe(p, bad_msg, (unsigned)ci, p->name);
        v[k] = ci;
    }
    if (attr_len != 2u + 2u * n) return cfe(p, len_msg, p->name);
    *count = n;
    *out = v;
    p->pos = save;
    return true;
}

static bool parse_record(P *p, size_t start, uint32_t attr_len) {
    ClassFile *cf = p->cf;
    size_t save = p->pos;
    p->pos = start;
    uint16_t n;
    if (!get_u2(p, &n)) return false;
    uint32_t calc = 2;
    CfRecordComponent *rc = NULL;
    if (n) {
        rc = alloc0(p, n * sizeof *rc);
        if (!rc) return false;
    }
    for (uint32_t k = 0; k < n; k++) {
        CfRecordComponent *c = &rc[k];
        if (!more(p, 6)) return false;
        uint16_t ni = u2f(p);
        if (!valid_symbol(p, ni))
            return cfe(p, "Invalid constant pool index %u for name in Record attribute in class file %s", (unsigned)ni,
                       p->name);
        Str name = str_at(p, ni);
        if (!check_field_name(p, name)) return false;
        uint16_t di = u2f(p);
        if (!valid_symbol(p, di))
            return cfe(p, "Invalid constant pool index %u for descriptor in Record attribute in class file %s",
                       (unsigned)di, p->name);
        Str desc = str_at(p, di);
        if (!check_field_sig(p, name, desc)) return false;
        c->name = name.s;
        c->desc = desc.s;
        uint16_t ac = u2f(p);
        calc += 6;
        bool seen_ria = false, seen_rita = false;
        for (uint32_t a = 0; a < ac; a++) {
            if (!more(p, 6)) return false;
            uint16_t ai = u2f(p);
            uint32_t alen = u4f(p);
            calc += 6;
            if (!valid_symbol(p, ai))
                return cfe(p, "Invalid Record attribute name index %u in class file %s", (unsigned)ai, p->name);
            int id = attr_id(p, ai);
            if (id == A_Signature) {
                if (c->signature)
                    return cfe(p, "Multiple Signature attributes for Record component in class file %s", p->name);
                if (alen != 2)
                    return cfe(p, "Invalid Signature attribute length %u in Record component in class file %s", alen,
                               p->name);
                if (!parse_generic_signature(p, &c->signature)) return false;
            } else if (id == A_RVA) {
                if (!take_raw(p, &c->annotations, alen,
                              "Multiple RuntimeVisibleAnnotations attributes for Record component in class file %s"))
                    return false;
            } else if (id == A_RIA) {
                if (seen_ria)
                    return cfe(p, "Multiple RuntimeInvisibleAnnotations attributes for Record component in class file %s",
                               p->name);
                seen_ria = true;
                if (!take_raw(p, &c->invisible_annotations, alen, "")) return false;
            } else if (id == A_RVTA) {
                if (!take_raw(p, &c->type_annotations, alen,
                              "Multiple RuntimeVisibleTypeAnnotations attributes for Record component in class file %s"))
                    return false;
            } else if (id == A_RITA) {
                if (seen_rita)
                    return cfe(p,
                               "Multiple RuntimeInvisibleTypeAnnotations attributes for Record component in class file %s",
                               p->name);
                seen_rita = true;
                if (!take_raw(p, &c->invisible_type_annotations, alen, "")) return false;
            } else {
                if (!skip(p, alen)) return false;
            }
            calc += alen;
        }
    }
    if (attr_len != calc) return cfe(p, "Record attribute has wrong length in class file %s", p->name);
    cf->is_record = true;
    cf->n_record_components = n;
    cf->record_components = rc;
    p->pos = save;
    return true;
}

static bool is_loadable(uint8_t t) {
    return (t >= CONSTANT_Integer && t <= CONSTANT_String) || t == CONSTANT_MethodHandle ||
           t == CONSTANT_MethodType || t == CONSTANT_Dynamic;
}

static bool parse_bootstrap_methods(P *p, uint32_t alen) {
    ClassFile *cf = p->cf;
    size_t start = p->pos;
    if (alen < 2) return cfe(p, "Invalid BootstrapMethods attribute length %u in class file %s", alen, p->name);
    if (!more(p, alen)) return false;
    uint32_t count = u2f(p);
    if (!(p->max_bsm < (int)count)) return cfe(p, "Short length on BootstrapMethods in class file %s", p->name);
    uint32_t operands_len = count * 2 + (alen - 2) / 2;
    uint32_t fill = count * 2;
    CfBootstrapMethod *bm = NULL;
    if (count) {
        bm = alloc(p, count * sizeof *bm);
        if (!bm) return false;
    }
    for (uint32_t k = 0; k < count; k++) {
        if (!more(p, 4)) return false;
        uint16_t mh = u2f(p), argc = u2f(p);
        if (!(in_range(p, mh) && p->cp[mh].tag == CONSTANT_MethodHandle))
            return cfe(p, "bootstrap_method_index %u has bad constant type in class file %s", (unsigned)mh, p->name);
        if (!(fill + 1 + argc < operands_len))
            return cfe(p,
                       "Invalid BootstrapMethods num_bootstrap_methods or num_bootstrap_arguments value in class file %s",
                       p->name);
        fill += 2;
        if (!more(p, (size_t)argc * 2)) return false;
        bm[k].method_handle = mh;
        bm[k].n_args = argc;
        bm[k].args = NULL;
        if (argc) {
            bm[k].args = alloc(p, argc * sizeof(uint16_t));
            if (!bm[k].args) return false;
        }
        for (uint32_t j = 0; j < argc; j++) {
            uint16_t ai = u2f(p);
            if (!(in_range(p, ai) && is_loadable(p->cp[ai].tag)))
                return cfe(p, "argument_index %u has bad constant type in class file %s", (unsigned)ai, p->name);
            bm[k].args[j] = ai;
            fill++;
        }
    }
    if (p->pos != start + alen) return cfe(p, "Bad length on BootstrapMethods in class file %s", p->name);
    cf->n_bootstrap_methods = (uint16_t)count;
    cf->bootstrap_methods = bm;
    return true;
}

static bool parse_class_attributes(P *p) {
    ClassFile *cf = p->cf;
    uint16_t count;
    if (!get_u2(p, &count)) return false;
    bool seen_sf = false, seen_sde = false, seen_ic = false, seen_nm = false, seen_ps = false, seen_nh = false,
         seen_rec = false, seen_em = false, seen_bsm = false, seen_ria = false, seen_rita = false,
         seen_sig = false;
    size_t ic_start = 0, nm_start = 0, rec_start = 0, ps_start = 0;
    uint32_t ic_len = 0, nm_len = 0, rec_len = 0, ps_len = 0;
    uint16_t em_class = 0, em_method = 0;
    while (count--) {
        if (!more(p, 6)) return false;
        uint16_t ni = u2f(p);
        uint32_t alen = u4f(p);
        if (!valid_symbol(p, ni))
            return cfe(p, "Attribute name has bad constant pool index %u in class file %s", (unsigned)ni, p->name);
        int id = attr_id(p, ni);
        if (p->module_mode && (id == A_Module || id == A_ModulePackages || id == A_ModuleMainClass)) {
            CfAttr *slot = id == A_Module ? &cf->module : id == A_ModulePackages ? &cf->module_packages
                                                                                 : &cf->module_main_class;
            if (!take_raw(p, slot, alen, "%s")) return false;
            continue;
        }
        switch (id) {
        case A_SourceFile: {
            if (alen != 2) return cfe(p, "Wrong SourceFile attribute length in class file %s", p->name);
            if (seen_sf) return cfe(p, "Multiple SourceFile attributes in class file %s", p->name);
            seen_sf = true;
            uint16_t si;
            if (!get_u2(p, &si)) return false;
            if (!valid_symbol(p, si))
                return cfe(p, "Invalid SourceFile attribute at constant pool index %u in class file %s", (unsigned)si,
                           p->name);
            cf->source_file = p->cp[si].v.utf8.s;
            continue;
        }
        case A_SourceDebugExtension:
            if (seen_sde) return cfe(p, "Multiple SourceDebugExtension attributes in class file %s", p->name);
            seen_sde = true;
            if (!take_raw(p, &cf->source_debug_extension, alen, "%s")) return false;
            continue;
        case A_InnerClasses:
            if (seen_ic) return cfe(p, "Multiple InnerClasses attributes in class file %s", p->name);
            seen_ic = true;
            ic_start = p->pos;
            ic_len = alen;
            if (!skip(p, alen)) return false;
            continue;
        case A_Synthetic:
            if (alen != 0)
                return cfe(p, "Invalid Synthetic classfile attribute length %u in class file %s", alen, p->name);
            cf->synthetic = true;
            continue;
        case A_Deprecated:
            if (alen != 0)
                return cfe(p, "Invalid Deprecated classfile attribute length %u in class file %s", alen, p->name);
            cf->deprecated = true;
            continue;
        default:
            break;
        }
        if (p->major < 49) {
            if (!skip(p, alen)) return false;
            continue;
        }
        switch (id) {
        case A_Signature: {
            if (seen_sig) return cfe(p, "Multiple Signature attributes in class file %s", p->name);
            if (alen != 2) return cfe(p, "Wrong Signature attribute length %u in class file %s", alen, p->name);
            uint16_t si;
            if (!get_u2(p, &si)) return false;
            if (!valid_symbol(p, si))
                return cfe(p, "Invalid constant pool index %u in Signature attribute in class file %s", (unsigned)si,
                           p->name);
            seen_sig = true;
            cf->signature = p->cp[si].v.utf8.s;
            continue;
        }
        case A_RVA:
            if (!take_raw(p, &cf->annotations, alen, "Multiple RuntimeVisibleAnnotations attributes in class file %s"))
                return false;
            continue;
        case A_RIA:
            if (seen_ria) return cfe(p, "Multiple RuntimeInvisibleAnnotations attributes in class file %s", p->name);
            seen_ria = true;
            if (!take_raw(p, &cf->invisible_annotations, alen, "%s")) return false;
            continue;
        case A_EnclosingMethod:
            if (seen_em) return cfe(p, "Multiple EnclosingMethod attributes in class file %s", p->name);
            seen_em = true;
            if (alen != 4) return cfe(p, "Wrong EnclosingMethod attribute length %u in class file %s", alen, p->name);
            if (!more(p, 4)) return false;
            em_class = u2f(p);
            em_method = u2f(p);
            if (em_class == 0) return cfe(p, "Invalid class index in EnclosingMethod attribute in class file %s", p->name);
            if (!valid_class(p, em_class))
                return cfe(p, "Invalid or out-of-bounds class index in EnclosingMethod attribute in class file %s",
                           p->name);
            if (em_method != 0 && !(em_method < p->cpn && p->cp[em_method].tag == CONSTANT_NameAndType))
                return cfe(p, "Invalid or out-of-bounds method index in EnclosingMethod attribute in class file %s",
                           p->name);
            continue;
        case A_BootstrapMethods:
            if (p->major < 51) break;
            if (seen_bsm) return cfe(p, "Multiple BootstrapMethods attributes in class file %s", p->name);
            seen_bsm = true;
            if (!parse_bootstrap_methods(p, alen)) return false;
            continue;
        case A_RVTA:
            if (!take_raw(p, &cf->type_annotations, alen,
                          "Multiple RuntimeVisibleTypeAnnotations attributes in class file %s"))
                return false;
            continue;
        case A_RITA:
            if (seen_rita) return cfe(p, "Multiple RuntimeInvisibleTypeAnnotations attributes in class file %s", p->name);
            seen_rita = true;
            if (!take_raw(p, &cf->invisible_type_annotations, alen, "%s")) return false;
            continue;
        default:
            break;
        }
        if (p->major >= 55 && id == A_NestMembers) {
            if (seen_nm) return cfe(p, "Multiple NestMembers attributes in class file %s", p->name);
            seen_nm = true;
            if (seen_nh) return cfe(p, "Conflicting NestHost and NestMembers attributes in class file %s", p->name);
            nm_start = p->pos;
            nm_len = alen;
            if (!skip(p, alen)) return false;
        } else if (p->major >= 55 && id == A_NestHost) {
            if (seen_nh) return cfe(p, "Multiple NestHost attributes in class file %s", p->name);
            seen_nh = true;
            if (seen_nm) return cfe(p, "Conflicting NestMembers and NestHost attributes in class file %s", p->name);
            if (alen != 2) return cfe(p, "Wrong NestHost attribute length in class file %s", p->name);
            uint16_t ci;
            if (!get_u2(p, &ci)) return false;
            if (!valid_class(p, ci))
                return cfe(p, "Nest-host class_info_index %u has bad constant type in class file %s", (unsigned)ci,
                           p->name);
            cf->nest_host = ci;
        } else if (p->major >= 60 && id == A_Record) {
            if (seen_rec) return cfe(p, "Multiple Record attributes in class file %s", p->name);
            seen_rec = true;
            rec_start = p->pos;
            rec_len = alen;
            if (!skip(p, alen)) return false;
        } else if (p->major >= 61 && id == A_PermittedSubclasses) {
            if (seen_ps) return cfe(p, "Multiple PermittedSubclasses attributes in class file %s", p->name);
            if (cf->access & ACC_FINAL) return cfe(p, "PermittedSubclasses attribute in final class file %s", p->name);
            seen_ps = true;
            ps_start = p->pos;
            ps_len = alen;
            if (!skip(p, alen)) return false;
        } else {
            if (!skip(p, alen)) return false;
        }
    }
    if (seen_ic || seen_em) {
        if (!parse_inner_classes(p, ic_start, seen_ic, ic_len)) return false;
        if (seen_em) {
            cf->has_enclosing_method = true;
            cf->enclosing_class = em_class;
            cf->enclosing_method = em_method;
        }
    }
    if (seen_nm &&
        !parse_class_list(p, nm_start, nm_len, &cf->n_nest_members, &cf->nest_members,
                          "Nest member class_info_index %u has bad constant type in class file %s",
                          "Wrong NestMembers attribute length in class file %s"))
        return false;
    if (seen_rec && !parse_record(p, rec_start, rec_len)) return false;
    if (seen_ps &&
        !parse_class_list(p, ps_start, ps_len, &cf->n_permitted_subclasses, &cf->permitted_subclasses,
                          "Permitted subclass class_info_index %u has bad constant type in class file %s",
                          "Wrong PermittedSubclasses attribute length in class file %s"))
        return false;
    if (p->max_bsm >= 0 && !seen_bsm) return cfe(p, "Missing BootstrapMethods attribute in class file %s", p->name);
    return true;
}

/* ----------------------------------------------------------------------------------- version */

static bool check_version(P *p) {
    unsigned major = p->major, minor = p->minor;
    if (major < 45)
        return fail(p, EXC_UCVE, "%s (class file version %u.%u) was compiled with an invalid major version", p->name,
                    major, minor);
    if (major > MAX_MAJOR)
        return fail(p, EXC_UCVE,
                    "%s has been compiled by a more recent version of the Java Runtime (class file version %u.%u), "
                    "this version of the Java Runtime only recognizes class file versions up to %u.0",
                    p->name, major, minor, (unsigned)MAX_MAJOR);
    if (major < 56 || minor == 0) return true;
    if (minor == PREVIEW_MINOR) {
        if (major != MAX_MAJOR)
            return fail(p, EXC_UCVE,
                        "%s (class file version %u.%u) was compiled with preview features that are unsupported. "
                        "This version of the Java Runtime only recognizes preview features for class file version %u.%u",
                        p->name, major, minor, (unsigned)MAX_MAJOR, (unsigned)PREVIEW_MINOR);
        /* Vitrine has no --enable-preview */
        return fail(p, EXC_UCVE,
                    "Preview features are not enabled for %s (class file version %u.%u). Try running with "
                    "'--enable-preview'",
                    p->name, major, minor);
    }
    return fail(p, EXC_UCVE, "%s (class file version %u.%u) was compiled with an invalid non-zero minor version",
                p->name, major, minor);
}

/* ------------------------------------------------------------------------------------- parse */

static bool parse(P *p, const char *expected_name) {
    ClassFile *cf = p->cf;
    if (!more(p, 8)) return false;
    uint32_t magic = u4f(p);
    if (magic != MAGIC) return cfe(p, "Incompatible magic value %u in class file %s", magic, p->name);
    p->minor = cf->minor = u2f(p);
    p->major = cf->major = u2f(p);
    if (!check_version(p)) return false;

    if (!more(p, 3)) return false;
    uint16_t cpn = u2f(p);
    if (cpn < 1) return cfe(p, "Illegal constant pool size %u in class file %s", (unsigned)cpn, p->name);
    cf->cp_count = cpn;
    p->cpn = cpn;
    cf->cp = p->cp = alloc0(p, (size_t)cpn * sizeof(CpInfo));
    if (!cf->cp) return false;
    if (!parse_cp_entries(p)) return false;
    /* With Module/Package constants HotSpot skips the checks, then fails on the flags below. */
    if (!p->bad_constant && (!verify_cp_refs(p) || !verify_cp_formats(p))) return false;

    if (!more(p, 8)) return false;
    unsigned flags = u2f(p) & (p->major >= 53 ? (RECOGNIZED_CLASS | ACC_MODULE) : RECOGNIZED_CLASS);
    if ((flags & ACC_INTERFACE) && p->major < 50) flags |= ACC_ABSTRACT;
    if (flags & ACC_MODULE) {
        /* HotSpot stops here with NoClassDefFoundError; parse on as a module-info (see the top). */
        p->module_mode = true;
        p->module_name = p->name;
        if (p->bad_constant && (!verify_cp_refs(p) || !verify_cp_formats(p))) return false;
    } else {
        if (!class_flags_ok(p, flags)) return false;
        if (p->bad_constant)
            return cfe(p, "Unknown constant tag %u in class file %s", (unsigned)p->bad_constant, p->name);
    }
    cf->access = (uint16_t)flags;

    uint16_t this_idx = u2f(p);
    if (!valid_class(p, this_idx))
        return cfe(p, "Invalid this class index %u in constant pool in class file %s", (unsigned)this_idx, p->name);
    const char *this_name = class_name_at(p, this_idx).s;
    if (this_name[0] == '[') return cfe(p, "Bad class name in class file %s", p->name);
    if (expected_name && strcmp(expected_name, this_name) != 0)
        return fail(p, EXC_NCDFE, "%s (wrong name: %s)", expected_name, this_name);
    cf->this_name = this_name;
    p->name = this_name;

    uint16_t super_idx = u2f(p);
    if (p->module_mode) {
        if (super_idx != 0) return cfe(p, "module-info has a superclass");
    } else if (super_idx == 0) {
        if (strcmp(this_name, "java/lang/Object") != 0)
            return cfe(p, "Invalid superclass index %u in class file %s", (unsigned)super_idx, p->name);
    } else {
        if (!valid_class(p, super_idx))
            return cfe(p, "Invalid superclass index %u in class file %s", (unsigned)super_idx, p->name);
        cf->super_name = class_name_at(p, super_idx).s;
        if (cf->super_name[0] == '[') return cfe(p, "Bad superclass name in class file %s", p->name);
    }

    uint16_t ni = u2f(p);
    cf->n_interfaces = ni;
    if (ni) {
        cf->interfaces = alloc(p, ni * sizeof(const char *));
        if (!cf->interfaces) return false;
        for (uint32_t k = 0; k < ni; k++) {
            uint16_t ii;
            if (!get_u2(p, &ii)) return false;
            if (!valid_class(p, ii))
                return cfe(p, "Interface name has bad constant pool index %u in class file %s", (unsigned)ii, p->name);
            const char *iname = class_name_at(p, ii).s;
            if (iname[0] == '[') return cfe(p, "Bad interface name in class file %s", p->name);
            cf->interfaces[k] = iname;
        }
        if (ni > 1) {
            HSet h;
            if (!hset_init(p, &h, ni)) return false;
            /* element k is compared through cf->interfaces */
            for (uint32_t k = 0; k < ni; k++) {
                uint32_t j = hash_ptr(cf->interfaces[k]) & h.mask;
                bool dup = false;
                while (h.slot[j] >= 0) {
                    if (cf->interfaces[h.slot[j]] == cf->interfaces[k]) {
                        dup = true;
                        break;
                    }
                    j = (j + 1) & h.mask;
                }
                if (dup) {
                    hset_done(&h);
                    return cfe(p, "Duplicate interface name \"%s\" in class file %s", cf->interfaces[k], p->name);
                }
                h.slot[j] = (int32_t)k;
            }
            hset_done(&h);
        }
    }
    if (p->module_mode && ni) return cfe(p, "module-info has interfaces");

    if (!parse_fields(p)) return false;
    if (p->module_mode && cf->n_fields) return cfe(p, "module-info has fields");
    if (!parse_methods(p)) return false;
    if (p->module_mode && cf->n_methods) return cfe(p, "module-info has methods");
    if (!parse_class_attributes(p)) return false;
    if (p->pos != p->len) return cfe(p, "Extra bytes at the end of class file %s", p->name);
    if (cf->synthetic) cf->access |= ACC_SYNTHETIC;

    if (!p->module_mode) {
        if (strcmp(this_name, "java/lang/Object") == 0 && ni)
            return cfe(p, "java.lang.Object cannot implement an interface in class file %s", p->name);
        if ((cf->access & ACC_INTERFACE) && cf->super_name && strcmp(cf->super_name, "java/lang/Object") != 0)
            return cfe(p, "Interfaces must have java.lang.Object as superclass in class file %s", p->name);
    }
    return true;
}

ClassFile *cf_parse(const uint8_t *bytes, size_t len, const char *expected_name, CfError *err) {
    static const uint8_t none[1];
    err->exception = NULL;
    err->message[0] = 0;
    Arena *ar = arena_new(len + len / 2 + 1024 > (1u << 20) ? (1u << 20) : len + len / 2 + 1024);
    ClassFile *cf = ar ? arena_alloc(ar, sizeof *cf) : NULL;
    if (!cf) {
        arena_free(ar);
        err->exception = EXC_OOME;
        snprintf(err->message, sizeof err->message, "Out of memory parsing class file %s",
                 expected_name ? expected_name : "<Unknown>");
        return NULL;
    }
    memset(cf, 0, sizeof *cf);
    cf->arena = ar;
    P p;
    memset(&p, 0, sizeof p);
    p.b = bytes ? bytes : none;
    p.len = bytes ? len : 0;
    p.ar = ar;
    p.cf = cf;
    p.err = err;
    p.name = expected_name ? expected_name : "<Unknown>";
    p.max_bsm = -1;
    bool ok = parse(&p, expected_name);
    free(p.lines.data);
    free(p.lvt.data);
    free(p.lvtt.data);
    if (!ok) {
        if (!p.failed) truncated(&p); /* not reached: every false return has reported */
        arena_free(ar);
        return NULL;
    }
    return cf;
}

void cf_free(ClassFile *cf) {
    if (cf) arena_free(cf->arena);
}

size_t cf_allocated_bytes(const ClassFile *cf) {
    size_t n = 0;
    for (const Chunk *c = ((const Arena *)cf->arena)->head; c; c = c->next) n += CHUNK_HDR + c->size;
    return n;
}

const char *cf_utf8(const ClassFile *cf, uint16_t index) {
    if (!cf || index == 0 || index >= cf->cp_count || cf->cp[index].tag != CONSTANT_Utf8) return NULL;
    return cf->cp[index].v.utf8.s;
}

const char *cf_class_name(const ClassFile *cf, uint16_t class_index) {
    if (!cf || class_index == 0 || class_index >= cf->cp_count || cf->cp[class_index].tag != CONSTANT_Class)
        return NULL;
    return cf_utf8(cf, cf->cp[class_index].a);
}
