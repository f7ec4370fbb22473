/* vm.h: the core data structures of the VM (objects, classes, methods, fields, frames, threads), the
   calling convention of native methods, and the services every part of the VM uses (allocation,
   strings, exceptions, class lookup). docs/ARCHITECTURE.md explains the design. */
#ifndef VITRINE_VM_H
#define VITRINE_VM_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "jni.h"
#include "platform.h"
#include "classfile.h"
#include "symbol.h"
#include "hash_ptr.h"
#include "object_header.h"
#include "monitor_table.h"

typedef struct Method Method;
typedef struct Field Field;
typedef struct Frame Frame;
typedef struct Thread Thread;
typedef struct Monitor Monitor;

/* One local variable or operand stack slot. long and double take two slots, as in the JVMS: the value
   lives in the first and the second is unused. */
typedef union Slot {
    jint i;
    jlong j;
    jfloat f;
    jdouble d;
    Object *l;
    uint64_t raw;
} Slot;

/* An int or float in a slot, its upper half zero: one 64-bit store of the zero-extended bits, where
   clearing the slot and then writing its low half is two (the interpreter does this for every int it
   pushes). Both builds are little-endian, so the low half is the union's jint. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "Slot's int and float members must be its low half"
#endif
static inline void slot_set_int(Slot *s, jint v) { s->raw = (uint32_t)v; }
static inline void slot_set_float(Slot *s, jfloat v) {
    uint32_t bits;
    memcpy(&bits, &v, sizeof bits);
    s->raw = bits;
}

/* ---------------------------------------------------------------- objects */

/* struct Object, arrays and the header word's accessors: object_header.h */

/* A field of an object (or a static in a mirror) at a byte offset. */
#define FIELD_AT(obj, off, T) (*(T *)((char *)(obj) + (off)))

/* ---------------------------------------------------------------- classes */

typedef enum ClassState {
    CLASS_LOADED,       /* parsed, super and interfaces loaded, fields laid out */
    CLASS_LINKED,       /* vtable and itables built, natives bindable */
    CLASS_INITIALIZING, /* <clinit> running on init_thread */
    CLASS_INITIALIZED,
    CLASS_ERROR         /* <clinit> failed: further use throws NoClassDefFoundError */
} ClassState;

/* Primitive type codes are descriptor characters: 'Z','B','C','S','I','J','F','D','V'.
   'L' stands for any reference (object or array). */

struct Field {
    Class *klass;
    const char *name;       /* symbol */
    const char *desc;       /* symbol */
    uint16_t access;
    char type;              /* descriptor's first char, '[' and 'L' both mapped to 'L' */
    uint8_t jvmti_watch;    /* JVMTI field watches on it (bits of jvmti/debug_state.h) */
    uint32_t offset;        /* byte offset in the object (instance) or in the mirror (static) */
    int slot;               /* index in klass->fields: reflection's "slot" */
    const CfField *info;    /* attributes (signature, annotations, constant value) */
};

typedef struct NativeFrameInfo NativeFrameInfo;

/* The result of a native method (and of a continuation). */
typedef enum NativeResult {
    NR_OK = 0,        /* *ret holds the return value (if any) */
    NR_EXCEPTION = 1, /* t->exception is set */
    NR_CALL = 2,      /* the native pushed a Java frame (vm_push_call) and set a continuation on its
                         own frame; the interpreter runs the pushed frame, then the continuation. */
    NR_BLOCK = 3      /* the thread must wait (monitor, sleep, park): the native set t->status and a
                         continuation on its own frame; the scheduler runs other threads and calls the
                         continuation when this thread is runnable again. */
} NativeResult;

/* A native method. args holds the arguments in JVM local-variable layout: args[0] is `this` for
   instance methods, the first parameter for static ones; long and double take two slots. Return
   values go in *ret (booleans, bytes, chars and shorts in ret->i). */
typedef NativeResult (*NativeFn)(Thread *t, Slot *args, Slot *ret);

/* A continuation of a native frame: called when the Java frame a native pushed has returned (result
   in *ret) or thrown (t->exception set). It may push again and return NR_CALL. */
typedef NativeResult (*NativeCont)(Thread *t, Frame *native_frame, Slot *ret);

