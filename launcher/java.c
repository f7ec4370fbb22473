/* java.c: the `java` launcher, built on the JNI Invocation API as HotSpot's is. It reads java's
   command line (and JDK_JAVA_OPTIONS), turns the launcher's own options into VM options (-cp into
   java.class.path, --add-opens and friends into jdk.module.* properties), creates the VM with
   JNI_CreateJavaVM, lets the JDK's sun.launcher.LauncherHelper check and load the main class (and
   print -version, usage and -X help), runs main through vitrine_run_main and ends as java does:
   DetachCurrentThread (an uncaught exception is reported then), DestroyJavaVM, the exit status.
   The same file is the native program and the WebAssembly one (there main runs in slices and this
   program returns to the host's event loop instead). */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "args.h"
#include "jar_check.h"
#include "jni.h"
#include "vitrine.h"

static char *concat(const char *a, const char *b) {
    size_t n = strlen(a) + strlen(b) + 1;
    char *s = malloc(n);
    if (!s) {
        fputs("Error: out of memory\n", stderr);
        exit(1);
    }
    snprintf(s, n, "%s%s", a, b);
    return s;
}

typedef struct Launch {
    Args vm;                 /* options for JNI_CreateJavaVM */
    int mode;                /* 0 none, 1 class, 2 jar, 3 module (LauncherHelper's LM_CLASS, LM_JAR, LM_MODULE) */
    const char *what;        /* main class or jar file */
    int argc;
    char **argv;             /* the program's arguments */
    bool version, show_version, version_stdout, help, help_stdout, x_help;
    bool list_modules, dry_run, validate_modules;
    char *source;                /* --source N, as the property the source launcher reads */
    const char *source_file;     /* source-file mode: the program's file */
    const char *show_settings;   /* -XshowSettings[:what] as given */
    const char *describe_module; /* -d / --describe-module's value */
    long long heap_initial, heap_max, stack; /* -Xms, -Xmx, -Xss as given (0: not), for -XshowSettings:vm */
    const char *missing_arg_error;
    Args owned;              /* the strings the launcher allocated: freed when it ends */
} Launch;

/* s, allocated by the launcher, as one of the VM's options. */
static void push_owned_option(Launch *l, char *s) {
    args_push(&l->owned, s);
    args_push(&l->vm, s);
}

/* The module options: java passes each to the VM as "--name=value" (JNI_CreateJavaVM turns them into
   the module system's jdk.module.* properties); -p is --module-path. */
static const char *const module_options[] = {
    "--module-path", "--upgrade-module-path", "--add-modules", "--limit-modules", "--add-opens",
    "--add-exports", "--add-reads", "--patch-module", "--enable-native-access", NULL};

/* The module option a is, with or without "=value"; NULL if none. */
static const char *module_option(const char *a, const char **value) {
    if (!strcmp(a, "-p")) a = "--module-path";
    for (int i = 0; module_options[i]; i++) {
        size_t n = strlen(module_options[i]);
        if (strncmp(a, module_options[i], n)) continue;
        if (a[n] == 0) { *value = NULL; return module_options[i]; }
        if (a[n] == '=') { *value = a + n + 1; return module_options[i]; }
    }
    return NULL;
}

/* The value of -Xmx and the like in bytes for -XshowSettings (0 if it is not a size: the VM reports it). */
static long long size_option(const char *v) {
    char *end;
    long long n = strtoll(v, &end, 10);
    if (end == v || n < 0) return 0;
    switch (*end) {
    case 'k': case 'K': n <<= 10; end++; break;
    case 'm': case 'M': n <<= 20; end++; break;
    case 'g': case 'G': n <<= 30; end++; break;
    case 't': case 'T': n <<= 40; end++; break;
    default: break;
    }
    return *end ? 0 : n;
}

/* Whether java would run name in source-file mode: a regular file whose name ends in ".java". */
static bool is_source_file(const char *name) {
    size_t n = strlen(name);
    struct stat st;
    return n > 5 && !strcmp(name + n - 5, ".java") && stat(name, &st) == 0 && S_ISREG(st.st_mode);
}

/* Launcher options that take the next argument as their value. */
static bool takes_arg(const char *a) {
    const char *v;
    return !strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path") ||
           (module_option(a, &v) && !v);
}

static void add_module_option(Launch *l, const char *option, const char *value) {
    char *head = concat(option, "=");
    push_owned_option(l, concat(head, value));
    free(head);
}

