/* resolve.c: resolution of symbolic references in a class's constant pool (JVMS 5.4.3) with the access
   checks of JVMS 5.4.4, caching the result per constant pool index. Errors carry HotSpot 17's
   messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* "void Foo.bar(int, java.lang.String)" for NoSuchMethodError messages. */
static void append_type(char *buf, size_t cap, const char **pp) {
    const char *p = *pp;
    int dims = 0;
    while (*p == '[') { dims++; p++; }
    const char *name;
    char tmp[512];
    switch (*p) {
    case 'Z': name = "boolean"; p++; break;
    case 'B': name = "byte"; p++; break;
    case 'C': name = "char"; p++; break;
    case 'S': name = "short"; p++; break;
    case 'I': name = "int"; p++; break;
    case 'J': name = "long"; p++; break;
    case 'F': name = "float"; p++; break;
    case 'D': name = "double"; p++; break;
    case 'V': name = "void"; p++; break;
    case 'L': {
        const char *e = strchr(p, ';');
        size_t n = e ? (size_t)(e - p - 1) : strlen(p + 1);
        if (n >= sizeof tmp) n = sizeof tmp - 1;
        memcpy(tmp, p + 1, n);
        tmp[n] = 0;
        for (char *q = tmp; *q; q++) if (*q == '/') *q = '.';
        name = tmp;
        p = e ? e + 1 : p + 1 + n;
        break;
    }
    default: name = "?"; if (*p) p++; break;
    }
    strncat(buf, name, cap - strlen(buf) - 1);
    for (int i = 0; i < dims; i++) strncat(buf, "[]", cap - strlen(buf) - 1);
    *pp = p;
}

void format_method_signature(char *buf, size_t cap, Class *c, const char *name, const char *desc) {
    buf[0] = 0;
    const char *r = strchr(desc, ')');
    const char *rp = r ? r + 1 : "V";
    append_type(buf, cap, &rp);
    strncat(buf, " ", cap - strlen(buf) - 1);
    if (c) {
        char *cn = vm_class_java_name(c);
        strncat(buf, cn, cap - strlen(buf) - 1);
        free(cn);
        strncat(buf, ".", cap - strlen(buf) - 1);
    }
    strncat(buf, name, cap - strlen(buf) - 1);
    strncat(buf, "(", cap - strlen(buf) - 1);
    const char *p = desc + 1;
    bool first = true;
    while (*p && *p != ')') {
        if (!first) strncat(buf, ", ", cap - strlen(buf) - 1);
        first = false;
        append_type(buf, cap, &p);
    }
    strncat(buf, ")", cap - strlen(buf) - 1);
}

/* JVMS 5.4.4: the nest host named by a NestHost attribute counts only if it is in the same runtime
   package and lists this class among its NestMembers; otherwise a class is its own host. Hidden classes
   get theirs when defined (themselves unless defined as nestmates). */
static Class *nest_host_of(Thread *t, Class *c) {
    if (c->nest_host) return c->nest_host;
    Class *h = c;
    if (c->cf && c->cf->nest_host && !c->hidden) {
        const char *hn = cf_class_name(c->cf, c->cf->nest_host);
        Object *pending = t->exception;
        t->exception = NULL;
        Class *hc = hn ? vm_load_class(t, c->loader, hn, false) : NULL;
        t->exception = pending;
        bool member = false;
        if (hc && hc->cf && hc->loader == c->loader && hc->package == c->package)
            for (uint16_t i = 0; i < hc->cf->n_nest_members && !member; i++)
                member = cf_class_name(hc->cf, hc->cf->nest_members[i]) == c->cf->this_name;
        if (member) h = hc;
    }
    c->nest_host = h;
    return h;
}

Class *class_nest_host(Thread *t, Class *c) { return nest_host_of(t, c); }

