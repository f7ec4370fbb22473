import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class TmConcurrentMap {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, List<Integer>> buckets = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, LongAdder> adders = new ConcurrentHashMap<>();
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"};
        int threads = 5, iters = 700;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < iters; i++) {
                    String w = words[(i * 3 + id) % words.length];
                    counts.merge(w, 1, Integer::sum);
                    buckets.compute(i % 10, (k, v) -> {
                        List<Integer> l = v == null ? new ArrayList<>() : v;
                        l.add(id);
                        return l;
                    });
                    adders.computeIfAbsent(w.substring(0, 1), k -> new LongAdder()).add(i);
                    counts.computeIfPresent("alpha", (k, v) -> v);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("counts: " + new TreeMap<>(counts));
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("total: " + total);
        TreeMap<Integer, Integer> sizes = new TreeMap<>();
        buckets.forEach((k, v) -> sizes.put(k, v.size()));
        System.out.println("bucket sizes: " + sizes);
        TreeMap<String, Long> sums = new TreeMap<>();
        adders.forEach((k, v) -> sums.put(k, v.sum()));
        System.out.println("adders: " + sums);
        System.out.println("reduceValues: " + counts.reduceValues(1, Integer::sum));
        System.out.println("search: " + counts.search(1, (k, v) -> k.equals("zeta") ? v : null));
        System.out.println("mappingCount: " + counts.mappingCount());
        System.out.println("putIfAbsent existing: " + counts.putIfAbsent("beta", 0));
        System.out.println("replace: " + counts.replace("beta", counts.get("beta"), 1) + " -> " + counts.get("beta"));
        System.out.println("remove(k,v) wrong: " + counts.remove("gamma", -5));
        ConcurrentSkipListMap<Integer, String> skip = new ConcurrentSkipListMap<>();
        Thread[] ws = new Thread[4];
        for (int t = 0; t < 4; t++) {
            final int id = t;
            ws[t] = new Thread(() -> { for (int i = id; i < 40; i += 4) skip.put(i, "v" + i); });
        }
        for (Thread t : ws) t.start();
        for (Thread t : ws) t.join();
        System.out.println("skiplist size=" + skip.size() + " first=" + skip.firstKey() + " last=" + skip.lastKey()
            + " floor(17.5)=" + skip.floorKey(17) + " head(5)=" + skip.headMap(5));
        Set<Integer> set = ConcurrentHashMap.newKeySet();
        Thread s1 = new Thread(() -> { for (int i = 0; i < 100; i++) set.add(i % 37); });
        Thread s2 = new Thread(() -> { for (int i = 0; i < 100; i++) set.add(i % 41); });
        s1.start(); s2.start(); s1.join(); s2.join();
        System.out.println("keySet size: " + set.size());
    }
}
