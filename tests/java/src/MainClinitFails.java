public class MainClinitFails {
    static int value = compute();

    static int compute() {
        System.out.println("computing static state");
        int[] table = new int[2];
        return table[5];
    }

    public static void main(String[] args) {
        System.out.println("main never runs " + value);
    }
}
