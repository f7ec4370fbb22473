// The new version of tests/jdb/HotSwap.java that hotswap.jdb redefines it with: greet's code changes,
// the rest (lines included) stays as it was.
public class HotSwap {
    static String greet(int round) {
        return "new greeting " + round * 10;
    }

    public static void main(String[] args) {
        int[] numbers = {1, 2, 3};
        String[] words = {"a", "b"};
        long[] big = {1L};
        double[] ratios = {0.5};
        char[] letters = {'x'};
        boolean[] flags = {false};
        byte[] small = {1};
        for (int round = 0; round < 2; round++) {
            System.out.println(greet(round));
        }
        System.out.println(numbers[0] + numbers[1] + numbers[2] + " " + words[0] + words[1]);
        System.out.println(big[0] + " " + ratios[0] + " " + letters[0] + " " + flags[0] + " " + small[0]);
    }
}
