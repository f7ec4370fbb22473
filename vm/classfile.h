/* classfile.h: the parsed form of a class file (JVMS chapter 4) and its parser. The parser checks
   every index, length and tag it reads, so any byte sequence yields either a ClassFile or an error
   naming the class and the fault; it never reads out of bounds. Names and descriptors are symbols
   (symbol.h). The parser copies the input: a ClassFile owns everything it points to. */
#ifndef VITRINE_CLASSFILE_H
#define VITRINE_CLASSFILE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Constant pool tags */
enum {
    CONSTANT_Utf8 = 1, CONSTANT_Integer = 3, CONSTANT_Float = 4, CONSTANT_Long = 5,
    CONSTANT_Double = 6, CONSTANT_Class = 7, CONSTANT_String = 8, CONSTANT_Fieldref = 9,
    CONSTANT_Methodref = 10, CONSTANT_InterfaceMethodref = 11, CONSTANT_NameAndType = 12,
    CONSTANT_MethodHandle = 15, CONSTANT_MethodType = 16, CONSTANT_Dynamic = 17,
    CONSTANT_InvokeDynamic = 18, CONSTANT_Module = 19, CONSTANT_Package = 20
};

/* Access flags */
enum {
    ACC_PUBLIC = 0x0001, ACC_PRIVATE = 0x0002, ACC_PROTECTED = 0x0004, ACC_STATIC = 0x0008,
    ACC_FINAL = 0x0010, ACC_SYNCHRONIZED = 0x0020, ACC_SUPER = 0x0020, ACC_VOLATILE = 0x0040,
    ACC_BRIDGE = 0x0040, ACC_TRANSIENT = 0x0080, ACC_VARARGS = 0x0080, ACC_NATIVE = 0x0100,
    ACC_INTERFACE = 0x0200, ACC_ABSTRACT = 0x0400, ACC_STRICT = 0x0800, ACC_SYNTHETIC = 0x1000,
    ACC_ANNOTATION = 0x2000, ACC_ENUM = 0x4000, ACC_MODULE = 0x8000, ACC_MANDATED = 0x8000
};

/* MethodHandle reference kinds */
enum {
    REF_getField = 1, REF_getStatic = 2, REF_putField = 3, REF_putStatic = 4,
    REF_invokeVirtual = 5, REF_invokeStatic = 6, REF_invokeSpecial = 7,
    REF_newInvokeSpecial = 8, REF_invokeInterface = 9
};

/* One constant pool entry. Index fields by tag:
   Class: a = name (Utf8).  String: a = Utf8.  Field/Method/InterfaceMethodref: a = Class, b = NameAndType.
   NameAndType: a = name, b = descriptor.  MethodHandle: a = reference kind, b = reference index.
   MethodType: a = descriptor.  Dynamic/InvokeDynamic: a = bootstrap method attr index, b = NameAndType.
   Module/Package: a = name (Utf8).  Long and Double take two slots; the second has tag 0. */
typedef struct CpInfo {
    uint8_t tag;
    uint16_t a, b;
    union {
        int32_t i;
        int64_t j;
        float f;
        double d;
        struct { const char *s; uint32_t len; } utf8; /* s is a symbol (modified UTF-8, NUL-terminated) */
    } v;
} CpInfo;

/* An attribute kept as raw bytes (annotations and the like, handed to reflection as byte[]).
   data == NULL when absent. */
typedef struct CfAttr {
    const uint8_t *data;
    uint32_t len;
} CfAttr;

typedef struct CfExceptionHandler {
    uint16_t start_pc, end_pc, handler_pc, catch_type; /* catch_type 0 = any */
} CfExceptionHandler;

typedef struct CfLineNumber {
    uint16_t start_pc, line;
} CfLineNumber;

/* LocalVariableTable and LocalVariableTypeTable entries (desc holds the signature for the latter). */
typedef struct CfLocalVar {
    uint16_t start_pc, length, index;
    const char *name, *desc;
} CfLocalVar;

typedef struct CfCode {
    uint16_t max_stack, max_locals;
    uint32_t code_len;
    uint8_t *code; /* owned, writable: the interpreter may rewrite (quicken) instructions */
    uint16_t n_handlers;
    CfExceptionHandler *handlers;
    uint16_t n_lines;
    CfLineNumber *lines;
    uint16_t n_locals;
    CfLocalVar *locals;
    uint16_t n_local_types;
    CfLocalVar *local_types;
    CfAttr stack_map_table;
} CfCode;

