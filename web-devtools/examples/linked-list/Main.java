// A linked list built one node at a time: each new node points to the one before it.
public class Main {
    public static void main(String[] args) {
        Node head = null;
        for (int i = 1; i <= 3; i++) {
            head = new Node(i, head);
        }
        print(head);
        System.out.println("sum = " + sum(head));
    }

    static void print(Node node) {
        StringBuilder text = new StringBuilder();
        for (Node n = node; n != null; n = n.next) {
            text.append(n.value).append(n.next != null ? " -> " : "");
        }
        System.out.println(text);
    }

    static int sum(Node node) {
        return node == null ? 0 : node.value + sum(node.next);
    }
}
