// Monitors: contended monitor enter/exit. T threads share a few locks and, for N iterations each,
// increment counters under synchronized blocks and synchronized methods, re-enter a lock they
// already hold, and every 16th iteration take two locks in a fixed order (no deadlock). Every
// counter is read only under its lock, so the totals are exact on any VM.
// Usage: java Monitors [threads] [iterations]. Deterministic; prints the counters.
public final class Monitors {
    static final class Counter {
        private long value;

        synchronized void add(long d) {
            value += d;
        }

        synchronized long addTwice(long d) {
            add(d); // re-entry of a monitor this thread holds
            add(d);
            return value;
        }

        synchronized long get() {
            return value;
        }
    }

    static final Object LOCK_A = new Object();
    static final Object LOCK_B = new Object();
    static long sharedA, pairs;
    static final Counter COUNTER = new Counter();

    static void work(int id, int iterations) {
        for (int i = 0; i < iterations; i++) {
            synchronized (LOCK_A) {
                sharedA += id + 1;
            }
            COUNTER.addTwice(1);
            if ((i & 15) == 0) {
                synchronized (LOCK_A) {
                    synchronized (LOCK_B) {
                        pairs++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread(new Runnable() {
                @Override
                public void run() {
                    work(id, iterations);
                }
            }, "worker-" + t);
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long expectA = (long) iterations * threads * (threads + 1) / 2;
        long expectPairs = (long) threads * ((iterations + 15) / 16);
        synchronized (LOCK_A) {
            System.out.println("sharedA " + sharedA + (sharedA == expectA ? " ok" : " WRONG, expected " + expectA));
        }
        System.out.println("counter " + COUNTER.get() + (COUNTER.get() == 2L * threads * iterations ? " ok" : " WRONG"));
        synchronized (LOCK_B) {
            System.out.println("pairs " + pairs + (pairs == expectPairs ? " ok" : " WRONG, expected " + expectPairs));
        }
    }
}
