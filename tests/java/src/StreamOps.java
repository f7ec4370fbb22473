import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Stream pipelines: filter/map/flatMap, sorted, distinct, limit/skip, peek (laziness and order),
// takeWhile/dropWhile, iterate/generate with limit, reduce in all three forms, matching,
// findFirst, min/max, toArray, concat, and short-circuiting on infinite streams.
public class StreamOps {
    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "alpha", "echo", "foxtrot", "golf", "delta", "hotel");
        System.out.println("filter/map " + words.stream().filter(w -> w.length() == 5).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println("distinct " + words.stream().distinct().collect(Collectors.toList()));
        System.out.println("sorted " + words.stream().sorted().collect(Collectors.toList()));
        System.out.println("sorted by length desc then alpha " + words.stream().distinct()
                .sorted(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder())).collect(Collectors.toList()));
        System.out.println("skip/limit " + words.stream().skip(2).limit(4).collect(Collectors.toList()));
        System.out.println("limit 0 " + words.stream().limit(0).count() + " skip all " + words.stream().skip(100).count());
        System.out.println("flatMap chars " + words.stream().limit(3).flatMap(w -> w.chars().mapToObj(c -> String.valueOf((char) c))).collect(Collectors.joining()));
        System.out.println("flatMap lists " + Stream.of(List.of(1, 2), List.<Integer>of(), List.of(3), List.of(4, 5, 6)).flatMap(List::stream).map(i -> i * i).collect(Collectors.toList()));
        System.out.println("mapMulti-like flatMap " + Stream.of(1, 2, 3).flatMap(i -> Stream.of(i, -i)).collect(Collectors.toList()));

        // laziness and element-by-element processing order
        List<String> trace = new ArrayList<>();
        List<Integer> out = Stream.of(5, 3, 8, 1, 9, 2)
                .peek(i -> trace.add("p" + i))
                .filter(i -> { trace.add("f" + i); return i > 2; })
                .map(i -> { trace.add("m" + i); return i * 10; })
                .limit(2)
                .collect(Collectors.toList());
        System.out.println("lazy " + out + " trace " + trace);
        trace.clear();
        List<Integer> sortedTrace = Stream.of(3, 1, 2).peek(i -> trace.add("a" + i)).sorted().peek(i -> trace.add("b" + i)).collect(Collectors.toList());
        System.out.println("sorted barrier " + sortedTrace + " trace " + trace);
        trace.clear();
        Stream<Integer> never = Stream.of(1, 2, 3).peek(i -> trace.add("x" + i));
        System.out.println("no terminal op, trace " + trace + " " + (never != null));

        System.out.println("takeWhile " + Stream.of(1, 2, 3, 10, 4, 5).takeWhile(i -> i < 5).collect(Collectors.toList())
                + " dropWhile " + Stream.of(1, 2, 3, 10, 4, 5).dropWhile(i -> i < 5).collect(Collectors.toList()));
        System.out.println("iterate " + Stream.iterate(1, i -> i * 3).limit(8).collect(Collectors.toList()));
        System.out.println("iterate with predicate " + Stream.iterate("a", s -> s.length() < 6, s -> s + (char) (s.charAt(s.length() - 1) + 1)).collect(Collectors.toList()));
        int[] seed = {1};
        System.out.println("generate " + Stream.generate(() -> seed[0] *= 2).limit(10).collect(Collectors.toList()));
        long[] fib = {0, 1};
        System.out.println("fibonacci " + Stream.generate(() -> { long r = fib[0]; fib[0] = fib[1]; fib[1] += r; return r; }).limit(15).map(String::valueOf).collect(Collectors.joining(",")));

        System.out.println("reduce identity " + Stream.of(1, 2, 3, 4).reduce(0, Integer::sum)
                + " reduce optional " + Stream.of("x", "y", "z").reduce((a, b) -> b + a).get()
                + " reduce empty " + Stream.<Integer>empty().reduce(Integer::sum).isPresent()
                + " reduce 3-arg " + words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        System.out.println("anyMatch " + words.stream().anyMatch(w -> w.startsWith("g")) + " allMatch " + words.stream().allMatch(w -> w.length() >= 4)
                + " noneMatch " + words.stream().noneMatch(String::isEmpty) + " empty allMatch " + Stream.empty().allMatch(x -> false));
        System.out.println("findFirst " + words.stream().filter(w -> w.contains("o")).findFirst().orElse("-")
                + " min " + words.stream().min(Comparator.naturalOrder()).get() + " max " + words.stream().max(Comparator.comparingInt(String::length)).get());
        Object[] arr = words.stream().limit(3).toArray();
        String[] sarr = words.stream().skip(7).toArray(String[]::new);
        System.out.println("toArray " + Arrays.toString(arr) + " " + arr.getClass().getSimpleName() + " " + Arrays.toString(sarr) + " " + sarr.getClass().getSimpleName());
        System.out.println("concat " + Stream.concat(Stream.of("a", "b"), Stream.of("c")).collect(Collectors.toList()) + " count " + words.stream().count());
        System.out.println("infinite short-circuit " + Stream.iterate(1, i -> i + 1).filter(i -> i % 7 == 0).map(i -> i * i).filter(i -> i > 1000).findFirst().get()
                + " anyMatch " + Stream.iterate(0, i -> i + 2).anyMatch(i -> i > 100));
        Optional<String> longest = words.stream().reduce((a, b) -> a.length() >= b.length() ? a : b);
        System.out.println("longest " + longest.get());
        System.out.println("Stream.ofNullable " + Stream.ofNullable(null).count() + " " + Stream.ofNullable("v").count());
        StringBuilder ordered = new StringBuilder();
        words.stream().sorted(Comparator.reverseOrder()).forEachOrdered(w -> ordered.append(w.charAt(0)));
        System.out.println("forEachOrdered " + ordered);
        List<Integer> mutable = Stream.of(3, 1, 2).collect(Collectors.toCollection(ArrayList::new));
        mutable.add(0);
        System.out.println("toCollection mutable " + mutable);
        try {
            Stream<String> s = words.stream();
            s.count();
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("reuse: " + e.getMessage());
        }
        try {
            Stream.of(1, 2, 0, 4).map(i -> 12 / i).forEach(i -> System.out.println("  got " + i));
        } catch (ArithmeticException e) {
            System.out.println("exception in pipeline: " + e.getMessage());
        }
        Stream<String> closing = Stream.of("a").onClose(() -> System.out.println("onClose ran"));
        try (closing) {
            System.out.println("in try " + closing.count());
        }
    }
}
