/* object_layout.c: object sizes as HotSpot 17 lays objects out on 64-bit machines by default
   (compressed references and class pointers), so that GetObjectSize gives the same numbers on every
   build of this VM (whose own layout differs between 64-bit native code and 32-bit WebAssembly) and
   the numbers tools know from HotSpot:
   - an object has a 12-byte header; each class's own fields, largest first (8, 4, 2, 1 bytes, then
     4-byte references), take the lowest free offset aligned to their size, gaps left by superclasses
     included; the size is the end rounded up to 8;
   - an array has a 16-byte header, then its elements (references 4 bytes), rounded up to 8 (object_layout.h);
   - fields marked @Contended in the class library get 128 bytes of padding before each group and after
     the last, and a subclass of such a class adds its fields after them;
   - a java.lang.Class object also holds the fields HotSpot adds to Class and the static fields of the
     class it represents, placed after its instance fields the same way.
   Sizes are cached: an instance's in its class (Class.jvmti_size), a mirror's per class it stands for. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "object_layout.h"

enum { HEADER = 12, REF = 4, ALIGN = 8, CONTENDED_PADDING = 128 };

/* The bytes in use, one flag per byte, grown as fields are placed. */
typedef struct Occupancy {
    uint8_t *used;
    uint32_t cap, end; /* end: first byte after the last field */
} Occupancy;

static void occupy(Occupancy *o, uint32_t at, uint32_t n) {
    if (at + n > o->cap) {
        uint32_t ncap = o->cap ? o->cap : 64;
        while (ncap < at + n) ncap *= 2;
        uint8_t *u = vm_calloc(ncap, 1);
        if (o->cap) memcpy(u, o->used, o->cap);
        free(o->used);
        o->used = u;
        o->cap = ncap;
    }
    memset(o->used + at, 1, n);
    if (at + n > o->end) o->end = at + n;
}

/* First fit at or after `from`, aligned to the field's size. */
static void place(Occupancy *o, uint32_t from, uint32_t size) {
    for (uint32_t at = (from + size - 1) / size * size;; at += size) {
        bool free_here = true;
        for (uint32_t k = 0; k < size && at + k < o->cap; k++)
            if (o->used[at + k]) {
                free_here = false;
                break;
            }
        if (free_here) {
            occupy(o, at, size);
            return;
        }
    }
}

static uint32_t field_size(char type) { return type == 'L' ? REF : type_size(type); }

/* @jdk.internal.vm.annotation.Contended, which HotSpot honours in the class library only (boot and
   platform loaders): *group is its value (a symbol, "" for none). */
typedef struct ContendedScan {
    const ClassFile *cf;
    bool found;
    const char *group;
} ContendedScan;

static void contended_annotation(const char *type, const uint8_t *a, const uint8_t *end, void *ctx) {
    ContendedScan *scan = ctx;
    if (strcmp(type, "Ljdk/internal/vm/annotation/Contended;")) return;
    scan->found = true;
    scan->group = "";
    /* type, pair count, then the only element: name index, tag 's', value index */
    if (end - a >= 9 && (a[2] | a[3]) && a[6] == 's') {
        const char *v = cf_utf8(scan->cf, (uint16_t)(a[7] << 8 | a[8]));
        if (v) scan->group = v;
    }
}

static bool is_contended(Class *c, CfAttr annotations, const char **group) {
    if (c->loader && strcmp(c->loader->klass->name, "jdk/internal/loader/ClassLoaders$PlatformClassLoader")) return false;
    ContendedScan scan = {c->cf, false, ""};
    annotations_each(c->cf, annotations, contended_annotation, &scan);
    if (group) *group = scan.group;
    return scan.found;
}

static bool field_is_contended(Field *f, const char **group) {
    return f->info && is_contended(f->klass, f->info->annotations, group);
}

/* Places the instance fields of c that belong to a group: group NULL are the ordinary ones, a
   symbol those of that @Contended group, and a field pointer stands for the unnamed group of that one
   field. Largest first, references last, each at the first free offset from `from`. */
static void place_group(Occupancy *o, Class *c, const void *group, uint32_t from) {
    static const uint32_t order[] = {8, 4, 2, 1};
    for (int pass = 0; pass < 5; pass++) {
        for (uint16_t i = 0; i < c->n_fields; i++) {
            Field *f = &c->fields[i];
            if (f->access & ACC_STATIC) continue;
            const char *g;
            bool contended = field_is_contended(f, &g);
            const void *key = !contended ? NULL : *g ? (const void *)g : (const void *)f;
            if (key != group) continue;
            bool ref = f->type == 'L';
            if (pass < 4 ? (ref || field_size(f->type) != order[pass]) : !ref) continue;
            place(o, from, field_size(f->type));
        }
    }
}

static void pad(Occupancy *o) { occupy(o, o->end, CONTENDED_PADDING); }

/* The static fields of c, in the mirror after `from`. */
static void place_statics(Occupancy *o, Class *c, uint32_t from) {
    static const uint32_t order[] = {8, 4, 2, 1};
    for (int pass = 0; pass < 5; pass++) {
        for (uint16_t i = 0; i < c->n_fields; i++) {
            Field *f = &c->fields[i];
            if (!(f->access & ACC_STATIC)) continue;
            bool ref = f->type == 'L';
            if (pass < 4 ? (ref || field_size(f->type) != order[pass]) : !ref) continue;
            place(o, from, field_size(f->type));
        }
    }
}

