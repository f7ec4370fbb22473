/* verify.c: verification by type checking (JVMS 4.10.1), for class files of version 50 and later: the
   StackMapTable is decoded into frames, then one pass over the code checks each instruction against
   the frame before it, each branch and handler target against the frame recorded there. Also the
   class-level entry points of verify.h: which verifier a class gets (inference for versions before 50,
   and for version 50 when type checking fails, as HotSpot's FailOverToOldVerifier), and the VerifyError. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "jvmti_hooks.h"
#include "verify.h"
#include "verify_internal.h"

/* The type checker's state: the stack map frames by bci. */
typedef struct TypeChecker {
    VFrame **frames;   /* n_frames decoded frames, in bci order */
    int n_frames;
    void *frame_block; /* their memory */
    VFrame **frame_at; /* per bci: its frame, or NULL */
} TypeChecker;

/* One method's type checking, kept when it stops for a class to load (v.need) and continued, once the
   class is loaded, from the instruction that needed it: the checks before that one passed and would
   pass again, so they are not repeated. */
typedef struct MethodCheck {
    Verifier v;
    TypeChecker tc;
    VFrame *cur;         /* the current frame */
    bool prepared;       /* instructions, exception table and stack map frames read without fault */
    bool catch_types_ok; /* the handlers' catch types are Throwables */
    uint32_t bci;        /* the instruction checked next */
    bool falls;          /* control falls through to bci from the instruction before it */
    bool entered;        /* bci's stack map frame (if any) was matched and taken: its instruction is next */
    int n_stack;         /* ... with this stack depth */
} MethodCheck;

/* ---------------------------------------------------------------- the StackMapTable */

typedef struct MapReader {
    const uint8_t *p, *end;
    bool bad;
} MapReader;

static unsigned map_u1(MapReader *r) {
    if (r->p + 1 > r->end) { r->bad = true; return 0; }
    return *r->p++;
}

static unsigned map_u2(MapReader *r) {
    if (r->p + 2 > r->end) { r->bad = true; return 0; }
    unsigned v = (unsigned)(r->p[0] << 8 | r->p[1]);
    r->p += 2;
    return v;
}

/* HotSpot names the method only for what is wrong with the frames (sizes, offsets), not for what is
   wrong with the attribute's bytes (truncation, tags, indices, its length, reserved frame types). */
static bool map_format_error(Verifier *v, const char *what) {
    v->err.class_format = true;
    return verify_fail_headline(v, 0, "StackMapTable format error: %s", what);
}

static bool map_frame_format_error(Verifier *v, const char *what) {
    char sig[1024];
    format_method_signature(sig, sizeof sig, v->c, v->m->name, v->m->desc);
    v->err.class_format = true;
    return verify_fail_headline(v, 0, "StackMapTable format error: %s in method '%s'", what, sig);
}

/* Reads that fail at once past the attribute's end, before anything read is looked at, as HotSpot's. */
static bool map_read_u1(Verifier *v, MapReader *r, unsigned *out) {
    *out = map_u1(r);
    return r->bad ? map_format_error(v, "access beyond the end of attribute") : true;
}

static bool map_read_u2(Verifier *v, MapReader *r, unsigned *out) {
    *out = map_u2(r);
    return r->bad ? map_format_error(v, "access beyond the end of attribute") : true;
}

