// Allocates far more than -Xmx (64 MB, see GcBinaryTrees.jvmargs) in short-lived binary trees while a
// long-lived tree stays reachable: runs only with a garbage collector. Also System.gc() and a large
// array churn (objects of their own allocation).
public class GcBinaryTrees {
    static final class Node {
        Node left, right;
        int value;
        Node(Node l, Node r, int v) { left = l; right = r; value = v; }
    }

    static Node build(int depth, int v) {
        if (depth == 0) return new Node(null, null, v);
        return new Node(build(depth - 1, 2 * v), build(depth - 1, 2 * v + 1), v);
    }

    static long check(Node n) {
        long sum = 0;
        java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
        stack.push(n);
        while (!stack.isEmpty()) {
            Node x = stack.pop();
            sum += x.value ^ (sum >>> 7);
            if (x.left != null) { stack.push(x.left); stack.push(x.right); }
        }
        return sum;
    }

    public static void main(String[] args) {
        Node longLived = build(16, 1);
        long total = 0;
        for (int round = 0; round < 12; round++) {
            Node t = build(18, round);
            long c = check(t);
            total += c;
            System.out.println("round " + round + " depth 18 check " + c);
        }
        for (int i = 0; i < 40; i++) {
            int[] big = new int[1 << 20]; // 4 MB each, 160 MB in all
            big[i] = i;
            total += big[i] + big.length;
            if (i % 10 == 0) System.gc();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200000; i++) {
            String s = "s" + i;
            if (i % 50000 == 0) sb.append(s).append(' ');
        }
        System.out.println("strings " + sb);
        System.out.println("long-lived check " + check(longLived));
        System.out.println("total " + total);
        Runtime rt = Runtime.getRuntime();
        System.out.println("heap sane " + (rt.totalMemory() <= rt.maxMemory() && rt.freeMemory() <= rt.totalMemory()));
    }
}
