import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Generics {
    static class Box<T extends Comparable<T>> implements Comparable<Box<T>> {
        final T value;
        Box(T v) { value = v; }
        public int compareTo(Box<T> o) { return value.compareTo(o.value); }
        public String toString() { return "Box(" + value + ")"; }
    }

    interface Transformer<A, B> { B apply(A a); }

    static class Lengther implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); } // bridge: Object apply(Object)
    }

    static class Node<T> {
        T data;
        Node(T d) { data = d; }
        T get() { return data; }
        void set(T d) { data = d; }
    }

    static class IntNode extends Node<Integer> {
        IntNode(Integer i) { super(i); }
        @Override Integer get() { return super.get() * 10; } // covariant bridge
        @Override void set(Integer d) { super.set(d + 1); } // bridge set(Object)
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = list.get(0);
        for (T t : list) if (t.compareTo(best) > 0) best = t;
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) sink.add(i);
    }

    static <A, B> List<B> map(List<A> in, Transformer<? super A, ? extends B> f) {
        List<B> out = new ArrayList<>();
        for (A a : in) out.add(f.apply(a));
        return out;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        List<T> l = new ArrayList<>();
        for (T t : items) l.add(t);
        return l;
    }

    static class Pair<K, V> {
        final K k; final V v;
        Pair(K k, V v) { this.k = k; this.v = v; }
        <R> Pair<K, R> withValue(R r) { return new Pair<>(k, r); }
        public String toString() { return "(" + k + ", " + v + ")"; }
    }

    static class ByLength implements Comparator<String> {
        public int compare(String a, String b) { return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b); }
    }

    public static void main(String[] args) throws Exception {
        List<Box<String>> boxes = new ArrayList<>();
        for (String s : new String[]{"pear", "apple", "zucchini", "fig"}) boxes.add(new Box<>(s));
        java.util.Collections.sort(boxes);
        System.out.println("sorted boxes " + boxes + " max " + max(boxes));
        Transformer<String, Integer> t = new Lengther();
        System.out.println("lengths " + map(listOf("a", "bb", "ccc"), t));
        @SuppressWarnings({"rawtypes", "unchecked"})
        Transformer raw = t;
        try {
            @SuppressWarnings("unchecked")
            Object r = raw.apply(42); // bridge method casts to String -> CCE
            System.out.println("no CCE?! " + r);
        } catch (ClassCastException e) {
            System.out.println("bridge CCE: " + e.getMessage());
        }
        Node<Integer> n = new IntNode(4);
        n.set(7);
        System.out.println("IntNode get " + n.get() + " data " + n.data);
        int bridges = 0;
        for (java.lang.reflect.Method m : IntNode.class.getDeclaredMethods()) if (m.isBridge()) bridges++;
        System.out.println("IntNode bridge methods: " + bridges);
        int lbridges = 0;
        for (java.lang.reflect.Method m : Lengther.class.getDeclaredMethods()) if (m.isBridge()) lbridges++;
        System.out.println("Lengther bridge methods: " + lbridges);
        System.out.println("max ints " + max(listOf(3, 9, -2, 7)) + " sum " + sum(listOf(1, 2.5, 3L, 4.25f)));
        List<Number> sink = new ArrayList<>();
        fill(sink, 4);
        List<Object> osink = new ArrayList<>();
        fill(osink, 2);
        System.out.println("sinks " + sink + " " + osink);
        Pair<String, Integer> p = new Pair<>("k", 1);
        Pair<String, List<String>> p2 = p.withValue(listOf("x"));
        System.out.println(p + " " + p2);
        List<String> words = listOf("ccc", "a", "bb", "aa", "b");
        words.sort(new ByLength());
        System.out.println("by length " + words);
        // heap pollution / erasure
        List<String> strings = new ArrayList<>();
        @SuppressWarnings({"rawtypes", "unchecked"})
        List rawList = strings;
        rawList.add(Integer.valueOf(5));
        System.out.println("raw size " + strings.size() + " get as Object " + ((Object) strings.get(0)));
        try {
            String s = strings.get(0);
            System.out.println("no CCE " + s);
        } catch (ClassCastException e) {
            System.out.println("erasure CCE: " + e.getMessage());
        }
        System.out.println("same class " + (new ArrayList<String>().getClass() == new ArrayList<Integer>().getClass()));
        java.lang.reflect.TypeVariable<?>[] tvs = Pair.class.getTypeParameters();
        System.out.println("type params " + tvs.length + " " + tvs[0].getName() + tvs[1].getName());
        java.lang.reflect.Method m = Generics.class.getDeclaredMethod("max", List.class);
        System.out.println("generic sig " + m.toGenericString());
        Comparator<String> rev = java.util.Collections.reverseOrder(new ByLength());
        words.sort(rev);
        System.out.println("reversed " + words);
    }
}
