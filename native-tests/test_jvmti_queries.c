/* test_jvmti_queries.c: the JVMTI class, method, field, object and module queries (jvmti/query_*.c),
   called directly on a VM booted with JNI_CreateJavaVM. The environment is a test-only jvmtiEnv whose
   table has just Allocate and Deallocate (the queries need nothing else); each call enters the VM as
   the generated function table will. Expected values come from expected.txt, written at build time
   on HotSpot from the class files and from HotSpot itself (native-tests/jvmti/expect): class file
   facts, the constant pool's bytes, the original bytecodes (compared after QueryTarget.exercise() and
   the JDK's boot have quickened the code), line number and local variable tables, modifiers and
   object sizes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "jni/jni_impl.h"
#include "quick.h"
#include "jvmti.h"
#include "../jvmti/functions.h"

/* ---------------------------------------------------------------- the signatures are the table's */

/* Each query function has exactly the type of its slot in the JDK-compatible function table: a
   mismatch is a compile error (-Werror). */
static const struct jvmtiInterface_1_ signature_check = {
    .GetLoadedClasses = jvmti_GetLoadedClasses, .GetClassLoaderClasses = jvmti_GetClassLoaderClasses,
    .GetClassSignature = jvmti_GetClassSignature, .GetClassStatus = jvmti_GetClassStatus,
    .GetSourceFileName = jvmti_GetSourceFileName, .GetClassModifiers = jvmti_GetClassModifiers,
    .GetClassMethods = jvmti_GetClassMethods, .GetClassFields = jvmti_GetClassFields,
    .GetImplementedInterfaces = jvmti_GetImplementedInterfaces,
    .GetClassVersionNumbers = jvmti_GetClassVersionNumbers, .GetConstantPool = jvmti_GetConstantPool,
    .IsInterface = jvmti_IsInterface, .IsArrayClass = jvmti_IsArrayClass,
    .IsModifiableClass = jvmti_IsModifiableClass, .GetClassLoader = jvmti_GetClassLoader,
    .GetSourceDebugExtension = jvmti_GetSourceDebugExtension, .GetObjectSize = jvmti_GetObjectSize,
    .GetObjectHashCode = jvmti_GetObjectHashCode, .GetFieldName = jvmti_GetFieldName,
    .GetFieldDeclaringClass = jvmti_GetFieldDeclaringClass, .GetFieldModifiers = jvmti_GetFieldModifiers,
    .IsFieldSynthetic = jvmti_IsFieldSynthetic, .GetMethodName = jvmti_GetMethodName,
    .GetMethodDeclaringClass = jvmti_GetMethodDeclaringClass, .GetMethodModifiers = jvmti_GetMethodModifiers,
    .GetMaxLocals = jvmti_GetMaxLocals, .GetArgumentsSize = jvmti_GetArgumentsSize,
    .GetLineNumberTable = jvmti_GetLineNumberTable, .GetMethodLocation = jvmti_GetMethodLocation,
    .GetLocalVariableTable = jvmti_GetLocalVariableTable, .GetBytecodes = jvmti_GetBytecodes,
    .IsMethodNative = jvmti_IsMethodNative, .IsMethodSynthetic = jvmti_IsMethodSynthetic,
    .IsMethodObsolete = jvmti_IsMethodObsolete, .GetAllModules = jvmti_GetAllModules,
    .GetNamedModule = jvmti_GetNamedModule, .AddModuleReads = jvmti_AddModuleReads,
    .AddModuleExports = jvmti_AddModuleExports, .AddModuleOpens = jvmti_AddModuleOpens,
    .AddModuleUses = jvmti_AddModuleUses, .AddModuleProvides = jvmti_AddModuleProvides,
    .IsModifiableModule = jvmti_IsModifiableModule,
};

/* ---------------------------------------------------------------- the test environment */

static long outstanding; /* blocks Allocate'd and not yet Deallocate'd */

static jvmtiError JNICALL test_allocate(jvmtiEnv *env, jlong size, unsigned char **mem_ptr) {
    (void)env;
    if (size < 0) return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    if (size == 0) {
        *mem_ptr = NULL;
        return JVMTI_ERROR_NONE;
    }
    *mem_ptr = malloc((size_t)size);
    if (!*mem_ptr) return JVMTI_ERROR_OUT_OF_MEMORY;
    outstanding++;
    return JVMTI_ERROR_NONE;
}

static jvmtiError JNICALL test_deallocate(jvmtiEnv *env, unsigned char *mem) {
    (void)env;
    if (mem) {
        free(mem);
        outstanding--;
    }
    return JVMTI_ERROR_NONE;
}

static const struct jvmtiInterface_1_ test_only_table = {.Allocate = test_allocate, .Deallocate = test_deallocate};
static jvmtiEnv test_only_env_storage = &test_only_table;
static jvmtiEnv *const jvmti = &test_only_env_storage;

static JavaVM *java_vm;
static JNIEnv *jni;
static Thread *thread;

/* Calls a query inside the VM, as the generated table's wrapper does. */
#define Q(call)                                                                                                        \
    __extension__({                                                                                                    \
        int state_ = token_enter_vm(thread);                                                                           \
        jvmtiError err_ = (call);                                                                                      \
        token_return_to(thread, state_);                                                                               \
        err_;                                                                                                          \
    })

static void dealloc(void *p) { (*jvmti)->Deallocate(jvmti, p); }

/* ---------------------------------------------------------------- expected.txt */

static char *expected;      /* the whole file */
static char **lines;        /* its lines (in place) */
static int n_lines;

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) n = 0;
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* Splits s at spaces into at most max tokens (in place); returns the count. */
static int tokens(char *s, char **tok, int max) {
    int n = 0;
    for (char *p = strtok(s, " "); p && n < max; p = strtok(NULL, " ")) tok[n++] = p;
    return n;
}

static const char *or_null(const char *s) { return strcmp(s, "-") ? s : NULL; }

static void assert_str_or_null(const char *got, const char *want) {
    if (!want) {
        if (got) fail_msg("expected NULL, got \"%s\"", got);
    } else {
        if (!got) fail_msg("expected \"%s\", got NULL", want);
        assert_string_equal(got, want);
    }
}

