/* reflect_util.c: helpers for the reflection natives (see reflect_util.h). */
#include "reflect_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
   Offsets */

static ReflectOffsets ro;
static bool ro_method, ro_ctor, ro_field, ro_param, ro_rc, ro_cp, ro_class;

const ReflectOffsets *reflect_method_offsets(Thread *t)
{
    if (!ro_method) {
        const char *M = "java/lang/reflect/Method";
        ro.method_clazz = vm_field_offset(t, M, "clazz", "Ljava/lang/Class;");
        ro.method_slot = vm_field_offset(t, M, "slot", "I");
        ro.method_name = vm_field_offset(t, M, "name", "Ljava/lang/String;");
        ro.method_return_type = vm_field_offset(t, M, "returnType", "Ljava/lang/Class;");
        ro.method_parameter_types = vm_field_offset(t, M, "parameterTypes", "[Ljava/lang/Class;");
        ro.method_exception_types = vm_field_offset(t, M, "exceptionTypes", "[Ljava/lang/Class;");
        ro.method_modifiers = vm_field_offset(t, M, "modifiers", "I");
        ro.method_signature = vm_field_offset(t, M, "signature", "Ljava/lang/String;");
        ro.method_annotations = vm_field_offset(t, M, "annotations", "[B");
        ro.method_parameter_annotations = vm_field_offset(t, M, "parameterAnnotations", "[B");
        ro.method_annotation_default = vm_field_offset(t, M, "annotationDefault", "[B");
        ro_method = true;
    }
    return &ro;
}

const ReflectOffsets *reflect_ctor_offsets(Thread *t)
{
    if (!ro_ctor) {
        const char *C = "java/lang/reflect/Constructor";
        ro.ctor_clazz = vm_field_offset(t, C, "clazz", "Ljava/lang/Class;");
        ro.ctor_slot = vm_field_offset(t, C, "slot", "I");
        ro.ctor_parameter_types = vm_field_offset(t, C, "parameterTypes", "[Ljava/lang/Class;");
        ro.ctor_exception_types = vm_field_offset(t, C, "exceptionTypes", "[Ljava/lang/Class;");
        ro.ctor_modifiers = vm_field_offset(t, C, "modifiers", "I");
        ro.ctor_signature = vm_field_offset(t, C, "signature", "Ljava/lang/String;");
        ro.ctor_annotations = vm_field_offset(t, C, "annotations", "[B");
        ro.ctor_parameter_annotations = vm_field_offset(t, C, "parameterAnnotations", "[B");
        ro_ctor = true;
    }
    return &ro;
}

const ReflectOffsets *reflect_field_offsets(Thread *t)
{
    if (!ro_field) {
        const char *F = "java/lang/reflect/Field";
        ro.field_clazz = vm_field_offset(t, F, "clazz", "Ljava/lang/Class;");
        ro.field_slot = vm_field_offset(t, F, "slot", "I");
        ro.field_name = vm_field_offset(t, F, "name", "Ljava/lang/String;");
        ro.field_type = vm_field_offset(t, F, "type", "Ljava/lang/Class;");
        ro.field_modifiers = vm_field_offset(t, F, "modifiers", "I");
        ro.field_trusted_final = vm_field_offset(t, F, "trustedFinal", "Z");
        ro.field_signature = vm_field_offset(t, F, "signature", "Ljava/lang/String;");
        ro.field_annotations = vm_field_offset(t, F, "annotations", "[B");
        ro_field = true;
    }
    return &ro;
}

const ReflectOffsets *reflect_param_offsets(Thread *t)
{
    if (!ro_param) {
        const char *P = "java/lang/reflect/Parameter";
        ro.param_name = vm_field_offset(t, P, "name", "Ljava/lang/String;");
        ro.param_modifiers = vm_field_offset(t, P, "modifiers", "I");
        ro.param_executable = vm_field_offset(t, P, "executable", "Ljava/lang/reflect/Executable;");
        ro.param_index = vm_field_offset(t, P, "index", "I");
        ro_param = true;
    }
    return &ro;
}

const ReflectOffsets *reflect_rc_offsets(Thread *t)
{
    if (!ro_rc) {
        const char *R = "java/lang/reflect/RecordComponent";
        ro.rc_clazz = vm_field_offset(t, R, "clazz", "Ljava/lang/Class;");
        ro.rc_name = vm_field_offset(t, R, "name", "Ljava/lang/String;");
        ro.rc_type = vm_field_offset(t, R, "type", "Ljava/lang/Class;");
        ro.rc_accessor = vm_field_offset(t, R, "accessor", "Ljava/lang/reflect/Method;");
        ro.rc_signature = vm_field_offset(t, R, "signature", "Ljava/lang/String;");
        ro.rc_annotations = vm_field_offset(t, R, "annotations", "[B");
        ro.rc_type_annotations = vm_field_offset(t, R, "typeAnnotations", "[B");
        ro_rc = true;
    }
    return &ro;
}

