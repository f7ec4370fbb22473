/* jvmti_hooks.h: the VM core's whole interface to JVMTI. Agents are loaded from boot.c and JNI's GetEnv
   makes environments; what happens in the VM reaches JVMTI through hooks, static inline functions that
   test one word (vm.jvmti, or vm.jvmti_events: a bit per event some environment enabled) before calling
   out, so the VM pays nothing while no agent listens. The posting itself is jvmti/events.c. */
#ifndef VITRINE_JVMTI_HOOKS_H
#define VITRINE_JVMTI_HOOKS_H

#include "jvmti.h"
#include "object_layout.h"
#include "vm.h"

/* Event bits of vm.jvmti_events. */
#define JVMTI_HOOK_BIT(event) (1ull << ((event) - JVMTI_MIN_EVENT_TYPE_VAL))

/* -agentlib:/-agentpath:/-javaagent: options, recorded while the VM options are parsed (agents.c). */
void jvmti_agent_option(const char *option);
/* The OnLoad phase: loads every agent and calls its Agent_OnLoad, then the primordial phase begins;
   false after HotSpot's message when one cannot be loaded or its Agent_OnLoad fails. */
bool jvmti_load_agents(void);
/* Live attach: loads an agent (-agentlib's name, or a path) into the running VM and calls its
   Agent_OnAttach on t, an attached thread in native code; its result, or JNI_ERR with HotSpot's
   message in err (lines ending in a newline) when the library or its Agent_OnAttach cannot be found. */
jint jvmti_attach_agent(Thread *t, const char *name, bool is_path, const char *options, char *err, size_t n);
/* GetEnv with a JVMTI version: a new environment in *penv (JNI_OK) or JNI_EVERSION (env.c). */
jint jvmti_get_env(void **penv, jint version);

/* the life of the VM: phases, VMStart, VMInit, VMDeath (each also changes the phase) */
void jvmti_vm_start(Thread *t);
void jvmti_vm_init(Thread *t);
void jvmti_vm_death(Thread *t);
static inline void jvmti_hook_vm_start(Thread *t) { if (vm.jvmti) jvmti_vm_start(t); }
static inline void jvmti_hook_vm_init(Thread *t) { if (vm.jvmti) jvmti_vm_init(t); }
static inline void jvmti_hook_vm_death(Thread *t) { if (vm.jvmti) jvmti_vm_death(t); }

void jvmti_post_ThreadStart(Thread *t);
void jvmti_thread_start(Thread *t);
void jvmti_thread_end(Thread *t);
/* on the new thread, before its run(); on a thread attached through JNI once it has its Thread */
static inline void jvmti_hook_thread_start(Thread *t) {
    if (vm.jvmti) jvmti_thread_start(t);
}
/* on the thread that ends, after Thread.exit() (a started thread, a thread detaching through JNI, the
   main thread in WebAssembly); the thread that ends the VM gets it just before VMDeath */
static inline void jvmti_hook_thread_end(Thread *t) {
    if (vm.jvmti) jvmti_thread_end(t);
}

void jvmti_post_ClassLoad(Thread *t, Class *c);
void jvmti_post_ClassPrepare(Thread *t, Class *c);
/* a class defined from a class file and linked (not array or primitive classes); ClassPrepare waits
   while tools see it unprepared (Class.tools_unprepared: jvmti_hook_class_prepared then) */
static inline void jvmti_hook_class_defined(Thread *t, Class *c) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_CLASS_LOAD)) jvmti_post_ClassLoad(t, c);
    if (!c->tools_unprepared && (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_CLASS_PREPARE))) jvmti_post_ClassPrepare(t, c);
}
static inline void jvmti_hook_class_prepared(Thread *t, Class *c) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_CLASS_PREPARE)) jvmti_post_ClassPrepare(t, c);
}

