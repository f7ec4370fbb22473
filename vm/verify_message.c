/* verify_message.c: the text of a VerifyError as HotSpot 17 writes it. Class files of version 50 and
   later: the headline, then "Exception Details:" with the location, the reason, the current frame,
   the stack map frame, the bytecode in hex, the exception handler table and the StackMapTable.
   Older class files (the inference verifier): "(class: C, method: m signature: (I)V) message". */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify_internal.h"

static const char *const opcode_names[256] = {
    "nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2", "iconst_3", "iconst_4", "iconst_5",
    "lconst_0", "lconst_1", "fconst_0", "fconst_1", "fconst_2", "dconst_0", "dconst_1", "bipush", "sipush",
    "ldc", "ldc_w", "ldc2_w", "iload", "lload", "fload", "dload", "aload", "iload_0", "iload_1", "iload_2",
    "iload_3", "lload_0", "lload_1", "lload_2", "lload_3", "fload_0", "fload_1", "fload_2", "fload_3",
    "dload_0", "dload_1", "dload_2", "dload_3", "aload_0", "aload_1", "aload_2", "aload_3", "iaload",
    "laload", "faload", "daload", "aaload", "baload", "caload", "saload", "istore", "lstore", "fstore",
    "dstore", "astore", "istore_0", "istore_1", "istore_2", "istore_3", "lstore_0", "lstore_1", "lstore_2",
    "lstore_3", "fstore_0", "fstore_1", "fstore_2", "fstore_3", "dstore_0", "dstore_1", "dstore_2",
    "dstore_3", "astore_0", "astore_1", "astore_2", "astore_3", "iastore", "lastore", "fastore", "dastore",
    "aastore", "bastore", "castore", "sastore", "pop", "pop2", "dup", "dup_x1", "dup_x2", "dup2", "dup2_x1",
    "dup2_x2", "swap", "iadd", "ladd", "fadd", "dadd", "isub", "lsub", "fsub", "dsub", "imul", "lmul", "fmul",
    "dmul", "idiv", "ldiv", "fdiv", "ddiv", "irem", "lrem", "frem", "drem", "ineg", "lneg", "fneg", "dneg",
    "ishl", "lshl", "ishr", "lshr", "iushr", "lushr", "iand", "land", "ior", "lor", "ixor", "lxor", "iinc",
    "i2l", "i2f", "i2d", "l2i", "l2f", "l2d", "f2i", "f2l", "f2d", "d2i", "d2l", "d2f", "i2b", "i2c", "i2s",
    "lcmp", "fcmpl", "fcmpg", "dcmpl", "dcmpg", "ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq",
    "if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne", "goto", "jsr",
    "ret", "tableswitch", "lookupswitch", "ireturn", "lreturn", "freturn", "dreturn", "areturn", "return",
    "getstatic", "putstatic", "getfield", "putfield", "invokevirtual", "invokespecial", "invokestatic",
    "invokeinterface", "invokedynamic", "new", "newarray", "anewarray", "arraylength", "athrow", "checkcast",
    "instanceof", "monitorenter", "monitorexit", "wide", "multianewarray", "ifnull", "ifnonnull", "goto_w",
    "jsr_w",
    /* the numbers the JVMS leaves unassigned that HotSpot names (its internal bytecodes): its messages
       name them so, and name every other one <illegal> */
    "breakpoint", "fast_agetfield", "fast_bgetfield", "fast_cgetfield", "fast_dgetfield", "fast_fgetfield",
    "fast_igetfield", "fast_lgetfield", "fast_sgetfield", "fast_aputfield", "fast_bputfield", "fast_zputfield",
    "fast_cputfield", "fast_dputfield", "fast_fputfield", "fast_iputfield", "fast_lputfield", "fast_sputfield",
    "fast_aload_0", "fast_iaccess_0", "fast_aaccess_0", "fast_faccess_0", "fast_iload", "fast_iload2",
    "fast_icaload", "fast_invokevfinal", "fast_linearswitch", "fast_binaryswitch", "fast_aldc", "fast_aldc_w",
    "return_register_finalizer", "invokehandle", "nofast_getfield", "nofast_putfield", "nofast_aload_0",
    "nofast_iload", "_shouldnotreachhere",
};

const char *verify_opcode_name(int op) {
    return op >= 0 && op < 256 && opcode_names[op] ? opcode_names[op] : "<illegal>";
}

/* A growing string. */
typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