const ReflectOffsets *reflect_cp_offsets(Thread *t)
{
    if (!ro_cp) {
        ro.cp_oop = vm_field_offset(t, "jdk/internal/reflect/ConstantPool", "constantPoolOop",
                                    "Ljava/lang/Object;");
        ro_cp = true;
    }
    return &ro;
}

const ReflectOffsets *reflect_class_offsets(Thread *t)
{
    if (!ro_class) {
        ro.class_name = vm_field_offset(t, "java/lang/Class", "name", "Ljava/lang/String;");
        ro_class = true;
    }
    return &ro;
}

Class *reflect_boot_class(Thread *t, Class **cache, const char *name)
{
    if (!*cache)
        *cache = vm_boot_class(t, name);
    return *cache;
}

/* ------------------------------------------------------------------------------------------------
   Access flags */

static jint cf_class_flags(const ClassFile *cf)
{
    jint f = cf->access & REFLECT_CLASS_MODIFIERS;
    if ((f & ACC_INTERFACE) && cf->major < 50)
        f |= ACC_ABSTRACT; /* old class files: interfaces are implicitly abstract */
    return f;
}

static jint cf_inner_flags(const ClassFile *cf, const CfInnerClass *ic)
{
    jint mask = REFLECT_INNER_MODIFIERS | (cf->major >= 53 ? ACC_MODULE : 0);
    jint f = ic->access & mask;
    if ((f & ACC_INTERFACE) && cf->major < 50)
        f |= ACC_ABSTRACT;
    return f;
}

bool reflect_cp_names(const Class *c, uint16_t cp_index, const char *name)
{
    if (!c->cf || !name)
        return false;
    const char *n = cf_class_name(c->cf, cp_index);
    return n && (n == name || strcmp(n, name) == 0);
}

const CfInnerClass *reflect_own_inner_entry(const Class *c)
{
    const ClassFile *cf = c->cf;
    if (!cf)
        return NULL;
    for (uint16_t i = 0; i < cf->n_inner_classes; i++) {
        const CfInnerClass *ic = &cf->inner_classes[i];
        if (ic->inner_class == 0)
            continue;
        if (reflect_cp_names(c, ic->inner_class, c->name) ||
            (c->hidden && reflect_cp_names(c, ic->inner_class, cf->this_name)))
            return ic;
    }
    return NULL;
}

jint reflect_class_modifiers(Class *c)
{
    if (c->prim_type)
        return ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL;
    if (c->is_array) {
        Class *b = c;
        while (b->is_array && b->component)
            b = b->component;
        if (b->prim_type || b->is_array)
            return ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL;
        return (reflect_class_modifiers(b) & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_ABSTRACT |
               ACC_FINAL;
    }
    jint access;
    if (c->cf) {
        const CfInnerClass *ic = reflect_own_inner_entry(c);
        access = ic ? cf_inner_flags(c->cf, ic) : cf_class_flags(c->cf);
    } else {
        access = c->access;
    }
    return (access & ~ACC_SUPER) & REFLECT_WRITTEN_FLAGS;
}

jint reflect_class_access_flags(Class *c)
{
    if (c->prim_type)
        return ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL;
    if (c->is_array)
        return 0; /* HotSpot 17 keeps no access flags on array classes */
    jint access = c->cf ? cf_class_flags(c->cf) : c->access;
    return access & REFLECT_WRITTEN_FLAGS;
}

jint reflect_method_modifiers(const Method *m) { return m->access & REFLECT_METHOD_MODIFIERS; }

jint reflect_field_modifiers(const Field *f) { return f->access & REFLECT_FIELD_MODIFIERS; }

bool reflect_is_record(const Class *c)
{
    if (!c->cf || !c->cf->is_record)
        return false;
    if (!(c->access & ACC_FINAL) && !(c->cf->access & ACC_FINAL))
        return false;
    const Class *s = c->super;
    return s && s->loader == NULL && strcmp(s->name, "java/lang/Record") == 0;
}

bool reflect_field_trusted_final(const Field *f)
{
    if (!(f->access & ACC_FINAL))
        return false;
    return (f->access & ACC_STATIC) || f->klass->hidden || reflect_is_record(f->klass);
}

/* ------------------------------------------------------------------------------------------------
   Resolution */

static Class *resolve_name(Thread *t, Class *holder, const char *name)
{
    if (holder->cf && holder->cf->this_name &&
        (name == holder->cf->this_name || strcmp(name, holder->cf->this_name) == 0))
        return holder;
    if (name == holder->name || strcmp(name, holder->name) == 0)
        return holder;
    return vm_load_class(t, holder->loader, name, false);
}

Class *reflect_cp_class(Thread *t, Class *c, uint16_t cp_index)
{
    const ClassFile *cf = c->cf;
    if (!cf || cp_index == 0 || cp_index >= cf->cp_count || cf->cp[cp_index].tag != CONSTANT_Class) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return NULL;
    }
    if (c->resolved && c->resolved[cp_index])
        return (Class *)c->resolved[cp_index];
    const char *name = cf_class_name(cf, cp_index);
    if (!name) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return NULL;
    }
    return resolve_name(t, c, name);
}

