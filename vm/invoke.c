/* invoke.c: what the VM supplies to java.lang.invoke (JSR 292), the way the JDK expects it from
   HotSpot: MemberName resolution (MethodHandleNatives natives), and the linkage of invokedynamic call
   sites, signature-polymorphic call sites and MethodHandle/MethodType/dynamic constants through the
   JDK's own up-calls (linkCallSite, linkMethod, linkMethodHandleConstant, findMethodHandleType,
   linkDynamicConstant). The VM keeps a MemberName's resolved Method* or field offset in two fields
   it injects into java.lang.invoke.MemberName (vmtarget, vmindex). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "natives/reflect_util.h"

enum {
    MN_IS_METHOD = 0x00010000, MN_IS_CONSTRUCTOR = 0x00020000, MN_IS_FIELD = 0x00040000,
    MN_IS_TYPE = 0x00080000, MN_CALLER_SENSITIVE = 0x00100000, MN_TRUSTED_FINAL = 0x00200000,
    MN_REFERENCE_KIND_SHIFT = 24, MN_REFERENCE_KIND_MASK = 0x0f,
    MN_SEARCH_SUPERCLASSES = 0x00100000, MN_SEARCH_INTERFACES = 0x00200000
};

uint32_t mn_off_vmtarget, mn_off_vmindex; /* injected by classes.c */
static uint32_t mn_off_clazz, mn_off_name, mn_off_type, mn_off_flags;
static uint32_t mt_off_rtype, mt_off_ptypes, mh_off_form, lf_off_vmentry, cs_off_target;
static Class *class_MemberName, *class_MethodHandleNatives;

static void invoke_offsets(Thread *t) {
    if (mn_off_clazz) return;
    class_MemberName = vm_boot_class(t, "java/lang/invoke/MemberName");
    class_MethodHandleNatives = vm_boot_class(t, "java/lang/invoke/MethodHandleNatives");
    mn_off_clazz = vm_field_offset(t, "java/lang/invoke/MemberName", "clazz", "Ljava/lang/Class;");
    mn_off_name = vm_field_offset(t, "java/lang/invoke/MemberName", "name", "Ljava/lang/String;");
    mn_off_type = vm_field_offset(t, "java/lang/invoke/MemberName", "type", "Ljava/lang/Object;");
    mn_off_flags = vm_field_offset(t, "java/lang/invoke/MemberName", "flags", "I");
    mt_off_rtype = vm_field_offset(t, "java/lang/invoke/MethodType", "rtype", "Ljava/lang/Class;");
    mt_off_ptypes = vm_field_offset(t, "java/lang/invoke/MethodType", "ptypes", "[Ljava/lang/Class;");
    mh_off_form = vm_field_offset(t, "java/lang/invoke/MethodHandle", "form", "Ljava/lang/invoke/LambdaForm;");
    lf_off_vmentry = vm_field_offset(t, "java/lang/invoke/LambdaForm", "vmentry", "Ljava/lang/invoke/MemberName;");
    cs_off_target = vm_field_offset(t, "java/lang/invoke/CallSite", "target", "Ljava/lang/invoke/MethodHandle;");
}

Method *mn_vmtarget(Object *mn) { return mn ? FIELD_AT(mn, mn_off_vmtarget, Method *) : NULL; }
jlong mn_vmindex(Object *mn) { return FIELD_AT(mn, mn_off_vmindex, jlong); }

/* The Method* a MethodHandle's LambdaForm runs (invokeBasic). */
Method *mh_entry_method(Thread *t, Object *mh) {
    invoke_offsets(t);
    Object *form = FIELD_AT(mh, mh_off_form, Object *);
    Object *entry = form ? FIELD_AT(form, lf_off_vmentry, Object *) : NULL;
    return mn_vmtarget(entry);
}

/* ---------------------------------------------------------------- descriptors and types */

static void append(char **buf, size_t *len, size_t *cap, const char *s) {
    size_t n = strlen(s);
    if (*len + n + 1 > *cap) {
        *cap = (*len + n + 1) * 2;
        char *nb = vm_malloc(*cap);
        memcpy(nb, *buf, *len);
        free(*buf);
        *buf = nb;
    }
    memcpy(*buf + *len, s, n + 1);
    *len += n;
}

static void append_class_desc(char **buf, size_t *len, size_t *cap, Class *c) {
    if (c->prim_type) {
        char s[2] = {c->prim_type, 0};
        append(buf, len, cap, s);
    } else if (c->is_array) {
        append(buf, len, cap, c->name);
    } else {
        append(buf, len, cap, "L");
        append(buf, len, cap, c->name);
        append(buf, len, cap, ";");
    }
}