/* A class's bytes on their way to the parser (jvmti/class_file_load_hook.c): bytes are the input or
   an agent's replacement (replaced, owned by the VM); kept, when some environment can retransform, the
   bytes a retransformation will start from. jvmti_class_file_loaded gives them to the class defined (or
   frees them when none was) and frees the replacement. */
typedef struct JvmtiClassFile {
    const uint8_t *bytes;
    size_t len;
    uint8_t *replaced;
    uint8_t *kept;
    size_t kept_len;
} JvmtiClassFile;
void jvmti_post_ClassFileLoadHook(Thread *t, Object *loader, const char *name, Object *pd, Class *being_redefined,
                                  bool retransform, JvmtiClassFile *cfl);
void jvmti_class_file_loaded(JvmtiClassFile *cfl, Class *c);
/* before a class is defined from bytes (not hidden classes, as in HotSpot): ClassFileLoadHook may
   replace them; name is the name the loader asked for, or NULL */
static inline void jvmti_hook_class_file_load(Thread *t, Object *loader, const char *name, Object *pd,
                                              const uint8_t *bytes, size_t len, JvmtiClassFile *cfl) {
    cfl->bytes = bytes;
    cfl->len = len;
    cfl->replaced = cfl->kept = NULL;
    cfl->kept_len = 0;
    if (vm.jvmti) jvmti_post_ClassFileLoadHook(t, loader, name, pd, NULL, false, cfl);
}
/* after the definition: c, or NULL when it failed */
static inline void jvmti_hook_class_file_loaded(JvmtiClassFile *cfl, Class *c) {
    if (cfl->replaced || cfl->kept) jvmti_class_file_loaded(cfl, c);
}

void jvmti_post_GarbageCollectionStart(void);
void jvmti_post_GarbageCollectionFinish(void);
/* on the collecting thread, every other thread stopped, around a collection */
static inline void jvmti_hook_gc_start(void) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_GARBAGE_COLLECTION_START)) jvmti_post_GarbageCollectionStart();
}
static inline void jvmti_hook_gc_finish(void) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_GARBAGE_COLLECTION_FINISH)) jvmti_post_GarbageCollectionFinish();
}

/* ---------------------------------------------------------------- threads: monitors, suspension,
   asynchronous exceptions (jvmti/monitor_events.c, jvmti/suspend.c) */

void jvmti_post_MonitorContendedEnter(Thread *t, Object *o);
void jvmti_post_MonitorContendedEntered(Thread *t, Object *o);
void jvmti_post_MonitorWait(Thread *t, Object *o, jlong timeout);
void jvmti_post_MonitorWaited(Thread *t, Object *o, bool timed_out);
/* t blocks entering o's monitor, which another thread owns; and later gets it (vm/threads.c) */
static inline void jvmti_hook_monitor_contended_enter(Thread *t, Object *o) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_MONITOR_CONTENDED_ENTER)) jvmti_post_MonitorContendedEnter(t, o);
}
static inline void jvmti_hook_monitor_contended_entered(Thread *t, Object *o) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_MONITOR_CONTENDED_ENTERED)) jvmti_post_MonitorContendedEntered(t, o);
}
/* Object.wait begins (before its checks, as HotSpot) and ends (woken, before the monitor is retaken) */
static inline void jvmti_hook_monitor_wait(Thread *t, Object *o, jlong timeout) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_MONITOR_WAIT)) jvmti_post_MonitorWait(t, o, timeout);
}
static inline void jvmti_hook_monitor_waited(Thread *t, Object *o, bool timed_out) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_MONITOR_WAITED)) jvmti_post_MonitorWaited(t, o, timed_out);
}

/* Called right after an event posted from the interpreter loop (or a continuation) returns. Natively
   a suspended t blocks here, without the execution token, until resumed, and false is returned; with
   green threads (WebAssembly) true means t must stop now: the caller saves its state and treats it as
   blocked (the scheduler skips it while suspended), and it continues at the same place, without the
   event being posted again, once resumed. */
bool jvmti_suspend_here(Thread *t);
static inline bool jvmti_hook_suspend_here(Thread *t) { return t->jvmti_suspended && jvmti_suspend_here(t); }

