public class HelpfulNPE {
    static class Node {
        Node next;
        String name;
        int[] values;
        static Node sfield;

        Node(String n) { name = n; }

        String getName() { return name; }

        Node getNext() { return next; }
    }

    int instanceField;
    String[] strs;

    static void report(int n, Runnable r) {
        try {
            r.run();
            System.out.println(n + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(n + ": " + e.getMessage());
        }
    }

    static String nullString() { return null; }

    static Node nullNode() { return null; }

    static void fieldReadOnNullLocal() {
        Node n = nullNode();
        System.out.println(n.name);
    }

    static void fieldWriteOnNull() {
        Node n = new Node("a");
        n.next.name = "x";
    }

    static void arrayLoad() {
        int[] arr = null;
        System.out.println(arr[0]);
    }

    static void arrayStore() {
        Node n = new Node("b");
        n.values[2] = 5;
    }

    static void arrayLength() {
        Object[] arr = null;
        System.out.println(arr.length);
    }

    static void methodOnNullReturn() {
        System.out.println(nullString().length());
    }

    static void methodOnChain() {
        Node n = new Node("c");
        System.out.println(n.getNext().getName());
    }

    static void methodOnParam(String s, Node n) {
        System.out.println(n.getName() + s);
    }

    static void unboxing() {
        Integer boxed = null;
        int i = boxed;
        System.out.println(i);
    }

    static void staticFieldChain() {
        Node.sfield.name = "z";
    }

    static void throwNull() {
        RuntimeException e = null;
        throw e;
    }

    static void synchronizedOnNull() {
        Object lock = null;
        synchronized (lock) {
            System.out.println("in");
        }
    }

    static void twoDimensional() {
        int[][] grid = new int[2][];
        grid[1][0] = 3;
    }

    static void stringArrayElementCall() {
        String[] s = new String[3];
        s[1].trim();
    }

    void instanceFieldViaThis() {
        strs[0] = "x";
    }

    static void longLocals(long a, double b, Node n) {
        long c = a + 1;
        System.out.println(n.name + c + b);
    }

    static void explicitMessage() {
        throw new NullPointerException("explicit message");
    }

    static void noMessageCtor() {
        NullPointerException e = new NullPointerException();
        System.out.println("fresh NPE message: " + e.getMessage());
        throw e;
    }

    static void requireNonNull() {
        java.util.Objects.requireNonNull(null, "thing must not be null");
    }

    static void libraryNpe() {
        String s = null;
        "abc".compareTo(s);
    }

    public static void main(String[] args) {
        report(1, new Runnable() { public void run() { fieldReadOnNullLocal(); } });
        report(2, new Runnable() { public void run() { fieldWriteOnNull(); } });
        report(3, new Runnable() { public void run() { arrayLoad(); } });
        report(4, new Runnable() { public void run() { arrayStore(); } });
        report(5, new Runnable() { public void run() { arrayLength(); } });
        report(6, new Runnable() { public void run() { methodOnNullReturn(); } });
        report(7, new Runnable() { public void run() { methodOnChain(); } });
        report(8, new Runnable() { public void run() { methodOnParam("s", null); } });
        report(9, new Runnable() { public void run() { unboxing(); } });
        report(10, new Runnable() { public void run() { staticFieldChain(); } });
        report(11, new Runnable() { public void run() { throwNull(); } });
        report(12, new Runnable() { public void run() { synchronizedOnNull(); } });
        report(13, new Runnable() { public void run() { twoDimensional(); } });
        report(14, new Runnable() { public void run() { stringArrayElementCall(); } });
        report(15, new Runnable() { public void run() { new HelpfulNPE().instanceFieldViaThis(); } });
        report(16, new Runnable() { public void run() { longLocals(1L, 2.0, null); } });
        report(17, new Runnable() { public void run() { explicitMessage(); } });
        report(18, new Runnable() { public void run() { noMessageCtor(); } });
        report(19, new Runnable() { public void run() { requireNonNull(); } });
        report(20, new Runnable() { public void run() { libraryNpe(); } });
        report(21, new Runnable() {
            Node field;
            public void run() { System.out.println(field.next); }
        });
        report(22, new Runnable() {
            public void run() {
                Node[] nodes = {new Node("x"), null};
                int total = 0;
                for (Node n : nodes) total += n.getName().length();
            }
        });
        report(23, new Runnable() {
            public void run() {
                Node n = new Node(null);
                System.out.println(n.getName().toUpperCase());
            }
        });
        report(24, new Runnable() {
            public void run() {
                long[] ls = null;
                ls[0]++;
            }
        });
        report(25, new Runnable() {
            public void run() {
                Object o = null;
                o.toString();
            }
        });
        // message is computed lazily but stable on repeated calls
        try {
            arrayLoad();
        } catch (NullPointerException e) {
            String m1 = e.getMessage();
            String m2 = e.getMessage();
            System.out.println("stable " + m1.equals(m2) + " toString " + e);
        }
        System.out.println("uncaught helpful NPE next:");
        Node n = new Node("last");
        n.getNext().values[0] = 1;
    }
}
