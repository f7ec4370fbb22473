import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

// Exceptions thrown from lambdas and method references: printStackTrace output (HotSpot hides
// the frames of lambda proxy classes), causes and suppressed exceptions created in lambdas,
// sneaky checked exceptions, exceptions crossing JDK code (only this program's frames are printed
// there, as JDK line numbers change between updates), and an uncaught exception from a lambda.
public class LambdaExceptions {
    interface ThrowingSupplier<T> { T get() throws Exception; }
    interface Action { void run(); }

    static <T> T call(ThrowingSupplier<T> s) throws Exception { return s.get(); }
    static void runIt(Action a) { a.run(); }

    static int divide(int a, int b) { return a / b; }

    static RuntimeException wrap(Exception e) { return new RuntimeException("wrapped: " + e.getMessage(), e); }

    @SuppressWarnings("unchecked")
    static <E extends Throwable> void sneakyThrow(Throwable t) throws E { throw (E) t; }

    static void printOwnFrames(String label, Throwable t) {
        StringBuilder sb = new StringBuilder(label + ": " + t);
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith("LambdaExceptions")) sb.append("\n    at ").append(e);
        }
        System.out.println(sb);
        if (t.getCause() != null) printOwnFrames("  cause", t.getCause());
    }

    public static void main(String[] args) throws Exception {
        // 1. through our own functional interfaces: the whole trace is ours
        try {
            runIt(() -> divide(1, 0));
        } catch (ArithmeticException e) {
            e.printStackTrace(System.out);
        }
        try {
            call(() -> { throw new java.io.IOException("checked from lambda"); });
        } catch (java.io.IOException e) {
            e.printStackTrace(System.out);
        }
        Function<String, Integer> parse = Integer::parseInt;
        try {
            runIt(() -> parse.apply("not a number"));
        } catch (NumberFormatException e) {
            printOwnFrames("method reference into the JDK", e);
        }
        // 2. nested lambdas, causes and suppressed exceptions
        try {
            runIt(() -> runIt(() -> {
                try {
                    call(() -> { throw new IllegalStateException("innermost"); });
                } catch (Exception e) {
                    RuntimeException r = wrap(e);
                    r.addSuppressed(new UnsupportedOperationException("suppressed in lambda"));
                    throw r;
                }
            }));
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
        // 3. sneaky checked exception escaping a Runnable
        try {
            Runnable r = () -> LambdaExceptions.<RuntimeException>sneakyThrow(new Exception("sneaky checked"));
            r.run();
        } catch (Exception e) {
            System.out.println("caught sneaky " + e.getClass().getName() + ": " + e.getMessage() + " first frame " + e.getStackTrace()[0].getMethodName());
        }
        // 4. crossing JDK code: forEach, streams, Optional, computeIfAbsent
        List<Integer> nums = List.of(3, 2, 1, 0);
        try {
            nums.forEach(n -> System.out.println("forEach 6/" + n + "=" + divide(6, n)));
        } catch (ArithmeticException e) {
            printOwnFrames("forEach", e);
        }
        try {
            nums.stream().map(n -> 12 / n).forEach(n -> {});
        } catch (ArithmeticException e) {
            printOwnFrames("stream", e);
        }
        try {
            java.util.Optional.of("x").map(s -> s.charAt(5));
        } catch (StringIndexOutOfBoundsException e) {
            printOwnFrames("Optional.map", e);
        }
        try {
            new java.util.HashMap<String, String>().computeIfAbsent("k", k -> { throw new IllegalArgumentException("no value for " + k); });
        } catch (IllegalArgumentException e) {
            printOwnFrames("computeIfAbsent", e);
        }
        // 5. exception in a lambda inside a static initializer
        try {
            System.out.println(Init.VALUE);
        } catch (ExceptionInInitializerError e) {
            printOwnFrames("static initializer", e);
        }
        // 6. a null functional interface and a null captured value
        try {
            Supplier<String> s = null;
            runIt(() -> s.get());
        } catch (NullPointerException e) {
            System.out.println("NPE message: " + e.getMessage());
            printOwnFrames("null supplier", e);
        }
        // 7. exception in a constructor reference
        try {
            Function<String, StringBuilder> ctor = StringBuilder::new;
            List<String> l = new ArrayList<>();
            l.add(null);
            l.forEach(ctor::apply);
        } catch (NullPointerException e) {
            printOwnFrames("constructor reference", e);
        }
        // 8. uncaught, on the main thread
        Action last = () -> { throw new IllegalStateException("uncaught from lambda"); };
        System.out.println("about to fail");
        runIt(last);
    }

    static class Init {
        static final Supplier<Integer> FAIL = () -> Integer.parseInt("x1");
        static final int VALUE = FAIL.get();
    }
}
