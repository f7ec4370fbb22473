/* bytecode.h: reading a method's bytecode as the interpreter has left it (quick opcodes mapped back to
   the JVMS ones, see quick.h; breakpoints read through): instruction lengths, the constant-pool operand of field, invoke and
   invokedynamic instructions, and the slot counts of descriptors. Shared by the analyses that run on
   live code: helpful NullPointerException messages (natives/npe.c) and the collector's frame reference
   maps (refmap.c). */
#ifndef VITRINE_BYTECODE_H
#define VITRINE_BYTECODE_H
#include <stdbool.h>
#include <stdint.h>

#include "classfile.h"

/* The JVMS opcode of the instruction at bci: quick forms mapped back, and a JVMTI breakpoint (0xca,
   patched over the instruction) read through to the instruction it covers. */
int bc_opcode_at(const uint8_t *code, uint32_t bci);

/* Lengths of the JVMS opcodes of fixed length above 1 (0 for the others: length 1, or the switches
   and wide, or no opcode). */
extern const uint8_t bc_lengths[256];

/* Length of the instruction at bci (quick forms included), 0 when it is malformed, unknown or runs
   past the end of the code. */
uint32_t bc_insn_length(const uint8_t *code, uint32_t code_len, uint32_t bci);

/* The constant pool index of the field, invoke or invokedynamic instruction at bci (a linked
   invokedynamic holds its call-site number instead, a quick getfield/putfield its index in the machine's
   byte order: both mapped back here). */
uint32_t bc_member_index(const uint8_t *code, uint32_t bci);

/* Name and descriptor (and class, when asked) of the Fieldref/Methodref/InterfaceMethodref at index;
   InvokeDynamic entries give name and descriptor only (*cls = NULL). false when the entry is not of
   such a kind. */
bool bc_cp_member(const ClassFile *cf, uint32_t index, const char **cls, const char **name, const char **desc);

/* The method's code as its class file had it: a copy of code_len bytes into out with quick forms
   mapped back to their JVMS opcodes, a linked invokedynamic's operands restored (its constant pool
   index, then the two zero bytes) and so the quick field accesses' indexes (big-endian again);
   breakpoints show the instruction they cover. */
void bc_original_code(const uint8_t *code, uint32_t code_len, uint8_t *out);

/* Slots taken by a value of the type that starts at d (1 or 2), 0 for void or a malformed type;
   *end (if asked) is set past the type. */
int bc_type_slots(const char *d, const char **end);

/* Argument slots (receiver excluded) and result slots of a method descriptor; false if malformed. */
bool bc_method_slots(const char *desc, int *args, int *result);

#endif
