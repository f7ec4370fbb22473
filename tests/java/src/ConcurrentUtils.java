import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.ReentrantLock;

public class ConcurrentUtils {
    public static void main(String[] args) throws Exception {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println("AtomicInteger " + ai.incrementAndGet() + " " + ai.getAndAdd(10) + " " + ai.get() + " cas " + ai.compareAndSet(16, 20) + " " + ai.compareAndSet(16, 30) + " " + ai);
        AtomicLong al = new AtomicLong(Long.MAX_VALUE);
        System.out.println("AtomicLong wrap " + al.incrementAndGet() + " getAndSet " + al.getAndSet(3) + " " + al.addAndGet(-5));
        AtomicReference<String> ar = new AtomicReference<>("a");
        System.out.println("AtomicReference cas " + ar.compareAndSet("a", "b") + " " + ar.get() + " getAndSet " + ar.getAndSet("c") + " " + ar);
        AtomicBoolean ab = new AtomicBoolean();
        System.out.println("AtomicBoolean " + ab.getAndSet(true) + " " + ab.get());
        AtomicIntegerArray aia = new AtomicIntegerArray(4);
        aia.addAndGet(2, 7);
        aia.incrementAndGet(2);
        System.out.println("AtomicIntegerArray " + aia);
        LongAdder adder = new LongAdder();
        for (int i = 0; i < 100; i++) adder.add(i);
        System.out.println("LongAdder " + adder.sum());
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        for (String w : "a b c a b a".split(" ")) {
            Integer old = chm.putIfAbsent(w, 1);
            if (old != null) chm.replace(w, old, old + 1);
        }
        System.out.println("CHM " + new TreeMap<>(chm) + " size " + chm.size() + " get(a) " + chm.get("a"));
        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>(List.of(1, 2, 3));
        for (Integer x : cow) if (x == 2) cow.add(99);
        System.out.println("COW list " + cow);
        ConcurrentLinkedQueue<String> clq = new ConcurrentLinkedQueue<>(List.of("q1", "q2"));
        clq.offer("q3");
        System.out.println("CLQ poll " + clq.poll() + " " + clq);
        ConcurrentSkipListMap<Integer, String> skip = new ConcurrentSkipListMap<>();
        for (int i = 10; i > 0; i -= 3) skip.put(i, "v" + i);
        System.out.println("skiplist " + skip + " firstKey " + skip.firstKey() + " ceiling(5) " + skip.ceilingKey(5));
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> futures = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            final int id = t;
            futures.add(pool.submit(new Callable<Long>() {
                public Long call() {
                    long s = 0;
                    for (int i = 0; i <= id * 1000; i++) s += i;
                    return s;
                }
            }));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Long> f : futures) sb.append(f.get()).append(' ');
        System.out.println("futures " + sb.toString().trim());
        Future<String> failing = pool.submit(new Callable<String>() {
            public String call() { throw new IllegalStateException("task failed"); }
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause " + e.getCause());
        }
        final CountDownLatch latch = new CountDownLatch(3);
        final AtomicInteger counted = new AtomicInteger();
        for (int i = 0; i < 3; i++) {
            pool.execute(new Runnable() {
                public void run() {
                    counted.incrementAndGet();
                    latch.countDown();
                }
            });
        }
        latch.await();
        System.out.println("latch released, counted " + counted.get());
        final ReentrantLock lock = new ReentrantLock();
        final int[] shared = {0};
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            tasks.add(new Callable<Void>() {
                public Void call() {
                    for (int k = 0; k < 1000; k++) {
                        lock.lock();
                        try {
                            shared[0]++;
                        } finally {
                            lock.unlock();
                        }
                    }
                    return null;
                }
            });
        }
        for (Future<Void> f : pool.invokeAll(tasks)) f.get();
        System.out.println("locked counter " + shared[0] + " lock held " + lock.isLocked());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown " + pool.isShutdown());
        Semaphore sem = new Semaphore(2);
        System.out.println("semaphore " + sem.tryAcquire() + " " + sem.tryAcquire() + " " + sem.tryAcquire() + " available " + sem.availablePermits());
        BlockingQueue<Integer> bq = new ArrayBlockingQueue<>(2);
        System.out.println("ArrayBlockingQueue offer " + bq.offer(1) + bq.offer(2) + bq.offer(3) + " take " + bq.take() + " remaining " + bq);
        final BlockingQueue<Integer> handoff = new LinkedBlockingQueue<>();
        Thread producer = new Thread(new Runnable() {
            public void run() {
                for (int i = 1; i <= 5; i++) handoff.add(i * i);
                handoff.add(-1);
            }
        });
        producer.start();
        int sum = 0;
        for (int v = handoff.take(); v != -1; v = handoff.take()) sum += v;
        producer.join();
        System.out.println("producer/consumer sum " + sum);
        CompletableFuture<Integer> cf = new CompletableFuture<>();
        cf.complete(41);
        System.out.println("CompletableFuture " + cf.get() + " done " + cf.isDone() + " TimeUnit " + TimeUnit.MINUTES.toSeconds(2) + " " + TimeUnit.MILLISECONDS.convert(3, TimeUnit.SECONDS));
    }
}
