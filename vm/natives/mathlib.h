/* mathlib.h: the VM's two libraries of double functions, both free of the C library's own
   approximations so that every build gives the same bits:
   - fdlibm_*: fdlibm 5.3, which StrictMath must reproduce exactly (fdlibm.c);
   - x86libm_*: the results HotSpot 17 on x86_64 gives for Math.sin, cos, tan, exp, log, log10 and
     pow, which it computes with its own routines even in the interpreter (x86_libm.c). */
#ifndef VITRINE_MATHLIB_H
#define VITRINE_MATHLIB_H

double fdlibm_sin(double x);
double fdlibm_cos(double x);
double fdlibm_tan(double x);
double fdlibm_asin(double x);
double fdlibm_acos(double x);
double fdlibm_atan(double x);
double fdlibm_atan2(double y, double x);
double fdlibm_exp(double x);
double fdlibm_expm1(double x);
double fdlibm_log(double x);
double fdlibm_log10(double x);
double fdlibm_log1p(double x);
double fdlibm_sinh(double x);
double fdlibm_cosh(double x);
double fdlibm_tanh(double x);
double fdlibm_sqrt(double x);
double fdlibm_remainder(double x, double p);
/* x = n*pi/2 + (y[0] + y[1]) with |y[0] + y[1]| <= pi/4; returns n */
int fdlibm_rem_pio2(double x, double *y);

double x86libm_sin(double x);
double x86libm_cos(double x);
double x86libm_tan(double x);
double x86libm_exp(double x);
double x86libm_log(double x);
double x86libm_log10(double x);
double x86libm_pow(double x, double y);

#endif
