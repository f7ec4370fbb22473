/* redefine_check.c: whether a new class file may replace a loaded class (HotSpot 17's restrictions,
   each reported by the specification's error, checked in HotSpot's order), and whether a method's new
   code is equivalent to its old one modulo the constant pool (EMCP), which decides whether frames
   running the old code make it obsolete. */
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "internal.h"
#include "redefine.h"

/* ---------------------------------------------------------------- compatibility */

/* the names of two lists of Class constant pool indices, in order */
static bool same_class_list(const ClassFile *a, const uint16_t *ia, uint16_t na, const ClassFile *b,
                            const uint16_t *ib, uint16_t nb) {
    if (na != nb) return false;
    for (uint16_t i = 0; i < na; i++)
        if (cf_class_name(a, ia[i]) != cf_class_name(b, ib[i])) return false;
    return true;
}

/* NestHost, NestMembers, Record and PermittedSubclasses must stay as they were */
static bool same_class_attributes(const ClassFile *o, const ClassFile *n) {
    if ((o->nest_host != 0) != (n->nest_host != 0)) return false;
    if (o->nest_host && cf_class_name(o, o->nest_host) != cf_class_name(n, n->nest_host)) return false;
    if (!same_class_list(o, o->nest_members, o->n_nest_members, n, n->nest_members, n->n_nest_members)) return false;
    if (o->is_record != n->is_record || o->n_record_components != n->n_record_components) return false;
    for (uint16_t i = 0; i < o->n_record_components; i++) {
        const CfRecordComponent *a = &o->record_components[i], *b = &n->record_components[i];
        if (a->name != b->name || a->desc != b->desc || a->signature != b->signature) return false;
    }
    return same_class_list(o, o->permitted_subclasses, o->n_permitted_subclasses, n, n->permitted_subclasses,
                           n->n_permitted_subclasses);
}

/* The method access flags a redefinition may not change (HotSpot's JVM_RECOGNIZED_METHOD_MODIFIERS). */
#define METHOD_MODIFIERS 0x1DFFu

jvmtiError redefine_check_compatible(const Class *c, const ClassFile *n) {
    const ClassFile *o = c->cf;
    if (o->super_name != n->super_name) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED;
    if (o->n_interfaces != n->n_interfaces) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED;
    for (uint16_t i = 0; i < o->n_interfaces; i++)
        if (o->interfaces[i] != n->interfaces[i]) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED;
    if (o->access != n->access) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED;
    if (!same_class_attributes(o, n)) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED;
    /* fields: the same ones, in the same order, with the same flags */
    for (uint16_t i = 0; i < o->n_fields && i < n->n_fields; i++) {
        const CfField *a = &o->fields[i], *b = &n->fields[i];
        if (a->access != b->access || a->name != b->name || a->desc != b->desc)
            return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED;
    }
    if (o->n_fields != n->n_fields) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED;
    /* methods: every old one still there with its flags, none added (matched by name and descriptor;
       the order may change) */
    for (uint16_t i = 0; i < o->n_methods; i++) {
        const CfMethod *a = &o->methods[i];
        const CfMethod *b = redefine_find_method(n, a->name, a->desc);
        if (!b) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_DELETED;
        if ((a->access ^ b->access) & METHOD_MODIFIERS) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED;
    }
    if (o->n_methods != n->n_methods) return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_ADDED;
    return JVMTI_ERROR_NONE;
}

const CfMethod *redefine_find_method(const ClassFile *cf, const char *name, const char *desc) {
    for (uint16_t i = 0; i < cf->n_methods; i++)
        if (cf->methods[i].name == name && cf->methods[i].desc == desc) return &cf->methods[i];
    return NULL;
}

/* ---------------------------------------------------------------- EMCP */

