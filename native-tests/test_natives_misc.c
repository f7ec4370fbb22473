/* test_natives_misc.c: the natives of vm/natives/unsafe.c, lang_misc.c and system_props.c, run without
 * a booted VM: this file includes the three sources and stands in for the VM services they call
 * (allocation, strings, exceptions, class lookup) with small fakes, so it defines no symbol that needs
 * libvitrine_core and none of the core's objects is linked in.
 *
 * - every native of the JDK 17 classes these files own is in their tables, with its exact descriptor
 *   (list taken from `javap -p -s` on JDK 17's java.base), and nothing else is;
 * - StrictMath: 1024 (function, argument) pairs with the bits HotSpot 17's StrictMath returns
 *   (fdlibm), including special values, huge arguments for the trigonometric reduction and NaNs;
 * - Unsafe: raw memory, field access on objects, CAS, swaps, field offsets, allocateInstance checks;
 * - system properties (locale parsing, -D rules), TimeZone, Signal, environ, VM.
 *
 * Builds by hand from the repository root:
 *   gcc -std=c11 -Wall -Wextra -Werror -Iinclude -Ivm native-tests/test_natives_misc.c -lcmocka -lm
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "vm.h"

/* ================================================================ the code under test */

/* First, so that the fakes below are defined after lang_misc.c's floating-point pragma has applied to
   every declaration (GCC rejects an optimisation attribute that follows a definition). */
#include "natives/lang_misc.c"
#include "natives/system_props.c"
#include "natives/unsafe.c"

/* ================================================================ fakes of the VM services */

Vm vm;
WellKnown wk;
Thread *all_threads;

static Thread thread;
static char last_exception[256];
static int n_roots;

static void *fake_alloc(size_t n)
{
    void *p = calloc(1, n);
    assert_non_null(p);
    return p;
}

typedef struct FakeString {
    Object hdr;
    char *utf8;
} FakeString;

static Class string_class = {.name = "java/lang/String"};
static Class object_array_class = {.name = "[Ljava/lang/Object;", .is_array = true, .elem_type = 'L'};
static Class byte_array_class = {.name = "[B", .is_array = true, .elem_type = 'B', .elem_size = 1};
static Object fake_exception;

const char *sym(const char *s)
{
    static char *table[512];
    static int n;
    for (int i = 0; i < n; i++)
        if (strcmp(table[i], s) == 0)
            return table[i];
    assert_true(n < 512);
    return table[n++] = strdup(s);
}

uint32_t type_size(char type)
{
    switch (type) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return (uint32_t)sizeof(void *);
    }
}

void *vm_malloc(size_t n) { return fake_alloc(n); }
void *vm_calloc(size_t n, size_t m) { return fake_alloc(n * m); }
char *vm_strdup(const char *s) { return strdup(s); }
void vm_exit(int status) { fail_msg("vm_exit(%d) called", status); }
uint64_t vm_heap_used(void) { return 100; }
uint64_t vm_heap_capacity(void) { return 1000; }
uint64_t vm_heap_max(void) { return 5000; }
void vm_push_root(Thread *t, Object **ref) { (void)t, (void)ref; n_roots++; }
void vm_pop_roots(Thread *t, int n) { (void)t; n_roots -= n; }

Object *vm_string_utf8(Thread *t, const char *utf8)
{
    (void)t;
    FakeString *s = fake_alloc(sizeof *s);
    s->hdr.klass = &string_class;
    s->utf8 = strdup(utf8);
    return &s->hdr;
}
char *vm_string_to_utf8(Object *s) { return strdup(((FakeString *)s)->utf8); }
char *vm_string_to_mutf8(Object *s) { return strdup(((FakeString *)s)->utf8); }
static const char *str(Object *s) { return s != NULL ? ((FakeString *)s)->utf8 : NULL; }

Object *vm_new_object_array(Thread *t, Class *elem, jint n)
{
    (void)t;
    assert_true(n >= 0);
    Object *a = fake_alloc(ARRAY_DATA_OFFSET + (size_t)n * sizeof(Object *));
    a->klass = elem == &byte_array_class ? &object_array_class : &object_array_class;
    ARRAY_LENGTH(a) = n;
    return a;
}

Object *vm_new_prim_array(Thread *t, char type, jint n)
{
    (void)t;
    Object *a = fake_alloc(ARRAY_DATA_OFFSET + (size_t)n * type_size(type) + 1);
    a->klass = &byte_array_class;
    ARRAY_LENGTH(a) = n;
    return a;
}

NativeResult vm_throw(Thread *t, const char *class_name, const char *fmt, ...)
{
    char msg[200] = "";
    if (fmt != NULL) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
    }
    snprintf(last_exception, sizeof last_exception, "%s%s%s", class_name, fmt ? ": " : "", msg);
    t->exception = &fake_exception;
    return NR_EXCEPTION;
}
NativeResult vm_throw_npe(Thread *t, const char *msg) { return vm_throw(t, "java/lang/NullPointerException", "%s", msg ? msg : ""); }
NativeResult vm_throw_object(Thread *t, Object *e)
{
    snprintf(last_exception, sizeof last_exception, "object");
    t->exception = e;
    return NR_EXCEPTION;
}

/* Classes behind mirrors: a fake mirror holds its Class* right after the header. */
typedef struct FakeMirror {
    Object hdr;
    Class *c;
    jint some_static; /* a "static field" living in the mirror */
} FakeMirror;

Class *vm_class_of_mirror(Object *m) { return ((FakeMirror *)m)->c; }
Object *vm_mirror(Class *c) { return c->mirror; }
char *vm_class_java_name(Class *c)
{
    char *s = strdup(c->name);
    for (char *p = s; *p; p++)
        if (*p == '/')
            *p = '.';
    return s;
}

/* java.lang.reflect.Field: just the two fields the natives read */
typedef struct FakeField {
    Object hdr;
    Object *clazz;
    jint slot;
} FakeField;

uint32_t vm_field_offset(Thread *t, const char *cls, const char *name, const char *desc)
{
    (void)t, (void)desc;
    assert_string_equal(cls, "java/lang/reflect/Field");
    if (strcmp(name, "clazz") == 0)
        return (uint32_t)offsetof(FakeField, clazz);
    assert_string_equal(name, "slot");
    return (uint32_t)offsetof(FakeField, slot);
}

static int initialized_count;
bool vm_ensure_initialized(Thread *t, Class *c)
{
    (void)t;
    initialized_count++;
    c->state = CLASS_INITIALIZED;
    return true;
}
Object *vm_new_object(Thread *t, Class *c)
{
    (void)t;
    Object *o = fake_alloc(c->instance_size);
    o->klass = c;
    return o;
}

static Class *platform_loader_class; /* what vm_find_loaded_class reports */
Class *vm_find_loaded_class(Object *loader, const char *name)
{
    (void)loader;
    if (strcmp(name, "jdk/internal/loader/ClassLoaders$PlatformClassLoader") == 0)
        return platform_loader_class;
    return NULL;
}
bool vm_instance_of(Object *o, Class *c) { return o != NULL && o->klass == c; }
bool vm_is_subclass_of(Class *c, Class *s) { return c == s; }

/* ================================================================ helpers */

static NativeFn find_native(const NativeDef *table, const char *cls, const char *name, const char *desc)
{
    for (const NativeDef *d = table; d->class_name != NULL; d++)
        if (strcmp(d->class_name, cls) == 0 && strcmp(d->name, name) == 0 && strcmp(d->desc, desc) == 0)
            return d->fn;
    return NULL;
}

static NativeFn native(const char *cls, const char *name, const char *desc)
{
    const NativeDef *tables[] = {vm_natives_unsafe, vm_natives_lang_misc, vm_natives_system_props};
    for (int i = 0; i < 3; i++) {
        NativeFn fn = find_native(tables[i], cls, name, desc);
        if (fn != NULL)
            return fn;
    }
    fail_msg("no native %s.%s%s", cls, name, desc);
    return NULL;
}

static Slot ret;
static NativeResult call(const char *cls, const char *name, const char *desc, Slot *args)
{
    memset(&ret, 0, sizeof ret);
    thread.exception = NULL;
    last_exception[0] = '\0';
    return native(cls, name, desc)(&thread, args, &ret);
}

