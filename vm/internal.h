/* internal.h: declarations shared by the VM core's own files (class loading, interpreter, threads,
   boot). Natives and other subsystems use vm.h only. */
#ifndef VITRINE_INTERNAL_H
#define VITRINE_INTERNAL_H
#include <stdio.h>

#include "vm.h"
#include "jimage.h"

/* ---- boot image and class path (classes.c) */
extern JImage *boot_image;
void classes_init(Thread *t);            /* opens the runtime image, loads the core classes */
void classes_create_mirrors(Thread *t);  /* once java.lang.Class is loaded: mirrors of every early class */
Class *define_class(Thread *t, Object *loader, const uint8_t *bytes, size_t len, const char *expected_name,
                    Object *protection_domain, bool hidden, const char *source);
/* Per constant-pool index data of the interpreter's call sites (IntrinsicSite, HandleSite), lazily allocated. */
void **class_site_cache(Class *c);
/* Per constant-pool index offsets of the instance fields the interpreter's quick getfield/putfield
   access, lazily allocated: the loop reads the offset without going through the Field. */
uint32_t *class_field_offsets(Class *c);
Class *boot_load_class(Thread *t, const char *name);
void class_record_initiating(Object *loader, Class *c);
/* Sets the module of every class defined so far by loader in one of the n packages (symbols; the array
   is sorted in place) of that module, and of the arrays of such classes. */
void classes_set_module(Object *loader, const char **packages, size_t n, Object *module);
/* Resolution of constant pool entries of c (JVMS 5.4.3); NULL with exception pending on failure. */
Class *resolve_class(Thread *t, Class *c, uint16_t index);
Field *resolve_field(Thread *t, Class *c, uint16_t index, bool is_static);
Method *resolve_method(Thread *t, Class *c, uint16_t index, int opcode);
Object *resolve_string(Thread *t, Class *c, uint16_t index);
/* Method selection for invokeinterface / invokevirtual of an interface method. NULL when none
   (*err: 0 = AbstractMethodError, 1 = IncompatibleClassChangeError (several defaults)). */
Method *select_interface_method(Class *receiver, Method *m);
extern Method method_conflict_marker;
bool class_is_subclass_plain(Class *c, Class *s);
const char *class_package_of(const char *name);
/* Runtime visibility annotations on methods (flags). */
void method_scan_annotations(Method *m);
/* Calls fn for each annotation of a Runtime*Annotations attribute: its type descriptor and its bytes
   (the annotation structure, JVMS 4.7.16; end bounds them, the attribute's end if malformed). */
void annotations_each(const ClassFile *cf, CfAttr a,
                      void (*fn)(const char *type, const uint8_t *annotation, const uint8_t *end, void *ctx), void *ctx);
/* For each loaded class (boot and user), in load order. */
void classes_foreach(void (*fn)(Class *c, void *ctx), void *ctx);
/* The intern table's strings (strings.c), roots of the collector. */
void strings_visit_roots(void (*visit)(Object **ref, void *ctx), void *ctx);
void class_add_module_package(Object *loader, const char *package, Object *module);
Object *class_module_for(Object *loader, const char *package);
/* A named module (of loader) exports package to a module, to every module or to the unnamed ones. */
typedef enum ExportTarget { EXPORT_TO_MODULE, EXPORT_TO_ALL, EXPORT_TO_ALL_UNNAMED } ExportTarget;
void class_export_package(Object *loader, const char *package, ExportTarget target, Object *to);
extern Object *boot_unnamed_module;
/* The named modules defined so far, in definition order (module_registry.c). */
void modules_record(Object *module);
void modules_foreach(void (*fn)(Object *module, void *ctx), void *ctx);

