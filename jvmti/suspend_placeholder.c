/* suspend_placeholder.c: stands in for jvmti_suspend_here until thread suspension exists: no thread is
   ever suspended, so none stops after an event. */
#include "jvmti_hooks.h"

bool jvmti_suspend_here(Thread *t) {
    (void)t;
    return false;
}
