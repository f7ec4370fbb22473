import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

// Default methods that create and call lambdas: functional interfaces with default
// combinators, diamond inheritance resolved with X.super.m(), default methods overridden by
// classes and by lambdas' target interfaces, static and private interface methods, default
// methods capturing `this`, and method references to default methods.
public class DefaultMethodsLambdas {
    @FunctionalInterface
    interface Validator<T> {
        boolean validate(T t);
        default Validator<T> and(Validator<? super T> o) { return t -> validate(t) && o.validate(t); }
        default Validator<T> or(Validator<? super T> o) { return t -> validate(t) || o.validate(t); }
        default Validator<T> not() { return t -> !validate(t); }
        default <R> Validator<R> on(Function<R, T> f) { return r -> validate(f.apply(r)); }
        default String check(T t) { return describe() + "(" + t + ")=" + validate(t); }
        private String describe() { return "validator"; }
        static <T> Validator<T> of(Predicate<T> p) { return p::test; }
        static <T> Validator<T> all(List<Validator<T>> vs) { return t -> vs.stream().allMatch(v -> v.validate(t)); }
    }

    interface Greeter {
        String name();
        default String greet() { return "Hello, " + name(); }
        default Supplier<String> greeter() { return this::greet; }
        default Supplier<String> loud() { return () -> greet().toUpperCase() + "!"; }
    }

    interface Polite extends Greeter {
        @Override default String greet() { return "Good day, " + name(); }
    }

    interface Casual extends Greeter {
        @Override default String greet() { return "Hey " + name(); }
    }

    static class Both implements Polite, Casual {
        public String name() { return "Both"; }
        @Override public String greet() { return Polite.super.greet() + " / " + Casual.super.greet(); }
    }

    static class Overrider implements Greeter {
        public String name() { return "Overrider"; }
        @Override public String greet() { return "Yo " + name(); }
    }

    interface Counter {
        int next();
        default List<Integer> take(int n) {
            List<Integer> l = new ArrayList<>();
            for (int i = 0; i < n; i++) l.add(next());
            return l;
        }
        default Counter skipping(int k) {
            return () -> { for (int i = 0; i < k; i++) next(); return next(); };
        }
        default Counter mapped(java.util.function.IntUnaryOperator f) { return () -> f.applyAsInt(next()); }
    }

    static Counter from(int start) {
        int[] c = {start};
        return () -> c[0]++;
    }

    interface A { default String who() { return "A"; } }
    interface B extends A { default String who() { return "B>" + A.super.who(); } }
    interface C extends A { }
    static class D implements B, C { }

    public static void main(String[] args) {
        Validator<String> nonEmpty = s -> !s.isEmpty();
        Validator<String> shortStr = s -> s.length() < 5;
        Validator<Integer> positive = i -> i > 0;
        Validator<String> lengthPositive = positive.on(String::length);
        for (String s : new String[]{"", "abc", "abcdef"}) {
            System.out.println("'" + s + "' nonEmpty&short " + nonEmpty.and(shortStr).validate(s) + " nonEmpty|short " + nonEmpty.or(shortStr).validate(s)
                    + " not short " + shortStr.not().validate(s) + " lengthPositive " + lengthPositive.validate(s) + " " + nonEmpty.check(s));
        }
        Validator<Integer> even = Validator.of(i -> i % 2 == 0);
        Validator<Integer> combined = Validator.all(List.of(even, positive, i -> i < 100));
        StringBuilder sb = new StringBuilder();
        for (int i = -4; i <= 104; i += 18) sb.append(i).append(combined.validate(i) ? "+ " : "- ");
        System.out.println("all " + sb.toString().trim());

        Greeter lambdaGreeter = () -> "lambda";
        System.out.println(lambdaGreeter.greet() + " | " + lambdaGreeter.greeter().get() + " | " + lambdaGreeter.loud().get());
        Polite polite = () -> "polite lambda";
        Casual casual = () -> "casual lambda";
        System.out.println(polite.greet() + " | " + casual.loud().get() + " | " + polite.greeter().get());
        Both both = new Both();
        System.out.println(both.greet() + " | " + both.loud().get());
        Overrider ov = new Overrider();
        Supplier<String> ref = ov::greet;
        System.out.println(ov.greeter().get() + " | " + ref.get() + " | " + ((Greeter) ov).loud().get());
        System.out.println("diamond " + new D().who());

        Counter c = from(1);
        System.out.println("take " + c.take(5) + " skipping(2) " + c.skipping(2).take(3) + " mapped " + from(0).mapped(x -> x * x).take(6)
                + " chain " + from(10).skipping(1).mapped(x -> -x).take(3));
        Function<Counter, List<Integer>> taker = ctr -> ctr.take(2);
        System.out.println("default via lambda arg " + taker.apply(from(100)));
        java.util.Comparator<String> byLen = (a, b) -> a.length() - b.length();
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb", "dd"));
        words.sort(byLen.reversed().thenComparing(java.util.Comparator.naturalOrder()));
        System.out.println("JDK defaults on a lambda " + words);
        Iterable<Integer> it = () -> List.of(3, 1, 2).iterator();
        StringBuilder its = new StringBuilder();
        it.forEach(its::append);
        it.spliterator().forEachRemaining(its::append);
        System.out.println("Iterable lambda defaults " + its);
    }
}
