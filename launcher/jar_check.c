/* jar_check.c: java reads a -jar file's manifest itself before it starts the VM, and reports a file
   it cannot open or an archive whose manifest is missing, unreadable or not made of header lines
   with its own two messages, before LauncherHelper (the class library) sees the jar; what the
   manifest says (Main-Class and the rest) is left to LauncherHelper, as in java. Only the main
   section is looked at, as java does: a bad later section is the class library's error. */
#include "jar_check.h"

#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "zip.h"

/* Each line of the main section (up to its empty line or the end) is a continuation line (a space
   first, not on the first line) or a header: a name, a colon and a space. Lines end with CR, LF or
   CR LF. */
static bool jar_check_main_section(const uint8_t *m, size_t len)
{
    size_t pos = 0;
    bool first = true;
    while (pos < len) {
        size_t end = pos;
        while (end < len && m[end] != '\r' && m[end] != '\n') end++;
        if (end == pos) return true; /* the empty line ending the main section */
        if (m[pos] == ' ') {
            if (first) return false;
        } else {
            bool header = false;
            for (size_t i = pos; i + 1 < end && !header; i++) header = m[i] == ':' && m[i + 1] == ' ';
            if (!header) return false;
        }
        first = false;
        pos = end;
        if (pos < len && m[pos] == '\r') pos++;
        if (pos < len && m[pos] == '\n') pos++;
    }
    return true;
}

JarCheck jar_check(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) return JAR_CHECK_UNREADABLE;
    close(fd);
    char err[256];
    ZipArchive *z = zip_open(path, err, sizeof err);
    if (z == NULL) return JAR_CHECK_CORRUPT;
    size_t len = 0;
    uint8_t *manifest = zip_read_unchecked(z, "META-INF/MANIFEST.MF", &len);
    zip_close(z);
    if (manifest == NULL) return JAR_CHECK_CORRUPT;
    bool ok = jar_check_main_section(manifest, len);
    free(manifest);
    return ok ? JAR_CHECK_OK : JAR_CHECK_CORRUPT;
}
