public class StackTraces {
    static StackTraceElement[] captured;

    static void a(int n) { b(n + 1); }

    static void b(int n) { c(n * 2); }

    static void c(int n) {
        captured = new Throwable("here " + n).getStackTrace();
    }

    class Inner {
        void run() { captured = Thread.currentThread().getStackTrace(); }
    }

    static int recurse(int n) {
        if (n == 0) throw new IllegalStateException("bottom");
        return recurse(n - 1) + 1;
    }

    static void print(String label, StackTraceElement[] st) {
        System.out.println(label + " (" + st.length + " frames)");
        for (StackTraceElement e : st) {
            System.out.println("  " + e.getClassName() + "." + e.getMethodName() + " " + e.getFileName() + ":" + e.getLineNumber()
                + " native=" + e.isNativeMethod() + " | " + e);
        }
    }

    public static void main(String[] args) {
        a(1);
        print("throwable trace", captured);
        new StackTraces().new Inner().run();
        // Thread.getStackTrace includes JDK frames at the top; print only our frames
        int ours = 0;
        for (StackTraceElement e : captured) if (e.getClassName().startsWith("StackTraces")) ours++;
        System.out.println("thread trace: our frames " + ours);
        for (StackTraceElement e : captured)
            if (e.getClassName().startsWith("StackTraces")) System.out.println("  " + e);
        try {
            recurse(4);
        } catch (IllegalStateException e) {
            print("recursion", e.getStackTrace());
        }
        try {
            Object o = java.util.List.of(1).get(3);
        } catch (IndexOutOfBoundsException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("library top frame class " + top.getClassName() + " module " + top.getModuleName());
            StackTraceElement last = e.getStackTrace()[e.getStackTrace().length - 1];
            System.out.println("bottom frame " + last);
        }
        Runnable r = new Runnable() {
            public void run() {
                print("anonymous", new Exception().getStackTrace());
            }
        };
        r.run();
        StackTraceElement custom = new StackTraceElement("pkg.Cls", "meth", "Cls.java", 12);
        System.out.println("custom " + custom + " | " + new StackTraceElement("X", "y", null, -2) + " | " + new StackTraceElement("X", "y", "X.java", -1));
        Exception e = new Exception("modified");
        e.setStackTrace(new StackTraceElement[]{custom});
        java.io.StringWriter sw = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(sw, true));
        System.out.print(sw);
        Throwable filled = new Throwable("refill");
        int before = filled.getStackTrace().length;
        filled.fillInStackTrace();
        System.out.println("fillInStackTrace same depth " + (before == filled.getStackTrace().length));
        staticInitTrace();
    }

    static class Holder {
        static final StackTraceElement[] TRACE = new Throwable().getStackTrace();
    }

    static void staticInitTrace() {
        print("clinit", Holder.TRACE);
    }
}
