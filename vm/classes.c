/* classes.c: class loading, definition and linking. Boot classes come from the runtime image
   (lib/modules); other loaders are the JDK's own Java class loaders, called through loadClass. A class
   is parsed, its superclass and interfaces loaded, its fields laid out (instance fields in the object,
   statics in the java.lang.Class mirror), its vtable and itables built, and it is entered in the
   table of loaded classes keyed by (defining or initiating loader, name). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "heap.h"
#include "metaspace.h"
#include "xlog.h"
#include "jvmti_hooks.h"

JImage *boot_image;
Object *boot_unnamed_module;

/* ---------------------------------------------------------------- loaded-class table */

/* A table keyed by (loader, name symbol): open addressing with linear probing. Two of them: the loaded
   classes (a NULL class marks a definition in progress, for circularity checks) and the packages'
   modules. Loaders are never unloaded, so the keys stay valid. */
typedef struct LoaderKeyEntry {
    Object *loader;
    const char *name; /* symbol; NULL = free */
    void *value;
} LoaderKeyEntry;

typedef struct LoaderKeyTable {
    LoaderKeyEntry *e;
    size_t cap, count;
} LoaderKeyTable;

static size_t lhash(Object *loader, const char *name) {
    uintptr_t h = (uintptr_t)name * 31u + (uintptr_t)loader;
    h ^= h >> 15;
    return (size_t)h;
}

static LoaderKeyEntry *lkt_find(const LoaderKeyTable *tb, Object *loader, const char *name) {
    if (!tb->cap) return NULL;
    for (size_t j = lhash(loader, name) & (tb->cap - 1); tb->e[j].name; j = (j + 1) & (tb->cap - 1))
        if (tb->e[j].loader == loader && tb->e[j].name == name) return &tb->e[j];
    return NULL;
}

static void lkt_put(LoaderKeyTable *tb, Object *loader, const char *name, void *value) {
    LoaderKeyEntry *hit = lkt_find(tb, loader, name);
    if (hit) {
        hit->value = value;
        return;
    }
    if ((tb->count + 1) * 2 > tb->cap) {
        size_t ncap = tb->cap ? tb->cap * 2 : 1024;
        LoaderKeyEntry *nt = vm_calloc(ncap, sizeof(LoaderKeyEntry));
        for (size_t i = 0; i < tb->cap; i++) {
            if (!tb->e[i].name) continue;
            size_t j = lhash(tb->e[i].loader, tb->e[i].name) & (ncap - 1);
            while (nt[j].name) j = (j + 1) & (ncap - 1);
            nt[j] = tb->e[i];
        }
        free(tb->e);
        tb->e = nt;
        tb->cap = ncap;
    }
    size_t j = lhash(loader, name) & (tb->cap - 1);
    while (tb->e[j].name) j = (j + 1) & (tb->cap - 1);
    tb->e[j] = (LoaderKeyEntry){loader, name, value};
    tb->count++;
}

/* Removes a key: the entries after it in its probe run move back so that every key stays reachable
   from its home slot. */
static void lkt_remove(LoaderKeyTable *tb, Object *loader, const char *name) {
    LoaderKeyEntry *hit = lkt_find(tb, loader, name);
    if (!hit) return;
    size_t mask = tb->cap - 1, hole = (size_t)(hit - tb->e);
    tb->e[hole].name = NULL;
    tb->count--;
    for (size_t j = (hole + 1) & mask; tb->e[j].name; j = (j + 1) & mask) {
        size_t home = lhash(tb->e[j].loader, tb->e[j].name) & mask;
        /* move the entry into the hole unless its home lies cyclically in (hole, j] */
        bool stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
        if (stays) continue;
        tb->e[hole] = tb->e[j];
        tb->e[j].name = NULL;
        hole = j;
    }
}

static LoaderKeyTable loaded_classes;
static Class **all_classes;
static size_t n_all, cap_all;

static void ltab_put(Object *loader, const char *name, Class *c) { lkt_put(&loaded_classes, loader, name, c); }

static Class *ltab_get(Object *loader, const char *name) {
    LoaderKeyEntry *e = lkt_find(&loaded_classes, loader, name);
    return e ? e->value : NULL;
}

Class *vm_find_loaded_class(Object *loader, const char *name) { return ltab_get(loader, sym(name)); }

void class_record_initiating(Object *loader, Class *c) { ltab_put(loader, c->name, c); }

static void remember_class(Class *c) {
    if (n_all == cap_all) {
        cap_all = cap_all ? cap_all * 2 : 1024;
        Class **n = vm_malloc(cap_all * sizeof(Class *));
        if (n_all) memcpy(n, all_classes, n_all * sizeof(Class *));
        free(all_classes);
        all_classes = n;
    }
    all_classes[n_all++] = c;
}

void classes_foreach(void (*fn)(Class *c, void *ctx), void *ctx) {
    for (size_t i = 0; i < n_all; i++) fn(all_classes[i], ctx);
}

/* ---------------------------------------------------------------- modules of packages */

static LoaderKeyTable package_modules;

void class_add_module_package(Object *loader, const char *package, Object *module) {
    lkt_put(&package_modules, loader, sym(package), module);
}

static uint32_t off_loader_unnamed_module;

Object *class_module_for(Object *loader, const char *package) {
    LoaderKeyEntry *e = lkt_find(&package_modules, loader, package);
    if (e) return e->value;
    if (!loader) return boot_unnamed_module;
    if (!off_loader_unnamed_module)
        off_loader_unnamed_module =
            vm_field_offset(vm_current_thread(), "java/lang/ClassLoader", "unnamedModule", "Ljava/lang/Module;");
    return FIELD_AT(loader, off_loader_unnamed_module, Object *);
}

static char *dotted(const char *name);

/* ---------------------------------------------------------------- packages named modules export */

/* To whom a named module exports a package (Module.addExports0 and its kin, every package of an open
   module): a package without an entry is exported to nobody. Keyed as the packages' modules; the
   target modules stay (named ones are recorded, unnamed ones are their loader's). */
typedef struct PackageExports {
    bool to_all, to_all_unnamed;
    int n, cap;
    Object **to;
} PackageExports;

static LoaderKeyTable package_exports;

void class_export_package(Object *loader, const char *package, ExportTarget target, Object *to) {
    package = sym(package);
    LoaderKeyEntry *e = lkt_find(&package_exports, loader, package);
    PackageExports *x = e ? e->value : NULL;
    if (!x) {
        x = vm_calloc(1, sizeof *x);
        lkt_put(&package_exports, loader, package, x);
    }
    if (target == EXPORT_TO_ALL) x->to_all = true;
    else if (target == EXPORT_TO_ALL_UNNAMED) x->to_all_unnamed = true;
    else {
        for (int i = 0; i < x->n; i++)
            if (x->to[i] == to) return;
        if (x->n == x->cap) {
            x->cap = x->cap ? x->cap * 2 : 4;
            Object **a = vm_calloc((size_t)x->cap, sizeof *a);
            if (x->n) memcpy(a, x->to, sizeof *a * (size_t)x->n);
            free(x->to);
            x->to = a;
        }
        x->to[x->n++] = to;
    }
}

