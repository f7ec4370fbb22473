public class Walk {
    static class Node {
        int value; Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }
    static int sum(Node n) {
        int total = 0;
        while (n != null) {
            total += n.value;
            n = n.next;
        }
        return total;
    }
    public static void main(String[] args) {
        Node head = null;
        for (int i = 0; i < 3; i++)
            head = new Node(i, head);
        int s = sum(head);
        System.out.println("sum " + s);
        String word = "hello";
        int[] squares = {0, 1, 4, 9};
        try { fail(); } catch (IllegalStateException e) { System.out.println("caught " + e.getMessage()); }
        System.out.println(word + " " + squares.length + " " + s);
    }
    static void fail() { throw new IllegalStateException("boom"); }
}