/* The descriptor (symbol) of a MethodType, Class or descriptor String; NULL if none. */
static const char *type_descriptor(Thread *t, Object *type) {
    if (!type) return NULL;
    if (type->klass == wk.String) {
        char *s = vm_string_to_mutf8(type);
        const char *r = sym(s);
        free(s);
        return r;
    }
    size_t cap = 64, len = 0;
    char *buf = vm_malloc(cap);
    buf[0] = 0;
    if (type->klass == wk.Class) {
        append_class_desc(&buf, &len, &cap, vm_class_of_mirror(type));
    } else {
        invoke_offsets(t);
        Object *ptypes = FIELD_AT(type, mt_off_ptypes, Object *);
        append(&buf, &len, &cap, "(");
        for (jint i = 0; ptypes && i < ARRAY_LENGTH(ptypes); i++)
            append_class_desc(&buf, &len, &cap, vm_class_of_mirror(ARRAY_DATA(ptypes, Object *)[i]));
        append(&buf, &len, &cap, ")");
        append_class_desc(&buf, &len, &cap, vm_class_of_mirror(FIELD_AT(type, mt_off_rtype, Object *)));
    }
    const char *r = sym(buf);
    free(buf);
    return r;
}

/* Loads name through loader: from bytecode's linkage (t->link_may_push) a Java loader's loadClass
   runs as frames (NULL, t->link_pushed set; the instruction executes again). */
static Class *linkage_load_class(Thread *t, Object *loader, const char *name) {
    int pushed = t->link_may_push ? java_loader_push(t, loader, name, false) : 0;
    if (pushed) {
        t->link_pushed = pushed > 0;
        return NULL;
    }
    return vm_load_class(t, loader, name, false);
}

/* The class of one field descriptor at *p, loaded through loader; advances *p. */
static Class *class_of_desc(Thread *t, Object *loader, const char **p) {
    const char *s = *p;
    if (*s == 'L') {
        const char *e = strchr(s, ';');
        if (!e) return NULL;
        char *n = vm_malloc((size_t)(e - s));
        memcpy(n, s + 1, (size_t)(e - s - 1));
        n[e - s - 1] = 0;
        *p = e + 1;
        Class *c = linkage_load_class(t, loader, n);
        free(n);
        return c;
    }
    if (*s == '[') {
        const char *q = s;
        while (*q == '[') q++;
        if (*q == 'L') q = strchr(q, ';');
        if (!q) return NULL;
        size_t n = (size_t)(q - s + 1);
        char *nm = vm_malloc(n + 1);
        memcpy(nm, s, n);
        nm[n] = 0;
        *p = s + n;
        Class *c = linkage_load_class(t, loader, nm);
        free(nm);
        return c;
    }
    *p = s + 1;
    return vm_primitive_class(*s);
}

/* ---------------------------------------------------------------- up-calls for linkage

   Linkage calls MethodHandleNatives (findMethodHandleType, linkMethodHandleConstant,
   linkDynamicConstant, linkCallSite, linkMethod), and through them bootstrap methods. From bytecode
   (t->link_may_push) such a call runs as frames: it is pushed above a VM-internal frame whose
   continuation keeps its outcome in t (upcall_*), and the instruction executes again; the linkage code
   then reaches the same call (same method, class and constant pool index) and takes the outcome
   instead of calling. Every outcome taken is cached (resolved constants, method types by descriptor,
   quickened instructions), so each execution gets one call further. Elsewhere the call is nested. */

static NativeResult upcall_done(Thread *t, Frame *f, Slot *ret) {
    t->upcall_method = f->cont_data[0];
    t->upcall_class = f->cont_data[1];
    t->upcall_index = (int)(uintptr_t)f->cont_data[2];
    t->upcall_exception = t->exception;
    t->upcall_value = t->exception ? NULL : ret->l;
    t->upcall_extra = f->stack[0].l;
    t->exception = NULL;
    return NR_OK;
}

void link_upcall_forget(Thread *t) {
    t->upcall_method = NULL;
    t->upcall_value = t->upcall_exception = t->upcall_extra = NULL;
}

/* MethodHandleNatives.name(args) for constant `index` of c. *extra: an object among args the caller
   needs with the result (the appendix array): on the recorded path, the one the call was given. False
   with an exception pending when it threw, or without one when its frames were pushed
   (t->link_pushed). */
static bool mhn_call(Thread *t, Class *c, uint16_t index, const char *name, const char *desc, const Slot *args,
                     Slot *r, Object **extra) {
    Method *m = vm_resolve_method_in(class_MethodHandleNatives, name, desc);
    if (!m) vm_fatal("MethodHandleNatives.%s not found", name);
    if (t->upcall_method == m && t->upcall_class == c && t->upcall_index == index) {
        r->l = t->upcall_value;
        if (extra) *extra = t->upcall_extra;
        Object *ex = t->upcall_exception;
        link_upcall_forget(t);
        if (ex) {
            t->exception = ex;
            return false;
        }
        return true;
    }
    if (!t->link_may_push) return vm_call_static(t, class_MethodHandleNatives, name, desc, args, r);
    if (!vm_ensure_initialized(t, class_MethodHandleNatives)) return false;
    Frame *f = push_internal_frame(t, upcall_done);
    if (!f) return false;
    f->vm_upcall = true;
    f->cont_data[0] = m;
    f->cont_data[1] = c;
    f->cont_data[2] = (void *)(uintptr_t)index;
    f->stack[0].l = extra ? *extra : NULL;
    f->sp = f->stack + 1;
    if (!vm_push_call(t, m, args)) {
        t->frame = f->prev;
        return false;
    }
    t->link_pushed = true;
    return false;
}

