import java.util.ArrayList;
import java.util.List;

public class Interfaces {
    interface Shape {
        double area();

        default String describe() { return name() + " with area " + fmt(area()); }

        default String name() { return "shape"; }

        static String fmt(double d) { return String.valueOf(Math.round(d * 100) / 100.0); }

        private String secret() { return "secret of " + name(); }

        default String reveal() { return secret(); }
    }

    interface Named {
        default String name() { return "named"; }
    }

    interface Colored {
        String RED = "red";

        default String color() { return RED; }

        default String name() { return "colored"; }
    }

    static class Circle implements Shape {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; }
        public String name() { return "circle"; }
    }

    static class Square implements Shape, Colored {
        final double s;
        Square(double s) { this.s = s; }
        public double area() { return s * s; }
        // must resolve conflict between Shape.name and Colored.name
        public String name() { return "square/" + Shape.super.name() + "/" + Colored.super.name(); }
    }

    static class Blob implements Shape {
        public double area() { return 1; }
    }

    // diamond: A <- B, A <- C, D implements B, C; B overrides, C does not -> B wins
    interface A { default String who() { return "A"; } }
    interface B extends A { default String who() { return "B"; } }
    interface C extends A { }
    static class D implements B, C { }

    interface E extends A { default String who() { return "E+" + A.super.who(); } }
    static class F implements B, E { public String who() { return "F(" + B.super.who() + "," + E.super.who() + ")"; } }

    // class method wins over interface default
    static class Parent { public String who() { return "Parent"; } }
    static class G extends Parent implements B { }

    // abstract class re-abstracting a default
    interface Greeter { default String greet() { return "hello"; } }
    static abstract class Loud implements Greeter { public abstract String greet(); }
    static class Shout extends Loud { public String greet() { return "HELLO"; } }

    interface Counter {
        int next();
        static Counter from(int start) {
            return new Counter() {
                int n = start;
                public int next() { return n++; }
            };
        }
    }

    interface Stack<T> extends Iterable<T> {
        void push(T t);
        T pop();
        boolean isEmpty();
    }

    static class ListStack<T> implements Stack<T> {
        private final List<T> items = new ArrayList<>();
        public void push(T t) { items.add(t); }
        public T pop() { return items.remove(items.size() - 1); }
        public boolean isEmpty() { return items.isEmpty(); }
        public java.util.Iterator<T> iterator() { return items.iterator(); }
    }

    interface WithConstants { int X = 6 * 7; String S = "s" + X; }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Square(2), new Blob(), new Circle(0.5)};
        for (Shape s : shapes) {
            System.out.println(s.describe() + " | " + s.reveal());
        }
        Square sq = new Square(3);
        System.out.println("color " + sq.color() + " isColored " + (sq instanceof Colored) + " RED " + Colored.RED);
        System.out.println("D.who " + new D().who() + " F.who " + new F().who() + " G.who " + new G().who());
        Greeter g = new Shout();
        System.out.println("greet " + g.greet());
        Counter c = Counter.from(10);
        System.out.println("counter " + c.next() + " " + c.next() + " " + c.next());
        Stack<String> st = new ListStack<>();
        st.push("a");
        st.push("b");
        st.push("c");
        StringBuilder sb = new StringBuilder();
        for (String s : st) sb.append(s);
        System.out.println("iterated " + sb + " pop " + st.pop() + " " + st.pop() + " empty " + st.isEmpty());
        System.out.println("constants " + WithConstants.X + " " + WithConstants.S);
        Object o = sq;
        System.out.println("o instanceof Shape " + (o instanceof Shape) + ", Named " + (o instanceof Named) + ", Comparable " + (o instanceof Comparable));
        Class<?>[] ifs = Square.class.getInterfaces();
        for (Class<?> i : ifs) System.out.println("interface " + i.getName() + " isInterface " + i.isInterface());
        Comparable<String> cmp = "abc";
        System.out.println("Comparable " + cmp.compareTo("abd"));
        CharSequence cs = new StringBuilder("builder");
        System.out.println("CharSequence " + cs.length() + " " + cs.charAt(0) + " " + cs.subSequence(1, 3));
        Runnable r = new Runnable() {
            public void run() { System.out.println("anonymous runnable ran"); }
        };
        r.run();
    }
}
