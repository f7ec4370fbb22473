/* system_props.c: jdk.internal.util.SystemProps$Raw, the source of System.getProperties().

   platformProperties() returns a String[] indexed by SystemProps.Raw's _*_NDX constants, filled as the
   JDK's Linux natives fill it (null where a property does not exist on Linux): locale-derived
   properties from the environment (LC_ALL, LC_CTYPE / LC_MESSAGES, LANG), with HotSpot's fallback to
   the C locale (en_US, ANSI_X3.4-1968) when the named locale is not installed.

   vmProperties() returns alternating keys and values: what HotSpot 17's Arguments adds (java.vm.*,
   java.home, java.class.path, library paths), then the -D options with HotSpot's rules (read-only
   VM properties cannot be overridden, -Dsun.boot.library.path appends, the internal jdk.module.*
   names are ignored, later options override earlier ones). SystemProps.initProperties combines both.

   VMSupport.initAgentProperties fills the properties the VM gives agents. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "internal.h"

#ifndef VITRINE_VERSION
#define VITRINE_VERSION "0.1.0"
#endif

/* SystemProps.Raw indices (javap -constants 'jdk.internal.util.SystemProps$Raw', JDK 17) */
enum {
    NDX_display_country = 0, NDX_display_language = 1, NDX_display_script = 2, NDX_display_variant = 3,
    NDX_file_encoding = 4, NDX_file_separator = 5, NDX_format_country = 6, NDX_format_language = 7,
    NDX_format_script = 8, NDX_format_variant = 9, NDX_ftp_nonProxyHosts = 10, NDX_ftp_proxyHost = 11,
    NDX_ftp_proxyPort = 12, NDX_http_nonProxyHosts = 13, NDX_http_proxyHost = 14,
    NDX_http_proxyPort = 15, NDX_https_proxyHost = 16, NDX_https_proxyPort = 17,
    NDX_java_io_tmpdir = 18, NDX_line_separator = 19, NDX_os_arch = 20, NDX_os_name = 21,
    NDX_os_version = 22, NDX_path_separator = 23, NDX_socksNonProxyHosts = 24,
    NDX_socksProxyHost = 25, NDX_socksProxyPort = 26, NDX_sun_arch_abi = 27,
    NDX_sun_arch_data_model = 28, NDX_sun_cpu_endian = 29, NDX_sun_cpu_isalist = 30,
    NDX_sun_io_unicode_encoding = 31, NDX_sun_jnu_encoding = 32, NDX_sun_os_patch_level = 33,
    NDX_sun_stderr_encoding = 34, NDX_sun_stdout_encoding = 35, NDX_user_dir = 36,
    NDX_user_home = 37, NDX_user_name = 38,
    PLATFORM_FIXED_LENGTH = 39
};

/* ---------------------------------------------------------------- architecture */

#if defined(__EMSCRIPTEN__) || defined(__wasm__)
#if defined(__wasm64__)
#define OS_ARCH "wasm64"
#else
#define OS_ARCH "wasm32"
#endif
#define MULTIARCH NULL
#elif defined(__x86_64__)
#define OS_ARCH "amd64"
#define MULTIARCH "x86_64-linux-gnu"
#elif defined(__i386__)
#define OS_ARCH "i386"
#define MULTIARCH "i386-linux-gnu"
#elif defined(__aarch64__)
#define OS_ARCH "aarch64"
#define MULTIARCH "aarch64-linux-gnu"
#elif defined(__arm__)
#define OS_ARCH "arm"
#define MULTIARCH "arm-linux-gnueabihf"
#elif defined(__riscv) && __riscv_xlen == 64
#define OS_ARCH "riscv64"
#define MULTIARCH "riscv64-linux-gnu"
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#define OS_ARCH "ppc64le"
#define MULTIARCH "powerpc64le-linux-gnu"
#elif defined(__s390x__)
#define OS_ARCH "s390x"
#define MULTIARCH "s390x-linux-gnu"
#else
#error "unknown architecture: add its os.arch name"
#endif

static bool little_endian(void)
{
    const uint16_t probe = 1;
    uint8_t first;
    memcpy(&first, &probe, 1);
    return first == 1;
}

/* ---------------------------------------------------------------- the host, in wasm */

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>

/* Facts about the host that Emscripten's C library makes up (uname, the password database, isatty):
   under Node, ask Node, so that the wasm build reports what the native build reports on the same
   machine. 0 = os.release, 1 = user name, 2 = home directory, 3 = "1" if stdout is a terminal,
   4 = "1" if stderr is. Returns 0 when unknown (browsers). */
