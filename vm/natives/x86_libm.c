/* x86_libm.c: Math.sin, cos, tan, exp, log, log10 and pow as HotSpot 17 computes them on x86_64.

   HotSpot does not run these methods' Java bodies (which call StrictMath, i.e. fdlibm): even its
   interpreter calls its own routines (Intel's LIBM), whose results are within one ulp but not always
   the correctly rounded ones, and Java programs see and print those bits. What is done here, measured
   against HotSpot on some 130,000 arguments per function (docs/ARCHITECTURE.md, "Math", has the numbers):

   - sin and cos follow the published description of HotSpot's algorithm: x = N*pi/32 + r + c, a
     64-entry table for B = (N mod 64)*pi/32 holding sigma (the power of two nearest cos B),
     cos B - sigma and sin B in two pieces, the Taylor polynomials of sin r - r and cos r - 1, and the
     two compensated summations in the described order. All constants are re-derived with mpmath
     (scripts/gen-mathlib-tables.py). Huge arguments are reduced with fdlibm's exact reduction.
     This reproduces HotSpot's last bit, including its misrounded cases, on all but about 2 in 10,000
     arguments.
   - tan, exp, log, log10 and pow are computed in double-double arithmetic (about 2^-80 relative
     error) and rounded once, so they are correctly rounded on all but astronomically rare arguments.
     HotSpot's log and log10 agree with that on (nearly) every argument measured; its tan, exp and pow
     are misrounded on 0.07-0.3% of arguments, where these functions differ from it by one ulp.

   Only exact IEEE double operations are used (products are split, never fused: this file is compiled
   with -ffp-contract=off), so the native and WebAssembly builds give the same bits. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "mathlib.h"
#include "x86_libm_tables.h"

/* ================================================================ double-double arithmetic */

typedef struct {
    double hi, lo;
} dd;

static inline dd two_sum(double a, double b)
{
    double s = a + b, bb = s - a;
    return (dd){s, (a - (s - bb)) + (b - bb)};
}

static inline dd fast_two_sum(double a, double b) /* |a| >= |b| */
{
    double s = a + b;
    return (dd){s, b - (s - a)};
}

