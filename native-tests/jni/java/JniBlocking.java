// Java methods that block, called from native code through JNI: Object.wait with the monitor entered
// through MonitorEnter, Thread.sleep, a synchronized method whose monitor another thread holds. The
// other threads run while the native's call blocks.
public class JniBlocking {
    static { System.loadLibrary("jnitest"); }

    static native void waitUntil(Object lock, String flag);
    static native void sleepUntil(long ms, String flag);
    static native void callStatic(String name);

    static final Object lock = new Object();
    static volatile boolean notified, otherDone, holding;

    static synchronized void synchronizedMethod() {
        System.out.println("synchronized method ran");
    }

    public static void main(String[] args) throws Exception {
        Thread notifier = new Thread(() -> {
            synchronized (lock) {
                System.out.println("notifier: notifying");
                notified = true;
                lock.notifyAll();
            }
        });
        notifier.start();
        waitUntil(lock, "notified");
        notifier.join();
        System.out.println("Object.wait through JNI returned");

        Thread worker = new Thread(() -> {
            for (int i = 1; i <= 3; i++) System.out.println("worker " + i);
            otherDone = true;
        });
        worker.start();
        sleepUntil(5, "otherDone");
        worker.join();
        System.out.println("Thread.sleep through JNI returned");

        Thread holder = new Thread(() -> {
            synchronized (JniBlocking.class) {
                holding = true;
                try { Thread.sleep(100); } catch (InterruptedException e) { }
                System.out.println("holder: releasing");
            }
        });
        holder.start();
        while (!holding) Thread.sleep(1);
        callStatic("synchronizedMethod");
        holder.join();
        System.out.println("done");
    }
}
