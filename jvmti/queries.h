/* queries.h: the JVMTI query functions of jvmti/query_*.c (classes, objects, fields, methods, modules),
   each with the specification's C signature. The function table generated from the interface
   description calls them after its universal checks; this header serves the tests until the
   generated declarations exist. */
#ifndef VITRINE_JVMTI_QUERIES_H
#define VITRINE_JVMTI_QUERIES_H

#include "jvmti.h"

/* classes (query_class.c) */
jvmtiError jvmti_GetLoadedClasses(jvmtiEnv *env, jint *class_count_ptr, jclass **classes_ptr);
jvmtiError jvmti_GetClassLoaderClasses(jvmtiEnv *env, jobject initiating_loader, jint *class_count_ptr,
                                       jclass **classes_ptr);
jvmtiError jvmti_GetClassSignature(jvmtiEnv *env, jclass klass, char **signature_ptr, char **generic_ptr);
jvmtiError jvmti_GetClassStatus(jvmtiEnv *env, jclass klass, jint *status_ptr);
jvmtiError jvmti_GetSourceFileName(jvmtiEnv *env, jclass klass, char **source_name_ptr);
jvmtiError jvmti_GetClassModifiers(jvmtiEnv *env, jclass klass, jint *modifiers_ptr);
jvmtiError jvmti_IsInterface(jvmtiEnv *env, jclass klass, jboolean *is_interface_ptr);
jvmtiError jvmti_IsArrayClass(jvmtiEnv *env, jclass klass, jboolean *is_array_class_ptr);
jvmtiError jvmti_IsModifiableClass(jvmtiEnv *env, jclass klass, jboolean *is_modifiable_class_ptr);
jvmtiError jvmti_GetClassLoader(jvmtiEnv *env, jclass klass, jobject *classloader_ptr);
jvmtiError jvmti_GetClassMethods(jvmtiEnv *env, jclass klass, jint *method_count_ptr, jmethodID **methods_ptr);
jvmtiError jvmti_GetClassFields(jvmtiEnv *env, jclass klass, jint *field_count_ptr, jfieldID **fields_ptr);
jvmtiError jvmti_GetImplementedInterfaces(jvmtiEnv *env, jclass klass, jint *interface_count_ptr,
                                          jclass **interfaces_ptr);
jvmtiError jvmti_GetClassVersionNumbers(jvmtiEnv *env, jclass klass, jint *minor_version_ptr, jint *major_version_ptr);
jvmtiError jvmti_GetSourceDebugExtension(jvmtiEnv *env, jclass klass, char **source_debug_extension_ptr);
jvmtiError jvmti_GetConstantPool(jvmtiEnv *env, jclass klass, jint *constant_pool_count_ptr,
                                 jint *constant_pool_byte_count_ptr, unsigned char **constant_pool_bytes_ptr);

/* objects (query_object.c) */
jvmtiError jvmti_GetObjectSize(jvmtiEnv *env, jobject object, jlong *size_ptr);
jvmtiError jvmti_GetObjectHashCode(jvmtiEnv *env, jobject object, jint *hash_code_ptr);

/* fields (query_field.c) */
jvmtiError jvmti_GetFieldName(jvmtiEnv *env, jclass klass, jfieldID field, char **name_ptr, char **signature_ptr,
                              char **generic_ptr);
jvmtiError jvmti_GetFieldDeclaringClass(jvmtiEnv *env, jclass klass, jfieldID field, jclass *declaring_class_ptr);
jvmtiError jvmti_GetFieldModifiers(jvmtiEnv *env, jclass klass, jfieldID field, jint *modifiers_ptr);
jvmtiError jvmti_IsFieldSynthetic(jvmtiEnv *env, jclass klass, jfieldID field, jboolean *is_synthetic_ptr);

/* methods (query_method.c) */
jvmtiError jvmti_GetMethodName(jvmtiEnv *env, jmethodID method, char **name_ptr, char **signature_ptr,
                               char **generic_ptr);
jvmtiError jvmti_GetMethodDeclaringClass(jvmtiEnv *env, jmethodID method, jclass *declaring_class_ptr);
jvmtiError jvmti_GetMethodModifiers(jvmtiEnv *env, jmethodID method, jint *modifiers_ptr);
jvmtiError jvmti_GetMaxLocals(jvmtiEnv *env, jmethodID method, jint *max_ptr);
jvmtiError jvmti_GetArgumentsSize(jvmtiEnv *env, jmethodID method, jint *size_ptr);
jvmtiError jvmti_GetMethodLocation(jvmtiEnv *env, jmethodID method, jlocation *start_location_ptr,
                                   jlocation *end_location_ptr);
jvmtiError jvmti_GetLineNumberTable(jvmtiEnv *env, jmethodID method, jint *entry_count_ptr,
                                    jvmtiLineNumberEntry **table_ptr);
jvmtiError jvmti_GetLocalVariableTable(jvmtiEnv *env, jmethodID method, jint *entry_count_ptr,
                                       jvmtiLocalVariableEntry **table_ptr);
jvmtiError jvmti_GetBytecodes(jvmtiEnv *env, jmethodID method, jint *bytecode_count_ptr, unsigned char **bytecodes_ptr);
jvmtiError jvmti_IsMethodNative(jvmtiEnv *env, jmethodID method, jboolean *is_native_ptr);
jvmtiError jvmti_IsMethodSynthetic(jvmtiEnv *env, jmethodID method, jboolean *is_synthetic_ptr);
jvmtiError jvmti_IsMethodObsolete(jvmtiEnv *env, jmethodID method, jboolean *is_obsolete_ptr);

/* modules (query_module.c) */
jvmtiError jvmti_GetAllModules(jvmtiEnv *env, jint *module_count_ptr, jobject **modules_ptr);
jvmtiError jvmti_GetNamedModule(jvmtiEnv *env, jobject class_loader, const char *package_name, jobject *module_ptr);
jvmtiError jvmti_AddModuleReads(jvmtiEnv *env, jobject module, jobject to_module);
jvmtiError jvmti_AddModuleExports(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module);
jvmtiError jvmti_AddModuleOpens(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module);
jvmtiError jvmti_AddModuleUses(jvmtiEnv *env, jobject module, jclass service);
jvmtiError jvmti_AddModuleProvides(jvmtiEnv *env, jobject module, jclass service, jclass impl_class);
jvmtiError jvmti_IsModifiableModule(jvmtiEnv *env, jobject module, jboolean *is_modifiable_module_ptr);

#endif
