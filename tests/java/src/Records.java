import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public class Records {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);

        Point {
            if (x < -1000 || y < -1000) throw new IllegalArgumentException("out of range: " + x + "," + y);
        }

        Point(int both) { this(both, both); }

        double dist() { return Math.sqrt(x * x + y * y); }

        Point plus(Point o) { return new Point(x + o.x, y + o.y()); }

        static Point of(String s) {
            String[] p = s.split(",");
            return new Point(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
        }
    }

    record Named<T>(String name, T value) { }

    record Range(int lo, int hi) implements Comparable<Range> {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }

        public int compareTo(Range o) { return lo != o.lo ? Integer.compare(lo, o.lo) : Integer.compare(hi, o.hi); }

        int length() { return hi - lo; }
    }

    record Person(String name, int age, List<String> tags) {
        Person {
            Objects.requireNonNull(name, "name");
            tags = List.copyOf(tags);
        }

        @Override
        public String name() { return name.toUpperCase(); }
    }

    record Empty() { }

    record Doubles(double d, float f) { }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        System.out.println(p + " dist " + p.dist() + " equals " + p.equals(q) + " == " + (p == q) + " hash eq " + (p.hashCode() == q.hashCode()));
        System.out.println("hashCode " + p.hashCode() + " " + new Point(0, 0).hashCode() + " " + new Point(1, 0).hashCode());
        System.out.println("plus " + p.plus(new Point(7)) + " origin " + Point.ORIGIN + " of " + Point.of(" 5, -6"));
        try {
            new Point(-2000, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Named<Integer> n = new Named<>("answer", 42);
        Named<List<String>> nl = new Named<>("list", List.of("a", "b"));
        System.out.println(n + " " + nl + " " + n.value() + " " + nl.value().size());
        List<Range> ranges = new ArrayList<>();
        ranges.add(new Range(5, 1));
        ranges.add(new Range(0, 10));
        ranges.add(new Range(1, 3));
        ranges.add(new Range(0, 2));
        java.util.Collections.sort(ranges);
        System.out.println("sorted ranges " + ranges);
        int total = 0;
        for (Range r : ranges) total += r.length();
        System.out.println("total length " + total);
        Person alice = new Person("alice", 30, new ArrayList<>(List.of("x", "y")));
        System.out.println(alice + " name() " + alice.name() + " equals " + alice.equals(new Person("alice", 30, List.of("x", "y"))));
        try {
            alice.tags().add("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable tags " + e.getClass().getSimpleName());
        }
        try {
            new Person(null, 1, List.of());
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        System.out.println("empty " + new Empty() + " eq " + new Empty().equals(new Empty()) + " hash " + new Empty().hashCode());
        Doubles d1 = new Doubles(0.0, Float.NaN);
        Doubles d2 = new Doubles(-0.0, Float.NaN);
        System.out.println(d1 + " eq self-NaN " + d1.equals(new Doubles(0.0, Float.NaN)) + " eq -0.0 " + d1.equals(d2));
        System.out.println("isRecord " + Point.class.isRecord() + " " + String.class.isRecord() + " superclass " + Point.class.getSuperclass().getName());
        java.lang.reflect.RecordComponent[] rc = Person.class.getRecordComponents();
        for (java.lang.reflect.RecordComponent c : rc) System.out.println("component " + c.getName() + " : " + c.getType().getSimpleName());
        Object o = p;
        if (o instanceof Point pt && pt.x() > 0) {
            System.out.println("pattern matched x=" + pt.x());
        }
        java.util.Map<Point, String> map = new java.util.HashMap<>();
        map.put(new Point(1, 2), "a");
        System.out.println("lookup by equal record " + map.get(new Point(1, 2)));
    }
}