static Object *module_name(Thread *t, Object *module) {
    static uint32_t off;
    if (!off) off = vm_field_offset(t, "java/lang/Module", "name", "Ljava/lang/String;");
    return FIELD_AT(module, off, Object *);
}

/* "module java.base", "unnamed module @0x1b6d3586", as HotSpot's access messages name a module */
static char *module_words(Thread *t, Object *module) {
    Object *name = module_name(t, module);
    char *n = name ? vm_string_to_utf8(name) : NULL;
    char buf[1024];
    if (n) snprintf(buf, sizeof buf, "module %s", n);
    else snprintf(buf, sizeof buf, "unnamed module @0x%x", (unsigned)vm_identity_hash(module));
    free(n);
    return vm_strdup(buf);
}

/* JVMS 5.4.4: a public class s of another named module is accessible to code in c only if s's module
   exports s's package to c's module (a class's superclass and superinterfaces, and the classes its
   bytecode names). False with HotSpot's IllegalAccessError pending ("<prefix>: class C (in ...) cannot
   access class S (in ...) because ... does not export ..."; no prefix for a resolution from bytecode).
   Before the module system has given the classes their modules there is nothing to check. Readability
   (a named module's reads) is not checked. */
bool class_check_exported(Thread *t, Class *c, Class *s, const char *prefix) {
    while (s->is_array) s = s->component;
    if (s->prim_type || !(s->access & ACC_PUBLIC)) return true;
    Object *ms = s->module, *mc = c->module ? c->module : class_module_for(c->loader, c->package);
    if (!ms || !mc || ms == mc || !module_name(t, ms)) return true;
    LoaderKeyEntry *e = lkt_find(&package_exports, s->loader, s->package);
    const PackageExports *x = e ? e->value : NULL;
    if (x && (x->to_all || (x->to_all_unnamed && !module_name(t, mc)))) return true;
    for (int i = 0; x && i < x->n; i++)
        if (x->to[i] == mc) return true;
    char *a = vm_class_java_name(c), *b = vm_class_java_name(s), *wc = module_words(t, mc), *ws = module_words(t, ms);
    char *pkg = dotted(s->package);
    vm_throw(t, "java/lang/IllegalAccessError", "%s%sclass %s (in %s) cannot access class %s (in %s) because %s does not export %s to %s",
             prefix ? prefix : "", prefix ? ": " : "", a, wc, b, ws, ws, pkg, wc);
    free(a);
    free(b);
    free(wc);
    free(ws);
    free(pkg);
    return false;
}

static uint32_t off_class_module;

static void set_class_module(Class *c, Object *module) {
    c->module = module;
    if (c->mirror && module) FIELD_AT(c->mirror, off_class_module, Object *) = module;
}

static int cmp_ptr(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)*(const char *const *)a, y = (uintptr_t)*(const char *const *)b;
    return x < y ? -1 : x > y;
}

void classes_set_module(Object *loader, const char **packages, size_t n, Object *module) {
    if (!n) return;
    /* one pass over the classes, each package looked up among the module's (sorted symbols): a
       module of the boot layer has up to a few hundred packages */
    qsort(packages, n, sizeof *packages, cmp_ptr);
    const char *java_lang = sym("java/lang");
    bool has_java_lang = !loader && bsearch(&java_lang, packages, n, sizeof *packages, cmp_ptr);
    for (size_t i = 0; i < n_all; i++) {
        Class *c = all_classes[i];
        if (c->is_array) continue;
        if (c->prim_type) {
            /* HotSpot gives primitives (and their arrays) java.base */
            if (has_java_lang) set_class_module(c, module);
        } else if (c->loader == loader && bsearch(&c->package, packages, n, sizeof *packages, cmp_ptr)) {
            set_class_module(c, module);
        }
    }
    /* arrays take their element's module */
    for (size_t i = 0; i < n_all; i++) {
        Class *c = all_classes[i];
        if (!c->is_array) continue;
        Class *e = c;
        while (e->is_array) e = e->component;
        if (e->module) set_class_module(c, e->module);
    }
}

/* ---------------------------------------------------------------- helpers */

const char *class_package_of(const char *name) {
    const char *slash = strrchr(name, '/');
    return slash ? sym_n(name, (size_t)(slash - name)) : sym("");
}

static int desc_arg_slots(const char *desc) {
    int n = 0;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        if (*p == 'J' || *p == 'D') {
            n += 2;
            p++;
        } else {
            n++;
            while (*p == '[') p++;
            if (*p == 'L') {
                while (*p && *p != ';') p++;
            }
            if (*p) p++;
        }
    }
    return n;
}

static char desc_return_type(const char *desc) {
    const char *r = strchr(desc, ')');
    if (!r) return 'V';
    char c = r[1];
    return (c == '[' || c == 'L') ? 'L' : c;
}

/* Skips one annotation element_value; returns the new position or NULL when malformed. */
static const uint8_t *skip_element_value(const uint8_t *p, const uint8_t *end, int depth);
static const uint8_t *skip_annotation(const uint8_t *p, const uint8_t *end, int depth) {
    if (depth > 32 || end - p < 4) return NULL;
    uint16_t pairs = (uint16_t)(p[2] << 8 | p[3]);
    p += 4;
    for (uint16_t i = 0; i < pairs; i++) {
        if (end - p < 2) return NULL;
        p = skip_element_value(p + 2, end, depth + 1);
        if (!p) return NULL;
    }
    return p;
}
static const uint8_t *skip_element_value(const uint8_t *p, const uint8_t *end, int depth) {
    if (depth > 32 || end - p < 1) return NULL;
    uint8_t tag = *p++;
    switch (tag) {
    case 'e': return end - p < 4 ? NULL : p + 4;
    case '@': return skip_annotation(p, end, depth + 1);
    case '[': {
        if (end - p < 2) return NULL;
        uint16_t n = (uint16_t)(p[0] << 8 | p[1]);
        p += 2;
        for (uint16_t i = 0; i < n && p; i++) p = skip_element_value(p, end, depth + 1);
        return p;
    }
    default: return end - p < 2 ? NULL : p + 2;
    }
}

