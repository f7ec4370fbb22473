/* verify_insn.c: what each instruction does to the verifier's frame (JVMS 4.10.1.9), shared by the
   type checker and the inference verifier: operand types checked and popped, results pushed, locals
   read and written, uninitialised objects followed through <init>, protected access (4.10.1.8) and
   invokespecial's rules; branch and handler targets go to the checker's v->branch. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "verify_internal.h"

static uint16_t u2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4(const uint8_t *p) { return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]); }

size_t verify_vframe_size(const CfCode *code) {
    return sizeof(VFrame) + ((size_t)code->max_locals + (size_t)code->max_stack + 2) * sizeof(VType);
}

VFrame *verify_vframe_at(const CfCode *code, void *memory) {
    VFrame *f = memory;
    f->locals = (VType *)(f + 1);
    f->stack = f->locals + code->max_locals + 1;
    return f;
}

static size_t vframe_size(const Verifier *v) { return verify_vframe_size(v->code); }

static VFrame *vframe_at(const Verifier *v, void *memory) { return verify_vframe_at(v->code, memory); }

VFrame *vframe_new(Verifier *v) { return vframe_at(v, vm_calloc(1, vframe_size(v))); }

void *vframes_new(Verifier *v, unsigned n, VFrame **out) {
    size_t size = vframe_size(v);
    /* not zeroed: a stack map frame is written whole as it is read (its locals copied from the frame
       before, its stack as far as its size) */
    char *block = vm_malloc((n ? n : 1) * size);
    for (unsigned i = 0; i < n; i++) out[i] = vframe_at(v, block + i * size);
    return block;
}

void vframe_copy(VFrame *dst, const VFrame *src) {
    dst->bci = src->bci;
    dst->n_locals = src->n_locals;
    dst->n_stack = src->n_stack;
    dst->this_uninit = src->this_uninit;
}

static void record_frame(Verifier *v, VFrame *dst, const VFrame *src, int n_stack) {
    dst->locals = vm_calloc((size_t)v->max_locals + (size_t)v->max_stack + 2, sizeof(VType));
    dst->stack = dst->locals + v->max_locals + 1;
    vframe_copy(dst, src);
    dst->n_stack = n_stack;
    memcpy(dst->locals, src->locals, sizeof(VType) * (size_t)v->max_locals);
    if (n_stack > 0) memcpy(dst->stack, src->stack, sizeof(VType) * (size_t)n_stack);
}

static bool vfail_v(Verifier *v, VErrKind kind, int bci, const VFrame *f, int n_stack, const char *fmt, va_list ap) {
    if (v->failed) return false;
    v->failed = true;
    v->err.kind = kind;
    v->err.bci = bci;
    if (fmt) vsnprintf(v->err.reason, sizeof v->err.reason, fmt, ap);
    if (f) {
        v->err.has_current = true;
        record_frame(v, &v->err.current, f, n_stack);
    }
    return false;
}

bool verify_fail(Verifier *v, VErrKind kind, int bci, const VFrame *f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfail_v(v, kind, bci, f, f ? f->n_stack : 0, fmt, ap);
    va_end(ap);
    return false;
}

/* A failure inside the instruction at f->bci: the frame shown is the one it started with. */
static bool fail(Verifier *v, VErrKind kind, const VFrame *f, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static bool fail(Verifier *v, VErrKind kind, const VFrame *f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfail_v(v, kind, f ? f->bci : 0, f, v->shown_stack, fmt, ap);
    va_end(ap);
    return false;
}

bool verify_fail_headline(Verifier *v, int bci, const char *fmt, ...) {
    if (v->failed) return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->err.headline, sizeof v->err.headline, fmt, ap);
    va_end(ap);
    v->failed = true;
    v->err.kind = VE_HEADLINE;
    v->err.bci = bci;
    return false;
}

