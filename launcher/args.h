/* args.h: the launcher's argument vectors, and the syntax java reads @argument files and
   JDK_JAVA_OPTIONS in. */
#ifndef VITRINE_LAUNCHER_ARGS_H
#define VITRINE_LAUNCHER_ARGS_H

#include <stdbool.h>

typedef struct Args {
    char **v;
    int n, cap;
} Args;

/* Appends s (not copied); ends the process if memory runs out. */
void args_push(Args *a, char *s);

/* Appends the arguments written in text, in java's argument file syntax. */
void args_tokenize(const char *text, Args *out);

/* Appends the arguments of the argument file at path; false if it cannot be read. */
bool args_read_file(const char *path, Args *out);

#endif
