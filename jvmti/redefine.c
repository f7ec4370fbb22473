/* redefine.c: RedefineClasses, RetransformClasses, IsModifiableClass and IsMethodObsolete. Each class's
   new bytes pass ClassFileLoadHook (every interested environment for a redefinition, the
   retransformation-capable ones for a retransformation, which starts from the bytes the class kept),
   are parsed and checked against the loaded class (redefine_check.c); only when every class of the call
   passed does any change (redefine_apply.c), so a failure leaves everything as it was. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "natives/reflect_util.h"
#include "posting.h"
#include "redefine.h"
#include "verify.h"

/* array, primitive and hidden classes cannot change, as in HotSpot */
static bool modifiable(const Class *c) { return c->cf && !c->is_array && !c->prim_type && !c->hidden; }

jvmtiError jvmti_IsModifiableClass(jvmtiEnv *env, jclass klass, jboolean *is_modifiable_class_ptr) {
    (void)env;
    *is_modifiable_class_ptr = modifiable(jni_class(klass)) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IsMethodObsolete(jvmtiEnv *env, jmethodID method, jboolean *is_obsolete_ptr) {
    (void)env;
    *is_obsolete_ptr = redefine_method_obsolete((Method *)method) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

/* One class of a call: its new bytes (after ClassFileLoadHook) and their parse. */
typedef struct Redefinition {
    Class *klass;
    JvmtiClassFile cfl;
    ClassFile *cf;
} Redefinition;

/* The parser's verdict as the specification's error (its exceptions are HotSpot's). */
static jvmtiError parse_error(const CfError *err) {
    if (!strcmp(err->exception, "java/lang/UnsupportedClassVersionError")) return JVMTI_ERROR_UNSUPPORTED_VERSION;
    if (!strcmp(err->exception, "java/lang/NoClassDefFoundError")) return JVMTI_ERROR_NAMES_DONT_MATCH;
    if (!strcmp(err->exception, "java/lang/OutOfMemoryError")) return JVMTI_ERROR_OUT_OF_MEMORY;
    return JVMTI_ERROR_INVALID_CLASS_FORMAT;
}

/* The new version's code passes the verifier when c's loader asks for verification, as HotSpot verifies
   a redefinition: the verifier checks a class like c with the new class file (its own resolution table:
   nothing it resolves reaches c's). Any failure but running out of memory is FAILS_VERIFICATION, as in
   HotSpot; the exception goes, the one pending before stays. */
static jvmtiError verify_new_version(Thread *t, Class *c, ClassFile *ncf) {
    if (!verify_wanted(c)) return JVMTI_ERROR_NONE;
    Class scratch = *c;
    scratch.cf = ncf;
    scratch.resolved = vm_calloc(ncf->cp_count ? ncf->cp_count : 1, sizeof(void *));
    scratch.site_cache = NULL;
    scratch.field_offsets = NULL;
    scratch.methods = vm_calloc(c->n_methods ? c->n_methods : 1, sizeof(Method));
    for (uint16_t i = 0; i < c->n_methods; i++) {
        Method *m = &scratch.methods[i];
        *m = c->methods[i];
        m->klass = &scratch;
        m->refmap = NULL;
        m->info = redefine_find_method(ncf, m->name, m->desc);
        m->code = m->info->code ? m->info->code->code : NULL;
        m->code_len = m->info->code ? m->info->code->code_len : 0;
    }
    Object *pending = t->exception;
    t->exception = NULL;
    vm_push_root(t, &pending);
    jvmtiError err = JVMTI_ERROR_NONE;
    if (!verify_class(t, &scratch)) {
        bool oom = t->exception && t->exception->klass->name == sym("java/lang/OutOfMemoryError");
        err = oom ? JVMTI_ERROR_OUT_OF_MEMORY : JVMTI_ERROR_FAILS_VERIFICATION;
    }
    t->exception = pending;
    vm_pop_roots(t, 1);
    free(scratch.methods);
    free(scratch.resolved);
    free(scratch.site_cache);
    free(scratch.field_offsets);
    return err;
}

/* ClassFileLoadHook over r's bytes, then the parse and the checks. */
static jvmtiError prepare(Thread *t, Redefinition *r, bool retransform) {
    Class *c = r->klass;
    jvmti_post_ClassFileLoadHook(t, c->loader, c->name, reflect_get_protection_domain(c), c, retransform, &r->cfl);
    CfError err;
    r->cf = cf_parse(r->cfl.bytes, r->cfl.len, c->name, &err);
    if (!r->cf) return parse_error(&err);
    jvmtiError e = redefine_check_compatible(c, r->cf);
    return e != JVMTI_ERROR_NONE ? e : verify_new_version(t, c, r->cf);
}

/* Prepares every class, then changes them all, or none when one fails. */
static jvmtiError redefine_all(Thread *t, Redefinition *rs, jint n, bool retransform) {
    jvmtiError err = JVMTI_ERROR_NONE;
    for (jint i = 0; i < n && err == JVMTI_ERROR_NONE; i++) err = prepare(t, &rs[i], retransform);
    for (jint i = 0; i < n; i++) {
        if (err == JVMTI_ERROR_NONE) redefine_apply(t, rs[i].klass, rs[i].cf);
        else if (rs[i].cf) cf_free(rs[i].cf);
        jvmti_class_file_loaded(&rs[i].cfl, err == JVMTI_ERROR_NONE ? rs[i].klass : NULL);
    }
    return err;
}

/* The calling thread runs callbacks of an event posted in the middle of an instruction of a method of
   c (a class loaded for it, an allocation sampled): the interpreter continues that instruction with
   what it read of the method and its class before, which a change would make wrong. Events posted at
   an instruction's start by the debugging dispatch (Breakpoint, SingleStep, MethodEntry...) are fine:
   the loop reloads a frame whose code changed. */
static bool mid_instruction_in(Thread *t, const Class *c) {
    for (const Posting *p = t ? t->jvmti_postings : NULL; p; p = p->outer)
        if (!p->at_start && p->top && p->top->method && p->top->method->code && p->top->method->klass == c) return true;
    return false;
}

/* A class the call may change: NOT_AVAILABLE when the calling thread is in the middle of one of its
   instructions (above). */
static jvmtiError check_modifiable(jclass klass, Class **out) {
    if (jvmti_check_class(klass) != JVMTI_ERROR_NONE) return JVMTI_ERROR_INVALID_CLASS;
    *out = jni_class(klass);
    if (!modifiable(*out)) return JVMTI_ERROR_UNMODIFIABLE_CLASS;
    return mid_instruction_in(jvmti_calling_thread(), *out) ? JVMTI_ERROR_NOT_AVAILABLE : JVMTI_ERROR_NONE;
}

jvmtiError jvmti_RedefineClasses(jvmtiEnv *env, jint class_count, const jvmtiClassDefinition *class_definitions) {
    (void)env;
    Redefinition *rs = vm_calloc((size_t)(class_count ? class_count : 1), sizeof *rs);
    jvmtiError err = JVMTI_ERROR_NONE;
    for (jint i = 0; i < class_count && err == JVMTI_ERROR_NONE; i++) {
        const jvmtiClassDefinition *d = &class_definitions[i];
        err = check_modifiable(d->klass, &rs[i].klass);
        if (err == JVMTI_ERROR_NONE && !d->class_bytes) err = JVMTI_ERROR_NULL_POINTER;
        if (err == JVMTI_ERROR_NONE && d->class_byte_count <= 0) err = JVMTI_ERROR_INVALID_CLASS_FORMAT;
        if (err == JVMTI_ERROR_NONE) {
            JvmtiClassFile *cfl = &rs[i].cfl;
            cfl->bytes = d->class_bytes;
            cfl->len = (size_t)d->class_byte_count;
        }
    }
    if (err == JVMTI_ERROR_NONE) err = redefine_all(jvmti_calling_thread(), rs, class_count, false);
    free(rs);
    return err;
}

jvmtiError jvmti_RetransformClasses(jvmtiEnv *env, jint class_count, const jclass *classes) {
    (void)env;
    Redefinition *rs = vm_calloc((size_t)(class_count ? class_count : 1), sizeof *rs);
    jvmtiError err = JVMTI_ERROR_NONE;
    for (jint i = 0; i < class_count && err == JVMTI_ERROR_NONE; i++) {
        err = check_modifiable(classes[i], &rs[i].klass);
        /* the bytes it was defined from, as the environments that cannot retransform left them (kept
           while an environment could retransform), else a class file written from the class as it is,
           as HotSpot does */
        JvmtiClassFile *cfl = &rs[i].cfl;
        if (err != JVMTI_ERROR_NONE || jvmti_class_kept_bytes(rs[i].klass, &cfl->bytes, &cfl->len)) continue;
        cfl->replaced = redefine_reconstitute(rs[i].klass, &cfl->len);
        cfl->bytes = cfl->replaced;
        if (!cfl->bytes) err = JVMTI_ERROR_UNMODIFIABLE_CLASS;
    }
    if (err == JVMTI_ERROR_NONE) err = redefine_all(jvmti_calling_thread(), rs, class_count, true);
    else
        for (jint i = 0; i < class_count; i++) free(rs[i].cfl.replaced);
    free(rs);
    return err;
}