struct Method {
    Class *klass;
    const char *name;       /* symbol */
    const char *desc;       /* symbol */
    uint16_t access;
    uint16_t max_stack, max_locals;
    uint16_t arg_slots;     /* slots taken by the arguments, `this` included */
    char ret_type;          /* 'V', a primitive code, or 'L' */
    uint32_t code_len;
    uint8_t *code;          /* NULL for abstract and native methods */
    const CfMethod *info;   /* attributes: handlers, line numbers, local variables, annotations */
    int vtable_index;       /* -1 when not virtual (static, private, <init>) */
    int itable_index;       /* position in the declaring interface's method list, interfaces only */
    int slot;               /* index in klass->methods: reflection's "slot" */
    NativeFn native;        /* bound native code, NULL until bound */
    struct JniMethod *jni;  /* the JNI function it is bound to and its call bridge (vm/jni/link.c), or NULL */
    uint32_t flags;         /* METHOD_* below */
    struct RefMap *refmap;  /* the collector's reference maps of its frames (refmap.c), built lazily */
};

enum {
    METHOD_CALLER_SENSITIVE = 1u << 0, /* @CallerSensitive */
    METHOD_HIDDEN = 1u << 1,           /* @Hidden: left out of stack traces */
    METHOD_SIGPOLY = 1u << 2,          /* signature-polymorphic */
    METHOD_INTRINSIC = 1u << 4,        /* a Java method the VM runs as native code (Math.sin...) */
    METHOD_OBSOLETE = 1u << 5,         /* the old version of a redefined method, run by frames that were in it */
    METHOD_QUICKENED = 1u << 6,        /* its code holds quick forms (quick.h): only code that ran does */
};

struct Class {
    const char *name;           /* internal form: "java/lang/String", "[I", "[Ljava/lang/Object;"; primitives: "int" */
    Class *super;
    uint16_t n_interfaces;
    Class **interfaces;         /* direct superinterfaces */
    uint16_t access;            /* class access flags (inner class flags for reflection come from InnerClasses) */
    ClassFile *cf;              /* NULL for array and primitive classes */
    Object *loader;             /* defining loader, NULL = boot */
    Object *mirror;             /* the java.lang.Class instance; holds the static fields */
    Object *module;             /* java.lang.Module, NULL until the module system assigns it */
    const char *package;        /* symbol, internal form ("java/lang"), "" for the unnamed package */
    const char *source_module;  /* where the class came from, as -verbose:class says: "jrt:/<module>" for
                                   the image, a defineClass source ("__dynamic_proxy__"), or NULL */

    uint16_t n_fields;
    Field *fields;              /* declared fields, class file order */
    uint16_t n_methods;
    Method *methods;            /* declared methods, class file order */

    uint32_t instance_size;     /* bytes, header included, a multiple of 8; for java.lang.Class the VM's own
                                   class pointer included (a mirror adds the statics: heap.h heap_object_size) */
    uint32_t fields_end;        /* the first byte after the last instance field: a subclass's fields may
                                   start in the padding before instance_size */
    uint32_t static_size;       /* bytes of statics stored in the mirror after mirror_statics_offset */
    uint8_t *ref_map;           /* one bit per pointer-sized word of an instance: 1 = reference field */

    uint16_t vtable_len;
    Method **vtable;
    uint16_t n_itables;
    struct ITable { Class *iface; Method **methods; } *itables; /* every interface implemented, transitively */

    ClassState state;
    Thread *init_thread;
    uint32_t jvmti_size;        /* an instance's size in HotSpot's layout (jvmti/object_layout.c), 0 until asked */
    bool tools_unprepared;      /* loaded while the verifier needed it: tools see it loaded, not yet prepared
                                   (no ClassPrepare, no PREPARED status) until it is initialised or a class
                                   is prepared on it, as HotSpot links such a class only then (classes.c) */
    bool hidden;
    bool is_interface;
    bool is_array;
    char prim_type;             /* primitive classes: the descriptor char; 0 otherwise */
    char elem_type;             /* arrays: the element's descriptor char ('L' for references) */
    uint8_t elem_size;          /* arrays: bytes per element */
    uint8_t dims;               /* arrays: number of dimensions */
    Class *component;           /* arrays: component type */
    Class *array_class;         /* the class of arrays of this class, created on demand */
    Class *nest_host;           /* resolved lazily */

