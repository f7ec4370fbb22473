# The thread stress test (tests/stress/ThreadStress.java) as a ctest of the native builds
# (included by NativeTests.cmake): compiled with plain javac into <build>/tests/stress/classes, run
# by native-tests/stress/run-golden.cmake on this build's launcher (in build/native-debug: the
# AddressSanitizer + UBSan build) and compared with its HotSpot golden, tests/stress/expected
# (made by tests/stress/gen-golden.sh). A run that does not finish within
# VITRINE_STRESS_TIMEOUT seconds is killed and fails as a hang.

set(_stress_dir "${CMAKE_CURRENT_SOURCE_DIR}/tests/stress")
set(_stress_out "${CMAKE_BINARY_DIR}/tests/stress")
# Measured on 2 shared cores: ~1.5 s optimised, ~5 s with ASan; the limit only catches hangs.
set(VITRINE_STRESS_TIMEOUT 180 CACHE STRING "Seconds before the thread stress test counts as hung")

add_custom_command(
  OUTPUT "${_stress_out}/classes/ThreadStress.class"
  COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_stress_out}/classes"
  COMMAND "${VITRINE_JAVAC}" -encoding UTF-8 -d "${_stress_out}/classes" "${_stress_dir}/ThreadStress.java"
  DEPENDS "${_stress_dir}/ThreadStress.java"
  COMMENT "javac tests/stress/ThreadStress.java -> ${_stress_out}/classes"
  VERBATIM)
add_custom_target(vitrine_stress_classes ALL DEPENDS "${_stress_out}/classes/ThreadStress.class")

file(STRINGS "${_stress_dir}/ThreadStress.args" _stress_args LIMIT_COUNT 1)
add_test(NAME thread_stress
  COMMAND "${CMAKE_COMMAND}"
    "-DLAUNCHER=$<TARGET_FILE:vitrine>"
    "-DCLASSES=${_stress_out}/classes"
    "-DPROGRAM=ThreadStress"
    "-DARGS=${_stress_args}"
    "-DEXPECTED=${_stress_dir}/expected"
    "-DWORK_DIR=${_stress_out}"
    "-DJAVA_HOME=${VITRINE_JAVA_HOME}"
    "-DTIMEOUT=${VITRINE_STRESS_TIMEOUT}"
    -P "${CMAKE_CURRENT_SOURCE_DIR}/native-tests/stress/run-golden.cmake")
math(EXPR _stress_ctest_timeout "${VITRINE_STRESS_TIMEOUT} + 60")
set_tests_properties(thread_stress PROPERTIES TIMEOUT ${_stress_ctest_timeout})
if(_test_env)
  set_tests_properties(thread_stress PROPERTIES ENVIRONMENT "${_test_env}")
endif()
