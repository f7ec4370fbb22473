import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

// Lambdas and method references created in static initializers: static final fields of classes
// and interfaces, enum constants carrying lambdas, a registry filled in <clinit>, lambdas that
// refer to static fields initialized later, interface constant lambdas, and class
// initialization triggered from inside a lambda body.
public class LambdaStaticInit {
    static final List<String> LOG = new ArrayList<>();

    static final Map<String, IntBinaryOperator> OPS = new TreeMap<>();
    static {
        OPS.put("add", (a, b) -> a + b);
        OPS.put("sub", (a, b) -> a - b);
        OPS.put("mul", (a, b) -> a * b);
        OPS.put("pow", (a, b) -> { int r = 1; for (int i = 0; i < b; i++) r *= a; return r; });
        OPS.put("max", Math::max);
        OPS.put("gcd", LambdaStaticInit::gcd);
        LOG.add("LambdaStaticInit.<clinit> registered " + OPS.size());
    }

    static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    // refers to a static field assigned later in <clinit>: read when called, not when created
    static final Supplier<String> LATE = () -> "LATER is " + LambdaStaticInit.LATER;
    static final String EARLY = LATE.get();
    static String LATER = "set";

    interface Shapes {
        Function<Double, Double> CIRCLE = r -> Math.PI * r * r;
        Function<Double, Double> SQUARE = s -> s * s;
        BinaryOperator<Double> SUM = Double::sum;
        static double total(double r, double s) { return SUM.apply(CIRCLE.apply(r), SQUARE.apply(s)); }
    }

    enum Op {
        NEG(x -> -x, "negate"),
        TWICE(x -> x * 2, "double"),
        SQUARE(x -> x * x, "square"),
        COLLATZ(x -> x % 2 == 0 ? x / 2 : 3 * x + 1, "collatz step");

        final UnaryOperator<Integer> f;
        final String label;
        Op(UnaryOperator<Integer> f, String label) { this.f = f; this.label = label; }

        static final Map<String, Op> BY_LABEL = new TreeMap<>();
        static {
            for (Op o : values()) BY_LABEL.put(o.label, o);
            LOG.add("Op.<clinit> indexed " + BY_LABEL.keySet());
        }
    }

    static class Lazy {
        static { LOG.add("Lazy.<clinit>"); }
        static final Supplier<String> GREETING = () -> "hello from Lazy";
    }

    static class Chain {
        static final UnaryOperator<String> A;
        static final UnaryOperator<String> B;
        static {
            UnaryOperator<String> base = s -> s + "a";
            A = base;
            B = s -> A.apply(s) + "b";
            LOG.add("Chain.<clinit>");
        }
    }

    public static void main(String[] args) {
        System.out.println("log at start " + LOG);
        OPS.forEach((name, op) -> System.out.println(name + "(12, 8) = " + op.applyAsInt(12, 8)));
        System.out.println("EARLY=" + EARLY + " now " + LATE.get());
        System.out.printf("shapes circle(1)=%.4f square(3)=%.1f total=%.4f%n", Shapes.CIRCLE.apply(1.0), Shapes.SQUARE.apply(3.0), Shapes.total(1, 3));
        for (Op o : Op.values()) System.out.println(o + " " + o.label + " 7 -> " + o.f.apply(7));
        System.out.println("by label " + Op.BY_LABEL.get("square").f.apply(12));
        int x = 27, steps = 0;
        while (x != 1) { x = Op.COLLATZ.f.apply(x); steps++; }
        System.out.println("collatz(27) steps " + steps);
        Supplier<Supplier<String>> deferred = () -> Lazy.GREETING;
        System.out.println("before lazy use " + LOG);
        System.out.println(deferred.get().get());
        System.out.println("after lazy use " + LOG);
        System.out.println("chain " + Chain.B.apply("x") + " " + Chain.A.andThen(Chain.B).apply(""));
        System.out.println("final log " + LOG);
    }
}
