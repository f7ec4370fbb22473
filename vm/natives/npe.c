/* npe.c: helpful NullPointerException messages (JEP 358), i.e. the native
   NullPointerException.getExtendedNPEMessage(), producing the text HotSpot 17 produces, e.g.
       Cannot invoke "String.length()" because "<local1>" is null
       Cannot load from object array because "p.pa[0].pa[1]" is null
       Cannot read field "name" because the return value of "pkg.Holder.get()" is null

   The message describes the instruction of the throwing frame (method, bci) that found a null
   reference (the "failed action") and, when it can be determined, where that reference came from.
   The source is found by a small abstract interpretation of the method's bytecode that records, for
   every operand stack slot, the bci of the instruction that pushed it (-1 = unknown, e.g. when two
   paths pushed it at different places).

   The analysis deliberately reproduces the observable behaviour of HotSpot's, which matters in corner
   cases (all checked against HotSpot 17, see native-tests/data/npe/):
   - the code is swept linearly from bci 0, processing every instruction that already has a state and
     merging the resulting state into its successors; sweeps repeat while some instruction had no state
     yet, and the analysis stops as soon as a sweep arrives at the faulting bci with a state there. So
     backward branches met after the faulting instruction in the first sweep do not contribute.
   - jsr flows to the subroutine only; the instruction after it gets no state (as in HotSpot).
   - exception handlers start with a one-slot stack of unknown origin and no locals written; nothing is
     merged into them from their try ranges.
   - a state also records which local slots were stored to (xstore, not iinc); a parameter slot that was
     stored to on some path to the instruction is printed as "<localN>", otherwise as "<parameterN>"
     ("this" for slot 0 of instance methods) when there is no LocalVariableTable entry for it.
   - descriptions nest at most 5 levels (array and object parts use one level each, array indices none);
     parts that cannot be described print as "<array>" / "..." / nothing, as HotSpot does.
   - a top-level source of an undescribable kind (invokedynamic, dynamic constant) leaves the message
     ending in ` because "`, exactly like HotSpot 17. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../internal.h"
#include "../bytecode.h"
#include "../quick.h"

/* vm/exceptions.c: method and bci of the first frame of a throwable's backtrace. */
extern bool throwable_top_frame(Object *ex, Method **m, int *bci);


/* Standard opcodes used by name below. */
enum {
    OP_ACONST_NULL = 0x01, OP_ICONST_M1 = 0x02, OP_ICONST_5 = 0x08, OP_BIPUSH = 0x10, OP_SIPUSH = 0x11,
    OP_LDC = 0x12, OP_LDC_W = 0x13, OP_ILOAD = 0x15, OP_ALOAD = 0x19, OP_ILOAD_0 = 0x1a, OP_ALOAD_0 = 0x2a,
    OP_IALOAD = 0x2e, OP_LALOAD = 0x2f, OP_FALOAD = 0x30, OP_DALOAD = 0x31, OP_AALOAD = 0x32,
    OP_BALOAD = 0x33, OP_CALOAD = 0x34, OP_SALOAD = 0x35, OP_IASTORE = 0x4f, OP_LASTORE = 0x50,
    OP_FASTORE = 0x51, OP_DASTORE = 0x52, OP_AASTORE = 0x53, OP_BASTORE = 0x54, OP_CASTORE = 0x55,
    OP_SASTORE = 0x56, OP_IINC = 0x84, OP_GOTO = 0xa7, OP_JSR = 0xa8, OP_RET = 0xa9,
    OP_TABLESWITCH = 0xaa, OP_LOOKUPSWITCH = 0xab, OP_GETSTATIC = 0xb2, OP_PUTSTATIC = 0xb3,
    OP_GETFIELD = 0xb4, OP_PUTFIELD = 0xb5, OP_INVOKEVIRTUAL = 0xb6, OP_INVOKESPECIAL = 0xb7,
    OP_INVOKESTATIC = 0xb8, OP_INVOKEINTERFACE = 0xb9, OP_INVOKEDYNAMIC = 0xba, OP_NEW = 0xbb,
    OP_ANEWARRAY = 0xbd, OP_ARRAYLENGTH = 0xbe, OP_ATHROW = 0xbf, OP_CHECKCAST = 0xc0,
    OP_INSTANCEOF = 0xc1, OP_MONITORENTER = 0xc2, OP_MONITOREXIT = 0xc3, OP_WIDE = 0xc4,
    OP_MULTIANEWARRAY = 0xc5, OP_IFNULL = 0xc6, OP_IFNONNULL = 0xc7, OP_GOTO_W = 0xc8, OP_JSR_W = 0xc9
};