static void add(Text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(Text *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if (t->len + (size_t)n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 256;
        while (t->len + (size_t)n + 1 > cap) cap *= 2;
        char *s = vm_malloc(cap);
        if (t->len) memcpy(s, t->s, t->len);
        free(t->s);
        t->s = s;
        t->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(t->s + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

static void headline(const Verifier *v, Text *t) {
    const VError *e = &v->err;
    switch (e->kind) {
    case VE_BAD_TYPE: add(t, "Bad type on operand stack"); break;
    case VE_BAD_TYPE_IN: add(t, "Bad type on operand stack in %s", e->headline_arg); break;
    case VE_STACK_OVERFLOW: add(t, "Operand stack overflow"); break;
    case VE_STACK_UNDERFLOW: add(t, "Operand stack underflow"); break;
    case VE_LOCALS_OVERFLOW: add(t, "Local variable table overflow"); break;
    case VE_FALL_OFF: add(t, "Control flow falls through code end"); break;
    case VE_EXPECT_FRAME: add(t, "Expecting a stackmap frame at branch target %s", e->headline_arg); break;
    case VE_INCONSISTENT_FRAME: add(t, "Inconsistent stackmap frames at branch target %s", e->headline_arg); break;
    case VE_FRAME_MISMATCH: add(t, "Instruction type does not match stack map"); break;
    case VE_HANDLER_MISMATCH: add(t, "Stack map does not match the one at exception handler %s", e->headline_arg); break;
    case VE_RETURN_EXPECTED: add(t, "Method expects a return value"); break;
    case VE_RETURN_UNEXPECTED: add(t, "Method does not expect a return value"); break;
    case VE_BAD_RETURN: add(t, "Bad return type"); break;
    case VE_CONSTRUCTOR_RETURN: add(t, "Constructor must call super() or this() before return"); break;
    case VE_INIT_OPERAND: add(t, "Bad operand type when invoking <init>"); break;
    case VE_WRONG_INIT: add(t, "Call to wrong <init> method"); break;
    case VE_BAD_INVOKESPECIAL: add(t, "Bad invokespecial instruction: %s", e->headline_arg); break;
    case VE_PROTECTED: add(t, "Bad access to protected data in %s", e->headline_arg); break;
    case VE_BAD_LOCAL_TYPE: add(t, "Bad local variable type"); break;
    case VE_HEADLINE: add(t, "%s", e->headline); break;
    }
}

static void add_types(Text *t, const VType *types, int n) {
    add(t, "{");
    for (int i = 0; i < n; i++) {
        char buf[600];
        vt_name(types[i], buf, sizeof buf);
        add(t, "%s %s", i ? "," : "", buf);
    }
    add(t, " }");
}

static void add_frame(Text *t, const char *title, const VFrame *f) {
    add(t, "  %s:\n    bci: @%d\n    flags: {%s }\n    locals: ", title, f->bci, f->this_uninit ? " flagThisUninit" : "");
    add_types(t, f->locals, f->n_locals);
    add(t, "\n    stack: ");
    add_types(t, f->stack, f->n_stack);
    add(t, "\n");
}

/* HotSpot's hex dump: 16 bytes a line in groups of two, the offset in seven hex digits. */
static void add_bytecode(Text *t, const uint8_t *code, uint32_t len) {
    add(t, "  Bytecode:\n");
    /* HotSpot writes a line for every multiple of 16 up to the length (an empty one when it is one) */
    for (uint32_t line = 0; line <= len; line += 16) {
        add(t, "    %07x: ", line);
        for (uint32_t i = 0; i < 16; i++) {
            if (line + i < len) add(t, "%02x", code[line + i]);
            else add(t, "  ");
            if (i % 2 == 1 && i < 15) add(t, " ");
        }
        add(t, "\n");
    }
}

/* ---------------------------------------------------------------- the StackMapTable as written */

typedef struct Reader {
    const uint8_t *p, *end;
    bool bad;
} Reader;

static unsigned rd_u1(Reader *r) {
    if (r->p + 1 > r->end) { r->bad = true; return 0; }
    return *r->p++;
}

static unsigned rd_u2(Reader *r) {
    if (r->p + 2 > r->end) { r->bad = true; return 0; }
    unsigned v = (unsigned)(r->p[0] << 8 | r->p[1]);
    r->p += 2;
    return v;
}

static void add_vtype(Text *t, Reader *r) {
    unsigned tag = rd_u1(r);
    static const char *names[] = {"Top", "Integer", "Float", "Double", "Long", "Null", "UninitializedThis"};
    if (tag <= 6) add(t, "%s", names[tag]);
    else if (tag == 7) add(t, "Object[#%u]", rd_u2(r));
    else if (tag == 8) add(t, "Uninitialized[#%u]", rd_u2(r));
    else add(t, "UnknownType");
}

/* n types, separated by commas; in braces for full_frame's two lists (HotSpot's other frames list
   their types bare) */
static void add_vtypes(Text *t, Reader *r, unsigned n, bool braces) {
    if (braces) add(t, "{");
    for (unsigned i = 0; i < n && !r->bad; i++) {
        if (i) add(t, ",");
        add_vtype(t, r);
    }
    if (braces) add(t, "}");
}

static void add_stackmap_table(const Verifier *v, Text *t) {
    CfAttr a = v->code->stack_map_table;
    if (!a.data || a.len < 2) return;
    Reader r = {a.data, a.data + a.len, false};
    unsigned n = rd_u2(&r);
    int pc = -1;
    add(t, "  Stackmap Table:\n");
    for (unsigned i = 0; i < n && !r.bad; i++) {
        unsigned type = rd_u1(&r);
        unsigned delta;
        add(t, "    ");
        if (type < 64) {
            pc += (int)type + 1;
            add(t, "same_frame(@%d)", pc);
        } else if (type < 128) {
            pc += (int)type - 64 + 1;
            add(t, "same_locals_1_stack_item_frame(@%d,", pc);
            add_vtypes(t, &r, 1, false);
            add(t, ")");
        } else if (type < 247) {
            add(t, "reserved_frame");
            break;
        } else if (type == 247) {
            delta = rd_u2(&r);
            pc += (int)delta + 1;
            add(t, "same_locals_1_stack_item_extended(@%d,", pc);
            add_vtypes(t, &r, 1, false);
            add(t, ")");
        } else if (type < 251) {
            delta = rd_u2(&r);
            pc += (int)delta + 1;
            add(t, "chop_frame(@%d,%u)", pc, 251 - type);
        } else if (type == 251) {
            delta = rd_u2(&r);
            pc += (int)delta + 1;
            add(t, "same_frame_extended(@%d)", pc);
        } else if (type < 255) {
            delta = rd_u2(&r);
            pc += (int)delta + 1;
            add(t, "append_frame(@%d,", pc);
            add_vtypes(t, &r, type - 251, false);
            add(t, ")");
        } else {
            delta = rd_u2(&r);
            pc += (int)delta + 1;
            add(t, "full_frame(@%d,", pc);
            add_vtypes(t, &r, rd_u2(&r), true);
            add(t, ",");
            add_vtypes(t, &r, rd_u2(&r), true);
            add(t, ")");
        }
        add(t, "\n");
    }
}

/* ---------------------------------------------------------------- the old verifier's messages */

static const char *old_message(const Verifier *v) {
    const VError *e = &v->err;
    if (e->old_message[0]) return e->old_message;
    switch (e->kind) {
    case VE_STACK_UNDERFLOW: return "Unable to pop operand off an empty stack";
    case VE_STACK_OVERFLOW: return "Stack size too large";
    case VE_LOCALS_OVERFLOW: return "Illegal local variable number";
    case VE_FALL_OFF: return "Falling off the end of the code";
    case VE_RETURN_EXPECTED: case VE_RETURN_UNEXPECTED: case VE_BAD_RETURN: return "Wrong return type in function";
    case VE_CONSTRUCTOR_RETURN: return "Constructor must call super() or this()";
    case VE_BAD_INVOKESPECIAL: return "Illegal use of nonvirtual function call";
    case VE_PROTECTED: return "Bad access to protected data";
    case VE_INIT_OPERAND: case VE_WRONG_INIT: return "Call to wrong initialization method";
    case VE_HEADLINE: return e->headline;
    case VE_BAD_TYPE: case VE_BAD_TYPE_IN:
        switch (e->want) {
        case VT_INT: return "Expecting to find integer on stack";
        case VT_FLOAT: return "Expecting to find float on stack";
        case VT_LONG: case VT_LONG2: return "Expecting to find long on stack";
        case VT_DOUBLE: case VT_DOUBLE2: return "Expecting to find double on stack";
        case VT_ANY_REF: return "Expecting to find object/array on stack";
        case VT_CAT1: return "Attempt to split long or double on the stack";
        default: return "Incompatible type for getting or setting field";
        }
    default: return "Inconsistent stack height";
    }
}

char *verify_message(Verifier *v) {
    Text t = {0};
    const VError *e = &v->err;
    if (v->old_format) {
        add(&t, "(class: %s, method: %s signature: %s) %s", v->c->name, v->m->name, v->m->desc, old_message(v));
        return t.s;
    }
    headline(v, &t);
    if (e->class_format) return t.s;
    const uint8_t *code = v->bytes;
    uint32_t len = v->code->code_len;
    add(&t, "\nException Details:\n  Location:\n    %s.%s%s @%d: %s\n", v->c->name, v->m->name, v->m->desc, e->bci,
        (uint32_t)e->bci < len ? verify_opcode_name(code[e->bci]) : "<invalid>");
    add(&t, "  Reason:\n    %s\n", e->reason[0] ? e->reason : "Error exists in the bytecode");
    if (e->has_current) add_frame(&t, "Current Frame", &e->current);
    if (e->has_map) add_frame(&t, "Stackmap Frame", &e->map);
    add_bytecode(&t, code, len);
    if (v->code->n_handlers) {
        add(&t, "  Exception Handler Table:\n");
        for (uint16_t i = 0; i < v->code->n_handlers; i++) {
            const CfExceptionHandler *h = &v->code->handlers[i];
            add(&t, "    bci [%u, %u] => handler: %u\n", h->start_pc, h->end_pc, h->handler_pc);
        }
    }
    add_stackmap_table(v, &t);
    return t.s;
}
