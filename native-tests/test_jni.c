/* test_jni.c: the JNI test programs (native-tests/jni/programs.txt) on the vitrine launcher, with
   the test libraries compiled against Vitrine's jni.h and (libjnitest) against the JDK's jni.h. Each
   run must print exactly HotSpot's output (native-tests/jni/expected/<Name>.out/.err) and exit with
   the same status. A line of programs.txt is `[VM options] MainClass [arguments]`; its expected files
   are named after the class and the arguments joined with '-'. Addresses (0x and 16 hex digits) are
   compared as 0x<address>, as gen-goldens.sh writes them. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

extern char **environ;

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t k;
    while ((k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    buf[n < cap ? n : cap - 1] = 0;
    if (len) *len = n;
    return buf;
}

/* Prints the first differing line of two texts. */
static void show_diff(const char *what, const char *want, const char *got) {
    int line = 1;
    const char *a = want, *b = got;
    while (*a && *b && *a == *b) {
        if (*a == '\n') line++;
        a++;
        b++;
    }
    const char *la = a, *lb = b;
    while (la > want && la[-1] != '\n') la--;
    while (lb > got && lb[-1] != '\n') lb--;
    int na = (int)strcspn(la, "\n"), nb = (int)strcspn(lb, "\n");
    print_error("%s differs at line %d:\n  expected: %.*s\n  actual:   %.*s\n", what, line, na, la, nb, lb);
}

/* Addresses differ from run to run: 0x and 16 hex digits become 0x<address>, in place. */
static void normalise(char *s) {
    static const char repl[] = "0x<address>";
    char *w = s;
    for (const char *r = s; *r;) {
        if (r[0] == '0' && r[1] == 'x' && strspn(r + 2, "0123456789abcdef") >= 16) {
            memcpy(w, repl, sizeof repl - 1); /* 11 bytes written for 18 read: never overtakes r */
            w += sizeof repl - 1;
            r += 18;
        } else {
            *w++ = *r++;
        }
    }
    *w = 0;
}

#define MAX_WORDS 16

typedef struct Case {
    char name[128];     /* expected/<name>.out */
    char line[256];     /* the words of the programs.txt line, NUL-separated */
    char *words[MAX_WORDS];
    int n_words, main_word;
    const char *libdir;
} Case;

static int run(const Case *c, const char *out_path, const char *err_path) {
    char libprop[4096];
    snprintf(libprop, sizeof libprop, "-Djava.library.path=%s", c->libdir);
    char *argv[MAX_WORDS + 5];
    int n = 0;
    argv[n++] = (char *)VITRINE_LAUNCHER;
    for (int i = 0; i < c->main_word; i++) argv[n++] = c->words[i];
    argv[n++] = libprop;
    argv[n++] = (char *)"-cp";
    argv[n++] = (char *)VITRINE_JNI_CLASSES;
    for (int i = c->main_word; i < c->n_words; i++) argv[n++] = c->words[i];
    argv[n] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&fa, 2, err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid;
    int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) fail_msg("cannot run %s: %s", argv[0], strerror(rc));
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
    if (WIFEXITED(st)) return WEXITSTATUS(st);
    if (WIFSIGNALED(st)) return 128 + WTERMSIG(st);
    return -1;
}

static void run_case(void **state) {
    const Case *c = *state;
    char out_path[512], err_path[512], exp[512];
    snprintf(out_path, sizeof out_path, "%s/../%s.%s.out", VITRINE_JNI_CLASSES, c->name,
             strstr(c->libdir, "lib-jdk") ? "jdk" : "vitrine");
    snprintf(err_path, sizeof err_path, "%s/../%s.%s.err", VITRINE_JNI_CLASSES, c->name,
             strstr(c->libdir, "lib-jdk") ? "jdk" : "vitrine");
    int status = run(c, out_path, err_path);

    snprintf(exp, sizeof exp, "%s/expected/%s.status", VITRINE_JNI_DIR, c->name);
    char *want_status = read_file(exp, NULL);
    assert_non_null(want_status);
    snprintf(exp, sizeof exp, "%s/expected/%s.out", VITRINE_JNI_DIR, c->name);
    char *want_out = read_file(exp, NULL);
    snprintf(exp, sizeof exp, "%s/expected/%s.err", VITRINE_JNI_DIR, c->name);
    char *want_err = read_file(exp, NULL);
    char *got_out = read_file(out_path, NULL), *got_err = read_file(err_path, NULL);
    assert_non_null(want_out);
    assert_non_null(want_err);
    assert_non_null(got_out);
    assert_non_null(got_err);
    normalise(got_out);
    normalise(got_err);
    bool ok = true;
    if (strcmp(want_out, got_out) != 0) {
        show_diff("stdout", want_out, got_out);
        ok = false;
    }
    if (strcmp(want_err, got_err) != 0) {
        show_diff("stderr", want_err, got_err);
        ok = false;
    }
    if (atoi(want_status) != status) {
        print_error("exit status: expected %d, actual %d\n", atoi(want_status), status);
        ok = false;
    }
    free(want_status);
    free(want_out);
    free(want_err);
    free(got_out);
    free(got_err);
    if (!ok) fail_msg("%s (%s) does not behave as on HotSpot; output in %s", c->name, c->libdir, out_path);
}

int main(void) {
    /* no core files from the FatalError test */
    struct rlimit rl = {0, 0};
    setrlimit(RLIMIT_CORE, &rl);
    char path[512];
    snprintf(path, sizeof path, "%s/programs.txt", VITRINE_JNI_DIR);
    char *list = read_file(path, NULL);
    if (!list) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    enum { MAX_CASES = 256 };
    static Case cases[MAX_CASES];
    static struct CMUnitTest tests[MAX_CASES];
    static char names[MAX_CASES][320];
    int n = 0;
    const char *libdirs[2] = {VITRINE_JNI_LIB, VITRINE_JNI_LIB_JDK};
    for (char *line = strtok(list, "\n"); line; line = strtok(NULL, "\n")) {
        if (!*line || *line == '#') continue;
        for (int k = 0; k < 2; k++) {
            if (n == MAX_CASES) {
                fprintf(stderr, "more than %d cases in %s\n", MAX_CASES, path);
                return 1;
            }
            Case *c = &cases[n];
            snprintf(c->line, sizeof c->line, "%s", line);
            c->n_words = 0;
            c->main_word = -1;
            c->name[0] = 0;
            for (char *save = NULL, *w = strtok_r(c->line, " \t", &save); w && c->n_words < MAX_WORDS;
                 w = strtok_r(NULL, " \t", &save)) {
                if (c->main_word < 0 && w[0] != '-') c->main_word = c->n_words;
                if (c->main_word >= 0) {
                    size_t len = strlen(c->name);
                    snprintf(c->name + len, sizeof c->name - len, "%s%s", len ? "-" : "", w);
                }
                c->words[c->n_words++] = w;
            }
            if (c->main_word < 0) {
                fprintf(stderr, "no main class in %s: %s\n", path, line);
                return 1;
            }
            c->libdir = libdirs[k];
            snprintf(names[n], sizeof names[n], "%s (%s jni.h)", line, k ? "JDK's" : "Vitrine's");
            tests[n] = (struct CMUnitTest){names[n], run_case, NULL, NULL, &cases[n]};
            n++;
        }
    }
    return _cmocka_run_group_tests("jni", tests, (size_t)n, NULL, NULL);
}