EM_JS(int, vt_host_info, (int what, char *buf, int size), {
    try {
        if (typeof process !== "object" || !process.versions || !process.versions.node) return 0;
        var os = require("os");
        var v;
        switch (what) {
        case 0: v = os.release(); break;
        case 1: v = os.userInfo().username; break;
        case 2: v = os.userInfo().homedir; break;
        /* tty.isatty, not process.stdout.isTTY: creating Node's stdout stream makes a pipe on fd 1
           non-blocking, and the VM's writes then fail with EAGAIN (output lost) when the reader lags */
        case 3: v = require("tty").isatty(1) ? "1" : "0"; break;
        case 4: v = require("tty").isatty(2) ? "1" : "0"; break;
        default: return 0;
        }
        if (typeof v !== "string") return 0;
        stringToUTF8(v, buf, size);
        return 1;
    } catch (e) {
        return 0;
    }
});

static const char *host_info(int what, char *buf, int size)
{
    return vt_host_info(what, buf, size) ? buf : NULL;
}

static bool is_terminal(int fd)
{
    char b[4];
    const char *v = host_info(fd == STDOUT_FILENO ? 3 : 4, b, (int)sizeof b);
    return v != NULL ? strcmp(v, "1") == 0 : isatty(fd) == 1;
}
#else
#if defined(VITRINE_WASM)
/* WASI: no host to ask, and no password database either ($USER and $HOME stand in) */
static const char *host_info(int what, char *buf, int size)
{
    (void)what, (void)buf, (void)size;
    return NULL;
}
#endif

static bool is_terminal(int fd) { return isatty(fd) == 1; }
#endif

/* ---------------------------------------------------------------- locale */

/* Mappings the JDK applies to Linux locale names (language_country.encoding@variant): partial names
   to full ones, and Linux spellings to Java's codes. */
static const char *const locale_aliases[][2] = {
    {"ar", "ar_EG"}, {"be", "be_BY"}, {"bg", "bg_BG"}, {"br", "br_FR"}, {"ca", "ca_ES"},
    {"cs", "cs_CZ"}, {"cz", "cs_CZ"}, {"da", "da_DK"}, {"de", "de_DE"}, {"el", "el_GR"},
    {"en", "en_US"}, {"eo", "eo"},    {"es", "es_ES"}, {"et", "et_EE"}, {"eu", "eu_ES"},
    {"fi", "fi_FI"}, {"fr", "fr_FR"}, {"ga", "ga_IE"}, {"gl", "gl_ES"}, {"he", "iw_IL"},
    {"hr", "hr_HR"}, {"hs", "en_US"}, {"hu", "hu_HU"}, {"id", "in_ID"}, {"in", "in_ID"},
    {"is", "is_IS"}, {"it", "it_IT"}, {"iw", "iw_IL"}, {"ja", "ja_JP"}, {"kl", "kl_GL"},
    {"ko", "ko_KR"}, {"lt", "lt_LT"}, {"lv", "lv_LV"}, {"mk", "mk_MK"}, {"nl", "nl_NL"},
    {"no", "no_NO"}, {"pl", "pl_PL"}, {"pt", "pt_PT"}, {"ro", "ro_RO"}, {"ru", "ru_RU"},
    {"se", "se_NO"}, {"sk", "sk_SK"}, {"sl", "sl_SI"}, {"sq", "sq_AL"}, {"sr", "sr_CS"},
    {"su", "fi_FI"}, {"sv", "sv_SE"}, {"th", "th_TH"}, {"tr", "tr_TR"}, {"ua", "en_US"},
    {"uk", "uk_UA"}, {"vi", "vi_VN"}, {"wa", "wa_BE"}, {"zh", "zh_CN"},
    {"bokmal", "nb_NO"}, {"bokm\xe5l", "nb_NO"}, {"catalan", "ca_ES"}, {"croatian", "hr_HR"},
    {"czech", "cs_CZ"}, {"danish", "da_DK"}, {"dansk", "da_DK"}, {"deutsch", "de_DE"},
    {"dutch", "nl_NL"}, {"eesti", "et_EE"}, {"estonian", "et_EE"}, {"finnish", "fi_FI"},
    {"fran\xe7" "ais", "fr_FR"}, {"french", "fr_FR"}, {"galego", "gl_ES"}, {"galician", "gl_ES"},
    {"german", "de_DE"}, {"greek", "el_GR"}, {"hebrew", "iw_IL"}, {"hrvatski", "hr_HR"},
    {"hungarian", "hu_HU"}, {"icelandic", "is_IS"}, {"italian", "it_IT"}, {"japanese", "ja_JP"},
    {"korean", "ko_KR"}, {"lithuanian", "lt_LT"}, {"norwegian", "no_NO"}, {"nynorsk", "nn_NO"},
    {"polish", "pl_PL"}, {"portuguese", "pt_PT"}, {"romanian", "ro_RO"}, {"russian", "ru_RU"},
    {"slovak", "sk_SK"}, {"slovene", "sl_SI"}, {"slovenian", "sl_SI"}, {"spanish", "es_ES"},
    {"swedish", "sv_SE"}, {"thai", "th_TH"}, {"turkish", "tr_TR"},
    {NULL, NULL},
};

