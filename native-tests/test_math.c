/* test_math.c: the VM's math libraries (vm/natives/fdlibm.c, x86_libm.c) against the bits HotSpot 17
 * returns, read from native-tests/data/math/hotspot.txt (written by scripts/gen-math-data.sh, which
 * runs HotSpot; a larger table made by that script can be given as the first argument, and the
 * agreement counts printed are how docs/ARCHITECTURE.md's numbers were measured).
 *
 * - StrictMath's natives (fdlibm): every result identical, NaN bits included;
 * - Math.sin, cos, tan, exp, log, log10, pow (HotSpot's own routines): identical on the special values
 *   and on Math.sin/cos/log of 1..1000 (which programs sum up and print); elsewhere at most one ulp
 *   away, on no more than the share of arguments measured when this was written.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "natives/mathlib.h"

static const char *table_path = VITRINE_SOURCE_DIR "/native-tests/data/math/hotspot.txt";

static uint64_t bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static double from_bits(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

typedef double (*Fn1)(double);
typedef double (*Fn2)(double, double);

static const struct {
    const char *name;
    Fn1 f1;
    Fn2 f2;
    /* allowed share of one-ulp differences, in parts per 10,000 (0: all must be identical) */
    int max_per_10k;
} functions[] = {
    {"StrictMath.sin", fdlibm_sin, NULL, 0},
    {"StrictMath.cos", fdlibm_cos, NULL, 0},
    {"StrictMath.tan", fdlibm_tan, NULL, 0},
    {"StrictMath.asin", fdlibm_asin, NULL, 0},
    {"StrictMath.acos", fdlibm_acos, NULL, 0},
    {"StrictMath.atan", fdlibm_atan, NULL, 0},
    {"StrictMath.log", fdlibm_log, NULL, 0},
    {"StrictMath.log10", fdlibm_log10, NULL, 0},
    {"StrictMath.sqrt", fdlibm_sqrt, NULL, 0},
    {"StrictMath.sinh", fdlibm_sinh, NULL, 0},
    {"StrictMath.cosh", fdlibm_cosh, NULL, 0},
    {"StrictMath.tanh", fdlibm_tanh, NULL, 0},
    {"StrictMath.expm1", fdlibm_expm1, NULL, 0},
    {"StrictMath.log1p", fdlibm_log1p, NULL, 0},
    {"StrictMath.atan2", NULL, fdlibm_atan2, 0},
    {"StrictMath.IEEEremainder", NULL, fdlibm_remainder, 0},
    /* measured on 144,042 arguments (pow: 120,289 pairs): sin 23, cos 25, tan 384, exp 185, log 0,
       log10 2, pow 77 */
    {"Math.sin", x86libm_sin, NULL, 5},
    {"Math.cos", x86libm_cos, NULL, 5},
    {"Math.tan", x86libm_tan, NULL, 50},
    {"Math.exp", x86libm_exp, NULL, 30},
    {"Math.log", x86libm_log, NULL, 0},
    {"Math.log10", x86libm_log10, NULL, 2},
    {"Math.pow", NULL, x86libm_pow, 20},
};
#define N_FUNCTIONS (sizeof functions / sizeof functions[0])

typedef struct {
    long calls, differ, far, special_differ, int_differ;
} Tally;

static Tally tally[N_FUNCTIONS];

/* arguments on which Math's functions must agree exactly: NaN, infinities, zeros, the extremes, and
   (for sin, cos, log) the integers 1..1000 */
static bool must_be_exact(const char *name, double x, double y, bool binary)
{
    if (!isfinite(x) || x == 0 || fabs(x) == DBL_MAX || fabs(x) == 1.0) return true;
    if (binary) return !isfinite(y) || y == 0 || y == 1.0;
    bool small_int = x >= 1 && x <= 1000 && x == floor(x);
    return small_int && (!strcmp(name, "Math.sin") || !strcmp(name, "Math.cos") || !strcmp(name, "Math.log"));
}

/* distance in ulps between two finite doubles of the same sign (large otherwise) */
static uint64_t ulps(double a, double b)
{
    if (isnan(a) || isnan(b) || signbit(a) != signbit(b)) return UINT64_MAX;
    uint64_t x = bits(a), y = bits(b);
    return x > y ? x - y : y - x;
}

