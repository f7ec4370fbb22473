/* cp_bytes.c: the constant pool of a parsed class file written back in its class file form
   (JVMS 4.4), byte for byte as it was read: the parser keeps every entry's tag, indices and value
   bits (Utf8 entries as their original modified UTF-8 bytes), so nothing needs to hold the raw class
   file after loading. Used by JVMTI's GetConstantPool. */
#include <string.h>

#include "classfile.h"

static uint8_t *put_u1(uint8_t *p, uint32_t v) {
    if (p) *p++ = (uint8_t)v;
    return p;
}
static uint8_t *put_u2(uint8_t *p, uint32_t v) {
    if (p) {
        *p++ = (uint8_t)(v >> 8);
        *p++ = (uint8_t)v;
    }
    return p;
}
static uint8_t *put_u4(uint8_t *p, uint32_t v) {
    p = put_u2(p, v >> 16);
    return put_u2(p, v & 0xffff);
}

uint32_t cf_constant_pool_bytes(const ClassFile *cf, uint8_t *out) {
    uint32_t n = 0;
    uint8_t *p = out;
    for (uint32_t i = 1; i < cf->cp_count; i++) {
        const CpInfo *e = &cf->cp[i];
        p = put_u1(p, e->tag);
        n += 1;
        switch (e->tag) {
        case CONSTANT_Utf8:
            p = put_u2(p, e->v.utf8.len);
            if (p) {
                memcpy(p, e->v.utf8.s, e->v.utf8.len);
                p += e->v.utf8.len;
            }
            n += 2 + e->v.utf8.len;
            break;
        case CONSTANT_Integer:
            p = put_u4(p, (uint32_t)e->v.i);
            n += 4;
            break;
        case CONSTANT_Float: {
            uint32_t bits;
            memcpy(&bits, &e->v.f, 4);
            p = put_u4(p, bits);
            n += 4;
            break;
        }
        case CONSTANT_Long:
        case CONSTANT_Double: {
            uint64_t bits;
            memcpy(&bits, &e->v.j, 8); /* the union's 8 bytes, whichever member was stored */
            p = put_u4(p, (uint32_t)(bits >> 32));
            p = put_u4(p, (uint32_t)bits);
            n += 8;
            i++; /* the unusable second slot has no bytes of its own */
            break;
        }
        case CONSTANT_Class:
        case CONSTANT_String:
        case CONSTANT_MethodType:
        case CONSTANT_Module:
        case CONSTANT_Package:
            p = put_u2(p, e->a);
            n += 2;
            break;
        case CONSTANT_MethodHandle:
            p = put_u1(p, e->a);
            p = put_u2(p, e->b);
            n += 3;
            break;
        default: /* Fieldref, Methodref, InterfaceMethodref, NameAndType, Dynamic, InvokeDynamic */
            p = put_u2(p, e->a);
            p = put_u2(p, e->b);
            n += 4;
            break;
        }
    }
    return n;
}
