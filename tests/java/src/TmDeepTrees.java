public class TmDeepTrees {
    static final class Node { Node l, r; Node(Node l, Node r) { this.l = l; this.r = r; } }
    static Node build(int d) { return d == 0 ? new Node(null, null) : new Node(build(d - 1), build(d - 1)); }
    static int check(Node n) { return n.l == null ? 1 : 1 + check(n.l) + check(n.r); }

    public static void main(String[] args) {
        int max = 18;
        Node longLived = build(max);
        System.out.println("long lived tree of depth " + max + " check: " + check(longLived));
        for (int d = 4; d <= max; d += 4) {
            int iterations = 1 << (max - d);
            long chk = 0;
            for (int i = 0; i < iterations; i++) chk += check(build(d));
            System.out.println(iterations + " trees of depth " + d + " check: " + chk);
        }
        Node stretch = build(max);
        System.out.println("second tree of depth " + max + " check: " + check(stretch));
        stretch = null;
        System.out.println("long lived still: " + check(longLived));
    }
}
