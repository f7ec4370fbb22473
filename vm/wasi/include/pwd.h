/* pwd.h (WASI stand-in): no password database; every look-up finds no entry (vm/wasi/posix.c). */
#ifndef VITRINE_WASI_PWD_H
#define VITRINE_WASI_PWD_H

#include <stddef.h>
#include <sys/types.h>

struct passwd {
    char *pw_name;
    char *pw_passwd;
    uid_t pw_uid;
    gid_t pw_gid;
    char *pw_gecos;
    char *pw_dir;
    char *pw_shell;
};

int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t len, struct passwd **result);
int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t len, struct passwd **result);

#endif
