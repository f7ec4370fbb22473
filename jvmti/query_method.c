/* query_method.c: JVMTI's method queries: name and signatures, declaring class, modifiers, sizes,
   location range, line number and local variable tables, the original bytecodes, and the native
   and synthetic tests (the obsolete test is jvmti/redefine.c's). A jmethodID is the VM's Method*, as in JNI. Everything comes from the
   class file as parsed; the bytecodes are mapped back from the interpreter's quick forms. */
#include <string.h>

#include "bytecode.h"
#include "natives/reflect_util.h"
#include "functions.h"
#include "query_support.h"

static Method *method_of(jmethodID id) { return (Method *)id; }
static bool is_native(const Method *m) { return (m->access & ACC_NATIVE) != 0; }
/* The Code attribute; NULL for native and abstract methods. */
static const CfCode *code_of(const Method *m) { return m->info ? m->info->code : NULL; }

jvmtiError jvmti_GetMethodName(jvmtiEnv *env, jmethodID method, char **name_ptr, char **signature_ptr,
                               char **generic_ptr) {
    Method *m = method_of(method);
    return jq_member_names(env, m->name, m->desc, m->info ? m->info->signature : NULL, name_ptr, signature_ptr,
                           generic_ptr);
}

jvmtiError jvmti_GetMethodDeclaringClass(jvmtiEnv *env, jmethodID method, jclass *declaring_class_ptr) {
    (void)env;
    *declaring_class_ptr = jq_class_ref(method_of(method)->klass);
    return JVMTI_ERROR_NONE;
}

/* The class file's flags (a Synthetic attribute counts as ACC_SYNTHETIC), limited to those a method
   can have. */
jvmtiError jvmti_GetMethodModifiers(jvmtiEnv *env, jmethodID method, jint *modifiers_ptr) {
    (void)env;
    *modifiers_ptr = reflect_method_modifiers(method_of(method));
    return JVMTI_ERROR_NONE;
}

