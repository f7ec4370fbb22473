/* exception_events.c: the Exception and ExceptionCatch events, posted from the interpreter's exception
   path (rare, so it tests vm.jvmti_events there). Exception comes once per throw, where Java code
   first sees the exception: at the throwing instruction, or at the invoke of a native method (or the
   VM's own frames) it came out of; its catch location is found before anything unwinds, by the
   handler search the loop will do, without loading classes (an exception cannot be an instance of a
   class that is not loaded), through native and VM frames. ExceptionCatch comes when a handler
   takes the exception, before its first instruction. */
#include "debug_state.h"
#include "internal.h"
#include "posting.h"

/* h catches exceptions of class exc (the class h names is already loaded) */
static bool catches(Method *m, const CfExceptionHandler *h, Class *exc) {
    if (!h->catch_type) return true;
    Class *c = m->klass->resolved[h->catch_type];
    if (!c) {
        const char *name = cf_class_name(m->klass->cf, h->catch_type);
        c = name ? jvmti_loaded_class(m->klass->loader, name) : NULL;
    }
    return c && vm_is_subclass_of(exc, c);
}

/* The handler of m that catches exc thrown at bci, -1 if none. */
static int handler_for(Method *m, int bci, Class *exc) {
    const CfCode *code = m->info->code;
    for (uint16_t i = 0; i < code->n_handlers; i++) {
        const CfExceptionHandler *h = &code->handlers[i];
        if (bci >= h->start_pc && bci < h->end_pc && catches(m, h, exc)) return h->handler_pc;
    }
    return -1;
}

void jvmti_post_exception_thrown(Thread *t, Frame *f, const uint8_t *pc) {
    Object *ex = t->exception;
    if (!ex || !f->method || !f->method->code) return;
    Method *catch_m = NULL;
    int catch_bci = -1;
    for (Frame *g = f; g && !catch_m; g = g->prev) {
        Method *gm = g->method;
        if (!gm || !gm->code || !gm->info || !gm->info->code) continue;
        int bci = g == f ? (int)(pc - gm->code) : frame_bci(g);
        if (bci < 0 || bci >= (int)gm->code_len) continue;
        catch_bci = handler_for(gm, bci, ex->klass);
        if (catch_bci >= 0) catch_m = gm;
    }
    jvmti_post_Exception(t, f->method, jvmti_location(f, pc), ex, catch_m, catch_m ? catch_bci : 0);
}

void jvmti_post_Exception(Thread *t, Method *m, jlocation loc, Object *ex, Method *catch_m, jlocation catch_loc) {
    int idx = idx_of(JVMTI_EVENT_EXCEPTION);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jobject exc = jni_new_local(p.jni, ex);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, Exception, jt, (jmethodID)m, loc, exc, (jmethodID)catch_m, catch_loc);
    post_end(&p);
}

void jvmti_post_exception_catch(Thread *t, Frame *f, Object *ex) {
    jvmti_post_ExceptionCatch(t, f->method, jvmti_location(f, f->pc), ex);
}

void jvmti_post_ExceptionCatch(Thread *t, Method *m, jlocation loc, Object *ex) {
    int idx = idx_of(JVMTI_EVENT_EXCEPTION_CATCH);
    if (!in_phase(idx) || !t->jthread) return;
    Posting p;
    post_begin(&p, t);
    jthread jt = jni_new_local(p.jni, t->jthread);
    jobject exc = jni_new_local(p.jni, ex);
    EACH_LISTENER(e, idx, t) CALLBACK(&p, e, ExceptionCatch, jt, (jmethodID)m, loc, exc);
    post_end(&p);
}
