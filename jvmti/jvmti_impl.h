/* jvmti_impl.h: the JVMTI implementation's own declarations, shared by jvmti/ sources and the generated
   function table (<build>/jvmti_table.c).

   An environment (jvmtiEnv *) points at a JvmtiEnvImpl whose first member is the function table. Every
   table entry checks the environment, the phase, the required capability and the arguments, then calls
   jvmti_<Name> (declared in functions.h) between jvmti_call_enter and jvmti_call_leave. The VM's state
   for JVMTI (phase, environments in creation order, agents) is a JvmtiState reached from vm.jvmti. */
#ifndef VITRINE_JVMTI_IMPL_H
#define VITRINE_JVMTI_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "jvmti.h"
#include "functions.h"
#include "jvmti_hooks.h"
#include "jni/jni_impl.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
/* a function of include/vitrine.h that the WebAssembly host calls */
#define EMBEDDER_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EMBEDDER_EXPORT
#endif

/* Phases as bits (the specification's values are not: START is 6), for the table's phase masks. */
enum {
    JVMTI_PB_ONLOAD = 1,
    JVMTI_PB_PRIMORDIAL = 2,
    JVMTI_PB_START = 4,
    JVMTI_PB_LIVE = 8,
    JVMTI_PB_DEAD = 16,
    JVMTI_PB_ANY = 31
};

#define JVMTI_EVENT_COUNT (JVMTI_MAX_EVENT_TYPE_VAL - JVMTI_MIN_EVENT_TYPE_VAL + 1)

/* ---------------------------------------------------------------- generated (jvmti_table.c) */

typedef struct JvmtiEventInfo {
    const char *name;       /* NULL for a reserved number */
    unsigned phases;        /* JVMTI_PB_* in which it is sent */
    bool no_capability;     /* enabled without any capability */
    bool posted;            /* this VM sends it (jvmti_post_<Name> exists) */
} JvmtiEventInfo;

extern const struct jvmtiInterface_1_ jvmti_function_table;
extern const JvmtiEventInfo jvmti_events[JVMTI_EVENT_COUNT];
const char *jvmti_error_name(jvmtiError e);                       /* NULL for no error code */
bool jvmti_event_capable(const jvmtiCapabilities *c, int index); /* the capability the event needs is in c */
extern const jvmtiCapabilities jvmti_offered_capabilities;       /* what this VM implements */
extern const jvmtiCapabilities jvmti_onload_only_capabilities;   /* may only be added in the OnLoad phase */

/* ---------------------------------------------------------------- environments (env.c) */

/* Events enabled for one thread (SetEventNotificationMode with a thread). */
typedef struct JvmtiThreadEnable {
    Thread *thread;
    uint64_t events;        /* bit per event index */
} JvmtiThreadEnable;

/* An environment's thread-local storage for one thread (thread_local_storage.c). */
typedef struct JvmtiThreadLocal {
    Thread *thread;
    const void *data;
} JvmtiThreadLocal;

typedef struct JvmtiEnvImpl {
    const struct jvmtiInterface_1_ *functions; /* must be first: a jvmtiEnv * points here */
    uint32_t magic;         /* JVMTI_ENV_MAGIC while the environment is valid */
    jint version;           /* the version GetEnv was asked for */
    struct JvmtiEnvImpl *next; /* creation order */
    jvmtiCapabilities caps;
    jvmtiEventCallbacks callbacks;
    uint64_t events;        /* enabled globally: bit per event index */
    JvmtiThreadEnable *thread_events;
    int n_thread_events, cap_thread_events;
    const void *local_storage;
    JvmtiThreadLocal *thread_locals;
    int n_thread_locals, cap_thread_locals;

    struct JvmtiTagMap *tags; /* object tags (heap_tags.c), NULL until the first SetTag */
    jvmtiExtensionEvent class_unload; /* the ClassUnload extension event's callback (extensions.c) */
    char **native_prefixes;   /* SetNativeMethodPrefix(es), in the order given (native_methods.c) */
    int n_native_prefixes;
} JvmtiEnvImpl;

#define JVMTI_ENV_MAGIC 0x4a564d54u

typedef struct JvmtiAgent JvmtiAgent;

typedef struct JvmtiState {
    jvmtiPhase phase;
    JvmtiEnvImpl *envs, *last_env; /* every environment created, disposed ones too (magic cleared) */
    JvmtiAgent *agents;            /* in command-line order */
    jrawMonitorID free_monitors;   /* destroyed raw monitors, reused by CreateRawMonitor (raw_monitors.c) */
    struct JvmtiDebugState *debug; /* breakpoints and field watches (debug_state.h), NULL until used */
    jint sampling_interval;        /* SetHeapSamplingInterval's bytes (heap_sampling.c; 512 KiB at first) */
    uint32_t sampling_gen;         /* changes with it: threads draw their countdowns again */
    struct KeptBytes **kept_bytes; /* classes' bytes for retransformation (class_file_load_hook.c) */
    Thread *invoking;              /* the thread of a debugger's method invocation in progress (invoke_method.c) */
    Frame *invoke_below;           /* ... and its top frame before the call: the call's frames are above */
    jint async_calls;              /* the asynchronous calls started so far: their numbers */
} JvmtiState;

