/* termios.h (WASI stand-in): no terminals; tcgetattr and tcsetattr fail with ENOTTY
   (vm/wasi/posix.c). */
#ifndef VITRINE_WASI_TERMIOS_H
#define VITRINE_WASI_TERMIOS_H

typedef unsigned int tcflag_t;

struct termios {
    tcflag_t c_iflag;
    tcflag_t c_oflag;
    tcflag_t c_cflag;
    tcflag_t c_lflag;
};

#define ECHO 0000010
#define TCSANOW 0

int tcgetattr(int fd, struct termios *t);
int tcsetattr(int fd, int when, const struct termios *t);

#endif
