/* heap_support.c: what the JVMTI heap walks share (heap_support.h). */
#include <stdlib.h>
#include <string.h>

#include "heap_support.h"
#include "object_layout.h"

jlong jh_class_tag(JvmtiEnvImpl *e, Object *o) {
    return o->klass && o->klass->mirror ? jvmti_tag_get(e, o->klass->mirror) : 0;
}

void jh_retag(JvmtiEnvImpl *e, Object *o, jlong old, jlong now) {
    if (now != old) jvmti_tag_set(e, o, now);
}

bool jh_filtered(JvmtiEnvImpl *e, Object *o, jint heap_filter, Class *klass) {
    if (klass && o->klass != klass) return true;
    if (heap_filter & (JVMTI_HEAP_FILTER_TAGGED | JVMTI_HEAP_FILTER_UNTAGGED)) {
        bool tagged = jvmti_tag_get(e, o) != 0;
        if ((heap_filter & JVMTI_HEAP_FILTER_TAGGED) && tagged) return true;
        if ((heap_filter & JVMTI_HEAP_FILTER_UNTAGGED) && !tagged) return true;
    }
    if (heap_filter & (JVMTI_HEAP_FILTER_CLASS_TAGGED | JVMTI_HEAP_FILTER_CLASS_UNTAGGED)) {
        bool tagged = jh_class_tag(e, o) != 0;
        if ((heap_filter & JVMTI_HEAP_FILTER_CLASS_TAGGED) && tagged) return true;
        if ((heap_filter & JVMTI_HEAP_FILTER_CLASS_UNTAGGED) && !tagged) return true;
    }
    return false;
}

/* the size GetObjectSize reports (HotSpot's layout), the same on every build */
jlong jh_size(Object *o) { return object_layout_size(o); }

jint jh_length(Object *o) { return o->klass->is_array ? ARRAY_LENGTH(o) : -1; }

jvmtiPrimitiveType jh_primitive_type(char type) {
    /* the enumeration's values are the descriptor characters */
    return (jvmtiPrimitiveType)type;
}

/* ---------------------------------------------------------------- field indices */

typedef struct IfaceSet {
    Class **v;
    size_t n, cap;
} IfaceSet;

static void add_iface(IfaceSet *s, Class *i) {
    for (size_t k = 0; k < s->n; k++)
        if (s->v[k] == i) return;
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 16;
        Class **v = realloc(s->v, s->cap * sizeof *v);
        if (!v) vm_fatal("out of memory counting interface fields");
        s->v = v;
    }
    s->v[s->n++] = i;
    for (uint16_t k = 0; k < i->n_interfaces; k++) add_iface(s, i->interfaces[k]);
}

/* The fields of every interface c implements (a class: through its superclasses too; an interface:
   its superinterfaces), each interface once. */
static jint interface_fields(Class *c) {
    IfaceSet s = {0};
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->n_interfaces; i++) add_iface(&s, k->interfaces[i]);
    jint n = 0;
    for (size_t k = 0; k < s.n; k++) n += s.v[k]->n_fields;
    free(s.v);
    return n;
}

jint jh_field_index(Class *of, Field *f) {
    jint index = interface_fields(of);
    if (!of->is_interface) {
        /* the fields of java.lang.Object first, down to those of f's class */
        Class *chain[256];
        int depth = 0;
        for (Class *k = f->klass->super; k && depth < 256; k = k->super) chain[depth++] = k;
        while (depth > 0) index += chain[--depth]->n_fields;
    }
    return index + f->slot;
}

/* ---------------------------------------------------------------- primitive values */