    void **resolved;            /* per constant-pool index: resolved Class*, Field*, Method*, String Object*, ... */
    uint32_t flags;             /* CLASS_* below */
    void *vm_data;              /* per-subsystem extras (reflection caches, JVMTI) */
    void **site_cache;          /* per constant-pool index: the interpreter's linked call sites */
    uint32_t *field_offsets;    /* per constant-pool index: the offset of the field a quick getfield or
                                   putfield accesses (class_field_offsets) */
    Object *init_error;         /* CLASS_ERROR: the ExceptionInInitializerError recorded as the cause of
                                   later NoClassDefFoundErrors */
    Class *old_version;         /* redefined: the class as it was, for its obsolete methods' frames
                                   (constant pool, resolved entries), and so on back (jvmti/redefine_apply.c) */
    struct VerifyProgress *verify_progress; /* verification stopped to load a class it needs: where it
                                   goes on from once the class is loaded (vm/verify.c), else NULL */
};

enum {
    CLASS_HAS_FINALIZER = 1u << 0,
    CLASS_IS_THROWABLE = 1u << 1,
    CLASS_IS_REFERENCE = 1u << 2,   /* java.lang.ref.Reference or a subclass */
    CLASS_IS_CLASSLOADER = 1u << 3,
    CLASS_MAGIC_ACCESSOR = 1u << 4, /* subclass of jdk.internal.reflect.MagicAccessorImpl: no access checks */
    CLASS_VERIFIED = 1u << 5,       /* its bytecode was verified, or needs no verification (vm/verify.h) */
};

/* ---------------------------------------------------------------- frames and threads */

/* A frame on a thread's own stack (never the C stack). Layout in memory:
   [locals: max_locals slots][Frame][operand stack: max_stack slots]. A caller's outgoing arguments
   become the callee's first locals without copying. Native methods get a frame too (locals = args,
   no operand stack) so that they appear in stack traces and can carry a continuation. */
/* frame_place (interp.c: native and VM-internal frames) sets every field, push_frame_at (Java frames)
   those a Java frame reads: a new field goes there too. */
struct Frame {
    Frame *prev;
    Method *method;         /* NULL for a VM-internal frame (continuation carrier) */
    uint8_t *pc;            /* next instruction (saved when this frame calls or is suspended) */
    Slot *locals;
    Slot *sp;               /* first free operand slot (saved) */
    Object *lock;           /* monitor entered on behalf of a synchronized method */
    NativeCont cont;        /* continuation, for native and VM-internal frames */
    void *cont_data[3];     /* for the continuation's use */
    Slot *stack;            /* base of the operand stack */
    Slot value;             /* entry frames: the called method's result */
    bool vm_upcall;         /* VM-internal frame under Java code the VM runs for an instruction (class loading,
                               initialisation, linkage): JVMTI's single step is hidden there, as in HotSpot */
    bool gc_safe_entry;     /* entry frame of a nested run whose C caller holds only JNI references (a JNI
                               up-call): the collector may run inside that run (vm_call_from_jni) */
};

/* How often and how long a thread was blocked entering a monitor and waited (Object.wait, park), for
   java.lang.management's ThreadInfo: counts always, times while Vm.thread_stats.contention_timing is on
   (ThreadMXBean.setThreadContentionMonitoringEnabled); since: when the current block or wait began. */
typedef struct ThreadContention {
    int64_t blocked_count, waited_count;
    int64_t blocked_ns, waited_ns;
    int64_t blocked_since, waited_since;
} ThreadContention;

typedef enum ThreadStatus {
    THREAD_NEW, THREAD_RUNNABLE, THREAD_BLOCKED, THREAD_WAITING, THREAD_TIMED_WAITING,
    THREAD_PARKED, THREAD_TIMED_PARKED, THREAD_SLEEPING, THREAD_TERMINATED,
    THREAD_AT_ENTRY,    /* back at the entry frame of a nested interpreter run that is not innermost:
                           continues when that run is the innermost again (entry_depth) */
    THREAD_IN_INPUT     /* WebAssembly: reading System.in, waiting for the host to supply input */
} ThreadStatus;

