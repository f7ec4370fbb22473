public class UncaughtNested {
    static class Worker {
        int[] data = {1, 2, 3};

        int compute(int idx) {
            return helper(idx) * 2;
        }

        private int helper(int idx) {
            if (idx > 2) {
                throw new IllegalArgumentException("index too large: " + idx);
            }
            return data[idx];
        }
    }

    static void process(Worker w, int n) {
        for (int i = 0; i <= n; i++) {
            System.out.println("compute(" + i + ") = " + w.compute(i));
        }
    }

    public static void main(String[] args) {
        System.out.println("starting");
        System.err.println("this goes to stderr before the crash");
        process(new Worker(), 5);
        System.out.println("never printed");
    }
}
