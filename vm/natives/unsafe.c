/* unsafe.c: the natives of jdk.internal.misc.Unsafe (JDK 17) and jdk.internal.misc.ScopedMemoryAccess.

   Addressing: Unsafe's (Object o, long offset) pairs name `(char *)o + offset` when o != NULL (a field
   at Field.offset, an array element at ARRAY_DATA_OFFSET + i * scale, a static in the class mirror),
   and the raw address `offset` when o == NULL (memory from allocateMemory). Plain accesses go through
   memcpy so that unaligned off-heap addresses are never undefined behaviour (compilers turn them into
   ordinary loads and stores). Volatile accesses and CAS use the __atomic builtins: only one Java thread
   runs at a time today, but the native threads back end will hand the token between OS threads.

   park/unpark are not here: the scheduler owns them. UnsafeConstants (ADDRESS_SIZE0, PAGE_SIZE,
   BIG_ENDIAN, UNALIGNED_ACCESS, DATA_CACHE_LINE_FLUSH_SIZE) has no natives: the VM injects its static
   finals when it initialises that class. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* getloadavg */
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "vm.h"

/* The scheduler's list of all threads, linked through Thread.next (threads.c; not in vm.h). */
extern Thread *all_threads;

/* ---------------------------------------------------------------- addressing */

static inline void *uaddr(Object *o, jlong offset)
{
    if (o != NULL)
        return (char *)o + (intptr_t)offset;
    return (void *)(uintptr_t)offset;
}

#define U_BASE(args) ((args)[1].l)
#define U_OFF(args) ((args)[2].j)

/* ---------------------------------------------------------------- plain get/put */

#define DEFINE_GET_PUT(Name, CType, RetField, ArgField)                                            \
    static NativeResult unsafe_get##Name(Thread *t, Slot *args, Slot *ret)                         \
    {                                                                                              \
        (void)t;                                                                                   \
        CType v;                                                                                   \
        memcpy(&v, uaddr(U_BASE(args), U_OFF(args)), sizeof v);                                    \
        ret->RetField = v;                                                                         \
        return NR_OK;                                                                              \
    }                                                                                              \
    static NativeResult unsafe_put##Name(Thread *t, Slot *args, Slot *ret)                         \
    {                                                                                              \
        (void)t;                                                                                   \
        (void)ret;                                                                                 \
        CType v = (CType)args[4].ArgField;                                                         \
        memcpy(uaddr(U_BASE(args), U_OFF(args)), &v, sizeof v);                                    \
        return NR_OK;                                                                              \
    }

DEFINE_GET_PUT(Int, jint, i, i)
DEFINE_GET_PUT(Byte, jbyte, i, i)
DEFINE_GET_PUT(Short, jshort, i, i)
DEFINE_GET_PUT(Char, jchar, i, i)
DEFINE_GET_PUT(Long, jlong, j, j)
DEFINE_GET_PUT(Float, jfloat, f, f)
DEFINE_GET_PUT(Double, jdouble, d, d)
DEFINE_GET_PUT(Reference, Object *, l, l)

/* booleans are normalised as HotSpot does: stored as x & 1, read as x != 0 */
static NativeResult unsafe_getBoolean(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    jboolean v;
    memcpy(&v, uaddr(U_BASE(args), U_OFF(args)), sizeof v);
    ret->i = v != 0;
    return NR_OK;
}

static NativeResult unsafe_putBoolean(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    (void)ret;
    jboolean v = (jboolean)(args[4].i & 1);
    memcpy(uaddr(U_BASE(args), U_OFF(args)), &v, sizeof v);
    return NR_OK;
}

/* getUncompressedObject(long address): the reference stored at a raw address */
static NativeResult unsafe_getUncompressedObject(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Object *v;
    memcpy(&v, (void *)(uintptr_t)args[1].j, sizeof v);
    ret->l = v;
    return NR_OK;
}

/* ---------------------------------------------------------------- volatile get/put */

