/* mntent.h (WASI stand-in): no mount table; setmntent fails with ENOENT (vm/wasi/posix.c). */
#ifndef VITRINE_WASI_MNTENT_H
#define VITRINE_WASI_MNTENT_H

#include <stdio.h>

struct mntent {
    char *mnt_fsname;
    char *mnt_dir;
    char *mnt_type;
    char *mnt_opts;
    int mnt_freq;
    int mnt_passno;
};

FILE *setmntent(const char *path, const char *mode);
struct mntent *getmntent_r(FILE *fp, struct mntent *ent, char *buf, int len);
int endmntent(FILE *fp);

#endif
