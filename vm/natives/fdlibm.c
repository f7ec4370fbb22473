/* fdlibm.c: the functions of fdlibm 5.3 (the Freely Distributable Math Library) that StrictMath's
   natives must reproduce bit for bit, as StrictMath's specification requires (HotSpot runs the JDK's
   fdlibm C code). The functions follow fdlibm's published algorithms step by step: the same argument
   reductions, the same polynomial coefficients and the same order of floating-point operations, since
   any reordering changes the last bit. The reduction constants (2/pi, pi/2 in pieces, ln2 in pieces)
   were re-derived with multiple-precision arithmetic.

   Only exact IEEE double operations are used (no long double, no library calls but the exact sqrt and
   fmod), and no fused multiply-add may be formed from these expressions: CMakeLists.txt compiles this
   file with -ffp-contract=off (and clang also sees the pragma), so the native and the WebAssembly
   builds give the same bits. StrictMath.exp, pow, cbrt and hypot are Java code in JDK 17
   (java.lang.FdLibm); exp is here because sinh and cosh use it. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "mathlib.h"

static inline int32_t d_hi(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return (int32_t)(uint32_t)(b >> 32);
}

static inline uint32_t d_lo(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return (uint32_t)b;
}

static inline double d_make(int32_t hi, uint32_t lo)
{
    uint64_t b = ((uint64_t)(uint32_t)hi << 32) | lo;
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

static inline double d_set_hi(double x, int32_t hi) { return d_make(hi, d_lo(x)); }
static inline double d_set_lo(double x, uint32_t lo) { return d_make(d_hi(x), lo); }
/* k << 20 for a possibly negative k, without the undefined left shift of a negative int */
static inline int32_t exp_bits(int32_t k) { return (int32_t)((uint32_t)k << 20); }

static const double two24 = 0x1p24, twon24 = 0x1p-24, two54 = 0x1p54;
static const double huge = 1.0e300, tiny = 1.0e-300;

/* ---------------------------------------------------------------- kernels on [-pi/4, pi/4] */

