/* jni_impl.h: the JNI implementation's own declarations, shared by vm/jni/ sources (and by the
   NativeLibraries natives of vm/natives/lang.c, which delegate to libs.c).

   Handles. A jobject is the address of a slot that holds an Object* (NULL stands for Java null):
   - local references live in a per-thread arena of fixed-size chunks (slots never move); a local
     frame is a mark in that arena. Each native method call pushes a frame (its arguments' handles and
     every local reference it creates), PushLocalFrame pushes one more, and returning pops them.
   - global and weak global references live in two global arenas with free lists.
   jni_visit_roots() reports the strong ones (all local slots in use, all global slots) to the
   collector; jni_process_weak_refs() clears weak globals whose referent died.

   Calling native code. A JNI method is bound to jni_native_entry (a NativeFn); the C function and
   its call bridge (a direct call in the x86-64 registers or a libffi cif natively, a generated typed
   trampoline in WebAssembly) hang from the Method (m->jni, a JniMethod). */
#ifndef VITRINE_JNI_IMPL_H
#define VITRINE_JNI_IMPL_H

#include <stdio.h>

#include "../internal.h"
#include "check.h"
#include "jni_static.h"

/* ---------------------------------------------------------------- handles (handles.c) */

#define JNI_CHUNK_SLOTS 64

typedef struct JniLocalFrame {
    size_t base;        /* first slot of the frame */
    bool pushed;        /* PushLocalFrame (true) or a native method call / thread base (false) */
} JniLocalFrame;

typedef struct JniEnvImpl {
    const struct JNINativeInterface_ *functions; /* must be first: a JNIEnv* points here */
    Thread *thread;
    Object ***chunks;   /* local reference slots: chunks[i / JNI_CHUNK_SLOTS][i % JNI_CHUNK_SLOTS] */
    int n_chunks, cap_chunks;
    size_t top;         /* slots in use */
    JniLocalFrame *frames;
    int n_frames, cap_frames;
    int critical;       /* Get*Critical nesting */
    bool attached;      /* attached through the Invocation API (not detached) */
    /* -Xcheck:jni (check.c) */
    const char *check_unchecked_call; /* the Call*Method whose exception the native has not checked */
    const char *variadic_entry;       /* the variadic function a transition wrapper is in (its V variant runs) */
    int check_critical;               /* open critical regions that hold off other JNI calls */
} JniEnvImpl;

extern const struct JNINativeInterface_ jni_function_table;
/* Natively, with Java threads on OS threads: the table native code uses (transitions.c, generated),
   which enters the VM around each call of jni_inner_table (the implementation). */
extern const struct JNINativeInterface_ jni_transition_table;
extern const struct JNINativeInterface_ *jni_inner_table;
static inline int jni_transition_enter(JNIEnv *env) {
    if (jni_check_enabled) jni_check_calling_thread(env);
    return token_enter_vm(((struct JniEnvImpl *)env)->thread);
}
static inline void jni_transition_leave(JNIEnv *env, int state) { token_return_to(((struct JniEnvImpl *)env)->thread, state); }

/* The function table native code is given: the VM's own (the transition table with OS threads), or
   the copy JVMTI's SetJNIFunctionTable installed, which every env uses from then on (handles.c). */
const struct JNINativeInterface_ *jni_native_table(void);
void jni_replace_native_table(const struct JNINativeInterface_ *table);

/* The env of t, created on first use. The fast paths of this and of the local references and frames
   below are inline: a native method call uses each at least once. */
JniEnvImpl *jni_env_create(Thread *t);
static inline JniEnvImpl *jni_env_of(Thread *t) { return t->jni_env ? (JniEnvImpl *)t->jni_env : jni_env_create(t); }
static inline Thread *jni_thread(JNIEnv *env) { return ((JniEnvImpl *)env)->thread; }

/* The object behind a handle (any kind); NULL for NULL or a cleared weak reference. */
static inline Object *jni_deref(jobject h) { return h ? *(Object **)h : NULL; }
static inline Object **jni_local_slot(JniEnvImpl *e, size_t i) {
    return &e->chunks[i / JNI_CHUNK_SLOTS][i % JNI_CHUNK_SLOTS];
}
/* A new local reference in the current frame; NULL for NULL. */
jobject jni_new_local_in_new_chunk(JniEnvImpl *e, Object *o);
static inline jobject jni_new_local(JniEnvImpl *e, Object *o) {
    if (!o) return NULL;
    if (e->top == (size_t)e->n_chunks * JNI_CHUNK_SLOTS) return jni_new_local_in_new_chunk(e, o);
    Object **s = jni_local_slot(e, e->top++);
    *s = o;
    return (jobject)s;
}
static inline jobject jni_local(JNIEnv *env, Object *o) { return jni_new_local((JniEnvImpl *)env, o); }
void jni_delete_local(JniEnvImpl *e, jobject h);
/* Frames: push returns the new frame's index; pop discards it and every frame above it. */
int jni_push_frame_grown(JniEnvImpl *e, bool pushed);
static inline int jni_push_frame(JniEnvImpl *e, bool pushed) {
    if (e->n_frames == e->cap_frames) return jni_push_frame_grown(e, pushed);
    e->frames[e->n_frames].base = e->top;
    e->frames[e->n_frames].pushed = pushed;
    return e->n_frames++;
}
static inline void jni_pop_frame(JniEnvImpl *e, int index) {
    if (index < 0 || index >= e->n_frames) return;
    size_t base = e->frames[index].base;
    for (size_t i = base; i < e->top; i++) *jni_local_slot(e, i) = NULL;
    e->top = base;
    e->n_frames = index;
}
/* Innermost PushLocalFrame frame above the last native call's frame, or -1. */
int jni_top_pushed_frame(JniEnvImpl *e);

