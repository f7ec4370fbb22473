/* exceptions.c: creating throwables from the VM (without running Java constructors: the fields a
   constructor would set are set directly), recording their backtraces from the frame stack, and the
   natives that turn backtraces into StackTraceElements. A backtrace is a long[] of (Method*, bci)
   pairs: methods are never unloaded, so the pointers stay valid. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <unistd.h>

#include "internal.h"

#define MAX_STACK_DEPTH 1024

static uint32_t off_backtrace, off_detail, off_cause, off_stacktrace, off_suppressed, off_depth;
static uint32_t off_npe_state;
static Object *unassigned_stack, *suppressed_sentinel;
Object *preallocated_oom, *preallocated_soe;

void exceptions_init(Thread *t) {
    off_backtrace = vm_field_offset(t, "java/lang/Throwable", "backtrace", "Ljava/lang/Object;");
    off_detail = vm_field_offset(t, "java/lang/Throwable", "detailMessage", "Ljava/lang/String;");
    off_cause = vm_field_offset(t, "java/lang/Throwable", "cause", "Ljava/lang/Throwable;");
    off_stacktrace = vm_field_offset(t, "java/lang/Throwable", "stackTrace", "[Ljava/lang/StackTraceElement;");
    off_suppressed = vm_field_offset(t, "java/lang/Throwable", "suppressedExceptions", "Ljava/util/List;");
    off_depth = vm_field_offset(t, "java/lang/Throwable", "depth", "I");
    off_npe_state = vm_field_offset(t, "java/lang/NullPointerException", "extendedMessageState", "I");
    Class *th = wk.Throwable;
    if (!vm_ensure_initialized(t, th)) vm_fatal("cannot initialise java.lang.Throwable");
    unassigned_stack = FIELD_AT(th->mirror, vm_find_declared_field(th, "UNASSIGNED_STACK", NULL)->offset, Object *);
    suppressed_sentinel = FIELD_AT(th->mirror, vm_find_declared_field(th, "SUPPRESSED_SENTINEL", NULL)->offset, Object *);
}

static bool is_skipped_frame(Frame *f) {
    return !f->method || (f->method->flags & METHOD_HIDDEN);
}

void fill_in_stack_trace(Thread *t, Object *throwable) {
    Frame *f = t->frame;
    /* the frame that will be on top, hidden frames included: when it is hidden, the backtrace gets an
       odd length (helpful NPE messages are then not computed, as in HotSpot) */
    Frame *top = f;
    while (top && (!top->method || !strcmp(top->method->name, "fillInStackTrace"))) top = top->prev;
    while (top && (!top->method || (top->method->name == sym_init && vm_is_subclass_of(throwable->klass, top->method->klass) &&
                  (top->method->klass->flags & CLASS_IS_THROWABLE))))
        top = top->prev;
    bool hidden_top = top && (top->method->flags & METHOD_HIDDEN);
    /* skip fillInStackTrace frames, then the constructors of the throwable's own class chain */
    while (f && (is_skipped_frame(f) || !strcmp(f->method->name, "fillInStackTrace"))) f = f->prev;
    while (f && (is_skipped_frame(f) ||
                 (f->method->name == sym_init && vm_is_subclass_of(throwable->klass, f->method->klass) &&
                  (f->method->klass->flags & CLASS_IS_THROWABLE))))
        f = f->prev;
    int n = 0, max_depth = !vm.opts.max_stack_trace_depth_set ? MAX_STACK_DEPTH
                           : vm.opts.max_stack_trace_depth ? vm.opts.max_stack_trace_depth : INT_MAX;
    for (Frame *g = f; g && n < max_depth; g = g->prev)
        if (!is_skipped_frame(g)) n++;
    Object *bt = vm_new_prim_array(t, 'J', n * 2 + hidden_top);
    if (!bt) {
        t->exception = NULL; /* out of memory while describing an error: keep the original */
        return;
    }
    jlong *d = ARRAY_DATA(bt, jlong);
    int k = 0;
    for (Frame *g = f; g && k < n; g = g->prev) {
        if (is_skipped_frame(g)) continue;
        d[2 * k] = (jlong)(intptr_t)g->method;
        d[2 * k + 1] = (g->method->access & ACC_NATIVE) ? -1 : frame_bci(g);
        k++;
    }
    FIELD_AT(throwable, off_backtrace, Object *) = bt;
    FIELD_AT(throwable, off_depth, jint) = n;
    FIELD_AT(throwable, off_stacktrace, Object *) = unassigned_stack;
}

