/* heap_follow.c: the walks along references: FollowReferences, and JVMTI 1.0's
   IterateOverReachableObjects and IterateOverObjectsReachableFromObject.

   One traversal serves the three. From the heap roots, or from one object, each reference is reported
   once (its kind and where it is, as jvmtiHeapReferenceInfo says), and an object whose reference the
   callback asked to visit (JVMTI_VISIT_OBJECTS; JVMTI 1.0: anything but JVMTI_ITERATION_IGNORE) has
   its own references reported in turn, once, when it is taken from the work stack; a callback may
   abort the walk. What an object refers to: its class; a Class object, its superclass (not
   java.lang.Object), direct interfaces, class loader, static reference fields and the resolved String
   and class constants of its constant pool; an array, its elements; any other object, its reference
   instance fields. The roots, in this order: JNI global references, the classes of the boot loader,
   then for each thread its Thread, the references in its Java frames (locals and operand stack, by
   the collector's reference maps), the monitors of its synchronized frames and its JNI local
   references, and last what else keeps objects alive (interned strings, the VM's own references,
   and slots of VM-internal frames), as OTHER.

   JNI local references are not tied to a frame here: they are reported at the depth of the thread's
   innermost native method (with that method), or at depth 0 without a method. Everything runs on
   the calling thread holding the execution token: no Java code runs, nothing is allocated or
   collected. */
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "heap_support.h"
#include "internal.h"
#include "refmap.h"

/* ---------------------------------------------------------------- a set of addresses */

typedef struct PtrSet {
    const void **v;
    size_t cap, n;
} PtrSet;

static size_t ps_slot(const PtrSet *s, const void *p) {
    uint64_t h = (uint64_t)(uintptr_t)p >> 3;
    h ^= h >> 31;
    h *= 0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 17) & (s->cap - 1);
}

static bool ps_has(const PtrSet *s, const void *p) {
    if (!s->cap) return false;
    for (size_t i = ps_slot(s, p); s->v[i]; i = (i + 1) & (s->cap - 1))
        if (s->v[i] == p) return true;
    return false;
}

static void ps_add(PtrSet *s, const void *p) {
    if ((s->n + 1) * 2 > s->cap) {
        PtrSet bigger = {NULL, s->cap ? s->cap * 2 : 1024, 0};
        bigger.v = calloc(bigger.cap, sizeof *bigger.v);
        if (!bigger.v) vm_fatal("out of memory walking the heap");
        for (size_t i = 0; i < s->cap; i++)
            if (s->v[i]) ps_add(&bigger, s->v[i]);
        free(s->v);
        *s = bigger;
    }
    size_t i = ps_slot(s, p);
    while (s->v[i]) {
        if (s->v[i] == p) return;
        i = (i + 1) & (s->cap - 1);
    }
    s->v[i] = p;
    s->n++;
}

/* ---------------------------------------------------------------- the traversal */

typedef struct Walk Walk;
/* Reports one reference (referrer NULL: a root); answers the visit control flags. */
typedef jint (*ReportFn)(Walk *w, jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, Object *referrer,
                         Object *referee);

struct Walk {
    JvmtiEnvImpl *e;
    ReportFn report;
    bool aborted;
    /* objects whose references were reported carry the collector's mark bit meanwhile (no collection
       runs during a walk, and none has marks outside one): the visited test is one load of a header
       the walk reads anyway; `marked` lists them for clearing at the end */
    Object **marked;
    size_t n_marked, cap_marked;
    PtrSet slots;           /* root slots already reported (frames are visited twice) */
    Object **stack;
    size_t sp, cap;
    /* FollowReferences */
    jint heap_filter;
    Class *klass;
    const jvmtiHeapCallbacks *cb;
    const void *user_data;
    /* JVMTI 1.0 */
    jvmtiHeapRootCallback root_cb;
    jvmtiStackReferenceCallback stack_cb;
    jvmtiObjectReferenceCallback object_cb;
};

static void push(Walk *w, Object *o) {
    if (w->sp == w->cap) {
        w->cap = w->cap ? w->cap * 2 : 1024;
        Object **s = realloc(w->stack, w->cap * sizeof *s);
        if (!s) vm_fatal("out of memory walking the heap");
        w->stack = s;
    }
    w->stack[w->sp++] = o;
}

static void ref(Walk *w, jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, Object *referrer, Object *o) {
    if (w->aborted || !o || !heap_is_object(o) || !o->klass) return;
    jint r = w->report(w, kind, info, referrer, o);
    if (r & JVMTI_VISIT_ABORT) w->aborted = true;
    else if ((r & JVMTI_VISIT_OBJECTS) && !obj_marked(o)) push(w, o);
}

