import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

// The code shapes the bytecode-instrumentation agent (native-tests/jvmti/agents/bci) must rewrite
// without changing what they do (node-tests/jvmti-bci.test.mjs): switches whose padding changes when
// code is inserted before them, branches across inserted code and back to a method's first
// instruction, allocations as constructor arguments (before super(), and where a stack map frame holds
// an uninitialized object), exception handlers and finally blocks, synchronized blocks, every kind of
// array allocation, line numbers in stack traces, lambdas, an enum switch, interface methods.
public class BciCorners {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " " + Math.round(area());
        }

        static Shape unit() {
            return new Square(1);
        }
    }

    record Square(double side) implements Shape {
        public double area() {
            return side * side;
        }
    }

    enum Color { RED, GREEN, BLUE }

    static class Base {
        final Object held;

        Base(Object held) {
            this.held = held;
        }
    }

    static class Derived extends Base {
        // an allocation before super(): the receiver is still uninitializedThis
        Derived(int n) {
            super(n > 0 ? new StringBuilder("positive") : new ArrayList<String>());
        }

        Derived() {
            this(new int[] {1, 2, 3}.length);
        }
    }

    static final class Pair {
        final int a;
        final Object b;

        Pair(int a, Object b) {
            this.a = a;
            this.b = b;
        }

        public String toString() {
            return "(" + a + ", " + b + ")";
        }
    }

    // new Pair(...) with a branch between `new` and its constructor: the frame at the join holds two
    // uninitialized Pairs on the stack
    static Pair choose(boolean flag, int x) {
        return new Pair(flag ? x : -x, flag ? new Pair(x, null) : "none");
    }

    static int tableSwitch(int k) {
        Object pad = new Object(); // code inserted before the switch moves it by 6 bytes
        switch (k) {
        case 0: return 10;
        case 1: return 11 + (pad != null ? 0 : 1);
        case 2: return 12;
        case 3: return new int[k].length;
        case 4: return 14;
        default: return -1;
        }
    }

    static String lookupSwitch(String s) {
        switch (s) {
        case "alpha": return "A";
        case "beta": return new String("B");
        case "gamma": return "G";
        default: return "?";
        }
    }

    static int lookupInts(int k) {
        long[] pad = new long[1];
        switch (k) {
        case -1000: return 1;
        case 7: return 2;
        case 100000: return (int) pad[0] + 3;
        default: return 0;
        }
    }

    static String colors(Color c) {
        switch (c) {
        case RED: return "r";
        case GREEN: return "g";
        default: return "b";
        }
    }

    // a loop whose condition is the method's first instruction: the branch back to offset 0 must not
    // count an entry
    static int loopFromStart(int n) {
        while (n > 0) n -= new int[] {1}.length;
        return n;
    }

    static int exceptions(int k) {
        int caught = 0;
        for (int i = 0; i < k; i++) {
            try {
                if (i % 3 == 0) throw new IllegalStateException("i=" + i);
                Object[] a = new Object[i];
                a[i] = a; // always out of bounds
            } catch (IllegalStateException e) {
                caught += 1;
            } catch (ArrayIndexOutOfBoundsException e) {
                caught += 10;
            } finally {
                caught += 100;
            }
        }
        return caught;
    }

    static int lineOfThrow() {
        try {
            Object o = new ArrayList<Integer>();
            ((List<?>) o).get(5);
        } catch (IndexOutOfBoundsException e) {
            for (StackTraceElement el : e.getStackTrace())
                if (el.getMethodName().equals("lineOfThrow")) return el.getLineNumber();
        }
        return -1;
    }

    static final Object LOCK = new Object();

    static int synchronizedAlloc(int n) {
        int sum = 0;
        synchronized (LOCK) {
            for (int i = 0; i < n; i++) sum += new Integer[i + 1].length;
        }
        return sum;
    }

    static long arrays() {
        boolean[] z = new boolean[1];
        byte[] b = new byte[2];
        char[] c = new char[3];
        short[] s = new short[4];
        int[] i = new int[5];
        long[] j = new long[6];
        float[] f = new float[7];
        double[] d = new double[8];
        String[][] ss = new String[2][3];
        int[][][] iii = new int[2][3][];
        Object[][] oo = new Object[4][];
        return z.length + b.length + c.length + s.length + i.length + j.length + f.length + d.length
            + ss.length * ss[1].length + iii[1].length + oo.length;
    }

    static int lambdas(int n) {
        IntSupplier twice = () -> new int[2].length * n;
        List<IntSupplier> all = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            final int kk = k;
            all.add(() -> kk + twice.getAsInt());
        }
        int sum = 0;
        for (IntSupplier s : all) sum += s.getAsInt();
        return sum;
    }

    public static void main(String[] args) {
        System.out.println("unit " + Shape.unit().describe());
        System.out.println("derived " + new Derived(3).held + " " + new Derived(-1).held.getClass().getSimpleName()
            + " " + new Derived().held);
        System.out.println("choose " + choose(true, 4) + " " + choose(false, 5));
        StringBuilder sb = new StringBuilder();
        for (int k = -1; k <= 5; k++) sb.append(tableSwitch(k)).append(' ');
        for (String s : new String[] {"alpha", "beta", "gamma", "delta"}) sb.append(lookupSwitch(s));
        for (int k : new int[] {-1000, 7, 100000, 8}) sb.append(' ').append(lookupInts(k));
        for (Color c : Color.values()) sb.append(colors(c));
        System.out.println("switches " + sb);
        System.out.println("loop " + loopFromStart(5));
        System.out.println("exceptions " + exceptions(7));
        System.out.println("line of the throw " + lineOfThrow());
        System.out.println("synchronized " + synchronizedAlloc(4));
        System.out.println("arrays " + arrays());
        System.out.println("lambdas " + lambdas(4));
    }
}
