/* xx_flags.c: the -XX options. A command line written for HotSpot names some of its ~900 -XX flags
   (the collector and its sizing, compiler tuning, what to do on an error); each flag HotSpot 17 has
   is known here (xx_flags_table.inc, generated from the JDK by scripts/gen-xx-flags.sh) with its value
   type and whether an unlock option must precede it, and is checked as HotSpot checks it, with its
   messages. A few have an effect in Vitrine (the heap and stack sizes, the verifier's switches,
   helpful NullPointerException messages, processors, stack trace depth, explicit collections, the
   end on OutOfMemoryError, printing the options); the tuning of parts Vitrine does not have (a JIT,
   generations, concurrent collectors) is taken and has no effect; a flag that asks for output or an
   action Vitrine does not implement (heap dumps, the flag listings) is taken with a warning that
   names it (docs/ARCHITECTURE.md, Command line). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "heap.h"
#include "xlog.h"
#include "xx_flags.h"

typedef enum XxType { XX_BOOL, XX_INT, XX_UINT, XX_DOUBLE, XX_STRING } XxType;
typedef enum XxKind { XX_PRODUCT, XX_DIAGNOSTIC, XX_EXPERIMENTAL } XxKind;

typedef struct XxFlag {
    const char *name;
    XxType type;
    XxKind kind;
} XxFlag;

static const XxFlag hotspot_flags[] = {
#define XX_FLAG(name, type, kind) {name, type, kind},
#include "xx_flags_table.inc"
#undef XX_FLAG
};

/* Flags the generated table does not have: Vitrine's own, and HotSpot's that -XX:+PrintFlagsFinal
   does not list. */
static const XxFlag unlisted_flags[] = {
    {"DeterministicScheduling", XX_BOOL, XX_PRODUCT}, /* Vitrine's: scheduling already is deterministic */
    {"Flags", XX_STRING, XX_PRODUCT},                 /* a settings file of -XX options */
};

/* HotSpot's ranges for the flags people set by hand, checked with its message. */
static const struct {
    const char *name, *type_name;
    double min, max;
} ranges[] = {
    {"InitialRAMPercentage", "double", 0, 100},
    {"MaxJavaStackTraceDepth", "intx", 0, 1073741823},
    {"MaxRAMPercentage", "double", 0, 100},
    {"MinRAMPercentage", "double", 0, 100},
    {"StringTableSize", "uintx", 128, 16777216},
};

/* HotSpot 17's deprecated product flags, with the version that deprecated them: setting one warns. */
static const struct {
    const char *name, *since;
} deprecated[] = {
    {"AllowRedefinitionToAddDeleteMethods", "13.0"}, {"AlwaysLockClassLoader", "17.0"},
    {"BiasedLockingBulkRebiasThreshold", "15.0"},    {"BiasedLockingBulkRevokeThreshold", "15.0"},
    {"BiasedLockingDecayTime", "15.0"},              {"BiasedLockingStartupDelay", "15.0"},
    {"CriticalJNINatives", "16.0"},                  {"FlightRecorder", "13.0"},
    {"InitialRAMFraction", "10.0"},                  {"MaxGCMinorPauseMillis", "8.0"},
    {"MaxRAMFraction", "10.0"},                      {"MinRAMFraction", "10.0"},
    {"TLABStats", "12.0"},                           {"UseBiasedLocking", "15.0"},
    {"UseOptoBiasInlining", "15.0"},
};

/* Flags whose purpose is output or an action Vitrine does not have: taken, with a warning. */
static const char *const not_implemented[] = {
    "CrashOnOutOfMemoryError", "FlightRecorder",         "HeapDumpAfterFullGC",   "HeapDumpBeforeFullGC",
    "HeapDumpOnOutOfMemoryError", "NativeMemoryTracking", "OnError",              "OnOutOfMemoryError",
    "PrintClassHistogram",     "PrintCommandLineFlags",  "PrintCompilation",      "PrintConcurrentLocks",
    "PrintFlagsFinal",         "PrintFlagsInitial",      "PrintFlagsRanges",      "PrintNMTStatistics",
    "StartFlightRecording",
};

/* The garbage collectors a command line may select; Vitrine has one, whichever is named. */
static const char *const collectors[] = {"UseEpsilonGC", "UseG1GC", "UseParallelGC", "UseSerialGC",
                                         "UseShenandoahGC", "UseZGC"};