Class *class_nest_host(Thread *t, Class *c);
void throw_method_access_error(Thread *t, Class *from, Method *m);
/* "void C.m(int, String)" as HotSpot's messages write a method; c NULL leaves the name unqualified. */
void format_method_signature(char *buf, size_t cap, Class *c, const char *name, const char *desc);
bool vm_can_access_member(Thread *t, Class *from, Class *decl, uint16_t access, Class *ref);
/* Whether code in `from` may name class c (public, or in from's runtime package; module exports are
   checked apart, by class_check_exported). */
bool class_accessible(Class *from, Class *c);
/* Whether c's module may use s, a class of another named module, as its package is exported to it;
   false with IllegalAccessError pending, its message after "prefix: " (no prefix: NULL). */
bool class_check_exported(Thread *t, Class *c, Class *s, const char *prefix);

/* ---- strings.c */
void strings_init(Thread *t);

/* ---- interpreter (interp.c) */
extern const char *sym_init, *sym_clinit; /* "<init>", "<clinit>" */
/* Runs t until the frame `base` is on top again (used by vm_call and thread start). */
void interp_run(Thread *t, Frame *base);
/* ---- sliced execution (WebAssembly, slice.c): the outermost run returns to the host when
   slice_deadline (monotonic ns, 0 = none) has passed at a safepoint, or when every thread waits
   (slice_paused is then set). interp_resume continues such a run: entry thread and base as given to
   the first interp_run, `from` the thread that was running (blocked: it was waiting). */
int vm_interp_depth(void);   /* nesting of interpreter runs on this OS thread */
/* A run the host starts between slices (a debugger's method invocation) nests in the paused sliced run
   (by +1, then -1 after it): threads back at the sliced run's entry frame wait for it meanwhile. */
void vm_interp_nest(int by);
/* No nested run is in progress on any thread but JNI up-calls' (vm_call_from_jni): the collector may
   run at a safepoint (vm/gc.c). */
bool interp_gc_safe(void);
/* t's innermost frame is a JNI native method whose C code runs now, called from Java code or from a
   JNI up-call (nothing below it on the C stack holds unregistered references), outside JVMTI callbacks. */
bool interp_in_jni_native(Thread *t);
extern bool slice_mode;
extern int64_t slice_deadline;
extern bool slice_paused;
extern Thread *slice_paused_thread;
extern bool slice_paused_blocked;
void interp_resume(Thread *entry, Frame *base, Thread *from, bool blocked);
/* Pushes a VM-internal frame (method NULL) on top of t's stack; NULL on stack overflow. */
Frame *push_internal_frame(Thread *t, NativeCont cont);
/* Pushes a Java frame for m whose arguments are already in place at `args` (the caller's operand
   stack top, or a fresh area) */
Frame *push_frame_at(Thread *t, Method *m, Slot *args);
Slot *frame_top(Frame *f);
uint8_t opcode_length(const uint8_t *pc, const uint8_t *code_start);
int frame_bci(Frame *f);
int method_line_number(Method *m, int bci);
/* The runtime image's Java version ("17.0.15", from its release file): the JDK modules' version. */
const char *vm_java_version(void);
/* The name of c's module (malloc'd), NULL for an unnamed one. */
char *vm_class_module_name(Thread *t, Class *c);
/* ---- class_describe.c: "module java.base of loader 'bootstrap'" for c (an array: its element
   class), malloc'd; and "A and B are in ..." / "A is in ...; B is in ..." for error messages */
char *vm_class_module_of_loader(Thread *t, Class *c);
void vm_class_pair_modules(Thread *t, Class *a, Class *b, char *buf, size_t cap);
/* ---- thread_dump.c: the full thread dump of SIGQUIT, in HotSpot's layout (the caller: an attached
   thread in native code; the dump takes the token) */
void thread_dump_print(Thread *self, FILE *out);
/* ---- attach_listener.c: SIGQUIT from a tool that asks to attach (its trigger file exists) starts the
   attach listener (natively) and answers true: no thread dump then */
bool attach_listener_on_sigquit(void);
/* ---- classes.c: a class the verifier loaded (Class.tools_unprepared) is prepared for tools (its
   ClassPrepare, after its supertypes') when it is initialised or a class is defined on it */
