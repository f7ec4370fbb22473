# The Java side of the JVMTI query tests, for both builds (included by JvmtiTests.cmake natively and
# by JvmtiWasmTests.cmake): native-tests/jvmti/java (the classes the tests look at, QueryDump) and
# native-tests/jvmti/expect (QueryExpectations, run on HotSpot) compiled with javac into
# <build>/native-tests/jvmti/classes. Sets _jvmti_dir and _jvmti_out; the stamp file is
# _jvmti_classes_stamp, the target vitrine_jvmti_test_classes.

set(_jvmti_dir "${CMAKE_SOURCE_DIR}/native-tests/jvmti")
set(_jvmti_out "${CMAKE_BINARY_DIR}/native-tests/jvmti")
find_program(VITRINE_JAVAC javac PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
if(NOT VITRINE_JAVAC)
  message(FATAL_ERROR "javac not found in ${VITRINE_JAVA_HOME}/bin: run scripts/setup.sh")
endif()

file(GLOB _jvmti_java CONFIGURE_DEPENDS "${_jvmti_dir}/java/*.java" "${_jvmti_dir}/expect/*.java")
set(_jvmti_classes_stamp "${_jvmti_out}/classes.stamp")
add_custom_command(
  OUTPUT "${_jvmti_classes_stamp}"
  COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_jvmti_out}/classes"
  COMMAND "${VITRINE_JAVAC}" -g -encoding UTF-8 -d "${_jvmti_out}/classes" ${_jvmti_java}
  COMMAND "${CMAKE_COMMAND}" -E touch "${_jvmti_classes_stamp}"
  DEPENDS ${_jvmti_java}
  COMMENT "javac native-tests/jvmti -> ${_jvmti_out}/classes"
  VERBATIM)
add_custom_target(vitrine_jvmti_test_classes ALL DEPENDS "${_jvmti_classes_stamp}")
