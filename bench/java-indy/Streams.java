// Lambda- and stream-heavy work: boxed and primitive streams, collectors, method references and
// lambdas capturing state, repeated over a list of records. Prints a checksum.
// Usage: Streams <elements> <rounds>. Compiled with plain javac (invokedynamic allowed).
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Streams {
    record Item(int id, String name, int weight) {}

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        List<Item> items = IntStream.range(0, n)
            .mapToObj(i -> new Item(i, "item" + (i % 97), (i * 31) % 1000))
            .collect(Collectors.toList());
        long checksum = 0;
        for (int r = 0; r < rounds; r++) {
            final int salt = r;
            Map<String, Integer> byName = items.stream()
                .collect(Collectors.groupingBy(Item::name, TreeMap::new, Collectors.summingInt(Item::weight)));
            checksum += byName.values().stream().mapToLong(Integer::longValue).sum();
            checksum += items.stream().filter(it -> (it.id() + salt) % 3 == 0).mapToInt(Item::weight).max().orElse(0);
            Function<Integer, Integer> f = x -> x * 2 + salt;
            Function<Integer, Integer> g = f.andThen(x -> x - 1).compose(x -> x + 3);
            checksum += IntStream.range(0, n / 10).boxed().map(g).reduce(0, Integer::sum);
            checksum += items.stream().sorted(Comparator.comparingInt(Item::weight).thenComparing(Item::id))
                .limit(5).mapToInt(Item::id).sum();
            checksum += items.stream().map(Item::name).distinct().count();
        }
        System.out.println("checksum " + checksum);
    }
}
