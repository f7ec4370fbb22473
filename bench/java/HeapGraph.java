// HeapGraph: a live heap of about N objects for the JVMTI heap-walk benchmark (bench/run.sh --only
// jvmti: FollowReferences at VMDeath through the allcaps agent's followrefs mode): 1,000 chains of
// N/1,000 nodes, each node with a next pointer and every tenth with a small int array, all reachable
// from a static field when the program ends. Prints a checksum of the graph.
//   java HeapGraph [N=1000000]
public class HeapGraph {
    static final class Node {
        Node next;
        int[] data;
        final int id;
        Node(int id, Node next) { this.id = id; this.next = next; if (id % 10 == 0) data = new int[] {id, id >> 1}; }
    }

    static Node[] chains;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int per = n / 1000;
        chains = new Node[1000];
        int id = 0;
        for (int c = 0; c < chains.length; c++) {
            Node head = null;
            for (int i = 0; i < per; i++) head = new Node(id++, head);
            chains[c] = head;
        }
        long sum = 0;
        for (Node head : chains)
            for (Node x = head; x != null; x = x.next) sum += x.id + (x.data != null ? x.data[1] : 0);
        System.out.println("HeapGraph " + id + " nodes, checksum " + sum);
    }
}
