# The WebAssembly program: build/wasm/vitrine.js (CommonJS, MODULARIZE, factory createVitrine) and
# vitrine.wasm, plus the class library image build/wasm/jdk that the VM reads through NODERAWFS.
# wasm-bridge/bin/vitrine.mjs loads it under Node (passing wasmBinary and the environment) and calls
# callMain(argv).

# Emscripten's glue is CommonJS: a package.json at the top of the build directory says so, whatever a
# package.json above it says (a "type": "module" there would make Node load the glue as an ES module).
file(CONFIGURE OUTPUT "${CMAKE_BINARY_DIR}/package.json" CONTENT "{ \"type\": \"commonjs\" }\n")

set(_pre_js "${CMAKE_CURRENT_SOURCE_DIR}/wasm-bridge/pre.js")
target_link_options(vitrine PRIVATE
  -sMODULARIZE=1
  -sEXPORT_NAME=createVitrine
  -sENVIRONMENT=node
  -sNODERAWFS=1                  # the host's real files: class path, JDK image, temp files; real cwd
  -sEXIT_RUNTIME=1               # flush stdio and report the exit status at exit
  -sINVOKE_RUN=0                 # the loader calls callMain(argv)
  -sEXPORTED_RUNTIME_METHODS=callMain,ENV,HEAPU8
  -sALLOW_MEMORY_GROWTH=1
  -sMAXIMUM_MEMORY=4GB
  -sTOTAL_STACK=8MB              # C stack (3.1.6 rejects -sSTACK_SIZE)
  -sNODEJS_CATCH_EXIT=0          # the loader handles exit status and errors itself
  -sNODEJS_CATCH_REJECTION=0
  "SHELL:--pre-js \"${_pre_js}\""
  $<$<CONFIG:Debug>:-sASSERTIONS=2>
  $<$<CONFIG:Debug>:-sSTACK_OVERFLOW_CHECK=2>)
set_property(TARGET vitrine APPEND PROPERTY LINK_DEPENDS "${_pre_js}")

include(JdkImage)         # the class library image <build>/jdk (target vitrine_jdk_image)
add_dependencies(vitrine vitrine_jdk_image)