static void ref_indexed(Walk *w, jvmtiHeapReferenceKind kind, jint index, Object *referrer, Object *o) {
    jvmtiHeapReferenceInfo info;
    memset(&info, 0, sizeof info);
    if (kind == JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT) info.array.index = index;
    else if (kind == JVMTI_HEAP_REFERENCE_CONSTANT_POOL) info.constant_pool.index = index;
    else info.field.index = index;
    ref(w, kind, &info, referrer, o);
}

/* What the Class object o of class k refers to as a class. */
static void scan_class(Walk *w, Object *o, Class *k) {
    if (k->super && k->super != wk.Object) ref_indexed(w, JVMTI_HEAP_REFERENCE_SUPERCLASS, 0, o, k->super->mirror);
    for (uint16_t i = 0; i < k->n_interfaces; i++) ref_indexed(w, JVMTI_HEAP_REFERENCE_INTERFACE, 0, o, k->interfaces[i]->mirror);
    ref_indexed(w, JVMTI_HEAP_REFERENCE_CLASS_LOADER, 0, o, k->loader);
    for (uint16_t i = 0; i < k->n_fields; i++) {
        Field *f = &k->fields[i];
        if ((f->access & ACC_STATIC) && f->type == 'L')
            ref_indexed(w, JVMTI_HEAP_REFERENCE_STATIC_FIELD, jh_field_index(k, f), o, FIELD_AT(o, f->offset, Object *));
    }
    if (k->cf && k->resolved)
        for (uint16_t i = 1; i < k->cf->cp_count; i++) {
            void *r = k->resolved[i];
            if (!r) continue;
            uint8_t tag = k->cf->cp[i].tag;
            if (tag == CONSTANT_String) ref_indexed(w, JVMTI_HEAP_REFERENCE_CONSTANT_POOL, i, o, r);
            else if (tag == CONSTANT_Class) ref_indexed(w, JVMTI_HEAP_REFERENCE_CONSTANT_POOL, i, o, ((Class *)r)->mirror);
        }
}

/* Reports o's references; FollowReferences then reports its primitive values. */
static void scan(Walk *w, Object *o) {
    Class *c = o->klass;
    ref_indexed(w, JVMTI_HEAP_REFERENCE_CLASS, 0, o, c->mirror);
    Class *k = c == wk.Class ? vm_class_of_mirror(o) : NULL;
    if (k) {
        scan_class(w, o, k);
    } else if (c->is_array) {
        if (c->elem_type == 'L')
            for (jint i = 0; i < ARRAY_LENGTH(o) && !w->aborted; i++)
                ref_indexed(w, JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT, i, o, ARRAY_DATA(o, Object *)[i]);
    } else {
        Class *chain[256];
        int depth = 0;
        for (Class *s = c; s && depth < 256; s = s->super) chain[depth++] = s;
        while (depth > 0 && !w->aborted) {
            Class *s = chain[--depth];
            for (uint16_t i = 0; i < s->n_fields; i++) {
                Field *f = &s->fields[i];
                if (!(f->access & ACC_STATIC) && f->type == 'L')
                    ref_indexed(w, JVMTI_HEAP_REFERENCE_FIELD, jh_field_index(c, f), o, FIELD_AT(o, f->offset, Object *));
            }
        }
    }
    if (w->cb && !w->aborted && !jh_filtered(w->e, o, w->heap_filter, w->klass) &&
        (jh_report_primitives(w->e, o, w->cb, w->user_data) & JVMTI_VISIT_ABORT))
        w->aborted = true;
}

static void mark_visited(Walk *w, Object *o) {
    if (w->n_marked == w->cap_marked) {
        w->cap_marked = w->cap_marked ? w->cap_marked * 2 : 1024;
        Object **m = realloc(w->marked, w->cap_marked * sizeof *m);
        if (!m) vm_fatal("out of memory walking the heap");
        w->marked = m;
    }
    w->marked[w->n_marked++] = o;
    obj_set_marked(o);
}

static void drain(Walk *w) {
    while (w->sp && !w->aborted) {
        Object *o = w->stack[--w->sp];
        if (obj_marked(o)) continue;
        mark_visited(w, o);
        scan(w, o);
    }
}

/* ---------------------------------------------------------------- roots */

typedef struct RootVisit {
    Walk *w;
    jvmtiHeapReferenceKind kind;
    jvmtiHeapReferenceInfo info;
} RootVisit;

static void root_slot(Object **slot, void *ctx) {
    RootVisit *v = ctx;
    if (ps_has(&v->w->slots, slot)) return;
    ps_add(&v->w->slots, slot);
    ref(v->w, v->kind, &v->info, NULL, *slot);
}

static void system_class(Class *c, void *ctx) {
    Walk *w = ctx;
    if (!c->loader && !c->prim_type) ref(w, JVMTI_HEAP_REFERENCE_SYSTEM_CLASS, NULL, NULL, c->mirror);
}

