public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100.0, 1e6, 1e7, 1.0E7 - 1, 12345678.9, 1e-3, 1e-4, 0.001234,
            123.456, 1e21, 1e22, 1e23, 1.7976931348623157E308, 4.9E-324, 2.2250738585072014E-308, 2.225073858507201E-308,
            1.0E-320, 3.0E-310, 5e-324 * 3, Math.PI, Math.E, Math.sqrt(2), 2e-7, 9.999999999999999e22, 0.5, 0.25, 0.125,
            1234567890123456789.0, 1.1, 2.675, 5e-5, 1e100, 123e-20, 4.35, 0.30000000000000004, 1.0E-5, 9007199254740993.0};
        for (double d : ds) {
            System.out.println(d + " | " + String.valueOf(d) + " | " + Double.toString(-d));
        }
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, 1.0f / 3, 1e7f, 1e-3f, 1e-4f, 3.4028235E38f, 1.4E-45f, 1.17549435E-38f, 1e-40f,
            123456.79f, 16777216f, 3.14159265f, 2.7182817f, 100f, 0.3f, 1.0E10f, 8.5E-44f};
        for (float f : fs) {
            System.out.println(f + " | " + Float.toString(-f) + " | as double " + (double) f);
        }
        // powers of ten and two
        double p = 1;
        for (int i = 0; i < 25; i++) {
            System.out.print(p + " ");
            p *= 10;
        }
        System.out.println();
        p = 1;
        for (int i = 0; i < 12; i++) {
            System.out.print(p + " ");
            p /= 10;
        }
        System.out.println();
        double t = 1;
        for (int i = 0; i < 70; i++) {
            t *= 2;
        }
        System.out.println("2^70=" + t);
        double sub = Double.MIN_NORMAL;
        for (int i = 0; i < 8; i++) {
            System.out.println("sub " + i + " " + sub);
            sub /= 7;
        }
        float fsub = Float.MIN_NORMAL;
        for (int i = 0; i < 6; i++) {
            System.out.println("fsub " + i + " " + fsub);
            fsub /= 5;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(1.5).append(',').append(2.5f).append(',').append(-0.0).append(',').append(Double.NaN).append(',').append(Float.NEGATIVE_INFINITY);
        System.out.println(sb);
        // walk a sequence deterministic
        double x = 0.7;
        for (int i = 0; i < 20; i++) {
            x = 3.9 * x * (1 - x);
            System.out.println("logistic " + i + " " + x + " " + (float) x);
        }
    }
}
