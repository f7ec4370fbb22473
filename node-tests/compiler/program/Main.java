// A program for the compile server's tests: records, a switch expression, a text block, lambdas,
// string concatenation and non-ASCII text, so that its class files use invokedynamic.
import java.util.List;
import java.util.function.Function;

public class Main {
    record Point(int x, int y) {
        int manhattan() { return Math.abs(x) + Math.abs(y); }
    }

    static String describe(Object o) {
        if (o instanceof Point p) {
            return switch (p.manhattan() % 3) {
                case 0 -> "point at distance " + p.manhattan() + ", a multiple of three";
                case 1, 2 -> "point at distance " + p.manhattan();
                default -> throw new IllegalStateException();
            };
        }
        return "something else: " + o;
    }

    public static void main(String[] args) {
        List<Point> points = List.of(new Point(1, 2), new Point(-3, 4), new Point(0, -5));
        Function<Point, Integer> distance = Point::manhattan;
        int total = points.stream().map(distance).reduce(0, Integer::sum);
        System.out.println("total distance " + total);
        for (Point p : points) System.out.println(describe(p));
        System.out.println(describe("café"));
        String block = """
            a text block
              with an indented line""";
        System.out.println(block);
    }
}