Object *method_type_for(Thread *t, Class *caller, uint16_t desc_index) {
    /* cached where the descriptor's Utf8 entry is: a Utf8 entry resolves to nothing else */
    if (caller->resolved[desc_index]) return caller->resolved[desc_index];
    const char *desc = cf_utf8(caller->cf, desc_index);
    if (!desc || desc[0] != '(') {
        vm_throw(t, "java/lang/ClassFormatError", "bad method descriptor %u in %s", desc_index, caller->name);
        return NULL;
    }
    invoke_offsets(t);
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')';) {
        while (*p == '[') p++;
        if (*p == 'L') p = strchr(p, ';');
        if (!p) return NULL;
        p++;
        n++;
    }
    Object *ptypes = vm_new_object_array(t, wk.Class, n);
    if (!ptypes) return NULL;
    vm_push_root(t, &ptypes);
    const char *p = desc + 1;
    for (int i = 0; i < n; i++) {
        Class *c = class_of_desc(t, caller->loader, &p);
        if (!c) { vm_pop_roots(t, 1); return NULL; }
        ARRAY_DATA(ptypes, Object *)[i] = c->mirror;
    }
    p++;
    Class *rc = class_of_desc(t, caller->loader, &p);
    if (!rc) { vm_pop_roots(t, 1); return NULL; }
    Slot a[2], r;
    a[0].l = rc->mirror;
    a[1].l = ptypes;
    bool ok = mhn_call(t, caller, desc_index, "findMethodHandleType",
                       "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;", a, &r, NULL);
    vm_pop_roots(t, 1);
    if (!ok) return NULL;
    caller->resolved[desc_index] = r.l;
    return r.l;
}

/* ---------------------------------------------------------------- MemberName natives */

static void mn_set_method(Object *mn, Method *m, int ref_kind) {
    int flags = (m->access & 0xffff) | ((m->name == sym_init) ? MN_IS_CONSTRUCTOR : MN_IS_METHOD) |
                (ref_kind << MN_REFERENCE_KIND_SHIFT);
    if (m->flags & METHOD_CALLER_SENSITIVE) flags |= MN_CALLER_SENSITIVE;
    FIELD_AT(mn, mn_off_flags, jint) = flags;
    FIELD_AT(mn, mn_off_clazz, Object *) = m->klass->mirror;
    FIELD_AT(mn, mn_off_vmtarget, Method *) = m;
    jlong index = -2;
    if (ref_kind == REF_invokeVirtual && m->vtable_index >= 0) index = m->vtable_index;
    else if (ref_kind == REF_invokeInterface) index = m->itable_index;
    FIELD_AT(mn, mn_off_vmindex, jlong) = index;
}

/* A MemberName for a method found by walking the stack (StackWalker's StackFrameInfo). */
void mn_fill_method(Object *mn, Method *m) {
    invoke_offsets(vm_current_thread());
    int kind = (m->access & ACC_STATIC) ? REF_invokeStatic
             : (m->name == sym_init || (m->access & ACC_PRIVATE)) ? REF_invokeSpecial
             : m->klass->is_interface ? REF_invokeInterface : REF_invokeVirtual;
    mn_set_method(mn, m, kind);
}

static bool trusted_final(Field *f) {
    if (!(f->access & ACC_FINAL)) return false;
    return (f->access & ACC_STATIC) || f->klass->hidden || (f->klass->cf && f->klass->cf->is_record);
}

static void mn_set_field(Object *mn, Field *f, bool setter) {
    int kind = (f->access & ACC_STATIC) ? REF_getStatic : REF_getField;
    if (setter) kind += REF_putField - REF_getField;
    int flags = (f->access & 0xffff) | MN_IS_FIELD | (kind << MN_REFERENCE_KIND_SHIFT);
    if (trusted_final(f)) flags |= MN_TRUSTED_FINAL;
    FIELD_AT(mn, mn_off_flags, jint) = flags;
    FIELD_AT(mn, mn_off_clazz, Object *) = f->klass->mirror;
    FIELD_AT(mn, mn_off_vmtarget, Method *) = NULL;
    FIELD_AT(mn, mn_off_vmindex, jlong) = f->offset;
}

/* The Field a resolved field MemberName names (found again from its holder and offset). */
static Field *mn_field(Object *mn) {
    Class *c = vm_class_of_mirror(FIELD_AT(mn, mn_off_clazz, Object *));
    jlong off = FIELD_AT(mn, mn_off_vmindex, jlong);
    bool is_static = (FIELD_AT(mn, mn_off_flags, jint) >> MN_REFERENCE_KIND_SHIFT & MN_REFERENCE_KIND_MASK) == REF_getStatic ||
                     (FIELD_AT(mn, mn_off_flags, jint) >> MN_REFERENCE_KIND_SHIFT & MN_REFERENCE_KIND_MASK) == REF_putStatic;
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->n_fields; i++)
            if (k->fields[i].offset == off && ((k->fields[i].access & ACC_STATIC) != 0) == is_static) return &k->fields[i];
    return NULL;
}

