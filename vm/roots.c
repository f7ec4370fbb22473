/* roots.c: references held by the VM's C code, registered so that the precise collector sees them:
   per-thread stacks of addresses of C locals, and permanent global roots. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static Object ***globals;
static size_t n_globals, cap_globals;

void vm_push_root(Thread *t, Object **ref) {
    if (t->n_roots == t->cap_roots) {
        int ncap = t->cap_roots ? t->cap_roots * 2 : 32;
        Object ***n = vm_malloc(sizeof(Object **) * (size_t)ncap);
        if (t->n_roots) memcpy(n, t->roots, sizeof(Object **) * (size_t)t->n_roots);
        free(t->roots);
        t->roots = n;
        t->cap_roots = ncap;
    }
    t->roots[t->n_roots++] = ref;
}

void vm_pop_roots(Thread *t, int n) {
    if (n > t->n_roots) vm_fatal("more GC roots popped than pushed");
    t->n_roots -= n;
}

void vm_add_global_root(Object **ref) {
    if (n_globals == cap_globals) {
        cap_globals = cap_globals ? cap_globals * 2 : 64;
        Object ***n = vm_malloc(sizeof(Object **) * cap_globals);
        if (n_globals) memcpy(n, globals, sizeof(Object **) * n_globals);
        free(globals);
        globals = n;
    }
    globals[n_globals++] = ref;
}

void vm_visit_vm_roots(void (*visit)(Object **ref, void *ctx), void *ctx) {
    for (size_t i = 0; i < n_globals; i++) visit(globals[i], ctx);
    for (Thread *t = all_threads; t; t = t->next)
        for (int i = 0; i < t->n_roots; i++) visit(t->roots[i], ctx);
}

void vm_visit_c_roots(void (*visit)(Object **ref, void *ctx), void *ctx) {
    vm_visit_vm_roots(visit, ctx);
    jni_visit_roots(visit, ctx); /* JNI local and global references */
}
