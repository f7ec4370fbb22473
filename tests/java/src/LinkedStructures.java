import java.util.Iterator;
import java.util.NoSuchElementException;

public class LinkedStructures {
    static class MyList<T> implements Iterable<T> {
        private class Node {
            T val;
            Node next;
            Node(T v, Node n) { val = v; next = n; }
        }

        private Node head;
        private int size;

        void addFirst(T v) { head = new Node(v, head); size++; }

        void addLast(T v) {
            Node n = new Node(v, null);
            if (head == null) head = n;
            else {
                Node c = head;
                while (c.next != null) c = c.next;
                c.next = n;
            }
            size++;
        }

        void reverse() {
            Node prev = null, cur = head;
            while (cur != null) {
                Node nx = cur.next;
                cur.next = prev;
                prev = cur;
                cur = nx;
            }
            head = prev;
        }

        boolean remove(T v) {
            Node dummy = new Node(null, head), c = dummy;
            while (c.next != null) {
                if (c.next.val.equals(v)) {
                    c.next = c.next.next;
                    head = dummy.next;
                    size--;
                    return true;
                }
                c = c.next;
            }
            return false;
        }

        public Iterator<T> iterator() {
            return new Iterator<T>() {
                Node cur = head;
                public boolean hasNext() { return cur != null; }
                public T next() {
                    if (cur == null) throw new NoSuchElementException("end of MyList");
                    T v = cur.val;
                    cur = cur.next;
                    return v;
                }
            };
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            for (T t : this) sb.append(sb.length() > 1 ? ", " : "").append(t);
            return sb.append("]").toString();
        }
    }

    static class BST<K extends Comparable<K>, V> {
        class N {
            K k; V v; N l, r;
            N(K k, V v) { this.k = k; this.v = v; }
        }

        N root;
        int size;

        void put(K k, V v) { root = put(root, k, v); }

        private N put(N n, K k, V v) {
            if (n == null) { size++; return new N(k, v); }
            int c = k.compareTo(n.k);
            if (c < 0) n.l = put(n.l, k, v);
            else if (c > 0) n.r = put(n.r, k, v);
            else n.v = v;
            return n;
        }

        V get(K k) {
            N n = root;
            while (n != null) {
                int c = k.compareTo(n.k);
                if (c == 0) return n.v;
                n = c < 0 ? n.l : n.r;
            }
            return null;
        }

        int height() { return height(root); }

        private int height(N n) { return n == null ? 0 : 1 + Math.max(height(n.l), height(n.r)); }

        void inorder(N n, StringBuilder sb) {
            if (n == null) return;
            inorder(n.l, sb);
            sb.append(n.k).append('=').append(n.v).append(' ');
            inorder(n.r, sb);
        }
    }

    static class MinHeap {
        int[] a = new int[4];
        int n;

        void push(int x) {
            if (n == a.length) a = java.util.Arrays.copyOf(a, n * 2);
            a[n] = x;
            int i = n++;
            while (i > 0 && a[(i - 1) / 2] > a[i]) {
                int p = (i - 1) / 2, t = a[p];
                a[p] = a[i];
                a[i] = t;
                i = p;
            }
        }

        int pop() {
            int top = a[0];
            a[0] = a[--n];
            int i = 0;
            while (true) {
                int l = 2 * i + 1, r = l + 1, m = i;
                if (l < n && a[l] < a[m]) m = l;
                if (r < n && a[r] < a[m]) m = r;
                if (m == i) break;
                int t = a[m];
                a[m] = a[i];
                a[i] = t;
                i = m;
            }
            return top;
        }
    }

    static class LRUCache<K, V> {
        final int cap;
        final java.util.HashMap<K, Entry<K, V>> map = new java.util.HashMap<>();
        Entry<K, V> head, tail;

        static class Entry<K, V> {
            K k; V v; Entry<K, V> prev, next;
            Entry(K k, V v) { this.k = k; this.v = v; }
        }

        LRUCache(int cap) { this.cap = cap; }

        V get(K k) {
            Entry<K, V> e = map.get(k);
            if (e == null) return null;
            unlink(e);
            linkFront(e);
            return e.v;
        }

        void put(K k, V v) {
            Entry<K, V> e = map.get(k);
            if (e != null) {
                e.v = v;
                unlink(e);
                linkFront(e);
                return;
            }
            if (map.size() == cap) {
                map.remove(tail.k);
                unlink(tail);
            }
            e = new Entry<>(k, v);
            map.put(k, e);
            linkFront(e);
        }

        void unlink(Entry<K, V> e) {
            if (e.prev != null) e.prev.next = e.next; else head = e.next;
            if (e.next != null) e.next.prev = e.prev; else tail = e.prev;
            e.prev = e.next = null;
        }

        void linkFront(Entry<K, V> e) {
            e.next = head;
            if (head != null) head.prev = e;
            head = e;
            if (tail == null) tail = e;
        }

        String order() {
            StringBuilder sb = new StringBuilder();
            for (Entry<K, V> e = head; e != null; e = e.next) sb.append(e.k).append(':').append(e.v).append(' ');
            return sb.toString().trim();
        }
    }

    public static void main(String[] args) {
        MyList<String> l = new MyList<>();
        for (String s : "c d e".split(" ")) l.addLast(s);
        l.addFirst("b");
        l.addFirst("a");
        System.out.println("list " + l + " size " + l.size);
        l.reverse();
        System.out.println("reversed " + l + " remove d " + l.remove("d") + " remove q " + l.remove("q") + " -> " + l);
        Iterator<String> it = new MyList<String>().iterator();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        BST<String, Integer> bst = new BST<>();
        String[] words = "the quick brown fox jumps over the lazy dog again and again".split(" ");
        for (int i = 0; i < words.length; i++) bst.put(words[i], i);
        StringBuilder sb = new StringBuilder();
        bst.inorder(bst.root, sb);
        System.out.println("bst " + sb.toString().trim() + " size " + bst.size + " height " + bst.height() + " get(fox) " + bst.get("fox") + " get(cat) " + bst.get("cat"));
        BST<Integer, Integer> deep = new BST<>();
        for (int i = 0; i < 500; i++) deep.put(i, i * i);
        System.out.println("degenerate bst height " + deep.height() + " get(499) " + deep.get(499));
        MinHeap h = new MinHeap();
        int[] vals = {42, 7, 19, -3, 88, 0, 7, 23, 56, -10, 4};
        for (int v : vals) h.push(v);
        sb.setLength(0);
        while (h.n > 0) sb.append(h.pop()).append(' ');
        System.out.println("heap order " + sb.toString().trim());
        LRUCache<String, Integer> cache = new LRUCache<>(3);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        cache.get("a");
        cache.put("d", 4);
        cache.put("c", 30);
        System.out.println("lru " + cache.order() + " get(b) " + cache.get("b") + " size " + cache.map.size());
        Object[] nested = new Object[1];
        Object[] cur = nested;
        for (int i = 0; i < 100; i++) {
            Object[] next = new Object[1];
            cur[0] = next;
            cur = next;
        }
        int depth = 0;
        Object o = nested;
        while (o instanceof Object[] && ((Object[]) o)[0] != null) {
            o = ((Object[]) o)[0];
            depth++;
        }
        System.out.println("nested array depth " + depth);
        long allocated = 0;
        for (int round = 0; round < 200; round++) {
            MyList<int[]> garbage = new MyList<>();
            for (int i = 0; i < 100; i++) garbage.addFirst(new int[64]);
            for (int[] g : garbage) allocated += g.length;
        }
        System.out.println("allocated ints " + allocated);
    }
}
