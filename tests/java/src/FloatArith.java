public class FloatArith {
    static String cmp(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "")
            + (a >= b ? ">=" : "") + (a > b ? ">" : "");
    }

    static String cmpf(float a, float b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "")
            + (a >= b ? ">=" : "") + (a > b ? ">" : "");
    }

    public static void main(String[] args) {
        double[] vals = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1.0, -1.0,
            Double.MIN_VALUE, Double.MAX_VALUE};
        for (double a : vals) {
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(":");
            for (double b : vals) {
                sb.append(' ').append(cmp(a, b));
                sb.append('/').append(Double.compare(a, b));
            }
            System.out.println(sb);
        }
        float[] fvals = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0.0f, -0.0f, 1.5f, Float.MIN_VALUE};
        for (float a : fvals) {
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(":");
            for (float b : fvals) {
                sb.append(' ').append(cmpf(a, b)).append('/').append(Float.compare(a, b));
            }
            System.out.println(sb);
        }
        double z = 0.0, nz = -0.0;
        System.out.println("1/0.0=" + (1 / z) + " 1/-0.0=" + (1 / nz) + " 0/0=" + (z / z));
        System.out.println("0.0==-0.0 " + (z == nz) + " equals " + Double.valueOf(z).equals(nz));
        System.out.println("NaN==NaN " + (Double.NaN == Double.NaN) + " equals " + Double.valueOf(Double.NaN).equals(Double.NaN));
        System.out.println("Math.min(0.0,-0.0)=" + Math.min(z, nz) + " max=" + Math.max(nz, z));
        System.out.println("Math.min(NaN,1)=" + Math.min(Double.NaN, 1) + " max(1,NaN)=" + Math.max(1.0f, Float.NaN));
        System.out.println("inf-inf=" + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY));
        System.out.println("inf*0=" + (Double.POSITIVE_INFINITY * 0));
        System.out.println("-0.0+0.0=" + (nz + z) + " -0.0-0.0=" + (nz - z) + " -0.0*-1=" + (nz * -1));
        System.out.println("fmod 5.5%2=" + (5.5 % 2) + " -5.5%2=" + (-5.5 % 2) + " 5.5%-2=" + (5.5 % -2)
            + " 1%0.0=" + (1 % z) + " inf%2=" + (Double.POSITIVE_INFINITY % 2) + " 2%inf=" + (2 % Double.POSITIVE_INFINITY)
            + " -0.0%1=" + (nz % 1));
        System.out.println("float fmod " + (7.25f % 2.5f) + " " + (-7.25f % 2.5f));
        System.out.println("0.1+0.2=" + (0.1 + 0.2) + " 0.1f+0.2f=" + (0.1f + 0.2f));
        System.out.println("1.0/3=" + (1.0 / 3) + " 1f/3=" + (1f / 3) + " 2/3.0=" + (2 / 3.0));
        System.out.println("MAX*2=" + (Double.MAX_VALUE * 2) + " MIN/2=" + (Double.MIN_VALUE / 2) + " fMAX*2=" + (Float.MAX_VALUE * 2));
        System.out.println("isNaN " + Double.isNaN(z / z) + " isInfinite " + Double.isInfinite(1 / nz) + " isFinite " + Double.isFinite(1e308));
        System.out.println("bits -0.0=" + Long.toHexString(Double.doubleToLongBits(nz)) + " NaN=" + Long.toHexString(Double.doubleToLongBits(Double.NaN))
            + " 1.0=" + Long.toHexString(Double.doubleToRawLongBits(1.0)) + " f-0=" + Integer.toHexString(Float.floatToIntBits(-0.0f)));
        System.out.println("longBitsToDouble " + Double.longBitsToDouble(0x3ff8000000000000L) + " " + Float.intBitsToFloat(0x7f800000)
            + " " + Double.longBitsToDouble(1L));
        System.out.println("hashCode 0.0=" + Double.hashCode(0.0) + " -0.0=" + Double.hashCode(-0.0) + " 1.5f=" + Float.hashCode(1.5f));
        // float vs double precision
        float f = 16777216f;
        System.out.println("f+1=" + (f + 1) + " f+2=" + (f + 2));
        double d = 9007199254740992.0;
        System.out.println("d+1=" + (d + 1) + " d+2=" + (d + 2));
        float acc = 0;
        for (int i = 0; i < 1000; i++) acc += 0.1f;
        double dacc = 0;
        for (int i = 0; i < 1000; i++) dacc += 0.1;
        System.out.println("sum 0.1f x1000=" + acc + " sum 0.1 x1000=" + dacc);
        System.out.println("(float)0.1=" + (float) 0.1 + " (double)0.1f=" + (double) 0.1f);
        System.out.println("neg of NaN " + (-Double.NaN) + " neg 0 " + (-z) + " -(-0.0f) " + (-(-0.0f)));
        System.out.println("signum " + Math.signum(-2.5) + " " + Math.signum(nz) + " " + Math.signum(Double.NaN) + " copySign " + Math.copySign(3.0, nz));
        System.out.println("Double.MIN_NORMAL=" + Double.MIN_NORMAL + " Float.MIN_NORMAL=" + Float.MIN_NORMAL);
        System.out.println("getExponent " + Math.getExponent(1024.0) + " " + Math.getExponent(Double.MIN_VALUE) + " " + Math.getExponent(0.1f));
    }
}
