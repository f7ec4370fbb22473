/* verify_internal.h: what the verifier's files share: verification types (JVMS 4.10.1.2), frames of
   locals and operand stack, the state of one method's verification, and the error record that
   verify_message.c turns into HotSpot's VerifyError text. */
#ifndef VITRINE_VERIFY_INTERNAL_H
#define VITRINE_VERIFY_INTERNAL_H
#include <stdbool.h>
#include <stdint.h>

#include "internal.h"

typedef enum VTag {
    VT_TOP, VT_INT, VT_FLOAT, VT_LONG, VT_LONG2, VT_DOUBLE, VT_DOUBLE2, VT_NULL,
    VT_UNINIT_THIS, VT_UNINIT, VT_REF,
    VT_RETADDR,  /* jsr's return address (inference only); pc: the subroutine's first instruction */
    /* the types instructions expect that are no value's type (only in messages and checks) */
    VT_ANY_REF, VT_CAT1
} VTag;

/* One verification type. References carry their class name as a symbol (internal form, arrays as
   descriptors: "[I"); uninitialised objects the bci of their `new`. */
typedef struct VType {
    uint8_t tag;
    uint16_t pc;
    const char *name;
} VType;

/* Locals and operand stack at one point. n_locals is how many locals the frame defines (HotSpot's
   locals size: the rest are top); this_uninit is JVMS's flagThisUninit. */
typedef struct VFrame {
    int bci;
    int n_locals, n_stack;
    bool this_uninit;
    VType *locals; /* max_locals entries */
    VType *stack;  /* max_stack entries */
} VFrame;

/* The kinds of failure, each with HotSpot's headline (split verifier) and, for the inference verifier
   of old class files, the old verifier's message. */
typedef enum VErrKind {
    VE_BAD_TYPE, VE_BAD_TYPE_IN, VE_STACK_OVERFLOW, VE_STACK_UNDERFLOW, VE_LOCALS_OVERFLOW, VE_FALL_OFF,
    VE_EXPECT_FRAME, VE_INCONSISTENT_FRAME, VE_FRAME_MISMATCH, VE_HANDLER_MISMATCH, VE_RETURN_EXPECTED,
    VE_RETURN_UNEXPECTED, VE_BAD_RETURN, VE_CONSTRUCTOR_RETURN, VE_INIT_OPERAND, VE_WRONG_INIT,
    VE_BAD_INVOKESPECIAL, VE_PROTECTED, VE_BAD_LOCAL_TYPE,
    VE_HEADLINE  /* the headline is err.headline as written (bad instructions, constant pool faults...) */
} VErrKind;

typedef struct VError {
    VErrKind kind;
    int bci;                     /* Location */
    char headline_arg[64];       /* opcode name ("in baload"), branch target, protected instruction... */
    char headline[256];          /* VE_HEADLINE's whole headline */
    bool class_format;           /* a ClassFormatError (malformed StackMapTable), not a VerifyError */
    uint8_t want;                /* VE_BAD_TYPE: the tag expected (the old verifier's message names it) */
    char reason[1400];           /* Reason (empty: "Error exists in the bytecode") */
    bool has_current, has_map;   /* Current Frame / Stackmap Frame sections */
    VFrame current, map;         /* copies (own memory in the Verifier's arena) */
    char old_message[256];       /* the inference verifier's message (old format) */
} VError;

/* The members a class's code names (names and verification types), by constant pool index, shared by
   the class's methods (filled by verify_insn.c); their memory comes in chunks, freed together. */
typedef struct MemberInfo MemberInfo;
typedef struct MemberTypes {
    MemberInfo **by_index;
    char *room;                  /* the current chunk's free space */
    size_t left;
    void *chunks;                /* linked through their first word */
} MemberTypes;

/* The classes the checks of a class's code looked up through its defining loader, by name symbol (a
   class a loader has is its class for good), shared by the class's methods (verify_types.c). */
typedef struct ClassLookups {
    const char **names;          /* NULL: free */
    Class **classes;
    unsigned cap, count;         /* cap: a power of two, or 0 */
} ClassLookups;

/* One method's verification. */
typedef struct Verifier {
    Thread *t;
    Class *c;
    Method *m;
    const CfCode *code;
    const uint8_t *bytes;        /* the code as the class file had it (live code may be quickened) */
    const ClassFile *cf;
    bool nested_loads;           /* may load classes through a Java loader in a nested run */
    const char *need;            /* a class to load through the defining loader before running again */
    bool exception;              /* an exception (loading) is pending: not a VerifyError */
    bool failed;
    VError err;
    int max_locals, max_stack;
    const struct DescTypes *method_types; /* the types of its descriptor */
    VType return_type;           /* VT_TOP for void */
    bool is_init;                /* an <init> of a class other than Object */
    uint32_t *insn_start;        /* per bci: the length of the instruction that starts there, else 0 */
    bool block_owned;            /* insn_start's block (with bytes, catch_types) is the verifier's to free */
    int bad_insn;                /* the first bci that starts no well-formed instruction, or -1 */
    bool bad_insn_truncated;     /* ... because the instruction runs past the code's end */
    /* the successor hook: the type checker checks a branch target against its stack map frame, the
       inference verifier merges into its frame there */
    bool (*branch)(struct Verifier *v, const VFrame *f, int target);
    void *checker;               /* the checker's own state */
    bool old_format;             /* inference: messages in the old verifier's format */
    MemberTypes *members;        /* the class's member types, shared by its methods */
    ClassLookups *lookups;       /* the classes its checks found, shared by its methods */
    VType *catch_types;          /* per exception handler: the type it catches (top when not a class) */
    int handlers_lo, handlers_hi; /* the bcis some handler covers: [lo, hi) */
    unsigned locals_changes;     /* counts the changes of the current frame's locals and flags */
    bool handlers_passed;        /* the type checker's handler check passed for the handlers in */
    uint64_t handlers_passed_set; /* ... this set (bit i: handler i) */
    unsigned handlers_passed_changes; /* ... with the locals as they were at this count */
    int shown_stack;             /* the operand stack depth the instruction started with (error reports) */
    const char *old_incompatible; /* the old verifier's words for a reference of the wrong class here */
} Verifier;

