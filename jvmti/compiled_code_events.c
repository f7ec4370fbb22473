/* compiled_code_events.c: the events about generated machine code, CompiledMethodLoad,
   CompiledMethodUnload and DynamicCodeGenerated, and GenerateEvents, which replays them. Vitrine
   interprets every method and generates no code (natively or in WebAssembly), so there is never
   anything to report: the specification lets such a VM let agents enable these events and never send
   them, and that is what it does (scripts/gen-jvmti.mjs reads the markers below, and the event table
   then lets the events be enabled). */
#include "jvmti_impl.h"

/* never sent: CompiledMethodLoad (no method is ever compiled) */
/* never sent: CompiledMethodUnload (nor, then, unloaded) */
/* never sent: DynamicCodeGenerated (the VM generates no stubs or other code) */

jvmtiError jvmti_GenerateEvents(jvmtiEnv *env, jvmtiEvent event_type) {
    JvmtiEnvImpl *e = jvmti_env(env);
    /* the current state of compiled and generated code: none, so nothing is sent */
    if (event_type == JVMTI_EVENT_COMPILED_METHOD_LOAD) {
        return e->caps.can_generate_compiled_method_load_events ? JVMTI_ERROR_NONE : JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
    }
    if (event_type == JVMTI_EVENT_DYNAMIC_CODE_GENERATED) return JVMTI_ERROR_NONE;
    return JVMTI_ERROR_ILLEGAL_ARGUMENT;
}
