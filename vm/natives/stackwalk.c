/* stackwalk.c: StackWalker's natives (java.lang.StackStreamFactory). callStackWalk fills the first
   batch of frames and then calls AbstractStackWalker.doStackWalk, which pulls further batches with
   fetchStackFrames while the walk's native frame stays on the stack; the anchor names that walk. The
   up-call is a pushed frame with a continuation, so walking stays stackless. */
#include <stdlib.h>
#include <string.h>

#include "../internal.h"

enum { FILL_CLASS_REFS_ONLY = 0x2, SHOW_HIDDEN_FRAMES = 0x20 };
#define WALK_MAGIC 0x5754414cu

typedef struct Walk {
    uint32_t magic;
    Thread *thread;
    Frame *native_frame; /* callStackWalk's own frame */
    Frame *next;         /* the next frame to report */
    jlong mode;
} Walk;

static uint32_t off_sfi_member, off_sfi_bci;

static void sfi_offsets(Thread *t) {
    if (off_sfi_member) return;
    off_sfi_member = vm_field_offset(t, "java/lang/StackFrameInfo", "memberName", "Ljava/lang/Object;");
    off_sfi_bci = vm_field_offset(t, "java/lang/StackFrameInfo", "bci", "I");
}

static bool reportable(Frame *f, jlong mode) {
    if (!f->method) return false;
    if ((f->method->flags & METHOD_HIDDEN) && !(mode & SHOW_HIDDEN_FRAMES)) return false;
    return true;
}

static Frame *next_reportable(Frame *f, jlong mode) {
    while (f && !reportable(f, mode)) f = f->prev;
    return f;
}

/* Fills frames[start..] with up to batch frames from w->next; returns the end index. */
static jint fill(Thread *t, Walk *w, jint batch, jint start, Object *frames) {
    sfi_offsets(t);
    jint end = start, n = 0;
    Frame *f = next_reportable(w->next, w->mode);
    while (f && end < ARRAY_LENGTH(frames) && n < batch) {
        Object *slot = ARRAY_DATA(frames, Object *)[end];
        if (w->mode & FILL_CLASS_REFS_ONLY) {
            ARRAY_DATA(frames, Object *)[end] = f->method->klass->mirror;
        } else if (slot) {
            mn_fill_method(FIELD_AT(slot, off_sfi_member, Object *), f->method);
            FIELD_AT(slot, off_sfi_bci, jint) = (f->method->access & ACC_NATIVE) ? -1 : frame_bci(f);
        }
        end++;
        n++;
        f = next_reportable(f->prev, w->mode);
    }
    w->next = f;
    return end;
}

static bool is_walker_impl(Class *c) {
    static const char *aw;
    if (!aw) aw = sym("java/lang/StackStreamFactory$AbstractStackWalker");
    return c->name == aw || (c->super && c->super->name == aw);
}

static NativeResult walk_done(Thread *t, Frame *f, Slot *ret) {
    Walk *w = f->cont_data[0];
    w->magic = 0;
    free(w);
    f->cont_data[0] = NULL;
    (void)ret;
    return t->exception ? NR_EXCEPTION : NR_OK; /* doStackWalk's result is ours */
}

/* callStackWalk(long mode, int skipframes, int batchSize, int startIndex, Object[] frames) */
static NativeResult callStackWalk(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    Object *self = args[0].l, *frames = args[6].l;
    jlong mode = args[1].j;
    jint skip = args[3].i, batch = args[4].i, start = args[5].i;
    if (!frames) return vm_throw_npe(t, NULL);
    Frame *me = vm_top_frame(t);
    Walk *w = vm_calloc(1, sizeof(Walk));
    w->magic = WALK_MAGIC;
    w->thread = t;
    w->native_frame = me;
    w->mode = mode;
    /* skip the stack walker's own frames, then as many as asked */
    Frame *f = me->prev;
    while (f && (!f->method || is_walker_impl(f->method->klass))) f = f->prev;
    for (jint i = 0; i < skip && f; i++) f = next_reportable(f, mode) ? next_reportable(f, mode)->prev : NULL;
    w->next = f;
    jint end = fill(t, w, batch, start, frames);
    Method *dsw = vm_find_declared_method(vm_boot_class(t, "java/lang/StackStreamFactory$AbstractStackWalker"),
                                          "doStackWalk", "(JIIII)Ljava/lang/Object;");
    if (!dsw) {
        free(w);
        return vm_throw(t, "java/lang/InternalError", "AbstractStackWalker.doStackWalk not found");
    }
    Slot a[7];
    a[0].l = self;
    a[1].j = (jlong)(intptr_t)w;
    a[3].i = skip;
    a[4].i = batch;
    a[5].i = start;
    a[6].i = end;
    me->cont = walk_done;
    me->cont_data[0] = w;
    if (!vm_push_call(t, dsw, a)) {
        free(w);
        return NR_EXCEPTION;
    }
    return NR_CALL;
}

/* fetchStackFrames(long mode, long anchor, int batchSize, int startIndex, Object[] frames) */
static NativeResult fetchStackFrames(Thread *t, Slot *args, Slot *ret) {
    Walk *w = (Walk *)(intptr_t)args[3].j;
    jint batch = args[5].i, start = args[6].i;
    Object *frames = args[7].l;
    if (!frames) return vm_throw_npe(t, NULL);
    bool live = false;
    for (Frame *f = t->frame; f && w; f = f->prev)
        if (f == w->native_frame && f->cont_data[0] == w) live = true;
    if (!live || w->magic != WALK_MAGIC || w->thread != t)
        return vm_throw(t, "java/lang/InternalError", "doStackWalk: corrupted buffers on stack");
    ret->i = fill(t, w, batch, start, frames);
    return NR_OK;
}

static NativeResult checkStackWalkModes(Thread *t, Slot *args, Slot *ret) {
    (void)t; (void)args;
    ret->i = 1;
    return NR_OK;
}

/* StackTraceElement.initStackTraceElement(StackTraceElement, StackFrameInfo) */
static NativeResult initStackTraceElement(Thread *t, Slot *args, Slot *ret) {
    (void)ret;
    sfi_offsets(t);
    Object *e = args[0].l, *sfi = args[1].l;
    if (!e || !sfi) return vm_throw_npe(t, NULL);
    Method *m = mn_vmtarget(FIELD_AT(sfi, off_sfi_member, Object *));
    if (!m) return vm_throw(t, "java/lang/InternalError", "StackFrameInfo without a method");
    return fill_stack_trace_element(t, e, m, FIELD_AT(sfi, off_sfi_bci, jint)) ? NR_OK : NR_EXCEPTION;
}

const NativeDef vm_natives_stackwalk[] = {
    {"java/lang/StackStreamFactory$AbstractStackWalker", "callStackWalk", "(JIII[Ljava/lang/Object;)Ljava/lang/Object;", callStackWalk},
    {"java/lang/StackStreamFactory$AbstractStackWalker", "fetchStackFrames", "(JJII[Ljava/lang/Object;)I", fetchStackFrames},
    {"java/lang/StackStreamFactory", "checkStackWalkModes", "()Z", checkStackWalkModes},
    {"java/lang/StackTraceElement", "initStackTraceElement", "(Ljava/lang/StackTraceElement;Ljava/lang/StackFrameInfo;)V", initStackTraceElement},
    {NULL, NULL, NULL, NULL},
};