/* Reads one verification type into locals or stack at *n (a long or double takes two slots). */
static bool map_type(Verifier *v, MapReader *r, VType *out, int *n, int cap) {
    unsigned tag;
    if (!map_read_u1(v, r, &tag)) return false;
    VType a;
    switch (tag) {
    case 0: a = vt_make(VT_TOP); break;
    case 1: a = vt_make(VT_INT); break;
    case 2: a = vt_make(VT_FLOAT); break;
    case 3: a = vt_make(VT_DOUBLE); break;
    case 4: a = vt_make(VT_LONG); break;
    case 5: a = vt_make(VT_NULL); break;
    case 6: a = vt_make(VT_UNINIT_THIS); break;
    case 7: {
        unsigned ci;
        if (!map_read_u2(v, r, &ci)) return false;
        const char *n2 = ci ? cf_class_name(v->cf, (uint16_t)ci) : NULL;
        if (!n2) return map_format_error(v, "bad class index");
        a = vt_sym(n2);
        break;
    }
    case 8: {
        unsigned pc;
        if (!map_read_u2(v, r, &pc)) return false;
        if (pc + 3 > v->code->code_len || v->bytes[pc] != 0xbb) return map_frame_format_error(v, "bad offset for Uninitialized");
        a = (VType){.tag = VT_UNINIT, .pc = (uint16_t)pc};
        break;
    }
    default: return map_format_error(v, "bad verification type");
    }
    /* counted past cap but not stored: the caller checks the size once the group is read, as HotSpot
       does (a truncated attribute is reported before a too large frame) */
    int size = vt_is_two_word(a) ? 2 : 1;
    if (*n + size <= cap) {
        out[*n] = a;
        if (size == 2) out[*n + 1] = vt_make(a.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
    }
    *n += size;
    return true;
}

static bool map_size_ok(Verifier *v, int n, int cap) {
    return n <= cap || map_frame_format_error(v, "bad type array size");
}

static void clear_locals_from(Verifier *v, VFrame *f, int from) {
    for (int i = from; i < v->max_locals; i++) f->locals[i] = vt_make(VT_TOP);
}

static bool decode_stack_map(Verifier *v, TypeChecker *tc, const VFrame *initial) {
    CfAttr a = v->code->stack_map_table;
    if (!a.data) return true;
    MapReader r = {a.data, a.data + a.len, false};
    unsigned n;
    if (!map_read_u2(v, &r, &n)) return false;
    /* no more frames than can be read: each takes a byte at least and a bci of its own */
    unsigned cap = n;
    if (cap > a.len - 2) cap = a.len - 2;
    if (cap > v->code->code_len + 1) cap = v->code->code_len + 1;
    tc->frames = vm_malloc((cap ? cap : 1) * sizeof(VFrame *));
    tc->frame_block = vframes_new(v, cap, tc->frames);
    const VFrame *prev = initial;
    int pc = -1;
    for (unsigned i = 0; i < n; i++) {
        if (i == cap) return map_format_error(v, "access beyond the end of attribute");
        VFrame *f = tc->frames[tc->n_frames++];
        memcpy(f->locals, prev->locals, sizeof(VType) * (size_t)v->max_locals);
        f->n_locals = prev->n_locals;
        f->n_stack = 0;
        unsigned type, delta;
        if (!map_read_u1(v, &r, &type)) return false;
        if (type < 64) {
            delta = type;
        } else if (type < 128) {
            delta = type - 64;
            if (!map_type(v, &r, f->stack, &f->n_stack, v->max_stack) || !map_size_ok(v, f->n_stack, v->max_stack)) return false;
        } else {
            /* every other frame type has its offset next, read before the type is looked at */
            if (!map_read_u2(v, &r, &delta)) return false;
            if (type < 247) return map_format_error(v, "reserved frame type");
        }
        if (type == 247) {
            if (!map_type(v, &r, f->stack, &f->n_stack, v->max_stack) || !map_size_ok(v, f->n_stack, v->max_stack)) return false;
        } else if (type >= 248 && type < 251) {
            for (unsigned k = 0; k < 251 - type; k++) {
                if (f->n_locals <= 0) return map_frame_format_error(v, "bad type array size");
                VType last = f->locals[f->n_locals - 1];
                f->n_locals -= (last.tag == VT_LONG2 || last.tag == VT_DOUBLE2) && f->n_locals >= 2 ? 2 : 1;
            }
            clear_locals_from(v, f, f->n_locals);
        } else if (type >= 252 && type < 255) {
            for (unsigned k = 0; k < type - 251; k++)
                if (!map_type(v, &r, f->locals, &f->n_locals, v->max_locals)) return false;
            if (!map_size_ok(v, f->n_locals, v->max_locals)) return false;
        } else if (type == 255) {
            unsigned nl, ns;
            if (!map_read_u2(v, &r, &nl)) return false;
            f->n_locals = 0;
            for (unsigned k = 0; k < nl; k++)
                if (!map_type(v, &r, f->locals, &f->n_locals, v->max_locals)) return false;
            if (!map_size_ok(v, f->n_locals, v->max_locals)) return false;
            clear_locals_from(v, f, f->n_locals);
            if (!map_read_u2(v, &r, &ns)) return false;
            for (unsigned k = 0; k < ns; k++)
                if (!map_type(v, &r, f->stack, &f->n_stack, v->max_stack)) return false;
            if (!map_size_ok(v, f->n_stack, v->max_stack)) return false;
        }
        pc += (int)delta + 1;
        f->bci = pc;
        f->this_uninit = false;
        for (int k = 0; k < f->n_locals; k++)
            if (f->locals[k].tag == VT_UNINIT_THIS) f->this_uninit = true;
        if ((uint32_t)pc >= v->code->code_len || !v->insn_start[pc]) {
            VFrame shown = *f; /* HotSpot shows the frame as read, at the offset it read */
            shown.bci = pc;
            verify_fail(v, VE_HEADLINE, 0, &shown, "Invalid stackmap specification.");
            snprintf(v->err.headline, sizeof v->err.headline, "StackMapTable error: bad offset");
            return false;
        }
        tc->frame_at[pc] = f;
        prev = f;
    }
    if (r.p != r.end) return map_format_error(v, "wrong attribute size");
    return true;
}

/* ---------------------------------------------------------------- the pass over the code */

/* A branch (target >= 0) or exception handler (-1 - handler_pc) target: a stack map frame must be
   there, and the current frame assignable to it. */
static bool tc_branch(Verifier *v, const VFrame *f, int target) {
    TypeChecker *tc = v->checker;
    bool handler = target < 0;
    int pc = handler ? -1 - target : target;
    if (pc < 0 || (uint32_t)pc >= v->code->code_len || !tc->frame_at[pc]) {
        snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "%d", pc);
        return verify_fail(v, VE_EXPECT_FRAME, f->bci, NULL, "Expected stackmap frame at this location.");
    }
    const VFrame *map = tc->frame_at[pc];
    bool ok = handler ? verify_frame_assignable(v, f, map, VE_HANDLER_MISMATCH, pc, f->n_stack)
                      : verify_frame_assignable(v, f, map, VE_INCONSISTENT_FRAME, f->bci, v->shown_stack);
    if (!ok) snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "%d", pc);
    return ok;
}

