import java.lang.ref.*;
import java.util.*;
public class GcReferences {
    static volatile int finalized;
    static class F { @Override protected void finalize() { finalized++; } }
    public static void main(String[] a) throws Exception {
        Object strong = new Object();
        WeakReference<Object> w1 = new WeakReference<>(new Object());
        WeakReference<Object> w2 = new WeakReference<>(strong);
        SoftReference<Object> s1 = new SoftReference<>(new Object());
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        PhantomReference<Object> p1 = new PhantomReference<>(new Object(), q);
        for (int i = 0; i < 10; i++) new F();
        boolean[] cleaned = new boolean[1];
        Cleaner.create().register(new Object(), () -> cleaned[0] = true);
        WeakHashMap<Object, String> whm = new WeakHashMap<>();
        whm.put(new Object(), "gone"); whm.put(strong, "kept");
        System.gc();
        Reference<?> r = q.remove(2000);
        System.out.println("weak cleared " + (w1.get() == null) + ", weak to strong kept " + (w2.get() == strong));
        System.out.println("soft kept " + (s1.get() != null) + ", phantom enqueued " + (r == p1));
        for (int i = 0; i < 50 && (finalized < 10 || !cleaned[0]); i++) { System.gc(); Thread.sleep(20); }
        System.out.println("finalized " + finalized + ", cleaned " + cleaned[0] + ", weakhashmap " + whm.size() + " " + whm.values());
        System.out.println(strong != null);
    }
}
