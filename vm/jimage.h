/* jimage.h: a reader for the JDK's runtime image file (lib/modules, the "jimage" format). It finds
   resources by module and path and returns their bytes, decompressing resources that jlink stored
   compressed ("zip" and "compact-cp" plugins). Every offset read from the file is bounds-checked:
   a corrupt image gives an error, never a crash. */
#ifndef VITRINE_JIMAGE_H
#define VITRINE_JIMAGE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct JImage JImage;

/* Opens the image (mapped or read into memory). NULL with a message in err on failure. */
JImage *jimage_open(const char *path, char *err, size_t errlen);
void jimage_close(JImage *img);
/* The image's descriptor (-1 when it is mapped whole), and re-opening the same file on that
   descriptor in a process restored from a start-up snapshot (vm/snapshot.c): false when the file is
   not there or its size changed. */
int jimage_fd(const JImage *img);
bool jimage_reopen(JImage *img, const char *path);

/* The resource "/<module>/<path>", e.g. module "java.base", path "java/lang/Object.class".
   Returns malloc'd bytes (caller frees) and sets *len, or NULL if absent or unreadable. */
uint8_t *jimage_read(JImage *img, const char *module, const char *path, size_t *len);

/* The module that holds a package, package in internal form ("java/lang"); NULL if none.
   The returned string lives as long as the image. */
const char *jimage_package_module(JImage *img, const char *package);

/* A class by internal name ("java/lang/Object"): finds its module through its package and reads
   "<name>.class". *module_out (may be NULL) receives the module name. malloc'd bytes or NULL. */
uint8_t *jimage_read_class(JImage *img, const char *class_name, size_t *len, const char **module_out);

/* Iterates over every resource name ("/java.base/java/lang/Object.class"), in image order; stops
   early when fn returns non-zero. Returns the number visited. */
size_t jimage_foreach(JImage *img, int (*fn)(const char *name, void *ctx), void *ctx);

/* The raw image bytes and size (for the JDK's own ImageReader natives). */
const uint8_t *jimage_data(JImage *img, size_t *size);

#endif
