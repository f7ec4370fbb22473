import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class TmInterrupts {
    public static void main(String[] args) throws Exception {
        // interrupt a sleeping thread
        CountDownLatch ready = new CountDownLatch(1);
        String[] r = new String[6];
        Thread sleeper = new Thread(() -> {
            ready.countDown();
            try { Thread.sleep(60_000); r[0] = "woke normally"; }
            catch (InterruptedException e) { r[0] = "sleep interrupted: " + e.getMessage() + ", flag=" + Thread.currentThread().isInterrupted(); }
        });
        sleeper.start(); ready.await();
        // (TIMED_WAITING on HotSpot; accept any waiting state so this test covers interrupts only)
        while (sleeper.getState() == Thread.State.NEW || sleeper.getState() == Thread.State.RUNNABLE) Thread.sleep(1);
        sleeper.interrupt(); sleeper.join();
        System.out.println(r[0]);

        // interrupt a waiting thread
        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try { lock.wait(); r[1] = "notified"; }
                catch (InterruptedException e) { r[1] = "wait interrupted, holdsLock=" + Thread.holdsLock(lock) + ", flag=" + Thread.currentThread().isInterrupted(); }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        waiter.interrupt(); waiter.join();
        System.out.println(r[1]);

        // interrupt before sleep: throws immediately
        Thread pre = new Thread(() -> {
            Thread.currentThread().interrupt();
            r[2] = "self-interrupted flag=" + Thread.currentThread().isInterrupted();
            try { Thread.sleep(60_000); } catch (InterruptedException e) { r[2] += ", sleep threw, flag now=" + Thread.currentThread().isInterrupted(); }
        });
        pre.start(); pre.join();
        System.out.println(r[2]);

        // Thread.interrupted clears the flag
        Thread.currentThread().interrupt();
        System.out.println("interrupted(): " + Thread.interrupted() + " then " + Thread.interrupted());

        // busy loop polling isInterrupted
        Thread spinner = new Thread(() -> {
            long n = 0;
            while (!Thread.currentThread().isInterrupted()) { n++; if ((n & 1023) == 0) Thread.yield(); }
            r[3] = "spinner saw interrupt, flag=" + Thread.currentThread().isInterrupted();
        });
        spinner.start();
        Thread.sleep(5);
        spinner.interrupt(); spinner.join();
        System.out.println(r[3]);

        // park returns on interrupt without throwing
        Thread parker = new Thread(() -> {
            LockSupport.park();
            r[4] = "park returned, flag=" + Thread.currentThread().isInterrupted();
        });
        parker.start();
        while (parker.getState() != Thread.State.WAITING) Thread.sleep(1);
        parker.interrupt(); parker.join();
        System.out.println(r[4]);

        // interrupt thread blocked in join / BlockingQueue.take
        BlockingQueue<String> q = new LinkedBlockingQueue<>();
        Thread taker = new Thread(() -> {
            try { q.take(); r[5] = "took"; } catch (InterruptedException e) { r[5] = "take interrupted"; }
        });
        taker.start();
        while (taker.getState() != Thread.State.WAITING) Thread.sleep(1);
        taker.interrupt(); taker.join();
        System.out.println(r[5]);

        // lockInterruptibly
        ReentrantLock lk = new ReentrantLock();
        lk.lock();
        String[] li = new String[1];
        Thread locker = new Thread(() -> {
            try { lk.lockInterruptibly(); li[0] = "locked"; } catch (InterruptedException e) { li[0] = "lockInterruptibly interrupted"; }
        });
        locker.start();
        while (locker.getState() != Thread.State.WAITING) Thread.sleep(1);
        locker.interrupt(); locker.join();
        lk.unlock();
        System.out.println(li[0]);

        // interrupt a terminated thread is harmless
        locker.interrupt();
        System.out.println("terminated isInterrupted: " + locker.isInterrupted());

        // Future.cancel(true) interrupts the task
        ExecutorService ex = Executors.newSingleThreadExecutor();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(1);
        String[] fc = new String[1];
        Future<?> f = ex.submit(() -> {
            started.countDown();
            try { Thread.sleep(60_000); fc[0] = "not cancelled"; } catch (InterruptedException e) { fc[0] = "task interrupted by cancel"; }
            finished.countDown();
        });
        started.await();
        System.out.println("cancel: " + f.cancel(true));
        finished.await();
        System.out.println(fc[0]);
        ex.shutdown();
        ex.awaitTermination(5, TimeUnit.SECONDS);
    }
}