void annotations_each(const ClassFile *cf, CfAttr a,
                      void (*fn)(const char *type, const uint8_t *annotation, const uint8_t *end, void *ctx), void *ctx) {
    if (!a.data || a.len < 2) return;
    const uint8_t *p = a.data + 2, *end = a.data + a.len;
    uint16_t n = (uint16_t)(a.data[0] << 8 | a.data[1]);
    for (uint16_t i = 0; i < n && p && end - p >= 2; i++) {
        const char *type = cf_utf8(cf, (uint16_t)(p[0] << 8 | p[1]));
        const uint8_t *next = skip_annotation(p, end, 0);
        if (type) fn(type, p, next ? next : end, ctx);
        p = next;
    }
}

static void method_annotation(const char *type, const uint8_t *annotation, const uint8_t *end, void *ctx) {
    (void)annotation;
    (void)end;
    Method *m = ctx;
    if (!strcmp(type, "Ljdk/internal/reflect/CallerSensitive;")) m->flags |= METHOD_CALLER_SENSITIVE;
    else if (!strcmp(type, "Ljdk/internal/vm/annotation/Hidden;")) m->flags |= METHOD_HIDDEN;
}

void method_scan_annotations(Method *m) {
    if (!m->info || !m->klass->cf) return;
    annotations_each(m->klass->cf, m->info->annotations, method_annotation, m);
    annotations_each(m->klass->cf, m->info->invisible_annotations, method_annotation, m);
}

/* ---------------------------------------------------------------- field layout */

static uint32_t align_up(uint32_t v, uint32_t a) { return (v + a - 1) & ~(a - 1); }

/* Instance fields follow the superclass's (from its fields_end, which need not be 8-aligned: natively
   the header is 12 bytes), largest first so that padding stays small; references are pointer-sized and
   so 8-aligned natively. Where an 8-byte field would leave a gap after the superclass's fields (an
   Integer's value at 12 rather than 16), smaller fields fill it first. Statics get the same order in
   the mirror, after statics_base. */
static void layout_fields(Class *c) {
    uint32_t base = c->super ? c->super->fields_end : OBJECT_HEADER_SIZE;
    uint32_t sbase = 0;
    static const uint32_t sizes[] = {8, 4, 2, 1};
    bool *placed = c->n_fields ? vm_calloc(c->n_fields, sizeof(bool)) : NULL;
    bool has_wide = false;
    for (uint16_t i = 0; i < c->n_fields; i++)
        if (!(c->fields[i].access & ACC_STATIC) && type_size(c->fields[i].type) == 8) has_wide = true;
    if (has_wide && base % 8) {
        uint32_t gap_end = align_up(base, 8);
        for (int pass = 1; pass < 4; pass++)
            for (uint16_t i = 0; i < c->n_fields; i++) {
                Field *f = &c->fields[i];
                uint32_t sz = type_size(f->type);
                if ((f->access & ACC_STATIC) || sz != sizes[pass] || align_up(base, sz) + sz > gap_end) continue;
                f->offset = align_up(base, sz);
                base = f->offset + sz;
                placed[i] = true;
            }
    }
    for (int pass = 0; pass < 4; pass++) {
        for (uint16_t i = 0; i < c->n_fields; i++) {
            Field *f = &c->fields[i];
            uint32_t sz = type_size(f->type);
            if (sz != sizes[pass] || placed[i]) continue;
            if (f->access & ACC_STATIC) {
                sbase = align_up(sbase, sz);
                f->offset = sbase;
                sbase += sz;
            } else {
                base = align_up(base, sz);
                f->offset = base;
                base += sz;
            }
        }
    }
    free(placed);
    /* fields HotSpot injects and the JDK's java.lang.invoke code relies on the VM keeping */
    if (c->name == sym("java/lang/invoke/MemberName")) {
        base = align_up(base, 8);
        mn_off_vmindex = base;
        base += 8;
        mn_off_vmtarget = base;
        base += (uint32_t)sizeof(void *);
    }
    c->fields_end = base;
    c->instance_size = align_up(base, 8);
    c->static_size = align_up(sbase, 8);
}

void **class_site_cache(Class *c) {
    if (!c->site_cache) c->site_cache = vm_calloc(c->cf->cp_count ? c->cf->cp_count : 1, sizeof(void *));
    return c->site_cache;
}

uint32_t *class_field_offsets(Class *c) {
    if (!c->field_offsets) c->field_offsets = vm_calloc(c->cf->cp_count ? c->cf->cp_count : 1, sizeof(uint32_t));
    return c->field_offsets;
}

/* ---------------------------------------------------------------- mirrors */

static uint32_t statics_base; /* offset of the first static in a mirror */
static uint32_t off_class_vmptr, off_class_loader, off_class_component;

uint64_t mirror_heap_size(const Object *mirror) {
    const Class *c = FIELD_AT(mirror, off_class_vmptr, Class *);
    return statics_base + (c ? c->static_size : 0);
}

static void create_mirror(Thread *t, Class *c) {
    Object *m = heap_alloc_metadata(t, wk.Class, (uint64_t)statics_base + c->static_size);
    if (!m) vm_fatal("out of memory creating the mirror of %s", c->name);
    FIELD_AT(m, off_class_vmptr, Class *) = c;
    FIELD_AT(m, off_class_loader, Object *) = c->loader;
    if (c->component) FIELD_AT(m, off_class_component, Object *) = c->component->mirror;
    if (c->module) FIELD_AT(m, off_class_module, Object *) = c->module;
    for (uint16_t i = 0; i < c->n_fields; i++)
        if (c->fields[i].access & ACC_STATIC) c->fields[i].offset += statics_base;
    c->mirror = m;
}

void classes_create_mirrors(Thread *t) {
    Class *cc = wk.Class;
    /* the VM's pointer to the Class it stands for is part of every java.lang.Class instance (one made
       by `new` too), so that the heap can read it to size a mirror (mirror_heap_size) */
    off_class_vmptr = align_up(cc->fields_end, (uint32_t)sizeof(Class *));
    statics_base = align_up(off_class_vmptr + (uint32_t)sizeof(Class *), 8);
    cc->instance_size = cc->fields_end = statics_base;
    off_class_loader = vm_find_declared_field(cc, "classLoader", "Ljava/lang/ClassLoader;")->offset;
    off_class_component = vm_find_declared_field(cc, "componentType", "Ljava/lang/Class;")->offset;
    off_class_module = vm_find_declared_field(cc, "module", "Ljava/lang/Module;")->offset;
    for (size_t i = 0; i < n_all; i++)
        if (!all_classes[i]->mirror && !all_classes[i]->is_array) create_mirror(t, all_classes[i]);
    for (size_t i = 0; i < n_all; i++)
        if (!all_classes[i]->mirror) create_mirror(t, all_classes[i]);
}

Object *vm_mirror(Class *c) { return c->mirror; }
Class *vm_class_of_mirror(Object *mirror) { return mirror ? FIELD_AT(mirror, off_class_vmptr, Class *) : NULL; }

/* ---------------------------------------------------------------- linking: vtables and itables */