jobject jni_new_global(Object *o);
void jni_delete_global(jobject h);
jweak jni_new_weak(Object *o);
void jni_delete_weak(jweak h);
jobjectRefType jni_ref_type(JniEnvImpl *e, jobject h);
/* h is a slot of e's current local frames (in use, whether or not it holds an object). */
bool jni_is_local_slot(JniEnvImpl *e, jobject h);

/* The collector's entry points (to be called by the GC; see docs/JNI.md). */
void jni_visit_roots(void (*visit)(Object **ref, void *ctx), void *ctx);
/* The same, apart: t's local references, and the global ones (JVMTI's heap walks tell them apart). */
void jni_visit_locals(Thread *t, void (*visit)(Object **ref, void *ctx), void *ctx);
void jni_visit_globals(void (*visit)(Object **ref, void *ctx), void *ctx);
void jni_process_weak_refs(bool (*is_alive)(Object *o, void *ctx), void *ctx);

/* ---------------------------------------------------------------- native methods (link.c, bridge.c) */

typedef struct JniMethod {
    void *fn;           /* the C function; NULL once unbound (RegisterNatives' counterpart) */
    void *bridge;       /* bridge.c's per-method data (see there) */
    char kinds[];       /* the C argument kinds of the Java parameters, in order ('Z'...'D', 'L'), NUL-terminated */
} JniMethod;

/* The NativeFn of every method bound to a JNI function: converts the arguments to JNI, calls the
   function through its bridge, converts the result back. */
NativeResult jni_native_entry(Thread *t, Slot *args, Slot *ret);
/* Binds m to fn (RegisterNatives, or a library symbol found by name). False (and nothing changed)
   when no bridge can be made for m's descriptor. */
bool jni_bind(Method *m, void *fn);
void jni_unbind(Method *m);

/* The C argument kinds of a method descriptor's parameters into out (at most cap); returns the count. */
int jni_param_kinds(const char *desc, char *out, int cap);
/* bridge.c: the call bridge. bridge_prepare makes the per-method data for m's descriptor, whose
   parameter kinds are kinds (NULL: no bridge for that signature); bridge_call calls jm->fn with argv
   (one jvalue per C argument: env, class or receiver, then the Java arguments; a 32-bit or smaller
   value is stored zero-extended into the whole jvalue) and stores the result in *result. */
void *jni_bridge_prepare(Method *m, const char *kinds);
void jni_bridge_call(JniMethod *jm, jvalue *argv, int argc, jvalue *result);
/* The C argument type of a descriptor char: 'Z','B','C','S','I','J','F','D' or 'L'. */
static inline char jni_arg_kind(char d) { return d == '[' ? 'L' : d; }

/* JNI names (mangle.c): the short and long names of m, malloc'd. */
char *jni_short_name(Method *m);
char *jni_long_name(Method *m);

/* ---------------------------------------------------------------- libraries (libs.c) */

JniTrampoline jni_find_trampoline(const char *shape);

/* The address of a symbol in the JNI libraries loaded by that class loader (NULL: boot), or NULL. */
void *jni_find_library_symbol(Object *loader, const char *name);

/* The natives of jdk.internal.loader.NativeLibraries (vm/natives/lang.c delegates here). */
NativeResult jni_NativeLibraries_findBuiltinLib(Thread *t, Slot *args, Slot *ret);
NativeResult jni_NativeLibraries_load(Thread *t, Slot *args, Slot *ret);
NativeResult jni_NativeLibraries_unload(Thread *t, Slot *args, Slot *ret);
NativeResult jni_NativeLibraries_findEntry0(Thread *t, Slot *args, Slot *ret);

/* ---------------------------------------------------------------- the Invocation API (invoke.c) */

extern JavaVM jni_java_vm;
/* Messages of the JNI code (through the vfprintf hook of JNI_CreateJavaVM when there is one), and
   the abort of FatalError (through the abort hook). */
void jni_vm_printf(FILE *fp, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void jni_vm_abort(void) __attribute__((noreturn));
bool jni_is_supported_version(jint version);  /* 1.1 included */

/* ---------------------------------------------------------------- helpers shared by env*.c */

/* The class behind a jclass (NULL for NULL). */
static inline Class *jni_class(jclass c) {
    Object *m = jni_deref(c);
    return m ? vm_class_of_mirror(m) : NULL;
}
/* The loader FindClass uses: the class loader of the innermost Java method on t's stack (through
   NativeLibraries.getFromClass in JNI_OnLoad), else the system loader. */
Object *jni_context_loader(Thread *t);
/* modified UTF-8 of chars[0..len) into out (NULL: only count); returns the byte length. */
size_t jni_mutf8_encode(const jchar *chars, jint len, char *out);

#endif