static NativeResult MHN_init(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    invoke_offsets(t);
    Object *mn = args[0].l, *ref = args[1].l;
    if (!mn || !ref) return vm_throw_npe(t, NULL);
    const char *cn = ref->klass->name;
    uint32_t off_clazz, off_slot;
    if (cn == sym("java/lang/reflect/Method") || cn == sym("java/lang/reflect/Constructor")) {
        off_clazz = vm_field_offset(t, cn, "clazz", "Ljava/lang/Class;");
        off_slot = vm_field_offset(t, cn, "slot", "I");
        Class *c = vm_class_of_mirror(FIELD_AT(ref, off_clazz, Object *));
        Method *m = &c->methods[FIELD_AT(ref, off_slot, jint)];
        int kind;
        if (m->access & ACC_STATIC) kind = REF_invokeStatic;
        else if (m->name == sym_init || (m->access & ACC_PRIVATE)) kind = REF_invokeSpecial;
        else if (c->is_interface) kind = REF_invokeInterface;
        else kind = REF_invokeVirtual;
        mn_set_method(mn, m, kind);
        return NR_OK;
    }
    if (cn == sym("java/lang/reflect/Field")) {
        off_clazz = vm_field_offset(t, cn, "clazz", "Ljava/lang/Class;");
        off_slot = vm_field_offset(t, cn, "slot", "I");
        Class *c = vm_class_of_mirror(FIELD_AT(ref, off_clazz, Object *));
        mn_set_field(mn, &c->fields[FIELD_AT(ref, off_slot, jint)], false);
        return NR_OK;
    }
    return vm_throw(t, "java/lang/InternalError", "unsupported reflective object %s", cn);
}

static NativeResult MHN_expand(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    invoke_offsets(t);
    Object *mn = args[0].l;
    if (!mn) return vm_throw_npe(t, NULL);
    Method *m = mn_vmtarget(mn);
    if (m) {
        if (!FIELD_AT(mn, mn_off_name, Object *)) FIELD_AT(mn, mn_off_name, Object *) = vm_intern_utf8(t, m->name);
        if (!FIELD_AT(mn, mn_off_type, Object *)) FIELD_AT(mn, mn_off_type, Object *) = vm_intern_utf8(t, m->desc);
        return t->exception ? NR_EXCEPTION : NR_OK;
    }
    int flags = FIELD_AT(mn, mn_off_flags, jint);
    if (flags & MN_IS_FIELD) {
        Field *f = mn_field(mn);
        if (!f) return vm_throw(t, "java/lang/IllegalArgumentException", "MemberName is not resolved");
        if (!FIELD_AT(mn, mn_off_name, Object *)) FIELD_AT(mn, mn_off_name, Object *) = vm_intern_utf8(t, f->name);
        if (!FIELD_AT(mn, mn_off_type, Object *)) FIELD_AT(mn, mn_off_type, Object *) = vm_intern_utf8(t, f->desc);
        return t->exception ? NR_EXCEPTION : NR_OK;
    }
    return vm_throw(t, "java/lang/IllegalArgumentException", "MemberName is not resolved");
}

static NativeResult resolve_error(Thread *t, bool speculative, Slot *ret, const char *cls, const char *fmt,
                                  const char *a, const char *b) {
    if (speculative) {
        ret->l = NULL;
        return NR_OK;
    }
    return vm_throw(t, cls, fmt, a, b);
}

