// Spin: a program that never ends by itself (node-tests/slices.test.mjs pauses, resumes and stops it
// from JavaScript). It computes and prints a line now and then.
public class Spin {
    public static void main(String[] args) {
        long x = 1;
        for (long i = 1; ; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            if ((i & ((1 << 22) - 1)) == 0) System.out.println("tick " + (i >> 22));
        }
    }
}
