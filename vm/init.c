/* init.c: class initialisation (JVMS 5.5) as a state machine run by the interpreter. Starting the
   initialisation of C pushes a VM-internal frame whose continuation steps through: initialise the
   superclass, then superinterfaces that declare default methods, then set ConstantValue statics and
   push <clinit>. Each step that runs Java code pushes frames above it and returns to the loop, so
   initialisation never recurses on the C stack. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "verify.h"

enum { PHASE_SUPER = 0, PHASE_IFACES = 1, PHASE_CLINIT = 2, PHASE_DONE = 3 };

static bool declares_defaults(Class *i) {
    for (uint16_t k = 0; k < i->n_methods; k++) {
        Method *m = &i->methods[k];
        if (!(m->access & (ACC_STATIC | ACC_ABSTRACT)) && m->name[0] != '<') return true;
    }
    return false;
}

static void set_constant_values(Thread *t, Class *c) {
    ClassFile *cf = c->cf;
    if (!cf) return;
    for (uint16_t i = 0; i < c->n_fields; i++) {
        Field *f = &c->fields[i];
        uint16_t cv = f->info->constant_value;
        if (!(f->access & ACC_STATIC) || !cv || cv >= cf->cp_count) continue;
        const CpInfo *e = &cf->cp[cv];
        Object *m = c->mirror;
        switch (f->desc[0]) {
        case 'Z': FIELD_AT(m, f->offset, uint8_t) = (uint8_t)(e->v.i & 1); break;
        case 'B': FIELD_AT(m, f->offset, jbyte) = (jbyte)e->v.i; break;
        case 'C': FIELD_AT(m, f->offset, jchar) = (jchar)e->v.i; break;
        case 'S': FIELD_AT(m, f->offset, jshort) = (jshort)e->v.i; break;
        case 'I': FIELD_AT(m, f->offset, jint) = e->v.i; break;
        case 'F': FIELD_AT(m, f->offset, jfloat) = e->v.f; break;
        case 'J': FIELD_AT(m, f->offset, jlong) = e->v.j; break;
        case 'D': FIELD_AT(m, f->offset, jdouble) = e->v.d; break;
        default:
            if (e->tag == CONSTANT_String) FIELD_AT(m, f->offset, Object *) = resolve_string(t, c, cv);
            break;
        }
    }
}

static void mark_failed(Thread *t, Class *c) {
    c->state = CLASS_ERROR;
    c->init_thread = NULL;
    (void)t;
}

/* Records what made <clinit> fail, as the cause that later NoClassDefFoundErrors report:
   an ExceptionInInitializerError "Exception X: msg [in thread "T"]" with the original's stack trace. */
static void record_init_error(Thread *t, Class *c, Object *ex) {
    static uint32_t off_detail, off_backtrace, off_depth;
    if (!off_detail) {
        off_detail = vm_field_offset(t, "java/lang/Throwable", "detailMessage", "Ljava/lang/String;");
        off_backtrace = vm_field_offset(t, "java/lang/Throwable", "backtrace", "Ljava/lang/Object;");
        off_depth = vm_field_offset(t, "java/lang/Throwable", "depth", "I");
    }
    Object *msg = FIELD_AT(ex, off_detail, Object *);
    char *m = msg ? vm_string_to_utf8(msg) : NULL, *n = vm_class_java_name(ex->klass);
    char *tname = thread_name_utf8(t);
    if (tname && !*tname) { /* start-up's thread, before its Thread object has a name: HotSpot's is "main" */
        free(tname);
        tname = vm_strdup("main");
    }
    Object *pending = t->exception;
    t->exception = NULL;
    if (m) vm_throw(t, "java/lang/ExceptionInInitializerError", "Exception %s: %s [in thread \"%s\"]", n, m, tname);
    else vm_throw(t, "java/lang/ExceptionInInitializerError", "Exception %s [in thread \"%s\"]", n, tname);
    Object *rec = t->exception;
    t->exception = pending;
    free(m);
    free(n);
    free(tname);
    if (!rec) return;
    FIELD_AT(rec, off_backtrace, Object *) = FIELD_AT(ex, off_backtrace, Object *);
    FIELD_AT(rec, off_depth, jint) = FIELD_AT(ex, off_depth, jint);
    c->init_error = rec;
    vm_add_global_root(&c->init_error);
}

static void throw_not_initialized(Thread *t, Class *c) {
    char *n = vm_class_java_name(c);
    if (c->init_error) vm_throw_cause(t, "java/lang/NoClassDefFoundError", c->init_error, "Could not initialize class %s", n);
    else vm_throw(t, "java/lang/NoClassDefFoundError", "Could not initialize class %s", n);
    free(n);
}

static NativeResult init_step(Thread *t, Frame *f, Slot *ret);

