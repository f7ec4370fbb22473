/* agents.c: loading JVMTI agents. -agentlib:<name>[=<options>] and -agentpath:<path>[=<options>]
   are recorded while the VM options are parsed; before the VM starts, each agent is found and its
   Agent_OnLoad called (the OnLoad phase), and Agent_OnUnload is called when the VM ends.

   Finding an agent, as HotSpot does: a statically linked agent L first (Agent_OnLoad_L in the program,
   the specification's "Statically Linked Agents"; in WebAssembly the only kind, registered by the
   table cmake/JvmtiAgents.cmake generates); then natively lib<name>.so in the JDK's lib directory,
   then lib<name>.so through the dynamic linker's search (LD_LIBRARY_PATH); -agentpath's file is opened
   as given. -javaagent:<jar>[=<options>] is -agentlib:instrument=<jar>[=<options>], as in HotSpot:
   natively the JDK's own libinstrument.so (java.lang.instrument) is found in its lib directory.

   An agent loaded into the running VM (jvmti_attach_agent: the attach mechanism, vm/attach_listener.c)
   is found the same way and its Agent_OnAttach called in the live phase.

   The JDK's agent libraries (libjdwp.so) name libjvm.so and libjava.so as their dependencies: before
   an agent library is opened, Vitrine's own libjvm.so (vm/libjvm/libjvm.c, built beside the program
   or libvitrine.so) is loaded with RTLD_GLOBAL, so the dynamic loader takes it for theirs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"
#ifndef VITRINE_WASM
#include <dlfcn.h>
#include <unistd.h>
#endif

#include "jvmti_agents.h"
#include "jvmti_impl.h"

typedef jint(JNICALL *AgentOnLoad)(JavaVM *vm, char *options, void *reserved);
typedef void(JNICALL *AgentOnUnload)(JavaVM *vm);

struct JvmtiAgent {
    char *name;             /* the library name (-agentlib) or path (-agentpath) */
    char *options;          /* NULL when none were given (Agent_OnLoad gets NULL then, as in HotSpot) */
    bool is_path;
    AgentOnLoad on_load;
    AgentOnUnload on_unload;
    JvmtiAgent *next;
};

static const JvmtiStaticAgent *static_agents;
static int n_static_agents;

void jvmti_register_static_agents(const JvmtiStaticAgent *agents, int n) {
    static_agents = agents;
    n_static_agents = n;
}

void jvmti_agent_option(const char *option) {
    JvmtiAgent *a = vm_calloc(1, sizeof *a);
    const char *spec;
    if (!strncmp(option, "-agentlib:", 10)) {
        spec = option + 10;
    } else if (!strncmp(option, "-agentpath:", 11)) {
        spec = option + 11;
        a->is_path = true;
    } else { /* -javaagent:<jar>[=<options>] */
        a->name = strdup("instrument");
        a->options = strdup(option + 11);
        spec = NULL;
    }
    if (spec) {
        const char *eq = strchr(spec, '=');
        a->name = eq ? strndup(spec, (size_t)(eq - spec)) : strdup(spec);
        a->options = eq ? strdup(eq + 1) : NULL;
    }
    JvmtiState *s = jvmti_state();
    JvmtiAgent **p = &s->agents;
    while (*p) p = &(*p)->next;
    *p = a;
}

static const JvmtiStaticAgent *static_agent(const char *name) {
    for (int i = 0; i < n_static_agents; i++)
        if (!strcmp(static_agents[i].name, name) && static_agents[i].on_load) return &static_agents[i];
    return NULL;
}

/* HotSpot's report of an agent that cannot start (on stdout, as HotSpot writes it); the VM then ends
   with status 1 without Agent_OnUnload calls. */
static void fail(const char *fmt, const char *a, const char *b) {
    printf("Error occurred during initialization of VM\n");
    printf(fmt, a, b);
    putchar('\n');
    fflush(stdout);
    jvmti_set_phase(JVMTI_PHASE_DEAD);
}

#ifndef VITRINE_WASM
/* Loads libjvm.so from the directory of the module holding the VM (the program, or libvitrine.so), once
   and for good, with RTLD_GLOBAL: a library opened later whose DT_NEEDED names libjvm.so is given
   this one (glibc matches an already loaded library by its SONAME), never HotSpot's. Without it an
   agent that needs libjvm.so fails to open with the loader's message naming the missing library. */
