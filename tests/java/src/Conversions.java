public class Conversions {
    public static void main(String[] args) {
        double[] ds = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5,
            1e10, -1e10, 1e30, -1e30, 2147483647.5, 2147483648.0, -2147483648.9, 9.223372036854776E18, 65535.9, 65536.0, -1.0,
            127.9, 128.0, -129.0, 3.4e38, 3.5e38, 1e-50, 123456789.987654321};
        for (double d : ds) {
            System.out.println("d=" + d + " int=" + (int) d + " long=" + (long) d + " float=" + (float) d + " short=" + (short) d
                + " byte=" + (byte) d + " char=" + (int) (char) d);
        }
        float[] fs = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 3e9f, -3e9f, 1e20f, -1e20f, 0.99999994f, 16777217f, -0.0f};
        for (float f : fs) {
            System.out.println("f=" + f + " int=" + (int) f + " long=" + (long) f + " double=" + (double) f + " char=" + (int) (char) f);
        }
        int[] is = {0, 1, -1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, -32769, Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217, 0x12345678};
        for (int i : is) {
            System.out.println("i=" + i + " byte=" + (byte) i + " short=" + (short) i + " char=" + (int) (char) i + " float=" + (float) i
                + " double=" + (double) i + " long=" + (long) i);
        }
        long[] ls = {Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789ABCDEFL, -1L, 9007199254740993L, 4294967296L, 4294967295L};
        for (long l : ls) {
            System.out.println("l=" + l + " int=" + (int) l + " short=" + (short) l + " byte=" + (byte) l + " char=" + (int) (char) l
                + " float=" + (float) l + " double=" + (double) l);
        }
        char c = (char) -1;
        System.out.println("(char)-1 = " + (int) c);
        char c2 = (char) 65;
        System.out.println("(char)65 = " + c2 + " (int)'z' = " + (int) 'z' + " (byte)'\u00ff' = " + (byte) '\u00ff' + " (short)'\uffff' = " + (short) '\uffff');
        byte b = (byte) 0x80;
        System.out.println("byte 0x80 -> int " + b + " -> char " + (int) (char) b + " -> unsigned " + Byte.toUnsignedInt(b) + " " + (b & 0xff));
        short s = (short) 0x8000;
        System.out.println("short 0x8000 -> char " + (int) (char) s + " -> long " + (long) s + " unsigned " + Short.toUnsignedInt(s));
        // implicit widening in expressions
        byte x = 100, y = 100;
        int sum = x + y;
        System.out.println("byte+byte=" + sum + " (byte)(x+y)=" + (byte) (x + y));
        long big = Integer.MAX_VALUE + 1L;
        System.out.println("MAX+1L=" + big + " MAX+1=" + (Integer.MAX_VALUE + 1));
        float lossy = 123456789;
        System.out.println("(float)123456789 = " + lossy + " back " + (int) lossy);
        double fromLong = Long.MAX_VALUE;
        System.out.println("(double)Long.MAX = " + fromLong + " back " + (long) fromLong);
        System.out.println("Math.round " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(Double.NaN) + " " + Math.round(1e30)
            + " " + Math.round(-1e30) + " " + Math.round(2.5f) + " " + Math.round(-0.5f) + " " + Math.round(0.49999999999999994));
        System.out.println("Integer.valueOf(\"-0\")=" + Integer.valueOf("-0") + " Double.valueOf(\"-0\")=" + Double.valueOf("-0"));
        System.out.println("parseDouble " + Double.parseDouble("1e-400") + " " + Double.parseDouble("0x1.8p1") + " " + Double.parseDouble("  12.5  ")
            + " " + Double.parseDouble("Infinity") + " " + Double.parseDouble("-NaN") + " " + Float.parseFloat("1.17549435E-38"));
        System.out.println("toHexString " + Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.toHexString(Double.MIN_VALUE)
            + " " + Float.toHexString(3.0f));
    }
}
