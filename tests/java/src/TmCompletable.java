import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

public class TmCompletable {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6, pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7, pool);
        CompletableFuture<Integer> prod = a.thenCombine(b, (x, y) -> x * y);
        System.out.println("combine: " + prod.get());
        CompletableFuture<String> chain = prod.thenApply(v -> v + 1).thenApplyAsync(v -> "v=" + v, pool)
            .thenCompose(s -> CompletableFuture.supplyAsync(() -> s + "!", pool));
        System.out.println("chain: " + chain.join());

        List<CompletableFuture<Integer>> cfs = IntStream.rangeClosed(1, 8)
            .mapToObj(i -> CompletableFuture.supplyAsync(() -> i * i, pool)).collect(Collectors.toList());
        CompletableFuture<Void> all = CompletableFuture.allOf(cfs.toArray(new CompletableFuture[0]));
        all.join();
        System.out.println("allOf sum: " + cfs.stream().mapToInt(CompletableFuture::join).sum());

        CompletableFuture<Integer> failed = CompletableFuture.supplyAsync(() -> {
            if (true) throw new IllegalStateException("nope");
            return 1;
        }, pool);
        System.out.println("exceptionally: " + failed.exceptionally(ex -> {
            System.out.println("  ex: " + ex.getClass().getSimpleName() + " cause: " + ex.getCause());
            return -1;
        }).join());
        System.out.println("handle: " + failed.handle((v, ex) -> ex != null ? "err " + ex.getCause().getMessage() : "ok " + v).join());
        try { failed.join(); } catch (CompletionException e) { System.out.println("join: " + e.getMessage()); }
        try { failed.get(); } catch (ExecutionException e) { System.out.println("get: " + e.getCause()); }
        System.out.println("isCompletedExceptionally: " + failed.isCompletedExceptionally());

        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> len = manual.thenApply(String::length);
        Thread t = new Thread(() -> manual.complete("completed-by-thread"));
        t.start(); t.join();
        System.out.println("manual: " + manual.get() + " len=" + len.get());
        System.out.println("complete again: " + manual.complete("x"));

        StringBuffer log = new StringBuffer();
        CompletableFuture.completedFuture(5).thenAccept(v -> log.append("accept" + v))
            .thenRun(() -> log.append(";run")).join();
        System.out.println(log);

        CompletableFuture<Integer> whenDone = CompletableFuture.supplyAsync(() -> 10, pool)
            .whenComplete((v, ex) -> {});
        System.out.println("whenComplete: " + whenDone.get(5, TimeUnit.SECONDS));
        CompletableFuture<Object> any = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"));
        System.out.println("anyOf: " + any.join());
        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
