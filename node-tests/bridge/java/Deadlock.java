// The program of the threads view's test (node-tests/debugger-views.test.mjs, threads-client.mjs): two
// philosophers each holding one fork and blocked on the other's (a deadlock on monitors), two clerks
// each holding one ReentrantLock and parked on the other's (a deadlock on java.util.concurrent locks),
// a thread waiting on a monitor, one sleeping, one parked, one parked on a ReentrantLock that main holds. All are daemons, so
// the program ends when main does; main prints each thread's state as Java sees it, then calls
// settled(), where the client looks.
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

public class Deadlock {
    static class Fork {
        final String name;

        Fork(String name) {
            this.name = name;
        }
    }

    static final Fork left = new Fork("left");
    static final Fork right = new Fork("right");
    static final Object mailbox = new Object();
    static final ReentrantLock door = new ReentrantLock();
    static final ReentrantLock ledger = new ReentrantLock();
    static final ReentrantLock till = new ReentrantLock();
    static volatile int seated;
    static volatile int clerks;

    static void dine(Fork first, Fork second) {
        synchronized (first) {
            seated++;
            while (seated < 2) {
                Thread.yield();
            }
            synchronized (second) {
                System.out.println("eating, which never happens");
            }
        }
    }

    static void work(ReentrantLock first, ReentrantLock second) {
        first.lock();
        clerks++;
        while (clerks < 2) {
            Thread.yield();
        }
        second.lock();
        System.out.println("working, which never happens");
    }

    static void settled() {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = {
            new Thread(() -> dine(left, right), "philosopher-1"),
            new Thread(() -> dine(right, left), "philosopher-2"),
            new Thread(() -> {
                synchronized (mailbox) {
                    try {
                        mailbox.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "waiter"),
            new Thread(() -> {
                try {
                    Thread.sleep(600_000);
                } catch (InterruptedException e) {
                    return;
                }
            }, "sleeper"),
            new Thread(() -> {
                while (true) {
                    LockSupport.park();
                }
            }, "parker"),
            new Thread(() -> door.lock(), "knocker"),
            new Thread(() -> work(ledger, till), "clerk-1"),
            new Thread(() -> work(till, ledger), "clerk-2"),
        };
        door.lock();
        for (Thread t : threads) {
            t.setDaemon(true);
            t.start();
        }
        Thread.State[] expected = {Thread.State.BLOCKED, Thread.State.BLOCKED, Thread.State.WAITING, Thread.State.TIMED_WAITING,
            Thread.State.WAITING, Thread.State.WAITING, Thread.State.WAITING, Thread.State.WAITING};
        for (int i = 0; i < threads.length; i++) {
            while (threads[i].getState() != expected[i]) {
                Thread.sleep(5);
            }
        }
        for (Thread t : threads) {
            System.out.println(t.getName() + " " + t.getState());
        }
        settled();
        System.out.println("done");
    }
}
