/* env.c: JVMTI environments: the state reached from vm.jvmti, GetEnv's new environments (each with
   its own capabilities, callbacks, enabled events and local storage), the phase, and the functions of
   an environment itself (DisposeEnvironment, local storage, version, error names, Allocate and
   Deallocate, GetPhase). Also how a JVMTI call from native code enters the VM. */
#include <stdlib.h>
#include <string.h>

#include "jvmti_impl.h"
#include "debug_state.h"

JvmtiState *jvmti_state(void) {
    if (!vm.jvmti) {
        vm.jvmti = vm_calloc(1, sizeof(JvmtiState));
        /* created before the VM (agents): OnLoad; created by GetEnv from a running VM: live */
        vm.jvmti->phase = vm.booted ? JVMTI_PHASE_LIVE : JVMTI_PHASE_ONLOAD;
        vm.jvmti->sampling_interval = 512 * 1024; /* the specification's default */
    }
    return vm.jvmti;
}

unsigned jvmti_phase_bit(void) {
    switch (jvmti_state()->phase) {
    case JVMTI_PHASE_ONLOAD: return JVMTI_PB_ONLOAD;
    case JVMTI_PHASE_PRIMORDIAL: return JVMTI_PB_PRIMORDIAL;
    case JVMTI_PHASE_START: return JVMTI_PB_START;
    case JVMTI_PHASE_LIVE: return JVMTI_PB_LIVE;
    default: return JVMTI_PB_DEAD;
    }
}

void jvmti_set_phase(jvmtiPhase p) { jvmti_state()->phase = p; }

bool jvmti_env_valid(jvmtiEnv *env) {
    if (!env || !vm.jvmti) return false;
    for (JvmtiEnvImpl *e = vm.jvmti->envs; e; e = e->next)
        if ((jvmtiEnv *)e == env) return e->magic == JVMTI_ENV_MAGIC;
    return false;
}

/* The versions HotSpot 17 accepts: 1.0 to 1.2, 9.0, 11.0, and 13 to 17 with any minor version (the
   micro version never matters). */
static bool supported_version(jint v) {
    if ((v & JVMTI_VERSION_MASK_INTERFACE_TYPE) != JVMTI_VERSION_INTERFACE_JVMTI) return false;
    int major = (v & JVMTI_VERSION_MASK_MAJOR) >> JVMTI_VERSION_SHIFT_MAJOR;
    int minor = (v & JVMTI_VERSION_MASK_MINOR) >> JVMTI_VERSION_SHIFT_MINOR;
    if (major == 1) return minor <= 2;
    if (major == 9 || major == 11) return minor == 0;
    return major >= 13 && major <= 17;
}

jint jvmti_get_env(void **penv, jint version) {
    if (!supported_version(version)) return JNI_EVERSION;
    JvmtiState *s = jvmti_state();
    if (s->phase == JVMTI_PHASE_DEAD) return JNI_EDETACHED;
    JvmtiEnvImpl *e = vm_calloc(1, sizeof *e);
    e->functions = &jvmti_function_table;
    e->magic = JVMTI_ENV_MAGIC;
    e->version = version;
    if (s->last_env) s->last_env->next = e;
    else s->envs = e;
    s->last_env = e;
    *penv = e;
    return JNI_OK;
}

int jvmti_event_index(jvmtiEvent ev) {
    int i = (int)ev - JVMTI_MIN_EVENT_TYPE_VAL;
    if (i < 0 || i >= JVMTI_EVENT_COUNT || !jvmti_events[i].name) return -1;
    return i;
}

/* The callback slot of event index idx (the struct is one function pointer per event number). */
static void *callback_of(JvmtiEnvImpl *e, int idx) {
    void *fn;
    memcpy(&fn, (char *)&e->callbacks + (size_t)idx * sizeof(void *), sizeof fn);
    return fn;
}

bool jvmti_env_wants(JvmtiEnvImpl *e, int idx, Thread *t) {
    if (e->magic != JVMTI_ENV_MAGIC || !callback_of(e, idx)) return false;
    uint64_t bit = 1ull << idx;
    if (e->events & bit) return true;
    if (t)
        for (int i = 0; i < e->n_thread_events; i++)
            if (e->thread_events[i].thread == t) return (e->thread_events[i].events & bit) != 0;
    return false;
}

