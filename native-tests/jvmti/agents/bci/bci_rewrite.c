/* bci_rewrite.c: the class-file rewriter of the bytecode-instrumentation agent (bci_rewrite.h).

   The constant pool gets nine entries at its end (the counter class, its enter(I)V and allocate(I)V).
   Each method with code gets a 6-byte prologue (sipush <id>; invokestatic enter) and 6 bytes
   (sipush <id>; invokestatic allocate) before each allocating instruction. The inserted code leaves
   the operand stack as it found it, so max_stack grows by one (the pushed id) and no frame changes
   its types. Offsets are then remapped: an old instruction's code moves to where its inserted call
   starts (branches, switch targets, exception ranges and handlers, stack map frames, line numbers and
   local variable ranges all go there, so a branch to an allocation counts it), except that a branch to
   offset 0 lands after the prologue (a loop at a method's start is not an entry) and line numbers and
   variables that start at 0 keep starting there. Switch padding is recomputed at the new offsets; an
   Uninitialized(offset) verification type names the new instruction itself. Type annotations on code
   (whose offsets this does not remap) are dropped; any other attribute of the code is copied. A method
   whose branches would no longer fit their 16-bit offsets, or whose code would outgrow 65535 bytes, is
   left unchanged. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bci_rewrite.h"

/* ---------------------------------------------------------------- bytes */

typedef struct {
    unsigned char *p;
    size_t n, cap;
    int failed;
} Buf;

static void buf_put(Buf *b, const void *d, size_t n) {
    if (b->failed) return;
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + n) cap *= 2;
        unsigned char *np = realloc(b->p, cap);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->n, d, n);
    b->n += n;
}

static void put1(Buf *b, unsigned v) {
    unsigned char c = (unsigned char)v;
    buf_put(b, &c, 1);
}

static void put2(Buf *b, unsigned v) {
    unsigned char c[2] = {(unsigned char)(v >> 8), (unsigned char)v};
    buf_put(b, c, 2);
}

static void put4(Buf *b, uint32_t v) {
    unsigned char c[4] = {(unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8), (unsigned char)v};
    buf_put(b, c, 4);
}