static int32_t s4_at(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* The length of a tableswitch or lookupswitch (or of HotSpot's internal switches, laid out as a
   lookupswitch) at bci; 0 when malformed (*truncated: when it runs past the code's end). An unsorted
   lookupswitch is malformed here, as it is to HotSpot before the instruction's types are checked, and
   so is one with more entries than code can hold (HotSpot's old verifier tells it from one cut short). */
static uint32_t switch_length(const uint8_t *code, uint32_t len, uint32_t bci, bool table, bool *truncated) {
    uint32_t base = (bci + 4) & ~3u; /* first byte after the padding */
    *truncated = (uint64_t)base + (table ? 12 : 8) > len;
    if (*truncated) return 0;
    uint64_t end;
    if (table) {
        int32_t lo = s4_at(code + base + 4), hi = s4_at(code + base + 8);
        if (hi < lo || (int64_t)hi - lo >= 65536) return 0;
        end = base + 12 + 4 * ((uint64_t)hi - (uint64_t)lo + 1);
    } else {
        int32_t npairs = s4_at(code + base + 4);
        if (npairs < 0 || npairs > 65535) return 0;
        end = base + 8 + 8 * (uint64_t)npairs;
        if (end > len) return *truncated = true, 0;
        for (int32_t k = 1; k < npairs; k++)
            if (s4_at(code + base + 8 + 8 * (uint32_t)k) <= s4_at(code + base + 8 + 8 * (uint32_t)(k - 1))) return 0;
    }
    *truncated = end > len;
    return *truncated ? 0 : (uint32_t)(end - bci);
}

/* Lengths of the numbers the JVMS leaves unassigned that HotSpot still reads as instructions (from
   0xca; 0 for its two switches): such an instruction is reported as a bad instruction with its
   number, where an unreadable one (any other number, or one running past the end) is reported
   before anything else is checked. The inference verifier reads none of them. */
static const uint8_t internal_lengths[0xee - 0xca + 1] = {
    1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 4, 4, 4, 2, 4, 3, 3, 0, 0, 2, 3, 1, 3, 3, 3, 1, 2, 1,
};

/* A wide of anything but a load, store, iinc or ret is malformed, not cut short. */
static bool wide_target_ok(int op) {
    return (op >= 0x15 && op <= 0x19) || (op >= 0x36 && op <= 0x3a) || op == 0x84 || op == 0xa9;
}

/* Records where instructions start and their lengths, up to the first byte that starts no
   well-formed instruction (v->bad_insn). */
static void mark_instructions(Verifier *v) {
    uint32_t len = v->code->code_len;
    const uint8_t *code = v->bytes;
    v->bad_insn = -1;
    for (uint32_t bci = 0; bci < len;) {
        int op = code[bci];
        uint32_t n = 0;
        bool truncated = false;
        if (op < 0xaa && bc_lengths[op]) { /* most instructions: a fixed length */
            n = bc_lengths[op];
            truncated = bci + n > len;
            if (truncated) n = 0;
        } else if (op == 0xaa || op == 0xab || (!v->old_format && (op == 0xe4 || op == 0xe5))) {
            n = switch_length(code, len, bci, op == 0xaa, &truncated);
        } else if (op >= 0xca) {
            if (!v->old_format && op <= 0xee) {
                n = internal_lengths[op - 0xca];
                truncated = bci + n > len;
                if (truncated) n = 0;
            }
        } else if (op != 0xc4) {
            n = bc_lengths[op] ? bc_lengths[op] : 1;
            truncated = bci + n > len;
            if (truncated) n = 0;
        } else {
            n = bc_insn_length(code, len, bci);
            truncated = !n && (bci + 1 >= len || wide_target_ok(code[bci + 1]));
        }
        if (!n) {
            v->bad_insn = (int)bci;
            v->bad_insn_truncated = truncated;
            return;
        }
        v->insn_start[bci] = n;
        bci += n;
    }
}

bool verify_handler_table(Verifier *v) {
    uint32_t len = v->code->code_len;
    for (uint16_t i = 0; i < v->code->n_handlers; i++) {
        const CfExceptionHandler *h = &v->code->handlers[i];
        const char *what = NULL;
        if (h->start_pc >= len || !v->insn_start[h->start_pc]) what = "start_pc";
        else if (h->end_pc > len || (h->end_pc < len && !v->insn_start[h->end_pc])) what = "end_pc";
        else if (h->handler_pc >= len || !v->insn_start[h->handler_pc]) what = "handler_pc";
        if (!what) continue;
        v->err.class_format = true;
        if (v->old_format)
            return verify_fail_headline(v, 0, "Illegal exception table %s", what[0] == 'h' ? "handler" : "range");
        char sig[1024];
        format_method_signature(sig, sizeof sig, v->c, v->m->name, v->m->desc);
        uint16_t pc = what[0] == 's' ? h->start_pc : what[0] == 'e' ? h->end_pc : h->handler_pc;
        return verify_fail_headline(v, 0, "Illegal exception table %s %u in method '%s'", what, pc, sig);
    }
    return true;
}

/* Every handler's catch type must be a Throwable (checked before the code, as HotSpot does). */
static bool verify_catch_types(Verifier *v) {
    for (uint16_t i = 0; i < v->code->n_handlers; i++) {
        const CfExceptionHandler *h = &v->code->handlers[i];
        if (!h->catch_type) continue;
        const char *cn = cf_class_name(v->cf, h->catch_type);
        if (!cn) return verify_fail_headline(v, h->handler_pc, "Illegal constant pool index %u", h->catch_type);
        if (vt_assignable(v, vt_sym(cn), vt_known(VK_THROWABLE))) continue;
        if (v->need || v->exception) return false;
        verify_fail_headline(v, h->handler_pc, "Catch type is not a subclass of Throwable in exception handler %u", h->handler_pc);
        snprintf(v->err.reason, sizeof v->err.reason, "Type '%s' (constant pool %u) is not assignable to 'java/lang/Throwable'", cn,
                 h->catch_type);
        return false;
    }
    return true;
}

/* The checks before the pass over the code, none of which needs a class loaded: the code read as
   instructions, the exception table, the stack map frames. */
static bool typecheck_prepare(Verifier *v, TypeChecker *tc, VFrame *cur) {
    verify_initial_frame(v, cur);
    /* code that cannot be read as instructions is reported before its stack maps are */
    bool ok = v->bad_insn < 0 || verify_fail_headline(v, v->bad_insn, "Bad instruction");
    return ok && verify_handler_table(v) && decode_stack_map(v, tc, cur);
}

/* mc->tc.frame_at and mc->cur are zeroed room for the code's length and a frame. */
static void typecheck_begin(MethodCheck *mc) {
    Verifier *v = &mc->v;
    v->checker = &mc->tc;
    v->branch = tc_branch;
    mc->falls = true;
    mc->prepared = typecheck_prepare(v, &mc->tc, mc->cur);
}

static bool typecheck_run(MethodCheck *mc) {
    Verifier *v = &mc->v;
    TypeChecker *tc = &mc->tc;
    VFrame *cur = mc->cur;
    uint32_t len = v->code->code_len;
    if (!mc->prepared) return false;
    if (!mc->catch_types_ok) {
        if (!verify_catch_types(v)) return false;
        mc->catch_types_ok = true;
    }
    bool ok = true;
    while (ok && mc->bci < len) {
        uint32_t bci = mc->bci;
        if (!mc->entered) {
            const VFrame *map = tc->frame_at[bci];
            if (map) {
                cur->bci = (int)bci;
                if (mc->falls && !verify_frame_assignable(v, cur, map, VE_FRAME_MISMATCH, (int)bci, cur->n_stack)) return false;
                memcpy(cur->locals, map->locals, sizeof(VType) * (size_t)v->max_locals);
                memcpy(cur->stack, map->stack, sizeof(VType) * (size_t)map->n_stack);
                vframe_copy(cur, map);
                v->locals_changes++;
            } else if (!mc->falls) {
                verify_fail_headline(v, (int)bci, "Expecting a stack map frame");
                /* HotSpot gives the reason only while frames remain to be matched further on */
                if (tc->n_frames > 0 && tc->frames[tc->n_frames - 1]->bci > (int)bci)
                    snprintf(v->err.reason, sizeof v->err.reason, "Expected stackmap frame at this location.");
                return false;
            }
            mc->entered = true;
            mc->n_stack = cur->n_stack;
        }
        cur->bci = (int)bci;
        const uint8_t *pc = v->bytes + bci;
        int op = pc[0];
        if (op >= 0xca || op == 0xa8 || op == 0xa9 || op == 0xc9) return verify_fail_headline(v, (int)bci, "Bad instruction: %x", op);
        /* handlers are checked against the frame before the instruction, a store's too (HotSpot's rule) */
        if ((int)bci >= v->handlers_lo && (int)bci < v->handlers_hi) { /* most code is in no try block */
            if (op == 0xb7 && !verify_init_outside_try(v, cur)) ok = false;
            else if (!verify_handlers(v, cur, (int)bci)) ok = false;
        }
        if (ok) ok = verify_instruction(v, cur, &mc->falls);
        if (!ok) {
            /* stopped for a class to load: the instruction has only taken values off the stack (they are
               still there), so it runs again from its incoming frame when checking goes on */
            if (v->need && !v->failed) cur->n_stack = mc->n_stack;
            return false;
        }
        mc->entered = false;
        mc->bci = bci + v->insn_start[bci];
    }
    if (mc->falls) return verify_fail(v, VE_FALL_OFF, (int)len, NULL, "%s", "");
    return true;
}

static void typecheck_end(MethodCheck *mc) {
    free(mc->tc.frame_block);
    free(mc->tc.frames);
    mc->v.checker = NULL; /* frame_at and cur go with the verifier's block */
}

/* ---------------------------------------------------------------- classes */

bool verify_wanted(const Class *c) {
    if (!c->cf || (c->flags & CLASS_MAGIC_ACCESSOR)) return false;
    return c->loader ? !vm.opts.no_verify_remote : vm.opts.verify_local;
}

typedef enum { VR_OK, VR_FAILED, VR_NEED, VR_EXCEPTION } VerifyRun;

/* The code as the class file had it. Code that never ran holds no quick forms: a byte that has a quick
   form's number is an opcode the JVMS leaves unassigned, to be rejected as a bad instruction, not
   read as a quickened one (whose operands would be taken for a call-site number, and which would
   run unchecked); only the breakpoints JVMTI set are undone. A method that ran (the boot loader's,
   verified with -XX:+BytecodeVerificationLocal, run during start-up) has its quick forms mapped back. */
static void original_code(const Method *m, const CfCode *code, uint8_t *out) {
    if (m->flags & METHOD_QUICKENED) {
        bc_original_code(code->code, code->code_len, out);
        return;
    }
    memcpy(out, code->code, code->code_len);
    /* the usual cases: no JVMTI environment (so no breakpoint), or no byte a breakpoint could be */
    if (!vm.jvmti || !memchr(out, JVMTI_OPCODE_BREAKPOINT, code->code_len)) return;
    for (uint32_t bci = 0; bci < code->code_len;) {
        /* with no breakpoint there, 0xca is the class file's own byte (answered as 0xfe, no instruction) */
        int under = out[bci] == JVMTI_OPCODE_BREAKPOINT ? jvmti_breakpoint_original(code->code + bci) : 0xfe;
        if (under != 0xfe) out[bci] = (uint8_t)under;
        uint32_t n = bc_insn_length(out, code->code_len, bci);
        if (!n) break;
        bci += n;
    }
}

/* Room reused by the methods of a class, one after the other (grown as needed). */
typedef struct VerifyRoom {
    void *p;
    size_t cap;
} VerifyRoom;

/* extra: bytes the caller wants zeroed in the same block (returned by *extra_out). The block comes from
   room when given (kept there), else from the heap (freed by verifier_release). */
static void verifier_setup(Verifier *v, Thread *t, Class *c, Method *m, bool nested, MemberTypes *members, ClassLookups *lookups,
                           bool old_format, size_t extra, void **extra_out, VerifyRoom *room) {
    /* all but the error's texts (most of the struct), which only a failure writes and which are read as
       strings: empty ones are enough */
    size_t at = offsetof(Verifier, err), after = at + sizeof(VError);
    memset(v, 0, at);
    memset((char *)v + after, 0, sizeof *v - after);
    VError *e = &v->err;
    e->kind = VE_BAD_TYPE;
    e->bci = 0;
    e->headline_arg[0] = e->headline[0] = e->reason[0] = e->old_message[0] = 0;
    e->class_format = e->has_current = e->has_map = false;
    e->want = 0;
    v->members = members;
    v->lookups = lookups;
    v->t = t;
    v->c = c;
    v->m = m;
    v->cf = c->cf;
    v->code = m->info->code;
    v->nested_loads = nested;
    v->max_locals = v->code->max_locals;
    v->max_stack = v->code->max_stack;
    v->is_init = m->name == verify_init_name() && c->name != vt_known(VK_OBJECT).name;
    v->old_format = old_format;
    v->method_types = vt_desc_types(m->desc);
    v->return_type = v->method_types->types[v->method_types->n];
    /* one block: the instruction starts, the catch types, the caller's extra, the code's bytes (freed
       with insn_start) */
    uint32_t len = v->code->code_len;
    uint16_t nh = v->code->n_handlers;
    size_t starts = ((size_t)len + 2) & ~(size_t)1; /* uint32_t each, rounded for the VTypes after them */
    extra = (extra + sizeof(VType) - 1) & ~(sizeof(VType) - 1);
    size_t size = starts * sizeof(uint32_t) + (size_t)nh * sizeof(VType) + extra + len + 1;
    uint32_t *block;
    if (room) {
        if (size > room->cap) {
            free(room->p);
            room->cap = size > 2 * room->cap ? size : 2 * room->cap;
            room->p = vm_malloc(room->cap);
        }
        block = memset(room->p, 0, size);
    } else {
        block = vm_calloc(1, size);
    }
    v->block_owned = !room;
    v->insn_start = block;
    v->catch_types = (VType *)(block + starts);
    if (extra_out) *extra_out = v->catch_types + nh;
    uint8_t *bytes = (uint8_t *)(v->catch_types + nh) + extra;
    original_code(m, v->code, bytes);
    v->bytes = bytes;
    mark_instructions(v);
    v->handlers_lo = INT32_MAX;
    v->handlers_hi = 0;
    for (uint16_t i = 0; i < nh; i++) {
        const CfExceptionHandler *h = &v->code->handlers[i];
        const char *cn = h->catch_type ? cf_class_name(c->cf, h->catch_type) : NULL;
        v->catch_types[i] = !h->catch_type ? vt_known(VK_THROWABLE) : cn ? vt_sym(cn) : vt_make(VT_TOP);
        if (h->start_pc < v->handlers_lo) v->handlers_lo = h->start_pc;
        if (h->end_pc > v->handlers_hi) v->handlers_hi = h->end_pc;
    }
}

static void verifier_release(Verifier *v) {
    if (v->block_owned) free(v->insn_start); /* with the bytes and the catch types */
    v->insn_start = NULL;
    v->bytes = NULL;
    v->catch_types = NULL;
    if (v->err.has_current) free(v->err.current.locals);
    if (v->err.has_map) free(v->err.map.locals);
    v->err.has_current = v->err.has_map = false;
}

static VerifyRun outcome(Verifier *v, bool ok) {
    if (ok) return VR_OK;
    if (v->exception) return VR_EXCEPTION;
    if (v->need) return VR_NEED;
    return VR_FAILED;
}

static void throw_failure(Verifier *v) {
    char *msg = verify_message(v);
    vm_throw(v->t, v->err.class_format ? "java/lang/ClassFormatError" : "java/lang/VerifyError", "%s", msg ? msg : "");
    free(msg);
}

/* A class's verification under way; Class.verify_progress while it waits for a class to load. */
typedef struct VerifyProgress {
    uint16_t method;     /* the first method not verified yet */
    MemberTypes members; /* the member types the class's code names, shared by its methods */
    ClassLookups lookups; /* the classes its checks found */
    MethodCheck check;   /* that method's type checking (one method's at a time) */
    bool check_kept;     /* ... stopped for a class to load, to go on with */
    VerifyRoom room;     /* the memory of its tables */
} VerifyProgress;

static VerifyProgress *progress_new(const Class *c) {
    VerifyProgress *p = vm_calloc(1, sizeof *p);
    p->members.by_index = vm_calloc(c->cf->cp_count ? c->cf->cp_count : 1, sizeof(MemberInfo *));
    return p;
}

static void method_check_release(MethodCheck *mc) {
    typecheck_end(mc);
    verifier_release(&mc->v);
}

static void progress_free(VerifyProgress *p) {
    if (p->check_kept) method_check_release(&p->check);
    member_types_release(&p->members);
    class_lookups_release(&p->lookups);
    free(p->room.p);
    free(p);
}

/* m's type checking: the one p kept (it stopped for a class now loaded) or a new one. */
static MethodCheck *method_check_for(Thread *t, Class *c, Method *m, bool nested, VerifyProgress *p) {
    MethodCheck *mc = &p->check;
    bool kept = p->check_kept;
    p->check_kept = false;
    if (kept && mc->v.m == m && mc->v.code == m->info->code) {
        mc->v.t = t;
        mc->v.nested_loads = nested;
        mc->v.need = NULL;
        return mc;
    }
    if (kept) method_check_release(mc); /* the method was replaced meanwhile (RedefineClasses) */
    /* the type checker's own per-bci table and current frame come in the verifier's block */
    const CfCode *code = m->info->code;
    size_t frame_at_size = ((size_t)code->code_len + 1) * sizeof(VFrame *);
    void *extra;
    verifier_setup(&mc->v, t, c, m, nested, &p->members, &p->lookups, false, frame_at_size + verify_vframe_size(code), &extra, &p->room);
    mc->tc = (TypeChecker){.frame_at = extra};
    mc->cur = verify_vframe_at(code, (char *)extra + frame_at_size);
    mc->prepared = mc->catch_types_ok = mc->entered = false;
    mc->bci = 0;
    mc->n_stack = 0;
    typecheck_begin(mc);
    return mc;
}

/* One method: the right verifier(s); on VR_FAILED the VerifyError is pending, on VR_NEED *need names
   the class to load (and p keeps the type checking, to go on with). */
static VerifyRun verify_one_method(Thread *t, Class *c, Method *m, bool nested, const char **need, VerifyProgress *p) {
    if (c->cf->major < 50) {
        Verifier v;
        verifier_setup(&v, t, c, m, nested, &p->members, &p->lookups, true, 0, NULL, NULL);
        VerifyRun r = outcome(&v, verify_method_infer(&v));
        if (r == VR_FAILED) throw_failure(&v);
        if (r == VR_NEED) *need = v.need;
        verifier_release(&v);
        return r;
    }
    MethodCheck *mc = method_check_for(t, c, m, nested, p);
    VerifyRun r = outcome(&mc->v, typecheck_run(mc));
    if (r == VR_NEED) {
        *need = mc->v.need;
        p->check_kept = true;
        return r;
    }
    if (r == VR_FAILED && c->cf->major == 50) {
        /* HotSpot's failover: the inference verifier decides; its own message is not reported (when it
           needs a class, both verifiers run again from the start once it is loaded) */
        Verifier w;
        verifier_setup(&w, t, c, m, nested, &p->members, &p->lookups, true, 0, NULL, NULL);
        VerifyRun r2 = outcome(&w, verify_method_infer(&w));
        if (r2 != VR_FAILED) r = r2;
        if (r2 == VR_NEED) *need = w.need;
        verifier_release(&w);
    }
    if (r == VR_FAILED) throw_failure(&mc->v);
    method_check_release(mc);
    return r;
}

/* The methods from p->method on (p->method counts those that passed). */
static VerifyRun verify_methods(Thread *t, Class *c, bool nested, const char **need, VerifyProgress *p) {
    *need = NULL;
    VerifyRun r = VR_OK;
    for (; p->method < c->n_methods; p->method++) {
        Method *m = &c->methods[p->method];
        if (m->info && m->info->code) r = verify_one_method(t, c, m, nested, need, p);
        if (r != VR_OK) break;
    }
    return r;
}

bool verify_class(Thread *t, Class *c) {
    const char *need;
    VerifyProgress *p = progress_new(c);
    bool ok = verify_methods(t, c, true, &need, p) == VR_OK;
    progress_free(p);
    return ok;
}

InitResult verify_before_init(Thread *t, Class *c) {
    if (c->flags & CLASS_VERIFIED) return INIT_DONE;
    if (c->super) {
        InitResult r = verify_before_init(t, c->super);
        if (r != INIT_DONE) return r;
    }
    for (uint16_t i = 0; i < c->n_interfaces; i++) {
        InitResult r = verify_before_init(t, c->interfaces[i]);
        if (r != INIT_DONE) return r;
    }
    if (!verify_wanted(c)) {
        c->flags |= CLASS_VERIFIED;
        return INIT_DONE;
    }
    const char *need;
    t->verifier_loading = false; /* the class asked for before (if any) is loaded now */
    /* taken while it runs: a thread that asks for c meanwhile starts its own */
    VerifyProgress *p = c->verify_progress ? c->verify_progress : progress_new(c);
    c->verify_progress = NULL;
    VerifyRun r = verify_methods(t, c, false, &need, p);
    if (r == VR_NEED) {
        t->verifier_loading = true;
        c->verify_progress = p;
        int pushed = java_loader_push(t, c->loader, need, false);
        if (pushed > 0) return INIT_PUSHED;
        t->verifier_loading = false;
        if (pushed < 0) return INIT_FAILED;
        /* nothing to run in Java after all: finish here, loading in a nested run if it comes to that */
        c->verify_progress = NULL;
        r = verify_methods(t, c, true, &need, p);
    }
    /* a failure is thrown again by the next attempt, which starts from the beginning, as HotSpot does */
    progress_free(p);
    if (r != VR_OK) return INIT_FAILED;
    c->flags |= CLASS_VERIFIED;
    return INIT_DONE;
}

/* The continuation of a native whose verification loaded a class first: the native runs again. */
static NativeResult native_again(Thread *t, Frame *f, Slot *ret) {
    if (t->exception) return NR_EXCEPTION;
    f->cont = NULL;
    return f->method->native(t, f->locals, ret);
}

NativeResult verify_for_native(Thread *t, Class *c) {
    if ((c->flags & CLASS_VERIFIED) || !c->cf) return NR_OK;
    Frame *nf = t->frame;
    InitResult r = verify_before_init(t, c);
    if (r == INIT_DONE) return NR_OK;
    if (r == INIT_FAILED) return NR_EXCEPTION;
    nf->cont = native_again;
    return NR_CALL;
}