/* A loaded class of that name visible to loader (no loading). Arrays through their element. */
static Class *find_loaded(Class *holder, const char *name)
{
    if (holder->cf && holder->cf->this_name && strcmp(name, holder->cf->this_name) == 0)
        return holder;
    int dims = 0;
    while (name[dims] == '[')
        dims++;
    Class *k;
    if (dims == 0) {
        k = vm_find_loaded_class(holder->loader, name);
        if (!k && holder->loader)
            k = vm_find_loaded_class(NULL, name);
        return k;
    }
    const char *e = name + dims;
    if (*e == 'L') {
        size_t n = strlen(e);
        if (n < 3 || e[n - 1] != ';')
            return NULL;
        k = find_loaded(holder, sym_n(e + 1, n - 2));
    } else {
        if (e[0] == '\0' || e[1] != '\0' || e[0] == 'V')
            return NULL;
        k = vm_primitive_class(e[0]);
    }
    while (k && dims-- > 0)
        k = k->array_class;
    return k;
}

Class *reflect_cp_class_if_loaded(Class *c, uint16_t cp_index)
{
    const ClassFile *cf = c->cf;
    if (!cf || cp_index == 0 || cp_index >= cf->cp_count || cf->cp[cp_index].tag != CONSTANT_Class)
        return NULL;
    if (c->resolved && c->resolved[cp_index])
        return (Class *)c->resolved[cp_index];
    const char *name = cf_class_name(cf, cp_index);
    return name ? find_loaded(c, name) : NULL;
}

Class *reflect_parse_type(Thread *t, Class *holder, const char **p)
{
    const char *s = *p;
    int dims = 0;
    while (*s == '[') {
        dims++;
        s++;
    }
    Class *k;
    if (*s == 'L') {
        const char *semi = strchr(s, ';');
        if (!semi) {
            vm_throw(t, "java/lang/ClassFormatError", "Bad descriptor %s", *p);
            return NULL;
        }
        k = resolve_name(t, holder, sym_n(s + 1, (size_t)(semi - s - 1)));
        s = semi + 1;
    } else if (*s && strchr("ZBCSIJFDV", *s)) {
        k = vm_primitive_class(*s);
        s++;
    } else {
        vm_throw(t, "java/lang/ClassFormatError", "Bad descriptor %s", *p);
        return NULL;
    }
    while (k && dims-- > 0)
        k = vm_array_class(t, k);
    if (!k)
        return NULL;
    *p = s;
    return k;
}

static const char *skip_type(const char *s)
{
    while (*s == '[')
        s++;
    if (*s == 'L') {
        const char *semi = strchr(s, ';');
        return semi ? semi + 1 : s + strlen(s);
    }
    return *s ? s + 1 : s;
}

int reflect_param_count(const char *desc)
{
    int n = 0;
    const char *s = desc;
    if (*s == '(')
        s++;
    while (*s && *s != ')') {
        s = skip_type(s);
        n++;
    }
    return n;
}

Object *reflect_param_types(Thread *t, Class *holder, const char *desc)
{
    int n = reflect_param_count(desc);
    Object *arr = vm_new_object_array(t, wk.Class, n);
    if (!arr)
        return NULL;
    RS_BEGIN(t);
    RS_ROOT(arr);
    const char *p = desc + 1;
    for (int i = 0; i < n; i++) {
        Class *k = reflect_parse_type(t, holder, &p);
        if (!k) {
            RS_END();
            return NULL;
        }
        Object *m = vm_mirror(k);
        ARRAY_DATA(arr, Object *)[i] = m;
    }
    RS_END();
    return arr;
}

Class *reflect_return_type(Thread *t, Class *holder, const char *desc)
{
    const char *p = strchr(desc, ')');
    if (!p) {
        vm_throw(t, "java/lang/ClassFormatError", "Bad method descriptor %s", desc);
        return NULL;
    }
    p++;
    return reflect_parse_type(t, holder, &p);
}

