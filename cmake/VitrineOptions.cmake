# Options and cache variables of the Vitrine build. Override with -DNAME=VALUE or in a user preset.

# Both WebAssembly builds (Emscripten, WASI: cmake/WasiToolchain.cmake) share the paths of a target
# without OS threads, dlopen, libffi or a system zlib.
if(EMSCRIPTEN OR WASI)
  set(VITRINE_WASM ON)
else()
  set(VITRINE_WASM OFF)
endif()

option(VITRINE_WERROR "Treat warnings as errors in Vitrine's own code" ON)
option(VITRINE_SANITIZE "Build with AddressSanitizer + UndefinedBehaviorSanitizer (native only)" OFF)

if(VITRINE_WASM)
  if(VITRINE_SANITIZE)
    message(FATAL_ERROR "VITRINE_SANITIZE is for native builds only")
  endif()
else()
  option(VITRINE_BUILD_SHARED "Also build libvitrine.so (native)" ON)
  option(VITRINE_BUILD_TESTS "Build the cmocka tests of native-tests/ (native)" ON)
  option(VITRINE_FUZZ "Build the libFuzzer targets of fuzz/ (clang; the fuzz preset)" OFF)
endif()

# The host's JDK 17: its jlink makes the wasm class library image, and the native tests get its path
# as VITRINE_JAVA_HOME. Default: $JAVA_HOME, else Debian's OpenJDK 17.
if(DEFINED ENV{JAVA_HOME} AND EXISTS "$ENV{JAVA_HOME}/release")
  set(_vitrine_default_java_home "$ENV{JAVA_HOME}")
else()
  set(_vitrine_default_java_home "/usr/lib/jvm/java-17-openjdk-amd64")
endif()
set(VITRINE_JAVA_HOME "${_vitrine_default_java_home}" CACHE PATH "Host JDK 17 (JAVA_HOME)")
if(EXISTS "${VITRINE_JAVA_HOME}/release")
  file(STRINGS "${VITRINE_JAVA_HOME}/release" _vitrine_jdk_version REGEX "^JAVA_VERSION=")
  if(NOT _vitrine_jdk_version MATCHES "\"17[.\"]")
    message(WARNING "VITRINE_JAVA_HOME=${VITRINE_JAVA_HOME} is not a JDK 17 (${_vitrine_jdk_version})")
  endif()
else()
  message(WARNING "VITRINE_JAVA_HOME=${VITRINE_JAVA_HOME} is not a JDK (no release file): run scripts/setup.sh")
endif()

if(VITRINE_WASM)
  # Modules of the class library image build/wasm/jdk (comma-separated, as jlink --add-modules).
  set(VITRINE_WASM_MODULES "java.base,java.logging,jdk.localedata" CACHE STRING
      "JDK modules linked (jlink --add-modules) into the wasm class library image <build>/jdk (jdk.localedata: formatting in every locale, as natively)")
  set(VITRINE_ZLIB_SOURCE_DIR "${CMAKE_CURRENT_SOURCE_DIR}/build/deps/zlib" CACHE PATH
      "zlib's C sources (Debian source package, fetched by scripts/setup.sh)")
  set(VITRINE_NODE_PATH "/usr/share/nodejs" CACHE STRING
      "NODE_PATH for emcc's Node tools (Debian's acorn lives in /usr/share/nodejs)")
else()
  # Sanitizer settings for the tests of a VITRINE_SANITIZE build (ctest ENVIRONMENT).
  # LeakSanitizer is on: the tests and the VM leak nothing (there is no suppression list).
  set(VITRINE_ASAN_OPTIONS "detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0" CACHE STRING
      "ASAN_OPTIONS for ctest in sanitizer builds")
  if(VITRINE_ASAN_OPTIONS STREQUAL "detect_leaks=0:abort_on_error=0:detect_stack_use_after_return=0")
    # a build directory configured when leaks were not checked: take the new default
    set(VITRINE_ASAN_OPTIONS "detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0" CACHE STRING
        "ASAN_OPTIONS for ctest in sanitizer builds" FORCE)
  endif()
  set(VITRINE_UBSAN_OPTIONS "print_stacktrace=1:halt_on_error=1" CACHE STRING
      "UBSAN_OPTIONS for ctest in sanitizer builds")
endif()
