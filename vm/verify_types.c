/* verify_types.c: the verifier's type lattice (JVMS 4.10.1.2): verification types of descriptors (each
   descriptor's made once for the process), assignability between them, the merge the inference
   verifier needs, and their names as HotSpot's messages spell them. Class types need their classes:
   they are looked up through the defining loader of the class being verified, as HotSpot's verifier
   does (each name once per class verified), and a class that loader has not loaded yet makes the check
   stop with v->need set (the caller loads it and goes on from the instruction that needed it). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"
#include "verify_internal.h"

VType vt_ref(const char *name) { return (VType){.tag = VT_REF, .name = sym(name)}; }

VType vt_known(VKnown k) {
    /* symbols never change: interned once for every VM */
    static const char *const names[VK_COUNT] = {
        [VK_OBJECT] = "java/lang/Object", [VK_STRING] = "java/lang/String", [VK_CLASS] = "java/lang/Class",
        [VK_THROWABLE] = "java/lang/Throwable", [VK_METHOD_TYPE] = "java/lang/invoke/MethodType",
        [VK_METHOD_HANDLE] = "java/lang/invoke/MethodHandle", [VK_CLONEABLE] = "java/lang/Cloneable",
        [VK_SERIALIZABLE] = "java/io/Serializable",
    };
    static const char *syms[VK_COUNT];
    if (!syms[k]) syms[k] = sym(names[k]);
    return vt_sym(syms[k]);
}

const char *verify_init_name(void) {
    static const char *init; /* symbols are the same for every VM */
    if (!init) init = sym("<init>");
    return init;
}

VType vt_of_desc(const char **d) {
    const char *p = *d;
    switch (*p) {
    case 'Z': case 'B': case 'C': case 'S': case 'I': *d = p + 1; return vt_make(VT_INT);
    case 'F': *d = p + 1; return vt_make(VT_FLOAT);
    case 'J': *d = p + 1; return vt_make(VT_LONG);
    case 'D': *d = p + 1; return vt_make(VT_DOUBLE);
    case 'L': {
        const char *e = strchr(p, ';');
        if (!e) break;
        *d = e + 1;
        return vt_sym(sym_n(p + 1, (size_t)(e - p - 1)));
    }
    case '[': {
        const char *q = p;
        while (*q == '[') q++;
        if (*q == 'L') {
            q = strchr(q, ';');
            if (!q) break;
        } else if (!*q || !strchr("ZBCSIJFD", *q)) {
            break;
        }
        *d = q + 1;
        return vt_sym(sym_n(p, (size_t)(q + 1 - p)));
    }
    default:
        break;
    }
    *d = p + (*p ? 1 : 0);
    return vt_make(VT_TOP);
}

/* Descriptors' types, made once for the process: a descriptor is a symbol, and so is every name in its
   types, all of which live as long as the process (making them interns class names: each member
   instruction of every class verified would otherwise do it again). */
static struct {
    const DescTypes **slots; /* open addressing, NULL free */
    size_t cap, count;
    pthread_mutex_t lock;
} desc_cache = {.lock = PTHREAD_MUTEX_INITIALIZER};

static size_t desc_slot(const char *desc) {
    uintptr_t h = (uintptr_t)desc;
    return (size_t)((h >> 3) ^ (h >> 13)) & (desc_cache.cap - 1);
}

static void desc_cache_put(const DescTypes *dt) {
    if ((desc_cache.count + 1) * 2 > desc_cache.cap) {
        const DescTypes **old = desc_cache.slots;
        size_t old_cap = desc_cache.cap;
        desc_cache.cap = old_cap ? old_cap * 2 : 4096;
        desc_cache.slots = vm_calloc(desc_cache.cap, sizeof *desc_cache.slots);
        desc_cache.count = 0;
        for (size_t i = 0; i < old_cap; i++)
            if (old[i]) desc_cache_put(old[i]);
        free(old);
    }
    size_t j = desc_slot(dt->desc);
    while (desc_cache.slots[j]) j = (j + 1) & (desc_cache.cap - 1);
    desc_cache.slots[j] = dt;
    desc_cache.count++;
}