static const char *const language_names[][2] = {
    {"C", "en"},          {"POSIX", "en"},       {"cz", "cs"},         {"he", "iw"},
    {"hs", "en"},         {"id", "in"},          {"sh", "sr"},         {"su", "fi"},
    {"ua", "en"},         {"catalan", "ca"},     {"croatian", "hr"},   {"czech", "cs"},
    {"danish", "da"},     {"dansk", "da"},       {"deutsch", "de"},    {"dutch", "nl"},
    {"finnish", "fi"},    {"fran\xe7" "ais", "fr"}, {"french", "fr"},  {"german", "de"},
    {"greek", "el"},      {"hebrew", "he"},      {"hrvatski", "hr"},   {"hungarian", "hu"},
    {"icelandic", "is"},  {"italian", "it"},     {"japanese", "ja"},   {"norwegian", "no"},
    {"polish", "pl"},     {"portuguese", "pt"},  {"romanian", "ro"},   {"russian", "ru"},
    {"slovak", "sk"},     {"slovene", "sl"},     {"slovenian", "sl"},  {"spanish", "es"},
    {"swedish", "sv"},    {"turkish", "tr"},
    {NULL, NULL},
};

static const char *const script_names[][2] = {
    {"cyrillic", "Cyrl"}, {"devanagari", "Deva"}, {"iqtelif", "Latn"}, {"latin", "Latn"},
    {"Arab", "Arab"},     {"Cyrl", "Cyrl"},       {"Deva", "Deva"},    {"Ethi", "Ethi"},
    {"Hans", "Hans"},     {"Hant", "Hant"},       {"Latn", "Latn"},    {"Sund", "Sund"},
    {"Syrc", "Syrc"},     {"Tfng", "Tfng"},
    {NULL, NULL},
};

static const char *const country_names[][2] = {
    {"RN", "US"}, {"YU", "CS"}, {NULL, NULL},
};

static const char *const variant_names[][2] = {
    {"nynorsk", "NY"}, {NULL, NULL},
};

static const char *map_lookup(const char *const map[][2], const char *key)
{
    for (int i = 0; map[i][0] != NULL; i++)
        if (strcmp(map[i][0], key) == 0)
            return map[i][1];
    return NULL;
}

typedef struct LocaleParts {
    char *language, *script, *country, *variant; /* malloc'd or NULL */
    char *encoding_part;                          /* the ".xxx" part of the name, without the dot */
} LocaleParts;

static char *dup_or_null(const char *s) { return s != NULL ? vm_strdup(s) : NULL; }

/* Splits a locale name as the JDK does: language_country.encoding@variant, with aliases expanded and
   names normalised to Java's codes. "C", "POSIX" and no name at all mean en_US. */
