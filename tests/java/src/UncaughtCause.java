public class UncaughtCause {
    static class DataException extends RuntimeException {
        DataException(String m, Throwable cause) { super(m, cause); }
    }

    // our own parser, so that every frame of the printed trace is in this file
    // (JDK frames would tie the golden to the JDK's line numbers)
    static int parse(String s) {
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new NumberFormatException("For input string: \"" + s + "\"");
            v = v * 10 + (c - '0');
        }
        return v;
    }

    static int load(String s) {
        try {
            return parse(s);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("cannot load '" + s + "'", e);
        }
    }

    static int service(String s) {
        try {
            return load(s);
        } catch (IllegalStateException e) {
            DataException d = new DataException("service failed", e);
            d.addSuppressed(new RuntimeException("cleanup also failed"));
            throw d;
        }
    }

    public static void main(String[] args) {
        System.out.println("ok: " + service("42"));
        System.out.println("bad: " + service("4x2"));
    }
}
