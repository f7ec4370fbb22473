/* verify.h: bytecode verification (JVMS 4.10) as the rest of the VM reaches it. A class is verified
   once, before it is first initialised (init.c), together with its superclasses and superinterfaces
   not verified yet; which classes are verified follows HotSpot's options (BytecodeVerificationRemote:
   classes of Java class loaders, on by default; BytecodeVerificationLocal: the boot loader's, off).
   docs/ARCHITECTURE.md ("Verification") says what the interpreter may rely on afterwards. */
#ifndef VITRINE_VERIFY_H
#define VITRINE_VERIFY_H
#include <stdbool.h>

#include "internal.h"

/* Whether the options ask for c to be verified (its loader, hidden and VM-made classes). */
bool verify_wanted(const Class *c);

/* Verifies every method of c now. Classes its checks need are loaded through c's defining loader, in a
   nested interpreter run when that is a Java loader (for callers that cannot be resumed, such as
   JVMTI's RedefineClasses). Returns false with the exception pending: VerifyError (HotSpot's message),
   ClassFormatError for a malformed StackMapTable, or the error of a class that could not be loaded.
   Checks c whatever verify_wanted says; does not mark it verified. */
bool verify_class(Thread *t, Class *c);

/* Before c is initialised: verifies c and its supertypes that are not verified yet (as verify_wanted
   asks) and marks them. A class to load through a Java loader is loaded on the frame stack (INIT_PUSHED:
   the caller runs again when the frames return, and verification starts again with the class loaded). */
InitResult verify_before_init(Thread *t, Class *c);

/* Linking for a native that reflects on c (getDeclaredMethods0 and the like: HotSpot links the class
   there, so a class that fails verification fails there): NR_OK when c is verified, NR_EXCEPTION with
   the VerifyError pending, NR_CALL when a class was pushed for loading (the native runs again from the
   start when its frames return, as with vm_native_init). */
NativeResult verify_for_native(Thread *t, Class *c);

#endif
