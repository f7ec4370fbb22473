/* jar_check.h: the launcher's look at a -jar file before the VM starts. */
#ifndef VITRINE_LAUNCHER_JAR_CHECK_H
#define VITRINE_LAUNCHER_JAR_CHECK_H

typedef enum JarCheck {
    JAR_CHECK_OK,
    JAR_CHECK_UNREADABLE, /* "Error: Unable to access jarfile" */
    JAR_CHECK_CORRUPT     /* "Error: Invalid or corrupt jarfile" */
} JarCheck;

/* Whether the jar at path can be opened and has a readable META-INF/MANIFEST.MF whose main section
   is made of "Name: value" lines and continuation lines. */
JarCheck jar_check(const char *path);

#endif