static void parse_locale(const char *lc, LocaleParts *out)
{
    memset(out, 0, sizeof *out);
    if (lc == NULL || strcmp(lc, "C") == 0 || strcmp(lc, "POSIX") == 0)
        lc = "en_US";
    char *temp = vm_strdup(lc);
    char *encvar = vm_calloc(1, strlen(lc) + 1);
    char *p;
    if ((p = strchr(temp, '.')) != NULL || (p = strchr(temp, '@')) != NULL) {
        strcpy(encvar, p); /* keeps the leading '.' or '@' */
        *p = '\0';
    }
    const char *alias = map_lookup(locale_aliases, temp);
    if (alias != NULL) {
        free(temp);
        temp = vm_strdup(alias);
        if ((p = strchr(temp, '.')) != NULL || (p = strchr(temp, '@')) != NULL) {
            free(encvar);
            encvar = vm_strdup(p);
            *p = '\0';
        }
    }
    char *language = temp, *country = strchr(temp, '_');
    if (country != NULL)
        *country++ = '\0';
    char *enc = NULL, *variant = NULL;
    p = encvar;
    if ((enc = strchr(p, '.')) != NULL) {
        *enc++ = '\0';
        p = enc;
    }
    if ((variant = strchr(p, '@')) != NULL)
        *variant++ = '\0';

    const char *m = map_lookup(language_names, language);
    out->language = vm_strdup(m != NULL ? m : language);
    if (country != NULL) {
        m = map_lookup(country_names, country);
        out->country = vm_strdup(m != NULL ? m : country);
    }
    if (variant != NULL) {
        out->script = dup_or_null(map_lookup(script_names, variant));
        out->variant = dup_or_null(map_lookup(variant_names, variant));
    }
    out->encoding_part = vm_strdup(enc != NULL ? enc : "");
    free(temp);
    free(encvar);
}

static void free_locale_parts(LocaleParts *lp)
{
    free(lp->language);
    free(lp->script);
    free(lp->country);
    free(lp->variant);
    free(lp->encoding_part);
}

/* The locale name setlocale(LC_ALL, "") gives a category: $LC_ALL, else $LC_<category>, else $LANG,
   else "C" (empty values count as unset). */
static const char *env_locale_name(const char *category_var)
{
    const char *vars[3] = {"LC_ALL", category_var, "LANG"};
    for (int i = 0; i < 3; i++) {
        const char *v = getenv(vars[i]);
        if (v != NULL && *v != '\0')
            return v;
    }
    return "C";
}

#if defined(VITRINE_WASM)
/* No locale data in wasm: derive what glibc's nl_langinfo(CODESET) would say from the name. */
static const char *codeset_from_name(const char *name)
{
    static char buf[64];
    const char *dot = strchr(name, '.');
    if (dot == NULL) {
        if (strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0)
            return "ANSI_X3.4-1968";
        return "ISO-8859-1";
    }
    size_t n = 0;
    char canon[64];
    for (const char *s = dot + 1; *s != '\0' && *s != '@' && n + 1 < sizeof canon; s++)
        if ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'))
            canon[n++] = (char)(*s | 0x20);
    canon[n] = '\0';
    if (strcmp(canon, "utf8") == 0)
        return "UTF-8";
    if (strncmp(canon, "iso8859", 7) == 0 && canon[7] != '\0') {
        snprintf(buf, sizeof buf, "ISO-8859-%s", canon + 7);
        return buf;
    }
    n = 0;
    for (const char *s = dot + 1; *s != '\0' && *s != '@' && n + 1 < sizeof buf; s++)
        buf[n++] = (*s >= 'a' && *s <= 'z') ? (char)(*s - 32) : *s;
    buf[n] = '\0';
    return buf;
}
#endif

typedef struct LocaleInfo {
    LocaleParts format, display; /* from LC_CTYPE and LC_MESSAGES */
    char *encoding;              /* file.encoding / sun.jnu.encoding */
} LocaleInfo;

static void locale_info(LocaleInfo *li)
{
    const char *ctype_name, *messages_name;
    char *codeset;
#if defined(VITRINE_WASM)
    ctype_name = env_locale_name("LC_CTYPE");
    messages_name = env_locale_name("LC_MESSAGES");
    codeset = vm_strdup(codeset_from_name(ctype_name));
#else
    /* HotSpot calls setlocale(LC_ALL, ""): if any category names a locale that is not installed, the
       whole call fails and every category stays "C". newlocale() makes the same decision without
       touching the process's locale. */
    locale_t loc = newlocale(LC_ALL_MASK, "", (locale_t)0);
    if (loc != (locale_t)0) {
        ctype_name = env_locale_name("LC_CTYPE");
        messages_name = env_locale_name("LC_MESSAGES");
    } else {
        ctype_name = messages_name = "C";
        loc = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    }
    codeset = vm_strdup(loc != (locale_t)0 ? nl_langinfo_l(CODESET, loc) : "ANSI_X3.4-1968");
    if (loc != (locale_t)0)
        freelocale(loc);
#endif
    parse_locale(ctype_name, &li->format);
    parse_locale(messages_name, &li->display);

    /* The JDK trusts the name's own encoding part only for ISO8859-15; else the C library's codeset
       ("" meaning ISO8859-1), with EUC-JP mapped to the JDK's Linux variant. */
    const char *enc = codeset;
    if (strcmp(li->format.encoding_part, "ISO8859-15") == 0)
        enc = "ISO8859-15";
    else if (strcmp(codeset, "646") == 0)
        enc = "ISO646-US";
    else if (*codeset == '\0')
        enc = "ISO8859-1";
    else if (strcmp(codeset, "EUC-JP") == 0)
        enc = "EUC-JP-LINUX";
    li->encoding = vm_strdup(enc);
    free(codeset);
}

