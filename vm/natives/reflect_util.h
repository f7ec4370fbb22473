/* reflect_util.h: helpers shared by the java.lang.Class natives (class.c) and the reflection natives
   (reflect.c): building java.lang.reflect.Method / Field / Constructor objects the way HotSpot does
   (fields set directly, no constructor runs), resolving descriptors and constant-pool class entries
   through the declaring class's loader, boxing and unboxing with the reflection widening rules, the
   access flags reflection reports, nest hosts, assertion status and a little per-class side data
   (signers, protection domain). */
#ifndef VITRINE_REFLECT_UTIL_H
#define VITRINE_REFLECT_UTIL_H

#include "vm.h"

/* GC roots: object pointers in C locals are not roots unless registered (vm_push_root in vm.h), so
   every native here that allocates more than once registers the locals holding its partly built
   objects. Root scope: RS_BEGIN(t) declares a counter; RS_ROOT(var) registers a local; RS_END() pops
   them all (call it on every path out). */
#define RS_BEGIN(t) Thread *rs_thread_ = (t); int rs_count_ = 0
#define RS_ROOT(var) (vm_push_root(rs_thread_, (Object **)&(var)), rs_count_++)
#define RS_END() (rs_count_ ? (vm_pop_roots(rs_thread_, rs_count_), rs_count_ = 0) : 0)

/* ------------------------------------------------------------------------------------------------
   Field offsets of the reflection classes, looked up on first use (so that no class is loaded
   earlier than HotSpot would load it by running the same Java code). */
typedef struct ReflectOffsets {
    uint32_t method_clazz, method_slot, method_name, method_return_type, method_parameter_types,
        method_exception_types, method_modifiers, method_signature, method_annotations,
        method_parameter_annotations, method_annotation_default;
    uint32_t ctor_clazz, ctor_slot, ctor_parameter_types, ctor_exception_types, ctor_modifiers,
        ctor_signature, ctor_annotations, ctor_parameter_annotations;
    uint32_t field_clazz, field_slot, field_name, field_type, field_modifiers, field_trusted_final,
        field_signature, field_annotations;
    uint32_t param_name, param_modifiers, param_executable, param_index;
    uint32_t rc_clazz, rc_name, rc_type, rc_accessor, rc_signature, rc_annotations, rc_type_annotations;
    uint32_t cp_oop;        /* jdk.internal.reflect.ConstantPool.constantPoolOop */
    uint32_t class_name;    /* java.lang.Class.name */
} ReflectOffsets;

/* Fills the offsets of one group on first call (cheap afterwards). */
const ReflectOffsets *reflect_method_offsets(Thread *t);
const ReflectOffsets *reflect_ctor_offsets(Thread *t);
const ReflectOffsets *reflect_field_offsets(Thread *t);
const ReflectOffsets *reflect_param_offsets(Thread *t);
const ReflectOffsets *reflect_rc_offsets(Thread *t);
const ReflectOffsets *reflect_cp_offsets(Thread *t);
const ReflectOffsets *reflect_class_offsets(Thread *t);

/* Boot classes by internal name, cached per call site's static pointer. */
Class *reflect_boot_class(Thread *t, Class **cache, const char *name);

/* ------------------------------------------------------------------------------------------------
   Access flags as reflection reports them (HotSpot's masks). */
enum {
    REFLECT_CLASS_MODIFIERS = 0x7631,   /* public final super interface abstract synthetic annotation enum */
    REFLECT_INNER_MODIFIERS = 0x763F,   /* the above plus private protected static */
    REFLECT_METHOD_MODIFIERS = 0x1DFF,  /* public private protected static final synchronized bridge
                                           varargs native abstract strict synthetic */
    REFLECT_FIELD_MODIFIERS = 0x50DF,   /* public private protected static final volatile transient
                                           synthetic enum */
    REFLECT_WRITTEN_FLAGS = 0x7FFF
};

/* Class.getModifiers: inner-class flags from the InnerClasses attribute when the class lists
   itself, without ACC_SUPER; arrays: the element's public/private/protected + abstract + final;
   primitives: public abstract final. */
jint reflect_class_modifiers(Class *c);
/* Reflection.getClassAccessFlags: the class file's own flags (ACC_SUPER kept); primitives: public
   abstract final; arrays: 0 (as HotSpot 17). */
jint reflect_class_access_flags(Class *c);
jint reflect_method_modifiers(const Method *m);
jint reflect_field_modifiers(const Field *f);
/* final and (static, or declared in a record or hidden class) */
bool reflect_field_trusted_final(const Field *f);
/* A record class: Record attribute, final, direct subclass of java.lang.Record. */
bool reflect_is_record(const Class *c);

/* The InnerClasses entry of c's own class file that describes c itself, or NULL. */
const CfInnerClass *reflect_own_inner_entry(const Class *c);
/* Whether constant-pool class entry cp_index of c names the class `name` (internal form). */
bool reflect_cp_names(const Class *c, uint16_t cp_index, const char *name);