static Object *new_throwable(Thread *t, const char *class_name, Object *cause, const char *msg) {
    Object *saved = t->exception;
    t->exception = NULL;
    Class *c = vm_load_class(t, NULL, class_name, false);
    if (!c || !vm_ensure_initialized(t, c)) {
        /* the exception class itself could not be loaded or initialised (e.g. the heap is full):
           what went wrong doing that is what gets thrown */
        if (t->exception) return t->exception;
        if (preallocated_oom) return preallocated_oom;
        vm_fatal("cannot create %s", class_name);
    }
    Object *ex = vm_new_object(t, c);
    if (!ex) return t->exception; /* OutOfMemoryError took its place */
    Object *m = NULL;
    if (msg) {
        m = vm_string_utf8(t, msg);
        if (!m) return t->exception;
    }
    FIELD_AT(ex, off_detail, Object *) = m;
    FIELD_AT(ex, off_cause, Object *) = cause ? cause : ex;
    FIELD_AT(ex, off_suppressed, Object *) = suppressed_sentinel;
    FIELD_AT(ex, off_stacktrace, Object *) = unassigned_stack;
    if (c->name == sym("java/lang/NullPointerException") && off_npe_state) FIELD_AT(ex, off_npe_state, jint) = 1;
    fill_in_stack_trace(t, ex);
    (void)saved;
    return ex;
}

static NativeResult throw_v(Thread *t, const char *class_name, Object *cause, const char *fmt, va_list ap) {
    char buf[2048];
    const char *msg = NULL;
    if (fmt) {
        vsnprintf(buf, sizeof buf, fmt, ap);
        msg = buf;
    }
    if (!off_detail) {
        vm_fatal("%s during VM start-up%s%s", class_name, msg ? ": " : "", msg ? msg : "");
    }
    Object *ex = new_throwable(t, class_name, cause, msg);
    t->exception = ex;
    return NR_EXCEPTION;
}

NativeResult vm_throw(Thread *t, const char *class_name, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    NativeResult r = throw_v(t, class_name, NULL, fmt, ap);
    va_end(ap);
    return r;
}

NativeResult vm_throw_cause(Thread *t, const char *class_name, Object *cause, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    NativeResult r = throw_v(t, class_name, cause, fmt, ap);
    va_end(ap);
    if (cause && !fmt && t->exception && t->exception->klass->name != sym("java/lang/ExceptionInInitializerError")) {
        /* Throwable(Throwable cause) uses cause.toString() as the message: left to Java callers */
    }
    return r;
}

/* Whether a throwable class replaces fillInStackTrace() by `return this` (UnixException does, to stay
   cheap): its constructor would record no backtrace. */
static bool overrides_fill_in(Class *c) {
    for (Class *k = c; k && k != wk.Throwable; k = k->super) {
        Method *m = vm_find_declared_method(k, "fillInStackTrace", "()Ljava/lang/Throwable;");
        if (m) return m->code_len == 2 && m->code[0] == 0x2a && m->code[1] == 0xb0;
    }
    return false;
}

NativeResult vm_throw_object(Thread *t, Object *ex) {
    if (!FIELD_AT(ex, off_backtrace, Object *) && !overrides_fill_in(ex->klass)) {
        if (!FIELD_AT(ex, off_suppressed, Object *)) FIELD_AT(ex, off_suppressed, Object *) = suppressed_sentinel;
        if (!FIELD_AT(ex, off_cause, Object *)) FIELD_AT(ex, off_cause, Object *) = ex;
        fill_in_stack_trace(t, ex);
    }
    t->exception = ex;
    return NR_EXCEPTION;
}

NativeResult vm_throw_npe(Thread *t, const char *msg) {
    return msg ? vm_throw(t, "java/lang/NullPointerException", "%s", msg)
               : vm_throw(t, "java/lang/NullPointerException", NULL);
}

