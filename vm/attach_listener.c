/* attach_listener.c: the attach mechanism natively, as HotSpot offers it on Linux, so that the JDK's
   tools (jcmd, jstack, the com.sun.tools.attach API) reach a running Vitrine: a tool creates the file
   .attach_pid<pid> (in the VM's working directory or /tmp) and sends SIGQUIT; the signal dispatcher
   (vm/signal_dispatcher.c) sees the file and, instead of printing a thread dump, starts the listener:
   a daemon thread "Attach Listener" serving the UNIX socket /tmp/.java_pid<pid> (owner-only). Each
   connection carries one request: the protocol version "1", a command and three arguments, each a
   NUL-terminated string; the answer is a status line ("0" when the command ran) and its output.

   Commands: load <library> <true|false: absolute> <options> (Agent_OnAttach, "return code: N"),
   threaddump (the thread dump of SIGQUIT), jcmd <command line> with JVMTI.agent_load <path>
   [<options>], Thread.print, VM.version and help. Others answer that they are not supported here. */
#include "internal.h"

#ifndef VITRINE_WASM
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "jni/jni_impl.h"
#include "jvmti_hooks.h"

enum { ARG_MAX_LEN = 1024, ARGS = 4 }; /* the command and three arguments */

static bool started;
static char socket_path[64]; /* "/tmp/.java_pid<pid>" */

/* Reads one NUL-terminated string of the request; false when the peer closed or sent too much. */
static bool read_string(int fd, char *out, size_t cap) {
    size_t n = 0;
    for (;;) {
        char c;
        ssize_t k = read(fd, &c, 1);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0 || n + 1 >= cap) return false;
        out[n++] = c;
        if (!c) return true;
    }
}

static void write_all(int fd, const char *s, size_t n) {
    while (n) {
        ssize_t k = write(fd, s, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return;
        s += k;
        n -= (size_t)k;
    }
}

static void reply(int fd, int status, const char *text) {
    char head[16];
    int k = snprintf(head, sizeof head, "%d\n", status);
    write_all(fd, head, (size_t)k);
    if (text) write_all(fd, text, strlen(text));
}

/* threaddump, jcmd Thread.print: the thread dump of SIGQUIT as the answer */
static void reply_thread_dump(int fd, Thread *self) {
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) {
        reply(fd, 0, "could not make the thread dump\n");
        return;
    }
    thread_dump_print(self, f);
    fclose(f);
    reply(fd, 0, buf);
    free(buf);
}

/* An agent that cannot be loaded is answered with HotSpot's message: as the output of jcmd's
   JVMTI.agent_load (status 0: the command ran), as the failure of the load command (status JNI_ERR:
   the attach API's AgentLoadException carries the message). */
static void load_agent(int fd, Thread *self, const char *lib, bool absolute, const char *options, int error_status) {
    char err[1024] = "";
    jint r = jvmti_attach_agent(self, lib, absolute, options, err, sizeof err);
    if (r == JNI_ERR && err[0]) {
        reply(fd, error_status, err);
        return;
    }
    char out[64];
    snprintf(out, sizeof out, "return code: %d\n", (int)r);
    reply(fd, 0, out);
}

/* jcmd's diagnostic commands, by their first word. */
static void diagnostic_command(int fd, Thread *self, char *line) {
    char *save = NULL, *cmd = strtok_r(line, " ", &save);
    if (!cmd) {
        reply(fd, 0, "");
    } else if (!strcmp(cmd, "JVMTI.agent_load")) {
        char *lib = strtok_r(NULL, " ", &save);
        char *opts = strtok_r(NULL, "", &save);
        if (!lib) reply(fd, 0, "java.lang.IllegalArgumentException: The argument 'library path' is mandatory.\n");
        else load_agent(fd, self, lib, true, opts, 0);
    } else if (!strcmp(cmd, "Thread.print")) {
        reply_thread_dump(fd, self);
    } else if (!strcmp(cmd, "VM.version")) {
        char out[256];
        snprintf(out, sizeof out, "Vitrine version %s\nJDK %s\n", VITRINE_VERSION, vm_java_version());
        reply(fd, 0, out);
    } else if (!strcmp(cmd, "help")) {
        reply(fd, 0, "The following commands are available:\nJVMTI.agent_load\nThread.print\nVM.version\nhelp\n");
    } else {
        reply(fd, 0, "java.lang.IllegalArgumentException: Unknown diagnostic command\n");
    }
}

