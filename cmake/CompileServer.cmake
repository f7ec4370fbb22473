# The compile server (wasm-bridge/compiler/*.java: javac in memory, driven through stdin/stdout by
# wasm-bridge/compiler/compiler.mjs), compiled with the host's javac into <build>/web/compiler:
# build/wasm/web/compiler for the browser (fetched from the page's assets) and for Node, and
# build/native/web/compiler for the native VM. classes.json there lists the class files, so that a
# page can fetch them all without a directory listing.
#
# Run as a script (cmake -DCLASSES_DIR=... -P CompileServer.cmake) it writes that list.

if(CMAKE_SCRIPT_MODE_FILE)
  file(GLOB _classes RELATIVE "${CLASSES_DIR}" "${CLASSES_DIR}/*.class")
  list(SORT _classes)
  list(TRANSFORM _classes PREPEND "\"")
  list(TRANSFORM _classes APPEND "\"")
  list(JOIN _classes ", " _list)
  file(WRITE "${CLASSES_DIR}/classes.json" "[${_list}]\n")
  return()
endif()

find_program(VITRINE_JAVAC javac PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
find_program(VITRINE_JAVAC javac)
if(NOT VITRINE_JAVAC)
  message(FATAL_ERROR "javac not found in ${VITRINE_JAVA_HOME}/bin: run scripts/setup.sh")
endif()

set(_compiler_src "${CMAKE_SOURCE_DIR}/wasm-bridge/compiler")
set(_compiler_out "${CMAKE_BINARY_DIR}/web/compiler")
file(GLOB _compiler_java CONFIGURE_DEPENDS "${_compiler_src}/*.java")
add_custom_command(
  OUTPUT "${_compiler_out}/classes.json"
  COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_compiler_out}"
  COMMAND "${VITRINE_JAVAC}" -encoding UTF-8 -source 17 -target 17 -Xlint:all,-options -Werror
          --add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED --add-exports jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED -d "${_compiler_out}" ${_compiler_java}
  COMMAND "${CMAKE_COMMAND}" -DCLASSES_DIR=${_compiler_out} -P "${CMAKE_CURRENT_LIST_FILE}"
  DEPENDS ${_compiler_java} "${CMAKE_CURRENT_LIST_FILE}"
  COMMENT "javac wasm-bridge/compiler -> ${_compiler_out}"
  VERBATIM)
add_custom_target(vitrine_compile_server ALL DEPENDS "${_compiler_out}/classes.json")
