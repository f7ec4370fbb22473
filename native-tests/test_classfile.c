/* test_classfile.c: the class file parser (vm/classfile.c).
 *
 * - real class files compiled by javac (native-tests/data/classfile, made by
 *   native-tests/gen_classfile_data.sh): every attribute kind the parser keeps;
 * - hand-built class files, valid and malformed, with the exact HotSpot 17 message for each
 *   fault (`gen_classfile_data.sh check` compares them with a real HotSpot: with VITRINE_CF_DUMP
 *   set to a directory, this test writes every such class file there with its expectation);
 * - every prefix of every real class, and thousands of seeded random mutations: the parser must
 *   fail cleanly or give a consistent ClassFile (run under ASan in the debug preset);
 * - every class of the JDK's lib/jrt-fs.jar (skipped without unzip).
 *
 * Builds by hand from the repository root:
 *   gcc -std=c11 -Wall -Wextra -Werror -Iinclude -Ivm native-tests/test_classfile.c vm/classfile.c \
 *       vm/symbol.c -lcmocka
 */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "classfile.h"

#ifndef VITRINE_SOURCE_DIR
#define VITRINE_SOURCE_DIR "."
#endif
#ifndef VITRINE_JAVA_HOME
#define VITRINE_JAVA_HOME "/usr/lib/jvm/java-17-openjdk-amd64"
#endif

#define DATA VITRINE_SOURCE_DIR "/native-tests/data/classfile/"
#define CFE "java/lang/ClassFormatError"
#define UCVE "java/lang/UnsupportedClassVersionError"
#define NCDFE "java/lang/NoClassDefFoundError"

/* ------------------------------------------------------------------------------ helpers */

typedef struct Buf {
    uint8_t *d;
    size_t n, cap;
} Buf;

static void putn(Buf *b, const void *p, size_t n) {
    if (b->n + n > b->cap) {
        size_t c = b->cap ? b->cap : 256;
        while (c < b->n + n) c *= 2;
        b->d = realloc(b->d, c);
        assert_non_null(b->d);
        b->cap = c;
    }
    if (n) memcpy(b->d + b->n, p, n);
    b->n += n;
}
static void put1(Buf *b, unsigned v) {
    uint8_t x = (uint8_t)v;
    putn(b, &x, 1);
}
static void put2(Buf *b, unsigned v) {
    put1(b, v >> 8);
    put1(b, v);
}
static void put4(Buf *b, uint32_t v) {
    put2(b, v >> 16);
    put2(b, v & 0xFFFF);
}

static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    Buf b = {0};
    uint8_t tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, f)) > 0) putn(&b, tmp, k);
    fclose(f);
    if (!b.d) b.d = malloc(1);
    *len = b.n;
    return b.d;
}

static ClassFile *load(const char *rel, const char *name) {
    char path[1024];
    snprintf(path, sizeof path, DATA "%s", rel);
    size_t len;
    uint8_t *bytes = read_file(path, &len);
    if (!bytes) fail_msg("cannot read %s (run native-tests/gen_classfile_data.sh?)", path);
    CfError err;
    ClassFile *cf = cf_parse(bytes, len, name, &err);
    if (!cf) fail_msg("%s: %s: %s", rel, err.exception, err.message);
    free(bytes);
    return cf;
}

static const CfMethod *method(const ClassFile *cf, const char *name, const char *desc) {
    for (int i = 0; i < cf->n_methods; i++)
        if (!strcmp(cf->methods[i].name, name) && (!desc || !strcmp(cf->methods[i].desc, desc))) return &cf->methods[i];
    fail_msg("no method %s%s in %s", name, desc ? desc : "", cf->this_name);
    return NULL;
}

static const CfField *field(const ClassFile *cf, const char *name) {
    for (int i = 0; i < cf->n_fields; i++)
        if (!strcmp(cf->fields[i].name, name)) return &cf->fields[i];
    fail_msg("no field %s in %s", name, cf->this_name);
    return NULL;
}

static const CfInnerClass *inner(const ClassFile *cf, const char *name) {
    for (int i = 0; i < cf->n_inner_classes; i++)
        if (!strcmp(cf_class_name(cf, cf->inner_classes[i].inner_class), name)) return &cf->inner_classes[i];
    fail_msg("no InnerClasses entry %s in %s", name, cf->this_name);
    return NULL;
}

static bool has_line(const CfCode *c) { return c->n_lines > 0 && c->lines[0].line > 0; }

/* ------------------------------------------------------------------- real class files */

static void test_kitchen(void **state) {
    (void)state;
    ClassFile *cf = load("cftest/Kitchen.class", "cftest/Kitchen");
    assert_int_equal(cf->major, 61);
    assert_int_equal(cf->minor, 0);
    assert_string_equal(cf->this_name, "cftest/Kitchen");
    assert_string_equal(cf->super_name, "java/lang/Object");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_SUPER);
    assert_int_equal(cf->n_interfaces, 2);
    assert_string_equal(cf->interfaces[0], "java/io/Serializable");
    assert_string_equal(cf->interfaces[1], "java/lang/Runnable");
    assert_string_equal(cf->source_file, "Kitchen.java");
    assert_string_equal(cf->signature,
                        "<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;Ljava/io/Serializable;Ljava/lang/Runnable;");
    assert_true(cf->deprecated);
    assert_false(cf->synthetic);
    assert_non_null(cf->annotations.data);
    assert_true(cf->annotations.len > 2);
    assert_int_equal((cf->annotations.data[0] << 8) | cf->annotations.data[1], 2); /* Marker, Deprecated */
    assert_null(cf->module.data);
    assert_false(cf->is_record);
    assert_int_equal(cf->nest_host, 0);
    assert_true(cf->n_nest_members >= 8);
    for (int i = 0; i < cf->n_nest_members; i++) assert_non_null(cf_class_name(cf, cf->nest_members[i]));

    /* the constant pool: symbols, numbers, modified UTF-8 */
    const CfField *f = field(cf, "LONG_CONST");
    assert_int_equal(f->access, ACC_PUBLIC | ACC_STATIC | ACC_FINAL);
    assert_string_equal(f->desc, "J");
    assert_int_equal(cf->cp[f->constant_value].tag, CONSTANT_Long);
    assert_true(cf->cp[f->constant_value].v.j == 0x123456789ABCDEFLL);
    assert_int_equal(cf->cp[f->constant_value + 1].tag, 0);
    f = field(cf, "INT_CONST");
    assert_int_equal(cf->cp[f->constant_value].tag, CONSTANT_Integer);
    assert_int_equal(cf->cp[f->constant_value].v.i, 123456);
    f = field(cf, "FLOAT_CONST");
    assert_true(cf->cp[f->constant_value].v.f == 1.5f);
    f = field(cf, "DOUBLE_CONST");
    assert_true(cf->cp[f->constant_value].v.d == 2.25);
    f = field(cf, "BOOL_CONST");
    assert_int_equal(cf->cp[f->constant_value].v.i, 1);
    f = field(cf, "CHAR_CONST");
    assert_int_equal(cf->cp[f->constant_value].v.i, 'x');
    f = field(cf, "STRING_CONST");
    const CpInfo *s = &cf->cp[f->constant_value];
    assert_int_equal(s->tag, CONSTANT_String);
    /* é is two bytes, the emoji a surrogate pair of two three-byte sequences */
    assert_string_equal(cf_utf8(cf, s->a), "caf\xc3\xa9 \xed\xa0\xbd\xed\xb8\x80");
    assert_int_equal(cf->cp[s->a].v.utf8.len, 12);
    assert_ptr_equal(cf_utf8(cf, s->a), cf->cp[s->a].v.utf8.s);

    f = field(cf, "items");
    assert_int_equal(f->access, ACC_PROTECTED);
    assert_string_equal(f->signature, "Ljava/util/List<TT;>;");
    assert_non_null(f->annotations.data);
    assert_int_equal(f->constant_value, 0);
    assert_int_equal(field(cf, "counter")->access, ACC_VOLATILE);
    assert_int_equal(field(cf, "cache")->access, ACC_TRANSIENT);
    assert_null(field(cf, "cache")->annotations.data);

    /* methods */
    const CfMethod *m = method(cf, "compute", "(IJD)I");
    assert_int_equal(m->access, ACC_PUBLIC | ACC_SYNCHRONIZED);
    assert_int_equal(m->n_exceptions, 2);
    assert_string_equal(cf_class_name(cf, m->exceptions[0]), "java/io/IOException");
    assert_string_equal(cf_class_name(cf, m->exceptions[1]), "java/lang/IllegalStateException");
    assert_non_null(m->annotations.data);
    assert_non_null(m->invisible_annotations.data);
    assert_non_null(m->parameter_annotations.data);
    assert_non_null(m->invisible_parameter_annotations.data);
    assert_non_null(m->method_parameters.data);
    assert_int_equal(m->method_parameters.len, 1 + 3 * 4);
    assert_int_equal(m->method_parameters.data[0], 3);
    assert_string_equal(cf_utf8(cf, (uint16_t)((m->method_parameters.data[1] << 8) | m->method_parameters.data[2])), "a");
    const CfCode *c = m->code;
    assert_non_null(c);
    assert_true(c->code_len > 10);
    assert_true(c->max_locals >= 6);
    assert_true(c->n_handlers >= 3); /* two catch types, finally */
    bool any = false, ae = false;
    for (int i = 0; i < c->n_handlers; i++) {
        const CfExceptionHandler *h = &c->handlers[i];
        assert_true(h->start_pc < h->end_pc && h->end_pc <= c->code_len && h->handler_pc < c->code_len);
        if (h->catch_type == 0) any = true;
        else if (!strcmp(cf_class_name(cf, h->catch_type), "java/lang/ArithmeticException")) ae = true;
    }
    assert_true(any && ae);
    assert_true(has_line(c));
    assert_non_null(c->stack_map_table.data);
    bool this_seen = false, e_seen = false;
    for (int i = 0; i < c->n_locals; i++) {
        const CfLocalVar *v = &c->locals[i];
        assert_true((uint32_t)v->start_pc + v->length <= c->code_len);
        if (!strcmp(v->name, "this")) {
            this_seen = true;
            assert_int_equal(v->index, 0);
            assert_string_equal(v->desc, "Lcftest/Kitchen;");
        }
        if (!strcmp(v->name, "e")) e_seen = true;
    }
    assert_true(this_seen && e_seen);
    assert_true(c->n_local_types >= 1);
    assert_string_equal(c->local_types[0].name, "this");
    assert_string_equal(c->local_types[0].desc, "Lcftest/Kitchen<TT;>;");
    /* the code is an owned, writable copy */
    uint8_t first = c->code[0];
    c->code[0] = 0xca;
    c->code[0] = first;

    m = method(cf, "typed", NULL);
    assert_non_null(m->type_annotations.data);
    assert_string_equal(m->signature, "(Ljava/util/List<Ljava/lang/String;>;)Ljava/lang/String;");
    m = method(cf, "nativeMethod", "()V");
    assert_int_equal(m->access, ACC_PUBLIC | ACC_NATIVE);
    assert_null(m->code);
    m = method(cf, "addAll", NULL);
    assert_int_equal(m->access, ACC_PUBLIC | ACC_FINAL | ACC_VARARGS);
    m = method(cf, "<clinit>", "()V");
    assert_int_equal(m->access, ACC_STATIC);
    m = method(cf, "<init>", "()V");
    assert_non_null(m->code);
    m = method(cf, "lambda$lambdas$0", NULL);
    assert_true(m->access & ACC_SYNTHETIC);

    /* lambdas, method references and string concatenation: invokedynamic */
    assert_true(cf->n_bootstrap_methods >= 3);
    bool metafactory = false, concat = false;
    for (int i = 0; i < cf->n_bootstrap_methods; i++) {
        const CfBootstrapMethod *b = &cf->bootstrap_methods[i];
        const CpInfo *mh = &cf->cp[b->method_handle];
        assert_int_equal(mh->tag, CONSTANT_MethodHandle);
        assert_int_equal(mh->a, REF_invokeStatic);
        const CpInfo *ref = &cf->cp[mh->b];
        const char *owner = cf_class_name(cf, ref->a);
        const char *mname = cf_utf8(cf, cf->cp[ref->b].a);
        if (!strcmp(owner, "java/lang/invoke/LambdaMetafactory") && !strcmp(mname, "metafactory")) {
            metafactory = true;
            assert_int_equal(b->n_args, 3);
            assert_int_equal(cf->cp[b->args[0]].tag, CONSTANT_MethodType);
            assert_int_equal(cf->cp[b->args[1]].tag, CONSTANT_MethodHandle);
        }
        if (!strcmp(owner, "java/lang/invoke/StringConcatFactory")) {
            concat = true;
            assert_int_equal(cf->cp[b->args[0]].tag, CONSTANT_String);
        }
    }
    assert_true(metafactory && concat);
    int indy = 0;
    for (int i = 1; i < cf->cp_count; i++)
        if (cf->cp[i].tag == CONSTANT_InvokeDynamic) {
            indy++;
            assert_true(cf->cp[i].a < cf->n_bootstrap_methods);
        }
    assert_true(indy >= 3);

    /* InnerClasses of the outer class */
    const CfInnerClass *ic = inner(cf, "cftest/Kitchen$Color");
    assert_string_equal(cf_class_name(cf, ic->outer_class), "cftest/Kitchen");
    assert_string_equal(cf_utf8(cf, ic->inner_name), "Color");
    assert_int_equal(ic->access, ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_ENUM);
    ic = inner(cf, "cftest/Kitchen$Marker");
    assert_int_equal(ic->access, ACC_PUBLIC | ACC_STATIC | ACC_INTERFACE | ACC_ABSTRACT | ACC_ANNOTATION);
    ic = inner(cf, "cftest/Kitchen$Inner");
    assert_int_equal(ic->access, ACC_PUBLIC);
    ic = inner(cf, "cftest/Kitchen$1Local");
    assert_int_equal(ic->outer_class, 0);
    assert_string_equal(cf_utf8(cf, ic->inner_name), "Local");
    assert_false(cf->has_enclosing_method);

    /* accessors reject wrong kinds */
    assert_null(cf_utf8(cf, 0));
    assert_null(cf_utf8(cf, cf->cp_count));
    assert_null(cf_utf8(cf, 0xFFFF));
    assert_null(cf_class_name(cf, 0));
    assert_null(cf_class_name(cf, s->a)); /* a Utf8, not a Class */
    assert_null(cf_utf8(cf, f->constant_value));
    assert_null(cf_class_name(cf, (uint16_t)(field(cf, "LONG_CONST")->constant_value + 1)));
    cf_free(cf);
    cf_free(NULL);
}

