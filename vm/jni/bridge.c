/* bridge.c: calling a JNI function whose C signature is only known at run time, from the method's
   descriptor.

   Natively on x86-64 Linux: a direct call with the arguments in the ABI's registers when they fit
   there (every signature of up to four integer-class and eight floating-point Java arguments), else
   libffi, with a cif per method made once when the method is bound. Elsewhere natively: libffi.

   WebAssembly: call_indirect needs the exact signature, so calls go through typed trampolines, one
   per signature shape ("i_iiij": returns i32, takes i32 i32 i32 i64), generated at build time for the
   native methods of the statically linked libraries (scripts/gen-jni-static.mjs) and registered with
   jni_register_static_libraries. A shape without a trampoline (a RegisterNatives of a method the
   generator did not see) falls back to a call through JavaScript (the function from the table, called
   with the arguments read from memory), which accepts any signature; under WASI, where there is no
   JavaScript, such a method stays unbound. */
#include <stdlib.h>
#include <string.h>

#include "jni_impl.h"

int jni_param_kinds(const char *desc, char *out, int cap) {
    int n = 0;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        char k = *p;
        if (k == '[') {
            while (*p == '[') p++;
            if (*p == 'L') p = strchr(p, ';');
            k = 'L';
        } else if (k == 'L') {
            p = strchr(p, ';');
        }
        if (!p) break;
        p++;
        if (n < cap) out[n] = k;
        n++;
    }
    return n;
}

#ifndef VITRINE_WASM

#include <ffi.h>

static inline bool is_fp_kind(char k) { return k == 'F' || k == 'D'; }

/* Register calls (x86-64 System V, the Linux ABI). The first six integer-class arguments (pointers,
   jlong, jint and the smaller integers, widened to 32 bits by the caller) travel in rdi, rsi, rdx,
   rcx, r8, r9, and the first eight float and double arguments in xmm0-xmm7, each class in its own
   order whatever the other's; a callee ignores the argument registers it does not declare. So any
   JNI function whose arguments all fit in registers is called correctly through one pointer type that
   takes six 64-bit integers and eight doubles, with the arguments sorted by class: no per-call
   classification of the arguments (libffi's ffi_call, which was most of an empty call's cost). A
   float travels in the low half of its register: a double whose bits hold the float's in their low
   half puts it there (register moves keep the bits); a float or double result is read from xmm0 the
   same way, an integer-class one from rax. Signatures with arguments on the stack go through libffi. */
#if defined(__x86_64__) && defined(__linux__)
#define REGISTER_CALLS 1
enum { INT_REGS = 6, FP_REGS = 8 };
typedef jlong (*IntResultCall)(jlong, jlong, jlong, jlong, jlong, jlong,
                               jdouble, jdouble, jdouble, jdouble, jdouble, jdouble, jdouble, jdouble);
typedef jdouble (*FpResultCall)(jlong, jlong, jlong, jlong, jlong, jlong,
                                jdouble, jdouble, jdouble, jdouble, jdouble, jdouble, jdouble, jdouble);
#endif

typedef struct NativeBridge {
    char ret;             /* the C result kind */
    bool in_registers;    /* a register call (above); else the cif */
    ffi_cif cif;
    ffi_type *types[];
} NativeBridge;

static ffi_type *ffi_of(char k) {
    switch (k) {
    case 'Z': return &ffi_type_uint8;
    case 'B': return &ffi_type_sint8;
    case 'C': return &ffi_type_uint16;
    case 'S': return &ffi_type_sint16;
    case 'I': return &ffi_type_sint32;
    case 'J': return &ffi_type_sint64;
    case 'F': return &ffi_type_float;
    case 'D': return &ffi_type_double;
    case 'V': return &ffi_type_void;
    default: return &ffi_type_pointer;
    }
}

void *jni_bridge_prepare(Method *m, const char *kinds) {
    int np = (int)strlen(kinds);
    NativeBridge *b = vm_malloc(sizeof(NativeBridge) + sizeof(ffi_type *) * (size_t)(np + 2));
    b->ret = jni_arg_kind(*(strchr(m->desc, ')') + 1));
    b->in_registers = false;
#ifdef REGISTER_CALLS
    int n_fp = 0;
    for (int i = 0; i < np; i++) n_fp += is_fp_kind(kinds[i]);
    b->in_registers = 2 + np - n_fp <= INT_REGS && n_fp <= FP_REGS;
#endif
    b->types[0] = &ffi_type_pointer; /* JNIEnv * */
    b->types[1] = &ffi_type_pointer; /* jclass or jobject */
    for (int i = 0; i < np; i++) b->types[2 + i] = ffi_of(kinds[i]);
    if (ffi_prep_cif(&b->cif, FFI_DEFAULT_ABI, (unsigned)(np + 2), ffi_of(b->ret), b->types) != FFI_OK) {
        free(b);
        return NULL;
    }
    return b;
}

