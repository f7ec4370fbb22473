public class NoOutput {
    public static void main(String[] args) {
        int x = 0;
        for (int i = 0; i < 100; i++) x += i;
        if (x != 4950) System.out.println("wrong " + x);
    }
}