static void free_locale_info(LocaleInfo *li)
{
    free_locale_parts(&li->format);
    free_locale_parts(&li->display);
    free(li->encoding);
}

/* ---------------------------------------------------------------- String[] helpers */

static bool put_string(Thread *t, Object *arr, jint index, const char *utf8)
{
    if (utf8 == NULL)
        return true;
    Object *s = vm_string_utf8(t, utf8);
    if (s == NULL)
        return false;
    ARRAY_DATA(arr, Object *)[index] = s;
    return true;
}

/* ---------------------------------------------------------------- platformProperties */

static NativeResult raw_platformProperties(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    const char *v[PLATFORM_FIXED_LENGTH] = {0};
    char cwd[PATH_MAX];
    struct utsname uts;
    bool have_uts = uname(&uts) == 0;

    if (getcwd(cwd, sizeof cwd) == NULL)
        return vm_throw(t, "java/lang/Error",
                        "Properties init: Could not determine current working directory.");

    v[NDX_os_name] = "Linux"; /* the wasm build too: its file system and conventions are Linux's */
    v[NDX_os_version] = have_uts ? uts.release : "unknown";
#if defined(__EMSCRIPTEN__)
    char host_release[128];
    if (host_info(0, host_release, (int)sizeof host_release) != NULL)
        v[NDX_os_version] = host_release;
#endif
    v[NDX_os_arch] = OS_ARCH;
    v[NDX_file_separator] = "/";
    v[NDX_path_separator] = ":";
    v[NDX_line_separator] = "\n";
    v[NDX_java_io_tmpdir] = "/tmp";
    v[NDX_sun_arch_data_model] = sizeof(void *) == 8 ? "64" : "32";
    v[NDX_sun_cpu_endian] = little_endian() ? "little" : "big";
    v[NDX_sun_io_unicode_encoding] = little_endian() ? "UnicodeLittle" : "UnicodeBig";
    v[NDX_user_dir] = cwd;

    /* user.name and user.home from the password database; a home shorter than two characters
       yields to $HOME. wasm has no password database: Node's view of the host (else $USER and
       $HOME) stands in; under WASI $USER and $HOME alone. */
    char *user_name = NULL, *user_home = NULL;
#if defined(VITRINE_WASM)
    char host_buf[PATH_MAX];
    const char *host_user = host_info(1, host_buf, (int)sizeof host_buf);
    if (host_user == NULL)
        host_user = getenv("USER");
    user_name = vm_strdup(host_user != NULL && *host_user != '\0' ? host_user : "?");
    const char *host_home = host_info(2, host_buf, (int)sizeof host_buf);
    if (host_home != NULL)
        user_home = vm_strdup(host_home);
#else
    struct passwd *pw = getpwuid(getuid());
    user_name = vm_strdup(pw != NULL ? pw->pw_name : "?");
    if (pw != NULL && pw->pw_dir != NULL)
        user_home = vm_strdup(pw->pw_dir);
#endif
    if (user_home == NULL || user_home[0] == '\0' || user_home[1] == '\0') {
        const char *env_home = getenv("HOME");
        if (env_home != NULL) {
            free(user_home);
            user_home = vm_strdup(env_home);
        }
    }
    v[NDX_user_name] = user_name;
    v[NDX_user_home] = user_home != NULL ? user_home : "?";

    LocaleInfo li;
    locale_info(&li);
    v[NDX_format_language] = li.format.language;
    v[NDX_format_script] = li.format.script;
    v[NDX_format_country] = li.format.country;
    v[NDX_format_variant] = li.format.variant;
    v[NDX_display_language] = li.display.language;
    v[NDX_display_script] = li.display.script;
    v[NDX_display_country] = li.display.country;
    v[NDX_display_variant] = li.display.variant;
    v[NDX_file_encoding] = li.encoding;
    v[NDX_sun_jnu_encoding] = li.encoding;
    if (is_terminal(STDOUT_FILENO))
        v[NDX_sun_stdout_encoding] = li.encoding;
    if (is_terminal(STDERR_FILENO))
        v[NDX_sun_stderr_encoding] = li.encoding;
    /* Not set on Linux: the proxy properties, sun.arch.abi, sun.cpu.isalist, sun.os.patch.level. */

    /* The array is a GC root while its strings are allocated. */
    NativeResult r = NR_OK;
    Object *arr = NULL;
    vm_push_root(t, &arr);
    arr = vm_new_object_array(t, wk.String, PLATFORM_FIXED_LENGTH);
    if (arr == NULL)
        r = NR_EXCEPTION;
    for (int i = 0; r == NR_OK && i < PLATFORM_FIXED_LENGTH; i++)
        if (!put_string(t, arr, i, v[i]))
            r = NR_EXCEPTION;
    ret->l = r == NR_OK ? arr : NULL;
    vm_pop_roots(t, 1);
    free_locale_info(&li);
    free(user_name);
    free(user_home);
    return r;
}

