import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

// Recursion through lambdas: recursive lambdas stored in fields and arrays, a fixed-point
// (Y) combinator, memoization, mutual recursion, trampolining deep recursion, recursive tree
// walks with functional visitors, and continuation-passing style.
public class LambdaRecursion {
    static IntUnaryOperator factorial;
    static { factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1); }

    static IntUnaryOperator isEvenSteps, isOddSteps;
    static {
        isEvenSteps = n -> n == 0 ? 1 : isOddSteps.applyAsInt(n - 1);
        isOddSteps = n -> n == 0 ? 0 : isEvenSteps.applyAsInt(n - 1);
    }

    interface SelfApply<T> extends Function<SelfApply<T>, T> {}

    static <A, R> Function<A, R> y(Function<Function<A, R>, Function<A, R>> f) {
        SelfApply<Function<A, R>> r = w -> f.apply(a -> w.apply(w).apply(a));
        return r.apply(r);
    }

    static <A, R> Function<A, R> memoize(Function<Function<A, R>, Function<A, R>> f, Map<A, R> cache) {
        return new Function<>() {
            public R apply(A a) {
                R v = cache.get(a);
                if (v == null) {
                    v = f.apply(this).apply(a);
                    cache.put(a, v);
                }
                return v;
            }
        };
    }

    interface Trampoline<T> {
        default boolean done() { return false; }
        default T result() { throw new UnsupportedOperationException(); }
        Trampoline<T> next();
        static <T> Trampoline<T> done(T v) {
            return new Trampoline<>() {
                public boolean done() { return true; }
                public T result() { return v; }
                public Trampoline<T> next() { return this; }
            };
        }
        default T run() {
            Trampoline<T> t = this;
            while (!t.done()) t = t.next();
            return t.result();
        }
    }

    static Trampoline<Long> sumTo(long n, long acc) {
        return n == 0 ? Trampoline.done(acc) : () -> sumTo(n - 1, acc + n);
    }

    record Tree(String label, List<Tree> kids) {
        static Tree leaf(String l) { return new Tree(l, List.of()); }
        <R> R fold(BiFunction<String, List<R>, R> f) {
            List<R> rs = new ArrayList<>();
            for (Tree k : kids) rs.add(k.fold(f));
            return f.apply(label, rs);
        }
    }

    static void cps(int n, Function<Integer, Void> k) {
        if (n <= 1) { k.apply(1); return; }
        cps(n - 1, r -> k.apply(r * n));
    }

    public static void main(String[] args) {
        System.out.println("factorial " + factorial.applyAsInt(10) + " " + factorial.applyAsInt(12));
        System.out.println("mutual even(10) " + isEvenSteps.applyAsInt(10) + " even(7) " + isEvenSteps.applyAsInt(7));
        Function<Integer, Integer> fib = y(self -> n -> n < 2 ? n : self.apply(n - 1) + self.apply(n - 2));
        System.out.println("Y fib(15) " + fib.apply(15));
        Function<Integer, Long> fact = y(self -> n -> n == 0 ? 1L : n * self.apply(n - 1));
        System.out.println("Y fact(20) " + fact.apply(20));
        Map<Integer, BigInteger> cache = new HashMap<>();
        Function<Integer, BigInteger> mfib = memoize(self -> n -> n < 2 ? BigInteger.valueOf(n) : self.apply(n - 1).add(self.apply(n - 2)), cache);
        System.out.println("memo fib(90) " + mfib.apply(90) + " cache size " + cache.size() + " fib(200) " + mfib.apply(200));
        UnaryOperator<String>[] rev = new UnaryOperator[1];
        rev[0] = s -> s.isEmpty() ? "" : rev[0].apply(s.substring(1)) + s.charAt(0);
        System.out.println("reverse via array-held lambda " + rev[0].apply("recursion"));
        System.out.println("trampoline sumTo(100000) " + sumTo(100_000, 0).run());
        BiFunction<Integer, Integer, Integer>[] ack = new BiFunction[1];
        ack[0] = (m, n) -> m == 0 ? n + 1 : n == 0 ? ack[0].apply(m - 1, 1) : ack[0].apply(m - 1, ack[0].apply(m, n - 1));
        System.out.println("ackermann(2,3) " + ack[0].apply(2, 3));
        Tree t = new Tree("root", List.of(new Tree("a", List.of(Tree.leaf("a1"), Tree.leaf("a2"))), Tree.leaf("b"), new Tree("c", List.of(new Tree("c1", List.of(Tree.leaf("c11")))))));
        System.out.println("tree size " + t.<Integer>fold((l, rs) -> 1 + rs.stream().mapToInt(Integer::intValue).sum())
                + " depth " + t.<Integer>fold((l, rs) -> 1 + rs.stream().mapToInt(Integer::intValue).max().orElse(0))
                + " render " + t.<String>fold((l, rs) -> rs.isEmpty() ? l : l + rs));
        StringBuilder out = new StringBuilder();
        cps(10, r -> { out.append(r); return null; });
        System.out.println("cps factorial " + out);
        Function<Integer, Function<Integer, Integer>>[] power = new Function[1];
        power[0] = b -> e -> e == 0 ? 1 : b * power[0].apply(b).apply(e - 1);
        System.out.println("curried recursive power 3^7 " + power[0].apply(3).apply(7));
        List<String> perms = new ArrayList<>();
        BiFunction<String, String, Void>[] permute = new BiFunction[1];
        permute[0] = (prefix, rest) -> {
            if (rest.isEmpty()) perms.add(prefix);
            for (int i = 0; i < rest.length(); i++) permute[0].apply(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1));
            return null;
        };
        permute[0].apply("", "abcd");
        System.out.println("permutations " + perms.size() + " first " + perms.subList(0, 5) + " last " + perms.get(perms.size() - 1));
        try {
            IntUnaryOperator[] inf = new IntUnaryOperator[1];
            inf[0] = n -> inf[0].applyAsInt(n + 1) + 1;
            inf[0].applyAsInt(0);
        } catch (StackOverflowError e) {
            System.out.println("unbounded lambda recursion: StackOverflowError");
        }
    }
}
