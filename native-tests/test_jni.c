/* test_jni.c: the JNI test programs (native-tests/jni/programs.txt) on the vitrine launcher, with
   the test libraries compiled against Vitrine's jni.h and (libjnitest) against the JDK's jni.h. Each
   run must print exactly HotSpot's output (native-tests/jni/expected/<Name>.out/.err) and exit with
   the same status. */
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

static int run(const char *program, const char *libdir, const char *out_path, const char *err_path) {
    char libprop[4096];
    snprintf(libprop, sizeof libprop, "-Djava.library.path=%s", libdir);
    char *argv[] = {(char *)VITRINE_LAUNCHER, libprop, (char *)"-cp", (char *)VITRINE_JNI_CLASSES, (char *)program, NULL};
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

typedef struct Case {
    char name[128];
    const char *libdir;
} Case;

static void run_case(void **state) {
    const Case *c = *state;
    char out_path[512], err_path[512], exp[512];
    snprintf(out_path, sizeof out_path, "%s/../%s.%s.out", VITRINE_JNI_CLASSES, c->name,
             strstr(c->libdir, "lib-jdk") ? "jdk" : "vitrine");
    snprintf(err_path, sizeof err_path, "%s/../%s.%s.err", VITRINE_JNI_CLASSES, c->name,
             strstr(c->libdir, "lib-jdk") ? "jdk" : "vitrine");
    int status = run(c->name, c->libdir, out_path, err_path);

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
    static Case cases[64];
    static struct CMUnitTest tests[64];
    static char names[64][160];
    int n = 0;
    const char *libdirs[2] = {VITRINE_JNI_LIB, VITRINE_JNI_LIB_JDK};
    for (char *line = strtok(list, "\n"); line; line = strtok(NULL, "\n")) {
        if (!*line || *line == '#') continue;
        for (int k = 0; k < 2 && n < 64; k++) {
            snprintf(cases[n].name, sizeof cases[n].name, "%s", line);
            cases[n].libdir = libdirs[k];
            snprintf(names[n], sizeof names[n], "%s (%s jni.h)", line, k ? "JDK's" : "Vitrine's");
            tests[n] = (struct CMUnitTest){names[n], run_case, NULL, NULL, &cases[n]};
            n++;
        }
    }
    return _cmocka_run_group_tests("jni", tests, (size_t)n, NULL, NULL);
}