bool vm_can_access_member(Thread *t, Class *from, Class *decl, uint16_t access, Class *ref) {
    if (access & ACC_PUBLIC) return true;
    if (from->flags & CLASS_MAGIC_ACCESSOR) return true;
    if (from == decl) return true;
    if (access & ACC_PRIVATE) return nest_host_of(t, from) == nest_host_of(t, decl);
    if (from->loader == decl->loader && from->package == decl->package) return true;
    if (access & ACC_PROTECTED) {
        (void)ref;
        for (Class *k = from; k; k = k->super)
            if (k == decl) return true;
    }
    return false;
}

bool class_accessible(Class *from, Class *c) {
    if (from->flags & CLASS_MAGIC_ACCESSOR) return true;
    while (c->is_array) c = c->component;
    if (c->prim_type) return true;
    return (c->access & ACC_PUBLIC) || (from->loader == c->loader && from->package == c->package) || from == c;
}

void throw_method_access_error(Thread *t, Class *from, Method *m) {
    char *a = vm_class_java_name(from), buf[1024], suf[512];
    format_method_signature(buf, sizeof buf, m->klass, m->name, m->desc);
    vm_class_pair_modules(t, from, m->klass, suf, sizeof suf);
    vm_throw(t, "java/lang/IllegalAccessError", "class %s tried to access %smethod '%s' (%s)", a,
             (m->access & ACC_PRIVATE) ? "private " : (m->access & ACC_PROTECTED) ? "protected " : "", buf, suf);
    free(a);
}

Class *resolve_class(Thread *t, Class *c, uint16_t index) {
    Class *r = c->resolved[index];
    if (r) return r;
    const char *name = cf_class_name(c->cf, index);
    if (!name) {
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "bad class constant %u in %s", index, c->name);
        return NULL;
    }
    /* only the first class a resolution from bytecode meets may be loaded on the frame stack: what
       follows it is not prepared to run again */
    bool may_push = t->load_may_push;
    t->load_may_push = false;
    /* a class's references to itself resolve to itself (hidden classes cannot be found by name) */
    if (name == c->cf->this_name) r = c;
    else {
        int pushed = may_push ? java_loader_push(t, c->loader, name, false) : 0;
        if (pushed) {
            t->load_pushed = pushed > 0;
            return NULL;
        }
        r = vm_load_class(t, c->loader, name, false);
    }
    if (!r) return NULL;
    if (!class_accessible(c, r)) {
        char *a = vm_class_java_name(c), *b = vm_class_java_name(r), suf[512];
        vm_class_pair_modules(t, c, r, suf, sizeof suf);
        vm_throw(t, "java/lang/IllegalAccessError", "failed to access class %s from class %s (%s)", b, a, suf);
        free(a);
        free(b);
        return NULL;
    }
    if (!(c->flags & CLASS_MAGIC_ACCESSOR) && !class_check_exported(t, c, r, NULL)) return NULL;
    c->resolved[index] = r;
    return r;
}

Field *resolve_field(Thread *t, Class *c, uint16_t index, bool is_static) {
    Field *f = c->resolved[index];
    if (f) return f;
    const CpInfo *e = &c->cf->cp[index];
    if (index == 0 || index >= c->cf->cp_count || e->tag != CONSTANT_Fieldref) {
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "bad field reference %u in %s", index, c->name);
        return NULL;
    }
    Class *owner = resolve_class(t, c, e->a);
    if (!owner) return NULL;
    const CpInfo *nat = &c->cf->cp[e->b];
    const char *name = cf_utf8(c->cf, nat->a), *desc = cf_utf8(c->cf, nat->b);
    f = vm_resolve_field_in(owner, name, desc);
    if (!f) {
        vm_throw(t, "java/lang/NoSuchFieldError", "%s", name);
        return NULL;
    }
    if (!vm_can_access_member(t, c, f->klass, f->access, owner)) {
        char *a = vm_class_java_name(c), *b = vm_class_java_name(f->klass), suf[512];
        vm_class_pair_modules(t, c, f->klass, suf, sizeof suf);
        vm_throw(t, "java/lang/IllegalAccessError", "class %s tried to access %sfield %s.%s (%s)", a,
                 (f->access & ACC_PRIVATE) ? "private " : (f->access & ACC_PROTECTED) ? "protected " : "",
                 b, name, suf);
        free(a);
        free(b);
        return NULL;
    }
    if (((f->access & ACC_STATIC) != 0) != is_static) {
        char *b = vm_class_java_name(f->klass);
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s",
                 is_static ? "static" : "non-static", b, name);
        free(b);
        return NULL;
    }
    c->resolved[index] = f;
    return f;
}