/* ---- verify_types.c */
typedef enum VKnown {
    VK_OBJECT, VK_STRING, VK_CLASS, VK_THROWABLE, VK_METHOD_TYPE, VK_METHOD_HANDLE, VK_CLONEABLE, VK_SERIALIZABLE,
    VK_COUNT
} VKnown;
/* (the small ones inline: every instruction makes and compares several) */
static inline VType vt_make(VTag tag) { return (VType){.tag = (uint8_t)tag}; }
VType vt_ref(const char *name);                 /* name need not be a symbol */
const char *verify_init_name(void);            /* the symbol "<init>" */
/* a class type from a symbol (no interning) */
static inline VType vt_sym(const char *symbol) { return (VType){.tag = VT_REF, .name = symbol}; }
VType vt_known(VKnown k);                       /* java/lang/Object and the other types the rules name */
/* reference, null or uninitialised */
static inline bool vt_is_ref(VType a) {
    return a.tag == VT_REF || a.tag == VT_NULL || a.tag == VT_UNINIT || a.tag == VT_UNINIT_THIS;
}
static inline bool vt_is_two_word(VType a) { return a.tag == VT_LONG || a.tag == VT_DOUBLE; }
static inline bool vt_equal(VType a, VType b) {
    if (a.tag != b.tag) return false;
    if (a.tag == VT_REF) return a.name == b.name;
    if (a.tag == VT_UNINIT || a.tag == VT_RETADDR) return a.pc == b.pc;
    return true;
}
/* The verification type of a field descriptor at *d (advanced past it); int for Z/B/C/S. */
VType vt_of_desc(const char **d);
/* The types of a field or method descriptor: a method's arguments, then its result (top for void), or
   a field's type (n 0). desc is a symbol; the types are made once for the process (verify_types.c). */
typedef struct DescTypes {
    const char *desc;
    int n;
    VType types[];
} DescTypes;
const DescTypes *vt_desc_types(const char *desc);
/* JVMS isAssignable. false with v->need set when a class must be loaded first (or v->exception when
   loading failed). */
bool vt_assignable(Verifier *v, VType from, VType to);
/* The class of a name (a symbol, as every VType's) through the defining loader of the class verified
   (NULL: v->need or v->exception set). */
Class *vt_class(Verifier *v, const char *name);
void class_lookups_release(ClassLookups *cl);
/* The most specific common superclass (inference's merge of two references). */
VType vt_merge(Verifier *v, VType a, VType b);
/* HotSpot's spelling: integer, long_2nd, 'java/lang/String', uninitialized 5... */
void vt_name(VType a, char *buf, size_t cap);

/* ---- verify_insn.c */
/* Runs the instruction at f->bci on f: checks its operands, updates f, and reports its branch targets
   and exception handler targets through v->branch. Returns false when verification fails (v->err)
   or must wait (v->need, v->exception). *falls_through is false after goto, return, athrow, switches. */
bool verify_instruction(Verifier *v, VFrame *f, bool *falls_through);
/* The frame at the method's entry (JVMS 4.10.1.6 methodInitialStackFrame). */
void verify_initial_frame(Verifier *v, VFrame *f);
/* An invokespecial of <init> on uninitializedThis inside a try block fails (before its handlers are
   checked, as HotSpot's "Bad <init> method call from after the start of a try block"). */
bool verify_init_outside_try(Verifier *v, const VFrame *f);
/* Checks an instruction's exception handlers against the frame (type checker) or merges (inference). */
bool verify_handlers(Verifier *v, const VFrame *f, int bci);
VFrame *vframe_new(Verifier *v);                  /* room for max_locals and max_stack types */
size_t verify_vframe_size(const CfCode *code);    /* the bytes of such a frame for code */
VFrame *verify_vframe_at(const CfCode *code, void *memory); /* one laid out in that many bytes */
void member_types_release(MemberTypes *mt);
void *vframes_new(Verifier *v, unsigned n, VFrame **out); /* n of them in one block (returned, to free) */
void vframe_copy(VFrame *dst, const VFrame *src);  /* bci, sizes and flag only: the callers copy the types they need */
/* A failure of the given kind at bci; the current frame is recorded when f is not NULL. Returns false. */
bool verify_fail(Verifier *v, VErrKind kind, int bci, const VFrame *f, const char *reason_fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* A VE_HEADLINE failure: the headline given, the reason "Error exists in the bytecode". Returns false. */
bool verify_fail_headline(Verifier *v, int bci, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* JVMS frameIsAssignable of a current frame to a stack map frame (fails with kind and the two frames). */
bool verify_frame_assignable(Verifier *v, const VFrame *cur, const VFrame *map, VErrKind kind, int bci, int shown_stack);

/* ---- verify.c: the type checker (stack map frames) */
/* Handlers must cover and start at instructions (a ClassFormatError, as HotSpot's verifier throws). */
bool verify_handler_table(Verifier *v);

/* ---- verify_infer.c: verification by type inference (class files before version 50) */
bool verify_method_infer(Verifier *v);

/* ---- verify_message.c */
/* The VerifyError message of a failure in HotSpot's format (malloc'd). */
char *verify_message(Verifier *v);
const char *verify_opcode_name(int op);

#endif
