/* jdwpcaps.c: a probe agent for node-tests/jdwp.test.mjs. It prints the capabilities the JDK's JDWP
   agent cannot start without (it adds them all at once in its Agent_OnLoad and gives up when one is
   missing) and, for its class tracking, in a second environment, that the VM does not offer, one
   "missing: <capability>" line each, then "probe done". The jdb session tests skip with that list when
   the VM cannot run the agent yet, rather than guessing why it failed. */
#include <stdio.h>
#include <string.h>

#include <jvmti.h>

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options, (void)reserved;
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1) != JNI_OK) return 1;
    jvmtiCapabilities p;
    memset(&p, 0, sizeof p);
    if ((*jvmti)->GetPotentialCapabilities(jvmti, &p) != JVMTI_ERROR_NONE) return 1;
#define NEED(c) \
    if (!p.c) printf("missing: %s\n", #c);
    NEED(can_access_local_variables)
    NEED(can_generate_single_step_events)
    NEED(can_generate_exception_events)
    NEED(can_generate_frame_pop_events)
    NEED(can_generate_breakpoint_events)
    NEED(can_suspend)
    NEED(can_generate_method_entry_events)
    NEED(can_generate_method_exit_events)
    NEED(can_generate_garbage_collection_events)
    NEED(can_maintain_original_method_order)
    NEED(can_generate_monitor_events)
    NEED(can_tag_objects)
    NEED(can_get_source_debug_extension)
    NEED(can_get_source_file_name)
    NEED(can_get_line_numbers)
    NEED(can_generate_object_free_events)
#undef NEED
#define WANT(c) \
    if (!p.c) printf("optional: %s\n", #c);
    WANT(can_force_early_return)
    WANT(can_generate_field_modification_events)
    WANT(can_generate_field_access_events)
    WANT(can_get_bytecodes)
    WANT(can_get_synthetic_attribute)
    WANT(can_get_owned_monitor_info)
    WANT(can_get_current_contended_monitor)
    WANT(can_get_monitor_info)
    WANT(can_pop_frame)
    WANT(can_redefine_classes)
    WANT(can_get_owned_monitor_stack_depth_info)
    WANT(can_get_constant_pool)
    WANT(can_signal_thread)
#undef WANT
    printf("probe done\n");
    fflush(stdout);
    return 0;
}
