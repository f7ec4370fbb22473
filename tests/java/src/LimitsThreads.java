import java.util.*;
import java.util.concurrent.*;

// Threads at the limits: a thread whose requested stack cannot be reserved fails to start with
// "OutOfMemoryError: unable to create native thread", and the program goes on; many threads alive at
// once (with small stacks of their own) all run.
public class LimitsThreads {
    public static void main(String[] args) throws Exception {
        int[] ran = new int[1];
        Thread huge = new Thread(null, () -> ran[0]++, "huge-stack", Long.MAX_VALUE / 4);
        try {
            huge.start();
            huge.join();
            System.out.println("huge stack: started, ran " + ran[0]);
        } catch (OutOfMemoryError e) {
            System.out.println("huge stack: " + e.getMessage());
            System.out.println("  state afterwards: " + huge.getState() + ", alive " + huge.isAlive());
        }
        try {
            huge.start();
            System.out.println("second start: started");
        } catch (IllegalThreadStateException e) {
            System.out.println("second start: IllegalThreadStateException");
        } catch (OutOfMemoryError e) {
            System.out.println("second start: " + e.getMessage());
        }
        int n = 200;
        CountDownLatch started = new CountDownLatch(n);
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        long[] sums = new long[n];
        for (int i = 0; i < n; i++) {
            int k = i;
            Thread t = new Thread(null, () -> {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    return;
                }
                sums[k] = k;
            }, "waiter-" + i, 256 * 1024);
            t.start();
            threads.add(t);
        }
        started.await();
        System.out.println(n + " threads alive at once");
        release.countDown();
        for (Thread t : threads) t.join();
        System.out.println("their sum: " + Arrays.stream(sums).sum());
        Thread after = new Thread(() -> ran[0] += 10, "after");
        after.start();
        after.join();
        System.out.println("a thread afterwards ran: " + ran[0]);
    }
}
