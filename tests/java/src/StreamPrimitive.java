import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.LongSummaryStatistics;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

// IntStream/LongStream/DoubleStream: ranges, statistics, boxing, mapToObj, conversions, reduce,
// iterate/generate, String.chars()/codePoints(), and arrays.
public class StreamPrimitive {
    public static void main(String[] args) {
        System.out.println("range " + Arrays.toString(IntStream.range(0, 10).toArray()) + " rangeClosed " + Arrays.toString(IntStream.rangeClosed(-2, 2).toArray()));
        System.out.println("empty range " + IntStream.range(5, 5).count() + " " + IntStream.range(5, 0).count());
        System.out.println("sum " + IntStream.rangeClosed(1, 100).sum() + " long sum " + LongStream.rangeClosed(1, 1_000_000L).sum());
        IntSummaryStatistics is = IntStream.of(4, -7, 15, 0, 8, 8).summaryStatistics();
        System.out.println("int stats " + is);
        LongSummaryStatistics ls = LongStream.of(Long.MAX_VALUE / 2, 3, -9).summaryStatistics();
        System.out.println("long stats " + ls);
        DoubleSummaryStatistics ds = DoubleStream.of(0.1, 0.2, 0.3, -1.5).summaryStatistics();
        System.out.println("double stats " + ds);
        System.out.println("empty stats " + IntStream.empty().summaryStatistics() + " " + DoubleStream.empty().summaryStatistics());
        OptionalDouble avg = IntStream.of(1, 2, 3, 4).average();
        System.out.println("average " + avg + " empty " + IntStream.empty().average() + " max " + IntStream.of(3, 9, 2).max() + " min " + LongStream.empty().min());
        System.out.println("squares " + IntStream.rangeClosed(1, 10).map(i -> i * i).boxed().collect(Collectors.toList()));
        System.out.println("mapToObj " + IntStream.range(0, 5).mapToObj(i -> "i" + i).collect(Collectors.joining(",")));
        System.out.println("asLongStream " + IntStream.of(Integer.MAX_VALUE, 1).asLongStream().sum() + " asDoubleStream " + IntStream.of(1, 2).asDoubleStream().map(d -> d / 4).sum());
        System.out.println("mapToLong " + IntStream.rangeClosed(1, 20).mapToLong(i -> i).reduce(1L, (a, b) -> a * b) + " mapToDouble " + IntStream.of(1, 4, 9).mapToDouble(Math::sqrt).sum());
        System.out.println("doubles " + Arrays.toString(DoubleStream.iterate(1.0, d -> d / 2).limit(6).toArray()));
        System.out.println("double sum compensated " + DoubleStream.generate(() -> 0.1).limit(10).sum() + " naive " + DoubleStream.generate(() -> 0.1).limit(10).reduce(0, Double::sum));
        System.out.println("iterate " + Arrays.toString(IntStream.iterate(1, i -> i <= 1000, i -> i * 4).toArray()) + " " + Arrays.toString(LongStream.iterate(1, l -> l * -3).limit(6).toArray()));
        System.out.println("primes " + IntStream.rangeClosed(2, 60).filter(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)).boxed().collect(Collectors.toList()));
        System.out.println("distinct sorted " + Arrays.toString(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().toArray()) + " skip/limit " + Arrays.toString(IntStream.range(0, 100).skip(95).limit(3).toArray()));
        System.out.println("anyMatch " + IntStream.range(0, 10).anyMatch(i -> i == 7) + " allMatch " + LongStream.of(2, 4).allMatch(l -> l % 2 == 0) + " findFirst " + IntStream.range(10, 20).filter(i -> i % 7 == 0).findFirst());
        System.out.println("flatMap " + Arrays.toString(IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).toArray()));
        System.out.println("reduce " + IntStream.rangeClosed(1, 5).reduce(Integer::max) + " " + IntStream.of(7, 3).reduce(100, (a, b) -> a - b));
        System.out.println("arrays " + Arrays.stream(new int[]{3, 4, 5}).map(i -> -i).sum() + " " + Arrays.stream(new double[]{1.5, 2.5}, 1, 2).sum() + " " + Arrays.stream(new long[]{1, 2, 3}).count());
        System.out.println("collect " + IntStream.range(0, 5).collect(StringBuilder::new, (sb, i) -> sb.append(i).append(';'), StringBuilder::append));
        System.out.println("takeWhile " + Arrays.toString(IntStream.iterate(1, i -> i + 1).takeWhile(i -> i * i < 50).toArray()) + " dropWhile " + Arrays.toString(IntStream.range(0, 8).dropWhile(i -> i < 5).toArray()));
        PrimitiveIterator.OfInt it = IntStream.range(0, 3).iterator();
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.nextInt());
        System.out.println("iterator " + sb);

        String text = "Hello, Wörld! 😀 ß";
        System.out.println("chars " + text.chars().count() + " codePoints " + text.codePoints().count());
        System.out.println("chars hex " + text.chars().mapToObj(c -> Integer.toHexString(c)).collect(Collectors.joining(" ")));
        System.out.println("codePoints hex " + text.codePoints().mapToObj(Integer::toHexString).collect(Collectors.joining(" ")));
        System.out.println("letters " + text.chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        System.out.println("upper via codePoints " + text.codePoints().map(Character::toUpperCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append));
        System.out.println("char frequencies " + "mississippi".chars().boxed().collect(Collectors.groupingBy(c -> (char) c.intValue(), java.util.TreeMap::new, Collectors.counting())));
        System.out.println("digit sum " + "9817263".chars().map(c -> c - '0').sum() + " vowels " + "programming language".chars().filter(c -> "aeiou".indexOf(c) >= 0).count());
        System.out.println("StringBuilder chars " + new StringBuilder("abc").chars().map(c -> c + 1).mapToObj(Character::toString).collect(Collectors.joining()));
    }
}
