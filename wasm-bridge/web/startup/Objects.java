// Start-up class list program: what a student's first programs use beyond printing: collections,
// lambdas and streams, records, formatting, exceptions with stack traces, threads.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Objects {
    record Point(int x, int y) { }

    public static void main(String[] args) throws Exception {
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < 3; i++) points.add(new Point(i, i * i));
        Map<String, Integer> counts = new HashMap<>();
        points.forEach(p -> counts.merge(p.x() % 2 == 0 ? "even" : "odd", 1, Integer::sum));
        System.out.println(points + " " + counts);
        System.out.println(points.stream().mapToInt(Point::y).sum());
        Thread t = new Thread(() -> System.out.println("from " + Thread.currentThread().getName()));
        t.start();
        t.join();
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            e.printStackTrace();
        }
        new StringBuilder().append(1.5).append('c').toString();
        Math.sqrt(2.0);
        System.out.printf("%d %s %.2f%n", 42, "formatted", Math.PI);
    }
}