static void parse(int argc, char **argv, Launch *l) {
    const char *cp = NULL;
    int i = 1;
    while (i < argc) {
        const char *a = argv[i];
        if (a[0] != '-') break;
        if (takes_arg(a)) {
            if (i + 1 >= argc) {
                static char msg[256];
                if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path"))
                    snprintf(msg, sizeof msg, "Error: %s requires class path specification", a);
                else if (!strcmp(a, "-p") || !strcmp(a, "--module-path") || !strcmp(a, "--upgrade-module-path"))
                    snprintf(msg, sizeof msg, "Error: %s requires module path specification", a);
                else
                    snprintf(msg, sizeof msg, "Error: %s requires modules to be specified", a);
                l->missing_arg_error = msg;
                return;
            }
            const char *v = argv[i + 1], *unused;
            if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) cp = v;
            else add_module_option(l, module_option(a, &unused), v);
            i += 2;
            continue;
        }
        if (!strncmp(a, "--class-path=", 13)) { cp = a + 13; i++; continue; }
        const char *mv, *mo = module_option(a, &mv);
        if (mo) { add_module_option(l, mo, mv); i++; continue; }
        if (!strcmp(a, "-jar")) {
            if (i + 1 >= argc) {
                l->missing_arg_error = "Error: -jar requires jar file specification";
                return;
            }
            l->mode = 2;
            l->what = argv[i + 1];
            i += 2;
            goto rest;
        }
        if (!strcmp(a, "-m") || !strcmp(a, "--module") || !strncmp(a, "--module=", 9)) {
            /* the initial module and main class: LauncherHelper's LM_MODULE, and jdk.module.main for
               the module system; what follows is the program's */
            const char *v = a[2] == 0 || a[8] == 0 ? (i + 1 < argc ? argv[i + 1] : NULL) : a + 9;
            if (!v) {
                static char msg[64];
                snprintf(msg, sizeof msg, "Error: %s requires module name", a);
                l->missing_arg_error = msg;
                return;
            }
            const char *slash = strchr(v, '/');
            size_t n = slash ? (size_t)(slash - v) : strlen(v);
            char *prop = malloc(n + 32);
            if (!prop) exit(1);
            snprintf(prop, n + 32, "-Djdk.module.main=%.*s", (int)n, v);
            push_owned_option(l, prop);
            l->mode = 3;
            l->what = v;
            i += a[2] == 0 || a[8] == 0 ? 2 : 1;
            goto rest;
        }
        if (!strcmp(a, "-d") || !strcmp(a, "--describe-module") || !strncmp(a, "--describe-module=", 18)) {
            const char *v = a[1] == 'd' || a[17] == 0 ? (i + 1 < argc ? argv[i + 1] : NULL) : a + 18;
            if (!v) {
                static char msg[64];
                snprintf(msg, sizeof msg, "Error: %s requires module name", a);
                l->missing_arg_error = msg;
                return;
            }
            l->describe_module = v;
            i += a[1] == 'd' || a[17] == 0 ? 2 : 1;
            continue;
        }
        if (!strcmp(a, "--source") || !strncmp(a, "--source=", 9)) {
            const char *v = a[8] == 0 ? (i + 1 < argc ? argv[i + 1] : NULL) : a + 9;
            if (!v) {
                l->missing_arg_error = "Error: --source requires source version";
                return;
            }
            l->source = concat("-Djdk.internal.javac.source=", v);
            args_push(&l->owned, l->source);
            args_push(&l->vm, l->source);
            i += a[8] == 0 ? 2 : 1;
            continue;
        }
        if (!strcmp(a, "--list-modules")) { l->list_modules = true; i++; continue; }
        if (!strcmp(a, "--dry-run")) { l->dry_run = true; i++; continue; }
        if (!strcmp(a, "--show-module-resolution")) {
            args_push(&l->vm, "-Djdk.module.showModuleResolution=true");
            i++;
            continue;
        }
        if (!strcmp(a, "--validate-modules")) {
            /* the module system validates while it boots; the launcher then ends */
            args_push(&l->vm, "-Djdk.module.validation=true");
            l->validate_modules = true;
            i++;
            continue;
        }
        if (!strcmp(a, "-XshowSettings") || !strncmp(a, "-XshowSettings:", 15)) { l->show_settings = a; i++; continue; }
        if (!strcmp(a, "-version")) { l->version = true; i++; continue; }
        if (!strcmp(a, "--version")) { l->version = true; l->version_stdout = true; i++; continue; }
        if (!strcmp(a, "-showversion")) { l->show_version = true; i++; continue; }
        if (!strcmp(a, "--show-version")) { l->show_version = true; l->version_stdout = true; i++; continue; }
        if (!strcmp(a, "-help") || !strcmp(a, "-h") || !strcmp(a, "-?")) { l->help = true; i++; continue; }
        if (!strcmp(a, "--help")) { l->help = true; l->help_stdout = true; i++; continue; }
        if (!strcmp(a, "-X")) { l->x_help = true; i++; continue; }
        if (!strcmp(a, "-Xdiag")) {
            /* as java: the launcher helper then shows the exceptions behind its errors */
            args_push(&l->vm, "-Dsun.java.launcher.diag=true");
            i++;
            continue;
        }
        if (!strncmp(a, "-Xms", 4)) l->heap_initial = size_option(a + 4);
        if (!strncmp(a, "-Xmx", 4)) l->heap_max = size_option(a + 4);
        if (!strncmp(a, "-Xss", 4)) l->stack = size_option(a + 4);
        args_push(&l->vm, (char *)a); /* a VM option: the VM says whether it knows it */
        i++;
    }
    if (i < argc && !l->mode) {
        l->mode = 1;
        l->what = argv[i++];
        if (l->source || is_source_file(l->what)) {
            /* source-file mode, as java: the JDK's source launcher (in jdk.compiler) compiles the file in
               memory and runs its first class; the file's name is its first argument */
            args_push(&l->vm, "--add-modules=ALL-DEFAULT");
            args_push(&l->vm, "-Djdk.module.main=jdk.compiler");
            l->mode = 3;
            l->source_file = l->what;
            l->what = "jdk.compiler/com.sun.tools.javac.launcher.Main";
        }
    }
