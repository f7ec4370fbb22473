// Shelves: collections of the class library for the debugger's readable views
// (node-tests/debugger-collections.test.mjs stops at the line marked STOP and expands each local).
import java.util.*;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

public class Shelves {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>(List.of("a", "b", "c"));
        List<Integer> linked = new LinkedList<>(List.of(1, 2, 3));
        Map<String, Integer> hash = new HashMap<>();
        for (String s : list) hash.put(s, s.charAt(0) - 'a');
        Map<String, Integer> linkedMap = new LinkedHashMap<>();
        linkedMap.put("z", 26);
        linkedMap.put("y", 25);
        Map<String, Integer> tree = new TreeMap<>(Map.of("m", 1, "k", 2, "x", 3, "a", 0));
        Set<String> set = new TreeSet<>(Set.of("pear", "apple", "fig"));
        Set<Integer> hashSet = new HashSet<>(List.of(7));
        List<String> one = List.of("solo");
        List<Object> two = List.of("first", new Object());
        List<Integer> many = List.of(1, 2, 3, 4);
        Map<String, Integer> single = Map.of("only", 1);
        Deque<Integer> deque = new ArrayDeque<>();
        for (int i = 0; i < 20; i++) deque.addLast(i);
        for (int i = 0; i < 17; i++) deque.removeFirst();
        deque.addFirst(-1);
        List<String> empty = Collections.emptyList();
        List<String> unmodifiable = Collections.unmodifiableList(list);
        List<String> cow = new CopyOnWriteArrayList<>(list);
        Map<Integer, String> concurrent = new ConcurrentHashMap<>(Map.of(1, "one"));
        StringBuilder sb = new StringBuilder("text ").append(42);
        StringBuilder wide = new StringBuilder("caf\u00e9 \u2615");
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 150; i++) big.add(i);
        System.out.println("ready"); // STOP
        System.out.println(list + " " + linked + " " + hash + " " + linkedMap + " " + tree + " " + set + " " + hashSet);
        System.out.println(one + " " + two.size() + " " + many + " " + single + " " + deque + " " + empty + " " + unmodifiable);
        System.out.println(cow + " " + concurrent + " " + sb + " " + wide + " " + big.size());
    }
}
