/* class_reconstitute.c: a class file written back from a loaded class's parsed form, for a
   retransformation of a class whose bytes were not kept (it was loaded while no environment could
   retransform), as HotSpot reconstitutes one. The constant pool is the original's, byte for byte
   (cf_constant_pool_bytes), so every index the parsed form keeps still means the same; names of
   members and attributes are found again in it. The code is the original bytecode (quick forms and
   breakpoints mapped back). Attributes the parser does not keep (unknown ones, Deprecated, type
   annotations inside Code) are left out; Synthetic is in the access flags, where the parser put it. */
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "internal.h"
#include "redefine.h"

typedef struct Out {
    uint8_t *p;
    size_t n, cap;
    const ClassFile *cf;
    bool failed;    /* a name the constant pool does not hold */
} Out;

static void put_bytes(Out *o, const void *b, size_t n) {
    if (o->n + n > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->n + n) cap *= 2;
        uint8_t *p = vm_malloc(cap);
        if (o->n) memcpy(p, o->p, o->n);
        free(o->p);
        o->p = p;
        o->cap = cap;
    }
    if (n) memcpy(o->p + o->n, b, n);
    o->n += n;
}
static void u2(Out *o, uint32_t v) {
    uint8_t b[2] = {(uint8_t)(v >> 8), (uint8_t)v};
    put_bytes(o, b, 2);
}
static void u4(Out *o, uint32_t v) {
    u2(o, v >> 16);
    u2(o, v & 0xffff);
}
/* a u4 length written later (at the offset this returns) */
static size_t length_slot(Out *o) {
    size_t at = o->n;
    u4(o, 0);
    return at;
}
static void length_fill(Out *o, size_t at) {
    uint32_t v = (uint32_t)(o->n - at - 4);
    o->p[at] = (uint8_t)(v >> 24);
    o->p[at + 1] = (uint8_t)(v >> 16);
    o->p[at + 2] = (uint8_t)(v >> 8);
    o->p[at + 3] = (uint8_t)v;
}

/* The index of the Utf8 entry holding the symbol s (0, and the writing failed, if none does). */
static uint16_t utf8(Out *o, const char *s) {
    for (uint16_t i = 1; i < o->cf->cp_count; i++)
        if (o->cf->cp[i].tag == CONSTANT_Utf8 && o->cf->cp[i].v.utf8.s == s) return i;
    o->failed = true;
    return 0;
}
/* The index of the Class entry naming the class `name` (a symbol). */
static uint16_t class_entry(Out *o, const char *name) {
    for (uint16_t i = 1; i < o->cf->cp_count; i++)
        if (o->cf->cp[i].tag == CONSTANT_Class && cf_utf8(o->cf, o->cf->cp[i].a) == name) return i;
    o->failed = true;
    return 0;
}

/* ---------------------------------------------------------------- attributes */

typedef struct RawAttr {
    const char *name;
    CfAttr attr;
} RawAttr;

static void raw_attr(Out *o, const char *name, CfAttr a) {
    u2(o, utf8(o, sym(name)));
    u4(o, a.len);
    put_bytes(o, a.data, a.len);
}
static int count_raw(const RawAttr *as, int n) {
    int k = 0;
    for (int i = 0; i < n; i++) k += as[i].attr.data != NULL;
    return k;
}
static void put_raws(Out *o, const RawAttr *as, int n) {
    for (int i = 0; i < n; i++)
        if (as[i].attr.data) raw_attr(o, as[i].name, as[i].attr);
}
static void signature_attr(Out *o, const char *signature) {
    u2(o, utf8(o, sym("Signature")));
    u4(o, 2);
    u2(o, utf8(o, signature));
}
static void class_list_attr(Out *o, const char *name, const uint16_t *list, uint16_t n) {
    u2(o, utf8(o, sym(name)));
    u4(o, 2u + 2u * n);
    u2(o, n);
    for (uint16_t i = 0; i < n; i++) u2(o, list[i]);
}

static void locals_attr(Out *o, const char *name, const CfLocalVar *vs, uint16_t n) {
    u2(o, utf8(o, sym(name)));
    u4(o, 2u + 10u * n);
    u2(o, n);
    for (uint16_t i = 0; i < n; i++) {
        u2(o, vs[i].start_pc);
        u2(o, vs[i].length);
        u2(o, utf8(o, vs[i].name));
        u2(o, utf8(o, vs[i].desc));
        u2(o, vs[i].index);
    }
}