/* The integer types go straight through the atomics; float and double travel as their bits. */
#define DEFINE_VOLATILE(Name, CType, RetField, ArgField)                                           \
    static NativeResult unsafe_get##Name##Volatile(Thread *t, Slot *args, Slot *ret)               \
    {                                                                                              \
        (void)t;                                                                                   \
        ret->RetField = __atomic_load_n((CType *)uaddr(U_BASE(args), U_OFF(args)), __ATOMIC_SEQ_CST); \
        return NR_OK;                                                                              \
    }                                                                                              \
    static NativeResult unsafe_put##Name##Volatile(Thread *t, Slot *args, Slot *ret)               \
    {                                                                                              \
        (void)t;                                                                                   \
        (void)ret;                                                                                 \
        __atomic_store_n((CType *)uaddr(U_BASE(args), U_OFF(args)), (CType)args[4].ArgField,       \
                         __ATOMIC_SEQ_CST);                                                        \
        return NR_OK;                                                                              \
    }

DEFINE_VOLATILE(Int, jint, i, i)
DEFINE_VOLATILE(Byte, jbyte, i, i)
DEFINE_VOLATILE(Short, jshort, i, i)
DEFINE_VOLATILE(Char, jchar, i, i)
DEFINE_VOLATILE(Long, jlong, j, j)
DEFINE_VOLATILE(Reference, Object *, l, l)

static NativeResult unsafe_getBooleanVolatile(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    ret->i = __atomic_load_n((jboolean *)uaddr(U_BASE(args), U_OFF(args)), __ATOMIC_SEQ_CST) != 0;
    return NR_OK;
}

static NativeResult unsafe_putBooleanVolatile(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    (void)ret;
    __atomic_store_n((jboolean *)uaddr(U_BASE(args), U_OFF(args)), (jboolean)(args[4].i & 1),
                     __ATOMIC_SEQ_CST);
    return NR_OK;
}

static NativeResult unsafe_getFloatVolatile(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    uint32_t bits = __atomic_load_n((uint32_t *)uaddr(U_BASE(args), U_OFF(args)), __ATOMIC_SEQ_CST);
    memcpy(&ret->f, &bits, sizeof bits);
    return NR_OK;
}

static NativeResult unsafe_putFloatVolatile(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    (void)ret;
    uint32_t bits;
    memcpy(&bits, &args[4].f, sizeof bits);
    __atomic_store_n((uint32_t *)uaddr(U_BASE(args), U_OFF(args)), bits, __ATOMIC_SEQ_CST);
    return NR_OK;
}

static NativeResult unsafe_getDoubleVolatile(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    uint64_t bits = __atomic_load_n((uint64_t *)uaddr(U_BASE(args), U_OFF(args)), __ATOMIC_SEQ_CST);
    memcpy(&ret->d, &bits, sizeof bits);
    return NR_OK;
}

static NativeResult unsafe_putDoubleVolatile(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    (void)ret;
    uint64_t bits;
    memcpy(&bits, &args[4].d, sizeof bits);
    __atomic_store_n((uint64_t *)uaddr(U_BASE(args), U_OFF(args)), bits, __ATOMIC_SEQ_CST);
    return NR_OK;
}

/* ---------------------------------------------------------------- compare-and-set / exchange */

/* compareAndSetInt(Object o, long offset, int expected, int x):  args[4].i, args[5].i
   compareAndSetLong(Object o, long offset, long expected, long x): args[4].j, args[6].j
   compareAndSetReference(Object o, long offset, Object expected, Object x): args[4].l, args[5].l */

