// The program of tests/jdb/uncaught.jdb: an exception no frame catches, after a caught one.
public class Uncaught {
    static int depth(int n) {
        if (n == 0) {
            throw new IllegalArgumentException("too deep");
        }
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println(depth(2));
    }
}
