/* class.c: the natives of java.lang.Class (JDK 17). What each one returns follows HotSpot 17's
   JVM_* entry points (observed behaviour, checked against `java` where it is visible). */
#include "reflect_util.h"
#include "../internal.h"
#include "../verify.h"

#include <stdlib.h>
#include <string.h>

#define CLASS_OF(slot) vm_class_of_mirror((slot).l)

static Class *cls_field_k, *cls_method_k, *cls_ctor_k, *cls_rc_k, *cls_cp_k;

/* ------------------------------------------------------------------------------------------------
   forName0: the name checks libjava's Class.c makes before asking the VM */

static bool is_name_char(unsigned char ch)
{
    /* JVMS 4.2.2: anything but . ; [ / (non-ASCII bytes of modified UTF-8 are all fine) */
    return ch != '.' && ch != ';' && ch != '[' && ch != '/' && ch != '\0';
}

/* Skips an unqualified name, or a slash-separated sequence of them when slash_ok. Returns the
   position of the first character that does not belong to it, NULL if the name is empty or has a
   leading or doubled slash. */
static const char *skip_fieldname(const char *s, const char *end, bool slash_ok)
{
    const char *p = s;
    char last = 0;
    while (p < end) {
        char ch = *p;
        if (is_name_char((unsigned char)ch)) {
            last = ch;
            p++;
            continue;
        }
        if (slash_ok && ch == '/' && last) {
            if (last == '/')
                return NULL;
            last = ch;
            p++;
            continue;
        }
        return last ? p : NULL;
    }
    return last ? p : NULL;
}

static bool valid_class_name(const char *name)
{
    size_t len = strlen(name);
    const char *end = name + len, *p;
    if (len > 0 && name[0] == '[') {
        const char *s = name;
        int dims = 0;
        while (s < end && *s == '[') {
            if (++dims > 255)
                return false;
            s++;
        }
        if (s == end)
            return false;
        if (*s == 'L') {
            p = skip_fieldname(s + 1, end, true);
            if (!p || p == s + 1 || p >= end || *p != ';')
                return false;
            p++;
        } else if (strchr("ZBCSIJFD", *s)) {
            p = s + 1;
        } else {
            return false;
        }
    } else {
        p = skip_fieldname(name, end, true);
    }
    return p && p == end;
}

/* forName0's work after the name is checked (cont_data[0]: its symbol), as the native frame's
   continuation: loading through a Java loader and initialisation run as frames above it, and it is
   called again when they finish. */
static NativeResult forName_continue(Thread *t, Frame *f, Slot *ret)
{
    if (t->exception)
        return NR_EXCEPTION;
    const char *s = f->cont_data[0];
    bool initialize = f->locals[1].i != 0;
    Object *loader = f->locals[2].l;
    int pushed = java_loader_push(t, loader, s, true);
    if (pushed < 0)
        return NR_EXCEPTION;
    if (pushed > 0) {
        f->cont = forName_continue;
        return NR_CALL;
    }
    Class *c = vm_load_class(t, loader, s, true);
    if (!c)
        return NR_EXCEPTION;
    if (c->prim_type) /* "int" names no class */
        return vm_throw(t, "java/lang/ClassNotFoundException", "%s", s);
    if (initialize && !c->is_array) {
        InitResult r = init_class_start(t, c);
        if (r == INIT_FAILED)
            return NR_EXCEPTION;
        if (r == INIT_PUSHED) {
            f->cont = forName_continue;
            return NR_CALL;
        }
    }
    ret->l = vm_mirror(c);
    return NR_OK;
}

static NativeResult forName0(Thread *t, Slot *args, Slot *ret)
{
    Object *jname = args[0].l;
    if (!jname)
        return vm_throw_npe(t, NULL);
    char *name = vm_string_to_mutf8(jname);
    if (strchr(name, '/')) {
        NativeResult r = vm_throw(t, "java/lang/ClassNotFoundException", "%s", name);
        free(name);
        return r;
    }
    for (char *p = name; *p; p++)
        if (*p == '.')
            *p = '/';
    if (!valid_class_name(name) || strlen(name) > 65535) {
        NativeResult r = vm_throw(t, "java/lang/ClassNotFoundException", "%s", name);
        free(name);
        return r;
    }
    Frame *f = t->frame;
    f->cont_data[0] = (void *)sym(name);
    free(name);
    return forName_continue(t, f, ret);
}

