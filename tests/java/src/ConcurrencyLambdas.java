import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

// Lambdas as tasks: ExecutorService submit/invokeAll/invokeAny with Callables, CompletableFuture
// pipelines (thenApply/thenCompose/thenCombine/allOf/anyOf-free, exceptionally/handle/
// whenComplete), ForkJoin RecursiveTask, and thread factories from lambdas. Results are printed
// in a deterministic order after joining.
public class ConcurrencyLambdas {
    static final class SumTask extends RecursiveTask<Long> {
        final int lo, hi;
        SumTask(int lo, int hi) { this.lo = lo; this.hi = hi; }
        @Override protected Long compute() {
            if (hi - lo <= 50) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += (long) i * i;
                return s;
            }
            int mid = (lo + hi) >>> 1;
            SumTask left = new SumTask(lo, mid);
            left.fork();
            return new SumTask(mid, hi).compute() + left.join();
        }
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger threadCount = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(3, r -> {
            Thread t = new Thread(r, "worker-" + threadCount.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            int k = i;
            tasks.add(() -> "task" + k + "=" + IntStream.rangeClosed(1, k * 10).sum());
        }
        List<String> results = new ArrayList<>();
        for (Future<String> f : pool.invokeAll(tasks)) results.add(f.get());
        System.out.println("invokeAll " + results);
        Future<Integer> single = pool.submit(() -> 6 * 7);
        Future<?> runnable = pool.submit(() -> { });
        System.out.println("submit " + single.get() + " runnable result " + runnable.get() + " done " + single.isDone());
        String any = pool.invokeAny(List.of(() -> "only"));
        System.out.println("invokeAny " + any);
        Future<Object> failing = pool.submit(() -> { throw new IllegalStateException("task failed"); });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause " + e.getCause());
        }

        CompletableFuture<Integer> cf = CompletableFuture.supplyAsync(() -> 21, pool).thenApply(x -> x * 2);
        CompletableFuture<String> composed = cf.thenCompose(x -> CompletableFuture.supplyAsync(() -> "composed " + x, pool));
        CompletableFuture<String> combined = cf.thenCombine(CompletableFuture.completedFuture("!"), (x, s) -> x + s);
        System.out.println("CompletableFuture " + cf.get() + " | " + composed.join() + " | " + combined.get(5, TimeUnit.SECONDS));
        List<CompletableFuture<Integer>> many = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            int k = i;
            many.add(CompletableFuture.supplyAsync(() -> k * k, pool));
        }
        CompletableFuture.allOf(many.toArray(new CompletableFuture[0])).join();
        System.out.println("allOf " + many.stream().map(CompletableFuture::join).collect(Collectors.toList()));
        CompletableFuture<Integer> broken = CompletableFuture.supplyAsync(() -> { throw new ArithmeticException("async boom"); }, pool);
        System.out.println("exceptionally " + broken.exceptionally(t -> -1).join()
                + " handle " + broken.handle((v, t) -> t == null ? "value " + v : "error " + t.getClass().getSimpleName() + "/" + t.getCause().getMessage()).join());
        StringBuilder wc = new StringBuilder();
        CompletableFuture<Integer> watched = broken.whenComplete((v, t) -> wc.append("whenComplete saw ").append(t.getCause().getMessage()));
        try {
            watched.join();
        } catch (CompletionException e) {
            System.out.println(wc + "; join throws CompletionException cause " + e.getCause());
        }
        try {
            broken.get();
        } catch (ExecutionException e) {
            System.out.println("get throws ExecutionException cause " + e.getCause().getMessage());
        }
        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<String> chain = manual.thenApply(String::toUpperCase).thenApply(s -> s + s.length());
        manual.complete("manual");
        System.out.println("manual completion " + chain.join() + " complete again " + manual.complete("other") + " isDone " + manual.isDone());
        StringBuilder order = new StringBuilder();
        CompletableFuture<Void> acc = CompletableFuture.completedFuture(1).thenAccept(v -> order.append("accept").append(v))
                .thenRun(() -> order.append(" run"));
        acc.join();
        System.out.println("thenAccept/thenRun " + order);

        System.out.println("ForkJoin RecursiveTask " + ForkJoinPool.commonPool().invoke(new SumTask(0, 1000)) + " expected " + IntStream.range(0, 1000).mapToLong(i -> (long) i * i).sum());
        ForkJoinPool fj = new ForkJoinPool(2);
        System.out.println("custom pool parallel stream " + fj.submit(() -> IntStream.range(0, 500).parallel().map(i -> i % 7).sum()).get());
        fj.shutdown();
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " threads created " + threadCount.get());
        Thread t = new Thread(() -> System.out.println("thread from lambda named " + Thread.currentThread().getName()), "lambda-thread");
        t.start();
        t.join();
    }
}
