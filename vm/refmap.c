/* refmap.c: the reference maps of frames, which make the collector's frame roots exact.

   The analysis. For a Java method, an abstract interpretation of its bytecode computes, before every
   instruction, which locals and operand stack slots hold a reference: one bit per slot, the bits of a
   state being "a reference on every path that reaches here". A merge is therefore a bitwise AND, and
   a slot that holds a reference on one path and anything else (an int, half a long, nothing yet) on
   another is not a reference there: verifiable code cannot use such a slot as a reference before
   storing to it again, so the object it may still point to is not reachable through it. Uninitialised
   objects (after `new`, before `<init>`) and null are references. An exception handler starts with
   the AND of the locals before every instruction of its range and the exception on the stack. The
   code is read as the interpreter has left it: quick opcodes have the stack effect of the instruction
   they replaced (bytecode.h maps them back, and gives the descriptors of field and invoke operands).

   The map kept per method (Method.refmap, built the first time a collection meets a frame of it) holds
   the state at the start of every basic block (blocks are cut every BLOCK_MAX instructions); a query
   walks from the start of the bci's block to the bci, and its result is kept until the next query for
   the method (the frames of a recursion ask for the same bci).

   When the analysis cannot be sure it says so, and the frame is scanned word by word as before (every
   word that is exactly the start of a live object counts): methods with jsr/ret (class files before
   version 50; the return addresses would need the subroutine-aware analysis of JVMS 4.10.2.4),
   malformed code (unknown opcodes, branches into instructions, stack overflow or underflow, stack
   heights that disagree where paths meet, falling off the end), a constant pool entry of the wrong
   kind, and a bci the analysis did not reach.

   Frames (refmap_visit_frames). The frame stack is [locals][Frame][operand stack] per frame, a caller's
   outgoing arguments being its callee's first locals. For each frame, from the top:
   - a Java frame stands before the instruction at f->pc: at a safepoint (the top frame), at an
     invoke whose callee is running (then f->sp is below the arguments, which belong to the callee),
     or at an instruction it will execute again (class initialisation, a contended monitorenter).
     Its locals and the f->sp - f->stack slots of its operand stack are scanned with the map of that
     bci (the slots present are always the bottom of the stack the map describes; more slots than the
     map knows means the frame is scanned conservatively). The header's only reference is the monitor
     of a synchronized method (f->lock); nothing above f->sp belongs to the frame, so stale values
     of popped frames there are not roots;
   - a native frame's locals are its arguments: `this` and the reference parameters of its
     descriptor are references (natives keep objects they need across a call in those slots, see
     reflect.c). The header's lock, continuation data and value are scanned word by word;
   - a VM-internal frame (method NULL: class initialisation, entry frames of nested runs, thread
     roots, trampolines) holds continuation data, and is scanned word by word from its start to the
     frame above it (the top one: to its sp, plus a pending trampoline's arguments above it).
   Anything between a frame's sp and the frame above it (nothing, as frames are laid out now) is
   scanned word by word too. */
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "internal.h"
#include "quick.h"
#include "refmap.h"

enum { RM_OK, RM_FAILED, RM_JSR };

/* Instructions at most between two stored states (the cost of a query). */
#define BLOCK_MAX 32

typedef struct RefMap {
    uint8_t status;
    uint32_t n_blocks;
    uint32_t words;             /* 64-bit words per state */
    uint32_t *start;            /* bci where each block starts, ascending */
    int32_t *depth;             /* operand stack depth at the block's start; -1: never reached */
    uint64_t *bits;             /* n_blocks states of `words` words: locals, then the operand stack */
    uint64_t *last;             /* the state of the last query (frames of a recursion share their bci) */
    uint32_t last_bci, last_depth;
} RefMap;

/* ---------------------------------------------------------------- the abstract machine */

typedef struct Walk {
    Method *m;
    const ClassFile *cf;
    const uint8_t *code;
    uint32_t len;
    uint32_t nl, ns;            /* max_locals, max_stack */
    uint64_t *cur;              /* the state being simulated */
    uint32_t sp;
    bool failed;
} Walk;

