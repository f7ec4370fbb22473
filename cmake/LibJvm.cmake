# libjvm.so (native builds): Vitrine's stand-in for the VM library the JDK's own native libraries are
# linked against (vm/libjvm/libjvm.c). Built beside the launcher and libvitrine.so, where
# jvmti/agents.c looks for it before opening an agent library such as the JDK's libjdwp.so.
add_library(vitrine_libjvm SHARED "${CMAKE_CURRENT_SOURCE_DIR}/vm/libjvm/libjvm.c")
target_link_libraries(vitrine_libjvm PRIVATE vitrine_flags)
set(_libjvm_map "${CMAKE_CURRENT_SOURCE_DIR}/vm/libjvm/libjvm.map")
target_link_options(vitrine_libjvm PRIVATE "LINKER:--version-script=${_libjvm_map}")
set_target_properties(vitrine_libjvm PROPERTIES
  OUTPUT_NAME jvm
  LINK_DEPENDS "${_libjvm_map}"
  LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}")
# the launcher loads it at run time: building the launcher builds it
add_dependencies(vitrine vitrine_libjvm)
