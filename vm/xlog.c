/* xlog.c: unified logging (-Xlog) in HotSpot's syntax and line format, for the tag sets this VM logs.

   -Xlog[:[selections][:[output][:[decorators][:output-options]]]]: selections are tag combinations with
   levels (gc, class+load=debug, gc*, all=off), checked against HotSpot's tag names (an unknown tag or
   level is an error and the VM does not start, as in HotSpot); a selection that is valid for HotSpot but
   matches none of this VM's tag sets gets a warning naming the ones it has. Outputs: stdout (the
   default), stderr, file=<path> (%p: the process id, %t: the start time). Decorators: HotSpot's twelve,
   each padded, as HotSpot does, to the widest value the output has shown so far. Without options, warnings
   of every tag set go to stdout; -Xlog:disable turns every output off. Output options, -Xlog:async and
   file rotation are accepted and have no effect (files are written directly and flushed per line, so
   they interleave with what Java writes to the same descriptor in order). */
#define _POSIX_C_SOURCE 200809L /* localtime_r, gmtime_r, gethostname */
#include "xlog.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

#include "internal.h"

XlogLevel xlog_levels[XLOG_SETS];

/* HotSpot 17's log tag names (java -Xlog:help): a selection naming anything else is an error. */
static const char *const hotspot_tags[] = {
    "add", "age", "alloc", "annotation", "arguments", "attach", "barrier", "biasedlocking", "blocks", "bot",
    "breakpoint", "bytecode", "cds", "census", "class", "classhisto", "cleanup", "codecache", "compaction",
    "compilation", "condy", "constantpool", "constraints", "container", "coops", "cpu", "cset", "data",
    "datacreation", "dcmd", "decoder", "defaultmethods", "director", "dump", "dynamic", "ergo", "event",
    "exceptions", "exit", "fingerprint", "free", "freelist", "gc", "handshake", "hashtables", "heap",
    "humongous", "ihop", "iklass", "indy", "init", "inlining", "install", "interpreter", "itables", "jfr",
    "jit", "jni", "jvmci", "jvmti", "lambda", "library", "liveness", "load", "loader", "logging", "malloc",
    "map", "mark", "marking", "membername", "memops", "metadata", "metaspace", "methodcomparator",
    "methodhandles", "mirror", "mmu", "module", "monitorinflation", "monitormismatch", "nestmates", "nmethod",
    "nmt", "normalize", "numa", "objecttagging", "obsolete", "oldobject", "oom", "oopmap", "oops", "oopstorage",
    "os", "owner", "pagesize", "parser", "patch", "path", "perf", "periodic", "phases", "plab", "placeholders",
    "preorder", "preview", "promotion", "protectiondomain", "ptrqueue", "purge", "record", "redefine", "ref",
    "refine", "region", "reloc", "remset", "resolve", "safepoint", "sampling", "scavenge", "sealed", "setting",
    "smr", "stackbarrier", "stackmap", "stacktrace", "stackwalk", "start", "startup", "startuptime", "state",
    "stats", "streaming", "stringdedup", "stringtable", "subclass", "survivor", "suspend", "sweep",
    "symboltable", "system", "table", "task", "thread", "throttle", "time", "timer", "tlab", "tracking",
    "trimnative", "unload", "unshareable", "update", "valuebasedclasses", "verification", "verify", "vmmutex",
    "vmoperation", "vmthread", "vtables", "vtablestubs", "workgang",
};

enum { MAX_TAGS = 5 };
static const struct {
    const char *tags[MAX_TAGS];
    const char *shown; /* as a line shows them */
} sets[XLOG_SETS] = {
    [XLOG_GC] = {{"gc"}, "gc"},
    [XLOG_CLASS_LOAD] = {{"class", "load"}, "class,load"},
    [XLOG_CLASS_UNLOAD] = {{"class", "unload"}, "class,unload"},
    [XLOG_LOGGING] = {{"logging"}, "logging"},
};