static void run_table(void **state)
{
    (void)state;
    FILE *f = fopen(table_path, "r");
    if (!f) fail_msg("cannot open %s (scripts/gen-math-data.sh writes it)", table_path);
    char line[256];
    int fn = -1;
    int shown = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '@') {
            line[strcspn(line, "\n")] = 0;
            fn = -1;
            for (size_t i = 0; i < N_FUNCTIONS; i++)
                if (!strcmp(functions[i].name, line + 1)) fn = (int)i;
            if (fn < 0) fail_msg("%s: unknown function %s", table_path, line + 1);
            continue;
        }
        if (fn < 0) fail_msg("%s: data before the first @function line", table_path);
        unsigned long long xb, yb, rb;
        int n = sscanf(line, "%llx %llx %llx", &xb, &yb, &rb);
        double x = from_bits(xb), y = 0, got;
        if (functions[fn].f1) {
            if (n != 2) fail_msg("bad line for %s: %s", functions[fn].name, line);
            rb = yb;
            got = functions[fn].f1(x);
        } else {
            if (n != 3) fail_msg("bad line for %s: %s", functions[fn].name, line);
            y = from_bits(yb);
            got = functions[fn].f2(x, y);
        }
        Tally *t = &tally[fn];
        t->calls++;
        if (bits(got) == rb) continue;
        t->differ++;
        double want = from_bits(rb);
        bool exact_required = functions[fn].max_per_10k == 0 || must_be_exact(functions[fn].name, x, y, functions[fn].f2 != NULL);
        if (ulps(got, want) > 1) t->far++;
        if (exact_required) t->special_differ++;
        if ((ulps(got, want) > 1 || exact_required) && shown++ < 20) {
            if (functions[fn].f1)
                print_error("%s(%a) = %a (%016llx), HotSpot: %a (%016llx)\n", functions[fn].name, x, got,
                            (unsigned long long)bits(got), want, rb);
            else
                print_error("%s(%a, %a) = %a (%016llx), HotSpot: %a (%016llx)\n", functions[fn].name, x, y, got,
                            (unsigned long long)bits(got), want, rb);
        }
    }
    fclose(f);

    int failures = 0;
    for (size_t i = 0; i < N_FUNCTIONS; i++) {
        Tally *t = &tally[i];
        printf("%-26s %8ld calls, %6ld differ from HotSpot (%.4f%%)\n", functions[i].name, t->calls, t->differ,
               t->calls ? 100.0 * (double)t->differ / (double)t->calls : 0.0);
        if (t->calls == 0) {
            print_error("%s: not in the table\n", functions[i].name);
            failures++;
        }
        /* the measured share, plus a few for the sampling noise of a small table */
        long allowed = functions[i].max_per_10k ? (long)functions[i].max_per_10k * t->calls / 10000 + 3 : 0;
        if (t->far || t->special_differ || t->differ > allowed) {
            print_error("%s: %ld differ (%ld allowed), %ld by more than an ulp, %ld where it must be exact\n",
                        functions[i].name, t->differ, allowed, t->far, t->special_differ);
            failures++;
        }
    }
    assert_int_equal(failures, 0);
}

/* Properties HotSpot's results have that do not depend on a table. */
static void special_values(void **state)
{
    (void)state;
    /* NaN bits as on x86: an invalid operation gives the negative default NaN, a NaN argument is quieted */
    assert_true(bits(x86libm_log(-1.0)) == 0xfff8000000000000ULL);
    assert_true(bits(x86libm_sin(INFINITY)) == 0xfff8000000000000ULL);
    assert_true(bits(x86libm_exp(from_bits(0x7ff0000000000123ULL))) == 0x7ff8000000000123ULL);
    assert_true(bits(x86libm_pow(1.0, INFINITY)) == 0x7ff8000000000000ULL);
    assert_true(bits(x86libm_pow(-2.0, 0.5)) == 0xfff8000000000000ULL);
    /* exact cases */
    assert_true(x86libm_pow(2.0, 10.0) == 1024.0);
    assert_true(x86libm_pow(-0.0, -1.0) == -INFINITY);
    assert_true(x86libm_pow(10.0, -2.0) == 0.01);
    assert_true(x86libm_pow(63.0, 9.0) == 15633814156853824.0); /* 63^9 is halfway: ties to even */
    assert_true(x86libm_log10(1000.0) == 3.0);
    assert_true(x86libm_exp(0.0) == 1.0 && x86libm_log(1.0) == 0.0);
    assert_true(bits(x86libm_sin(-0.0)) == 0x8000000000000000ULL && x86libm_cos(-0.0) == 1.0);
    /* the ends of exp's range */
    assert_true(x86libm_exp(709.78) < INFINITY && x86libm_exp(709.79) == INFINITY);
    assert_true(bits(x86libm_exp(-745.1332191019411)) == 1 && x86libm_exp(-745.2) == 0.0);
}

int main(int argc, char **argv)
{
    if (argc > 1) table_path = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(run_table),
        cmocka_unit_test(special_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
