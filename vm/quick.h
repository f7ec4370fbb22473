/* quick.h: the interpreter's quick opcodes. Resolved instructions are rewritten in place into these
   forms (numbers the JVMS leaves unassigned); their operands are the original ones, except a linked
   invokedynamic, whose four operand bytes hold its call-site number (indy_site). Anything that reads
   bytecode after execution (helpful NPE messages, JVMTI) maps them back with quick_original_opcode. */
#ifndef VITRINE_QUICK_H
#define VITRINE_QUICK_H
#include <stdint.h>

enum {
    Q_GETFIELD_I = 0xcb, Q_GETFIELD_J, Q_GETFIELD_L, Q_GETFIELD_B, Q_GETFIELD_Z, Q_GETFIELD_C, Q_GETFIELD_S,
    Q_PUTFIELD_I, Q_PUTFIELD_J, Q_PUTFIELD_L, Q_PUTFIELD_B, Q_PUTFIELD_Z, Q_PUTFIELD_C,
    Q_GETSTATIC, Q_PUTSTATIC, Q_INVOKEVIRTUAL, Q_INVOKEDIRECT, Q_INVOKEINTERFACE, Q_NEW,
    Q_INVOKEVIRTUAL_FINAL, Q_LDC, Q_LDC_W, Q_CHECKCAST, Q_INSTANCEOF, Q_ANEWARRAY, Q_INVOKESTATIC,
    Q_INVOKEDYNAMIC, Q_INVOKEHANDLE, Q_INVOKEBASIC, Q_LINKTO
};

#endif