/* ------------------------------------------------------------------------------------------------
   Simple queries */

static NativeResult isInstance(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Class *c = CLASS_OF(args[0]);
    ret->i = (!c->prim_type && vm_instance_of(args[1].l, c)) ? 1 : 0;
    return NR_OK;
}

static NativeResult isAssignableFrom(Thread *t, Slot *args, Slot *ret)
{
    if (!args[1].l)
        return vm_throw_npe(t, NULL);
    Class *c = CLASS_OF(args[0]), *other = CLASS_OF(args[1]);
    if (c->prim_type || other->prim_type)
        ret->i = c == other;
    else
        ret->i = vm_is_subclass_of(other, c) ? 1 : 0;
    return NR_OK;
}

static NativeResult isInterface(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Class *c = CLASS_OF(args[0]);
    ret->i = (c->is_interface && !c->is_array && !c->prim_type) ? 1 : 0;
    return NR_OK;
}

static NativeResult isArray(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = CLASS_OF(args[0])->is_array ? 1 : 0;
    return NR_OK;
}

static NativeResult isPrimitive(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = CLASS_OF(args[0])->prim_type ? 1 : 0;
    return NR_OK;
}

static NativeResult isHidden(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = CLASS_OF(args[0])->hidden ? 1 : 0;
    return NR_OK;
}

static NativeResult isRecord0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = reflect_is_record(CLASS_OF(args[0])) ? 1 : 0;
    return NR_OK;
}

static NativeResult initClassName(Thread *t, Slot *args, Slot *ret)
{
    const ReflectOffsets *o = reflect_class_offsets(t);
    Object *mirror = args[0].l;
    char *jn = vm_class_java_name(vm_class_of_mirror(mirror));
    Object *s = vm_intern_utf8(t, jn);
    free(jn);
    if (!s)
        return NR_EXCEPTION;
    FIELD_AT(mirror, o->class_name, Object *) = s;
    ret->l = s;
    return NR_OK;
}

static NativeResult getSuperclass(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Class *c = CLASS_OF(args[0]);
    Class *s = NULL;
    if (c->is_array)
        s = wk.Object;
    else if (!c->prim_type && !c->is_interface)
        s = c->super;
    ret->l = s ? vm_mirror(s) : NULL;
    return NR_OK;
}

static NativeResult getInterfaces0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    Object *arr;
    if (c->prim_type) {
        arr = vm_new_object_array(t, wk.Class, 0);
    } else if (c->is_array) {
        Class *two[2] = {wk.Cloneable, wk.Serializable};
        arr = reflect_class_array(t, two, 2);
    } else {
        arr = reflect_class_array(t, c->interfaces, c->n_interfaces);
    }
    if (!arr)
        return NR_EXCEPTION;
    ret->l = arr;
    return NR_OK;
}

static NativeResult getModifiers(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = reflect_class_modifiers(CLASS_OF(args[0]));
    return NR_OK;
}

static NativeResult getSigners(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    Object *s = c->prim_type ? NULL : reflect_get_signers(c);
    if (!s) {
        ret->l = NULL;
        return NR_OK;
    }
    Object *copy = vm_clone(t, s); /* HotSpot hands out a copy */
    if (!copy)
        return NR_EXCEPTION;
    ret->l = copy;
    return NR_OK;
}

static NativeResult setSigners(Thread *t, Slot *args, Slot *ret)
{
    (void)t; (void)ret;
    Class *c = CLASS_OF(args[0]);
    if (!c->prim_type && !c->is_array)
        reflect_set_signers(c, args[1].l);
    return NR_OK;
}

static NativeResult getProtectionDomain0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Class *c = CLASS_OF(args[0]);
    ret->l = c->prim_type ? NULL : reflect_get_protection_domain(c);
    return NR_OK;
}

static NativeResult getPrimitiveClass(Thread *t, Slot *args, Slot *ret)
{
    static const char *const names[] = {"boolean", "byte", "char", "short", "int",
                                        "long", "float", "double", "void"};
    static const char codes[] = "ZBCSIJFDV";
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    for (int i = 0; i < 9; i++) {
        if (vm_string_equals_utf8(args[0].l, names[i])) {
            ret->l = vm_mirror(vm_primitive_class(codes[i]));
            return NR_OK;
        }
    }
    char *n = vm_string_to_utf8(args[0].l);
    NativeResult r = vm_throw(t, "java/lang/ClassNotFoundException", "%s", n);
    free(n);
    return r;
}

