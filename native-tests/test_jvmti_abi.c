/* test_jvmti_abi.c: include/jvmti.h against the JDK's jvmti.h. Most of the test happens at compile
   time (native-tests/jvmti/abi_check.c, generated: every table slot's and callback's signature, every
   constant, struct size and member offset is compared with _Static_assert); at run time the position
   of every capability bit is compared, and the counts of what was compared are checked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "jvmti/abi_check.c"

static void layout_matches(void **state) {
    (void)state;
    int slots, events, capabilities;
    vitrine_jvmti_abi_counts(&slots, &events, &capabilities);
    assert_int_equal(slots, 156);       /* JVMTI 17's function table */
    assert_int_equal(events, 32);       /* events 50..86 without the reserved numbers */
    assert_int_equal(capabilities, 44);
    assert_int_equal(sizeof(V_jvmtiCapabilities), 16);
}

static void capability_bits_match(void **state) {
    (void)state;
    const char *wrong = vitrine_jvmti_abi_capability_mismatch();
    if (wrong) fail_msg("capability %s is not at the JDK's bit", wrong);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(layout_matches),
        cmocka_unit_test(capability_bits_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