/* vm.jvmti, created on first use (agent loading or GetEnv). */
JvmtiState *jvmti_state(void);
static inline JvmtiEnvImpl *jvmti_env(jvmtiEnv *env) { return (JvmtiEnvImpl *)env; }
bool jvmti_env_valid(jvmtiEnv *env);
unsigned jvmti_phase_bit(void);
void jvmti_set_phase(jvmtiPhase p);
/* Recomputes vm.jvmti_events after a change of enabled events or callbacks. */
void jvmti_update_event_mask(void);
/* The event's index (event - JVMTI_MIN_EVENT_TYPE_VAL) or -1 if it is not an event. */
int jvmti_event_index(jvmtiEvent ev);
/* e wants event idx for thread t (NULL: no thread): enabled globally or for t, and a callback set. */
bool jvmti_env_wants(JvmtiEnvImpl *e, int idx, Thread *t);

/* ---------------------------------------------------------------- calls from agents */

/* A JVMTI function is called from native code (an agent), usually without the execution token:
   jvmti_call_enter takes it (when vm_state) for the length of the call; false (nothing taken) when
   vm_state is asked of a thread the running VM does not know (JVMTI_ERROR_UNATTACHED_THREAD). */
typedef struct JvmtiCall {
    Thread *thread;         /* the calling thread's VM thread, NULL if it is not attached */
    int state;              /* token_enter_vm's answer */
    bool entered;
} JvmtiCall;
bool jvmti_call_enter(JvmtiCall *c, bool vm_state);
void jvmti_call_leave(JvmtiCall *c);
/* The calling thread's VM thread (NULL: not attached, or before the VM exists). */
Thread *jvmti_calling_thread(void);
/* A JNI local reference for the calling thread (NULL if it has none). */
jobject jvmti_local(Object *o);

/* A thread has ended: its thread-local storage in every environment goes (thread_local_storage.c). */
void jvmti_thread_locals_forget(Thread *t);

/* ---------------------------------------------------------------- argument checks (checks.c) */

jvmtiError jvmti_check_thread(jthread thread, bool null_is_current);
jvmtiError jvmti_check_thread_group(jthreadGroup group);
jvmtiError jvmti_check_class(jclass klass);
jvmtiError jvmti_check_object(jobject object);
jvmtiError jvmti_check_raw_monitor(jrawMonitorID monitor);
/* The VM thread of a jthread (for NULL the calling thread's); NULL when that thread is not alive. */
Thread *jvmti_thread_of(jthread thread);

/* ---------------------------------------------------------------- memory for the agent */

/* (*env)->Allocate's memory: a copy of s (NULL on failure: JVMTI_ERROR_OUT_OF_MEMORY). */
char *jvmti_strdup(jvmtiEnv *env, const char *s);

/* ---------------------------------------------------------------- frames (frames.c) */

/* JVMTI's frames of a thread are its Java and native method frames (not VM-internal ones), depth 0
   the innermost: the numbering of every function that takes a depth. */
int jvmti_frame_count(Thread *t);
Frame *jvmti_frame_at(Thread *t, int depth);          /* NULL beyond the stack */
jlocation jvmti_frame_location(const Thread *t, const Frame *f); /* its bci (as HotSpot reports it); -1: native */
/* The VM thread of a jthread (NULL: the calling thread) if it is alive (started, not terminated). */
Thread *jvmti_live_thread(jthread thread);

/* ---------------------------------------------------------------- object tags (heap_tags.c) */

/* o's tag in e (0: none); setting 0 removes it. */
jlong jvmti_tag_get(JvmtiEnvImpl *e, Object *o);
jvmtiError jvmti_tag_set(JvmtiEnvImpl *e, Object *o, jlong tag);
/* e's tags go with it (DisposeEnvironment). */
void jvmti_tags_free(JvmtiEnvImpl *e);
/* ObjectFree to e, from a collection (the caller checked that e wants it). */
void jvmti_post_ObjectFree(JvmtiEnvImpl *e, jlong tag);

/* ---------------------------------------------------------------- class bytes (class_file_load_hook.c) */

/* The bytes a retransformation of c starts from, if they were kept (false otherwise). */
bool jvmti_class_kept_bytes(Class *c, const uint8_t **bytes, size_t *len);

/* ---------------------------------------------------------------- agents (agents.c) */

/* (jvmti_agent_option and jvmti_load_agents: jvmti_hooks.h) Agent_OnUnload of every agent, at the end
   of the VM. */
void jvmti_unload_agents(void);

#endif
