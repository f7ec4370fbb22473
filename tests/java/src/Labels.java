public class Labels {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
            System.out.print("never ");
        }
        System.out.println();
        int found = -1;
        search:
        {
            int[][] grid = {{1, 2, 3}, {4, 42, 6}, {7, 8, 9}};
            for (int[] row : grid) {
                for (int v : row) {
                    if (v == 42) {
                        found = v;
                        break search;
                    }
                }
            }
            System.out.println("not found");
        }
        System.out.println("found " + found);
        int n = 0;
        loop:
        while (true) {
            n++;
            switch (n % 4) {
                case 0:
                    continue loop;
                case 3:
                    if (n > 10) break loop;
                    break;
                default:
                    System.out.print("n" + n + " ");
            }
        }
        System.out.println("| stopped at " + n);
        int k = 0;
        a:
        do {
            b:
            for (int x = 0; ; x++) {
                k++;
                if (x == 2) break b;
                if (k > 20) break a;
            }
        } while (k < 100);
        System.out.println("k " + k);
        // primes via labeled continue
        StringBuilder primes = new StringBuilder();
        nextCandidate:
        for (int c = 2; c < 60; c++) {
            for (int d = 2; d * d <= c; d++) {
                if (c % d == 0) continue nextCandidate;
            }
            primes.append(c).append(' ');
        }
        System.out.println("primes " + primes.toString().trim());
        // label on non-loop statement with nested try/finally
        StringBuilder sb = new StringBuilder();
        blk:
        try {
            sb.append("try ");
            if (sb.length() > 0) break blk;
            sb.append("unreached ");
        } finally {
            sb.append("finally ");
        }
        sb.append("after");
        System.out.println(sb);
        int counter = 0;
        outer2:
        for (int i = 0; i < 10; i++) {
            inner:
            for (int j = 0; j < 10; j++) {
                if ((i + j) % 3 == 0) continue inner;
                if (j > i) continue outer2;
                if (i * j > 30) break outer2;
                counter += i * j;
            }
        }
        System.out.println("counter " + counter);
    }
}
