# run-golden.cmake: runs one Java program on a Vitrine launcher and compares its stdout, stderr and
# exit status with a HotSpot golden (<EXPECTED>/<PROGRAM>.out/.err/.exit), failing with a clear
# message when they differ or when the run does not finish within TIMEOUT seconds (a hang: the
# process is killed). Used by ctest (cmake/StressTests.cmake):
#   cmake -DLAUNCHER=... -DCLASSES=... -DPROGRAM=... [-DARGS="a b"] -DEXPECTED=... -DWORK_DIR=...
#         [-DJAVA_HOME=...] -DTIMEOUT=seconds -P run-golden.cmake

foreach(_v LAUNCHER CLASSES PROGRAM EXPECTED WORK_DIR TIMEOUT)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "run-golden.cmake: -D${_v}=... is required")
  endif()
endforeach()
if(NOT EXISTS "${LAUNCHER}")
  message(FATAL_ERROR "the launcher ${LAUNCHER} is not built")
endif()

# The environment of the corpus runs: no options injected by the caller's environment.
unset(ENV{JAVA_TOOL_OPTIONS})
unset(ENV{JDK_JAVA_OPTIONS})
unset(ENV{_JAVA_OPTIONS})
if(JAVA_HOME AND NOT DEFINED ENV{VITRINE_JAVA_HOME})
  set(ENV{VITRINE_JAVA_HOME} "${JAVA_HOME}")
endif()
set(ENV{LANG} "C.UTF-8")
set(ENV{LC_ALL} "C.UTF-8")
set(ENV{TZ} "UTC")

separate_arguments(_args UNIX_COMMAND "${ARGS}")
set(_scratch "${WORK_DIR}/${PROGRAM}.scratch")
file(REMOVE_RECURSE "${_scratch}")
file(MAKE_DIRECTORY "${_scratch}")
set(_cmd "${LAUNCHER}" -cp "${CLASSES}" "${PROGRAM}" ${_args})
string(JOIN " " _shown ${_cmd})

string(TIMESTAMP _t0 "%s")
execute_process(
  COMMAND ${_cmd}
  WORKING_DIRECTORY "${_scratch}"
  INPUT_FILE /dev/null
  OUTPUT_FILE "${WORK_DIR}/${PROGRAM}.out"
  ERROR_FILE "${WORK_DIR}/${PROGRAM}.err"
  RESULT_VARIABLE _status
  TIMEOUT ${TIMEOUT})
string(TIMESTAMP _t1 "%s")
math(EXPR _secs "${_t1} - ${_t0}")
file(REMOVE_RECURSE "${_scratch}")
message(STATUS "${_shown}: exit ${_status} after ${_secs} s (output in ${WORK_DIR}/${PROGRAM}.out/.err)")

if(NOT _status MATCHES "^-?[0-9]+$")
  # "Process terminated due to timeout", or a signal ("Child aborted", "Segmentation fault", ...)
  if(_status MATCHES "timeout")
    message(FATAL_ERROR "${PROGRAM} did not finish within ${TIMEOUT} s and was killed (a hang or a deadlock): ${_shown}")
  endif()
  file(READ "${WORK_DIR}/${PROGRAM}.err" _err)
  message(FATAL_ERROR "${PROGRAM} died: ${_status}\n${_err}")
endif()

file(READ "${EXPECTED}/${PROGRAM}.exit" _want_status)
string(STRIP "${_want_status}" _want_status)
set(_problems "")
if(NOT _status EQUAL _want_status)
  string(APPEND _problems "exit status ${_status}, HotSpot's ${_want_status}\n")
endif()
foreach(_stream out err)
  file(READ "${EXPECTED}/${PROGRAM}.${_stream}" _want)
  file(READ "${WORK_DIR}/${PROGRAM}.${_stream}" _got)
  if(NOT _want STREQUAL _got)
    string(APPEND _problems "std${_stream} differs from HotSpot's\n--- expected (${EXPECTED}/${PROGRAM}.${_stream})\n${_want}\n+++ actual (${WORK_DIR}/${PROGRAM}.${_stream})\n${_got}\n")
  endif()
endforeach()
if(_problems)
  message(FATAL_ERROR "${PROGRAM} does not behave as on HotSpot (${_shown}):\n${_problems}")
endif()
