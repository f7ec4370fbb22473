/* jni_function_table.c: GetJNIFunctionTable and SetJNIFunctionTable, JNI function interception. Get
   gives the agent a copy of the table native code currently calls through (natively with OS threads
   the VM's transition table, whose entries enter the VM themselves, so an interposer may call them
   from native code as it is); Set installs a copy of the agent's table in every JNI environment,
   those of running threads and those made later (vm/jni/handles.c). */
#include <string.h>

#include "jvmti_impl.h"

jvmtiError jvmti_GetJNIFunctionTable(jvmtiEnv *env, jniNativeInterface **function_table) {
    unsigned char *m = NULL;
    jvmtiError e = (*env)->Allocate(env, (jlong)sizeof(jniNativeInterface), &m);
    if (e != JVMTI_ERROR_NONE) return e;
    memcpy(m, jni_native_table(), sizeof(jniNativeInterface));
    *function_table = (jniNativeInterface *)(void *)m;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetJNIFunctionTable(jvmtiEnv *env, const jniNativeInterface *function_table) {
    (void)env;
    jni_replace_native_table(function_table);
    return JVMTI_ERROR_NONE;
}
