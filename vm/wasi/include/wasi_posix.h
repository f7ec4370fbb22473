/* wasi_posix.h: the POSIX declarations the VM uses that wasi-libc leaves out, for the WASI build
   only (cmake/WasiLink.cmake includes it in every file of the build and puts vm/wasi/include, the
   stand-ins for the headers wasi-libc lacks, on the include path). WASI preview1 has no users, no
   permissions, no pipes, no file locks, no terminals and no mount table: vm/wasi/posix.c answers
   those calls with the error a host without them gives (ENOSYS, ENOTTY, ENOENT), so the Java side
   throws its ordinary IOException. realpath is real (vm/wasi/realpath.c). */
#ifndef VITRINE_WASI_POSIX_H
#define VITRINE_WASI_POSIX_H

#include <sys/types.h>

/* user and group ids: one anonymous user, 0, as a host without users reports */
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);

/* descriptors: no dup, no pipes, no socket pairs */
int dup(int fd);
int dup2(int fd, int fd2);
int pipe(int fds[2]);
int socketpair(int domain, int type, int protocol, int fds[2]);
#define PF_UNIX 1

/* ownership and permissions, which WASI does not have */
int chmod(const char *path, mode_t mode);
int fchmod(int fd, mode_t mode);
int chown(const char *path, uid_t uid, gid_t gid);
int fchown(int fd, uid_t uid, gid_t gid);
int lchown(const char *path, uid_t uid, gid_t gid);
int mknod(const char *path, mode_t mode, dev_t dev);

char *realpath(const char *restrict path, char *restrict resolved);

/* resource limits */
typedef unsigned long long rlim_t;
struct rlimit {
    rlim_t rlim_cur;
    rlim_t rlim_max;
};
#define RLIM_INFINITY (~0ULL)
#define RLIMIT_NOFILE 7
int getrlimit(int resource, struct rlimit *rl);
int gethostname(char *name, size_t len);

/* record locks: wasi-libc's fcntl answers these commands with EINVAL (struct flock is in its
   fcntl.h) */
#define F_GETLK 5
#define F_SETLK 6
#define F_SETLKW 7
#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2
#define O_DIRECT 040000

#endif
