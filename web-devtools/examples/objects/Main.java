// Objects and references: two variables can refer to the same object. Open "Frames & objects"
// while paused to see the arrows.
public class Main {
    static class Point {
        int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2);
        Point b = a;
        Point c = new Point(1, 2);
        b.x = 10;
        System.out.println("a = " + a + ", b = " + b + ", c = " + c);
        System.out.println("a == b: " + (a == b));
        System.out.println("a == c: " + (a == c));
        String name = "Vitrine";
        System.out.println(name + " has " + name.length() + " letters");
    }
}
