/* invoke.c: running a Java method for JavaScript (the bridge's JDWP server's InvokeMethod and
   NewInstance, the debugger's evaluation): on a suspended thread, between slices, through the VM's
   vitrine_invoke_method (include/vitrine.h), which makes that thread the current one for the call and
   suspends it again after it. Results and the exception come back as local references of the calling
   context, inside vitrine_bridge_begin/end like the rest of the bridge's JNI access (jni_access.c). */
#include "bridge.h"
#include "vitrine.h"

/* kind: VITRINE_INVOKE_*; args: one jvalue per parameter; *result and *exception filled in. Answers a
   jvmtiError. */
BRIDGE_EXPORT jint vitrine_bridge_invoke(jobject thread, int kind, jclass clazz, jobject object, jmethodID method,
                                         const jvalue *args, jvalue *result, jobject *exception) {
    JNIEnv *jni = bridge_jni();
    if (!jni) return JVMTI_ERROR_UNATTACHED_THREAD;
    return vitrine_invoke_method(jni, thread, kind, clazz, object, method, args, result, exception);
}

/* The call run by the sliced run (vitrine_invoke_method_start): started here (its number in
   *call_id), its outcome read by vitrine_bridge_invoke_result once there (JVMTI_ERROR_NOT_AVAILABLE
   before). */
BRIDGE_EXPORT jint vitrine_bridge_invoke_start(jobject thread, int kind, jclass clazz, jobject object, jmethodID method,
                                               const jvalue *args, jint *call_id) {
    JNIEnv *jni = bridge_jni();
    if (!jni) return JVMTI_ERROR_UNATTACHED_THREAD;
    return vitrine_invoke_method_start(jni, thread, kind, clazz, object, method, args, call_id);
}

BRIDGE_EXPORT jint vitrine_bridge_invoke_result(jobject thread, jint call_id, jvalue *result, jobject *exception) {
    JNIEnv *jni = bridge_jni();
    if (!jni) return JVMTI_ERROR_UNATTACHED_THREAD;
    return vitrine_invoke_method_result(jni, thread, call_id, result, exception);
}
