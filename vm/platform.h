/* platform.h: what the build's target offers, as conditions the VM tests instead of naming a
   compiler, so that the two WebAssembly builds (Emscripten for JavaScript hosts, wasi-libc for WASI
   hosts) share one set of paths. __EMSCRIPTEN__ itself remains only where the VM calls out to
   JavaScript (EM_JS) or runs in slices for the host's event loop (vm/slice.c). */
#ifndef VITRINE_PLATFORM_H
#define VITRINE_PLATFORM_H

/* A WebAssembly build: one OS thread (every Java thread on the green back end), no dlopen (JNI
   libraries and JVMTI agents are linked in statically), no signals, no processes, no mmap, no
   libffi, and an errno numbering other than Linux's. */
#if defined(__EMSCRIPTEN__) || defined(__wasi__)
#define VITRINE_WASM 1
#endif

/* The standalone WASI build (docs/WASI.md): no JavaScript to call out to, and the program runs to its
   end within one call of _start; files through the host's preopened directories. */
#if defined(__wasi__)
#define VITRINE_WASI 1
#endif

#endif