Object *reflect_exception_types(Thread *t, Method *m)
{
    int n = m->info ? m->info->n_exceptions : 0;
    Object *arr = vm_new_object_array(t, wk.Class, n);
    if (!arr)
        return NULL;
    RS_BEGIN(t);
    RS_ROOT(arr);
    for (int i = 0; i < n; i++) {
        Class *k = reflect_cp_class(t, m->klass, m->info->exceptions[i]);
        if (!k) {
            RS_END();
            return NULL;
        }
        Object *mi = vm_mirror(k);
        ARRAY_DATA(arr, Object *)[i] = mi;
    }
    RS_END();
    return arr;
}

/* ------------------------------------------------------------------------------------------------
   Reflection objects */

static Class *cls_method, *cls_ctor, *cls_field;

Object *reflect_byte_array(Thread *t, CfAttr a)
{
    if (!a.data)
        return NULL;
    Object *arr = vm_new_prim_array(t, 'B', (jint)a.len);
    if (!arr)
        return NULL;
    memcpy(ARRAY_DATA(arr, uint8_t), a.data, a.len);
    return arr;
}

/* Stores a possibly-NULL byte[] attribute; false on OOM. */
static bool put_attr(Thread *t, Object *obj, uint32_t off, CfAttr a)
{
    Object *arr = reflect_byte_array(t, a);
    if (!arr && a.data)
        return false;
    FIELD_AT(obj, off, Object *) = arr;
    return true;
}

Object *reflect_new_method(Thread *t, Method *m)
{
    const ReflectOffsets *o = reflect_method_offsets(t);
    Class *mk = reflect_boot_class(t, &cls_method, "java/lang/reflect/Method");
    if (!vm_ensure_initialized(t, mk))
        return NULL;
    Object *ptypes = NULL, *obj = NULL, *tmp = NULL;
    RS_BEGIN(t);
    RS_ROOT(ptypes);
    RS_ROOT(obj);
    /* HotSpot's order: parameter types, return type, exception types, then the object. */
    ptypes = reflect_param_types(t, m->klass, m->desc);
    if (!ptypes)
        goto fail;
    Class *rtype = reflect_return_type(t, m->klass, m->desc);
    if (!rtype)
        goto fail;
    obj = vm_new_object(t, mk);
    if (!obj)
        goto fail;
    FIELD_AT(obj, o->method_parameter_types, Object *) = ptypes;
    tmp = vm_mirror(rtype);
    FIELD_AT(obj, o->method_return_type, Object *) = tmp;
    tmp = reflect_exception_types(t, m);
    if (!tmp)
        goto fail;
    FIELD_AT(obj, o->method_exception_types, Object *) = tmp;
    tmp = vm_intern_utf8(t, m->name);
    if (!tmp)
        goto fail;
    FIELD_AT(obj, o->method_name, Object *) = tmp;
    tmp = vm_mirror(m->klass);
    FIELD_AT(obj, o->method_clazz, Object *) = tmp;
    FIELD_AT(obj, o->method_slot, jint) = m->slot;
    FIELD_AT(obj, o->method_modifiers, jint) = reflect_method_modifiers(m);
    if (m->info) {
        if (m->info->signature) {
            tmp = vm_string_utf8(t, m->info->signature);
            if (!tmp)
                goto fail;
            FIELD_AT(obj, o->method_signature, Object *) = tmp;
        }
        if (!put_attr(t, obj, o->method_annotations, m->info->annotations) ||
            !put_attr(t, obj, o->method_parameter_annotations, m->info->parameter_annotations) ||
            !put_attr(t, obj, o->method_annotation_default, m->info->annotation_default))
            goto fail;
    }
    RS_END();
    return obj;
fail:
    RS_END();
    return NULL;
}

Object *reflect_new_constructor(Thread *t, Method *m)
{
    const ReflectOffsets *o = reflect_ctor_offsets(t);
    Class *ck = reflect_boot_class(t, &cls_ctor, "java/lang/reflect/Constructor");
    if (!vm_ensure_initialized(t, ck))
        return NULL;
    Object *ptypes = NULL, *obj = NULL, *tmp = NULL;
    RS_BEGIN(t);
    RS_ROOT(ptypes);
    RS_ROOT(obj);
    ptypes = reflect_param_types(t, m->klass, m->desc);
    if (!ptypes)
        goto fail;
    obj = vm_new_object(t, ck);
    if (!obj)
        goto fail;
    FIELD_AT(obj, o->ctor_parameter_types, Object *) = ptypes;
    tmp = reflect_exception_types(t, m);
    if (!tmp)
        goto fail;
    FIELD_AT(obj, o->ctor_exception_types, Object *) = tmp;
    tmp = vm_mirror(m->klass);
    FIELD_AT(obj, o->ctor_clazz, Object *) = tmp;
    FIELD_AT(obj, o->ctor_slot, jint) = m->slot;
    FIELD_AT(obj, o->ctor_modifiers, jint) = reflect_method_modifiers(m);
    if (m->info) {
        if (m->info->signature) {
            tmp = vm_string_utf8(t, m->info->signature);
            if (!tmp)
                goto fail;
            FIELD_AT(obj, o->ctor_signature, Object *) = tmp;
        }
        if (!put_attr(t, obj, o->ctor_annotations, m->info->annotations) ||
            !put_attr(t, obj, o->ctor_parameter_annotations, m->info->parameter_annotations))
            goto fail;
    }
    RS_END();
    return obj;
fail:
    RS_END();
    return NULL;
}