rest:
    l->argc = argc - i + (l->source_file ? 1 : 0);
    l->argv = argv + i - (l->source_file ? 1 : 0); /* from the source file on */
    if (l->mode) {
        /* what java records for tools (jps, jcmd, management): the main class, jar or module and the
           program's arguments, set after the user's -D so that it wins, as java's does */
        size_t n = strlen("-Dsun.java.command=") + strlen(l->what) + 1;
        for (int k = 0; k < l->argc; k++) n += strlen(l->argv[k]) + 1;
        char *cmd = malloc(n);
        if (cmd) {
            char *p = cmd + sprintf(cmd, "-Dsun.java.command=%s", l->what);
            for (int k = 0; k < l->argc; k++) p += sprintf(p, " %s", l->argv[k]);
            push_owned_option(l, cmd);
        }
    }
    if (l->mode == 2) cp = l->what;
    if (!cp) cp = getenv("CLASSPATH");
    push_owned_option(l, concat("-Djava.class.path=", cp ? cp : "."));
}

/* ---------------------------------------------------------------- calling the JDK's launcher helper */

static JavaVM *jvm;
static JNIEnv *env;

/* DestroyJavaVM semantics, then the status (an uncaught exception is reported by the detach). */
static int leave(int status) {
    if ((*env)->ExceptionCheck(env)) status = 1;
    (*jvm)->DetachCurrentThread(jvm);
    (*jvm)->DestroyJavaVM(jvm);
    fflush(stdout);
    fflush(stderr);
    return status;
}

static jclass helper(void) { return (*env)->FindClass(env, "sun/launcher/LauncherHelper"); }

static bool call_helper(const char *name, const char *sig, ...) {
    jclass h = helper();
    if (!h) return false;
    jmethodID m = (*env)->GetStaticMethodID(env, h, name, sig);
    if (!m) return false;
    va_list ap;
    va_start(ap, sig);
    (*env)->CallStaticVoidMethodV(env, h, m, ap);
    va_end(ap);
    return !(*env)->ExceptionCheck(env);
}

static bool print_version(bool to_stdout) {
    jclass vp = (*env)->FindClass(env, "java/lang/VersionProps");
    jmethodID m = vp ? (*env)->GetStaticMethodID(env, vp, "print", "(Z)V") : NULL;
    if (m) (*env)->CallStaticVoidMethod(env, vp, m, (jboolean)!to_stdout);
    return !(*env)->ExceptionCheck(env);
}

static jstring str(const char *s) { return (*env)->NewStringUTF(env, s); }

/* The usage text: LauncherHelper's help message, with the VMs the runtime's jvm.cfg lists besides the
   default one (as java's launcher does). */
