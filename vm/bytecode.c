/* bytecode.c: reading live (possibly quickened) bytecode: instruction lengths, member operands and
   descriptor slot counts (bytecode.h). */
#include <string.h>

#include "bytecode.h"
#include "internal.h"
#include "quick.h"
#include "jvmti_hooks.h"

static uint32_t u2_at(const uint8_t *p) { return (uint32_t)p[0] << 8 | p[1]; }
static int32_t s4_at(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* The live opcode at code + bci (a quick form stays quick), under a breakpoint if there is one. */
static int live_opcode(const uint8_t *code, uint32_t bci) {
    int op = code[bci];
    return op == JVMTI_OPCODE_BREAKPOINT ? jvmti_breakpoint_original(code + bci) : op;
}

int bc_opcode_at(const uint8_t *code, uint32_t bci) { return quick_original_opcode(live_opcode(code, bci)); }

const uint8_t bc_lengths[256] = {
    [0x10] = 2, [0x11] = 3, [0x12] = 2, [0x13] = 3, [0x14] = 3,
    [0x15] = 2, [0x16] = 2, [0x17] = 2, [0x18] = 2, [0x19] = 2,
    [0x36] = 2, [0x37] = 2, [0x38] = 2, [0x39] = 2, [0x3a] = 2,
    [0x84] = 3,
    [0x99] = 3, [0x9a] = 3, [0x9b] = 3, [0x9c] = 3, [0x9d] = 3, [0x9e] = 3, [0x9f] = 3, [0xa0] = 3,
    [0xa1] = 3, [0xa2] = 3, [0xa3] = 3, [0xa4] = 3, [0xa5] = 3, [0xa6] = 3, [0xa7] = 3, [0xa8] = 3,
    [0xa9] = 2,
    [0xb2] = 3, [0xb3] = 3, [0xb4] = 3, [0xb5] = 3, [0xb6] = 3, [0xb7] = 3, [0xb8] = 3,
    [0xb9] = 5, [0xba] = 5, [0xbb] = 3, [0xbc] = 2, [0xbd] = 3, [0xc0] = 3, [0xc1] = 3,
    [0xc5] = 4, [0xc6] = 3, [0xc7] = 3, [0xc8] = 5, [0xc9] = 5,
};

uint32_t bc_insn_length(const uint8_t *code, uint32_t code_len, uint32_t bci) {
    if (bci >= code_len) return 0;
    /* JVMS opcodes stand for themselves: only a breakpoint or a quick form (0xca and up) is looked through */
    int op = code[bci] <= 0xc9 ? code[bci] : bc_opcode_at(code, bci);
    uint32_t n;
    if (op > 0xc9) return 0; /* breakpoint, impdep, unknown */
    if (op == 0xaa || op == 0xab) { /* tableswitch, lookupswitch */
        uint32_t base = (bci + 4) & ~3u; /* first byte after the padding */
        /* tableswitch: default, low, high; lookupswitch: default, npairs (none is valid) */
        if ((uint64_t)base + (op == 0xaa ? 12 : 8) > code_len) return 0;
        if (op == 0xaa) {
            int32_t lo = s4_at(code + base + 4), hi = s4_at(code + base + 8);
            if (hi < lo) return 0;
            uint64_t end = base + 12 + 4 * ((uint64_t)hi - (uint64_t)lo + 1);
            if (end > code_len) return 0;
            return (uint32_t)end - bci;
        }
        int32_t npairs = s4_at(code + base + 4);
        if (npairs < 0) return 0;
        uint64_t end = base + 8 + 8 * (uint64_t)npairs;
        if (end > code_len) return 0;
        return (uint32_t)end - bci;
    }
    if (op == 0xc4) { /* wide */
        if (bci + 1 >= code_len) return 0;
        int op2 = code[bci + 1];
        n = op2 == 0x84 ? 6 : 4;
        if (!((op2 >= 0x15 && op2 <= 0x19) || (op2 >= 0x36 && op2 <= 0x3a) || op2 == 0x84 || op2 == 0xa9))
            return 0;
    } else {
        n = bc_lengths[op] ? bc_lengths[op] : 1;
    }
    return (uint64_t)bci + n <= code_len ? n : 0;
}

uint32_t bc_member_index(const uint8_t *code, uint32_t bci) {
    const uint8_t *p = code + bci;
    int op = live_opcode(code, bci);
    if (op == Q_INVOKEDYNAMIC)
        return indy_site((uint32_t)p[1] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 8 | p[4])->cp_index;
    if (quick_is_field_access(op)) return quick_field_index(p + 1);
    return u2_at(p + 1);
}

bool bc_cp_member(const ClassFile *cf, uint32_t index, const char **cls, const char **name, const char **desc) {
    if (!cf || index == 0 || index >= cf->cp_count) return false;
    const CpInfo *e = &cf->cp[index];
    if (e->tag != CONSTANT_Fieldref && e->tag != CONSTANT_Methodref && e->tag != CONSTANT_InterfaceMethodref &&
        e->tag != CONSTANT_InvokeDynamic)
        return false;
    if (e->b == 0 || e->b >= cf->cp_count || cf->cp[e->b].tag != CONSTANT_NameAndType) return false;
    const CpInfo *nt = &cf->cp[e->b];
    *name = cf_utf8(cf, nt->a);
    *desc = cf_utf8(cf, nt->b);
    if (cls) *cls = e->tag == CONSTANT_InvokeDynamic ? NULL : cf_class_name(cf, e->a);
    return *name && *desc && (!cls || e->tag == CONSTANT_InvokeDynamic || *cls);
}

int bc_type_slots(const char *d, const char **end) {
    const char *p = d;
    while (*p == '[') p++;
    if (*p == 'L') {
        p = strchr(p, ';');
        if (!p) return 0;
    } else if (!*p || !strchr("BCDFIJSZV", *p)) {
        return 0;
    }
    if (end) *end = p + 1;
    if (*p == 'V') return 0;
    return (p == d && (*d == 'J' || *d == 'D')) ? 2 : 1;
}

bool bc_method_slots(const char *desc, int *args, int *result) {
    if (*desc != '(') return false;
    const char *p = desc + 1;
    int n = 0;
    while (*p != ')') {
        int s = bc_type_slots(p, &p);
        if (!s) return false;
        n += s;
    }
    p++;
    if (*p == 'V') {
        *result = 0;
    } else {
        *result = bc_type_slots(p, NULL);
        if (!*result) return false;
    }
    *args = n;
    return true;
}

void bc_original_code(const uint8_t *code, uint32_t code_len, uint8_t *out) {
    memcpy(out, code, code_len);
    /* walk instruction by instruction: operand bytes may hold any value, only opcodes are mapped */
    for (uint32_t bci = 0; bci < code_len;) {
        uint32_t n = bc_insn_length(code, code_len, bci);
        if (n == 0) break; /* an instruction this reader does not know: leave the rest as it is */
        int op = live_opcode(code, bci);
        if (op == Q_INVOKEDYNAMIC) {
            uint32_t cp = bc_member_index(code, bci);
            out[bci + 1] = (uint8_t)(cp >> 8);
            out[bci + 2] = (uint8_t)cp;
            out[bci + 3] = 0;
            out[bci + 4] = 0;
        } else if (quick_is_field_access(op)) {
            uint32_t cp = bc_member_index(code, bci);
            out[bci + 1] = (uint8_t)(cp >> 8);
            out[bci + 2] = (uint8_t)cp;
        }
        out[bci] = (uint8_t)quick_original_opcode(op);
        bci += n;
    }
}
