// Identity hash codes and what depends on them: the order of a HashSet of objects without hashCode().
// The values are the VM's own (HotSpot's differ), but native Vitrine and Vitrine in WebAssembly must
// print the same, so that one program behaves the same on both builds.
import java.util.HashSet;
import java.util.Set;

public class IdentityHashes {
    static final class Item {
        final int n;
        Item(int n) { this.n = n; }
        @Override public String toString() { return "item" + n; }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 3; i++) System.out.println(new Object().hashCode());
        Set<Item> items = new HashSet<>();
        for (int i = 0; i < 12; i++) items.add(new Item(i));
        System.out.println(items);
        Thread t = new Thread(() -> System.out.println("in a thread " + System.identityHashCode(new Object())));
        t.start();
        t.join();
        System.out.println(System.identityHashCode("a literal") == System.identityHashCode("a literal"));
    }
}
