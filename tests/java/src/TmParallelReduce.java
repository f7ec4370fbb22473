import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

public class TmParallelReduce {
    public static void main(String[] args) {
        System.out.println("sum: " + IntStream.rangeClosed(1, 20000).parallel().asLongStream().sum());
        System.out.println("reduce: " + LongStream.rangeClosed(1, 20).parallel().reduce(1, (a, b) -> a * b));
        System.out.println("count evens: " + IntStream.range(0, 10000).parallel().filter(i -> i % 2 == 0).count());
        List<Integer> squares = IntStream.range(0, 30).parallel().map(i -> i * i).boxed().collect(Collectors.toList());
        System.out.println("ordered collect: " + squares);
        System.out.println("max: " + IntStream.range(0, 5000).parallel().map(i -> (i * 7919) % 5003).max().getAsInt());
        Map<Integer, Long> byMod = IntStream.range(0, 1000).parallel().boxed()
            .collect(Collectors.groupingByConcurrent(i -> i % 7, Collectors.counting()));
        System.out.println("groupingByConcurrent: " + new TreeMap<>(byMod));
        Map<Boolean, List<Integer>> parts = IntStream.range(0, 20).parallel().boxed()
            .collect(Collectors.partitioningBy(i -> i % 3 == 0));
        System.out.println("partitioning: " + parts);
        String joined = Stream.of("a", "b", "c", "d", "e", "f", "g").parallel().map(String::toUpperCase).collect(Collectors.joining(","));
        System.out.println("joining: " + joined);
        List<Integer> unordered = new ArrayList<>();
        IntStream.range(0, 100).parallel().forEach(i -> { synchronized (unordered) { unordered.add(i); } });
        Collections.sort(unordered);
        System.out.println("forEach sorted size=" + unordered.size() + " first=" + unordered.get(0) + " last=" + unordered.get(99));
        StringBuilder sb = new StringBuilder();
        IntStream.range(0, 10).parallel().forEachOrdered(sb::append);
        System.out.println("forEachOrdered: " + sb);
        System.out.println("sorted: " + Stream.of(5, 3, 9, 1, 7, 2).parallel().sorted().collect(Collectors.toList()));
        System.out.println("distinct: " + Stream.of(1, 2, 2, 3, 3, 3, 4).parallel().distinct().collect(Collectors.toList()));
        System.out.println("findFirst: " + IntStream.range(0, 1000).parallel().filter(i -> i > 500 && i % 37 == 0).findFirst().getAsInt());
        System.out.println("anyMatch: " + IntStream.range(0, 1000).parallel().anyMatch(i -> i == 999));
        int[] arr = new int[2000];
        for (int i = 0; i < arr.length; i++) arr[i] = (i * 31 + 7) % 2000;
        Arrays.parallelSort(arr);
        System.out.println("parallelSort ok: " + IntStream.range(0, arr.length).allMatch(i -> arr[i] == i));
        long[] prefix = LongStream.rangeClosed(1, 10).toArray();
        Arrays.parallelPrefix(prefix, Long::sum);
        System.out.println("parallelPrefix: " + Arrays.toString(prefix));
        double avg = IntStream.range(0, 1000).parallel().average().getAsDouble();
        System.out.println("average: " + avg);
        System.out.println("summary: " + IntStream.range(0, 100).parallel().summaryStatistics());
        ConcurrentMap<String, Integer> toMap = Stream.of("x", "yy", "zzz").parallel()
            .collect(Collectors.toConcurrentMap(s -> s, String::length));
        System.out.println("toConcurrentMap: " + new TreeMap<>(toMap));
    }
}
