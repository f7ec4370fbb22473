import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/* The raw bits of StrictMath's native functions (fdlibm) and of the Math functions HotSpot computes
   with its own routines (sin, cos, tan, exp, log, log10, pow) over many arguments: special values,
   subnormals, huge arguments for the trigonometric reduction, and checksums over larger families. */
public class MathRawBits {
    static final double[] ARGS = build();

    static double[] build() {
        double[] special = {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, 0x1p-1030, Double.MIN_NORMAL, 1e-300, 0x1p-60,
            1e-10, 0.1, 0.5, 0.75, 1.0, -1.0, 1.5, 2.0, Math.E, Math.PI / 4, Math.PI / 2, Math.PI, 10.0, 100.0, 1000.0,
            65535.5, 90111.0, 1e6, 1e10, 1e22, 1e100, 1e300, -1e300, Double.MAX_VALUE, 709.78, -745.0,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        double[] a = new double[special.length + 60];
        System.arraycopy(special, 0, a, 0, special.length);
        for (int i = 0; i < 60; i++) a[special.length + i] = (i - 30) * 0.37 + 0.011 * i * i;
        return a;
    }

    static String hex(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }

    static void raw(String name, DoubleUnaryOperator f) {
        StringBuilder sb = new StringBuilder(name).append(':');
        for (int i = 0; i < ARGS.length; i++) {
            sb.append(' ').append(hex(f.applyAsDouble(ARGS[i])));
            if (i % 8 == 7) { System.out.println(sb); sb.setLength(0); sb.append("  "); }
        }
        System.out.println(sb);
    }

    /* an order-dependent checksum of the results' bits over 20,000 arguments of every magnitude */
    static void sum(String name, DoubleUnaryOperator f) {
        long h = 0, seed = 42;
        for (int i = 0; i < 20000; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double x;
            switch (i % 4) {
                case 0: x = Double.longBitsToDouble(seed); break;                 // any bit pattern
                case 1: x = (seed >>> 11) * 0x1p-53 * 20 - 10; break;              // [-10, 10)
                case 2: x = (seed >>> 11) * 0x1p-53 * 2; break;                    // [0, 2)
                default: x = Math.scalb((seed >>> 11) * 0x1p-53, (int) (seed & 127) - 64);
            }
            h = h * 31 + Double.doubleToRawLongBits(f.applyAsDouble(x));
        }
        System.out.println(name + " checksum " + Long.toHexString(h));
    }

    static void raw2(String name, DoubleBinaryOperator f, double[][] pairs) {
        StringBuilder sb = new StringBuilder(name).append(':');
        for (int i = 0; i < pairs.length; i++) {
            sb.append(' ').append(hex(f.applyAsDouble(pairs[i][0], pairs[i][1])));
            if (i % 8 == 7) { System.out.println(sb); sb.setLength(0); sb.append("  "); }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        DoubleUnaryOperator[] strict = {StrictMath::sin, StrictMath::cos, StrictMath::tan, StrictMath::asin, StrictMath::acos,
            StrictMath::atan, StrictMath::log, StrictMath::log10, StrictMath::sqrt, StrictMath::sinh, StrictMath::cosh,
            StrictMath::tanh, StrictMath::expm1, StrictMath::log1p, StrictMath::exp, StrictMath::cbrt};
        String[] strictNames = {"sin", "cos", "tan", "asin", "acos", "atan", "log", "log10", "sqrt", "sinh", "cosh",
            "tanh", "expm1", "log1p", "exp", "cbrt"};
        for (int i = 0; i < strict.length; i++) {
            raw("StrictMath." + strictNames[i], strict[i]);
            sum("StrictMath." + strictNames[i], strict[i]);
        }
        double[] ys = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        double[][] pairs = new double[ARGS.length * ys.length][];
        for (int i = 0; i < ARGS.length; i++)
            for (int j = 0; j < ys.length; j++) pairs[i * ys.length + j] = new double[] {ARGS[i], ys[j]};
        raw2("StrictMath.atan2", StrictMath::atan2, pairs);
        raw2("StrictMath.IEEEremainder", StrictMath::IEEEremainder, pairs);
        raw2("StrictMath.hypot", StrictMath::hypot, pairs);
        raw2("StrictMath.pow", StrictMath::pow, pairs);

        raw("Math.sin", Math::sin);
        raw("Math.cos", Math::cos);
        raw("Math.tan", Math::tan);
        raw("Math.exp", Math::exp);
        raw("Math.log", Math::log);
        raw("Math.log10", Math::log10);
        raw2("Math.pow", Math::pow, pairs);
        // the integers a program sums up: sin, cos, log, log10 and sqrt of 1..1000
        long h = 0;
        for (int i = 1; i <= 1000; i++) {
            h = h * 31 + Double.doubleToRawLongBits(Math.sin(i));
            h = h * 31 + Double.doubleToRawLongBits(Math.cos(i));
            h = h * 31 + Double.doubleToRawLongBits(Math.log(i));
            h = h * 31 + Double.doubleToRawLongBits(Math.log10(i));
            h = h * 31 + Double.doubleToRawLongBits(Math.sqrt(i));
        }
        System.out.println("Math sin/cos/log/log10/sqrt of 1..1000 checksum " + Long.toHexString(h));
        // Math.sqrt called directly (the interpreter computes it in place): the arguments above and NaNs
        // with payloads, quiet and signalling, of either sign
        StringBuilder sb = new StringBuilder("Math.sqrt direct:");
        long[] nans = {0x7ff8000000000000L, 0xfff8000000000000L, 0x7ff8000000000123L, 0xfff0000000000001L,
            0x7ff0000000000001L, 0x7fffffffffffffffL, 0x000fffffffffffffL, 0x8000000000000001L};
        for (int i = 0; i < ARGS.length + nans.length; i++) {
            double x = i < ARGS.length ? ARGS[i] : Double.longBitsToDouble(nans[i - ARGS.length]);
            sb.append(' ').append(hex(Math.sqrt(x)));
            if (i % 8 == 7) { System.out.println(sb); sb.setLength(0); sb.append("  "); }
        }
        System.out.println(sb);
        raw("Math.sqrt", Math::sqrt);
        sum("Math.sqrt", Math::sqrt);
        h = 0;
        long seed = 7;
        for (int i = 0; i < 20000; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            h = h * 31 + Double.doubleToRawLongBits(Math.sqrt(Double.longBitsToDouble(seed)));
        }
        System.out.println("Math.sqrt direct of any bit pattern checksum " + Long.toHexString(h));
        // powers of small integers and halves, exact or halfway cases included
        h = 0;
        for (int b = -12; b <= 12; b++)
            for (int e = -8; e <= 24; e++) h = h * 31 + Double.doubleToRawLongBits(Math.pow(b * 0.5, e));
        System.out.println("Math.pow small powers checksum " + Long.toHexString(h));
    }
}
