/* redefine.h: class redefinition's parts (jvmti/redefine.c: RedefineClasses and RetransformClasses;
   redefine_check.c: what may change; redefine_apply.c: the change itself). docs/ARCHITECTURE.md
   "Class redefinition" explains the design. */
#ifndef VITRINE_JVMTI_REDEFINE_H
#define VITRINE_JVMTI_REDEFINE_H

#include "jvmti_impl.h"

/* JVMTI_ERROR_NONE when the class file n may replace c's, else the first restriction it breaks. */
jvmtiError redefine_check_compatible(const Class *c, const ClassFile *n);
/* cf's method of that name and descriptor (symbols), or NULL. */
const CfMethod *redefine_find_method(const ClassFile *cf, const char *name, const char *desc);
/* m's code and nm's (in ncf) are the same modulo the constant pool: the same instructions and handlers,
   every constant pool operand naming an equal constant. */
bool redefine_is_emcp(const Method *m, const ClassFile *ncf, const CfMethod *nm);
/* Gives c the class file ncf (checked compatible; taken over): its methods get the new code in place,
   frames running an old version continue in it (see the design). */
void redefine_apply(Thread *t, Class *c, ClassFile *ncf);
/* A class file written back from c's parsed form (class_reconstitute.c; malloc'd, *len bytes), for a
   retransformation when c kept no bytes; NULL if it cannot be written. */
uint8_t *redefine_reconstitute(const Class *c, size_t *len);
/* m is an old version of a method that frames still run, not equivalent to its new one. */
bool redefine_method_obsolete(const Method *m);

#endif