struct Thread {
    Object *jthread;            /* java.lang.Thread */
    int64_t id;                 /* VM thread number (1 = main) */
    int64_t start_nanos;        /* when it was made (monotonic): the thread dump's elapsed= */
    Frame *frame;               /* innermost frame, NULL when no Java code is running */
    uint8_t *stack_base;        /* frame stack memory */
    uint8_t *stack_limit;       /* frames must end below this (StackOverflowError) */
    uint8_t *stack_top;         /* first free byte */
    Object *exception;          /* pending exception, NULL if none */
    ThreadStatus status;
    bool daemon;
    bool interrupted;
    bool in_soe;                /* making a StackOverflowError: another overflow throws the preallocated one */
    Frame *alloc_failed_frame;  /* t->frame when the VM last failed to allocate for t: only an allocation
                                   made for that frame's instruction itself is retried (gc.c) */
    Monitor *waiting_on;        /* monitor this thread waits for, or waits in */
    int64_t wake_time_ns;       /* timed waits: monotonic deadline */
    int park_permit;
    int entry_depth;            /* THREAD_AT_ENTRY: the depth of the run it returns to */
    Thread *next;               /* the scheduler's list of all threads */
    void *sched;                /* scheduler back end's per-thread data */
    void *os;                   /* native back end (token.c): the OS thread's data, NULL in green mode */
    int os_state;               /* token.c: in the VM, in native code holding the token, or released */
    void *jni_env;              /* JNIEnv of this thread (JNI issue) */
    bool jvmti_end_posted;      /* JVMTI's ThreadEnd was sent for it (jvmti/events.c) */
    bool jvmti_suspended;       /* JVMTI SuspendThread: runs no Java code until resumed (jvmti/ suspension) */
    bool vm_call_from_native;   /* entering the VM for a call that returns to native code (vm/token.c) */
    bool jvmti_debug;           /* runs the interpreter's debugging dispatch (jvmti/debug_dispatch.c) */
    struct JvmtiThreadDebug *jvmti_dbg; /* its JVMTI debugging state (jvmti/debug_state.h), NULL until needed */
    Frame *jvmti_again_frame;   /* the instruction at jvmti_again_pc in this frame runs again (after frames */
    const uint8_t *jvmti_again_pc; /* it pushed, or after a suspension at its event): its events were sent */
    Object *jvmti_stopped_exception; /* a callback of the Exception event stopped t: the exception kept aside
                                        while t is stopped; its handler search continues when t resumes */
    int64_t jvmti_sample_left;  /* bytes t allocates before its next sampled allocation (jvmti/heap_sampling.c) */
    uint64_t jvmti_sample_rng;  /* its random sequence for the sampling points */
    uint32_t jvmti_sample_gen;  /* the sampling interval's generation its countdown was drawn for */
    bool jvmti_in_sample;       /* posting SampledObjectAlloc: its callbacks' allocations are not sampled */
    int jvmti_posting;          /* JVMTI callbacks of events it posts are running (jvmti/posting.h) */
    struct Posting *jvmti_postings; /* the innermost of those postings (jvmti/posting.h) */
    bool verifier_loading;      /* the verifier asked for a class and it is being loaded (vm/verify.c) */
    bool load_may_push;         /* resolution from bytecode: a Java loader's loadClass may be pushed as frames */
    bool load_pushed;           /* ... and was: the instruction runs again when they return */
    bool link_may_push;         /* linkage from bytecode: its up-calls to Java may be pushed as frames */
    bool link_pushed;           /* ... and one was: the instruction runs again when they return */
    Method *upcall_method;      /* the outcome of such an up-call, waiting for the instruction (invoke.c) */
    Class *upcall_class;
    int upcall_index;
    Object *upcall_value, *upcall_exception, *upcall_extra;
    Frame *catch_resume;        /* a frame whose exception handler search resumes at catch_resume_index */
    int catch_resume_index;
    Object ***roots;            /* addresses of C locals registered as GC roots (vm_push_root) */
    int n_roots, cap_roots;
    Object *async_exception;    /* JVMTI StopThread, Thread.stop: thrown at the thread's next safepoint */
    Object *monitor_object;     /* the object whose monitor it is entering (contended) or waits in */
    bool monitor_contended;     /* blocked entering monitor_object: its entry is reported (JVMTI) */
    struct LockRecord *lock_records; /* monitors entered and not exited, innermost last (threads.c) */
    int n_lock_records, cap_lock_records;
    ThreadContention contention; /* java.lang.management's blocked and waited counts and times */
    uint64_t allocated_bytes;   /* bytes of the heap allocated for it (ThreadMXBean.getThreadAllocatedBytes) */
};

