import java.util.concurrent.locks.LockSupport;

// Threads in every state a thread dump names, for SIGQUIT (node-tests/thread-dump.test.mjs): two
// threads deadlocked on two monitors, one sleeping while it holds a monitor, one parked with a blocker,
// a thread waiting on a class's monitor and main joining it. Prints "ready" once all are in place and
// then waits until it is ended (a dump does not end it).
public class ThreadDump {
    static final Object a = new Object(), b = new Object(), held = new Object();
    static final Object blocker = new Object();

    static void pause(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { }
    }

    public static void main(String[] args) throws Exception {
        Thread first = new Thread(() -> { synchronized (a) { pause(200); synchronized (b) { } } }, "first");
        Thread second = new Thread(() -> { synchronized (b) { pause(200); synchronized (a) { } } }, "second");
        Thread sleeper = new Thread(() -> { synchronized (held) { pause(600_000); } }, "sleeper");
        Thread parker = new Thread(() -> LockSupport.park(blocker), "parker");
        for (Thread t : new Thread[] {first, second, sleeper, parker}) {
            t.setDaemon(true);
            t.start();
        }
        while (first.getState() != Thread.State.BLOCKED || second.getState() != Thread.State.BLOCKED
                || sleeper.getState() != Thread.State.TIMED_WAITING || parker.getState() != Thread.State.WAITING) pause(10);
        Thread waiter = new Thread(() -> {
            synchronized (ThreadDump.class) {
                System.out.println("ready");
                try { ThreadDump.class.wait(); } catch (InterruptedException e) { }
            }
        }, "waiter");
        waiter.setDaemon(true);
        waiter.start();
        waiter.join(); // until the program is ended
    }
}