static size_t unhex(const char *hex, unsigned char **out) {
    if (!strcmp(hex, "-")) {
        *out = NULL;
        return 0;
    }
    size_t n = strlen(hex) / 2;
    unsigned char *b = malloc(n ? n : 1);
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        b[i] = (unsigned char)v;
    }
    *out = b;
    return n;
}

/* ---------------------------------------------------------------- set-up */

/* Class.forName(name, false, the application loader): loaded, not initialised (JNI FindClass would
   initialise it). */
static jclass find_class(const char *name) {
    static jclass class_class;
    static jmethodID for_name;
    static jobject app;
    if (!for_name) {
        class_class = (*jni)->NewGlobalRef(jni, (*jni)->FindClass(jni, "java/lang/Class"));
        for_name = (*jni)->GetStaticMethodID(jni, class_class, "forName",
                                             "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;");
        jclass lc = (*jni)->FindClass(jni, "java/lang/ClassLoader");
        jmethodID gsl = (*jni)->GetStaticMethodID(jni, lc, "getSystemClassLoader", "()Ljava/lang/ClassLoader;");
        app = (*jni)->NewGlobalRef(jni, (*jni)->CallStaticObjectMethod(jni, lc, gsl));
    }
    char dotted[1024];
    snprintf(dotted, sizeof dotted, "%s", name);
    for (char *p = dotted; *p; p++)
        if (*p == '/') *p = '.';
    jstring s = (*jni)->NewStringUTF(jni, dotted);
    jclass c = (*jni)->CallStaticObjectMethod(jni, class_class, for_name, s, JNI_FALSE, app);
    (*jni)->DeleteLocalRef(jni, s);
    if (!c) {
        (*jni)->ExceptionDescribe(jni);
        fail_msg("Class.forName %s", name);
    }
    return c;
}

static jclass query_target;

