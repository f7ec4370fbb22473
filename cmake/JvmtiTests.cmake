# JVMTI test agents (native-tests/jvmti/agents/<name>/*.c), for node-tests/jvmti.test.mjs:
# - in both builds they are linked statically into <build>/jvmtitest/vitrine (the launcher; in
#   WebAssembly vitrine.{js,wasm}, the only way agents exist there);
# - natively each is also a shared library lib<name>.so, twice: against Vitrine's include/jvmti.h into
#   <build>/native-tests/jvmti/lib, and against the JDK's own jvmti.h/jni.h (read at build time, never
#   copied) into <build>/native-tests/jvmti/lib-jdk; HotSpot loads the same libraries;
# - in WebAssembly the ABI check of include/jvmti.h (native-tests/jvmti/abi_check.c) is compiled for
#   32 bits.

set(_jvmti_agents_dir "${CMAKE_SOURCE_DIR}/native-tests/jvmti/agents")
file(GLOB _jvmti_agent_dirs LIST_DIRECTORIES true CONFIGURE_DEPENDS "${_jvmti_agents_dir}/*")
set(_jvmti_agents)
foreach(_d IN LISTS _jvmti_agent_dirs)
  if(IS_DIRECTORY "${_d}")
    get_filename_component(_name "${_d}" NAME)
    list(APPEND _jvmti_agents "${_name}=${_d}")
  endif()
endforeach()

file(GLOB _launcher_sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/launcher/*.c")
add_executable(vitrine_jvmtitest ${_launcher_sources})
if(EMSCRIPTEN)
  vitrine_jvmti_static_agents(vitrine_jvmtitest AGENTS "${VITRINE_WASM_BRIDGE_AGENT}" ${_jvmti_agents})
else()
  vitrine_jvmti_static_agents(vitrine_jvmtitest AGENTS ${_jvmti_agents})
endif()
target_link_libraries(vitrine_jvmtitest PRIVATE vitrine_core vitrine_flags)
set_target_properties(vitrine_jvmtitest PROPERTIES OUTPUT_NAME vitrine
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/jvmtitest")

if(EMSCRIPTEN)
  get_target_property(_vitrine_link_options vitrine LINK_OPTIONS)
  target_link_options(vitrine_jvmtitest PRIVATE ${_vitrine_link_options})
  add_dependencies(vitrine_jvmtitest vitrine_jdk_image)
  # include/jvmti.h against the JDK's jvmti.h, 32-bit (compile-time checks only; the JDK's header is
  # read at build time, never copied)
  add_library(vitrine_jvmti_abi_check OBJECT "${CMAKE_SOURCE_DIR}/native-tests/jvmti/abi_check.c")
  target_compile_definitions(vitrine_jvmti_abi_check PRIVATE VITRINE_JDK_JVMTI_H="${VITRINE_JAVA_HOME}/include/jvmti.h")
  target_compile_options(vitrine_jvmti_abi_check PRIVATE -iquote "${VITRINE_JAVA_HOME}/include/linux")
  target_link_libraries(vitrine_jvmti_abi_check PRIVATE vitrine_flags)
else()
  set_target_properties(vitrine_jvmtitest PROPERTIES ENABLE_EXPORTS ON) # as build/native/vitrine
  set(_jdk_include "${VITRINE_JAVA_HOME}/include")
  foreach(_spec IN LISTS _jvmti_agents)
    string(REPLACE "=" ";" _parts "${_spec}")
    list(GET _parts 0 _name)
    list(GET _parts 1 _dir)
    file(GLOB _srcs CONFIGURE_DEPENDS "${_dir}/*.c")
    add_library(jvmtiagent_${_name} SHARED ${_srcs})
    target_include_directories(jvmtiagent_${_name} PRIVATE "${CMAKE_SOURCE_DIR}/include")
    target_link_libraries(jvmtiagent_${_name} PRIVATE vitrine_flags)
    # agents are often C99: include/jvmti.h must be strict C99 too
    target_compile_options(jvmtiagent_${_name} PRIVATE -pedantic)
    set_target_properties(jvmtiagent_${_name} PROPERTIES OUTPUT_NAME ${_name} C_STANDARD 99
      LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/native-tests/jvmti/lib")
    add_library(jvmtiagent_${_name}_jdk SHARED ${_srcs})
    target_include_directories(jvmtiagent_${_name}_jdk BEFORE PRIVATE "${_jdk_include}" "${_jdk_include}/linux")
    target_compile_options(jvmtiagent_${_name}_jdk PRIVATE -Wall -Wextra $<$<BOOL:${VITRINE_WERROR}>:-Werror>)
    set_target_properties(jvmtiagent_${_name}_jdk PROPERTIES OUTPUT_NAME ${_name}
      LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/native-tests/jvmti/lib-jdk")
  endforeach()
endif()