static jlong thread_id(Thread *t) {
    static uint32_t off_tid;
    if (!off_tid) off_tid = vm_field_offset(t, "java/lang/Thread", "tid", "J");
    return t->jthread ? FIELD_AT(t->jthread, off_tid, jlong) : 0;
}

/* Thread t: its Thread, its Java frames' references, its monitors, its JNI local references. */
static void thread_roots(Walk *w, Thread *t) {
    if (t->status == THREAD_TERMINATED || t->status == THREAD_NEW) return;
    ref(w, JVMTI_HEAP_REFERENCE_THREAD, NULL, NULL, t->jthread);
    jlong thread_tag = t->jthread ? jvmti_tag_get(w->e, t->jthread) : 0;
    RootVisit v = {.w = w, .kind = JVMTI_HEAP_REFERENCE_STACK_LOCAL};
    v.info.stack_local.thread_tag = thread_tag;
    v.info.stack_local.thread_id = thread_id(t);
    jint depth = 0, native_depth = -1;
    Method *native = NULL;
    for (Frame *f = t->frame; f && !w->aborted; f = f->prev) {
        Method *m = f->method;
        if (!m) continue; /* VM-internal: not a Java frame (its slots are OTHER roots) */
        if ((m->access & ACC_NATIVE) && native_depth < 0) {
            native_depth = depth;
            native = m;
        }
        const uint64_t *bits;
        uint32_t map_depth;
        if (m->code && f->pc >= m->code && f->pc < m->code + m->code_len && f->sp >= f->stack &&
            refmap_at(m, (uint32_t)(f->pc - m->code), &bits, &map_depth) && (uint32_t)(f->sp - f->stack) <= map_depth) {
            uint32_t nl = m->max_locals, n = nl + (uint32_t)(f->sp - f->stack);
            v.info.stack_local.depth = depth;
            v.info.stack_local.method = (jmethodID)m;
            v.info.stack_local.location = (jlocation)(f->pc - m->code);
            /* copy the bits first: the map is only valid until the next query */
            uint64_t word[64];
            size_t words = (n + 63) / 64 < 64 ? (n + 63) / 64 : 64;
            memcpy(word, bits, words * sizeof *word);
            for (uint32_t i = 0; i < n && i < 64 * 64; i++)
                if ((word[i / 64] >> (i % 64)) & 1) {
                    v.info.stack_local.slot = (jint)i;
                    root_slot(i < nl ? &f->locals[i].l : &f->stack[i - nl].l, &v);
                }
        }
        if (f->lock) {
            RootVisit mv = {.w = w, .kind = JVMTI_HEAP_REFERENCE_MONITOR};
            root_slot(&f->lock, &mv);
        }
        depth++;
    }
    RootVisit jv = {.w = w, .kind = JVMTI_HEAP_REFERENCE_JNI_LOCAL};
    jv.info.jni_local.thread_tag = thread_tag;
    jv.info.jni_local.thread_id = thread_id(t);
    jv.info.jni_local.depth = native_depth < 0 ? 0 : native_depth;
    jv.info.jni_local.method = (jmethodID)native;
    jni_visit_locals(t, root_slot, &jv);
}

static void other_thread_refs(Walk *w, Thread *t) {
    RootVisit v = {.w = w, .kind = JVMTI_HEAP_REFERENCE_OTHER};
    root_slot(&t->exception, &v);
    root_slot(&t->upcall_value, &v);
    root_slot(&t->upcall_exception, &v);
    root_slot(&t->upcall_extra, &v);
    refmap_visit_frames(t, root_slot, &v); /* what the Java frames' maps did not cover */
}

static void walk_roots(Walk *w) {
    RootVisit v = {.w = w, .kind = JVMTI_HEAP_REFERENCE_JNI_GLOBAL};
    jni_visit_globals(root_slot, &v);
    classes_foreach(system_class, w);
    for (Thread *t = all_threads; t && !w->aborted; t = t->next) thread_roots(w, t);
    v.kind = JVMTI_HEAP_REFERENCE_OTHER;
    strings_visit_roots(root_slot, &v);
    vm_visit_vm_roots(root_slot, &v);
    for (Thread *t = all_threads; t && !w->aborted; t = t->next) other_thread_refs(w, t);
}

static void walk(Walk *w, Object *initial) {
    if (initial) push(w, initial);
    else walk_roots(w);
    drain(w);
    for (size_t i = 0; i < w->n_marked; i++) obj_clear_marked(w->marked[i]);
    free(w->marked);
    free(w->slots.v);
    free(w->stack);
}

/* ---------------------------------------------------------------- FollowReferences */

