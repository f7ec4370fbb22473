# Fuzzing (fuzz/): every fuzz/fuzz_<target>.c is a libFuzzer target over one reader of untrusted
# bytes (the class file parser, zips and jars, the runtime image), or over what the VM does with a
# class (verify: the verifier; define: definition, linking, verification and initialisation, in a VM
# booted once per process from the JDK's runtime image, fuzz/fuzz_vm.h).
# - Every native build links each target without libFuzzer into fuzz_regress_<target>
#   (fuzz/regress.c) and runs it as a ctest test over the saved inputs in
#   native-tests/data/fuzz/<target>/ (crashes found once, and seeds), so `make check` keeps them
#   fixed, under AddressSanitizer and UBSan in build/native-debug.
# - The fuzz preset (clang, VITRINE_FUZZ) builds fuzz_<target> with libFuzzer, AddressSanitizer and
#   UBSan; `make fuzz` runs each for FUZZ_SECONDS (scripts/fuzz.sh).
file(GLOB _fuzz_targets CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/fuzz/fuzz_*.c")
foreach(_src IN LISTS _fuzz_targets)
  get_filename_component(_name "${_src}" NAME_WE)
  string(REGEX REPLACE "^fuzz_" "" _target "${_name}")
  if(VITRINE_FUZZ)
    add_executable(${_name} "${_src}")
    target_include_directories(${_name} PRIVATE "${CMAKE_SOURCE_DIR}/fuzz")
    target_link_libraries(${_name} PRIVATE vitrine_core vitrine_flags)
    target_link_options(${_name} PRIVATE -fsanitize=fuzzer)
  else()
    add_executable(fuzz_regress_${_target} "${CMAKE_SOURCE_DIR}/fuzz/regress.c" "${_src}")
    target_include_directories(fuzz_regress_${_target} PRIVATE "${CMAKE_SOURCE_DIR}/fuzz")
    target_link_libraries(fuzz_regress_${_target} PRIVATE vitrine_core vitrine_flags)
    set(_inputs "${CMAKE_SOURCE_DIR}/native-tests/data/fuzz/${_target}")
    # the test data other tests keep for the same reader, run too
    set(_more_classfile "${CMAKE_SOURCE_DIR}/native-tests/data/classfile/cftest")
    set(_more_zip "${CMAKE_SOURCE_DIR}/native-tests/data/zip")
    set(_more_verify "${CMAKE_SOURCE_DIR}/native-tests/data/fuzz/classfile" "${CMAKE_SOURCE_DIR}/native-tests/data/classfile/cftest")
    set(_more_define "${CMAKE_SOURCE_DIR}/native-tests/data/fuzz/verify" ${_more_verify})
    if(EXISTS "${_inputs}")
      add_test(NAME fuzz_regress_${_target} COMMAND fuzz_regress_${_target} "${_inputs}" ${_more_${_target}})
    endif()
  endif()
endforeach()
