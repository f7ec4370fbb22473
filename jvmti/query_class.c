/* query_class.c: JVMTI's class queries: the loaded classes, a class's signature, status, modifiers,
   members, interfaces, version, source file and debug extension, loader, and what kind of class it
   is. Choices where the specification leaves room are in docs/JVMTI.md ("Queries"). */
#include <stdlib.h>
#include <string.h>

#include "natives/reflect_util.h"
#include "functions.h"
#include "query_support.h"

/* ---------------------------------------------------------------- loaded classes */

typedef struct ClassList {
    Class **items;
    size_t n, cap;
    Object *initiating_loader; /* GetClassLoaderClasses: the loader asked about */
} ClassList;

static void list_add(ClassList *l, Class *c) {
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 1024;
        Class **n = vm_malloc(l->cap * sizeof(Class *));
        if (l->n) memcpy(n, l->items, l->n * sizeof(Class *));
        free(l->items);
        l->items = n;
    }
    l->items[l->n++] = c;
}

/* Loaded means defined, linked and given its mirror; primitive classes are not loaded classes
   (the specification leaves them out). */
static bool is_listed(Class *c) { return !c->prim_type && c->mirror; }

static void add_loaded(Class *c, void *ctx) {
    if (is_listed(c)) list_add(ctx, c);
}

/* Recorded for that loader, defining or initiating (hidden classes are recorded for none); an array
   class goes with its element class, and arrays of primitives with every loader, as in HotSpot. */
static void add_initiated(Class *c, void *ctx) {
    ClassList *l = ctx;
    if (!is_listed(c)) return;
    Class *e = c;
    while (e->is_array) e = e->component;
    bool listed = e->prim_type || (!e->hidden && vm_find_loaded_class(l->initiating_loader, e->name) == e);
    if (listed) list_add(l, c);
}

static jvmtiError return_list(jvmtiEnv *env, ClassList *l, jint *count_ptr, jclass **classes_ptr) {
    jvmtiError err = jq_class_array(env, l->items, l->n, count_ptr, classes_ptr);
    free(l->items);
    return err;
}

jvmtiError jvmti_GetLoadedClasses(jvmtiEnv *env, jint *class_count_ptr, jclass **classes_ptr) {
    ClassList l = {0};
    classes_foreach(add_loaded, &l);
    return return_list(env, &l, class_count_ptr, classes_ptr);
}

jvmtiError jvmti_GetClassLoaderClasses(jvmtiEnv *env, jobject initiating_loader, jint *class_count_ptr,
                                       jclass **classes_ptr) {
    Object *loader = jni_deref(initiating_loader);
    if (loader && !(loader->klass->flags & CLASS_IS_CLASSLOADER)) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    ClassList l = {.initiating_loader = loader};
    classes_foreach(add_initiated, &l);
    return return_list(env, &l, class_count_ptr, classes_ptr);
}

/* ---------------------------------------------------------------- names and kinds */

/* The JNI type signature: "Ljava/lang/String;", "[I", "I" for int.class. A hidden class's name
   "N/0x..." is given as "LN.0x...;", as HotSpot's tools see it. */
static char *class_signature(Class *c) {
    if (c->prim_type) {
        char *s = vm_malloc(2);
        s[0] = c->prim_type;
        s[1] = 0;
        return s;
    }
    if (c->is_array) return vm_strdup(c->name);
    size_t n = strlen(c->name);
    char *s = vm_malloc(n + 3);
    s[0] = 'L';
    memcpy(s + 1, c->name, n);
    s[n + 1] = ';';
    s[n + 2] = 0;
    if (c->hidden) {
        char *slash = strrchr(s, '/');
        if (slash) *slash = '.';
    }
    return s;
}

jvmtiError jvmti_GetClassSignature(jvmtiEnv *env, jclass klass, char **signature_ptr, char **generic_ptr) {
    Class *c = jni_class(klass);
    char *sig = NULL;
    if (signature_ptr) {
        char *s = class_signature(c);
        jvmtiError err = jq_strdup(env, s, &sig);
        free(s);
        if (err != JVMTI_ERROR_NONE) return err;
    }
    if (generic_ptr) {
        jvmtiError err = jq_strdup(env, c->cf ? c->cf->signature : NULL, generic_ptr);
        if (err != JVMTI_ERROR_NONE) {
            jq_free(env, sig);
            return err;
        }
    }
    if (signature_ptr) *signature_ptr = sig;
    return JVMTI_ERROR_NONE;
}

/* Classes are prepared when they are defined, before anything can see them (a class the verifier
   loaded is seen loaded only, until it is initialised: Class.tools_unprepared); initialisation is the
   only later step. */
