/* bridge.h: the WebAssembly bridge's statically linked JVMTI agent (-agentlib:bridge), through which
   JavaScript (wasm-bridge/jvmti/jvmti.mjs) calls every JVMTI function and receives every event.
   bridge.c holds the agent and the functions exported to JavaScript; dispatch.c (generated from
   jvmti/interface.def) the call entry and the event callbacks; callbacks.c (generated too) the C
   functions standing for JavaScript callbacks of the heap walks. */
#ifndef VITRINE_BRIDGE_H
#define VITRINE_BRIDGE_H

#include <stdint.h>

#include "jvmti.h"

/* The functions JavaScript calls are exported from the WebAssembly module. */
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define BRIDGE_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define BRIDGE_EXPORT
#endif

/* Calls function-table slot `slot` of env with arguments unpacked from the 64-bit slots a[]
   (JVMTI_ERROR_NOT_AVAILABLE for a reserved slot). */
jvmtiError bridge_dispatch(jvmtiEnv *env, int slot, const uint64_t *a);
/* Sets every event callback to the bridge's (which pack their parameters into 64-bit slots). */
void bridge_fill_callbacks(jvmtiEventCallbacks *cb);
/* The calling thread's JNIEnv (NULL before the VM is up or on a thread it does not know). */
JNIEnv *bridge_jni(void);
/* Calls the JavaScript function standing for callback trampoline `index` (callbacks.c) with its packed
   parameters, synchronously, and gives back its answer. */
int bridge_callback(int index, const uint64_t *args);
/* Hands event `event` with its packed parameters to JavaScript, synchronously. */
void bridge_post(jvmtiEnv *env, int event, const uint64_t *args);

#endif
