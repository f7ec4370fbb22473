# The start-up snapshot of the Node program (docs/SNAPSHOT.md): after every link of vitrine.js, the VM
# runs under Node up to the snapshot point and its memory is written to build/wasm/vitrine.snapshot,
# for the class library image the Node launcher uses by default (the host's JDK 17, else the build's
# small image). wasm-bridge/node-vm.mjs starts from it when the module and the image are the same.

set(_snapshot_classes "${CMAKE_CURRENT_SOURCE_DIR}/cmake/snapshot-classes.txt")
set(VITRINE_SNAPSHOT_JAVA_HOME "" CACHE PATH "Class library image of the start-up snapshot (default: the host's JDK 17, else the build's small image)")
set(_snapshot_home "${VITRINE_SNAPSHOT_JAVA_HOME}")
if(NOT _snapshot_home)
  foreach(_home "$ENV{JAVA_HOME}" "/usr/lib/jvm/java-17-openjdk-amd64")
    if(_home AND EXISTS "${_home}/lib/modules" AND EXISTS "${_home}/release")
      file(STRINGS "${_home}/release" _version REGEX "^JAVA_VERSION=\"17[.\"]")
      if(_version)
        set(_snapshot_home "${_home}")
        break()
      endif()
    endif()
  endforeach()
endif()
if(NOT _snapshot_home)
  set(_snapshot_home "${CMAKE_BINARY_DIR}/jdk")
endif()

add_custom_command(TARGET vitrine POST_BUILD
  COMMAND "${VITRINE_NODE}" "${CMAKE_CURRENT_SOURCE_DIR}/wasm-bridge/bin/make-snapshot.mjs"
          "${CMAKE_BINARY_DIR}" "${_snapshot_home}" "${_snapshot_classes}"
  WORKING_DIRECTORY "${CMAKE_BINARY_DIR}"
  COMMENT "Start-up snapshot build/wasm/vitrine.snapshot"
  VERBATIM)
set_property(TARGET vitrine APPEND PROPERTY LINK_DEPENDS
  "${_snapshot_classes}" "${CMAKE_CURRENT_SOURCE_DIR}/wasm-bridge/bin/make-snapshot.mjs"
  "${CMAKE_CURRENT_SOURCE_DIR}/wasm-bridge/snapshot.mjs")