static void serve(int fd, Thread *self) {
    char args[ARGS][ARG_MAX_LEN], version[8];
    if (!read_string(fd, version, sizeof version)) return; /* a tool checking that it can connect */
    for (int i = 0; i < ARGS; i++)
        if (!read_string(fd, args[i], sizeof args[i])) return;
    if (strcmp(version, "1") != 0) {
        reply(fd, 101, "Protocol mismatch\n"); /* the tool's ATTACH_ERROR_BADVERSION */
        return;
    }
    if (!strcmp(args[0], "load")) {
        load_agent(fd, self, args[1], !strcmp(args[2], "true"), args[3], JNI_ERR);
    } else if (!strcmp(args[0], "threaddump")) {
        reply_thread_dump(fd, self);
    } else if (!strcmp(args[0], "jcmd")) {
        diagnostic_command(fd, self, args[1]);
    } else {
        char out[ARG_MAX_LEN + 64];
        snprintf(out, sizeof out, "Operation %s not supported by this VM\n", args[0]);
        reply(fd, 1, out);
    }
}

static void *listener_main(void *arg) {
    int server = (int)(intptr_t)arg;
    JavaVM *jvm = &jni_java_vm;
    JNIEnv *env;
    JavaVMAttachArgs aa = {JNI_VERSION_1_8, "Attach Listener", NULL};
    if ((*jvm)->AttachCurrentThreadAsDaemon(jvm, (void **)&env, &aa) != JNI_OK) return NULL;
    Thread *self = vm_current_thread();
    for (;;) {
        int fd = accept(server, NULL, NULL);
        if (fd < 0) {
            if (errno == EINTR) continue;
            break;
        }
        serve(fd, self);
        close(fd);
    }
    return NULL;
}

/* The socket, made under a temporary name and renamed when it is ready, as tools wait for the name. */
static int open_socket(void) {
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    if (s < 0) return -1;
    struct sockaddr_un addr;
    memset(&addr, 0, sizeof addr);
    addr.sun_family = AF_UNIX;
    char tmp[sizeof addr.sun_path];
    snprintf(tmp, sizeof tmp, "%s.tmp", socket_path);
    snprintf(addr.sun_path, sizeof addr.sun_path, "%s", tmp);
    unlink(tmp);
    if (bind(s, (struct sockaddr *)&addr, sizeof addr) != 0 || chmod(tmp, S_IRUSR | S_IWUSR) != 0 || listen(s, 5) != 0 ||
        rename(tmp, socket_path) != 0) {
        close(s);
        unlink(tmp);
        return -1;
    }
    return s;
}

static void remove_socket(void) { unlink(socket_path); }

/* A tool's trigger file, owned by this process's user, in the working directory or /tmp. */
static bool trigger_present(void) {
    char path[4200], cwd[4096];
    struct stat st;
    if (getcwd(cwd, sizeof cwd)) {
        snprintf(path, sizeof path, "%s/.attach_pid%ld", cwd, (long)getpid());
        if (stat(path, &st) == 0 && st.st_uid == geteuid()) return true;
    }
    snprintf(path, sizeof path, "/tmp/.attach_pid%ld", (long)getpid());
    return stat(path, &st) == 0 && st.st_uid == geteuid();
}

bool attach_listener_on_sigquit(void) {
    if (!trigger_present()) return false;
    if (started) return true; /* a tool that found no socket yet: it is coming */
    snprintf(socket_path, sizeof socket_path, "/tmp/.java_pid%ld", (long)getpid());
    int s = open_socket();
    if (s < 0) return true; /* the tool times out and says so; no dump for its signal */
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t tid;
    if (pthread_create(&tid, &attr, listener_main, (void *)(intptr_t)s) == 0) {
        started = true;
        atexit(remove_socket);
    } else {
        close(s);
        remove_socket();
    }
    pthread_attr_destroy(&attr);
    return true;
}
#else
bool attach_listener_on_sigquit(void) { return false; }
#endif