/* sin(x + y) for |x| <= pi/4, y the tail of x; iy = 0 when y is known to be 0. */
static double k_sin(double x, double y, int iy)
{
    static const double
        S1 = -0x1.5555555555549p-3, S2 = 0x1.111111110f8a6p-7, S3 = -0x1.a01a019c161d5p-13,
        S4 = 0x1.71de357b1fe7dp-19, S5 = -0x1.ae5e68a2b9cebp-26, S6 = 0x1.5d93a5acfd57cp-33;
    int32_t ix = d_hi(x) & 0x7fffffff;
    if (ix < 0x3e400000 && (int)x == 0) /* |x| < 2^-27 */
        return x;
    double z = x * x;
    double v = z * x;
    double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (iy == 0)
        return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

/* cos(x + y) for |x| <= pi/4 */
static double k_cos(double x, double y)
{
    static const double
        C1 = 0x1.555555555554cp-5, C2 = -0x1.6c16c16c15177p-10, C3 = 0x1.a01a019cb159p-16,
        C4 = -0x1.27e4f809c52adp-22, C5 = 0x1.1ee9ebdb4b1c4p-29, C6 = -0x1.8fae9be8838d4p-37;
    int32_t ix = d_hi(x) & 0x7fffffff;
    if (ix < 0x3e400000 && (int)x == 0) /* |x| < 2^-27 */
        return 1.0;
    double z = x * x;
    double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3FD33333) /* |x| < 0.3 */
        return 1.0 - (0.5 * z - (z * r - x * y));
    double qx = ix > 0x3fe90000 ? 0.28125 : d_make(ix - 0x00200000, 0); /* x/4 */
    double hz = 0.5 * z - qx;
    double a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

/* tan(x + y) (iy = 1) or -1/tan(x + y) (iy = -1) for |x| <= pi/4 */
static double k_tan(double x, double y, int iy)
{
    static const double T[] = {
        0x1.5555555555563p-2, 0x1.111111110fe7ap-3, 0x1.ba1ba1bb341fep-5, 0x1.664f48406d637p-6,
        0x1.226e3e96e8493p-7, 0x1.d6d22c9560328p-9, 0x1.7dbc8fee08315p-10, 0x1.344d8f2f26501p-11,
        0x1.026f71a8d1068p-12, 0x1.47e88a03792a6p-14, 0x1.2b80f32f0a7e9p-14, -0x1.375cbdb605373p-16,
        0x1.b2a7074bf7ad4p-16,
    };
    static const double pio4 = 0x1.921fb54442d18p-1, pio4lo = 0x1.1a62633145c07p-55;
    double z, r, v, w, s;
    int32_t hx = d_hi(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix < 0x3e300000 && (int)x == 0) { /* |x| < 2^-28 */
        if (((uint32_t)ix | d_lo(x) | (uint32_t)(iy + 1)) == 0)
            return 1.0 / fabs(x);
        if (iy == 1)
            return x;
        /* -1/(x+y), carefully */
        double a, tt;
        z = w = x + y;
        z = d_set_lo(z, 0);
        v = y - (z - x);
        tt = a = -1.0 / w;
        tt = d_set_lo(tt, 0);
        s = 1.0 + tt * z;
        return tt + a * (s + tt * v);
    }
    if (ix >= 0x3FE59428) { /* |x| >= 0.6744 */
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        z = pio4 - x;
        w = pio4lo - y;
        x = z + w;
        y = 0.0;
    }
    z = x * x;
    w = z * z;
    r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r;
    if (ix >= 0x3FE59428) {
        v = (double)iy;
        return (double)(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (iy == 1)
        return w;
    /* -1/(x+r), accurately */
    double a, tt;
    z = d_set_lo(w, 0);
    v = r - (z - x);
    tt = a = -1.0 / w;
    tt = d_set_lo(tt, 0);
    s = 1.0 + tt * z;
    return tt + a * (s + tt * v);
}

/* ---------------------------------------------------------------- argument reduction */

/* 2/pi in 24-bit pieces */
static const int32_t two_over_pi[] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
    0x73A8C9, 0x60E27B, 0xC08C6B,
};

/* Multi-precision reduction of a large x (given as nx 24-bit pieces x[], scaled by 2^e0) modulo
   pi/2: returns n mod 8 and y[0] + y[1] = the remainder, for 53+53-bit precision (fdlibm's prec 2). */
static int k_rem_pio2(const double *x, double *y, int e0, int nx)
{
    static const double PIo2[] = {
        0x1.921fb4p0, 0x1.4442dp-24, 0x1.846988p-48, 0x1.8cc516p-72,
        0x1.01b838p-96, 0x1.a25204p-120, 0x1.382228p-145, 0x1.9f31dp-169,
    };
    const int jk = 4; /* fdlibm init_jk[prec = 2] */
    const int jp = jk;
    int jz, jx, jv, carry, n, iq[20], i, j, k, m, q0, ih;
    double z, fw, f[20], fq[20] = {0}, q[20];

    jx = nx - 1;
    jv = (e0 - 3) / 24;
    if (jv < 0)
        jv = 0;
    q0 = e0 - 24 * (jv + 1);

    j = jv - jx;
    m = jx + jk;
    for (i = 0; i <= m; i++, j++)
        f[i] = j < 0 ? 0.0 : (double)two_over_pi[j];

    for (i = 0; i <= jk; i++) {
        for (j = 0, fw = 0.0; j <= jx; j++)
            fw += x[j] * f[jx + i - j];
        q[i] = fw;
    }

    jz = jk;
    for (;;) {
        /* distill q[] into iq[] reversingly */
        for (i = 0, j = jz, z = q[jz]; j > 0; i++, j--) {
            fw = (double)((int)(twon24 * z));
            iq[i] = (int)(z - two24 * fw);
            z = q[j - 1] + fw;
        }

        z = scalbn(z, q0);
        z -= 8.0 * floor(z * 0.125); /* trim off integer >= 8 */
        n = (int)z;
        z -= (double)n;
        ih = 0;
        if (q0 > 0) { /* need iq[jz-1] to determine n */
            i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }

        if (ih > 0) { /* q > 0.5 */
            n += 1;
            carry = 0;
            for (i = 0; i < jz; i++) { /* compute 1 - q */
                j = iq[i];
                if (carry == 0) {
                    if (j != 0) {
                        carry = 1;
                        iq[i] = 0x1000000 - j;
                    }
                } else {
                    iq[i] = 0xffffff - j;
                }
            }
            if (q0 == 1)
                iq[jz - 1] &= 0x7fffff;
            else if (q0 == 2)
                iq[jz - 1] &= 0x3fffff;
            if (ih == 2) {
                z = 1.0 - z;
                if (carry != 0)
                    z -= scalbn(1.0, q0);
            }
        }

        /* check whether recomputation with more terms is needed */
        if (z != 0.0)
            break;
        j = 0;
        for (i = jz - 1; i >= jk; i--)
            j |= iq[i];
        if (j != 0)
            break;
        for (k = 1; iq[jk - k] == 0; k++)
            ; /* k = number of terms needed */
        for (i = jz + 1; i <= jz + k; i++) {
            f[jx + i] = (double)two_over_pi[jv + i];
            for (j = 0, fw = 0.0; j <= jx; j++)
                fw += x[j] * f[jx + i - j];
            q[i] = fw;
        }
        jz += k;
    }

    /* chop off zero terms */
    if (z == 0.0) {
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else { /* break z into 24-bit pieces if necessary */
        z = scalbn(z, -q0);
        if (z >= two24) {
            fw = (double)((int)(twon24 * z));
            iq[jz] = (int)(z - two24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int)fw;
        } else {
            iq[jz] = (int)z;
        }
    }

    /* integer pieces to floating point */
    fw = scalbn(1.0, q0);
    for (i = jz; i >= 0; i--) {
        q[i] = fw * (double)iq[i];
        fw *= twon24;
    }

    /* PIo2[0..jp] * q[jz..0] */
    for (i = jz; i >= 0; i--) {
        for (fw = 0.0, k = 0; k <= jp && k <= jz - i; k++)
            fw += PIo2[k] * q[i + k];
        fq[jz - i] = fw;
    }

    /* compress fq[] into y[] */
    fw = 0.0;
    for (i = jz; i >= 0; i--)
        fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (i = 1; i <= jz; i++)
        fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

/* x = n*pi/2 + (y[0] + y[1]) with |y[0] + y[1]| <= pi/4; returns n */
int fdlibm_rem_pio2(double x, double *y)
{
    static const int32_t npio2_hw[] = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB,
        0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB,
        0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C,
        0x4041475C, 0x4042106C, 0x4042D97C, 0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB,
        0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
    };
    static const double
        invpio2 = 0x1.45f306dc9c883p-1, /* 2/pi */
        pio2_1 = 0x1.921fb544p0,        /* first 33 bits of pi/2 */
        pio2_1t = 0x1.0b4611a626331p-34, /* pi/2 - pio2_1 */
        pio2_2 = 0x1.0b4611a6p-34,       /* next 33 bits */
        pio2_2t = 0x1.3198a2e037073p-69, /* pi/2 - (pio2_1 + pio2_2) */
        pio2_3 = 0x1.3198a2ep-69,        /* next 33 bits */
        pio2_3t = 0x1.b839a252049c1p-104; /* pi/2 - (pio2_1 + pio2_2 + pio2_3) */
    double z, w, t, r, fn, tx[3];
    int e0, i, j, nx, n;
    int32_t hx = d_hi(x);
    int32_t ix = hx & 0x7fffffff;

    if (ix <= 0x3fe921fb) { /* |x| ~<= pi/4 */
        y[0] = x;
        y[1] = 0;
        return 0;
    }
    if (ix < 0x4002d97c) { /* |x| < 3pi/4: n = +-1 */
        if (hx > 0) {
            z = x - pio2_1;
            if (ix != 0x3ff921fb) {
                y[0] = z - pio2_1t;
                y[1] = (z - y[0]) - pio2_1t;
            } else { /* near pi/2: 33+33+53 bits of pi */
                z -= pio2_2;
                y[0] = z - pio2_2t;
                y[1] = (z - y[0]) - pio2_2t;
            }
            return 1;
        }
        z = x + pio2_1;
        if (ix != 0x3ff921fb) {
            y[0] = z + pio2_1t;
            y[1] = (z - y[0]) + pio2_1t;
        } else {
            z += pio2_2;
            y[0] = z + pio2_2t;
            y[1] = (z - y[0]) + pio2_2t;
        }
        return -1;
    }
    if (ix <= 0x413921fb) { /* |x| ~<= 2^19 * pi/2: medium */
        t = fabs(x);
        n = (int)(t * invpio2 + 0.5);
        fn = (double)n;
        r = t - fn * pio2_1;
        w = fn * pio2_1t; /* first round, good to 85 bits */
        if (n < 32 && ix != npio2_hw[n - 1]) {
            y[0] = r - w; /* no cancellation */
        } else {
            j = ix >> 20;
            y[0] = r - w;
            i = j - ((d_hi(y[0]) >> 20) & 0x7ff);
            if (i > 16) { /* second iteration, good to 118 bits */
                t = r;
                w = fn * pio2_2;
                r = t - w;
                w = fn * pio2_2t - ((t - r) - w);
                y[0] = r - w;
                i = j - ((d_hi(y[0]) >> 20) & 0x7ff);
                if (i > 49) { /* third iteration, 151 bits */
                    t = r;
                    w = fn * pio2_3;
                    r = t - w;
                    w = fn * pio2_3t - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }
    if (ix >= 0x7ff00000) { /* inf or NaN */
        y[0] = y[1] = x - x;
        return 0;
    }
    /* large: z = scalbn(|x|, ilogb(x) - 23), cut into three 24-bit pieces */
    e0 = (ix >> 20) - 1046;
    z = d_make(ix - exp_bits(e0), d_lo(x));
    for (i = 0; i < 2; i++) {
        tx[i] = (double)((int)z);
        z = (z - tx[i]) * two24;
    }
    tx[2] = z;
    nx = 3;
    while (tx[nx - 1] == 0.0)
        nx--;
    n = k_rem_pio2(tx, y, e0, nx);
    if (hx < 0) {
        y[0] = -y[0];
        y[1] = -y[1];
        return -n;
    }
    return n;
}

/* ---------------------------------------------------------------- sin, cos, tan */

double fdlibm_sin(double x)
{
    double y[2];
    int32_t ix = d_hi(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb)
        return k_sin(x, 0.0, 0);
    if (ix >= 0x7ff00000)
        return x - x;
    switch (fdlibm_rem_pio2(x, y) & 3) {
    case 0: return k_sin(y[0], y[1], 1);
    case 1: return k_cos(y[0], y[1]);
    case 2: return -k_sin(y[0], y[1], 1);
    default: return -k_cos(y[0], y[1]);
    }
}

double fdlibm_cos(double x)
{
    double y[2];
    int32_t ix = d_hi(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb)
        return k_cos(x, 0.0);
    if (ix >= 0x7ff00000)
        return x - x;
    switch (fdlibm_rem_pio2(x, y) & 3) {
    case 0: return k_cos(y[0], y[1]);
    case 1: return -k_sin(y[0], y[1], 1);
    case 2: return -k_cos(y[0], y[1]);
    default: return k_sin(y[0], y[1], 1);
    }
}

double fdlibm_tan(double x)
{
    double y[2];
    int32_t ix = d_hi(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb)
        return k_tan(x, 0.0, 1);
    if (ix >= 0x7ff00000)
        return x - x;
    int n = fdlibm_rem_pio2(x, y);
    return k_tan(y[0], y[1], 1 - ((n & 1) << 1)); /* 1: n even, -1: n odd */
}

/* ---------------------------------------------------------------- asin, acos */

static const double
    pio2_hi = 0x1.921fb54442d18p0, pio2_lo = 0x1.1a62633145c07p-54, pio4_hi = 0x1.921fb54442d18p-1,
    pS0 = 0x1.5555555555555p-3, pS1 = -0x1.4d61203eb6f7dp-2, pS2 = 0x1.9c1550e884455p-3,
    pS3 = -0x1.48228b5688f3bp-5, pS4 = 0x1.9efe07501b288p-11, pS5 = 0x1.23de10dfdf709p-15,
    qS1 = -0x1.33a271c8a2d4bp1, qS2 = 0x1.02ae59c598ac8p1, qS3 = -0x1.6066c1b8d0159p-1,
    qS4 = 0x1.3b8c5b12e9282p-4;
static const double fd_pi = 0x1.921fb54442d18p1;

double fdlibm_asin(double x)
{
    double t = 0.0, w, p, q, c, r, s;
    int32_t hx = d_hi(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((uint32_t)(ix - 0x3ff00000) | d_lo(x)) == 0)
            return x * pio2_hi + x * pio2_lo; /* asin(+-1) = +-pi/2 */
        return (x - x) / (x - x);             /* |x| > 1: NaN */
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix < 0x3e400000) {
            if (huge + x > 1.0)
                return x; /* |x| < 2^-27 */
        } else {
            t = x * x;
        }
        p = t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))));
        q = 1.0 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4)));
        w = p / q;
        return x + x * w;
    }
    /* 1 > |x| >= 0.5 */
    w = 1.0 - fabs(x);
    t = w * 0.5;
    p = t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))));
    q = 1.0 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4)));
    s = sqrt(t);
    if (ix >= 0x3FEF3333) { /* |x| > 0.975 */
        w = p / q;
        t = pio2_hi - (2.0 * (s + s * w) - pio2_lo);
    } else {
        w = d_set_lo(s, 0);
        c = (t - w * w) / (s + w);
        r = p / q;
        p = 2.0 * s * r - (pio2_lo - 2.0 * c);
        q = pio4_hi - 2.0 * w;
        t = pio4_hi - (p - q);
    }
    return hx > 0 ? t : -t;
}

