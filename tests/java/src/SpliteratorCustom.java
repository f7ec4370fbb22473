import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

// Custom Iterable and Spliterator implementations feeding streams: a range spliterator that
// splits (sequential and parallel use), characteristics (SIZED, SORTED with a comparator,
// DISTINCT, ORDERED), Spliterators.spliteratorUnknownSize over an Iterator, AbstractSpliterator,
// a primitive Spliterator.OfInt, estimateSize/getExactSizeIfKnown, and late binding.
public class SpliteratorCustom {
    static final class Range implements Iterable<Integer> {
        final int from, to;
        Range(int from, int to) { this.from = from; this.to = to; }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = from;
                public boolean hasNext() { return next < to; }
                public Integer next() {
                    if (next >= to) throw new NoSuchElementException("range exhausted at " + next);
                    return next++;
                }
            };
        }
        @Override public Spliterator<Integer> spliterator() { return new RangeSpliterator(from, to); }
        Stream<Integer> stream() { return StreamSupport.stream(spliterator(), false); }
        Stream<Integer> parallelStream() { return StreamSupport.stream(spliterator(), true); }
    }

    static final class RangeSpliterator implements Spliterator<Integer> {
        int lo;
        final int hi;
        static final List<String> SPLITS = new ArrayList<>();
        RangeSpliterator(int lo, int hi) { this.lo = lo; this.hi = hi; }
        public boolean tryAdvance(Consumer<? super Integer> action) {
            if (lo >= hi) return false;
            action.accept(lo++);
            return true;
        }
        public void forEachRemaining(Consumer<? super Integer> action) {
            while (lo < hi) action.accept(lo++);
        }
        public Spliterator<Integer> trySplit() {
            int mid = (lo + hi) >>> 1;
            if (hi - lo < 8) return null;
            synchronized (SPLITS) { SPLITS.add(lo + ".." + mid + "|" + mid + ".." + hi); }
            RangeSpliterator prefix = new RangeSpliterator(lo, mid);
            lo = mid;
            return prefix;
        }
        public long estimateSize() { return hi - lo; }
        public int characteristics() { return ORDERED | SIZED | SUBSIZED | DISTINCT | SORTED | NONNULL | IMMUTABLE; }
        public java.util.Comparator<? super Integer> getComparator() { return null; } // natural order
    }

    static final class Fibs extends Spliterators.AbstractSpliterator<Long> {
        long a = 0, b = 1;
        int left;
        Fibs(int n) { super(n, ORDERED | SIZED | NONNULL); left = n; }
        public boolean tryAdvance(Consumer<? super Long> action) {
            if (left-- <= 0) return false;
            action.accept(a);
            long t = a + b; a = b; b = t;
            return true;
        }
    }

    static final class Squares implements Spliterator.OfInt {
        int i;
        final int n;
        Squares(int i, int n) { this.i = i; this.n = n; }
        public boolean tryAdvance(IntConsumer action) {
            if (i >= n) return false;
            action.accept(i * i);
            i++;
            return true;
        }
        public OfInt trySplit() {
            int mid = (i + n) >>> 1;
            if (n - i < 4) return null;
            Squares s = new Squares(i, mid);
            i = mid;
            return s;
        }
        public long estimateSize() { return n - i; }
        public int characteristics() { return ORDERED | SIZED | SUBSIZED | NONNULL; }
    }

    public static void main(String[] args) {
        Range r = new Range(0, 40);
        int sum = 0;
        for (int x : r) sum += x;
        System.out.println("for-each over Iterable " + sum);
        StringBuilder fe = new StringBuilder();
        new Range(3, 8).forEach(fe::append);
        System.out.println("Iterable.forEach " + fe);
        System.out.println("stream " + r.stream().filter(x -> x % 7 == 0).map(x -> x * 10).collect(Collectors.toList()));
        System.out.println("sorted() on SORTED source keeps order " + r.stream().sorted().limit(5).collect(Collectors.toList())
                + " distinct " + r.stream().distinct().count() + " count " + r.stream().count());
        RangeSpliterator.SPLITS.clear();
        System.out.println("parallel sum " + r.parallelStream().mapToInt(Integer::intValue).sum() + " parallel collect " + r.parallelStream().filter(x -> x % 5 == 0).collect(Collectors.toList())
                + " parallel findFirst " + r.parallelStream().filter(x -> x > 17).findFirst().get());
        System.out.println("splits happened " + !RangeSpliterator.SPLITS.isEmpty());

        Spliterator<Integer> sp = new Range(0, 16).spliterator();
        Spliterator<Integer> left = sp.trySplit();
        Spliterator<Integer> leftLeft = left.trySplit();
        StringBuilder parts = new StringBuilder();
        for (Spliterator<Integer> s : List.of(leftLeft, left, sp)) {
            parts.append("[size ").append(s.estimateSize()).append(" exact ").append(s.getExactSizeIfKnown()).append(':');
            s.forEachRemaining(x -> parts.append(' ').append(x));
            parts.append("] ");
        }
        System.out.println("manual splits " + parts.toString().trim() + " small split " + new RangeSpliterator(0, 4).trySplit());
        Spliterator<Integer> chars = new Range(0, 1).spliterator();
        System.out.println("characteristics ORDERED " + chars.hasCharacteristics(Spliterator.ORDERED) + " SIZED " + chars.hasCharacteristics(Spliterator.SIZED)
                + " CONCURRENT " + chars.hasCharacteristics(Spliterator.CONCURRENT) + " comparator " + chars.getComparator());
        Spliterator<Integer> unsorted = Spliterators.spliteratorUnknownSize(new Range(0, 5).iterator(), Spliterator.ORDERED);
        System.out.println("unknown size estimate " + unsorted.estimateSize() + " exact " + unsorted.getExactSizeIfKnown());
        try {
            unsorted.getComparator();
        } catch (IllegalStateException e) {
            System.out.println("getComparator on non-SORTED: IllegalStateException");
        }
        System.out.println("iterator-based stream " + StreamSupport.stream(unsorted, false).map(x -> x * x).collect(Collectors.toList()));
        Iterator<Integer> exhausted = new Range(0, 1).iterator();
        exhausted.next();
        try {
            exhausted.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException " + e.getMessage());
        }

        System.out.println("AbstractSpliterator fibs " + StreamSupport.stream(new Fibs(20), false).map(String::valueOf).collect(Collectors.joining(",")));
        System.out.println("AbstractSpliterator parallel (batch splits) sum " + StreamSupport.stream(new Fibs(60), true).mapToLong(Long::longValue).sum());
        System.out.println("OfInt " + StreamSupport.intStream(new Squares(0, 10), false).boxed().collect(Collectors.toList())
                + " parallel sum " + StreamSupport.intStream(new Squares(0, 100), true).sum());
        Spliterator.OfInt arr = Spliterators.spliterator(new int[]{5, 6, 7, 8}, Spliterator.ORDERED);
        StringBuilder arrS = new StringBuilder();
        arr.tryAdvance((IntConsumer) arrS::append);
        arr.forEachRemaining((IntConsumer) x -> arrS.append(',').append(x));
        System.out.println("array spliterator " + arrS + " IntStream spliterator size " + IntStream.range(0, 9).spliterator().estimateSize());

        // late binding: the source is read when the terminal operation starts
        List<String> late = new ArrayList<>(List.of("a", "b"));
        Stream<String> s = late.stream();
        late.add("c");
        System.out.println("late-binding " + s.collect(Collectors.toList()));
        List<String> cme = new ArrayList<>(List.of("x", "y"));
        try {
            cme.stream().forEach(x -> { if (x.equals("x")) cme.add("z"); });
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("modification during traversal: ConcurrentModificationException");
        }
        System.out.println("Stream.iterator over custom source " + iterate(new Range(10, 13).stream().iterator()));
    }

    static String iterate(Iterator<Integer> it) {
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        return sb.toString().trim();
    }
}