static int boot(void **state) {
    (void)state;
    static char cp[4096];
    snprintf(cp, sizeof cp, "-Djava.class.path=%s", VITRINE_JVMTI_CLASSES);
    JavaVMOption opts[1] = {{cp, NULL}};
    JavaVMInitArgs args = {JNI_VERSION_10, 1, opts, JNI_FALSE};
    if (JNI_CreateJavaVM(&java_vm, (void **)&jni, &args) != JNI_OK) return -1;
    thread = jni_thread(jni);
    expected = read_file(VITRINE_JVMTI_EXPECTED);
    if (!expected) return -1;
    int cap = 1024;
    lines = malloc(sizeof(char *) * (size_t)cap);
    for (char *p = strtok(expected, "\n"); p; p = strtok(NULL, "\n")) {
        if (n_lines == cap) lines = realloc(lines, sizeof(char *) * (size_t)(cap *= 2));
        lines[n_lines++] = p;
    }
    /* run the test class's code so that the interpreter quickens it */
    query_target = (*jni)->FindClass(jni, "QueryTarget");
    if (!query_target) return -1;
    jmethodID ex = (*jni)->GetStaticMethodID(jni, query_target, "exercise", "(I)I");
    (*jni)->CallStaticIntMethod(jni, query_target, ex, 3);
    if ((*jni)->ExceptionCheck(jni)) {
        (*jni)->ExceptionDescribe(jni);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- helpers on the VM side */

static char *class_sig(jclass c) {
    char *s = NULL;
    assert_int_equal(Q(jvmti_GetClassSignature(jvmti, c, &s, NULL)), JVMTI_ERROR_NONE);
    return s;
}

static jmethodID find_method(jclass c, const char *name, const char *desc) {
    jint n;
    jmethodID *ms;
    assert_int_equal(Q(jvmti_GetClassMethods(jvmti, c, &n, &ms)), JVMTI_ERROR_NONE);
    jmethodID found = NULL;
    for (jint i = 0; i < n && !found; i++) {
        char *mn, *md;
        assert_int_equal(Q(jvmti_GetMethodName(jvmti, ms[i], &mn, &md, NULL)), JVMTI_ERROR_NONE);
        if (!strcmp(mn, name) && !strcmp(md, desc)) found = ms[i];
        dealloc(mn);
        dealloc(md);
    }
    dealloc(ms);
    if (!found) fail_msg("no method %s%s", name, desc);
    return found;
}

static jfieldID find_field(jclass c, const char *name) {
    jint n;
    jfieldID *fs;
    assert_int_equal(Q(jvmti_GetClassFields(jvmti, c, &n, &fs)), JVMTI_ERROR_NONE);
    jfieldID found = NULL;
    for (jint i = 0; i < n && !found; i++) {
        char *fname;
        assert_int_equal(Q(jvmti_GetFieldName(jvmti, c, fs[i], &fname, NULL, NULL)), JVMTI_ERROR_NONE);
        if (!strcmp(fname, name)) found = fs[i];
        dealloc(fname);
    }
    dealloc(fs);
    if (!found) fail_msg("no field %s", name);
    return found;
}

static jobject primitive_class(const char *box) {
    jclass b = find_class(box);
    jfieldID f = (*jni)->GetStaticFieldID(jni, b, "TYPE", "Ljava/lang/Class;");
    return (*jni)->GetStaticObjectField(jni, b, f);
}

/* Argument slots of a descriptor, the receiver included for instance methods. */
static int arg_slots(const char *desc, int access) {
    int n = (access & 0x0008) ? 0 : 1;
    for (const char *p = desc + 1; *p != ')';) {
        n += (*p == 'J' || *p == 'D') ? 2 : 1;
        while (*p == '[') p++;
        if (*p == 'L') p = strchr(p, ';');
        p++;
    }
    return n;
}

/* ---------------------------------------------------------------- class file facts */

/* Whether a method of the class whose member lines start at `i` has local variables: the class then
   has local variable information, and its methods without locals an empty table (read before
   check_method splits the lines). */
static bool class_has_locals(int i) {
    for (; strcmp(lines[i], "end"); i++) {
        const char *l = strstr(lines[i], " locals ");
        if (!strncmp(lines[i], "method ", 7) && l && atoi(l + 8) > 0) return true;
    }
    return false;
}

/* A method without a local variable table: ABSENT_INFORMATION, or an empty table in a class with
   local variable information. */
static void check_no_locals(jmethodID m, bool class_locals) {
    jint count = -1;
    jvmtiLocalVariableEntry *vt;
    if (!class_locals) {
        assert_int_equal(Q(jvmti_GetLocalVariableTable(jvmti, m, &count, &vt)), JVMTI_ERROR_ABSENT_INFORMATION);
        return;
    }
    assert_int_equal(Q(jvmti_GetLocalVariableTable(jvmti, m, &count, &vt)), JVMTI_ERROR_NONE);
    assert_int_equal(count, 0);
    dealloc(vt);
}

static void check_method(jclass c, jmethodID m, char *line, bool class_locals) {
    char *tok[4096];
    int n = tokens(line, tok, 4096);
    assert_true(n >= 5);
    int access = atoi(tok[1]);
    char *name, *sig, *gen;
    assert_int_equal(Q(jvmti_GetMethodName(jvmti, m, &name, &sig, &gen)), JVMTI_ERROR_NONE);
    assert_string_equal(name, tok[2]);
    assert_string_equal(sig, tok[3]);
    assert_str_or_null(gen, or_null(tok[4]));
    dealloc(name);
    dealloc(sig);
    dealloc(gen);
    jint mods;
    assert_int_equal(Q(jvmti_GetMethodModifiers(jvmti, m, &mods)), JVMTI_ERROR_NONE);
    assert_int_equal(mods, access);
    jboolean b;
    assert_int_equal(Q(jvmti_IsMethodSynthetic(jvmti, m, &b)), JVMTI_ERROR_NONE);
    assert_int_equal(b, (access & 0x1000) != 0);
    assert_int_equal(Q(jvmti_IsMethodNative(jvmti, m, &b)), JVMTI_ERROR_NONE);
    assert_int_equal(b, (access & 0x0100) != 0);
    assert_int_equal(Q(jvmti_IsMethodObsolete(jvmti, m, &b)), JVMTI_ERROR_NONE);
    assert_false(b);
    jclass decl;
    assert_int_equal(Q(jvmti_GetMethodDeclaringClass(jvmti, m, &decl)), JVMTI_ERROR_NONE);
    assert_true((*jni)->IsSameObject(jni, decl, c));

    jint count, max, size;
    jlocation start, end;
    unsigned char *code;
    jvmtiLineNumberEntry *lt;
    jvmtiLocalVariableEntry *vt;
    if (access & 0x0100) { /* native: no code, and the code queries say so */
        assert_string_equal(tok[5], "nocode");
        assert_int_equal(Q(jvmti_GetMaxLocals(jvmti, m, &max)), JVMTI_ERROR_NATIVE_METHOD);
        assert_int_equal(Q(jvmti_GetArgumentsSize(jvmti, m, &size)), JVMTI_ERROR_NATIVE_METHOD);
        assert_int_equal(Q(jvmti_GetMethodLocation(jvmti, m, &start, &end)), JVMTI_ERROR_NATIVE_METHOD);
        assert_int_equal(Q(jvmti_GetBytecodes(jvmti, m, &count, &code)), JVMTI_ERROR_NATIVE_METHOD);
        assert_int_equal(Q(jvmti_GetLineNumberTable(jvmti, m, &count, &lt)), JVMTI_ERROR_NATIVE_METHOD);
        assert_int_equal(Q(jvmti_GetLocalVariableTable(jvmti, m, &count, &vt)), JVMTI_ERROR_NATIVE_METHOD);
        return;
    }
    assert_int_equal(Q(jvmti_GetArgumentsSize(jvmti, m, &size)), JVMTI_ERROR_NONE);
    assert_int_equal(size, arg_slots(tok[3], access));
    if (!strcmp(tok[5], "nocode")) { /* abstract */
        assert_int_equal(Q(jvmti_GetMaxLocals(jvmti, m, &max)), JVMTI_ERROR_NONE);
        assert_int_equal(max, 0);
        assert_int_equal(Q(jvmti_GetMethodLocation(jvmti, m, &start, &end)), JVMTI_ERROR_NONE);
        assert_int_equal(start, -1);
        assert_int_equal(end, -1);
        assert_int_equal(Q(jvmti_GetBytecodes(jvmti, m, &count, &code)), JVMTI_ERROR_NONE);
        assert_int_equal(count, 0);
        assert_int_equal(Q(jvmti_GetLineNumberTable(jvmti, m, &count, &lt)), JVMTI_ERROR_ABSENT_INFORMATION);
        check_no_locals(m, class_locals);
        return;
    }
    /* max_locals code lines N pc:line... locals N start:length:slot:name:descriptor:generic... */
    assert_int_equal(Q(jvmti_GetMaxLocals(jvmti, m, &max)), JVMTI_ERROR_NONE);
    assert_int_equal(max, atoi(tok[5]));
    unsigned char *want;
    size_t want_len = unhex(tok[6], &want);
    assert_int_equal(Q(jvmti_GetMethodLocation(jvmti, m, &start, &end)), JVMTI_ERROR_NONE);
    assert_int_equal(start, 0);
    assert_int_equal(end, (jlocation)want_len - 1);
    assert_int_equal(Q(jvmti_GetBytecodes(jvmti, m, &count, &code)), JVMTI_ERROR_NONE);
    assert_int_equal(count, (jint)want_len);
    if (memcmp(code, want, want_len)) {
        for (size_t i = 0; i < want_len; i++)
            if (code[i] != want[i]) fail_msg("%s%s: bytecode %zu is 0x%02x, not 0x%02x", tok[2], tok[3], i, code[i], want[i]);
    }
    dealloc(code);
    free(want);
    int k = 7;
    assert_string_equal(tok[k++], "lines");
    int n_lt = atoi(tok[k++]);
    jvmtiError err = Q(jvmti_GetLineNumberTable(jvmti, m, &count, &lt));
    if (n_lt == 0) {
        assert_int_equal(err, JVMTI_ERROR_ABSENT_INFORMATION);
    } else {
        assert_int_equal(err, JVMTI_ERROR_NONE);
        assert_int_equal(count, n_lt);
        for (int i = 0; i < n_lt; i++) {
            long pc, ln;
            sscanf(tok[k + i], "%ld:%ld", &pc, &ln);
            assert_int_equal(lt[i].start_location, pc);
            assert_int_equal(lt[i].line_number, ln);
        }
        dealloc(lt);
    }
    k += n_lt;
    assert_string_equal(tok[k++], "locals");
    int n_vt = atoi(tok[k++]);
    if (n_vt == 0) {
        check_no_locals(m, class_locals);
        return;
    }
    err = Q(jvmti_GetLocalVariableTable(jvmti, m, &count, &vt));
    assert_int_equal(err, JVMTI_ERROR_NONE);
    assert_int_equal(count, n_vt);
    for (int i = 0; i < n_vt; i++) {
        char *part[6];
        char *p = tok[k + i];
        for (int j = 0; j < 6; j++) {
            part[j] = p;
            p = j < 5 ? strchr(p, ':') : NULL;
            if (j < 5) {
                assert_non_null(p);
                *p++ = 0;
            }
        }
        assert_int_equal(vt[i].start_location, atol(part[0]));
        assert_int_equal(vt[i].length, atoi(part[1]));
        assert_int_equal(vt[i].slot, atoi(part[2]));
        assert_string_equal(vt[i].name, part[3]);
        assert_string_equal(vt[i].signature, part[4]);
        assert_str_or_null(vt[i].generic_signature, or_null(part[5]));
        dealloc(vt[i].name);
        dealloc(vt[i].signature);
        dealloc(vt[i].generic_signature);
    }
    dealloc(vt);
}

static void check_field(jclass c, jfieldID f, char *line) {
    char *tok[8];
    assert_int_equal(tokens(line, tok, 8), 5);
    int access = atoi(tok[1]);
    char *name, *sig, *gen;
    assert_int_equal(Q(jvmti_GetFieldName(jvmti, c, f, &name, &sig, &gen)), JVMTI_ERROR_NONE);
    assert_string_equal(name, tok[2]);
    assert_string_equal(sig, tok[3]);
    assert_str_or_null(gen, or_null(tok[4]));
    dealloc(name);
    dealloc(sig);
    dealloc(gen);
    jint mods;
    assert_int_equal(Q(jvmti_GetFieldModifiers(jvmti, c, f, &mods)), JVMTI_ERROR_NONE);
    assert_int_equal(mods, access);
    jboolean syn;
    assert_int_equal(Q(jvmti_IsFieldSynthetic(jvmti, c, f, &syn)), JVMTI_ERROR_NONE);
    assert_int_equal(syn, (access & 0x1000) != 0);
    jclass decl;
    assert_int_equal(Q(jvmti_GetFieldDeclaringClass(jvmti, c, f, &decl)), JVMTI_ERROR_NONE);
    assert_true((*jni)->IsSameObject(jni, decl, c));
}

/* Lines from `i` (a "class" line) to its "end": every query of the class and its members. */
static int check_class(int i) {
    char *tok[4096];
    assert_int_equal(tokens(lines[i++], tok, 2), 2);
    const char *name = tok[1];
    jclass c = find_class(name);
    print_message("class %s\n", name);

    char *sig, *gen;
    assert_int_equal(Q(jvmti_GetClassSignature(jvmti, c, &sig, &gen)), JVMTI_ERROR_NONE);
    char want_sig[1024];
    snprintf(want_sig, sizeof want_sig, "L%s;", name);
    assert_string_equal(sig, want_sig);
    dealloc(sig);
    jint minor, major, mods;
    int n;
    for (; strcmp(lines[i], "end") && strncmp(lines[i], "field ", 6) && strncmp(lines[i], "method ", 7); i++) {
        n = tokens(lines[i], tok, 4096);
        if (!strcmp(tok[0], "version")) {
            assert_int_equal(Q(jvmti_GetClassVersionNumbers(jvmti, c, &minor, &major)), JVMTI_ERROR_NONE);
            assert_int_equal(minor, atoi(tok[1]));
            assert_int_equal(major, atoi(tok[2]));
        } else if (!strcmp(tok[0], "modifiers")) {
            assert_int_equal(Q(jvmti_GetClassModifiers(jvmti, c, &mods)), JVMTI_ERROR_NONE);
            assert_int_equal(mods, atoi(tok[1]));
        } else if (!strcmp(tok[0], "signature")) {
            assert_str_or_null(gen, or_null(tok[1]));
        } else if (!strcmp(tok[0], "source")) {
            char *src = NULL;
            jvmtiError err = Q(jvmti_GetSourceFileName(jvmti, c, &src));
            if (or_null(tok[1])) {
                assert_int_equal(err, JVMTI_ERROR_NONE);
                assert_string_equal(src, tok[1]);
                dealloc(src);
            } else {
                assert_int_equal(err, JVMTI_ERROR_ABSENT_INFORMATION);
            }
        } else if (!strcmp(tok[0], "interfaces")) {
            jint count;
            jclass *ifs;
            assert_int_equal(Q(jvmti_GetImplementedInterfaces(jvmti, c, &count, &ifs)), JVMTI_ERROR_NONE);
            assert_int_equal(count, atoi(tok[1]));
            assert_int_equal(n, 2 + count);
            for (jint k = 0; k < count; k++) {
                char *is = class_sig(ifs[k]);
                snprintf(want_sig, sizeof want_sig, "L%s;", tok[2 + k]);
                assert_string_equal(is, want_sig);
                dealloc(is);
            }
            dealloc(ifs);
        } else if (!strcmp(tok[0], "constant-pool")) {
            jint count, bytes;
            unsigned char *cp, *want;
            assert_int_equal(Q(jvmti_GetConstantPool(jvmti, c, &count, &bytes, &cp)), JVMTI_ERROR_NONE);
            assert_int_equal(count, atoi(tok[1]));
            size_t want_len = unhex(tok[2], &want);
            assert_int_equal(bytes, (jint)want_len);
            assert_memory_equal(cp, want, want_len);
            dealloc(cp);
            free(want);
        }
    }
    dealloc(gen);

    jint n_fields, n_methods;
    jfieldID *fields;
    jmethodID *methods;
    assert_int_equal(Q(jvmti_GetClassFields(jvmti, c, &n_fields, &fields)), JVMTI_ERROR_NONE);
    assert_int_equal(Q(jvmti_GetClassMethods(jvmti, c, &n_methods, &methods)), JVMTI_ERROR_NONE);
    int fi = 0, mi = 0;
    bool class_locals = class_has_locals(i);
    for (; strcmp(lines[i], "end"); i++) {
        if (!strncmp(lines[i], "field ", 6)) {
            assert_true(fi < n_fields);
            check_field(c, fields[fi++], lines[i]);
        } else {
            assert_true(mi < n_methods);
            check_method(c, methods[mi++], lines[i], class_locals);
        }
    }
    assert_int_equal(fi, n_fields);
    assert_int_equal(mi, n_methods);
    dealloc(fields);
    dealloc(methods);
    (*jni)->DeleteLocalRef(jni, c);
    return i + 1;
}

static void class_file_facts(void **state) {
    (void)state;
    int classes = 0;
    for (int i = 0; i < n_lines;) {
        if (!strncmp(lines[i], "class ", 6)) {
            int frame = (*jni)->PushLocalFrame(jni, 64);
            assert_int_equal(frame, 0);
            i = check_class(i);
            (*jni)->PopLocalFrame(jni, NULL);
            classes++;
        } else {
            i++;
        }
    }
    assert_true(classes >= 10);
    assert_int_equal(outstanding, 0);
}

/* ---------------------------------------------------------------- arrays, primitives, status */

static void kinds_and_status(void **state) {
    (void)state;
    for (int i = 0; i < n_lines; i++) {
        if (strncmp(lines[i], "modifiers-of ", 13)) continue;
        char buf[512], *tok[3];
        snprintf(buf, sizeof buf, "%s", lines[i]);
        assert_int_equal(tokens(buf, tok, 3), 3);
        jobject c = !strcmp(tok[1], "int") ? primitive_class("java/lang/Integer") : find_class(tok[1]);
        jint mods;
        assert_int_equal(Q(jvmti_GetClassModifiers(jvmti, c, &mods)), JVMTI_ERROR_NONE);
        assert_int_equal(mods, atoi(tok[2]));
    }

    jobject int_class = primitive_class("java/lang/Integer");
    jclass int_array = find_class("[I"), strings = find_class("[Ljava/lang/String;");
    jclass string = find_class("java/lang/String"), shape = find_class("QueryShape");
    jclass lazy = find_class("QueryTarget$Lazy"), broken = find_class("QueryTarget$Broken");
    jint st;
    assert_int_equal(Q(jvmti_GetClassStatus(jvmti, int_class, &st)), JVMTI_ERROR_NONE);
    assert_int_equal(st, JVMTI_CLASS_STATUS_PRIMITIVE);
    assert_int_equal(Q(jvmti_GetClassStatus(jvmti, int_array, &st)), JVMTI_ERROR_NONE);
    assert_int_equal(st, JVMTI_CLASS_STATUS_ARRAY);
    assert_int_equal(Q(jvmti_GetClassStatus(jvmti, string, &st)), JVMTI_ERROR_NONE);
    assert_int_equal(st, JVMTI_CLASS_STATUS_VERIFIED | JVMTI_CLASS_STATUS_PREPARED | JVMTI_CLASS_STATUS_INITIALIZED);
    assert_int_equal(Q(jvmti_GetClassStatus(jvmti, lazy, &st)), JVMTI_ERROR_NONE); /* loaded, never initialised */
    assert_int_equal(st, JVMTI_CLASS_STATUS_VERIFIED | JVMTI_CLASS_STATUS_PREPARED);
    assert_int_equal(Q(jvmti_GetClassStatus(jvmti, broken, &st)), JVMTI_ERROR_NONE); /* <clinit> threw */
    assert_int_equal(st, JVMTI_CLASS_STATUS_VERIFIED | JVMTI_CLASS_STATUS_PREPARED | JVMTI_CLASS_STATUS_ERROR);

    jboolean b;
    assert_int_equal(Q(jvmti_IsInterface(jvmti, shape, &b)), JVMTI_ERROR_NONE);
    assert_true(b);
    assert_int_equal(Q(jvmti_IsInterface(jvmti, string, &b)), JVMTI_ERROR_NONE);
    assert_false(b);
    assert_int_equal(Q(jvmti_IsArrayClass(jvmti, strings, &b)), JVMTI_ERROR_NONE);
    assert_true(b);
    assert_int_equal(Q(jvmti_IsArrayClass(jvmti, int_class, &b)), JVMTI_ERROR_NONE);
    assert_false(b);
    assert_int_equal(Q(jvmti_IsModifiableClass(jvmti, string, &b)), JVMTI_ERROR_NONE);
    assert_true(b); /* as in HotSpot, boot classes too */
    assert_int_equal(Q(jvmti_IsModifiableClass(jvmti, int_class, &b)), JVMTI_ERROR_NONE);
    assert_false(b);
    assert_int_equal(Q(jvmti_IsModifiableClass(jvmti, strings, &b)), JVMTI_ERROR_NONE);
    assert_false(b);

    /* signatures of arrays and primitives */
    char *s = class_sig(int_class);
    assert_string_equal(s, "I");
    dealloc(s);
    s = class_sig(strings);
    assert_string_equal(s, "[Ljava/lang/String;");
    dealloc(s);

    /* arrays and primitives have no class file: ABSENT_INFORMATION, and empty member lists */
    jobject no_file[2] = {int_class, int_array};
    for (int i = 0; i < 2; i++) {
        jint a, c;
        char *str;
        unsigned char *bytes;
        assert_int_equal(Q(jvmti_GetSourceFileName(jvmti, no_file[i], &str)), JVMTI_ERROR_ABSENT_INFORMATION);
        assert_int_equal(Q(jvmti_GetClassVersionNumbers(jvmti, no_file[i], &a, &c)), JVMTI_ERROR_ABSENT_INFORMATION);
        assert_int_equal(Q(jvmti_GetConstantPool(jvmti, no_file[i], &a, &c, &bytes)), JVMTI_ERROR_ABSENT_INFORMATION);
        assert_int_equal(Q(jvmti_GetSourceDebugExtension(jvmti, no_file[i], &str)), JVMTI_ERROR_ABSENT_INFORMATION);
        jmethodID *ms;
        jfieldID *fs;
        jclass *is;
        assert_int_equal(Q(jvmti_GetClassMethods(jvmti, no_file[i], &a, &ms)), JVMTI_ERROR_NONE);
        assert_int_equal(a, 0);
        assert_int_equal(Q(jvmti_GetClassFields(jvmti, no_file[i], &a, &fs)), JVMTI_ERROR_NONE);
        assert_int_equal(a, 0);
        assert_int_equal(Q(jvmti_GetImplementedInterfaces(jvmti, no_file[i], &a, &is)), JVMTI_ERROR_NONE);
        assert_int_equal(a, 0);
    }
    char *sde;
    assert_int_equal(Q(jvmti_GetSourceDebugExtension(jvmti, string, &sde)), JVMTI_ERROR_ABSENT_INFORMATION);

    /* class loaders: the application loader for the test's classes and arrays of them, NULL for boot */
    jclass loader_class = find_class("java/lang/ClassLoader");
    jmethodID gsl = (*jni)->GetStaticMethodID(jni, loader_class, "getSystemClassLoader", "()Ljava/lang/ClassLoader;");
    jobject app = (*jni)->CallStaticObjectMethod(jni, loader_class, gsl);
    jobject l = (jobject)1;
    assert_int_equal(Q(jvmti_GetClassLoader(jvmti, query_target, &l)), JVMTI_ERROR_NONE);
    assert_true((*jni)->IsSameObject(jni, l, app));
    assert_int_equal(Q(jvmti_GetClassLoader(jvmti, find_class("[LQueryTarget$Square;"), &l)), JVMTI_ERROR_NONE);
    assert_true((*jni)->IsSameObject(jni, l, app));
    assert_int_equal(Q(jvmti_GetClassLoader(jvmti, string, &l)), JVMTI_ERROR_NONE);
    assert_null(l);
    assert_int_equal(Q(jvmti_GetClassLoader(jvmti, int_class, &l)), JVMTI_ERROR_NONE);
    assert_null(l);
    assert_int_equal(outstanding, 0);
}

/* ---------------------------------------------------------------- SourceDebugExtension */

static const char *expected_value(const char *key) {
    size_t n = strlen(key);
    for (int i = 0; i < n_lines; i++)
        if (!strncmp(lines[i], key, n) && lines[i][n] == ' ') return lines[i] + n + 1;
    fail_msg("expected.txt has no %s", key);
    return NULL;
}

/* QuerySde defined from class file bytes with the attribute (javac writes none) */
static void source_debug_extension(void **state) {
    (void)state;
    unsigned char *text, *bytes;
    size_t text_len = unhex(expected_value("sde"), &text);
    const char *cls = expected_value("sde-class");
    assert_true(!strncmp(cls, "QuerySde ", 9));
    size_t len = unhex(cls + 9, &bytes);
    jclass lc = find_class("java/lang/ClassLoader");
    jmethodID gsl = (*jni)->GetStaticMethodID(jni, lc, "getSystemClassLoader", "()Ljava/lang/ClassLoader;");
    jobject app = (*jni)->CallStaticObjectMethod(jni, lc, gsl);
    jclass c = (*jni)->DefineClass(jni, "QuerySde", app, (const jbyte *)bytes, (jsize)len);
    assert_non_null(c);
    char *sde = NULL;
    assert_int_equal(Q(jvmti_GetSourceDebugExtension(jvmti, c, &sde)), JVMTI_ERROR_NONE);
    assert_int_equal(strlen(sde), text_len);
    assert_memory_equal(sde, text, text_len);
    dealloc(sde);
    free(text);
    free(bytes);
    assert_int_equal(outstanding, 0);
}

/* ---------------------------------------------------------------- loaded classes */

static bool has_class(jclass *cs, jint n, jclass c) {
    for (jint i = 0; i < n; i++)
        if ((*jni)->IsSameObject(jni, cs[i], c)) return true;
    return false;
}

static void loaded_classes(void **state) {
    (void)state;
    assert_int_equal((*jni)->PushLocalFrame(jni, 16), 0);
    jint n;
    jclass *cs;
    assert_int_equal(Q(jvmti_GetLoadedClasses(jvmti, &n, &cs)), JVMTI_ERROR_NONE);
    assert_true(n > 400);
    jclass string = find_class("java/lang/String"), int_array = find_class("[I");
    assert_true(has_class(cs, n, string));
    assert_true(has_class(cs, n, int_array));
    assert_true(has_class(cs, n, query_target));
    int hidden = 0;
    for (jint i = 0; i < n; i++) {
        char *s = class_sig(cs[i]);
        assert_true(strlen(s) > 1); /* no primitive classes */
        /* lambda proxies are hidden classes: "LQueryTarget$$Lambda$N.0x...;" */
        if (!strncmp(s, "LQueryTarget$$Lambda$", 21) && strstr(s, ".0x") && !strchr(strstr(s, ".0x"), '/')) hidden++;
        dealloc(s);
    }
    assert_true(hidden >= 1);
    dealloc(cs);

    jclass loader_class = find_class("java/lang/ClassLoader");
    jmethodID gsl = (*jni)->GetStaticMethodID(jni, loader_class, "getSystemClassLoader", "()Ljava/lang/ClassLoader;");
    jobject app = (*jni)->CallStaticObjectMethod(jni, loader_class, gsl);
    assert_int_equal(Q(jvmti_GetClassLoaderClasses(jvmti, app, &n, &cs)), JVMTI_ERROR_NONE);
    assert_true(has_class(cs, n, query_target));
    assert_true(has_class(cs, n, find_class("QueryTarget$Square")));
    assert_true(has_class(cs, n, string)); /* QueryTarget's references to String went through it */
    assert_true(has_class(cs, n, find_class("[Ljava/lang/String;"))); /* and so arrays of String, as in HotSpot */
    assert_true(has_class(cs, n, find_class("[LQueryTarget$Square;")));
    assert_true(has_class(cs, n, int_array)); /* arrays of primitives: every loader's, as in HotSpot */
    dealloc(cs);
    assert_int_equal(Q(jvmti_GetClassLoaderClasses(jvmti, NULL, &n, &cs)), JVMTI_ERROR_NONE);
    assert_true(has_class(cs, n, string));
    assert_true(has_class(cs, n, int_array));
    assert_false(has_class(cs, n, query_target));
    dealloc(cs);
    assert_int_equal(Q(jvmti_GetClassLoaderClasses(jvmti, string, &n, &cs)), JVMTI_ERROR_ILLEGAL_ARGUMENT);
    (*jni)->PopLocalFrame(jni, NULL);
    assert_int_equal(outstanding, 0);
}

/* ---------------------------------------------------------------- members seen from elsewhere */

static void members(void **state) {
    (void)state;
    jclass shape = find_class("QueryTarget$Shape"), square = find_class("QueryTarget$Square");
    jclass string = find_class("java/lang/String");
    /* an inherited field, asked about through the subclass */
    jfieldID sides = find_field(shape, "sides");
    jclass decl;
    assert_int_equal(Q(jvmti_GetFieldDeclaringClass(jvmti, square, sides, &decl)), JVMTI_ERROR_NONE);
    assert_true((*jni)->IsSameObject(jni, decl, shape));
    char *name;
    assert_int_equal(Q(jvmti_GetFieldName(jvmti, square, sides, &name, NULL, NULL)), JVMTI_ERROR_NONE);
    assert_string_equal(name, "sides");
    dealloc(name);
    /* a field that is not the class's */
    jint mods;
    assert_int_equal(Q(jvmti_GetFieldModifiers(jvmti, string, sides, &mods)), JVMTI_ERROR_INVALID_FIELDID);
    /* the compiler's own members: Inner's this$0, the enum's $VALUES, the bridge compareTo(Object) */
    jboolean syn;
    jclass inner = find_class("QueryTarget$Inner"), color = find_class("QueryTarget$Color");
    assert_int_equal(Q(jvmti_IsFieldSynthetic(jvmti, inner, find_field(inner, "this$0"), &syn)), JVMTI_ERROR_NONE);
    assert_true(syn);
    assert_int_equal(Q(jvmti_IsFieldSynthetic(jvmti, color, find_field(color, "$VALUES"), &syn)), JVMTI_ERROR_NONE);
    assert_true(syn);
    assert_int_equal(Q(jvmti_IsFieldSynthetic(jvmti, color, find_field(color, "RED"), &syn)), JVMTI_ERROR_NONE);
    assert_false(syn);
    jmethodID bridge = find_method(query_target, "compareTo", "(Ljava/lang/Object;)I");
    assert_int_equal(Q(jvmti_IsMethodSynthetic(jvmti, bridge, &syn)), JVMTI_ERROR_NONE);
    assert_true(syn);
    assert_int_equal(Q(jvmti_GetMethodModifiers(jvmti, bridge, &mods)), JVMTI_ERROR_NONE);
    assert_int_equal(mods, 0x1041); /* public synthetic bridge */
    /* code facts of a method that has run: the arguments' slots, max_locals at least that */
    jmethodID corners = find_method(square, "corners", "(IJ)I");
    jint size, max;
    assert_int_equal(Q(jvmti_GetArgumentsSize(jvmti, corners, &size)), JVMTI_ERROR_NONE);
    assert_int_equal(size, 4);
    assert_int_equal(Q(jvmti_GetMaxLocals(jvmti, corners, &max)), JVMTI_ERROR_NONE);
    assert_int_equal(max, 4);

    /* exercise() has run, so the code the interpreter executes is quickened (invokedynamic included)
       and differs from what GetBytecodes returns (which class_file_facts compares with the class file) */
    jmethodID exercise = find_method(query_target, "exercise", "(I)I");
    jint count;
    unsigned char *code;
    assert_int_equal(Q(jvmti_GetBytecodes(jvmti, exercise, &count, &code)), JVMTI_ERROR_NONE);
    const Method *live = (const Method *)exercise;
    assert_int_equal(live->code_len, (uint32_t)count);
    int rewritten = 0, indy = 0;
    for (jint i = 0; i < count; i++) {
        if (live->code[i] != code[i]) rewritten++;
        if (live->code[i] == Q_INVOKEDYNAMIC) indy++;
    }
    assert_true(rewritten >= 20);
    assert_true(indy >= 2);
    dealloc(code);
    assert_int_equal(outstanding, 0);
}

/* ---------------------------------------------------------------- objects */

static void objects(void **state) {
    (void)state;
    jmethodID sized = (*jni)->GetStaticMethodID(jni, query_target, "sizedObjects", "()[Ljava/lang/Object;");
    jobjectArray objs = (*jni)->CallStaticObjectMethod(jni, query_target, sized);
    assert_non_null(objs);
    jclass system = find_class("java/lang/System");
    jmethodID ihc = (*jni)->GetStaticMethodID(jni, system, "identityHashCode", "(Ljava/lang/Object;)I");
    int checked = 0;
    for (int i = 0; i < n_lines; i++) {
        if (strncmp(lines[i], "size ", 5)) continue;
        int index;
        long want;
        assert_int_equal(sscanf(lines[i], "size %d %ld", &index, &want), 2);
        jobject o = (*jni)->GetObjectArrayElement(jni, objs, index);
        jlong size;
        assert_int_equal(Q(jvmti_GetObjectSize(jvmti, o, &size)), JVMTI_ERROR_NONE);
        char *sig = class_sig((*jni)->GetObjectClass(jni, o));
        if (size != want) fail_msg("GetObjectSize of object %d (%s): %ld, HotSpot says %ld", index, sig, (long)size, want);
        dealloc(sig);
        jint hash;
        assert_int_equal(Q(jvmti_GetObjectHashCode(jvmti, o, &hash)), JVMTI_ERROR_NONE);
        assert_int_equal(hash, (*jni)->CallStaticIntMethod(jni, system, ihc, o));
        checked++;
    }
    assert_int_equal(checked, (*jni)->GetArrayLength(jni, objs));
    assert_int_equal(outstanding, 0);
}

/* ---------------------------------------------------------------- modules */

static jobject module_of(jclass c) {
    jclass cc = find_class("java/lang/Class");
    jmethodID gm = (*jni)->GetMethodID(jni, cc, "getModule", "()Ljava/lang/Module;");
    return (*jni)->CallObjectMethod(jni, c, gm);
}

static jboolean module_test(jobject m, const char *name, const char *desc, jobject a, jobject b) {
    jclass mc = find_class("java/lang/Module");
    jmethodID id = (*jni)->GetMethodID(jni, mc, name, desc);
    jboolean r = b ? (*jni)->CallBooleanMethod(jni, m, id, a, b) : (*jni)->CallBooleanMethod(jni, m, id, a);
    assert_false((*jni)->ExceptionCheck(jni));
    return r;
}

static bool has_object(jobject *os, jint n, jobject o) {
    for (jint i = 0; i < n; i++)
        if ((*jni)->IsSameObject(jni, os[i], o)) return true;
    return false;
}

static void modules(void **state) {
    (void)state;
    jclass string = find_class("java/lang/String");
    jobject base = module_of(string), unnamed = module_of(query_target);
    jobject logging = module_of(find_class("java/util/logging/Logger"));
    jint n;
    jobject *ms;
    assert_int_equal(Q(jvmti_GetAllModules(jvmti, &n, &ms)), JVMTI_ERROR_NONE);
    assert_true(has_object(ms, n, base));
    assert_true(has_object(ms, n, logging));
    assert_true(has_object(ms, n, unnamed));
    dealloc(ms);

    jobject m = (jobject)1;
    assert_int_equal(Q(jvmti_GetNamedModule(jvmti, NULL, "java/lang", &m)), JVMTI_ERROR_NONE);
    assert_true((*jni)->IsSameObject(jni, m, base));
    assert_int_equal(Q(jvmti_GetNamedModule(jvmti, NULL, "java.lang", &m)), JVMTI_ERROR_NONE);
    assert_null(m); /* internal form only */
    assert_int_equal(Q(jvmti_GetNamedModule(jvmti, NULL, "no/such/package", &m)), JVMTI_ERROR_NONE);
    assert_null(m);
    assert_int_equal(Q(jvmti_GetNamedModule(jvmti, string, "java/lang", &m)), JVMTI_ERROR_ILLEGAL_ARGUMENT);

    jboolean b;
    assert_int_equal(Q(jvmti_IsModifiableModule(jvmti, base, &b)), JVMTI_ERROR_NONE);
    assert_true(b);
    assert_int_equal(Q(jvmti_IsModifiableModule(jvmti, unnamed, &b)), JVMTI_ERROR_NONE);
    assert_true(b);
    assert_int_equal(Q(jvmti_IsModifiableModule(jvmti, string, &b)), JVMTI_ERROR_INVALID_MODULE);

    /* reads: java.logging does not read the unnamed module until told to */
    const char *can_read = "(Ljava/lang/Module;)Z";
    assert_false(module_test(logging, "canRead", can_read, unnamed, NULL));
    assert_int_equal(Q(jvmti_AddModuleReads(jvmti, logging, unnamed)), JVMTI_ERROR_NONE);
    assert_true(module_test(logging, "canRead", can_read, unnamed, NULL));
    assert_int_equal(Q(jvmti_AddModuleReads(jvmti, string, unnamed)), JVMTI_ERROR_INVALID_MODULE);
    assert_int_equal(Q(jvmti_AddModuleReads(jvmti, unnamed, base)), JVMTI_ERROR_NONE); /* unnamed: no-op */

    /* exports and opens of a java.base package that is neither */
    const char *is_to = "(Ljava/lang/String;Ljava/lang/Module;)Z";
    jstring pkg = (*jni)->NewStringUTF(jni, "jdk.internal.math");
    assert_false(module_test(base, "isExported", is_to, pkg, unnamed));
    assert_int_equal(Q(jvmti_AddModuleExports(jvmti, base, "jdk.internal.math", unnamed)), JVMTI_ERROR_NONE);
    assert_true(module_test(base, "isExported", is_to, pkg, unnamed));
    assert_false(module_test(base, "isOpen", is_to, pkg, unnamed));
    assert_int_equal(Q(jvmti_AddModuleOpens(jvmti, base, "jdk.internal.math", unnamed)), JVMTI_ERROR_NONE);
    assert_true(module_test(base, "isOpen", is_to, pkg, unnamed));
    assert_int_equal(Q(jvmti_AddModuleExports(jvmti, base, "no.such.pkg", unnamed)), JVMTI_ERROR_ILLEGAL_ARGUMENT);
    assert_int_equal(Q(jvmti_AddModuleOpens(jvmti, base, "no.such.pkg", unnamed)), JVMTI_ERROR_ILLEGAL_ARGUMENT);
    assert_int_equal(Q(jvmti_AddModuleExports(jvmti, base, "java.lang", string)), JVMTI_ERROR_INVALID_MODULE);

    /* uses and provides */
    jclass runnable = find_class("java/lang/Runnable"), thread_class = find_class("java/lang/Thread");
    assert_false(module_test(logging, "canUse", "(Ljava/lang/Class;)Z", runnable, NULL));
    assert_int_equal(Q(jvmti_AddModuleUses(jvmti, logging, runnable)), JVMTI_ERROR_NONE);
    assert_true(module_test(logging, "canUse", "(Ljava/lang/Class;)Z", runnable, NULL));
    assert_int_equal(Q(jvmti_AddModuleUses(jvmti, string, runnable)), JVMTI_ERROR_INVALID_MODULE);
    assert_int_equal(Q(jvmti_AddModuleProvides(jvmti, base, runnable, thread_class)), JVMTI_ERROR_NONE);
    assert_int_equal(Q(jvmti_AddModuleProvides(jvmti, string, runnable, thread_class)), JVMTI_ERROR_INVALID_MODULE);
    assert_int_equal(outstanding, 0);
}

int main(void) {
    (void)signature_check;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(class_file_facts), cmocka_unit_test(kinds_and_status), cmocka_unit_test(loaded_classes),
        cmocka_unit_test(members),          cmocka_unit_test(objects),          cmocka_unit_test(modules),
        cmocka_unit_test(source_debug_extension),
    };
    return cmocka_run_group_tests(tests, boot, NULL);
}
