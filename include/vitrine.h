/* vitrine.h: the `vitrine` program's entry point, and Vitrine's extensions of the JNI Invocation API
   that its launcher uses.

   vitrine_main (launcher/java.c) takes a `java` command line (argv[0] is the program name, then the
   same options and arguments as the `java` launcher: -cp, -Dname=value, -Xmx, a main class or -jar
   file, program arguments) and runs it to completion through the Invocation API. It returns the
   process exit status: 0 when the main thread ends normally and no System.exit was called, 1 after
   an uncaught exception, n after System.exit(n) (System.exit may also end the process itself through
   exit(n)). The native launcher (launcher/main.c) and the WebAssembly build both call it from main().

   The extensions, exported by the VM (libvitrine.so and the programs):
   - vitrine_run_main: runs a main method the way the launcher must: with a fresh scheduling quantum
     (the interleaving of the program's threads then does not depend on start-up); in WebAssembly
     it hands the program to the host's event loop (the VM runs it in slices) and does not return.
   - vitrine_java_home: the Java home the VM boots from (the launcher reads its lib/jvm.cfg).
   - vitrine_suspended_threads, vitrine_resume_all, vitrine_resume_thread: how many live threads a
     JVMTI agent has suspended; resume them all, or the one whose Thread.getId() is thread_id (they
     return the number resumed). From outside the VM: the WebAssembly host calls them between slices.
     When no thread can run, vitrine_run_slice answers with the time until the next timed wait ends,
     or -1 (idle, not finished) when only input or a resume can wake a thread; after resuming, run a
     slice again at once.
   - vitrine_data_dump_request: posts JVMTI's DataDumpRequest (what SIGQUIT does natively) to the
     environments that enabled it, their callbacks running on the caller's thread; answers 1 if one
     was sent it, 0 if none (none enabled it, or the VM is not in the live phase). Natively from any
     thread outside the VM or in native code; in WebAssembly the host calls it between slices.
   - vitrine_attach_agent: live attach: loads a JVMTI agent into the running VM (an -agentlib name, or
     a path when it holds a '/') and calls its Agent_OnAttach(options) on the calling thread, attached
     to the VM for the call if it was not; answers Agent_OnAttach's result, or JNI_ERR when the library
     or its Agent_OnAttach cannot be found or the VM does not run. A statically linked agent L
     (cmake/JvmtiAgents.cmake) is found first, its Agent_OnAttach_L called; in WebAssembly that is the
     only kind, and the host calls this between slices (the bridge's session.attachAgent).
   - vitrine_invoke_method: runs a method on a thread that is suspended, for a debugger (JDWP's
     InvokeMethod and NewInstance), with green threads between runs of the interpreter (in WebAssembly:
     between slices): a static method of clazz, an instance method of object (virtual: the object's
     own implementation; nonvirtual: `method` itself) or a constructor (clazz the class to make, the
     new object the result), args as for JNI's Call*MethodA; kind | VITRINE_INVOKE_SINGLE_THREADED
     holds the other threads for the call, which otherwise run if they are not suspended. The thread
     is suspended again after the call. A call that waits for a thread that cannot run is abandoned
     by a java.lang.Error thrown in it (its exception). Answers a jvmtiError: NONE with the result (a local reference of
     env for objects) and the exception the method threw, if any, as a local reference in *exception;
     THREAD_NOT_SUSPENDED, THREAD_NOT_ALIVE, INVALID_THREAD (the thread waits, sleeps, parks or is
     blocked), INVALID_METHODID (the method does not fit the kind of call, or is not the class's), INVALID_OBJECT,
     ILLEGAL_ARGUMENT (object not an instance of the method's class), INVALID_CLASS; NOT_AVAILABLE
     natively with OS threads and from inside a run (jvmti/invoke_method.c).
   - vitrine_invoke_method_start / _result: the same call run by the sliced run (WebAssembly), as
     HotSpot's JDWP agent runs it: _start checks it as vitrine_invoke_method does, puts the method's
     frame on the thread and resumes the thread, which runs it as any other code (its events
     reported, the thread suspended at them, the other threads running as they are), and gives the
     call's number in *call_id; once the method has returned or thrown the thread is suspended where
     it had stopped, and _result, given that number, answers the result and the exception as
     vitrine_invoke_method does (NOT_AVAILABLE until then, ILLEGAL_ARGUMENT for a call the thread does
     not have). Resuming the thread then lets it go on from where it had stopped. Calls made on a
     thread stopped inside a call stack. No single-threaded kind: the host keeps suspended the threads
     it wants so. */
#ifndef VITRINE_H
#define VITRINE_H

#include "jni.h"

#ifdef __cplusplus
extern "C" {
#endif

int vitrine_main(int argc, char **argv);

JNIEXPORT void JNICALL vitrine_run_main(JNIEnv *env, jclass cls, jmethodID main, jobjectArray args);
JNIEXPORT const char *vitrine_java_home(void);
JNIEXPORT int JNICALL vitrine_suspended_threads(void);
JNIEXPORT int JNICALL vitrine_resume_all(void);
JNIEXPORT int JNICALL vitrine_resume_thread(jlong thread_id);
JNIEXPORT int JNICALL vitrine_data_dump_request(void);
JNIEXPORT jint JNICALL vitrine_attach_agent(const char *agent, const char *options);
enum { VITRINE_INVOKE_STATIC = 1, VITRINE_INVOKE_VIRTUAL = 2, VITRINE_INVOKE_NONVIRTUAL = 3, VITRINE_INVOKE_CONSTRUCTOR = 4,
       VITRINE_INVOKE_SINGLE_THREADED = 0x100 };
JNIEXPORT jint JNICALL vitrine_invoke_method(JNIEnv *env, jobject thread, jint kind, jclass clazz, jobject object,
                                             jmethodID method, const jvalue *args, jvalue *result, jobject *exception);
JNIEXPORT jint JNICALL vitrine_invoke_method_start(JNIEnv *env, jobject thread, jint kind, jclass clazz, jobject object,
                                                   jmethodID method, const jvalue *args, jint *call_id);
JNIEXPORT jint JNICALL vitrine_invoke_method_result(JNIEnv *env, jobject thread, jint call_id, jvalue *result,
                                                    jobject *exception);

#ifdef __cplusplus
}
#endif

#endif /* VITRINE_H */
