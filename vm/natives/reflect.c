/* reflect.c: natives of jdk.internal.reflect (Reflection, NativeMethodAccessorImpl,
   NativeConstructorAccessorImpl, ConstantPool) and java.lang.reflect (Array, Executable, Field).
   Behaviour and messages follow HotSpot 17 (checked against `java` where visible).

   Method.invoke and Constructor.newInstance never recurse in C: the native pushes the target's frame
   (vm_push_call), sets a continuation on its own frame and returns NR_CALL; the continuation boxes
   the result, or wraps the exception in an InvocationTargetException, whose constructor is pushed
   the same way. */
#include "reflect_util.h"
#include "jvmti_hooks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Class *cls_ite_k, *cls_param_k, *cls_mai_k;

static bool is_init_name(const char *n) { return strcmp(n, "<init>") == 0; }

/* ================================================================================================
   jdk.internal.reflect.Reflection */

/* HotSpot's is_ignored_by_security_stack_walk: Method.invoke, the method accessor implementations
   (subclasses of MethodAccessorImpl, generated ones included), and method-handle plumbing (hidden
   frames, signature-polymorphic intrinsics). */
static bool ignored_by_stack_walk(Method *m)
{
    Class *k = m->klass;
    if (m->flags & (METHOD_HIDDEN | METHOD_SIGPOLY))
        return true;
    if (k->loader == NULL && strcmp(m->name, "invoke") == 0 &&
        strcmp(k->name, "java/lang/reflect/Method") == 0)
        return true;
    if (!cls_mai_k)
        cls_mai_k = vm_find_loaded_class(NULL, "jdk/internal/reflect/MethodAccessorImpl");
    return cls_mai_k && vm_is_subclass_of(k, cls_mai_k);
}

static NativeResult Reflection_getCallerClass(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    int n = 0;
    for (Frame *f = vm_top_frame(t); f; f = f->prev) {
        Method *m = f->method;
        if (!m)
            continue; /* VM-internal frame */
        if (n == 0) {
            if (strcmp(m->name, "getCallerClass") != 0)
                return vm_throw(t, "java/lang/InternalError",
                                "JVM_GetCallerClass must only be called from Reflection.getCallerClass");
            n++;
            continue;
        }
        if (n == 1) {
            if (!(m->flags & METHOD_CALLER_SENSITIVE))
                return vm_throw(t, "java/lang/InternalError",
                                "CallerSensitive annotation expected at frame %d", n);
            n++;
            continue;
        }
        if (ignored_by_stack_walk(m))
            continue;
        ret->l = vm_mirror(m->klass);
        return NR_OK;
    }
    ret->l = NULL;
    return NR_OK;
}

static NativeResult Reflection_getClassAccessFlags(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    ret->i = reflect_class_access_flags(vm_class_of_mirror(args[0].l));
    return NR_OK;
}

static NativeResult Reflection_areNestMates(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l || !args[1].l)
        return vm_throw_npe(t, NULL);
    Class *a = vm_class_of_mirror(args[0].l), *b = vm_class_of_mirror(args[1].l);
    ret->i = 0;
    if (a->is_array || a->prim_type || b->is_array || b->prim_type)
        return NR_OK;
    Class *ha = reflect_nest_host(t, a);
    if (!ha)
        return NR_EXCEPTION;
    Class *hb = reflect_nest_host(t, b);
    if (!hb)
        return NR_EXCEPTION;
    ret->i = ha == hb;
    return NR_OK;
}

/* ================================================================================================
   Method.invoke / Constructor.newInstance */

/* Continuation after InvocationTargetException.<init> ran: throw it. cont_data[1] = the local slot
   holding it. */
static NativeResult ite_ready(Thread *t, Frame *f, Slot *ret)
{
    (void)ret;
    if (t->exception)
        return NR_EXCEPTION;
    int slot = (int)(intptr_t)f->cont_data[1];
    return vm_throw_object(t, f->locals[slot].l);
}

/* Wraps `target` (a Throwable) in a new InvocationTargetException built by its own constructor
   (ITE(Throwable)), pushed as a frame above the native's frame f. The native's argument slots
   target_slot and ite_slot (both reference slots no longer needed) keep the two objects reachable. */
