import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Collectors: groupingBy (into TreeMaps), partitioningBy, toMap with merge, joining, counting,
// mapping, filtering, flatMapping, summarizing, averaging, reducing, teeing, collectingAndThen,
// and a custom Collector.of.
public class StreamCollectors {
    record Sale(String region, String product, int units, double price) {
        double total() { return units * price; }
    }

    static final List<Sale> SALES = List.of(
            new Sale("north", "apple", 10, 0.5),
            new Sale("south", "pear", 4, 0.75),
            new Sale("north", "pear", 7, 0.75),
            new Sale("east", "apple", 12, 0.5),
            new Sale("south", "apple", 3, 0.5),
            new Sale("north", "plum", 20, 0.25),
            new Sale("east", "plum", 5, 0.25),
            new Sale("west", "fig", 1, 2.0),
            new Sale("south", "fig", 6, 2.0),
            new Sale("east", "pear", 9, 0.75));

    public static void main(String[] args) {
        Map<String, List<String>> byRegion = SALES.stream().collect(
                Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.mapping(Sale::product, Collectors.toList())));
        System.out.println("groupingBy region -> products " + byRegion);
        Map<String, Long> counts = SALES.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.counting()));
        System.out.println("counting " + counts);
        Map<String, Integer> units = SALES.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units)));
        System.out.println("summingInt " + units);
        Map<String, Double> avg = SALES.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.averagingDouble(Sale::total)));
        System.out.println("averagingDouble " + avg);
        Map<String, Map<String, Integer>> nested = SALES.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units))));
        System.out.println("nested groupingBy " + nested);
        Map<String, Set<String>> sets = SALES.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new,
                Collectors.mapping(Sale::region, Collectors.toCollection(TreeSet::new))));
        System.out.println("toCollection(TreeSet) " + sets);
        Map<String, Optional<Sale>> biggest = SALES.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.maxBy((a, b) -> Double.compare(a.total(), b.total()))));
        biggest.forEach((k, v) -> System.out.println("  maxBy " + k + " -> " + v.map(Sale::product).orElse("?")));
        Map<String, List<Integer>> filtered = SALES.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.filtering(s -> s.units() > 5, Collectors.mapping(Sale::units, Collectors.toList()))));
        System.out.println("filtering " + filtered);
        Map<Integer, List<Character>> flat = Stream.of("ab", "cde", "fg", "hij").collect(Collectors.groupingBy(String::length, TreeMap::new,
                Collectors.flatMapping(s -> s.chars().mapToObj(c -> (char) c), Collectors.toList())));
        System.out.println("flatMapping " + flat);

        Map<Boolean, List<String>> parts = SALES.stream().collect(Collectors.partitioningBy(s -> s.total() >= 5.0,
                Collectors.mapping(s -> s.region() + ":" + s.product(), Collectors.toList())));
        System.out.println("partitioningBy true " + parts.get(true));
        System.out.println("partitioningBy false " + parts.get(false));
        System.out.println("partitioningBy counting " + SALES.stream().collect(Collectors.partitioningBy(s -> s.units() % 2 == 0, Collectors.counting())));

        Map<String, Integer> merged = SALES.stream().collect(Collectors.toMap(Sale::product, Sale::units, Integer::sum, TreeMap::new));
        System.out.println("toMap merge " + merged);
        Map<String, String> firstWins = SALES.stream().collect(Collectors.toMap(Sale::region, Sale::product, (a, b) -> a, LinkedHashMap::new));
        System.out.println("toMap first wins (insertion order) " + firstWins);
        try {
            SALES.stream().collect(Collectors.toMap(Sale::region, Sale::product));
        } catch (IllegalStateException e) {
            System.out.println("toMap duplicate: " + e.getMessage());
        }
        Map<String, Integer> hashed = Stream.of("x", "yy", "zzz").collect(Collectors.toMap(s -> s, String::length));
        System.out.println("toMap into HashMap (String keys) " + new TreeMap<>(hashed));

        System.out.println("joining " + SALES.stream().map(Sale::product).distinct().collect(Collectors.joining()));
        System.out.println("joining sep " + SALES.stream().map(Sale::region).distinct().sorted().collect(Collectors.joining(", ")));
        System.out.println("joining full " + SALES.stream().map(s -> String.valueOf(s.units())).collect(Collectors.joining("+", "sum(", ")")));
        System.out.println("joining empty " + Stream.<String>empty().collect(Collectors.joining(",", "[", "]")));

        IntSummaryStatistics st = SALES.stream().collect(Collectors.summarizingInt(Sale::units));
        System.out.println("summarizingInt " + st);
        System.out.println("  min " + st.getMin() + " max " + st.getMax() + " avg " + st.getAverage() + " sum " + st.getSum() + " count " + st.getCount());
        System.out.println("summarizingDouble " + SALES.stream().collect(Collectors.summarizingDouble(Sale::total)));
        System.out.println("summarizingLong " + SALES.stream().collect(Collectors.summarizingLong(s -> (long) s.units() * 1_000_000_000L)));
        System.out.println("averagingInt " + SALES.stream().collect(Collectors.averagingInt(Sale::units)));

        System.out.println("reducing " + SALES.stream().collect(Collectors.reducing(0, Sale::units, Integer::sum))
                + " " + SALES.stream().map(Sale::product).collect(Collectors.reducing((a, b) -> a.compareTo(b) >= 0 ? a : b)).get());
        System.out.println("collectingAndThen " + SALES.stream().map(Sale::product).collect(Collectors.collectingAndThen(Collectors.toCollection(TreeSet::new), TreeSet::descendingSet)));
        double[] minMax = SALES.stream().collect(Collectors.teeing(
                Collectors.minBy((a, b) -> Double.compare(a.total(), b.total())),
                Collectors.maxBy((a, b) -> Double.compare(a.total(), b.total())),
                (mn, mx) -> new double[]{mn.get().total(), mx.get().total()}));
        System.out.println("teeing min " + minMax[0] + " max " + minMax[1]);
        List<String> unmod = SALES.stream().map(Sale::region).collect(Collectors.toUnmodifiableList());
        try {
            unmod.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("toUnmodifiableList size " + unmod.size() + " rejects add");
        }
        System.out.println("toUnmodifiableSet sorted " + new TreeSet<>(SALES.stream().map(Sale::product).collect(Collectors.toUnmodifiableSet())));

        // a custom collector: running histogram as a string
        Collector<Sale, StringBuilder, String> histogram = Collector.of(
                StringBuilder::new,
                (sb, s) -> sb.append(s.product().charAt(0)).append("#".repeat(s.units() / 2)).append(' '),
                (a, b) -> a.append(b),
                sb -> sb.toString().trim(),
                Collector.Characteristics.values().length > 0 ? new Collector.Characteristics[0] : null);
        System.out.println("custom collector " + SALES.stream().collect(histogram));
        List<List<Integer>> chunks = new ArrayList<>();
        Stream.iterate(1, i -> i + 1).limit(10).forEach(i -> {
            if ((i - 1) % 3 == 0) chunks.add(new ArrayList<>());
            chunks.get(chunks.size() - 1).add(i);
        });
        System.out.println("chunks " + chunks);
        Map<Boolean, Map<String, Long>> deep = SALES.stream().collect(Collectors.partitioningBy(s -> s.price() < 1,
                Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.counting())));
        System.out.println("partition of groups " + deep);
    }
}
