import java.util.*;

public class OptionalJoiner {
    static Optional<String> find(Map<String, String> m, String k) { return Optional.ofNullable(m.get(k)); }

    public static void main(String[] args) {
        Map<String, String> m = new TreeMap<>(Map.of("a", "apple", "b", "banana"));
        Optional<String> a = find(m, "a"), z = find(m, "z");
        System.out.println(a + " " + z + " isPresent " + a.isPresent() + " isEmpty " + z.isEmpty() + " get " + a.get() + " orElse " + z.orElse("none"));
        try {
            z.get();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE: " + e.getMessage());
        }
        try {
            z.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null) NPE");
        }
        System.out.println("equals " + a.equals(Optional.of("apple")) + " empty equals " + Optional.empty().equals(z) + " hash " + a.hashCode() + " " + z.hashCode());
        OptionalInt oi = OptionalInt.of(5);
        OptionalDouble od = OptionalDouble.empty();
        OptionalLong ol = OptionalLong.of(-1);
        System.out.println(oi + " " + od + " " + ol + " " + oi.getAsInt() + " " + od.orElse(2.5) + " " + ol.isPresent());
        StringJoiner sj = new StringJoiner(", ", "[", "]");
        System.out.println("empty joiner " + sj + " emptyValue " + new StringJoiner(",", "{", "}").setEmptyValue("EMPTY"));
        for (String s : new String[]{"x", "y", "z"}) sj.add(s);
        StringJoiner other = new StringJoiner("-", "<", ">");
        other.add("p").add("q");
        sj.merge(other);
        System.out.println("joined " + sj + " length " + sj.length());
        System.out.println("String.join " + String.join("|", new ArrayList<>(List.of("1", "2", "3"))) + " " + String.join("", "a", "b"));
        Object nul = null;
        System.out.println("Objects.toString " + Objects.toString(nul) + " " + Objects.toString(nul, "dflt") + " requireNonNullElse " + Objects.requireNonNullElse(nul, "else")
            + " isNull " + Objects.isNull(nul) + " nonNull " + Objects.nonNull("x"));
        try {
            Objects.requireNonNull(nul);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull msg " + e.getMessage());
        }
        try {
            Objects.requireNonNull(nul, "custom message");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull msg " + e.getMessage());
        }
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex " + e.getMessage());
        }
        try {
            Objects.checkFromToIndex(2, 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkFromToIndex " + e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(3, 4, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkFromIndexSize " + e.getMessage());
        }
        System.out.println("compare " + Objects.compare("a", "b", Comparator.<String>naturalOrder()) + " deepEquals " + Objects.deepEquals(new int[]{1}, new int[]{1})
            + " hash " + Objects.hash() + " " + Objects.hash((Object) null) + " " + Objects.hash("a", 1));
        Comparator<String> byLen = new Comparator<String>() {
            public int compare(String x, String y) { return Integer.compare(x.length(), y.length()); }
        };
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb", "dd", "e"));
        words.sort(Comparator.nullsFirst(byLen));
        System.out.println("byLen " + words);
        words.add(null);
        words.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("reverse nullsLast " + words);
    }
}
