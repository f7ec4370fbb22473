/* symbol.c: the table of interned names (open addressing, grows at 50% load). Symbols live for the
   VM's whole life, so they are carved from large blocks and never freed one by one; each carries two
   bytes of marks in front of it. */
#include "symbol.h"

#include <sched.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct SymEntry {
    const char *str;
    uint32_t hash;
    uint32_t len;
} SymEntry;

static SymEntry *table;
static size_t capacity, count;
static char *block;
static size_t block_left;
/* A spin lock rather than a mutex: interning is short and nearly always uncontended (threads run VM
   code one at a time), and a mutex's lock and unlock were a third of interning's cost. */
static bool locked;

static void table_lock(void) {
    while (__atomic_exchange_n(&locked, true, __ATOMIC_ACQUIRE))
        while (__atomic_load_n(&locked, __ATOMIC_RELAXED)) sched_yield();
}

static void table_unlock(void) { __atomic_store_n(&locked, false, __ATOMIC_RELEASE); }

/* Eight bytes at a time: every constant-pool string of every class loaded passes through here. */
static uint32_t hash_bytes(const char *s, size_t n) {
    uint64_t h = 0x9e3779b97f4a7c15ull ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 32;
    }
    uint64_t w = 0;
    memcpy(&w, s + i, n - i);
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 29;
    return (uint32_t)h;
}

static void *must(void *p) {
    if (!p) {
        fputs("Vitrine: out of memory for the symbol table\n", stderr);
        abort();
    }
    return p;
}

/* A symbol is stored after two bytes of marks (sym_marks), zero when it is made. */
#define MARK_BYTES 2

static const char *store(const char *s, size_t n) {
    size_t need = (MARK_BYTES + n + 1 + 1) & ~(size_t)1; /* keeps the marks 2-byte aligned */
    if (need > block_left) {
        size_t size = need > 65536 ? need : 65536;
        block = must(malloc(size));
        block_left = size;
    }
    char *p = block + MARK_BYTES;
    memset(block, 0, MARK_BYTES);
    memcpy(p, s, n);
    p[n] = 0;
    block += need;
    block_left -= need;
    return p;
}

unsigned sym_marks(const char *s) {
    uint16_t m;
    __atomic_load((const uint16_t *)(const void *)(s - MARK_BYTES), &m, __ATOMIC_RELAXED);
    return m;
}

void sym_add_marks(const char *s, unsigned marks) {
    __atomic_fetch_or((uint16_t *)(void *)(s - MARK_BYTES), (uint16_t)marks, __ATOMIC_RELAXED);
}

static void grow(void) {
    size_t ncap = capacity ? capacity * 2 : 16384;
    SymEntry *nt = must(calloc(ncap, sizeof(SymEntry)));
    for (size_t i = 0; i < capacity; i++) {
        if (!table[i].str) continue;
        size_t j = table[i].hash & (ncap - 1);
        while (nt[j].str) j = (j + 1) & (ncap - 1);
        nt[j] = table[i];
    }
    free(table);
    table = nt;
    capacity = ncap;
}

const char *sym_n(const char *s, size_t n) {
    uint32_t h = hash_bytes(s, n);
    table_lock();
    if ((count + 1) * 2 > capacity) grow();
    size_t j = h & (capacity - 1);
    while (table[j].str) {
        if (table[j].hash == h && table[j].len == n && memcmp(table[j].str, s, n) == 0) {
            const char *r = table[j].str;
            table_unlock();
            return r;
        }
        j = (j + 1) & (capacity - 1);
    }
    table[j].str = store(s, n);
    table[j].hash = h;
    table[j].len = (uint32_t)n;
    count++;
    const char *r = table[j].str;
    table_unlock();
    return r;
}

const char *sym(const char *s) { return sym_n(s, strlen(s)); }