static NativeResult unsafe_compareAndSetInt(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    jint expected = args[4].i;
    ret->i = __atomic_compare_exchange_n((jint *)uaddr(U_BASE(args), U_OFF(args)), &expected, args[5].i,
                                         false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return NR_OK;
}

static NativeResult unsafe_compareAndExchangeInt(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    jint expected = args[4].i;
    __atomic_compare_exchange_n((jint *)uaddr(U_BASE(args), U_OFF(args)), &expected, args[5].i, false,
                                __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    ret->i = expected; /* the witness value: the old one whether or not the exchange happened */
    return NR_OK;
}

static NativeResult unsafe_compareAndSetLong(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    jlong expected = args[4].j;
    ret->i = __atomic_compare_exchange_n((jlong *)uaddr(U_BASE(args), U_OFF(args)), &expected, args[6].j,
                                         false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return NR_OK;
}

static NativeResult unsafe_compareAndExchangeLong(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    jlong expected = args[4].j;
    __atomic_compare_exchange_n((jlong *)uaddr(U_BASE(args), U_OFF(args)), &expected, args[6].j, false,
                                __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    ret->j = expected;
    return NR_OK;
}

static NativeResult unsafe_compareAndSetReference(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Object *expected = args[4].l;
    ret->i = __atomic_compare_exchange_n((Object **)uaddr(U_BASE(args), U_OFF(args)), &expected,
                                         args[5].l, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return NR_OK;
}

static NativeResult unsafe_compareAndExchangeReference(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Object *expected = args[4].l;
    __atomic_compare_exchange_n((Object **)uaddr(U_BASE(args), U_OFF(args)), &expected, args[5].l, false,
                                __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    ret->l = expected;
    return NR_OK;
}

/* ---------------------------------------------------------------- fences */

static NativeResult unsafe_loadFence(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args, (void)ret;
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    return NR_OK;
}

static NativeResult unsafe_storeFence(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args, (void)ret;
    __atomic_thread_fence(__ATOMIC_RELEASE);
    return NR_OK;
}

static NativeResult unsafe_fullFence(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args, (void)ret;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return NR_OK;
}

/* ---------------------------------------------------------------- off-heap memory */

/* Sizes are rounded up to 8 as HotSpot does (HeapWordSize). A size that does not fit size_t (possible
   on wasm32) yields 0, which the Java side reports as OutOfMemoryError. */
static size_t round_size(jlong bytes, bool *ok)
{
    uint64_t b = (uint64_t)bytes;
    *ok = bytes >= 0 && b <= (uint64_t)SIZE_MAX - 7;
    return *ok ? (size_t)((b + 7) & ~(uint64_t)7) : 0;
}

static NativeResult unsafe_allocateMemory0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    bool ok;
    size_t n = round_size(args[1].j, &ok);
    void *p = ok ? malloc(n == 0 ? 8 : n) : NULL;
    ret->j = (jlong)(uintptr_t)p;
    return NR_OK;
}

static NativeResult unsafe_reallocateMemory0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    bool ok;
    size_t n = round_size(args[3].j, &ok);
    void *p = ok ? realloc((void *)(uintptr_t)args[1].j, n == 0 ? 8 : n) : NULL;
    ret->j = (jlong)(uintptr_t)p;
    return NR_OK;
}

static NativeResult unsafe_freeMemory0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    free((void *)(uintptr_t)args[1].j);
    return NR_OK;
}

/* setMemory0(Object o, long offset, long bytes, byte value) */
static NativeResult unsafe_setMemory0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    jlong bytes = args[4].j;
    if (bytes > 0)
        memset(uaddr(args[1].l, args[2].j), (unsigned char)args[6].i, (size_t)bytes);
    return NR_OK;
}

/* copyMemory0(Object srcBase, long srcOffset, Object destBase, long destOffset, long bytes) */
static NativeResult unsafe_copyMemory0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    jlong bytes = args[7].j;
    if (bytes > 0)
        memmove(uaddr(args[4].l, args[5].j), uaddr(args[1].l, args[2].j), (size_t)bytes);
    return NR_OK;
}

static void swap_elem(unsigned char *dst, const unsigned char *src, size_t size)
{
    unsigned char tmp[8];
    for (size_t i = 0; i < size; i++)
        tmp[i] = src[size - 1 - i];
    memcpy(dst, tmp, size);
}

/* copySwapMemory0(Object srcBase, long srcOffset, Object destBase, long destOffset, long bytes,
   long elemSize): copies elements of elemSize (2, 4 or 8) bytes, reversing each element's bytes.
   Overlapping ranges behave as memmove would (element by element, in the safe direction). */
static NativeResult unsafe_copySwapMemory0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)ret;
    jlong bytes = args[7].j, elem = args[9].j;
    if (bytes <= 0 || (elem != 2 && elem != 4 && elem != 8))
        return NR_OK;
    unsigned char *dst = uaddr(args[4].l, args[5].j);
    const unsigned char *src = uaddr(args[1].l, args[2].j);
    size_t size = (size_t)elem, n = (size_t)bytes / size;
    if (dst <= src || dst >= src + (size_t)bytes) {
        for (size_t i = 0; i < n; i++)
            swap_elem(dst + i * size, src + i * size, size);
    } else {
        for (size_t i = n; i-- > 0;)
            swap_elem(dst + i * size, src + i * size, size);
    }
    return NR_OK;
}

/* writeback0/writebackPreSync0/writebackPostSync0: persistent-memory cache line flushes. Java calls
   them only when UnsafeConstants.DATA_CACHE_LINE_FLUSH_SIZE != 0, which the VM sets to 0; a full fence
   is the honest answer if they are ever reached. */
