/* signal_dispatcher.c: natively, with the OS threads back end, the thread that runs Java for a signal:
   a daemon Java thread of the system thread group named "Signal Dispatcher", as in HotSpot, an OS
   thread attached through the Invocation API that waits for signals (vm/signals.c) and calls
   jdk.internal.misc.Signal.dispatch(int) for each, which starts the Java handler on a thread of its
   own. The OS thread starts with the VM; it attaches when the first signal comes. It waits in native code, so it runs whatever the program's threads are doing: a thread in a
   tight loop loses the execution token to it, a blocked one does not matter.

   SIGQUIT is the VM's own (unless -Xrs), as in HotSpot: it prints the full thread dump
   (vm/thread_dump.c) and is a request for a dump of data, which JVMTI agents receive as
   DataDumpRequest on this thread; no Java handler may take it, and it does not end the process. */
#include "internal.h"
#include "jni/jni_impl.h"
#include "jvmti_hooks.h"

#ifndef VITRINE_WASM
#include <pthread.h>
#include <signal.h>
#include <string.h>

static void sigquit_handler(int sig) { signals_post(sig); }

static void *dispatcher_main(void *arg) {
    jobject group = arg;
    JavaVM *jvm = &jni_java_vm;
    JNIEnv *env;
    JavaVMAttachArgs aa = {JNI_VERSION_1_8, "Signal Dispatcher", group};
    /* the Java thread exists from the first signal on: a program that gets none (and an agent tracing
       its threads) sees the same threads as without this one, at the same moments */
    signals_wait();
    signals_wake_again();
    if ((*jvm)->AttachCurrentThreadAsDaemon(jvm, (void **)&env, &aa) != JNI_OK) return NULL;
    (*env)->DeleteGlobalRef(env, group);
    jclass cls = (*env)->FindClass(env, "jdk/internal/misc/Signal");
    jmethodID dispatch = cls ? (*env)->GetStaticMethodID(env, cls, "dispatch", "(I)V") : NULL;
    if (!dispatch) {
        (*env)->ExceptionClear(env);
        return NULL;
    }
    for (;;) {
        signals_wait();
        for (int s; (s = signals_take()) != 0;) {
            if (s == SIGQUIT) {
                /* a tool asking to attach (vm/attach_listener.c), else as HotSpot: the threads' dump
                   on stdout, then the agents' DataDumpRequest */
                if (attach_listener_on_sigquit()) continue;
                thread_dump_print(vm_current_thread(), stdout);
                jvmti_hook_data_dump_request();
                continue;
            }
            (*env)->CallStaticVoidMethod(env, cls, dispatch, (jint)s);
            (*env)->ExceptionClear(env); /* as HotSpot's dispatcher, which ignores them */
        }
    }
    return NULL;
}
#endif

void signals_start_dispatcher(void) {
#ifndef VITRINE_WASM
    if (!os_threads) return;
    Field *pf = vm_find_declared_field(wk.ThreadGroup, "parent", "Ljava/lang/ThreadGroup;");
    jobject group = jni_new_global(pf ? FIELD_AT(vm_main_thread_group, pf->offset, Object *) : NULL);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t tid;
    if (!signals_enable_dispatch() || pthread_create(&tid, &attr, dispatcher_main, group) != 0) {
        jni_delete_global(group);
    } else if (!signals_reduced) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = sigquit_handler;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESTART;
        sigaction(SIGQUIT, &sa, NULL);
    }
    pthread_attr_destroy(&attr);
#endif
}
