/* realpath.c: realpath(3) for the WASI build, which wasi-libc leaves out. Paths are resolved as glibc
   does: relative to the working directory, every component must exist, symbolic links are followed
   (at most 40), "." and ".." are taken after the links before them are resolved. Only the granted
   directories can be looked at, so the directories above them are taken as written. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wasi_posix.h"

enum { MAX_LINKS = 40 };

/* Appends the components of `rest` to the resolved prefix out[0..*len), following links. */
static int resolve(char *out, size_t *len, const char *rest, int *links) {
    while (*rest) {
        while (*rest == '/') rest++;
        if (!*rest) break;
        const char *end = strchr(rest, '/');
        size_t n = end ? (size_t)(end - rest) : strlen(rest);
        if (n == 1 && rest[0] == '.') {
            rest += n;
            continue;
        }
        if (n == 2 && rest[0] == '.' && rest[1] == '.') {
            while (*len > 1 && out[*len - 1] != '/') (*len)--;
            if (*len > 1) (*len)--;
            out[*len] = 0;
            rest += n;
            continue;
        }
        size_t base = *len;
        if (base + (base > 1) + n + 1 > PATH_MAX) {
            errno = ENAMETOOLONG;
            return -1;
        }
        if (base > 1) out[(*len)++] = '/';
        memcpy(out + *len, rest, n);
        *len += n;
        out[*len] = 0;
        rest += n;

        struct stat st;
        if (lstat(out, &st) != 0) {
            /* a directory above the granted ones cannot be looked at: take it as it is written, since
               the whole path's check at the end still finds a component that does not exist */
            if (*rest && (errno == ENOENT || errno == ENOTCAPABLE)) continue;
            return -1;
        }
        if (S_ISLNK(st.st_mode)) {
            if (++*links > MAX_LINKS) {
                errno = ELOOP;
                return -1;
            }
            char target[PATH_MAX];
            ssize_t tn = readlink(out, target, sizeof target - 1);
            if (tn < 0) return -1;
            target[tn] = 0;
            /* the link replaces its component: relative to its directory, or from the root */
            *len = base;
            out[*len] = 0;
            if (target[0] == '/') {
                *len = 1;
                out[0] = '/';
                out[1] = 0;
            }
            char *copy = strdup(target);
            if (!copy) return -1;
            int r = resolve(out, len, copy, links);
            free(copy);
            if (r != 0) return -1;
        } else if (*rest && !S_ISDIR(st.st_mode)) {
            errno = ENOTDIR;
            return -1;
        }
    }
    return 0;
}

char *realpath(const char *restrict path, char *restrict resolved) {
    if (!path) {
        errno = EINVAL;
        return NULL;
    }
    if (!*path) {
        errno = ENOENT;
        return NULL;
    }
    char out[PATH_MAX];
    size_t len;
    if (path[0] == '/') {
        out[0] = '/';
        out[1] = 0;
        len = 1;
    } else {
        if (!getcwd(out, sizeof out)) return NULL;
        len = strlen(out);
    }
    int links = 0;
    if (resolve(out, &len, path, &links) != 0) return NULL;
    struct stat st;
    if (stat(out, &st) != 0) return NULL;
    if (resolved) {
        memcpy(resolved, out, len + 1);
        return resolved;
    }
    return strdup(out);
}