NativeResult vm_throw_oom(Thread *t, const char *msg) {
    static int depth;
    if (depth) {
        t->exception = preallocated_oom;
        return NR_EXCEPTION;
    }
    if (vm.opts.exit_on_oom) {
        /* -XX:+ExitOnOutOfMemoryError: as HotSpot, the process ends at once, with no shutdown hooks */
        printf("Terminating due to java.lang.OutOfMemoryError: %s\n", msg ? msg : "");
        fflush(stdout);
        _exit(3);
    }
    depth++;
    NativeResult r = msg ? vm_throw(t, "java/lang/OutOfMemoryError", "%s", msg)
                         : vm_throw(t, "java/lang/OutOfMemoryError", NULL);
    depth--;
    return r;
}

NativeResult vm_throw_errno(Thread *t, const char *class_name, int err, const char *prefix) {
    const char *s = strerror(err);
    if (prefix && *prefix) return vm_throw(t, class_name, "%s (%s)", prefix, s);
    return vm_throw(t, class_name, "%s", s);
}

/* Describes a throwable from its fields alone: for failures before the class library can print. */
void print_exception_raw(Object *ex) {
    for (int depth = 0; ex && depth < 8; depth++) {
        char *n = vm_class_java_name(ex->klass);
        Object *msg = FIELD_AT(ex, off_detail, Object *);
        char *m = msg ? vm_string_to_utf8(msg) : NULL;
        fprintf(stderr, "%s%s%s%s\n", depth ? "Caused by: " : "", n, m ? ": " : "", m ? m : "");
        free(n);
        free(m);
        Object *bt = FIELD_AT(ex, off_backtrace, Object *);
        for (jint i = 0; bt && i + 1 < ARRAY_LENGTH(bt) && i < 40; i += 2) {
            Method *mt = (Method *)(intptr_t)ARRAY_DATA(bt, jlong)[i];
            int bci = (int)ARRAY_DATA(bt, jlong)[i + 1];
            fprintf(stderr, "\tat %s.%s%s (bci %d, line %d)\n", mt->klass->name, mt->name, mt->desc, bci,
                    method_line_number(mt, bci));
        }
        Object *cause = FIELD_AT(ex, off_cause, Object *);
        ex = cause == ex ? NULL : cause;
    }
}

void vm_print_exception(Thread *t, Object *ex) {
    Object *saved = t->exception;
    t->exception = NULL;
    Slot a[1];
    a[0].l = ex;
    if (!vm_call_virtual(t, ex, "printStackTrace", "()V", a, NULL)) {
        t->exception = NULL;
        print_exception_raw(ex);
    }
    t->exception = saved;
}

/* ---------------------------------------------------------------- natives */

static NativeResult Throwable_fillInStackTrace(Thread *t, Slot *args, Slot *ret) {
    Object *self = args[0].l;
    fill_in_stack_trace(t, self);
    ret->l = self;
    return NR_OK;
}

static uint32_t off_ste_class_obj, off_ste_loader_name, off_ste_module, off_ste_module_ver, off_ste_class,
    off_ste_method, off_ste_file, off_ste_line, off_loader_name, off_module_name, off_module_descriptor;

static void ste_offsets(Thread *t) {
    if (off_ste_class) return;
    off_ste_class_obj = vm_field_offset(t, "java/lang/StackTraceElement", "declaringClassObject", "Ljava/lang/Class;");
    off_ste_loader_name = vm_field_offset(t, "java/lang/StackTraceElement", "classLoaderName", "Ljava/lang/String;");
    off_ste_module = vm_field_offset(t, "java/lang/StackTraceElement", "moduleName", "Ljava/lang/String;");
    off_ste_module_ver = vm_field_offset(t, "java/lang/StackTraceElement", "moduleVersion", "Ljava/lang/String;");
    off_ste_class = vm_field_offset(t, "java/lang/StackTraceElement", "declaringClass", "Ljava/lang/String;");
    off_ste_method = vm_field_offset(t, "java/lang/StackTraceElement", "methodName", "Ljava/lang/String;");
    off_ste_file = vm_field_offset(t, "java/lang/StackTraceElement", "fileName", "Ljava/lang/String;");
    off_ste_line = vm_field_offset(t, "java/lang/StackTraceElement", "lineNumber", "I");
    off_loader_name = vm_field_offset(t, "java/lang/ClassLoader", "name", "Ljava/lang/String;");
    off_module_name = vm_field_offset(t, "java/lang/Module", "name", "Ljava/lang/String;");
    off_module_descriptor = vm_field_offset(t, "java/lang/Module", "descriptor", "Ljava/lang/module/ModuleDescriptor;");
}

