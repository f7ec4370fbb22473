/* xlog.h: unified logging as HotSpot's -Xlog option describes it, for the tag sets this VM logs (gc,
   class+load, class+unload; and logging, the framework's own warnings and errors). -verbose:gc and
   -verbose:class are gc and class+load at info on stdout, as in HotSpot. */
#ifndef VITRINE_XLOG_H
#define VITRINE_XLOG_H

#include <stdbool.h>

typedef enum XlogSet { XLOG_GC, XLOG_CLASS_LOAD, XLOG_CLASS_UNLOAD, XLOG_LOGGING, XLOG_SETS } XlogSet;
typedef enum XlogLevel { XLOG_OFF, XLOG_ERROR, XLOG_WARNING, XLOG_INFO, XLOG_DEBUG, XLOG_TRACE } XlogLevel;

/* Per tag set, the most detailed level some output takes (XLOG_OFF: none). */
extern XlogLevel xlog_levels[XLOG_SETS];

static inline bool xlog_on(XlogSet set, XlogLevel level) { return xlog_levels[set] >= level; }

/* An -Xlog option: false after the error was logged (the VM then does not start). -Xlog:help prints
   the usage and exits. */
bool xlog_option(const char *option);
/* -verbose:gc, -verbose:class, JVMTI SetVerboseFlag: the tag set at info on stdout (on), or off there. */
void xlog_verbose(XlogSet set, bool on);
/* Writes one message of the tag set at the level to every output that takes it, decorated. */
void xlog_print(XlogSet set, XlogLevel level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