/* ---------------------------------------------------------------- vmProperties */

typedef enum { PROP_RW, PROP_RO, PROP_APPEND } PropKind;

typedef struct Prop {
    char *key, *value;
    PropKind kind;
} Prop;

typedef struct PropList {
    Prop *items;
    int n, cap;
} PropList;

static Prop *prop_find(PropList *pl, const char *key)
{
    for (int i = 0; i < pl->n; i++)
        if (strcmp(pl->items[i].key, key) == 0)
            return &pl->items[i];
    return NULL;
}

static void prop_add(PropList *pl, const char *key, size_t key_len, const char *value, PropKind kind)
{
    if (pl->n == pl->cap) {
        pl->cap = pl->cap ? pl->cap * 2 : 32;
        Prop *items = vm_calloc((size_t)pl->cap, sizeof *items);
        if (pl->n > 0)
            memcpy(items, pl->items, (size_t)pl->n * sizeof *items);
        free(pl->items);
        pl->items = items;
    }
    Prop *p = &pl->items[pl->n++];
    p->key = vm_malloc(key_len + 1);
    memcpy(p->key, key, key_len);
    p->key[key_len] = '\0';
    p->value = vm_strdup(value);
    p->kind = kind;
}

static void prop_fixed(PropList *pl, const char *key, const char *value, PropKind kind)
{
    prop_add(pl, key, strlen(key), value, kind);
}

/* A -D (or launcher) property, with HotSpot's rules for properties that already exist. */
static void prop_define(PropList *pl, const char *key, size_t key_len, const char *value)
{
    char *k = vm_malloc(key_len + 1);
    memcpy(k, key, key_len);
    k[key_len] = '\0';
    Prop *p = prop_find(pl, k);
    if (p == NULL) {
        prop_add(pl, k, key_len, value, PROP_RW);
    } else if (p->kind == PROP_RW) {
        free(p->value);
        p->value = vm_strdup(value);
    } else if (p->kind == PROP_APPEND) {
        size_t n = strlen(p->value) + 1 + strlen(value) + 1;
        char *joined = vm_malloc(n);
        snprintf(joined, n, "%s:%s", p->value, value);
        free(p->value);
        p->value = joined;
    } /* PROP_RO: silently ignored, as HotSpot does */
    free(k);
}

static void prop_list_free(PropList *pl)
{
    for (int i = 0; i < pl->n; i++) {
        free(pl->items[i].key);
        free(pl->items[i].value);
    }
    free(pl->items);
}

/* -Djdk.module.<name> for the names the module system reserves (set through --add-modules and the
   like) is ignored by HotSpot, so that the options stay the only way to set them. */
static bool is_internal_module_property(const char *key, size_t len)
{
    static const char prefix[] = "jdk.module.";
    static const char *const reserved[] = {"addexports", "addreads", "addopens", "patch", "addmods",
                                           "limitmods", "path", "upgrade.path", "enable.native.access"};
    size_t plen = sizeof prefix - 1;
    if (len <= plen || strncmp(key, prefix, plen) != 0)
        return false;
    const char *suffix = key + plen;
    size_t slen = len - plen;
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++) {
        size_t rlen = strlen(reserved[i]);
        if (slen >= rlen && strncmp(suffix, reserved[i], rlen) == 0 && (slen == rlen || suffix[rlen] == '.'))
            return true;
    }
    return false;
}