/* ---------------------------------------------------------------- reading the code */

typedef struct Code {
    const uint8_t *p;
    uint32_t len;
} Code;

static uint32_t u2_at(const uint8_t *p) { return (uint32_t)p[0] << 8 | p[1]; }
static int32_t s2_at(const uint8_t *p) { return (int16_t)(uint16_t)u2_at(p); }
static int32_t s4_at(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* Opcode at bci, quick forms mapped back. */
static int op_at(const Code *c, uint32_t bci) { return bc_opcode_at(c->p, bci); }

/* The constant pool index operand of the field or invoke instruction at bci (see bytecode.h). */
static uint32_t member_index(const Code *c, uint32_t bci) { return bc_member_index(c->p, bci); }

/* Length of the instruction at bci, 0 when it is malformed or runs past the end. */
static uint32_t insn_length(const Code *c, uint32_t bci) { return bc_insn_length(c->p, c->len, bci); }

/* ---------------------------------------------------------------- message buffer */

typedef struct Buf {
    char *p;
    size_t len, cap;
    bool oom;
} Buf;

static void buf_putn(Buf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 128;
        while (b->len + n + 1 > cap) cap *= 2;
        char *np = realloc(b->p, cap);
        if (!np) {
            b->oom = true;
            return;
        }
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void buf_puts(Buf *b, const char *s) { buf_putn(b, s, strlen(s)); }

static void buf_int(Buf *b, long v) {
    char tmp[24];
    snprintf(tmp, sizeof tmp, "%ld", v);
    buf_puts(b, tmp);
}

/* A class name as the messages show it: dots for slashes, and "Object" / "String" for the two
   java.lang classes that HotSpot abbreviates. n is the length of the internal name. */
static void buf_class(Buf *b, const char *name, size_t n) {
    if ((n == 16 && !memcmp(name, "java/lang/Object", 16)) || (n == 16 && !memcmp(name, "java/lang/String", 16))) {
        name += 10;
        n -= 10;
    }
    for (size_t i = 0; i < n; i++) buf_putn(b, name[i] == '/' ? "." : &name[i], 1);
}

/* One type of a descriptor in Java source form ("int", "String", "java.util.List[]"); returns the
   position after it, NULL when malformed. */
static const char *buf_type(Buf *b, const char *d) {
    static const char *const prim[][2] = {
        {"B", "byte"}, {"C", "char"}, {"D", "double"}, {"F", "float"}, {"I", "int"},
        {"J", "long"}, {"S", "short"}, {"Z", "boolean"}, {"V", "void"},
    };
    int dims = 0;
    while (*d == '[') dims++, d++;
    if (*d == 'L') {
        const char *e = strchr(d, ';');
        if (!e) return NULL;
        buf_class(b, d + 1, (size_t)(e - d - 1));
        d = e + 1;
    } else {
        size_t i = 0;
        while (i < sizeof prim / sizeof *prim && *prim[i][0] != *d) i++;
        if (i == sizeof prim / sizeof *prim || !*d) return NULL;
        buf_puts(b, prim[i][1]);
        d++;
    }
    while (dims--) buf_puts(b, "[]");
    return d;
}

/* "Klass.name(ParamType, ...)" of the method referenced at cp index. */
static void buf_method(Buf *b, const ClassFile *cf, uint32_t index) {
    const char *cls, *name, *desc;
    if (!bc_cp_member(cf, index, &cls, &name, &desc)) return;
    if (cls) {
        buf_class(b, cls, strlen(cls));
        buf_puts(b, ".");
    }
    buf_puts(b, name);
    buf_puts(b, "(");
    const char *p = desc + 1;
    bool first = true;
    while (p && *p && *p != ')') {
        if (!first) buf_puts(b, ", ");
        first = false;
        p = buf_type(b, p);
    }
    buf_puts(b, ")");
}

/* ---------------------------------------------------------------- the analysis */

/* Operand stack at the start of an instruction: the bci that pushed each slot (bottom first, -1 =
   unknown), and which parameter slots have been stored to on the way here. Only slots holding
   parameters (fewer than 256) are tracked: for other locals it makes no difference. */
typedef struct State {
    uint32_t depth;
    uint8_t *written; /* (arg_slots + 7) / 8 bytes */
    int32_t slot[];   /* depth entries */
} State;

/* Stack entries (summed over all instructions) beyond which the analysis gives up. */
#define MAX_ENTRIES 1000000u
/* Nesting depth of descriptions. */
#define MAX_DETAIL 5

typedef struct Analysis {
    Method *m;
    const ClassFile *cf;
    Code code;
    State **states;         /* per bci, NULL until reached */
    uint8_t *starts;        /* per bci: 1 where an instruction starts */
    uint32_t wbytes;        /* bytes of State.written */
    uint32_t tracked;       /* parameter slots tracked in State.written */
    uint64_t entries;
    bool failed;            /* malformed code or out of memory: stop */
    bool changed;           /* the current sweep created or widened a state */
    /* the instruction being simulated */
    int32_t *stk;
    uint32_t sp, cap;
    uint8_t *wr;
} Analysis;

static State *state_new(Analysis *a, uint32_t depth) {
    State *s = malloc(sizeof(State) + sizeof(int32_t) * depth + a->wbytes);
    if (!s) {
        a->failed = true;
        return NULL;
    }
    s->depth = depth;
    s->written = (uint8_t *)(s->slot + depth);
    memset(s->written, 0, a->wbytes);
    return s;
}

/* Merges the simulated stack into the state at bci. */
static void merge_into(Analysis *a, uint32_t target) {
    if (a->failed) return;
    if (target >= a->code.len || !a->starts[target]) {
        a->failed = true;
        return;
    }
    State *s = a->states[target];
    if (!s) {
        if (!(s = state_new(a, a->sp))) return;
        memcpy(s->slot, a->stk, sizeof(int32_t) * a->sp);
        memcpy(s->written, a->wr, a->wbytes);
        a->states[target] = s;
        a->entries += a->sp;
        a->changed = true;
        return;
    }
    if (s->depth != a->sp) {
        a->failed = true; /* inconsistent stack heights: not verifiable code */
        return;
    }
    for (uint32_t i = 0; i < a->sp; i++)
        if (s->slot[i] != a->stk[i] && s->slot[i] != -1) {
            s->slot[i] = -1;
            a->changed = true;
        }
    for (uint32_t i = 0; i < a->wbytes; i++)
        if ((s->written[i] | a->wr[i]) != s->written[i]) {
            s->written[i] |= a->wr[i];
            a->changed = true;
        }
}

static void push(Analysis *a, int32_t src, int n) {
    while (n-- > 0) {
        if (a->sp >= a->cap) {
            a->failed = true;
            return;
        }
        a->stk[a->sp++] = src;
    }
}

static void pop(Analysis *a, int n) {
    if ((uint32_t)n > a->sp) {
        a->failed = true;
        a->sp = 0;
        return;
    }
    a->sp -= (uint32_t)n;
}

static void mark_written(Analysis *a, uint32_t local, int n) {
    for (uint32_t l = local; l < local + (uint32_t)n; l++)
        if (l < a->tracked) a->wr[l / 8] |= (uint8_t)(1u << (l % 8));
}

/* Stack manipulation (dup family, swap) at slot level: the top `take` slots are duplicated and the
   copies inserted `below` slots further down (dup_x1: take 1, below 1). */
static void dup_insert(Analysis *a, uint32_t take, uint32_t below) {
    if (a->sp < take + below || a->sp + take > a->cap) {
        a->failed = true;
        return;
    }
    int32_t tmp[2];
    memcpy(tmp, a->stk + a->sp - take, sizeof(int32_t) * take);
    uint32_t at = a->sp - take - below;
    memmove(a->stk + at + take, a->stk + at, sizeof(int32_t) * (take + below));
    memcpy(a->stk + at, tmp, sizeof(int32_t) * take);
    a->sp += take;
}

/* Simulates the instruction at bci (which has a state) and merges into its successors. */
static void simulate(Analysis *a, uint32_t bci, uint32_t len) {
    const State *s = a->states[bci];
    const uint8_t *p = a->code.p + bci;
    int op = op_at(&a->code, bci);
    int32_t me = (int32_t)bci;
    memcpy(a->stk, s->slot, sizeof(int32_t) * s->depth);
    a->sp = s->depth;
    memcpy(a->wr, s->written, a->wbytes);
    bool falls = true;          /* control continues at the next instruction */
    int64_t targets[2];         /* branch targets (switches are handled in place) */
    int n_targets = 0;

    switch (op) {
    case 0x00: break;                                               /* nop */
    case 0x01: case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
    case 0x0b: case 0x0c: case 0x0d: case 0x10: case 0x11: case 0x12: case 0x13:
        push(a, me, 1); break;                                      /* constants */
    case 0x09: case 0x0a: case 0x0e: case 0x0f: case 0x14:
        push(a, me, 2); break;                                      /* long/double constants */
    case 0x15: case 0x17: case 0x19: push(a, me, 1); break;         /* iload fload aload */
    case 0x16: case 0x18: push(a, me, 2); break;                    /* lload dload */
    case 0x1a: case 0x1b: case 0x1c: case 0x1d: case 0x22: case 0x23: case 0x24: case 0x25:
    case 0x2a: case 0x2b: case 0x2c: case 0x2d: push(a, me, 1); break;
    case 0x1e: case 0x1f: case 0x20: case 0x21: case 0x26: case 0x27: case 0x28: case 0x29:
        push(a, me, 2); break;
    case 0x2e: case 0x30: case 0x32: case 0x33: case 0x34: case 0x35:
        pop(a, 2); push(a, me, 1); break;                           /* xaload */
    case 0x2f: case 0x31: pop(a, 2); push(a, me, 2); break;         /* laload daload */
    case 0x36: case 0x38: case 0x3a: pop(a, 1); mark_written(a, p[1], 1); break;
    case 0x37: case 0x39: pop(a, 2); mark_written(a, p[1], 2); break;
    case 0x3b: case 0x3c: case 0x3d: case 0x3e: pop(a, 1); mark_written(a, (uint32_t)(op - 0x3b), 1); break;
    case 0x3f: case 0x40: case 0x41: case 0x42: pop(a, 2); mark_written(a, (uint32_t)(op - 0x3f), 2); break;
    case 0x43: case 0x44: case 0x45: case 0x46: pop(a, 1); mark_written(a, (uint32_t)(op - 0x43), 1); break;
    case 0x47: case 0x48: case 0x49: case 0x4a: pop(a, 2); mark_written(a, (uint32_t)(op - 0x47), 2); break;
    case 0x4b: case 0x4c: case 0x4d: case 0x4e: pop(a, 1); mark_written(a, (uint32_t)(op - 0x4b), 1); break;
    case 0x4f: case 0x51: case 0x53: case 0x54: case 0x55: case 0x56: pop(a, 3); break; /* xastore */
    case 0x50: case 0x52: pop(a, 4); break;                         /* lastore dastore */
    case 0x57: pop(a, 1); break;                                    /* pop */
    case 0x58: pop(a, 2); break;                                    /* pop2 */
    case 0x59: dup_insert(a, 1, 0); break;                          /* dup */
    case 0x5a: dup_insert(a, 1, 1); break;                          /* dup_x1 */
    case 0x5b: dup_insert(a, 1, 2); break;                          /* dup_x2 */
    case 0x5c: dup_insert(a, 2, 0); break;                          /* dup2 */
    case 0x5d: dup_insert(a, 2, 1); break;                          /* dup2_x1 */
    case 0x5e: dup_insert(a, 2, 2); break;                          /* dup2_x2 */
    case 0x5f:                                                      /* swap */
        if (a->sp < 2) a->failed = true;
        else {
            int32_t t = a->stk[a->sp - 1];
            a->stk[a->sp - 1] = a->stk[a->sp - 2];
            a->stk[a->sp - 2] = t;
        }
        break;
    case 0x60: case 0x62: case 0x64: case 0x66: case 0x68: case 0x6a: case 0x6c: case 0x6e:
    case 0x70: case 0x72: case 0x78: case 0x7a: case 0x7c: case 0x7e: case 0x80: case 0x82:
        pop(a, 2); push(a, me, 1); break;                           /* int/float binary */
    case 0x61: case 0x63: case 0x65: case 0x67: case 0x69: case 0x6b: case 0x6d: case 0x6f:
    case 0x71: case 0x73: case 0x7f: case 0x81: case 0x83:
        pop(a, 4); push(a, me, 2); break;                           /* long/double binary */
    case 0x79: case 0x7b: case 0x7d: pop(a, 3); push(a, me, 2); break; /* long shifts */
    case 0x74: case 0x76: case 0x86: case 0x8b: case 0x91: case 0x92: case 0x93:
        pop(a, 1); push(a, me, 1); break;                           /* ineg fneg i2f f2i i2b i2c i2s */
    case 0x75: case 0x77: case 0x8a: case 0x8f: pop(a, 2); push(a, me, 2); break; /* lneg dneg l2d d2l */
    case 0x85: case 0x87: case 0x8c: case 0x8d: pop(a, 1); push(a, me, 2); break; /* i2l i2d f2l f2d */
    case 0x88: case 0x89: case 0x8e: case 0x90: pop(a, 2); push(a, me, 1); break; /* l2i l2f d2i d2f */
    case 0x84: break;                                               /* iinc: not a store */
    case 0x94: case 0x97: case 0x98: pop(a, 4); push(a, me, 1); break; /* lcmp dcmpl dcmpg */
    case 0x95: case 0x96: pop(a, 2); push(a, me, 1); break;         /* fcmpl fcmpg */
    case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e: case OP_IFNULL: case OP_IFNONNULL:
        pop(a, 1); targets[n_targets++] = (int64_t)bci + s2_at(p + 1); break;
    case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4: case 0xa5: case 0xa6:
        pop(a, 2); targets[n_targets++] = (int64_t)bci + s2_at(p + 1); break;
    case OP_GOTO: falls = false; targets[n_targets++] = (int64_t)bci + s2_at(p + 1); break;
    case OP_GOTO_W: falls = false; targets[n_targets++] = (int64_t)bci + s4_at(p + 1); break;
    case OP_JSR: case OP_JSR_W:
        /* the subroutine starts with the return address pushed; like HotSpot's analysis, nothing
           flows to the instruction after the jsr (ret ends the flow) */
        falls = false;
        push(a, me, 1);
        targets[n_targets++] = (int64_t)bci + (op == OP_JSR ? s2_at(p + 1) : s4_at(p + 1));
        break;
    case OP_RET: falls = false; break;
    case OP_TABLESWITCH: case OP_LOOKUPSWITCH: {
        pop(a, 1);
        falls = false;
        uint32_t base = (bci + 4) & ~3u;
        const uint8_t *q = a->code.p + base;
        if (a->failed) break;
        if (op == OP_TABLESWITCH) {
            int32_t lo = s4_at(q + 4), hi = s4_at(q + 8);
            for (int64_t k = 0; k <= (int64_t)hi - lo && !a->failed; k++) {
                int64_t t = (int64_t)bci + s4_at(q + 12 + 4 * k);
                if (t < 0 || t >= a->code.len) a->failed = true;
                else merge_into(a, (uint32_t)t);
            }
        } else {
            int32_t np = s4_at(q + 4);
            for (int32_t k = 0; k < np && !a->failed; k++) {
                int64_t t = (int64_t)bci + s4_at(q + 8 + 8 * (int64_t)k + 4);
                if (t < 0 || t >= a->code.len) a->failed = true;
                else merge_into(a, (uint32_t)t);
            }
        }
        targets[n_targets++] = (int64_t)bci + s4_at(q);
        break;
    }
    case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1: case OP_ATHROW:
        falls = false; break;                                       /* returns, athrow */
    case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD: {
        const char *name, *desc;
        if (!bc_cp_member(a->cf, member_index(&a->code, bci), NULL, &name, &desc)) { a->failed = true; break; }
        int n = bc_type_slots(desc, NULL);
        if (!n) { a->failed = true; break; }
        if (op == OP_GETSTATIC) push(a, me, n);
        else if (op == OP_PUTSTATIC) pop(a, n);
        else if (op == OP_GETFIELD) { pop(a, 1); push(a, me, n); }
        else pop(a, n + 1);
        break;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
    case OP_INVOKEDYNAMIC: {
        const char *name, *desc;
        int args, res;
        if (!bc_cp_member(a->cf, member_index(&a->code, bci), NULL, &name, &desc) || !bc_method_slots(desc, &args, &res)) {
            a->failed = true;
            break;
        }
        pop(a, args + (op != OP_INVOKESTATIC && op != OP_INVOKEDYNAMIC));
        push(a, me, res);
        break;
    }
    case OP_NEW: push(a, me, 1); break;
    case 0xbc: case OP_ANEWARRAY: case OP_ARRAYLENGTH: case OP_INSTANCEOF:
        pop(a, 1); push(a, me, 1); break;
    case OP_CHECKCAST: break;                                       /* the value passes through */
    case OP_MONITORENTER: case OP_MONITOREXIT: pop(a, 1); break;
    case OP_MULTIANEWARRAY: pop(a, p[3]); push(a, me, 1); break;
    case OP_WIDE: {
        int op2 = p[1];
        uint32_t local = u2_at(p + 2);
        switch (op2) {
        case 0x15: case 0x17: case 0x19: push(a, me, 1); break;
        case 0x16: case 0x18: push(a, me, 2); break;
        case 0x36: case 0x38: case 0x3a: pop(a, 1); mark_written(a, local, 1); break;
        case 0x37: case 0x39: pop(a, 2); mark_written(a, local, 2); break;
        case OP_IINC: break;
        case OP_RET: falls = false; break;
        default: a->failed = true; break;
        }
        break;
    }
    default:
        a->failed = true; /* 0xba..: unknown or reserved */
        break;
    }
    for (int i = 0; i < n_targets && !a->failed; i++) {
        if (targets[i] < 0 || targets[i] >= a->code.len) a->failed = true;
        else merge_into(a, (uint32_t)targets[i]);
    }
    if (falls && !a->failed) {
        if (bci + len >= a->code.len) a->failed = true; /* falls off the end of the code */
        else merge_into(a, bci + len);
    }
}

/* Computes the operand stack states until the one at `bci` is known (see the top of this file). */
static void analyse(Analysis *a, uint32_t bci) {
    const CfCode *cc = a->m->info ? a->m->info->code : NULL;
    uint32_t len = a->code.len;
    a->states = calloc(len, sizeof(State *));
    a->starts = calloc(len, 1);
    a->cap = a->m->max_stack + 2u;
    a->stk = malloc(sizeof(int32_t) * a->cap);
    a->tracked = a->m->arg_slots;
    a->wbytes = (a->tracked + 7) / 8;
    a->wr = calloc(a->wbytes + 1, 1);
    if (!a->states || !a->starts || !a->stk || !a->wr) {
        a->failed = true;
        return;
    }
    for (uint32_t i = 0, n; i < len; i += n) {
        if (!(n = insn_length(&a->code, i))) {
            a->failed = true;
            return;
        }
        a->starts[i] = 1;
    }
    if (!(a->states[0] = state_new(a, 0))) return;
    for (uint16_t i = 0; cc && i < cc->n_handlers; i++) {
        uint32_t h = cc->handlers[i].handler_pc;
        if (h >= len || !a->starts[h]) continue;
        if (!a->states[h]) {
            if (!(a->states[h] = state_new(a, 1))) return;
            a->states[h]->slot[0] = -1;
        }
    }
    for (;;) {
        bool all_processed = true;
        a->changed = false;
        for (uint32_t i = 0; i < len;) {
            uint32_t n = insn_length(&a->code, i);
            if (a->states[i]) simulate(a, i, n);
            else all_processed = false;
            if (a->failed) return;
            i += n;
            if (i == bci && a->states[bci]) return;
            if (a->entries > MAX_ENTRIES) return;
        }
        if (all_processed || !a->changed) return;
    }
}

static void analysis_free(Analysis *a) {
    if (a->states)
        for (uint32_t i = 0; i < a->code.len; i++) free(a->states[i]);
    free(a->states);
    free(a->starts);
    free(a->stk);
    free(a->wr);
}

/* ---------------------------------------------------------------- describing values */

/* A local variable as the messages name it: its LocalVariableTable name, else "this", "<parameterN>"
   or "<localN>". is_param: the slot still holds the argument passed in. */
static void buf_local(Buf *b, const Method *m, uint32_t bci, uint32_t slot, bool is_param) {
    const CfCode *cc = m->info ? m->info->code : NULL;
    for (uint16_t i = 0; cc && i < cc->n_locals; i++) {
        const CfLocalVar *v = &cc->locals[i];
        if (v->index == slot && bci >= v->start_pc && bci < (uint32_t)v->start_pc + v->length && v->name) {
            buf_puts(b, v->name);
            return;
        }
    }
    bool is_static = (m->access & ACC_STATIC) != 0;
    if (!is_static && slot == 0 && is_param) {
        buf_puts(b, "this");
        return;
    }
    uint32_t at = is_static ? 0 : 1;
    int param = 1;
    const char *p = m->desc + 1;
    bool found = false;
    while (*p && *p != ')') {
        int n = bc_type_slots(p, &p);
        if (!n) break;
        if (slot >= at && slot < at + (uint32_t)n) {
            found = true;
            break;
        }
        at += (uint32_t)n;
        param++;
    }
    buf_puts(b, found && is_param ? "<parameter" : "<local");
    buf_int(b, found && is_param ? param : (long)slot);
    buf_puts(b, ">");
}

/* Describes the value in stack slot `slot` (0 = top) of the state at bci. top: the outermost
   description, which prints the " because ..." prefix itself. Returns false when nothing (more)
   could be said. */
static bool describe(Analysis *a, Buf *b, uint32_t bci, uint32_t slot, int detail, bool inner, bool top) {
    if (detail <= 0) return false;
    const State *s = a->states ? a->states[bci] : NULL;
    if (!s || slot >= s->depth) return false;
    int32_t src = s->slot[s->depth - 1 - slot];
    if (src < 0) return false;
    const uint8_t *p = a->code.p + src;
    int op = op_at(&a->code, (uint32_t)src);
    bool wide = false;
    if (op == OP_WIDE) {
        wide = true;
        op = p[1];
        p++;
    }
    bool is_invoke = op >= OP_INVOKEVIRTUAL && op <= OP_INVOKEINTERFACE;
    if (top && !is_invoke) buf_puts(b, " because \"");

    uint32_t local = 0;
    switch (op) {
    case OP_ACONST_NULL:
        buf_puts(b, "null");
        return true;
    case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
        buf_int(b, op - 0x03);
        return true;
    case OP_BIPUSH:
        buf_int(b, (int8_t)p[1]);
        return true;
    case OP_SIPUSH:
        buf_int(b, s2_at(p + 1));
        return true;
    case OP_ILOAD: case OP_ALOAD:
        local = wide ? u2_at(p + 1) : p[1];
        goto print_local;
    case 0x1a: case 0x1b: case 0x1c: case 0x1d:
        local = (uint32_t)(op - OP_ILOAD_0);
        goto print_local;
    case 0x2a: case 0x2b: case 0x2c: case 0x2d:
        local = (uint32_t)(op - OP_ALOAD_0);
    print_local: {
        bool written = local < a->tracked && (s->written[local / 8] >> (local % 8) & 1);
        buf_local(b, a->m, (uint32_t)src, local, !written);
        return true;
    }
    case OP_GETSTATIC: {
        const char *cls, *name, *desc;
        if (bc_cp_member(a->cf, member_index(&a->code, (uint32_t)src), &cls, &name, &desc)) {
            buf_class(b, cls, strlen(cls));
            buf_puts(b, ".");
            buf_puts(b, name);
        }
        return true;
    }
    case OP_GETFIELD: {
        const char *name, *desc;
        if (describe(a, b, (uint32_t)src, 0, detail - 1, inner, false)) buf_puts(b, ".");
        if (bc_cp_member(a->cf, member_index(&a->code, (uint32_t)src), NULL, &name, &desc)) buf_puts(b, name);
        return true;
    }
    case OP_IALOAD: case OP_AALOAD:
        if (!describe(a, b, (uint32_t)src, 1, detail - 1, inner, false)) buf_puts(b, "<array>");
        buf_puts(b, "[");
        if (!describe(a, b, (uint32_t)src, 0, detail, true, false)) buf_puts(b, "...");
        buf_puts(b, "]");
        return true;
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
        if (detail == MAX_DETAIL && !inner) buf_puts(b, " because the return value of \"");
        buf_method(b, a->cf, member_index(&a->code, (uint32_t)src));
        return true;
    default:
        return false;
    }
}

/* ---------------------------------------------------------------- the message */

/* Builds the message for an NPE raised at bci of m into b; false when there is none. */
static bool npe_message(Buf *b, Method *m, uint32_t bci) {
    Code code = {m->code, m->code_len};
    if (!code.p || bci >= code.len) return false;
    for (uint32_t i = 0, n; i != bci; i += n) /* bci must start an instruction */
        if (i > bci || !(n = insn_length(&code, i))) return false;
    const ClassFile *cf = m->klass ? m->klass->cf : NULL;
    if (!cf) return false;

    /* Which instruction failed, and which of its operands was null (0 = top of stack). */
    int op = op_at(&code, bci);
    static const char *const array_kind[8] = {"int", "long", "float", "double", "object", "byte/boolean", "char", "short"};
    uint32_t slot;
    const char *name, *desc, *cls;
    switch (op) {
    case OP_IALOAD: case OP_LALOAD: case OP_FALOAD: case OP_DALOAD:
    case OP_AALOAD: case OP_BALOAD: case OP_CALOAD: case OP_SALOAD:
        buf_puts(b, "Cannot load from ");
        buf_puts(b, array_kind[op - OP_IALOAD]);
        buf_puts(b, " array");
        slot = 1;
        break;
    case OP_IASTORE: case OP_LASTORE: case OP_FASTORE: case OP_DASTORE:
    case OP_AASTORE: case OP_BASTORE: case OP_CASTORE: case OP_SASTORE:
        buf_puts(b, "Cannot store to ");
        buf_puts(b, array_kind[op - OP_IASTORE]);
        buf_puts(b, " array");
        slot = (op == OP_LASTORE || op == OP_DASTORE) ? 3 : 2;
        break;
    case OP_ARRAYLENGTH: buf_puts(b, "Cannot read the array length"); slot = 0; break;
    case OP_ATHROW: buf_puts(b, "Cannot throw exception"); slot = 0; break;
    case OP_MONITORENTER: buf_puts(b, "Cannot enter synchronized block"); slot = 0; break;
    case OP_MONITOREXIT: buf_puts(b, "Cannot exit synchronized block"); slot = 0; break;
    case OP_GETFIELD: case OP_PUTFIELD: {
        if (!bc_cp_member(cf, member_index(&code, bci), NULL, &name, &desc)) return false;
        int n = bc_type_slots(desc, NULL);
        if (!n) return false;
        buf_puts(b, op == OP_GETFIELD ? "Cannot read field \"" : "Cannot assign field \"");
        buf_puts(b, name);
        buf_puts(b, "\"");
        slot = op == OP_GETFIELD ? 0 : (uint32_t)n;
        break;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKEINTERFACE: {
        int args, res;
        if (!bc_cp_member(cf, member_index(&code, bci), &cls, &name, &desc) || !bc_method_slots(desc, &args, &res)) return false;
        /* A constructor call never meets a null receiver in Java code: the NPE was created there
           explicitly (`new NullPointerException()`), and HotSpot then gives no message. */
        if (!strcmp(name, "<init>")) return false;
        buf_puts(b, "Cannot invoke \"");
        buf_method(b, cf, member_index(&code, bci));
        buf_puts(b, "\"");
        slot = (uint32_t)args;
        break;
    }
    default:
        return false; /* not an instruction that throws NullPointerException itself */
    }

    /* The cause, when the analysis can tell: " because ... is null". */
    Analysis a = {.m = m, .cf = cf, .code = code};
    analyse(&a, bci);
    if (describe(&a, b, bci, slot, MAX_DETAIL, false, true)) buf_puts(b, "\" is null");
    analysis_free(&a);
    return true;
}

static NativeResult NPE_getExtendedNPEMessage(Thread *t, Slot *args, Slot *ret) {
    Object *ex = args[0].l;
    Method *m;
    int bci;
    ret->l = NULL;
    if (vm.opts.no_code_details) return NR_OK; /* -XX:-ShowCodeDetailsInExceptionMessages */
    if (!ex || !throwable_top_frame(ex, &m, &bci) || !m || bci < 0) return NR_OK;
    if ((m->access & ACC_NATIVE) || (m->flags & METHOD_HIDDEN) || !m->code) return NR_OK;
    Buf b = {0};
    bool ok = npe_message(&b, m, (uint32_t)bci);
    if (ok && b.oom) ok = false;
    if (ok) {
        Object *s = vm_string_utf8(t, b.p ? b.p : "");
        free(b.p);
        if (!s) return NR_EXCEPTION;
        ret->l = s;
        return NR_OK;
    }
    free(b.p);
    return NR_OK;
}

const NativeDef vm_natives_npe[] = {
    {"java/lang/NullPointerException", "getExtendedNPEMessage", "()Ljava/lang/String;", NPE_getExtendedNPEMessage},
    {NULL, NULL, NULL, NULL},
};
