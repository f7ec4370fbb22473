import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

// Records with generated toString/equals/hashCode (java.lang.runtime.ObjectMethods through
// invokedynamic), compact and canonical constructors with validation, nested and generic records,
// records implementing interfaces, static factories and members, and overridden accessors.
public class RecordsFeatures {
    interface Shape extends Comparable<Shape> {
        double area();
        default int compareTo(Shape o) { return Double.compare(area(), o.area()); }
    }

    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);
        static Point of(String s) {
            String[] p = s.split(",");
            return new Point(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
        }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        double dist() { return Math.sqrt(x * x + y * y); }
    }

    record Rect(Point topLeft, Point bottomRight) implements Shape {
        Rect {
            if (topLeft.x() > bottomRight.x() || topLeft.y() > bottomRight.y()) {
                throw new IllegalArgumentException("inverted rect " + topLeft + " " + bottomRight);
            }
        }
        public double area() { return (bottomRight.x() - topLeft.x()) * (double) (bottomRight.y() - topLeft.y()); }
    }

    record Circle(Point center, double radius) implements Shape {
        Circle {
            if (radius < 0) throw new IllegalArgumentException("negative radius " + radius);
            radius = Math.round(radius * 100) / 100.0; // compact constructors may reassign parameters
        }
        Circle(double radius) { this(Point.ORIGIN, radius); }
        public double area() { return Math.PI * radius * radius; }
    }

    record Range(int lo, int hi) {
        Range(int lo, int hi) { // explicit canonical constructor
            if (lo > hi) { int t = lo; lo = hi; hi = t; }
            this.lo = lo;
            this.hi = hi;
        }
        int length() { return hi - lo; }
    }

    record Name(String first, String last) {
        Name {
            Objects.requireNonNull(first, "first");
            last = last == null ? "" : last.strip();
        }
        @Override public String first() { return first.toUpperCase(); } // overridden accessor
    }

    record Pair<A, B>(A left, B right) {
        <C> Pair<A, C> withRight(C c) { return new Pair<>(left, c); }
        Pair<B, A> swap() { return new Pair<>(right, left); }
    }

    record Prims(byte b, short s, char c, int i, long l, float f, double d, boolean z) {}

    record Empty() {}

    record Holder(List<String> items) {
        Holder { items = List.copyOf(items); }
    }

    record Custom(String v) {
        @Override public String toString() { return "Custom<" + v + ">"; }
        @Override public boolean equals(Object o) { return o instanceof Custom c && c.v.equalsIgnoreCase(v); }
        @Override public int hashCode() { return v.toLowerCase().hashCode(); }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4), q = Point.of(" 3, 4"), r = new Point(-1, 2);
        System.out.println(p + " " + q + " " + r + " origin " + Point.ORIGIN);
        System.out.println("equals " + p.equals(q) + " " + p.equals(r) + " " + p.equals(null) + " " + p.equals("Point[x=3, y=4]") + " same hash " + (p.hashCode() == q.hashCode()));
        System.out.println("hashCodes " + p.hashCode() + " " + r.hashCode() + " " + Point.ORIGIN.hashCode() + " " + new Point(Integer.MIN_VALUE, -1).hashCode());
        System.out.println("methods " + p.plus(r) + " dist " + p.dist() + " accessors " + p.x() + "," + p.y());

        Rect rect = new Rect(new Point(0, 0), new Point(4, 5));
        System.out.println(rect + " area " + rect.area() + " hash " + rect.hashCode());
        try {
            new Rect(new Point(5, 5), new Point(1, 1));
        } catch (IllegalArgumentException e) {
            System.out.println("validation: " + e.getMessage());
        }
        Circle c1 = new Circle(1.23456), c2 = new Circle(new Point(1, 1), 2);
        System.out.println(c1 + " " + c2 + " radius rounded " + c1.radius());
        try {
            new Circle(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("validation: " + e.getMessage());
        }
        List<Shape> shapes = new ArrayList<>(List.of(rect, c1, c2, new Rect(Point.ORIGIN, new Point(1, 1))));
        shapes.sort(null);
        for (Shape s : shapes) System.out.println("  sorted by area " + s + " " + String.format("%.3f", s.area()));

        Range rg = new Range(9, 2);
        System.out.println(rg + " length " + rg.length() + " equals " + rg.equals(new Range(2, 9)));
        Name n = new Name("ada", "  Lovelace ");
        System.out.println(n + " first() " + n.first() + " last() '" + n.last() + "' equals " + n.equals(new Name("ada", "Lovelace")));
        try {
            new Name(null, "x");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        Name noLast = new Name("x", null);
        System.out.println("null last -> '" + noLast.last() + "' " + noLast);

        Pair<String, Integer> pair = new Pair<>("k", 1);
        System.out.println(pair + " " + pair.swap() + " " + pair.withRight(List.of('a')) + " nested " + new Pair<>(pair, new Pair<>(null, 2.5)));
        System.out.println("nulls " + new Pair<>(null, null) + " equal " + new Pair<>(null, null).equals(new Pair<>(null, null)) + " hash " + new Pair<>(null, null).hashCode());

        Prims pr = new Prims((byte) -1, (short) 2, 'c', 4, 5L, 6.5f, -0.0, true);
        Prims pr2 = new Prims((byte) -1, (short) 2, 'c', 4, 5L, 6.5f, 0.0, true);
        System.out.println(pr + " hash " + pr.hashCode() + " equals with +0.0 " + pr.equals(pr2));
        Prims nan1 = new Prims((byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, false);
        Prims nan2 = new Prims((byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, false);
        System.out.println("NaN components equal " + nan1.equals(nan2) + " hash " + nan1.hashCode());

        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        List<String> src = new ArrayList<>(List.of("a", "b"));
        Holder h = new Holder(src);
        src.add("c");
        System.out.println(h + " defensive copy " + h.items().size());
        Custom cu = new Custom("MiXed");
        System.out.println(cu + " " + cu.equals(new Custom("mixed")) + " " + (cu.hashCode() == new Custom("MIXED").hashCode()));

        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 20; i++) set.add(new Point(i % 4, i % 3));
        Set<String> sorted = new TreeSet<>();
        for (Point pt : set) sorted.add(pt.toString());
        System.out.println("distinct points " + set.size() + " " + sorted);
        System.out.println("record class " + Point.class.isRecord() + " " + Point.class.getSuperclass().getName() + " " + Object.class.isRecord());
    }
}