static NativeResult MHN_resolve(Thread *t, Slot *args, Slot *ret) {
    invoke_offsets(t);
    Object *mn = args[0].l, *caller_m = args[1].l;
    bool speculative = args[3].i != 0;
    if (!mn) return vm_throw_npe(t, NULL);
    if (FIELD_AT(mn, mn_off_vmtarget, Method *) || (FIELD_AT(mn, mn_off_flags, jint) & MN_IS_FIELD && FIELD_AT(mn, mn_off_vmindex, jlong) > 0)) {
        ret->l = mn;
        return NR_OK;
    }
    Object *clazz = FIELD_AT(mn, mn_off_clazz, Object *), *name_s = FIELD_AT(mn, mn_off_name, Object *);
    if (!clazz || !name_s) return vm_throw(t, "java/lang/IllegalArgumentException", "nothing to resolve");
    Class *c = vm_class_of_mirror(clazz);
    Class *caller = caller_m ? vm_class_of_mirror(caller_m) : NULL;
    int flags = FIELD_AT(mn, mn_off_flags, jint);
    int kind = (flags >> MN_REFERENCE_KIND_SHIFT) & MN_REFERENCE_KIND_MASK;
    char *nm = vm_string_to_mutf8(name_s);
    const char *name = sym(nm);
    free(nm);
    const char *desc = type_descriptor(t, FIELD_AT(mn, mn_off_type, Object *));
    if (!desc) return vm_throw(t, "java/lang/IllegalArgumentException", "MemberName has no type");
    char *cname = vm_class_java_name(c);
    NativeResult r = NR_OK;
    if (flags & MN_IS_FIELD) {
        Field *f = vm_resolve_field_in(c, name, desc);
        if (!f) {
            r = resolve_error(t, speculative, ret, "java/lang/NoSuchFieldError", "%s%s", name, "");
        } else { /* access to fields is checked by the Lookup itself */
            mn_set_field(mn, f, kind == REF_putField || kind == REF_putStatic);
            ret->l = mn;
        }
        free(cname);
        return r;
    }
    if (!(flags & (MN_IS_METHOD | MN_IS_CONSTRUCTOR))) {
        free(cname);
        return vm_throw(t, "java/lang/IllegalArgumentException", "unsupported MemberName kind");
    }
    Method *m;
    if (flags & MN_IS_CONSTRUCTOR) {
        m = vm_find_declared_method(c, name, desc);
        if (!m) {
            /* as HotSpot: a constructor must be declared by the class itself */
            char sig[1024];
            format_method_signature(sig, sizeof sig, c, name, desc);
            char *sp = strchr(sig, ' ');
            char *paren = strchr(sig, '(');
            char shown[1100];
            /* "void <init>()" from "void R2.<init>()" */
            if (sp && paren) {
                char *dot = paren;
                while (dot > sp && *dot != '.') dot--;
                snprintf(shown, sizeof shown, "%.*s %s", (int)(sp - sig), sig, dot + 1);
            } else {
                snprintf(shown, sizeof shown, "%s", sig);
            }
            r = resolve_error(t, speculative, ret, "java/lang/NoSuchMethodError", "%s: method '%s' not found", cname, shown);
            free(cname);
            return r;
        }
    } else if (c->is_interface) {
        m = vm_resolve_method_in(c, name, desc);
        if (!m) {
            Method *om = vm_find_declared_method(wk.Object, name, desc);
            if (om && (om->access & ACC_PUBLIC)) m = om;
        }
    } else {
        m = vm_resolve_method_in(c, name, desc);
    }
    if (!m && (c->name == sym("java/lang/invoke/MethodHandle") || c->name == sym("java/lang/invoke/VarHandle"))) {
        /* signature-polymorphic: any descriptor resolves to the one native declaration */
        for (uint16_t i = 0; i < c->n_methods; i++)
            if (c->methods[i].name == name && (c->methods[i].flags & METHOD_SIGPOLY)) m = &c->methods[i];
    }
    if (!m) {
        char sig[1024];
        format_method_signature(sig, sizeof sig, c, name, desc);
        r = resolve_error(t, speculative, ret, "java/lang/NoSuchMethodError", "'%s'%s", sig, "");
        free(cname);
        return r;
    }
    if (caller && !vm_can_access_member(t, caller, m->klass, m->access, c)) {
        free(cname);
        if (speculative) {
            ret->l = NULL;
            return NR_OK;
        }
        throw_method_access_error(t, caller, m);
        return NR_EXCEPTION;
    }
    bool want_static = kind == REF_invokeStatic;
    if (!(flags & MN_IS_CONSTRUCTOR) && ((m->access & ACC_STATIC) != 0) != want_static) {
        char sig[1024];
        format_method_signature(sig, sizeof sig, m->klass, m->name, m->desc);
        r = resolve_error(t, speculative, ret, "java/lang/IncompatibleClassChangeError",
                          want_static ? "Expected static method '%s'%s" : "Expecting non-static method '%s'%s", sig, "");
        free(cname);
        return r;
    }
    free(cname);
    int rk = kind;
    if (rk == REF_invokeVirtual || rk == REF_invokeInterface) {
        if (m->access & ACC_PRIVATE) rk = REF_invokeSpecial;
        else if (rk == REF_invokeInterface && !m->klass->is_interface) rk = REF_invokeVirtual;
    }
    if (m->access & ACC_STATIC) rk = REF_invokeStatic;
    if (m->name == sym_init) rk = REF_invokeSpecial;
    mn_set_method(mn, m, rk);
    ret->l = mn;
    return NR_OK;
}

static NativeResult MHN_getMembers(Thread *t, Slot *args, Slot *ret) {
    (void)args; (void)ret;
    return vm_throw(t, "java/lang/UnsupportedOperationException", "MethodHandleNatives.getMembers is not implemented");
}

static NativeResult MHN_objectFieldOffset(Thread *t, Slot *args, Slot *ret) {
    invoke_offsets(t);
    if (!args[0].l) return vm_throw_npe(t, NULL);
    ret->j = mn_vmindex(args[0].l);
    return NR_OK;
}

static NativeResult MHN_staticFieldBase(Thread *t, Slot *args, Slot *ret) {
    invoke_offsets(t);
    if (!args[0].l) return vm_throw_npe(t, NULL);
    ret->l = FIELD_AT(args[0].l, mn_off_clazz, Object *);
    return NR_OK;
}

static NativeResult MHN_getMemberVMInfo(Thread *t, Slot *args, Slot *ret) {
    invoke_offsets(t);
    Object *mn = args[0].l;
    if (!mn) return vm_throw_npe(t, NULL);
    Object *a = vm_new_object_array(t, wk.Object, 2);
    if (!a) return NR_EXCEPTION;
    vm_push_root(t, &a);
    Slot v;
    v.j = mn_vmindex(mn);
    Object *index = reflect_box(t, 'J', v); /* a new box, as HotSpot makes */
    vm_pop_roots(t, 1);
    if (!index) return NR_EXCEPTION;
    ARRAY_DATA(a, Object *)[0] = index;
    ARRAY_DATA(a, Object *)[1] = mn_vmtarget(mn) ? mn : FIELD_AT(mn, mn_off_clazz, Object *);
    ret->l = a;
    return NR_OK;
}

static NativeResult MHN_setCallSiteTarget(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    invoke_offsets(t);
    if (!args[0].l) return vm_throw_npe(t, NULL);
    FIELD_AT(args[0].l, cs_off_target, Object *) = args[1].l;
    return NR_OK;
}