void classes_prepare_for_tools(Thread *t, Class *c);
void classes_prepare_supertypes(Thread *t, Class *c);

/* ---- loading through Java class loaders (loader_calls.c) */
/* Pushes the frames that load `name` (or an array's element class) through the Java loader `loader`
   and returns 1; when they finish the class is recorded under `loader` and the frame below runs again
   (an instruction re-executes, a native's continuation is called). 0: nothing to run in Java (boot
   loader, already loaded, array of primitives); -1: failed, exception pending. */
int java_loader_push(Thread *t, Object *loader, const char *name, bool throw_cnfe);
/* The same for the catch type at `index` of c's exception handler number `handler` while `ex` is being
   dispatched: afterwards the frame's handler search continues (t->catch_resume). */
int catch_type_push(Thread *t, Class *c, uint16_t index, Object *ex, int handler);
/* loader.loadClass(name) in a nested interpreter run (callers that cannot be resumed). */
Class *java_loader_load_nested(Thread *t, Object *loader, const char *name, bool throw_cnfe);
/* Before defining a class through a Java loader: pushes the loading of its superclass or an interface
   not loaded yet (1, *name_out set: call again when it returns, `registered` true), 0 when all are
   loaded (or the bytes do not parse: define_class reports that), -1 on failure (ClassCircularityError).
   define_supers_done ends the registration of a class whose definition stops early. */
int define_supers_push(Thread *t, Object *loader, const uint8_t *bytes, size_t len, bool registered,
                       const char **name_out);
void define_supers_done(Object *loader, const char *name);

/* ---- finalization (natives/lang.c): Finalizer.register(o) as frames above the top frame (a VM-internal
   frame that ends with NR_OK below them); the nested form for Object.<init> called from C */
bool finalizer_register_push(Thread *t, Object *o);
void finalizer_register_nested(Thread *t, Object *o);

/* ---- class initialisation (init.c) */
typedef enum { INIT_DONE, INIT_PUSHED, INIT_FAILED } InitResult;
/* Starts initialising c on t: INIT_DONE when nothing is left to do, INIT_PUSHED when frames were pushed
   (re-execute the triggering instruction after they finish), INIT_FAILED with an exception pending. */
InitResult init_class_start(Thread *t, Class *c);

/* ---- exceptions.c */
void exceptions_init(Thread *t);
/* Fills the backtrace of a new throwable from t's frames (skipping its own constructor frames). */
void fill_in_stack_trace(Thread *t, Object *throwable);
extern Object *preallocated_oom, *preallocated_soe;

/* ---- cstack.c */
/* Whether the calling OS thread has C stack enough left to run Java in a nested interpreter run. */
bool cstack_has_room(void);

/* ---- threads.c */
void threads_init_main(Thread *t);
Thread *thread_new(void);
/* Green threads, between runs (no Java code running): t becomes the thread the next run starts on;
   answers the one it replaces. */
Thread *threads_make_current(Thread *t);
Thread *thread_new_sized(uint64_t requested);
void threads_reset_start_times(int64_t now); /* a VM restored from the start-up snapshot */
Thread *thread_of_java(Object *jthread); /* the VM thread of a started, not terminated java.lang.Thread, else NULL */
void threads_destroy_wait(Thread *t);
/* The same in two steps, for the sliced driver: frames pushed (NULL: nothing to wait for), run them,
   then end. */
Frame *threads_destroy_wait_begin(Thread *t);
void threads_destroy_wait_end(Thread *t, Frame *base);
/* WebAssembly stdin (slice.c): t waits until the host supplies input (NR_BLOCK); the host's input
   wakes every such thread. */