/* Runs phases until one pushes Java frames (NR_CALL), fails, or completes. */
static NativeResult init_advance(Thread *t, Frame *f) {
    Class *c = f->cont_data[0];
    for (;;) {
        uintptr_t phase = (uintptr_t)f->cont_data[1];
        if (phase == PHASE_SUPER) {
            f->cont_data[1] = (void *)(uintptr_t)PHASE_IFACES;
            f->cont_data[2] = (void *)0;
            if (c->super && !c->is_interface && c->super->state != CLASS_INITIALIZED) {
                InitResult r = init_class_start(t, c->super);
                if (r == INIT_FAILED) { mark_failed(t, c); return NR_EXCEPTION; }
                if (r == INIT_PUSHED) return NR_CALL;
            }
        } else if (phase == PHASE_IFACES) {
            uintptr_t k = (uintptr_t)f->cont_data[2];
            if (c->is_interface || k >= c->n_itables) {
                f->cont_data[1] = (void *)(uintptr_t)PHASE_CLINIT;
                continue;
            }
            f->cont_data[2] = (void *)(k + 1);
            Class *i = c->itables[k].iface;
            if (i->state != CLASS_INITIALIZED && declares_defaults(i)) {
                InitResult r = init_class_start(t, i);
                if (r == INIT_FAILED) { mark_failed(t, c); return NR_EXCEPTION; }
                if (r == INIT_PUSHED) return NR_CALL;
            }
        } else if (phase == PHASE_CLINIT) {
            f->cont_data[1] = (void *)(uintptr_t)PHASE_DONE;
            set_constant_values(t, c);
            Method *clinit = vm_find_declared_method(c, "<clinit>", "()V");
            if (clinit && clinit->code) {
                if (!vm_push_call(t, clinit, NULL)) { mark_failed(t, c); return NR_EXCEPTION; }
                return NR_CALL;
            }
        } else {
            c->state = CLASS_INITIALIZED;
            c->init_thread = NULL;
            return NR_OK;
        }
    }
}

static NativeResult init_step(Thread *t, Frame *f, Slot *ret) {
    (void)ret;
    Class *c = f->cont_data[0];
    if (t->exception) {
        /* the superclass's or our own <clinit> failed */
        Object *ex = t->exception;
        mark_failed(t, c);
        record_init_error(t, c, ex);
        Class *err = vm_boot_class(t, "java/lang/Error");
        if (!vm_is_subclass_of(ex->klass, err)) {
            t->exception = NULL;
            vm_throw_cause(t, "java/lang/ExceptionInInitializerError", ex, NULL);
        }
        return NR_EXCEPTION;
    }
    return init_advance(t, f);
}

/* Another thread initialises the class: yield until it is done. */
static NativeResult init_wait(Thread *t, Frame *f, Slot *ret) {
    (void)ret;
    Class *c = f->cont_data[0];
    if (c->state == CLASS_INITIALIZING) {
        t->status = THREAD_RUNNABLE;
        return NR_BLOCK;
    }
    if (c->state == CLASS_ERROR) {
        throw_not_initialized(t, c);
        return NR_EXCEPTION;
    }
    return NR_OK;
}

InitResult init_class_start(Thread *t, Class *c) {
    if (c->state == CLASS_INITIALIZED) return INIT_DONE;
    if (c->tools_unprepared) classes_prepare_for_tools(t, c);
    if (c->state == CLASS_INITIALIZING) {
        if (c->init_thread == t) return INIT_DONE;
        Frame *f = push_internal_frame(t, init_wait);
        if (!f) return INIT_FAILED;
        f->cont_data[0] = c;
        return INIT_PUSHED;
    }
    if (c->state == CLASS_ERROR) {
        throw_not_initialized(t, c);
        return INIT_FAILED;
    }
    /* linking's last step, as HotSpot: verified before anything of it runs (its supertypes first) */
    if (!(c->flags & CLASS_VERIFIED)) {
        InitResult v = verify_before_init(t, c);
        if (v != INIT_DONE) return v;
    }
    c->state = CLASS_INITIALIZING;
    c->init_thread = t;
    Frame *f = push_internal_frame(t, init_step);
    if (f) f->vm_upcall = true;
    if (!f) {
        c->state = CLASS_LINKED;
        c->init_thread = NULL;
        return INIT_FAILED;
    }
    f->cont_data[0] = c;
    f->cont_data[1] = (void *)(uintptr_t)PHASE_SUPER;
    NativeResult r = init_advance(t, f);
    if (r == NR_CALL) return INIT_PUSHED;
    /* finished (or failed) without running Java code: drop the internal frame */
    t->frame = f->prev;
    return r == NR_OK ? INIT_DONE : INIT_FAILED;
}

bool vm_ensure_initialized(Thread *t, Class *c) {
    if (c->state == CLASS_INITIALIZED) return true;
    Frame *base = push_internal_frame(t, NULL);
    if (!base) return false;
    InitResult r;
    /* verification may first load a class it needs (pushed frames): then start again */
    do {
        r = init_class_start(t, c);
        if (r == INIT_PUSHED) interp_run(t, base);
    } while (r == INIT_PUSHED && !t->exception && c->state == CLASS_LINKED);
    t->frame = base->prev;
    return r != INIT_FAILED && !t->exception;
}

/* The continuation of a native whose class initialisation ran as frames: the native runs again. */
static NativeResult native_again(Thread *t, Frame *f, Slot *ret) {
    if (t->exception) return NR_EXCEPTION;
    f->cont = NULL;
    return f->method->native(t, f->locals, ret);
}

NativeResult vm_native_init(Thread *t, Class *c) {
    if (c->state == CLASS_INITIALIZED) return NR_OK;
    Frame *nf = t->frame;
    InitResult r = init_class_start(t, c);
    if (r == INIT_FAILED) return NR_EXCEPTION;
    if (r == INIT_DONE) return NR_OK;
    nf->cont = native_again;
    return NR_CALL;
}
