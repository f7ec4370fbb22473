// Thread.getStackTrace of another thread lists every Java frame of it, those of hidden classes
// (lambda proxies) and of method handles' LambdaForms included, as HotSpot's thread dumps do; a
// thread's own stack trace (a Throwable's) leaves them out. Thread.getAllStackTraces shows the
// calling thread from dumpThreads on. The proxies' names end in an address,
// printed here as 0x.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.CountDownLatch;

public class OtherThreadStackTrace {
    static volatile CountDownLatch parked = new CountDownLatch(1);
    static final Object lock = new Object();
    static volatile boolean done;

    static void waitHere() throws InterruptedException {
        synchronized (lock) {
            parked.countDown();
            while (!done) lock.wait();
        }
    }

    static void viaHandle() throws Throwable {
        MethodHandle mh = MethodHandles.lookup().findStatic(OtherThreadStackTrace.class, "waitHere", MethodType.methodType(void.class));
        mh.invokeExact();
    }

    static String show(StackTraceElement e) {
        return e.toString().replaceAll("/0x[0-9a-f]+", "/0x").replaceAll("\\$\\$Lambda\\$\\d+", "\\$\\$Lambda\\$N");
    }

    static void dump(Thread t) throws InterruptedException {
        parked.await();
        synchronized (lock) {
            for (StackTraceElement e : t.getStackTrace()) System.out.println("  " + show(e));
            done = true;
            lock.notifyAll();
        }
        t.join();
    }

    public static void main(String[] args) throws Throwable {
        System.out.println("lambda:");
        Thread a = new Thread(() -> {
            try {
                waitHere();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        a.start();
        dump(a);

        System.out.println("method handle:");
        Thread b = new Thread(() -> {
            try {
                viaHandle();
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        });
        done = false;
        parked = new CountDownLatch(1);
        b.start();
        dump(b);

        System.out.println("own stack trace:");
        Runnable r = () -> {
            for (StackTraceElement e : new Throwable().getStackTrace()) System.out.println("  " + show(e));
        };
        r.run();

        System.out.println("own entry of getAllStackTraces:");
        for (StackTraceElement e : Thread.getAllStackTraces().get(Thread.currentThread())) System.out.println("  " + show(e));
    }
}
