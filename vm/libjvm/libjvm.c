/* libjvm.c: Vitrine's libjvm.so, the library the JDK's own native libraries name as their VM. The
   JDK's libjdwp.so has DT_NEEDED libjava.so and libjvm.so, and libjava.so needs libjvm.so: before
   such an agent is opened, jvmti/agents.c loads this library (SONAME libjvm.so) with RTLD_GLOBAL, so
   the dynamic loader satisfies those dependencies with it instead of looking for HotSpot's, and the
   JDK's files are used as they are.

   The JDK's libraries are linked with -z now: opening libjava.so binds every JVM_* function it
   imports (vm/libjvm/libjvm_entries.h), although nothing calls them here. The agent itself imports
   nothing from libjvm.so or libjava.so (it reaches the VM through the JavaVM and JVMTI tables), and
   Vitrine implements libjava's natives itself and never registers libjava's. So each entry exists
   for the binding only: if one is ever called, it says which and ends the process, rather than
   answering something made up. The version node SUNWprivate_1.1 (vm/libjvm/libjvm.map) is the one
   libjava.so asks for. */
#include <stdio.h>
#include <stdlib.h>

static void not_provided(const char *name) {
    fprintf(stderr,
            "Vitrine's libjvm.so: %s was called; Vitrine does not run the JDK's libjava.so natives, so it "
            "does not provide this function (vm/libjvm/libjvm.c)\n",
            name);
    abort();
}

/* One exported function per name, with no prototype of its own: none of them reads an argument. */
#define LIBJVM_ENTRY(name) \
    void name(void);       \
    void name(void) { not_provided(#name); }
#include "libjvm_entries.h"
#undef LIBJVM_ENTRY
