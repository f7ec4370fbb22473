import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

// Composition of functional interfaces: Function.andThen/compose/identity, Predicate and/or/
// negate/not/isEqual, BiFunction.andThen, Consumer.andThen, BinaryOperator.minBy/maxBy, plus
// user-defined default-method combinators.
public class FunctionalCompose {
    interface Parser<T> {
        T parse(String s);
        default <R> Parser<R> map(Function<? super T, ? extends R> f) { return s -> f.apply(parse(s)); }
        default Parser<T> orElse(T fallback) {
            return s -> {
                try { return parse(s); } catch (RuntimeException e) { return fallback; }
            };
        }
        static Parser<Integer> integer() { return Integer::parseInt; }
    }

    static <A, B, C> Function<A, C> pipe(Function<A, B> f, Function<B, C> g) { return f.andThen(g); }

    @SafeVarargs
    static <T> Function<T, T> chain(Function<T, T>... fs) {
        Function<T, T> r = Function.identity();
        for (Function<T, T> f : fs) r = r.andThen(f);
        return r;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> plus3 = x -> x + 3;
        Function<Integer, Integer> times2 = x -> x * 2;
        Function<Integer, String> show = x -> "<" + x + ">";
        System.out.println("andThen " + plus3.andThen(times2).apply(5) + " compose " + plus3.compose(times2).apply(5));
        System.out.println("three " + plus3.andThen(times2).andThen(show).apply(1) + " " + show.compose(plus3).compose(times2).apply(1));
        System.out.println("identity " + Function.<String>identity().apply("same") + " " + chain(plus3, times2, plus3, times2).apply(0));
        System.out.println("pipe " + pipe(String::length, times2).apply("four"));
        UnaryOperator<String> trim = String::trim;
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println("unary " + trim.andThen(up).apply("  mixed Case  ") + "|" + UnaryOperator.identity().apply("id"));

        // evaluation order of composed functions
        List<String> log = new ArrayList<>();
        Function<String, String> f1 = s -> { log.add("f1(" + s + ")"); return s + "1"; };
        Function<String, String> f2 = s -> { log.add("f2(" + s + ")"); return s + "2"; };
        String r = f1.compose(f2).andThen(f1).apply("x");
        System.out.println("order " + r + " " + log);

        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        Predicate<String> startsA = s -> s.startsWith("a");
        String[] words = {"", "a", "abcd", "bcde", "ab", "xyz"};
        for (String w : words) {
            System.out.printf("%-6s empty=%b negate=%b not=%b longAndA=%b longOrA=%b notEmptyAndNotLong=%b isEqual=%b%n",
                    "'" + w + "'", empty.test(w), empty.negate().test(w), Predicate.not(empty).test(w),
                    longish.and(startsA).test(w), longish.or(startsA).test(w),
                    empty.negate().and(longish.negate()).test(w), Predicate.isEqual("ab").test(w));
        }
        Predicate<Object> isNull = Predicate.isEqual(null);
        System.out.println("isEqual(null) " + isNull.test(null) + " " + isNull.test("x"));
        // short circuit
        List<String> calls = new ArrayList<>();
        Predicate<Integer> pa = x -> { calls.add("a" + x); return x > 0; };
        Predicate<Integer> pb = x -> { calls.add("b" + x); return x > 10; };
        boolean r1 = pa.and(pb).test(-1);
        boolean r2 = pa.or(pb).test(5);
        boolean r3 = pa.and(pb).test(20);
        System.out.println("short circuit " + r1 + r2 + r3 + " " + calls);
        try {
            pa.and(null);
        } catch (NullPointerException e) {
            System.out.println("and(null) NullPointerException");
        }

        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        System.out.println("BiFunction.andThen " + add.andThen(show).apply(2, 3));
        BinaryOperator<String> shorter = BinaryOperator.minBy((a, b) -> a.length() - b.length());
        BinaryOperator<String> longer = BinaryOperator.maxBy((a, b) -> a.length() - b.length());
        System.out.println("minBy " + shorter.apply("ccc", "dd") + " maxBy " + longer.apply("ccc", "dd") + " ties " + shorter.apply("x", "y") + longer.apply("x", "y"));

        StringBuilder sb = new StringBuilder();
        Consumer<String> c1 = s -> sb.append("[1:").append(s).append("]");
        Consumer<String> c2 = s -> sb.append("[2:").append(s).append("]");
        c1.andThen(c2).andThen(c1).accept("v");
        System.out.println("Consumer.andThen " + sb);

        Supplier<Supplier<String>> ss = () -> () -> "deep";
        BooleanSupplier bs = () -> ss.get().get().length() == 4;
        System.out.println("suppliers " + ss.get().get() + " " + bs.getAsBoolean());

        // user-defined combinators in default methods
        Parser<Integer> p = Parser.integer();
        Parser<String> hex = p.map(Integer::toHexString).map(String::toUpperCase);
        Parser<Integer> safe = p.orElse(-1);
        for (String s : new String[]{"255", "4096", "oops", "-1"}) {
            System.out.println("parser " + s + " -> hex " + (s.equals("oops") ? "n/a" : hex.parse(s)) + " safe " + safe.parse(s) + " safe+1 " + safe.map(x -> x + 1).parse(s));
        }
        Function<Object, String> toStr = Objects::toString;
        Function<String, Integer> len = String::length;
        Function<Object, Integer> composed = toStr.andThen(len);
        System.out.println("composed " + composed.apply(12345) + " " + composed.apply(null) + " " + composed.apply(List.of(1, 2)));
    }
}
