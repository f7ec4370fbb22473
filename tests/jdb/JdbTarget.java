// The program the jdb sessions of node-tests/jdwp.test.mjs debug (tests/jdb/*.jdb): a few calls, a
// loop, fields, an array, a second thread and a caught exception, at stable line numbers (the scripts
// name them: edit with care).
public class JdbTarget {
    static int counter;
    int value = 7;
    String label = "target";
    int[] numbers = {3, 1, 4, 1, 5};

    int twice(int n) {
        int r = n * 2;
        return r;
    }

    static int sum(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
        }
        return s;
    }

    static void fail() {
        throw new IllegalStateException("on purpose");
    }

    public static void main(String[] args) throws Exception {
        JdbTarget t = new JdbTarget();
        int x = t.twice(21);
        counter = x + 1;
        System.out.println("twice: " + x);
        System.out.println("sum: " + sum(t.numbers));
        try {
            fail();
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        }
        Thread worker = new Thread(() -> counter++, "worker");
        worker.start();
        worker.join();
        t.value = counter;
        System.out.println("value: " + t.value);
    }
}
