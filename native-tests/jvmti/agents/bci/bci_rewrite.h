/* bci_rewrite.h: the class-file rewriter of the bytecode-instrumentation agent (bci_agent.c). It adds
   to every method with code a call of the counter class's enter(int) at the start, and a call of its
   allocate(int) before each new, newarray, anewarray and multianewarray, each with a constant id
   (sipush) the agent hands out; every offset that moves is fixed. */
#ifndef BCI_REWRITE_H
#define BCI_REWRITE_H

#include <stddef.h>

/* What an id is for: a method's entries, or one allocation site (bci: the instruction's index in the
   original code; what: "new java/lang/Object", "newarray int", "anewarray java/lang/String",
   "multianewarray [[I"). */
enum { BCI_ENTRY, BCI_ALLOCATION };

/* Hands out the next id (0..32767, sipush's range) for a method entry or an allocation site of
   class `cls`, method `name` `desc`; -1 when there are no more (the method is left as it is). */
typedef int (*BciNewId)(void *ctx, int kind, const char *cls, const char *name, const char *desc, int bci,
                        const char *what);

/* Rewrites the class file `data` (`len` bytes) so that its methods call `counter` (an internal class
   name, "vitrinebci/Counter") as said above. Answers 1 with the new class file in *out (malloc'd, its
   length in *out_len), or 0 when the class was left alone (a malformed or unsupported class file,
   a method that would outgrow the limits of a Code attribute, no method with code). */
int bci_rewrite_class(const unsigned char *data, size_t len, const char *counter, BciNewId new_id, void *ctx,
                      unsigned char **out, size_t *out_len);

#endif
