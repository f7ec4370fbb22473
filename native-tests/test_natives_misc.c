/* test_natives_misc.c: the natives of vm/natives/unsafe.c, lang_misc.c and system_props.c, run without
 * a booted VM: this file includes the three sources and stands in for the VM services they call
 * (allocation, strings, exceptions, class lookup) with small fakes, so it defines no symbol that needs
 * libvitrine_core and none of the core's objects is linked in.
 *
 * - every native of the JDK 17 classes these files own is in their tables, with its exact descriptor
 *   (list taken from `javap -p -s` on JDK 17's java.base), and nothing else is;
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

/* The fake Java heap: its objects are kept until the tests end (free_fake_heap). */
static Object **fake_objects;
static size_t n_fake_objects, cap_fake_objects;

static Object *fake_object(size_t n)
{
    if (n_fake_objects == cap_fake_objects) {
        cap_fake_objects = cap_fake_objects ? cap_fake_objects * 2 : 256;
        fake_objects = realloc(fake_objects, cap_fake_objects * sizeof *fake_objects);
        assert_non_null(fake_objects);
    }
    Object *o = fake_alloc(n);
    fake_objects[n_fake_objects++] = o;
    return o;
}

static Class string_class = {.name = "java/lang/String"};
static Class object_array_class = {.name = "[Ljava/lang/Object;", .is_array = true, .elem_type = 'L'};
static Class byte_array_class = {.name = "[B", .is_array = true, .elem_type = 'B', .elem_size = 1};
static Object fake_exception;

/* vm/natives/registry.c's: the tables name it for natives with nothing to do */
NativeResult vm_native_nothing(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args, (void)ret;
    return NR_OK;
}

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
    FakeString *s = (FakeString *)fake_object(sizeof *s);
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
    Object *a = fake_object(ARRAY_DATA_OFFSET + (size_t)n * sizeof(Object *));
    a->klass = elem == &byte_array_class ? &object_array_class : &object_array_class;
    ARRAY_LENGTH(a) = n;
    return a;
}

Object *vm_new_prim_array(Thread *t, char type, jint n)
{
    (void)t;
    Object *a = fake_object(ARRAY_DATA_OFFSET + (size_t)n * type_size(type) + 1);
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
NativeResult vm_native_init(Thread *t, Class *c)
{
    return vm_ensure_initialized(t, c) ? NR_OK : NR_EXCEPTION;
}
Object *vm_new_object(Thread *t, Class *c)
{
    (void)t;
    Object *o = fake_object(c->instance_size);
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
    {"jdk/internal/vm/VMSupport", "initAgentProperties", "(Ljava/util/Properties;)Ljava/util/Properties;"},
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
    static const char *module_props[] = {"jdk.module.addopens.0=java.base/java.lang=ALL-UNNAMED"};
    vm.opts.props = props;
    vm.opts.n_props = (int)(sizeof props / sizeof props[0]);
    vm.opts.module_props = module_props;
    vm.opts.n_module_props = 1;
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
    assert_string_equal(find_prop(arr, "jdk.module.main"), "m"); /* not reserved: java's -m sets it */
    assert_null(find_prop(arr, "jdk.module.addexports.0"));      /* reserved: only --add-exports sets it */
    assert_string_equal(find_prop(arr, "jdk.module.addopens.0"), "java.base/java.lang=ALL-UNNAMED");
    assert_null(find_prop(arr, "sun.nio.MaxDirectMemorySize"));
    const char *lp = find_prop(arr, "java.library.path");
    assert_non_null(lp);
    assert_true(strncmp(lp, "/ld:/usr/java/packages/lib:", strlen("/ld:/usr/java/packages/lib:")) == 0);
    unsetenv("LD_LIBRARY_PATH");
    vm.opts.props = NULL;
    vm.opts.n_props = 0;
    vm.opts.module_props = NULL;
    vm.opts.n_module_props = 0;
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
    assert_int_equal(signals_take(), 0);
    memset(a, 0, sizeof a);
    a[0].i = SIGUSR2;
    call(SIG, "raise0", "(I)V", a);
    assert_int_equal(signals_take(), SIGUSR2);
    assert_int_equal(signals_take(), 0);
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

/* Group teardown: the fake heap goes, so that LeakSanitizer reports only what the natives leak. */
static int free_fake_heap(void **state)
{
    (void)state;
    for (size_t i = 0; i < n_fake_objects; i++) {
        if (fake_objects[i]->klass == &string_class)
            free(((FakeString *)fake_objects[i])->utf8);
        free(fake_objects[i]);
    }
    free(fake_objects);
    fake_objects = NULL;
    n_fake_objects = cap_fake_objects = 0;
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tables_cover_every_native),
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
    return cmocka_run_group_tests(tests, NULL, free_fake_heap);
}
