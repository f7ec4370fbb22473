# The class library for the browser: build/wasm/web/pack/ (manifest.json and compressed chunks), made
# by scripts/make-class-pack.mjs from a jlinked image of VITRINE_WEB_MODULES whose resources start
# with the classes of wasm-bridge/web/startup-classes.txt (jlink --order-resources), so that the
# chunks the browser fetches before start-up hold what start-up reads. wasm-bridge/web/class-pack.mjs
# serves the pack to the VM's file system. jdk.compiler is there for compiling in the page; it is
# fetched only when used.
set(VITRINE_WEB_MODULES "java.base;java.logging;jdk.localedata;java.compiler;jdk.compiler"
    CACHE STRING "Modules of the browser's class library image (build/wasm/web/pack)")

find_program(VITRINE_NODE node)
if(NOT VITRINE_NODE)
  message(FATAL_ERROR "node not found: run scripts/setup.sh")
endif()
find_program(VITRINE_JIMAGE jimage PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
find_program(VITRINE_JIMAGE jimage)
if(NOT VITRINE_JIMAGE)
  message(FATAL_ERROR "jimage not found in ${VITRINE_JAVA_HOME}/bin: run scripts/setup.sh")
endif()

string(REPLACE ";" "," _web_modules "${VITRINE_WEB_MODULES}")
set(_web_image "${CMAKE_BINARY_DIR}/web-jdk")
set(_web_pack "${CMAKE_BINARY_DIR}/web/pack")
set(_startup "${CMAKE_CURRENT_SOURCE_DIR}/wasm-bridge/web/startup-classes.txt")
set(_web_stamp "${CMAKE_BINARY_DIR}/web-jdk-modules.txt")
file(CONFIGURE OUTPUT "${_web_stamp}" CONTENT "${_web_modules}\n")  # rewritten only on change
add_custom_command(
  OUTPUT "${_web_pack}/manifest.json"
  COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_web_image}"
  COMMAND "${VITRINE_JLINK}" --add-modules "${_web_modules}" --output "${_web_image}"
          --no-header-files --no-man-pages --compress=0
          "--order-resources=**/module-info.class,@${_startup}"
  COMMAND "${VITRINE_NODE}" "${CMAKE_CURRENT_SOURCE_DIR}/scripts/make-class-pack.mjs"
          --image "${_web_image}" --out "${_web_pack}" --startup "${_startup}" --jimage "${VITRINE_JIMAGE}"
  DEPENDS "${_web_stamp}" "${_startup}" "${CMAKE_CURRENT_SOURCE_DIR}/scripts/make-class-pack.mjs"
  COMMENT "class pack ${_web_modules} -> ${_web_pack}"
  VERBATIM)
add_custom_target(vitrine_web_pack ALL DEPENDS "${_web_pack}/manifest.json")