void jvmti_update_event_mask(void) {
    uint64_t m = 0;
    for (JvmtiEnvImpl *e = jvmti_state()->envs; e; e = e->next) {
        if (e->magic != JVMTI_ENV_MAGIC) continue;
        uint64_t en = e->events;
        for (int i = 0; i < e->n_thread_events; i++) en |= e->thread_events[i].events;
        for (int i = 0; i < JVMTI_EVENT_COUNT; i++)
            if ((en & (1ull << i)) && callback_of(e, i)) m |= 1ull << i;
    }
    vm.jvmti_events = m;
    jvmti_debug_reevaluate(); /* which threads need the interpreter's debugging dispatch now */
}

/* ---------------------------------------------------------------- calls from native code */

Thread *jvmti_calling_thread(void) { return vm.main_thread ? vm_current_thread() : NULL; }

bool jvmti_call_enter(JvmtiCall *c, bool vm_state) {
    c->thread = jvmti_calling_thread();
    c->entered = false;
    if (!vm_state) return true;
    /* once the VM runs, a thread it does not know can only make the calls that touch no VM state */
    if (!c->thread) return vm.main_thread == NULL;
    c->entered = true;
    c->state = token_enter_vm(c->thread);
    return true;
}

void jvmti_call_leave(JvmtiCall *c) {
    if (c->entered) token_return_to(c->thread, c->state);
}

jobject jvmti_local(Object *o) {
    Thread *t = jvmti_calling_thread();
    if (!t || !o) return NULL;
    return jni_new_local(jni_env_of(t), o);
}

char *jvmti_strdup(jvmtiEnv *env, const char *s) {
    size_t n = strlen(s) + 1;
    unsigned char *p;
    if ((*env)->Allocate(env, (jlong)n, &p) != JVMTI_ERROR_NONE) return NULL;
    memcpy(p, s, n);
    return (char *)p;
}

/* ---------------------------------------------------------------- the environment's functions */

jvmtiError jvmti_DisposeEnvironment(jvmtiEnv *env) {
    JvmtiEnvImpl *e = jvmti_env(env);
    /* the structure stays (a later call with it answers JVMTI_ERROR_INVALID_ENVIRONMENT); what it
       enabled and owned goes. Raw monitors it created stay, as the specification allows. */
    e->magic = 0;
    memset(&e->caps, 0, sizeof e->caps);
    memset(&e->callbacks, 0, sizeof e->callbacks);
    e->events = 0;
    free(e->thread_events);
    e->thread_events = NULL;
    e->n_thread_events = e->cap_thread_events = 0;
    free(e->thread_locals);
    e->thread_locals = NULL;
    e->n_thread_locals = e->cap_thread_locals = 0;

    e->class_unload = NULL;
    jvmti_SetNativeMethodPrefixes(env, 0, NULL); /* its native method prefixes no longer apply */

    jvmti_tags_free(e);
    jvmti_update_event_mask();
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetEnvironmentLocalStorage(jvmtiEnv *env, void **data_ptr) {
    *data_ptr = (void *)jvmti_env(env)->local_storage;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetEnvironmentLocalStorage(jvmtiEnv *env, const void *data) {
    jvmti_env(env)->local_storage = data;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetVersionNumber(jvmtiEnv *env, jint *version_ptr) {
    (void)env;
    *version_ptr = JVMTI_VERSION;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetErrorName(jvmtiEnv *env, jvmtiError error, char **name_ptr) {
    const char *n = jvmti_error_name(error);
    if (!n) {
        *name_ptr = NULL;
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    }
    *name_ptr = jvmti_strdup(env, n);
    return *name_ptr ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

jvmtiError jvmti_Allocate(jvmtiEnv *env, jlong size, unsigned char **mem_ptr) {
    (void)env;
    if (size < 0) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    if (size == 0) {
        *mem_ptr = NULL;
        return JVMTI_ERROR_NONE;
    }
    if ((uint64_t)size > SIZE_MAX) return JVMTI_ERROR_OUT_OF_MEMORY;
    *mem_ptr = malloc((size_t)size);
    return *mem_ptr ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

jvmtiError jvmti_Deallocate(jvmtiEnv *env, unsigned char *mem) {
    (void)env;
    free(mem);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetPhase(jvmtiEnv *env, jvmtiPhase *phase_ptr) {
    (void)env;
    *phase_ptr = jvmti_state()->phase;
    return JVMTI_ERROR_NONE;
}