static const DescTypes *desc_types_make(const char *desc) {
    bool method = desc[0] == '(';
    int n = 0;
    if (method) /* counted without making the types */
        for (const char *d = desc + 1; *d && *d != ')'; n++) {
            const char *end = NULL;
            bc_type_slots(d, &end);
            if (!end) break;
            d = end;
        }
    DescTypes *dt = vm_malloc(sizeof(DescTypes) + ((size_t)n + 1) * sizeof(VType));
    dt->desc = desc;
    dt->n = n;
    const char *d = method ? desc + 1 : desc;
    for (int i = 0; i < n; i++) dt->types[i] = vt_of_desc(&d);
    if (method && *d == ')') d++;
    dt->types[n] = *d == 'V' ? vt_make(VT_TOP) : vt_of_desc(&d);
    return dt;
}

const DescTypes *vt_desc_types(const char *desc) {
    pthread_mutex_lock(&desc_cache.lock);
    if (desc_cache.cap)
        for (size_t j = desc_slot(desc); desc_cache.slots[j]; j = (j + 1) & (desc_cache.cap - 1))
            if (desc_cache.slots[j]->desc == desc) {
                const DescTypes *dt = desc_cache.slots[j];
                pthread_mutex_unlock(&desc_cache.lock);
                return dt;
            }
    const DescTypes *dt = desc_types_make(desc);
    desc_cache_put(dt);
    pthread_mutex_unlock(&desc_cache.lock);
    return dt;
}

static size_t lookup_slot(const ClassLookups *cl, const char *name) {
    uintptr_t h = (uintptr_t)name;
    return (size_t)((h >> 3) ^ (h >> 12)) & (cl->cap - 1);
}

static Class *lookups_get(const ClassLookups *cl, const char *name) {
    if (!cl->cap) return NULL;
    for (size_t j = lookup_slot(cl, name); cl->names[j]; j = (j + 1) & (cl->cap - 1))
        if (cl->names[j] == name) return cl->classes[j];
    return NULL;
}

static void lookups_put(ClassLookups *cl, const char *name, Class *k) {
    if ((cl->count + 1) * 2 > cl->cap) {
        ClassLookups bigger = {.cap = cl->cap ? cl->cap * 2 : 64};
        bigger.names = vm_calloc(bigger.cap, sizeof *bigger.names);
        bigger.classes = vm_malloc(bigger.cap * sizeof *bigger.classes);
        for (unsigned i = 0; i < cl->cap; i++)
            if (cl->names[i]) lookups_put(&bigger, cl->names[i], cl->classes[i]);
        class_lookups_release(cl);
        *cl = bigger;
    }
    size_t j = lookup_slot(cl, name);
    while (cl->names[j]) j = (j + 1) & (cl->cap - 1);
    cl->names[j] = name;
    cl->classes[j] = k;
    cl->count++;
}

void class_lookups_release(ClassLookups *cl) {
    free(cl->names);
    free(cl->classes);
    *cl = (ClassLookups){0};
}

Class *vt_class(Verifier *v, const char *name) {
    if (name == v->c->name || name == v->cf->this_name) return v->c;
    Class *k = lookups_get(v->lookups, name);
    if (k) return k;
    Object *loader = v->c->loader;
    k = vm_find_loaded_class(loader, name);
    if (k) {
        lookups_put(v->lookups, name, k);
        return k;
    }
    if (loader && !v->nested_loads) {
        v->need = name;
        return NULL;
    }
    bool was = v->t->verifier_loading;
    v->t->verifier_loading = true;
    k = vm_load_class(v->t, loader, name, false);
    v->t->verifier_loading = was;
    if (!k) v->exception = true;
    return k;
}

/* The component of an array type "[X": its verification type (int for the sub-int primitives is not
   wanted here: arrays of boolean and of byte differ), or for primitives the descriptor char. */
static VType component_of(const char *array, char *prim) {
    const char *p = array + 1;
    *prim = 0;
    if (*p == '[') return vt_ref(p);
    if (*p == 'L') {
        const char *q = p;
        return vt_of_desc(&q);
    }
    *prim = *p;
    return vt_make(VT_TOP);
}