static jint follow_report(Walk *w, jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, Object *referrer,
                          Object *o) {
    /* a filtered object is not reported but still visited */
    if (!w->cb->heap_reference_callback || jh_filtered(w->e, o, w->heap_filter, w->klass)) return JVMTI_VISIT_OBJECTS;
    jlong tag = jvmti_tag_get(w->e, o), was = tag;
    jlong rtag = referrer ? jvmti_tag_get(w->e, referrer) : 0, rwas = rtag;
    jlong *rptr = !referrer ? NULL : referrer == o ? &tag : &rtag;
    jint r = w->cb->heap_reference_callback(kind, info, jh_class_tag(w->e, o), referrer ? jh_class_tag(w->e, referrer) : 0,
                                            jh_size(o), &tag, rptr, jh_length(o), (void *)w->user_data);
    jh_retag(w->e, o, was, tag);
    if (referrer && referrer != o) jh_retag(w->e, referrer, rwas, rtag);
    return r;
}

jvmtiError jvmti_FollowReferences(jvmtiEnv *env, jint heap_filter, jclass klass, jobject initial_object,
                                  const jvmtiHeapCallbacks *callbacks, const void *user_data) {
    Walk w = {.e = jvmti_env(env), .report = follow_report, .heap_filter = heap_filter,
              .klass = klass ? jni_class(klass) : NULL, .cb = callbacks, .user_data = user_data};
    walk(&w, initial_object ? jni_deref(initial_object) : NULL);
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- JVMTI 1.0 */

static jint control_to_flags(jvmtiIterationControl c) {
    return c == JVMTI_ITERATION_ABORT ? JVMTI_VISIT_ABORT : c == JVMTI_ITERATION_IGNORE ? 0 : JVMTI_VISIT_OBJECTS;
}

static jint old_report(Walk *w, jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, Object *referrer,
                       Object *o) {
    jlong tag = jvmti_tag_get(w->e, o), was = tag;
    jvmtiIterationControl c = JVMTI_ITERATION_CONTINUE;
    jlong class_tag = jh_class_tag(w->e, o), size = jh_size(o);
    if (!referrer) {
        /* the root kinds of JVMTI 1.0: JNI global 1 ... other 7, in the order of the new ones (21 ... 27) */
        jvmtiHeapRootKind rk = (jvmtiHeapRootKind)(kind - JVMTI_HEAP_REFERENCE_JNI_GLOBAL + JVMTI_HEAP_ROOT_JNI_GLOBAL);
        if (kind == JVMTI_HEAP_REFERENCE_STACK_LOCAL || kind == JVMTI_HEAP_REFERENCE_JNI_LOCAL) {
            if (w->stack_cb) {
                bool local = kind == JVMTI_HEAP_REFERENCE_STACK_LOCAL;
                c = w->stack_cb(rk, class_tag, size, &tag, local ? info->stack_local.thread_tag : info->jni_local.thread_tag,
                                local ? info->stack_local.depth : info->jni_local.depth,
                                local ? info->stack_local.method : info->jni_local.method,
                                local ? info->stack_local.slot : -1, (void *)w->user_data);
            }
        } else if (w->root_cb) {
            c = w->root_cb(rk, class_tag, size, &tag, (void *)w->user_data);
        }
    } else if (w->object_cb) {
        jint index = -1;
        switch (kind) {
        case JVMTI_HEAP_REFERENCE_FIELD:
        case JVMTI_HEAP_REFERENCE_STATIC_FIELD: index = info->field.index; break;
        case JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT: index = info->array.index; break;
        case JVMTI_HEAP_REFERENCE_CONSTANT_POOL: index = info->constant_pool.index; break;
        default: break;
        }
        /* the reference kinds of JVMTI 1.0 have the same values (class 1 ... constant pool 9) */
        c = w->object_cb((jvmtiObjectReferenceKind)kind, class_tag, size, &tag, jvmti_tag_get(w->e, referrer), index,
                         (void *)w->user_data);
    }
    jh_retag(w->e, o, was, tag);
    return control_to_flags(c);
}

jvmtiError jvmti_IterateOverReachableObjects(jvmtiEnv *env, jvmtiHeapRootCallback heap_root_callback,
                                             jvmtiStackReferenceCallback stack_ref_callback,
                                             jvmtiObjectReferenceCallback object_ref_callback, const void *user_data) {
    Walk w = {.e = jvmti_env(env), .report = old_report, .user_data = user_data, .root_cb = heap_root_callback,
              .stack_cb = stack_ref_callback, .object_cb = object_ref_callback};
    walk(&w, NULL);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IterateOverObjectsReachableFromObject(jvmtiEnv *env, jobject object,
                                                       jvmtiObjectReferenceCallback object_reference_callback,
                                                       const void *user_data) {
    Walk w = {.e = jvmti_env(env), .report = old_report, .user_data = user_data, .object_cb = object_reference_callback};
    walk(&w, jni_deref(object));
    return JVMTI_ERROR_NONE;
}