/* ---------------------------------------------------------------- the VM */

typedef struct VmOptions {
    const char *class_path;     /* java.class.path */
    const char *java_home;      /* NULL = find it */
    uint64_t max_heap;          /* -Xmx bytes */
    uint64_t initial_heap;      /* -Xms bytes */
    uint64_t stack_size;        /* -Xss bytes */
    uint64_t max_metaspace;     /* -XX:MaxMetaspaceSize bytes, when max_metaspace_set (vm/metaspace.c) */
    bool max_metaspace_set;
    bool no_verify_remote;      /* -Xverify:none, -XX:-BytecodeVerificationRemote: Java loaders' classes unverified */
    bool verify_local;          /* -Xverify:all, -XX:+BytecodeVerificationLocal: the boot loader's verified too */
    bool no_code_details;       /* -XX:-ShowCodeDetailsInExceptionMessages: no helpful NullPointerException messages */
    bool disable_explicit_gc;   /* -XX:+DisableExplicitGC: System.gc() does nothing */
    bool exit_on_oom;           /* -XX:+ExitOnOutOfMemoryError: the first OutOfMemoryError ends the process */
    bool max_stack_trace_depth_set;
    int max_stack_trace_depth;  /* -XX:MaxJavaStackTraceDepth (0: every frame), when set (else 1024) */
    int active_processors;      /* -XX:ActiveProcessorCount, 0: ask the system */
    bool no_container_support;  /* -XX:-UseContainerSupport: the class library reads no cgroup limits */
    int n_props;
    const char **props;         /* "key=value" from -D */
    int n_module_props;
    const char **module_props;  /* "jdk.module.<name>=value" from --add-opens=... and the like */
    int n_input_args;           /* the options as given (JAVA_TOOL_OPTIONS first), but the launcher's */
    const char **input_args;    /* own: RuntimeMXBean.getInputArguments() */
    int n_assert;               /* -ea/-da/-esa/-dsa in order */
    const char **assert_opts;
} VmOptions;

/* The thread statistics of java.lang.management (vm/threads.c, vm/natives/management_threads.c). */
typedef struct ThreadStats {
    int64_t started;            /* Java threads started (or attached) since the VM began */
    int peak;                   /* most threads alive at once since then, or since a reset */
    bool contention_timing;     /* ThreadMXBean.setThreadContentionMonitoringEnabled */
    bool cpu_time_off;          /* ThreadMXBean.setThreadCpuTimeEnabled(false) */
    bool allocated_memory_off;  /* ThreadMXBean.setThreadAllocatedMemoryEnabled(false) */
    uint64_t ended_allocated;   /* the allocated bytes of threads that have terminated */
} ThreadStats;

typedef struct Vm {
    VmOptions opts;
    const char *java_home;
    Thread *main_thread;
    Object *system_loader;
    int exit_code;
    bool booted;                /* initPhase3 done */
    bool prepared;              /* vm_boot_prepare done (or restored from the start-up snapshot) */
    bool from_snapshot;         /* restored from the start-up snapshot, JNI_CreateJavaVM not yet called */
    struct JvmtiState *jvmti;   /* JVMTI (jvmti/jvmti_impl.h): environments, phase, agents */
    struct BootAppend *boot_append; /* archives appended to the boot class path (boot_append.c) */
    uint64_t metaspace_used;    /* class metadata counted against -XX:MaxMetaspaceSize (vm/metaspace.c) */
    uint64_t jvmti_events;      /* bit i: an environment enabled event JVMTI_MIN_EVENT_TYPE_VAL + i (jvmti/hooks.h) */
    MonitorTable monitors;      /* inflated objects' monitors (monitor_table.h, threads.c) */
    ThreadStats thread_stats;   /* threads started, their peak, management's switches (threads.c) */
} Vm;