static bool same_runtime_package(Class *a, Class *b) { return a->loader == b->loader && a->package == b->package; }

/* JVMS 5.4.5: does m (declared in c) override the inherited method sm? */
static bool overrides(Method *m, Method *sm) {
    if (sm->access & (ACC_PRIVATE | ACC_STATIC)) return false;
    if (sm->access & (ACC_PUBLIC | ACC_PROTECTED)) return true;
    return same_runtime_package(m->klass, sm->klass);
}

static void add_iface(Class ***list, int *n, int *cap, Class *i) {
    for (int k = 0; k < *n; k++)
        if ((*list)[k] == i) return;
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 8;
        Class **nl = vm_malloc((size_t)*cap * sizeof(Class *));
        if (*n) memcpy(nl, *list, (size_t)*n * sizeof(Class *));
        free(*list);
        *list = nl;
    }
    (*list)[(*n)++] = i;
    for (int k = 0; k < i->n_itables; k++) add_iface(list, n, cap, i->itables[k].iface);
}

static bool is_itable_method(Method *m) {
    return !(m->access & (ACC_STATIC | ACC_PRIVATE)) && m->name[0] != '<';
}

/* Returned by select_interface_method when several default methods are maximally specific. */
Method method_conflict_marker;

/* JVMS 5.4.6 selection for an interface method m in receiver class r. */
Method *select_interface_method(Class *r, Method *m) {
    for (Class *k = r; k; k = k->super) {
        if (k->is_interface) break;
        for (uint16_t i = 0; i < k->n_methods; i++) {
            Method *cm = &k->methods[i];
            if (cm->name == m->name && cm->desc == m->desc && !(cm->access & (ACC_STATIC | ACC_PRIVATE))) return cm;
        }
    }
    /* maximally-specific superinterface methods */
    Method *found = NULL;
    {
        for (uint16_t k = 0; k < r->n_itables; k++) {
            Class *ic = r->itables[k].iface;
            Method *cand = NULL;
            for (uint16_t i = 0; i < ic->n_methods; i++) {
                Method *im = &ic->methods[i];
                if (im->name == m->name && im->desc == m->desc && is_itable_method(im)) cand = im;
            }
            if (!cand || (cand->access & ACC_ABSTRACT)) continue;
            /* is there another candidate in a subinterface of ic? then ic's is not maximally specific */
            bool shadowed = false;
            for (uint16_t q = 0; q < r->n_itables && !shadowed; q++) {
                Class *jc = r->itables[q].iface;
                if (jc == ic || !class_is_subclass_plain(jc, ic)) continue;
                for (uint16_t i = 0; i < jc->n_methods; i++) {
                    Method *jm = &jc->methods[i];
                    if (jm->name == m->name && jm->desc == m->desc && is_itable_method(jm)) {
                        shadowed = true;
                        break;
                    }
                }
            }
            if (shadowed) continue;
            if (found && found != cand) return &method_conflict_marker;
            found = cand;
        }
    }
    return found;
}

static void link_class(Class *c) {
    /* all superinterfaces, transitively (for instanceof and itables) */
    Class **ifs = NULL;
    int n = 0, cap = 0;
    if (c->super)
        for (int k = 0; k < c->super->n_itables; k++) add_iface(&ifs, &n, &cap, c->super->itables[k].iface);
    for (int k = 0; k < c->n_interfaces; k++) add_iface(&ifs, &n, &cap, c->interfaces[k]);
    c->n_itables = (uint16_t)n;
    c->itables = vm_calloc((size_t)(n ? n : 1), sizeof(struct ITable));
    for (int k = 0; k < n; k++) c->itables[k].iface = ifs[k];
    free(ifs);

    if (c->is_interface) {
        int idx = 0;
        for (uint16_t i = 0; i < c->n_methods; i++)
            c->methods[i].itable_index = is_itable_method(&c->methods[i]) ? idx++ : -1;
        c->vtable_len = wk.Object ? wk.Object->vtable_len : 0;
        c->vtable = wk.Object ? wk.Object->vtable : NULL;
        c->state = CLASS_LINKED;
        return;
    }

    /* vtable: inherited entries, overridden in place; new virtual methods appended */
    uint16_t super_len = c->super ? c->super->vtable_len : 0;
    Method **vt = vm_malloc(sizeof(Method *) * ((size_t)super_len + c->n_methods + 1));
    if (super_len) memcpy(vt, c->super->vtable, sizeof(Method *) * super_len);
    uint16_t len = super_len;
    for (uint16_t i = 0; i < c->n_methods; i++) {
        Method *m = &c->methods[i];
        m->vtable_index = -1;
        if ((m->access & (ACC_STATIC | ACC_PRIVATE)) || m->name[0] == '<') continue;
        int slot = -1;
        for (uint16_t k = 0; k < super_len; k++) {
            Method *sm = vt[k];
            if (sm->name == m->name && sm->desc == m->desc && overrides(m, sm)) {
                vt[k] = m;
                if (slot < 0) slot = k;
            }
        }
        if (slot < 0) {
            slot = len;
            vt[len++] = m;
        }
        m->vtable_index = slot;
    }
    c->vtable = vt;
    c->vtable_len = len;

    if (!(c->access & ACC_ABSTRACT) || true) {
        for (uint16_t k = 0; k < c->n_itables; k++) {
            Class *ic = c->itables[k].iface;
            int cnt = 0;
            for (uint16_t i = 0; i < ic->n_methods; i++)
                if (ic->methods[i].itable_index >= 0) cnt++;
            Method **ms = vm_calloc((size_t)(cnt ? cnt : 1), sizeof(Method *));
            for (uint16_t i = 0; i < ic->n_methods; i++) {
                Method *im = &ic->methods[i];
                if (im->itable_index < 0) continue;
                ms[im->itable_index] = select_interface_method(c, im);
            }
            c->itables[k].methods = ms;
        }
    }
    c->state = CLASS_LINKED;
}

/* ---------------------------------------------------------------- definition */

static void throw_cf_error(Thread *t, CfError *err) {
    vm_throw(t, err->exception, "%s", err->message);
}

static char *dotted(const char *name) {
    char *d = vm_strdup(name);
    for (char *p = d; *p; p++)
        if (*p == '/') *p = '.';
    return d;
}

