/* grp.h (WASI stand-in): no group database; every look-up finds no entry (vm/wasi/posix.c). */
#ifndef VITRINE_WASI_GRP_H
#define VITRINE_WASI_GRP_H

#include <stddef.h>
#include <sys/types.h>

struct group {
    char *gr_name;
    char *gr_passwd;
    gid_t gr_gid;
    char **gr_mem;
};

int getgrgid_r(gid_t gid, struct group *gr, char *buf, size_t len, struct group **result);
int getgrnam_r(const char *name, struct group *gr, char *buf, size_t len, struct group **result);

#endif
