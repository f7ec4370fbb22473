// JniCallShapes: native methods of every argument kind in every position, static and instance, with
// every result kind, on both sides of the boundary where arguments stop fitting in registers (on
// x86-64: six integer-class and eight floating-point C arguments, the JNIEnv and the class or
// receiver included). Each native describes its arguments exactly (floating-point values in hex) or
// folds them into its result, so an argument in the wrong place, of the wrong width or wrongly
// extended shows in the output (floating-point arguments are printed as their bits).
public final class JniCallShapes {
    static double lastVoid;
    final int base;

    JniCallShapes(int base) {
        this.base = base;
    }

    // integer-class arguments: exactly the registers, then one more
    static native String ints4(int a, long b, String c, short d);
    native String inst4(byte a, char b, boolean c, long d);
    static native String ints5(int a, long b, int c, long d, int e);
    native String inst5(short a, int b, String c, long d, byte e);
    // floating-point arguments: exactly the registers, then one more
    static native String fps8(float a, double b, float c, double d, float e, double f, float g, double h);
    static native String fps9(double a, float b, double c, float d, double e, float f, double g, float h, double i);
    // both classes interleaved, in and beyond the registers
    static native String mixed(double a, int b, float c, String d, long e, double f, boolean g);
    native String instMixed(float a, long b, double c, char d);
    static native String mixedBeyond(int a, float b, long c, double d, byte e, float f, short g, double h, int i,
            float j, double k, char l);
    // every result kind
    static native boolean zret(int a, boolean b);
    static native byte bret(byte a, int b);
    static native char cret(char a, char b);
    static native short sret(short a, short b);
    static native int iret(int a, int b, int c, int d);
    static native long jret(long a, int b, long c, int d);
    static native float fret(int a, float b, double c, long d);
    static native double dret(float a, int b, double c);
    static native Object lret(Object a, int which, Object b);
    static native void vret(long a, double b);
    native double instFp(float a, double b, int c);
    native float instFret(long a, float b, long c, float d, long e);

    public static void main(String[] args) {
        System.loadLibrary("jnitest");
        JniCallShapes o = new JniCallShapes(1000);
        System.out.println("ints4 " + ints4(-7, 0x1234_5678_9abc_def0L, "str", (short) -300));
        System.out.println("inst4 " + o.inst4((byte) -5, '\uabcd', true, Long.MIN_VALUE + 3));
        System.out.println("ints5 " + ints5(Integer.MIN_VALUE, -2L, 3, 0x7fff_ffff_ffffL, -9));
        System.out.println("inst5 " + o.inst5((short) 32767, -1, null, 42L, (byte) 127));
        System.out.println("fps8 " + fps8(1.5f, -2.25, 3.1f, Math.PI, -0.0f, 1e300, Float.MIN_VALUE, Double.MIN_VALUE));
        System.out.println("fps9 " + fps9(1.0 / 3, 2.7f, -4.5, 1e-30f, 6.0, -7.75f, 8e-300, 9.5f, 10.125));
        System.out.println("mixed " + mixed(0.1, -77, 2.5f, "mid", 1L << 40, -0.3, true));
        System.out.println("instMixed " + o.instMixed(-1.25f, -123456789012L, 6.02e23, '\u00e9'));
        System.out.println("mixedBeyond " + mixedBeyond(1, 2.5f, -3L, 4.25, (byte) -5, 6.5f, (short) -7, 8.125, 9, 10.75f,
                11.0625, '\u4e2d'));
        System.out.println("zret " + zret(3, true) + " " + zret(3, false) + " " + zret(0, true));
        System.out.println("bret " + bret((byte) -128, 255) + " " + bret((byte) 100, 100));
        System.out.println("cret " + (int) cret('\uffff', 'a') + " " + (int) cret('a', 'b'));
        System.out.println("sret " + sret((short) -32768, (short) -1) + " " + sret((short) 20000, (short) 20000));
        System.out.println("iret " + iret(1, -2, 3, Integer.MAX_VALUE));
        System.out.println("jret " + jret(Long.MAX_VALUE, -1, 1L << 33, 7));
        System.out.println("fret " + fret(3, 0.5f, 1.0 / 3, -4L));
        System.out.println("dret " + dret(0.1f, -2, 1e-10));
        System.out.println("lret " + lret("first", 0, "second") + " " + lret("first", 1, "second") + " " + lret(null, 0, "x"));
        vret(-5L, 0.75);
        System.out.println("vret " + lastVoid);
        System.out.println("instFp " + o.instFp(1.5f, -0.25, 7));
        System.out.println("instFret " + o.instFret(1L, 2.5f, -3L, -0.125f, 5L));
    }
}
