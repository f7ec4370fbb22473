public class ArrayExceptions {
    static int get(int[] a, int i) { return a[i]; }

    public static void main(String[] args) {
        int[] a = new int[3];
        for (int i : new int[]{-1, 3, 100, Integer.MIN_VALUE}) {
            try {
                get(a, i);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("AIOOBE: " + e.getMessage());
            }
        }
        try {
            long[] l = new long[0];
            l[0] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            String[] s = new String[2];
            s[2] = "x";
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        for (int n : new int[]{-1, -100, Integer.MIN_VALUE}) {
            try {
                int[] bad = new int[n];
                System.out.println(bad.length);
            } catch (NegativeArraySizeException e) {
                System.out.println("NASE: " + e.getMessage());
            }
        }
        try {
            Object[] multi = new int[2][-3];
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE multi: " + e.getMessage());
        }
        try {
            Object o = new String[-5];
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE objects: " + e);
        }
        try {
            Object[] objs = new String[2];
            objs[0] = "fine";
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + e.getMessage());
        }
        try {
            Object[] objs = new Integer[1];
            objs[0] = new int[0];
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + e.getMessage());
        }
        try {
            Number[] nums = new Integer[1];
            nums[0] = Double.valueOf(2.0);
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + e);
        }
        try {
            Object[][] oo = new String[1][1];
            oo[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println("ASE 2d: " + e.getMessage());
        }
        Object[] ok = new CharSequence[1];
        ok[0] = new StringBuilder("ok");
        System.out.println("stored " + ok[0]);
        try {
            int[] n = null;
            System.out.println(n.length);
        } catch (NullPointerException e) {
            System.out.println("NPE length");
        }
        // arraycopy errors
        int[] src = {1, 2, 3, 4, 5};
        int[] dst = new int[5];
        try {
            System.arraycopy(src, 3, dst, 0, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            System.arraycopy(src, 0, dst, 4, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            System.arraycopy(src, -1, dst, 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            System.arraycopy(src, 0, dst, 0, -1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            System.arraycopy(src, 0, new long[5], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            System.arraycopy("notarray", 0, dst, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            Object[] from = {"a", 1, "c"};
            String[] to = new String[3];
            System.arraycopy(from, 0, to, 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy: " + e.getMessage());
        }
        try {
            System.arraycopy(null, 0, dst, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("arraycopy null: " + e.getMessage());
        }
        try {
            java.util.List<Integer> list = new java.util.ArrayList<>();
            list.add(1);
            list.get(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("list: " + e.getMessage());
        }
        try {
            java.util.Arrays.copyOfRange(src, 4, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange: " + e.getMessage());
        }
    }
}