static NativeResult getGenericSignature0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    if (c->cf && c->cf->signature) {
        ret->l = vm_string_utf8(t, c->cf->signature);
        if (!ret->l)
            return NR_EXCEPTION;
    }
    return NR_OK;
}

static NativeResult raw_attr(Thread *t, Class *c, bool type_annotations, Slot *ret)
{
    ret->l = NULL;
    if (!c->cf)
        return NR_OK;
    ret->l = reflect_byte_array(t, type_annotations ? c->cf->type_annotations : c->cf->annotations);
    return (!ret->l && t->exception) ? NR_EXCEPTION : NR_OK;
}

static NativeResult getRawAnnotations(Thread *t, Slot *args, Slot *ret)
{
    return raw_attr(t, CLASS_OF(args[0]), false, ret);
}

static NativeResult getRawTypeAnnotations(Thread *t, Slot *args, Slot *ret)
{
    return raw_attr(t, CLASS_OF(args[0]), true, ret);
}

static NativeResult getConstantPool(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    if (!c->cf || c->is_array || c->prim_type)
        return NR_OK;
    const ReflectOffsets *o = reflect_cp_offsets(t);
    Class *k = reflect_boot_class(t, &cls_cp_k, "jdk/internal/reflect/ConstantPool");
    NativeResult init_r = vm_native_init(t, k);
    if (init_r != NR_OK)
        return init_r;
    Object *cp = vm_new_object(t, k);
    if (!cp)
        return NR_EXCEPTION;
    FIELD_AT(cp, o->cp_oop, Object *) = args[0].l;
    ret->l = cp;
    return NR_OK;
}

/* ------------------------------------------------------------------------------------------------
   Declared members (class-file order; see the report on HotSpot's order) */

static bool is_init(const Method *m) { return strcmp(m->name, "<init>") == 0; }
static bool is_clinit(const Method *m) { return strcmp(m->name, "<clinit>") == 0; }

/* A member of c that came from its class file (the VM may add members of its own). */
static bool real_method(const Class *c, const Method *m) { return m->klass == c && m->info != NULL; }

static Object *build_member_array(Thread *t, Class *elem_class, int n, Class *c, bool public_only,
                                  int kind /* 0 fields, 1 methods, 2 constructors */)
{
    if (!vm_ensure_initialized(t, elem_class))
        return NULL;
    Object *arr = vm_new_object_array(t, elem_class, n);
    if (!arr || n == 0)
        return arr;
    RS_BEGIN(t);
    RS_ROOT(arr);
    int k = 0;
    if (kind == 0) {
        for (int i = 0; i < c->n_fields && k < n; i++) {
            Field *f = &c->fields[i];
            if (f->klass != c || !f->info || (public_only && !(f->access & ACC_PUBLIC)))
                continue;
            Object *o = reflect_new_field(t, f);
            if (!o)
                goto fail;
            ARRAY_DATA(arr, Object *)[k++] = o;
        }
    } else {
        for (int i = 0; i < c->n_methods && k < n; i++) {
            Method *m = &c->methods[i];
            if (!real_method(c, m) || (public_only && !(m->access & ACC_PUBLIC)))
                continue;
            bool ctor = is_init(m) && !(m->access & ACC_STATIC);
            if (kind == 1 ? (is_init(m) || is_clinit(m)) : !ctor)
                continue;
            Object *o = kind == 1 ? reflect_new_method(t, m) : reflect_new_constructor(t, m);
            if (!o)
                goto fail;
            ARRAY_DATA(arr, Object *)[k++] = o;
        }
    }
    RS_END();
    return arr;
fail:
    RS_END();
    return NULL;
}

static int count_members(Class *c, bool public_only, int kind)
{
    int n = 0;
    if (!c->cf || c->is_array || c->prim_type)
        return 0;
    if (kind == 0) {
        for (int i = 0; i < c->n_fields; i++) {
            Field *f = &c->fields[i];
            if (f->klass == c && f->info && (!public_only || (f->access & ACC_PUBLIC)))
                n++;
        }
        return n;
    }
    for (int i = 0; i < c->n_methods; i++) {
        Method *m = &c->methods[i];
        if (!real_method(c, m) || (public_only && !(m->access & ACC_PUBLIC)))
            continue;
        bool ctor = is_init(m) && !(m->access & ACC_STATIC);
        if (kind == 1 ? !(is_init(m) || is_clinit(m)) : ctor)
            n++;
    }
    return n;
}