static void load_own_libjvm(void) {
    static bool tried;
    if (tried) return;
    tried = true;
    Dl_info info;
    if (!dladdr((void *)&load_own_libjvm, &info) || !info.dli_fname) return;
    char module[4096];
    /* the program found through PATH is known by its bare name: its file is /proc/self/exe */
    if (strchr(info.dli_fname, '/')) snprintf(module, sizeof module, "%s", info.dli_fname);
    else {
        ssize_t n = readlink("/proc/self/exe", module, sizeof module - 1);
        if (n <= 0) return;
        module[n] = 0;
    }
    char path[4096];
    snprintf(path, sizeof path, "%.*s/libjvm.so", (int)(strrchr(module, '/') - module), module);
    dlopen(path, RTLD_NOW | RTLD_GLOBAL);
}
#endif

#ifndef VITRINE_WASM
/* Opens a's library where HotSpot looks for it: -agentpath's file as given; -agentlib's in the JDK's
   lib directory, then through the dynamic linker's search. NULL with the linker's message in err. */
static void *open_agent_library(const JvmtiAgent *a, char *err, size_t n) {
    load_own_libjvm();
    void *handle;
    if (a->is_path) {
        handle = dlopen(a->name, RTLD_NOW);
    } else {
        char path[4096];
        const char *home = vm.opts.java_home ? vm.opts.java_home : vm_find_java_home();
        snprintf(path, sizeof path, "%s/lib/lib%s.so", home ? home : "", a->name);
        handle = dlopen(path, RTLD_NOW);
        if (!handle) {
            snprintf(path, sizeof path, "lib%s.so", a->name);
            handle = dlopen(path, RTLD_NOW);
        }
    }
    if (!handle) snprintf(err, n, "%s", dlerror());
    return handle;
}
#endif

/* Finds a's Agent_OnLoad (and Agent_OnUnload); false after HotSpot's message. */
static bool find_agent(JvmtiAgent *a) {
    const JvmtiStaticAgent *st = a->is_path ? NULL : static_agent(a->name);
    if (st) {
        a->on_load = (AgentOnLoad)st->on_load;
        a->on_unload = (AgentOnUnload)st->on_unload;
        return true;
    }
#ifdef VITRINE_WASM
    /* no library files in WebAssembly: the message is the one a failed dlopen gives natively */
    char lib[512];
    if (a->is_path) snprintf(lib, sizeof lib, "%s", a->name);
    else snprintf(lib, sizeof lib, "lib%s.so", a->name);
    char err[600];
    snprintf(err, sizeof err, "%s: cannot open shared object file: No such file or directory", lib);
    fail(a->is_path ? "Could not find agent library %s in absolute path, with error: %s"
                    : "Could not find agent library %s on the library path, with error: %s",
         a->name, err);
    return false;
#else
    if (!a->is_path) {
        /* linked into the program some other way (an embedding application): its exported symbols */
        char sym[300];
        snprintf(sym, sizeof sym, "Agent_OnLoad_%s", a->name);
        void *on_load = dlsym(RTLD_DEFAULT, sym);
        if (on_load) {
            snprintf(sym, sizeof sym, "Agent_OnUnload_%s", a->name);
            void *on_unload = dlsym(RTLD_DEFAULT, sym);
            memcpy(&a->on_load, &on_load, sizeof on_load);
            memcpy(&a->on_unload, &on_unload, sizeof on_unload);
            return true;
        }
    }
    char err[1024] = "";
    void *handle = open_agent_library(a, err, sizeof err); /* never closed: it stays as long as the process */
    if (!handle) {
        fail(a->is_path ? "Could not find agent library %s in absolute path, with error: %s"
                        : "Could not find agent library %s on the library path, with error: %s",
             a->name, err);
        return false;
    }
    void *on_load = dlsym(handle, "Agent_OnLoad");
    if (!on_load) {
        fail("Could not find Agent_OnLoad function in the agent library: %s%s", a->name, "");
        return false;
    }
    void *on_unload = dlsym(handle, "Agent_OnUnload");
    memcpy(&a->on_load, &on_load, sizeof on_load);
    memcpy(&a->on_unload, &on_unload, sizeof on_unload);
    return true;
#endif
}

