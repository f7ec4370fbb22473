// Java side of native-tests/test_jni_invocation.c (the Invocation API test): static methods the C
// program calls after JNI_CreateJavaVM.
public class InvocationTarget {
    static int calls;

    public static int add(int a, int b) {
        calls++;
        return a + b;
    }

    public static String greet(String who) {
        return "hello " + who + " " + System.getProperty("vitrine.test") + " calls=" + calls;
    }

    public static void fail() {
        throw new IllegalStateException("failed on purpose");
    }

    public static long maxMemory() {
        return Runtime.getRuntime().maxMemory();
    }

    public static String threadName() {
        return Thread.currentThread().getName();
    }

    public static String describeCurrent() {
        Thread t = Thread.currentThread();
        return t.getName() + "," + t.isDaemon() + "," + t.getThreadGroup().getName();
    }

    static int shared;

    public static synchronized void bump() {
        shared++;
    }

    public static synchronized int shared() {
        return shared;
    }

    static volatile boolean stop;
    static volatile long ticks;

    // A Java thread that counts while the C caller is busy in its own code.
    public static void startTicker() {
        Thread t = new Thread(() -> {
            while (!stop) ticks++;
        }, "ticker");
        t.setDaemon(true);
        t.start();
    }

    public static long ticks() {
        return ticks;
    }

    public static void stopTicker() {
        stop = true;
    }

    static volatile boolean flag;

    // A Java thread that sets flag a little later, while the C caller polls it through JNI.
    public static void startFlagger() {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            flag = true;
        }, "flagger");
        t.setDaemon(true);
        t.start();
    }
}
