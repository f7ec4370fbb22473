/* zip.h: a reader for zip and jar archives (stored and deflated entries, through zlib). Every offset
   and length in the archive is checked: a corrupt archive gives an error, never a crash. */
#ifndef VITRINE_ZIP_H
#define VITRINE_ZIP_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ZipArchive ZipArchive;

/* Opens an archive from a file. NULL with a message in err on failure. */
ZipArchive *zip_open(const char *path, char *err, size_t errlen);
/* Opens an archive held in memory (the bytes must outlive the archive). */
ZipArchive *zip_open_memory(const uint8_t *data, size_t len, char *err, size_t errlen);
void zip_close(ZipArchive *z);

/* Number of entries, and the name of entry i (0-based), in central directory order. */
size_t zip_count(const ZipArchive *z);
const char *zip_name(const ZipArchive *z, size_t i);
/* Whether an entry of that exact name exists. */
bool zip_contains(const ZipArchive *z, const char *name);
/* The uncompressed contents of an entry, malloc'd (caller frees), *len set; NULL if absent or
   corrupt (CRC checked). */
uint8_t *zip_read(ZipArchive *z, const char *name, size_t *len);
/* The same without the CRC check (java does not check it when it reads a -jar file's manifest). */
uint8_t *zip_read_unchecked(ZipArchive *z, const char *name, size_t *len);

/* The value of a main attribute of META-INF/MANIFEST.MF ("Main-Class", "Class-Path"), malloc'd,
   continuation lines joined; NULL if absent. */
char *zip_manifest_attribute(ZipArchive *z, const char *attribute);

#endif
