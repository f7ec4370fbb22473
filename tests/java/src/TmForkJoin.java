import java.util.*;
import java.util.concurrent.*;

public class TmForkJoin {
    static final class SumTask extends RecursiveTask<Long> {
        final long[] a; final int lo, hi;
        SumTask(long[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override protected Long compute() {
            if (hi - lo <= 500) { long s = 0; for (int i = lo; i < hi; i++) s += a[i]; return s; }
            int mid = (lo + hi) >>> 1;
            SumTask left = new SumTask(a, lo, mid);
            left.fork();
            long right = new SumTask(a, mid, hi).compute();
            return right + left.join();
        }
    }
    static final class Fib extends RecursiveTask<Integer> {
        final int n;
        Fib(int n) { this.n = n; }
        @Override protected Integer compute() {
            if (n <= 10) return seq(n);
            Fib f1 = new Fib(n - 1), f2 = new Fib(n - 2);
            invokeAll(f1, f2);
            return f1.join() + f2.join();
        }
        static int seq(int n) { return n < 2 ? n : seq(n - 1) + seq(n - 2); }
    }
    static final class Doubler extends RecursiveAction {
        final int[] a; final int lo, hi;
        Doubler(int[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override protected void compute() {
            if (hi - lo <= 100) { for (int i = lo; i < hi; i++) a[i] *= 2; return; }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Doubler(a, lo, mid), new Doubler(a, mid, hi));
        }
    }
    static final class Failing extends RecursiveTask<Integer> {
        @Override protected Integer compute() { throw new IllegalArgumentException("task failed"); }
    }

    public static void main(String[] args) throws Exception {
        long[] a = new long[20000];
        for (int i = 0; i < a.length; i++) a[i] = i * 3L + 1;
        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("parallelism: " + pool.getParallelism());
        System.out.println("sum: " + pool.invoke(new SumTask(a, 0, a.length)));
        System.out.println("fib(20): " + pool.invoke(new Fib(20)));
        int[] b = new int[1000];
        Arrays.fill(b, 21);
        pool.invoke(new Doubler(b, 0, b.length));
        System.out.println("doubled all 42: " + Arrays.stream(b).allMatch(v -> v == 42));
        ForkJoinTask<Integer> f = pool.submit(new Fib(15));
        System.out.println("submit fib(15): " + f.get());
        try { pool.invoke(new Failing()); }
        catch (IllegalArgumentException e) { System.out.println("invoke threw: " + e.getMessage()); }
        Failing fl = new Failing();
        pool.submit(fl);
        try { fl.get(); } catch (ExecutionException e) { System.out.println("get threw: " + e.getCause().getMessage()); }
        System.out.println("isCompletedAbnormally: " + fl.isCompletedAbnormally());
        System.out.println("common pool fib(16): " + ForkJoinPool.commonPool().invoke(new Fib(16)));
        System.out.println("commonPool via RecursiveTask.invoke: " + new Fib(12).invoke());
        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
