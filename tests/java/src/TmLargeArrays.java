public class TmLargeArrays {
    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 8; round++) {
            byte[] big = new byte[16 * 1024 * 1024];
            for (int i = 0; i < big.length; i += 4096) big[i] = (byte) (round + i / 4096);
            long s = 0;
            for (int i = 0; i < big.length; i += 4096) s += big[i];
            total += s;
            System.out.println("round " + round + " length " + big.length + " sum " + s + " last " + big[big.length - 1]);
        }
        System.out.println("total " + total);
        int[][] rows = new int[4][];
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < rows.length; i++) { rows[i] = new int[2 * 1024 * 1024]; rows[i][rows[i].length - 1] = i + k; }
            long s = 0;
            for (int[] r : rows) s += r[r.length - 1];
            System.out.println("rows pass " + k + " sum " + s);
        }
        rows = null;
        long[] longs = new long[3 * 1024 * 1024];
        longs[longs.length - 1] = Long.MAX_VALUE;
        System.out.println("longs " + longs.length + " " + longs[longs.length - 1]);
        Object[] refs = new Object[1 << 20];
        for (int i = 0; i < refs.length; i += 1024) refs[i] = new int[1024];
        int c = 0;
        for (Object o : refs) if (o != null) c++;
        System.out.println("refs non-null " + c);
    }
}