static const char *const level_names[] = {"off", "error", "warning", "info", "debug", "trace"};

/* in HotSpot's order, which is also the order on a line */
enum { D_TIME, D_UTCTIME, D_UPTIME, D_TIMEMILLIS, D_UPTIMEMILLIS, D_TIMENANOS, D_UPTIMENANOS, D_HOSTNAME, D_PID,
       D_TID, D_LEVEL, D_TAGS, D_COUNT };
static const char *const decorator_names[D_COUNT][2] = {
    {"time", "t"}, {"utctime", "utc"}, {"uptime", "u"}, {"timemillis", "tm"}, {"uptimemillis", "um"},
    {"timenanos", "tn"}, {"uptimenanos", "un"}, {"hostname", "hn"}, {"pid", "p"}, {"tid", "ti"},
    {"level", "l"}, {"tags", "tg"},
};
#define DEFAULT_DECORATORS ((1u << D_UPTIME) | (1u << D_LEVEL) | (1u << D_TAGS))

typedef struct XlogOutput {
    char *name;     /* "stdout", "stderr" or the file's path */
    FILE *f;
    unsigned decorators;
    XlogLevel levels[XLOG_SETS];
    int width[D_COUNT]; /* widest value shown so far, per decorator */
} XlogOutput;

enum { MAX_OUTPUTS = 16 };
static XlogOutput outputs[MAX_OUTPUTS];
static int n_outputs;
/* parsing an -Xlog option: the framework's messages about it are dated at the VM's start, where
   HotSpot reads its options (the WebAssembly builds' first calls are slow to compile) */
static bool in_option;

static void update_levels(void) {
    for (int s = 0; s < XLOG_SETS; s++) {
        xlog_levels[s] = XLOG_OFF;
        for (int i = 0; i < n_outputs; i++)
            if (outputs[i].levels[s] > xlog_levels[s]) xlog_levels[s] = outputs[i].levels[s];
    }
}

/* stdout takes warnings of every tag set until told otherwise, as in HotSpot */
static void init_outputs(void) {
    if (n_outputs) return;
    outputs[0] = (XlogOutput){.name = "stdout", .f = stdout, .decorators = DEFAULT_DECORATORS};
    outputs[1] = (XlogOutput){.name = "stderr", .f = stderr, .decorators = DEFAULT_DECORATORS};
    for (int s = 0; s < XLOG_SETS; s++) outputs[0].levels[s] = XLOG_WARNING;
    n_outputs = 2;
    update_levels();
}

static int64_t uptime_ns(void) { return in_option ? 0 : vm_nanotime() - vm_start_nanos; }

static long os_thread_id(void) {
#if defined(__linux__) && defined(SYS_gettid)
    return (long)syscall(SYS_gettid);
#else
    return (long)getpid();
#endif
}

static void format_time(char *buf, size_t n, bool utc) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm tm;
    time_t secs = ts.tv_sec;
    if (utc) gmtime_r(&secs, &tm);
    else localtime_r(&secs, &tm);
    char date[32], zone[8] = "+0000";
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
    if (!utc) strftime(zone, sizeof zone, "%z", &tm);
    snprintf(buf, n, "%s.%03ld%s", date, ts.tv_nsec / 1000000, zone);
}