static bool print_usage(bool to_stderr) {
    if (!call_helper("initHelpMessage", "(Ljava/lang/String;)V", str("java"))) return false;
    char path[4096];
    snprintf(path, sizeof path, "%s/lib/jvm.cfg", vitrine_java_home());
    FILE *cfg = fopen(path, "r");
    bool first = true;
    char line[512];
    while (cfg && fgets(line, sizeof line, cfg)) {
        char name[256], kind[256], alias[256] = "";
        int n = sscanf(line, "%255s %255s %255s", name, kind, alias);
        if (n < 2 || name[0] != '-') continue;
        bool is_first = first;
        first = false;
        if (is_first) continue; /* the default VM is not offered */
        if (!strcmp(kind, "KNOWN"))
            call_helper("appendVmSelectMessage", "(Ljava/lang/String;Ljava/lang/String;)V", str(name), str(name + 1));
        else if (!strcmp(kind, "ALIASED_TO") && n == 3)
            call_helper("appendVmSynonymMessage", "(Ljava/lang/String;Ljava/lang/String;)V", str(name), str(alias));
        (*env)->ExceptionClear(env);
    }
    if (cfg) fclose(cfg);
    return call_helper("printHelpMessage", "(Z)V", (jboolean)to_stderr);
}

/* Copies arguments to out with @argument files expanded as java does: up to the main class (or the
   value of -jar or -m), after which every argument is the program's; "@@x" stands for "@x"; files are
   not expanded inside files. For JDK_JAVA_OPTIONS (from_env) a main class, -jar or -m is an error.
   The arguments read from files are added to owned. */
static bool expand_arg_files(int argc, char **argv, Args *out, bool from_env, Args *owned) {
    Args file = {0}; /* the contents of the file being read, in place of its @name */
    int next_in_file = 0;
    bool program = false, value_next = false, value_ends_options = false;
    for (int i = 0; i < argc || next_in_file < file.n;) {
        bool in_file = next_in_file < file.n;
        char *a = in_file ? file.v[next_in_file++] : argv[i++];
        if (program) {
            args_push(out, a);
        } else if (value_next) {
            args_push(out, a);
            value_next = false;
            program = value_ends_options;
        } else if (a[0] == '@' && !in_file) {
            if (a[1] == '@') {
                args_push(out, a + 1);
                program = true;
                continue;
            }
            file.n = 0;
            next_in_file = 0;
            bool read = args_read_file(a + 1, &file);
            for (int k = 0; k < file.n; k++) args_push(owned, file.v[k]);
            if (!read) {
                fprintf(stderr, "Error: could not open `%s'\n", a + 1);
                free(file.v);
                return false;
            }
        } else if (a[0] == '-') {
            const char *v;
            bool jar_or_module = !strcmp(a, "-jar") || !strcmp(a, "-m") || !strcmp(a, "--module");
            if (from_env && (jar_or_module || !strncmp(a, "--module=", 9))) {
                fprintf(stderr, "Error: Option %s is not allowed in environment variable JDK_JAVA_OPTIONS\n", a);
                free(file.v);
                return false;
            }
            args_push(out, a);
            if (jar_or_module) {
                value_next = value_ends_options = true;
            } else if (!strncmp(a, "--module=", 9)) {
                program = true;
            } else if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path") ||
                       (module_option(a, &v) && !v)) {
                value_next = true;
                value_ends_options = false;
            }
        } else {
            if (from_env) {
                fputs("Error: Cannot specify main class in environment variable JDK_JAVA_OPTIONS\n", stderr);
                free(file.v);
                return false;
            }
            args_push(out, a);
            program = true;
        }
    }
    free(file.v);
    return true;
}

