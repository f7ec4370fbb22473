/* posix.c: the POSIX calls of vm/wasi/include/wasi_posix.h and the stand-in headers, for the WASI
   build. WASI preview1 has no users or groups, no permissions or ownership, no pipes, no terminals,
   no mount table and no file system statistics: each call fails as it would on a host without the
   facility, and the natives turn that into Java's usual exception (an IOException naming the errno
   text, or the answer the JDK gives on such a host). */
#include <errno.h>
#include <grp.h>
#include <mntent.h>
#include <pwd.h>
#include <sys/mman.h>
#include <sys/statvfs.h>
#include <termios.h>

#include "wasi_posix.h"

uid_t getuid(void) { return 0; }
uid_t geteuid(void) { return 0; }
gid_t getgid(void) { return 0; }
gid_t getegid(void) { return 0; }

static int unsupported(void) {
    errno = ENOSYS;
    return -1;
}

int dup(int fd) { (void)fd; return unsupported(); }
int dup2(int fd, int fd2) { (void)fd, (void)fd2; return unsupported(); }
int pipe(int fds[2]) { (void)fds; return unsupported(); }
int socketpair(int domain, int type, int protocol, int fds[2]) {
    (void)domain, (void)type, (void)protocol, (void)fds;
    return unsupported();
}

int chmod(const char *path, mode_t mode) { (void)path, (void)mode; return unsupported(); }
int fchmod(int fd, mode_t mode) { (void)fd, (void)mode; return unsupported(); }
int chown(const char *path, uid_t uid, gid_t gid) { (void)path, (void)uid, (void)gid; return unsupported(); }
int fchown(int fd, uid_t uid, gid_t gid) { (void)fd, (void)uid, (void)gid; return unsupported(); }
int lchown(const char *path, uid_t uid, gid_t gid) { (void)path, (void)uid, (void)gid; return unsupported(); }
int mknod(const char *path, mode_t mode, dev_t dev) { (void)path, (void)mode, (void)dev; return unsupported(); }

/* WASI sets no resource limits a program can see: every one is unlimited (what the JDK reads as
   "no limit", e.g. IOUtil.fdLimit for the selectors) */
int getrlimit(int resource, struct rlimit *rl) {
    (void)resource;
    rl->rlim_cur = rl->rlim_max = RLIM_INFINITY;
    return 0;
}
/* a WASI program has no host name to ask for */
int gethostname(char *name, size_t len) { (void)name, (void)len; return unsupported(); }

/* mappings are copies (mman.c), none of them shared and writable: nothing to write back or page */
int msync(void *addr, size_t len, int flags) {
    (void)addr, (void)len, (void)flags;
    return 0;
}
int madvise(void *addr, size_t len, int advice) {
    (void)addr, (void)len, (void)advice;
    return 0; /* advice may be ignored */
}

int statvfs(const char *path, struct statvfs *buf) { (void)path, (void)buf; return unsupported(); }
int fstatvfs(int fd, struct statvfs *buf) { (void)fd, (void)buf; return unsupported(); }

int tcgetattr(int fd, struct termios *t) {
    (void)fd, (void)t;
    errno = ENOTTY;
    return -1;
}

int tcsetattr(int fd, int when, const struct termios *t) {
    (void)fd, (void)when, (void)t;
    errno = ENOTTY;
    return -1;
}

/* the _r look-ups: 0 with *result NULL is "no such entry" */
int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t len, struct passwd **result) {
    (void)uid, (void)pw, (void)buf, (void)len;
    *result = NULL;
    return 0;
}

int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t len, struct passwd **result) {
    (void)name, (void)pw, (void)buf, (void)len;
    *result = NULL;
    return 0;
}

int getgrgid_r(gid_t gid, struct group *gr, char *buf, size_t len, struct group **result) {
    (void)gid, (void)gr, (void)buf, (void)len;
    *result = NULL;
    return 0;
}

int getgrnam_r(const char *name, struct group *gr, char *buf, size_t len, struct group **result) {
    (void)name, (void)gr, (void)buf, (void)len;
    *result = NULL;
    return 0;
}

FILE *setmntent(const char *path, const char *mode) {
    (void)path, (void)mode;
    errno = ENOENT;
    return NULL;
}

struct mntent *getmntent_r(FILE *fp, struct mntent *ent, char *buf, int len) {
    (void)fp, (void)ent, (void)buf, (void)len;
    return NULL;
}

int endmntent(FILE *fp) { (void)fp; return 1; }
