# The class library image of the WebAssembly builds: jlink of VITRINE_WASM_MODULES into <build>/jdk
# (build/wasm/jdk, build/wasi/jdk), target vitrine_jdk_image. The Emscripten build reads it through
# NODERAWFS, the WASI build through a preopened directory.
# Debug attributes are kept (no --strip-debug): stack traces need LineNumberTable. --compress=0 keeps
# lib/modules uncompressed, the same jimage format as Debian's JDK. The image is re-made only when it
# is missing or when VITRINE_WASM_MODULES changes.
find_program(VITRINE_JLINK jlink PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
find_program(VITRINE_JLINK jlink)
if(NOT VITRINE_JLINK)
  message(FATAL_ERROR "jlink not found in ${VITRINE_JAVA_HOME}/bin: run scripts/setup.sh")
endif()
string(REPLACE ";" "," _vitrine_modules "${VITRINE_WASM_MODULES}")
set(VITRINE_WASM_JDK_DIR "${CMAKE_BINARY_DIR}/jdk")
set(_modules_stamp "${CMAKE_BINARY_DIR}/jdk-modules.txt")
file(CONFIGURE OUTPUT "${_modules_stamp}" CONTENT "${_vitrine_modules}\n")  # rewritten only on change
add_custom_command(
  OUTPUT "${VITRINE_WASM_JDK_DIR}/lib/modules"
  COMMAND "${CMAKE_COMMAND}" -E rm -rf "${VITRINE_WASM_JDK_DIR}"
  COMMAND "${VITRINE_JLINK}" --add-modules "${_vitrine_modules}" --output "${VITRINE_WASM_JDK_DIR}"
          --no-header-files --no-man-pages --compress=0
  DEPENDS "${_modules_stamp}"
  COMMENT "jlink ${_vitrine_modules} -> ${VITRINE_WASM_JDK_DIR}"
  VERBATIM)
add_custom_target(vitrine_jdk_image ALL DEPENDS "${VITRINE_WASM_JDK_DIR}/lib/modules")
