// JNI basics: linking by short and long names (overloads, escapes, nested classes, Unicode), every
// primitive argument and return type, references in and out, natives calling back into Java,
// synchronized natives, and a native without an implementation.
public class JniBasics {
    static {
        System.loadLibrary("jnitest");
    }

    int base = 100;

    static native int add(int a, int b);
    static native long addLong(long a, long b);
    static native float mulFloat(float a, float b);
    static native double mulDouble(double a, double b);
    static native boolean not(boolean b);
    static native byte negByte(byte b);
    static native char nextChar(char c);
    static native short negShort(short s);
    static native void nothing();
    native int instanceAdd(int x);
    static native String mixed(int i, long j, float f, double d, boolean z, byte b, char c, short s, Object o, String str, int[] arr);
    static native double manyArgs(int a1, double d1, long l1, float f1, int a2, double d2, long l2, float f2, int a3,
                                  double d3, long l3, float f3, int a4, double d4, long l4, float f4, int a5, double d5);
    static native String over(int x);
    static native String over(String s);
    static native String over(int[] a, String[][] b);
    static native String over();
    static native int with_underscore(int x);
    static native int unicod\u00e9(int x);
    static native int semi$colon(int x);
    static native Object identity(Object o);
    static native int[] squares(int n);
    static native String nullString();
    static native int recurse(int n);
    synchronized native boolean holdsOwnLock();
    static native void missing();
    static native boolean returnsTwo();
    static native byte truncByte();

    static int recurseJava(int n) {
        return n <= 0 ? 0 : 1 + recurse(n - 1);
    }

    static class Inner {
        static native int twice(int x);
    }

    // a supplementary character in a method name: mangled as its two surrogates (_0d835_0dc00)
    static native int math\ud835\udc00(int x);

    static int threadResult;

    public static void main(String[] args) {
        System.out.println("add " + add(3, 4) + " " + add(Integer.MAX_VALUE, 1));
        System.out.println("addLong " + addLong(1L << 40, -5));
        System.out.println("mulFloat " + mulFloat(1.5f, -2.25f));
        System.out.println("mulDouble " + mulDouble(Math.PI, 1e100));
        System.out.println("not " + not(true) + " " + not(false));
        System.out.println("negByte " + negByte((byte) 5) + " " + negByte((byte) -128));
        System.out.println("nextChar " + nextChar('a') + " " + (int) nextChar('\uffff'));
        System.out.println("negShort " + negShort((short) 300) + " " + negShort(Short.MIN_VALUE));
        nothing();
        System.out.println("nothing ok");
        System.out.println("instanceAdd " + new JniBasics().instanceAdd(5));
        System.out.println("mixed " + mixed(-1, Long.MIN_VALUE, 0.25f, -1e-300, true, (byte) 127, '\u00e9', (short) -2,
                Integer.valueOf(7), "str", new int[] {1, 2, 3}));
        System.out.println("mixed nulls " + mixed(0, 0, 0, 0, false, (byte) 0, 'a', (short) 0, null, null, null));
        System.out.println("manyArgs " + manyArgs(1, 2.5, 3L, 4.5f, 5, 6.5, 7L, 8.5f, 9, 10.5, 11L, 12.5f, 13, 14.5, 15L, 16.5f, 17, 18.5));
        System.out.println("over(int) " + over(42));
        System.out.println("over(String) " + over("s"));
        System.out.println("over(int[],String[][]) " + over(new int[2], new String[3][]));
        System.out.println("over() " + over());
        System.out.println("with_underscore " + with_underscore(1));
        System.out.println("unicode " + unicod\u00e9(2));
        System.out.println("semi$colon " + semi$colon(3));
        System.out.println("Inner.twice " + Inner.twice(21));
        System.out.println("supplementary " + math\ud835\udc00(1));
        System.out.println("packaged " + jni_pkg.sub.Packaged.describe(7) + " " + new jni_pkg.sub.Packaged().name());
        Thread th = new Thread() {
            public void run() {
                threadResult = add(20, 22) + new JniBasics().instanceAdd(1) + recurse(3);
            }
        };
        th.start();
        try {
            th.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        System.out.println("from another thread " + threadResult);
        Object o = new Object();
        System.out.println("identity " + (identity(o) == o) + " " + identity(null));
        int[] sq = squares(5);
        System.out.println("squares " + sq.length + " " + sq[0] + " " + sq[4]);
        System.out.println("nullString " + nullString());
        System.out.println("recurse " + recurse(50));
        System.out.println("holdsOwnLock " + new JniBasics().holdsOwnLock());
        System.out.println("returnsTwo " + returnsTwo());
        System.out.println("truncByte " + truncByte());
        try {
            missing();
            System.out.println("missing: no error");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing: " + e);
        }
        try {
            missing();
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing again: " + e.getMessage());
        }
    }
}
