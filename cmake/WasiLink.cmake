# The WASI program: build/wasi/vitrine.wasm, a WASI preview1 command (_start runs main to its end)
# with no JavaScript glue, plus the class library image build/wasi/jdk that a host grants it as a
# preopened directory. wasm-bridge/bin/vitrine-wasi.mjs runs it under node:wasi; docs/WASI.md shows
# the wasmtime command line.

set_target_properties(vitrine PROPERTIES SUFFIX ".wasm")
target_link_options(vitrine PRIVATE
  -Wl,-z,stack-size=8388608        # the C stack, as the Emscripten build's TOTAL_STACK
  -Wl,--initial-memory=33554432
  -Wl,--max-memory=4294967296      # memory grows up to wasm32's 4 GB
  -Wl,--strip-debug)
# The POSIX calls wasi-libc leaves out (vm/wasi: posix.c, realpath.c) and stand-ins for the headers it
# lacks, so that the VM's sources need no WASI paths of their own.
# Objects of the program itself, not of the core's archive: working_dir.c is a constructor that
# nothing refers to, which the linker would leave out of an archive.
file(GLOB VITRINE_WASI_POSIX_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/vm/wasi/*.c")
add_library(vitrine_wasi_posix OBJECT ${VITRINE_WASI_POSIX_SOURCES})
target_link_libraries(vitrine_wasi_posix PRIVATE vitrine_flags)
target_include_directories(vitrine_wasi_posix PRIVATE "${CMAKE_SOURCE_DIR}/vm/wasi/include")
target_sources(vitrine PRIVATE $<TARGET_OBJECTS:vitrine_wasi_posix>)

# wasi-libc's emulations of what WASI lacks (getpid, clock() and times(), signal() and raise()): the
# VM's paths for these stay the ones the Emscripten build takes. (mmap is vm/wasi/mman.c's: the
# emulation's would accept a shared writable mapping and drop its writes.)
target_link_libraries(vitrine PRIVATE wasi-emulated-getpid wasi-emulated-process-clocks
                      wasi-emulated-signal)

include(JdkImage)         # the class library image <build>/jdk (target vitrine_jdk_image)
add_dependencies(vitrine vitrine_jdk_image)