static bool fail_plain(Verifier *v, VErrKind kind, int bci, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static bool fail_plain(Verifier *v, VErrKind kind, int bci, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfail_v(v, kind, bci, NULL, 0, fmt, ap);
    va_end(ap);
    return false;
}

/* ---------------------------------------------------------------- stack and locals */

static bool push(Verifier *v, VFrame *f, VType a) {
    int n = vt_is_two_word(a) ? 2 : 1;
    if (f->n_stack + n > v->max_stack) return fail(v, VE_STACK_OVERFLOW, f, "Exceeded max stack size.");
    f->stack[f->n_stack++] = a;
    if (n == 2) f->stack[f->n_stack++] = vt_make(a.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
    return true;
}

/* A type check's failure: a class still to load is no failure (v->need), a loading error neither. */
static bool check_failed(Verifier *v) { return v->need || v->exception; }

/* The old verifier's words for the failure just recorded (class files before version 50). Returns false. */
static bool old_words(Verifier *v, const char *words) {
    snprintf(v->err.old_message, sizeof v->err.old_message, "%s", words);
    return false;
}

static bool bad_type(Verifier *v, VFrame *f, VErrKind kind, VType got, VType want, int index) {
    char a[600], b[600];
    vt_name(got, a, sizeof a);
    vt_name(want, b, sizeof b);
    v->err.want = want.tag;
    if (want.tag == VT_REF && (got.tag == VT_REF || got.tag == VT_NULL) && v->old_incompatible)
        snprintf(v->err.old_message, sizeof v->err.old_message, "%s", v->old_incompatible);
    else if (want.tag == VT_REF)
        v->err.want = VT_ANY_REF; /* the old verifier: not an initialised reference at all */
    return fail(v, kind, f, "Type %s (current frame, stack[%d]) is not assignable to %s", a, index, b);
}

/* Pops one value that must be assignable to want (a long or double: both its slots). */
static bool pop_kind(Verifier *v, VFrame *f, VType want, VType *out, VErrKind kind) {
    if (vt_is_two_word(want)) {
        /* both slots come off, then the first is checked against the type, the second its upper half */
        if (f->n_stack < 2) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
        VType hi = f->stack[f->n_stack - 1], lo = f->stack[f->n_stack - 2];
        VType want2 = vt_make(want.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
        if (lo.tag != want.tag) return bad_type(v, f, kind, lo, want, f->n_stack - 2);
        if (hi.tag != want2.tag) return bad_type(v, f, kind, hi, want2, f->n_stack - 1);
        f->n_stack -= 2;
        if (out) *out = lo;
        return true;
    }
    if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
    VType a = f->stack[f->n_stack - 1];
    /* most operands are of the very type wanted: no call for them */
    if (!vt_equal(a, want) && !vt_assignable(v, a, want)) {
        if (check_failed(v)) return false;
        return bad_type(v, f, kind, a, want, f->n_stack - 1);
    }
    f->n_stack--;
    if (out) *out = a;
    return true;
}

static bool pop(Verifier *v, VFrame *f, VType want, VType *out) { return pop_kind(v, f, want, out, VE_BAD_TYPE); }

/* A value of a type a descriptor names (a field's, an argument's, what a return instruction returns):
   a long or double comes off slot by slot, its upper half first, where the instructions that work on
   longs and doubles take both slots at once (pop). */
static bool pop_value(Verifier *v, VFrame *f, VType want, VType *out) {
    if (!vt_is_two_word(want)) return pop(v, f, want, out);
    VType want2 = vt_make(want.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
    if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
    VType hi = f->stack[f->n_stack - 1];
    if (hi.tag != want2.tag) return bad_type(v, f, VE_BAD_TYPE, hi, want2, f->n_stack - 1);
    f->n_stack--;
    if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
    VType lo = f->stack[f->n_stack - 1];
    if (lo.tag != want.tag) return bad_type(v, f, VE_BAD_TYPE, lo, want, f->n_stack - 1);
    f->n_stack--;
    if (out) *out = lo;
    return true;
}
static bool pop_tag(Verifier *v, VFrame *f, VTag tag) { return pop(v, f, vt_make(tag), NULL); }

static bool pop_any_slot(Verifier *v, VFrame *f, VType *out) {
    if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
    *out = f->stack[--f->n_stack];
    return true;
}

static bool check_local_index(Verifier *v, VFrame *f, int idx, int size) {
    if (idx < 0 || idx + size > v->max_locals)
        return fail_plain(v, VE_LOCALS_OVERFLOW, f->bci, "Local index %d is invalid", idx);
    return true;
}

/* A local of the wrong type (x: its type's name, y: the one expected). */
static bool local_fail(Verifier *v, VFrame *f, VType got, int idx, const char *x, const char *y) {
    if (got.tag == VT_RETADDR) /* only inference has them; aload may not read one */
        snprintf(v->err.old_message, sizeof v->err.old_message, "Cannot load return address from register %d", idx);
    else if (got.tag == VT_TOP) snprintf(v->err.old_message, sizeof v->err.old_message, "Accessing value from uninitialized register %d", idx);
    else snprintf(v->err.old_message, sizeof v->err.old_message, "Register %d contains wrong type", idx);
    return fail(v, VE_BAD_LOCAL_TYPE, f, "Type %s (current frame, locals[%d]) is not assignable to %s", x, idx, y);
}

static bool load(Verifier *v, VFrame *f, int idx, VType want, VType *out) {
    int size = vt_is_two_word(want) ? 2 : 1;
    /* the type checker reads a long or double from the locals the frame has, not from max_locals */
    if (size == 2 && !v->old_format && (idx < 0 || idx + 2 > f->n_locals)) {
        verify_fail_headline(v, f->bci, "get long/double overflows locals");
        snprintf(v->err.reason, sizeof v->err.reason, "Local index %d is invalid", idx);
        return false;
    }
    if (!check_local_index(v, f, idx, size)) return false;
    VType a = f->locals[idx];
    if (size == 2) {
        VType want2 = vt_make(want.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
        if (v->old_format && (a.tag != want.tag || f->locals[idx + 1].tag != want2.tag)) {
            char words[96];
            bool unset = a.tag == VT_TOP || f->locals[idx + 1].tag == VT_TOP;
            snprintf(words, sizeof words, unset ? "Accessing value from uninitialized register pair %d/%d" : "Register pair %d/%d contains wrong type",
                     idx, idx + 1);
            fail_plain(v, VE_BAD_LOCAL_TYPE, f->bci, "%s", "");
            return old_words(v, words);
        }
        if (a.tag != want.tag) {
            char x[600], y[600];
            vt_name(a, x, sizeof x);
            vt_name(want, y, sizeof y);
            return local_fail(v, f, a, idx, x, y);
        }
        if (f->locals[idx + 1].tag != want2.tag) {
            char x[600], y[600];
            vt_name(f->locals[idx + 1], x, sizeof x);
            vt_name(want2, y, sizeof y);
            return local_fail(v, f, f->locals[idx + 1], idx + 1, x, y);
        }
    } else if (want.tag == VT_ANY_REF ? !vt_is_ref(a) : !vt_equal(a, want) && !vt_assignable(v, a, want)) {
        if (check_failed(v)) return false;
        char x[600], y[600];
        vt_name(a, x, sizeof x);
        vt_name(want, y, sizeof y);
        return local_fail(v, f, a, idx, x, y);
    }
    if (out) *out = a;
    return true;
}

static bool store(Verifier *v, VFrame *f, int idx, VType a) {
    int size = vt_is_two_word(a) ? 2 : 1;
    if (!check_local_index(v, f, idx, size)) return false;
    v->locals_changes++;
    /* a value overwritten in part is gone: the other half of a long or double becomes top */
    if (idx > 0 && (f->locals[idx - 1].tag == VT_LONG || f->locals[idx - 1].tag == VT_DOUBLE))
        f->locals[idx - 1] = vt_make(VT_TOP);
    VType old_end = f->locals[idx + size - 1];
    /* (the old verifier leaves it: a long's upper half, read with another first half, is of the wrong type) */
    if ((old_end.tag == VT_LONG || old_end.tag == VT_DOUBLE) && idx + size < v->max_locals && !v->old_format)
        f->locals[idx + size] = vt_make(VT_TOP);
    f->locals[idx] = a;
    if (size == 2) f->locals[idx + 1] = vt_make(a.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
    if (idx + size > f->n_locals) f->n_locals = idx + size;
    return true;
}

/* ---------------------------------------------------------------- frames */

void verify_initial_frame(Verifier *v, VFrame *f) {
    Method *m = v->m;
    f->bci = 0;
    f->n_stack = 0;
    f->this_uninit = false;
    for (int i = 0; i < v->max_locals; i++) f->locals[i] = vt_make(VT_TOP);
    int k = 0;
    if (!(m->access & ACC_STATIC)) {
        if (v->is_init) {
            f->locals[k++] = vt_make(VT_UNINIT_THIS);
            f->this_uninit = true;
        } else {
            f->locals[k++] = vt_sym(v->cf->this_name);
        }
    }
    const DescTypes *dt = v->method_types;
    for (int i = 0; i < dt->n && k < v->max_locals; i++) {
        VType a = dt->types[i];
        f->locals[k++] = a;
        if (vt_is_two_word(a) && k < v->max_locals) f->locals[k++] = vt_make(a.tag == VT_LONG ? VT_LONG2 : VT_DOUBLE2);
    }
    f->n_locals = k;
}

bool verify_frame_assignable(Verifier *v, const VFrame *cur, const VFrame *map, VErrKind kind, int bci, int shown_stack) {
    char a[600], b[600];
    const char *why = NULL;
    char reason[1400];
    if (cur->n_stack != map->n_stack) {
        why = "Current frame's stack size doesn't match stackmap.";
    } else {
        /* the locals past the stack map frame's are top there: anything is assignable to them */
        for (int i = 0; i < map->n_locals && !why; i++) {
            VType want = map->locals[i], got = cur->locals[i];
            if (vt_equal(got, want)) continue;
            if (!vt_assignable(v, got, want)) {
                if (check_failed(v)) return false;
                vt_name(got, a, sizeof a);
                vt_name(want, b, sizeof b);
                snprintf(reason, sizeof reason, "Type %s (current frame, locals[%d]) is not assignable to %s (stack map, locals[%d])",
                         a, i, b, i);
                why = reason;
            }
        }
        for (int i = 0; i < cur->n_stack && !why; i++) {
            if (!vt_assignable(v, cur->stack[i], map->stack[i])) {
                if (check_failed(v)) return false;
                vt_name(cur->stack[i], a, sizeof a);
                vt_name(map->stack[i], b, sizeof b);
                snprintf(reason, sizeof reason, "Type %s (current frame, stack[%d]) is not assignable to %s (stack map, stack[%d])",
                         a, i, b, i);
                why = reason;
            }
        }
        if (why && kind == VE_INCONSISTENT_FRAME) bci = map->bci; /* a type is wrong: HotSpot names the target */
        if (!why && cur->this_uninit && !map->this_uninit) why = "Current frame's flags are not assignable to stack map frame's.";
    }
    if (!why) return true;
    if (v->failed) return false;
    v->failed = true;
    v->err.kind = kind;
    v->err.bci = bci;
    snprintf(v->err.reason, sizeof v->err.reason, "%s", why);
    v->err.has_current = true;
    record_frame(v, &v->err.current, cur, shown_stack);
    v->err.has_map = true;
    record_frame(v, &v->err.map, map, map->n_stack);
    return false;
}

/* The frame a handler starts with: the instruction's locals and flags, the exception alone on the stack
   (the locals are the instruction's own, not a copy: the checks only read them). */
bool verify_handlers(Verifier *v, const VFrame *f, int bci) {
    const CfCode *code = v->code;
    if (bci < v->handlers_lo || bci >= v->handlers_hi) return true;
    /* the type checker: the same handlers with the same locals and flags as the instruction before
       passed then and pass now (the stack plays no part) */
    bool cacheable = !v->old_format && code->n_handlers <= 64;
    uint64_t covering = 0;
    if (cacheable) {
        for (uint16_t i = 0; i < code->n_handlers; i++)
            if (bci >= code->handlers[i].start_pc && bci < code->handlers[i].end_pc) covering |= (uint64_t)1 << i;
        if (v->handlers_passed && covering == v->handlers_passed_set && v->locals_changes == v->handlers_passed_changes) return true;
    }
    VType caught;
    VFrame h = {.bci = bci, .n_locals = f->n_locals, .n_stack = 1, .this_uninit = f->this_uninit, .locals = f->locals, .stack = &caught};
    for (uint16_t i = 0; i < code->n_handlers; i++) {
        const CfExceptionHandler *eh = &code->handlers[i];
        if (bci < eh->start_pc || bci >= eh->end_pc) continue;
        caught = v->catch_types[i];
        if (caught.tag != VT_REF)
            return verify_fail_headline(v, bci, "Catch type is not a subclass of Throwable in exception handler %u", eh->handler_pc);
        if (eh->catch_type && v->old_format && !vt_assignable(v, caught, vt_known(VK_THROWABLE))) {
            if (check_failed(v)) return false;
            verify_fail_headline(v, bci, "Catch type is not a subclass of Throwable in exception handler %u", eh->handler_pc);
            return old_words(v, "catch_type not a subclass of Throwable");
        }
        if (!v->branch(v, &h, -1 - (int)eh->handler_pc)) return false;
    }
    if (cacheable) {
        v->handlers_passed = true;
        v->handlers_passed_set = covering;
        v->handlers_passed_changes = v->locals_changes;
    }
    return true;
}

/* ---------------------------------------------------------------- constant pool */

static bool cp_tag_ok(Verifier *v, VFrame *f, uint16_t index, int tag1, int tag2) {
    const ClassFile *cf = v->cf;
    if (index == 0 || index >= cf->cp_count || (cf->cp[index].tag != tag1 && cf->cp[index].tag != tag2)) {
        if (index == 0 || index >= cf->cp_count)
            verify_fail_headline(v, f->bci, "Illegal constant pool index %u in class %s", index, v->c->name);
        else
            verify_fail_headline(v, f->bci, "Illegal type at constant pool entry %u in class %s", index, v->c->name);
        snprintf(v->err.reason, sizeof v->err.reason, "Constant pool index %u is invalid", index);
        return old_words(v, index == 0 || index >= cf->cp_count ? "Illegal constant pool index" : "Illegal type in constant pool");
    }
    return true;
}

/* The verification type named by a Class constant: a class or an array. */
static VType class_const(Verifier *v, uint16_t index) {
    const char *n = cf_class_name(v->cf, index);
    return n ? vt_sym(n) : vt_known(VK_OBJECT);
}

/* ---------------------------------------------------------------- fields and methods */

/* JVMS 4.10.1.8: a protected member of a superclass in another run-time package, reached through a
   reference that is not the current class or a subclass of it. */
static bool protected_check(Verifier *v, VFrame *f, const char *ref_class, const char *name, const char *desc,
                            bool is_method, VType receiver, int receiver_index, const char *insn) {
    Class *c = v->c;
    Class *super = NULL;
    for (Class *k = c->super; k; k = k->super)
        if (k->name == ref_class) { super = k; break; }
    if (!super) return true;
    /* the member as resolution would find it, from the referenced superclass upwards */
    uint16_t access = 0;
    Class *decl = NULL;
    for (Class *k = super; k && !decl; k = k->super) {
        if (is_method) {
            Method *m = vm_find_declared_method(k, name, desc);
            if (m) { access = m->access; decl = k; }
        } else {
            Field *fl = vm_find_declared_field(k, name, desc);
            if (fl) { access = fl->access; decl = k; }
        }
    }
    if (!decl || !(access & ACC_PROTECTED)) return true;
    if (decl->package == c->package && decl->loader == c->loader) return true; /* same run-time package */
    if (receiver.tag == VT_NULL || receiver.tag == VT_UNINIT_THIS) return true;
    /* arrays' clone() is public */
    if (is_method && receiver.tag == VT_REF && receiver.name[0] == '[' && !strcmp(name, "clone")) return true;
    if (vt_assignable(v, receiver, vt_sym(v->cf->this_name))) return true;
    if (check_failed(v)) return false;
    snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "%s", insn);
    bad_type(v, f, VE_PROTECTED, receiver, vt_sym(v->cf->this_name), receiver_index);
    return old_words(v, "Bad access to protected data");
}

/* size bytes (aligned for pointers) from the chunks of mt (most classes need a few kilobytes). */
static void *member_room(MemberTypes *mt, size_t size) {
    size = (size + sizeof(void *) - 1) & ~(sizeof(void *) - 1);
    if (size > mt->left) {
        size_t chunk = size + sizeof(VType) > 4096 ? size + sizeof(VType) : 4096;
        char *c = vm_malloc(chunk);
        *(void **)c = mt->chunks;
        mt->chunks = c;
        mt->room = c + sizeof(VType); /* the link, rounded to keep the types aligned */
        mt->left = chunk - sizeof(VType);
    }
    void *p = mt->room;
    mt->room += size;
    mt->left -= size;
    return p;
}

void member_types_release(MemberTypes *mt) {
    for (void *c = mt->chunks; c;) {
        void *next = *(void **)c;
        free(c);
        c = next;
    }
    free(mt->by_index);
}

/* A Fieldref's or Methodref's names and verification types, looked up once per class. */
struct MemberInfo {
    const char *cls, *name, *desc;
    int n;              /* arguments (0 for a field) */
    const VType *types; /* the arguments, then the result (a field's type; top for void) */
};

/* The member at cp index `index`, NULL when the entry is not one. */
static const MemberInfo *member_info(Verifier *v, uint16_t index) {
    MemberTypes *mt = v->members;
    if (mt->by_index[index]) return mt->by_index[index];
    const char *cls, *name, *desc;
    if (!bc_cp_member(v->cf, index, &cls, &name, &desc)) return NULL;
    const DescTypes *dt = vt_desc_types(desc);
    MemberInfo *mi = member_room(mt, sizeof(MemberInfo));
    *mi = (MemberInfo){cls, name, desc, dt->n, dt->types};
    mt->by_index[index] = mi;
    return mi;
}

static bool field_insn(Verifier *v, VFrame *f, int op, const uint8_t *pc) {
    uint16_t index = u2(pc + 1);
    if (!cp_tag_ok(v, f, index, CONSTANT_Fieldref, CONSTANT_Fieldref)) return false;
    const MemberInfo *mi = member_info(v, index);
    if (!mi) return verify_fail_headline(v, f->bci, "Illegal constant pool index %u", index);
    const char *cls = mi->cls, *name = mi->name, *desc = mi->desc;
    VType ft = mi->types[0];
    VType owner = vt_sym(cls);
    v->old_incompatible = "Incompatible type for getting or setting field";
    switch (op) {
    case 0xb2: /* getstatic */
        return push(v, f, ft);
    case 0xb3: /* putstatic */
        return pop_value(v, f, ft, NULL);
    case 0xb4: { /* getfield */
        VType r;
        if (!pop(v, f, owner, &r)) return false;
        if (!protected_check(v, f, cls, name, desc, false, r, f->n_stack, "getfield")) return false;
        return push(v, f, ft);
    }
    default: { /* putfield */
        if (!pop_value(v, f, ft, NULL)) return false;
        if (f->n_stack > 0 && f->stack[f->n_stack - 1].tag == VT_UNINIT_THIS && cls == v->cf->this_name &&
            vm_find_declared_field(v->c, name, desc)) {
            f->n_stack--; /* a constructor may set its own class's fields before calling super() */
            return true;
        }
        VType r;
        if (!pop(v, f, owner, &r)) return false;
        return protected_check(v, f, cls, name, desc, false, r, f->n_stack, "putfield");
    }
    }
}

/* Replaces an uninitialised type by the initialised class everywhere in the frame. */
static void initialize_object(Verifier *v, VFrame *f, VType from, VType to) {
    v->locals_changes++;
    for (int i = 0; i < v->max_locals; i++)
        if (vt_equal(f->locals[i], from)) f->locals[i] = to;
    for (int i = 0; i < f->n_stack; i++)
        if (vt_equal(f->stack[i], from)) f->stack[i] = to;
}

static bool is_direct_superinterface(Class *c, const char *name) {
    for (uint16_t i = 0; i < c->n_interfaces; i++)
        if (c->interfaces[i]->name == name) return true;
    return false;
}

static bool invoke_insn(Verifier *v, VFrame *f, int op, const uint8_t *pc) {
    uint16_t index = u2(pc + 1);
    if (op == 0xba) {
        if (!cp_tag_ok(v, f, index, CONSTANT_InvokeDynamic, CONSTANT_InvokeDynamic)) return false;
        if (pc[3] || pc[4]) return verify_fail_headline(v, f->bci, "Third and fourth operand bytes of invokedynamic must be zero");
    } else if (op == 0xb9) {
        if (!cp_tag_ok(v, f, index, CONSTANT_InterfaceMethodref, CONSTANT_InterfaceMethodref)) return false;
        if (pc[4]) return verify_fail_headline(v, f->bci, "Fourth operand byte of invokeinterface must be zero");
    } else if (op == 0xb6) {
        if (!cp_tag_ok(v, f, index, CONSTANT_Methodref, CONSTANT_Methodref)) return false;
    } else if (!cp_tag_ok(v, f, index, CONSTANT_Methodref, v->cf->major >= 52 ? CONSTANT_InterfaceMethodref : CONSTANT_Methodref)) {
        return false;
    }
    const MemberInfo *mi = member_info(v, index);
    if (!mi || mi->desc[0] != '(') return verify_fail_headline(v, f->bci, "Illegal constant pool index %u", index);
    const char *cls = mi->cls, *name = mi->name, *desc = mi->desc;
    bool is_init = name == verify_init_name();
    if (name[0] == '<' && (op != 0xb7 || !is_init)) {
        verify_fail_headline(v, f->bci, "Illegal call to internal method");
        return is_init ? old_words(v, "Must call initializers using invokespecial") : false;
    }
    if (op == 0xb7 && !is_init) {
        /* invokespecial of an ordinary method: the current class, a superclass, or a direct superinterface */
        bool ok = cls == v->cf->this_name;
        bool iface_ref = v->cf->cp[index].tag == CONSTANT_InterfaceMethodref;
        if (!ok && iface_ref) {
            ok = is_direct_superinterface(v->c, cls);
            if (!ok) {
                snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "interface method reference is in an indirect superinterface.");
                return fail_plain(v, VE_BAD_INVOKESPECIAL, f->bci, "%s", "");
            }
        }
        if (!ok) {
            for (Class *k = v->c->super; k && !ok; k = k->super) ok = k->name == cls;
            if (!ok) {
                snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "current class isn't assignable to reference class.");
                return fail_plain(v, VE_BAD_INVOKESPECIAL, f->bci, "%s", "");
            }
        }
    }
    /* the arguments, last first */
    int n = mi->n;
    const VType *args = mi->types;
    if (op == 0xb9) {
        int slots = 1;
        for (int i = 0; i < n; i++) slots += vt_is_two_word(args[i]) ? 2 : 1;
        if (pc[3] != slots) {
            verify_fail_headline(v, f->bci, "Inconsistent args count operand in invokeinterface");
            return old_words(v, "Inconsistent args_size for invokeinterface");
        }
    }
    v->old_incompatible = "Incompatible argument to function";
    for (int i = n - 1; i >= 0; i--)
        if (!pop_value(v, f, args[i], NULL)) return false;
    v->old_incompatible = op == 0xb7 ? "Incompatible object argument for invokespecial" : "Incompatible object argument for function call";
    if (op == 0xb7 && is_init) {
        if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
        VType r = f->stack[f->n_stack - 1];
        int ri = f->n_stack - 1;
        if (v->old_format && r.tag != VT_UNINIT_THIS && r.tag != VT_UNINIT) {
            fail(v, VE_INIT_OPERAND, f, "%s", "");
            return old_words(v, "Expecting to find unitialized object on stack");
        }
        if (r.tag == VT_UNINIT_THIS) {
            bool ok = cls == v->cf->this_name || (v->c->super && cls == v->c->super->name);
            if (!ok) {
                verify_fail_headline(v, f->bci, "Bad <init> method call");
                snprintf(v->err.reason, sizeof v->err.reason, "Type '%s' is not assignable to '%s'", cls, v->cf->this_name);
                return old_words(v, "Call to wrong initialization method");
            }
            f->n_stack--;
            initialize_object(v, f, r, vt_sym(v->cf->this_name));
            f->this_uninit = false;
        } else if (r.tag == VT_UNINIT) {
            if (r.pc + 3u > v->code->code_len || v->bytes[r.pc] != 0xbb)
                return fail(v, VE_INIT_OPERAND, f, "Invalid type: %s (current frame, stack[%d])", "uninitialized", ri);
            uint16_t ci = u2(v->bytes + r.pc + 1);
            const char *nc = cf_class_name(v->cf, ci);
            if (!nc || nc != cls) { /* both symbols */
                char a[600], b[600];
                vt_name(vt_ref(nc ? nc : "?"), a, sizeof a);
                vt_name(vt_ref(cls), b, sizeof b);
                return fail_plain(v, VE_WRONG_INIT, f->bci, "Type %s (constant pool %u) is not assignable to %s (constant pool %u)",
                                  a, ci, b, index);
            }
            f->n_stack--;
            initialize_object(v, f, r, vt_sym(cls));
        } else if (!vt_is_ref(r)) {
            return bad_type(v, f, VE_BAD_TYPE, r, vt_make(VT_ANY_REF), ri);
        } else {
            char a[600];
            vt_name(r, a, sizeof a);
            return fail(v, VE_INIT_OPERAND, f, "Invalid type: %s (current frame, stack[%d])", a, ri);
        }
    } else if (op != 0xb8 && op != 0xba) {
        VType want = op == 0xb7 ? vt_sym(v->cf->this_name) : vt_sym(cls);
        VType r;
        if (op == 0xb6 && cls[0] == '[') want = vt_make(VT_ANY_REF); /* a method of an array type: clone() */
        if (!pop(v, f, want, &r)) return false;
        if (op == 0xb6 && !protected_check(v, f, cls, name, desc, true, r, f->n_stack, "invokevirtual")) return false;
    }
    return args[n].tag == VT_TOP ? true : push(v, f, args[n]);
}

bool verify_init_outside_try(Verifier *v, const VFrame *f) {
    const uint8_t *pc = v->bytes + f->bci;
    uint16_t index = u2(pc + 1);
    const MemberInfo *mi = index && index < v->cf->cp_count ? member_info(v, index) : NULL;
    if (!mi || mi->name != verify_init_name()) return true;
    int slots = 0;
    for (int i = 0; i < mi->n; i++) slots += vt_is_two_word(mi->types[i]) ? 2 : 1;
    if (slots >= f->n_stack || f->stack[f->n_stack - 1 - slots].tag != VT_UNINIT_THIS) return true;
    return verify_fail_headline(v, f->bci, "Bad <init> method call from after the start of a try block");
}

/* ---------------------------------------------------------------- arrays */

/* The type of arrays of a class or array type (its name a symbol): "[Lname;" or "[name". */
static VType array_of(const char *component) {
    size_t n = strlen(component);
    char small[256];
    char *buf = n + 4 <= sizeof small ? small : vm_malloc(n + 4);
    size_t k = 0;
    buf[k++] = '[';
    if (component[0] != '[') buf[k++] = 'L';
    memcpy(buf + k, component, n);
    k += n;
    if (component[0] != '[') buf[k++] = ';';
    VType a = vt_sym(sym_n(buf, k));
    if (buf != small) free(buf);
    return a;
}

static const char *array_of_prim(int atype) {
    static const char *names[] = {"[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
    return atype >= 4 && atype <= 11 ? names[atype - 4] : NULL;
}

/* xaload/xastore's array operand: null, or an array whose descriptor is one of ok (e.g. "[I"), or any
   array of references when ok is NULL. */
static bool check_array(Verifier *v, VFrame *f, VType a, int index, const char *ok1, const char *ok2, const char *insn) {
    if (a.tag == VT_NULL) return true;
    bool good = a.tag == VT_REF && a.name[0] == '[';
    if (good) {
        if (ok1) good = !strcmp(a.name, ok1) || (ok2 && !strcmp(a.name, ok2));
        else good = a.name[1] == 'L' || a.name[1] == '[';
    }
    if (good) return true;
    char n[600];
    vt_name(a, n, sizeof n);
    snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "%s", insn);
    if (ok2) return fail(v, VE_BAD_TYPE_IN, f, "Invalid type: %s (current frame, stack[%d])", n, index); /* bytes or booleans */
    if (ok1) return fail(v, VE_BAD_TYPE_IN, f, "Type %s (current frame, stack[%d]) is not assignable to '%s'", n, index, ok1);
    return fail(v, VE_BAD_TYPE_IN, f, "Type %s (current frame, stack[%d]) is not assignable to reference type", n, index);
}

/* The old verifier's words for an array operand of the wrong kind, per element kind (xaload's order). */
static bool old_array_words(Verifier *v, int k) {
    static const char *const kinds[] = {"ints", "longs", "floats", "doubles", "objects or arrays", "bytes or Booleans", "chars", "shorts"};
    char words[96];
    snprintf(words, sizeof words, "Expecting to find array of %s on stack", kinds[k]);
    return old_words(v, words);
}

static bool array_load(Verifier *v, VFrame *f, int op) {
    static const char *arr[] = {"[I", "[J", "[F", "[D", NULL, "[B", "[C", "[S"};
    static const VTag res[] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_REF, VT_INT, VT_INT, VT_INT};
    int k = op - 0x2e;
    VType a;
    if (!pop_tag(v, f, VT_INT)) return false;
    if (!pop(v, f, vt_make(VT_ANY_REF), &a) || !check_array(v, f, a, f->n_stack, arr[k], k == 5 ? "[Z" : NULL, verify_opcode_name(op)))
        return check_failed(v) ? false : old_array_words(v, k);
    if (k != 4) return push(v, f, vt_make(res[k]));
    if (a.tag == VT_NULL) return push(v, f, vt_make(VT_NULL));
    const char *component = a.name + 1;
    return push(v, f, vt_of_desc(&component));
}

static bool array_store(Verifier *v, VFrame *f, int op) {
    static const char *arr[] = {"[I", "[J", "[F", "[D", NULL, "[B", "[C", "[S"};
    static const VTag val[] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_REF, VT_INT, VT_INT, VT_INT};
    int k = op - 0x4f;
    VType a;
    if (k == 4) {
        if (!pop(v, f, vt_known(VK_OBJECT), NULL)) return false;
    } else if (!pop_tag(v, f, val[k])) {
        return false;
    }
    if (!pop_tag(v, f, VT_INT)) return false;
    if (!pop(v, f, vt_make(VT_ANY_REF), &a) || !check_array(v, f, a, f->n_stack, arr[k], k == 5 ? "[Z" : NULL, verify_opcode_name(op)))
        return check_failed(v) ? false : old_array_words(v, k);
    return true;
}

/* ---------------------------------------------------------------- the instruction */

static bool ldc_insn(Verifier *v, VFrame *f, uint16_t index, bool wide2) {
    const ClassFile *cf = v->cf;
    if (index == 0 || index >= cf->cp_count)
        return verify_fail_headline(v, f->bci, "Illegal constant pool index %u", index);
    const CpInfo *e = &cf->cp[index];
    int tag = e->tag;
    if (tag == CONSTANT_Dynamic) {
        const CpInfo *nat = e->b < cf->cp_count ? &cf->cp[e->b] : NULL;
        const char *d = nat && nat->tag == CONSTANT_NameAndType ? cf_utf8(cf, nat->b) : NULL;
        if (!d) return verify_fail_headline(v, f->bci, "Illegal constant pool index %u", index);
        VType a = vt_of_desc(&d);
        if (vt_is_two_word(a) != wide2) return verify_fail_headline(v, f->bci, "Invalid index in ldc");
        return push(v, f, a);
    }
    if (wide2) {
        if (tag == CONSTANT_Long) return push(v, f, vt_make(VT_LONG));
        if (tag == CONSTANT_Double) return push(v, f, vt_make(VT_DOUBLE));
    } else {
        switch (tag) {
        case CONSTANT_Integer: return push(v, f, vt_make(VT_INT));
        case CONSTANT_Float: return push(v, f, vt_make(VT_FLOAT));
        case CONSTANT_String: return push(v, f, vt_known(VK_STRING));
        case CONSTANT_Class: return push(v, f, vt_known(VK_CLASS));
        case CONSTANT_MethodType: return push(v, f, vt_known(VK_METHOD_TYPE));
        case CONSTANT_MethodHandle: return push(v, f, vt_known(VK_METHOD_HANDLE));
        default: break;
        }
    }
    verify_fail_headline(v, f->bci, "Illegal type at constant pool entry %u in class %s", index, v->c->name);
    snprintf(v->err.reason, sizeof v->err.reason, "Constant pool index %u is invalid", index);
        snprintf(v->err.old_message, sizeof v->err.old_message, "Illegal type in constant pool");
    return false;
}

static bool branch_to(Verifier *v, VFrame *f, int target) { return v->branch(v, f, target); }

static bool return_insn(Verifier *v, VFrame *f, int op) {
    if (op == 0xb1) {
        if (v->return_type.tag != VT_TOP) return fail_plain(v, VE_RETURN_EXPECTED, f->bci, "%s", "");
        if (v->is_init && f->this_uninit) return fail_plain(v, VE_CONSTRUCTOR_RETURN, f->bci, "%s", "");
        return true;
    }
    static const VTag kinds[] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_ANY_REF};
    VType want = vt_make(kinds[op - 0xac]);
    if (v->return_type.tag == VT_TOP) {
        if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
        char a[600];
        vt_name(f->stack[f->n_stack - (vt_is_two_word(want) ? 2 : 1)], a, sizeof a);
        return fail(v, VE_RETURN_UNEXPECTED, f, "Type %s (current frame, stack[%d]) is not assignable to top (from method signature)", a,
                    f->n_stack - (vt_is_two_word(want) ? 2 : 1));
    }
    VType r;
    if (op == 0xb0) {
        if (!pop(v, f, want, &r)) return false;
        if (!vt_assignable(v, r, v->return_type)) {
            if (check_failed(v)) return false;
            if (v->old_format && (r.tag == VT_UNINIT || r.tag == VT_UNINIT_THIS)) {
                fail(v, VE_BAD_RETURN, f, "%s", "");
                return old_words(v, "Expecting to find object/array on stack");
            }
            char a[600], b[600];
            vt_name(r, a, sizeof a);
            vt_name(v->return_type, b, sizeof b);
            return fail(v, VE_BAD_RETURN, f, "Type %s (current frame, stack[%d]) is not assignable to %s (from method signature)", a,
                        f->n_stack, b);
        }
        return true;
    }
    /* the value the instruction returns is popped first; then its type is held against the method's */
    if (!pop_value(v, f, want, &r)) return false;
    if (want.tag != v->return_type.tag) {
        char a[600], b[600];
        vt_name(r, a, sizeof a);
        vt_name(v->return_type, b, sizeof b);
        return fail(v, VE_BAD_RETURN, f, "Type %s (current frame, stack[%d]) is not assignable to %s (from method signature)", a,
                    f->n_stack, b);
    }
    return true;
}