static NativeResult declared_members(Thread *t, Slot *args, Slot *ret, int kind)
{
    static const char *const elem_names[3] = {"java/lang/reflect/Field", "java/lang/reflect/Method",
                                              "java/lang/reflect/Constructor"};
    Class **caches[3] = {&cls_field_k, &cls_method_k, &cls_ctor_k};
    Class *c = CLASS_OF(args[0]);
    bool public_only = args[1].i != 0;
    NativeResult linked = verify_for_native(t, c); /* HotSpot links the class here */
    if (linked != NR_OK)
        return linked;
    Class *ek = reflect_boot_class(t, caches[kind], elem_names[kind]);
    int n = count_members(c, public_only, kind);
    Object *arr = build_member_array(t, ek, n, c, public_only, kind);
    if (!arr)
        return NR_EXCEPTION;
    ret->l = arr;
    return NR_OK;
}

static NativeResult getDeclaredFields0(Thread *t, Slot *args, Slot *ret)
{
    return declared_members(t, args, ret, 0);
}

static NativeResult getDeclaredMethods0(Thread *t, Slot *args, Slot *ret)
{
    return declared_members(t, args, ret, 1);
}

static NativeResult getDeclaredConstructors0(Thread *t, Slot *args, Slot *ret)
{
    return declared_members(t, args, ret, 2);
}

/* ------------------------------------------------------------------------------------------------
   Inner classes */

static NativeResult throw_disagree(Thread *t, Class *outer, Class *inner)
{
    char *on = vm_class_java_name(outer), *in = vm_class_java_name(inner);
    NativeResult r = vm_throw(t, "java/lang/IncompatibleClassChangeError",
                              "%s and %s disagree on InnerClasses attribute", on, in);
    free(on);
    free(in);
    return r;
}

/* HotSpot's check that `outer` agrees it declares `inner` (as a member, or as a local or anonymous
   class when !member). Returns false with an exception pending. */
static bool check_for_inner_class(Thread *t, Class *outer, Class *inner, bool member)
{
    const ClassFile *cf = outer->cf;
    for (uint16_t i = 0; cf && i < cf->n_inner_classes; i++) {
        const CfInnerClass *ic = &cf->inner_classes[i];
        if (ic->inner_class == 0)
            continue;
        if (member && ic->outer_class != 0) {
            if (reflect_cp_names(outer, ic->outer_class, outer->name) &&
                reflect_cp_names(outer, ic->inner_class, inner->name)) {
                Class *o = reflect_cp_class(t, outer, ic->outer_class);
                if (!o)
                    return false;
                if (o == outer) {
                    Class *in = reflect_cp_class(t, outer, ic->inner_class);
                    if (!in)
                        return false;
                    if (in == inner)
                        return true;
                }
            }
        }
        if (!member && ic->outer_class == 0 && reflect_cp_names(outer, ic->inner_class, inner->name)) {
            Class *in = reflect_cp_class(t, outer, ic->inner_class);
            if (!in)
                return false;
            if (in == inner)
                return true;
        }
    }
    throw_disagree(t, outer, inner);
    return false;
}

static NativeResult getDeclaringClass0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    if (!c->cf || c->is_array || c->prim_type)
        return NR_OK;
    const CfInnerClass *ic = reflect_own_inner_entry(c);
    if (!ic)
        return NR_OK;
    Class *outer = NULL;
    bool member = false;
    if (ic->outer_class != 0) {
        outer = reflect_cp_class(t, c, ic->outer_class);
        if (!outer)
            return NR_EXCEPTION;
        if (outer->is_array || outer->prim_type || !outer->cf)
            return throw_disagree(t, outer, c);
        member = true;
    } else if (c->cf->has_enclosing_method && c->cf->enclosing_class != 0) {
        outer = reflect_cp_class(t, c, c->cf->enclosing_class);
        if (!outer)
            return NR_EXCEPTION;
    }
    if (!outer)
        return NR_OK;
    if (!check_for_inner_class(t, outer, c, member))
        return NR_EXCEPTION;
    ret->l = member ? vm_mirror(outer) : NULL;
    return NR_OK;
}

