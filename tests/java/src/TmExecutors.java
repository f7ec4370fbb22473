import java.util.*;
import java.util.concurrent.*;

public class TmExecutors {
    public static void main(String[] args) throws Exception {
        ExecutorService fixed = Executors.newFixedThreadPool(3);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            final int n = i;
            fs.add(fixed.submit(() -> { int s = 0; for (int k = 1; k <= n * 100; k++) s += k; return s; }));
        }
        long total = 0;
        for (Future<Integer> f : fs) { total += f.get(); }
        System.out.println("fixed total: " + total + " allDone=" + fs.stream().allMatch(Future::isDone));

        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 0; i < 5; i++) { final int n = i; tasks.add(() -> "task" + n + ":" + (n * n)); }
        List<String> out = new ArrayList<>();
        for (Future<String> f : fixed.invokeAll(tasks)) out.add(f.get());
        System.out.println("invokeAll: " + out);
        List<Callable<String>> same = List.of(() -> "same", () -> "same", () -> "same");
        System.out.println("invokeAny: " + fixed.invokeAny(same));

        Future<Object> failing = fixed.submit(() -> { throw new IllegalArgumentException("bad input"); });
        try { failing.get(); }
        catch (ExecutionException e) { System.out.println("ExecutionException cause: " + e.getCause()); }

        Future<?> runnable = fixed.submit(() -> {});
        System.out.println("runnable result: " + runnable.get());

        fixed.shutdown();
        System.out.println("isShutdown: " + fixed.isShutdown());
        System.out.println("awaitTermination: " + fixed.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println("isTerminated: " + fixed.isTerminated());
        try { fixed.submit(() -> 1); }
        catch (RejectedExecutionException e) { System.out.println("rejected after shutdown"); }

        ExecutorService cached = Executors.newCachedThreadPool();
        CountDownLatch latch = new CountDownLatch(4);
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < 4; i++) { final int n = i; cached.execute(() -> { q.add(n * 10); latch.countDown(); }); }
        latch.await();
        List<Integer> sorted = new ArrayList<>(q); Collections.sort(sorted);
        System.out.println("cached: " + sorted);
        cached.shutdown();
        System.out.println("cached terminated: " + cached.awaitTermination(10, TimeUnit.SECONDS));

        ExecutorService single = Executors.newSingleThreadExecutor();
        StringBuilder sb = new StringBuilder();
        List<Future<?>> order = new ArrayList<>();
        for (int i = 0; i < 6; i++) { final int n = i; order.add(single.submit(() -> sb.append(n))); }
        for (Future<?> f : order) f.get();
        System.out.println("single order: " + sb);
        List<Runnable> pending = single.shutdownNow();
        System.out.println("pending after shutdownNow: " + pending.size());
        single.awaitTermination(10, TimeUnit.SECONDS);

        ScheduledExecutorService sched = Executors.newScheduledThreadPool(1);
        ScheduledFuture<String> sf = sched.schedule(() -> "scheduled", 5, TimeUnit.MILLISECONDS);
        System.out.println(sf.get());
        sched.shutdown();
        sched.awaitTermination(10, TimeUnit.SECONDS);

        FutureTask<String> ft = new FutureTask<>(() -> "futuretask");
        Thread t = new Thread(ft); t.start(); t.join();
        System.out.println(ft.get() + " cancelled=" + ft.isCancelled());
        FutureTask<String> ft2 = new FutureTask<>(() -> "never");
        System.out.println("cancel: " + ft2.cancel(true) + " isCancelled=" + ft2.isCancelled());
        try { ft2.get(); } catch (CancellationException e) { System.out.println("CancellationException"); }
    }
}
