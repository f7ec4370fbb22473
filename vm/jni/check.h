/* check.h: -Xcheck:jni, the checked JNI function table (check.c). */
#ifndef VITRINE_JNI_CHECK_H
#define VITRINE_JNI_CHECK_H

#include <stdbool.h>

#include "jni.h"

/* Set by the -Xcheck:jni option before any thread gets a JNIEnv. */
extern bool jni_check_enabled;

/* The checked table: every entry checks its arguments and the thread's JNI state as HotSpot's
   -Xcheck:jni does, then calls the same entry of jni_function_table. */
extern const struct JNINativeInterface_ jni_checked_function_table;

/* The calling OS thread must be env's Java thread (checked before the transition into the VM, which
   changes that thread's state): else a fatal error, as HotSpot's -Xcheck:jni reports it. */
void jni_check_calling_thread(JNIEnv *env);

struct JniEnvImpl;
/* A native method returned: the "exception not checked" state ends with it (as in HotSpot). */
void jni_check_native_return(struct JniEnvImpl *e);

#endif
