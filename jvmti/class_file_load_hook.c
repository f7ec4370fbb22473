/* class_file_load_hook.c: the ClassFileLoadHook event, posted before the VM parses a class's bytes
   (a definition, a redefinition or a retransformation), and the bytes each class keeps for
   retransformation.

   Environments are called in the specification's order: those without can_retransform_classes first,
   then those with it, each group in creation order, each seeing what the previous one produced. A
   retransformation starts from the bytes as they were before the retransformation-capable environments
   changed them; they are kept per class (a table here, keyed by Class*) only while some environment
   possesses can_retransform_classes, so a VM whose agents cannot retransform keeps nothing. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "posting.h"

/* ---------------------------------------------------------------- kept bytes */

typedef struct KeptBytes KeptBytes;
struct KeptBytes {
    Class *klass;
    uint8_t *bytes;
    size_t len;
    KeptBytes *next;
};

#define KEPT_BUCKETS 1024

/* the VM's table (classes are the VM's: one table serves every environment), made on first use */
static KeptBytes **kept_table(void) {
    JvmtiState *s = jvmti_state();
    if (!s->kept_bytes) s->kept_bytes = vm_calloc(KEPT_BUCKETS, sizeof(KeptBytes *));
    return s->kept_bytes;
}

static size_t kept_bucket(const Class *c) { return ((uintptr_t)c >> 4) % KEPT_BUCKETS; }

static KeptBytes *kept_find(const Class *c) {
    for (KeptBytes *k = kept_table()[kept_bucket(c)]; k; k = k->next)
        if (k->klass == c) return k;
    return NULL;
}

bool jvmti_class_kept_bytes(Class *c, const uint8_t **bytes, size_t *len) {
    KeptBytes *k = kept_find(c);
    if (!k) return false;
    *bytes = k->bytes;
    *len = k->len;
    return true;
}

/* c's kept bytes become these (taken over) */
static void kept_set(Class *c, uint8_t *bytes, size_t len) {
    KeptBytes *k = kept_find(c);
    if (!k) {
        k = vm_calloc(1, sizeof *k);
        k->klass = c;
        KeptBytes **table = kept_table();
        size_t b = kept_bucket(c);
        k->next = table[b];
        table[b] = k;
    } else {
        free(k->bytes);
    }
    k->bytes = bytes;
    k->len = len;
}

static bool some_env_retransforms(void) {
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next)
        if (e->magic == JVMTI_ENV_MAGIC && e->caps.can_retransform_classes) return true;
    return false;
}

/* ---------------------------------------------------------------- posting */

/* In the primordial phase only environments with both early and all class hook capabilities get it, as
   in HotSpot; the event's phases say the rest. */
static bool env_gets_hook(JvmtiEnvImpl *e, Thread *t) {
    if (!jvmti_env_wants(e, idx_of(JVMTI_EVENT_CLASS_FILE_LOAD_HOOK), t)) return false;
    if (vm.jvmti->phase == JVMTI_PHASE_PRIMORDIAL)
        return e->caps.can_generate_early_class_hook_events && e->caps.can_generate_all_class_hook_events;
    return true;
}

/* The callbacks of one group of environments (retransformation-capable or not) over cfl's bytes. */
static void post_group(Posting *p, JvmtiClassFile *cfl, bool capable, jclass being_redefined, jobject loader,
                       const char *name, jobject pd) {
    Thread *t = p->t;
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next) {
        if ((e->caps.can_retransform_classes != 0) != capable || !env_gets_hook(e, t)) continue;
        jint new_len = 0;
        unsigned char *new_data = NULL;
        CALLBACK(p, e, ClassFileLoadHook, being_redefined, loader, name, pd, (jint)cfl->len, cfl->bytes, &new_len,
                 &new_data);
        if (!new_data) continue;
        if (new_len < 0) new_len = 0; /* a negative length defines nothing: the parser reports it */
        /* the agent's Allocate memory is malloc's: it becomes the VM's */
        free(cfl->replaced);
        cfl->replaced = new_data;
        cfl->bytes = new_data;
        cfl->len = (size_t)new_len;
    }
}

/* the bytes as they are now become those a retransformation starts from */
static void keep_bytes(JvmtiClassFile *cfl) {
    cfl->kept = vm_malloc(cfl->len ? cfl->len : 1);
    memcpy(cfl->kept, cfl->bytes, cfl->len);
    cfl->kept_len = cfl->len;
}

void jvmti_post_ClassFileLoadHook(Thread *t, Object *loader, const char *name, Object *pd, Class *being_redefined,
                                  bool retransform, JvmtiClassFile *cfl) {
    int idx = idx_of(JVMTI_EVENT_CLASS_FILE_LOAD_HOOK);
    bool posting = (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_CLASS_FILE_LOAD_HOOK)) && in_phase(idx) && t;
    /* a retransformation starts from kept bytes and keeps them */
    bool keep = !retransform && some_env_retransforms();
    if (!posting) {
        if (keep) keep_bytes(cfl);
        return;
    }
    Posting p;
    post_begin(&p, t);
    jobject jl = jni_new_local(p.jni, loader);
    jobject jpd = jni_new_local(p.jni, pd);
    jclass jc = being_redefined ? jni_new_local(p.jni, being_redefined->mirror) : NULL;
    if (!retransform) post_group(&p, cfl, false, jc, jl, name, jpd);
    if (keep) keep_bytes(cfl);
    post_group(&p, cfl, true, jc, jl, name, jpd);
    post_end(&p);
}

void jvmti_class_file_loaded(JvmtiClassFile *cfl, Class *c) {
    if (c && cfl->kept) kept_set(c, cfl->kept, cfl->kept_len);
    else free(cfl->kept);
    cfl->kept = NULL;
    free(cfl->replaced);
    cfl->replaced = NULL;
}