static void fill_members(Class *c) {
    ClassFile *cf = c->cf;
    c->n_fields = cf->n_fields;
    c->fields = vm_calloc(cf->n_fields ? cf->n_fields : 1, sizeof(Field));
    for (uint16_t i = 0; i < cf->n_fields; i++) {
        Field *f = &c->fields[i];
        f->klass = c;
        f->name = cf->fields[i].name;
        f->desc = cf->fields[i].desc;
        f->access = cf->fields[i].access;
        f->type = (f->desc[0] == '[' || f->desc[0] == 'L') ? 'L' : f->desc[0];
        f->slot = i;
        f->info = &cf->fields[i];
    }
    c->n_methods = cf->n_methods;
    c->methods = vm_calloc(cf->n_methods ? cf->n_methods : 1, sizeof(Method));
    for (uint16_t i = 0; i < cf->n_methods; i++) {
        Method *m = &c->methods[i];
        const CfMethod *cm = &cf->methods[i];
        m->klass = c;
        m->name = cm->name;
        m->desc = cm->desc;
        m->access = cm->access;
        m->info = cm;
        m->slot = i;
        m->vtable_index = -1;
        m->itable_index = -1;
        m->arg_slots = (uint16_t)(desc_arg_slots(m->desc) + ((m->access & ACC_STATIC) ? 0 : 1));
        m->ret_type = desc_return_type(m->desc);
        if (cm->code) {
            m->code = cm->code->code;
            m->code_len = cm->code->code_len;
            m->max_stack = cm->code->max_stack;
            m->max_locals = cm->code->max_locals;
            if (m->max_locals < m->arg_slots) m->max_locals = m->arg_slots;
        } else {
            m->max_locals = m->arg_slots;
        }
        method_scan_annotations(m);
        if ((m->access & ACC_NATIVE) && (m->access & ACC_VARARGS) &&
            (c->name == sym("java/lang/invoke/MethodHandle") || c->name == sym("java/lang/invoke/VarHandle")) &&
            !strncmp(m->desc, "([Ljava/lang/Object;)", 21))
            m->flags |= METHOD_SIGPOLY;
    }
}

static bool loading_in_progress(Thread *t, Object *loader, const char *name);

/* "class C cannot access its superclass S (C is in ...; S is in ...)": a superclass or superinterface
   that is neither public nor in C's runtime package (JVMS 5.4.4). */
static void throw_super_access_error(Thread *t, Class *c, Class *s, const char *what) {
    char *a = vm_class_java_name(c), *b = vm_class_java_name(s), where[1024];
    vm_class_pair_modules(t, c, s, where, sizeof where);
    vm_throw(t, "java/lang/IllegalAccessError", "class %s cannot access its %s %s (%s)", a, what, b, where);
    free(a);
    free(b);
}

static Class *define_from_bytes(Thread *t, Object *loader, const uint8_t *bytes, size_t len, const char *expected_name,
                                bool hidden, const char *source);

Class *define_class(Thread *t, Object *loader, const uint8_t *bytes, size_t len, const char *expected_name,
                    Object *protection_domain, bool hidden, const char *source) {
    /* JVMTI's ClassFileLoadHook may replace the bytes first (not a hidden class's, as in HotSpot) */
    if (hidden) return define_from_bytes(t, loader, bytes, len, expected_name, hidden, source);
    JvmtiClassFile cfl;
    jvmti_hook_class_file_load(t, loader, expected_name, protection_domain, bytes, len, &cfl);
    Class *c = define_from_bytes(t, loader, cfl.bytes, cfl.len, expected_name, hidden, source);
    jvmti_hook_class_file_loaded(&cfl, c);
    return c;
}

/* As HotSpot: only the boot and platform loaders define classes in java.* (ClassLoader.defineClass
   checks the name it is given, but a class defined without one, through JNI's DefineClass or
   Lookup.defineClass, is checked here). */
static bool prohibited_package(Object *loader, const char *name) {
    return loader && !strncmp(name, "java/", 5) && loader->klass->name != sym("jdk/internal/loader/ClassLoaders$PlatformClassLoader");
}

static void throw_prohibited_package(Thread *t, Object *loader, const char *name) {
    Object *id = FIELD_AT(loader, vm_field_offset(t, "java/lang/ClassLoader", "nameAndId", "Ljava/lang/String;"), Object *);
    char *ln = id ? vm_string_to_utf8(id) : vm_class_java_name(loader->klass);
    char *pkg = dotted(class_package_of(name));
    vm_throw(t, "java/lang/SecurityException", "Class loader (instance of): %s tried to load prohibited package name: %s", ln, pkg);
    free(pkg);
    free(ln);
}

/* As HotSpot: "loader 'app' attempted duplicate abstract class definition for C. (C is in unnamed
   module of loader 'app')", naming the loader by its ClassLoader.nameAndId and the class defined first. */
static void throw_duplicate_definition(Thread *t, Object *loader, Class *defined) {
    Object *id = loader ? FIELD_AT(loader, vm_field_offset(t, "java/lang/ClassLoader", "nameAndId", "Ljava/lang/String;"), Object *) : NULL;
    char *ln = id ? vm_string_to_utf8(id) : loader ? vm_class_java_name(loader->klass) : vm_strdup("'bootstrap'");
    char *cn = vm_class_java_name(defined), *where = vm_class_module_of_loader(t, defined);
    const char *kind = defined->is_interface ? "interface" : (defined->access & ACC_ABSTRACT) ? "abstract class" : "class";
    vm_throw(t, "java/lang/LinkageError", "loader %s attempted duplicate %s definition for %s. (%s is in %s)", ln, kind, cn, cn, where);
    free(ln);
    free(cn);
    free(where);
}