NativeResult thread_wait_for_input(Thread *t);
void threads_input_arrived(void);
/* The earliest deadline of a timed wait (INT64_MAX if none); whether a thread waits for input. */
int64_t threads_earliest_wake(bool *input_waiters);
Monitor *monitor_of(Object *o);
bool monitor_try_enter(Thread *t, Object *o);
NativeResult monitor_enter_blocking(Thread *t, Object *o); /* NR_OK or NR_BLOCK (retry) */
/* Enters o's monitor from C code (JNI MonitorEnter), waiting while another thread owns it; false
   with an exception pending (StackOverflowError) if it cannot. */
bool monitor_enter_from_c(Thread *t, Object *o);
/* The monitor of a synchronized native method whose frame nf is on top: NR_OK when entered (nf->lock
   set), NR_BLOCK when another thread owns it (the frame's continuation waits, then calls the native). */
NativeResult native_monitor_enter(Thread *t, Frame *nf);
bool monitor_exit(Thread *t, Object *o);                  /* false: IllegalMonitorStateException pending */
bool monitor_owned_by(Thread *t, Object *o);
/* For JVMTI: o's owner (NULL: none) and its entry count; the threads in o's wait set (how many; the
   first max of them in out); whether t is blocked entering o's monitor. */
Thread *monitor_owner(Object *o, int *count);
int monitor_wait_set(Object *o, Thread **out, int max);
bool monitor_is_entering(Thread *t, Object *o);
/* A monitor entry not exited yet: the frame on top when it was entered (threads.c). */
typedef struct LockRecord {
    Object *obj;
    Frame *frame;
    Monitor *monitor; /* obj's: the exit that pops the record needs no lookup in the monitor table */
} LockRecord;
bool thread_interrupted(Thread *t);         /* its Java interrupt flag */
/* The live threads (started, with a Thread object, not terminated; the thread ending the VM stays live
   after its ThreadEnd, as in HotSpot): whether u is one, how many (*daemons: of them daemons, if not
   NULL), a Thread[] of them (NULL: OutOfMemoryError pending), the one whose Thread.getId() is id (NULL:
   none). */
bool thread_alive(const Thread *u);
int threads_alive_count(int *daemons);
Object *threads_alive_array(Thread *t);
Thread *thread_of_java_id(jlong id);
/* What blocks u: the thread owning the monitor it is blocked entering, or (synchronizers) the ownable
   synchronizer (a java.util.concurrent lock) it parks for; NULL when it is not blocked so. Whether u is
   on a cycle of threads each blocked by the next: a deadlock (thread dumps, ThreadMXBean). What u parks
   for (Thread.parkBlocker), NULL when it does not park. */
Thread *thread_blocker(Thread *u, bool synchronizers);
bool thread_in_deadlock(Thread *u, bool synchronizers);
Object *thread_park_blocker(Thread *u);
/* JVMTI_THREAD_STATE_* bits of u, alive, as caller sees it (jvmti/threads.c, vm/natives/management_threads.c). */
jint thread_state_bits(Thread *u, Thread *caller);
/* u's frames, innermost first, as a StackTraceElement[] of at most max_depth (< 0: all) elements (u NULL:
   none); NULL with OutOfMemoryError pending. Frames of hidden methods are kept, as in thread dumps. */
Object *thread_stack_trace(Thread *t, Thread *u, int max_depth);
jlong thread_java_id(const Thread *t);      /* Thread.getId(), -1 without a Thread object */
char *thread_name_utf8(Thread *t);         /* Thread.getName() (malloc'd), "" without a Thread object or name */
jint thread_java_priority(Thread *t);      /* Thread.getPriority(), 5 without a Thread object */
void thread_interrupt(Thread *u);           /* Thread.interrupt without Java: sets the flag, ends a wait */
/* Asynchronous exceptions (JVMTI StopThread, Thread.stop): u throws ex at its next safepoint, or at once
   if it waits, sleeps or parks; thread_throw_async throws t's (NR_EXCEPTION). */
