public class SyncBlocks {
    private int counter;
    private static int staticCounter;
    private final Object lock = new Object();

    synchronized void inc() { counter++; }

    static synchronized void sinc() { staticCounter++; }

    synchronized int reentrant(int n) {
        if (n == 0) return counter;
        synchronized (this) {
            synchronized (lock) {
                counter++;
                return reentrant(n - 1);
            }
        }
    }

    int exceptionInside() {
        try {
            synchronized (lock) {
                counter += 100;
                if (counter > 0) throw new IllegalStateException("thrown while holding lock");
                return -1;
            }
        } catch (IllegalStateException e) {
            return Thread.holdsLock(lock) ? 1 : 0;
        }
    }

    public static void main(String[] args) throws Exception {
        SyncBlocks s = new SyncBlocks();
        for (int i = 0; i < 1000; i++) s.inc();
        for (int i = 0; i < 500; i++) sinc();
        System.out.println("counter " + s.counter + " static " + staticCounter);
        System.out.println("reentrant " + s.reentrant(10));
        System.out.println("holdsLock after exception: " + s.exceptionInside() + " (0 = released)");
        Object o = new Object();
        System.out.println("holdsLock outside " + Thread.holdsLock(o));
        synchronized (o) {
            System.out.println("holdsLock inside " + Thread.holdsLock(o));
            synchronized (o) {
                System.out.println("nested same monitor ok");
            }
            System.out.println("still held " + Thread.holdsLock(o));
        }
        System.out.println("released " + Thread.holdsLock(o));
        synchronized (SyncBlocks.class) {
            sinc(); // reentrant on class monitor
            System.out.println("class lock held " + Thread.holdsLock(SyncBlocks.class));
        }
        try {
            o.wait(1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            o.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        synchronized (o) {
            o.notifyAll();
            o.wait(1); // times out
            System.out.println("timed wait returned, holds lock " + Thread.holdsLock(o));
        }
        try {
            synchronized (o) {
                o.wait(-1);
            }
        } catch (IllegalArgumentException e) {
            System.out.println("wait(-1): " + e.getMessage());
        }
        String interned = "lock-string";
        synchronized (interned) {
            synchronized ("lock-string") {
                System.out.println("interned string lock reentered");
            }
        }
        Thread.currentThread().interrupt();
        try {
            synchronized (o) {
                o.wait(1000);
            }
            System.out.println("no InterruptedException?");
        } catch (InterruptedException e) {
            System.out.println("InterruptedException: " + e.getMessage() + " flag cleared " + !Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        System.out.println("thread name " + Thread.currentThread().getName() + " daemon " + Thread.currentThread().isDaemon()
            + " priority " + Thread.currentThread().getPriority() + " group " + Thread.currentThread().getThreadGroup().getName());
    }
}