Object *reflect_new_field(Thread *t, Field *f)
{
    const ReflectOffsets *o = reflect_field_offsets(t);
    Class *fk = reflect_boot_class(t, &cls_field, "java/lang/reflect/Field");
    if (!vm_ensure_initialized(t, fk))
        return NULL;
    Object *name = NULL, *obj = NULL, *tmp = NULL;
    RS_BEGIN(t);
    RS_ROOT(name);
    RS_ROOT(obj);
    name = vm_intern_utf8(t, f->name);
    if (!name)
        goto fail;
    const char *p = f->desc;
    Class *type = reflect_parse_type(t, f->klass, &p);
    if (!type)
        goto fail;
    obj = vm_new_object(t, fk);
    if (!obj)
        goto fail;
    tmp = vm_mirror(f->klass);
    FIELD_AT(obj, o->field_clazz, Object *) = tmp;
    FIELD_AT(obj, o->field_slot, jint) = f->slot;
    FIELD_AT(obj, o->field_name, Object *) = name;
    tmp = vm_mirror(type);
    FIELD_AT(obj, o->field_type, Object *) = tmp;
    FIELD_AT(obj, o->field_trusted_final, jboolean) = reflect_field_trusted_final(f) ? 1 : 0;
    FIELD_AT(obj, o->field_modifiers, jint) = reflect_field_modifiers(f);
    if (f->info) {
        if (f->info->signature) {
            tmp = vm_string_utf8(t, f->info->signature);
            if (!tmp)
                goto fail;
            FIELD_AT(obj, o->field_signature, Object *) = tmp;
        }
        if (!put_attr(t, obj, o->field_annotations, f->info->annotations))
            goto fail;
    }
    RS_END();
    return obj;
fail:
    RS_END();
    return NULL;
}

Object *reflect_class_array(Thread *t, Class **cs, int n)
{
    Object *arr = vm_new_object_array(t, wk.Class, n);
    if (!arr)
        return NULL;
    RS_BEGIN(t);
    RS_ROOT(arr);
    for (int i = 0; i < n; i++) {
        Object *m = vm_mirror(cs[i]); /* may create the mirror */
        ARRAY_DATA(arr, Object *)[i] = m;
    }
    RS_END();
    return arr;
}

Method *reflect_method_of(Thread *t, Object *e)
{
    if (!e)
        return NULL;
    Object *mirror;
    jint slot;
    if (e->klass == reflect_boot_class(t, &cls_method, "java/lang/reflect/Method")) {
        const ReflectOffsets *o = reflect_method_offsets(t);
        mirror = FIELD_AT(e, o->method_clazz, Object *);
        slot = FIELD_AT(e, o->method_slot, jint);
    } else if (e->klass == reflect_boot_class(t, &cls_ctor, "java/lang/reflect/Constructor")) {
        const ReflectOffsets *o = reflect_ctor_offsets(t);
        mirror = FIELD_AT(e, o->ctor_clazz, Object *);
        slot = FIELD_AT(e, o->ctor_slot, jint);
    } else {
        return NULL;
    }
    Class *c = mirror ? vm_class_of_mirror(mirror) : NULL;
    if (!c || slot < 0 || slot >= c->n_methods)
        return NULL;
    return &c->methods[slot];
}

Field *reflect_field_of(Thread *t, Object *fo)
{
    if (!fo)
        return NULL;
    const ReflectOffsets *o = reflect_field_offsets(t);
    Object *mirror = FIELD_AT(fo, o->field_clazz, Object *);
    jint slot = FIELD_AT(fo, o->field_slot, jint);
    Class *c = mirror ? vm_class_of_mirror(mirror) : NULL;
    if (!c || slot < 0 || slot >= c->n_fields)
        return NULL;
    return &c->fields[slot];
}

/* ------------------------------------------------------------------------------------------------
   Boxing */

static const char box_types[] = "ZBCSIJFD";
static const char *const box_names[8] = {
    "java/lang/Boolean", "java/lang/Byte", "java/lang/Character", "java/lang/Short",
    "java/lang/Integer", "java/lang/Long", "java/lang/Float", "java/lang/Double",
};
static const char *const box_value_desc[8] = {"Z", "B", "C", "S", "I", "J", "F", "D"};
static Class *box_class[8];
static uint32_t box_off[8];

