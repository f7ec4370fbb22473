// Synchronized native methods whose monitor another thread holds: the caller blocks until the monitor
// is free, as a synchronized Java method's caller does, and the native then runs owning it (a Java
// synchronized block waits for the native in turn). Also through JNI's CallStaticVoidMethod.
public class JniSynchronized {
    static { System.loadLibrary("jnitest"); }

    static int counter;
    static volatile boolean holding, inside;

    /* inNative(message), Thread.sleep(ms), then inNative(message + " done"), owning the class's monitor */
    static synchronized native void staticWork(String message, long ms);
    /* the same, owning this object's monitor */
    synchronized native void work(String message, long ms);
    /* counter = counter + 1 with Thread.yield() between the read and the write */
    static synchronized native void increment();
    /* staticWork(message, ms) through CallStaticVoidMethod */
    static native void callStaticWork(String message, long ms);

    /* called by the natives while they own their monitor */
    static void inNative(String message) {
        inside = true;
        System.out.println(Thread.currentThread().getName() + ": " + message);
    }

    static void sleep(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { throw new RuntimeException(e); }
    }

    /* a thread that owns the class's monitor until it has printed "releasing" */
    static Thread holder(String name) {
        holding = false;
        Thread h = new Thread(() -> {
            synchronized (JniSynchronized.class) {
                holding = true;
                sleep(100);
                System.out.println(name + ": releasing");
            }
        }, name);
        h.start();
        while (!holding) sleep(1);
        return h;
    }

    public static void main(String[] args) throws Exception {
        // a static synchronized native waits for a Java synchronized block
        Thread h = holder("holder");
        staticWork("static native", 0);
        h.join();

        // a Java synchronized block waits for a synchronized instance native
        JniSynchronized o = new JniSynchronized();
        inside = false;
        Thread waiter = new Thread(() -> {
            while (!inside) sleep(1);
            synchronized (o) { System.out.println("waiter: entered after the native"); }
        }, "waiter");
        waiter.start();
        o.work("instance native", 100);
        waiter.join();

        // two threads calling the same synchronized native
        inside = false;
        Thread a = new Thread(() -> staticWork("first", 100), "a");
        Thread b = new Thread(() -> {
            while (!inside) sleep(1);
            staticWork("second", 0);
        }, "b");
        a.start();
        b.start();
        a.join();
        b.join();

        // no lost update while the native yields between its read and its write
        Runnable count = () -> { for (int i = 0; i < 300; i++) increment(); };
        Thread c1 = new Thread(count, "c1"), c2 = new Thread(count, "c2");
        c1.start();
        c2.start();
        c1.join();
        c2.join();
        System.out.println("counter " + counter);

        // called through JNI while contended
        h = holder("holder2");
        callStaticWork("through CallStaticVoidMethod", 0);
        h.join();
        System.out.println("done");
    }
}
