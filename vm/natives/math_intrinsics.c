/* math_intrinsics.c: java.lang.Math methods that HotSpot computes with its own math routines even in
   the interpreter (sin, cos, tan, exp, log, log10, pow). Their Java bodies delegate to StrictMath
   (fdlibm), whose results can differ in the last bit; running them on the C library's functions (which
   are within one ulp and correctly rounded in the common cases, like HotSpot's) gives the results
   HotSpot programs see. classes.c binds these as intrinsics; the interpreter calls them without a
   frame, so they must stay leaf functions that cannot throw. */
#include <math.h>

#include "../internal.h"

#define UNARY(name, fn)                                              \
    static NativeResult Math_##name(Thread *t, Slot *args, Slot *ret) { \
        (void)t;                                                     \
        ret->d = fn(args[0].d);                                      \
        return NR_OK;                                                \
    }
UNARY(sin, sin)
UNARY(cos, cos)
UNARY(tan, tan)
UNARY(exp, exp)
UNARY(log, log)
UNARY(log10, log10)
UNARY(sqrt, sqrt) /* correctly rounded everywhere */

/* Java's pow differs from C's in its special cases: a NaN exponent always gives NaN, and so does
   (+-1)^(+-infinity). */
static NativeResult Math_pow(Thread *t, Slot *args, Slot *ret) {
    (void)t;
    double x = args[0].d, y = args[2].d;
    if (isnan(y) || (isinf(y) && fabs(x) == 1.0)) ret->d = NAN;
    else ret->d = pow(x, y);
    return NR_OK;
}

const NativeDef vm_natives_math[] = {
    {"java/lang/Math", "sin", "(D)D", Math_sin},
    {"java/lang/Math", "cos", "(D)D", Math_cos},
    {"java/lang/Math", "tan", "(D)D", Math_tan},
    {"java/lang/Math", "exp", "(D)D", Math_exp},
    {"java/lang/Math", "log", "(D)D", Math_log},
    {"java/lang/Math", "log10", "(D)D", Math_log10},
    {"java/lang/Math", "sqrt", "(D)D", Math_sqrt},
    {"java/lang/Math", "pow", "(DD)D", Math_pow},
    {NULL, NULL, NULL, NULL},
};