/* HotSpot's java.library.path on Linux: $LD_LIBRARY_PATH (when set), /usr/java/packages/lib, then
   the system directories (Debian's multiarch list where that layout exists, as Debian's JDK build
   has it; the upstream list elsewhere). */
static char *default_library_path(void)
{
    char sys[512];
#if defined(VITRINE_DEFAULT_LIBPATH)
    snprintf(sys, sizeof sys, "%s", VITRINE_DEFAULT_LIBPATH);
#else
    const char *multiarch = MULTIARCH;
    char probe[128];
    if (multiarch != NULL) {
        snprintf(probe, sizeof probe, "/usr/lib/%s", multiarch);
        if (access(probe, F_OK) != 0)
            multiarch = NULL;
    }
    if (multiarch != NULL)
        snprintf(sys, sizeof sys, "/usr/lib/%s/jni:/lib/%s:/usr/lib/%s:/usr/lib/jni:/lib:/usr/lib", multiarch,
                 multiarch, multiarch);
    else if (sizeof(void *) == 8)
        snprintf(sys, sizeof sys, "/usr/lib64:/lib64:/lib:/usr/lib");
    else
        snprintf(sys, sizeof sys, "/lib:/usr/lib");
#endif
    const char *ld = getenv("LD_LIBRARY_PATH");
    size_t n = (ld != NULL ? strlen(ld) + 1 : 0) + strlen("/usr/java/packages/lib:") + strlen(sys) + 1;
    char *path = vm_malloc(n);
    snprintf(path, n, "%s%s/usr/java/packages/lib:%s", ld != NULL ? ld : "", ld != NULL ? ":" : "", sys);
    return path;
}

/* java.class.path as the java launcher sets it: -cp, else $CLASSPATH, else "." */
static const char *class_path(void)
{
    const char *cp = vm.opts.class_path;
    if (cp == NULL)
        cp = getenv("CLASSPATH");
    if (cp == NULL)
        cp = ".";
    return cp;
}

void vm_class_path_append(const char *segment)
{
    const char *cp = class_path();
    size_t n = strlen(cp) + 1 + strlen(segment) + 1;
    char *joined = vm_malloc(n); /* kept as long as the options */
    snprintf(joined, n, "%s:%s", cp, segment);
    free((char *)vm.opts.class_path); /* the option's copy, or NULL */
    vm.opts.class_path = joined;
}

/* The VM's properties, in HotSpot's order: its own, then the -D options (with those JVMTI agents
   set in the OnLoad phase), then the launcher's. */
static void build_vm_properties(PropList *out)
{
    PropList pl = {0};
    const char *home = vm.java_home != NULL ? vm.java_home : vm.opts.java_home != NULL ? vm.opts.java_home : "";

    size_t blen = strlen(home) + sizeof "/lib";
    char *boot_lib = vm_malloc(blen);
    snprintf(boot_lib, blen, "%s/lib", home);
    char *lib_path = default_library_path();
    const char *cp = class_path();

    /* In HotSpot's order (Arguments::init_system_properties, then the version-specific ones). */
    prop_fixed(&pl, "java.vm.specification.name", "Java Virtual Machine Specification", PROP_RO);
    prop_fixed(&pl, "java.vm.version", VITRINE_VERSION, PROP_RO);
    prop_fixed(&pl, "java.vm.name", "Vitrine", PROP_RO);
    prop_fixed(&pl, "jdk.debug", "release", PROP_RO);
    prop_fixed(&pl, "sun.boot.library.path", boot_lib, PROP_APPEND);
    prop_fixed(&pl, "java.library.path", lib_path, PROP_RW);
    prop_fixed(&pl, "java.home", home, PROP_RW);
    prop_fixed(&pl, "java.class.path", cp, PROP_RW);
    char *boot_append = boot_append_property(); /* JVMTI's AddToBootstrapClassLoaderSearch in OnLoad */
    prop_fixed(&pl, "jdk.boot.class.path.append", boot_append, PROP_RO);
    free(boot_append);
    prop_fixed(&pl, "java.vm.info", "interpreted mode", PROP_RO);
    prop_fixed(&pl, "java.vm.specification.vendor", "Oracle Corporation", PROP_RO);
    prop_fixed(&pl, "java.vm.specification.version", "17", PROP_RO);
    prop_fixed(&pl, "java.vm.vendor", "Vitrine", PROP_RO);
    free(boot_lib);
    free(lib_path);

    /* -D options in command-line order: "key=value", or "key" for an empty value. HotSpot keeps
       sun.nio.MaxDirectMemorySize out of this list (only -XX:MaxDirectMemorySize sets it). */
    bool warned_module_property = false;
    for (int i = 0; i < vm.opts.n_props && vm.opts.props != NULL; i++) {
        const char *d = vm.opts.props[i];
        if (d == NULL)
            continue;
        const char *eq = strchr(d, '=');
        size_t klen = eq != NULL ? (size_t)(eq - d) : strlen(d);
        const char *value = eq != NULL ? eq + 1 : "";
        if (is_internal_module_property(d, klen)) {
            if (!warned_module_property)
                fprintf(stderr, "Vitrine warning: Ignoring system property options whose names match the "
                                "'-Djdk.module.*'. names that are reserved for internal use.\n");
            warned_module_property = true;
            continue;
        }
        if (klen == strlen("sun.nio.MaxDirectMemorySize") && strncmp(d, "sun.nio.MaxDirectMemorySize", klen) == 0)
            continue;
        prop_define(&pl, d, klen, value);
    }
    /* the module options' properties, which only they can set */
    for (int i = 0; i < vm.opts.n_module_props; i++) {
        const char *d = vm.opts.module_props[i];
        const char *eq = strchr(d, '=');
        prop_define(&pl, d, (size_t)(eq - d), eq + 1);
    }
    /* What the java launcher passes after the user's options. */
    prop_define(&pl, "sun.java.launcher", strlen("sun.java.launcher"), "SUN_STANDARD");

    *out = pl;
}

