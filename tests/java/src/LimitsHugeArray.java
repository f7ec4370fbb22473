// OutOfMemoryError for one huge array: over the VM's array length limit ("Requested array size exceeds
// VM limit") or over the heap (-Xmx32m: "Java heap space"), for every element size, and for
// multi-dimensional arrays, reflection and Arrays.copyOf. The program goes on afterwards.
import java.lang.reflect.Array;
import java.util.Arrays;

public class LimitsHugeArray {
    interface Alloc { Object run(int n); }

    static void tryAlloc(String what, int n, Alloc a) {
        try {
            Object o = a.run(n);
            System.out.println(what + "[" + n + "]: allocated " + Array.getLength(o));
        } catch (OutOfMemoryError e) {
            System.out.println(what + "[" + n + "]: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int[] sizes = {max, max - 1, max - 2, max - 3, max - 8, max - 16, 1 << 30, 64 << 20, 1 << 20};
        for (int n : sizes) {
            tryAlloc("byte", n, byte[]::new);
            tryAlloc("char", n, char[]::new);
            tryAlloc("int", n, int[]::new);
            tryAlloc("long", n, long[]::new);
            tryAlloc("Object", n, Object[]::new);
            tryAlloc("boolean", n, boolean[]::new);
        }
        tryAlloc("reflective String", max, n -> Array.newInstance(String.class, n));
        tryAlloc("reflective int", max - 2, n -> Array.newInstance(int.class, n));
        tryAlloc("multi int", 1 << 16, n -> new int[n][n]);
        tryAlloc("multi long", max, n -> new long[2][n]);
        tryAlloc("reflective multi", 1 << 16, n -> Array.newInstance(double.class, n, n));
        tryAlloc("Arrays.copyOf", max - 1, n -> Arrays.copyOf(new byte[1], n));
        try {
            Object o = new byte[-1];
            System.out.println("negative: allocated " + o);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative: " + e);
        }
        byte[] after = new byte[16 << 20];
        after[after.length - 1] = 42;
        System.out.println("a 16 MB array afterwards: " + after[after.length - 1]);
    }
}