static bool is_cat1(VType a) {
    return a.tag != VT_LONG && a.tag != VT_DOUBLE && a.tag != VT_LONG2 && a.tag != VT_DOUBLE2 && a.tag != VT_TOP;
}

/* pop, pop2, dup... swap: moves of untyped slots, with JVMS's category rules. */
static bool stack_insn(Verifier *v, VFrame *f, int op) {
    VType x1, x2, x3, x4;
    VType cat1 = vt_make(VT_CAT1);
    /* the category-1 checks name the slot that failed; a category-2 value's upper half is long_2nd */
#define POP1(x) do { if (!pop(v, f, cat1, &(x))) return false; } while (0)
#define POPANY(x) do { if (!pop_any_slot(v, f, &(x))) return false; } while (0)
#define PUSH(x) do { if (f->n_stack >= v->max_stack) return fail(v, VE_STACK_OVERFLOW, f, "Exceeded max stack size."); f->stack[f->n_stack++] = (x); } while (0)
    switch (op) {
    case 0x57: POP1(x1); return true;
    case 0x58: /* pop2 */
        POPANY(x1);
        if (is_cat1(x1)) { POP1(x2); return true; }
        if (x1.tag != VT_LONG2 && x1.tag != VT_DOUBLE2) { f->n_stack++; return bad_type(v, f, VE_BAD_TYPE, x1, cat1, f->n_stack - 1); }
        POPANY(x2);
        return true;
    case 0x59: POP1(x1); PUSH(x1); PUSH(x1); return true;
    case 0x5a: POP1(x1); POP1(x2); PUSH(x1); PUSH(x2); PUSH(x1); return true;
    case 0x5b: /* dup_x2 */
        POP1(x1); POPANY(x2);
        if (is_cat1(x2)) { POP1(x3); PUSH(x1); PUSH(x3); PUSH(x2); PUSH(x1); return true; }
        POPANY(x3); PUSH(x1); PUSH(x3); PUSH(x2); PUSH(x1); return true;
    case 0x5c: /* dup2 */
        POPANY(x1);
        if (is_cat1(x1)) { POP1(x2); PUSH(x2); PUSH(x1); PUSH(x2); PUSH(x1); return true; }
        if (x1.tag != VT_LONG2 && x1.tag != VT_DOUBLE2) { f->n_stack++; return bad_type(v, f, VE_BAD_TYPE, x1, cat1, f->n_stack - 1); }
        POPANY(x2); PUSH(x2); PUSH(x1); PUSH(x2); PUSH(x1); return true;
    case 0x5d: /* dup2_x1 */
        POPANY(x1);
        if (is_cat1(x1)) { POP1(x2); POP1(x3); PUSH(x2); PUSH(x1); PUSH(x3); PUSH(x2); PUSH(x1); return true; }
        POPANY(x2); POP1(x3); PUSH(x2); PUSH(x1); PUSH(x3); PUSH(x2); PUSH(x1); return true;
    case 0x5e: /* dup2_x2 */
        POPANY(x1);
        if (is_cat1(x1)) {
            POP1(x2); POPANY(x3);
            if (is_cat1(x3)) { POP1(x4); PUSH(x2); PUSH(x1); PUSH(x4); PUSH(x3); PUSH(x2); PUSH(x1); return true; }
            POPANY(x4); PUSH(x2); PUSH(x1); PUSH(x4); PUSH(x3); PUSH(x2); PUSH(x1); return true;
        }
        POPANY(x2); POPANY(x3);
        if (is_cat1(x3)) { POP1(x4); PUSH(x2); PUSH(x1); PUSH(x4); PUSH(x3); PUSH(x2); PUSH(x1); return true; }
        POPANY(x4); PUSH(x2); PUSH(x1); PUSH(x4); PUSH(x3); PUSH(x2); PUSH(x1); return true;
    default: /* swap */
        POP1(x1); POP1(x2); PUSH(x1); PUSH(x2); return true;
    }
#undef POP1
#undef POPANY
#undef PUSH
}

