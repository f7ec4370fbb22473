# The WASI program: build/wasi/vitrine.wasm, a WASI preview1 command (_start runs main to its end)
# with no JavaScript glue, plus the class library image build/wasi/jdk that a host grants it as a
# preopened directory. wasm-bridge/bin/vitrine-wasi.mjs runs it under node:wasi; docs/WASI.md shows
# the wasmtime command line. build/wasi/jvmtitest/vitrine.wasm is the same program with the trace test
# agent linked in (node-tests/wasi.test.mjs).

# The POSIX calls wasi-libc leaves out (vm/wasi) and stand-ins for the headers it lacks, so that the
# VM's sources need no WASI paths of their own. Objects of each program, not of the core's archive:
# working_dir.c is a constructor that nothing refers to, which the linker would leave out of an archive.
file(GLOB VITRINE_WASI_POSIX_SOURCES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/vm/wasi/*.c")
add_library(vitrine_wasi_posix OBJECT ${VITRINE_WASI_POSIX_SOURCES})
target_link_libraries(vitrine_wasi_posix PRIVATE vitrine_flags)
target_include_directories(vitrine_wasi_posix PRIVATE "${CMAKE_SOURCE_DIR}/vm/wasi/include")

include(JdkImage)         # the class library image <build>/jdk (target vitrine_jdk_image)

# Makes an executable target a WASI program: <name>.wasm, its stack and memory, the POSIX layer.
function(vitrine_wasi_program target)
  set_target_properties(${target} PROPERTIES SUFFIX ".wasm")
  target_link_options(${target} PRIVATE
    -Wl,-z,stack-size=8388608        # the C stack, as the Emscripten build's TOTAL_STACK
    -Wl,--initial-memory=33554432
    -Wl,--max-memory=4294967296      # memory grows up to wasm32's 4 GB
    -Wl,--strip-debug)
  target_sources(${target} PRIVATE $<TARGET_OBJECTS:vitrine_wasi_posix>)
  # wasi-libc's emulations of what WASI lacks (getpid, clock() and times(), signal() and raise()):
  # the VM's paths for these stay the ones the Emscripten build takes. (mmap is vm/wasi/mman.c's: the
  # emulation's would accept a shared writable mapping and drop its writes.)
  target_link_libraries(${target} PRIVATE wasi-emulated-getpid wasi-emulated-process-clocks
                        wasi-emulated-signal)
  add_dependencies(${target} vitrine_jdk_image)
endfunction()

vitrine_wasi_program(vitrine)

file(GLOB _wasi_launcher_sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/launcher/*.c")
add_executable(vitrine_jvmtitest ${_wasi_launcher_sources})
vitrine_jvmti_static_agents(vitrine_jvmtitest AGENTS "trace=${CMAKE_SOURCE_DIR}/native-tests/jvmti/agents/trace")
target_link_libraries(vitrine_jvmtitest PRIVATE vitrine_core vitrine_flags)
set_target_properties(vitrine_jvmtitest PROPERTIES OUTPUT_NAME vitrine
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/jvmtitest")
vitrine_wasi_program(vitrine_jvmtitest)
