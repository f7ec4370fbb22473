/* quick.h: the interpreter's quick opcodes. Resolved instructions are rewritten in place into these
   forms (numbers the JVMS leaves unassigned); their operands are the original ones, except a linked
   invokedynamic, whose four operand bytes hold its call-site number (indy_site), and the quick getfield
   and putfield forms, whose constant pool index is in the machine's byte order (quick_field_index).
   Anything that reads bytecode after execution (helpful NPE messages, JVMTI) maps them back with
   quick_original_opcode and reads member operands through bc_member_index (bytecode.h). */
#ifndef VITRINE_QUICK_H
#define VITRINE_QUICK_H
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

enum {
    Q_GETFIELD_I = 0xcb, Q_GETFIELD_J, Q_GETFIELD_L, Q_GETFIELD_B, Q_GETFIELD_Z, Q_GETFIELD_C, Q_GETFIELD_S,
    Q_PUTFIELD_I, Q_PUTFIELD_J, Q_PUTFIELD_L, Q_PUTFIELD_B, Q_PUTFIELD_Z, Q_PUTFIELD_C,
    Q_GETSTATIC, Q_PUTSTATIC, Q_INVOKEVIRTUAL, Q_INVOKEDIRECT, Q_INVOKEINTERFACE, Q_NEW,
    Q_INVOKEVIRTUAL_FINAL, Q_LDC, Q_LDC_W, Q_CHECKCAST, Q_INSTANCEOF, Q_ANEWARRAY, Q_INVOKESTATIC,
    Q_INVOKEDYNAMIC, Q_INVOKEHANDLE, Q_INVOKEBASIC, Q_LINKTO, Q_LDC2_W,
    Q_DSQRT /* invokestatic Math.sqrt, computed in place */
};

/* The JVMS opcode an instruction had before it was quickened (any other opcode is returned as it is).
   A quick form has the stack effect of its original. */
static inline int quick_original_opcode(int op) {
    switch (op) {
    case Q_GETFIELD_I: case Q_GETFIELD_J: case Q_GETFIELD_L: case Q_GETFIELD_B: case Q_GETFIELD_Z:
    case Q_GETFIELD_C: case Q_GETFIELD_S: return 0xb4;                          /* getfield */
    case Q_PUTFIELD_I: case Q_PUTFIELD_J: case Q_PUTFIELD_L: case Q_PUTFIELD_B: case Q_PUTFIELD_Z:
    case Q_PUTFIELD_C: return 0xb5;                                             /* putfield */
    case Q_GETSTATIC: return 0xb2;
    case Q_PUTSTATIC: return 0xb3;
    case Q_INVOKEVIRTUAL: case Q_INVOKEVIRTUAL_FINAL: case Q_INVOKEHANDLE: case Q_INVOKEBASIC: return 0xb6;
    case Q_INVOKEDIRECT: return 0xb7;                                           /* invokespecial */
    case Q_INVOKESTATIC: case Q_LINKTO: case Q_DSQRT: return 0xb8;
    case Q_INVOKEINTERFACE: return 0xb9;
    case Q_INVOKEDYNAMIC: return 0xba;
    case Q_NEW: return 0xbb;
    case Q_LDC: return 0x12;
    case Q_LDC_W: return 0x13;
    case Q_LDC2_W: return 0x14;
    case Q_CHECKCAST: return 0xc0;
    case Q_INSTANCEOF: return 0xc1;
    case Q_ANEWARRAY: return 0xbd;
    default: return op;
    }
}

/* The quick getfield/putfield forms keep their constant pool index in the machine's byte order: the
   loop's hottest field accesses then read it with one load, without the byte swap of the class file's
   big-endian operand. quick_field_index_set writes it so when the instruction is quickened. */
static inline bool quick_is_field_access(int op) { return op >= Q_GETFIELD_I && op <= Q_PUTFIELD_C; }
static inline uint16_t quick_field_index(const uint8_t *operand) {
    uint16_t v;
    memcpy(&v, operand, sizeof v);
    return v;
}
static inline void quick_field_index_set(uint8_t *operand, uint16_t index) { memcpy(operand, &index, sizeof index); }

#endif
