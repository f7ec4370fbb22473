import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/* Prints, for the functions whose natives or intrinsics the VM implements itself (StrictMath's
   natives, Math's intrinsified sin, cos, tan, exp, log, log10 and pow), the raw bits HotSpot returns
   for many arguments: a line "@Class.function", then one line per call, "xbits [ybits] resultbits" in
   hexadecimal.
   Arguments: n (the size of each random family) and the seed. Used by scripts/gen-math-data.sh. */
public class MathBits {
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        Random r = new Random(Long.parseLong(a[1]));
        List<Double> xs = new ArrayList<>();
        double[] special = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, Math.PI, Math.PI / 2, Math.PI / 4, Math.PI / 6, Math.E,
            10, 100, 1000, 1e10, 1e22, 1e300, -1e300, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE,
            -Double.MIN_VALUE, Double.MIN_NORMAL, Double.NaN, Double.longBitsToDouble(0x7ff0000000000123L),
            Double.longBitsToDouble(0xfff4000000000000L), Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            709.782712893384, 709.79, -745.1332191019411, -745.2, 710, -708.4, 1e-300, 0.1, 1e-10, 0x1p-30, 0x1p-60,
            0x1p-260, 90111.0, 90113.0};
        for (double d : special) xs.add(d);
        for (int i = 0; i < n; i++) xs.add(Double.longBitsToDouble(r.nextLong())); // every bit pattern
        for (int i = 0; i < n; i++) xs.add((r.nextDouble() * 2 - 1) * 10);
        for (int i = 0; i < n; i++) xs.add((r.nextDouble() * 2 - 1) * 1000);
        for (int i = 0; i < n; i++) xs.add(r.nextDouble() * 2);
        for (int i = 0; i < n; i++) xs.add(Math.scalb(r.nextDouble() * 2 - 1, r.nextInt(2100) - 1075)); // every exponent
        for (int i = 0; i < n / 10; i++) xs.add(Double.longBitsToDouble(r.nextLong() & 0x000fffffffffffffL)); // subnormals
        for (int i = 0; i < n / 10; i++) xs.add(1.0 + (r.nextDouble() - 0.5) * 1e-6);
        for (int i = 1; i <= n; i++) xs.add(i / 100.0);

        Map<String, DoubleUnaryOperator> f1 = new LinkedHashMap<>();
        f1.put("Math.sin", Math::sin);
        f1.put("Math.cos", Math::cos);
        f1.put("Math.tan", Math::tan);
        f1.put("Math.exp", Math::exp);
        f1.put("Math.log", Math::log);
        f1.put("Math.log10", Math::log10);
        f1.put("StrictMath.sin", StrictMath::sin);
        f1.put("StrictMath.cos", StrictMath::cos);
        f1.put("StrictMath.tan", StrictMath::tan);
        f1.put("StrictMath.asin", StrictMath::asin);
        f1.put("StrictMath.acos", StrictMath::acos);
        f1.put("StrictMath.atan", StrictMath::atan);
        f1.put("StrictMath.log", StrictMath::log);
        f1.put("StrictMath.log10", StrictMath::log10);
        f1.put("StrictMath.sqrt", StrictMath::sqrt);
        f1.put("StrictMath.sinh", StrictMath::sinh);
        f1.put("StrictMath.cosh", StrictMath::cosh);
        f1.put("StrictMath.tanh", StrictMath::tanh);
        f1.put("StrictMath.expm1", StrictMath::expm1);
        f1.put("StrictMath.log1p", StrictMath::log1p);
        Map<String, DoubleBinaryOperator> f2 = new LinkedHashMap<>();
        f2.put("Math.pow", Math::pow);
        f2.put("StrictMath.atan2", StrictMath::atan2);
        f2.put("StrictMath.IEEEremainder", StrictMath::IEEEremainder);

        List<double[]> ps = new ArrayList<>();
        double[] sp = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, 3.0, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 1e300, 1e-300, Double.MIN_VALUE, 10, -8, 1.0 / 3};
        for (double x : sp) for (double y : sp) ps.add(new double[] {x, y});
        for (int i = 0; i < n; i++) ps.add(new double[] {r.nextDouble() * 100, (r.nextDouble() * 2 - 1) * 50});
        for (int i = 0; i < n; i++) ps.add(new double[] {Double.longBitsToDouble(r.nextLong()), Double.longBitsToDouble(r.nextLong())});
        for (int i = 0; i < n; i++) ps.add(new double[] {Double.longBitsToDouble(r.nextLong() & 0x7fffffffffffffffL), (r.nextDouble() * 2 - 1) * 4});
        for (int i = 0; i < n; i++) ps.add(new double[] {1 + (r.nextDouble() - 0.5) * 1e-3, (r.nextDouble() * 2 - 1) * 1e6});
        for (int i = 0; i < n; i++) ps.add(new double[] {-(double) (r.nextInt(100) + 1), (double) (r.nextInt(60) - 30)});
        for (int i = 0; i < n; i++) ps.add(new double[] {r.nextInt(1000) * 0.5, r.nextInt(40) * 0.5 - 5});

        // integers: 1..1000 for Math's functions (programs sum sin(i) and log(i)), 1..n for StrictMath's
        List<Double> ints = new ArrayList<>();
        for (int i = 1; i <= Math.max(n, 1000); i++) ints.add((double) i);
        StringBuilder sb = new StringBuilder();
        for (var e : f1.entrySet()) {
            sb.append('@').append(e.getKey()).append('\n');
            List<Double> args = new ArrayList<>(xs);
            args.addAll(e.getKey().startsWith("Math.") ? ints : ints.subList(0, n));
            for (double x : args) sb.append(hex(x)).append(' ').append(hex(e.getValue().applyAsDouble(x))).append('\n');
            System.out.print(sb);
            sb.setLength(0);
        }
        for (var e : f2.entrySet()) {
            sb.append('@').append(e.getKey()).append('\n');
            for (double[] p : ps)
                sb.append(hex(p[0])).append(' ').append(hex(p[1])).append(' ').append(hex(e.getValue().applyAsDouble(p[0], p[1]))).append('\n');
            System.out.print(sb);
            sb.setLength(0);
        }
    }

    static String hex(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }
}
