import java.util.*;
import java.util.function.BiFunction;
import java.util.function.Function;

public class CollectionsMap {
    public static void main(String[] args) {
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        Map<String, Integer> hm = new HashMap<>();
        Map<String, Integer> lhm = new LinkedHashMap<>();
        TreeMap<String, Integer> tm = new TreeMap<>();
        BiFunction<Integer, Integer, Integer> plus = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) { return a + b; }
        };
        for (String w : text.split(" ")) {
            Integer old = hm.get(w);
            hm.put(w, old == null ? 1 : old + 1);
            lhm.merge(w, 1, plus);
            tm.put(w, tm.getOrDefault(w, 0) + 1);
        }
        System.out.println("HashMap " + hm);
        System.out.println("LinkedHashMap " + lhm);
        System.out.println("TreeMap " + tm);
        System.out.println("equal maps " + hm.equals(tm) + " " + lhm.equals(hm) + " hash " + (hm.hashCode() == tm.hashCode()));
        System.out.println("first " + tm.firstKey() + " last " + tm.lastKey() + " floor(p) " + tm.floorKey("p") + " ceiling(p) " + tm.ceilingKey("p")
            + " lower(it) " + tm.lowerKey("it") + " higher(it) " + tm.higherKey("it"));
        System.out.println("headMap(it) " + tm.headMap("it") + " tailMap(the) " + tm.tailMap("the") + " subMap(b,o) " + tm.subMap("b", "o"));
        System.out.println("descending " + tm.descendingMap() + " pollFirst " + tm.pollFirstEntry() + " firstEntry " + tm.firstEntry());
        TreeMap<Integer, String> rev = new TreeMap<>(Collections.reverseOrder());
        for (int i = 1; i <= 5; i++) rev.put(i * i, "sq" + i);
        System.out.println("reverse tree " + rev + " navigable keys " + rev.navigableKeySet());
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<Integer, String>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) { return size() > 3; }
        };
        for (int i = 0; i < 5; i++) {
            lru.put(i, "v" + i);
            lru.get(i - 1 < 0 ? 0 : i - 1);
        }
        System.out.println("LRU " + lru);
        Map<Integer, String> im = new HashMap<>();
        for (int i = 100; i > 0; i -= 7) im.put(i, Integer.toString(i, 2));
        System.out.println("int-keyed HashMap " + im);
        System.out.println("keySet " + im.keySet().size() + " values contains 1100100 " + im.values().contains("1100100"));
        Iterator<Map.Entry<Integer, String>> eit = im.entrySet().iterator();
        while (eit.hasNext()) if (eit.next().getKey() % 2 == 0) eit.remove();
        System.out.println("after removing even keys " + im);
        im.putIfAbsent(2, "two");
        im.putIfAbsent(2, "TWO");
        im.computeIfAbsent(4, new Function<Integer, String>() { public String apply(Integer k) { return "four:" + k; } });
        im.computeIfPresent(2, new BiFunction<Integer, String, String>() { public String apply(Integer k, String v) { return v + "!"; } });
        im.replace(9, "nine");
        System.out.println("after compute " + im.get(2) + " " + im.get(4) + " " + im.get(9) + " remove(4,x) " + im.remove(4, "x") + " getOrDefault " + im.getOrDefault(-1, "none"));
        Set<Integer> hs = new HashSet<>();
        for (int i = 0; i < 50; i++) hs.add((i * 37) % 101);
        List<Integer> sorted = new ArrayList<>(hs);
        Collections.sort(sorted);
        System.out.println("HashSet of Integers (sorted) " + sorted);
        System.out.println("HashSet contains 37 " + hs.contains(37) + " size " + hs.size());
        Set<String> lhs = new LinkedHashSet<>(Arrays.asList("z", "a", "m", "a", "z"));
        TreeSet<String> ts = new TreeSet<>(lhs);
        System.out.println("LinkedHashSet " + lhs + " TreeSet " + ts + " headSet(m) " + ts.headSet("m") + " ceiling(b) " + ts.ceiling("b"));
        Set<Integer> a = new TreeSet<>(List.of(1, 2, 3, 4, 5));
        Set<Integer> b = new TreeSet<>(List.of(4, 5, 6, 7));
        Set<Integer> union = new TreeSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new TreeSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new TreeSet<>(a);
        diff.removeAll(b);
        System.out.println("union " + union + " inter " + inter + " diff " + diff);
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {5, 1, 8, 3, 9, 2, 7, 1, 6};
        for (int v : vals) pq.offer(v);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("PQ order " + sb.toString().trim());
        PriorityQueue<String> maxpq = new PriorityQueue<>(Collections.reverseOrder());
        maxpq.addAll(List.of("pear", "apple", "kiwi", "banana"));
        System.out.println("max PQ peek " + maxpq.peek() + " size " + maxpq.size());
        PriorityQueue<int[]> tasks = new PriorityQueue<>(new Comparator<int[]>() {
            public int compare(int[] x, int[] y) { return x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(y[1], x[1]); }
        });
        tasks.add(new int[]{2, 1});
        tasks.add(new int[]{1, 5});
        tasks.add(new int[]{2, 9});
        tasks.add(new int[]{1, 3});
        sb.setLength(0);
        while (!tasks.isEmpty()) {
            int[] t = tasks.poll();
            sb.append(t[0]).append('/').append(t[1]).append(' ');
        }
        System.out.println("tasks " + sb.toString().trim());
        Map<String, List<Integer>> multi = new TreeMap<>();
        String[] keys = {"x", "y", "x", "z", "y", "x"};
        for (int i = 0; i < keys.length; i++) {
            List<Integer> l = multi.get(keys[i]);
            if (l == null) {
                l = new ArrayList<>();
                multi.put(keys[i], l);
            }
            l.add(i);
        }
        System.out.println("multimap " + multi);
        Hashtable<String, Integer> ht = new Hashtable<>();
        ht.put("one", 1);
        try {
            ht.put(null, 2);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null key NPE");
        }
        HashMap<String, Integer> nullable = new HashMap<>();
        nullable.put(null, 0);
        nullable.put("k", null);
        System.out.println("HashMap nulls " + nullable + " get(null) " + nullable.get(null) + " containsKey k " + nullable.containsKey("k"));
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("TreeMap null key NPE");
        }
        Map<Integer, Integer> large = new HashMap<>();
        for (int i = 0; i < 20000; i++) large.put(i, i * 2);
        long s = 0;
        for (int i = 0; i < 20000; i += 3) s += large.get(i);
        for (int i = 0; i < 20000; i += 2) large.remove(i);
        System.out.println("large map sum " + s + " size after removals " + large.size());
        IdentityHashMap<String, Integer> idm = new IdentityHashMap<>();
        String k1 = new String("same");
        String k2 = new String("same");
        idm.put(k1, 1);
        idm.put(k2, 2);
        System.out.println("IdentityHashMap size " + idm.size());
        WeakHashMap<String, Integer> whm = new WeakHashMap<>();
        whm.put("lit", 1);
        System.out.println("WeakHashMap get " + whm.get("lit"));
    }
}
