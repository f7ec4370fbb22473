# JNI libraries linked statically into a program (JNI 1.8 "built-in" libraries): the only kind of
# native library in WebAssembly. System.loadLibrary("<name>") finds JNI_OnLoad_<name> in the table
# that scripts/gen-jni-static.mjs generates from the Java classes that declare the native methods
# (their exact C signatures, and typed call trampolines for call_indirect).
#
#   vitrine_jni_static(<executable target>
#       LIBS <name>=<directory of C sources> ...
#       CLASSES <class directory or .class file> ...
#       [DEPENDS <targets or files that produce the classes> ...])
#
# Each library's sources are compiled with JNI_OnLoad/JNI_OnUnload renamed to JNI_OnLoad_<name> /
# JNI_OnUnload_<name>, so the same C file serves as a shared library natively.
#
# The WebAssembly build (included from CMakeLists.txt):
# - VITRINE_JNI_STATIC_LIBS / VITRINE_JNI_STATIC_CLASSES link user libraries into vitrine.wasm;
# - <build>/jnitest/vitrine.{js,wasm} is the same program with the JNI test libraries of
#   native-tests/jni/lib linked in (node-tests/jni.test.mjs runs the JNI test programs on it);
# - native-tests/jni/abi_check.c is compiled by emcc too (the 32-bit ABI of include/jni.h).

find_program(VITRINE_NODE node)
if(NOT VITRINE_NODE)
  message(FATAL_ERROR "node not found: it runs scripts/gen-jni-static.mjs")
endif()

function(vitrine_jni_static target)
  cmake_parse_arguments(J "" "" "LIBS;CLASSES;DEPENDS" ${ARGN})
  set(_names)
  foreach(_spec IN LISTS J_LIBS)
    string(REPLACE "=" ";" _parts "${_spec}")
    list(GET _parts 0 _name)
    list(GET _parts 1 _dir)
    file(GLOB _srcs CONFIGURE_DEPENDS "${_dir}/*.c")
    set(_lib ${target}_jni_${_name})
    add_library(${_lib} OBJECT ${_srcs})
    target_include_directories(${_lib} PRIVATE "${CMAKE_SOURCE_DIR}/include")
    target_compile_definitions(${_lib} PRIVATE JNI_OnLoad=JNI_OnLoad_${_name} JNI_OnUnload=JNI_OnUnload_${_name})
    target_link_libraries(${_lib} PRIVATE vitrine_flags)
    # objects, not an archive: the table refers to the functions weakly, which pulls nothing in
    target_sources(${target} PRIVATE $<TARGET_OBJECTS:${_lib}>)
    list(APPEND _names --lib ${_name})
  endforeach()
  set(_classes)
  foreach(_c IN LISTS J_CLASSES)
    list(APPEND _classes --classes "${_c}")
  endforeach()
  set(_table "${CMAKE_CURRENT_BINARY_DIR}/${target}_jni_static.c")
  add_custom_command(
    OUTPUT "${_table}"
    COMMAND "${VITRINE_NODE}" "${CMAKE_SOURCE_DIR}/scripts/gen-jni-static.mjs" --out "${_table}" ${_names} ${_classes}
    DEPENDS "${CMAKE_SOURCE_DIR}/scripts/gen-jni-static.mjs" ${J_DEPENDS}
    COMMENT "JNI static library table of ${target}"
    VERBATIM)
  target_sources(${target} PRIVATE "${_table}")
  set_source_files_properties("${_table}" PROPERTIES COMPILE_OPTIONS "-Wno-unused-parameter")
endfunction()

# --- user libraries linked into vitrine.wasm
set(VITRINE_JNI_STATIC_LIBS "" CACHE STRING
    "JNI libraries linked into the wasm program: <name>=<directory of C sources>;...")
set(VITRINE_JNI_STATIC_CLASSES "" CACHE STRING
    "Class directories (or files) declaring the native methods of VITRINE_JNI_STATIC_LIBS")
if(VITRINE_JNI_STATIC_LIBS)
  vitrine_jni_static(vitrine LIBS ${VITRINE_JNI_STATIC_LIBS} CLASSES ${VITRINE_JNI_STATIC_CLASSES})
endif()

# --- the JNI test program: <build>/jnitest/vitrine.js with native-tests/jni/lib linked in
include(JniTestClasses)

file(GLOB VITRINE_LAUNCHER_SOURCES_JNI CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/launcher/*.c")
add_executable(vitrine_jnitest ${VITRINE_LAUNCHER_SOURCES_JNI})
target_link_libraries(vitrine_jnitest PRIVATE vitrine_core vitrine_flags)
get_target_property(_vitrine_link_options vitrine LINK_OPTIONS)
target_link_options(vitrine_jnitest PRIVATE ${_vitrine_link_options})
set_target_properties(vitrine_jnitest PROPERTIES OUTPUT_NAME vitrine
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/jnitest")
# the test classes target owns the javac rule (a second copy of it in this target could run at once)
add_dependencies(vitrine_jnitest vitrine_jdk_image vitrine_jni_test_classes)
file(GLOB _jni_lib_dirs LIST_DIRECTORIES true CONFIGURE_DEPENDS "${_jni_dir}/lib/*")
set(_jni_libs)
foreach(_d IN LISTS _jni_lib_dirs)
  if(IS_DIRECTORY "${_d}")
    get_filename_component(_name "${_d}" NAME)
    list(APPEND _jni_libs "${_name}=${_d}")
  endif()
endforeach()
vitrine_jni_static(vitrine_jnitest LIBS ${_jni_libs} CLASSES "${_jni_out}/classes" DEPENDS "${_jni_classes_stamp}")

# --- include/jni.h against the JDK's jni.h, 32-bit (compile-time checks only)
add_library(vitrine_jni_abi_check OBJECT "${_jni_dir}/abi_check.c")
target_compile_definitions(vitrine_jni_abi_check PRIVATE VITRINE_JDK_JNI_H="${VITRINE_JAVA_HOME}/include/jni.h")
target_compile_options(vitrine_jni_abi_check PRIVATE -iquote "${VITRINE_JAVA_HOME}/include/linux")
target_link_libraries(vitrine_jni_abi_check PRIVATE vitrine_flags)