#define N_COLLECTORS (sizeof collectors / sizeof collectors[0])

/* What the options read so far have said (one VM per process; the launcher parses once). */
static struct {
    bool diagnostic_unlocked, experimental_unlocked;
    bool ignore_unrecognized;            /* -XX:+IgnoreUnrecognizedVMOptions anywhere on the command line */
    const char *settings;                /* -XX:Flags=<file>, the last one */
    bool print_vm_options;
    signed char collector[N_COLLECTORS]; /* 1 selected, 0 not named, -1 switched off */
    char **seen;                         /* the -XX options in order, for PrintVMOptions */
    int n_seen, cap_seen;
} xx;

static bool refuse(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static bool refuse(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return false;
}

static int flag_cmp(const void *key, const void *elem) { return strcmp(key, ((const XxFlag *)elem)->name); }

static const XxFlag *find_flag(const char *name) {
    const XxFlag *f = bsearch(name, hotspot_flags, sizeof hotspot_flags / sizeof hotspot_flags[0],
                              sizeof hotspot_flags[0], flag_cmp);
    for (size_t i = 0; !f && i < sizeof unlisted_flags / sizeof unlisted_flags[0]; i++)
        if (!strcmp(name, unlisted_flags[i].name)) f = &unlisted_flags[i];
    return f;
}

/* How alike two names are, as HotSpot measures it for its hint: twice the letter pairs of a found
   anywhere in b, over the two lengths (case counts). */
static double similarity(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    if (la < 2 || lb < 2) return 0;
    int hits = 0;
    for (size_t i = 0; i + 1 < la; i++)
        for (size_t j = 0; j + 1 < lb; j++)
            if (a[i] == b[j] && a[i + 1] == b[j + 1]) {
                hits++;
                break;
            }
    return 2.0 * hits / (double)(la + lb);
}

/* HotSpot's hint after an unrecognised flag: the most alike flag, if alike enough (no newline: the
   launcher's next line follows on the same one, as with HotSpot). */
static void suggest(const char *name) {
    const XxFlag *best = NULL;
    double best_score = 0.7;
    for (size_t i = 0; i < sizeof hotspot_flags / sizeof hotspot_flags[0]; i++) {
        double s = similarity(name, hotspot_flags[i].name);
        if (s > best_score) {
            best_score = s;
            best = &hotspot_flags[i];
        }
    }
    if (!best) return;
    if (best->type == XX_BOOL) fprintf(stderr, "Did you mean '(+/-)%s'? ", best->name);
    else fprintf(stderr, "Did you mean '%s=<value>'? ", best->name);
}

/* An integer as HotSpot reads a flag's value: a size (decimal or 0x hex, then an optional k, m, g or
   t), negative only where the type is signed. */
static bool parse_integer(const char *s, bool sign_allowed, int64_t *out) {
    bool neg = *s == '-';
    if (neg) {
        if (!sign_allowed) return false;
        s++;
    }
    uint64_t v;
    if (!vm_parse_size(s, &v) || v > INT64_MAX) return false;
    *out = neg ? -(int64_t)v : (int64_t)v;
    return true;
}

static bool in_range(const char *name, const char *spec, double v) {
    for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++) {
        if (strcmp(name, ranges[i].name)) continue;
        if (v >= ranges[i].min && v <= ranges[i].max) return true;
        if (!strcmp(ranges[i].type_name, "double"))
            fprintf(stderr, "double %s=%f is outside the allowed range [ %f ... %f ]\n", name, v, ranges[i].min,
                    ranges[i].max);
        else
            fprintf(stderr, "%s %s=%.0f is outside the allowed range [ %.0f ... %.0f ]\n", ranges[i].type_name, name, v,
                    ranges[i].min, ranges[i].max);
        return refuse("Improperly specified VM option '%s'", spec);
    }
    return true;
}

/* -XX:Flags=<file>: -XX options without their "-XX:", separated by white space. */
static bool settings_file(const char *path) {
    char *text = vm_read_text_file(path);
    if (!text) return refuse("Could not open settings file %s", path);
    char **specs;
    int n = vm_split_options(text, &specs);
    free(text);
    bool ok = true;
    for (int i = 0; i < n; i++) {
        if (ok) {
            size_t cap = strlen(specs[i]) + 5;
            char *opt = vm_malloc(cap);
            snprintf(opt, cap, "-XX:%s", specs[i]);
            ok = xx_option(opt);
            free(opt);
        }
        free(specs[i]);
    }
    free(specs);
    return ok;
}