static void test_nested_classes(void **state) {
    (void)state;
    /* anonymous class: EnclosingMethod, NestHost */
    ClassFile *cf = NULL;
    for (int k = 1; k <= 2; k++) {
        char rel[64], name[64];
        snprintf(rel, sizeof rel, "cftest/Kitchen$%d.class", k);
        snprintf(name, sizeof name, "cftest/Kitchen$%d", k);
        cf = load(rel, name);
        if (cf->n_interfaces == 1) break; /* the Runnable (the other is the enum switch map) */
        cf_free(cf);
        cf = NULL;
    }
    assert_non_null(cf);
    assert_true(cf->has_enclosing_method);
    assert_string_equal(cf_class_name(cf, cf->enclosing_class), "cftest/Kitchen");
    const CpInfo *nt = &cf->cp[cf->enclosing_method];
    assert_int_equal(nt->tag, CONSTANT_NameAndType);
    assert_string_equal(cf_utf8(cf, nt->a), "anonymous");
    assert_string_equal(cf_utf8(cf, nt->b), "()Ljava/lang/Runnable;");
    assert_string_equal(cf_class_name(cf, cf->nest_host), "cftest/Kitchen");
    const CfInnerClass *ic = &cf->inner_classes[0];
    assert_string_equal(cf_class_name(cf, ic->inner_class), cf->this_name);
    assert_int_equal(ic->outer_class, 0);
    assert_int_equal(ic->inner_name, 0);
    const CfField *f = field(cf, "this$0");
    assert_true(f->access & ACC_SYNTHETIC);
    assert_true(f->access & ACC_FINAL);
    cf_free(cf);

    /* local class: EnclosingMethod names the method */
    cf = load("cftest/Kitchen$1Local.class", "cftest/Kitchen$1Local");
    assert_true(cf->has_enclosing_method);
    assert_string_equal(cf_utf8(cf, cf->cp[cf->enclosing_method].a), "lambdas");
    cf_free(cf);

    /* inner (non-static) class */
    cf = load("cftest/Kitchen$Inner.class", "cftest/Kitchen$Inner");
    assert_false(cf->has_enclosing_method);
    assert_string_equal(cf_class_name(cf, cf->nest_host), "cftest/Kitchen");
    assert_string_equal(method(cf, "<init>", NULL)->desc, "(Lcftest/Kitchen;)V");
    assert_int_equal(inner(cf, "cftest/Kitchen$Inner")->access, ACC_PUBLIC);
    cf_free(cf);

    /* interface with default, static and private methods (and a lambda) */
    cf = load("cftest/Kitchen$Shape.class", "cftest/Kitchen$Shape");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT);
    assert_int_equal(method(cf, "area", "()D")->access, ACC_PUBLIC | ACC_ABSTRACT);
    assert_null(method(cf, "area", "()D")->code);
    assert_non_null(method(cf, "label", NULL)->code);
    assert_int_equal(method(cf, "unit", NULL)->access, ACC_PUBLIC | ACC_STATIC);
    assert_int_equal(method(cf, "secret", NULL)->access, ACC_PRIVATE);
    assert_true(cf->n_bootstrap_methods >= 1);
    cf_free(cf);
}

static void test_enum(void **state) {
    (void)state;
    ClassFile *cf = load("cftest/Kitchen$Color.class", "cftest/Kitchen$Color");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_ENUM);
    assert_string_equal(cf->super_name, "java/lang/Enum");
    assert_string_equal(cf->signature, "Ljava/lang/Enum<Lcftest/Kitchen$Color;>;");
    const CfField *f = field(cf, "GREEN");
    assert_int_equal(f->access, ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_ENUM);
    assert_string_equal(f->desc, "Lcftest/Kitchen$Color;");
    f = field(cf, "$VALUES");
    assert_int_equal(f->access, ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC);
    const CfMethod *m = method(cf, "<init>", "(Ljava/lang/String;I)V");
    assert_int_equal(m->access, ACC_PRIVATE);
    assert_string_equal(m->signature, "()V");
    assert_non_null(m->method_parameters.data);
    assert_int_equal(m->method_parameters.data[0], 2);
    /* the synthetic parameters are ACC_SYNTHETIC (0x1000) in MethodParameters */
    assert_int_equal((m->method_parameters.data[3] << 8) | m->method_parameters.data[4], ACC_SYNTHETIC);
    m = method(cf, "valueOf", NULL);
    assert_int_equal(m->access, ACC_PUBLIC | ACC_STATIC);
    cf_free(cf);
}

static void test_annotation_type(void **state) {
    (void)state;
    ClassFile *cf = load("cftest/Kitchen$Marker.class", "cftest/Kitchen$Marker");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT | ACC_ANNOTATION);
    assert_int_equal(cf->n_interfaces, 1);
    assert_string_equal(cf->interfaces[0], "java/lang/annotation/Annotation");
    assert_non_null(cf->annotations.data); /* @Retention, @Target */
    const CfMethod *m = method(cf, "name", "()Ljava/lang/String;");
    assert_int_equal(m->access, ACC_PUBLIC | ACC_ABSTRACT);
    /* default "none": element_value 's' + const_value_index */
    assert_int_equal(m->annotation_default.len, 3);
    assert_int_equal(m->annotation_default.data[0], 's');
    assert_string_equal(cf_utf8(cf, (uint16_t)((m->annotation_default.data[1] << 8) | m->annotation_default.data[2])),
                        "none");
    m = method(cf, "level", NULL);
    assert_int_equal(m->annotation_default.data[0], 'I');
    m = method(cf, "type", NULL);
    assert_int_equal(m->annotation_default.data[0], 'c');
    m = method(cf, "kind", NULL);
    assert_int_equal(m->annotation_default.len, 5);
    assert_int_equal(m->annotation_default.data[0], 'e');
    m = method(cf, "values", NULL);
    assert_int_equal(m->annotation_default.data[0], '[');
    assert_int_equal((m->annotation_default.data[1] << 8) | m->annotation_default.data[2], 3);
    cf_free(cf);

    /* CLASS retention: kept as RuntimeInvisibleAnnotations on users (see test_kitchen) */
    cf = load("cftest/Kitchen$Hidden.class", "cftest/Kitchen$Hidden");
    assert_int_equal(cf->access, ACC_INTERFACE | ACC_ABSTRACT | ACC_ANNOTATION);
    cf_free(cf);
}

static void test_records_and_sealed(void **state) {
    (void)state;
    ClassFile *cf = load("cftest/Shapes$Circle.class", "cftest/Shapes$Circle");
    assert_true(cf->is_record);
    assert_string_equal(cf->super_name, "java/lang/Record");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_FINAL | ACC_SUPER);
    assert_int_equal(cf->n_record_components, 1);
    const CfRecordComponent *rc = &cf->record_components[0];
    assert_string_equal(rc->name, "radius");
    assert_string_equal(rc->desc, "D");
    assert_null(rc->signature);
    assert_non_null(rc->annotations.data);
    assert_non_null(rc->type_annotations.data);
    assert_null(rc->invisible_annotations.data);
    /* the ObjectMethods bootstrap for toString/hashCode/equals takes a Class and method handles */
    bool om = false;
    for (int i = 0; i < cf->n_bootstrap_methods; i++) {
        const CfBootstrapMethod *b = &cf->bootstrap_methods[i];
        const CpInfo *ref = &cf->cp[cf->cp[b->method_handle].b];
        if (!strcmp(cf_class_name(cf, ref->a), "java/lang/runtime/ObjectMethods")) {
            om = true;
            assert_int_equal(cf->cp[b->args[0]].tag, CONSTANT_Class);
            assert_int_equal(cf->cp[b->args[1]].tag, CONSTANT_String);
            assert_int_equal(cf->cp[b->args[2]].tag, CONSTANT_MethodHandle);
            assert_int_equal(cf->cp[cf->cp[b->args[2]].b].tag, CONSTANT_Fieldref);
            assert_int_equal(cf->cp[b->args[2]].a, REF_getField);
        }
    }
    assert_true(om);
    assert_non_null(method(cf, "<init>", "(D)V")->method_parameters.data);
    cf_free(cf);

    cf = load("cftest/Shapes$Pair.class", "cftest/Shapes$Pair");
    assert_true(cf->is_record);
    assert_int_equal(cf->n_record_components, 2);
    assert_string_equal(cf->record_components[1].name, "second");
    assert_string_equal(cf->record_components[1].desc, "Ljava/lang/Object;");
    assert_string_equal(cf->record_components[1].signature, "TB;");
    cf_free(cf);

    cf = load("cftest/Shapes$Shape.class", "cftest/Shapes$Shape");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT);
    assert_int_equal(cf->n_permitted_subclasses, 3);
    assert_string_equal(cf_class_name(cf, cf->permitted_subclasses[0]), "cftest/Shapes$Circle");
    assert_string_equal(cf_class_name(cf, cf->permitted_subclasses[2]), "cftest/Shapes$Poly");
    cf_free(cf);

    cf = load("cftest/Shapes.class", "cftest/Shapes");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_FINAL | ACC_SUPER);
    assert_int_equal(cf->n_nest_members, 6);
    assert_int_equal(cf->n_permitted_subclasses, 0);
    assert_false(cf->is_record);
    cf_free(cf);

    cf = load("cftest/Shapes$Square.class", "cftest/Shapes$Square");
    /* javac writes a ConstantValue for this final instance field: HotSpot ignores it */
    assert_int_equal(field(cf, "side")->constant_value, 0);
    assert_int_equal(field(cf, "side")->access, ACC_FINAL);
    cf_free(cf);
}

static void test_module_info(void **state) {
    (void)state;
    ClassFile *cf = load("module-info.class", NULL);
    assert_int_equal(cf->access, ACC_MODULE);
    assert_string_equal(cf->this_name, "module-info");
    assert_null(cf->super_name);
    assert_int_equal(cf->n_interfaces + cf->n_fields + cf->n_methods, 0);
    assert_string_equal(cf->source_file, "module-info.java");
    assert_non_null(cf->module.data);
    uint16_t mod = (uint16_t)((cf->module.data[0] << 8) | cf->module.data[1]);
    assert_int_equal(cf->cp[mod].tag, CONSTANT_Module);
    assert_string_equal(cf_utf8(cf, cf->cp[mod].a), "cftest");
    assert_int_equal(cf->module_packages.len, 4);
    uint16_t pkg = (uint16_t)((cf->module_packages.data[2] << 8) | cf->module_packages.data[3]);
    assert_int_equal(cf->cp[pkg].tag, CONSTANT_Package);
    assert_string_equal(cf_utf8(cf, cf->cp[pkg].a), "cftest");
    assert_int_equal(cf->module_main_class.len, 2);
    assert_string_equal(
        cf_class_name(cf, (uint16_t)((cf->module_main_class.data[0] << 8) | cf->module_main_class.data[1])),
        "cftest/Main");
    cf_free(cf);
}

static void test_old_version(void **state) {
    (void)state;
    ClassFile *cf = load("release7/cftest/Old.class", "cftest/Old");
    assert_int_equal(cf->major, 51);
    assert_null(cf->bootstrap_methods);
    const CfMethod *m = method(cf, "get", "([I)I");
    assert_non_null(m->code->stack_map_table.data);
    assert_true(m->code->n_handlers >= 1);
    cf_free(cf);
    cf = load("release7/cftest/Old$Api.class", "cftest/Old$Api");
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT);
    cf_free(cf);
}

/* -------------------------------------------------------------- hand-built class files */

typedef struct K {
    Buf cp, body;
    unsigned cpn;
    unsigned minor, major;
} K;

static void k_init(K *k, unsigned major) {
    memset(k, 0, sizeof *k);
    k->cpn = 1;
    k->major = major;
}

static void k_free(K *k) {
    free(k->cp.d);
    free(k->body.d);
}

/* a raw constant pool entry of `slots` slots */
static uint16_t k_entry(K *k, const void *bytes, size_t n, unsigned slots) {
    putn(&k->cp, bytes, n);
    unsigned idx = k->cpn;
    k->cpn += slots;
    return (uint16_t)idx;
}
static uint16_t k_utf8n(K *k, const void *s, size_t n) {
    put1(&k->cp, CONSTANT_Utf8);
    put2(&k->cp, (unsigned)n);
    putn(&k->cp, s, n);
    return (uint16_t)k->cpn++;
}
static uint16_t k_utf8(K *k, const char *s) { return k_utf8n(k, s, strlen(s)); }
static uint16_t k_ref1(K *k, unsigned tag, unsigned a) {
    put1(&k->cp, tag);
    put2(&k->cp, a);
    return (uint16_t)k->cpn++;
}
static uint16_t k_ref2(K *k, unsigned tag, unsigned a, unsigned b) {
    put1(&k->cp, tag);
    put2(&k->cp, a);
    put2(&k->cp, b);
    return (uint16_t)k->cpn++;
}
static uint16_t k_class(K *k, const char *name) { return k_ref1(k, CONSTANT_Class, k_utf8(k, name)); }
static uint16_t k_nat(K *k, const char *name, const char *desc) {
    uint16_t n = k_utf8(k, name), d = k_utf8(k, desc);
    return k_ref2(k, CONSTANT_NameAndType, n, d);
}
static uint16_t k_member(K *k, unsigned tag, const char *cls, const char *name, const char *desc) {
    uint16_t c = k_class(k, cls), nt = k_nat(k, name, desc);
    return k_ref2(k, tag, c, nt);
}
static uint16_t k_int(K *k, int32_t v) {
    put1(&k->cp, CONSTANT_Integer);
    put4(&k->cp, (uint32_t)v);
    return (uint16_t)k->cpn++;
}
static uint16_t k_long(K *k, unsigned tag, uint64_t v) {
    put1(&k->cp, tag);
    put4(&k->cp, (uint32_t)(v >> 32));
    put4(&k->cp, (uint32_t)v);
    uint16_t r = (uint16_t)k->cpn;
    k->cpn += 2;
    return r;
}
static uint16_t k_mh(K *k, unsigned kind, unsigned ref) {
    put1(&k->cp, CONSTANT_MethodHandle);
    put1(&k->cp, kind);
    put2(&k->cp, ref);
    return (uint16_t)k->cpn++;
}

