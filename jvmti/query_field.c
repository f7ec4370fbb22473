/* query_field.c: JVMTI's field queries: name and signatures, declaring class, modifiers, synthetic. A
   jfieldID is the VM's Field*, as in JNI. */
#include "natives/reflect_util.h"
#include "functions.h"
#include "query_support.h"

/* The field must be one of klass's own or inherited fields. */
static bool field_of(jclass klass, jfieldID field) {
    Class *c = jni_class(klass);
    Field *f = (Field *)field;
    return !c->prim_type && vm_is_subclass_of(c, f->klass);
}

jvmtiError jvmti_GetFieldName(jvmtiEnv *env, jclass klass, jfieldID field, char **name_ptr, char **signature_ptr,
                              char **generic_ptr) {
    if (!field_of(klass, field)) return JVMTI_ERROR_INVALID_FIELDID;
    Field *f = (Field *)field;
    return jq_member_names(env, f->name, f->desc, f->info ? f->info->signature : NULL, name_ptr, signature_ptr,
                           generic_ptr);
}

jvmtiError jvmti_GetFieldDeclaringClass(jvmtiEnv *env, jclass klass, jfieldID field, jclass *declaring_class_ptr) {
    (void)env;
    if (!field_of(klass, field)) return JVMTI_ERROR_INVALID_FIELDID;
    *declaring_class_ptr = jq_class_ref(((Field *)field)->klass);
    return JVMTI_ERROR_NONE;
}

/* The class file's flags (a Synthetic attribute counts as ACC_SYNTHETIC), limited to those a field can
   have. */
jvmtiError jvmti_GetFieldModifiers(jvmtiEnv *env, jclass klass, jfieldID field, jint *modifiers_ptr) {
    (void)env;
    if (!field_of(klass, field)) return JVMTI_ERROR_INVALID_FIELDID;
    *modifiers_ptr = reflect_field_modifiers((Field *)field);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IsFieldSynthetic(jvmtiEnv *env, jclass klass, jfieldID field, jboolean *is_synthetic_ptr) {
    (void)env;
    if (!field_of(klass, field)) return JVMTI_ERROR_INVALID_FIELDID;
    *is_synthetic_ptr = (((Field *)field)->access & ACC_SYNTHETIC) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}
