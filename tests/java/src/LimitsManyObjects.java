import java.util.*;

// OutOfMemoryError from many small objects kept alive (-Xmx32m): a list and linked nodes fill
// the heap; each time the structure is dropped and the program allocates again.
public class LimitsManyObjects {
    static final class Cell {
        final long value;
        final Cell next;

        Cell(long value, Cell next) { this.value = value; this.next = next; }
    }

    public static void main(String[] args) {
        for (int round = 1; round <= 2; round++) {
            Cell head = null;
            long n = 0;
            try {
                while (true) {
                    head = new Cell(n++, head);
                }
            } catch (OutOfMemoryError e) {
                head = null;
                System.out.println("round " + round + ", linked cells: " + e.getMessage() + ", more than 100000: " + (n > 100000));
            }
        }
        List<Object> objects = new ArrayList<>();
        try {
            while (true) objects.add(new Object());
        } catch (OutOfMemoryError e) {
            int size = objects.size();
            objects = null;
            System.out.println("plain objects in a list: " + e.getMessage() + ", more than 100000: " + (size > 100000));
        }
        long sum = 0;
        for (int i = 0; i < 100000; i++) sum += new Cell(i, null).value;
        System.out.println("allocation works again: " + sum);
    }
}
