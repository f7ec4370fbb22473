/* symbol.h: the VM's interned strings. Every class, method, field and descriptor name the VM keeps is
   a symbol, so names compare with == and never need freeing. */
#ifndef VITRINE_SYMBOL_H
#define VITRINE_SYMBOL_H
#include <stddef.h>

/* The unique NUL-terminated copy of s (modified UTF-8 bytes). Thread-safe; never returns NULL
   (aborts on out-of-memory of the VM's own tables). */
const char *sym(const char *s);
/* Same for the n bytes at s (which need not be NUL-terminated; may contain no NUL). */
const char *sym_n(const char *s, size_t n);

/* Facts proved about a symbol's string, kept with it so that they are proved once per process (the
   class-file parser marks the names and descriptors it has checked: classfile.c). 16 bits, zero at
   first; adding is atomic and only ever sets bits, so racing markers agree. s must be a symbol. */
unsigned sym_marks(const char *s);
void sym_add_marks(const char *s, unsigned marks);

#endif
