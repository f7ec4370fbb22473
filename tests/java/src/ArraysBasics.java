import java.util.Arrays;

public class ArraysBasics {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                grid[i][j] = i * 10 + j;
        System.out.println(Arrays.deepToString(grid));
        int[][] jag = new int[4][];
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            Arrays.fill(jag[i], i);
        }
        System.out.println(Arrays.deepToString(jag));
        long[][][] cube = new long[2][3][2];
        cube[1][2][1] = Long.MIN_VALUE;
        System.out.println(Arrays.deepToString(cube) + " " + cube.length + " " + cube[0].length + " " + cube[0][0].length);
        String[][] names = {{"a", "b"}, {"c"}, {}, null};
        System.out.println(Arrays.deepToString(names));
        Object[] self = new Object[2];
        self[0] = "x";
        self[1] = self;
        System.out.println(Arrays.deepToString(self));
        // defaults
        System.out.println(Arrays.toString(new boolean[2]) + Arrays.toString(new char[]{'a', 'b'}) + Arrays.toString(new double[2]) + Arrays.toString(new float[1])
            + Arrays.toString(new byte[2]) + Arrays.toString(new short[1]) + Arrays.toString(new String[2]) + Arrays.toString((int[]) null));
        // clone
        int[] a = {5, 3, 9, 1, 7};
        int[] b = a.clone();
        b[0] = 100;
        System.out.println("a " + Arrays.toString(a) + " b " + Arrays.toString(b) + " same " + (a == b));
        int[][] deep = {{1, 2}, {3, 4}};
        int[][] shallow = deep.clone();
        shallow[0][0] = 99;
        shallow[1] = new int[]{7};
        System.out.println("deep " + Arrays.deepToString(deep) + " shallow " + Arrays.deepToString(shallow));
        // sort
        int[] nums = {9, -2, 7, 0, Integer.MIN_VALUE, 4, Integer.MAX_VALUE, 4, -2};
        Arrays.sort(nums);
        System.out.println("sorted " + Arrays.toString(nums));
        double[] dn = {3.5, Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, -1, Double.POSITIVE_INFINITY, Double.NaN};
        Arrays.sort(dn);
        System.out.println("sorted doubles " + Arrays.toString(dn));
        char[] chars = "zyxwvutsrqponm".toCharArray();
        Arrays.sort(chars, 2, 8);
        System.out.println("partial sort " + new String(chars));
        int[] large = new int[500];
        int seed = 12345;
        for (int i = 0; i < large.length; i++) {
            seed = seed * 1103515245 + 12345;
            large[i] = (seed >>> 16) % 1000;
        }
        Arrays.sort(large);
        boolean ok = true;
        for (int i = 1; i < large.length; i++) if (large[i - 1] > large[i]) ok = false;
        System.out.println("large sorted " + ok + " first " + large[0] + " last " + large[499] + " median " + large[250] + " hash " + Arrays.hashCode(large));
        String[] strs = {"pear", "apple", "fig", "banana", "kiwi"};
        Arrays.sort(strs);
        System.out.println("strings " + Arrays.toString(strs));
        Integer[] boxed = {5, 1, 4, 2, 3};
        Arrays.sort(boxed, java.util.Collections.reverseOrder());
        System.out.println("reverse " + Arrays.toString(boxed));
        // binarySearch
        int[] sortedArr = {1, 3, 5, 7, 9, 11};
        for (int k : new int[]{1, 7, 11, 0, 4, 12}) {
            System.out.println("binarySearch " + k + " -> " + Arrays.binarySearch(sortedArr, k));
        }
        System.out.println("binarySearch str " + Arrays.binarySearch(strs, "fig") + " " + Arrays.binarySearch(strs, "cherry"));
        // fill/equals
        long[] filled = new long[6];
        Arrays.fill(filled, 1, 4, -7L);
        System.out.println("filled " + Arrays.toString(filled));
        System.out.println("equals " + Arrays.equals(new int[]{1, 2}, new int[]{1, 2}) + " " + Arrays.equals(new int[]{1, 2}, new int[]{2, 1})
            + " deepEquals " + Arrays.deepEquals(new int[][]{{1}}, new int[][]{{1}}) + " == " + (new int[0] == new int[0])
            + " equals(NaN) " + Arrays.equals(new double[]{Double.NaN}, new double[]{Double.NaN}) + " equals(0,-0) " + Arrays.equals(new double[]{0.0}, new double[]{-0.0}));
        System.out.println("hashCode " + Arrays.hashCode(new int[]{1, 2, 3}) + " " + Arrays.hashCode(new String[]{"a", null}) + " " + Arrays.deepHashCode(new Object[]{new int[]{1}, "x"})
            + " " + Arrays.hashCode(new double[]{1.5}) + " " + Arrays.hashCode(new boolean[]{true, false}) + " " + Arrays.hashCode((long[]) null));
        System.out.println("copyOf " + Arrays.toString(Arrays.copyOf(a, 8)) + " " + Arrays.toString(Arrays.copyOfRange(a, 1, 3)) + " " + Arrays.toString(Arrays.copyOf(strs, 2)));
        System.out.println("asList " + Arrays.asList(1, 2, 3) + " compare " + Arrays.compare(new int[]{1, 2}, new int[]{1, 3}) + " mismatch " + Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}));
        // array class info
        System.out.println("length of empty " + new String[0].length + " class " + new int[0][0].getClass().getName() + " " + grid.getClass().getSimpleName()
            + " component " + grid.getClass().getComponentType().getName());
        Object o = grid;
        System.out.println("instanceof Object[] " + (o instanceof Object[]) + " int[][] " + (o instanceof int[][]) + " Cloneable " + (o instanceof Cloneable)
            + " Serializable " + (o instanceof java.io.Serializable));
        char[] cz = new char[3];
        System.out.println("default char " + (int) cz[0]);
        int total = 0;
        int[][] mat = new int[50][50];
        for (int i = 0; i < 50; i++) for (int j = 0; j < 50; j++) mat[i][j] = (i * j) % 7;
        int[][] prod = new int[50][50];
        for (int i = 0; i < 50; i++)
            for (int j = 0; j < 50; j++) {
                int s = 0;
                for (int k = 0; k < 50; k++) s += mat[i][k] * mat[k][j];
                prod[i][j] = s;
                total += s;
            }
        System.out.println("matrix total " + total + " prod[17][23] " + prod[17][23]);
        // varied multi-dim creation with partial dims
        Object[][] objs = new String[2][];
        System.out.println("objs class " + objs.getClass().getName() + " elem null " + (objs[0] == null));
        boolean[][] flags = new boolean[2][3];
        flags[1][2] = true;
        System.out.println(Arrays.deepToString(flags));
    }
}