void thread_send_async(Thread *u, Object *ex);
NativeResult thread_throw_async(Thread *t);
/* Suspension (JVMTI SuspendThread, Thread.suspend): u runs no Java code until thread_resume; the
   schedulers skip it. */
void thread_suspend(Thread *u);
void thread_resume(Thread *u);
bool threads_any_suspended(void);           /* a live thread is suspended: the program is not finished */
/* Whether u's suspension stops it now. With green threads a thread can stop only where the host gets
   control back: in WebAssembly the outermost, sliced interpreter run, natively the outermost run. In a
   run nested under native code or the VM's own work (the launcher's JNI calls at start-up, a class
   initialiser run from a native) stopping would stop the whole VM, so a suspended thread goes on there
   and stops at the first safepoint of the outermost run. */
bool thread_suspension_holds(const Thread *u);
/* Green scheduler: the next thread to run after t gives up the processor; NULL when t must continue. */
Thread *sched_pick_next(Thread *t, bool t_runnable);
extern uint32_t sched_ticks;
/* Safepoints a thread runs before the scheduler switches: a count, so the same program interleaves
   the same way on every run and in both builds. */
#define SCHED_QUANTUM 10000
/* Gives the running thread a fresh quantum (at main's start: boot's work varies with the clock-seeded
   order of the class library's immutable collections). */
void sched_restart_quantum(void);
extern Thread *all_threads;
void thread_terminated(Thread *t);
bool thread_in_timed_wait(const Thread *t); /* sleeping, or waiting or parked with a deadline */
/* JNI AttachCurrentThread / DetachCurrentThread of OS threads the VM did not start (t holds the token). */
bool thread_attach_foreign(Thread *t, const char *name, Object *group, bool daemon);
void thread_detach_foreign(Thread *t);
/* Starts the unstarted Thread jt (fields as the caller set them) as a new Java thread whose bottom
   frame is the VM-internal continuation `bottom`, with data in its cont_data, run when the thread is
   first scheduled; NULL when no OS thread could be made. */
Thread *thread_start(Thread *t, Object *jt, NativeCont bottom, void *const data[3]);
extern Object *vm_main_thread_group;
extern int64_t vm_start_nanos;            /* boot.c: for uptime in log lines */
extern int gc_cause;                      /* gc.c: why the requested collection runs */

/* exceptions.c */
void print_exception_raw(Object *ex);     /* an exception and its causes from their fields, no Java */
bool fill_stack_trace_element(Thread *t, Object *e, Method *m, int bci);
/* interp.c */
NativeResult sync_entry_cont(Thread *t, Frame *f, Slot *ret);
Object *multi_new_array(Thread *t, Class *ac, int dims, const jint *counts);
/* invoke.c */
void mn_fill_method(Object *mn, Method *m);
/* natives/lang.c */
void reference_handler_wake(void);

/* signals.c: signals for Java handlers. signals_post is async-signal-safe; it returns false when the
   same signal is still waiting and nothing dispatches (the caller then takes the default action). */
bool signals_post(int sig);
int signals_take(void);
bool signals_enable_dispatch(void); /* natively: from now on a posted signal wakes signals_wait */
void signals_wait(void);
void signals_wake_again(void);       /* undoes one signals_wait */
void signals_start_dispatcher(void); /* signal_dispatcher.c */
extern bool signals_reduced; /* -Xrs: SIGINT, SIGTERM, SIGHUP and SIGQUIT are left to the OS */

/* ---- the execution token (token.c): natively every Java thread is an OS thread that runs VM code only
   while it holds the token (os_threads; VITRINE_GREEN_THREADS=1 keeps the green back end natively);
   in WebAssembly os_threads is false and the interpreter switches green threads itself. */
