/* snapshot.c: the C side of start-up from a snapshot (WebAssembly; docs/SNAPSHOT.md). At build time
   vitrine_snapshot_take runs vm_boot_prepare (boot.c) and loads the listed boot classes, and the
   loader (wasm-bridge/snapshot.mjs) writes the used linear memory to a file. At start the loader
   copies that memory into a fresh instance of the same module and calls vitrine_snapshot_resume,
   which re-does what lives outside linear memory or belongs to this run (the environment, the
   runtime image's descriptor, the clocks); main then parses the options and create_vm goes on from
   System.initPhase1. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "heap.h"
#include "jimage.h"
#include "xlog.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/heap.h>
#include <wasi/api.h>
#endif

/* Why a restored VM cannot go on with the options this run parsed, or NULL when it can: the state
   before P was made with the default ones. The loader only restores for command lines it knows to
   be fine (snapshot.mjs); this is the VM's own check of the same thing. */
static const char *snapshot_conflict(void) {
    if (vm.opts.max_heap || vm.opts.initial_heap) return "-Xmx/-Xms";
    if (vm.opts.stack_size) return "-Xss";
    if (vm.opts.no_verify_remote || vm.opts.verify_local) return "a verification option";
    /* -ea/-da for every class touch no boot class; with a package or class, one may be initialised */
    for (int i = 0; i < vm.opts.n_assert; i++)
        if (strchr(vm.opts.assert_opts[i], ':')) return "an assertion option naming classes";
    if (vm.jvmti) return "a JVMTI agent";
    if (xlog_on(XLOG_CLASS_LOAD, XLOG_INFO)) return "-Xlog:class+load";
    const char *home = vm.opts.java_home ? vm.opts.java_home : vm_find_java_home();
    if (!home || strcmp(home, vm.java_home)) return "another runtime image";
    return NULL;
}

Thread *snapshot_resumed_main(void) {
    const char *why = snapshot_conflict();
    if (why) {
        /* the loader lets such a run start normally; reaching this is a loader bug, not the user's */
        vm_exit_during_init("the start-up snapshot was restored for a run with %s", why);
    }
    vm.from_snapshot = false;
    return vm.main_thread;
}

#ifdef __EMSCRIPTEN__
/* Only the Emscripten build is started from a snapshot: natively start-up is already fast
   (docs/SNAPSHOT.md). */

/* The boot classes of a list file (one binary name a line, '#' comments) loaded ahead: their parsing
   is most of start-up in WebAssembly. Loading is not initialising: no Java code runs. */
static bool snapshot_preload(Thread *t, const char *list) {
    FILE *f = fopen(list, "r");
    if (!f) {
        fprintf(stderr, "snapshot: cannot read the class list %s\n", list);
        return false;
    }
    char line[512];
    bool ok = true;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || line[0] == '#') continue;
        if (!vm_boot_class(t, line) || t->exception) {
            fprintf(stderr, "snapshot: boot class %s cannot be loaded\n", line);
            t->exception = NULL;
            ok = false;
        }
    }
    fclose(f);
    return ok;
}

/* Build time: the VM up to P plus the classes listed in the file $VITRINE_SNAPSHOT_CLASSES. Answers
   the end of the used memory (what the loader saves), 0 after a message when no snapshot can be made. */
EMSCRIPTEN_KEEPALIVE uintptr_t vitrine_snapshot_take(void) {
    const char *class_list = getenv("VITRINE_SNAPSHOT_CLASSES");
    vm_start_nanos = vm_nanotime();
    Thread *t = vm_boot_prepare();
    if (class_list && *class_list && !snapshot_preload(t, class_list)) return 0;
    /* only the runtime image may be open: the loader re-opens nothing else */
    for (int fd = 3; fd < 256; fd++) {
        if (fd != jimage_fd(boot_image) && fcntl(fd, F_GETFD) != -1) {
            fprintf(stderr, "snapshot: descriptor %d is open at the snapshot point\n", fd);
            return 0;
        }
    }
    fflush(stdout);
    fflush(stderr);
    return (uintptr_t)sbrk(0);
}

/* The environment as the fresh instance's libc constructor built it, but for the snapshot's memory:
   the copied `environ` points at the build's. */
static bool snapshot_reload_environ(void) {
    size_t count, size;
    if (__wasi_environ_sizes_get(&count, &size) != __WASI_ERRNO_SUCCESS) return false;
    char **env = malloc(sizeof(char *) * (count + 1));
    char *buf = malloc(size ? size : 1);
    if (!env || !buf) return false;
    env[count] = NULL;
    if (__wasi_environ_get((uint8_t **)env, (uint8_t *)buf) != __WASI_ERRNO_SUCCESS) return false;
    environ = env;
    return true;
}

/* Start: after the loader copied the snapshot into memory, before main. 1 when the VM can go on; 0
   when it cannot (the loader then starts a fresh instance normally). */
EMSCRIPTEN_KEEPALIVE int vitrine_snapshot_resume(void) {
    if (!vm.prepared || !boot_image || !snapshot_reload_environ()) return 0;
    char path[4096];
    snprintf(path, sizeof path, "%s/lib/modules", vm.java_home);
    if (!jimage_reopen(boot_image, path)) return 0;
    /* the build's clock readings mean nothing in this process */
    int64_t now = vm_nanotime();
    heap_start_nanos = now;
    threads_reset_start_times(now);
    vm.from_snapshot = true;
    return 1;
}

/* The loader's helpers: the end of the used memory, and growing the memory (with the runtime's views
   of it) before the copy. */
EMSCRIPTEN_KEEPALIVE uintptr_t vitrine_snapshot_memory_end(void) { return (uintptr_t)sbrk(0); }

EMSCRIPTEN_KEEPALIVE int vitrine_snapshot_reserve(uintptr_t bytes) { return emscripten_resize_heap(bytes); }
#endif