/* The loop's safepoint (every SCHED_QUANTUM safepoints, with t's state saved): an asynchronous
   exception is thrown here (JVMTI_SAFEPOINT_THROW: t->exception is set), and with green threads a
   thread that suspended itself stops here (JVMTI_SAFEPOINT_STOP: treat t as blocked). */
enum { JVMTI_SAFEPOINT_GO, JVMTI_SAFEPOINT_STOP, JVMTI_SAFEPOINT_THROW };
int jvmti_safepoint(Thread *t);
static inline int jvmti_hook_safepoint(Thread *t) {
    return t->jvmti_suspended || t->async_exception ? jvmti_safepoint(t) : JVMTI_SAFEPOINT_GO;
}

/* A JNI native method of t returned with nr (its result in *ret, its frame on top): an asynchronous
   exception sent to t meanwhile (StopThread of itself) is thrown now; with green threads a thread
   suspended meanwhile stops before its caller continues (NR_BLOCK, the result kept on the frame). */
NativeResult jvmti_native_return(Thread *t, Slot *ret, NativeResult nr);
static inline NativeResult jvmti_hook_native_return(Thread *t, Slot *ret, NativeResult nr) {
    return t->jvmti_suspended || t->async_exception ? jvmti_native_return(t, ret, nr) : nr;
}

/* ---- a debugger's method invocation (jvmti/invoke_method.c) */

/* No thread can go on in the run of a method invocation (vitrine_invoke_method): the call waits for a
   thread held suspended, or for threads that wait for each other. The invocation is abandoned (an
   exception thrown in its thread, which can then run) and true answered; false outside an invocation
   or when its thread cannot be made to throw (the VM then stops with its deadlock error). */
bool jvmti_invoke_stuck(void);
static inline bool jvmti_hook_invoke_stuck(void) { return vm.jvmti && jvmti_invoke_stuck(); }
/* t, blocked, is the invocation's thread and waits for a thread held suspended (the owner of the
   monitor it enters, the thread it joins): the invocation is abandoned at once, as above (true: t can
   run again), not when the other threads stop too, which may be never. */
bool jvmti_invoke_blocked(Thread *t);
static inline bool jvmti_hook_invoke_blocked(Thread *t) { return vm.jvmti && jvmti_invoke_blocked(t); }
/* A method invocation runs and u is not its thread: u, suspended, is held in the invocation's run, as
   between slices (vm/threads.c). */
bool jvmti_invoke_holds(const Thread *u);
static inline bool jvmti_hook_invoke_holds(const Thread *u) { return vm.jvmti && jvmti_invoke_holds(u); }

/* ---- native methods: prefixes and binding (jvmti/native_methods.c) */

/* Linking native method m found no function by its own name: the non-native method (same class and
   descriptor) whose name is m's without the environments' native method prefixes, whose name the
   function is then looked up by; NULL if there is none. */
Method *jvmti_native_unprefixed(Method *m);
/* RegisterNatives of `name` found no native method of that name in c: the native method whose name is
   `name` with the prefixes applied (SetNativeMethodPrefix's retry), or NULL. */
Method *jvmti_native_prefixed(Class *c, const char *name, const char *desc);
static inline bool jvmti_hook_native_prefixes(void) { return vm.jvmti != NULL; }
/* A native method of t is being bound to fn (lookup by name, or RegisterNatives): NativeMethodBind is
   posted, and the function it answers (a callback may redirect the binding) is bound instead. */
void jvmti_post_NativeMethodBind(Thread *t, Method *m, void **fn);
static inline void *jvmti_hook_native_bind(Thread *t, Method *m, void *fn) {
    if (__builtin_expect((vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_NATIVE_METHOD_BIND)) != 0, 0))
        jvmti_post_NativeMethodBind(t, m, &fn);
    return fn;
}

/* ---- heap sampling (jvmti/heap_sampling.c) */

