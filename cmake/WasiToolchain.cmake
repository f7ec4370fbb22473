# Toolchain of the WASI build (preset `wasi`): clang 14 targeting wasm32-wasi against Debian's
# wasi-libc (/usr/include/wasm32-wasi, /usr/lib/wasm32-wasi) and the compiler builtins of
# libclang-rt-14-dev-wasm32. The result is one standalone vitrine.wasm for any WASI preview1 host.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(WASI TRUE)

set(VITRINE_WASI_CLANG_VERSION 14 CACHE STRING "clang major version of the WASI build")
find_program(CMAKE_C_COMPILER NAMES clang-${VITRINE_WASI_CLANG_VERSION} clang REQUIRED)
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
set(VITRINE_WASI_SYSROOT "/usr" CACHE PATH "Where wasi-libc's include/wasm32-wasi and lib/wasm32-wasi are")
set(VITRINE_WASI_RESOURCE_DIR "/usr/lib/llvm-${VITRINE_WASI_CLANG_VERSION}/lib/clang/14.0.6" CACHE PATH
    "clang's resource directory: its own headers and lib/wasi/libclang_rt.builtins-wasm32.a")

# -nostdinc: without it clang falls back to the host's glibc headers for whatever wasi-libc lacks,
# and the build compiles against declarations the target does not have.
# The _WASI_EMULATED_* macros open the headers of wasi-libc's emulations (cmake/WasiLink.cmake links
# them; sys/mman.h's functions are vm/wasi/mman.c's).
set(CMAKE_C_FLAGS_INIT
    "-nostdinc -isystem ${VITRINE_WASI_RESOURCE_DIR}/include -isystem ${VITRINE_WASI_SYSROOT}/include/wasm32-wasi -D_WASI_EMULATED_GETPID -D_WASI_EMULATED_PROCESS_CLOCKS -D_WASI_EMULATED_SIGNAL -D_WASI_EMULATED_MMAN")
# Debian's wasi-libc keeps its crt1.o and libc.a in lib/wasm32-wasi (the driver finds crt1.o through
# -L); the builtins are found through the resource directory.
set(CMAKE_EXE_LINKER_FLAGS_INIT
    "-resource-dir ${VITRINE_WASI_RESOURCE_DIR} -L${VITRINE_WASI_SYSROOT}/lib/wasm32-wasi -Wno-unused-command-line-argument")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