/* define_class once ClassFileLoadHook had its say */
static Class *define_from_bytes(Thread *t, Object *loader, const uint8_t *bytes, size_t len, const char *expected_name,
                                bool hidden, const char *source) {
    CfError err;
    ClassFile *cf = cf_parse(bytes, len, expected_name, &err);
    if (!cf) {
        throw_cf_error(t, &err);
        return NULL;
    }
    const char *name = cf->this_name;
    if (prohibited_package(loader, name)) {
        throw_prohibited_package(t, loader, name);
        cf_free(cf);
        return NULL;
    }
    if (hidden) {
        /* hidden classes get a name no loader can find: name/0x<unique> as in HotSpot */
        static uint64_t hidden_counter = 0x800000000ull;
        char buf[1024];
        snprintf(buf, sizeof buf, "%s/0x%016llx", name, (unsigned long long)(hidden_counter += 0x400));
        name = sym(buf);
    }
    Class *defined = hidden ? NULL : ltab_get(loader, name);
    if (defined) {
        throw_duplicate_definition(t, loader, defined);
        cf_free(cf);
        return NULL;
    }
    size_t metadata = metaspace_class_bytes(cf);
    if (!metaspace_charge(t, loader == NULL, metadata)) {
        cf_free(cf);
        return NULL;
    }
    Class *c = vm_calloc(1, sizeof(Class));
    c->name = name;
    c->cf = cf;
    c->loader = loader;
    c->access = cf->access;
    c->is_interface = (cf->access & ACC_INTERFACE) != 0;
    c->hidden = hidden;
    c->package = class_package_of(cf->this_name); /* a hidden class's "/0x..." suffix is no package */
    c->source_module = source;
    c->state = CLASS_LOADED;
    c->resolved = vm_calloc(cf->cp_count ? cf->cp_count : 1, sizeof(void *));

    if (cf->super_name) {
        if (loading_in_progress(t, loader, name)) {
            char *dn = dotted(name);
            vm_throw(t, "java/lang/ClassCircularityError", "%s", dn);
            free(dn);
            metaspace_release(metadata);
            cf_free(cf);
            free(c);
            return NULL;
        }
        /* mark (loader, name) as being loaded so circular superclass chains are detected */
        ltab_put(loader, name, NULL);
        Class *s = vm_load_class(t, loader, cf->super_name, false);
        if (!s) goto fail;
        if (s->is_interface) {
            char *a = dotted(name), *b = dotted(s->name);
            vm_throw(t, "java/lang/IncompatibleClassChangeError", "class %s has interface %s as super class", a, b);
            free(a);
            free(b);
            goto fail;
        }
        if (s->access & ACC_FINAL) {
            char *a = dotted(name), *b = dotted(s->name);
            vm_throw(t, "java/lang/IncompatibleClassChangeError", "class %s cannot inherit from final class %s", a, b);
            free(a);
            free(b);
            goto fail;
        }
        /* as HotSpot, the accessors that core reflection generates (MagicAccessorImpl's subclasses,
           in their own loaders) may extend its package-private classes */
        bool magic = (s->flags & CLASS_MAGIC_ACCESSOR) || s->name == sym("jdk/internal/reflect/MagicAccessorImpl");
        if (!magic && !class_accessible(c, s)) {
            throw_super_access_error(t, c, s, (s->access & ACC_ABSTRACT) ? "abstract superclass" : "superclass");
            goto fail;
        }
        if (!magic && !class_check_exported(t, c, s, "superclass access check failed")) goto fail;
        c->super = s;
        c->n_interfaces = cf->n_interfaces;
        c->interfaces = vm_calloc(cf->n_interfaces ? cf->n_interfaces : 1, sizeof(Class *));
        for (uint16_t i = 0; i < cf->n_interfaces; i++) {
            Class *ic = vm_load_class(t, loader, cf->interfaces[i], false);
            if (!ic) goto fail;
            if (!ic->is_interface) {
                char *a = dotted(name), *b = dotted(ic->name), *where = vm_class_module_of_loader(t, ic);
                vm_throw(t, "java/lang/IncompatibleClassChangeError",
                         "class %s can not implement %s, because it is not an interface (%s is in %s)", a, b, b, where);
                free(a);
                free(b);
                free(where);
                goto fail;
            }
            if (!class_accessible(c, ic)) {
                throw_super_access_error(t, c, ic, "superinterface");
                goto fail;
            }
            if (!class_check_exported(t, c, ic, "superinterface check failed")) goto fail;
            c->interfaces[i] = ic;
        }
    }
    fill_members(c);
    if (hidden)
        for (uint16_t i = 0; i < c->n_methods; i++) c->methods[i].flags |= METHOD_HIDDEN; /* as HotSpot: not in stack traces */
    layout_fields(c);
    if (c->super && (c->super->flags & CLASS_IS_THROWABLE)) c->flags |= CLASS_IS_THROWABLE;
    if (c->super && (c->super->flags & CLASS_IS_REFERENCE)) c->flags |= CLASS_IS_REFERENCE;
    if (c->super && (c->super->flags & CLASS_IS_CLASSLOADER)) c->flags |= CLASS_IS_CLASSLOADER;
    if (c->super && (c->super->flags & CLASS_HAS_FINALIZER)) c->flags |= CLASS_HAS_FINALIZER;
    if (c->super && ((c->super->flags & CLASS_MAGIC_ACCESSOR) || c->super->name == sym("jdk/internal/reflect/MagicAccessorImpl")))
        c->flags |= CLASS_MAGIC_ACCESSOR;
    if (c->name == sym("java/lang/Math") && !loader) {
        /* HotSpot runs these through its own math routines even when interpreting; so does this VM */
        for (uint16_t i = 0; i < c->n_methods; i++) {
            Method *m = &c->methods[i];
            NativeFn fn = (m->access & ACC_STATIC) ? vm_lookup_native(c, m->name, m->desc) : NULL;
            if (fn && !(m->access & ACC_NATIVE)) {
                m->native = fn;
                m->flags |= METHOD_INTRINSIC;
            }
        }
    }
    if (c->super) {
        Method *fin = vm_find_declared_method(c, "finalize", "()V");
        if (fin && c->super != NULL && fin->code && !(fin->code_len == 1 && fin->code[0] == 0xb1))
            c->flags |= CLASS_HAS_FINALIZER;
    }
    link_class(c);
    if (!hidden) ltab_put(loader, name, c);
    remember_class(c);
    if (wk.Class && wk.Class->instance_size && statics_base) create_mirror(t, c);
    if (boot_unnamed_module || loader) set_class_module(c, class_module_for(loader, c->package));
    if (xlog_on(XLOG_CLASS_LOAD, XLOG_INFO)) {
        char *dn = dotted(name);
        xlog_print(XLOG_CLASS_LOAD, XLOG_INFO, "%s source: %s", dn, source ? source : "__VM_Defined__");
        free(dn);
    }
    /* what the verifier needed is seen loaded only; a class seen prepared has its supertypes prepared */
    if (t && t->verifier_loading) c->tools_unprepared = true;
    else classes_prepare_supertypes(t, c);
    jvmti_hook_class_defined(t, c); /* ClassLoad, then ClassPrepare: it is linked already */
    return c;
fail:
    /* forget the in-progress marker: the loader may define the class again (after its superclass
       becomes available, say) */
    if (lkt_find(&loaded_classes, loader, name) && !ltab_get(loader, name))
        lkt_remove(&loaded_classes, loader, name);
    metaspace_release(metadata);
    cf_free(cf);
    free(c->interfaces);
    free(c->resolved);
    free(c);
    return NULL;
}

void classes_prepare_for_tools(Thread *t, Class *c) {
    if (!c || !c->tools_unprepared) return;
    c->tools_unprepared = false;
    classes_prepare_supertypes(t, c);
    jvmti_hook_class_prepared(t, c);
}

void classes_prepare_supertypes(Thread *t, Class *c) {
    classes_prepare_for_tools(t, c->super);
    for (uint16_t i = 0; i < c->n_interfaces; i++) classes_prepare_for_tools(t, c->interfaces[i]);
}

static bool loading_in_progress(Thread *t, Object *loader, const char *name) {
    (void)t;
    LoaderKeyEntry *e = lkt_find(&loaded_classes, loader, name);
    return e && !e->value;
}

/* ---------------------------------------------------------------- primitive and array classes */

