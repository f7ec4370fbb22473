import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

public class HashEquals {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }

        @Override
        public int hashCode() { return 31 * x + y; }

        @Override
        public String toString() { return "(" + x + "," + y + ")"; }
    }

    static final class BadHash {
        final String s;
        BadHash(String s) { this.s = s; }
        @Override public boolean equals(Object o) { return o instanceof BadHash && ((BadHash) o).s.equals(s); }
        @Override public int hashCode() { return 7; } // all collide
        @Override public String toString() { return s; }
    }

    static final class NoHash {
        final int v;
        NoHash(int v) { this.v = v; }
        @Override public boolean equals(Object o) { return o instanceof NoHash && ((NoHash) o).v == v; }
        // hashCode not overridden: identity hash
    }

    static class CaseInsensitive {
        final String s;
        CaseInsensitive(String s) { this.s = s; }
        @Override public boolean equals(Object o) { return o instanceof CaseInsensitive && ((CaseInsensitive) o).s.equalsIgnoreCase(s); }
        @Override public int hashCode() { return s.toLowerCase(java.util.Locale.ROOT).hashCode(); }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println("equals " + a.equals(b) + " " + a.equals(c) + " null " + a.equals(null) + " other type " + a.equals("(1,2)"));
        System.out.println("hash " + a.hashCode() + " " + b.hashCode() + " " + c.hashCode());
        Set<Point> set = new HashSet<>();
        set.add(a);
        set.add(b);
        set.add(c);
        System.out.println("set size " + set.size() + " contains (1,2) " + set.contains(new Point(1, 2)));
        Map<BadHash, Integer> m = new HashMap<>();
        for (int i = 0; i < 50; i++) m.put(new BadHash("k" + i), i);
        int sum = 0;
        for (int i = 0; i < 50; i++) sum += m.get(new BadHash("k" + i));
        System.out.println("colliding map size " + m.size() + " sum " + sum + " get missing " + m.get(new BadHash("zz")));
        m.remove(new BadHash("k10"));
        System.out.println("after remove " + m.size() + " containsKey k10 " + m.containsKey(new BadHash("k10")));
        Set<NoHash> nh = new HashSet<>();
        nh.add(new NoHash(1));
        System.out.println("identity-hash set size " + nh.size() + " contains same instance " + nh.contains(nh.iterator().next()));
        Set<CaseInsensitive> ci = new HashSet<>();
        ci.add(new CaseInsensitive("Hello"));
        ci.add(new CaseInsensitive("HELLO"));
        ci.add(new CaseInsensitive("world"));
        System.out.println("case-insensitive set size " + ci.size());
        System.out.println("Objects.hash " + Objects.hash(1, "a", null, 2.5) + " Objects.hashCode(null) " + Objects.hashCode(null) + " Objects.equals " + Objects.equals(null, null)
            + " " + Objects.equals(a, b));
        System.out.println("String hash " + "Aa".hashCode() + " " + "BB".hashCode() + " equal hash, equals " + "Aa".equals("BB"));
        System.out.println("List hash " + java.util.List.of(1, 2, 3).hashCode() + " " + new java.util.ArrayList<>(java.util.List.of(1, 2, 3)).hashCode()
            + " Set hash " + java.util.Set.of(1, 2, 3).hashCode() + " Map hash " + java.util.Map.of("a", 1).hashCode());
        System.out.println("List equals across impls " + java.util.List.of(1, 2).equals(new java.util.LinkedList<>(java.util.List.of(1, 2)))
            + " Set equals " + new TreeSet<>(java.util.Set.of(3, 1)).equals(new HashSet<>(java.util.Set.of(1, 3))));
        // Large HashMap with Integer keys: iteration order is deterministic (hash = value)
        Map<Integer, String> big = new HashMap<>();
        for (int i = 0; i < 2000; i += 37) big.put(i * 7919 % 1000, "v" + i);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (Map.Entry<Integer, String> e : big.entrySet()) {
            if (n++ < 15) sb.append(e.getKey()).append('=').append(e.getValue()).append(' ');
        }
        System.out.println("hashmap iteration prefix " + sb + " size " + big.size());
        Map<String, Integer> strMap = new HashMap<>();
        String[] words = "the quick brown fox jumps over the lazy dog and the cat".split(" ");
        for (String w : words) {
            Integer old = strMap.get(w);
            strMap.put(w, old == null ? 1 : old + 1);
        }
        System.out.println("string-key hashmap " + strMap);
        System.out.println("Boolean/Character/Byte hashes " + Boolean.hashCode(true) + " " + Character.hashCode('A') + " " + Byte.hashCode((byte) -1)
            + " enum-free Double " + Double.hashCode(Double.NaN) + " " + Long.hashCode(1L << 32));
        System.out.println("Arrays.equals vs equals " + new int[]{1}.equals(new int[]{1}) + " " + java.util.Arrays.equals(new int[]{1}, new int[]{1}));
    }
}