static NativeResult MHN_copyOutBootstrapArguments(Thread *t, Slot *args, Slot *ret) {
    (void)args; (void)ret;
    return vm_throw(t, "java/lang/InternalError", "bootstrap arguments are always passed resolved (push mode)");
}

static NativeResult MHN_noop(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args; (void)ret;
    return NR_OK;
}

static NativeResult MHN_getNamedCon(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->i = 0; /* no constants to cross-check */
    return NR_OK;
}

/* ---------------------------------------------------------------- constants and linkage */


Object *resolve_method_handle_constant(Thread *t, Class *c, uint16_t index);
Object *resolve_dynamic_constant(Thread *t, Class *c, uint16_t index);

/* A loadable constant as an object (primitives in new boxes, as HotSpot passes them), for bootstrap
   arguments. */
static Object *loadable_constant(Thread *t, Class *c, uint16_t index) {
    if (index == 0 || index >= c->cf->cp_count) {
        vm_throw(t, "java/lang/ClassFormatError", "bad constant index %u", index);
        return NULL;
    }
    const CpInfo *e = &c->cf->cp[index];
    Slot v;
    v.raw = 0;
    switch (e->tag) {
    case CONSTANT_Integer: v.i = e->v.i; return reflect_box(t, 'I', v);
    case CONSTANT_Float: v.f = e->v.f; return reflect_box(t, 'F', v);
    case CONSTANT_Long: v.j = e->v.j; return reflect_box(t, 'J', v);
    case CONSTANT_Double: v.d = e->v.d; return reflect_box(t, 'D', v);
    case CONSTANT_String: return resolve_string(t, c, index);
    case CONSTANT_Class: {
        Class *k = resolve_class(t, c, index);
        return k ? k->mirror : NULL;
    }
    case CONSTANT_MethodType: {
        if (c->resolved[index]) return c->resolved[index];
        Object *mt = method_type_for(t, c, e->a);
        if (mt) c->resolved[index] = mt;
        return mt;
    }
    case CONSTANT_MethodHandle: return resolve_method_handle_constant(t, c, index);
    case CONSTANT_Dynamic: return resolve_dynamic_constant(t, c, index);
    default:
        vm_throw(t, "java/lang/ClassFormatError", "constant %u is not loadable", index);
        return NULL;
    }
}

Object *resolve_method_handle_constant(Thread *t, Class *c, uint16_t index) {
    if (c->resolved[index]) return c->resolved[index];
    invoke_offsets(t);
    const CpInfo *e = &c->cf->cp[index];
    int kind = e->a;
    const CpInfo *ref = &c->cf->cp[e->b];
    Class *defc = resolve_class(t, c, ref->a);
    if (!defc) return NULL;
    const CpInfo *nat = &c->cf->cp[ref->b];
    const char *name = cf_utf8(c->cf, nat->a), *desc = cf_utf8(c->cf, nat->b);
    Object *type;
    if (kind <= REF_putStatic) {
        const char *p = desc;
        Class *fc = class_of_desc(t, c->loader, &p);
        if (!fc) return NULL;
        type = fc->mirror;
    } else {
        type = method_type_for(t, c, nat->b);
        if (!type) return NULL;
    }
    vm_push_root(t, &type);
    Object *jname = vm_intern_utf8(t, name);
    vm_pop_roots(t, 1);
    if (!jname) return NULL;
    Slot a[5], r;
    a[0].l = c->mirror;
    a[1].i = kind;
    a[2].l = defc->mirror;
    a[3].l = jname;
    a[4].l = type;
    if (!mhn_call(t, c, index, "linkMethodHandleConstant",
                  "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;",
                  a, &r, NULL))
        return NULL;
    c->resolved[index] = r.l;
    return r.l;
}

/* Bootstrap method and resolved static arguments of a BootstrapMethods entry. */
static bool bootstrap_parts(Thread *t, Class *c, uint16_t bsm_index, Object **bsm, Object **static_args) {
    if (bsm_index >= c->cf->n_bootstrap_methods) {
        vm_throw(t, "java/lang/BootstrapMethodError", "bad bootstrap method index %u", bsm_index);
        return false;
    }
    const CfBootstrapMethod *b = &c->cf->bootstrap_methods[bsm_index];
    *bsm = resolve_method_handle_constant(t, c, b->method_handle);
    if (!*bsm) return false;
    vm_push_root(t, bsm);
    *static_args = vm_new_object_array(t, wk.Object, b->n_args);
    if (!*static_args) { vm_pop_roots(t, 1); return false; }
    vm_push_root(t, static_args);
    for (uint16_t i = 0; i < b->n_args; i++) {
        Object *v = loadable_constant(t, c, b->args[i]);
        if (!v && (t->exception || t->link_pushed)) { vm_pop_roots(t, 2); return false; }
        ARRAY_DATA(*static_args, Object *)[i] = v;
    }
    vm_pop_roots(t, 2);
    return true;
}

/* Wraps a linkage failure as the JVMS requires: BootstrapMethodError unless it is an Error. */
static void wrap_bootstrap_error(Thread *t) {
    Object *ex = t->exception;
    if (!ex) return;
    if (vm_is_subclass_of(ex->klass, vm_boot_class(t, "java/lang/Error"))) return;
    t->exception = NULL;
    vm_throw_cause(t, "java/lang/BootstrapMethodError", ex, "bootstrap method initialization exception");
}