/* access, this, super, interfaces_count = 0 */
static void k_head(K *k, unsigned flags, const char *this_name, const char *super_name) {
    uint16_t t = k_class(k, this_name), s = super_name ? k_class(k, super_name) : 0;
    put2(&k->body, flags);
    put2(&k->body, t);
    put2(&k->body, s);
    put2(&k->body, 0);
}

/* an attribute: name, length, bytes */
static void k_attr(K *k, Buf *out, const char *name, const void *data, size_t n) {
    put2(out, k_utf8(k, name));
    put4(out, (uint32_t)n);
    putn(out, data, n);
}
static void k_attr_u2(K *k, Buf *out, const char *name, unsigned v) {
    uint8_t d[2] = {(uint8_t)(v >> 8), (uint8_t)v};
    k_attr(k, out, name, d, 2);
}

/* field or method header (attribute count given) */
static void k_member_info(K *k, unsigned flags, const char *name, const char *desc, unsigned nattrs) {
    uint16_t n = k_utf8(k, name), d = k_utf8(k, desc);
    put2(&k->body, flags);
    put2(&k->body, n);
    put2(&k->body, d);
    put2(&k->body, nattrs);
}

/* a Code attribute around `code`, with an exception table and sub-attributes given raw */
static void k_code(K *k, Buf *out, unsigned max_stack, unsigned max_locals, const void *code, size_t code_len,
                   const Buf *handlers, unsigned n_handlers, const Buf *attrs, unsigned n_attrs) {
    Buf b = {0};
    put2(&b, max_stack);
    put2(&b, max_locals);
    put4(&b, (uint32_t)code_len);
    putn(&b, code, code_len);
    put2(&b, n_handlers);
    if (handlers) putn(&b, handlers->d, handlers->n);
    put2(&b, n_attrs);
    if (attrs) putn(&b, attrs->d, attrs->n);
    k_attr(k, out, "Code", b.d, b.n);
    free(b.d);
}

/* a method with a trivial body: return */
static void k_method_return(K *k, unsigned flags, const char *name, const char *desc, unsigned max_locals) {
    static const uint8_t ret[1] = {0xb1};
    k_member_info(k, flags, name, desc, 1);
    k_code(k, &k->body, 0, max_locals, ret, 1, NULL, 0, NULL, 0);
}

static Buf k_bytes(const K *k) {
    Buf out = {0};
    put4(&out, 0xCAFEBABE);
    put2(&out, k->minor);
    put2(&out, k->major);
    put2(&out, k->cpn);
    putn(&out, k->cp.d, k->cp.n);
    putn(&out, k->body.d, k->body.n);
    return out;
}

/* With VITRINE_CF_DUMP=dir every checked class file is written to dir with its expectation. */
static void dump(const Buf *b, const char *name, const char *expect) {
    static int seq;
    const char *dir = getenv("VITRINE_CF_DUMP");
    if (!dir) return;
    char path[1024];
    snprintf(path, sizeof path, "%s/case%03d.class", dir, seq);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(b->d, 1, b->n, f);
    fclose(f);
    snprintf(path, sizeof path, "%s/expect.txt", dir);
    f = fopen(path, "a");
    assert_non_null(f);
    fprintf(f, "case%03d.class\t%s\t%s\n", seq, name ? name : "-", expect);
    fclose(f);
    seq++;
}

static void expect_error_bytes(const Buf *b, const char *name, const char *exc, const char *msg) {
    CfError err;
    ClassFile *cf = cf_parse(b->d, b->n, name, &err);
    if (cf) {
        cf_free(cf);
        fail_msg("parsed, expected %s: %s", exc, msg);
    }
    if (strcmp(err.exception, exc) != 0 || strcmp(err.message, msg) != 0)
        fail_msg("expected\n  %s: %s\ngot\n  %s: %s", exc, msg, err.exception, err.message);
    char expect[700];
    snprintf(expect, sizeof expect, "%s: %s", exc, msg);
    dump(b, name, expect);
}

/* Builds, checks and frees. */
static void expect_error(K *k, const char *name, const char *exc, const char *msg) {
    Buf b = k_bytes(k);
    expect_error_bytes(&b, name, exc, msg);
    free(b.d);
    k_free(k);
}

/* Builds and parses; the caller checks and frees the result. HotSpot must define the class too. */
static ClassFile *expect_ok(K *k, const char *name) {
    Buf b = k_bytes(k);
    CfError err;
    ClassFile *cf = cf_parse(b.d, b.n, name, &err);
    if (!cf) fail_msg("%s: %s", err.exception, err.message);
    dump(&b, name, "OK");
    free(b.d);
    k_free(k);
    return cf;
}

/* A class t/A extends Object with nothing in it: the base of most cases below. */
static void k_plain(K *k, unsigned major) {
    k_init(k, major);
    k_head(k, ACC_PUBLIC | ACC_SUPER, "t/A", "java/lang/Object");
}
static void k_end(K *k) {
    put2(&k->body, 0); /* methods */
    put2(&k->body, 0); /* attributes */
}

static void test_hand_built_valid(void **state) {
    (void)state;
    K k;
    /* the smallest class: no members, no attributes */
    k_plain(&k, 61);
    put2(&k.body, 0);
    k_end(&k);
    ClassFile *cf = expect_ok(&k, "t/A");
    assert_string_equal(cf->this_name, "t/A");
    assert_int_equal(cf->n_fields + cf->n_methods + cf->n_inner_classes, 0);
    assert_null(cf->fields);
    assert_null(cf->source_file);
    cf_free(cf);

    /* version 45.3, with attributes javac no longer writes */
    k_init(&k, 45);
    k.minor = 3;
    k_head(&k, ACC_PUBLIC | ACC_SUPER, "t/Old", "java/lang/Object");
    put2(&k.body, 1);
    k_member_info(&k, ACC_PUBLIC, "f", "I", 2);
    k_attr(&k, &k.body, "Synthetic", NULL, 0);
    k_attr(&k, &k.body, "Deprecated", NULL, 0);
    put2(&k.body, 2);
    k_member_info(&k, 0, "m", "()V", 2);
    k_attr(&k, &k.body, "Synthetic", NULL, 0);
    {
        static const uint8_t ret[1] = {0xb1};
        k_code(&k, &k.body, 0, 1, ret, 1, NULL, 0, NULL, 0);
    }
    k_member_info(&k, ACC_PUBLIC | ACC_ABSTRACT, "abs", "()V", 0); /* abstract method in a concrete class: fine */
    put2(&k.body, 4);
    static const char smap[] = "SMAP\nOld.java\n*E\n";
    k_attr(&k, &k.body, "SourceDebugExtension", smap, sizeof smap - 1);
    k_attr(&k, &k.body, "Synthetic", NULL, 0);
    k_attr(&k, &k.body, "Deprecated", NULL, 0);
    k_attr_u2(&k, &k.body, "Signature", 1); /* before 49: an unknown attribute, not checked */
    cf = expect_ok(&k, "t/Old");
    assert_int_equal(cf->major, 45);
    assert_int_equal(cf->minor, 3);
    assert_true(cf->synthetic && cf->deprecated);
    assert_int_equal(cf->access, ACC_PUBLIC | ACC_SUPER | ACC_SYNTHETIC);
    assert_null(cf->signature);
    assert_int_equal(cf->source_debug_extension.len, sizeof smap - 1);
    assert_memory_equal(cf->source_debug_extension.data, smap, sizeof smap - 1);
    assert_int_equal(cf->fields[0].access, ACC_PUBLIC | ACC_SYNTHETIC);
    assert_int_equal(cf->methods[0].access, ACC_SYNTHETIC);
    cf_free(cf);

    /* an empty attribute is present (data != NULL) */
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_attr(&k, &k.body, "RuntimeVisibleAnnotations", NULL, 0);
    cf = expect_ok(&k, "t/A");
    assert_non_null(cf->annotations.data);
    assert_int_equal(cf->annotations.len, 0);
    assert_null(cf->invisible_annotations.data);
    cf_free(cf);

    /* an unknown attribute everywhere, a non-static ConstantValue (ignored), CONSTANT_Dynamic */
    k_plain(&k, 61);
    {
        uint16_t bsm = k_mh(&k, REF_invokeStatic,
                            k_member(&k, CONSTANT_Methodref, "t/A", "bsm",
                                     "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)I"));
        uint16_t nt = k_nat(&k, "_", "I");
        uint16_t dyn = k_ref2(&k, CONSTANT_Dynamic, 0, nt);
        put2(&k.body, 1);
        k_member_info(&k, 0, "f", "I", 2);
        k_attr_u2(&k, &k.body, "ConstantValue", 0xFFFF);
        k_attr(&k, &k.body, "Whatever", "xyz", 3);
        put2(&k.body, 1);
        uint8_t ldc[3] = {0x13, (uint8_t)(dyn >> 8), (uint8_t)dyn}; /* ldc_w */
        k_member_info(&k, ACC_STATIC, "get", "()I", 1);
        k_code(&k, &k.body, 1, 0, ldc, sizeof ldc, NULL, 0, NULL, 0);
        put2(&k.body, 2);
        k_attr(&k, &k.body, "Whatever", "", 0);
        uint8_t bm[6] = {0, 1, (uint8_t)(bsm >> 8), (uint8_t)bsm, 0, 0};
        k_attr(&k, &k.body, "BootstrapMethods", bm, sizeof bm);
    }
    cf = expect_ok(&k, "t/A");
    assert_int_equal(cf->fields[0].constant_value, 0);
    assert_int_equal(cf->n_bootstrap_methods, 1);
    assert_int_equal(cf->bootstrap_methods[0].n_args, 0);
    assert_null(cf->bootstrap_methods[0].args);
    cf_free(cf);

    /* InnerClasses with a cycle of outer classes: HotSpot ignores the attribute */
    k_plain(&k, 61);
    {
        uint16_t b = k_class(&k, "t/A$B"), c = k_class(&k, "t/A$C"), nb = k_utf8(&k, "B"), nc = k_utf8(&k, "C");
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 1);
        uint8_t ic[2 + 16] = {0, 2, (uint8_t)(b >> 8), (uint8_t)b, (uint8_t)(c >> 8), (uint8_t)c,
                              (uint8_t)(nb >> 8), (uint8_t)nb, 0, 8, (uint8_t)(c >> 8), (uint8_t)c,
                              (uint8_t)(b >> 8), (uint8_t)b, (uint8_t)(nc >> 8), (uint8_t)nc, 0, 8};
        k_attr(&k, &k.body, "InnerClasses", ic, sizeof ic);
    }
    cf = expect_ok(&k, "t/A");
    assert_int_equal(cf->n_inner_classes, 0);
    assert_null(cf->inner_classes);
    cf_free(cf);

    /* two entries for the same inner class that are not duplicates: ignored too */
    k_plain(&k, 61);
    {
        uint16_t b = k_class(&k, "t/A$B"), a = 2;
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 1);
        uint8_t ic[2 + 16] = {0, 2, (uint8_t)(b >> 8), (uint8_t)b, 0, (uint8_t)a, 0, 0, 0, 8,
                              (uint8_t)(b >> 8), (uint8_t)b, 0, (uint8_t)a, 0, 0, 0, 9};
        k_attr(&k, &k.body, "InnerClasses", ic, sizeof ic);
    }
    cf = expect_ok(&k, "t/A");
    assert_int_equal(cf->n_inner_classes, 0);
    cf_free(cf);

    /* a module-info without Module/Package constants is still a module-info */
    k_init(&k, 53);
    k_head(&k, ACC_MODULE, "module-info", NULL);
    put2(&k.body, 0);
    k_end(&k);
    {
        Buf b = k_bytes(&k);
        CfError err;
        cf = cf_parse(b.d, b.n, NULL, &err);
        assert_non_null(cf);
        assert_int_equal(cf->access, ACC_MODULE);
        cf_free(cf);
        free(b.d);
        k_free(&k);
    }
}

/* ------------------------------------------------------------------ malformed: messages */

