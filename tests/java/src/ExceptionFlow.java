public class ExceptionFlow {
    static StringBuilder log = new StringBuilder();

    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            log.append("[finally-return]");
        }
    }

    @SuppressWarnings("finally")
    static int finallyReturnWins() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 2;
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("[x=" + x + "]");
        }
    }

    @SuppressWarnings("finally")
    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try {
                    sb.append("a");
                    throw new IllegalStateException("inner");
                } finally {
                    sb.append("b");
                }
            } catch (IllegalArgumentException e) {
                sb.append("WRONG");
            } finally {
                sb.append("c");
            }
        } catch (IllegalStateException e) {
            sb.append("d:" + e.getMessage());
        } finally {
            sb.append("e");
        }
        return sb.toString();
    }

    static String loopWithFinally() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append("body").append(i);
            } finally {
                sb.append("f").append(i).append(' ');
            }
        }
        return sb.toString();
    }

    static void thrower(int kind) throws Exception {
        switch (kind) {
            case 0: throw new IllegalArgumentException("iae");
            case 1: throw new java.io.IOException("io");
            case 2: throw new ArithmeticException("arith");
            case 3: throw new Error("error");
            case 4: throw new Exception("plain");
            default: log.append("[no throw]");
        }
    }

    static String classify(int kind) {
        try {
            thrower(kind);
            return "none";
        } catch (IllegalArgumentException | ArithmeticException e) {
            return "runtime-multi:" + e.getMessage();
        } catch (java.io.IOException e) {
            return "io:" + e.getMessage();
        } catch (Exception e) {
            return "exception:" + e.getMessage();
        } catch (Throwable t) {
            return "throwable:" + t.getMessage();
        } finally {
            log.append("[classified " + kind + "]");
        }
    }

    static int depth(int n) {
        if (n == 0) throw new UnsupportedOperationException("bottom");
        try {
            return depth(n - 1);
        } finally {
            log.append(n);
        }
    }

    static void rethrow() throws java.io.IOException {
        try {
            throw new java.io.FileNotFoundException("nofile");
        } catch (Exception e) {
            log.append("[rethrowing " + e.getClass().getSimpleName() + "]");
            throw e; // precise rethrow
        }
    }

    static int exceptionInFinally() {
        try {
            try {
                throw new RuntimeException("first");
            } finally {
                Object o = null;
                if (log.length() > 0) o = "x";
                o.hashCode();
                throw new IllegalStateException("second from finally");
            }
        } catch (RuntimeException e) {
            log.append("[caught " + e.getMessage() + "]");
            return 5;
        }
    }

    public static void main(String[] args) {
        System.out.println("finallyOverridesReturn " + finallyOverridesReturn() + " " + log);
        System.out.println("finallyReturnWins " + finallyReturnWins());
        System.out.println("returnValueCaptured " + returnValueCapturedBeforeFinally() + " " + log);
        System.out.println("nested " + nested());
        System.out.println("loop " + loopWithFinally());
        log.setLength(0);
        for (int k = 0; k <= 5; k++) System.out.println("classify " + k + " -> " + classify(k));
        System.out.println(log);
        log.setLength(0);
        try {
            depth(5);
        } catch (UnsupportedOperationException e) {
            System.out.println("depth unwound " + log + " msg " + e.getMessage());
        }
        log.setLength(0);
        try {
            rethrow();
        } catch (java.io.IOException e) {
            System.out.println("rethrown " + e + " " + log);
        }
        log.setLength(0);
        System.out.println("exceptionInFinally " + exceptionInFinally() + " " + log);
        // exception from within catch
        try {
            try {
                throw new RuntimeException("a");
            } catch (RuntimeException e) {
                throw new IllegalStateException("from catch", e);
            } finally {
                System.out.println("finally after catch threw");
            }
        } catch (IllegalStateException e) {
            System.out.println("outer caught " + e.getMessage() + " cause " + e.getCause().getMessage());
        }
        // Throwable methods
        Throwable t = new Throwable();
        System.out.println("no message: " + t.getMessage() + " toString " + t + " localized " + t.getLocalizedMessage());
        Exception withCause = new Exception(new IllegalArgumentException("root"));
        System.out.println("message from cause: " + withCause.getMessage());
        RuntimeException r = new RuntimeException("msg", null, false, false) { };
        System.out.println("no stack trace: " + r.getStackTrace().length);
        try {
            Object o = "str";
            Integer i = (Integer) o;
        } catch (ClassCastException e) {
            System.out.println("CCE caught");
        }
        try {
            throw null;
        } catch (NullPointerException e) {
            System.out.println("throw null -> NPE");
        }
        int count = 0;
        for (int i = 0; i < 200; i++) {
            try {
                if (i % 3 == 0) throw new IllegalStateException();
                count += i;
            } catch (IllegalStateException e) {
                count--;
            }
        }
        System.out.println("loop count " + count);
    }
}
