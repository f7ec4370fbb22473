/* working_dir.c: the working directory of the WASI build. WASI preview1 has no working directory:
   wasi-libc starts at "/" and resolves relative paths against the preopened directories. The host
   names the directory the program is run in as $PWD (wasm-bridge/bin/vitrine-wasi.mjs does; docs/WASI.md
   shows wasmtime's --env), granted at the same path, and the VM starts there as a process starts in
   its working directory. */
#include <stdlib.h>
#include <unistd.h>

/* after wasi-libc has read the preopens (its constructor runs earlier, at priority 51) */
__attribute__((constructor)) static void wasi_enter_working_dir(void) {
    const char *pwd = getenv("PWD");
    if (pwd && pwd[0] == '/') (void)chdir(pwd); /* a directory not granted: stay at "/", as given */
}
