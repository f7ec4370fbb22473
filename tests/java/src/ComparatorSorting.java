import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

// Comparator-heavy sorting: comparing/thenComparing/reversed/nullsFirst/nullsLast,
// primitive key extractors, natural/reverse order, stability, Map.Entry comparators.
public class ComparatorSorting {
    record Person(String name, String city, int age, double score) {
        @Override public String toString() { return name + "/" + city + "/" + age + "/" + score; }
    }

    static final List<Person> PEOPLE = List.of(
            new Person("Ann", "Oslo", 34, 7.5),
            new Person("bob", "Rome", 25, 9.0),
            new Person("Cid", "Oslo", 25, 6.25),
            new Person("dee", "Lima", 41, 9.0),
            new Person("Eve", "Rome", 34, 8.0),
            new Person("fay", "Lima", 19, 7.5),
            new Person("Gus", "Oslo", 41, 5.0),
            new Person("hal", "Rome", 19, 9.5));

    static void show(String label, Comparator<Person> c) {
        List<Person> l = new ArrayList<>(PEOPLE);
        l.sort(c);
        StringBuilder sb = new StringBuilder();
        for (Person p : l) sb.append(p.name()).append(' ');
        System.out.println(label + ": " + sb.toString().trim());
    }

    public static void main(String[] args) {
        show("by name", Comparator.comparing(Person::name));
        show("by name ci", Comparator.comparing(Person::name, String.CASE_INSENSITIVE_ORDER));
        show("by age", Comparator.comparingInt(Person::age));
        show("by age desc", Comparator.comparingInt(Person::age).reversed());
        show("by age then name", Comparator.comparingInt(Person::age).thenComparing(Person::name));
        show("by city then age desc then name", Comparator.comparing(Person::city).thenComparing(Person::age, Comparator.reverseOrder()).thenComparing(Person::name));
        show("by score desc then city", Comparator.comparingDouble(Person::score).reversed().thenComparing(Person::city));
        show("by name length then reverse name", Comparator.comparingInt((Person p) -> p.name().length()).thenComparing(Person::name, Comparator.reverseOrder()));
        show("reversed twice", Comparator.comparing(Person::name).reversed().reversed());
        show("thenComparingLong", Comparator.comparing(Person::city).thenComparingLong(p -> -p.age()));
        show("thenComparingDouble", Comparator.comparing(Person::city).thenComparingDouble(Person::score));
        show("lambda comparator", (a, b) -> a.city().equals(b.city()) ? Integer.compare(b.age(), a.age()) : a.city().compareTo(b.city()));

        // stability: equal keys keep their original order
        show("stable by city", Comparator.comparing(Person::city));
        show("stable by score", Comparator.comparingDouble(Person::score));

        // nulls
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "Apple", "fig", null, "banana"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst natural " + withNulls);
        withNulls.sort(Comparator.nullsLast(String.CASE_INSENSITIVE_ORDER));
        System.out.println("nullsLast ci " + withNulls);
        withNulls.sort(Comparator.nullsFirst(Comparator.<String>reverseOrder()));
        System.out.println("nullsFirst reverse " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.comparing(String::length)).reversed());
        System.out.println("nullsLast by length reversed " + withNulls);
        List<Person> nullCities = new ArrayList<>(List.of(new Person("x", "B", 1, 0), new Person("y", "A", 2, 0)));
        nullCities.add(1, new Person("z", null, 3, 0));
        nullCities.sort(Comparator.comparing(Person::city, Comparator.nullsFirst(Comparator.naturalOrder())));
        System.out.println("key nullsFirst " + nullCities);
        try {
            withNulls.sort(Comparator.naturalOrder());
        } catch (NullPointerException e) {
            System.out.println("natural order with nulls: NullPointerException");
        }

        // arrays, primitive sort, Collections helpers
        Integer[] nums = {5, -3, 12, 0, 7, -3, 99, 1};
        Arrays.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder " + Arrays.toString(nums));
        Arrays.sort(nums, Comparator.comparingInt(Math::abs));
        System.out.println("by abs " + Arrays.toString(nums));
        Arrays.sort(nums, 2, 6, Comparator.comparing(String::valueOf));
        System.out.println("range by string " + Arrays.toString(nums));
        String[] strs = {"b10", "a2", "b9", "a10", "b1"};
        Arrays.sort(strs, Comparator.comparing((String s) -> s.charAt(0)).thenComparingInt(s -> Integer.parseInt(s.substring(1))));
        System.out.println("natural-ish " + Arrays.toString(strs));
        System.out.println("max " + Collections.max(PEOPLE, Comparator.comparingDouble(Person::score).thenComparing(Person::name)).name()
                + " min " + Collections.min(PEOPLE, Comparator.comparing(Person::city).thenComparingInt(Person::age)).name());

        // sorted collections with comparators
        TreeSet<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        ts.addAll(List.of("kiwi", "fig", "apple", "date", "plum", "banana", "fig"));
        System.out.println("TreeSet " + ts + " first " + ts.first() + " descending " + ts.descendingSet());
        TreeMap<String, Integer> tm = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String s : List.of("b", "A", "a", "C", "B")) tm.merge(s, 1, Integer::sum);
        System.out.println("TreeMap ci " + tm);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(Map.of("x", 3, "y", 1, "z", 2, "w", 3).entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println("entries by value desc, key " + entries);
        entries.sort(Map.Entry.comparingByKey(Comparator.reverseOrder()));
        System.out.println("entries by key desc " + entries);

        // a comparator that counts comparisons is still consistent
        int[] count = {0};
        Comparator<Integer> counting = (a, b) -> { count[0]++; return Integer.compare(a, b); };
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 50; i++) big.add((i * 37) % 50);
        big.sort(counting);
        boolean sorted = true;
        for (int i = 1; i < big.size(); i++) sorted &= big.get(i - 1) <= big.get(i);
        System.out.println("sorted " + sorted + " first " + big.subList(0, 5) + " comparisons>0 " + (count[0] > 0));
    }
}
