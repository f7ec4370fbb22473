// The program of the monitor events test (node-tests/jdwp-conformance.test.mjs): a worker thread blocks
// on a lock main holds (contended enter, then entered once main waits), and main waits on the lock until
// its time runs out, every step of it in a fixed order.
public class Monitors {
    static final class Lock {
    }

    static final Lock lock = new Lock();

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                System.out.println("worker has the lock");
            }
        }, "worker");
        synchronized (lock) {
            worker.start();
            while (worker.getState() != Thread.State.BLOCKED) {
                Thread.sleep(1);
            }
            lock.wait(20);
        }
        worker.join();
        System.out.println("done");
    }
}
