// An exception: thrown deep in a call, caught once, then thrown again and not caught. Turn on
// "break on exceptions" to stop where each is thrown.
public class Main {
    static int average(int[] values) {
        int sum = 0;
        for (int v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    public static void main(String[] args) {
        try {
            System.out.println("average = " + average(new int[] {4, 8, 6}));
            System.out.println("average = " + average(new int[0]));
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
        String text = null;
        System.out.println(text.length());
    }
}