static NativeResult unsafe_writeback0(Thread *t, Slot *args, Slot *ret)
{
    (void)t, (void)args, (void)ret;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return NR_OK;
}

/* ---------------------------------------------------------------- fields, classes, arrays */

static uint32_t off_field_clazz, off_field_slot;

/* The VM Field behind a java.lang.reflect.Field (its `clazz` and `slot`). */
static Field *reflected_field(Thread *t, Object *f)
{
    if (off_field_clazz == 0) {
        off_field_clazz = vm_field_offset(t, "java/lang/reflect/Field", "clazz", "Ljava/lang/Class;");
        off_field_slot = vm_field_offset(t, "java/lang/reflect/Field", "slot", "I");
    }
    Object *mirror = FIELD_AT(f, off_field_clazz, Object *);
    jint slot = FIELD_AT(f, off_field_slot, jint);
    Class *c = mirror != NULL ? vm_class_of_mirror(mirror) : NULL;
    if (c == NULL || slot < 0 || slot >= c->n_fields)
        return NULL;
    return &c->fields[slot];
}

/* must_be_static: 0 for objectFieldOffset0, 1 for staticFieldOffset0/staticFieldBase0 */
static Field *field_arg(Thread *t, Object *f, int must_be_static, NativeResult *err)
{
    if (f == NULL) {
        *err = vm_throw_npe(t, NULL);
        return NULL;
    }
    Field *fd = reflected_field(t, f);
    if (fd == NULL) {
        *err = vm_throw(t, "java/lang/InternalError", "Unsafe: malformed java.lang.reflect.Field");
        return NULL;
    }
    if (((fd->access & ACC_STATIC) != 0) != (must_be_static != 0)) {
        *err = vm_throw(t, "java/lang/IllegalArgumentException", NULL);
        return NULL;
    }
    return fd;
}

static NativeResult unsafe_objectFieldOffset0(Thread *t, Slot *args, Slot *ret)
{
    NativeResult err = NR_OK;
    Field *fd = field_arg(t, args[1].l, 0, &err);
    if (fd == NULL)
        return err;
    ret->j = (jlong)fd->offset;
    return NR_OK;
}

static NativeResult unsafe_staticFieldOffset0(Thread *t, Slot *args, Slot *ret)
{
    NativeResult err = NR_OK;
    Field *fd = field_arg(t, args[1].l, 1, &err);
    if (fd == NULL)
        return err;
    ret->j = (jlong)fd->offset;
    return NR_OK;
}

/* Statics live in the declaring class's mirror. */
static NativeResult unsafe_staticFieldBase0(Thread *t, Slot *args, Slot *ret)
{
    NativeResult err = NR_OK;
    Field *fd = field_arg(t, args[1].l, 1, &err);
    if (fd == NULL)
        return err;
    ret->l = vm_mirror(fd->klass);
    return NR_OK;
}

/* objectFieldOffset1(Class<?> c, String name): a declared field of c by name (as HotSpot, any
   declared field matches); InternalError when there is none. */
static NativeResult unsafe_objectFieldOffset1(Thread *t, Slot *args, Slot *ret)
{
    Object *mirror = args[1].l, *name = args[2].l;
    if (mirror == NULL || name == NULL)
        return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(mirror);
    char *utf = vm_string_to_mutf8(name);
    const char *s = sym(utf);
    free(utf);
    for (int i = 0; c != NULL && i < c->n_fields; i++) {
        if (c->fields[i].name == s) {
            ret->j = (jlong)c->fields[i].offset;
            return NR_OK;
        }
    }
    return vm_throw(t, "java/lang/InternalError", "%s", s);
}

static NativeResult unsafe_shouldBeInitialized0(Thread *t, Slot *args, Slot *ret)
{
    if (args[1].l == NULL)
        return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(args[1].l);
    ret->i = c != NULL && !c->is_array && c->prim_type == 0 && c->state != CLASS_INITIALIZED;
    return NR_OK;
}

static NativeResult unsafe_ensureClassInitialized0(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (args[1].l == NULL)
        return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(args[1].l);
    if (c == NULL || c->is_array || c->prim_type != 0)
        return NR_OK;
    return vm_native_init(t, c);
}