jvmtiError jvmti_GetClassStatus(jvmtiEnv *env, jclass klass, jint *status_ptr) {
    (void)env;
    Class *c = jni_class(klass);
    if (c->prim_type) {
        *status_ptr = JVMTI_CLASS_STATUS_PRIMITIVE;
    } else if (c->is_array) {
        *status_ptr = JVMTI_CLASS_STATUS_ARRAY;
    } else {
        jint s = c->tools_unprepared ? 0 : JVMTI_CLASS_STATUS_VERIFIED | JVMTI_CLASS_STATUS_PREPARED;
        if (c->state == CLASS_INITIALIZED) s |= JVMTI_CLASS_STATUS_INITIALIZED;
        if (c->state == CLASS_ERROR) s |= JVMTI_CLASS_STATUS_ERROR;
        *status_ptr = s;
    }
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetSourceFileName(jvmtiEnv *env, jclass klass, char **source_name_ptr) {
    Class *c = jni_class(klass);
    if (!c->cf || !c->cf->source_file) return JVMTI_ERROR_ABSENT_INFORMATION;
    return jq_strdup(env, c->cf->source_file, source_name_ptr);
}

/* Class.getModifiers() (the InnerClasses flags of a nested class, the component's for arrays) with
   the class file's ACC_SUPER kept, as HotSpot reports them. */
jvmtiError jvmti_GetClassModifiers(jvmtiEnv *env, jclass klass, jint *modifiers_ptr) {
    (void)env;
    Class *c = jni_class(klass);
    jint m = reflect_class_modifiers(c);
    if (c->cf && (c->cf->access & ACC_SUPER)) m |= ACC_SUPER;
    *modifiers_ptr = m;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IsInterface(jvmtiEnv *env, jclass klass, jboolean *is_interface_ptr) {
    (void)env;
    Class *c = jni_class(klass);
    *is_interface_ptr = c->is_interface ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_IsArrayClass(jvmtiEnv *env, jclass klass, jboolean *is_array_class_ptr) {
    (void)env;
    *is_array_class_ptr = jni_class(klass)->is_array ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetClassLoader(jvmtiEnv *env, jclass klass, jobject *classloader_ptr) {
    (void)env;
    *classloader_ptr = jq_local(jni_class(klass)->loader);
    return JVMTI_ERROR_NONE;
}

/* ---------------------------------------------------------------- members and interfaces */

/* Every class the VM hands out is linked (prepared) already, so CLASS_NOT_PREPARED never arises. */
jvmtiError jvmti_GetClassMethods(jvmtiEnv *env, jclass klass, jint *method_count_ptr, jmethodID **methods_ptr) {
    Class *c = jni_class(klass);
    size_t n = c->cf ? c->n_methods : 0;
    void *p;
    jvmtiError err = jq_allocate(env, n * sizeof(jmethodID), &p);
    if (err != JVMTI_ERROR_NONE) return err;
    jmethodID *ids = p;
    for (size_t i = 0; i < n; i++) ids[i] = (jmethodID)&c->methods[i]; /* class file order */
    *method_count_ptr = (jint)n;
    *methods_ptr = ids;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetClassFields(jvmtiEnv *env, jclass klass, jint *field_count_ptr, jfieldID **fields_ptr) {
    Class *c = jni_class(klass);
    size_t n = c->cf ? c->n_fields : 0;
    void *p;
    jvmtiError err = jq_allocate(env, n * sizeof(jfieldID), &p);
    if (err != JVMTI_ERROR_NONE) return err;
    jfieldID *ids = p;
    for (size_t i = 0; i < n; i++) ids[i] = (jfieldID)&c->fields[i];
    *field_count_ptr = (jint)n;
    *fields_ptr = ids;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetImplementedInterfaces(jvmtiEnv *env, jclass klass, jint *interface_count_ptr,
                                          jclass **interfaces_ptr) {
    Class *c = jni_class(klass);
    /* arrays implement Cloneable and Serializable, but the specification asks for an empty list */
    size_t n = c->cf ? c->n_interfaces : 0;
    return jq_class_array(env, c->interfaces, n, interface_count_ptr, interfaces_ptr);
}

/* ---------------------------------------------------------------- class file facts */

jvmtiError jvmti_GetClassVersionNumbers(jvmtiEnv *env, jclass klass, jint *minor_version_ptr,
                                        jint *major_version_ptr) {
    (void)env;
    Class *c = jni_class(klass);
    if (!c->cf) return JVMTI_ERROR_ABSENT_INFORMATION;
    *minor_version_ptr = c->cf->minor;
    *major_version_ptr = c->cf->major;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_GetSourceDebugExtension(jvmtiEnv *env, jclass klass, char **source_debug_extension_ptr) {
    Class *c = jni_class(klass);
    if (!c->cf || !c->cf->source_debug_extension.data) return JVMTI_ERROR_ABSENT_INFORMATION;
    return jq_strndup(env, (const char *)c->cf->source_debug_extension.data, c->cf->source_debug_extension.len,
                      source_debug_extension_ptr);
}

jvmtiError jvmti_GetConstantPool(jvmtiEnv *env, jclass klass, jint *constant_pool_count_ptr,
                                 jint *constant_pool_byte_count_ptr, unsigned char **constant_pool_bytes_ptr) {
    Class *c = jni_class(klass);
    if (!c->cf) return JVMTI_ERROR_ABSENT_INFORMATION;
    uint32_t n = cf_constant_pool_bytes(c->cf, NULL);
    void *p;
    jvmtiError err = jq_allocate(env, n, &p);
    if (err != JVMTI_ERROR_NONE) return err;
    cf_constant_pool_bytes(c->cf, p);
    *constant_pool_count_ptr = c->cf->cp_count;
    *constant_pool_byte_count_ptr = (jint)n;
    *constant_pool_bytes_ptr = p;
    return JVMTI_ERROR_NONE;
}
