// The program of the debugger views' test (node-tests/debugger-views.test.mjs, views-client.mjs): a
// linked list, an array longer than the picture shows, a string, boxed values and primitives of every
// kind in main's frame, a change between two stops, and methods whose bytecode has both switches,
// constants of every kind, fields, invokedynamic and a try/catch.
import java.util.ArrayList;
import java.util.List;

public class Views {
    static class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static int counter = 7;
    static final String GREETING = "hi";
    static Node shared = new Node(-1, null);

    static int classify(int n) {
        switch (n) {
            case 1: return 10;
            case 2: return 20;
            case 3: return 30;
            default: return -1;
        }
    }

    static String sparse(int n) {
        switch (n) {
            case 1: return "one";
            case 1000: return "thousand";
            default: return "many";
        }
    }

    static double mix(long a, double b, float c) {
        long big = a * 100000L + 123456;
        double d = b * 2.5e10 + c * 1.5f;
        try {
            return big / (a - 3) + d;
        } catch (ArithmeticException e) {
            return -d;
        }
    }

    static void marker() {
        counter++;
    }

    public static void main(String[] args) {
        Node head = null;
        for (int i = 0; i < 3; i++) {
            head = new Node(i, head);
        }
        int[] numbers = new int[30];
        for (int k = 0; k < numbers.length; k++) {
            numbers[k] = k * k;
        }
        String word = "hello";
        Integer boxed = 42;
        List<String> list = new ArrayList<>();
        list.add(word);
        char letter = 'x';
        long big = 1L << 40;
        double half = 0.5;
        boolean flag = true;
        marker();
        head.next.value = 99;
        marker();
        System.out.println(classify(2) + sparse(1000) + mix(3, 2.5, 1.5f) + letter + big + half + flag + boxed + numbers[29]);
    }
}