static int box_index(char type)
{
    const char *p = type ? strchr(box_types, type) : NULL;
    return p ? (int)(p - box_types) : -1;
}

static uint32_t box_value_offset(Thread *t, int i)
{
    if (!box_off[i])
        box_off[i] = vm_field_offset(t, box_names[i], "value", box_value_desc[i]);
    return box_off[i];
}

Object *reflect_box(Thread *t, char type, Slot v)
{
    int i = box_index(type);
    if (i < 0) {
        vm_throw(t, "java/lang/InternalError", "cannot box type %c", type);
        return NULL;
    }
    Class *bc = reflect_boot_class(t, &box_class[i], box_names[i]);
    if (!vm_ensure_initialized(t, bc))
        return NULL;
    uint32_t off = box_value_offset(t, i);
    Object *o = vm_new_object(t, bc);
    if (!o)
        return NULL;
    switch (type) {
    case 'Z': FIELD_AT(o, off, jboolean) = (jboolean)(v.i & 1); break;
    case 'B': FIELD_AT(o, off, jbyte) = (jbyte)v.i; break;
    case 'C': FIELD_AT(o, off, jchar) = (jchar)v.i; break;
    case 'S': FIELD_AT(o, off, jshort) = (jshort)v.i; break;
    case 'I': FIELD_AT(o, off, jint) = v.i; break;
    case 'J': FIELD_AT(o, off, jlong) = v.j; break;
    case 'F': FIELD_AT(o, off, jfloat) = v.f; break;
    case 'D': FIELD_AT(o, off, jdouble) = v.d; break;
    }
    return o;
}

char reflect_unbox(Thread *t, Object *o, Slot *out)
{
    if (!o || o->klass->loader != NULL)
        return 0;
    const char *n = o->klass->name;
    if (strncmp(n, "java/lang/", 10) != 0)
        return 0;
    for (int i = 0; i < 8; i++) {
        if (strcmp(n, box_names[i]) != 0)
            continue;
        uint32_t off = box_value_offset(t, i);
        out->raw = 0;
        switch (box_types[i]) {
        case 'Z': out->i = FIELD_AT(o, off, jboolean); break;
        case 'B': out->i = FIELD_AT(o, off, jbyte); break;
        case 'C': out->i = FIELD_AT(o, off, jchar); break;
        case 'S': out->i = FIELD_AT(o, off, jshort); break;
        case 'I': out->i = FIELD_AT(o, off, jint); break;
        case 'J': out->j = FIELD_AT(o, off, jlong); break;
        case 'F': out->f = FIELD_AT(o, off, jfloat); break;
        case 'D': out->d = FIELD_AT(o, off, jdouble); break;
        }
        return box_types[i];
    }
    return 0;
}

bool reflect_widen(Slot *v, char from, char to)
{
    if (from == to)
        return true;
    bool from_int = from == 'B' || from == 'S' || from == 'C' || from == 'I'; /* value in v->i */
    switch (to) {
    case 'S':
        return from == 'B';
    case 'I':
        return from == 'B' || from == 'S' || from == 'C';
    case 'J':
        if (!from_int)
            return false;
        v->j = (jlong)v->i;
        return true;
    case 'F':
        if (from_int) {
            v->f = (jfloat)v->i;
            return true;
        }
        if (from == 'J') {
            v->f = (jfloat)v->j;
            return true;
        }
        return false;
    case 'D':
        if (from_int) {
            v->d = (jdouble)v->i;
            return true;
        }
        if (from == 'J') {
            v->d = (jdouble)v->j;
            return true;
        }
        if (from == 'F') {
            v->d = (jdouble)v->f;
            return true;
        }
        return false;
    default:
        return false;
    }
}

Slot reflect_array_load(Object *a, char type, jint i)
{
    Slot v;
    v.raw = 0;
    switch (type) {
    case 'Z': v.i = ARRAY_DATA(a, jboolean)[i]; break;
    case 'B': v.i = ARRAY_DATA(a, jbyte)[i]; break;
    case 'C': v.i = ARRAY_DATA(a, jchar)[i]; break;
    case 'S': v.i = ARRAY_DATA(a, jshort)[i]; break;
    case 'I': v.i = ARRAY_DATA(a, jint)[i]; break;
    case 'J': v.j = ARRAY_DATA(a, jlong)[i]; break;
    case 'F': v.f = ARRAY_DATA(a, jfloat)[i]; break;
    case 'D': v.d = ARRAY_DATA(a, jdouble)[i]; break;
    default: v.l = ARRAY_DATA(a, Object *)[i]; break;
    }
    return v;
}

