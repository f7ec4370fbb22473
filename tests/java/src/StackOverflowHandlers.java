import java.io.ByteArrayOutputStream;
import java.io.PrintStream;

// StackOverflowError handlers that overflow again: a handler that recurses (each catch overflows
// anew, close to the limit), a handler that prints (the overflow happens inside the library's
// printing, with its locks held), and a monitor held across the overflow. The VM always throws another
// StackOverflowError and the program goes on.
public class StackOverflowHandlers {
    static int handled;
    static int depth;

    static void recurseInHandler() {
        try {
            recurseInHandler();
        } catch (StackOverflowError e) {
            if (++handled < 500) recurseInHandler();
            else throw e;
        }
    }

    static PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true);
    static int printed;

    static void printInHandler(int n) {
        try {
            printInHandler(n + 1);
        } catch (StackOverflowError e) {
            sink.println("overflow at depth " + n + ": " + e);
            printed++;
        }
    }

    static void plain() {
        depth++;
        plain();
    }

    public static void main(String[] args) {
        try {
            recurseInHandler();
        } catch (StackOverflowError e) {
            System.out.println("recursion in handlers: " + (handled >= 500) + ", " + e.getClass().getName());
        }
        printInHandler(0);
        System.out.println("printing in handlers: printed " + (printed >= 1));
        synchronized (StackOverflowHandlers.class) {
            try {
                plain();
            } catch (StackOverflowError e) {
                System.out.println("with a monitor held: " + (depth > 500));
            }
        }
        System.out.println("monitor released: " + !Thread.holdsLock(StackOverflowHandlers.class));
        System.out.println("done");
    }
}