extern Vm vm;

/* The thread running Java code now (the one holding the execution token). */
Thread *vm_current_thread(void);
/* Native code (a JNI method, blocking I/O) runs between these two calls. Natively the thread keeps the
   execution token lazily and other threads take it if the native code takes long (vm/token.c); in
   WebAssembly both do nothing. In between, the code must not allocate, change VM state or touch any
   object but the live ones it was given (whose contents it may read and write). */
void vm_enter_native(Thread *t);
void vm_leave_native(Thread *t);
/* System.in supplied by the host (WebAssembly, vm/slice.c): up to len bytes into dst, 0 at the end of
   input; -1 when nothing is buffered and t now waits for input (*nr is the native's result: NR_BLOCK,
   with `retry` as its frame's continuation); -2 when the host does not supply stdin or the thread
   cannot wait here (read fd 0 directly). vm_host_stdin_available: buffered bytes, -1 if not active. */
int vm_host_stdin(Thread *t, uint8_t *dst, int len, NativeCont retry, NativeResult *nr);
int vm_host_stdin_available(void);

/* ---------------------------------------------------------------- well-known classes */

/* Loaded once at boot; never NULL afterwards. */
typedef struct WellKnown {
    Class *Object, *Class, *String, *Cloneable, *Serializable, *Throwable, *System, *Thread,
        *ThreadGroup, *ClassLoader, *Module, *StackTraceElement, *Reference,
        *prim[10], /* indexed by prim_index() */
        *array_Z, *array_B, *array_C, *array_S, *array_I, *array_J, *array_F, *array_D,
        *array_Object, *array_String, *array_Class, *array_StackTraceElement;
} WellKnown;
extern WellKnown wk;

/* 0..8 for "ZBCSIJFDV" */
int prim_index(char type);
/* Bytes taken by a value of this type in an object or array: 1, 2, 4 or 8 (references: pointer size). */
uint32_t type_size(char type);

/* ---------------------------------------------------------------- class lookup */

/* Loads (not initialises) the class of that internal name through the given loader (NULL = boot).
   Array names ("[I", "[Ljava/lang/String;") work too. On failure returns NULL with
   NoClassDefFoundError (or ClassNotFoundException when throw_cnfe) pending. */
Class *vm_load_class(Thread *t, Object *loader, const char *name, bool throw_cnfe);
/* A boot class known to exist (VM internal use); aborts the VM with a message if missing. */
Class *vm_boot_class(Thread *t, const char *name);
/* Already loaded by that loader, or NULL. */
Class *vm_find_loaded_class(Object *loader, const char *name);
/* The primitive class for a descriptor char. */
Class *vm_primitive_class(char type);
/* The class of arrays whose component is c (creating it if needed). */
Class *vm_array_class(Thread *t, Class *component);

/* Class path additions (JVMTI's AddToBootstrapClassLoaderSearch, AddToSystemClassLoaderSearch).
   An archive appended to the boot class path: before the VM starts only recorded (and listed in
   jdk.boot.class.path.append), later opened at once (false if it is not an archive that opens).
   boot_append.c. */
bool boot_append_archive(const char *path, bool before_start);
/* -Xbootclasspath/a's list (separated by ':'), each path appended as before the VM started. */
void boot_append_path_list(const char *list);
/* jdk.boot.class.path.append's value (malloc'd): the archives appended before the VM started. */
char *boot_append_property(void);
/* The bytes of class `name` (internal form) from the first appended archive that has it (malloc'd,
   *len set, *path the archive's), or NULL. */
uint8_t *boot_append_read_class(const char *name, size_t *len, const char **path);
/* Before the VM starts: appends a segment to java.class.path (system_props.c). */
void vm_class_path_append(const char *segment);

/* Initialises c (JVMS 5.5) if it is not initialised yet. Returns true when c is initialised on
   return. When <clinit> code must run, it runs to completion before this returns (nested
   interpreter; used at boot and by natives that need an initialised class synchronously). Returns
   false with an exception pending on failure. */
