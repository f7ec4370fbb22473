/* handles.c: JNI references. Local references are slots of a per-thread arena of fixed-size chunks
   (a slot's address never changes, so a jobject stays valid until its frame is popped); global and
   weak global references are slots of two global arenas with free lists. Every slot holds an
   Object* (NULL for Java null, or for a weak reference whose referent was collected). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jni_impl.h"

/* ---------------------------------------------------------------- per-thread env and locals */

/* SetJNIFunctionTable's copy (NULL: none), kept for the life of the process: a native method may still
   be running through an earlier copy when the next one is installed */
static struct JNINativeInterface_ *replaced_table;

const struct JNINativeInterface_ *jni_native_table(void) {
    if (replaced_table) return replaced_table;
    const struct JNINativeInterface_ *impl = jni_check_enabled ? &jni_checked_function_table : &jni_function_table;
    /* with OS threads, native code runs without the execution token: its JNI calls enter the VM first */
    jni_inner_table = impl;
    return os_threads ? &jni_transition_table : impl;
}

void jni_replace_native_table(const struct JNINativeInterface_ *table) {
    struct JNINativeInterface_ *copy = vm_malloc(sizeof *copy);
    *copy = *table;
    replaced_table = copy;
    for (Thread *u = all_threads; u; u = u->next)
        if (u->jni_env) ((JniEnvImpl *)u->jni_env)->functions = copy;
}

JniEnvImpl *jni_env_create(Thread *t) {
    JniEnvImpl *e = vm_calloc(1, sizeof *e);
    e->functions = jni_native_table();
    e->thread = t;
    t->jni_env = e;
    jni_push_frame(e, false); /* the thread's base frame: references made outside native methods */
    return e;
}

jobject jni_new_local_in_new_chunk(JniEnvImpl *e, Object *o) {
    if (e->n_chunks == e->cap_chunks) {
        int ncap = e->cap_chunks ? e->cap_chunks * 2 : 8;
        Object ***n = vm_malloc(sizeof(Object **) * (size_t)ncap);
        if (e->n_chunks) memcpy(n, e->chunks, sizeof(Object **) * (size_t)e->n_chunks);
        free(e->chunks);
        e->chunks = n;
        e->cap_chunks = ncap;
    }
    e->chunks[e->n_chunks++] = vm_calloc(JNI_CHUNK_SLOTS, sizeof(Object *));
    return jni_new_local(e, o);
}

/* Index of a local slot of e, or -1 when h is not in e's arena (in use or not). */
static long local_index(JniEnvImpl *e, jobject h) {
    Object **p = (Object **)h;
    for (int c = 0; c < e->n_chunks; c++) {
        Object **base = e->chunks[c];
        if (p >= base && p < base + JNI_CHUNK_SLOTS) return (long)c * JNI_CHUNK_SLOTS + (p - base);
    }
    return -1;
}

void jni_delete_local(JniEnvImpl *e, jobject h) {
    if (!h) return;
    long i = local_index(e, h);
    if (i < 0 || (size_t)i >= e->top) return; /* not a live local reference of this thread */
    *(Object **)h = NULL;
    /* the most recent slot of the current frame: give it back (create/use/delete loops stay flat) */
    size_t floor = e->n_frames ? e->frames[e->n_frames - 1].base : 0;
    while (e->top > floor && !*jni_local_slot(e, e->top - 1)) e->top--;
}

bool jni_is_local_slot(JniEnvImpl *e, jobject h) {
    long i = local_index(e, h);
    return i >= 0 && (size_t)i < e->top;
}

int jni_push_frame_grown(JniEnvImpl *e, bool pushed) {
    int ncap = e->cap_frames ? e->cap_frames * 2 : 16;
    JniLocalFrame *n = vm_malloc(sizeof(JniLocalFrame) * (size_t)ncap);
    if (e->n_frames) memcpy(n, e->frames, sizeof(JniLocalFrame) * (size_t)e->n_frames);
    free(e->frames);
    e->frames = n;
    e->cap_frames = ncap;
    return jni_push_frame(e, pushed);
}

int jni_top_pushed_frame(JniEnvImpl *e) {
    int i = e->n_frames - 1;
    return i >= 0 && e->frames[i].pushed ? i : -1;
}

/* ---------------------------------------------------------------- global and weak global references */

typedef struct RefArena {
    Object ***chunks;
    int n_chunks, cap_chunks;
    size_t top;         /* slots handed out at least once */
    size_t *free_list;  /* indices of deleted slots */
    size_t n_free, cap_free;
    uint8_t **live;     /* per chunk: 1 when the slot is a live reference */
} RefArena;

static RefArena globals, weaks;

static Object **arena_slot(RefArena *a, size_t i) { return &a->chunks[i / JNI_CHUNK_SLOTS][i % JNI_CHUNK_SLOTS]; }

