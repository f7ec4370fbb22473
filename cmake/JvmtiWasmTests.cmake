# The JVMTI query test program of the WebAssembly build (included from CMakeLists.txt after
# JniStatic.cmake): <build>/jvmtiquery/vitrine.{js,wasm}, the launcher with QueryDump's natives
# (native-tests/jvmti/lib/jvmtiquery, which call the query functions directly) linked in statically.
# node-tests/jvmti-queries.test.mjs runs QueryDump on it and compares with the expectations the
# native build writes on HotSpot.

include(JvmtiTestClasses) # the classes, _jvmti_dir, _jvmti_out, _jvmti_classes_stamp

file(GLOB _jvmti_launcher_sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/launcher/*.c")
add_executable(vitrine_jvmtiquery ${_jvmti_launcher_sources})
target_link_libraries(vitrine_jvmtiquery PRIVATE vitrine_core vitrine_flags)
get_target_property(_vitrine_link_options vitrine LINK_OPTIONS)
target_link_options(vitrine_jvmtiquery PRIVATE ${_vitrine_link_options})
set_target_properties(vitrine_jvmtiquery PROPERTIES OUTPUT_NAME vitrine
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/jvmtiquery")
add_dependencies(vitrine_jvmtiquery vitrine_jdk_image vitrine_jvmti_test_classes)
vitrine_jni_static(vitrine_jvmtiquery
  LIBS "jvmtiquery=${_jvmti_dir}/lib/jvmtiquery"
  CLASSES "${_jvmti_out}/classes/QueryDump.class"
  DEPENDS "${_jvmti_classes_stamp}")
# the query functions' declarations (and, until include/jvmti.h exists, the JDK's jvmti.h)
target_include_directories(vitrine_jvmtiquery_jni_jvmtiquery PRIVATE "${CMAKE_SOURCE_DIR}/jvmti" ${VITRINE_TEMP_JVMTI_DIR})
