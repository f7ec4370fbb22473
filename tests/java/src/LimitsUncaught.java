// Errors at the limits that nobody catches (-Xmx16m): a thread that exhausts the heap ends (the heap is
// still full when its uncaught-exception handler runs: HotSpot's one-line report of that), the program
// goes on; then main overflows its stack (the trace is cut at 1024 frames) and exits with status 1.
// (One uncaught StackOverflowError only: its trace is 54 KB, and stderr stays within a pipe's buffer.)
public class LimitsUncaught {
    static final class Node {
        final Node next;
        final long a, b, c;

        Node(Node next, long v) { this.next = next; a = v; b = v + 1; c = v + 2; }
    }

    static class Hog extends Thread {
        Node head;

        Hog() { super("hog"); }

        @Override
        public void run() {
            long n = 0;
            while (true) head = new Node(head, n++);
        }
    }

    static int down(int n) { return down(n + 1) + 1; }

    public static void main(String[] args) throws InterruptedException {
        Hog hog = new Hog();
        hog.start();
        hog.join();
        hog.head = null;
        System.out.println("hog ended: " + hog.getState());
        System.out.println("main recurses now");
        down(0);
    }
}
