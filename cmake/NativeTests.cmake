# cmocka tests: every native-tests/test_*.c is an executable linked with vitrine_core and cmocka,
# registered with ctest under its file name (test_foo.c -> test test_foo). Other .c files in
# native-tests/ are shared helpers, compiled once and linked into every test.

find_package(PkgConfig QUIET)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(CMOCKA QUIET IMPORTED_TARGET cmocka)
endif()
if(CMOCKA_FOUND)
  set(_cmocka PkgConfig::CMOCKA)
else()
  find_path(CMOCKA_INCLUDE_DIR cmocka.h)
  find_library(CMOCKA_LIBRARY cmocka)
  if(NOT CMOCKA_INCLUDE_DIR OR NOT CMOCKA_LIBRARY)
    message(FATAL_ERROR "cmocka not found: run scripts/setup.sh (libcmocka-dev)")
  endif()
  add_library(vitrine_cmocka INTERFACE)
  target_include_directories(vitrine_cmocka INTERFACE "${CMOCKA_INCLUDE_DIR}")
  target_link_libraries(vitrine_cmocka INTERFACE "${CMOCKA_LIBRARY}")
  set(_cmocka vitrine_cmocka)
endif()

set(_tests_dir "${CMAKE_CURRENT_SOURCE_DIR}/native-tests")
file(GLOB _test_sources CONFIGURE_DEPENDS "${_tests_dir}/test_*.c")
file(GLOB _all_sources CONFIGURE_DEPENDS "${_tests_dir}/*.c")
set(_helper_sources ${_all_sources})
if(_test_sources)
  list(REMOVE_ITEM _helper_sources ${_test_sources})
endif()

add_library(vitrine_test_support INTERFACE)
target_include_directories(vitrine_test_support INTERFACE "${_tests_dir}")
target_compile_definitions(vitrine_test_support INTERFACE
  VITRINE_SOURCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}"
  VITRINE_BUILD_DIR="${CMAKE_BINARY_DIR}"
  VITRINE_JAVA_HOME="${VITRINE_JAVA_HOME}")
target_link_libraries(vitrine_test_support INTERFACE vitrine_core ${_cmocka})
if(_helper_sources)
  add_library(vitrine_test_helpers STATIC ${_helper_sources})
  target_link_libraries(vitrine_test_helpers PUBLIC vitrine_core ${_cmocka})
  target_include_directories(vitrine_test_helpers PUBLIC "${_tests_dir}")
  target_compile_definitions(vitrine_test_helpers PRIVATE
    VITRINE_SOURCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}"
    VITRINE_BUILD_DIR="${CMAKE_BINARY_DIR}"
    VITRINE_JAVA_HOME="${VITRINE_JAVA_HOME}")
  target_link_libraries(vitrine_test_support INTERFACE vitrine_test_helpers)
endif()

set(_test_env)
if(VITRINE_SANITIZE)
  list(APPEND _test_env "ASAN_OPTIONS=${VITRINE_ASAN_OPTIONS}" "UBSAN_OPTIONS=${VITRINE_UBSAN_OPTIONS}")
endif()

foreach(_src IN LISTS _test_sources)
  get_filename_component(_name "${_src}" NAME_WE)
  add_executable(${_name} "${_src}")
  target_link_libraries(${_name} PRIVATE vitrine_test_support)
  set_target_properties(${_name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/native-tests")
  add_test(NAME ${_name} COMMAND ${_name} WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}")
  set_tests_properties(${_name} PROPERTIES TIMEOUT 600)
  if(_test_env)
    set_tests_properties(${_name} PROPERTIES ENVIRONMENT "${_test_env}")
  endif()
endforeach()
include(JniTests)
include(JvmtiQueryTests)
include(StressTests)
