// The program the heapwalk agent walks (native-tests/jvmti/agents/heapwalk): a cycle of three nodes
// with an int array and a String hanging off them; the agent's native walk(a) does the walking.
public class JvmtiHeapWalk {
    static class Node {
        int id;
        Node next;
        Object payload;
        static Node head;

        Node(int id) {
            this.id = id;
        }
    }

    static native void walk(Object root);

    public static void main(String[] args) {
        Node a = new Node(1), b = new Node(2), c = new Node(3);
        a.next = b;
        b.next = c;
        c.next = a;
        a.payload = new int[] {4, 5, 6};
        b.payload = "hello";
        Node.head = a;
        walk(a);
        System.out.println("main: " + a.id + b.id + c.id);
    }
}