double fdlibm_acos(double x)
{
    double z, p, q, r, w, s, c, df;
    int32_t hx = d_hi(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((uint32_t)(ix - 0x3ff00000) | d_lo(x)) == 0)
            return hx > 0 ? 0.0 : fd_pi + 2.0 * pio2_lo;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix <= 0x3c600000)
            return pio2_hi + pio2_lo; /* |x| < 2^-57 */
        z = x * x;
        p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))));
        q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)));
        r = p / q;
        return pio2_hi - (x - (pio2_lo - x * r));
    }
    if (hx < 0) { /* x < -0.5 */
        z = (1.0 + x) * 0.5;
        p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))));
        q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)));
        s = sqrt(z);
        r = p / q;
        w = r * s - pio2_lo;
        return fd_pi - 2.0 * (s + w);
    }
    /* x > 0.5 */
    z = (1.0 - x) * 0.5;
    s = sqrt(z);
    df = d_set_lo(s, 0);
    c = (z - df * df) / (s + df);
    p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))));
    q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)));
    r = p / q;
    w = r * s + c;
    return 2.0 * (df + w);
}

/* ---------------------------------------------------------------- atan, atan2 */

double fdlibm_atan(double x)
{
    static const double atanhi[] = {
        0x1.dac670561bb4fp-2, /* atan(0.5) */
        0x1.921fb54442d18p-1, /* atan(1) */
        0x1.f730bd281f69bp-1, /* atan(1.5) */
        0x1.921fb54442d18p0,  /* atan(inf) */
    };
    static const double atanlo[] = {
        0x1.a2b7f222f65e2p-56, 0x1.1a62633145c07p-55, 0x1.007887af0cbbdp-56, 0x1.1a62633145c07p-54,
    };
    static const double aT[] = {
        0x1.555555555550dp-2, -0x1.999999998ebc4p-3, 0x1.24924920083ffp-3, -0x1.c71c6fe231671p-4,
        0x1.745cdc54c206ep-4, -0x1.3b0f2af749a6dp-4, 0x1.10d66a0d03d51p-4, -0x1.dde2d52defd9ap-5,
        0x1.97b4b24760debp-5, -0x1.2b4442c6a6c2fp-5, 0x1.0ad3ae322da11p-6,
    };
    double w, s1, s2, z;
    int id;
    int32_t hx = d_hi(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x44100000) { /* |x| >= 2^66 */
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && d_lo(x) != 0))
            return x + x; /* NaN */
        return hx > 0 ? atanhi[3] + atanlo[3] : -atanhi[3] - atanlo[3];
    }
    if (ix < 0x3fdc0000) { /* |x| < 0.4375 */
        if (ix < 0x3e200000 && huge + x > 1.0)
            return x; /* |x| < 2^-29 */
        id = -1;
    } else {
        x = fabs(x);
        if (ix < 0x3ff30000) {     /* |x| < 1.1875 */
            if (ix < 0x3fe60000) { /* 7/16 <= |x| < 11/16 */
                id = 0;
                x = (2.0 * x - 1.0) / (2.0 + x);
            } else { /* 11/16 <= |x| < 19/16 */
                id = 1;
                x = (x - 1.0) / (x + 1.0);
            }
        } else if (ix < 0x40038000) { /* |x| < 2.4375 */
            id = 2;
            x = (x - 1.5) / (1.0 + 1.5 * x);
        } else { /* 2.4375 <= |x| < 2^66 */
            id = 3;
            x = -1.0 / x;
        }
    }
    z = x * x;
    w = z * z;
    s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
    s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
    if (id < 0)
        return x - x * (s1 + s2);
    z = atanhi[id] - ((x * (s1 + s2) - atanlo[id]) - x);
    return hx < 0 ? -z : z;
}