/* The launch after the arguments are read: creates the VM, runs what they ask for, ends it. */
static int launch(Launch *l, JavaVMOption **opts_out) {
    JavaVMOption *opts = calloc((size_t)l->vm.n + 1, sizeof *opts);
    *opts_out = opts;
    if (!opts) return 1;
    for (int i = 0; i < l->vm.n; i++) opts[i].optionString = l->vm.v[i];
    opts[l->vm.n].optionString = "_java_launcher";
    JavaVMInitArgs a = {JNI_VERSION_10, l->vm.n + 1, opts, JNI_FALSE};
    if (JNI_CreateJavaVM(&jvm, (void **)&env, &a) != JNI_OK) {
        fputs("Error: Could not create the Java Virtual Machine.\n"
              "Error: A fatal exception has occurred. Program will exit.\n",
              stderr);
        return 1;
    }
    if (l->missing_arg_error) {
        fprintf(stderr, "%s\n", l->missing_arg_error);
        if (strstr(l->missing_arg_error, "-jar")) print_usage(true); /* java shows usage for -jar alone */
        return leave(1);
    }
    if (l->show_settings &&
        !call_helper("showSettings", "(ZLjava/lang/String;JJJ)V", (jboolean)1, str(l->show_settings),
                     (jlong)l->heap_initial, (jlong)l->heap_max, (jlong)l->stack))
        return leave(1);
    if (l->version) return leave(print_version(l->version_stdout) ? 0 : 1);
    if (l->help) return leave(print_usage(!l->help_stdout) ? 0 : 1);
    if (l->x_help) return leave(call_helper("printXUsageMessage", "(Z)V", (jboolean)0) ? 0 : 1);
    if (l->show_version && !print_version(l->version_stdout)) return leave(1);
    if (l->list_modules) return leave(call_helper("listModules", "()V") ? 0 : 1);
    if (l->describe_module)
        return leave(call_helper("describeModule", "(Ljava/lang/String;)V", str(l->describe_module)) ? 0 : 1);
    if (l->validate_modules) return leave(0);
    if (!l->mode) {
        print_usage(true);
        return leave(1);
    }

    /* LauncherHelper.checkAndLoadMain(printToStderr, mode, what) */
    jclass h = helper();
    jmethodID check = h ? (*env)->GetStaticMethodID(env, h, "checkAndLoadMain", "(ZILjava/lang/String;)Ljava/lang/Class;") : NULL;
    jclass main_class = check ? (jclass)(*env)->CallStaticObjectMethod(env, h, check, (jboolean)1, (jint)l->mode, str(l->what)) : NULL;
    if ((*env)->ExceptionCheck(env) || !main_class) return leave(1); /* checked, as -Xcheck:jni wants */
    jmethodID main_id = (*env)->GetStaticMethodID(env, main_class, "main", "([Ljava/lang/String;)V");
    if (!main_id) return leave(1);
    if (l->dry_run) return leave(0);
    jclass string = (*env)->FindClass(env, "java/lang/String");
    jobjectArray args = string ? (*env)->NewObjectArray(env, l->argc, string, NULL) : NULL;
    if (!args) return leave(1);
    for (int i = 0; i < l->argc; i++) {
        jstring s = str(l->argv[i]);
        if (!s) return leave(1);
        (*env)->SetObjectArrayElement(env, args, i, s);
        (*env)->DeleteLocalRef(env, s);
    }
    vitrine_run_main(env, main_class, main_id, args); /* in WebAssembly: returns to the event loop */
    return leave(0);
}

int vitrine_main(int argc, char **argv) {
    /* JDK_JAVA_OPTIONS (the launcher's) come before the command line */
    Launch l = {0};
    Args all = {0};
    JavaVMOption *opts = NULL;
    int status = 1;
    args_push(&all, argv[0]);
    const char *jdk_opts = getenv("JDK_JAVA_OPTIONS");
    bool read = true;
    if (jdk_opts && *jdk_opts) {
        fprintf(stderr, "NOTE: Picked up JDK_JAVA_OPTIONS: %s\n", jdk_opts);
        Args env_args = {0};
        args_tokenize(jdk_opts, &env_args);
        for (int i = 0; i < env_args.n; i++) args_push(&l.owned, env_args.v[i]);
        read = expand_arg_files(env_args.n, env_args.v, &all, true, &l.owned);
        free(env_args.v);
    }
    if (read && expand_arg_files(argc - 1, argv + 1, &all, false, &l.owned)) {
        args_push(&all, NULL);
        parse(all.n - 1, all.v, &l);
        JarCheck jar = l.mode == 2 && l.what && !l.missing_arg_error ? jar_check(l.what) : JAR_CHECK_OK;
        if (jar != JAR_CHECK_OK) /* as java, before the VM starts */
            fprintf(stderr, jar == JAR_CHECK_UNREADABLE ? "Error: Unable to access jarfile %s\n"
                                                        : "Error: Invalid or corrupt jarfile %s\n",
                    l.what);
        else
            status = launch(&l, &opts);
    }
    /* the VM is gone (WebAssembly's event loop never comes back here): what it was given goes too */
    free(opts);
    free(all.v);
    free(l.vm.v);
    for (int i = 0; i < l.owned.n; i++) free(l.owned.v[i]);
    free(l.owned.v);
    return status;
}
