import java.util.*;

public class TmBoundedBuffer {
    static final class Buffer {
        private final int[] items;
        private int head, tail, count;
        Buffer(int cap) { items = new int[cap]; }
        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[tail] = v; tail = (tail + 1) % items.length; count++;
            notifyAll();
        }
        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head]; head = (head + 1) % items.length; count--;
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        Buffer buf = new Buffer(4);
        int producers = 3, consumers = 2, perProducer = 500;
        Thread[] ps = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final int base = p * 10000;
            ps[p] = new Thread(() -> {
                try { for (int i = 1; i <= perProducer; i++) buf.put(base + i); }
                catch (InterruptedException e) { throw new RuntimeException(e); }
            }, "producer-" + p);
        }
        long[] sums = new long[consumers];
        int[] counts = new int[consumers];
        List<Integer>[] seen = new List[consumers];
        Thread[] cs = new Thread[consumers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            seen[c] = new ArrayList<>();
            cs[c] = new Thread(() -> {
                try {
                    while (true) {
                        int v = buf.take();
                        if (v < 0) break;
                        sums[id] += v; counts[id]++; seen[id].add(v);
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }, "consumer-" + c);
        }
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.start();
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) buf.put(-1);
        for (Thread t : cs) t.join();
        long total = 0; int n = 0;
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < consumers; c++) { total += sums[c]; n += counts[c]; all.addAll(seen[c]); }
        Collections.sort(all);
        System.out.println("items consumed: " + n);
        System.out.println("total: " + total);
        long expected = 0;
        for (int p = 0; p < producers; p++) for (int i = 1; i <= perProducer; i++) expected += p * 10000 + i;
        System.out.println("expected: " + expected);
        System.out.println("distinct: " + new TreeSet<>(all).size());
        System.out.println("first: " + all.get(0) + " last: " + all.get(all.size() - 1));
        // per-producer FIFO order is preserved within each consumer's view
        boolean ordered = true;
        for (int c = 0; c < consumers; c++) {
            int[] last = new int[producers];
            for (int v : seen[c]) { int p = v / 10000; if (v <= last[p]) ordered = false; last[p] = v; }
        }
        System.out.println("per-producer order kept: " + ordered);
    }
}