static NativeResult getSimpleBinaryName0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    if (!c->cf || c->is_array || c->prim_type)
        return NR_OK;
    const CfInnerClass *ic = reflect_own_inner_entry(c);
    if (!ic || ic->inner_name == 0)
        return NR_OK;
    const char *n = cf_utf8(c->cf, ic->inner_name);
    if (!n)
        return NR_OK;
    ret->l = vm_string_utf8(t, n);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static NativeResult getEnclosingMethod0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    const ClassFile *cf = c->cf;
    if (!cf || c->is_array || c->prim_type || !cf->has_enclosing_method || cf->enclosing_class == 0)
        return NR_OK;
    Object *arr = vm_new_object_array(t, wk.Object, 3);
    if (!arr)
        return NR_EXCEPTION;
    RS_BEGIN(t);
    RS_ROOT(arr);
    Class *ec = reflect_cp_class(t, c, cf->enclosing_class);
    if (!ec)
        goto fail;
    ARRAY_DATA(arr, Object *)[0] = vm_mirror(ec);
    if (cf->enclosing_method != 0 && cf->enclosing_method < cf->cp_count &&
        cf->cp[cf->enclosing_method].tag == CONSTANT_NameAndType) {
        const CpInfo *nat = &cf->cp[cf->enclosing_method];
        const char *name = cf_utf8(cf, nat->a), *desc = cf_utf8(cf, nat->b);
        Object *s = vm_string_utf8(t, name ? name : "");
        if (!s)
            goto fail;
        ARRAY_DATA(arr, Object *)[1] = s;
        s = vm_string_utf8(t, desc ? desc : "");
        if (!s)
            goto fail;
        ARRAY_DATA(arr, Object *)[2] = s;
    }
    RS_END();
    ret->l = arr;
    return NR_OK;
fail:
    RS_END();
    return NR_EXCEPTION;
}

static NativeResult getDeclaredClasses0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    const ClassFile *cf = c->cf;
    int n = 0;
    Class **found = NULL;
    if (cf && !c->is_array && !c->prim_type && cf->n_inner_classes > 0) {
        /* Class pointers are safe in C (classes are never collected while their mirror lives) */
        found = vm_malloc(sizeof(Class *) * cf->n_inner_classes);
        for (uint16_t i = 0; i < cf->n_inner_classes; i++) {
            const CfInnerClass *ic = &cf->inner_classes[i];
            if (ic->inner_class == 0 || ic->outer_class == 0)
                continue;
            if (!reflect_cp_names(c, ic->outer_class, c->name) &&
                !reflect_cp_names(c, ic->outer_class, cf->this_name))
                continue;
            Class *outer = reflect_cp_class(t, c, ic->outer_class);
            if (!outer)
                goto fail;
            if (outer != c)
                continue;
            Class *inner = reflect_cp_class(t, c, ic->inner_class);
            if (!inner)
                goto fail;
            if (inner->is_array || inner->prim_type || !inner->cf) {
                throw_disagree(t, c, inner);
                goto fail;
            }
            found[n++] = inner;
        }
    }
    Object *arr = reflect_class_array(t, found, n);
    if (!arr)
        goto fail;
    free(found);
    ret->l = arr;
    return NR_OK;
fail:
    free(found);
    return NR_EXCEPTION;
}

/* ------------------------------------------------------------------------------------------------
   Records */

