package cftest;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/* Input for native-tests/test_classfile.c: sealed hierarchy, records, nest members. */
public final class Shapes {
    private Shapes() {}

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.TYPE_USE})
    public @interface Unit { String value(); }

    public sealed interface Shape permits Circle, Square, Poly {}

    public record Circle(@Unit("m") double radius) implements Shape {
        public Circle {
            if (radius < 0) throw new IllegalArgumentException();
        }
    }

    public static final class Square implements Shape { final double side = 1; }

    public static non-sealed class Poly implements Shape {}

    public record Pair<A, B>(A first, B second) {}

    public static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.radius() * c.radius();
        if (s instanceof Square q) return q.side * q.side;
        return 0;
    }
}
