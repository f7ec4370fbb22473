/* fuzz_verify.c: libFuzzer target for the bytecode verifier (vm/verify*.c): each input is defined as a
   class in a loader of its own (fuzz_vm.h), then every method is verified at once (verify_class, as
   RedefineClasses does), without the initialisation that fuzz_define.c goes on to. The verifier
   either passes the class with no exception or leaves a VerifyError (a ClassFormatError for a bad
   StackMapTable, or the error of a class it could not load) pending; never a crash, a leak or
   undefined behaviour. The classes it needs come from the JDK's runtime image. */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_vm.h"
#include "jni/jni_impl.h"
#include "verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    JNIEnv *env = fuzz_vm_env();
    fuzz_check((*env)->PushLocalFrame(env, 16) == 0, "a local frame is pushed");
    jclass k = fuzz_vm_define(env, data, size);
    if (k) {
        Thread *t = jni_thread(env);
        int state = jni_transition_enter(env);
        bool ok = verify_class(t, jni_class(k));
        fuzz_check(ok == (t->exception == NULL), "verification fails if and only if it leaves an error pending");
        jni_transition_leave(env, state);
    }
    fuzz_vm_clear_exception(env);
    (*env)->PopLocalFrame(env, NULL);
    return 0;
}
