/* test_refmap.c: the collector's frame reference maps (vm/refmap.c).

   - hand-assembled methods: straight-line code, a local that is a reference on one path only, long
     values and the dup family, exception handlers, constant-pool instructions in their original and
     quick forms, and the methods the analysis must refuse (jsr/ret, jumps into an instruction, stack
     underflow, bcis inside an instruction);
   - a hand-made frame stack: a Java frame stopped at an invoke under a native frame and a VM-internal
     frame, checking exactly which words refmap_visit_frames reports (and that stale values above the
     top frame and in dead slots are not among them);
   - every method of the JDK's java.base module (lib/modules): the analysis must succeed on each one
     and give a map at every instruction; at every StackMapTable frame the stack depth must agree and
     every slot the class file declares to hold a reference (object, null, uninitialised) must be a
     reference in the map (a missed one would let the collector free a live object); and the maps of
     each method must not change when its instructions are rewritten into the interpreter's quick
     forms (invokedynamic excepted: its quick form needs a linked call site). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile.h"
#include "jimage.h"
#include "bytecode.h"
#include "quick.h"
#include "refmap.h"
#include "vm.h"

#ifndef VITRINE_JAVA_HOME
#define VITRINE_JAVA_HOME "/usr/lib/jvm/java-17-openjdk-amd64"
#endif

/* ------------------------------------------------------------------------------- helpers */

static bool is_ref(Method *m, uint32_t bci, uint32_t slot, bool stack) {
    const uint64_t *bits;
    uint32_t depth;
    assert_true(refmap_at(m, bci, &bits, &depth));
    uint32_t i = stack ? m->max_locals + slot : slot;
    if (stack) assert_true(slot < depth);
    return (bits[i >> 6] >> (i & 63)) & 1;
}

static uint32_t depth_at(Method *m, uint32_t bci) {
    const uint64_t *bits;
    uint32_t depth;
    assert_true(refmap_at(m, bci, &bits, &depth));
    return depth;
}

#define LOCAL_REF(m, bci, i) is_ref(m, bci, i, false)
#define STACK_REF(m, bci, i) is_ref(m, bci, i, true)

/* A method of class k over a copy of code. */
static Method *method(Class *k, uint16_t access, const char *desc, uint16_t max_locals, uint16_t max_stack,
                      const uint8_t *code, uint32_t len, const CfExceptionHandler *handlers, uint16_t n_handlers) {
    Method *m = calloc(1, sizeof *m);
    CfMethod *info = calloc(1, sizeof *info);
    CfCode *cc = calloc(1, sizeof *cc);
    assert_non_null(m);
    assert_non_null(info);
    assert_non_null(cc);
    cc->code = malloc(len);
    memcpy(cc->code, code, len);
    cc->code_len = len;
    cc->max_locals = max_locals;
    cc->max_stack = max_stack;
    if (n_handlers) {
        cc->handlers = malloc(sizeof *handlers * n_handlers);
        memcpy(cc->handlers, handlers, sizeof *handlers * n_handlers);
        cc->n_handlers = n_handlers;
    }
    info->code = cc;
    info->access = access;
    info->desc = desc;
    m->klass = k;
    m->name = "test";
    m->desc = desc;
    m->access = access;
    m->max_locals = max_locals;
    m->max_stack = max_stack;
    m->code = cc->code;
    m->code_len = len;
    m->info = info;
    return m;
}

static void method_free(Method *m) {
    refmap_free(m);
    CfMethod *info = (CfMethod *)m->info;
    free(info->code->code);
    free(info->code->handlers);
    free(info->code);
    free(info);
    free(m);
}

static Class no_cp_class = {.name = "T"};

/* ------------------------------------------------------------------------------- hand-made methods */

