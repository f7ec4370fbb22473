public class StackOverflow {
    static int depth = 0;

    static void recurse() {
        depth++;
        recurse();
    }

    static int recurseWithLocals(int a, long b, double c) {
        long x = a + b;
        double y = c * 2;
        return recurseWithLocals(a + 1, x, y) + 1;
    }

    static class Node {
        Node child;
        int hashCodeCalls;

        @Override
        public int hashCode() { return child == null ? 0 : child.hashCode() + 1; }
    }

    static int mutualA(int n) { return mutualB(n + 1); }

    static int mutualB(int n) { return mutualA(n + 1); }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
            System.out.println("depth positive " + (depth > 500));
        }
        try {
            recurseWithLocals(0, 0, 1.0);
        } catch (StackOverflowError e) {
            System.out.println("caught SOE with locals, message null: " + (e.getMessage() == null));
        }
        try {
            mutualA(0);
        } catch (StackOverflowError e) {
            System.out.println("caught SOE mutual, is VirtualMachineError " + (e instanceof VirtualMachineError));
        }
        // still usable afterwards
        int total = 0;
        for (int i = 0; i < 1000; i++) total += i;
        System.out.println("recovered, total " + total);
        // recursion through a library call (toString -> hashCode)
        Node root = new Node();
        Node cur = root;
        for (int i = 0; i < 1000; i++) {
            cur.child = new Node();
            cur = cur.child;
        }
        System.out.println("moderate recursion ok " + root.hashCode());
        cur.child = root; // cycle
        try {
            root.hashCode();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE from cyclic hashCode");
        }
        java.util.List<Object> self = new java.util.ArrayList<>();
        self.add(self);
        try {
            self.hashCode();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE from self-containing list hashCode");
        }
        // SOE inside finally/catch chains
        StringBuilder sb = new StringBuilder();
        try {
            deepFinally(sb, 0);
        } catch (StackOverflowError e) {
            System.out.println("caught SOE through finally blocks");
        }
        System.out.println("done");
    }

    static int finallies = 0;

    static void deepFinally(StringBuilder sb, int n) {
        try {
            deepFinally(sb, n + 1);
        } finally {
            finallies++;
        }
    }
}