static void code_attr(Out *o, const CfCode *c) {
    u2(o, utf8(o, sym("Code")));
    size_t len = length_slot(o);
    u2(o, c->max_stack);
    u2(o, c->max_locals);
    u4(o, c->code_len);
    uint8_t *code = vm_malloc(c->code_len ? c->code_len : 1);
    bc_original_code(c->code, c->code_len, code);
    put_bytes(o, code, c->code_len);
    free(code);
    u2(o, c->n_handlers);
    for (uint16_t i = 0; i < c->n_handlers; i++) {
        u2(o, c->handlers[i].start_pc);
        u2(o, c->handlers[i].end_pc);
        u2(o, c->handlers[i].handler_pc);
        u2(o, c->handlers[i].catch_type);
    }
    u2(o, (c->n_lines > 0) + (c->n_locals > 0) + (c->n_local_types > 0) + (c->stack_map_table.data != NULL));
    if (c->n_lines) {
        u2(o, utf8(o, sym("LineNumberTable")));
        u4(o, 2u + 4u * c->n_lines);
        u2(o, c->n_lines);
        for (uint16_t i = 0; i < c->n_lines; i++) {
            u2(o, c->lines[i].start_pc);
            u2(o, c->lines[i].line);
        }
    }
    if (c->n_locals) locals_attr(o, "LocalVariableTable", c->locals, c->n_locals);
    if (c->n_local_types) locals_attr(o, "LocalVariableTypeTable", c->local_types, c->n_local_types);
    if (c->stack_map_table.data) raw_attr(o, "StackMapTable", c->stack_map_table);
    length_fill(o, len);
}

/* ---------------------------------------------------------------- members */

static void field(Out *o, const CfField *f) {
    u2(o, f->access);
    u2(o, utf8(o, f->name));
    u2(o, utf8(o, f->desc));
    RawAttr raws[] = {{"RuntimeVisibleAnnotations", f->annotations}, {"RuntimeInvisibleAnnotations", f->invisible_annotations},
                      {"RuntimeVisibleTypeAnnotations", f->type_annotations},
                      {"RuntimeInvisibleTypeAnnotations", f->invisible_type_annotations}};
    int nr = (int)(sizeof raws / sizeof raws[0]);
    u2(o, (uint32_t)((f->constant_value != 0) + (f->signature != NULL) + count_raw(raws, nr)));
    if (f->constant_value) {
        u2(o, utf8(o, sym("ConstantValue")));
        u4(o, 2);
        u2(o, f->constant_value);
    }
    if (f->signature) signature_attr(o, f->signature);
    put_raws(o, raws, nr);
}

static void method(Out *o, const CfMethod *m) {
    u2(o, m->access);
    u2(o, utf8(o, m->name));
    u2(o, utf8(o, m->desc));
    RawAttr raws[] = {{"RuntimeVisibleAnnotations", m->annotations}, {"RuntimeInvisibleAnnotations", m->invisible_annotations},
                      {"RuntimeVisibleParameterAnnotations", m->parameter_annotations},
                      {"RuntimeInvisibleParameterAnnotations", m->invisible_parameter_annotations},
                      {"RuntimeVisibleTypeAnnotations", m->type_annotations},
                      {"RuntimeInvisibleTypeAnnotations", m->invisible_type_annotations},
                      {"AnnotationDefault", m->annotation_default}, {"MethodParameters", m->method_parameters}};
    int nr = (int)(sizeof raws / sizeof raws[0]);
    u2(o, (uint32_t)((m->code != NULL) + (m->n_exceptions > 0) + (m->signature != NULL) + count_raw(raws, nr)));
    if (m->code) code_attr(o, m->code);
    if (m->n_exceptions) class_list_attr(o, "Exceptions", m->exceptions, m->n_exceptions);
    if (m->signature) signature_attr(o, m->signature);
    put_raws(o, raws, nr);
}

/* ---------------------------------------------------------------- class attributes */

static void record_attr(Out *o, const ClassFile *cf) {
    u2(o, utf8(o, sym("Record")));
    size_t len = length_slot(o);
    u2(o, cf->n_record_components);
    for (uint16_t i = 0; i < cf->n_record_components; i++) {
        const CfRecordComponent *r = &cf->record_components[i];
        u2(o, utf8(o, r->name));
        u2(o, utf8(o, r->desc));
        RawAttr raws[] = {{"RuntimeVisibleAnnotations", r->annotations}, {"RuntimeInvisibleAnnotations", r->invisible_annotations},
                          {"RuntimeVisibleTypeAnnotations", r->type_annotations},
                          {"RuntimeInvisibleTypeAnnotations", r->invisible_type_annotations}};
        int nr = (int)(sizeof raws / sizeof raws[0]);
        u2(o, (uint32_t)((r->signature != NULL) + count_raw(raws, nr)));
        if (r->signature) signature_attr(o, r->signature);
        put_raws(o, raws, nr);
    }
    length_fill(o, len);
}