static Object *new_record_component(Thread *t, Class *c, const CfRecordComponent *rc)
{
    const ReflectOffsets *o = reflect_rc_offsets(t);
    Class *k = reflect_boot_class(t, &cls_rc_k, "java/lang/reflect/RecordComponent");
    Object *name = NULL, *obj = NULL, *tmp = NULL;
    RS_BEGIN(t);
    RS_ROOT(name);
    RS_ROOT(obj);
    name = vm_intern_utf8(t, rc->name);
    if (!name)
        goto fail;
    const char *p = rc->desc;
    Class *type = reflect_parse_type(t, c, &p);
    if (!type)
        goto fail;
    obj = vm_new_object(t, k);
    if (!obj)
        goto fail;
    tmp = vm_mirror(c);
    FIELD_AT(obj, o->rc_clazz, Object *) = tmp;
    FIELD_AT(obj, o->rc_name, Object *) = name;
    tmp = vm_mirror(type);
    FIELD_AT(obj, o->rc_type, Object *) = tmp;
    {
        size_t dl = strlen(rc->desc);
        char *adesc = vm_malloc(dl + 3);
        adesc[0] = '(';
        adesc[1] = ')';
        memcpy(adesc + 2, rc->desc, dl + 1);
        Method *acc = vm_find_declared_method(c, rc->name, sym(adesc));
        free(adesc);
        if (acc && !(acc->access & ACC_STATIC)) {
            tmp = reflect_new_method(t, acc);
            if (!tmp)
                goto fail;
            FIELD_AT(obj, o->rc_accessor, Object *) = tmp;
        }
    }
    if (rc->signature) {
        tmp = vm_string_utf8(t, rc->signature);
        if (!tmp)
            goto fail;
        FIELD_AT(obj, o->rc_signature, Object *) = tmp;
    }
    tmp = reflect_byte_array(t, rc->annotations);
    if (!tmp && rc->annotations.data)
        goto fail;
    FIELD_AT(obj, o->rc_annotations, Object *) = tmp;
    tmp = reflect_byte_array(t, rc->type_annotations);
    if (!tmp && rc->type_annotations.data)
        goto fail;
    FIELD_AT(obj, o->rc_type_annotations, Object *) = tmp;
    RS_END();
    return obj;
fail:
    RS_END();
    return NULL;
}

static NativeResult getRecordComponents0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    if (!reflect_is_record(c))
        return NR_OK;
    Class *k = reflect_boot_class(t, &cls_rc_k, "java/lang/reflect/RecordComponent");
    NativeResult init_r = vm_native_init(t, k);
    if (init_r != NR_OK)
        return init_r;
    int n = c->cf->n_record_components;
    Object *arr = vm_new_object_array(t, k, n);
    if (!arr)
        return NR_EXCEPTION;
    RS_BEGIN(t);
    RS_ROOT(arr);
    for (int i = 0; i < n; i++) {
        Object *rc = new_record_component(t, c, &c->cf->record_components[i]);
        if (!rc) {
            RS_END();
            return NR_EXCEPTION;
        }
        ARRAY_DATA(arr, Object *)[i] = rc;
    }
    RS_END();
    ret->l = arr;
    return NR_OK;
}

/* ------------------------------------------------------------------------------------------------
   Nest mates and sealed classes */

static Class *cls_vme;

/* After a failed resolution: true if the error must propagate (VirtualMachineError); otherwise the
   exception is cleared. */
static bool keep_if_vm_error(Thread *t)
{
    Class *vme = reflect_boot_class(t, &cls_vme, "java/lang/VirtualMachineError");
    if (t->exception && vm_instance_of(t->exception, vme))
        return true;
    t->exception = NULL;
    return false;
}

static NativeResult getNestHost0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    if (c->is_array || c->prim_type) {
        ret->l = args[0].l;
        return NR_OK;
    }
    Class *h = reflect_nest_host(t, c);
    if (!h)
        return NR_EXCEPTION;
    ret->l = vm_mirror(h);
    return NR_OK;
}

static NativeResult getNestMembers0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    Class *host = (c->is_array || c->prim_type) ? c : reflect_nest_host(t, c);
    if (!host)
        return NR_EXCEPTION;
    const ClassFile *cf = host->cf;
    int len = cf ? cf->n_nest_members : 0;
    Class **members = vm_malloc(sizeof(Class *) * (size_t)(len + 1));
    int n = 0;
    members[n++] = host;
    for (int i = 0; i < len; i++) {
        Class *k = reflect_cp_class(t, host, cf->nest_members[i]);
        if (!k) {
            if (keep_if_vm_error(t)) {
                free(members);
                return NR_EXCEPTION;
            }
            continue;
        }
        if (k->is_array || k->prim_type)
            continue;
        Class *kh = reflect_nest_host(t, k);
        if (!kh) {
            free(members);
            return NR_EXCEPTION;
        }
        if (kh == host)
            members[n++] = k;
    }
    Object *arr = reflect_class_array(t, members, n);
    free(members);
    if (!arr)
        return NR_EXCEPTION;
    ret->l = arr;
    return NR_OK;
}

