// The program node-tests/bridge/heapwalk-client.mjs walks through the bridge's JavaScript callbacks:
// native-tests/jvmti/java/JvmtiHeapWalk.java's nodes (a cycle of three with an int array and a String
// hanging off them), with walk() a Java method where the client stops (its caller's locals are the
// nodes, as the native walk's caller's are).
public class HeapWalk {
    static class Node {
        int id;
        Node next;
        Object payload;
        static Node head;

        Node(int id) {
            this.id = id;
        }
    }

    static void walk() {
    }

    public static void main(String[] args) {
        Node a = new Node(1), b = new Node(2), c = new Node(3);
        a.next = b;
        b.next = c;
        c.next = a;
        a.payload = new int[] {4, 5, 6};
        b.payload = "hello";
        Node.head = a;
        walk();
        System.out.println("main: " + a.id + b.id + c.id);
    }
}
