/* agent_support.h: what the test agents of native-tests/jvmti/agents share (each includes it by its
   relative path, so it builds against Vitrine's jvmti.h and against the JDK's alike). */
#ifndef VITRINE_TEST_AGENT_SUPPORT_H
#define VITRINE_TEST_AGENT_SUPPORT_H

#include <stdio.h>
#include <string.h>

#include <jvmti.h>

/* The name of an error as env's GetErrorName gives it ("error <n>" if it gives none), in a buffer
   that the next call reuses. */
static inline const char *agent_error_name(jvmtiEnv *env, jvmtiError e) {
    static char buf[128];
    char *n = NULL;
    if ((*env)->GetErrorName(env, e, &n) != JVMTI_ERROR_NONE || !n) {
        snprintf(buf, sizeof buf, "error %d", (int)e);
        return buf;
    }
    snprintf(buf, sizeof buf, "%s", n);
    (*env)->Deallocate(env, (unsigned char *)n);
    return buf;
}

/* A native method's function as JNINativeMethod.fnPtr (a void *, to which ISO C has no cast from a
   function pointer): agent_fn_ptr((void (*)(void))f). */
static inline void *agent_fn_ptr(void (*f)(void)) {
    void *p;
    memcpy(&p, &f, sizeof p);
    return p;
}

#endif
