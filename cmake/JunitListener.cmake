# The Java side of wasm-bridge/junit.mjs: wasm-bridge/junit/src compiled with javac against Debian's
# JUnit Platform jars (package junit5) into <build>/junit/classes, with the listener's ServiceLoader
# registration from wasm-bridge/junit/resources. Without the jars the target is left out and
# vitrine-test.mjs says so when run.

set(VITRINE_JUNIT_JAR_DIR "/usr/share/java" CACHE PATH "Directory of the JUnit Platform jars (Debian's junit5)")
set(_junit_jars
  "${VITRINE_JUNIT_JAR_DIR}/junit-platform-launcher.jar"
  "${VITRINE_JUNIT_JAR_DIR}/junit-platform-engine.jar"
  "${VITRINE_JUNIT_JAR_DIR}/junit-platform-commons.jar"
  "${VITRINE_JUNIT_JAR_DIR}/junit-platform-console.jar")
set(_junit_ok TRUE)
foreach(_jar IN LISTS _junit_jars)
  if(NOT EXISTS "${_jar}")
    set(_junit_ok FALSE)
  endif()
endforeach()

find_program(VITRINE_JAVAC javac PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
find_program(VITRINE_JAVAC javac)

if(_junit_ok AND VITRINE_JAVAC)
  set(_junit_dir "${CMAKE_SOURCE_DIR}/wasm-bridge/junit")
  set(_junit_out "${CMAKE_BINARY_DIR}/junit")
  file(GLOB_RECURSE _junit_java CONFIGURE_DEPENDS "${_junit_dir}/src/*.java")
  file(GLOB_RECURSE _junit_resources CONFIGURE_DEPENDS "${_junit_dir}/resources/*")
  list(JOIN _junit_jars ":" _junit_cp)
  set(_junit_stamp "${_junit_out}/classes.stamp")
  add_custom_command(
    OUTPUT "${_junit_stamp}"
    COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_junit_out}/classes"
    COMMAND "${VITRINE_JAVAC}" -encoding UTF-8 --release 17 -cp "${_junit_cp}" -d "${_junit_out}/classes" ${_junit_java}
    COMMAND "${CMAKE_COMMAND}" -E copy_directory "${_junit_dir}/resources" "${_junit_out}/classes"
    COMMAND "${CMAKE_COMMAND}" -E touch "${_junit_stamp}"
    DEPENDS ${_junit_java} ${_junit_resources}
    COMMENT "javac wasm-bridge/junit -> ${_junit_out}/classes"
    VERBATIM)
  add_custom_target(vitrine_junit_listener ALL DEPENDS "${_junit_stamp}")
else()
  message(STATUS "JUnit Platform jars not found in ${VITRINE_JUNIT_JAR_DIR} (package junit5): vitrine-test.mjs is not built")
endif()