static void test_errors_header(void **state) {
    (void)state;
    K k;
    Buf b = {0};
    expect_error_bytes(&b, "t/A", CFE, "Truncated class file");
    put4(&b, 0xCAFEBABE);
    put2(&b, 0);
    expect_error_bytes(&b, NULL, CFE, "Truncated class file");
    free(b.d);

    k_plain(&k, 61);
    put2(&k.body, 0);
    k_end(&k);
    b = k_bytes(&k);
    k_free(&k);
    b.d[3] = 0xBF;
    expect_error_bytes(&b, "t/A", CFE, "Incompatible magic value 3405691583 in class file t/A");
    expect_error_bytes(&b, NULL, CFE, "Incompatible magic value 3405691583 in class file <Unknown>");
    b.d[3] = 0xBE;
    b.d[7] = 62;
    expect_error_bytes(&b, "t/A", UCVE,
                       "t/A has been compiled by a more recent version of the Java Runtime (class file version "
                       "62.0), this version of the Java Runtime only recognizes class file versions up to 61.0");
    b.d[6] = 0xFF;
    expect_error_bytes(&b, NULL, UCVE,
                       "<Unknown> has been compiled by a more recent version of the Java Runtime (class file "
                       "version 65342.0), this version of the Java Runtime only recognizes class file versions up "
                       "to 61.0");
    b.d[6] = 0;
    b.d[7] = 44;
    expect_error_bytes(&b, "t/A", UCVE, "t/A (class file version 44.0) was compiled with an invalid major version");
    b.d[7] = 60;
    b.d[4] = b.d[5] = 0xFF;
    expect_error_bytes(&b, "t/A", UCVE,
                       "t/A (class file version 60.65535) was compiled with preview features that are unsupported. "
                       "This version of the Java Runtime only recognizes preview features for class file version "
                       "61.65535");
    b.d[7] = 61;
    expect_error_bytes(&b, "t/A", UCVE,
                       "Preview features are not enabled for t/A (class file version 61.65535). Try running with "
                       "'--enable-preview'");
    b.d[4] = 0;
    b.d[5] = 1;
    expect_error_bytes(&b, "t/A", UCVE, "t/A (class file version 61.1) was compiled with an invalid non-zero minor version");
    b.d[7] = 55; /* before 56 any minor version is fine */
    {
        CfError err;
        ClassFile *cf = cf_parse(b.d, b.n, "t/A", &err);
        assert_non_null(cf);
        assert_int_equal(cf->minor, 1);
        cf_free(cf);
    }
    b.d[5] = 0;
    b.d[7] = 61;
    {
        Buf x = {0};
        putn(&x, b.d, b.n);
        put1(&x, 0);
        expect_error_bytes(&x, "t/A", CFE, "Extra bytes at the end of class file t/A");
        free(x.d);
    }
    /* constant pool count 0 */
    b.d[8] = b.d[9] = 0;
    expect_error_bytes(&b, "t/A", CFE, "Illegal constant pool size 0 in class file t/A");
    free(b.d);

    /* wrong name */
    k_plain(&k, 61);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/B", NCDFE, "t/B (wrong name: t/A)");
}

static void test_errors_constant_pool(void **state) {
    (void)state;
    K k;
    uint8_t raw[16];

    k_plain(&k, 61);
    raw[0] = 2;
    k_entry(&k, raw, 1, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Unknown constant tag 2 in class file t/A");

    /* Module constants outside a module-info */
    k_plain(&k, 61);
    k_ref1(&k, CONSTANT_Module, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Unknown constant tag 19 in class file t/A");
    k_plain(&k, 52);
    k_ref1(&k, CONSTANT_Package, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Unknown constant tag 20 in class file t/A");
    /* ... and with ACC_MODULE: HotSpot refuses it as not a class */
    k_init(&k, 61);
    k_head(&k, ACC_MODULE, "t/A", "java/lang/Object");
    k_ref1(&k, CONSTANT_Module, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", NCDFE, "t/A is not a class because access_flag ACC_MODULE is set");

    k_plain(&k, 50);
    k_ref1(&k, CONSTANT_MethodType, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Class file version does not support constant tag 16 in class file t/A");
    k_plain(&k, 54);
    k_ref2(&k, CONSTANT_Dynamic, 0, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Class file version does not support constant tag 17 in class file t/A");

    /* a Long in the last slot */
    k_plain(&k, 61);
    put2(&k.body, 0);
    k_end(&k);
    {
        Buf b = k_bytes(&k);
        Buf x = {0};
        putn(&x, b.d, 8);
        put2(&x, k.cpn + 1);
        putn(&x, k.cp.d, k.cp.n);
        put1(&x, CONSTANT_Long);
        put4(&x, 0);
        put4(&x, 0);
        putn(&x, k.body.d, k.body.n);
        char msg[100];
        snprintf(msg, sizeof msg, "Invalid constant pool entry %u in class file t/A", k.cpn);
        expect_error_bytes(&x, "t/A", CFE, msg);
        free(b.d);
        free(x.d);
        k_free(&k);
    }

    /* modified UTF-8 */
    static const struct {
        const char *bytes;
        size_t n;
        bool ok;
    } utf[] = {
        {"\xff", 1, false},        {"a\0b", 3, false},         {"\xc0\x80", 2, true},  {"\xc1\x81", 2, false},
        {"\xe0\x80\x80", 3, false}, {"\xed\xa0\x80", 3, true},  {"\xc3", 1, false},      {"\xe2\x82", 2, false},
        {"\x80", 1, false},        {"\xf0\x9f\x98\x80", 4, false}, {"\xe2\x82\xac", 3, true},
    };
    for (size_t i = 0; i < sizeof utf / sizeof utf[0]; i++) {
        k_plain(&k, 61);
        k_utf8n(&k, utf[i].bytes, utf[i].n);
        put2(&k.body, 0);
        k_end(&k);
        if (utf[i].ok) cf_free(expect_ok(&k, "t/A"));
        else expect_error(&k, "t/A", CFE, "Illegal UTF8 string in constant pool in class file t/A");
    }
    /* overlong forms are fine before version 48 */
    k_init(&k, 47);
    k_head(&k, ACC_PUBLIC | ACC_SUPER, "t/A", "java/lang/Object");
    k_utf8n(&k, "\xc1\x81\xe0\x80\x80", 5);
    put2(&k.body, 0);
    k_end(&k);
    cf_free(expect_ok(&k, "t/A"));

    /* cross references */
    k_plain(&k, 61);
    k_ref1(&k, CONSTANT_Class, 2); /* 2 is a Class */
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 2 in class file t/A");
    k_plain(&k, 61);
    k_ref1(&k, CONSTANT_String, 900);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 900 in class file t/A");
    k_plain(&k, 61);
    k_ref2(&k, CONSTANT_Methodref, 1, 2); /* 1 is a Utf8 */
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 1 in class file t/A");
    k_plain(&k, 61);
    k_ref2(&k, CONSTANT_Fieldref, 2, 2);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 2 in class file t/A");
    k_plain(&k, 61);
    k_ref2(&k, CONSTANT_NameAndType, 1, 0);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 0 in class file t/A");
    k_plain(&k, 61);
    k_ref2(&k, CONSTANT_InvokeDynamic, 0, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 1 in class file t/A");

    /* method handles */
    k_plain(&k, 61);
    {
        uint16_t m = k_member(&k, CONSTANT_Methodref, "t/A", "m", "()V");
        uint16_t mh = k_mh(&k, 10, m);
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Bad method handle kind at constant pool index %u in class file t/A", mh);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    {
        uint16_t m = k_member(&k, CONSTANT_Methodref, "t/A", "m", "()V");
        k_mh(&k, REF_getField, m);
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Invalid constant pool index %u in class file t/A (not a field)", m);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 51);
    {
        uint16_t m = k_member(&k, CONSTANT_InterfaceMethodref, "t/I", "m", "()V");
        k_mh(&k, REF_invokeStatic, m);
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Invalid constant pool index %u in class file t/A (not a method)", m);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    {
        uint16_t m = k_member(&k, CONSTANT_Methodref, "t/I", "m", "()V");
        k_mh(&k, REF_invokeInterface, m);
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Invalid constant pool index %u in class file t/A (not an interface method)", m);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    {
        uint16_t m = k_member(&k, CONSTANT_Methodref, "t/A", "m", "()V");
        k_mh(&k, REF_newInvokeSpecial, m);
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Bad constructor name at constant pool index %u in class file t/A", m - 3);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    {
        uint16_t m = k_member(&k, CONSTANT_Methodref, "t/A", "<init>", "()V");
        k_mh(&k, REF_invokeVirtual, m);
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Bad method name at constant pool index %u in class file t/A", m - 3);
        expect_error(&k, "t/A", CFE, msg);
    }

    /* names and descriptors */
    k_plain(&k, 61);
    k_class(&k, "a;b");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal class name \"a;b\" in class file t/A");
    k_plain(&k, 61);
    k_class(&k, "a//b");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, NULL, CFE, "Illegal class name \"a//b\" in class file <Unknown>");
    k_plain(&k, 61);
    k_class(&k, "[I[");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal class name \"[I[\" in class file t/A");
    k_plain(&k, 61);
    k_class(&k, "[L;");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Class name is empty or contains illegal character in descriptor in class file t/A");
    k_plain(&k, 61);
    {
        char dims[300];
        memset(dims, '[', 256);
        strcpy(dims + 256, "I");
        k_class(&k, dims);
    }
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Array type descriptor has more than 255 dimensions in class file t/A");
    k_plain(&k, 61);
    {
        uint16_t nt = k_nat(&k, "f", "");
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Illegal zero length constant pool entry at %u in class t/A", nt - 1);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    k_nat(&k, "a.b", "I");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal field name \"a.b\" in class t/A");
    k_plain(&k, 61);
    k_nat(&k, "a<b", "()V");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal method name \"a<b\" in class t/A");
    k_plain(&k, 61);
    k_nat(&k, "m", "(I)");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Method \"m\" in class t/A has illegal signature \"(I)\"");
    k_plain(&k, 61);
    k_nat(&k, "<init>", "()I");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Method \"<init>\" in class t/A has illegal signature \"()I\"");
    k_plain(&k, 61);
    k_nat(&k, "<clinit>", "(I)V");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Method \"<clinit>\" in class t/A has illegal signature \"(I)V\"");
    k_plain(&k, 61);
    k_nat(&k, "f", "V");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Field \"f\" in class t/A has illegal signature \"V\"");
    k_plain(&k, 61);
    k_member(&k, CONSTANT_Fieldref, "t/A", "f", "()V");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Field \"f\" in class t/A has illegal signature \"()V\"");
    k_plain(&k, 61);
    k_member(&k, CONSTANT_InterfaceMethodref, "t/A", "f", "I");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Method \"f\" in class t/A has illegal signature \"I\"");
    k_plain(&k, 61);
    {
        uint16_t m = k_member(&k, CONSTANT_Methodref, "t/A", "<clinit>", "()V");
        put2(&k.body, 0);
        k_end(&k);
        char msg[120];
        snprintf(msg, sizeof msg, "Bad method name at constant pool index %u in class file t/A", m - 3);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    {
        uint16_t nt = k_nat(&k, "x", "()I");
        k_ref2(&k, CONSTANT_Dynamic, 0, nt);
        put2(&k.body, 0);
        k_end(&k);
        expect_error(&k, "t/A", CFE, "CONSTANT_Dynamic \"x\" in class t/A has illegal signature \"()I\"");
    }
    k_plain(&k, 61);
    k_ref1(&k, CONSTANT_MethodType, k_utf8(&k, "(V)V"));
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Method \"type\" in class t/A has illegal signature \"(V)V\"");
    /* before 49 class names follow the identifier rules */
    k_init(&k, 48);
    k_head(&k, ACC_PUBLIC | ACC_SUPER, "t/A", "java/lang/Object");
    k_class(&k, "a-b");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal class name \"a-b\" in class file t/A");
}

