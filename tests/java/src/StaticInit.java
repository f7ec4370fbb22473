public class StaticInit {
    static StringBuilder log = new StringBuilder();

    static void log(String s) {
        log.append(s).append(' ');
    }

    static class A {
        static int a1 = init("A.a1", 1);
        static final int CONST = 42; // compile-time constant: no init needed
        static final String SCONST = "const";
        static final Integer BOXED = init("A.BOXED", 7);
        static {
            log("A.static-block");
        }
        static int a2 = init("A.a2", a1 + 1);

        static int init(String what, int v) {
            log(what + "=" + v);
            return v;
        }

        static void touch() { log("A.touch"); }
    }

    static class B extends A {
        static {
            log("B.static");
        }
        static int b = init("B.b", 10);
        static void hello() { log("B.hello"); }
    }

    static class C extends B {
        static {
            log("C.static");
        }
    }

    interface I {
        int X = StaticInit.A.init("I.X", 99);
        default void m() { }
    }

    interface J {
        int Y = StaticInit.A.init("J.Y", 77);
    }

    static class ImplI implements I, J {
        static {
            log("ImplI.static");
        }
    }

    static class Forward {
        static int x = Forward.y + 1; // y is still 0 here
        static int y = 5;
    }

    static class Bad {
        static int value = compute();

        static int compute() {
            log("Bad.compute");
            throw new IllegalStateException("boom in static init");
        }
    }

    static class BadError {
        static {
            if (true) throw new StackOverflowError("fake error from clinit");
        }
        static int v;
    }

    static class Selfish {
        static final Selfish INSTANCE = new Selfish();
        static int counter = 10;
        final int seen;

        Selfish() { seen = counter; counter++; }
    }

    static class Arr {
        static { log("Arr.static"); }
    }

    public static void main(String[] args) {
        log("main-start");
        int c = A.CONST;
        String s = A.SCONST;
        log("after-consts(" + c + "," + s + ")");
        System.out.println(log);
        log.setLength(0);
        A.touch();
        System.out.println(log);
        log.setLength(0);
        int bb = C.b; // only B initialised? C is not initialised by accessing inherited static field
        log("C.b=" + bb);
        System.out.println(log);
        log.setLength(0);
        new C();
        System.out.println(log);
        log.setLength(0);
        ImplI impl = new ImplI(); // interfaces are not initialised by class init unless default methods... I has a default
        log("made ImplI");
        log("J.Y=" + J.Y);
        System.out.println(log);
        log.setLength(0);
        Arr[] arr = new Arr[3];
        log("array created, len " + arr.length);
        Class<?> k = Arr.class;
        log("class literal " + k.getSimpleName());
        System.out.println(log);
        log.setLength(0);
        System.out.println("Forward x=" + Forward.x + " y=" + Forward.y);
        System.out.println("Selfish seen=" + Selfish.INSTANCE.seen + " counter=" + Selfish.counter);
        try {
            System.out.println(Bad.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("first: " + e + " cause: " + e.getCause() + " getException " + e.getException().getMessage());
        }
        try {
            System.out.println(Bad.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("second: " + e);
            System.out.println("second cause: " + e.getCause());
        }
        try {
            Bad.compute();
        } catch (Throwable e) {
            System.out.println("third: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println(BadError.v);
        } catch (Throwable e) {
            System.out.println("error from clinit is not wrapped: " + e);
        }
        try {
            System.out.println(BadError.v);
        } catch (Throwable e) {
            System.out.println("again: " + e);
        }
        try {
            Class.forName("StaticInit$Bad");
        } catch (Throwable e) {
            System.out.println("forName: " + e);
        }
        System.out.println(log);
        try {
            Class<?> lazy = Class.forName("StaticInit$Lazy", false, StaticInit.class.getClassLoader());
            System.out.println("loaded without init: " + lazy.getSimpleName() + " log=[" + log + "]");
            Class.forName("StaticInit$Lazy");
            System.out.println("after forName init: log=[" + log + "]");
        } catch (ClassNotFoundException e) {
            System.out.println("unexpected " + e);
        }
        System.out.println("uncaught NoClassDefFoundError next:");
        System.out.println(Bad.value);
    }

    static class Lazy {
        static { log("Lazy.static"); }
    }
}