static NativeResult throw_ite(Thread *t, Frame *f, Object *target, int target_slot, int ite_slot)
{
    f->locals[target_slot].l = target;
    Class *k = reflect_boot_class(t, &cls_ite_k, "java/lang/reflect/InvocationTargetException");
    if (!vm_ensure_initialized(t, k))
        return NR_EXCEPTION;
    Object *ite = vm_new_object(t, k);
    if (!ite)
        return NR_EXCEPTION;
    f->locals[ite_slot].l = ite;
    Method *init = vm_find_declared_method(k, "<init>", "(Ljava/lang/Throwable;)V");
    if (!init)
        return vm_throw(t, "java/lang/InternalError", "InvocationTargetException.<init>(Throwable)");
    Slot a[2];
    a[0].raw = 0;
    a[0].l = ite;
    a[1].raw = 0;
    a[1].l = f->locals[target_slot].l;
    f->cont = ite_ready;
    f->cont_data[1] = (void *)(intptr_t)ite_slot;
    if (!vm_push_call(t, init, a))
        return NR_EXCEPTION;
    return NR_CALL;
}

/* Takes the pending exception and wraps it. */
static NativeResult wrap_pending(Thread *t, Frame *f, int target_slot, int ite_slot)
{
    Object *target = t->exception;
    t->exception = NULL;
    return throw_ite(t, f, target, target_slot, ite_slot);
}

/* The implementation of m that an invocation on recv runs (HotSpot's reflective dispatch). Returns
   NULL with an AbstractMethodError pending when there is none. */
static Method *select_target(Thread *t, Method *m, Object *recv)
{
    Class *rk = recv->klass, *k = m->klass;
    char buf[1024];
    if (k->is_interface) {
        Method *sel = NULL;
        for (int i = 0; i < rk->n_itables; i++) {
            if (rk->itables[i].iface == k) {
                if (m->itable_index >= 0)
                    sel = rk->itables[i].methods[m->itable_index];
                break;
            }
        }
        if (sel && !(sel->access & ACC_ABSTRACT))
            return sel;
        char *rn = vm_class_java_name(rk), *kn = vm_class_java_name(k);
        char sbuf[512] = "";
        reflect_external_method_name(buf, sizeof buf, "abstract ", NULL, m->name, m->desc);
        if (sel && !sel->klass->is_interface) {
            char tmp[400];
            reflect_external_method_name(tmp, sizeof tmp, "abstract ", NULL, sel->name, sel->desc);
            snprintf(sbuf, sizeof sbuf, " Selected method is '%s'.", tmp);
        }
        vm_throw(t, "java/lang/AbstractMethodError",
                 "Receiver class %s does not define or inherit an implementation of the resolved "
                 "method '%s' of interface %s.%s",
                 rn, buf, kn, sbuf);
        free(rn);
        free(kn);
        return NULL;
    }
    Method *sel = m;
    if (m->vtable_index >= 0 && m->vtable_index < rk->vtable_len)
        sel = rk->vtable[m->vtable_index];
    if (!sel) {
        vm_throw(t, "java/lang/NoSuchMethodError", "%s", m->name);
        return NULL;
    }
    if (sel->access & ACC_ABSTRACT) {
        reflect_external_method_name(buf, sizeof buf, NULL, rk, sel->name, sel->desc);
        vm_throw(t, "java/lang/AbstractMethodError", "'%s'", buf);
        return NULL;
    }
    return sel;
}

/* Converts the Object[] arguments to JVM argument slots after `first` (`this` slot), checking count
   and types against ptypes (Class[]) as Reflection::invoke does. */