/* Fields HotSpot adds to some classes of the class library for its own use: size of each. */
static void place_injected(Occupancy *o, Class *c, uint32_t from) {
    static const struct { const char *cls; uint8_t sizes[8]; } injected[] = {
        {"java/lang/Class", {8, 8, 4, 4, REF, REF, REF}}, /* klass, array klass, size, oop count, pd, signers, source */
        {"java/lang/ClassLoader", {8}},                   /* loader data */
        {"java/lang/Module", {8}},                        /* module entry */
        {"java/lang/invoke/MemberName", {8}},             /* vmindex */
        {"java/lang/invoke/ResolvedMethodName", {8}},     /* vmtarget */
    };
    if (c->loader) return;
    for (size_t i = 0; i < sizeof injected / sizeof injected[0]; i++) {
        if (strcmp(c->name, injected[i].cls)) continue;
        for (int k = 0; k < 8 && injected[i].sizes[k]; k++) place(o, from, injected[i].sizes[k]);
    }
}

/* Lays out c's superclasses, then c; returns whether c has @Contended fields or is @Contended (a
   subclass's fields then go after all of them instead of into gaps). */
static bool place_instance(Occupancy *o, Class *c) {
    bool super_contended = c->super && place_instance(o, c->super);
    uint32_t from = super_contended ? o->end : HEADER;
    bool contended = c->cf && is_contended(c, c->cf->annotations, NULL);
    if (contended) {
        pad(o);
        from = o->end;
    }
    place_injected(o, c, from);
    place_group(o, c, NULL, from);
    /* each @Contended group after padding of its own, in the order of the groups' first fields */
    for (uint16_t i = 0; i < c->n_fields; i++) {
        Field *f = &c->fields[i];
        const char *g;
        if ((f->access & ACC_STATIC) || !field_is_contended(f, &g)) continue;
        bool first = true;
        for (uint16_t k = 0; k < i && first && *g; k++) {
            const char *h;
            if (!(c->fields[k].access & ACC_STATIC) && field_is_contended(&c->fields[k], &h) && h == g) first = false;
        }
        if (!first) continue;
        pad(o);
        place_group(o, c, *g ? (const void *)g : (const void *)f, o->end);
        contended = true;
    }
    if (contended) pad(o);
    return contended;
}

static uint32_t align8(uint32_t n) { return (n + ALIGN - 1) / ALIGN * ALIGN; }

static uint32_t instance_size(Class *c, Class *statics_of) {
    Occupancy o = {0};
    occupy(&o, 0, HEADER);
    place_instance(&o, c);
    if (statics_of) place_statics(&o, statics_of, align8(o.end));
    uint32_t size = align8(o.end);
    free(o.used);
    return size;
}

/* ---------------------------------------------------------------- the cache of mirrors' sizes */

typedef struct SizeEntry {
    Class *klass;
    uint32_t size;
} SizeEntry;

typedef struct SizeCache {
    SizeEntry *entries;
    size_t cap, count;
} SizeCache;

/* mirrors (java.lang.Class objects) by the class they represent, whose statics they hold (a heap walk
   asks for a mirror's size at every object of its class); an instance's size is kept in its class */
static SizeCache mirror_sizes;

static uint32_t mirror_size(Class *c) {
    SizeCache *cache = &mirror_sizes;
    if (cache->cap) {
        for (size_t j = vm_hash_ptr(c) & (cache->cap - 1); cache->entries[j].klass; j = (j + 1) & (cache->cap - 1))
            if (cache->entries[j].klass == c) return cache->entries[j].size;
    }
    uint32_t size = instance_size(wk.Class, c->cf ? c : NULL);
    if ((cache->count + 1) * 2 > cache->cap) {
        size_t ncap = cache->cap ? cache->cap * 2 : 256;
        SizeEntry *n = vm_calloc(ncap, sizeof(SizeEntry));
        for (size_t i = 0; i < cache->cap; i++) {
            if (!cache->entries[i].klass) continue;
            size_t j = vm_hash_ptr(cache->entries[i].klass) & (ncap - 1);
            while (n[j].klass) j = (j + 1) & (ncap - 1);
            n[j] = cache->entries[i];
        }
        free(cache->entries);
        cache->entries = n;
        cache->cap = ncap;
    }
    size_t j = vm_hash_ptr(c) & (cache->cap - 1);
    while (cache->entries[j].klass) j = (j + 1) & (cache->cap - 1);
    cache->entries[j] = (SizeEntry){c, size};
    cache->count++;
    return size;
}

jlong object_layout_size(Object *o) {
    Class *c = o->klass;
    if (c->is_array) return object_layout_array_size(c->elem_type, ARRAY_LENGTH(o));
    if (c == wk.Class) {
        Class *of = vm_class_of_mirror(o);
        return of ? mirror_size(of) : instance_size(c, NULL);
    }
    /* allocation sampling asks at every allocation */
    if (!c->jvmti_size) c->jvmti_size = instance_size(c, NULL);
    return c->jvmti_size;
}
