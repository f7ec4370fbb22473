/* util.c: small VM-wide services: fatal errors, VM-internal allocation, clocks, type sizes, the
   kernel's CPU accounts of a process or thread, the machine's memory. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform.h"
#include "vm.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten/heap.h>
#endif
#if !defined(VITRINE_WASM)
#include <sys/sysinfo.h>
#endif

void vm_fatal(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("Vitrine: fatal error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    fflush(stdout);
    fflush(stderr);
    exit(1);
}

void *vm_malloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) vm_fatal("out of memory (VM tables, %zu bytes)", n);
    return p;
}

void *vm_calloc(size_t n, size_t m) {
    void *p = calloc(n ? n : 1, m ? m : 1);
    if (!p) vm_fatal("out of memory (VM tables, %zu x %zu bytes)", n, m);
    return p;
}

bool vm_parse_size(const char *s, uint64_t *out) {
    if (*s < '0' || *s > '9') return false;
    char *end;
    errno = 0;
    bool hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    /* the digits after 0x checked here: C libraries differ on where "0x" alone ends */
    if (hex && !isxdigit((unsigned char)s[2])) return false;
    unsigned long long v = strtoull(hex ? s + 2 : s, &end, hex ? 16 : 10);
    if (errno == ERANGE) return false;
    uint64_t mul = 1;
    if (*end) {
        switch (*end) {
        case 'k': case 'K': mul = 1ull << 10; break;
        case 'm': case 'M': mul = 1ull << 20; break;
        case 'g': case 'G': mul = 1ull << 30; break;
        case 't': case 'T': mul = 1ull << 40; break;
        default: return false;
        }
        if (end[1]) return false;
    }
    if (v > UINT64_MAX / mul) return false;
    *out = v * mul;
    return true;
}

char *vm_read_text_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t n = 0, cap = 4096;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            char *grown = realloc(buf, cap * 2);
            if (!grown) free(buf);
            buf = grown;
            cap *= 2;
        }
    }
    bool failed = ferror(f);
    fclose(f);
    if (!buf || failed) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    return buf;
}

char *vm_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *p = vm_malloc(n);
    memcpy(p, s, n);
    return p;
}

/* The user and system clock ticks of a /proc/<pid>[/task/<tid>]/stat file: its 14th and 15th fields,
   after the command name in parentheses (which may hold anything, parentheses too). */
bool vm_proc_stat_ticks(const char *path, uint64_t *user, uint64_t *system) {
    FILE *f = fopen(path, "r");
    if (!f) return false;
    char buf[1024];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    const char *p = strrchr(buf, ')');
    unsigned long long u, s;
    /* state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt, cmajflt, then utime, stime */
    if (!p || sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &u, &s) != 2) return false;
    *user = u;
    *system = s;
    return true;
}

int64_t vm_physical_memory(void) {
#if defined(__EMSCRIPTEN__)
    return (int64_t)emscripten_get_heap_max();
#elif defined(VITRINE_WASM)
    return (int64_t)4 << 30; /* a 32-bit wasm instance's memory can grow to 4 GiB */
#else
    struct sysinfo si;
    return sysinfo(&si) == 0 ? (int64_t)si.totalram * si.mem_unit : -1;
#endif
}

int64_t vm_swap_space(void) {
#if defined(VITRINE_WASM)
    return -1;
#else
    struct sysinfo si;
    return sysinfo(&si) == 0 ? (int64_t)si.totalswap * si.mem_unit : -1;
#endif
}

int64_t vm_nanotime(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t vm_millis(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int prim_index(char type) {
    switch (type) {
    case 'Z': return 0;
    case 'B': return 1;
    case 'C': return 2;
    case 'S': return 3;
    case 'I': return 4;
    case 'J': return 5;
    case 'F': return 6;
    case 'D': return 7;
    case 'V': return 8;
    default: return -1;
    }
}

uint32_t type_size(char type) {
    switch (type) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return (uint32_t)sizeof(Object *);
    }
}
