/* boot_append.c: the archives appended to the boot class path (-Xbootclasspath/a and JVMTI's
   AddToBootstrapClassLoaderSearch): the boot loader looks for a class in the runtime image first, then
   in these, in the order they came. One appended during the OnLoad phase is only a path (HotSpot
   checks nothing then: an archive that cannot be opened is skipped when a class is looked for) and is
   also listed in the jdk.boot.class.path.append property, through which the class library finds the
   boot loader's resources; one appended later must be an archive that opens. One appended in the
   OnLoad phase may also be a directory, as in HotSpot: a class is then read from its file there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "internal.h"
#include "zip.h"

typedef struct BootAppend {
    char *path;
    ZipArchive *zip;        /* NULL until opened */
    bool is_dir;            /* a directory (appended in the OnLoad phase) */
    bool unusable;          /* it could not be opened: skipped */
    bool in_property;       /* appended before the VM started: part of jdk.boot.class.path.append */
    struct BootAppend *next;
} BootAppend;

static BootAppend **tail(void) {
    BootAppend **p = &vm.boot_append;
    while (*p) p = &(*p)->next;
    return p;
}

bool boot_append_archive(const char *path, bool before_start) {
    ZipArchive *z = NULL;
    if (!before_start) {
        char err[256];
        z = zip_open(path, err, sizeof err);
        if (!z) return false;
    }
    BootAppend *b = vm_calloc(1, sizeof *b);
    b->path = strdup(path);
    b->zip = z;
    b->in_property = before_start;
    *tail() = b;
    return true;
}

void boot_append_path_list(const char *list) {
    char *copy = vm_strdup(list);
    char *save = NULL;
    for (char *p = strtok_r(copy, ":", &save); p; p = strtok_r(NULL, ":", &save))
        boot_append_archive(p, true);
    free(copy);
}

char *boot_append_property(void) {
    size_t n = 1;
    for (BootAppend *b = vm.boot_append; b; b = b->next)
        if (b->in_property) n += strlen(b->path) + 1;
    char *s = vm_calloc(1, n);
    for (BootAppend *b = vm.boot_append; b; b = b->next) {
        if (!b->in_property) continue;
        strcat(s, ":"); /* appended to an empty value, as HotSpot does, so there is a leading separator */
        strcat(s, b->path);
    }
    return s;
}

/* The file <dir>/<entry> read whole (malloc'd, *len set), or NULL. */
static uint8_t *read_class_file(const char *dir, const char *entry, size_t *len) {
    char path[4096];
    if (snprintf(path, sizeof path, "%s/%s", dir, entry) >= (int)sizeof path) return NULL;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    uint8_t *bytes = NULL;
    long n;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
        bytes = malloc((size_t)n + 1);
        if (bytes && fread(bytes, 1, (size_t)n, f) == (size_t)n) {
            *len = (size_t)n;
        } else {
            free(bytes);
            bytes = NULL;
        }
    }
    fclose(f);
    return bytes;
}

uint8_t *boot_append_read_class(const char *name, size_t *len, const char **path) {
    if (!vm.boot_append) return NULL;
    char entry[1024];
    if (snprintf(entry, sizeof entry, "%s.class", name) >= (int)sizeof entry) return NULL;
    for (BootAppend *b = vm.boot_append; b; b = b->next) {
        if (b->unusable) continue;
        if (!b->zip && !b->is_dir) {
            struct stat st;
            if (stat(b->path, &st) == 0 && S_ISDIR(st.st_mode)) {
                b->is_dir = true;
            } else {
                char err[256];
                b->zip = zip_open(b->path, err, sizeof err);
                if (!b->zip) {
                    b->unusable = true;
                    continue;
                }
            }
        }
        uint8_t *bytes = NULL;
        if (b->is_dir) bytes = read_class_file(b->path, entry, len);
        else if (zip_contains(b->zip, entry)) bytes = zip_read(b->zip, entry, len);
        if (bytes) {
            *path = b->path;
            return bytes;
        }
    }
    return NULL;
}
