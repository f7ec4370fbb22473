public class Bitwise {
    static String bin(int x) { return String.format("%32s", Integer.toBinaryString(x)).replace(' ', '0'); }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 0x80000000, 0x7fffffff, 0x12345678, 0xf0f0f0f0, 6, 96, 1 << 20, -6};
        for (int v : vals) {
            System.out.println(bin(v) + " bitCount=" + Integer.bitCount(v) + " hi=" + Integer.highestOneBit(v) + " lo=" + Integer.lowestOneBit(v)
                + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v) + " rev=" + Integer.reverse(v)
                + " revBytes=" + Integer.toHexString(Integer.reverseBytes(v)) + " rotl3=" + Integer.rotateLeft(v, 3) + " rotr35=" + Integer.rotateRight(v, 35)
                + " signum=" + Integer.signum(v));
        }
        long[] lvals = {0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x0123456789abcdefL, 1L << 40};
        for (long v : lvals) {
            System.out.println(Long.toHexString(v) + " bitCount=" + Long.bitCount(v) + " hi=" + Long.highestOneBit(v) + " lo=" + Long.lowestOneBit(v)
                + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v) + " rev=" + Long.toHexString(Long.reverse(v))
                + " revBytes=" + Long.toHexString(Long.reverseBytes(v)) + " rotl=" + Long.toHexString(Long.rotateLeft(v, 12)));
        }
        int a = 0b1100_1010, b = 0b1010_0110;
        System.out.println("and " + (a & b) + " or " + (a | b) + " xor " + (a ^ b) + " not " + (~a) + " andNot " + (a & ~b));
        long la = 0xFFFF0000FFFF0000L, lb = 0x0F0F0F0F0F0F0F0FL;
        System.out.println("long and " + Long.toHexString(la & lb) + " or " + Long.toHexString(la | lb) + " xor " + Long.toHexString(la ^ lb) + " not " + Long.toHexString(~la));
        boolean t = true, f = false;
        System.out.println("bool & " + (t & f) + " | " + (t | f) + " ^ " + (t ^ t) + " ! " + (!t));
        int calls = 0;
        boolean r1 = (calls++ > 10) && (calls++ > 0);
        boolean r2 = (calls++ > 10) & (calls++ > 0);
        System.out.println("short-circuit calls " + calls + " " + r1 + " " + r2);
        short sv = (short) 0xABCD;
        byte bv = (byte) 0xEF;
        System.out.println("short reverseBytes " + Integer.toHexString(Short.reverseBytes(sv) & 0xffff) + " byte&0xff " + (bv & 0xff) + " byte>>>4 " + (bv >>> 4) + " (bv&0xff)>>>4 " + ((bv & 0xff) >>> 4));
        // population count via loops vs builtin
        int mismatches = 0;
        int seed = 1;
        for (int i = 0; i < 2000; i++) {
            seed = seed * 1664525 + 1013904223;
            int cnt = 0;
            for (int x = seed; x != 0; x &= x - 1) cnt++;
            if (cnt != Integer.bitCount(seed)) mismatches++;
        }
        System.out.println("popcount mismatches " + mismatches);
        // gray code
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) sb.append(Integer.toBinaryString(i ^ (i >> 1))).append(' ');
        System.out.println("gray " + sb.toString().trim());
        // bit tricks
        System.out.println("isPow2 " + isPow2(64) + isPow2(65) + isPow2(0) + " nextPow2(100) " + (Integer.highestOneBit(99) << 1) + " abs trick " + ((-17 ^ (-17 >> 31)) - (-17 >> 31)));
        System.out.println("compress/expand-ish: " + Integer.toBinaryString(0xff & ~(1 << 3)) + " " + Long.toBinaryString(5L << 61));
        java.util.BitSet bs = new java.util.BitSet();
        for (int i = 0; i < 100; i += 7) bs.set(i);
        java.util.BitSet bs2 = new java.util.BitSet();
        bs2.set(10, 30);
        System.out.println("BitSet " + bs + " card " + bs.cardinality() + " length " + bs.length());
        bs.and(bs2);
        System.out.println("BitSet and " + bs + " nextSetBit(15) " + bs.nextSetBit(15) + " nextClearBit(14) " + bs.nextClearBit(14));
        bs2.flip(0, 40);
        System.out.println("flipped " + bs2 + " toLongArray " + java.util.Arrays.toString(bs2.toLongArray()));
        System.out.println("Integer.toUnsignedLong(-1) " + Integer.toUnsignedLong(-1) + " parseUnsignedInt " + Integer.parseUnsignedInt("4294967295") + " toUnsignedString " + Integer.toUnsignedString(-2, 16));
    }

    static boolean isPow2(int x) { return x > 0 && (x & (x - 1)) == 0; }
}
