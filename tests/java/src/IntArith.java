public class IntArith {
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("min/-1 = " + idiv(min, -1));
        System.out.println("min%-1 = " + irem(min, -1));
        System.out.println("Long.MIN/-1 = " + ldiv(Long.MIN_VALUE, -1L));
        System.out.println("Long.MIN%-1 = " + lrem(Long.MIN_VALUE, -1L));
        int[] as = {7, -7, 7, -7, 0, 13, -13, 1, -1, min, max};
        int[] bs = {3, 3, -3, -3, 5, 13, 4, -1, 1, 7, -7};
        for (int i = 0; i < as.length; i++) {
            System.out.println(as[i] + " / " + bs[i] + " = " + idiv(as[i], bs[i]) + ", % = " + irem(as[i], bs[i])
                + ", floorDiv = " + Math.floorDiv(as[i], bs[i]) + ", floorMod = " + Math.floorMod(as[i], bs[i]));
        }
        long[] las = {7L, -7L, Long.MAX_VALUE, Long.MIN_VALUE, 123456789012345L};
        long[] lbs = {3L, 3L, -2L, 3L, -1000L};
        for (int i = 0; i < las.length; i++) {
            System.out.println(las[i] + " / " + lbs[i] + " = " + ldiv(las[i], lbs[i]) + ", % = " + lrem(las[i], lbs[i]));
        }
        // shifts
        int one = 1;
        for (int s : new int[]{0, 1, 31, 32, 33, 63, 64, -1, -31, 100}) {
            System.out.println("1<<" + s + "=" + (one << s) + " -8>>" + s + "=" + (-8 >> s) + " -8>>>" + s + "=" + (-8 >>> s)
                + " 1L<<" + s + "=" + (1L << s) + " -8L>>>" + s + "=" + (-8L >>> s));
        }
        System.out.println("min>>31 = " + (min >> 31) + ", min>>>31 = " + (min >>> 31));
        System.out.println("Long.MIN>>63 = " + (Long.MIN_VALUE >> 63) + ", >>>63 = " + (Long.MIN_VALUE >>> 63));
        // division by zero
        try {
            System.out.println(idiv(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("int: " + e.getMessage());
        }
        try {
            System.out.println(irem(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("int rem: " + e.getMessage());
        }
        try {
            System.out.println(ldiv(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("long: " + e);
        }
        try {
            System.out.println(lrem(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("long rem: " + e);
        }
        // overflow accumulations
        int acc = 1;
        long lacc = 1;
        for (int i = 1; i <= 25; i++) {
            acc *= i;
            lacc *= i;
            System.out.println(i + "! int=" + acc + " long=" + lacc);
        }
        // byte/short wraparound
        byte b = 127;
        b++;
        short sh = 32767;
        sh++;
        char c = 0;
        c--;
        System.out.println("byte " + b + " short " + sh + " char " + (int) c);
        int h = 0;
        for (int i = 0; i < 1000; i++) {
            h = 31 * h + i * 0x9E3779B9;
        }
        System.out.println("hash " + h + " " + Integer.toHexString(h));
        long lh = 0;
        for (int i = 0; i < 1000; i++) {
            lh = lh * 6364136223846793005L + 1442695040888963407L;
        }
        System.out.println("lcg " + lh + " " + Long.toHexString(lh) + " " + Long.toUnsignedString(lh));
        System.out.println("unsigned div " + Integer.divideUnsigned(-1, 3) + " rem " + Integer.remainderUnsigned(-1, 3));
        System.out.println("unsigned ldiv " + Long.divideUnsigned(-1L, 7) + " rem " + Long.remainderUnsigned(-1L, 7));
        System.out.println("compareUnsigned " + Integer.compareUnsigned(-1, 1) + " " + Long.compareUnsigned(1, -1));
        System.out.println("multiplyHigh " + Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE) + " " + Math.multiplyHigh(-5L, 3L));
    }
}
