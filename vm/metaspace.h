/* metaspace.h: what class definition counts against -XX:MaxMetaspaceSize (metaspace.c). */
#ifndef VITRINE_METASPACE_H
#define VITRINE_METASPACE_H

#include <stdbool.h>
#include <stddef.h>

#include "vm.h"
#include "classfile.h"

/* What a class parsed into cf will hold once defined: counted before its Class is made. */
size_t metaspace_class_bytes(const ClassFile *cf);
/* Counts bytes of class metadata for a class of the boot loader or another; false when that would
   pass the limit: OutOfMemoryError "Metaspace" is then pending in t (before the VM has started,
   start-up fails with HotSpot's message; after, the boot loader's classes are not refused). */
bool metaspace_charge(Thread *t, bool boot_loader, size_t bytes);
/* Gives back what a definition that failed after metaspace_charge had counted. */
void metaspace_release(size_t bytes);

#endif
