// Fannkuch: permutations of small int arrays (the Benchmarks Game's fannkuch-redux): every
// permutation of 1..n is generated in place and its prefix reversed until 1 comes first; reports
// the checksum and the most flips. Short loops over int[] with swaps and counters, no allocation.
// Usage: java Fannkuch [n]. Deterministic; prints the checksum and the maximum number of flips.
public final class Fannkuch {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        int[] perm = new int[n], perm1 = new int[n], count = new int[n];
        for (int i = 0; i < n; i++) {
            perm1[i] = i;
        }
        int maxFlips = 0, checksum = 0, permCount = 0, r = n;
        while (true) {
            while (r != 1) {
                count[r - 1] = r;
                r--;
            }
            for (int i = 0; i < n; i++) {
                perm[i] = perm1[i];
            }
            int flips = 0;
            int k;
            while ((k = perm[0]) != 0) {
                int k2 = (k + 1) >> 1;
                for (int i = 0; i < k2; i++) {
                    int t = perm[i];
                    perm[i] = perm[k - i];
                    perm[k - i] = t;
                }
                flips++;
            }
            if (flips > maxFlips) {
                maxFlips = flips;
            }
            checksum += (permCount & 1) == 0 ? flips : -flips;
            while (true) {
                if (r == n) {
                    System.out.println(checksum + "\nPfannkuchen(" + n + ") = " + maxFlips);
                    return;
                }
                int perm0 = perm1[0];
                for (int i = 0; i < r; i++) {
                    perm1[i] = perm1[i + 1];
                }
                perm1[r] = perm0;
                count[r]--;
                if (count[r] > 0) {
                    break;
                }
                r++;
            }
            permCount++;
        }
    }
}
