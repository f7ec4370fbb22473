// A deliberately racy program: three threads append to a shared unsynchronized trace while computing.
// Its output depends on where the scheduler switches threads, so it shows whether the interleaving is
// reproducible (it is on Vitrine: switches happen after a fixed number of safepoints).
public class Interleave {
    static final StringBuilder trace = new StringBuilder();
    static int shared;

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int k = 0; k < ts.length; k++) {
            final char id = (char) ('A' + k);
            ts[k] = new Thread(() -> {
                long x = id;
                for (int i = 0; i < 40; i++) {
                    for (int j = 0; j < 3000; j++) x = x * 6364136223846793005L + 1442695040888963407L;
                    trace.append(id);
                    shared++;
                }
                if (x == 42) System.out.println("unlikely");
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println(trace);
        System.out.println("shared " + shared);
    }
}