double fdlibm_atan2(double y, double x)
{
    static const double pi_o_4 = 0x1.921fb54442d18p-1, pi_o_2 = 0x1.921fb54442d18p0,
                        pi_lo = 0x1.1a62633145c07p-53;
    double z;
    int32_t k, m;
    int32_t hx = d_hi(x), hy = d_hi(y);
    int32_t ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;
    uint32_t lx = d_lo(x), ly = d_lo(y);

    if (((uint32_t)ix | ((lx | (0u - lx)) >> 31)) > 0x7ff00000u ||
        ((uint32_t)iy | ((ly | (0u - ly)) >> 31)) > 0x7ff00000u) {
        /* fdlibm: x + y. Which NaN an addition of two NaNs returns differs between x86 (the first
           operand's, as HotSpot gives) and wasm engines, so choose explicitly, then quiet it. */
        double nan = ((uint32_t)ix | ((lx | (0u - lx)) >> 31)) > 0x7ff00000u ? x : y;
        return d_make(d_hi(nan) | 0x00080000, d_lo(nan));
    }
    if (((uint32_t)(hx - 0x3ff00000) | lx) == 0)
        return fdlibm_atan(y); /* x = 1 */
    m = ((hy >> 31) & 1) | ((hx >> 30) & 2); /* 2*sign(x) + sign(y) */

    if (((uint32_t)iy | ly) == 0) { /* y = 0 */
        switch (m) {
        case 0:
        case 1: return y;
        case 2: return fd_pi + tiny;
        default: return -fd_pi - tiny;
        }
    }
    if (((uint32_t)ix | lx) == 0) /* x = 0 */
        return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;
    if (ix == 0x7ff00000) { /* x = inf */
        if (iy == 0x7ff00000) {
            switch (m) {
            case 0: return pi_o_4 + tiny;
            case 1: return -pi_o_4 - tiny;
            case 2: return 3.0 * pi_o_4 + tiny;
            default: return -3.0 * pi_o_4 - tiny;
            }
        }
        switch (m) {
        case 0: return 0.0;
        case 1: return -0.0;
        case 2: return fd_pi + tiny;
        default: return -fd_pi - tiny;
        }
    }
    if (iy == 0x7ff00000) /* y = inf */
        return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;

    k = (iy - ix) >> 20;
    if (k > 60)
        z = pi_o_2 + 0.5 * pi_lo; /* |y/x| > 2^60 */
    else if (hx < 0 && k < -60)
        z = 0.0; /* |y|/x < -2^60 */
    else
        z = fdlibm_atan(fabs(y / x));
    switch (m) {
    case 0: return z;
    case 1: return -z;
    case 2: return fd_pi - (z - pi_lo);
    default: return (z - pi_lo) - fd_pi;
    }
}