static void test_straight_line(void **state) {
    (void)state;
    /* static void test(Object a, long b): */
    static const uint8_t code[] = {
        0x2a,             /* 0: aload_0 */
        0x4d,             /* 1: astore_2      local 2 = ref */
        0x1f,             /* 2: lload_1 */
        0x2c,             /* 3: aload_2 */
        0x57,             /* 4: pop */
        0x58,             /* 5: pop2 */
        0x03,             /* 6: iconst_0 */
        0x3d,             /* 7: istore_2      local 2 = int */
        0x01,             /* 8: aconst_null */
        0x4b,             /* 9: astore_0      local 0 = null (a reference) */
        0xb1,             /* 10: return */
    };
    Method *m = method(&no_cp_class, ACC_STATIC, "(Ljava/lang/Object;J)V", 3, 3, code, sizeof code, NULL, 0);
    assert_true(LOCAL_REF(m, 0, 0));
    assert_false(LOCAL_REF(m, 0, 1));
    assert_false(LOCAL_REF(m, 0, 2));
    assert_int_equal(depth_at(m, 1), 1);
    assert_true(STACK_REF(m, 1, 0));
    assert_true(LOCAL_REF(m, 2, 2));
    assert_int_equal(depth_at(m, 4), 3);
    assert_false(STACK_REF(m, 4, 0));
    assert_false(STACK_REF(m, 4, 1));
    assert_true(STACK_REF(m, 4, 2));
    assert_true(LOCAL_REF(m, 7, 2));
    assert_false(LOCAL_REF(m, 8, 2));
    assert_true(LOCAL_REF(m, 10, 0));
    /* not the start of an instruction, or past the end */
    const uint64_t *bits;
    uint32_t depth;
    assert_false(refmap_at(m, 11, &bits, &depth));
    method_free(m);
}

static void test_merge(void **state) {
    (void)state;
    /* static void test(boolean b) { if (b) { Object o = null; } ... } */
    static const uint8_t code[] = {
        0x1a,             /* 0: iload_0 */
        0x99, 0x00, 0x06, /* 1: ifeq 7 */
        0x01,             /* 4: aconst_null */
        0x4c,             /* 5: astore_1 */
        0x00,             /* 6: nop */
        0x1a,             /* 7: iload_0 */
        0xb1,             /* 8: return */
    };
    Method *m = method(&no_cp_class, ACC_STATIC, "(Z)V", 2, 1, code, sizeof code, NULL, 0);
    assert_true(LOCAL_REF(m, 6, 1));
    assert_false(LOCAL_REF(m, 7, 1)); /* a reference on one path only: dead */
    assert_false(LOCAL_REF(m, 7, 0));
    method_free(m);

    /* both paths store a reference: still one after the merge */
    static const uint8_t code2[] = {
        0x1a,             /* 0: iload_0 */
        0x99, 0x00, 0x08, /* 1: ifeq 9 */
        0x01,             /* 4: aconst_null */
        0x4c,             /* 5: astore_1 */
        0xa7, 0x00, 0x05, /* 6: goto 11 */
        0x01,             /* 9: aconst_null */
        0x4c,             /* 10: astore_1 */
        0xb1,             /* 11: return */
    };
    m = method(&no_cp_class, ACC_STATIC, "(Z)V", 2, 1, code2, sizeof code2, NULL, 0);
    assert_true(LOCAL_REF(m, 11, 1));
    method_free(m);

    /* a loop: the back edge brings an int into a slot that held a reference */
    static const uint8_t code3[] = {
        0x01,             /* 0: aconst_null */
        0x4b,             /* 1: astore_0 */
        0x1a,             /* 2: iload_0  (loop head: local 0 is a reference or an int) */
        0x57,             /* 3: pop */
        0x03,             /* 4: iconst_0 */
        0x3b,             /* 5: istore_0 */
        0xa7, 0xff, 0xfc, /* 6: goto 2 */
    };
    m = method(&no_cp_class, ACC_STATIC, "()V", 1, 1, code3, sizeof code3, NULL, 0);
    assert_false(LOCAL_REF(m, 2, 0));
    assert_false(LOCAL_REF(m, 6, 0));
    method_free(m);
}

static void test_longs_and_dups(void **state) {
    (void)state;
    static const uint8_t code[] = {
        0x09,             /* 0: lconst_0 */
        0x01,             /* 1: aconst_null */
        0x5b,             /* 2: dup_x2          [ref, long, long, ref] */
        0x57,             /* 3: pop */
        0x5d,             /* 4: dup2_x1 ... on [ref, J, J]: [J, J, ref, J, J] */
        0x58,             /* 5: pop2 */
        0x5f,             /* 6: swap ... [J, J, ref] -> [J, ref, J] */
        0x5f,             /* 7: swap back */
        0x59,             /* 8: dup             [J, J, ref, ref] */
        0x5c,             /* 9: dup2            [J, J, ref, ref, ref, ref] */
        0xb1,             /* 10: return */
    };
    Method *m = method(&no_cp_class, ACC_STATIC, "()V", 0, 6, code, sizeof code, NULL, 0);
    assert_int_equal(depth_at(m, 3), 4);
    assert_true(STACK_REF(m, 3, 0));
    assert_false(STACK_REF(m, 3, 1));
    assert_false(STACK_REF(m, 3, 2));
    assert_true(STACK_REF(m, 3, 3));
    assert_int_equal(depth_at(m, 5), 5);
    assert_false(STACK_REF(m, 5, 0));
    assert_false(STACK_REF(m, 5, 1));
    assert_true(STACK_REF(m, 5, 2));
    assert_false(STACK_REF(m, 5, 3));
    assert_false(STACK_REF(m, 5, 4));
    assert_true(STACK_REF(m, 7, 1));
    assert_false(STACK_REF(m, 7, 2));
    assert_true(STACK_REF(m, 8, 2));
    assert_int_equal(depth_at(m, 10), 6);
    for (uint32_t i = 2; i < 6; i++) assert_true(STACK_REF(m, 10, i));
    method_free(m);
}