Object *resolve_dynamic_constant(Thread *t, Class *c, uint16_t index) {
    if (c->resolved[index]) return c->resolved[index] == (void *)&method_conflict_marker ? NULL : c->resolved[index];
    invoke_offsets(t);
    const CpInfo *e = &c->cf->cp[index];
    const CpInfo *nat = &c->cf->cp[e->b];
    const char *name = cf_utf8(c->cf, nat->a), *desc = cf_utf8(c->cf, nat->b);
    Object *bsm = NULL, *sargs = NULL;
    if (!bootstrap_parts(t, c, e->a, &bsm, &sargs)) return NULL;
    vm_push_root(t, &bsm);
    vm_push_root(t, &sargs);
    const char *p = desc;
    Class *tc = class_of_desc(t, c->loader, &p);
    Object *jname = tc ? vm_intern_utf8(t, name) : NULL;
    vm_pop_roots(t, 2);
    if (!jname) return NULL;
    Slot a[6], r;
    a[0].l = c->mirror;
    a[1].i = index;
    a[2].l = bsm;
    a[3].l = jname;
    a[4].l = tc->mirror;
    a[5].l = sargs;
    if (!mhn_call(t, c, index, "linkDynamicConstant",
                  "(Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
                  a, &r, NULL)) {
        wrap_bootstrap_error(t);
        return NULL;
    }
    /* a null constant is cached as the marker below, so resolution happens once */
    c->resolved[index] = r.l ? r.l : (Object *)&method_conflict_marker;
    return r.l;
}

/* ---------------------------------------------------------------- call sites */

/* Linked call sites, each allocated once so their appendix fields stay registered GC roots. */
static IndySite **sites;
static uint32_t n_sites, cap_sites;

IndySite *indy_site(uint32_t i) { return sites[i]; }

/* What both linkCallSite and linkMethod take: the call's MethodType, the interned name and a
   one-element array for the appendix. Pushes 3 roots on t (the caller pops them). */
static bool link_arguments(Thread *t, Class *c, const char *name, uint16_t desc_index, Object **type,
                           Object **jname, Object **appendix) {
    *type = method_type_for(t, c, desc_index);
    vm_push_root(t, type);
    *jname = *type ? vm_intern_utf8(t, name) : NULL;
    vm_push_root(t, jname);
    *appendix = *jname ? vm_new_object_array(t, wk.Object, 1) : NULL;
    vm_push_root(t, appendix);
    return *appendix != NULL;
}

bool link_invokedynamic(Thread *t, Class *c, uint16_t index, uint32_t *site_out) {
    invoke_offsets(t);
    if (index == 0 || index >= c->cf->cp_count || c->cf->cp[index].tag != CONSTANT_InvokeDynamic) {
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "bad invokedynamic index %u", index);
        return false;
    }
    const CpInfo *e = &c->cf->cp[index];
    const CpInfo *nat = &c->cf->cp[e->b];
    const char *name = cf_utf8(c->cf, nat->a);
    Object *bsm = NULL, *sargs = NULL, *type = NULL, *jname = NULL, *appendix = NULL;
    if (!bootstrap_parts(t, c, e->a, &bsm, &sargs)) {
        wrap_bootstrap_error(t);
        return false;
    }
    vm_push_root(t, &bsm);
    vm_push_root(t, &sargs);
    bool ok = link_arguments(t, c, name, nat->b, &type, &jname, &appendix);
    Slot r;
    if (ok) {
        Slot a[7];
        a[0].l = c->mirror;
        a[1].i = index;
        a[2].l = bsm;
        a[3].l = jname;
        a[4].l = type;
        a[5].l = sargs;
        a[6].l = appendix;
        ok = mhn_call(t, c, index, "linkCallSite",
                      "(Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;",
                      a, &r, &appendix);
        if (!ok) wrap_bootstrap_error(t);
    }
    vm_pop_roots(t, 5);
    if (!ok) return false;
    Method *invoker = mn_vmtarget(r.l);
    if (!invoker) {
        vm_throw(t, "java/lang/InternalError", "linkCallSite returned an unresolved MemberName");
        return false;
    }
    if (n_sites == cap_sites) {
        cap_sites = cap_sites ? cap_sites * 2 : 256;
        IndySite **ns = vm_calloc(cap_sites, sizeof(IndySite *));
        if (n_sites) memcpy(ns, sites, n_sites * sizeof(IndySite *));
        free(sites);
        sites = ns;
    }
    IndySite *s = vm_calloc(1, sizeof(IndySite));
    sites[n_sites] = s;
    s->invoker = invoker;
    s->appendix = ARRAY_DATA(appendix, Object *)[0];
    s->cp_index = index;
    vm_add_global_root(&s->appendix);
    *site_out = n_sites++;
    return true;
}

/* Failed invokedynamic linkages, by instruction address: the error's class and message, thrown
   again (as a new exception without cause, as HotSpot does) instead of running the bootstrap again. */
typedef struct IndyFailure {
    const uint8_t *pc;
    const char *exception; /* symbol */
    char *message;         /* or NULL */
    struct IndyFailure *next;
} IndyFailure;
static IndyFailure *indy_failures;