/* ---------------------------------------------------------------- exp, expm1 */

static const double
    ln2_hi = 0x1.62e42feep-1,        /* ln2 truncated to 32 bits */
    ln2_lo = 0x1.a39ef35793c76p-33,  /* ln2 - ln2_hi */
    invln2 = 0x1.71547652b82fep0,    /* 1/ln2 */
    o_threshold = 0x1.62e42fefa39efp9; /* largest x with finite exp(x) */

/* __ieee754_exp: StrictMath.exp itself is Java code in 17, but sinh and cosh use this one. */
double fdlibm_exp(double x)
{
    static const double
        u_threshold = -0x1.74910d52d3051p9, twom1000 = 0x1p-1000,
        P1 = 0x1.555555555553ep-3, P2 = -0x1.6c16c16bebd93p-9, P3 = 0x1.1566aaf25de2cp-14,
        P4 = -0x1.bbd41c5d26bf1p-20, P5 = 0x1.6376972bea4d0p-25;
    static const double halF[2] = {0.5, -0.5};
    double y, hi = 0.0, lo = 0.0, c, t;
    int32_t k = 0, xsb;
    uint32_t hx = (uint32_t)d_hi(x);
    xsb = (int32_t)((hx >> 31) & 1);
    hx &= 0x7fffffff;

    if (hx >= 0x40862E42) { /* |x| >= 709.78... */
        if (hx >= 0x7ff00000) {
            if (((hx & 0xfffff) | d_lo(x)) != 0)
                return x + x;            /* NaN */
            return xsb == 0 ? x : 0.0; /* exp(+-inf) = {inf, 0} */
        }
        if (x > o_threshold)
            return huge * huge;
        if (x < u_threshold)
            return twom1000 * twom1000;
    }

    if (hx > 0x3fd62e42) {      /* |x| > 0.5 ln2 */
        if (hx < 0x3FF0A2B2) { /* and |x| < 1.5 ln2 */
            hi = x - (xsb == 0 ? ln2_hi : -ln2_hi);
            lo = xsb == 0 ? ln2_lo : -ln2_lo;
            k = 1 - xsb - xsb;
        } else {
            k = (int32_t)(invln2 * x + halF[xsb]);
            t = k;
            hi = x - t * ln2_hi; /* exact */
            lo = t * ln2_lo;
        }
        x = hi - lo;
    } else if (hx < 0x3e300000) { /* |x| < 2^-28 */
        if (huge + x > 1.0)
            return 1.0 + x;
    } else {
        k = 0;
    }

    t = x * x;
    c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0)
        return 1.0 - ((x * c) / (c - 2.0) - x);
    y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021)
        return d_set_hi(y, d_hi(y) + exp_bits(k));
    y = d_set_hi(y, d_hi(y) + exp_bits(k + 1000));
    return y * twom1000;
}

