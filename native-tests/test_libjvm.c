/* test_libjvm.c: the project's libjvm.so (vm/libjvm/), which stands in for HotSpot's when the JDK's
   own agent libraries are loaded: its SONAME and version node, that the JDK's libjava.so (linked with
   -z now) binds every function it imports against it, and that an entry, if ever called, ends the
   process naming itself instead of answering. */
#include <dlfcn.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#define LIBJVM VITRINE_BUILD_DIR "/libjvm.so"
#define LIBJAVA VITRINE_JAVA_HOME "/lib/libjava.so"

static void test_exports_in_the_jdk_version_node(void **state) {
    (void)state;
    void *h = dlopen(LIBJVM, RTLD_NOW | RTLD_LOCAL);
    assert_non_null(h);
    assert_non_null(dlvsym(h, "JVM_ArrayCopy", "SUNWprivate_1.1"));
    assert_non_null(dlvsym(h, "jio_vsnprintf", "SUNWprivate_1.1"));
    assert_null(dlsym(h, "not_provided")); /* nothing else is exported */
    Dl_info info;
    assert_true(dladdr(dlsym(h, "JVM_NanoTime"), &info) != 0);
    assert_non_null(strstr(info.dli_fname, "libjvm.so"));
    dlclose(h);
}

/* Runs fn in a child process; its status, and what it wrote on stderr in err. */
static int in_child(void (*fn)(void), char *err, size_t cap) {
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fds[1], 2);
        close(fds[0]);
        fn();
        _exit(0);
    }
    close(fds[1]);
    size_t n = 0;
    ssize_t r;
    while (n + 1 < cap && (r = read(fds[0], err + n, cap - 1 - n)) > 0) n += (size_t)r;
    err[n] = 0;
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return status;
}

static void open_libjava(void) {
    if (!dlopen(LIBJVM, RTLD_NOW | RTLD_GLOBAL)) _exit(2);
    if (!dlopen(LIBJAVA, RTLD_NOW)) {
        fprintf(stderr, "%s\n", dlerror());
        _exit(3);
    }
    _exit(0);
}

static void test_jdk_libjava_binds_against_it(void **state) {
    (void)state;
    if (access(LIBJAVA, R_OK) != 0) skip();
    char err[4096];
    int status = in_child(open_libjava, err, sizeof err);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) fail_msg("libjava.so did not load: %s", err);
}

static void call_an_entry(void) {
    void *h = dlopen(LIBJVM, RTLD_NOW | RTLD_LOCAL);
    if (!h) _exit(2);
    void (*fn)(void);
    void *p = dlsym(h, "JVM_GetClassDeclaredMethods");
    memcpy(&fn, &p, sizeof fn);
    fn();
    _exit(0); /* not reached */
}

static void test_an_entry_ends_the_process_naming_itself(void **state) {
    (void)state;
    char err[4096];
    int status = in_child(call_an_entry, err, sizeof err);
    assert_true(WIFSIGNALED(status));
    assert_int_equal(WTERMSIG(status), SIGABRT);
    assert_non_null(strstr(err, "JVM_GetClassDeclaredMethods was called"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exports_in_the_jdk_version_node),
        cmocka_unit_test(test_jdk_libjava_binds_against_it),
        cmocka_unit_test(test_an_entry_ends_the_process_naming_itself),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
