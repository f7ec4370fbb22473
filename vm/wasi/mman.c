/* mman.c: mmap and munmap for the WASI build, which has no memory mapping. A mapping is a copy of the
   file in allocated memory: right for private mappings and for shared read-only ones (what
   FileChannel.map READ_ONLY and PRIVATE ask for; a change another process makes to the file later
   is not seen). A shared writable mapping could never reach the file, so it fails with ENOTSUP
   rather than lose the program's writes. (wasi-libc's own emulation accepts one and drops them.) */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

typedef struct Mapping {
    void *addr;
    size_t len;
    struct Mapping *next;
} Mapping;

static Mapping *mappings; /* one thread: no lock */

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
    (void)addr;
    int type = flags & MAP_TYPE;
    if (len == 0 || (flags & MAP_FIXED) || (type != MAP_SHARED && type != MAP_PRIVATE) || off < 0) {
        errno = EINVAL;
        return MAP_FAILED;
    }
    if (type == MAP_SHARED && (prot & PROT_WRITE) && !(flags & MAP_ANON)) {
        errno = ENOTSUP;
        return MAP_FAILED;
    }
    Mapping *m = malloc(sizeof *m);
    void *mem = aligned_alloc(4096, (len + 4095) & ~(size_t)4095);
    if (!m || !mem) {
        free(m);
        free(mem);
        errno = ENOMEM;
        return MAP_FAILED;
    }
    memset(mem, 0, len);
    if (!(flags & MAP_ANON)) {
        size_t done = 0;
        while (done < len) {
            ssize_t n = pread(fd, (char *)mem + done, len - done, off + (off_t)done);
            if (n < 0) {
                int e = errno;
                free(m);
                free(mem);
                errno = e;
                return MAP_FAILED;
            }
            if (n == 0) break; /* past the end of the file: zeros, as a mapping reads there */
            done += (size_t)n;
        }
    }
    m->addr = mem;
    m->len = len;
    m->next = mappings;
    mappings = m;
    return mem;
}

int munmap(void *addr, size_t len) {
    for (Mapping **p = &mappings; *p; p = &(*p)->next) {
        Mapping *m = *p;
        if (m->addr == addr && m->len == len) {
            *p = m->next;
            free(m->addr);
            free(m);
            return 0;
        }
    }
    errno = EINVAL; /* only whole mappings are unmapped */
    return -1;
}
