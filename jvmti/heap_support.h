/* heap_support.h: what the JVMTI heap walks share (jvmti/heap_support.c): the tags callbacks see and
   set, the heap filter, sizes and lengths, the field indices of the specification, and the reporting
   of primitive values (fields, arrays, Strings). All of it runs holding the execution token, the heap
   unchanged. */
#ifndef VITRINE_JVMTI_HEAP_SUPPORT_H
#define VITRINE_JVMTI_HEAP_SUPPORT_H

#include "jvmti_impl.h"

/* The tag of o's class (for a Class object: the tag of java.lang.Class). */
jlong jh_class_tag(JvmtiEnvImpl *e, Object *o);
/* Stores what a callback left in its tag variable (old: the tag it was given). */
void jh_retag(JvmtiEnvImpl *e, Object *o, jlong old, jlong now);
/* true when the heap filter flags or klass (NULL: any) leave o out of the callbacks. */
bool jh_filtered(JvmtiEnvImpl *e, Object *o, jint heap_filter, Class *klass);
jlong jh_size(Object *o);
jint jh_length(Object *o);          /* an array's length, -1 for other objects */
jvmtiPrimitiveType jh_primitive_type(char type);
/* The specification's index of field f for references from an object of class `of` (f is of `of` or
   one of its superclasses; for a static field of an interface, `of` is the interface). */
jint jh_field_index(Class *of, Field *f);
/* After o was visited: its primitive instance fields (a Class object: the primitive static fields of
   its class), the elements of a primitive array, the characters of a String, to the callbacks set in
   cb. Returns the OR of the callbacks' visit control flags (JVMTI_VISIT_ABORT stops). */
jint jh_report_primitives(JvmtiEnvImpl *e, Object *o, const jvmtiHeapCallbacks *cb, const void *user_data);

#endif