int vm_properties(VmProperty **out)
{
    PropList pl;
    build_vm_properties(&pl);
    VmProperty *v = vm_calloc((size_t)(pl.n ? pl.n : 1), sizeof *v);
    for (int i = 0; i < pl.n; i++) {
        v[i].key = pl.items[i].key;
        v[i].value = pl.items[i].value;
        v[i].writable = pl.items[i].kind != PROP_RO;
    }
    int n = pl.n;
    free(pl.items);
    *out = v;
    return n;
}

void vm_properties_free(VmProperty *props, int n)
{
    for (int i = 0; i < n; i++) {
        free(props[i].key);
        free(props[i].value);
    }
    free(props);
}

static NativeResult raw_vmProperties(Thread *t, Slot *args, Slot *ret)
{
    (void)args;
    PropList pl;
    build_vm_properties(&pl);
    NativeResult r = NR_OK;
    Object *arr = NULL;
    vm_push_root(t, &arr);
    arr = vm_new_object_array(t, wk.String, 2 * pl.n);
    if (arr == NULL)
        r = NR_EXCEPTION;
    for (int i = 0; r == NR_OK && i < pl.n; i++) {
        if (!put_string(t, arr, 2 * i, pl.items[i].key) || !put_string(t, arr, 2 * i + 1, pl.items[i].value))
            r = NR_EXCEPTION;
    }
    ret->l = r == NR_OK ? arr : NULL;
    vm_pop_roots(t, 1);
    prop_list_free(&pl);
    return r;
}

/* ---------------------------------------------------------------- table */

/* jdk.internal.vm.VMSupport.initAgentProperties(Properties): the properties the VM gives agents (the
   JDWP agent reads them at start-up and adds its listening address; the attach API reads them). HotSpot
   adds sun.java.command, sun.jvm.args and sun.jvm.flags from its launcher's command line, which this
   VM does not keep: the map is returned without them rather than with made-up values. */
static NativeResult vmsupport_initAgentProperties(Thread *t, Slot *args, Slot *ret) {
    if (!args[0].l) return vm_throw_npe(t, NULL);
    ret->l = args[0].l;
    return NR_OK;
}

const NativeDef vm_natives_system_props[] = {
    {"jdk/internal/util/SystemProps$Raw", "vmProperties", "()[Ljava/lang/String;", raw_vmProperties},
    {"jdk/internal/util/SystemProps$Raw", "platformProperties", "()[Ljava/lang/String;", raw_platformProperties},
    {"jdk/internal/vm/VMSupport", "initAgentProperties", "(Ljava/util/Properties;)Ljava/util/Properties;", vmsupport_initAgentProperties},
    {NULL, NULL, NULL, NULL},
};
