/* args.c: the launcher's argument vectors, and java's syntax for @argument files and JDK_JAVA_OPTIONS:
   white space (space, tab, newline, carriage return, form feed) separates arguments; single or double
   quotes group, anywhere in an argument ("-Dx="a b"" is -Dx=a b), and end at the end of their line;
   inside quotes a backslash escapes (\n \t \r \f, any other character stands for itself, and a
   backslash at the end of a line continues the argument after the next line's leading white space);
   outside quotes a backslash is an ordinary character; '#' at the start of an argument comments out the
   rest of its line. */
#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void out_of_memory(void) {
    fputs("Error: out of memory\n", stderr);
    exit(1);
}

void args_push(Args *a, char *s) {
    if (a->n == a->cap) {
        a->cap = a->cap ? a->cap * 2 : 16;
        a->v = realloc(a->v, sizeof(char *) * (size_t)a->cap);
        if (!a->v) out_of_memory();
    }
    a->v[a->n++] = s;
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

void args_tokenize(const char *text, Args *out) {
    size_t cap = strlen(text) + 1;
    char *tok = malloc(cap);
    if (!tok) out_of_memory();
    size_t len = 0;
    bool in_token = false;
    char quote = 0;
    for (const char *p = text; *p; p++) {
        char c = *p;
        if (quote) {
            if (c == quote) {
                quote = 0;
            } else if (c == '\n' || c == '\r') {
                quote = 0; /* quotes end with their line */
                p--;
            } else if (c == '\\' && p[1]) {
                char n = *++p;
                if (n == '\n' || n == '\r') {
                    if (n == '\r' && p[1] == '\n') p++;
                    while (p[1] == ' ' || p[1] == '\t') p++;
                } else {
                    tok[len++] = n == 'n' ? '\n' : n == 't' ? '\t' : n == 'r' ? '\r' : n == 'f' ? '\f' : n;
                }
            } else {
                tok[len++] = c;
            }
            continue;
        }
        if (is_space(c)) {
            if (in_token) {
                tok[len] = 0;
                char *s = strdup(tok);
                if (!s) out_of_memory();
                args_push(out, s);
                len = 0;
                in_token = false;
            }
        } else if (c == '#' && !in_token) {
            while (p[1] && p[1] != '\n' && p[1] != '\r') p++;
        } else if (c == '"' || c == '\'') {
            quote = c;
            in_token = true;
        } else {
            tok[len++] = c;
            in_token = true;
        }
    }
    if (in_token) {
        tok[len] = 0;
        char *s = strdup(tok);
        if (!s) out_of_memory();
        args_push(out, s);
    }
    free(tok);
}

bool args_read_file(const char *path, Args *out) {
    FILE *f = fopen(path, "rb");
    if (!f) return false;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - 1 - len, f)) > 0) {
        len += n;
        if (len == cap - 1) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) free(buf);
            buf = nb;
        }
    }
    fclose(f);
    if (!buf) out_of_memory();
    buf[len] = 0;
    args_tokenize(buf, out);
    free(buf);
    return true;
}
