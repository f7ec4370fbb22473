import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class TmSynchronizers {
    public static void main(String[] args) throws Exception {
        // CountDownLatch: start gate + done gate
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(5);
        AtomicInteger sum = new AtomicInteger();
        for (int i = 1; i <= 5; i++) {
            final int n = i;
            new Thread(() -> {
                try { start.await(); sum.addAndGet(n * n); done.countDown(); } catch (InterruptedException e) {}
            }).start();
        }
        System.out.println("before start: sum=" + sum.get() + " count=" + done.getCount());
        start.countDown();
        done.await();
        System.out.println("latch sum: " + sum.get() + " count=" + done.getCount());
        System.out.println("await timeout on zero latch: " + done.await(1, TimeUnit.MILLISECONDS));
        System.out.println("await timeout on open latch: " + new CountDownLatch(1).await(1, TimeUnit.MILLISECONDS));

        // CyclicBarrier with barrier action, 3 rounds
        int parties = 4;
        List<String> rounds = Collections.synchronizedList(new ArrayList<>());
        int[] partial = new int[parties];
        AtomicInteger round = new AtomicInteger();
        CyclicBarrier barrier = new CyclicBarrier(parties, () -> {
            int s = 0; for (int v : partial) s += v;
            rounds.add("round" + round.incrementAndGet() + "=" + s);
        });
        Thread[] ts = new Thread[parties];
        for (int p = 0; p < parties; p++) {
            final int id = p;
            ts[p] = new Thread(() -> {
                try { for (int r = 1; r <= 3; r++) { partial[id] = r * (id + 1); barrier.await(); } }
                catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[p].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("barrier: " + rounds + " broken=" + barrier.isBroken());

        // Semaphore limiting concurrency
        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger(), maxInside = new AtomicInteger(), work = new AtomicInteger();
        Thread[] ws = new Thread[6];
        for (int i = 0; i < 6; i++) {
            ws[i] = new Thread(() -> {
                for (int k = 0; k < 20; k++) {
                    sem.acquireUninterruptibly();
                    try {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        Thread.yield();
                        work.incrementAndGet();
                        inside.decrementAndGet();
                    } finally { sem.release(); }
                }
            });
            ws[i].start();
        }
        for (Thread t : ws) t.join();
        System.out.println("semaphore work=" + work.get() + " maxInside<=2: " + (maxInside.get() <= 2) + " permits=" + sem.availablePermits());
        System.out.println("tryAcquire(3): " + sem.tryAcquire(3) + " drain=" + sem.drainPermits() + " now=" + sem.availablePermits());

        // Phaser with 3 phases
        Phaser phaser = new Phaser(1);
        AtomicInteger phaseWork = new AtomicInteger();
        Thread[] ps = new Thread[3];
        for (int i = 0; i < 3; i++) {
            phaser.register();
            final int id = i;
            ps[i] = new Thread(() -> {
                for (int ph = 0; ph < 3; ph++) { phaseWork.addAndGet((ph + 1) * (id + 1)); phaser.arriveAndAwaitAdvance(); phaser.arriveAndAwaitAdvance(); }
                phaser.arriveAndDeregister();
            });
            ps[i].start();
        }
        List<Integer> observed = new ArrayList<>();
        for (int ph = 0; ph < 3; ph++) { phaser.arriveAndAwaitAdvance(); observed.add(phaseWork.get()); phaser.arriveAndAwaitAdvance(); }
        phaser.arriveAndDeregister();
        for (Thread t : ps) t.join();
        System.out.println("phaser observed: " + observed + " terminated=" + phaser.isTerminated());

        // Exchanger
        Exchanger<String> ex = new Exchanger<>();
        String[] got = new String[1];
        Thread other = new Thread(() -> { try { got[0] = ex.exchange("from-other"); } catch (InterruptedException e) {} });
        other.start();
        String mine = ex.exchange("from-main");
        other.join();
        System.out.println("exchanger: main got " + mine + ", other got " + got[0]);
        try { ex.exchange("x", 1, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { System.out.println("exchange timed out"); }
    }
}
