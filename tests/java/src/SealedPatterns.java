public class SealedPatterns {
    sealed interface Shape permits Circle, Rect, Tri { }
    // explicit toString/equals/hashCode: the generated ones would use invokedynamic (ObjectMethods)
    record Circle(double r) implements Shape {
        public String toString() { return "Circle[r=" + r + "]"; }
        public boolean equals(Object o) { return o instanceof Circle c && Double.compare(c.r, r) == 0; }
        public int hashCode() { return Double.hashCode(r); }
    }
    record Rect(double w, double h) implements Shape {
        public String toString() { return "Rect[w=" + w + ", h=" + h + "]"; }
        public boolean equals(Object o) { return o instanceof Rect x && Double.compare(x.w, w) == 0 && Double.compare(x.h, h) == 0; }
        public int hashCode() { return Double.hashCode(w) * 31 + Double.hashCode(h); }
    }
    static final class Tri implements Shape {
        final double b, h;
        Tri(double b, double h) { this.b = b; this.h = h; }
    }

    sealed static abstract class Vehicle permits Car, Truck { abstract int wheels(); }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static non-sealed class Truck extends Vehicle { int wheels() { return 18; } }
    static class Pickup extends Truck { int wheels() { return 4; } }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return r.w() * r.w();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Tri t) return 0.5 * t.b * t.h;
        throw new AssertionError();
    }

    static String describe(Object o) {
        if (o instanceof String s && !s.isEmpty()) return "non-empty string of length " + s.length();
        if (o instanceof String) return "empty string";
        if (o instanceof Integer i) return "int " + (i + 1);
        if (!(o instanceof Number n)) return "not a number: " + (o == null ? "null" : o.getClass().getSimpleName());
        return "number " + n.doubleValue();
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Rect(4, 4), new Tri(3, 5)};
        for (Shape s : shapes) System.out.println(s.getClass().getSimpleName() + " area " + area(s));
        System.out.println(shapes[0] + " " + shapes[1] + " equals " + shapes[1].equals(new Rect(2, 3)) + " hash " + shapes[2].hashCode());
        Object[] things = {"hello", "", 41, 2.5, 7L, null, new int[0], 'c'};
        for (Object o : things) System.out.println(describe(o));
        Vehicle[] vs = {new Car(), new Truck(), new Pickup()};
        for (Vehicle v : vs) System.out.println(v.getClass().getSimpleName() + " wheels " + v.wheels());
        System.out.println("Shape sealed " + Shape.class.isSealed() + " Vehicle sealed " + Vehicle.class.isSealed() + " Truck sealed " + Truck.class.isSealed());
        Class<?>[] permitted = Shape.class.getPermittedSubclasses();
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : permitted) sb.append(c.getSimpleName()).append(' ');
        System.out.println("permitted " + sb.toString().trim());
    }
}