static void test_handlers(void **state) {
    (void)state;
    static const uint8_t code[] = {
        0x01,             /* 0: aconst_null */
        0x4b,             /* 1: astore_0      local 0 = ref */
        0x03,             /* 2: iconst_0 */
        0x3c,             /* 3: istore_1      local 1 = int */
        0x01,             /* 4: aconst_null */
        0x4c,             /* 5: astore_1      local 1 = ref */
        0xb1,             /* 6: return */
        0x4d,             /* 7: astore_2      handler of [0, 6): the exception */
        0xb1,             /* 8: return */
        0x4d,             /* 9: astore_2      handler of [2, 6) */
        0xb1,             /* 10: return */
    };
    CfExceptionHandler h[2] = {{0, 6, 7, 0}, {2, 6, 9, 0}};
    Method *m = method(&no_cp_class, ACC_STATIC, "()V", 3, 1, code, sizeof code, h, 2);
    assert_int_equal(depth_at(m, 7), 1);
    assert_true(STACK_REF(m, 7, 0));
    assert_false(LOCAL_REF(m, 7, 0)); /* nothing in local 0 before bci 1 */
    assert_false(LOCAL_REF(m, 7, 1));
    assert_true(LOCAL_REF(m, 9, 0));
    assert_false(LOCAL_REF(m, 9, 1)); /* an int at bci 4 */
    assert_true(LOCAL_REF(m, 8, 2));
    method_free(m);
}

static void test_refused(void **state) {
    (void)state;
    const uint64_t *bits;
    uint32_t depth;
    static const uint8_t jsr[] = {0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa9, 0x00};
    Method *m = method(&no_cp_class, ACC_STATIC, "()V", 1, 1, jsr, sizeof jsr, NULL, 0);
    assert_false(refmap_at(m, 0, &bits, &depth));
    method_free(m);
    static const uint8_t into[] = {0xa7, 0x00, 0x04, 0x11, 0x00, 0x00, 0xb1}; /* goto 4 (inside sipush) */
    m = method(&no_cp_class, ACC_STATIC, "()V", 0, 1, into, sizeof into, NULL, 0);
    assert_false(refmap_at(m, 0, &bits, &depth));
    method_free(m);
    static const uint8_t underflow[] = {0x57, 0xb1};
    m = method(&no_cp_class, ACC_STATIC, "()V", 0, 1, underflow, sizeof underflow, NULL, 0);
    assert_false(refmap_at(m, 1, &bits, &depth));
    method_free(m);
    static const uint8_t overflow[] = {0x01, 0x01, 0xb1};
    m = method(&no_cp_class, ACC_STATIC, "()V", 0, 1, overflow, sizeof overflow, NULL, 0);
    assert_false(refmap_at(m, 0, &bits, &depth));
    method_free(m);
    static const uint8_t off_end[] = {0x00};
    m = method(&no_cp_class, ACC_STATIC, "()V", 0, 0, off_end, sizeof off_end, NULL, 0);
    assert_false(refmap_at(m, 0, &bits, &depth));
    method_free(m);
    /* stack heights that disagree where paths meet */
    static const uint8_t heights[] = {0x03, 0x99, 0x00, 0x04, 0x03, 0xb1};
    m = method(&no_cp_class, ACC_STATIC, "()V", 0, 1, heights, sizeof heights, NULL, 0);
    assert_false(refmap_at(m, 0, &bits, &depth));
    method_free(m);
    /* a constant-pool instruction without a constant pool */
    static const uint8_t no_cp[] = {0xb2, 0x00, 0x01, 0xb1};
    m = method(&no_cp_class, ACC_STATIC, "()V", 0, 1, no_cp, sizeof no_cp, NULL, 0);
    assert_false(refmap_at(m, 0, &bits, &depth));
    method_free(m);
    /* unreachable code has no map */
    static const uint8_t dead[] = {0xb1, 0x01, 0xb0};
    m = method(&no_cp_class, ACC_STATIC, "()Ljava/lang/Object;", 0, 1, dead, sizeof dead, NULL, 0);
    assert_true(refmap_at(m, 0, &bits, &depth));
    assert_false(refmap_at(m, 2, &bits, &depth));
    method_free(m);
}

