import java.util.*;

public class CollectionsUtil {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + (e.getMessage() != null ? ": " + e.getMessage() : ""));
        }
    }

    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 12; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffled " + nums);
        Collections.sort(nums);
        System.out.println("sorted " + nums);
        Collections.reverse(nums);
        System.out.println("reversed " + nums);
        Collections.rotate(nums, 3);
        System.out.println("rotated " + nums);
        Collections.swap(nums, 0, 11);
        System.out.println("swapped " + nums + " max " + Collections.max(nums) + " min " + Collections.min(nums));
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("reverse sorted " + nums + " binarySearch(7, rev) " + Collections.binarySearch(nums, 7, Collections.reverseOrder()));
        Collections.sort(nums);
        System.out.println("binarySearch 7 " + Collections.binarySearch(nums, 7) + " 13 " + Collections.binarySearch(nums, 13));
        System.out.println("frequency " + Collections.frequency(List.of(1, 2, 1, 3, 1), 1) + " disjoint " + Collections.disjoint(List.of(1, 2), List.of(3)) + " nCopies " + Collections.nCopies(3, "ab"));
        List<String> words = new ArrayList<>(List.of("kiwi", "Apple", "banana", "cherry", "apple", "Banana"));
        Collections.sort(words);
        System.out.println("natural " + words);
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive (stable) " + words);
        Collections.shuffle(words, new Random(7));
        System.out.println("shuffled words " + words);
        List<Integer> filled = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.fill(filled, 9);
        Collections.addAll(filled, 1, 2, 3);
        System.out.println("filled " + filled + " indexOfSubList " + Collections.indexOfSubList(filled, List.of(9, 1)));
        System.out.println("emptyList " + Collections.emptyList() + " singleton " + Collections.singletonList("x") + " emptyMap " + Collections.emptyMap());
        final List<Integer> unmod = Collections.unmodifiableList(new ArrayList<>(List.of(1, 2, 3)));
        attempt("unmodifiableList.add", new Runnable() { public void run() { unmod.add(4); } });
        final List<Integer> immutable = List.of(1, 2, 3);
        attempt("List.of.add", new Runnable() { public void run() { immutable.add(4); } });
        attempt("List.of.set", new Runnable() { public void run() { immutable.set(0, 4); } });
        attempt("List.of.get(5)", new Runnable() { public void run() { immutable.get(5); } });
        attempt("List.of(null)", new Runnable() { public void run() { List.of("a", null); } });
        attempt("List.of.contains(null)", new Runnable() { public void run() { immutable.contains(null); } });
        attempt("Set.of dup", new Runnable() { public void run() { Set.of("a", "a"); } });
        attempt("Map.of dup", new Runnable() { public void run() { Map.of("k", 1, "k", 2); } });
        final Map<String, Integer> imap = Map.of("a", 1, "b", 2);
        attempt("Map.of.put", new Runnable() { public void run() { imap.put("c", 3); } });
        attempt("Map.of.get(null)", new Runnable() { public void run() { imap.get(null); } });
        attempt("Map.entry null", new Runnable() { public void run() { Map.entry(null, 1); } });
        attempt("List.copyOf", new Runnable() { public void run() { List.copyOf(Arrays.asList(1, null)); } });
        final List<Integer> fixed = Arrays.asList(1, 2, 3);
        attempt("Arrays.asList.set", new Runnable() { public void run() { fixed.set(0, 10); } });
        attempt("Arrays.asList.add", new Runnable() { public void run() { fixed.add(4); } });
        attempt("emptyList.iterator.next", new Runnable() { public void run() { Collections.emptyList().iterator().next(); } });
        attempt("singleton.remove", new Runnable() { public void run() { Collections.singleton(1).remove(1); } });
        attempt("checkedList", new Runnable() {
            @SuppressWarnings({"unchecked", "rawtypes"})
            public void run() {
                List raw = Collections.checkedList(new ArrayList<String>(), String.class);
                raw.add(1);
            }
        });
        attempt("TreeSet of non-comparable", new Runnable() { public void run() { new TreeSet<Object>().add(new Object()); } });
        attempt("subList bad range", new Runnable() { public void run() { List.of(1, 2, 3).subList(2, 1); } });
        attempt("ArrayList.subList bad", new Runnable() { public void run() { new ArrayList<>(List.of(1, 2, 3)).subList(1, 5); } });
        attempt("Collections.max empty", new Runnable() { public void run() { Collections.max(new ArrayList<Integer>()); } });
        attempt("Iterator on List.of remove", new Runnable() {
            public void run() {
                Iterator<Integer> it = immutable.iterator();
                it.next();
                it.remove();
            }
        });
        System.out.println("fixed after set " + fixed + " List.of equals ArrayList " + immutable.equals(new ArrayList<>(List.of(1, 2, 3))));
        Map<String, Integer> sortedView = new TreeMap<>(Map.of("z", 26, "a", 1, "m", 13));
        System.out.println("Map.of sorted " + sortedView + " size " + imap.size() + " Set.of sorted " + new TreeSet<>(Set.of(5, 3, 9)));
        List<Integer> syn = Collections.synchronizedList(new ArrayList<>());
        syn.add(1);
        System.out.println("synchronizedList " + syn + " unmodifiable toString " + unmod + " List.of toString " + immutable);
        Random r = new Random(123);
        List<Integer> sample = new ArrayList<>();
        for (int i = 0; i < 10; i++) sample.add(r.nextInt(100));
        System.out.println("random sample " + sample);
        Collections.shuffle(sample, new Random(99));
        System.out.println("shuffled sample " + sample);
        Deque<Integer> asLifo = Collections.asLifoQueue(new ArrayDeque<>()) instanceof Deque ? null : new ArrayDeque<>();
        System.out.println("asLifoQueue is not Deque " + (asLifo != null));
        List<String> strs = new ArrayList<>(List.of("b", "c", "a"));
        strs.sort(null);
        System.out.println("sort(null) " + strs + " replaceAll " + Collections.replaceAll(strs, "a", "A") + " " + strs);
    }
}