static NativeResult unpack_args(Thread *t, Object *ptypes, Object *argv, Slot *out, int first)
{
    jint np = ptypes ? ARRAY_LENGTH(ptypes) : 0;
    jint na = argv ? ARRAY_LENGTH(argv) : 0;
    if (np != na)
        return vm_throw(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
    int s = first;
    for (jint i = 0; i < np; i++) {
        Class *pt = vm_class_of_mirror(ARRAY_DATA(ptypes, Object *)[i]);
        Object *arg = ARRAY_DATA(argv, Object *)[i];
        if (s > 254) /* a JVM method takes at most 255 argument slots */
            return vm_throw(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
        out[s].raw = 0;
        if (pt->prim_type) {
            if (!arg)
                return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
            Slot v;
            char at = reflect_unbox(t, arg, &v);
            if (!at || !reflect_widen(&v, at, pt->prim_type))
                return vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
            out[s++] = v;
            if (pt->prim_type == 'J' || pt->prim_type == 'D')
                out[s++].raw = 0;
        } else {
            if (arg && !vm_instance_of(arg, pt))
                return vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
            out[s++].l = arg;
        }
    }
    return NR_OK;
}

/* Continuation of invoke0: the target returned (box its result) or threw (wrap it). */
static NativeResult invoke_done(Thread *t, Frame *f, Slot *ret)
{
    Method *m = (Method *)f->cont_data[0];
    if (t->exception)
        return wrap_pending(t, f, 2, 1);
    switch (m->ret_type) {
    case 'V':
        ret->l = NULL;
        return NR_OK;
    case 'L':
    case '[':
        return NR_OK;
    default: {
        Object *box = reflect_box(t, m->ret_type, *ret);
        if (!box)
            return NR_EXCEPTION;
        ret->l = box;
        return NR_OK;
    }
    }
}

/* NativeMethodAccessorImpl.invoke0(Method m, Object receiver, Object[] args): locals 0..2 are
   m, receiver, args; after the call slots 1 and 2 are reused to keep objects reachable. */
static NativeResult NativeMethodAccessorImpl_invoke0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    Object *mobj = args[0].l;
    if (!mobj)
        return vm_throw_npe(t, NULL);
    Method *m = reflect_method_of(t, mobj);
    if (!m)
        return vm_throw(t, "java/lang/InternalError", "invoke");
    Frame *f = vm_top_frame(t);
    Class *k = m->klass;
    NativeResult init_r = vm_native_init(t, k);
    if (init_r != NR_OK)
        return init_r;
    Object *recv = args[1].l;
    Method *target = m;
    bool is_static = (m->access & ACC_STATIC) != 0;
    if (!is_static) {
        if (!recv)
            return vm_throw_npe(t, NULL);
        if (!vm_instance_of(recv, k))
            return vm_throw(t, "java/lang/IllegalArgumentException",
                            "object is not an instance of declaring class");
        if (!(m->access & ACC_PRIVATE) && !is_init_name(m->name)) {
            target = select_target(t, m, recv);
            if (!target)
                return wrap_pending(t, f, 2, 1);
        }
    }
    const ReflectOffsets *o = reflect_method_offsets(t);
    Object *ptypes = FIELD_AT(mobj, o->method_parameter_types, Object *);
    Slot buf[257];
    int first = 0;
    if (!is_static) {
        buf[0].raw = 0;
        buf[0].l = recv;
        first = 1;
    }
    if (unpack_args(t, ptypes, args[2].l, buf, first) != NR_OK)
        return NR_EXCEPTION;
    if (target->flags & METHOD_SIGPOLY) {
        /* HotSpot binds MethodHandle.invoke/invokeExact to stubs that refuse reflective calls and
           leaves VarHandle's unbound; either failure happens inside the invoked method, so it arrives
           wrapped in an InvocationTargetException. */
        if (strcmp(target->klass->name, "java/lang/invoke/MethodHandle") == 0) {
            vm_throw(t, "java/lang/UnsupportedOperationException",
                     "MethodHandle.%s cannot be invoked reflectively", target->name);
        } else {
            char nbuf[512];
            reflect_external_method_name(nbuf, sizeof nbuf, NULL, target->klass, target->name, target->desc);
            vm_throw(t, "java/lang/UnsatisfiedLinkError", "'%s'", nbuf);
        }
        return wrap_pending(t, f, 2, 1);
    }
    f->cont = invoke_done;
    f->cont_data[0] = target;
    if (!vm_push_call(t, target, buf))
        return wrap_pending(t, f, 2, 1);
    return NR_CALL;
}

/* Continuation of newInstance0: the constructor returned (answer the instance kept in local 1) or
   threw (wrap it). */
static NativeResult ctor_done(Thread *t, Frame *f, Slot *ret)
{
    if (t->exception)
        return wrap_pending(t, f, 0, 1);
    ret->l = f->locals[1].l;
    return NR_OK;
}

/* NativeConstructorAccessorImpl.newInstance0(Constructor c, Object[] args) */
static NativeResult NativeConstructorAccessorImpl_newInstance0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    Object *cobj = args[0].l;
    if (!cobj)
        return vm_throw_npe(t, NULL);
    Method *m = reflect_method_of(t, cobj);
    if (!m || !is_init_name(m->name))
        return vm_throw(t, "java/lang/InternalError", "invoke");
    Frame *f = vm_top_frame(t);
    Class *k = m->klass;
    NativeResult init_r = vm_native_init(t, k);
    if (init_r != NR_OK)
        return init_r;
    if (k->is_interface || (k->access & ACC_ABSTRACT) || k->is_array || k->prim_type) {
        char *n = vm_class_java_name(k);
        NativeResult r = vm_throw(t, "java/lang/InstantiationException", "%s", n);
        free(n);
        return r;
    }
    if (k == wk.Class) {
        char *n = vm_class_java_name(k);
        NativeResult r = vm_throw(t, "java/lang/IllegalAccessException", "%s", n);
        free(n);
        return r;
    }
    Object *obj = vm_new_object(t, k);
    if (!obj)
        return NR_EXCEPTION;
    jvmti_hook_vm_allocated(t, obj);
    /* No allocation until obj is parked in local 1 below. */
    const ReflectOffsets *o = reflect_ctor_offsets(t);
    Object *ptypes = FIELD_AT(cobj, o->ctor_parameter_types, Object *);
    Slot buf[257];
    buf[0].raw = 0;
    buf[0].l = obj;
    if (unpack_args(t, ptypes, args[1].l, buf, 1) != NR_OK)
        return NR_EXCEPTION;
    args[1].l = obj; /* the Object[] is no longer needed: keep the instance reachable */
    f->cont = ctor_done;
    f->cont_data[0] = m;
    if (!vm_push_call(t, m, buf))
        return wrap_pending(t, f, 0, 1);
    return NR_CALL;
}

