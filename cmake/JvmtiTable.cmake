# The JVMTI function table (<build>/jvmti_table.c): scripts/gen-jvmti.mjs --table writes it from
# jvmti/interface.def and the jvmti_<Name> functions defined in jvmti/*.c, so a function becomes
# reachable from agents when its definition is added, without editing the description. The committed
# outputs of the generator (include/jvmti.h, jvmti/functions.h, the ABI check, docs/JVMTI.md's status
# table) are checked by node-tests/jvmti.test.mjs (--check). Sets VITRINE_JVMTI_TABLE.

find_program(VITRINE_NODE node)
if(NOT VITRINE_NODE)
  message(FATAL_ERROR "node not found: it runs scripts/gen-jvmti.mjs")
endif()

file(GLOB _jvmti_sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/jvmti/*.c")
set(VITRINE_JVMTI_TABLE "${CMAKE_BINARY_DIR}/jvmti_table.c")
add_custom_command(
  OUTPUT "${VITRINE_JVMTI_TABLE}"
  COMMAND "${VITRINE_NODE}" "${CMAKE_SOURCE_DIR}/scripts/gen-jvmti.mjs" --table "${VITRINE_JVMTI_TABLE}"
  DEPENDS "${CMAKE_SOURCE_DIR}/scripts/gen-jvmti.mjs" "${CMAKE_SOURCE_DIR}/jvmti/interface.def" ${_jvmti_sources}
  COMMENT "JVMTI function table (scripts/gen-jvmti.mjs --table)"
  VERBATIM)