extern bool os_threads;
void token_init_main(Thread *t);          /* the calling OS thread runs t and holds the token */
Thread *token_self(void);                 /* the Java thread of the calling OS thread, or NULL */
bool token_eligible(Thread *t);           /* false while t runs native code without the token */
void token_wake(Thread *u);               /* u became runnable: wake its OS thread to watch for the token */
void token_switch(Thread *t, Thread *n);  /* t hands the token to n; returns when t holds it again */
bool token_idle(Thread *t);               /* nobody runnable: free the token, wait for it; false: deadlock */
void token_thread_exit(Thread *t, Thread *n); /* t has terminated: the token goes to n (or is freed) */
bool token_start_thread(Thread *n);       /* a new Java thread's OS thread; it waits to be handed the token */
bool token_attach(Thread *t);             /* the calling (foreign) OS thread becomes t, waits for the token */
void token_detach(Thread *t);             /* t leaves: hands the token on */
void token_list_lock(void);               /* around changes of all_threads */
void token_list_unlock(void);
void token_keep_forever(Thread *t);       /* DestroyJavaVM: t keeps the token, no Java thread runs again */
bool token_thread_cpu_time(Thread *t, int64_t *nanos); /* CPU time of t's OS thread; false in green mode */
bool token_thread_user_time(Thread *t, int64_t *nanos); /* the user-mode part of it; false in green mode */
bool token_in_native(Thread *t);           /* t runs native code (natively: not holding the token for the VM) */
/* The calling thread t holds the token and has just been suspended: it gives the token on and waits,
   without it, until it is resumed and handed the token again. */
void token_suspend_wait(Thread *t);
/* t runs native code (an agent's callback) and another thread has suspended it: it waits here, the
   token given on, until it is resumed (natively; with green threads nothing can wait, it returns). */
void token_native_wait_resumed(Thread *t);
/* A JNI function called from native code: enter the VM (taking the token back if it was revoked) and
   return to the previous state after; the value to pass back is the state before. */
int token_enter_vm(Thread *t);
void token_return_to(Thread *t, int state);

/* ---- boot.c */
void vm_exit(int status);
/* Options separated by white space (JAVA_TOOL_OPTIONS, an options file): *out holds n strings, each and
   the array freed by the caller. */
int vm_split_options(const char *s, char ***out);
/* A size as HotSpot's options write one: digits (or 0x and hex digits) and an optional
   k, m, g or t; false for a sign, anything else or an overflow. */
bool vm_parse_size(const char *s, uint64_t *out);
/* -Xss, -XX:ThreadStackSize: a size in bytes (0 keeps the default); false after HotSpot's message when
   it is too small. */
bool vm_set_stack_size(uint64_t bytes);
/* util.c: the user and system clock ticks in a /proc/.../stat file (Linux); false if it cannot be read. */
bool vm_proc_stat_ticks(const char *path, uint64_t *user, uint64_t *system);
/* util.c: the machine's memory in bytes (in WebAssembly: what the instance's memory may grow to) and its
   swap space (-1 in WebAssembly, or when unknown). */
int64_t vm_physical_memory(void);
int64_t vm_swap_space(void);
/* A whole file as a NUL-terminated string (NULL if it cannot be read), freed by the caller. */
char *vm_read_text_file(const char *path);
/* HotSpot's end of a start-up that cannot go on: "Error occurred during initialization of VM" and the
   reason (printf format), on stdout as HotSpot prints them, then exit status 1. */