/* Dekker's exact product (no fused multiply-add, so every build computes the same) */
static inline dd two_prod(double a, double b)
{
    const double split = 134217729.0; /* 2^27 + 1 */
    double p = a * b;
    double ta = split * a, ah = ta - (ta - a), al = a - ah;
    double tb = split * b, bh = tb - (tb - b), bl = b - bh;
    return (dd){p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

static inline dd dd_add(dd a, dd b)
{
    dd s = two_sum(a.hi, b.hi);
    dd t = two_sum(a.lo, b.lo);
    s.lo += t.hi;
    s = fast_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return fast_two_sum(s.hi, s.lo);
}

static inline dd dd_add_d(dd a, double b)
{
    dd s = two_sum(a.hi, b);
    s.lo += a.lo;
    return fast_two_sum(s.hi, s.lo);
}

static inline dd dd_mul(dd a, dd b)
{
    dd p = two_prod(a.hi, b.hi);
    p.lo += a.hi * b.lo + a.lo * b.hi;
    return fast_two_sum(p.hi, p.lo);
}

static inline dd dd_mul_d(dd a, double b)
{
    dd p = two_prod(a.hi, b);
    p.lo += a.lo * b;
    return fast_two_sum(p.hi, p.lo);
}

static inline dd dd_div(dd a, dd b)
{
    double q1 = a.hi / b.hi;
    dd r = dd_add(a, dd_mul_d(b, -q1));
    double q2 = r.hi / b.hi;
    r = dd_add(r, dd_mul_d(b, -q2));
    double q3 = r.hi / b.hi;
    dd q = fast_two_sum(q1, q2);
    return dd_add_d(q, q3);
}

/* (a.hi + a.lo) * 2^n rounded once, also when the result is subnormal; a is normalised, 0.5 <= |a| < 4 */
static double dd_scale_round(dd a, int n)
{
    if (n >= -1021) {
        double r = a.hi + a.lo;
        if (n > 1000) return (r * 0x1p1000) * ldexp(1.0, n - 1000); /* overflows to infinity if it must */
        return r * ldexp(1.0, n);
    }
    /* subnormal: round to the grid of 2^-1074 (g in the units of a), with a.lo breaking ties */
    if (n < -1080) return a.hi * 0.0;
    double g = ldexp(1.0, -1074 - n);
    double c = 0x1.8p52 * g;
    double q = (a.hi + c) - c;
    double rem = (a.hi - q) + a.lo;
    if (rem > 0.5 * g) q += g;
    else if (rem < -0.5 * g) q -= g;
    return (q * 0x1p-600) * ldexp(1.0, n + 600);
}

static inline uint64_t bits_of(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static inline double from_bits(uint64_t b)
{
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

/* NaN results with the bits x86 gives (WebAssembly leaves NaN signs and payloads unspecified): an
   invalid operation gives the "default NaN" (sign set), a NaN argument comes back quieted. */
static inline double invalid(void) { return from_bits(0xfff8000000000000ULL); }
static inline double quiet(double nan) { return from_bits(bits_of(nan) | 0x0008000000000000ULL); }

/* ================================================================ sin, cos */

/* sin(B + r + c) with B = m*pi/32, evaluated as HotSpot's algorithm description states:
   [S_hi + sigma*r] + C_hl*r + S_lo + S_hi*(cos r - 1) + cos B*(sin r - r) - c*(S_hi*r - cos B).
   r1 is r before its last reduction step (the description evaluates the r^6 term on it). */
static double sincos_eval(int m, double r1, double r, double negc)
{
    const double sig = SINCOS_TAB[m][0], chl = SINCOS_TAB[m][1], shi = SINCOS_TAB[m][2], slo = SINCOS_TAB[m][3];
    /* Taylor coefficients of (sin r - r)/r^3 and (cos r - 1)/r^2 */
    const double s1 = -0x1.5555555555555p-3, s2 = 0x1.1111111111111p-7, s3 = -0x1.a01a01a01a01ap-13,
                 s4 = 0x1.71de3a556c734p-19;
    const double c1 = -0.5, c2 = 0x1.5555555555555p-5, c3 = -0x1.6c16c16c16c17p-10, c4 = 0x1.a01a01a01a01ap-16;
    double r2 = r * r, r4 = r2 * r2;
    double ps = (s1 + s2 * r2) + r4 * (s3 + (s4 * r1) * r);
    double pc = (c1 + c2 * r2) + r4 * (c3 + (c4 * r1) * r);
    double cb = chl + sig;
    double pol_s = (ps * r) * (cb * r2);
    double pol_c = pc * (shi * r2);
    double corr = negc * (shi * r - cb) + slo;
    /* two compensated summations: S_hi + sigma*r, then + C_hl*r */
    double rs = sig * r;
    double res_int = shi + rs;
    double k2 = (shi - res_int) + rs;
    double med = chl * r;
    double res_hi = res_int + med;
    double k3 = (res_int - res_hi) + med;
    double res_lo = pol_s + (pol_c + (corr + (k2 + k3)));
    return res_hi + res_lo;
}

/* quarter = 0 for sin, 16 (a quarter period in steps of pi/32) for cos */
static double sin_or_cos(double x, int quarter)
{
    double ax = fabs(x);
    if (ax < 90112.0) {
        double nd = (x * PI32INV + 0x1.8p52) - 0x1.8p52; /* nearest integer of x*32/pi */
        int m = ((int)nd + quarter) & 63;
        double m2 = nd * PIO32_2;
        double r1 = x - nd * PIO32_1;
        double r = r1 - m2;
        double c2 = (r1 - r) - m2;
        return sincos_eval(m, r1, r, nd * PIO32_3 - c2);
    }
    /* exact reduction to n*pi/2 + y, then y = j*pi/32 + r + c */
    double y[2];
    int n = fdlibm_rem_pio2(x, y);
    double jd = (y[0] * PI32INV + 0x1.8p52) - 0x1.8p52;
    int m = (n * 16 + (int)jd + quarter) & 63;
    double m2 = jd * PIO32_2;
    double r1 = y[0] - jd * PIO32_1;
    double r = r1 - m2;
    double c = (((r1 - r) - m2) - jd * PIO32_3) + y[1];
    double t = r + c;
    c -= t - r;
    return sincos_eval(m, t, t, -c);
}

double x86libm_sin(double x)
{
    double ax = fabs(x);
    if (ax >= 0x1p-252) {
        if (isinf(x)) return invalid();
        if (isnan(x)) return quiet(x);
        return sin_or_cos(x, 0);
    }
    if (ax < 0x1p-1022) return x * 0x1.fffffffffffffp-1; /* subnormal: rounds as x - x^3/6 does */
    return 0x1p-55 * (0x1p55 * x - x);
}

double x86libm_cos(double x)
{
    if (isnan(x)) return quiet(x);
    if (isinf(x)) return invalid();
    if (fabs(x) < 0x1p-252) return 1.0;
    return sin_or_cos(x, 16);
}

/* ================================================================ tan */

/* tan(y0 + y1) (odd = 0) or -1/tan(y0 + y1) (odd = 1), |y0 + y1| <= pi/4, as a tangent addition
   tan(a + b) = (tan a + tan b) / (1 - tan a tan b) with a = j/32 from a table and |b| <= 1/64. */
static double tan_reduced(double y0, double y1, int odd)
{
    double ay = fabs(y0);
    int j = (int)(ay * 32.0 + 0.5);
    double sign = y0 < 0 ? -1.0 : 1.0;
    dd b = dd_add_d(two_sum(ay - j * 0.03125, 0.0), sign * y1); /* ay - j/32 is exact */
    /* tan b = b + b^3/3 + 2b^5/15 + 17b^7/315 + 62b^9/2835 + 1382b^11/155925 + ... */
    dd b2 = dd_mul(b, b);
    double z = b2.hi;
    double tail = z * (0x1.1111111111111p-3 +
                       z * (0x1.ba1ba1ba1ba1cp-5 + z * (0x1.664f4882c10fap-6 + z * (0x1.226e355e6c23dp-7 +
                                                                                        z * 0x1.d6d3d0e157de0p-9))));
    dd b3 = dd_mul(b2, b);
    dd third = {0x1.5555555555555p-2, 0x1.5555555555555p-56};
    dd tb = dd_add(b, dd_mul(b3, dd_add_d(third, tail)));
    dd num, den;
    if (j == 0) {
        num = tb;
        den = (dd){1.0, 0.0};
    } else {
        dd ta = {TAN_TAB[j][0], TAN_TAB[j][1]};
        num = dd_add(ta, tb);
        den = dd_add_d(dd_mul(dd_mul_d(ta, -1.0), tb), 1.0);
    }
    dd q;
    if (odd) {
        q = dd_div(den, num);
        q.hi = -q.hi;
        q.lo = -q.lo;
    } else {
        q = dd_div(num, den);
    }
    return sign * (q.hi + q.lo);
}

double x86libm_tan(double x)
{
    double ax = fabs(x);
    if (isnan(x)) return quiet(x);
    if (isinf(x)) return invalid();
    if (ax < 0x1p-27) {
        if (ax < 0x1p-1022) return x; /* the x^3/3 term is far below half an ulp */
        return x + x * (x * x) * 0x1.5555555555555p-2; /* correctly rounded here */
    }
    if (ax <= 0x1.921fb54442d18p-1) return tan_reduced(x, 0.0, 0);
    double y[2];
    int n = fdlibm_rem_pio2(x, y);
    return tan_reduced(y[0], y[1], n & 1);
}

/* ================================================================ exp */

/* e^(z.hi + z.lo), |z| < 746 */
static double exp_dd(dd z)
{
    double kd = (z.hi * INVLN2_64 + 0x1.8p52) - 0x1.8p52;
    int k = (int)kd;
    int j = k & 63, n = (k - j) / 64;
    /* r = z - k*ln2/64: k*LN2_64_1 and k*LN2_64_2 are exact, the first subtraction too */
    dd r = two_sum(z.hi - kd * LN2_64_1, -kd * LN2_64_2);
    r = dd_add_d(r, z.lo - kd * LN2_64_3);
    /* e^r - 1 = r + r^2/2 + r^3/6 + ..., |r| < 0.0055: the first terms in double-double */
    double x = r.hi;
    double tail = x * x * x * x *
                  (0x1.5555555555555p-5 +
                   x * (0x1.1111111111111p-7 + x * (0x1.6c16c16c16c17p-10 + x * (0x1.a01a01a01a01ap-13 +
                                                                                   x * 0x1.a01a01a01a01ap-16))));
    dd r2 = dd_mul(r, r);
    dd p = dd_add(r, dd_mul_d(r2, 0.5));
    dd r3 = dd_mul(r2, r);
    p = dd_add(p, dd_mul(r3, (dd){0x1.5555555555555p-3, 0x1.5555555555555p-57}));
    p = dd_add_d(p, tail);
    dd t = {EXP2_TAB[j][0], EXP2_TAB[j][1]};
    dd e = dd_add(t, dd_mul(t, p));
    return dd_scale_round(e, n);
}

double x86libm_exp(double x)
{
    if (isnan(x)) return quiet(x);
    if (x > 709.8) return INFINITY;
    if (x < -745.2) return 0.0;
    if (fabs(x) < 0x1p-54) return 1.0 + x;
    return exp_dd((dd){x, 0.0});
}

/* ================================================================ log, log10 */

/* log x as a double-double, x positive and finite */
static dd log_dd(double x)
{
    uint64_t b = bits_of(x);
    int e = (int)(b >> 52) - 1023;
    if (e == -1023) { /* subnormal */
        b = bits_of(x * 0x1p54);
        e = (int)(b >> 52) - 1023 - 54;
    }
    b = (b & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL; /* m in [1, 2) */
    double m;
    memcpy(&m, &b, sizeof m);
    if (m > 0x1.6a09e667f3bcdp0) {
        m *= 0.5;
        e++;
    }
    /* x = 2^e * F * (1 + u): F = j/128 nearest m, f = m - F exact, u = f/F in double-double */
    int j = (int)(m * 128.0 + 0.5);
    double F = j * 0.0078125;
    double f = m - F;
    double uh = f / F;
    dd pr = two_prod(uh, F);
    double ul = ((f - pr.hi) - pr.lo) / F;
    dd u = fast_two_sum(uh, ul);
    /* log1p(u) = u - u^2/2 + u^3/3 - ..., |u| < 1/180: the first terms in double-double */
    double z = u.hi;
    double tail = z * z * z * z *
                  (-0.25 + z * (0.2 + z * (-0x1.5555555555555p-3 + z * (0x1.2492492492492p-3 +
                                                                        z * (-0.125 + z * 0x1.c71c71c71c71cp-4)))));
    dd u2 = dd_mul(u, u);
    dd s = dd_add(u, dd_mul_d(u2, -0.5));
    dd u3 = dd_mul(u2, u);
    s = dd_add(s, dd_mul(u3, (dd){0x1.5555555555555p-2, 0x1.5555555555555p-56}));
    s = dd_add_d(s, tail);
    if (j != 128) s = dd_add(s, (dd){LOG_TAB[j - 90][0], LOG_TAB[j - 90][1]});
    if (e != 0) {
        double ed = e;
        dd l = two_sum(ed * LN2_1, ed * LN2_2); /* both products exact */
        l = dd_add_d(l, ed * LN2_3);
        s = dd_add(l, s);
    }
    return s;
}

double x86libm_log(double x)
{
    if (isnan(x)) return quiet(x);
    if (x < 0) return invalid();
    if (x == 0) return -INFINITY;
    if (isinf(x)) return x;
    if (x == 1.0) return 0.0;
    dd l = log_dd(x);
    return l.hi + l.lo;
}

double x86libm_log10(double x)
{
    if (isnan(x)) return quiet(x);
    if (x < 0) return invalid();
    if (x == 0) return -INFINITY;
    if (isinf(x)) return x;
    if (x == 1.0) return 0.0;
    dd l = dd_mul(log_dd(x), (dd){INVLN10_HI, INVLN10_LO});
    return l.hi + l.lo;
}

/* ================================================================ pow */

/* 0 if y is not an integer, 1 if it is an odd one, 2 if an even one */
static int int_kind(double y)
{
    if (!isfinite(y) || floor(y) != y) return 0;
    if (fabs(y) >= 0x1p53) return 2;
    return fmod(y, 2.0) != 0 ? 1 : 2;
}

double x86libm_pow(double x, double y)
{
    /* the special cases of Math.pow's specification */
    if (y == 0) return 1.0;
    if (isnan(y)) return quiet(y);
    if (isnan(x)) return quiet(x);
    if (y == 1.0) return x;
    double ax = fabs(x);
    if (isinf(y)) {
        if (ax == 1.0) return from_bits(0x7ff8000000000000ULL); /* HotSpot's NaN here is positive */
        return (ax > 1.0) == (y > 0) ? INFINITY : 0.0;
    }
    int kind = int_kind(y);
    if (x == 0 || isinf(x)) {
        /* +-0 and +-infinity: the magnitude is 0 or infinity, negative only for odd integer powers */
        int big = (x == 0) == (y < 0);
        double mag = big ? INFINITY : 0.0;
        return (signbit(x) && kind == 1) ? -mag : mag;
    }
    if (x < 0 && kind == 0) return invalid();
    if (y == 2.0) return x * x;
    if (y == 0.5 && x > 0) return sqrt(x); /* correctly rounded, also in the near-halfway cases */
    if (ax == 1.0) return (x < 0 && kind == 1) ? -1.0 : 1.0;
    double sign = (x < 0 && kind == 1) ? -1.0 : 1.0;
    if (fabs(y) >= 0x1p64) /* |y log x| > 2^11 for every x != 1: beyond the range (and the splitting) */
        return (ax > 1.0) == (y > 0) ? INFINITY : 0.0;
    dd l = log_dd(ax);
    dd z = dd_mul_d(l, y);
    if (z.hi > 709.8) return sign * INFINITY;
    if (z.hi < -745.2) return sign * 0.0;
    if (kind != 0 && y > 0 && y <= 64 && fabs(z.hi) < 700) {
        /* small integer powers by repeated multiplication: exact whenever x^y fits in a
           double-double, so that the halfway cases (63^9 has 54 bits) round to even */
        dd p = {1.0, 0.0}, b = {ax, 0.0};
        for (int n = (int)y;; b = dd_mul(b, b)) {
            if (n & 1) p = dd_mul(p, b);
            if ((n >>= 1) == 0) break;
        }
        return sign * (p.hi + p.lo);
    }
    return sign * exp_dd(z);
}
