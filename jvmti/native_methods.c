/* native_methods.c: native method prefixes (SetNativeMethodPrefix, SetNativeMethodPrefixes) and the
   NativeMethodBind event.

   Prefixes let an agent wrap a native method foo, which has no bytecodes, in a Java method foo that
   calls a native method $prefix$foo, whose implementation is still the library's foo. Linking then
   retries as the specification describes (vm/jni/link.c and vm/jni/env.c ask through
   jvmti_hooks.h): a method found by no function of its own name is looked up by its name with the
   prefixes stripped, the last applied first (the prefixes of the environments in creation order, each
   environment's in the order it gave them: class file transformations apply in that order, so the
   outermost prefix is the last), provided a non-native method of the stripped name and the same
   descriptor exists (the wrapper); RegisterNatives of foo, when foo is not native, binds
   $prefix$foo, prefix after prefix in the same order, each applied when a method of that name exists.

   NativeMethodBind is posted whenever a JNI function is bound to a native method (by name or by
   RegisterNatives), and the binding takes the address the callbacks leave in *new_address_ptr. The
   natives the VM implements itself (the JDK's own libraries) are not JNI functions and are not
   reported. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jvmti_impl.h"
#include "posting.h"

static void free_prefixes(JvmtiEnvImpl *e) {
    for (int i = 0; i < e->n_native_prefixes; i++) free(e->native_prefixes[i]);
    free(e->native_prefixes);
    e->native_prefixes = NULL;
    e->n_native_prefixes = 0;
}

jvmtiError jvmti_SetNativeMethodPrefixes(jvmtiEnv *env, jint prefix_count, char **prefixes) {
    JvmtiEnvImpl *e = jvmti_env(env);
    for (jint i = 0; i < prefix_count; i++)
        if (!prefixes[i]) return JVMTI_ERROR_NULL_POINTER;
    free_prefixes(e);
    if (prefix_count == 0) return JVMTI_ERROR_NONE;
    e->native_prefixes = vm_calloc((size_t)prefix_count, sizeof(char *));
    for (jint i = 0; i < prefix_count; i++) e->native_prefixes[i] = strdup(prefixes[i]);
    e->n_native_prefixes = prefix_count;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_SetNativeMethodPrefix(jvmtiEnv *env, const char *prefix) {
    char *one = (char *)prefix;
    return jvmti_SetNativeMethodPrefixes(env, prefix ? 1 : 0, &one);
}

/* p runs over every valid environment's prefixes in application order. */
#define EACH_PREFIX(p)                                                                    \
    for (JvmtiEnvImpl *e_ = vm.jvmti->envs; e_; e_ = e_->next)                         \
        if (e_->magic == JVMTI_ENV_MAGIC)                                                 \
            for (int i_ = 0; i_ < e_->n_native_prefixes; i_++)                            \
                for (const char *p = e_->native_prefixes[i_]; p; p = NULL)

Method *jvmti_native_unprefixed(Method *m) {
    int n = 0;
    EACH_PREFIX(p) n++;
    if (!n) return NULL;
    const char **all = vm_calloc((size_t)n, sizeof *all);
    int k = 0;
    EACH_PREFIX(p) all[k++] = p;
    const char *name = m->name;
    for (int i = n - 1; i >= 0; i--) {
        size_t len = strlen(all[i]);
        if (!strncmp(name, all[i], len)) name += len;
    }
    free(all);
    if (name == m->name) return NULL;
    Method *w = vm_find_declared_method(m->klass, name, m->desc);
    return w && !(w->access & ACC_NATIVE) ? w : NULL;
}

Method *jvmti_native_prefixed(Class *c, const char *name, const char *desc) {
    char *cur = strdup(name);
    Method *found = NULL;
    EACH_PREFIX(p) {
        if (found) break;
        size_t n = strlen(p) + strlen(cur) + 1;
        char *trial = vm_malloc(n);
        snprintf(trial, n, "%s%s", p, cur);
        Method *m = vm_find_declared_method(c, trial, desc);
        if (!m) {
            free(trial);
            continue; /* this environment did not wrap it */
        }
        free(cur);
        cur = trial;
        if (m->access & ACC_NATIVE) found = m;
    }
    free(cur);
    return found;
}

void jvmti_post_NativeMethodBind(Thread *t, Method *m, void **fn) {
    int idx = jvmti_event_index(JVMTI_EVENT_NATIVE_METHOD_BIND);
    if (!t || !t->jthread || !in_phase(idx)) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    void *address = *fn;
    EACH_LISTENER(e, idx, t) {
        /* each environment sees the address the ones before it left */
        void *offered = address;
        CALLBACK(&p, e, NativeMethodBind, jt, (jmethodID)m, offered, &address);
    }
    post_end(&p);
    if (address) *fn = address;
}