static Class *array_class_arg(Thread *t, Object *mirror, NativeResult *err)
{
    if (mirror == NULL) {
        *err = vm_throw_npe(t, NULL);
        return NULL;
    }
    Class *c = vm_class_of_mirror(mirror);
    if (c == NULL || !c->is_array) {
        char *n = c != NULL ? vm_class_java_name(c) : NULL;
        *err = vm_throw(t, "java/lang/IllegalArgumentException", "not an array class: %s", n ? n : "?");
        free(n);
        return NULL;
    }
    return c;
}

static NativeResult unsafe_arrayBaseOffset0(Thread *t, Slot *args, Slot *ret)
{
    NativeResult err = NR_OK;
    if (array_class_arg(t, args[1].l, &err) == NULL)
        return err;
    ret->i = (jint)ARRAY_DATA_OFFSET;
    return NR_OK;
}

static NativeResult unsafe_arrayIndexScale0(Thread *t, Slot *args, Slot *ret)
{
    NativeResult err = NR_OK;
    Class *c = array_class_arg(t, args[1].l, &err);
    if (c == NULL)
        return err;
    ret->i = c->elem_size != 0 ? (jint)c->elem_size : (jint)type_size(c->elem_type);
    return NR_OK;
}

/* ---------------------------------------------------------------- objects and exceptions */

static NativeResult throw_with_class_name(Thread *t, const char *exc, Class *c)
{
    char *n = vm_class_java_name(c);
    NativeResult r = vm_throw(t, exc, "%s", n ? n : "?");
    free(n);
    return r;
}

/* allocateInstance(Class<?> cls): an uninitialised instance (no constructor runs), initialising the
   class first. Errors as HotSpot: InstantiationException (no message for primitives, the class name for
   abstract classes, interfaces and arrays), IllegalAccessException for java.lang.Class. */
static NativeResult unsafe_allocateInstance(Thread *t, Slot *args, Slot *ret)
{
    if (args[1].l == NULL)
        return vm_throw_npe(t, NULL);
    Class *c = vm_class_of_mirror(args[1].l);
    if (c == NULL || c->prim_type != 0)
        return vm_throw(t, "java/lang/InstantiationException", NULL);
    if (c->is_array || c->is_interface || (c->access & ACC_ABSTRACT) != 0)
        return throw_with_class_name(t, "java/lang/InstantiationException", c);
    if (c == wk.Class)
        return throw_with_class_name(t, "java/lang/IllegalAccessException", c);
    NativeResult init_r = vm_native_init(t, c);
    if (init_r != NR_OK)
        return init_r;
    Object *o = vm_new_object(t, c);
    if (o == NULL)
        return NR_EXCEPTION;
    ret->l = o;
    return NR_OK;
}

static NativeResult unsafe_throwException(Thread *t, Slot *args, Slot *ret)
{
    (void)ret;
    if (args[1].l == NULL)
        return vm_throw_npe(t, NULL);
    return vm_throw_object(t, args[1].l);
}

/* defineClass0(String name, byte[] b, int off, int len, ClassLoader loader, ProtectionDomain pd):
   needs a class-definition service that vm.h does not offer yet. */
static NativeResult unsafe_defineClass0(Thread *t, Slot *args, Slot *ret)
{
    (void)args, (void)ret;
    return vm_throw(t, "java/lang/UnsatisfiedLinkError",
                    "jdk.internal.misc.Unsafe.defineClass0(Ljava/lang/String;[BIILjava/lang/ClassLoader;"
                    "Ljava/security/ProtectionDomain;)Ljava/lang/Class; (not implemented by Vitrine yet)");
}

/* ---------------------------------------------------------------- misc */

/* getLoadAverage0(double[] loadavg, int nelems): the number of samples stored, or -1. The Java side
   has checked 1 <= nelems <= 3 and the array's length. */
static NativeResult unsafe_getLoadAverage0(Thread *t, Slot *args, Slot *ret)
{
    (void)t;
    Object *arr = args[1].l;
    jint nelems = args[2].i;
    if (arr == NULL || nelems < 1 || nelems > 3 || nelems > ARRAY_LENGTH(arr)) {
        ret->i = -1;
        return NR_OK;
    }
#if defined(VITRINE_WASM)
    ret->i = -1; /* no load average in a wasm host */
#else
    double la[3];
    int n = getloadavg(la, nelems);
    for (int i = 0; i < n; i++)
        ARRAY_DATA(arr, jdouble)[i] = la[i];
    ret->i = n < 0 ? -1 : n;
#endif
    return NR_OK;
}