void indy_failure_record(Thread *t, const uint8_t *pc) {
    Object *ex = t->exception;
    if (!ex || !vm_is_subclass_of(ex->klass, vm_boot_class(t, "java/lang/LinkageError"))) return;
    static uint32_t off_detail;
    if (!off_detail) off_detail = vm_field_offset(t, "java/lang/Throwable", "detailMessage", "Ljava/lang/String;");
    Object *msg = FIELD_AT(ex, off_detail, Object *);
    IndyFailure *f = vm_calloc(1, sizeof *f);
    f->pc = pc;
    f->exception = ex->klass->name;
    f->message = msg ? vm_string_to_utf8(msg) : NULL;
    f->next = indy_failures;
    indy_failures = f;
}

bool indy_failure_rethrow(Thread *t, const uint8_t *pc) {
    for (IndyFailure *f = indy_failures; f; f = f->next)
        if (f->pc == pc) {
            if (f->message) vm_throw(t, f->exception, "%s", f->message);
            else vm_throw(t, f->exception, NULL);
            return true;
        }
    return false;
}

/* invokevirtual of MethodHandle.invoke/invokeExact or a VarHandle access mode: linkMethod. */
bool link_sigpoly(Thread *t, Class *c, Method *rm, uint16_t index, HandleSite **out) {
    invoke_offsets(t);
    const CpInfo *e = &c->cf->cp[index];
    const CpInfo *nat = &c->cf->cp[e->b];
    const char *desc = cf_utf8(c->cf, nat->b);
    Object *type, *jname, *appendix;
    bool ok = link_arguments(t, c, rm->name, nat->b, &type, &jname, &appendix);
    Slot r;
    if (ok) {
        Slot a[6];
        a[0].l = c->mirror;
        a[1].i = REF_invokeVirtual;
        a[2].l = rm->klass->mirror;
        a[3].l = jname;
        a[4].l = type;
        a[5].l = appendix;
        ok = mhn_call(t, c, index, "linkMethod",
                      "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;",
                      a, &r, &appendix);
    }
    vm_pop_roots(t, 3);
    if (!ok) return false;
    HandleSite *h = vm_calloc(1, sizeof(HandleSite));
    h->invoker = mn_vmtarget(r.l);
    h->appendix = ARRAY_DATA(appendix, Object *)[0];
    h->arg_slots = (uint16_t)descriptor_arg_slots(desc);
    vm_add_global_root(&h->appendix);
    if (!h->invoker) {
        vm_throw(t, "java/lang/InternalError", "linkMethod returned an unresolved MemberName");
        return false;
    }
    *out = h;
    return true;
}

/* Slots taken by the arguments of a method descriptor (no receiver). */
int descriptor_arg_slots(const char *desc) {
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')';) {
        if (*p == 'J' || *p == 'D') { n += 2; p++; continue; }
        n++;
        while (*p == '[') p++;
        if (*p == 'L') p = strchr(p, ';');
        if (!p) break;
        p++;
    }
    return n;
}

const NativeDef vm_natives_invoke[] = {
    {"java/lang/invoke/MethodHandleNatives", "init", "(Ljava/lang/invoke/MemberName;Ljava/lang/Object;)V", MHN_init},
    {"java/lang/invoke/MethodHandleNatives", "expand", "(Ljava/lang/invoke/MemberName;)V", MHN_expand},
    {"java/lang/invoke/MethodHandleNatives", "resolve", "(Ljava/lang/invoke/MemberName;Ljava/lang/Class;IZ)Ljava/lang/invoke/MemberName;", MHN_resolve},
    {"java/lang/invoke/MethodHandleNatives", "getMembers", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Class;I[Ljava/lang/invoke/MemberName;)I", MHN_getMembers},
    {"java/lang/invoke/MethodHandleNatives", "objectFieldOffset", "(Ljava/lang/invoke/MemberName;)J", MHN_objectFieldOffset},
    {"java/lang/invoke/MethodHandleNatives", "staticFieldOffset", "(Ljava/lang/invoke/MemberName;)J", MHN_objectFieldOffset},
    {"java/lang/invoke/MethodHandleNatives", "staticFieldBase", "(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", MHN_staticFieldBase},
    {"java/lang/invoke/MethodHandleNatives", "getMemberVMInfo", "(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", MHN_getMemberVMInfo},
    {"java/lang/invoke/MethodHandleNatives", "setCallSiteTargetNormal", "(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", MHN_setCallSiteTarget},
    {"java/lang/invoke/MethodHandleNatives", "setCallSiteTargetVolatile", "(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", MHN_setCallSiteTarget},
    {"java/lang/invoke/MethodHandleNatives", "copyOutBootstrapArguments", "(Ljava/lang/Class;[III[Ljava/lang/Object;IZLjava/lang/Object;)V", MHN_copyOutBootstrapArguments},
    {"java/lang/invoke/MethodHandleNatives", "clearCallSiteContext", "(Ljava/lang/invoke/MethodHandleNatives$CallSiteContext;)V", MHN_noop},
    {"java/lang/invoke/MethodHandleNatives", "getNamedCon", "(I[Ljava/lang/Object;)I", MHN_getNamedCon},
    {NULL, NULL, NULL, NULL},
};