/* A constant pool: #2 class T, #6 static field T.f:Object, #10 static method
   T.m(JLjava/lang/Object;)Ljava/lang/String;, #11 an int, #12 a string, #13 a long (2 entries),
   #15 field T.j:J */
static CpInfo pool[18];
static ClassFile pool_cf = {.cp_count = 18, .cp = pool};
static Class cp_class = {.name = "T", .cf = &pool_cf};

static void utf8(int i, const char *s) {
    pool[i].tag = CONSTANT_Utf8;
    pool[i].v.utf8.s = s;
    pool[i].v.utf8.len = (uint32_t)strlen(s);
}

static void entry(int i, uint8_t tag, uint16_t a, uint16_t b) {
    pool[i].tag = tag;
    pool[i].a = a;
    pool[i].b = b;
}

static int setup_pool(void **state) {
    (void)state;
    utf8(1, "T");
    entry(2, CONSTANT_Class, 1, 0);
    utf8(3, "f");
    utf8(4, "Ljava/lang/Object;");
    entry(5, CONSTANT_NameAndType, 3, 4);
    entry(6, CONSTANT_Fieldref, 2, 5);
    utf8(7, "m");
    utf8(8, "(JLjava/lang/Object;)Ljava/lang/String;");
    entry(9, CONSTANT_NameAndType, 7, 8);
    entry(10, CONSTANT_Methodref, 2, 9);
    entry(11, CONSTANT_Integer, 0, 0);
    entry(12, CONSTANT_String, 1, 0);
    entry(13, CONSTANT_Long, 0, 0);
    utf8(16, "j");
    utf8(17, "J");
    entry(14, CONSTANT_NameAndType, 16, 17);
    entry(15, CONSTANT_Fieldref, 2, 14);
    return 0;
}

static void test_constant_pool_and_quick_forms(void **state) {
    (void)state;
    /* static Object test(Object o): */
    uint8_t code[] = {
        0xb2, 0x00, 0x06, /* 0: getstatic T.f          [ref] */
        0x14, 0x00, 0x0d, /* 3: ldc2_w #13             [ref, J, J] */
        0x2a,             /* 6: aload_0                [ref, J, J, ref] */
        0xb8, 0x00, 0x0a, /* 7: invokestatic T.m(J, Object) -> String   [ref, ref] */
        0x12, 0x0b,       /* 10: ldc #11 (int)         [ref, ref, I] */
        0x57,             /* 12: pop */
        0x12, 0x0c,       /* 13: ldc #12 (string)      [ref, ref, ref] */
        0x57,             /* 15: pop */
        0x57,             /* 16: pop */
        0xb4, 0x00, 0x0f, /* 17: getfield T.j:J        [J, J] */
        0x58,             /* 20: pop2 */
        0x2a,             /* 21: aload_0 */
        0xb0,             /* 22: areturn */
    };
    Method *m = method(&cp_class, ACC_STATIC, "(Ljava/lang/Object;)Ljava/lang/Object;", 1, 4, code, sizeof code,
                       NULL, 0);
    for (int quick = 0; quick < 2; quick++) {
        if (quick) {
            refmap_free(m);
            m->code[0] = Q_GETSTATIC;
            m->code[7] = Q_INVOKESTATIC;
            m->code[13] = Q_LDC;
            m->code[17] = Q_GETFIELD_J;
            quick_field_index_set(m->code + 18, (uint16_t)(m->code[18] << 8 | m->code[19]));
        }
        assert_int_equal(depth_at(m, 3), 1);
        assert_true(STACK_REF(m, 3, 0));
        assert_int_equal(depth_at(m, 6), 3);
        assert_false(STACK_REF(m, 6, 1));
        assert_false(STACK_REF(m, 6, 2));
        assert_int_equal(depth_at(m, 10), 2);
        assert_true(STACK_REF(m, 10, 1));
        assert_false(STACK_REF(m, 12, 2));
        assert_true(STACK_REF(m, 15, 2));
        assert_int_equal(depth_at(m, 20), 2);
        assert_false(STACK_REF(m, 20, 0));
        assert_false(STACK_REF(m, 20, 1));
        assert_true(LOCAL_REF(m, 22, 0));
    }
    method_free(m);
}

/* ------------------------------------------------------------------------------- frames */