double fdlibm_expm1(double x)
{
    static const double
        Q1 = -0x1.11111111110f4p-5, Q2 = 0x1.a01a019fe5585p-10, Q3 = -0x1.4ce199eaadbb7p-14,
        Q4 = 0x1.0cfca86e65239p-18, Q5 = -0x1.afdb76e09c32dp-23;
    double y, hi, lo, c = 0.0, t, e, hxs, hfx, r1;
    int32_t k;
    uint32_t hx = (uint32_t)d_hi(x);
    uint32_t xsb = hx & 0x80000000u;
    hx &= 0x7fffffff;

    if (hx >= 0x4043687A) {     /* |x| >= 56 ln2 */
        if (hx >= 0x40862E42) { /* |x| >= 709.78... */
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | d_lo(x)) != 0)
                    return x + x;
                return xsb == 0 ? x : -1.0;
            }
            if (x > o_threshold)
                return huge * huge;
        }
        if (xsb != 0 && x + tiny < 0.0) /* x < -56 ln2 */
            return tiny - 1.0;
    }

    if (hx > 0x3fd62e42) {      /* |x| > 0.5 ln2 */
        if (hx < 0x3FF0A2B2) { /* and |x| < 1.5 ln2 */
            if (xsb == 0) {
                hi = x - ln2_hi;
                lo = ln2_lo;
                k = 1;
            } else {
                hi = x + ln2_hi;
                lo = -ln2_lo;
                k = -1;
            }
        } else {
            k = (int32_t)(invln2 * x + (xsb == 0 ? 0.5 : -0.5));
            t = k;
            hi = x - t * ln2_hi;
            lo = t * ln2_lo;
        }
        x = hi - lo;
        c = (hi - x) - lo;
    } else if (hx < 0x3c900000) { /* |x| < 2^-54 */
        t = huge + x;
        return x - (t - (huge + x));
    } else {
        k = 0;
    }

    hfx = 0.5 * x;
    hxs = x * hfx;
    r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    t = 3.0 - r1 * hfx;
    e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0)
        return x - (x * e - hxs);
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1)
        return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25)
            return -2.0 * (e - (x + 0.5));
        return 1.0 + 2.0 * (x - e);
    }
    if (k <= -2 || k > 56) { /* exp(x) - 1 */
        y = 1.0 - (e - x);
        y = d_set_hi(y, d_hi(y) + exp_bits(k));
        return y - 1.0;
    }
    if (k < 20) {
        t = d_make(0x3ff00000 - (0x200000 >> k), 0); /* 1 - 2^-k */
        y = t - (e - x);
        y = d_set_hi(y, d_hi(y) + exp_bits(k));
    } else {
        t = d_make(exp_bits(0x3ff - k), 0); /* 2^-k */
        y = x - (e + t);
        y += 1.0;
        y = d_set_hi(y, d_hi(y) + exp_bits(k));
    }
    return y;
}

/* ---------------------------------------------------------------- log, log10, log1p */

static const double
    Lg1 = 0x1.5555555555593p-1, Lg2 = 0x1.999999997fa04p-2, Lg3 = 0x1.2492494229359p-2,
    Lg4 = 0x1.c71c51d8e78afp-3, Lg5 = 0x1.7466496cb03dep-3, Lg6 = 0x1.39a09d078c69fp-3,
    Lg7 = 0x1.2f112df3e5244p-3;