bool vm_ensure_initialized(Thread *t, Class *c);
/* For a native (its frame on top of t) that needs c initialised: NR_OK when it is (or this thread is
   initialising it), NR_EXCEPTION if that failed, NR_CALL when the initialisation's frames were pushed:
   return NR_CALL, and the native runs again from the start, with the same arguments, once they have
   finished (so it must not have changed anything before asking). */
NativeResult vm_native_init(Thread *t, Class *c);

/* Declared member lookup (exact name and descriptor symbols or plain strings). */
Field *vm_find_declared_field(Class *c, const char *name, const char *desc);
Method *vm_find_declared_method(Class *c, const char *name, const char *desc);
/* Lookup through superclasses (fields: and superinterfaces), JVMS 5.4.3 order. */
Field *vm_resolve_field_in(Class *c, const char *name, const char *desc);
Method *vm_resolve_method_in(Class *c, const char *name, const char *desc);
/* Byte offset of a field, for natives reading well-known fields: class and field must exist
   (aborts with a message otherwise). Static fields: offset within the mirror. */
uint32_t vm_field_offset(Thread *t, const char *class_name, const char *name, const char *desc);

/* Whether `new` can make an instance: not an interface, abstract, array or primitive class. */
bool vm_class_is_instantiable(Class *c);
bool vm_is_subclass_of(Class *c, Class *super);   /* c == super, or super is a superclass/interface of c (assignability for arrays too) */
bool vm_instance_of(Object *o, Class *c);         /* false for NULL */
Class *vm_class_of_mirror(Object *mirror);        /* the Class behind a java.lang.Class object */
Object *vm_mirror(Class *c);                      /* the java.lang.Class object of c */
/* A java.lang.Class object's size in the heap: Class's fields, the VM's class pointer, the statics of
   the class it stands for (none when it stands for none). */
uint64_t mirror_heap_size(const Object *mirror);
/* The binary name with dots: "java.lang.String", "[I", "[Ljava.lang.String;" (malloc'd). */
char *vm_class_java_name(Class *c);

/* ---------------------------------------------------------------- allocation */

/* Each returns NULL with OutOfMemoryError pending when the heap is exhausted. New objects are
   zeroed. */
Object *vm_new_object(Thread *t, Class *c);
Object *vm_new_array(Thread *t, Class *array_class, jint length);   /* NegativeArraySizeException if length < 0 */
Object *vm_new_prim_array(Thread *t, char type, jint length);
Object *vm_new_object_array(Thread *t, Class *elem_class, jint length);
Object *vm_clone(Thread *t, Object *o);
uint64_t vm_heap_used(void);
uint64_t vm_heap_capacity(void);
uint64_t vm_heap_max(void);

/* Exact GC roots held by C code: an Object* in a C local is not seen by the collector unless its
   address is registered while the code may allocate. */
void vm_push_root(Thread *t, Object **ref);
void vm_pop_roots(Thread *t, int n);
/* A root for the VM's lifetime (a static Object* of a native). */
void vm_add_global_root(Object **ref);
/* Visits every registered root (the collector's entry point to C-held references). */
void vm_visit_c_roots(void (*visit)(Object **ref, void *ctx), void *ctx);
/* The same without JNI's references: the VM's own globals and the C roots of each thread. */
void vm_visit_vm_roots(void (*visit)(Object **ref, void *ctx), void *ctx);

/* ---------------------------------------------------------------- strings */

/* java.lang.String from UTF-8 (standard or modified: both decode). */
Object *vm_string_utf8(Thread *t, const char *utf8);
Object *vm_string_utf8n(Thread *t, const char *utf8, size_t len);
Object *vm_string_utf16(Thread *t, const jchar *chars, jint len);
/* String[] of n UTF-8 strings (NULL ones as ""; uninterned, as HotSpot); NULL with an exception pending. */
Object *vm_string_array(Thread *t, const char *const *strs, jint n);
/* The canonical (interned) string of s / of a UTF-8 literal. */
Object *vm_intern(Thread *t, Object *s);
Object *vm_intern_utf8(Thread *t, const char *utf8);
jint vm_string_length(Object *s);
void vm_string_chars(Object *s, jint start, jint len, jchar *out);
/* Standard UTF-8 (unpaired surrogates as 3-byte sequences), malloc'd, NUL-terminated. */
char *vm_string_to_utf8(Object *s);
/* Modified UTF-8 as JNI and class files use it, malloc'd. */
char *vm_string_to_mutf8(Object *s);
/* Internal class name ("java/lang/String") from a Java binary name string ("java.lang.String"), malloc'd. */
char *vm_string_to_internal_name(Object *s);
bool vm_string_equals_utf8(Object *s, const char *utf8);