static Class *make_primitive(const char *name, char type) {
    Class *c = vm_calloc(1, sizeof(Class));
    c->name = sym(name);
    c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    c->prim_type = type;
    c->state = CLASS_INITIALIZED;
    c->package = sym("java/lang");
    c->itables = vm_calloc(1, sizeof(struct ITable));
    remember_class(c);
    return c;
}

Class *vm_primitive_class(char type) {
    int i = prim_index(type);
    return i < 0 ? NULL : wk.prim[i];
}

Class *vm_array_class(Thread *t, Class *comp) {
    if (comp->array_class) return comp->array_class;
    size_t n = strlen(comp->name);
    char *name = vm_malloc(n + 4);
    if (comp->prim_type) {
        name[0] = '[';
        name[1] = comp->prim_type;
        name[2] = 0;
    } else if (comp->is_array) {
        name[0] = '[';
        memcpy(name + 1, comp->name, n + 1);
    } else {
        name[0] = '[';
        name[1] = 'L';
        memcpy(name + 2, comp->name, n);
        name[n + 2] = ';';
        name[n + 3] = 0;
    }
    Class *c = vm_calloc(1, sizeof(Class));
    c->name = sym(name);
    free(name);
    c->super = wk.Object;
    c->is_array = true;
    c->component = comp;
    c->loader = comp->loader;
    c->dims = (uint8_t)(comp->is_array ? comp->dims + 1 : 1);
    c->elem_type = comp->prim_type ? comp->prim_type : 'L';
    c->elem_size = (uint8_t)type_size(c->elem_type);
    Class *e = comp;
    while (e->is_array) e = e->component;
    c->access = (uint16_t)((e->access & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT);
    c->package = e->package;
    c->n_interfaces = 2;
    c->interfaces = vm_calloc(2, sizeof(Class *));
    c->interfaces[0] = wk.Cloneable;
    c->interfaces[1] = wk.Serializable;
    c->n_itables = 2;
    c->itables = vm_calloc(2, sizeof(struct ITable));
    c->itables[0].iface = wk.Cloneable;
    c->itables[1].iface = wk.Serializable;
    c->vtable = wk.Object->vtable;
    c->vtable_len = wk.Object->vtable_len;
    c->instance_size = ARRAY_DATA_OFFSET;
    c->state = CLASS_INITIALIZED;
    c->module = e->module;
    comp->array_class = c;
    ltab_put(c->loader, c->name, c);
    remember_class(c);
    if (statics_base) create_mirror(t, c);
    return c;
}

/* ---------------------------------------------------------------- loading */

Class *boot_load_class(Thread *t, const char *name) {
    name = sym(name);
    Class *c = ltab_get(NULL, name);
    if (c) return c;
    size_t len;
    const char *module = NULL;
    uint8_t *bytes = jimage_read_class(boot_image, name, &len, &module);
    if (!bytes) {
        const char *archive;
        bytes = boot_append_read_class(name, &len, &archive);
        if (!bytes) return NULL;
        c = define_class(t, NULL, bytes, len, name, NULL, false, sym(archive));
        free(bytes);
        return c;
    }
    char src[256];
    snprintf(src, sizeof src, "jrt:/%s", module ? module : "java.base");
    c = define_class(t, NULL, bytes, len, name, NULL, false, sym(src));
    free(bytes);
    return c;
}

static Class *load_array(Thread *t, Object *loader, const char *name, bool throw_cnfe) {
    const char *p = name + 1;
    Class *comp;
    if (*p == '[') {
        comp = vm_load_class(t, loader, p, throw_cnfe);
    } else if (*p == 'L') {
        size_t n = strlen(p);
        if (n < 3 || p[n - 1] != ';') goto bad;
        char *inner = vm_malloc(n);
        memcpy(inner, p + 1, n - 2);
        inner[n - 2] = 0;
        comp = vm_load_class(t, loader, inner, throw_cnfe);
        free(inner);
    } else {
        if (p[1] != 0 || prim_index(*p) < 0 || *p == 'V') goto bad;
        comp = vm_primitive_class(*p);
    }
    if (!comp) return NULL;
    return vm_array_class(t, comp);
bad:
    if (throw_cnfe) {
        char *d = dotted(name);
        vm_throw(t, "java/lang/ClassNotFoundException", "%s", d);
        free(d);
    } else {
        vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
    }
    return NULL;
}

Class *vm_load_class(Thread *t, Object *loader, const char *name, bool throw_cnfe) {
    name = sym(name);
    Class *c = ltab_get(loader, name);
    if (c) return c;
    if (name[0] == '[') return load_array(t, loader, name, throw_cnfe);
    if (!loader) {
        if (boot_image) {
            if (loading_in_progress(t, NULL, name)) {
                char *d = dotted(name);
                vm_throw(t, "java/lang/ClassCircularityError", "%s", d);
                free(d);
                return NULL;
            }
            c = boot_load_class(t, name);
            if (c || t->exception) return c;
        }
        if (throw_cnfe) {
            char *d = dotted(name);
            vm_throw(t, "java/lang/ClassNotFoundException", "%s", d);
            free(d);
        } else {
            vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
        }
        return NULL;
    }
    /* A Java class loader: loader.loadClass(binaryName). */
    return java_loader_load_nested(t, loader, name, throw_cnfe);
}

Class *vm_boot_class(Thread *t, const char *name) {
    Class *c = vm_load_class(t, NULL, name, false);
    if (!c) vm_fatal("cannot load the boot class %s", name);
    return c;
}

/* ---------------------------------------------------------------- member lookup */

Field *vm_find_declared_field(Class *c, const char *name, const char *desc) {
    name = sym(name);
    if (desc) desc = sym(desc);
    for (uint16_t i = 0; i < c->n_fields; i++)
        if (c->fields[i].name == name && (!desc || c->fields[i].desc == desc)) return &c->fields[i];
    return NULL;
}

Method *vm_find_declared_method(Class *c, const char *name, const char *desc) {
    name = sym(name);
    desc = sym(desc);
    for (uint16_t i = 0; i < c->n_methods; i++)
        if (c->methods[i].name == name && c->methods[i].desc == desc) return &c->methods[i];
    return NULL;
}

Field *vm_resolve_field_in(Class *c, const char *name, const char *desc) {
    for (Class *k = c; k; k = k->super) {
        Field *f = vm_find_declared_field(k, name, desc);
        if (f) return f;
        for (uint16_t i = 0; i < k->n_interfaces; i++) {
            f = vm_resolve_field_in(k->interfaces[i], name, desc);
            if (f) return f;
        }
    }
    return NULL;
}

Method *vm_resolve_method_in(Class *c, const char *name, const char *desc) {
    name = sym(name);
    desc = sym(desc);
    for (Class *k = c; k; k = k->super) {
        Method *m = vm_find_declared_method(k, name, desc);
        if (m) return m;
    }
    /* superinterfaces: prefer a non-abstract maximally-specific one, else any */
    Method *any = NULL;
    for (uint16_t i = 0; i < c->n_itables; i++) {
        Method *m = vm_find_declared_method(c->itables[i].iface, name, desc);
        if (m && !(m->access & (ACC_STATIC | ACC_PRIVATE))) {
            if (!(m->access & ACC_ABSTRACT)) return m;
            if (!any) any = m;
        }
    }
    return any;
}

uint32_t vm_field_offset(Thread *t, const char *class_name, const char *name, const char *desc) {
    Class *c = vm_boot_class(t, class_name);
    Field *f = vm_find_declared_field(c, name, desc);
    if (!f) vm_fatal("field %s.%s:%s not found", class_name, name, desc);
    return f->offset;
}

bool class_is_subclass_plain(Class *c, Class *s) {
    if (c == s) return true;
    if (s->is_interface) {
        for (uint16_t i = 0; i < c->n_itables; i++)
            if (c->itables[i].iface == s) return true;
        return false;
    }
    for (Class *k = c->super; k; k = k->super)
        if (k == s) return true;
    return false;
}

bool vm_is_subclass_of(Class *c, Class *s) {
    if (c == s) return true;
    if (c->is_array) {
        if (s == wk.Object || s == wk.Cloneable || s == wk.Serializable) return true;
        if (!s->is_array) return false;
        Class *ce = c->component, *se = s->component;
        if (ce->prim_type || se->prim_type) return ce == se;
        return vm_is_subclass_of(ce, se);
    }
    if (c->prim_type || s->prim_type) return false;
    return class_is_subclass_plain(c, s);
}

bool vm_class_is_instantiable(Class *c) {
    return !c->is_interface && !(c->access & ACC_ABSTRACT) && !c->is_array && !c->prim_type;
}

bool vm_instance_of(Object *o, Class *c) { return o && vm_is_subclass_of(o->klass, c); }

char *vm_class_java_name(Class *c) {
    char *d = dotted(c->name);
    if (c->hidden) {
        /* keep the slash before the hidden class's suffix: "pkg.Name/0x..." */
        char *last = strrchr(d, '.');
        const char *slash = strrchr(c->name, '/');
        if (last && slash && slash[1] == '0' && slash[2] == 'x') *last = '/';
    }
    return d;
}

/* ---------------------------------------------------------------- boot */

/* JAVA_VERSION of a Java home's release file ("17.0.15") into out; false without one. */
static bool release_java_version(const char *home, char *out, size_t n) {
    char path[4096];
    snprintf(path, sizeof path, "%s/release", home);
    FILE *f = fopen(path, "r");
    if (!f) return false;
    char line[512], v[64];
    bool found = false;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "JAVA_VERSION=\"%63[^\"]\"", v) == 1) {
            snprintf(out, n, "%s", v);
            found = true;
        }
    fclose(f);
    return found;
}

