// Threads and a deadlock: each thread takes one lock and then waits for the other's. The Threads
// view shows who waits for whom; pause (F8) to see the cycle.
public class Main {
    static final Object left = new Object();
    static final Object right = new Object();

    static void pause(int ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> {
            synchronized (left) {
                System.out.println("first has left, wants right");
                pause(100);
                synchronized (right) {
                    System.out.println("first has both");
                }
            }
        }, "first");
        Thread second = new Thread(() -> {
            synchronized (right) {
                System.out.println("second has right, wants left");
                pause(100);
                synchronized (left) {
                    System.out.println("second has both");
                }
            }
        }, "second");
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println("never printed: the threads wait for each other forever");
    }
}
