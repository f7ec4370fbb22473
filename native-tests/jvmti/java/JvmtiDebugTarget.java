// JvmtiDebugTarget: the program the debug test agent (native-tests/jvmti/agents/debug) runs scripted
// debugging sessions over (node-tests/jvmti-debug.test.mjs). The agent finds its methods by name and
// stops at their first line; what it changes (early returns, popped frames) shows in what this prints.
public class JvmtiDebugTarget {
    static int counter;
    static String label = "none";
    int value;
    long big;
    boolean flag;

    static class Lazy {
        static int seed;
        static {
            seed = 7;
        }
        static int next() {
            return seed++;
        }
    }

    static int square(int x) {
        int r = x * x;
        return r;
    }

    static int sumTo(int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) {
            s += i;
        }
        return s;
    }

    static int stepHere(int a) throws Exception {
        int b = square(a);
        int c = Lazy.next();
        Runnable r = () -> counter++;
        r.run();
        int h = System.identityHashCode(label) == 0 ? 1 : 0; // a native method: nothing to step into
        int d = (Integer) JvmtiDebugTarget.class.getDeclaredMethod("square", int.class).invoke(null, 2);
        return b + c + sumTo(3) + h * 0 + d + twice(1);
    }

    static int thrower(int depth) {
        if (depth == 0) {
            throw new IllegalStateException("deep");
        }
        return thrower(depth - 1) + 1;
    }

    static int catcher() {
        try {
            return thrower(2);
        } catch (IllegalStateException e) {
            return (int) (Math.sqrt(0.25) + StrictMath.sqrt(0.25)) - 2; // -1
        }
    }

    // bound by the agent (RegisterNatives when the class is prepared)
    static native int twice(int x);

    static int copy() {
        try {
            System.arraycopy(null, 0, new int[1], 0, 1); // the native throws: Java sees it at the invoke
            return 0;
        } catch (NullPointerException e) {
            return -3;
        }
    }

    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -2;
        }
    }

    int fields() {
        value = 5;
        big = 1L << 40;
        flag = true;
        label = "fields";
        return value + (int) (big >> 40) + (flag ? 1 : 0) + label.length();
    }

    static int popMe(int a) {
        counter++;
        return a + 100;
    }

    static int intValue() { return 1; }
    static long longValue() { return 2L; }
    static float floatValue() { return 3.5f; }
    static double doubleValue() { return 4.25; }
    static String stringValue() { return "original"; }
    static boolean boolValue() { return false; }
    static void voidValue() { System.out.println("voidValue body ran"); }
    static synchronized int syncValue() { return 6; }

    public static void main(String[] args) throws Exception {
        System.out.println("square " + square(4));
        System.out.println("stepHere " + stepHere(3));
        System.out.println("catcher " + catcher());
        System.out.println("parse " + parse("x") + " " + parse("12") + " copy " + copy());
        System.out.println("fields " + new JvmtiDebugTarget().fields() + " " + label);
        System.out.println("popMe " + popMe(1) + " counter " + counter);
        System.out.println("values " + intValue() + " " + longValue() + " " + floatValue() + " " + doubleValue()
                + " " + stringValue() + " " + boolValue() + " " + syncValue());
        voidValue();
        Thread t = new Thread(() -> thrower(1), "JvmtiDebugWorker");
        t.start();
        t.join();
        System.out.println("done");
    }
}
