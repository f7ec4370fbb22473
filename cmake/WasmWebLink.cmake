# The browser program: build/wasm/web/vitrine-web.js (CommonJS, MODULARIZE, factory createVitrineWeb)
# and vitrine-web.wasm, linked from the same objects as build/wasm/vitrine.js but for a Web Worker (and
# a Node worker_threads worker): an in-memory file system (MEMFS) instead of the host's files, and no
# Node-only glue. wasm-bridge/web/worker.mjs loads it; it installs the class library under /jdk (the
# class pack build/wasm/web/pack, cmake/WasmWebImage.cmake) and gives fds 1 and 2 devices of its own
# (wasm-bridge/web/output.mjs) in preRun, so no --pre-js is needed (the Node program's
# wasm-bridge/pre.js only patches NODERAWFS).

set(VITRINE_WEB_DIR "${CMAKE_BINARY_DIR}/web")
add_executable(vitrine_web ${VITRINE_LAUNCHER_SOURCES})
target_link_libraries(vitrine_web PRIVATE vitrine_core vitrine_flags)
set_target_properties(vitrine_web PROPERTIES
  OUTPUT_NAME vitrine-web
  RUNTIME_OUTPUT_DIRECTORY "${VITRINE_WEB_DIR}")
# The bridge's agent (and any user agents) are linked in, as in the Node program.
vitrine_jvmti_static_agents(vitrine_web AGENTS ${_vitrine_agents})

target_link_options(vitrine_web PRIVATE
  -sMODULARIZE=1
  -sEXPORT_NAME=createVitrineWeb
  -sENVIRONMENT=web,worker,node  # a Web Worker in the page; a worker_threads worker under Node
  -sFORCE_FILESYSTEM=1           # MEMFS, filled by the worker before main
  -lnodefs.js                    # under Node the worker mounts the host's image instead of fetching it
  -sEXIT_RUNTIME=1
  -sINVOKE_RUN=0                 # the worker calls callMain(argv)
  -sEXPORTED_RUNTIME_METHODS=callMain,ENV,HEAPU8,FS
  -sALLOW_MEMORY_GROWTH=1
  -sMAXIMUM_MEMORY=4GB
  -sTOTAL_STACK=8MB
  -sNODEJS_CATCH_EXIT=0
  -sNODEJS_CATCH_REJECTION=0
  $<$<CONFIG:Debug>:-sASSERTIONS=2>
  $<$<CONFIG:Debug>:-sSTACK_OVERFLOW_CHECK=2>)