static uint64_t bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}
static double from_bits(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* ================================================================ native tables */

static const struct {
    const char *cls, *name, *desc;
} expected_natives[] = {
    {"jdk/internal/misc/Unsafe", "registerNatives", "()V"},
    {"jdk/internal/misc/Unsafe", "getInt", "(Ljava/lang/Object;J)I"},
    {"jdk/internal/misc/Unsafe", "putInt", "(Ljava/lang/Object;JI)V"},
    {"jdk/internal/misc/Unsafe", "getReference", "(Ljava/lang/Object;J)Ljava/lang/Object;"},
    {"jdk/internal/misc/Unsafe", "putReference", "(Ljava/lang/Object;JLjava/lang/Object;)V"},
    {"jdk/internal/misc/Unsafe", "getBoolean", "(Ljava/lang/Object;J)Z"},
    {"jdk/internal/misc/Unsafe", "putBoolean", "(Ljava/lang/Object;JZ)V"},
    {"jdk/internal/misc/Unsafe", "getByte", "(Ljava/lang/Object;J)B"},
    {"jdk/internal/misc/Unsafe", "putByte", "(Ljava/lang/Object;JB)V"},
    {"jdk/internal/misc/Unsafe", "getShort", "(Ljava/lang/Object;J)S"},
    {"jdk/internal/misc/Unsafe", "putShort", "(Ljava/lang/Object;JS)V"},
    {"jdk/internal/misc/Unsafe", "getChar", "(Ljava/lang/Object;J)C"},
    {"jdk/internal/misc/Unsafe", "putChar", "(Ljava/lang/Object;JC)V"},
    {"jdk/internal/misc/Unsafe", "getLong", "(Ljava/lang/Object;J)J"},
    {"jdk/internal/misc/Unsafe", "putLong", "(Ljava/lang/Object;JJ)V"},
    {"jdk/internal/misc/Unsafe", "getFloat", "(Ljava/lang/Object;J)F"},
    {"jdk/internal/misc/Unsafe", "putFloat", "(Ljava/lang/Object;JF)V"},
    {"jdk/internal/misc/Unsafe", "getDouble", "(Ljava/lang/Object;J)D"},
    {"jdk/internal/misc/Unsafe", "putDouble", "(Ljava/lang/Object;JD)V"},
    {"jdk/internal/misc/Unsafe", "getUncompressedObject", "(J)Ljava/lang/Object;"},
    {"jdk/internal/misc/Unsafe", "writeback0", "(J)V"},
    {"jdk/internal/misc/Unsafe", "writebackPreSync0", "()V"},
    {"jdk/internal/misc/Unsafe", "writebackPostSync0", "()V"},
    {"jdk/internal/misc/Unsafe", "defineClass0", "(Ljava/lang/String;[BIILjava/lang/ClassLoader;Ljava/security/ProtectionDomain;)Ljava/lang/Class;"},
    {"jdk/internal/misc/Unsafe", "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;"},
    {"jdk/internal/misc/Unsafe", "throwException", "(Ljava/lang/Throwable;)V"},
    {"jdk/internal/misc/Unsafe", "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z"},
    {"jdk/internal/misc/Unsafe", "compareAndExchangeReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"},
    {"jdk/internal/misc/Unsafe", "compareAndSetInt", "(Ljava/lang/Object;JII)Z"},
    {"jdk/internal/misc/Unsafe", "compareAndExchangeInt", "(Ljava/lang/Object;JII)I"},
    {"jdk/internal/misc/Unsafe", "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z"},
    {"jdk/internal/misc/Unsafe", "compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J"},
    {"jdk/internal/misc/Unsafe", "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;"},
    {"jdk/internal/misc/Unsafe", "putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V"},
    {"jdk/internal/misc/Unsafe", "getIntVolatile", "(Ljava/lang/Object;J)I"},
    {"jdk/internal/misc/Unsafe", "putIntVolatile", "(Ljava/lang/Object;JI)V"},
    {"jdk/internal/misc/Unsafe", "getBooleanVolatile", "(Ljava/lang/Object;J)Z"},
    {"jdk/internal/misc/Unsafe", "putBooleanVolatile", "(Ljava/lang/Object;JZ)V"},
    {"jdk/internal/misc/Unsafe", "getByteVolatile", "(Ljava/lang/Object;J)B"},
    {"jdk/internal/misc/Unsafe", "putByteVolatile", "(Ljava/lang/Object;JB)V"},
    {"jdk/internal/misc/Unsafe", "getShortVolatile", "(Ljava/lang/Object;J)S"},
    {"jdk/internal/misc/Unsafe", "putShortVolatile", "(Ljava/lang/Object;JS)V"},
    {"jdk/internal/misc/Unsafe", "getCharVolatile", "(Ljava/lang/Object;J)C"},
    {"jdk/internal/misc/Unsafe", "putCharVolatile", "(Ljava/lang/Object;JC)V"},
    {"jdk/internal/misc/Unsafe", "getLongVolatile", "(Ljava/lang/Object;J)J"},
    {"jdk/internal/misc/Unsafe", "putLongVolatile", "(Ljava/lang/Object;JJ)V"},
    {"jdk/internal/misc/Unsafe", "getFloatVolatile", "(Ljava/lang/Object;J)F"},
    {"jdk/internal/misc/Unsafe", "putFloatVolatile", "(Ljava/lang/Object;JF)V"},
    {"jdk/internal/misc/Unsafe", "getDoubleVolatile", "(Ljava/lang/Object;J)D"},
    {"jdk/internal/misc/Unsafe", "putDoubleVolatile", "(Ljava/lang/Object;JD)V"},
    {"jdk/internal/misc/Unsafe", "loadFence", "()V"},
    {"jdk/internal/misc/Unsafe", "storeFence", "()V"},
    {"jdk/internal/misc/Unsafe", "fullFence", "()V"},
    {"jdk/internal/misc/Unsafe", "allocateMemory0", "(J)J"},
    {"jdk/internal/misc/Unsafe", "reallocateMemory0", "(JJ)J"},
    {"jdk/internal/misc/Unsafe", "freeMemory0", "(J)V"},
    {"jdk/internal/misc/Unsafe", "setMemory0", "(Ljava/lang/Object;JJB)V"},
    {"jdk/internal/misc/Unsafe", "copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V"},
    {"jdk/internal/misc/Unsafe", "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V"},
    {"jdk/internal/misc/Unsafe", "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J"},
    {"jdk/internal/misc/Unsafe", "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J"},
    {"jdk/internal/misc/Unsafe", "staticFieldOffset0", "(Ljava/lang/reflect/Field;)J"},
    {"jdk/internal/misc/Unsafe", "staticFieldBase0", "(Ljava/lang/reflect/Field;)Ljava/lang/Object;"},
    {"jdk/internal/misc/Unsafe", "shouldBeInitialized0", "(Ljava/lang/Class;)Z"},
    {"jdk/internal/misc/Unsafe", "ensureClassInitialized0", "(Ljava/lang/Class;)V"},
    {"jdk/internal/misc/Unsafe", "arrayBaseOffset0", "(Ljava/lang/Class;)I"},
    {"jdk/internal/misc/Unsafe", "arrayIndexScale0", "(Ljava/lang/Class;)I"},
    {"jdk/internal/misc/Unsafe", "getLoadAverage0", "([DI)I"},
    {"jdk/internal/misc/ScopedMemoryAccess", "registerNatives", "()V"},
    {"jdk/internal/misc/ScopedMemoryAccess", "closeScope0", "(Ljdk/internal/misc/ScopedMemoryAccess$Scope;Ljdk/internal/misc/ScopedMemoryAccess$Scope$ScopedAccessError;)Z"},
    {"java/lang/Float", "floatToRawIntBits", "(F)I"},
    {"java/lang/Float", "intBitsToFloat", "(I)F"},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J"},
    {"java/lang/Double", "longBitsToDouble", "(J)D"},
    {"java/lang/StrictMath", "sin", "(D)D"},
    {"java/lang/StrictMath", "cos", "(D)D"},
    {"java/lang/StrictMath", "tan", "(D)D"},
    {"java/lang/StrictMath", "asin", "(D)D"},
    {"java/lang/StrictMath", "acos", "(D)D"},
    {"java/lang/StrictMath", "atan", "(D)D"},
    {"java/lang/StrictMath", "log", "(D)D"},
    {"java/lang/StrictMath", "log10", "(D)D"},
    {"java/lang/StrictMath", "sqrt", "(D)D"},
    {"java/lang/StrictMath", "IEEEremainder", "(DD)D"},
    {"java/lang/StrictMath", "atan2", "(DD)D"},
    {"java/lang/StrictMath", "sinh", "(D)D"},
    {"java/lang/StrictMath", "cosh", "(D)D"},
    {"java/lang/StrictMath", "tanh", "(D)D"},
    {"java/lang/StrictMath", "expm1", "(D)D"},
    {"java/lang/StrictMath", "log1p", "(D)D"},
    {"java/lang/Runtime", "availableProcessors", "()I"},
    {"java/lang/Runtime", "freeMemory", "()J"},
    {"java/lang/Runtime", "totalMemory", "()J"},
    {"java/lang/Runtime", "maxMemory", "()J"},
    {"java/lang/Runtime", "gc", "()V"},
    {"java/lang/StringUTF16", "isBigEndian", "()Z"},
    {"jdk/internal/misc/VM", "latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;"},
    {"jdk/internal/misc/VM", "getuid", "()J"},
    {"jdk/internal/misc/VM", "geteuid", "()J"},
    {"jdk/internal/misc/VM", "getgid", "()J"},
    {"jdk/internal/misc/VM", "getegid", "()J"},
    {"jdk/internal/misc/VM", "getNanoTimeAdjustment", "(J)J"},
    {"jdk/internal/misc/VM", "getRuntimeArguments", "()[Ljava/lang/String;"},
    {"jdk/internal/misc/VM", "initialize", "()V"},
    {"jdk/internal/misc/CDS", "isDumpingClassList0", "()Z"},
    {"jdk/internal/misc/CDS", "isDumpingArchive0", "()Z"},
    {"jdk/internal/misc/CDS", "isSharingEnabled0", "()Z"},
    {"jdk/internal/misc/CDS", "logLambdaFormInvoker", "(Ljava/lang/String;)V"},
    {"jdk/internal/misc/CDS", "initializeFromArchive", "(Ljava/lang/Class;)V"},
    {"jdk/internal/misc/CDS", "defineArchivedModules", "(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V"},
    {"jdk/internal/misc/CDS", "getRandomSeedForDumping", "()J"},
    {"jdk/internal/misc/CDS", "dumpClassList", "(Ljava/lang/String;)V"},
    {"jdk/internal/misc/CDS", "dumpDynamicArchive", "(Ljava/lang/String;)V"},
    {"jdk/internal/misc/Signal", "findSignal0", "(Ljava/lang/String;)I"},
    {"jdk/internal/misc/Signal", "handle0", "(IJ)J"},
    {"jdk/internal/misc/Signal", "raise0", "(I)V"},
    {"java/lang/ProcessEnvironment", "environ", "()[[B"},
    {"java/util/TimeZone", "getSystemTimeZoneID", "(Ljava/lang/String;)Ljava/lang/String;"},
    {"java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;"},
    {"java/lang/Shutdown", "beforeHalt", "()V"},
    {"java/lang/Shutdown", "halt0", "(I)V"},
    {"jdk/internal/util/SystemProps$Raw", "vmProperties", "()[Ljava/lang/String;"},
    {"jdk/internal/util/SystemProps$Raw", "platformProperties", "()[Ljava/lang/String;"},
};

/* Every native of the owned classes (park and unpark belong to the scheduler) is in a table with its
   exact descriptor; the tables hold nothing else and no duplicates. */
static void test_tables_cover_every_native(void **state)
{
    (void)state;
    size_t n_expected = sizeof expected_natives / sizeof expected_natives[0];
    for (size_t i = 0; i < n_expected; i++)
        native(expected_natives[i].cls, expected_natives[i].name, expected_natives[i].desc);
    const NativeDef *tables[] = {vm_natives_unsafe, vm_natives_lang_misc, vm_natives_system_props};
    size_t n_defined = 0;
    for (int t = 0; t < 3; t++) {
        for (const NativeDef *d = tables[t]; d->class_name != NULL; d++, n_defined++) {
            bool known = false;
            for (size_t i = 0; i < n_expected && !known; i++)
                known = strcmp(d->class_name, expected_natives[i].cls) == 0 &&
                        strcmp(d->name, expected_natives[i].name) == 0 && strcmp(d->desc, expected_natives[i].desc) == 0;
            if (!known)
                fail_msg("unexpected native %s.%s%s", d->class_name, d->name, d->desc);
            assert_non_null(d->fn);
        }
    }
    assert_int_equal(n_defined, n_expected);
}

/* ================================================================ StrictMath */

static const char *const math_names[] = {"sin", "cos", "tan", "asin", "acos", "atan", "log", "log10", "sqrt",
                                         "IEEEremainder", "atan2", "sinh", "cosh", "tanh", "expm1", "log1p"};

/* {function index, x bits, y bits (IEEEremainder, atan2), HotSpot 17's result bits} */
static const struct {
    int fn;
    unsigned long long x, y, expected;
} math_cases[] = {
    {0, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {0, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3feaed548f090ceeULL},
    {0, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbfeaed548f090ceeULL},
    {0, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fdeaee8744b05f0ULL},
    {0, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfe5cffc16bf8f0dULL},
    {0, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fe6a09e667f3bccULL},
    {0, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {0, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3fe6a09e667f3bcdULL},
    {0, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3ca1a62633145c07ULL},
    {0, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {0, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {0, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {0, 0x4036800000000000ULL, 0x0000000000000000ULL, 0xbfdf2dde019d9bc7ULL},
    {0, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x3fe16834defaadb0ULL},
    {0, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x3f0f9bd0303f6fafULL},
    {0, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0x3fe9e3c5a2f78a36ULL},
    {0, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0xbfeb453ab76bf397ULL},
    {0, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0xbfea2c16b010e385ULL},
    {0, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x3f7452fc98b34e97ULL},
    {0, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0xbdd1a62633145c07ULL},
    {0, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0xbfe9449e7d420870ULL},
    {0, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {0, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {0, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {0, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fd982d0b2e4b66bULL},
    {0, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd24d0a8fc2cbf6ULL},
    {0, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3fe326af0dcfcab0ULL},
    {0, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3fedd343a21a55c4ULL},
    {0, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fe91103985da841ULL},
    {0, 0x3fce52fa2f191680ULL, 0xc023f2ec53807410ULL, 0x3fce0a908584bcf9ULL},
    {0, 0x402ea2b88ab5512eULL, 0x3ff8d3aa32a07740ULL, 0x3fd8574416b49c0fULL},
    {0, 0xc0b7126c83ed399aULL, 0xbfaff2abdee09d7eULL, 0xbfcd24c5e628d3b0ULL},
    {0, 0xc0183ca7b27ed9a0ULL, 0x3f9a8dba9dc99454ULL, 0x3fcc6d43d5789001ULL},
    {0, 0xbfe3068dd48840d4ULL, 0xc026ecd9b4c8331cULL, 0xbfe1eca27ccdd556ULL},
    {0, 0x4047fa979750c23eULL, 0xbf1e89aa22efd000ULL, 0xbfe7b26fca064ae2ULL},
    {0, 0xc112e2af2473a801ULL, 0x3fb08986250bd7aeULL, 0x3feda1693aed9eefULL},
    {0, 0xc01c225506233580ULL, 0x3fc936f95fd84438ULL, 0xbfe5d20908e38beeULL},
    {0, 0x3fe8e341f28770daULL, 0x3fb1d5a2f58240f4ULL, 0x3fe67418c26e28ecULL},
    {0, 0xc047ff9b4b4aa7c3ULL, 0xbf946fe51b51d268ULL, 0x3fe885655a84fa12ULL},
    {0, 0xc11be503ea7f3ce6ULL, 0xbf3a300edb9e4ce8ULL, 0x3fef40038114197cULL},
    {0, 0xc34fcccdcdf340faULL, 0x401562dc1c54b984ULL, 0xbfd5d58eecab4853ULL},
    {0, 0xbfc1d5a53c6f6f18ULL, 0x3f96238118760ffcULL, 0xbfc1c6e321ff1b88ULL},
    {0, 0x4028f67a54f0595cULL, 0xc0290155beaf18d8ULL, 0xbfb5b9ccf86f7e5fULL},
    {0, 0xc1116b186da4a292ULL, 0xc02ad31d0a33dd6aULL, 0x3fc59a298801090aULL},
    {0, 0x40a4360d37e4b944ULL, 0x3fe9f1366aa49830ULL, 0xbfefe884c08da13fULL},
    {0, 0x3febe9160fb43bf4ULL, 0x3f61b5f7f5c54e80ULL, 0x3fe881010cf9b5d9ULL},
    {0, 0xc01b84cdb85587faULL, 0xbf561e869f55bc40ULL, 0xbfe1f9e5c18240b7ULL},
    {0, 0x410657325a613c47ULL, 0xbff81b38cdc2ca10ULL, 0xbfe744722452fabcULL},
    {0, 0xc1b5a50238a67396ULL, 0xc03414591ad9eff2ULL, 0x3fd644046a4274f0ULL},
    {0, 0xbfda800ce622fec8ULL, 0xbfebab0521fed7d0ULL, 0xbfd9bfd9d1fd8595ULL},
    {0, 0xc03cc07bb03aa72dULL, 0xbfe8ed9eff8dd8acULL, 0x3fdd6a36806c527eULL},
    {0, 0xc110423ec049eab3ULL, 0x403b0f4e08bfe4d8ULL, 0xbfef685e469374c3ULL},
    {0, 0xc155fcff85d741f2ULL, 0x3f9de39ede0a105eULL, 0xbfda2e0223e4209aULL},
    {0, 0xbfdc9b809cce0d18ULL, 0xbf9788d726a3d1feULL, 0xbfdbaa0da088246aULL},
    {0, 0x404419176ad2d372ULL, 0x3ff281a16ecac460ULL, 0x3fe33ae7bf701f7bULL},
    {0, 0xc0f6676053069a07ULL, 0x3f428aa6be2c896cULL, 0xbfb9444006b6e578ULL},
    {0, 0xc51ce5fa94be0ed6ULL, 0xbf3c56b027b77b6cULL, 0x3fe50d39128494e1ULL},
    {0, 0x3fd6e51833e79694ULL, 0x4027d38b1faedb80ULL, 0x3fd668e1c56365a1ULL},
    {0, 0xc048da4b68844b58ULL, 0xc02d3718298311c0ULL, 0x3fe0ffde0457d917ULL},
    {0, 0xc0f6897fa684b07fULL, 0xc025460b1fb1ba74ULL, 0x3fe18c02982ba146ULL},
    {0, 0xc404527f0970a7a0ULL, 0x4009c2085eac817cULL, 0xbfefc41235f96bd0ULL},
    {0, 0x3fed92922d3b4e60ULL, 0x3f697207f540add8ULL, 0x3fe98a118f27ba67ULL},
    {0, 0x4031429a84a50257ULL, 0xbf20c19ddb7950c0ULL, 0xbfeffe95a9357b49ULL},
    {1, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {1, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {1, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3fe14a280fb5068cULL},
    {1, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0x3fe14a280fb5068cULL},
    {1, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fec1528065b7d50ULL},
    {1, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0x3fe769fec655211fULL},
    {1, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fe6a09e667f3bcdULL},
    {1, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3c91a62633145c07ULL},
    {1, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0xbfe6a09e667f3bccULL},
    {1, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0xbff0000000000000ULL},
    {1, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {1, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {1, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {1, 0x4036800000000000ULL, 0x0000000000000000ULL, 0xbfebf21c9294b1c4ULL},
    {1, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0xbfead9f150b2e096ULL},
    {1, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x3fefffffff063930ULL},
    {1, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xbfe2ceb79ce2b3acULL},
    {1, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x3fe0be2cef01c8f4ULL},
    {1, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0xbfe2699022adc4c1ULL},
    {1, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0xbfefffe62ecfab75ULL},
    {1, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {1, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x3fe3a28347083789ULL},
    {1, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {1, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {1, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {1, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fed590dc48f4b33ULL},
    {1, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0x3feea9ef0f5d6b26ULL},
    {1, 0x4004000000000000ULL, 0x0000000000000000ULL, 0xbfe9a2f7ef858b7dULL},
    {1, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3fd730de943b79d4ULL},
    {1, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fe3e43a9692e21cULL},
    {1, 0xbfd7ea66fd9a263cULL, 0x3fe3b8a7ba9418a4ULL, 0x3fedcaaac961e167ULL},
    {1, 0x400340b9aa5fa778ULL, 0xc017f6a905d47bb4ULL, 0xbfe7bd23fc6c026aULL},
    {1, 0x411b1baa0f3bf37cULL, 0xc019a9d60f430398ULL, 0x3fe1281bca01fc90ULL},
    {1, 0x44839ef72b7b4024ULL, 0x3f53da0bb9bc63d4ULL, 0x3fdf464459334dceULL},
    {1, 0xbfe81e67dc8aa76cULL, 0x4041da8523f68d8cULL, 0x3fe7553a6f88bd06ULL},
    {1, 0xc042ec6158bf9961ULL, 0xc04b2ed2591c22d8ULL, 0x3fefa6eaa8ec0ae8ULL},
    {1, 0x4117c9e1cb8bd356ULL, 0xbf4559bd98c6a5feULL, 0x3fef7a329932cf54ULL},
    {1, 0x3af525dd3816ffb4ULL, 0x3fbb1e81ca9883d4ULL, 0x3ff0000000000000ULL},
    {1, 0xbfe82c2869ae8c84ULL, 0x3fd5e700a7510ff0ULL, 0x3fe74bcefe545339ULL},
    {1, 0x40440a26085585d5ULL, 0xbf4ed2270983da5aULL, 0xbfe729d7dd8fb2ccULL},
    {1, 0xc0f2bcc77e0432ccULL, 0x3fad8dbaa6d9ecfcULL, 0x3fe9a97d30b8fbcdULL},
    {1, 0xbc49aef2e2d71634ULL, 0xbf4c75eca3be23e8ULL, 0x3ff0000000000000ULL},
    {1, 0x3fe015761c0364bcULL, 0xc021d785c47e1f60ULL, 0x3fec0ad7b21d6f66ULL},
    {1, 0x401cabff394e874cULL, 0x3f567b2ef3658900ULL, 0x3fe4454c9813b66eULL},
    {1, 0xc1183a0627d1e3b7ULL, 0x3fcf7603555f9b82ULL, 0xbfd313bb15286879ULL},
    {1, 0x3f8f25f77913d706ULL, 0x3f35a6e4b75e362eULL, 0x3fefff0d734e3810ULL},
    {1, 0x3fe3304234c6a5eeULL, 0x3f323ca4e914f4aaULL, 0x3fea6acf4bd41425ULL},
    {1, 0xc045d6be5239da4cULL, 0x403af8621715bf4eULL, 0x3fee86dcfa402702ULL},
    {1, 0x4117bcd3eba20d81ULL, 0x406907af763219e0ULL, 0x3fedc3d08f60e697ULL},
    {1, 0x3b5b63e653478800ULL, 0x4009ff7217037168ULL, 0x3ff0000000000000ULL},
    {1, 0x3fd4d95baaf6c388ULL, 0x3fdeb960a8635b5cULL, 0x3fee5125c3c2fa29ULL},
    {1, 0x4041aa4bfaa49973ULL, 0x3f9cde4ecb74b9e0ULL, 0xbfe6e86bdf070dccULL},
    {1, 0x411e1f3812282268ULL, 0x3fb99007e51cfaecULL, 0x3fdf8b3fb2403011ULL},
    {1, 0xbff4c16bc3cab524ULL, 0xbffeaff77fd75948ULL, 0x3fd14a8a94188c12ULL},
    {1, 0x3fbf4e6f8885bc40ULL, 0x3ff7e376105d76c2ULL, 0x3fefc2d217cec7b9ULL},
    {1, 0xc046ca717b52634cULL, 0x3f4cbd5bce0498b4ULL, 0xbf9d2cb4e1422c92ULL},
    {1, 0x41131c496ff7b1f2ULL, 0xc012276ac926b808ULL, 0xbfec7e842e41f7ecULL},
    {1, 0xc2887ed894ec02c0ULL, 0xc019622c909052b0ULL, 0x3fdb99d86e7732fcULL},
    {1, 0xbfe50c31d619cfe4ULL, 0xbf42bc050aed5952ULL, 0x3fe952f53f0b6ee5ULL},
    {1, 0x4035e2847e7ad111ULL, 0xbf21a9609a99cab8ULL, 0xbfefd1bf5ec16ea9ULL},
    {1, 0xc10c63e2a27183a0ULL, 0x3fd183471cf6729cULL, 0x3fef3132850e48a3ULL},
    {1, 0xc38fd074c7ed3124ULL, 0x3f91e2786f8ebc24ULL, 0xbfeee90f302bfc0eULL},
    {1, 0x3f629108bc39fa00ULL, 0x3f448c43c650d040ULL, 0x3feffffa9d229138ULL},
    {1, 0x4019156b9ad24584ULL, 0xbf2797429d741410ULL, 0x3fefff62366e4b2dULL},
    {2, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {2, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {2, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff8eb245cbee3a6ULL},
    {2, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbff8eb245cbee3a6ULL},
    {2, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fe17b4f5bf3474aULL},
    {2, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfedcfa36110eeecULL},
    {2, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fefffffffffffffULL},
    {2, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x434d02967c31cdb5ULL},
    {2, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0xbff0000000000001ULL},
    {2, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0xbca1a62633145c07ULL},
    {2, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {2, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {2, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {2, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x3fe1d9ebe41119b9ULL},
    {2, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0xbfe4beaba1020052ULL},
    {2, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x3f0f9bd03136287dULL},
    {2, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xbff60669312ec1eeULL},
    {2, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0xbffa0f79c1b6b258ULL},
    {2, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x3ff6be411f37ac77ULL},
    {2, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0xbf74530cfe729484ULL},
    {2, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0xbdd1a62633145c07ULL},
    {2, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0xbff497246835874aULL},
    {2, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {2, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {2, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {2, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fdbd0ff6664f790ULL},
    {2, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd31931f1c1882fULL},
    {2, 0x4004000000000000ULL, 0x0000000000000000ULL, 0xbfe7e79b4e00bb15ULL},
    {2, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x400493c43acb164dULL},
    {2, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3ff4299ba9c2a138ULL},
    {2, 0xbfa23bcd93707d60ULL, 0xbfa9e72a55c8cb70ULL, 0xbfa23dc70043425bULL},
    {2, 0x40309d093aee1770ULL, 0x3edee21e66322a00ULL, 0x3ff463e01a98f602ULL},
    {2, 0x410a4a7a5415db08ULL, 0xc03597c1ca9d97a0ULL, 0x3fd1600d66b51054ULL},
    {2, 0x421824ca7f1da4d2ULL, 0x3fd53ea624b2af20ULL, 0x3fe0779f70e3ffabULL},
    {2, 0x3fefd243af0ad9a8ULL, 0x402572cca997a2f6ULL, 0x3ff89d7b7d711342ULL},
    {2, 0xc00de52014f4d990ULL, 0x3ff55866d5453150ULL, 0xbfe5abed27d50bcbULL},
    {2, 0xc113692106ac2abbULL, 0x3ee7558cacc63700ULL, 0xbff192790e7ba757ULL},
    {2, 0xbfc2e16a684eac30ULL, 0xc01180915e753168ULL, 0xbfc304c71a23c4adULL},
    {2, 0xbfef938b84d96d68ULL, 0x40188dba8a15f80cULL, 0xbff8352082d8035cULL},
    {2, 0xc034641b7cd16a58ULL, 0x3fe4808a21a0a52eULL, 0xc0410e2f2ece04abULL},
    {2, 0xc1190c1f11f0f03aULL, 0xbfdfaaf28c5aacacULL, 0x3ffc499bd599fa38ULL},
    {2, 0xbd8a6841abd1c848ULL, 0x3fdabc8513345400ULL, 0xbd8a6841abd1c848ULL},
    {2, 0x3fdda3fb9ee7d7e0ULL, 0xbff959c990838f20ULL, 0x3fdff57a71051b64ULL},
    {2, 0x40327339fa2d718dULL, 0xbf708a58dc6e6fe0ULL, 0xbfdb047916d7ede4ULL},
    {2, 0xc10062983ba7f828ULL, 0x3f409d0134a607deULL, 0x3fe8c35761862f2eULL},
    {2, 0xbefc2ba510100f52ULL, 0x3fb6d7315d12e382ULL, 0xbefc2ba5102d2b22ULL},
    {2, 0x3fd3cf9997ed5578ULL, 0x3f430d70b2b3a312ULL, 0x3fd4780b28cd91c0ULL},
    {2, 0x4007ecadf79c8615ULL, 0x403ec86856a8d0ecULL, 0xbfc37acebddfe2e6ULL},
    {2, 0x411c75a19a38f883ULL, 0x3feadf3679903074ULL, 0xbffcd5ee9c865b44ULL},
    {2, 0x399982f398d80d9eULL, 0x3f736ab78139c6dcULL, 0x399982f398d80d9eULL},
    {2, 0xbf513c464454e400ULL, 0x4042f281d5c0ca88ULL, 0xbf513c46aeff6cdbULL},
    {2, 0xc0390a117ddd87baULL, 0xbfee775c12aab6c2ULL, 0x3fb7fbb4ae6a7759ULL},
    {2, 0xc10400e24dc76405ULL, 0xc02ac46c26079cb4ULL, 0x3fd5aa9459103f24ULL},
    {2, 0x4462ad64f86ec826ULL, 0x3f8afc1001bf2150ULL, 0xc014f38f98d26481ULL},
    {2, 0x3fe634699fb6e70cULL, 0xbfcb83841307a53aULL, 0x3fea9f02e781e53cULL},
    {2, 0xc02fac25be959b06ULL, 0x3ee3023c6a580600ULL, 0xbfc0821892476709ULL},
    {2, 0x4113196cd286cec1ULL, 0x3f8965ec72b720c8ULL, 0xc01947056f086b3bULL},
    {2, 0x3b56ab91b82a2600ULL, 0x3fab39952ed230aeULL, 0x3b56ab91b82a2600ULL},
    {2, 0xbfc799494c5f2b38ULL, 0xbf90417109c4d49aULL, 0xbfc7deadd02d0000ULL},
    {2, 0xc03ff835cdb2fdbcULL, 0x400013fdf8197a08ULL, 0xbfe3c7ba55a28953ULL},
    {2, 0xc1100acc1c25ec6fULL, 0xbf9915b7537b1ce6ULL, 0x3fa3d18f073f596cULL},
    {2, 0x3d23e948abf7f52aULL, 0x3fb0798728fb013eULL, 0x3d23e948abf7f52aULL},
    {2, 0x3fd41dc2063454ecULL, 0xbfd0aaed2d972f42ULL, 0x3fd4ce541b13b101ULL},
    {2, 0xc03e937b7922c158ULL, 0xc06219df5716fc8eULL, 0x3ff1d802842ceedeULL},
    {3, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {3, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {3, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {3, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbff921fb54442d18ULL},
    {3, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fe0c152382d7366ULL},
    {3, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfeb235315c680dcULL},
    {3, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fece8276c3e139cULL},
    {3, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {3, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {3, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {3, 0x4036800000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x4086300000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {3, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fdb097cc349e2c6ULL},
    {3, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd2d49ccd6f3133ULL},
    {3, 0x4004000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {3, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3ff1ea93705fa172ULL},
    {3, 0x3fe9373b19a2229cULL, 0x3ff58b756bac6bd4ULL, 0x3fed0a9310a86bd8ULL},
    {3, 0xc03421ebf79375dbULL, 0x400acb2836dda6a0ULL, 0xfff8000000000000ULL},
    {3, 0x410e8da7712aecc6ULL, 0x3f5b5c22df8f2538ULL, 0xfff8000000000000ULL},
    {3, 0x42e9ffb048a19068ULL, 0x4042dbcf66bf55e0ULL, 0xfff8000000000000ULL},
    {3, 0xbfe1ffb6df128704ULL, 0x3f92d6cedcc3ee4cULL, 0xbfe31d9b9d5bae60ULL},
    {3, 0xc0439d8f9ce8f64dULL, 0xbf4e3d54aa8b7bbaULL, 0xfff8000000000000ULL},
    {3, 0x40eaed48ed6c89e2ULL, 0x3f5fcc76ccf31068ULL, 0xfff8000000000000ULL},
    {3, 0xc538e7655c79f574ULL, 0xc05ce62d971e52e8ULL, 0xfff8000000000000ULL},
    {3, 0x3fede6e5a03e42fcULL, 0xbfebca0c38ff50baULL, 0x3ff34e86648483b8ULL},
    {3, 0x401c6c3a201490d2ULL, 0x3f3add84fed40400ULL, 0xfff8000000000000ULL},
    {3, 0xc0eb23488badfb95ULL, 0xbff522ad9ec49df0ULL, 0xfff8000000000000ULL},
    {3, 0x43bd3139ce54417cULL, 0xbf4c17514c693bf0ULL, 0xfff8000000000000ULL},
    {3, 0x3fdac7e8af50e6e4ULL, 0xbf87b65adfe7f174ULL, 0x3fdba19f6e34264aULL},
    {3, 0x403ba7aae0e9d238ULL, 0xc024ddd69d55e1f0ULL, 0xfff8000000000000ULL},
    {3, 0xc0df4a04cb244d51ULL, 0xc002306549c22a68ULL, 0xfff8000000000000ULL},
    {3, 0x4147ab0aab30fb58ULL, 0x3f39166fa0e76758ULL, 0xfff8000000000000ULL},
    {3, 0x3fe3abbeefee3814ULL, 0x3f884ec1a9f848f8ULL, 0x3fe52f4e5d7416baULL},
    {3, 0xc036238c2a9160deULL, 0x3fb4e3fd7123388cULL, 0xfff8000000000000ULL},
    {3, 0x411e4efbabe49b01ULL, 0x3f6e80ccebcfe1c0ULL, 0xfff8000000000000ULL},
    {3, 0xbe4dc3c9402e7bfeULL, 0xbf3d7c73c9fe758eULL, 0xbe4dc3c9402e7bfeULL},
    {3, 0xbfeda3f41f0d798aULL, 0xbf6dec0f41dbf928ULL, 0xbff2f333a703b788ULL},
    {3, 0xc04460726364ec9fULL, 0xbfb7adfeca102b00ULL, 0xfff8000000000000ULL},
    {3, 0xc1154b3493db3e99ULL, 0xbfaef164a6e83c50ULL, 0xfff8000000000000ULL},
    {3, 0x41615b0397dddc90ULL, 0x3ffe21deb7ac9438ULL, 0xfff8000000000000ULL},
    {3, 0x3fd741d6bfc345c0ULL, 0xbfb8c31bc74f3fdeULL, 0x3fd7cd5674c17c9dULL},
    {3, 0xc00b3e7e4118b1bdULL, 0xc019705d2928bc28ULL, 0xfff8000000000000ULL},
    {3, 0x4119264b395e6f2dULL, 0xbf5590f70d666ed6ULL, 0xfff8000000000000ULL},
    {3, 0xbc81f1b679563b14ULL, 0x3f35ad71186d34c2ULL, 0xbc81f1b679563b14ULL},
    {3, 0xbfda2f57f283c2c4ULL, 0x3fe7ea6f9582c60aULL, 0xbfdafa09126915f1ULL},
    {3, 0x4001f8440f97be6aULL, 0x3f39f840d19cecdcULL, 0xfff8000000000000ULL},
    {3, 0x40fa61a2637a6f6cULL, 0xbf84a1a632a542ccULL, 0xfff8000000000000ULL},
    {3, 0xbe27115cdf0f4900ULL, 0x3fe093fd8c647f00ULL, 0xbe27115cdf0f4900ULL},
    {3, 0xbfd1f9fb4e4ebc3cULL, 0xbf24aec0a4f62dacULL, 0xbfd238bfba955710ULL},
    {3, 0x403ea02f33009678ULL, 0x3fb5292c9a4d4b64ULL, 0xfff8000000000000ULL},
    {4, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {4, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {4, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {4, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0x400921fb54442d18ULL},
    {4, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3ff0c152382d7366ULL},
    {4, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0x400359d26f93b6c3ULL},
    {4, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fe55bcf3c4a4694ULL},
    {4, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ff921fb543d4de0ULL},
    {4, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {4, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {4, 0x4036800000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x4086300000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {4, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3ff25f9c2371b467ULL},
    {4, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0x3ffdd722879ff965ULL},
    {4, 0x4004000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {4, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fdcdd9f8f922e98ULL},
    {4, 0xbfe3033629156fccULL, 0x4004351becd22780ULL, 0x4001a7ecf3103278ULL},
    {4, 0x400f96bd8e1992f7ULL, 0xbf83d965b1fb3a30ULL, 0xfff8000000000000ULL},
    {4, 0xc0f17060f0e1432fULL, 0x4033a148202e4d02ULL, 0xfff8000000000000ULL},
    {4, 0xbe58e123429d2fa8ULL, 0xbf7c7b1ff7fb5cbeULL, 0x3ff921fb5a7c75e9ULL},
    {4, 0xbfb391c6a85061d0ULL, 0xbefbb0d46b14b500ULL, 0x3ffa5b66048100e5ULL},
    {4, 0xc0470fc4b615d98bULL, 0x3f709ca3e417ab7aULL, 0xfff8000000000000ULL},
    {4, 0x40f35c82391b3512ULL, 0xbfae360a97784b1eULL, 0xfff8000000000000ULL},
    {4, 0xbf86919b69b0b200ULL, 0x404da6e0c050c5d0ULL, 0x3ff94f1ec6f7985dULL},
    {4, 0x3feeaa4e06fd785cULL, 0xc0284f210f7d8658ULL, 0x3fd28cc3c40c2da6ULL},
    {4, 0xc04356450326ee01ULL, 0xc021a9d2af500c66ULL, 0xfff8000000000000ULL},
    {4, 0xc10d305ddfcd710cULL, 0xbf81cd3f463d7b50ULL, 0xfff8000000000000ULL},
    {4, 0xbcd638fd87833040ULL, 0x3f14ace74ec10300ULL, 0x3ff921fb54442d1eULL},
    {4, 0xbfe95d00080e0b70ULL, 0xc0061562f2af1b5cULL, 0x4003e30b8c9773e3ULL},
    {4, 0xc0334df66c553b33ULL, 0xc00e0f98df727a98ULL, 0xfff8000000000000ULL},
    {4, 0xc11e5806116e5efcULL, 0x3f71b710050efce0ULL, 0xfff8000000000000ULL},
    {4, 0x3b0fae111e5c083cULL, 0xbfd930af68653b2cULL, 0x3ff921fb54442d18ULL},
    {4, 0x3fe96c4964378032ULL, 0x4020ae1ebfc2f86eULL, 0x3fe4e2a032bbc824ULL},
    {4, 0xc0309a2c8639cf93ULL, 0x403ae6017f2321a0ULL, 0xfff8000000000000ULL},
    {4, 0x4115213bb79881ffULL, 0x3fc883814e052b00ULL, 0xfff8000000000000ULL},
    {4, 0xbe482a6e38fdabdcULL, 0xbf8a6c4fb15ef178ULL, 0x3ff921fb57497adfULL},
    {4, 0xbfbd87f892cd5d70ULL, 0xbfe524206537d6c0ULL, 0x3ffafb88c0a4e9ebULL},
    {4, 0xbff50c70f16abc0aULL, 0xc032597b450a8000ULL, 0xfff8000000000000ULL},
    {4, 0x410fb341f4ba9bf1ULL, 0xbf41493a128a250eULL, 0xfff8000000000000ULL},
    {4, 0x3fe1d32e250aa2ceULL, 0xc02c8a583666b370ULL, 0x3fef5c1911e16b83ULL},
    {4, 0x3fe82efb69020c66ULL, 0x3f5772d3b3638550ULL, 0x3fe6d94153df8316ULL},
    {4, 0x403095ebadb3bc8bULL, 0xbfa2a870e1654508ULL, 0xfff8000000000000ULL},
    {4, 0x4100fc43559c89beULL, 0x3f4abf0aa0c566ceULL, 0xfff8000000000000ULL},
    {4, 0x3c83b36e975d4d20ULL, 0x404d6a6e2d7538d8ULL, 0x3ff921fb54442d18ULL},
    {4, 0x3fd937ba7f232670ULL, 0x3fb71d1c35c88890ULL, 0x3ff2a71155f565c4ULL},
    {4, 0x4047103a5b655fc8ULL, 0xc00636800561ef4eULL, 0xfff8000000000000ULL},
    {4, 0x411b96a7ee919c9aULL, 0x3f726c40c1cf3e28ULL, 0xfff8000000000000ULL},
    {4, 0xbdeaaf85846805b0ULL, 0xc05d6c0494ef4d08ULL, 0x3ff921fb545184dbULL},
    {4, 0x3fc29bdaa8bbc228ULL, 0x404a67efd4c13640ULL, 0x3ff6cc61d2ff7ef1ULL},
    {4, 0xc02a21b43c4a3e48ULL, 0xbff49b2eed9fc23cULL, 0xfff8000000000000ULL},
    {5, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {5, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {5, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3fe921fb54442d18ULL},
    {5, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbfe921fb54442d18ULL},
    {5, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fddac670561bb4fULL},
    {5, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfe4978fa3269ee1ULL},
    {5, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fe54e04c05d06a0ULL},
    {5, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff00fe987ed02ffULL},
    {5, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3ff2b5f4b53c7949ULL},
    {5, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff433b8a322ddd2ULL},
    {5, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {5, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {5, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {5, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x3ff86c0e99b54aa8ULL},
    {5, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x3ff91c215d4de84dULL},
    {5, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x3ff91c367668c617ULL},
    {5, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xbff91c7cca1838acULL},
    {5, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {5, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {5, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {5, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff921fab14aa9aaULL},
    {5, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x3ff921fb53d1a4c9ULL},
    {5, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff921fb54442d18ULL},
    {5, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xbff921fb54442d18ULL},
    {5, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {5, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fd8e6f812962e4eULL},
    {5, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd210816f1dae81ULL},
    {5, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3ff30b6d796a4da8ULL},
    {5, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3fec08aae496efa6ULL},
    {5, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fe77338a80603beULL},
    {5, 0xbfedb4d6bc479fe2ULL, 0xc05c711967d21de2ULL, 0xbfe7f1a107254abfULL},
    {5, 0xc048d026be9ae496ULL, 0xbf4b8fb18749c29aULL, 0xbff8cf74b262948fULL},
    {5, 0x40f589e2cdbcd37cULL, 0xbf6256ce21645732ULL, 0x3ff921ef718ba082ULL},
    {5, 0xbb1b50f87cfea2c0ULL, 0x4054ee4ddaf7d9a6ULL, 0xbb1b50f87cfea2c0ULL},
    {5, 0x3fe6dcecbe1c956cULL, 0xc0161e7485a97b80ULL, 0x3fe3da130e13ead7ULL},
    {5, 0xc04110dae8e0c1a2ULL, 0x3fb344410fa5046cULL, 0xbff8aa02a0a0093eULL},
    {5, 0x410ee76ba39251b0ULL, 0x3f6d9ead4695ef80ULL, 0x3ff921f72ff334aeULL},
    {5, 0x43542b92c9f82a8cULL, 0x4021f44a18c5eeb6ULL, 0x3ff921fb54442d18ULL},
    {5, 0xbfef242abd5fe09eULL, 0x3f7abccfa332f30cULL, 0xbfe8b293c5710776ULL},
    {5, 0xc0480a8bca1d80b1ULL, 0xbf93d7cdccd93cb0ULL, 0xbff8ccce92761e01ULL},
    {5, 0x411dd1c414a0c62dULL, 0x3fab821e04dbd812ULL, 0x3ff921f92ed347a6ULL},
    {5, 0x3e723395bf5d2568ULL, 0x4006ab60e4ac9ca0ULL, 0x3e723395bf5d2560ULL},
    {5, 0xbfb30ce26480e8f0ULL, 0xbf8e3539e9f25662ULL, 0xbfb303e978142e0bULL},
    {5, 0x403691eca2014917ULL, 0xc05c8db25c59ff7cULL, 0x3ff86c9ee3cd70e2ULL},
    {5, 0xc0e5ef612a557a05ULL, 0xbf8f85cdd7cc47e0ULL, 0xbff921e3fcd06af0ULL},
    {5, 0xc54d53fcd2915110ULL, 0x3f4441e834307ac4ULL, 0xbff921fb54442d18ULL},
    {5, 0xbfc9992e94b7ff00ULL, 0x3f6474f397c7b4b8ULL, 0xbfc943db11bee852ULL},
    {5, 0x3ff349d22dcdf2e2ULL, 0x3f19c5ccf15a1c40ULL, 0x3fec1b28bb3c6801ULL},
    {5, 0x411d18487501fca1ULL, 0x3f5ebc11213d6a18ULL, 0x3ff921f921248877ULL},
    {5, 0x3e1b7495b3626e56ULL, 0xc01b1bdf59baae40ULL, 0x3e1b7495b3626e56ULL},
    {5, 0x3fe5a90c44afcc9eULL, 0xbfe17db6ba55de04ULL, 0x3fe30a99be73e7bbULL},
    {5, 0xc03f2bc05c72ed96ULL, 0xbf35c67f039e4bd0ULL, 0xbff89e9f495504f0ULL},
    {5, 0x40fa8465929e0f48ULL, 0xbf42e2c759bae928ULL, 0x3ff921f1accfbd2eULL},
    {5, 0x397240714c3f77e0ULL, 0x3fa394084b0ea240ULL, 0x397240714c3f77e0ULL},
    {5, 0xbfb310ac9aa85d70ULL, 0xbf55bd9ee38b1b3cULL, 0xbfb307ae5557aa56ULL},
    {5, 0xc03e95fc44186b30ULL, 0xc04919f492786ed6ULL, 0xbff89c1c874d7c4bULL},
    {5, 0x41071c95f86af9d5ULL, 0xbf5c8172cc66e352ULL, 0x3ff921f5ca743be3ULL},
    {5, 0x45f59d8d9169044eULL, 0x40601b27bf0ca860ULL, 0x3ff921fb54442d18ULL},
    {5, 0x3feaf0d85c410f84ULL, 0xbfceb79fbd69b12eULL, 0x3fe66489e5bf7f5dULL},
    {5, 0x40372ef4ed5a8decULL, 0x3f303c3b13cc1266ULL, 0x3ff87169cb0c8a50ULL},
    {5, 0xc10298530dea7b03ULL, 0x3f7f3f86f5f2ec80ULL, 0xbff921f47212e58eULL},
    {5, 0x3e05f3b9475c3298ULL, 0xc00e64d7098e3ff4ULL, 0x3e05f3b9475c3298ULL},
    {5, 0xbfc466e8717a4a08ULL, 0xbfae76772879fa1cULL, 0xbfc43b571ce86a6eULL},
    {5, 0x402890c9fd29ae56ULL, 0xbf9946507001c776ULL, 0x3ff7d53dae368ca7ULL},
    {6, 0x0000000000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {6, 0x8000000000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {6, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {6, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {6, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0xbfe62e42fefa39efULL},
    {6, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {6, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0xbfceeb95b094c193ULL},
    {6, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3fdce6bb25aa1315ULL},
    {6, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3feb6cef8934d5b0ULL},
    {6, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff250d048e7a1bdULL},
    {6, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0xc037069e2aa2aa5bULL},
    {6, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0xc085963447f87fb5ULL},
    {6, 0x0000000000000001ULL, 0x0000000000000000ULL, 0xc0874385446d71c3ULL},
    {6, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x4008e87ab6e53b28ULL},
    {6, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x401a344e6741ebabULL},
    {6, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x401a42d4d1ff8154ULL},
    {6, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {6, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x40495414621954feULL},
    {6, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x4085963447f87fb5ULL},
    {6, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x40862e42fefa39efULL},
    {6, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x402ca10997e61904ULL},
    {6, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x403436627b57f716ULL},
    {6, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {6, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {6, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {6, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0xbfec87f8c76ff776ULL},
    {6, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {6, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3fed5240f0e0e078ULL},
    {6, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3fc7565011e49675ULL},
    {6, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0xbfbaf8e8210a415cULL},
    {6, 0x3fdeba3ff749894cULL, 0x40331e2a20577ad2ULL, 0xbfe77aaa5af9fe5eULL},
    {6, 0xc043e0b5314489ebULL, 0x3f17da7cbbab8260ULL, 0xfff8000000000000ULL},
    {6, 0xc112bed06de6bd69ULL, 0xc041c4d4bb666ae0ULL, 0xfff8000000000000ULL},
    {6, 0xc1ca5fc1b6dd42faULL, 0xbff81ad9847314e0ULL, 0xfff8000000000000ULL},
    {6, 0xbfec3cb440ae0522ULL, 0x403a83437ea804a0ULL, 0xfff8000000000000ULL},
    {6, 0xc0195fe5157c2606ULL, 0x3f7514103e6c08dcULL, 0xfff8000000000000ULL},
    {6, 0xc11001825e2c3d61ULL, 0x3fde3939ac63240cULL, 0xfff8000000000000ULL},
    {6, 0x3dfc7ee05c9a16d4ULL, 0xbf5c9c899e8b7f08ULL, 0xc0359a82264b97a6ULL},
    {6, 0xbfadc24f8130d4a0ULL, 0x40120005c3d23c40ULL, 0xfff8000000000000ULL},
    {6, 0x4046cd0aface2417ULL, 0x3f9ac38e2b21c73cULL, 0x400e8f419807a207ULL},
    {6, 0x410bb843ab69fc5bULL, 0xc01c4c4b80184098ULL, 0x4028aa86cc4af6a6ULL},
    {6, 0xc3cc4df6704ed150ULL, 0xbf8f9628abc9e868ULL, 0xfff8000000000000ULL},
    {6, 0xbfefcc7584bfb1e4ULL, 0x4015014c0417ffd6ULL, 0xfff8000000000000ULL},
    {6, 0x404824577a0392a5ULL, 0xc02233bbaa887a46ULL, 0x400f044c424235abULL},
    {6, 0xc117b39358994bbeULL, 0xbf9012455659458eULL, 0xfff8000000000000ULL},
    {6, 0x3f4668b651741ba0ULL, 0xbfa84218cc69466cULL, 0xc01d26a6435d296bULL},
    {6, 0x3fe8a66f2d3efc9aULL, 0xbf72ccf44c15d53cULL, 0xbfd0b376998ce028ULL},
    {6, 0x4040117c8d23db85ULL, 0xc0536c928677de5eULL, 0x400bc28d41a5aa01ULL},
    {6, 0xc106f40cab71a2bdULL, 0x3f522a52310ac508ULL, 0xfff8000000000000ULL},
    {6, 0x3b10cdbb6ecba640ULL, 0xbf55e1e866267516ULL, 0xc04b021bcb3c132dULL},
    {6, 0xbfdac235ba02f938ULL, 0x3f908dd98961eee4ULL, 0xfff8000000000000ULL},
    {6, 0x40220c9ec6543084ULL, 0x3ee94656e48a8900ULL, 0x400199846a97174fULL},
    {6, 0xc119151a2847e85cULL, 0x3fb94a7834f8dac6ULL, 0xfff8000000000000ULL},
    {6, 0x3b8f28187c7e0e9cULL, 0x3ffa1560527b5fb8ULL, 0xc04846047a93ecc7ULL},
    {6, 0xbfed03ac915e2ffeULL, 0xbf6314a00141b8b8ULL, 0xfff8000000000000ULL},
    {6, 0x3fe7d08bec1a91e4ULL, 0xbfef34836c70d1b8ULL, 0xbfd2e86ab0ca484eULL},
    {6, 0x411df44d89f70bc7ULL, 0xbfbdad8f6ba188c0ULL, 0x402a351c94f09bb4ULL},
    {6, 0x3a885a27e99e8c60ULL, 0xbf415b7004bc7a36ULL, 0xc04df11f74468441ULL},
    {6, 0xbfd494b5d18ee728ULL, 0x3f4c82aacdab8fc0ULL, 0xfff8000000000000ULL},
    {6, 0xc034e20117af2738ULL, 0x3f42c73814654f84ULL, 0xfff8000000000000ULL},
    {6, 0x411e6417065100dbULL, 0xbf31e764e1926d22ULL, 0x402a3c8587f1707dULL},
    {6, 0x3a9128e3dbdb0edcULL, 0xc01b8314943ddf56ULL, 0xc04dc5350995e336ULL},
    {6, 0xbfda914c610dcbf8ULL, 0xbf68e60c8c0e4418ULL, 0xfff8000000000000ULL},
    {6, 0xc0338d53858470dbULL, 0x3f0be2814d369180ULL, 0xfff8000000000000ULL},
    {7, 0x0000000000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {7, 0x8000000000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {7, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {7, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {7, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0xbfd34413509f79ffULL},
    {7, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {7, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0xbfbadb63b88d410dULL},
    {7, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3fc91a74c4f85377ULL},
    {7, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3fd7d24ea82c85baULL},
    {7, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3fdfd14db31ba3baULL},
    {7, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0xc024000000000000ULL},
    {7, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0xc072c00000000000ULL},
    {7, 0x0000000000000001ULL, 0x0000000000000000ULL, 0xc07434e6420f4374ULL},
    {7, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x3ff5a28a22d82dffULL},
    {7, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x4006c2c2c2de3310ULL},
    {7, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x4006cf608981902aULL},
    {7, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {7, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x4036000000000000ULL},
    {7, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x4072c00000000000ULL},
    {7, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x40734413509f79ffULL},
    {7, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x4018ddebcaef1b1aULL},
    {7, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x40218e69d7377a80ULL},
    {7, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {7, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {7, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {7, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0xbfd8c82637f7cea0ULL},
    {7, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {7, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3fd977d95ec10c02ULL},
    {7, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3fb44538de3b27ebULL},
    {7, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0xbfa76d869b02a02eULL},
    {7, 0x3f57ab1606d2cc00ULL, 0xbfc3c342bf27b200ULL, 0xc006b8d673bc2229ULL},
    {7, 0x40334b43940e6594ULL, 0xbf7299bb0e218890ULL, 0x3ff49116f1cd88d3ULL},
    {7, 0x41176c26597c0af0ULL, 0x3fd6f3160d081b8cULL, 0x40165611d8535793ULL},
    {7, 0xbd0c8ac2b8a89bc6ULL, 0xbf95037c0cd1b280ULL, 0xfff8000000000000ULL},
    {7, 0x3fcd2ea901068938ULL, 0x3f420b43c841da0cULL, 0xbfe48c0253c37fc0ULL},
    {7, 0x400fde1cba848e7cULL, 0xc0282b2cd0aebb60ULL, 0x3fe33553e0ccc890ULL},
    {7, 0x410a2d96daf64d02ULL, 0x3f81a7e202943878ULL, 0x401553479753c61cULL},
    {7, 0x439c7adb49552d50ULL, 0x3f75faf04e657330ULL, 0x4031b5ccf022f506ULL},
    {7, 0xbfc5e03e5dde9a28ULL, 0x3fd2b921f761add0ULL, 0xfff8000000000000ULL},
    {7, 0xc042010f6c76cf19ULL, 0x3fc39e16d19bfcc0ULL, 0xfff8000000000000ULL},
    {7, 0xc11a71708145d6bfULL, 0xc014500a2dcf8ff2ULL, 0xfff8000000000000ULL},
    {7, 0x4160ef754a693d96ULL, 0x3ffba8e010b54f40ULL, 0x401bcb202e9baa1dULL},
    {7, 0x3fe298c4f23be096ULL, 0xbfd76cf2b79f46b0ULL, 0xbfce2bd6525acd1fULL},
    {7, 0xc045dbe9f8422f86ULL, 0x3fea9795e0f82cfeULL, 0xfff8000000000000ULL},
    {7, 0xc10ce77385166d1aULL, 0xc029c026a5aeb348ULL, 0xfff8000000000000ULL},
    {7, 0x40149fb0c0006770ULL, 0xbf7d575af15e41a8ULL, 0x3fe6cb3b332ba1feULL},
    {7, 0x3fd265feb1755ff8ULL, 0x3f7288ae5309ad08ULL, 0xbfe153250cdab7cdULL},
    {7, 0xc046d0b4a5fa1ecfULL, 0xbf19eac362a7ded0ULL, 0xfff8000000000000ULL},
    {7, 0xc10ac4478fd228cbULL, 0x3f11a524e4feb788ULL, 0xfff8000000000000ULL},
    {7, 0x42c662c30bef6564ULL, 0xbffb02a4d6d8de46ULL, 0x402b626854624eedULL},
    {7, 0x3fd54acb32ffb774ULL, 0xbf88bfbf518c86e0ULL, 0xbfde96e6567e7da2ULL},
    {7, 0x403d558f85b4eadfULL, 0x3f4270c21998887cULL, 0x3ff77a5dbfec052dULL},
    {7, 0xc11267b9f3f4c944ULL, 0xbf052be60ea5b0a0ULL, 0xfff8000000000000ULL},
    {7, 0xc5bede7abff1641eULL, 0xbf7fee89977ab50aULL, 0xfff8000000000000ULL},
    {7, 0x3fc6c376e8b66608ULL, 0x3ff209ae73f0b190ULL, 0xbfe7ffc1b68ba93aULL},
    {7, 0x4046a4b3f0b82617ULL, 0xbf94778692f78a1cULL, 0x3ffa7edb85bef4f0ULL},
    {7, 0x4107459067c83733ULL, 0xbfed4bfaa0320f00ULL, 0x40151ef1a6b0ddb8ULL},
    {7, 0x3ddec8997aa0cf40ULL, 0xbf811bad0b64b55cULL, 0xc023e6d1f33aa606ULL},
    {7, 0x3fe34e842f413ca0ULL, 0xbf26c82b2f893f40ULL, 0xbfcc16ab7c2ccfb0ULL},
    {7, 0x404285e9109fa4f4ULL, 0xbf356d680f591d40ULL, 0x3ff91992a72bf007ULL},
    {7, 0x4102aa93fe8af4d6ULL, 0x3ffbca7e5d63a688ULL, 0x4014bce01c81f635ULL},
    {7, 0xb9911934a54e1ed0ULL, 0x3fe284779170a870ULL, 0xfff8000000000000ULL},
    {7, 0xbfeb9c7117990dfaULL, 0x3fa2949b49a81faeULL, 0xfff8000000000000ULL},
    {7, 0xc033c49e2a45ec35ULL, 0x3f8f8fc9478ff460ULL, 0xfff8000000000000ULL},
    {8, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {8, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {8, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {8, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {8, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fe6a09e667f3bcdULL},
    {8, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {8, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fec5bf891b4ef6aULL},
    {8, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff40d931ff62705ULL},
    {8, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3ff88f51bd3a1593ULL},
    {8, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3ffc5bf891b4ef6aULL},
    {8, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ee4f8b588e368f1ULL},
    {8, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x20ca2fe76a3f9475ULL},
    {8, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x1e60000000000000ULL},
    {8, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x4012f9422c23c47eULL},
    {8, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x403a751f9447b724ULL},
    {8, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x403aa554ccb17776ULL},
    {8, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {8, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x42374876e8000000ULL},
    {8, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x5f138d352e5096afULL},
    {8, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x5fefffffffffffffULL},
    {8, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x40940d931ff62705ULL},
    {8, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x40d7ebb96f752501ULL},
    {8, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {8, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {8, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {8, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fe47d707ae6659aULL},
    {8, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {8, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3ff94c583ada5b53ULL},
    {8, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3ff186f174f88472ULL},
    {8, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fee5b9d136c6d96ULL},
    {8, 0xbfbd940ecb0ce190ULL, 0xbf28863d8aeb6b90ULL, 0xfff8000000000000ULL},
    {8, 0xc038a589992ce478ULL, 0x404ab0203a62aae0ULL, 0xfff8000000000000ULL},
    {8, 0x41188caca4a08eebULL, 0xbfae5b0f2cda824eULL, 0x4083d1a8f8f2a89aULL},
    {8, 0x3e06e4380e56c8b8ULL, 0xc04d6a7476e25710ULL, 0x3efb10b3c1904626ULL},
    {8, 0x3fdf7c45d2b4d7f8ULL, 0x3fe9ecf2f54eeb60ULL, 0x3fe671db7e0ab541ULL},
    {8, 0x4043ff1685a556d2ULL, 0xbf29049210f21794ULL, 0x40194bc48f1408c5ULL},
    {8, 0x41150d89096adefeULL, 0xc03bd8bc0c7adc1eULL, 0x40825a7609d0b9caULL},
    {8, 0x4393fd868476ba2cULL, 0xbf636a5491b9456aULL, 0x41c1e25c45833b6eULL},
    {8, 0xbfd6a90c933f1348ULL, 0x403308847a01b6fcULL, 0xfff8000000000000ULL},
    {8, 0x40410e0cebc5bd57ULL, 0x401707653a997688ULL, 0x40175c8688592494ULL},
    {8, 0xc104915d7bb23e26ULL, 0x3f8a4005bca1e5baULL, 0xfff8000000000000ULL},
    {8, 0xc5af7496865bc840ULL, 0xbf52a50dc98321ccULL, 0xfff8000000000000ULL},
    {8, 0x3fe0cf1d63a2237cULL, 0xc067505392f4715eULL, 0x3fe73143db4fb9cdULL},
    {8, 0x4044cc43d7a9825cULL, 0x3f84a789192dc648ULL, 0x4019cc450e785096ULL},
    {8, 0x410c9de0c61a4664ULL, 0xc00ccac12b07be9aULL, 0x407e42d813c7471aULL},
    {8, 0xc1f731986d9f805cULL, 0x3f70ebffa07ec724ULL, 0xfff8000000000000ULL},
    {8, 0x3fb0a09cb383b340ULL, 0x3f464c5109587806ULL, 0x3fd04f88aca5a88cULL},
    {8, 0xc043d837a9e4b13cULL, 0x404bf789fd8693f2ULL, 0xfff8000000000000ULL},
    {8, 0xc1115d248d76a581ULL, 0x4008cee96f1ea7deULL, 0xfff8000000000000ULL},
    {8, 0xbfb086166c6cce50ULL, 0xbf743885abb279faULL, 0xfff8000000000000ULL},
    {8, 0xbfe93085e9508504ULL, 0x3f90f2adc8154b44ULL, 0xfff8000000000000ULL},
    {8, 0x403c699ebee27690ULL, 0xc02f55b7488e8838ULL, 0x40155245fa113a9eULL},
    {8, 0x410d13e52c16a024ULL, 0xbfa0c1af79f7e50eULL, 0x407e80fe80186b58ULL},
    {8, 0x3d6341d3b4dcb772ULL, 0x3facfc37c46b2ba0ULL, 0x3ea8d2ee3a22c922ULL},
    {8, 0x3fe9d283e692cb58ULL, 0x3fc7cca40f3a9052ULL, 0x3fecbee535e0afd5ULL},
    {8, 0x403ef7e79e1ac66fULL, 0x3f258abe51192cb4ULL, 0x4016427b68d23ad0ULL},
    {8, 0x4115cd4bd2f37cf8ULL, 0xc05d6cb4317e8498ULL, 0x4082ad5111df3780ULL},
    {8, 0xbda45f3b91aa58deULL, 0x40132b101b9eab10ULL, 0xfff8000000000000ULL},
    {8, 0xbfea52185daa383eULL, 0x3f4398c6d67ac8e8ULL, 0xfff8000000000000ULL},
    {8, 0xc042ee5a2465ccc8ULL, 0x401e9b59e3897c9aULL, 0xfff8000000000000ULL},
    {8, 0x4100a9a8ab21506fULL, 0x3f9ca23835e4253cULL, 0x4077175e552d1254ULL},
    {8, 0xbad99ef08d533fbcULL, 0xc0140d94566eea68ULL, 0xfff8000000000000ULL},
    {8, 0xbfcf21388ba072b0ULL, 0x3fb1010877eea900ULL, 0xfff8000000000000ULL},
    {8, 0xc0418627c7838b54ULL, 0xbf4a440322fcd018ULL, 0xfff8000000000000ULL},
    {9, 0x0000000000000000ULL, 0x4008000000000000ULL, 0x0000000000000000ULL},
    {9, 0x8000000000000000ULL, 0x4008000000000000ULL, 0x8000000000000000ULL},
    {9, 0x3ff0000000000000ULL, 0xc004000000000000ULL, 0x3ff0000000000000ULL},
    {9, 0xbff0000000000000ULL, 0xc004000000000000ULL, 0xbff0000000000000ULL},
    {9, 0x3fe0000000000000ULL, 0xc004000000000000ULL, 0x3fe0000000000000ULL},
    {9, 0xbfe8000000000000ULL, 0xc004000000000000ULL, 0xbfe8000000000000ULL},
    {9, 0x3fe921fb54442d18ULL, 0xc004000000000000ULL, 0x3fe921fb54442d18ULL},
    {9, 0x3ff921fb54442d18ULL, 0xc004000000000000ULL, 0xbfedbc095777a5d0ULL},
    {9, 0x4002d97c7f3321d2ULL, 0xc004000000000000ULL, 0xbfc268380ccde2e0ULL},
    {9, 0x400921fb54442d18ULL, 0xc004000000000000ULL, 0x3fe487ed5110b460ULL},
    {9, 0x3ddb7cdfd9d7bdbbULL, 0xc004000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {9, 0x01a56e1fc2f8f359ULL, 0xc004000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {9, 0x0000000000000001ULL, 0xc004000000000000ULL, 0x0000000000000001ULL},
    {9, 0x4036800000000000ULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0x4085e00000000000ULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0x4086300000000000ULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0xc0874c0000000000ULL, 0xc004000000000000ULL, 0xbfe0000000000000ULL},
    {9, 0x4480f0cf064dd592ULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0x7e37e43c8800759cULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0x7fefffffffffffffULL, 0xc004000000000000ULL, 0x3fe0000000000000ULL},
    {9, 0x413921fb54442d18ULL, 0xc004000000000000ULL, 0xbfe5777a5d000000ULL},
    {9, 0x41c1e1a300000000ULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0x7ff0000000000000ULL, 0xc004000000000000ULL, 0xfff8000000000000ULL},
    {9, 0xfff0000000000000ULL, 0xc004000000000000ULL, 0xfff8000000000000ULL},
    {9, 0x7ff8000000000000ULL, 0xc004000000000000ULL, 0x7ff8000000000000ULL},
    {9, 0x3fda3d70a3d70a3dULL, 0xc004000000000000ULL, 0x3fda3d70a3d70a3dULL},
    {9, 0xbfd28f5c28f5c28fULL, 0xc004000000000000ULL, 0xbfd28f5c28f5c28fULL},
    {9, 0x4004000000000000ULL, 0xc004000000000000ULL, 0x0000000000000000ULL},
    {9, 0x3ff3333333333333ULL, 0xc004000000000000ULL, 0x3ff3333333333333ULL},
    {9, 0x3feccccccccccccdULL, 0xc004000000000000ULL, 0x3feccccccccccccdULL},
    {9, 0xbfe67db8e3a7eed6ULL, 0x3f9e019b93bfb99cULL, 0x3f3bde593ee2f800ULL},
    {9, 0x4046c1c872486f73ULL, 0x3fef56e373eec912ULL, 0x3fddaa7b7a677708ULL},
    {9, 0xc11e20e6633effe7ULL, 0x4005829f5bf4c74cULL, 0xbfdcb13ed93724e0ULL},
    {9, 0x3f298a895bddd3e8ULL, 0xc026e32cfef25300ULL, 0x3f298a895bddd3e8ULL},
    {9, 0x3fcb2aeb69a96438ULL, 0x3f86160b72c8ecf0ULL, 0xbf6c28b97470fd00ULL},
    {9, 0xc03867aa87f7812cULL, 0x40104c522cf2aac8ULL, 0x3fa5a176e8fe0000ULL},
    {9, 0x4112db6de17d9b4eULL, 0xbfbe9331e9d5de40ULL, 0xbfa8d632fd6ec880ULL},
    {9, 0xc1eb43da7bfd0174ULL, 0xbfcd0f97c822233eULL, 0xbf917a8dc97f6b90ULL},
    {9, 0x3fed83cf1b0e3cb2ULL, 0x400e842b320efdf8ULL, 0x3fed83cf1b0e3cb2ULL},
    {9, 0xc037b8657397e29fULL, 0x3f5b2504186e7ea0ULL, 0xbf30db6e74a09780ULL},
    {9, 0x4110209360ca01c8ULL, 0x401f81061dc987c0ULL, 0xc0089b8743d64980ULL},
    {9, 0x42a337ed6cd9bcdcULL, 0x3fb41dced6fc6450ULL, 0x3f933109f17a1000ULL},
    {9, 0xbfe806a2f34109f6ULL, 0x3f8016654b82d084ULL, 0x3f6af4fe032ed000ULL},
    {9, 0x4044ebc4c56cc9a0ULL, 0x405197cc68800accULL, 0xc03c87a8172697f0ULL},
    {9, 0x41197b0857a60f14ULL, 0x3fe2ab5b9c296148ULL, 0x3fcb030a804db440ULL},
    {9, 0x3b0d6d82bba379dcULL, 0xbfacbd65d456a7e0ULL, 0x3b0d6d82bba379dcULL},
    {9, 0xbfd51debdf19f45cULL, 0xc0307d6250a7c3baULL, 0xbfd51debdf19f45cULL},
    {9, 0xc013edf4e6c82dc8ULL, 0xc01604f7cef77fa4ULL, 0x3fe0b817417a8ee0ULL},
    {9, 0xc0d8b26b1440da38ULL, 0xbf612b621567ce24ULL, 0xbeffd9ec85a2da00ULL},
    {9, 0xbf9ef4751a31d196ULL, 0x4049def9322fe170ULL, 0xbf9ef4751a31d196ULL},
    {9, 0xbfe0f292e08ebd52ULL, 0x40504f88ceaad916ULL, 0xbfe0f292e08ebd52ULL},
    {9, 0xc02860921f3f98ceULL, 0xc0271507c6033f40ULL, 0xbfe4b8a593c598e0ULL},
    {9, 0x4119aa42e7da497bULL, 0xbfacf8a71b899bd0ULL, 0xbf939b1f550987a0ULL},
    {9, 0xc1ecb9d5eb1e5254ULL, 0x405cbe0a2aa94f7eULL, 0xc04236d1378a7070ULL},
    {9, 0xbfdee7a7f3cc6928ULL, 0x3f74c0a56acf0960ULL, 0xbf59b26941173d80ULL},
    {9, 0xc033e7cd89130092ULL, 0x3feafbd1069817caULL, 0x3fd543cef7c45160ULL},
    {9, 0x4103c90b02224f34ULL, 0xbf8bbe7f2cccc920ULL, 0x3f70261f7f6f92c0ULL},
    {9, 0xbb471d0bfe18281aULL, 0x3f43d381913f75e2ULL, 0xbb471d0bfe18281aULL},
    {9, 0x3fe965e94de7f224ULL, 0x403fe8233a2552e6ULL, 0x3fe965e94de7f224ULL},
    {9, 0xc00e8ab2b89d7065ULL, 0xbfbf1283768271d0ULL, 0xbfac30d773c488e0ULL},
    {9, 0xc11d3ba3c73b849eULL, 0x3f7b05129a158180ULL, 0x3f4dfbd20041e400ULL},
    {9, 0xbd708d51f765e258ULL, 0xc00ad856da1a9f34ULL, 0xbd708d51f765e258ULL},
    {9, 0xbfc0b0dc9b23eb08ULL, 0xbfc5f84e7ac697c8ULL, 0x3fa51dc77e8ab300ULL},
    {9, 0x403c61266c326b94ULL, 0xc03259c0c33e5e80ULL, 0xc020a4b63494a2d8ULL},
    {10, 0x0000000000000000ULL, 0x4008000000000000ULL, 0x0000000000000000ULL},
    {10, 0x8000000000000000ULL, 0x4008000000000000ULL, 0x8000000000000000ULL},
    {10, 0x3ff0000000000000ULL, 0xc004000000000000ULL, 0x400616b466d73d60ULL},
    {10, 0xbff0000000000000ULL, 0xc004000000000000ULL, 0xc00616b466d73d60ULL},
    {10, 0x3fe0000000000000ULL, 0xc004000000000000ULL, 0x40078db734b4bab8ULL},
    {10, 0xbfe8000000000000ULL, 0xc004000000000000ULL, 0xc006cd1407805738ULL},
    {10, 0x3fe921fb54442d18ULL, 0xc004000000000000ULL, 0x4006b29443ee68c4ULL},
    {10, 0x3ff921fb54442d18ULL, 0xc004000000000000ULL, 0x4004a51723318e8dULL},
    {10, 0x4002d97c7f3321d2ULL, 0xc004000000000000ULL, 0x4003161d9894d7a6ULL},
    {10, 0x400921fb54442d18ULL, 0xc004000000000000ULL, 0x4001f192af56faecULL},
    {10, 0x3ddb7cdfd9d7bdbbULL, 0xc004000000000000ULL, 0x400921fb5442cd40ULL},
    {10, 0x01a56e1fc2f8f359ULL, 0xc004000000000000ULL, 0x400921fb54442d18ULL},
    {10, 0x0000000000000001ULL, 0xc004000000000000ULL, 0x400921fb54442d18ULL},
    {10, 0x4036800000000000ULL, 0xc004000000000000ULL, 0x3ffae73bd5e44e5cULL},
    {10, 0x4085e00000000000ULL, 0xc004000000000000ULL, 0x3ff9309c3a3f54f3ULL},
    {10, 0x4086300000000000ULL, 0xc004000000000000ULL, 0x3ff930677ba0aeb3ULL},
    {10, 0xc0874c0000000000ULL, 0xc004000000000000ULL, 0xbff92fb7aadc7072ULL},
    {10, 0x4480f0cf064dd592ULL, 0xc004000000000000ULL, 0x3ff921fb54442d19ULL},
    {10, 0x7e37e43c8800759cULL, 0xc004000000000000ULL, 0x3ff921fb54442d19ULL},
    {10, 0x7fefffffffffffffULL, 0xc004000000000000ULL, 0x3ff921fb54442d19ULL},
    {10, 0x413921fb54442d18ULL, 0xc004000000000000ULL, 0x3ff921fcebb3f5acULL},
    {10, 0x41c1e1a300000000ULL, 0xc004000000000000ULL, 0x3ff921fb556281dfULL},
    {10, 0x7ff0000000000000ULL, 0xc004000000000000ULL, 0x3ff921fb54442d18ULL},
    {10, 0xfff0000000000000ULL, 0xc004000000000000ULL, 0xbff921fb54442d18ULL},
    {10, 0x7ff8000000000000ULL, 0xc004000000000000ULL, 0x7ff8000000000000ULL},
    {10, 0x3fda3d70a3d70a3dULL, 0xc004000000000000ULL, 0x4007d512c2775fc0ULL},
    {10, 0xbfd28f5c28f5c28fULL, 0xc004000000000000ULL, 0xc008357886ae1136ULL},
    {10, 0x4004000000000000ULL, 0xc004000000000000ULL, 0x4002d97c7f3321d2ULL},
    {10, 0x3ff3333333333333ULL, 0xc004000000000000ULL, 0x40058d75f9f7526aULL},
    {10, 0x3feccccccccccccdULL, 0xc004000000000000ULL, 0x40065e48af57c943ULL},
    {10, 0xbfdccad1faa533f0ULL, 0xbed80c49a8769980ULL, 0xbff92208b15844dcULL},
    {10, 0xc01432ed207e6f02ULL, 0xbfec305023fbaa26ULL, 0xbffbe5633f195984ULL},
    {10, 0xc106926ad90ae01cULL, 0x3fdb31397237d8b4ULL, 0xbff921f8eb76882cULL},
    {10, 0xbb191ecc6a9c6b14ULL, 0x3f753995c6640630ULL, 0xbb92efbac18832f2ULL},
    {10, 0x3fdcb9712cf183c4ULL, 0xbf3a349a52bce558ULL, 0x3ff925a1883a5026ULL},
    {10, 0xc03a719016d1d8b0ULL, 0x3fc736326bad0242ULL, 0xbff905e4a7eadea6ULL},
    {10, 0x41066585bf03cd67ULL, 0xbfd46085ac870184ULL, 0x3ff921fd261937d9ULL},
    {10, 0xc358ca62d79424e0ULL, 0x3fb85567e40b7d00ULL, 0xbff921fb54442d18ULL},
    {10, 0xbfea12fe6ca94f8cULL, 0xbfafc643624c1f7cULL, 0xbffa5958be7a1efdULL},
    {10, 0xc043c770150e2c43ULL, 0xbf97089c3281e560ULL, 0xbff9244f93b94682ULL},
    {10, 0x41111d9b9d792b5eULL, 0xc03037f25cc8da1cULL, 0x3ff92237f9808674ULL},
    {10, 0x3f787f31180b67a0ULL, 0x3f35a086f02bd18eULL, 0x3ff840336d49fe59ULL},
    {10, 0x3fe92d470539f286ULL, 0x40100cbe02ce0148ULL, 0x3fc8c8ca14164405ULL},
    {10, 0xc0325d6b22b993faULL, 0xc00dfe0daadf41c2ULL, 0xbffc5ad052253c00ULL},
    {10, 0x410419dec550e06cULL, 0xbfa8adfacf103ec0ULL, 0x3ff921fba2d811faULL},
    {10, 0x3bdca3917bba04a0ULL, 0xbf336eac64dfb916ULL, 0x400921fb54442d18ULL},
    {10, 0x3fd7a1f0532c470cULL, 0x3fdd0e9649b693d4ULL, 0x3fe5d992c660ea81ULL},
    {10, 0x4045bc2c3abe6261ULL, 0x403731cc3bd0eb52ULL, 0x3ff14a593db2d1b1ULL},
    {10, 0x4100934911e7f63aULL, 0x3fd3af986c35ba34ULL, 0x3ff921f8f42ebd8dULL},
    {10, 0xbb3931be828dea54ULL, 0xbf9b21ca69293578ULL, 0xc00921fb54442d18ULL},
    {10, 0xbfefb3685dd4badcULL, 0x3fb1fce748dcc220ULL, 0xbff7fff1d9beac12ULL},
    {10, 0xc03389423a359052ULL, 0x3f5e0a9586900bc6ULL, 0xbff92198ea1a53cdULL},
    {10, 0x411e78e546f24c6fULL, 0xc06f60edce0229bcULL, 0x3ff9240a8eeb3917ULL},
    {10, 0x3a1eb7e0e815e1e0ULL, 0x3f54fe40d2cf3190ULL, 0x3ab7697952f66d3aULL},
    {10, 0x3fe8096c1da746d4ULL, 0x3f3b3d6bc5b828a6ULL, 0x3ff91fb719c35aa6ULL},
    {10, 0x40289cdf4125d8ffULL, 0x3fcd8b0415e40f2eULL, 0x3ff8d52bb69eabf7ULL},
    {10, 0x4101ad743fc963b3ULL, 0x3f867d0c3bf08f4cULL, 0x3ff921fb3fe97524ULL},
    {10, 0x3dbf4bbd50a89200ULL, 0x403ec669794920eaULL, 0x3d7045513404fd5bULL},
    {10, 0x3fdd59fcb9d665b0ULL, 0xbf64b5a6a9fda1a6ULL, 0x3ff9388f4eca80e8ULL},
    {10, 0x402b3b50d22d3f5bULL, 0xbfbfde8df17a6b94ULL, 0x3ff9476e2ffe9366ULL},
    {10, 0x40d8f7bf0f68990eULL, 0x3f9c82683df705faULL, 0x3ff921fa2ff3faecULL},
    {10, 0xbe5b105e7a33ae84ULL, 0xbf601df7e8c72500ULL, 0xc00921f49cc13e8bULL},
    {10, 0x3fc00db28c565c90ULL, 0x3f9602a587e2a4acULL, 0x3ff66ac0afec5f49ULL},
    {10, 0xc03e9f75695ad1daULL, 0xbf9c2badc618561cULL, 0xbff925a953d81764ULL},
    {11, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {11, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {11, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff2cd9fc44eb982ULL},
    {11, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbff2cd9fc44eb982ULL},
    {11, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fe0acd00fe63b97ULL},
    {11, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfea506b2dd3c690ULL},
    {11, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3febcc270b522736ULL},
    {11, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x4002690f661dd820ULL},
    {11, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x4014e97178e396e0ULL},
    {11, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x402718f45d72e672ULL},
    {11, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {11, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {11, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {11, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x41e604b68cf05f66ULL},
    {11, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x7efd945df4f8ec8eULL},
    {11, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x7fe3e21a464507faULL},
    {11, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {11, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {11, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {11, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {11, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {11, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {11, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {11, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {11, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {11, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fdafb3a7b78bda6ULL},
    {11, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd2d23d24603627ULL},
    {11, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x40183368cdb0b6d3ULL},
    {11, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3ff826c0f3412348ULL},
    {11, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3ff06c9ccd5b6af8ULL},
    {11, 0x3fdd7d08d18cb28cULL, 0xc0256caa46640fb2ULL, 0x3fde8afd6116cc1cULL},
    {11, 0xc04068f37faf2827ULL, 0x3f73d063442240f0ULL, 0xc2d461880f436747ULL},
    {11, 0x40ecfd48eeddc645ULL, 0xbf6459db8c998a00ULL, 0x7ff0000000000000ULL},
    {11, 0x3f44d8ca8d64b798ULL, 0xbf250f899cee26f0ULL, 0x3f44d8caa4fc9d16ULL},
    {11, 0x3fad1666a1c47a00ULL, 0xc009cf8a3ab349e4ULL, 0x3fad1a683b79b725ULL},
    {11, 0x4041da580d92bb62ULL, 0xc021e376aa620ca0ULL, 0x4316d36c6bbf40fcULL},
    {11, 0x4116e2b1fbd48f33ULL, 0x3ffdd76080a4629eULL, 0x7ff0000000000000ULL},
    {11, 0xc508bae615e5aa78ULL, 0xbfb3f6ae40c37adcULL, 0xfff0000000000000ULL},
    {11, 0xbfd45a8cf2284418ULL, 0xbf942024082961caULL, 0xbfd4b2d44800e60eULL},
    {11, 0xc036a51d2c0319fbULL, 0xc0377b7e1abfc404ULL, 0xc1e9741c050cb2f0ULL},
    {11, 0xc11bca575425aa33ULL, 0x3fc0e9daf2e47bbeULL, 0xfff0000000000000ULL},
    {11, 0xc01de8e0ece98924ULL, 0x3f235d0ba6814290ULL, 0xc08b9eb2d65c80aeULL},
    {11, 0xbfec3543c3a34b74ULL, 0xbf5b992631d9cad4ULL, 0xbff000be7dd3bc8aULL},
    {11, 0x403a889a7f73f6b9ULL, 0x3f20594afd538778ULL, 0x42436d02cc096401ULL},
    {11, 0xc110c601bf17f844ULL, 0x3fb54986b40d0060ULL, 0xfff0000000000000ULL},
    {11, 0x3d139bdd4e457c42ULL, 0xbf04550474ad9880ULL, 0x3d139bdd4e457c42ULL},
    {11, 0x3feccf6e381b5210ULL, 0x3fe57b5150fae118ULL, 0x3ff06e7f643fcc46ULL},
    {11, 0xc0411d50e7ef074eULL, 0xc028f897a26196a8ULL, 0xc2f4d9e40c00f2a7ULL},
    {11, 0x40e7cf0ffe9a5ca2ULL, 0x405861549647aad4ULL, 0x7ff0000000000000ULL},
    {11, 0xbfddc875b7ffc26aULL, 0xc046360494368f44ULL, 0xbfdedea5b0afac80ULL},
    {11, 0x3fdd169491c1c108ULL, 0xc00c5c339b05cd84ULL, 0x3fde199e63b65cc6ULL},
    {11, 0xc037967027e04838ULL, 0x405d5179422a0d96ULL, 0xc20055708f4d858eULL},
    {11, 0xc103dbbf1393ccebULL, 0x3ff8075da41966f8ULL, 0xfff0000000000000ULL},
    {11, 0xbb58d90a50c5bc88ULL, 0x4004289b4644ed28ULL, 0xbb58d90a50c5bc88ULL},
    {11, 0x3fea34e83c763f72ULL, 0xc05df97097a6a778ULL, 0x3fed3c65bb2155baULL},
    {11, 0xc02694d25ee2eba6ULL, 0x3f8e5455ec154242ULL, 0xc0e38c6e0da39172ULL},
    {11, 0x411b512e8b37547eULL, 0xbfdcf248f615e800ULL, 0x7ff0000000000000ULL},
    {11, 0x43ce82c5b2f5d18aULL, 0xbfbacd1bc3ba2672ULL, 0x7ff0000000000000ULL},
    {11, 0xbfe5169f681136a0ULL, 0xbf23ac2ab4a963e0ULL, 0xbfe6a5f69aefa0a6ULL},
    {11, 0xc023038ab7c4d0b8ULL, 0x4040e76567be1a8cULL, 0xc0ba463ba0e9051eULL},
    {11, 0x40ea4ea08b99cecaULL, 0x3ff8fd7c0c68e7a6ULL, 0x7ff0000000000000ULL},
    {11, 0xc595fe1d61eb8ad8ULL, 0xbfaa46c23128bfa4ULL, 0xfff0000000000000ULL},
    {11, 0x3feef48dbd40b3b0ULL, 0x3ff2960e3ea80d00ULL, 0x3ff201ceac59b374ULL},
    {11, 0xc03928eb697668f5ULL, 0xc047d65ed4056f48ULL, 0xc223abb5b555ceadULL},
    {12, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {12, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {12, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff8b07551d9f551ULL},
    {12, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0x3ff8b07551d9f551ULL},
    {12, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3ff20ac1862ae8d0ULL},
    {12, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0x3ff4b705d1e5d6a8ULL},
    {12, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff531994ce525b9ULL},
    {12, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x400412cc2a8d4e9eULL},
    {12, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x40154a7f8a1b9b92ULL},
    {12, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x40272f147fee4000ULL},
    {12, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {12, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {12, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {12, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x41e604b68cf05f66ULL},
    {12, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x7efd945df4f8ec8eULL},
    {12, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x7fe3e21a464507faULL},
    {12, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {12, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {12, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3ff15d1e586344c2ULL},
    {12, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0x3ff0ad728110aa1aULL},
    {12, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x40188776e4b30aa3ULL},
    {12, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3ffcf871f8dfa800ULL},
    {12, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3ff6edebfd5d8680ULL},
    {12, 0x3fbebc2f50d2b620ULL, 0x3f7cfa22405d958cULL, 0x3ff01d8e4059f683ULL},
    {12, 0x4041151fc2fb6839ULL, 0x3f3fc7addd5b79a0ULL, 0x42f38ef82ce5ff0dULL},
    {12, 0x40e19b5c36df6795ULL, 0x3fa427ef7970121cULL, 0x7ff0000000000000ULL},
    {12, 0x43690a15714d04ecULL, 0x3f1c86aafc047880ULL, 0x7ff0000000000000ULL},
    {12, 0xbfea49d9b7c9d24cULL, 0xc049e63186cf6b68ULL, 0x3ff5b5ac0c88bad5ULL},
    {12, 0xc03f971ced6d8e01ULL, 0x402ea04ff61b5378ULL, 0x42b7d657fcb2e133ULL},
    {12, 0x4111be31a3cb8d98ULL, 0xbfc2cff720390fb4ULL, 0x7ff0000000000000ULL},
    {12, 0xc34f7da3756194ecULL, 0xbfc6e6c191a41cc4ULL, 0x7ff0000000000000ULL},
    {12, 0x3fe44b32651d50f2ULL, 0x3fa51d1ef24318ceULL, 0x3ff353a661294b12ULL},
    {12, 0xc04494287f3313e2ULL, 0xbfab80440ded109cULL, 0x4394c9cedb299f24ULL},
    {12, 0x410944c95bf6b803ULL, 0xc03cf5d437d20a80ULL, 0x7ff0000000000000ULL},
    {12, 0x459c98e650f4dfd8ULL, 0xbfc4bb090bdd7702ULL, 0x7ff0000000000000ULL},
    {12, 0xbfed39dfd673202eULL, 0xc057006db6a8ddf4ULL, 0x3ff7266d594e1fdaULL},
    {12, 0x4040f3afa72ffb08ULL, 0x40032df4ed8ae8ecULL, 0x42ee1fbe32da6d0eULL},
    {12, 0xc0e4509e8b401893ULL, 0x3ff389abe17f82c0ULL, 0x7ff0000000000000ULL},
    {12, 0x3defbd4267a9f180ULL, 0xbf535a6ba72394e8ULL, 0x3ff0000000000000ULL},
    {12, 0x3f95a711f9caa8c0ULL, 0x3fba5db571d11874ULL, 0x3ff000ea6d3a2470ULL},
    {12, 0xc00fce44330165acULL, 0x404910f5307ef794ULL, 0x403aa74c9381f0d3ULL},
    {12, 0xc107ec05866aac21ULL, 0x3fcd739185be6848ULL, 0x7ff0000000000000ULL},
    {12, 0xbc1ab4c715417a00ULL, 0xbf692c33b2417cd6ULL, 0x3ff0000000000000ULL},
    {12, 0x3fe257cdab0593b4ULL, 0xbf8a3401a58d1318ULL, 0x3ff2b38f1228f4ffULL},
    {12, 0x403767cb737f2466ULL, 0x40070b33d8042090ULL, 0x41fb39e893b8797eULL},
    {12, 0x410f906a431762b3ULL, 0xc031a6e394ef2bd0ULL, 0x7ff0000000000000ULL},
    {12, 0xc3c2f5005136aadcULL, 0xbfbb194c8d9a5b9aULL, 0x7ff0000000000000ULL},
    {12, 0xbfb9855937f2adc0ULL, 0xbf72b264b14181c0ULL, 0x3ff0145ed82c0b30ULL},
    {12, 0xc043e2c80a95438cULL, 0x405c07e22835c4a8ULL, 0x4374ccac62c73015ULL},
    {12, 0xc0a54444ccb6dcc5ULL, 0x3fbedf574e207c5cULL, 0x7ff0000000000000ULL},
    {12, 0xc01dca01a926bf8aULL, 0xc033f9693abdf762ULL, 0x408accb68bb721c9ULL},
    {12, 0xbfe6485c9752764eULL, 0xc000b4e061edc550ULL, 0x3ff409d0413d05d5ULL},
    {12, 0x402075d93f147984ULL, 0xc04e6d277c26bdb0ULL, 0x409d50f78779660aULL},
    {12, 0x41006aded305883eULL, 0xbfe2ae5f7c2203ccULL, 0x7ff0000000000000ULL},
    {12, 0x422ee9762a5a7502ULL, 0x3f8051c3ae91344cULL, 0x7ff0000000000000ULL},
    {12, 0xbfcb4c0aa16d0e60ULL, 0x3f2da99bca131c7cULL, 0x3ff05d7e9ba5fcaeULL},
    {12, 0x40463c42da13effeULL, 0xbfc081ed74640880ULL, 0x43e1d965e9bcb41fULL},
    {13, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {13, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {13, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3fe85efab514f394ULL},
    {13, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbfe85efab514f394ULL},
    {13, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fdd9353d7568af3ULL},
    {13, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfe45323e552f228ULL},
    {13, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fe4fc441fa6d6d6ULL},
    {13, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3fed594fdae482baULL},
    {13, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3fef6e20cfaf5241ULL},
    {13, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3fefe175fa292810ULL},
    {13, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d7bdbbULL},
    {13, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {13, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {13, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xbff0000000000000ULL},
    {13, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {13, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xbff0000000000000ULL},
    {13, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {13, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fd8dcbc843ab778ULL},
    {13, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd20e7f2c5eaaa4ULL},
    {13, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3fef9258260a71c2ULL},
    {13, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3feaad4c6d28dcafULL},
    {13, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fe6ebe982d6605dULL},
    {13, 0xbfeb826cc4d8a046ULL, 0x3f89bff31fff19beULL, 0xbfe6465a9bf0b8a6ULL},
    {13, 0xc04600a3afefa2c0ULL, 0x3fad6aecf1f2a23cULL, 0xbff0000000000000ULL},
    {13, 0x40fdfcd1614ed115ULL, 0x3fd7ca9b5c111478ULL, 0x3ff0000000000000ULL},
    {13, 0xc0a052a34c5a9d9aULL, 0x3f700b1c68054a16ULL, 0xbff0000000000000ULL},
    {13, 0x3fd86afa4d09f0b8ULL, 0x3fd725f8364b5ce0ULL, 0x3fd74c5929a28ad1ULL},
    {13, 0x400c7cfb1e59fafdULL, 0x3fcedceb2a94a896ULL, 0x3feff2c978167335ULL},
    {13, 0xc11e736ce8317de7ULL, 0x3fb6c7c2ac993118ULL, 0xbff0000000000000ULL},
    {13, 0x44f90953c61d1a00ULL, 0xbfaed6ae4b1ed5f4ULL, 0x3ff0000000000000ULL},
    {13, 0xbfd7e3dfbc95b160ULL, 0xbf40be7d8bb5d85aULL, 0xbfd6d6cc6839fb7eULL},
    {13, 0xc040aebbb1935a5bULL, 0xc0686fadef47e756ULL, 0xbff0000000000000ULL},
    {13, 0x411c71a6502be06aULL, 0xc057845dbdedd8c6ULL, 0x3ff0000000000000ULL},
    {13, 0xc565476b69b9b268ULL, 0x405969410d465160ULL, 0xbff0000000000000ULL},
    {13, 0x3fd83e96154c2f10ULL, 0x3fa8cb978e8a223eULL, 0x3fd725cd3d074420ULL},
    {13, 0xc047207d22fd3d00ULL, 0x3f690be5a39427b8ULL, 0xbff0000000000000ULL},
    {13, 0xc0f4f71f7c50c191ULL, 0x4001810e47f4d224ULL, 0xbff0000000000000ULL},
    {13, 0xbd6864a05aa3b120ULL, 0x4040420298a51c58ULL, 0xbd6864a05aa3b120ULL},
    {13, 0x3fd0487a76ff1c84ULL, 0xc004218fa49804f2ULL, 0x3fcfe19b9d906dceULL},
    {13, 0x40477dfaceaf6d0cULL, 0x4013c10af8fa5980ULL, 0x3ff0000000000000ULL},
    {13, 0x410a603c339cde67ULL, 0xbf90a9282f188e54ULL, 0x3ff0000000000000ULL},
    {13, 0xc50db999314e733aULL, 0x3f32c6e6f7abc8f6ULL, 0xbff0000000000000ULL},
    {13, 0xbfe85770e3418d40ULL, 0x3ff3f25cf89e5e90ULL, 0xbfe486f3f9560eddULL},
    {13, 0x40271f4a0ddf56e7ULL, 0xc06fea32708140a4ULL, 0x3fefffffffe709a3ULL},
    {13, 0xc116937fb921d9ecULL, 0x3f9208fa62219cf8ULL, 0xbff0000000000000ULL},
    {13, 0xbd85aff383bcbf86ULL, 0xbfd14ecc2314581eULL, 0xbd85aff383bcbf86ULL},
    {13, 0x3fe754f43b5c4ddaULL, 0x3f90b6743e1ffeeaULL, 0x3fe3ebbd8a3b6f91ULL},
    {13, 0xc03954d94fa46ae3ULL, 0xbff0c9fd5e0f024eULL, 0xbff0000000000000ULL},
    {13, 0x40d6edf107f36b5dULL, 0xc038f98e9649e6a4ULL, 0x3ff0000000000000ULL},
    {13, 0x3ffac119f86acdb0ULL, 0xbf8451ac9cb78df4ULL, 0x3fedd196ba934302ULL},
    {13, 0x3fef0b1e18aad114ULL, 0x4038f1ae302e86aeULL, 0x3fe7f5c56887d276ULL},
    {13, 0x4048ba98585b36edULL, 0xbf7627132e9c7df6ULL, 0x3ff0000000000000ULL},
    {13, 0x41119240bc74d462ULL, 0xc05bc411217ee37aULL, 0x3ff0000000000000ULL},
    {13, 0xb9a1b295ede0ee80ULL, 0xbf3deecd4f111aaeULL, 0xb9a1b295ede0ee80ULL},
    {13, 0xbfda3ea06716780cULL, 0x3fc2191b11f5c218ULL, 0xbfd8ddbe6e49c2deULL},
    {13, 0xc039280c339f1307ULL, 0x3f7aa8fca95c5412ULL, 0xbff0000000000000ULL},
    {14, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {14, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {14, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3ffb7e151628aed2ULL},
    {14, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xbfe43a54e4e98864ULL},
    {14, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fe4c2531c3c0d38ULL},
    {14, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbfe0e25f8a081941ULL},
    {14, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff317acd28e3955ULL},
    {14, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x400e7bdb90ab26beULL},
    {14, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x402319f8817f9939ULL},
    {14, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x403624046eb09339ULL},
    {14, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9dda4e3ULL},
    {14, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {14, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {14, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x41f604b68ce05f66ULL},
    {14, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x7f0d945df4f8ec8eULL},
    {14, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xbff0000000000000ULL},
    {14, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {14, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xbff0000000000000ULL},
    {14, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {14, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fe037d9ee82e857ULL},
    {14, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd01c73201d8dbfULL},
    {14, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x40265d6fd931e0bbULL},
    {14, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x40028f99761065a4ULL},
    {14, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3ff75a88cab8f178ULL},
    {14, 0x3fd11b290b252aa4ULL, 0xc03a7344e5b3ab18ULL, 0x3fd39c37b04783f7ULL},
    {14, 0x4033edb95b2d4900ULL, 0x4021a583a0911218ULL, 0x41baecf39fba6579ULL},
    {14, 0xc11409d4d88229d2ULL, 0x3fbbfd154797b334ULL, 0xbff0000000000000ULL},
    {14, 0x3e15466c19698218ULL, 0x3fd1c5690b3c2680ULL, 0x3e15466c19a2163bULL},
    {14, 0x3fc1db54fb9bda38ULL, 0xbfb7248965357fc0ULL, 0x3fc3298e46b34c76ULL},
    {14, 0x404636108f972488ULL, 0xbf410726356d724cULL, 0x43f10176a695fbb9ULL},
    {14, 0x40b62d0522480dbeULL, 0xc06d1cecd80b593eULL, 0x7ff0000000000000ULL},
    {14, 0xc3fb00f9d63f5200ULL, 0xc033f0b72211cab0ULL, 0xbff0000000000000ULL},
    {14, 0xbfd5fba8f07b5384ULL, 0x403c0b55c8a5d2f8ULL, 0xbfd29aed23654b88ULL},
    {14, 0x4041fb2b9965a277ULL, 0x4049aafd7f64d222ULL, 0x432d7fb33c1058c1ULL},
    {14, 0x41139ccb4ebad741ULL, 0x401fc9b7ffd3f834ULL, 0x7ff0000000000000ULL},
    {14, 0x39758290f91401f0ULL, 0xbf3870262b74e044ULL, 0x39758290f91401f0ULL},
    {14, 0xbfead2f8cee0db7aULL, 0xbf6072bf61b9e6e6ULL, 0xbfe2293ebaf3e035ULL},
    {14, 0x4040ca587fb69cfeULL, 0x400ab57cedd7328cULL, 0x42f5cf415af6428cULL},
    {14, 0xc118d6fa6aef26ebULL, 0xbf201abf252aa4f0ULL, 0xbff0000000000000ULL},
    {14, 0xbe85d81dcfa4b79eULL, 0xbf4bf603e372c81cULL, 0xbe85d81db1d20253ULL},
    {14, 0xbfbc585505139dc0ULL, 0x3fe2bf292fd15edaULL, 0xbfbad5094cbc6151ULL},
    {14, 0x403c9cfc863a6a29ULL, 0x4012ff1bf1607fe8ULL, 0x42836de6fc381290ULL},
    {14, 0xc1168458e1dac9eeULL, 0x3f5a3883417260e0ULL, 0xbff0000000000000ULL},
    {14, 0x39ba7903964ccc1aULL, 0x4024d12ed5f1c748ULL, 0x39ba7903964ccc1aULL},
    {14, 0xbfba877f2f4c1c00ULL, 0x3f2c5996c153d6ecULL, 0xbfb933715413389fULL},
    {14, 0x403ffbd8436380f2ULL, 0xbefb009ee2bc37e0ULL, 0x42d1aa3f8656c707ULL},
    {14, 0xc105d8b5043c7845ULL, 0x3f79a27010c5dfc6ULL, 0xbff0000000000000ULL},
    {14, 0xbbae10b40604f86cULL, 0x3fdb69f179ea0960ULL, 0xbbae10b40604f86cULL},
    {14, 0x3feb0c24584c30d0ULL, 0x3faa8a58fa03bec8ULL, 0x3ff5419c7b8c0b76ULL},
    {14, 0x402ab3a2082e5044ULL, 0xbff13b77216fd582ULL, 0x41232cf128f5e9fbULL},
    {14, 0x41160c53c03ac613ULL, 0x3fa7dcc707f40174ULL, 0x7ff0000000000000ULL},
    {14, 0x42536d85490cd492ULL, 0x3f712b7f8e592858ULL, 0x7ff0000000000000ULL},
    {14, 0x3fc3bbcb37d44718ULL, 0xbf4228e1d838e6fcULL, 0x3fc55603dbe62e15ULL},
    {14, 0xc02280ce6601e058ULL, 0x3fffab76044d79d8ULL, 0xbfefff36c1a3ab5dULL},
    {14, 0x411693f378f3976bULL, 0xc02dbbec439cbff0ULL, 0x7ff0000000000000ULL},
    {14, 0xbc7964d4a99b8d26ULL, 0x3fe30208be9b72a6ULL, 0xbc7964d4a99b8d26ULL},
    {14, 0xbfeeecb2ca084f50ULL, 0xbf7faa24c30140b0ULL, 0xbfe3d355334ebbbfULL},
    {14, 0x4044ca0a9b968164ULL, 0xbfaaf40734d42344ULL, 0x43afab63c548e33cULL},
    {15, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {15, 0x8000000000000000ULL, 0x0000000000000000ULL, 0x8000000000000000ULL},
    {15, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x3fe62e42fefa39efULL},
    {15, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0xfff0000000000000ULL},
    {15, 0x3fe0000000000000ULL, 0x0000000000000000ULL, 0x3fd9f323ecbf984cULL},
    {15, 0xbfe8000000000000ULL, 0x0000000000000000ULL, 0xbff62e42fefa39efULL},
    {15, 0x3fe921fb54442d18ULL, 0x0000000000000000ULL, 0x3fe28c6c3a79fe29ULL},
    {15, 0x3ff921fb54442d18ULL, 0x0000000000000000ULL, 0x3fee3703db0ab11aULL},
    {15, 0x4002d97c7f3321d2ULL, 0x0000000000000000ULL, 0x3ff35f77efca0c16ULL},
    {15, 0x400921fb54442d18ULL, 0x0000000000000000ULL, 0x3ff6bcbed09f00afULL},
    {15, 0x3ddb7cdfd9d7bdbbULL, 0x0000000000000000ULL, 0x3ddb7cdfd9d1d693ULL},
    {15, 0x01a56e1fc2f8f359ULL, 0x0000000000000000ULL, 0x01a56e1fc2f8f359ULL},
    {15, 0x0000000000000001ULL, 0x0000000000000000ULL, 0x0000000000000001ULL},
    {15, 0x4036800000000000ULL, 0x0000000000000000ULL, 0x400941896fd2623aULL},
    {15, 0x4085e00000000000ULL, 0x0000000000000000ULL, 0x401a35c4a0a661ecULL},
    {15, 0x4086300000000000ULL, 0x0000000000000000ULL, 0x401a4445c70632f8ULL},
    {15, 0xc0874c0000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {15, 0x4480f0cf064dd592ULL, 0x0000000000000000ULL, 0x40495414621954feULL},
    {15, 0x7e37e43c8800759cULL, 0x0000000000000000ULL, 0x4085963447f87fb5ULL},
    {15, 0x7fefffffffffffffULL, 0x0000000000000000ULL, 0x40862e42fefa39efULL},
    {15, 0x413921fb54442d18ULL, 0x0000000000000000ULL, 0x402ca109ac45490aULL},
    {15, 0x41c1e1a300000000ULL, 0x0000000000000000ULL, 0x403436627b5f1f9bULL},
    {15, 0x7ff0000000000000ULL, 0x0000000000000000ULL, 0x7ff0000000000000ULL},
    {15, 0xfff0000000000000ULL, 0x0000000000000000ULL, 0xfff8000000000000ULL},
    {15, 0x7ff8000000000000ULL, 0x0000000000000000ULL, 0x7ff8000000000000ULL},
    {15, 0x3fda3d70a3d70a3dULL, 0x0000000000000000ULL, 0x3fd5fd5fabe64085ULL},
    {15, 0xbfd28f5c28f5c28fULL, 0x0000000000000000ULL, 0xbfd5eb5c7907e4c8ULL},
    {15, 0x4004000000000000ULL, 0x0000000000000000ULL, 0x3ff40b512eb53d60ULL},
    {15, 0x3ff3333333333333ULL, 0x0000000000000000ULL, 0x3fe93b0aee21c2c8ULL},
    {15, 0x3feccccccccccccdULL, 0x0000000000000000ULL, 0x3fe48a11293d785cULL},
    {15, 0x3fad1238f580b8e0ULL, 0xbefd51c7e2e86700ULL, 0x3fac469c6bba3a52ULL},
    {15, 0x40478df157d2122dULL, 0xbf6b1bb855adf0e4ULL, 0x400efcdcab2d5dd2ULL},
    {15, 0xc106b3591dede83dULL, 0xc029e7348e374c18ULL, 0xfff8000000000000ULL},
    {15, 0x3b01236ce1f424b0ULL, 0x3f752c223676ed20ULL, 0x3b01236ce1f424b0ULL},
    {15, 0xbfec1bd6fcb0c7a6ULL, 0x3fc452498cdd8b42ULL, 0xc000db2591df3e50ULL},
    {15, 0xc04103780345b338ULL, 0xbffa2dc236afbe3aULL, 0xfff8000000000000ULL},
    {15, 0x40f2a6138307897bULL, 0x3fe2e4347c1ff3ceULL, 0x40267cb39472a87aULL},
    {15, 0x43ff01e11f7e94c8ULL, 0x402ea24935613f20ULL, 0x404682f375ea0258ULL},
    {15, 0xbfee2e5d4e659198ULL, 0xbfe3d708b61a6558ULL, 0xc006f0a92aa794b1ULL},
    {15, 0xc032010fed53263bULL, 0x40547f1bcd5827beULL, 0xfff8000000000000ULL},
    {15, 0xc1121a4ddfb151c5ULL, 0x3f59772dcf5dad96ULL, 0xfff8000000000000ULL},
    {15, 0xc560545477f634f4ULL, 0x3f83f36c7a6b173cULL, 0xfff8000000000000ULL},
    {15, 0xbfef8adde2346a90ULL, 0x4069bc7cfc20a14cULL, 0xc010fd8b1f88a8a2ULL},
    {15, 0xc0373644dbcc547dULL, 0xbfbec5a04b47a4ecULL, 0xfff8000000000000ULL},
    {15, 0xc11bdab00acc20bdULL, 0x3fa6503dab6e8704ULL, 0xfff8000000000000ULL},
    {15, 0xc236c68fba048ed0ULL, 0xc027e569482489a4ULL, 0xfff8000000000000ULL},
    {15, 0xbfd9dbbfa7af0258ULL, 0x3fee7752ed9184e2ULL, 0xbfe08ffe6246c67cULL},
    {15, 0x40464155ed5495baULL, 0xbfa34045e5ad39d0ULL, 0x400e8b24fbf8470cULL},
    {15, 0x410768886be44252ULL, 0x3f6cc8d45216e20cULL, 0x402853f931a298b3ULL},
    {15, 0xbf4a10f35c855e72ULL, 0xbf744e0837226b2aULL, 0xbf4a139b2b5fbf5fULL},
    {15, 0x3fa36216e1cc3640ULL, 0x400105acd1231bc0ULL, 0x3fa30677c70f0e13ULL},
    {15, 0xc03fe462807957f0ULL, 0xc01bc912b42fe7c8ULL, 0xfff8000000000000ULL},
    {15, 0xc10cd6cffe52c441ULL, 0xbf49868333b1f770ULL, 0xfff8000000000000ULL},
    {15, 0x3f4f9e268a974a64ULL, 0x3f294b4e1a4eaf70ULL, 0x3f4f9a3f800f5addULL},
    {15, 0x3fdfc55067cffe20ULL, 0xbf49be4df9797498ULL, 0x3fd9cbf837b55c53ULL},
    {15, 0xc0055d8d503c20d5ULL, 0xbfc808415bced168ULL, 0xfff8000000000000ULL},
    {15, 0xc0eaf86037ecb601ULL, 0xbf5caacaf1e17400ULL, 0xfff8000000000000ULL},
    {15, 0xbd7522d46271f280ULL, 0x40462dea14d26f3eULL, 0xbd7522d462720076ULL},
    {15, 0x3fe9f9516010afc0ULL, 0xbf2a45d785acb0c0ULL, 0x3fe3042731ed5fbeULL},
    {15, 0xc04440b0af45f3deULL, 0x3f6d052f6bc4e420ULL, 0xfff8000000000000ULL},
    {15, 0x411005866d33e0afULL, 0xbfe1068b090c11baULL, 0x4028f4bc8dd3f3ddULL},
    {15, 0xc19ae91f0b514e4cULL, 0xbf8f22d82deda9c0ULL, 0xfff8000000000000ULL},
    {15, 0xbfd22250031b7b2cULL, 0x3f2c02e7de30c500ULL, 0xbfd5527d1a21c5dbULL},
    {15, 0xc01a030174683b80ULL, 0x3f3904079f2934c6ULL, 0xfff8000000000000ULL},
};

static void test_strictmath_matches_hotspot(void **state)
{
    (void)state;
    int failures = 0;
    for (size_t i = 0; i < sizeof math_cases / sizeof math_cases[0]; i++) {
        int fn = math_cases[i].fn;
        bool two = fn == 9 || fn == 10;
        Slot args[4] = {{0}};
        args[0].d = from_bits(math_cases[i].x);
        args[2].d = from_bits(math_cases[i].y);
        assert_int_equal(call("java/lang/StrictMath", math_names[fn], two ? "(DD)D" : "(D)D", args), NR_OK);
        if (bits(ret.d) != math_cases[i].expected) {
            char call_text[96];
            if (two)
                snprintf(call_text, sizeof call_text, "%s(%a, %a)", math_names[fn], args[0].d, args[2].d);
            else
                snprintf(call_text, sizeof call_text, "%s(%a)", math_names[fn], args[0].d);
            print_error("StrictMath.%s = %a (%016llx), HotSpot: %a (%016llx)\n", call_text, ret.d,
                        (unsigned long long)bits(ret.d), from_bits(math_cases[i].expected), math_cases[i].expected);
            failures++;
        }
    }
    assert_int_equal(failures, 0);
}

static void test_float_double_bits(void **state)
{
    (void)state;
    Slot args[2] = {{0}};
    args[0].i = 0x7fc00001; /* a NaN with a payload: the raw forms keep it */
    call("java/lang/Float", "intBitsToFloat", "(I)F", args);
    uint32_t fb;
    memcpy(&fb, &ret.f, 4);
    assert_int_equal(fb, 0x7fc00001);
    args[0].f = -1.5f;
    call("java/lang/Float", "floatToRawIntBits", "(F)I", args);
    assert_int_equal((uint32_t)ret.i, 0xbfc00000u);
    args[0].j = (jlong)0x7ff8000000000123LL;
    call("java/lang/Double", "longBitsToDouble", "(J)D", args);
    assert_true(bits(ret.d) == 0x7ff8000000000123ULL);
    args[0].d = 2.0;
    call("java/lang/Double", "doubleToRawLongBits", "(D)J", args);
    assert_true((uint64_t)ret.j == 0x4000000000000000ULL);
}

/* ================================================================ Unsafe */

#define U "jdk/internal/misc/Unsafe"

/* Unsafe instance methods: args[0] = the Unsafe, args[1] = base, args[2..3] = offset, args[4..] = values */
static Slot *uargs(Slot *a, Object *base, jlong offset)
{
    memset(a, 0, 12 * sizeof *a);
    a[1].l = base;
    a[2].j = offset;
    return a;
}

static void test_unsafe_raw_memory(void **state)
{
    (void)state;
    Slot a[12];
    memset(a, 0, sizeof a);
    a[1].j = 64;
    call(U, "allocateMemory0", "(J)J", a);
    jlong addr = ret.j;
    assert_true(addr != 0 && addr % 8 == 0);
    memset((void *)(uintptr_t)addr, 0, 64); /* malloc'd memory starts undefined */

    uargs(a, NULL, addr);
    a[4].j = (jlong)0x1122334455667788LL;
    call(U, "putLong", "(Ljava/lang/Object;JJ)V", a);
    call(U, "getLong", "(Ljava/lang/Object;J)J", a);
    assert_true(ret.j == (jlong)0x1122334455667788LL);
    uargs(a, NULL, addr + 1); /* unaligned */
    call(U, "getInt", "(Ljava/lang/Object;J)I", a);
    assert_int_equal(ret.i, little_endian() ? 0x44556677 : 0x22334455);
    uargs(a, NULL, addr);
    a[4].i = -2;
    call(U, "putByte", "(Ljava/lang/Object;JB)V", a);
    call(U, "getByte", "(Ljava/lang/Object;J)B", a);
    assert_int_equal(ret.i, -2);
    call(U, "getChar", "(Ljava/lang/Object;J)C", a); /* zero-extended */
    assert_true(ret.i >= 0 && (ret.i & 0xff) == 0xfe);
    call(U, "getBoolean", "(Ljava/lang/Object;J)Z", a);
    assert_int_equal(ret.i, 1);
    a[4].i = 2; /* stored as x & 1 */
    call(U, "putBoolean", "(Ljava/lang/Object;JZ)V", a);
    call(U, "getByte", "(Ljava/lang/Object;J)B", a);
    assert_int_equal(ret.i, 0);

    /* volatile and CAS */
    uargs(a, NULL, addr + 8);
    a[4].d = -0.0;
    call(U, "putDoubleVolatile", "(Ljava/lang/Object;JD)V", a);
    call(U, "getDoubleVolatile", "(Ljava/lang/Object;J)D", a);
    assert_true(bits(ret.d) == 0x8000000000000000ULL);
    uargs(a, NULL, addr + 16);
    a[4].f = 3.25f;
    call(U, "putFloatVolatile", "(Ljava/lang/Object;JF)V", a);
    call(U, "getFloatVolatile", "(Ljava/lang/Object;J)F", a);
    assert_true(ret.f == 3.25f);
    a[4].i = 7;
    call(U, "putIntVolatile", "(Ljava/lang/Object;JI)V", a);
    a[4].i = 7, a[5].i = 9;
    call(U, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", a);
    assert_int_equal(ret.i, 1);
    call(U, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", a);
    assert_int_equal(ret.i, 0);
    a[4].i = 1, a[5].i = 2;
    call(U, "compareAndExchangeInt", "(Ljava/lang/Object;JII)I", a);
    assert_int_equal(ret.i, 9); /* the witness */
    uargs(a, NULL, addr + 24);
    a[4].j = 0, a[6].j = -5;
    call(U, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", a);
    assert_int_equal(ret.i, 1);
    a[4].j = -5, a[6].j = 6;
    call(U, "compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J", a);
    assert_true(ret.j == -5);
    call(U, "getLongVolatile", "(Ljava/lang/Object;J)J", a);
    assert_true(ret.j == 6);
    uargs(a, NULL, addr + 32);
    Object dummy;
    a[4].l = NULL, a[5].l = &dummy;
    call(U, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", a);
    assert_int_equal(ret.i, 1);
    call(U, "compareAndExchangeReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", a);
    assert_ptr_equal(ret.l, &dummy);
    call(U, "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", a);
    assert_ptr_equal(ret.l, &dummy);
    memset(a, 0, sizeof a);
    a[1].j = addr + 32;
    call(U, "getUncompressedObject", "(J)Ljava/lang/Object;", a);
    assert_ptr_equal(ret.l, &dummy);

    /* setMemory0(o, offset, bytes, value), copyMemory0(src, srcOff, dst, dstOff, bytes) */
    uargs(a, NULL, addr);
    a[4].j = 16, a[6].i = 0xab;
    call(U, "setMemory0", "(Ljava/lang/Object;JJB)V", a);
    unsigned char *p = (unsigned char *)(uintptr_t)addr;
    assert_int_equal(p[0], 0xab);
    assert_int_equal(p[15], 0xab);
    for (int i = 0; i < 16; i++)
        p[i] = (unsigned char)i;
    memset(a, 0, sizeof a);
    a[2].j = addr, a[5].j = addr + 2, a[7].j = 8; /* overlapping, forwards */
    call(U, "copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", a);
    assert_int_equal(p[2], 0);
    assert_int_equal(p[9], 7);

    /* copySwapMemory0(src, srcOff, dst, dstOff, bytes, elemSize) */
    for (int i = 0; i < 16; i++)
        p[i] = (unsigned char)i;
    memset(a, 0, sizeof a);
    a[2].j = addr, a[5].j = addr + 32, a[7].j = 8, a[9].j = 4;
    call(U, "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", a);
    unsigned char want4[8] = {3, 2, 1, 0, 7, 6, 5, 4};
    assert_memory_equal(p + 32, want4, 8);
    a[5].j = addr + 2, a[7].j = 8, a[9].j = 2; /* overlapping, dst after src */
    call(U, "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", a);
    unsigned char want2[10] = {0, 1, 1, 0, 3, 2, 5, 4, 7, 6};
    assert_memory_equal(p, want2, 10);
    for (int i = 0; i < 16; i++)
        p[i] = (unsigned char)i;
    a[2].j = addr, a[5].j = addr, a[7].j = 16, a[9].j = 8; /* in place */
    call(U, "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", a);
    assert_int_equal(p[0], 7);
    assert_int_equal(p[8], 15);

    memset(a, 0, sizeof a);
    a[1].j = addr, a[3].j = 4096;
    call(U, "reallocateMemory0", "(JJ)J", a);
    assert_true(ret.j != 0);
    assert_int_equal(((unsigned char *)(uintptr_t)ret.j)[8], 15);
    a[1].j = ret.j;
    call(U, "freeMemory0", "(J)V", a);
    a[1].j = -1; /* negative size: 0, the Java side turns it into OutOfMemoryError */
    call(U, "allocateMemory0", "(J)J", a);
    assert_true(ret.j == 0);
}

typedef struct TestObject {
    Object hdr;
    jint i;
    jlong j;
    Object *ref;
    jchar c;
} TestObject;

static void test_unsafe_objects_and_fields(void **state)
{
    (void)state;
    Field fields[2] = {
        {.name = sym("i"), .desc = sym("I"), .type = 'I', .offset = offsetof(TestObject, i), .slot = 0},
        {.name = sym("s"), .desc = sym("I"), .type = 'I', .access = ACC_STATIC,
         .offset = offsetof(FakeMirror, some_static), .slot = 1},
    };
    Class c = {.name = "p/Test", .n_fields = 2, .fields = fields, .instance_size = sizeof(TestObject)};
    FakeMirror mirror = {.c = &c};
    c.mirror = &mirror.hdr;
    fields[0].klass = fields[1].klass = &c;
    FakeField f0 = {.clazz = &mirror.hdr, .slot = 0}, f1 = {.clazz = &mirror.hdr, .slot = 1};
    Slot a[12] = {{0}};

    a[1].l = &f0.hdr;
    assert_int_equal(call(U, "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", a), NR_OK);
    assert_int_equal(ret.j, offsetof(TestObject, i));
    assert_int_equal(call(U, "staticFieldOffset0", "(Ljava/lang/reflect/Field;)J", a), NR_EXCEPTION);
    assert_string_equal(last_exception, "java/lang/IllegalArgumentException");
    a[1].l = &f1.hdr;
    assert_int_equal(call(U, "staticFieldBase0", "(Ljava/lang/reflect/Field;)Ljava/lang/Object;", a), NR_OK);
    assert_ptr_equal(ret.l, &mirror.hdr);
    call(U, "staticFieldOffset0", "(Ljava/lang/reflect/Field;)J", a);
    assert_int_equal(ret.j, offsetof(FakeMirror, some_static));
    assert_int_equal(call(U, "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", a), NR_EXCEPTION);

    a[1].l = &mirror.hdr;
    a[2].l = vm_string_utf8(&thread, "i");
    assert_int_equal(call(U, "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", a), NR_OK);
    assert_int_equal(ret.j, offsetof(TestObject, i));
    a[2].l = vm_string_utf8(&thread, "nope");
    assert_int_equal(call(U, "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", a), NR_EXCEPTION);
    assert_string_equal(last_exception, "java/lang/InternalError: nope");

    /* get/put through (object, offset) */
    TestObject obj = {0};
    uargs(a, &obj.hdr, offsetof(TestObject, i));
    a[4].i = 42;
    call(U, "putInt", "(Ljava/lang/Object;JI)V", a);
    assert_int_equal(obj.i, 42);
    uargs(a, &obj.hdr, offsetof(TestObject, c));
    a[4].i = 0xfffe;
    call(U, "putCharVolatile", "(Ljava/lang/Object;JC)V", a);
    call(U, "getCharVolatile", "(Ljava/lang/Object;J)C", a);
    assert_int_equal(ret.i, 0xfffe);
    uargs(a, &obj.hdr, offsetof(TestObject, ref));
    a[4].l = &obj.hdr;
    call(U, "putReference", "(Ljava/lang/Object;JLjava/lang/Object;)V", a);
    assert_ptr_equal(obj.ref, &obj.hdr);
    uargs(a, &mirror.hdr, offsetof(FakeMirror, some_static));
    a[4].i = 5;
    call(U, "putIntVolatile", "(Ljava/lang/Object;JI)V", a);
    assert_int_equal(mirror.some_static, 5);

    /* class initialisation and allocation */
    c.state = CLASS_LINKED;
    memset(a, 0, sizeof a);
    a[1].l = &mirror.hdr;
    call(U, "shouldBeInitialized0", "(Ljava/lang/Class;)Z", a);
    assert_int_equal(ret.i, 1);
    assert_int_equal(call(U, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", a), NR_OK);
    assert_ptr_equal(ret.l->klass, &c);
    assert_int_equal(c.state, CLASS_INITIALIZED);
    call(U, "shouldBeInitialized0", "(Ljava/lang/Class;)Z", a);
    assert_int_equal(ret.i, 0);
    c.is_interface = true;
    assert_int_equal(call(U, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", a), NR_EXCEPTION);
    assert_string_equal(last_exception, "java/lang/InstantiationException: p.Test");
    c.is_interface = false;
    wk.Class = &c;
    call(U, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", a);
    assert_string_equal(last_exception, "java/lang/IllegalAccessException: p.Test");
    wk.Class = NULL;
    Class prim = {.name = "int", .prim_type = 'I'};
    FakeMirror prim_mirror = {.c = &prim};
    a[1].l = &prim_mirror.hdr;
    call(U, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", a);
    assert_string_equal(last_exception, "java/lang/InstantiationException");
    assert_int_equal(call(U, "arrayBaseOffset0", "(Ljava/lang/Class;)I", a), NR_EXCEPTION);

    /* arrays */
    Class ints = {.name = "[I", .is_array = true, .elem_type = 'I', .elem_size = 4};
    Class refs = {.name = "[Ljava/lang/String;", .is_array = true, .elem_type = 'L'};
    FakeMirror im = {.c = &ints}, rm = {.c = &refs};
    a[1].l = &im.hdr;
    call(U, "arrayBaseOffset0", "(Ljava/lang/Class;)I", a);
    assert_int_equal(ret.i, ARRAY_DATA_OFFSET);
    call(U, "arrayIndexScale0", "(Ljava/lang/Class;)I", a);
    assert_int_equal(ret.i, 4);
    a[1].l = &rm.hdr;
    call(U, "arrayIndexScale0", "(Ljava/lang/Class;)I", a);
    assert_int_equal(ret.i, sizeof(void *));

    Object exc;
    a[1].l = &exc;
    assert_int_equal(call(U, "throwException", "(Ljava/lang/Throwable;)V", a), NR_EXCEPTION);
    assert_ptr_equal(thread.exception, &exc);
    assert_int_equal(call(U, "defineClass0",
                          "(Ljava/lang/String;[BIILjava/lang/ClassLoader;Ljava/security/ProtectionDomain;)Ljava/lang/Class;", a),
                     NR_EXCEPTION);
    assert_non_null(strstr(last_exception, "java/lang/UnsatisfiedLinkError: jdk.internal.misc.Unsafe.defineClass0"));

    Object *load = vm_new_prim_array(&thread, 'D', 3);
    a[1].l = load, a[2].i = 3;
    call(U, "getLoadAverage0", "([DI)I", a);
    assert_true(ret.i == 3 || ret.i == -1);
}

/* closeScope0 looks for the scope in the locals of another thread's innermost ScopedMemoryAccess frame. */
static void test_close_scope(void **state)
{
    (void)state;
    Class sma = {.name = sym("jdk/internal/misc/ScopedMemoryAccess")};
    Method m = {.klass = &sma, .code = (uint8_t *)"", .max_locals = 3};
    Object scope, other;
    Slot locals[3] = {{0}};
    Frame f = {.method = &m, .locals = locals};
    Thread t2 = {.frame = &f};
    all_threads = &thread;
    thread.next = &t2;
    Slot a[3] = {{0}};
    a[1].l = &scope;
    locals[2].l = &other;
    call("jdk/internal/misc/ScopedMemoryAccess", "closeScope0",
         "(Ljdk/internal/misc/ScopedMemoryAccess$Scope;Ljdk/internal/misc/ScopedMemoryAccess$Scope$ScopedAccessError;)Z", a);
    assert_int_equal(ret.i, 1);
    locals[2].l = &scope;
    call("jdk/internal/misc/ScopedMemoryAccess", "closeScope0",
         "(Ljdk/internal/misc/ScopedMemoryAccess$Scope;Ljdk/internal/misc/ScopedMemoryAccess$Scope$ScopedAccessError;)Z", a);
    assert_int_equal(ret.i, 0);
    thread.next = NULL;
    all_threads = NULL;
}

/* ================================================================ system properties */

#define RAW "jdk/internal/util/SystemProps$Raw"

static void clear_locale_env(void)
{
    unsetenv("LC_ALL");
    unsetenv("LC_CTYPE");
    unsetenv("LC_MESSAGES");
    unsetenv("LANG");
}

static Object **platform_properties(void)
{
    Slot a[1] = {{0}};
    assert_int_equal(call(RAW, "platformProperties", "()[Ljava/lang/String;", a), NR_OK);
    assert_int_equal(n_roots, 0);
    assert_int_equal(ARRAY_LENGTH(ret.l), PLATFORM_FIXED_LENGTH);
    return ARRAY_DATA(ret.l, Object *);
}

static void test_platform_properties(void **state)
{
    (void)state;
    clear_locale_env();
    Object **p = platform_properties();
    assert_string_equal(str(p[NDX_os_name]), "Linux");
    assert_string_equal(str(p[NDX_os_arch]), OS_ARCH);
    assert_string_equal(str(p[NDX_file_separator]), "/");
    assert_string_equal(str(p[NDX_path_separator]), ":");
    assert_string_equal(str(p[NDX_line_separator]), "\n");
    assert_string_equal(str(p[NDX_java_io_tmpdir]), "/tmp");
    assert_string_equal(str(p[NDX_sun_arch_data_model]), sizeof(void *) == 8 ? "64" : "32");
    assert_string_equal(str(p[NDX_sun_cpu_endian]), little_endian() ? "little" : "big");
    assert_string_equal(str(p[NDX_sun_io_unicode_encoding]), little_endian() ? "UnicodeLittle" : "UnicodeBig");
    char cwd[PATH_MAX];
    assert_non_null(getcwd(cwd, sizeof cwd));
    assert_string_equal(str(p[NDX_user_dir]), cwd);
    assert_non_null(p[NDX_user_name]);
    assert_non_null(p[NDX_user_home]);
    assert_null(p[NDX_sun_cpu_isalist]);
    assert_null(p[NDX_sun_os_patch_level]);
    assert_null(p[NDX_http_proxyHost]);
    /* no locale in the environment: the C locale, which the JDK reports as en_US */
    assert_string_equal(str(p[NDX_format_language]), "en");
    assert_string_equal(str(p[NDX_format_country]), "US");
    assert_string_equal(str(p[NDX_display_language]), "en");
    assert_string_equal(str(p[NDX_display_country]), "US");
#if !defined(__EMSCRIPTEN__)
    assert_string_equal(str(p[NDX_file_encoding]), "ANSI_X3.4-1968");
    assert_string_equal(str(p[NDX_sun_jnu_encoding]), "ANSI_X3.4-1968");
#endif
    if (isatty(STDOUT_FILENO))
        assert_string_equal(str(p[NDX_sun_stdout_encoding]), str(p[NDX_file_encoding]));
    else
        assert_null(p[NDX_sun_stdout_encoding]);

    /* a locale that is not installed: HotSpot falls back to C for everything */
    setenv("LC_ALL", "xx_QQ.UTF-8", 1);
    p = platform_properties();
    assert_string_equal(str(p[NDX_format_language]), "en");
    assert_string_equal(str(p[NDX_format_country]), "US");
#if !defined(__EMSCRIPTEN__)
    assert_string_equal(str(p[NDX_file_encoding]), "ANSI_X3.4-1968");
#endif
    clear_locale_env();

    /* C.UTF-8: language "C" maps to en, no country */
    locale_t cu = newlocale(LC_ALL_MASK, "C.UTF-8", (locale_t)0);
    if (cu != (locale_t)0) {
        freelocale(cu);
        setenv("LANG", "C.UTF-8", 1);
        p = platform_properties();
        assert_string_equal(str(p[NDX_file_encoding]), "UTF-8");
        assert_string_equal(str(p[NDX_sun_jnu_encoding]), "UTF-8");
        assert_string_equal(str(p[NDX_format_language]), "en");
        assert_null(p[NDX_format_country]);
        clear_locale_env();
    }
}

static void check_locale(const char *name, const char *lang, const char *script, const char *country,
                         const char *variant, const char *enc)
{
    LocaleParts lp;
    parse_locale(name, &lp);
    assert_string_equal(lp.language, lang);
    if (script)
        assert_string_equal(lp.script, script);
    else
        assert_null(lp.script);
    if (country)
        assert_string_equal(lp.country, country);
    else
        assert_null(lp.country);
    if (variant)
        assert_string_equal(lp.variant, variant);
    else
        assert_null(lp.variant);
    assert_string_equal(lp.encoding_part, enc);
    free_locale_parts(&lp);
}

static void test_parse_locale(void **state)
{
    (void)state;
    check_locale("C", "en", NULL, "US", NULL, "");
    check_locale("POSIX", "en", NULL, "US", NULL, "");
    check_locale(NULL, "en", NULL, "US", NULL, "");
    check_locale("C.UTF-8", "en", NULL, NULL, NULL, "UTF-8");
    check_locale("en_US.UTF-8", "en", NULL, "US", NULL, "UTF-8");
    check_locale("de_DE.ISO8859-15@euro", "de", NULL, "DE", NULL, "ISO8859-15");
    check_locale("de", "de", NULL, "DE", NULL, "");              /* alias: de -> de_DE */
    check_locale("zh.GBK", "zh", NULL, "CN", NULL, "GBK");
    check_locale("he_IL.UTF-8", "iw", NULL, "IL", NULL, "UTF-8"); /* Java's old code */
    check_locale("sr_RS@latin", "sr", "Latn", "RS", NULL, "");
    check_locale("nn_NO@nynorsk", "nn", NULL, "NO", "NY", "");
    check_locale("german", "de", NULL, "DE", NULL, "");
    check_locale("sh_YU", "sr", NULL, "CS", NULL, "");
}

static const char *find_prop(Object *arr, const char *key)
{
    const char *found = NULL;
    int count = 0;
    for (jint i = 0; i + 1 < ARRAY_LENGTH(arr); i += 2) {
        if (strcmp(str(ARRAY_DATA(arr, Object *)[i]), key) == 0) {
            found = str(ARRAY_DATA(arr, Object *)[i + 1]);
            count++;
        }
    }
    assert_true(count <= 1); /* keys are unique */
    return found;
}

static void test_vm_properties(void **state)
{
    (void)state;
    static const char *props[] = {"a=1", "a=2", "java.vm.name=X", "sun.boot.library.path=/extra", "flag",
                                  "jdk.module.main=m", "jdk.module.addexports.0=x", "jdk.module.foo=1",
                                  "sun.nio.MaxDirectMemorySize=5", "java.home=/other", "sun.java.launcher=X",
                                  "eq=a=b"};
    vm.java_home = "/jh";
    vm.opts.class_path = "cp1:cp2";
    vm.opts.props = props;
    vm.opts.n_props = (int)(sizeof props / sizeof props[0]);
    setenv("LD_LIBRARY_PATH", "/ld", 1);
    Slot a[1] = {{0}};
    assert_int_equal(call(RAW, "vmProperties", "()[Ljava/lang/String;", a), NR_OK);
    assert_int_equal(n_roots, 0);
    Object *arr = ret.l;
    assert_int_equal(ARRAY_LENGTH(arr) % 2, 0);
    assert_string_equal(find_prop(arr, "a"), "2");
    assert_string_equal(find_prop(arr, "flag"), "");
    assert_string_equal(find_prop(arr, "eq"), "a=b");
    assert_string_equal(find_prop(arr, "java.vm.name"), "Vitrine");
    assert_string_equal(find_prop(arr, "java.vm.vendor"), "Vitrine");
    assert_string_equal(find_prop(arr, "java.vm.version"), VITRINE_VERSION);
    assert_string_equal(find_prop(arr, "java.vm.info"), "interpreted mode");
    assert_string_equal(find_prop(arr, "java.vm.specification.name"), "Java Virtual Machine Specification");
    assert_string_equal(find_prop(arr, "java.vm.specification.vendor"), "Oracle Corporation");
    assert_string_equal(find_prop(arr, "java.vm.specification.version"), "17");
    assert_string_equal(find_prop(arr, "jdk.debug"), "release");
    assert_string_equal(find_prop(arr, "sun.boot.library.path"), "/jh/lib:/extra");
    assert_string_equal(find_prop(arr, "java.home"), "/other");
    assert_string_equal(find_prop(arr, "java.class.path"), "cp1:cp2");
    assert_string_equal(find_prop(arr, "sun.java.launcher"), "SUN_STANDARD");
    assert_string_equal(find_prop(arr, "jdk.boot.class.path.append"), "");
    assert_string_equal(find_prop(arr, "jdk.module.foo"), "1");
    assert_null(find_prop(arr, "jdk.module.main"));
    assert_null(find_prop(arr, "jdk.module.addexports.0"));
    assert_null(find_prop(arr, "sun.nio.MaxDirectMemorySize"));
    const char *lp = find_prop(arr, "java.library.path");
    assert_non_null(lp);
    assert_true(strncmp(lp, "/ld:/usr/java/packages/lib:", strlen("/ld:/usr/java/packages/lib:")) == 0);
    unsetenv("LD_LIBRARY_PATH");
    vm.opts.props = NULL;
    vm.opts.n_props = 0;
    vm.opts.class_path = NULL;
    vm.java_home = NULL;
}

/* ================================================================ TimeZone, Signal, environ, VM */

static const char *call_string(const char *cls, const char *name, const char *desc)
{
    Slot a[2] = {{0}};
    assert_int_equal(call(cls, name, desc, a), NR_OK);
    return str(ret.l);
}

static void test_time_zone(void **state)
{
    (void)state;
    const char *id = "(Ljava/lang/String;)Ljava/lang/String;";
    setenv("TZ", ":Europe/Paris", 1);
    assert_string_equal(call_string("java/util/TimeZone", "getSystemTimeZoneID", id), "Europe/Paris");
    setenv("TZ", "posix/Asia/Tokyo", 1);
    assert_string_equal(call_string("java/util/TimeZone", "getSystemTimeZoneID", id), "Asia/Tokyo");
    setenv("TZ", "UTC", 1);
    tzset();
    assert_string_equal(call_string("java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;"), "GMT");
    setenv("TZ", "XYZ+3", 1); /* 3 hours west of Greenwich, no DST */
    tzset();
    assert_string_equal(call_string("java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;"), "GMT-03:00");
    setenv("TZ", "ABC-5:30", 1);
    tzset();
    assert_string_equal(call_string("java/util/TimeZone", "getSystemGMTOffsetID", "()Ljava/lang/String;"), "GMT+05:30");
    unsetenv("TZ");
    tzset();
    /* without TZ: /etc/localtime's zone, if the machine has one (the JDK gives the same) */
    Slot a[2] = {{0}};
    assert_int_equal(call("java/util/TimeZone", "getSystemTimeZoneID", id, a), NR_OK);
    if (ret.l != NULL)
        assert_true(strlen(str(ret.l)) > 0);
}

#define SIG "jdk/internal/misc/Signal"

static void test_signals(void **state)
{
    (void)state;
    Slot a[3] = {{0}};
    a[0].l = vm_string_utf8(&thread, "INT");
    call(SIG, "findSignal0", "(Ljava/lang/String;)I", a);
    assert_int_equal(ret.i, SIGINT);
    a[0].l = vm_string_utf8(&thread, "SIGUSR2");
    call(SIG, "findSignal0", "(Ljava/lang/String;)I", a);
    assert_int_equal(ret.i, SIGUSR2);
    a[0].l = vm_string_utf8(&thread, "NOPE");
    call(SIG, "findSignal0", "(Ljava/lang/String;)I", a);
    assert_int_equal(ret.i, -1);

    memset(a, 0, sizeof a);
    a[0].i = SIGSEGV, a[1].j = 2; /* reserved for the VM, as in HotSpot */
    call(SIG, "handle0", "(IJ)J", a);
    assert_true(ret.j == -1);
    a[0].i = SIGUSR2, a[1].j = 2; /* a Java handler */
    call(SIG, "handle0", "(IJ)J", a);
    assert_true(ret.j == 0); /* was the default */
    assert_int_equal(vm_signal_poll(), 0);
    memset(a, 0, sizeof a);
    a[0].i = SIGUSR2;
    call(SIG, "raise0", "(I)V", a);
    assert_int_equal(vm_signal_poll(), SIGUSR2);
    assert_int_equal(vm_signal_poll(), 0);
    a[0].i = SIGUSR2, a[1].j = 0;
    call(SIG, "handle0", "(IJ)J", a);
    assert_true(ret.j == 2); /* the Java handler was installed */
}

static void test_environ(void **state)
{
    (void)state;
    setenv("VT_TEST_ENV", "x=y", 1);
    Slot a[1] = {{0}};
    assert_int_equal(call("java/lang/ProcessEnvironment", "environ", "()[[B", a), NR_OK);
    assert_int_equal(n_roots, 0);
    Object *arr = ret.l;
    assert_int_equal(ARRAY_LENGTH(arr) % 2, 0);
    bool found = false;
    for (jint i = 0; i < ARRAY_LENGTH(arr); i += 2) {
        Object *k = ARRAY_DATA(arr, Object *)[i], *v = ARRAY_DATA(arr, Object *)[i + 1];
        if (ARRAY_LENGTH(k) == 11 && memcmp(ARRAY_DATA(k, char), "VT_TEST_ENV", 11) == 0) {
            assert_int_equal(ARRAY_LENGTH(v), 3);
            assert_memory_equal(ARRAY_DATA(v, char), "x=y", 3);
            found = true;
        }
    }
    assert_true(found);
    unsetenv("VT_TEST_ENV");
}

#define JVM "jdk/internal/misc/VM"

static void test_vm_misc(void **state)
{
    (void)state;
    Slot a[2] = {{0}};
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    a[0].j = (jlong)ts.tv_sec - 10;
    call(JVM, "getNanoTimeAdjustment", "(J)J", a);
    assert_true(ret.j >= INT64_C(10000000000) && ret.j < INT64_C(12000000000));
    a[0].j = (jlong)ts.tv_sec - INT64_C(0x100000000) - 10;
    call(JVM, "getNanoTimeAdjustment", "(J)J", a);
    assert_true(ret.j == -1);
    a[0].j = (jlong)ts.tv_sec + INT64_C(0x100000000) + 10;
    call(JVM, "getNanoTimeAdjustment", "(J)J", a);
    assert_true(ret.j == -1);

    call(JVM, "getuid", "()J", a);
    assert_true(ret.j == (jlong)getuid());
    call(JVM, "getegid", "()J", a);
    assert_true(ret.j == (jlong)getegid());
    call(JVM, "getRuntimeArguments", "()[Ljava/lang/String;", a);
    assert_int_equal(ARRAY_LENGTH(ret.l), 0);

    /* latestUserDefinedLoader0: the first frame whose class has a loader other than the platform's */
    Class platform = {.name = "jdk/internal/loader/ClassLoaders$PlatformClassLoader"};
    Object platform_loader = {.klass = &platform}, app_loader = {0};
    Class boot_c = {.name = "java/lang/Thing"}, plat_c = {.name = "p/Plat", .loader = &platform_loader},
          app_c = {.name = "app/Main", .loader = &app_loader};
    Method mb = {.klass = &boot_c}, mp = {.klass = &plat_c}, ma = {.klass = &app_c};
    Frame fa = {.method = &ma}, fint = {.prev = &fa}, fp = {.prev = &fint, .method = &mp}, fb = {.prev = &fp, .method = &mb};
    platform_loader_class = &platform;
    thread.frame = &fb;
    call(JVM, "latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;", a);
    assert_ptr_equal(ret.l, &app_loader);
    thread.frame = &fp;
    fa.method = NULL;
    call(JVM, "latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;", a);
    assert_null(ret.l);
    thread.frame = NULL;
    platform_loader_class = NULL;

    call("java/lang/Runtime", "availableProcessors", "()I", a);
    assert_true(ret.i >= 1);
    call("java/lang/Runtime", "freeMemory", "()J", a);
    assert_true(ret.j == 900);
    call("java/lang/Runtime", "totalMemory", "()J", a);
    assert_true(ret.j == 1000);
    call("java/lang/Runtime", "maxMemory", "()J", a);
    assert_true(ret.j == 5000);
    call("java/lang/StringUTF16", "isBigEndian", "()Z", a);
    assert_int_equal(ret.i, !little_endian());
    call("jdk/internal/misc/CDS", "isSharingEnabled0", "()Z", a);
    assert_int_equal(ret.i, 0);
    call("jdk/internal/misc/CDS", "getRandomSeedForDumping", "()J", a);
    assert_true(ret.j == 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tables_cover_every_native),
        cmocka_unit_test(test_strictmath_matches_hotspot),
        cmocka_unit_test(test_float_double_bits),
        cmocka_unit_test(test_unsafe_raw_memory),
        cmocka_unit_test(test_unsafe_objects_and_fields),
        cmocka_unit_test(test_close_scope),
        cmocka_unit_test(test_platform_properties),
        cmocka_unit_test(test_parse_locale),
        cmocka_unit_test(test_vm_properties),
        cmocka_unit_test(test_time_zone),
        cmocka_unit_test(test_signals),
        cmocka_unit_test(test_environ),
        cmocka_unit_test(test_vm_misc),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