/* ================================================================================================
   jdk.internal.reflect.ConstantPool (instance natives: args[0] = this, args[1] = constantPoolOop
   (the holder's mirror), args[2] = index) */

static Class *cp_holder(Thread *t, Slot *args, jint *index, bool *ok)
{
    *ok = false;
    if (!args[1].l) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    Class *c = vm_class_of_mirror(args[1].l);
    *index = args[2].i;
    if (!c || !c->cf || *index < 0 || *index >= c->cf->cp_count) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Constant pool index out of bounds");
        return NULL;
    }
    *ok = true;
    return c;
}

static NativeResult wrong_type(Thread *t)
{
    return vm_throw(t, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
}

#define CP_ENTRY(tagcond)                                                                          \
    jint idx;                                                                                      \
    bool ok_;                                                                                      \
    Class *c = cp_holder(t, args, &idx, &ok_);                                                     \
    if (!ok_)                                                                                      \
        return NR_EXCEPTION;                                                                       \
    const CpInfo *e = &c->cf->cp[idx];                                                             \
    if (!(tagcond))                                                                                \
        return wrong_type(t)

static bool is_member_ref(uint8_t tag)
{
    return tag == CONSTANT_Fieldref || tag == CONSTANT_Methodref || tag == CONSTANT_InterfaceMethodref;
}

static NativeResult CP_getSize0(Thread *t, Slot *args, Slot *ret)
{
    if (!args[1].l)
        return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(args[1].l);
    ret->i = (c && c->cf) ? c->cf->cp_count : 0;
    return NR_OK;
}

static NativeResult CP_getTagAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(true);
    ret->i = (jbyte)e->tag;
    return NR_OK;
}

static NativeResult CP_getIntAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Integer);
    ret->i = e->v.i;
    return NR_OK;
}

static NativeResult CP_getLongAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Long);
    ret->j = e->v.j;
    return NR_OK;
}

static NativeResult CP_getFloatAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Float);
    ret->f = e->v.f;
    return NR_OK;
}

static NativeResult CP_getDoubleAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Double);
    ret->d = e->v.d;
    return NR_OK;
}

static NativeResult CP_getUTF8At0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Utf8);
    ret->l = vm_string_utf8n(t, e->v.utf8.s, e->v.utf8.len);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static NativeResult CP_getStringAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_String);
    const char *s = cf_utf8(c->cf, e->a);
    if (!s)
        return wrong_type(t);
    ret->l = vm_intern_utf8(t, s); /* as ldc: the interned string */
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static NativeResult CP_getClassAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Class);
    Class *k = reflect_cp_class(t, c, (uint16_t)idx);
    if (!k)
        return NR_EXCEPTION;
    ret->l = vm_mirror(k);
    return NR_OK;
}

static NativeResult CP_getClassAtIfLoaded0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_Class);
    Class *k = reflect_cp_class_if_loaded(c, (uint16_t)idx);
    ret->l = k ? vm_mirror(k) : NULL;
    return NR_OK;
}

static NativeResult CP_getClassRefIndexAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(is_member_ref(e->tag));
    ret->i = e->a;
    return NR_OK;
}

static NativeResult CP_getNameAndTypeRefIndexAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(is_member_ref(e->tag) || e->tag == CONSTANT_InvokeDynamic);
    ret->i = e->b;
    return NR_OK;
}

static NativeResult CP_getNameAndTypeRefInfoAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(e->tag == CONSTANT_NameAndType);
    const char *s[2] = {cf_utf8(c->cf, e->a), cf_utf8(c->cf, e->b)};
    ret->l = vm_string_array(t, s, 2);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static NativeResult CP_getMemberRefInfoAt0(Thread *t, Slot *args, Slot *ret)
{
    CP_ENTRY(is_member_ref(e->tag));
    const CpInfo *nat = e->b < c->cf->cp_count ? &c->cf->cp[e->b] : NULL;
    if (!nat || nat->tag != CONSTANT_NameAndType)
        return wrong_type(t);
    const char *s[3] = {cf_class_name(c->cf, e->a), cf_utf8(c->cf, nat->a), cf_utf8(c->cf, nat->b)};
    ret->l = vm_string_array(t, s, 3);
    return ret->l ? NR_OK : NR_EXCEPTION;
}