char *vm_class_module_name(Thread *t, Class *c) {
    ste_offsets(t);
    Object *name = c->module ? FIELD_AT(c->module, off_module_name, Object *) : NULL;
    return name ? vm_string_to_utf8(name) : NULL;
}

bool fill_stack_trace_element(Thread *t, Object *e, Method *m, int bci) {
    ste_offsets(t);
    Class *c = m->klass;
    char *cn = vm_class_java_name(c);
    Object *s = vm_intern_utf8(t, cn);
    free(cn);
    if (!s) return false;
    FIELD_AT(e, off_ste_class_obj, Object *) = c->mirror;
    FIELD_AT(e, off_ste_class, Object *) = s;
    if (!(s = vm_intern_utf8(t, m->name))) return false;
    FIELD_AT(e, off_ste_method, Object *) = s;
    if (c->cf && c->cf->source_file) {
        if (!(s = vm_intern_utf8(t, c->cf->source_file))) return false;
        FIELD_AT(e, off_ste_file, Object *) = s;
    }
    FIELD_AT(e, off_ste_line, jint) = (m->access & ACC_NATIVE) ? -2 : method_line_number(m, bci);
    if (c->loader) FIELD_AT(e, off_ste_loader_name, Object *) = FIELD_AT(c->loader, off_loader_name, Object *);
    Object *mod = c->module;
    if (mod && FIELD_AT(mod, off_module_name, Object *)) {
        FIELD_AT(e, off_ste_module, Object *) = FIELD_AT(mod, off_module_name, Object *);
        if (!c->loader) {
            if (!(s = vm_intern_utf8(t, vm_java_version()))) return false;
            FIELD_AT(e, off_ste_module_ver, Object *) = s;
        }
    }
    return true;
}

static NativeResult STE_initStackTraceElements(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *elems = args[0].l, *bt = args[1].l;
    jint depth = args[2].i;
    if (!elems || !bt) return vm_throw_npe(t, NULL);
    if (depth > ARRAY_LENGTH(elems) || depth * 2 > ARRAY_LENGTH(bt))
        return vm_throw(t, "java/lang/IndexOutOfBoundsException", NULL);
    for (jint i = 0; i < depth; i++) {
        Object *e = ARRAY_DATA(elems, Object *)[i];
        if (!e) return vm_throw_npe(t, NULL);
        Method *m = (Method *)(intptr_t)ARRAY_DATA(bt, jlong)[2 * i];
        int bci = (int)ARRAY_DATA(bt, jlong)[2 * i + 1];
        if (!fill_stack_trace_element(t, e, m, bci)) return NR_EXCEPTION;
    }
    return NR_OK;
}

/* Newer 17 updates pass the throwable itself: its backtrace and depth fields. */
static NativeResult STE_initStackTraceElements_throwable(Thread *t, Slot *args, Slot *ret) {
    Object *x = args[1].l;
    if (!x) return vm_throw_npe(t, NULL);
    Slot a[3];
    a[0].l = args[0].l;
    a[1].l = FIELD_AT(x, off_backtrace, Object *);
    a[2].i = FIELD_AT(x, off_depth, jint);
    return STE_initStackTraceElements(t, a, ret);
}

/* Top frame of a throwable's backtrace, for helpful NullPointerException messages. */
bool throwable_top_frame(Object *ex, Method **m, int *bci) {
    Object *bt = FIELD_AT(ex, off_backtrace, Object *);
    if (!bt || ARRAY_LENGTH(bt) < 2 || (ARRAY_LENGTH(bt) & 1)) return false;
    *m = (Method *)(intptr_t)ARRAY_DATA(bt, jlong)[0];
    *bci = (int)ARRAY_DATA(bt, jlong)[1];
    return true;
}

const NativeDef vm_natives_exceptions[] = {
    {"java/lang/Throwable", "fillInStackTrace", "(I)Ljava/lang/Throwable;", Throwable_fillInStackTrace},
    {"java/lang/StackTraceElement", "initStackTraceElements",
     "([Ljava/lang/StackTraceElement;Ljava/lang/Object;I)V", STE_initStackTraceElements},
    {"java/lang/StackTraceElement", "initStackTraceElements",
     "([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V", STE_initStackTraceElements_throwable},
    {NULL, NULL, NULL, NULL},
};
