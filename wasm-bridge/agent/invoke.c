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
