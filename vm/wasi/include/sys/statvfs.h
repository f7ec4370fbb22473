/* sys/statvfs.h (WASI stand-in): WASI reports no file system sizes; statvfs fails with ENOSYS
   (vm/wasi/posix.c), so File.getTotalSpace and friends answer 0 and FileStore throws. */
#ifndef VITRINE_WASI_SYS_STATVFS_H
#define VITRINE_WASI_SYS_STATVFS_H

typedef unsigned long long fsblkcnt_t;
typedef unsigned long long fsfilcnt_t;

struct statvfs {
    unsigned long f_bsize;
    unsigned long f_frsize;
    fsblkcnt_t f_blocks;
    fsblkcnt_t f_bfree;
    fsblkcnt_t f_bavail;
    fsfilcnt_t f_files;
    fsfilcnt_t f_ffree;
    fsfilcnt_t f_favail;
    unsigned long f_fsid;
    unsigned long f_flag;
    unsigned long f_namemax;
};

int statvfs(const char *path, struct statvfs *buf);
int fstatvfs(int fd, struct statvfs *buf);

#endif