typedef struct CfField {
    uint16_t access;
    const char *name, *desc;
    const char *signature;          /* Signature attribute or NULL */
    uint16_t constant_value;        /* ConstantValue cp index or 0 */
    CfAttr annotations, invisible_annotations, type_annotations, invisible_type_annotations;
} CfField;

typedef struct CfMethod {
    uint16_t access;
    const char *name, *desc;
    const char *signature;          /* or NULL */
    CfCode *code;                   /* NULL for abstract and native methods */
    uint16_t n_exceptions;
    uint16_t *exceptions;           /* Exceptions attribute: Class cp indices */
    CfAttr annotations, invisible_annotations, parameter_annotations,
        invisible_parameter_annotations, type_annotations, invisible_type_annotations,
        annotation_default, method_parameters;
} CfMethod;

typedef struct CfInnerClass {
    uint16_t inner_class, outer_class, inner_name, access; /* cp indices (0 = none) and flags */
} CfInnerClass;

typedef struct CfBootstrapMethod {
    uint16_t method_handle;         /* MethodHandle cp index */
    uint16_t n_args;
    uint16_t *args;                 /* loadable cp indices */
} CfBootstrapMethod;

typedef struct CfRecordComponent {
    const char *name, *desc, *signature;
    CfAttr annotations, invisible_annotations, type_annotations, invisible_type_annotations;
} CfRecordComponent;

typedef struct ClassFile {
    uint16_t minor, major;
    uint16_t cp_count;              /* entries 1..cp_count-1 are valid; cp[0] is unused */
    CpInfo *cp;
    uint16_t access;
    const char *this_name;          /* internal form, e.g. "java/lang/String" */
    const char *super_name;         /* NULL only for java/lang/Object */
    uint16_t n_interfaces;
    const char **interfaces;
    uint16_t n_fields;
    CfField *fields;
    uint16_t n_methods;
    CfMethod *methods;
    const char *source_file;        /* or NULL */
    CfAttr source_debug_extension;
    const char *signature;          /* or NULL */
    uint16_t n_inner_classes;
    CfInnerClass *inner_classes;
    uint16_t enclosing_class, enclosing_method; /* EnclosingMethod: Class and NameAndType cp indices */
    bool has_enclosing_method;
    uint16_t n_bootstrap_methods;
    CfBootstrapMethod *bootstrap_methods;
    uint16_t nest_host;             /* Class cp index or 0 */
    uint16_t n_nest_members;
    uint16_t *nest_members;         /* Class cp indices */
    uint16_t n_permitted_subclasses;
    uint16_t *permitted_subclasses; /* Class cp indices */
    bool is_record;                 /* a Record attribute was present */
    uint16_t n_record_components;
    CfRecordComponent *record_components;
    CfAttr annotations, invisible_annotations, type_annotations, invisible_type_annotations;
    CfAttr module, module_packages, module_main_class;
    bool synthetic, deprecated;
    void *arena;                    /* private to the parser: all allocations */
} ClassFile;

/* What went wrong when parsing fails. */
typedef struct CfError {
    const char *exception;          /* internal class name: "java/lang/ClassFormatError",
                                       "java/lang/UnsupportedClassVersionError", "java/lang/NoClassDefFoundError" */
    char message[512];              /* the message HotSpot 17 would give, naming the class */
} CfError;

/* Parses len bytes. expected_name (internal form, may be NULL) is the name the loader asked for; a
   mismatch gives NoClassDefFoundError "expected (wrong name: actual)" as HotSpot does. Returns NULL
   and fills *err on any fault. */
ClassFile *cf_parse(const uint8_t *bytes, size_t len, const char *expected_name, CfError *err);
void cf_free(ClassFile *cf);
/* The memory the parsed class holds (its arena's chunks): part of what class metadata costs. */
size_t cf_allocated_bytes(const ClassFile *cf);

/* Convenience accessors; they return NULL/0 for an index of the wrong kind (the parser already
   validated every index it stored, but cp indices inside code are checked lazily by the linker). */
const char *cf_utf8(const ClassFile *cf, uint16_t index);
const char *cf_class_name(const ClassFile *cf, uint16_t class_index);

/* The constant pool (entries 1..cp_count-1) in class file form, exactly the bytes the class file
   had (cp_bytes.c). Writes them to out when out is not NULL; returns their number either way. */
uint32_t cf_constant_pool_bytes(const ClassFile *cf, uint8_t *out);

#endif