const char *vm_find_java_home(void) {
    const char *cands[3] = {getenv("VITRINE_JAVA_HOME"), getenv("JAVA_HOME"), "/usr/lib/jvm/java-17-openjdk-amd64"};
    for (int i = 0; i < 3; i++) {
        char v[64];
        if (cands[i] && *cands[i] && release_java_version(cands[i], v, sizeof v) && !strncmp(v, "17", 2)) return cands[i];
    }
    return NULL;
}

const char *vm_java_version(void) {
    static char version[64];
    if (!version[0] && !(vm.java_home && release_java_version(vm.java_home, version, sizeof version)))
        snprintf(version, sizeof version, "17");
    return version;
}

void classes_init(Thread *t) {
    const char *home = vm.opts.java_home ? vm.opts.java_home : vm_find_java_home();
    if (!home) vm_fatal("no JDK 17 runtime image found (set JAVA_HOME to a JDK 17)");
    vm.java_home = vm_strdup(home);
    char path[4096], err[256];
    snprintf(path, sizeof path, "%s/lib/modules", home);
    boot_image = jimage_open(path, err, sizeof err);
    if (!boot_image) vm_fatal("cannot open the runtime image %s: %s", path, err);

    static const char prims[] = "ZBCSIJFDV";
    static const char *pnames[] = {"boolean", "byte", "char", "short", "int", "long", "float", "double", "void"};
    for (int i = 0; i < 9; i++) wk.prim[i] = make_primitive(pnames[i], prims[i]);

    wk.Object = vm_boot_class(t, "java/lang/Object");
    wk.Class = vm_boot_class(t, "java/lang/Class");
    classes_create_mirrors(t);
    wk.Object->flags |= 0;
    wk.String = vm_boot_class(t, "java/lang/String");
    wk.Cloneable = vm_boot_class(t, "java/lang/Cloneable");
    wk.Serializable = vm_boot_class(t, "java/io/Serializable");
    wk.Throwable = vm_boot_class(t, "java/lang/Throwable");
    wk.Throwable->flags |= CLASS_IS_THROWABLE;
    wk.Reference = vm_boot_class(t, "java/lang/ref/Reference");
    wk.Reference->flags |= CLASS_IS_REFERENCE;
    wk.ClassLoader = vm_boot_class(t, "java/lang/ClassLoader");
    wk.ClassLoader->flags |= CLASS_IS_CLASSLOADER;
    wk.System = vm_boot_class(t, "java/lang/System");
    wk.Thread = vm_boot_class(t, "java/lang/Thread");
    wk.ThreadGroup = vm_boot_class(t, "java/lang/ThreadGroup");
    wk.Module = vm_boot_class(t, "java/lang/Module");
    wk.StackTraceElement = vm_boot_class(t, "java/lang/StackTraceElement");
    wk.array_Z = vm_array_class(t, wk.prim[0]);
    wk.array_B = vm_array_class(t, wk.prim[1]);
    wk.array_C = vm_array_class(t, wk.prim[2]);
    wk.array_S = vm_array_class(t, wk.prim[3]);
    wk.array_I = vm_array_class(t, wk.prim[4]);
    wk.array_J = vm_array_class(t, wk.prim[5]);
    wk.array_F = vm_array_class(t, wk.prim[6]);
    wk.array_D = vm_array_class(t, wk.prim[7]);
    wk.array_Object = vm_array_class(t, wk.Object);
    wk.array_String = vm_array_class(t, wk.String);
    wk.array_Class = vm_array_class(t, wk.Class);
    wk.array_StackTraceElement = vm_array_class(t, wk.StackTraceElement);
    /* classes loaded before java.lang.Class was known got no mirror yet */
    for (size_t i = 0; i < n_all; i++)
        if (!all_classes[i]->mirror) create_mirror(t, all_classes[i]);
}