bool jvmti_load_agents(void) {
    JvmtiState *s = vm.jvmti;
    if (!s) return true;
    for (JvmtiAgent *a = s->agents; a; a = a->next) {
        if (!find_agent(a)) return false;
        jint r = a->on_load(&jni_java_vm, a->options, NULL);
        if (r != JNI_OK) {
            fail("agent library failed to init: %s%s", a->name, "");
            return false;
        }
    }
    jvmti_set_phase(JVMTI_PHASE_PRIMORDIAL);
    return true;
}

jint jvmti_attach_agent(Thread *t, const char *name, bool is_path, const char *options, char *err, size_t n) {
#ifdef VITRINE_WASM
    (void)t, (void)name, (void)is_path, (void)options;
    snprintf(err, n, "agents cannot be loaded into a running VM in WebAssembly (static agents start with it)");
    return JNI_ERR;
#else
    JvmtiAgent *a = vm_calloc(1, sizeof *a);
    a->name = strdup(name);
    a->is_path = is_path;
    a->options = options && *options ? strdup(options) : NULL;
    void *handle = open_agent_library(a, err, n);
    void *on_attach = handle ? dlsym(handle, "Agent_OnAttach") : NULL;
    if (handle && !on_attach) snprintf(err, n, "Could not find Agent_OnAttach function in the agent library: %s", name);
    if (!on_attach) {
        if (handle) dlclose(handle);
        free(a->name);
        free(a->options);
        free(a);
        return JNI_ERR;
    }
    void *on_unload = dlsym(handle, "Agent_OnUnload");
    memcpy(&a->on_unload, &on_unload, sizeof on_unload);
    /* the JVMTI state of a VM started without agents is made now, in the live phase, by the token's
       holder (the VM's threads read vm.jvmti without a lock) */
    vm_leave_native(t);
    JvmtiState *s = jvmti_state();
    vm_enter_native(t);
    AgentOnLoad fn; /* Agent_OnAttach has Agent_OnLoad's signature */
    memcpy(&fn, &on_attach, sizeof fn);
    jint r = fn(&jni_java_vm, a->options, NULL);
    if (r != JNI_OK) {
        /* as HotSpot: the library stays, the agent is not kept */
        free(a->name);
        free(a->options);
        free(a);
        return r;
    }
    vm_leave_native(t);
    JvmtiAgent **p = &s->agents;
    while (*p) p = &(*p)->next;
    *p = a;
    vm_enter_native(t);
    return r;
#endif
}

/* include/vitrine.h: live attach from the embedding program, on the calling thread (attached to the VM
   for the call when it was not). */
EMBEDDER_EXPORT JNIEXPORT jint JNICALL vitrine_attach_agent(const char *agent, const char *options) {
#ifdef VITRINE_WASM
    (void)agent, (void)options;
    return JNI_ERR;
#else
    if (!agent || !vm.booted) return JNI_ERR;
    JavaVM *jvm = &jni_java_vm;
    JNIEnv *env;
    bool attached_here = false;
    if ((*jvm)->GetEnv(jvm, (void **)&env, JNI_VERSION_1_8) == JNI_EDETACHED) {
        if ((*jvm)->AttachCurrentThreadAsDaemon(jvm, (void **)&env, NULL) != JNI_OK) return JNI_ERR;
        attached_here = true;
    }
    char err[1024];
    jint r = jvmti_attach_agent(vm_current_thread(), agent, strchr(agent, '/') != NULL, options, err, sizeof err);
    if (attached_here) (*jvm)->DetachCurrentThread(jvm);
    return r;
#endif
}

void jvmti_unload_agents(void) {
    JvmtiState *s = vm.jvmti;
    if (!s) return;
    for (JvmtiAgent *a = s->agents; a; a = a->next) {
        AgentOnUnload u = a->on_unload;
        a->on_unload = NULL; /* once, whichever way the VM ends */
        if (u) u(&jni_java_vm);
    }
}
