public class CustomExceptions {
    static class AppException extends Exception {
        private final int code;

        AppException(String message, int code) {
            super(message);
            this.code = code;
        }

        AppException(String message, int code, Throwable cause) {
            super(message, cause);
            this.code = code;
        }

        int code() { return code; }
    }

    static class ValidationException extends AppException {
        final String field;

        ValidationException(String field, String message) {
            super(field + ": " + message, 400);
            this.field = field;
        }

        @Override
        public String getMessage() { return "[validation] " + super.getMessage(); }
    }

    static class QuietException extends RuntimeException {
        QuietException(String m) { super(m, null, true, false); }
    }

    static class ToStringException extends RuntimeException {
        @Override
        public String toString() { return "custom toString!"; }
    }

    static void validate(String name, int age) throws ValidationException {
        if (name == null || name.isEmpty()) throw new ValidationException("name", "must not be empty");
        if (age < 0) throw new ValidationException("age", "must be >= 0 but was " + age);
    }

    static void level3(int x) {
        if (x > 2) throw new IllegalStateException("level3 failed with " + x);
    }

    static void level2(int x) throws AppException {
        try {
            level3(x);
        } catch (IllegalStateException e) {
            throw new AppException("level2 wrapper", 500, e);
        }
    }

    static void level1(int x) {
        try {
            level2(x);
        } catch (AppException e) {
            throw new RuntimeException("level1 wrapper", e);
        }
    }

    public static void main(String[] args) {
        String[][] inputs = {{"bob", "3"}, {"", "5"}, {"al", "-2"}};
        for (String[] in : inputs) {
            try {
                validate(in[0], Integer.parseInt(in[1]));
                System.out.println("valid " + in[0]);
            } catch (ValidationException e) {
                System.out.println("code " + e.code() + " field " + e.field + " msg " + e.getMessage() + " | " + e);
            }
        }
        try {
            level1(5);
        } catch (RuntimeException e) {
            Throwable t = e;
            int depth = 0;
            while (t != null) {
                System.out.println("chain " + depth + ": " + t.getClass().getName() + ": " + t.getMessage());
                t = t.getCause();
                depth++;
            }
            System.out.println("root is ISE " + (e.getCause().getCause() instanceof IllegalStateException));
            e.printStackTrace();
            java.io.StringWriter sw = new java.io.StringWriter();
            e.printStackTrace(new java.io.PrintWriter(sw));
            String[] lines = sw.toString().split("\n");
            System.out.println("trace lines " + lines.length);
            for (String l : lines) System.out.println("| " + l);
        }
        QuietException q = new QuietException("quiet");
        System.out.println("quiet stack depth " + q.getStackTrace().length);
        try {
            throw new ToStringException();
        } catch (ToStringException e) {
            System.out.println("toString override: " + e);
        }
        Throwable init = new Throwable("outer");
        init.initCause(new Error("inner"));
        System.out.println("initCause " + init.getCause());
        try {
            init.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        try {
            Throwable self = new Throwable("self");
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println("self cause: " + e.getMessage());
        }
        Exception circ1 = new Exception("c1");
        Exception circ2 = new Exception("c2", circ1);
        circ1.initCause(circ2);
        java.io.StringWriter sw = new java.io.StringWriter();
        circ2.printStackTrace(new java.io.PrintWriter(sw));
        for (String l : sw.toString().split("\n")) System.out.println("circ | " + l);
        System.err.println("done on stderr");
    }
}
