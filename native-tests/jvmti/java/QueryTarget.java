import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/* The class the JVMTI query tests look at (native-tests/test_jvmti_queries.c): generic signatures,
   nested, abstract, native, synthetic and bridge members, constants of every kind (a string with a NUL
   and an unpaired surrogate), and code that the interpreter quickens when exercise() runs: field and
   static access, every invoke kind, invokedynamic (lambdas, string concatenation), new, checkcast,
   instanceof, anewarray, ldc, switches with padding. */
public class QueryTarget<T extends Comparable<T>> implements Serializable, Comparable<QueryTarget<T>> {
    private static final long serialVersionUID = 42L;
    static final double HUGE = 1.5e300;
    static final float NOT_A_NUMBER = 0.0f / 0.0f;
    static final long BIG = 0x123456789abcdefL;
    static final String ODD = "q\u00e9\u0000\ud800x";
    static int statics;
    protected volatile int counter;
    transient List<T> items = new ArrayList<>();
    T value;
    private Map<String, int[]> table = new HashMap<>();

    public class Inner {
        int get() {
            return counter;
        }
    }

    abstract static class Shape implements QueryShape {
        protected int sides;

        abstract int corners(int scale, long big);
    }

    static final class Square extends Shape {
        double side = 2;

        public double area() {
            return side * side;
        }

        int corners(int scale, long big) {
            return sides * scale + (int) big;
        }
    }

    enum Color { RED, GREEN }

    static class Lazy {
        static int touched = 1;
    }

    static class Broken {
        static int value = 1 / (statics - statics);
    }

    native int nativeCount(long a);

    static native void nativeStatic();

    public int compareTo(QueryTarget<T> o) {
        return Integer.compare(counter, o.counter);
    }

    static <X extends Comparable<X>> List<X> collect(X first, X second) {
        List<X> out = new ArrayList<>();
        out.add(first);
        if (first.compareTo(second) != 0) out.add(second);
        return out;
    }

    static String describe(int k) {
        switch (k) {
        case 1: return "one";
        case 2: return "two";
        case 3: return "three";
        case 4: return "four";
        default: break;
        }
        switch (k * 1000) {
        case 1000: return "thousand";
        case 7000000: return "million";
        default: return "k=" + k + ODD.length();
        }
    }

    /* Runs every instruction kind above at least twice, so that each is quickened. */
    static int exercise(int rounds) {
        int sum = 0;
        for (int r = 0; r < rounds; r++) {
            QueryTarget<String> t = new QueryTarget<>();
            t.counter += r;
            t.items.add("x" + r);
            t.value = describe(r % 6);
            t.table.put(t.value, new int[] {r});
            QueryTarget<String>.Inner in = t.new Inner();
            sum += in.get();
            Shape s = new Square();
            s.sides = 4;
            sum += s.corners(2, BIG) + (int) s.area() + QueryShape.CORNERS;
            QueryShape q = QueryShape.unit();
            sum += q.compareTo(s);
            Object o = t;
            if (o instanceof Comparable) sum += ((QueryTarget<?>) o).counter;
            IntUnaryOperator twice = v -> v * 2 + statics;
            sum += twice.applyAsInt(r);
            statics++;
            String[] names = new String[2];
            names[0] = ODD;
            sum += names.length + collect("a", "b").size() + Color.values().length;
            sum += (int) (HUGE / 1e300) + (Float.isNaN(NOT_A_NUMBER) ? 1 : 0);
            Class<?> k = QueryTarget.class;
            sum += k.getName().length();
            sum += t.compareTo(new QueryTarget<>());
        }
        try {
            Class.forName("QueryTarget$Lazy", false, QueryTarget.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
        try {
            sum += Broken.value;
        } catch (ExceptionInInitializerError e) {
            sum++;
        }
        return sum;
    }

    /* Objects whose sizes GetObjectSize reports (the test compares with HotSpot's). */
    static Object[] sizedObjects() {
        return new Object[] {
            new Object(), Integer.valueOf(1000), Long.valueOf(1000), "size", new int[10], new Object[3], new long[2],
            new byte[0], new char[5], new QueryTarget<String>(), new Square(), Color.RED, new StringBuilder(),
            new HashMap<String, String>(), new ArrayList<String>(), new Thread(), String.class,
            new Exception("x"), Boolean.TRUE, Character.valueOf('c'), Double.valueOf(1), new boolean[3], new short[3],
            new double[1], new Object[0], new String[2][2], new java.util.concurrent.ConcurrentHashMap<String, String>(),
            new java.util.concurrent.atomic.AtomicLong(), new java.util.concurrent.atomic.LongAdder(),
            new java.net.URLClassLoader(new java.net.URL[0]), String.class.getModule(),
            java.lang.invoke.MethodType.methodType(void.class), Thread.currentThread().getThreadGroup(),
            Object.class, int.class, Integer.class, QueryTarget.class, Color.class, int[].class,
            (Runnable) () -> {}, new java.util.TreeMap<String, String>(), new java.util.LinkedList<String>(),
            java.util.Optional.of("o"), new java.math.BigInteger("123456789012345678901234567890"),
            java.util.concurrent.ForkJoinPool.commonPool(), new java.lang.ref.WeakReference<Object>(null),
            new StringBuffer(), java.util.List.of(1, 2, 3),
        };
    }
}
