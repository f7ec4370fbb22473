# JNI tests of the native build (included by NativeTests.cmake):
# - the Java test programs of native-tests/jni/java, compiled with javac into
#   <build>/native-tests/jni/classes (-XDstringConcat=inline: no invokedynamic);
# - every native-tests/jni/lib/<name>/ directory is a JNI library lib<name>.so, compiled twice:
#   against Vitrine's include/jni.h into <build>/native-tests/jni/lib, and against the JDK's own
#   jni.h (read at build time, never copied) into <build>/native-tests/jni/lib-jdk;
# - test_jni runs the programs on the vitrine launcher with each library directory and compares with
#   native-tests/jni/expected (HotSpot's output, made by native-tests/jni/gen-goldens.sh);
# - test_jni_abi compiles native-tests/jni/abi_check.c (offsets of both headers' tables);
# - test_jni_invocation loads libvitrine.so and drives the Invocation API.

include(JniTestClasses) # the Java programs, and _jni_dir / _jni_out
set(_jdk_include "${VITRINE_JAVA_HOME}/include")

# --- the native libraries: each twice, with Vitrine's jni.h (lib/) and with the JDK's (lib-jdk/)
file(GLOB _jni_lib_dirs LIST_DIRECTORIES true CONFIGURE_DEPENDS "${_jni_dir}/lib/*")
set(_jni_lib_targets)
foreach(_d IN LISTS _jni_lib_dirs)
  if(NOT IS_DIRECTORY "${_d}")
    continue()
  endif()
  get_filename_component(_name "${_d}" NAME)
  file(GLOB _srcs CONFIGURE_DEPENDS "${_d}/*.c")
  add_library(jnilib_${_name} SHARED ${_srcs})
  target_include_directories(jnilib_${_name} PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}/include")
  target_link_libraries(jnilib_${_name} PRIVATE vitrine_flags)
  set_target_properties(jnilib_${_name} PROPERTIES OUTPUT_NAME ${_name}
    LIBRARY_OUTPUT_DIRECTORY "${_jni_out}/lib")
  # the same sources against the JDK's header: code compiled against it runs unchanged on Vitrine
  add_library(jnilib_${_name}_jdk SHARED ${_srcs})
  target_include_directories(jnilib_${_name}_jdk BEFORE PRIVATE "${_jdk_include}" "${_jdk_include}/linux")
  target_compile_options(jnilib_${_name}_jdk PRIVATE -Wall -Wextra $<$<BOOL:${VITRINE_WERROR}>:-Werror>)
  set_target_properties(jnilib_${_name}_jdk PROPERTIES OUTPUT_NAME ${_name}
    LIBRARY_OUTPUT_DIRECTORY "${_jni_out}/lib-jdk")
  list(APPEND _jni_lib_targets jnilib_${_name} jnilib_${_name}_jdk)
endforeach()

if(TARGET test_jni)
  add_dependencies(test_jni vitrine vitrine_jni_test_classes ${_jni_lib_targets})
  target_compile_definitions(test_jni PRIVATE
    VITRINE_JNI_DIR="${_jni_dir}"
    VITRINE_JNI_CLASSES="${_jni_out}/classes"
    VITRINE_JNI_LIB="${_jni_out}/lib"
    VITRINE_JNI_LIB_JDK="${_jni_out}/lib-jdk"
    VITRINE_LAUNCHER="$<TARGET_FILE:vitrine>")
endif()

if(TARGET test_jni_abi)
  target_compile_definitions(test_jni_abi PRIVATE VITRINE_JDK_JNI_H="${_jdk_include}/jni.h")
  target_compile_options(test_jni_abi PRIVATE -iquote "${_jdk_include}/linux")
endif()

if(TARGET test_jni_invocation)
  if(TARGET vitrine_shared)
    add_dependencies(test_jni_invocation vitrine_shared vitrine_jni_test_classes jvmtiagent_attach)
    target_compile_definitions(test_jni_invocation PRIVATE
      VITRINE_JNI_CLASSES="${_jni_out}/classes"
      VITRINE_LIBVITRINE="$<TARGET_FILE:vitrine_shared>"
      VITRINE_ATTACH_AGENT="${CMAKE_BINARY_DIR}/native-tests/jvmti/lib/libattach.so")
  else()
    target_compile_definitions(test_jni_invocation PRIVATE VITRINE_JNI_CLASSES="${_jni_out}/classes")
  endif()
endif()

if(TARGET test_jvmti_abi)
  # the JDK's jvmti.h (with its own jni.h beside it), read at build time only
  target_compile_definitions(test_jvmti_abi PRIVATE VITRINE_JDK_JVMTI_H="${_jdk_include}/jvmti.h")
  target_compile_options(test_jvmti_abi PRIVATE -iquote "${_jdk_include}/linux")
endif()
