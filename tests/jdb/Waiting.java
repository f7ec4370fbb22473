// The program of tests/jdb/threads.jdb: two threads that wait (one in Object.wait, one in Thread.sleep)
// while main reaches line 25, then are let go.
public class Waiting {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println("waiter done");
        }, "waiter");
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(600000);
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted");
            }
        }, "sleeper");
        waiter.start();
        sleeper.start();
        while (waiter.getState() != Thread.State.WAITING || sleeper.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        waiter.join();
        sleeper.interrupt();
        sleeper.join();
        System.out.println("done");
    }
}
