// Collatz: a tight integer loop with a data-dependent branch (the 3n+1 sequence) over a range of
// starting values, with long arithmetic, plus a small int[] cache of known lengths.
// Usage: java Collatz [limit]. Deterministic; prints the longest chain's start and length, and the sum.
public final class Collatz {
    public static void main(String[] args) {
        int limit = args.length > 0 ? Integer.parseInt(args[0]) : 300000;
        int[] cache = new int[limit];
        int best = 1, bestLen = 1;
        long total = 0;
        for (int start = 1; start < limit; start++) {
            long n = start;
            int len = 0;
            while (n != 1) {
                if (n < start) {
                    len += cache[(int) n];
                    break;
                }
                n = (n & 1) == 0 ? n >> 1 : 3 * n + 1;
                len++;
            }
            cache[start] = len;
            total += len;
            if (len > bestLen) {
                bestLen = len;
                best = start;
            }
        }
        System.out.println("longest " + best + " length " + bestLen + " total " + total);
    }
}
