// StackOverflowError inside a static initializer: an Error is not wrapped in ExceptionInInitializerError,
// the class is left erroneous, and later uses throw NoClassDefFoundError.
public class LimitsStackClinit {
    static int deepest;

    static class Deep {
        static final int VALUE = recurse(0);

        static int recurse(int n) {
            deepest = n;
            return recurse(n + 1) + 1;
        }
    }

    // A class whose initializer recurses through the initialization of its own nested classes:
    // each level triggers the next class's <clinit>, so the overflow happens in a chain of initializations.
    static int levels;

    static class Chain {
        static final int VALUE = enter(0);

        static int enter(int n) {
            levels = n;
            return Chain.Step.go(n);
        }

        static class Step {
            static int go(int n) { return enter(n + 1) + 1; }
        }
    }

    static class Fine {
        static final String VALUE = "initialised after the overflow";
    }

    public static void main(String[] args) {
        try {
            System.out.println(Deep.VALUE);
        } catch (StackOverflowError e) {
            System.out.println("first use: " + e.getClass().getName() + " message " + e.getMessage());
            System.out.println("deep: " + (deepest > 1000 ? "more than 1000 levels" : "only " + deepest));
        } catch (Throwable e) {
            System.out.println("first use: unexpected " + e);
        }
        try {
            System.out.println(Deep.VALUE);
        } catch (NoClassDefFoundError e) {
            System.out.println("second use: " + e);
            Throwable c = e.getCause();
            System.out.println("  cause: " + c);
            System.out.println("  cause's cause: " + (c == null ? null : c.getCause()));
            StackTraceElement[] trace = c == null ? new StackTraceElement[0] : c.getStackTrace();
            System.out.println("  cause's trace starts in " + (trace.length == 0 ? "nothing" : trace[0].getMethodName())
                    + ", deeper than 100 frames: " + (trace.length > 100));
        }
        try {
            System.out.println(Chain.VALUE);
        } catch (StackOverflowError e) {
            System.out.println("chain: " + e.getClass().getName() + (levels > 100 ? ", more than 100 levels" : ""));
        }
        try {
            System.out.println(Chain.VALUE);
        } catch (NoClassDefFoundError e) {
            System.out.println("chain again: " + e.getMessage());
        }
        System.out.println(Fine.VALUE);
    }
}