/* opcode: 0xb6 invokevirtual, 0xb7 invokespecial, 0xb8 invokestatic, 0xb9 invokeinterface */
Method *resolve_method(Thread *t, Class *c, uint16_t index, int opcode) {
    Method *m = c->resolved[index];
    if (m) return m;
    const CpInfo *e = &c->cf->cp[index];
    if (index == 0 || index >= c->cf->cp_count ||
        (e->tag != CONSTANT_Methodref && e->tag != CONSTANT_InterfaceMethodref)) {
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "bad method reference %u in %s", index, c->name);
        return NULL;
    }
    Class *owner = resolve_class(t, c, e->a);
    if (!owner) return NULL;
    const CpInfo *nat = &c->cf->cp[e->b];
    const char *name = cf_utf8(c->cf, nat->a), *desc = cf_utf8(c->cf, nat->b);
    bool iface_ref = e->tag == CONSTANT_InterfaceMethodref;
    if (iface_ref != owner->is_interface) {
        char *b = vm_class_java_name(owner);
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "Found %s %s, but %s was expected",
                 owner->is_interface ? "interface" : "class", b, owner->is_interface ? "class" : "interface");
        free(b);
        return NULL;
    }
    m = vm_resolve_method_in(owner, name, desc);
    if (!m && (owner->name == sym("java/lang/invoke/MethodHandle") || owner->name == sym("java/lang/invoke/VarHandle"))) {
        /* signature-polymorphic methods match any descriptor (JVMS 2.9.3) */
        for (uint16_t i = 0; i < owner->n_methods; i++)
            if (owner->methods[i].name == name && (owner->methods[i].flags & METHOD_SIGPOLY)) m = &owner->methods[i];
    }
    if (!m && owner->is_interface) {
        Method *om = vm_find_declared_method(wk.Object, name, desc);
        if (om && (om->access & ACC_PUBLIC) && !(om->access & ACC_STATIC)) m = om;
    }
    if (!m) {
        char buf[1024];
        format_method_signature(buf, sizeof buf, owner, name, desc);
        vm_throw(t, "java/lang/NoSuchMethodError", "'%s'", buf);
        return NULL;
    }
    if (!vm_can_access_member(t, c, m->klass, m->access, owner)) {
        throw_method_access_error(t, c, m);
        return NULL;
    }
    bool is_static = (m->access & ACC_STATIC) != 0;
    if ((opcode == 0xb8) != is_static) {
        char buf[1024];
        format_method_signature(buf, sizeof buf, m->klass, name, desc);
        /* HotSpot's three wordings: invokestatic, an interface method, a class method */
        vm_throw(t, "java/lang/IncompatibleClassChangeError",
                 opcode == 0xb8 ? "Expected static method '%s'"
                 : owner->is_interface ? "Expected instance not static method '%s'"
                                       : "Expecting non-static method '%s'", buf);
        return NULL;
    }
    c->resolved[index] = m;
    return m;
}

Object *resolve_string(Thread *t, Class *c, uint16_t index) {
    Object *s = c->resolved[index];
    if (s) return s;
    const char *u = cf_utf8(c->cf, c->cf->cp[index].a);
    s = vm_intern_utf8(t, u ? u : "");
    if (s) c->resolved[index] = s;
    return s;
}