/* ---------------------------------------------------------------- ScopedMemoryAccess */

/* closeScope0(Scope scope, ScopedAccessError error): true when no other thread is inside a scoped
   memory access on `scope`. As HotSpot does, look at each other thread's innermost frames (at most 10)
   for the first frame of a ScopedMemoryAccess method (the @Scoped accessors are all there) and check
   whether one of its locals holds the scope. Other threads are parked at safepoints while this thread
   holds the execution token, so their frames are stable. */
static NativeResult sma_closeScope0(Thread *t, Slot *args, Slot *ret)
{
    Object *scope = args[1].l;
    bool found = false;
    const char *sma = sym("jdk/internal/misc/ScopedMemoryAccess");
    for (Thread *th = all_threads; th != NULL && !found; th = th->next) {
        if (th == t)
            continue;
        int depth = 0;
        for (Frame *f = th->frame; f != NULL && depth < 10; f = f->prev) {
            if (f->method == NULL)
                continue;
            depth++;
            if (f->method->klass == NULL || f->method->klass->name != sma)
                continue;
            int n = f->method->code != NULL ? f->method->max_locals : f->method->arg_slots;
            for (int i = 0; i < n && !found; i++)
                found = f->locals != NULL && f->locals[i].l == scope;
            break;
        }
    }
    ret->i = !found;
    return NR_OK;
}

/* ---------------------------------------------------------------- table */

#define U "jdk/internal/misc/Unsafe"
#define SMA "jdk/internal/misc/ScopedMemoryAccess"

