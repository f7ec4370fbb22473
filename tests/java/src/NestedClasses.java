public class NestedClasses {
    private int counter = 100;
    private static String staticField = "static-outer";

    class Inner {
        int counter = 5;

        int read() { return counter + NestedClasses.this.counter; }

        void bump() { NestedClasses.this.counter++; }

        class InnerInner {
            String path() { return "InnerInner sees " + counter + " and " + NestedClasses.this.counter; }
        }
    }

    static class StaticNested {
        String hello() { return "StaticNested sees " + staticField; }
    }

    private int secret() { return 42; }

    interface Greeter { String greet(String who); }

    Greeter makeGreeter(final String prefix) {
        int local = counter;
        class LocalGreeter implements Greeter {
            public String greet(String who) { return prefix + ", " + who + " (local=" + local + ", secret=" + secret() + ")"; }
        }
        return new LocalGreeter();
    }

    Greeter makeAnon(String suffix) {
        return new Greeter() {
            int calls = 0;

            public String greet(String who) {
                calls++;
                counter += 10;
                return who + suffix + " call#" + calls + " outer counter " + counter;
            }
        };
    }

    static abstract class Base {
        abstract String id();
        Base() { System.out.println("Base ctor sees " + id()); }
    }

    public static void main(String[] args) {
        NestedClasses outer = new NestedClasses();
        NestedClasses.Inner in = outer.new Inner();
        System.out.println("read " + in.read());
        in.bump();
        in.bump();
        System.out.println("after bump outer.counter=" + outer.counter + " read " + in.read());
        NestedClasses.Inner.InnerInner ii = in.new InnerInner();
        System.out.println(ii.path());
        System.out.println(new StaticNested().hello());
        Greeter g = outer.makeGreeter("Hi");
        System.out.println(g.greet("Ann"));
        Greeter anon = outer.makeAnon("!");
        System.out.println(anon.greet("Bob"));
        System.out.println(anon.greet("Cy"));
        System.out.println("counter now " + outer.counter);
        System.out.println("names: " + in.getClass().getName() + " | " + ii.getClass().getName() + " | " + StaticNested.class.getName()
            + " | " + g.getClass().getName() + " | " + anon.getClass().getName());
        System.out.println("simple: [" + in.getClass().getSimpleName() + "] [" + g.getClass().getSimpleName() + "] [" + anon.getClass().getSimpleName() + "]");
        System.out.println("isAnonymous " + anon.getClass().isAnonymousClass() + " isLocal " + g.getClass().isLocalClass() + " isMember " + in.getClass().isMemberClass());
        System.out.println("enclosing " + in.getClass().getEnclosingClass().getName() + " declaring " + StaticNested.class.getDeclaringClass().getName());
        Base b = new Base() {
            String tag = "anon-field";
            String id() { return "anon id, tag=" + tag; }
        };
        System.out.println("after ctor: " + b.id());
        // anonymous subclass of a concrete class with initializer block
        java.util.ArrayList<String> list = new java.util.ArrayList<String>() {
            {
                add("x");
                add("y");
            }

            @Override
            public String toString() { return "custom" + super.toString(); }
        };
        System.out.println(list + " size " + list.size());
        // local class capturing loop variable copies
        Greeter[] gs = new Greeter[3];
        for (int i = 0; i < 3; i++) {
            final int k = i;
            gs[i] = new Greeter() {
                public String greet(String who) { return who + k; }
            };
        }
        for (Greeter x : gs) System.out.print(x.greet("g") + " ");
        System.out.println();
        // nested static access to private members of outer
        System.out.println("private via nested " + Peeker.peek(outer));
        // local record and local enum and local interface
        record Pair(String a, int b) {
            // explicit members: javac would otherwise generate them with invokedynamic (ObjectMethods)
            public String toString() { return "Pair[a=" + a + ", b=" + b + "]"; }
            public boolean equals(Object o) { return o instanceof Pair && ((Pair) o).a.equals(a) && ((Pair) o).b == b; }
            public int hashCode() { return a.hashCode() * 31 + b; }
        }
        enum Mode { ON, OFF }
        interface Op { int apply(int x); }
        Op twice = new Op() { public int apply(int x) { return 2 * x; } };
        System.out.println(new Pair("p", twice.apply(21)) + " " + Mode.OFF + " " + Pair.class.getName() + " " + Mode.class.getName());
    }

    static class Peeker {
        static int peek(NestedClasses n) { return n.counter + n.secret(); }
    }
}