double fdlibm_log(double x)
{
    double hfsq, f, s, z, R, w, t1, t2, dk;
    int32_t k = 0, i, j;
    int32_t hx = d_hi(x);
    uint32_t lx = d_lo(x);

    if (hx < 0x00100000) { /* x < 2^-1022 */
        if (((uint32_t)(hx & 0x7fffffff) | lx) == 0)
            return -two54 / 0.0; /* log(+-0) = -inf */
        if (hx < 0)
            return (x - x) / 0.0; /* log(-#) = NaN */
        k -= 54;
        x *= two54; /* subnormal: scale up */
        hx = d_hi(x);
    }
    if (hx >= 0x7ff00000)
        return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000fffff;
    i = (hx + 0x95f64) & 0x100000;
    x = d_set_hi(x, hx | (i ^ 0x3ff00000)); /* normalise x or x/2 */
    k += i >> 20;
    f = x - 1.0;
    if ((0x000fffff & (2 + hx)) < 3) { /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            dk = (double)k;
            return dk * ln2_hi + dk * ln2_lo;
        }
        R = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0)
            return f - R;
        dk = (double)k;
        return dk * ln2_hi - ((R - dk * ln2_lo) - f);
    }
    s = f / (2.0 + f);
    dk = (double)k;
    z = s * s;
    i = hx - 0x6147a;
    w = z * z;
    j = 0x6b851 - hx;
    t1 = w * (Lg2 + w * (Lg4 + w * Lg6));
    t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)));
    i |= j;
    R = t2 + t1;
    if (i > 0) {
        hfsq = 0.5 * f * f;
        if (k == 0)
            return f - (hfsq - s * (hfsq + R));
        return dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
    }
    if (k == 0)
        return f - s * (f - R);
    return dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f);
}

double fdlibm_log10(double x)
{
    static const double ivln10 = 0x1.bcb7b1526e50ep-2, log10_2hi = 0x1.34413509f6p-2,
                        log10_2lo = 0x1.9fef311f12b36p-42;
    double y, z;
    int32_t i, k = 0;
    int32_t hx = d_hi(x);
    uint32_t lx = d_lo(x);

    if (hx < 0x00100000) { /* x < 2^-1022 */
        if (((uint32_t)(hx & 0x7fffffff) | lx) == 0)
            return -two54 / 0.0;
        if (hx < 0)
            return (x - x) / 0.0;
        k -= 54;
        x *= two54;
        hx = d_hi(x);
    }
    if (hx >= 0x7ff00000)
        return x + x;
    k += (hx >> 20) - 1023;
    i = (int32_t)(((uint32_t)k & 0x80000000u) >> 31);
    hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
    y = (double)(k + i);
    x = d_set_hi(x, hx);
    z = y * log10_2lo + ivln10 * fdlibm_log(x);
    return z + y * log10_2hi;
}

double fdlibm_log1p(double x)
{
    static const double
        Lp1 = 0x1.5555555555593p-1, Lp2 = 0x1.999999997fa04p-2, Lp3 = 0x1.2492494229359p-2,
        Lp4 = 0x1.c71c51d8e78afp-3, Lp5 = 0x1.7466496cb03dep-3, Lp6 = 0x1.39a09d078c69fp-3,
        Lp7 = 0x1.2f112df3e5244p-3;
    double hfsq, f = 0.0, c = 0.0, s, z, R, u;
    int32_t k, hu = 0, ax;
    int32_t hx = d_hi(x);
    ax = hx & 0x7fffffff;

    k = 1;
    if (hx < 0x3FDA827A) {       /* x < 0.41422 */
        if (ax >= 0x3ff00000) { /* x <= -1 */
            if (x == -1.0)
                return -two54 / 0.0; /* -inf */
            return (x - x) / (x - x); /* NaN */
        }
        if (ax < 0x3e200000) { /* |x| < 2^-29 */
            if (two54 + x > 0.0 && ax < 0x3c900000)
                return x; /* |x| < 2^-54 */
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= (int32_t)0xbfd2bec3) { /* -0.2929 < x < 0.41422 */
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= 0x7ff00000)
        return x + x;
    if (k != 0) {
        if (hx < 0x43400000) {
            u = 1.0 + x;
            hu = d_hi(u);
            k = (hu >> 20) - 1023;
            c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); /* correction term */
            c /= u;
        } else {
            u = x;
            hu = d_hi(u);
            k = (hu >> 20) - 1023;
            c = 0;
        }
        hu &= 0x000fffff;
        if (hu < 0x6a09e) {
            u = d_set_hi(u, hu | 0x3ff00000); /* normalise u */
        } else {
            k += 1;
            u = d_set_hi(u, hu | 0x3fe00000); /* normalise u/2 */
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    hfsq = 0.5 * f * f;
    if (hu == 0) { /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            c += k * ln2_lo;
            return k * ln2_hi + c;
        }
        R = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0)
            return f - R;
        return k * ln2_hi - ((R - (k * ln2_lo + c)) - f);
    }
    s = f / (2.0 + f);
    z = s * s;
    R = z * (Lp1 + z * (Lp2 + z * (Lp3 + z * (Lp4 + z * (Lp5 + z * (Lp6 + z * Lp7))))));
    if (k == 0)
        return f - (hfsq - s * (hfsq + R));
    return k * ln2_hi - ((hfsq - (s * (hfsq + R) + (k * ln2_lo + c))) - f);
}

/* ---------------------------------------------------------------- sinh, cosh, tanh */