void jni_bridge_call(JniMethod *jm, jvalue *argv, int argc, jvalue *result) {
    NativeBridge *b = jm->bridge;
    union {
        ffi_arg a;
        ffi_sarg s;
        jlong j;
        jfloat f;
        jdouble d;
        void *l;
    } r;
    memset(&r, 0, sizeof r);
#ifdef REGISTER_CALLS
    if (b->in_registers) {
        jlong ia[INT_REGS] = {argv[0].j, argv[1].j};
        jdouble fa[FP_REGS] = {0};
        int ni = 2, nf = 0;
        for (int i = 2; i < argc; i++) {
            if (is_fp_kind(jm->kinds[i - 2])) fa[nf++] = argv[i].d;
            else ia[ni++] = argv[i].j;
        }
        if (is_fp_kind(b->ret))
            r.d = ((FpResultCall)jm->fn)(ia[0], ia[1], ia[2], ia[3], ia[4], ia[5],
                                         fa[0], fa[1], fa[2], fa[3], fa[4], fa[5], fa[6], fa[7]);
        else
            r.j = ((IntResultCall)jm->fn)(ia[0], ia[1], ia[2], ia[3], ia[4], ia[5],
                                          fa[0], fa[1], fa[2], fa[3], fa[4], fa[5], fa[6], fa[7]);
    } else
#endif
    {
        void *avalues[argc > 0 ? argc : 1];
        for (int i = 0; i < argc; i++) avalues[i] = &argv[i]; /* every jvalue member starts at offset 0 */
        ffi_call(&b->cif, FFI_FN(jm->fn), &r, avalues);
    }
    switch (b->ret) {
    case 'Z': result->i = (jint)(r.a & 0xff); break;
    case 'B': result->i = (jint)(jbyte)r.s; break;
    case 'C': result->i = (jint)(jchar)r.a; break;
    case 'S': result->i = (jint)(jshort)r.s; break;
    case 'I': result->i = (jint)r.s; break;
    case 'J': result->j = r.j; break;
    case 'F': result->f = r.f; break;
    case 'D': result->d = r.d; break;
    case 'V': break;
    default: result->l = r.l; break;
    }
}

#else /* VITRINE_WASM */

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

typedef struct WasmBridge {
    JniTrampoline call;     /* NULL: through JavaScript */
    char shape[];
} WasmBridge;

static char wasm_kind(char k) {
    switch (k) {
    case 'J': return 'j';
    case 'F': return 'f';
    case 'D': return 'd';
    case 'V': return 'v';
    default: return 'i';
    }
}

#ifdef __EMSCRIPTEN__
/* Calls the function at table index fn with the arguments of shape (after "r_": one jvalue each)
   and stores the result. i64 values cross as BigInt (Node and browsers with JS BigInt integration). */
EM_JS(void, jni_js_call, (void *fn, const char *shape, const jvalue *argv, jvalue *result), {
    var f = wasmTable.get(fn);
    var s = UTF8ToString(shape);
    var args = [];
    for (var k = 2; k < s.length; k++) {
        var p = argv + (k - 2) * 8;
        var c = s.charAt(k);
        if (c == 'i') args.push(HEAP32[p >> 2]);
        else if (c == 'j') args.push(BigInt(HEAPU32[p >> 2]) + (BigInt(HEAP32[(p + 4) >> 2]) * BigInt(4294967296)));
        else if (c == 'f') args.push(HEAPF32[p >> 2]);
        else args.push(HEAPF64[p >> 3]);
    }
    var r = f.apply(null, args);
    var rc = s.charAt(0);
    if (rc == 'i') HEAP32[result >> 2] = r;
    else if (rc == 'j') {
        var big = BigInt.asUintN(64, r);
        HEAPU32[result >> 2] = Number(big & BigInt(4294967295));
        HEAPU32[(result + 4) >> 2] = Number(big >> BigInt(32));
    } else if (rc == 'f') HEAPF32[result >> 2] = r;
    else if (rc == 'd') HEAPF64[result >> 3] = r;
});
#endif

void *jni_bridge_prepare(Method *m, const char *kinds) {
    int np = (int)strlen(kinds);
    WasmBridge *b = vm_malloc(sizeof(WasmBridge) + (size_t)np + 5);
    const char *r = strchr(m->desc, ')') + 1;
    char *s = b->shape;
    *s++ = wasm_kind(jni_arg_kind(*r));
    *s++ = '_';
    *s++ = 'i';
    *s++ = 'i';
    for (int i = 0; i < np; i++) *s++ = wasm_kind(kinds[i]);
    *s = 0;
    /* VITRINE_JNI_JS_CALLS=1 forces the JavaScript path (to test it) */
    static int js_only = -1;
    if (js_only < 0) js_only = getenv("VITRINE_JNI_JS_CALLS") != NULL;
    b->call = js_only ? NULL : jni_find_trampoline(b->shape);
#ifndef __EMSCRIPTEN__
    /* WASI: no JavaScript to fall back on; unbound, the method throws UnsatisfiedLinkError */
    if (!b->call) {
        free(b);
        return NULL;
    }
#endif
    return b;
}

void jni_bridge_call(JniMethod *jm, jvalue *argv, int argc, jvalue *result) {
    (void)argc;
    WasmBridge *b = jm->bridge;
    jvalue r;
    memset(&r, 0, sizeof r);
#ifdef __EMSCRIPTEN__
    if (!b->call) {
        jni_js_call(jm->fn, b->shape, argv, &r);
        *result = r;
        return;
    }
#endif
    b->call(jm->fn, argv, &r);
    *result = r;
}

#endif