const NativeDef vm_natives_unsafe[] = {
    {U, "registerNatives", "()V", vm_native_nothing},

    {U, "getInt", "(Ljava/lang/Object;J)I", unsafe_getInt},
    {U, "putInt", "(Ljava/lang/Object;JI)V", unsafe_putInt},
    {U, "getReference", "(Ljava/lang/Object;J)Ljava/lang/Object;", unsafe_getReference},
    {U, "putReference", "(Ljava/lang/Object;JLjava/lang/Object;)V", unsafe_putReference},
    {U, "getBoolean", "(Ljava/lang/Object;J)Z", unsafe_getBoolean},
    {U, "putBoolean", "(Ljava/lang/Object;JZ)V", unsafe_putBoolean},
    {U, "getByte", "(Ljava/lang/Object;J)B", unsafe_getByte},
    {U, "putByte", "(Ljava/lang/Object;JB)V", unsafe_putByte},
    {U, "getShort", "(Ljava/lang/Object;J)S", unsafe_getShort},
    {U, "putShort", "(Ljava/lang/Object;JS)V", unsafe_putShort},
    {U, "getChar", "(Ljava/lang/Object;J)C", unsafe_getChar},
    {U, "putChar", "(Ljava/lang/Object;JC)V", unsafe_putChar},
    {U, "getLong", "(Ljava/lang/Object;J)J", unsafe_getLong},
    {U, "putLong", "(Ljava/lang/Object;JJ)V", unsafe_putLong},
    {U, "getFloat", "(Ljava/lang/Object;J)F", unsafe_getFloat},
    {U, "putFloat", "(Ljava/lang/Object;JF)V", unsafe_putFloat},
    {U, "getDouble", "(Ljava/lang/Object;J)D", unsafe_getDouble},
    {U, "putDouble", "(Ljava/lang/Object;JD)V", unsafe_putDouble},
    {U, "getUncompressedObject", "(J)Ljava/lang/Object;", unsafe_getUncompressedObject},

    {U, "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", unsafe_getReferenceVolatile},
    {U, "putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V", unsafe_putReferenceVolatile},
    {U, "getIntVolatile", "(Ljava/lang/Object;J)I", unsafe_getIntVolatile},
    {U, "putIntVolatile", "(Ljava/lang/Object;JI)V", unsafe_putIntVolatile},
    {U, "getBooleanVolatile", "(Ljava/lang/Object;J)Z", unsafe_getBooleanVolatile},
    {U, "putBooleanVolatile", "(Ljava/lang/Object;JZ)V", unsafe_putBooleanVolatile},
    {U, "getByteVolatile", "(Ljava/lang/Object;J)B", unsafe_getByteVolatile},
    {U, "putByteVolatile", "(Ljava/lang/Object;JB)V", unsafe_putByteVolatile},
    {U, "getShortVolatile", "(Ljava/lang/Object;J)S", unsafe_getShortVolatile},
    {U, "putShortVolatile", "(Ljava/lang/Object;JS)V", unsafe_putShortVolatile},
    {U, "getCharVolatile", "(Ljava/lang/Object;J)C", unsafe_getCharVolatile},
    {U, "putCharVolatile", "(Ljava/lang/Object;JC)V", unsafe_putCharVolatile},
    {U, "getLongVolatile", "(Ljava/lang/Object;J)J", unsafe_getLongVolatile},
    {U, "putLongVolatile", "(Ljava/lang/Object;JJ)V", unsafe_putLongVolatile},
    {U, "getFloatVolatile", "(Ljava/lang/Object;J)F", unsafe_getFloatVolatile},
    {U, "putFloatVolatile", "(Ljava/lang/Object;JF)V", unsafe_putFloatVolatile},
    {U, "getDoubleVolatile", "(Ljava/lang/Object;J)D", unsafe_getDoubleVolatile},
    {U, "putDoubleVolatile", "(Ljava/lang/Object;JD)V", unsafe_putDoubleVolatile},

    {U, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
     unsafe_compareAndSetReference},
    {U, "compareAndExchangeReference",
     "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
     unsafe_compareAndExchangeReference},
    {U, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", unsafe_compareAndSetInt},
    {U, "compareAndExchangeInt", "(Ljava/lang/Object;JII)I", unsafe_compareAndExchangeInt},
    {U, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", unsafe_compareAndSetLong},
    {U, "compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J", unsafe_compareAndExchangeLong},

    {U, "loadFence", "()V", unsafe_loadFence},
    {U, "storeFence", "()V", unsafe_storeFence},
    {U, "fullFence", "()V", unsafe_fullFence},

    {U, "allocateMemory0", "(J)J", unsafe_allocateMemory0},
    {U, "reallocateMemory0", "(JJ)J", unsafe_reallocateMemory0},
    {U, "freeMemory0", "(J)V", unsafe_freeMemory0},
    {U, "setMemory0", "(Ljava/lang/Object;JJB)V", unsafe_setMemory0},
    {U, "copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", unsafe_copyMemory0},
    {U, "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", unsafe_copySwapMemory0},
    {U, "writeback0", "(J)V", unsafe_writeback0},
    {U, "writebackPreSync0", "()V", unsafe_writeback0},
    {U, "writebackPostSync0", "()V", unsafe_writeback0},

    {U, "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", unsafe_objectFieldOffset0},
    {U, "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", unsafe_objectFieldOffset1},
    {U, "staticFieldOffset0", "(Ljava/lang/reflect/Field;)J", unsafe_staticFieldOffset0},
    {U, "staticFieldBase0", "(Ljava/lang/reflect/Field;)Ljava/lang/Object;", unsafe_staticFieldBase0},
    {U, "shouldBeInitialized0", "(Ljava/lang/Class;)Z", unsafe_shouldBeInitialized0},
    {U, "ensureClassInitialized0", "(Ljava/lang/Class;)V", unsafe_ensureClassInitialized0},
    {U, "arrayBaseOffset0", "(Ljava/lang/Class;)I", unsafe_arrayBaseOffset0},
    {U, "arrayIndexScale0", "(Ljava/lang/Class;)I", unsafe_arrayIndexScale0},

    {U, "defineClass0",
     "(Ljava/lang/String;[BIILjava/lang/ClassLoader;Ljava/security/ProtectionDomain;)Ljava/lang/Class;",
     unsafe_defineClass0},
    {U, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", unsafe_allocateInstance},
    {U, "throwException", "(Ljava/lang/Throwable;)V", unsafe_throwException},
    {U, "getLoadAverage0", "([DI)I", unsafe_getLoadAverage0},

    {SMA, "registerNatives", "()V", vm_native_nothing},
    {SMA, "closeScope0",
     "(Ljdk/internal/misc/ScopedMemoryAccess$Scope;"
     "Ljdk/internal/misc/ScopedMemoryAccess$Scope$ScopedAccessError;)Z",
     sma_closeScope0},

    {NULL, NULL, NULL, NULL},
};