static inline bool bit_get(const uint64_t *b, uint32_t i) { return (b[i >> 6] >> (i & 63)) & 1; }
static inline void bit_put(uint64_t *b, uint32_t i, bool v) {
    if (v) b[i >> 6] |= 1ull << (i & 63);
    else b[i >> 6] &= ~(1ull << (i & 63));
}
/* Clears bits from `from` on in a state of `words` words. */
static void clear_from(uint64_t *b, uint32_t from, uint32_t words) {
    uint32_t w = from >> 6;
    if (w >= words) return;
    b[w] &= (1ull << (from & 63)) - 1;
    memset(b + w + 1, 0, (words - w - 1) * sizeof(uint64_t));
}

static uint32_t u2_at(const uint8_t *p) { return (uint32_t)p[0] << 8 | p[1]; }
static int32_t s2_at(const uint8_t *p) { return (int16_t)(uint16_t)u2_at(p); }
static int32_t s4_at(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static void push(Walk *w, bool ref) {
    if (w->sp >= w->ns) {
        w->failed = true;
        return;
    }
    bit_put(w->cur, w->nl + w->sp++, ref);
}

static void push_n(Walk *w, int slots, bool ref) {
    while (slots-- > 0) push(w, ref && slots == 0);
}

static void pop(Walk *w, uint32_t n) {
    if (n > w->sp) {
        w->failed = true;
        return;
    }
    w->sp -= n;
}

static bool top_is_ref(Walk *w) { return w->sp && bit_get(w->cur, w->nl + w->sp - 1); }

static void set_local(Walk *w, uint32_t i, int slots, bool ref) {
    if ((uint64_t)i + (uint32_t)slots > w->nl) {
        w->failed = true;
        return;
    }
    for (int k = 0; k < slots; k++) bit_put(w->cur, i + (uint32_t)k, ref);
}

static void check_local(Walk *w, uint32_t i, int slots) {
    if ((uint64_t)i + (uint32_t)slots > w->nl) w->failed = true;
}

/* The dup family and swap, slot by slot: the top `take` slots are copied `below` slots further down. */
static void dup_insert(Walk *w, uint32_t take, uint32_t below) {
    if (w->sp < take + below || w->sp + take > w->ns) {
        w->failed = true;
        return;
    }
    bool v[4];
    uint32_t base = w->nl + w->sp - take - below;
    for (uint32_t k = 0; k < take + below; k++) v[k] = bit_get(w->cur, base + k);
    for (uint32_t k = 0; k < take; k++) bit_put(w->cur, base + k, v[below + k]);
    for (uint32_t k = 0; k < take + below; k++) bit_put(w->cur, base + take + k, v[k]);
    w->sp += take;
}

/* Whether a field or return type descriptor is a reference type. */
static bool desc_is_ref(const char *d) { return *d == 'L' || *d == '['; }

/* ldc, ldc_w, ldc2_w (and their quick forms): the pushed value's slots and kind from the entry. */
static void push_constant(Walk *w, uint32_t index, bool wide) {
    const ClassFile *cf = w->cf;
    if (!cf || index == 0 || index >= cf->cp_count) {
        w->failed = true;
        return;
    }
    const CpInfo *e = &cf->cp[index];
    switch (e->tag) {
    case CONSTANT_Integer: case CONSTANT_Float:
        if (wide) w->failed = true;
        push(w, false);
        return;
    case CONSTANT_Long: case CONSTANT_Double:
        if (!wide) w->failed = true;
        push_n(w, 2, false);
        return;
    case CONSTANT_String: case CONSTANT_Class: case CONSTANT_MethodType: case CONSTANT_MethodHandle:
        if (wide) w->failed = true;
        push(w, true);
        return;
    case CONSTANT_Dynamic: {
        const char *d = NULL;
        if (e->b && e->b < cf->cp_count && cf->cp[e->b].tag == CONSTANT_NameAndType) d = cf_utf8(cf, cf->cp[e->b].b);
        int n = d ? bc_type_slots(d, NULL) : 0;
        if (!n || (n == 2) != wide) {
            w->failed = true;
            return;
        }
        push_n(w, n, desc_is_ref(d));
        return;
    }
    default:
        w->failed = true;
        return;
    }
}

/* The field or method descriptor of the member instruction at bci. */
static const char *member_desc(Walk *w, uint32_t bci) {
    const char *name, *desc;
    if (!bc_cp_member(w->cf, bc_member_index(w->code, bci), NULL, &name, &desc)) {
        w->failed = true;
        return NULL;
    }
    return desc;
}

/* Applies the instruction at bci (opcode op, quick forms mapped back) to the state. Control flow is
   the caller's business. */
static void apply(Walk *w, uint32_t bci, int op) {
    const uint8_t *p = w->code + bci;
    switch (op) {
    case 0x00: break;                                               /* nop */
    case 0x01: push(w, true); break;                                /* aconst_null */
    case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
    case 0x0b: case 0x0c: case 0x0d: case 0x10: case 0x11:
        push(w, false); break;                                      /* iconst fconst bipush sipush */
    case 0x09: case 0x0a: case 0x0e: case 0x0f: push_n(w, 2, false); break; /* lconst dconst */
    case 0x12: push_constant(w, p[1], false); break;                /* ldc */
    case 0x13: push_constant(w, u2_at(p + 1), false); break;        /* ldc_w */
    case 0x14: push_constant(w, u2_at(p + 1), true); break;         /* ldc2_w */
    case 0x15: case 0x17: check_local(w, p[1], 1); push(w, false); break;      /* iload fload */
    case 0x16: case 0x18: check_local(w, p[1], 2); push_n(w, 2, false); break; /* lload dload */
    case 0x19: check_local(w, p[1], 1); push(w, true); break;                  /* aload */
    case 0x1a: case 0x1b: case 0x1c: case 0x1d: case 0x22: case 0x23: case 0x24: case 0x25:
        push(w, false); break;                                      /* iload_n fload_n */
    case 0x1e: case 0x1f: case 0x20: case 0x21: case 0x26: case 0x27: case 0x28: case 0x29:
        push_n(w, 2, false); break;                                 /* lload_n dload_n */
    case 0x2a: case 0x2b: case 0x2c: case 0x2d: push(w, true); break; /* aload_n */
    case 0x2e: case 0x30: case 0x33: case 0x34: case 0x35: pop(w, 2); push(w, false); break;
    case 0x2f: case 0x31: pop(w, 2); push_n(w, 2, false); break;    /* laload daload */
    case 0x32: pop(w, 2); push(w, true); break;                     /* aaload */
    case 0x36: case 0x38: pop(w, 1); set_local(w, p[1], 1, false); break;      /* istore fstore */
    case 0x37: case 0x39: pop(w, 2); set_local(w, p[1], 2, false); break;      /* lstore dstore */
    case 0x3a: {                                                    /* astore */
        bool r = top_is_ref(w);
        pop(w, 1);
        set_local(w, p[1], 1, r);
        break;
    }
    case 0x3b: case 0x3c: case 0x3d: case 0x3e: pop(w, 1); set_local(w, (uint32_t)(op - 0x3b), 1, false); break;
    case 0x43: case 0x44: case 0x45: case 0x46: pop(w, 1); set_local(w, (uint32_t)(op - 0x43), 1, false); break;
    case 0x3f: case 0x40: case 0x41: case 0x42: pop(w, 2); set_local(w, (uint32_t)(op - 0x3f), 2, false); break;
    case 0x47: case 0x48: case 0x49: case 0x4a: pop(w, 2); set_local(w, (uint32_t)(op - 0x47), 2, false); break;
    case 0x4b: case 0x4c: case 0x4d: case 0x4e: {                   /* astore_n */
        bool r = top_is_ref(w);
        pop(w, 1);
        set_local(w, (uint32_t)(op - 0x4b), 1, r);
        break;
    }
    case 0x4f: case 0x51: case 0x53: case 0x54: case 0x55: case 0x56: pop(w, 3); break; /* xastore */
    case 0x50: case 0x52: pop(w, 4); break;                         /* lastore dastore */
    case 0x57: pop(w, 1); break;                                    /* pop */
    case 0x58: pop(w, 2); break;                                    /* pop2 */
    case 0x59: dup_insert(w, 1, 0); break;                          /* dup */
    case 0x5a: dup_insert(w, 1, 1); break;                          /* dup_x1 */
    case 0x5b: dup_insert(w, 1, 2); break;                          /* dup_x2 */
    case 0x5c: dup_insert(w, 2, 0); break;                          /* dup2 */
    case 0x5d: dup_insert(w, 2, 1); break;                          /* dup2_x1 */
    case 0x5e: dup_insert(w, 2, 2); break;                          /* dup2_x2 */
    case 0x5f:                                                      /* swap */
        if (w->sp < 2) {
            w->failed = true;
        } else {
            uint32_t a = w->nl + w->sp - 1;
            bool t = bit_get(w->cur, a);
            bit_put(w->cur, a, bit_get(w->cur, a - 1));
            bit_put(w->cur, a - 1, t);
        }
        break;
    case 0x60: case 0x62: case 0x64: case 0x66: case 0x68: case 0x6a: case 0x6c: case 0x6e:
    case 0x70: case 0x72: case 0x78: case 0x7a: case 0x7c: case 0x7e: case 0x80: case 0x82:
    case 0x95: case 0x96:
        pop(w, 2); push(w, false); break;                           /* int/float binary, fcmp */
    case 0x61: case 0x63: case 0x65: case 0x67: case 0x69: case 0x6b: case 0x6d: case 0x6f:
    case 0x71: case 0x73: case 0x7f: case 0x81: case 0x83:
        pop(w, 4); push_n(w, 2, false); break;                      /* long/double binary */
    case 0x79: case 0x7b: case 0x7d: pop(w, 3); push_n(w, 2, false); break; /* long shifts */
    case 0x74: case 0x76: case 0x86: case 0x8b: case 0x91: case 0x92: case 0x93:
        pop(w, 1); push(w, false); break;                           /* ineg fneg i2f f2i i2b i2c i2s */
    case 0x75: case 0x77: case 0x8a: case 0x8f: pop(w, 2); push_n(w, 2, false); break; /* lneg dneg l2d d2l */
    case 0x85: case 0x87: case 0x8c: case 0x8d: pop(w, 1); push_n(w, 2, false); break; /* i2l i2d f2l f2d */
    case 0x88: case 0x89: case 0x8e: case 0x90: pop(w, 2); push(w, false); break;      /* l2i l2f d2i d2f */
    case 0x84: set_local(w, p[1], 1, false); break;                 /* iinc */
    case 0x94: case 0x97: case 0x98: pop(w, 4); push(w, false); break; /* lcmp dcmpl dcmpg */
    case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e: case 0xc6: case 0xc7:
        pop(w, 1); break;                                           /* if<cond>, ifnull, ifnonnull */
    case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4: case 0xa5: case 0xa6:
        pop(w, 2); break;                                           /* if_icmp<cond>, if_acmp<cond> */
    case 0xa7: case 0xc8: break;                                    /* goto goto_w */
    case 0xaa: case 0xab: pop(w, 1); break;                         /* tableswitch lookupswitch */
    case 0xac: case 0xae: case 0xb0: pop(w, 1); break;              /* ireturn freturn areturn */
    case 0xad: case 0xaf: pop(w, 2); break;                         /* lreturn dreturn */
    case 0xb1: break;                                               /* return */
    case 0xb2: case 0xb3: case 0xb4: case 0xb5: {                   /* get/put static/field */
        const char *d = member_desc(w, bci);
        int n = d ? bc_type_slots(d, NULL) : 0;
        if (!n) {
            w->failed = true;
            break;
        }
        if (op == 0xb2) push_n(w, n, desc_is_ref(d));
        else if (op == 0xb3) pop(w, (uint32_t)n);
        else if (op == 0xb4) { pop(w, 1); push_n(w, n, desc_is_ref(d)); }
        else pop(w, (uint32_t)n + 1);
        break;
    }
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba: {        /* invokes */
        const char *d = member_desc(w, bci);
        int args, res;
        if (!d || !bc_method_slots(d, &args, &res)) {
            w->failed = true;
            break;
        }
        pop(w, (uint32_t)args + (op != 0xb8 && op != 0xba));
        push_n(w, res, desc_is_ref(strchr(d, ')') + 1));
        break;
    }
    case 0xbb: push(w, true); break;                                /* new */
    case 0xbc: case 0xbd: pop(w, 1); push(w, true); break;          /* newarray anewarray */
    case 0xbe: case 0xc1: pop(w, 1); push(w, false); break;         /* arraylength instanceof */
    case 0xbf: pop(w, 1); break;                                    /* athrow */
    case 0xc0: break;                                               /* checkcast */
    case 0xc2: case 0xc3: pop(w, 1); break;                         /* monitorenter monitorexit */
    case 0xc5:                                                      /* multianewarray */
        if (!p[3]) w->failed = true;
        pop(w, p[3]);
        push(w, true);
        break;
    case 0xc4: {                                                    /* wide */
        uint32_t i = u2_at(p + 2);
        switch (p[1]) {
        case 0x15: case 0x17: check_local(w, i, 1); push(w, false); break;
        case 0x16: case 0x18: check_local(w, i, 2); push_n(w, 2, false); break;
        case 0x19: check_local(w, i, 1); push(w, true); break;
        case 0x36: case 0x38: pop(w, 1); set_local(w, i, 1, false); break;
        case 0x37: case 0x39: pop(w, 2); set_local(w, i, 2, false); break;
        case 0x3a: {
            bool r = top_is_ref(w);
            pop(w, 1);
            set_local(w, i, 1, r);
            break;
        }
        case 0x84: set_local(w, i, 1, false); break;
        default: w->failed = true; break;
        }
        break;
    }
    default: w->failed = true; break;                               /* jsr, ret and unknown opcodes */
    }
}

/* Whether control can continue at the next instruction after op. */
static bool falls_through(int op) {
    switch (op) {
    case 0xa7: case 0xc8: case 0xaa: case 0xab: case 0xac: case 0xad: case 0xae: case 0xaf:
    case 0xb0: case 0xb1: case 0xbf:
        return false;
    default:
        return true;
    }
}

static bool is_jump(int op) {
    return (op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7 || op == 0xc8 || op == 0xaa || op == 0xab;
}

/* The branch targets of the jump at bci (opcode op, length len) through fn; false if one lies outside
   the code. */
static bool for_each_target(const uint8_t *code, uint32_t code_len, uint32_t bci, int op,
                            bool (*fn)(void *ctx, uint32_t target), void *ctx) {
    const uint8_t *p = code + bci;
    int64_t t;
    if (op == 0xaa || op == 0xab) {
        const uint8_t *q = code + ((bci + 4) & ~3u);
        t = (int64_t)bci + s4_at(q);
        if (t < 0 || t >= code_len || !fn(ctx, (uint32_t)t)) return false;
        int64_t n = op == 0xaa ? (int64_t)s4_at(q + 8) - s4_at(q + 4) + 1 : s4_at(q + 4);
        for (int64_t k = 0; k < n; k++) {
            t = (int64_t)bci + (op == 0xaa ? s4_at(q + 12 + 4 * k) : s4_at(q + 12 + 8 * k));
            if (t < 0 || t >= code_len || !fn(ctx, (uint32_t)t)) return false;
        }
        return true;
    }
    t = (int64_t)bci + (op == 0xc8 ? s4_at(p + 1) : s2_at(p + 1));
    return t >= 0 && t < code_len && fn(ctx, (uint32_t)t);
}

/* ---------------------------------------------------------------- building the map */

typedef struct Build {
    Walk w;
    RefMap *rm;
    uint8_t *kind;              /* per bci: 1 instruction start, 2 block start */
    int32_t *block_of;          /* per bci: the block starting there, or -1 */
    uint32_t *work;             /* blocks whose state changed and must be (re)simulated */
    uint32_t n_work;
    uint8_t *queued;
    uint64_t *tmp;              /* a state being merged */
    const CfCode *cc;
} Build;

static bool mark_leader(void *ctx, uint32_t target) {
    Build *b = ctx;
    if (!b->kind[target]) return false; /* a jump into the middle of an instruction */
    b->kind[target] = 2;
    return true;
}

/* Merges the state `s` (depth sp; bits at or above nl + sp are ignored) into block k's. */
static void merge(Build *b, uint32_t k, const uint64_t *s, uint32_t sp) {
    RefMap *rm = b->rm;
    uint32_t words = rm->words, valid = b->w.nl + sp;
    memcpy(b->tmp, s, words * sizeof(uint64_t));
    clear_from(b->tmp, valid, words);
    uint64_t *dst = rm->bits + (size_t)k * words;
    bool changed = false;
    if (rm->depth[k] < 0) {
        memcpy(dst, b->tmp, words * sizeof(uint64_t));
        rm->depth[k] = (int32_t)sp;
        changed = true;
    } else if ((uint32_t)rm->depth[k] != sp) {
        b->w.failed = true; /* stack heights disagree where paths meet */
        return;
    } else {
        for (uint32_t i = 0; i < words; i++) {
            uint64_t v = dst[i] & b->tmp[i];
            if (v != dst[i]) {
                dst[i] = v;
                changed = true;
            }
        }
    }
    if (changed && !b->queued[k]) {
        b->queued[k] = 1;
        b->work[b->n_work++] = k;
    }
}

static bool merge_target(void *ctx, uint32_t target) {
    Build *b = ctx;
    merge(b, (uint32_t)b->block_of[target], b->w.cur, b->w.sp);
    return !b->w.failed;
}

/* Simulates block k from its entry state, merging into its successors and handlers. */
static void simulate_block(Build *b, uint32_t k) {
    Walk *w = &b->w;
    RefMap *rm = b->rm;
    memcpy(w->cur, rm->bits + (size_t)k * rm->words, rm->words * sizeof(uint64_t));
    w->sp = (uint32_t)rm->depth[k];
    uint32_t bci = rm->start[k];
    for (;;) {
        uint32_t n = bc_insn_length(w->code, w->len, bci);
        int op = bc_opcode_at(w->code, bci);
        /* a handler covering this instruction may be entered with the locals as they are here */
        for (uint16_t h = 0; b->cc && h < b->cc->n_handlers; h++) {
            const CfExceptionHandler *eh = &b->cc->handlers[h];
            if (bci < eh->start_pc || bci >= eh->end_pc) continue;
            if (!w->ns) {
                w->failed = true;
                return;
            }
            bool slot0 = bit_get(w->cur, w->nl);
            bit_put(w->cur, w->nl, true); /* the exception */
            merge(b, (uint32_t)b->block_of[eh->handler_pc], w->cur, 1);
            bit_put(w->cur, w->nl, slot0);
            if (w->failed) return;
        }
        apply(w, bci, op);
        if (w->failed) return;
        if (is_jump(op) && !for_each_target(w->code, w->len, bci, op, merge_target, b)) {
            w->failed = true;
            return;
        }
        if (!falls_through(op)) return;
        bci += n;
        if (bci >= w->len) {
            w->failed = true; /* falls off the end of the code */
            return;
        }
        if (b->kind[bci] == 2) {
            merge(b, (uint32_t)b->block_of[bci], w->cur, w->sp);
            return;
        }
    }
}

/* The locals at method entry: the receiver and the parameters of reference type. */
static bool entry_state(Walk *w, uint64_t *bits) {
    uint32_t slot = 0;
    if (!(w->m->access & ACC_STATIC)) {
        if (w->nl < 1) return false;
        bit_put(bits, slot++, true);
    }
    const char *p = w->m->desc;
    if (!p || *p++ != '(') return false;
    while (*p != ')') {
        bool ref = desc_is_ref(p);
        int n = bc_type_slots(p, &p);
        if (!n || slot + (uint32_t)n > w->nl) return false;
        if (ref) bit_put(bits, slot, true);
        slot += (uint32_t)n;
    }
    return true;
}

static void build_free(Build *b) {
    free(b->kind);
    free(b->block_of);
    free(b->work);
    free(b->queued);
    free(b->tmp);
    free(b->w.cur);
}

static RefMap *build(Method *m) {
    RefMap *rm = calloc(1, sizeof *rm);
    if (!rm) return NULL;
    rm->status = RM_FAILED;
    Build b = {0};
    b.rm = rm;
    b.cc = m->info ? m->info->code : NULL;
    Walk *w = &b.w;
    w->m = m;
    w->cf = m->klass ? m->klass->cf : NULL;
    w->code = m->code;
    w->len = m->code_len;
    w->nl = m->max_locals;
    w->ns = m->max_stack;
    if (!w->code || !w->len) return rm;
    rm->words = (w->nl + w->ns + 63) / 64;
    if (!rm->words) rm->words = 1;
    b.kind = calloc(w->len, 1);
    b.block_of = malloc(sizeof(int32_t) * w->len);
    b.tmp = malloc(rm->words * sizeof(uint64_t));
    w->cur = malloc(rm->words * sizeof(uint64_t));
    if (!b.kind || !b.block_of || !b.tmp || !w->cur) goto out;

    /* instructions and block starts */
    for (uint32_t bci = 0, n; bci < w->len; bci += n) {
        if (!(n = bc_insn_length(w->code, w->len, bci))) goto out;
        b.kind[bci] = 1;
        int op = bc_opcode_at(w->code, bci);
        if (op == 0xa8 || op == 0xc9 || op == 0xa9 || (op == 0xc4 && w->code[bci + 1] == 0xa9)) {
            rm->status = RM_JSR;
            goto out;
        }
    }
    b.kind[0] = 2;
    for (uint32_t bci = 0, n; bci < w->len; bci += n) {
        n = bc_insn_length(w->code, w->len, bci);
        int op = bc_opcode_at(w->code, bci);
        if (is_jump(op) && !for_each_target(w->code, w->len, bci, op, mark_leader, &b)) goto out;
        if ((is_jump(op) || !falls_through(op)) && bci + n < w->len) b.kind[bci + n] = 2;
    }
    for (uint16_t h = 0; b.cc && h < b.cc->n_handlers; h++) {
        uint32_t hp = b.cc->handlers[h].handler_pc;
        if (hp >= w->len || !b.kind[hp]) goto out;
        b.kind[hp] = 2;
    }
    /* long straight-line code (array initialisers) gets a stored state every BLOCK_MAX instructions,
       so that a query never walks far */
    for (uint32_t bci = 0, since = 0; bci < w->len; bci++) {
        if (b.kind[bci] == 1 && ++since == BLOCK_MAX) b.kind[bci] = 2;
        if (b.kind[bci] == 2) {
            since = 0;
            rm->n_blocks++;
        }
    }
    rm->start = malloc(sizeof(uint32_t) * rm->n_blocks);
    rm->depth = malloc(sizeof(int32_t) * rm->n_blocks);
    rm->bits = calloc((size_t)rm->n_blocks * rm->words, sizeof(uint64_t));
    rm->last = malloc(rm->words * sizeof(uint64_t));
    rm->last_bci = UINT32_MAX;
    b.work = malloc(sizeof(uint32_t) * rm->n_blocks);
    b.queued = calloc(rm->n_blocks, 1);
    if (!rm->start || !rm->depth || !rm->bits || !rm->last || !b.work || !b.queued) goto out;
    for (uint32_t bci = 0, k = 0; bci < w->len; bci++) {
        b.block_of[bci] = -1;
        if (b.kind[bci] == 2) {
            rm->start[k] = bci;
            rm->depth[k] = -1;
            b.block_of[bci] = (int32_t)k++;
        }
    }

    /* the fixpoint: states only lose bits, so it ends */
    memset(w->cur, 0, rm->words * sizeof(uint64_t));
    if (!entry_state(w, w->cur)) goto out;
    merge(&b, 0, w->cur, 0);
    while (b.n_work && !w->failed) {
        uint32_t k = b.work[--b.n_work];
        b.queued[k] = 0;
        simulate_block(&b, k);
    }
    if (!w->failed) rm->status = RM_OK;
out:
    build_free(&b);
    if (rm->status != RM_OK) {
        free(rm->start);
        free(rm->depth);
        free(rm->bits);
        free(rm->last);
        rm->start = NULL;
        rm->depth = NULL;
        rm->bits = NULL;
        rm->last = NULL;
        rm->n_blocks = 0;
    }
    return rm;
}

void refmap_free(Method *m) {
    RefMap *rm = m->refmap;
    if (!rm) return;
    free(rm->start);
    free(rm->depth);
    free(rm->bits);
    free(rm->last);
    free(rm);
    m->refmap = NULL;
}

/* ---------------------------------------------------------------- queries */

bool refmap_at(Method *m, uint32_t bci, const uint64_t **bits, uint32_t *depth) {
    if (!m->refmap && !(m->refmap = build(m))) return false;
    RefMap *rm = m->refmap;
    if (rm->status != RM_OK || bci >= m->code_len) return false;
    if (bci == rm->last_bci) {
        *bits = rm->last;
        *depth = rm->last_depth;
        return true;
    }
    /* the block holding bci: the last one starting at or before it */
    uint32_t lo = 0, hi = rm->n_blocks;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (rm->start[mid] <= bci) lo = mid;
        else hi = mid;
    }
    if (rm->depth[lo] < 0) return false;
    rm->last_bci = UINT32_MAX;
    Walk w = {.m = m, .cf = m->klass ? m->klass->cf : NULL, .code = m->code, .len = m->code_len,
              .nl = m->max_locals, .ns = m->max_stack, .cur = rm->last, .sp = (uint32_t)rm->depth[lo]};
    memcpy(w.cur, rm->bits + (size_t)lo * rm->words, rm->words * sizeof(uint64_t));
    uint32_t at = rm->start[lo];
    while (at < bci) {
        uint32_t n = bc_insn_length(w.code, w.len, at);
        if (!n) return false;
        apply(&w, at, bc_opcode_at(w.code, at));
        if (w.failed) return false;
        at += n;
    }
    if (at != bci) return false; /* not the start of an instruction */
    clear_from(w.cur, w.nl + w.sp, rm->words);
    rm->last_bci = bci;
    rm->last_depth = w.sp;
    *bits = w.cur;
    *depth = w.sp;
    return true;
}

/* ---------------------------------------------------------------- frames */

typedef void (*Visit)(Object **ref, void *ctx);

/* Every pointer-sized word of [from, to) within t's stack memory. */
static void visit_words(Thread *t, void *from, void *to, Visit visit, void *ctx) {
    if ((uint8_t *)from < t->stack_base) from = t->stack_base;
    if ((uint8_t *)to > t->stack_limit) to = t->stack_limit;
    for (void **p = from; (void *)(p + 1) <= to; p++) visit((Object **)p, ctx);
}

static bool java_frame(Frame *f, Visit visit, void *ctx) {
    Method *m = f->method;
    if (!f->pc || f->pc < m->code || f->pc >= m->code + m->code_len || f->sp < f->stack) return false;
    uint32_t depth = (uint32_t)(f->sp - f->stack), map_depth;
    const uint64_t *bits;
    if (!refmap_at(m, (uint32_t)(f->pc - m->code), &bits, &map_depth) || depth > map_depth) return false;
    uint32_t nl = m->max_locals, n = nl + depth;
    for (uint32_t k = 0; k * 64 < n; k++)
        for (uint64_t v = bits[k]; v; v &= v - 1) {
            uint32_t i = k * 64 + (uint32_t)__builtin_ctzll(v);
            if (i >= n) break;
            visit(i < nl ? &f->locals[i].l : &f->stack[i - nl].l, ctx);
        }
    visit(&f->lock, ctx);
    return true;
}

static void native_frame(Thread *t, Frame *f, Visit visit, void *ctx) {
    Method *m = f->method;
    uint32_t slot = 0;
    bool ok = true;
    if (!(m->access & ACC_STATIC)) visit(&f->locals[slot++].l, ctx);
    /* (signature-polymorphic natives are called with other shapes than their descriptor's) */
    const char *p = m->desc && m->desc[0] == '(' && !(m->flags & METHOD_SIGPOLY) ? m->desc + 1 : NULL;
    while (ok && p && *p != ')') {
        bool ref = desc_is_ref(p);
        int n = bc_type_slots(p, &p);
        if (!n) ok = false;
        else if (ref) visit(&f->locals[slot].l, ctx);
        slot += (uint32_t)n;
    }
    if (!ok || !p) visit_words(t, f->locals, f->locals + m->arg_slots, visit, ctx);
    visit(&f->lock, ctx);
    visit_words(t, f->cont_data, f->cont_data + 3, visit, ctx);
    visit(&f->value.l, ctx);
    visit_words(t, f->stack, f->sp, visit, ctx);
}

void refmap_visit_frames(Thread *t, Visit visit, void *ctx) {
    if (!t->frame || !t->stack_base) return;
    Slot *above = NULL; /* where the frame above starts; NULL for the top frame */
    for (Frame *f = t->frame; f; f = f->prev) {
        Method *m = f->method;
        Slot *start = f->locals && (uint8_t *)f->locals <= (uint8_t *)f ? f->locals : (Slot *)f;
        Slot *end = f->sp > (Slot *)(f + 1) ? f->sp : (Slot *)(f + 1);
        if (m && (m->access & ACC_NATIVE)) {
            native_frame(t, f, visit, ctx);
        } else if (m && m->code && java_frame(f, visit, ctx)) {
            /* exact */
        } else {
            /* VM-internal frame, a frame of an intrinsic run as native code, or an unknown map */
            Method *pending = !m && !f->cont ? f->cont_data[0] : NULL; /* a trampoline's native */
            if (!above && pending && f->sp + pending->arg_slots > end) end = f->sp + pending->arg_slots;
            if (above && !m && above > end) end = above;
            visit_words(t, start, end, visit, ctx);
        }
        if (above && above > end) visit_words(t, end, above, visit, ctx);
        above = start;
    }
}