static void bootstrap_attr(Out *o, const ClassFile *cf) {
    u2(o, utf8(o, sym("BootstrapMethods")));
    size_t len = length_slot(o);
    u2(o, cf->n_bootstrap_methods);
    for (uint16_t i = 0; i < cf->n_bootstrap_methods; i++) {
        const CfBootstrapMethod *b = &cf->bootstrap_methods[i];
        u2(o, b->method_handle);
        u2(o, b->n_args);
        for (uint16_t k = 0; k < b->n_args; k++) u2(o, b->args[k]);
    }
    length_fill(o, len);
}

static void class_attributes(Out *o, const ClassFile *cf) {
    RawAttr raws[] = {{"SourceDebugExtension", cf->source_debug_extension},
                      {"RuntimeVisibleAnnotations", cf->annotations}, {"RuntimeInvisibleAnnotations", cf->invisible_annotations},
                      {"RuntimeVisibleTypeAnnotations", cf->type_annotations},
                      {"RuntimeInvisibleTypeAnnotations", cf->invisible_type_annotations},
                      {"Module", cf->module}, {"ModulePackages", cf->module_packages}, {"ModuleMainClass", cf->module_main_class}};
    int nr = (int)(sizeof raws / sizeof raws[0]);
    u2(o, (uint32_t)((cf->source_file != NULL) + (cf->signature != NULL) + (cf->n_inner_classes > 0) +
                     cf->has_enclosing_method + (cf->n_bootstrap_methods > 0) + (cf->nest_host != 0) +
                     (cf->n_nest_members > 0) + (cf->n_permitted_subclasses > 0) + cf->is_record + count_raw(raws, nr)));
    if (cf->source_file) {
        u2(o, utf8(o, sym("SourceFile")));
        u4(o, 2);
        u2(o, utf8(o, cf->source_file));
    }
    if (cf->signature) signature_attr(o, cf->signature);
    if (cf->n_inner_classes) {
        u2(o, utf8(o, sym("InnerClasses")));
        u4(o, 2u + 8u * cf->n_inner_classes);
        u2(o, cf->n_inner_classes);
        for (uint16_t i = 0; i < cf->n_inner_classes; i++) {
            const CfInnerClass *ic = &cf->inner_classes[i];
            u2(o, ic->inner_class);
            u2(o, ic->outer_class);
            u2(o, ic->inner_name);
            u2(o, ic->access);
        }
    }
    if (cf->has_enclosing_method) {
        u2(o, utf8(o, sym("EnclosingMethod")));
        u4(o, 4);
        u2(o, cf->enclosing_class);
        u2(o, cf->enclosing_method);
    }
    if (cf->n_bootstrap_methods) bootstrap_attr(o, cf);
    if (cf->nest_host) {
        u2(o, utf8(o, sym("NestHost")));
        u4(o, 2);
        u2(o, cf->nest_host);
    }
    if (cf->n_nest_members) class_list_attr(o, "NestMembers", cf->nest_members, cf->n_nest_members);
    if (cf->n_permitted_subclasses) class_list_attr(o, "PermittedSubclasses", cf->permitted_subclasses, cf->n_permitted_subclasses);
    if (cf->is_record) record_attr(o, cf);
    put_raws(o, raws, nr);
}

uint8_t *redefine_reconstitute(const Class *c, size_t *len) {
    const ClassFile *cf = c->cf;
    Out o = {.cf = cf};
    u4(&o, 0xCAFEBABEu);
    u2(&o, cf->minor);
    u2(&o, cf->major);
    u2(&o, cf->cp_count);
    uint32_t n = cf_constant_pool_bytes(cf, NULL);
    uint8_t *cp = vm_malloc(n ? n : 1);
    cf_constant_pool_bytes(cf, cp);
    put_bytes(&o, cp, n);
    free(cp);
    u2(&o, cf->access);
    u2(&o, class_entry(&o, cf->this_name));
    u2(&o, cf->super_name ? class_entry(&o, cf->super_name) : 0);
    u2(&o, cf->n_interfaces);
    for (uint16_t i = 0; i < cf->n_interfaces; i++) u2(&o, class_entry(&o, cf->interfaces[i]));
    u2(&o, cf->n_fields);
    for (uint16_t i = 0; i < cf->n_fields; i++) field(&o, &cf->fields[i]);
    u2(&o, cf->n_methods);
    for (uint16_t i = 0; i < cf->n_methods; i++) method(&o, &cf->methods[i]);
    class_attributes(&o, cf);
    if (o.failed) {
        free(o.p);
        return NULL;
    }
    *len = o.n;
    return o.p;
}
