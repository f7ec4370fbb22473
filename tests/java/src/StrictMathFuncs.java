public class StrictMathFuncs {
    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 1e-300, 0.1, 0.5, 1.0, 2.0, Math.PI, 10.0, 100.0, 1e10, 1e300, -1.0, -123.456, Double.NaN, Double.POSITIVE_INFINITY};
        for (double x : xs) {
            System.out.println("x=" + x
                + " sin=" + StrictMath.sin(x) + " cos=" + StrictMath.cos(x) + " tan=" + StrictMath.tan(x)
                + " asin=" + StrictMath.asin(x) + " acos=" + StrictMath.acos(x) + " atan=" + StrictMath.atan(x)
                + " exp=" + StrictMath.exp(x) + " log=" + StrictMath.log(x) + " log10=" + StrictMath.log10(x)
                + " sqrt=" + StrictMath.sqrt(x) + " cbrt=" + StrictMath.cbrt(x) + " sinh=" + StrictMath.sinh(x)
                + " cosh=" + StrictMath.cosh(x) + " tanh=" + StrictMath.tanh(x) + " expm1=" + StrictMath.expm1(x) + " log1p=" + StrictMath.log1p(x));
        }
        System.out.println("pow " + StrictMath.pow(2.5, 3.7) + " " + StrictMath.pow(-2, 0.5) + " " + StrictMath.pow(10, 308) + " " + StrictMath.pow(10, 309) + " " + StrictMath.pow(0.5, 1074));
        System.out.println("hypot " + StrictMath.hypot(5, 12) + " " + StrictMath.hypot(1e-320, 1e-320) + " atan2 " + StrictMath.atan2(-1, -1));
        System.out.println("IEEEremainder " + StrictMath.IEEEremainder(5.5, 2) + " rint " + StrictMath.rint(2.5) + " " + StrictMath.rint(3.5) + " floor " + StrictMath.floor(-1.1) + " ceil " + StrictMath.ceil(-1.9));
        System.out.println("round " + StrictMath.round(-2.5) + " " + StrictMath.round(2.5f) + " abs " + StrictMath.abs(-7) + " max " + StrictMath.max(-0.0, 0.0));
        System.out.println("floorMod " + StrictMath.floorMod(-13, 5) + " floorDiv " + StrictMath.floorDiv(-13, 5) + " toDegrees " + StrictMath.toDegrees(1));
        // Math vs StrictMath should agree where both are correctly rounded
        int diffs = 0;
        for (int i = 0; i < 2000; i++) {
            double v = i * 0.01;
            if (Math.sqrt(v) != StrictMath.sqrt(v)) diffs++;
            if (Math.floor(v * 3.3) != StrictMath.floor(v * 3.3)) diffs++;
        }
        System.out.println("sqrt/floor diffs " + diffs);
        double acc = 0;
        for (int i = 1; i <= 3000; i++) {
            double v = i / 7.0;
            acc += StrictMath.sin(v) + StrictMath.cos(v) * StrictMath.exp(-v / 100) + StrictMath.log(v) - StrictMath.atan(v);
        }
        System.out.println("strict accumulated " + acc);
        double a2 = 0;
        for (int i = 1; i <= 3000; i++) {
            double v = i / 7.0;
            a2 += StrictMath.tan(v / 10) + StrictMath.cbrt(v) + StrictMath.pow(v, 0.3) + StrictMath.sinh(v / 300) + StrictMath.log10(v);
        }
        System.out.println("strict accumulated 2 " + a2);
    }
}
