public class LongEdges {
    static long neg(long x) { return -x; }

    public static void main(String[] args) {
        long min = Long.MIN_VALUE, max = Long.MAX_VALUE;
        System.out.println("min " + min + " max " + max);
        System.out.println("-min " + neg(min) + " abs(min) " + Math.abs(min) + " min-1 " + (min - 1) + " max+1 " + (max + 1));
        System.out.println("min*-1 " + (min * -1) + " min/2 " + (min / 2) + " min%10 " + (min % 10) + " min>>1 " + (min >> 1) + " min>>>1 " + (min >>> 1));
        System.out.println("toString radix " + Long.toString(min, 2) + " " + Long.toString(min, 36) + " " + Long.toString(max, 36));
        System.out.println("hex " + Long.toHexString(min) + " oct " + Long.toOctalString(min) + " bin " + Long.toBinaryString(max));
        System.out.println("parse " + Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16) + " " + Long.parseLong("-8000000000000000", 16));
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        System.out.println("parseUnsigned " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.toUnsignedString(-1L) + " " + Long.toUnsignedString(min, 16));
        System.out.println("compare " + Long.compare(min, max) + " signum " + Long.signum(min) + " hash " + Long.hashCode(min) + " " + Long.valueOf(max).hashCode());
        System.out.println("(int)min " + (int) min + " (int)max " + (int) max + " (double)min " + (double) min + " (float)max " + (float) max);
        System.out.println("min==(long)(double)min " + (min == (long) (double) min) + " max==(long)(double)max " + (max == (long) (double) max));
        try {
            Math.negateExact(min);
        } catch (ArithmeticException e) {
            System.out.println("negateExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(max, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.toIntExact(max);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        System.out.println("floorDiv(min,-1) " + Math.floorDiv(min, -1L) + " floorMod(min,3) " + Math.floorMod(min, 3L) + " absExact? ");
        try {
            Math.absExact(min);
        } catch (ArithmeticException e) {
            System.out.println("absExact: " + e.getMessage());
        }
        long x = 1;
        for (int i = 0; i < 70; i++) {
            if (i % 10 == 0 || i > 60) System.out.print(i + ":" + x + " ");
            x <<= 1;
        }
        System.out.println();
        // long comparisons crossing sign
        long[] ls = {min, -1, 0, 1, max};
        StringBuilder sb = new StringBuilder();
        for (long p : ls) for (long q : ls) sb.append(p < q ? '<' : p == q ? '=' : '>');
        System.out.println("cmp matrix " + sb);
        System.out.println("unsigned cmp " + Long.compareUnsigned(min, max) + " divUnsigned " + Long.divideUnsigned(min, 10) + " remUnsigned " + Long.remainderUnsigned(min, 10));
        long fib1 = 0, fib2 = 1;
        int n = 0;
        while (fib2 > 0) {
            long t = fib1 + fib2;
            fib1 = fib2;
            fib2 = t;
            n++;
        }
        System.out.println("fib overflows at step " + n + " last positive " + fib1 + " wrapped " + fib2);
        System.out.println("Long.MIN_VALUE literal forms " + (-9223372036854775808L) + " " + 0x8000000000000000L + " " + 01000000000000000000000L);
        System.out.println("Integer.MIN as long " + (long) Integer.MIN_VALUE + " widen neg " + (Integer.MIN_VALUE - 1L));
    }
}