/* The effect of a flag that has one. `spec` is the option after "-XX:", `on` a boolean's value,
   `n` an integer's. False after a message when the value is not one Vitrine can take. */
static bool apply(const char *arg, const char *name, const char *spec, bool on, int64_t n, const char *value) {
    if (!strcmp(name, "UnlockDiagnosticVMOptions")) xx.diagnostic_unlocked = on;
    else if (!strcmp(name, "UnlockExperimentalVMOptions")) xx.experimental_unlocked = on;
    else if (!strcmp(name, "BytecodeVerificationRemote")) vm.opts.no_verify_remote = !on;
    else if (!strcmp(name, "BytecodeVerificationLocal")) vm.opts.verify_local = on;
    else if (!strcmp(name, "MaxHeapSize")) {
        if (n <= 0) return refuse("Invalid maximum heap size: %s", arg);
        vm.opts.max_heap = (uint64_t)n;
    } else if (!strcmp(name, "InitialHeapSize")) vm.opts.initial_heap = (uint64_t)n;
    else if (!strcmp(name, "ThreadStackSize")) {
        /* in kilobytes */
        return vm_set_stack_size((uint64_t)n << 10);
    } else if (!strcmp(name, "MaxMetaspaceSize")) {
        vm.opts.max_metaspace = (uint64_t)n;
        vm.opts.max_metaspace_set = true;
    } else if (!strcmp(name, "SoftRefLRUPolicyMSPerMB")) gc_soft_ms_per_mb = n;
    else if (!strcmp(name, "ShowCodeDetailsInExceptionMessages")) vm.opts.no_code_details = !on;
    else if (!strcmp(name, "ActiveProcessorCount")) vm.opts.active_processors = n > 0 && n <= INT32_MAX ? (int)n : 0;
    else if (!strcmp(name, "MaxJavaStackTraceDepth")) {
        vm.opts.max_stack_trace_depth = (int)n;
        vm.opts.max_stack_trace_depth_set = true;
    } else if (!strcmp(name, "DisableExplicitGC")) vm.opts.disable_explicit_gc = on;
    else if (!strcmp(name, "ExitOnOutOfMemoryError")) vm.opts.exit_on_oom = on;
    else if (!strcmp(name, "PrintVMOptions")) xx.print_vm_options = on;
    else if (!strcmp(name, "UseContainerSupport")) vm.opts.no_container_support = !on;
    else if ((!strcmp(name, "PrintGC") || !strcmp(name, "PrintGCDetails")) && on) {
        /* HotSpot 17 still takes the two as unified logging's gc and gc* */
        bool details = name[7] == 'D';
        xlog_print(XLOG_GC, XLOG_WARNING, "-XX:+%s is deprecated. Will use -Xlog:gc%s instead.", name, details ? "*" : "");
        xlog_option(details ? "-Xlog:gc*" : "-Xlog:gc");
    } else if (!strcmp(name, "Flags")) return true; /* read before the other options (xx_settings_first) */
    else {
        for (size_t i = 0; i < N_COLLECTORS; i++)
            if (!strcmp(name, collectors[i])) xx.collector[i] = on ? 1 : -1;
        for (size_t i = 0; i < sizeof not_implemented / sizeof not_implemented[0]; i++)
            if (!strcmp(name, not_implemented[i]) && (on || value))
                fprintf(stderr, "Vitrine warning: -XX:%s is not implemented in Vitrine and has no effect\n", spec);
    }
    return true;
}

void xx_ignore_unrecognized(void) { xx.ignore_unrecognized = true; }

void xx_prescan(const char *arg) {
    if (!strcmp(arg, "-XX:+IgnoreUnrecognizedVMOptions")) xx.ignore_unrecognized = true;
    else if (!strcmp(arg, "-XX:-IgnoreUnrecognizedVMOptions")) xx.ignore_unrecognized = false;
    else if (!strncmp(arg, "-XX:Flags=", 10)) xx.settings = arg + 10;
}

bool xx_settings_first(void) { return !xx.settings || settings_file(xx.settings); }

