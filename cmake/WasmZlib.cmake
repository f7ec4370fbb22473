# zlib for the WebAssembly build, compiled from Debian's source package (Emscripten's zlib port
# cannot be used: the Emscripten cache is frozen and there is no network). scripts/setup.sh unpacks
# the sources into build/deps/zlib. Defines the static library vitrine_zlib, alias ZLIB::ZLIB.

set(_zlib_files adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate
                inftrees trees uncompr zutil)
if(NOT EXISTS "${VITRINE_ZLIB_SOURCE_DIR}/zlib.h" OR NOT EXISTS "${VITRINE_ZLIB_SOURCE_DIR}/zconf.h")
  message(FATAL_ERROR "zlib sources not found in ${VITRINE_ZLIB_SOURCE_DIR}: run scripts/setup.sh "
                      "(or `make setup`), which fetches Debian's zlib source package there.")
endif()
set(_zlib_sources)
foreach(f IN LISTS _zlib_files)
  list(APPEND _zlib_sources "${VITRINE_ZLIB_SOURCE_DIR}/${f}.c")
endforeach()

add_library(vitrine_zlib STATIC ${_zlib_sources})
target_compile_definitions(vitrine_zlib PRIVATE HAVE_UNISTD_H HAVE_STDARG_H)
target_compile_options(vitrine_zlib PRIVATE -w)  # third-party code: not subject to our warnings
# SYSTEM: <zlib.h> is found like a system header, so its declarations do not trip -Werror.
target_include_directories(vitrine_zlib SYSTEM PUBLIC "${VITRINE_ZLIB_SOURCE_DIR}")
add_library(ZLIB::ZLIB ALIAS vitrine_zlib)