void reflect_array_store(Object *a, char type, jint i, Slot v)
{
    switch (type) {
    case 'Z': ARRAY_DATA(a, jboolean)[i] = (jboolean)(v.i & 1); break;
    case 'B': ARRAY_DATA(a, jbyte)[i] = (jbyte)v.i; break;
    case 'C': ARRAY_DATA(a, jchar)[i] = (jchar)v.i; break;
    case 'S': ARRAY_DATA(a, jshort)[i] = (jshort)v.i; break;
    case 'I': ARRAY_DATA(a, jint)[i] = v.i; break;
    case 'J': ARRAY_DATA(a, jlong)[i] = v.j; break;
    case 'F': ARRAY_DATA(a, jfloat)[i] = v.f; break;
    case 'D': ARRAY_DATA(a, jdouble)[i] = v.d; break;
    default: ARRAY_DATA(a, Object *)[i] = v.l; break;
    }
}

/* ------------------------------------------------------------------------------------------------
   Names */

static void append(char *buf, size_t cap, const char *s, size_t n)
{
    size_t len = strlen(buf);
    if (len + 1 >= cap)
        return;
    if (n > cap - 1 - len)
        n = cap - 1 - len;
    memcpy(buf + len, s, n);
    buf[len + n] = '\0';
}

static void appends(char *buf, size_t cap, const char *s) { append(buf, cap, s, strlen(s)); }

void reflect_append_external_type(char *buf, size_t cap, const char **p)
{
    const char *s = *p;
    int dims = 0;
    while (*s == '[') {
        dims++;
        s++;
    }
    static const char *const prim_names[] = {"boolean", "byte", "char", "short", "int",
                                             "long", "float", "double", "void"};
    static const char prim_codes[] = "ZBCSIJFDV";
    if (*s == 'L') {
        s++;
        while (*s && *s != ';') {
            char ch = *s == '/' ? '.' : *s;
            append(buf, cap, &ch, 1);
            s++;
        }
        if (*s == ';')
            s++;
    } else if (*s) {
        const char *q = strchr(prim_codes, *s);
        appends(buf, cap, q ? prim_names[q - prim_codes] : "?");
        s++;
    }
    while (dims-- > 0)
        appends(buf, cap, "[]");
    *p = s;
}

void reflect_external_method_name(char *buf, size_t cap, const char *prefix, Class *holder,
                                  const char *name, const char *desc)
{
    if (cap == 0)
        return;
    buf[0] = '\0';
    if (prefix)
        appends(buf, cap, prefix);
    const char *r = strchr(desc, ')');
    if (r) {
        r++;
        reflect_append_external_type(buf, cap, &r);
    }
    appends(buf, cap, " ");
    if (holder) {
        char *hn = vm_class_java_name(holder);
        appends(buf, cap, hn);
        free(hn);
        appends(buf, cap, ".");
    }
    appends(buf, cap, name);
    appends(buf, cap, "(");
    const char *p = desc + 1;
    bool first = true;
    while (*p && *p != ')') {
        if (!first)
            appends(buf, cap, ", ");
        first = false;
        reflect_append_external_type(buf, cap, &p);
    }
    appends(buf, cap, ")");
}

/* ------------------------------------------------------------------------------------------------
   Nest mates */

static Class *cls_vm_error;

static bool is_vm_error(Thread *t, Object *ex)
{
    return ex && vm_instance_of(ex, reflect_boot_class(t, &cls_vm_error, "java/lang/VirtualMachineError"));
}

/* Whether host's NestMembers lists c (by name, then by identity). */
static bool has_nest_member(Thread *t, Class *host, Class *c)
{
    const ClassFile *cf = host->cf;
    if (!cf)
        return false;
    for (uint16_t i = 0; i < cf->n_nest_members; i++) {
        uint16_t idx = cf->nest_members[i];
        if (!reflect_cp_names(host, idx, c->name))
            continue;
        Class *k = reflect_cp_class(t, host, idx);
        if (!k) {
            t->exception = NULL;
            continue;
        }
        if (k == c)
            return true;
    }
    return false;
}

static bool same_package(const Class *a, const Class *b)
{
    if (a->loader != b->loader)
        return false;
    const char *pa = a->package ? a->package : "", *pb = b->package ? b->package : "";
    return pa == pb || strcmp(pa, pb) == 0;
}

Class *reflect_nest_host(Thread *t, Class *c)
{
    if (c->nest_host)
        return c->nest_host;
    if (c->cf && c->cf->nest_host != 0) {
        Class *h = reflect_cp_class(t, c, c->cf->nest_host);
        if (!h) {
            if (is_vm_error(t, t->exception))
                return NULL;
            t->exception = NULL; /* resolution failure: the class is its own host */
        } else if (same_package(c, h) && !h->is_array && !h->prim_type && has_nest_member(t, h, c)) {
            c->nest_host = h;
            return h;
        }
    }
    c->nest_host = c;
    return c;
}

