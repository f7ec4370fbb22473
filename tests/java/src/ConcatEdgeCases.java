import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.StringConcatException;
import java.lang.invoke.StringConcatFactory;
import java.util.function.Supplier;

// Corner cases of invokedynamic string concatenation: evaluation order, toString side effects and
// exceptions, more operands than one call site can take, the \1 and \2 recipe characters, and
// StringConcatFactory called directly.
public class ConcatEdgeCases {
    static int counter = 0;
    static final StringBuilder LOG = new StringBuilder();

    static class Noisy {
        final String name;
        Noisy(String name) { this.name = name; }
        @Override public String toString() {
            LOG.append("toString(" + name + ")");
            return name + "#" + (++counter);
        }
    }

    static class Thrower {
        @Override public String toString() { throw new IllegalStateException("toString refused"); }
    }

    static class NullString {
        @Override public String toString() { return null; }
    }

    static String tag(String t) {
        LOG.append("eval(" + t + ")");
        return t;
    }

    String field = "F";

    String withThis() {
        return "this.field=" + this.field + " " + field + field.length();
    }

    public static void main(String[] args) throws Throwable {
        // operands are evaluated left to right
        LOG.setLength(0);
        String r = tag("a") + tag("b") + (counter++) + tag("c") + (++counter);
        System.out.println("order " + r + " log " + LOG);

        counter = 0;
        LOG.setLength(0);
        Noisy n1 = new Noisy("n1"), n2 = new Noisy("n2");
        String t = "[" + n1 + "," + n2 + "," + n1 + "]";
        System.out.println("toString calls " + t + " log " + LOG);

        try {
            String bad = "before " + new Thrower() + " after";
            System.out.println("not reached " + bad);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println("null toString -> " + new NullString() + "|" + new NullString());

        StringBuilder sb = new StringBuilder("sb");
        String sbc = "builder " + sb + " " + sb.append("!") + " " + sb;
        System.out.println(sbc);

        // many operands of mixed slot sizes (more than 200 slots, which javac would split over several
        // call sites, take seconds to link on an interpreter)
        int a0 = 0, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9;
        long w0 = 10L, w1 = 11L, w2 = 12L;
        double e0 = 0.5, e1 = 1.5;
        String many = "" + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + e0 + e1
                + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + e0 + e1
                + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + e0 + e1;
        System.out.println("many operands length " + many.length() + " hash " + many.hashCode());
        System.out.println("many head " + many.substring(0, 40) + " tail " + many.substring(many.length() - 30));

        // recipe tag characters inside literals and constants
        char one = '\u0001', two = '\u0002';
        String tags = "x\u0001y" + one + "z\u0002" + two + a1;
        StringBuilder codes = new StringBuilder();
        for (char ch : tags.toCharArray()) codes.append((int) ch).append(' ');
        System.out.println("tag chars " + codes.toString().trim());

        // concatenation inside lambdas, instance methods and with captured values
        int captured = 42;
        Supplier<String> sup = () -> "lambda " + captured + " " + args.length + " " + tag("in-lambda");
        System.out.println(sup.get());
        System.out.println(new ConcatEdgeCases().withThis());

        // StringConcatFactory directly
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodType mt = MethodType.methodType(String.class, int.class, String.class, double.class);
        CallSite cs = StringConcatFactory.makeConcat(lookup, "concat", mt);
        System.out.println("makeConcat " + (String) cs.dynamicInvoker().invokeExact(7, "x", 2.5));
        CallSite cs2 = StringConcatFactory.makeConcatWithConstants(lookup, "concat", mt, "<\u0001|\u0002|\u0001|\u0001>", "CONST");
        MethodHandle mh = cs2.getTarget();
        System.out.println("makeConcatWithConstants " + (String) mh.invokeExact(-1, (String) null, -0.0));
        System.out.println("type " + mh.type());
        try {
            StringConcatFactory.makeConcatWithConstants(lookup, "concat", mt, "\u0001\u0001", new Object[0]);
        } catch (StringConcatException e) {
            System.out.println("StringConcatException " + e.getMessage());
        }
        try {
            StringConcatFactory.makeConcatWithConstants(lookup, "concat", mt, "\u0001\u0001\u0001\u0002", new Object[0]);
        } catch (StringConcatException e) {
            System.out.println("StringConcatException " + e.getMessage());
        }
        // concatenation of a value produced by a switch expression and a conditional chain
        for (int k = 0; k < 4; k++) {
            System.out.println("switch " + switch (k) { case 0 -> "zero"; case 1 -> 'o' + "ne"; default -> k + "" + k; } + (k > 2 ? 3.0f : k));
        }
    }
}
