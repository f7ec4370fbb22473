/* bridge.c: the WebAssembly bridge's JVMTI agent and the functions JavaScript calls
   (wasm-bridge/jvmti/jvmti.mjs). The agent is linked into the WebAssembly programs as the static
   agent `bridge`; the Node and browser hosts load it with -agentlib:bridge when a JavaScript client
   asks for JVMTI, and its Agent_OnLoad lets that client make its environments in the OnLoad phase
   (where the capabilities that can only be added then are available).

   JavaScript makes environments (vitrine_bridge_env), calls functions through bridge_dispatch with its
   arguments in 64-bit slots, and keeps the objects it receives as global references (its handles),
   which it releases itself. A call made outside an event callback (between slices, when no Java code
   runs) happens on the thread the scheduler last ran; vitrine_bridge_begin/end bracket each call with
   a JNI local frame there, so local references a function returns live until JavaScript has made
   handles of them. */
#include <stdlib.h>
#include <string.h>

#include "bridge.h"

#ifdef __EMSCRIPTEN__
/* The JavaScript side, when the host gave the module one (Module.vitrineBridge). */
EM_JS(void, bridge_js_post, (jvmtiEnv *env, int event, const uint64_t *args), {
    if (Module.vitrineBridge) Module.vitrineBridge.post(env, event, args);
});
EM_JS(int, bridge_js_callback, (int index, const uint64_t *args), {
    return Module.vitrineBridge ? Module.vitrineBridge.callback(index, args) : 0;
});
EM_JS(int, bridge_js_on_load, (const char *options), {
    return Module.vitrineBridge ? Module.vitrineBridge.onLoad(options) : 0;
});
#else
static void bridge_js_post(jvmtiEnv *env, int event, const uint64_t *args) { (void)env, (void)event, (void)args; }
static int bridge_js_on_load(const char *options) { (void)options; return 0; }
static int bridge_js_callback(int index, const uint64_t *args) { (void)index, (void)args; return 0; }
#endif

static JavaVM *bridge_vm;

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    bridge_vm = vm;
    return bridge_js_on_load(options ? options : "") == 0 ? JNI_OK : JNI_ERR;
}

void bridge_post(jvmtiEnv *env, int event, const uint64_t *args) { bridge_js_post(env, event, args); }

int bridge_callback(int index, const uint64_t *args) { return bridge_js_callback(index, args); }

JNIEnv *bridge_jni(void) {
    JNIEnv *jni = NULL;
    if (!bridge_vm || (*bridge_vm)->GetEnv(bridge_vm, (void **)&jni, JNI_VERSION_1_8) != JNI_OK) return NULL;
    return jni;
}

/* A new JVMTI environment (NULL before the agent is loaded or when the VM refuses one). */
BRIDGE_EXPORT jvmtiEnv *vitrine_bridge_env(void) {
    jvmtiEnv *env = NULL;
    if (!bridge_vm || (*bridge_vm)->GetEnv(bridge_vm, (void **)&env, JVMTI_VERSION) != JNI_OK) return NULL;
    return env;
}

/* Sets env's event callbacks: the bridge's callback for event 50 + i where has[i] is non-zero, none
   for the others (as JVMTI's SetEventCallbacks, an event without a callback is not sent). */
BRIDGE_EXPORT jvmtiError vitrine_bridge_set_callbacks(jvmtiEnv *env, const uint8_t *has, int n) {
    jvmtiEventCallbacks all, cb;
    memset(&all, 0, sizeof all);
    memset(&cb, 0, sizeof cb);
    bridge_fill_callbacks(&all);
    /* the structure is one function pointer per event, in event order */
    const size_t slot = sizeof all.VMInit;
    for (int i = 0; i < n && (size_t)(i + 1) * slot <= sizeof cb; i++)
        if (has[i]) memcpy((char *)&cb + (size_t)i * slot, (const char *)&all + (size_t)i * slot, slot);
    return (*env)->SetEventCallbacks(env, &cb, (jint)sizeof cb);
}

BRIDGE_EXPORT jvmtiError vitrine_bridge_call(jvmtiEnv *env, int slot, const uint64_t *args) {
    return bridge_dispatch(env, slot, args);
}

/* A JNI local frame around a call from JavaScript (0 when there is none to make: the VM is not up or
   the calling context has no Java thread). */
BRIDGE_EXPORT int vitrine_bridge_begin(void) {
    JNIEnv *jni = bridge_jni();
    return jni && (*jni)->PushLocalFrame(jni, 32) == JNI_OK;
}

BRIDGE_EXPORT void vitrine_bridge_end(void) {
    JNIEnv *jni = bridge_jni();
    if (jni) (*jni)->PopLocalFrame(jni, NULL);
}

/* A handle: a global reference to what `ref` refers to (NULL for NULL or without a JNI environment). */
BRIDGE_EXPORT jobject vitrine_bridge_hold(jobject ref) {
    JNIEnv *jni = bridge_jni();
    return jni && ref ? (*jni)->NewGlobalRef(jni, ref) : NULL;
}

BRIDGE_EXPORT void vitrine_bridge_release(jobject handle) {
    JNIEnv *jni = bridge_jni();
    if (jni && handle) (*jni)->DeleteGlobalRef(jni, handle);
}

BRIDGE_EXPORT int vitrine_bridge_same(jobject a, jobject b) {
    JNIEnv *jni = bridge_jni();
    return jni && (*jni)->IsSameObject(jni, a, b);
}

/* Scratch memory for arguments and results. */
BRIDGE_EXPORT void *vitrine_bridge_alloc(int size) { return calloc(1, size > 0 ? (size_t)size : 1); }
BRIDGE_EXPORT void vitrine_bridge_free(void *p) { free(p); }