typedef struct Seen {
    void *addr[512];
    int n;
} Seen;

static void record(Object **ref, void *ctx) {
    Seen *s = ctx;
    assert_true(s->n < 512);
    s->addr[s->n++] = ref;
}

static bool seen(const Seen *s, const void *addr) {
    for (int i = 0; i < s->n; i++)
        if (s->addr[i] == addr) return true;
    return false;
}

static void test_frames(void **state) {
    (void)state;
    /* static void j(Object a, int b), calling T.m with `a` live on the stack below the arguments */
    uint8_t code[] = {
        0x2a,             /* 0: aload_0 */
        0x09,             /* 1: lconst_0 */
        0x2a,             /* 2: aload_0 */
        0xb8, 0x00, 0x0a, /* 3: invokestatic T.m(JLjava/lang/Object;)Ljava/lang/String; */
        0x57,             /* 6: pop */
        0x57,             /* 7: pop */
        0xb1,             /* 8: return */
    };
    Method *j = method(&cp_class, ACC_STATIC, "(Ljava/lang/Object;I)V", 3, 4, code, sizeof code, NULL, 0);
    /* the callee, a native */
    Method nat = {.klass = &cp_class, .name = "n", .desc = "(JLjava/lang/Object;)Ljava/lang/String;",
                  .access = ACC_STATIC | ACC_NATIVE, .arg_slots = 3};

    static Slot mem[256];
    memset(mem, 0, sizeof mem);
    Thread t = {0};
    t.stack_base = (uint8_t *)mem;
    t.stack_limit = (uint8_t *)(mem + 256);

    /* Java frame j: locals mem[0..2], header, operand stack */
    Slot *jl = mem;
    Frame *jf = (Frame *)(jl + 3);
    jf->method = j;
    jf->locals = jl;
    jf->stack = (Slot *)(jf + 1);
    jf->pc = j->code + 3; /* stopped at the invoke: the argument slots belong to the callee */
    jf->sp = jf->stack + 1;
    /* the native frame: its locals are j's outgoing arguments */
    Slot *nl = jf->sp;
    Frame *nf = (Frame *)(nl + 3);
    nf->prev = jf;
    nf->method = &nat;
    nf->locals = nl;
    nf->stack = (Slot *)(nf + 1);
    nf->sp = nf->stack;
    /* a VM-internal frame on top, then stale words above it */
    Frame *inf = (Frame *)nf->sp;
    inf->prev = nf;
    inf->locals = (Slot *)inf;
    inf->stack = (Slot *)(inf + 1);
    inf->sp = inf->stack;
    t.frame = inf;

    Seen s = {0};
    refmap_visit_frames(&t, record, &s);
    assert_true(seen(&s, &jf->stack[0])); /* `a`, below the arguments */
    assert_true(seen(&s, &jl[0]));      /* a: reference argument */
    assert_false(seen(&s, &jl[1]));     /* b: int */
    assert_false(seen(&s, &jl[2]));     /* never stored */
    assert_true(seen(&s, &jf->lock));
    assert_false(seen(&s, &jf->cont_data[0]));
    assert_false(seen(&s, &jf->value));
    assert_false(seen(&s, &nl[0]));     /* the long */
    assert_false(seen(&s, &nl[1]));
    assert_true(seen(&s, &nl[2]));      /* the Object argument */
    assert_true(seen(&s, &nf->lock));
    for (int i = 0; i < 3; i++) assert_true(seen(&s, &nf->cont_data[i]));
    assert_true(seen(&s, &nf->value));
    /* the internal frame: every word of its header, nothing above it */
    for (void **p = (void **)inf; p < (void **)(inf + 1); p++) assert_true(seen(&s, p));
    for (void **p = (void **)(inf + 1); p < (void **)(mem + 256); p++) assert_false(seen(&s, p));

    /* j on top at bci 6 (after the call returned its String): the stack is [a, String] */
    s.n = 0;
    t.frame = jf;
    jf->pc = j->code + 6;
    jf->sp = jf->stack + 2;
    refmap_visit_frames(&t, record, &s);
    assert_true(seen(&s, &jf->stack[0]));
    assert_true(seen(&s, &jf->stack[1]));
    assert_int_equal(s.n, 4); /* local 0, two stack slots, the lock: not the stale native frame above */

    /* a frame whose map does not fit (more stack than the map has at bci 1) is scanned word by word,
       still not above its sp */
    s.n = 0;
    jf->pc = j->code + 1;
    jf->sp = jf->stack + 3;
    refmap_visit_frames(&t, record, &s);
    for (void **p = (void **)jl; p < (void **)jf->sp; p++) assert_true(seen(&s, p));
    assert_false(seen(&s, jf->sp));
    method_free(j);
}