/* The Code attribute's max_locals: 0 for an abstract method, which has none. */
jvmtiError jvmti_GetMaxLocals(jvmtiEnv *env, jmethodID method, jint *max_ptr) {
    (void)env;
    Method *m = method_of(method);
    if (is_native(m)) return JVMTI_ERROR_NATIVE_METHOD;
    const CfCode *code = code_of(m);
    *max_ptr = code ? code->max_locals : 0;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetArgumentsSize(jvmtiEnv *env, jmethodID method, jint *size_ptr) {
    (void)env;
    Method *m = method_of(method);
    if (is_native(m)) return JVMTI_ERROR_NATIVE_METHOD;
    *size_ptr = m->arg_slots;
    return JVMTI_ERROR_NONE;
}

/* Bytecode indices: 0 to code length - 1; an abstract method has no code: -1 and -1. */
jvmtiError jvmti_GetMethodLocation(jvmtiEnv *env, jmethodID method, jlocation *start_location_ptr,
                                   jlocation *end_location_ptr) {
    (void)env;
    Method *m = method_of(method);
    if (is_native(m)) return JVMTI_ERROR_NATIVE_METHOD;
    const CfCode *code = code_of(m);
    uint32_t len = code ? code->code_len : 0;
    *start_location_ptr = len ? 0 : -1;
    *end_location_ptr = (jlocation)len - 1;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetLineNumberTable(jvmtiEnv *env, jmethodID method, jint *entry_count_ptr,
                                    jvmtiLineNumberEntry **table_ptr) {
    Method *m = method_of(method);
    if (is_native(m)) return JVMTI_ERROR_NATIVE_METHOD;
    const CfCode *code = code_of(m);
    if (!code || !code->n_lines) return JVMTI_ERROR_ABSENT_INFORMATION;
    void *p;
    jvmtiError err = jq_allocate(env, code->n_lines * sizeof(jvmtiLineNumberEntry), &p);
    if (err != JVMTI_ERROR_NONE) return err;
    jvmtiLineNumberEntry *t = p;
    for (uint16_t i = 0; i < code->n_lines; i++) {
        t[i].start_location = code->lines[i].start_pc;
        t[i].line_number = code->lines[i].line;
    }
    *entry_count_ptr = code->n_lines;
    *table_ptr = t;
    return JVMTI_ERROR_NONE;
}

/* The generic signature of a LocalVariableTable entry: the LocalVariableTypeTable entry for the same
   variable (same slot, range and name), or NULL. */
static const char *local_generic(const CfCode *code, const CfLocalVar *v) {
    for (uint16_t i = 0; i < code->n_local_types; i++) {
        const CfLocalVar *g = &code->local_types[i];
        if (g->index == v->index && g->start_pc == v->start_pc && g->length == v->length && g->name == v->name)
            return g->desc;
    }
    return NULL;
}

static void free_locals(jvmtiEnv *env, jvmtiLocalVariableEntry *t, uint16_t n) {
    for (uint16_t i = 0; i < n; i++) {
        jq_free(env, t[i].name);
        jq_free(env, t[i].signature);
        jq_free(env, t[i].generic_signature);
    }
    jq_free(env, t);
}

/* Whether any method of class c has local variable information. ABSENT_INFORMATION is about the class
   ("class information does not include local variable information"), as HotSpot reads it too: in a
   class compiled with -g, a method without locals (javac writes it no table) has an empty table, and
   debuggers tell "no local variables" from "compile with -g" by it. */
static bool class_has_locals(const Class *c) {
    for (uint16_t i = 0; i < c->n_methods; i++) {
        const CfCode *code = code_of(&c->methods[i]);
        if (code && code->n_locals) return true;
    }
    return false;
}

jvmtiError jvmti_GetLocalVariableTable(jvmtiEnv *env, jmethodID method, jint *entry_count_ptr,
                                       jvmtiLocalVariableEntry **table_ptr) {
    Method *m = method_of(method);
    if (is_native(m)) return JVMTI_ERROR_NATIVE_METHOD;
    const CfCode *code = code_of(m);
    uint16_t n = code ? code->n_locals : 0;
    if (!n && !class_has_locals(m->klass)) return JVMTI_ERROR_ABSENT_INFORMATION;
    void *p; /* an empty table is still memory the agent deallocates */
    jvmtiError err = jq_allocate(env, (n ? n : 1) * sizeof(jvmtiLocalVariableEntry), &p);
    if (err != JVMTI_ERROR_NONE) return err;
    jvmtiLocalVariableEntry *t = p;
    memset(t, 0, (n ? n : 1) * sizeof *t);
    for (uint16_t i = 0; i < n; i++) {
        const CfLocalVar *v = &code->locals[i];
        t[i].start_location = v->start_pc;
        t[i].length = v->length;
        t[i].slot = v->index;
        err = jq_strdup(env, v->name, &t[i].name);
        if (err == JVMTI_ERROR_NONE) err = jq_strdup(env, v->desc, &t[i].signature);
        if (err == JVMTI_ERROR_NONE) err = jq_strdup(env, local_generic(code, v), &t[i].generic_signature);
        if (err != JVMTI_ERROR_NONE) {
            free_locals(env, t, (uint16_t)(i + 1));
            return err;
        }
    }
    *entry_count_ptr = n;
    *table_ptr = t;
    return JVMTI_ERROR_NONE;
}

/* The code as the class file had it, whatever the interpreter has quickened since. */
jvmtiError jvmti_GetBytecodes(jvmtiEnv *env, jmethodID method, jint *bytecode_count_ptr,
                              unsigned char **bytecodes_ptr) {
    Method *m = method_of(method);
    if (is_native(m)) return JVMTI_ERROR_NATIVE_METHOD;
    const CfCode *code = code_of(m);
    uint32_t len = code ? code->code_len : 0;
    void *p;
    jvmtiError err = jq_allocate(env, len, &p);
    if (err != JVMTI_ERROR_NONE) return err;
    if (len) bc_original_code(code->code, len, p);
    *bytecode_count_ptr = (jint)len;
    *bytecodes_ptr = p;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IsMethodNative(jvmtiEnv *env, jmethodID method, jboolean *is_native_ptr) {
    (void)env;
    *is_native_ptr = is_native(method_of(method)) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IsMethodSynthetic(jvmtiEnv *env, jmethodID method, jboolean *is_synthetic_ptr) {
    (void)env;
    *is_synthetic_ptr = (method_of(method)->access & ACC_SYNTHETIC) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

