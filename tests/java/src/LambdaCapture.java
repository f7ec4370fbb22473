import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

// Lambdas capturing locals of every type, `this`, outer instances, loop variables, and lambdas
// nested in lambdas.
public class LambdaCapture {
    private final String name;
    private int hits;

    LambdaCapture(String name) { this.name = name; }

    Supplier<String> describer() {
        return () -> "instance " + name + " hits " + (++hits);
    }

    Function<String, String> prefixer(String sep) {
        return s -> name + sep + s;
    }

    class Inner {
        final int depth;
        Inner(int depth) { this.depth = depth; }

        Supplier<String> both() {
            // captures Inner.this and LambdaCapture.this
            return () -> "inner depth " + depth + " of " + name + " (outer hits " + hits + ")";
        }

        Supplier<Supplier<String>> nested() {
            int local = depth * 10;
            return () -> () -> "nested " + local + " " + LambdaCapture.this.name + " " + this.depth;
        }
    }

    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    static String describeAll(byte b, short s, char c, int i, long l, float f, double d, boolean z, Object o, int[] arr) {
        Supplier<String> sup = () -> b + "/" + s + "/" + c + "/" + i + "/" + l + "/" + f + "/" + d + "/" + z + "/" + o + "/" + arr.length + ":" + arr[0];
        return sup.get();
    }

    public static void main(String[] args) {
        // every primitive type and references captured
        System.out.println(describeAll((byte) -1, (short) 2, 'c', 4, 5L << 33, 6.5f, -7.25, true, "obj", new int[]{9, 8}));
        System.out.println(describeAll(Byte.MAX_VALUE, Short.MIN_VALUE, '\n', -1, Long.MIN_VALUE, Float.NaN, Double.NEGATIVE_INFINITY, false, null, new int[]{0}));

        // captured arrays are shared, captured values are copies
        int[] counter = {0};
        int base = 100;
        IntSupplier inc = () -> base + (++counter[0]);
        System.out.println("inc " + inc.getAsInt() + " " + inc.getAsInt() + " " + inc.getAsInt() + " counter " + counter[0]);

        // loop variables: each iteration captures its own value
        List<Supplier<String>> sups = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            final int kk = k;
            String label = "L" + k;
            sups.add(() -> label + "=" + kk * kk);
        }
        for (String s : new String[]{"x", "y", "z"}) sups.add(() -> "each " + s);
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> s : sups) sb.append(s.get()).append(' ');
        System.out.println("loop " + sb.toString().trim());

        // this and outer instances
        LambdaCapture lc = new LambdaCapture("alpha");
        Supplier<String> d = lc.describer();
        System.out.println(d.get());
        System.out.println(d.get());
        System.out.println(lc.prefixer("::").apply("tail"));
        LambdaCapture.Inner in = lc.new Inner(3);
        System.out.println(in.both().get());
        System.out.println(in.nested().get().get());
        lc.hits = 40;
        System.out.println(in.both().get());

        // lambdas creating lambdas (currying) and capturing captured values
        Function<Integer, Function<Integer, Function<Integer, Integer>>> curried = a -> b -> c -> a * 100 + b * 10 + c;
        System.out.println("curried " + curried.apply(1).apply(2).apply(3) + " " + curried.apply(9).apply(0).apply(9));
        Function<Integer, Function<Integer, Integer>> partial = curried.apply(5);
        System.out.println("partial " + partial.apply(5).apply(5) + " " + partial.apply(0).apply(1));

        TriFunction<String, Integer, Character, String> tri = (s, n, ch) -> s + String.valueOf(ch).repeat(n);
        System.out.println("tri " + tri.apply("ab", 3, '!'));

        BiFunction<Integer, Integer, Integer> gcd = new BiFunction<>() {
            public Integer apply(Integer a, Integer b) { return b == 0 ? a : this.apply(b, a % b); }
        };
        System.out.println("gcd " + gcd.apply(84, 36) + " " + gcd.apply(17, 5));

        // anonymous class vs lambda: `this` differs
        Runnable anon = new Runnable() {
            public void run() { System.out.println("anonymous this is Runnable: " + (this instanceof Runnable) + ", class is anonymous: " + getClass().isAnonymousClass()); }
        };
        anon.run();
        lc.runThisCheck();

        // the same lambda expression evaluated twice: non-capturing lambdas are cached, capturing are not
        List<Runnable> rs = new ArrayList<>();
        List<Supplier<Integer>> cs = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            rs.add(() -> {});
            int kk = k;
            cs.add(() -> kk);
        }
        System.out.println("non-capturing same instance " + (rs.get(0) == rs.get(1)));
        System.out.println("capturing distinct " + (cs.get(0) != cs.get(1)) + " values " + cs.get(0).get() + cs.get(1).get());
        System.out.println("lambda class synthetic " + rs.get(0).getClass().isSynthetic() + " hidden " + rs.get(0).getClass().isHidden()
                + " interfaces " + rs.get(0).getClass().getInterfaces().length + " " + rs.get(0).getClass().getInterfaces()[0].getName());

        // captured variable of a generic type and a wildcard
        List<? extends Number> nums = List.of(1, 2.5, 3L);
        Supplier<Double> total = () -> {
            double t = 0;
            for (Number n : nums) t += n.doubleValue();
            return t;
        };
        System.out.println("total " + total.get());
    }

    void runThisCheck() {
        Runnable r = () -> System.out.println("lambda this is the enclosing instance: " + (this.getClass() == LambdaCapture.class) + " name " + this.name);
        r.run();
    }
}
