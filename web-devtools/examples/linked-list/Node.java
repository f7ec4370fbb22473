// One cell of the list: a value and a reference to the next node (null at the end).
public class Node {
    int value;
    Node next;

    Node(int value, Node next) {
        this.value = value;
        this.next = next;
    }
}
