// Trees: allocation and virtual dispatch. Builds complete binary trees of abstract Node objects
// (Leaf and Branch subclasses with overridden methods), walks each several times with virtual
// calls, and drops it. Usage: java Trees [depth] [iterations] [walks].
// It allocates iterations * 2^(depth+1) nodes, about 48 bytes each on Vitrine: ~50 MB with the
// defaults (16, 8), one tree (~6 MB) live at a time (BinaryTrees is the collector's benchmark).
public final class Trees {
    abstract static class Node {
        abstract int count();

        abstract long sum(int salt);

        abstract int depth();
    }

    static final class Leaf extends Node {
        final int value;

        Leaf(int value) {
            this.value = value;
        }

        @Override
        int count() {
            return 1;
        }

        @Override
        long sum(int salt) {
            return value ^ salt;
        }

        @Override
        int depth() {
            return 0;
        }
    }

    static final class Branch extends Node {
        final Node left, right;
        final int value;

        Branch(Node left, Node right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }

        @Override
        int count() {
            return 1 + left.count() + right.count();
        }

        @Override
        long sum(int salt) {
            return value + 3 * left.sum(salt + 1) - right.sum(salt - 1);
        }

        @Override
        int depth() {
            int l = left.depth(), r = right.depth();
            return 1 + (l > r ? l : r);
        }
    }

    static Node build(int depth, int value) {
        if (depth == 0) {
            return new Leaf(value);
        }
        return new Branch(build(depth - 1, value * 2 + 1), build(depth - 1, value * 2 + 2), value);
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        int walks = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        long check = 0;
        long nodes = 0;
        for (int i = 0; i < iterations; i++) {
            Node tree = build(depth, i);
            for (int w = 0; w < walks; w++) {
                check = check * 31 + tree.sum(w);
            }
            nodes += tree.count();
            check += tree.depth();
        }
        System.out.println("nodes " + nodes);
        System.out.println("checksum " + Long.toHexString(check));
    }
}
