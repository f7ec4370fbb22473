/* metaspace.c: the limit on class metadata, -XX:MaxMetaspaceSize. HotSpot keeps what it makes of a
   class (its constant pool, methods and code) outside the Java heap, in Metaspace, and throws
   OutOfMemoryError "Metaspace" when defining one more class would pass the limit; the program may
   catch it and go on. This VM counts what a defined class holds in the same way: its parsed class file
   (the parser's arena: constant pool, members, code, attributes), its Class, Method and Field
   structures and its resolution table; what linking adds (vtable, itables) and array classes are
   small and not counted. The amounts are this VM's, not HotSpot's, so the same limit admits a
   different number of classes. Classes are never unloaded, so what is counted stays counted.
   Once the VM has started, the boot loader's classes are counted but never refused: HotSpot maps most
   of the JDK's classes from its class data sharing archive, outside the limit, so a program that
   caught the error can still use the class library (print, format, concatenate strings) there. */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"
#include "jvmti_hooks.h"
#include "metaspace.h"

size_t metaspace_class_bytes(const ClassFile *cf) {
    return cf_allocated_bytes(cf) + sizeof(Class) + (size_t)cf->n_methods * sizeof(Method) +
           (size_t)cf->n_fields * sizeof(Field) + (size_t)cf->cp_count * sizeof(void *);
}

bool metaspace_charge(Thread *t, bool boot_loader, size_t bytes) {
    if (vm.opts.max_metaspace_set && vm.metaspace_used + bytes > vm.opts.max_metaspace && (!boot_loader || !vm.booted)) {
        if (!vm.booted) {
            /* as HotSpot when the limit cannot even hold the classes start-up needs */
            vm_exit_during_init("OutOfMemoryError: Metaspace");
        }
        jvmti_hook_resource_exhausted(t, JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR, "Metaspace");
        vm_throw_oom(t, "Metaspace");
        return false;
    }
    vm.metaspace_used += bytes; /* may pass the limit by a class of the boot loader's */
    return true;
}

void metaspace_release(size_t bytes) {
    vm.metaspace_used -= bytes;
}
