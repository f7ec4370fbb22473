/* xx_flags.h: the -XX command-line options (xx_flags.c). */
#ifndef VITRINE_XX_FLAGS_H
#define VITRINE_XX_FLAGS_H

#include <stdbool.h>

/* One "-XX:..." option: checked against HotSpot's flags and applied. False after HotSpot's message
   on stderr when it names no flag or its value is wrong (start-up then fails). */
bool xx_option(const char *arg);
/* Each option before any is taken: -XX:+IgnoreUnrecognizedVMOptions applies to the options before it too. */
void xx_prescan(const char *arg);
/* JNI_CreateJavaVM's ignoreUnrecognized: unknown -XX flags are skipped, as the JNI specification says
   of unknown -X options. */
void xx_ignore_unrecognized(void);
/* After the prescan, before any option is taken: the -XX:Flags=<file> settings, as HotSpot reads them
   first. False after a message when the file cannot be read or holds a bad flag. */
bool xx_settings_first(void);
/* After the last option: the checks HotSpot makes of the flags together (one collector), which end
   start-up with its message, and the -XX:+PrintVMOptions listing. */
void xx_options_done(void);

#endif
