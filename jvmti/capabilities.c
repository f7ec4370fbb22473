/* capabilities.c: what an environment may do. The VM offers exactly the capabilities whose functions
   and events are all implemented (jvmti_offered_capabilities, generated); those marked OnLoad-only in
   jvmti/interface.def can only be added during the OnLoad phase, as in HotSpot. Capabilities are
   compared as bit sets, byte by byte (the struct is 16 bytes of bit-fields). */
#include <string.h>

#include "jvmti_impl.h"

typedef unsigned char CapBytes[sizeof(jvmtiCapabilities)];

static void caps_op(jvmtiCapabilities *out, const jvmtiCapabilities *a, const jvmtiCapabilities *b, char op) {
    CapBytes x, y, r;
    memcpy(x, a, sizeof x);
    memcpy(y, b, sizeof y);
    for (size_t i = 0; i < sizeof r; i++) r[i] = op == '&' ? x[i] & y[i] : op == '|' ? x[i] | y[i] : x[i] & ~y[i];
    memcpy(out, r, sizeof r);
}

static bool caps_empty(const jvmtiCapabilities *c) {
    CapBytes x;
    memcpy(x, c, sizeof x);
    for (size_t i = 0; i < sizeof x; i++)
        if (x[i]) return false;
    return true;
}

/* Capabilities one environment at a time may possess, as in HotSpot: breakpoints and field watches
   (the VM's, not an environment's: jvmti/debug_state.h), suspension, heap sampling. */
static jvmtiCapabilities solo_capabilities(void) {
    jvmtiCapabilities c;
    memset(&c, 0, sizeof c);
    c.can_generate_breakpoint_events = 1;
    c.can_generate_field_access_events = 1;
    c.can_generate_field_modification_events = 1;
    c.can_suspend = 1;
    c.can_generate_sampled_object_alloc_events = 1;
    return c;
}

/* What env could add now: every offered capability in OnLoad; later the offered ones that are not
   OnLoad-only, plus what it already has; never a solo capability another environment has. */
static void potential(JvmtiEnvImpl *e, jvmtiCapabilities *out) {
    if (jvmti_state()->phase == JVMTI_PHASE_ONLOAD) {
        *out = jvmti_offered_capabilities;
    } else {
        caps_op(out, &jvmti_offered_capabilities, &jvmti_onload_only_capabilities, '-');
        caps_op(out, out, &e->caps, '|');
    }
    jvmtiCapabilities solo = solo_capabilities(), taken;
    for (JvmtiEnvImpl *o = jvmti_state()->envs; o; o = o->next) {
        if (o == e || o->magic != JVMTI_ENV_MAGIC) continue;
        caps_op(&taken, &o->caps, &solo, '&');
        caps_op(out, out, &taken, '-');
    }
}

jvmtiError jvmti_GetPotentialCapabilities(jvmtiEnv *env, jvmtiCapabilities *capabilities_ptr) {
    potential(jvmti_env(env), capabilities_ptr);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_AddCapabilities(jvmtiEnv *env, const jvmtiCapabilities *capabilities_ptr) {
    JvmtiEnvImpl *e = jvmti_env(env);
    jvmtiCapabilities pot, missing;
    potential(e, &pot);
    caps_op(&missing, capabilities_ptr, &pot, '-');
    if (!caps_empty(&missing)) return JVMTI_ERROR_NOT_AVAILABLE; /* nothing is added then */
    caps_op(&e->caps, &e->caps, capabilities_ptr, '|');
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_RelinquishCapabilities(jvmtiEnv *env, const jvmtiCapabilities *capabilities_ptr) {
    JvmtiEnvImpl *e = jvmti_env(env);
    caps_op(&e->caps, &e->caps, capabilities_ptr, '-');
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetCapabilities(jvmtiEnv *env, jvmtiCapabilities *capabilities_ptr) {
    *capabilities_ptr = jvmti_env(env)->caps;
    return JVMTI_ERROR_NONE;
}
