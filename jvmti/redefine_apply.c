/* redefine_apply.c: a class takes a new class file (docs/ARCHITECTURE.md "Class redefinition").

   A jmethodID is the Method* stored inline in Class.methods, and so is every reference the VM keeps to
   a method (resolved call sites, vtables, itables, MemberNames): the Method structs stay where they are
   and become the new versions in place, so that every later invocation runs the new code. The class
   gets the new class file with a fresh resolution table and call-site cache.

   Frames already running a method continue there. When the new code is equivalent modulo the constant
   pool (EMCP), a frame simply continues in the new code at the same bytecode index: same instructions,
   same constants. Otherwise the frame is moved to a copy of the old Method (METHOD_OBSOLETE, its own
   jmethodID), whose code is a copy of the old code and whose class is a copy of the Class as it was
   (the old version: old class file, old resolution table), which is what the interpreter reads through
   method->klass. Old versions are kept for good (Class.old_version), so the collector sees what their
   constant pools resolved, and old class files are never freed. */
#include <stdlib.h>
#include <string.h>

#include "debug_state.h"
#include "internal.h"
#include "redefine.h"
#include "refmap.h"

bool redefine_method_obsolete(const Method *m) { return (m->flags & METHOD_OBSOLETE) != 0; }

/* pc lies in code (not a native frame's NULL, not ForceEarlyReturn's return outside the method) */
static bool in_code(const uint8_t *pc, const uint8_t *code, uint32_t len) {
    return pc && code && (uintptr_t)pc >= (uintptr_t)code && (uintptr_t)pc <= (uintptr_t)code + len;
}

/* Moves every frame running m's code (old_code) to the same bytecode index of to's code, with
   the loop's marks of instructions executed again. */
static void retarget_frames(Method *m, const uint8_t *old_code, Method *to) {
    for (Thread *t = all_threads; t; t = t->next) {
        for (Frame *f = t->frame; f; f = f->prev) {
            if (f->method != m || !in_code(f->pc, old_code, m->code_len)) continue;
            ptrdiff_t bci = f->pc - old_code;
            f->method = to;
            f->pc = to->code + bci;
            if (t->jvmti_again_frame == f && in_code(t->jvmti_again_pc, old_code, m->code_len))
                t->jvmti_again_pc = to->code + (t->jvmti_again_pc - old_code);
            JvmtiThreadDebug *d = t->jvmti_dbg;
            if (d && d->last_frame == f && in_code(d->last_pc, old_code, m->code_len))
                d->last_pc = to->code + (d->last_pc - old_code);
        }
    }
}

static bool has_frames_in(const Method *m) {
    for (Thread *t = all_threads; t; t = t->next)
        for (Frame *f = t->frame; f; f = f->prev)
            if (f->method == m && in_code(f->pc, m->code, m->code_len)) return true;
    return false;
}

/* The class as it was, for the obsolete methods of this redefinition (made once). */
static Class *old_version_of(Thread *t, Class *c, Class **made) {
    if (*made) return *made;
    Class *v = vm_malloc(sizeof *v);
    *v = *c;
    /* private access from old code: the nest is the class's own */
    v->nest_host = class_nest_host(t, c);
    c->old_version = v;
    *made = v;
    return v;
}

/* A copy of m as it is (the old version) that frames running it move to. */
static Method *obsolete_copy(Method *m, Class *old) {
    Method *o = vm_malloc(sizeof *o);
    *o = *m;
    o->klass = old;
    o->flags |= METHOD_OBSOLETE;
    o->refmap = NULL;
    o->code = vm_malloc(m->code_len ? m->code_len : 1);
    memcpy(o->code, m->code, m->code_len);
    return o;
}

/* m becomes the version nm of the new class file (already c->cf). */
static void update_method(Method *m, const CfMethod *nm) {
    m->info = nm;
    if (nm->code) {
        m->code = nm->code->code;
        m->code_len = nm->code->code_len;
        m->max_stack = nm->code->max_stack;
        m->max_locals = nm->code->max_locals < m->arg_slots ? m->arg_slots : nm->code->max_locals;
    }
    refmap_free(m);
    m->flags &= ~(uint32_t)(METHOD_CALLER_SENSITIVE | METHOD_HIDDEN);
    method_scan_annotations(m);
}

static void count_redefinition(Thread *t, Class *c) {
    /* java.lang.Class drops its reflection caches when this count changes */
    static uint32_t off;
    if (!off) off = vm_field_offset(t, "java/lang/Class", "classRedefinedCount", "I");
    FIELD_AT(c->mirror, off, jint)++;
}

void redefine_apply(Thread *t, Class *c, ClassFile *ncf) {
    Class *old = NULL;
    /* methods running in frames: equivalent ones continue in the new code, the others in a copy of
       the old (decided before anything changes, while the old class file is the class's) */
    int n = c->n_methods;
    Method **obsolete = vm_calloc((size_t)(n ? n : 1), sizeof(Method *));
    bool *emcp_running = vm_calloc((size_t)(n ? n : 1), sizeof(bool));
    for (int i = 0; i < n; i++) {
        Method *m = &c->methods[i];
        if (!m->code) continue;
        jvmti_breakpoints_clear_method(m); /* as HotSpot: a redefined method has no breakpoints */
        if (!has_frames_in(m)) continue;
        const CfMethod *nm = redefine_find_method(ncf, m->name, m->desc);
        if (redefine_is_emcp(m, ncf, nm)) emcp_running[i] = true;
        else obsolete[i] = obsolete_copy(m, old_version_of(t, c, &old));
    }
    for (int i = 0; i < n; i++)
        if (obsolete[i]) retarget_frames(&c->methods[i], c->methods[i].code, obsolete[i]);

    c->cf = ncf;
    c->resolved = vm_calloc(ncf->cp_count ? ncf->cp_count : 1, sizeof(void *));
    c->site_cache = NULL;
    c->field_offsets = NULL;
    for (uint16_t i = 0; i < c->n_fields; i++) c->fields[i].info = &ncf->fields[i]; /* same fields, same order */
    for (int i = 0; i < n; i++) {
        Method *m = &c->methods[i];
        uint8_t *old_code = m->code;
        update_method(m, redefine_find_method(ncf, m->name, m->desc));
        if (emcp_running[i]) retarget_frames(m, old_code, m);
    }
    free(obsolete);
    free(emcp_running);
    count_redefinition(t, c);
}