static bool ref_assignable(Verifier *v, const char *from, const char *to) {
    if (from == to || to == vt_known(VK_OBJECT).name) return true;
    if (to[0] == '[') {
        if (from[0] != '[') return false;
        char pf, pt;
        VType cf = component_of(from, &pf), ct = component_of(to, &pt);
        if (pf || pt) return pf == pt;
        return ref_assignable(v, cf.name, ct.name);
    }
    if (from[0] == '[') return to == vt_known(VK_CLONEABLE).name || to == vt_known(VK_SERIALIZABLE).name;
    Class *tc = vt_class(v, to);
    if (!tc) return false;
    if (tc->is_interface) return true;
    Class *fc = vt_class(v, from);
    if (!fc) return false;
    if (fc->is_interface) return false;
    for (Class *k = fc; k; k = k->super)
        if (k == tc || k->name == tc->name) return true;
    return false;
}

bool vt_assignable(Verifier *v, VType from, VType to) {
    if (vt_equal(from, to)) return true;
    switch (to.tag) {
    case VT_TOP: return true;
    case VT_CAT1: return from.tag != VT_LONG && from.tag != VT_DOUBLE && from.tag != VT_LONG2 &&
                         from.tag != VT_DOUBLE2 && from.tag != VT_TOP;
    case VT_ANY_REF: return vt_is_ref(from);
    case VT_REF:
        if (from.tag == VT_NULL) return true;
        if (from.tag != VT_REF) return false;
        return ref_assignable(v, from.name, to.name);
    default: return false;
    }
}

VType vt_merge(Verifier *v, VType a, VType b) {
    if (vt_equal(a, b)) return a;
    if (a.tag == VT_NULL && b.tag == VT_REF) return b;
    if (b.tag == VT_NULL && a.tag == VT_REF) return a;
    if (a.tag != VT_REF || b.tag != VT_REF) return vt_make(VT_TOP);
    if (a.name[0] == '[' || b.name[0] == '[') {
        if (a.name[0] != '[' || b.name[0] != '[') return vt_known(VK_OBJECT);
        char pa, pb;
        VType ca = component_of(a.name, &pa), cb = component_of(b.name, &pb);
        if (pa || pb) return vt_known(VK_OBJECT);
        VType m = vt_merge(v, ca, cb);
        if (m.tag != VT_REF) return m;
        char buf[1100];
        if (m.name[0] == '[') snprintf(buf, sizeof buf, "[%s", m.name);
        else snprintf(buf, sizeof buf, "[L%s;", m.name);
        return vt_ref(buf);
    }
    Class *ka = vt_class(v, a.name);
    if (!ka) return vt_make(VT_TOP);
    Class *kb = vt_class(v, b.name);
    if (!kb) return vt_make(VT_TOP);
    if (ka->is_interface || kb->is_interface) return vt_known(VK_OBJECT);
    for (Class *x = ka; x; x = x->super)
        for (Class *y = kb; y; y = y->super)
            if (x == y) return vt_ref(x->name);
    return vt_known(VK_OBJECT);
}

void vt_name(VType a, char *buf, size_t cap) {
    switch (a.tag) {
    case VT_TOP: snprintf(buf, cap, "top"); break;
    case VT_INT: snprintf(buf, cap, "integer"); break;
    case VT_FLOAT: snprintf(buf, cap, "float"); break;
    case VT_LONG: snprintf(buf, cap, "long"); break;
    case VT_LONG2: snprintf(buf, cap, "long_2nd"); break;
    case VT_DOUBLE: snprintf(buf, cap, "double"); break;
    case VT_DOUBLE2: snprintf(buf, cap, "double_2nd"); break;
    case VT_NULL: snprintf(buf, cap, "null"); break;
    case VT_UNINIT_THIS: snprintf(buf, cap, "uninitializedThis"); break;
    case VT_UNINIT: snprintf(buf, cap, "uninitialized %u", a.pc); break;
    case VT_REF: snprintf(buf, cap, "'%s'", a.name); break;
    case VT_ANY_REF: snprintf(buf, cap, "reference type"); break;
    case VT_RETADDR: snprintf(buf, cap, "returnAddress"); break;
    case VT_CAT1: snprintf(buf, cap, "category1 type"); break;
    default: snprintf(buf, cap, "unknown"); break;
    }
}
