import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class TmThreadStates {
    static void awaitState(Thread t, Thread.State s) throws InterruptedException {
        for (int i = 0; i < 3000 && t.getState() != s; i++) Thread.sleep(1);
        System.out.println(t.getName() + ": " + t.getState());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main: " + Thread.currentThread().getState());
        Object lock = new Object();
        CountDownLatch inside = new CountDownLatch(1);
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                inside.countDown();
                try { lock.wait(); } catch (InterruptedException e) {}
            }
        }, "waiter");
        System.out.println("waiter: " + waiter.getState() + " alive=" + waiter.isAlive());
        waiter.start();
        inside.await();
        awaitState(waiter, Thread.State.WAITING);
        synchronized (lock) {
            lock.notifyAll();
            // waiter now needs the monitor we hold
            awaitState(waiter, Thread.State.BLOCKED);
        }
        waiter.join();
        System.out.println("waiter: " + waiter.getState() + " alive=" + waiter.isAlive());

        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(60_000); } catch (InterruptedException e) {}
        }, "sleeper");
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();
        awaitState(sleeper, Thread.State.TERMINATED);

        Thread timedWaiter = new Thread(() -> {
            synchronized (lock) { try { lock.wait(60_000); } catch (InterruptedException e) {} }
        }, "timedWaiter");
        timedWaiter.start();
        awaitState(timedWaiter, Thread.State.TIMED_WAITING);
        synchronized (lock) { lock.notifyAll(); }
        timedWaiter.join();

        Thread parker = new Thread(() -> LockSupport.park(), "parker");
        parker.start();
        awaitState(parker, Thread.State.WAITING);
        LockSupport.unpark(parker);
        parker.join();
        System.out.println("parker: " + parker.getState());

        ReentrantLock rl = new ReentrantLock();
        rl.lock();
        Thread locker = new Thread(() -> { rl.lock(); rl.unlock(); }, "locker");
        locker.start();
        awaitState(locker, Thread.State.WAITING);
        rl.unlock();
        locker.join();

        Thread joiner = new Thread(() -> { try { waiterForever().join(); } catch (InterruptedException e) {} }, "joiner");
        joiner.start();
        awaitState(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();
        System.out.println("joiner: " + joiner.getState());
        System.out.println("start twice:");
        try { joiner.start(); } catch (IllegalThreadStateException e) { System.out.println("  IllegalThreadStateException"); }
        forever.interrupt();
        forever.join();
    }
    static Thread forever;
    static Thread waiterForever() {
        forever = new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) {} }, "forever");
        forever.start();
        return forever;
    }
}
