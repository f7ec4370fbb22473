# The JVMTI query test of the native builds (included by NativeTests.cmake):
# - native-tests/jvmti/java (the classes the test looks at) and native-tests/jvmti/expect (the program
#   that writes what the test expects) compiled with javac (JvmtiTestClasses.cmake);
# - those classes packed into query-expect.jar, run on HotSpot (the host JDK's java) as an executable
#   jar whose Launcher-Agent-Class gives it Instrumentation: it writes expected.txt from the class
#   files and from HotSpot (class file facts, modifiers, object sizes);
# - test_jvmti_queries boots the VM on the same classes and compares (node-tests/jvmti-queries.test.mjs
#   compares the WebAssembly VM's answers with the same file).

include(JvmtiTestClasses) # the classes, _jvmti_dir, _jvmti_out, _jvmti_classes_stamp
find_program(VITRINE_JAVA java PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
find_program(VITRINE_JAR jar PATHS "${VITRINE_JAVA_HOME}/bin" NO_DEFAULT_PATH)
if(NOT VITRINE_JAVA OR NOT VITRINE_JAR)
  message(FATAL_ERROR "java or jar not found in ${VITRINE_JAVA_HOME}/bin: run scripts/setup.sh")
endif()

# The classes expected.txt describes: the test's own and JDK classes the VM has run (and quickened).
set(_jvmti_expect_classes
  QueryTarget QueryTarget$Inner QueryTarget$Shape QueryTarget$Square QueryTarget$Color QueryTarget$Broken
  QueryShape java/lang/Object java/lang/String java/lang/Integer java/lang/Thread java/lang/Character
  java/util/HashMap java/util/ArrayList java/util/concurrent/ConcurrentHashMap java/lang/invoke/MethodHandle
  java/lang/invoke/MethodHandles$Lookup)

file(WRITE "${_jvmti_out}/manifest.txt"
  "Main-Class: QueryExpectations\nLauncher-Agent-Class: QueryExpectations\n")
set(_jvmti_expected "${_jvmti_out}/expected.txt")
add_custom_command(
  OUTPUT "${_jvmti_expected}"
  COMMAND "${VITRINE_JAR}" --create --file "${_jvmti_out}/query-expect.jar"
          --manifest "${_jvmti_out}/manifest.txt" -C "${_jvmti_out}/classes" .
  COMMAND "${VITRINE_JAVA}" -Xshare:off -jar "${_jvmti_out}/query-expect.jar" "${_jvmti_expected}"
          ${_jvmti_expect_classes}
  DEPENDS "${_jvmti_classes_stamp}"
  COMMENT "expected.txt of the JVMTI query tests, from the class files and HotSpot"
  VERBATIM)
add_custom_target(vitrine_jvmti_expected ALL DEPENDS "${_jvmti_expected}")
# The classes' rule belongs to vitrine_jvmti_test_classes: without this order the Makefile generator
# gives this target its own copy of that rule, and a parallel build runs both (one removes the
# classes directory while the other packs it).
add_dependencies(vitrine_jvmti_expected vitrine_jvmti_test_classes)

if(TARGET test_jvmti_queries)
  add_dependencies(test_jvmti_queries vitrine_jvmti_expected)
  target_compile_definitions(test_jvmti_queries PRIVATE
    VITRINE_JVMTI_CLASSES="${_jvmti_out}/classes"
    VITRINE_JVMTI_EXPECTED="${_jvmti_expected}")
endif()
