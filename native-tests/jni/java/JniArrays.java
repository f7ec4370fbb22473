// JNI arrays: New<Type>Array for every type, Get/Release<Type>ArrayElements with the copy-back modes
// (0, JNI_COMMIT, JNI_ABORT), the region functions and their ArrayIndexOutOfBoundsException
// messages, object arrays (ArrayStoreException, index errors), NegativeArraySizeException and
// GetPrimitiveArrayCritical.
import java.util.Arrays;

public class JniArrays {
    static {
        System.loadLibrary("jnitest");
    }

    static native Object newArray(char type, int len);
    static native String elements(int[] a, int mode);
    static native String allElements(boolean[] z, byte[] b, char[] c, short[] s, long[] j, float[] f, double[] d);
    static native String region(int[] a, int start, int len, boolean set);
    static native String regionsAll(boolean[] z, byte[] b, char[] c, short[] s, long[] j, float[] f, double[] d);
    static native Object[] objectArray(int len, Class<?> c, Object init);
    static native String objectElement(Object[] a, int index, Object value, boolean set);
    static native long critical(int[] a);
    static native String lengthOf(Object a);

    public static void main(String[] args) {
        for (char t : "ZBCSIJFD".toCharArray()) {
            Object a = newArray(t, 3);
            System.out.println("newArray " + t + " " + a.getClass().getSimpleName() + " " + java.lang.reflect.Array.getLength(a));
        }
        try {
            newArray('I', -1);
        } catch (NegativeArraySizeException e) {
            System.out.println("newArray -1: " + e);
        }
        int[] a = {1, 2, 3};
        System.out.println("elements 0 " + elements(a, 0) + " -> " + Arrays.toString(a));
        a = new int[] {1, 2, 3};
        System.out.println("elements JNI_COMMIT " + elements(a, 1) + " -> " + Arrays.toString(a));
        a = new int[] {1, 2, 3};
        System.out.println("elements JNI_ABORT " + elements(a, 2) + " -> " + Arrays.toString(a));
        System.out.println("elements empty " + elements(new int[0], 0));
        boolean[] z = {true, false};
        byte[] b = {1, -1};
        char[] c = {'a', '\uffff'};
        short[] s = {1, -1};
        long[] j = {1, Long.MIN_VALUE};
        float[] f = {1.5f, Float.NaN};
        double[] d = {1.5, Double.NEGATIVE_INFINITY};
        System.out.println("allElements " + allElements(z, b, c, s, j, f, d));
        System.out.println("  -> " + Arrays.toString(z) + Arrays.toString(b) + Arrays.toString(c).replace('\uffff', '?')
                + Arrays.toString(s) + Arrays.toString(j) + Arrays.toString(f) + Arrays.toString(d));
        int[] r = {10, 20, 30, 40, 50};
        System.out.println("region " + region(r, 1, 3, false));
        System.out.println("region " + region(r, 0, 0, false));
        System.out.println("region " + region(r, 5, 0, false));
        System.out.println("region " + region(r, -1, 2, false));
        System.out.println("region " + region(r, 0, -1, false));
        System.out.println("region " + region(r, 3, 3, false));
        System.out.println("region " + region(r, 6, 0, false));
        System.out.println("region " + region(r, Integer.MAX_VALUE, 2, false));
        System.out.println("region set " + region(r, 2, 2, true) + " -> " + Arrays.toString(r));
        System.out.println("region set " + region(r, 4, 2, true) + " -> " + Arrays.toString(r));
        System.out.println("regionsAll " + regionsAll(z, b, c, s, j, f, d));
        System.out.println("  -> " + Arrays.toString(z) + Arrays.toString(b) + Arrays.toString(c)
                + Arrays.toString(s) + Arrays.toString(j) + Arrays.toString(f) + Arrays.toString(d));
        Object[] oa = objectArray(3, String.class, "init");
        System.out.println("objectArray " + oa.getClass().getSimpleName() + " " + Arrays.toString(oa));
        System.out.println("objectArray null init " + Arrays.toString(objectArray(2, Runnable.class, null)));
        try {
            objectArray(-5, String.class, null);
        } catch (NegativeArraySizeException e) {
            System.out.println("objectArray -5: " + e);
        }
        System.out.println("objectArray of arrays " + objectArray(1, int[].class, new int[0]).getClass().getSimpleName());
        System.out.println("objectElement " + objectElement(oa, 1, null, false));
        System.out.println("objectElement " + objectElement(oa, 1, "new", true) + " -> " + Arrays.toString(oa));
        System.out.println("objectElement " + objectElement(oa, 3, null, false));
        System.out.println("objectElement " + objectElement(oa, -1, "x", true));
        System.out.println("objectElement " + objectElement(oa, 0, Integer.valueOf(1), true));
        System.out.println("objectElement " + objectElement(oa, 2, null, true) + " -> " + Arrays.toString(oa));
        System.out.println("objectElement " + objectElement(new String[2][2], 1, Integer.valueOf(1), true));
        System.out.println("objectElement " + objectElement(new int[2][2], 0, "s", true));
        System.out.println("objectElement " + objectElement(new CharSequence[1], 0, new StringBuilder("sb"), true));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = i;
        System.out.println("critical " + critical(big) + " " + big[0] + " " + big[999]);
        System.out.println("lengthOf " + lengthOf(new long[7]) + " " + lengthOf(new Object[0][3]));
    }
}
