import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class TmLockConditions {
    static final class Queue2 {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final Object[] items = new Object[3];
        int putIdx, takeIdx, count;
        void put(Object o) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putIdx] = o; putIdx = (putIdx + 1) % items.length; count++;
                notEmpty.signal();
            } finally { lock.unlock(); }
        }
        Object take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                Object o = items[takeIdx]; items[takeIdx] = null; takeIdx = (takeIdx + 1) % items.length; count--;
                notFull.signal();
                return o;
            } finally { lock.unlock(); }
        }
    }

    public static void main(String[] args) throws Exception {
        Queue2 q = new Queue2();
        Thread prod = new Thread(() -> {
            try { for (int i = 0; i < 300; i++) q.put(i); q.put("end"); }
            catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        List<Object> got = new ArrayList<>();
        Thread cons = new Thread(() -> {
            try { Object o; while (!"end".equals(o = q.take())) got.add(o); }
            catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        prod.start(); cons.start(); prod.join(); cons.join();
        long sum = 0; boolean inOrder = true;
        for (int i = 0; i < got.size(); i++) { sum += (Integer) got.get(i); if ((Integer) got.get(i) != i) inOrder = false; }
        System.out.println("received " + got.size() + " sum " + sum + " inOrder " + inOrder);

        ReentrantLock lock = new ReentrantLock();
        lock.lock(); lock.lock();
        System.out.println("holdCount: " + lock.getHoldCount() + " held=" + lock.isHeldByCurrentThread() + " locked=" + lock.isLocked());
        boolean[] other = new boolean[2];
        Thread t = new Thread(() -> {
            other[0] = lock.tryLock();
            try { other[1] = lock.tryLock(10, TimeUnit.MILLISECONDS); } catch (InterruptedException e) {}
        });
        t.start(); t.join();
        System.out.println("other tryLock: " + other[0] + " timed: " + other[1]);
        lock.unlock(); lock.unlock();
        System.out.println("after unlock: locked=" + lock.isLocked());
        try { lock.unlock(); } catch (IllegalMonitorStateException e) { System.out.println("IMSE on extra unlock"); }

        // counter with fair lock
        ReentrantLock fair = new ReentrantLock(true);
        System.out.println("fair: " + fair.isFair());
        int[] counter = {0};
        Thread[] ws = new Thread[4];
        for (int i = 0; i < 4; i++) {
            ws[i] = new Thread(() -> { for (int k = 0; k < 500; k++) { fair.lock(); try { counter[0]++; } finally { fair.unlock(); } } });
        }
        for (Thread w : ws) w.start();
        for (Thread w : ws) w.join();
        System.out.println("fair counter: " + counter[0]);

        // await with timeout that expires; signalAll wakes all
        ReentrantLock l2 = new ReentrantLock();
        Condition c = l2.newCondition();
        l2.lock();
        try { System.out.println("awaitNanos expired: " + (c.awaitNanos(1_000_000) <= 0)); } finally { l2.unlock(); }
        CountDownLatch ready = new CountDownLatch(3);
        int[] woke = {0};
        boolean[] go = {false};
        Thread[] waiters = new Thread[3];
        for (int i = 0; i < 3; i++) {
            waiters[i] = new Thread(() -> {
                l2.lock();
                try { ready.countDown(); while (!go[0]) c.awaitUninterruptibly(); woke[0]++; } finally { l2.unlock(); }
            });
            waiters[i].start();
        }
        ready.await();
        l2.lock();
        try { go[0] = true; System.out.println("hasWaiters: " + l2.hasWaiters(c) + " waitQueue: " + l2.getWaitQueueLength(c)); c.signalAll(); } finally { l2.unlock(); }
        for (Thread w : waiters) w.join();
        System.out.println("woke: " + woke[0]);
    }
}