/* Shared by getMethodAt0/getFieldAt0 and their IfLoaded variants. */
static NativeResult cp_member(Thread *t, Slot *args, Slot *ret, bool field, bool if_loaded)
{
    CP_ENTRY(field ? e->tag == CONSTANT_Fieldref
                   : (e->tag == CONSTANT_Methodref || e->tag == CONSTANT_InterfaceMethodref));
    Class *k;
    if (if_loaded) {
        k = reflect_cp_class_if_loaded(c, e->a);
        if (!k) {
            ret->l = NULL;
            return NR_OK;
        }
    } else {
        k = reflect_cp_class(t, c, e->a);
        if (!k)
            return NR_EXCEPTION;
    }
    const CpInfo *nat = e->b < c->cf->cp_count ? &c->cf->cp[e->b] : NULL;
    if (!nat || nat->tag != CONSTANT_NameAndType)
        return wrong_type(t);
    const char *name = cf_utf8(c->cf, nat->a), *desc = cf_utf8(c->cf, nat->b);
    if (field) {
        Field *fd = (k->is_array || k->prim_type) ? NULL : vm_find_declared_field(k, name, desc);
        if (!fd)
            return vm_throw(t, "java/lang/RuntimeException", "Unable to look up field in target class");
        ret->l = reflect_new_field(t, fd);
    } else {
        Method *m = (k->is_array || k->prim_type) ? NULL : vm_find_declared_method(k, name, desc);
        if (!m)
            return vm_throw(t, "java/lang/RuntimeException", "Unable to look up method in target class");
        if (is_init_name(m->name) && !(m->access & ACC_STATIC))
            ret->l = reflect_new_constructor(t, m);
        else
            ret->l = reflect_new_method(t, m);
    }
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static NativeResult CP_getMethodAt0(Thread *t, Slot *args, Slot *ret)
{
    return cp_member(t, args, ret, false, false);
}

static NativeResult CP_getMethodAtIfLoaded0(Thread *t, Slot *args, Slot *ret)
{
    return cp_member(t, args, ret, false, true);
}

static NativeResult CP_getFieldAt0(Thread *t, Slot *args, Slot *ret)
{
    return cp_member(t, args, ret, true, false);
}

static NativeResult CP_getFieldAtIfLoaded0(Thread *t, Slot *args, Slot *ret)
{
    return cp_member(t, args, ret, true, true);
}

/* ================================================================================================
   java.lang.reflect.Array */

/* HotSpot's check_array: NPE for null, "Argument is not an array", and for the typed accessors
   "Argument is not an array of primitive type". */
static Class *check_array(Thread *t, Object *a, bool prim_only)
{
    if (!a) {
        vm_throw_npe(t, NULL);
        return NULL;
    }
    Class *c = a->klass;
    if (!c->is_array) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array");
        return NULL;
    }
    if (prim_only && c->elem_type == 'L') {
        vm_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array of primitive type");
        return NULL;
    }
    return c;
}

static bool check_index(Thread *t, Object *a, jint i)
{
    if (i < 0 || i >= ARRAY_LENGTH(a)) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
        return false;
    }
    return true;
}

static NativeResult Array_getLength(Thread *t, Slot *args, Slot *ret)
{
    if (!check_array(t, args[0].l, false))
        return NR_EXCEPTION;
    ret->i = ARRAY_LENGTH(args[0].l);
    return NR_OK;
}

static NativeResult Array_get(Thread *t, Slot *args, Slot *ret)
{
    Object *a = args[0].l;
    Class *c = check_array(t, a, false);
    if (!c || !check_index(t, a, args[1].i))
        return NR_EXCEPTION;
    Slot v = reflect_array_load(a, c->elem_type, args[1].i);
    if (c->elem_type == 'L') {
        ret->l = v.l;
        return NR_OK;
    }
    ret->l = reflect_box(t, c->elem_type, v); /* a new box, as HotSpot */
    return ret->l ? NR_OK : NR_EXCEPTION;
}

static NativeResult prim_get(Thread *t, Slot *args, Slot *ret, char want)
{
    Object *a = args[0].l;
    Class *c = check_array(t, a, true);
    if (!c || !check_index(t, a, args[1].i))
        return NR_EXCEPTION;
    Slot v = reflect_array_load(a, c->elem_type, args[1].i);
    if (!reflect_widen(&v, c->elem_type, want))
        return vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
    *ret = v;
    return NR_OK;
}

