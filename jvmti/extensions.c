/* extensions.c: the extension mechanism (GetExtensionFunctions, GetExtensionEvents,
   SetExtensionEventCallback), offering what HotSpot 17 offers, under its ids, descriptions and
   parameters, so that agents looking for them by id find them:
   - the function com.sun.hotspot.functions.IsClassUnloadingEnabled, which answers false: Vitrine
     never unloads a class (its collector keeps every class and its loader);
   - the event com.sun.hotspot.events.ClassUnload (index 49, below the standard events, as in HotSpot),
     whose callback an environment may set and which is therefore never sent.
   Everything returned is allocated piece by piece with the environment's Allocate, since the agent
   deallocates each id, description, parameter array, parameter name and error array. */
#include <string.h>

#include "jvmti_impl.h"

#define CLASS_UNLOAD_INDEX (JVMTI_MIN_EVENT_TYPE_VAL - 1)

/* Declared with its real parameters, as agents call it (through a pointer of that type: in WebAssembly a
   variadic function would take its arguments differently), and handed out as a jvmtiExtensionFunction. */
static jvmtiError JNICALL is_class_unloading_enabled(jvmtiEnv *env, jboolean *enabled) {
    (void)env;
    if (!enabled) return JVMTI_ERROR_NULL_POINTER;
    *enabled = JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

typedef struct ParamSpec {
    const char *name;
    jvmtiParamKind kind;
    jvmtiParamTypes type;
} ParamSpec;

static const ParamSpec is_class_unloading_enabled_params[] = {
    {"IsClassUnloadingEnabled", JVMTI_KIND_OUT, JVMTI_TYPE_JBOOLEAN},
};

static const ParamSpec class_unload_params[] = {
    {"JNI Environment", JVMTI_KIND_IN_PTR, JVMTI_TYPE_JNIENV},
    {"Class", JVMTI_KIND_IN_PTR, JVMTI_TYPE_CCHAR},
};

/* Allocates n bytes for the agent into *p, zeroed; false (and *err set) if it cannot. */
static bool alloc(jvmtiEnv *env, size_t n, void *p, jvmtiError *err) {
    unsigned char *m = NULL;
    jvmtiError e = (*env)->Allocate(env, (jlong)(n ? n : 1), &m);
    if (e != JVMTI_ERROR_NONE) {
        *err = e;
        return false;
    }
    memset(m, 0, n ? n : 1);
    memcpy(p, &m, sizeof m);
    return true;
}

static bool copy_string(jvmtiEnv *env, const char *s, char **out, jvmtiError *err) {
    *out = jvmti_strdup(env, s);
    if (!*out) *err = JVMTI_ERROR_OUT_OF_MEMORY;
    return *out != NULL;
}

static bool params(jvmtiEnv *env, const ParamSpec *spec, int n, jvmtiParamInfo **out, jvmtiError *err) {
    if (!alloc(env, sizeof(jvmtiParamInfo) * (size_t)n, out, err)) return false;
    for (int i = 0; i < n; i++) {
        (*out)[i].kind = spec[i].kind;
        (*out)[i].base_type = spec[i].type;
        (*out)[i].null_ok = JNI_FALSE;
        if (!copy_string(env, spec[i].name, &(*out)[i].name, err)) return false;
    }
    return true;
}

jvmtiError jvmti_GetExtensionFunctions(jvmtiEnv *env, jint *extension_count_ptr, jvmtiExtensionFunctionInfo **extensions) {
    jvmtiError err = JVMTI_ERROR_NONE;
    jvmtiExtensionFunctionInfo *f;
    if (!alloc(env, sizeof *f, &f, &err)) return err;
    jvmtiError(JNICALL *real)(jvmtiEnv *, jboolean *) = is_class_unloading_enabled;
    memcpy(&f->func, &real, sizeof f->func);
    f->param_count = 1;
    f->error_count = 0;
    /* on failure what was allocated stays allocated: Allocate failing means the process is out of memory */
    if (!copy_string(env, "com.sun.hotspot.functions.IsClassUnloadingEnabled", &f->id, &err) ||
        !copy_string(env, "Tell if class unloading is enabled (-noclassgc)", &f->short_description, &err) ||
        !params(env, is_class_unloading_enabled_params, 1, &f->params, &err) || !alloc(env, 0, &f->errors, &err))
        return err;
    *extension_count_ptr = 1;
    *extensions = f;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetExtensionEvents(jvmtiEnv *env, jint *extension_count_ptr, jvmtiExtensionEventInfo **extensions) {
    jvmtiError err = JVMTI_ERROR_NONE;
    jvmtiExtensionEventInfo *ev;
    if (!alloc(env, sizeof *ev, &ev, &err)) return err;
    ev->extension_event_index = CLASS_UNLOAD_INDEX;
    ev->param_count = 2;
    if (!copy_string(env, "com.sun.hotspot.events.ClassUnload", &ev->id, &err) ||
        !copy_string(env, "CLASS_UNLOAD event", &ev->short_description, &err) ||
        !params(env, class_unload_params, 2, &ev->params, &err))
        return err;
    *extension_count_ptr = 1;
    *extensions = ev;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetExtensionEventCallback(jvmtiEnv *env, jint extension_event_index, jvmtiExtensionEvent callback) {
    if (extension_event_index != CLASS_UNLOAD_INDEX) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    /* kept, as the specification asks; never called, since no class is ever unloaded */
    jvmti_env(env)->class_unload = callback;
    return JVMTI_ERROR_NONE;
}