/* An allocation of t made o (on the operand stack, the frame saved): counts its size against t's
   sampling countdown and posts SampledObjectAlloc when it runs out. */
void jvmti_sample_allocation(Thread *t, Object *o);
void jvmti_post_SampledObjectAlloc(Thread *t, Object *o);
static inline bool jvmti_hook_sampling(void) {
    return __builtin_expect((vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_SAMPLED_OBJECT_ALLOC)) != 0, 0);
}
/* The interpreter's allocating bytecodes count inline, with no call while the countdown runs: an
   array's size is computed, an instance's is cached in its class once counted, and a change of the
   interval zeroes every thread's countdown (jvmti_SetHeapSamplingInterval). True when the countdown
   ran out or the size is not known yet: the loop saves the frame and calls
   jvmti_sample_allocation_counted with the bytes already taken off (*counted). */
static inline bool jvmti_hook_sample_due(Thread *t, Object *o, jlong *counted) {
    if (!jvmti_hook_sampling()) return false;
    Class *c = o->klass;
    jlong size = c->is_array ? object_layout_array_size(c->elem_type, ARRAY_LENGTH(o)) : (jlong)c->jvmti_size;
    *counted = size;
    if (!size) return true;
    t->jvmti_sample_left -= size;
    return t->jvmti_sample_left <= 0;
}
void jvmti_sample_allocation_counted(Thread *t, Object *o, jlong counted);
/* multianewarray made a (on the operand stack, the frame saved): it and every sub-array are counted,
   outer array first, as the allocations they are. */
void jvmti_sample_array_tree(Thread *t, Object *a);

/* ---- resources exhausted, data dump requests (jvmti/resource_events.c) */

/* The VM throws t an OutOfMemoryError it decided on (flags: JVMTI_RESOURCE_EXHAUSTED_*, description as
   HotSpot's): ResourceExhausted is posted first. */
void jvmti_post_ResourceExhausted(Thread *t, jint flags, const char *description);
static inline void jvmti_hook_resource_exhausted(Thread *t, jint flags, const char *description) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_RESOURCE_EXHAUSTED)) jvmti_post_ResourceExhausted(t, flags, description);
}
/* SIGQUIT came (natively, on the signal dispatcher's thread, attached, in native code): DataDumpRequest
   is posted. */
void jvmti_data_dump_request(void);
static inline void jvmti_hook_data_dump_request(void) {
    if (vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_DATA_DUMP_REQUEST)) jvmti_data_dump_request();
}

/* ---- objects the VM allocates itself (jvmti/vm_object_alloc.c) */

/* A native of the VM made o for Java code that did not allocate it with a bytecode (Object.clone,
   Array.newInstance, Constructor.newInstance: HotSpot's set), o reachable from the caller: VMObjectAlloc
   is posted, and the allocation counts for sampling. */
void jvmti_vm_allocated(Thread *t, Object *o);
void jvmti_post_VMObjectAlloc(Thread *t, Object *o);
/* VMObjectAlloc or SampledObjectAlloc (their callbacks take the same arguments), to every environment
   that wants it, with collections held back meanwhile (jvmti/vm_object_alloc.c) */
void jvmti_post_object_alloc(Thread *t, Object *o, jvmtiEvent ev);
static inline void jvmti_hook_vm_allocated(Thread *t, Object *o) {
    if (__builtin_expect((vm.jvmti_events & (JVMTI_HOOK_BIT(JVMTI_EVENT_VM_OBJECT_ALLOC) |
                                             JVMTI_HOOK_BIT(JVMTI_EVENT_SAMPLED_OBJECT_ALLOC))) != 0, 0))
        jvmti_vm_allocated(t, o);
}

/* ---- jdwp: object tags are weak (jvmti/heap_tags.c) */

/* During a collection, once every live object is marked and before the dead are freed: the tags of
   objects is_alive rejects go (ObjectFree is posted for each to the environments that enabled it). */
