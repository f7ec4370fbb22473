import java.util.*;
import java.util.concurrent.*;

public class TmBlockingQueues {
    static final class Delayed1 implements Delayed {
        final String name; final long deadline;
        Delayed1(String name, long base, long delayMs) { this.name = name; this.deadline = base + TimeUnit.MILLISECONDS.toNanos(delayMs); }
        public long getDelay(TimeUnit unit) { return unit.convert(deadline - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) { return Long.compare(deadline, ((Delayed1) o).deadline); }
        public String toString() { return name; }
    }

    static long pipe(BlockingQueue<Integer> q, int n) throws InterruptedException {
        Thread prod = new Thread(() -> {
            try { for (int i = 1; i <= n; i++) q.put(i); q.put(-1); } catch (InterruptedException e) {}
        });
        long[] sum = {0};
        Thread cons = new Thread(() -> {
            try { int v; while ((v = q.take()) != -1) sum[0] += v; } catch (InterruptedException e) {}
        });
        prod.start(); cons.start(); prod.join(); cons.join();
        return sum[0];
    }

    public static void main(String[] args) throws Exception {
        System.out.println("ArrayBlockingQueue: " + pipe(new ArrayBlockingQueue<>(2), 500));
        System.out.println("LinkedBlockingQueue: " + pipe(new LinkedBlockingQueue<>(5), 500));
        System.out.println("SynchronousQueue: " + pipe(new SynchronousQueue<>(), 200));
        System.out.println("LinkedTransferQueue: " + pipe(new LinkedTransferQueue<>(), 300));
        System.out.println("LinkedBlockingDeque: " + pipe(new LinkedBlockingDeque<>(3), 300));

        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(2);
        System.out.println("offer: " + abq.offer("a") + " " + abq.offer("b") + " " + abq.offer("c"));
        System.out.println("timed offer on full: " + abq.offer("c", 1, TimeUnit.MILLISECONDS));
        System.out.println("remainingCapacity: " + abq.remainingCapacity());
        try { abq.add("c"); } catch (IllegalStateException e) { System.out.println("add: " + e.getMessage()); }
        List<String> drained = new ArrayList<>();
        System.out.println("drainTo: " + abq.drainTo(drained) + " " + drained);
        System.out.println("poll empty: " + abq.poll() + " timed: " + abq.poll(1, TimeUnit.MILLISECONDS));

        SynchronousQueue<String> sq = new SynchronousQueue<>();
        System.out.println("sync offer without taker: " + sq.offer("x") + " size=" + sq.size());

        PriorityBlockingQueue<Integer> pbq = new PriorityBlockingQueue<>();
        Thread[] adders = new Thread[3];
        for (int t = 0; t < 3; t++) {
            final int id = t;
            adders[t] = new Thread(() -> { for (int i = 0; i < 10; i++) pbq.put((i * 37 + id * 11) % 97); });
            adders[t].start();
        }
        for (Thread t : adders) t.join();
        StringBuilder sb = new StringBuilder();
        Integer v;
        while ((v = pbq.poll()) != null) sb.append(v).append(' ');
        System.out.println("PriorityBlockingQueue: " + sb.toString().trim());

        DelayQueue<Delayed1> dq = new DelayQueue<>();
        long base = System.nanoTime();
        dq.put(new Delayed1("c", base, 30));
        dq.put(new Delayed1("a", base, 5));
        dq.put(new Delayed1("d", base, 40));
        dq.put(new Delayed1("b", base, 15));
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 4; i++) order.add(dq.take().toString());
        System.out.println("DelayQueue order: " + order);
        dq.put(new Delayed1("late", System.nanoTime(), 60_000));
        System.out.println("DelayQueue poll before expiry: " + dq.poll() + " size=" + dq.size());

        LinkedBlockingDeque<Integer> deque = new LinkedBlockingDeque<>();
        deque.putFirst(2); deque.putLast(3); deque.putFirst(1);
        System.out.println("deque: " + deque + " takeLast=" + deque.takeLast() + " takeFirst=" + deque.takeFirst());

        LinkedTransferQueue<String> ltq = new LinkedTransferQueue<>();
        System.out.println("tryTransfer without consumer: " + ltq.tryTransfer("t") + " size=" + ltq.size());
        String[] got = new String[1];
        Thread c = new Thread(() -> { try { got[0] = ltq.take(); } catch (InterruptedException e) {} });
        c.start();
        ltq.transfer("handed-off");
        c.join();
        System.out.println("transfer: " + got[0]);
    }
}