/* ------------------------------------------------------------------------------- java.base */

/* The StackMapTable's verification types that are references. */
enum { VT_TOP, VT_INT, VT_FLOAT, VT_DOUBLE, VT_LONG, VT_NULL, VT_UNINIT_THIS, VT_OBJECT, VT_UNINIT };

typedef struct Smt {
    const uint8_t *p, *end;
    bool bad;
} Smt;

static uint32_t smt_u1(Smt *s) {
    if (s->p >= s->end) {
        s->bad = true;
        return 0;
    }
    return *s->p++;
}

static uint32_t smt_u2(Smt *s) {
    uint32_t hi = smt_u1(s);
    return hi << 8 | smt_u1(s);
}

static uint8_t smt_type(Smt *s) {
    uint8_t tag = (uint8_t)smt_u1(s);
    if (tag == VT_OBJECT || tag == VT_UNINIT) smt_u2(s);
    return tag;
}

/* Slots taken by a list of verification types, and a bitmap of the reference ones. */
static uint32_t expand(const uint8_t *types, uint32_t n, bool *refs) {
    uint32_t slot = 0;
    for (uint32_t i = 0; i < n; i++) {
        bool ref = types[i] == VT_NULL || types[i] == VT_UNINIT_THIS || types[i] == VT_OBJECT || types[i] == VT_UNINIT;
        refs[slot++] = ref;
        if (types[i] == VT_LONG || types[i] == VT_DOUBLE) refs[slot++] = false;
    }
    return slot;
}

typedef struct Totals {
    long classes, methods, frames, slots_checked, extra_refs, bcis, quick_compared;
} Totals;

static void check_against_stack_map(Method *m, const CfCode *cc, Totals *tot) {
    uint8_t locals[1024], stack[1024];
    uint32_t n_locals = 0, n_stack = 0;
    bool refs_l[2100], refs_s[2100];
    /* the initial frame from the descriptor */
    if (!(m->access & ACC_STATIC))
        locals[n_locals++] = (m->name == sym("<init>") && m->klass->name != sym("java/lang/Object")) ? VT_UNINIT_THIS
                                                                                                     : VT_OBJECT;
    for (const char *p = m->desc + 1; *p != ')';) {
        const char *q = p;
        while (*q == '[') q++;
        uint8_t vt = (q != p || *q == 'L') ? VT_OBJECT : *q == 'J' ? VT_LONG : *q == 'D' ? VT_DOUBLE
                   : *q == 'F' ? VT_FLOAT : VT_INT;
        if (*q == 'L') q = strchr(q, ';');
        p = q + 1;
        locals[n_locals++] = vt;
    }
    Smt s = {cc->stack_map_table.data, cc->stack_map_table.data + cc->stack_map_table.len, false};
    if (!s.p) return;
    uint32_t n_frames = smt_u2(&s);
    int64_t bci = -1;
    for (uint32_t f = 0; f < n_frames && !s.bad; f++) {
        uint32_t type = smt_u1(&s), delta;
        if (type < 64) {
            delta = type;
            n_stack = 0;
        } else if (type < 128) {
            delta = type - 64;
            n_stack = 0;
            stack[n_stack++] = smt_type(&s);
        } else if (type == 247) {
            delta = smt_u2(&s);
            n_stack = 0;
            stack[n_stack++] = smt_type(&s);
        } else if (type >= 248 && type <= 250) {
            delta = smt_u2(&s);
            n_stack = 0;
            assert_true(n_locals >= 251 - type);
            n_locals -= 251 - type;
        } else if (type == 251) {
            delta = smt_u2(&s);
            n_stack = 0;
        } else if (type >= 252 && type <= 254) {
            delta = smt_u2(&s);
            n_stack = 0;
            assert_true(n_locals + 3 <= 1024);
            for (uint32_t k = 0; k < type - 251; k++) locals[n_locals++] = smt_type(&s);
        } else if (type == 255) {
            delta = smt_u2(&s);
            n_locals = smt_u2(&s);
            assert_true(n_locals <= 1024);
            for (uint32_t k = 0; k < n_locals; k++) locals[k] = smt_type(&s);
            n_stack = smt_u2(&s);
            assert_true(n_stack <= 1024);
            for (uint32_t k = 0; k < n_stack; k++) stack[k] = smt_type(&s);
        } else {
            fail_msg("bad StackMapTable frame type %u in %s.%s%s", type, m->klass->name, m->name, m->desc);
            return;
        }
        assert_false(s.bad);
        bci = bci < 0 ? delta : bci + delta + 1;
        uint32_t ls = expand(locals, n_locals, refs_l), ss = expand(stack, n_stack, refs_s);
        const uint64_t *bits;
        uint32_t depth;
        if (!refmap_at(m, (uint32_t)bci, &bits, &depth))
            fail_msg("no map at StackMapTable frame %ld of %s.%s%s", (long)bci, m->klass->name, m->name, m->desc);
        if (depth != ss)
            fail_msg("depth %u, StackMapTable says %u at %ld of %s.%s%s", depth, ss, (long)bci, m->klass->name,
                     m->name, m->desc);
        tot->frames++;
        for (uint32_t i = 0; i < ls + ss; i++) {
            bool declared = i < ls ? refs_l[i] : refs_s[i - ls];
            uint32_t bit = i < ls ? i : m->max_locals + (i - ls);
            bool ours = (bits[bit >> 6] >> (bit & 63)) & 1;
            if (declared && !ours)
                fail_msg("%s %u at bci %ld of %s.%s%s holds a reference the map misses", i < ls ? "local" : "stack slot",
                         i < ls ? i : i - ls, (long)bci, m->klass->name, m->name, m->desc);
            if (!declared && ours) tot->extra_refs++;
            tot->slots_checked++;
        }
    }
}