void jvmti_tags_collect(bool (*is_alive)(Object *o, void *ctx), void *ctx);
static inline void jvmti_hook_gc_weak(bool (*is_alive)(Object *o, void *ctx), void *ctx) {
    if (vm.jvmti) jvmti_tags_collect(is_alive, ctx);
}

/* ---------------------------------------------------------------- debugging in the interpreter
   (docs/JVMTI.md "Debugging in the interpreter"). A breakpoint is the JVMS breakpoint opcode patched over
   its instruction, which a side table keeps (jvmti/breakpoints.c). A thread that JVMTI watches more
   closely (single step, method entry or exit, frame pops, field watches) runs the loop's debugging
   dispatch, whose every entry passes jvmti_debug_instruction first (jvmti/debug_dispatch.c); the others
   run at full speed. */
#define JVMTI_OPCODE_BREAKPOINT 0xca
/* After a hook the loop runs the opcode it returns (>= 0: the instruction's own), or: */
#define JVMTI_DEBUG_RELOAD (-1) /* the frames changed (PopFrame, ForceEarlyReturn): continue from t->frame */
#define JVMTI_DEBUG_STOP (-2)   /* an event's callback suspended the thread: it stops here (state saved) */

/* The opcode (live, maybe quick) of the instruction a breakpoint at pc covers. */
int jvmti_breakpoint_original(const uint8_t *pc);
/* The instruction under the breakpoint at pc of f quickens: the breakpoint stays and covers the quick
   form; if that form runs next through the dispatch (again), it is the same execution. */
void jvmti_breakpoint_quicken(Thread *t, Frame *f, uint8_t *pc, int quick, bool again);
/* The breakpoint opcode ran at pc of f (t's state saved): posts Breakpoint unless it was posted for
   this execution already; returns what the loop does next. */
int jvmti_breakpoint_hit(Thread *t, Frame *f, uint8_t *pc);
/* Every instruction of a thread in the debugging dispatch (t's state saved): MethodEntry at a frame's
   first instruction, SingleStep, Breakpoint, FieldAccess/FieldModification, MethodExit and FramePop at
   a return; returns what the loop does next. */
int jvmti_debug_instruction(Thread *t, Frame *f, uint8_t *pc);
/* Native method frame f was pushed / leaves (with result, or by an exception) on a thread running the
   debugging dispatch: MethodEntry, MethodExit. */
void jvmti_native_entered(Thread *t, Frame *f);
void jvmti_native_exited(Thread *t, Frame *f, bool by_exception, Slot result);
/* Java frame f leaves by an exception (t->jvmti_debug): MethodExit and FramePop, popped by exception. */
void jvmti_frame_unwound(Thread *t, Frame *f);
/* Exception: an exception (t->exception) first seen by Java code at pc of f, before any handler search. */
void jvmti_post_exception_thrown(Thread *t, Frame *f, const uint8_t *pc);
/* ExceptionCatch: f's handler at f->pc (saved) catches ex. */
void jvmti_post_exception_catch(Thread *t, Frame *f, Object *ex);
/* true when a callback suspended t (green threads): t stops, its exception kept aside (what tools do
   with the stopped thread, JNI included, must not see it pending), and, resumed, searches for the
   handler without the event again (t->jvmti_stopped_exception) */
static inline bool jvmti_hook_exception_thrown(Thread *t, Frame *f, const uint8_t *pc) {
    if (!(vm.jvmti_events & JVMTI_HOOK_BIT(JVMTI_EVENT_EXCEPTION))) return false;
    jvmti_post_exception_thrown(t, f, pc);
    if (!jvmti_hook_suspend_here(t)) return false;
    t->jvmti_stopped_exception = t->exception;
    t->exception = NULL;
    return true;
}
/* FieldAccess/FieldModification before getstatic/putstatic of fl runs unquickened (its class being
   initialised by this thread; t->jvmti_debug, t's state saved). */
void jvmti_static_field_events(Thread *t, Frame *f, const uint8_t *pc, Field *fl, bool is_put);
#endif
