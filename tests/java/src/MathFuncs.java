public class MathFuncs {
    static void p(String label, double v) { System.out.println(label + " = " + v); }

    public static void main(String[] args) {
        p("sqrt(2)", Math.sqrt(2));
        p("sqrt(-1)", Math.sqrt(-1));
        p("sqrt(-0.0)", Math.sqrt(-0.0));
        p("cbrt(27)", Math.cbrt(27));
        p("cbrt(-8)", Math.cbrt(-8));
        p("cbrt(2)", Math.cbrt(2));
        p("pow(2,10)", Math.pow(2, 10));
        p("pow(2,0.5)", Math.pow(2, 0.5));
        p("pow(-8,1/3.)", Math.pow(-8, 1.0 / 3));
        p("pow(0,0)", Math.pow(0, 0));
        p("pow(NaN,0)", Math.pow(Double.NaN, 0));
        p("pow(1,Inf)", Math.pow(1, Double.POSITIVE_INFINITY));
        p("pow(-2,3)", Math.pow(-2, 3));
        p("pow(-0.0,-1)", Math.pow(-0.0, -1));
        p("pow(10,-2)", Math.pow(10, -2));
        p("pow(1.0000001,1e7)", Math.pow(1.0000001, 1e7));
        double[] angles = {0, Math.PI / 6, Math.PI / 4, Math.PI / 2, Math.PI, 1e10, -0.0, 1.0, 100.0};
        for (double a : angles) {
            System.out.println("a=" + a + " sin=" + Math.sin(a) + " cos=" + Math.cos(a) + " tan=" + Math.tan(a));
        }
        p("asin(1)", Math.asin(1));
        p("acos(-1)", Math.acos(-1));
        p("atan(1)", Math.atan(1));
        p("asin(2)", Math.asin(2));
        double[][] yx = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, {0.0, -0.0}, {-0.0, -0.0}, {0, 0}, {1, 0}, {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}};
        for (double[] v : yx) System.out.println("atan2(" + v[0] + "," + v[1] + ")=" + Math.atan2(v[0], v[1]));
        p("exp(1)", Math.exp(1));
        p("exp(-745.2)", Math.exp(-745.2));
        p("exp(710)", Math.exp(710));
        p("expm1(1e-10)", Math.expm1(1e-10));
        p("log(E)", Math.log(Math.E));
        p("log(0)", Math.log(0));
        p("log(-1)", Math.log(-1));
        p("log10(1000)", Math.log10(1000));
        p("log10(2)", Math.log10(2));
        p("log1p(1e-10)", Math.log1p(1e-10));
        p("sinh(1)", Math.sinh(1));
        p("cosh(1)", Math.cosh(1));
        p("tanh(0.5)", Math.tanh(0.5));
        p("hypot(3,4)", Math.hypot(3, 4));
        p("hypot(1e300,1e300)", Math.hypot(1e300, 1e300));
        p("hypot(NaN,Inf)", Math.hypot(Double.NaN, Double.POSITIVE_INFINITY));
        p("toDegrees(PI)", Math.toDegrees(Math.PI));
        p("toRadians(180)", Math.toRadians(180));
        System.out.println("floorDiv " + Math.floorDiv(-7, 2) + " " + Math.floorDiv(7, -2) + " floorMod " + Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " " + Math.floorMod(-7L, 3));
        System.out.println("abs " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-0.0) + " " + Math.abs(Float.NEGATIVE_INFINITY) + " " + Math.abs(-5L) + " " + Math.abs(Double.NaN));
        double[] rs = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, 4503599627370497.0, -0.0, Double.NaN, 1e19};
        for (double r : rs) {
            System.out.println("x=" + r + " round=" + Math.round(r) + " rint=" + Math.rint(r) + " floor=" + Math.floor(r) + " ceil=" + Math.ceil(r));
        }
        System.out.println("round float " + Math.round(0.5f) + " " + Math.round(-0.5f) + " " + Math.round(Float.MAX_VALUE) + " " + Math.round(Float.NaN));
        System.out.println("ulp " + Math.ulp(1.0) + " " + Math.ulp(1e300) + " " + Math.ulp(0.0) + " " + Math.ulp(1.0f) + " " + Math.ulp(Double.MAX_VALUE));
        System.out.println("nextUp " + Math.nextUp(1.0) + " " + Math.nextUp(-0.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(1.0f, 2.0) + " " + Math.nextUp(Double.MAX_VALUE));
        System.out.println("fma " + Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1, 10, -1) + " " + (0.1 * 10 - 1) + " " + Math.fma(1e308, 10, -1e308) + " " + Math.fma(2f, 3f, 1f));
        System.out.println("scalb " + Math.scalb(1.0, 10) + " " + Math.scalb(1.0, -1080) + " getExponent " + Math.getExponent(0.0) + " IEEEremainder " + Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3));
        System.out.println("signum " + Math.signum(-3.0) + " " + Math.signum(0.0f) + " copySign " + Math.copySign(1.0, -0.0));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.subtractExact(Long.MIN_VALUE, 1L);
        } catch (ArithmeticException e) {
            System.out.println("subtractExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(1 << 16, 1 << 16);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.incrementExact(Integer.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("incrementExact: " + e.getMessage());
        }
        try {
            Math.floorDiv(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("floorDiv by zero: " + e.getMessage());
        }
        System.out.println("exact ok " + Math.addExact(1, 2) + " " + Math.multiplyExact(-3L, 4L) + " " + Math.negateExact(-5) + " " + Math.toIntExact(7L));
        System.out.println("max/min mixed " + Math.max(-0.0f, 0.0f) + " " + Math.min(1, 2L) + " " + Math.max(Integer.MIN_VALUE, -1));
        double acc = 0;
        for (int i = 1; i <= 1000; i++) acc += Math.sin(i) * Math.log(i) / Math.sqrt(i);
        System.out.println("accumulated " + acc);
        double series = 0;
        for (int k = 0; k < 100000; k++) series += (k % 2 == 0 ? 4.0 : -4.0) / (2 * k + 1);
        System.out.println("leibniz pi " + series);
        System.out.println("constants " + Math.PI + " " + Math.E + " " + StrictMath.PI);
    }
}