#define ARRAY_GETTER(NAME, CODE)                                                                   \
    static NativeResult Array_##NAME(Thread *t, Slot *args, Slot *ret)                              \
    {                                                                                              \
        return prim_get(t, args, ret, CODE);                                                       \
    }
ARRAY_GETTER(getBoolean, 'Z')
ARRAY_GETTER(getByte, 'B')
ARRAY_GETTER(getChar, 'C')
ARRAY_GETTER(getShort, 'S')
ARRAY_GETTER(getInt, 'I')
ARRAY_GETTER(getLong, 'J')
ARRAY_GETTER(getFloat, 'F')
ARRAY_GETTER(getDouble, 'D')

static NativeResult Array_set(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    Object *a = args[0].l, *value = args[2].l;
    jint i = args[1].i;
    Class *c = check_array(t, a, false);
    if (!c)
        return NR_EXCEPTION;
    if (c->elem_type == 'L') {
        if (!check_index(t, a, i))
            return NR_EXCEPTION;
        if (value && !vm_instance_of(value, c->component))
            return vm_throw(t, "java/lang/IllegalArgumentException", "array element type mismatch");
        ARRAY_DATA(a, Object *)[i] = value;
        return NR_OK;
    }
    /* primitive array: unbox first (null: IllegalArgumentException without message), then the
       index, then the widening */
    if (!value)
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    Slot v;
    char vt = reflect_unbox(t, value, &v);
    if (!check_index(t, a, i))
        return NR_EXCEPTION;
    if (!vt || !reflect_widen(&v, vt, c->elem_type))
        return vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
    reflect_array_store(a, c->elem_type, i, v);
    return NR_OK;
}

static NativeResult prim_set(Thread *t, Slot *args, char have)
{
    Object *a = args[0].l;
    jint i = args[1].i;
    Class *c = check_array(t, a, true);
    if (!c || !check_index(t, a, i))
        return NR_EXCEPTION;
    Slot v = args[2];
    if (!reflect_widen(&v, have, c->elem_type))
        return vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
    reflect_array_store(a, c->elem_type, i, v);
    return NR_OK;
}

#define ARRAY_SETTER(NAME, CODE)                                                                   \
    static NativeResult Array_##NAME(Thread *t, Slot *args, Slot *ret)                              \
    {                                                                                              \
        (void)ret;                                                                                 \
        return prim_set(t, args, CODE);                                                            \
    }
ARRAY_SETTER(setBoolean, 'Z')
ARRAY_SETTER(setByte, 'B')
ARRAY_SETTER(setChar, 'C')
ARRAY_SETTER(setShort, 'S')
ARRAY_SETTER(setInt, 'I')
ARRAY_SETTER(setLong, 'J')
ARRAY_SETTER(setFloat, 'F')
ARRAY_SETTER(setDouble, 'D')

#define MAX_DIM 255

static NativeResult Array_newArray(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l)
        return vm_throw_npe(t, NULL);
    Class *comp = vm_class_of_mirror(args[0].l);
    jint len = args[1].i;
    if (len < 0)
        return vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)len);
    if (comp->prim_type == 'V')
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    if (comp->is_array && comp->dims >= MAX_DIM)
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    Object *a;
    if (comp->prim_type) {
        a = vm_new_prim_array(t, comp->prim_type, len);
    } else {
        a = vm_new_object_array(t, comp, len);
    }
    if (!a)
        return NR_EXCEPTION;
    jvmti_hook_vm_allocated(t, a);
    ret->l = a;
    return NR_OK;
}

/* Allocates an array of class ac with lengths dims[0..rank-1] (sub-arrays for every element while
   the next length exists and this one is non-zero). */
static Object *multi_alloc(Thread *t, Class *ac, const jint *dims, int rank)
{
    Object *a = vm_new_array(t, ac, dims[0]);
    if (!a || rank == 1 || dims[0] == 0)
        return a;
    RS_BEGIN(t);
    RS_ROOT(a);
    for (jint i = 0; i < dims[0]; i++) {
        Object *sub = multi_alloc(t, ac->component, dims + 1, rank - 1);
        if (!sub) {
            RS_END();
            return NULL;
        }
        ARRAY_DATA(a, Object *)[i] = sub;
    }
    RS_END();
    return a;
}