/* Every instruction of m rewritten into its quick form, as the interpreter would once resolved. */
static bool quicken(Method *m, uint8_t *code) {
    const ClassFile *cf = m->klass->cf;
    bool any = false;
    for (uint32_t bci = 0, n; bci < m->code_len; bci += n) {
        n = bc_insn_length(code, m->code_len, bci);
        assert_true(n > 0);
        uint8_t op = code[bci];
        uint16_t idx = (uint16_t)(n >= 3 ? code[bci + 1] << 8 | code[bci + 2] : 0);
        const char *d = NULL;
        if (op == 0xb4 || op == 0xb5) {
            const CpInfo *e = &cf->cp[idx];
            d = cf_utf8(cf, cf->cp[e->b].b);
        }
        switch (op) {
        case 0xb4:
            code[bci] = d[0] == 'I' || d[0] == 'F' ? Q_GETFIELD_I : d[0] == 'J' || d[0] == 'D' ? Q_GETFIELD_J
                      : d[0] == 'B' ? Q_GETFIELD_B : d[0] == 'Z' ? Q_GETFIELD_Z : d[0] == 'C' ? Q_GETFIELD_C
                      : d[0] == 'S' ? Q_GETFIELD_S : Q_GETFIELD_L;
            quick_field_index_set(code + bci + 1, idx);
            break;
        case 0xb5:
            code[bci] = d[0] == 'I' || d[0] == 'F' ? Q_PUTFIELD_I : d[0] == 'J' || d[0] == 'D' ? Q_PUTFIELD_J
                      : d[0] == 'B' ? Q_PUTFIELD_B : d[0] == 'Z' ? Q_PUTFIELD_Z
                      : d[0] == 'C' || d[0] == 'S' ? Q_PUTFIELD_C : Q_PUTFIELD_L;
            quick_field_index_set(code + bci + 1, idx);
            break;
        case 0xb2: code[bci] = Q_GETSTATIC; break;
        case 0xb3: code[bci] = Q_PUTSTATIC; break;
        case 0xb6: code[bci] = (bci & 1) ? Q_INVOKEVIRTUAL : Q_INVOKEVIRTUAL_FINAL; break;
        case 0xb7: code[bci] = Q_INVOKEDIRECT; break;
        case 0xb8: code[bci] = Q_INVOKESTATIC; break;
        case 0xb9: code[bci] = Q_INVOKEINTERFACE; break;
        case 0xbb: code[bci] = Q_NEW; break;
        case 0xbd: code[bci] = Q_ANEWARRAY; break;
        case 0xc0: code[bci] = Q_CHECKCAST; break;
        case 0xc1: code[bci] = Q_INSTANCEOF; break;
        case 0x12:
            if (cf->cp[code[bci + 1]].tag == CONSTANT_String) code[bci] = Q_LDC;
            break;
        case 0x13:
            if (cf->cp[idx].tag == CONSTANT_String) code[bci] = Q_LDC_W;
            break;
        default: continue;
        }
        any = true;
    }
    return any;
}

typedef struct Scan {
    JImage *img;
    Totals tot;
} Scan;