static NativeResult getPermittedSubclasses0(Thread *t, Slot *args, Slot *ret)
{
    Class *c = CLASS_OF(args[0]);
    ret->l = NULL;
    const ClassFile *cf = c->cf;
    if (!cf || c->is_array || c->prim_type || cf->n_permitted_subclasses == 0)
        return NR_OK;
    int len = cf->n_permitted_subclasses, n = 0;
    Class **subs = vm_malloc(sizeof(Class *) * (size_t)len);
    for (int i = 0; i < len; i++) {
        Class *k = reflect_cp_class(t, c, cf->permitted_subclasses[i]);
        if (!k) {
            if (keep_if_vm_error(t)) {
                free(subs);
                return NR_EXCEPTION;
            }
            continue;
        }
        if (!k->is_array && !k->prim_type)
            subs[n++] = k;
    }
    Object *arr = reflect_class_array(t, subs, n);
    free(subs);
    if (!arr)
        return NR_EXCEPTION;
    ret->l = arr;
    return NR_OK;
}

/* ------------------------------------------------------------------------------------------------
   Assertions */

static NativeResult desiredAssertionStatus0(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    Class *c = CLASS_OF(args[0]);
    if (c->is_array || c->prim_type || !c->cf) {
        ret->i = 0;
        return NR_OK;
    }
    ret->i = reflect_assertion_status(c->name, c->loader == NULL) ? 1 : 0;
    return NR_OK;
}

/* ------------------------------------------------------------------------------------------------ */

#define C "java/lang/Class"
const NativeDef vm_natives_class[] = {
    {C, "registerNatives", "()V", vm_native_nothing},
    {C, "forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;", forName0},
    {C, "isInstance", "(Ljava/lang/Object;)Z", isInstance},
    {C, "isAssignableFrom", "(Ljava/lang/Class;)Z", isAssignableFrom},
    {C, "isInterface", "()Z", isInterface},
    {C, "isArray", "()Z", isArray},
    {C, "isPrimitive", "()Z", isPrimitive},
    {C, "isHidden", "()Z", isHidden},
    {C, "isRecord0", "()Z", isRecord0},
    {C, "initClassName", "()Ljava/lang/String;", initClassName},
    {C, "getSuperclass", "()Ljava/lang/Class;", getSuperclass},
    {C, "getInterfaces0", "()[Ljava/lang/Class;", getInterfaces0},
    {C, "getModifiers", "()I", getModifiers},
    {C, "getSigners", "()[Ljava/lang/Object;", getSigners},
    {C, "setSigners", "([Ljava/lang/Object;)V", setSigners},
    {C, "getEnclosingMethod0", "()[Ljava/lang/Object;", getEnclosingMethod0},
    {C, "getDeclaringClass0", "()Ljava/lang/Class;", getDeclaringClass0},
    {C, "getSimpleBinaryName0", "()Ljava/lang/String;", getSimpleBinaryName0},
    {C, "getProtectionDomain0", "()Ljava/security/ProtectionDomain;", getProtectionDomain0},
    {C, "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", getPrimitiveClass},
    {C, "getGenericSignature0", "()Ljava/lang/String;", getGenericSignature0},
    {C, "getRawAnnotations", "()[B", getRawAnnotations},
    {C, "getRawTypeAnnotations", "()[B", getRawTypeAnnotations},
    {C, "getConstantPool", "()Ljdk/internal/reflect/ConstantPool;", getConstantPool},
    {C, "getDeclaredFields0", "(Z)[Ljava/lang/reflect/Field;", getDeclaredFields0},
    {C, "getDeclaredMethods0", "(Z)[Ljava/lang/reflect/Method;", getDeclaredMethods0},
    {C, "getDeclaredConstructors0", "(Z)[Ljava/lang/reflect/Constructor;", getDeclaredConstructors0},
    {C, "getDeclaredClasses0", "()[Ljava/lang/Class;", getDeclaredClasses0},
    {C, "getRecordComponents0", "()[Ljava/lang/reflect/RecordComponent;", getRecordComponents0},
    {C, "desiredAssertionStatus0", "(Ljava/lang/Class;)Z", desiredAssertionStatus0},
    {C, "getNestHost0", "()Ljava/lang/Class;", getNestHost0},
    {C, "getNestMembers0", "()[Ljava/lang/Class;", getNestMembers0},
    {C, "getPermittedSubclasses0", "()[Ljava/lang/Class;", getPermittedSubclasses0},
    {NULL, NULL, NULL, NULL},
};
#undef C
