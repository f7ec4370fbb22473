# The Java side of the JNI tests, for both builds (included by JniTests.cmake natively and by
# JniStatic.cmake for the wasm test program): native-tests/jni/java compiled with javac into
# <build>/native-tests/jni/classes (-XDstringConcat=inline: no invokedynamic). Sets _jni_dir and
# _jni_out for the includer; the target is vitrine_jni_test_classes.

set(_jni_dir "${CMAKE_SOURCE_DIR}/native-tests/jni")
set(_jni_out "${CMAKE_BINARY_DIR}/native-tests/jni")

find_program(VITRINE_JAVAC javac PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
find_program(VITRINE_JAVAC javac)
if(NOT VITRINE_JAVAC)
  message(FATAL_ERROR "javac not found in ${VITRINE_JAVA_HOME}/bin: run scripts/setup.sh")
endif()

file(GLOB _jni_java CONFIGURE_DEPENDS "${_jni_dir}/java/*.java")
set(_jni_classes_stamp "${_jni_out}/classes.stamp")
add_custom_command(
  OUTPUT "${_jni_classes_stamp}"
  COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_jni_out}/classes"
  COMMAND "${VITRINE_JAVAC}" -XDstringConcat=inline -encoding UTF-8 -d "${_jni_out}/classes" ${_jni_java}
  COMMAND "${CMAKE_COMMAND}" -E touch "${_jni_classes_stamp}"
  DEPENDS ${_jni_java}
  COMMENT "javac native-tests/jni/java -> ${_jni_out}/classes"
  VERBATIM)
add_custom_target(vitrine_jni_test_classes ALL DEPENDS "${_jni_classes_stamp}")
