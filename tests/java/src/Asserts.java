public class Asserts {
    static int checks = 0;

    static boolean sideEffect() {
        checks++;
        return true;
    }

    static class Inner {
        static boolean enabled() {
            boolean e = false;
            assert e = true;
            return e;
        }
    }

    public static void main(String[] args) {
        boolean enabled = false;
        assert enabled = true;
        System.out.println("assertions enabled: " + enabled + " inner " + Inner.enabled() + " desiredAssertionStatus " + Asserts.class.desiredAssertionStatus());
        assert sideEffect();
        assert sideEffect() : "never";
        System.out.println("side effects " + checks);
        try {
            int x = 5;
            assert x > 10 : "x too small: " + x;
            System.out.println("no assertion error");
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        }
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("bare assert: message=" + e.getMessage());
        }
        try {
            assert false : 42;
        } catch (AssertionError e) {
            System.out.println("int detail: " + e.getMessage());
        }
        try {
            Throwable cause = new IllegalStateException("cause");
            assert false : cause;
        } catch (AssertionError e) {
            System.out.println("throwable detail: " + e.getMessage() + " cause " + e.getCause());
        }
        AssertionError manual = new AssertionError("manual", new RuntimeException("root"));
        System.out.println("manual " + manual + " cause " + manual.getCause().getMessage());
        System.out.println("final assertion will fail uncaught:");
        assert checks > 100 : "checks was " + checks;
        System.out.println("not reached when -ea");
    }
}
