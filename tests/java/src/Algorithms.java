import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Algorithms {
    static void quicksort(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = a[(lo + hi) >>> 1], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        quicksort(a, lo, j);
        quicksort(a, i, hi);
    }

    static void mergesort(long[] a, long[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) / 2;
        mergesort(a, tmp, lo, mid);
        mergesort(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static int nQueens(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols & (1 << c)) != 0 || (d1 & (1 << (row + c))) != 0 || (d2 & (1 << (row - c + n))) != 0) continue;
            count += nQueens(n, row + 1, cols | (1 << c), d1 | (1 << (row + c)), d2 | (1 << (row - c + n)));
        }
        return count;
    }

    static int[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        List<Integer> primes = new ArrayList<>();
        for (int i = 2; i <= n; i++) {
            if (composite[i]) continue;
            primes.add(i);
            for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
        }
        int[] r = new int[primes.size()];
        for (int i = 0; i < r.length; i++) r[i] = primes.get(i);
        return r;
    }

    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    static int lcs(String a, String b) {
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                dp[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
        return dp[a.length()][b.length()];
    }

    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    static long knapsack(int[] w, int[] v, int cap) {
        long[] dp = new long[cap + 1];
        for (int i = 0; i < w.length; i++)
            for (int c = cap; c >= w[i]; c--) dp[c] = Math.max(dp[c], dp[c - w[i]] + v[i]);
        return dp[cap];
    }

    static int[] dijkstra(int[][] g, int src) {
        int n = g.length;
        int[] dist = new int[n];
        boolean[] done = new boolean[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[src] = 0;
        for (int k = 0; k < n; k++) {
            int u = -1;
            for (int i = 0; i < n; i++) if (!done[i] && (u < 0 || dist[i] < dist[u])) u = i;
            if (dist[u] == Integer.MAX_VALUE) break;
            done[u] = true;
            for (int v = 0; v < n; v++) if (g[u][v] > 0 && dist[u] + g[u][v] < dist[v]) dist[v] = dist[u] + g[u][v];
        }
        return dist;
    }

    static String permutations(String s) {
        List<String> out = new ArrayList<>();
        permute("", s, out);
        return out.size() + " " + out.subList(0, Math.min(8, out.size()));
    }

    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }

    static long collatzMax(int limit) {
        long best = 0, arg = 0;
        for (int s = 1; s < limit; s++) {
            long n = s;
            int steps = 0;
            while (n != 1) {
                n = (n & 1) == 0 ? n >> 1 : 3 * n + 1;
                steps++;
            }
            if (steps > best) {
                best = steps;
                arg = s;
            }
        }
        return arg * 1000 + best;
    }

    static int hanoiMoves = 0;

    static void hanoi(int n, char from, char to, char via, StringBuilder sb) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, sb);
        hanoiMoves++;
        if (sb.length() < 60) sb.append(from).append(to).append(' ');
        hanoi(n - 1, via, to, from, sb);
    }

    public static void main(String[] args) {
        int[] a = new int[2000];
        long seed = 17;
        for (int i = 0; i < a.length; i++) {
            seed = (seed * 25214903917L + 11) & ((1L << 48) - 1);
            a[i] = (int) (seed >>> 17) % 10000 - 5000;
        }
        int[] b = a.clone();
        quicksort(a, 0, a.length - 1);
        Arrays.sort(b);
        System.out.println("quicksort matches Arrays.sort " + Arrays.equals(a, b) + " min " + a[0] + " max " + a[a.length - 1]);
        long[] l = new long[1500];
        for (int i = 0; i < l.length; i++) l[i] = (i * 7919L) % 1499 - 700;
        mergesort(l, new long[l.length], 0, l.length);
        boolean sorted = true;
        for (int i = 1; i < l.length; i++) if (l[i - 1] > l[i]) sorted = false;
        System.out.println("mergesort sorted " + sorted + " first " + l[0] + " last " + l[l.length - 1]);
        for (int n = 4; n <= 8; n++) System.out.print("queens(" + n + ")=" + nQueens(n, 0, 0, 0, 0) + " ");
        System.out.println();
        int[] primes = sieve(10000);
        System.out.println("primes below 10000: " + primes.length + " last " + primes[primes.length - 1] + " sum " + sumOf(primes));
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(Long.MAX_VALUE, 1L << 40) + " lcs " + lcs("AGGTABQWERTY", "GXTXAYBWRT") + " edit " + editDistance("kitten", "sitting")
            + " " + editDistance("intention", "execution"));
        System.out.println("knapsack " + knapsack(new int[]{12, 2, 1, 1, 4, 7, 3, 9}, new int[]{4, 2, 1, 2, 10, 13, 5, 11}, 20));
        int[][] g = {{0, 4, 0, 0, 0, 0, 0, 8, 0}, {4, 0, 8, 0, 0, 0, 0, 11, 0}, {0, 8, 0, 7, 0, 4, 0, 0, 2}, {0, 0, 7, 0, 9, 14, 0, 0, 0}, {0, 0, 0, 9, 0, 10, 0, 0, 0},
            {0, 0, 4, 14, 10, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 2, 0, 1, 6}, {8, 11, 0, 0, 0, 0, 1, 0, 7}, {0, 0, 2, 0, 0, 0, 6, 7, 0}};
        System.out.println("dijkstra " + Arrays.toString(dijkstra(g, 0)));
        System.out.println("permutations " + permutations("abcde"));
        System.out.println("collatz " + collatzMax(5000));
        StringBuilder moves = new StringBuilder();
        hanoi(12, 'A', 'C', 'B', moves);
        System.out.println("hanoi moves " + hanoiMoves + " first " + moves.toString().trim());
        long[][] fibm = {{1, 1}, {1, 0}};
        long[][] r = matpow(fibm, 90);
        System.out.println("fib(90) via matrix " + r[0][1]);
        StringBuilder spiral = new StringBuilder();
        int[][] m = new int[5][6];
        int v = 1;
        for (int[] row : m) for (int j = 0; j < row.length; j++) row[j] = v++;
        int top = 0, bot = 4, left = 0, right = 5;
        while (top <= bot && left <= right) {
            for (int j = left; j <= right; j++) spiral.append(m[top][j]).append(',');
            top++;
            for (int i = top; i <= bot; i++) spiral.append(m[i][right]).append(',');
            right--;
            if (top <= bot) {
                for (int j = right; j >= left; j--) spiral.append(m[bot][j]).append(',');
                bot--;
            }
            if (left <= right) {
                for (int i = bot; i >= top; i--) spiral.append(m[i][left]).append(',');
                left++;
            }
        }
        System.out.println("spiral " + spiral);
    }

    static long sumOf(int[] xs) {
        long s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static long[][] matmul(long[][] a, long[][] b) {
        long[][] c = new long[2][2];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 2; k++) c[i][j] += a[i][k] * b[k][j];
        return c;
    }

    static long[][] matpow(long[][] m, int p) {
        long[][] r = {{1, 0}, {0, 1}};
        while (p > 0) {
            if ((p & 1) == 1) r = matmul(r, m);
            m = matmul(m, m);
            p >>= 1;
        }
        return r;
    }
}
