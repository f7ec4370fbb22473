/* verify_infer.c: verification by type inference (JVMS 4.10.2), for class files before version 50
   and as the fallback for version 50: a data-flow analysis that merges the frames meeting at each
   instruction until nothing changes. jsr/ret subroutines are followed by their return addresses: ret
   goes back after each jsr to the same subroutine, with the locals the subroutine changed and the
   caller's others. Messages are in the old verifier's format (verify_message.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify_internal.h"

typedef struct JsrSite {
    int site, target, next;
} JsrSite;

typedef struct Inference {
    VFrame **in;       /* per bci: the merged frame on entry, NULL while unreached */
    int *work;         /* worklist of bcis */
    uint8_t *queued;
    int n_work;
    JsrSite *sites;
    int n_sites, cap_sites;
    VFrame **ret_frames; /* per subroutine start: the merged frame at its ret instructions */
} Inference;

static bool old_fail(Verifier *v, int bci, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool old_fail(Verifier *v, int bci, const char *fmt, ...) {
    if (v->failed) return false;
    verify_fail_headline(v, bci, "%s", "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->err.old_message, sizeof v->err.old_message, fmt, ap);
    va_end(ap);
    snprintf(v->err.headline, sizeof v->err.headline, "%s", v->err.old_message);
    return false;
}

static void enqueue(Inference *in, int bci) {
    if (in->queued[bci]) return;
    in->queued[bci] = 1;
    in->work[in->n_work++] = bci;
}

/* Merges f into the frame at target (a copy the first time); queues target when its frame changed. */
static bool merge_into(Verifier *v, Inference *in, const VFrame *f, int target) {
    if (target < 0 || (uint32_t)target >= v->code->code_len || !v->insn_start[target])
        return old_fail(v, f->bci, "Illegal target of jump or branch");
    VFrame *t = in->in[target];
    if (!t) {
        t = in->in[target] = vframe_new(v);
        memcpy(t->locals, f->locals, sizeof(VType) * (size_t)v->max_locals);
        memcpy(t->stack, f->stack, sizeof(VType) * (size_t)f->n_stack);
        vframe_copy(t, f);
        t->bci = target;
        enqueue(in, target);
        return true;
    }
    if (t->n_stack != f->n_stack) return old_fail(v, f->bci, "Inconsistent stack height %d != %d", f->n_stack, t->n_stack);
    bool changed = false;
    for (int i = 0; i < f->n_stack; i++) {
        if (vt_equal(t->stack[i], f->stack[i])) continue;
        VType m = vt_merge(v, t->stack[i], f->stack[i]);
        if (v->need || v->exception) return false;
        if (m.tag == VT_TOP) return old_fail(v, f->bci, "Mismatched stack types");
        if (!vt_equal(m, t->stack[i])) {
            t->stack[i] = m;
            changed = true;
        }
    }
    for (int i = 0; i < v->max_locals; i++) {
        if (vt_equal(t->locals[i], f->locals[i]) || t->locals[i].tag == VT_TOP) continue;
        VType m = vt_merge(v, t->locals[i], f->locals[i]);
        if (v->need || v->exception) return false;
        if (!vt_equal(m, t->locals[i])) {
            t->locals[i] = m;
            changed = true;
        }
    }
    if (f->n_locals > t->n_locals) t->n_locals = f->n_locals;
    if (f->this_uninit && !t->this_uninit) {
        t->this_uninit = true;
        changed = true;
    }
    if (changed) enqueue(in, target);
    return true;
}

static bool infer_branch(Verifier *v, const VFrame *f, int target) {
    Inference *in = v->checker;
    return merge_into(v, in, f, target < 0 ? -1 - target : target);
}

/* After a subroutine's ret: back to the instruction after the jsr at `s`, with the locals the
   subroutine changed and the caller's others. */
static bool return_to_site(Verifier *v, Inference *in, const JsrSite *s, const VFrame *ret) {
    const VFrame *entry = in->in[s->target], *caller = in->in[s->site];
    if (!entry || !caller) return true;
    VFrame *f = vframe_new(v);
    vframe_copy(f, ret);
    memcpy(f->stack, ret->stack, sizeof(VType) * (size_t)ret->n_stack);
    for (int i = 0; i < v->max_locals; i++) {
        f->locals[i] = vt_equal(ret->locals[i], entry->locals[i]) ? caller->locals[i] : ret->locals[i];
        /* the subroutine has returned: its return address is no longer one (a later jsr to it is no recursion) */
        if (f->locals[i].tag == VT_RETADDR && f->locals[i].pc == s->target) f->locals[i] = vt_make(VT_TOP);
    }
    if (caller->n_locals > f->n_locals) f->n_locals = caller->n_locals;
    f->bci = s->site;
    bool ok = merge_into(v, in, f, s->next);
    free(f);
    return ok;
}

static bool jsr_insn(Verifier *v, Inference *in, VFrame *f, int target, int next) {
    if (target < 0 || (uint32_t)target >= v->code->code_len || !v->insn_start[target])
        return old_fail(v, f->bci, "Illegal target of jump or branch");
    /* the subroutine's own return address still held: a jsr to it from inside it */
    for (int i = 0; i < v->max_locals + f->n_stack; i++) {
        VType a = i < v->max_locals ? f->locals[i] : f->stack[i - v->max_locals];
        if (a.tag == VT_RETADDR && a.pc == target) return old_fail(v, f->bci, "Recursive call to jsr entry");
    }
    bool known = false;
    for (int i = 0; i < in->n_sites; i++) known |= in->sites[i].site == f->bci;
    if (!known) {
        if (in->n_sites == in->cap_sites) {
            in->cap_sites = in->cap_sites ? in->cap_sites * 2 : 8;
            JsrSite *n = vm_malloc(sizeof(JsrSite) * (size_t)in->cap_sites);
            if (in->n_sites) memcpy(n, in->sites, sizeof(JsrSite) * (size_t)in->n_sites);
            free(in->sites);
            in->sites = n;
        }
        in->sites[in->n_sites++] = (JsrSite){f->bci, target, next};
    }
    if (f->n_stack >= v->max_stack) return old_fail(v, f->bci, "Stack size too large");
    VFrame *g = vframe_new(v);
    vframe_copy(g, f);
    memcpy(g->locals, f->locals, sizeof(VType) * (size_t)v->max_locals);
    memcpy(g->stack, f->stack, sizeof(VType) * (size_t)f->n_stack);
    g->stack[g->n_stack++] = (VType){.tag = VT_RETADDR, .pc = (uint16_t)target};
    bool ok = merge_into(v, in, g, target);
    free(g);
    if (ok && in->ret_frames[target]) {
        JsrSite s = {f->bci, target, next};
        ok = return_to_site(v, in, &s, in->ret_frames[target]);
    }
    return ok;
}

static bool ret_insn(Verifier *v, Inference *in, VFrame *f, int idx) {
    if (idx >= v->max_locals) return old_fail(v, f->bci, "Illegal local variable number");
    VType r = f->locals[idx];
    if (r.tag == VT_TOP) return old_fail(v, f->bci, "Accessing value from uninitialized register %d", idx);
    if (r.tag != VT_RETADDR) return old_fail(v, f->bci, "Register %d contains wrong type", idx);
    int s = r.pc;
    VFrame *rf = in->ret_frames[s];
    if (!rf) {
        rf = in->ret_frames[s] = vframe_new(v);
        vframe_copy(rf, f);
        memcpy(rf->locals, f->locals, sizeof(VType) * (size_t)v->max_locals);
        memcpy(rf->stack, f->stack, sizeof(VType) * (size_t)f->n_stack);
    } else {
        for (int i = 0; i < v->max_locals; i++)
            if (!vt_equal(rf->locals[i], f->locals[i])) rf->locals[i] = vt_make(VT_TOP);
        if (f->n_locals > rf->n_locals) rf->n_locals = f->n_locals;
    }
    for (int i = 0; i < in->n_sites; i++)
        if (in->sites[i].target == s && !return_to_site(v, in, &in->sites[i], rf)) return false;
    return true;
}

static int32_t s4_at(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static bool is_instruction_at(const Verifier *v, int64_t target) {
    return target >= 0 && target < v->code->code_len && v->insn_start[target];
}

/* The old verifier reads all of the code before it verifies any, reachable or not: every instruction
   must be one, whole, and every branch must land on one. */
static bool read_all_code(Verifier *v) {
    uint32_t len = v->code->code_len;
    const uint8_t *code = v->bytes;
    for (uint32_t bci = 0; bci < len; bci += v->insn_start[bci]) {
        if ((int)bci == v->bad_insn)
            return v->bad_insn_truncated ? old_fail(v, v->bad_insn, "Code stops in the middle of instruction  starting at offset %d", v->bad_insn)
                                         : old_fail(v, v->bad_insn, "Illegal instruction found at offset %d", v->bad_insn);
        int op = code[bci];
        if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7) {
            if (!is_instruction_at(v, (int64_t)bci + (int16_t)(code[bci + 1] << 8 | code[bci + 2])))
                return old_fail(v, (int)bci, "Illegal target of jump or branch");
        } else if (op == 0xc8 || op == 0xc9) {
            if (!is_instruction_at(v, (int64_t)bci + s4_at(code + bci + 1))) return old_fail(v, (int)bci, "Illegal target of jump or branch");
        } else if (op == 0xaa || op == 0xab) {
            const uint8_t *p = code + ((bci + 4) & ~3u);
            if (!is_instruction_at(v, (int64_t)bci + s4_at(p))) return old_fail(v, (int)bci, "Illegal default target in switch");
            int64_t n = op == 0xaa ? (int64_t)s4_at(p + 8) - s4_at(p + 4) + 1 : s4_at(p + 4);
            for (int64_t k = 0; k < n; k++)
                if (!is_instruction_at(v, (int64_t)bci + s4_at(op == 0xaa ? p + 12 + 4 * k : p + 12 + 8 * k)))
                    return old_fail(v, (int)bci, "Illegal branch in tableswitch");
        }
    }
    return true;
}

bool verify_method_infer(Verifier *v) {
    uint32_t len = v->code->code_len;
    Inference in = {0};
    in.in = vm_calloc(len + 1, sizeof(VFrame *));
    in.ret_frames = vm_calloc(len + 1, sizeof(VFrame *));
    in.work = vm_malloc(sizeof(int) * (len + 1));
    in.queued = vm_calloc(len + 1, 1);
    v->checker = &in;
    v->branch = infer_branch;
    v->old_format = true;
    VFrame *cur = vframe_new(v);
    verify_initial_frame(v, cur);
    bool ok = len > 0 || old_fail(v, 0, "Code of a method has length 0");
    ok = ok && read_all_code(v) && verify_handler_table(v);
    if (ok) ok = v->insn_start[0] ? merge_into(v, &in, cur, 0) : old_fail(v, 0, "Illegal instruction found at offset 0");
    while (ok && in.n_work > 0) {
        int bci = in.work[--in.n_work];
        in.queued[bci] = 0;
        const VFrame *start = in.in[bci];
        memcpy(cur->locals, start->locals, sizeof(VType) * (size_t)v->max_locals);
        memcpy(cur->stack, start->stack, sizeof(VType) * (size_t)start->n_stack);
        vframe_copy(cur, start);
        cur->bci = bci;
        const uint8_t *pc = v->bytes + bci;
        int op = pc[0];
        uint32_t n = v->insn_start[bci];
        if (!n) { ok = old_fail(v, bci, "Illegal instruction found at offset %d", bci); break; }
        if (!verify_handlers(v, cur, bci)) { ok = false; break; }
        bool falls = true;
        if (op == 0xa8 || op == 0xc9) {
            int target = bci + (op == 0xa8 ? (int16_t)(pc[1] << 8 | pc[2]) : (int32_t)((uint32_t)pc[1] << 24 | (uint32_t)pc[2] << 16 | (uint32_t)pc[3] << 8 | pc[4]));
            ok = jsr_insn(v, &in, cur, target, bci + (int)n);
            falls = false;
        } else if (op == 0xa9 || (op == 0xc4 && pc[1] == 0xa9)) {
            ok = ret_insn(v, &in, cur, op == 0xa9 ? pc[1] : (pc[2] << 8 | pc[3]));
            falls = false;
        } else {
            ok = verify_instruction(v, cur, &falls);
        }
        if (ok && falls) {
            if (bci + n >= len) ok = old_fail(v, bci, "Falling off the end of the code");
            else if (!v->insn_start[bci + n]) ok = old_fail(v, bci, "Illegal instruction found at offset %u", bci + n);
            else ok = merge_into(v, &in, cur, bci + (int)n);
        }
    }
    for (uint32_t i = 0; i <= len; i++) {
        free(in.in[i]);
        free(in.ret_frames[i]);
    }
    free(in.in);
    free(in.ret_frames);
    free(in.work);
    free(in.queued);
    free(in.sites);
    free(cur);
    v->checker = NULL;
    return ok;
}