/* ------------------------------------------------------------------------------------------------
   Resolution. All of them resolve through holder->loader; on failure they return NULL with the
   loader's exception (NoClassDefFoundError) pending. A reference to the holder's own class-file
   name resolves to the holder itself (hidden classes). */

/* Class entry cp_index of c's constant pool (uses c->resolved when already resolved). */
Class *reflect_cp_class(Thread *t, Class *c, uint16_t cp_index);
/* The same, without loading: NULL when the class is not loaded yet (no exception). */
Class *reflect_cp_class_if_loaded(Class *c, uint16_t cp_index);
/* One field type at *p ("I", "Ljava/lang/String;", "[[D"); advances *p past it. */
Class *reflect_parse_type(Thread *t, Class *holder, const char **p);
/* Parameter types of a method descriptor as a Class[] (NULL + exception on failure). */
Object *reflect_param_types(Thread *t, Class *holder, const char *desc);
/* Return type of a method descriptor. */
Class *reflect_return_type(Thread *t, Class *holder, const char *desc);
/* The Exceptions attribute of m as a Class[]. */
Object *reflect_exception_types(Thread *t, Method *m);
/* Number of parameters in a method descriptor. */
int reflect_param_count(const char *desc);

/* ------------------------------------------------------------------------------------------------
   Reflection objects. */

/* java.lang.reflect.Method for m (not <init>/<clinit> except for ConstantPool access). */
Object *reflect_new_method(Thread *t, Method *m);
/* java.lang.reflect.Constructor for an <init> method. */
Object *reflect_new_constructor(Thread *t, Method *m);
/* java.lang.reflect.Field */
Object *reflect_new_field(Thread *t, Field *f);
/* byte[] copy of a raw attribute, NULL when absent (no exception) or on OOM (exception pending:
   check t->exception). */
Object *reflect_byte_array(Thread *t, CfAttr a);

/* Class[] of the mirrors of cs[0..n-1] (NULL + OOM). */
Object *reflect_class_array(Thread *t, Class **cs, int n);

/* The Method* behind a java.lang.reflect.Method or Constructor object (clazz + slot), or NULL. */
Method *reflect_method_of(Thread *t, Object *executable);
/* The Field* behind a java.lang.reflect.Field object, or NULL. */
Field *reflect_field_of(Thread *t, Object *field);

/* ------------------------------------------------------------------------------------------------
   Boxing (Reflection's rules: a new box every time, as HotSpot's native accessors and Array.get). */

/* A new box for a primitive value of type 'Z','B','C','S','I','J','F','D'. NULL + OOM. */
Object *reflect_box(Thread *t, char type, Slot v);
/* The primitive type of a box object and its value; 0 when o is NULL or not a box. */
char reflect_unbox(Thread *t, Object *o, Slot *out);
/* Widening primitive conversion in place (JLS 5.1.2); false when not allowed. */
bool reflect_widen(Slot *v, char from, char to);
/* Element read/write of a primitive array, value in Slot form (sub-int types in .i). */
Slot reflect_array_load(Object *array, char elem_type, jint index);
void reflect_array_store(Object *array, char elem_type, jint index, Slot v);

/* ------------------------------------------------------------------------------------------------
   Names for messages. */

/* Appends the Java form of one field type at *p ("int", "java.lang.String[]") to buf. */
void reflect_append_external_type(char *buf, size_t cap, const char **p);
/* "ret holder.name(p1, p2)" as HotSpot's Method::print_external_name; prefix (e.g. "abstract ")
   and holder may be NULL. Writes into buf. */
void reflect_external_method_name(char *buf, size_t cap, const char *prefix, Class *holder,
                                  const char *name, const char *desc);

/* ------------------------------------------------------------------------------------------------
   Nest mates. */

/* The nest host of c (computed and cached in c->nest_host): the NestHost attribute's class when it
   resolves, is in the same package and lists c among its NestMembers; c itself otherwise (errors
   are swallowed, as HotSpot 17 does), except a VirtualMachineError, which stays pending (NULL). */
Class *reflect_nest_host(Thread *t, Class *c);

/* ------------------------------------------------------------------------------------------------
   Per-class side data (kept alive as global roots). */
Object *reflect_get_signers(Class *c);
void reflect_set_signers(Class *c, Object *signers);
/* The lead's ClassLoader.defineClass natives may record the ProtectionDomain here; Class.
   getProtectionDomain0 reports it (NULL when none was recorded). */
Object *reflect_get_protection_domain(Class *c);
void reflect_set_protection_domain(Class *c, Object *pd);

/* ------------------------------------------------------------------------------------------------
   Assertions: -ea/-da[:class|:package...], -esa/-dsa from vm.opts (HotSpot's JavaAssertions rules:
   the last matching class option wins, then the most specific package option, then the default:
   -esa/-dsa for boot-loader classes, -ea/-da for the others). internal_name uses '/'. */
bool reflect_assertion_status(const char *internal_name, bool system_class);

#endif
