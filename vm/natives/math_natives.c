/* math_natives.c: the native methods of java.lang.StrictMath (fdlibm, fdlibm.c) and the intrinsics of
   java.lang.Math that HotSpot computes with its own routines even in the interpreter: sin, cos, tan,
   exp, log, log10 and pow (x86_libm.c), and sqrt. classes.c binds the Math entries as intrinsics; the
   interpreter calls them without a frame, so they must stay leaf functions that cannot throw. The
   other Math methods are Java code that calls StrictMath, as in HotSpot. */
#include <math.h>

#include "../internal.h"
#include "mathlib.h"

#define UNARY(cls, name, fn)                                             \
    static NativeResult cls##_##name(Thread *t, Slot *args, Slot *ret) { \
        (void)t;                                                         \
        ret->d = fn(args[0].d);                                          \
        return NR_OK;                                                    \
    }
#define BINARY(cls, name, fn)                                            \
    static NativeResult cls##_##name(Thread *t, Slot *args, Slot *ret) { \
        (void)t;                                                         \
        ret->d = fn(args[0].d, args[2].d);                               \
        return NR_OK;                                                    \
    }

UNARY(Math, sin, x86libm_sin)
UNARY(Math, cos, x86libm_cos)
UNARY(Math, tan, x86libm_tan)
UNARY(Math, exp, x86libm_exp)
UNARY(Math, log, x86libm_log)
UNARY(Math, log10, x86libm_log10)
UNARY(Math, sqrt, sqrt) /* correctly rounded everywhere */
BINARY(Math, pow, x86libm_pow)

UNARY(StrictMath, sin, fdlibm_sin)
UNARY(StrictMath, cos, fdlibm_cos)
UNARY(StrictMath, tan, fdlibm_tan)
UNARY(StrictMath, asin, fdlibm_asin)
UNARY(StrictMath, acos, fdlibm_acos)
UNARY(StrictMath, atan, fdlibm_atan)
UNARY(StrictMath, log, fdlibm_log)
UNARY(StrictMath, log10, fdlibm_log10)
UNARY(StrictMath, sqrt, fdlibm_sqrt)
BINARY(StrictMath, IEEEremainder, fdlibm_remainder)
BINARY(StrictMath, atan2, fdlibm_atan2)
UNARY(StrictMath, sinh, fdlibm_sinh)
UNARY(StrictMath, cosh, fdlibm_cosh)
UNARY(StrictMath, tanh, fdlibm_tanh)
UNARY(StrictMath, expm1, fdlibm_expm1)
UNARY(StrictMath, log1p, fdlibm_log1p)

#define M "java/lang/Math"
#define SM "java/lang/StrictMath"

const NativeDef vm_natives_math[] = {
    {M, "sin", "(D)D", Math_sin},
    {M, "cos", "(D)D", Math_cos},
    {M, "tan", "(D)D", Math_tan},
    {M, "exp", "(D)D", Math_exp},
    {M, "log", "(D)D", Math_log},
    {M, "log10", "(D)D", Math_log10},
    {M, "sqrt", "(D)D", Math_sqrt},
    {M, "pow", "(DD)D", Math_pow},

    {SM, "sin", "(D)D", StrictMath_sin},
    {SM, "cos", "(D)D", StrictMath_cos},
    {SM, "tan", "(D)D", StrictMath_tan},
    {SM, "asin", "(D)D", StrictMath_asin},
    {SM, "acos", "(D)D", StrictMath_acos},
    {SM, "atan", "(D)D", StrictMath_atan},
    {SM, "log", "(D)D", StrictMath_log},
    {SM, "log10", "(D)D", StrictMath_log10},
    {SM, "sqrt", "(D)D", StrictMath_sqrt},
    {SM, "IEEEremainder", "(DD)D", StrictMath_IEEEremainder},
    {SM, "atan2", "(DD)D", StrictMath_atan2},
    {SM, "sinh", "(D)D", StrictMath_sinh},
    {SM, "cosh", "(D)D", StrictMath_cosh},
    {SM, "tanh", "(D)D", StrictMath_tanh},
    {SM, "expm1", "(D)D", StrictMath_expm1},
    {SM, "log1p", "(D)D", StrictMath_log1p},
    {NULL, NULL, NULL, NULL},
};