/* ------------------------------------------------------------------------------------------------
   Side data */

typedef struct SideData {
    Class *c;
    Object *signers;
    Object *pd;
    struct SideData *next;
} SideData;

#define SIDE_BUCKETS 256
static SideData *side_table[SIDE_BUCKETS];

static SideData *side_get(Class *c, bool create)
{
    size_t h = ((uintptr_t)c >> 4) % SIDE_BUCKETS;
    for (SideData *d = side_table[h]; d; d = d->next)
        if (d->c == c)
            return d;
    if (!create)
        return NULL;
    SideData *d = vm_calloc(1, sizeof *d);
    d->c = c;
    vm_add_global_root(&d->signers);
    vm_add_global_root(&d->pd);
    d->next = side_table[h];
    side_table[h] = d;
    return d;
}

Object *reflect_get_signers(Class *c)
{
    SideData *d = side_get(c, false);
    return d ? d->signers : NULL;
}

void reflect_set_signers(Class *c, Object *signers)
{
    if (!signers && !side_get(c, false))
        return;
    side_get(c, true)->signers = signers;
}

Object *reflect_get_protection_domain(Class *c)
{
    SideData *d = side_get(c, false);
    return d ? d->pd : NULL;
}

void reflect_set_protection_domain(Class *c, Object *pd)
{
    if (!pd && !side_get(c, false))
        return;
    side_get(c, true)->pd = pd;
}

/* ------------------------------------------------------------------------------------------------
   Assertions */

typedef enum { AO_NONE, AO_USER, AO_SYSTEM } AssertKind;

/* Parses one option: kind, enable, and the argument after ':' (NULL if none). */
static AssertKind parse_assert_opt(const char *opt, bool *enable, const char **arg)
{
    static const char *const user_opts[] = {"-ea", "-enableassertions", "-da", "-disableassertions"};
    static const char *const sys_opts[] = {"-esa", "-enablesystemassertions", "-dsa",
                                           "-disablesystemassertions"};
    *arg = NULL;
    if (!opt || opt[0] != '-')
        return AO_NONE;
    *enable = opt[1] == 'e';
    const char *colon = strchr(opt, ':');
    size_t head = colon ? (size_t)(colon - opt) : strlen(opt);
    for (int i = 0; i < 4; i++) {
        if (strlen(user_opts[i]) == head && strncmp(opt, user_opts[i], head) == 0) {
            *arg = colon ? colon + 1 : NULL;
            return AO_USER;
        }
        if (!colon && strcmp(opt, sys_opts[i]) == 0)
            return AO_SYSTEM;
    }
    return AO_NONE;
}

/* Compares an option name (dots or slashes) of length n with the first n chars of an internal name. */
static bool name_matches(const char *opt, size_t n, const char *name, size_t name_len)
{
    if (n != name_len)
        return false;
    for (size_t i = 0; i < n; i++) {
        char a = opt[i] == '.' ? '/' : opt[i];
        if (a != name[i])
            return false;
    }
    return true;
}

static bool is_package_opt(const char *arg, size_t *len)
{
    size_t n = strlen(arg);
    if (n >= 3 && strcmp(arg + n - 3, "...") == 0) {
        *len = n - 3;
        return true;
    }
    *len = n;
    return false;
}

bool reflect_assertion_status(const char *name, bool system_class)
{
    int n = vm.opts.n_assert;
    const char **opts = vm.opts.assert_opts;
    size_t name_len = strlen(name);
    bool enable;
    const char *arg;
    size_t alen;

    /* Classes: the last option naming the class wins. */
    for (int i = n - 1; i >= 0; i--) {
        if (parse_assert_opt(opts[i], &enable, &arg) != AO_USER || !arg)
            continue;
        if (!is_package_opt(arg, &alen) && name_matches(arg, alen, name, name_len))
            return enable;
    }
    /* Packages, from the most specific to the least; "" (-ea:...) is the unnamed package. */
    size_t len = name_len;
    while (len > 0 && name[len] != '/')
        len--;
    do {
        for (int i = n - 1; i >= 0; i--) {
            if (parse_assert_opt(opts[i], &enable, &arg) != AO_USER || !arg)
                continue;
            if (is_package_opt(arg, &alen) && name_matches(arg, alen, name, len))
                return enable;
        }
        while (len > 0 && name[--len] != '/')
            ;
    } while (len > 0);
    /* Defaults */
    bool def = false;
    for (int i = 0; i < n; i++) {
        AssertKind k = parse_assert_opt(opts[i], &enable, &arg);
        if (system_class ? (k == AO_SYSTEM) : (k == AO_USER && !arg))
            def = enable;
    }
    return def;
}