static jvalue field_value(Object *holder, Field *f) {
    jvalue v;
    memset(&v, 0, sizeof v);
    switch (f->type) {
    case 'Z': v.z = FIELD_AT(holder, f->offset, jboolean); break;
    case 'B': v.b = FIELD_AT(holder, f->offset, jbyte); break;
    case 'C': v.c = FIELD_AT(holder, f->offset, jchar); break;
    case 'S': v.s = FIELD_AT(holder, f->offset, jshort); break;
    case 'I': v.i = FIELD_AT(holder, f->offset, jint); break;
    case 'J': v.j = FIELD_AT(holder, f->offset, jlong); break;
    case 'F': v.f = FIELD_AT(holder, f->offset, jfloat); break;
    case 'D': v.d = FIELD_AT(holder, f->offset, jdouble); break;
    }
    return v;
}

/* One primitive field of holder, reported for o; the callback's visit control flags. */
static jint report_field(JvmtiEnvImpl *e, Object *o, Object *holder, Class *of, Field *f, bool is_static,
                         const jvmtiHeapCallbacks *cb, const void *user_data) {
    jvmtiHeapReferenceInfo info;
    memset(&info, 0, sizeof info);
    info.field.index = jh_field_index(of, f);
    jlong tag = jvmti_tag_get(e, o), was = tag;
    jint r = cb->primitive_field_callback(is_static ? JVMTI_HEAP_REFERENCE_STATIC_FIELD : JVMTI_HEAP_REFERENCE_FIELD,
                                          &info, jh_class_tag(e, o), &tag, field_value(holder, f),
                                          jh_primitive_type(f->type), (void *)user_data);
    jh_retag(e, o, was, tag);
    return r;
}

jint jh_report_primitives(JvmtiEnvImpl *e, Object *o, const jvmtiHeapCallbacks *cb, const void *user_data) {
    Class *c = o->klass;
    jint flags = 0;
    if (cb->primitive_field_callback) {
        Class *k = c == wk.Class ? vm_class_of_mirror(o) : NULL;
        if (k) { /* a Class object: the static fields of its class */
            for (uint16_t i = 0; i < k->n_fields && !(flags & JVMTI_VISIT_ABORT); i++) {
                Field *f = &k->fields[i];
                if ((f->access & ACC_STATIC) && f->type != 'L')
                    flags |= report_field(e, o, o, k, f, true, cb, user_data);
            }
        } else if (!c->is_array) {
            /* instance fields, those of java.lang.Object's subclasses in order down to c */
            Class *chain[256];
            int depth = 0;
            for (Class *s = c; s && depth < 256; s = s->super) chain[depth++] = s;
            while (depth > 0 && !(flags & JVMTI_VISIT_ABORT)) {
                Class *s = chain[--depth];
                for (uint16_t i = 0; i < s->n_fields && !(flags & JVMTI_VISIT_ABORT); i++) {
                    Field *f = &s->fields[i];
                    if (!(f->access & ACC_STATIC) && f->type != 'L')
                        flags |= report_field(e, o, o, c, f, false, cb, user_data);
                }
            }
        }
    }
    if (flags & JVMTI_VISIT_ABORT) return flags;
    if (cb->array_primitive_value_callback && c->is_array && c->elem_type != 'L') {
        jlong tag = jvmti_tag_get(e, o), was = tag;
        flags |= cb->array_primitive_value_callback(jh_class_tag(e, o), jh_size(o), &tag, ARRAY_LENGTH(o),
                                                    jh_primitive_type(c->elem_type), ARRAY_DATA(o, void),
                                                    (void *)user_data);
        jh_retag(e, o, was, tag);
    }
    if (cb->string_primitive_value_callback && c == wk.String) {
        jint n = vm_string_length(o);
        jchar *chars = vm_malloc((size_t)n * sizeof(jchar) + 1);
        vm_string_chars(o, 0, n, chars);
        jlong tag = jvmti_tag_get(e, o), was = tag;
        flags |= cb->string_primitive_value_callback(jh_class_tag(e, o), jh_size(o), &tag, chars, n, (void *)user_data);
        jh_retag(e, o, was, tag);
        free(chars);
    }
    return flags;
}
