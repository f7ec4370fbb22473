import java.util.*;

public class Iterators {
    static class Range implements Iterable<Integer> {
        final int from, to, step;
        Range(int from, int to, int step) { this.from = from; this.to = to; this.step = step; }

        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = from;
                public boolean hasNext() { return step > 0 ? cur < to : cur > to; }
                public Integer next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    int v = cur;
                    cur += step;
                    return v;
                }
            };
        }
    }

    static class Fib implements Iterator<Long> {
        long a = 0, b = 1;
        public boolean hasNext() { return true; }
        public Long next() {
            long r = a;
            long t = a + b;
            a = b;
            b = t;
            return r;
        }
    }

    static class Tree implements Iterable<String> {
        final String label;
        final List<Tree> kids = new ArrayList<>();
        Tree(String l, Tree... ks) { label = l; kids.addAll(Arrays.asList(ks)); }

        public Iterator<String> iterator() {
            final Deque<Tree> stack = new ArrayDeque<>();
            stack.push(this);
            return new Iterator<String>() {
                public boolean hasNext() { return !stack.isEmpty(); }
                public String next() {
                    Tree t = stack.pop();
                    for (int i = t.kids.size() - 1; i >= 0; i--) stack.push(t.kids.get(i));
                    return t.label;
                }
            };
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int x : new Range(0, 20, 3)) sb.append(x).append(' ');
        for (int x : new Range(10, 0, -4)) sb.append(x).append(' ');
        System.out.println("ranges " + sb.toString().trim());
        Fib fib = new Fib();
        sb.setLength(0);
        for (int i = 0; i < 15; i++) sb.append(fib.next()).append(' ');
        System.out.println("fib " + sb.toString().trim());
        Tree t = new Tree("root", new Tree("a", new Tree("a1"), new Tree("a2")), new Tree("b"), new Tree("c", new Tree("c1", new Tree("c1x"))));
        sb.setLength(0);
        for (String s : t) sb.append(s).append(' ');
        System.out.println("preorder " + sb.toString().trim());
        int[] arr = {5, 6, 7};
        int total = 0;
        for (int v : arr) total += v;
        for (Integer v : List.of(1, 2, 3)) total += v;
        System.out.println("total " + total);
        Map<String, Integer> m = new TreeMap<>();
        m.put("one", 1);
        m.put("two", 2);
        m.put("three", 3);
        for (Map.Entry<String, Integer> e : m.entrySet()) e.setValue(e.getValue() * 10);
        System.out.println("entry setValue " + m);
        ListIterator<String> li = new ArrayList<>(List.of("a", "b", "c")).listIterator(3);
        sb.setLength(0);
        while (li.hasPrevious()) sb.append(li.previous());
        System.out.println("backwards " + sb);
        Iterator<Integer> fused = new Range(0, 2, 1).iterator();
        fused.next();
        fused.next();
        try {
            fused.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted iterator NSEE");
        }
        try {
            new Range(0, 1, 1).iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        Spliterator<Integer> sp = List.of(1, 2, 3, 4).spliterator();
        System.out.println("spliterator size " + sp.estimateSize() + " characteristics sized " + sp.hasCharacteristics(Spliterator.SIZED));
        PrimitiveIterator.OfInt pit = new PrimitiveIterator.OfInt() {
            int i = 0;
            public boolean hasNext() { return i < 3; }
            public int nextInt() { return i++ * 100; }
        };
        sb.setLength(0);
        while (pit.hasNext()) sb.append(pit.nextInt()).append(',');
        System.out.println("primitive iterator " + sb);
        Enumeration<String> en = Collections.enumeration(List.of("e1", "e2"));
        Iterator<String> asIt = en.asIterator();
        sb.setLength(0);
        while (asIt.hasNext()) sb.append(asIt.next());
        System.out.println("enumeration asIterator " + sb);
        BitSet bits = new BitSet();
        bits.set(3);
        bits.set(64);
        bits.set(100);
        sb.setLength(0);
        for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) sb.append(i).append(' ');
        System.out.println("bitset iteration " + sb.toString().trim());
        StringTokenizer st = new StringTokenizer("a, b;c  d", ",; ");
        sb.setLength(0);
        while (st.hasMoreTokens()) sb.append('[').append(st.nextToken()).append(']');
        System.out.println("StringTokenizer " + sb + " count " + new StringTokenizer("x y z").countTokens());
    }
}
