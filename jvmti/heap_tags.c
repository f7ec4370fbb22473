/* heap_tags.c: object tags (GetTag, SetTag, GetObjectsWithTags) and ObjectFree.

   Each environment has its own map from objects to non-zero tags: open addressing on the object's
   address (objects do not move: the collector is mark-sweep). The map holds its objects weakly: during
   a collection, after marking (jvmti_tags_collect, from vm/gc.c through jvmti_hook_gc_weak) the
   entries of dead objects are removed and ObjectFree is posted with their tags, on the collecting
   thread, to the environments that enabled it (the callback gets its environment and the tag; like
   GarbageCollectionStart/Finish it may only use raw monitors and memory). Every use of a map happens
   holding the execution token (a JVMTI call or a collection). */
#include <stdlib.h>
#include <string.h>

#include "jvmti_impl.h"
#include "query_support.h"

#define TOMBSTONE ((Object *)(uintptr_t)8) /* a removed entry (no object lives at address 8) */

typedef struct JvmtiTagMap {
    Object **objs;          /* NULL: free; TOMBSTONE: removed */
    jlong *tags;
    size_t cap;             /* a power of two */
    size_t count;           /* live entries */
    size_t used;            /* live entries and tombstones */
} JvmtiTagMap;

static size_t slot_of(const JvmtiTagMap *m, const Object *o) {
    uint64_t h = (uint64_t)(uintptr_t)o >> 3;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 32;
    return (size_t)h & (m->cap - 1);
}

/* The slot holding o, or (if absent) SIZE_MAX. */
static size_t find(const JvmtiTagMap *m, const Object *o) {
    if (!m || !m->cap) return SIZE_MAX;
    for (size_t i = slot_of(m, o);; i = (i + 1) & (m->cap - 1)) {
        if (!m->objs[i]) return SIZE_MAX;
        if (m->objs[i] == o) return i;
    }
}

static void put_fresh(JvmtiTagMap *m, Object *o, jlong tag) {
    size_t i = slot_of(m, o);
    while (m->objs[i]) i = (i + 1) & (m->cap - 1);
    m->objs[i] = o;
    m->tags[i] = tag;
    m->count++;
    m->used++;
}

/* Rebuilds m with room for at least `need` live entries (tombstones dropped); false without memory. */
static bool rebuild(JvmtiTagMap *m, size_t need) {
    size_t cap = 64;
    while (cap < need * 2) cap *= 2;
    Object **objs = calloc(cap, sizeof *objs);
    jlong *tags = calloc(cap, sizeof *tags);
    if (!objs || !tags) {
        free(objs);
        free(tags);
        return false;
    }
    JvmtiTagMap old = *m;
    m->objs = objs;
    m->tags = tags;
    m->cap = cap;
    m->count = m->used = 0;
    for (size_t i = 0; i < old.cap; i++)
        if (old.objs[i] && old.objs[i] != TOMBSTONE) put_fresh(m, old.objs[i], old.tags[i]);
    free(old.objs);
    free(old.tags);
    return true;
}

void jvmti_tags_free(JvmtiEnvImpl *e) {
    if (!e->tags) return;
    free(e->tags->objs);
    free(e->tags->tags);
    free(e->tags);
    e->tags = NULL;
}

jlong jvmti_tag_get(JvmtiEnvImpl *e, Object *o) {
    size_t i = find(e->tags, o);
    return i == SIZE_MAX ? 0 : e->tags->tags[i];
}

jvmtiError jvmti_tag_set(JvmtiEnvImpl *e, Object *o, jlong tag) {
    size_t i = find(e->tags, o);
    if (i != SIZE_MAX) {
        if (tag) {
            e->tags->tags[i] = tag;
        } else {
            e->tags->objs[i] = TOMBSTONE; /* stays counted in `used` until the next rebuild */
            e->tags->count--;
        }
        return JVMTI_ERROR_NONE;
    }
    if (!tag) return JVMTI_ERROR_NONE;
    if (!e->tags && !(e->tags = calloc(1, sizeof *e->tags))) return JVMTI_ERROR_OUT_OF_MEMORY;
    JvmtiTagMap *m = e->tags;
    if ((m->used + 1) * 4 > m->cap * 3 && !rebuild(m, m->count + 1)) return JVMTI_ERROR_OUT_OF_MEMORY;
    put_fresh(m, o, tag);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetTag(jvmtiEnv *env, jobject object, jlong *tag_ptr) {
    *tag_ptr = jvmti_tag_get(jvmti_env(env), jni_deref(object));
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetTag(jvmtiEnv *env, jobject object, jlong tag) {
    return jvmti_tag_set(jvmti_env(env), jni_deref(object), tag);
}

jvmtiError jvmti_GetObjectsWithTags(jvmtiEnv *env, jint tag_count, const jlong *tags, jint *count_ptr,
                                    jobject **object_result_ptr, jlong **tag_result_ptr) {
    /* a zero tag matches nothing (untagged objects are not in the map), as in HotSpot */
    JvmtiTagMap *m = jvmti_env(env)->tags;
    size_t n = 0;
    for (size_t i = 0; m && i < m->cap; i++)
        if (m->objs[i] && m->objs[i] != TOMBSTONE)
            for (jint k = 0; k < tag_count; k++)
                if (m->tags[i] == tags[k]) {
                    n++;
                    break;
                }
    void *objs = NULL, *out_tags = NULL;
    jvmtiError err = JVMTI_ERROR_NONE;
    if (object_result_ptr) err = jq_allocate(env, n * sizeof(jobject), &objs);
    if (!err && tag_result_ptr) err = jq_allocate(env, n * sizeof(jlong), &out_tags);
    if (err) {
        jq_free(env, objs);
        return err;
    }
    size_t j = 0;
    for (size_t i = 0; m && i < m->cap; i++) {
        if (!m->objs[i] || m->objs[i] == TOMBSTONE) continue;
        for (jint k = 0; k < tag_count; k++)
            if (m->tags[i] == tags[k]) {
                if (objs) ((jobject *)objs)[j] = jvmti_local(m->objs[i]);
                if (out_tags) ((jlong *)out_tags)[j] = m->tags[i];
                j++;
                break;
            }
    }
    *count_ptr = (jint)n;
    if (object_result_ptr) *object_result_ptr = objs;
    if (tag_result_ptr) *tag_result_ptr = out_tags;
    return JVMTI_ERROR_NONE;
}

void jvmti_post_ObjectFree(JvmtiEnvImpl *e, jlong tag) {
    jvmtiEventObjectFree fn = e->callbacks.ObjectFree;
    if (fn) fn((jvmtiEnv *)e, tag);
}

void jvmti_tags_collect(bool (*is_alive)(Object *o, void *ctx), void *ctx) {
    int idx = JVMTI_EVENT_OBJECT_FREE - JVMTI_MIN_EVENT_TYPE_VAL;
    bool in_phase = (jvmti_events[idx].phases & jvmti_phase_bit()) != 0;
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next) {
        JvmtiTagMap *m = e->tags;
        if (!m) continue;
        bool post = in_phase && jvmti_env_wants(e, idx, NULL);
        for (size_t i = 0; i < m->cap; i++) {
            Object *o = m->objs[i];
            if (!o || o == TOMBSTONE || is_alive(o, ctx)) continue;
            m->objs[i] = TOMBSTONE;
            m->count--;
            if (post) jvmti_post_ObjectFree(e, m->tags[i]);
        }
        /* many removed: a smaller map without tombstones (failing that, the old one still works) */
        if (m->used > m->count * 2 + 64) rebuild(m, m->count);
    }
}
