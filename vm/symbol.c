/* symbol.c: the table of interned names (open addressing, grows at 50% load). Symbols live for the
   VM's whole life, so they are carved from large blocks and never freed one by one. */
#include "symbol.h"

#include <pthread.h>
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
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

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

static const char *store(const char *s, size_t n) {
    if (n + 1 > block_left) {
        size_t size = n + 1 > 65536 ? n + 1 : 65536;
        block = must(malloc(size));
        block_left = size;
    }
    char *p = block;
    memcpy(p, s, n);
    p[n] = 0;
    block += n + 1;
    block_left -= n + 1;
    return p;
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
    pthread_mutex_lock(&lock);
    if ((count + 1) * 2 > capacity) grow();
    size_t j = h & (capacity - 1);
    while (table[j].str) {
        if (table[j].hash == h && table[j].len == n && memcmp(table[j].str, s, n) == 0) {
            const char *r = table[j].str;
            pthread_mutex_unlock(&lock);
            return r;
        }
        j = (j + 1) & (capacity - 1);
    }
    table[j].str = store(s, n);
    table[j].hash = h;
    table[j].len = (uint32_t)n;
    count++;
    const char *r = table[j].str;
    pthread_mutex_unlock(&lock);
    return r;
}

const char *sym(const char *s) { return sym_n(s, strlen(s)); }