static NativeResult Array_multiNewArray(Thread *t, Slot *args, Slot *ret)
{
    if (!args[0].l || !args[1].l)
        return vm_throw_npe(t, NULL);
    Class *elem = vm_class_of_mirror(args[0].l);
    Object *dimarr = args[1].l;
    jint rank = ARRAY_LENGTH(dimarr);
    if (rank <= 0 || rank > MAX_DIM)
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    jint dims[MAX_DIM];
    for (jint i = 0; i < rank; i++) {
        dims[i] = ARRAY_DATA(dimarr, jint)[i];
        if (dims[i] < 0)
            return vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)dims[i]);
    }
    if (elem->prim_type == 'V')
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    int total = rank + (elem->is_array ? elem->dims : 0);
    if (total > MAX_DIM)
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    Class *ac = elem;
    for (jint i = 0; i < rank; i++) {
        ac = vm_array_class(t, ac);
        if (!ac)
            return NR_EXCEPTION;
    }
    Object *a = multi_alloc(t, ac, dims, rank);
    if (!a)
        return NR_EXCEPTION;
    ret->l = a;
    return NR_OK;
}

/* ================================================================================================
   java.lang.reflect.Executable and Field */

static NativeResult Executable_getParameters0(Thread *t, Slot *args, Slot *ret)
{
    Object *exe = args[0].l;
    Method *m = reflect_method_of(t, exe);
    ret->l = NULL;
    if (!m)
        return vm_throw(t, "java/lang/InternalError", "getParameters0");
    if (!m->info || !m->info->method_parameters.data)
        return NR_OK;
    const uint8_t *d = m->info->method_parameters.data;
    uint32_t len = m->info->method_parameters.len;
    if (len < 1)
        return NR_OK;
    int n = d[0];
    if (len < 1u + 4u * (uint32_t)n)
        return vm_throw(t, "java/lang/IllegalArgumentException", "Constant pool index out of bounds");
    const ClassFile *cf = m->klass->cf;
    /* Validate every name first, as HotSpot. */
    for (int i = 0; i < n; i++) {
        uint16_t ni = (uint16_t)(d[1 + 4 * i] << 8 | d[2 + 4 * i]);
        if (!cf || ni >= cf->cp_count)
            return vm_throw(t, "java/lang/IllegalArgumentException", "Constant pool index out of bounds");
        if (ni != 0 && cf->cp[ni].tag != CONSTANT_Utf8)
            return wrong_type(t);
    }
    Class *pk = reflect_boot_class(t, &cls_param_k, "java/lang/reflect/Parameter");
    const ReflectOffsets *o = reflect_param_offsets(t);
    NativeResult init_r = vm_native_init(t, pk);
    if (init_r != NR_OK)
        return init_r;
    Object *arr = vm_new_object_array(t, pk, n), *p = NULL;
    if (!arr)
        return NR_EXCEPTION;
    RS_BEGIN(t);
    RS_ROOT(arr);
    RS_ROOT(p);
    for (int i = 0; i < n; i++) {
        uint16_t ni = (uint16_t)(d[1 + 4 * i] << 8 | d[2 + 4 * i]);
        uint16_t flags = (uint16_t)(d[3 + 4 * i] << 8 | d[4 + 4 * i]);
        p = vm_new_object(t, pk);
        if (!p)
            goto fail;
        ARRAY_DATA(arr, Object *)[i] = p;
        FIELD_AT(p, o->param_executable, Object *) = args[0].l;
        FIELD_AT(p, o->param_modifiers, jint) = flags;
        FIELD_AT(p, o->param_index, jint) = i;
        if (ni != 0) {
            Object *s = vm_intern_utf8(t, cf->cp[ni].v.utf8.s);
            if (!s)
                goto fail;
            FIELD_AT(p, o->param_name, Object *) = s;
        }
    }
    RS_END();
    ret->l = arr;
    return NR_OK;
fail:
    RS_END();
    return NR_EXCEPTION;
}

static NativeResult Executable_getTypeAnnotationBytes0(Thread *t, Slot *args, Slot *ret)
{
    Method *m = reflect_method_of(t, args[0].l);
    ret->l = NULL;
    if (!m || !m->info)
        return NR_OK;
    ret->l = reflect_byte_array(t, m->info->type_annotations);
    return (!ret->l && t->exception) ? NR_EXCEPTION : NR_OK;
}

static NativeResult Field_getTypeAnnotationBytes0(Thread *t, Slot *args, Slot *ret)
{
    Field *f = reflect_field_of(t, args[0].l);
    ret->l = NULL;
    if (!f || !f->info)
        return NR_OK;
    ret->l = reflect_byte_array(t, f->info->type_annotations);
    return (!ret->l && t->exception) ? NR_EXCEPTION : NR_OK;
}

/* ================================================================================================ */

