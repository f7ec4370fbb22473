public class TmSyncCounters {
    static int staticCounter;
    static synchronized void incStatic() { staticCounter++; }

    int instanceCounter;
    synchronized void incInstance() { instanceCounter++; }

    final Object lock = new Object();
    long blockCounter;

    int nested;
    synchronized void outer() { inner(); }
    synchronized void inner() { nested++; }

    public static void main(String[] args) throws Exception {
        TmSyncCounters s = new TmSyncCounters();
        int threads = 6, iters = 2000;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < iters; k++) {
                    incStatic();
                    s.incInstance();
                    synchronized (s.lock) { s.blockCounter += 2; }
                    s.outer();
                    if ((k & 63) == 0) Thread.yield();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("static: " + staticCounter);
        System.out.println("instance: " + s.instanceCounter);
        System.out.println("block: " + s.blockCounter);
        System.out.println("nested: " + s.nested);
        System.out.println("holdsLock outside: " + Thread.holdsLock(s.lock));
        synchronized (s.lock) {
            System.out.println("holdsLock inside: " + Thread.holdsLock(s.lock));
            synchronized (s.lock) { System.out.println("reentrant: " + Thread.holdsLock(s.lock)); }
        }
        try {
            s.lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE: " + e.getClass().getSimpleName());
        }
        try {
            s.lock.wait(1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE wait: " + e.getMessage());
        }
    }
}
