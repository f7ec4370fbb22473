import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

// Collection and Map default methods driven by lambdas: removeIf, replaceAll, forEach (incl.
// TreeMap and LinkedHashMap order), computeIfAbsent/computeIfPresent/compute, merge,
// getOrDefault, putIfAbsent, Iterator.forEachRemaining, Map.Entry comparators, word counting,
// multimaps, LRU caches via LinkedHashMap.removeEldestEntry, and ConcurrentHashMap bulk ops.
public class CollectionsLambdas {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 20; i++) nums.add(i);
        System.out.println("removeIf " + nums.removeIf(n -> n % 3 == 0) + " " + nums + " none removed " + nums.removeIf(n -> n > 100));
        nums.replaceAll(n -> n * n);
        System.out.println("replaceAll " + nums);
        nums.sort(Comparator.comparing((Integer n) -> n % 10).thenComparing(Comparator.reverseOrder()));
        System.out.println("sort by last digit, then desc " + nums);
        StringBuilder sb = new StringBuilder();
        nums.forEach(n -> sb.append(n % 7));
        System.out.println("forEach " + sb);
        List<String> words = new LinkedList<>(List.of("Banana", "apple", "Cherry", "date", "Elderberry", "fig"));
        words.replaceAll(String::toLowerCase);
        words.removeIf(w -> w.length() > 6);
        System.out.println("LinkedList " + words);
        Deque<String> dq = new ArrayDeque<>(words);
        dq.removeIf(w -> w.startsWith("d"));
        System.out.println("ArrayDeque " + dq);
        Set<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        ts.addAll(List.of("kiwi", "fig", "banana", "pear", "apple"));
        ts.removeIf(s -> s.contains("an"));
        System.out.println("TreeSet removeIf " + ts);
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[0], b[0]));
        for (int i = 0; i < 8; i++) pq.add(new int[]{i, (i * 5) % 4});
        StringBuilder pqs = new StringBuilder();
        while (!pq.isEmpty()) { int[] e = pq.poll(); pqs.append(e[0]).append('/').append(e[1]).append(' '); }
        System.out.println("PriorityQueue " + pqs.toString().trim());

        String text = "the quick brown fox jumps over the lazy dog the fox barks";
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : text.split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println("merge word counts " + counts);
        Map<Character, List<String>> byInitial = new TreeMap<>();
        for (String w : text.split(" ")) byInitial.computeIfAbsent(w.charAt(0), k -> new ArrayList<>()).add(w);
        System.out.println("computeIfAbsent multimap " + byInitial);
        counts.computeIfPresent("the", (k, v) -> v * 100);
        counts.computeIfPresent("fox", (k, v) -> null); // removes
        counts.computeIfPresent("cat", (k, v) -> 1);    // absent: nothing
        counts.compute("dog", (k, v) -> v == null ? 1 : v + 10);
        counts.compute("emu", (k, v) -> v == null ? -1 : v);
        System.out.println("compute* " + counts);
        counts.merge("the", 5, (a, b) -> null); // merge returning null removes
        System.out.println("merge to null removes 'the' " + !counts.containsKey("the") + " getOrDefault " + counts.getOrDefault("the", 0) + " " + counts.getOrDefault("dog", 0));
        System.out.println("putIfAbsent " + counts.putIfAbsent("dog", 99) + " " + counts.putIfAbsent("yak", 7) + " replace " + counts.replace("yak", 8) + " " + counts.replace("yak", 8, 9) + " -> " + counts.get("yak"));
        counts.replaceAll((k, v) -> k.length() * 1000 + v);
        StringBuilder fe = new StringBuilder();
        counts.forEach((k, v) -> fe.append(k).append('=').append(v).append(';'));
        System.out.println("TreeMap forEach " + fe);
        TreeMap<String, Integer> tm = new TreeMap<>(counts);
        StringBuilder desc = new StringBuilder();
        tm.descendingMap().forEach((k, v) -> desc.append(k.charAt(0)));
        System.out.println("descendingMap forEach " + desc + " headMap forEach " + tm.headMap("f").keySet() + " entries removeIf " + tm.entrySet().removeIf(e -> e.getValue() % 2 == 0) + " -> " + tm.keySet());
        tm.values().removeIf(v -> v > 5000);
        tm.keySet().removeIf(k -> k.startsWith("q"));
        System.out.println("values/keySet removeIf " + tm);

        Map<String, Integer> linked = new LinkedHashMap<>();
        for (String w : List.of("zeta", "alpha", "mid", "alpha", "beta")) linked.merge(w, 1, Integer::sum);
        StringBuilder lo = new StringBuilder();
        linked.forEach((k, v) -> lo.append(k).append(v).append(' '));
        System.out.println("LinkedHashMap forEach insertion order " + lo.toString().trim());
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(linked.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println("entries sorted " + entries);

        Map<Integer, String> lru = new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) { return size() > 3; }
        };
        for (int i = 1; i <= 4; i++) lru.put(i, "v" + i);
        lru.get(2);
        lru.put(5, "v5");
        lru.computeIfAbsent(6, k -> "v" + k);
        System.out.println("LRU " + lru.keySet());

        Map<String, Integer> hm = new HashMap<>();
        for (String w : text.split(" ")) hm.merge(w, w.length(), Integer::sum);
        System.out.println("HashMap (String keys) sorted view " + new TreeMap<>(hm));
        try {
            hm.computeIfAbsent("x", k -> { hm.put("y", 1); return 2; });
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("HashMap computeIfAbsent that modifies the map: ConcurrentModificationException");
        }
        Iterator<Integer> it = List.of(1, 2, 3, 4, 5).iterator();
        it.next();
        StringBuilder rem = new StringBuilder();
        it.forEachRemaining(rem::append);
        System.out.println("forEachRemaining " + rem);
        List<Integer> cow = new CopyOnWriteArrayList<>(List.of(1, 2, 3, 4));
        for (Integer i : cow) if (i % 2 == 0) cow.add(i * 10);
        cow.removeIf(i -> i == 1);
        System.out.println("CopyOnWriteArrayList " + cow);

        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        for (String w : text.split(" ")) chm.merge(w, 1, Integer::sum);
        System.out.println("ConcurrentHashMap sorted " + new TreeMap<>(chm) + " reduceValues " + chm.reduceValues(1, Integer::sum)
                + " search " + chm.search(1, (k, v) -> v == 3 ? k : null) + " mappingCount " + chm.mappingCount()
                + " reduce keys max " + chm.reduceKeys(1, (a, b) -> a.compareTo(b) >= 0 ? a : b));
        StringBuilder forEachChm = new StringBuilder();
        new TreeMap<>(chm).forEach((k, v) -> { if (v > 1) forEachChm.append(k).append(' '); });
        System.out.println("words seen more than once " + forEachChm.toString().trim());
        chm.replaceAll((k, v) -> v * 2);
        System.out.println("chm replaceAll total " + chm.values().stream().mapToInt(Integer::intValue).sum() + " computeIfAbsent " + chm.computeIfAbsent("new", String::length));

        List<List<String>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) nested.add(new ArrayList<>(Arrays.asList("a" + i, "b" + i)));
        nested.forEach(l -> l.replaceAll(s -> s + "!"));
        nested.removeIf(l -> l.contains("a1!"));
        System.out.println("nested " + nested);
        Map<Boolean, List<Integer>> parts = new TreeMap<>();
        for (int i = 0; i < 10; i++) parts.computeIfAbsent(i % 3 == 0, k -> new ArrayList<>()).add(i);
        System.out.println("boolean keys " + parts);
    }
}
