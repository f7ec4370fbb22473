public class TryWithResources {
    static StringBuilder log = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            log.append("open(" + name + ") ");
        }

        void use(boolean fail) {
            log.append("use(" + name + ") ");
            if (fail) throw new IllegalStateException("use failed: " + name);
        }

        @Override
        public void close() {
            log.append("close(" + name + ") ");
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static class FailingOpen implements AutoCloseable {
        FailingOpen() throws Exception { throw new Exception("cannot open"); }
        public void close() { log.append("SHOULD NOT CLOSE "); }
    }

    static void report(String label, Throwable t) {
        System.out.println(label + ": " + log.toString().trim());
        if (t != null) {
            System.out.println("  primary: " + t);
            for (Throwable s : t.getSuppressed()) System.out.println("  suppressed: " + s);
        }
        log.setLength(0);
    }

    public static void main(String[] args) throws Exception {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            a.use(false);
            b.use(false);
        }
        report("normal", null);
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            b.use(true);
        } catch (RuntimeException e) {
            report("use+both close fail", e);
        }
        try (Res a = new Res("a", true); Res b = new Res("b", false)) {
            a.use(false);
        } catch (RuntimeException e) {
            report("only close fails", e);
        }
        try (Res a = new Res("a", false); FailingOpen f = new FailingOpen(); Res c = new Res("c", false)) {
            a.use(false);
        } catch (Exception e) {
            report("open fails", e);
        }
        Res outer = new Res("outer", false);
        try (outer; Res inner = new Res("inner", true)) {
            inner.use(false);
        } catch (IllegalArgumentException e) {
            report("java9 effectively-final resource", e);
        }
        try (Res nul = null) {
            log.append("null resource body ");
        }
        report("null resource", null);
        try (Res a = new Res("a", false)) {
            log.append("body ");
        } finally {
            log.append("finally ");
        }
        report("with finally", null);
        Exception manual = new Exception("manual");
        manual.addSuppressed(new RuntimeException("s1"));
        manual.addSuppressed(new Error("s2"));
        System.out.println("manual suppressed count " + manual.getSuppressed().length);
        try {
            manual.addSuppressed(manual);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
        java.io.StringWriter sw = new java.io.StringWriter();
        try (java.io.PrintWriter pw = new java.io.PrintWriter(sw)) {
            pw.print("written through PrintWriter");
        }
        System.out.println(sw);
        try (java.io.BufferedReader br = new java.io.BufferedReader(new java.io.StringReader("l1\nl2\n"))) {
            System.out.println("read " + br.readLine() + "," + br.readLine() + "," + br.readLine());
        }
        try {
            try (Res a = new Res("x", true)) {
                throw new Error("body error");
            }
        } catch (Error e) {
            System.out.println("error primary " + e.getMessage() + " suppressed " + e.getSuppressed()[0].getMessage());
            e.printStackTrace();
        }
        log.setLength(0);
    }
}
