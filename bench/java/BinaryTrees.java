// BinaryTrees: allocation and garbage collection, in the shape of the Computer Language Benchmarks
// Game's binary-trees: one stretch tree of depth max+1, one long-lived tree of depth max that stays
// reachable throughout, and many short-lived trees of depths min, min+2, ..., max (2^(max-d+min)
// trees of depth d), each built, checked (node count) and dropped. Nearly every object dies young
// while the long-lived tree must survive every collection.
// Usage: java BinaryTrees [maxDepth]. Deterministic; prints the checks of each depth.
public final class BinaryTrees {
    static final int MIN_DEPTH = 4;

    static final class Node {
        final Node left, right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        int check() {
            return left == null ? 1 : 1 + left.check() + right.check();
        }
    }

    static Node build(int depth) {
        return depth == 0 ? new Node(null, null) : new Node(build(depth - 1), build(depth - 1));
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int maxDepth = Math.max(MIN_DEPTH + 2, n);
        int stretch = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretch + "\t check: " + build(stretch).check());

        Node longLived = build(maxDepth);
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + MIN_DEPTH);
            long check = 0;
            for (int i = 0; i < iterations; i++) {
                check += build(d).check();
            }
            System.out.println(iterations + "\t trees of depth " + d + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());
    }
}