_Noreturn void vm_exit_during_init(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void vm_add_property_option(const char *key_value); /* as a -Dkey=value option (JVMTI SetSystemProperty) */
Thread *vm_boot_prepare(void); /* start-up up to System.initPhase1: nothing run-dependent */
/* ---- snapshot.c: the main thread of a VM restored from the start-up snapshot (exits if this run's
   options rule the snapshot out) */
Thread *snapshot_resumed_main(void);
/* ---- natives/system_props.c: the VM's system properties (SystemProps.Raw.vmProperties) */
typedef struct VmProperty {
    char *key, *value;
    bool writable;
} VmProperty;
int vm_properties(VmProperty **out); /* malloc'd; free with vm_properties_free */
void vm_properties_free(VmProperty *props, int n);
/* ---- natives/lang_misc.c */
int vm_available_processors(void); /* Runtime.availableProcessors() */
/* ---- classes.c */
const char *vm_find_java_home(void); /* the JDK 17 the VM boots from, NULL if none is found */
void vm_destroy_java(Thread *t);   /* all three of: */
void vm_exit_current_thread(Thread *t); /* Thread.exit() of the thread leaving */
void vm_shutdown_java(Thread *t);       /* Shutdown.shutdown(): hooks */
void vm_report_uncaught(Thread *t);     /* dispatchUncaughtException of t's pending exception */
void vm_report_handler_failure(Thread *t); /* the uncaught-exception handler threw t->exception */
/* ---- slice.c: the sliced driver (WebAssembly) and System.in supplied by the host */
bool slice_start_main(Thread *t, Method *main_m, Object *args); /* false: run main synchronously */
/* Threads other than the paused one ran between slices (a debugger's method invocation): the sliced
   run goes on by choosing a thread again, as after a wait, not by continuing the paused one. */
void slice_threads_ran(void);

/* JNI_CreateJavaVM: starts the VM from its option strings on the calling thread, which becomes the
   main thread; NULL after a message if it cannot. */
Thread *vm_create_embedded(int n, char *const *options, bool ignore_unrecognized);

/* ---- JNI (vm/jni/): a NativeFn that calls a JNI native method of a loaded library, or NULL */
NativeFn jni_link_native(Thread *t, Method *m);
NativeResult jni_native_entry(Thread *t, Slot *args, Slot *ret); /* what a JNI method is bound to */
void jni_visit_roots(void (*visit)(Object **ref, void *ctx), void *ctx);
void jni_process_weak_refs(bool (*is_alive)(Object *o, void *ctx), void *ctx);

/* ---- JSR 292 (invoke.c) */
typedef struct IndySite {      /* a linked invokedynamic instruction */
    Method *invoker;           /* static method taking the call's arguments plus the appendix */
    Object *appendix;
    uint16_t cp_index;         /* the InvokeDynamic constant (the original operand) */
} IndySite;
typedef struct HandleSite {    /* a linked MethodHandle.invoke/invokeExact or VarHandle call */
    Method *invoker;
    Object *appendix;
    uint16_t arg_slots;        /* the call's arguments, receiver excluded */
} HandleSite;
typedef struct IntrinsicSite { /* invokeBasic / linkTo* call: arguments as the call site passes them */
    uint16_t arg_slots;        /* including the receiver or trailing MemberName */
    uint8_t kind;              /* REF_invokeVirtual etc. for linkTo*, 0 for invokeBasic */
} IntrinsicSite;
extern uint32_t mn_off_vmtarget, mn_off_vmindex;
IndySite *indy_site(uint32_t i);
bool link_invokedynamic(Thread *t, Class *c, uint16_t index, uint32_t *site_out);
void indy_failure_record(Thread *t, const uint8_t *pc);
bool indy_failure_rethrow(Thread *t, const uint8_t *pc);
bool link_sigpoly(Thread *t, Class *c, Method *rm, uint16_t index, HandleSite **out);
Object *resolve_method_handle_constant(Thread *t, Class *c, uint16_t index);
Object *resolve_dynamic_constant(Thread *t, Class *c, uint16_t index);
/* The MethodType of the method descriptor at Utf8 entry desc_index of caller's constant pool (cached). */
Object *method_type_for(Thread *t, Class *caller, uint16_t desc_index);
/* Drops the recorded outcome of a linkage up-call the instruction did not take. */
void link_upcall_forget(Thread *t);
Method *mn_vmtarget(Object *mn);
jlong mn_vmindex(Object *mn);
Method *mh_entry_method(Thread *t, Object *mh);
int descriptor_arg_slots(const char *desc);

/* ---- natives registry */
void natives_check_tables(void);

#endif
