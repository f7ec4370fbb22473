import java.util.*;

// StackOverflowError from toString, hashCode and equals of cyclic structures, in the program's own
// classes and in the collections of the class library.
public class LimitsStackToString {
    static class Node {
        final String name;
        Node next;

        Node(String name) { this.name = name; }

        @Override
        public String toString() { return name + " -> " + next; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Node && name.equals(((Node) o).name) && Objects.equals(next, ((Node) o).next);
        }

        @Override
        public int hashCode() { return name.hashCode() * 31 + Objects.hashCode(next); }
    }

    interface Action { Object run(); }

    static void expectOverflow(String what, Action a) {
        try {
            Object r = a.run();
            System.out.println(what + ": returned " + (r instanceof String ? ((String) r).length() + " chars" : r));
        } catch (StackOverflowError e) {
            System.out.println(what + ": StackOverflowError, message " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Node a = new Node("a");
        Node b = new Node("b");
        a.next = b;
        System.out.println("acyclic: " + a);
        b.next = a;
        expectOverflow("cyclic toString", a::toString);
        expectOverflow("cyclic string concatenation", () -> "value: " + a);
        expectOverflow("cyclic hashCode", a::hashCode);
        Node c = new Node("a");
        Node d = new Node("b");
        c.next = d;
        d.next = c;
        expectOverflow("cyclic equals", () -> a.equals(c));

        List<Object> l1 = new ArrayList<>();
        List<Object> l2 = new ArrayList<>();
        l1.add("x");
        l1.add(l1);
        System.out.println("self-containing list: " + l1);
        l1.add(l2);
        l2.add(l1);
        expectOverflow("mutually containing lists toString", l1::toString);
        expectOverflow("mutually containing lists hashCode", l1::hashCode);
        List<Object> m1 = new ArrayList<>();
        List<Object> m2 = new ArrayList<>();
        m1.add(m2);
        m2.add(m1);
        List<Object> n1 = new ArrayList<>();
        List<Object> n2 = new ArrayList<>();
        n1.add(n2);
        n2.add(n1);
        expectOverflow("deep equals of cyclic lists", () -> m1.equals(n1));
        Object[] arr1 = {null};
        Object[] arr2 = {arr1};
        arr1[0] = arr2;
        System.out.println("Arrays.deepToString guards cycles: " + Arrays.deepToString(arr1));
        Object[] arr3 = {null};
        Object[] arr4 = {arr3};
        arr3[0] = arr4;
        expectOverflow("Arrays.deepEquals of cyclic arrays", () -> Arrays.deepEquals(arr1, arr3));
        Map<String, Object> map = new TreeMap<>();
        Map<String, Object> inner = new TreeMap<>();
        map.put("inner", inner);
        inner.put("outer", map);
        expectOverflow("mutually containing maps toString", map::toString);
        System.out.println("recovered: " + List.of(1, 2, 3));
    }
}
