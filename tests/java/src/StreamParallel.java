import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

// Parallel streams (common ForkJoinPool) with deterministic results: sums, counts, ordered
// collection, encounter order of forEachOrdered/findFirst, groupingByConcurrent sorted afterwards,
// and Arrays.parallelSort/parallelPrefix/parallelSetAll.
public class StreamParallel {
    public static void main(String[] args) {
        System.out.println("parallel sum " + IntStream.rangeClosed(1, 2000).parallel().sum());
        System.out.println("parallel long sum of squares " + LongStream.rangeClosed(1, 1000).parallel().map(x -> x * x).sum());
        System.out.println("parallel count " + IntStream.range(0, 1500).parallel().filter(i -> i % 3 == 0).count());
        System.out.println("isParallel " + IntStream.range(0, 1).parallel().isParallel() + " sequential " + IntStream.range(0, 1).parallel().sequential().isParallel());
        List<Integer> nums = IntStream.range(0, 400).boxed().collect(Collectors.toList());
        List<Integer> mapped = nums.parallelStream().map(i -> i * 2 + 1).filter(i -> i % 5 != 0).collect(Collectors.toList());
        System.out.println("ordered collect size " + mapped.size() + " head " + mapped.subList(0, 8) + " tail " + mapped.subList(mapped.size() - 3, mapped.size()));
        List<Integer> sorted = nums.parallelStream().map(i -> (i * 37) % 400).sorted().collect(Collectors.toList());
        System.out.println("parallel sorted equals input " + sorted.equals(nums));
        System.out.println("reduce " + nums.parallelStream().reduce(0, Integer::sum) + " max " + nums.parallelStream().max(Integer::compare).get()
                + " 3-arg reduce " + nums.parallelStream().reduce(0L, (acc, i) -> acc + i, Long::sum));
        System.out.println("findFirst " + nums.parallelStream().filter(i -> i > 123 && i % 11 == 0).findFirst().get()
                + " anyMatch " + nums.parallelStream().anyMatch(i -> i == 399) + " allMatch " + nums.parallelStream().allMatch(i -> i >= 0));
        StringBuilder sb = new StringBuilder();
        IntStream.range(0, 30).parallel().mapToObj(Integer::toString).forEachOrdered(s -> sb.append(s).append(','));
        System.out.println("forEachOrdered " + sb);
        System.out.println("joining " + IntStream.range(0, 40).parallel().mapToObj(i -> Character.toString('a' + i % 26)).collect(Collectors.joining()));
        Map<Integer, Long> groups = nums.parallelStream().collect(Collectors.groupingBy(i -> i % 7, TreeMap::new, Collectors.counting()));
        System.out.println("groupingBy " + groups);
        ConcurrentHashMap<Integer, List<Integer>> conc = nums.parallelStream().filter(i -> i < 30)
                .collect(Collectors.groupingByConcurrent(i -> i % 3, ConcurrentHashMap::new, Collectors.toList()));
        Map<Integer, List<Integer>> sortedConc = new TreeMap<>();
        conc.forEach((k, v) -> { List<Integer> l = new ArrayList<>(v); l.sort(null); sortedConc.put(k, l); });
        System.out.println("groupingByConcurrent (sorted) " + sortedConc);
        AtomicInteger touched = new AtomicInteger();
        nums.parallelStream().forEach(i -> touched.addAndGet(i));
        System.out.println("forEach side effects " + touched.get());
        Map<Boolean, Integer> part = nums.parallelStream().collect(Collectors.partitioningBy(i -> i % 2 == 0, Collectors.summingInt(i -> i)));
        System.out.println("partitioningBy " + part);
        System.out.println("distinct " + Stream.of(5, 1, 5, 2, 1, 9, 2).parallel().distinct().collect(Collectors.toList())
                + " unordered distinct count " + Stream.of(5, 1, 5, 2, 1, 9, 2).parallel().unordered().distinct().count());
        System.out.println("limit/skip " + nums.parallelStream().skip(100).limit(5).collect(Collectors.toList()));
        System.out.println("toArray " + Arrays.toString(IntStream.range(0, 12).parallel().map(i -> 11 - i).toArray()));
        System.out.println("summary " + IntStream.range(0, 300).parallel().summaryStatistics());
        System.out.println("strings " + Stream.of("delta", "alpha", "charlie", "bravo").parallel().map(String::toUpperCase).sorted().collect(Collectors.toList()));

        int[] arr = new int[200];
        Arrays.parallelSetAll(arr, i -> (i * 7919) % 200);
        Arrays.parallelSort(arr);
        boolean ok = true;
        for (int i = 0; i < arr.length; i++) ok &= arr[i] == i;
        System.out.println("parallelSetAll+parallelSort " + ok);
        long[] pre = new long[20];
        Arrays.fill(pre, 3);
        Arrays.parallelPrefix(pre, Long::sum);
        System.out.println("parallelPrefix " + Arrays.toString(pre));
        String[] strs = {"pear", "fig", "apple", "kiwi", "banana", "cherry"};
        Arrays.parallelSort(strs, (a, b) -> a.length() != b.length() ? a.length() - b.length() : a.compareTo(b));
        System.out.println("parallelSort comparator " + Arrays.toString(strs));
    }
}
