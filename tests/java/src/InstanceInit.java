public class InstanceInit {
    static StringBuilder log = new StringBuilder();

    static int note(String s, int v) {
        log.append(s).append(' ');
        return v;
    }

    static class Base {
        int b1 = note("Base.b1", 1);
        {
            note("Base.block", 0);
        }
        int b2;

        Base() {
            this(note("Base()->this(int)", 5));
            note("Base()", 0);
        }

        Base(int x) {
            super();
            b2 = x;
            note("Base(int)", 0);
            describe();
        }

        void describe() { note("Base.describe", 0); }
    }

    static class Derived extends Base {
        int d1 = note("Derived.d1", 10);
        String s = "init";
        final int fin;
        {
            note("Derived.block1", 0);
        }

        Derived() {
            super(note("arg-eval", 3));
            fin = 99;
            note("Derived()", 0);
        }

        Derived(String x) {
            note("Derived(String)", 0); // implicit super()
            fin = x.length();
        }

        {
            note("Derived.block2 d1=" + d1, 0);
        }

        @Override
        void describe() { note("Derived.describe(d1=" + d1 + ",s=" + s + ")", 0); }
    }

    static class Counter {
        static int created;
        final int id = ++created;
    }

    static class WithFinal {
        final int x;
        final String y;
        WithFinal() {
            x = 1;
            y = "y" + x;
        }
    }

    public static void main(String[] args) {
        new Derived();
        System.out.println(log);
        log.setLength(0);
        Derived d = new Derived("hello");
        System.out.println(log);
        System.out.println("fin " + d.fin + " b2 " + d.b2 + " d1 " + d.d1);
        log.setLength(0);
        Counter c1 = new Counter(), c2 = new Counter(), c3 = new Counter();
        System.out.println("counters " + c1.id + c2.id + c3.id + " created " + Counter.created);
        WithFinal w = new WithFinal();
        System.out.println(w.x + " " + w.y);
        Object o = new Object() {
            int v;
            {
                v = 41;
                v++;
            }

            @Override
            public String toString() { return "anon v=" + v; }
        };
        System.out.println(o);
        // defaults of uninitialized fields
        Defaults df = new Defaults();
        System.out.println(df.i + " " + df.l + " " + df.f + " " + df.d + " " + df.b + " " + (int) df.c + " " + df.s + " " + df.by + " " + df.sh);
    }

    static class Defaults {
        int i; long l; float f; double d; boolean b; char c; String s; byte by; short sh;
    }
}