static void check_method(Class *k, const CfMethod *cm, Totals *tot) {
    const CfCode *cc = cm->code;
    Method *m = method(k, cm->access, cm->desc, cc->max_locals, cc->max_stack, cc->code, cc->code_len,
                       cc->handlers, cc->n_handlers);
    m->name = cm->name;
    CfCode *own = (CfCode *)m->info->code;
    own->stack_map_table = cc->stack_map_table;
    tot->methods++;
    /* a map at every instruction (javac leaves no unreachable code) */
    uint32_t n_insns = 0;
    for (uint32_t bci = 0, n; bci < m->code_len; bci += n) {
        n = bc_insn_length(m->code, m->code_len, bci);
        n_insns++;
    }
    uint64_t **maps = calloc(n_insns, sizeof *maps);
    uint32_t *depths = calloc(n_insns, sizeof *depths);
    size_t map_bytes = ((m->max_locals + m->max_stack + 63) / 64 ? (m->max_locals + m->max_stack + 63) / 64 : 1) * 8;
    uint32_t i = 0;
    for (uint32_t bci = 0, n; bci < m->code_len; bci += n, i++) {
        n = bc_insn_length(m->code, m->code_len, bci);
        const uint64_t *bits;
        if (!refmap_at(m, bci, &bits, &depths[i]))
            fail_msg("no map at bci %u of %s.%s%s", bci, k->name, m->name, m->desc);
        maps[i] = malloc(map_bytes);
        memcpy(maps[i], bits, map_bytes);
        tot->bcis++;
    }
    check_against_stack_map(m, own, tot);
    /* the same maps on quickened code */
    if (quicken(m, m->code)) {
        refmap_free(m);
        i = 0;
        for (uint32_t bci = 0, n; bci < m->code_len; bci += n, i++) {
            n = bc_insn_length(m->code, m->code_len, bci);
            const uint64_t *bits;
            uint32_t depth;
            assert_true(refmap_at(m, bci, &bits, &depth));
            assert_int_equal(depth, depths[i]);
            assert_memory_equal(bits, maps[i], map_bytes);
        }
        tot->quick_compared++;
    }
    for (i = 0; i < n_insns; i++) free(maps[i]);
    free(maps);
    free(depths);
    own->stack_map_table.data = NULL;
    method_free(m);
}

static int scan_class(const char *name, void *ctx) {
    Scan *sc = ctx;
    const char *prefix = "/java.base/";
    size_t pl = strlen(prefix), nl = strlen(name);
    if (strncmp(name, prefix, pl) || nl < 6 || strcmp(name + nl - 6, ".class") || strstr(name, "module-info"))
        return 0;
    size_t len;
    char path[1024];
    snprintf(path, sizeof path, "%s", name + pl);
    uint8_t *bytes = jimage_read(sc->img, "java.base", path, &len);
    assert_non_null(bytes);
    CfError err;
    ClassFile *cf = cf_parse(bytes, len, NULL, &err);
    free(bytes);
    if (!cf) fail_msg("%s: %s", name, err.message);
    Class k = {.name = cf->this_name, .cf = cf};
    sc->tot.classes++;
    for (uint16_t i = 0; i < cf->n_methods; i++)
        if (cf->methods[i].code) check_method(&k, &cf->methods[i], &sc->tot);
    cf_free(cf);
    return 0;
}

static void test_java_base(void **state) {
    (void)state;
    char err[256];
    Scan sc = {0};
    sc.img = jimage_open(VITRINE_JAVA_HOME "/lib/modules", err, sizeof err);
    if (!sc.img) {
        print_message("skipped: %s\n", err);
        skip();
    }
    jimage_foreach(sc.img, scan_class, &sc);
    jimage_close(sc.img);
    print_message("java.base: %ld classes, %ld methods, %ld bcis; %ld StackMapTable frames, %ld slots checked "
                  "(%ld more references kept than declared); %ld methods compared quickened\n",
                  sc.tot.classes, sc.tot.methods, sc.tot.bcis, sc.tot.frames, sc.tot.slots_checked,
                  sc.tot.extra_refs, sc.tot.quick_compared);
    assert_true(sc.tot.classes > 5000);
    assert_true(sc.tot.frames > 90000);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_straight_line),
        cmocka_unit_test(test_merge),
        cmocka_unit_test(test_longs_and_dups),
        cmocka_unit_test(test_handlers),
        cmocka_unit_test(test_refused),
        cmocka_unit_test_setup(test_constant_pool_and_quick_forms, setup_pool),
        cmocka_unit_test_setup(test_frames, setup_pool),
        cmocka_unit_test(test_java_base),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
