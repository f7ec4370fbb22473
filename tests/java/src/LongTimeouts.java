// Timed waits with the largest timeouts (Long.MAX_VALUE milliseconds or nanoseconds, a deadline at the
// end of time): each waits until it is woken by an interrupt, notify or unpark, never returning early.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

public class LongTimeouts {
    static final Object lock = new Object();
    static volatile boolean waiting;

    static void report(String what, long startNs) {
        System.out.println(what + (System.nanoTime() - startNs >= TimeUnit.MILLISECONDS.toNanos(200) ? " after the wake-up" : " too early"));
    }

    static Thread start(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.start();
        return t;
    }

    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Thread sleeper = start("sleeper", () -> {
            try {
                Thread.sleep(Long.MAX_VALUE);
                report("sleep returned", t0);
            } catch (InterruptedException e) {
                report("sleep interrupted", t0);
            }
        });
        Thread.sleep(300);
        sleeper.interrupt();
        sleeper.join();

        long t1 = System.nanoTime();
        Thread waiter = start("waiter", () -> {
            synchronized (lock) {
                waiting = true;
                try {
                    lock.wait(Long.MAX_VALUE);
                    report("wait returned", t1);
                } catch (InterruptedException e) {
                    report("wait interrupted", t1);
                }
            }
        });
        Thread.sleep(300);
        synchronized (lock) { lock.notify(); }
        waiter.join();

        long t2 = System.nanoTime();
        Thread parker = start("parker", () -> {
            LockSupport.parkNanos(Long.MAX_VALUE);
            report("parkNanos returned", t2);
            LockSupport.parkUntil(Long.MAX_VALUE);
            report("parkUntil returned", t2);
        });
        Thread.sleep(300);
        LockSupport.unpark(parker);
        Thread.sleep(300);
        LockSupport.unpark(parker);
        parker.join();

        long t3 = System.nanoTime();
        Thread joiner = start("joiner", () -> {
            try {
                sleeper.join(Long.MAX_VALUE);
                Thread.currentThread().join(Long.MAX_VALUE);
                report("join returned", t3);
            } catch (InterruptedException e) {
                report("join interrupted", t3);
            }
        });
        Thread.sleep(300);
        joiner.interrupt();
        joiner.join();
    }
}