/* one decoration's text (without brackets) */
static void decoration(int d, XlogSet set, XlogLevel level, char *buf, size_t n) {
    struct timespec ts;
    switch (d) {
    case D_TIME: format_time(buf, n, false); break;
    case D_UTCTIME: format_time(buf, n, true); break;
    case D_UPTIME: snprintf(buf, n, "%.3fs", (double)uptime_ns() / 1e9); break;
    case D_TIMEMILLIS:
    case D_TIMENANOS:
        clock_gettime(CLOCK_REALTIME, &ts);
        if (d == D_TIMEMILLIS) snprintf(buf, n, "%lldms", (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
        else snprintf(buf, n, "%lldns", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
        break;
    case D_UPTIMEMILLIS: snprintf(buf, n, "%lldms", (long long)(uptime_ns() / 1000000)); break;
    case D_UPTIMENANOS: snprintf(buf, n, "%lldns", (long long)uptime_ns()); break;
    case D_HOSTNAME:
        if (gethostname(buf, n) != 0) snprintf(buf, n, "localhost");
        buf[n - 1] = 0;
        break;
    case D_PID: snprintf(buf, n, "%ld", (long)getpid()); break;
    case D_TID: snprintf(buf, n, "%ld", os_thread_id()); break;
    case D_LEVEL: snprintf(buf, n, "%s", level_names[level]); break;
    default: snprintf(buf, n, "%s", sets[set].shown); break;
    }
}

static void write_line(XlogOutput *o, XlogSet set, XlogLevel level, const char *msg) {
    char line[512];
    size_t len = 0;
    line[0] = 0;
    for (int d = 0; d < D_COUNT; d++) {
        if (!(o->decorators & (1u << d))) continue;
        char v[128];
        decoration(d, set, level, v, sizeof v);
        int w = (int)strlen(v);
        if (w > o->width[d]) o->width[d] = w;
        int k = snprintf(line + len, sizeof line - len, "[%-*s]", o->width[d], v);
        if (k > 0 && (size_t)k < sizeof line - len) len += (size_t)k;
    }
    fprintf(o->f, "%s%s%s\n", line, len ? " " : "", msg);
    fflush(o->f); /* Java writes to the same descriptors directly: keep the order */
}

void xlog_print(XlogSet set, XlogLevel level, const char *fmt, ...) {
    init_outputs();
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    for (int i = 0; i < n_outputs; i++)
        if (outputs[i].levels[set] >= level && outputs[i].f) write_line(&outputs[i], set, level, msg);
}

/* ---------------------------------------------------------------- the option */

static bool is_hotspot_tag(const char *t, size_t n) {
    for (size_t i = 0; i < sizeof hotspot_tags / sizeof hotspot_tags[0]; i++)
        if (strlen(hotspot_tags[i]) == n && !strncmp(hotspot_tags[i], t, n)) return true;
    return false;
}

static bool set_has_tag(int s, const char *t, size_t n) {
    for (int k = 0; k < MAX_TAGS && sets[s].tags[k]; k++)
        if (strlen(sets[s].tags[k]) == n && !strncmp(sets[s].tags[k], t, n)) return true;
    return false;
}

static int set_tag_count(int s) {
    int k = 0;
    while (k < MAX_TAGS && sets[s].tags[k]) k++;
    return k;
}

static XlogOutput *output_named(const char *spec) {
    if (!*spec || !strcmp(spec, "stdout") || !strcmp(spec, "#0")) return &outputs[0];
    if (!strcmp(spec, "stderr") || !strcmp(spec, "#1")) return &outputs[1];
    const char *path = !strncmp(spec, "file=", 5) ? spec + 5 : spec;
    char unquoted[1024];
    size_t pl = strlen(path);
    if (pl >= 2 && path[0] == '"' && path[pl - 1] == '"') {
        snprintf(unquoted, sizeof unquoted, "%.*s", (int)(pl - 2), path + 1);
        path = unquoted;
    }
    char expanded[1024];
    size_t n = 0;
    for (const char *p = path; *p && n + 32 < sizeof expanded; p++) {
        if (p[0] == '%' && p[1] == 'p') {
            n += (size_t)snprintf(expanded + n, sizeof expanded - n, "%ld", (long)getpid());
            p++;
        } else if (p[0] == '%' && p[1] == 't') {
            time_t now = time(NULL);
            struct tm tm;
            localtime_r(&now, &tm);
            n += strftime(expanded + n, sizeof expanded - n, "%Y-%m-%d_%H-%M-%S", &tm);
            p++;
        } else {
            expanded[n++] = *p;
        }
    }
    expanded[n] = 0;
    for (int i = 2; i < n_outputs; i++)
        if (!strcmp(outputs[i].name, expanded)) return &outputs[i];
    if (n_outputs == MAX_OUTPUTS) {
        xlog_print(XLOG_LOGGING, XLOG_ERROR, "Too many log outputs.");
        return NULL;
    }
    FILE *f = fopen(expanded, "w");
    if (!f) {
        xlog_print(XLOG_LOGGING, XLOG_ERROR, "Error opening log file '%s': %s", expanded, strerror(errno));
        return NULL;
    }
    XlogOutput *o = &outputs[n_outputs++];
    *o = (XlogOutput){.name = vm_strdup(expanded), .f = f, .decorators = DEFAULT_DECORATORS};
    return o;
}

static bool parse_decorators(const char *spec, unsigned *out) {
    if (!strcmp(spec, "none")) {
        *out = 0;
        return true;
    }
    unsigned d = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int k = 0;
        while (k < D_COUNT && strcmp(tok, decorator_names[k][0]) && strcmp(tok, decorator_names[k][1])) k++;
        if (k == D_COUNT) {
            xlog_print(XLOG_LOGGING, XLOG_ERROR, "Invalid decorator '%s'.", tok);
            return false;
        }
        d |= 1u << k;
    }
    *out = d;
    return true;
}

/* One selection (tag1+tag2[*][=level]) applied to the levels of an output's tag sets (into[]). */
static bool apply_selection(const char *sel, XlogLevel into[XLOG_SETS]) {
    char what[256];
    snprintf(what, sizeof what, "%s", sel);
    XlogLevel level = XLOG_INFO;
    char *eq = strchr(what, '=');
    if (eq) {
        *eq = 0;
        int l = 0;
        while (l <= XLOG_TRACE && strcmp(eq + 1, level_names[l])) l++;
        if (l > XLOG_TRACE) {
            xlog_print(XLOG_LOGGING, XLOG_ERROR, "Invalid level '%s' in log selection.", eq + 1);
            return false;
        }
        level = (XlogLevel)l;
    }
    size_t wl = strlen(what);
    bool wildcard = wl && what[wl - 1] == '*';
    if (wildcard) what[--wl] = 0;
    if (!strcmp(what, "all")) {
        for (int s = 0; s < XLOG_SETS; s++) into[s] = level;
        return true;
    }
    const char *tags[MAX_TAGS + 1];
    size_t lens[MAX_TAGS + 1];
    int n = 0;
    for (const char *p = what;;) {
        const char *plus = strchr(p, '+');
        size_t len = plus ? (size_t)(plus - p) : strlen(p);
        if (!is_hotspot_tag(p, len)) {
            xlog_print(XLOG_LOGGING, XLOG_ERROR, "Invalid tag '%.*s' in log selection.", (int)len, p);
            return false;
        }
        if (n == MAX_TAGS) {
            xlog_print(XLOG_LOGGING, XLOG_ERROR, "Too many tags in log selection '%s' (can only have up to %d tags).",
                       sel, MAX_TAGS);
            return false;
        }
        tags[n] = p;
        lens[n++] = len;
        if (!plus) break;
        p = plus + 1;
    }
    bool matched = false;
    for (int s = 0; s < XLOG_SETS; s++) {
        bool all_in = true;
        for (int k = 0; k < n && all_in; k++) all_in = set_has_tag(s, tags[k], lens[k]);
        if (all_in && (wildcard || set_tag_count(s) == n)) {
            into[s] = level;
            matched = true;
        }
    }
    if (!matched)
        xlog_print(XLOG_LOGGING, XLOG_WARNING,
                   "No tag set matches selection: %s%s. This VM logs the tag sets gc, class+load and class+unload.",
                   what, wildcard ? "*" : "");
    return true;
}

static void print_help(void) {
    printf("-Xlog Usage: -Xlog[:[selections][:[output][:[decorators][:output-options]]]]\n"
           "\t where 'selections' are combinations of tags and levels of the form tag1[+tag2...][*][=level][,...]\n"
           "\t NOTE: Unless wildcard (*) is specified, only log messages tagged with exactly the tags specified will be matched.\n\n"
           "Available log levels:\n off, trace, debug, info, warning, error\n\n"
           "Available log decorators: \n"
           " time (t), utctime (utc), uptime (u), timemillis (tm), uptimemillis (um), timenanos (tn), uptimenanos (un), "
           "hostname (hn), pid (p), tid (ti), level (l), tags (tg)\n"
           " Decorators can also be specified as 'none' for no decoration.\n\n"
           "Tag sets this VM logs (every tag name HotSpot knows is accepted in a selection):\n"
           " gc: collections (\"GC(n) Pause Full (cause) before->after(capacity) time\"), at info\n"
           " class+load: classes as they are defined (name and source), at info\n"
           " class+unload: never logged (classes are not unloaded)\n"
           " logging: the log framework's own warnings and errors\n"
           " Specifying 'all' instead of a tag combination matches all tag combinations.\n\n"
           "Available log outputs:\n stdout/stderr\n file=<filename>\n"
           "  If the filename contains %%p and/or %%t, they will expand to the JVM's PID and startup timestamp, respectively.\n"
           "  Output options (filecount, filesize) and -Xlog:async are accepted and have no effect.\n");
}

static bool parse_option(const char *option);

bool xlog_option(const char *option) {
    in_option = true;
    bool ok = parse_option(option);
    in_option = false;
    return ok;
}

static bool parse_option(const char *option) {
    init_outputs();
    const char *spec = option + 5; /* after "-Xlog" */
    if (!*spec) spec = ":all=info";
    if (*spec != ':') return false; /* -Xlogfoo: only the VM's error line, as HotSpot */
    spec++;
    if (!strcmp(spec, "help")) {
        print_help();
        fflush(stdout);
        exit(0);
    }
    if (!strcmp(spec, "async")) return true;
    if (!strcmp(spec, "disable")) {
        for (int i = 0; i < n_outputs; i++)
            for (int s = 0; s < XLOG_SETS; s++) outputs[i].levels[s] = XLOG_OFF;
        update_levels();
        return true;
    }
    /* selections : output : decorators : output-options */
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", spec);
    char *part[4] = {buf, NULL, NULL, NULL};
    for (int k = 1; k < 4; k++) {
        char *c = part[k - 1] ? strchr(part[k - 1], ':') : NULL;
        if (!c) break;
        /* file="path:with:colons" is not split */
        if (k == 2 && !strncmp(part[1], "file=\"", 6)) {
            char *end = strchr(part[1] + 6, '"');
            c = end ? strchr(end, ':') : NULL;
            if (!c) break;
        }
        *c = 0;
        part[k] = c + 1;
    }
    XlogOutput *o = output_named(part[1] ? part[1] : "");
    if (!o) return false;
    unsigned decorators = o->decorators;
    if (part[2] && *part[2] && !parse_decorators(part[2], &decorators)) return false;
    XlogLevel levels[XLOG_SETS];
    memcpy(levels, o->levels, sizeof levels);
    const char *sels = *part[0] ? part[0] : "all";
    char sbuf[1024];
    snprintf(sbuf, sizeof sbuf, "%s", sels);
    for (char *save = NULL, *tok = strtok_r(sbuf, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
        if (!apply_selection(tok, levels)) return false;
    memcpy(o->levels, levels, sizeof levels);
    o->decorators = decorators;
    update_levels();
    return true;
}

void xlog_verbose(XlogSet set, bool on) {
    init_outputs();
    if (!on) outputs[0].levels[set] = XLOG_OFF;
    else if (outputs[0].levels[set] < XLOG_INFO) outputs[0].levels[set] = XLOG_INFO;
    update_levels();
}