static void test_errors_class(void **state) {
    (void)state;
    K k;
    k_init(&k, 61);
    k_head(&k, ACC_PUBLIC | ACC_INTERFACE, "t/A", "java/lang/Object");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal class modifiers in class t/A: 0x201");
    k_init(&k, 61);
    k_head(&k, ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT | 0x8000, "t/A", "java/lang/Object");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", NCDFE, "t/A is not a class because access_flag ACC_MODULE is set");
    k_init(&k, 52); /* ACC_MODULE means nothing before 53: masked */
    k_head(&k, ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT | 0x8000, "t/A", "java/lang/Object");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal class modifiers in class t/A: 0x411");
    k_init(&k, 61);
    k_head(&k, ACC_ANNOTATION | ACC_SUPER, "t/A", "java/lang/Object");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Illegal class modifiers in class t/A: 0x2020");

    /* this_class and super_class */
    k_init(&k, 61);
    k_class(&k, "t/A");
    put2(&k.body, ACC_PUBLIC);
    put2(&k.body, 1);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid this class index 1 in constant pool in class file t/A");
    k_init(&k, 61);
    k_head(&k, ACC_PUBLIC, "[Lt/A;", "java/lang/Object");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Bad class name in class file t/A");
    k_init(&k, 61);
    k_head(&k, ACC_PUBLIC, "t/A", NULL);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid superclass index 0 in class file t/A");
    k_init(&k, 61);
    k_head(&k, ACC_PUBLIC, "t/A", "[Lt/A;");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Bad superclass name in class file t/A");
    k_init(&k, 61);
    k_utf8(&k, "x");
    k_head(&k, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, "t/A", "t/B");
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Interfaces must have java.lang.Object as superclass in class file t/A");

    /* interfaces */
    for (int variant = 0; variant < 3; variant++) {
        k_init(&k, 61);
        uint16_t t = k_class(&k, "t/A"), o = k_class(&k, "java/lang/Object"), i1 = k_class(&k, "java/lang/Runnable"),
                 i2 = k_class(&k, "java/lang/Runnable"), arr = k_class(&k, "[I");
        put2(&k.body, ACC_PUBLIC);
        put2(&k.body, t);
        put2(&k.body, o);
        put2(&k.body, 2);
        put2(&k.body, i1);
        put2(&k.body, variant == 0 ? i2 : variant == 1 ? 1 : arr);
        put2(&k.body, 0);
        k_end(&k);
        if (variant == 0)
            expect_error(&k, "t/A", CFE, "Duplicate interface name \"java/lang/Runnable\" in class file t/A");
        else if (variant == 1)
            expect_error(&k, "t/A", CFE, "Interface name has bad constant pool index 1 in class file t/A");
        else
            expect_error(&k, "t/A", CFE, "Bad interface name in class file t/A");
    }

    /* class attributes */
    static const struct {
        const char *attr;
        const char *data;
        unsigned len;
        unsigned major;
        const char *msg;
    } cases[] = {
        {"SourceFile", "\0\1\0", 3, 61, "Wrong SourceFile attribute length in class file t/A"},
        {"SourceFile", "\0\7", 2, 61, "Invalid SourceFile attribute at constant pool index 7 in class file t/A"},
        {"Synthetic", "x", 1, 61, "Invalid Synthetic classfile attribute length 1 in class file t/A"},
        {"Deprecated", "xy", 2, 45, "Invalid Deprecated classfile attribute length 2 in class file t/A"},
        {"Signature", "\0\1\0", 3, 61, "Wrong Signature attribute length 3 in class file t/A"},
        {"Signature", "\0\2", 2, 61, "Invalid constant pool index 2 in Signature attribute in class file t/A"},
        {"EnclosingMethod", "\0\2\0", 3, 61, "Wrong EnclosingMethod attribute length 3 in class file t/A"},
        {"EnclosingMethod", "\0\0\0\0", 4, 61, "Invalid class index in EnclosingMethod attribute in class file t/A"},
        {"EnclosingMethod", "\0\1\0\0", 4, 61,
         "Invalid or out-of-bounds class index in EnclosingMethod attribute in class file t/A"},
        {"EnclosingMethod", "\0\2\0\1", 4, 61,
         "Invalid or out-of-bounds method index in EnclosingMethod attribute in class file t/A"},
        {"InnerClasses", "\0\1\0\1\0\0\0\0\0\0", 10, 61,
         "inner_class_info_index 1 has bad constant type in class file t/A"},
        {"InnerClasses", "\0\1\0\2\0\1\0\0\0\0", 10, 61,
         "outer_class_info_index 1 has bad constant type in class file t/A"},
        {"InnerClasses", "\0\1\0\2\0\11\0\0\0\0", 10, 61,
         "outer_class_info_index 9 has bad constant type in class file t/A"},
        {"InnerClasses", "\0\1\0\4\0\2\0\2\0\0", 10, 61, "inner_name_index 2 has bad constant type in class file t/A"},
        {"InnerClasses", "\0\1\0\2\0\2\0\0\0\0", 10, 61, "Class is both outer and inner class in class file t/A"},
        {"InnerClasses", "\0\1\0\2\0\4\0\0\2\0", 10, 61, "Illegal class modifiers in class t/A: 0x200"},
        {"InnerClasses", "\0\1\0\2\0\4\0\0\x80\0", 10, 61, "t/A is not a class because access_flag ACC_MODULE is set"},
        {"InnerClasses", "\0\1\0\2\0\4\0\0\0\0\0", 11, 61, "Wrong InnerClasses attribute length in class file t/A"},
        {"InnerClasses", "\0\2\0\2\0\4\0\0\0\0\0\2\0\4\0\0\0\0", 18, 61,
         "Duplicate entry in InnerClasses attribute in class file t/A"},
        {"NestHost", "\0\2\0", 3, 61, "Wrong NestHost attribute length in class file t/A"},
        {"NestHost", "\0\1", 2, 61, "Nest-host class_info_index 1 has bad constant type in class file t/A"},
        {"NestMembers", "\0\1\0\3", 4, 61, "Nest member class_info_index 3 has bad constant type in class file t/A"},
        {"NestMembers", "\0\1\0\2\0", 5, 61, "Wrong NestMembers attribute length in class file t/A"},
        {"PermittedSubclasses", "\0\1\0\1", 4, 61,
         "Permitted subclass class_info_index 1 has bad constant type in class file t/A"},
        {"PermittedSubclasses", "\0\0\0", 3, 61, "Wrong PermittedSubclasses attribute length in class file t/A"},
        {"Record", "\0\1\0\5\0\1\0\0", 8, 61, "Field \"(I)V\" in class t/A has illegal signature \"t/A\""},
        {"Record", "\0\1\0\1\0\1\0\0", 8, 61, "Illegal field name \"t/A\" in class t/A"},
        {"Record", "\0\0\0", 3, 61, "Record attribute has wrong length in class file t/A"},
        {"Record", "\0\1\0\7\0\1\0\0", 8, 61,
         "Invalid constant pool index 7 for name in Record attribute in class file t/A"},
        {"BootstrapMethods", "\0", 1, 61, "Invalid BootstrapMethods attribute length 1 in class file t/A"},
        {"BootstrapMethods", "\0\1\0\2\0\0", 6, 61, "bootstrap_method_index 2 has bad constant type in class file t/A"},
        {"BootstrapMethods", "\0\0\0\0", 4, 61, "Bad length on BootstrapMethods in class file t/A"},
        {"RuntimeVisibleTypeAnnotations", "", 0, 61, NULL}, /* twice: see below */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        k_init(&k, cases[i].major);
        /* 1 t/A (Utf8), 2 Class t/A, 3 java/lang/Object, 4 Class Object, 5 (I)V */
        k_head(&k, ACC_PUBLIC | ACC_SUPER, "t/A", "java/lang/Object");
        k_utf8(&k, "(I)V");
        put2(&k.body, 0);
        put2(&k.body, 0);
        if (!cases[i].msg) {
            put2(&k.body, 2);
            k_attr(&k, &k.body, cases[i].attr, cases[i].data, cases[i].len);
            k_attr(&k, &k.body, cases[i].attr, cases[i].data, cases[i].len);
            expect_error(&k, "t/A", CFE, "Multiple RuntimeVisibleTypeAnnotations attributes in class file t/A");
            continue;
        }
        put2(&k.body, 1);
        k_attr(&k, &k.body, cases[i].attr, cases[i].data, cases[i].len);
        expect_error(&k, "t/A", strstr(cases[i].msg, "ACC_MODULE") ? NCDFE : CFE, cases[i].msg);
    }
    /* duplicates and conflicts */
    static const char *const twice[][2] = {
        {"SourceFile", "Multiple SourceFile attributes in class file t/A"},
        {"InnerClasses", "Multiple InnerClasses attributes in class file t/A"},
        {"EnclosingMethod", "Multiple EnclosingMethod attributes in class file t/A"},
        {"Signature", "Multiple Signature attributes in class file t/A"},
        {"SourceDebugExtension", "Multiple SourceDebugExtension attributes in class file t/A"},
        {"RuntimeVisibleAnnotations", "Multiple RuntimeVisibleAnnotations attributes in class file t/A"},
        {"RuntimeInvisibleAnnotations", "Multiple RuntimeInvisibleAnnotations attributes in class file t/A"},
        {"RuntimeInvisibleTypeAnnotations", "Multiple RuntimeInvisibleTypeAnnotations attributes in class file t/A"},
        {"NestHost", "Multiple NestHost attributes in class file t/A"},
        {"NestMembers", "Multiple NestMembers attributes in class file t/A"},
        {"Record", "Multiple Record attributes in class file t/A"},
        {"PermittedSubclasses", "Multiple PermittedSubclasses attributes in class file t/A"},
        {"BootstrapMethods", "Multiple BootstrapMethods attributes in class file t/A"},
    };
    for (size_t i = 0; i < sizeof twice / sizeof twice[0]; i++) {
        k_plain(&k, 61);
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 2);
        static const uint8_t body[4] = {0, 0, 0, 2}; /* fits the u2-index ones and the empty lists */
        unsigned len = !strcmp(twice[i][0], "SourceFile") || !strcmp(twice[i][0], "Signature") ||
                               !strcmp(twice[i][0], "NestHost")
                           ? 2
                           : !strcmp(twice[i][0], "EnclosingMethod") ? 4 : 2;
        const uint8_t *d = body;
        uint8_t em[4] = {0, 2, 0, 0}, idx[2] = {0, 1}, host[2] = {0, 2};
        if (!strcmp(twice[i][0], "EnclosingMethod")) d = em;
        else if (!strcmp(twice[i][0], "SourceFile") || !strcmp(twice[i][0], "Signature")) d = idx;
        else if (!strcmp(twice[i][0], "NestHost")) d = host;
        k_attr(&k, &k.body, twice[i][0], d, len);
        k_attr(&k, &k.body, twice[i][0], d, len);
        expect_error(&k, "t/A", CFE, twice[i][1]);
    }
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 2);
    k_attr_u2(&k, &k.body, "NestHost", 2);
    k_attr(&k, &k.body, "NestMembers", "\0\0", 2);
    expect_error(&k, "t/A", CFE, "Conflicting NestHost and NestMembers attributes in class file t/A");
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 2);
    k_attr(&k, &k.body, "NestMembers", "\0\0", 2);
    k_attr_u2(&k, &k.body, "NestHost", 2);
    expect_error(&k, "t/A", CFE, "Conflicting NestMembers and NestHost attributes in class file t/A");
    k_init(&k, 61);
    k_head(&k, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, "t/A", "java/lang/Object");
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_attr(&k, &k.body, "PermittedSubclasses", "\0\0", 2);
    expect_error(&k, "t/A", CFE, "PermittedSubclasses attribute in final class file t/A");
    /* attributes of a newer version are unknown attributes in an older one */
    k_plain(&k, 59);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 2);
    k_attr(&k, &k.body, "Record", "garbage", 7);
    k_attr(&k, &k.body, "PermittedSubclasses", "garbage", 7);
    {
        ClassFile *cf = expect_ok(&k, "t/A");
        assert_false(cf->is_record);
        cf_free(cf);
    }
    k_plain(&k, 60);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 2);
    k_attr(&k, &k.body, "Record", "\0\0", 2);
    k_attr(&k, &k.body, "PermittedSubclasses", "garbage", 7);
    {
        ClassFile *cf = expect_ok(&k, "t/A");
        assert_true(cf->is_record);
        assert_int_equal(cf->n_record_components, 0);
        assert_int_equal(cf->n_permitted_subclasses, 0);
        cf_free(cf);
    }
    /* an invokedynamic constant needs the BootstrapMethods attribute, with enough entries */
    k_plain(&k, 61);
    k_ref2(&k, CONSTANT_InvokeDynamic, 1, k_nat(&k, "run", "()V"));
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Missing BootstrapMethods attribute in class file t/A");
    k_plain(&k, 61);
    {
        k_ref2(&k, CONSTANT_InvokeDynamic, 1, k_nat(&k, "run", "()V"));
        uint16_t mh = k_mh(&k, REF_invokeStatic, k_member(&k, CONSTANT_Methodref, "t/A", "b", "()V"));
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 1);
        uint8_t bm[6] = {0, 1, (uint8_t)(mh >> 8), (uint8_t)mh, 0, 0};
        k_attr(&k, &k.body, "BootstrapMethods", bm, 6);
        expect_error(&k, "t/A", CFE, "Short length on BootstrapMethods in class file t/A");
    }
    k_plain(&k, 61);
    {
        uint16_t mh = k_mh(&k, REF_invokeStatic, k_member(&k, CONSTANT_Methodref, "t/A", "b", "()V"));
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 1);
        uint8_t bm[8] = {0, 1, (uint8_t)(mh >> 8), (uint8_t)mh, 0, 1, 0, 1};
        k_attr(&k, &k.body, "BootstrapMethods", bm, 8);
        expect_error(&k, "t/A", CFE, "argument_index 1 has bad constant type in class file t/A");
    }
    k_plain(&k, 61);
    {
        uint16_t mh = k_mh(&k, REF_invokeStatic, k_member(&k, CONSTANT_Methodref, "t/A", "b", "()V"));
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 1);
        uint8_t bm[8] = {0, 1, (uint8_t)(mh >> 8), (uint8_t)mh, 0, 2, 0, 1};
        k_attr(&k, &k.body, "BootstrapMethods", bm, 8);
        expect_error(&k, "t/A", CFE,
                     "Invalid BootstrapMethods num_bootstrap_methods or num_bootstrap_arguments value in class file t/A");
    }
    /* truncated inside an attribute; the attribute name index */
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 1);
    put2(&k.body, k_utf8(&k, "Foo"));
    put4(&k.body, 100);
    expect_error(&k, "t/A", CFE, "Truncated class file");
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 0);
    put2(&k.body, 1);
    put2(&k.body, 2);
    put4(&k.body, 0);
    expect_error(&k, "t/A", CFE, "Attribute name has bad constant pool index 2 in class file t/A");
}