bool xx_option(const char *arg) {
    const char *spec = arg + 4; /* after "-XX:" */
    char sign = *spec == '+' || *spec == '-' ? *spec : 0;
    const char *body = sign ? spec + 1 : spec;
    const char *eq = strchr(body, '=');
    size_t len = eq ? (size_t)(eq - body) : strlen(body);
    char name[256];
    if (!len || len >= sizeof name) return refuse("Unrecognized VM option '%s'", body);
    memcpy(name, body, len);
    name[len] = 0;
    const XxFlag *f = find_flag(name);
    if (!f && xx.ignore_unrecognized) return true;
    if (!f) {
        refuse("Unrecognized VM option '%s'", body);
        suggest(name);
        return false;
    }
    /* the unlock options are themselves listed as diagnostic and experimental */
    bool unlock = !strcmp(name, "UnlockDiagnosticVMOptions") || !strcmp(name, "UnlockExperimentalVMOptions");
    if (f->kind == XX_DIAGNOSTIC && !xx.diagnostic_unlocked && !unlock)
        return refuse("Error: VM option '%s' is diagnostic and must be enabled via -XX:+UnlockDiagnosticVMOptions.\n"
                      "Error: The unlock option must precede '%s'.", name, name);
    if (f->kind == XX_EXPERIMENTAL && !xx.experimental_unlocked && !unlock)
        return refuse("Error: VM option '%s' is experimental and must be enabled via -XX:+UnlockExperimentalVMOptions.\n"
                      "Error: The unlock option must precede '%s'.", name, name);
    bool on = sign == '+';
    int64_t n = 0;
    const char *value = eq ? eq + 1 : NULL;
    if (f->type == XX_BOOL) {
        if (sign && eq) return refuse("Improperly specified VM option '%s'", body);
        if (!sign) return refuse("Missing +/- setting for VM option '%s'", body);
    } else {
        if (sign) return refuse("Unexpected +/- setting in VM option '%s'", name);
        if (!eq) return refuse("Improperly specified VM option '%s'", name);
        double d = 0;
        if (f->type == XX_INT || f->type == XX_UINT) {
            if (!parse_integer(value, f->type == XX_INT, &n)) {
                if (!strcmp(name, "MaxHeapSize")) return refuse("Invalid maximum heap size: %s", arg);
                return refuse("Improperly specified VM option '%s'", body);
            }
            d = (double)n;
        } else if (f->type == XX_DOUBLE) {
            char *end;
            d = strtod(value, &end);
            if (end == value || *end) return refuse("Improperly specified VM option '%s'", body);
        }
        if (f->type != XX_STRING && !in_range(name, body, d)) return false;
    }
    for (size_t i = 0; i < sizeof deprecated / sizeof deprecated[0]; i++)
        if (!strcmp(name, deprecated[i].name))
            fprintf(stderr, "OpenJDK 64-Bit Server VM warning: Option %s was deprecated in version %s and will likely be "
                            "removed in a future release.\n", name, deprecated[i].since);
    if (!apply(arg, name, spec, on, n, value)) return false;
    if (xx.n_seen == xx.cap_seen) {
        xx.cap_seen = xx.cap_seen ? 2 * xx.cap_seen : 16;
        char **grown = vm_malloc(sizeof *grown * (size_t)xx.cap_seen);
        if (xx.n_seen) memcpy(grown, xx.seen, sizeof *grown * (size_t)xx.n_seen);
        free(xx.seen);
        xx.seen = grown;
    }
    xx.seen[xx.n_seen++] = vm_strdup(spec);
    return true;
}

void xx_options_done(void) {
    int selected = 0;
    for (size_t i = 0; i < N_COLLECTORS; i++) selected += xx.collector[i] > 0;
    if (selected > 1) vm_exit_during_init("Multiple garbage collectors selected");
    for (size_t i = 0; i < N_COLLECTORS; i++)
        if (!selected && xx.collector[i] < 0 && !strcmp(collectors[i], "UseG1GC"))
            vm_exit_during_init("Garbage collector not selected (default collector explicitly disabled)");
    if (xx.print_vm_options) {
        for (int i = 0; i < xx.n_seen; i++) printf("VM option '%s'\n", xx.seen[i]);
        fflush(stdout);
    }
}
