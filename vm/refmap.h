/* refmap.h: where the references are in a thread's frames, for the collector's exact roots.

   For a Java method and a bci, refmap_at tells which local variables and operand stack slots hold a
   reference when the frame stands before the instruction at that bci; refmap_visit_frames applies
   those maps to every frame of a thread (the rules for native and VM-internal frames are in
   refmap.c). Maps are computed at the first collection that meets a frame of the method and kept
   with the method. Not thread-safe: the collector calls these with every thread stopped. */
#ifndef VITRINE_REFMAP_H
#define VITRINE_REFMAP_H
#include <stdbool.h>
#include <stdint.h>

#include "vm.h"

/* The slots of a frame of m stopped before the instruction at bci that hold references: in *bits, bit
   i (i < max_locals) is local i and bit max_locals + j is operand stack slot j (from the bottom);
   *depth is the operand stack depth there. The bitmap stays valid until the next query for m. Returns false
   when the map is unknown, and the frame must then be scanned conservatively: the method uses
   jsr/ret, its code could not be analysed (malformed, or not verifiable in a way the analysis
   noticed), or bci is not the start of an instruction the analysis reached. */
bool refmap_at(Method *m, uint32_t bci, const uint64_t **bits, uint32_t *depth);

/* Calls visit for every slot of t's frame stack that may hold a reference: exactly for Java and
   native frames, word by word for VM-internal frames and for frames whose map is unknown (see
   refmap.c). Slots the maps say hold a reference may still hold null. */
void refmap_visit_frames(Thread *t, void (*visit)(Object **ref, void *ctx), void *ctx);

/* Frees the maps kept for m (for tests and class unloading). */
void refmap_free(Method *m);

#endif