double fdlibm_sinh(double x)
{
    static const double shuge = 1.0e307;
    double t, w, h;
    int32_t jx = d_hi(x);
    int32_t ix = jx & 0x7fffffff;
    if (ix >= 0x7ff00000)
        return x + x;
    h = jx < 0 ? -0.5 : 0.5;
    if (ix < 0x40360000) { /* |x| < 22 */
        if (ix < 0x3e300000 && shuge + x > 1.0)
            return x; /* |x| < 2^-28 */
        t = fdlibm_expm1(fabs(x));
        if (ix < 0x3ff00000)
            return h * (2.0 * t - t * t / (t + 1.0));
        return h * (t + t / (t + 1.0));
    }
    if (ix < 0x40862E42) /* |x| in [22, log(maxdouble)] */
        return h * fdlibm_exp(fabs(x));
    uint32_t lx = d_lo(x);
    if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) { /* up to the overflow threshold */
        w = fdlibm_exp(0.5 * fabs(x));
        t = h * w;
        return t * w;
    }
    return x * shuge; /* overflow */
}

double fdlibm_cosh(double x)
{
    double t, w;
    int32_t ix = d_hi(x) & 0x7fffffff;
    if (ix >= 0x7ff00000)
        return x * x;
    if (ix < 0x3fd62e43) { /* |x| < 0.5 ln2 */
        t = fdlibm_expm1(fabs(x));
        w = 1.0 + t;
        if (ix < 0x3c800000)
            return w; /* cosh(tiny) = 1 */
        return 1.0 + (t * t) / (w + w);
    }
    if (ix < 0x40360000) { /* |x| < 22 */
        t = fdlibm_exp(fabs(x));
        return 0.5 * t + 0.5 / t;
    }
    if (ix < 0x40862E42)
        return 0.5 * fdlibm_exp(fabs(x));
    uint32_t lx = d_lo(x);
    if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        w = fdlibm_exp(0.5 * fabs(x));
        t = 0.5 * w;
        return t * w;
    }
    return huge * huge;
}

double fdlibm_tanh(double x)
{
    double t, z;
    int32_t jx = d_hi(x);
    int32_t ix = jx & 0x7fffffff;
    if (ix >= 0x7ff00000) {
        if (jx >= 0)
            return 1.0 / x + 1.0; /* tanh(+inf) = 1 */
        return 1.0 / x - 1.0;     /* tanh(-inf) = -1, NaN */
    }
    if (ix < 0x40360000) {     /* |x| < 22 */
        if (ix < 0x3c800000)   /* |x| < 2^-55 */
            return x * (1.0 + x);
        if (ix >= 0x3ff00000) { /* |x| >= 1 */
            t = fdlibm_expm1(2.0 * fabs(x));
            z = 1.0 - 2.0 / (t + 2.0);
        } else {
            t = fdlibm_expm1(-2.0 * fabs(x));
            z = -t / (t + 2.0);
        }
    } else {
        z = 1.0 - tiny; /* |x| >= 22: +-1 */
    }
    return jx >= 0 ? z : -z;
}

/* ---------------------------------------------------------------- sqrt, IEEEremainder */

/* The correctly rounded square root (IEEE 754) is what fdlibm's bit-by-bit e_sqrt computes. */
double fdlibm_sqrt(double x) { return sqrt(x); }

/* __ieee754_remainder. Its fmod step is exact in every C library (fmod is an exact operation and
   keeps the sign of x); the rest is fdlibm's, because C libraries disagree with it on the sign of
   zero results. */
double fdlibm_remainder(double x, double p)
{
    int32_t hx = d_hi(x), hp = d_hi(p);
    uint32_t lx = d_lo(x), lp = d_lo(p);
    uint32_t sx = (uint32_t)hx & 0x80000000u;
    hp &= 0x7fffffff;
    hx &= 0x7fffffff;

    /* fdlibm returns (x*p)/(x*p) here; spelled out so that the NaN's bits are those x86 hardware
       (and so HotSpot) gives on every platform and at every optimisation level: p's NaN, else x's,
       quieted, else the default NaN. */
    if (hp >= 0x7ff00000 && ((uint32_t)(hp - 0x7ff00000) | lp) != 0)
        return d_make(d_hi(p) | 0x00080000, lp);
    if (hx > 0x7ff00000 || (hx == 0x7ff00000 && lx != 0))
        return d_make(d_hi(x) | 0x00080000, lx);
    if (((uint32_t)hp | lp) == 0 || hx >= 0x7ff00000) /* p = 0, or x infinite */
        return d_make((int32_t)0xfff80000, 0);
    if (hp <= 0x7fdfffff)
        x = fmod(x, p + p); /* now |x| < 2|p| */
    if (((uint32_t)(hx - hp) | (lx - lp)) == 0)
        return 0.0 * x;
    x = fabs(x);
    p = fabs(p);
    if (hp < 0x00200000) {
        if (x + x > p) {
            x -= p;
            if (x + x >= p)
                x -= p;
        }
    } else {
        double p_half = 0.5 * p;
        if (x > p_half) {
            x -= p;
            if (x >= p_half)
                x -= p;
        }
    }
    return d_set_hi(x, (int32_t)((uint32_t)d_hi(x) ^ sx));
}