static unsigned rd2(const unsigned char *p) { return (unsigned)p[0] << 8 | p[1]; }
static uint32_t rd4(const unsigned char *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static int32_t rd4s(const unsigned char *p) { return (int32_t)rd4(p); }

/* ---------------------------------------------------------------- the class */

typedef struct {
    const unsigned char *data;
    size_t len;
    unsigned cp_count;
    size_t *cp_off;      /* where each constant pool entry starts (its tag) */
    unsigned entry_ref;  /* the Methodref of counter.enter(I)V */
    unsigned alloc_ref;  /* the Methodref of counter.allocate(I)V */
    char name[1024];     /* this class */
    BciNewId new_id;
    void *ctx;
} Cls;

/* The Utf8 constant at idx as a C string in buf; 0 if idx is not a Utf8 entry. */
static int cp_utf8(const Cls *c, unsigned idx, char *buf, size_t cap) {
    if (idx == 0 || idx >= c->cp_count || !c->cp_off[idx]) return 0;
    const unsigned char *e = c->data + c->cp_off[idx];
    if (e[0] != 1) return 0;
    size_t n = rd2(e + 1);
    if (n >= cap) n = cap - 1;
    memcpy(buf, e + 3, n);
    buf[n] = 0;
    return 1;
}

/* The name of the Class constant at idx. */
static int cp_class_name(const Cls *c, unsigned idx, char *buf, size_t cap) {
    if (idx == 0 || idx >= c->cp_count || !c->cp_off[idx]) return 0;
    const unsigned char *e = c->data + c->cp_off[idx];
    return e[0] == 7 && cp_utf8(c, rd2(e + 1), buf, cap);
}

/* Reads the constant pool; 0 if it is malformed. *end: the offset after it. */
static int read_constant_pool(Cls *c, size_t *end) {
    if (c->len < 10 || rd4(c->data) != 0xCAFEBABEu) return 0;
    c->cp_count = rd2(c->data + 8);
    c->cp_off = calloc(c->cp_count ? c->cp_count : 1, sizeof *c->cp_off);
    if (!c->cp_off) return 0;
    size_t p = 10;
    for (unsigned i = 1; i < c->cp_count; i++) {
        if (p >= c->len) return 0;
        c->cp_off[i] = p;
        size_t size;
        switch (c->data[p]) {
        case 1:
            if (p + 3 > c->len) return 0;
            size = 3 + rd2(c->data + p + 1);
            break;
        case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: size = 5; break;
        case 5: case 6: size = 9; i++; break; /* takes two slots */
        case 7: case 8: case 16: case 19: case 20: size = 3; break;
        case 15: size = 4; break;
        default: return 0;
        }
        p += size;
    }
    if (p > c->len) return 0;
    *end = p;
    return 1;
}

/* ---------------------------------------------------------------- instructions */

static int fixed_length(unsigned op) {
    if (op <= 0x0f) return 1;
    if (op == 0x10 || op == 0x12) return 2;
    if (op == 0x11 || op == 0x13 || op == 0x14) return 3;
    if (op >= 0x15 && op <= 0x19) return 2;
    if (op >= 0x1a && op <= 0x35) return 1;
    if (op >= 0x36 && op <= 0x3a) return 2;
    if (op >= 0x3b && op <= 0x83) return 1;
    if (op == 0x84) return 3;
    if (op >= 0x85 && op <= 0x98) return 1;
    if (op >= 0x99 && op <= 0xa8) return 3;
    if (op == 0xa9) return 2;
    if (op >= 0xac && op <= 0xb1) return 1;
    if (op >= 0xb2 && op <= 0xb8) return 3;
    if (op == 0xb9 || op == 0xba) return 5;
    if (op == 0xbb || op == 0xbd || op == 0xc0 || op == 0xc1) return 3;
    if (op == 0xbc) return 2;
    if (op == 0xbe || op == 0xbf || op == 0xc2 || op == 0xc3) return 1;
    if (op == 0xc5) return 4;
    if (op == 0xc6 || op == 0xc7) return 3;
    if (op == 0xc8 || op == 0xc9) return 5;
    return -1;
}

static int is_branch16(unsigned op) { return (op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7; }
static int is_branch32(unsigned op) { return op == 0xc8 || op == 0xc9; }
static int is_switch(unsigned op) { return op == 0xaa || op == 0xab; }
static int is_allocation(unsigned op) { return op == 0xbb || op == 0xbc || op == 0xbd || op == 0xc5; }

/* The first 4-aligned offset after a switch opcode at p. */
static uint32_t switch_operands(uint32_t p) { return (p + 4) & ~3u; }

/* The length of the instruction at p, -1 if it is malformed or runs past the code's end. */
static long insn_length(const unsigned char *code, uint32_t len, uint32_t p) {
    unsigned op = code[p];
    long n;
    if (op == 0xaa) {
        uint32_t q = switch_operands(p);
        if ((uint64_t)q + 12 > len) return -1;
        int64_t lo = rd4s(code + q + 4), hi = rd4s(code + q + 8);
        if (hi < lo) return -1;
        n = (long)(q - p) + 12 + 4 * (long)(hi - lo + 1);
    } else if (op == 0xab) {
        uint32_t q = switch_operands(p);
        if ((uint64_t)q + 8 > len) return -1;
        int32_t pairs = rd4s(code + q + 4);
        if (pairs < 0) return -1;
        n = (long)(q - p) + 8 + 8 * (long)pairs;
    } else if (op == 0xc4) {
        if (p + 1 >= len) return -1;
        n = code[p + 1] == 0x84 ? 6 : 4;
    } else {
        n = fixed_length(op);
    }
    if (n <= 0 || (uint64_t)p + (uint64_t)n > len) return -1;
    return n;
}

static const char *newarray_type(unsigned atype) {
    static const char *names[] = {"boolean", "char", "float", "double", "byte", "short", "int", "long"};
    return atype >= 4 && atype <= 11 ? names[atype - 4] : "?";
}

/* ---------------------------------------------------------------- one method's code */

typedef struct {
    uint32_t code_len;
    long *start;  /* old offset -> new offset of the code inserted before it (or of it), -1 if no instruction */
    long *insn;   /* old offset -> new offset of the instruction itself */
} Map;

/* Where a branch, a frame or a range boundary at old offset x goes; -1 if x is no instruction. */
static long map_target(const Map *m, long x) { return x < 0 || x > (long)m->code_len ? -1 : m->start[x]; }

/* For line numbers and variables: those starting at 0 keep the prologue. */
static long map_pc(const Map *m, long x) { return x == 0 ? 0 : map_target(m, x); }

static int copy_vtype(const Map *m, const unsigned char **pp, const unsigned char *end, const unsigned char *code, Buf *o) {
    const unsigned char *p = *pp;
    if (p >= end) return 0;
    unsigned tag = *p++;
    if (tag > 8) return 0;
    put1(o, tag);
    if (tag == 7 || tag == 8) {
        if (p + 2 > end) return 0;
        unsigned v = rd2(p);
        p += 2;
        if (tag == 8) { /* Uninitialized(offset of its new) */
            if (v >= m->code_len || m->insn[v] < 0 || code[v] != 0xbb) return 0;
            v = (unsigned)m->insn[v];
        }
        put2(o, v);
    }
    *pp = p;
    return 1;
}

static int rewrite_stack_map(const Map *m, const unsigned char *a, uint32_t alen, const unsigned char *code, Buf *o) {
    const unsigned char *p = a, *end = a + alen;
    if (alen < 2) return 0;
    unsigned n = rd2(p);
    p += 2;
    put2(o, n);
    long prev = -1, prev_new = -1;
    for (unsigned i = 0; i < n; i++) {
        if (p >= end) return 0;
        unsigned type = *p++;
        long delta;
        if (type <= 127) {
            delta = type <= 63 ? type : type - 64;
        } else if (type >= 247) {
            if (p + 2 > end) return 0;
            delta = rd2(p);
            p += 2;
        } else {
            return 0;
        }
        long abs = prev < 0 ? delta : prev + delta + 1;
        long nabs = map_target(m, abs);
        if (nabs < 0) return 0;
        long ndelta = prev_new < 0 ? nabs : nabs - prev_new - 1;
        prev = abs;
        prev_new = nabs;
        if (type <= 63 || type == 251) {
            put1(o, 251);
            put2(o, (unsigned)ndelta);
        } else if (type <= 127 || type == 247) {
            put1(o, 247);
            put2(o, (unsigned)ndelta);
            if (!copy_vtype(m, &p, end, code, o)) return 0;
        } else if (type <= 250) {
            put1(o, type);
            put2(o, (unsigned)ndelta);
        } else if (type <= 254) {
            put1(o, type);
            put2(o, (unsigned)ndelta);
            for (unsigned k = 0; k < type - 251; k++)
                if (!copy_vtype(m, &p, end, code, o)) return 0;
        } else {
            put1(o, type);
            put2(o, (unsigned)ndelta);
            for (int part = 0; part < 2; part++) {
                if (p + 2 > end) return 0;
                unsigned k = rd2(p);
                p += 2;
                put2(o, k);
                while (k--)
                    if (!copy_vtype(m, &p, end, code, o)) return 0;
            }
        }
    }
    return p == end;
}

/* Rewrites a Code attribute (a: its body, after the name index and length) of method name desc;
   1 with the whole new attribute in o. */
static int rewrite_code(Cls *c, unsigned attr_name, const char *name, const char *desc, const unsigned char *a,
                        uint32_t alen, Buf *o) {
    if (alen < 12) return 0;
    unsigned max_stack = rd2(a), max_locals = rd2(a + 2);
    uint32_t code_len = rd4(a + 4);
    if (code_len == 0 || (uint64_t)code_len + 12 > alen) return 0;
    const unsigned char *code = a + 8;
    const unsigned char *rest = code + code_len, *end = a + alen;
    if (max_stack + 1 > 0xffff) return 0;

    int ok = 0;
    Map m = {code_len, calloc(code_len + 1, sizeof(long)), calloc(code_len + 1, sizeof(long))};
    int *site = calloc(code_len + 1, sizeof(int));
    Buf nc = {0}, body = {0};
    if (!m.start || !m.insn || !site) goto done;
    for (uint32_t i = 0; i <= code_len; i++) m.start[i] = m.insn[i] = -1;

    /* the instructions, their ids and new offsets (a switch's size depends on where it lands) */
    int entry = c->new_id(c->ctx, BCI_ENTRY, c->name, name, desc, 0, NULL);
    if (entry < 0) goto done;
    long np = 6;
    for (uint32_t p = 0; p < code_len;) {
        long n = insn_length(code, code_len, p);
        if (n < 0) goto done;
        unsigned op = code[p];
        m.start[p] = np;
        if (is_allocation(op)) {
            char what[1100], cls[1024];
            if (op == 0xbc) {
                snprintf(what, sizeof what, "newarray %s", newarray_type(code[p + 1]));
            } else {
                if (!cp_class_name(c, rd2(code + p + 1), cls, sizeof cls)) goto done;
                snprintf(what, sizeof what, "%s %s", op == 0xbb ? "new" : op == 0xbd ? "anewarray" : "multianewarray", cls);
            }
            site[p] = c->new_id(c->ctx, BCI_ALLOCATION, c->name, name, desc, (int)p, what);
            if (site[p] < 0) goto done;
            np += 6;
        }
        m.insn[p] = np;
        if (is_switch(op)) np += (long)(switch_operands((uint32_t)np) - (uint32_t)np) + n - (long)(switch_operands(p) - p);
        else np += n;
        p += (uint32_t)n;
    }
    m.start[code_len] = m.insn[code_len] = np;
    if (np > 0xffff) goto done;

    /* the code */
    put1(&nc, 0x11);
    put2(&nc, (unsigned)entry);
    put1(&nc, 0xb8);
    put2(&nc, c->entry_ref);
    for (uint32_t p = 0; p < code_len;) {
        long n = insn_length(code, code_len, p);
        unsigned op = code[p];
        if (is_allocation(op)) {
            put1(&nc, 0x11);
            put2(&nc, (unsigned)site[p]);
            put1(&nc, 0xb8);
            put2(&nc, c->alloc_ref);
        }
        long here = m.insn[p];
        if (is_branch16(op) || is_branch32(op)) {
            long target = (long)p + (is_branch16(op) ? (int16_t)rd2(code + p + 1) : rd4s(code + p + 1));
            long nt = target < (long)code_len ? map_target(&m, target) : -1;
            if (nt < 0) goto done;
            long off = nt - here;
            put1(&nc, op);
            if (is_branch16(op)) {
                if (off < INT16_MIN || off > INT16_MAX) goto done;
                put2(&nc, (unsigned)(off & 0xffff));
            } else {
                put4(&nc, (uint32_t)off);
            }
        } else if (is_switch(op)) {
            uint32_t q = switch_operands(p);
            put1(&nc, op);
            while ((nc.n) % 4) put1(&nc, 0); /* nc's offsets are the new ones */
            long count = op == 0xaa ? (long)rd4s(code + q + 8) - rd4s(code + q + 4) + 1 : rd4s(code + q + 4);
            /* default, then low/high or npairs, then the targets (with their keys) */
            const unsigned char *s = code + q;
            for (long k = -1; k < count; k++) {
                const unsigned char *slot;
                if (k < 0) {
                    slot = s;
                    s += op == 0xaa ? 12 : 8;
                } else if (op == 0xaa) {
                    slot = s + 4 * k;
                } else {
                    put4(&nc, rd4(s + 8 * k));
                    slot = s + 8 * k + 4;
                }
                long target = (long)p + rd4s(slot);
                long nt = target >= 0 && target < (long)code_len ? map_target(&m, target) : -1;
                if (nt < 0) goto done;
                put4(&nc, (uint32_t)(nt - here));
                if (k < 0) buf_put(&nc, code + q + 4, op == 0xaa ? 8 : 4);
            }
        } else {
            buf_put(&nc, code + p, (size_t)n);
        }
        if (nc.failed || (long)nc.n != m.start[p + (uint32_t)n]) goto done; /* as laid out above */
        p += (uint32_t)n;
    }

    /* the body: stack and locals, the code, the exception table, the attributes */
    put2(&body, max_stack + 1);
    put2(&body, max_locals);
    put4(&body, (uint32_t)nc.n);
    buf_put(&body, nc.p, nc.n);
    if (rest + 2 > end) goto done;
    unsigned n_exc = rd2(rest);
    const unsigned char *e = rest + 2;
    if (e + 8 * (size_t)n_exc + 2 > end) goto done;
    put2(&body, n_exc);
    for (unsigned i = 0; i < n_exc; i++, e += 8) {
        long s = map_target(&m, rd2(e)), t = map_target(&m, rd2(e + 2)), h = map_target(&m, rd2(e + 4));
        if (s < 0 || t < 0 || h < 0) goto done;
        put2(&body, (unsigned)s);
        put2(&body, (unsigned)t);
        put2(&body, (unsigned)h);
        put2(&body, rd2(e + 6));
    }
    unsigned n_attrs = rd2(e), kept = 0;
    e += 2;
    size_t count_at = body.n;
    put2(&body, 0); /* the count, once known */
    for (unsigned i = 0; i < n_attrs; i++) {
        if (e + 6 > end) goto done;
        unsigned an = rd2(e);
        uint32_t al = rd4(e + 2);
        const unsigned char *av = e + 6;
        if ((uint64_t)al > (uint64_t)(end - av)) goto done;
        e = av + al;
        char aname[64];
        if (!cp_utf8(c, an, aname, sizeof aname)) goto done;
        if (!strcmp(aname, "RuntimeVisibleTypeAnnotations") || !strcmp(aname, "RuntimeInvisibleTypeAnnotations"))
            continue;
        Buf ab = {0};
        if (!strcmp(aname, "StackMapTable")) {
            if (!rewrite_stack_map(&m, av, al, code, &ab)) {
                free(ab.p);
                goto done;
            }
        } else if (!strcmp(aname, "LineNumberTable")) {
            if (al < 2 || al != 2 + 4 * (uint32_t)rd2(av)) goto done;
            put2(&ab, rd2(av));
            for (unsigned k = 0; k < rd2(av); k++) {
                long pc = map_pc(&m, rd2(av + 2 + 4 * k));
                if (pc < 0) {
                    free(ab.p);
                    goto done;
                }
                put2(&ab, (unsigned)pc);
                put2(&ab, rd2(av + 4 + 4 * k));
            }
        } else if (!strcmp(aname, "LocalVariableTable") || !strcmp(aname, "LocalVariableTypeTable")) {
            if (al < 2 || al != 2 + 10 * (uint32_t)rd2(av)) goto done;
            put2(&ab, rd2(av));
            for (unsigned k = 0; k < rd2(av); k++) {
                const unsigned char *v = av + 2 + 10 * k;
                long s = map_pc(&m, rd2(v)), t = map_target(&m, (long)rd2(v) + rd2(v + 2));
                if (s < 0 || t < 0) {
                    free(ab.p);
                    goto done;
                }
                put2(&ab, (unsigned)s);
                put2(&ab, (unsigned)(t - s));
                buf_put(&ab, v + 4, 6);
            }
        } else {
            buf_put(&ab, av, al);
        }
        put2(&body, an);
        put4(&body, (uint32_t)ab.n);
        buf_put(&body, ab.p, ab.n);
        free(ab.p);
        kept++;
    }
    if (e != end || body.failed) goto done;
    body.p[count_at] = (unsigned char)(kept >> 8);
    body.p[count_at + 1] = (unsigned char)kept;

    put2(o, attr_name);
    put4(o, (uint32_t)body.n);
    buf_put(o, body.p, body.n);
    ok = !o->failed;
done:
    free(m.start);
    free(m.insn);
    free(site);
    free(nc.p);
    free(body.p);
    return ok;
}

/* ---------------------------------------------------------------- the class file */

/* Skips count fields or methods (their attributes too) from *p; 0 if they run past the end. */
static int skip_members(const Cls *c, size_t *p, unsigned count) {
    for (unsigned i = 0; i < count; i++) {
        if (*p + 8 > c->len) return 0;
        unsigned n = rd2(c->data + *p + 6);
        *p += 8;
        for (unsigned k = 0; k < n; k++) {
            if (*p + 6 > c->len) return 0;
            *p += 6 + (size_t)rd4(c->data + *p + 2);
        }
    }
    return *p <= c->len;
}

static void put_utf8(Buf *b, const char *s) {
    put1(b, 1);
    put2(b, (unsigned)strlen(s));
    buf_put(b, s, strlen(s));
}

int bci_rewrite_class(const unsigned char *data, size_t len, const char *counter, BciNewId new_id, void *ctx,
                      unsigned char **out, size_t *out_len) {
    Cls c = {data, len, 0, NULL, 0, 0, "", new_id, ctx};
    Buf o = {0};
    int ok = 0, rewritten = 0;
    size_t p;
    if (!read_constant_pool(&c, &p) || c.cp_count + 9 > 0xffff || p + 8 > len) goto done;
    if (!cp_class_name(&c, rd2(data + p + 2), c.name, sizeof c.name)) goto done;
    unsigned base = c.cp_count;
    c.entry_ref = base + 5;
    c.alloc_ref = base + 8;

    /* the header and the constant pool with the counter's entries at its end */
    buf_put(&o, data, 8);
    put2(&o, base + 9);
    buf_put(&o, data + 10, p - 10);
    put_utf8(&o, counter);                        /* base */
    put1(&o, 7), put2(&o, base);                  /* base + 1: the counter class */
    put_utf8(&o, "enter");                        /* base + 2 */
    put_utf8(&o, "(I)V");                         /* base + 3 */
    put1(&o, 12), put2(&o, base + 2), put2(&o, base + 3); /* base + 4 */
    put1(&o, 10), put2(&o, base + 1), put2(&o, base + 4); /* base + 5: enter */
    put_utf8(&o, "allocate");                     /* base + 6 */
    put1(&o, 12), put2(&o, base + 6), put2(&o, base + 3); /* base + 7 */
    put1(&o, 10), put2(&o, base + 1), put2(&o, base + 7); /* base + 8: allocate */

    /* access, this, super, the interfaces and the fields as they are */
    size_t from = p;
    p += 6;
    if (p + 2 > len) goto done;
    p += 2 + 2 * (size_t)rd2(data + p);
    if (p + 2 > len) goto done;
    unsigned n_fields = rd2(data + p);
    p += 2;
    if (!skip_members(&c, &p, n_fields) || p + 2 > len) goto done;
    buf_put(&o, data + from, p - from);

    /* the methods */
    unsigned n_methods = rd2(data + p);
    put2(&o, n_methods);
    p += 2;
    for (unsigned i = 0; i < n_methods; i++) {
        if (p + 8 > len) goto done;
        char name[512], desc[1024];
        if (!cp_utf8(&c, rd2(data + p + 2), name, sizeof name) || !cp_utf8(&c, rd2(data + p + 4), desc, sizeof desc))
            goto done;
        unsigned n_attrs = rd2(data + p + 6);
        buf_put(&o, data + p, 8);
        p += 8;
        for (unsigned k = 0; k < n_attrs; k++) {
            if (p + 6 > len) goto done;
            unsigned an = rd2(data + p);
            uint32_t al = rd4(data + p + 2);
            if ((uint64_t)p + 6 + al > len) goto done;
            char aname[16];
            if (cp_utf8(&c, an, aname, sizeof aname) && !strcmp(aname, "Code")) {
                Buf code = {0};
                if (rewrite_code(&c, an, name, desc, data + p + 6, al, &code)) {
                    buf_put(&o, code.p, code.n);
                    rewritten++;
                } else {
                    buf_put(&o, data + p, 6 + (size_t)al);
                }
                free(code.p);
            } else {
                buf_put(&o, data + p, 6 + (size_t)al);
            }
            p += 6 + (size_t)al;
        }
    }
    /* the class's attributes, which must end the file */
    size_t attrs = p;
    if (p + 2 > len) goto done;
    unsigned n_class_attrs = rd2(data + p);
    p += 2;
    for (unsigned k = 0; k < n_class_attrs; k++) {
        if (p + 6 > len) goto done;
        p += 6 + (size_t)rd4(data + p + 2);
    }
    if (p != len) goto done;
    buf_put(&o, data + attrs, len - attrs);
    ok = rewritten > 0 && !o.failed;
done:
    free(c.cp_off);
    if (ok) {
        *out = o.p;
        *out_len = o.n;
    } else {
        free(o.p);
    }
    return ok;
}