static void test_errors_fields(void **state) {
    (void)state;
    K k;
    static const struct {
        unsigned flags;
        const char *name, *desc;
        bool interface;
        const char *msg;
    } cases[] = {
        {ACC_PUBLIC | ACC_PRIVATE, "f", "I", false, "Illegal field modifiers in class t/A: 0x3"},
        {ACC_FINAL | ACC_VOLATILE | 0x8000, "f", "I", false, "Illegal field modifiers in class t/A: 0x50"},
        {ACC_PUBLIC | ACC_STATIC, "f", "I", true, "Illegal field modifiers in class t/A: 0x9"},
        {0, "a.b", "I", false, "Illegal field name \"a.b\" in class t/A"},
        {0, "", "I", false, "Illegal field name \"\" in class t/A"},
        {0, "f", "Q", false, "Field \"f\" in class t/A has illegal signature \"Q\""},
        {0, "f", "II", false, "Field \"f\" in class t/A has illegal signature \"II\""},
        {0, "f", "Ljava/lang/Object", false, "Field \"f\" in class t/A has illegal signature \"Ljava/lang/Object\""},
        {0, "f", "L;", false, "Class name is empty or contains illegal character in descriptor in class file t/A"},
        {0, "f", "La.b;", false, "Class name is empty or contains illegal character in descriptor in class file t/A"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        k_init(&k, 61);
        k_head(&k, cases[i].interface ? ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT : ACC_PUBLIC | ACC_SUPER, "t/A",
               "java/lang/Object");
        put2(&k.body, 1);
        k_member_info(&k, cases[i].flags, cases[i].name, cases[i].desc, 0);
        k_end(&k);
        expect_error(&k, "t/A", CFE, cases[i].msg);
    }
    k_plain(&k, 61);
    put2(&k.body, 1);
    put2(&k.body, 0);
    put2(&k.body, 77);
    put2(&k.body, 1);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 77 for field name in class file t/A");
    k_plain(&k, 61);
    put2(&k.body, 1);
    put2(&k.body, 0);
    put2(&k.body, k_utf8(&k, "f"));
    put2(&k.body, 2);
    put2(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid constant pool index 2 for field signature in class file t/A");

    /* ConstantValue */
    static const struct {
        const char *desc;
        int kind; /* 0 int, 1 long, 2 string, 3 none (index 0), 4 float->int */
        const char *msg;
    } cv[] = {
        {"J", 0, "Inconsistent constant value type in class file t/A"},
        {"I", 1, "Inconsistent constant value type in class file t/A"},
        {"F", 0, "Inconsistent constant value type in class file t/A"},
        {"D", 1, "Inconsistent constant value type in class file t/A"},
        {"Ljava/lang/Object;", 2, "Bad string initial value in class file t/A"},
        {"Ljava/lang/String;", 0, "Bad string initial value in class file t/A"},
        {"[I", 0, "Unable to set initial value %u in class file t/A"},
        {"I", 3, "Bad initial value index 0 in ConstantValue attribute in class file t/A"},
        {"Z", 0, NULL},
        {"Ljava/lang/String;", 2, NULL},
        {"J", 1, NULL},
    };
    for (size_t i = 0; i < sizeof cv / sizeof cv[0]; i++) {
        k_plain(&k, 61);
        uint16_t v = cv[i].kind == 0   ? k_int(&k, 5)
                     : cv[i].kind == 1 ? k_long(&k, CONSTANT_Long, 5)
                     : cv[i].kind == 2 ? k_ref1(&k, CONSTANT_String, k_utf8(&k, "s"))
                                       : 0;
        if (cv[i].kind == 1 && cv[i].desc[0] == 'D') v = k_long(&k, CONSTANT_Long, 7);
        put2(&k.body, 1);
        k_member_info(&k, ACC_STATIC | ACC_FINAL, "f", cv[i].desc, 1);
        k_attr_u2(&k, &k.body, "ConstantValue", v);
        k_end(&k);
        if (!cv[i].msg) {
            ClassFile *cf = expect_ok(&k, "t/A");
            assert_int_equal(cf->fields[0].constant_value, v);
            cf_free(cf);
            continue;
        }
        char msg[200];
        snprintf(msg, sizeof msg, cv[i].msg, v);
        expect_error(&k, "t/A", CFE, msg);
    }
    k_plain(&k, 61);
    put2(&k.body, 1);
    k_member_info(&k, ACC_STATIC, "f", "I", 1);
    k_attr(&k, &k.body, "ConstantValue", "\0\1\0", 3);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid ConstantValue field attribute length 3 in class file t/A");
    k_plain(&k, 61);
    {
        uint16_t v = k_int(&k, 1);
        put2(&k.body, 1);
        k_member_info(&k, ACC_STATIC, "f", "I", 2);
        k_attr_u2(&k, &k.body, "ConstantValue", v);
        k_attr_u2(&k, &k.body, "ConstantValue", v);
        k_end(&k);
        expect_error(&k, "t/A", CFE, "Duplicate ConstantValue attribute in class file t/A");
    }
    /* other field attributes */
    static const struct {
        const char *attr;
        const char *data;
        unsigned len, count;
        const char *msg;
    } fa[] = {
        {"Synthetic", "x", 1, 1, "Invalid Synthetic field attribute length 1 in class file t/A"},
        {"Deprecated", "x", 1, 1, "Invalid Deprecated field attribute length 1 in class file t/A"},
        {"Signature", "\0\1\0", 3, 1, "Wrong size 3 for field's Signature attribute in class file t/A"},
        {"Signature", "\0\2", 2, 1, "Invalid Signature attribute at constant pool index 2 in class file t/A"},
        {"Signature", "\0\1", 2, 2, "Multiple Signature attributes for field in class file t/A"},
        {"RuntimeVisibleAnnotations", "", 0, 2, "Multiple RuntimeVisibleAnnotations attributes for field in class file t/A"},
        {"RuntimeInvisibleAnnotations", "", 0, 2,
         "Multiple RuntimeInvisibleAnnotations attributes for field in class file t/A"},
        {"RuntimeVisibleTypeAnnotations", "", 0, 2,
         "Multiple RuntimeVisibleTypeAnnotations attributes for field in class file t/A"},
        {"RuntimeInvisibleTypeAnnotations", "", 0, 2,
         "Multiple RuntimeInvisibleTypeAnnotations attributes for field in class file t/A"},
    };
    for (size_t i = 0; i < sizeof fa / sizeof fa[0]; i++) {
        k_plain(&k, 61);
        put2(&k.body, 1);
        k_member_info(&k, 0, "f", "I", fa[i].count);
        for (unsigned j = 0; j < fa[i].count; j++) k_attr(&k, &k.body, fa[i].attr, fa[i].data, fa[i].len);
        k_end(&k);
        expect_error(&k, "t/A", CFE, fa[i].msg);
    }
    k_plain(&k, 61);
    put2(&k.body, 1);
    k_member_info(&k, 0, "f", "I", 1);
    put2(&k.body, 4);
    put4(&k.body, 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Invalid field attribute index 4 in class file t/A");

    /* duplicates */
    k_plain(&k, 61);
    put2(&k.body, 3);
    k_member_info(&k, 0, "f", "Ljava/lang/String;", 0);
    k_member_info(&k, 0, "g", "Ljava/lang/String;", 0);
    k_member_info(&k, 0, "f", "Ljava/lang/String;", 0);
    k_end(&k);
    expect_error(&k, "t/A", CFE, "Duplicate field name \"f\" with signature \"Ljava.lang.String;\" in class file t/A");
    k_plain(&k, 61);
    put2(&k.body, 2);
    k_member_info(&k, 0, "f", "I", 0);
    k_member_info(&k, 0, "f", "J", 0);
    k_end(&k);
    ClassFile *cf = expect_ok(&k, "t/A");
    assert_int_equal(cf->n_fields, 2);
    cf_free(cf);
}

static void test_errors_methods(void **state) {
    (void)state;
    K k;
    static const uint8_t ret[1] = {0xb1};
    static const struct {
        unsigned flags;
        const char *name, *desc;
        bool interface;
        unsigned major;
        const char *msg;
    } cases[] = {
        {ACC_ABSTRACT | ACC_FINAL, "m", "()V", false, 61, "Method m in class t/A has illegal modifiers: 0x410"},
        {ACC_PUBLIC | ACC_PROTECTED, "m", "()V", false, 61, "Method m in class t/A has illegal modifiers: 0x5"},
        {ACC_STATIC, "<init>", "()V", false, 61, "Method <init> in class t/A has illegal modifiers: 0x8"},
        {ACC_ABSTRACT | ACC_STRICT, "m", "()V", false, 60, "Method m in class t/A has illegal modifiers: 0xC00"},
        {ACC_PUBLIC | ACC_FINAL, "m", "()V", true, 61, "Method m in class t/A has illegal modifiers: 0x11"},
        {ACC_PUBLIC | ACC_PRIVATE, "m", "()V", true, 61, "Method m in class t/A has illegal modifiers: 0x3"},
        {ACC_PUBLIC, "m", "()V", true, 51, "Method m in class t/A has illegal modifiers: 0x1"},
        {0, "<clinit>", "()V", false, 61, "Method <clinit> is not static in class file t/A"},
        {ACC_PUBLIC, "<init>", "()V", true, 61, "Interface cannot have a method named <init>, class file t/A"},
        {0, "<init2>", "()V", false, 61, "Illegal method name \"<init2>\" in class t/A"},
        {0, "a/b", "()V", false, 61, "Illegal method name \"a/b\" in class t/A"},
        {0, "m", "(I)", false, 61, "Method \"m\" in class t/A has illegal signature \"(I)\""},
        {0, "m", "I", false, 61, "Method \"m\" in class t/A has illegal signature \"I\""},
        {0, "m", "(V)V", false, 61, "Method \"m\" in class t/A has illegal signature \"(V)V\""},
        {0, "<init>", "()I", false, 61, "Method \"<init>\" in class t/A has illegal signature \"()I\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        k_init(&k, cases[i].major);
        k_head(&k, cases[i].interface ? ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT : ACC_PUBLIC | ACC_SUPER, "t/A",
               "java/lang/Object");
        put2(&k.body, 0);
        put2(&k.body, 1);
        k_member_info(&k, cases[i].flags, cases[i].name, cases[i].desc, 0);
        put2(&k.body, 0);
        expect_error(&k, "t/A", CFE, cases[i].msg);
    }
    /* too many arguments: 128 longs */
    {
        char desc[300] = "(";
        for (int i = 0; i < 128; i++) strcat(desc, "J");
        strcat(desc, ")V");
        k_plain(&k, 61);
        put2(&k.body, 0);
        put2(&k.body, 1);
        k_member_info(&k, ACC_ABSTRACT, "m", desc, 0);
        put2(&k.body, 0);
        expect_error(&k, "t/A", CFE, "Too many arguments in method signature in class file t/A");
        desc[1] = desc[2] = 'I'; /* 255 slots with this: fine */
        k_plain(&k, 61);
        put2(&k.body, 0);
        put2(&k.body, 1);
        k_member_info(&k, ACC_ABSTRACT, "m", desc, 0);
        put2(&k.body, 0);
        cf_free(expect_ok(&k, "t/A"));
    }
    /* <clinit>: flags normalised */
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_method_return(&k, ACC_STATIC | ACC_PUBLIC | ACC_FINAL, "<clinit>", "()V", 0);
    put2(&k.body, 0);
    ClassFile *cf = expect_ok(&k, "t/A");
    assert_int_equal(cf->methods[0].access, ACC_STATIC);
    cf_free(cf);
    k_init(&k, 50);
    k_head(&k, ACC_PUBLIC | ACC_SUPER, "t/A", "java/lang/Object");
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_method_return(&k, ACC_PUBLIC, "<clinit>", "(I)V", 1);
    put2(&k.body, 0);
    cf = expect_ok(&k, "t/A");
    assert_int_equal(cf->methods[0].access, ACC_STATIC);
    cf_free(cf);

    /* method attributes */
    static const struct {
        const char *attr;
        const char *data;
        unsigned len, count;
        bool abstract;
        const char *msg;
    } ma[] = {
        {"Synthetic", "x", 1, 1, false, "Invalid Synthetic method attribute length 1 in class file t/A"},
        {"Deprecated", "x", 1, 1, false, "Invalid Deprecated method attribute length 1 in class file t/A"},
        {"Signature", "\0\1\0", 3, 1, true, "Invalid Signature attribute length 3 in class file t/A"},
        {"Signature", "\0\1", 2, 2, true, "Multiple Signature attributes for method in class file t/A"},
        {"Exceptions", "\0\1\0\1", 4, 1, true, "Exception name has bad type at constant pool 1 in class file t/A"},
        {"Exceptions", "\0\1\0\2\0", 5, 1, true, "Exceptions attribute has wrong length in class file t/A"},
        {"Exceptions", "\0\0", 2, 2, true, "Multiple Exceptions attributes in class file t/A"},
        {"MethodParameters", "\0\0\0", 3, 1, true, "Invalid MethodParameters method attribute length 3 in class file"},
        {"MethodParameters", "\0", 1, 2, true, "Multiple MethodParameters attributes in class file t/A"},
        {"RuntimeVisibleAnnotations", "", 0, 2, true,
         "Multiple RuntimeVisibleAnnotations attributes for method in class file t/A"},
        {"RuntimeInvisibleAnnotations", "", 0, 2, true,
         "Multiple RuntimeInvisibleAnnotations attributes for method in class file t/A"},
        {"RuntimeVisibleParameterAnnotations", "", 0, 2, true,
         "Multiple RuntimeVisibleParameterAnnotations attributes for method in class file t/A"},
        {"RuntimeInvisibleParameterAnnotations", "", 0, 2, true,
         "Multiple RuntimeInvisibleParameterAnnotations attributes for method in class file t/A"},
        {"RuntimeVisibleTypeAnnotations", "", 0, 2, true,
         "Multiple RuntimeVisibleTypeAnnotations attributes for method in class file t/A"},
        {"RuntimeInvisibleTypeAnnotations", "", 0, 2, true,
         "Multiple RuntimeInvisibleTypeAnnotations attributes for method in class file t/A"},
        {"AnnotationDefault", "", 0, 2, true, "Multiple AnnotationDefault attributes for method in class file t/A"},
        {"Whatever", "", 0, 1, false, "Absent Code attribute in method that is not native or abstract in class file t/A"},
    };
    for (size_t i = 0; i < sizeof ma / sizeof ma[0]; i++) {
        k_plain(&k, 61);
        put2(&k.body, 0);
        put2(&k.body, 1);
        bool code = !ma[i].abstract && strcmp(ma[i].attr, "Whatever") != 0;
        k_member_info(&k, ma[i].abstract ? ACC_ABSTRACT : 0, "m", "()V", ma[i].count + (code ? 1 : 0));
        for (unsigned j = 0; j < ma[i].count; j++) k_attr(&k, &k.body, ma[i].attr, ma[i].data, ma[i].len);
        if (code) k_code(&k, &k.body, 0, 1, ret, 1, NULL, 0, NULL, 0);
        put2(&k.body, 0);
        expect_error(&k, "t/A", CFE, ma[i].msg);
    }
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_member_info(&k, 0, "m", "()V", 1);
    put2(&k.body, 2);
    put4(&k.body, 0);
    put2(&k.body, 0);
    expect_error(&k, "t/A", CFE, "Invalid method attribute name index 2 in class file t/A");
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 1);
    put2(&k.body, 0);
    put2(&k.body, 99);
    put2(&k.body, 1);
    put2(&k.body, 0);
    put2(&k.body, 0);
    expect_error(&k, "t/A", CFE, "Illegal constant pool index 99 for method name in class file t/A");
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 1);
    put2(&k.body, 0);
    put2(&k.body, k_utf8(&k, "m"));
    put2(&k.body, 2);
    put2(&k.body, 0);
    put2(&k.body, 0);
    expect_error(&k, "t/A", CFE, "Illegal constant pool index 2 for method signature in class file t/A");

    /* duplicates */
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 2);
    k_member_info(&k, ACC_ABSTRACT, "m", "(Ljava/lang/String;)V", 0);
    k_member_info(&k, ACC_ABSTRACT, "m", "(Ljava/lang/String;)V", 0);
    put2(&k.body, 0);
    expect_error(&k, "t/A", CFE,
                 "Duplicate method name \"m\" with signature \"(Ljava.lang.String;)V\" in class file t/A");
}

/* One Code attribute variation: returns the message for the method "m()V" (static, 2 locals). */
typedef struct CodeCase {
    unsigned max_locals;
    const uint8_t *code;
    unsigned code_len;
    const uint16_t *handlers; /* n * 4 */
    unsigned n_handlers;
    int sub;       /* 0 none, 1 LNT, 2 LVT, 3 LVT + LVTT, 4 two SMT, 5 bad sub-attribute name */
    uint16_t a, b; /* values for the sub-attribute */
    int fudge;     /* added to the Code attribute length */
    unsigned flags;
    const char *msg;
} CodeCase;

static void code_case(const CodeCase *c) {
    K k;
    k_plain(&k, 61);
    uint16_t exc = k_class(&k, "java/lang/Exception");
    uint16_t x = k_utf8(&k, "x"), y = k_utf8(&k, "y"), ti = k_utf8(&k, "I"), tj = k_utf8(&k, "J");
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_member_info(&k, c->flags ? c->flags : ACC_STATIC, "m", "()V", 1);
    Buf h = {0}, attrs = {0};
    for (unsigned i = 0; i < c->n_handlers * 4; i++) put2(&h, c->handlers[i] == 0xEEEE ? exc : c->handlers[i]);
    unsigned n_attrs = 0;
    if (c->sub == 1) {
        uint8_t d[6] = {0, 1, (uint8_t)(c->a >> 8), (uint8_t)c->a, 0, 1};
        k_attr(&k, &attrs, "LineNumberTable", d, 6);
        n_attrs = 1;
    } else if (c->sub == 2 || c->sub == 3 || c->sub == 6) {
        /* LVT: x:I in slot a over [0, code_len); another with the same key when b == 1 */
        uint8_t d[2 + 20];
        unsigned n = c->b == 1 ? 2 : 1;
        Buf v = {0};
        put2(&v, n);
        for (unsigned i = 0; i < n; i++) {
            put2(&v, 0);
            put2(&v, c->code_len);
            put2(&v, x);
            put2(&v, c->sub == 6 ? tj : ti);
            put2(&v, c->a);
        }
        memcpy(d, v.d, v.n);
        k_attr(&k, &attrs, "LocalVariableTable", d, v.n);
        free(v.d);
        n_attrs = 1;
        if (c->sub == 3) {
            /* LVTT: names y (no match) when b == 2, twice x when b == 3 */
            Buf t = {0};
            unsigned m = c->b == 3 ? 2 : 1;
            put2(&t, m);
            for (unsigned i = 0; i < m; i++) {
                put2(&t, 0);
                put2(&t, c->code_len);
                put2(&t, c->b == 2 ? y : x);
                put2(&t, ti);
                put2(&t, c->a);
            }
            k_attr(&k, &attrs, "LocalVariableTypeTable", t.d, t.n);
            free(t.d);
            n_attrs = 2;
        }
    } else if (c->sub == 4) {
        k_attr(&k, &attrs, "StackMapTable", "\0\0", 2);
        k_attr(&k, &attrs, "StackMapTable", "\0\0", 2);
        n_attrs = 2;
    } else if (c->sub == 5) {
        put2(&attrs, 2);
        put4(&attrs, 0);
        n_attrs = 1;
    }
    Buf b = {0};
    put2(&b, 1);
    put2(&b, c->max_locals);
    put4(&b, c->code_len);
    putn(&b, c->code, c->code_len);
    put2(&b, c->n_handlers);
    putn(&b, h.d, h.n);
    put2(&b, n_attrs);
    putn(&b, attrs.d, attrs.n);
    put2(&k.body, k_utf8(&k, "Code"));
    put4(&k.body, (uint32_t)((int)b.n + c->fudge));
    putn(&k.body, b.d, b.n);
    put2(&k.body, 0);
    free(h.d);
    free(attrs.d);
    free(b.d);
    if (c->msg) {
        expect_error(&k, "t/A", CFE, c->msg);
    } else {
        ClassFile *cf = expect_ok(&k, "t/A");
        cf_free(cf);
    }
}

static void test_errors_code(void **state) {
    (void)state;
    static const uint8_t ret[1] = {0xb1};
    static const uint8_t code4[4] = {0, 0, 0, 0xb1};
    static const uint16_t h_range[4] = {2, 2, 0, 0}, h_end[4] = {0, 5, 0, 0}, h_handler[4] = {0, 1, 4, 0},
                          h_catch[4] = {0, 1, 0, 1}, h_ok[4] = {0, 3, 3, 0xEEEE};
    static const uint8_t big[1] = {0};
    const CodeCase cases[] = {
        {2, ret, 0, NULL, 0, 0, 0, 0, 0, 0, "Invalid method Code length 0 in class file t/A"},
        {2, big, 65536, NULL, 0, 0, 0, 0, 0, 0, "Invalid method Code length 65536 in class file t/A"},
        {0, ret, 1, NULL, 0, 0, 0, 0, 0, ACC_PUBLIC, "Arguments can't fit into locals in class file t/A"},
        {2, code4, 4, h_range, 1, 0, 0, 0, 0, 0, "Illegal exception table range in class file t/A"},
        {2, code4, 4, h_end, 1, 0, 0, 0, 0, 0, "Illegal exception table range in class file t/A"},
        {2, code4, 4, h_handler, 1, 0, 0, 0, 0, 0, "Illegal exception table handler in class file t/A"},
        {2, code4, 4, h_catch, 1, 0, 0, 0, 0, 0, "Catch type in exception table has bad constant type in class file t/A"},
        {2, code4, 4, h_ok, 1, 0, 0, 0, 0, 0, NULL},
        {2, ret, 1, NULL, 0, 0, 0, 0, 1, 0, "Code segment has wrong length in class file t/A"},
        {2, ret, 1, NULL, 0, 1, 1, 0, 0, 0, "Invalid pc in LineNumberTable in class file t/A"},
        {2, ret, 1, NULL, 0, 1, 0, 0, 0, 0, NULL},
        {2, ret, 1, NULL, 0, 2, 2, 0, 0, 0, "Invalid index 2 in LocalVariableTable in class file t/A"},
        {2, ret, 1, NULL, 0, 6, 1, 0, 0, 0, "Invalid index 1 in LocalVariableTable in class file t/A"},
        {2, ret, 1, NULL, 0, 6, 0, 0, 0, 0, NULL},
        {2, ret, 1, NULL, 0, 2, 1, 1, 0, 0, "Duplicated LocalVariableTable attribute entry for 'x' in class file t/A"},
        {2, ret, 1, NULL, 0, 3, 1, 2, 0, 0, "LVTT entry for 'y' in class file t/A does not match any LVT entry"},
        {2, ret, 1, NULL, 0, 3, 1, 3, 0, 0,
         "Duplicated LocalVariableTypeTable attribute entry for 'x' in class file t/A"},
        {2, ret, 1, NULL, 0, 3, 1, 0, 0, 0, NULL},
        {2, ret, 1, NULL, 0, 4, 0, 0, 0, 0, "Multiple StackMapTable attributes in class file t/A"},
        {2, ret, 1, NULL, 0, 5, 0, 0, 0, 0, "Invalid code attribute name index 2 in class file t/A"},
        {2, ret, 1, NULL, 0, 0, 0, 0, 0, ACC_STATIC | ACC_NATIVE,
         "Code attribute in native or abstract methods in class file t/A"},
    };
    uint8_t *huge = calloc(1, 65536);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CodeCase c = cases[i];
        if (c.code == big) c.code = huge;
        code_case(&c);
    }
    free(huge);
    /* two Code attributes */
    K k;
    k_plain(&k, 61);
    put2(&k.body, 0);
    put2(&k.body, 1);
    k_member_info(&k, ACC_STATIC, "m", "()V", 2);
    k_code(&k, &k.body, 0, 0, ret, 1, NULL, 0, NULL, 0);
    k_code(&k, &k.body, 0, 0, ret, 1, NULL, 0, NULL, 0);
    put2(&k.body, 0);
    expect_error(&k, "t/A", CFE, "Multiple Code attributes in class file t/A");
}

