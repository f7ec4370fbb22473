/* test_jni_abi.c: include/jni.h against the JDK's jni.h. The real test is at compile time
   (native-tests/jni/abi_check.c: every function table slot, struct member, size and constant is
   compared with _Static_assert); this only reports that it compiled, and checks the count. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "jni/abi_check.c"

static void abi_matches(void **state) {
    (void)state;
    assert_int_equal(vitrine_jni_abi_checked(), 230); /* functions after the 4 reserved slots (JNI 10) */
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(abi_matches)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