#define R "jdk/internal/reflect/Reflection"
#define CPK "jdk/internal/reflect/ConstantPool"
#define A "java/lang/reflect/Array"
#define O "Ljava/lang/Object;"
const NativeDef vm_natives_reflect[] = {
    {R, "getCallerClass", "()Ljava/lang/Class;", Reflection_getCallerClass},
    {R, "getClassAccessFlags", "(Ljava/lang/Class;)I", Reflection_getClassAccessFlags},
    {R, "areNestMates", "(Ljava/lang/Class;Ljava/lang/Class;)Z", Reflection_areNestMates},

    {"jdk/internal/reflect/NativeMethodAccessorImpl", "invoke0",
     "(Ljava/lang/reflect/Method;" O "[" O ")" O, NativeMethodAccessorImpl_invoke0},
    {"jdk/internal/reflect/NativeConstructorAccessorImpl", "newInstance0",
     "(Ljava/lang/reflect/Constructor;[" O ")" O, NativeConstructorAccessorImpl_newInstance0},

    {CPK, "getSize0", "(" O ")I", CP_getSize0},
    {CPK, "getClassAt0", "(" O "I)Ljava/lang/Class;", CP_getClassAt0},
    {CPK, "getClassAtIfLoaded0", "(" O "I)Ljava/lang/Class;", CP_getClassAtIfLoaded0},
    {CPK, "getClassRefIndexAt0", "(" O "I)I", CP_getClassRefIndexAt0},
    {CPK, "getMethodAt0", "(" O "I)Ljava/lang/reflect/Member;", CP_getMethodAt0},
    {CPK, "getMethodAtIfLoaded0", "(" O "I)Ljava/lang/reflect/Member;", CP_getMethodAtIfLoaded0},
    {CPK, "getFieldAt0", "(" O "I)Ljava/lang/reflect/Field;", CP_getFieldAt0},
    {CPK, "getFieldAtIfLoaded0", "(" O "I)Ljava/lang/reflect/Field;", CP_getFieldAtIfLoaded0},
    {CPK, "getMemberRefInfoAt0", "(" O "I)[Ljava/lang/String;", CP_getMemberRefInfoAt0},
    {CPK, "getNameAndTypeRefIndexAt0", "(" O "I)I", CP_getNameAndTypeRefIndexAt0},
    {CPK, "getNameAndTypeRefInfoAt0", "(" O "I)[Ljava/lang/String;", CP_getNameAndTypeRefInfoAt0},
    {CPK, "getIntAt0", "(" O "I)I", CP_getIntAt0},
    {CPK, "getLongAt0", "(" O "I)J", CP_getLongAt0},
    {CPK, "getFloatAt0", "(" O "I)F", CP_getFloatAt0},
    {CPK, "getDoubleAt0", "(" O "I)D", CP_getDoubleAt0},
    {CPK, "getStringAt0", "(" O "I)Ljava/lang/String;", CP_getStringAt0},
    {CPK, "getUTF8At0", "(" O "I)Ljava/lang/String;", CP_getUTF8At0},
    {CPK, "getTagAt0", "(" O "I)B", CP_getTagAt0},

    {A, "getLength", "(" O ")I", Array_getLength},
    {A, "get", "(" O "I)" O, Array_get},
    {A, "getBoolean", "(" O "I)Z", Array_getBoolean},
    {A, "getByte", "(" O "I)B", Array_getByte},
    {A, "getChar", "(" O "I)C", Array_getChar},
    {A, "getShort", "(" O "I)S", Array_getShort},
    {A, "getInt", "(" O "I)I", Array_getInt},
    {A, "getLong", "(" O "I)J", Array_getLong},
    {A, "getFloat", "(" O "I)F", Array_getFloat},
    {A, "getDouble", "(" O "I)D", Array_getDouble},
    {A, "set", "(" O "I" O ")V", Array_set},
    {A, "setBoolean", "(" O "IZ)V", Array_setBoolean},
    {A, "setByte", "(" O "IB)V", Array_setByte},
    {A, "setChar", "(" O "IC)V", Array_setChar},
    {A, "setShort", "(" O "IS)V", Array_setShort},
    {A, "setInt", "(" O "II)V", Array_setInt},
    {A, "setLong", "(" O "IJ)V", Array_setLong},
    {A, "setFloat", "(" O "IF)V", Array_setFloat},
    {A, "setDouble", "(" O "ID)V", Array_setDouble},
    {A, "newArray", "(Ljava/lang/Class;I)" O, Array_newArray},
    {A, "multiNewArray", "(Ljava/lang/Class;[I)" O, Array_multiNewArray},

    {"java/lang/reflect/Executable", "getParameters0", "()[Ljava/lang/reflect/Parameter;",
     Executable_getParameters0},
    {"java/lang/reflect/Executable", "getTypeAnnotationBytes0", "()[B", Executable_getTypeAnnotationBytes0},
    {"java/lang/reflect/Field", "getTypeAnnotationBytes0", "()[B", Field_getTypeAnnotationBytes0},
    {NULL, NULL, NULL, NULL},
};
#undef R
#undef CPK
#undef A
#undef O