/* ------------------------------------------------------- prefixes and random mutations */

typedef struct Sample {
    char rel[256], name[256];
    uint8_t *bytes;
    size_t len;
} Sample;

static Sample samples[64];
static int n_samples;

static void collect(const char *dir_rel) {
    char path[1024];
    snprintf(path, sizeof path, DATA "%s", dir_rel);
    DIR *d = opendir(path);
    if (!d) fail_msg("cannot open %s", path);
    struct dirent *e;
    while ((e = readdir(d)) && n_samples < 64) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".class") != 0) continue;
        Sample *s = &samples[n_samples++];
        snprintf(s->rel, sizeof s->rel, "%s%s", dir_rel, e->d_name);
        /* the name: path under the data directory minus a leading release7/ */
        const char *nm = s->rel;
        if (!strncmp(nm, "release7/", 9)) nm += 9;
        snprintf(s->name, sizeof s->name, "%.*s", (int)(strlen(nm) - 6), nm);
        snprintf(path, sizeof path, DATA "%s", s->rel);
        s->bytes = read_file(path, &s->len);
        assert_non_null(s->bytes);
    }
    closedir(d);
}

static int setup_samples(void **state) {
    (void)state;
    collect("cftest/");
    collect("release7/cftest/");
    collect("");
    return n_samples >= 20 ? 0 : -1;
}

static int teardown_samples(void **state) {
    (void)state;
    for (int i = 0; i < n_samples; i++) free(samples[i].bytes);
    n_samples = 0;
    return 0;
}

static const char *sample_name(const Sample *s) { return strcmp(s->name, "module-info") ? s->name : NULL; }

static void test_every_prefix(void **state) {
    (void)state;
    for (int i = 0; i < n_samples; i++) {
        const Sample *s = &samples[i];
        bool module = sample_name(s) == NULL;
        CfError err;
        ClassFile *cf = cf_parse(s->bytes, s->len, sample_name(s), &err);
        if (!cf) fail_msg("%s: %s", s->rel, err.message);
        cf_free(cf);
        for (size_t n = 0; n < s->len; n++) {
            /* an exact-size copy, so that ASan sees any read past the end */
            uint8_t *copy = malloc(n ? n : 1);
            memcpy(copy, s->bytes, n);
            cf = cf_parse(copy, n, sample_name(s), &err);
            free(copy);
            if (cf) fail_msg("%s: prefix of %zu bytes parsed", s->rel, n);
            bool ok = !strcmp(err.exception, CFE) && !strcmp(err.message, "Truncated class file");
            if (module && n >= 10 + 8) /* past the access flags of a module-info: HotSpot's refusal */
                ok = ok || (!strcmp(err.exception, NCDFE) &&
                            !strcmp(err.message, "<Unknown> is not a class because access_flag ACC_MODULE is set"));
            if (!ok) fail_msg("%s: prefix of %zu bytes: %s: %s", s->rel, n, err.exception, err.message);
        }
    }
}