/* ---------------------------------------------------------------- exceptions */

/* Creates an exception of the named class (internal name) with the formatted message (fmt may be
   NULL: no message), fills in its stack trace from the current frames, and makes it pending.
   Returns NR_EXCEPTION so natives can `return vm_throw(...)`. */
NativeResult vm_throw(Thread *t, const char *class_name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
NativeResult vm_throw_cause(Thread *t, const char *class_name, Object *cause, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
NativeResult vm_throw_object(Thread *t, Object *exception);
NativeResult vm_throw_npe(Thread *t, const char *msg);
NativeResult vm_throw_oom(Thread *t, const char *msg);
/* Throws the error that errno describes as the named class ("java/io/IOException"), message like
   the JDK's natives produce (strerror text). */
NativeResult vm_throw_errno(Thread *t, const char *class_name, int err, const char *prefix);
/* Prints a throwable's stack trace to stderr the way the VM's last resort does. */
void vm_print_exception(Thread *t, Object *ex);

/* ---------------------------------------------------------------- calling Java */

/* Pushes a frame for m with the given arguments (JVM layout, `this` first) on t's stack, above the
   current (native) frame. The native then sets its frame's continuation and returns NR_CALL. Returns
   false with StackOverflowError pending. */
bool vm_push_call(Thread *t, Method *m, const Slot *args);
/* The innermost frame (a native method's own frame while it runs). */
static inline Frame *vm_top_frame(Thread *t) { return t->frame; }

/* Runs m to completion in a nested interpreter loop and returns its result. This is the one C-level
   re-entry into the interpreter: only for JNI up-calls, agent callbacks and VM start-up. Returns
   false with t->exception set when m threw. */
bool vm_call(Thread *t, Method *m, const Slot *args, Slot *result);
/* vm_call for a JNI function that calls Java (Call<Type>Method, NewObject): the caller holds only JNI
   references, so when t runs a JNI native method's C code (interp_in_jni_native), the collector may
   run inside the call. */
bool vm_call_from_jni(Thread *t, Method *m, const Slot *args, Slot *result);
/* Convenience: looks m up by name and descriptor in c (declared or inherited). */
bool vm_call_static(Thread *t, Class *c, const char *name, const char *desc, const Slot *args, Slot *result);
bool vm_call_virtual(Thread *t, Object *receiver, const char *name, const char *desc, const Slot *args, Slot *result);

/* ---------------------------------------------------------------- natives */

typedef struct NativeDef {
    const char *class_name; /* internal form */
    const char *name;
    const char *desc;
    NativeFn fn;
} NativeDef;

/* Each natives file exports one table, ended by an all-NULL entry; vm/natives/registry.c lists them. */
NativeFn vm_lookup_native(Class *c, const char *name, const char *desc);
/* The native of the class library's natives that have nothing to do here (initIDs, registerNatives,
   init hooks whose work this VM does elsewhere or not at all): returns at once. */
NativeResult vm_native_nothing(Thread *t, Slot *args, Slot *ret);

/* ---------------------------------------------------------------- misc */

/* Identity hash code (stable, never 0 after first call). */
jint vm_identity_hash(Object *o);
/* Restarts the identity-hash sequence (when the program starts, so both builds give it the same hashes). */
void vm_identity_hash_reseed(void);
/* Monotonic nanoseconds and wall-clock milliseconds. */
int64_t vm_nanotime(void);
int64_t vm_millis(void);
/* Fatal VM error: prints and exits with status 1 (never for Java-level errors). */
void vm_fatal(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
/* vm_hash_ptr (a hash of an address for pointer-keyed tables): hash_ptr.h */
void *vm_malloc(size_t n);   /* aborts via vm_fatal on failure (VM-internal tables only) */
void *vm_calloc(size_t n, size_t m);
char *vm_strdup(const char *s);

#endif