/* Entry i of a and entry j of b say the same thing (names are symbols: compared by address). */
static bool same_constant(const ClassFile *a, uint16_t i, const ClassFile *b, uint16_t j, int depth) {
    if (!i || !j || i >= a->cp_count || j >= b->cp_count || depth > 4) return i == j;
    const CpInfo *x = &a->cp[i], *y = &b->cp[j];
    if (x->tag != y->tag) return false;
    switch (x->tag) {
    case CONSTANT_Utf8: return x->v.utf8.s == y->v.utf8.s;
    case CONSTANT_Integer: return x->v.i == y->v.i;
    case CONSTANT_Float: return memcmp(&x->v.f, &y->v.f, sizeof x->v.f) == 0;
    case CONSTANT_Long: return x->v.j == y->v.j;
    case CONSTANT_Double: return memcmp(&x->v.d, &y->v.d, sizeof x->v.d) == 0;
    case CONSTANT_Class: case CONSTANT_String: case CONSTANT_MethodType: case CONSTANT_Module: case CONSTANT_Package:
        return same_constant(a, x->a, b, y->a, depth + 1);
    case CONSTANT_Fieldref: case CONSTANT_Methodref: case CONSTANT_InterfaceMethodref: case CONSTANT_NameAndType:
        return same_constant(a, x->a, b, y->a, depth + 1) && same_constant(a, x->b, b, y->b, depth + 1);
    case CONSTANT_MethodHandle: return x->a == y->a && same_constant(a, x->b, b, y->b, depth + 1);
    case CONSTANT_Dynamic: case CONSTANT_InvokeDynamic: {
        /* the same bootstrap method with the same arguments */
        if (x->a >= a->n_bootstrap_methods || y->a >= b->n_bootstrap_methods) return false;
        const CfBootstrapMethod *p = &a->bootstrap_methods[x->a], *q = &b->bootstrap_methods[y->a];
        if (p->n_args != q->n_args || !same_constant(a, p->method_handle, b, q->method_handle, depth + 1)) return false;
        for (uint16_t k = 0; k < p->n_args; k++)
            if (!same_constant(a, p->args[k], b, q->args[k], depth + 1)) return false;
        return same_constant(a, x->b, b, y->b, depth + 1);
    }
    default: return false;
    }
}

/* The constant pool operand of an instruction: its offset in the instruction and its width (0: none). */
static int cp_operand(int op, int *width) {
    *width = 2;
    switch (op) {
    case 0x12: *width = 1; return 1;                                 /* ldc */
    case 0x13: case 0x14:                                            /* ldc_w, ldc2_w */
    case 0xb2: case 0xb3: case 0xb4: case 0xb5:                      /* get/put static/field */
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba:           /* invokes */
    case 0xbb: case 0xbd: case 0xc0: case 0xc1: case 0xc5:           /* new, anewarray, checkcast, instanceof, multianewarray */
        return 1;
    default: *width = 0; return 0;
    }
}

bool redefine_is_emcp(const Method *m, const ClassFile *ncf, const CfMethod *nm) {
    const CfCode *oc = m->info ? m->info->code : NULL, *nc = nm->code;
    if (!oc || !nc) return !oc && !nc;
    if (oc->code_len != nc->code_len || oc->n_handlers != nc->n_handlers) return false;
    const ClassFile *ocf = m->klass->cf;
    for (uint16_t i = 0; i < oc->n_handlers; i++) {
        const CfExceptionHandler *a = &oc->handlers[i], *b = &nc->handlers[i];
        if (a->start_pc != b->start_pc || a->end_pc != b->end_pc || a->handler_pc != b->handler_pc ||
            !same_constant(ocf, a->catch_type, ncf, b->catch_type, 0))
            return false;
    }
    uint8_t *old = vm_malloc(oc->code_len);
    bc_original_code(oc->code, oc->code_len, old);
    const uint8_t *new = nc->code;
    bool same = true;
    for (uint32_t bci = 0; same && bci < oc->code_len;) {
        uint32_t n = bc_insn_length(old, oc->code_len, bci);
        if (!n || n != bc_insn_length(new, nc->code_len, bci) || old[bci] != new[bci]) {
            same = false;
            break;
        }
        int width, at = cp_operand(old[bci], &width);
        for (uint32_t k = 1; k < n; k++) {
            if (width && k == (uint32_t)at) {
                uint16_t x = width == 1 ? old[bci + 1] : (uint16_t)(old[bci + 1] << 8 | old[bci + 2]);
                uint16_t y = width == 1 ? new[bci + 1] : (uint16_t)(new[bci + 1] << 8 | new[bci + 2]);
                if (!same_constant(ocf, x, ncf, y, 0)) same = false;
                k += (uint32_t)width - 1;
            } else if (old[bci + k] != new[bci + k]) {
                same = false;
            }
        }
        bci += n;
    }
    free(old);
    return same;
}