/* Touches everything a ClassFile points to, and checks the indices it promises are valid. */
static void walk(const ClassFile *cf) {
    unsigned sum = 0;
#define TOUCH_ATTR(a)                                                                            \
    do {                                                                                         \
        if ((a).data)                                                                            \
            for (uint32_t z_ = 0; z_ < (a).len; z_++) sum += (a).data[z_];                       \
        else                                                                                     \
            assert_int_equal((a).len, 0);                                                        \
    } while (0)
#define CLASS_AT(i) assert_non_null(cf_class_name(cf, (i)))
    assert_true(cf->cp_count >= 1);
    for (unsigned i = 1; i < cf->cp_count; i++) {
        const CpInfo *e = &cf->cp[i];
        switch (e->tag) {
        case CONSTANT_Utf8:
            assert_int_equal(strlen(e->v.utf8.s), e->v.utf8.len);
            break;
        case CONSTANT_Class:
        case CONSTANT_String:
        case CONSTANT_MethodType:
        case CONSTANT_Module:
        case CONSTANT_Package:
            assert_non_null(cf_utf8(cf, e->a));
            break;
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref:
            CLASS_AT(e->a);
            /* fall through */
        case CONSTANT_Dynamic:
        case CONSTANT_InvokeDynamic:
            assert_int_equal(cf->cp[e->b].tag, CONSTANT_NameAndType);
            break;
        case CONSTANT_NameAndType:
            assert_non_null(cf_utf8(cf, e->a));
            assert_non_null(cf_utf8(cf, e->b));
            break;
        case CONSTANT_MethodHandle:
            assert_true(e->a >= 1 && e->a <= 9);
            assert_true(e->b > 0 && e->b < cf->cp_count);
            break;
        case CONSTANT_Long:
        case CONSTANT_Double:
            i++;
            break;
        default:
            break;
        }
    }
    sum += (unsigned)strlen(cf->this_name);
    if (cf->super_name) sum += (unsigned)strlen(cf->super_name);
    for (int i = 0; i < cf->n_interfaces; i++) sum += (unsigned)strlen(cf->interfaces[i]);
    for (int i = 0; i < cf->n_fields; i++) {
        const CfField *f = &cf->fields[i];
        sum += (unsigned)strlen(f->name) + (unsigned)strlen(f->desc) + (f->signature ? (unsigned)strlen(f->signature) : 0);
        if (f->constant_value) assert_true(f->constant_value < cf->cp_count);
        TOUCH_ATTR(f->annotations);
        TOUCH_ATTR(f->invisible_annotations);
        TOUCH_ATTR(f->type_annotations);
        TOUCH_ATTR(f->invisible_type_annotations);
    }
    for (int i = 0; i < cf->n_methods; i++) {
        const CfMethod *m = &cf->methods[i];
        sum += (unsigned)strlen(m->name) + (unsigned)strlen(m->desc) + (m->signature ? (unsigned)strlen(m->signature) : 0);
        for (int j = 0; j < m->n_exceptions; j++) CLASS_AT(m->exceptions[j]);
        TOUCH_ATTR(m->annotations);
        TOUCH_ATTR(m->invisible_annotations);
        TOUCH_ATTR(m->parameter_annotations);
        TOUCH_ATTR(m->invisible_parameter_annotations);
        TOUCH_ATTR(m->type_annotations);
        TOUCH_ATTR(m->invisible_type_annotations);
        TOUCH_ATTR(m->annotation_default);
        TOUCH_ATTR(m->method_parameters);
        const CfCode *c = m->code;
        if (!c) {
            assert_true(m->access & (ACC_ABSTRACT | ACC_NATIVE));
            continue;
        }
        assert_true(c->code_len > 0 && c->code_len <= 65535);
        for (uint32_t j = 0; j < c->code_len; j++) sum += c->code[j];
        for (int j = 0; j < c->n_handlers; j++) {
            const CfExceptionHandler *h = &c->handlers[j];
            assert_true(h->start_pc < h->end_pc && h->end_pc <= c->code_len && h->handler_pc < c->code_len);
            if (h->catch_type) CLASS_AT(h->catch_type);
        }
        for (int j = 0; j < c->n_lines; j++) assert_true(c->lines[j].start_pc < c->code_len);
        for (int j = 0; j < c->n_locals; j++) {
            assert_true((uint32_t)c->locals[j].start_pc + c->locals[j].length <= c->code_len);
            assert_true(c->locals[j].index < c->max_locals);
            sum += (unsigned)strlen(c->locals[j].name) + (unsigned)strlen(c->locals[j].desc);
        }
        for (int j = 0; j < c->n_local_types; j++)
            sum += (unsigned)strlen(c->local_types[j].name) + (unsigned)strlen(c->local_types[j].desc);
        TOUCH_ATTR(c->stack_map_table);
    }
    if (cf->source_file) sum += (unsigned)strlen(cf->source_file);
    if (cf->signature) sum += (unsigned)strlen(cf->signature);
    TOUCH_ATTR(cf->source_debug_extension);
    for (int i = 0; i < cf->n_inner_classes; i++) {
        const CfInnerClass *ic = &cf->inner_classes[i];
        CLASS_AT(ic->inner_class);
        if (ic->outer_class) CLASS_AT(ic->outer_class);
        if (ic->inner_name) assert_non_null(cf_utf8(cf, ic->inner_name));
    }
    if (cf->has_enclosing_method) {
        CLASS_AT(cf->enclosing_class);
        if (cf->enclosing_method) assert_int_equal(cf->cp[cf->enclosing_method].tag, CONSTANT_NameAndType);
    }
    for (int i = 0; i < cf->n_bootstrap_methods; i++) {
        const CfBootstrapMethod *b = &cf->bootstrap_methods[i];
        assert_int_equal(cf->cp[b->method_handle].tag, CONSTANT_MethodHandle);
        for (int j = 0; j < b->n_args; j++) assert_true(b->args[j] > 0 && b->args[j] < cf->cp_count);
    }
    if (cf->nest_host) CLASS_AT(cf->nest_host);
    for (int i = 0; i < cf->n_nest_members; i++) CLASS_AT(cf->nest_members[i]);
    for (int i = 0; i < cf->n_permitted_subclasses; i++) CLASS_AT(cf->permitted_subclasses[i]);
    for (int i = 0; i < cf->n_record_components; i++) {
        const CfRecordComponent *r = &cf->record_components[i];
        sum += (unsigned)strlen(r->name) + (unsigned)strlen(r->desc) + (r->signature ? (unsigned)strlen(r->signature) : 0);
        TOUCH_ATTR(r->annotations);
        TOUCH_ATTR(r->invisible_annotations);
        TOUCH_ATTR(r->type_annotations);
        TOUCH_ATTR(r->invisible_type_annotations);
    }
    TOUCH_ATTR(cf->annotations);
    TOUCH_ATTR(cf->invisible_annotations);
    TOUCH_ATTR(cf->type_annotations);
    TOUCH_ATTR(cf->invisible_type_annotations);
    TOUCH_ATTR(cf->module);
    TOUCH_ATTR(cf->module_packages);
    TOUCH_ATTR(cf->module_main_class);
#undef TOUCH_ATTR
#undef CLASS_AT
    (void)sum;
}

static uint64_t rng_state;
static uint32_t rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

static void mutate(Buf *b) {
    int rounds = 1 + (int)(rnd() % 3);
    for (int r = 0; r < rounds && b->n > 0; r++) {
        size_t at = rnd() % b->n;
        switch (rnd() % 9) {
        case 0: b->d[at] ^= (uint8_t)(1u << (rnd() % 8)); break;
        case 1: b->d[at] = (uint8_t)rnd(); break;
        case 2: {
            static const uint8_t interesting[] = {0, 1, 2, 0x7f, 0x80, 0xff, 0xfe, 7, 12, 15, 18};
            b->d[at] = interesting[rnd() % sizeof interesting];
            break;
        }
        case 3: /* a u2 to a small or extreme value */
            if (at + 1 < b->n) {
                static const uint16_t v[] = {0, 1, 2, 3, 0xFFFF, 0x7FFF, 0x100, 10};
                uint16_t x = v[rnd() % (sizeof v / sizeof v[0])];
                b->d[at] = (uint8_t)(x >> 8);
                b->d[at + 1] = (uint8_t)x;
            }
            break;
        case 4: /* insert a byte */
            putn(b, "", 1);
            memmove(b->d + at + 1, b->d + at, b->n - at - 1);
            b->d[at] = (uint8_t)rnd();
            break;
        case 5: /* delete bytes */ {
            size_t k = 1 + rnd() % 4;
            if (at + k > b->n) k = b->n - at;
            memmove(b->d + at, b->d + at + k, b->n - at - k);
            b->n -= k;
            break;
        }
        case 6: b->n = at; break; /* truncate */
        case 7: /* swap two bytes */ {
            size_t at2 = rnd() % b->n;
            uint8_t t = b->d[at];
            b->d[at] = b->d[at2];
            b->d[at2] = t;
            break;
        }
        default: /* +-1 on a byte: lengths and counts */
            b->d[at] = (uint8_t)(b->d[at] + ((rnd() & 1) ? 1 : -1));
            break;
        }
    }
}

static void test_random_mutations(void **state) {
    (void)state;
    rng_state = 0x9E3779B97F4A7C15ull;
    int parsed = 0, failed = 0;
    const int total = 6000;
    for (int it = 0; it < total; it++) {
        const Sample *s = &samples[it % n_samples];
        Buf b = {0};
        putn(&b, s->bytes, s->len);
        mutate(&b);
        /* an exact-size copy for ASan */
        uint8_t *copy = malloc(b.n ? b.n : 1);
        memcpy(copy, b.d, b.n);
        for (int named = 0; named < 2; named++) {
            CfError err;
            ClassFile *cf = cf_parse(copy, b.n, named ? sample_name(s) : NULL, &err);
            if (cf) {
                parsed++;
                walk(cf);
                cf_free(cf);
            } else {
                failed++;
                assert_non_null(err.exception);
                assert_true(!strcmp(err.exception, CFE) || !strcmp(err.exception, UCVE) ||
                            !strcmp(err.exception, NCDFE));
                assert_true(err.message[0] != 0);
            }
        }
        free(copy);
        free(b.d);
    }
    /* both outcomes must be well represented, or the mutations test little */
    assert_true(parsed > total / 20);
    assert_true(failed > total / 2);
}

/* --------------------------------------------------------------------- sizes and speed */

static void test_large_class(void **state) {
    (void)state;
    /* 20000 fields and 20000 methods, the duplicate last: needs a hash, not pairwise checks */
    enum { N = 20000 };
    K k;
    k_plain(&k, 61);
    uint16_t ti = k_utf8(&k, "I"), tv = k_utf8(&k, "()V");
    uint16_t *names = malloc(N * sizeof *names);
    char nm[16];
    for (int i = 0; i < N; i++) {
        snprintf(nm, sizeof nm, "n%d", i);
        names[i] = k_utf8(&k, nm);
    }
    for (int dup = 0; dup < 2; dup++) {
        Buf body = {0};
        putn(&body, k.body.d, k.body.n);
        put2(&body, N);
        for (int i = 0; i < N; i++) {
            put2(&body, 0);
            put2(&body, dup && i == N - 1 ? names[7] : names[i]);
            put2(&body, ti);
            put2(&body, 0);
        }
        put2(&body, N);
        for (int i = 0; i < N; i++) {
            put2(&body, ACC_ABSTRACT);
            put2(&body, names[i]);
            put2(&body, tv);
            put2(&body, 0);
        }
        put2(&body, 0);
        K kk = k;
        kk.body = body;
        Buf b = k_bytes(&kk);
        CfError err;
        ClassFile *cf = cf_parse(b.d, b.n, "t/A", &err);
        if (dup) {
            assert_null(cf);
            assert_string_equal(err.message, "Duplicate field name \"n7\" with signature \"I\" in class file t/A");
        } else {
            if (!cf) fail_msg("%s", err.message);
            assert_int_equal(cf->n_fields, N);
            assert_int_equal(cf->n_methods, N);
            assert_string_equal(cf->methods[N - 1].name, "n19999");
            cf_free(cf);
        }
        free(b.d);
        free(body.d);
    }
    free(names);
    k_free(&k);

    /* a 30000-deep chain of nested classes in InnerClasses, then the same made circular */
    enum { M = 30000 };
    for (int circular = 0; circular < 2; circular++) {
        k_plain(&k, 61);
        uint16_t *cls = malloc(M * sizeof *cls);
        char cn[32];
        for (int i = 0; i < M; i++) {
            snprintf(cn, sizeof cn, "t/A$%d", i);
            cls[i] = k_class(&k, cn);
        }
        put2(&k.body, 0);
        put2(&k.body, 0);
        put2(&k.body, 1);
        Buf ic = {0};
        put2(&ic, M);
        for (int i = 0; i < M; i++) {
            put2(&ic, cls[i]);
            put2(&ic, i + 1 < M ? cls[i + 1] : circular ? cls[0] : 2);
            put2(&ic, 0);
            put2(&ic, ACC_STATIC);
        }
        k_attr(&k, &k.body, "InnerClasses", ic.d, ic.n);
        free(ic.d);
        free(cls);
        Buf b = k_bytes(&k);
        CfError err;
        ClassFile *cf = cf_parse(b.d, b.n, "t/A", &err);
        if (!cf) fail_msg("%s", err.message);
        assert_int_equal(cf->n_inner_classes, circular ? 0 : M);
        cf_free(cf);
        free(b.d);
        k_free(&k);
    }
}

/* --------------------------------------------------------------------- jrt-fs.jar */

static int n_jar_classes;

static void parse_tree(const char *root, const char *rel) {
    char path[2048];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char sub[1024];
        snprintf(sub, sizeof sub, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name);
        snprintf(path, sizeof path, "%s/%s", root, sub);
        struct stat st;
        if (stat(path, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            parse_tree(root, sub);
            continue;
        }
        size_t n = strlen(sub);
        if (n < 7 || strcmp(sub + n - 6, ".class") != 0) continue;
        size_t len;
        uint8_t *bytes = read_file(path, &len);
        assert_non_null(bytes);
        sub[n - 6] = 0;
        bool module = !strcmp(sub, "module-info");
        CfError err;
        ClassFile *cf = cf_parse(bytes, len, module ? NULL : sub, &err);
        if (!cf) fail_msg("%s: %s: %s", sub, err.exception, err.message);
        walk(cf);
        cf_free(cf);
        free(bytes);
        n_jar_classes++;
    }
    closedir(d);
}

static void test_jrt_fs_jar(void **state) {
    (void)state;
    const char *jar = VITRINE_JAVA_HOME "/lib/jrt-fs.jar";
    if (access(jar, R_OK) != 0 || system("command -v unzip >/dev/null 2>&1") != 0) {
        print_message("skipping: no unzip or no %s\n", jar);
        skip();
    }
    char dir[] = "/tmp/vitrine-cf-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "unzip -q -o '%s' -d '%s'", jar, dir);
    int rc = system(cmd);
    n_jar_classes = 0;
    if (rc == 0) parse_tree(dir, "");
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) print_message("could not remove %s\n", dir);
    assert_int_equal(rc, 0);
    assert_true(n_jar_classes > 20);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kitchen),
        cmocka_unit_test(test_nested_classes),
        cmocka_unit_test(test_enum),
        cmocka_unit_test(test_annotation_type),
        cmocka_unit_test(test_records_and_sealed),
        cmocka_unit_test(test_module_info),
        cmocka_unit_test(test_old_version),
        cmocka_unit_test(test_hand_built_valid),
        cmocka_unit_test(test_errors_header),
        cmocka_unit_test(test_errors_constant_pool),
        cmocka_unit_test(test_errors_class),
        cmocka_unit_test(test_errors_fields),
        cmocka_unit_test(test_errors_methods),
        cmocka_unit_test(test_errors_code),
        cmocka_unit_test_setup_teardown(test_every_prefix, setup_samples, teardown_samples),
        cmocka_unit_test_setup_teardown(test_random_mutations, setup_samples, teardown_samples),
        cmocka_unit_test(test_large_class),
        cmocka_unit_test(test_jrt_fs_jar),
    };
    return cmocka_run_group_tests_name("classfile", tests, NULL, NULL);
}