static jobject arena_new(RefArena *a, Object *o) {
    size_t i;
    if (a->n_free) {
        i = a->free_list[--a->n_free];
    } else {
        if (a->top == (size_t)a->n_chunks * JNI_CHUNK_SLOTS) {
            if (a->n_chunks == a->cap_chunks) {
                int ncap = a->cap_chunks ? a->cap_chunks * 2 : 8;
                Object ***n = vm_malloc(sizeof(Object **) * (size_t)ncap);
                uint8_t **l = vm_malloc(sizeof(uint8_t *) * (size_t)ncap);
                if (a->n_chunks) {
                    memcpy(n, a->chunks, sizeof(Object **) * (size_t)a->n_chunks);
                    memcpy(l, a->live, sizeof(uint8_t *) * (size_t)a->n_chunks);
                }
                free(a->chunks);
                free(a->live);
                a->chunks = n;
                a->live = l;
                a->cap_chunks = ncap;
            }
            a->chunks[a->n_chunks] = vm_calloc(JNI_CHUNK_SLOTS, sizeof(Object *));
            a->live[a->n_chunks] = vm_calloc(JNI_CHUNK_SLOTS, 1);
            a->n_chunks++;
        }
        i = a->top++;
    }
    a->live[i / JNI_CHUNK_SLOTS][i % JNI_CHUNK_SLOTS] = 1;
    Object **s = arena_slot(a, i);
    *s = o;
    return (jobject)s;
}

/* Index of a live slot of a, or -1. */
static long arena_index(RefArena *a, jobject h) {
    Object **p = (Object **)h;
    for (int c = 0; c < a->n_chunks; c++) {
        Object **base = a->chunks[c];
        if (p >= base && p < base + JNI_CHUNK_SLOTS) {
            long i = (long)c * JNI_CHUNK_SLOTS + (p - base);
            return a->live[c][p - base] ? i : -1;
        }
    }
    return -1;
}

static void arena_delete(RefArena *a, jobject h) {
    long i = arena_index(a, h);
    if (i < 0) return;
    *arena_slot(a, (size_t)i) = NULL;
    a->live[i / JNI_CHUNK_SLOTS][i % JNI_CHUNK_SLOTS] = 0;
    if (a->n_free == a->cap_free) {
        size_t ncap = a->cap_free ? a->cap_free * 2 : 64;
        size_t *n = vm_malloc(sizeof(size_t) * ncap);
        if (a->n_free) memcpy(n, a->free_list, sizeof(size_t) * a->n_free);
        free(a->free_list);
        a->free_list = n;
        a->cap_free = ncap;
    }
    a->free_list[a->n_free++] = (size_t)i;
}

jobject jni_new_global(Object *o) { return o ? arena_new(&globals, o) : NULL; }
void jni_delete_global(jobject h) { if (h) arena_delete(&globals, h); }
jweak jni_new_weak(Object *o) { return o ? arena_new(&weaks, o) : NULL; }
void jni_delete_weak(jweak h) { if (h) arena_delete(&weaks, h); }

jobjectRefType jni_ref_type(JniEnvImpl *e, jobject h) {
    if (!h) return JNIInvalidRefType;
    long i = local_index(e, h);
    if (i >= 0) return (size_t)i < e->top && *(Object **)h ? JNILocalRefType : JNIInvalidRefType;
    if (arena_index(&globals, h) >= 0) return JNIGlobalRefType;
    if (arena_index(&weaks, h) >= 0) return JNIWeakGlobalRefType;
    /* a local reference of another thread */
    for (Thread *t = all_threads; t; t = t->next) {
        JniEnvImpl *o = t->jni_env;
        if (o && o != e && (i = local_index(o, h)) >= 0) return (size_t)i < o->top ? JNILocalRefType : JNIInvalidRefType;
    }
    return JNIInvalidRefType;
}

/* ---------------------------------------------------------------- the collector's view */

void jni_visit_locals(Thread *t, void (*visit)(Object **ref, void *ctx), void *ctx) {
    JniEnvImpl *e = t->jni_env;
    if (!e) return;
    for (size_t i = 0; i < e->top; i++) {
        Object **s = jni_local_slot(e, i);
        if (*s) visit(s, ctx);
    }
}

void jni_visit_globals(void (*visit)(Object **ref, void *ctx), void *ctx) {
    for (size_t i = 0; i < globals.top; i++) {
        Object **s = arena_slot(&globals, i);
        if (*s) visit(s, ctx);
    }
}

void jni_visit_roots(void (*visit)(Object **ref, void *ctx), void *ctx) {
    for (Thread *t = all_threads; t; t = t->next) jni_visit_locals(t, visit, ctx);
    jni_visit_globals(visit, ctx);
}

void jni_process_weak_refs(bool (*is_alive)(Object *o, void *ctx), void *ctx) {
    for (size_t i = 0; i < weaks.top; i++) {
        Object **s = arena_slot(&weaks, i);
        if (*s && !is_alive(*s, ctx)) *s = NULL;
    }
}