bool verify_instruction(Verifier *v, VFrame *f, bool *falls_through) {
    const uint8_t *code = v->bytes;
    int bci = f->bci;
    const uint8_t *pc = code + bci;
    int op = pc[0];
    *falls_through = true;
    v->shown_stack = f->n_stack;
    v->old_incompatible = NULL;
    VType I = vt_make(VT_INT), F = vt_make(VT_FLOAT), J = vt_make(VT_LONG), D = vt_make(VT_DOUBLE);
    switch (op) {
    case 0x00: return true;
    case 0x01: return push(v, f, vt_make(VT_NULL));
    case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08: case 0x10: case 0x11:
        return push(v, f, I);
    case 0x09: case 0x0a: return push(v, f, J);
    case 0x0b: case 0x0c: case 0x0d: return push(v, f, F);
    case 0x0e: case 0x0f: return push(v, f, D);
    case 0x12: return ldc_insn(v, f, pc[1], false);
    case 0x13: return ldc_insn(v, f, u2(pc + 1), false);
    case 0x14: return ldc_insn(v, f, u2(pc + 1), true);
    case 0x15: case 0x16: case 0x17: case 0x18: case 0x19: case 0x1a: case 0x1b: case 0x1c: case 0x1d:
    case 0x1e: case 0x1f: case 0x20: case 0x21: case 0x22: case 0x23: case 0x24: case 0x25: case 0x26:
    case 0x27: case 0x28: case 0x29: case 0x2a: case 0x2b: case 0x2c: case 0x2d: {
        static const VTag kinds[] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_ANY_REF};
        int k, idx;
        if (op <= 0x19) { k = op - 0x15; idx = pc[1]; }
        else { k = (op - 0x1a) / 4; idx = (op - 0x1a) % 4; }
        VType a;
        if (!load(v, f, idx, vt_make(kinds[k]), &a)) return false;
        return push(v, f, k == 4 ? a : vt_make(kinds[k]));
    }
    case 0x2e: case 0x2f: case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35:
        return array_load(v, f, op);
    case 0x36: case 0x37: case 0x38: case 0x39: case 0x3a: case 0x3b: case 0x3c: case 0x3d: case 0x3e:
    case 0x3f: case 0x40: case 0x41: case 0x42: case 0x43: case 0x44: case 0x45: case 0x46: case 0x47:
    case 0x48: case 0x49: case 0x4a: case 0x4b: case 0x4c: case 0x4d: case 0x4e: {
        static const VTag kinds[] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_ANY_REF};
        int k, idx;
        if (op <= 0x3a) { k = op - 0x36; idx = pc[1]; }
        else { k = (op - 0x3b) / 4; idx = (op - 0x3b) % 4; }
        VType a;
        if (k == 4) {
            /* astore takes references and (old class files) return addresses */
            if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
            a = f->stack[f->n_stack - 1];
            if (!vt_is_ref(a) && !(v->old_format && a.tag == VT_RETADDR))
                return bad_type(v, f, VE_BAD_TYPE, a, vt_make(VT_ANY_REF), f->n_stack - 1);
            f->n_stack--;
        } else if (!pop(v, f, vt_make(kinds[k]), &a)) {
            return false;
        }
        return store(v, f, idx, k == 4 ? a : vt_make(kinds[k]));
    }
    case 0x4f: case 0x50: case 0x51: case 0x52: case 0x53: case 0x54: case 0x55: case 0x56:
        return array_store(v, f, op);
    case 0x57: case 0x58: case 0x59: case 0x5a: case 0x5b: case 0x5c: case 0x5d: case 0x5e: case 0x5f:
        return stack_insn(v, f, op);
    case 0x60: case 0x64: case 0x68: case 0x6c: case 0x70: case 0x78: case 0x7a: case 0x7c: case 0x7e:
    case 0x80: case 0x82:
        return pop(v, f, I, NULL) && pop(v, f, I, NULL) && push(v, f, I);
    case 0x61: case 0x65: case 0x69: case 0x6d: case 0x71: case 0x7f: case 0x81: case 0x83:
        return pop(v, f, J, NULL) && pop(v, f, J, NULL) && push(v, f, J);
    case 0x79: case 0x7b: case 0x7d: /* long shifts: int count */
        return pop(v, f, I, NULL) && pop(v, f, J, NULL) && push(v, f, J);
    case 0x62: case 0x66: case 0x6a: case 0x6e: case 0x72:
        return pop(v, f, F, NULL) && pop(v, f, F, NULL) && push(v, f, F);
    case 0x63: case 0x67: case 0x6b: case 0x6f: case 0x73:
        return pop(v, f, D, NULL) && pop(v, f, D, NULL) && push(v, f, D);
    case 0x74: return pop(v, f, I, NULL) && push(v, f, I);
    case 0x75: return pop(v, f, J, NULL) && push(v, f, J);
    case 0x76: return pop(v, f, F, NULL) && push(v, f, F);
    case 0x77: return pop(v, f, D, NULL) && push(v, f, D);
    case 0x84: {
        VType a;
        return load(v, f, pc[1], I, &a);
    }
    case 0x85: return pop(v, f, I, NULL) && push(v, f, J);
    case 0x86: return pop(v, f, I, NULL) && push(v, f, F);
    case 0x87: return pop(v, f, I, NULL) && push(v, f, D);
    case 0x88: return pop(v, f, J, NULL) && push(v, f, I);
    case 0x89: return pop(v, f, J, NULL) && push(v, f, F);
    case 0x8a: return pop(v, f, J, NULL) && push(v, f, D);
    case 0x8b: return pop(v, f, F, NULL) && push(v, f, I);
    case 0x8c: return pop(v, f, F, NULL) && push(v, f, J);
    case 0x8d: return pop(v, f, F, NULL) && push(v, f, D);
    case 0x8e: return pop(v, f, D, NULL) && push(v, f, I);
    case 0x8f: return pop(v, f, D, NULL) && push(v, f, J);
    case 0x90: return pop(v, f, D, NULL) && push(v, f, F);
    case 0x91: case 0x92: case 0x93: return pop(v, f, I, NULL) && push(v, f, I);
    case 0x94: return pop(v, f, J, NULL) && pop(v, f, J, NULL) && push(v, f, I);
    case 0x95: case 0x96: return pop(v, f, F, NULL) && pop(v, f, F, NULL) && push(v, f, I);
    case 0x97: case 0x98: return pop(v, f, D, NULL) && pop(v, f, D, NULL) && push(v, f, I);
    case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e:
        return pop(v, f, I, NULL) && branch_to(v, f, bci + (int16_t)u2(pc + 1));
    case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4:
        return pop(v, f, I, NULL) && pop(v, f, I, NULL) && branch_to(v, f, bci + (int16_t)u2(pc + 1));
    case 0xa5: case 0xa6:
        return pop(v, f, vt_make(VT_ANY_REF), NULL) && pop(v, f, vt_make(VT_ANY_REF), NULL) &&
               branch_to(v, f, bci + (int16_t)u2(pc + 1));
    case 0xc6: case 0xc7:
        return pop(v, f, vt_make(VT_ANY_REF), NULL) && branch_to(v, f, bci + (int16_t)u2(pc + 1));
    case 0xa7:
        *falls_through = false;
        return branch_to(v, f, bci + (int16_t)u2(pc + 1));
    case 0xc8:
        *falls_through = false;
        return branch_to(v, f, bci + s4(pc + 1));
    case 0xaa: case 0xab: {
        *falls_through = false;
        /* the padding was to be zero before version 51 (checked by HotSpot then) */
        if (v->c->cf->major < 51)
            for (int k = bci + 1; k < ((bci + 4) & ~3); k++)
                if (code[k])
                    return verify_fail_headline(v, bci, "%s", v->old_format ? "Non zero padding bytes in switch"
                                                                            : "Nonzero padding byte in lookupswitch or tableswitch");
        if (!pop(v, f, I, NULL)) return false;
        const uint8_t *p = code + ((bci + 4) & ~3);
        if (!branch_to(v, f, bci + s4(p))) return false;
        if (op == 0xaa) {
            int32_t lo = s4(p + 4), hi = s4(p + 8);
            for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
                if (!branch_to(v, f, bci + s4(p + 12 + 4 * k))) return false;
        } else {
            int32_t n = s4(p + 4);
            for (int32_t k = 0; k < n; k++)
                if (!branch_to(v, f, bci + s4(p + 12 + 8 * k))) return false;
        }
        return true;
    }
    case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1:
        *falls_through = false;
        return return_insn(v, f, op);
    case 0xb2: case 0xb3: case 0xb4: case 0xb5:
        return field_insn(v, f, op, pc);
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba:
        if (op == 0xba && v->old_format && v->cf->major < 51)
            return verify_fail_headline(v, bci, "invokedynamic bytecode is not supported in this class file version");
        return invoke_insn(v, f, op, pc);
    case 0xbb: {
        uint16_t ci = u2(pc + 1);
        if (!cp_tag_ok(v, f, ci, CONSTANT_Class, CONSTANT_Class)) return false;
        VType k = class_const(v, ci);
        if (k.name[0] == '[') {
            verify_fail_headline(v, f->bci, "Illegal new instruction");
            snprintf(v->err.reason, sizeof v->err.reason, "Invalid type: '%s' (constant pool %u)", k.name, ci);
            return old_words(v, "Illegal creation of multi-dimensional array");
        }
        return push(v, f, (VType){.tag = VT_UNINIT, .pc = (uint16_t)bci});
    }
    case 0xbc: {
        const char *a = array_of_prim(pc[1]);
        if (!a) return verify_fail_headline(v, f->bci, "Illegal newarray instruction") || old_words(v, "Bad type passed to newarray");
        return pop(v, f, I, NULL) && push(v, f, vt_ref(a));
    }
    case 0xbd: {
        uint16_t ci = u2(pc + 1);
        if (!cp_tag_ok(v, f, ci, CONSTANT_Class, CONSTANT_Class)) return false;
        VType k = class_const(v, ci);
        if (k.name[0] == '[' && strspn(k.name, "[") >= 255)
            return verify_fail_headline(v, f->bci, "Illegal anewarray instruction, array has more than 255 dimensions") ||
                   old_words(v, "Array with too many dimensions");
        return pop(v, f, I, NULL) && push(v, f, array_of(k.name));
    }
    case 0xbe: {
        VType a;
        if (!pop(v, f, vt_make(VT_ANY_REF), &a)) return old_words(v, "Expecting to find array on stack");
        if (a.tag != VT_NULL && !(a.tag == VT_REF && a.name[0] == '[')) {
            char n[600];
            vt_name(a, n, sizeof n);
            snprintf(v->err.headline_arg, sizeof v->err.headline_arg, "arraylength");
            fail(v, VE_BAD_TYPE_IN, f, "Invalid type: %s (current frame, stack[%d])", n, f->n_stack);
            return old_words(v, "Expecting to find array on stack");
        }
        return push(v, f, I);
    }
    case 0xbf:
        *falls_through = false;
        if (pop(v, f, vt_known(VK_THROWABLE), NULL)) return true;
        if (check_failed(v) || f->n_stack == 0) return false;
        {
            VTag got = f->stack[f->n_stack - 1].tag;
            return old_words(v, got == VT_REF || got == VT_NULL ? "Can only throw Throwable objects" : "Expecting to find object on stack");
        }
    case 0xc0: case 0xc1: {
        uint16_t ci = u2(pc + 1);
        if (!cp_tag_ok(v, f, ci, CONSTANT_Class, CONSTANT_Class)) return false;
        if (!pop(v, f, vt_known(VK_OBJECT), NULL)) return false;
        return push(v, f, op == 0xc0 ? class_const(v, ci) : I);
    }
    case 0xc2: case 0xc3:
        return pop(v, f, vt_make(VT_ANY_REF), NULL);
    case 0xc4: {
        int op2 = pc[1], idx = u2(pc + 2);
        static const VTag kinds[] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_ANY_REF};
        if (op2 >= 0x15 && op2 <= 0x19) {
            VType a;
            if (!load(v, f, idx, vt_make(kinds[op2 - 0x15]), &a)) return false;
            return push(v, f, op2 == 0x19 ? a : vt_make(kinds[op2 - 0x15]));
        }
        if (op2 >= 0x36 && op2 <= 0x3a) {
            VType a;
            if (op2 == 0x3a) {
                if (f->n_stack == 0) return fail(v, VE_STACK_UNDERFLOW, f, "Attempt to pop empty stack.");
                a = f->stack[f->n_stack - 1];
                if (!vt_is_ref(a) && !(v->old_format && a.tag == VT_RETADDR))
                    return bad_type(v, f, VE_BAD_TYPE, a, vt_make(VT_ANY_REF), f->n_stack - 1);
                f->n_stack--;
            } else if (!pop(v, f, vt_make(kinds[op2 - 0x36]), &a)) {
                return false;
            }
            return store(v, f, idx, op2 == 0x3a ? a : vt_make(kinds[op2 - 0x36]));
        }
        if (op2 == 0x84) return load(v, f, idx, I, NULL);
        return verify_fail_headline(v, bci, "Bad instruction: %x", op2);
    }
    case 0xc5: {
        uint16_t ci = u2(pc + 1);
        int dims = pc[3];
        if (!cp_tag_ok(v, f, ci, CONSTANT_Class, CONSTANT_Class)) return false;
        VType k = class_const(v, ci);
        if (dims < 1 || (int)strspn(k.name, "[") < dims)
            return verify_fail_headline(v, f->bci, "Illegal dimension in multianewarray instruction: %d", dims) ||
                   old_words(v, "Illegal dimension argument");
        for (int i = 0; i < dims; i++)
            if (!pop(v, f, I, NULL)) return false;
        return push(v, f, k);
    }
    default:
        return verify_fail_headline(v, bci, "Bad instruction: %x", op);
    }
}
