public class DeepRecursion {
    static int depth(int n) {
        return n == 0 ? 0 : depth(n - 1) + 1;
    }

    static long sumList(Node n) {
        return n == null ? 0 : n.v + sumList(n.next);
    }

    static class Node {
        final int v;
        final Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    public static void main(String[] args) {
        System.out.println("depth(20000) = " + depth(20000));
        Node head = null;
        for (int i = 1; i <= 15000; i++) head = new Node(i, head);
        System.out.println("sumList = " + sumList(head));
        System.out.println("ackermann(2, 500) = " + ackermann(2, 500));
        System.out.println("ackermann(3, 6) = " + ackermann(3, 6));
        final int[] result = new int[1];
        Thread t = new Thread(null, new Runnable() {
            public void run() { result[0] = depth(50000); }
        }, "big-stack", 64L * 1024 * 1024);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        System.out.println("depth(50000) on a thread with a 64 MB stack = " + result[0]);
    }
}
